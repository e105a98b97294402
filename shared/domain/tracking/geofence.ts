import { greatCircleKm } from '../../geo/great-circle.ts';
import type { Listing } from '../listings/types.ts';
import type { StopName } from './types.ts';

// Arrival and departure by geofence (docs/tracking.md, "Arrived and Departed"). A stop is located to its postal code's
// centroid unless its address gave coordinates (docs/geo.md), so the fence is wider than a dock's 200 m: arrived
// within 2 km, departed beyond 3 km, the gap keeping a fix that wanders at the edge from making visits of it.

export const ARRIVED_WITHIN_KM = 2;
export const DEPARTED_BEYOND_KM = 3;
/** At most this many arrivals and departures from one report: a fence crossed more often in one batch is noise. */
export const MOST_VISIT_EVENTS = 8;

type Fix = { latitude: number; longitude: number; recorded: string };

export interface VisitEvent<F extends Fix> {
  event: 'Arrived' | 'Departed';
  stop: StopName;
  position: F;
}

/**
 * The arrivals and departures that positions after the latest make, in their order, from the stop the latest was at;
 * and the stop the last of them is at.
 */
export function visitsAlong<F extends Fix>(
  listing: Pick<Listing, 'route'>,
  atStop: StopName | undefined,
  positions: readonly F[],
): { events: VisitEvent<F>[]; atStop: StopName | undefined } {
  const [pickup, delivery] = listing.route.items;
  const places: [StopName, { latitude: number; longitude: number }][] = [
    ['Pickup', pickup.address],
    ['Delivery', delivery.address],
  ];
  const events: VisitEvent<F>[] = [];
  let at = atStop;
  for (const position of positions) {
    if (at) {
      const place = places.find(([stop]) => stop === at)![1];
      if (greatCircleKm(position, place) <= DEPARTED_BEYOND_KM) continue;
      events.push({ event: 'Departed', stop: at, position });
      at = undefined;
    }
    const reached = places.find(([, place]) => greatCircleKm(position, place) <= ARRIVED_WITHIN_KM);
    if (reached) {
      events.push({ event: 'Arrived', stop: reached[0], position });
      at = reached[0];
    }
  }
  return { events: events.slice(0, MOST_VISIT_EVENTS), atStop: at };
}
