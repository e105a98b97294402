import { readFile } from 'node:fs/promises';

// The OpenAPI document as published: built from the contract at development time
// (`npm run build:openapi`, build-document.ts) and read on the first request, so the function that
// serves it neither carries nor runs the contract's schemas (docs/developer-site.md). Beside this
// module here, in data/ beside index.mjs in a Lambda asset (infra/stack.ts dataFiles).
export const publishedDocumentFile = new URL('./data/openapi.json', import.meta.url);

let document: Promise<Record<string, unknown>> | undefined;

/** The published document, with `servers` naming the host the request came to. */
export async function publishedDocument(serverUrl: string): Promise<Record<string, unknown>> {
  document ??= readFile(publishedDocumentFile, 'utf8').then((text) => JSON.parse(text) as Record<string, unknown>);
  return { ...(await document), servers: [{ url: serverUrl }] };
}
