import { randomUUID } from 'node:crypto';
import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { traced } from '../observability/tracing.ts';
import { isTransientFailure } from '../errors.ts';
import { retrying, SDK_MAX_PAUSE_MS } from '../retry.ts';
import { recordWrites } from './retries/write-trail.ts';
import { drawnWriteId, replaying, WRITE_ID } from './retries/draws.ts';

// Created on first use, not at import, so a process can point TABLE_NAME / DYNAMODB_ENDPOINT at a
// table before the first request (the local runtime and tests do); a Lambda pays it once per container.
let documentClient: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  if (!documentClient) {
    const endpoint = process.env.DYNAMODB_ENDPOINT;
    const base = traced(
      new DynamoDBClient({
        region: process.env.AWS_REGION ?? 'us-east-1',
        ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
        maxAttempts: 3,
      }),
    );
    transactionsAnsweredOnce(base);
    recordWrites(base);
    documentClient = DynamoDBDocumentClient.from(base, {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return documentClient;
}

export function tableName(): string {
  const name = process.env.TABLE_NAME;
  if (!name) throw new Error('TABLE_NAME is not set');
  return name;
}

interface TransactWriteInput {
  ClientRequestToken?: string;
  TransactItems?: { Put?: { Item?: Record<string, unknown>; ReturnValuesOnConditionCheckFailure?: string } }[];
}

/**
 * In a request with an Idempotency-Key, every item a transaction puts carries the write id drawn for
 * it (shared/data/retries/draws.ts); in its retry after a stop, a put that fails its condition says which
 * item stands in its place.
 */
function ownedPuts(input: TransactWriteInput): TransactWriteInput {
  if (!input.TransactItems?.some((entry) => entry.Put?.Item)) return input;
  return {
    ...input,
    TransactItems: input.TransactItems.map((entry) => {
      const item = entry.Put?.Item;
      if (!item || item[WRITE_ID] !== undefined) return entry;
      const writeId = drawnWriteId(item);
      if (writeId === undefined) return entry;
      return {
        ...entry,
        Put: {
          ...entry.Put,
          Item: { ...item, [WRITE_ID]: writeId },
          ...(replaying() ? { ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } : {}),
        },
      };
    }),
  };
}

/**
 * The transaction was applied by this request's stopped attempt: one of its puts met its own item (a transaction
 * applies whole or not at all).
 */
function doneBefore(input: TransactWriteInput, error: unknown): boolean {
  if (!(error instanceof TransactionCanceledException)) return false;
  return (error.CancellationReasons ?? []).some((reason, i) => {
    const writeId = input.TransactItems?.[i]?.Put?.Item?.[WRITE_ID];
    return reason.Code === 'ConditionalCheckFailed' && writeId !== undefined && reason.Item?.[WRITE_ID]?.S === writeId;
  });
}

/** Sends of a transaction beyond the SDK's three attempts, while DynamoDB answers "not now". */
const TRANSACTION_RESENDS = 4;

/**
 * A transaction is sent until DynamoDB answers it, with one ClientRequestToken for all its sends
 * (docs/reliability.md, "A write applied, its answer lost"): DynamoDB answers a repeat of a token
 * within 10 minutes with the first outcome and applies nothing twice. Without this, a transaction
 * applied whose answer was lost, then throttled on the SDK's retries, would reach its caller as a
 * failure (a 503 saying nothing changed) while it had changed everything.
 */
function transactionsAnsweredOnce(client: DynamoDBClient): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      if (!/^TransactWrite/.test(String(context.commandName ?? ''))) return next(args);
      const input = ownedPuts(args.input as TransactWriteInput);
      args.input = input;
      input.ClientRequestToken ??= randomUUID();
      // jittered in full, the pauses of before (100 ms doubling) on average
      const backoff = { baseMs: 200, capMs: SDK_MAX_PAUSE_MS };
      return retrying({ attempts: 1 + TRANSACTION_RESENDS, retryable: isTransientFailure, backoff }, async () => {
        try {
          return await next(args);
        } catch (error) {
          if (replaying() && doneBefore(input, error)) return { output: { $metadata: {} }, response: undefined };
          throw error;
        }
      });
    },
    { step: 'initialize', name: 'transactionAnsweredOnce' },
  );
}
