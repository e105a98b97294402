import { createHash } from 'node:crypto';
import { attachmentsOf, findAttachment } from '../../data/attachments.ts';
import { findListing } from '../../data/listings.ts';
import { transitRecordsOf } from '../../data/transit.ts';
import { findUser } from '../../data/users.ts';
import type { Stripe } from '../../net/stripe.ts';
import { getObject } from '../../storage/objects.ts';
import { writeBillOfLading } from '../attachments/bill-of-lading.ts';
import { billOfLadingId } from '../attachments/types.ts';
import type { Attachment } from '../attachments/types.ts';
import type { Listing } from '../listings/types.ts';
import { idempotencyKeyOf } from '../stripe/stripe.ts';
import type { Payment } from '../payments/types.ts';
import type { TransitRecord } from '../tracking/types.ts';

// A disputed payment's evidence (docs/payments.md, "Disputes"): the shipment's own record, put into the dispute at
// once: the Bill of Lading as `shipping_documentation`, the delivery receipt as `receipt` when the carrier gave one,
// and the tracking history and its dates in the text fields. Every upload carries an idempotency key of what it is.

/** Whether the carrier gave a proof of delivery: the listing has a delivery receipt (docs/attachments.md). */
export const deliveryReceiptOf = async (listingId: number): Promise<Attachment | undefined> =>
  (await attachmentsOf(listingId)).filter((document) => document.type === 'DeliveryReceipt').at(-1);

/** The stored document's bytes uploaded to Stripe's Files API as dispute evidence; undefined when it has none. */
async function uploaded(stripe: Stripe, dispute: Stripe.Dispute, document: Attachment): Promise<string | undefined> {
  const data = await getObject(document.objectKey);
  if (!data) return undefined;
  // the bytes in the key: a document drawn again (the Bill of Lading's race with its stream) is another upload
  const digest = createHash('sha256').update(data).digest('base64url');
  const file = await stripe.files.create(
    { purpose: 'dispute_evidence', file: { data, name: document.fileName, type: document.contentType } },
    { idempotencyKey: idempotencyKeyOf('dispute evidence', dispute.id, document.attachmentId, digest) },
  );
  return file.id;
}

/** The Bill of Lading: the stored one, drawn now from the listing when its stream has not drawn it yet. */
async function billOfLadingOf(payment: Payment): Promise<Attachment | undefined> {
  await writeBillOfLading(payment.listingId, payment.createdOn);
  return findAttachment(payment.listingId, billOfLadingId(payment.listingId));
}

const dayOf = (instant: string) => instant.slice(0, 10);

function historyLine(record: TransitRecord): string {
  const where = record.latitude === undefined ? '' : ` at ${record.latitude}, ${record.longitude}`;
  const what = record.status ? `${record.status} (${record.punctuality})` : 'location reported';
  return `${record.recorded} ${what}${where}${record.comment ? `: ${record.comment}` : ''}`;
}

function textsOf(listing: Listing, payment: Payment, records: TransitRecord[], carrier: string | undefined) {
  const [, destination] = listing.route.items;
  const at = (status: string) => records.find((record) => record.status === status)?.recorded;
  const pickedUp = at('PickedUp');
  const delivered = at('Delivered');
  const address = destination.address;
  return {
    product_description: `${listing.title}: freight transport booked on the marketplace, listing ${listing.listingId}.`,
    ...(carrier ? { shipping_carrier: carrier } : {}),
    ...(pickedUp ? { shipping_date: dayOf(pickedUp) } : {}),
    shipping_tracking_number: `listing-${listing.listingId}`,
    shipping_address:
      `${address.streetAddress}, ${address.majorMunicipality}, ${address.stateProvince} ` +
      `${address.postalCode}, ${address.country}`,
    uncategorized_text: [
      `Listing ${listing.listingId}, booked on ${payment.createdOn}; ` +
        `${pickedUp ? `picked up on ${pickedUp}` : 'not picked up yet'}, ` +
        `${delivered ? `delivered on ${delivered}` : 'not delivered yet'}.`,
      'Tracking history (the carrier reports each status; the time is the platform’s):',
      ...records.toSorted((a, b) => a.recorded.localeCompare(b.recorded)).map(historyLine),
    ].join('\n'),
  };
}

/**
 * The evidence of the payment's shipment put into the dispute and submitted, unless it was submitted already (a
 * retried event): Stripe takes one submission.
 */
export async function submitEvidence(stripe: Stripe, dispute: Stripe.Dispute, payment: Payment): Promise<void> {
  if (dispute.evidence_details.submission_count > 0) return;
  if (!['needs_response', 'warning_needs_response'].includes(dispute.status)) return;
  const listing = await findListing(payment.listingId, { consistent: true });
  if (!listing) return;
  const [billOfLading, receipt, records, carrier] = await Promise.all([
    billOfLadingOf(payment),
    deliveryReceiptOf(payment.listingId),
    transitRecordsOf(payment.listingId, { consistent: true }),
    findUser(payment.carrierId),
  ]);
  const shippingDocumentation = billOfLading && (await uploaded(stripe, dispute, billOfLading));
  const receiptFile = receipt && (await uploaded(stripe, dispute, receipt));
  const carrierName = carrier && (carrier.companyName ?? `${carrier.firstName} ${carrier.lastName}`);
  const evidence = {
    ...textsOf(listing, payment, records, carrierName),
    ...(shippingDocumentation ? { shipping_documentation: shippingDocumentation } : {}),
    ...(receiptFile ? { receipt: receiptFile } : {}),
  };
  // the evidence in the key: a retry that found more (a receipt added meanwhile) sends what it found
  const digest = createHash('sha256').update(JSON.stringify(evidence)).digest('base64url');
  await stripe.disputes.update(
    dispute.id,
    { evidence, metadata: { listingId: String(payment.listingId) }, submit: true },
    { idempotencyKey: idempotencyKeyOf('dispute evidence submitted', dispute.id, digest) },
  );
}
