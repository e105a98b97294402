import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record,
} from '@aws-sdk/client-dynamodb-streams';

// Reads every record of a table's DynamoDB stream so far (DynamoDB Local), as the notifier's
// event source would receive them.
export async function streamRecords(tableName: string): Promise<_Record[]> {
  const endpoint = process.env.DYNAMODB_ENDPOINT!;
  const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
  const tables = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials });
  const streams = new DynamoDBStreamsClient({ endpoint, region: 'us-east-1', credentials });
  const { Table } = await tables.send(new DescribeTableCommand({ TableName: tableName }));
  const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: Table!.LatestStreamArn! }));
  const records: _Record[] = [];
  for (const shard of StreamDescription?.Shards ?? []) {
    let { ShardIterator: iterator } = await streams.send(
      new GetShardIteratorCommand({
        StreamArn: Table!.LatestStreamArn!,
        ShardId: shard.ShardId!,
        ShardIteratorType: 'TRIM_HORIZON',
      }),
    );
    while (iterator) {
      const page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator }));
      records.push(...(page.Records ?? []));
      if (!page.Records?.length) break;
      iterator = page.NextShardIterator;
    }
  }
  return records;
}
