import { db } from '../shared/data/client.ts';
import { billedTransaction } from './transaction-units.ts';
import { billedQueryUnits } from '../shared/data/query.ts';

// Times every DynamoDB call the handlers make in this process and adds up the capacity they
// consume (ReturnConsumedCapacity: TOTAL). The local server runs handlers in-process, so with
// one request at a time, what accumulates between two resets is that request's.

const READS = /^(Get|BatchGet|Query|Scan|TransactGet)/;
/**
 * DynamoDB Local reports a transaction at 4 units per KB of all its items together; AWS bills 2
 * per KB of each item (prepare and commit, DynamoDB pricing page). Halving Local's figure is right
 * for a transaction of one item and a lower bound for more (docs/performance.md); with
 * `transactionsPerItem` the meter bills them item by item instead. A Query or Scan page that finds
 * nothing is billed the half unit AWS bills (Local says 0). Everything else is as Local reports.
 */
const LOCAL_TRANSACTION_FACTOR = 2;
type Capacity = { CapacityUnits?: number };

/**
 * `counts`, when given, says whether the call being made is one to add up (e.g. the indexer's only).
 * `transactionsPerItem`: bill each transaction item by item as AWS does (./transaction-units.ts),
 * reading its items around it; `readingMs` says how long those reads took, for the caller to take
 * out of a request's latency. Without it (the indexer's bench, where the reads would slow what is
 * measured), Local's figure halved, a lower bound.
 */
export function meterDynamoDb(counts: () => boolean = () => true, options: { transactionsPerItem?: boolean } = {}) {
  const fresh = () => ({ ms: 0, readUnits: 0, writeUnits: 0, calls: 0, readingMs: 0 });
  let used = fresh();
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as Record<string, unknown>;
      input.ReturnConsumedCapacity = 'TOTAL';
      const transaction = /^TransactWrite/.test(String(context.commandName));
      let sentMs = 0;
      const send = async () => {
        const started = performance.now();
        const result = await next(args);
        sentMs = performance.now() - started;
        return result;
      };
      if (!counts()) return next(args);
      if (transaction && options.transactionsPerItem) {
        const billed = await billedTransaction(input, send);
        used.writeUnits += billed.writeUnits;
        used.readingMs += billed.readingMs;
        used.ms += sentMs;
        used.calls += 1;
        return billed.result;
      }
      const result = await send();
      used.ms += sentMs;
      used.calls += 1;
      const consumed = (result.output as { ConsumedCapacity?: Capacity | Capacity[] }).ConsumedCapacity;
      const units = (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []).reduce(
        (sum, c) => sum + (c.CapacityUnits ?? 0),
        0,
      );
      if (/^(Query|Scan)/.test(String(context.commandName)))
        used.readUnits += billedQueryUnits(units, input.ConsistentRead === true);
      else if (READS.test(String(context.commandName))) used.readUnits += units;
      else if (transaction) used.writeUnits += units / LOCAL_TRANSACTION_FACTOR;
      else used.writeUnits += units;
      return result;
    },
    { step: 'initialize', name: 'benchMeter' },
  );
  return {
    /** What was used since the last reset. */
    reset() {
      const before = used;
      used = fresh();
      return before;
    },
  };
}
