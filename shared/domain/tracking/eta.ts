import type { Listing, ShipmentTracking, StopEta } from '../listings/types.ts';
import { isPickedUp } from '../listings/rules.ts';
import { routeKm } from '../../geo/distance.ts';
import type { EtaStatus, StopName } from './types.ts';

// Estimated arrival at each stop from the latest position (docs/tracking.md, "Estimated arrival"). Pure: the
// road distance left (docs/geo.md, "Route distance") at a truck's pace under the US hours of service, from the
// position's own time, judged against the booked bid's latest pickup and delivery, which punctuality judges too.

const HOUR_MS = 3_600_000;
/** A loaded truck's average moving speed over a day's roads: highway speed less traffic, towns and fuel stops. */
export const DRIVING_KMH = 80;
/** FMCSA hours of service (49 CFR 395.3): 11 hours' driving, then 10 off; a 30-minute break after 8 hours' driving. */
const SHIFT_DRIVING_HOURS = 11;
const REST_HOURS = 10;
const BREAK_AFTER_HOURS = 8;
const BREAK_HOURS = 0.5;
/** Loading at the pickup, before the delivery leg starts. */
export const LOADING_HOURS = 1;
/** No position for this long while a stop is ahead: NoSignal (found by the schedule, and by every read). */
export const NO_SIGNAL_AFTER_HOURS = 2;
export const NO_SIGNAL_AFTER_MS = NO_SIGNAL_AFTER_HOURS * HOUR_MS;
/** AtRisk: within this much of the deadline, or a tenth of the time still to go when that is more. */
const AT_RISK_MARGIN_MS = HOUR_MS;

/** How long `km` of road takes a truck, its breaks and rests included: its shift's clock starts now. */
export function travelMs(km: number): number {
  const driving = Math.max(0, km) / DRIVING_KMH;
  const shifts = Math.floor(driving / SHIFT_DRIVING_HOURS);
  const rest = driving - shifts * SHIFT_DRIVING_HOURS;
  const perShift = SHIFT_DRIVING_HOURS + BREAK_HOURS + REST_HOURS;
  // arriving as a shift ends takes no rest after it
  const hours =
    rest === 0 && shifts > 0
      ? shifts * perShift - REST_HOURS
      : shifts * perShift + rest + (rest > BREAK_AFTER_HOURS ? BREAK_HOURS : 0);
  return hours * HOUR_MS;
}

/** The standings a shipper is warned of (issue 83): OnTime after one of them is "on time again". */
const WARNINGS: readonly EtaStatus[] = ['AtRisk', 'Late', 'NoSignal'];
export const isEtaWarning = (status: EtaStatus): boolean => WARNINGS.includes(status);

/** How an estimate made at `from` stands against the stop's deadline. */
export function etaStatusOf(eta: number, deadline: number, from: number): Exclude<EtaStatus, 'NoSignal' | 'Unknown'> {
  if (eta > deadline) return 'Late';
  const margin = Math.max(AT_RISK_MARGIN_MS, (eta - from) / 10);
  return eta > deadline - margin ? 'AtRisk' : 'OnTime';
}

/** What a stop's estimate is judged against: the booked bid's latest times (spec 2.11's punctuality). */
export type Deadlines = Record<StopName, string>;

type Point = { latitude: number; longitude: number };

/**
 * The stops' estimates from a position: the pickup's while it is ahead, and the delivery's (after the pickup, its
 * window's opening and the loading, while the pickup is ahead).
 */
export function estimatesFrom(
  listing: Listing,
  position: Point & { recorded: string },
  deadlines: Deadlines,
  atStop: StopName | undefined,
): Partial<Record<StopName, StopEta>> {
  const [pickup, delivery] = listing.route.items;
  const from = Date.parse(position.recorded);
  const country = (stop: typeof pickup) => stop.address.country;
  const here = { ...position, country: country(pickup) };
  const judged = (stop: StopName, eta: number): StopEta => ({
    eta: new Date(eta).toISOString(),
    etaStatus: etaStatusOf(eta, Date.parse(deadlines[stop]), from),
  });
  if (isPickedUp(listing) || atStop === 'Delivery') {
    const eta = atStop === 'Delivery' ? from : from + travelMs(routeKm([here, delivery.address]));
    return { Delivery: judged('Delivery', eta) };
  }
  const atPickup = from + (atStop === 'Pickup' ? 0 : travelMs(routeKm([here, pickup.address])));
  const loaded = Math.max(atPickup, Date.parse(pickup.timeFrame.earliestArrival)) + LOADING_HOURS * HOUR_MS;
  const atDelivery = loaded + travelMs(listing.route.kilometers);
  return { Pickup: judged('Pickup', atPickup), Delivery: judged('Delivery', atDelivery) };
}

/** The stops still ahead of a booked listing: the pickup until picked up, the delivery until delivered. */
export function stopsAhead(listing: Pick<Listing, 'transitStatus' | 'transitStatusRank'>): StopName[] {
  if (listing.transitStatus === 'Delivered') return [];
  return isPickedUp(listing) ? ['Delivery'] : ['Pickup', 'Delivery'];
}

/**
 * Whether the latest signal is older than the silence that makes its stops NoSignal: the latest position the estimates
 * are based on, or a status posted with a location since (that is a signal too).
 */
export const isSilent = (
  { tracking, lastLocation }: Pick<Listing, 'tracking' | 'lastLocation'> & { tracking: ShipmentTracking },
  now: number,
): boolean => {
  const latest = Math.max(Date.parse(tracking.basedOn), lastLocation ? Date.parse(lastLocation.recorded) : 0);
  return now - latest >= NO_SIGNAL_AFTER_MS;
};

/**
 * Each stop ahead with its estimate as the parties read it (`/track`, the transit history, the page): Unknown before
 * any position, NoSignal once the positions have stopped (the last estimate kept), else as computed.
 */
export function stopEtas(
  listing: Pick<Listing, 'transitStatus' | 'transitStatusRank' | 'tracking' | 'lastLocation'>,
  now: number,
): ({ stop: StopName } & StopEta)[] {
  const { tracking } = listing;
  return stopsAhead(listing).map((stop) => {
    const estimate = tracking?.etas[stop];
    if (!tracking || !estimate) return { stop, etaStatus: 'Unknown' };
    return {
      stop,
      ...estimate,
      ...(isSilent({ ...listing, tracking }, now) ? { etaStatus: 'NoSignal' as const } : {}),
    };
  });
}
