import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import ngeohash from 'ngeohash';
import { geohashOf } from '../../shared/geo/cells.ts';
import { greatCircleKm } from '../../shared/geo/great-circle.ts';
import { postalCentroids, postalPlaces, postalCodesFile } from '../../shared/geo/geocoder.ts';
import {
  centroidsByCell,
  NearProfile,
  nearRanges,
  PickupDensity,
  queryUnits,
  type NearRange,
} from '../../shared/domain/search/near.ts';
import type { TallyCounts } from '../../shared/domain/search/tallies.ts';
import { chooseRead, talliesToRead, type NearRead } from '../../shared/domain/search/plan.ts';
import { ReadRanges, searchQueryOf } from '../../shared/domain/search/rules.ts';
import { SearchBody } from '../../shared/schemas/search.ts';
import * as v from 'valibot';

// Reads around a point from the near places (docs/search.md, "Around a point"): whatever ranges the
// cost chooses, they hold every pickup within the reach, and a later round's ranges with the
// earlier ones' too.

const places = postalPlaces(readFileSync(postalCodesFile, 'utf8')).map((p) => ({
  latitude: p.latitude,
  longitude: p.longitude,
}));
const sample = (n: number, seed: number) =>
  Array.from({ length: n }, (_, i) => places[(i * 7919 + seed * 104_729) % places.length]!);

/** Cell tallies as the indexer keeps them: one item per precision-2 cell, a count per precision-4 cell in it. */
function talliesOf(points: { latitude: number; longitude: number }[]): Map<string, TallyCounts> {
  const tallies = new Map<string, TallyCounts>();
  for (const point of points) {
    const cell = ngeohash.encode(point.latitude, point.longitude, 4);
    const scope = `PICKUPCELL#${cell.slice(0, 2)}`;
    const counts = tallies.get(scope) ?? {};
    counts[cell.slice(2)] = (counts[cell.slice(2)] ?? 0) + 1;
    tallies.set(scope, counts);
  }
  return tallies;
}

const inRanges = (ranges: NearRange[], point: { latitude: number; longitude: number }) => {
  const hash = geohashOf(point);
  return ranges.some(({ partition, first, last }) => hash.startsWith(partition) && hash >= first && hash <= `${last}~`);
};

// listings where people are: every postal code's centroid, cities weighing as their codes do
const listings = sample(30_000, 1);
// the counts spread over the cells' postal-code centroids, as searches spread them
const centroids = centroidsByCell(await postalCentroids());
const density = new PickupDensity(talliesOf(listings), centroids);

describe('nearRanges', () => {
  it.each([[2], [8], [15], [40], [100], [400]])(
    'reach %d km: every listing within it lies in a range read',
    (reach) => {
      for (const centre of sample(12, reach)) {
        const { ranges } = nearRanges(centre, reach, density, { share: 1 });
        const within = listings.filter((p) => greatCircleKm(centre, p) <= reach);
        for (const point of within)
          expect(inRanges(ranges, point), `${JSON.stringify(centre)} ${JSON.stringify(point)}`).toBe(true);
      }
    },
  );

  it('a wider round reads only what the rounds before did not, and together they hold the wider circle', () => {
    for (const centre of sample(12, 7)) {
      const first = nearRanges(centre, 10, density, { share: 1 }).ranges;
      const read = new ReadRanges();
      first.forEach(({ partition, first: from, last }) => read.add(partition, from, `${last}~`));
      const second = nearRanges(centre, 60, density, { share: 1, read }).ranges;
      const within = listings.filter((p) => greatCircleKm(centre, p) <= 60);
      for (const point of within) expect(inRanges([...first, ...second], point)).toBe(true);
      // a range of the second round wholly inside one of the first is not read again
      for (const range of second)
        expect(
          first.some(
            (done) =>
              range.partition === done.partition && range.first >= done.first && `${range.last}~` <= `${done.last}~`,
          ),
        ).toBe(false);
    }
  });

  it('costs no more than one Query per run of cells: neighbouring runs merge when the cells between are cheap', () => {
    const centre = { latitude: 40.71, longitude: -74.01 }; // New York: dense
    const { ranges, units } = nearRanges(centre, 15, density, { share: 1 });
    expect(units).toBeLessThanOrEqual(ranges.length * queryUnits(200));
    expect(ranges.length).toBeLessThanOrEqual(12);
    // an empty marketplace: the circle in the fewest Queries, whole partitions
    const empty = nearRanges(centre, 15, new PickupDensity(new Map([['PICKUPCELL#dr', {}]]), centroids), { share: 1 });
    expect(empty.ranges.length).toBeLessThanOrEqual(4);
  });
});

describe('NearProfile', () => {
  it('expects about as many listings within a distance as there are, and finds the distance that holds a number', () => {
    const centre = { latitude: 41.88, longitude: -87.63 }; // Chicago
    const profile = new NearProfile(centre, 200, density, 1);
    // a cell's listings spread over its postal codes' centroids: close even at a few km downtown
    for (const km of [3, 10, 30, 60, 120]) {
      const actual = listings.filter((p) => greatCircleKm(centre, p) <= km).length;
      expect(profile.expected(km)).toBeGreaterThan(actual * 0.7);
      expect(profile.expected(km)).toBeLessThan(actual * 1.3);
    }
    const reach = profile.reachFor(100);
    expect(listings.filter((p) => greatCircleKm(centre, p) <= reach).length).toBeGreaterThanOrEqual(80);
    // spread over the cells' areas instead, downtown is under-counted several times over
    const flat = new NearProfile(centre, 200, new PickupDensity(talliesOf(listings)), 1);
    expect(flat.expected(3)).toBeLessThan(listings.filter((p) => greatCircleKm(centre, p) <= 3).length * 0.5);
    expect(profile.reachFor(10 ** 9)).toBe(Infinity);
  });
});

describe('chooseRead around a point (pure, on tallies of 30,000 listings where people are)', () => {
  // the everywhere tally with the sample marketplace's mix (infra/ops/sample-listings.ts)
  const mix: [string, number][] = [
    ['CarsLightTrucks', 0.35],
    ['Furniture', 0.25],
    ['Boats', 0.12],
    ['MotorcyclesPowerSports', 0.13],
    ['Pets', 0.15],
  ];
  const tallies = new Map<string, TallyCounts>([
    ...talliesOf(listings),
    [
      'ALL',
      Object.fromEntries(
        mix.map(([commodity, share]) => [`${commodity}|Auction`, Math.round(share * listings.length)]),
      ),
    ],
  ]);
  const choose = (body: Record<string, unknown>, need = 26) => {
    const query = searchQueryOf(v.parse(SearchBody, body));
    return chooseRead(
      query,
      need,
      new Map([...tallies].filter(([scope]) => talliesToRead(query).includes(scope))),
      undefined,
      centroids,
    );
  };
  const houston = { latitude: 29.76, longitude: -95.37 };

  it('nearest first reads the near places, its first circle sized to hold the page, not the whole radius', () => {
    const read = choose({ origin: { coordinates: { ...houston, radius: 100 } } });
    expect(read.kind).toBe('near');
    const near = read as NearRead;
    expect(near.parents).toBeUndefined();
    expect(near.firstReachKm).toBeLessThan(40);
    expect(near.profile.expected(near.firstReachKm)).toBeGreaterThanOrEqual(26 * 1.5);
  });

  it('a selective commodity (boats, 12%) reads its own near places; a broad one (flatbed: vehicles, boats, motorcycles) all of them', () => {
    const boats = choose({ origin: { coordinates: { ...houston, radius: 100 } }, commodities: ['Boats'] }) as NearRead;
    expect([boats.kind, boats.parents]).toEqual(['near', ['Boats']]);
    // the first circle is wider: a page of boats is spread over more of the map
    const all = choose({ origin: { coordinates: { ...houston, radius: 100 } } }) as NearRead;
    expect(boats.firstReachKm).toBeGreaterThan(all.firstReachKm);
    const flatbed = choose({
      origin: { coordinates: { ...houston, radius: 100 } },
      trailerTypes: ['Flatbed'],
    }) as NearRead;
    expect([flatbed.kind, flatbed.parents]).toEqual(['near', undefined]);
  });

  it('circles wider than the near places serve, and routes, read the places by state; a deep page the whole circle the cheaper way', () => {
    expect(choose({ origin: { coordinates: { ...houston, radius: 2000 } } }).kind).toBe('nearest');
    expect(
      choose({
        origin: { coordinates: houston },
        destination: { coordinates: { latitude: 32.78, longitude: -96.8 } },
        distanceFromRoute: 50,
      }).kind,
    ).toBe('nearest');
    expect(['near', 'area']).toContain(choose({ origin: { coordinates: { ...houston, radius: 100 } } }, 5000).kind);
    const deep = choose({ origin: { coordinates: { ...houston, radius: 100 } } }, 5000);
    if (deep.kind === 'near') expect(deep.firstReachKm).toBe(deep.reachKm);
  });
});

describe('ReadRanges: a later round reads only what the earlier ones did not', () => {
  const partition = 'SEARCH#PICKUP#USA-NY';
  /** Whether a sort key falls in any of the ranges (BETWEEN is inclusive). */
  const holds = (ranges: { from: string; to: string }[], key: string) =>
    ranges.some(({ from, to }) => key >= from && key <= to);
  it('a wider range less the narrower ones read before, and nothing twice', () => {
    const read = new ReadRanges();
    read.add(partition, 'dr5r', 'dr5r~');
    read.add(partition, 'dr5x', 'dr5z~');
    const pieces = read.unread(partition, 'dr5', 'dr5~');
    const keys = [
      'dr5000000#1',
      'dr5qzzzzz#2',
      'dr5r00000#3',
      'dr5rzzzzz#4',
      'dr5s00000#5',
      'dr5wzzzzz#6',
      'dr5x00000#7',
      'dr5zzzzzz#8',
      'dr5b11111#9',
    ];
    for (const key of keys) {
      const before = key.startsWith('dr5r') || /^dr5[xyz]/.test(key);
      expect(holds(pieces, key), key).toBe(!before);
    }
    expect(read.unread(partition, 'dr5r1', 'dr5r3~')).toEqual([]);
    expect(read.unread('SEARCH#PICKUP#USA-NJ', 'dr5', 'dr5~')).toEqual([{ from: 'dr5', to: 'dr5~' }]);
  });
});
