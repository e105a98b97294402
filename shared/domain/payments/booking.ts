import { createHash, randomInt } from 'node:crypto';
import { failedOn } from '../../data/errors.ts';
import { findPayment } from '../../data/payments.ts';
import { findQuote } from '../../data/quotes.ts';
import { PaymentFailedError, ValidationError } from '../../errors.ts';
import { logger } from '../../observability/logger.ts';
import type { Bid } from '../bids/types.ts';
import type { Listing } from '../listings/types.ts';
import { bookingAmounts, isPaymentCurrency, minorUnitsOf } from './money.ts';
import { asTransient, cardRefusalOf, idempotencyKeyOf, stripeIdOf, stripeOfStage } from '../stripe/stripe.ts';
import type { LedgerEntry, Payment } from './types.ts';

// Paying at booking (docs/payments.md, "Paying at booking"): the whole total charged at once into the platform's
// balance, then booked in the booking's own transaction with the payment and its ledger entry.

const FIELD = 'payment.paymentMethod';

/** What a paid booking writes beside the booking (shared/data/bids.ts `Booking.paid`). */
export interface PaidBooking {
  payment: Payment;
  charge: LedgerEntry;
}

/** The premium of the fixed-price quote the listing was posted from, when it had cover and is still on record. */
async function premiumOf(listing: Listing, currency: string): Promise<number> {
  if (!listing.priceCorrelationId) return 0;
  const premium = (await findQuote(listing.priceCorrelationId))?.premium;
  return premium && premium.currencyType === currency ? minorUnitsOf(premium.amount) : 0;
}

export const transferGroupOf = (listingId: number) => `listing-${listingId}`;

/** The bid a booking's charge pays: an accepted bid, or a BookItNow bid still to be placed (its id drawn as it is). */
export type ChargedBid = Pick<Bid, 'providerId' | 'price'> & { bidId?: number };

/** The card a booking is charged to: one the shipper gave now, or one saved to its Customer for off-session use. */
export type BookingCard = { paymentMethod: string; customerId?: string };

/**
 * Charges the shipper for booking `listing` with `bid`: the payment to write with the booking. A declined card is a
 * 402 naming payment.paymentMethod with Stripe's reason; nothing is then booked. A bid not yet placed has no id: the
 * payment's `bidId` is the bid's once drawn (shared/data/bids.ts `insertBid`).
 */
export async function chargeForBooking(
  listing: Listing,
  bid: ChargedBid,
  card: BookingCard,
  now: string,
): Promise<PaidBooking> {
  const currency = bid.price.currencyType;
  if (!isPaymentCurrency(currency))
    throw ValidationError.field(FIELD, `Payments are in USD or CAD; this bid is in ${currency}.`);
  const amounts = bookingAmounts(minorUnitsOf(bid.price.amount), await premiumOf(listing, currency));
  const intent = await charge(listing, bid, card, amounts.total);
  const chargeId = stripeIdOf(intent.latest_charge)!;
  const payment: Payment = {
    listingId: listing.listingId,
    shipperId: listing.shipperId,
    carrierId: bid.providerId,
    bidId: bid.bidId ?? 0,
    currency,
    ...amounts,
    refunded: 0,
    status: 'Held',
    releaseCode: String(randomInt(0, 1_000_000)).padStart(6, '0'),
    paymentIntentId: intent.id,
    chargeId,
    history: [{ status: 'Held', at: now }],
    createdOn: now,
    updatedOn: now,
  };
  return {
    payment,
    charge: {
      listingId: listing.listingId,
      movement: 'Charge',
      stripeId: intent.id,
      amount: amounts.total,
      currency,
      at: now,
    },
  };
}

/**
 * A booking paid with `payment` when it names one (an accepted bid, a booked LTL rate): charged first, then `book`
 * writes the booking with the payment in one transaction. A booking its conditions refuse (it lost its race) refunds
 * the charge at once and throws `lost()`; a transient failure keeps the charge for the retry, which books with it.
 */
export async function bookPaying(
  shipment: { listing: Listing; bid: Bid; now: string },
  payment: { paymentMethod: string } | undefined,
  book: (paid: PaidBooking | undefined) => Promise<void>,
  lost: () => Error,
): Promise<void> {
  const { listing, bid, now } = shipment;
  const paid = payment ? await chargeForBooking(listing, bid, payment, now) : undefined;
  try {
    await book(paid);
  } catch (error) {
    if (!failedOn(error)) throw error;
    if (paid) await refundUnbookedCharge(paid);
    throw lost();
  }
}

/**
 * Which booking a charge is for, in its metadata: the bid or, for a BookItNow bid not yet placed, its carrier
 * (`booking: BookItNow`); a refused booking's retry finds its earlier charges by these (`refundEarlierCharges`).
 */
const bookingMetadataOf = (bid: ChargedBid): Record<string, string> =>
  bid.bidId === undefined ? { booking: 'BookItNow', carrierId: String(bid.providerId) } : { bidId: String(bid.bidId) };

const metadataOf = (listing: Listing, bid: ChargedBid) => ({
  listingId: String(listing.listingId),
  shipperId: String(listing.shipperId),
  carrierId: String(bid.providerId),
  ...bookingMetadataOf(bid),
});

/**
 * The charge's idempotency key, from what is booked and with what. An accepted bid: the listing, the bid, the card, so
 * a stopped booking's retry, a client's retry and a racing acceptance of the same bid with the same card are one
 * charge. A BookItNow bid, not placed yet: the listing, its carrier, the card and the listing's bid count as read (a
 * later bid of the same carrier, after a cancelled booking, is another charge).
 */
function chargeKeyOf(listing: Listing, bid: ChargedBid, card: BookingCard): string {
  const cardHash = createHash('sha256').update(card.paymentMethod).digest('hex');
  return bid.bidId === undefined
    ? idempotencyKeyOf('bookitnow', listing.listingId, bid.providerId, listing.bidCount ?? 0, cardHash)
    : idempotencyKeyOf('booking', listing.listingId, bid.bidId, cardHash);
}

/** The PaymentIntent, confirmed: succeeded with its charge, or the refusal in the API's words. */
async function charge(listing: Listing, bid: ChargedBid, card: BookingCard, total: number) {
  const { stripe } = await stripeOfStage(FIELD);
  let intent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount: total,
        currency: bid.price.currencyType.toLowerCase(),
        payment_method: card.paymentMethod,
        allowed_payment_method_types: ['card'],
        confirm: true,
        // a saved card is charged with its shipper away (BookItNow): Stripe declines what would need them
        ...(card.customerId ? { customer: card.customerId, off_session: true } : {}),
        transfer_group: transferGroupOf(listing.listingId),
        description: `Listing ${listing.listingId}: ${listing.title}`.slice(0, 200),
        metadata: metadataOf(listing, bid),
      },
      { idempotencyKey: chargeKeyOf(listing, bid, card) },
    );
  } catch (error) {
    throw cardRefusalOf(error, FIELD);
  }
  if (intent.status !== 'succeeded' || !intent.latest_charge)
    throw new PaymentFailedError(
      `The payment is ${intent.status}: confirm it with Stripe.js (authentication) first, then book with it.`,
      FIELD,
    );
  return intent;
}

/**
 * A charge whose booking lost its race (the listing was booked meanwhile, or expired): refunded at once, whole. Its
 * key is the charge's, so a retry refunds once. A failure is logged, not thrown: the booking's own refusal is the
 * answer, and the audit finds a charge with no booking (docs/payments.md).
 */
export async function refundUnbookedCharge(paid: PaidBooking): Promise<void> {
  try {
    await refundUnbooked(paid.payment.listingId, paid.payment.paymentIntentId);
  } catch (error) {
    logger.error('a charge whose booking failed was not refunded', {
      listingId: paid.payment.listingId,
      paymentIntentId: paid.payment.paymentIntentId,
      error: (error as Error).message,
    });
  }
}

async function refundUnbooked(listingId: number, paymentIntentId: string): Promise<void> {
  const { stripe } = await stripeOfStage();
  await stripe.refunds.create(
    {
      payment_intent: paymentIntentId,
      reason: 'duplicate',
      metadata: { listingId: String(listingId), why: 'booking lost its race' },
    },
    { idempotencyKey: idempotencyKeyOf('unbooked', paymentIntentId) },
  );
}

/**
 * A paid booking of `bid` refused because it can no longer be made (another bid booked the listing and closed this
 * one, it was declined or withdrawn): a charge an earlier attempt of the same booking made (by the charge's metadata)
 * is refunded before the refusal is answered. That attempt was stopped after Stripe charged, or lost
 * Stripe's answer, and its retry would otherwise leave the charge to the audit's 24 hours (docs/payments.md, "Paying at
 * booking"). The listing's charges are listed by its transfer group (a list, consistent at once, unlike Stripe's
 * search); the listing's own booked payment is never among them. A failure is thrown as transient: the client's retry
 * refunds, then answers the refusal.
 */
export async function refundEarlierCharges(listingId: number, bid: ChargedBid): Promise<void> {
  const ofThisBooking = Object.entries(bookingMetadataOf(bid));
  try {
    const booked = (await findPayment(listingId))?.paymentIntentId;
    const { stripe } = await stripeOfStage();
    for await (const charge of stripe.charges.list({ transfer_group: transferGroupOf(listingId), limit: 100 })) {
      const paymentIntentId = stripeIdOf(charge.payment_intent);
      if (!paymentIntentId || paymentIntentId === booked || !charge.paid || charge.amount_refunded > 0) continue;
      if (ofThisBooking.every(([key, value]) => charge.metadata?.[key] === value))
        await refundUnbooked(listingId, paymentIntentId);
    }
  } catch (error) {
    throw asTransient(error);
  }
}
