import { keyAttributes } from './table-design.ts';
import { WRITE_ID } from './retries/draws.ts';

// What a stored item is to the rest of the code: the entity without the table's own attributes
// (keys of the table and its indexes, `entity`, the search `card`, the id a conditional create
// recognises itself by, whose words a copy holds: docs/privacy.md), and without any secrets named.
const tableAttributes = [...keyAttributes(), 'entity', 'card', WRITE_ID, 'copiedFrom'];

export function entityOf<T>(item: Record<string, unknown>, secrets: readonly string[] = []): T {
  const copy = { ...item };
  for (const name of [...tableAttributes, ...secrets]) delete copy[name];
  return copy as T;
}
