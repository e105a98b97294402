import ngeohash from 'ngeohash';
import { AFTER_CELL, NEAR_PARTITION_PRECISION } from '../../data/search-layout.ts';
import { circleCellsAt, type Point } from '../../geo/cells.ts';
import { greatCircleKm } from '../../geo/great-circle.ts';
import type { ReadRanges } from './rules.ts';
import { TALLY_CELL_PRECISION, type TallyCounts, type TallyScope } from './tallies.ts';

// Reads around a point (docs/search.md, "Around a point"). Since the near-places layout every open
// listing's pickup is in the index once more, with its card, in a partition per precision-3
// geohash cell (~120 x 156 km in the US and Canada; its parent commodity's too), sorted by
// geohash. A circle is then one to four partitions, and a few key ranges of each, where the
// places by state took one Query per run of cells per state (20 to 40 near a border). Pure: which
// ranges to read, chosen by what they cost, from the cell tallies' counts.

/**
 * A near read's circle is sized to hold this many times the matches wanted: a second round costs more than the margin.
 */
export const NEAR_MARGIN = 1.5;
/**
 * An entry of the near partitions as a Query reads it (its keys, the entry and its card), bytes:
 * about 550 on the sample listings (a Query of 59 of them was billed 4 units, 28 to 32 KB).
 */
export const NEAR_ENTRY_BYTES = 600;
/** A Query's items are billed together, half a unit per 4 KB begun (eventually consistent), at least half a unit. */
const BYTES_PER_HALF_UNIT = 4096;
/** Precisions a circle may be read at: whole partitions, then ~39 x 20 km, ~5 x 5 km, ~1.2 x 0.6 km cells. */
const PRECISIONS = [3, 4, 5, 6];
/** Covers with more cells than this are not weighed (their cost is all Queries). */
const MAX_CELLS = 600;
const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

/** One Query of a near partition: the partition's cell, and the first and last cells of the range. */
export interface NearRange {
  partition: string;
  first: string;
  last: string;
}

/** Half a unit per 4 KB begun, at least half a unit: what one Query of `entries` costs. */
export const queryUnits = (entries: number, bytes = NEAR_ENTRY_BYTES) =>
  0.5 * Math.max(1, Math.ceil((entries * bytes) / BYTES_PER_HALF_UNIT));

/** Postal-code centroids by tallied cell: where listings can be (a stop is located by its postal code). */
export type Centroids = Map<string, Point[]>;

/** The points by the tallied cell (precision 4) they lie in. */
export function centroidsByCell(points: Point[]): Centroids {
  const byCell: Centroids = new Map();
  for (const point of points) {
    const cell = ngeohash.encode(point.latitude, point.longitude, TALLY_CELL_PRECISION);
    if (!byCell.has(cell)) byCell.set(cell, []);
    byCell.get(cell)!.push(point);
  }
  return byCell;
}

/** Some of a cell's listings at one point: its geohash, and how many, about. */
interface WeightedPoint {
  point: Point;
  hash: string;
  weight: number;
}

/**
 * Open pickups per tallied cell (precision 4), from the cell tallies read for the search
 * (`PICKUPCELL#<2 chars>` items), spread over the cell's postal-code centroids: listings sit at
 * those points, so a downtown cell's listings are where its postal codes crowd, not spread over its
 * 800 km². Cells of items not read count as the mean of those read; without centroids (none given,
 * or a cell with none) a cell's listings are spread over a 4 x 4 grid.
 */
export class PickupDensity {
  private readonly perCell = new Map<string, number>();
  private readonly itemsRead = new Set<string>();
  private readonly spread = new Map<string, WeightedPoint[]>();
  private readonly mean: number;

  constructor(
    tallies: Map<TallyScope, TallyCounts>,
    private readonly centroids?: Centroids,
  ) {
    let total = 0;
    for (const [scope, counts] of tallies) {
      if (!scope.startsWith('PICKUPCELL#')) continue;
      const parent = scope.slice('PICKUPCELL#'.length);
      this.itemsRead.add(parent);
      for (const [suffix, n] of Object.entries(counts)) {
        if (n <= 0) continue;
        this.perCell.set(parent + suffix, n);
        total += n;
      }
    }
    // a tally item covers 1,024 cells; a mean over those read stands in for cells of items not read
    this.mean = this.itemsRead.size ? total / (this.itemsRead.size * 1024) : 0;
  }

  get known(): boolean {
    return this.itemsRead.size > 0;
  }

  /** Listings in a tallied cell. */
  of(cell: string): number {
    return this.itemsRead.has(cell.slice(0, 2)) ? (this.perCell.get(cell) ?? 0) : this.mean;
  }

  /** Every tallied cell with listings, with its count. */
  cells(): [string, number][] {
    return [...this.perCell];
  }

  /** A tallied cell's listings as weighted points. */
  pointsOf(cell: string): WeightedPoint[] {
    let points = this.spread.get(cell);
    if (points) return points;
    const n = this.of(cell);
    const centroids = this.centroids?.get(cell);
    const at = centroids?.length ? centroids : gridOf(cell);
    points =
      n > 0
        ? at.map((point) => ({
            point,
            hash: ngeohash.encode(point.latitude, point.longitude, 9),
            weight: n / at.length,
          }))
        : [];
    this.spread.set(cell, points);
    return points;
  }
}

/** A 4 x 4 grid of points over a cell. */
function gridOf(cell: string): Point[] {
  const [minLat, minLon, maxLat, maxLon] = ngeohash.decode_bbox(cell);
  const grid: Point[] = [];
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 4; j++)
      grid.push({
        latitude: minLat + ((i + 0.5) / 4) * (maxLat - minLat),
        longitude: minLon + ((j + 0.5) / 4) * (maxLon - minLon),
      });
  }
  return grid;
}

/**
 * How many listings lie within a distance of the point, by the cells' counts spread over their
 * points. `reachFor(n)`: the smallest distance expected to hold n; `expected(km)`: how many a
 * circle holds.
 */
export class NearProfile {
  private readonly distances: number[] = [];
  private readonly cumulative: number[] = [];

  constructor(centre: Point, limitKm: number, density: PickupDensity, share: number) {
    const samples: { km: number; weight: number }[] = [];
    for (const [cell] of density.cells()) {
      const [minLat, minLon, maxLat, maxLon] = ngeohash.decode_bbox(cell);
      // a tallied cell is at most ~45 km across: one farther than that beyond the limit holds no point within it
      if (greatCircleKm(centre, { latitude: (minLat + maxLat) / 2, longitude: (minLon + maxLon) / 2 }) > limitKm + 45)
        continue;
      for (const { point, weight } of density.pointsOf(cell)) {
        const km = greatCircleKm(centre, point);
        if (km <= limitKm) samples.push({ km, weight: weight * share });
      }
    }
    samples.sort((a, b) => a.km - b.km);
    let sum = 0;
    for (const { km, weight } of samples) {
      sum += weight;
      this.distances.push(km);
      this.cumulative.push(sum);
    }
  }

  expected(km: number): number {
    let low = 0;
    let high = this.distances.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.distances[mid]! <= km) low = mid + 1;
      else high = mid;
    }
    return low ? this.cumulative[low - 1]! : 0;
  }

  /** The smallest distance expected to hold `wanted` listings, or Infinity when nothing known holds them. */
  reachFor(wanted: number): number {
    const i = this.cumulative.findIndex((sum) => sum >= wanted);
    // just past the point that completes them: a circle at its exact distance may leave it out
    return i === -1 ? Infinity : this.distances[i]! + 0.05;
  }
}

const indexOf = (suffix: string) => [...suffix].reduce((n, c) => n * 32 + BASE32.indexOf(c), 0);
const cellAt = (partition: string, index: number, length: number) => {
  let suffix = '';
  for (let i = 0; i < length; i++, index = Math.floor(index / 32)) suffix = BASE32[index % 32] + suffix;
  return partition + suffix;
};

interface Run {
  start: number;
  end: number;
  entries: number;
}

/**
 * The key ranges that read a circle for the least capacity. For each precision, the circle's
 * cells not yet read, per partition, merged into runs of consecutive cells; then neighbouring runs
 * merged while reading the cells between costs less than a Query more (a Query of a few entries
 * costs half a unit however few). The cheapest precision wins.
 */
export function nearRanges(
  centre: Point,
  reachKm: number,
  density: PickupDensity,
  options: { share: number; bytes?: number; read?: ReadRanges },
): { ranges: NearRange[]; units: number } {
  const bytes = options.bytes ?? NEAR_ENTRY_BYTES;
  let best: { ranges: NearRange[]; units: number } | undefined;
  for (const precision of PRECISIONS) {
    const latKm = 20_000 / 2 ** Math.floor((5 * precision) / 2);
    const lonKm = (40_000 * Math.cos((centre.latitude * Math.PI) / 180)) / 2 ** Math.ceil((5 * precision) / 2);
    if (((2 * reachKm) / latKm + 2) * ((2 * reachKm) / Math.max(1, lonKm) + 2) > MAX_CELLS) continue;
    const cells = circleCellsAt(precision, centre, reachKm).filter(
      (cell) =>
        !options.read ||
        options.read.unread(cell.slice(0, NEAR_PARTITION_PRECISION), cell, `${cell}${AFTER_CELL}`).length > 0,
    );
    const byPartition = new Map<string, number[]>();
    for (const cell of cells) {
      const partition = cell.slice(0, NEAR_PARTITION_PRECISION);
      if (!byPartition.has(partition)) byPartition.set(partition, []);
      byPartition.get(partition)!.push(indexOf(cell.slice(NEAR_PARTITION_PRECISION)));
    }
    const ranges: NearRange[] = [];
    let units = 0;
    for (const [partition, indexes] of byPartition) {
      const entriesIn = (start: number, end: number) =>
        entriesOf(partition, precision, start, end, density) * options.share;
      const runs: Run[] = [];
      for (const index of indexes.sort((a, b) => a - b)) {
        const run = runs[runs.length - 1];
        if (run && run.end + 1 === index) run.end = index;
        else runs.push({ start: index, end: index, entries: 0 });
      }
      for (const run of runs) run.entries = entriesIn(run.start, run.end);
      mergeNeighbours(runs, entriesIn, bytes);
      for (const run of runs) {
        units += queryUnits(run.entries, bytes);
        const length = precision - NEAR_PARTITION_PRECISION;
        ranges.push({
          partition,
          first: cellAt(partition, run.start, length),
          last: cellAt(partition, run.end, length),
        });
      }
    }
    if (!best || units < best.units) best = { ranges, units };
  }
  return best ?? { ranges: [], units: 0 };
}

/** Merges neighbouring runs while one Query of both and the cells between costs less than two. */
function mergeNeighbours(runs: Run[], entriesIn: (start: number, end: number) => number, bytes: number): void {
  for (;;) {
    let bestSaving = 0;
    let at = -1;
    let merged = 0;
    for (let i = 0; i + 1 < runs.length; i++) {
      const entries = entriesIn(runs[i]!.start, runs[i + 1]!.end);
      const saving =
        queryUnits(runs[i]!.entries, bytes) + queryUnits(runs[i + 1]!.entries, bytes) - queryUnits(entries, bytes);
      if (saving > bestSaving) [bestSaving, at, merged] = [saving, i, entries];
    }
    if (at === -1) return;
    runs.splice(at, 2, { start: runs[at]!.start, end: runs[at + 1]!.end, entries: merged });
  }
}

/** About how many listings the cells `start` to `end` (indexes at `precision` within the partition) hold. */
function entriesOf(partition: string, precision: number, start: number, end: number, density: PickupDensity): number {
  const children = 32 ** (TALLY_CELL_PRECISION - NEAR_PARTITION_PRECISION);
  if (precision === NEAR_PARTITION_PRECISION) {
    let total = 0;
    for (let i = 0; i < children; i++)
      total += density.of(cellAt(partition, i, TALLY_CELL_PRECISION - NEAR_PARTITION_PRECISION));
    return total;
  }
  const per = 32 ** (precision - TALLY_CELL_PRECISION); // cells of this precision per tallied cell
  let total = 0;
  for (let child = Math.floor(start / per); child <= Math.floor(end / per); child++) {
    const cell = cellAt(partition, child, TALLY_CELL_PRECISION - NEAR_PARTITION_PRECISION);
    if (start <= child * per && (child + 1) * per - 1 <= end) total += density.of(cell);
    else {
      // part of the cell: the listings at its points inside the range
      for (const { hash, weight } of density.pointsOf(cell)) {
        const index = indexOf(hash.slice(NEAR_PARTITION_PRECISION, precision));
        if (index >= start && index <= end) total += weight;
      }
    }
  }
  return total;
}
