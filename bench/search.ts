import './quiet.ts';
// npm run bench:search [-- --sizes 10000,100000 --runs 40 --json FILE]: figures for POST /v2/search
// (docs/search.md). For each size, the table (DynamoDB Local, in memory) is filled with that many
// realistic open listings (infra/ops/sample-listings.ts), then each query shape is sent over HTTP
// through the local runtime, around different cities in turn: around a point (radius), in a
// state, anywhere under every sort, along a route, and commodity or trailer filters with them.
// Printed per shape: p50/p99 latency, and per query the read capacity (RCU) and DynamoDB requests
// the search took, with how many listings matched (totalCount). First, on the empty table, the
// indexing lag: from the 201 of POST /v2/listings to the listing's first appearance in search,
// with the stream poller at its `npm start` interval (250 ms). --json FILE also writes
// {"queries":[{"size","query","p50Ms","p99Ms","rcuPerQuery","matches"}]}, one entry per size and shape.
import { parseArgs } from 'node:util';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startDynamoDbLocal } from '../infra/local/dynamodb-local.ts';
import { freePort } from '../infra/local/environment.ts';
import { startLocalServer } from '../infra/local/server.ts';
import { startStreamPoller } from '../infra/local/stream-poller.ts';
import {
  SEED_CARRIERS,
  sampleListing,
  seedAccounts,
  seededRandom,
  seedOpenListings,
} from '../infra/ops/sample-listings.ts';
import { meterDynamoDb } from './dynamodb-meter.ts';
import { newId } from '../shared/data/ids.ts';
import { benchStop, unlimitedKey, useBenchTable } from './world.ts';
import { indexListing, searchListings } from '../shared/domain/search/service.ts';
import { newReadMeter } from '../shared/data/query.ts';
import { SearchBody } from '../shared/schemas/search.ts';
import * as v from 'valibot';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,100000' },
    runs: { type: 'string', default: '40' },
    json: { type: 'string' },
  },
});
const sizes = values.sizes.split(',').map(Number);
const RUNS = Number(values.runs);
const root = resolve(import.meta.dirname, '..');

const cities = [
  { name: 'New York', latitude: 40.71, longitude: -74.01, region: 'USA-NY' },
  { name: 'Los Angeles', latitude: 34.05, longitude: -118.24, region: 'USA-CA' },
  { name: 'Chicago', latitude: 41.88, longitude: -87.63, region: 'USA-IL' },
  { name: 'Houston', latitude: 29.76, longitude: -95.37, region: 'USA-TX' },
  { name: 'Phoenix', latitude: 33.45, longitude: -112.07, region: 'USA-AZ' },
  { name: 'Toronto', latitude: 43.65, longitude: -79.38, region: 'CAN-ON' },
  { name: 'Denver', latitude: 39.74, longitude: -104.99, region: 'USA-CO' },
  { name: 'Atlanta', latitude: 33.75, longitude: -84.39, region: 'USA-GA' },
  { name: 'Seattle', latitude: 47.61, longitude: -122.33, region: 'USA-WA' },
  { name: 'Montreal', latitude: 45.5, longitude: -73.57, region: 'CAN-QC' },
];
const at = (city: (typeof cities)[number], radius?: number) => ({
  coordinates: { name: city.name, latitude: city.latitude, longitude: city.longitude, ...(radius ? { radius } : {}) },
});

const byPrice = [{ by: 'Price', direction: 'Ascending' }];
const boats = { commodities: ['Boats'] }; // 12% of the sample listings: a selective filter
const flatbed = { trailerTypes: ['Flatbed'] }; // vehicles, boats, motorcycles: about 60%
const kinds: { name: string; runs: number; body: (i: number) => unknown }[] = [
  { name: 'radius 100 km', runs: RUNS, body: (i) => ({ origin: at(cities[i % cities.length]!, 100) }) },
  {
    name: 'radius 100 km, boats',
    runs: RUNS,
    body: (i) => ({ origin: at(cities[i % cities.length]!, 100), ...boats }),
  },
  {
    name: 'region (state), by price',
    runs: RUNS,
    body: (i) => ({ origin: { regions: [cities[i % cities.length]!.region] }, sort: byPrice }),
  },
  {
    name: 'region, flatbed, newest',
    runs: RUNS,
    body: (i) => ({ origin: { regions: [cities[i % cities.length]!.region] }, ...flatbed }),
  },
  { name: 'anywhere, newest', runs: RUNS, body: () => ({}) },
  { name: 'anywhere, by price', runs: RUNS, body: () => ({ sort: byPrice }) },
  { name: 'anywhere, by price desc', runs: RUNS, body: () => ({ sort: [{ by: 'Price', direction: 'Descending' }] }) },
  { name: 'anywhere, by expiry', runs: RUNS, body: () => ({ sort: [{ by: 'ExpirationDate' }] }) },
  {
    name: 'anywhere, by distance',
    runs: RUNS,
    body: () => ({ sort: [{ by: 'TotalDistance', direction: 'Descending' }] }),
  },
  { name: 'anywhere, boats, by price', runs: RUNS, body: () => ({ ...boats, sort: byPrice }) },
  { name: 'anywhere, flatbed, auction', runs: RUNS, body: () => ({ ...flatbed, pricingFormat: 'Auction' }) },
  {
    name: 'route, 50 km',
    runs: RUNS,
    body: (i) => ({
      origin: at(cities[i % cities.length]!),
      destination: at(cities[(i + 3) % cities.length]!),
      distanceFromRoute: 50,
    }),
  },
  {
    name: 'route, 50 km, by price',
    runs: RUNS,
    body: (i) => ({
      origin: at(cities[i % cities.length]!),
      destination: at(cities[(i + 3) % cities.length]!),
      distanceFromRoute: 50,
      sort: byPrice,
    }),
  },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const average = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
const fixed = (n: number, digits = 1) => n.toFixed(digits).padStart(9);
const round = (n: number) => Math.round(n * 10) / 10;

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const work = mkdtempSync(join(tmpdir(), 'bench-search-'));
const dynamo = await startDynamoDbLocal({ cacheDir: resolve(root, '.data', 'cache'), port: await freePort() });
try {
  await useBenchTable(dynamo.endpoint);
  const shipperIds = await seedAccounts('Shipper', 20);
  const options = {
    random: seededRandom(1),
    shipperIds,
    brokerIds: await seedAccounts('Broker', 3),
    // the auctions' bids, as npm run seed:listings writes them (their cards show them, the Price sort reads them)
    providerIds: await seedAccounts('ServiceProvider', SEED_CARRIERS),
    now: new Date(),
  };
  const key = await unlimitedKey(shipperIds[0]!);
  const server = await startLocalServer({ port: 0 });
  const post = async (body: unknown) => {
    const started = performance.now();
    const res = await fetch(`${server.url}/v2/search`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`search answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
    return performance.now() - started;
  };

  // indexing lag, on the empty table (the poller would otherwise replay every seeded record)
  const poller = await startStreamPoller({ endpoint: dynamo.endpoint, tableName: 'bench' });
  const lags: number[] = [];
  for (let i = 0; i < 20; i++) {
    const listing = {
      title: 'Sofa',
      route: { items: [benchStop('78704', 2), benchStop('85701', 5)] },
      items: [{ commodity: 'Furniture', unitCount: 1 }],
      serviceTypes: ['BlanketWrap'],
    };
    const res = await fetch(`${server.url}/v2/listings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(listing),
    });
    const created = performance.now();
    const id = Number(res.headers.get('location')!.split('/').pop());
    for (;;) {
      const found = await fetch(`${server.url}/v2/search?$top=100`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: '{}',
      });
      if (((await found.json()) as { items: { listingId: number }[] }).items.some((item) => item.listingId === id))
        break;
      await new Promise((r) => setTimeout(r, 10));
    }
    lags.push(performance.now() - created);
  }
  await poller.stop();
  lags.sort((a, b) => a - b);
  const lagLine =
    `indexing lag (POST /v2/listings 201 -> found by search), 20 listings: p50 ` +
    `${percentile(lags, 50).toFixed(0)} ms, max ${lags[lags.length - 1]!.toFixed(0)} ms`;
  console.log(lagLine);

  // what the indexer writes for one listing (AWS-billed units, bench/dynamodb-meter.ts)
  const meter = meterDynamoDb(undefined, { transactionsPerItem: true });
  const sample = sampleListing(newId(), options);
  const bidOn = { ...sample, bidCount: 1, lowestBid: 400, updatedOn: new Date().toISOString() };
  const indexingSteps: [string, () => Promise<void>][] = [
    ['opens (created or activated)', () => indexListing(sample, sample.listingId)],
    ['changes what search shows (a bid)', () => indexListing(bidOn, sample.listingId)],
    ['replayed (same record again)', () => indexListing(bidOn, sample.listingId)],
    ['closes (booked, cancelled, expired)', () => indexListing(undefined, sample.listingId)],
    ['changes while closed (a location report)', () => indexListing(undefined, sample.listingId)],
  ];
  const indexingLines: string[] = [];
  for (const [step, run] of indexingSteps) {
    meter.reset();
    await run();
    const used = meter.reset();
    indexingLines.push(
      `  a listing ${step.padEnd(42)} ${used.writeUnits.toFixed(1).padStart(6)} WRU ` +
        `${used.readUnits.toFixed(1).padStart(5)} RRU ${String(used.calls).padStart(3)} calls`,
    );
  }
  console.log(['search indexer, per listing:', ...indexingLines].join('\n'));

  let seeded = 0;
  const rows: string[] = [];
  const figures: { size: number; query: string; p50Ms: number; p99Ms: number; rcuPerQuery: number; matches: number }[] =
    [];
  for (const size of sizes) {
    const started = performance.now();
    let written = seeded;
    let shown = 0;
    await seedOpenListings(size - seeded, options, (n) => {
      written += n;
      if (written - shown >= size / 20) {
        shown = written;
        process.stderr.write(`\rseeding ${Math.round(written)}/${size} listings`);
      }
    });
    process.stderr.write(`\rseeded ${size} listings in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
    seeded = size;
    for (const kind of kinds) {
      for (let i = 0; i < 3; i++) await post(kind.body(i)); // warm-up
      const latencies: number[] = [];
      const capacity: number[] = [];
      const requests: number[] = [];
      const matches: number[] = [];
      for (let i = 0; i < kind.runs; i++) {
        latencies.push(await post(kind.body(i)));
        const meter = newReadMeter();
        const page = await searchListings(v.parse(SearchBody, kind.body(i)), { skip: 0, top: 25 }, { meter });
        capacity.push(meter.capacityUnits);
        requests.push(meter.requests);
        matches.push(page.totalCount);
      }
      latencies.sort((a, b) => a - b);
      figures.push({
        size,
        query: kind.name,
        p50Ms: round(percentile(latencies, 50)),
        p99Ms: round(percentile(latencies, 99)),
        rcuPerQuery: round(average(capacity)),
        matches: Math.round(average(matches)),
      });
      rows.push(
        `${String(size).padStart(7)}  ${kind.name.padEnd(28)}` +
          [percentile(latencies, 50), percentile(latencies, 99), average(capacity), average(requests)]
            .map((n) => fixed(n))
            .join('') +
          fixed(average(matches), 0),
      );
      console.log(rows[rows.length - 1]);
    }
  }
  console.log(`\nPOST /v2/search over HTTP, DynamoDB Local in memory; ${RUNS} queries per shape, page of 25`);
  console.log(`   size  ${'query'.padEnd(28)}   p50 ms   p99 ms  RCU/query  requests  matches`);
  for (const row of rows) console.log(row);
  console.log(lagLine);
  console.log(['search indexer, per listing (AWS-billed units):', ...indexingLines].join('\n'));
  if (values.json) writeFileSync(values.json, `${JSON.stringify({ queries: figures }, null, 2)}\n`);
  await server.close();
} finally {
  await dynamo.stop();
  rmSync(work, { recursive: true, force: true });
}
