import { changePayment, findPayment, ledgerOf } from '../../data/payments.ts';
import { stageStripe, type Stripe } from '../../net/stripe.ts';
import type { AuditCheck } from './checks.ts';
import { transferGroupOf } from '../payments/booking.ts';
import { idempotencyKeyOf } from '../payments/stripe.ts';
import type { LedgerEntry, LedgerMovement, Payment } from '../payments/types.ts';

// The audit of the money (docs/payments.md, "The ledger"; docs/reliability.md, "The audit"): each payment's ledger
// balances and agrees with the payment, and Stripe's objects agree with the ledger, both ways. --repair finishes what a
// stop left that the money already did (a release stopped between its transfer and its write; a booking charged and
// never booked, refunded once Stripe would no longer replay its charge); any other disagreement is money, reported for
// a person to look at, never rewritten.

export interface PaymentFindings {
  checked: AuditCheck[];
  drifts: { check: AuditCheck; detail: string; repaired?: boolean }[];
}

const sum = (ledger: LedgerEntry[], movement: LedgerMovement) =>
  ledger.filter((entry) => entry.movement === movement).reduce((total, entry) => total + entry.amount, 0);

/** The ledger's totals of a listing: charged = refunded + transferred + kept. */
export function ledgerTotals(ledger: LedgerEntry[]) {
  const charged = sum(ledger, 'Charge');
  const refunded = sum(ledger, 'Refund');
  const transferred = sum(ledger, 'Transfer') - sum(ledger, 'Reversal');
  return { charged, refunded, transferred, kept: charged - refunded - transferred };
}

function ledgerDrifts(payment: Payment, ledger: LedgerEntry[]): string[] {
  const { charged, refunded, transferred, kept } = ledgerTotals(ledger);
  const drifts: string[] = [];
  if (charged !== payment.total) drifts.push(`charged ${charged}, the payment's total ${payment.total}`);
  if (refunded !== payment.refunded) drifts.push(`refunded ${refunded}, the payment says ${payment.refunded}`);
  if (kept < 0)
    drifts.push(`more went out than came in: charged ${charged}, refunded ${refunded}, paid ${transferred}`);
  const released = payment.status === 'Released';
  if (released !== ledger.some((entry) => entry.movement === 'Transfer'))
    drifts.push(`the payment is ${payment.status}, its ledger ${released ? 'has no' : 'has a'} transfer`);
  return drifts;
}

/** What Stripe holds of the listing's money: its charge's refunds and the transfers of its group. */
async function stripeTotals(stripe: Stripe, payment: Payment) {
  const charge = await stripe.charges.retrieve(payment.chargeId);
  const transfers = await stripe.transfers.list({ transfer_group: transferGroupOf(payment.listingId), limit: 100 });
  return {
    refunded: charge.amount_refunded,
    charged: charge.amount,
    transfers: transfers.data,
    transferred: transfers.data.reduce((total, t) => total + t.amount - t.amount_reversed, 0),
  };
}

/** A payment's checks: its ledger, and Stripe's side when the stage has Stripe. */
export async function auditPayment(payment: Payment, options: { repair: boolean }): Promise<PaymentFindings> {
  const findings: PaymentFindings = { checked: ['payments.ledger'], drifts: [] };
  const ledger = await ledgerOf(payment.listingId);
  const stage = await stageStripe();
  const stripeSide = stage ? await stripeTotals(stage.stripe, payment) : undefined;
  // a release stopped after its transfer, before its write: Stripe paid; the table says so too once repaired
  const stoppedRelease =
    stripeSide?.transfers.length === 1 &&
    (payment.status === 'Held' || payment.status === 'ReleasePending') &&
    !ledger.some((entry) => entry.movement === 'Transfer');
  if (stoppedRelease && options.repair) {
    const transfer = stripeSide.transfers[0]!;
    const at = new Date(transfer.created * 1000).toISOString();
    await changePayment(payment, [payment.status], {
      status: 'Released',
      at,
      by: 'Stripe',
      set: { transferId: transfer.id },
      ledger: [
        {
          listingId: payment.listingId,
          movement: 'Transfer',
          stripeId: transfer.id,
          amount: transfer.amount,
          currency: payment.currency,
          at,
        },
      ],
      ...(payment.status === 'ReleasePending'
        ? { pendingPayout: 'remove' as const, carrierId: payment.carrierId }
        : {}),
    });
    findings.drifts.push({
      check: 'payments.stripe',
      detail: `Stripe transferred ${transfer.amount} (${transfer.id}); the payment was ${payment.status}`,
      repaired: true,
    });
    return { ...findings, checked: [...findings.checked, 'payments.stripe'] };
  }
  for (const detail of ledgerDrifts(payment, ledger)) findings.drifts.push({ check: 'payments.ledger', detail });
  if (!stripeSide) return findings;
  findings.checked.push('payments.stripe');
  const totals = ledgerTotals(ledger);
  if (stripeSide.charged !== totals.charged)
    findings.drifts.push({
      check: 'payments.stripe',
      detail: `Stripe charged ${stripeSide.charged}, the ledger ${totals.charged}`,
    });
  if (stripeSide.refunded !== totals.refunded)
    findings.drifts.push({
      check: 'payments.stripe',
      detail: `Stripe refunded ${stripeSide.refunded}, the ledger ${totals.refunded}`,
    });
  if (stripeSide.transferred !== totals.transferred)
    findings.drifts.push({
      check: 'payments.stripe',
      detail:
        `Stripe transferred ${stripeSide.transferred} in ${stripeSide.transfers.length} transfers, ` +
        `the ledger ${totals.transferred}`,
    });
  return findings;
}

/** How long Stripe replays a charge for its idempotency key: a booking's retry may still book with it until then. */
export const STRIPE_REPLAY_MS = 24 * 3600_000;

/**
 * Stripe to the table: every succeeded charge the platform made for a listing is that listing's payment. One that is
 * not (a booking stopped after its charge, never retried) is refunded by --repair once Stripe no longer replays it.
 */
export async function auditUnbookedCharges(options: { repair: boolean; now: Date }): Promise<PaymentFindings> {
  const stage = await stageStripe();
  if (!stage) return { checked: [], drifts: [] };
  const findings: PaymentFindings = { checked: [], drifts: [] };
  for await (const intent of stage.stripe.paymentIntents.list({ limit: 100 })) {
    const listingId = Number(intent.metadata?.listingId);
    if (intent.status !== 'succeeded' || !Number.isSafeInteger(listingId)) continue;
    findings.checked.push('payments.unbooked');
    if ((await findPayment(listingId))?.paymentIntentId === intent.id) continue;
    const chargeId = typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge?.id;
    if (!chargeId) continue;
    const charge = await stage.stripe.charges.retrieve(chargeId);
    if (charge.refunded) continue;
    const replayable = options.now.getTime() - intent.created * 1000 < STRIPE_REPLAY_MS;
    const repaired = options.repair && !replayable;
    if (repaired)
      await stage.stripe.refunds.create(
        {
          payment_intent: intent.id,
          reason: 'duplicate',
          metadata: { listingId: String(listingId), why: 'never booked' },
        },
        { idempotencyKey: idempotencyKeyOf('unbooked', intent.id) },
      );
    findings.drifts.push({
      check: 'payments.unbooked',
      detail:
        `listing ${listingId}: ${intent.id} charged ${intent.amount} and never booked` +
        (replayable ? ' (still replayable by a retry: refunded after 24 hours)' : ''),
      repaired,
    });
  }
  return findings;
}
