import { regionOf } from '../../shared/domain/lookups/lookups.ts';
import { commodityTree } from '../../shared/domain/lookups/data/commodities.ts';
import { trailerTypeRecords } from '../../shared/domain/lookups/data/trailer-types.ts';
import { pricingFormats, type SearchInput } from '../../shared/schemas/search.ts';
import { randomPlace } from './sample-listings.ts';
import { savedSearchWithEntries } from '../../shared/data/saved-searches.ts';
import { alertPartitionsOfSearch } from '../../shared/domain/saved-searches/alert-index.ts';
import type { SavedSearch } from '../../shared/domain/saved-searches/types.ts';
import { searchQueryOf } from '../../shared/domain/search/rules.ts';

// Realistic saved searches of carriers and brokers (docs/saved-searches.md), for bench/alerts.ts
// and the test that compares alerts with running each search. Mostly lanes, as load boards' alerts
// are: a circle of 50-250 km around a base (centred where listings are, so cities get most) or a
// state or two, to a state or two; some only from a base or a state; some along a route; a few to
// a place only, or for a commodity anywhere. Most name a commodity or a trailer type.

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const regionOfPlace = (place: ReturnType<typeof randomPlace>) => regionOf(place.country, place.stateProvince);
const circle = (random: () => number, radii: readonly number[]) => {
  const place = randomPlace(random);
  return { coordinates: { latitude: place.latitude, longitude: place.longitude, radius: pick(random, radii) } };
};
const states = (random: () => number, count: number) => [
  ...new Set(Array.from({ length: count }, () => regionOfPlace(randomPlace(random)))),
];

const parents = commodityTree.map((parent) => parent.value);
const subcommodities = commodityTree.flatMap((parent) => parent.subCommodities.map((sub) => sub.value));

function what(
  random: () => number,
  needsOne: boolean,
): Pick<SearchInput, 'commodities' | 'trailerTypes' | 'pricingFormat'> {
  const roll = needsOne ? random() * 0.75 : random();
  const format = random() < 0.15 ? { pricingFormat: pick(random, pricingFormats) } : {};
  if (roll < 0.35) return { commodities: [pick(random, parents)], ...format };
  if (roll < 0.55)
    return { commodities: [...new Set([pick(random, subcommodities), pick(random, subcommodities)])], ...format };
  if (roll < 0.75) return { trailerTypes: [pick(random, trailerTypeRecords).value], ...format };
  return format;
}

/** One saved search's query (the body POST /v2/search takes); every one can have alerts (a place or a commodity). */
export function sampleSearchQuery(random: () => number): SearchInput {
  const roll = random();
  const base = () => circle(random, [50, 80, 100, 150, 250]);
  const toStates = () => ({ regions: states(random, 1 + Math.floor(random() * 2)) });
  if (roll < 0.3) return { origin: base(), destination: toStates(), ...what(random, false) };
  if (roll < 0.45) return { origin: toStates(), destination: toStates(), ...what(random, false) };
  if (roll < 0.6) {
    const [from, to] = [randomPlace(random), randomPlace(random)];
    const end = (p: typeof from) => ({ coordinates: { latitude: p.latitude, longitude: p.longitude } });
    return {
      origin: end(from),
      destination: end(to),
      distanceFromRoute: pick(random, [25, 50, 100, 150]),
      ...what(random, false),
    };
  }
  if (roll < 0.82) return { origin: base(), ...what(random, false) };
  if (roll < 0.92) return { origin: toStates(), ...what(random, false) };
  if (roll < 0.98)
    return { destination: random() < 0.5 ? circle(random, [100, 200]) : toStates(), ...what(random, false) };
  return what(random, true);
}

/**
 * The items of saved searches `from` to `from + count - 1` as the API stores them (each search and
 * its alert entries; a third with daily alerts, the rest instant), owned in turn by `owners`, for
 * bulk writing (bench/alerts.ts, bench/scale.ts). Each one a second older than the one before.
 */
export function sampleSavedSearchItems(
  random: () => number,
  from: number,
  count: number,
  owners: (n: number) => number,
): Record<string, unknown>[] {
  const items: Record<string, unknown>[] = [];
  for (let n = from; n < from + count; n++) {
    const query = sampleSearchQuery(random);
    const at = new Date(Date.now() - n * 1000).toISOString();
    const searchId = crypto.randomUUID();
    const search: SavedSearch = {
      searchId,
      userId: owners(n),
      name: `Lane ${n}`,
      query,
      alerts: n % 3 === 0 ? 'daily' : 'instant',
      createdOn: at,
      updatedOn: at,
      alertPartitions: alertPartitionsOfSearch(searchQueryOf(query), searchId),
    };
    items.push(...savedSearchWithEntries(search));
  }
  return items;
}
