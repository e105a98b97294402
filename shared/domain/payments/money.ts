import type { Money } from '../listings/types.ts';
import { paymentCurrencies, type PaymentCurrency } from './types.ts';

// Amounts inside are integers of minor units (docs/payments.md); the API shows the spec's money object.

export const minorUnitsOf = (amount: number): number => Math.round(amount * 100);

export const moneyOf = (minorUnits: number, currency: PaymentCurrency): Money => ({
  amount: minorUnits / 100,
  currencyType: currency,
});

export const isPaymentCurrency = (currency: string): currency is PaymentCurrency =>
  (paymentCurrencies as readonly string[]).includes(currency);

/**
 * The platform's service fee in basis points of the carrier price: the stage's (PAYMENT_SERVICE_FEE_BPS, set by
 * `-c paymentServiceFeeBps`), else 1,500, the fixed price's own service charge (docs/payments.md).
 */
export function serviceFeeBasisPoints(): number {
  const configured = Number(process.env.PAYMENT_SERVICE_FEE_BPS);
  return Number.isInteger(configured) && configured >= 0 && configured <= 10_000 ? configured : 1500;
}

/** What a booking at `carrierPrice` (minor units) costs in all: the premium and the service fee added. */
export function bookingAmounts(carrierPrice: number, insurancePremium: number) {
  const serviceFee = Math.round((carrierPrice * serviceFeeBasisPoints()) / 10_000);
  return { carrierPrice, insurancePremium, serviceFee, total: carrierPrice + insurancePremium + serviceFee };
}
