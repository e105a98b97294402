import { SEARCH_ITEMS, scopeOfTally, searchTalliedItems } from './definitions/search.ts';
import { searchCardItems } from './search-indexing.ts';
import type { PlacedCard } from '../domain/search/placement.ts';
import { sameTallies, tallyTextsOf } from './search-record.ts';

// The audit's checks of the search index (docs/reliability.md): what a listing's items and record
// should be against what the table holds, and the tallies' buckets as scanned. Its repairs are the
// indexing's writes (search-indexing.ts) and `adjustTallies` (search-tallies.ts).

/** A listing's record's sort key, beside its index items in its partition. */
const RECORD_KEY = searchTalliedItems.key({ listingId: 0 }).SK;

/**
 * How a listing's index items and record differ from what its card makes (a closed listing: none),
 * for the audit (docs/reliability.md): empty when search finds it, once in every list, exactly as
 * it is. `items`: its partition's items.
 */
export function searchItemsDrift(placed: PlacedCard | undefined, items: Record<string, unknown>[]): string[] {
  const drift: string[] = [];
  const found = new Map(
    items
      .filter((item) => String(item.SK).startsWith(SEARCH_ITEMS) && item.SK !== RECORD_KEY)
      .map((item) => [String(item.SK), item]),
  );
  for (const wanted of placed ? searchCardItems(placed) : []) {
    const item = found.get(String(wanted.SK));
    found.delete(String(wanted.SK));
    if (!item) drift.push(`${String(wanted.SK)} missing`);
    else
      for (const name of ['GSI3PK', 'GSI3SK', 'entry', 'expiresAt'])
        if (item[name] !== wanted[name]) drift.push(`${String(wanted.SK)} ${name} is not the card's`);
  }
  for (const sk of found.keys())
    drift.push(placed ? `${sk} is not one of its items` : `${sk} while search must not find it`);
  const record = items.find((item) => item.SK === RECORD_KEY);
  const tallied = (record?.tallies as string[] | undefined) ?? [];
  if (placed && !record) drift.push('no index record (its tallies unknown)');
  else if (placed && !sameTallies(tallied, tallyTextsOf(placed)))
    drift.push(`counted in [${tallied.join(', ')}], not [${tallyTextsOf(placed).join(', ')}]`);
  else if (!placed && record) drift.push(`still counted in [${tallied.join(', ')}]`);
  return drift;
}

/** The tallies a listing's record says it is counted in (what the tallies should add up). */
export const talliedIn = (items: Record<string, unknown>[]): string[] =>
  (items.find((item) => item.SK === RECORD_KEY)?.tallies as string[] | undefined) ?? [];

/** Every bucket of one tally item as scanned: `<scope>\t<bucket>` -> count. */
export function tallyCountsOfItem(item: Record<string, unknown>): Map<string, number> {
  const scope = scopeOfTally(item);
  const counts = new Map<string, number>();
  for (const [name, value] of Object.entries(item))
    if (!['PK', 'SK', 'entity'].includes(name)) counts.set(`${scope}\t${name}`, Number(value));
  return counts;
}
