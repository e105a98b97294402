import { readFile } from 'node:fs/promises';

// The reference documents as published: built from the contract at development time
// (`npm run build:openapi`, build-document.ts) and read on the first request, so the functions that
// serve them neither carry nor run the contract's schemas (docs/developer-site.md). Beside this
// module here, in data/ beside index.mjs in a Lambda asset (infra/functions.ts dataFiles).
export const publishedDocumentFile = new URL('./data/openapi.json', import.meta.url);
export const publishedAsyncApiFile = new URL('./data/asyncapi.json', import.meta.url);

const read = new Map<string, Promise<Record<string, unknown>>>();
const documentIn = (file: URL) => {
  let document = read.get(file.href);
  if (!document)
    read.set(
      file.href,
      (document = readFile(file, 'utf8').then((text) => JSON.parse(text) as Record<string, unknown>)),
    );
  return document;
};

/** The server a document names: the host the request came to, public, and which stage it is (OWASP API9). */
export const serverOf = (serverUrl: string) => ({
  url: serverUrl,
  description: `The ${process.env.STAGE ?? 'sandbox'} stage`,
  'x-internal': false,
});

/** The published OpenAPI document, with `servers` naming the host the request came to. */
export async function publishedDocument(serverUrl: string): Promise<Record<string, unknown>> {
  return { ...(await documentIn(publishedDocumentFile)), servers: [serverOf(serverUrl)] };
}

/** The published AsyncAPI document of the webhook events. */
export const publishedAsyncApiDocument = () => documentIn(publishedAsyncApiFile);
