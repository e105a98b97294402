import { tableName } from './client.ts';

// Reads every search shares, kept by each function instance for a second (issue 52, docs/search.md
// "Freshness", docs/scale.md): the tallies, the first page of each sorted list, the expired
// entries. Every unfiltered search reads the same few items; at ten times the largest marketplace
// that is thousands of reads a second on one partition, over DynamoDB's 3,000. Kept, each instance
// reads them once a second however many searches it serves. The stage says how long
// (SEARCH_READ_CACHE_SECONDS, infra/functions.ts `stageSettings`): production 1, the sandbox 0
// (an integration sees its own change in search as soon as the indexer has run).

interface Kept {
  until: number;
  value: Promise<unknown>;
}
const kept = new Map<string, Kept>();
/** Plenty for a search's shared reads (a few dozen lists and tallies); bounds an instance's memory. */
const MOST_KEPT = 2000;

const keptSeconds = (): number => {
  const seconds = Number(process.env.SEARCH_READ_CACHE_SECONDS ?? 0);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
};

/** What `read` gave within the stage's seconds for the same `key` (on this table), or a new read. */
export function keptRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  const seconds = keptSeconds();
  if (seconds === 0) return read();
  const id = `${tableName()}\t${key}`;
  const now = Date.now();
  const found = kept.get(id);
  if (found && found.until > now) return found.value as Promise<T>;
  const entry: Kept = { until: now + seconds * 1000, value: read() };
  kept.delete(id); // re-inserted last: the oldest are first to go
  kept.set(id, entry);
  // a failed read is not kept: the next caller reads again
  entry.value.catch(() => {
    if (kept.get(id) === entry) kept.delete(id);
  });
  while (kept.size > MOST_KEPT) kept.delete(kept.keys().next().value!);
  return entry.value as Promise<T>;
}

/**
 * Several keyed reads of one kind (`kind`: `tally`, say) at once: those kept are answered from
 * memory, the rest read together by `readMissing` (one BatchGetItem, say) and each kept on its own,
 * found or not.
 */
export async function keptReads<T>(
  kind: string,
  keys: string[],
  readMissing: (keys: string[]) => Promise<Map<string, T>>,
): Promise<Map<string, T>> {
  if (keptSeconds() === 0) return readMissing(keys);
  const now = Date.now();
  const missing = keys.filter((key) => !((kept.get(`${tableName()}\t${kind}\t${key}`)?.until ?? 0) > now));
  const read = missing.length ? readMissing(missing) : Promise.resolve(new Map<string, T>());
  const found = new Map<string, T>();
  for (const key of keys) {
    const value = await keptRead(`${kind}\t${key}`, () => read.then((all) => all.get(key)));
    if (value !== undefined) found.set(key, value);
  }
  return found;
}
