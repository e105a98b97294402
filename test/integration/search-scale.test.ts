import { beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { listingBody } from '../support/listings.ts';
import { seedAccounts, seededRandom, seedOpenListings } from '../../infra/ops/sample-listings.ts';
import { db } from '../../shared/data/client.ts';
import { keys } from '../../shared/data/keys.ts';
import { findListing } from '../../shared/data/listings.ts';
import { readSearchEntries } from '../../shared/data/search-reads.ts';
import { readTallies } from '../../shared/data/search-tallies.ts';
import { indexListing, searchListings, sweepExpiredListings } from '../../shared/domain/search/service.ts';
import { matches, planScan, searchQueryOf, sortEntries } from '../../shared/domain/search/rules.ts';
import { chooseRead, currentLayout, talliesToRead } from '../../shared/domain/search/plan.ts';
import { countOf, everywhereScope } from '../../shared/domain/search/tallies.ts';
import type { SearchEntry } from '../../shared/domain/search/cards.ts';
import { SearchBody } from '../../shared/schemas/search.ts';
import { clockPasses, eventually } from '../support/eventually.ts';

// Search at a marketplace's scale (docs/search.md): 1,000 open listings, read through the sorted
// lists, the nearest-first read and the tallies. Every page is checked against the ground truth,
// every match read from the place slices and sorted in memory (the design before the lists).

const api = apiForThisFile();
let shipper: string;
const SIZE = 1_000;

const search = (body: unknown, query = '') => api.call('POST', `/v2/search${query}`, { key: shipper, body });
/** Until the index counts that many open listings (the indexer follows the stream). */
const counted = (total: number) =>
  eventually(
    () => search({}, '?$top=1'),
    (res) => res.body.totalCount === total,
    `${total} listings counted`,
  );

/** Every match of a body in its order: the place slices read whole, every filter and sort applied in memory. */
async function groundTruth(body: unknown): Promise<SearchEntry[]> {
  const query = searchQueryOf(v.parse(SearchBody, body));
  const now = new Date();
  return sortEntries(
    (await readSearchEntries(planScan(query), now)).filter((e) => matches(e, query, now)),
    query,
  );
}

/** Follows next links from the first page; every listing id in the order seen, and each page's totalCount. */
async function pageThrough(body: unknown, top: number): Promise<{ ids: number[]; counts: number[] }> {
  const ids: number[] = [];
  const counts: number[] = [];
  let path = `/v2/search?$top=${top}`;
  for (let page = 0; page < 100; page++) {
    const res = await api.call('POST', path, { key: shipper, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids.push(...res.body.items.map((item: { listingId: number }) => item.listingId));
    counts.push(res.body.totalCount);
    const next = res.body.links?.find((link: { rel: string }) => link.rel === 'next');
    if (!next) return { ids, counts };
    path = new URL(next.href).pathname + new URL(next.href).search;
  }
  throw new Error('more than 100 pages');
}

/** A listing's items in the search index: places, list entries, its tally record. */
async function indexItemsOf(listingId: number): Promise<Record<string, unknown>[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: api.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :s)',
      ExpressionAttributeValues: { ':pk': `LISTING#${listingId}`, ':s': 'SEARCH#' },
    }),
  );
  return Items;
}

const houston = { latitude: 29.76, longitude: -95.37 };

beforeAll(async () => {
  ({ key: shipper } = await api.user('Shipper'));
  const shipperIds = await seedAccounts('Shipper', 4);
  await seedOpenListings(SIZE, {
    random: seededRandom(7),
    shipperIds,
    brokerIds: await seedAccounts('Broker', 2),
    now: new Date(),
  });
});

describe('search over 1,000 open listings: every sort pages through all of them once, in order', () => {
  const sorts: [string, unknown][] = [
    ['newest (default)', {}],
    ...(['DateUpdated', 'ExpirationDate', 'Price', 'TotalDistance'] as const).flatMap((by) =>
      (['Ascending', 'Descending'] as const).map((direction): [string, unknown] => [
        `${by} ${direction}`,
        { sort: [{ by, direction }] },
      ]),
    ),
    [
      'DistanceFromOrigin, around Houston across the continent',
      { origin: { coordinates: { ...houston, radius: 9000 } } },
    ],
    [
      'Price then TotalDistance (ties of the first key broken by the second)',
      { sort: [{ by: 'Price', direction: 'Descending' }, { by: 'TotalDistance' }] },
    ],
  ];
  for (const [name, body] of sorts) {
    it(name, async () => {
      const expected = (await groundTruth(body)).map((e) => e.listingId);
      expect(expected.length).toBe(SIZE);
      const { ids, counts } = await pageThrough(body, 100);
      expect(new Set(ids).size).toBe(ids.length); // nothing twice
      expect(ids).toEqual(expected); // nothing missed, in the order of a full sort
      expect(new Set(counts)).toEqual(new Set([SIZE]));
    });
  }

  it('pages of other sizes and $skip without the next link give the same order', async () => {
    const body = { sort: [{ by: 'Price' }] };
    const expected = (await groundTruth(body)).map((e) => e.listingId);
    expect((await pageThrough(body, 37)).ids).toEqual(expected);
    const res = await search(body, '?$skip=613&$top=50');
    expect(res.body.items.map((i: { listingId: number }) => i.listingId)).toEqual(expected.slice(613, 663));
    expect(res.body.totalCount).toBe(SIZE);
  });
});

describe('filters read the list that holds their matches, and count exactly', () => {
  const bodies: [string, unknown][] = [
    ['a commodity, by price', { commodities: ['Boats'], sort: [{ by: 'Price' }] }],
    ['a parent commodity and a format', { commodities: ['Vehicles'], pricingFormat: 'OfferPrice' }],
    [
      'a trailer type, by expiry',
      { trailerTypes: ['Flatbed'], sort: [{ by: 'ExpirationDate', direction: 'Descending' }] },
    ],
    ['a state, by price', { origin: { regions: ['USA-CA'] }, sort: [{ by: 'Price' }] }],
    ['a country', { origin: { regions: ['NA-CAN'] } }],
    ['both countries: everything', { origin: { regions: ['NA-USA', 'NA-CAN'] } }],
    ['a delivery state', { destination: { regions: ['USA-TX', 'USA-FL'] }, sort: [{ by: 'TotalDistance' }] }],
    ['a state with a commodity', { origin: { regions: ['USA-CA'] }, commodities: ['CarsLightTrucks'] }],
    ['around a point, nearest first', { origin: { coordinates: { ...houston, radius: 400 } } }],
    ['around a point, by price', { origin: { coordinates: { ...houston, radius: 400 } }, sort: [{ by: 'Price' }] }],
    [
      'around a point, boats (their own places)',
      { origin: { coordinates: { ...houston, radius: 400 } }, commodities: ['Boats'] },
    ],
    [
      'around a point, boats, farthest first',
      {
        origin: { coordinates: { ...houston, radius: 900 } },
        commodities: ['Boats'],
        sort: [{ by: 'DistanceFromOrigin', direction: 'Descending' }],
      },
    ],
    [
      'along a route',
      {
        origin: { coordinates: { latitude: 34.05, longitude: -118.24 } },
        destination: { coordinates: { latitude: 40.71, longitude: -74.01 } },
        distanceFromRoute: 300,
      },
    ],
  ];
  for (const [name, body] of bodies) {
    it(name, async () => {
      const expected = (await groundTruth(body)).map((e) => e.listingId);
      expect(expected.length).toBeGreaterThan(0);
      const { ids, counts } = await pageThrough(body, 25);
      expect(ids).toEqual(expected);
      // exact where tallies count the filters or the read saw every match; around a point or along
      // a route, an estimate that never contradicts the paging, and exact on the last page (docs/search.md)
      if (JSON.stringify(body).includes('coordinates')) {
        for (const [i, count] of counts.slice(0, -1).entries()) expect(count).toBeGreaterThanOrEqual((i + 1) * 25 + 1);
        expect(counts[counts.length - 1]).toBe(expected.length);
      } else expect(new Set(counts)).toEqual(new Set([expected.length]));
    });
  }

  it('the choice of read: lists for anywhere and selective filters, near places around a point, the places by state for wide circles', async () => {
    const choose = async (body: unknown, nearByCommodity = true) => {
      const query = searchQueryOf(v.parse(SearchBody, body));
      const read = chooseRead(query, 26, await readTallies(talliesToRead(query)), {
        ...currentLayout,
        nearByCommodity,
      });
      if (read.kind === 'sorted') return `sorted ${read.lists.join(',')}`;
      if (read.kind === 'near')
        return `near${read.parents ? ` of ${read.parents.join(',')}` : ''}${read.firstReachKm === read.reachKm ? ', whole' : ''}`;
      return read.kind;
    };
    expect(await choose({ sort: [{ by: 'Price' }] })).toBe(
      `sorted ${[0, 1, 2, 3, 4, 5, 6, 7].map((shard) => `ALL#${shard}`).join(',')}`,
    );
    expect(await choose({ commodities: ['Boats'], sort: [{ by: 'Price' }] })).toBe(
      'sorted COMMODITY#Boats,COMMODITY#Boats#1,COMMODITY#Boats#2,COMMODITY#Boats#3',
    );
    expect(await choose({ origin: { regions: ['USA-CA'] }, sort: [{ by: 'Price' }] })).toMatch(
      /^sorted PICKUP#USA-CA$|^area$/,
    );
    expect(await choose({ origin: { coordinates: { ...houston, radius: 9000 } } })).toBe('nearest');
    expect(await choose({ origin: { coordinates: { ...houston, radius: 400 } } })).toBe('near');
    expect(await choose({ origin: { coordinates: { ...houston, radius: 20 } } })).toMatch(/^near|^area$/);
    // a selective commodity reads its own near places; a broad one (flatbed: most listings), all of
    // them; a circle that holds few (the test's few boats) the cheaper way whole
    expect(await choose({ origin: { coordinates: { ...houston, radius: 400 } }, commodities: ['Boats'] })).toMatch(
      /^near of Boats|^area$/,
    );
    expect(
      await choose({ origin: { coordinates: { ...houston, radius: 400 } }, commodities: ['Boats'] }, false),
    ).toMatch(/^near(, whole)?$|^area$/);
    expect(await choose({ origin: { coordinates: { ...houston, radius: 400 } }, trailerTypes: ['Flatbed'] })).toMatch(
      /^near(, whole)?$|^area$/,
    );
    // farthest first: the circle whole
    expect(
      await choose({
        origin: { coordinates: { ...houston, radius: 300 } },
        sort: [{ by: 'DistanceFromOrigin', direction: 'Descending' }],
      }),
    ).toMatch(/^near, whole$|^area$/);
    expect(
      await choose({
        origin: { coordinates: { ...houston, radius: 900 } },
        sort: [{ by: 'DistanceFromOrigin', direction: 'Descending' }],
      }),
    ).toBe('area');
  });
});

describe('tallies: every open listing counted once', () => {
  it('the everywhere tally is the number of open listings, and a replayed indexing changes nothing', async () => {
    const total = async () => countOf((await readTallies([everywhereScope])).get(everywhereScope), {});
    const before = await total();
    expect(before).toBe((await groundTruth({})).length);
    const [some] = (await groundTruth({})).slice(0, 1);
    const listing = await findListing(some!.listingId, { consistent: true });
    await indexListing(listing, some!.listingId); // the stream delivering the same record again
    await indexListing(listing, some!.listingId);
    expect(await total()).toBe(before);
  });

  it('a listing that closes leaves every tally it was in, once, however often its closing is replayed', async () => {
    const id = Number(
      (await api.call('POST', '/v2/listings', { key: shipper, body: listingBody() })).headers
        .get('location')!
        .split('/')
        .pop(),
    );
    await counted(SIZE + 1);
    const tallied = await db().send(
      new GetCommand({ TableName: api.tableName, Key: keys.searchTallied(id), ConsistentRead: true }),
    );
    expect(tallied.Item?.tallies).toHaveLength(7); // everywhere; each stop's region, country and cell
    expect((await api.call('POST', `/v2/listings/${id}/cancellation`, { key: shipper })).status).toBe(204);
    await counted(SIZE);
    await indexListing(await findListing(id, { consistent: true }), id); // a replay of the cancellation
    expect((await search({})).body.totalCount).toBe(SIZE);
    expect(await indexItemsOf(id)).toEqual([]); // no place, list entry or tally record left
  });
});

describe('expiry: the count drops at once, the sweeper takes the listing out', () => {
  it('an expired listing is neither found nor counted before the sweep, and leaves its tallies and lists after it', async () => {
    const body = listingBody();
    const [pickup, delivery] = body.route.items;
    const soon = (ms: number) => new Date(Date.now() + ms).toISOString();
    // long enough to be indexed while open on a slow machine; then the clock, not a sleep, says it expired
    const expiresAt = Date.now() + 8000;
    const res = await api.call('POST', '/v2/listings', {
      key: shipper,
      body: {
        ...body,
        route: {
          items: [
            {
              ...pickup,
              timeFrame: {
                earliestArrival: soon(0),
                latestArrival: new Date(expiresAt).toISOString(),
                timeFrameType: 'Between',
              },
            },
            {
              ...delivery,
              timeFrame: {
                earliestArrival: soon(86_400_000),
                latestArrival: soon(2 * 86_400_000),
                timeFrameType: 'Between',
              },
            },
          ],
        },
      },
    });
    const id = Number(res.headers.get('location')!.split('/').pop());
    await counted(SIZE + 1);
    await clockPasses(expiresAt);
    const expired = await search({ sort: [{ by: 'ExpirationDate' }] }, '?$top=5');
    expect(expired.body.totalCount).toBe(SIZE); // the tallies still hold it; the count subtracts it
    expect(expired.body.items.map((i: { listingId: number }) => i.listingId)).not.toContain(id);
    await sweepExpiredListings(); // or the stage's scheduled sweep was first: either way it is out
    expect(await indexItemsOf(id)).toEqual([]);
    const everywhere = countOf((await readTallies([everywhereScope])).get(everywhereScope), {});
    expect(everywhere).toBe(SIZE);
    expect((await search({})).body.totalCount).toBe(SIZE);
    expect(await sweepExpiredListings()).toBe(0); // nothing left to sweep
  });
});

describe('deep pages', () => {
  it('$skip + $top past 10,000 is a 400 naming $skip; the search never reads that far', async () => {
    const res = await search({}, '?$skip=9950&$top=51');
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)[0]!.field).toBe('$skip');
    expect((await search({}, '?$skip=9950&$top=50')).status).toBe(200);
  });

  it('an in-process page and count match the HTTP ones (the bench measures this call)', async () => {
    const page = await searchListings(v.parse(SearchBody, { sort: [{ by: 'Price' }] }), { skip: 0, top: 25 });
    expect(page.totalCount).toBe(SIZE);
    expect(page.cards.map((c) => c.listingId)).toEqual(
      (await groundTruth({ sort: [{ by: 'Price' }] })).slice(0, 25).map((e) => e.listingId),
    );
  });
});
