import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceInUseException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type GlobalSecondaryIndex,
  type GlobalSecondaryIndexDescription,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, BucketAlreadyOwnedByYou } from '@aws-sdk/client-s3';
import { db } from '../../shared/data/client.ts';
import { keyAttributes, tableDesign } from '../../shared/data/table-design.ts';
import { s3 } from '../../shared/storage/client.ts';
import { markMigrationDone } from '../../shared/data/migrations.ts';
import { LISTING_ENTRY_VIEWS, LISTING_SPLIT } from '../../shared/data/listing-migrations.ts';
import { TRANSIT_STATUS_SUMMARIES } from '../../shared/data/transit.ts';
import { SEARCH_MIGRATIONS } from '../../shared/domain/search/service.ts';
import { PROVIDER_BLOCKS } from '../../shared/data/provider-relations.ts';
import { ALERT_DIGESTS_PER_USER } from '../../shared/data/saved-searches.ts';
import { ALERT_INDEX_SHARDS } from '../../shared/domain/saved-searches/service.ts';
import { COPIED_FROM } from '../../shared/domain/privacy/copied-from.ts';
import { NOTIFICATION_RETENTION } from '../../shared/data/notifications.ts';
import { TRACKED_SHIPMENT_SHARDS } from '../../shared/data/positions.ts';

// Creates the table and bucket exactly as infra/stack.ts declares them, from the same
// tableDesign, in DynamoDB Local and the S3 emulator. Idempotent: an existing table is kept, and
// an index whose projection changed since it was created (a `.data/` made by another version) is
// rebuilt, as CloudFormation would replace it.

const sameProjection = (existing: GlobalSecondaryIndexDescription | undefined, wanted: GlobalSecondaryIndex) =>
  existing?.Projection?.ProjectionType === wanted.Projection?.ProjectionType &&
  [...(existing?.Projection?.NonKeyAttributes ?? [])].sort().join() ===
    [...(wanted.Projection?.NonKeyAttributes ?? [])].sort().join();

async function untilActive(tableName: string): Promise<void> {
  for (;;) {
    const { Table } = await db().send(new DescribeTableCommand({ TableName: tableName }));
    if (
      Table?.TableStatus === 'ACTIVE' &&
      (Table.GlobalSecondaryIndexes ?? []).every((i) => i.IndexStatus === 'ACTIVE')
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Rebuilds indexes whose projection differs from the design; returns their names. */
async function rebuildChangedIndexes(tableName: string, indexes: GlobalSecondaryIndex[]): Promise<string[]> {
  const { Table } = await db().send(new DescribeTableCommand({ TableName: tableName }));
  const changed = indexes.filter(
    (index) =>
      !sameProjection(
        Table?.GlobalSecondaryIndexes?.find((e) => e.IndexName === index.IndexName),
        index,
      ),
  );
  for (const index of changed) {
    if (Table?.GlobalSecondaryIndexes?.some((e) => e.IndexName === index.IndexName)) {
      await db().send(
        new UpdateTableCommand({
          TableName: tableName,
          GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: index.IndexName } }],
        }),
      );
      await untilActive(tableName);
    }
    await db().send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: keyAttributes().map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        GlobalSecondaryIndexUpdates: [{ Create: index }],
      }),
    );
    await untilActive(tableName);
  }
  return changed.map((index) => index.IndexName!);
}

/** Creates the table if missing; returns the indexes it had to rebuild on an existing one. */
export async function ensureTable(tableName: string): Promise<string[]> {
  const indexes: GlobalSecondaryIndex[] = tableDesign.indexes.map((index) => ({
    IndexName: index.name,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' },
      { AttributeName: index.sortKey, KeyType: 'RANGE' },
    ],
    Projection:
      index.projection === 'ALL' || index.projection === 'KEYS_ONLY'
        ? { ProjectionType: index.projection }
        : { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projection] },
  }));
  try {
    await db().send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: keyAttributes().map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: tableDesign.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableDesign.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: indexes,
        StreamSpecification: { StreamEnabled: true, StreamViewType: tableDesign.stream },
      }),
    );
    await db().send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: tableDesign.ttlAttribute, Enabled: true },
      }),
    );
    // a new table holds nothing to convert: its migrations are complete (docs/data-model.md)
    await Promise.all(
      [
        LISTING_SPLIT,
        LISTING_ENTRY_VIEWS,
        TRANSIT_STATUS_SUMMARIES,
        ...SEARCH_MIGRATIONS,
        PROVIDER_BLOCKS,
        ALERT_DIGESTS_PER_USER,
        ALERT_INDEX_SHARDS,
        COPIED_FROM,
        NOTIFICATION_RETENTION,
        TRACKED_SHIPMENT_SHARDS,
      ].map((name) => markMigrationDone(name, tableName)),
    );
    return [];
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  }
  return rebuildChangedIndexes(tableName, indexes);
}

export async function ensureBucket(bucketName: string): Promise<void> {
  try {
    await s3().send(new CreateBucketCommand({ Bucket: bucketName }));
  } catch (error) {
    if (!(error instanceof BucketAlreadyOwnedByYou) && (error as { name?: string }).name !== 'BucketAlreadyExists')
      throw error;
  }
}
