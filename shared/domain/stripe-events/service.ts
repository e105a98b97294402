import * as clock from '../../clock.ts';
import { markStripeEventApplied, stripeEventApplied } from '../../data/payments.ts';
import { ValidationError } from '../../errors.ts';
import type { Stripe } from '../../net/stripe.ts';
import { logger } from '../../observability/logger.ts';
import { applyDispute } from '../payment-disputes/service.ts';
import { applyAccountUpdated } from '../payments/payouts.ts';
import { applyPayoutPaid } from '../payments/payout-paid.ts';
import { asTransient, stripeOfStage } from '../stripe/stripe.ts';

// Stripe's events (docs/payments.md, "Stripe's events"): signed, checked with the SDK; each applied once (its id
// recorded after what it changed, which is itself safe to do twice) and in any order (the object read back from
// Stripe where it decides money). The last context of the domain: an event may move any context's things (a dispute
// reads a shipment's documents and tracking), so each type's applier lives with what it changes and is listed here.

const SIGNATURE = 'Stripe-Signature';

type Applier = (stripe: Stripe, event: Stripe.Event) => Promise<void>;

/** What each type of event changes; any other is acknowledged and changes nothing. */
const appliers: Partial<Record<Stripe.Event['type'], Applier>> = {
  'account.updated': (stripe, event) => applyAccountUpdated(stripe, (event.data.object as Stripe.Account).id),
  'charge.dispute.created': (stripe, event) => applyDispute(stripe, (event.data.object as Stripe.Dispute).id),
  'charge.dispute.closed': (stripe, event) => applyDispute(stripe, (event.data.object as Stripe.Dispute).id),
  // a Connect event: `account` is the carrier's connected account the payout left
  'payout.paid': (stripe, event) => applyPayoutPaid(stripe, event.account, (event.data.object as Stripe.Payout).id),
};

/** Applies a Stripe event; false when it was applied already. */
export async function applyStripeEvent(rawBody: Buffer | undefined, signature: string | undefined): Promise<boolean> {
  if (!signature)
    throw ValidationError.field(SIGNATURE, 'Stripe signs its events: the Stripe-Signature header is missing.');
  const { stripe, webhookSecret } = await stripeOfStage(SIGNATURE);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody ?? Buffer.alloc(0), signature, webhookSecret);
  } catch (error) {
    throw ValidationError.field(SIGNATURE, `The event's signature does not verify: ${(error as Error).message}`);
  }
  if (await stripeEventApplied(event.id)) return false;
  try {
    await appliers[event.type]?.(stripe, event);
  } catch (error) {
    throw asTransient(error);
  }
  logger.info('Stripe event applied', { eventId: event.id, type: event.type });
  return markStripeEventApplied(event.id, event.type, clock.now());
}
