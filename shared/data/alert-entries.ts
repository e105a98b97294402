import type { SearchInput } from '../schemas/search.ts';

// A saved search's query as its alert entry stores it (docs/saved-searches.md): short, since every
// listing's match reads every entry of its partitions and pays by the byte.

type Place = NonNullable<SearchInput['origin']>;
interface CompactPlace {
  p?: [latitude: number, longitude: number, radius?: number];
  r?: string[];
}
/** The filters of a query, short: every listing's match reads every entry of its partitions, and pays by the byte. */
interface CompactQuery {
  c?: string[];
  t?: string[];
  o?: CompactPlace;
  d?: CompactPlace;
  w?: number;
  f?: string;
}

const compactPlace = (place: Place | null | undefined): CompactPlace | undefined => {
  if (place?.coordinates) {
    const { latitude, longitude, radius } = place.coordinates;
    return { p: radius != null ? [latitude, longitude, radius] : [latitude, longitude] };
  }
  return place?.regions?.length ? { r: place.regions } : undefined;
};
const placeOf = (compact: CompactPlace | undefined): Place | undefined => {
  if (compact?.p)
    return {
      coordinates: {
        latitude: compact.p[0],
        longitude: compact.p[1],
        ...(compact.p[2] !== undefined ? { radius: compact.p[2] } : {}),
      },
    };
  return compact?.r ? { regions: compact.r } : undefined;
};

/** What matching reads of a saved search's query (no sort, description or place names), as an entry stores it. */
export function compactQuery(query: SearchInput): string {
  const compact: CompactQuery = {
    ...(query.commodities?.length ? { c: query.commodities } : {}),
    ...(query.trailerTypes?.length ? { t: query.trailerTypes } : {}),
    ...(compactPlace(query.origin) ? { o: compactPlace(query.origin) } : {}),
    ...(compactPlace(query.destination) ? { d: compactPlace(query.destination) } : {}),
    ...(query.distanceFromRoute != null ? { w: query.distanceFromRoute } : {}),
    ...(query.pricingFormat ? { f: query.pricingFormat } : {}),
  };
  return JSON.stringify(compact);
}

/** The query an entry stores, as the search rules read it (matching the same listings as the saved query). */
export function queryOfEntry(text: string): SearchInput {
  const compact = JSON.parse(text) as CompactQuery;
  const [origin, destination] = [placeOf(compact.o), placeOf(compact.d)];
  return {
    ...(compact.c ? { commodities: compact.c } : {}),
    ...(compact.t ? { trailerTypes: compact.t } : {}),
    ...(origin ? { origin } : {}),
    ...(destination ? { destination } : {}),
    ...(compact.w !== undefined ? { distanceFromRoute: compact.w } : {}),
    ...(compact.f ? { pricingFormat: compact.f as SearchInput['pricingFormat'] } : {}),
  };
}
