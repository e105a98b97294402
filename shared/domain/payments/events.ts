import * as clock from '../../clock.ts';
import {
  markStripeEventApplied,
  ownerOfPayoutAccount,
  setPayoutStatus,
  stripeEventApplied,
} from '../../data/payments.ts';
import { ValidationError } from '../../errors.ts';
import { logger } from '../../observability/logger.ts';
import { payoutStatusOf } from './payouts.ts';
import { payWaitingReleases } from './service.ts';
import { asTransient, stripeOfStage } from './stripe.ts';

// Stripe's events (docs/payments.md, "Stripe's events"): signed, checked with the SDK; each applied once (its id
// recorded after what it changed, which is itself safe to do twice) and in any order (the object read back from
// Stripe where it decides money).

const SIGNATURE = 'Stripe-Signature';

/** Applies a Stripe event; false when it was applied already. */
export async function applyStripeEvent(rawBody: Buffer | undefined, signature: string | undefined): Promise<boolean> {
  if (!signature)
    throw ValidationError.field(SIGNATURE, 'Stripe signs its events: the Stripe-Signature header is missing.');
  const { stripe, webhookSecret } = await stripeOfStage();
  let event;
  try {
    event = stripe.webhooks.constructEvent(rawBody ?? Buffer.alloc(0), signature, webhookSecret);
  } catch (error) {
    throw ValidationError.field(SIGNATURE, `The event's signature does not verify: ${(error as Error).message}`);
  }
  if (await stripeEventApplied(event.id)) return false;
  try {
    if (event.type === 'account.updated') {
      const accountId = event.data.object.id;
      const userId = await ownerOfPayoutAccount(accountId);
      if (userId !== undefined) {
        // the account as it is now, whatever order its events came in
        const account = await stripe.accounts.retrieve(accountId);
        const status = payoutStatusOf(account);
        await setPayoutStatus(
          userId,
          status,
          account.requirements?.disabled_reason ?? undefined,
          clock.now().toISOString(),
        );
        if (status === 'Enabled') await payWaitingReleases(userId);
      }
    }
  } catch (error) {
    throw asTransient(error);
  }
  logger.info('Stripe event applied', { eventId: event.id, type: event.type });
  return markStripeEventApplied(event.id, event.type, clock.now());
}
