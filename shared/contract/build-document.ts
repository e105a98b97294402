import { writeFileSync } from 'node:fs';
import { openApiDocument } from './openapi.ts';
import { publishedDocumentFile } from './published.ts';

// `npm run build:openapi`: writes the OpenAPI document the contract builds to the data file that
// GET /v2/openapi.json serves (published.ts). test/unit/openapi.test.ts fails when they differ.
export const documentText = () => `${JSON.stringify(openApiDocument(), null, 1)}\n`;

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(publishedDocumentFile, documentText());
  console.log(`wrote ${publishedDocumentFile.pathname}`);
}
