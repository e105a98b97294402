import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { SecretRotationBody, WebhookIdPath } from '../../shared/schemas/webhooks.ts';
import { rotateWebhookSecret } from '../../shared/domain/webhooks/service.ts';

// A new signing secret, shown once; deliveries carry both signatures for `expiresInHours` (docs/webhooks.md, "Rotating
// the secret")
export const handler = endpoint(async ({ principal, pathParameters, body, origin }) => {
  const { webhookId } = parseInput(WebhookIdPath, pathParameters, 'path');
  const { expiresInHours } = parseInput(SecretRotationBody, body);
  return ok(await rotateWebhookSecret(principal, webhookId, expiresInHours, origin), { 'cache-control': 'no-store' });
});
