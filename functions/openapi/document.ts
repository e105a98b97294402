import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { publishedDocument } from '../../shared/contract/published.ts';

// The OpenAPI 3.1 document, public like any reference page (docs/developer-site.md). It changes
// only with a release, so caches may keep it a few minutes.
export const handler = endpoint(async ({ baseUrl }) =>
  ok(await publishedDocument(baseUrl), { 'cache-control': 'public, max-age=300' }),
);
