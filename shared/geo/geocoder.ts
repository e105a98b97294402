import { readFile } from 'node:fs/promises';
import { cityKey } from './names.ts';
import { greatCircleKm } from './great-circle.ts';

// Geocoding for the US and Canada (docs/geo.md): postal code + country, city + state/province +
// country, and reverse geocoding of coordinates to the nearest city.

export interface Place {
  postalCode?: string;
  majorMunicipality: string;
  stateProvince: string;
  country: 'US' | 'CA';
  latitude: number;
  longitude: number;
}

interface Rows {
  /** Every row follows a newline: country|code|latitude|longitude|city|state or province */
  postalCodeRows: string;
  /** Every row follows a newline: country|state|normalized name|name|latitude|longitude|population */
  cityRows: string;
}
type City = Place & { population: number };

/**
 * The data files (built by shared/geo/data/build.ts) are read on first use, never carried in a
 * bundle as source: beside this module here, beside index.mjs in a Lambda asset, where
 * infra/functions.ts copies them for the functions that name them (docs/geo.md).
 */
export const postalCodesFile = new URL('./data/postal-codes.psv', import.meta.url);
const citiesFile = new URL('./data/cities.psv', import.meta.url);

// Nothing is parsed at start-up (docs/geo.md): postal codes are indexed on the first postal
// lookup, cities found by one indexOf of their key (rows start with it), and the city list is
// parsed only for reverse geocoding, once.
let rows: Promise<Rows> | undefined;
let cityList: City[] | undefined;
/** Postal key -> offset of the row's fields: ~14 ms to build once, then O(1) per lookup, where
 * an indexOf over the 1.3 MB of postal rows costs ~1 ms each (bench/estimate.ts). */
let postalIndex: Map<string, number> | undefined;
let centroids: { latitude: number; longitude: number }[] | undefined;

const data = (): Promise<Rows> =>
  (rows ??= Promise.all([readFile(postalCodesFile, 'utf8'), readFile(citiesFile, 'utf8')]).then(
    ([postalCodeRows, cityRows]) => ({ postalCodeRows, cityRows }),
  ));

/** The fields after `key` of the row that starts with it, or undefined. */
function rowAfter(text: string, key: string): string[] | undefined {
  const at = text.indexOf(`\n${key}|`);
  if (at < 0) return undefined;
  const start = at + key.length + 2;
  return text.slice(start, text.indexOf('\n', start)).split('|');
}

function indexPostalCodes(text: string): Map<string, number> {
  const index = new Map<string, number>();
  for (let at = 0; at < text.length - 1; ) {
    const keyEnd = text.indexOf('|', text.indexOf('|', at + 1) + 1); // key = country|code
    index.set(text.slice(at + 1, keyEnd), keyEnd + 1);
    at = text.indexOf('\n', keyEnd);
  }
  return index;
}

function parseCities(text: string): City[] {
  const list: City[] = [];
  for (const row of text.split('\n')) {
    if (!row) continue;
    const [country, state, , name, lat, lon, population] = row.split('|') as [
      Place['country'],
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    list.push({
      majorMunicipality: name,
      stateProvince: state,
      country,
      latitude: Number(lat),
      longitude: Number(lon),
      population: Number(population),
    });
  }
  return list;
}

/** US: 5-digit ZIP (ZIP+4 accepted). Canada: A1A 1A1 in any spacing or case, or the FSA alone. */
export function normalizePostalCode(code: string, country: 'US' | 'CA'): string | undefined {
  const compact = code.replace(/[\s-]/g, '').toUpperCase();
  if (country === 'US') return /^\d{5}(\d{4})?$/.test(compact) ? compact.slice(0, 5) : undefined;
  return /^[A-Z]\d[A-Z](\d[A-Z]\d)?$/.test(compact) ? compact.slice(0, 3) : undefined;
}

/** A place from a postal row's fields after its country and code: latitude, longitude, city, state. */
function placeOfRow(row: string, postalCode: string, country: Place['country']): Place & { postalCode: string } {
  const [lat, lon, city, state] = row.split('|') as [string, string, string, string];
  return {
    postalCode,
    majorMunicipality: city,
    stateProvince: state,
    country,
    latitude: Number(lat),
    longitude: Number(lon),
  };
}

/** Every postal row as a place, for tools that walk them all (lookups use the index instead). */
export function postalPlaces(text: string): (Place & { postalCode: string })[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((row) => {
      const [country, postalCode] = row.split('|', 2) as [Place['country'], string];
      return placeOfRow(row.slice(country.length + postalCode.length + 2), postalCode, country);
    });
}

/**
 * Every postal code's centroid: where listings sit (a stop is located by its postal code), which
 * reads around a point spread their counts over (shared/domain/search/near.ts). Parsed on first use.
 */
export async function postalCentroids(): Promise<{ latitude: number; longitude: number }[]> {
  centroids ??= postalPlaces((await data()).postalCodeRows).map(({ latitude, longitude }) => ({ latitude, longitude }));
  return centroids;
}

export async function geocodePostalCode(code: string, country: 'US' | 'CA'): Promise<Place | undefined> {
  const normalized = normalizePostalCode(code, country);
  if (!normalized) return undefined;
  const text = (await data()).postalCodeRows;
  postalIndex ??= indexPostalCodes(text);
  const start = postalIndex.get(`${country}|${normalized}`);
  if (start === undefined) return undefined;
  // Keep what the client sent (M5V 2T6), formatted: the FSA only locates it.
  const postalCode = country === 'CA' ? formatCanadian(code) : normalized;
  return placeOfRow(text.slice(start, text.indexOf('\n', start)), postalCode, country);
}

function formatCanadian(code: string): string {
  const compact = code.replace(/\s/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
}

export async function geocodeCity(
  name: string,
  stateProvince: string,
  country: 'US' | 'CA',
): Promise<Place | undefined> {
  const found = rowAfter((await data()).cityRows, `${country}|${stateProvince.trim().toUpperCase()}|${cityKey(name)}`);
  if (!found) return undefined;
  const [cityName, lat, lon] = found as [string, string, string];
  return {
    majorMunicipality: cityName,
    stateProvince: stateProvince.trim().toUpperCase(),
    country,
    latitude: Number(lat),
    longitude: Number(lon),
  };
}

/** How far the nearest city may be for coordinates to count as inside the coverage area. */
const REVERSE_GEOCODE_LIMIT_KM = 150;

/** Places this much farther than the nearest still count as "here": the label names the one people know. */
const SAME_PLACE_KM = 15;

/**
 * The city that labels coordinates: of the cities within SAME_PLACE_KM of the nearest one, the
 * most populous (downtown Tucson is Tucson, not the enclave of South Tucson). Undefined outside
 * the US and Canada.
 */
export async function reverseGeocode(latitude: number, longitude: number): Promise<Place | undefined> {
  cityList ??= parseCities((await data()).cityRows);
  const near: { city: City; km: number }[] = [];
  for (const city of cityList) {
    if (Math.abs(city.latitude - latitude) > 3) continue; // cheap band filter before the trigonometry
    const km = greatCircleKm(city, { latitude, longitude });
    if (km <= REVERSE_GEOCODE_LIMIT_KM) near.push({ city, km });
  }
  if (near.length === 0) return undefined;
  const nearest = Math.min(...near.map((n) => n.km));
  const best = near
    .filter((n) => n.km <= nearest + SAME_PLACE_KM)
    .reduce((a, b) => (b.city.population > a.city.population ? b : a)).city;
  return {
    majorMunicipality: best.majorMunicipality,
    stateProvince: best.stateProvince,
    country: best.country,
    latitude,
    longitude,
  };
}
