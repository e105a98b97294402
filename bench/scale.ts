// npm run bench:scale -- [--json FILE] [--requests N] [--saved-searches N] [--alert-sample N] [--workload FILE] (issue
// 52, docs/scale.md): each request type's footprint, measured on the as-deployed runtime with its recorder on
// (infra/local/deployed/footprints.ts), in a mix: N rounds of every type in turn, each request
// alone (what it sets off, the stream consumers' and queues' work, settled and counted to it
// before the next). Prints, per type, the read and write units a request costs as AWS bills them,
// the partitions it touches (patterns, by table or index) with their units, the stream records
// and invocations it causes; the model's check (the first half's footprints against the second
// half's units); and the model over workloads A and B with production's settings
// (bench/scale-model.ts). --json writes {"scale":{"model","workloads","footprints"}}.
import './quiet.ts';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
import { readDeployedStage } from '../infra/local/deployed/template.ts';
import { billedQueryUnits } from '../shared/data/query.ts';
import {
  ACCOUNT_LAMBDA_CONCURRENCY,
  API_GATEWAY_RATE,
  PRICES,
  TABLE_DEFAULT_QUOTA,
  BOOKING_TYPE,
  POSITIONS_TYPE,
  ROLES,
  alertIndexAt,
  alertsWithinCap,
  atWorkload,
  costPerBooking,
  emailRates,
  emailsPerPersonPerDay,
  hottestPartitions,
  withAlertIndex,
  peakRates,
  type CachedRead,
  lambdaConcurrency,
  monthlyCost,
  shardsOf,
  streamConsumers,
  type Footprint,
  type Role,
  type SavedSearchGrowth,
  type Workload,
} from './scale-model.ts';
import { MEAN_CARRIER_PRICE_USD, stripeFees } from './stripe-fees.ts';
import { benchAccount, benchBid, benchListing } from './world.ts';
import { sampleSavedSearchItems } from '../infra/ops/sample-searches.ts';
import { seededRandom } from '../infra/ops/sample-listings.ts';
import { putItems } from '../shared/data/bulk.ts';
import { savedSearchWithEntries, savedSearchOfItem } from '../shared/data/saved-searches.ts';
import { ALERTS_PER_SEARCH_DAY } from '../shared/domain/saved-searches/alert-day.ts';
import type { SavedSearch } from '../shared/domain/saved-searches/types.ts';
import { sampleAlertIndex } from './alert-index-sample.ts';
import { atInstant } from '../shared/clock.ts';
import { principalOfBearer } from '../shared/domain/auth/service.ts';
import { accept, placeBid } from '../shared/domain/bids/service.ts';
import { createListing } from '../shared/domain/listings/service.ts';
import { parseInput } from '../shared/http/validation.ts';
import { PlaceBidBody } from '../shared/schemas/bids.ts';
import { CreateListingBody } from '../shared/schemas/listings.ts';

const { values } = parseArgs({
  options: {
    json: { type: 'string' },
    requests: { type: 'string', default: '20' },
    workload: { type: 'string' },
    'saved-searches': { type: 'string', default: '4000' },
    'alert-sample': { type: 'string', default: '50000' },
  },
});
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
  assembly: assemblies.sandbox,
  stage: 'sandbox',
  dynamoDbEndpoint: dynamo.endpoint,
  s3Endpoint: s3.endpoint,
  tableName,
  bucketName: tableName,
  port: 0,
  pollIntervalMs: 100,
  scheduleIntervalMs: 3_600_000,
  footprints,
  logDirectory: join(work, 'logs'),
});

async function call(method: string, path: string, key: string, body?: unknown): Promise<Response> {
  const res = await fetch(stage.url + path, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res;
}
const LATER_BID = 'bid (a later one on its listing)';
const idOf = (res: Response) => Number(res.headers.get('location')!.split('/').pop());

/** The stream read to its tip and every queue empty: what a request set off is done. */
async function settled(since: number): Promise<void> {
  for (let quiet = 0; quiet < 3; ) {
    await new Promise((r) => setTimeout(r, 200));
    const queued = stage.template.queueMappings.reduce((n, m) => n + stage.queues.messagesIn(m.queueArn).length, 0);
    quiet = stage.streamCaughtUp(since) && queued === 0 ? quiet + 1 : 0;
  }
}

/**
 * One request and all it sets off, before the next: its stream records are a batch of their own (a
 * consumer that handles a batch's records together, as the indexer does a listing's, would
 * otherwise cost what timing decides), and what it set off is counted to it.
 */
async function alone(send: () => Promise<void>): Promise<void> {
  const sent = Date.now();
  await send();
  await settled(sent);
}

/**
 * Bids a listing (docs/scale.md, "Workloads"): each booked listing holds this many when it is booked, one from each
 * of the bench's carriers, so what a booking does to the bids it closes is measured.
 */
const BIDS_A_LISTING = 4;
const shippers = await Promise.all([1, 2, 3].map((i) => benchAccount('Shipper', `scale-shipper${i}`)));
const carriers = await Promise.all(
  Array.from({ length: BIDS_A_LISTING }, (_, i) => benchAccount('ServiceProvider', `scale-carrier${i + 1}`)),
);
/** Whom an address is (every email the bench's requests send goes to one of its people). */
const roleOf = new Map<string, Role>([
  ...shippers.map((s) => [s.email, 'shipper'] as const),
  ...carriers.map((c) => [c.email, 'carrier'] as const),
]);
const open: { listingId: number; owner: string }[] = [];
/** Listings holding a bid from each carrier, the oldest of them to accept. */
const toBook: { listingId: number; bidId: number; owner: string; carrier: string }[] = [];
const booked: { listingId: number; carrier: string }[] = [];
/** Listings with a first bid, by the carrier at that index, for a later bid to follow (a digest's, by default). */
const bidOnce: { listingId: number; by: number }[] = [];
const create = async (owner: string) =>
  open.push({ listingId: idOf(await call('POST', '/v2/listings', owner, benchListing())), owner });
const pick = <T>(list: T[], i: number) => list[i % list.length]!;

/**
 * The i-th bid, on the oldest open listing: a bid does not follow its listing's creation at once, as at scale it rarely
 * would.
 */
async function bidOnOldest(i: number): Promise<void> {
  const { listingId } = open.shift()!;
  await call('POST', `/v2/listings/${listingId}/bids`, pick(carriers, i).key, benchBid(900 + i));
}

/**
 * Tracked loads (docs/scale.md, "Workloads"): a device sends its positions a batch at a time, POSITIONS_A_BATCH of them
 * a minute apart, every BATCH_MINUTES. A batch carries the device's past minutes, and none may be before its booking,
 * so the bench's tracked loads are booked hours back, the whole booking dated then (this process, on the stage's
 * table), and each load's batches follow one another from the hour after it, as a truck's would.
 */
const POSITIONS_A_BATCH = 15;
const BATCH_MINUTES = 15;
const TRACKED_LOADS = 4;
const minute = 60_000;
const tracked: { listingId: number; carrier: string; from: number; batches: number }[] = [];

async function bookedHoursBack(i: number, batches: number): Promise<void> {
  const origin = { requestId: `bench-scale-tracked-${i}`, sourceAddress: '127.0.0.1' };
  const [owner, carrier] = [pick(shippers, i), pick(carriers, i)];
  const shipper = await principalOfBearer(owner.key, origin);
  const provider = await principalOfBearer(carrier.key, origin);
  // its first batch at the top of an hour, its last before now: its batches go through the hours as a truck's do
  const from = Math.floor((Date.now() - (batches + 8) * BATCH_MINUTES * minute) / 3_600_000) * 3_600_000;
  const listingId = await atInstant(from - 3_600_000, async () => {
    const listing = await createListing(shipper, parseInput(CreateListingBody, benchListing()));
    const bid = await placeBid(provider, listing.listingId, parseInput(PlaceBidBody, benchBid(900 + i)));
    await accept(shipper, bid.bidId);
    return listing.listingId;
  });
  tracked.push({ listingId, carrier: carrier.key, from, batches: 0 });
}

/** A tracked load's next batch: a minute apart, west across Texas at 90 km/h, far from either stop. */
function nextBatch(load: (typeof tracked)[number]) {
  const start = load.from + load.batches * BATCH_MINUTES * minute;
  const first = load.batches * POSITIONS_A_BATCH;
  load.batches += 1;
  return Array.from({ length: POSITIONS_A_BATCH }, (_, k) => ({
    latitude: 31,
    longitude: Math.round((-99 - (first + k) * 0.016) * 1e5) / 1e5,
    recorded: new Date(start + k * minute).toISOString(),
    speed: 90,
    heading: 270,
  }));
}

/** Each request type: one request of it (the i-th), and what it needs made beforehand, outside the measure. */
const types: { name: string; prepare?: (n: number) => Promise<void>; send: (i: number) => Promise<void> }[] = [
  {
    name: 'listing create',
    send: async (i) => {
      await create(pick(shippers, i).key);
    },
  },
  {
    name: 'listing read',
    send: async (i) => {
      await call('GET', `/v2/listings/${pick(open, i).listingId}`, pick(carriers, i).key);
    },
  },
  {
    name: 'search',
    send: async (i) => {
      await call('POST', '/v2/search', pick(carriers, i).key, {});
    },
  },
  {
    name: 'listings of a shipper',
    send: async (i) => {
      await call('GET', '/v2/listings', pick(shippers, i).key);
    },
  },
  {
    name: 'bid',
    send: bidOnOldest,
    prepare: async (n) => {
      for (let i = open.length; i < n + 60; i++) await create(pick(shippers, i).key);
    },
  },
  {
    // every bid above is its listing's first, emailed at once; a later one waits for the shipper's hourly digest
    name: LATER_BID,
    send: async (i) => {
      const { listingId, by } = bidOnce.shift()!;
      await call('POST', `/v2/listings/${listingId}/bids`, pick(carriers, by + 1).key, benchBid(950 + i));
    },
    prepare: async (n) => {
      for (let i = bidOnce.length; i < n; i++) {
        const listingId = idOf(await call('POST', '/v2/listings', pick(shippers, i).key, benchListing()));
        await call('POST', `/v2/listings/${listingId}/bids`, pick(carriers, i).key, benchBid(800 + i));
        bidOnce.push({ listingId, by: i });
      }
    },
  },
  {
    name: BOOKING_TYPE,
    send: async () => {
      // the oldest listing's first bid, the others closed: a booking does not follow its bids at once (the indexer
      // would index those changes in one batch)
      const { listingId, bidId, owner, carrier } = toBook.shift()!;
      await call('POST', `/v2/bids/${bidId}/acceptance`, owner);
      booked.push({ listingId, carrier });
    },
    prepare: async (n) => {
      for (let i = toBook.length; i < n; i++) {
        const { listingId, owner } = open.shift()!;
        const bids: number[] = [];
        for (const [j, carrier] of carriers.entries()) {
          const res = await call('POST', `/v2/listings/${listingId}/bids`, carrier.key, benchBid(900 + j));
          bids.push(((await res.json()) as { bidId: number }).bidId);
        }
        toBook.push({ listingId, bidId: bids[0]!, owner, carrier: carriers[0]!.key });
      }
    },
  },
  {
    name: 'transit report (location)',
    send: async (i) => {
      const { listingId, carrier } = pick(booked, i);
      await call('POST', `/v2/listings/${listingId}/locations`, carrier, { latitude: 30.2, longitude: -97.7 });
    },
  },
  {
    name: POSITIONS_TYPE,
    send: async (i) => {
      const load = pick(tracked, i);
      await call('POST', `/v2/listings/${load.listingId}/locations`, load.carrier, { positions: nextBatch(load) });
    },
    prepare: async (n) => {
      for (let i = tracked.length; i < TRACKED_LOADS; i++) await bookedHoursBack(i, Math.ceil(n / TRACKED_LOADS));
    },
  },
  {
    name: 'who am I',
    send: async (i) => {
      await call('GET', '/v2/', pick(shippers, i).key);
    },
  },
];

/**
 * A call's units as AWS bills them, by table and index. Local reports a transaction at 4 units per
 * KB of its items together, AWS bills 2 per KB of each item: halved, which is right for items
 * under 1 KB and a lower bound beyond (bench/dynamodb-meter.ts). A Query or Scan that reads
 * nothing is billed half a unit (Local says 0; billedQueryUnits, shared/data/query.ts).
 */
function billedUnits(call: TableCall): Record<string, { read: number; write: number }> {
  if (/^Transact/.test(call.operation))
    return Object.fromEntries(
      Object.entries(call.units).map(([where, u]) => [where, { read: u.read / 2, write: u.write / 2 }]),
    );
  if (/^(Query|Scan)$/.test(call.operation) && Object.values(call.units).every((u) => u.read === 0)) {
    return { ...call.units, table: { read: billedQueryUnits(0, false), write: call.units.table?.write ?? 0 } };
  }
  return call.units;
}

/**
 * A call's units by partition: the table's shared evenly among the table partitions it names (a
 * transaction's items: Local reports them together), an index's among the partitions of that
 * index the request names; an index write whose key the request does not carry (an update of an
 * item already in the index) is `(index key not in the request)`.
 */
function byPartition(calls: TableCall[]) {
  const sums = new Map<string, { pattern: string; index: string; rcu: number; wcu: number; functions: Set<string> }>();
  const add = (pattern: string, index: string, rcu: number, wcu: number, call: TableCall) => {
    const key = `${pattern}\t${index}`;
    const sum = sums.get(key) ?? { pattern, index, rcu: 0, wcu: 0, functions: new Set<string>() };
    sum.functions.add(short(call.function));
    sums.set(key, { ...sum, rcu: sum.rcu + rcu, wcu: sum.wcu + wcu });
  };
  for (const c of calls) {
    for (const [where, units] of Object.entries(billedUnits(c))) {
      // a read through an index names its partition with that index; the table's units go to the table's partitions
      const named = c.partitions.filter((p) =>
        where === 'table' ? p.index === undefined || c.operation === 'Query' : p.index === where,
      );
      const parts = named.length
        ? named
        : [{ pattern: where === 'table' ? `(${c.operation}: whole table)` : '(index key not in the request)' }];
      for (const part of parts)
        add(
          part.pattern,
          where === 'table' && 'index' in part && part.index ? String(part.index) : where,
          units.read / parts.length,
          units.write / parts.length,
          c,
        );
    }
  }
  return [...sums.values()];
}

/** What a part of the run cost by function, as AWS bills it. */
const unitsByFunction = (calls: TableCall[]) => {
  const sums: Record<string, number> = {};
  for (const c of calls)
    for (const { read, write } of Object.values(billedUnits(c))) {
      sums[short(c.function)] = (sums[short(c.function)] ?? 0) + read + write;
    }
  return sums;
};

/** What a part of the run cost, as AWS bills it. */
const unitsOfRun = (calls: TableCall[]) =>
  calls.reduce(
    (sum, c) => {
      for (const { read, write } of Object.values(billedUnits(c))) {
        sum.read += read;
        sum.write += write;
      }
      return sum;
    },
    { read: 0, write: 0 },
  );

const short = (fn: string) => fn.replace(/^marketplace-(sandbox|production)-/, '');
/**
 * The workloads are production's: its template's settings where they differ from the sandbox the
 * footprints are measured on (no read cache there, so every read a request makes is counted).
 */
const production = readDeployedStage(assemblies.production.directory, assemblies.production.stackName, {
  tableName,
  tableStreamArn: 'arn:aws:dynamodb:local',
  bucketName: tableName,
  apiUrl: 'http://localhost',
  sqsUrl: 'http://localhost',
});
const productionFunction = (id: string) => production.functions.find((fn) => short(fn.name).endsWith(id));
/** What SearchListings keeps per instance (data/search-reads.ts, search-tallies.ts): lists' first pages, tallies. */
const searchCacheSeconds = Number(productionFunction('SearchListings')?.environment.SEARCH_READ_CACHE_SECONDS ?? 0);
const cachedReads: CachedRead[] =
  searchCacheSeconds > 0
    ? [
        {
          function: short(productionFunction('SearchListings')!.name),
          pattern: /^SEARCH#BY#|^SEARCHTALLY#/,
          seconds: searchCacheSeconds,
        },
      ]
    : [];
const parallelization = Object.fromEntries(
  production.streamMappings.map((m) => [
    short(production.invocationTarget(m.functionName)?.fn.name ?? m.functionName),
    m.parallelizationFactor,
  ]),
);

const memoryOf = new Map(stage.template.functions.map((fn) => [fn.name, fn.memoryMb]));

/**
 * Events queued for email digests: an item each in its digest's partition (shared/data/definitions/email-digest.ts).
 */
const digestEventsIn = (calls: TableCall[]) =>
  calls
    .filter((c) => !/^(Get|BatchGet|Query|Scan|TransactGet)/.test(c.operation))
    .reduce((n, c) => n + c.partitions.filter((p) => !p.index && p.pattern.startsWith('EMAILDIGEST#')).length, 0);

/** The emails of a part of the run to people of a role. */
const emailsTo = (emails: { to: string[] }[], role: Role) =>
  emails.reduce((n, email) => n + email.to.filter((address) => roleOf.get(address) === role).length, 0);

/** A part of the run as one type's footprint a request. */
function footprintOf(type: string, run: ReturnType<FootprintRecorder['since']>, requests: number): Footprint {
  const per = (n: number) => n / requests;
  const units = unitsOfRun(run.tableCalls);
  const functions = new Map<string, { n: number; ms: number; records: number; trigger: string }>();
  for (const i of run.invocations) {
    const f = functions.get(i.function) ?? { n: 0, ms: 0, records: 0, trigger: i.trigger };
    functions.set(i.function, {
      n: f.n + 1,
      ms: f.ms + i.ms,
      records: f.records + (i.records ?? 0),
      trigger: i.trigger,
    });
  }
  return {
    type,
    requests,
    rcuPerRequest: per(units.read),
    wcuPerRequest: per(units.write),
    partitions: byPartition(run.tableCalls)
      .map((p) => ({
        pattern: p.pattern,
        index: p.index,
        rcuPerRequest: per(p.rcu),
        wcuPerRequest: per(p.wcu),
        functions: [...p.functions],
      }))
      .sort((a, b) => b.rcuPerRequest + b.wcuPerRequest - (a.rcuPerRequest + a.wcuPerRequest)),
    streamRecordsPerRequest: per(run.streamRecords.length),
    invocations: [...functions]
      .map(([fn, f]) => ({
        function: short(fn),
        perRequest: per(f.n),
        meanMs: f.ms / f.n,
        trigger: f.trigger,
        memoryMb: memoryOf.get(fn) ?? 256,
        ...(f.records ? { recordsPerCall: f.records / f.n } : {}),
      }))
      .sort((a, b) => b.perRequest - a.perRequest),
    emailsPerRequest: per(run.emails.length),
    emailsTo: Object.fromEntries(ROLES.map((role) => [role, per(emailsTo(run.emails, role))])),
    digestEventsPerRequest: per(digestEventsIn(run.tableCalls)),
    ...(type === LATER_BID ? { digestsAmong: 'openListings' as const } : {}),
    ...(type === types[0]!.name ? { digestsAmong: 'savedSearches' as const } : {}),
    unitsByFunction: Object.fromEntries(
      Object.entries(unitsByFunction(run.tableCalls)).map(([fn, units]) => [fn, per(units)]),
    ),
  };
}

/**
 * What the workloads assume of a listing and of people (docs/scale.md, "Workloads", "People"): the share of new
 * listings booked (a listing is booked once, and some never are); the bids a listing gets (the bench books listings
 * holding that many); how often a shipper lists and a carrier bids, on average, from which the people follow.
 */
const BOOKED_SHARE = 0.6;
/**
 * How long a booked load is tracked, from its booking to a while after delivery (docs/scale.md, "Workloads"): its
 * device reports all along, a batch every BATCH_MINUTES.
 */
const TRACKED_DAYS = 1.5;
const LISTINGS_A_SHIPPER_A_WEEK = 1;
const BIDS_A_CARRIER_A_DAY = 40;

/**
 * Workloads A and B (issue 52; issue 80: they book what they list); `--workload FILE` adds or replaces by name. Every
 * new listing gets its first bid (emailed at once) and BIDS_A_LISTING - 1 later ones (digested), and BOOKED_SHARE of
 * them are booked; search and listing reads are as issue 52 set them, the rest equal parts of location reports,
 * shippers' lists and `GET /v2/`. On top of those people's requests (issue 83), every booked load's device reports
 * its positions for TRACKED_DAYS, a batch every BATCH_MINUTES.
 */
function workloads(): Workload[] {
  const of = (name: string, requestsPerSecond: number, newListings: number, more: Partial<Workload>): Workload => {
    const share = (perSecond: number) => perSecond / requestsPerSecond;
    const fixed = {
      search: 0.4,
      'listing read': 0.3,
      'listing create': share(newListings),
      bid: share(newListings),
      [LATER_BID]: share(newListings * (BIDS_A_LISTING - 1)),
      [BOOKING_TYPE]: share(newListings * BOOKED_SHARE),
    };
    const rest = (1 - Object.values(fixed).reduce((a, b) => a + b, 0)) / 3;
    // on top of the people's requests, each tracked load's device: the loads booked over TRACKED_DAYS, a batch each
    // every BATCH_MINUTES
    const batches = (newListings * BOOKED_SHARE * TRACKED_DAYS * 86_400) / (BATCH_MINUTES * 60);
    const ofAll = requestsPerSecond / (requestsPerSecond + batches);
    const people = { ...fixed, 'transit report (location)': rest, 'listings of a shipper': rest, 'who am I': rest };
    return {
      name,
      requestsPerSecond: requestsPerSecond + batches,
      mix: {
        ...Object.fromEntries(Object.entries(people).map(([type, share]) => [type, share * ofAll])),
        [POSITIONS_TYPE]: 1 - ofAll,
      },
      peakFactor: 3,
      openListings: 0,
      savedSearches: 0,
      people: {
        shipper: newListings * 86_400 * (7 / LISTINGS_A_SHIPPER_A_WEEK),
        carrier: (newListings * BIDS_A_LISTING * 86_400) / BIDS_A_CARRIER_A_DAY,
      },
      ...more,
    };
  };
  const defaults: Workload[] = [
    of('A', 300, 5, { openListings: 200_000 }),
    of('B', 5000, 100, { openListings: 2_000_000, savedSearches: 1_000_000 }),
    // B's requests alone: what the search fixes of issue 52 answer, apart from the saved searches' matching
    of('B without saved searches', 5000, 100, { openListings: 2_000_000 }),
  ];
  if (!values.workload) return defaults;
  const extra = JSON.parse(readFileSync(values.workload, 'utf8')) as Workload | Workload[];
  const given = Array.isArray(extra) ? extra : [extra];
  return [...defaults.filter((w) => !given.some((g) => g.name === w.name)), ...given];
}

type Part = ReturnType<FootprintRecorder['since']>;
const SAVED_SEARCHES = Number(values['saved-searches']);
/** New listings measured at each size of saved searches. */
const SAVED_SEARCH_LISTINGS = 10;

/**
 * What a request of one footprint adds over another's for each of `more` saved searches (never
 * less: noise is not savings). A function's time counts as growing only when its units do (by
 * half a unit at least, the least a call bills): ten listings a size leave the indexer's time,
 * which no saved search touches, a few milliseconds apart, and a million searches would multiply
 * that noise into seconds a listing.
 */
function growthOf(fewer: Footprint, more: Footprint, searches: number): SavedSearchGrowth {
  const per = (a: number, b: number) => Math.max(0, (b - a) / searches);
  const partitions = more.partitions
    .map((p) => {
      const before = fewer.partitions.find((q) => q.pattern === p.pattern && q.index === p.index);
      return {
        ...p,
        rcuPerRequest: per(before?.rcuPerRequest ?? 0, p.rcuPerRequest),
        wcuPerRequest: per(before?.wcuPerRequest ?? 0, p.wcuPerRequest),
      };
    })
    .filter((p) => p.rcuPerRequest > 0 || p.wcuPerRequest > 0);
  const working = new Set(
    Object.keys(more.unitsByFunction ?? {}).filter(
      (fn) => (more.unitsByFunction![fn] ?? 0) - (fewer.unitsByFunction?.[fn] ?? 0) >= 0.5,
    ),
  );
  const msOf = (f: Footprint, fn: string) =>
    f.invocations.filter((i) => i.function === fn).reduce((sum, i) => sum + i.perRequest * i.meanMs, 0);
  const msByFunction = Object.fromEntries(
    more.invocations
      .filter((i) => working.has(i.function))
      .map((i) => [i.function, per(msOf(fewer, i.function), msOf(more, i.function))]),
  );
  return {
    partitions,
    emailsPerRequest: per(fewer.emailsPerRequest ?? 0, more.emailsPerRequest ?? 0),
    emailsTo: Object.fromEntries(
      ROLES.map((role) => [role, per(fewer.emailsTo?.[role] ?? 0, more.emailsTo?.[role] ?? 0)]),
    ),
    digestEventsPerRequest: per(fewer.digestEventsPerRequest ?? 0, more.digestEventsPerRequest ?? 0),
    msByFunction,
  };
}
/** Parts of the run taken together (one type's requests). */
const together = (parts: Part[]): Part => ({
  tableCalls: parts.flatMap((p) => p.tableCalls),
  invocations: parts.flatMap((p) => p.invocations),
  streamRecords: parts.flatMap((p) => p.streamRecords),
  queueMessages: parts.flatMap((p) => p.queueMessages),
  objectCalls: parts.flatMap((p) => p.objectCalls),
  emails: parts.flatMap((p) => p.emails),
});

let results: Footprint[] = [];
let check: { predicted: number; measured: number };
let gaps: { fn: string; measured: number; predicted: number }[];
const ROUNDS = Math.max(4, REQUESTS);
try {
  // one world: more open listings than a page of search (25) or of a list, before anything is
  // measured, bids to take and booked listings to report on
  for (let i = 0; i < 60; i++) await create(pick(shippers, i).key);
  for (const type of types) await type.prepare?.(ROUNDS + 3);
  // warm: every function's environment up
  for (let round = 0; round < 3; round++) for (const type of types) await alone(() => type.send(round));

  // the mix: every type in turn, each request alone, what it sets off counted to it; by halves
  const halves = new Map(types.map((type) => [type.name, [[], []] as Part[][]]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const type of types) {
      const mark = footprints.mark();
      await alone(() => type.send(round + 3));
      halves.get(type.name)![round < ROUNDS / 2 ? 0 : 1]!.push(footprints.since(mark));
    }
  }
  results = types.map((type) => footprintOf(type.name, together(halves.get(type.name)!.flat()), ROUNDS));

  // the model's check: the first half's footprints predict the second half's units
  const first = types.map((type) =>
    footprintOf(type.name, together(halves.get(type.name)![0]!), halves.get(type.name)![0]!.length),
  );
  const second = types.map((type) => halves.get(type.name)![1]!);
  const secondCalls = second.flatMap((parts) => together(parts).tableCalls);
  const measured = unitsOfRun(secondCalls);
  const measuredByFunction = unitsByFunction(secondCalls);
  const predictedByFunction: Record<string, number> = {};
  first.forEach((f, i) => {
    for (const [fn, units] of Object.entries(f.unitsByFunction ?? {}))
      predictedByFunction[fn] = (predictedByFunction[fn] ?? 0) + second[i]!.length * units;
  });
  gaps = [...new Set([...Object.keys(measuredByFunction), ...Object.keys(predictedByFunction)])]
    .map((fn) => ({ fn, measured: measuredByFunction[fn] ?? 0, predicted: predictedByFunction[fn] ?? 0 }))
    .sort((a, b) => Math.abs(b.measured - b.predicted) - Math.abs(a.measured - a.predicted));
  check = {
    predicted: first.reduce((sum, f, i) => sum + second[i]!.length * (f.rcuPerRequest + f.wcuPerRequest), 0),
    measured: measured.read + measured.write,
  };

  // saved searches (B has 1,000,000): a new listing's matching, and what its matches set off, grow
  // with them; measured at a quarter of --saved-searches and at all of them, the growth per saved
  // search is what the model adds at a workload's (atWorkload). At each size twice: the searches'
  // alerts running, and all paused as the daily cap pauses them (their entries read, no match),
  // so that the model can let through only the matches the cap lets through (growthWithinCap)
  const savedSizes = [Math.round(SAVED_SEARCHES / 4), SAVED_SEARCHES];
  const owners = carriers.map((c) => c.userId);
  const searchRandom = seededRandom(52);
  const atSize: { running: Footprint; paused: Footprint }[] = [];
  const seededSearches: SavedSearch[] = [];
  const pausedUntil = new Date(Date.now() + 86_400_000).toISOString();
  const pauseAll = (paused: boolean) =>
    putItems(
      seededSearches.flatMap((search) =>
        savedSearchWithEntries(paused ? { ...search, alertsPausedUntil: pausedUntil } : search),
      ),
    );
  const newListingsAlone = async () => {
    await settled(Date.now());
    const parts: Part[] = [];
    for (let i = 0; i < SAVED_SEARCH_LISTINGS; i++) {
      const mark = footprints.mark();
      await alone(() => types[0]!.send(i));
      parts.push(footprints.since(mark));
    }
    return footprintOf(types[0]!.name, together(parts), SAVED_SEARCH_LISTINGS);
  };
  for (const size of savedSizes) {
    while (seededSearches.length < size) {
      const items = sampleSavedSearchItems(
        searchRandom,
        seededSearches.length,
        Math.min(2_000, size - seededSearches.length),
        (n) => owners[n % owners.length]!,
      );
      await putItems(items);
      seededSearches.push(...items.filter((item) => item.entity === 'SavedSearch').map(savedSearchOfItem));
    }
    const running = await newListingsAlone();
    await pauseAll(true);
    const paused = await newListingsAlone();
    await pauseAll(false);
    atSize.push({ running, paused });
  }
  const between = savedSizes[1]! - savedSizes[0]!;
  results[0] = {
    ...results[0]!,
    perSavedSearch: {
      ...growthOf(atSize[0]!.running, atSize[1]!.running, between),
      paused: growthOf(atSize[0]!.paused, atSize[1]!.paused, between),
    },
  };

  const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
  console.log(
    `\nFootprints on ${process.version}, ${new Date().toISOString()}, ${ROUNDS} rounds of every type in turn (units ` +
      `as AWS bills them: Local's transactions halved):`,
  );
  for (const f of results) {
    console.log(
      `\n${f.type}: ${round(f.rcuPerRequest)} RRU, ${round(f.wcuPerRequest)} WRU a request; ` +
        `${round(f.streamRecordsPerRequest)} stream records handed to consumers`,
    );
    for (const p of f.partitions.slice(0, 8))
      console.log(
        `  ${p.pattern.padEnd(44)} ${p.index.padEnd(10)} ${String(round(p.rcuPerRequest)).padStart(7)} RRU ` +
          `${String(round(p.wcuPerRequest)).padStart(7)} WRU`,
      );
    console.log(
      `  invocations: ` +
        `${f.invocations.map((i) => `${i.function} ${round(i.perRequest)}x ${round(i.meanMs)} ms`).join(', ')}`,
    );
  }
  const ratio = check.predicted / check.measured;
  console.log(
    `\nModel check: the run's second half (${ROUNDS - Math.ceil(ROUNDS / 2)} rounds), ${round(check.measured, 1)} ` +
      `units measured, ${round(check.predicted, 1)} predicted from its first half's footprints: ${round(ratio, 3)} ` +
      `(target within 5%)`,
  );
  console.log(
    `  by function, largest gaps first: ${gaps
      .slice(0, 5)
      .map((g) => `${g.fn} ${round(g.measured, 1)} measured, ${round(g.predicted, 1)} predicted`)
      .join('; ')}`,
  );
  const grows = results[0].perSavedSearch!;
  for (const [label, at, growth] of [
    ['running', 'running', grows],
    ['all paused', 'paused', grows.paused!],
  ] as const) {
    console.log(
      `\nSaved searches, alerts ${label}: a new listing at ` +
        savedSizes
          .map((n, i) => {
            const cost = atSize[i]![at];
            const units = `${round(cost.rcuPerRequest)} RRU, ${round(cost.wcuPerRequest)} WRU`;
            const queued = round(cost.digestEventsPerRequest ?? 0);
            const emails = `${round(cost.emailsPerRequest ?? 0)} emails, ${queued} queued`;
            return `${n.toLocaleString('en-US')} costs ${units}, ${emails}`;
          })
          .join('; at ') +
        '; growth per 1,000 saved searches:',
    );
    for (const p of [...growth.partitions]
      .sort((a, b) => b.rcuPerRequest + b.wcuPerRequest - (a.rcuPerRequest + a.wcuPerRequest))
      .slice(0, 8))
      console.log(
        `  ${p.pattern.padEnd(44)} ${p.index.padEnd(10)} ${String(round(p.rcuPerRequest * 1000)).padStart(7)} RRU ` +
          `${String(round(p.wcuPerRequest * 1000)).padStart(7)} WRU`,
      );
    console.log(
      `  emails ${round(growth.emailsPerRequest * 1000, 3)}, events queued for digests ` +
        `${round((growth.digestEventsPerRequest ?? 0) * 1000, 3)}; milliseconds ${Object.entries(growth.msByFunction)
          .filter(([, ms]) => ms > 0)
          .map(([fn, ms]) => `${fn} ${round(ms * 1000)}`)
          .join(', ')}`,
    );
  }

  // the alert index at a workload's saved searches: sampled, as the bench's table cannot show it
  // (bench/alert-index-sample.ts)
  const ALERT_SAMPLE = Number(values['alert-sample']);
  const alertSample = workloads().some((w) => w.savedSearches > 0)
    ? await sampleAlertIndex(ALERT_SAMPLE, 5_000)
    : undefined;
  if (alertSample)
    console.log(
      `\nThe alert index sampled: ${ALERT_SAMPLE.toLocaleString('en-US')} saved searches placed as the API places ` +
        `them, read by ${alertSample.listings.toLocaleString('en-US')} sample listings ` +
        `(${alertSample.partitions.length.toLocaleString('en-US')} partitions read)`,
    );

  /** A workload as the model sees it: its footprints at that scale, and what they add up to. */
  const modelOf = (workload: ReturnType<typeof workloads>[number]) => {
    // the table's size: each open listing's items (content, state, entry, search items) at about 1 KB each
    // (docs/data-model.md)
    const tableGb = (workload.openListings * 20 * 1024) / 1024 ** 3;
    const alertIndex = alertSample && workload.savedSearches > 0 ? alertIndexAt(alertSample, workload) : undefined;
    const alertIndexWhole =
      alertSample && workload.savedSearches > 0 ? alertIndexAt(alertSample, workload, { whole: true }) : undefined;
    // the daily cap (docs/saved-searches.md, "A day's alerts"): the share of the matches it lets through, from the
    // sample's searches
    const cap =
      alertSample && workload.savedSearches > 0
        ? alertsWithinCap(alertSample, workload, ALERTS_PER_SEARCH_DAY)
        : undefined;
    const alerterMs =
      alertIndex && alertSample?.matches ? alertIndex.entriesPerListing * alertSample.matches.msPerEntry : 0;
    const at = results
      .map((f) => atWorkload(f, workload, cap?.share ?? 1))
      .map((f) => (alertIndex ? withAlertIndex(f, alertIndex.rcuPerListing, alerterMs) : f));
    const shards = shardsOf(at, workload, tableGb);
    const concurrency = lambdaConcurrency(at, workload);
    const hottest = [
      ...hottestPartitions(at, workload, cachedReads, concurrency.byFunction),
      ...(alertIndex?.partitions ?? []),
    ].sort((a, b) => b.shareOfLimit - a.shareOfLimit);
    const consumers = streamConsumers(at, workload, shards, parallelization);
    const cost = monthlyCost(at, workload);
    const costImmediate = monthlyCost(at, workload, 'everythingImmediate');
    const emails = emailRates(at, workload);
    const rates = peakRates(at, workload);
    const peak = workload.requestsPerSecond * workload.peakFactor;
    const aDay = emailsPerPersonPerDay(at, workload);
    const perBooking = costPerBooking(at, workload);
    return {
      workload,
      tableGb,
      alertIndex,
      alertIndexWhole,
      cap,
      alerterMs,
      at,
      shards,
      concurrency,
      hottest,
      consumers,
      cost,
      costImmediate,
      emails,
      rates,
      peak,
      aDay,
      perBooking,
    };
  };
  type Model = ReturnType<typeof modelOf>;

  const printModel = (model: Model, n: number) => {
    const { workload, shards, concurrency, hottest, consumers, cost, costImmediate, emails, rates, peak, aDay } = model;
    if (n === 0)
      console.log(
        `\nProduction's settings: search reads kept ${searchCacheSeconds} s an instance; stream consumers' ` +
          `parallelization ${JSON.stringify(parallelization)}`,
      );
    const perSecond = (n: number) => round(n, 0).toLocaleString('en-US');
    const mean = (type: string) => round(workload.requestsPerSecond * (workload.mix[type] ?? 0), 1);
    console.log(
      `\nWorkload ${workload.name}: ${perSecond(workload.requestsPerSecond)} requests a second (peak ` +
        `${perSecond(peak)}), ` +
        `${workload.openListings.toLocaleString('en-US')} open listings, ` +
        `${workload.savedSearches.toLocaleString('en-US')} saved searches, ${shards} stream shards; ` +
        `${mean('listing create')} new listings, ${mean('bid') + mean(LATER_BID)} bids and ${mean(BOOKING_TYPE)} ` +
        `bookings a second; ${perSecond(mean(POSITIONS_TYPE))} batches of positions from tracked loads; ` +
        `${perSecond(workload.people?.shipper ?? 0)} shippers, ` +
        `${perSecond(workload.people?.carrier ?? 0)} carriers`,
    );
    console.log("  hottest partitions at the peak (units a second; share of one partition's 3,000 RCU + 1,000 WCU):");
    for (const h of hottest.slice(0, 8))
      console.log(
        `    ${h.pattern.padEnd(44)} ${h.index.padEnd(8)} ${String(round(h.rcuPerSecond, 0)).padStart(7)} RCU/s ` +
          `${String(round(h.wcuPerSecond, 0)).padStart(7)} WCU/s  ` +
          `${String(round(h.shareOfLimit * 100, 1)).padStart(6)}%`,
      );
    console.log("  stream consumers at the peak (records a second per shard against one instance's pace):");
    for (const c of consumers)
      console.log(
        `    ${c.function.padEnd(36)} ${String(round(c.recordsPerShardPerSecond, 1)).padStart(8)} arriving ` +
          `${String(round(c.capacityPerShard, 1)).padStart(8)} handled ${c.keepsUp ? 'keeps up' : 'FALLS BEHIND'}`,
      );
    console.log(
      `  Lambda concurrency at the peak: ${round(concurrency.total, 1)} of the default ${ACCOUNT_LAMBDA_CONCURRENCY} ` +
        `(busiest: ${Object.entries(concurrency.byFunction)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 3)
          .map(([fn, n]) => `${fn} ${round(n, 1)}`)
          .join(', ')})`,
    );
    console.log(
      `  the table at the peak: ${round(rates.rcu, 0).toLocaleString('en-US')} RRU/s, ` +
        `${round(rates.wcu, 0).toLocaleString('en-US')} WRU/s (an on-demand table's default quota: ` +
        `${TABLE_DEFAULT_QUOTA.rcu.toLocaleString('en-US')} each)`,
    );
    console.log(
      `  emails a second at the peak: ${perSecond(emails.withDigests)} with the default digests ` +
        `(${perSecond(emails.immediate)} at once, ${perSecond(emails.digests)} digests of ` +
        `${perSecond(emails.queued)} events queued); ${perSecond(emails.everythingImmediate)} everything immediate`,
    );
    console.log(
      `  API Gateway at the peak: ${round((peak / API_GATEWAY_RATE) * 100, 1)}% of its ` +
        `${API_GATEWAY_RATE.toLocaleString('en-US')} requests a second`,
    );
    console.log(
      `  emails a person gets a day: median ${round(aDay.median)}, the busiest 1% ${round(aDay.p99)} or more ` +
        `(shippers ${round(aDay.byRole.shipper.median)} and ${round(aDay.byRole.shipper.p99)}, carriers ` +
        `${round(aDay.byRole.carrier.median)} and ${round(aDay.byRole.carrier.p99)})`,
    );
    printAlerts(model);
    console.log(
      `  a month at the mean (${PRICES.source}): $${round(cost.total, 0).toLocaleString('en-US')} (DynamoDB ` +
        `$${round(cost.dynamoDb, 0)}, Lambda $${round(cost.lambda, 0)}, API Gateway $${round(cost.apiGateway, 0)}, ` +
        `email $${round(cost.email, 0)}), $${round(model.perBooking ?? 0, 4)} a booking; everything immediate ` +
        `$${round(costImmediate.total, 0).toLocaleString('en-US')} (email $${round(costImmediate.email, 0)})`,
    );
    const stripe = stripeFeesOf(workload);
    console.log(
      `  Stripe, every booking paid on the platform at $${MEAN_CARRIER_PRICE_USD}: ` +
        `$${round(stripe.perBookingUsd, 2)} ` +
        `a booking (${round(stripe.shareOfTotal * 100, 2)}% of what the shipper pays), ` +
        `$${round(stripe.perMonthUsd, 0).toLocaleString('en-US')} a month with the carriers' active accounts; the ` +
        `service fee brings $${round(stripe.serviceFeesPerMonthUsd, 0).toLocaleString('en-US')}`,
    );
  };

  /** The daily cap's share and the alert index's reads, when the workload has saved searches. */
  const printAlerts = ({ cap, alertIndex, alertIndexWhole, alerterMs }: Model) => {
    if (cap)
      console.log(
        `  the daily cap of ${ALERTS_PER_SEARCH_DAY} listings a search: ${round(cap.searchesAtCap * 100, 1)}% of the ` +
          `searches past it in the sample; a new listing's ` +
          `${round(cap.matchesPerListing, 0).toLocaleString('en-US')} matches without it, with it ` +
          `${round(cap.withinCapAtLeast, 1)} to ${round(cap.matchesPerListing * cap.share, 1)} (the model takes ` +
          `the most: ${round(cap.share * 100, 3)}% let through)`,
      );
    if (alertIndex && alertIndexWhole) {
      console.log(
        `  the alert index: a new listing's match reads ${round(alertIndex.rcuPerListing, 1)} RRU (its partitions ` +
          `whole, as before their shards: ${round(alertIndexWhole.rcuPerListing, 1)}), ` +
          `${round(alertIndex.entriesPerListing, 0).toLocaleString('en-US')} entries, the alerter ` +
          `${round(alerterMs, 0)} ms matching them (${round(alertSample!.matches!.msPerEntry * 1000, 2)} µs an ` +
          `entry); its largest partition ${round(alertIndex.largestBytes / 1024, 0)} KB; busiest at the peak:`,
      );
      for (const [label, index] of [
        ['in shards', alertIndex],
        ['whole', alertIndexWhole],
      ] as const) {
        console.log(
          `    ${label}: ${index.partitions
            .slice(0, 4)
            .map((h) => `${h.pattern} ${round(h.rcuPerSecond, 0)} RCU/s ${round(h.shareOfLimit * 100, 1)}%`)
            .join('; ')}`,
        );
      }
    }
  };

  const costFigures = (c: Model['cost']) => ({
    ...Object.fromEntries(Object.entries(c).map(([k, v]) => [k, round(v, 0)])),
    prices: PRICES.source,
  });
  /** The mix and its people, what a booking costs and what a person gets a day (issue 80). */
  /** Stripe's fees for the workload's bookings, every one paid on the platform (bench/stripe-fees.ts). */
  const stripeFeesOf = (workload: Workload) =>
    stripeFees(workload.requestsPerSecond * (workload.mix[BOOKING_TYPE] ?? 0), workload.people?.carrier ?? 0);
  const bookingFigures = ({ workload, aDay, perBooking }: Model) => {
    const twice = ({ median, p99 }: { median: number; p99: number }) => ({ median: round(median), p99: round(p99) });
    return {
      mix: Object.fromEntries(Object.entries(workload.mix).map(([type, share]) => [type, round(share, 5)])),
      people: { shippers: round(workload.people?.shipper ?? 0, 0), carriers: round(workload.people?.carrier ?? 0, 0) },
      ...(perBooking === undefined ? {} : { costPerBookingUsd: round(perBooking, 4) }),
      stripe: (({ perBookingUsd, shareOfTotal, perMonthUsd, serviceFeesPerMonthUsd }) => ({
        perBookingUsd: round(perBookingUsd, 2),
        shareOfTotal: round(shareOfTotal, 4),
        perMonthUsd: round(perMonthUsd, 0),
        serviceFeesPerMonthUsd: round(serviceFeesPerMonthUsd, 0),
      }))(stripeFeesOf(workload)),
      emailsPerPersonPerDay: {
        ...twice(aDay),
        shippers: twice(aDay.byRole.shipper),
        carriers: twice(aDay.byRole.carrier),
      },
    };
  };
  /** The workload's figures as `--json` writes them (docs/scale.md). */
  const figuresOf = (model: Model) => {
    const {
      workload,
      alertIndex,
      alertIndexWhole,
      cap,
      alerterMs,
      shards,
      concurrency,
      hottest,
      consumers,
      cost,
      costImmediate,
      emails,
      rates,
      peak,
    } = model;
    return {
      name: workload.name,
      requestsPerSecond: workload.requestsPerSecond,
      ...bookingFigures(model),
      hottest: hottest.slice(0, 10).map((h) => ({
        pattern: h.pattern,
        index: h.index,
        rcuPerSecond: round(h.rcuPerSecond, 1),
        wcuPerSecond: round(h.wcuPerSecond, 1),
        shareOfLimit: round(h.shareOfLimit, 3),
      })),
      lambdaConcurrency: round(concurrency.total, 1),
      apiGatewayShare: round(peak / API_GATEWAY_RATE, 3),
      monthlyCostUsd: round(cost.total, 0),
      tableAtPeak: { rcuPerSecond: round(rates.rcu, 0), wcuPerSecond: round(rates.wcu, 0) },
      emailsPerSecondAtPeak: round(rates.emails, 1),
      emailsAtPeak: Object.fromEntries(Object.entries(emails).map(([k, v]) => [k, round(v, 1)])),
      streamShards: shards,
      streamConsumers: consumers.map((c) => ({
        ...c,
        recordsPerSecond: round(c.recordsPerSecond, 1),
        recordsPerShardPerSecond: round(c.recordsPerShardPerSecond, 1),
        capacityPerShard: round(c.capacityPerShard, 1),
      })),
      cost: costFigures(cost),
      everythingImmediate: { monthlyCostUsd: round(costImmediate.total, 0), cost: costFigures(costImmediate) },
      ...(cap
        ? {
            alertsCap: {
              perSearchDay: ALERTS_PER_SEARCH_DAY,
              shareLetThrough: round(cap.share, 5),
              searchesAtCap: round(cap.searchesAtCap, 4),
              matchesPerListing: round(cap.matchesPerListing, 1),
              matchesPerListingWithinCap: round(cap.matchesPerListing * cap.share, 1),
              matchesPerListingWithinCapAtLeast: round(cap.withinCapAtLeast, 1),
            },
          }
        : {}),
      ...(alertIndex && alertIndexWhole
        ? {
            alertIndex: {
              sampledSearches: ALERT_SAMPLE,
              rcuPerListing: round(alertIndex.rcuPerListing, 1),
              rcuPerListingWhole: round(alertIndexWhole.rcuPerListing, 1),
              entriesPerListing: round(alertIndex.entriesPerListing, 0),
              alerterMsPerListing: round(alerterMs, 1),
              largestPartitionKb: round(alertIndex.largestBytes / 1024, 0),
              hottest: alertIndex.partitions.slice(0, 5).map((h) => ({
                partition: h.pattern,
                rcuPerSecond: round(h.rcuPerSecond, 1),
                shareOfLimit: round(h.shareOfLimit, 3),
              })),
              hottestWhole: alertIndexWhole.partitions.slice(0, 5).map((h) => ({
                partition: h.pattern,
                rcuPerSecond: round(h.rcuPerSecond, 1),
                shareOfLimit: round(h.shareOfLimit, 3),
              })),
            },
          }
        : {}),
    };
  };

  const modelled = workloads().map((workload, n) => {
    const model = modelOf(workload);
    printModel(model, n);
    return figuresOf(model);
  });
  if (values.json)
    writeFileSync(
      values.json,
      `${JSON.stringify(
        { scale: { model: { predictedOverMeasured: round(ratio, 4) }, workloads: modelled, footprints: results } },
        null,
        2,
      )}\n`,
    );
} finally {
  await stage.stop();
  await Promise.allSettled([dynamo.stop(), s3.stop()]);
  rmSync(work, { recursive: true, force: true });
}
process.exit(0);
