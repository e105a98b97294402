import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { currentWriteTrail } from '../../write-trail.ts';

// Marks the running request's trail (shared/write-trail.ts) when one of its writes may have changed
// the table. Each attempt the SDK sends is looked at: one DynamoDB answered with a 4xx (a throttle, a
// failed condition, a cancelled transaction) applied nothing; one that succeeded did, and one without
// an answer (a timeout, a reset connection) or with a 5xx may have.

const WRITES = /^(Put|Update|Delete|TransactWrite|BatchWrite)/;

/** An attempt DynamoDB answered as refused: nothing of it applied. */
const refused = (error: unknown) => {
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return status !== undefined && status >= 400 && status < 500;
};

/** Inside the SDK's retries (each attempt), so a first attempt applied and its throttled resends still count. */
export function recordWrites(client: DynamoDBClient): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const trail = currentWriteTrail();
      if (!trail || !WRITES.test(String(context.commandName ?? ''))) return next(args);
      try {
        const answer = await next(args);
        trail.mayHaveChanged = true;
        return answer;
      } catch (error) {
        if (!refused(error)) trail.mayHaveChanged = true;
        throw error;
      }
    },
    { step: 'deserialize', name: 'writeTrail' },
  );
}
