import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { erasedFor, inventory, peopleOf, scrubbed, PLACEHOLDER_NAME } from '../../shared/domain/privacy/inventory.ts';

// docs/privacy.md: the inventory says, for every kind of item the code writes, whose it is and what
// closing the account does to it. A kind written without a row here would be left out of exports
// and erasures alike: this test reads the sources for every entity name they write.

const sourceFiles = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
});

describe('the personal data inventory', () => {
  it('has a row for every entity the code writes', () => {
    const written = new Set<string>();
    for (const file of [...sourceFiles('shared'), ...sourceFiles('functions'), ...sourceFiles('infra')]) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/entity: '([A-Za-z]+)'/g)) written.add(m[1]!);
      for (const m of text.matchAll(/addToExpiringCounter\([^,]+, '([A-Za-z]+)'/g)) written.add(m[1]!);
      for (const m of text.matchAll(/':entity': '([A-Za-z]+)'/g)) written.add(m[1]!);
    }
    expect(written.size).toBeGreaterThan(40);
    expect([...written].filter((entity) => !inventory[entity]).sort()).toEqual([]);
  });

  it('knows whose an item is by its attributes and by its partition', () => {
    expect(peopleOf({ entity: 'Question', askerId: 7, shipperId: 9, PK: 'LISTING#1' }).sort()).toEqual([7, 9]);
    expect(peopleOf({ entity: 'SignInAddress', PK: 'USER#42', SK: 'SIGNINFROM#127.0.0.1' })).toEqual([42]);
    expect(peopleOf({ entity: 'ProviderRelation', shipperId: 5, providerId: 6, PK: 'USER#5' })).toEqual([5, 5]);
  });

  it('erases only what the closed user wrote: a question’s text is its asker’s, its answer the shipper’s', () => {
    const question = { entity: 'Question', askerId: 7, shipperId: 9, text: 'Dock?', askerName: 'Ann', answer: { text: 'Yes', answeredOn: 'x' } };
    expect(erasedFor(question, 9)).toMatchObject({ text: 'Dock?', askerName: 'Ann', answer: { text: expect.stringContaining('[removed') } });
    expect(erasedFor(question, 7)).toMatchObject({ text: expect.stringContaining('[removed'), answer: { text: 'Yes' } });
    const listing = { entity: 'Listing', shipperId: 9, title: 'Sofa', route: { items: [{ address: { streetAddress: '1 Main St', postalCode: '85004' }, contact: { name: 'Ann' } }] } };
    expect(erasedFor(listing, 9)).toEqual({ entity: 'Listing', shipperId: 9, title: expect.stringContaining('[removed'), route: { items: [{ address: { streetAddress: expect.stringContaining('[removed'), postalCode: '85004' } }] } });
  });

  it('scrubs a closed user’s texts from other people’s items, whatever their case; short ones are left (a first name alone would hit other words)', () => {
    const { value, changed } = scrubbed({ message: 'Call ANN LEEWARD at +1 602 555 0100', data: { names: ['ann leeward'] }, other: 'Ann' }, ['Ann Leeward', '+1 602 555 0100', 'Ann']);
    expect(changed).toBe(true);
    expect(value).toEqual({ message: `Call ${PLACEHOLDER_NAME} at ${PLACEHOLDER_NAME}`, data: { names: [PLACEHOLDER_NAME] }, other: 'Ann' });
    expect(scrubbed({ a: 'nothing here' }, ['Ann Leeward']).changed).toBe(false);
  });
});
