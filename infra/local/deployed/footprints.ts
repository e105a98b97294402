// What each function does to the services, as the as-deployed runtime's AWS endpoint sees it
// (issue 52, docs/scale.md): every DynamoDB call with the partitions it touches (their key values
// normalised to a pattern: `LISTING#<n>`; a key the same for everyone kept verbatim) and the units
// DynamoDB Local reports for the table and each index (ReturnConsumedCapacity INDEXES); every
// stream batch a mapping hands a function, every queue message, S3 and SES call; each invocation's
// time. The capacity model (bench/scale.ts) sums these per request type; nothing here runs in AWS.

import { alertShardsOf } from '../../../shared/domain/saved-searches/alert-index.ts';

/** A DynamoDB call as recorded: its function, operation, partitions and consumed units. */
export interface TableCall {
  function: string;
  operation: string;
  /**
   * The partitions the call names, as patterns, each with its index (none: the table): a read's through it, a write's
   * index keys where the request carries them.
   */
  partitions: { pattern: string; index?: string }[];
  /** Units by where they were consumed: `table`, or an index's name. */
  units: Record<string, { read: number; write: number }>;
  items: number;
}

export interface Invocation {
  function: string;
  ms: number;
  trigger: 'api' | 'stream' | 'queue' | 'schedule' | 'invoke';
  records?: number;
}

/** Ids are large (shared/data/ids.ts); one or two digits are a shard's or a bucket's number, the same for everyone. */
const WHOLE_NUMBER = /^\d{3,}$/;
const HEX_HASH = /^(sha256:)?[0-9a-f]{32,64}$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[A-Za-z0-9_-]{20,}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/;
const EMAIL = /@/;
/** A state or province (`USA-TX`, `CAN-ON`); a country's scope (`NA-USA`) stays itself: there are two. */
const REGION = /^(USA|CAN)-[A-Z]{2}$/;

/**
 * A partition key value as a pattern: each `#`-separated part that differs per thing (an id, a
 * hash, a UUID, a token, a date, an email address, a state or province, a geohash cell, a parent
 * commodity, a lane) becomes its kind; the rest is kept, so keys that
 * every request of a kind shares stay what they are (`ALERTDIGESTS`, a shard `SEARCH#BY#Price#ALL#0`).
 */
export function partitionPattern(value: string): string {
  const parts = value.split('#');
  // a sorted list's shard (`SEARCH#BY#<key>#ALL#<n>`, `...#COMMODITY#<parent>[#<n>]`): one of its list's, spread evenly
  // by listing id
  if (parts[0] === 'SEARCH' && parts[1] === 'BY' && (parts[3] === 'ALL' || parts[3] === 'COMMODITY')) {
    return [...parts.slice(0, 4), ...(parts[3] === 'COMMODITY' ? ['<commodity>'] : []), '<shard>'].join('#');
  }
  // the positions' watch list (shared/data/definitions/positions.ts): one of its shards, spread evenly by listing id
  if (parts[0] === 'TRACKED' && parts.length === 2) return 'TRACKED#<shard>';
  // the alert index (docs/saved-searches.md): a place (a cell, a state or province, a lane, or
  // none) under a parent commodity or any, and a shard of the wide ones, one of their shards'
  if (parts[0] === 'ALERT') {
    const [kind = '', ...rest] = parts.slice(1);
    const places = kind === 'LANE' ? 2 : kind === 'ANY' ? 0 : 1;
    const place =
      kind === 'LANE' ? ['<lane>'] : rest.slice(0, places).map((p) => (REGION.test(p) ? '<region>' : '<cell>'));
    const [parent] = rest.slice(places);
    const whole = parts.slice(0, 2 + places + 1).join('#'); // shard 0 keeps the whole partition's name
    return [
      'ALERT',
      kind,
      ...place,
      parent === '*' ? '*' : '<commodity>',
      ...(alertShardsOf(whole) > 1 ? ['<shard>'] : []),
    ].join('#');
  }
  return parts
    .map((part, i) => {
      const after = parts[i - 1] ?? '';
      // the marketplace's places and goods: one partition each, of which the model takes the busiest's share
      if (REGION.test(part)) return '<region>';
      if (after === 'NEAR' || /CELL$/.test(after)) return '<cell>';
      // SEARCH#NEAR#<cell>#<parent commodity>
      if (after === 'COMMODITY' || after === 'MARKET' || parts[i - 2] === 'NEAR') return '<commodity>';
      if (part.includes('>')) return '<lane>'; // a market price level's lane: `USA-TX>USA-AZ`, `9v6>9t9`
      if (WHOLE_NUMBER.test(part)) return '<n>';
      if (UUID.test(part)) return '<uuid>';
      if (HEX_HASH.test(part)) return '<hash>';
      if (INSTANT.test(part)) return '<date>';
      if (EMAIL.test(part)) return '<email>';
      if (TOKEN.test(part) && /\d/.test(part) && /[a-z]/i.test(part)) return '<token>';
      return part;
    })
    .join('#');
}

export type Wire = Record<string, any>;
const pkOf = (key: Wire | undefined): string | undefined => (typeof key?.PK?.S === 'string' ? key.PK.S : undefined);
const INDEX_KEY = /^(GSI\d+)PK$/;

/**
 * The index partitions a write puts its item in, where the request says them: a Put's item, an Update's SET of an index
 * key.
 */
function indexPartitionsOf(op: Wire): { value: string; index: string }[] {
  if (op.Item) return indexPartitionsOfItem(op.Item);
  const set = /SET\s+(.*?)(?:\s+(?:REMOVE|ADD|DELETE)\s|$)/is.exec(String(op.UpdateExpression ?? ''))?.[1] ?? '';
  return set.split(',').flatMap((assignment) => {
    const m = /^\s*(#?\w+)\s*=\s*(:\w+)\s*$/.exec(assignment);
    if (!m) return [];
    const name = m[1]!.startsWith('#') ? String(op.ExpressionAttributeNames?.[m[1]!] ?? '') : m[1]!;
    const index = INDEX_KEY.exec(name)?.[1];
    const value = op.ExpressionAttributeValues?.[m[2]!]?.S;
    return index && typeof value === 'string' ? [{ value, index }] : [];
  });
}

/** A write's partitions: the table's, and those of the indexes it names. */
const writePartitions = (op: Wire): { value: string; index?: string }[] => {
  const pk = pkOf(op.Key ?? op.Item);
  return [...(pk ? [{ value: pk }] : []), ...indexPartitionsOf(op)];
};

/**
 * The partition key values a request names, with the index it reads (Query: the value bound to its key condition's
 * partition).
 */
export function partitionsOf(operation: string, body: Wire): { value: string; index?: string }[] {
  switch (operation) {
    case 'GetItem': {
      const pk = pkOf(body.Key);
      return pk ? [{ value: pk }] : [];
    }
    case 'PutItem':
    case 'UpdateItem':
    case 'DeleteItem':
      return writePartitions(body);
    case 'Query': {
      const condition = String(body.KeyConditionExpression ?? '');
      // the first equality of the condition is its partition key's (`PK = :pk`, `GSI1PK = :p`, `#pk = :v`)
      const m = /([#\w]+)\s*=\s*(:\w+)/.exec(condition);
      const bound = m ? body.ExpressionAttributeValues?.[m[2]!] : undefined;
      const value = typeof bound?.S === 'string' ? bound.S : typeof bound?.N === 'string' ? bound.N : undefined;
      return value ? [{ value, ...(body.IndexName ? { index: String(body.IndexName) } : {}) }] : [];
    }
    case 'BatchGetItem':
      return Object.values(body.RequestItems ?? {}).flatMap((request: any) =>
        (request.Keys ?? [])
          .map((key: Wire) => pkOf(key))
          .filter(Boolean)
          .map((value: string) => ({ value })),
      );
    case 'BatchWriteItem':
      return Object.values(body.RequestItems ?? {}).flatMap((requests: any) =>
        (requests as Wire[]).flatMap((r) => writePartitions(r.PutRequest ?? r.DeleteRequest ?? {})),
      );
    case 'TransactWriteItems':
    case 'TransactGetItems':
      return (body.TransactItems ?? []).flatMap((item: Wire) =>
        Object.entries(item).flatMap(([verb, op]: [string, Wire]) =>
          verb === 'Get' || verb === 'ConditionCheck'
            ? [pkOf(op.Key)].filter(Boolean).map((value) => ({ value: value! }))
            : writePartitions(op),
        ),
      );
    default:
      return []; // Scan: the whole table, by operator commands and jobs only
  }
}

/**
 * The items a write changes in place (deletes and updates, alone, in a batch or a transaction): their table and key.
 */
export function changedInPlace(operation: string, body: Wire): { table: string; key: Wire }[] {
  if (operation === 'UpdateItem' || operation === 'DeleteItem')
    return body.Key ? [{ table: String(body.TableName), key: body.Key }] : [];
  if (operation === 'TransactWriteItems') {
    return (body.TransactItems ?? []).flatMap((item: Wire) =>
      ['Update', 'Delete'].flatMap((verb) =>
        item[verb]?.Key ? [{ table: String(item[verb].TableName), key: item[verb].Key }] : [],
      ),
    );
  }
  if (operation === 'BatchWriteItem') {
    return Object.entries(body.RequestItems ?? {}).flatMap(([table, requests]) =>
      (requests as Wire[]).flatMap((r) => (r.DeleteRequest?.Key ? [{ table, key: r.DeleteRequest.Key }] : [])),
    );
  }
  return [];
}

/** The index partitions an item is in (its GSI keys, as stored): where deleting or changing it writes. */
export function indexPartitionsOfItem(item: Wire | undefined): { value: string; index: string }[] {
  return Object.entries(item ?? {}).flatMap(([name, value]) => {
    const index = INDEX_KEY.exec(name)?.[1];
    return index && typeof value?.S === 'string' ? [{ value: value.S as string, index }] : [];
  });
}

const READS = /^(Get|BatchGet|Query|Scan|TransactGet)/;

/** Units of a DynamoDB answer's ConsumedCapacity (one object, or one per table), by table and index. */
export function unitsOf(operation: string, answer: Wire): Record<string, { read: number; write: number }> {
  const consumed = answer.ConsumedCapacity;
  const list: Wire[] = Array.isArray(consumed) ? consumed : consumed ? [consumed] : [];
  const units: Record<string, { read: number; write: number }> = {};
  const add = (where: string, capacity: Wire | undefined) => {
    if (!capacity) return;
    const read = Number(capacity.ReadCapacityUnits ?? (READS.test(operation) ? (capacity.CapacityUnits ?? 0) : 0));
    const write = Number(capacity.WriteCapacityUnits ?? (READS.test(operation) ? 0 : (capacity.CapacityUnits ?? 0)));
    const sum = units[where] ?? { read: 0, write: 0 };
    units[where] = { read: sum.read + read, write: sum.write + write };
  };
  for (const entry of list) {
    add('table', entry.Table ?? (entry.GlobalSecondaryIndexes || entry.LocalSecondaryIndexes ? undefined : entry));
    for (const [index, capacity] of Object.entries({ ...entry.GlobalSecondaryIndexes, ...entry.LocalSecondaryIndexes }))
      add(index, capacity as Wire);
  }
  return units;
}

/** Everything one run did, for the model to sum. */
export class FootprintRecorder {
  readonly tableCalls: TableCall[] = [];
  readonly invocations: Invocation[] = [];
  /** Stream records handed to each function (after its mapping's filter), by entity. */
  readonly streamRecords: { function: string; entity: string; eventName: string }[] = [];
  readonly queueMessages: { function: string; queue: string }[] = [];
  readonly objectCalls: { function: string; action: string }[] = [];
  /** Each email sent: by which function, to whom. */
  readonly emails: { function: string; to: string[] }[] = [];

  /**
   * One invocation of a function, its trigger told by its event's shape (a stream batch's records counted by entity).
   */
  invoked(fn: string, event: Wire, ms: number): void {
    const records: Wire[] = Array.isArray(event?.Records) ? event.Records : [];
    const source = String(records[0]?.eventSource ?? '');
    const trigger = event?.requestContext?.http
      ? 'api'
      : source === 'aws:dynamodb'
        ? 'stream'
        : source === 'aws:sqs'
          ? 'queue'
          : event?.source === 'aws.events'
            ? 'schedule'
            : 'invoke';
    this.invocations.push({ function: fn, ms, trigger, ...(records.length ? { records: records.length } : {}) });
    if (trigger !== 'stream') return;
    for (const record of records) {
      const image = record.dynamodb?.NewImage ?? record.dynamodb?.OldImage;
      this.streamRecords.push({
        function: fn,
        entity: String(image?.entity?.S ?? ''),
        eventName: String(record.eventName ?? ''),
      });
    }
  }

  /** `before`: the index partitions the items it changes in place were in (read just before it). */
  dynamoDb(
    fn: string,
    operation: string,
    request: Wire,
    answer: Wire,
    before: { value: string; index: string }[] = [],
  ): void {
    const items =
      operation === 'Query' || operation === 'Scan'
        ? Number(answer.Count ?? 0)
        : operation === 'BatchGetItem'
          ? Object.values(answer.Responses ?? {}).reduce((n: number, list) => n + (list as unknown[]).length, 0)
          : operation === 'TransactWriteItems' || operation === 'TransactGetItems'
            ? (request.TransactItems ?? []).length
            : operation === 'BatchWriteItem'
              ? Object.values(request.RequestItems ?? {}).reduce((n: number, list) => n + (list as unknown[]).length, 0)
              : 1;
    this.tableCalls.push({
      function: fn,
      operation,
      items,
      partitions: [...partitionsOf(operation, request), ...before]
        // an update that keeps an item's index key names it twice: once is its write
        .filter((p, i, all) => all.findIndex((q) => q.value === p.value && q.index === p.index) === i)
        .map(({ value, index }) => ({ pattern: partitionPattern(value), ...(index ? { index } : {}) })),
      units: unitsOf(operation, answer),
    });
  }

  /** What recording began with, to take a later part of the run alone (`since`). */
  mark() {
    return {
      tableCalls: this.tableCalls.length,
      invocations: this.invocations.length,
      streamRecords: this.streamRecords.length,
      queueMessages: this.queueMessages.length,
      objectCalls: this.objectCalls.length,
      emails: this.emails.length,
    };
  }

  since(mark: ReturnType<FootprintRecorder['mark']>) {
    return {
      tableCalls: this.tableCalls.slice(mark.tableCalls),
      invocations: this.invocations.slice(mark.invocations),
      streamRecords: this.streamRecords.slice(mark.streamRecords),
      queueMessages: this.queueMessages.slice(mark.queueMessages),
      objectCalls: this.objectCalls.slice(mark.objectCalls),
      emails: this.emails.slice(mark.emails),
    };
  }
}
