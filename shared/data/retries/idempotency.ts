import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client.ts';
import {
  idempotencyRecordItems,
  type IdempotencyRecord,
  type StoredResponse,
} from '../definitions/idempotency-record.ts';
import { isConditionFailure, persistently } from '../errors.ts';
import { writeIf, type Current } from '../conditional.ts';

// Pattern 12 (docs/idempotency.md): one record per (caller, Idempotency-Key), its keys and shape defined in
// shared/data/definitions/idempotency-record.ts. Claiming is a
// conditional Put, so of concurrent requests with one key exactly one runs; the others wait for
// its stored response. TTL removes records after the window; an expired one can be claimed again.

export type { IdempotencyRecord, StoredResponse };

/** How long a kept answer is replayed (docs/idempotency.md). */
export const IDEMPOTENCY_WINDOW_SECONDS = 24 * 3600;
/**
 * The longest a claim without `inProgressUntil` (claimed a window before its expiresAt) is taken to be
 * running: Lambda's longest timeout.
 */
const OLD_CLAIM_SECONDS = 15 * 60;

/**
 * A claim whose request was stopped: in progress past its function's deadline (or, one without `inProgressUntil`, past
 * Lambda's longest timeout: docs/compat.md).
 */
export function isStoppedClaim(record: Record<string, unknown> | IdempotencyRecord, nowMs: number): boolean {
  if (record.state !== 'InProgress') return false;
  if (typeof record.inProgressUntil === 'number') return record.inProgressUntil < nowMs;
  return Number(record.expiresAt) - IDEMPOTENCY_WINDOW_SECONDS + OLD_CLAIM_SECONDS < nowMs / 1000;
}

/**
 * The audit's repair: a stopped claim removed, on condition that it is still the one read (a retry may have taken it
 * over).
 */
export async function removeStoppedClaim(record: Record<string, unknown>): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: { PK: record.PK, SK: record.SK },
        ConditionExpression:
          record.claimId === undefined
            ? '#state = :inProgress AND attribute_not_exists(claimId)'
            : '#state = :inProgress AND claimId = :claim',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':inProgress': 'InProgress',
          ...(record.claimId === undefined ? {} : { ':claim': record.claimId }),
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** What a request that holds its key draws from (shared/data/retries/draws.ts). */
export interface HeldClaim {
  seed: string;
  startedAt: number;
  /** The key was taken over from a stopped request: this one is its retry. */
  replay: boolean;
}

/**
 * The claim when this request now owns the key: a new one, one expired, or one whose claimer's
 * function is past its deadline (it was stopped: docs/idempotency.md), taken over with the body it
 * was made for and its seed and start, so that the retry draws the ids the stopped one drew
 * (docs/reliability.md). Also when the SDK's retry of this very claim found it made.
 */
export async function claimIdempotencyKey(
  claim: {
    userId: number;
    key: string;
    fingerprint: string;
    claimId: string;
    seed: string;
    inProgressUntil: number;
    /** When the request came (its clock, shared/clock.ts): kept as the claim's start, which a retry inherits. */
    startedAt: number;
  },
  nowMs: number,
  {
    stopped = false,
  }: {
    /** The record was read as a stopped claim: take it over (else claim a new or expired one). */ stopped?: boolean;
  } = {},
): Promise<HeldClaim | undefined> {
  const nowSeconds = Math.floor(nowMs / 1000);
  const expiresAt = nowSeconds + IDEMPOTENCY_WINDOW_SECONDS;
  const Key = idempotencyRecordItems.key({ userId: claim.userId, idempotencyKey: claim.key });
  const held = (current: Current) => current?.claimId === claim.claimId;
  const fresh =
    !stopped &&
    (await writeIf(
      {
        Put: {
          Item: idempotencyRecordItems.item(
            { userId: claim.userId, idempotencyKey: claim.key },
            {
              fingerprint: claim.fingerprint,
              state: 'InProgress',
              expiresAt,
              inProgressUntil: claim.inProgressUntil,
              claimId: claim.claimId,
              seed: claim.seed,
              startedAt: claim.startedAt,
            },
          ),
          ConditionExpression: 'attribute_not_exists(PK) OR expiresAt < :now',
          ExpressionAttributeValues: { ':now': nowSeconds },
        },
      },
      held,
    ));
  if (fresh) return { seed: claim.seed, startedAt: claim.startedAt, replay: false };
  if (!stopped) return undefined;
  const takenOver = await writeIf(
    {
      Update: {
        Key,
        UpdateExpression:
          'SET #state = :inProgress, expiresAt = :expires, inProgressUntil = :until, claimId = :claim, seed = ' +
          'if_not_exists(seed, :seed), startedAt = if_not_exists(startedAt, :startedAt)',
        ConditionExpression:
          '#state = :inProgress AND fingerprint = :fingerprint AND (inProgressUntil < :nowMs OR ' +
          '(attribute_not_exists(inProgressUntil) AND expiresAt < :oldClaimEnded))',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':inProgress': 'InProgress',
          ':expires': expiresAt,
          ':until': claim.inProgressUntil,
          ':claim': claim.claimId,
          ':seed': claim.seed,
          ':nowMs': nowMs,
          ':startedAt': claim.startedAt,
          ':fingerprint': claim.fingerprint,
          ':oldClaimEnded': expiresAt - OLD_CLAIM_SECONDS,
        },
      },
    },
    held,
  );
  if (!takenOver) return undefined;
  const record = await persistently(() => findIdempotencyRecord(claim.userId, claim.key));
  return {
    seed: String(record?.seed ?? claim.seed),
    startedAt: Number(record?.startedAt ?? claim.startedAt),
    replay: true,
  };
}

export async function findIdempotencyRecord(userId: number, key: string): Promise<IdempotencyRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: idempotencyRecordItems.key({ userId, idempotencyKey: key }),
      ConsistentRead: true,
    }),
  );
  return Item && idempotencyRecordItems.recordOf(Item);
}

/** The response kept for retries, by the request that holds the claim (false: another has it now). */
export async function completeIdempotencyKey(
  userId: number,
  key: string,
  claimId: string,
  response: StoredResponse,
): Promise<boolean> {
  return writeIf(
    {
      Update: {
        Key: idempotencyRecordItems.key({ userId, idempotencyKey: key }),
        UpdateExpression: 'SET #state = :done, #response = :response REMOVE inProgressUntil',
        ConditionExpression: 'claimId = :claim',
        ExpressionAttributeNames: { '#state': 'state', '#response': 'response' },
        ExpressionAttributeValues: { ':done': 'Done', ':response': response, ':claim': claimId },
      },
    },
    (current) => current?.state === 'Done' && current.claimId === claimId,
  );
}

/**
 * Gives the key back after a failed request, so a retry runs it again (only the claim's holder, while it is in
 * progress).
 */
export async function releaseIdempotencyKey(userId: number, key: string, claimId: string): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: idempotencyRecordItems.key({ userId, idempotencyKey: key }),
        ConditionExpression: '#state = :inProgress AND claimId = :claim',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':inProgress': 'InProgress', ':claim': claimId },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
