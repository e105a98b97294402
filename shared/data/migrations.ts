import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { scanPages, type ScanPage } from './query.ts';
import type { Kind } from './kinds.ts';
import { migrationItems } from './definitions/migration.ts';
import { listingContentItems, listingSortKeys } from './definitions/listing.ts';

// The migrations' markers and their runner (infra/ops/migrate.ts, docs/operations.md, "Migrations"):
// a migration scans every item of a kind, converts it, and writes its marker after a full pass.
// Requests do not read the markers of the layouts the migrations replaced: a release whose readers
// read one layout deploys after `npm run migrate` completes on its stage.

const doneMigrations = new Set<string>();
/** Whether a migration has written its marker (infra/ops/migrate.ts): once done, done for good. */
export async function migrationDone(name: string): Promise<boolean> {
  const seen = `${tableName()}\t${name}`;
  if (doneMigrations.has(seen)) return true;
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: migrationItems.key({ name }) }));
  if (Item) doneMigrations.add(seen);
  return Item !== undefined;
}

/** Whether all of these migrations are complete. */
export const everyMigrationDone = async (names: string[]) =>
  (await Promise.all(names.map(migrationDone))).every(Boolean);

/** Forgets that a migration was seen complete (tests that put data back into an old layout). */
export const forgetMigration = (name: string) => doneMigrations.delete(`${tableName()}\t${name}`);

/** A migration is complete: readers use what it made from now on. */
export async function markMigrationDone(name: string, table = tableName()): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: table,
      Key: migrationItems.key({ name }),
      UpdateExpression: 'SET entity = :m, completedOn = :now',
      ExpressionAttributeValues: { ':m': migrationItems.kind, ':now': new Date().toISOString() },
    }),
  );
  doneMigrations.add(`${table}\t${name}`);
}

/** Where a migration run starts (`from`), how far it goes (`maxItems`), and what it reports after each page. */
export interface MigrationRun {
  from?: Record<string, unknown>;
  maxItems?: number;
  progress?: (step: { scanned: number; converted: number; next?: Record<string, unknown> }) => void;
}
export interface MigrationResult {
  scanned: number;
  converted: number;
  complete: boolean;
}

/**
 * One migration (infra/ops/migrate.ts) over every item of one kind, a page at a time: `convert`
 * each page (it answers how many it converted), resumable from `from`, `maxItems` in a run, and
 * the marker after a full pass. Nothing to do once the marker exists.
 */
export async function migrateEach(
  name: string,
  of: ItemsOfKind,
  run: MigrationRun,
  convert: (items: Record<string, unknown>[]) => Promise<number>,
): Promise<MigrationResult> {
  let scanned = 0;
  let converted = 0;
  if (await migrationDone(name)) return { scanned, converted, complete: true };
  for await (const { items, next } of everyListingItem(run.from, run.maxItems, of)) {
    converted += await convert(items);
    scanned += items.length;
    run.progress?.({ scanned, converted, next });
    if (next && run.maxItems !== undefined && scanned >= run.maxItems) return { scanned, converted, complete: false };
  }
  await markMigrationDone(name);
  return { scanned, converted, complete: true };
}

/** Which items a migration scans: of an entity (or any of several), with a sort key (or its prefix). */
export interface ItemsOfKind {
  entity: Kind | readonly Kind[];
  SK?: string;
  prefix?: boolean;
}

/**
 * Every item of one kind (listing content items unless told), a page at a time (operator commands
 * only, such as re-indexing and the migrations: a Scan reads the whole table, which no request ever
 * does). `from` resumes.
 */
export function everyListingItem(
  from?: Record<string, unknown>,
  pageSize?: number,
  of: ItemsOfKind = { entity: listingContentItems.kind, SK: listingSortKeys.content },
): AsyncGenerator<ScanPage> {
  const entities = typeof of.entity === 'string' ? [of.entity] : of.entity;
  const values: Record<string, string> = Object.fromEntries(entities.map((entity, i) => [`:entity${i}`, entity]));
  const ofEntity = `entity IN (${Object.keys(values).join(', ')})`;
  if (of.SK === undefined) return scanPages({ from, pageSize, filter: { expression: ofEntity, values } });
  return scanPages({
    from,
    pageSize,
    filter: {
      expression: `${ofEntity} AND ${of.prefix ? 'begins_with(SK, :sk)' : 'SK = :sk'}`,
      values: { ...values, ':sk': of.SK },
    },
  });
}
