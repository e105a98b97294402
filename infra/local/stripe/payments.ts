import type Stripe from 'stripe';
import { newId, randomText } from './ids.ts';
import { openDispute } from './disputes.ts';
import {
  docUrl,
  idIn,
  invalid,
  listing,
  noSuch,
  retrieving,
  sameAs,
  StripeFailure,
  type Call,
  type Params,
  type Route,
} from './wire.ts';

// Payments: PaymentIntents paid with Stripe's documented test payment methods (docs.stripe.com/testing), their
// Charges, and Refunds.

interface Decline {
  code: string;
  declineCode: string;
  message: string;
  param?: string;
}

/** A test card: what paying with it does (succeeds, is declined, or succeeds and is then disputed). */
interface TestCard {
  brand: string;
  last4: string;
  funding: 'credit' | 'debit';
  decline?: Decline;
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

/** The currencies the marketplace charges in (the US and Canada). */
export const currencies = ['usd', 'cad'] as const;

/** Stripe's smallest charge: 50 cents of the currency. */
const MINIMUM_AMOUNT = 50;

/** The test card a kept PaymentMethod was made from (each test card's last four digits are its own). */
function testCardOf(method: Stripe.PaymentMethod): TestCard {
  return Object.values(testCards).find((card) => card.last4 === method.card?.last4) ?? testCards.pm_card_visa!;
}

const noAddress = { city: null, country: null, line1: null, line2: null, postal_code: null, state: null };

/** A PaymentMethod from a test card's name (a new one, as Stripe makes), or one made before. */
function paymentMethodOf(call: Call, id: string): Stripe.PaymentMethod {
  const card = testCards[id];
  if (!card) {
    const kept = call.book.find('payment_method', id, call.owner);
    if (!kept) throw noSuch('PaymentMethod', id, 'payment_method');
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

/** The Charge of a PaymentIntent's attempt with a card: paid, or failed with the card's decline. */
function chargeOf(call: Call, intent: Stripe.PaymentIntent, method: Stripe.PaymentMethod): Stripe.Charge {
  const decline = testCardOf(method).decline;
  const card = method.card!;
  return call.book.add(call.owner, {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: decline ? 0 : intent.amount,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: method.billing_details,
    calculated_statement_descriptor: 'MARKETPLACE',
    captured: !decline,
    created: call.occasion.now,
    currency: intent.currency,
    customer: null,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: decline?.code ?? null,
    failure_message: decline?.message ?? null,
    fraud_details: {},
    livemode: call.book.livemode,
    metadata: { ...intent.metadata },
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: decline ? 'declined_by_network' : 'approved_by_network',
      reason: decline?.declineCode ?? null,
      risk_level: 'normal',
      seller_message: decline ? 'The bank did not return any further details with this decline.' : 'Payment complete.',
      type: decline ? 'issuer_declined' : 'authorized',
    },
    paid: !decline,
    payment_intent: intent.id,
    payment_method: method.id,
    payment_method_details: {
      type: 'card',
      card: {
        amount_authorized: decline ? null : intent.amount,
        authorization_code: null,
        brand: card.brand,
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
        country: card.country,
        electronic_commerce_indicator: null,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        funding: card.funding,
        installments: null,
        last4: card.last4,
        mandate: null,
        network: card.brand,
        network_transaction_id: null,
        regulated_status: 'unregulated',
        three_d_secure: null,
        transaction_link_id: null,
        wallet: null,
      },
    },
    receipt_email: intent.receipt_email,
    receipt_number: null,
    receipt_url: null,
    refunded: false,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: decline ? 'failed' : 'succeeded',
    transfer_data: null,
    transfer_group: intent.transfer_group,
  });
}

/**
 * Confirms a PaymentIntent with its payment method: a Charge, the PaymentIntent succeeded (the balance credited) or,
 * for a declining card, 402 card_error with the PaymentIntent back to requires_payment_method.
 */
function confirm(call: Call, intent: Stripe.PaymentIntent, returnUrl: string | undefined): Stripe.PaymentIntent {
  const { book, occasion } = call;
  if (!intent.payment_method)
    throw invalid(
      "You cannot confirm this PaymentIntent because it's missing a payment method. Update the PaymentIntent with a " +
        'payment method and then confirm it again.',
      undefined,
      'payment_intent_unexpected_state',
    );
  // Since API version 2023-08-16 a PaymentIntent takes the Dashboard's payment methods, some of which redirect
  if (intent.automatic_payment_methods?.enabled && intent.automatic_payment_methods.allow_redirects !== 'never')
    if (!returnUrl)
      throw invalid(
        'This PaymentIntent is configured to accept payment methods enabled in your Dashboard, some of which may ' +
          'require a full page redirect to succeed. If you do not want to accept redirect-based payment methods, ' +
          'set `automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to ' +
          '`never` when creating Setup Intents and Payment Intents. If you do want to accept redirect-based payment ' +
          'methods, set the `return_url` parameter when confirming the PaymentIntent.',
        'return_url',
      );
  const method = paymentMethodOf(call, idIn(intent.payment_method));
  const charge = chargeOf(call, intent, method);
  intent.latest_charge = charge.id;
  const decline = testCardOf(method).decline;
  if (decline) {
    const error = {
      type: 'card_error' as const,
      code: decline.code,
      decline_code: decline.declineCode,
      doc_url: docUrl(decline.code),
      message: decline.message,
      ...(decline.param ? { param: decline.param } : {}),
      charge: charge.id,
    };
    Object.assign(intent, {
      status: 'requires_payment_method',
      payment_method: null,
      last_payment_error: { ...error, payment_method: method },
    });
    book.touch();
    book.emit('charge.failed', charge, occasion);
    book.emit('payment_intent.payment_failed', intent, occasion);
    throw new StripeFailure(402, { ...error, payment_intent: structuredClone(intent), payment_method: method });
  }
  const movement = { amount: charge.amount, currency: charge.currency, type: 'charge' as const };
  charge.balance_transaction = book.move(
    call.owner,
    { ...movement, reportingCategory: 'charge', source: charge.id },
    occasion,
  ).id;
  Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, payment_method: method.id });
  book.touch();
  book.emit('charge.succeeded', charge, occasion);
  book.emit('payment_intent.succeeded', intent, occasion);
  if (testCardOf(method).disputed) openDispute(call, charge);
  return intent;
}

/**
 * The payment methods a new PaymentIntent takes: `allowed_payment_method_types` (card, the one the stand-in has), else
 * the Dashboard's (automatic_payment_methods, the default). API version 2026-11-18 took `payment_method_types` away.
 */
function methodsOf(
  params: Params,
): Pick<Stripe.PaymentIntent, 'allowed_payment_method_types' | 'payment_method_types' | 'automatic_payment_methods'> {
  if (params.has('payment_method_types'))
    throw invalid(
      'Received unknown parameter: payment_method_types (API version 2026-11-18 names it allowed_payment_method_types)',
      'payment_method_types',
      'parameter_unknown',
    );
  const allowed = params.texts('allowed_payment_method_types');
  const automatic = params.nested('automatic_payment_methods', ['enabled', 'allow_redirects']);
  if (allowed && automatic)
    throw invalid(
      'You may only specify one of these parameters: allowed_payment_method_types, automatic_payment_methods.',
      undefined,
      'parameters_exclusive',
    );
  for (const type of allowed ?? [])
    if (type !== 'card')
      throw invalid(
        `The payment method type "${type}" is not taken by the Stripe stand-in (only card).`,
        'allowed_payment_method_types',
      );
  const methods = { allowed_payment_method_types: null, payment_method_types: ['card'] };
  if (allowed) return { ...methods, allowed_payment_method_types: ['card'], automatic_payment_methods: null };
  const enabled = automatic?.boolean('enabled') ?? true;
  const allowRedirects = automatic?.choice('allow_redirects', ['always', 'never']) ?? 'always';
  return { ...methods, automatic_payment_methods: enabled ? { enabled, allow_redirects: allowRedirects } : null };
}

function createPaymentIntent(call: Call, params: Params): Stripe.PaymentIntent {
  const amount = params.amount('amount');
  if (amount === undefined) throw invalid('Missing required param: amount.', 'amount', 'parameter_missing');
  const currency = params.required('currency').toLowerCase();
  if (!(currencies as readonly string[]).includes(currency))
    throw invalid(`Invalid currency: ${currency}. The Stripe stand-in takes ${currencies.join(', ')}.`, 'currency');
  if (amount < MINIMUM_AMOUNT) throw invalid(`Amount must be at least $0.50 ${currency}`, 'amount', 'amount_too_small');
  const paymentMethod = params.text('payment_method');
  const method = paymentMethod === undefined ? undefined : paymentMethodOf(call, paymentMethod);
  const { now } = call.occasion;
  const id = newId('pi');
  const intent = call.book.add(call.owner, {
    id,
    object: 'payment_intent',
    amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: params.choice('capture_method', ['automatic', 'automatic_async']) ?? 'automatic_async',
    client_secret: `${id}_secret_${randomText(25)}`,
    confirmation_method: 'automatic',
    created: now,
    currency,
    customer: null,
    customer_account: null,
    description: params.text('description') ?? null,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: call.book.livemode,
    managed_payments: null,
    metadata: params.metadata() ?? {},
    next_action: null,
    on_behalf_of: null,
    payment_method: method?.id ?? null,
    payment_method_configuration_details: null,
    payment_method_options: {},
    ...methodsOf(params),
    payment_record: null,
    processing: null,
    receipt_email: params.text('receipt_email') ?? null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: method ? 'requires_confirmation' : 'requires_payment_method',
    transfer_group: params.text('transfer_group') ?? null,
  });
  call.book.emit('payment_intent.created', intent, call.occasion);
  return params.boolean('confirm') ? confirm(call, intent, params.text('return_url')) : intent;
}

function confirmPaymentIntent(call: Call, params: Params, id: string): Stripe.PaymentIntent {
  const intent = call.book.find('payment_intent', id, call.owner);
  if (!intent) throw noSuch('payment_intent', id);
  if (intent.status !== 'requires_confirmation' && intent.status !== 'requires_payment_method')
    throw invalid(
      `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
      undefined,
      'payment_intent_unexpected_state',
    );
  const paymentMethod = params.text('payment_method');
  if (paymentMethod !== undefined) intent.payment_method = paymentMethodOf(call, paymentMethod).id;
  return confirm(call, intent, params.text('return_url'));
}

/** The charge a refund is of: named, or the PaymentIntent's successful one. */
function refundedCharge(call: Call, params: Params): Stripe.Charge {
  const chargeId = params.text('charge');
  const intentId = params.text('payment_intent');
  if ((chargeId === undefined) === (intentId === undefined))
    throw invalid('One of the following params should be provided for this request: payment_intent or charge.');
  if (chargeId !== undefined) {
    const charge = call.book.find('charge', chargeId, call.owner);
    if (!charge || charge.status !== 'succeeded') throw noSuch('charge', chargeId, 'charge');
    return charge;
  }
  const intent = call.book.find('payment_intent', intentId!, call.owner);
  if (!intent) throw noSuch('payment_intent', intentId!, 'payment_intent');
  const charge = intent.status === 'succeeded' ? call.book.find('charge', idIn(intent.latest_charge)) : undefined;
  if (!charge)
    throw invalid(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, 'payment_intent');
  return charge;
}

function createRefund(call: Call, params: Params): Stripe.Refund {
  const { book, occasion } = call;
  const charge = refundedCharge(call, params);
  const left = charge.amount - charge.amount_refunded;
  const amount = params.amount('amount') ?? left;
  if (charge.disputed)
    throw invalid(`Charge ${charge.id} has been charged back; cannot issue a refund.`, undefined, 'charge_disputed');
  if (left === 0) throw invalid(`Charge ${charge.id} has already been refunded.`, undefined, 'charge_already_refunded');
  if (amount > left)
    throw invalid(
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      'amount',
      'amount_too_large',
    );
  const id = newId('re');
  const txn = book.move(
    call.owner,
    { amount: -amount, currency: charge.currency, type: 'refund', reportingCategory: 'refund', source: id },
    occasion,
  );
  const refund = book.add(call.owner, {
    id,
    object: 'refund',
    amount,
    application: null,
    balance_transaction: txn.id,
    charge: charge.id,
    created: occasion.now,
    currency: charge.currency,
    customer: null,
    customer_account: null,
    destination_details: { type: 'card', card: { type: 'refund' } },
    metadata: params.metadata() ?? {},
    payment_intent: charge.payment_intent,
    payment_method: charge.payment_method,
    reason: params.choice('reason', ['duplicate', 'fraudulent', 'requested_by_customer']) ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  });
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  book.touch();
  book.emit('refund.created', refund, occasion);
  book.emit('charge.refunded', charge, occasion);
  return refund;
}

export const paymentRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/payment_intents',
    params: [
      'amount',
      'currency',
      'payment_method',
      'confirm',
      'return_url',
      'transfer_group',
      'metadata',
      'description',
      'receipt_email',
      'capture_method',
      'allowed_payment_method_types',
      'payment_method_types',
      'automatic_payment_methods',
    ],
    handle: createPaymentIntent,
  },
  retrieving('payment_intent', '/v1/payment_intents'),
  listing('payment_intent', '/v1/payment_intents'),
  {
    method: 'POST',
    path: '/v1/payment_intents/:id/confirm',
    params: ['payment_method', 'return_url'],
    handle: (call, params, [id]) => confirmPaymentIntent(call, params, id!),
  },
  retrieving('payment_method', '/v1/payment_methods'),
  retrieving('charge', '/v1/charges'),
  listing('charge', '/v1/charges', [
    sameAs('payment_intent', (charge) => charge.payment_intent),
    sameAs('transfer_group', (charge) => charge.transfer_group),
  ]),
  {
    method: 'POST',
    path: '/v1/refunds',
    params: ['payment_intent', 'charge', 'amount', 'reason', 'metadata'],
    handle: createRefund,
  },
  retrieving('refund', '/v1/refunds'),
  listing('refund', '/v1/refunds', [
    sameAs('charge', (refund) => refund.charge),
    sameAs('payment_intent', (refund) => refund.payment_intent),
  ]),
];
