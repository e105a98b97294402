import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { questionCountItems, questionItems } from './definitions/question.ts';
import { itemsUnder } from './item-definition.ts';
import { queryPage, underPrefix } from './query.ts';
import { isConditionFailure, ItemMissing } from './errors.ts';
import type { Question } from '../domain/questions/types.ts';
import { hourItemExpiry } from './clock-hours.ts';
import { failedParts, transact, type Parts } from './transact.ts';

// Pattern 18 (docs/questions.md): a listing's questions under its partition, in time order by
// their UUID v7 (their keys in the kind's definition, shared/data/definitions/question.ts); a
// provider's questions counted per clock hour.

/** The asker has asked its hour's questions already. */
export class HourlyQuestionsUsed extends Error {}

/**
 * The question, and one more of its asker's questions this clock hour, in one transaction, on
 * condition that fewer than `limit` were asked: a failed ask counts nothing, and a retried one (the
 * SDK's, with the transaction's token) once (docs/reliability.md).
 */
export async function insertQuestion(question: Question, hour: number, limit: number): Promise<void> {
  const parts = {
    question: {
      Put: {
        Item: questionItems.item(question),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    asked: {
      Update: {
        Key: questionCountItems.key({ askerId: question.askerId, hour }),
        UpdateExpression: 'SET entity = :entity, expiresAt = :expires ADD asked :one',
        ConditionExpression: 'attribute_not_exists(asked) OR asked < :limit',
        ExpressionAttributeValues: {
          ':entity': questionCountItems.kind,
          ':expires': hourItemExpiry(hour),
          ':one': 1,
          ':limit': limit,
        },
      },
    },
  } satisfies Parts;
  try {
    await transact(parts);
  } catch (error) {
    if (failedParts(error, parts)?.includes('asked')) throw new HourlyQuestionsUsed();
    throw error;
  }
}

export async function findQuestion(listingId: number, questionId: string): Promise<Question | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: questionItems.key({ listingId, questionId }) }),
  );
  return Item ? questionItems.recordOf(Item) : undefined;
}

/** A page of a listing's questions, oldest first, and how many it has. */
export async function questionsOfListing(
  listingId: number,
  skip: number,
  top: number,
): Promise<{ items: Question[]; totalCount: number; totalCountCapped?: true }> {
  const page = await queryPage(underPrefix(itemsUnder(questionItems, { listingId })), skip, top);
  return { ...page, items: page.items.map(questionItems.recordOf) };
}

/** The shipper's answer, in place of any before; ItemMissing when the question is not there. */
export async function saveAnswer(
  listingId: number,
  questionId: string,
  answer: NonNullable<Question['answer']>,
): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: questionItems.key({ listingId, questionId }),
        UpdateExpression: 'SET answer = :answer',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':answer': answer },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new ItemMissing('question', questionId, { cause: error });
    throw error;
  }
}
