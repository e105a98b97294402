import { isDeepStrictEqual } from 'node:util';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  DeleteCommand,
  GetCommand,
  paginateScan,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type ScanCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiForThisFile } from '../support/api.ts';
import { bidBody, listCatchesUp, listingBody } from '../support/listings.ts';
import { db } from '../../shared/data/client.ts';
import { ALERT_DIGEST_SHARDS, alertDigestShard, keys } from '../../shared/data/keys.ts';
import {
  ALERT_DIGESTS_PER_USER,
  alertEntries,
  alertEntriesDrift,
  digestsDue,
  insertDigestMatch,
  matchesOfDigest,
} from '../../shared/data/saved-searches.ts';
import { ALERT_INDEX_SHARDS } from '../../shared/domain/saved-searches/service.ts';
import { alertPartitionsOfListing, alertPartitionsOfSearch } from '../../shared/domain/saved-searches/alert-index.ts';
import { searchQueryOf } from '../../shared/domain/search/rules.ts';
import { entityOf } from '../../shared/data/items.ts';
import type { ListingMatch, SavedSearch } from '../../shared/domain/saved-searches/types.ts';
import { forgetMigration } from '../../shared/data/migrations.ts';
import { LISTING_ENTRY_VIEWS, LISTING_SPLIT } from '../../shared/data/listing-migrations.ts';
import { TRANSIT_STATUS_SUMMARIES } from '../../shared/data/transit.ts';
import { PROVIDER_BLOCKS } from '../../shared/data/provider-relations.ts';
import { searchCardsOf } from '../../shared/data/search-reads.ts';
import { readTallies } from '../../shared/data/search-tallies.ts';
import {
  SEARCH_CARDS_IN_ENTRIES,
  SEARCH_ENTRY_SHIPPERS,
  SEARCH_LISTS,
  SEARCH_NEAR_PLACES,
  SEARCH_PLACES_BY_COMMODITY,
  SEARCH_SHARDED_LISTS,
} from '../../shared/domain/search/service.ts';
import { countOf, everywhereScope } from '../../shared/domain/search/tallies.ts';
import { eventually } from '../support/eventually.ts';
import { receiver } from '../support/webhook-receiver.ts';
import { COPIED_FROM, recordEveryCopySource } from '../../shared/domain/privacy/copied-from.ts';
import { NOTIFICATION_RETENTION } from '../../shared/data/notifications.ts';
import { COMMODITY_SHARDS, EVERYWHERE_SHARDS } from '../../shared/data/search-layout.ts';
import { migrate as migrateHere } from '../../infra/ops/migrate.ts';
import { TRACKED_SHARDS, TRACKED_SHARDS_BEFORE } from '../../shared/data/definitions/positions.ts';
import { silentShipments, trackedShards, TRACKED_SHIPMENT_SHARDS } from '../../shared/data/positions.ts';
import { markSilentShipments } from '../../shared/domain/tracking/no-signal.ts';

// Production holds listings in the layout before the split (docs/data-model.md): one item with
// the listing's state, keyed in GSI1 (a shipper's listings) and GSI2 (by transit status), and no
// counts. Listings made here through the API are put back into that layout, then read before,
// during and after `npm run migrate`: every listing, bid, count and history must read the same.

const api = apiForThisFile();
const run = promisify(execFile);
let shipper: { key: string; userId: number };
let carrier: { key: string };
const listingIds: number[] = [];

const created = async (key: string, body: unknown, path = '/v2/listings') => {
  const res = await api.call('POST', path, { key, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return Number(res.headers.get('location')!.split('/').pop());
};

/** Back to the layout before the split: content and state in one item keyed in GSI1 and GSI2. */
async function toOldLayout(listingId: number): Promise<void> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: api.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :l)',
      ExpressionAttributeValues: { ':pk': `LISTING#${listingId}`, ':l': 'LISTING' },
    }),
  );
  const content = Items.find((i) => i.SK === 'LISTING')!;
  const state = Items.find((i) => i.SK === 'LISTING#STATE')!;
  const { GSI4PK: _pk, GSI4SK: _sk, PK: _p, SK: _s, entity: _e, ...fields } = state;
  const { layout: _layout, ...rest } = content;
  const sort = `${content.createdOn}#${listingId}`;
  await db().send(
    new PutCommand({
      TableName: api.tableName,
      Item: {
        ...rest,
        ...fields,
        GSI1PK: keys.listingsOfShipper(content.shipperId),
        GSI1SK: sort,
        GSI2PK: keys.listingsOfShipperByTransitStatus(content.shipperId, state.transitStatus ?? 'Unbooked'),
        GSI2SK: sort,
      },
    }),
  );
  for (const key of [keys.listingState(listingId), keys.listingEntry(listingId)])
    await db().send(new DeleteCommand({ TableName: api.tableName, Key: key }));
}

/** What a client sees of every listing: lists (all, per status, paged), each listing, its bids and history. */
async function everythingRead() {
  const get = async (path: string) => (await api.call('GET', path, { key: shipper.key })).body;
  const lists = {
    all: await get('/v2/listings?$top=100'),
    firstTwo: (await get('/v2/listings?$top=2')).items,
    skipped: (await get('/v2/listings?$skip=2&$top=2')).items,
    ...Object.fromEntries(
      await Promise.all(
        ['Unbooked', 'ReadyForDispatch', 'Dispatched'].map(async (s) => [
          s,
          await get(`/v2/listings?transitStatus=${s}`),
        ]),
      ),
    ),
  };
  // cursors differ by layout; the pages are compared
  for (const list of Object.values<Record<string, unknown>>(lists)) if ('links' in list) list.links = [];
  const listings = await Promise.all(
    listingIds.map(async (id) => ({
      listing: await get(`/v2/listings/${id}`),
      bids: await get(`/v2/listings/${id}/bids`),
    })),
  );
  const booked = listingIds[0]!;
  return { lists, listings, history: await get(`/v2/listings/${booked}/transitStatuses`) };
}

/** `npm run migrate` on this file's table, as an operator runs it: a process of its own (it exits with 0). */
const migrateCommand = (...args: string[]) =>
  run(
    process.execPath,
    ['--import', 'tsx', 'infra/ops/migrate.ts', '--stage', 'sandbox', '--table', api.tableName, ...args],
    {
      env: { ...process.env, DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT, NODE_OPTIONS: '' },
    },
  ).then(({ stdout }) => stdout);

/**
 * The same command in this process (what it prints): a process of tsx costs seconds to start, and
 * this file ran 41. It points this process at the table as the command does (infra/ops/target.ts:
 * the table is already this file's, and the names of the stage's Stripe parameters would have the
 * API here reach for SSM), so the environment is put back after.
 */
const migrate = async (...args: string[]) => {
  const env = { ...process.env };
  try {
    return await migrateHere(['--stage', 'sandbox', '--table', api.tableName, ...args], () => {});
  } finally {
    for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
    Object.assign(process.env, env);
  }
};

/**
 * `step`'s marker taken away, then `npm run migrate` run in two goes (`--max-items`): `reads` read
 * `before` after, and the step says it resumed and completed. `meanwhile`: they read `before` with
 * the step not begun and half done too (the migrations whose readers take either layout while they
 * run; the API reads one layout of listings and search, and deploys after their migrations:
 * docs/operations.md, "Migrations"). `halfWay`: what else must hold with the step half done.
 */
async function migrateInSteps(
  step: string,
  reads: () => Promise<unknown>,
  before: unknown,
  {
    maxItems = 2,
    halfWay,
    meanwhile = true,
  }: { maxItems?: number; halfWay?: () => Promise<void>; meanwhile?: boolean } = {},
): Promise<void> {
  await db().send(new DeleteCommand({ TableName: api.tableName, Key: keys.migration(step) }));
  forgetMigration(step);
  if (meanwhile) expect(await reads(), 'during').toEqual(before);
  expect(await migrate('--max-items', String(maxItems))).toMatch(
    new RegExp(`${step}[\\s\\S]*Stopped after \\d+ items( \\(\\d+ converted\\))?; run again`),
  );
  if (meanwhile) expect(await reads(), 'during, half done').toEqual(before);
  await halfWay?.();
  expect(await migrate()).toMatch(new RegExp(`Resuming[\\s\\S]*${step} complete`));
  expect(await migrate()).toMatch(/Every migration is complete/);
  expect(await reads(), 'after').toEqual(before);
}

beforeAll(async () => {
  shipper = { ...(await api.user('Shipper')), userId: 0 };
  shipper.userId = (await api.call('GET', '/v2', { key: shipper.key })).body.userId;
  carrier = await api.user('ServiceProvider');
  for (let i = 0; i < 6; i++) listingIds.push(await created(shipper.key, listingBody({ title: `Listing ${i}` })));
  const bids = [];
  for (const id of listingIds.slice(0, 3))
    bids.push((await api.call('POST', `/v2/listings/${id}/bids`, { key: carrier.key, body: bidBody() })).body.bidId);
  expect((await api.call('POST', `/v2/bids/${bids[0]}/acceptance`, { key: shipper.key })).status).toBe(200);
  expect((await api.call('POST', `/v2/listings/${listingIds[0]}/dispatched`, { key: carrier.key })).status).toBe(201);
  expect(
    (
      await api.call('POST', `/v2/listings/${listingIds[0]}/locations`, {
        key: carrier.key,
        body: { latitude: 31.5, longitude: -103.2 },
      })
    ).status,
  ).toBe(201);
  expect((await api.call('POST', `/v2/listings/${listingIds[5]}/cancellation`, { key: shipper.key })).status).toBe(204);
  // the lists' views follow those changes through the stream (docs/listings.md)
  await listCatchesUp(api, shipper.key);
  await listCatchesUp(
    api,
    shipper.key,
    'transitStatus=Dispatched',
    (list) => list.totalCount === 1 && list.items.length === 1,
  );
});

/** Every item of the table a filter keeps (a Scan reads a page of 1 MB at a time). */
const scanned = async (filter: Omit<ScanCommandInput, 'TableName'>) => {
  const found: Record<string, unknown>[] = [];
  for await (const page of paginateScan({ client: db() }, { TableName: api.tableName, ...filter }))
    found.push(...(page.Items ?? []));
  return found;
};

describe("npm run migrate: the listing split, on data in today's layout", () => {
  it('every listing, bid, count and history reads the same before and after; runs resume and repeat harmlessly', async () => {
    const before = await everythingRead();
    expect(before.lists.all.totalCount).toBe(6);
    expect(before.lists.Dispatched.totalCount).toBe(1);
    // paged reads are slices of the whole list
    const all = before.lists.all.items.map((l: { listingId: number }) => l.listingId);
    expect(before.lists.firstTwo.map((l: { listingId: number }) => l.listingId)).toEqual(all.slice(0, 2));
    expect(before.lists.skipped.map((l: { listingId: number }) => l.listingId)).toEqual(all.slice(2, 4));

    // the layout before the split: one item a listing, no counts, no marker
    for (const id of listingIds) await toOldLayout(id);
    await db().send(new DeleteCommand({ TableName: api.tableName, Key: keys.listingCounts(shipper.userId) }));
    await db().send(new DeleteCommand({ TableName: api.tableName, Key: keys.migration(LISTING_SPLIT) }));
    forgetMigration(LISTING_SPLIT);
    // the API reads the split layout alone: it deploys after the migration (docs/operations.md, "Migrations")
    expect((await api.call('GET', `/v2/listings/${listingIds[1]}`, { key: shipper.key })).status).toBe(404);

    // in two steps (a run stopped and resumed), then once more: nothing left to do
    // the first step is the command itself (its arguments, what it prints, its exit): the rest run in this process
    expect(await migrateCommand('--max-items', '3')).toMatch(/Stopped after \d+ items \(\d+ converted\).*run again/);
    expect(await migrate()).toMatch(/Resuming[\s\S]*listing-split complete on .*converted/);
    expect(await migrate()).toMatch(/Every migration is complete/);

    // counts rebuilt by the migration, paged by the index; the entries' views follow through the stream
    const after = await eventually(everythingRead, (now) => isDeepStrictEqual(now, before), 'the lists as before');
    expect(after).toEqual(before);
    const { Items = [] } = await db().send(
      new QueryCommand({
        TableName: api.tableName,
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.listingsOfShipperByTransitStatus(shipper.userId, 'Unbooked') },
      }),
    );
    expect(Items).toEqual([]); // no listing is left in the old index
  });
});

describe("npm run migrate: the views on the entries of shippers' lists, on entries written before them", () => {
  it('every list reads the same before and after; runs resume and repeat harmlessly', async () => {
    await listCatchesUp(api, shipper.key);
    const before = await everythingRead();
    const entries = await scanned({
      FilterExpression: 'entity = :e AND GSI1PK = :list',
      ExpressionAttributeValues: { ':e': 'ListingEntry', ':list': keys.listingsOfShipper(shipper.userId) },
    });
    expect(entries.length).toBeGreaterThanOrEqual(6);
    expect(entries.every((entry) => entry.view instanceof Uint8Array && typeof entry.GSI2PK === 'string')).toBe(true);

    // the layout before: entries with their list's keys only, no marker
    for (const { PK, SK } of entries) {
      await db().send(
        new UpdateCommand({
          TableName: api.tableName,
          Key: { PK, SK },
          UpdateExpression: 'REMOVE #view, viewOf, GSI2PK, GSI2SK',
          ExpressionAttributeNames: { '#view': 'view' },
        }),
      );
    }
    await db().send(new DeleteCommand({ TableName: api.tableName, Key: keys.migration(LISTING_ENTRY_VIEWS) }));
    forgetMigration(LISTING_ENTRY_VIEWS);

    expect(await migrate('--max-items', '2')).toMatch(
      /listing-entry-views[\s\S]*Stopped after \d+ items \(\d+ converted\).*run again/,
    );
    expect(await migrate()).toMatch(/Resuming[\s\S]*listing-entry-views complete/);
    expect(await migrate()).toMatch(/Every migration is complete/);
    expect(await everythingRead(), 'after').toEqual(before);
    const viewed = await scanned({
      FilterExpression: 'entity = :e AND GSI1PK = :list',
      ExpressionAttributeValues: { ':e': 'ListingEntry', ':list': keys.listingsOfShipper(shipper.userId) },
    });
    expect(viewed.every((entry) => entry.view instanceof Uint8Array && typeof entry.GSI2PK === 'string')).toBe(true);
  });
});

describe('npm run migrate: the summary of status records on booked listings, on listings booked before it', () => {
  it('tracking and the tracking page read the same before, during and after; a status posted meanwhile keeps the whole summary', async () => {
    const booked = listingIds[0]!;
    const pagePath = async () =>
      new URL(
        (await api.call('GET', `/v2/listings/${booked}`, { key: shipper.key })).body.links.find(
          (link: { rel: string }) => link.rel === 'TrackingPage',
        ).href,
      ).pathname;
    const trackingRead = async () => ({
      track: (await api.call('GET', `/v2/listings/${booked}/track`, { key: shipper.key })).body,
      page: await (await fetch(`${api.url}${await pagePath()}`)).text(),
      history: (await api.call('GET', `/v2/listings/${booked}/transitStatuses`, { key: shipper.key })).body,
    });
    const states = async () =>
      scanned({
        FilterExpression: 'entity = :e AND shipperId = :s AND attribute_exists(transitStatus)',
        ExpressionAttributeValues: { ':e': 'ListingState', ':s': shipper.userId },
      });
    const before = await trackingRead();
    expect(before.track.shipmentTrackingStatuses.map((s: { status: string }) => s.status)).toEqual([
      'ReadyForDispatch',
      'Dispatched',
    ]);
    expect((await states()).every((state) => Array.isArray(state.statusRecords))).toBe(true);

    // the layout before: no summary on the state, no marker
    for (const { PK, SK } of await states())
      await db().send(
        new UpdateCommand({ TableName: api.tableName, Key: { PK, SK }, UpdateExpression: 'REMOVE statusRecords' }),
      );
    await db().send(new DeleteCommand({ TableName: api.tableName, Key: keys.migration(TRANSIT_STATUS_SUMMARIES) }));
    forgetMigration(TRANSIT_STATUS_SUMMARIES);
    expect(await trackingRead(), 'during').toEqual(before);

    // a second booked listing, then a status posted on it before the migration reaches it
    const other = await created(shipper.key, listingBody({ title: 'Booked before the summary' }));
    const bid = (await api.call('POST', `/v2/listings/${other}/bids`, { key: carrier.key, body: bidBody() })).body
      .bidId;
    expect((await api.call('POST', `/v2/bids/${bid}/acceptance`, { key: shipper.key })).status).toBe(200);
    await db().send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: keys.listingState(other),
        UpdateExpression: 'REMOVE statusRecords',
      }),
    );
    expect((await api.call('POST', `/v2/listings/${other}/dispatched`, { key: carrier.key })).status).toBe(201);
    const otherTrack = (await api.call('GET', `/v2/listings/${other}/track`, { key: shipper.key })).body;
    expect(otherTrack.shipmentTrackingStatuses.map((s: { status: string }) => s.status)).toEqual([
      'ReadyForDispatch',
      'Dispatched',
    ]);

    expect(await migrate('--max-items', '2')).toMatch(
      /transit-status-summaries[\s\S]*Stopped after \d+ items \(\d+ converted\).*run again/,
    );
    expect(await trackingRead(), 'during, half done').toEqual(before);
    expect(await migrate()).toMatch(/Resuming[\s\S]*transit-status-summaries complete/);
    expect(await migrate()).toMatch(/Every migration is complete/);
    expect(await trackingRead(), 'after').toEqual(before);
    expect((await api.call('GET', `/v2/listings/${other}/track`, { key: shipper.key })).body).toEqual(otherTrack);
    expect((await states()).every((state) => Array.isArray(state.statusRecords))).toBe(true);
  });
});

describe('npm run migrate: the search lists and tallies, on data indexed before them', () => {
  const searches: unknown[] = [
    {},
    { sort: [{ by: 'Price', direction: 'Descending' }] },
    { sort: [{ by: 'ExpirationDate' }] },
    { commodities: ['Furniture'], sort: [{ by: 'TotalDistance' }] },
    { origin: { regions: ['USA-TX'] } },
    { origin: { coordinates: { latitude: 30.27, longitude: -97.74, radius: 300 } } },
    { origin: { coordinates: { latitude: 30.27, longitude: -97.74, radius: 300 } }, commodities: ['Furniture'] },
    { origin: { coordinates: { latitude: 30.27, longitude: -97.74, radius: 20 } }, sort: [{ by: 'Price' }] },
    {
      origin: { coordinates: { latitude: 30.27, longitude: -97.74, radius: 300 } },
      sort: [{ by: 'DistanceFromOrigin', direction: 'Descending' }],
    },
  ];
  const everySearch = async () =>
    Promise.all(
      searches.map(async (body) => {
        const res = await api.call('POST', '/v2/search?$top=3', { key: shipper.key, body });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return {
          totalCount: res.body.totalCount,
          items: res.body.items.map((item: { listingId: number }) => item.listingId),
        };
      }),
    );

  /** Every listing's index record says it was indexed by the layout before, so a re-index writes its items again. */
  const recordsOfTheLayoutBefore = async () => {
    for (const { PK, SK } of await scanned({
      FilterExpression: 'entity = :r',
      ExpressionAttributeValues: { ':r': 'SearchTallied' },
    })) {
      await db().send(
        new UpdateCommand({
          TableName: api.tableName,
          Key: { PK, SK },
          UpdateExpression: 'SET version = :old',
          ExpressionAttributeValues: { ':old': 'indexed-before' },
        }),
      );
    }
  };

  /**
   * A sorted entry is in its shard (issue 52): everywhere `ALL#<id mod 8>`, a commodity's `<parent>` or `<parent>#<id
   * mod 4>`.
   */
  const inItsShard = (item: Record<string, unknown>) => {
    const id = Number(String(item.PK).slice('LISTING#'.length));
    const partition = String(item.GSI3PK);
    if (/#ALL#\d+$/.test(partition)) return partition.endsWith(`#ALL#${id % EVERYWHERE_SHARDS}`);
    const commodity = /#COMMODITY#([A-Za-z]+)(#\d+)?$/.exec(partition);
    if (commodity) return (commodity[2] ?? '#0') === `#${id % COMMODITY_SHARDS}`;
    return true;
  };

  it('searches read the same before and after; the tallies count every open listing once', async () => {
    const open: number[] = [];
    for (let i = 0; i < 3; i++) open.push(await created(shipper.key, listingBody({ title: `Open ${i}` })));
    const indexed = async () => {
      const found = (await api.call('POST', '/v2/search?$top=100', { key: shipper.key, body: {} })).body.items.map(
        (item: { listingId: number }) => item.listingId,
      );
      return open.every((id) => found.includes(id));
    };
    await eventually(indexed, Boolean, 'the open listings in search');
    const before = await everySearch();
    expect(before[0]!.totalCount).toBeGreaterThanOrEqual(4);

    // the layout before: place items only (the pickup's with the card), no sorted lists, tallies or records, no marker
    const pickups = await scanned({
      FilterExpression: 'SK = :p',
      ExpressionAttributeValues: { ':p': 'SEARCH#PICKUP' },
    });
    const cards = await searchCardsOf(pickups.map((item) => Number(String(item.PK).slice('LISTING#'.length))));
    for (const card of cards) {
      await db().send(
        new UpdateCommand({
          TableName: api.tableName,
          Key: keys.searchCard(card.listingId, 'pickup'),
          UpdateExpression: 'SET searchCard = :card',
          ExpressionAttributeValues: { ':card': card },
        }),
      );
    }
    const Items = await scanned({
      FilterExpression: 'entity IN (:s, :t, :r)',
      ExpressionAttributeValues: { ':s': 'SearchSorted', ':t': 'SearchTally', ':r': 'SearchTallied' },
    });
    expect(Items.length).toBeGreaterThan(0);
    for (const { PK, SK } of Items) await db().send(new DeleteCommand({ TableName: api.tableName, Key: { PK, SK } }));
    await db().send(new DeleteCommand({ TableName: api.tableName, Key: keys.migration(SEARCH_LISTS) }));
    forgetMigration(SEARCH_LISTS);

    expect(await migrate('--max-items', '2')).toMatch(/search-lists[\s\S]*Stopped after \d+ items; run again/);
    expect(await migrate()).toMatch(/Resuming[\s\S]*search-lists complete/);
    expect(await migrate()).toMatch(/Every migration is complete/);
    expect(await everySearch(), 'after').toEqual(before);
    const tallies = await readTallies([everywhereScope]);
    expect(countOf(tallies.get(everywhereScope), {})).toBe(before[0]!.totalCount);
  });

  it('the places per parent commodity: built for every open listing, and searches read the same after', async () => {
    const byCommodityPlaces = () =>
      scanned({
        FilterExpression: 'begins_with(SK, :s)',
        ExpressionAttributeValues: { ':s': 'SEARCH#PICKUP#COMMODITY' },
      });
    const openListings = (await api.call('POST', '/v2/search?$top=100', { key: shipper.key, body: {} })).body
      .totalCount;
    const places = await byCommodityPlaces();
    expect(places.length).toBe(openListings);
    const before = await everySearch();

    // the layout before: no places per commodity, no marker, and records of cards indexed by the
    // code before (their version is of the layout before)
    for (const { PK, SK } of places) await db().send(new DeleteCommand({ TableName: api.tableName, Key: { PK, SK } }));
    await recordsOfTheLayoutBefore();
    await db().send(new DeleteCommand({ TableName: api.tableName, Key: keys.migration(SEARCH_PLACES_BY_COMMODITY) }));
    forgetMigration(SEARCH_PLACES_BY_COMMODITY);

    expect(await migrate()).toMatch(/search-places-by-commodity complete/);
    expect(await migrate()).toMatch(/Every migration is complete/);
    expect((await byCommodityPlaces()).length).toBe(openListings);
    expect(await everySearch(), 'after').toEqual(before);
  });

  it('entries that carry their cards, in one everywhere partition: searches read the same before and after', async () => {
    const before = await everySearch();
    const indexItems = () =>
      scanned({
        FilterExpression: 'entity IN (:c, :s)',
        ExpressionAttributeValues: { ':c': 'SearchCard', ':s': 'SearchSorted' },
      });
    const items = await indexItems();
    // the sorted lists' and the near places' entries carry the card; the places by state do not
    const withCard = (item: Record<string, unknown>) =>
      item.entity === 'SearchSorted' || item.SK === 'SEARCH#NEAR' || item.SK === 'SEARCH#PICKUP#COMMODITY';
    const carried = (item: Record<string, unknown>) =>
      withCard(item) === String(item.entry).split('|').length > 14 && item.searchCard === undefined;
    expect(items.every(carried)).toBe(true);
    expect(items.every(inItsShard)).toBe(true);

    // the layout before: entries of 13 fields everywhere, the card on the pickup item, the everywhere lists in
    // four shards (listingId mod 4), records of the layout before, no marker
    const ids = [...new Set(items.map((item) => Number(String(item.PK).slice('LISTING#'.length))))];
    const cards = new Map((await searchCardsOf(ids)).map((card) => [card.listingId, card]));
    for (const item of items) {
      const id = Number(String(item.PK).slice('LISTING#'.length));
      const sets = [
        'entry = :entry',
        ...(item.SK === 'SEARCH#PICKUP' ? ['searchCard = :card'] : []),
        ...(/#ALL#\d$/.test(String(item.GSI3PK)) ? ['GSI3PK = :shard'] : []),
      ];
      await db().send(
        new UpdateCommand({
          TableName: api.tableName,
          Key: { PK: item.PK, SK: item.SK },
          UpdateExpression: `SET ${sets.join(', ')}`,
          ExpressionAttributeValues: {
            ':entry': String(item.entry).split('|').slice(0, 13).join('|'),
            ...(item.SK === 'SEARCH#PICKUP' ? { ':card': cards.get(id) } : {}),
            ...(/#ALL#\d$/.test(String(item.GSI3PK))
              ? { ':shard': String(item.GSI3PK).replace(/#ALL#\d$/, `#ALL#${id % 4}`) }
              : {}),
          },
        }),
      );
    }
    await recordsOfTheLayoutBefore();
    await db().send(new DeleteCommand({ TableName: api.tableName, Key: keys.migration(SEARCH_CARDS_IN_ENTRIES) }));
    forgetMigration(SEARCH_CARDS_IN_ENTRIES);
    expect((await indexItems()).some((item) => /#ALL#[1-3]$/.test(String(item.GSI3PK)))).toBe(true);

    expect(await migrate('--max-items', '2')).toMatch(
      /search-cards-in-entries[\s\S]*Stopped after \d+ items; run again/,
    );
    expect(await migrate()).toMatch(/Resuming[\s\S]*search-cards-in-entries complete/);
    expect(await migrate()).toMatch(/Every migration is complete/);
    expect(await everySearch(), 'after').toEqual(before);
    const after = await indexItems();
    expect(after.every(carried)).toBe(true);
    expect(after.every(inItsShard)).toBe(true);
  });

  it('the near places, and the places per commodity moved among them: searches read the same before and after', async () => {
    const before = await everySearch();
    const openListings = (await api.call('POST', '/v2/search?$top=100', { key: shipper.key, body: {} })).body
      .totalCount;
    const nearPlaces = () =>
      scanned({ FilterExpression: 'SK = :n', ExpressionAttributeValues: { ':n': 'SEARCH#NEAR' } });
    const commodityPlaces = () =>
      scanned({ FilterExpression: 'SK = :c', ExpressionAttributeValues: { ':c': 'SEARCH#PICKUP#COMMODITY' } });
    const cardCarried = (item: Record<string, unknown>) => String(item.entry).split('|').length > 14;
    expect((await nearPlaces()).length).toBe(openListings);
    expect(
      (await commodityPlaces()).every(
        (item) => /^SEARCH#NEAR#[0-9a-z]{3}#/.test(String(item.GSI3PK)) && cardCarried(item),
      ),
    ).toBe(true);

    // the layout before: no near places; the places per commodity in their pickup state's partition,
    // entries without the card; records of the layout before; no marker
    for (const { PK, SK } of await nearPlaces())
      await db().send(new DeleteCommand({ TableName: api.tableName, Key: { PK, SK } }));
    for (const item of await commodityPlaces()) {
      const [, , , , , , , , , , , pickupRegion] = String(item.entry).split('|');
      const parent = String(item.GSI3PK).split('#')[3];
      await db().send(
        new UpdateCommand({
          TableName: api.tableName,
          Key: { PK: item.PK, SK: item.SK },
          UpdateExpression: 'SET GSI3PK = :pk, entry = :entry',
          ExpressionAttributeValues: {
            ':pk': `SEARCH#PICKUP#${pickupRegion}#${parent}`,
            ':entry': String(item.entry).split('|').slice(0, 13).join('|'),
          },
        }),
      );
    }
    await recordsOfTheLayoutBefore();
    await migrateInSteps(SEARCH_NEAR_PLACES, everySearch, before, { meanwhile: false });
    expect((await nearPlaces()).length).toBe(openListings);
    expect(
      (await commodityPlaces()).every(
        (item) => /^SEARCH#NEAR#[0-9a-z]{3}#/.test(String(item.GSI3PK)) && cardCarried(item),
      ),
    ).toBe(true);
  });

  it('the sorted lists in shards (issue 52): searches read the same before, during and after, and every entry is in its shard after', async () => {
    const before = await everySearch();
    const sortedItems = () =>
      scanned({ FilterExpression: 'entity = :s', ExpressionAttributeValues: { ':s': 'SearchSorted' } });
    expect((await sortedItems()).every(inItsShard)).toBe(true);

    // the layout before: each everywhere list one partition (ALL#0), each parent commodity's one
    // (`COMMODITY#<parent>`); records of the layout before; no marker
    for (const item of await sortedItems()) {
      const partition = String(item.GSI3PK)
        .replace(/#ALL#\d+$/, '#ALL#0')
        .replace(/(#COMMODITY#[A-Za-z]+)#\d+$/, '$1');
      await db().send(
        new UpdateCommand({
          TableName: api.tableName,
          Key: { PK: item.PK, SK: item.SK },
          UpdateExpression: 'SET GSI3PK = :pk',
          ExpressionAttributeValues: { ':pk': partition },
        }),
      );
    }
    await recordsOfTheLayoutBefore();
    expect((await sortedItems()).every(inItsShard)).toBe(false);
    await migrateInSteps(SEARCH_SHARDED_LISTS, everySearch, before);
    expect((await sortedItems()).every(inItsShard)).toBe(true);
  });

  it('entries that name their shipper (issue 62): a blocked provider’s searches read the same before and after', async () => {
    const {
      key: blocker,
      user: { userId: blockerId },
    } = await api.user('Shipper');
    const blocked = await api.user('ServiceProvider');
    const hidden = [
      await created(blocker, listingBody({ title: 'Blocker’s sofa' })),
      await created(blocker, listingBody({ title: 'Blocker’s desk' })),
    ];
    await eventually(
      async () =>
        (await api.call('POST', '/v2/search?$top=100', { key: shipper.key, body: {} })).body.items.map(
          (item: { listingId: number }) => item.listingId,
        ),
      (ids: number[]) => hidden.every((id) => ids.includes(id)),
      'the blocker’s listings in search',
    );
    expect(
      (
        await api.call('PUT', `/v2/users/me/providers/${blocked.user.userId}`, {
          key: blocker,
          body: { relation: 'Blocked' },
        })
      ).status,
    ).toBe(201);
    // its pages, and its counts where the read is whole (beyond it, the layouts count the hidden ones differently:
    // docs/provider-relations.md)
    const blockedSearches = async () =>
      Promise.all(
        searches.map(async (body) => {
          const [page, whole] = await Promise.all(
            ['?$top=3', '?$top=100'].map((paging) =>
              api.call('POST', `/v2/search${paging}`, { key: blocked.key, body }),
            ),
          );
          expect(page!.status, JSON.stringify(page!.body)).toBe(200);
          const ids = (res: typeof page) =>
            res!.body.items.map((item: { listingId: number }) => item.listingId) as number[];
          expect(ids(whole).some((id) => hidden.includes(id))).toBe(false);
          return { items: ids(page), totalCount: whole!.body.totalCount };
        }),
      );
    const before = await blockedSearches();
    const anyones = await everySearch();
    const entries = () =>
      scanned({
        FilterExpression: 'entity IN (:c, :s)',
        ExpressionAttributeValues: { ':c': 'SearchCard', ':s': 'SearchSorted' },
      });
    const namesShipper = (item: Record<string, unknown>) => /^\d+$/.test(String(item.entry).split('|')[13] ?? '');
    expect((await entries()).every(namesShipper)).toBe(true);
    expect((await entries()).some((item) => String(item.entry).split('|')[13] === String(blockerId))).toBe(true);

    // the layout before: 13 fields, then the card where the entry carries one; records of the layout before; no marker
    for (const item of await entries()) {
      const fields = String(item.entry).split('|');
      const entry = [...fields.slice(0, 13), ...(fields.length > 14 ? [fields.slice(14).join('|')] : [])].join('|');
      await db().send(
        new UpdateCommand({
          TableName: api.tableName,
          Key: { PK: item.PK, SK: item.SK },
          UpdateExpression: 'SET entry = :entry',
          ExpressionAttributeValues: { ':entry': entry },
        }),
      );
    }
    await recordsOfTheLayoutBefore();
    expect((await entries()).some(namesShipper)).toBe(false);
    await migrateInSteps(SEARCH_ENTRY_SHIPPERS, blockedSearches, before, { meanwhile: false });
    expect((await entries()).every(namesShipper)).toBe(true);
    expect(await everySearch(), 'anyone’s searches').toEqual(anyones);
  });
});

describe('npm run migrate: blocks on the blocked providers, on blocks marked before them', () => {
  it('a block marked before hides the shipper’s listings from that provider’s searches after; a block cleared meanwhile is not put back; the marks read the same', async () => {
    const { key: blocker } = await api.user('Shipper');
    const [blocked, unblocked] = [await api.user('ServiceProvider'), await api.user('ServiceProvider')];
    const listingId = await created(blocker, listingBody({ title: 'Blocked shipper’s sedan' }));
    const finds = async (key: string) =>
      ((await api.call('POST', '/v2/search?$top=100', { key, body: {} })).body.items as { listingId: number }[]).some(
        (item) => item.listingId === listingId,
      );
    await eventually(() => finds(blocked.key), Boolean, 'the listing indexed');
    const marks = async () => (await api.call('GET', '/v2/users/me/providers', { key: blocker })).body;
    for (const provider of [blocked, unblocked])
      expect(
        (
          await api.call('PUT', `/v2/users/me/providers/${provider.user.userId}`, {
            key: blocker,
            body: { relation: 'Blocked' },
          })
        ).status,
      ).toBe(201);
    const before = await marks();
    expect(await finds(blocked.key)).toBe(false);

    // the layout before: the provider's user item does not know of its blocks; no marker
    for (const provider of [blocked, unblocked]) {
      await db().send(
        new UpdateCommand({
          TableName: api.tableName,
          Key: keys.user(provider.user.userId),
          UpdateExpression: 'REMOVE blockedBy',
        }),
      );
    }
    await db().send(new DeleteCommand({ TableName: api.tableName, Key: keys.migration(PROVIDER_BLOCKS) }));
    forgetMigration(PROVIDER_BLOCKS);
    expect(await marks()).toEqual(before);
    expect(await finds(blocked.key)).toBe(true); // as before the release
    expect(
      (await api.call('POST', `/v2/listings/${listingId}/bids`, { key: blocked.key, body: bidBody() })).status,
    ).toBe(403);
    // cleared before the migration reaches it: the migration must not put it back
    expect((await api.call('DELETE', `/v2/users/me/providers/${unblocked.user.userId}`, { key: blocker })).status).toBe(
      204,
    );

    expect(await migrate('--max-items', '1')).toMatch(/provider-blocks[\s\S]*Stopped after 1 items/);
    expect(await migrate()).toMatch(/Resuming[\s\S]*provider-blocks complete/);
    expect(await migrate()).toMatch(/Every migration is complete/);
    expect(await finds(blocked.key)).toBe(false);
    expect(await finds(unblocked.key)).toBe(true);
    expect((await marks()).items).toEqual(
      before.items.filter((mark: { userId: number }) => mark.userId === blocked.user.userId),
    );
    expect(
      (await api.call('POST', `/v2/listings/${listingId}/bids`, { key: blocked.key, body: bidBody() })).status,
    ).toBe(403);
  });
});

describe('npm run migrate: daily alerts queued a match each, the layout before the digests per user', () => {
  it('the digests due read the same before, half-way and after; after, each user’s digest is on the due list once and none of the old entries is left', async () => {
    const users = [(await api.user('ServiceProvider')).user.userId, (await api.user('ServiceProvider')).user.userId];
    const dueOn = new Date(Date.now() + 86_400_000).toISOString(); // tomorrow: the running digest job leaves them
    const stop = { majorMunicipality: 'Austin', stateProvince: 'TX', postalCode: '78701', country: 'USA' };
    const match = (userId: number, n: number): ListingMatch => ({
      searchId: `0193a1c2-7d4e-7b21-9c3f-5e8a1b2c3d4${n}`,
      searchName: `Lane ${n}`,
      userId,
      alerts: 'daily',
      matchedOn: new Date().toISOString(),
      listing: {
        listingId: 9000 + n,
        title: `Sedan ${n}`,
        commodity: 'CarsLightTrucks',
        pricingFormat: 'Auction',
        kilometers: 1300,
        pickup: stop,
        delivery: { ...stop, majorMunicipality: 'Tucson', stateProvince: 'AZ', postalCode: '85701' },
        expiresOn: dueOn,
      },
    });
    // the layout before: each match an entry of its own in the one due partition
    for (const userId of users) {
      for (const n of [1, 2]) {
        const m = match(userId, n);
        await db().send(
          new PutCommand({
            TableName: api.tableName,
            Item: {
              ...keys.alertDigestDueBefore(dueOn, userId, m.searchId, m.listing.listingId),
              entity: 'AlertDigestDue',
              dueOn,
              ...m,
              expiresAt: Math.floor(Date.parse(dueOn) / 1000) + 7 * 86_400,
            },
          }),
        );
      }
    }
    // and one heard after the release, before the migration reaches the others: it joins the same digest
    await insertDigestMatch(dueOn, match(users[0]!, 3));
    const later = new Date(Date.parse(dueOn) + 60_000).toISOString();
    const digests = async () =>
      Promise.all(
        (await digestsDue(later))
          .filter((d) => users.includes(d.userId))
          .map(async (digest) => ({
            userId: digest.userId,
            dueOn: digest.dueOn,
            matches: (await matchesOfDigest(digest)).sort((a, b) => a.searchId.localeCompare(b.searchId)),
          })),
      );
    const oldEntries = () =>
      scanned({ FilterExpression: 'entity = :e', ExpressionAttributeValues: { ':e': 'AlertDigestDue' } });
    const before = await digests();
    expect(before.map((d) => [d.userId, d.matches.length])).toEqual([
      [users[0], 3],
      [users[1], 2],
    ]);

    await migrateInSteps(ALERT_DIGESTS_PER_USER, digests, before, {
      maxItems: 1,
      halfWay: async () => expect((await oldEntries()).length).toBeGreaterThan(0),
    });
    expect(await oldEntries()).toEqual([]);
    const onTheDueList = await scanned({
      FilterExpression: 'entity = :e',
      ExpressionAttributeValues: { ':e': 'DigestDue' },
    });
    expect(onTheDueList.map((item) => [item.userId, item.PK]).sort()).toEqual(
      users.map((userId) => [userId, alertDigestShard(userId % ALERT_DIGEST_SHARDS)]).sort(),
    );
  });
});

describe('npm run migrate: saved searches placed before the alert index had shards', () => {
  it('a listing’s read finds the same searches before, half-way and after; after, each search’s entries are in its shards', async () => {
    const { key } = await api.user('ServiceProvider');
    const stored = async (searchId: string) =>
      entityOf<SavedSearch>(
        (
          await db().send(
            new GetCommand({ TableName: api.tableName, Key: keys.savedSearch(searchId), ConsistentRead: true }),
          )
        ).Item!,
      );
    const save = async (name: string, query: unknown) => {
      const res = await api.call('POST', '/v2/searches', { key, body: { name, query, alerts: 'instant' } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return stored(res.body.searchId);
    };
    const searches = [
      await save('Boats anywhere', { commodities: ['Boats'] }),
      await save('From Texas', { origin: { regions: ['USA-TX'] } }),
    ];
    // until one waits in a shard other than the whole partition's (seven in eight do)
    while (searches.every((s) => s.alertPartitions.every((p) => !/#\d+$/.test(p))))
      searches.push(await save('Boats again', { commodities: ['Boats'] }));
    const ids = searches.map((s) => s.searchId).sort();
    const austinBoats = {
      pickup: { latitude: 30.27, longitude: -97.74 },
      delivery: { latitude: 32.22, longitude: -110.97 },
      commodity: 'Boats',
      regions: ['USA-TX', 'USA-AZ'] as [string, string],
    };
    const found = async () =>
      (await alertEntries(alertPartitionsOfListing(austinBoats)))
        .map((entry) => entry.searchId)
        .filter((id) => ids.includes(id))
        .sort();
    expect(await found()).toEqual(ids);

    // the layout before: each entry under its whole partition's name, the search saying so
    for (const search of searches) {
      const whole = search.alertPartitions.map((p) => p.replace(/#\d+$/, ''));
      for (const [i, partition] of search.alertPartitions.entries()) {
        if (partition === whole[i]) continue;
        const { Item } = await db().send(
          new GetCommand({ TableName: api.tableName, Key: keys.searchAlert(partition, search.searchId) }),
        );
        await db().send(new PutCommand({ TableName: api.tableName, Item: { ...Item, PK: whole[i] } }));
        await db().send(
          new DeleteCommand({ TableName: api.tableName, Key: keys.searchAlert(partition, search.searchId) }),
        );
      }
      await db().send(
        new UpdateCommand({
          TableName: api.tableName,
          Key: keys.savedSearch(search.searchId),
          UpdateExpression: 'SET alertPartitions = :p',
          ExpressionAttributeValues: { ':p': whole },
        }),
      );
    }
    await migrateInSteps(ALERT_INDEX_SHARDS, found, ids, { maxItems: 1 });
    for (const { searchId } of searches) {
      const after = await stored(searchId);
      expect(after.alertPartitions).toEqual(alertPartitionsOfSearch(searchQueryOf(after.query), searchId));
      expect(await alertEntriesDrift(after)).toEqual([]);
    }
    // and none is left under a whole partition's name it no longer waits in
    const left = await scanned({ FilterExpression: 'entity = :e', ExpressionAttributeValues: { ':e': 'SearchAlert' } });
    for (const { searchId } of searches) {
      expect(
        left
          .filter((item) => item.SK === searchId)
          .map((item) => item.PK)
          .sort(),
      ).toEqual([...(await stored(searchId)).alertPartitions].sort());
    }
  });
});

describe('npm run migrate: copies written before they said whose they are (issue 61)', () => {
  it('inboxes and deliveries read the same before, half-way and after; after, every copy names whose it is again, and one whose source is gone is erased', async () => {
    // copies of each kind: a match's card, a question and its answer, a declination, a message; in inboxes, a match and
    // by webhook
    const hooks = receiver(200);
    const webhook = await api.call('POST', '/v2/webhooks', {
      key: carrier.key,
      body: {
        url: await hooks.start(),
        eventTypes: [
          'Listing.Matched/v1',
          'Listing.QuestionAnswered/v1',
          'Bid.Declined/v1',
          'Listing.MessageReceived/v1',
        ],
      },
    });
    expect(
      (
        await api.call('POST', '/v2/searches', {
          key: carrier.key,
          body: { name: 'Cars', query: { commodities: ['CarsLightTrucks'] }, alerts: 'instant' },
        })
      ).status,
    ).toBe(201);
    const matched = await created(shipper.key, listingBody({ title: 'A sofa of the shipper' }));
    const question = await api.call('POST', `/v2/listings/${matched}/questions`, {
      key: carrier.key,
      body: { text: 'A dock?' },
    });
    expect(
      (
        await api.call('PUT', `/v2/listings/${matched}/questions/${question.body.questionId}/answer`, {
          key: shipper.key,
          body: { text: 'Yes, at the back' },
        })
      ).status,
    ).toBe(200);
    const bid = await api.call('POST', `/v2/listings/${matched}/bids`, { key: carrier.key, body: bidBody() });
    expect(
      (
        await api.call('POST', `/v2/bids/${bid.body.bidId}/declination`, {
          key: shipper.key,
          body: { reason: 'DatesNotCompatible', comment: 'Too late' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await api.call('POST', `/v2/listings/${listingIds[0]}/messages`, {
          key: shipper.key,
          body: { text: 'Gate code 4411' },
        })
      ).status,
    ).toBe(201);
    const inbox = async (key: string) => (await api.call('GET', '/v2/notifications?$top=100', { key })).body;
    const kinds = ['ListingMatched', 'QuestionAnswered', 'BidDeclined', 'MessageReceived'];
    await eventually(
      () => inbox(carrier.key),
      (page) => kinds.every((kind) => page.items.some((n: { kind: string }) => n.kind === kind)),
      'the carrier told of each',
    );
    await eventually(
      async () => hooks.received.length,
      (count) => count === 4,
      'the four deliveries',
    );
    await eventually(async () => api.streamCaughtUp(), Boolean, 'the stream read');
    const reads = async () => ({
      carrier: await inbox(carrier.key),
      shipper: await inbox(shipper.key),
      deliveries: (await api.call('GET', `/v2/webhooks/${webhook.body.webhookId}/deliveries`, { key: carrier.key }))
        .body,
    });
    const before = await reads();

    // the layout before: no copiedFrom anywhere
    const copies = () => scanned({ FilterExpression: 'attribute_exists(copiedFrom)' });
    const written = new Map((await copies()).map((item) => [`${item.PK} ${item.SK}`, item.copiedFrom]));
    expect([...new Set((await copies()).map((item) => item.entity))].sort()).toEqual([
      'ListingMatch',
      'Notification',
      'WebhookDelivery',
    ]);
    for (const item of await copies())
      await db().send(
        new UpdateCommand({
          TableName: api.tableName,
          Key: { PK: item.PK, SK: item.SK },
          UpdateExpression: 'REMOVE copiedFrom',
        }),
      );
    await migrateInSteps(COPIED_FROM, reads, before);
    // each names its sources again; the earlier tests' matches of listings that never were (their
    // digests) name none, their card's title erased
    const after = new Map((await copies()).map((item) => [`${item.PK} ${item.SK}`, item.copiedFrom]));
    expect(new Map([...after].filter(([key]) => written.has(key)))).toEqual(written);
    for (const [key, sources] of after) if (!written.has(key)) expect(sources, key).toEqual({});

    // a copy whose source is gone (the question no longer there to say who asked): its words erased, its shipper's kept
    const [answered] = (await copies()).filter((item) => item.kind === 'QuestionAnswered');
    await db().send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: { PK: answered!.PK, SK: answered!.SK },
        UpdateExpression: 'REMOVE copiedFrom',
      }),
    );
    await db().send(
      new DeleteCommand({
        TableName: api.tableName,
        Key: { PK: `LISTING#${matched}`, SK: `QUESTION#${question.body.questionId}` },
      }),
    );
    await db().send(new DeleteCommand({ TableName: api.tableName, Key: keys.migration(COPIED_FROM) }));
    forgetMigration(COPIED_FROM);
    expect((await recordEveryCopySource()).converted).toBe(1);
    const { Item } = await db().send(
      new GetCommand({ TableName: api.tableName, Key: { PK: answered!.PK, SK: answered!.SK } }),
    );
    expect(Item).toMatchObject({
      copiedFrom: { shipper: shipper.userId },
      data: { question: '[removed: the account was closed]', answer: 'Yes, at the back' },
      message: answered!.message,
    });
    await hooks.stop();
  });
});

describe('npm run migrate: notifications written before their retention (issue 62)', () => {
  it('inboxes read the same before, half-way and after; after, each notification expires 90 days after it was made', async () => {
    const inbox = async () => (await api.call('GET', '/v2/notifications?$top=100', { key: shipper.key })).body;
    const notifications = () =>
      scanned({ FilterExpression: 'entity = :n', ExpressionAttributeValues: { ':n': 'Notification' } });
    await eventually(
      async () => (await inbox()).totalCount,
      (count) => count > 2,
      "the shipper's notifications",
    );
    const before = await inbox();
    const kept = new Map((await notifications()).map((item) => [`${item.PK} ${item.SK}`, item.expiresAt]));
    for (const item of await notifications())
      await db().send(
        new UpdateCommand({
          TableName: api.tableName,
          Key: { PK: item.PK, SK: item.SK },
          UpdateExpression: 'REMOVE expiresAt',
        }),
      );
    await migrateInSteps(NOTIFICATION_RETENTION, inbox, before);
    const after = await notifications();
    expect(
      after.every((item) => item.expiresAt === Math.floor(Date.parse(String(item.createdAt)) / 1000) + 90 * 86_400),
    ).toBe(true);
    expect(new Map(after.map((item) => [`${item.PK} ${item.SK}`, item.expiresAt]))).toEqual(kept);
  });
});

describe('npm run migrate: the positions watch list in 16 partitions, as issue 83 first wrote it', () => {
  it('the schedule finds the same silent loads before, half-way and after; after, each entry is in its partition of 128 once, one a report moved meanwhile with its later position', async () => {
    const tracked = [listingIds[0]!];
    for (let i = 0; i < 3; i++) {
      const listingId = await created(shipper.key, listingBody({ title: `Tracked ${i}` }));
      const bid = await api.call('POST', `/v2/listings/${listingId}/bids`, { key: carrier.key, body: bidBody() });
      expect((await api.call('POST', `/v2/bids/${bid.body.bidId}/acceptance`, { key: shipper.key })).status).toBe(200);
      const body = { latitude: 31.5, longitude: -103.2 };
      expect((await api.call('POST', `/v2/listings/${listingId}/locations`, { key: carrier.key, body })).status).toBe(
        201,
      );
      tracked.push(listingId);
    }
    const entries = async () =>
      (
        await scanned({ FilterExpression: 'entity = :e', ExpressionAttributeValues: { ':e': 'TrackedShipment' } })
      ).filter((item) => tracked.includes(Number(item.listingId)));
    const inPartitionOf = (shards: number) => (item: Record<string, unknown>) =>
      item.PK === `TRACKED#${Number(item.listingId) % shards}`;
    expect((await entries()).every(inPartitionOf(TRACKED_SHARDS))).toBe(true);
    // the layout before: each entry in its partition of 16
    for (const item of await entries()) {
      const before = { ...item, PK: `TRACKED#${Number(item.listingId) % TRACKED_SHARDS_BEFORE}` };
      if (before.PK === item.PK) continue;
      await db().send(new PutCommand({ TableName: api.tableName, Item: before }));
      await db().send(new DeleteCommand({ TableName: api.tableName, Key: { PK: item.PK, SK: item.SK } }));
    }
    const moving = (await entries()).filter((item) => !inPartitionOf(TRACKED_SHARDS)(item));
    expect(moving.length, 'some entries are out of their partition of 128').toBeGreaterThan(0);
    // a report after the release, before the migration reaches its entry: written where it belongs now
    const reported = Number(moving[0]!.listingId);
    const body = { latitude: 31.6, longitude: -103.4 };
    expect((await api.call('POST', `/v2/listings/${reported}/locations`, { key: carrier.key, body })).status).toBe(201);
    const latest = (await api.call('GET', `/v2/listings/${reported}/track`, { key: shipper.key })).body;

    // what the schedule reads: the loads silent before a time, each once whichever partition it is in
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const silent = async () => {
      const found = new Set<number>();
      for (const shard of trackedShards())
        for (const entry of await silentShipments(shard, later))
          if (tracked.includes(entry.listingId)) found.add(entry.listingId);
      return [...found].sort();
    };
    const before = await silent();
    expect(before).toEqual([...tracked].sort());
    await migrateInSteps(TRACKED_SHIPMENT_SHARDS, silent, before, {
      maxItems: 1,
      halfWay: async () => expect((await entries()).some((item) => !inPartitionOf(TRACKED_SHARDS)(item))).toBe(true),
    });
    const after = await entries();
    expect(after.every(inPartitionOf(TRACKED_SHARDS))).toBe(true);
    expect(after.map((item) => Number(item.listingId)).sort()).toEqual([...tracked].sort());
    expect(after.find((item) => Number(item.listingId) === reported)?.lastRecorded).toBe(
      latest.mostRecentLocation[0].recorded,
    );
    // the schedule works on each entry where it is: one put back where the layout before had it (not yet moved, as
    // during the migration) is said silent there, three hours on, as every other load is
    const notYet = after.find((item) => !inPartitionOf(TRACKED_SHARDS_BEFORE)(item))!;
    await db().send(
      new PutCommand({
        TableName: api.tableName,
        Item: { ...notYet, PK: `TRACKED#${Number(notYet.listingId) % TRACKED_SHARDS_BEFORE}` },
      }),
    );
    await db().send(new DeleteCommand({ TableName: api.tableName, Key: { PK: notYet.PK, SK: notYet.SK } }));
    await markSilentShipments(new Date(Date.now() + 3 * 3_600_000));
    const said = (await entries()).filter((item) => typeof item.silentSince === 'string');
    expect(said.map((item) => Number(item.listingId)).sort()).toEqual([...tracked].sort());
    expect(said.find((item) => item.listingId === notYet.listingId)?.PK).toBe(
      `TRACKED#${Number(notYet.listingId) % TRACKED_SHARDS_BEFORE}`,
    );
    // and each entry leaves the list 30 days after its latest position, found silent or not
    expect(
      (await entries()).every(
        (item) => item.expiresAt === Math.floor(Date.parse(String(item.lastRecorded)) / 1000) + 30 * 86_400,
      ),
    ).toBe(true);
  });
});
