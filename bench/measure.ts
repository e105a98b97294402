import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { build, type Metafile } from 'esbuild';
import { bundleAliases } from '../infra/bundle-aliases.ts';
import { dataFiles } from '../infra/functions.ts';
import { dataFilesNamedIn } from '../infra/local/deployed/bundles.ts';

const repoRoot = resolve(import.meta.dirname, '..');
const execFileAsync = promisify(execFile);

// Measuring helpers shared by the benchmarks: percentiles, bundling as the stack bundles
// (infra/stack.ts: ESM, minified, AWS SDK inside), and cold init in a fresh Node process.

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
export const median = (values: number[]) => percentile(values, 50);

export interface Bundle {
  file: string;
  bytes: number;
  /** Bytes of the output that come from the AWS SDK (@aws-sdk, @smithy, @aws-crypto, and what only they import). */
  sdkBytes: number;
}

const SDK = /node_modules\/(@aws-sdk|@smithy|@aws-crypto|@aws\/)/;

export async function bundle(outfile: string, contents: string, resolveDir: string): Promise<Bundle> {
  const result = await build({
    stdin: { contents, resolveDir, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    minify: true,
    outfile,
    mainFields: ['module', 'main'],
    metafile: true,
    logLevel: 'silent',
    alias: bundleAliases,
    absWorkingDir: repoRoot,
    banner: { js: "import{createRequire as __cr}from'module';const require=__cr(import.meta.url);" },
  });
  const metafile = result.metafile;
  const output = Object.values(metafile.outputs)[0]!;
  const sdk = sdkInputs(metafile);
  const sdkBytes = Object.entries(output.inputs).reduce(
    (sum, [input, { bytesInOutput }]) => sum + (sdk.has(input) ? bytesInOutput : 0),
    0,
  );
  // the data files it names, beside it in data/, as the stack copies them (infra/functions.ts): code that reads one
  // finds it, as in AWS
  const named = dataFilesNamedIn(readFileSync(outfile, 'utf8'));
  for (const file of dataFiles.filter((file) => named.includes(basename(file)))) {
    mkdirSync(join(dirname(outfile), 'data'), { recursive: true });
    copyFileSync(join(repoRoot, file), join(dirname(outfile), 'data', basename(file)));
  }
  return { file: outfile, bytes: output.bytes, sdkBytes };
}

/**
 * The inputs that are the AWS SDK's: its packages, and the packages only they import (the LRU
 * cache of its endpoint discovery, its XML parser), which no code of ours chose.
 */
function sdkInputs(metafile: Metafile): Set<string> {
  const importers = new Map<string, string[]>();
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    for (const { path } of imports) importers.set(path, [...(importers.get(path) ?? []), input]);
  }
  const sdk = new Set(Object.keys(metafile.inputs).filter((input) => SDK.test(input)));
  for (let grew = true; grew; ) {
    grew = false;
    for (const input of Object.keys(metafile.inputs)) {
      const by = importers.get(input) ?? [];
      if (
        !sdk.has(input) &&
        input.includes('node_modules/') &&
        by.length > 0 &&
        by.every((importer) => sdk.has(importer))
      ) {
        sdk.add(input);
        grew = true;
      }
    }
  }
  return sdk;
}

/** What a function's environment holds at init, as far as its import reads it. */
const INIT_ENV = {
  ...process.env,
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  TABLE_NAME: 'bench',
  BUCKET_NAME: 'bench',
  STAGE: 'sandbox',
  AWS_REGION: 'us-east-1',
};

/**
 * Milliseconds from a fresh process's first line to the module (and `then`) being done; `env` on top of the init's
 * (where `then` reaches the table: DYNAMODB_ENDPOINT).
 */
export function coldMs(file: string, then = '', env: NodeJS.ProcessEnv = {}): number {
  const script =
    `const t=performance.now();const m=await ` +
    `import(${JSON.stringify(file)});${then};console.log(performance.now()-t)`;
  return Number(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { env: { ...INIT_ENV, ...env } })
      .toString()
      .trim(),
  );
}

/**
 * Instructions a fresh Node process executes to import the bundle, counted by valgrind's callgrind
 * (docs/performance.md, "Cold starts"). V8 runs single-threaded and predictable (no background
 * compile or GC threads, no time-driven choices), so the count of the same bundle repeats to a few
 * hundred instructions in 10^9 whatever else the machine is doing; Node's own start (an empty
 * module imported the same way) is taken off, leaving the init's own work. Counted `concurrency`
 * processes at a time (about 6 s each under valgrind).
 */
export async function initInstructions(
  files: readonly string[],
  concurrency = Math.max(1, availableParallelism()),
  onDone: (done: number) => void = () => {},
): Promise<Map<string, number>> {
  const folder = mkdtempSync(join(tmpdir(), 'init-'));
  const empty = join(folder, 'empty.mjs');
  writeFileSync(empty, 'export {};\n');
  const queue = [empty, ...files];
  const counts = new Map<string, number>();
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      counts.set(file, await instructionsToImport(file));
      onDone(counts.size);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker)).finally(() =>
    rmSync(folder, { recursive: true, force: true }),
  );
  const node = counts.get(empty)!;
  return new Map(files.map((file) => [file, counts.get(file)! - node]));
}

async function instructionsToImport(file: string): Promise<number> {
  const script = `await import(${JSON.stringify(file)});`;
  const args = [
    '--tool=callgrind',
    '--callgrind-out-file=/dev/null',
    process.execPath,
    '--single-threaded',
    '--predictable',
    '--input-type=module',
    '-e',
    script,
  ];
  let stderr: string;
  try {
    ({ stderr } = await execFileAsync('valgrind', args, { env: INIT_ENV, maxBuffer: 16 * 1024 * 1024 }));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(
        'valgrind is not installed: the cold figures count instructions with it (sudo apt-get install -y valgrind)',
        { cause: error },
      );
    throw error;
  }
  const collected = /Collected\s*:\s*(\d+)/.exec(stderr);
  if (!collected) throw new Error(`callgrind printed no count for ${file}: ${stderr.slice(-500)}`);
  return Number(collected[1]);
}

/** The baseline every function is compared with: a bundle that only imports the DynamoDB document client. */
export const BASELINE =
  `export { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb'; export { DynamoDBClient } ` +
  `from '@aws-sdk/client-dynamodb';`;
/** The baseline of functions that also use S3 (the image routes). */
export const BASELINE_WITH_S3 = `${BASELINE} export { S3Client } from '@aws-sdk/client-s3';`;

/**
 * Cold init of many bundles, measured so that machine noise cannot pass or fail one: `rounds`
 * rounds, each starting one fresh process per bundle in turn (interleaved, so a slow minute hits
 * every bundle alike); the median per bundle.
 */
export function interleavedColdMs(
  files: readonly string[],
  rounds: number,
  onRound: (round: number) => void = () => {},
): Map<string, number> {
  const samples = new Map(files.map((file) => [file, [] as number[]]));
  for (let round = 0; round < rounds; round += 1) {
    for (const file of files) samples.get(file)!.push(coldMs(file));
    onRound(round + 1);
  }
  return new Map([...samples].map(([file, values]) => [file, median(values)]));
}
