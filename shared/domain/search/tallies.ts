import ngeohash from 'ngeohash';
import { greatCircleKm } from '../../geo/great-circle.ts';
import { kmFromSegment, type Point } from '../../geo/cells.ts';
import { parentCommodityOf } from '../lookups/lookups.ts';
import type { SearchEntry } from './cards.ts';

// Tallies (docs/search.md, "Counting"): how many open listings each scope holds, per
// (subcommodity, pricing format) bucket. The indexer adds one to every tally of a listing while it
// is open, so a count is a sum of a few small items instead of a read of every match. Pure: the
// scope and bucket names are the marketplace's (regions, cells, commodities), not table keys.

/**
 * Cells of this precision (~20 x 40 km) are tallied; their precision-2 parent (~600 x 1,200 km) holds them as buckets.
 */
export const TALLY_CELL_PRECISION = 4;
const TALLY_ITEM_PRECISION = 2;

export type Side = 'pickup' | 'delivery';

/** `ALL`, `PICKUP#USA-TX`, `PICKUP#NA-USA`, `PICKUPCELL#9q5` ... */
export type TallyScope = string;

export const everywhereScope: TallyScope = 'ALL';
export const regionScope = (side: Side, region: string): TallyScope => `${side.toUpperCase()}#${region}`;
const cellScope = (side: Side, cell: string): TallyScope =>
  `${side.toUpperCase()}CELL#${cell.slice(0, TALLY_ITEM_PRECISION)}`;

/** The country a state or province region belongs to: `USA-TX` -> `NA-USA`. */
export const countryOf = (region: string) => `NA-${region.split('-')[0]}`;

const bucketOf = (entry: Pick<SearchEntry, 'commodity' | 'format'>) => `${entry.commodity}|${entry.format}`;

export interface Tally {
  scope: TallyScope;
  bucket: string;
}

/** Every tally an open listing counts in: everywhere, each stop's region and country, each stop's cell. */
export function talliesOf(entry: SearchEntry): Tally[] {
  const bucket = bucketOf(entry);
  return (['pickup', 'delivery'] as const)
    .flatMap((side, i) => {
      const region = entry.regions[i]!;
      const point = i === 0 ? entry.pickup : entry.delivery;
      const cell = ngeohash.encode(point.latitude, point.longitude, TALLY_CELL_PRECISION);
      return [
        { scope: regionScope(side, region), bucket },
        { scope: regionScope(side, countryOf(region)), bucket },
        // cells count listings only, one number each, so that an area's estimate reads small items;
        // a filter's share comes from the region tallies
        { scope: cellScope(side, cell), bucket: cell.slice(TALLY_ITEM_PRECISION) },
      ];
    })
    .concat({ scope: everywhereScope, bucket });
}

/** Buckets of one tally item: bucket -> listings. */
export type TallyCounts = Record<string, number>;

/** Which buckets a query's commodity, trailer and format filters keep (the same rule as `matches`). */
export interface BucketFilter {
  commodities?: Set<string>;
  carried?: Set<string>;
  pricingFormat?: string;
}

function keeps(filter: BucketFilter, commodity: string, format: string): boolean {
  if (filter.pricingFormat && format !== filter.pricingFormat) return false;
  if (!filter.commodities && !filter.carried) return true;
  const parent = parentCommodityOf(commodity);
  if (filter.commodities && !filter.commodities.has(commodity) && !(parent && filter.commodities.has(parent)))
    return false;
  return !filter.carried || (parent !== undefined && filter.carried.has(parent));
}

/** Listings of a scope's tally that pass the filter. */
export function countOf(counts: TallyCounts | undefined, filter: BucketFilter): number {
  let total = 0;
  for (const [bucket, n] of Object.entries(counts ?? {})) {
    const [commodity, format] = bucket.split('|') as [string, string];
    if (n > 0 && keeps(filter, commodity, format)) total += n;
  }
  return total;
}

// --- estimating an area from cell tallies ---------------------------------------------------

export type AreaShape = { centre: Point; radiusKm: number } | { start: Point; end: Point; widthKm: number };

const inShape = (shape: AreaShape, point: Point) =>
  'centre' in shape
    ? greatCircleKm(shape.centre, point) <= shape.radiusKm
    : kmFromSegment(point, shape.start, shape.end) <= shape.widthKm;

/** A cell's share of an area, by a 4 x 4 grid of sample points (a cell wholly inside is 1). */
function shareInside(cell: string, shape: AreaShape): number {
  const [minLat, minLon, maxLat, maxLon] = ngeohash.decode_bbox(cell);
  let inside = 0;
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 4; j++) {
      if (
        inShape(shape, {
          latitude: minLat + ((i + 0.5) / 4) * (maxLat - minLat),
          longitude: minLon + ((j + 0.5) / 4) * (maxLon - minLon),
        })
      )
        inside++;
    }
  }
  return inside / 16;
}

/** The tally items an estimate of an area reads: one per precision-2 cell its cover touches. */
export const cellTallyScopes = (side: Side, cells: string[]): TallyScope[] => [
  ...new Set(cells.map((cell) => cellScope(side, cell))),
];

/**
 * About how many listings of one side lie in an area: each tallied cell's count times its share of
 * the area. `tallies` holds the items `cellTallyScopes` named.
 */
export function estimateArea(
  side: Side,
  cells: string[],
  shape: AreaShape,
  tallies: Map<TallyScope, TallyCounts>,
): number {
  let total = 0;
  for (const scope of cellTallyScopes(side, cells)) {
    const parent = scope.slice(scope.indexOf('#') + 1);
    for (const [suffix, n] of Object.entries(tallies.get(scope) ?? {}))
      if (n > 0) total += n * shareInside(parent + suffix, shape);
  }
  return total;
}
