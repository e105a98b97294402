import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../shared/data/client.ts';

// Fault injection for the data layer (docs/errors.md, docs/reliability.md): middleware on the one
// DynamoDB client the handlers use (the local server runs them in the test's process) that fails
// chosen calls with the error DynamoDB sends when throttling, before the request leaves the process,
// or lets one be applied and loses its answer. The as-deployed runtime injects these at its AWS
// endpoint instead (--faults); this is the focused form, one chosen call at a time.

const WRITES = /^(Put|Update|Delete|TransactWrite|BatchWrite)/;
/**
 * Writes of the stream consumers and of the scheduled jobs' leases, which share the client in this process: never a
 * request's.
 */
const DERIVED =
  /SEARCH#|#INBOX|DELIVERY#|MARKET#|"Notification"|"WebhookDelivery"|"type":"BillOfLading"|"#view":"view"|JOBLEASE#|PRIVACYJOBS/;

/**
 * `fail`: the call fails before it leaves, and so does every resend of it (the table "stays down" for
 * it: the client sends a transaction until answered); `lostReply`: the call is applied, then its
 * connection resets before the answer, so the SDK sends it again; `appliedThenFailed`: applied, then
 * the SDK gives up (its later attempts throttled).
 */
export type FaultMode = 'fail' | 'lostReply' | 'appliedThenFailed';

let plan:
  | { commands: RegExp; matching?: RegExp; failAt: number; seen: number; error: () => Error; mode: FaultMode }
  | undefined;
let installed = false;
const failed = new WeakMap<object, () => Error>();

export const throttling = () =>
  Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), {
    name: 'ProvisionedThroughputExceededException',
    $metadata: { httpStatusCode: 400 },
  });
export const timeout = () =>
  Object.assign(new Error('socket hang up'), { name: 'TimeoutError', code: 'ETIMEDOUT', $metadata: {} });
const connectionReset = () => Object.assign(new Error('socket hang up'), { code: 'ECONNRESET', $metadata: {} });

const planned = (name: string, input: unknown): boolean => {
  if (!plan || !plan.commands.test(name)) return false;
  const text = JSON.stringify(input);
  if (DERIVED.test(text) || (plan.matching && !plan.matching.test(text))) return false;
  return ++plan.seen === plan.failAt;
};

function install(): void {
  if (installed) return;
  installed = true;
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const name = String(context.commandName ?? '');
      const again = failed.get(args.input);
      if (again) throw again();
      if (plan?.mode !== 'lostReply' && planned(name, args.input)) {
        const { error, mode } = plan!;
        plan = undefined;
        if (mode === 'appliedThenFailed') {
          await next(args);
          throw error();
        }
        failed.set(args.input, error);
        throw error();
      }
      return next(args);
    },
    { step: 'initialize', name: 'testFaultInjection' },
  );
  // inside the SDK's retries: the request went out and was applied, its answer is lost
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const name = String(context.commandName ?? '');
      if (plan?.mode === 'lostReply' && planned(name, (context as { input?: unknown }).input ?? args.input)) {
        plan = undefined;
        // applied, then its answer lost: the SDK's resend goes through
        await next(args);
        throw connectionReset();
      }
      return next(args);
    },
    { step: 'deserialize', name: 'testLostReply' },
  );
}

/**
 * The `failAt`-th matching call from now meets the fault (writes by default; `matching`: its input's JSON); later ones
 * go through.
 */
export function failNext(
  options: { failAt?: number; commands?: RegExp; matching?: RegExp; error?: () => Error; mode?: FaultMode } = {},
): void {
  install();
  plan = {
    commands: options.commands ?? WRITES,
    matching: options.matching,
    failAt: options.failAt ?? 1,
    seen: 0,
    error: options.error ?? throttling,
    mode: options.mode ?? 'fail',
  };
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
  // beside what the stream derives, the scheduled jobs' run leases: their runs, not the request's
  const derived = new Set(['Notification', 'SearchCard', 'SearchTally', 'WebhookDelivery', 'MarketPrices', 'JobLease']);
  const items: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({ TableName: tableName(), ConsistentRead: true, ExclusiveStartKey: start }),
    );
    for (const item of page.Items ?? []) {
      if (derived.has(String(item.entity)) || String(item.SK).startsWith('SEARCH#') || item.type === 'BillOfLading')
        continue;
      if (item.entity === 'ListingEntry') for (const name of derivedOfEntry) delete item[name];
      items.push(JSON.stringify(item, Object.keys(item).sort()));
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return items.sort();
}
