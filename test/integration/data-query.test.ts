import { beforeAll, describe, expect, it } from 'vitest';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { apiForThisFile } from '../support/api.ts';
import { db } from '../../shared/data/client.ts';
import { queryAll, queryPage } from '../../shared/data/query.ts';

const api = apiForThisFile();
const partition = { KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': 'TEST#pages' } };

beforeAll(async () => {
  // 30 items of ~40 KB: about 1.2 MB, more than one Query page (1 MB)
  const items = Array.from({ length: 30 }, (_, i) => ({
    PK: 'TEST#pages',
    SK: String(i).padStart(2, '0'),
    entity: 'Test',
    pad: 'x'.repeat(40_000),
  }));
  for (let i = 0; i < items.length; i += 25) {
    await db().send(
      new BatchWriteCommand({
        RequestItems: { [api.tableName]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
  }
});

describe('reading a partition bigger than one Query page', () => {
  it('queryAll follows LastEvaluatedKey to the end', async () => {
    const items = await queryAll(partition);
    expect(items.map((item) => item.SK)).toEqual(Array.from({ length: 30 }, (_, i) => String(i).padStart(2, '0')));
  });

  it('queryPage pages across Query pages and counts every match', async () => {
    const { items, totalCount } = await queryPage(partition, 25, 10);
    expect(totalCount).toBe(30);
    expect(items.map((item) => item.SK)).toEqual(['25', '26', '27', '28', '29']);
  });
});
