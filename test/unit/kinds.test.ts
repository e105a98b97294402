import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isKind, kindOf, kinds, type Kind, type WrittenItem } from '../../shared/data/kinds.ts';
import type { TableWrite } from '../../shared/data/transact.ts';
import type { putItems } from '../../shared/data/bulk.ts';
import { imageOf, type ItemOfKind } from '../../shared/data/images.ts';
import { inventory, type PersonalDataRule } from '../../shared/domain/privacy/inventory.ts';
import { notifier, streamConsumers, type StreamConsumer } from '../../shared/routes/streams.ts';

// One list of the kinds of item (shared/data/kinds.ts, issue 81): what names a kind is typed by it, so a
// misspelled or forgotten kind fails `npm run typecheck`. Each `@ts-expect-error` below is such a mistake: if
// the typing regressed (a list of strings again), the error would go and the typecheck would fail on the
// unused directive.

const row: PersonalDataRule = { whose: [], onClosure: 'leave', personal: 'none' };

describe('the kinds of item', () => {
  it('are one list, each once', () => {
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(kinds).toContain('SearchTally');
    expect(kinds).toContain('Migration');
  });

  it('a misspelled kind fails the typecheck: in a consumer’s entities, the inventory, an item’s kind', () => {
    const misspelled: StreamConsumer = {
      ...notifier,
      // @ts-expect-error 'TransitRecords' is no kind
      entities: ['Bid', 'TransitRecords'],
    };
    const inventoryWithTypo: Record<Kind, PersonalDataRule> = {
      ...inventory,
      // @ts-expect-error 'Lisitng' is no kind
      Lisitng: row,
    };
    const { Migration: _left, ...withoutMigration } = inventory;
    // @ts-expect-error the inventory misses a kind
    const forgotten: Record<Kind, PersonalDataRule> = withoutMigration;
    // @ts-expect-error 'Bidd' is no kind whose image is read
    const bid = imageOf({ entity: 'Bid' }, 'Bidd');
    // @ts-expect-error 'Lisitng' is never an item's kind
    const compared = kindOf({ entity: 'Listing' }) === 'Lisitng';
    // @ts-expect-error 'Feedbak' is no kind
    const written = { entity: 'Feedbak' satisfies Kind };
    expect([misspelled, inventoryWithTypo, forgotten, bid, compared, written]).toHaveLength(6);
  });

  it('a misspelled kind fails the typecheck where an item is written whole', () => {
    // @ts-expect-error 'Bidd' is no kind: a Put's item names its kind by the list
    const put: TableWrite = { Put: { Item: { PK: 'BID#1', SK: 'BID', entity: 'Bidd' } } };
    const built = { PK: 'BID#1', SK: 'BID', entity: 'Bid' };
    // @ts-expect-error a kind widened to a plain string (an item built without its type) is not written
    const widened: WrittenItem = built;
    const typed = { PK: 'BID#1', SK: 'BID', entity: 'Bid' } satisfies WrittenItem;
    const item: WrittenItem = typed;
    expect([put, widened, item]).toHaveLength(3);
  });

  it('a misspelled kind fails the typecheck in a bulk write, where an item typed by its fixture’s strings still goes', () => {
    // never called: the typecheck is what is tested (a bulk write needs the table)
    const fixtureKind: string = 'Bid';
    const seed = (put: typeof putItems) => [
      // @ts-expect-error 'Bidd' is no kind: putItems checks an entity typed as a literal
      put([{ PK: 'BID#1', SK: 'BID', entity: 'Bidd' }]),
      put([{ PK: 'BID#1', SK: 'BID', entity: 'Bid' }]),
      put([{ PK: 'BID#1', SK: 'BID', entity: fixtureKind }]),
    ];
    expect(seed).toBeTypeOf('function');
  });

  it('tells an item’s kind, and nothing of what is no kind', () => {
    expect(kindOf({ entity: 'Bid', bidId: 1 })).toBe('Bid');
    expect(kindOf({ entity: 'Nothing' })).toBeUndefined();
    expect(kindOf(undefined)).toBeUndefined();
    expect(isKind('TransitRecord')).toBe(true);
  });

  it('reads an image as the item of its kind, parsed by its schema, and nothing of another kind', () => {
    const record = {
      bidId: 1,
      listingId: 2,
      shipperId: 3,
      providerId: 4,
      price: { amount: 100, currencyType: 'USD' },
      latestPickup: '2026-12-10T00:00:00Z',
      latestDelivery: '2026-12-12T00:00:00Z',
      state: 'Active',
      createdOn: '2026-12-06T00:00:00Z',
      updatedOn: '2026-12-06T00:00:00Z',
    };
    const image = { PK: 'BID#1', SK: 'BID', entity: 'Bid', ...record };
    const bid: ItemOfKind['Bid'] | undefined = imageOf(image, 'Bid');
    expect(bid?.state).toBe('Active');
    expect(bid).toMatchObject(record);
    expect(imageOf(image, 'Rate')).toBeUndefined();
    expect(imageOf(undefined, 'Bid')).toBeUndefined();
    // an image its kind's schema refuses is none a writer of the kind wrote: it fails, as a read of it would
    expect(() => imageOf({ ...image, state: 'Pending' }, 'Bid')).toThrow();
    expect(() => imageOf({ entity: 'Bid', bidId: 1, state: 'Active' }, 'Bid')).toThrow();
  });

  it('every consumer reacts to kinds of the list only', () => {
    for (const consumer of streamConsumers) for (const kind of consumer.entities) expect(kinds).toContain(kind);
  });

  // Every item written whole is typed by kind (`WrittenItem`); this reads the literals as well, in case a write
  // bypasses the typed ones (a bare PutCommand), so a misspelled one fails a test if not the typecheck. The
  // definitions' kinds count: as kinds move into definitions, their `entity:` literals go.
  it('every entity the code writes as a literal is a kind', () => {
    const sourceFiles = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
      });
    const written = new Set<string>();
    for (const file of [...sourceFiles('shared'), ...sourceFiles('functions'), ...sourceFiles('infra')]) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bentity: '([A-Za-z]+)'/g)) written.add(m[1]!);
      for (const m of text.matchAll(/':[a-z]+': '([A-Za-z]+)' satisfies Kind/g)) written.add(m[1]!);
      // a defined kind's items are written by its definition, which names the kind once
      if (file.startsWith(join('shared', 'data', 'definitions')))
        for (const m of text.matchAll(/\bkind: '([A-Za-z]+)'/g)) written.add(m[1]!);
    }
    expect(written.size).toBeGreaterThan(40);
    expect([...written].filter((entity) => !isKind(entity)).sort()).toEqual([]);
  });
});
