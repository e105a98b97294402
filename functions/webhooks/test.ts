import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { TestEventBody, WebhookIdPath } from '../../shared/schemas/webhooks.ts';
import { outcomeView, sendTestEvent } from '../../shared/domain/webhooks/service.ts';

// An event type's example sent to one of the caller's webhooks now, marked as a test; the receiver's answer
// (docs/webhooks.md)
export const handler = endpoint(async ({ principal, pathParameters, body }) => {
  const { webhookId } = parseInput(WebhookIdPath, pathParameters, 'path');
  const { eventId, eventType, ...outcome } = await sendTestEvent(
    principal,
    webhookId,
    parseInput(TestEventBody, body).eventType,
  );
  return ok({ eventId, eventType, outcome: outcomeView(outcome) });
});
