import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { SearchBody } from '../../shared/schemas/search.ts';
import { DEFAULT_RADIUS_KM, matches, planScan, searchQueryOf, sortEntries } from '../../shared/domain/search/rules.ts';
import type { SearchCard, SearchEntry } from '../../shared/domain/search/cards.ts';
import { searchCardVersion } from '../../shared/data/search-record.ts';
import { chooseRead } from '../../shared/domain/search/plan.ts';
import { everywhereScope } from '../../shared/domain/search/tallies.ts';
import { ValidationError } from '../../shared/errors.ts';

// The search rules without a table (docs/search.md): what a body means, where to look, what
// matches, in what order.

const query = (body: unknown) => searchQueryOf(v.parse(SearchBody, body));
const now = new Date('2026-11-22T12:00:00Z');
const entry = (listingId: number, overrides: Partial<SearchEntry> = {}): SearchEntry => ({
  listingId,
  commodity: 'Furniture',
  format: 'Auction',
  updatedOn: 1,
  expiresOn: now.getTime() + 3_600_000,
  kilometers: 100,
  pickup: { latitude: 32.78, longitude: -96.8 },
  delivery: { latitude: 29.76, longitude: -95.37 },
  regions: ['USA-TX', 'USA-TX'],
  ...overrides,
});

describe('searchQueryOf', () => {
  it('a point without a radius covers DEFAULT_RADIUS_KM, and sorts nearest first by default', () => {
    const q = query({ origin: { coordinates: { latitude: 30, longitude: -97 } } });
    expect(q.origin).toEqual({ centre: { latitude: 30, longitude: -97 }, radiusKm: DEFAULT_RADIUS_KM });
    expect(q.sort).toEqual([{ by: 'DistanceFromOrigin', descending: false }]);
    expect(query({}).sort).toEqual([{ by: 'DateUpdated', descending: true }]);
  });
  it('along a route the points have no default radius', () => {
    const q = query({
      origin: { coordinates: { latitude: 30, longitude: -97 } },
      destination: { coordinates: { latitude: 32, longitude: -111 } },
      distanceFromRoute: 20,
    });
    expect(q.origin).toEqual({ centre: { latitude: 30, longitude: -97 } });
    expect(q.route?.widthKm).toBe(20);
  });
  it('a country stands for its states and provinces', () => {
    const q = query({ destination: { regions: ['NA-CAN'] } });
    expect(q.destination && 'states' in q.destination && [...q.destination.states]).toEqual(
      expect.arrayContaining(['CAN-ON', 'CAN-QC', 'CAN-BC']),
    );
  });
  it('cross-field rules are 400s naming the field', () => {
    expect(() => query({ distanceFromRoute: 10 })).toThrow(ValidationError);
    expect(() => query({ sort: [{ by: 'DistanceFromOrigin' }] })).toThrow(ValidationError);
  });
});

describe('planScan', () => {
  it('reads the smallest area: a small circle over a whole state', () => {
    const scan = planScan(
      query({
        origin: { regions: ['USA-TX'] },
        destination: { coordinates: { latitude: 29.76, longitude: -95.37, radius: 30 } },
      }),
    );
    expect(scan.side).toBe('delivery');
    expect(scan.slices.every((s) => s.first !== undefined)).toBe(true);
  });
  it('with no place at all, every pickup partition whole', () => {
    const scan = planScan(query({ commodities: ['Furniture'] }));
    expect(scan.side).toBe('pickup');
    expect(scan.slices.length).toBeGreaterThan(60);
    expect(scan.slices.every((s) => s.first === undefined)).toBe(true);
  });
});

describe('matches', () => {
  it('an expired entry never matches', () => {
    expect(matches(entry(1, { expiresOn: now.getTime() }), query({}), now)).toBe(false);
    expect(matches(entry(1), query({}), now)).toBe(true);
  });
  it('a route needs both ends near it, in its direction', () => {
    const dallasToHouston = {
      origin: { coordinates: { latitude: 32.78, longitude: -96.8 } },
      destination: { coordinates: { latitude: 29.76, longitude: -95.37 } },
      distanceFromRoute: 30,
    };
    expect(matches(entry(1), query(dallasToHouston), now)).toBe(true);
    expect(
      matches(entry(1, { pickup: entry(0).delivery, delivery: entry(0).pickup }), query(dallasToHouston), now),
    ).toBe(false);
    expect(matches(entry(1, { delivery: { latitude: 35.47, longitude: -97.52 } }), query(dallasToHouston), now)).toBe(
      false,
    );
  });
});

describe('sortEntries', () => {
  it('missing values last in both directions, ties by listingId', () => {
    const entries = [entry(5), entry(4, { price: 300 }), entry(3, { price: 100 }), entry(2), entry(1, { price: 300 })];
    const ids = (body: unknown) => sortEntries(entries, query(body)).map((e) => e.listingId);
    expect(ids({ sort: [{ by: 'Price', direction: 'Ascending' }] })).toEqual([3, 1, 4, 2, 5]);
    expect(ids({ sort: [{ by: 'Price', direction: 'Descending' }] })).toEqual([1, 4, 3, 2, 5]);
  });
  it('a second key breaks ties of the first', () => {
    const entries = [
      entry(1, { price: 100, kilometers: 50 }),
      entry(2, { price: 100, kilometers: 10 }),
      entry(3, { price: 50, kilometers: 90 }),
    ];
    expect(
      sortEntries(entries, query({ sort: [{ by: 'Price' }, { by: 'TotalDistance', direction: 'Descending' }] })).map(
        (e) => e.listingId,
      ),
    ).toEqual([3, 1, 2]);
  });
});

describe('a sorted read of several lists (docs/search.md, "Choosing a read")', () => {
  // open listings everywhere by (subcommodity|format): flatbed carries vehicles, boats, motorcycles...
  const tallies = new Map([
    [
      everywhereScope,
      {
        'CarsLightTrucks|Auction': 3000,
        'CarsLightTrucks|OfferPrice': 3000,
        'Boats|Auction': 1000,
        'Boats|OfferPrice': 1000,
        'Furniture|Auction': 5000,
      },
    ],
  ]);
  const read = chooseRead(
    searchQueryOf(v.parse(SearchBody, { trailerTypes: ['Flatbed'], pricingFormat: 'Auction' })),
    26,
    tallies,
  );

  it('reads only the lists the tallies say hold listings: a Query of an empty list still costs half a unit', () => {
    expect(read.kind).toBe('sorted');
    if (read.kind !== 'sorted') return;
    // each parent's list in its four shards (issue 52), the first under the unsharded list's name
    expect([...read.lists].sort()).toEqual([
      'COMMODITY#Boats',
      'COMMODITY#Boats#1',
      'COMMODITY#Boats#2',
      'COMMODITY#Boats#3',
      'COMMODITY#Vehicles',
      'COMMODITY#Vehicles#1',
      'COMMODITY#Vehicles#2',
      'COMMODITY#Vehicles#3',
    ]);
  });

  it("reads each list's part of the page in one Query: need x its entries / the matches, a quarter more", () => {
    if (read.kind !== 'sorted') return;
    // 4,000 of the 8,000 entries in the two lists match; Vehicles holds 6,000 of them, a quarter in each shard
    const pages = Object.fromEntries(read.lists.map((list, i) => [list, read.firstPages[i]]));
    expect(pages).toMatchObject({
      'COMMODITY#Vehicles': Math.ceil((26 * 1500 * 1.25) / 4000) + 2,
      'COMMODITY#Vehicles#3': Math.ceil((26 * 1500 * 1.25) / 4000) + 2,
      'COMMODITY#Boats': Math.max(5, Math.ceil((26 * 500 * 1.25) / 4000) + 2),
    });
  });

  it('without a filter, each of the eight everywhere shards its eighth of the page, a quarter more, and two', () => {
    const all = chooseRead(searchQueryOf(v.parse(SearchBody, { sort: [{ by: 'Price' }] })), 26, tallies);
    expect(all.kind === 'sorted' && all.lists).toEqual([
      'ALL#0',
      'ALL#1',
      'ALL#2',
      'ALL#3',
      'ALL#4',
      'ALL#5',
      'ALL#6',
      'ALL#7',
    ]);
    expect(all.kind === 'sorted' && all.firstPages).toEqual(Array(8).fill(Math.ceil((26 * 1.25) / 8) + 2));
  });
});

describe('searchCardVersion', () => {
  it("is the card's, whatever order its maps' keys come in (a listing read back from the table orders them its way)", () => {
    const stop = { city: 'Austin', stateProvince: 'TX', postalCode: '78701', country: 'USA' };
    const dates = { updatedOn: '2026-11-29T00:00:00.000Z', expiresOn: '2026-12-29T00:00:00.000Z' };
    const card = {
      ...{ listingId: 1, title: 'Sofa', commodity: 'HouseholdGoods', format: 'Auction', bidCount: 0, ...dates },
      ...{ targetPrice: { amount: 900, currencyType: 'USD' }, kilometers: 1200, regions: ['USA-TX', 'USA-AZ'] },
      stops: [stop, { ...stop, city: 'Tucson' }],
    } as unknown as SearchCard;
    const readBack = { ...card, targetPrice: { currencyType: 'USD', amount: 900 } } as SearchCard;
    expect(searchCardVersion(readBack)).toBe(searchCardVersion(card));
    expect(searchCardVersion({ ...card, bidCount: 1 })).not.toBe(searchCardVersion(card));
  });
});
