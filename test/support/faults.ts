import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../shared/data/client.ts';

// Fault injection for the data layer (docs/errors.md): a middleware on the one DynamoDB client
// the handlers use (the local server runs them in the test's process) that fails chosen calls
// with the error DynamoDB sends when throttling, before the request leaves the process.

const WRITES = /^(Put|Update|Delete|TransactWrite|BatchWrite)/;
/** Writes of the stream consumers, which share the client in this process: never a request's. */
const DERIVED = /SEARCH#|#INBOX|DELIVERY#|MARKET#|"Notification"|"WebhookDelivery"|"type":"BillOfLading"|"#view":"view"/;

let plan: { commands: RegExp; failAt: number; seen: number; error: () => Error } | undefined;
let installed = false;

export const throttling = () => Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), { name: 'ProvisionedThroughputExceededException', $metadata: { httpStatusCode: 400 } });
export const timeout = () => Object.assign(new Error('socket hang up'), { name: 'TimeoutError', code: 'ETIMEDOUT', $metadata: {} });

function install(): void {
  if (installed) return;
  installed = true;
  db().middlewareStack.add((next, context) => async (args) => {
    const name = String(context.commandName ?? '');
    if (plan && plan.commands.test(name) && !DERIVED.test(JSON.stringify(args.input)) && ++plan.seen === plan.failAt) {
      const error = plan.error();
      plan = undefined;
      throw error;
    }
    return next(args);
  }, { step: 'initialize', name: 'testFaultInjection' });
}

/** The `failAt`-th matching call from now fails (writes by default); later ones go through. */
export function failNext(options: { failAt?: number; commands?: RegExp; error?: () => Error } = {}): void {
  install();
  plan = { commands: options.commands ?? WRITES, failAt: options.failAt ?? 1, seen: 0, error: options.error ?? throttling };
}

/** Whether the planned failure has happened (or none is planned). */
export const faultSpent = (): boolean => plan === undefined;

export function clearFaults(): void {
  plan = undefined;
}

/** What the search indexer writes on a list entry in the background (docs/data-model.md): its view. */
const derivedOfEntry = ['view', 'viewOf', 'GSI2PK', 'GSI2SK'];

/** The table's primary items as sorted JSON, less what the stream consumers derive in the background. */
export async function tableSnapshot(): Promise<string[]> {
  const derived = new Set(['Notification', 'SearchCard', 'SearchTally', 'WebhookDelivery', 'MarketPrices']);
  const items: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new ScanCommand({ TableName: tableName(), ConsistentRead: true, ExclusiveStartKey: start }));
    for (const item of page.Items ?? []) {
      if (derived.has(String(item.entity)) || String(item.SK).startsWith('SEARCH#') || item.type === 'BillOfLading') continue;
      if (item.entity === 'ListingEntry') for (const name of derivedOfEntry) delete item[name];
      items.push(JSON.stringify(item, Object.keys(item).sort()));
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return items.sort();
}
