import { endpoint } from '../../shared/http/endpoint.ts';
import { created } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { SubscribeBody } from '../../shared/schemas/webhooks.ts';
import { subscribe, webhookView } from '../../shared/domain/webhooks/service.ts';

// Register a webhook; the signing secret is in this answer only (docs/webhooks.md)
export const handler = endpoint(async ({ principal, body, baseUrl, origin }) => {
  const { webhook } = await subscribe(principal, parseInput(SubscribeBody, body), origin);
  return created(`${baseUrl}/v2/webhooks/${webhook.webhookId}`, { ...webhookView(webhook), secret: webhook.secret });
});
