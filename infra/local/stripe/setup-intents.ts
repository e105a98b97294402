import type Stripe from 'stripe';
import { authenticationAction, cardError, paymentMethodOf, setupDecline, testCardOf } from './cards.ts';
import { attach, refuseOthers } from './customers.ts';
import { confirmable, newIntent, refuseRedirectsWithoutReturnUrl, type Confirmation } from './payments.ts';
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

// SetupIntents: a card saved for later payments without a charge, as the test cards make it go (cards.ts). Confirmed
// with a customer, its PaymentMethod is attached to them; a card Stripe would decline is refused (402, the
// SetupIntent back to requires_payment_method with last_setup_error); a card that asks for 3D Secure at its setup
// waits for the customer's authentication (requires_action, with a `use_stripe_sdk` next_action), which is not
// modelled: such a SetupIntent stays requires_action and its card unsaved. No SetupAttempt is kept (`latest_attempt`
// stays null).

/** Stripe's "No such ..." name of a SetupIntent. */
const NAME = 'setupintent';

/** Stripe's 400 for a SetupIntent that cannot be confirmed as it is, carrying it. */
const unexpected = (setup: Stripe.SetupIntent, message: string) =>
  invalid(`You cannot confirm this SetupIntent because ${message}`, undefined, 'setup_intent_unexpected_state', {
    setup_intent: structuredClone(setup),
  });

/**
 * Confirms a SetupIntent with its payment method (or `paymentMethod`, given at the confirmation): succeeded and the
 * PaymentMethod saved to its customer, requires_action for a card that authenticates, or 402 for one that declines.
 */
function confirm(
  call: Call,
  setup: Stripe.SetupIntent,
  how: Confirmation & { paymentMethod?: string | undefined },
): Stripe.SetupIntent {
  const { book, occasion } = call;
  if (how.paymentMethod === undefined && !setup.payment_method)
    throw unexpected(
      setup,
      "it's missing a payment method. You can either update the SetupIntent with a payment method and then confirm " +
        'it again, or confirm it again directly with a payment method or ConfirmationToken.',
    );
  if (setup.status === 'succeeded') throw unexpected(setup, 'it has already succeeded.');
  if (!confirmable.includes(setup.status)) throw unexpected(setup, `it has a status of ${setup.status}.`);
  refuseRedirectsWithoutReturnUrl('SetupIntent', setup.automatic_payment_methods, how.returnUrl);
  const method = paymentMethodOf(call, how.paymentMethod ?? idIn(setup.payment_method));
  refuseOthers(method, setup.customer, 'SetupIntent');
  const card = testCardOf(method);
  const decline = setupDecline(card);
  if (decline) {
    const error = cardError(decline);
    Object.assign(setup, {
      status: 'requires_payment_method',
      payment_method: null,
      next_action: null,
      last_setup_error: { ...error, payment_method: method },
    });
    book.touch();
    book.emit('setup_intent.setup_failed', setup, occasion);
    throw new StripeFailure(402, { ...error, setup_intent: structuredClone(setup), payment_method: method });
  }
  // the customer is asked for the card's 3D Secure at its setup, whether later payments are off-session or not
  if (card.authenticates) {
    Object.assign(setup, { status: 'requires_action', payment_method: method.id, next_action: authenticationAction });
    book.touch();
    book.emit('setup_intent.requires_action', setup, occasion);
    return setup;
  }
  if (setup.customer) attach(call, method, idIn(setup.customer));
  Object.assign(setup, { status: 'succeeded', payment_method: method.id, next_action: null });
  book.touch();
  book.emit('setup_intent.succeeded', setup, occasion);
  return setup;
}

function createSetupIntent(call: Call, params: Params): Stripe.SetupIntent {
  const usage = params.choice('usage', ['off_session', 'on_session']) ?? 'off_session';
  const { id, ...shared } = newIntent(call, params, 'SetupIntent');
  const setup = call.book.add(call.owner, {
    id,
    object: 'setup_intent',
    ...shared,
    flow_directions: null,
    last_setup_error: null,
    latest_attempt: null,
    mandate: null,
    payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
    single_use_mandate: null,
    usage,
  });
  call.book.emit('setup_intent.created', setup, call.occasion);
  return params.boolean('confirm') ? confirm(call, setup, { returnUrl: params.text('return_url') }) : setup;
}

function confirmSetupIntent(call: Call, params: Params, id: string): Stripe.SetupIntent {
  const setup = call.book.find('setup_intent', id, call.owner);
  if (!setup) throw noSuch(NAME, id);
  return confirm(call, setup, { paymentMethod: params.text('payment_method'), returnUrl: params.text('return_url') });
}

export const setupIntentRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/setup_intents',
    params: [
      'customer',
      'payment_method',
      'confirm',
      'usage',
      'return_url',
      'description',
      'metadata',
      'allowed_payment_method_types',
      'payment_method_types',
      'automatic_payment_methods',
    ],
    handle: createSetupIntent,
  },
  retrieving('setup_intent', '/v1/setup_intents', NAME),
  listing('setup_intent', '/v1/setup_intents', [
    sameAs('customer', (setup) => setup.customer),
    sameAs('payment_method', (setup) => setup.payment_method),
  ]),
  {
    method: 'POST',
    path: '/v1/setup_intents/:id/confirm',
    params: ['payment_method', 'return_url'],
    handle: (call, params, [id]) => confirmSetupIntent(call, params, id!),
  },
];
