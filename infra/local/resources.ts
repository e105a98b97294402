import {
  CreateTableCommand, DescribeTableCommand, ResourceInUseException, UpdateTimeToLiveCommand,
  type GlobalSecondaryIndex,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, BucketAlreadyOwnedByYou } from '@aws-sdk/client-s3';
import { db } from '../../shared/data/client.ts';
import { keyAttributes, tableDesign } from '../../shared/data/table-design.ts';
import { s3 } from '../../shared/storage/client.ts';

// Creates the table and bucket exactly as infra/stack.ts declares them, from the same
// tableDesign, in DynamoDB Local and the S3 emulator. Idempotent: an existing table is kept.

export async function ensureTable(tableName: string): Promise<void> {
  const indexes: GlobalSecondaryIndex[] = tableDesign.indexes.map((index) => ({
    IndexName: index.name,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' },
      { AttributeName: index.sortKey, KeyType: 'RANGE' },
    ],
    Projection: index.projection === 'ALL'
      ? { ProjectionType: 'ALL' }
      : { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projection] },
  }));
  try {
    await db().send(new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keyAttributes().map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: tableDesign.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDesign.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: indexes,
      StreamSpecification: { StreamEnabled: true, StreamViewType: tableDesign.stream },
    }));
    await db().send(new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: tableDesign.ttlAttribute, Enabled: true },
    }));
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  }
  await db().send(new DescribeTableCommand({ TableName: tableName }));
}

export async function ensureBucket(bucketName: string): Promise<void> {
  try {
    await s3().send(new CreateBucketCommand({ Bucket: bucketName }));
  } catch (error) {
    if (!(error instanceof BucketAlreadyOwnedByYou) && (error as { name?: string }).name !== 'BucketAlreadyExists') throw error;
  }
}
