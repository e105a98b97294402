// THE route table. infra/stack.ts makes one HTTP API route per row, and its Lambda in the row's area
// (infra/route-area.ts); infra/local/server.ts serves the same rows. Adding an endpoint = one row + one handler file.
//
// Paths are canonical: no trailing slash (CDK refuses one, and API Gateway routes `/x/` as
// `/x`), so the spec's `/v2/users/` and `/v2/` are served by `/v2/users` and `/v2`. Other
// spellings (`/V2/rateRequests`) and HEAD reach the fallback, which dispatches them to the row
// they mean (docs/routing.md).
// This module is plain data: the fallback Lambda imports it, so it must not import handlers.

import type { Kind } from './data/kinds.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a function may do to the table / image bucket; infra grants exactly this. */
export type Access = 'none' | 'read' | 'readwrite';

/**
 * Where a route's function is deployed (infra/stack.ts): a nested stack per area, so that the
 * stage's stack does not outgrow CloudFormation's 500 resources as routes are added (docs/operations.md,
 * "Stacks"). The name is part of the function's name: short, and never renamed once deployed.
 */
export const areas = ['reference', 'accounts', 'listings', 'shipments', 'freight'] as const;
export type Area = (typeof areas)[number];

/** What the API invokes: a row of the route table, or the fallback. */
export interface Endpoint {
  /** Stable name: the Lambda's construct id and the route's log name. */
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  /** Entry module, relative to the repo root; it exports `handler`. */
  readonly handler: string;
  /** 'key': bearer API key required (spec 5.1); 'none': public. */
  readonly auth: 'key' | 'none';
  /** What a restricted key needs for it (every keyed row has one; see `Route`). */
  readonly scope?: Scope;
  readonly table: Access;
  readonly images: Access;
  /** Listing documents in the same bucket, under their own prefix (docs/attachments.md); none when absent. */
  readonly documents?: Access;
  /** Users' data exports in the same bucket, under their own prefix (docs/privacy.md); none when absent. */
  readonly exports?: Access;
  /** Providers' certificates of insurance in the same bucket, under their own prefix (docs/vetting.md). */
  readonly certificates?: Access;
  readonly memoryMb?: number;
  readonly timeoutSeconds?: number;
  /**
   * Asks FMCSA's QCMobile (docs/vetting.md): infra gives it the stage's FMCSA_BASE_URL, the name of the SSM parameter
   * holding the webKey (FMCSA_WEB_KEY_PARAMETER) and ssm:GetParameter on that parameter alone.
   */
  readonly fmcsa?: true;
  /**
   * Its answer holds a credential shown once: never kept for an idempotent replay, since only a key's hash is ever
   * stored (docs/idempotency.md).
   */
  readonly answersWithCredential?: true;
  /**
   * Deprecated (docs/client.md, "Deprecation"): answered with `Deprecation` and `Sunset` headers and
   * a `Link` to the changelog entry of `announcedIn`, and `deprecated` in the document, until `sunset`.
   */
  readonly deprecated?: {
    readonly since: string;
    readonly sunset: string;
    readonly announcedIn: string;
    readonly successor?: string;
  };
}

/**
 * What a restricted key may do (docs/auth.md, "Restricted keys"): every keyed row of the route
 * table names exactly one, so a key's scopes say which routes it reaches. Read scopes change nothing.
 * What each allows, in words, is the contract's (shared/contract/scopes.ts): no function needs it.
 */
export const scopes = [
  'account:read',
  'account:write',
  'users:write',
  'keys:manage',
  'prices:read',
  'listings:read',
  'listings:write',
  'bids:read',
  'bids:write',
  'transit:read',
  'transit:write',
  'documents:read',
  'documents:write',
  'feedback:read',
  'feedback:write',
  'messages:read',
  'messages:write',
  'raterequests:read',
  'raterequests:write',
  'webhooks:manage',
  'members:manage',
  'searches:read',
  'searches:write',
  'lookups:read',
] as const;
export type Scope = (typeof scopes)[number];

/** A row of the route table: a route that takes a key names the one scope a restricted key needs for it. */
export type Route = Endpoint & { readonly area: Area } & (
    | { readonly auth: 'key'; readonly scope: Scope }
    | { readonly auth: 'none'; readonly scope?: undefined }
  );

export const routes: readonly Route[] = [
  // the OpenAPI 3.1 document of this table (shared/contract/, docs/developer-site.md)
  {
    id: 'GetOpenApiDocument',
    area: 'reference',
    method: 'GET',
    path: '/v2/openapi.json',
    handler: 'functions/openapi/document.ts',
    auth: 'none',
    table: 'none',
    images: 'none',
    memoryMb: 512,
  },
  {
    id: 'GetAsyncApiDocument',
    area: 'reference',
    method: 'GET',
    path: '/v2/asyncapi.json',
    handler: 'functions/openapi/asyncapi.ts',
    auth: 'none',
    table: 'none',
    images: 'none',
  },
  // spec 4 #17: the authenticated user
  {
    id: 'GetActiveUser',
    area: 'accounts',
    method: 'GET',
    path: '/v2',
    handler: 'functions/users/active.ts',
    auth: 'key',
    scope: 'account:read',
    table: 'read',
    images: 'none',
  },
  // spec 4 #6, #13, #12: users, profiles, profile images
  {
    id: 'CreateUser',
    area: 'accounts',
    method: 'POST',
    path: '/v2/users',
    handler: 'functions/users/create.ts',
    auth: 'key',
    scope: 'users:write',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'GetUserProfile',
    area: 'accounts',
    method: 'GET',
    path: '/v2/users/{userId}/profile',
    handler: 'functions/users/profile.ts',
    auth: 'key',
    scope: 'account:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'UploadProfileImage',
    area: 'accounts',
    method: 'POST',
    path: '/v2/profiles/images',
    handler: 'functions/profiles/uploadImage.ts',
    auth: 'key',
    scope: 'account:write',
    table: 'readwrite',
    images: 'readwrite',
    memoryMb: 512,
    timeoutSeconds: 15,
  },
  {
    id: 'GetProfileImage',
    area: 'accounts',
    method: 'GET',
    path: '/v2/users/{userId}/images/{imageId}',
    handler: 'functions/users/image.ts',
    auth: 'none',
    table: 'read',
    images: 'read',
  },
  // spec 5.2, 5.3: self-service keys and the legacy OAuth 2.0 token endpoint (docs/auth.md)
  {
    id: 'CreateApiKey',
    area: 'accounts',
    method: 'POST',
    path: '/v2/apikeys',
    handler: 'functions/apikeys/create.ts',
    auth: 'none',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'RevokeApiKey',
    area: 'accounts',
    method: 'POST',
    path: '/v2/apikeys/revocation',
    handler: 'functions/apikeys/revoke.ts',
    auth: 'none',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'IssueOAuthToken',
    area: 'accounts',
    method: 'POST',
    path: '/oauth/token',
    handler: 'functions/oauth/token.ts',
    auth: 'none',
    table: 'readwrite',
    images: 'none',
  },
  // the full key rotated with an overlap, and every key of the caller listed (docs/auth.md, "Rotating the full key")
  {
    id: 'RotateApiKey',
    area: 'accounts',
    method: 'POST',
    path: '/v2/apikeys/rotation',
    handler: 'functions/apikeys/rotate.ts',
    auth: 'key',
    scope: 'keys:manage',
    table: 'readwrite',
    images: 'none',
    answersWithCredential: true,
  },
  {
    id: 'ListApiKeys',
    area: 'accounts',
    method: 'GET',
    path: '/v2/apikeys',
    handler: 'functions/apikeys/list.ts',
    auth: 'key',
    scope: 'keys:manage',
    table: 'read',
    images: 'none',
  },
  // restricted keys beside the full key: scopes, a name, an optional expiry (docs/auth.md, "Restricted keys")
  {
    id: 'CreateRestrictedKey',
    area: 'accounts',
    method: 'POST',
    path: '/v2/apikeys/restricted',
    handler: 'functions/apikeys/createRestricted.ts',
    auth: 'key',
    scope: 'keys:manage',
    table: 'readwrite',
    images: 'none',
    answersWithCredential: true,
  },
  {
    id: 'ListRestrictedKeys',
    area: 'accounts',
    method: 'GET',
    path: '/v2/apikeys/restricted',
    handler: 'functions/apikeys/listRestricted.ts',
    auth: 'key',
    scope: 'keys:manage',
    table: 'read',
    images: 'none',
  },
  {
    id: 'RevokeRestrictedKey',
    area: 'accounts',
    method: 'DELETE',
    path: '/v2/apikeys/restricted/{keyId}',
    handler: 'functions/apikeys/revokeRestricted.ts',
    auth: 'key',
    scope: 'keys:manage',
    table: 'readwrite',
    images: 'none',
  },
  // spec 4 #5, #1: price estimates and fixed-price quotes
  {
    id: 'CreateEstimate',
    area: 'listings',
    method: 'POST',
    path: '/v2/estimate',
    handler: 'functions/estimate/create.ts',
    auth: 'key',
    scope: 'prices:read',
    table: 'read',
    images: 'none',
    memoryMb: 512,
  },
  {
    id: 'CreateFixedPriceQuote',
    area: 'listings',
    method: 'POST',
    path: '/v2/fixedprice',
    handler: 'functions/fixedprice/create.ts',
    auth: 'key',
    scope: 'prices:read',
    table: 'readwrite',
    images: 'none',
    memoryMb: 512,
  },
  // spec 4 #4, #2, rule 7, 3.2: listings, their lifecycle, watching and contacts
  {
    id: 'CreateListing',
    area: 'listings',
    method: 'POST',
    path: '/v2/listings',
    handler: 'functions/listings/create.ts',
    auth: 'key',
    scope: 'listings:write',
    table: 'readwrite',
    images: 'none',
    memoryMb: 512,
  },
  {
    id: 'ListListings',
    area: 'listings',
    method: 'GET',
    path: '/v2/listings',
    handler: 'functions/listings/list.ts',
    auth: 'key',
    scope: 'listings:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'GetListing',
    area: 'listings',
    method: 'GET',
    path: '/v2/listings/{listingId}',
    handler: 'functions/listings/get.ts',
    auth: 'key',
    scope: 'listings:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'ActivateListing',
    area: 'listings',
    method: 'POST',
    path: '/v2/listings/{listingId}/activation',
    handler: 'functions/listings/activate.ts',
    auth: 'key',
    scope: 'listings:write',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'CancelListing',
    area: 'listings',
    method: 'POST',
    path: '/v2/listings/{listingId}/cancellation',
    handler: 'functions/listings/cancel.ts',
    auth: 'key',
    scope: 'listings:write',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'WatchListing',
    area: 'listings',
    method: 'POST',
    path: '/v2/listings/{listingId}/watch',
    handler: 'functions/listings/watch.ts',
    auth: 'key',
    scope: 'listings:write',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'UnwatchListing',
    area: 'listings',
    method: 'DELETE',
    path: '/v2/listings/{listingId}/watch',
    handler: 'functions/listings/unwatch.ts',
    auth: 'key',
    scope: 'listings:write',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'ListWatchedListings',
    area: 'listings',
    method: 'GET',
    path: '/v2/watchlist',
    handler: 'functions/watchlist/list.ts',
    auth: 'key',
    scope: 'listings:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'GetListingContacts',
    area: 'listings',
    method: 'GET',
    path: '/v2/listings/{listingId}/contacts',
    handler: 'functions/listings/contacts.ts',
    auth: 'key',
    scope: 'listings:read',
    table: 'read',
    images: 'none',
  },
  // spec 4 #11, 2.10: search over open listings (docs/search.md); reads only, so held users may
  // search. An anywhere search reads the tallies and a page of the sorted lists (16 RCU measured at
  // 10,000 listings); a route corridor reads the places of every state it crosses, hence the API
  // Gateway maximum as timeout
  {
    id: 'SearchListings',
    area: 'listings',
    method: 'POST',
    path: '/v2/search',
    handler: 'functions/search/search.ts',
    auth: 'key',
    scope: 'listings:read',
    table: 'read',
    images: 'none',
    memoryMb: 1024,
    timeoutSeconds: 29,
  },
  // saved searches and their alerts (docs/saved-searches.md)
  {
    id: 'CreateSavedSearch',
    area: 'listings',
    method: 'POST',
    path: '/v2/searches',
    handler: 'functions/searches/create.ts',
    auth: 'key',
    scope: 'searches:write',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'ListSavedSearches',
    area: 'listings',
    method: 'GET',
    path: '/v2/searches',
    handler: 'functions/searches/list.ts',
    auth: 'key',
    scope: 'searches:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'GetSavedSearch',
    area: 'listings',
    method: 'GET',
    path: '/v2/searches/{searchId}',
    handler: 'functions/searches/get.ts',
    auth: 'key',
    scope: 'searches:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'UpdateSavedSearch',
    area: 'listings',
    method: 'PUT',
    path: '/v2/searches/{searchId}',
    handler: 'functions/searches/update.ts',
    auth: 'key',
    scope: 'searches:write',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'DeleteSavedSearch',
    area: 'listings',
    method: 'DELETE',
    path: '/v2/searches/{searchId}',
    handler: 'functions/searches/delete.ts',
    auth: 'key',
    scope: 'searches:write',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'GetSavedSearchResults',
    area: 'listings',
    method: 'GET',
    path: '/v2/searches/{searchId}/results',
    handler: 'functions/searches/results.ts',
    auth: 'key',
    scope: 'searches:read',
    table: 'read',
    images: 'none',
    memoryMb: 1024,
    timeoutSeconds: 29,
  },
  {
    id: 'GetCommodityImage',
    area: 'reference',
    method: 'GET',
    path: '/v2/images/commodities/{commodity}',
    handler: 'functions/images/commodity.ts',
    auth: 'none',
    table: 'none',
    images: 'none',
  },
  // spec 3.1, 4 #3, #9, #10: transit workflow and tracking (docs/tracking.md)
  {
    id: 'ReportDispatched',
    area: 'shipments',
    method: 'POST',
    path: '/v2/listings/{listingId}/dispatched',
    handler: 'functions/transit/dispatched.ts',
    auth: 'key',
    scope: 'transit:write',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'ReportPickedUp',
    area: 'shipments',
    method: 'POST',
    path: '/v2/listings/{listingId}/pickedup',
    handler: 'functions/transit/pickedup.ts',
    auth: 'key',
    scope: 'transit:write',
    table: 'readwrite',
    images: 'none',
  },
  // a delivery may carry its receipt in the same multipart body (docs/attachments.md)
  {
    id: 'ReportDelivered',
    area: 'shipments',
    method: 'POST',
    path: '/v2/listings/{listingId}/delivered',
    handler: 'functions/transit/delivered.ts',
    auth: 'key',
    scope: 'transit:write',
    table: 'readwrite',
    images: 'none',
    documents: 'readwrite',
    memoryMb: 512,
    timeoutSeconds: 15,
  },
  {
    id: 'ReportLocation',
    area: 'shipments',
    method: 'POST',
    path: '/v2/listings/{listingId}/locations',
    handler: 'functions/transit/location.ts',
    auth: 'key',
    scope: 'transit:write',
    table: 'readwrite',
    images: 'none',
  },
  // the carrier company's driver of a booked listing (docs/teams.md)
  {
    id: 'AssignDriver',
    area: 'shipments',
    method: 'PUT',
    path: '/v2/listings/{listingId}/driver',
    handler: 'functions/transit/assignDriver.ts',
    auth: 'key',
    scope: 'transit:write',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'GetTransitStatuses',
    area: 'shipments',
    method: 'GET',
    path: '/v2/listings/{listingId}/transitStatuses',
    handler: 'functions/transit/history.ts',
    auth: 'key',
    scope: 'transit:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'TrackListing',
    area: 'shipments',
    method: 'GET',
    path: '/v2/listings/{listingId}/track',
    handler: 'functions/transit/track.ts',
    auth: 'key',
    scope: 'transit:read',
    table: 'read',
    images: 'none',
    memoryMb: 512,
  },
  // the public tracking page of a booked listing, and its shipper's rotation of the link (docs/tracking.md)
  {
    id: 'GetTrackingPage',
    area: 'shipments',
    method: 'GET',
    path: '/t/{token}',
    handler: 'functions/transit/page.ts',
    auth: 'none',
    table: 'read',
    images: 'none',
    memoryMb: 512,
  },
  {
    id: 'RotateTrackingPage',
    area: 'shipments',
    method: 'POST',
    path: '/v2/listings/{listingId}/trackingPage/rotation',
    handler: 'functions/transit/rotatePage.ts',
    auth: 'key',
    scope: 'transit:write',
    table: 'readwrite',
    images: 'none',
  },
  // documents of a booked listing, for its two parties; the Bill of Lading is generated (docs/attachments.md)
  {
    id: 'ListAttachments',
    area: 'shipments',
    method: 'GET',
    path: '/v2/listings/{listingId}/attachments',
    handler: 'functions/attachments/list.ts',
    auth: 'key',
    scope: 'documents:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'UploadAttachment',
    area: 'shipments',
    method: 'POST',
    path: '/v2/listings/{listingId}/attachments',
    handler: 'functions/attachments/upload.ts',
    auth: 'key',
    scope: 'documents:write',
    table: 'readwrite',
    images: 'none',
    documents: 'readwrite',
    memoryMb: 512,
    timeoutSeconds: 15,
  },
  {
    id: 'GetAttachment',
    area: 'shipments',
    method: 'GET',
    path: '/v2/listings/{listingId}/attachments/{attachmentId}',
    handler: 'functions/attachments/get.ts',
    auth: 'key',
    scope: 'documents:read',
    table: 'read',
    images: 'none',
  },
  // a file too large for a request body goes straight to S3 on a signed address (docs/attachments.md, "Large files")
  {
    id: 'StartAttachmentUpload',
    area: 'shipments',
    method: 'POST',
    path: '/v2/listings/{listingId}/attachments/uploads',
    handler: 'functions/attachments/startUpload.ts',
    auth: 'key',
    scope: 'documents:write',
    table: 'readwrite',
    images: 'none',
    documents: 'readwrite',
  },
  {
    id: 'CompleteAttachmentUpload',
    area: 'shipments',
    method: 'POST',
    path: '/v2/listings/{listingId}/attachments/uploads/{uploadId}/completion',
    handler: 'functions/attachments/completeUpload.ts',
    auth: 'key',
    scope: 'documents:write',
    table: 'readwrite',
    images: 'none',
    documents: 'readwrite',
    memoryMb: 512,
    timeoutSeconds: 15,
  },
  {
    id: 'GetAttachmentContent',
    area: 'shipments',
    method: 'GET',
    path: '/v2/listings/{listingId}/attachments/{attachmentId}/content',
    handler: 'functions/attachments/content.ts',
    auth: 'key',
    scope: 'documents:read',
    table: 'read',
    images: 'none',
    documents: 'read',
  },
  // bids (spec 1, 2.12, 4 #14; docs/listings.md)
  {
    id: 'PlaceBid',
    area: 'listings',
    method: 'POST',
    path: '/v2/listings/{listingId}/bids',
    handler: 'functions/bids/place.ts',
    auth: 'key',
    scope: 'bids:write',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'ListBidsOfListing',
    area: 'listings',
    method: 'GET',
    path: '/v2/listings/{listingId}/bids',
    handler: 'functions/bids/listOfListing.ts',
    auth: 'key',
    scope: 'bids:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'GetBid',
    area: 'listings',
    method: 'GET',
    path: '/v2/bids/{bidId}',
    handler: 'functions/bids/get.ts',
    auth: 'key',
    scope: 'bids:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'AcceptBid',
    area: 'listings',
    method: 'POST',
    path: '/v2/bids/{bidId}/acceptance',
    handler: 'functions/bids/accept.ts',
    auth: 'key',
    scope: 'bids:write',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'DeclineBid',
    area: 'listings',
    method: 'POST',
    path: '/v2/bids/{bidId}/declination',
    handler: 'functions/bids/decline.ts',
    auth: 'key',
    scope: 'bids:write',
    table: 'readwrite',
    images: 'none',
  },
  // questions on a listing before booking (docs/questions.md)
  {
    id: 'AskQuestion',
    area: 'listings',
    method: 'POST',
    path: '/v2/listings/{listingId}/questions',
    handler: 'functions/questions/ask.ts',
    auth: 'key',
    scope: 'messages:write',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'ListListingQuestions',
    area: 'listings',
    method: 'GET',
    path: '/v2/listings/{listingId}/questions',
    handler: 'functions/questions/list.ts',
    auth: 'key',
    scope: 'messages:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'GetListingQuestion',
    area: 'listings',
    method: 'GET',
    path: '/v2/listings/{listingId}/questions/{questionId}',
    handler: 'functions/questions/get.ts',
    auth: 'key',
    scope: 'messages:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'AnswerQuestion',
    area: 'listings',
    method: 'PUT',
    path: '/v2/listings/{listingId}/questions/{questionId}/answer',
    handler: 'functions/questions/answer.ts',
    auth: 'key',
    scope: 'messages:write',
    table: 'readwrite',
    images: 'none',
  },
  // messages between the two parties of a booked listing (docs/messages.md)
  {
    id: 'SendMessage',
    area: 'shipments',
    method: 'POST',
    path: '/v2/listings/{listingId}/messages',
    handler: 'functions/messages/send.ts',
    auth: 'key',
    scope: 'messages:write',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'ListMessages',
    area: 'shipments',
    method: 'GET',
    path: '/v2/listings/{listingId}/messages',
    handler: 'functions/messages/list.ts',
    auth: 'key',
    scope: 'messages:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'GetMessage',
    area: 'shipments',
    method: 'GET',
    path: '/v2/listings/{listingId}/messages/{messageId}',
    handler: 'functions/messages/get.ts',
    auth: 'key',
    scope: 'messages:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'MarkMessageRead',
    area: 'shipments',
    method: 'POST',
    path: '/v2/listings/{listingId}/messages/{messageId}/read',
    handler: 'functions/messages/markRead.ts',
    auth: 'key',
    scope: 'messages:write',
    table: 'readwrite',
    images: 'none',
  },
  // feedback between the parties of a delivered shipment (docs/feedback.md)
  {
    id: 'LeaveFeedback',
    area: 'shipments',
    method: 'POST',
    path: '/v2/listings/{listingId}/feedback',
    handler: 'functions/feedback/leave.ts',
    auth: 'key',
    scope: 'feedback:write',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'GetFeedback',
    area: 'shipments',
    method: 'GET',
    path: '/v2/feedback/{feedbackId}',
    handler: 'functions/feedback/get.ts',
    auth: 'key',
    scope: 'feedback:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'ChangeFeedback',
    area: 'shipments',
    method: 'PUT',
    path: '/v2/feedback/{feedbackId}',
    handler: 'functions/feedback/change.ts',
    auth: 'key',
    scope: 'feedback:write',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'ReplyToFeedback',
    area: 'shipments',
    method: 'POST',
    path: '/v2/feedback/{feedbackId}/reply',
    handler: 'functions/feedback/reply.ts',
    auth: 'key',
    scope: 'feedback:write',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'ListUserFeedback',
    area: 'accounts',
    method: 'GET',
    path: '/v2/users/{userId}/feedback',
    handler: 'functions/feedback/listOfUser.ts',
    auth: 'key',
    scope: 'feedback:read',
    table: 'read',
    images: 'none',
  },
  // spec 4 #7, #8, rule 10: LTL rate requests, rates and booking (docs/raterequests.md)
  {
    id: 'CreateRateRequest',
    area: 'freight',
    method: 'POST',
    path: '/v2/raterequests',
    handler: 'functions/raterequests/create.ts',
    auth: 'key',
    scope: 'raterequests:write',
    table: 'readwrite',
    images: 'none',
    memoryMb: 512,
  },
  {
    id: 'GetRateRequest',
    area: 'freight',
    method: 'GET',
    path: '/v2/raterequests/{rateRequestID}',
    handler: 'functions/raterequests/get.ts',
    auth: 'key',
    scope: 'raterequests:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'OfferRate',
    area: 'freight',
    method: 'POST',
    path: '/v2/raterequests/{rateRequestID}/rates',
    handler: 'functions/raterequests/offerRate.ts',
    auth: 'key',
    scope: 'raterequests:write',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'ListRates',
    area: 'freight',
    method: 'GET',
    path: '/v2/raterequests/{rateRequestID}/rates',
    handler: 'functions/raterequests/rates.ts',
    auth: 'key',
    scope: 'raterequests:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'ListRatesUnversioned',
    area: 'freight',
    method: 'GET',
    path: '/raterequests/{rateRequestID}/rates',
    handler: 'functions/raterequests/rates.ts',
    auth: 'key',
    scope: 'raterequests:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'BookRate',
    area: 'freight',
    method: 'POST',
    path: '/v2/raterequests/{rateRequestID}/rates/{rateId}/booking',
    handler: 'functions/raterequests/book.ts',
    auth: 'key',
    scope: 'raterequests:write',
    table: 'readwrite',
    images: 'none',
  },
  // email preferences and one-click unsubscribe, which needs no key (docs/notifications.md, Email)
  {
    id: 'GetNotificationPreferences',
    area: 'accounts',
    method: 'GET',
    path: '/v2/users/me/notifications',
    handler: 'functions/users/notificationPreferences.ts',
    auth: 'key',
    scope: 'account:read',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'UpdateNotificationPreferences',
    area: 'accounts',
    method: 'PUT',
    path: '/v2/users/me/notifications',
    handler: 'functions/users/updateNotificationPreferences.ts',
    auth: 'key',
    scope: 'account:write',
    table: 'readwrite',
    images: 'none',
  },
  // the caller's security event trail, 90 days (docs/security-events.md)
  {
    id: 'ListSecurityEvents',
    area: 'accounts',
    method: 'GET',
    path: '/v2/users/me/securityEvents',
    handler: 'functions/users/securityEvents.ts',
    auth: 'key',
    scope: 'account:read',
    table: 'read',
    images: 'none',
  },
  // a user's own data: a copy of it, and closing the account (docs/privacy.md)
  {
    id: 'RequestDataExport',
    area: 'accounts',
    method: 'POST',
    path: '/v2/users/me/export',
    handler: 'functions/privacy/requestExport.ts',
    auth: 'key',
    scope: 'account:write',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'GetDataExport',
    area: 'accounts',
    method: 'GET',
    path: '/v2/users/me/exports/{exportId}',
    handler: 'functions/privacy/getExport.ts',
    auth: 'key',
    scope: 'account:read',
    table: 'read',
    images: 'none',
    exports: 'read',
  },
  {
    id: 'CloseAccount',
    area: 'accounts',
    method: 'DELETE',
    path: '/v2/users/me',
    handler: 'functions/privacy/closeAccount.ts',
    auth: 'key',
    scope: 'account:write',
    table: 'readwrite',
    images: 'none',
    timeoutSeconds: 29,
  },
  {
    id: 'GetUnsubscribePage',
    area: 'accounts',
    method: 'GET',
    path: '/v2/unsubscribe/{token}',
    handler: 'functions/email/unsubscribePage.ts',
    auth: 'none',
    table: 'none',
    images: 'none',
  },
  {
    id: 'Unsubscribe',
    area: 'accounts',
    method: 'POST',
    path: '/v2/unsubscribe/{token}',
    handler: 'functions/email/unsubscribe.ts',
    auth: 'none',
    table: 'readwrite',
    images: 'none',
  },
  // a shipper's Preferred and Blocked providers (docs/provider-relations.md)
  {
    id: 'ListProviderRelations',
    area: 'accounts',
    method: 'GET',
    path: '/v2/users/me/providers',
    handler: 'functions/providers/list.ts',
    auth: 'key',
    scope: 'account:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'GetProviderRelation',
    area: 'accounts',
    method: 'GET',
    path: '/v2/users/me/providers/{userId}',
    handler: 'functions/providers/get.ts',
    auth: 'key',
    scope: 'account:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'MarkProvider',
    area: 'accounts',
    method: 'PUT',
    path: '/v2/users/me/providers/{userId}',
    handler: 'functions/providers/mark.ts',
    auth: 'key',
    scope: 'account:write',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'ClearProviderRelation',
    area: 'accounts',
    method: 'DELETE',
    path: '/v2/users/me/providers/{userId}',
    handler: 'functions/providers/clear.ts',
    auth: 'key',
    scope: 'account:write',
    table: 'readwrite',
    images: 'none',
  },
  // a company's members and their invitations (docs/teams.md)
  {
    id: 'InviteMember',
    area: 'accounts',
    method: 'POST',
    path: '/v2/users/me/members',
    handler: 'functions/members/invite.ts',
    auth: 'key',
    scope: 'members:manage',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'ListMembers',
    area: 'accounts',
    method: 'GET',
    path: '/v2/users/me/members',
    handler: 'functions/members/list.ts',
    auth: 'key',
    scope: 'members:manage',
    table: 'read',
    images: 'none',
  },
  {
    id: 'GetMember',
    area: 'accounts',
    method: 'GET',
    path: '/v2/users/me/members/{memberId}',
    handler: 'functions/members/get.ts',
    auth: 'key',
    scope: 'members:manage',
    table: 'read',
    images: 'none',
  },
  {
    id: 'ChangeMemberRole',
    area: 'accounts',
    method: 'PUT',
    path: '/v2/users/me/members/{memberId}',
    handler: 'functions/members/changeRole.ts',
    auth: 'key',
    scope: 'members:manage',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'RemoveMember',
    area: 'accounts',
    method: 'DELETE',
    path: '/v2/users/me/members/{memberId}',
    handler: 'functions/members/remove.ts',
    auth: 'key',
    scope: 'members:manage',
    table: 'readwrite',
    images: 'none',
    timeoutSeconds: 29,
  },
  // a provider's vetting with FMCSA (docs/vetting.md); in freight, the area with room to grow (docs/operations.md,
  // "Stacks"; test/infra/stack-growth.test.ts)
  {
    id: 'GetVetting',
    area: 'freight',
    method: 'GET',
    path: '/v2/users/me/vetting',
    handler: 'functions/vetting/get.ts',
    auth: 'key',
    scope: 'account:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'UpdateVetting',
    area: 'freight',
    method: 'PUT',
    path: '/v2/users/me/vetting',
    handler: 'functions/vetting/update.ts',
    auth: 'key',
    scope: 'account:write',
    table: 'readwrite',
    images: 'none',
    fmcsa: true,
    // FMCSA's calls (3 attempts of 5 s at most, docs/vetting.md) within API Gateway's 29 s
    timeoutSeconds: 29,
  },
  // a shipper's requirements of the providers that bid on its listings (docs/vetting.md, "Shippers choose"); in freight
  // too
  // certificates of insurance: what an insurer certifies, counted toward shippers' minimums (docs/vetting.md)
  {
    id: 'ListCertificates',
    area: 'freight',
    method: 'GET',
    path: '/v2/users/me/vetting/certificates',
    handler: 'functions/vetting/certificates.ts',
    auth: 'key',
    scope: 'account:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'UploadCertificate',
    area: 'freight',
    method: 'POST',
    path: '/v2/users/me/vetting/certificates',
    handler: 'functions/vetting/uploadCertificate.ts',
    auth: 'key',
    scope: 'account:write',
    table: 'readwrite',
    images: 'none',
    certificates: 'readwrite',
    memoryMb: 512,
    timeoutSeconds: 15,
  },
  {
    id: 'GetCertificate',
    area: 'freight',
    method: 'GET',
    path: '/v2/users/me/vetting/certificates/{certificateId}',
    handler: 'functions/vetting/certificate.ts',
    auth: 'key',
    scope: 'account:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'GetCertificateContent',
    area: 'freight',
    method: 'GET',
    path: '/v2/users/me/vetting/certificates/{certificateId}/content',
    handler: 'functions/vetting/certificateContent.ts',
    auth: 'key',
    scope: 'account:read',
    table: 'read',
    images: 'none',
    certificates: 'read',
  },
  {
    id: 'DeleteCertificate',
    area: 'freight',
    method: 'DELETE',
    path: '/v2/users/me/vetting/certificates/{certificateId}',
    handler: 'functions/vetting/deleteCertificate.ts',
    auth: 'key',
    scope: 'account:write',
    table: 'readwrite',
    images: 'none',
    certificates: 'readwrite',
  },
  {
    id: 'GetProviderRequirements',
    area: 'freight',
    method: 'GET',
    path: '/v2/users/me/providerRequirements',
    handler: 'functions/vetting/requirements.ts',
    auth: 'key',
    scope: 'account:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'UpdateProviderRequirements',
    area: 'freight',
    method: 'PUT',
    path: '/v2/users/me/providerRequirements',
    handler: 'functions/vetting/updateRequirements.ts',
    auth: 'key',
    scope: 'account:write',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'GetInvitationPage',
    area: 'accounts',
    method: 'GET',
    path: '/v2/invitations/{token}',
    handler: 'functions/invitations/page.ts',
    auth: 'none',
    table: 'none',
    images: 'none',
  },
  {
    id: 'AcceptInvitation',
    area: 'accounts',
    method: 'POST',
    path: '/v2/invitations/{token}/acceptance',
    handler: 'functions/invitations/accept.ts',
    auth: 'none',
    table: 'readwrite',
    images: 'none',
  },
  // spec 6: the in-app inbox the notifier fills (docs/notifications.md)
  {
    id: 'ListNotifications',
    area: 'accounts',
    method: 'GET',
    path: '/v2/notifications',
    handler: 'functions/notifications/list.ts',
    auth: 'key',
    scope: 'account:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'MarkNotificationRead',
    area: 'accounts',
    method: 'POST',
    path: '/v2/notifications/{notificationId}/read',
    handler: 'functions/notifications/markRead.ts',
    auth: 'key',
    scope: 'account:write',
    table: 'readwrite',
    images: 'none',
  },
  // webhooks beyond the spec (docs/webhooks.md)
  {
    id: 'CreateWebhook',
    area: 'accounts',
    method: 'POST',
    path: '/v2/webhooks',
    handler: 'functions/webhooks/create.ts',
    auth: 'key',
    scope: 'webhooks:manage',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'ListWebhooks',
    area: 'accounts',
    method: 'GET',
    path: '/v2/webhooks',
    handler: 'functions/webhooks/list.ts',
    auth: 'key',
    scope: 'webhooks:manage',
    table: 'read',
    images: 'none',
  },
  {
    id: 'DeleteWebhook',
    area: 'accounts',
    method: 'DELETE',
    path: '/v2/webhooks/{webhookId}',
    handler: 'functions/webhooks/delete.ts',
    auth: 'key',
    scope: 'webhooks:manage',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'UpdateWebhook',
    area: 'accounts',
    method: 'PUT',
    path: '/v2/webhooks/{webhookId}',
    handler: 'functions/webhooks/update.ts',
    auth: 'key',
    scope: 'webhooks:manage',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'SendTestWebhookEvent',
    area: 'accounts',
    method: 'POST',
    path: '/v2/webhooks/{webhookId}/test',
    handler: 'functions/webhooks/test.ts',
    auth: 'key',
    scope: 'webhooks:manage',
    table: 'read',
    images: 'none',
    timeoutSeconds: 15,
  },
  {
    id: 'RedeliverWebhookDelivery',
    area: 'accounts',
    method: 'POST',
    path: '/v2/webhooks/{webhookId}/deliveries/{deliveryId}/redelivery',
    handler: 'functions/webhooks/redeliver.ts',
    auth: 'key',
    scope: 'webhooks:manage',
    table: 'readwrite',
    images: 'none',
    timeoutSeconds: 15,
  },
  {
    id: 'RotateWebhookSecret',
    area: 'accounts',
    method: 'POST',
    path: '/v2/webhooks/{webhookId}/secret/rotation',
    handler: 'functions/webhooks/rotateSecret.ts',
    auth: 'key',
    scope: 'webhooks:manage',
    table: 'readwrite',
    images: 'none',
  },
  {
    id: 'ListWebhookDeliveries',
    area: 'accounts',
    method: 'GET',
    path: '/v2/webhooks/{webhookId}/deliveries',
    handler: 'functions/webhooks/deliveries.ts',
    auth: 'key',
    scope: 'webhooks:manage',
    table: 'read',
    images: 'none',
  },
  // spec 4 #15, #16, #18: lookups
  {
    id: 'ListBidDeclinationReasons',
    area: 'reference',
    method: 'GET',
    path: '/v2/lookups/bidDeclinationReasons',
    handler: 'functions/lookups/bidDeclinationReasons.ts',
    auth: 'key',
    scope: 'lookups:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'ListServiceTypes',
    area: 'reference',
    method: 'GET',
    path: '/v2/lookups/serviceTypes',
    handler: 'functions/lookups/serviceTypes.ts',
    auth: 'key',
    scope: 'lookups:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'ListCommodities',
    area: 'reference',
    method: 'GET',
    path: '/v2/lookups/commodities',
    handler: 'functions/lookups/commodities.ts',
    auth: 'key',
    scope: 'lookups:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'ListTrailerTypes',
    area: 'reference',
    method: 'GET',
    path: '/v2/lookups/trailerTypes',
    handler: 'functions/lookups/trailerTypes.ts',
    auth: 'key',
    scope: 'lookups:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'ListRegions',
    area: 'reference',
    method: 'GET',
    path: '/v2/lookups/regions',
    handler: 'functions/lookups/regions.ts',
    auth: 'key',
    scope: 'lookups:read',
    table: 'read',
    images: 'none',
  },
  {
    id: 'ListCurrencies',
    area: 'reference',
    method: 'GET',
    path: '/v2/lookups/currencies',
    handler: 'functions/lookups/currencies.ts',
    auth: 'key',
    scope: 'lookups:read',
    table: 'read',
    images: 'none',
  },
];

/**
 * Answers every request no row matches: 404, or 405 when the path exists with other
 * methods (spec 7.1/7.3). API Gateway's `$default` route; the local server's fallthrough. In no
 * area: it is deployed beside the API, and may invoke every area's functions.
 */
export const fallbackRoute: Endpoint = {
  id: 'Fallback',
  method: 'GET',
  path: '$default',
  handler: 'functions/fallback/unmatched.ts',
  auth: 'none',
  table: 'none',
  images: 'none',
};

/**
 * A DynamoDB stream consumer (not a route): infra/event-consumers.ts attaches each to the table's stream with
 * its own event source mapping, infra/local/stream-poller.ts drives the same modules locally.
 */
export interface StreamConsumer {
  readonly id: string;
  readonly handler: string;
  readonly table: Access;
  readonly memoryMb: number;
  readonly timeoutSeconds: number;
  /** The event source filter: only new images of these entities reach the consumer. */
  readonly entities: readonly Kind[];
  /** Sends email (docs/notifications.md, Email): the stage's sender, configuration set and ses:SendEmail. */
  readonly sendsEmail?: true;
  /** Fans notifications out to webhooks (docs/webhooks.md): the delivery queue's URL and sqs:SendMessage on it. */
  readonly sendsWebhooks?: true;
  /** How long Lambda may gather records before invoking (cost against latency). */
  readonly batchingWindowSeconds: number;
  readonly documents?: Access;
}

/**
 * Turns changes of bids, transit records, rate requests, listing documents, feedback, questions, messages,
 * saved-search matches, providers' vettings and their certificates' reminders into notifications (spec 6).
 */
export const notifier: StreamConsumer = {
  id: 'Notifier',
  handler: 'functions/notifier/stream.ts',
  table: 'readwrite',
  memoryMb: 256,
  timeoutSeconds: 30,
  entities: [
    'Bid',
    'TransitRecord',
    'Rate',
    'RateRequest',
    'Attachment',
    'Feedback',
    'Question',
    'Message',
    'ListingMatch',
    'PreferredListing',
    'Webhook',
    'InvitationEmail',
    'DriverAssignment',
    'Vetting',
    'Certificate',
  ],
  batchingWindowSeconds: 1,
  sendsEmail: true,
  sendsWebhooks: true,
};

/**
 * Keeps the search index (docs/search.md) and the views of the shippers' lists (docs/listings.md) in step with
 * listings.
 */
export const searchIndexer: StreamConsumer = {
  id: 'SearchIndexer',
  handler: 'functions/search/indexer.ts',
  table: 'readwrite',
  memoryMb: 512,
  timeoutSeconds: 30,
  // no batching window: a listing is searchable within a second of its activation (docs/search.md)
  entities: ['Listing', 'ListingState'],
  batchingWindowSeconds: 0,
};

/** Turns each accepted bid into an observation of its lane's market prices (docs/pricing.md). */
export const lanePriceIndexer: StreamConsumer = {
  id: 'LanePriceIndexer',
  handler: 'functions/pricing/lane-prices.ts',
  table: 'readwrite',
  memoryMb: 256,
  timeoutSeconds: 30,
  entities: ['Bid'],
  batchingWindowSeconds: 1,
};

/** Renders the Bill of Lading of each booking as a listing document (docs/attachments.md). */
export const billOfLadingWriter: StreamConsumer = {
  id: 'BillOfLadingWriter',
  handler: 'functions/attachments/bill-of-lading.ts',
  table: 'readwrite',
  documents: 'readwrite',
  memoryMb: 512,
  timeoutSeconds: 60,
  // every booking (accepted bid, BookItNow, booked LTL rate) writes its first transit record
  entities: ['TransitRecord'],
  batchingWindowSeconds: 0,
};

/** Keeps each user's feedback summary (docs/feedback.md) in step with the feedback they receive. */
export const feedbackSummarizer: StreamConsumer = {
  id: 'FeedbackSummarizer',
  handler: 'functions/feedback/summarize.ts',
  table: 'readwrite',
  memoryMb: 256,
  timeoutSeconds: 30,
  entities: ['Feedback'],
  batchingWindowSeconds: 1,
};

/**
 * Matches each listing that opens or changes where or what it carries against the saved searches with alerts
 * (docs/saved-searches.md).
 */
export const savedSearchAlerter: StreamConsumer = {
  id: 'SavedSearchAlerter',
  handler: 'functions/searches/alerts.ts',
  table: 'readwrite',
  memoryMb: 512,
  timeoutSeconds: 30,
  // no batching window: an instant alert is worth its name
  entities: ['Listing', 'ListingState'],
  batchingWindowSeconds: 0,
};

export const streamConsumers: readonly StreamConsumer[] = [
  notifier,
  searchIndexer,
  lanePriceIndexer,
  billOfLadingWriter,
  feedbackSummarizer,
  savedSearchAlerter,
];

/** A function run on a schedule: an EventBridge rule in AWS, a timer in the local runtime. */
export interface ScheduledJob {
  readonly id: string;
  readonly handler: string;
  readonly table: Access;
  readonly memoryMb: number;
  readonly timeoutSeconds: number;
  readonly everyMinutes: number;
  readonly sendsEmail?: true;
  readonly sendsWebhooks?: true;
  readonly images?: Access;
  readonly documents?: Access;
  readonly exports?: Access;
  readonly certificates?: Access;
  /** Reads the whole table (dynamodb:Scan): the privacy job only (docs/privacy.md). */
  readonly scansTable?: true;
  /** Lists the files under the prefixes it may write (s3:ListBucket): the privacy job, for a person's own files. */
  readonly listsFiles?: true;
  /** Asks FMCSA (as a route's `fmcsa`). */
  readonly fmcsa?: true;
}

/** Takes listings past their expiry out of the search index and its tallies (docs/search.md). */
export const searchSweeper: ScheduledJob = {
  id: 'SearchSweeper',
  handler: 'functions/search/sweeper.ts',
  table: 'readwrite',
  memoryMb: 512,
  timeoutSeconds: 60,
  everyMinutes: 1,
};

/** Tells shippers, once, of listings that expire within a day with no bid (docs/notifications.md). */
export const listingExpiryReminder: ScheduledJob = {
  id: 'ListingExpiryReminder',
  handler: 'functions/notifications/expiring.ts',
  table: 'readwrite',
  memoryMb: 256,
  timeoutSeconds: 60,
  everyMinutes: 10,
  sendsEmail: true,
  sendsWebhooks: true,
};

/** Emails each message still unread 10 minutes after it was sent, once per conversation and hour (docs/messages.md). */
export const unreadMessageMailer: ScheduledJob = {
  id: 'UnreadMessageMailer',
  handler: 'functions/messages/unread-email.ts',
  table: 'readwrite',
  memoryMb: 256,
  timeoutSeconds: 60,
  everyMinutes: 1,
  sendsEmail: true,
};

/** Emails each user their daily saved searches' matches at 07:00 of their day (docs/saved-searches.md). */
export const alertDigestMailer: ScheduledJob = {
  id: 'AlertDigestMailer',
  handler: 'functions/searches/digest.ts',
  table: 'readwrite',
  memoryMb: 256,
  timeoutSeconds: 120,
  everyMinutes: 5,
  sendsEmail: true,
};

/** Builds the data exports asked for and erases closed accounts, each by a pass over the table (docs/privacy.md). */
export const privacyJobs: ScheduledJob = {
  id: 'PrivacyJobs',
  handler: 'functions/privacy/jobs.ts',
  table: 'readwrite',
  memoryMb: 1024,
  timeoutSeconds: 900,
  everyMinutes: 1,
  images: 'readwrite',
  documents: 'readwrite',
  exports: 'readwrite',
  certificates: 'readwrite',
  scansTable: true,
  listsFiles: true,
};

/**
 * Ends rotated full keys whose overlap is over, each entered in its owner's trail (docs/auth.md, "Rotating the full
 * key").
 */
export const keyExpiry: ScheduledJob = {
  id: 'KeyExpiry',
  handler: 'functions/apikeys/expiry.ts',
  table: 'readwrite',
  memoryMb: 256,
  timeoutSeconds: 60,
  everyMinutes: 1,
};

/**
 * Checks each provider with a number against FMCSA once a day, and a new one at once, at a set pace
 * (docs/vetting.md, "Watched every day").
 */
export const providerVetter: ScheduledJob = {
  id: 'ProviderVetter',
  handler: 'functions/vetting/daily.ts',
  table: 'readwrite',
  memoryMb: 256,
  // a run starts no check after 45 s; FMCSA's slowest answers (3 attempts of 5 s) end well within
  timeoutSeconds: 120,
  everyMinutes: 1,
  fmcsa: true,
};

export const scheduledJobs: readonly ScheduledJob[] = [
  searchSweeper,
  listingExpiryReminder,
  unreadMessageMailer,
  alertDigestMailer,
  privacyJobs,
  keyExpiry,
  providerVetter,
];

/** Consumer of the webhook delivery queue (SQS in AWS, infra/local/webhook-queue.ts locally). */
export const webhookDeliverer = {
  id: 'WebhookDeliverer',
  handler: 'functions/webhooks/deliver.ts',
  table: 'readwrite' as Access,
  memoryMb: 256,
  timeoutSeconds: 30,
} as const;

/**
 * Consumer of SES's bounce and complaint events (SNS -> SQS), which fill the suppression list (docs/notifications.md,
 * Email).
 */
export const emailFeedbackConsumer = {
  id: 'EmailFeedback',
  handler: 'functions/email/feedback.ts',
  table: 'readwrite' as Access,
  memoryMb: 256,
  timeoutSeconds: 30,
} as const;

export interface RouteMatch {
  route: Route;
  pathParameters: Record<string, string>;
}

/** A row's path as a pattern: literal segments as written (in any case when `anyCase`), parameters any segment. */
function compile(anyCase: boolean) {
  return routes.map((route) => {
    const names: string[] = [];
    const pattern = route.path
      .split(/(\{[^}+]+\})/)
      .map((part) => {
        const parameter = /^\{([^}+]+)\}$/.exec(part);
        if (!parameter) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(parameter[1]!);
        return '([^/]+)';
      })
      .join('');
    return { route, names, regex: new RegExp(`^${pattern}$`, anyCase ? 'i' : '') };
  });
}
/** API Gateway's match: literal segments exactly as the table writes them. */
const exactly = compile(false);
/** The original API's match (docs/routing.md): literal segments in any case. */
const inAnyCase = compile(true);

/** API Gateway's normalisation: `/v2/users/` is routed as `/v2/users`. */
export function canonicalPath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;
}

/** A path segment decoded; a malformed escape (`%E0%A4%A`) stays as sent, for validation to refuse. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Rows whose path matches, whatever their method: as API Gateway matches, or in any case. */
export function routesForPath(path: string, spelling: 'exact' | 'anyCase' = 'exact'): RouteMatch[] {
  const canonical = canonicalPath(path);
  const found: RouteMatch[] = [];
  for (const { route, names, regex } of spelling === 'exact' ? exactly : inAnyCase) {
    const m = regex.exec(canonical);
    if (!m) continue;
    const pathParameters: Record<string, string> = {};
    names.forEach((name, i) => {
      pathParameters[name] = decodeSegment(m[i + 1] ?? '');
    });
    found.push({ route, pathParameters });
  }
  return found;
}

/** The row API Gateway routes a request to (infra/local/server.ts does the same), if any. */
export function matchRoute(method: string, path: string): RouteMatch | undefined {
  return routesForPath(path).find((m) => m.route.method === method.toUpperCase());
}

/**
 * The row a request means as the original API matched it (docs/routing.md): literal segments in
 * any case, with or without a trailing slash, and HEAD as the GET of its path (RFC 9110 9.3.2).
 * The fallback dispatches what API Gateway's exact match left to it.
 */
export function matchAnySpelling(method: string, path: string): (RouteMatch & { head: boolean }) | undefined {
  const head = method.toUpperCase() === 'HEAD';
  const wanted = head ? 'GET' : method.toUpperCase();
  const match = routesForPath(path, 'anyCase').find((m) => m.route.method === wanted);
  return match && { ...match, head };
}

/**
 * A function's name in a stage (`marketplace-sandbox-listings-GetListing`): the stack names every
 * function `<prefix><area>-<id>`, so that the fallback can derive a route's and alarms and logs
 * read alike. At most 64 characters (Lambda's limit). The area is in the name because a function
 * moved to another stack needs a new one (docs/operations.md, "Stacks").
 */
export const deployedFunctionName = (prefix: string, area: string, id: string) => `${prefix}${area}-${id}`;
export const routeFunctionName = (prefix: string, route: Route) => deployedFunctionName(prefix, route.area, route.id);

/**
 * The alias every caller invokes (API Gateway, the stream and queue mappings, the schedules, the
 * fallback): it points at the function's published version, and a deploy moves it gradually
 * (docs/operations.md, "Deploys").
 */
export const LIVE_ALIAS = 'live';

/** The prefix of a stage's function names. */
export const functionPrefix = (stage: string) => `marketplace-${stage}-`;
