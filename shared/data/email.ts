import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { putIfAbsent } from './conditional.ts';
import { notificationPreferencesItems } from './definitions/notification-preferences.ts';
import {
  closedAddressItems,
  emailSentItems,
  suppressedAddressItems,
  suppressionFormOf,
  unsubscribeTokenItems,
  type EmailSentClaim,
} from './definitions/email.ts';
import { isCancelledByContention } from './errors.ts';
import type { NotificationPreferences } from '../domain/email/preferences.ts';
import { transact } from './transact.ts';

// Pattern 16 (docs/notifications.md, Email): preferences with their unsubscribe token, the
// suppression list, and the claims that make each email go out once.

/** Seven days: longer than a stream record lives (24 h) and than any retry of it. */
const SENT_CLAIM_SECONDS = 7 * 86_400;

export async function findPreferences(userId: number): Promise<NotificationPreferences | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: notificationPreferencesItems.key({ userId }) }),
  );
  return Item && notificationPreferencesItems.recordOf(Item);
}

/** The first preferences of a user and their token, in one transaction; false when another write made them first. */
export async function insertPreferences(preferences: NotificationPreferences): Promise<boolean> {
  try {
    await transact([
      {
        Put: {
          Item: notificationPreferencesItems.item(preferences),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          Item: unsubscribeTokenItems.item({ token: preferences.unsubscribeToken }, { userId: preferences.userId }),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    ]);
    return true;
  } catch (error) {
    if (isCancelledByContention(error)) return false;
    throw error;
  }
}

export async function savePreferences(preferences: NotificationPreferences): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: notificationPreferencesItems.key(preferences),
      UpdateExpression:
        'SET #language = :language, email = :email, cadence = :cadence' +
        (preferences.dailyDigestHour === undefined ? '' : ', dailyDigestHour = :hour'),
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#language': 'language' },
      ExpressionAttributeValues: {
        ':language': preferences.language,
        ':email': preferences.email,
        ':cadence': preferences.cadence ?? {},
        ...(preferences.dailyDigestHour === undefined ? {} : { ':hour': preferences.dailyDigestHour }),
      },
    }),
  );
}

export async function userOfUnsubscribeToken(token: string): Promise<number | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: unsubscribeTokenItems.key({ token }) }),
  );
  return Item && unsubscribeTokenItems.recordOf(Item).userId;
}

/** Bounced or complained (the address), or a closed account's (its hash). */
export async function isSuppressed(email: string): Promise<boolean> {
  const found = await Promise.all(
    [suppressedAddressItems.key({ email }), closedAddressItems.key({ email })].map((Key) =>
      db().send(new GetCommand({ TableName: tableName(), Key })),
    ),
  );
  return found.some(({ Item }) => Item !== undefined);
}

/** Whether an item is in the partition of this address's suppression (by the address, not its hash). */
export const holdsSuppressionOf = (item: Record<string, unknown>, email: string): boolean =>
  item.PK === suppressedAddressItems.partition({ email });

export async function suppressAddress(email: string, reason: string, at: string): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: suppressedAddressItems.item({ email }, { email: suppressionFormOf(email), reason, at }),
    }),
  );
}

/**
 * Claims the one email of this event to this recipient: `Sending` until `sendingUntil` (epoch ms),
 * then `Sent` (markEmailSent). Taken when there is none, or when one is `Sending` past its time: an
 * attempt that stopped between its claim and its send (docs/reliability.md). Otherwise false, and
 * `emailClaim` tells whether it went or is still going. A claim from before states counts as sent.
 */
export const claimEmail = (
  eventId: string,
  recipientId: number,
  sendingUntil: number,
  { nowMs = Date.now(), carries }: { nowMs?: number; carries?: string[] } = {},
): Promise<boolean> =>
  putIfAbsent(
    emailSentItems.item(
      { eventId, recipientId },
      {
        state: 'Sending',
        sendingUntil,
        expiresAt: Math.floor(nowMs / 1000) + SENT_CLAIM_SECONDS,
        // a digest's events (docs/notifications.md, "Digests")
        ...(carries ? { carries } : {}),
      },
    ),
    {
      expression:
        'attribute_not_exists(PK) OR (#state = :sending AND (sendingUntil < :now OR ' +
        'attribute_not_exists(sendingUntil)))',
      names: { '#state': 'state' },
      values: { ':sending': 'Sending', ':now': nowMs },
    },
  );

/** The claim of this event's email to this recipient, as it is (none: never claimed, or given back). */
export async function emailClaim(eventId: string, recipientId: number): Promise<EmailSentClaim | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: emailSentItems.key({ eventId, recipientId }), ConsistentRead: true }),
  );
  return Item && emailSentItems.recordOf(Item);
}

/** The email went: its claim says so (a retry that meets it sends nothing). */
export async function markEmailSent(eventId: string, recipientId: number): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: emailSentItems.key({ eventId, recipientId }),
      UpdateExpression: 'SET #state = :sent',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':sent': 'Sent' },
    }),
  );
}

/** Gives a claim back when sending failed, so that the retried record sends. */
export async function releaseEmail(eventId: string, recipientId: number): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: emailSentItems.key({ eventId, recipientId }) }));
}
