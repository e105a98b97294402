import * as v from 'valibot';
import type {
  LedgerEntry,
  LedgerMovement,
  Payment,
  PaymentCurrency,
  PaymentStatus,
  PaymentCustomer,
  PayoutAccount,
  PayoutStatus,
} from '../../domain/payments/types.ts';
import { defineItem, defineKeyedItem, everyOf, templatesOf } from '../item-definition.ts';

// Payments (docs/payments.md): a booking's payment and its ledger in the listing's payment partition, a carrier's
// payout account and the releases waiting for it in the carrier's payouts partition, who owns a Stripe account, and
// the Stripe events applied (once each).

const paymentStatuses = everyOf<PaymentStatus>()([
  'Held',
  'ReleasePending',
  'Released',
  'Refunded',
  'PartiallyRefunded',
  'Disputed',
  'DisputeLost',
]);
const currencies = everyOf<PaymentCurrency>()(['USD', 'CAD']);
const movements = everyOf<LedgerMovement>()(['Charge', 'Transfer', 'Refund', 'Reversal', 'DisputeLost']);
const payoutStatuses = everyOf<PayoutStatus>()(['NotStarted', 'Pending', 'Enabled', 'Restricted']);

const PAYMENT = 'PAYMENT#';
const payment = templatesOf<Pick<Payment, 'listingId'>>();

export const paymentItems = defineItem<Payment>()({
  kind: 'Payment',
  schema: v.looseObject({
    listingId: v.number(),
    shipperId: v.number(),
    carrierId: v.number(),
    bidId: v.number(),
    currency: v.picklist(currencies),
    total: v.number(),
    carrierPrice: v.number(),
    insurancePremium: v.number(),
    serviceFee: v.number(),
    refunded: v.number(),
    status: v.picklist(paymentStatuses),
    releaseCode: v.string(),
    releaseCodeFailures: v.optional(v.number()),
    releaseCodeLockedUntil: v.optional(v.string()),
    paymentIntentId: v.string(),
    chargeId: v.string(),
    transferId: v.optional(v.string()),
    history: v.array(
      v.looseObject({
        status: v.picklist(paymentStatuses),
        at: v.string(),
        by: v.optional(v.union([v.number(), v.picklist(['Schedule', 'Stripe'])])),
      }),
    ),
    createdOn: v.string(),
    updatedOn: v.string(),
  }),
  key: {
    partition: payment(['listingId'], ({ listingId }) => `${PAYMENT}${listingId}`),
    sort: payment([], () => 'PAYMENT'),
  },
});

const entry = templatesOf<LedgerEntry>();
const LEDGER = 'LEDGER#';

/** A movement of a listing's money, keyed by what moved it: written once however often its write is tried. */
export const ledgerEntryItems = defineItem<LedgerEntry>()({
  kind: 'LedgerEntry',
  schema: v.looseObject({
    listingId: v.number(),
    movement: v.picklist(movements),
    stripeId: v.string(),
    amount: v.number(),
    currency: v.picklist(currencies),
    at: v.string(),
  }),
  key: {
    partition: entry(['listingId'], ({ listingId }) => `${PAYMENT}${listingId}`),
    sort: entry(['movement', 'stripeId'], ({ movement, stripeId }) => `${LEDGER}${movement}#${stripeId}`, LEDGER),
  },
});

const PAYOUTS = 'PAYOUTS#';
const account = templatesOf<Pick<PayoutAccount, 'userId'>>();

export const payoutAccountItems = defineItem<PayoutAccount>()({
  kind: 'PayoutAccount',
  schema: v.looseObject({
    userId: v.number(),
    accountId: v.string(),
    status: v.picklist(payoutStatuses),
    disabledReason: v.optional(v.string()),
    createdOn: v.string(),
    updatedOn: v.string(),
  }),
  key: {
    partition: account(['userId'], ({ userId }) => `${PAYOUTS}${userId}`),
    sort: account([], () => 'ACCOUNT'),
  },
});

const payer = templatesOf<Pick<PaymentCustomer, 'userId'>>();

/** The shipper's Stripe Customer, made on its first saved card (docs/payments.md, "BookItNow"). */
export const paymentCustomerItems = defineItem<PaymentCustomer>()({
  kind: 'PaymentCustomer',
  schema: v.looseObject({ userId: v.number(), customerId: v.string(), createdOn: v.string() }),
  key: {
    partition: payer(['userId'], ({ userId }) => `PAYER#${userId}`),
    sort: payer([], () => 'CUSTOMER'),
  },
});

const owner = templatesOf<{ accountId: string }>();

/** Whose a Stripe connected account is: how an `account.updated` event finds its carrier. */
export const payoutAccountOwnerItems = defineKeyedItem<{ accountId: string }, { userId: number }>()({
  kind: 'PayoutAccountOwner',
  schema: v.looseObject({ userId: v.number() }),
  key: {
    partition: owner(['accountId'], ({ accountId }) => `STRIPEACCOUNT#${accountId}`),
    sort: owner([], () => 'OWNER'),
  },
});

const due = templatesOf<{ carrierId: number; listingId: number }>();
const DUE = 'DUE#';

/** A released payment waiting for its carrier's payout account to be Enabled. */
export const pendingPayoutItems = defineKeyedItem<{ carrierId: number; listingId: number }, { listingId: number }>()({
  kind: 'PendingPayout',
  schema: v.looseObject({ listingId: v.number() }),
  key: {
    partition: due(['carrierId'], ({ carrierId }) => `${PAYOUTS}${carrierId}`),
    sort: due(['listingId'], ({ listingId }) => `${DUE}${listingId}`, DUE),
  },
});

export interface AppliedStripeEvent {
  type: string;
  appliedOn: string;
  /** TTL: Stripe sends an event again for at most three days; kept thirty. */
  expiresAt: number;
}

const event = templatesOf<{ eventId: string }>();

/** A Stripe event applied: written in the transaction of what it changed, so that it is applied once. */
export const stripeEventItems = defineKeyedItem<{ eventId: string }, AppliedStripeEvent>()({
  kind: 'StripeEvent',
  schema: v.looseObject({ type: v.string(), appliedOn: v.string(), expiresAt: v.number() }),
  key: {
    partition: event(['eventId'], ({ eventId }) => `STRIPEEVENT#${eventId}`),
    sort: event([], () => 'EVENT'),
  },
});
