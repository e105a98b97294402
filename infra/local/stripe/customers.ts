import type Stripe from 'stripe';
import { cardError, paymentMethodOf, setupDecline, testCardOf } from './cards.ts';
import { newId, randomText } from './ids.ts';
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

// Customers, and the PaymentMethods saved to them (attached: by a SetupIntent, or directly) to be charged again later,
// off-session; a PaymentMethod is used with its customer alone. Deleted, a customer is read back as Stripe reads it
// back (`deleted: true`) and names nothing any more.

/** The fields a customer is made or changed with (each text unset with an empty one, as Stripe unsets them). */
const fieldNames = ['email', 'name', 'description', 'phone'] as const;

type Fields = Partial<Pick<Stripe.Customer, (typeof fieldNames)[number] | 'metadata'>>;

/** What an email address must look like to be taken: something@something.something. */
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

function fieldsOf(params: Params, kept: Stripe.Metadata = {}): Fields {
  const fields: Fields = {};
  for (const name of fieldNames) {
    const text = params.text(name);
    if (text !== undefined) fields[name] = text === '' ? null : text;
  }
  if (fields.email && !EMAIL.test(fields.email))
    throw invalid(`Invalid email address: ${fields.email}`, 'email', 'email_invalid');
  const metadata = params.metadata(kept);
  return metadata ? { ...fields, metadata } : fields;
}

/** A customer of the acting account, not deleted (`param`: what named it, for Stripe's resource_missing). */
export function customerOf(call: Call, id: string, param = 'customer'): Stripe.Customer {
  const found = call.book.find('customer', id, call.owner);
  if (!found || found.deleted) throw noSuch('customer', id, param);
  return found;
}

function createCustomer(call: Call, params: Params): Stripe.Customer {
  const fields = fieldsOf(params);
  const customer = call.book.add(call.owner, {
    id: newId('cus'),
    object: 'customer',
    address: null,
    balance: 0,
    created: call.occasion.now,
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    discount: null,
    email: null,
    invoice_prefix: randomText(8).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: call.book.livemode,
    metadata: {},
    name: null,
    next_invoice_sequence: 1,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
    ...fields,
  });
  call.book.emit('customer.created', customer, call.occasion);
  return customer;
}

/** Changes the fields given; `customer.updated` says what they were, when any changed. */
function updateCustomer(call: Call, params: Params, id: string): Stripe.Customer {
  const customer = customerOf(call, id, 'id');
  const fields = fieldsOf(params, customer.metadata);
  const changed = Object.entries(fields).filter(
    ([name, value]) => JSON.stringify(customer[name as keyof Fields]) !== JSON.stringify(value),
  );
  if (changed.length === 0) return customer;
  const previous = Object.fromEntries(changed.map(([name]) => [name, customer[name as keyof Fields]]));
  Object.assign(customer, fields);
  call.book.touch();
  call.book.emit('customer.updated', customer, call.occasion, { previous });
  return customer;
}

/**
 * Deletes a customer for good: what is read back is `{id, object, deleted: true}`, and the PaymentMethods saved to it
 * are detached (no later payment can name the customer, nor them with it).
 */
function deleteCustomer(call: Call, id: string): Stripe.DeletedCustomer {
  const { book, occasion, owner } = call;
  const customer = customerOf(call, id, 'id');
  for (const method of book.list('payment_method', owner)) if (method.customer === id) detach(call, method);
  book.emit('customer.deleted', customer, occasion);
  return book.add(owner, { id, object: 'customer', deleted: true });
}

/** Saves a PaymentMethod to a customer: its card's CVC checked on the way (`pass`), `payment_method.attached` sent. */
export function attach(call: Call, method: Stripe.PaymentMethod, customer: string): void {
  method.customer = customer;
  if (method.card) method.card.checks = { ...method.card.checks!, cvc_check: 'pass' };
  call.book.touch();
  call.book.emit('payment_method.attached', method, call.occasion);
}

function detach(call: Call, method: Stripe.PaymentMethod): void {
  const previous = { customer: method.customer };
  method.customer = null;
  call.book.touch();
  call.book.emit('payment_method.detached', method, call.occasion, { previous });
}

/**
 * Refuses a PaymentMethod saved to a customer other than the intent's, or saved to one when the intent names none, in
 * Stripe's words for each (an intent with a customer takes a PaymentMethod saved to no one, as Stripe's does).
 */
export function refuseOthers(
  method: Stripe.PaymentMethod,
  intentCustomer: string | { id: string } | null,
  intent: 'PaymentIntent' | 'SetupIntent',
): void {
  const owner = method.customer === null ? null : idIn(method.customer);
  const customer = intentCustomer === null ? null : idIn(intentCustomer);
  if (owner === null || owner === customer) return;
  if (customer !== null)
    throw invalid(
      `The PaymentMethod ${method.id} does not belong to the Customer you supplied ${customer}. Please use this ` +
        'PaymentMethod with the Customer that it belongs to instead.',
      'payment_method',
    );
  if (intent === 'SetupIntent')
    throw invalid(
      `The payment method supplied (${method.id}) belongs to the Customer ${owner}. Please include the Customer in ` +
        'the `customer` parameter on the SetupIntent.',
      'payment_method',
    );
  // Stripe's own param and code for this one
  throw invalid(
    `The \`payment_method\` parameter supplied ${method.id} belongs to the Customer ${owner}. Please include the ` +
      'Customer in the `customer` parameter on the PaymentIntent.',
    'source',
    'parameter_missing',
  );
}

/**
 * Attaches a PaymentMethod (a test card's name makes a new one) to a customer: again to the same one changes nothing;
 * a card Stripe will not save is 402, as its charge would be.
 */
function attachPaymentMethod(call: Call, params: Params, id: string): Stripe.PaymentMethod {
  const customer = params.text('customer');
  if (customer === undefined)
    throw invalid('Must provide customer or customer_account.', undefined, 'parameter_missing');
  customerOf(call, customer);
  const method = paymentMethodOf(call, id, 'id');
  const decline = setupDecline(testCardOf(method));
  if (decline) throw new StripeFailure(402, cardError(decline));
  if (method.customer === customer) return method;
  if (method.customer) throw invalid('The payment method you provided has already been attached to a customer.');
  attach(call, method, customer);
  return method;
}

function detachPaymentMethod(call: Call, id: string): Stripe.PaymentMethod {
  const method = call.book.find('payment_method', id, call.owner);
  if (!method) throw noSuch('PaymentMethod', id);
  if (!method.customer)
    throw invalid('The payment method you provided is not attached to a customer so detachment is impossible.');
  detach(call, method);
  return method;
}

export const customerRoutes: Route[] = [
  { method: 'POST', path: '/v1/customers', params: [...fieldNames, 'metadata'], handle: createCustomer },
  retrieving('customer', '/v1/customers'),
  {
    method: 'POST',
    path: '/v1/customers/:id',
    params: [...fieldNames, 'metadata'],
    handle: (call, params, [id]) => updateCustomer(call, params, id!),
  },
  {
    method: 'DELETE',
    path: '/v1/customers/:id',
    params: [],
    handle: (call, _params, [id]) => deleteCustomer(call, id!),
  },
  retrieving('payment_method', '/v1/payment_methods', 'PaymentMethod'),
  listing('payment_method', '/v1/payment_methods', [
    sameAs('customer', (method) => method.customer),
    { param: 'type', keeps: (method, type) => method.type === type },
  ]),
  {
    method: 'POST',
    path: '/v1/payment_methods/:id/attach',
    params: ['customer'],
    handle: (call, params, [id]) => attachPaymentMethod(call, params, id!),
  },
  {
    method: 'POST',
    path: '/v1/payment_methods/:id/detach',
    params: [],
    handle: (call, _params, [id]) => detachPaymentMethod(call, id!),
  },
];
