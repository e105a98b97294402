// What Stripe charges the platform for the money of a workload's bookings (docs/payments.md, "What Stripe costs"),
// beside AWS's cost per booking (bench/scale.ts). Stripe's published US prices for a platform that sets its own fees
// ("separate charges and transfers", Express accounts): a card charge 2.9% + $0.30; a payout to a connected account
// 0.25% + $0.25; $2 a month per account paid out that month; transfers between the platform and its accounts free.
// Every booking is assumed paid on the platform, at the mean carrier price below, and paid out once.

/** The mean carrier price of a booking (uShip's published averages for a car or a household move are near it). */
export const MEAN_CARRIER_PRICE_USD = 1000;
/** docs/payments.md: the service fee's default, 15% of the carrier price. */
const SERVICE_FEE_SHARE = 0.15;

const CARD = { share: 0.029, fixedUsd: 0.3 };
const PAYOUT = { share: 0.0025, fixedUsd: 0.25 };
const ACTIVE_ACCOUNT_USD_A_MONTH = 2;
const SECONDS_A_MONTH = 30 * 86_400;

export interface StripeFees {
  /** What a booking's money costs at Stripe: its card charge and its payout. */
  perBookingUsd: number;
  /** The same as a share of what the shipper pays. */
  shareOfTotal: number;
  /** A month of the workload's bookings, and its carriers' active accounts. */
  perMonthUsd: number;
  /** What the service fee brings in a month, for comparison. */
  serviceFeesPerMonthUsd: number;
}

export function stripeFees(bookingsPerSecond: number, carriers: number): StripeFees {
  const total = MEAN_CARRIER_PRICE_USD * (1 + SERVICE_FEE_SHARE);
  const card = total * CARD.share + CARD.fixedUsd;
  const payout = MEAN_CARRIER_PRICE_USD * PAYOUT.share + PAYOUT.fixedUsd;
  const perBooking = card + payout;
  const bookingsAMonth = bookingsPerSecond * SECONDS_A_MONTH;
  return {
    perBookingUsd: perBooking,
    shareOfTotal: perBooking / total,
    perMonthUsd: bookingsAMonth * perBooking + carriers * ACTIVE_ACCOUNT_USD_A_MONTH,
    serviceFeesPerMonthUsd: bookingsAMonth * MEAN_CARRIER_PRICE_USD * SERVICE_FEE_SHARE,
  };
}
