import { describe, expect, it } from 'vitest';
import ngeohash from 'ngeohash';
import {
  cellRuns,
  cellsOfRegion,
  circleCover,
  corridorCover,
  geohashOf,
  kmFromSegment,
  MAX_COVER_CELLS,
  regionsOfCell,
  wrapLongitude,
} from '../../shared/geo/cells.ts';
import { greatCircleKm } from '../../shared/geo/great-circle.ts';
import { readFileSync } from 'node:fs';
import { postalPlaces, postalCodesFile } from '../../shared/geo/geocoder.ts';
import { regionOf } from '../../shared/domain/lookups/lookups.ts';

// The geometry search relies on (docs/search.md): a cover must hold every place a match can be.

// each place's geohash once: the checks below test every postal code against each cover
const places = postalPlaces(readFileSync(postalCodesFile, 'utf8')).map((p) => {
  const point = { latitude: p.latitude, longitude: p.longitude };
  return { ...point, region: regionOf(p.country, p.stateProvince), geohash: geohashOf(point) };
});

/** A deterministic sample of postal-code centroids (where listings are). */
const sample = (n: number) => Array.from({ length: n }, (_, i) => places[(i * 7919) % places.length]!);

const coveredBy = (cells: string[], point: { latitude: number; longitude: number }) =>
  cells.some((cell) => geohashOf(point).startsWith(cell));
/** The places no cell covers (a cell covers the places whose geohash begins with it). */
const missedBy = (cells: string[], among: typeof places) => {
  const cover = new Set(cells);
  const lengths = [...new Set(cells.map((cell) => cell.length))];
  return among.filter((place) => !lengths.some((n) => cover.has(place.geohash.slice(0, n))));
};

describe('wrapLongitude (spec 2.10)', () => {
  it.each([
    [181, -179],
    [375, 15],
    [-181, 179],
    [-375, -15],
    [180, 180],
    [-180, -180],
    [0, 0],
    [-96.8, -96.8],
    [263.2, -96.8],
    [720, 0],
  ])('%d -> %d', (input, expected) => {
    expect(wrapLongitude(input)).toBeCloseTo(expected, 9);
  });
});

describe('region map', () => {
  it('every postal code lies in a cell its region lists, and the cell names that region', () => {
    const misplaced = places.filter((place) => {
      const cell = place.geohash.slice(0, 3);
      return !cellsOfRegion(place.region).includes(cell) || !regionsOfCell(cell).includes(place.region);
    });
    expect(misplaced).toEqual([]);
  });
  it('a coarser cell names the regions of all cells inside it', () => {
    expect(regionsOfCell('9v')).toEqual(expect.arrayContaining(['USA-TX']));
    expect(regionsOfCell('s0')).toEqual([]); // the Gulf of Guinea
  });
});

describe('circleCover', () => {
  it.each([[5], [30], [100], [400], [1500], [6000]])(
    'radius %d km: every postal code within the circle is covered, in at most MAX_COVER_CELLS cells',
    (radius) => {
      for (const centre of sample(radius >= 400 ? 5 : 25)) {
        const cells = circleCover(centre, radius);
        expect(cells.length).toBeLessThanOrEqual(MAX_COVER_CELLS);
        const within = places.filter(
          (place) =>
            Math.abs(place.latitude - centre.latitude) * 111 <= radius && greatCircleKm(centre, place) <= radius,
        );
        expect(within.length, 'the circle holds postal codes').toBeGreaterThan(0);
        expect(missedBy(cells, within), `near ${JSON.stringify(centre)}`).toEqual([]);
      }
    },
  );
  it('is fine for small circles and coarse for wide ones', () => {
    const dallas = { latitude: 32.78, longitude: -96.8 };
    expect(circleCover(dallas, 20)[0]!.length).toBeGreaterThanOrEqual(4);
    expect(circleCover(dallas, 3000)[0]!.length).toBeLessThanOrEqual(2);
  });
  it('crosses the antimeridian: Adak (-176.6) is found from 179 E', () => {
    const adak = { latitude: 51.88, longitude: -176.64 };
    expect(coveredBy(circleCover({ latitude: 51.88, longitude: 179 }, 300), adak)).toBe(true);
  });
});

describe('corridorCover', () => {
  it('covers every postal code within the distance of a route, where its arc bulges north of both ends too', () => {
    const routes = [
      [
        { latitude: 32.78, longitude: -96.8 },
        { latitude: 29.76, longitude: -95.37 },
      ],
      [
        { latitude: 40.71, longitude: -74 },
        { latitude: 34.05, longitude: -118.24 },
      ],
      [
        { latitude: 43.65, longitude: -79.38 },
        { latitude: 45.5, longitude: -73.57 },
      ],
      // Rhode Island to the Bay Area: the great circle passes a degree north of both ends, by Buffalo (the saved-search
      // property test found it)
      [
        { latitude: 41.65, longitude: -71.47 },
        { latitude: 37.98, longitude: -122.03 },
      ],
    ] as const;
    for (const [start, end] of routes) {
      for (const width of [10, 50, 150]) {
        const cells = corridorCover(start, end, width);
        expect(cells.length).toBeLessThanOrEqual(MAX_COVER_CELLS);
        expect(
          missedBy(
            cells,
            places.filter((place) => kmFromSegment(place, start, end) <= width),
          ),
        ).toEqual([]);
      }
    }
  });
});

describe('cellRuns', () => {
  it('merges consecutive cells into one range and keeps gaps apart', () => {
    // base32 has no i or l: g h j k m follow each other
    expect(cellRuns(['9vm', '9vg', '9vh', '9vk'])).toEqual([
      { first: '9vg', last: '9vh' },
      { first: '9vk', last: '9vm' },
    ]);
    expect(cellRuns(['9vg', '9vh', '9vj', '9vk', '9vm'])).toEqual([{ first: '9vg', last: '9vm' }]);
    expect(cellRuns(['9vz', '9w0'])).toEqual([{ first: '9vz', last: '9w0' }]);
    expect(cellRuns(['9v', '9y'])).toEqual([
      { first: '9v', last: '9v' },
      { first: '9y', last: '9y' },
    ]);
  });
  it('a run holds exactly the cells it was made of', () => {
    const cells = circleCover({ latitude: 40.71, longitude: -74 }, 60);
    const all = ngeohash.bboxes(39, -76, 42, -72, cells[0]!.length);
    for (const cell of all) {
      const inRun = cellRuns(cells).some((r) => cell >= r.first && cell <= r.last);
      expect(inRun).toBe(cells.includes(cell));
    }
  });
});
