import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { DeliveryPath } from '../../shared/schemas/webhooks.ts';
import { deliveryView, outcomeView, redeliver } from '../../shared/domain/webhooks/service.ts';

// A Delivered or Failed delivery sent again now: the same event, a new attempt (docs/webhooks.md)
export const handler = endpoint(async ({ principal, pathParameters }) => {
  const { webhookId, deliveryId } = parseInput(DeliveryPath, pathParameters, 'path');
  const { delivery, outcome } = await redeliver(principal, webhookId, deliveryId);
  return ok({ delivery: deliveryView(delivery), outcome: outcomeView(outcome) });
});
