// The alert index at a workload's saved searches (issue 52, docs/scale.md, "Saved searches"): which
// partitions a new listing's match reads, and how many entries and bytes each holds, from sample
// saved searches placed as the API places them and sample listings (infra/ops/sample-*.ts, the
// same places for both). The bench's table cannot show it: its listings all go one lane, and below
// 4 KB an empty Query and a full one bill the same half unit, so a few thousand searches look free.
import { alertPartitionsOfListing } from '../shared/domain/saved-searches/alert-index.ts';
import { queryOfEntry } from '../shared/data/alert-entries.ts';
import { matchesQuery } from '../shared/domain/saved-searches/service.ts';
import { searchCardFor } from '../shared/domain/search/service.ts';
import { searchEntryOf } from '../shared/domain/search/cards.ts';
import { sampleSavedSearchItems } from '../infra/ops/sample-searches.ts';
import { sampleListing, seededRandom } from '../infra/ops/sample-listings.ts';
import type { AlertIndexSample } from './scale-model.ts';

/** A sample owner's id: as large as real ones, so the entries' bytes are. */
const OWNER = 123_039_809_150_053;

/** Sample listings each matched against the sample searches they find, for how often each search hears of one. */
const MATCHED_LISTINGS = 1_000;

/**
 * `searches` sample saved searches' entries by partition, and the share of `listings` sample
 * listings that read each; and how many of the first MATCHED_LISTINGS listings each search
 * matches, as the alerter matches them (its entry's query, the search rules), for the daily cap's
 * share (scale-model.ts alertsWithinCap).
 */
export async function sampleAlertIndex(searches: number, listings: number, seed = 52): Promise<AlertIndexSample> {
  const random = seededRandom(seed);
  const sizes = new Map<string, { entries: number; bytes: number; waiting: { search: number; q: string }[] }>();
  for (let n = 0; n < searches; n++) {
    for (const item of sampleSavedSearchItems(random, n, 1, () => OWNER)) {
      if (item.entity !== 'SearchAlert') continue;
      const size = sizes.get(String(item.PK)) ?? { entries: 0, bytes: 0, waiting: [] };
      size.entries++;
      size.bytes += itemBytes(item);
      size.waiting.push({ search: n, q: String(item.q) });
      sizes.set(String(item.PK), size);
    }
  }
  const reads = new Map<string, number>();
  const hits = new Array<number>(searches).fill(0);
  const now = new Date();
  let [read, matched, examined, matchingMs] = [0, 0, 0, 0];
  for (let i = 0; i < listings; i++) {
    const card = await searchCardFor(sampleListing(i + 1, { random, shipperIds: [1], brokerIds: [2], now }), now);
    if (!card) continue;
    read++;
    const entry = searchEntryOf(card);
    const partitions = alertPartitionsOfListing(entry);
    for (const partition of partitions) reads.set(partition, (reads.get(partition) ?? 0) + 1);
    if (matched >= MATCHED_LISTINGS) continue;
    matched++;
    // as the alerter does each entry it reads: its query parsed, checked, matched (its time a listing grows with the
    // entries)
    const waiting = partitions.flatMap((p) => sizes.get(p)?.waiting ?? []);
    const started = performance.now();
    const found = new Set(waiting.filter((w) => matchesQuery(queryOfEntry(w.q), entry, now)).map((w) => w.search));
    matchingMs += performance.now() - started;
    examined += waiting.length;
    for (const search of found) hits[search]!++;
  }
  const bySearchHits = new Map<number, number>();
  for (const h of hits) bySearchHits.set(h, (bySearchHits.get(h) ?? 0) + 1);
  return {
    searches,
    listings: read,
    partitions: [...reads].map(([partition, n]) => ({
      partition,
      entries: sizes.get(partition)?.entries ?? 0,
      bytes: sizes.get(partition)?.bytes ?? 0,
      readShare: n / read,
    })),
    matches: {
      listings: matched,
      searchesByHits: [...bySearchHits].sort((a, b) => a[0] - b[0]),
      msPerEntry: examined > 0 ? matchingMs / examined : 0,
    },
  };
}

/**
 * An item's size about as DynamoDB counts it (the developer guide, "Item sizes"): each name and value in bytes, a
 * number by its digits.
 */
export function itemBytes(item: Record<string, unknown>): number {
  const valueBytes = (value: unknown): number => {
    if (typeof value === 'string') return Buffer.byteLength(value);
    if (typeof value === 'number')
      return (
        Math.ceil(
          String(Math.abs(value))
            .replace(/[.-]|e.*$/g, '')
            .replace(/^0+/, '').length / 2,
        ) + 1
      );
    if (typeof value === 'boolean' || value === null || value === undefined) return 1;
    if (Array.isArray(value)) return 3 + value.reduce((sum: number, v) => sum + 1 + valueBytes(v), 0);
    return (
      3 +
      Object.entries(value as Record<string, unknown>).reduce(
        (sum, [k, v]) => sum + 1 + Buffer.byteLength(k) + valueBytes(v),
        0,
      )
    );
  };
  return Object.entries(item).reduce((sum, [name, value]) => sum + Buffer.byteLength(name) + valueBytes(value), 0);
}
