import * as clock from '../../clock.ts';
import { ConflictError, ErrorCode, NotFoundError, ValidationError, errorEntry } from '../../errors.ts';
import { failedOn } from '../../data/errors.ts';
import { addToTrack, applyPositions, type Position } from '../../data/positions.ts';
import { findBid } from '../../data/bids.ts';
import { findListing } from '../../data/listings.ts';
import { putTransitEntry, statusRecordsOf } from '../../data/transit.ts';
import type { Listing, ShipmentTracking, StopEta } from '../listings/types.ts';
import type { EtaStatus, StopName, TransitRecord } from './types.ts';
import { estimatesFrom, isEtaWarning, stopsAhead, type Deadlines } from './eta.ts';
import { visitsAlong } from './geofence.ts';

// Positions (docs/tracking.md, "Positions"): a location report of spec 2.11 (one position, now) or a device's batch
// (up to 100, each at its own time). Every position goes into the track; those after the latest move the listing's
// tracking forward: the stop it is at (Arrived, Departed), each stop's estimate, and an entry when an estimate's
// status changes in a way its shipper hears of. A batch sent again changes nothing: its positions are no longer later.

/** How far ahead of the server's clock a device's may run. */
export const CLOCK_SKEW_MS = 60_000;
/** A position is a place at a time: the same one sent twice is one position. */
const positionKey = (p: Position) => `${p.recorded}|${p.latitude}|${p.longitude}`;

/** A change of a stop's standing its shipper hears of: to a warning, or back to OnTime from one. */
export const isHeardChange = (before: EtaStatus | undefined, after: EtaStatus) =>
  before !== after && (isEtaWarning(after) || (after === 'OnTime' && before !== undefined && isEtaWarning(before)));

/** The EtaChanged entries of a move from one set of estimates to another (once each: keyed by stop and time). */
export function etaChanges(
  listing: Pick<Listing, 'listingId' | 'shipperId' | 'bookedProviderId'>,
  before: ShipmentTracking['etas'] | undefined,
  after: ShipmentTracking['etas'],
  recorded: string,
): TransitRecord[] {
  return (Object.entries(after) as [StopName, StopEta][])
    .filter(([stop, now]) => isHeardChange(before?.[stop]?.etaStatus, now.etaStatus))
    .map(([stop, now]) => ({
      recordId: `EtaChanged-${stop}`,
      listingId: listing.listingId,
      shipperId: listing.shipperId,
      providerId: listing.bookedProviderId!,
      punctuality: 'NotApplicable',
      recorded,
      event: 'EtaChanged',
      stop,
      ...(now.eta ? { eta: now.eta } : {}),
      etaStatus: now.etaStatus,
      previousEtaStatus: before?.[stop]?.etaStatus ?? 'Unknown',
    }));
}

/** The positions of a report as the device recorded them, each once, oldest first; refused when one is impossible. */
async function checkedPositions(listing: Listing, positions: readonly Position[], now: number): Promise<Position[]> {
  const booked = (await statusRecordsOf(listing)).find((r) => r.status === 'ReadyForDispatch')?.recorded;
  const refusals = positions.flatMap((p, i) => {
    const at = Date.parse(p.recorded);
    if (at > now + CLOCK_SKEW_MS)
      return [errorEntry(ErrorCode.InvalidValue, `positions[${i}].recorded`, 'is in the future')];
    if (booked && at < Date.parse(booked))
      return [errorEntry(ErrorCode.InvalidValue, `positions[${i}].recorded`, 'is before the listing was booked')];
    return [];
  });
  if (refusals.length) throw new ValidationError(refusals);
  const distinct = new Map(positions.map((p) => [positionKey(p), p]));
  return [...distinct.values()].sort((a, b) => (a.recorded < b.recorded ? -1 : a.recorded > b.recorded ? 1 : 0));
}

async function deadlinesOf(listing: Listing): Promise<Deadlines> {
  const bid = listing.acceptedBidId === undefined ? undefined : await findBid(listing.acceptedBidId);
  if (!bid) throw new NotFoundError('The accepted bid of this listing is missing.', 'listingId');
  return { Pickup: bid.latestPickup, Delivery: bid.latestDelivery };
}

export interface PositionsReport {
  /** Positions as sent, each with its own time. */
  positions: Position[];
  /** A location report of spec 2.11: its history entry, the position its own (recorded now). */
  report?: TransitRecord;
}

export interface PositionsRecorded {
  accepted: number;
  duplicates: number;
  listing: Listing;
}

const ATTEMPTS = 4;

/**
 * Records a booked listing's positions (the caller its booked provider, checked): the track, then the listing's
 * tracking moved to the latest with the entries it made, retried on a race with another report.
 */
export async function recordPositions(booked: Listing, sent: PositionsReport): Promise<PositionsRecorded> {
  const positions = await checkedPositions(booked, sent.positions, clock.now().getTime());
  await addToTrack(booked.listingId, positions);
  // the accepted bid's deadlines, read once a position is later than the latest (a batch sent again reads none)
  let deadlines: Deadlines | undefined;
  let listing = booked;
  for (let attempt = 1; ; attempt++) {
    const latest = listing.lastLocation?.recorded;
    const later = positions.filter((p) => latest === undefined || p.recorded > latest);
    if (later.length === 0) {
      // all older than the latest, or sent before: the track has them; a location report's entry is still its own
      if (sent.report) await putTransitEntry(sent.report);
      break;
    }
    const tracking = listing.tracking;
    const visits = visitsAlong(listing, tracking?.atStop, later);
    const last = later.at(-1)!;
    const ahead = stopsAhead(listing);
    deadlines ??= await deadlinesOf(booked);
    const estimates = estimatesFrom(listing, last, deadlines, visits.atStop);
    const etas = Object.fromEntries(ahead.flatMap((stop) => (estimates[stop] ? [[stop, estimates[stop]]] : [])));
    const records: TransitRecord[] = [
      ...(sent.report ? [sent.report] : []),
      ...visits.events.map(
        ({ event, stop, position }): TransitRecord => ({
          recordId: `${event}-${stop}`,
          listingId: listing.listingId,
          shipperId: listing.shipperId,
          providerId: listing.bookedProviderId!,
          punctuality: 'NotApplicable',
          recorded: position.recorded,
          latitude: position.latitude,
          longitude: position.longitude,
          event,
          stop,
        }),
      ),
      ...etaChanges(listing, tracking?.etas, etas, last.recorded),
    ];
    const moved: ShipmentTracking = {
      etas,
      ...(visits.atStop ? { atStop: visits.atStop } : {}),
      basedOn: last.recorded,
    };
    try {
      await applyPositions({
        listingId: listing.listingId,
        providerId: listing.bookedProviderId!,
        ...(latest === undefined ? {} : { readLatest: latest }),
        latest: last,
        tracking: moved,
        records,
        ...(sent.report ? { updatedOn: sent.report.recorded } : {}),
      });
      const lastLocation = { latitude: last.latitude, longitude: last.longitude, recorded: last.recorded };
      listing = { ...listing, lastLocation, tracking: moved };
      break;
    } catch (error) {
      if (!failedOn(error) || attempt === ATTEMPTS) {
        if (failedOn(error))
          throw new ConflictError('Other reports of this listing came at once; send the positions again.', 'listingId');
        throw error;
      }
      const now = await findListing(listing.listingId, { consistent: true });
      if (!now || now.status !== 'Booked' || now.bookedProviderId !== listing.bookedProviderId)
        throw new ConflictError('The listing is no longer booked with you.', 'listingId');
      listing = now;
    }
  }
  return { accepted: positions.length, duplicates: sent.positions.length - positions.length, listing };
}
