import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet } from './batch-get.ts';
import { db, tableName } from './client.ts';
import { addToExpiringCounter } from './counters.ts';
import { WRITE_ID } from './retries/draws.ts';
import { isConditionFailure } from './errors.ts';
import { randomBytes } from 'node:crypto';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { SignInState } from '../domain/auth/sign-in-limits.ts';
import {
  signInAddressItems,
  signInAttemptsItems,
  signInBlockItems,
  signInFailuresItems,
} from './definitions/sign-in.ts';

// The counters of password guessing (docs/auth.md, "Password guessing"; shared/data/definitions/sign-in.ts): small
// items with a TTL, shared by every instance. `account` is a hash of the email as typed (accountOfEmail).

/** The pair's block and the address's wrong passwords this hour: one batch read, eventually consistent. */
export async function signInState(
  account: string,
  address: string,
  hour: number,
  nowSeconds: number,
): Promise<SignInState> {
  const block = signInBlockItems.key({ account, address });
  const failures = signInFailuresItems.key({ address, hour });
  const items: Record<string, unknown>[] = [];
  await batchGet([block, failures], (item) => items.push(item));
  // TTL deletes late: an expired item counts for nothing
  const live = <S extends { expiresAt: number }>(
    key: { PK: string; SK: string },
    recordOf: (item: Record<string, unknown>) => S,
  ) =>
    items
      .filter((item) => item.PK === key.PK && item.SK === key.SK)
      .map(recordOf)
      .find((record) => record.expiresAt > nowSeconds);
  const blocked = live(block, signInBlockItems.recordOf);
  return {
    ...(blocked ? { blockedUntil: blocked.blockedUntil } : {}),
    strikes: blocked?.strikes ?? 0,
    addressFailures: live(failures, signInFailuresItems.recordOf)?.failures ?? 0,
  };
}

/** Counts one attempt of the pair in its window, atomically across instances; the window's attempts so far. */
export async function countSignInAttempt(
  account: string,
  address: string,
  window: number,
  expiresAt: number,
): Promise<number> {
  return addToExpiringCounter(
    signInAttemptsItems.key({ account, address, window }),
    signInAttemptsItems.kind,
    'attempts',
    1,
    expiresAt,
  );
}

/** Blocks the pair until `blockedUntil`, remembering its `strikes` for the next backoff until `expiresAt`. */
export async function blockSignIns(
  account: string,
  address: string,
  blockedUntil: number,
  strikes: number,
  expiresAt: number,
): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: signInBlockItems.item({ account, address }, { blockedUntil, strikes, expiresAt }),
    }),
  );
}

/** One more wrong password from the address this hour. */
export async function countSignInFailure(address: string, hour: number, expiresAt: number): Promise<void> {
  await addToExpiringCounter(
    signInFailuresItems.key({ address, hour }),
    signInFailuresItems.kind,
    'failures',
    1,
    expiresAt,
  );
}

/** A successful sign-in: the pair's attempts (and its block's strikes, when it had one) start again. */
export async function resetSignIns(account: string, address: string, window: number, hadBlock: boolean): Promise<void> {
  const deletions = [
    signInAttemptsItems.key({ account, address, window }),
    ...(hadBlock ? [signInBlockItems.key({ account, address })] : []),
  ];
  await Promise.all(deletions.map((key) => db().send(new DeleteCommand({ TableName: tableName(), Key: key }))));
}

/** How long an address a user signed in from is remembered after its last sign-in. */
const ADDRESS_REMEMBERED_SECONDS = 365 * 86_400;

/**
 * Notes a successful sign-in of the user from an address (docs/security-events.md); true when the
 * user had not signed in from it within the last year (a security event).
 */
export async function rememberSignInAddress(userId: number, address: string, nowSeconds: number): Promise<boolean> {
  // the expiry before this sign-in is kept on the item (`priorExpiresAt`), and a write id makes the
  // SDK's retry of a write whose answer was lost fail, answering the item as that write left it,
  // so the address is new exactly once (docs/reliability.md)
  const writeId = randomBytes(12).toString('base64url');
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: signInAddressItems.key({ userId, address }),
        UpdateExpression:
          'SET entity = :entity, lastSignInAt = :now, expiresAt = :expires, priorExpiresAt = ' +
          'if_not_exists(expiresAt, :never), #write = :write',
        ConditionExpression: 'attribute_not_exists(#write) OR #write <> :write',
        ExpressionAttributeNames: { '#write': WRITE_ID },
        ExpressionAttributeValues: {
          ':entity': signInAddressItems.kind,
          ':now': nowSeconds,
          ':expires': nowSeconds + ADDRESS_REMEMBERED_SECONDS,
          ':never': 0,
          ':write': writeId,
        },
        ReturnValues: 'ALL_OLD',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return !Attributes || Number(Attributes.expiresAt) <= nowSeconds;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const written = unmarshall((error as { Item: Record<string, AttributeValue> }).Item);
    return Number(written.priorExpiresAt) <= nowSeconds;
  }
}
