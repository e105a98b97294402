import { CELL_PRECISION, cellsOfRegion, circleCellsAt, corridorCellsAt, geohashOf, type Point } from '../../geo/cells.ts';
import { commodityTree } from '../lookups/data/commodities.ts';
import { parentCommodityOf } from '../lookups/lookups.ts';
import type { SearchEntry } from '../search/cards.ts';
import type { SearchQuery } from '../search/rules.ts';

// The alert index (docs/saved-searches.md, "Matching"): where a saved search with alerts waits
// for listings, so that matching a listing reads the few partitions it can be found in, never
// every saved search. Pure: the keys of both sides, no table.
//
// A search waits in one kind of place, the most selective its query allows: the geohash cells its
// pickup area covers (precision 4, ~39 x 20 km, for a small circle; precision 3, ~150 km, for a
// wider one or for states and provinces), else the cells its delivery area covers (precision 3),
// else everywhere; and under each parent commodity it can match, or under `*` when any. A listing
// reads its pickup's two cells, its delivery's cell and everywhere, each under its parent and `*`:
// eight Queries, whatever the number of saved searches.

/** Finer cells for pickups: most carriers' saved searches are a circle of 50-250 km around their base. */
export const FINE_PRECISION = 4;
/** A search is written to at most this many places x commodities; a wider one waits in fewer, coarser places. */
export const MAX_ALERT_ENTRIES = 96;
const ANY_COMMODITY = '*';
/** A precision-4 cell is 1/32 of a precision-3 one: what choosing the side compares. */
const cellArea = (cell: string) => (cell.length >= CELL_PRECISION + 1 ? 1 : 32);

type Area = NonNullable<SearchQuery['origin']>;
type Side = 'FROM' | 'TO';

const unique = (cells: string[]) => [...new Set(cells)].sort();

/** The cells that hold every stop of a side's matches, at the finest precision allowed that stays within the cap; undefined when too wide. */
function cellsOf(area: Area | undefined, route: SearchQuery['route'], precisions: number[]): string[] | undefined {
  for (const precision of precisions) {
    let cells: string[] | undefined;
    if (area && 'states' in area) cells = precision === CELL_PRECISION ? unique([...area.states].flatMap(cellsOfRegion)) : undefined;
    else if (area?.radiusKm !== undefined) cells = circleCellsAt(precision, area.centre, area.radiusKm);
    else if (route) cells = corridorCellsAt(precision, route.start, route.end, route.widthKm);
    if (cells && cells.length <= MAX_ALERT_ENTRIES) return cells;
  }
  return undefined;
}

/** The parent commodities a query can match; undefined when any. */
function parentsOf(query: SearchQuery): string[] | undefined {
  let parents: Set<string> | undefined;
  if (query.commodities) parents = new Set([...query.commodities].map((c) => parentCommodityOf(c)!).filter(Boolean));
  if (query.carried) parents = new Set([...(parents ?? query.carried)].filter((p) => query.carried!.has(p)));
  return parents && [...parents].sort();
}

/** The places a saved search waits in (`FROM#<cell>`, `TO#<cell>` or `ANY`). */
function placesOf(query: SearchQuery): string[] {
  const sides: { side: Side; cells: string[] }[] = [];
  const from = cellsOf(query.origin, query.route, [FINE_PRECISION, CELL_PRECISION]);
  if (from) sides.push({ side: 'FROM', cells: from });
  const to = cellsOf(query.destination, query.route, [CELL_PRECISION]);
  if (to) sides.push({ side: 'TO', cells: to });
  if (sides.length === 0) return ['ANY'];
  const area = (cells: string[]) => cells.reduce((sum, cell) => sum + cellArea(cell), 0);
  const best = sides.reduce((a, b) => (area(b.cells) < area(a.cells) ? b : a));
  return best.cells.map((cell) => `${best.side}#${cell}`);
}

export const alertPartition = (place: string, parent: string) => `ALERT#${place}#${parent}`;

/** Every partition a saved search with alerts is written to (none when its filters can match nothing). */
export function alertPartitionsOfSearch(query: SearchQuery): string[] {
  const places = placesOf(query);
  const parents = parentsOf(query);
  if (parents?.length === 0) return [];
  const under = parents && places.length * parents.length <= MAX_ALERT_ENTRIES ? parents : [ANY_COMMODITY];
  return places.flatMap((place) => under.map((parent) => alertPartition(place, parent)));
}

/** The partitions where every saved search a listing can match waits. */
export function alertPartitionsOfListing(entry: Pick<SearchEntry, 'pickup' | 'delivery' | 'commodity'>): string[] {
  const pickup: Point = entry.pickup;
  const places = [`FROM#${geohashOf(pickup, FINE_PRECISION)}`, `FROM#${geohashOf(pickup, CELL_PRECISION)}`, `TO#${geohashOf(entry.delivery, CELL_PRECISION)}`, 'ANY'];
  const parent = parentCommodityOf(entry.commodity) ?? entry.commodity;
  return places.flatMap((place) => [alertPartition(place, parent), alertPartition(place, ANY_COMMODITY)]);
}

/** Every parent commodity: what the bench and tests draw from. */
export const parentCommodities = commodityTree.map((parent) => parent.value);
