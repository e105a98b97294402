import { greatCircleKm, type Point } from './great-circle.ts';
import { networkRouteKm } from './road-distance.ts';

// Route distance that approximates driving distance (docs/geo.md, "Route distance"). A short leg
// is its great-circle distance times a circuity factor; roads wind more, relative to the crow's
// line, on short trips than on long ones:
//   circuity(d) = 1.13 + 0.17 * exp(-d / 250 km)
// (~1.24 at 100 km, ~1.13 beyond 1000 km: published US circuity factors). A longer leg follows the
// highway network (./road-distance.ts), so it goes around lakes and mountains as roads do: the
// crow's line alone read long western lanes 13% short. Checked against 37 published lanes in tests.

export function circuity(greatCircle: number): number {
  return 1.13 + 0.17 * Math.exp(-greatCircle / 250);
}

/** Legs at least this long (great circle) follow the highway network; shorter ones are local roads. */
const NETWORK_FROM_KM = 150;

const localKm = (greatCircle: number) => greatCircle * circuity(greatCircle);

/**
 * Driving km of one leg: local roads when short, the highway network when long (within Canada between Canadian places).
 */
function legKm(a: Point & { country?: string }, b: Point & { country?: string }): number {
  const greatCircle = greatCircleKm(a, b);
  if (greatCircle < NETWORK_FROM_KM) return localKm(greatCircle);
  return networkRouteKm(a, b, localKm, a.country === 'CA' && b.country === 'CA') ?? localKm(greatCircle);
}

/** Driving-distance estimate in km along the stops in order. */
export function routeKm(stops: (Point & { country?: string })[]): number {
  let total = 0;
  for (let i = 1; i < stops.length; i++) total += legKm(stops[i - 1]!, stops[i]!);
  return total;
}

const KM_PER_MILE = 1.609344;

/** `898 mi.` for routes touching the US; `581 km` for routes wholly in Canada (docs/geo.md). */
export function distanceLabels(km: number, countries: string[]): { label: string; shortLabel: string } {
  const canadaOnly = countries.every((c) => c === 'CA');
  const value = canadaOnly ? Math.round(km) : Math.round(km / KM_PER_MILE);
  const formatted = value.toLocaleString('en-US');
  return canadaOnly
    ? { label: `${formatted} km`, shortLabel: `${formatted} km` }
    : { label: `${formatted} mi.`, shortLabel: `${formatted} mi` };
}
