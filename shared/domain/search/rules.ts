import { ValidationError } from '../../errors.ts';
import {
  cellRuns,
  cellsOfRegion,
  circleCover,
  corridorCover,
  kmFromSegment,
  mappedRegions,
  regionsOfCell,
  type Point,
} from '../../geo/cells.ts';
import { greatCircleKm } from '../../geo/great-circle.ts';
import { commoditiesCarriedBy, parentCommodityOf, subdivisionsOf, topLevelCommodityOf } from '../lookups/lookups.ts';
import type { SearchInput, sortFields } from '../../schemas/search.ts';
import type { SearchEntry } from './cards.ts';
import { COMMODITY_SHARDS, commodityLists, EVERYWHERE_SHARDS } from '../../data/search-layout.ts';

// Search rules (spec 2.10, docs/search.md), pure: what a query means, which index ranges can hold
// its matches, whether a card matches, and the order of results.

/** A point searched without a radius covers this much (docs/search.md). */
export const DEFAULT_RADIUS_KM = 100;

type Area = { centre: Point; radiusKm?: number } | { states: Set<string> };
type SortField = (typeof sortFields)[number];

/**
 * The sorted lists an open listing is in, per stored sort key (docs/search.md): everywhere, its
 * pickup's state or province, and its parent commodity, the first and last one shard of them. A
 * search merges the lists of one kind that hold every match.
 */
export function sortedListsOf(entry: SearchEntry): string[] {
  return [
    `ALL#${entry.listingId % EVERYWHERE_SHARDS}`,
    `PICKUP#${entry.regions[0]}`,
    commodityLists(topLevelCommodityOf(entry.commodity))[entry.listingId % COMMODITY_SHARDS]!,
  ];
}

export interface SearchQuery {
  commodities?: Set<string>;
  /** Parent commodities the requested trailer types carry. */
  carried?: Set<string>;
  origin?: Area;
  destination?: Area;
  route?: { start: Point; end: Point; widthKm: number };
  pricingFormat?: SearchEntry['format'];
  sort: { by: SortField; descending: boolean }[];
  /**
   * Shippers that blocked the searcher (docs/provider-relations.md): their listings are never a match (by the entry's
   * shipper).
   */
  hiddenShippers?: ReadonlySet<number>;
}

function areaOf(place: NonNullable<SearchInput['origin']>, withRoute: boolean): Area | undefined {
  if (place.coordinates) {
    const { latitude, longitude, radius } = place.coordinates;
    // along a route the points are its ends; a radius applies only when given
    return { centre: { latitude, longitude }, radiusKm: radius ?? (withRoute ? undefined : DEFAULT_RADIUS_KM) };
  }
  if (place.regions?.length) return { states: new Set(place.regions.flatMap(subdivisionsOf)) };
  return undefined;
}

const centreOf = (area: Area | undefined) => (area && 'centre' in area ? area.centre : undefined);

/** The body as a query; cross-field rules the schema cannot state are 400s here. */
export function searchQueryOf(input: SearchInput): SearchQuery {
  const withRoute = input.distanceFromRoute != null;
  const origin = input.origin ? areaOf(input.origin, withRoute) : undefined;
  const destination = input.destination ? areaOf(input.destination, withRoute) : undefined;
  let route: SearchQuery['route'];
  if (withRoute) {
    const [start, end] = [centreOf(origin), centreOf(destination)];
    if (!start || !end)
      throw ValidationError.field(
        'distanceFromRoute',
        'distanceFromRoute needs origin.coordinates and destination.coordinates: the route runs between them.',
      );
    route = { start, end, widthKm: input.distanceFromRoute! };
  }
  const sort = (input.sort ?? []).map((entry, i) => {
    if (entry.by === 'DistanceFromOrigin' && !centreOf(origin))
      throw ValidationError.field(`sort[${i}].by`, 'DistanceFromOrigin needs origin.coordinates.');
    if (input.sort!.findIndex((other) => other.by === entry.by) !== i)
      throw ValidationError.field(`sort[${i}].by`, `${entry.by} is already a sort key.`);
    return { by: entry.by, descending: entry.direction === 'Descending' };
  });
  if (sort.length === 0) {
    // newest first; nearest first when searching around a point
    sort.push(
      centreOf(origin) ? { by: 'DistanceFromOrigin', descending: false } : { by: 'DateUpdated', descending: true },
    );
  }
  return {
    ...(input.commodities?.length ? { commodities: new Set(input.commodities) } : {}),
    ...(input.trailerTypes?.length
      ? { carried: new Set(input.trailerTypes.flatMap((t) => [...commoditiesCarriedBy(t)])) }
      : {}),
    ...(origin ? { origin } : {}),
    ...(destination ? { destination } : {}),
    ...(route ? { route } : {}),
    ...(input.pricingFormat ? { pricingFormat: input.pricingFormat } : {}),
    sort,
  };
}

// --- where to look ---------------------------------------------------------------------------

/** Which side of the index to read, and which (region, geohash range) slices of it. */
export interface IndexScan {
  side: 'pickup' | 'delivery';
  /** `first`/`last` cells absent: the whole region partition. */
  slices: { region: string; first?: string; last?: string }[];
  /** Rough area read, km²: how the cheapest scan is chosen. */
  areaKm2: number;
}

const CELL_AREA_KM2 = 17_000; // a precision-3 cell at the latitudes of the US and Canada

export function scanOfCells(side: IndexScan['side'], cells: string[], areaKm2: number): IndexScan {
  const byRegion = new Map<string, string[]>();
  for (const cell of cells) {
    for (const region of regionsOfCell(cell)) {
      if (!byRegion.has(region)) byRegion.set(region, []);
      byRegion.get(region)!.push(cell);
    }
  }
  const slices = [...byRegion].flatMap(([region, regionCells]) =>
    cellRuns(regionCells).map(({ first, last }) => ({ region, first, last })),
  );
  return { side, slices, areaKm2 };
}

function scanOfArea(side: IndexScan['side'], area: Area): IndexScan | undefined {
  if ('states' in area) {
    const states = [...area.states];
    return {
      side,
      slices: states.map((region) => ({ region })),
      areaKm2: states.reduce((sum, s) => sum + cellsOfRegion(s).length * CELL_AREA_KM2, 0),
    };
  }
  if (area.radiusKm === undefined) return undefined;
  return scanOfCells(side, circleCover(area.centre, area.radiusKm), Math.PI * area.radiusKm ** 2);
}

/**
 * The cheapest way to read a superset of the matches: around the origin, around the destination
 * (the delivery side of the index), along the route, or, with none of them, everything.
 */
export function planScan(query: SearchQuery): IndexScan {
  const candidates: IndexScan[] = [];
  if (query.origin) candidates.push(...[scanOfArea('pickup', query.origin)].filter((s) => s !== undefined));
  if (query.destination) candidates.push(...[scanOfArea('delivery', query.destination)].filter((s) => s !== undefined));
  if (query.route) {
    const { start, end, widthKm } = query.route;
    candidates.push(
      scanOfCells(
        'pickup',
        corridorCover(start, end, widthKm),
        2 * widthKm * greatCircleKm(start, end) + Math.PI * widthKm ** 2,
      ),
    );
  }
  if (candidates.length === 0)
    return { side: 'pickup', slices: mappedRegions().map((region) => ({ region })), areaKm2: Infinity };
  return candidates.reduce((best, scan) => (scan.areaKm2 < best.areaKm2 ? scan : best));
}

/**
 * The key ranges one search has read, per partition, so that its later rounds read only what the
 * earlier ones did not: a wider circle, or the area whole, holds the narrower one read before.
 * Ranges are of sort keys, `from` and `to` inclusive; a cell `9q5` is the range `9q5` to `9q5~`
 * (no key equals a range's bound: keys are `<geohash>#<id>`).
 */
export class ReadRanges {
  private readonly byPartition = new Map<string, { from: string; to: string }[]>();

  /** The parts of `from`..`to` of a partition not read yet. */
  unread(partition: string, from: string, to: string): { from: string; to: string }[] {
    const pieces: { from: string; to: string }[] = [];
    for (const done of [...(this.byPartition.get(partition) ?? [])].sort((a, b) => (a.from < b.from ? -1 : 1))) {
      if (done.to <= from || done.from >= to) continue;
      if (done.from > from) pieces.push({ from, to: done.from });
      if (done.to > from) from = done.to;
    }
    if (from < to) pieces.push({ from, to });
    return pieces;
  }

  add(partition: string, from: string, to: string): void {
    this.byPartition.set(partition, [...(this.byPartition.get(partition) ?? []), { from, to }]);
  }
}

// --- what matches ------------------------------------------------------------------------------

function inArea(area: Area | undefined, stop: Point, region: string): boolean {
  if (!area) return true;
  if ('states' in area) return area.states.has(region);
  return area.radiusKm === undefined || greatCircleKm(area.centre, stop) <= area.radiusKm;
}

/** Both ends near the route, and pickup no farther along it than delivery (docs/search.md). */
function alongRoute(route: SearchQuery['route'], { pickup, delivery }: SearchEntry): boolean {
  if (!route) return true;
  return (
    kmFromSegment(pickup, route.start, route.end) <= route.widthKm &&
    kmFromSegment(delivery, route.start, route.end) <= route.widthKm &&
    greatCircleKm(route.start, pickup) <= greatCircleKm(route.start, delivery)
  );
}

export function matches(entry: SearchEntry, query: SearchQuery, now: Date): boolean {
  if (entry.expiresOn <= now.getTime()) return false;
  if (entry.shipperId !== undefined && query.hiddenShippers?.has(entry.shipperId)) return false;
  if (query.pricingFormat && entry.format !== query.pricingFormat) return false;
  if (query.commodities || query.carried) {
    // the tree lookup runs only for the filters that need it: an anywhere search checks every entry
    const parent = parentCommodityOf(entry.commodity);
    if (query.commodities && !query.commodities.has(entry.commodity) && !(parent && query.commodities.has(parent)))
      return false;
    if (query.carried && !(parent && query.carried.has(parent))) return false;
  }
  return (
    inArea(query.origin, entry.pickup, entry.regions[0]) &&
    inArea(query.destination, entry.delivery, entry.regions[1]) &&
    alongRoute(query.route, entry)
  );
}

// --- in what order ---------------------------------------------------------------------------

function sortValue(entry: SearchEntry, by: SortField, origin: Point | undefined): number | undefined {
  switch (by) {
    case 'DateUpdated':
      return entry.updatedOn;
    case 'ExpirationDate':
      return entry.expiresOn;
    case 'Price':
      return entry.price;
    case 'TotalDistance':
      return entry.kilometers;
    case 'DistanceFromOrigin':
      return origin ? greatCircleKm(origin, entry.pickup) : undefined;
  }
}

/**
 * Entries in the query's order. Those without a value for a key (an auction with no price yet)
 * come after those with one, in both directions; ties end on listingId, so paging is stable.
 */
export function sortEntries(entries: SearchEntry[], query: SearchQuery): SearchEntry[] {
  const origin = centreOf(query.origin);
  const keyed = entries.map((entry) => ({ entry, values: query.sort.map((s) => sortValue(entry, s.by, origin)) }));
  keyed.sort((a, b) => {
    for (const [i, { descending }] of query.sort.entries()) {
      const [x, y] = [a.values[i], b.values[i]];
      if (x === y) continue;
      if (x === undefined) return 1;
      if (y === undefined) return -1;
      return descending ? y - x : x - y;
    }
    return a.entry.listingId - b.entry.listingId;
  });
  return keyed.map((k) => k.entry);
}
