import { changePayment, findPayment, ledgerOf } from '../../data/payments.ts';
import { stageStripe, type Stripe } from '../../net/stripe.ts';
import type { AuditCheck } from './checks.ts';
import { transferGroupOf } from '../payments/booking.ts';
import { idempotencyKeyOf, stripeIdOf } from '../stripe/stripe.ts';
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

/**
 * The ledger's totals of a listing: charged = refunded + lost to disputes + transferred + kept. A listing booked again
 * after its carrier cancelled holds the first booking's charge and its whole refund too, which net to nothing.
 */
export function ledgerTotals(ledger: LedgerEntry[]) {
  const charged = sum(ledger, 'Charge');
  const refunded = sum(ledger, 'Refund');
  const disputeLost = sum(ledger, 'DisputeLost');
  const transferred = sum(ledger, 'Transfer') - sum(ledger, 'Reversal');
  return { charged, refunded, disputeLost, transferred, kept: charged - refunded - disputeLost - transferred };
}

/** Statuses a payment may hold its transfer in: released, then disputed (won or lost, the payout may stand). */
const paidOut: readonly Payment['status'][] = ['Released', 'Disputed', 'DisputeLost'];

function ledgerDrifts(payment: Payment, ledger: LedgerEntry[]): string[] {
  const { charged, refunded, disputeLost, transferred, kept } = ledgerTotals(ledger);
  const drifts: string[] = [];
  // earlier bookings of the listing were refunded whole (a payment is replaced only then): the nets agree
  if (charged - refunded !== payment.total - payment.refunded)
    drifts.push(`charged ${charged} and refunded ${refunded}; the payment: ${payment.total} and ${payment.refunded}`);
  // kept falls below 0 only by a lost dispute whose payout stood (docs/payments.md, "Disputes")
  if (kept < 0 && !(disputeLost > 0 && kept >= -transferred))
    drifts.push(`more went out than came in: charged ${charged}, refunded ${refunded}, paid ${transferred}`);
  const transfer = ledger.some((entry) => entry.movement === 'Transfer' && entry.stripeId === payment.transferId);
  if (payment.status === 'Released' && !transfer) drifts.push('the payment is Released, its ledger has no transfer');
  if (transfer && !paidOut.includes(payment.status))
    drifts.push(`the payment is ${payment.status}, its ledger has its transfer`);
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
  // the payment's own charge (an earlier booking's was refunded whole, and is its own charge at Stripe)
  if (stripeSide.charged !== payment.total)
    findings.drifts.push({
      check: 'payments.stripe',
      detail: `Stripe charged ${stripeSide.charged}, the payment ${payment.total}`,
    });
  if (stripeSide.refunded !== payment.refunded)
    findings.drifts.push({
      check: 'payments.stripe',
      detail: `Stripe refunded ${stripeSide.refunded}, the payment ${payment.refunded}`,
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
    const chargeId = stripeIdOf(intent.latest_charge);
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
