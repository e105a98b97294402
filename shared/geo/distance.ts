// Route distance that approximates driving distance (docs/geo.md): great-circle distance times a
// circuity factor. Roads wind more, relative to the crow's line, on short trips than on long ones:
//   circuity(d) = 1.13 + 0.17 * exp(-d / 250 km)
// which gives ~1.24 at 100 km and ~1.13 beyond 1000 km, in line with published US circuity
// factors (about 1.2 regionally, 1.1-1.15 interstate). Checked against road distances in tests.

export function circuity(greatCircle: number): number {
  return 1.13 + 0.17 * Math.exp(-greatCircle / 250);
}

type Point = { latitude: number; longitude: number };

/** Great-circle distance in km (haversine, mean Earth radius). */
export function greatCircleKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Driving-distance estimate in km along the stops in order. */
export function routeKm(stops: Point[]): number {
  let total = 0;
  for (let i = 1; i < stops.length; i++) {
    const leg = greatCircleKm(stops[i - 1]!, stops[i]!);
    total += leg * circuity(leg);
  }
  return total;
}

const KM_PER_MILE = 1.609344;

/** `898 mi.` for routes touching the US; `581 km` for routes wholly in Canada (docs/geo.md). */
export function distanceLabels(km: number, countries: string[]): { label: string; shortLabel: string } {
  const canadaOnly = countries.every((c) => c === 'CA');
  const value = canadaOnly ? Math.round(km) : Math.round(km / KM_PER_MILE);
  const formatted = value.toLocaleString('en-US');
  return canadaOnly ? { label: `${formatted} km`, shortLabel: `${formatted} km` } : { label: `${formatted} mi.`, shortLabel: `${formatted} mi` };
}
