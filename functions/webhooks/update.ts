import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { WebhookIdPath, WebhookStatusBody } from '../../shared/schemas/webhooks.ts';
import { setWebhookStatus, webhookView } from '../../shared/domain/webhooks/service.ts';

// Enable one of the caller's webhooks again, or disable it (docs/webhooks.md)
export const handler = endpoint(async ({ principal, pathParameters, body }) => {
  const { webhookId } = parseInput(WebhookIdPath, pathParameters, 'path');
  return ok(webhookView(await setWebhookStatus(principal, webhookId, parseInput(WebhookStatusBody, body).status)));
});
