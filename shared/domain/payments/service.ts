import { timingSafeEqual } from 'node:crypto';
import * as clock from '../../clock.ts';
import {
  changePayment,
  countReleaseCodeFailure,
  findPayment,
  findPayoutAccount,
  pendingPayoutsOf,
} from '../../data/payments.ts';
import { failedOn } from '../../data/errors.ts';
import { ConflictError, ForbiddenError, NotFoundError, TooManyAttemptsError, ValidationError } from '../../errors.ts';
import { logger } from '../../observability/logger.ts';
import { existingListing, isBookedProvider, isOwner } from '../listings/access.ts';
import { isPickedUp } from '../listings/rules.ts';
import type { Principal } from '../users/types.ts';
import { transferGroupOf } from './booking.ts';
import { asTransient, idempotencyKeyOf, stripeFailureOf, stripeOfStage } from '../stripe/stripe.ts';
import type { Payment, PaymentChange } from './types.ts';
import { paymentView, type PaymentView } from './views.ts';

// A booking's payment after the booking (docs/payments.md): who sees it, and its release to the carrier.

/** Wrong release codes a listing takes before its code is locked, and for how long (docs/payments.md, "Release"). */
export const RELEASE_CODE_TRIES = 5;
export const RELEASE_CODE_LOCK_SECONDS = 15 * 60;

async function partyOf(principal: Principal, listingId: number) {
  const listing = await existingListing(listingId, principal);
  const viewer = isOwner(listing, principal) ? 'Shipper' : isBookedProvider(listing, principal) ? 'Carrier' : undefined;
  if (!viewer)
    throw new ForbiddenError("Only the listing's shipper and its booked carrier see its payment.", 'listingId');
  const payment = await findPayment(listingId);
  if (!payment)
    throw new NotFoundError(
      `Listing ${listingId} was not paid on the platform: its money moves between the parties.`,
      'listingId',
    );
  return { listing, viewer, payment } as const;
}

export async function paymentFor(principal: Principal, listingId: number): Promise<PaymentView> {
  const { viewer, payment } = await partyOf(principal, listingId);
  return paymentView(payment, viewer);
}

function checkReleaseCode(payment: Payment, sent: string | undefined, now: Date): Promise<void> | void {
  if (payment.releaseCodeLockedUntil && Date.parse(payment.releaseCodeLockedUntil) > now.getTime())
    throw new TooManyAttemptsError(
      'Too many wrong release codes: the code is locked for now.',
      'releaseCode',
      Math.ceil((Date.parse(payment.releaseCodeLockedUntil) - now.getTime()) / 1000),
    );
  if (sent === undefined)
    throw ValidationError.field('releaseCode', "The carrier releases with the shipper's release code.");
  const right =
    sent.length === payment.releaseCode.length && timingSafeEqual(Buffer.from(sent), Buffer.from(payment.releaseCode));
  if (right) return;
  const failures = (payment.releaseCodeFailures ?? 0) + 1;
  const lockedUntil =
    failures >= RELEASE_CODE_TRIES
      ? new Date(now.getTime() + RELEASE_CODE_LOCK_SECONDS * 1000).toISOString()
      : undefined;
  return countReleaseCodeFailure(payment.listingId, lockedUntil).then(() => {
    throw ValidationError.field('releaseCode', 'That is not the release code of this listing.');
  });
}

/**
 * Releases the payment (docs/payments.md, "Release"): by the shipper once the load is picked up, or by the booked
 * carrier with the release code. Released already: answered as it is, still one transfer.
 */
export async function releasePayment(
  principal: Principal,
  listingId: number,
  input: { releaseCode?: string },
): Promise<PaymentView> {
  const { listing, viewer, payment } = await partyOf(principal, listingId);
  if (payment.status === 'Released' || payment.status === 'ReleasePending') return paymentView(payment, viewer);
  if (payment.status !== 'Held')
    throw new ConflictError(`The payment is ${payment.status}: it cannot be released.`, 'listingId');
  if (!isPickedUp(listing)) throw new ConflictError('The payment is released once the load is picked up.', 'listingId');
  if (viewer === 'Carrier') await checkReleaseCode(payment, input.releaseCode, clock.now());
  const released = await payOut(payment, principal.userId);
  return paymentView(released, viewer);
}

/**
 * Transfers the carrier's payout from the booking's charge, or marks it ReleasePending while the carrier's payout
 * account is not Enabled (paid when it is). Safe to run twice: the transfer's key is the charge's, and the payment
 * moves on condition of its status.
 */
export async function payOut(payment: Payment, by: PaymentChange['by']): Promise<Payment> {
  const account = await findPayoutAccount(payment.carrierId);
  const now = clock.now().toISOString();
  const change = async (status: Payment['status'], extra: Parameters<typeof changePayment>[2]) => {
    try {
      await changePayment(payment, ['Held', 'ReleasePending'], extra);
    } catch (error) {
      if (!failedOn(error)) throw error;
      const current = await findPayment(payment.listingId);
      if (current?.status === status || current?.status === 'Released') return current;
      throw new ConflictError(`The payment is ${current?.status}: it cannot be released.`, 'listingId');
    }
    return (await findPayment(payment.listingId))!;
  };
  if (account?.status !== 'Enabled') {
    if (payment.status === 'ReleasePending') return payment;
    return change('ReleasePending', {
      status: 'ReleasePending',
      at: now,
      by,
      pendingPayout: 'add',
      carrierId: payment.carrierId,
    });
  }
  const { stripe } = await stripeOfStage();
  let transfer;
  try {
    transfer = await stripe.transfers.create(
      {
        amount: payment.carrierPrice,
        currency: payment.currency.toLowerCase(),
        destination: account.accountId,
        source_transaction: payment.chargeId,
        transfer_group: transferGroupOf(payment.listingId),
        metadata: { listingId: String(payment.listingId) },
      },
      { idempotencyKey: idempotencyKeyOf('release', payment.listingId, payment.chargeId) },
    );
  } catch (error) {
    if (stripeFailureOf(error)?.type === 'StripeInvalidRequestError') {
      // the account cannot take transfers after all (Stripe restricted it since its last event): wait for it
      logger.warn('a release waits: the carrier account refused the transfer', { listingId: payment.listingId });
      if (payment.status === 'ReleasePending') return payment;
      return change('ReleasePending', {
        status: 'ReleasePending',
        at: now,
        by,
        pendingPayout: 'add',
        carrierId: payment.carrierId,
      });
    }
    throw asTransient(error);
  }
  return change('Released', {
    status: 'Released',
    at: now,
    by,
    set: { transferId: transfer.id },
    ledger: [
      {
        listingId: payment.listingId,
        movement: 'Transfer',
        stripeId: transfer.id,
        amount: payment.carrierPrice,
        currency: payment.currency,
        at: now,
      },
    ],
    ...(payment.status === 'ReleasePending' ? { pendingPayout: 'remove' as const, carrierId: payment.carrierId } : {}),
  });
}

/** The releases that waited for the carrier's account, now Enabled: each paid (docs/payments.md). */
export async function payWaitingReleases(carrierId: number): Promise<number> {
  let paid = 0;
  for (const listingId of await pendingPayoutsOf(carrierId)) {
    const payment = await findPayment(listingId);
    if (payment?.status !== 'ReleasePending') continue;
    if ((await payOut(payment, 'Stripe')).status === 'Released') paid++;
  }
  return paid;
}
