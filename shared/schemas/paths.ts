import * as v from 'valibot';
import { object } from './objects.ts';
import { integerText } from './integer-text.ts';

// Path parameters: integer ids arrive as strings; anything else is a 400 naming the parameter.
export const integerId = integerText(
  v.pipe(
    v.string(),
    v.maxLength(16, 'must be a positive integer id'),
    v.regex(/^[1-9]\d{0,15}$/, 'must be a positive integer id'),
    v.transform(Number),
    v.maxValue(Number.MAX_SAFE_INTEGER, 'must be a positive integer id'),
  ),
  1,
  Number.MAX_SAFE_INTEGER,
);

/** A path id that is a UUID (ids of ours that need not be integers: OWASP API1, docs/feedback.md). */
export const uuidId = (what: string) =>
  v.pipe(v.string(), v.maxLength(36, 'must be at most 36 characters'), v.uuid(`must be ${what}`));

export const UserIdPath = object({ userId: integerId });

export const UserImagePath = object({ userId: integerId, imageId: uuidId('an image id') });

export const ListingIdPath = object({ listingId: integerId });

export const BidIdPath = object({ bidId: integerId });

export const RateRequestPath = object({ rateRequestID: integerId });

export const RatePath = object({ rateRequestID: integerId, rateId: integerId });

export const NotificationIdPath = object({
  notificationId: v.pipe(
    v.string(),
    v.maxLength(200, 'must be at most 200 characters'),
    v.regex(/^[A-Za-z0-9_-]{8,200}$/, 'must be a notification id'),
  ),
});

/** A commodity value of GET /v2/lookups/commodities; an unknown one is a 404 (no such image). */
export const CommodityPath = object({
  commodity: v.pipe(v.string(), v.maxLength(60, 'must be at most 60 characters')),
});

/**
 * A capability link's token (the tracking page, an unsubscribe link): text that is no link is a 404; only over 100
 * characters is it a 400.
 */
export const TokenPath = object({ token: v.pipe(v.string(), v.maxLength(100, 'must be at most 100 characters')) });
