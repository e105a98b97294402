import { endpoint } from '../../shared/http/endpoint.ts';
import { ok, wholeList } from '../../shared/http/response.ts';
import { webhookView, webhooksOfCaller } from '../../shared/domain/webhooks/service.ts';

// The caller's webhooks, without their secrets
export const handler = endpoint(async ({ principal }) => {
  const webhooks = await webhooksOfCaller(principal);
  return ok(wholeList(webhooks, webhookView));
});
