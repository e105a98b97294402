import './quiet.ts';
// npm run bench:alerts [-- --sizes 1000,10000,100000 --listings 200 --json FILE]: what matching a
// new listing against the saved searches with alerts costs (docs/saved-searches.md, "Matching").
// For each size, the table (DynamoDB Local, in memory) holds that many realistic saved searches
// (infra/ops/sample-searches.ts: lanes, circles, states, routes, commodities), written in bulk as
// the API writes them; then realistic listings (infra/ops/sample-listings.ts) are matched one at a
// time as the alerter does (functions/searches/alerts.ts): the alert index's Queries, the match in
// memory, and a ListingMatch written per search that finds it. Printed per size: p50/p99 latency,
// read and write capacity per listing (AWS-billed: an empty Query page is half a unit), and how
// many searches each listing matched. --json FILE writes
// {"alerts":[{"savedSearches","rcuPerListing","wruPerListing","p50Ms","p99Ms","matchesPerListing"}]}.
import { parseArgs } from 'node:util';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startDynamoDbLocal } from '../infra/local/dynamodb-local.ts';
import { freePort } from '../infra/local/environment.ts';
import { useBenchTable } from './world.ts';
import { sampleListing, seededRandom } from '../infra/ops/sample-listings.ts';
import { sampleSavedSearchItems } from '../infra/ops/sample-searches.ts';
import { putItems } from '../shared/data/bulk.ts';
import { newId } from '../shared/data/ids.ts';
import { alertSavedSearches } from '../shared/domain/saved-searches/service.ts';
import { meterDynamoDb } from './dynamodb-meter.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,100000' },
    listings: { type: 'string', default: '200' },
    json: { type: 'string' },
  },
});
const sizes = values.sizes
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
const LISTINGS = Number(values.listings);
const root = resolve(import.meta.dirname, '..');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const average = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const dynamo = await startDynamoDbLocal({ cacheDir: resolve(root, '.data', 'cache'), port: await freePort() });
const results: {
  savedSearches: number;
  rcuPerListing: number;
  wruPerListing: number;
  p50Ms: number;
  p99Ms: number;
  matchesPerListing: number;
}[] = [];
try {
  await useBenchTable(dynamo.endpoint);
  let measuring = false;
  const meter = meterDynamoDb(() => measuring);
  const searchRandom = seededRandom(35);
  const listingOptions = { random: seededRandom(36), shipperIds: [1, 2, 3], brokerIds: [4], now: new Date() };
  let saved = 0;
  console.log(
    [
      'saved searches'.padEnd(16),
      ...['p50 ms', 'p99 ms', 'RCU', 'WRU', 'matches', 'Queries'].map((h) => h.padStart(9)),
    ].join(''),
  );
  for (const size of sizes) {
    // the saved searches, as the API stores them (a search and its entries), 50 to a user
    const started = Date.now();
    let entries = 0;
    while (saved < size) {
      const count = Math.min(2_000, size - saved);
      const batch = sampleSavedSearchItems(searchRandom, saved, count, (n) => 100_000 + Math.floor(n / 50));
      entries += batch.length - count;
      saved += count;
      await putItems(batch);
      process.stderr.write(`\rseeded ${saved} saved searches`);
    }
    process.stderr.write(` (${entries} more alert entries in ${Math.round((Date.now() - started) / 1000)} s)\n`);

    const timings: number[] = [];
    const reads: number[] = [];
    const writes: number[] = [];
    const matched: number[] = [];
    const queries: number[] = [];
    for (let i = 0; i < LISTINGS; i++) {
      const listing = sampleListing(newId(), listingOptions);
      meter.reset();
      measuring = true;
      const t0 = performance.now();
      const heard = await alertSavedSearches(listing);
      timings.push(performance.now() - t0);
      measuring = false;
      const used = meter.reset();
      reads.push(used.readUnits);
      writes.push(used.writeUnits);
      matched.push(heard.length);
      queries.push(used.calls - heard.length);
    }
    timings.sort((a, b) => a - b);
    const row = {
      savedSearches: size,
      rcuPerListing: round(average(reads)),
      wruPerListing: round(average(writes)),
      p50Ms: round(percentile(timings, 50)),
      p99Ms: round(percentile(timings, 99)),
      matchesPerListing: round(average(matched)),
    };
    results.push(row);
    console.log(
      [
        String(size).padEnd(16),
        ...[row.p50Ms, row.p99Ms, row.rcuPerListing, row.wruPerListing, row.matchesPerListing, average(queries)].map(
          (n) => n.toFixed(1).padStart(9),
        ),
      ].join(''),
    );
  }
  const [, ten, hundred] = [
    results.find((r) => r.savedSearches === 1000),
    results.find((r) => r.savedSearches === 10_000),
    results.find((r) => r.savedSearches === 100_000),
  ];
  if (ten && hundred)
    console.log(`RCU per listing at 100,000 / at 10,000: ${(hundred.rcuPerListing / ten.rcuPerListing).toFixed(2)}x`);
  if (values.json) writeFileSync(values.json, `${JSON.stringify({ alerts: results }, null, 2)}\n`);
} finally {
  await dynamo.stop();
}
