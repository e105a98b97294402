import { isDeepStrictEqual } from 'node:util';
import { bidsOfListing, closeBid, setBidCounters } from '../../data/bids.ts';
import { claimOfItem } from '../../data/definitions/bid.ts';
import {
  changeListingStatus,
  listingItemsDrift,
  listingPartitionItems,
  mergedListing,
  showInShipperList,
} from '../../data/listings.ts';
import { searchItemsDrift, talliedIn } from '../../data/search-drift.ts';
import { tallyTextsOf } from '../../data/search-record.ts';
import { indexListing, searchCardFor } from '../search/service.ts';
import { observationOf } from '../pricing/bookings.ts';
import type { MarketObservation } from '../pricing/market.ts';
import { transitStatuses, type Listing } from '../listings/types.ts';
import type { TransitRecord } from '../tracking/types.ts';
import type { Bid } from '../bids/types.ts';
import { statusRecordOf } from '../../data/transit.ts';
import type { AuditCheck } from './checks.ts';
import { placeCard } from '../search/placement.ts';
import { imageAsKind } from '../../data/images.ts';

// One listing as the audit sees it (docs/reliability.md): its partition read consistently (content,
// state, list entry, transit records, bid claims, search items and record) and its bids, checked
// against the marketplace's rules and against what the derived items should say; and what it adds
// to the totals that are checked at the end (tallies, a shipper's counts, the market's prices).

export interface ListingDrift {
  check: AuditCheck;
  detail: string;
}

export interface ListingFindings {
  drifts: ListingDrift[];
  /** Checks this listing went through (each counted once). */
  checked: AuditCheck[];
  /** The tallies it should count in now (`<scope>\t<bucket>`). */
  tallies: string[];
  /** Its shipper and transit bucket, for the shipper's counts (none: no listing). */
  counted?: { shipperId: number; transitStatus?: Listing['transitStatus'] };
  /** Its booking, as the market's prices should hold it. */
  booking?: { levels: string[]; observation: MarketObservation };
}

/** The sweeper takes expired listings out of search every minute: until then they are pending, not drift. */
const SWEEP_GRACE_MS = 3 * 60_000;

const recordsOf = (items: Record<string, unknown>[]) =>
  items.flatMap((item) => imageAsKind(item, 'TransitRecord') ?? []);

/** spec 3.1: statuses in their order, each once, the first at booking; times never going back. */
export function transitHistoryDrift(listing: Listing, records: TransitRecord[]): string[] {
  const drift: string[] = [];
  const statuses = records.filter((r) => r.status).map((r) => r.status!);
  const ranks = statuses.map((status) => transitStatuses.indexOf(status));
  if (ranks.some((rank, i) => i > 0 && rank <= ranks[i - 1]!))
    drift.push(`statuses out of order or repeated: ${statuses.join(', ')}`);
  if (records.some((r, i) => i > 0 && r.recorded < records[i - 1]!.recorded)) drift.push('records going back in time');
  const booked = listing.status === 'Booked';
  if (booked && statuses[0] !== 'ReadyForDispatch')
    drift.push(`booked, and its history starts with ${statuses[0] ?? 'nothing'}`);
  if (!booked && records.length) drift.push(`${listing.status}, with a transit history`);
  if (booked && listing.transitStatus !== statuses.at(-1))
    drift.push(`its state says ${listing.transitStatus}, its history ${statuses.at(-1)}`);
  if (
    booked &&
    listing.statusRecords &&
    !isDeepStrictEqual(listing.statusRecords, records.filter((r) => r.status).map(statusRecordOf))
  )
    drift.push('the status records its state keeps are not its history');
  return drift;
}

/** What a listing's state counts of its bids (written in each bid's transaction). */
export function bidCountersDrift(listing: Listing, bids: Bid[]): string[] {
  const lowest = bids.length ? Math.min(...bids.map((b) => b.price.amount)) : undefined;
  const drift: string[] = [];
  if ((listing.bidCount ?? 0) !== bids.length) drift.push(`bidCount ${listing.bidCount ?? 0}, bids ${bids.length}`);
  if (listing.lowestBid !== lowest) drift.push(`lowestBid ${listing.lowestBid}, lowest bid ${lowest}`);
  return drift;
}

/** At most one accepted bid, and a listing booked exactly when it has one (spec 3.1). */
export function bookingDrift(listing: Listing, bids: Bid[]): string[] {
  const accepted = bids.filter((b) => b.state === 'Accepted');
  if (accepted.length > 1) return [`${accepted.length} accepted bids: ${accepted.map((b) => b.bidId).join(', ')}`];
  if (listing.status === 'Booked') {
    if (!accepted[0]) return ['booked without an accepted bid'];
    if (listing.acceptedBidId !== accepted[0].bidId || listing.bookedProviderId !== accepted[0].providerId)
      return [`booked with bid ${listing.acceptedBidId}, accepted bid ${accepted[0].bidId}`];
    return [];
  }
  return accepted.length || listing.acceptedBidId !== undefined ? [`${listing.status} with an accepted bid`] : [];
}

/** How long after its booking a listing's other bids may still be Active: the acceptance closes them just after. */
const CLOSING_GRACE_MS = 60_000;

/**
 * A booked listing's other bids, still Active a minute after its booking: the acceptance stopped before closing them.
 */
export function unclosedBids(listing: Listing, bids: Bid[], now: Date): Bid[] {
  const accepted = bids.find((b) => b.bidId === listing.acceptedBidId && b.state === 'Accepted');
  if (listing.status !== 'Booked' || !accepted || now.getTime() - Date.parse(accepted.updatedOn) < CLOSING_GRACE_MS)
    return [];
  return bids.filter((b) => b.state === 'Active' && b.bidId !== listing.acceptedBidId);
}

/**
 * An OnHold listing (spec 3.2) is held by an active bid at its set price; none: a decline stopped before opening it
 * again.
 */
export function unheldListing(listing: Listing, bids: Bid[]): boolean {
  const price = listing.pricing.namedPrice;
  return (
    listing.status === 'OnHold' &&
    !bids.some(
      (b) =>
        b.state === 'Active' &&
        (!price || (b.price.amount === price.amount && b.price.currencyType === price.currencyType)),
    )
  );
}

/** Each active bid holds its provider's claim, and each claim names a bid of its provider that is not declined. */
export function bidClaimsDrift(items: Record<string, unknown>[], bids: Bid[]): string[] {
  const claims = new Map(
    items.flatMap((item) => {
      const claim = claimOfItem(item);
      return claim ? [[claim.providerId, claim.bidId] as const] : [];
    }),
  );
  const drift: string[] = [];
  for (const bid of bids.filter((b) => b.state === 'Active'))
    if (claims.get(bid.providerId) !== bid.bidId) drift.push(`active bid ${bid.bidId} without its provider's claim`);
  for (const [providerId, bidId] of claims) {
    const bid = bids.find((b) => b.bidId === bidId);
    if (!bid || bid.providerId !== providerId || bid.state === 'Declined')
      drift.push(`provider ${providerId}'s claim names bid ${bidId}, which is not a live bid of theirs`);
  }
  return drift;
}

export interface ListingAuditOptions {
  now: Date;
  repair: boolean;
}

/**
 * The checks of one listing; with `repair`, what is derived (search, the list entry, bid counters) is rewritten, then
 * checked again.
 */
export async function auditListing(
  listingId: number,
  options: ListingAuditOptions,
): Promise<ListingFindings & { repaired: AuditCheck[] }> {
  const first = await findingsOf(listingId, options.now);
  if (!options.repair || !first.drifts.length) return { ...first, repaired: [] };
  const listing = mergedListing(await listingPartitionItems(listingId));
  const broken = new Set(first.drifts.map((d) => d.check));
  if (broken.has('search.items')) await indexListing(listing, listingId, options.now, { rewrite: true });
  if (listing && broken.has('listing.entry')) await showInShipperList(listing);
  if (listing && broken.has('bids.closed'))
    for (const bid of unclosedBids(listing, await bidsOfListing(listingId), options.now)) await closeBid(bid.bidId);
  if (listing && broken.has('bids.held')) await changeListingStatus(listingId, ['OnHold'], 'Active');
  if (listing && broken.has('bids.count')) {
    const bids = await bidsOfListing(listingId);
    await setBidCounters(listing, bids.length, bids.length ? Math.min(...bids.map((b) => b.price.amount)) : undefined);
  }
  const after = await findingsOf(listingId, options.now);
  const still = new Set(after.drifts.map((d) => d.check));
  // a listing opened again is tallied by the indexer, from the change's stream record: the totals
  // repaired at the pass's end take it as it was, or it would count twice
  const tallies = broken.has('bids.held') ? first.tallies : after.tallies;
  return {
    ...after,
    tallies,
    drifts: first.drifts.filter((d) => still.has(d.check)),
    repaired: [...broken].filter((c) => !still.has(c)),
  };
}

async function findingsOf(listingId: number, now: Date): Promise<ListingFindings> {
  const items = await listingPartitionItems(listingId);
  const listing = mergedListing(items);
  const drifts: ListingDrift[] = [];
  const add = (check: AuditCheck, found: string[]) => found.forEach((detail) => drifts.push({ check, detail }));
  if (!listing) {
    // no listing here: anything search could find of it is a stray
    add('search.items', searchItemsDrift(undefined, items));
    return { drifts, checked: ['search.items'], tallies: [] };
  }
  const bids = await bidsOfListing(listingId);
  add('bids.count', bidCountersDrift(listing, bids));
  add('bids.accepted', bookingDrift(listing, bids));
  add('bids.claims', bidClaimsDrift(items, bids));
  add(
    'bids.closed',
    unclosedBids(listing, bids, now).map((b) => `booked, and bid ${b.bidId} still active`),
  );
  add('bids.held', unheldListing(listing, bids) ? ['OnHold without an active bid at its price'] : []);
  add(
    'transit.history',
    transitHistoryDrift(
      listing,
      recordsOf(items).sort((a, b) => a.recorded.localeCompare(b.recorded) || a.recordId.localeCompare(b.recordId)),
    ),
  );
  add('listing.entry', listingItemsDrift(listing, items));
  let tallies: string[];
  const expiredLately =
    listing.status === 'Active' &&
    listing.expiresOn !== undefined &&
    Date.parse(listing.expiresOn) <= now.getTime() &&
    now.getTime() - Date.parse(listing.expiresOn) < SWEEP_GRACE_MS;
  if (expiredLately) {
    tallies = talliedIn(items); // the sweeper's to take out: counted as its record says until then
  } else {
    const card = await searchCardFor(listing, now);
    const placed = card && placeCard(card);
    add('search.items', searchItemsDrift(placed, items));
    tallies = placed ? tallyTextsOf(placed) : [];
  }
  const accepted = bids.find((b) => b.state === 'Accepted' && b.bidId === listing.acceptedBidId);
  const observed = listing.status === 'Booked' && accepted ? await observationOf(accepted, listing) : undefined;
  return {
    drifts,
    tallies,
    checked: [
      'bids.count',
      'bids.accepted',
      'bids.claims',
      'bids.closed',
      'bids.held',
      'transit.history',
      'listing.entry',
      'search.items',
    ],
    counted: { shipperId: listing.shipperId, transitStatus: listing.transitStatus },
    ...(observed
      ? {
          booking: {
            levels: [observed.levels.lane, observed.levels.region, observed.levels.nation],
            observation: observed.observation,
          },
        }
      : {}),
  };
}
