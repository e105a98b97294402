import { isCancelledByContention } from './errors.ts';
import { transact } from './transact.ts';
import { forEachInParallel } from '../parallel.ts';
import { countsChange, entryItem, findListing, hasView, showInShipperList, stateItem, toListing } from './listings.ts';
import {
  listingIdOf,
  bucketOf,
  listingContentItems,
  listingEntryItems,
  listingSortKeys,
  stateFields,
} from './definitions/listing.ts';
import { migrateEach, type MigrationResult, type MigrationRun } from './migrations.ts';
import { kindOf } from './kinds.ts';

// The listings' migrations (infra/ops/migrate.ts, docs/data-model.md, docs/compat.md): an unsplit
// listing (one `Listing` item holding content and state, keyed in GSI1 and GSI2) to content, state
// and list entry; then every list entry with its view. The API reads the split layout only.

export const LISTING_SPLIT = 'listing-split';
/** The migration that gives every list entry its view and transit status key (docs/data-model.md). */
export const LISTING_ENTRY_VIEWS = 'listing-entry-views';
/** An unsplit listing's keys in GSI1 and GSI2, which the entry holds once split. */
const oldIndexKeys = ['GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK'];

/**
 * The listing split over the whole table (infra/ops/migrate.ts; the local runtime at start):
 * converts every unsplit listing, resumable from `from`, and writes the marker after a full
 * pass. Idempotent: converted listings (`layout = 2`) are skipped, and one converted meanwhile is left as it is.
 */
export async function splitEveryListing(options: MigrationRun = {}): Promise<MigrationResult> {
  const contents = { entity: listingContentItems.kind, SK: listingSortKeys.content };
  return migrateEach(LISTING_SPLIT, contents, options, async (items) => {
    let converted = 0;
    for (const item of items) if (await splitListing(item)) converted++;
    return converted;
  });
}

/**
 * The listing-entry-views migration (infra/ops/migrate.ts; the local runtime at start): every list
 * entry without its view gets it, from the listing as it is; resumable from `from`, idempotent
 * (`showInShipperList`), and the marker after a full pass: status lists then page from the entries.
 */
export async function viewEveryListingEntry(options: MigrationRun = {}): Promise<MigrationResult> {
  return migrateEach(
    LISTING_ENTRY_VIEWS,
    { entity: listingEntryItems.kind, SK: listingSortKeys.entry },
    options,
    async (items) => {
      const unviewed = items.filter((item) => !hasView(item) || item.GSI2PK === undefined);
      // each listing as it is now (a consistent read): a change after it is the indexer's to show
      await forEachInParallel(unviewed, 16, async (entry) => {
        const listing = await findListing(listingIdOf(entry), { consistent: true });
        if (listing) await showInShipperList(listing);
      });
      return unviewed.length;
    },
  );
}

/**
 * Converts one unsplit listing to the split layout (idempotent): its state and list entry
 * written, the content item stripped of them, and the shipper's counts told, in one transaction.
 * Returns whether this call converted it.
 */
export async function splitListing(old: Record<string, unknown>): Promise<boolean> {
  if (old.layout === 2 || kindOf(old) !== listingContentItems.kind) return false;
  const listing = toListing(old);
  try {
    await transact([
      {
        Put: { Item: stateItem(listing), ConditionExpression: 'attribute_not_exists(PK)' },
      },
      {
        Put: {
          Item: entryItem(listing, { view: false }),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Update: {
          Key: listingContentItems.key(listing),
          UpdateExpression:
            `SET layout = :two REMOVE ` + `${[...stateFields, ...oldIndexKeys].map((_, i) => `#r${i}`).join(', ')}`,
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(layout)',
          ExpressionAttributeNames: Object.fromEntries(
            [...stateFields, ...oldIndexKeys].map((name, i) => [`#r${i}`, name]),
          ),
          ExpressionAttributeValues: { ':two': 2 },
        },
      },
      { Update: countsChange(listing.shipperId, { total: 1, into: bucketOf(listing.transitStatus) }) },
    ]);
    return true;
  } catch (error) {
    if (isCancelledByContention(error)) return false; // converted meanwhile by another writer or run
    throw error;
  }
}
