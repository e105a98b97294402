import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { apiCompare } from 'api-smart-diff';

// What a change of the contract breaks for clients already in the field (docs/client.md, "No
// accidental breaking change"): the served documents against the last release's
// (shared/contract/released/), compared by api-smart-diff. Its own classification is kept; on top,
// the side of the wire it does not weigh: whatever a client reads (a response, a webhook payload)
// losing a field, changing a field's type or losing an enum value breaks that client, even where
// the tool calls it non-breaking (it judges a response's optional field as free to go).

type Document = Record<string, unknown>;
export interface BreakingChange {
  /**
   * Where, in the document's words: `GET /v2/listings/{listingId} 200: title`, `webhook Listing.Booked/v1: data.price`.
   */
  name: string;
  description: string;
}

const root = resolve(import.meta.dirname, '..', '..');
export const releasedDocuments = () => ({
  openapi: JSON.parse(readFileSync(resolve(root, 'shared/contract/released/openapi.json'), 'utf8')) as Document,
  asyncapi: JSON.parse(readFileSync(resolve(root, 'shared/contract/released/asyncapi.json'), 'utf8')) as Document,
});

/**
 * The field a diff is about: the schema properties on its path (`properties/a/properties/b` is `a.b`), and the one a
 * `required` list gained.
 */
const fieldOf = (d: { path: (string | number)[]; after?: unknown }) =>
  [
    ...d.path.flatMap((step, i) => (d.path[i - 1] === 'properties' ? [String(step)] : [])),
    ...(d.path.at(-2) === 'required' && typeof d.after === 'string' ? [d.after] : []),
  ].join('.');
const readByClient = (path: (string | number)[]) => path.includes('responses');
const losesWhatClientsRead = (d: { action: string; path: (string | number)[] }) =>
  (d.action === 'remove' && (path(d).at(-2) === 'properties' || path(d).at(-2) === 'enum')) ||
  (d.action === 'replace' && ['type', 'format', 'const', '$ref'].includes(String(path(d).at(-1))));
const path = (d: { path: (string | number)[] }) => d.path.map(String);
/**
 * What an answer may gain without breaking a client, where the tool counts any change as breaking:
 * a new enum value (clients accept values they do not know: docs/client.md) and a higher bound.
 */
const widensWhatClientsRead = (d: { action: string; path: (string | number)[]; before?: unknown; after?: unknown }) =>
  readByClient(d.path) &&
  ((d.action === 'add' && path(d).at(-2) === 'enum') ||
    (d.action === 'replace' &&
      ['maxItems', 'maxLength', 'maximum'].includes(String(path(d).at(-1))) &&
      Number(d.after) > Number(d.before)));

/**
 * An answer that had no body (`null`, as spec 4 #4 shows for a new listing) gaining one breaks no
 * client: it read nothing there, as a new optional field is read by no client that does not know it
 * (the transit reports' records, issue 50).
 */
const answeredNothing = (before: Document, d: { path: (string | number)[] }) => {
  const [section, route, method, responses, status, content, type] = path(d);
  if (section !== 'paths' || responses !== 'responses' || content !== 'content' || !type) return false;
  const was = (
    before.paths as Record<
      string,
      Record<string, { responses?: Record<string, { content?: Record<string, { schema?: { type?: unknown } }> }> }>
    >
  )[route!]?.[method!]?.responses?.[status!]?.content?.[type]?.schema;
  return was?.type === 'null';
};

/** The breaking changes from `before` to `after` of the OpenAPI document. */
export function openApiBreakingChanges(before: Document, after: Document): BreakingChange[] {
  return apiCompare(before, after)
    .diffs.filter((d) => !answeredNothing(before, d))
    .filter(
      (d) => (d.type === 'breaking' && !widensWhatClientsRead(d)) || (readByClient(d.path) && losesWhatClientsRead(d)),
    )
    .map((d) => {
      const [, route, method, , status] = path(d);
      const where = method
        ? `${String(method).toUpperCase()} ${route}${readByClient(d.path) ? ` ${status}` : ''}`
        : String(route);
      const field = fieldOf(d);
      return {
        name: field ? `${where}: ${field}` : where,
        description: d.description ?? `${d.action} ${path(d).join('/')}`,
      };
    });
}

/**
 * The breaking changes of the webhook events (AsyncAPI 3, which the tool does not read whole): each event's payload, as
 * a JSON schema a receiver reads.
 */
export function asyncApiBreakingChanges(before: Document, after: Document): BreakingChange[] {
  const messages = (doc: Document) =>
    (doc.components as { messages: Record<string, { name: string; payload: Document }> }).messages;
  const [was, is] = [messages(before), messages(after)];
  return Object.entries(was).flatMap(([id, message]) => {
    if (!is[id]) return [{ name: `webhook ${message.name}`, description: `[Removed] event type ${message.name}` }];
    return apiCompare(message.payload, is[id].payload)
      .diffs.filter((d) => d.type === 'breaking' || losesWhatClientsRead(d))
      .map((d) => ({
        name: `webhook ${message.name}: ${fieldOf(d) || path(d).join('/')}`,
        description: d.description ?? d.action,
      }));
  });
}

const major = (version: string) => Number(/^(\d+)/.exec(version)?.[1] ?? 0);

/**
 * The breaking changes no release announces: all of them, unless the client package's version has
 * a higher major than the released document's and its changelog's entry for that version names
 * each one (changesets writes a `### Major Changes` section; the change's name must appear in it).
 */
export function unannouncedBreakingChanges(
  changes: BreakingChange[],
  released: Document,
  version: string,
  changelog: string,
): BreakingChange[] {
  const releasedVersion = String((released.info as { version: string }).version);
  if (major(version) <= major(releasedVersion)) return changes;
  const entry = changelog.split(/^## /m).find((section) => section.startsWith(`${version}\n`)) ?? '';
  const announced = /### Major Changes([\s\S]*?)(?=^### |$(?![\s\S]))/m.exec(entry)?.[1] ?? '';
  return changes.filter((change) => !announced.includes(change.name));
}

/** Every breaking change of the current documents against the released ones, and which of them no release announces. */
export function contractCheck(current: { openapi: Document; asyncapi: Document }, version: string, changelog: string) {
  const released = releasedDocuments();
  const changes = [
    ...openApiBreakingChanges(released.openapi, current.openapi),
    ...asyncApiBreakingChanges(released.asyncapi, current.asyncapi),
  ];
  return { changes, unannounced: unannouncedBreakingChanges(changes, released.openapi, version, changelog) };
}
