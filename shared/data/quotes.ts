import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { putFresh } from './conditional.ts';
import { quoteItems, type StoredQuote } from './definitions/quote.ts';

// Pattern 8: fixed-price quotes by priceCorrelationId (their keys in the kind's definition,
// shared/data/definitions/quote.ts). TTL removes them after `expiresAt`; readers check it too (TTL deletion is lazy).

export type { StoredQuote };

export async function putQuote(quote: StoredQuote): Promise<void> {
  await putFresh(quoteItems.item(quote));
}

export async function findQuote(priceCorrelationId: string): Promise<StoredQuote | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: quoteItems.key({ priceCorrelationId }) }),
  );
  if (!Item || (Item.expiresAt as number) * 1000 <= Date.now()) return undefined;
  return quoteItems.recordOf(Item);
}
