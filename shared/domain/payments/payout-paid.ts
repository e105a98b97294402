import * as clock from '../../clock.ts';
import { ownerOfPayoutAccount, putPayoutSent } from '../../data/payments.ts';
import type { Stripe } from '../../net/stripe.ts';
import { stripeIdOf } from '../stripe/stripe.ts';
import { isPaymentCurrency } from './money.ts';

// Stripe's `payout.paid` on a carrier's connected account (docs/payments.md, "Stripe's events"): the carrier's money
// left Stripe for its bank. Recorded once per listing it pays out (the notifier tells the carrier: Payout.Sent/v1).

/**
 * The listings a payout pays out, with what each gave it: its balance transactions on the account are the payments
 * the platform's transfers made there, and each transfer names its listing.
 */
async function listingsOfPayout(stripe: Stripe, accountId: string, payoutId: string): Promise<Map<number, number>> {
  const on = { stripeAccount: accountId };
  const amountOf = new Map<string, number>();
  for await (const txn of stripe.balanceTransactions.list({ payout: payoutId, type: 'payment', limit: 100 }, on))
    if (typeof txn.source === 'string') amountOf.set(txn.source, (amountOf.get(txn.source) ?? 0) + txn.amount);
  const parts = new Map<number, number>();
  if (amountOf.size === 0) return parts;
  // the platform's transfers to the account, newest first: a payout pays out the recent ones
  for await (const transfer of stripe.transfers.list({ destination: accountId, limit: 100 })) {
    const paymentId = stripeIdOf(transfer.destination_payment);
    const amount = paymentId === undefined ? undefined : amountOf.get(paymentId);
    const listingId = Number(transfer.metadata?.listingId);
    if (amount !== undefined && Number.isInteger(listingId)) {
      parts.set(listingId, (parts.get(listingId) ?? 0) + amount);
      amountOf.delete(paymentId!);
    }
    if (amountOf.size === 0) break;
  }
  return parts;
}

/**
 * `payout.paid`: the payout read back from Stripe on the carrier's account (an event may be older than the payout), and
 * its part for each listing recorded once, keyed by the payout. A payout of no carrier of ours, or not paid after all
 * (Stripe may fail it later: `payout.failed`), records nothing.
 */
export async function applyPayoutPaid(stripe: Stripe, accountId: string | undefined, payoutId: string): Promise<void> {
  if (!accountId) return;
  const carrierId = await ownerOfPayoutAccount(accountId);
  if (carrierId === undefined) return;
  const payout = await stripe.payouts.retrieve(payoutId, {}, { stripeAccount: accountId });
  const currency = payout.currency.toUpperCase();
  if (payout.status !== 'paid' || !isPaymentCurrency(currency)) return;
  const sentOn = clock.now().toISOString();
  for (const [listingId, amount] of await listingsOfPayout(stripe, accountId, payoutId))
    await putPayoutSent({
      payoutId,
      listingId,
      carrierId,
      amount,
      currency,
      arrivalDate: new Date(payout.arrival_date * 1000).toISOString(),
      sentOn,
    });
}
