import * as v from 'valibot';
import { defineItem, templatesOf } from '../item-definition.ts';

// Pattern 8 (docs/data-model.md): a fixed-price quote by its priceCorrelationId; a listing created with the id links
// to its quote. TTL removes it after `expiresAt`; readers check it too (TTL deletion is lazy).

export interface StoredQuote {
  priceCorrelationId: string;
  userId: number;
  price: number;
  nypAmount: number;
  currencyType: string;
  premium?: { amount: number; currencyType: string };
  coverageAmount?: { amount: number; currencyType: string };
  originPostalCode: string;
  destinationPostalCode: string;
  createdOn: string;
  expiresAt: number;
}

const money = v.looseObject({ amount: v.number(), currencyType: v.string() });

const quote = templatesOf<StoredQuote>();

export const quoteItems = defineItem<StoredQuote>()({
  kind: 'Quote',
  schema: v.looseObject({
    priceCorrelationId: v.string(),
    userId: v.number(),
    price: v.number(),
    nypAmount: v.number(),
    currencyType: v.string(),
    premium: v.optional(money),
    coverageAmount: v.optional(money),
    originPostalCode: v.string(),
    destinationPostalCode: v.string(),
    createdOn: v.string(),
    expiresAt: v.number(),
  }),
  key: {
    partition: quote(['priceCorrelationId'], ({ priceCorrelationId }) => `QUOTE#${priceCorrelationId}`),
    sort: quote([], () => 'QUOTE'),
  },
});
