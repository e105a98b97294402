// Geocoding for the US and Canada (docs/geo.md): postal code + country, city + state/province +
// country, and reverse geocoding of coordinates to the nearest city. The data module is imported on
// first use and parsed once per container.

export interface Place {
  postalCode?: string;
  majorMunicipality: string;
  stateProvince: string;
  country: 'US' | 'CA';
  latitude: number;
  longitude: number;
}

interface Index {
  postal: Map<string, Place>;
  cities: Map<string, Place & { population: number }>;
  cityList: (Place & { population: number })[];
}

let index: Promise<Index> | undefined;

const cityKey = (name: string, state: string, country: string) =>
  `${country}|${state.toUpperCase()}|${name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]/g, '')}`;

async function load(): Promise<Index> {
  const { postalCodeRows, cityRows } = await import('./data/places.generated.ts');
  const postal = new Map<string, Place>();
  for (const row of postalCodeRows.split('\n')) {
    const [code, lat, lon, city, state, country] = row.split('|') as [string, string, string, string, string, 'US' | 'CA'];
    postal.set(`${country}|${code}`, { postalCode: code, majorMunicipality: city, stateProvince: state, country, latitude: Number(lat), longitude: Number(lon) });
  }
  const cities = new Map<string, Place & { population: number }>();
  const cityList: (Place & { population: number })[] = [];
  for (const row of cityRows.split('\n')) {
    const [name, state, country, lat, lon, population] = row.split('|') as [string, string, 'US' | 'CA', string, string, string];
    const place = { majorMunicipality: name, stateProvince: state, country, latitude: Number(lat), longitude: Number(lon), population: Number(population) };
    cityList.push(place);
    const key = cityKey(name, state, country);
    if ((cities.get(key)?.population ?? -1) < place.population) cities.set(key, place); // the larger of namesakes
  }
  return { postal, cities, cityList };
}

const data = (): Promise<Index> => (index ??= load());

/** US: 5-digit ZIP (ZIP+4 accepted). Canada: A1A 1A1 in any spacing or case, or the FSA alone. */
export function normalizePostalCode(code: string, country: 'US' | 'CA'): string | undefined {
  const compact = code.replace(/[\s-]/g, '').toUpperCase();
  if (country === 'US') return /^\d{5}(\d{4})?$/.test(compact) ? compact.slice(0, 5) : undefined;
  return /^[A-Z]\d[A-Z](\d[A-Z]\d)?$/.test(compact) ? compact.slice(0, 3) : undefined;
}

export async function geocodePostalCode(code: string, country: 'US' | 'CA'): Promise<Place | undefined> {
  const normalized = normalizePostalCode(code, country);
  if (!normalized) return undefined;
  const place = (await data()).postal.get(`${country}|${normalized}`);
  // Keep what the client sent (M5V 2T6), formatted: the FSA only locates it.
  return place && { ...place, postalCode: country === 'CA' ? formatCanadian(code) : normalized };
}

function formatCanadian(code: string): string {
  const compact = code.replace(/\s/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
}

export async function geocodeCity(name: string, stateProvince: string, country: 'US' | 'CA'): Promise<Place | undefined> {
  const found = (await data()).cities.get(cityKey(name, stateProvince, country));
  if (!found) return undefined;
  const { population: _population, ...place } = found;
  return place;
}

/** Great-circle distance in km (haversine, mean Earth radius). */
export function greatCircleKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** How far the nearest city may be for coordinates to count as inside the coverage area. */
const REVERSE_GEOCODE_LIMIT_KM = 150;

/** The nearest city to coordinates, or undefined outside the US and Canada. */
export async function reverseGeocode(latitude: number, longitude: number): Promise<Place | undefined> {
  let best: (Place & { population: number }) | undefined;
  let bestKm = Infinity;
  for (const city of (await data()).cityList) {
    if (Math.abs(city.latitude - latitude) > 3) continue; // cheap band filter before the trigonometry
    const km = greatCircleKm(city, { latitude, longitude });
    if (km < bestKm) { bestKm = km; best = city; }
  }
  if (!best || bestKm > REVERSE_GEOCODE_LIMIT_KM) return undefined;
  return { majorMunicipality: best.majorMunicipality, stateProvince: best.stateProvince, country: best.country, latitude, longitude };
}
