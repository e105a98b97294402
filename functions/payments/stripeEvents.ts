import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { StripeEventBody } from '../../shared/schemas/payments.ts';
import { applyStripeEvent } from '../../shared/domain/stripe-events/service.ts';

// Stripe's signed events (docs/payments.md, "Stripe's events"): no key, the signature is the credential; a body that
// is no event is refused naming its field before the signature is checked
export const handler = endpoint(async ({ rawBody, body, headers }) => {
  parseInput(StripeEventBody, body);
  return ok({ received: true, applied: await applyStripeEvent(rawBody, headers['stripe-signature']) });
});
