import { endpoint } from '../../shared/http/endpoint.ts';
import { noContent } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { WebhookIdPath } from '../../shared/schemas/webhooks.ts';
import { unsubscribe } from '../../shared/domain/webhooks/service.ts';

// Remove one of the caller's webhooks (another user's id is not found)
export const handler = endpoint(async ({ principal, pathParameters }) => {
  await unsubscribe(principal, parseInput(WebhookIdPath, pathParameters, 'path').webhookId);
  return noContent();
});
