import type Stripe from 'stripe';
import { newId, randomText } from './ids.ts';
import { docUrl, noSuch, type Call, type StripeErrorBody } from './wire.ts';

// Stripe's documented test payment methods (docs.stripe.com/testing), by the names a caller passes (`pm_card_visa`):
// each use makes a new PaymentMethod, as Stripe makes one, whose card says what paying with it (or saving it) does.

export interface Decline {
  code: string;
  declineCode: string;
  message: string;
  param?: string;
}

/**
 * A test card: what paying with it does (succeeds, is declined, waits for authentication, or succeeds and is then
 * disputed), and whether it can be saved to a customer for later.
 */
export interface TestCard {
  brand: string;
  last4: string;
  funding: 'credit' | 'debit';
  /** What a payment with it is refused with; saving it (a SetupIntent, an attach) too, unless `savable`. */
  decline?: Decline;
  /** Saved to a customer all the same, its payments alone declined (4000000000000341). */
  savable?: true;
  /**
   * 3D Secure asked for at every setup and every payment, however the card was set up (4000002760003184): with the
   * customer there they wait for it (requires_action); a payment off-session is declined authentication_required.
   */
  authenticates?: true;
  disputed?: true;
}

const declined = (declineCode: string, message = 'Your card was declined.'): Decline => ({
  code: 'card_declined',
  declineCode,
  message,
});

/** Stripe's test PaymentMethods (each a new `pm_` when used, as Stripe makes one), by the name a caller passes. */
const testCards: Record<string, TestCard> = {
  pm_card_visa: { brand: 'visa', last4: '4242', funding: 'credit' },
  pm_card_visa_debit: { brand: 'visa', last4: '5556', funding: 'debit' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', funding: 'credit' },
  pm_card_amex: { brand: 'amex', last4: '8431', funding: 'credit' },
  pm_card_createDispute: { brand: 'visa', last4: '0259', funding: 'credit', disputed: true },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', funding: 'credit', decline: declined('generic_decline') },
  pm_card_chargeCustomerFail: {
    brand: 'visa',
    last4: '0341',
    funding: 'credit',
    decline: declined('generic_decline'),
    savable: true,
  },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', funding: 'credit', authenticates: true },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    funding: 'credit',
    decline: declined('insufficient_funds', 'Your card has insufficient funds.'),
  },
  pm_card_chargeDeclinedLostCard: { brand: 'visa', last4: '9987', funding: 'credit', decline: declined('lost_card') },
  pm_card_chargeDeclinedStolenCard: {
    brand: 'visa',
    last4: '9979',
    funding: 'credit',
    decline: declined('stolen_card'),
  },
  pm_card_chargeDeclinedExpiredCard: {
    brand: 'visa',
    last4: '0069',
    funding: 'credit',
    decline: {
      code: 'expired_card',
      declineCode: 'expired_card',
      message: 'Your card has expired.',
      param: 'exp_month',
    },
  },
  pm_card_chargeDeclinedIncorrectCvc: {
    brand: 'visa',
    last4: '0127',
    funding: 'credit',
    decline: {
      code: 'incorrect_cvc',
      declineCode: 'incorrect_cvc',
      message: "Your card's security code is incorrect.",
      param: 'cvc',
    },
  },
  pm_card_chargeDeclinedProcessingError: {
    brand: 'visa',
    last4: '0119',
    funding: 'credit',
    decline: {
      code: 'processing_error',
      declineCode: 'processing_error',
      message: 'An error occurred while processing your card. Try again in a little bit.',
    },
  },
};

/** How Stripe declines a payment off-session with a card that asks for authentication (no charge is attempted). */
export const authenticationRequired: Decline = {
  code: 'authentication_required',
  declineCode: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

/**
 * What an intent whose card asks for 3D Secure waits for, with the customer there: Stripe.js to handle `next_action`
 * in the customer's browser. That authentication is not modelled: such an intent stays requires_action (Stripe's own
 * next_action carries the issuer's challenge, which the stand-in has none of).
 */
export const authenticationAction = {
  type: 'use_stripe_sdk',
  use_stripe_sdk: { type: 'three_d_secure_redirect' },
} as const;

/** The test card a kept PaymentMethod was made from (each test card's last four digits are its own). */
export function testCardOf(method: Stripe.PaymentMethod): TestCard {
  return Object.values(testCards).find((card) => card.last4 === method.card?.last4) ?? testCards.pm_card_visa!;
}

const noAddress = { city: null, country: null, line1: null, line2: null, postal_code: null, state: null };

/**
 * A PaymentMethod from a test card's name (a new one, as Stripe makes), or one made before (`param`: what named it,
 * for Stripe's resource_missing).
 */
export function paymentMethodOf(call: Call, id: string, param = 'payment_method'): Stripe.PaymentMethod {
  const card = testCards[id];
  if (!card) {
    const kept = call.book.find('payment_method', id, call.owner);
    if (!kept) throw noSuch('PaymentMethod', id, param);
    return kept;
  }
  const year = new Date(call.occasion.now * 1000).getUTCFullYear();
  return call.book.add(call.owner, {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: { address: noAddress, email: null, name: null, phone: null, tax_id: null },
    card: {
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'unchecked' },
      country: 'US',
      display_brand: card.brand,
      exp_month: 12,
      exp_year: year + 3,
      fingerprint: randomText(16),
      funding: card.funding,
      generated_from: null,
      last4: card.last4,
      networks: { available: [card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: call.occasion.now,
    customer: null,
    customer_account: null,
    livemode: call.book.livemode,
    metadata: {},
    type: 'card',
  });
}

/** What saving a card to a customer is refused with: its decline, unless it is a card Stripe saves all the same. */
export const setupDecline = (card: TestCard): Decline | undefined => (card.savable ? undefined : card.decline);

/** Stripe's card_error for a decline (its `charge`, `payment_intent` or `setup_intent` are the caller's to add). */
export function cardError(decline: Decline): StripeErrorBody & { type: 'card_error'; code: string } {
  return {
    type: 'card_error',
    code: decline.code,
    decline_code: decline.declineCode,
    doc_url: docUrl(decline.code),
    message: decline.message,
    ...(decline.param ? { param: decline.param } : {}),
  };
}
