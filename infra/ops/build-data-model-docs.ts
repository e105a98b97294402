import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { kinds } from '../../shared/data/kinds.ts';
import { streamConsumers } from '../../shared/routes/streams.ts';

// docs/data-model.md's table of who reacts to each kind of item (npm run build:data-model-docs): for
// each kind (shared/data/kinds.ts), the stream consumers whose `entities` name it (shared/routes/streams.ts),
// written between the markers. test/unit/data-model-docs.test.ts fails when the page is stale.

export const docsFile = fileURLToPath(new URL('../../docs/data-model.md', import.meta.url));
const begin = '<!-- kinds-reactions:begin (npm run build:data-model-docs writes this table) -->';
const end = '<!-- kinds-reactions:end -->';

/** The table: one row per kind, its consumers in the order of `streamConsumers`. */
export function reactionsTable(): string {
  const rows = kinds.map((kind) => {
    const consumers = streamConsumers.filter((consumer) => consumer.entities.includes(kind)).map((c) => c.id);
    return `| ${kind} | ${consumers.join(', ') || '—'} |`;
  });
  return ['| kind (`entity`) | stream consumers reacting to it |', '|---|---|', ...rows].join('\n');
}

/** The page with its table as the code says now. */
export function withReactions(page: string): string {
  const from = page.indexOf(begin);
  const to = page.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/data-model.md has no markers ${begin} ... ${end}`);
  return `${page.slice(0, from + begin.length)}\n${reactionsTable()}\n${page.slice(to)}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(docsFile, withReactions(readFileSync(docsFile, 'utf8')));
}
