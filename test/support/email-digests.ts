import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../shared/data/client.ts';
import { DIGEST_GRACE_MS } from '../../shared/domain/email/digests.ts';

/**
 * Moves email digests' due entries (`EmailDigestDue` items) to as long ago as the digest job waits, as if their hour
 * had come: each still names its own due instant, its events' partition, and the job sends it at its next run. Used by
 * test/integration/email-digests.test.ts and the chaos soak (bench/chaos/soak.ts).
 */
export async function digestsFallDue(entries: Record<string, unknown>[]): Promise<void> {
  const at = new Date(Date.now() - DIGEST_GRACE_MS - 1000).toISOString();
  for (const entry of entries)
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...entry, SK: `${at}#${String(entry.userId)}#${String(entry.cadence)}` },
            },
          },
          { Delete: { TableName: tableName(), Key: { PK: entry.PK, SK: entry.SK } } },
        ],
      }),
    );
}
