// A booking's money as kept (docs/payments.md): amounts are integers of minor units (cents) inside, shown as the
// spec's money object outside (./views.ts).

export const paymentStatuses = [
  'Held',
  'ReleasePending',
  'Released',
  'Refunded',
  'PartiallyRefunded',
  'Disputed',
  'DisputeLost',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The currencies the platform charges in (the bid's). */
export const paymentCurrencies = ['USD', 'CAD'] as const;
export type PaymentCurrency = (typeof paymentCurrencies)[number];

/** A booking paid on the platform: one per listing, beside it. */
export interface Payment {
  listingId: number;
  shipperId: number;
  /** The booked carrier (the company, never a driver: docs/teams.md), paid at release. */
  carrierId: number;
  bidId: number;
  currency: PaymentCurrency;
  /** What the shipper was charged, in minor units: carrier price + premium + service fee. */
  total: number;
  carrierPrice: number;
  insurancePremium: number;
  serviceFee: number;
  /** What went back to the shipper so far. */
  refunded: number;
  status: PaymentStatus;
  /** Given by the shipper to the driver at delivery; the carrier releases the payment with it. */
  releaseCode: string;
  /** Wrong release codes in a row, and until when the code is locked after too many. */
  releaseCodeFailures?: number;
  releaseCodeLockedUntil?: string;
  /** Stripe's objects: the PaymentIntent, its charge, the transfer once released. */
  paymentIntentId: string;
  chargeId: string;
  transferId?: string;
  history: PaymentChange[];
  createdOn: string;
  updatedOn: string;
}

export interface PaymentChange {
  status: PaymentStatus;
  at: string;
  /** Who or what moved it: a party's user id, or the schedule / Stripe. */
  by?: number | 'Schedule' | 'Stripe';
}

export const ledgerMovements = ['Charge', 'Transfer', 'Refund', 'Reversal', 'DisputeLost'] as const;
export type LedgerMovement = (typeof ledgerMovements)[number];

/**
 * A movement of a listing's money (docs/payments.md, "The ledger"), written in the transaction of the change it
 * belongs to; keyed by its Stripe object, so that a movement is written once.
 */
export interface LedgerEntry {
  listingId: number;
  movement: LedgerMovement;
  /** The Stripe object that moved it (`pi_`, `tr_`, `re_`, `trr_`, `dp_` for a lost dispute). */
  stripeId: string;
  amount: number;
  currency: PaymentCurrency;
  at: string;
}

export const payoutStatuses = ['NotStarted', 'Pending', 'Enabled', 'Restricted'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** A carrier company's Stripe connected account. */
/** A shipper as Stripe's Customer: what its saved cards are attached to, for off-session charges (BookItNow). */
export interface PaymentCustomer {
  userId: number;
  customerId: string;
  createdOn: string;
}

/** A card saved for a BookItNow listing's booking: a PaymentMethod attached to the shipper's Customer. */
export interface SavedPayment {
  customerId: string;
  paymentMethod: string;
}

export interface PayoutAccount {
  userId: number;
  accountId: string;
  status: PayoutStatus;
  /** Stripe's reason, when Restricted. */
  disabledReason?: string;
  createdOn: string;
  updatedOn: string;
}
