import { randomBytes } from 'node:crypto';

// The public tracking page's link (docs/tracking.md). Kept apart from ./pages.ts so that the
// listing views and the booking rules take the link without the page's reads.

/** 128 random bits, base64url: 22 characters no one can guess or enumerate. */
export const newTrackingToken = () => randomBytes(16).toString('base64url');

/** What a token looks like; anything else is no page without a read. */
export const isTrackingTokenShaped = (token: string) => /^[A-Za-z0-9_-]{22}$/.test(token);

export const trackingPageUrl = (token: string, baseUrl: string) => `${baseUrl}/t/${token}`;
