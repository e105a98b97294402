// npm run bench:scale -- [--json FILE] [--requests N] (issue 52, docs/scale.md): each request type's
// footprint, measured on the as-deployed runtime with its recorder on (infra/local/deployed/
// footprints.ts). Each type is sent N times, one at a time, after a warm-up; the stream consumers'
// and queues' work is waited for and counted to the type that set it off. Prints, per type, the
// read and write units a request costs (DynamoDB Local's, transactions as Local reports them), the
// partitions it touches (patterns, by table or index) with their units, the stream records and the
// invocations it causes. --json writes {"scale":{"footprints":[...]}}; the model over workloads A
// and B builds on these (docs/scale.md, "Status").
import './quiet.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import { startDynamoDbLocal } from '../infra/local/dynamodb-local.ts';
import { startS3Emulator } from '../infra/local/s3-emulator.ts';
import { freePort } from '../infra/local/environment.ts';
import { localContext, synthesizeStages } from '../infra/local/deployed/assemblies.ts';
import { startDeployedStage } from '../infra/local/deployed/stage.ts';
import { FootprintRecorder, type TableCall } from '../infra/local/deployed/footprints.ts';
import { registerUser } from '../shared/domain/users/service.ts';
import { issueApiKey } from '../shared/domain/auth/service.ts';
import { setUserRateLimit } from '../shared/data/rate-limits.ts';
import { benchBid, benchListing } from './world.ts';

const { values } = parseArgs({ options: { json: { type: 'string' }, requests: { type: 'string', default: '20' } } });
const REQUESTS = Number(values.requests);
const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'bench-scale-'));
console.log('Synthesizing both stages as `cdk deploy` would (reused while the sources are unchanged)...');
const assemblies = await synthesizeStages(localContext());
const [dynamo, s3] = await Promise.all([
  startDynamoDbLocal({ cacheDir: resolve(root, '.data', 'cache'), port: await freePort() }),
  startS3Emulator({ port: await freePort(), directory: join(work, 's3') }),
]);
const footprints = new FootprintRecorder();
const tableName = `scale-${randomUUID().slice(0, 8)}`;
// schedules far apart: a job's run is not any request's footprint
const stage = await startDeployedStage({
  assembly: assemblies.sandbox, stage: 'sandbox', dynamoDbEndpoint: dynamo.endpoint, s3Endpoint: s3.endpoint, tableName, bucketName: tableName,
  port: 0, pollIntervalMs: 100, scheduleIntervalMs: 3_600_000, footprints, logDirectory: join(work, 'logs'),
});

async function account(userType: 'Shipper' | 'ServiceProvider', name: string) {
  const user = await registerUser({
    userType, firstName: 'Scale', lastName: name, emailAddress: `${name}-${randomUUID().slice(0, 8)}@scale.example`, mobilePhone: '+1 512 555 0100',
    ...(userType === 'Shipper' ? {} : { companyName: `${name} Transport`, profile: { entityType: 'Carrier', trailerTypes: ['AutoCarrier', 'DryVan'], commodities: ['Vehicles', 'LessThanTruckload'], regions: ['NA-USA'] } }),
  } as never);
  await setUserRateLimit(user.userId, { perSecond: 1_000_000, burst: 2_000_000 });
  return { key: await issueApiKey(user.userId), userId: user.userId };
}

async function call(method: string, path: string, key: string, body?: unknown): Promise<Response> {
  const res = await fetch(stage.url + path, { method, headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res;
}
const idOf = (res: Response) => Number(res.headers.get('location')!.split('/').pop());

/** The stream read to its tip and every queue empty: what a request set off is done. */
async function settled(since: number): Promise<void> {
  for (let quiet = 0; quiet < 3;) {
    await new Promise((r) => setTimeout(r, 200));
    const queued = stage.template.queueMappings.reduce((n, m) => n + stage.queues.messagesIn(m.queueArn).length, 0);
    quiet = stage.streamCaughtUp(since) && queued === 0 ? quiet + 1 : 0;
  }
}

const shippers = await Promise.all([1, 2, 3].map((i) => account('Shipper', `shipper${i}`)));
const carriers = await Promise.all([1, 2, 3].map((i) => account('ServiceProvider', `carrier${i}`)));
const open: { listingId: number; owner: string }[] = [];
const withBid: { listingId: number; bidId: number; owner: string; carrier: string }[] = [];
const booked: { listingId: number; carrier: string }[] = [];
const create = async (owner: string) => open.push({ listingId: idOf(await call('POST', '/v2/listings', owner, benchListing())), owner });
const pick = <T>(list: T[], i: number) => list[i % list.length]!;

/** Each request type: one request of it (the i-th), and what it needs made beforehand, outside the measure. */
const types: { name: string; prepare?: (n: number) => Promise<void>; send: (i: number) => Promise<void> }[] = [
  { name: 'listing create', send: async (i) => { await create(pick(shippers, i).key); } },
  { name: 'listing read', send: async (i) => { await call('GET', `/v2/listings/${pick(open, i).listingId}`, pick(carriers, i).key); } },
  { name: 'search', send: async (i) => { await call('POST', '/v2/search', pick(carriers, i).key, {}); } },
  { name: 'listings of a shipper', send: async (i) => { await call('GET', '/v2/listings', pick(shippers, i).key); } },
  {
    name: 'bid',
    send: async (i) => {
      const { listingId, owner } = open.pop()!;
      const carrier = pick(carriers, i).key;
      const res = await call('POST', `/v2/listings/${listingId}/bids`, carrier, benchBid(900 + i));
      withBid.push({ listingId, bidId: ((await res.json()) as { bidId: number }).bidId, owner, carrier });
    },
    prepare: async (n) => { for (let i = open.length; i < n; i++) await create(shippers[0]!.key); },
  },
  {
    name: 'booking (bid accepted)',
    send: async (i) => {
      const { listingId, bidId, owner, carrier } = withBid.pop()!;
      await call('POST', `/v2/bids/${bidId}/acceptance`, owner);
      booked.push({ listingId, carrier });
    },
  },
  { name: 'transit report (location)', send: async (i) => { const { listingId, carrier } = pick(booked, i); await call('POST', `/v2/listings/${listingId}/locations`, carrier, { latitude: 30.2, longitude: -97.7 }); } },
  { name: 'who am I', send: async (i) => { await call('GET', '/v2/', pick(shippers, i).key); } },
];

interface Footprint {
  type: string; requests: number; rcuPerRequest: number; wcuPerRequest: number;
  partitions: { pattern: string; index: string; rcuPerRequest: number; wcuPerRequest: number }[];
  streamRecordsPerRequest: number; invocations: { function: string; perRequest: number; meanMs: number }[];
}

/**
 * A call's units by partition: the table's shared evenly among the table partitions it names (a
 * transaction's items: Local reports them together), an index's among the partitions of that
 * index the request names; an index write whose key the request does not carry (an update of an
 * item already in the index) is `(index key not in the request)`.
 */
function byPartition(calls: TableCall[]) {
  const sums = new Map<string, { pattern: string; index: string; rcu: number; wcu: number }>();
  const add = (pattern: string, index: string, rcu: number, wcu: number) => {
    const key = `${pattern}\t${index}`;
    const sum = sums.get(key) ?? { pattern, index, rcu: 0, wcu: 0 };
    sums.set(key, { ...sum, rcu: sum.rcu + rcu, wcu: sum.wcu + wcu });
  };
  for (const c of calls) {
    for (const [where, units] of Object.entries(c.units)) {
      // a read through an index names its partition with that index; the table's units go to the table's partitions
      const named = c.partitions.filter((p) => (where === 'table' ? p.index === undefined || c.operation === 'Query' : p.index === where));
      const parts = named.length ? named : [{ pattern: where === 'table' ? `(${c.operation}: whole table)` : '(index key not in the request)' }];
      for (const part of parts) add(part.pattern, where === 'table' && 'index' in part && part.index ? String(part.index) : where, units.read / parts.length, units.write / parts.length);
    }
  }
  return [...sums.values()];
}

const results: Footprint[] = [];
try {
  for (const type of types) {
    await type.prepare?.(REQUESTS + 3);
    for (let i = 0; i < 3; i++) await type.send(i); // warm: every function's environment up
    await settled(Date.now());
    const mark = footprints.mark();
    const started = Date.now();
    for (let i = 0; i < REQUESTS; i++) await type.send(i + 3);
    await settled(started);
    const run = footprints.since(mark);
    const per = (n: number) => n / REQUESTS;
    const units = (where: 'read' | 'write') => run.tableCalls.reduce((sum, c) => sum + Object.values(c.units).reduce((s, u) => s + u[where], 0), 0);
    const functions = new Map<string, { n: number; ms: number }>();
    for (const i of run.invocations) {
      const f = functions.get(i.function) ?? { n: 0, ms: 0 };
      functions.set(i.function, { n: f.n + 1, ms: f.ms + i.ms });
    }
    results.push({
      type: type.name, requests: REQUESTS, rcuPerRequest: per(units('read')), wcuPerRequest: per(units('write')),
      partitions: byPartition(run.tableCalls).map((p) => ({ pattern: p.pattern, index: p.index, rcuPerRequest: per(p.rcu), wcuPerRequest: per(p.wcu) }))
        .sort((a, b) => (b.rcuPerRequest + b.wcuPerRequest) - (a.rcuPerRequest + a.wcuPerRequest)),
      streamRecordsPerRequest: per(run.streamRecords.length),
      invocations: [...functions].map(([fn, f]) => ({ function: fn.replace(/^marketplace-sandbox-/, ''), perRequest: per(f.n), meanMs: f.ms / f.n })).sort((a, b) => b.perRequest - a.perRequest),
    });
  }
  const round = (n: number) => Math.round(n * 100) / 100;
  console.log(`\nFootprints on ${process.version}, ${new Date().toISOString()}, ${REQUESTS} requests a type (DynamoDB Local's units; transactions as Local reports them):`);
  for (const f of results) {
    console.log(`\n${f.type}: ${round(f.rcuPerRequest)} RRU, ${round(f.wcuPerRequest)} WRU a request; ${round(f.streamRecordsPerRequest)} stream records handed to consumers`);
    for (const p of f.partitions.slice(0, 8)) console.log(`  ${p.pattern.padEnd(44)} ${p.index.padEnd(10)} ${String(round(p.rcuPerRequest)).padStart(7)} RRU ${String(round(p.wcuPerRequest)).padStart(7)} WRU`);
    console.log(`  invocations: ${f.invocations.map((i) => `${i.function} ${round(i.perRequest)}x ${round(i.meanMs)} ms`).join(', ')}`);
  }
  if (values.json) writeFileSync(values.json, `${JSON.stringify({ scale: { footprints: results } }, null, 2)}\n`);
} finally {
  await stage.stop();
  await Promise.allSettled([dynamo.stop(), s3.stop()]);
  rmSync(work, { recursive: true, force: true });
}
process.exit(0);
