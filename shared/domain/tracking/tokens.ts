import { newToken } from '../tokens.ts';

// The public tracking page's link (docs/tracking.md). Kept apart from ./pages.ts so that the
// listing views and the booking rules take the link without the page's reads.

export const newTrackingToken = newToken;

export const trackingPageUrl = (token: string, baseUrl: string) => `${baseUrl}/t/${token}`;
