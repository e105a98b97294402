import { newUuid } from './ids.ts';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet } from './batch-get.ts';
import { db, tableName } from './client.ts';
import { writeIf, type Current, type UpdateWrite } from './conditional.ts';
import { isDeepStrictEqual } from 'node:util';
import { userItems } from './definitions/user.ts';
import { feedbackClaimItems, feedbackCountedItems, feedbackItems } from './definitions/feedback.ts';
import { newestOf, queryAll } from './query.ts';
import { ConditionFailed, isCancelledByContention } from './errors.ts';
import type { CountedFeedback, Feedback, FeedbackCounts } from '../domain/feedback/types.ts';
import { failedParts, transact, type Parts } from './transact.ts';

// Pattern 17 (docs/feedback.md): feedback by id, what a user received (GSI1, newest first): their
// keys in the kind's definition (shared/data/definitions/feedback.ts); one per party per listing (a
// claim beside it), and the summary on the rated user's item, kept by the summarizer with a record
// of what it counted (conditional writes: replays count nothing twice).

const feedbackKey = (feedbackId: string) => feedbackItems.key({ feedbackId });
const receivedBy = (ratedId: number) => feedbackItems.indexPartition('GSI1', { ratedId });

/** The feedback with a new id; ConditionFailed naming `claim` when this party already left feedback on the listing. */
export async function insertFeedback(draft: Omit<Feedback, 'feedbackId'>): Promise<Feedback> {
  const feedbackId = newUuid();
  const feedback: Feedback = { ...draft, feedbackId };
  const parts = {
    claim: {
      Put: {
        Item: feedbackClaimItems.item(draft, { feedbackId }),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    feedback: {
      Put: {
        Item: feedbackItems.item(feedback),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  } satisfies Parts;
  try {
    await transact(parts);
    return feedback;
  } catch (error) {
    const failed = failedParts(error, parts);
    if (failed?.includes('claim')) throw new ConditionFailed(failed, { cause: error });
    throw error;
  }
}

export async function findFeedback(feedbackId: string): Promise<Feedback | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: feedbackKey(feedbackId) }));
  return Item ? feedbackItems.recordOf(Item) : undefined;
}

/** The one change: only while none was made (false: a racing change was made first). */
export async function changeFeedback(
  feedbackId: string,
  change: { rating: number; onTime?: boolean; comment?: string },
  now: string,
): Promise<boolean> {
  const set = ['rating = :rating', 'changedOn = :now'];
  const remove: string[] = [];
  const values: Record<string, unknown> = { ':rating': change.rating, ':now': now };
  // what the change does not send is gone: the change is the whole feedback (`comment` is a reserved word)
  for (const name of ['onTime', 'comment'] as const) {
    if (change[name] === undefined) remove.push(`#${name}`);
    else {
      set.push(`#${name} = :${name}`);
      values[`:${name}`] = change[name];
    }
  }
  return conditionally(
    {
      Key: feedbackKey(feedbackId),
      UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(changedOn)',
      ExpressionAttributeNames: { '#onTime': 'onTime', '#comment': 'comment' },
      ExpressionAttributeValues: values,
    },
    (current) => current?.changedOn === now,
  );
}

/** The rated party's one reply (false: another was made first). */
export async function replyToFeedback(
  feedbackId: string,
  reply: { text: string; repliedOn: string },
): Promise<boolean> {
  return conditionally(
    {
      Key: feedbackKey(feedbackId),
      UpdateExpression: 'SET reply = :reply',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(reply)',
      ExpressionAttributeValues: { ':reply': reply },
    },
    (current) => isDeepStrictEqual(current?.reply, reply),
  );
}

/** The change, or false when another got there first (the SDK's retry of this one finding it made is no conflict). */
function conditionally(update: UpdateWrite, applied: (current: Current) => boolean): Promise<boolean> {
  return writeIf({ Update: update }, applied);
}

/** What a user received, newest first: `skip + top + 1` read, so the caller knows whether more remain. */
export async function feedbackReceivedBy(
  userId: number,
  skip: number,
  top: number,
): Promise<{ items: Feedback[]; more: boolean }> {
  const { items: read } = await newestOf('GSI1', receivedBy(userId), skip + top + 1);
  return {
    items: read.slice(skip, skip + top).map(feedbackItems.recordOf),
    more: read.length > skip + top,
  };
}

/** Users' feedback counts by id (absent users left out): one BatchGet per 100. */
export async function feedbackCountsOf(userIds: number[]): Promise<Map<number, FeedbackCounts>> {
  const found = new Map<number, FeedbackCounts>();
  const unique = [...new Set(userIds)];
  await batchGet(
    unique.map((id) => userItems.key({ userId: id })),
    (item) => found.set(Number(item.userId), item.feedback as FeedbackCounts),
    { projection: 'userId, feedback' },
  );
  return found;
}

/** What the summarizer reads: the rated user's counts and what it counted of this feedback. */
export async function countingState(
  feedbackId: string,
  ratedId: number,
): Promise<{ counts?: FeedbackCounts; counted?: CountedFeedback & { version: number } }> {
  const [user, counted] = await Promise.all([
    db().send(
      new GetCommand({
        TableName: tableName(),
        Key: userItems.key({ userId: ratedId }),
        ProjectionExpression: 'feedback',
        ConsistentRead: true,
      }),
    ),
    db().send(
      new GetCommand({ TableName: tableName(), Key: feedbackCountedItems.key({ feedbackId }), ConsistentRead: true }),
    ),
  ]);
  return {
    counts: user.Item?.feedback as FeedbackCounts | undefined,
    counted: counted.Item ? feedbackCountedItems.recordOf(counted.Item) : undefined,
  };
}

/** A user's feedback counts replaced, on condition that they are still at `revision` (none: never counted). */
const countsUpdate = (userId: number, counts: FeedbackCounts, revision: number | undefined) => ({
  Update: {
    Key: userItems.key({ userId }),
    UpdateExpression: 'SET feedback = :next',
    ConditionExpression:
      revision === undefined
        ? 'attribute_exists(PK) AND attribute_not_exists(feedback.revision)'
        : 'feedback.revision = :revision',
    ExpressionAttributeValues: {
      ':next': counts,
      ...(revision === undefined ? {} : { ':revision': revision }),
    },
  },
});

/**
 * The new counts and what they now count of this feedback, together, on condition that neither
 * changed since read; false when one did (read again and recount).
 */
export async function saveCounting(
  feedbackId: string,
  ratedId: number,
  read: { counts: FeedbackCounts; counted?: { version: number } },
  next: { counts: FeedbackCounts; counted: CountedFeedback },
): Promise<boolean> {
  try {
    await transact([
      countsUpdate(ratedId, next.counts, read.counts.revision),
      {
        Put: {
          Item: feedbackCountedItems.item(
            { feedbackId },
            { ...next.counted, version: (read.counted?.version ?? 0) + 1 },
          ),
          ConditionExpression: read.counted ? 'version = :version' : 'attribute_not_exists(PK)',
          ...(read.counted ? { ExpressionAttributeValues: { ':version': read.counted.version } } : {}),
        },
      },
    ]);
    return true;
  } catch (error) {
    if (isCancelledByContention(error)) return false;
    throw error;
  }
}

/** Every feedback a user received (the audit's recount of their counts, docs/reliability.md). */
export async function everyFeedbackReceivedBy(userId: number): Promise<Feedback[]> {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': receivedBy(userId) },
  });
  return items.map(feedbackItems.recordOf);
}

/**
 * The audit's repair: a user's counts as recounted, on condition that they are still as read; false when they changed.
 */
export async function replaceFeedbackCounts(
  userId: number,
  read: FeedbackCounts | undefined,
  next: FeedbackCounts,
): Promise<boolean> {
  const revision = read?.revision;
  return writeIf(
    countsUpdate(userId, { ...next, revision: (revision ?? 0) + 1 }, revision),
    (current) => (current?.feedback as FeedbackCounts | undefined)?.revision === (revision ?? 0) + 1,
  );
}

/** A user's feedback counts as they are now (a consistent read). */
export async function feedbackCountsOfUser(userId: number): Promise<FeedbackCounts | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: userItems.key({ userId }),
      ProjectionExpression: 'feedback',
      ConsistentRead: true,
    }),
  );
  return Item?.feedback as FeedbackCounts | undefined;
}
