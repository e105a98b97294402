import { createHash, randomInt } from 'node:crypto';
import { failedOn } from '../../data/errors.ts';
import { findQuote } from '../../data/quotes.ts';
import { PaymentFailedError, ValidationError } from '../../errors.ts';
import { logger } from '../../observability/logger.ts';
import type { Bid } from '../bids/types.ts';
import type { Listing } from '../listings/types.ts';
import { bookingAmounts, isPaymentCurrency, minorUnitsOf } from './money.ts';
import { asTransient, idempotencyKeyOf, stripeFailureOf, stripeOfStage } from './stripe.ts';
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

/**
 * Charges the shipper for booking `listing` with `bid`: the payment to write with the booking. A declined card is a
 * 402 naming payment.paymentMethod with Stripe's reason; nothing is then booked.
 */
export async function chargeForBooking(
  listing: Listing,
  bid: Bid,
  paymentMethod: string,
  now: string,
): Promise<PaidBooking> {
  const currency = bid.price.currencyType;
  if (!isPaymentCurrency(currency))
    throw ValidationError.field(FIELD, `Payments are in USD or CAD; this bid is in ${currency}.`);
  const amounts = bookingAmounts(minorUnitsOf(bid.price.amount), await premiumOf(listing, currency));
  const intent = await charge(listing, bid, paymentMethod, amounts.total);
  const chargeId = typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge!.id;
  const payment: Payment = {
    listingId: listing.listingId,
    shipperId: listing.shipperId,
    carrierId: bid.providerId,
    bidId: bid.bidId,
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
  const paid = payment ? await chargeForBooking(listing, bid, payment.paymentMethod, now) : undefined;
  try {
    await book(paid);
  } catch (error) {
    if (!failedOn(error)) throw error;
    if (paid) await refundUnbookedCharge(paid);
    throw lost();
  }
}

/** The PaymentIntent, confirmed: succeeded with its charge, or the refusal in the API's words. */
async function charge(listing: Listing, bid: Bid, paymentMethod: string, total: number) {
  const { stripe } = await stripeOfStage(FIELD);
  const metadata = {
    listingId: String(listing.listingId),
    bidId: String(bid.bidId),
    shipperId: String(listing.shipperId),
    carrierId: String(bid.providerId),
  };
  let intent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount: total,
        currency: bid.price.currencyType.toLowerCase(),
        payment_method: paymentMethod,
        allowed_payment_method_types: ['card'],
        confirm: true,
        transfer_group: transferGroupOf(listing.listingId),
        description: `Listing ${listing.listingId}: ${listing.title}`.slice(0, 200),
        metadata,
      },
      {
        // what is booked and with what: a stopped booking's retry, a client's retry and a racing acceptance of the
        // same bid with the same card are one charge
        idempotencyKey: idempotencyKeyOf(
          'booking',
          listing.listingId,
          bid.bidId,
          createHash('sha256').update(paymentMethod).digest('hex'),
        ),
      },
    );
  } catch (error) {
    const failure = stripeFailureOf(error);
    if (failure?.type === 'StripeCardError')
      throw new PaymentFailedError(
        `${failure.message}${failure.decline_code ? ` (${failure.decline_code})` : ''}`,
        FIELD,
      );
    if (failure?.type === 'StripeInvalidRequestError' || failure?.type === 'StripeIdempotencyError')
      throw ValidationError.field(FIELD, failure.message);
    throw asTransient(error);
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
 * A paid booking refused because its bid can no longer be booked (another bid booked the listing and closed it, it
 * was declined or withdrawn): a charge an earlier attempt of the same booking made is refunded before the refusal is
 * answered. That attempt was stopped after Stripe charged, or lost Stripe's answer, and its retry would otherwise leave
 * the charge to the audit's 24 hours (docs/payments.md, "Paying at booking"). The listing's charges are listed by its
 * transfer group (a list, consistent at once, unlike Stripe's search); the bid's are told by their metadata. A failure
 * is thrown as transient: the client's retry refunds, then answers the refusal.
 */
export async function refundEarlierChargesOf(bid: Bid): Promise<void> {
  try {
    const { stripe } = await stripeOfStage();
    for await (const charge of stripe.charges.list({ transfer_group: transferGroupOf(bid.listingId), limit: 100 })) {
      if (charge.metadata?.['bidId'] !== String(bid.bidId) || !charge.paid || charge.amount_refunded > 0) continue;
      const paymentIntentId =
        typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      if (paymentIntentId) await refundUnbooked(bid.listingId, paymentIntentId);
    }
  } catch (error) {
    throw asTransient(error);
  }
}
