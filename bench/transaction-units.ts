import { BatchGetItemCommand, DynamoDBClient, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { tableDesign } from '../shared/data/table-design.ts';

// What AWS bills for a TransactWriteItems, item by item (docs/performance.md): DynamoDB Local
// reports a transaction by its total size (1 to 9 items of 100 bytes: 4 units, whatever their
// number), where AWS bills each action 2 write units per started KB of its item (the larger of
// before and after), and each global secondary index the action changes 1 unit per started KB of
// the projected item (2 when the item moves in the index: a delete and a put). The items are read
// just before and just after the transaction (consistent reads, not counted); the time that takes
// is returned so that a benchmark can leave it out of the request's latency.

type Image = Record<string, AttributeValue> | undefined;
type Kind = 'Put' | 'Update' | 'Delete' | 'ConditionCheck';
interface Action {
  kind: Kind;
  table: string;
  key: Record<string, AttributeValue>;
}

let reader: DynamoDBClient | undefined;
const client = () =>
  (reader ??= new DynamoDBClient({
    region: process.env.AWS_REGION ?? 'us-east-1',
    endpoint: process.env.DYNAMODB_ENDPOINT,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }));

const isAttributeValue = (value: unknown) =>
  typeof value === 'object' && value !== null && ['S', 'N', 'B'].some((type) => type in value);
const keyAttributes = (item: Record<string, unknown>) => {
  const key = {
    [tableDesign.partitionKey]: item[tableDesign.partitionKey],
    [tableDesign.sortKey]: item[tableDesign.sortKey],
  };
  return (Object.values(key).every(isAttributeValue) ? key : marshall(key)) as Record<string, AttributeValue>;
};

function actionsOf(input: { TransactItems?: Record<string, Record<string, unknown>>[] }): Action[] {
  return (input.TransactItems ?? []).map((transactItem) => {
    const [kind, body] = Object.entries(transactItem)[0] as [Kind, Record<string, unknown>];
    return {
      kind,
      table: String(body.TableName),
      key: keyAttributes((kind === 'Put' ? body.Item : body.Key) as Record<string, unknown>),
    };
  });
}

async function imagesOf(actions: Action[]): Promise<Image[]> {
  const found = new Map<string, Record<string, AttributeValue>>();
  const id = (table: string, key: Record<string, AttributeValue>) =>
    `${table}\u0000${JSON.stringify(key[tableDesign.partitionKey])}\u0000${JSON.stringify(key[tableDesign.sortKey])}`;
  for (const table of new Set(actions.map((action) => action.table))) {
    const ofTable = actions.filter((action) => action.table === table);
    let pending: Record<string, AttributeValue>[] = ofTable.map((action) => action.key);
    while (pending.length) {
      const { Responses, UnprocessedKeys } = await client().send(
        new BatchGetItemCommand({ RequestItems: { [table]: { Keys: pending.slice(0, 100), ConsistentRead: true } } }),
      );
      for (const item of Responses?.[table] ?? []) found.set(id(table, item), item);
      pending = [...(UnprocessedKeys?.[table]?.Keys ?? []), ...pending.slice(100)];
    }
  }
  return actions.map((action) => found.get(id(action.table, action.key)));
}

/**
 * An item's size as DynamoDB counts it: names and values in UTF-8, numbers by digits, 3 bytes a list or map and 1 an
 * element.
 */
function valueSize(value: AttributeValue): number {
  const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
  const number = (text: string) =>
    Math.ceil(
      text
        .replace(/^-/, '')
        .replace(/e.*$/i, '')
        .replace('.', '')
        .replace(/^0+|0+$/g, '').length / 2,
    ) + 1;
  if (value.S !== undefined) return bytes(value.S);
  if (value.N !== undefined) return number(value.N);
  if (value.B !== undefined) return value.B.length;
  if (value.BOOL !== undefined || value.NULL !== undefined) return 1;
  if (value.SS) return value.SS.reduce((sum, s) => sum + bytes(s), 0);
  if (value.NS) return value.NS.reduce((sum, n) => sum + number(n), 0);
  if (value.BS) return value.BS.reduce((sum, b) => sum + b.length, 0);
  if (value.L) return 3 + value.L.reduce((sum, v) => sum + 1 + valueSize(v), 0);
  if (value.M)
    return 3 + Object.entries(value.M).reduce((sum, [name, v]) => sum + Buffer.byteLength(name) + 1 + valueSize(v), 0);
  return 0;
}
const sizeOf = (item: Image) =>
  item ? Object.entries(item).reduce((sum, [name, v]) => sum + Buffer.byteLength(name) + valueSize(v), 0) : 0;
const units = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));

const canonical = (value: unknown): string =>
  typeof value === 'object' && value !== null && !(value instanceof Uint8Array)
    ? Array.isArray(value)
      ? `[${value.map(canonical).join(',')}]`
      : `{${Object.keys(value)
          .sort()
          .map((k) => `${k}:${canonical((value as Record<string, unknown>)[k])}`)
          .join(',')}}`
    : JSON.stringify(value instanceof Uint8Array ? [...value] : value);

function projected(item: Image, index: (typeof tableDesign.indexes)[number]): Image {
  if (!item || item[index.partitionKey] === undefined || item[index.sortKey] === undefined) return undefined;
  if (index.projection === 'ALL') return item;
  const names = [
    tableDesign.partitionKey,
    tableDesign.sortKey,
    index.partitionKey,
    index.sortKey,
    ...(index.projection === 'KEYS_ONLY' ? [] : index.projection),
  ];
  return Object.fromEntries(names.filter((name) => item[name] !== undefined).map((name) => [name, item[name]!]));
}

function unitsOf(action: Action, before: Image, after: Image): number {
  if (action.kind === 'ConditionCheck') return 2 * units(sizeOf(before));
  let total = 2 * units(Math.max(sizeOf(before), sizeOf(after)));
  for (const index of tableDesign.indexes) {
    const [was, is] = [projected(before, index), projected(after, index)];
    if (!was && !is) continue;
    if (!was || !is) total += units(sizeOf(was ?? is));
    else if (
      canonical(was[index.partitionKey]) !== canonical(is[index.partitionKey]) ||
      canonical(was[index.sortKey]) !== canonical(is[index.sortKey])
    )
      total += units(sizeOf(was)) + units(sizeOf(is));
    else if (canonical(was) !== canonical(is)) total += units(Math.max(sizeOf(was), sizeOf(is)));
  }
  return total;
}

/**
 * Sends the transaction (`send`) between reading its items before and after; its AWS-billed write units, and the reads'
 * time.
 */
export async function billedTransaction<Result>(
  input: unknown,
  send: () => Promise<Result>,
): Promise<{ result: Result; writeUnits: number; readingMs: number }> {
  const actions = actionsOf(input as { TransactItems?: Record<string, Record<string, unknown>>[] });
  let started = performance.now();
  const before = await imagesOf(actions);
  let readingMs = performance.now() - started;
  const result = await send();
  started = performance.now();
  const after = await imagesOf(actions);
  readingMs += performance.now() - started;
  return {
    result,
    writeUnits: actions.reduce((sum, action, i) => sum + unitsOf(action, before[i], after[i]), 0),
    readingMs,
  };
}
