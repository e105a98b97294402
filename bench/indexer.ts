import './quiet.ts';
// npm run bench:indexer [-- --sizes 0,100000 --burst 1000 --json FILE]: does search indexing keep
// pace with the API (docs/search.md, "Indexing")? For each size the table (DynamoDB Local, in
// memory) first holds that many open listings (seeded, with their index items and tallies), then:
// - a burst: `--burst` listings created over HTTP by 8 clients at once, as fast as the API takes
//   them, with every stream consumer polling as `npm start` runs them (the search indexer among
//   them); from the first creation, when each listing is indexed (its index record holds its card).
//   Figures: listings created a second, the lag from the last creation to the last listing indexed,
//   and the write units the indexer used per listing (AWS-billed, bench/dynamodb-meter.ts);
// - a backlog: as many listings created while the consumers are stopped (a restart, a deploy), then
//   the consumers started from where they stopped: listings indexed a second while draining it,
//   what the indexer can do, whatever the API's pace.
// --json FILE writes {"indexer":[{tableListings, listings, createdPerSecond, indexedPerSecond, lagAfterLastMs,
// wruPerListing}]}.
import { parseArgs } from 'node:util';
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { startBenchApi, unlimitedKey } from './world.ts';
import { meterDynamoDb } from './dynamodb-meter.ts';
import { consumerSubscriber, startSubscribers } from '../infra/local/stream-poller.ts';
import { sampleListing, seedAccounts, seededRandom, seedOpenListings } from '../infra/ops/sample-listings.ts';
import { streamConsumers, searchIndexer } from '../shared/routes/streams.ts';
import { db, tableName } from '../shared/data/client.ts';
import { keys } from '../shared/data/keys.ts';
import type { Listing } from '../shared/domain/listings/types.ts';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '0,100000' },
    burst: { type: 'string', default: '1000' },
    json: { type: 'string' },
  },
});
const sizes = values.sizes.split(',').map(Number);
const BURST = Number(values.burst);
const CLIENTS = 8;
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** What a client posts for a sample listing: its route, commodity and title, as POST /v2/listings takes them. */
function creationBody(listing: Listing) {
  // the samples' short place types, as the API names them
  const types: Record<string, string> = { Business: 'BusinessWithLoadingDockOrForklift', Storage: 'StorageFacility' };
  const stop = ({ address: a, timeFrame }: Listing['route']['items'][number]) => ({
    address: {
      streetAddress: a.streetAddress,
      postalCode: a.postalCode,
      country: a.country,
      type: types[a.type] ?? a.type,
    },
    timeFrame,
  });
  const [item] = listing.items;
  return {
    title: listing.title,
    route: { items: listing.route.items.map(stop) },
    items: [
      item!.commodity === 'CarsLightTrucks'
        ? { commodity: 'CarsLightTrucks', year: '2018', makeName: 'Toyota', modelName: 'Camry' }
        : { commodity: item!.commodity, unitCount: item!.unitCount },
    ],
  };
}

const api = await startBenchApi('indexer');
const work = mkdtempSync(join(tmpdir(), 'bench-indexer-'));
try {
  const shipperIds = await seedAccounts('Shipper', CLIENTS);
  const options = { random: seededRandom(7), shipperIds, brokerIds: await seedAccounts('Broker', 2), now: new Date() };
  const clientKeys = await Promise.all(shipperIds.map((id) => unlimitedKey(id)));
  const inIndexer = new AsyncLocalStorage<true>();
  const meter = meterDynamoDb(() => inIndexer.getStore() === true);

  /** When each listing was indexed: the end of the indexer's invocation that applied its records. */
  const indexedAt = new Map<number, number>();
  const noteIndexed = (event: DynamoDBStreamEvent, { batchItemFailures }: DynamoDBBatchResponse) => {
    const failed = batchItemFailures?.[0]?.itemIdentifier;
    const at = performance.now();
    for (const record of event.Records) {
      if (record.dynamodb?.SequenceNumber === failed) return;
      const image = record.dynamodb?.NewImage ?? record.dynamodb?.OldImage;
      indexedAt.set(Number(image?.listingId?.N), at);
    }
  };
  /**
   * Every stream consumer as `npm start` polls them, the indexer's calls marked for the meter and its batches noted.
   */
  const startConsumers = async (positions: string) => {
    const subscribers = await Promise.all(
      streamConsumers.map(async (consumer) => {
        const subscriber = await consumerSubscriber(consumer);
        if (consumer !== searchIndexer) return subscriber;
        const invoke = async (event: DynamoDBStreamEvent) => {
          const answer = await inIndexer.run(true, () => subscriber.invoke(event));
          noteIndexed(event, answer);
          return answer;
        };
        return { ...subscriber, invoke };
      }),
    );
    return startSubscribers(
      {
        endpoint: api.dynamoDbEndpoint,
        tableName: tableName(),
        positionsDirectory: positions,
        startingPosition: 'LATEST',
      },
      subscribers,
    );
  };

  /** Creates `count` listings over HTTP, CLIENTS at once; each id with when its 201 came. */
  const create = async (count: number, created: Map<number, number>) => {
    const bodies = Array.from({ length: count }, () => creationBody(sampleListing(0, options)));
    let next = 0;
    await Promise.all(
      clientKeys.map(async (key) => {
        while (next < bodies.length) {
          const body = bodies[next++]!;
          const res = await fetch(`${api.url}/v2/listings`, {
            method: 'POST',
            headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          if (res.status !== 201) throw new Error(`POST /v2/listings answered ${res.status}: ${await res.text()}`);
          await res.arrayBuffer();
          created.set(Number(res.headers.get('location')!.split('/').pop()), performance.now());
        }
      }),
    );
  };

  /** Until every listing created is indexed; when each was, checked against the index records at the end. */
  const watchIndexed = async (created: Map<number, number>, creating: Promise<void>) => {
    let done = false;
    void creating.finally(() => {
      done = true;
    });
    const deadline = performance.now() + 15 * 60_000;
    const pending = () => [...created.keys()].filter((id) => !indexedAt.has(id));
    while (!done || pending().length) {
      if (performance.now() > deadline)
        throw new Error(`${pending().length} of ${created.size} listings not indexed after 15 minutes`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const ids = [...created.keys()];
    for (let i = 0; i < ids.length; i += 100) {
      const chunk = ids.slice(i, i + 100);
      const { Responses } = await db().send(
        new BatchGetCommand({
          RequestItems: {
            [tableName()]: { Keys: chunk.map((id) => keys.searchTallied(id)), ProjectionExpression: 'version' },
          },
        }),
      );
      const recorded = (Responses?.[tableName()] ?? []).filter((item) => item.version).length;
      if (recorded < chunk.length)
        throw new Error(`${chunk.length - recorded} listings the indexer applied have no index record`);
    }
    return new Map(ids.map((id) => [id, indexedAt.get(id)!]));
  };

  const figures: {
    tableListings: number;
    listings: number;
    createdPerSecond: number;
    indexedPerSecond: number;
    lagAfterLastMs: number;
    wruPerListing: number;
  }[] = [];
  const lines: string[] = [];
  let seeded = 0;
  for (const size of sizes) {
    const seeding = performance.now();
    let written = seeded;
    await seedOpenListings(size - seeded, options, (n) =>
      process.stderr.write(`\rseeding ${Math.round((written += n))}/${size} listings`),
    );
    if (size > seeded)
      process.stderr.write(`\rseeded ${size} listings in ${((performance.now() - seeding) / 1000).toFixed(0)} s\n`);
    seeded = size;

    // a burst, the consumers running: started after the seeding (LATEST), as a new mapping
    const positions = join(work, String(size));
    let consumers = await startConsumers(positions);
    meter.reset();
    const created = new Map<number, number>();
    const started = performance.now();
    const creating = create(BURST, created);
    const indexed = await watchIndexed(created, creating);
    await creating;
    const used = meter.reset();
    const lastCreated = Math.max(...created.values());
    const createdPerSecond = BURST / ((lastCreated - started) / 1000);
    const lagAfterLastMs = Math.max(...indexed.values()) - lastCreated;
    await consumers.stop();

    // a backlog: created while the consumers are stopped, drained from where they stopped
    const backlog = new Map<number, number>();
    await create(BURST, backlog);
    const draining = performance.now();
    consumers = await startConsumers(positions);
    const drained = await watchIndexed(backlog, Promise.resolve());
    const indexedPerSecond = BURST / ((Math.max(...drained.values()) - draining) / 1000);
    await consumers.stop();
    seeded += 2 * BURST;

    figures.push({
      tableListings: size,
      listings: BURST,
      createdPerSecond: round(createdPerSecond),
      indexedPerSecond: round(indexedPerSecond),
      lagAfterLastMs: Math.round(lagAfterLastMs),
      wruPerListing: round(used.writeUnits / BURST),
    });
    lines.push(
      [
        String(size).padStart(7),
        String(BURST).padStart(7),
        round(createdPerSecond).toFixed(1).padStart(10),
        round(indexedPerSecond).toFixed(1).padStart(10),
        Math.round(lagAfterLastMs).toString().padStart(9),
        round(used.writeUnits / BURST)
          .toFixed(1)
          .padStart(8),
      ].join(' '),
    );
    console.log(lines.at(-1));
  }
  console.log(`\nsearch indexing, DynamoDB Local in memory, every stream consumer polling as npm start does`);
  console.log(`  table   burst  created/s  indexed/s  lag ms  WRU/listing`);
  for (const line of lines) console.log(line);
  console.log(
    'created/s: the burst over HTTP (8 clients); lag: last creation to last listing indexed; indexed/s: draining a ' +
      'backlog of as many',
  );
  if (values.json) writeFileSync(values.json, `${JSON.stringify({ indexer: figures }, null, 2)}\n`);
} finally {
  await api.stop();
  rmSync(work, { recursive: true, force: true });
}
