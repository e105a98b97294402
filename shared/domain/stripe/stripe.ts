import { createHash } from 'node:crypto';
import { stageStripe, stripeConfigured, type Stripe } from '../../net/stripe.ts';
import { ErrorCode, PaymentFailedError, UnprocessableError, ValidationError } from '../../errors.ts';
import { logger } from '../../observability/logger.ts';

// How the domain reaches Stripe (docs/payments.md): the stage's client, or "not now" when the stage has none or
// Stripe is down; and the idempotency keys that make every call safe to send again.

/** A failure the API answers 503 (nothing was done; try again): Stripe down or unreachable, or no keys. */
function unavailable(reason: string): Error {
  return Object.assign(new Error(reason), { name: 'ServiceUnavailable' });
}

/**
 * The stage's Stripe. A stage without Stripe (no keys set: a local stage started without the stand-in) takes no
 * payments: 422 naming `field`, not a failure to retry; a stage whose keys cannot be read now is 503.
 */
export async function stripeOfStage(field = 'payment'): Promise<{ stripe: Stripe; webhookSecret: string }> {
  if (!stripeConfigured())
    throw new UnprocessableError(
      'This stage takes no payments on the platform: its Stripe keys are not set (docs/deploy.md).',
      field,
      ErrorCode.PaymentsOff,
    );
  const stage = await stageStripe();
  if (!stage) throw unavailable('The Stripe keys of this stage cannot be read now; nothing was charged or moved.');
  return stage;
}

/** The SDK's error, when `error` is one: its type (`StripeCardError` ...), code, decline code, param. */
export interface StripeFailure {
  type: string;
  code?: string;
  decline_code?: string;
  param?: string;
  message: string;
  statusCode?: number;
}

export const stripeFailureOf = (error: unknown): StripeFailure | undefined => {
  const failure = error as (Partial<StripeFailure> & { raw?: { message?: string } }) | null;
  if (!failure || typeof failure.type !== 'string' || !failure.type.startsWith('Stripe')) return undefined;
  // the SDK puts its request's id before Stripe's words ("[req_...] Your card was declined."): the words alone
  const message = failure.raw?.message ?? String(failure.message ?? '').replace(/^\[req_[^\]]*\]\s*/, '');
  return { ...(failure as StripeFailure), message };
};

/** Stripe's own outage, after the SDK's retries: answered 503, as the table's throttling is. */
export function asTransient(error: unknown): unknown {
  const failure = stripeFailureOf(error);
  if (
    failure &&
    (['StripeAPIError', 'StripeConnectionError', 'StripeRateLimitError'].includes(failure.type) ||
      (failure.statusCode ?? 0) >= 500)
  ) {
    logger.warn('Stripe failed', { type: failure.type, code: failure.code, statusCode: failure.statusCode });
    return unavailable('Stripe did not answer; nothing was charged or moved. Try again.');
  }
  return error;
}

/** The id of a Stripe object a field names, whether Stripe sent its id or (expanded) the object. */
export const stripeIdOf = (object: string | { id: string } | null | undefined): string | undefined =>
  typeof object === 'string' ? object : object?.id;

/** An idempotency key from what a call is for: the same movement asked again sends the same key. */
export const idempotencyKeyOf = (...parts: (string | number)[]): string =>
  createHash('sha256').update(parts.join('\u0000')).digest('base64url');

/** Stripe's refusal of a card in the API's words: declined 402, not a card 400, else Stripe's outage (503). */
export function cardRefusalOf(error: unknown, field: string): unknown {
  const failure = stripeFailureOf(error);
  if (failure?.type === 'StripeCardError')
    return new PaymentFailedError(
      `${failure.message}${failure.decline_code ? ` (${failure.decline_code})` : ''}`,
      field,
    );
  if (failure?.type === 'StripeInvalidRequestError' || failure?.type === 'StripeIdempotencyError')
    return ValidationError.field(field, failure.message);
  return asTransient(error);
}
