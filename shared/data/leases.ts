import { writeIf } from './conditional.ts';
import { jobLeaseItems } from './definitions/job-lease.ts';
import type { Kind } from './kinds.ts';

// Leases (docs/reliability.md, "Stopped half way"): a conditional write with an expiry, taken by
// one holder at a time, renewed while it works, given back when done. A holder that stopped (a
// timeout, a kill) leaves one that ends on its own. Where the lease is on the item worked on (a
// privacy job), its progress is written under the same condition, so a holder whose lease ran out
// can move nothing: what it worked is the next holder's to do again.

/**
 * The item a lease is on: its key; whether it must exist (a job's own item) or is the lease alone (made by the first
 * taker, as `entity`).
 */
export interface LeasedItem {
  Key: { PK: string; SK: string };
  mustExist?: boolean;
  entity?: Kind;
}

/** Takes the lease on the item for `holder` until `until` (epoch ms): free, ended, or its own already. */
export function takeLease(
  { Key, mustExist = false, entity }: LeasedItem,
  holder: string,
  until: number,
  now = Date.now(),
): Promise<boolean> {
  return writeIf(
    {
      Update: {
        Key,
        UpdateExpression: `SET leaseHolder = :holder, leaseUntil = :until${entity ? ', entity = :entity' : ''}`,
        ConditionExpression:
          `${mustExist ? 'attribute_exists(PK) AND ' : ''}(attribute_not_exists(leaseUntil) OR ` +
          `leaseUntil < :now OR leaseHolder = :holder)`,
        ExpressionAttributeValues: {
          ':holder': holder,
          ':until': until,
          ':now': now,
          ...(entity ? { ':entity': entity } : {}),
        },
      },
    },
    (current) => current?.leaseHolder === holder && current.leaseUntil === until,
  );
}

/**
 * The lease on until `until`, with these attributes set too, on condition that `holder` still holds it; false: it does
 * not (stop working).
 */
export function renewLease(
  { Key }: LeasedItem,
  holder: string,
  until: number,
  set: Record<string, unknown> = {},
): Promise<boolean> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':holder': holder, ':until': until };
  const assignments = ['leaseUntil = :until'];
  Object.entries(set).forEach(([name, value], i) => {
    names[`#a${i}`] = name;
    values[`:a${i}`] = value;
    assignments.push(`#a${i} = :a${i}`);
  });
  return writeIf(
    {
      Update: {
        Key,
        UpdateExpression: `SET ${assignments.join(', ')}`,
        ConditionExpression: 'leaseHolder = :holder',
        ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: values,
      },
    },
    (current) => current?.leaseHolder === holder && current.leaseUntil === until,
  );
}

/** Gives the lease back (its holder only); `remove`: the item goes with it (a job done). */
export function releaseLease({ Key }: LeasedItem, holder: string, { remove = false } = {}): Promise<boolean> {
  return writeIf(
    remove
      ? {
          Delete: {
            Key,
            ConditionExpression: 'attribute_not_exists(PK) OR leaseHolder = :holder',
            ExpressionAttributeValues: { ':holder': holder },
          },
        }
      : {
          Update: {
            Key,
            UpdateExpression: 'REMOVE leaseHolder, leaseUntil',
            ConditionExpression: 'leaseHolder = :holder',
            ExpressionAttributeValues: { ':holder': holder },
          },
        },
    (current) => (remove ? current === undefined : current?.leaseHolder === undefined),
  );
}

/** A scheduled job's run lease (shared/data/definitions/job-lease.ts): its own item. */
export const jobLease = (jobId: string): LeasedItem => ({
  Key: jobLeaseItems.key({ jobId }),
  entity: jobLeaseItems.kind,
});
