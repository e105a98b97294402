// Where each route's API Gateway route and integration live (docs/operations.md, "Stacks"). These
// routes had theirs deployed in the stage's stack, beside the API, and keep them there: moving a
// route to another stack takes two deploys (API Gateway refuses a second route with the same key,
// and CloudFormation creates before it deletes). Every route added since has its route and
// integration in its area's stack, beside its function, so the stage's stack no longer grows
// with the route table. Never add to this list; removing a route from the table removes it here.
export const routesBesideTheApi: ReadonlySet<string> = new Set([
  'GetOpenApiDocument', 'GetAsyncApiDocument', 'GetActiveUser', 'CreateUser', 'GetUserProfile',
  'UploadProfileImage', 'GetProfileImage', 'CreateApiKey', 'RevokeApiKey', 'IssueOAuthToken',
  'CreateRestrictedKey', 'ListRestrictedKeys', 'RevokeRestrictedKey', 'CreateEstimate',
  'CreateFixedPriceQuote', 'CreateListing', 'ListListings', 'GetListing', 'ActivateListing', 'CancelListing',
  'WatchListing', 'UnwatchListing', 'ListWatchedListings', 'GetListingContacts', 'SearchListings',
  'GetCommodityImage', 'ReportDispatched', 'ReportPickedUp', 'ReportDelivered', 'ReportLocation',
  'GetTransitStatuses', 'TrackListing', 'GetTrackingPage', 'RotateTrackingPage', 'ListAttachments',
  'UploadAttachment', 'GetAttachment', 'StartAttachmentUpload', 'CompleteAttachmentUpload',
  'GetAttachmentContent', 'PlaceBid', 'ListBidsOfListing', 'GetBid', 'AcceptBid', 'DeclineBid',
  'CreateRateRequest', 'GetRateRequest', 'OfferRate', 'ListRates', 'ListRatesUnversioned', 'BookRate',
  'GetNotificationPreferences', 'UpdateNotificationPreferences', 'ListSecurityEvents', 'GetUnsubscribePage',
  'Unsubscribe', 'ListNotifications', 'MarkNotificationRead', 'CreateWebhook', 'ListWebhooks',
  'DeleteWebhook', 'ListWebhookDeliveries', 'ListBidDeclinationReasons', 'ListServiceTypes',
  'ListCommodities', 'ListTrailerTypes', 'ListRegions', 'ListCurrencies',
]);
