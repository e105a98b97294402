import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { publishedAsyncApiDocument } from '../../shared/contract/published.ts';

// The AsyncAPI 3.0 document of the webhook events, public like the OpenAPI one (docs/webhooks.md).
export const handler = endpoint(async () =>
  ok(await publishedAsyncApiDocument(), { 'cache-control': 'public, max-age=300' }),
);
