import { writeFileSync } from 'node:fs';
import { openApiDocument } from './openapi.ts';
import { asyncApiDocument } from './asyncapi.ts';
import { publishedAsyncApiFile, publishedDocumentFile } from './published.ts';

// `npm run build:openapi`: writes the OpenAPI and AsyncAPI documents the contract builds to the data
// files that GET /v2/openapi.json and /v2/asyncapi.json serve (published.ts), and the client's types
// are generated from them (sdk/). test/unit/openapi.test.ts fails when they differ.
export const documentText = () => `${JSON.stringify(openApiDocument(), null, 1)}\n`;
export const asyncApiText = () => `${JSON.stringify(asyncApiDocument(), null, 1)}\n`;

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(publishedDocumentFile, documentText());
  writeFileSync(publishedAsyncApiFile, asyncApiText());
  console.log(`wrote ${publishedDocumentFile.pathname} and ${publishedAsyncApiFile.pathname}`);
}
