import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { traced } from '../observability/tracing.ts';
import { isTransientFailure } from './errors.ts';
import { recordWrites } from './write-trail.ts';

// Created on first use, not at import, so a process can point TABLE_NAME / DYNAMODB_ENDPOINT at a
// table before the first request (the local runtime and tests do); a Lambda pays it once per container.
let documentClient: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  if (!documentClient) {
    const endpoint = process.env.DYNAMODB_ENDPOINT;
    const base = traced(new DynamoDBClient({
      region: process.env.AWS_REGION ?? 'us-east-1',
      ...(endpoint
        ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {}),
      maxAttempts: 3,
    }));
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
  client.middlewareStack.add((next, context) => async (args) => {
    if (!/^TransactWrite/.test(String(context.commandName ?? ''))) return next(args);
    const input = args.input as { ClientRequestToken?: string };
    input.ClientRequestToken ??= randomUUID();
    for (let resent = 0; ; resent++) {
      try {
        return await next(args);
      } catch (error) {
        if (resent >= TRANSACTION_RESENDS || !isTransientFailure(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** resent * (0.5 + Math.random())));
      }
    }
  }, { step: 'initialize', name: 'transactionAnsweredOnce' });
}
