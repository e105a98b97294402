import * as v from 'valibot';
import { looseObject, object } from './objects.ts';

// Bodies of the payment endpoints (docs/payments.md). A Stripe PaymentMethod id the client collected with Stripe.js
// or Elements: the API never sees a card number.

export const PaymentBody = object({
  paymentMethod: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(255, 'must be at most 255 characters'),
    v.regex(/^pm_[A-Za-z0-9_]+$/, 'must be a Stripe PaymentMethod id (pm_...)'),
  ),
});

/**
 * A booking's body (an accepted bid, a booked LTL rate), when it pays on the platform: `{payment: {paymentMethod}}`;
 * none books as before.
 */
export const BookingBody = v.pipe(
  v.optional(v.nullable(object({ payment: v.optional(v.nullable(PaymentBody)) })), {}),
  v.transform((body) => ({ payment: body?.payment ?? undefined })),
);

export const ReleasePaymentBody = v.pipe(
  v.optional(
    v.nullable(
      object({
        releaseCode: v.optional(
          v.nullable(
            v.pipe(
              v.union(
                [
                  v.pipe(v.string(), v.maxLength(6, 'must be six digits')),
                  // a code sent as a number has lost its leading zeros
                  v.pipe(
                    v.number(),
                    v.integer(),
                    v.minValue(0),
                    v.maxValue(999_999),
                    v.transform((n) => String(n).padStart(6, '0')),
                  ),
                ],
                'must be six digits',
              ),
              v.trim(),
              v.regex(/^\d{6}$/, 'must be six digits'),
            ),
          ),
        ),
      }),
    ),
    {},
  ),
  v.transform((body) => ({ releaseCode: body?.releaseCode ?? undefined })),
);

const webAddress = v.pipe(v.string(), v.trim(), v.url('must be a web address'), v.maxLength(2000));

export const PayoutOnboardingBody = v.pipe(
  v.optional(
    v.nullable(
      object({
        returnUrl: v.optional(v.nullable(webAddress)),
        refreshUrl: v.optional(v.nullable(webAddress)),
        country: v.optional(v.nullable(v.picklist(['US', 'CA'], 'must be US or CA'))),
      }),
    ),
    {},
  ),
  v.transform((body) => ({
    returnUrl: body?.returnUrl ?? undefined,
    refreshUrl: body?.refreshUrl ?? undefined,
    country: body?.country ?? undefined,
  })),
);

/** A Stripe event as Stripe sends it: its signature is checked over the raw body, then it is read (events.ts). */
export const StripeEventBody = looseObject({
  id: v.pipe(v.string(), v.maxLength(255)),
  type: v.pipe(v.string(), v.maxLength(255)),
  data: looseObject({ object: looseObject({ id: v.pipe(v.string(), v.maxLength(255)) }) }),
});
