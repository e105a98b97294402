import {
  CELL_PRECISION,
  cellsOfRegion,
  circleCellsAt,
  corridorCellsAt,
  geohashOf,
  regionsOfCell,
} from '../../geo/cells.ts';
import { parentCommodityOf } from '../lookups/lookups.ts';
import { commodityTree } from '../lookups/data/commodities.ts';
import type { SearchEntry } from '../search/cards.ts';
import type { SearchQuery } from '../search/rules.ts';

// The alert index (docs/saved-searches.md, "Matching"): where a saved search with alerts waits
// for listings, so that matching a listing reads the few partitions it can be found in, never
// every saved search. Pure: the keys of both sides, no table.
//
// A search waits in one kind of place, the smallest its query allows: the geohash cells its pickup
// area covers (precision 4, ~39 x 20 km, for a small circle or a narrow route; precision 3, ~150 km,
// for a wider one or a state or two) or the states and provinces of its pickup area; the states of
// its delivery area; a lane, one of those pickup places to one of those delivery states; with no
// place, everywhere. Under each parent commodity it can match, or under `*` when any (lanes are
// narrow enough without). A listing reads its pickup's two cells and state, its delivery's state,
// the three lanes from those to its delivery's state and everywhere: twelve places, whatever the
// number of saved searches; the wide ones in shards (alertShardsOf), 22 Queries in all. A search is
// written to at most MAX_ALERT_ENTRIES partitions, so that a change of it (old entries out, new
// ones in, the search) is one transaction.

export const FINE_PRECISION = 4;
/** 1 + 49 + 49 actions: a change of a search fits in one transaction (100 actions at most). */
export const MAX_ALERT_ENTRIES = 49;
export const ANY_COMMODITY = '*';
const FINE_CELLS_PER_CELL = 32;
/** Precision-3 cells with postal codes in the US and Canada: an area's share of the map is its cells over these. */
const MAPPED_CELLS = 891;
const PARENT_COMMODITIES = commodityTree.length;

type Area = NonNullable<SearchQuery['origin']>;
/** Places of one kind, and the share of the listings' map they cover (the smaller, the fewer listings read them). */
interface Placing {
  places: string[];
  share: number;
  lane?: true;
}

const unique = (values: string[]) => [...new Set(values)].sort();

/**
 * The precision-3 cells of an area (those that may hold a stop of a match); `precision` 4 for circles and routes only.
 */
function cellsAt(precision: number, area: Area | undefined, route: SearchQuery['route']): string[] | undefined {
  if (area && 'states' in area)
    return precision === CELL_PRECISION ? unique([...area.states].flatMap(cellsOfRegion)) : undefined;
  if (area?.radiusKm !== undefined) return circleCellsAt(precision, area.centre, area.radiusKm);
  if (route) return corridorCellsAt(precision, route.start, route.end, route.widthKm);
  return undefined;
}

/** The ways one side of a query can be placed, smallest first tried: fine cells, cells, states. */
function placingsOf(side: 'FROM' | 'TO', area: Area | undefined, route: SearchQuery['route']): Placing[] {
  const placings: Placing[] = [];
  if (side === 'FROM') {
    const fine = cellsAt(FINE_PRECISION, area, route);
    if (fine && fine.length <= MAX_ALERT_ENTRIES)
      placings.push({ places: fine.map((c) => `FROM#${c}`), share: fine.length / FINE_CELLS_PER_CELL / MAPPED_CELLS });
  }
  const cells = cellsAt(CELL_PRECISION, area, route);
  if (!cells) return placings;
  if (side === 'FROM' && cells.length <= MAX_ALERT_ENTRIES)
    placings.push({ places: cells.map((c) => `FROM#${c}`), share: cells.length / MAPPED_CELLS });
  const states = area && 'states' in area ? [...area.states].sort() : unique(cells.flatMap(regionsOfCell));
  if (states.length <= MAX_ALERT_ENTRIES) {
    placings.push({
      places: states.map((s) => `${side}#${s}`),
      share: states.reduce((sum, s) => sum + cellsOfRegion(s).length, 0) / MAPPED_CELLS,
    });
  }
  return placings;
}

/** The parent commodities a query can match; undefined when any. */
function parentsOf(query: SearchQuery): string[] | undefined {
  let parents: Set<string> | undefined;
  if (query.commodities) parents = new Set([...query.commodities].map((c) => parentCommodityOf(c)!).filter(Boolean));
  if (query.carried) parents = new Set([...(parents ?? query.carried)].filter((p) => query.carried!.has(p)));
  return parents && [...parents].sort();
}

export const alertPartition = (place: string, parent: string) => `ALERT#${place}#${parent}`;

/**
 * How many shards a partition of the index is in (issue 52, docs/scale.md). A listing's match
 * reads every entry of its partitions, so one that many searches wait in and many listings read
 * is hot at B's million saved searches: everywhere under a commodity (a third of the listings read
 * Vehicles': 194% of a partition's reads), a state or a ~150 km cell under any commodity (64%,
 * 51%). A search's entry goes to one shard, by its id, and a listing reads them all: the bytes are
 * the same, a partition's share of them not. Narrow places (fine cells, lanes, a place under a
 * commodity) stay whole; each shard is an empty Query's half unit at a small marketplace.
 */
export function alertShardsOf(partition: string): number {
  const [, kind, place = '', parent] = partition.split('#');
  if (kind === 'ANY') return 8;
  if (kind === 'LANE' || parent !== ANY_COMMODITY) return 1;
  return /^(USA|CAN)-/.test(place) || place.length === CELL_PRECISION ? 2 : 1;
}
/** A shard's partition: shard 0 keeps the whole partition's name, where entries written before shards wait. */
const inShard = (partition: string, shard: number) => (shard === 0 ? partition : `${partition}#${shard}`);
/** A search's shard, from the random end of its id (UUID v7: the start is its time). */
const shardOfSearch = (searchId: string, shards: number) =>
  Number.parseInt(searchId.replaceAll('-', '').slice(-8), 16) % shards;

/**
 * Whether a query can wait anywhere but everywhere for every commodity: an alert needs a place or a commodity
 * (docs/saved-searches.md).
 */
export const isAlertable = (query: SearchQuery) =>
  Boolean(query.origin || query.destination || query.route || query.commodities || query.carried);

/**
 * Every partition a saved search with alerts is written to (none when its filters can match nothing), each in the
 * search's shard.
 */
export function alertPartitionsOfSearch(query: SearchQuery, searchId: string): string[] {
  return alertPlacesOfSearch(query).map((partition) =>
    inShard(partition, shardOfSearch(searchId, alertShardsOf(partition))),
  );
}

/** The partitions of a search's place, before shards. */
function alertPlacesOfSearch(query: SearchQuery): string[] {
  const parents = parentsOf(query);
  if (parents?.length === 0) return [];
  const from = placingsOf('FROM', query.origin, query.route);
  const to = placingsOf('TO', query.destination, query.route);
  const lanes = to
    .flatMap((delivery) =>
      from.map(
        (pickup): Placing => ({
          places: pickup.places.flatMap((p) =>
            delivery.places.map((d) => `LANE#${p.slice('FROM#'.length)}#${d.slice('TO#'.length)}`),
          ),
          share: pickup.share * delivery.share,
          lane: true,
        }),
      ),
    )
    .filter((lane) => lane.places.length <= MAX_ALERT_ENTRIES);
  const placings = [...from, ...to, ...lanes];
  if (placings.length === 0) return parents ? parents.map((parent) => alertPartition('ANY', parent)) : [];
  // what a listing's read meets of this search's entries: the placing's share of the map, and of the commodities when
  // split by them
  const split = (placing: Placing) =>
    !placing.lane && parents !== undefined && placing.places.length * parents.length <= MAX_ALERT_ENTRIES;
  const met = (placing: Placing) => placing.share * (split(placing) ? parents!.length / PARENT_COMMODITIES : 1);
  const best = placings.reduce((a, b) => (met(b) < met(a) ? b : a));
  const under = split(best) ? parents! : [ANY_COMMODITY];
  return best.places.flatMap((place) => under.map((parent) => alertPartition(place, parent)));
}

/** The partitions where every saved search a listing can match waits: each shard of its places. */
export function alertPartitionsOfListing(
  entry: Pick<SearchEntry, 'pickup' | 'delivery' | 'commodity' | 'regions'>,
): string[] {
  const pickups = [geohashOf(entry.pickup, FINE_PRECISION), geohashOf(entry.pickup, CELL_PRECISION), entry.regions[0]];
  const parent = parentCommodityOf(entry.commodity) ?? entry.commodity;
  return [
    ...[...pickups.map((p) => `FROM#${p}`), `TO#${entry.regions[1]}`].flatMap((place) => [
      alertPartition(place, parent),
      alertPartition(place, ANY_COMMODITY),
    ]),
    ...pickups.map((p) => alertPartition(`LANE#${p}#${entry.regions[1]}`, ANY_COMMODITY)),
    alertPartition('ANY', parent),
  ].flatMap((partition) => Array.from({ length: alertShardsOf(partition) }, (_, shard) => inShard(partition, shard)));
}
