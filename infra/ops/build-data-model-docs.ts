import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { kinds } from '../../shared/data/kinds.ts';
import { streamConsumers } from '../../shared/routes/streams.ts';
import { itemDefinitions } from '../../shared/data/definitions/all.ts';

// docs/data-model.md's generated tables (npm run build:data-model-docs), each written between its markers: who reacts
// to each kind of item (for each kind of shared/data/kinds.ts, the stream consumers whose `entities` name it,
// shared/routes/streams.ts), and the keys of the kinds defined by shared/data/item-definition.ts, as their templates
// build them. test/unit/data-model-docs.test.ts fails when the page is stale.

export const docsFile = fileURLToPath(new URL('../../docs/data-model.md', import.meta.url));
const markers = (name: string) => ({
  begin: `<!-- ${name}:begin (npm run build:data-model-docs writes this table) -->`,
  end: `<!-- ${name}:end -->`,
});

/** The table: one row per kind, its consumers in the order of `streamConsumers`. */
export function reactionsTable(): string {
  const rows = kinds.map((kind) => {
    const consumers = streamConsumers.filter((consumer) => consumer.entities.includes(kind)).map((c) => c.id);
    return `| ${kind} | ${consumers.join(', ') || '—'} |`;
  });
  return ['| kind (`entity`) | stream consumers reacting to it |', '|---|---|', ...rows].join('\n');
}

/** A key template of any record (shared/data/item-definition.ts), read for its text. */
interface Template {
  readonly from: readonly PropertyKey[];
  readonly build: unknown;
  readonly shown?: string;
}

/** A template written with its attributes' names in their places: `BID#<bidId>` (or as it says it is shown). */
const templateText = (template: Template) =>
  `\`${
    template.shown ??
    (template.build as (values: object) => string)(
      Object.fromEntries(template.from.map((name) => [name, `<${String(name)}>`])),
    )
  }\``;
type Key = { partition: Template; sort: Template };
const keyText = (key: Key) => `${templateText(key.partition)} / ${templateText(key.sort)}`;

/** The keys of each defined kind: its table key, then each index's. */
export function definedKeysTable(): string {
  const rows = itemDefinitions.map(({ kind, design }) => {
    const indexes = Object.entries<Key>(design.indexes).map(([name, key]) => `${name} ${keyText(key)}`);
    return `| ${kind} | ${keyText(design.key)} | ${indexes.join('; ') || '—'} |`;
  });
  return ['| kind (`entity`) | key (PK / SK) | index keys |', '|---|---|---|', ...rows].join('\n');
}

function between(page: string, name: string, table: string): string {
  const { begin, end } = markers(name);
  const from = page.indexOf(begin);
  const to = page.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/data-model.md has no markers ${begin} ... ${end}`);
  return `${page.slice(0, from + begin.length)}\n${table}\n${page.slice(to)}`;
}

/** The page with its generated tables as the code says now. */
export function withReactions(page: string): string {
  return between(between(page, 'kinds-reactions', reactionsTable()), 'defined-keys', definedKeysTable());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(docsFile, withReactions(readFileSync(docsFile, 'utf8')));
}
