import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { releaseLease, renewLease, takeLease } from './leases.ts';
import { isCancelledByContention, isConditionFailure } from './errors.ts';
import type { DataExport, PrivacyJob } from '../domain/privacy/types.ts';
import { transact } from './transact.ts';
import { dataExportItems, exportDayItems, privacyJobItems } from './definitions/privacy.ts';

// Pattern 22 (docs/privacy.md): a user's exports, the queue of privacy jobs (exports to build,
// accounts to erase), and the pass over the whole table both make: a person's data lies in many
// partitions (other users' notifications, listings' conversations), and only a Scan meets them all. Their keys in the
// kinds' definitions (shared/data/definitions/privacy.ts).

const DAY_SECONDS = 86_400;

/**
 * A new export and its job, on condition that the user has had none today (UTC): false when they
 * have. The day's claim expires after two days.
 */
export async function insertExport(found: DataExport, day: string): Promise<boolean> {
  const job: PrivacyJob = {
    kind: 'Export',
    id: found.exportId,
    userId: found.userId,
    queuedOn: found.requestedOn,
    attempts: 0,
  };
  try {
    await transact([
      {
        Put: {
          Item: exportDayItems.item(
            { userId: found.userId, day },
            {
              exportId: found.exportId,
              expiresAt: Math.floor(Date.parse(found.requestedOn) / 1000) + 2 * DAY_SECONDS,
            },
          ),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      { Put: { Item: dataExportItems.item(found) } },
      { Put: { Item: privacyJobItems.item(job) } },
    ]);
    return true;
  } catch (error) {
    if (isCancelledByContention(error)) return false;
    throw error;
  }
}

/** The export of today's claim (the one a second request is pointed to). */
export async function exportOfDay(userId: number, day: string): Promise<string | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: exportDayItems.key({ userId, day }) }),
  );
  return Item && exportDayItems.recordOf(Item).exportId;
}

export async function findExport(exportId: string): Promise<DataExport | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: dataExportItems.key({ exportId }) }));
  return Item ? dataExportItems.recordOf(Item) : undefined;
}

export async function saveExport(found: DataExport): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: dataExportItems.item(found) }));
}

export async function queuePrivacyJob(job: PrivacyJob): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: privacyJobItems.item(job) }));
}

/** The queued jobs, oldest first. */
export async function privacyJobs(): Promise<PrivacyJob[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': privacyJobItems.partition({}) },
      ConsistentRead: true,
    }),
  );
  return Items.map((item) => privacyJobItems.recordOf(item));
}

/**
 * A run's hold on one job (docs/reliability.md, "Stopped half way"): a lease on the job's own
 * item, so no two runs work one job, taken for a while and renewed with each page of its pass.
 */
export class JobLease {
  constructor(
    readonly job: PrivacyJob,
    readonly holder: string,
    private readonly leaseMs: number,
  ) {}

  private get item() {
    return { Key: privacyJobItems.key(this.job), mustExist: true };
  }

  /** Taken: free, ended (its run stopped), or this run's already. */
  take(): Promise<boolean> {
    return takeLease(this.item, this.holder, Date.now() + this.leaseMs);
  }

  /**
   * How far the job got (its scan position), saved with the lease renewed; false when this run no
   * longer holds it (it paused past its lease, and another run took the job): it must stop, and its
   * position moves no further back than the holder's.
   */
  saveProgress(cursor: Record<string, unknown>): Promise<boolean> {
    return renewLease(this.item, this.holder, Date.now() + this.leaseMs, { cursor });
  }

  /** The lease renewed alone (a pass that saves no position: an export's). */
  renew(): Promise<boolean> {
    return renewLease(this.item, this.holder, Date.now() + this.leaseMs);
  }

  /** A run of it failed: counted, and the job given back for the next run. */
  async failed(): Promise<void> {
    await renewLease(this.item, this.holder, Date.now(), { attempts: this.job.attempts + 1 });
    await releaseLease(this.item, this.holder);
  }

  /** Given back unfinished (this run's time is up): the next run goes on at once. */
  async release(): Promise<void> {
    await releaseLease(this.item, this.holder);
  }

  /** Done: the job goes (by its holder only). */
  async finish(): Promise<void> {
    await releaseLease(this.item, this.holder, { remove: true });
  }
}

// --- what the pass over the table (query.ts scanPages) changes ---------------------------------------

/**
 * An item rewritten whole with some of its fields erased, if it still exists. A change between the
 * job's read and this write (a message marked read that instant) is overwritten: the job is rare,
 * its items are the closed user's or quote them, and nobody else writes most of them.
 */
export async function rewriteItem(after: Record<string, unknown>): Promise<void> {
  try {
    await db().send(
      new PutCommand({ TableName: tableName(), Item: after, ConditionExpression: 'attribute_exists(PK)' }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error; // gone meanwhile: nothing left to erase
  }
}

export async function deleteItem(item: Record<string, unknown>): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: { PK: item.PK, SK: item.SK } }));
}

/**
 * Migration copied-from: an item written before copies said whose they are gains `copiedFrom`,
 * with the fields at these dotted paths set (a copy whose source is unknown, erased). Only once: on
 * condition that it exists and has no `copiedFrom` yet (a run again, or a newer writer's, wins);
 * false then. An Update, so that a change meanwhile (a notification read, a delivery attempted) stays.
 */
export async function recordCopiedFrom(
  key: { PK: unknown; SK: unknown },
  copiedFrom: Record<string, number>,
  fields: Record<string, unknown> = {},
): Promise<boolean> {
  const names: Record<string, string> = { '#copiedFrom': 'copiedFrom' };
  const values: Record<string, unknown> = { ':copiedFrom': copiedFrom };
  const sets = ['#copiedFrom = :copiedFrom'];
  Object.entries(fields).forEach(([path, value], i) => {
    const parts = path.split('.').map((part, j) => {
      names[`#f${i}_${j}`] = part;
      return `#f${i}_${j}`;
    });
    values[`:f${i}`] = value;
    sets.push(`${parts.join('.')} = :f${i}`);
  });
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#copiedFrom)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
