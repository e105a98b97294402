import * as v from 'valibot';
import type { PaymentCurrency } from '../../domain/payments/types.ts';
import type { PayoutSent } from '../../domain/payments/payout-sent.ts';
import { defineItem, everyOf, templatesOf } from '../item-definition.ts';

// A Stripe payout to a carrier's bank (docs/payments.md, "Stripe's events"): one item per listing whose release it pays
// out, under the payout's id, so that Stripe's `payout.paid`, however often it comes, is heard once per listing (the
// notifier's Payout.Sent/v1).

const currencies = everyOf<PaymentCurrency>()(['USD', 'CAD']);
const sent = templatesOf<Pick<PayoutSent, 'payoutId' | 'listingId'>>();

export const payoutSentItems = defineItem<PayoutSent>()({
  kind: 'PayoutSent',
  schema: v.looseObject({
    payoutId: v.string(),
    listingId: v.number(),
    carrierId: v.number(),
    amount: v.number(),
    currency: v.picklist(currencies),
    arrivalDate: v.string(),
    sentOn: v.string(),
  }),
  key: {
    partition: sent(['payoutId'], ({ payoutId }) => `PAYOUT#${payoutId}`),
    sort: sent(['listingId'], ({ listingId }) => `LISTING#${listingId}`, 'LISTING#'),
  },
});
