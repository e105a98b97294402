import { findBid } from '../../data/bids.ts';
import { findListing } from '../../data/listings.ts';
import { findUser } from '../../data/users.ts';
import { renderDocument, type DocumentSection } from '../../documents/pdf.ts';
import { logger } from '../../observability/logger.ts';
import { localTime, zoneOf } from '../time-frames.ts';
import type { Listing, ListingItem, ListingStop } from '../listings/types.ts';
import type { User } from '../users/types.ts';
import { addGeneratedDocument, billOfLadingId, hasDocument } from './service.ts';
import { imageOf, type TableChange } from '../../data/images.ts';

// The Bill of Lading of a booking (docs/attachments.md), written by a stream consumer
// (functions/attachments/bill-of-lading.ts), never by the handler that books: every booking
// (accepted bid, BookItNow, booked LTL rate) writes its first transit record, ReadyForDispatch,
// and that record's new image starts the document. One per listing: its id is derived from the
// listing, so a replayed record finds it stored and renders nothing.

/** The listing a stream change books, if it is a booking's first transit record. */
export function bookedListingOf(change: TableChange): number | undefined {
  const record = imageOf(change.newImage, 'TransitRecord');
  if (change.eventName !== 'INSERT' || record?.status !== 'ReadyForDispatch') return undefined;
  return record.listingId;
}

function stopLines(stop: ListingStop): string[] {
  const { address, timeFrame, contact } = stop;
  const zone = zoneOf(stop);
  const person = [contact?.name ?? address.contactFullName, contact?.companyName].filter(Boolean).join(', ');
  const phone = contact?.phoneNumber ?? address.contactPhoneNumber;
  return [
    address.streetAddress,
    ...(address.alternateStreetAddress ? [address.alternateStreetAddress] : []),
    `${address.majorMunicipality}, ${address.stateProvince} ${address.postalCode}, ${address.country}`,
    `Location type: ${address.type}`,
    ...(person ? [`Contact: ${person}`] : []),
    ...(phone ? [`Phone: ${phone}`] : []),
    ...(contact?.email ? [`Email: ${contact.email}`] : []),
    `Window (${timeFrame.timeFrameType}): ${localTime(timeFrame.earliestArrival, zone)} to ` +
      `${localTime(timeFrame.latestArrival, zone)}`,
  ];
}

function partyLines(user: User | undefined, role: string): string[] {
  if (!user) return [`${role} ${'(account closed)'}`];
  return [
    user.companyName ?? `${user.firstName} ${user.lastName}`,
    ...(user.companyName ? [`${user.firstName} ${user.lastName}`] : []),
    ...((user.mobilePhone ?? user.homePhone) ? [`Phone: ${user.mobilePhone ?? user.homePhone}`] : []),
    `Email: ${user.emailAddress}`,
    ...(user.mcNumber ? [`MC ${user.mcNumber}`] : []),
    ...(user.dotNumber ? [`USDOT ${user.dotNumber}`] : []),
    `User id ${user.userId}`,
  ];
}

const centimetres = (m: number | undefined) => (m === undefined ? undefined : Math.round(m * 100));

function itemRow(item: ListingItem & { freightClass?: number }): string[] {
  const size = [centimetres(item.lengthInMeters), centimetres(item.widthInMeters), centimetres(item.heightInMeters)];
  const description =
    [item.title, item.year, item.makeName, item.modelName]
      .filter((part) => part !== undefined && part !== '')
      .join(' ') || item.commodity;
  return [
    String(item.unitCount),
    item.handlingUnit ?? 'unit',
    `${description}${item.hazardous ? ' (HAZMAT)' : ''}`,
    item.commodity,
    size.every(Boolean) ? `${size.join(' x ')} cm` : '',
    item.weightInGrams === undefined
      ? ''
      : `${(item.weightInGrams / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })} kg`,
    item.freightClass === undefined ? '' : String(item.freightClass),
  ];
}

/** The document's content: every fact both parties sign for, in sections. */
export function billOfLadingSections(
  listing: Listing,
  shipper: User | undefined,
  carrier: User | undefined,
  bookedOn: string,
): DocumentSection[] {
  const [pickup, delivery] = listing.route.items;
  const references = listing.referenceNumbers.map((r) => `${r.type}: ${r.number}`);
  return [
    {
      kind: 'facts',
      facts: [
        ['Listing id', String(listing.listingId)],
        ['Booked on', `${new Date(bookedOn).toISOString().slice(0, 10)}`],
        ['Accepted bid', listing.acceptedBidId === undefined ? '' : String(listing.acceptedBidId)],
        ['Reference numbers', references.join('; ') || 'none'],
        ['Service types', listing.serviceTypes.join(', ') || 'none'],
        ['Distance', `${Math.round(listing.route.kilometers)} km`],
      ],
    },
    {
      kind: 'columns',
      columns: [
        { title: 'Shipper', lines: partyLines(shipper, 'Shipper') },
        { title: 'Carrier', lines: partyLines(carrier, 'Carrier') },
      ],
    },
    {
      kind: 'columns',
      columns: [
        { title: 'Pick up from', lines: stopLines(pickup) },
        { title: 'Deliver to', lines: stopLines(delivery) },
      ],
    },
    {
      kind: 'table',
      title: 'Items',
      header: ['Units', 'Handling', 'Description', 'Commodity', 'L x W x H', 'Weight', 'Class'],
      widths: [0.07, 0.1, 0.33, 0.16, 0.16, 0.1, 0.08],
      rows: listing.items.map(itemRow),
    },
    { kind: 'text', title: 'Title', text: listing.title },
    ...(listing.confidentialDescription || listing.description
      ? [
          {
            kind: 'text' as const,
            title: 'Special instructions',
            text: [listing.confidentialDescription, listing.description].filter(Boolean).join(' / '),
          },
        ]
      : []),
    {
      kind: 'signatures',
      lines: ['Shipper signature / date', 'Carrier signature / date', 'Consignee signature / date'],
    },
  ];
}

/** Renders and stores the listing's Bill of Lading unless it has one; false when it had. */
export async function writeBillOfLading(listingId: number, bookedOn: string): Promise<boolean> {
  const listing = await findListing(listingId, { consistent: true });
  if (!listing || listing.status !== 'Booked' || listing.bookedProviderId === undefined) {
    logger.warn('no booked listing for a booking record', { listingId });
    return false;
  }
  // a replayed record: look before rendering, not after
  if (await hasDocument(listingId, billOfLadingId(listingId))) return false;
  const [shipper, carrier, bid] = await Promise.all([
    findUser(listing.shipperId),
    findUser(listing.bookedProviderId),
    listing.acceptedBidId === undefined ? undefined : findBid(listing.acceptedBidId),
  ]);
  const bytes = await renderDocument({
    title: 'Bill of Lading',
    subtitle: `Straight bill of lading, not negotiable. Listing ${listing.listingId}`,
    sections: billOfLadingSections(listing, shipper, carrier, bid?.updatedOn ?? bookedOn),
    footer:
      "Generated by the shipping marketplace at booking. Received, subject to the carrier's terms, the goods " +
      'described above in apparent good order.',
  });
  return addGeneratedDocument(
    listing,
    'BillOfLading',
    billOfLadingId(listingId),
    `bill-of-lading-${listingId}.pdf`,
    bytes,
    bookedOn,
  );
}
