import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { checkJava, ensureDynamoDbLocal } from '../../infra/local/dynamodb-local.ts';
import { startS3Emulator, type S3Emulator } from '../../infra/local/s3-emulator.ts';
import { freePort } from '../../infra/local/environment.ts';
import { startMailDev, type LocalMail } from '../../infra/local/mail.ts';
import { localContext, synthesizeStages } from '../../infra/local/deployed/assemblies.ts';

// One synthesis of both stages for the whole run (test/as-deployed/, test/infra/), reused while
// its inputs are unchanged (infra/local/deployed/synth.ts). It runs beside the first files, not
// before them: on a fresh clone it is about four minutes of bundling that leaves part of the cores
// idle, and most files never read it; those that do wait for it (test/support/assemblies.ts). One S3 emulator and one
// MailDev for the whole run, on a free port; each test file makes its own bucket in it (test/support/api.ts), so files
// run in parallel. DynamoDB Local is one per file (test/support/dynamodb.ts): here it is only fetched, once, before
// files race to fetch it.

declare module 'vitest' {
  export interface ProvidedContext {
    s3Endpoint: string;
    mailDev: { smtpUrl: string; webUrl: string };
    /** Where the run's one synthesis of both stages leaves its outcome (test/support/assemblies.ts reads it). */
    synthesis: { assembliesFile: string; failureFile: string };
  }
}

/**
 * A run of named files of test/unit/ or test/integration/ alone (how one works on a change) needs no synthesis: its
 * minutes of bundling would only slow the files it runs beside. A file that waits for it then fails at once.
 */
const namesOnlyFilesOnTheSources = () => {
  // a number is an option's value (`--maxWorkers 1`), not a file
  const positional = process.argv.slice(2).filter((arg) => !arg.startsWith('-') && arg !== 'run' && !/^\d+$/.test(arg));
  return (
    positional.length > 0 &&
    positional.every((arg) => /(^|[\\/])test[\\/](unit|integration)[\\/].+\.test\.ts$/.test(arg))
  );
};

let s3: S3Emulator | undefined;
let s3Dir: string | undefined;
let mail: LocalMail | undefined;
let synthesizing: Promise<void> | undefined;

export async function setup(project: TestProject): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const cacheDir = resolve(import.meta.dirname ?? '.', '..', '..', '.data', 'cache');
  s3Dir = await mkdtemp(join(tmpdir(), 'marketplace-s3-'));
  await checkJava();
  // no timeout: a slower machine synthesizes more slowly, and the files that need it wait for it
  const synthesis = {
    assembliesFile: join(s3Dir, 'assemblies.json'),
    failureFile: join(s3Dir, 'synthesis-failed.txt'),
  };
  synthesizing = (
    namesOnlyFilesOnTheSources()
      ? Promise.reject(new Error('not synthesized: every file named on the command line runs on the sources'))
      : synthesizeStages(localContext())
  ).then(
    // written whole, then renamed: a waiting file never reads half of it
    async (assemblies) => {
      await writeFile(`${synthesis.assembliesFile}.partial`, JSON.stringify(assemblies));
      await rename(`${synthesis.assembliesFile}.partial`, synthesis.assembliesFile);
    },
    (error: unknown) =>
      writeFile(synthesis.failureFile, error instanceof Error ? (error.stack ?? error.message) : String(error)),
  );
  project.provide('synthesis', synthesis);
  [, s3, mail] = await Promise.all([
    ensureDynamoDbLocal(cacheDir),
    startS3Emulator({ port: await freePort(), directory: s3Dir }),
    startMailDev({ smtpPort: await freePort(), webPort: await freePort(), directory: join(s3Dir, 'mail') }),
  ]);
  project.provide('s3Endpoint', s3.endpoint);
  project.provide('mailDev', { smtpUrl: mail.smtpUrl, webUrl: mail.webUrl });
}

export async function teardown(): Promise<void> {
  await synthesizing;
  await Promise.allSettled([s3?.stop(), mail?.stop()]);
  if (s3Dir) await rm(s3Dir, { recursive: true, force: true });
}
