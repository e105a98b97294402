import { newUuid } from '../../data/ids.ts';
import * as clock from '../../clock.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import { failedOn } from '../../data/errors.ts';
import {
  appendTransitRecord,
  statusRecordsOf,
  transitRecordOfStoppedAttempt,
  transitRecordsOf,
} from '../../data/transit.ts';
import { findBid } from '../../data/bids.ts';
import { findUser } from '../../data/users.ts';
import { existingListing, isBookedProvider, isOwner } from '../listings/access.ts';
import type { Listing, StatusRecord, TransitStatus } from '../listings/types.ts';
import type { TransitRecord } from './types.ts';
import type { Principal, User } from '../users/types.ts';
import { isForward, punctualityOf, transitRank } from './workflow.ts';
import { countBusinessEvent } from '../../observability/metrics.ts';
import { documentType, uploadAttachment } from '../attachments/service.ts';
import type { FormPart } from '../uploads.ts';
import { assignedDriverOf } from '../listings/drivers.ts';
import { scheduleRelease } from '../payments/release-schedule.ts';
import type { Member } from '../teams/types.ts';
import type { Position } from '../../data/positions.ts';
import { recordPositions, type PositionsRecorded } from './positions.ts';

// Transit status updates, location updates, history and tracking (spec 2.5, 2.11, 3.1, 4 #3, #9,
// #10, rules 2-3). Decisions: docs/tracking.md.

async function bookedListingOfProvider(principal: Principal, listingId: number): Promise<Listing> {
  const listing = await existingListing(listingId, principal);
  // spec 4 rule 3: the caller is the Service Provider of the booked listing
  if (listing.status !== 'Booked' || !isBookedProvider(listing, principal)) {
    throw new ForbiddenError(
      'Only the service provider this listing is booked with can report its transit status.',
      'listingId',
    );
  }
  return listing;
}

interface Report {
  latitude?: number | null;
  longitude?: number | null;
  comment?: string | null;
}

function recordOf(
  listing: Listing,
  principal: Principal,
  report: Report,
  status: TransitStatus | undefined,
  punctuality: TransitRecord['punctuality'],
): TransitRecord {
  return {
    recordId: newUuid(),
    listingId: listing.listingId,
    shipperId: listing.shipperId,
    providerId: principal.userId,
    ...(status ? { status } : {}),
    punctuality,
    // The server's clock, not the device's: punctuality must not be the reporter's to choose. When
    // the request came: its retry after a stop records what the first attempt would have (docs/reliability.md).
    recorded: clock.now().toISOString(),
    ...(report.latitude != null && report.longitude != null
      ? { latitude: report.latitude, longitude: report.longitude }
      : {}),
    ...(report.comment ? { comment: report.comment } : {}),
  };
}

/**
 * Whether a report's location becomes the listing's latest: not when a device's position is later (a batch may carry
 * positions up to a minute ahead of this server's clock, docs/tracking.md "Positions"); the entry keeps it either way.
 */
const movesLatest = (listing: Listing, record: TransitRecord) =>
  record.latitude !== undefined &&
  (listing.lastLocation === undefined || listing.lastLocation.recorded < record.recorded);

/** The record appended; refused, the listing moved on meanwhile (its status only moves forward). */
async function append(listing: Listing, record: TransitRecord, rank: number | undefined): Promise<void> {
  try {
    await appendTransitRecord(listing, record, rank, { movesLatest: movesLatest(listing, record) });
  } catch (error) {
    if (failedOn(error))
      throw new ConflictError(
        `The listing's transit status only moves forward (spec 3.1): '${record.status}' is not after its current ` +
          `status.`,
        'status',
      );
    throw error;
  }
}

/** spec 3.1: POST dispatched | pickedup | delivered by the booked provider; forward only. */
export async function reportStatus(
  principal: Principal,
  listingId: number,
  status: TransitStatus,
  report: Report,
): Promise<TransitRecord> {
  const listing = await bookedListingOfProvider(principal, listingId);
  const draft = recordOf(listing, principal, report, status, 'NotApplicable');
  // the retry of a report its stopped first attempt recorded: that record (and what followed it, again)
  const reported = await transitRecordOfStoppedAttempt(draft);
  if (reported) return afterReport(reported);
  if (!isForward(listing.transitStatus, status)) {
    throw new ConflictError(
      `The transit status is ${listing.transitStatus}; ${status} would move it backward or repeat it (spec 3.1: ` +
        `forward only).`,
      'status',
    );
  }
  const bid = listing.acceptedBidId === undefined ? undefined : await findBid(listing.acceptedBidId);
  if (!bid) throw new NotFoundError('The accepted bid of this listing is missing.', 'listingId');
  const record = { ...draft, punctuality: punctualityOf(status, draft.recorded, bid) };
  await append(listing, record, transitRank[status]);
  countBusinessEvent('TransitUpdates');
  return afterReport(record);
}

/** What a status reported starts: Delivered puts a paid listing's release on the schedule (docs/payments.md). */
async function afterReport(record: TransitRecord): Promise<TransitRecord> {
  if (record.status === 'Delivered') await scheduleRelease(record.listingId, record.recorded);
  return record;
}

/**
 * spec 3.1 Delivered, optionally with its delivery receipt in the same request (docs/attachments.md):
 * the receipt is checked before the status is recorded, so a refused file changes nothing.
 */
export async function reportDelivered(
  principal: Principal,
  listingId: number,
  report: Report,
  receipt: FormPart | undefined,
): Promise<TransitRecord> {
  if (receipt) await documentType(receipt);
  const record = await reportStatus(principal, listingId, 'Delivered', report);
  if (receipt) await uploadAttachment(principal, listingId, 'DeliveryReceipt', receipt);
  return record;
}

/**
 * spec 2.11's location update (one position, now: also an entry of the history) or a device's batch of positions
 * (docs/tracking.md, "Positions"), by the booked provider.
 */
export async function reportLocation(
  principal: Principal,
  listingId: number,
  body: Report & { positions?: Position[] },
): Promise<{ record?: TransitRecord; recorded: PositionsRecorded }> {
  const listing = await bookedListingOfProvider(principal, listingId);
  countBusinessEvent('TransitUpdates');
  if (body.positions) return { recorded: await recordPositions(listing, { positions: body.positions }) };
  const record = recordOf(listing, principal, body, undefined, 'NotApplicable');
  const position = { latitude: record.latitude!, longitude: record.longitude!, recorded: record.recorded };
  return { record, recorded: await recordPositions(listing, { positions: [position], report: record }) };
}

/** spec 4 rule 2 and 7.3: only the lister or the winning bidder of a booked listing. */
async function trackedListing(principal: Principal, listingId: number): Promise<Listing> {
  const listing = await existingListing(listingId, principal);
  if (listing.status !== 'Booked' || (!isOwner(listing, principal) && !isBookedProvider(listing, principal))) {
    throw new ForbiddenError(
      "You may not view this listing's transit status history: it is only for the lister and the winning bidder of a " +
        'booked listing.',
      'listingId',
    );
  }
  return listing;
}

export async function transitHistory(
  principal: Principal,
  listingId: number,
): Promise<{ listing: Listing; records: TransitRecord[] }> {
  const listing = await trackedListing(principal, listingId);
  return { listing, records: await transitRecordsOf(listingId) };
}

/** What tracking shows (spec 4 #3): the listing, its status records (not the location reports) and the carrier. */
export async function tracking(
  principal: Principal,
  listingId: number,
): Promise<{ listing: Listing; records: StatusRecord[]; carrier: User; driver?: Member }> {
  const listing = await trackedListing(principal, listingId);
  const [records, carrier, driver] = await Promise.all([
    statusRecordsOf(listing),
    findUser(listing.bookedProviderId!),
    assignedDriverOf(listing),
  ]);
  if (!carrier) throw new NotFoundError('The booked service provider no longer exists.', 'listingId');
  return { listing, records, carrier, ...(driver ? { driver } : {}) };
}
