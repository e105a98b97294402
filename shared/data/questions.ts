import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { keys } from './keys.ts';
import { putFresh } from './conditional.ts';
import { queryPage, underPrefix } from './query.ts';
import { entityOf } from './items.ts';
import { addToExpiringCounter } from './counters.ts';
import { isConditionFailure } from './errors.ts';
import { NotFoundError } from '../domain/errors.ts';
import type { Question } from '../domain/questions/types.ts';
import { hourItemExpiry } from '../domain/clock-hours.ts';

// Pattern 18 (docs/questions.md): a listing's questions under its partition, in time order by
// their UUID v7; a provider's questions counted per clock hour.

export async function insertQuestion(question: Question): Promise<void> {
  await putFresh({ ...keys.question(question.listingId, question.questionId), entity: 'Question', ...question });
}

export async function findQuestion(listingId: number, questionId: string): Promise<Question | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.question(listingId, questionId) }));
  return Item ? entityOf<Question>(Item) : undefined;
}

/** A page of a listing's questions, oldest first, and how many it has. */
export async function questionsOfListing(listingId: number, skip: number, top: number): Promise<{ items: Question[]; totalCount: number }> {
  const { items, totalCount } = await queryPage(underPrefix(keys.questionsOf(listingId)), skip, top);
  return { items: items.map((item) => entityOf<Question>(item)), totalCount };
}

/** The shipper's answer, in place of any before. */
export async function saveAnswer(listingId: number, questionId: string, answer: NonNullable<Question['answer']>): Promise<void> {
  try {
    await db().send(new UpdateCommand({
      TableName: tableName(), Key: keys.question(listingId, questionId), UpdateExpression: 'SET answer = :answer',
      ConditionExpression: 'attribute_exists(PK)', ExpressionAttributeValues: { ':answer': answer },
    }));
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError(`Question ${questionId} does not exist on listing ${listingId}.`, 'questionId');
    throw error;
  }
}

/** Counts one more question of the provider in this clock hour; the count with it. */
export const countQuestionAsked = (userId: number, hour: number) =>
  addToExpiringCounter(keys.questionsAsked(userId, hour), 'QuestionCount', 'asked', 1, hourItemExpiry(hour));
