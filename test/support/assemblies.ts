import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, inject } from 'vitest';
import type { Assemblies } from '../../infra/local/deployed/assemblies.ts';

/**
 * How long a file may wait for the run's synthesis: a hang guard, not a budget. It starts with the
 * run and goes on beside the first files (test/support/global-setup.ts), about four minutes here and
 * longer beside other files on a slower machine.
 */
export const SYNTHESIS_WAIT_MS = 1_800_000;

async function waitForAssemblies(): Promise<Assemblies> {
  const { assembliesFile, failureFile } = inject('synthesis');
  while (!existsSync(assembliesFile)) {
    if (existsSync(failureFile)) throw new Error(`the run's synthesis failed:\n${readFileSync(failureFile, 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return JSON.parse(readFileSync(assembliesFile, 'utf8')) as Assemblies;
}

let assemblies: Promise<Assemblies> | undefined;

/**
 * Both stages as the run synthesized them, once that synthesis is done (the condition, not a time); read once per file.
 */
export function runAssemblies(): Promise<Assemblies> {
  assemblies ??= waitForAssemblies();
  return assemblies;
}

/**
 * A hook that waits for the run's synthesis under its own hang guard, so the file's later hooks and tests keep theirs.
 */
export function waitForTheRunsSynthesis(): void {
  beforeAll(async () => {
    await runAssemblies();
  }, SYNTHESIS_WAIT_MS);
}
