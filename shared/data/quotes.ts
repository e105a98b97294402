import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { keys } from './keys.ts';
import { putFresh } from './conditional.ts';
import { entityOf } from './items.ts';

// Pattern 8: fixed-price quotes by priceCorrelationId; a listing created with the id links to its
// quote. TTL removes them after `expiresAt`; readers check it too (TTL deletion is lazy).

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

export async function putQuote(quote: StoredQuote): Promise<void> {
  await putFresh({ ...keys.quote(quote.priceCorrelationId), entity: 'Quote', ...quote });
}

export async function findQuote(priceCorrelationId: string): Promise<StoredQuote | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.quote(priceCorrelationId) }));
  if (!Item || (Item.expiresAt as number) * 1000 <= Date.now()) return undefined;
  return entityOf<StoredQuote>(Item);
}
