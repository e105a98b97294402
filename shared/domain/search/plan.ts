import {
  circleCellsAt,
  circleCover,
  corridorCellsAt,
  corridorCover,
  regionsOfCell,
  type Point,
} from '../../geo/cells.ts';
import { greatCircleKm } from '../../geo/great-circle.ts';
import { subdivisionsOf, topLevelCommodityOf } from '../lookups/lookups.ts';
import { planScan, type IndexScan, type SearchQuery } from './rules.ts';
import { type Centroids, NEAR_MARGIN, NearProfile, nearRanges, PickupDensity } from './near.ts';
import {
  cellTallyScopes,
  countOf,
  countryOf,
  estimateArea,
  everywhereScope,
  regionScope,
  type AreaShape,
  type BucketFilter,
  type Side,
  type TallyCounts,
  type TallyScope,
} from './tallies.ts';
import { COMMODITY_SHARDS, commodityLists, everywhereLists, type StoredSortKey } from '../../data/search-layout.ts';

// How a search reads (docs/search.md, "Choosing a read"). Pure: given the query and the tallies,
// which of three reads finds the page for the least capacity, and whether the tallies alone give
// the exact count.
//   sorted   the sorted list of the first sort key (everywhere, or the pickup regions of the
//            query), filtered in memory, until the page is full: costs the page over the share of
//            entries that match
//   near     around the origin point, from the near places (which carry the cards): widening
//            until the page is settled (nearest first), or the circle whole (any other order)
//   nearest  the same from the places by state, for routes and circles too wide for near
//            places
//   area     the place slices of the query's area, whole: exact, and the
//            cheapest for a small area

/** A search never reads past this many results: deeper pages follow from narrower searches. */
export const MAX_SEARCH_WINDOW = 10_000;
// Read capacity, as a choice weighs it: a place entry is about 200 bytes (40 to an eventually
// consistent read unit), a sorted list's about 500 (it carries the card: 16 to a unit), every
// Query costs half a unit at least, and a page of place entries reads its cards by key, half a
// unit each.
const UNITS_PER_ENTRY = 1 / 40;
const UNITS_PER_SORTED_ENTRY = 1 / 16;
const UNITS_PER_QUERY = 0.5;
const UNITS_PER_CARD = 0.5;
/** What a nearest-first read around a point takes, about: a few small rounds near the point. */
const NEAREST_UNITS = 12;
/** A near read reaches at most this far (a wider circle is more partitions than the places by state). */
const NEAR_MAX_KM = 400;
/** Without cell counts (none read), a near read starts at this reach, as the nearest read does. */
const FIRST_REACH_KM = 15;
/** At most this many pickup regions' lists are merged; more read the everywhere list instead. */
const MAX_SORTED_REGIONS = 8;

/**
 * What of the index is built (its migrations' markers): the near places, those per parent
 * commodity. (The sorted lists' partitions are read whole in every layout: rules.ts.)
 */
export interface IndexLayout {
  near: boolean;
  nearByCommodity: boolean;
}
export const currentLayout: IndexLayout = { near: true, nearByCommodity: true };

export type SearchRead =
  | {
      kind: 'sorted';
      by: StoredSortKey;
      descending: boolean;
      lists: string[];
      candidates: number;
      firstPages: number[];
    }
  | {
      kind: 'nearest';
      centre: Point;
      reachKm: number;
      route?: { start: Point; end: Point; widthKm: number };
      shape: AreaShape;
      cells: string[];
    }
  | NearRead
  | { kind: 'area'; scan: IndexScan };

/**
 * A read of the near places around the origin: rounds from `firstReachKm` out to `reachKm` (the
 * circle whole at once when they are equal). `parents`: in those parent commodities' partitions
 * alone; `share`: the part of all listings one partition read holds (a parent's, about: what a
 * range costs); `profile`: the matches the tallies expect within a distance, which sizes each round.
 */
export interface NearRead {
  kind: 'near';
  centre: Point;
  reachKm: number;
  firstReachKm: number;
  shape: AreaShape;
  cells: string[];
  parents?: string[];
  share: number;
  density: PickupDensity;
  profile: NearProfile;
}

export const bucketFilterOf = (query: SearchQuery): BucketFilter => ({
  ...(query.commodities ? { commodities: query.commodities } : {}),
  ...(query.carried ? { carried: query.carried } : {}),
  ...(query.pricingFormat ? { pricingFormat: query.pricingFormat } : {}),
});

/** A set of states and provinces as the fewest tallies: whole countries, or everything, as one. */
function scopesOfStates(side: Side, states: Set<string>): TallyScope[] {
  const countries = ['NA-USA', 'NA-CAN'].map((country) => ({ country, members: subdivisionsOf(country) }));
  const whole = countries.filter(({ members }) => members.every((m) => states.has(m)));
  if (whole.length === countries.length) return [everywhereScope];
  const inWhole = new Set(whole.map(({ country }) => country));
  return [
    ...whole.map(({ country }) => regionScope(side, country)),
    ...[...states].filter((state) => !inWhole.has(countryOf(state))).map((state) => regionScope(side, state)),
  ];
}

/**
 * The tallies whose sum is the exact count, when the query's filters are all ones tallies keep:
 * commodity, trailer, format, and a place on at most one side given as regions.
 */
export function exactTallyScopes(query: SearchQuery): TallyScope[] | undefined {
  if (query.route) return undefined;
  const sides = (
    [
      ['pickup', query.origin],
      ['delivery', query.destination],
    ] as const
  ).filter(([, area]) => area);
  if (sides.length === 0) return [everywhereScope];
  if (sides.length > 1) return undefined;
  const [side, area] = sides[0]!;
  return 'states' in area! ? scopesOfStates(side, area.states) : undefined;
}

/** The shape of the origin's area, for estimates: its circle, or the route's corridor. */
function originShape(query: SearchQuery): AreaShape | undefined {
  const origin = query.origin && 'centre' in query.origin ? query.origin : undefined;
  if (query.route && origin?.radiusKm === undefined)
    return { start: query.route.start, end: query.route.end, widthKm: query.route.widthKm };
  return origin?.radiusKm !== undefined ? { centre: origin.centre, radiusKm: origin.radiusKm } : undefined;
}

const ESTIMATE_PRECISION = 3;
/** An area wider than this many tally items is not estimated by cells (it would cost more than it saves). */
const MAX_ESTIMATE_CELLS = 48;

/** The precision-3 cells whose tallies estimate an area, or [] for an area too wide to estimate so. */
export function estimateCells(shape: AreaShape): string[] {
  const areaKm2 =
    'centre' in shape
      ? Math.PI * shape.radiusKm ** 2
      : 2 * shape.widthKm * greatCircleKm(shape.start, shape.end) + Math.PI * shape.widthKm ** 2;
  if (areaKm2 > MAX_ESTIMATE_CELLS * 12_000) return [];
  const cells =
    'centre' in shape
      ? circleCellsAt(ESTIMATE_PRECISION, shape.centre, shape.radiusKm)
      : corridorCellsAt(ESTIMATE_PRECISION, shape.start, shape.end, shape.widthKm);
  return cells.length <= MAX_ESTIMATE_CELLS ? cells : [];
}

/** The pickup regions whose sorted lists hold every match, when few enough to merge. */
function pickupRegionsOf(query: SearchQuery): string[] | undefined {
  let regions: string[] | undefined;
  if (query.origin && 'states' in query.origin) regions = [...query.origin.states];
  else {
    const shape = originShape(query);
    if (shape) {
      const cells =
        'centre' in shape
          ? circleCover(shape.centre, shape.radiusKm)
          : corridorCover(shape.start, shape.end, shape.widthKm);
      regions = [...new Set(cells.flatMap(regionsOfCell))];
    }
  }
  return regions && regions.length <= MAX_SORTED_REGIONS ? regions : undefined;
}

/** The parent commodities whose lists hold every match of a commodity or trailer filter. */
function parentsOf(query: SearchQuery): string[] | undefined {
  const named = query.commodities ? new Set([...query.commodities].map(topLevelCommodityOf)) : undefined;
  if (named && query.carried) return [...named].filter((parent) => query.carried!.has(parent));
  if (named) return [...named];
  return query.carried ? [...query.carried] : undefined;
}

/**
 * One way to read sorted: lists of one kind holding every match, how many entries each holds (a
 * list the tallies say is empty is not read: a Query costs half a unit even when it finds nothing),
 * and how many pass the tallied filters.
 */
interface ListChoice {
  lists: string[];
  sizes: number[];
  inScope: number;
  candidates: number;
}

function listChoice(lists: string[], sizes: number[], candidates: number): ListChoice {
  const kept = lists.map((list, i) => ({ list, size: sizes[i]! })).filter(({ size }) => size > 0);
  // without any count (a tally not written yet), every list is read
  const read = kept.length ? kept : lists.map((list, i) => ({ list, size: sizes[i]! }));
  return {
    lists: read.map(({ list }) => list),
    sizes: read.map(({ size }) => size),
    inScope: sizes.reduce((a, b) => a + b, 0),
    candidates,
  };
}

function listChoices(query: SearchQuery, tallies: Map<TallyScope, TallyCounts>, filter: BucketFilter): ListChoice[] {
  const all = tallies.get(everywhereScope);
  const everywhere = everywhereLists();
  const choices = [
    listChoice(
      everywhere,
      everywhere.map(() => countOf(all, {}) / everywhere.length),
      countOf(all, filter),
    ),
  ];
  const regions = pickupRegionsOf(query);
  if (regions) {
    const scopes = regions.map((region) => regionScope('pickup', region));
    choices.push(
      listChoice(
        regions.map((region) => `PICKUP#${region}`),
        scopes.map((scope) => scopeCount([scope], tallies, {})),
        scopeCount(scopes, tallies, filter),
      ),
    );
  }
  const parents = parentsOf(query);
  if (parents) {
    // each parent's list in its shards, its listings spread evenly over them by id
    const lists = parents.flatMap(commodityLists);
    const sizes = parents.flatMap((parent) =>
      commodityLists(parent).map(() => countOf(all, { commodities: new Set([parent]) }) / COMMODITY_SHARDS),
    );
    choices.push(listChoice(lists, sizes, countOf(all, filter)));
  }
  return choices;
}

/**
 * How many entries to read first from each list to fill `need`: the matches come from the lists in
 * proportion to their entries, and a list's entries match at the choice's share, so a list gives
 * its part in one Query instead of a few doubling ones. Where that is an expectation (a filter
 * drops entries, or several lists share the page) a quarter more: a list that runs short reads on
 * twice as many, which costs more than the margin (bench:search, "anywhere, flatbed, auction": 5.0
 * RCU with it, 9.5 with an eighth). One list that all match: the page and two, no more.
 */
function firstPagesOf(choice: ListChoice, need: number): number[] {
  if (choice.candidates < 1 || choice.inScope < 1)
    return choice.lists.map(() => Math.max(5, Math.ceil(need / choice.lists.length) + 2));
  const exact = choice.lists.length === 1 && choice.candidates >= choice.inScope;
  const spread = exact ? 1 : 1.25;
  return choice.sizes.map((size) =>
    Math.max(5, Math.min(1000, Math.ceil((need * size * spread) / choice.candidates) + 2)),
  );
}

/** Every tally the choice, the estimates and the exact count may need: read in one request. */
export function talliesToRead(query: SearchQuery): TallyScope[] {
  const shape = originShape(query);
  const area = planScan(query);
  const circle = nearCircle(query);
  // the regions' sorted lists are weighed only for a stored sort key; nearest first never reads them
  const sorted = query.sort[0]!.by !== 'DistanceFromOrigin';
  return [
    ...new Set([
      everywhereScope,
      ...(exactTallyScopes(query) ?? []),
      ...(sorted ? (pickupRegionsOf(query) ?? []).map((region) => regionScope('pickup', region)) : []),
      ...(shape ? cellTallyScopes('pickup', estimateCells(shape)) : []),
      ...(circle ? cellTallyScopes('pickup', circleCellsAt(ESTIMATE_PRECISION, circle.centre, circle.radiusKm)) : []),
      ...areaTallyScopes(query, area),
    ]),
  ];
}

/** The origin's circle when near places can read it: a point with a radius, no route, not too wide. */
function nearCircle(query: SearchQuery): { centre: Point; radiusKm: number } | undefined {
  const origin = query.origin && 'centre' in query.origin ? query.origin : undefined;
  if (!origin || origin.radiusKm === undefined || query.route || origin.radiusKm > NEAR_MAX_KM) return undefined;
  return { centre: origin.centre, radiusKm: origin.radiusKm };
}

/** Tallies that say how many entries an area read would take. */
function areaTallyScopes(query: SearchQuery, scan: IndexScan): TallyScope[] {
  if (scan.areaKm2 === Infinity) return [everywhereScope];
  const area = scan.side === 'pickup' ? query.origin : query.destination;
  if (area && 'states' in area) return [...area.states].map((state) => regionScope(scan.side, state));
  const shape = scan.side === 'pickup' ? originShape(query) : destinationShape(query);
  return shape ? cellTallyScopes(scan.side, estimateCells(shape)) : [];
}

function destinationShape(query: SearchQuery): AreaShape | undefined {
  const destination = query.destination && 'centre' in query.destination ? query.destination : undefined;
  return destination?.radiusKm !== undefined
    ? { centre: destination.centre, radiusKm: destination.radiusKm }
    : undefined;
}

/** About how many entries a read of the query's area takes (and how many of them pass the filter). */
function areaSize(
  query: SearchQuery,
  scan: IndexScan,
  tallies: Map<TallyScope, TallyCounts>,
  filter: BucketFilter,
): number {
  if (scan.areaKm2 === Infinity) return countOf(tallies.get(everywhereScope), filter);
  const area = scan.side === 'pickup' ? query.origin : query.destination;
  if (area && 'states' in area)
    return [...area.states].reduce(
      (sum, state) => sum + countOf(tallies.get(regionScope(scan.side, state)), filter),
      0,
    );
  const shape = scan.side === 'pickup' ? originShape(query) : destinationShape(query);
  const cells = shape ? estimateCells(shape) : [];
  return cells.length ? estimateArea(scan.side, cells, shape!, tallies) * filterShare(tallies, filter) : Infinity;
}

/** The share of all open listings that pass the filter (cells count listings only; this scales them). */
export function filterShare(tallies: Map<TallyScope, TallyCounts>, filter: BucketFilter): number {
  const all = tallies.get(everywhereScope);
  const total = countOf(all, {});
  return total ? countOf(all, filter) / total : 1;
}

/** About how many listings a scope's tallies hold that pass the filter. */
export const scopeCount = (scopes: TallyScope[], tallies: Map<TallyScope, TallyCounts>, filter: BucketFilter) =>
  scopes.reduce((sum, scope) => sum + countOf(tallies.get(scope), filter), 0);

/** How far a nearest-first read may ever need to reach from its point. */
function reachLimit(query: SearchQuery): number {
  const origin = query.origin as { centre: Point; radiusKm?: number };
  const alongRoute = query.route ? greatCircleKm(query.route.start, query.route.end) + query.route.widthKm : Infinity;
  return Math.min(origin.radiusKm ?? Infinity, alongRoute);
}

/**
 * The parent commodities whose own place partitions hold every match, when reading them instead of
 * all places reads clearly less: their listings are under half of everything per partition read.
 */
function selectiveParents(query: SearchQuery, tallies: Map<TallyScope, TallyCounts>): string[] | undefined {
  const parents = parentsOf(query);
  if (!parents?.length) return undefined;
  return parents.length * filterShare(tallies, { commodities: new Set(parents) }) < 0.5 ? parents : undefined;
}

/**
 * A read of the near places around the origin, when the layout has them and the circle suits: the
 * first round sized by the cell counts to hold the page with a margin, in the filter's parent
 * commodities' partitions when those are selective.
 */
function nearRead(
  query: SearchQuery,
  need: number,
  tallies: Map<TallyScope, TallyCounts>,
  layout: IndexLayout,
  whole: boolean,
  centroids?: Centroids,
): NearRead | undefined {
  const circle = layout.near ? nearCircle(query) : undefined;
  if (!circle) return undefined;
  const parents = layout.nearByCommodity ? selectiveParents(query, tallies) : undefined;
  const density = new PickupDensity(tallies, centroids);
  const profile = new NearProfile(circle.centre, circle.radiusKm, density, filterShare(tallies, bucketFilterOf(query)));
  const firstReachKm = whole
    ? circle.radiusKm
    : Math.min(circle.radiusKm, density.known ? profile.reachFor(need * NEAR_MARGIN) : FIRST_REACH_KM);
  return {
    kind: 'near',
    centre: circle.centre,
    reachKm: circle.radiusKm,
    firstReachKm,
    shape: circle,
    cells: estimateCells(circle),
    ...(parents ? { parents } : {}),
    share: parents ? filterShare(tallies, { commodities: new Set(parents) }) / parents.length : 1,
    density,
    profile,
  };
}

/** What reading a near read's whole circle costs, about. */
const nearUnits = (near: NearRead) =>
  nearRanges(near.centre, near.reachKm, near.density, { share: near.share }).units * (near.parents?.length ?? 1);

/**
 * The read that fills `need` results (skip + top + 1, to know whether a next page exists) cheapest.
 * `layout`: what of the index is built (docs/search.md, migrations); `centroids`: the postal-code
 * centroids where listings sit, for reads around a point (without them, less exact estimates).
 */
export function chooseRead(
  query: SearchQuery,
  need: number,
  tallies: Map<TallyScope, TallyCounts>,
  layout: IndexLayout = currentLayout,
  centroids?: Centroids,
): SearchRead {
  const [first] = query.sort;
  const filter = bucketFilterOf(query);
  const area = planScan(query);
  const likelyMatches = Math.min(areaSize(query, area, tallies, filter), countOf(tallies.get(everywhereScope), filter));
  // the area's places whole, and the page's cards by key
  const areaUnits = areaSize(query, area, tallies, {}) * UNITS_PER_ENTRY + area.slices.length * UNITS_PER_QUERY;
  const areaWithCards = areaUnits + Math.min(need, likelyMatches) * UNITS_PER_CARD;
  // the circle whole from the near places, when that costs less (their entries carry the cards)
  const nearWhole = nearRead(query, need, tallies, layout, true, centroids);
  const whole: SearchRead =
    nearWhole && nearUnits(nearWhole) < areaWithCards ? nearWhole : { kind: 'area', scan: area };
  const wholeUnits = whole.kind === 'near' ? nearUnits(whole) : areaWithCards;
  if (first!.by === 'DistanceFromOrigin') {
    // nearest first needs the origin point
    if (!first!.descending) {
      // a page expected to need the whole circle (a deep one) reads it the cheaper way
      const near = nearRead(query, need, tallies, layout, false, centroids);
      if (near) return near.firstReachKm < near.reachKm ? near : whole;
    }
    // farthest first reads the area whole, and so does an area cheaper to read whole, or one likely
    // to hold no more than a page of matches (a nearest read would widen to all of it anyway)
    const fewMatches = areaSize(query, area, tallies, filter) <= need * 1.5;
    if (first!.descending || areaUnits <= NEAREST_UNITS || fewMatches) return whole;
    const origin = query.origin as { centre: Point };
    const shape = originShape(query) ?? { centre: origin.centre, radiusKm: reachLimit(query) };
    return {
      kind: 'nearest',
      centre: origin.centre,
      reachKm: reachLimit(query),
      shape,
      cells: estimateCells(shape),
      ...(query.route ? { route: query.route } : {}),
    };
  }
  // a route's matches are few of its corridor's pickups (both stops must lie along it), fewer than
  // the tallies can tell: its corridor, read whole, costs less than a sorted list read until they are found
  if (query.route) return { kind: 'area', scan: area };
  // a sorted list reads about need / (share of its entries that match), a page at a time per list;
  // the area reads all of it
  const units = (choice: ListChoice) => {
    const entries =
      likelyMatches >= 1 ? Math.min(choice.inScope, (need * choice.inScope) / likelyMatches) : choice.inScope;
    return (
      entries * UNITS_PER_SORTED_ENTRY +
      choice.lists.length * UNITS_PER_QUERY * Math.max(1, Math.log2(entries / choice.lists.length / 8))
    );
  };
  const best = listChoices(query, tallies, filter).reduce((a, b) => (units(b) < units(a) ? b : a));
  if (wholeUnits <= units(best)) return whole;
  return {
    kind: 'sorted',
    by: first!.by,
    descending: first!.descending,
    lists: best.lists,
    candidates: best.candidates,
    firstPages: firstPagesOf(best, need),
  };
}
