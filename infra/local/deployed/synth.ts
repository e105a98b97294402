import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Stage } from '../../../shared/domain/auth/api-keys.ts';

// The cloud assembly the as-deployed runtime runs: `cdk synth` of its stages, exactly as an operator
// runs it before `cdk deploy` (bundles, data files, template). Synthesis bundles every function
// (~40 s a stage on 2 cores), so an assembly whose inputs have not changed is reused: the sources,
// the lockfile, cdk.json and the context, hashed into the assembly's inputs.sha256. Both stages in
// one synthesis bundle once: CDK reuses a bundle of the same entry and options within a process,
// and the two stages' bundles are the same (only their environments differ, in the templates).

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const inputs = ['infra', 'functions', 'shared', 'package-lock.json', 'cdk.json', 'tsconfig.json'];

export interface SynthOptions {
  /** One stage, or several in one assembly (`-c stage=sandbox,production`, infra/app.ts). */
  stages: readonly Stage[];
  /** `-c key=value` of the synthesis: the local sender, the developer site's origins. */
  context?: Record<string, string>;
  /** Where the assemblies live: cdk.out/ by default. */
  root?: string;
  /** The assembly's folder under the root: `local-<stages>` by default (the tests'; `npm start` keeps its own). */
  name?: string;
}

export interface Assembly {
  directory: string;
  stackName: string;
  reused: boolean;
}

const stackNameOf = (stage: Stage) => `ShippingMarketplace-${stage}`;

/** The local runtime and the operator scripts are not part of what the stack synthesizes. */
const notInputs = new Set([resolve(repoRoot, 'infra', 'local'), resolve(repoRoot, 'infra', 'ops')]);

const filesUnder = (path: string): string[] => {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  if (notInputs.has(path) || basename(path) === 'node_modules') return [];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => filesUnder(join(path, entry.name)));
};

/** What the assembly is made of: every input file's path and content, and the context. */
export function inputHash(context: Record<string, string>): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(resolve(repoRoot, input))).sort()) {
    hash.update(relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  hash.update(JSON.stringify(Object.entries(context).sort()));
  return hash.digest('hex');
}

/**
 * The stages' assembly, one directory with a stack each, synthesized unless one of the same inputs is there. Safe to
 * call from several processes at once.
 */
export async function synthesize<S extends Stage>(
  options: SynthOptions & { stages: readonly S[] },
): Promise<Record<S, Assembly>> {
  const context = { stage: options.stages.join(','), ...options.context };
  const directory = resolve(
    options.root ?? resolve(repoRoot, 'cdk.out'),
    options.name ?? `local-${options.stages.join('-')}`,
  );
  const assemblies = (reused: boolean) =>
    Object.fromEntries(
      options.stages.map((stage) => [stage, { directory, stackName: stackNameOf(stage), reused }]),
    ) as Record<S, Assembly>;
  const hash = inputHash(context);
  const stamp = join(directory, 'inputs.sha256');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return assemblies(true);
  const work = `${directory}.${process.pid}.${Date.now()}`;
  await mkdir(work, { recursive: true });
  try {
    const cdk = resolve(repoRoot, 'node_modules', 'aws-cdk', 'bin', 'cdk');
    await run(
      process.execPath,
      [
        cdk,
        'synth',
        '--quiet',
        '--no-notices',
        '--no-version-reporting',
        '-o',
        work,
        ...Object.entries(context).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
      ],
      {
        cwd: repoRoot,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, CDK_DISABLE_VERSION_CHECK: 'true' },
      },
    );
    await writeFile(join(work, 'inputs.sha256'), hash);
    // a rename is atomic: a concurrent synthesis of the same inputs wins or loses whole
    await rm(directory, { recursive: true, force: true });
    await rename(work, directory).catch(async (error: NodeJS.ErrnoException) => {
      if (!existsSync(stamp)) throw error;
    });
    return assemblies(false);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
