import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/README.md maps every page by reader (issue 50): a page added without a line there, or a line
// left for a page that is gone, fails here.
const docs = resolve(import.meta.dirname, '..', '..', 'docs');

describe('the docs map', () => {
  const map = readFileSync(join(docs, 'README.md'), 'utf8');
  const linked = [...map.matchAll(/\]\(([^)]+\.md)\)/g)].map((m) => m[1]!);

  it('names every page of docs/ once', () => {
    const pages = readdirSync(docs)
      .filter((f) => f.endsWith('.md') && f !== 'README.md')
      .sort();
    expect([...linked].sort()).toEqual(pages);
  });

  it('links only pages that are there', () => {
    for (const page of linked) expect(existsSync(join(docs, page)), page).toBe(true);
  });
});
