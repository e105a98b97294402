import * as clock from '../../clock.ts';
import { failedOn } from '../../data/errors.ts';
import { findListing } from '../../data/listings.ts';
import { changePayment, findPayment } from '../../data/payments.ts';
import { statusRecordsOf } from '../../data/transit.ts';
import type { Stripe } from '../../net/stripe.ts';
import { logger } from '../../observability/logger.ts';
import { scheduleRelease } from '../payments/release-schedule.ts';
import { payOut } from '../payments/service.ts';
import { idempotencyKeyOf, stripeFailureOf, stripeIdOf } from '../stripe/stripe.ts';
import type { LedgerEntry, Payment, PaymentStatus } from '../payments/types.ts';
import { deliveryReceiptOf, submitEvidence } from './evidence.ts';

// A payment's dispute (docs/payments.md, "Disputes"): Stripe's `charge.dispute.created` marks it Disputed (no release
// while it is) and the shipment's evidence goes into the dispute at once; `charge.dispute.closed` puts it back where it
// was when won, and when lost books the loss and, by the policy, takes the carrier's payout back. Each event is applied
// from the dispute as Stripe has it now (read back, never trusted from the body), so any order of events, and any
// event twice, leave the same. After tracking and attachments in the domain's order: the evidence reads both.

/** What a dispute may hold: a payment not refunded (a refunded charge has nothing left to take back). */
const disputable = ['Held', 'ReleasePending', 'Released'] as const satisfies PaymentStatus[];

/** Stripe's closed dispute statuses, by whether the platform keeps the money (an inquiry's `warning_closed` does). */
const outcomes: Partial<Record<Stripe.Dispute.Status, 'won' | 'lost'>> = {
  won: 'won',
  warning_closed: 'won',
  prevented: 'won',
  lost: 'lost',
};

/** The status a payment had before its dispute, so that a won dispute goes back to it: the change before Disputed. */
export function statusBeforeDispute(payment: Pick<Payment, 'history'>): PaymentStatus {
  const at = payment.history.findLastIndex((change) => change.status === 'Disputed');
  return at > 0 ? payment.history[at - 1]!.status : 'Held';
}

/** Not now: answered 503, so that Stripe sends the event again. */
const notYet = (reason: string) => Object.assign(new Error(reason), { name: 'ServiceUnavailable' });

/** The payment the dispute's charge paid, by its PaymentIntent's listing; undefined: not a booking's. */
async function paymentOfDispute(stripe: Stripe, dispute: Stripe.Dispute): Promise<Payment | undefined> {
  const intentId = stripeIdOf(dispute.payment_intent);
  if (!intentId) return undefined;
  const intent = await stripe.paymentIntents.retrieve(intentId);
  const listingId = Number(intent.metadata.listingId);
  if (!Number.isInteger(listingId)) return undefined;
  const payment = await findPayment(listingId);
  const chargeId = stripeIdOf(dispute.charge);
  if (payment) return payment.chargeId === chargeId ? payment : undefined;
  // a dispute opened at the charge may come before the booking's own transaction: sent again, it finds it; a booking
  // that lost its race refunded the charge whole and holds nothing
  if ((await stripe.charges.retrieve(chargeId!)).refunded) return undefined;
  throw notYet(`The payment of listing ${listingId} is not written yet.`);
}

/** The payment Disputed, once: a charge has one dispute, and a won one leaves its mark in the history. */
async function markDisputed(payment: Payment): Promise<Payment> {
  if (payment.history.some((change) => change.status === 'Disputed')) return payment;
  if (!(disputable as readonly PaymentStatus[]).includes(payment.status)) {
    logger.warn('a dispute on a payment refunded already: nothing held', { listingId: payment.listingId });
    return payment;
  }
  try {
    await changePayment(payment, disputable, { status: 'Disputed', at: clock.now().toISOString(), by: 'Stripe' });
  } catch (error) {
    if (!failedOn(error)) throw error;
  }
  return (await findPayment(payment.listingId))!;
}

/** Won: back to the status before, and what that status waits for resumed (the schedule, a pending payout). */
async function settleWon(payment: Payment): Promise<void> {
  const before = statusBeforeDispute(payment);
  let current = payment;
  if (payment.status === 'Disputed') {
    try {
      await changePayment(payment, ['Disputed'], { status: before, at: clock.now().toISOString(), by: 'Stripe' });
    } catch (error) {
      if (!failedOn(error)) throw error;
    }
    current = (await findPayment(payment.listingId))!;
  }
  if (current.status === 'ReleasePending') await payOut(current, 'Stripe');
  if (current.status !== 'Held') return;
  const listing = await findListing(payment.listingId, { consistent: true });
  const delivered = listing && (await statusRecordsOf(listing)).find((record) => record.status === 'Delivered');
  if (delivered) await scheduleRelease(payment.listingId, delivered.recorded);
}

/** The carrier's payout taken back; undefined when Stripe refuses (its balance paid out): the platform bears it. */
async function reversed(stripe: Stripe, payment: Payment, transferId: string, dispute: Stripe.Dispute) {
  try {
    return await stripe.transfers.createReversal(
      transferId,
      { amount: payment.carrierPrice, metadata: { listingId: String(payment.listingId) } },
      { idempotencyKey: idempotencyKeyOf('dispute reversal', payment.listingId, dispute.id) },
    );
  } catch (error) {
    if (stripeFailureOf(error)?.type !== 'StripeInvalidRequestError') throw error;
    logger.error('a lost dispute’s payout could not be reversed: the platform bears it', {
      listingId: payment.listingId,
      reason: stripeFailureOf(error)?.message,
    });
    return undefined;
  }
}

/**
 * Lost (docs/payments.md, "Disputes"): the disputed amount is gone, entered as `DisputeLost`. A payout transferred
 * already is reversed when the carrier gave no proof of delivery; with one, the platform bears the loss.
 */
async function settleLost(stripe: Stripe, payment: Payment, dispute: Stripe.Dispute): Promise<void> {
  if (payment.status !== 'Disputed') return;
  const before = statusBeforeDispute(payment);
  const at = clock.now().toISOString();
  const entry = (movement: LedgerEntry['movement'], stripeId: string, amount: number): LedgerEntry => ({
    listingId: payment.listingId,
    movement,
    stripeId,
    amount,
    currency: payment.currency,
    at,
  });
  const ledger = [entry('DisputeLost', dispute.id, dispute.amount)];
  if (before === 'Released' && payment.transferId && !(await deliveryReceiptOf(payment.listingId))) {
    const reversal = await reversed(stripe, payment, payment.transferId, dispute);
    if (reversal) ledger.push(entry('Reversal', reversal.id, reversal.amount));
  }
  try {
    await changePayment(payment, ['Disputed'], {
      status: 'DisputeLost',
      at,
      by: 'Stripe',
      ledger,
      // a release that waited for the carrier's account waits no more: the money is gone
      ...(before === 'ReleasePending' ? { pendingPayout: 'remove' as const, carrierId: payment.carrierId } : {}),
    });
  } catch (error) {
    if (!failedOn(error)) throw error;
  }
}

/** Stripe's `charge.dispute.created` and `charge.dispute.closed`: the payment brought in line with the dispute. */
export async function applyDispute(stripe: Stripe, disputeId: string): Promise<void> {
  const dispute = await stripe.disputes.retrieve(disputeId);
  const found = await paymentOfDispute(stripe, dispute);
  if (!found) return;
  const payment = await markDisputed(found);
  const outcome = outcomes[dispute.status];
  if (outcome === 'won') return settleWon(payment);
  if (outcome === 'lost') return settleLost(stripe, payment, dispute);
  if (payment.status === 'Disputed') await submitEvidence(stripe, dispute, payment);
}
