import type Stripe from 'stripe';
import {
  authenticationAction,
  authenticationRequired,
  cardError,
  paymentMethodOf,
  testCardOf,
  type Decline,
} from './cards.ts';
import { customerOf, refuseOthers } from './customers.ts';
import { newId, randomText } from './ids.ts';
import { openDispute } from './disputes.ts';
import {
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

// Payments: PaymentIntents paid with Stripe's documented test payment methods (cards.ts), with the customer there or
// off-session with a PaymentMethod saved to them (customers.ts), their Charges, and Refunds.

/** The currencies the marketplace charges in (the US and Canada). */
export const currencies = ['usd', 'cad'] as const;

/** Stripe's smallest charge: 50 cents of the currency. */
const MINIMUM_AMOUNT = 50;

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
    customer: intent.customer,
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

/** How an intent is confirmed: with the customer there or not (off-session), and where a redirect returns to. */
export interface Confirmation {
  offSession?: boolean;
  returnUrl?: string | undefined;
}

/**
 * Since API version 2023-08-16 an intent takes the Dashboard's payment methods unless told otherwise, some of which
 * redirect: confirming it then needs a return_url (or `allow_redirects: never`).
 */
export function refuseRedirectsWithoutReturnUrl(
  intent: 'PaymentIntent' | 'SetupIntent',
  automatic: { enabled: boolean | null; allow_redirects?: string } | null,
  returnUrl: string | undefined,
): void {
  if (!automatic?.enabled || automatic.allow_redirects === 'never' || returnUrl) return;
  throw invalid(
    `This ${intent} is configured to accept payment methods enabled in your Dashboard, some of which may require a ` +
      'full page redirect to succeed. If you do not want to accept redirect-based payment methods, set ' +
      '`automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to `never` ' +
      'when creating Setup Intents and Payment Intents. If you do want to accept redirect-based payment methods, set ' +
      `the \`return_url\` parameter when confirming the ${intent}.`,
    'return_url',
  );
}

/**
 * A payment declined: the PaymentIntent back to requires_payment_method with last_payment_error, and the 402
 * card_error to throw (naming the failed Charge, when one was attempted).
 */
function declinedPayment(
  call: Call,
  intent: Stripe.PaymentIntent,
  method: Stripe.PaymentMethod,
  decline: Decline,
  charge?: Stripe.Charge,
): StripeFailure {
  const { book, occasion } = call;
  const error = { ...cardError(decline), ...(charge ? { charge: charge.id } : {}) };
  Object.assign(intent, {
    status: 'requires_payment_method',
    payment_method: null,
    next_action: null,
    last_payment_error: { ...error, payment_method: method },
  });
  book.touch();
  if (charge) book.emit('charge.failed', charge, occasion);
  book.emit('payment_intent.payment_failed', intent, occasion);
  return new StripeFailure(402, { ...error, payment_intent: structuredClone(intent), payment_method: method });
}

/**
 * Confirms a PaymentIntent with its payment method: a Charge, the PaymentIntent succeeded (the balance credited) or,
 * for a declining card, 402 card_error with the PaymentIntent back to requires_payment_method. A card that asks for
 * authentication waits for the customer (requires_action), or, off-session, is declined before any charge.
 */
function confirm(call: Call, intent: Stripe.PaymentIntent, how: Confirmation): Stripe.PaymentIntent {
  const { book, occasion } = call;
  if (!intent.payment_method)
    throw invalid(
      "You cannot confirm this PaymentIntent because it's missing a payment method. " +
        (intent.customer
          ? `To confirm the PaymentIntent with ${idIn(intent.customer)}, specify a payment method attached to this ` +
            'customer along with the customer ID.'
          : 'Update the PaymentIntent with a payment method and then confirm it again.'),
      undefined,
      'payment_intent_unexpected_state',
    );
  refuseRedirectsWithoutReturnUrl('PaymentIntent', intent.automatic_payment_methods, how.returnUrl);
  const method = paymentMethodOf(call, idIn(intent.payment_method));
  const card = testCardOf(method);
  if (card.authenticates && !how.offSession) {
    Object.assign(intent, { status: 'requires_action', payment_method: method.id, next_action: authenticationAction });
    book.touch();
    book.emit('payment_intent.requires_action', intent, occasion);
    return intent;
  }
  if (card.authenticates) throw declinedPayment(call, intent, method, authenticationRequired);
  const charge = chargeOf(call, intent, method);
  intent.latest_charge = charge.id;
  if (card.decline) throw declinedPayment(call, intent, method, card.decline, charge);
  const movement = { amount: charge.amount, currency: charge.currency, type: 'charge' as const };
  charge.balance_transaction = book.move(
    call.owner,
    { ...movement, reportingCategory: 'charge', source: charge.id },
    occasion,
  ).id;
  Object.assign(intent, {
    status: 'succeeded',
    amount_received: intent.amount,
    payment_method: method.id,
    next_action: null,
  });
  book.touch();
  book.emit('charge.succeeded', charge, occasion);
  book.emit('payment_intent.succeeded', intent, occasion);
  if (card.disputed) openDispute(call, charge);
  return intent;
}

/**
 * The payment methods a new PaymentIntent (or SetupIntent) takes: `allowed_payment_method_types` (card, the one the
 * stand-in has), else the Dashboard's (automatic_payment_methods, the default). API version 2026-11-18 took
 * `payment_method_types` away.
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

/**
 * What a new PaymentIntent and a new SetupIntent begin alike with: the payment methods they take, their customer and
 * payment method (one saved to another customer refused), and the fields of both objects that these make.
 */
export function newIntent(call: Call, params: Params, kind: 'PaymentIntent' | 'SetupIntent') {
  const methods = methodsOf(params);
  const customerId = params.text('customer');
  const customer = customerId === undefined ? null : customerOf(call, customerId).id;
  const paymentMethod = params.text('payment_method');
  const method = paymentMethod === undefined ? undefined : paymentMethodOf(call, paymentMethod);
  if (method) refuseOthers(method, customer, kind);
  const id = newId(kind === 'PaymentIntent' ? 'pi' : 'seti');
  return {
    id,
    application: null,
    ...methods,
    cancellation_reason: null,
    client_secret: `${id}_secret_${randomText(25)}`,
    created: call.occasion.now,
    customer,
    customer_account: null,
    description: params.text('description') ?? null,
    excluded_payment_method_types: null,
    livemode: call.book.livemode,
    metadata: params.metadata() ?? {},
    next_action: null,
    on_behalf_of: null,
    payment_method: method?.id ?? null,
    payment_method_configuration_details: null,
    status: method ? ('requires_confirmation' as const) : ('requires_payment_method' as const),
  };
}

function createPaymentIntent(call: Call, params: Params): Stripe.PaymentIntent {
  const amount = params.amount('amount');
  if (amount === undefined) throw invalid('Missing required param: amount.', 'amount', 'parameter_missing');
  const currency = params.required('currency').toLowerCase();
  if (!(currencies as readonly string[]).includes(currency))
    throw invalid(`Invalid currency: ${currency}. The Stripe stand-in takes ${currencies.join(', ')}.`, 'currency');
  if (amount < MINIMUM_AMOUNT) throw invalid(`Amount must be at least $0.50 ${currency}`, 'amount', 'amount_too_small');
  const how = { offSession: offSessionOf(params), returnUrl: params.text('return_url') };
  const { id, ...shared } = newIntent(call, params, 'PaymentIntent');
  const intent = call.book.add(call.owner, {
    id,
    object: 'payment_intent',
    ...shared,
    amount,
    amount_capturable: 0,
    amount_received: 0,
    application_fee_amount: null,
    canceled_at: null,
    capture_method: params.choice('capture_method', ['automatic', 'automatic_async']) ?? 'automatic_async',
    confirmation_method: 'automatic',
    currency,
    last_payment_error: null,
    latest_charge: null,
    managed_payments: null,
    payment_method_options: {},
    payment_record: null,
    processing: null,
    receipt_email: params.text('receipt_email') ?? null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    transfer_group: params.text('transfer_group') ?? null,
  });
  call.book.emit('payment_intent.created', intent, call.occasion);
  return params.boolean('confirm') ? confirm(call, intent, how) : intent;
}

/**
 * `off_session`: the customer is not there to authenticate (true, or Stripe's one_off and recurring); what it changes
 * is at the confirmation alone.
 */
const offSessionOf = (params: Params): boolean =>
  (params.choice('off_session', ['true', 'false', 'one_off', 'recurring']) ?? 'false') !== 'false';

function confirmPaymentIntent(call: Call, params: Params, id: string): Stripe.PaymentIntent {
  const intent = call.book.find('payment_intent', id, call.owner);
  if (!intent) throw noSuch('payment_intent', id);
  if (!confirmable.includes(intent.status))
    throw invalid(
      `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
      undefined,
      'payment_intent_unexpected_state',
    );
  const paymentMethod = params.text('payment_method');
  if (paymentMethod !== undefined) {
    const method = paymentMethodOf(call, paymentMethod);
    refuseOthers(method, intent.customer, 'PaymentIntent');
    intent.payment_method = method.id;
  }
  return confirm(call, intent, { offSession: offSessionOf(params), returnUrl: params.text('return_url') });
}

/** The statuses an intent may be confirmed in (again, for one waiting for authentication). */
export const confirmable: string[] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

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
      'customer',
      'off_session',
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
    params: ['payment_method', 'return_url', 'off_session'],
    handle: (call, params, [id]) => confirmPaymentIntent(call, params, id!),
  },
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
