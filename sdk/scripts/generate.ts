import { readFile, writeFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';

// Generates the client's types from the API's own documents (docs/client.md): the operations from
// the OpenAPI document, the webhook events from the AsyncAPI one, and which POSTs take an
// Idempotency-Key. `npm run build:openapi` runs it after publishing the documents;
// test/integration/client.test.ts fails when the committed files differ from what the served
// documents generate.

type Document = Record<string, any>;

const header = (source: string) =>
  `// Generated from ${source} by sdk/scripts/generate.ts (npm run build:openapi). Do not edit.\n\n`;

/** The generated files, by name under sdk/src/generated/. */
export async function generatedFiles(openapi: Document, asyncapi: Document): Promise<Record<string, string>> {
  // the served document names the server it came from; the types do not depend on it
  const { servers: _servers, ...contract } = openapi;
  const api = astToString(await openapiTS(contract as never, { alphabetize: true }));
  // the events' envelopes as schemas of an otherwise empty OpenAPI document, so one generator types both
  const messages = Object.entries<Document>(asyncapi.components.messages);
  const eventsDocument = {
    openapi: '3.1.0',
    info: { title: asyncapi.info.title, version: asyncapi.info.version },
    paths: {},
    components: {
      schemas: Object.fromEntries(
        messages.map(([id, message]) => [
          id,
          { ...message.payload, description: `${message.name}: ${message.summary}` },
        ]),
      ),
    },
  };
  const events = astToString(await openapiTS(eventsDocument, { alphabetize: true }));
  const idempotent = Object.entries<Document>(contract.paths)
    .flatMap(([path, methods]) =>
      Object.entries<Document>(methods)
        .filter(([, operation]) => (operation.parameters ?? []).some((p: Document) => p.name === 'Idempotency-Key'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
  // each keyed operation's scope, as its x-required-scope names it (docs/auth.md, "Restricted keys")
  const scopes = Object.entries<Document>(contract.paths)
    .flatMap(([path, methods]) =>
      Object.entries<Document>(methods)
        .map(([method, operation]) => [`${method.toUpperCase()} ${path}`, operation['x-required-scope']] as const)
        .filter(([, scope]) => scope !== undefined),
    )
    .sort(([a], [b]) => a.localeCompare(b));
  return {
    'openapi.ts': header('GET /v2/openapi.json') + api,
    'scopes.ts':
      `${header('GET /v2/openapi.json')}/** The scope a restricted key needs for each operation, by ` +
      `\`METHOD path\` (docs/auth.md, "Restricted keys"). */\nexport const operationScopes = ` +
      `${JSON.stringify(Object.fromEntries(scopes), null, 2)} as const;\n`,
    'events.ts': header('GET /v2/asyncapi.json') + events,
    'idempotent.ts':
      `${header('GET /v2/openapi.json')}/** The writes that take an Idempotency-Key, by \`METHOD ` +
      `path\` (docs/idempotency.md). */\nexport const idempotentOperations: ReadonlySet<string> = new ` +
      `Set(${JSON.stringify(idempotent, null, 2)});\n`,
  };
}

export const generatedFolder = new URL('../src/generated/', import.meta.url);

if (import.meta.url === `file://${process.argv[1]}`) {
  const published = new URL('../../shared/contract/data/', import.meta.url);
  const read = async (name: string) => JSON.parse(await readFile(new URL(name, published), 'utf8')) as Document;
  const files = await generatedFiles(await read('openapi.json'), await read('asyncapi.json'));
  for (const [name, text] of Object.entries(files)) await writeFile(new URL(name, generatedFolder), text);
  console.log(
    `wrote ${Object.keys(files)
      .map((name) => `sdk/src/generated/${name}`)
      .join(', ')}`,
  );
}
