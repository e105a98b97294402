import { changePayment, findPayment } from '../../data/payments.ts';
import { failedOn } from '../../data/errors.ts';
import { ConflictError } from '../../errors.ts';
import type { PartyRole } from '../listings/types.ts';
import { asTransient, idempotencyKeyOf, stripeOfStage } from '../stripe/stripe.ts';
import type { Payment } from './types.ts';

// A cancelled booking's refund (docs/payments.md, "Cancelling a booking"): what goes back by who cancelled, refunded
// on Stripe first, then the payment's status and its ledger entry in one transaction.

/** The cancellation fee a shipper's cancellation keeps, in basis points of the carrier price (uShip's 10%). */
export const CANCELLATION_FEE_BPS = 1000;

/**
 * What a cancellation refunds (minor units): the shipper's, the carrier price and the premium less the cancellation
 * fee (the platform keeps that and the service fee); the carrier's, all of it.
 */
export function cancellationRefundOf(payment: Payment, by: PartyRole): { amount: number; status: Payment['status'] } {
  if (by === 'Carrier') return { amount: payment.total, status: 'Refunded' };
  const fee = Math.round((payment.carrierPrice * CANCELLATION_FEE_BPS) / 10_000);
  return { amount: payment.carrierPrice + payment.insurancePremium - fee, status: 'PartiallyRefunded' };
}

/**
 * Refunds a Held payment for its booking's cancellation by `by`. Stripe's refund comes first, keyed by the listing and
 * its charge, so a stop before the table's transaction is finished by the retry: Stripe answers the same refund, and
 * the ledger entry (keyed by the refund's id) is written once. Refunded already: nothing more.
 */
export async function refundCancelledBooking(payment: Payment, by: PartyRole, userId: number, at: string) {
  if (payment.status !== 'Held') return;
  const { amount, status } = cancellationRefundOf(payment, by);
  const { stripe } = await stripeOfStage();
  let refund;
  try {
    refund = await stripe.refunds.create(
      {
        payment_intent: payment.paymentIntentId,
        amount,
        metadata: { listingId: String(payment.listingId) },
        reason: 'requested_by_customer',
      },
      { idempotencyKey: idempotencyKeyOf('cancellation', payment.listingId, payment.chargeId) },
    );
  } catch (error) {
    throw asTransient(error);
  }
  try {
    await changePayment(payment, ['Held'], {
      status,
      at,
      by: userId,
      set: { refunded: amount },
      ledger: [
        {
          listingId: payment.listingId,
          movement: 'Refund',
          stripeId: refund.id,
          amount,
          currency: payment.currency,
          at,
        },
      ],
    });
  } catch (error) {
    if (!failedOn(error)) throw error;
    // a racing retry refunded it first; anything else moved it where a cancellation cannot refund
    const current = await findPayment(payment.listingId);
    if (current?.status === status) return;
    throw new ConflictError(`The payment is ${current?.status}: it cannot be refunded.`, 'listingId');
  }
}
