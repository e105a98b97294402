import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { fail, useTable } from './target.ts';
import { isStage } from '../../shared/domain/auth/api-keys.ts';

// `npm run migrate -- --stage sandbox|production (--local | --table NAME) [--max-items N] [--restart]`
// (docs/operations.md): brings stored items to the layout the deployed code writes, while the API
// keeps serving (the release serving reads both; one that reads the new layout alone deploys after
// this completes: docs/operations.md, "Migrations: the order of a release"), in order:
//   listing-split  every unsplit listing to content, state and entry (docs/data-model.md)
//   listing-entry-views
//                  every entry of a shipper's list carries the listing's view and its transit
//                  status key (docs/data-model.md)
//   transit-status-summaries
//                  every booked listing's state keeps its status records (docs/tracking.md)
//   search-lists   every open listing into the sorted lists and tallies of search (docs/search.md)
//   search-places-by-commodity
//                  every open listing's pickup place into its parent commodity's partition too
//                  (a full search-lists run builds these as well, and marks both)
//   search-cards-in-entries
//                  every open listing's entries carry its card, and its everywhere lists are one
//                  partition (a full re-index builds these too, and marks all three)
//   search-near-places
//                  every open listing's pickup again with its card, near the pickups around it
//                  (a partition per ~150 km cell), and its place per commodity moved there
//   search-sharded-lists
//                  every open listing's sorted entries into their shards (eight everywhere, four a
//                  parent commodity; searches read every shard meanwhile)
//   provider-blocks
//                  every block a shipper marked is on the blocked provider's user item too, so
//                  its searches hide that shipper's listings (docs/provider-relations.md)
//   alert-digests-per-user
//                  every daily alert's match queued in the one due partition moves to its user's
//                  digest, the digest on the sharded due list (docs/saved-searches.md; the digest
//                  job reads both meanwhile)
//   alert-index-shards
//                  every saved search's entries in the wide partitions of the alert index into
//                  its shards (docs/saved-searches.md; the whole partitions are shard 0, read
//                  all along)
//   copied-from    every notification, webhook delivery and saved search's match says whose words
//                  it copies (docs/privacy.md, "Copies"; an account's erasure waits for it)
//   notification-retention
//                  every notification keeps its ninety days (docs/notifications.md, "Retention")
//   tracked-shipment-shards
//                  every entry of the positions' watch list in its partition of 128, from the 16 of
//                  before (docs/tracking.md, "No signal"; the schedule reads each where it is meanwhile)
// Idempotent; resumable: each scan position is saved after every page in .data/migrations/ and a
// new run starts there. --max-items stops after that many listings (a run in steps); --restart
// scans from the start. A migration already complete on the table is skipped.

const usage = 'npm run migrate -- --stage sandbox|production (--local | --table NAME) [--max-items N] [--restart]';

type Step = { scanned: number; converted?: number; next?: Record<string, unknown> };
type Run = (options: {
  from?: Record<string, unknown>;
  maxItems?: number;
  progress: (step: Step) => void;
}) => Promise<{ scanned: number; converted?: number; complete: boolean }>;

/**
 * The migrations in their order, each with what it brings. Imported once the command has pointed this
 * process at its table and stage (infra/ops/target.ts), which their modules' logger and metrics read as
 * they load.
 */
async function migrationsInOrder(): Promise<{ name: string; run: Run; done: string }[]> {
  const { LISTING_SPLIT, LISTING_ENTRY_VIEWS, splitEveryListing, viewEveryListingEntry } = await import(
    '../../shared/data/listing-migrations.ts'
  );
  const { summarizeEveryTransitHistory, TRANSIT_STATUS_SUMMARIES } = await import('../../shared/data/transit.ts');
  const search = await import('../../shared/domain/search/service.ts');
  const { recordEveryBlockOnProviders, PROVIDER_BLOCKS } = await import('../../shared/data/provider-relations.ts');
  const { queueEveryDigestPerUser, ALERT_DIGESTS_PER_USER } = await import('../../shared/data/saved-searches.ts');
  const { placeEverySearchInItsShards, ALERT_INDEX_SHARDS } = await import(
    '../../shared/domain/saved-searches/service.ts'
  );
  const { recordEveryCopySource, COPIED_FROM } = await import('../../shared/domain/privacy/copied-from.ts');
  const { retainEveryNotification, NOTIFICATION_RETENTION } = await import('../../shared/data/notifications.ts');
  const { spreadEveryTrackedShipment, TRACKED_SHIPMENT_SHARDS } = await import('../../shared/data/positions.ts');
  return [
    { name: LISTING_SPLIT, run: splitEveryListing, done: 'readers now page with the counts' },
    { name: LISTING_ENTRY_VIEWS, run: viewEveryListingEntry, done: "every page of a shipper's list is now one Query" },
    {
      name: TRANSIT_STATUS_SUMMARIES,
      run: summarizeEveryTransitHistory,
      done: 'tracking now reads the status records from the listing',
    },
    {
      name: search.SEARCH_LISTS,
      run: search.indexEveryListing,
      done: 'searches now read the sorted lists and tallies',
    },
    {
      name: search.SEARCH_PLACES_BY_COMMODITY,
      run: search.indexEveryListing,
      done: 'searches with a selective commodity filter now read its places alone',
    },
    {
      name: search.SEARCH_CARDS_IN_ENTRIES,
      run: search.indexEveryListing,
      done: 'search pages now come from the entries, and the everywhere lists are one partition',
    },
    {
      name: search.SEARCH_NEAR_PLACES,
      run: search.indexEveryListing,
      done: 'searches around a point now read the near places, pages with their cards',
    },
    {
      name: search.SEARCH_SHARDED_LISTS,
      run: search.indexEveryListing,
      done: "listing changes now spread over the sorted lists' shards",
    },
    {
      name: PROVIDER_BLOCKS,
      run: recordEveryBlockOnProviders,
      done: "a blocked provider's searches now hide the listings of the shippers that blocked it",
    },
    {
      name: ALERT_DIGESTS_PER_USER,
      run: queueEveryDigestPerUser,
      done: "every waiting daily alert is in its user's digest",
    },
    {
      name: ALERT_INDEX_SHARDS,
      run: placeEverySearchInItsShards,
      done: "listings' matches now spread over the alert index's shards",
    },
    {
      name: COPIED_FROM,
      run: recordEveryCopySource,
      done: 'erasures of closed accounts now find every copy of their words',
    },
    {
      name: NOTIFICATION_RETENTION,
      run: retainEveryNotification,
      done: 'notifications older than ninety days now leave the inboxes',
    },
    {
      name: search.SEARCH_ENTRY_SHIPPERS,
      run: search.indexEveryListing,
      done: "a blocked provider's searches now read no more than anyone's",
    },
    { name: TRACKED_SHIPMENT_SHARDS, run: spreadEveryTrackedShipment, done: 'the watch list is in its 128 partitions' },
  ];
}

/**
 * `npm run migrate` with these arguments (what follows the script on its command line), in this
 * process: each line goes to `print` as it comes (the terminal, by default), and the answer is all it
 * printed. As the command does, it points this process at the table (infra/ops/target.ts: TABLE_NAME,
 * STAGE, the Stripe parameters' names) and exits with 2 on arguments it cannot use. The command is this
 * and nothing else; test/integration/migration.test.ts runs it here, with one run in a process of its own.
 */
export async function migrate(
  args: string[],
  print: (text: string) => void = (text) => process.stdout.write(text),
): Promise<string> {
  let printed = '';
  const write = (text: string) => {
    printed += text;
    print(text);
  };
  const { values } = parseArgs({
    args,
    options: {
      stage: { type: 'string' },
      local: { type: 'boolean' },
      table: { type: 'string' },
      'max-items': { type: 'string' },
      restart: { type: 'boolean' },
    },
  });
  if (!values.stage || !isStage(values.stage)) fail(`--stage sandbox|production is required\n${usage}`);
  useTable({ stage: values.stage, local: values.local, table: values.table }, usage);

  const { migrationDone } = await import('../../shared/data/migrations.ts');
  const migrations = await migrationsInOrder();

  const positions = join('.data', 'migrations');
  const maxItems = values['max-items'] === undefined ? undefined : Number(values['max-items']);
  for (const { name, run, done } of migrations) {
    if (await migrationDone(name)) continue;
    const positionFile = join(positions, `${process.env.TABLE_NAME}.${name}.json`);
    if (values.restart) rmSync(positionFile, { force: true });
    const from = existsSync(positionFile)
      ? (JSON.parse(readFileSync(positionFile, 'utf8')) as { next?: Record<string, unknown> }).next
      : undefined;
    write(
      `${name}: ${from ? 'Resuming after the saved scan position' : 'from the start'} on ${process.env.TABLE_NAME}.\n`,
    );
    const result = await run({
      from,
      maxItems,
      progress: ({ scanned, converted, next }) => {
        mkdirSync(positions, { recursive: true });
        writeFileSync(positionFile, JSON.stringify({ next }));
        write(`\r  ${scanned} items scanned${converted === undefined ? '' : `, ${converted} converted`}`);
      },
    });
    write('\n');
    const converted = result.converted === undefined ? '' : ` (${result.converted} converted)`;
    if (!result.complete) {
      write(`Stopped after ${result.scanned} items${converted}; run again to go on.\n`);
      return printed;
    }
    rmSync(positionFile, { force: true });
    write(`${name} complete on ${process.env.TABLE_NAME}${converted}: ${done}.\n`);
  }
  write(`Every migration is complete on ${process.env.TABLE_NAME}.\n`);
  return printed;
}

// the command: `npm run migrate -- ...` (tsx infra/ops/migrate.ts ...)
if (process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url))
  await migrate(process.argv.slice(2));
