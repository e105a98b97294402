// Generated from GET /v2/openapi.json by sdk/scripts/generate.ts (npm run build:openapi). Do not edit.

/** The POST paths that take an Idempotency-Key (docs/idempotency.md). */
export const idempotentPosts: ReadonlySet<string> = new Set([
  "/v2/bids/{bidId}/acceptance",
  "/v2/bids/{bidId}/declination",
  "/v2/feedback/{feedbackId}/reply",
  "/v2/fixedprice",
  "/v2/listings",
  "/v2/listings/{listingId}/activation",
  "/v2/listings/{listingId}/attachments",
  "/v2/listings/{listingId}/attachments/uploads",
  "/v2/listings/{listingId}/attachments/uploads/{uploadId}/completion",
  "/v2/listings/{listingId}/bids",
  "/v2/listings/{listingId}/cancellation",
  "/v2/listings/{listingId}/delivered",
  "/v2/listings/{listingId}/dispatched",
  "/v2/listings/{listingId}/feedback",
  "/v2/listings/{listingId}/locations",
  "/v2/listings/{listingId}/messages",
  "/v2/listings/{listingId}/messages/{messageId}/read",
  "/v2/listings/{listingId}/pickedup",
  "/v2/listings/{listingId}/questions",
  "/v2/listings/{listingId}/trackingPage/rotation",
  "/v2/listings/{listingId}/watch",
  "/v2/notifications/{notificationId}/read",
  "/v2/profiles/images",
  "/v2/raterequests",
  "/v2/raterequests/{rateRequestID}/rates",
  "/v2/raterequests/{rateRequestID}/rates/{rateId}/booking",
  "/v2/searches",
  "/v2/users",
  "/v2/webhooks"
]);
