import { moneyOf } from './money.ts';
import type { Payment } from './types.ts';

// What each party sees of a booking's payment (docs/payments.md): the release code is the shipper's alone.

export function paymentView(payment: Payment, viewer: 'Shipper' | 'Carrier') {
  const money = (minorUnits: number) => moneyOf(minorUnits, payment.currency);
  return {
    status: payment.status,
    total: money(payment.total),
    breakdown: {
      carrierPrice: money(payment.carrierPrice),
      insurancePremium: money(payment.insurancePremium),
      serviceFee: money(payment.serviceFee),
    },
    carrierPayout: money(payment.carrierPrice),
    ...(payment.refunded > 0 ? { refunded: money(payment.refunded) } : {}),
    ...(viewer === 'Shipper' ? { releaseCode: payment.releaseCode } : {}),
    history: payment.history.map(({ status, at }) => ({ status, at })),
  };
}
export type PaymentView = ReturnType<typeof paymentView>;
