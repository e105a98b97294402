import { endpoint } from '../../shared/http/endpoint.ts';
import { ok, wholeList } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { WebhookIdPath } from '../../shared/schemas/webhooks.ts';
import { deliveriesOfCaller, deliveryView } from '../../shared/domain/webhooks/service.ts';

// The newest deliveries of one of the caller's webhooks with their outcomes, newest first
export const handler = endpoint(async ({ principal, pathParameters }) => {
  const deliveries = await deliveriesOfCaller(principal, parseInput(WebhookIdPath, pathParameters, 'path').webhookId);
  return ok(wholeList(deliveries.items, deliveryView, deliveries));
});
