import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { applyStripeEvent } from '../../shared/domain/stripe-events/service.ts';

// Stripe's signed events (docs/payments.md, "Stripe's events"): no key, the signature is the credential
export const handler = endpoint(async ({ rawBody, headers }) =>
  ok({ received: true, applied: await applyStripeEvent(rawBody, headers['stripe-signature']) }),
);
