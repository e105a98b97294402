import ngeohash from 'ngeohash';
import { getDistanceFromLine } from 'geolib';
import { geoInterpolate } from 'd3-geo';
import { greatCircleKm } from './great-circle.ts';
import { regionCells } from './data/region-cells.generated.ts';

// Geohash cells for search (docs/search.md). A search area (circle, route corridor, regions) is
// turned into the geohash cells that cover it, and each cell into the regions (states, provinces)
// that have postal codes in it: the search index is partitioned by region and sorted by geohash,
// so (region, cell) pairs become key ranges to query. Pure: no table, no AWS SDK.

/** Precision of the region -> cells map (~156 km cells at the equator, ~110 x 156 km at 45° N). */
export const CELL_PRECISION = 3;
/** Precision of the geohash stored in the index's sort key (~5 m): fine enough for any cover. */
export const INDEX_PRECISION = 9;
/** A cover never holds more cells than this; a wider area is covered by coarser cells. */
export const MAX_COVER_CELLS = 96;

export interface Point {
  latitude: number;
  longitude: number;
}
type Box = [minLat: number, minLon: number, maxLat: number, maxLon: number];

const KM_PER_DEGREE = 111.195;

/** spec 2.10: longitudes beyond ±180 are wrapped (181 -> -179, 375 -> 15). */
export function wrapLongitude(longitude: number): number {
  const wrapped = ((((longitude + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && longitude > 0 ? 180 : wrapped;
}

export const geohashOf = (point: Point, precision = INDEX_PRECISION) =>
  ngeohash.encode(point.latitude, point.longitude, precision);

let regionsByCell: Map<string, string[]> | undefined;

function cellIndex(): Map<string, string[]> {
  if (regionsByCell) return regionsByCell;
  regionsByCell = new Map();
  for (const [region, cells] of Object.entries(regionCells)) {
    for (const cell of cells.split(' ')) {
      if (!regionsByCell.has(cell)) regionsByCell.set(cell, []);
      regionsByCell.get(cell)!.push(region);
    }
  }
  return regionsByCell;
}

/** The regions (e.g. `USA-TX`) with postal codes in a cell of any precision. */
export function regionsOfCell(cell: string): string[] {
  const index = cellIndex();
  if (cell.length >= CELL_PRECISION) return index.get(cell.slice(0, CELL_PRECISION)) ?? [];
  const found = new Set<string>();
  for (const [mapped, regions] of index) if (mapped.startsWith(cell)) regions.forEach((r) => found.add(r));
  return [...found];
}

/** Every region the map knows (states and provinces with postal codes). */
export const mappedRegions = (): string[] => Object.keys(regionCells);

/** The cells (precision CELL_PRECISION) with postal codes of a region; [] for an unknown region. */
export const cellsOfRegion = (region: string): string[] => regionCells[region]?.split(' ') ?? [];

function cellSize(precision: number): { latDegrees: number; lonDegrees: number } {
  const bits = 5 * precision;
  return { latDegrees: 180 / 2 ** Math.floor(bits / 2), lonDegrees: 360 / 2 ** Math.ceil(bits / 2) };
}

/** A box around a point, split in two where it crosses the antimeridian. */
function boxesAround(points: Point[], marginKm: number): Box[] {
  const lats = points.map((p) => p.latitude);
  const marginLat = marginKm / KM_PER_DEGREE;
  const minLat = Math.max(-90, Math.min(...lats) - marginLat);
  const maxLat = Math.min(90, Math.max(...lats) + marginLat);
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const marginLon = widest >= 89 ? 360 : marginKm / (KM_PER_DEGREE * Math.cos((widest * Math.PI) / 180));
  const lons = points.map((p) => p.longitude);
  const minLon = Math.min(...lons) - marginLon;
  const maxLon = Math.max(...lons) + marginLon;
  if (maxLon - minLon >= 360) return [[minLat, -180, maxLat, 180]];
  if (minLon < -180)
    return [
      [minLat, minLon + 360, maxLat, 180],
      [minLat, -180, maxLat, maxLon],
    ];
  if (maxLon > 180)
    return [
      [minLat, minLon, maxLat, 180],
      [minLat, -180, maxLat, maxLon - 360],
    ];
  return [[minLat, minLon, maxLat, maxLon]];
}

/** A cell's centre and the farthest any of its points lies from it (a corner). */
function cellCentre(cell: string): { centre: Point; radiusKm: number } {
  const [minLat, minLon, maxLat, maxLon] = ngeohash.decode_bbox(cell);
  const centre = { latitude: (minLat + maxLat) / 2, longitude: (minLon + maxLon) / 2 };
  const corners = [
    [minLat, minLon],
    [minLat, maxLon],
    [maxLat, minLon],
    [maxLat, maxLon],
  ] as const;
  return {
    centre,
    radiusKm: Math.max(...corners.map(([latitude, longitude]) => greatCircleKm(centre, { latitude, longitude }))),
  };
}

/**
 * Whether a cell may hold a point within `km` of what `distance` measures from: true when its
 * centre is within `km` plus the cell's own radius (triangle inequality), so a cover never
 * misses a point, at the price of a cell or two it did not need.
 */
function mayHoldWithin(cell: string, km: number, distance: (p: Point) => number): boolean {
  const { centre, radiusKm } = cellCentre(cell);
  return distance(centre) <= km + radiusKm;
}

/**
 * The finest cells (precision 5 down to 1) that cover `boxes`, keeping those `touches` accepts
 * and that hold postal codes, with at most MAX_COVER_CELLS of them.
 */
function cover(boxes: Box[], touches: (cell: string) => boolean, maxCells: number): string[] {
  for (let precision = 5; precision >= 1; precision--) {
    const { latDegrees, lonDegrees } = cellSize(precision);
    const estimate = boxes.reduce(
      (n, [s, w, north, e]) => n + ((north - s) / latDegrees + 2) * ((e - w) / lonDegrees + 2),
      0,
    );
    if (estimate > maxCells * 8 && precision > 1) continue;
    const cells = boxes
      .flatMap(([s, w, north, e]) => ngeohash.bboxes(s, w, north, e, precision))
      .filter((cell) => regionsOfCell(cell).length > 0 && touches(cell));
    if (cells.length <= maxCells || precision === 1) return [...new Set(cells)].sort();
  }
  return [];
}

/** Cells covering the circle of `radiusKm` around `centre`. */
export function circleCover(centre: Point, radiusKm: number, maxCells = MAX_COVER_CELLS): string[] {
  return cover(
    boxesAround([centre], radiusKm),
    (cell) => mayHoldWithin(cell, radiusKm, (p) => greatCircleKm(centre, p)),
    maxCells,
  );
}

/**
 * Cells covering the circle that may also hold points of a route corridor: where a nearest-first
 * search along a route reads (docs/search.md).
 */
export function circleCoverNearRoute(
  centre: Point,
  radiusKm: number,
  route: { start: Point; end: Point; widthKm: number },
  maxCells = MAX_COVER_CELLS,
): string[] {
  return cover(
    boxesAround([centre], radiusKm),
    (cell) =>
      mayHoldWithin(cell, radiusKm, (p) => greatCircleKm(centre, p)) &&
      mayHoldWithin(cell, route.widthKm, (p) => kmFromSegment(p, route.start, route.end)),
    maxCells,
  );
}

/** Every cell of one precision that may hold a point of the circle (no cap: estimates read these). */
export function circleCellsAt(precision: number, centre: Point, radiusKm: number): string[] {
  const cells = boxesAround([centre], radiusKm).flatMap(([s, w, n, e]) => ngeohash.bboxes(s, w, n, e, precision));
  return [...new Set(cells)].filter(
    (cell) => regionsOfCell(cell).length > 0 && mayHoldWithin(cell, radiusKm, (p) => greatCircleKm(centre, p)),
  );
}

/** Every cell of one precision that may hold a point within `widthKm` of the segment. */
export function corridorCellsAt(precision: number, start: Point, end: Point, widthKm: number): string[] {
  const cells = boxesAround(alongSegment(start, end), widthKm + 1).flatMap(([s, w, n, e]) =>
    ngeohash.bboxes(s, w, n, e, precision),
  );
  return [...new Set(cells)].filter(
    (cell) => regionsOfCell(cell).length > 0 && mayHoldWithin(cell, widthKm, (p) => kmFromSegment(p, start, end)),
  );
}

/**
 * Points along the great-circle segment, at most 100 km apart: a corridor's box must hold the arc,
 * which bulges poleward of its ends (Rhode Island to California passes north of Buffalo, a degree
 * above both ends), not only the ends. Between two points the arc strays from their box by metres.
 */
function alongSegment(start: Point, end: Point): Point[] {
  const steps = Math.max(1, Math.ceil(greatCircleKm(start, end) / 100));
  const at = geoInterpolate([start.longitude, start.latitude], [end.longitude, end.latitude]);
  return Array.from({ length: steps + 1 }, (_, i) => {
    const [longitude, latitude] = at(i / steps);
    return { latitude, longitude };
  });
}

/** Kilometres from `point` to the great-circle segment from `start` to `end`. */
export function kmFromSegment(point: Point, start: Point, end: Point): number {
  return getDistanceFromLine(point, start, end, 0.01) / 1000;
}

/** Cells covering every point within `widthKm` of the segment from `start` to `end`. */
export function corridorCover(start: Point, end: Point, widthKm: number, maxCells = MAX_COVER_CELLS): string[] {
  return cover(
    boxesAround(alongSegment(start, end), widthKm + 1),
    (cell) => mayHoldWithin(cell, widthKm, (p) => kmFromSegment(p, start, end)),
    maxCells,
  );
}

/** The smallest geohash of the same length after `cell` in sort order, or undefined after the last. */
function nextCell(cell: string): string | undefined {
  const base32 = '0123456789bcdefghjkmnpqrstuvwxyz';
  for (let i = cell.length - 1; i >= 0; i--) {
    const next = base32.indexOf(cell[i]!) + 1;
    if (next < base32.length) return cell.slice(0, i) + base32[next] + '0'.repeat(cell.length - i - 1);
  }
  return undefined;
}

/** Sorted cells merged into runs of consecutive cells: each run is one key range. */
export function cellRuns(cells: string[]): { first: string; last: string }[] {
  const runs: { first: string; last: string }[] = [];
  for (const cell of [...cells].sort()) {
    const run = runs[runs.length - 1];
    if (run && run.last.length === cell.length && nextCell(run.last) === cell) run.last = cell;
    else runs.push({ first: cell, last: cell });
  }
  return runs;
}
