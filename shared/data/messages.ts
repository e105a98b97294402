import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { putIfAbsent } from './conditional.ts';
import { messageEmailDueItems, messageEmailSentItems, messageItems } from './definitions/message.ts';
import { itemsUnder } from './item-definition.ts';
import { queryPage, underPrefix } from './query.ts';
import { isConditionFailure } from './errors.ts';
import type { Message } from '../domain/messages/types.ts';
import { hourItemExpiry } from './clock-hours.ts';
import { transact } from './transact.ts';

// Pattern 19 (docs/messages.md): a booked listing's conversation under its partition, in time
// order by the UUID v7 (a message's keys in its definition, shared/data/definitions/message.ts);
// beside each message, an item due when it should be emailed if still unread.

const DAY_SECONDS = 86_400;

/** The message, and its email's due item, together. */
export async function insertMessage(message: Message, emailDueOn: string): Promise<void> {
  await transact([
    {
      Put: {
        Item: messageItems.item(message),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Put: {
        Item: messageEmailDueItems.item(
          { dueOn: emailDueOn, listingId: message.listingId, messageId: message.messageId },
          {
            listingId: message.listingId,
            messageId: message.messageId,
            expiresAt: Math.floor(Date.parse(emailDueOn) / 1000) + DAY_SECONDS,
          },
        ),
      },
    },
  ]);
}

export async function findMessage(
  listingId: number,
  messageId: string,
  options: { consistent?: boolean } = {},
): Promise<Message | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: messageItems.key({ listingId, messageId }),
      ConsistentRead: options.consistent,
    }),
  );
  return Item ? messageItems.recordOf(Item) : undefined;
}

/** A page of a conversation, oldest first, and how many messages it has. */
export async function messagesOfListing(
  listingId: number,
  skip: number,
  top: number,
): Promise<{ items: Message[]; totalCount: number; totalCountCapped?: true }> {
  const page = await queryPage(underPrefix(itemsUnder(messageItems, { listingId })), skip, top);
  return { ...page, items: page.items.map(messageItems.recordOf) };
}

/** Read once: the first reading's time stays. */
export async function markMessageRead(listingId: number, messageId: string, now: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: messageItems.key({ listingId, messageId }),
        UpdateExpression: 'SET readOn = :now',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(readOn)',
        ExpressionAttributeValues: { ':now': now },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** The messages whose email is due by now (at most `limit`, oldest first). */
export async function messageEmailsDue(
  now: string,
  limit: number,
): Promise<{ key: Record<string, unknown>; listingId: number; messageId: string }[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND SK <= :now',
      ExpressionAttributeValues: { ':pk': messageEmailDueItems.partition({}), ':now': `${now}~` },
      Limit: limit,
    }),
  );
  return Items.map((item) => {
    const { listingId, messageId } = messageEmailDueItems.recordOf(item);
    return { key: { PK: item.PK as string, SK: item.SK as string }, listingId, messageId };
  });
}

export async function messageEmailDone(key: Record<string, unknown>): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: key }));
}

/** Claims this hour's one email of a conversation to a recipient; false when it was sent already. */
export const claimConversationEmail = (listingId: number, recipientId: number, hour: number): Promise<boolean> =>
  putIfAbsent(messageEmailSentItems.item({ listingId, recipientId, hour }, { expiresAt: hourItemExpiry(hour) }));

/** Gives a claim back when the email could not be sent, so the next run tries again. */
export async function releaseConversationEmail(listingId: number, recipientId: number, hour: number): Promise<void> {
  await db().send(
    new DeleteCommand({ TableName: tableName(), Key: messageEmailSentItems.key({ listingId, recipientId, hour }) }),
  );
}
