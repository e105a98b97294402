import { newToken } from '../tokens.ts';

// Links to what hangs off a listing, kept apart from the modules that serve them so that the
// listing views and the booking rules take a link without their reads: the public tracking page
// (docs/tracking.md) and the documents (docs/attachments.md).

export const newTrackingToken = newToken;

export const trackingPageUrl = (token: string, baseUrl: string) => `${baseUrl}/t/${token}`;

export const attachmentsUrl = (listingId: number, baseUrl: string) => `${baseUrl}/v2/listings/${listingId}/attachments`;
