import type { PaymentCurrency } from './types.ts';

// A payout's part for one listing as kept (docs/payments.md, "Stripe's events"), recorded from Stripe's `payout.paid`
// by ./payout-paid.ts.

/** A payout's part for one listing: the transfer of that listing's release, as it reached the carrier's bank. */
export interface PayoutSent {
  payoutId: string;
  listingId: number;
  carrierId: number;
  /** Minor units: what of the payout came from this listing's transfer. */
  amount: number;
  currency: PaymentCurrency;
  /** When the bank has it, as Stripe expects. */
  arrivalDate: string;
  sentOn: string;
}
