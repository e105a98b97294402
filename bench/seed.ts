// npm run bench:seed -- [--count N] [--holding N] [--json FILE] (issue 66, docs/performance.md "Seeding"): the
// README's `npm run seed:listings -- --count N --local`, timed as a new user meets it. A table on this disk as
// `npm start` keeps one (DynamoDB Local under .data/, in write-ahead-log mode), the sandbox stage in this process
// with every stream consumer reading what seeding writes, as `npm start` runs them; the seeding command in a process
// of its own. Prints the listings a second, and how long after it ends search counts them all and the consumers have
// read everything. `--holding N` seeds N listings first (timed too) and then the N that are measured: a table that
// already holds some.
import './quiet.ts';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startDynamoDbLocal } from '../infra/local/dynamodb-local.ts';
import { startS3Emulator } from '../infra/local/s3-emulator.ts';
import { freePort } from '../infra/local/environment.ts';
import { startStage } from '../infra/local/stage.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '2000' },
    holding: { type: 'string', default: '0' },
    json: { type: 'string' },
  },
});
const COUNT = Number(values.count);
const HOLDING = Number(values.holding);
const root = resolve(import.meta.dirname, '..');
// beside npm start's table, on the same disk
await mkdir(resolve(root, '.data'), { recursive: true });
const work = await mkdtemp(resolve(root, '.data', 'bench-seed-'));
const tableName = 'bench-seed';
const [dynamo, s3] = await Promise.all([
  startDynamoDbLocal({
    cacheDir: resolve(root, '.data', 'cache'),
    port: await freePort(),
    dbPath: join(work, 'dynamodb'),
  }),
  startS3Emulator({ port: await freePort(), directory: join(work, 's3') }),
]);
const stores = { dynamoDbEndpoint: dynamo.endpoint, s3Endpoint: s3.endpoint, tableName, bucketName: tableName };
const stage = await startStage({ stage: 'sandbox', ...stores, port: 0, demoKeysFile: join(work, 'keys.json') });
const key = stage.keys!.shipper;

/** Open listings as search counts them (its tallies). */
async function searchCount(): Promise<number> {
  const res = await fetch(`${stage.url}/v2/search?$top=1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: '{}',
  });
  return ((await res.json()) as { totalCount: number }).totalCount;
}

/** The README's command, timed; then how long until search counts every listing and every consumer has read all. */
async function seed(count: number, seedNumber: number) {
  const before = await searchCount();
  const started = performance.now();
  const child = spawn(
    resolve(root, 'node_modules', '.bin', 'tsx'),
    ['infra/ops/seed-listings.ts', '--count', String(count), '--table', tableName, '--seed', String(seedNumber)],
    { cwd: root, env: { ...process.env, DYNAMODB_ENDPOINT: dynamo.endpoint }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let told = '';
  child.stderr.on('data', (chunk: Buffer) => {
    told = (told + chunk.toString()).slice(-4000);
  });
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  if (code !== 0) throw new Error(`seed:listings exited with ${code}: ${told}`);
  const seconds = (performance.now() - started) / 1000;
  const ended = Date.now();
  let searchable: number | undefined;
  let consumed: number | undefined;
  while (searchable === undefined || consumed === undefined) {
    const now = (Date.now() - ended) / 1000;
    if (searchable === undefined && (await searchCount()) >= before + count) searchable = now;
    if (consumed === undefined && stage.streamCaughtUp(ended)) consumed = now;
    if (now > 600) throw new Error('not searchable and consumed within 10 minutes of the end');
    await new Promise((r) => setTimeout(r, 100));
  }
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    listings: count,
    tableHeld: before,
    seconds: round(seconds),
    listingsPerSecond: round(count / seconds),
    searchableAfterSeconds: round(searchable),
    consumedAfterSeconds: round(consumed),
  };
}

try {
  const runs = [];
  if (HOLDING > 0) runs.push(await seed(HOLDING, 2));
  runs.push(await seed(COUNT, 1));
  console.log(`\nSeeding on ${process.version}, ${new Date().toISOString()}, a table on this disk as npm start's:`);
  for (const run of runs)
    console.log(
      `  ${run.listings.toLocaleString('en-US')} listings into a table holding ` +
        `${run.tableHeld.toLocaleString('en-US')}: ${run.seconds} s, ${run.listingsPerSecond} listings a second; all ` +
        `searchable ${run.searchableAfterSeconds} s after the end, every consumer done ${run.consumedAfterSeconds} s ` +
        'after it',
    );
  if (values.json) await writeFile(values.json, `${JSON.stringify({ seed: { runs } }, null, 2)}\n`);
} finally {
  await stage.stop();
  await Promise.allSettled([dynamo.stop(), s3.stop()]);
  await rm(work, { recursive: true, force: true });
}
process.exit(0);
