import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Stripe from 'stripe';
import { stripeStandInForThisFile } from '../support/stripe.ts';
import { receiver } from '../support/webhook-receiver.ts';
import { eventually } from '../support/eventually.ts';

// Stripe's SDK (the `stripe` package the functions use) against the local stand-in (infra/local/stripe.ts), over HTTP:
// Connect onboarding, payments with Stripe's test payment methods, cards saved to customers and charged off-session,
// refunds, transfers and payouts, disputes and their evidence, idempotency keys, signed event delivery, and the keys
// and objects kept across a restart.

const stripe = stripeStandInForThisFile();
const sandbox = () => stripe.client('sandbox');

/** What a call is refused with (the SDK's error). */
async function refusal(call: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  const error: unknown = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Stripe.errors.StripeError);
  return error as Stripe.errors.StripeError;
}

/** What Stripe said (the SDK's `message` leads it with the request's id). */
const said = (error: Stripe.errors.StripeError) => (error.raw as { message: string }).message;

const newExpressAccount = (client = sandbox()) =>
  client.accounts.create({
    type: 'express',
    country: 'US',
    email: 'carrier@example.com',
    capabilities: { transfers: { requested: true } },
    metadata: { providerId: '42' },
  });

/** An express account taken through onboarding: its link opened, as the carrier's browser opens it. */
async function onboardedAccount(client = sandbox()) {
  const account = await newExpressAccount(client);
  const link = await client.accountLinks.create({
    account: account.id,
    refresh_url: 'https://marketplace.example/onboarding/refresh',
    return_url: 'https://marketplace.example/onboarding/done',
    type: 'account_onboarding',
  });
  const opened = await fetch(link.url, { redirect: 'manual' });
  expect(opened.status).toBe(302);
  expect(opened.headers.get('location')).toBe('https://marketplace.example/onboarding/done');
  return client.accounts.retrieve(account.id);
}

/** A payment confirmed at once with a test payment method (no redirects, as a server-side payment takes). */
const pay = (method: string, more: Partial<Stripe.PaymentIntentCreateParams> = {}, client = sandbox()) =>
  client.paymentIntents.create({
    amount: 10_000,
    currency: 'usd',
    payment_method: method,
    confirm: true,
    automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
    ...more,
  });

describe('Connect express accounts', () => {
  it('a new express account is not yet enabled: transfers inactive, requirements due', async () => {
    const account = await newExpressAccount();
    expect(account).toMatchObject({
      object: 'account',
      type: 'express',
      details_submitted: false,
      charges_enabled: false,
      payouts_enabled: false,
      capabilities: { transfers: 'inactive' },
      metadata: { providerId: '42' },
    });
    expect(account.id).toMatch(/^acct_/);
    expect(account.requirements?.currently_due?.length).toBeGreaterThan(0);
    expect(await sandbox().accounts.retrieve(account.id)).toEqual(account);
  });

  it('opening its account link completes onboarding with test data and sends back to return_url', async () => {
    const account = await onboardedAccount();
    expect(account).toMatchObject({
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      capabilities: { transfers: 'active' },
      requirements: { currently_due: [], past_due: [], disabled_reason: null },
    });
  });

  it('a link opened a second time sends to refresh_url, as a used link does', async () => {
    const account = await newExpressAccount();
    const link = await sandbox().accountLinks.create({
      account: account.id,
      refresh_url: 'https://marketplace.example/refresh',
      return_url: 'https://marketplace.example/done',
      type: 'account_onboarding',
    });
    expect(link).toMatchObject({ object: 'account_link' });
    expect(link.expires_at).toBeGreaterThan(Date.now() / 1000);
    await fetch(link.url, { redirect: 'manual' });
    const again = await fetch(link.url, { redirect: 'manual' });
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe('https://marketplace.example/refresh');
  });
});

describe('PaymentIntents with test payment methods', () => {
  it('pm_card_visa succeeds: metadata kept, latest_charge a paid Charge (expandable)', async () => {
    const intent = await pay('pm_card_visa', { metadata: { listingId: '7' }, transfer_group: 'listing-7' });
    expect(intent).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 10_000,
      amount_received: 10_000,
      metadata: { listingId: '7' },
      transfer_group: 'listing-7',
      livemode: false,
    });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.latest_charge).toMatch(/^ch_/);
    const charge = await sandbox().charges.retrieve(intent.latest_charge as string);
    expect(charge).toMatchObject({
      object: 'charge',
      amount: 10_000,
      amount_refunded: 0,
      currency: 'usd',
      payment_intent: intent.id,
      transfer_group: 'listing-7',
      disputed: false,
      refunded: false,
      paid: true,
      status: 'succeeded',
    });
    expect(charge.balance_transaction).toMatch(/^txn_/);
    const expanded = await sandbox().paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
    expect(expanded.latest_charge).toEqual(charge);
  });

  it('pm_card_chargeDeclined is a StripeCardError (402, generic_decline) naming the PaymentIntent', async () => {
    const error = await refusal(pay('pm_card_chargeDeclined'));
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ statusCode: 402, code: 'card_declined', decline_code: 'generic_decline' });
    expect(error.message).toMatch(/Your card was declined\.$/);
    expect(error.payment_intent).toMatchObject({ status: 'requires_payment_method' });
    const intent = await sandbox().paymentIntents.retrieve(error.payment_intent!.id);
    expect(intent.last_payment_error).toMatchObject({ type: 'card_error', decline_code: 'generic_decline' });
  });

  it('pm_card_chargeDeclinedInsufficientFunds is declined with insufficient_funds', async () => {
    const error = await refusal(pay('pm_card_chargeDeclinedInsufficientFunds'));
    expect(error).toMatchObject({ statusCode: 402, code: 'card_declined', decline_code: 'insufficient_funds' });
  });

  it('an unknown payment method is 400 resource_missing naming payment_method', async () => {
    const error = await refusal(pay('pm_card_nonexistent'));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'payment_method' });
  });

  it('a confirmation that could redirect needs a return_url, as Stripe asks since API version 2023-08-16', async () => {
    const error = await refusal(pay('pm_card_visa', { automatic_payment_methods: { enabled: true } }));
    expect(error).toMatchObject({ statusCode: 400, param: 'return_url' });
    expect(
      await pay('pm_card_visa', { automatic_payment_methods: undefined, allowed_payment_method_types: ['card'] }),
    ).toMatchObject({ status: 'succeeded' });
  });

  it('an unknown parameter, an unknown key and an unknown path are refused as Stripe refuses them', async () => {
    const error = await refusal(pay('pm_card_visa', { listing: 7 } as Partial<Stripe.PaymentIntentCreateParams>));
    expect(error).toMatchObject({ statusCode: 400, param: 'listing' });
    expect(error.message).toMatch(/unknown parameter/);
    const wrongKey = new Stripe('sk_test_unknown', {
      host: '127.0.0.1',
      port: new URL(stripe.standIn.baseUrl).port,
      protocol: 'http',
    });
    expect(await refusal(wrongKey.balance.retrieve())).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const unknown = await fetch(`${stripe.standIn.baseUrl}/v1/nothing`, {
      headers: { authorization: `Bearer ${stripe.standIn.keys.sandbox.secretKey}` },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });
});

const newCustomer = (email = 'shipper@example.com') =>
  sandbox().customers.create({ email, name: 'A Shipper', metadata: { shipperId: '5' } });

/** A card saved for off-session payments: a SetupIntent confirmed at once with a test payment method. */
const setUp = (customer: string, method: string, more: Partial<Stripe.SetupIntentCreateParams> = {}) =>
  sandbox().setupIntents.create({
    customer,
    payment_method: method,
    confirm: true,
    usage: 'off_session',
    allowed_payment_method_types: ['card'],
    ...more,
  });

/** A payment off-session (BookItNow's: the shipper not there) with a card saved to the customer. */
const payOffSession = (customer: string, method: string) =>
  sandbox().paymentIntents.create({
    amount: 7_500,
    currency: 'usd',
    customer,
    payment_method: method,
    off_session: true,
    confirm: true,
    allowed_payment_method_types: ['card'],
    metadata: { listingId: '21' },
  });

describe('customers', () => {
  it('a customer is made, read, changed and deleted as Stripe does', async () => {
    const customer = await sandbox().customers.create({
      email: 'shipper@example.com',
      name: 'A Shipper',
      description: 'shipper 5',
      metadata: { shipperId: '5' },
    });
    expect(customer).toMatchObject({
      object: 'customer',
      email: 'shipper@example.com',
      name: 'A Shipper',
      description: 'shipper 5',
      metadata: { shipperId: '5' },
      livemode: false,
      invoice_settings: { default_payment_method: null },
    });
    expect(customer.id).toMatch(/^cus_\w{14}$/);
    expect(await sandbox().customers.retrieve(customer.id)).toEqual(customer);

    const changed = await sandbox().customers.update(customer.id, {
      email: 'billing@example.com',
      metadata: { companyId: '9' },
    });
    expect(changed).toMatchObject({ email: 'billing@example.com', metadata: { shipperId: '5', companyId: '9' } });
    const updated = await sandbox().events.list({ type: 'customer.updated' });
    expect(updated.data[0]!.data).toMatchObject({
      object: { id: customer.id },
      previous_attributes: { email: 'shipper@example.com' },
    });
    const wrongEmail = await refusal(sandbox().customers.update(customer.id, { email: 'not-an-address' }));
    expect(wrongEmail).toMatchObject({ statusCode: 400, code: 'email_invalid', param: 'email' });

    expect(await sandbox().customers.del(customer.id)).toEqual({ id: customer.id, object: 'customer', deleted: true });
    expect(await sandbox().customers.retrieve(customer.id)).toMatchObject({ id: customer.id, deleted: true });
    const gone = await refusal(payOffSession(customer.id, 'pm_card_visa'));
    expect(gone).toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'customer' });
    expect(said(gone)).toBe(`No such customer: '${customer.id}'`);
    expect(await refusal(sandbox().customers.retrieve('cus_nothing'))).toMatchObject({ statusCode: 404 });
  });
});

describe('cards saved for off-session payments', () => {
  it('a SetupIntent with pm_card_visa succeeds and attaches a new PaymentMethod to the customer', async () => {
    const customer = await newCustomer();
    const setup = await setUp(customer.id, 'pm_card_visa', { metadata: { shipperId: '5' } });
    expect(setup).toMatchObject({
      object: 'setup_intent',
      status: 'succeeded',
      customer: customer.id,
      usage: 'off_session',
      metadata: { shipperId: '5' },
      last_setup_error: null,
      next_action: null,
      allowed_payment_method_types: ['card'],
    });
    expect(setup.id).toMatch(/^seti_/);
    expect(setup.client_secret).toMatch(new RegExp(`^${setup.id}_secret_`));
    const method = setup.payment_method as string;
    expect(method).toMatch(/^pm_/);
    expect(method).not.toBe('pm_card_visa');
    expect(await sandbox().paymentMethods.retrieve(method)).toMatchObject({
      customer: customer.id,
      card: { last4: '4242', brand: 'visa', checks: { cvc_check: 'pass' } },
    });
    expect(await sandbox().setupIntents.retrieve(setup.id)).toEqual(setup);
    const saved = await sandbox().paymentMethods.list({ customer: customer.id });
    expect(saved.data.map((pm) => pm.id)).toEqual([method]);
    const attached = await sandbox().events.list({ type: 'payment_method.attached' });
    expect(attached.data.some((event) => (event.data.object as Stripe.PaymentMethod).id === method)).toBe(true);
  });

  it('an off-session PaymentIntent with the saved card succeeds; it and its charge name the customer', async () => {
    const customer = await newCustomer();
    const method = (await setUp(customer.id, 'pm_card_visa')).payment_method as string;
    const intent = await payOffSession(customer.id, method);
    expect(intent).toMatchObject({ status: 'succeeded', customer: customer.id, payment_method: method });
    const charge = await sandbox().charges.retrieve(intent.latest_charge as string);
    expect(charge).toMatchObject({ customer: customer.id, payment_method: method, paid: true, amount: 7_500 });
    // the same card again, later: a saved card is charged as many times as asked
    expect((await payOffSession(customer.id, method)).status).toBe('succeeded');
  });

  it("a PaymentIntent with another customer's card is refused, and with a customer's card but no customer", async () => {
    const owner = await newCustomer('owner@example.com');
    const other = await newCustomer('other@example.com');
    const method = (await setUp(owner.id, 'pm_card_visa')).payment_method as string;
    const newest = async () => (await sandbox().paymentIntents.list({ limit: 1 })).data[0]?.id;
    const before = await newest();
    const refused = await refusal(payOffSession(other.id, method));
    expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(refused).toMatchObject({ statusCode: 400, param: 'payment_method', code: undefined });
    expect(said(refused)).toBe(
      `The PaymentMethod ${method} does not belong to the Customer you supplied ${other.id}. Please use this ` +
        'PaymentMethod with the Customer that it belongs to instead.',
    );
    const customerless = await refusal(pay(method));
    expect(customerless).toMatchObject({ statusCode: 400, param: 'source', code: 'parameter_missing' });
    expect(said(customerless)).toBe(
      `The \`payment_method\` parameter supplied ${method} belongs to the Customer ${owner.id}. Please include the ` +
        'Customer in the `customer` parameter on the PaymentIntent.',
    );
    // refused before any PaymentIntent is made
    expect(await newest()).toBe(before);
    const otherSetup = await refusal(setUp(other.id, method));
    expect(otherSetup).toMatchObject({ statusCode: 400, param: 'payment_method' });
    expect(otherSetup.message).toMatch(/does not belong to the Customer you supplied/);
  });

  it('pm_card_chargeCustomerFail is saved, then its off-session charge is declined (402 card_declined)', async () => {
    const customer = await newCustomer();
    const setup = await setUp(customer.id, 'pm_card_chargeCustomerFail');
    expect(setup.status).toBe('succeeded');
    const method = setup.payment_method as string;
    expect(await sandbox().paymentMethods.retrieve(method)).toMatchObject({
      customer: customer.id,
      card: { last4: '0341' },
    });
    const error = await refusal(payOffSession(customer.id, method));
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ statusCode: 402, code: 'card_declined', decline_code: 'generic_decline' });
    expect(said(error)).toBe('Your card was declined.');
    expect(error.payment_intent).toMatchObject({
      status: 'requires_payment_method',
      customer: customer.id,
      last_payment_error: { code: 'card_declined', decline_code: 'generic_decline', charge: error.charge },
    });
    expect(await sandbox().charges.retrieve(error.charge!)).toMatchObject({
      status: 'failed',
      customer: customer.id,
      failure_code: 'card_declined',
    });
  });

  it('pm_card_authenticationRequired: setup requires_action; an off-session charge is 402 authentication_required', async () => {
    const customer = await newCustomer();
    const setup = await setUp(customer.id, 'pm_card_authenticationRequired');
    expect(setup).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'use_stripe_sdk' },
      customer: customer.id,
    });
    // not saved until the customer authenticates, which the stand-in has no page for
    expect(await sandbox().paymentMethods.retrieve(setup.payment_method as string)).toMatchObject({ customer: null });

    // attached without a SetupIntent, as Stripe lets one: still asked for authentication at each payment
    const method = await sandbox().paymentMethods.attach('pm_card_authenticationRequired', { customer: customer.id });
    expect(method).toMatchObject({ customer: customer.id, card: { last4: '3184' } });
    const error = await refusal(payOffSession(customer.id, method.id));
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({
      statusCode: 402,
      code: 'authentication_required',
      decline_code: 'authentication_required',
      charge: undefined,
    });
    expect(said(error)).toBe('Your card was declined. This transaction requires authentication.');
    const intent = await sandbox().paymentIntents.retrieve(error.payment_intent!.id);
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      latest_charge: null,
      last_payment_error: { code: 'authentication_required', payment_method: { id: method.id } },
    });
    // with the shipper there, the payment waits for the authentication instead
    const onSession = await sandbox().paymentIntents.create({
      amount: 7_500,
      currency: 'usd',
      customer: customer.id,
      payment_method: method.id,
      confirm: true,
      allowed_payment_method_types: ['card'],
    });
    expect(onSession).toMatchObject({ status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
  });

  it('pm_card_chargeDeclined is not saved: its setup is 402, the SetupIntent back to requires_payment_method', async () => {
    const customer = await newCustomer();
    const error = await refusal(setUp(customer.id, 'pm_card_chargeDeclined'));
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ statusCode: 402, code: 'card_declined', decline_code: 'generic_decline' });
    expect(error.setup_intent).toMatchObject({ status: 'requires_payment_method', payment_method: null });
    const setup = await sandbox().setupIntents.retrieve(error.setup_intent!.id);
    expect(setup.last_setup_error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(error.payment_method?.customer).toBeNull();
    const attach = await refusal(sandbox().paymentMethods.attach('pm_card_chargeDeclined', { customer: customer.id }));
    expect(attach).toMatchObject({ statusCode: 402, code: 'card_declined' });
    expect((await sandbox().paymentMethods.list({ customer: customer.id })).data).toEqual([]);
  });

  it('attach and detach: again to the same customer changes nothing, to another is refused, detached twice too', async () => {
    const customer = await newCustomer();
    const other = await newCustomer('other@example.com');
    const method = await sandbox().paymentMethods.attach('pm_card_mastercard', { customer: customer.id });
    expect(method).toMatchObject({ customer: customer.id, card: { brand: 'mastercard' } });
    expect(await sandbox().paymentMethods.attach(method.id, { customer: customer.id })).toEqual(method);
    const elsewhere = await refusal(sandbox().paymentMethods.attach(method.id, { customer: other.id }));
    expect(elsewhere).toMatchObject({ statusCode: 400 });
    expect(said(elsewhere)).toBe('The payment method you provided has already been attached to a customer.');
    expect(await sandbox().paymentMethods.detach(method.id)).toMatchObject({ id: method.id, customer: null });
    const again = await refusal(sandbox().paymentMethods.detach(method.id));
    expect(said(again)).toBe(
      'The payment method you provided is not attached to a customer so detachment is impossible.',
    );
    const missing = await refusal(sandbox().paymentMethods.attach(method.id, {}));
    expect(missing).toMatchObject({ statusCode: 400, code: 'parameter_missing' });
  });

  it('a SetupIntent create is replayed for its Idempotency-Key: one SetupIntent, one saved card', async () => {
    const customer = await newCustomer();
    const key = `setup-${Date.now()}`;
    const setUpOnce = (method: string, idempotencyKey: string) =>
      sandbox().setupIntents.create(
        { customer: customer.id, payment_method: method, confirm: true, allowed_payment_method_types: ['card'] },
        { idempotencyKey },
      );
    const once = await setUpOnce('pm_card_visa', key);
    const again = await setUpOnce('pm_card_visa', key);
    expect(again.id).toBe(once.id);
    expect(again.payment_method).toBe(once.payment_method);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect((await sandbox().setupIntents.list({ customer: customer.id })).data).toHaveLength(1);
    expect((await sandbox().paymentMethods.list({ customer: customer.id })).data).toHaveLength(1);
    // a declined setup is what the key answers again too
    const first = await refusal(setUpOnce('pm_card_chargeDeclined', `${key}-declined`));
    const replayed = await refusal(setUpOnce('pm_card_chargeDeclined', `${key}-declined`));
    expect(replayed.setup_intent!.id).toBe(first.setup_intent!.id);
    expect(replayed.headers?.['idempotent-replayed']).toBe('true');
  });
});

describe('Idempotency-Key', () => {
  it('the same key and body answers the first response again (Idempotent-Replayed), paying once', async () => {
    const key = `pay-${Date.now()}`;
    const once = await sandbox().paymentIntents.create(
      {
        amount: 2_500,
        currency: 'cad',
        payment_method: 'pm_card_mastercard',
        confirm: true,
        allowed_payment_method_types: ['card'],
      },
      { idempotencyKey: key },
    );
    const again = await sandbox().paymentIntents.create(
      {
        amount: 2_500,
        currency: 'cad',
        payment_method: 'pm_card_mastercard',
        confirm: true,
        allowed_payment_method_types: ['card'],
      },
      { idempotencyKey: key },
    );
    expect(again.id).toBe(once.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(once.lastResponse.headers['idempotent-replayed']).toBeUndefined();
    const made = await sandbox().paymentIntents.list({ limit: 100 });
    expect(made.data.filter((intent) => intent.amount === 2_500)).toHaveLength(1);
  });

  it('the same key with another body is 400 idempotency_error', async () => {
    const key = `refund-${Date.now()}`;
    const intent = await pay('pm_card_visa');
    await sandbox().refunds.create({ payment_intent: intent.id, amount: 100 }, { idempotencyKey: key });
    const error = await refusal(
      sandbox().refunds.create({ payment_intent: intent.id, amount: 200 }, { idempotencyKey: key }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error.statusCode).toBe(400);
  });
});

describe('Refunds', () => {
  it('a partial refund, then the rest: the charge refunded; more than is left is 400', async () => {
    const intent = await pay('pm_card_visa');
    const partial = await sandbox().refunds.create({
      payment_intent: intent.id,
      amount: 4_000,
      reason: 'requested_by_customer',
      metadata: { listingId: '7' },
    });
    expect(partial).toMatchObject({
      object: 'refund',
      amount: 4_000,
      status: 'succeeded',
      charge: intent.latest_charge,
      payment_intent: intent.id,
      metadata: { listingId: '7' },
    });
    expect(await sandbox().charges.retrieve(intent.latest_charge as string)).toMatchObject({
      amount_refunded: 4_000,
      refunded: false,
    });
    const tooMuch = await refusal(sandbox().refunds.create({ charge: intent.latest_charge as string, amount: 6_001 }));
    expect(tooMuch).toMatchObject({ statusCode: 400, param: 'amount' });
    const rest = await sandbox().refunds.create({ charge: intent.latest_charge as string });
    expect(rest.amount).toBe(6_000);
    expect(await sandbox().refunds.retrieve(rest.id)).toEqual(rest);
    expect(await sandbox().charges.retrieve(intent.latest_charge as string)).toMatchObject({
      amount_refunded: 10_000,
      refunded: true,
    });
  });
});

describe('Transfers, balances and payouts', () => {
  it('a transfer to an account not yet onboarded is refused', async () => {
    const account = await newExpressAccount();
    const intent = await pay('pm_card_visa');
    const error = await refusal(
      sandbox().transfers.create({
        amount: 1_000,
        currency: 'usd',
        destination: account.id,
        source_transaction: intent.latest_charge as string,
      }),
    );
    expect(error).toMatchObject({ statusCode: 400, type: 'StripeInvalidRequestError', param: 'destination' });
  });

  it('a transfer from a charge to an onboarded account is paid out at once; a reversal returns part', async () => {
    const account = await onboardedAccount();
    const intent = await pay('pm_card_visa', { transfer_group: 'listing-8' });
    const charge = intent.latest_charge as string;
    const platformBefore = (await sandbox().balance.retrieve()).available.find((a) => a.currency === 'usd')!.amount;
    const transfer = await sandbox().transfers.create({
      amount: 8_000,
      currency: 'usd',
      destination: account.id,
      transfer_group: 'listing-8',
      source_transaction: charge,
      metadata: { listingId: '8' },
    });
    expect(transfer).toMatchObject({
      object: 'transfer',
      amount: 8_000,
      destination: account.id,
      source_transaction: charge,
      transfer_group: 'listing-8',
      reversed: false,
    });
    const asAccount = { stripeAccount: account.id };
    const payouts = await sandbox().payouts.list({}, asAccount);
    expect(payouts.data).toHaveLength(1);
    expect(payouts.data[0]).toMatchObject({ object: 'payout', amount: 8_000, currency: 'usd', status: 'paid' });
    expect((await sandbox().balance.retrieve({}, asAccount)).available).toEqual([
      expect.objectContaining({ amount: 0, currency: 'usd' }),
    ]);
    // what is left of the charge bounds what more it funds
    const tooMuch = await refusal(
      sandbox().transfers.create({
        amount: 2_001,
        currency: 'usd',
        destination: account.id,
        source_transaction: charge,
      }),
    );
    expect(tooMuch).toMatchObject({ statusCode: 400, param: 'amount' });

    const reversal = await sandbox().transfers.createReversal(transfer.id, { amount: 3_000 });
    expect(reversal).toMatchObject({ object: 'transfer_reversal', amount: 3_000, transfer: transfer.id });
    expect(await sandbox().transfers.retrieve(transfer.id)).toMatchObject({ amount_reversed: 3_000, reversed: false });
    const platformAfter = (await sandbox().balance.retrieve()).available.find((a) => a.currency === 'usd')!.amount;
    expect(platformAfter).toBe(platformBefore - 8_000 + 3_000);
  });

  it("a payout's balance transactions (payout=) are what it paid out: the transfers' payments since the last one", async () => {
    const account = await onboardedAccount();
    const asAccount = { stripeAccount: account.id };
    const transferred: Stripe.Transfer[] = [];
    for (const amount of [4_000, 2_500]) {
      const intent = await pay('pm_card_visa');
      transferred.push(
        await sandbox().transfers.create({
          amount,
          currency: 'usd',
          destination: account.id,
          source_transaction: intent.latest_charge as string,
        }),
      );
    }
    const [second, first] = (await sandbox().payouts.list({}, asAccount)).data;
    for (const [payout, transfer] of [
      [first!, transferred[0]!],
      [second!, transferred[1]!],
    ] as const) {
      const paidOut = await sandbox().balanceTransactions.list({ payout: payout.id }, asAccount);
      expect(paidOut.data.map((txn) => [txn.type, txn.source, txn.amount])).toEqual([
        ['payout', payout.id, -transfer.amount],
        ['payment', transfer.destination_payment, transfer.amount],
      ]);
      const payments = await sandbox().balanceTransactions.list({ payout: payout.id, type: 'payment' }, asAccount);
      expect(payments.data.map((txn) => txn.source)).toEqual([transfer.destination_payment]);
    }
    const unknown = await refusal(sandbox().balanceTransactions.list({ payout: 'po_unknown' }, asAccount));
    expect(unknown).toMatchObject({ statusCode: 400, param: 'payout' });
  });
});

describe('Disputes and evidence files', () => {
  it('pm_card_createDispute succeeds, then is disputed: needs a response within about a week', async () => {
    const intent = await pay('pm_card_createDispute');
    expect(intent.status).toBe('succeeded');
    const disputes = await sandbox().disputes.list({ payment_intent: intent.id });
    expect(disputes.data).toHaveLength(1);
    const dispute = disputes.data[0]!;
    expect(dispute).toMatchObject({
      object: 'dispute',
      amount: 10_000,
      charge: intent.latest_charge,
      status: 'needs_response',
      reason: 'fraudulent',
    });
    const week = 7 * 86_400;
    expect(Math.abs(dispute.evidence_details.due_by! - (Date.now() / 1000 + week))).toBeLessThan(3_600);
    expect(await sandbox().charges.retrieve(intent.latest_charge as string)).toMatchObject({ disputed: true });
  });

  it('evidence with an uploaded file, submitted with losing_evidence, loses the dispute', async () => {
    const intent = await pay('pm_card_createDispute');
    const [dispute] = (await sandbox().disputes.list({ charge: intent.latest_charge as string })).data;
    const pdf = readFileSync(join(import.meta.dirname, '../../docs/samples/pod.pdf'));
    const file = await sandbox().files.create({
      purpose: 'dispute_evidence',
      file: { data: pdf, name: 'pod.pdf', type: 'application/pdf' },
    });
    expect(file).toMatchObject({ object: 'file', purpose: 'dispute_evidence', type: 'pdf', size: pdf.length });
    expect(file.id).toMatch(/^file_/);
    const contents = await fetch(file.url!, {
      headers: { authorization: `Bearer ${stripe.standIn.keys.sandbox.secretKey}` },
    });
    expect(Buffer.from(await contents.arrayBuffer()).equals(pdf)).toBe(true);

    const lost = await sandbox().disputes.update(dispute!.id, {
      evidence: { shipping_documentation: file.id, uncategorized_text: 'losing_evidence' },
      metadata: { listingId: '9' },
      submit: true,
    });
    expect(lost).toMatchObject({
      status: 'lost',
      evidence: { shipping_documentation: file.id, uncategorized_text: 'losing_evidence' },
      evidence_details: { has_evidence: true, submission_count: 1 },
      metadata: { listingId: '9' },
    });
    expect(
      await refusal(sandbox().disputes.update(dispute!.id, { evidence: { uncategorized_text: 'x' } })),
    ).toMatchObject({ statusCode: 400 });
  });

  it('winning_evidence wins it; a file of another purpose or none is refused as evidence', async () => {
    const intent = await pay('pm_card_createDispute');
    const [dispute] = (await sandbox().disputes.list({ payment_intent: intent.id })).data;
    const missing = await refusal(sandbox().disputes.update(dispute!.id, { evidence: { receipt: 'file_nothing' } }));
    expect(missing).toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'evidence[receipt]' });
    const won = await sandbox().disputes.update(dispute!.id, { evidence: { uncategorized_text: 'winning_evidence' } });
    expect(won.status).toBe('won');
  });

  it("the tests' bank: a charge disputed later, and a dispute under review closed won or lost, with Stripe's events", async () => {
    const intent = await pay('pm_card_visa');
    const charge = intent.latest_charge as string;
    const opened = stripe.standIn.disputeCharge('sandbox', charge);
    expect(await sandbox().disputes.retrieve(opened.id)).toMatchObject({ charge, status: 'needs_response' });
    expect(() => stripe.standIn.disputeCharge('sandbox', charge)).toThrow(/already been disputed/);
    const reviewed = await sandbox().disputes.update(opened.id, { evidence: { uncategorized_text: 'the tracking' } });
    expect(reviewed.status).toBe('under_review');
    expect(stripe.standIn.closeDispute('sandbox', opened.id, 'lost').status).toBe('lost');
    expect((await sandbox().disputes.retrieve(opened.id)).status).toBe('lost');
    expect(() => stripe.standIn.closeDispute('sandbox', opened.id, 'won')).toThrow(/lost already/);
    const closedEvents = await sandbox().events.list({ type: 'charge.dispute.closed', limit: 100 });
    expect(closedEvents.data.some((event) => (event.data.object as Stripe.Dispute).id === opened.id)).toBe(true);
    const other = await pay('pm_card_createDispute');
    const [second] = (await sandbox().disputes.list({ payment_intent: other.id })).data;
    expect(stripe.standIn.closeDispute('sandbox', second!.id, 'won').status).toBe('won');
  });
});

describe('events', () => {
  it('each change makes an event, readable at /v1/events, delivered signed with the webhook secret', async () => {
    const endpoint = receiver(200);
    const url = await endpoint.start();
    try {
      stripe.standIn.deliverEventsTo('sandbox', url);
      const intent = await pay('pm_card_visa', { metadata: { listingId: '11' } });
      const events = await sandbox().events.list({ type: 'payment_intent.*', limit: 100 });
      const succeeded = events.data.find(
        (event) => event.type === 'payment_intent.succeeded' && event.data.object.id === intent.id,
      )!;
      expect(succeeded).toMatchObject({
        object: 'event',
        livemode: false,
        api_version: Stripe.API_VERSION,
        data: { object: { id: intent.id, status: 'succeeded', metadata: { listingId: '11' } } },
      });
      expect(succeeded.request?.idempotency_key).toMatch(/^stripe-node-retry-/);
      expect(await sandbox().events.retrieve(succeeded.id)).toMatchObject({ id: succeeded.id });

      const secret = stripe.standIn.keys.sandbox.webhookSecret;
      const delivered = await eventually(
        async () =>
          endpoint.received.map((r) =>
            sandbox().webhooks.constructEvent(r.body, r.headers['stripe-signature'] as string, secret),
          ),
        (received) => received.some((event) => event.id === succeeded.id),
        'the payment_intent.succeeded event at the endpoint',
      );
      // in the order they were made (a list answers newest first; the accounts' own events are listed by account)
      const made = (await sandbox().events.list({ limit: 100 }).autoPagingToArray({ limit: 10_000 }))
        .map((event) => event.id)
        .reverse();
      const ids = delivered.map((event) => event.id).filter((id) => made.includes(id));
      expect(made.filter((id) => ids.includes(id))).toEqual(ids);
      expect(ids.length).toBeGreaterThan(10);
      expect(() => sandbox().webhooks.constructEvent(endpoint.received[0]!.body, 'v1=forged', secret)).toThrow();
    } finally {
      await endpoint.stop();
    }
  });

  it('a production key is an account of its own: live mode, its events wait for its endpoint, retried on refusal', async () => {
    const production = stripe.client('production');
    expect(stripe.standIn.keys.production.secretKey).toMatch(/^sk_live_/);
    expect(stripe.standIn.keys.sandbox.secretKey).toMatch(/^sk_test_/);
    const intent = await pay('pm_card_visa', {}, production);
    expect(intent.livemode).toBe(true);
    expect(await refusal(sandbox().paymentIntents.retrieve(intent.id))).toMatchObject({ statusCode: 404 });
    expect(await production.accounts.list()).toMatchObject({ data: [] });

    // made before the stage had an endpoint; the endpoint refuses the first delivery, then takes them
    const endpoint = receiver(500);
    const url = await endpoint.start();
    try {
      stripe.standIn.deliverEventsTo('production', url);
      await eventually(
        async () => endpoint.received.length,
        (n) => n >= 1,
        'a first delivery',
      );
      endpoint.answers(200);
      const secret = stripe.standIn.keys.production.webhookSecret;
      const received = await eventually(
        async () =>
          endpoint.received.map((r) =>
            production.webhooks.constructEvent(r.body, r.headers['stripe-signature'] as string, secret),
          ),
        (events) => events.some((event) => event.type === 'payment_intent.succeeded'),
        'the production payment_intent.succeeded event',
      );
      expect(received[0]!.id).toBe(received[1]!.id);
      expect(received.every((event) => event.livemode)).toBe(true);
      expect(() =>
        production.webhooks.constructEvent(
          endpoint.received[0]!.body,
          endpoint.received[0]!.headers['stripe-signature'] as string,
          stripe.standIn.keys.sandbox.webhookSecret,
        ),
      ).toThrow();
    } finally {
      await endpoint.stop();
    }
  });

  it("an account's Connect events (account.updated, payout.paid) name the account", async () => {
    const account = await onboardedAccount();
    const updated = await sandbox().events.list({ type: 'account.updated' }, { stripeAccount: account.id });
    expect(updated.data[0]).toMatchObject({ account: account.id, data: { object: { id: account.id } } });
    expect(updated.data[0]!.data.previous_attributes).toMatchObject({ details_submitted: false });
  });
});

describe('lists', () => {
  it('pages with limit and starting_after, newest first, saying whether there is more', async () => {
    const account = await newExpressAccount();
    for (const amount of [1_001, 1_002, 1_003])
      await pay('pm_card_visa', { amount, metadata: { account: account.id } });
    const first = await sandbox().paymentIntents.list({ limit: 2 });
    expect(first).toMatchObject({ object: 'list', has_more: true, url: '/v1/payment_intents' });
    expect(first.data.map((intent) => intent.amount)).toEqual([1_003, 1_002]);
    const next = await sandbox().paymentIntents.list({ limit: 1, starting_after: first.data[1]!.id });
    expect(next.data.map((intent) => intent.amount)).toEqual([1_001]);
  });
});

describe('a restart', () => {
  it('keeps the keys and the objects (in the same folder)', async () => {
    const keys = stripe.standIn.keys;
    const account = await onboardedAccount();
    const intent = await pay('pm_card_visa', { metadata: { listingId: '12' } });
    const key = `kept-${Date.now()}`;
    const refund = await sandbox().refunds.create({ payment_intent: intent.id, amount: 500 }, { idempotencyKey: key });
    const customer = await newCustomer();
    const setup = await setUp(customer.id, 'pm_card_visa');
    await stripe.restart();
    expect(await sandbox().customers.retrieve(customer.id)).toEqual(customer);
    expect(await sandbox().setupIntents.retrieve(setup.id)).toEqual(setup);
    expect((await payOffSession(customer.id, setup.payment_method as string)).status).toBe('succeeded');
    expect(stripe.standIn.keys).toEqual(keys);
    expect(existsSync(join(stripe.dir, 'keys.json'))).toBe(true);
    expect(await sandbox().accounts.retrieve(account.id)).toMatchObject({ charges_enabled: true });
    expect(await sandbox().paymentIntents.retrieve(intent.id)).toMatchObject({ metadata: { listingId: '12' } });
    const again = await sandbox().refunds.create({ payment_intent: intent.id, amount: 500 }, { idempotencyKey: key });
    expect(again.id).toBe(refund.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
  });
});
