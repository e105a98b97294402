import { beforeAll, describe, expect, it } from 'vitest';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { apiForThisFile } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { seedAccounts, seededRandom, seedOpenListings } from '../../infra/ops/sample-listings.ts';
import { sampleSearchQuery } from '../../infra/ops/sample-searches.ts';
import { db } from '../../shared/data/client.ts';
import { keys } from '../../shared/data/keys.ts';
import { saveSearch } from '../../shared/domain/saved-searches/service.ts';
import { ALERTS_PER_SEARCH_DAY } from '../../shared/domain/saved-searches/alert-day.ts';
import { searchListings } from '../../shared/domain/search/service.ts';
import type { SavedSearch } from '../../shared/domain/saved-searches/types.ts';
import type { Principal } from '../../shared/domain/users/types.ts';

// Alerts agree with running each saved search (docs/saved-searches.md, "Matching"): 300 realistic
// saved searches with alerts (circles, states, lanes, routes, commodities, trailer types, formats),
// then 250 realistic listings opening; the listings each search heard of, through the alert index
// and the stream, are exactly the listings POST /v2/search finds for its query (at most a day's
// alerts, ALERTS_PER_SEARCH_DAY, of them).

const api = apiForThisFile();
const SEARCHES = 300;
const LISTINGS = 250;
const searches: SavedSearch[] = [];
let key: string;

beforeAll(async () => {
  ({ key } = await api.user('Shipper'));
  const random = seededRandom(35);
  for (let i = 0; i < SEARCHES; i++) {
    // 50 a user, as the limit allows; users with no listings of their own
    const principal: Principal = {
      userId: 7_000_000 + Math.floor(i / 50),
      userType: 'ServiceProvider',
      status: 'Active',
      stage: 'sandbox',
    };
    searches.push(
      await saveSearch(principal, {
        name: `Search ${i}`,
        query: sampleSearchQuery(random),
        alerts: i % 3 === 0 ? 'daily' : 'instant',
      }),
    );
  }
  await seedOpenListings(LISTINGS, {
    random: seededRandom(36),
    shipperIds: await seedAccounts('Shipper', 3),
    brokerIds: await seedAccounts('Broker', 1),
    now: new Date(),
  });
  await eventually(
    () => api.call('POST', '/v2/search?$top=1', { key, body: {} }),
    (res) => res.body.totalCount === LISTINGS,
    `${LISTINGS} listings searchable`,
  );
});

/** The listings a saved search has heard of. */
async function heardBy(searchId: string): Promise<number[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: api.tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :match)',
      ExpressionAttributeValues: { ':pk': keys.savedSearch(searchId).PK, ':match': 'MATCH#' },
    }),
  );
  return Items.map((item) => Number(item.SK.slice('MATCH#'.length))).sort((a, b) => a - b);
}

describe('alerts agree with running each saved search', () => {
  it(`${SEARCHES} saved searches, ${LISTINGS} listings: each search heard of exactly the listings its query finds`, async () => {
    const expected = new Map<string, number[]>();
    for (const search of searches) {
      const page = await searchListings(search.query, { skip: 0, top: LISTINGS });
      expected.set(
        search.searchId,
        page.cards.map((card) => card.listingId).sort((a, b) => a - b),
      );
    }
    // a search hears of at most its day's ALERTS_PER_SEARCH_DAY (docs/saved-searches.md, "A day's alerts")
    const pairs = [...expected.values()].reduce((sum, ids) => sum + Math.min(ids.length, ALERTS_PER_SEARCH_DAY), 0);
    // enough matches, of every kind of search, for the comparison to mean something
    expect(pairs).toBeGreaterThan(300);
    expect(searches.filter((s) => expected.get(s.searchId)!.length > 0).length).toBeGreaterThan(SEARCHES / 6);
    const actual = await eventually(
      async () => {
        const heard = new Map<string, number[]>();
        for (const search of searches) heard.set(search.searchId, await heardBy(search.searchId));
        return heard;
      },
      (heard) => [...heard.values()].reduce((sum, ids) => sum + ids.length, 0) >= pairs,
      `${pairs} matches heard`,
    );
    // exactly its listings; a search that finds more than its day's alerts hears of that many of them
    const agrees = (heard: number[], found: number[]) =>
      found.length <= ALERTS_PER_SEARCH_DAY
        ? JSON.stringify(heard) === JSON.stringify(found)
        : heard.length === ALERTS_PER_SEARCH_DAY && heard.every((id) => found.includes(id));
    const differences = searches
      .filter((s) => !agrees(actual.get(s.searchId)!, expected.get(s.searchId)!))
      .map((s) => ({ query: s.query, expected: expected.get(s.searchId), heard: actual.get(s.searchId) }));
    expect(differences).toEqual([]);
    // the seeded sample holds a search that finds more than a day's alerts: the cap is exercised too
    expect(searches.some((s) => expected.get(s.searchId)!.length > ALERTS_PER_SEARCH_DAY)).toBe(true);
  });
});
