import { createHash } from 'node:crypto';
import { findPaymentCustomer, putPaymentCustomer } from '../../data/payments.ts';
import { PaymentFailedError } from '../../errors.ts';
import type { Stripe } from '../../net/stripe.ts';
import { asTransient, cardRefusalOf, idempotencyKeyOf, stripeIdOf, stripeOfStage } from './stripe.ts';
import type { SavedPayment } from '../payments/types.ts';

// BookItNow (docs/payments.md, "BookItNow"): a carrier's bid at the set price books the listing with its shipper away,
// so the shipper saves a card with the listing, set up now for charges made without them, and the bid charges it.

const FIELD = 'payment.paymentMethod';

/**
 * The shipper's Stripe Customer: made on its first saved card, one per shipper. It carries the shipper's id and
 * nothing personal (no name, no email: docs/privacy.md). Its key is the shipper's, so two first cards at once make
 * one Customer at Stripe, and the table keeps the first written.
 */
async function customerOf(stripe: Stripe, userId: number, now: string): Promise<string> {
  const known = await findPaymentCustomer(userId);
  if (known) return known.customerId;
  let customerId;
  try {
    customerId = (
      await stripe.customers.create(
        { metadata: { userId: String(userId) } },
        { idempotencyKey: idempotencyKeyOf('customer', userId) },
      )
    ).id;
  } catch (error) {
    throw asTransient(error);
  }
  return (await putPaymentCustomer({ userId, customerId, createdOn: now })).customerId;
}

/**
 * `paymentMethod` (collected with Stripe.js) saved to the shipper's Customer for charges made without them: a
 * SetupIntent confirmed now, off-session. A card that declines is 402, one that is no card 400, one whose bank wants
 * the shipper's authentication for every charge 402 (it could never book without them), each naming
 * payment.paymentMethod; the answer names the attached PaymentMethod, which is what later charges use.
 */
export async function saveForBookItNow(userId: number, paymentMethod: string, now: string): Promise<SavedPayment> {
  const { stripe } = await stripeOfStage(FIELD);
  const customerId = await customerOf(stripe, userId, now);
  let setup;
  try {
    setup = await stripe.setupIntents.create(
      {
        customer: customerId,
        payment_method: paymentMethod,
        allowed_payment_method_types: ['card'],
        confirm: true,
        usage: 'off_session',
        metadata: { userId: String(userId) },
      },
      {
        // the same card saved again by the same shipper (a retry, or a second listing) is one setup
        idempotencyKey: idempotencyKeyOf('setup', customerId, createHash('sha256').update(paymentMethod).digest('hex')),
      },
    );
  } catch (error) {
    throw cardRefusalOf(error, FIELD);
  }
  const saved = stripeIdOf(setup.payment_method);
  if (setup.status !== 'succeeded' || !saved)
    throw new PaymentFailedError(
      `The card was not saved (${setup.status}): its bank asks for the cardholder's authentication, which a ` +
        'BookItNow booking cannot give. Save another card, or take bids and accept one with this card.',
      FIELD,
    );
  return { customerId, paymentMethod: saved };
}
