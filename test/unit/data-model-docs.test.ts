import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docsFile, withReactions } from '../../infra/ops/build-data-model-docs.ts';
import { kinds } from '../../shared/data/kinds.ts';

// docs/data-model.md, "Who reacts to each kind": generated from the kinds and the stream consumers'
// filters; a consumer or a kind changed without `npm run build:data-model-docs` fails here.

describe('docs/data-model.md', () => {
  const page = readFileSync(docsFile, 'utf8');

  it('says who reacts to each kind as the code does (npm run build:data-model-docs)', () => {
    expect(page).toBe(withReactions(page));
  });

  it('has a row for every kind', () => {
    for (const kind of kinds) expect(page).toContain(`\n| ${kind} | `);
  });
});
