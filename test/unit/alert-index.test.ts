import { describe, expect, it } from 'vitest';
import { sampleListing, seededRandom } from '../../infra/ops/sample-listings.ts';
import { sampleSearchQuery } from '../../infra/ops/sample-searches.ts';
import {
  alertPartitionsOfListing,
  alertPartitionsOfSearch,
  alertShardsOf,
  isAlertable,
  MAX_ALERT_ENTRIES,
} from '../../shared/domain/saved-searches/alert-index.ts';
import { compactQuery, queryOfEntry } from '../../shared/data/alert-entries.ts';
import { searchCardFor } from '../../shared/domain/search/service.ts';
import { searchEntryOf, type SearchEntry } from '../../shared/domain/search/cards.ts';
import { matches, searchQueryOf } from '../../shared/domain/search/rules.ts';

// The alert index's two sides (docs/saved-searches.md, "Matching"): every listing a saved search's
// query matches reads at least one partition the search is written to, and no search is written
// to more partitions than one transaction holds.

const now = new Date();
/** A search id (UUID v7's shape) whose random end is `n`: its shard of a partition in k is n mod k. */
const idEnding = (n: number) => `01937c4e-2a10-7000-8000-${n.toString(16).padStart(12, '0')}`;
const inputs = Array.from(
  { length: 3_000 },
  (
    (random) => () =>
      sampleSearchQuery(random)
  )(seededRandom(350)),
);
const queries = inputs.map(searchQueryOf);
const entries: SearchEntry[] = [];
const options = { random: seededRandom(351), shipperIds: [1], brokerIds: [2], now };
for (let i = 0; i < 400; i++) {
  const card = await searchCardFor(sampleListing(10_000 + i, options), now);
  if (card) entries.push(searchEntryOf(card));
}

describe('the alert index', () => {
  it('every match of 3,000 realistic queries over 400 listings meets one of its search’s partitions', () => {
    let matched = 0;
    for (const [i, query] of queries.entries()) {
      const written = new Set(alertPartitionsOfSearch(query, idEnding(i)));
      expect(written.size).toBeLessThanOrEqual(MAX_ALERT_ENTRIES);
      expect(isAlertable(query)).toBe(true);
      for (const entry of entries) {
        if (!matches(entry, query, now)) continue;
        matched++;
        expect(
          alertPartitionsOfListing(entry).some((p) => written.has(p)),
          JSON.stringify({
            query: { ...query, commodities: [...(query.commodities ?? [])], carried: [...(query.carried ?? [])] },
            entry,
          }),
        ).toBe(true);
      }
    }
    expect(matched).toBeGreaterThan(3_000);
  });

  it('an entry’s short query reads as the saved one, but for its order (sorting matches nothing)', () => {
    const filters = (input: Parameters<typeof searchQueryOf>[0]) => {
      const { sort: _sort, ...rest } = searchQueryOf(input);
      return JSON.stringify(rest, (_key, value) => (value instanceof Set ? [...value].sort() : value));
    };
    for (const input of inputs) expect(filters(queryOfEntry(compactQuery(input)))).toBe(filters(input));
    const named = {
      description: 'x'.repeat(500),
      origin: { coordinates: { name: 'Dallas', latitude: 32.78, longitude: -96.8, radius: 100 } },
      sort: [{ by: 'Price' as const }],
    };
    expect(compactQuery(named)).toBe('{"o":{"p":[32.78,-96.8,100]}}');
  });

  it('a listing reads twelve places, 22 partitions with the wide ones’ shards; a search waits in the narrowest place its query allows', () => {
    const read = alertPartitionsOfListing(entries[0]!);
    expect(read).toHaveLength(22);
    expect(new Set(read.map((p) => p.replace(/#\d+$/, ''))).size).toBe(12);
    const search = (input: Parameters<typeof searchQueryOf>[0], n = 0) =>
      alertPartitionsOfSearch(searchQueryOf(input), idEnding(n));
    const lane = search({
      origin: { coordinates: { latitude: 30.27, longitude: -97.74, radius: 50 } },
      destination: { regions: ['USA-AZ'] },
    });
    expect(lane.every((p) => /^ALERT#LANE#[0-9a-z]{4}#USA-AZ#\*$/.test(p))).toBe(true);
    expect(search({ commodities: ['Boats', 'CarsLightTrucks'] })).toEqual(['ALERT#ANY#Boats', 'ALERT#ANY#Vehicles']);
    const texasBoats = search({ origin: { regions: ['USA-TX'] }, commodities: ['Boats'] });
    expect(texasBoats.length).toBeGreaterThan(1);
    expect(texasBoats.every((p) => /^ALERT#FROM#[0-9a-z]{3}#Boats$/.test(p))).toBe(true);
    // a commodity no trailer type named carries: nothing can match, nothing is written
    expect(search({ commodities: ['Pets'], trailerTypes: ['Flatbed'] })).toEqual([]);
    expect(isAlertable(searchQueryOf({ pricingFormat: 'Auction' }))).toBe(false);
  });

  it('the wide partitions are in shards (issue 52): a search’s entry in one, by its id, shard 0 the whole partition’s name; a listing reads every shard', () => {
    expect(alertShardsOf('ALERT#ANY#Vehicles')).toBe(8);
    expect(alertShardsOf('ALERT#FROM#USA-TX#*')).toBe(2);
    expect(alertShardsOf('ALERT#TO#CAN-ON#*')).toBe(2);
    expect(alertShardsOf('ALERT#FROM#9v6#*')).toBe(2);
    for (const narrow of [
      'ALERT#FROM#9v6k#*',
      'ALERT#FROM#9v6#Vehicles',
      'ALERT#FROM#USA-TX#Boats',
      'ALERT#LANE#9v6#USA-AZ#*',
    ])
      expect(alertShardsOf(narrow), narrow).toBe(1);
    const boats = searchQueryOf({ commodities: ['Boats'] });
    expect([0, 1, 7, 8, 11].map((n) => alertPartitionsOfSearch(boats, idEnding(n)))).toEqual([
      ['ALERT#ANY#Boats'],
      ['ALERT#ANY#Boats#1'],
      ['ALERT#ANY#Boats#7'],
      ['ALERT#ANY#Boats'],
      ['ALERT#ANY#Boats#3'],
    ]);
    const texas = searchQueryOf({ origin: { regions: ['USA-TX'] } });
    const whole = alertPartitionsOfSearch(texas, idEnding(0)); // shard 0 of each: the places' own names
    expect(whole.some((p) => alertShardsOf(p) > 1)).toBe(true);
    expect(alertPartitionsOfSearch(texas, idEnding(6))).toEqual(
      whole.map((p) => (6 % alertShardsOf(p) === 0 ? p : `${p}#${6 % alertShardsOf(p)}`)),
    );
    const read = alertPartitionsOfListing(entries[0]!);
    const everywhere = read.find((p) => p.startsWith('ALERT#ANY#'))!;
    expect(read.filter((p) => p.startsWith(everywhere))).toEqual([
      everywhere,
      ...[1, 2, 3, 4, 5, 6, 7].map((k) => `${everywhere}#${k}`),
    ]);
  });
});
