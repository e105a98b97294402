import './quiet.ts';
// npm run bench:estimate — figures for POST /v2/estimate (issue: geocoding and estimates):
//  1. cold init: a fresh Node process importing the bundled estimate code and answering one
//     estimate (geodata and vehicle catalog read from data/ beside it, the lane's learned prices from
//     DynamoDB Local), against a baseline bundle that only imports the DynamoDB document client;
//     median of RUNS processes each, interleaved;
//  2. warm latency: p50/p99 of POST /v2/estimate over HTTP through the local runtime (DynamoDB
//     Local for the key lookup), after a warm-up.
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BASELINE, bundle, coldMs, median, percentile } from './measure.ts';
import { startDynamoDbLocal } from '../infra/local/dynamodb-local.ts';
import { startS3Emulator } from '../infra/local/s3-emulator.ts';
import { freePort, useLocalEnvironment } from '../infra/local/environment.ts';
import { ensureBucket, ensureTable } from '../infra/local/resources.ts';
import { startLocalServer } from '../infra/local/server.ts';
import { registerUser } from '../shared/domain/users/service.ts';
import { unlimitedKey } from './world.ts';

const RUNS = 7;
const REQUESTS = 400;
const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'bench-estimate-'));
const payload = {
  route: {
    items: [{ address: { postalCode: '78704', country: 'US' } }, { address: { postalCode: '85704', country: 'US' } }],
  },
  items: [{ commodity: 'CarsLightTrucks', unitCount: 1, year: '2018', makeName: 'Toyota', modelName: 'Camry' }],
};

const estimateBundle = (
  await bundle(
    join(work, 'estimate.mjs'),
    `export { estimate } from './shared/domain/pricing/estimate.ts'; export { handler } from ` +
      `'./functions/estimate/create.ts';`,
    root,
  )
).file;
const baselineBundle = (await bundle(join(work, 'baseline.mjs'), BASELINE, root)).file;

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const dynamo = await startDynamoDbLocal({ cacheDir: resolve(root, '.data', 'cache'), port: await freePort() });
const s3 = await startS3Emulator({ port: await freePort(), directory: join(work, 's3') });
const latencies: number[] = [];
const cold: number[] = [];
const baseline: number[] = [];
try {
  useLocalEnvironment({
    dynamoDbEndpoint: dynamo.endpoint,
    s3Endpoint: s3.endpoint,
    tableName: 'bench',
    bucketName: 'bench',
    stage: 'sandbox',
  });
  await ensureTable('bench');
  await ensureBucket('bench');
  // the first estimate reads the lane's learned prices (docs/pricing.md): from the table, as in AWS
  const table = { DYNAMODB_ENDPOINT: dynamo.endpoint };
  for (let run = 0; run < RUNS; run++) {
    cold.push(coldMs(estimateBundle, `await m.estimate(${JSON.stringify(payload)})`, table));
    baseline.push(coldMs(baselineBundle));
  }
  const user = await registerUser({
    userType: 'Shipper',
    firstName: 'Bench',
    lastName: 'Mark',
    emailAddress: 'bench@example.com',
    mobilePhone: '+1 555 0100',
  });
  const key = await unlimitedKey(user.userId);
  const server = await startLocalServer({ port: 0 });
  const send = async () => {
    const started = performance.now();
    const res = await fetch(`${server.url}/v2/estimate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    if (res.status !== 200) throw new Error(`estimate answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
    return performance.now() - started;
  };
  for (let i = 0; i < 50; i++) await send();
  for (let i = 0; i < REQUESTS; i++) latencies.push(await send());
  await server.close();
} finally {
  await Promise.allSettled([dynamo.stop(), s3.stop()]);
}
const kib = (file: string) => (statSync(file).size / 1024).toFixed(0);
const rows = [
  ['estimate bundle (minified ESM; geodata and vehicles in data/ beside it)', `${kib(estimateBundle)} KiB`],
  ['baseline bundle (DynamoDB document client only)', `${kib(baselineBundle)} KiB`],
  [`cold init + first estimate, median of ${RUNS} fresh processes`, `${median(cold).toFixed(1)} ms`],
  [`baseline cold import, median of ${RUNS}`, `${median(baseline).toFixed(1)} ms`],
  ['cold ratio (estimate / baseline)', (median(cold) / median(baseline)).toFixed(2)],
  [`warm POST /v2/estimate over HTTP, p50 of ${REQUESTS}`, `${percentile(latencies, 50).toFixed(2)} ms`],
  ['warm p99', `${percentile(latencies, 99).toFixed(2)} ms`],
];
console.log(`\nPOST /v2/estimate on ${process.version}, ${new Date().toISOString()}`);
for (const [name, value] of rows) console.log(`  ${name!.padEnd(70)} ${value}`);
writeFileSync(join(work, 'done'), '');
rmSync(work, { recursive: true, force: true });
