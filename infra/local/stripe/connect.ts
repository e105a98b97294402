import type Stripe from 'stripe';
import { newId, randomText } from './ids.ts';
import type { Book, Occasion } from './store.ts';
import { currencies } from './payments.ts';
import {
  idIn,
  invalid,
  listing,
  noSuch,
  page,
  pagingParams,
  retrieving,
  sameAs,
  type Call,
  type Params,
  type Route,
} from './wire.ts';

// Connect: the platform's connected accounts (express), their onboarding through account links, transfers to them and
// their reversals, and the accounts' balances and payouts.

/** What a new express account must still give before it can be paid (as Stripe lists it for a US individual). */
const dueAtFirst = [
  'business_profile.mcc',
  'business_profile.url',
  'business_type',
  'external_account',
  'individual.dob.day',
  'individual.dob.month',
  'individual.dob.year',
  'individual.first_name',
  'individual.last_name',
  'individual.ssn_last_4',
  'tos_acceptance.date',
  'tos_acceptance.ip',
];

const requirementsOf = (due: string[]): Stripe.Account.Requirements => ({
  alternatives: [],
  current_deadline: null,
  currently_due: due,
  disabled_reason: due.length ? 'requirements.past_due' : null,
  errors: [],
  eventually_due: due,
  past_due: due,
  pending_verification: [],
});

/** How long an account link may be opened after it is made (Stripe's: a few minutes). */
const LINK_SECONDS = 300;

/** The capabilities an account may request. */
const capabilityNames = ['card_payments', 'transfers'] as const;

function createAccount(call: Call, params: Params): Stripe.Account {
  const type = params.choice('type', ['express', 'custom', 'standard']) ?? 'standard';
  const country = params.choice('country', ['US', 'CA']) ?? 'US';
  const requested = params.nested('capabilities', capabilityNames);
  const capabilities: Stripe.Account.Capabilities = {};
  for (const name of capabilityNames)
    if (requested?.nested(name, ['requested'])?.boolean('requested')) capabilities[name] = 'inactive';
  if (type !== 'standard' && !capabilities.transfers && !capabilities.card_payments)
    throw invalid(
      `Accounts of type ${type} must request the \`transfers\` capability (or \`card_payments\` and \`transfers\`).`,
      'capabilities',
    );
  const id = newId('acct');
  const account = call.book.add(call.book.platform, {
    id,
    object: 'account',
    business_type: params.choice('business_type', ['individual', 'company', 'non_profit', 'government_entity']) ?? null,
    capabilities,
    charges_enabled: false,
    controller: {
      type: 'application',
      is_controller: true,
      requirement_collection: 'stripe',
      stripe_dashboard: { type: type === 'custom' ? 'none' : type },
    },
    country,
    created: call.occasion.now,
    default_currency: params.choice('default_currency', currencies) ?? (country === 'CA' ? 'cad' : 'usd'),
    details_submitted: false,
    email: params.text('email') ?? null,
    external_accounts: { object: 'list', data: [], has_more: false, url: `/v1/accounts/${id}/external_accounts` },
    future_requirements: requirementsOf([]),
    metadata: params.metadata() ?? {},
    payouts_enabled: false,
    requirements: requirementsOf(dueAtFirst),
    tos_acceptance: { date: null, ip: null, user_agent: null },
    type,
  });
  return account;
}

function accountOf(call: Call, id: string): Stripe.Account {
  const account = call.book.connected(id);
  if (!account) throw noSuch('account', id);
  return account;
}

function createAccountLink(call: Call, params: Params): Stripe.AccountLink {
  const accountId = params.required('account');
  if (!call.book.connected(accountId)) throw noSuch('account', accountId, 'account');
  params.choice('type', ['account_onboarding', 'account_update']);
  const returnUrl = params.required('return_url');
  const refreshUrl = params.required('refresh_url');
  const token = randomText(12);
  const expiresAt = call.occasion.now + LINK_SECONDS;
  call.book.keepLink(token, { account: accountId, returnUrl, refreshUrl, expiresAt, used: false });
  return {
    object: 'account_link',
    created: call.occasion.now,
    expires_at: expiresAt,
    url: `${call.baseUrl}/connect/onboarding/${accountId}/${token}`,
  };
}

/**
 * Onboarding completed with test data, as Stripe's test mode lets one complete it: details submitted, charges and
 * payouts enabled, each requested capability active, nothing due, a test bank account; `account.updated` sent.
 */
export function completeOnboarding(book: Book, account: Stripe.Account, occasion: Occasion): void {
  if (account.details_submitted) return;
  const previous = {
    details_submitted: false,
    charges_enabled: false,
    payouts_enabled: false,
    capabilities: structuredClone(account.capabilities),
    requirements: structuredClone(account.requirements),
  };
  const currency = account.default_currency ?? 'usd';
  const bank: Stripe.BankAccount = {
    id: newId('ba'),
    object: 'bank_account',
    account: account.id,
    account_holder_name: null,
    account_holder_type: 'individual',
    account_type: null,
    bank_name: 'STRIPE TEST BANK',
    country: account.country ?? 'US',
    currency,
    default_for_currency: true,
    fingerprint: randomText(16),
    last4: '6789',
    metadata: {},
    routing_number: account.country === 'CA' ? '11000-000' : '110000000',
    status: 'new',
  };
  Object.assign(account, {
    business_type: account.business_type ?? 'individual',
    capabilities: Object.fromEntries(Object.keys(account.capabilities ?? {}).map((name) => [name, 'active'])),
    charges_enabled: true,
    details_submitted: true,
    external_accounts: { ...account.external_accounts, data: [bank] },
    payouts_enabled: true,
    requirements: requirementsOf([]),
    tos_acceptance: { date: occasion.now, ip: '127.0.0.1', user_agent: null },
  });
  book.touch();
  book.emit('account.updated', account, occasion, { account: account.id, previous });
}

/**
 * Stripe pays a connected account's balance out on the account's schedule (daily, a few days behind, in the US); the
 * stand-in pays it out at once: the available balance in `currency` goes to the account's bank, `payout.paid` sent.
 */
function payOut(book: Book, account: Stripe.Account, currency: string, occasion: Occasion): void {
  const available = book.balance(account.id).available.find((a) => a.currency === currency)?.amount ?? 0;
  if (available <= 0 || !account.payouts_enabled) return;
  const id = newId('po');
  const txn = book.move(
    account.id,
    { amount: -available, currency, type: 'payout', reportingCategory: 'payout', source: id },
    occasion,
  );
  const payout = book.add(account.id, {
    id,
    object: 'payout',
    amount: available,
    application_fee: null,
    application_fee_amount: null,
    arrival_date: occasion.now,
    automatic: true,
    balance_transaction: txn.id,
    created: occasion.now,
    currency,
    description: 'STRIPE PAYOUT',
    destination: account.external_accounts?.data[0]?.id ?? null,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    livemode: book.livemode,
    metadata: {},
    method: 'standard',
    original_payout: null,
    payout_method: null,
    reconciliation_status: 'completed',
    reversed_by: null,
    source_type: 'card',
    statement_descriptor: null,
    status: 'paid',
    trace_id: { status: 'supported', value: randomText(15) },
    type: 'bank_account',
  });
  // an automatic payout is no request's doing
  const automatic = { ...occasion, request: null };
  book.emit('payout.created', payout, automatic, { account: account.id });
  book.emit('payout.paid', payout, automatic, { account: account.id });
}

/** What a charge still has to give to transfers: its amount less refunds and the transfers already made from it. */
function leftOfCharge(call: Call, charge: Stripe.Charge): number {
  const transferred = call.book
    .list('transfer', call.owner)
    .filter((transfer) => transfer.source_transaction === charge.id)
    .reduce((sum, transfer) => sum + transfer.amount - transfer.amount_reversed, 0);
  return charge.amount - charge.amount_refunded - transferred;
}

/** Whether a transfer may be funded: from its source charge, else from the platform's available balance. */
function checkFunding(call: Call, params: Params, amount: number, currency: string): string | null {
  const sourceId = params.text('source_transaction');
  if (sourceId === undefined) {
    const available = call.book.balance(call.owner).available.find((a) => a.currency === currency)?.amount ?? 0;
    if (available < amount)
      throw invalid(
        'You have insufficient available funds in your Stripe account. Try adding funds directly to your available ' +
          'balance by creating Charges using the 4000000000000077 test card.',
        undefined,
        'balance_insufficient',
      );
    return null;
  }
  const charge = call.book.find('charge', sourceId, call.owner);
  if (!charge || charge.status !== 'succeeded') throw noSuch('charge', sourceId, 'source_transaction');
  if (charge.currency !== currency)
    throw invalid(
      `The currency of source_transaction's balance transaction (${charge.currency}) must be the same as the ` +
        `transfer currency (${currency}).`,
      'currency',
    );
  const left = leftOfCharge(call, charge);
  if (amount > left)
    throw invalid(
      `The transfer amount (${amount}) exceeds what is left of source_transaction ${charge.id} (${left}).`,
      'amount',
      'amount_too_large',
    );
  return charge.id;
}

function createTransfer(call: Call, params: Params): Stripe.Transfer {
  const { book, occasion } = call;
  const amount = params.amount('amount');
  if (amount === undefined) throw invalid('Missing required param: amount.', 'amount', 'parameter_missing');
  const currency = params.required('currency').toLowerCase();
  if (!(currencies as readonly string[]).includes(currency)) throw invalid(`Invalid currency: ${currency}`, 'currency');
  const destinationId = params.required('destination');
  const destination = book.connected(destinationId);
  if (!destination) throw noSuch('destination', destinationId, 'destination');
  if (destination.capabilities?.transfers !== 'active')
    throw invalid(
      'Your destination account needs to have at least one of the following capabilities enabled: transfers, ' +
        'crypto_transfers, legacy_payments',
      'destination',
      'insufficient_capabilities_for_transfer',
    );
  const source = checkFunding(call, params, amount, currency);
  const id = newId('tr');
  const payment = newId('py');
  const debit = { amount: -amount, currency, type: 'transfer' as const, reportingCategory: 'transfer', source: id };
  const txn = book.move(call.owner, debit, occasion);
  const credit = { amount, currency, type: 'payment' as const, reportingCategory: 'charge', source: payment };
  book.move(destination.id, credit, occasion);
  const transfer = book.add(call.owner, {
    id,
    object: 'transfer',
    amount,
    amount_reversed: 0,
    balance_transaction: txn.id,
    created: occasion.now,
    currency,
    description: params.text('description') ?? null,
    destination: destination.id,
    destination_payment: payment,
    livemode: book.livemode,
    metadata: params.metadata() ?? {},
    reversals: { object: 'list', data: [], has_more: false, url: `/v1/transfers/${id}/reversals` },
    reversed: false,
    source_transaction: source,
    source_type: 'card',
    transfer_group: params.text('transfer_group') ?? null,
  });
  book.emit('transfer.created', transfer, occasion);
  payOut(book, destination, currency, occasion);
  return transfer;
}

function reverseTransfer(call: Call, params: Params, id: string): Stripe.TransferReversal {
  const { book, occasion } = call;
  const transfer = book.find('transfer', id, call.owner);
  if (!transfer) throw noSuch('transfer', id);
  const left = transfer.amount - transfer.amount_reversed;
  const amount = params.amount('amount') ?? left;
  if (left === 0) throw invalid(`Transfer ${id} has already been fully reversed.`);
  if (amount > left)
    throw invalid(`The reversal amount (${amount}) is greater than what is left of ${id} (${left}).`, 'amount');
  const reversalId = newId('trr');
  const currency = transfer.currency;
  const refund = { amount: -amount, currency, type: 'payment_refund' as const, reportingCategory: 'charge' };
  book.move(idIn(transfer.destination), { ...refund, source: reversalId }, occasion);
  const back = { amount, currency, type: 'transfer_refund' as const, reportingCategory: 'transfer_reversal' };
  const txn = book.move(call.owner, { ...back, source: reversalId }, occasion);
  const reversal: Stripe.TransferReversal = {
    id: reversalId,
    object: 'transfer_reversal',
    amount,
    balance_transaction: txn.id,
    created: occasion.now,
    currency,
    destination_payment_refund: newId('pyr'),
    metadata: params.metadata() ?? {},
    source_refund: null,
    transfer: transfer.id,
  };
  transfer.amount_reversed += amount;
  transfer.reversed = transfer.amount_reversed === transfer.amount;
  transfer.reversals.data.unshift(reversal);
  book.touch();
  book.emit('transfer.reversed', transfer, occasion);
  return reversal;
}

export const connectRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/accounts',
    params: ['type', 'country', 'email', 'metadata', 'capabilities', 'business_type', 'default_currency'],
    handle: createAccount,
  },
  { method: 'GET', path: '/v1/accounts/:id', params: [], handle: (call, _params, [id]) => accountOf(call, id!) },
  {
    method: 'GET',
    path: '/v1/accounts',
    params: ['limit', 'starting_after', 'ending_before'],
    handle: (call, params) =>
      page(
        call.book.list('account', call.book.platform).filter((a) => a.id !== call.book.platform),
        params,
        '/v1/accounts',
      ),
  },
  // the account acting: the platform, or the connected account Stripe-Account names
  { method: 'GET', path: '/v1/account', params: [], handle: (call) => call.book.find('account', call.owner) },
  {
    method: 'POST',
    path: '/v1/account_links',
    params: ['account', 'refresh_url', 'return_url', 'type'],
    handle: createAccountLink,
  },
  {
    method: 'POST',
    path: '/v1/transfers',
    params: ['amount', 'currency', 'destination', 'transfer_group', 'source_transaction', 'description', 'metadata'],
    handle: createTransfer,
  },
  retrieving('transfer', '/v1/transfers'),
  listing('transfer', '/v1/transfers', [
    sameAs('destination', (transfer) => transfer.destination),
    sameAs('transfer_group', (transfer) => transfer.transfer_group),
  ]),
  {
    method: 'POST',
    path: '/v1/transfers/:id/reversals',
    params: ['amount', 'metadata'],
    handle: (call, params, [id]) => reverseTransfer(call, params, id!),
  },
  {
    method: 'GET',
    path: '/v1/transfers/:id/reversals',
    params: ['limit', 'starting_after', 'ending_before'],
    handle: (call, params, [id]) => {
      const transfer = call.book.find('transfer', id!, call.owner);
      if (!transfer) throw noSuch('transfer', id!);
      return page(transfer.reversals.data, params, transfer.reversals.url);
    },
  },
  { method: 'GET', path: '/v1/balance', params: [], handle: (call) => call.book.balance(call.owner) },
  retrieving('payout', '/v1/payouts'),
  listing('payout', '/v1/payouts', [sameAs('status', (payout) => payout.status)]),
  retrieving('balance_transaction', '/v1/balance_transactions'),
  {
    method: 'GET',
    path: '/v1/balance_transactions',
    params: [...pagingParams, 'type', 'source', 'payout'],
    handle: (call, params) => {
      const payoutId = params.text('payout');
      const paidOut = payoutId === undefined ? undefined : paidOutBy(call, payoutId);
      const kept = (txn: Stripe.BalanceTransaction) =>
        (paidOut === undefined || paidOut.has(txn.id)) &&
        balanceFilters.every((filter) => {
          const value = params.text(filter.param);
          return value === undefined || filter.keeps(txn, value);
        });
      return page(call.book.list('balance_transaction', call.owner).filter(kept), params, '/v1/balance_transactions');
    },
  },
];

const balanceFilters = [
  sameAs<Stripe.BalanceTransaction>('type', (txn) => txn.type),
  sameAs<Stripe.BalanceTransaction>('source', (txn) => txn.source),
];

/**
 * `payout=`: the balance transactions an automatic payout paid out, its own among them. The stand-in pays out the whole
 * available balance at once, so they are those of its currency since the account's payout before it.
 */
function paidOutBy(call: Call, payoutId: string): Set<string> {
  const payout = call.book.find('payout', payoutId, call.owner);
  if (!payout) throw noSuch('payout', payoutId, 'payout');
  let since: string[] = [];
  for (const txn of call.book.list('balance_transaction', call.owner).reverse()) {
    if (txn.currency !== payout.currency) continue;
    since.push(txn.id);
    if (txn.type !== 'payout') continue;
    if (txn.source === payoutId) return new Set(since);
    since = [];
  }
  return new Set();
}
