import { db } from '../shared/data/client.ts';

// Times every DynamoDB call the handlers make in this process and adds up the capacity they
// consume (ReturnConsumedCapacity: TOTAL). The local server runs handlers in-process, so with
// one request at a time, what accumulates between two resets is that request's.

const READS = /^(Get|BatchGet|Query|Scan|TransactGet)/;
/**
 * DynamoDB Local reports a transactional write at 4 units per KB (table and each index copy); AWS
 * bills 2 (prepare and commit, DynamoDB pricing page). Measured: a 0.5 KB Put alone 1, in a
 * transaction 4; a 3 KB index copy in a transaction 12 (docs/performance.md). The bench reports
 * what AWS bills, so transactional write units are halved; everything else is as Local reports.
 */
const LOCAL_TRANSACTION_FACTOR = 2;
type Capacity = { CapacityUnits?: number };

/** `counts`, when given, says whether the call being made is one to add up (e.g. the indexer's only). */
export function meterDynamoDb(counts: () => boolean = () => true) {
  let used = { ms: 0, readUnits: 0, writeUnits: 0, calls: 0 };
  db().middlewareStack.add((next, context) => async (args) => {
    const input = args.input as Record<string, unknown>;
    input.ReturnConsumedCapacity = 'TOTAL';
    const started = performance.now();
    const result = await next(args);
    if (!counts()) return result;
    used.ms += performance.now() - started;
    used.calls += 1;
    const consumed = (result.output as { ConsumedCapacity?: Capacity | Capacity[] }).ConsumedCapacity;
    const units = (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []).reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);
    if (READS.test(String(context.commandName))) used.readUnits += units;
    else if (/^TransactWrite/.test(String(context.commandName))) used.writeUnits += units / LOCAL_TRANSACTION_FACTOR;
    else used.writeUnits += units;
    return result;
  }, { step: 'initialize', name: 'benchMeter' });
  return {
    /** What was used since the last reset. */
    reset() {
      const before = used;
      used = { ms: 0, readUnits: 0, writeUnits: 0, calls: 0 };
      return before;
    },
  };
}
