// Generated from GET /v2/openapi.json by sdk/scripts/generate.ts (npm run build:openapi). Do not edit.

export interface paths {
    "/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * OAuth 2.0 token for legacy clients
         * @description Source: spec 5.3, RFC 6749.
         */
        post: operations["IssueOAuthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/raterequests/{rateRequestID}/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rates, at the path the spec prints without /v2
         * @description Source: spec 4 #8. A restricted key needs the scope `raterequests:read`.
         */
        get: operations["ListRatesUnversioned"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/t/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public tracking page (HTML, no key)
         * @description Source: docs/tracking.md.
         */
        get: operations["GetTrackingPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The authenticated user
         * @description Source: spec 4 #17, 2.14. A restricted key needs the scope `account:read`.
         */
        get: operations["GetActiveUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/apikeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's keys of this stage: the full key, previous ones still in a rotation's overlap (with their last use), the restricted keys; never a key itself
         * @description Source: docs/auth.md, "Rotating the full key". A restricted key needs the scope `keys:manage`.
         */
        get: operations["ListApiKeys"];
        put?: never;
        /**
         * Get a new API key for this stage (shown once)
         * @description Source: spec 5.2, docs/auth.md.
         */
        post: operations["CreateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/apikeys/restricted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's restricted keys (never the keys themselves)
         * @description Source: docs/auth.md, "Restricted keys". A restricted key needs the scope `keys:manage`.
         */
        get: operations["ListRestrictedKeys"];
        put?: never;
        /**
         * Create a restricted key: only the scopes named (a key gives only scopes it has), a name, an optional expiry; shown once
         * @description Source: docs/auth.md, "Restricted keys". A restricted key needs the scope `keys:manage`.
         */
        post: operations["CreateRestrictedKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/apikeys/restricted/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a restricted key
         * @description Source: docs/auth.md, "Restricted keys". A restricted key needs the scope `keys:manage`.
         */
        delete: operations["RevokeRestrictedKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/apikeys/revocation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke the user's API key of this stage
         * @description Source: docs/auth.md.
         */
        post: operations["RevokeApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/apikeys/rotation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the full key: a new key, shown once; the previous one keeps working for the hours asked (0 to 168), then answers 401
         * @description Source: docs/auth.md, "Rotating the full key". A restricted key needs the scope `keys:manage`.
         */
        post: operations["RotateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/asyncapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The AsyncAPI 3.0 document of the webhook events
         * @description Source: docs/webhooks.md.
         */
        get: operations["GetAsyncApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bids/{bidId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A bid
         * @description Source: docs/listings.md. A restricted key needs the scope `bids:read`.
         */
        get: operations["GetBid"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bids/{bidId}/acceptance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a bid (books the listing; paid on the platform with `payment`)
         * @description Source: spec 1, docs/listings.md, docs/payments.md. A restricted key needs the scope `bids:write`.
         */
        post: operations["AcceptBid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/bids/{bidId}/declination": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline a bid
         * @description Source: spec 2.12. A restricted key needs the scope `bids:write`.
         */
        post: operations["DeclineBid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/estimate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price estimate for a route and items
         * @description Source: spec 4 #5, 2.7. A restricted key needs the scope `prices:read`.
         */
        post: operations["CreateEstimate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/feedback/{feedbackId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A feedback
         * @description Source: docs/feedback.md. A restricted key needs the scope `feedback:read`.
         */
        get: operations["GetFeedback"];
        /**
         * Change your feedback (once, within 7 days)
         * @description Source: docs/feedback.md. A restricted key needs the scope `feedback:write`.
         */
        put: operations["ChangeFeedback"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/feedback/{feedbackId}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply to feedback you received (once)
         * @description Source: docs/feedback.md. A restricted key needs the scope `feedback:write`.
         */
        post: operations["ReplyToFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/fixedprice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fixed-price quote
         * @description Source: spec 4 #1, 2.2. A restricted key needs the scope `prices:read`.
         */
        post: operations["CreateFixedPriceQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/images/commodities/{commodity}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A commodity's image (SVG)
         * @description Source: spec 2.10 imageUrl.
         */
        get: operations["GetCommodityImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An invitation's emailed link: a page with the password form that posts to the acceptance (no key; opening it changes nothing)
         * @description Source: docs/teams.md.
         */
        get: operations["GetInvitationPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/invitations/{token}/acceptance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation with the emailed link's token: the member sets its password, then gets its keys with POST /v2/apikeys (no key)
         * @description Source: docs/teams.md.
         */
        post: operations["AcceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's listings, newest first
         * @description Source: spec 4 rule 7. A restricted key needs the scope `listings:read`.
         */
        get: operations["ListListings"];
        put?: never;
        /**
         * Create a listing
         * @description Source: spec 4 #4, 2.6. A restricted key needs the scope `listings:write`.
         */
        post: operations["CreateListing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listings/{listingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A listing
         * @description Source: spec 4 #2, 2.6. A restricted key needs the scope `listings:read`.
         */
        get: operations["GetListing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listings/{listingId}/activation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate a saved listing
         * @description Source: docs/listings.md. A restricted key needs the scope `listings:write`.
         */
        post: operations["ActivateListing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listings/{listingId}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A booked listing's documents (its two parties)
         * @description Source: docs/attachments.md. A restricted key needs the scope `documents:read`.
         */
        get: operations["ListAttachments"];
        put?: never;
        /**
         * Add a document (multipart: type, file)
         * @description Source: docs/attachments.md. A restricted key needs the scope `documents:write`.
         */
        post: operations["UploadAttachment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listings/{listingId}/attachments/{attachmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A document of a listing
         * @description Source: docs/attachments.md. A restricted key needs the scope `documents:read`.
         */
        get: operations["GetAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listings/{listingId}/attachments/{attachmentId}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A document's bytes (a redirect to a signed address valid for 5 minutes)
         * @description Source: docs/attachments.md. A restricted key needs the scope `documents:read`.
         */
        get: operations["GetAttachmentContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listings/{listingId}/attachments/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Announce a large document: a signed address to PUT it to (up to 10 MiB)
         * @description Source: docs/attachments.md. A restricted key needs the scope `documents:write`.
         */
        post: operations["StartAttachmentUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listings/{listingId}/attachments/uploads/{uploadId}/completion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record an uploaded document (its size and bytes are checked)
         * @description Source: docs/attachments.md. A restricted key needs the scope `documents:write`.
         */
        post: operations["CompleteAttachmentUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listings/{listingId}/bids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A listing's bids
         * @description Source: docs/listings.md. A restricted key needs the scope `bids:read`.
         */
        get: operations["ListBidsOfListing"];
        put?: never;
        /**
         * Bid on a listing
         * @description Source: spec 1, 4 #14. A restricted key needs the scope `bids:write`.
         */
        post: operations["PlaceBid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listings/{listingId}/cancellation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a listing
         * @description Source: docs/listings.md. A restricted key needs the scope `listings:write`.
         */
        post: operations["CancelListing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listings/{listingId}/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contacts of a booked listing (its two parties only)
         * @description Source: spec 2.4. A restricted key needs the scope `listings:read`.
         */
        get: operations["GetListingContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listings/{listingId}/delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report delivered
         * @description Source: spec 3.1, 4 #9. A restricted key needs the scope `transit:write`.
         */
        post: operations["ReportDelivered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listings/{listingId}/dispatched": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report dispatched
         * @description Source: spec 3.1, 4 #9. A restricted key needs the scope `transit:write`.
         */
        post: operations["ReportDispatched"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listings/{listingId}/driver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Assign one of the company's Drivers to a listing booked with it, or another one: the driver then reads the listing, its contacts and documents and reports its transit; the shipper is told (owner, admins, dispatchers)
         * @description Source: docs/teams.md. A restricted key needs the scope `transit:write`.
         */
        put: operations["AssignDriver"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listings/{listingId}/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave feedback on the other party of a delivered listing (once, within 60 days)
         * @description Source: docs/feedback.md. A restricted key needs the scope `feedback:write`.
         */
        post: operations["LeaveFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listings/{listingId}/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report the current location
         * @description Source: spec 4 #10, docs/tracking.md. A restricted key needs the scope `transit:write`.
         */
        post: operations["ReportLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listings/{listingId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A booked listing's messages, oldest first (its two parties)
         * @description Source: docs/messages.md. A restricted key needs the scope `messages:read`.
         */
        get: operations["ListMessages"];
        put?: never;
        /**
         * Write to the other party of a booked listing (its shipper and booked carrier only)
         * @description Source: docs/messages.md. A restricted key needs the scope `messages:write`.
         */
        post: operations["SendMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listings/{listingId}/messages/{messageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A message of a booked listing (its two parties)
         * @description Source: docs/messages.md. A restricted key needs the scope `messages:read`.
         */
        get: operations["GetMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listings/{listingId}/messages/{messageId}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a message read (its recipient)
         * @description Source: docs/messages.md. A restricted key needs the scope `messages:write`.
         */
        post: operations["MarkMessageRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listings/{listingId}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A booking's payment: its total, breakdown, status and history (the release code: the shipper's alone)
         * @description Source: docs/payments.md. A restricted key needs the scope `payments:read`.
         */
        get: operations["GetListingPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listings/{listingId}/payment/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Release the payment to the carrier: the shipper after pickup, or the carrier with the release code (5 wrong codes lock it for 15 minutes: 429)
         * @description Source: docs/payments.md. A restricted key needs the scope `payments:write`.
         */
        post: operations["ReleaseListingPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listings/{listingId}/pickedup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report picked up
         * @description Source: spec 3.1, 4 #9. A restricted key needs the scope `transit:write`.
         */
        post: operations["ReportPickedUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listings/{listingId}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A listing's questions and answers, oldest first
         * @description Source: docs/questions.md. A restricted key needs the scope `messages:read`.
         */
        get: operations["ListListingQuestions"];
        put?: never;
        /**
         * Ask the shipper a question on an Active listing (carriers and brokers; 20 an hour, then 429 with Retry-After)
         * @description Source: docs/questions.md. A restricted key needs the scope `messages:write`.
         */
        post: operations["AskQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listings/{listingId}/questions/{questionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A question on a listing
         * @description Source: docs/questions.md. A restricted key needs the scope `messages:read`.
         */
        get: operations["GetListingQuestion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listings/{listingId}/questions/{questionId}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Answer a question on your listing (again: the answer replaces the one before)
         * @description Source: docs/questions.md. A restricted key needs the scope `messages:write`.
         */
        put: operations["AnswerQuestion"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listings/{listingId}/track": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tracking summary
         * @description Source: spec 4 #3, 2.5. A restricted key needs the scope `transit:read`.
         */
        get: operations["TrackListing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listings/{listingId}/trackingPage/rotation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the public tracking link (the shipper)
         * @description Source: docs/tracking.md. A restricted key needs the scope `transit:write`.
         */
        post: operations["RotateTrackingPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listings/{listingId}/transitStatuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Transit history
         * @description Source: spec 2.11. A restricted key needs the scope `transit:read`.
         */
        get: operations["GetTransitStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/listings/{listingId}/watch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Watch a listing
         * @description Source: spec 3.2. A restricted key needs the scope `listings:write`.
         */
        post: operations["WatchListing"];
        /**
         * Stop watching a listing
         * @description Source: spec 3.2. A restricted key needs the scope `listings:write`.
         */
        delete: operations["UnwatchListing"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/lookups/bidDeclinationReasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bid declination reasons
         * @description Source: spec 4 #15, 2.12. A restricted key needs the scope `lookups:read`.
         */
        get: operations["ListBidDeclinationReasons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/lookups/commodities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Commodities
         * @description Source: spec 4 #18. A restricted key needs the scope `lookups:read`.
         */
        get: operations["ListCommodities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/lookups/currencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Currencies
         * @description Source: spec 4 #18. A restricted key needs the scope `lookups:read`.
         */
        get: operations["ListCurrencies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/lookups/regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Regions
         * @description Source: spec 4 #18. A restricted key needs the scope `lookups:read`.
         */
        get: operations["ListRegions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/lookups/serviceTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service types
         * @description Source: spec 4 #16, 2.13. A restricted key needs the scope `lookups:read`.
         */
        get: operations["ListServiceTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/lookups/trailerTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Trailer types
         * @description Source: spec 4 #18. A restricted key needs the scope `lookups:read`.
         */
        get: operations["ListTrailerTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's notifications, newest first
         * @description Source: spec 6, docs/notifications.md. A restricted key needs the scope `account:read`.
         */
        get: operations["ListNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/notifications/{notificationId}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a notification read
         * @description Source: docs/notifications.md. A restricted key needs the scope `account:write`.
         */
        post: operations["MarkNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI 3.1 document
         * @description Source: docs/developer-site.md.
         */
        get: operations["GetOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/profiles/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a profile image (multipart)
         * @description Source: spec 4 #12, rule 5. A restricted key needs the scope `account:write`.
         */
        post: operations["UploadProfileImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/raterequests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request LTL rates
         * @description Source: spec 4 #7, 2.9. A restricted key needs the scope `raterequests:write`.
         */
        post: operations["CreateRateRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/raterequests/{rateRequestID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A rate request
         * @description Source: spec 4 #7. A restricted key needs the scope `raterequests:read`.
         */
        get: operations["GetRateRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/raterequests/{rateRequestID}/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rates of a rate request (requester only)
         * @description Source: spec 4 #8. A restricted key needs the scope `raterequests:read`.
         */
        get: operations["ListRates"];
        put?: never;
        /**
         * Offer a rate (eligible providers)
         * @description Source: docs/raterequests.md. A restricted key needs the scope `raterequests:write`.
         */
        post: operations["OfferRate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/raterequests/{rateRequestID}/rates/{rateId}/booking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book a rate (creates the shipment; paid on the platform with `payment`)
         * @description Source: rule 10, docs/raterequests.md, docs/payments.md. A restricted key needs the scope `raterequests:write`.
         */
        post: operations["BookRate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search open listings
         * @description Source: spec 4 #11, 2.10, docs/search.md. A restricted key needs the scope `listings:read`.
         */
        post: operations["SearchListings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's saved searches, oldest first
         * @description Source: docs/saved-searches.md. A restricted key needs the scope `searches:read`.
         */
        get: operations["ListSavedSearches"];
        put?: never;
        /**
         * Save a search, with alerts when listings it finds open (at most 50 per user)
         * @description Source: docs/saved-searches.md. A restricted key needs the scope `searches:write`.
         */
        post: operations["CreateSavedSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/searches/{searchId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A saved search (its owner only)
         * @description Source: docs/saved-searches.md. A restricted key needs the scope `searches:read`.
         */
        get: operations["GetSavedSearch"];
        /**
         * Replace a saved search's name, query and alerts
         * @description Source: docs/saved-searches.md. A restricted key needs the scope `searches:write`.
         */
        put: operations["UpdateSavedSearch"];
        post?: never;
        /**
         * Delete a saved search and its alerts
         * @description Source: docs/saved-searches.md. A restricted key needs the scope `searches:write`.
         */
        delete: operations["DeleteSavedSearch"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/searches/{searchId}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Run a saved search now: what POST /v2/search answers for its query
         * @description Source: docs/saved-searches.md. A restricted key needs the scope `searches:read`.
         */
        get: operations["GetSavedSearchResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/stripe/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe's signed events (Stripe calls it; the Stripe-Signature header is checked)
         * @description Source: docs/payments.md.
         */
        post: operations["ReceiveStripeEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/unsubscribe/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An email's unsubscribe link: a page asking to confirm (changes nothing)
         * @description Source: docs/notifications.md, RFC 8058.
         */
        get: operations["GetUnsubscribePage"];
        put?: never;
        /**
         * One-click unsubscribe (RFC 8058; no key): the event type named, or every type, stops
         * @description Source: docs/notifications.md, RFC 8058.
         */
        post: operations["Unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a user (Affiliates only)
         * @description Source: spec 4 #6, 2.8. A restricted key needs the scope `users:write`.
         */
        post: operations["CreateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/{userId}/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The feedback a user received, newest first
         * @description Source: docs/feedback.md. A restricted key needs the scope `feedback:read`.
         */
        get: operations["ListUserFeedback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/{userId}/images/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A profile image
         * @description Source: spec 4 #12.
         */
        get: operations["GetProfileImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/{userId}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's public profile
         * @description Source: spec 4 #13, 2.14. A restricted key needs the scope `account:read`.
         */
        get: operations["GetUserProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Close your account: keys, sign-in, webhooks, open listings and bids end at once; personal data is then erased (shipment records the other party needs are kept)
         * @description Source: docs/privacy.md. A restricted key needs the scope `account:write`.
         */
        delete: operations["CloseAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a copy of everything the marketplace holds about you (one a day): built within minutes, kept 7 days
         * @description Source: docs/privacy.md. A restricted key needs the scope `account:write`.
         */
        post: operations["RequestDataExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/me/exports/{exportId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An export of yours: Pending, Ready (with a download link valid 15 minutes) or Failed
         * @description Source: docs/privacy.md. A restricted key needs the scope `account:read`.
         */
        get: operations["GetDataExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/me/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The members of the caller's company, oldest first (owner and admins)
         * @description Source: docs/teams.md. A restricted key needs the scope `members:manage`.
         */
        get: operations["ListMembers"];
        put?: never;
        /**
         * Invite a member to the caller's company with a role: the invitation is emailed with a link valid 7 days (owner and admins)
         * @description Source: docs/teams.md. A restricted key needs the scope `members:manage`.
         */
        post: operations["InviteMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/me/members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A member of the caller's company (owner and admins)
         * @description Source: docs/teams.md. A restricted key needs the scope `members:manage`.
         */
        get: operations["GetMember"];
        /**
         * A member's new role, from its next request (owner and admins)
         * @description Source: docs/teams.md. A restricted key needs the scope `members:manage`.
         */
        put: operations["ChangeMemberRole"];
        post?: never;
        /**
         * Remove a member: its keys and tokens are refused on their next request; what it made stays the company's (owner and admins)
         * @description Source: docs/teams.md. A restricted key needs the scope `members:manage`.
         */
        delete: operations["RemoveMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/me/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your email preferences: per event type on or off, and the language
         * @description Source: docs/notifications.md. A restricted key needs the scope `account:read`.
         */
        get: operations["GetNotificationPreferences"];
        /**
         * Change your email preferences (what is not sent stays)
         * @description Source: docs/notifications.md. A restricted key needs the scope `account:write`.
         */
        put: operations["UpdateNotificationPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/me/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's payout account: status, balance and payouts
         * @description Source: docs/payments.md. A restricted key needs the scope `payouts:read`.
         */
        get: operations["GetPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/me/payouts/onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open (or go on with) the company's payout account: a link to Stripe's onboarding
         * @description Source: docs/payments.md. A restricted key needs the scope `payouts:manage`.
         */
        post: operations["StartPayoutOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/me/providerRequirements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your default requirements of the providers that bid on your listings
         * @description Source: docs/vetting.md. A restricted key needs the scope `account:read`.
         */
        get: operations["GetProviderRequirements"];
        /**
         * Set your default requirements of bidders, copied onto each listing you post from now on (left out, null or false: none)
         * @description Source: docs/vetting.md. A restricted key needs the scope `account:write`.
         */
        put: operations["UpdateProviderRequirements"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/me/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's Preferred and Blocked providers
         * @description Source: docs/provider-relations.md. A restricted key needs the scope `account:read`.
         */
        get: operations["ListProviderRelations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/me/providers/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How the caller marked a provider (404 when not marked)
         * @description Source: docs/provider-relations.md. A restricted key needs the scope `account:read`.
         */
        get: operations["GetProviderRelation"];
        /**
         * Mark a carrier or broker Preferred (hears of your new listings at once; its bids say so) or Blocked (cannot bid on, ask about, book or rate your loads, nor find them)
         * @description Source: docs/provider-relations.md. A restricted key needs the scope `account:write`.
         */
        put: operations["MarkProvider"];
        post?: never;
        /**
         * Clear a provider's mark
         * @description Source: docs/provider-relations.md. A restricted key needs the scope `account:write`.
         */
        delete: operations["ClearProviderRelation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/me/securityEvents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What happened to the caller's account in the last 90 days, newest first
         * @description Source: docs/security-events.md. A restricted key needs the scope `account:read`.
         */
        get: operations["ListSecurityEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/me/vetting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your vetting with FMCSA: the verdict on your USDOT and MC numbers, what it rests on, and why
         * @description Source: docs/vetting.md. A restricted key needs the scope `account:read`.
         */
        get: operations["GetVetting"];
        /**
         * Give your USDOT and MC numbers and have them checked with FMCSA now
         * @description Source: docs/vetting.md. A restricted key needs the scope `account:write`.
         */
        put: operations["UpdateVetting"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/me/vetting/certificates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your certificates of insurance, in force and expired, newest first
         * @description Source: docs/vetting.md. A restricted key needs the scope `account:read`.
         */
        get: operations["ListCertificates"];
        put?: never;
        /**
         * Add a certificate of insurance (multipart: the PDF and what it certifies); in force through expiresOn, it counts toward shippers' minimums
         * @description Source: docs/vetting.md. A restricted key needs the scope `account:write`.
         */
        post: operations["UploadCertificate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/me/vetting/certificates/{certificateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of your certificates of insurance
         * @description Source: docs/vetting.md. A restricted key needs the scope `account:read`.
         */
        get: operations["GetCertificate"];
        put?: never;
        post?: never;
        /**
         * Remove a certificate of insurance (its PDF and its reminders too)
         * @description Source: docs/vetting.md. A restricted key needs the scope `account:write`.
         */
        delete: operations["DeleteCertificate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/users/me/vetting/certificates/{certificateId}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A certificate's PDF (a redirect to a signed address valid for 5 minutes)
         * @description Source: docs/vetting.md. A restricted key needs the scope `account:read`.
         */
        get: operations["GetCertificateContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/watchlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's watched listings
         * @description Source: spec 3.2. A restricted key needs the scope `listings:read`.
         */
        get: operations["ListWatchedListings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's webhooks
         * @description Source: docs/webhooks.md. A restricted key needs the scope `webhooks:manage`.
         */
        get: operations["ListWebhooks"];
        put?: never;
        /**
         * Subscribe a webhook
         * @description Source: docs/webhooks.md. A restricted key needs the scope `webhooks:manage`.
         */
        post: operations["CreateWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Enable a webhook again (after it was disabled for failing deliveries), or disable it
         * @description Source: docs/webhooks.md. A restricted key needs the scope `webhooks:manage`.
         */
        put: operations["UpdateWebhook"];
        post?: never;
        /**
         * Delete a webhook
         * @description Source: docs/webhooks.md. A restricted key needs the scope `webhooks:manage`.
         */
        delete: operations["DeleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A webhook's deliveries
         * @description Source: docs/webhooks.md. A restricted key needs the scope `webhooks:manage`.
         */
        get: operations["ListWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhooks/{webhookId}/deliveries/{deliveryId}/redelivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a Delivered or Failed delivery again now: the same event (same id), a new attempt
         * @description Source: docs/webhooks.md. A restricted key needs the scope `webhooks:manage`.
         */
        post: operations["RedeliverWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhooks/{webhookId}/secret/rotation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret: a new one, shown once; deliveries carry both signatures for the hours asked (0 to 72)
         * @description Source: docs/webhooks.md, "Rotating the secret". A restricted key needs the scope `webhooks:manage`.
         */
        post: operations["RotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/webhooks/{webhookId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a webhook an event type's example now, signed like any delivery and marked `data.test: true`; the receiver's answer
         * @description Source: docs/webhooks.md. A restricted key needs the scope `webhooks:manage`.
         */
        post: operations["SendTestWebhookEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            errors: {
                /** Format: int32 */
                code: number;
                field: string;
                reason: string;
                /** @enum {string} */
                severity: "Error" | "Warning";
            }[];
            reason: string;
        };
    };
    responses: {
        /** @description An error in the spec 7.2 format */
        Error: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An unexpected failure, logged with the request id */
        InternalError: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Invalid input: every error names its field (spec 7.2) */
        InvalidInput: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many sign-in attempts for this account from this address, or wrong passwords from this address (the password was not checked), or over your address's rate limit: retry after Retry-After seconds (docs/auth.md, docs/limits.md) */
        SignInThrottled: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Over the key's rate limit, or on an operation without a key over your address's: nothing was done; retry after Retry-After seconds (docs/limits.md) */
        TooManyRequests: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No key, or a key that is not (or no longer) valid (docs/auth.md); counted against your address's rate limit */
        Unauthorized: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                RateLimit: components["headers"]["RateLimit"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The table is throttled for a moment; nothing was done; retry after Retry-After seconds */
        Unavailable: {
            headers: {
                "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description The request's Origin, when it is a developer-site origin of this stage (docs/developer-site.md); absent otherwise */
        "Access-Control-Allow-Origin": string;
        /** @description What is left of it: `"key";r=<requests left>;t=<seconds until there is room>` (or `"address";...`) */
        RateLimit: string;
        /** @description The limit this request counted against (draft-ietf-httpapi-ratelimit-headers): the key's, `"key";q=<requests>;w=<seconds>`, or on an operation without a key your address's, `"address";q=...;w=...` */
        "RateLimit-Policy": string;
        /** @description Seconds to wait before retrying */
        "Retry-After": number;
        /** @description Identifies this request in our logs; quote it when asking for help */
        "X-Request-Id": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    IssueOAuthToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "grant_type": "password",
                 *       "username": "dana@example.com",
                 *       "password": "correct-horse"
                 *     }
                 */
                "application/json": {
                    client_id?: string;
                    client_secret?: string;
                    grant_type?: string;
                    password?: string;
                    scope?: string;
                    username?: string;
                };
                /**
                 * @example {
                 *       "grant_type": "password",
                 *       "username": "dana@example.com",
                 *       "password": "correct-horse"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    client_id?: string;
                    client_secret?: string;
                    grant_type?: string;
                    password?: string;
                    scope?: string;
                    username?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        access_token: string;
                        /** Format: int64 */
                        expires_in: number;
                        /** @constant */
                        token_type: "Bearer";
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            429: components["responses"]["SignInThrottled"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ListRatesUnversioned: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rateRequestID: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            comment?: string;
                            /** Format: date-time */
                            expiresOn: string;
                            links: {
                                href: string;
                                rel: string;
                                title: string;
                                /** @enum {string} */
                                verb: "GET" | "POST" | "PUT" | "DELETE";
                            }[];
                            price: {
                                currencyType: string;
                                label: string;
                                shortLabel: string;
                                value: number;
                            };
                            /** Format: int64 */
                            providerId: number;
                            /** Format: int64 */
                            rateId: number;
                            /** Format: int64 */
                            rateRequestID: number;
                            serviceLevel: {
                                label: string;
                                shortLabel: string;
                                value: string;
                            };
                            status: string;
                            /** Format: int64 */
                            transitDays: number;
                        }[];
                        /** Format: int64 */
                        rateRequestID: number;
                        status: string;
                        /** Format: int64 */
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetTrackingPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page: status, cities, times, an estimate and a map; nothing private */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["InvalidInput"];
            /** @description No page at this address (never was, or the link was rotated): an HTML page for browsers, else the 7.2 error */
            404: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetActiveUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companyName?: string;
                        displayName: string;
                        dotNumber?: string;
                        emailAddress: string;
                        entityType?: {
                            label: string;
                            shortLabel: string;
                            value: string;
                        };
                        facebookLinked?: boolean;
                        feedback: {
                            /** Format: int64 */
                            count: number;
                            percentPositive?: number;
                            starRating?: number;
                        };
                        firstName: string;
                        homePhone?: string;
                        homePhoneExt?: string;
                        lastName: string;
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        mcNumber?: string;
                        /** Format: int64 */
                        memberId: number;
                        /** @enum {string} */
                        role: "Owner" | "Admin" | "Dispatcher" | "Driver" | "Agent" | "Viewer";
                        shippingAddress?: {
                            label: string;
                            shortLabel: string;
                        };
                        status: {
                            label: string;
                            shortLabel: string;
                            value: string;
                        };
                        /** Format: int64 */
                        userId: number;
                        userName?: string;
                        userType: {
                            label: string;
                            shortLabel: string;
                            value: string;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ListApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: ({
                            /** Format: date-time */
                            createdOn?: string;
                            current: boolean;
                            expired: boolean;
                            /** Format: date-time */
                            expiresOn?: string;
                            keyId: string;
                            /** @constant */
                            kind: "full";
                            lastCharacters?: string;
                            lastUsedFrom?: string;
                            /** Format: date-time */
                            lastUsedOn?: string;
                        } | {
                            /** Format: date-time */
                            createdOn: string;
                            expired: boolean;
                            /** Format: date-time */
                            expiresOn?: string;
                            /** Format: uuid */
                            keyId: string;
                            /** @constant */
                            kind: "restricted";
                            name: string;
                            scopes: ("account:read" | "account:write" | "users:write" | "keys:manage" | "prices:read" | "listings:read" | "listings:write" | "bids:read" | "bids:write" | "transit:read" | "transit:write" | "documents:read" | "documents:write" | "feedback:read" | "feedback:write" | "messages:read" | "messages:write" | "raterequests:read" | "raterequests:write" | "webhooks:manage" | "members:manage" | "searches:read" | "searches:write" | "lookups:read" | "payments:read" | "payments:write" | "payouts:read" | "payouts:manage")[];
                        })[];
                        /** Format: int64 */
                        totalCount: number;
                        /**
                         * @description Present when the list holds more than it shows: the newest 1,000 are shown, and there are at least totalCount
                         * @constant
                         */
                        totalCountCapped?: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    CreateApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "emailAddress": "dana@example.com",
                 *       "password": "correct-horse"
                 *     }
                 */
                "application/json": {
                    emailAddress: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description The new key; the previous one stops working */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        apiKey: string;
                        /** @enum {string} */
                        stage: "sandbox" | "production";
                        /** Format: int64 */
                        userId: number;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            429: components["responses"]["SignInThrottled"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ListRestrictedKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: date-time */
                            createdOn: string;
                            expired: boolean;
                            /** Format: date-time */
                            expiresOn?: string;
                            /** Format: uuid */
                            keyId: string;
                            name: string;
                            scopes: ("account:read" | "account:write" | "users:write" | "keys:manage" | "prices:read" | "listings:read" | "listings:write" | "bids:read" | "bids:write" | "transit:read" | "transit:write" | "documents:read" | "documents:write" | "feedback:read" | "feedback:write" | "messages:read" | "messages:write" | "raterequests:read" | "raterequests:write" | "webhooks:manage" | "members:manage" | "searches:read" | "searches:write" | "lookups:read" | "payments:read" | "payments:write" | "payouts:read" | "payouts:manage")[];
                        }[];
                        /** Format: int64 */
                        totalCount: number;
                        /**
                         * @description Present when the list holds more than it shows: the newest 1,000 are shown, and there are at least totalCount
                         * @constant
                         */
                        totalCountCapped?: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    CreateRestrictedKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Dashboard",
                 *       "scopes": [
                 *         "listings:read",
                 *         "bids:read",
                 *         "transit:read"
                 *       ]
                 *     }
                 */
                "application/json": {
                    expiresOn?: string;
                    name: string;
                    scopes: ("account:read" | "account:write" | "users:write" | "keys:manage" | "prices:read" | "listings:read" | "listings:write" | "bids:read" | "bids:write" | "transit:read" | "transit:write" | "documents:read" | "documents:write" | "feedback:read" | "feedback:write" | "messages:read" | "messages:write" | "raterequests:read" | "raterequests:write" | "webhooks:manage" | "members:manage" | "searches:read" | "searches:write" | "lookups:read" | "payments:read" | "payments:write" | "payouts:read" | "payouts:manage")[];
                };
            };
        };
        responses: {
            /** @description Created; the key is shown only here */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description The address of what was created */
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        apiKey: string;
                        /** Format: date-time */
                        createdOn: string;
                        expired: boolean;
                        /** Format: date-time */
                        expiresOn?: string;
                        /** Format: uuid */
                        keyId: string;
                        name: string;
                        scopes: ("account:read" | "account:write" | "users:write" | "keys:manage" | "prices:read" | "listings:read" | "listings:write" | "bids:read" | "bids:write" | "transit:read" | "transit:write" | "documents:read" | "documents:write" | "feedback:read" | "feedback:write" | "messages:read" | "messages:write" | "raterequests:read" | "raterequests:write" | "webhooks:manage" | "members:manage" | "searches:read" | "searches:write" | "lookups:read" | "payments:read" | "payments:write" | "payouts:read" | "payouts:manage")[];
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    RevokeRestrictedKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked; calls with it get 401 */
            204: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    RevokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "emailAddress": "dana@example.com",
                 *       "password": "correct-horse"
                 *     }
                 */
                "application/json": {
                    emailAddress: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Revoked (or there was no key) */
            204: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidInput"];
            429: components["responses"]["SignInThrottled"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    RotateApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "expiresInHours": 24
                 *     }
                 */
                "application/json": {
                    /** Format: int32 */
                    expiresInHours: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        apiKey: string;
                        /** Format: date-time */
                        previousKeyExpiresOn?: string;
                        /** @enum {string} */
                        stage: "sandbox" | "production";
                        /** Format: int64 */
                        userId: number;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetAsyncApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        asyncapi: string;
                        channels: Record<string, never>;
                        info: Record<string, never>;
                        operations: Record<string, never>;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetBid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bidId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        bidId: number;
                        comment?: string;
                        /** Format: int64 */
                        createdBy?: number;
                        /** Format: date-time */
                        createdOn: string;
                        declination?: {
                            comment?: string;
                            /** Format: date-time */
                            declinedOn: string;
                            reason: {
                                label: string;
                                shortLabel: string;
                                value: string;
                            };
                        };
                        feedbackSummary?: {
                            average?: number;
                            /** Format: int64 */
                            count: number;
                            last12Months: {
                                average?: number;
                                /** Format: int64 */
                                count: number;
                            };
                            onTimeShare?: number;
                            positiveShare?: number;
                        };
                        /** Format: date-time */
                        latestDelivery: string;
                        /** Format: date-time */
                        latestPickup: string;
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: int64 */
                        listingId: number;
                        paymentDeclined?: string;
                        /** @constant */
                        preferred?: true;
                        price: {
                            currencyType: string;
                            label: string;
                            shortLabel: string;
                            value: number;
                        };
                        /** Format: int64 */
                        providerId: number;
                        state: {
                            label: string;
                            shortLabel: string;
                            value: string;
                        };
                        vettingSummary?: {
                            authority?: {
                                /** @enum {string} */
                                broker: "Active" | "Inactive" | "Pending" | "None";
                                /** @enum {string} */
                                common: "Active" | "Inactive" | "Pending" | "None";
                                /** @enum {string} */
                                contract: "Active" | "Inactive" | "Pending" | "None";
                            };
                            certificates?: {
                                /** Format: int64 */
                                cargo: number;
                                /** Format: date */
                                expiresOn: string;
                                insurer: string;
                                /** Format: int64 */
                                liability: number;
                            }[];
                            /** Format: date-time */
                            checkedOn?: string;
                            insurance?: {
                                /** Format: int64 */
                                bondOnFile: number;
                                /** Format: int64 */
                                cargoOnFile: number;
                                /** Format: int64 */
                                liabilityOnFile: number;
                            };
                            /** Format: date-time */
                            registrationChangedOn?: string;
                            /** @enum {string} */
                            safetyRating?: "Satisfactory" | "Conditional" | "Unsatisfactory" | "NotRated";
                            /** @enum {string} */
                            status: "Verified" | "Failed" | "Pending" | "Unverified";
                        };
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    AcceptBid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                bidId: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "payment": {
                 *         "paymentMethod": "pm_card_visa"
                 *       }
                 *     }
                 */
                "application/json": {
                    payment?: {
                        paymentMethod: string;
                    } | null;
                } | null;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        bidId: number;
                        comment?: string;
                        /** Format: int64 */
                        createdBy?: number;
                        /** Format: date-time */
                        createdOn: string;
                        declination?: {
                            comment?: string;
                            /** Format: date-time */
                            declinedOn: string;
                            reason: {
                                label: string;
                                shortLabel: string;
                                value: string;
                            };
                        };
                        feedbackSummary?: {
                            average?: number;
                            /** Format: int64 */
                            count: number;
                            last12Months: {
                                average?: number;
                                /** Format: int64 */
                                count: number;
                            };
                            onTimeShare?: number;
                            positiveShare?: number;
                        };
                        /** Format: date-time */
                        latestDelivery: string;
                        /** Format: date-time */
                        latestPickup: string;
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: int64 */
                        listingId: number;
                        paymentDeclined?: string;
                        /** @constant */
                        preferred?: true;
                        price: {
                            currencyType: string;
                            label: string;
                            shortLabel: string;
                            value: number;
                        };
                        /** Format: int64 */
                        providerId: number;
                        state: {
                            label: string;
                            shortLabel: string;
                            value: string;
                        };
                        vettingSummary?: {
                            authority?: {
                                /** @enum {string} */
                                broker: "Active" | "Inactive" | "Pending" | "None";
                                /** @enum {string} */
                                common: "Active" | "Inactive" | "Pending" | "None";
                                /** @enum {string} */
                                contract: "Active" | "Inactive" | "Pending" | "None";
                            };
                            certificates?: {
                                /** Format: int64 */
                                cargo: number;
                                /** Format: date */
                                expiresOn: string;
                                insurer: string;
                                /** Format: int64 */
                                liability: number;
                            }[];
                            /** Format: date-time */
                            checkedOn?: string;
                            insurance?: {
                                /** Format: int64 */
                                bondOnFile: number;
                                /** Format: int64 */
                                cargoOnFile: number;
                                /** Format: int64 */
                                liabilityOnFile: number;
                            };
                            /** Format: date-time */
                            registrationChangedOn?: string;
                            /** @enum {string} */
                            safetyRating?: "Satisfactory" | "Conditional" | "Unsatisfactory" | "NotRated";
                            /** @enum {string} */
                            status: "Verified" | "Failed" | "Pending" | "Unverified";
                        };
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            /** @description The card was declined or the payment failed (Stripe's reason, naming payment.paymentMethod): nothing was booked */
            402: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            /** Format: int32 */
                            code: number;
                            field: string;
                            reason: string;
                            /** @enum {string} */
                            severity: "Error" | "Warning";
                        }[];
                        reason: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    DeclineBid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                bidId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "OutOfPriceRange",
                 *       "comment": "We hoped for under 800."
                 *     }
                 */
                "application/json": {
                    comment?: string | null;
                    /**
                     * @description Any case is accepted; read back as listed.
                     * @enum {string}
                     */
                    reason: "OutOfPriceRange" | "InsufficientFeedback" | "DatesNotCompatible" | "ShippingNoLongerRequired" | "Other" | "InsufficientCommunication" | "InadequateInsurance" | "InadequateEquipment" | "NeedToMakeChangesToShipment";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        bidId: number;
                        comment?: string;
                        /** Format: int64 */
                        createdBy?: number;
                        /** Format: date-time */
                        createdOn: string;
                        declination?: {
                            comment?: string;
                            /** Format: date-time */
                            declinedOn: string;
                            reason: {
                                label: string;
                                shortLabel: string;
                                value: string;
                            };
                        };
                        feedbackSummary?: {
                            average?: number;
                            /** Format: int64 */
                            count: number;
                            last12Months: {
                                average?: number;
                                /** Format: int64 */
                                count: number;
                            };
                            onTimeShare?: number;
                            positiveShare?: number;
                        };
                        /** Format: date-time */
                        latestDelivery: string;
                        /** Format: date-time */
                        latestPickup: string;
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: int64 */
                        listingId: number;
                        paymentDeclined?: string;
                        /** @constant */
                        preferred?: true;
                        price: {
                            currencyType: string;
                            label: string;
                            shortLabel: string;
                            value: number;
                        };
                        /** Format: int64 */
                        providerId: number;
                        state: {
                            label: string;
                            shortLabel: string;
                            value: string;
                        };
                        vettingSummary?: {
                            authority?: {
                                /** @enum {string} */
                                broker: "Active" | "Inactive" | "Pending" | "None";
                                /** @enum {string} */
                                common: "Active" | "Inactive" | "Pending" | "None";
                                /** @enum {string} */
                                contract: "Active" | "Inactive" | "Pending" | "None";
                            };
                            certificates?: {
                                /** Format: int64 */
                                cargo: number;
                                /** Format: date */
                                expiresOn: string;
                                insurer: string;
                                /** Format: int64 */
                                liability: number;
                            }[];
                            /** Format: date-time */
                            checkedOn?: string;
                            insurance?: {
                                /** Format: int64 */
                                bondOnFile: number;
                                /** Format: int64 */
                                cargoOnFile: number;
                                /** Format: int64 */
                                liabilityOnFile: number;
                            };
                            /** Format: date-time */
                            registrationChangedOn?: string;
                            /** @enum {string} */
                            safetyRating?: "Satisfactory" | "Conditional" | "Unsatisfactory" | "NotRated";
                            /** @enum {string} */
                            status: "Verified" | "Failed" | "Pending" | "Unverified";
                        };
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    CreateEstimate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "route": {
                 *         "items": [
                 *           {
                 *             "address": {
                 *               "postalCode": "78704",
                 *               "country": "US"
                 *             }
                 *           },
                 *           {
                 *             "address": {
                 *               "majorMunicipality": "Tucson",
                 *               "stateProvince": "AZ",
                 *               "country": "US"
                 *             }
                 *           }
                 *         ]
                 *       },
                 *       "items": [
                 *         {
                 *           "commodity": "CarsLightTrucks",
                 *           "year": "2018",
                 *           "makeName": "Toyota",
                 *           "modelName": "Camry"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    items: {
                        commodity: string;
                        lengthInMeters?: number | null;
                        makeName?: string | null;
                        modelName?: string | null;
                        /**
                         * Format: int32
                         * @default 1
                         */
                        unitCount?: number;
                        weightInGrams?: number | null;
                        year?: (string | number) | null;
                    }[];
                    route: {
                        items: {
                            address: {
                                country?: string | null;
                                latitude?: number | null;
                                longitude?: number | null;
                                majorMunicipality?: string | null;
                                postalCode?: string | null;
                                stateProvince?: string | null;
                            };
                        }[];
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        highPrice: {
                            currencyType: {
                                label: string;
                                shortLabel: string;
                                value: string;
                            };
                            label: string;
                            shortLabel: string;
                            value: number;
                        };
                        lowPrice: {
                            currencyType: {
                                label: string;
                                shortLabel: string;
                                value: string;
                            };
                            label: string;
                            shortLabel: string;
                            value: number;
                        };
                        price: {
                            currencyType: {
                                label: string;
                                shortLabel: string;
                                value: string;
                            };
                            label: string;
                            shortLabel: string;
                            value: number;
                        };
                        route: {
                            distance: {
                                kilometers: number;
                                label: string;
                                shortLabel: string;
                            };
                            items: {
                                address: {
                                    label: string;
                                    shortLabel: string;
                                };
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                feedbackId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        changedOn?: string;
                        comment?: string;
                        /** Format: int64 */
                        createdBy?: number;
                        /** Format: date-time */
                        createdOn: string;
                        /** Format: uuid */
                        feedbackId: string;
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        listing: {
                            /** Format: int64 */
                            listingId: number;
                            route: {
                                from: string;
                                to: string;
                            };
                            title: string;
                        };
                        onTime?: boolean;
                        /** Format: int64 */
                        ratedUserId: number;
                        rater: {
                            displayName: string;
                            /** @enum {string} */
                            role: "Shipper" | "Carrier";
                            /** Format: int64 */
                            userId: number;
                        };
                        /** Format: int32 */
                        rating: number;
                        reply?: {
                            /** Format: date-time */
                            repliedOn: string;
                            text: string;
                        };
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ChangeFeedback: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                feedbackId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "rating": 4,
                 *       "onTime": false,
                 *       "comment": "A day late, but careful with the car."
                 *     }
                 */
                "application/json": {
                    comment?: string | null;
                    onTime?: boolean | null;
                    /** Format: int32 */
                    rating: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        changedOn?: string;
                        comment?: string;
                        /** Format: int64 */
                        createdBy?: number;
                        /** Format: date-time */
                        createdOn: string;
                        /** Format: uuid */
                        feedbackId: string;
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        listing: {
                            /** Format: int64 */
                            listingId: number;
                            route: {
                                from: string;
                                to: string;
                            };
                            title: string;
                        };
                        onTime?: boolean;
                        /** Format: int64 */
                        ratedUserId: number;
                        rater: {
                            displayName: string;
                            /** @enum {string} */
                            role: "Shipper" | "Carrier";
                            /** Format: int64 */
                            userId: number;
                        };
                        /** Format: int32 */
                        rating: number;
                        reply?: {
                            /** Format: date-time */
                            repliedOn: string;
                            text: string;
                        };
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ReplyToFeedback: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                feedbackId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text": "Thank you: the gate code helped."
                 *     }
                 */
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Replied; Location is the feedback */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description The address of what was created */
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        changedOn?: string;
                        comment?: string;
                        /** Format: int64 */
                        createdBy?: number;
                        /** Format: date-time */
                        createdOn: string;
                        /** Format: uuid */
                        feedbackId: string;
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        listing: {
                            /** Format: int64 */
                            listingId: number;
                            route: {
                                from: string;
                                to: string;
                            };
                            title: string;
                        };
                        onTime?: boolean;
                        /** Format: int64 */
                        ratedUserId: number;
                        rater: {
                            displayName: string;
                            /** @enum {string} */
                            role: "Shipper" | "Carrier";
                            /** Format: int64 */
                            userId: number;
                        };
                        /** Format: int32 */
                        rating: number;
                        reply?: {
                            /** Format: date-time */
                            repliedOn: string;
                            text: string;
                        };
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    CreateFixedPriceQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "source": "acmefurniture",
                 *       "originPostalCode": "78704",
                 *       "destinationPostalCode": "85701",
                 *       "items": [
                 *         {
                 *           "heightInMeters": 1,
                 *           "widthInMeters": 1.2,
                 *           "lengthInMeters": 2,
                 *           "weightInGrams": 90000,
                 *           "unitCount": 1
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    commodity?: string | null;
                    destinationCountryCode?: string | null;
                    destinationPostalCode: string | number;
                    insurance?: {
                        coverageAmount: {
                            amount: number | string;
                            /**
                             * @description Any case is accepted; read back as listed.
                             * @default USD
                             * @enum {string}
                             */
                            currencyType?: "USD" | "CAD";
                        };
                    } | null;
                    items: {
                        heightInMeters: number | string;
                        lengthInMeters: number | string;
                        /** Format: int32 */
                        unitCount: number | string;
                        weightInGrams?: (number | string) | null;
                        widthInMeters: number | string;
                    }[];
                    originCountryCode?: string | null;
                    originPostalCode: string | number;
                    priceCorrelationId?: string | null;
                    source: string;
                    userId?: (string | number) | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        coverageAmount?: {
                            amount: number;
                            currencyType: string;
                        };
                        insuranceQuote?: {
                            premium: {
                                amount: number;
                                currencyType: string;
                            };
                        };
                        nypAmount: number;
                        price: number;
                        priceCorrelationId: string;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetCommodityImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                commodity: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SVG image */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            400: components["responses"]["InvalidInput"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetInvitationPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The password form */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["InvalidInput"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    AcceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "correct-horse"
                 *     }
                 */
                "application/json": {
                    password: string;
                };
                /**
                 * @example {
                 *       "password": "correct-horse"
                 *     }
                 */
                "application/x-www-form-urlencoded": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Joined: `{memberId, companyId}`; the invitation page's form post (form-encoded) is answered a page */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        companyId: number;
                        /** Format: int64 */
                        memberId: number;
                    };
                    "text/html": string;
                };
            };
            /** @description A password that breaks the rules: the 7.2 error; to the page's form post, the page again saying so */
            400: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description A used, expired or unknown invitation: the 7.2 error naming token; to the page's form post, a page saying so */
            404: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ListListings: {
        parameters: {
            query?: {
                $skip?: number;
                $skiptoken?: string;
                $top?: number;
                assignedTo?: "me";
                transitStatus?: "ReadyForDispatch" | "Dispatched" | "PickedUp" | "Delivered" | "Unbooked";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: int64 */
                            acceptedBidId?: number;
                            commodity?: string;
                            confidentialDescription?: string;
                            /** Format: int64 */
                            createdBy?: number;
                            /** Format: date-time */
                            createdOn: string;
                            description?: string;
                            /** Format: int64 */
                            driverMemberId?: number;
                            /** Format: date-time */
                            expiresOn?: string;
                            gallery: string[];
                            insurance?: {
                                coverageAmount: {
                                    amount: number;
                                    currencyType: string;
                                };
                            };
                            items: {
                                commodity: string;
                                /** Format: int64 */
                                unitCount: number;
                            }[];
                            links: {
                                href: string;
                                rel: string;
                                title: string;
                                /** @enum {string} */
                                verb: "GET" | "POST" | "PUT" | "DELETE";
                            }[];
                            /** Format: int64 */
                            listingId: number;
                            pricing: {
                                format: string;
                                isAuction: boolean;
                                isBrokered: boolean;
                                lowestBidPrice?: {
                                    currencyType: string;
                                    label: string;
                                    shortLabel: string;
                                    value: number;
                                };
                                namedPrice?: {
                                    currencyType: string;
                                    label: string;
                                    shortLabel: string;
                                    value: number;
                                };
                                targetPrice?: {
                                    currencyType: string;
                                    label: string;
                                    shortLabel: string;
                                    value: number;
                                };
                                /** Format: int64 */
                                totalBidsPlaced?: number;
                            };
                            providerRequirements?: {
                                /** @enum {string} */
                                maximumSafetyRating?: "Satisfactory" | "Conditional" | "Unsatisfactory" | "NotRated";
                                minimumCargoInsurance?: {
                                    amount: number;
                                    /** @constant */
                                    currencyType: "USD";
                                };
                                minimumLiabilityInsurance?: {
                                    amount: number;
                                    /** @constant */
                                    currencyType: "USD";
                                };
                                verified?: boolean;
                            };
                            referenceNumbers: {
                                number: string;
                                referenceNumberLabel?: string;
                                type: string;
                            }[];
                            route: {
                                distance: {
                                    kilometers: number;
                                    label: string;
                                    shortLabel: string;
                                };
                                items: {
                                    address: {
                                        country: string;
                                        label: string;
                                        latitude: number;
                                        longitude: number;
                                        postalCode?: string;
                                        shortLabel: string;
                                    };
                                    timeFrame: {
                                        earliestArrival: string;
                                        latestArrival: string;
                                        timeFrameType: string;
                                    };
                                }[];
                            };
                            serviceTypes: string[];
                            status: {
                                label: string;
                                shortLabel: string;
                                value: string;
                            };
                            title: string;
                            transitStatus?: {
                                label: string;
                                shortLabel: string;
                                value: string;
                            };
                        }[];
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: int64 */
                        totalCount: number;
                        /**
                         * @description Present when the list was counted up to its cap (1,000): there are at least totalCount entries, and a page may start no further in than the cap
                         * @constant
                         */
                        totalCountCapped?: true;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    CreateListing: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "2018 Toyota Camry, Austin to Tucson",
                 *       "description": "Runs and drives.",
                 *       "route": {
                 *         "items": [
                 *           {
                 *             "address": {
                 *               "streetAddress": "1100 S Congress Ave",
                 *               "postalCode": "78704",
                 *               "country": "US",
                 *               "type": "Residence"
                 *             },
                 *             "timeFrame": {
                 *               "earliestArrival": "2027-03-01T15:00:00Z",
                 *               "latestArrival": "2027-03-03T23:00:00Z",
                 *               "timeFrameType": "Between"
                 *             }
                 *           },
                 *           {
                 *             "address": {
                 *               "streetAddress": "455 W Congress St",
                 *               "postalCode": "85701",
                 *               "country": "US",
                 *               "type": "Residence"
                 *             },
                 *             "timeFrame": {
                 *               "earliestArrival": "2027-03-05T16:00:00Z",
                 *               "latestArrival": "2027-03-08T00:00:00Z",
                 *               "timeFrameType": "Between"
                 *             }
                 *           }
                 *         ]
                 *       },
                 *       "items": [
                 *         {
                 *           "commodity": "CarsLightTrucks",
                 *           "year": "2018",
                 *           "makeName": "Toyota",
                 *           "modelName": "Camry"
                 *         }
                 *       ],
                 *       "pricing": {
                 *         "targetPrice": {
                 *           "amount": 950,
                 *           "currencyType": "USD"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    confidentialDescription?: string | null;
                    description?: string | null;
                    /** @default [] */
                    gallery?: string[];
                    insurance?: {
                        coverageAmount: {
                            amount: number;
                            /**
                             * @description Any case is accepted; read back as listed.
                             * @enum {string}
                             */
                            currencyType: "USD" | "CAD";
                        };
                    } | null;
                    items: {
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        commodity: "Boats" | "CarsLightTrucks" | "Furniture" | "MotorcyclesPowerSports" | "Pets";
                        details?: {
                            [key: string]: string | number | boolean;
                        } | null;
                        handlingUnit?: string | null;
                        /** @default false */
                        hazardous?: boolean;
                        heightInMeters?: number | null;
                        /** @default false */
                        isModified?: boolean;
                        lengthInMeters?: number | null;
                        makeName?: string | null;
                        modelName?: string | null;
                        requestedRateTypes?: string | null;
                        /** @default false */
                        stackable?: boolean;
                        title?: string | null;
                        /**
                         * Format: int32
                         * @default 1
                         */
                        unitCount?: number;
                        weightInGrams?: number | null;
                        widthInMeters?: number | null;
                        year?: (string | number) | null;
                    }[];
                    payment?: {
                        paymentMethod: string;
                    } | null;
                    pricing?: {
                        namedPrice?: {
                            amount: number;
                            /**
                             * @description Any case is accepted; read back as listed.
                             * @enum {string}
                             */
                            currencyType: "USD" | "CAD";
                        } | null;
                        targetPrice?: {
                            amount: number;
                            /**
                             * @description Any case is accepted; read back as listed.
                             * @enum {string}
                             */
                            currencyType: "USD" | "CAD";
                        } | null;
                    } | null;
                    providerRequirements?: {
                        maximumSafetyRating?: ("Satisfactory" | "Conditional" | "Unsatisfactory" | "NotRated") | null;
                        minimumCargoInsurance?: {
                            amount: number;
                            /**
                             * @description Any case is accepted; read back as listed.
                             * @enum {string}
                             */
                            currencyType: "USD";
                        } | null;
                        minimumLiabilityInsurance?: {
                            amount: number;
                            /**
                             * @description Any case is accepted; read back as listed.
                             * @enum {string}
                             */
                            currencyType: "USD";
                        } | null;
                        verified?: boolean | null;
                    } | null;
                    /** @default [] */
                    referenceNumbers?: {
                        number: string;
                        referenceNumberLabel?: string | null;
                        type: ("Pickup" | "Delivery" | "Invoice" | "PurchaseOrder" | "SalesOrder" | "Other" | "Lot" | "Release" | "ThirdPartyTracking" | "PriceCorrelationId" | "ThirdPartyOrderNumber" | "VIN" | "SKU" | "ProgressiveNumber") | number;
                    }[];
                    route: {
                        items: {
                            address: {
                                alternateStreetAddress?: string | null;
                                contactFullName?: string | null;
                                contactPhoneNumber?: string | null;
                                country: string;
                                formattedAddress?: string | null;
                                majorMunicipality?: string | null;
                                postalCode: string;
                                stateProvince?: string | null;
                                streetAddress: string;
                                timeZone?: string | null;
                                /**
                                 * @description Any case is accepted; read back as listed.
                                 * @enum {string}
                                 */
                                type: "Residence" | "BusinessWithoutLoadingDock" | "BusinessWithLoadingDockOrForklift" | "Port" | "Marina" | "Dealership" | "Auction" | "StorageFacility" | "Airport" | "Other";
                            };
                            contact?: {
                                companyName?: string | null;
                                email?: string | null;
                                name?: string | null;
                                phoneNumber?: string | null;
                            } | null;
                            timeFrame: {
                                /**
                                 * @description A date or date-time: 2026-12-01T09:00:00Z (or with an offset), 2026-12-01, 2026/12/01 or 12/01/2026. A date means that whole day in the stop's time zone (docs/dates.md).
                                 * @example 2026-12-01T09:00:00Z
                                 * @example 2026-12-01
                                 * @example 12/01/2026
                                 */
                                earliestArrival: string;
                                /**
                                 * @description A date or date-time: 2026-12-01T09:00:00Z (or with an offset), 2026-12-01, 2026/12/01 or 12/01/2026. A date means that whole day in the stop's time zone (docs/dates.md).
                                 * @example 2026-12-01T09:00:00Z
                                 * @example 2026-12-01
                                 * @example 12/01/2026
                                 */
                                latestArrival: string;
                                /**
                                 * @description Any case is accepted; read back as listed.
                                 * @enum {string}
                                 */
                                timeFrameType: "On" | "Between" | "Before" | "After";
                                timeZone?: string | null;
                            };
                        }[];
                    };
                    /** @default [] */
                    serviceTypes?: string[];
                    status?: "Saved" | null;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Created; Location is the listing */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description The address of what was created */
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetListing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                listingId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        acceptedBidId?: number;
                        commodity?: string;
                        confidentialDescription?: string;
                        /** Format: int64 */
                        createdBy?: number;
                        /** Format: date-time */
                        createdOn: string;
                        description?: string;
                        /** Format: int64 */
                        driverMemberId?: number;
                        /** Format: date-time */
                        expiresOn?: string;
                        gallery: string[];
                        insurance?: {
                            coverageAmount: {
                                amount: number;
                                currencyType: string;
                            };
                        };
                        items: {
                            commodity: string;
                            /** Format: int64 */
                            unitCount: number;
                        }[];
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: int64 */
                        listingId: number;
                        pricing: {
                            format: string;
                            isAuction: boolean;
                            isBrokered: boolean;
                            lowestBidPrice?: {
                                currencyType: string;
                                label: string;
                                shortLabel: string;
                                value: number;
                            };
                            namedPrice?: {
                                currencyType: string;
                                label: string;
                                shortLabel: string;
                                value: number;
                            };
                            targetPrice?: {
                                currencyType: string;
                                label: string;
                                shortLabel: string;
                                value: number;
                            };
                            /** Format: int64 */
                            totalBidsPlaced?: number;
                        };
                        providerRequirements?: {
                            /** @enum {string} */
                            maximumSafetyRating?: "Satisfactory" | "Conditional" | "Unsatisfactory" | "NotRated";
                            minimumCargoInsurance?: {
                                amount: number;
                                /** @constant */
                                currencyType: "USD";
                            };
                            minimumLiabilityInsurance?: {
                                amount: number;
                                /** @constant */
                                currencyType: "USD";
                            };
                            verified?: boolean;
                        };
                        referenceNumbers: {
                            number: string;
                            referenceNumberLabel?: string;
                            type: string;
                        }[];
                        route: {
                            distance: {
                                kilometers: number;
                                label: string;
                                shortLabel: string;
                            };
                            items: {
                                address: {
                                    country: string;
                                    label: string;
                                    latitude: number;
                                    longitude: number;
                                    postalCode?: string;
                                    shortLabel: string;
                                };
                                timeFrame: {
                                    earliestArrival: string;
                                    latestArrival: string;
                                    timeFrameType: string;
                                };
                            }[];
                        };
                        serviceTypes: string[];
                        status: {
                            label: string;
                            shortLabel: string;
                            value: string;
                        };
                        title: string;
                        transitStatus?: {
                            label: string;
                            shortLabel: string;
                            value: string;
                        };
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ActivateListing: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                listingId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Activated */
            204: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ListAttachments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                listingId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: uuid */
                            attachmentId: string;
                            /** @enum {string} */
                            contentType: "application/pdf" | "image/jpeg" | "image/png";
                            /** Format: date-time */
                            createdOn: string;
                            fileName: string;
                            links: {
                                href: string;
                                rel: string;
                                title: string;
                                /** @enum {string} */
                                verb: "GET" | "POST" | "PUT" | "DELETE";
                            }[];
                            /** Format: int64 */
                            sizeBytes: number;
                            type: {
                                label: string;
                                shortLabel: string;
                                value: string;
                            };
                            /** Format: int64 */
                            uploadedBy?: number;
                        }[];
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: int64 */
                        totalCount: number;
                        /**
                         * @description Present when the list was counted up to its cap (1,000): there are at least totalCount entries, and a page may start no further in than the cap
                         * @constant
                         */
                        totalCountCapped?: true;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    UploadAttachment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                listingId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The document: a PDF, JPEG or PNG file (its bytes decide), at most 10 MiB (at most 10485760 bytes) */
                    file: string;
                    /**
                     * @description What the document is
                     * @enum {string}
                     */
                    type: "BillOfLading" | "DeliveryReceipt" | "InspectionCertificate" | "WeightCertificate" | "Photo" | "Other";
                };
            };
        };
        responses: {
            /** @description Created; Location is the document */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description The address of what was created */
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        attachmentId: string;
                        /** @enum {string} */
                        contentType: "application/pdf" | "image/jpeg" | "image/png";
                        /** Format: date-time */
                        createdOn: string;
                        fileName: string;
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: int64 */
                        sizeBytes: number;
                        type: {
                            label: string;
                            shortLabel: string;
                            value: string;
                        };
                        /** Format: int64 */
                        uploadedBy?: number;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            /** @description The file over its size limit: the 7.2 error names it */
            413: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            /** Format: int32 */
                            code: number;
                            field: string;
                            reason: string;
                            /** @enum {string} */
                            severity: "Error" | "Warning";
                        }[];
                        reason: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attachmentId: string;
                listingId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        attachmentId: string;
                        /** @enum {string} */
                        contentType: "application/pdf" | "image/jpeg" | "image/png";
                        /** Format: date-time */
                        createdOn: string;
                        fileName: string;
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: int64 */
                        sizeBytes: number;
                        type: {
                            label: string;
                            shortLabel: string;
                            value: string;
                        };
                        /** Format: int64 */
                        uploadedBy?: number;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetAttachmentContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                attachmentId: string;
                listingId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found: the bytes are at Location */
            302: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description A signed address of the bytes, valid for 5 minutes */
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    StartAttachmentUpload: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                listingId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "WeightCertificate",
                 *       "fileName": "scale-ticket.pdf",
                 *       "contentType": "application/pdf",
                 *       "sizeBytes": 7340032
                 *     }
                 */
                "application/json": {
                    contentType: string;
                    fileName: string;
                    /** Format: int32 */
                    sizeBytes: number;
                    /**
                     * @description Any case is accepted; read back as listed.
                     * @enum {string}
                     */
                    type: "BillOfLading" | "DeliveryReceipt" | "InspectionCertificate" | "WeightCertificate" | "Photo" | "Other";
                };
            };
        };
        responses: {
            /** @description PUT the file to upload.href with upload.headers within 15 minutes, then POST the Complete link */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        expiresOn: string;
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        upload: {
                            headers: {
                                "content-length": string;
                                "content-type": string;
                            };
                            href: string;
                            /** @constant */
                            verb: "PUT";
                        };
                        /** Format: uuid */
                        uploadId: string;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            /** @description sizeBytes over its size limit: the 7.2 error names it */
            413: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            /** Format: int32 */
                            code: number;
                            field: string;
                            reason: string;
                            /** @enum {string} */
                            severity: "Error" | "Warning";
                        }[];
                        reason: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    CompleteAttachmentUpload: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                listingId: number;
                uploadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created; Location is the document */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description The address of what was created */
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        attachmentId: string;
                        /** @enum {string} */
                        contentType: "application/pdf" | "image/jpeg" | "image/png";
                        /** Format: date-time */
                        createdOn: string;
                        fileName: string;
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: int64 */
                        sizeBytes: number;
                        type: {
                            label: string;
                            shortLabel: string;
                            value: string;
                        };
                        /** Format: int64 */
                        uploadedBy?: number;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            /** @description The uploaded file over its size limit: the 7.2 error names it */
            413: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            /** Format: int32 */
                            code: number;
                            field: string;
                            reason: string;
                            /** @enum {string} */
                            severity: "Error" | "Warning";
                        }[];
                        reason: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ListBidsOfListing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                listingId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: int64 */
                            bidId: number;
                            comment?: string;
                            /** Format: int64 */
                            createdBy?: number;
                            /** Format: date-time */
                            createdOn: string;
                            declination?: {
                                comment?: string;
                                /** Format: date-time */
                                declinedOn: string;
                                reason: {
                                    label: string;
                                    shortLabel: string;
                                    value: string;
                                };
                            };
                            feedbackSummary?: {
                                average?: number;
                                /** Format: int64 */
                                count: number;
                                last12Months: {
                                    average?: number;
                                    /** Format: int64 */
                                    count: number;
                                };
                                onTimeShare?: number;
                                positiveShare?: number;
                            };
                            /** Format: date-time */
                            latestDelivery: string;
                            /** Format: date-time */
                            latestPickup: string;
                            links: {
                                href: string;
                                rel: string;
                                title: string;
                                /** @enum {string} */
                                verb: "GET" | "POST" | "PUT" | "DELETE";
                            }[];
                            /** Format: int64 */
                            listingId: number;
                            paymentDeclined?: string;
                            /** @constant */
                            preferred?: true;
                            price: {
                                currencyType: string;
                                label: string;
                                shortLabel: string;
                                value: number;
                            };
                            /** Format: int64 */
                            providerId: number;
                            state: {
                                label: string;
                                shortLabel: string;
                                value: string;
                            };
                            vettingSummary?: {
                                authority?: {
                                    /** @enum {string} */
                                    broker: "Active" | "Inactive" | "Pending" | "None";
                                    /** @enum {string} */
                                    common: "Active" | "Inactive" | "Pending" | "None";
                                    /** @enum {string} */
                                    contract: "Active" | "Inactive" | "Pending" | "None";
                                };
                                certificates?: {
                                    /** Format: int64 */
                                    cargo: number;
                                    /** Format: date */
                                    expiresOn: string;
                                    insurer: string;
                                    /** Format: int64 */
                                    liability: number;
                                }[];
                                /** Format: date-time */
                                checkedOn?: string;
                                insurance?: {
                                    /** Format: int64 */
                                    bondOnFile: number;
                                    /** Format: int64 */
                                    cargoOnFile: number;
                                    /** Format: int64 */
                                    liabilityOnFile: number;
                                };
                                /** Format: date-time */
                                registrationChangedOn?: string;
                                /** @enum {string} */
                                safetyRating?: "Satisfactory" | "Conditional" | "Unsatisfactory" | "NotRated";
                                /** @enum {string} */
                                status: "Verified" | "Failed" | "Pending" | "Unverified";
                            };
                        }[];
                        /** Format: int64 */
                        totalCount: number;
                        /**
                         * @description Present when the list holds more than it shows: the newest 1,000 are shown, and there are at least totalCount
                         * @constant
                         */
                        totalCountCapped?: true;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    PlaceBid: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                listingId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "price": {
                 *         "amount": 900,
                 *         "currencyType": "USD"
                 *       },
                 *       "latestPickup": "2027-03-03T23:00:00Z",
                 *       "latestDelivery": "2027-03-08T00:00:00Z"
                 *     }
                 */
                "application/json": {
                    comment?: string | null;
                    /**
                     * @description A date or date-time: 2026-12-01T09:00:00Z (or with an offset), 2026-12-01, 2026/12/01 or 12/01/2026. A date means that whole day in the stop's time zone (docs/dates.md).
                     * @example 2026-12-01T09:00:00Z
                     * @example 2026-12-01
                     * @example 12/01/2026
                     */
                    latestDelivery: string;
                    /**
                     * @description A date or date-time: 2026-12-01T09:00:00Z (or with an offset), 2026-12-01, 2026/12/01 or 12/01/2026. A date means that whole day in the stop's time zone (docs/dates.md).
                     * @example 2026-12-01T09:00:00Z
                     * @example 2026-12-01
                     * @example 12/01/2026
                     */
                    latestPickup: string;
                    price: {
                        amount: number;
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        currencyType: "USD" | "CAD";
                    };
                };
            };
        };
        responses: {
            /** @description Created; Location is the bid */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description The address of what was created */
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        bidId: number;
                        comment?: string;
                        /** Format: int64 */
                        createdBy?: number;
                        /** Format: date-time */
                        createdOn: string;
                        declination?: {
                            comment?: string;
                            /** Format: date-time */
                            declinedOn: string;
                            reason: {
                                label: string;
                                shortLabel: string;
                                value: string;
                            };
                        };
                        feedbackSummary?: {
                            average?: number;
                            /** Format: int64 */
                            count: number;
                            last12Months: {
                                average?: number;
                                /** Format: int64 */
                                count: number;
                            };
                            onTimeShare?: number;
                            positiveShare?: number;
                        };
                        /** Format: date-time */
                        latestDelivery: string;
                        /** Format: date-time */
                        latestPickup: string;
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: int64 */
                        listingId: number;
                        paymentDeclined?: string;
                        /** @constant */
                        preferred?: true;
                        price: {
                            currencyType: string;
                            label: string;
                            shortLabel: string;
                            value: number;
                        };
                        /** Format: int64 */
                        providerId: number;
                        state: {
                            label: string;
                            shortLabel: string;
                            value: string;
                        };
                        vettingSummary?: {
                            authority?: {
                                /** @enum {string} */
                                broker: "Active" | "Inactive" | "Pending" | "None";
                                /** @enum {string} */
                                common: "Active" | "Inactive" | "Pending" | "None";
                                /** @enum {string} */
                                contract: "Active" | "Inactive" | "Pending" | "None";
                            };
                            certificates?: {
                                /** Format: int64 */
                                cargo: number;
                                /** Format: date */
                                expiresOn: string;
                                insurer: string;
                                /** Format: int64 */
                                liability: number;
                            }[];
                            /** Format: date-time */
                            checkedOn?: string;
                            insurance?: {
                                /** Format: int64 */
                                bondOnFile: number;
                                /** Format: int64 */
                                cargoOnFile: number;
                                /** Format: int64 */
                                liabilityOnFile: number;
                            };
                            /** Format: date-time */
                            registrationChangedOn?: string;
                            /** @enum {string} */
                            safetyRating?: "Satisfactory" | "Conditional" | "Unsatisfactory" | "NotRated";
                            /** @enum {string} */
                            status: "Verified" | "Failed" | "Pending" | "Unverified";
                        };
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    CancelListing: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                listingId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled */
            204: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetListingContacts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                listingId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        driver?: {
                            firstName: string;
                            mobilePhone?: string;
                        };
                        locations: {
                            address: {
                                label: string;
                                shortLabel: string;
                            };
                            altPhoneNumber?: string;
                            emailAddress?: string;
                            name?: string;
                            phone?: string;
                        }[];
                        serviceProvider: {
                            CompanyAddress?: {
                                label: string;
                                shortLabel: string;
                            };
                            companyName?: string;
                            email: string;
                            name: string;
                            phone?: string;
                            secondaryPhone?: string;
                            user: {
                                companyLocation?: Record<string, never>;
                                /** Format: date-time */
                                dateCreated: string;
                                displayName: string;
                                feedback: {
                                    /** Format: int64 */
                                    count: number;
                                    percentPositive?: number;
                                    starRating?: number;
                                };
                                links: {
                                    href: string;
                                    rel: string;
                                    title: string;
                                    /** @enum {string} */
                                    verb: "GET" | "POST" | "PUT" | "DELETE";
                                }[];
                                profileUrl: string;
                                /** Format: int64 */
                                userId: number;
                                vettingSummary?: {
                                    authority?: {
                                        /** @enum {string} */
                                        broker: "Active" | "Inactive" | "Pending" | "None";
                                        /** @enum {string} */
                                        common: "Active" | "Inactive" | "Pending" | "None";
                                        /** @enum {string} */
                                        contract: "Active" | "Inactive" | "Pending" | "None";
                                    };
                                    certificates?: {
                                        /** Format: int64 */
                                        cargo: number;
                                        /** Format: date */
                                        expiresOn: string;
                                        insurer: string;
                                        /** Format: int64 */
                                        liability: number;
                                    }[];
                                    /** Format: date-time */
                                    checkedOn?: string;
                                    insurance?: {
                                        /** Format: int64 */
                                        bondOnFile: number;
                                        /** Format: int64 */
                                        cargoOnFile: number;
                                        /** Format: int64 */
                                        liabilityOnFile: number;
                                    };
                                    /** Format: date-time */
                                    registrationChangedOn?: string;
                                    /** @enum {string} */
                                    safetyRating?: "Satisfactory" | "Conditional" | "Unsatisfactory" | "NotRated";
                                    /** @enum {string} */
                                    status: "Verified" | "Failed" | "Pending" | "Unverified";
                                };
                            };
                            username?: string;
                        };
                        Shipper: {
                            CompanyAddress?: {
                                label: string;
                                shortLabel: string;
                            };
                            companyName?: string;
                            email: string;
                            name: string;
                            phone?: string;
                            secondaryPhone?: string;
                            user: {
                                companyLocation?: Record<string, never>;
                                /** Format: date-time */
                                dateCreated: string;
                                displayName: string;
                                feedback: {
                                    /** Format: int64 */
                                    count: number;
                                    percentPositive?: number;
                                    starRating?: number;
                                };
                                links: {
                                    href: string;
                                    rel: string;
                                    title: string;
                                    /** @enum {string} */
                                    verb: "GET" | "POST" | "PUT" | "DELETE";
                                }[];
                                profileUrl: string;
                                /** Format: int64 */
                                userId: number;
                                vettingSummary?: {
                                    authority?: {
                                        /** @enum {string} */
                                        broker: "Active" | "Inactive" | "Pending" | "None";
                                        /** @enum {string} */
                                        common: "Active" | "Inactive" | "Pending" | "None";
                                        /** @enum {string} */
                                        contract: "Active" | "Inactive" | "Pending" | "None";
                                    };
                                    certificates?: {
                                        /** Format: int64 */
                                        cargo: number;
                                        /** Format: date */
                                        expiresOn: string;
                                        insurer: string;
                                        /** Format: int64 */
                                        liability: number;
                                    }[];
                                    /** Format: date-time */
                                    checkedOn?: string;
                                    insurance?: {
                                        /** Format: int64 */
                                        bondOnFile: number;
                                        /** Format: int64 */
                                        cargoOnFile: number;
                                        /** Format: int64 */
                                        liabilityOnFile: number;
                                    };
                                    /** Format: date-time */
                                    registrationChangedOn?: string;
                                    /** @enum {string} */
                                    safetyRating?: "Satisfactory" | "Conditional" | "Unsatisfactory" | "NotRated";
                                    /** @enum {string} */
                                    status: "Verified" | "Failed" | "Pending" | "Unverified";
                                };
                            };
                            username?: string;
                        };
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ReportDelivered: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                listingId: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "comment": "Signed for by D. Reyes"
                 *     }
                 */
                "application/json": {
                    comment?: string | null;
                    latitude?: number | null;
                    longitude?: number | null;
                } | null;
                "multipart/form-data": {
                    /** @description As in the JSON body */
                    comment?: string | null;
                    /** @description The delivery receipt, listed as a DeliveryReceipt document: a PDF, JPEG or PNG file (its bytes decide), at most 10 MiB (at most 10485760 bytes) */
                    file?: string;
                    /** @description As in the JSON body */
                    latitude?: number | null;
                    /** @description As in the JSON body */
                    longitude?: number | null;
                };
            };
        };
        responses: {
            /** @description Recorded: the status record, as the history lists it */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description The address of what was created */
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        accepted?: number;
                        comment?: string;
                        /** Format: int64 */
                        duplicates?: number;
                        /** Format: date-time */
                        eta?: string;
                        etas?: {
                            /** Format: date-time */
                            eta?: string;
                            /** @enum {string} */
                            etaStatus: "OnTime" | "AtRisk" | "Late" | "NoSignal" | "Unknown";
                            /** @enum {string} */
                            stop: "Pickup" | "Delivery";
                        }[];
                        /** @enum {string} */
                        etaStatus?: "OnTime" | "AtRisk" | "Late" | "NoSignal" | "Unknown";
                        /** @enum {string} */
                        event?: "Arrived" | "Departed" | "EtaChanged";
                        latitude?: number;
                        longitude?: number;
                        /** @enum {string} */
                        previousEtaStatus?: "OnTime" | "AtRisk" | "Late" | "NoSignal" | "Unknown";
                        punctuality: {
                            label: string;
                            shortLabel: string;
                            value: string;
                        };
                        /** Format: date-time */
                        recorded: string;
                        status?: string;
                        /** @enum {string} */
                        stop?: "Pickup" | "Delivery";
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            /** @description The receipt over its size limit: the 7.2 error names it */
            413: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            /** Format: int32 */
                            code: number;
                            field: string;
                            reason: string;
                            /** @enum {string} */
                            severity: "Error" | "Warning";
                        }[];
                        reason: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ReportDispatched: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                listingId: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "comment": "Loaded and strapped"
                 *     }
                 */
                "application/json": {
                    comment?: string | null;
                    latitude?: number | null;
                    longitude?: number | null;
                } | null;
            };
        };
        responses: {
            /** @description Recorded: the status record, as the history lists it */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description The address of what was created */
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        accepted?: number;
                        comment?: string;
                        /** Format: int64 */
                        duplicates?: number;
                        /** Format: date-time */
                        eta?: string;
                        etas?: {
                            /** Format: date-time */
                            eta?: string;
                            /** @enum {string} */
                            etaStatus: "OnTime" | "AtRisk" | "Late" | "NoSignal" | "Unknown";
                            /** @enum {string} */
                            stop: "Pickup" | "Delivery";
                        }[];
                        /** @enum {string} */
                        etaStatus?: "OnTime" | "AtRisk" | "Late" | "NoSignal" | "Unknown";
                        /** @enum {string} */
                        event?: "Arrived" | "Departed" | "EtaChanged";
                        latitude?: number;
                        longitude?: number;
                        /** @enum {string} */
                        previousEtaStatus?: "OnTime" | "AtRisk" | "Late" | "NoSignal" | "Unknown";
                        punctuality: {
                            label: string;
                            shortLabel: string;
                            value: string;
                        };
                        /** Format: date-time */
                        recorded: string;
                        status?: string;
                        /** @enum {string} */
                        stop?: "Pickup" | "Delivery";
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    AssignDriver: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                listingId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "memberId": 5120
                 *     }
                 */
                "application/json": {
                    /** Format: int64 */
                    memberId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        driver: {
                            firstName: string;
                            lastName: string;
                            /** Format: int64 */
                            memberId: number;
                            mobilePhone?: string;
                        };
                        /** Format: int64 */
                        listingId: number;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    LeaveFeedback: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                listingId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "rating": 5,
                 *       "onTime": true,
                 *       "comment": "Called ahead, careful with the car."
                 *     }
                 */
                "application/json": {
                    comment?: string | null;
                    onTime?: boolean | null;
                    /** Format: int32 */
                    rating: number;
                };
            };
        };
        responses: {
            /** @description Created; Location is the feedback */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description The address of what was created */
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        changedOn?: string;
                        comment?: string;
                        /** Format: int64 */
                        createdBy?: number;
                        /** Format: date-time */
                        createdOn: string;
                        /** Format: uuid */
                        feedbackId: string;
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        listing: {
                            /** Format: int64 */
                            listingId: number;
                            route: {
                                from: string;
                                to: string;
                            };
                            title: string;
                        };
                        onTime?: boolean;
                        /** Format: int64 */
                        ratedUserId: number;
                        rater: {
                            displayName: string;
                            /** @enum {string} */
                            role: "Shipper" | "Carrier";
                            /** Format: int64 */
                            userId: number;
                        };
                        /** Format: int32 */
                        rating: number;
                        reply?: {
                            /** Format: date-time */
                            repliedOn: string;
                            text: string;
                        };
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ReportLocation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                listingId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "latitude": 32.22,
                 *       "longitude": -110.97
                 *     }
                 */
                "application/json": {
                    comment?: string | null;
                    latitude?: number;
                    longitude?: number;
                    positions?: {
                        heading?: number | null;
                        latitude: number;
                        longitude: number;
                        /**
                         * @description An ISO 8601 date-time with its offset, e.g. 2026-12-07T04:12:00Z or 2026-12-06T23:12:00-05:00.
                         * @example 2026-12-07T04:12:00Z
                         */
                        recorded: string;
                        speed?: number | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Recorded: a location update, the record as the history lists it; a batch of positions, the record of its latest, how many were new and the estimates after them. Location is the history */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description The address of what was created */
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        accepted?: number;
                        comment?: string;
                        /** Format: int64 */
                        duplicates?: number;
                        /** Format: date-time */
                        eta?: string;
                        etas?: {
                            /** Format: date-time */
                            eta?: string;
                            /** @enum {string} */
                            etaStatus: "OnTime" | "AtRisk" | "Late" | "NoSignal" | "Unknown";
                            /** @enum {string} */
                            stop: "Pickup" | "Delivery";
                        }[];
                        /** @enum {string} */
                        etaStatus?: "OnTime" | "AtRisk" | "Late" | "NoSignal" | "Unknown";
                        /** @enum {string} */
                        event?: "Arrived" | "Departed" | "EtaChanged";
                        latitude?: number;
                        longitude?: number;
                        /** @enum {string} */
                        previousEtaStatus?: "OnTime" | "AtRisk" | "Late" | "NoSignal" | "Unknown";
                        punctuality: {
                            label: string;
                            shortLabel: string;
                            value: string;
                        };
                        /** Format: date-time */
                        recorded: string;
                        status?: string;
                        /** @enum {string} */
                        stop?: "Pickup" | "Delivery";
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ListMessages: {
        parameters: {
            query?: {
                $skip?: number;
                $top?: number;
            };
            header?: never;
            path: {
                listingId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: int64 */
                            createdBy?: number;
                            links: {
                                href: string;
                                rel: string;
                                title: string;
                                /** @enum {string} */
                                verb: "GET" | "POST" | "PUT" | "DELETE";
                            }[];
                            /** Format: int64 */
                            listingId: number;
                            /** Format: uuid */
                            messageId: string;
                            read: boolean;
                            /** Format: date-time */
                            readOn?: string;
                            /** Format: int64 */
                            recipientId: number;
                            /** Format: int64 */
                            senderId: number;
                            /** Format: date-time */
                            sentOn: string;
                            text: string;
                        }[];
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: int64 */
                        totalCount: number;
                        /**
                         * @description Present when the list was counted up to its cap (1,000): there are at least totalCount entries, and a page may start no further in than the cap
                         * @constant
                         */
                        totalCountCapped?: true;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    SendMessage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                listingId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text": "On my way, about 40 minutes out. Is the gate code still 4411?"
                 *     }
                 */
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Sent; Location is the message */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description The address of what was created */
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        createdBy?: number;
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: int64 */
                        listingId: number;
                        /** Format: uuid */
                        messageId: string;
                        read: boolean;
                        /** Format: date-time */
                        readOn?: string;
                        /** Format: int64 */
                        recipientId: number;
                        /** Format: int64 */
                        senderId: number;
                        /** Format: date-time */
                        sentOn: string;
                        text: string;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                listingId: number;
                messageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        createdBy?: number;
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: int64 */
                        listingId: number;
                        /** Format: uuid */
                        messageId: string;
                        read: boolean;
                        /** Format: date-time */
                        readOn?: string;
                        /** Format: int64 */
                        recipientId: number;
                        /** Format: int64 */
                        senderId: number;
                        /** Format: date-time */
                        sentOn: string;
                        text: string;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    MarkMessageRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                listingId: number;
                messageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Marked read */
            204: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetListingPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                listingId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        breakdown: {
                            carrierPrice: {
                                amount: number;
                                currencyType: string;
                            };
                            insurancePremium: {
                                amount: number;
                                currencyType: string;
                            };
                            serviceFee: {
                                amount: number;
                                currencyType: string;
                            };
                        };
                        carrierPayout: {
                            amount: number;
                            currencyType: string;
                        };
                        history: {
                            /** Format: date-time */
                            at: string;
                            /** @enum {string} */
                            status: "Held" | "ReleasePending" | "Released" | "Refunded" | "PartiallyRefunded" | "Disputed" | "DisputeLost";
                        }[];
                        refunded?: {
                            amount: number;
                            currencyType: string;
                        };
                        releaseCode?: string;
                        /** @enum {string} */
                        status: "Held" | "ReleasePending" | "Released" | "Refunded" | "PartiallyRefunded" | "Disputed" | "DisputeLost";
                        total: {
                            amount: number;
                            currencyType: string;
                        };
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ReleaseListingPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                listingId: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "releaseCode": "493021"
                 *     }
                 */
                "application/json": {
                    releaseCode?: (string | number) | null;
                } | null;
            };
        };
        responses: {
            /** @description Released (or waiting for the carrier's payout account: ReleasePending) */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        breakdown: {
                            carrierPrice: {
                                amount: number;
                                currencyType: string;
                            };
                            insurancePremium: {
                                amount: number;
                                currencyType: string;
                            };
                            serviceFee: {
                                amount: number;
                                currencyType: string;
                            };
                        };
                        carrierPayout: {
                            amount: number;
                            currencyType: string;
                        };
                        history: {
                            /** Format: date-time */
                            at: string;
                            /** @enum {string} */
                            status: "Held" | "ReleasePending" | "Released" | "Refunded" | "PartiallyRefunded" | "Disputed" | "DisputeLost";
                        }[];
                        refunded?: {
                            amount: number;
                            currencyType: string;
                        };
                        releaseCode?: string;
                        /** @enum {string} */
                        status: "Held" | "ReleasePending" | "Released" | "Refunded" | "PartiallyRefunded" | "Disputed" | "DisputeLost";
                        total: {
                            amount: number;
                            currencyType: string;
                        };
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ReportPickedUp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                listingId: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "latitude": 30.25,
                 *       "longitude": -97.75,
                 *       "comment": "Loaded and strapped"
                 *     }
                 */
                "application/json": {
                    comment?: string | null;
                    latitude?: number | null;
                    longitude?: number | null;
                } | null;
            };
        };
        responses: {
            /** @description Recorded: the status record, as the history lists it */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description The address of what was created */
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        accepted?: number;
                        comment?: string;
                        /** Format: int64 */
                        duplicates?: number;
                        /** Format: date-time */
                        eta?: string;
                        etas?: {
                            /** Format: date-time */
                            eta?: string;
                            /** @enum {string} */
                            etaStatus: "OnTime" | "AtRisk" | "Late" | "NoSignal" | "Unknown";
                            /** @enum {string} */
                            stop: "Pickup" | "Delivery";
                        }[];
                        /** @enum {string} */
                        etaStatus?: "OnTime" | "AtRisk" | "Late" | "NoSignal" | "Unknown";
                        /** @enum {string} */
                        event?: "Arrived" | "Departed" | "EtaChanged";
                        latitude?: number;
                        longitude?: number;
                        /** @enum {string} */
                        previousEtaStatus?: "OnTime" | "AtRisk" | "Late" | "NoSignal" | "Unknown";
                        punctuality: {
                            label: string;
                            shortLabel: string;
                            value: string;
                        };
                        /** Format: date-time */
                        recorded: string;
                        status?: string;
                        /** @enum {string} */
                        stop?: "Pickup" | "Delivery";
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ListListingQuestions: {
        parameters: {
            query?: {
                $skip?: number;
                $top?: number;
            };
            header?: never;
            path: {
                listingId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            answer?: {
                                /** Format: date-time */
                                answeredOn: string;
                                masked: boolean;
                                text: string;
                            };
                            askedBy: {
                                companyName: string;
                                feedbackSummary: {
                                    average?: number;
                                    /** Format: int64 */
                                    count: number;
                                    last12Months: {
                                        average?: number;
                                        /** Format: int64 */
                                        count: number;
                                    };
                                    onTimeShare?: number;
                                    positiveShare?: number;
                                };
                                /** Format: int64 */
                                userId: number;
                            };
                            /** Format: date-time */
                            askedOn: string;
                            links: {
                                href: string;
                                rel: string;
                                title: string;
                                /** @enum {string} */
                                verb: "GET" | "POST" | "PUT" | "DELETE";
                            }[];
                            /** Format: int64 */
                            listingId: number;
                            masked: boolean;
                            /** Format: uuid */
                            questionId: string;
                            text: string;
                        }[];
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: int64 */
                        totalCount: number;
                        /**
                         * @description Present when the list was counted up to its cap (1,000): there are at least totalCount entries, and a page may start no further in than the cap
                         * @constant
                         */
                        totalCountCapped?: true;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    AskQuestion: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                listingId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text": "Does the car run and steer? Is the pickup a driveway or the street?"
                 *     }
                 */
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Created; Location is the question. Contact details are masked before booking */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description The address of what was created */
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answer?: {
                            /** Format: date-time */
                            answeredOn: string;
                            masked: boolean;
                            text: string;
                        };
                        askedBy: {
                            companyName: string;
                            feedbackSummary: {
                                average?: number;
                                /** Format: int64 */
                                count: number;
                                last12Months: {
                                    average?: number;
                                    /** Format: int64 */
                                    count: number;
                                };
                                onTimeShare?: number;
                                positiveShare?: number;
                            };
                            /** Format: int64 */
                            userId: number;
                        };
                        /** Format: date-time */
                        askedOn: string;
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: int64 */
                        listingId: number;
                        masked: boolean;
                        /** Format: uuid */
                        questionId: string;
                        text: string;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetListingQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                listingId: number;
                questionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answer?: {
                            /** Format: date-time */
                            answeredOn: string;
                            masked: boolean;
                            text: string;
                        };
                        askedBy: {
                            companyName: string;
                            feedbackSummary: {
                                average?: number;
                                /** Format: int64 */
                                count: number;
                                last12Months: {
                                    average?: number;
                                    /** Format: int64 */
                                    count: number;
                                };
                                onTimeShare?: number;
                                positiveShare?: number;
                            };
                            /** Format: int64 */
                            userId: number;
                        };
                        /** Format: date-time */
                        askedOn: string;
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: int64 */
                        listingId: number;
                        masked: boolean;
                        /** Format: uuid */
                        questionId: string;
                        text: string;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    AnswerQuestion: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                listingId: number;
                questionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "text": "Yes, it drives onto the trailer. Street pickup, no low branches."
                 *     }
                 */
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answer?: {
                            /** Format: date-time */
                            answeredOn: string;
                            masked: boolean;
                            text: string;
                        };
                        askedBy: {
                            companyName: string;
                            feedbackSummary: {
                                average?: number;
                                /** Format: int64 */
                                count: number;
                                last12Months: {
                                    average?: number;
                                    /** Format: int64 */
                                    count: number;
                                };
                                onTimeShare?: number;
                                positiveShare?: number;
                            };
                            /** Format: int64 */
                            userId: number;
                        };
                        /** Format: date-time */
                        askedOn: string;
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: int64 */
                        listingId: number;
                        masked: boolean;
                        /** Format: uuid */
                        questionId: string;
                        text: string;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    TrackListing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                listingId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        carrierContactModel: {
                            driver?: {
                                firstName: string;
                                mobilePhone?: string;
                            };
                            name: string;
                            user: {
                                displayName: string;
                                /** Format: int64 */
                                userId: number;
                            };
                        };
                        commodityCode?: string;
                        etas: {
                            /** Format: date-time */
                            eta?: string;
                            /** @enum {string} */
                            etaStatus: "OnTime" | "AtRisk" | "Late" | "NoSignal" | "Unknown";
                            /** @enum {string} */
                            stop: "Pickup" | "Delivery";
                        }[];
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: int64 */
                        listingGeneratedId: number;
                        listingTitle: string;
                        mostRecentAddress?: {
                            label: string;
                            shortLabel: string;
                        }[];
                        mostRecentLocation?: {
                            latitude: number;
                            longitude: number;
                            /** Format: date-time */
                            recorded: string;
                        }[];
                        shipmentTrackingStatuses: {
                            punctuality: {
                                label: string;
                                shortLabel: string;
                                value: string;
                            };
                            /** Format: date-time */
                            recorded: string;
                            status: string;
                        }[];
                        shipmentTrackingSummaryModel: {
                            currentTransitStatus: {
                                label: string;
                                shortLabel: string;
                                value: string;
                            };
                            deliveryTimeframe: {
                                timeZone: string;
                            };
                            destinationAddress: {
                                label: string;
                                shortLabel: string;
                            };
                            originAddress: {
                                label: string;
                                shortLabel: string;
                            };
                            pickupTimeframe: {
                                timeZone: string;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    RotateTrackingPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                listingId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new link; the old one no longer works */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetTransitStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                listingId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        etas: {
                            /** Format: date-time */
                            eta?: string;
                            /** @enum {string} */
                            etaStatus: "OnTime" | "AtRisk" | "Late" | "NoSignal" | "Unknown";
                            /** @enum {string} */
                            stop: "Pickup" | "Delivery";
                        }[];
                        items: {
                            /** Format: int64 */
                            accepted?: number;
                            comment?: string;
                            /** Format: int64 */
                            duplicates?: number;
                            /** Format: date-time */
                            eta?: string;
                            etas?: {
                                /** Format: date-time */
                                eta?: string;
                                /** @enum {string} */
                                etaStatus: "OnTime" | "AtRisk" | "Late" | "NoSignal" | "Unknown";
                                /** @enum {string} */
                                stop: "Pickup" | "Delivery";
                            }[];
                            /** @enum {string} */
                            etaStatus?: "OnTime" | "AtRisk" | "Late" | "NoSignal" | "Unknown";
                            /** @enum {string} */
                            event?: "Arrived" | "Departed" | "EtaChanged";
                            latitude?: number;
                            longitude?: number;
                            /** @enum {string} */
                            previousEtaStatus?: "OnTime" | "AtRisk" | "Late" | "NoSignal" | "Unknown";
                            punctuality: {
                                label: string;
                                shortLabel: string;
                                value: string;
                            };
                            /** Format: date-time */
                            recorded: string;
                            status?: string;
                            /** @enum {string} */
                            stop?: "Pickup" | "Delivery";
                        }[];
                        mostRecentLocation?: {
                            latitude: number;
                            longitude: number;
                            /** Format: date-time */
                            recorded: string;
                        };
                        /** Format: int64 */
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    WatchListing: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                listingId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Already watched */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description The address of what was created */
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Now watched; Location is the watchlist */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description The address of what was created */
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    UnwatchListing: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                listingId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No longer watched */
            204: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ListBidDeclinationReasons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            label: string;
                            shortLabel: string;
                            value: string;
                        }[];
                        /** Format: int64 */
                        totalCount: number;
                        /**
                         * @description Present when the list holds more than it shows: the newest 1,000 are shown, and there are at least totalCount
                         * @constant
                         */
                        totalCountCapped?: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ListCommodities: {
        parameters: {
            query?: {
                parent?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            label: string;
                            shortLabel: string;
                            subCommodities?: {
                                label: string;
                                shortLabel: string;
                                value: string;
                            }[];
                            value: string;
                        }[];
                        /** Format: int64 */
                        totalCount: number;
                        /**
                         * @description Present when the list holds more than it shows: the newest 1,000 are shown, and there are at least totalCount
                         * @constant
                         */
                        totalCountCapped?: true;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ListCurrencies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            label: string;
                            shortLabel: string;
                            symbol: string;
                            value: string;
                        }[];
                        /** Format: int64 */
                        totalCount: number;
                        /**
                         * @description Present when the list holds more than it shows: the newest 1,000 are shown, and there are at least totalCount
                         * @constant
                         */
                        totalCountCapped?: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ListRegions: {
        parameters: {
            query?: {
                depth?: number;
                parent?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            code: string;
                            /** Format: int64 */
                            depth: number;
                            label: string;
                            parent?: string;
                            shortLabel: string;
                            value: string;
                        }[];
                        /** Format: int64 */
                        totalCount: number;
                        /**
                         * @description Present when the list holds more than it shows: the newest 1,000 are shown, and there are at least totalCount
                         * @constant
                         */
                        totalCountCapped?: true;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ListServiceTypes: {
        parameters: {
            query?: {
                commodityCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: int64 */
                            costTier: number;
                            details: string;
                            label: string;
                            /** @constant */
                            recommended?: true;
                            shortLabel: string;
                            value: string;
                        }[];
                        /** Format: int64 */
                        totalCount: number;
                        /**
                         * @description Present when the list holds more than it shows: the newest 1,000 are shown, and there are at least totalCount
                         * @constant
                         */
                        totalCountCapped?: true;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ListTrailerTypes: {
        parameters: {
            query?: {
                commodityCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            commodities: string[];
                            label: string;
                            shortLabel: string;
                            value: string;
                        }[];
                        /** Format: int64 */
                        totalCount: number;
                        /**
                         * @description Present when the list holds more than it shows: the newest 1,000 are shown, and there are at least totalCount
                         * @constant
                         */
                        totalCountCapped?: true;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ListNotifications: {
        parameters: {
            query?: {
                $skip?: number;
                $top?: number;
                unread?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: date-time */
                            createdAt: string;
                            data: {
                                [key: string]: unknown;
                            };
                            kind: string;
                            message: string;
                            notificationId: string;
                            read: boolean;
                            /** Format: int64 */
                            recipientId: number;
                        }[];
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: int64 */
                        totalCount: number;
                        /**
                         * @description Present when the list was counted up to its cap (1,000): there are at least totalCount entries, and a page may start no further in than the cap
                         * @constant
                         */
                        totalCountCapped?: true;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    MarkNotificationRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                notificationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Marked read */
            204: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        info: Record<string, never>;
                        openapi: string;
                        paths: Record<string, never>;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    UploadProfileImage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description JPEG, PNG or GIF, at most 4 MiB (docs/users.md) (at most 4194304 bytes) */
                    image: string;
                    /** @description {"primary": true} to make it the first image (at most 65536 bytes) */
                    settings?: string;
                };
            };
        };
        responses: {
            /** @description Created; Location is the image address */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description The address of what was created */
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            /** @description The image over its size limit: the 7.2 error names it */
            413: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            /** Format: int32 */
                            code: number;
                            field: string;
                            reason: string;
                            /** @enum {string} */
                            severity: "Error" | "Warning";
                        }[];
                        reason: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    CreateRateRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "route": {
                 *         "items": [
                 *           {
                 *             "address": {
                 *               "streetAddress": "1 Main St",
                 *               "postalCode": "60601",
                 *               "country": "US",
                 *               "type": "BusinessWithLoadingDockOrForklift"
                 *             },
                 *             "contact": {
                 *               "name": "Sam Ortiz",
                 *               "companyName": "Ortiz Supply",
                 *               "phoneNumber": "+1 312 555 0100"
                 *             },
                 *             "timeFrame": {
                 *               "earliestArrival": "2027-03-01",
                 *               "latestArrival": "2027-03-01",
                 *               "timeFrameType": "on"
                 *             }
                 *           },
                 *           {
                 *             "address": {
                 *               "streetAddress": "200 Elm St",
                 *               "postalCode": "46204",
                 *               "country": "US"
                 *             }
                 *           }
                 *         ]
                 *       },
                 *       "items": [
                 *         {
                 *           "commodity": "NewCommercialGoods",
                 *           "handlingUnit": "Pallets48X40Inches",
                 *           "unitCount": 2,
                 *           "weightInGrams": 300000,
                 *           "lengthInMeters": 1.22,
                 *           "widthInMeters": 1.02,
                 *           "heightInMeters": 1.2
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @default {} */
                    attributes?: {
                        /** @default false */
                        blindShipmentCoordination?: boolean;
                        protectfromFreezing?: boolean;
                        protectFromFreezing?: boolean;
                        /** @default false */
                        sortandSegregate?: boolean;
                    };
                    items: {
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        commodity: "NewCommercialGoods" | "UsedCommercialGoods" | "WineLiquorBeerSpirits" | "NonPerishableFoodsBeverages" | "OtherLessthanTruckloadGoods";
                        freightClass?: number | null;
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        handlingUnit: "Boxes" | "Cartons" | "Crates" | "Drums" | "Bags" | "Bales" | "Bundles" | "Cans" | "Carboys" | "Carpets" | "Cases" | "Coils" | "Cylinders" | "Loose" | "NoPackagingRequired" | "PackagingHelpRequired" | "Pallets48X40Inches" | "Pails" | "Reels" | "Rolls" | "TubesPipes" | "Other";
                        /** @default false */
                        hazardous?: boolean;
                        heightInMeters?: number | null;
                        lengthInMeters?: number | null;
                        packaging?: string | null;
                        /** @default false */
                        stackable?: boolean;
                        /**
                         * Format: int32
                         * @default 1
                         */
                        unitCount?: number;
                        weightInGrams?: number | null;
                        widthInMeters?: number | null;
                    }[];
                    route: {
                        items: {
                            address: {
                                alternateStreetAddress?: string | null;
                                country?: string | null;
                                latitude?: number | null;
                                longitude?: number | null;
                                majorMunicipality?: string | null;
                                postalCode?: string | null;
                                stateProvince?: string | null;
                                streetAddress: string;
                                /**
                                 * @description Any case is accepted; read back as listed.
                                 * @default Residence
                                 * @enum {string}
                                 */
                                type?: "Residence" | "BusinessWithoutLoadingDock" | "BusinessWithLoadingDockOrForklift" | "ConstructionSite" | "TradeShow" | "Other";
                            };
                            /** @default {} */
                            attributes?: {
                                /** @default false */
                                appointmentRequired?: boolean;
                                /** @default false */
                                callBeforeArrival?: boolean;
                                /** @default false */
                                inside?: boolean;
                                /** @default false */
                                liftgateRequired?: boolean;
                            };
                            contact?: {
                                companyName?: string | null;
                                name?: string | null;
                                phoneNumber?: string | null;
                            } | null;
                            timeFrame?: {
                                /**
                                 * @description A date or date-time: 2026-12-01T09:00:00Z (or with an offset), 2026-12-01, 2026/12/01 or 12/01/2026. A date means that whole day in the stop's time zone (docs/dates.md).
                                 * @example 2026-12-01T09:00:00Z
                                 * @example 2026-12-01
                                 * @example 12/01/2026
                                 */
                                earliestArrival: string;
                                /**
                                 * @description A date or date-time: 2026-12-01T09:00:00Z (or with an offset), 2026-12-01, 2026/12/01 or 12/01/2026. A date means that whole day in the stop's time zone (docs/dates.md).
                                 * @example 2026-12-01T09:00:00Z
                                 * @example 2026-12-01
                                 * @example 12/01/2026
                                 */
                                latestArrival: string;
                                timeFrameType: string;
                            } | null;
                        }[];
                    };
                    thirdPartyId?: string | null;
                };
            };
        };
        responses: {
            /** @description Created; Location is its rates */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description The address of what was created */
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attributes: Record<string, never>;
                        /** Format: int64 */
                        createdBy?: number;
                        /** Format: date-time */
                        createdOn: string;
                        items: {
                            commodity: string;
                        }[];
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: int64 */
                        listingId?: number;
                        /** Format: int64 */
                        rateRequestID: number;
                        route: {
                            distance: {
                                kilometers: number;
                                label: string;
                                shortLabel: string;
                            };
                            items: {
                                address: {
                                    label: string;
                                    shortLabel: string;
                                };
                            }[];
                        };
                        status: string;
                        thirdPartyId?: string;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetRateRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rateRequestID: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attributes: Record<string, never>;
                        /** Format: int64 */
                        createdBy?: number;
                        /** Format: date-time */
                        createdOn: string;
                        items: {
                            commodity: string;
                        }[];
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: int64 */
                        listingId?: number;
                        /** Format: int64 */
                        rateRequestID: number;
                        route: {
                            distance: {
                                kilometers: number;
                                label: string;
                                shortLabel: string;
                            };
                            items: {
                                address: {
                                    label: string;
                                    shortLabel: string;
                                };
                            }[];
                        };
                        status: string;
                        thirdPartyId?: string;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ListRates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                rateRequestID: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            comment?: string;
                            /** Format: date-time */
                            expiresOn: string;
                            links: {
                                href: string;
                                rel: string;
                                title: string;
                                /** @enum {string} */
                                verb: "GET" | "POST" | "PUT" | "DELETE";
                            }[];
                            price: {
                                currencyType: string;
                                label: string;
                                shortLabel: string;
                                value: number;
                            };
                            /** Format: int64 */
                            providerId: number;
                            /** Format: int64 */
                            rateId: number;
                            /** Format: int64 */
                            rateRequestID: number;
                            serviceLevel: {
                                label: string;
                                shortLabel: string;
                                value: string;
                            };
                            status: string;
                            /** Format: int64 */
                            transitDays: number;
                        }[];
                        /** Format: int64 */
                        rateRequestID: number;
                        status: string;
                        /** Format: int64 */
                        totalCount: number;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    OfferRate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                rateRequestID: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "price": {
                 *         "amount": 420,
                 *         "currencyType": "USD"
                 *       },
                 *       "transitDays": 3,
                 *       "serviceLevel": "Standard",
                 *       "expiresOn": "2027-03-01T00:00:00Z"
                 *     }
                 */
                "application/json": {
                    comment?: string | null;
                    /**
                     * @description A date or date-time: 2026-12-01T09:00:00Z (or with an offset), 2026-12-01, 2026/12/01 or 12/01/2026. A date means that whole day in the stop's time zone (docs/dates.md).
                     * @example 2026-12-01T09:00:00Z
                     * @example 2026-12-01
                     * @example 12/01/2026
                     */
                    expiresOn: string;
                    price: {
                        amount: number;
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        currencyType: "USD" | "CAD";
                    };
                    /**
                     * @description Any case is accepted; read back as listed.
                     * @enum {string}
                     */
                    serviceLevel: "Standard" | "Guaranteed" | "Expedited";
                    /** Format: int32 */
                    transitDays: number;
                };
            };
        };
        responses: {
            /** @description Created; Location is the rates */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description The address of what was created */
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        comment?: string;
                        /** Format: date-time */
                        expiresOn: string;
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        price: {
                            currencyType: string;
                            label: string;
                            shortLabel: string;
                            value: number;
                        };
                        /** Format: int64 */
                        providerId: number;
                        /** Format: int64 */
                        rateId: number;
                        /** Format: int64 */
                        rateRequestID: number;
                        serviceLevel: {
                            label: string;
                            shortLabel: string;
                            value: string;
                        };
                        status: string;
                        /** Format: int64 */
                        transitDays: number;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    BookRate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                rateId: number;
                rateRequestID: number;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "payment": {
                 *         "paymentMethod": "pm_card_visa"
                 *       }
                 *     }
                 */
                "application/json": {
                    payment?: {
                        paymentMethod: string;
                    } | null;
                } | null;
            };
        };
        responses: {
            /** @description Booked; Location is the shipment listing */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description The address of what was created */
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            /** @description The card was declined or the payment failed (Stripe's reason, naming payment.paymentMethod): nothing was booked */
            402: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            /** Format: int32 */
                            code: number;
                            field: string;
                            reason: string;
                            /** @enum {string} */
                            severity: "Error" | "Warning";
                        }[];
                        reason: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    SearchListings: {
        parameters: {
            query?: {
                $skip?: number;
                $top?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "commodities": [
                 *         "Vehicles"
                 *       ],
                 *       "origin": {
                 *         "coordinates": {
                 *           "latitude": 30.27,
                 *           "longitude": -97.74,
                 *           "radius": 150
                 *         }
                 *       },
                 *       "destination": {
                 *         "regions": [
                 *           "USA-AZ"
                 *         ]
                 *       },
                 *       "sort": [
                 *         {
                 *           "by": "Price",
                 *           "direction": "Descending"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    commodities?: ("Vehicles" | "CarsLightTrucks" | "OtherVehicles" | "MotorcyclesPowerSports" | "AllTerrainVehicles" | "GoCartsDuneBuggies" | "MotorcyclesMopeds" | "OtherPowerSports" | "Snowmobiles" | "Boats" | "PowerBoats" | "SailBoats" | "PersonalWatercraft" | "OtherBoats" | "HouseholdGoods" | "Furniture" | "HomeElectronics" | "Appliances" | "ArcadeEquipment" | "LawnOutdoorEquipment" | "SportingEquipment" | "HouseholdPlants" | "OtherHouseholdGoods" | "Pets" | "Cats" | "Dogs" | "LessThanTruckload" | "NewCommercialGoods" | "UsedCommercialGoods" | "WineLiquorBeerSpirits" | "NonPerishableFoodsBeverages" | "OtherLessthanTruckloadGoods" | "BusinessIndustrial" | "WoodPaperProducts" | "LiquidsGasesChemicals" | "StoneMetalsMinerals" | "CommoditiesDryBulk" | "GeneralFreight" | "MixedFreight" | "Utilities" | "PharmaceuticalProducts" | "Fertilizers" | "PlasticsRubber" | "TextilesLeather" | "MiscellaneousManufacturedProducts" | "OtherBusinessIndustrialGoods" | "PaperProducts" | "LogsandOtherWoodintheRough" | "WoodProducts" | "PaperorPaperboardArticles" | "PrintedProducts" | "LiquidsGases" | "Chemicals" | "CrudePetroleumOil" | "WaterWell" | "GasolineandAviationTurbineFuel" | "FuelOils" | "ChemicalProductsandPreparationsnec" | "BuildingMaterials" | "MachineryLargeObjects" | "ElectronicandOtherElectricalEquipmentandComponentsandOfficeEquipment" | "PrecisionInstrumentsandApparatus" | "CoalorCoke" | "MonumentalorBuildingStone" | "NaturalSands" | "GravelandCrushedStone" | "NonMetallicMineralsnec" | "MetallicOresandConcentrates" | "CoalandPetroleumProductsnec" | "NonMetallicMineralProducts" | "Metalsheetscoilsrolls" | "BaseMetalinPrimaryorSemiFinishedFormsandinFinishedBasic" | "ArticlesofBaseMetal" | "VehicleBoatFoodAgriculture" | "VehicleParts" | "BoatParts" | "RefrigeratedFood" | "MeatFishSeafood" | "CerealGrainsincludingseed" | "AnimalFeedProductsofAnimalOrigin" | "MilledGrainProductsPreparationsandBakeryProducts" | "Beverages" | "AlcoholicBeverages" | "OtherPreparedFoodstuffsandFatsandOils" | "TobaccoProducts" | "OtherFoodAgriculture")[] | null;
                    description?: string | null;
                    destination?: {
                        coordinates?: {
                            latitude: number;
                            longitude: number;
                            name?: string | null;
                            radius?: number | null;
                        } | null;
                        regions?: ("NA" | "NA-USA" | "NA-CAN" | "USA-AL" | "USA-AK" | "USA-AZ" | "USA-AR" | "USA-CA" | "USA-CO" | "USA-CT" | "USA-DE" | "USA-DC" | "USA-FL" | "USA-GA" | "USA-HI" | "USA-ID" | "USA-IL" | "USA-IN" | "USA-IA" | "USA-KS" | "USA-KY" | "USA-LA" | "USA-ME" | "USA-MD" | "USA-MA" | "USA-MI" | "USA-MN" | "USA-MS" | "USA-MO" | "USA-MT" | "USA-NE" | "USA-NV" | "USA-NH" | "USA-NJ" | "USA-NM" | "USA-NY" | "USA-NC" | "USA-ND" | "USA-OH" | "USA-OK" | "USA-OR" | "USA-PA" | "USA-RI" | "USA-SC" | "USA-SD" | "USA-TN" | "USA-TX" | "USA-UT" | "USA-VT" | "USA-VA" | "USA-WA" | "USA-WV" | "USA-WI" | "USA-WY" | "CAN-AB" | "CAN-BC" | "CAN-MB" | "CAN-NB" | "CAN-NL" | "CAN-NS" | "CAN-NT" | "CAN-NU" | "CAN-ON" | "CAN-PE" | "CAN-QC" | "CAN-SK" | "CAN-YT")[] | null;
                    } | null;
                    distanceFromRoute?: number | null;
                    origin?: {
                        coordinates?: {
                            latitude: number;
                            longitude: number;
                            name?: string | null;
                            radius?: number | null;
                        } | null;
                        regions?: ("NA" | "NA-USA" | "NA-CAN" | "USA-AL" | "USA-AK" | "USA-AZ" | "USA-AR" | "USA-CA" | "USA-CO" | "USA-CT" | "USA-DE" | "USA-DC" | "USA-FL" | "USA-GA" | "USA-HI" | "USA-ID" | "USA-IL" | "USA-IN" | "USA-IA" | "USA-KS" | "USA-KY" | "USA-LA" | "USA-ME" | "USA-MD" | "USA-MA" | "USA-MI" | "USA-MN" | "USA-MS" | "USA-MO" | "USA-MT" | "USA-NE" | "USA-NV" | "USA-NH" | "USA-NJ" | "USA-NM" | "USA-NY" | "USA-NC" | "USA-ND" | "USA-OH" | "USA-OK" | "USA-OR" | "USA-PA" | "USA-RI" | "USA-SC" | "USA-SD" | "USA-TN" | "USA-TX" | "USA-UT" | "USA-VT" | "USA-VA" | "USA-WA" | "USA-WV" | "USA-WI" | "USA-WY" | "CAN-AB" | "CAN-BC" | "CAN-MB" | "CAN-NB" | "CAN-NL" | "CAN-NS" | "CAN-NT" | "CAN-NU" | "CAN-ON" | "CAN-PE" | "CAN-QC" | "CAN-SK" | "CAN-YT")[] | null;
                    } | null;
                    pricingFormat?: ("Auction" | "BookItNow" | "OfferPrice") | null;
                    sort?: {
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        by: "DateUpdated" | "DistanceFromOrigin" | "ExpirationDate" | "Price" | "TotalDistance";
                        direction?: ("Ascending" | "Descending") | null;
                    }[] | null;
                    trailerTypes?: ("DryVan" | "AirRideVan" | "Reefer" | "Flatbed" | "StepDeck" | "DoubleDrop" | "RemovableGooseneck" | "Lowboy" | "Conestoga" | "CurtainSide" | "AutoCarrier" | "EnclosedAutoCarrier" | "WedgeCarHauler" | "Hotshot" | "TowTruck" | "HydraulicBoatTrailer" | "OnTrailer" | "MotorcycleTrailer" | "BoxTruck" | "MovingTruck" | "CargoVan" | "PetTransportVan" | "Tanker" | "HopperBottom" | "DumpTrailer" | "ContainerChassis" | "PowerOnly")[] | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            commodity: string;
                            /** Format: date-time */
                            expiresOn?: string;
                            imageUrl: string;
                            links: {
                                href: string;
                                rel: string;
                                title: string;
                                /** @enum {string} */
                                verb: "GET" | "POST" | "PUT" | "DELETE";
                            }[];
                            /** Format: int64 */
                            listingId: number;
                            meetsRequirements?: boolean;
                            pricing: {
                                auctionTargetPrice?: {
                                    label: string;
                                    shortLabel: string;
                                    value: number;
                                };
                                isAuction: boolean;
                                isBrokered: boolean;
                                isReadyForPickup: boolean;
                                lowestBidPrice?: {
                                    label: string;
                                    shortLabel: string;
                                    value: number;
                                };
                                namedPrice?: {
                                    label: string;
                                    shortLabel: string;
                                    value: number;
                                };
                                offerPrice?: {
                                    label: string;
                                    shortLabel: string;
                                    value: number;
                                };
                                /** Format: int64 */
                                totalBidsPlaced?: number;
                            };
                            providerRequirements?: {
                                /** @enum {string} */
                                maximumSafetyRating?: "Satisfactory" | "Conditional" | "Unsatisfactory" | "NotRated";
                                minimumCargoInsurance?: {
                                    amount: number;
                                    /** @constant */
                                    currencyType: "USD";
                                };
                                minimumLiabilityInsurance?: {
                                    amount: number;
                                    /** @constant */
                                    currencyType: "USD";
                                };
                                verified?: boolean;
                            };
                            route: {
                                distance: {
                                    kilometers: number;
                                    label: string;
                                    shortLabel: string;
                                };
                                items: {
                                    address: {
                                        country: string;
                                        label: string;
                                        latitude: number;
                                        longitude: number;
                                        postalCode?: string;
                                        shortLabel: string;
                                    };
                                    timeFrame: {
                                        earliestArrival: string;
                                        latestArrival: string;
                                        timeFrameType: string;
                                    };
                                }[];
                            };
                            title: string;
                            topLevelCommodity: string;
                        }[];
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: int64 */
                        totalCount: number;
                        /**
                         * @description Present when the list was counted up to its cap (1,000): there are at least totalCount entries, and a page may start no further in than the cap
                         * @constant
                         */
                        totalCountCapped?: true;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ListSavedSearches: {
        parameters: {
            query?: {
                $skip?: number;
                $top?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @enum {string} */
                            alerts: "none" | "instant" | "daily";
                            /** Format: date-time */
                            alertsPausedUntil?: string;
                            /** Format: date-time */
                            createdOn: string;
                            links: {
                                href: string;
                                rel: string;
                                title: string;
                                /** @enum {string} */
                                verb: "GET" | "POST" | "PUT" | "DELETE";
                            }[];
                            name: string;
                            query: {
                                commodities?: ("Vehicles" | "CarsLightTrucks" | "OtherVehicles" | "MotorcyclesPowerSports" | "AllTerrainVehicles" | "GoCartsDuneBuggies" | "MotorcyclesMopeds" | "OtherPowerSports" | "Snowmobiles" | "Boats" | "PowerBoats" | "SailBoats" | "PersonalWatercraft" | "OtherBoats" | "HouseholdGoods" | "Furniture" | "HomeElectronics" | "Appliances" | "ArcadeEquipment" | "LawnOutdoorEquipment" | "SportingEquipment" | "HouseholdPlants" | "OtherHouseholdGoods" | "Pets" | "Cats" | "Dogs" | "LessThanTruckload" | "NewCommercialGoods" | "UsedCommercialGoods" | "WineLiquorBeerSpirits" | "NonPerishableFoodsBeverages" | "OtherLessthanTruckloadGoods" | "BusinessIndustrial" | "WoodPaperProducts" | "LiquidsGasesChemicals" | "StoneMetalsMinerals" | "CommoditiesDryBulk" | "GeneralFreight" | "MixedFreight" | "Utilities" | "PharmaceuticalProducts" | "Fertilizers" | "PlasticsRubber" | "TextilesLeather" | "MiscellaneousManufacturedProducts" | "OtherBusinessIndustrialGoods" | "PaperProducts" | "LogsandOtherWoodintheRough" | "WoodProducts" | "PaperorPaperboardArticles" | "PrintedProducts" | "LiquidsGases" | "Chemicals" | "CrudePetroleumOil" | "WaterWell" | "GasolineandAviationTurbineFuel" | "FuelOils" | "ChemicalProductsandPreparationsnec" | "BuildingMaterials" | "MachineryLargeObjects" | "ElectronicandOtherElectricalEquipmentandComponentsandOfficeEquipment" | "PrecisionInstrumentsandApparatus" | "CoalorCoke" | "MonumentalorBuildingStone" | "NaturalSands" | "GravelandCrushedStone" | "NonMetallicMineralsnec" | "MetallicOresandConcentrates" | "CoalandPetroleumProductsnec" | "NonMetallicMineralProducts" | "Metalsheetscoilsrolls" | "BaseMetalinPrimaryorSemiFinishedFormsandinFinishedBasic" | "ArticlesofBaseMetal" | "VehicleBoatFoodAgriculture" | "VehicleParts" | "BoatParts" | "RefrigeratedFood" | "MeatFishSeafood" | "CerealGrainsincludingseed" | "AnimalFeedProductsofAnimalOrigin" | "MilledGrainProductsPreparationsandBakeryProducts" | "Beverages" | "AlcoholicBeverages" | "OtherPreparedFoodstuffsandFatsandOils" | "TobaccoProducts" | "OtherFoodAgriculture")[] | null;
                                description?: string | null;
                                destination?: {
                                    coordinates?: {
                                        latitude: number;
                                        longitude: number;
                                        name?: string | null;
                                        radius?: number | null;
                                    } | null;
                                    regions?: ("NA" | "NA-USA" | "NA-CAN" | "USA-AL" | "USA-AK" | "USA-AZ" | "USA-AR" | "USA-CA" | "USA-CO" | "USA-CT" | "USA-DE" | "USA-DC" | "USA-FL" | "USA-GA" | "USA-HI" | "USA-ID" | "USA-IL" | "USA-IN" | "USA-IA" | "USA-KS" | "USA-KY" | "USA-LA" | "USA-ME" | "USA-MD" | "USA-MA" | "USA-MI" | "USA-MN" | "USA-MS" | "USA-MO" | "USA-MT" | "USA-NE" | "USA-NV" | "USA-NH" | "USA-NJ" | "USA-NM" | "USA-NY" | "USA-NC" | "USA-ND" | "USA-OH" | "USA-OK" | "USA-OR" | "USA-PA" | "USA-RI" | "USA-SC" | "USA-SD" | "USA-TN" | "USA-TX" | "USA-UT" | "USA-VT" | "USA-VA" | "USA-WA" | "USA-WV" | "USA-WI" | "USA-WY" | "CAN-AB" | "CAN-BC" | "CAN-MB" | "CAN-NB" | "CAN-NL" | "CAN-NS" | "CAN-NT" | "CAN-NU" | "CAN-ON" | "CAN-PE" | "CAN-QC" | "CAN-SK" | "CAN-YT")[] | null;
                                } | null;
                                distanceFromRoute?: number | null;
                                origin?: {
                                    coordinates?: {
                                        latitude: number;
                                        longitude: number;
                                        name?: string | null;
                                        radius?: number | null;
                                    } | null;
                                    regions?: ("NA" | "NA-USA" | "NA-CAN" | "USA-AL" | "USA-AK" | "USA-AZ" | "USA-AR" | "USA-CA" | "USA-CO" | "USA-CT" | "USA-DE" | "USA-DC" | "USA-FL" | "USA-GA" | "USA-HI" | "USA-ID" | "USA-IL" | "USA-IN" | "USA-IA" | "USA-KS" | "USA-KY" | "USA-LA" | "USA-ME" | "USA-MD" | "USA-MA" | "USA-MI" | "USA-MN" | "USA-MS" | "USA-MO" | "USA-MT" | "USA-NE" | "USA-NV" | "USA-NH" | "USA-NJ" | "USA-NM" | "USA-NY" | "USA-NC" | "USA-ND" | "USA-OH" | "USA-OK" | "USA-OR" | "USA-PA" | "USA-RI" | "USA-SC" | "USA-SD" | "USA-TN" | "USA-TX" | "USA-UT" | "USA-VT" | "USA-VA" | "USA-WA" | "USA-WV" | "USA-WI" | "USA-WY" | "CAN-AB" | "CAN-BC" | "CAN-MB" | "CAN-NB" | "CAN-NL" | "CAN-NS" | "CAN-NT" | "CAN-NU" | "CAN-ON" | "CAN-PE" | "CAN-QC" | "CAN-SK" | "CAN-YT")[] | null;
                                } | null;
                                pricingFormat?: ("Auction" | "BookItNow" | "OfferPrice") | null;
                                sort?: {
                                    /**
                                     * @description Any case is accepted; read back as listed.
                                     * @enum {string}
                                     */
                                    by: "DateUpdated" | "DistanceFromOrigin" | "ExpirationDate" | "Price" | "TotalDistance";
                                    direction?: ("Ascending" | "Descending") | null;
                                }[] | null;
                                trailerTypes?: ("DryVan" | "AirRideVan" | "Reefer" | "Flatbed" | "StepDeck" | "DoubleDrop" | "RemovableGooseneck" | "Lowboy" | "Conestoga" | "CurtainSide" | "AutoCarrier" | "EnclosedAutoCarrier" | "WedgeCarHauler" | "Hotshot" | "TowTruck" | "HydraulicBoatTrailer" | "OnTrailer" | "MotorcycleTrailer" | "BoxTruck" | "MovingTruck" | "CargoVan" | "PetTransportVan" | "Tanker" | "HopperBottom" | "DumpTrailer" | "ContainerChassis" | "PowerOnly")[] | null;
                            };
                            /** Format: uuid */
                            searchId: string;
                            /** Format: date-time */
                            updatedOn: string;
                        }[];
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: int64 */
                        totalCount: number;
                        /**
                         * @description Present when the list was counted up to its cap (1,000): there are at least totalCount entries, and a page may start no further in than the cap
                         * @constant
                         */
                        totalCountCapped?: true;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    CreateSavedSearch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Cars out of Dallas",
                 *       "query": {
                 *         "commodities": [
                 *           "Vehicles"
                 *         ],
                 *         "origin": {
                 *           "coordinates": {
                 *             "latitude": 32.78,
                 *             "longitude": -96.8,
                 *             "radius": 150
                 *           }
                 *         }
                 *       },
                 *       "alerts": "instant"
                 *     }
                 */
                "application/json": {
                    alerts?: ("none" | "instant" | "daily") | null;
                    name: string;
                    query?: {
                        commodities?: ("Vehicles" | "CarsLightTrucks" | "OtherVehicles" | "MotorcyclesPowerSports" | "AllTerrainVehicles" | "GoCartsDuneBuggies" | "MotorcyclesMopeds" | "OtherPowerSports" | "Snowmobiles" | "Boats" | "PowerBoats" | "SailBoats" | "PersonalWatercraft" | "OtherBoats" | "HouseholdGoods" | "Furniture" | "HomeElectronics" | "Appliances" | "ArcadeEquipment" | "LawnOutdoorEquipment" | "SportingEquipment" | "HouseholdPlants" | "OtherHouseholdGoods" | "Pets" | "Cats" | "Dogs" | "LessThanTruckload" | "NewCommercialGoods" | "UsedCommercialGoods" | "WineLiquorBeerSpirits" | "NonPerishableFoodsBeverages" | "OtherLessthanTruckloadGoods" | "BusinessIndustrial" | "WoodPaperProducts" | "LiquidsGasesChemicals" | "StoneMetalsMinerals" | "CommoditiesDryBulk" | "GeneralFreight" | "MixedFreight" | "Utilities" | "PharmaceuticalProducts" | "Fertilizers" | "PlasticsRubber" | "TextilesLeather" | "MiscellaneousManufacturedProducts" | "OtherBusinessIndustrialGoods" | "PaperProducts" | "LogsandOtherWoodintheRough" | "WoodProducts" | "PaperorPaperboardArticles" | "PrintedProducts" | "LiquidsGases" | "Chemicals" | "CrudePetroleumOil" | "WaterWell" | "GasolineandAviationTurbineFuel" | "FuelOils" | "ChemicalProductsandPreparationsnec" | "BuildingMaterials" | "MachineryLargeObjects" | "ElectronicandOtherElectricalEquipmentandComponentsandOfficeEquipment" | "PrecisionInstrumentsandApparatus" | "CoalorCoke" | "MonumentalorBuildingStone" | "NaturalSands" | "GravelandCrushedStone" | "NonMetallicMineralsnec" | "MetallicOresandConcentrates" | "CoalandPetroleumProductsnec" | "NonMetallicMineralProducts" | "Metalsheetscoilsrolls" | "BaseMetalinPrimaryorSemiFinishedFormsandinFinishedBasic" | "ArticlesofBaseMetal" | "VehicleBoatFoodAgriculture" | "VehicleParts" | "BoatParts" | "RefrigeratedFood" | "MeatFishSeafood" | "CerealGrainsincludingseed" | "AnimalFeedProductsofAnimalOrigin" | "MilledGrainProductsPreparationsandBakeryProducts" | "Beverages" | "AlcoholicBeverages" | "OtherPreparedFoodstuffsandFatsandOils" | "TobaccoProducts" | "OtherFoodAgriculture")[] | null;
                        description?: string | null;
                        destination?: {
                            coordinates?: {
                                latitude: number;
                                longitude: number;
                                name?: string | null;
                                radius?: number | null;
                            } | null;
                            regions?: ("NA" | "NA-USA" | "NA-CAN" | "USA-AL" | "USA-AK" | "USA-AZ" | "USA-AR" | "USA-CA" | "USA-CO" | "USA-CT" | "USA-DE" | "USA-DC" | "USA-FL" | "USA-GA" | "USA-HI" | "USA-ID" | "USA-IL" | "USA-IN" | "USA-IA" | "USA-KS" | "USA-KY" | "USA-LA" | "USA-ME" | "USA-MD" | "USA-MA" | "USA-MI" | "USA-MN" | "USA-MS" | "USA-MO" | "USA-MT" | "USA-NE" | "USA-NV" | "USA-NH" | "USA-NJ" | "USA-NM" | "USA-NY" | "USA-NC" | "USA-ND" | "USA-OH" | "USA-OK" | "USA-OR" | "USA-PA" | "USA-RI" | "USA-SC" | "USA-SD" | "USA-TN" | "USA-TX" | "USA-UT" | "USA-VT" | "USA-VA" | "USA-WA" | "USA-WV" | "USA-WI" | "USA-WY" | "CAN-AB" | "CAN-BC" | "CAN-MB" | "CAN-NB" | "CAN-NL" | "CAN-NS" | "CAN-NT" | "CAN-NU" | "CAN-ON" | "CAN-PE" | "CAN-QC" | "CAN-SK" | "CAN-YT")[] | null;
                        } | null;
                        distanceFromRoute?: number | null;
                        origin?: {
                            coordinates?: {
                                latitude: number;
                                longitude: number;
                                name?: string | null;
                                radius?: number | null;
                            } | null;
                            regions?: ("NA" | "NA-USA" | "NA-CAN" | "USA-AL" | "USA-AK" | "USA-AZ" | "USA-AR" | "USA-CA" | "USA-CO" | "USA-CT" | "USA-DE" | "USA-DC" | "USA-FL" | "USA-GA" | "USA-HI" | "USA-ID" | "USA-IL" | "USA-IN" | "USA-IA" | "USA-KS" | "USA-KY" | "USA-LA" | "USA-ME" | "USA-MD" | "USA-MA" | "USA-MI" | "USA-MN" | "USA-MS" | "USA-MO" | "USA-MT" | "USA-NE" | "USA-NV" | "USA-NH" | "USA-NJ" | "USA-NM" | "USA-NY" | "USA-NC" | "USA-ND" | "USA-OH" | "USA-OK" | "USA-OR" | "USA-PA" | "USA-RI" | "USA-SC" | "USA-SD" | "USA-TN" | "USA-TX" | "USA-UT" | "USA-VT" | "USA-VA" | "USA-WA" | "USA-WV" | "USA-WI" | "USA-WY" | "CAN-AB" | "CAN-BC" | "CAN-MB" | "CAN-NB" | "CAN-NL" | "CAN-NS" | "CAN-NT" | "CAN-NU" | "CAN-ON" | "CAN-PE" | "CAN-QC" | "CAN-SK" | "CAN-YT")[] | null;
                        } | null;
                        pricingFormat?: ("Auction" | "BookItNow" | "OfferPrice") | null;
                        sort?: {
                            /**
                             * @description Any case is accepted; read back as listed.
                             * @enum {string}
                             */
                            by: "DateUpdated" | "DistanceFromOrigin" | "ExpirationDate" | "Price" | "TotalDistance";
                            direction?: ("Ascending" | "Descending") | null;
                        }[] | null;
                        trailerTypes?: ("DryVan" | "AirRideVan" | "Reefer" | "Flatbed" | "StepDeck" | "DoubleDrop" | "RemovableGooseneck" | "Lowboy" | "Conestoga" | "CurtainSide" | "AutoCarrier" | "EnclosedAutoCarrier" | "WedgeCarHauler" | "Hotshot" | "TowTruck" | "HydraulicBoatTrailer" | "OnTrailer" | "MotorcycleTrailer" | "BoxTruck" | "MovingTruck" | "CargoVan" | "PetTransportVan" | "Tanker" | "HopperBottom" | "DumpTrailer" | "ContainerChassis" | "PowerOnly")[] | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Saved; Location is the saved search */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description The address of what was created */
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        alerts: "none" | "instant" | "daily";
                        /** Format: date-time */
                        alertsPausedUntil?: string;
                        /** Format: date-time */
                        createdOn: string;
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        name: string;
                        query: {
                            commodities?: ("Vehicles" | "CarsLightTrucks" | "OtherVehicles" | "MotorcyclesPowerSports" | "AllTerrainVehicles" | "GoCartsDuneBuggies" | "MotorcyclesMopeds" | "OtherPowerSports" | "Snowmobiles" | "Boats" | "PowerBoats" | "SailBoats" | "PersonalWatercraft" | "OtherBoats" | "HouseholdGoods" | "Furniture" | "HomeElectronics" | "Appliances" | "ArcadeEquipment" | "LawnOutdoorEquipment" | "SportingEquipment" | "HouseholdPlants" | "OtherHouseholdGoods" | "Pets" | "Cats" | "Dogs" | "LessThanTruckload" | "NewCommercialGoods" | "UsedCommercialGoods" | "WineLiquorBeerSpirits" | "NonPerishableFoodsBeverages" | "OtherLessthanTruckloadGoods" | "BusinessIndustrial" | "WoodPaperProducts" | "LiquidsGasesChemicals" | "StoneMetalsMinerals" | "CommoditiesDryBulk" | "GeneralFreight" | "MixedFreight" | "Utilities" | "PharmaceuticalProducts" | "Fertilizers" | "PlasticsRubber" | "TextilesLeather" | "MiscellaneousManufacturedProducts" | "OtherBusinessIndustrialGoods" | "PaperProducts" | "LogsandOtherWoodintheRough" | "WoodProducts" | "PaperorPaperboardArticles" | "PrintedProducts" | "LiquidsGases" | "Chemicals" | "CrudePetroleumOil" | "WaterWell" | "GasolineandAviationTurbineFuel" | "FuelOils" | "ChemicalProductsandPreparationsnec" | "BuildingMaterials" | "MachineryLargeObjects" | "ElectronicandOtherElectricalEquipmentandComponentsandOfficeEquipment" | "PrecisionInstrumentsandApparatus" | "CoalorCoke" | "MonumentalorBuildingStone" | "NaturalSands" | "GravelandCrushedStone" | "NonMetallicMineralsnec" | "MetallicOresandConcentrates" | "CoalandPetroleumProductsnec" | "NonMetallicMineralProducts" | "Metalsheetscoilsrolls" | "BaseMetalinPrimaryorSemiFinishedFormsandinFinishedBasic" | "ArticlesofBaseMetal" | "VehicleBoatFoodAgriculture" | "VehicleParts" | "BoatParts" | "RefrigeratedFood" | "MeatFishSeafood" | "CerealGrainsincludingseed" | "AnimalFeedProductsofAnimalOrigin" | "MilledGrainProductsPreparationsandBakeryProducts" | "Beverages" | "AlcoholicBeverages" | "OtherPreparedFoodstuffsandFatsandOils" | "TobaccoProducts" | "OtherFoodAgriculture")[] | null;
                            description?: string | null;
                            destination?: {
                                coordinates?: {
                                    latitude: number;
                                    longitude: number;
                                    name?: string | null;
                                    radius?: number | null;
                                } | null;
                                regions?: ("NA" | "NA-USA" | "NA-CAN" | "USA-AL" | "USA-AK" | "USA-AZ" | "USA-AR" | "USA-CA" | "USA-CO" | "USA-CT" | "USA-DE" | "USA-DC" | "USA-FL" | "USA-GA" | "USA-HI" | "USA-ID" | "USA-IL" | "USA-IN" | "USA-IA" | "USA-KS" | "USA-KY" | "USA-LA" | "USA-ME" | "USA-MD" | "USA-MA" | "USA-MI" | "USA-MN" | "USA-MS" | "USA-MO" | "USA-MT" | "USA-NE" | "USA-NV" | "USA-NH" | "USA-NJ" | "USA-NM" | "USA-NY" | "USA-NC" | "USA-ND" | "USA-OH" | "USA-OK" | "USA-OR" | "USA-PA" | "USA-RI" | "USA-SC" | "USA-SD" | "USA-TN" | "USA-TX" | "USA-UT" | "USA-VT" | "USA-VA" | "USA-WA" | "USA-WV" | "USA-WI" | "USA-WY" | "CAN-AB" | "CAN-BC" | "CAN-MB" | "CAN-NB" | "CAN-NL" | "CAN-NS" | "CAN-NT" | "CAN-NU" | "CAN-ON" | "CAN-PE" | "CAN-QC" | "CAN-SK" | "CAN-YT")[] | null;
                            } | null;
                            distanceFromRoute?: number | null;
                            origin?: {
                                coordinates?: {
                                    latitude: number;
                                    longitude: number;
                                    name?: string | null;
                                    radius?: number | null;
                                } | null;
                                regions?: ("NA" | "NA-USA" | "NA-CAN" | "USA-AL" | "USA-AK" | "USA-AZ" | "USA-AR" | "USA-CA" | "USA-CO" | "USA-CT" | "USA-DE" | "USA-DC" | "USA-FL" | "USA-GA" | "USA-HI" | "USA-ID" | "USA-IL" | "USA-IN" | "USA-IA" | "USA-KS" | "USA-KY" | "USA-LA" | "USA-ME" | "USA-MD" | "USA-MA" | "USA-MI" | "USA-MN" | "USA-MS" | "USA-MO" | "USA-MT" | "USA-NE" | "USA-NV" | "USA-NH" | "USA-NJ" | "USA-NM" | "USA-NY" | "USA-NC" | "USA-ND" | "USA-OH" | "USA-OK" | "USA-OR" | "USA-PA" | "USA-RI" | "USA-SC" | "USA-SD" | "USA-TN" | "USA-TX" | "USA-UT" | "USA-VT" | "USA-VA" | "USA-WA" | "USA-WV" | "USA-WI" | "USA-WY" | "CAN-AB" | "CAN-BC" | "CAN-MB" | "CAN-NB" | "CAN-NL" | "CAN-NS" | "CAN-NT" | "CAN-NU" | "CAN-ON" | "CAN-PE" | "CAN-QC" | "CAN-SK" | "CAN-YT")[] | null;
                            } | null;
                            pricingFormat?: ("Auction" | "BookItNow" | "OfferPrice") | null;
                            sort?: {
                                /**
                                 * @description Any case is accepted; read back as listed.
                                 * @enum {string}
                                 */
                                by: "DateUpdated" | "DistanceFromOrigin" | "ExpirationDate" | "Price" | "TotalDistance";
                                direction?: ("Ascending" | "Descending") | null;
                            }[] | null;
                            trailerTypes?: ("DryVan" | "AirRideVan" | "Reefer" | "Flatbed" | "StepDeck" | "DoubleDrop" | "RemovableGooseneck" | "Lowboy" | "Conestoga" | "CurtainSide" | "AutoCarrier" | "EnclosedAutoCarrier" | "WedgeCarHauler" | "Hotshot" | "TowTruck" | "HydraulicBoatTrailer" | "OnTrailer" | "MotorcycleTrailer" | "BoxTruck" | "MovingTruck" | "CargoVan" | "PetTransportVan" | "Tanker" | "HopperBottom" | "DumpTrailer" | "ContainerChassis" | "PowerOnly")[] | null;
                        };
                        /** Format: uuid */
                        searchId: string;
                        /** Format: date-time */
                        updatedOn: string;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetSavedSearch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                searchId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        alerts: "none" | "instant" | "daily";
                        /** Format: date-time */
                        alertsPausedUntil?: string;
                        /** Format: date-time */
                        createdOn: string;
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        name: string;
                        query: {
                            commodities?: ("Vehicles" | "CarsLightTrucks" | "OtherVehicles" | "MotorcyclesPowerSports" | "AllTerrainVehicles" | "GoCartsDuneBuggies" | "MotorcyclesMopeds" | "OtherPowerSports" | "Snowmobiles" | "Boats" | "PowerBoats" | "SailBoats" | "PersonalWatercraft" | "OtherBoats" | "HouseholdGoods" | "Furniture" | "HomeElectronics" | "Appliances" | "ArcadeEquipment" | "LawnOutdoorEquipment" | "SportingEquipment" | "HouseholdPlants" | "OtherHouseholdGoods" | "Pets" | "Cats" | "Dogs" | "LessThanTruckload" | "NewCommercialGoods" | "UsedCommercialGoods" | "WineLiquorBeerSpirits" | "NonPerishableFoodsBeverages" | "OtherLessthanTruckloadGoods" | "BusinessIndustrial" | "WoodPaperProducts" | "LiquidsGasesChemicals" | "StoneMetalsMinerals" | "CommoditiesDryBulk" | "GeneralFreight" | "MixedFreight" | "Utilities" | "PharmaceuticalProducts" | "Fertilizers" | "PlasticsRubber" | "TextilesLeather" | "MiscellaneousManufacturedProducts" | "OtherBusinessIndustrialGoods" | "PaperProducts" | "LogsandOtherWoodintheRough" | "WoodProducts" | "PaperorPaperboardArticles" | "PrintedProducts" | "LiquidsGases" | "Chemicals" | "CrudePetroleumOil" | "WaterWell" | "GasolineandAviationTurbineFuel" | "FuelOils" | "ChemicalProductsandPreparationsnec" | "BuildingMaterials" | "MachineryLargeObjects" | "ElectronicandOtherElectricalEquipmentandComponentsandOfficeEquipment" | "PrecisionInstrumentsandApparatus" | "CoalorCoke" | "MonumentalorBuildingStone" | "NaturalSands" | "GravelandCrushedStone" | "NonMetallicMineralsnec" | "MetallicOresandConcentrates" | "CoalandPetroleumProductsnec" | "NonMetallicMineralProducts" | "Metalsheetscoilsrolls" | "BaseMetalinPrimaryorSemiFinishedFormsandinFinishedBasic" | "ArticlesofBaseMetal" | "VehicleBoatFoodAgriculture" | "VehicleParts" | "BoatParts" | "RefrigeratedFood" | "MeatFishSeafood" | "CerealGrainsincludingseed" | "AnimalFeedProductsofAnimalOrigin" | "MilledGrainProductsPreparationsandBakeryProducts" | "Beverages" | "AlcoholicBeverages" | "OtherPreparedFoodstuffsandFatsandOils" | "TobaccoProducts" | "OtherFoodAgriculture")[] | null;
                            description?: string | null;
                            destination?: {
                                coordinates?: {
                                    latitude: number;
                                    longitude: number;
                                    name?: string | null;
                                    radius?: number | null;
                                } | null;
                                regions?: ("NA" | "NA-USA" | "NA-CAN" | "USA-AL" | "USA-AK" | "USA-AZ" | "USA-AR" | "USA-CA" | "USA-CO" | "USA-CT" | "USA-DE" | "USA-DC" | "USA-FL" | "USA-GA" | "USA-HI" | "USA-ID" | "USA-IL" | "USA-IN" | "USA-IA" | "USA-KS" | "USA-KY" | "USA-LA" | "USA-ME" | "USA-MD" | "USA-MA" | "USA-MI" | "USA-MN" | "USA-MS" | "USA-MO" | "USA-MT" | "USA-NE" | "USA-NV" | "USA-NH" | "USA-NJ" | "USA-NM" | "USA-NY" | "USA-NC" | "USA-ND" | "USA-OH" | "USA-OK" | "USA-OR" | "USA-PA" | "USA-RI" | "USA-SC" | "USA-SD" | "USA-TN" | "USA-TX" | "USA-UT" | "USA-VT" | "USA-VA" | "USA-WA" | "USA-WV" | "USA-WI" | "USA-WY" | "CAN-AB" | "CAN-BC" | "CAN-MB" | "CAN-NB" | "CAN-NL" | "CAN-NS" | "CAN-NT" | "CAN-NU" | "CAN-ON" | "CAN-PE" | "CAN-QC" | "CAN-SK" | "CAN-YT")[] | null;
                            } | null;
                            distanceFromRoute?: number | null;
                            origin?: {
                                coordinates?: {
                                    latitude: number;
                                    longitude: number;
                                    name?: string | null;
                                    radius?: number | null;
                                } | null;
                                regions?: ("NA" | "NA-USA" | "NA-CAN" | "USA-AL" | "USA-AK" | "USA-AZ" | "USA-AR" | "USA-CA" | "USA-CO" | "USA-CT" | "USA-DE" | "USA-DC" | "USA-FL" | "USA-GA" | "USA-HI" | "USA-ID" | "USA-IL" | "USA-IN" | "USA-IA" | "USA-KS" | "USA-KY" | "USA-LA" | "USA-ME" | "USA-MD" | "USA-MA" | "USA-MI" | "USA-MN" | "USA-MS" | "USA-MO" | "USA-MT" | "USA-NE" | "USA-NV" | "USA-NH" | "USA-NJ" | "USA-NM" | "USA-NY" | "USA-NC" | "USA-ND" | "USA-OH" | "USA-OK" | "USA-OR" | "USA-PA" | "USA-RI" | "USA-SC" | "USA-SD" | "USA-TN" | "USA-TX" | "USA-UT" | "USA-VT" | "USA-VA" | "USA-WA" | "USA-WV" | "USA-WI" | "USA-WY" | "CAN-AB" | "CAN-BC" | "CAN-MB" | "CAN-NB" | "CAN-NL" | "CAN-NS" | "CAN-NT" | "CAN-NU" | "CAN-ON" | "CAN-PE" | "CAN-QC" | "CAN-SK" | "CAN-YT")[] | null;
                            } | null;
                            pricingFormat?: ("Auction" | "BookItNow" | "OfferPrice") | null;
                            sort?: {
                                /**
                                 * @description Any case is accepted; read back as listed.
                                 * @enum {string}
                                 */
                                by: "DateUpdated" | "DistanceFromOrigin" | "ExpirationDate" | "Price" | "TotalDistance";
                                direction?: ("Ascending" | "Descending") | null;
                            }[] | null;
                            trailerTypes?: ("DryVan" | "AirRideVan" | "Reefer" | "Flatbed" | "StepDeck" | "DoubleDrop" | "RemovableGooseneck" | "Lowboy" | "Conestoga" | "CurtainSide" | "AutoCarrier" | "EnclosedAutoCarrier" | "WedgeCarHauler" | "Hotshot" | "TowTruck" | "HydraulicBoatTrailer" | "OnTrailer" | "MotorcycleTrailer" | "BoxTruck" | "MovingTruck" | "CargoVan" | "PetTransportVan" | "Tanker" | "HopperBottom" | "DumpTrailer" | "ContainerChassis" | "PowerOnly")[] | null;
                        };
                        /** Format: uuid */
                        searchId: string;
                        /** Format: date-time */
                        updatedOn: string;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    UpdateSavedSearch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                searchId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Cars out of Dallas, daily",
                 *       "query": {
                 *         "commodities": [
                 *           "Vehicles"
                 *         ],
                 *         "origin": {
                 *           "regions": [
                 *             "USA-TX"
                 *           ]
                 *         }
                 *       },
                 *       "alerts": "daily"
                 *     }
                 */
                "application/json": {
                    alerts?: ("none" | "instant" | "daily") | null;
                    name: string;
                    query?: {
                        commodities?: ("Vehicles" | "CarsLightTrucks" | "OtherVehicles" | "MotorcyclesPowerSports" | "AllTerrainVehicles" | "GoCartsDuneBuggies" | "MotorcyclesMopeds" | "OtherPowerSports" | "Snowmobiles" | "Boats" | "PowerBoats" | "SailBoats" | "PersonalWatercraft" | "OtherBoats" | "HouseholdGoods" | "Furniture" | "HomeElectronics" | "Appliances" | "ArcadeEquipment" | "LawnOutdoorEquipment" | "SportingEquipment" | "HouseholdPlants" | "OtherHouseholdGoods" | "Pets" | "Cats" | "Dogs" | "LessThanTruckload" | "NewCommercialGoods" | "UsedCommercialGoods" | "WineLiquorBeerSpirits" | "NonPerishableFoodsBeverages" | "OtherLessthanTruckloadGoods" | "BusinessIndustrial" | "WoodPaperProducts" | "LiquidsGasesChemicals" | "StoneMetalsMinerals" | "CommoditiesDryBulk" | "GeneralFreight" | "MixedFreight" | "Utilities" | "PharmaceuticalProducts" | "Fertilizers" | "PlasticsRubber" | "TextilesLeather" | "MiscellaneousManufacturedProducts" | "OtherBusinessIndustrialGoods" | "PaperProducts" | "LogsandOtherWoodintheRough" | "WoodProducts" | "PaperorPaperboardArticles" | "PrintedProducts" | "LiquidsGases" | "Chemicals" | "CrudePetroleumOil" | "WaterWell" | "GasolineandAviationTurbineFuel" | "FuelOils" | "ChemicalProductsandPreparationsnec" | "BuildingMaterials" | "MachineryLargeObjects" | "ElectronicandOtherElectricalEquipmentandComponentsandOfficeEquipment" | "PrecisionInstrumentsandApparatus" | "CoalorCoke" | "MonumentalorBuildingStone" | "NaturalSands" | "GravelandCrushedStone" | "NonMetallicMineralsnec" | "MetallicOresandConcentrates" | "CoalandPetroleumProductsnec" | "NonMetallicMineralProducts" | "Metalsheetscoilsrolls" | "BaseMetalinPrimaryorSemiFinishedFormsandinFinishedBasic" | "ArticlesofBaseMetal" | "VehicleBoatFoodAgriculture" | "VehicleParts" | "BoatParts" | "RefrigeratedFood" | "MeatFishSeafood" | "CerealGrainsincludingseed" | "AnimalFeedProductsofAnimalOrigin" | "MilledGrainProductsPreparationsandBakeryProducts" | "Beverages" | "AlcoholicBeverages" | "OtherPreparedFoodstuffsandFatsandOils" | "TobaccoProducts" | "OtherFoodAgriculture")[] | null;
                        description?: string | null;
                        destination?: {
                            coordinates?: {
                                latitude: number;
                                longitude: number;
                                name?: string | null;
                                radius?: number | null;
                            } | null;
                            regions?: ("NA" | "NA-USA" | "NA-CAN" | "USA-AL" | "USA-AK" | "USA-AZ" | "USA-AR" | "USA-CA" | "USA-CO" | "USA-CT" | "USA-DE" | "USA-DC" | "USA-FL" | "USA-GA" | "USA-HI" | "USA-ID" | "USA-IL" | "USA-IN" | "USA-IA" | "USA-KS" | "USA-KY" | "USA-LA" | "USA-ME" | "USA-MD" | "USA-MA" | "USA-MI" | "USA-MN" | "USA-MS" | "USA-MO" | "USA-MT" | "USA-NE" | "USA-NV" | "USA-NH" | "USA-NJ" | "USA-NM" | "USA-NY" | "USA-NC" | "USA-ND" | "USA-OH" | "USA-OK" | "USA-OR" | "USA-PA" | "USA-RI" | "USA-SC" | "USA-SD" | "USA-TN" | "USA-TX" | "USA-UT" | "USA-VT" | "USA-VA" | "USA-WA" | "USA-WV" | "USA-WI" | "USA-WY" | "CAN-AB" | "CAN-BC" | "CAN-MB" | "CAN-NB" | "CAN-NL" | "CAN-NS" | "CAN-NT" | "CAN-NU" | "CAN-ON" | "CAN-PE" | "CAN-QC" | "CAN-SK" | "CAN-YT")[] | null;
                        } | null;
                        distanceFromRoute?: number | null;
                        origin?: {
                            coordinates?: {
                                latitude: number;
                                longitude: number;
                                name?: string | null;
                                radius?: number | null;
                            } | null;
                            regions?: ("NA" | "NA-USA" | "NA-CAN" | "USA-AL" | "USA-AK" | "USA-AZ" | "USA-AR" | "USA-CA" | "USA-CO" | "USA-CT" | "USA-DE" | "USA-DC" | "USA-FL" | "USA-GA" | "USA-HI" | "USA-ID" | "USA-IL" | "USA-IN" | "USA-IA" | "USA-KS" | "USA-KY" | "USA-LA" | "USA-ME" | "USA-MD" | "USA-MA" | "USA-MI" | "USA-MN" | "USA-MS" | "USA-MO" | "USA-MT" | "USA-NE" | "USA-NV" | "USA-NH" | "USA-NJ" | "USA-NM" | "USA-NY" | "USA-NC" | "USA-ND" | "USA-OH" | "USA-OK" | "USA-OR" | "USA-PA" | "USA-RI" | "USA-SC" | "USA-SD" | "USA-TN" | "USA-TX" | "USA-UT" | "USA-VT" | "USA-VA" | "USA-WA" | "USA-WV" | "USA-WI" | "USA-WY" | "CAN-AB" | "CAN-BC" | "CAN-MB" | "CAN-NB" | "CAN-NL" | "CAN-NS" | "CAN-NT" | "CAN-NU" | "CAN-ON" | "CAN-PE" | "CAN-QC" | "CAN-SK" | "CAN-YT")[] | null;
                        } | null;
                        pricingFormat?: ("Auction" | "BookItNow" | "OfferPrice") | null;
                        sort?: {
                            /**
                             * @description Any case is accepted; read back as listed.
                             * @enum {string}
                             */
                            by: "DateUpdated" | "DistanceFromOrigin" | "ExpirationDate" | "Price" | "TotalDistance";
                            direction?: ("Ascending" | "Descending") | null;
                        }[] | null;
                        trailerTypes?: ("DryVan" | "AirRideVan" | "Reefer" | "Flatbed" | "StepDeck" | "DoubleDrop" | "RemovableGooseneck" | "Lowboy" | "Conestoga" | "CurtainSide" | "AutoCarrier" | "EnclosedAutoCarrier" | "WedgeCarHauler" | "Hotshot" | "TowTruck" | "HydraulicBoatTrailer" | "OnTrailer" | "MotorcycleTrailer" | "BoxTruck" | "MovingTruck" | "CargoVan" | "PetTransportVan" | "Tanker" | "HopperBottom" | "DumpTrailer" | "ContainerChassis" | "PowerOnly")[] | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        alerts: "none" | "instant" | "daily";
                        /** Format: date-time */
                        alertsPausedUntil?: string;
                        /** Format: date-time */
                        createdOn: string;
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        name: string;
                        query: {
                            commodities?: ("Vehicles" | "CarsLightTrucks" | "OtherVehicles" | "MotorcyclesPowerSports" | "AllTerrainVehicles" | "GoCartsDuneBuggies" | "MotorcyclesMopeds" | "OtherPowerSports" | "Snowmobiles" | "Boats" | "PowerBoats" | "SailBoats" | "PersonalWatercraft" | "OtherBoats" | "HouseholdGoods" | "Furniture" | "HomeElectronics" | "Appliances" | "ArcadeEquipment" | "LawnOutdoorEquipment" | "SportingEquipment" | "HouseholdPlants" | "OtherHouseholdGoods" | "Pets" | "Cats" | "Dogs" | "LessThanTruckload" | "NewCommercialGoods" | "UsedCommercialGoods" | "WineLiquorBeerSpirits" | "NonPerishableFoodsBeverages" | "OtherLessthanTruckloadGoods" | "BusinessIndustrial" | "WoodPaperProducts" | "LiquidsGasesChemicals" | "StoneMetalsMinerals" | "CommoditiesDryBulk" | "GeneralFreight" | "MixedFreight" | "Utilities" | "PharmaceuticalProducts" | "Fertilizers" | "PlasticsRubber" | "TextilesLeather" | "MiscellaneousManufacturedProducts" | "OtherBusinessIndustrialGoods" | "PaperProducts" | "LogsandOtherWoodintheRough" | "WoodProducts" | "PaperorPaperboardArticles" | "PrintedProducts" | "LiquidsGases" | "Chemicals" | "CrudePetroleumOil" | "WaterWell" | "GasolineandAviationTurbineFuel" | "FuelOils" | "ChemicalProductsandPreparationsnec" | "BuildingMaterials" | "MachineryLargeObjects" | "ElectronicandOtherElectricalEquipmentandComponentsandOfficeEquipment" | "PrecisionInstrumentsandApparatus" | "CoalorCoke" | "MonumentalorBuildingStone" | "NaturalSands" | "GravelandCrushedStone" | "NonMetallicMineralsnec" | "MetallicOresandConcentrates" | "CoalandPetroleumProductsnec" | "NonMetallicMineralProducts" | "Metalsheetscoilsrolls" | "BaseMetalinPrimaryorSemiFinishedFormsandinFinishedBasic" | "ArticlesofBaseMetal" | "VehicleBoatFoodAgriculture" | "VehicleParts" | "BoatParts" | "RefrigeratedFood" | "MeatFishSeafood" | "CerealGrainsincludingseed" | "AnimalFeedProductsofAnimalOrigin" | "MilledGrainProductsPreparationsandBakeryProducts" | "Beverages" | "AlcoholicBeverages" | "OtherPreparedFoodstuffsandFatsandOils" | "TobaccoProducts" | "OtherFoodAgriculture")[] | null;
                            description?: string | null;
                            destination?: {
                                coordinates?: {
                                    latitude: number;
                                    longitude: number;
                                    name?: string | null;
                                    radius?: number | null;
                                } | null;
                                regions?: ("NA" | "NA-USA" | "NA-CAN" | "USA-AL" | "USA-AK" | "USA-AZ" | "USA-AR" | "USA-CA" | "USA-CO" | "USA-CT" | "USA-DE" | "USA-DC" | "USA-FL" | "USA-GA" | "USA-HI" | "USA-ID" | "USA-IL" | "USA-IN" | "USA-IA" | "USA-KS" | "USA-KY" | "USA-LA" | "USA-ME" | "USA-MD" | "USA-MA" | "USA-MI" | "USA-MN" | "USA-MS" | "USA-MO" | "USA-MT" | "USA-NE" | "USA-NV" | "USA-NH" | "USA-NJ" | "USA-NM" | "USA-NY" | "USA-NC" | "USA-ND" | "USA-OH" | "USA-OK" | "USA-OR" | "USA-PA" | "USA-RI" | "USA-SC" | "USA-SD" | "USA-TN" | "USA-TX" | "USA-UT" | "USA-VT" | "USA-VA" | "USA-WA" | "USA-WV" | "USA-WI" | "USA-WY" | "CAN-AB" | "CAN-BC" | "CAN-MB" | "CAN-NB" | "CAN-NL" | "CAN-NS" | "CAN-NT" | "CAN-NU" | "CAN-ON" | "CAN-PE" | "CAN-QC" | "CAN-SK" | "CAN-YT")[] | null;
                            } | null;
                            distanceFromRoute?: number | null;
                            origin?: {
                                coordinates?: {
                                    latitude: number;
                                    longitude: number;
                                    name?: string | null;
                                    radius?: number | null;
                                } | null;
                                regions?: ("NA" | "NA-USA" | "NA-CAN" | "USA-AL" | "USA-AK" | "USA-AZ" | "USA-AR" | "USA-CA" | "USA-CO" | "USA-CT" | "USA-DE" | "USA-DC" | "USA-FL" | "USA-GA" | "USA-HI" | "USA-ID" | "USA-IL" | "USA-IN" | "USA-IA" | "USA-KS" | "USA-KY" | "USA-LA" | "USA-ME" | "USA-MD" | "USA-MA" | "USA-MI" | "USA-MN" | "USA-MS" | "USA-MO" | "USA-MT" | "USA-NE" | "USA-NV" | "USA-NH" | "USA-NJ" | "USA-NM" | "USA-NY" | "USA-NC" | "USA-ND" | "USA-OH" | "USA-OK" | "USA-OR" | "USA-PA" | "USA-RI" | "USA-SC" | "USA-SD" | "USA-TN" | "USA-TX" | "USA-UT" | "USA-VT" | "USA-VA" | "USA-WA" | "USA-WV" | "USA-WI" | "USA-WY" | "CAN-AB" | "CAN-BC" | "CAN-MB" | "CAN-NB" | "CAN-NL" | "CAN-NS" | "CAN-NT" | "CAN-NU" | "CAN-ON" | "CAN-PE" | "CAN-QC" | "CAN-SK" | "CAN-YT")[] | null;
                            } | null;
                            pricingFormat?: ("Auction" | "BookItNow" | "OfferPrice") | null;
                            sort?: {
                                /**
                                 * @description Any case is accepted; read back as listed.
                                 * @enum {string}
                                 */
                                by: "DateUpdated" | "DistanceFromOrigin" | "ExpirationDate" | "Price" | "TotalDistance";
                                direction?: ("Ascending" | "Descending") | null;
                            }[] | null;
                            trailerTypes?: ("DryVan" | "AirRideVan" | "Reefer" | "Flatbed" | "StepDeck" | "DoubleDrop" | "RemovableGooseneck" | "Lowboy" | "Conestoga" | "CurtainSide" | "AutoCarrier" | "EnclosedAutoCarrier" | "WedgeCarHauler" | "Hotshot" | "TowTruck" | "HydraulicBoatTrailer" | "OnTrailer" | "MotorcycleTrailer" | "BoxTruck" | "MovingTruck" | "CargoVan" | "PetTransportVan" | "Tanker" | "HopperBottom" | "DumpTrailer" | "ContainerChassis" | "PowerOnly")[] | null;
                        };
                        /** Format: uuid */
                        searchId: string;
                        /** Format: date-time */
                        updatedOn: string;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    DeleteSavedSearch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                searchId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetSavedSearchResults: {
        parameters: {
            query?: {
                $skip?: number;
                $top?: number;
            };
            header?: never;
            path: {
                searchId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            commodity: string;
                            /** Format: date-time */
                            expiresOn?: string;
                            imageUrl: string;
                            links: {
                                href: string;
                                rel: string;
                                title: string;
                                /** @enum {string} */
                                verb: "GET" | "POST" | "PUT" | "DELETE";
                            }[];
                            /** Format: int64 */
                            listingId: number;
                            meetsRequirements?: boolean;
                            pricing: {
                                auctionTargetPrice?: {
                                    label: string;
                                    shortLabel: string;
                                    value: number;
                                };
                                isAuction: boolean;
                                isBrokered: boolean;
                                isReadyForPickup: boolean;
                                lowestBidPrice?: {
                                    label: string;
                                    shortLabel: string;
                                    value: number;
                                };
                                namedPrice?: {
                                    label: string;
                                    shortLabel: string;
                                    value: number;
                                };
                                offerPrice?: {
                                    label: string;
                                    shortLabel: string;
                                    value: number;
                                };
                                /** Format: int64 */
                                totalBidsPlaced?: number;
                            };
                            providerRequirements?: {
                                /** @enum {string} */
                                maximumSafetyRating?: "Satisfactory" | "Conditional" | "Unsatisfactory" | "NotRated";
                                minimumCargoInsurance?: {
                                    amount: number;
                                    /** @constant */
                                    currencyType: "USD";
                                };
                                minimumLiabilityInsurance?: {
                                    amount: number;
                                    /** @constant */
                                    currencyType: "USD";
                                };
                                verified?: boolean;
                            };
                            route: {
                                distance: {
                                    kilometers: number;
                                    label: string;
                                    shortLabel: string;
                                };
                                items: {
                                    address: {
                                        country: string;
                                        label: string;
                                        latitude: number;
                                        longitude: number;
                                        postalCode?: string;
                                        shortLabel: string;
                                    };
                                    timeFrame: {
                                        earliestArrival: string;
                                        latestArrival: string;
                                        timeFrameType: string;
                                    };
                                }[];
                            };
                            title: string;
                            topLevelCommodity: string;
                        }[];
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: int64 */
                        totalCount: number;
                        /**
                         * @description Present when the list was counted up to its cap (1,000): there are at least totalCount entries, and a page may start no further in than the cap
                         * @constant
                         */
                        totalCountCapped?: true;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ReceiveStripeEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_1",
                 *       "type": "account.updated",
                 *       "data": {
                 *         "object": {
                 *           "id": "acct_1"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": {
                    data: {
                        object: {
                            id: string;
                        };
                    };
                    id: string;
                    type: string;
                };
            };
        };
        responses: {
            /** @description Received: applied, or applied before */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        applied: boolean;
                        /** @constant */
                        received: true;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetUnsubscribePage: {
        parameters: {
            query?: {
                cadence?: "hourly" | "daily" | "off";
                event?: "BidPlaced" | "BidAccepted" | "ListingBooked" | "BidDeclined" | "BidClosed" | "TransitStatusChanged" | "DocumentAdded" | "RateRequestCreated" | "RateOffered" | "ListingExpiring" | "FeedbackReceived" | "QuestionAsked" | "QuestionAnswered" | "MessageReceived" | "ListingMatched" | "ListingPosted" | "WebhookDisabled" | "DriverAssigned" | "VettingChanged" | "CertificateExpiring" | "BookingCancelled" | "PaymentHeld" | "PaymentReleased" | "PaymentRefunded" | "PaymentDisputed" | "PayoutSent" | "ShipmentArrived" | "ShipmentDeparted" | "EtaChanged";
            };
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The question and its button */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["InvalidInput"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    Unsubscribe: {
        parameters: {
            query?: {
                cadence?: "hourly" | "daily" | "off";
                event?: "BidPlaced" | "BidAccepted" | "ListingBooked" | "BidDeclined" | "BidClosed" | "TransitStatusChanged" | "DocumentAdded" | "RateRequestCreated" | "RateOffered" | "ListingExpiring" | "FeedbackReceived" | "QuestionAsked" | "QuestionAnswered" | "MessageReceived" | "ListingMatched" | "ListingPosted" | "WebhookDisabled" | "DriverAssigned" | "VettingChanged" | "CertificateExpiring" | "BookingCancelled" | "PaymentHeld" | "PaymentReleased" | "PaymentRefunded" | "PaymentDisputed" | "PayoutSent" | "ShipmentArrived" | "ShipmentDeparted" | "EtaChanged";
            };
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Unsubscribed; a page saying so */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["InvalidInput"];
            /** @description Not a valid link: a page for browsers, else the 7.2 error */
            404: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    CreateUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "user": {
                 *         "userType": "Shipper",
                 *         "firstName": "Dana",
                 *         "lastName": "Reyes",
                 *         "emailAddress": "dana@example.com",
                 *         "password": "correct-horse",
                 *         "mobilePhone": "+1 512 555 0142"
                 *       },
                 *       "userPreferences": {
                 *         "timeZone": "America/Chicago",
                 *         "currency": "USD"
                 *       }
                 *     }
                 */
                "application/json": {
                    profile?: {
                        commodities: ("Vehicles" | "MotorcyclesPowerSports" | "Boats" | "HouseholdGoods" | "Pets" | "LessThanTruckload" | "BusinessIndustrial" | "VehicleBoatFoodAgriculture")[];
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        entityType: "Carrier";
                        regions: ("NA" | "NA-USA" | "NA-CAN" | "USA-AL" | "USA-AK" | "USA-AZ" | "USA-AR" | "USA-CA" | "USA-CO" | "USA-CT" | "USA-DE" | "USA-DC" | "USA-FL" | "USA-GA" | "USA-HI" | "USA-ID" | "USA-IL" | "USA-IN" | "USA-IA" | "USA-KS" | "USA-KY" | "USA-LA" | "USA-ME" | "USA-MD" | "USA-MA" | "USA-MI" | "USA-MN" | "USA-MS" | "USA-MO" | "USA-MT" | "USA-NE" | "USA-NV" | "USA-NH" | "USA-NJ" | "USA-NM" | "USA-NY" | "USA-NC" | "USA-ND" | "USA-OH" | "USA-OK" | "USA-OR" | "USA-PA" | "USA-RI" | "USA-SC" | "USA-SD" | "USA-TN" | "USA-TX" | "USA-UT" | "USA-VT" | "USA-VA" | "USA-WA" | "USA-WV" | "USA-WI" | "USA-WY" | "CAN-AB" | "CAN-BC" | "CAN-MB" | "CAN-NB" | "CAN-NL" | "CAN-NS" | "CAN-NT" | "CAN-NU" | "CAN-ON" | "CAN-PE" | "CAN-QC" | "CAN-SK" | "CAN-YT")[];
                        trailerTypes: ("DryVan" | "AirRideVan" | "Reefer" | "Flatbed" | "StepDeck" | "DoubleDrop" | "RemovableGooseneck" | "Lowboy" | "Conestoga" | "CurtainSide" | "AutoCarrier" | "EnclosedAutoCarrier" | "WedgeCarHauler" | "Hotshot" | "TowTruck" | "HydraulicBoatTrailer" | "OnTrailer" | "MotorcycleTrailer" | "BoxTruck" | "MovingTruck" | "CargoVan" | "PetTransportVan" | "Tanker" | "HopperBottom" | "DumpTrailer" | "ContainerChassis" | "PowerOnly")[];
                    } | null;
                    user: {
                        companyName?: string | null;
                        dotNumber?: string | null;
                        /** Format: email */
                        emailAddress: string;
                        firstName: string;
                        homePhone?: string | null;
                        lastName: string;
                        mcNumber?: string | null;
                        mobilePhone?: string | null;
                        password: string;
                        primaryAddress?: {
                            alternateStreetAddress?: string | null;
                            /**
                             * @description Any case is accepted; read back as listed.
                             * @enum {string}
                             */
                            country: "US" | "CA";
                            latitude?: number | null;
                            longitude?: number | null;
                            majorMunicipality?: string | null;
                            postalCode: string;
                            stateProvince?: string | null;
                            streetAddress: string;
                        } | null;
                        userName?: string | null;
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        userType: "Shipper" | "ServiceProvider";
                    };
                    userPreferences?: {
                        currency?: ("USD" | "CAD") | null;
                        timeZone?: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description Created; Location is the profile */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description The address of what was created */
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        createdOn: string;
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        status: {
                            label: string;
                            shortLabel: string;
                            value: string;
                        };
                        /** Format: int64 */
                        userId: number;
                        userName?: string;
                        userType: {
                            label: string;
                            shortLabel: string;
                            value: string;
                        };
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ListUserFeedback: {
        parameters: {
            query?: {
                $skip?: number;
                $top?: number;
            };
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: date-time */
                            changedOn?: string;
                            comment?: string;
                            /** Format: int64 */
                            createdBy?: number;
                            /** Format: date-time */
                            createdOn: string;
                            /** Format: uuid */
                            feedbackId: string;
                            links: {
                                href: string;
                                rel: string;
                                title: string;
                                /** @enum {string} */
                                verb: "GET" | "POST" | "PUT" | "DELETE";
                            }[];
                            listing: {
                                /** Format: int64 */
                                listingId: number;
                                route: {
                                    from: string;
                                    to: string;
                                };
                                title: string;
                            };
                            onTime?: boolean;
                            /** Format: int64 */
                            ratedUserId: number;
                            rater: {
                                displayName: string;
                                /** @enum {string} */
                                role: "Shipper" | "Carrier";
                                /** Format: int64 */
                                userId: number;
                            };
                            /** Format: int32 */
                            rating: number;
                            reply?: {
                                /** Format: date-time */
                                repliedOn: string;
                                text: string;
                            };
                        }[];
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: int64 */
                        totalCount: number;
                        /**
                         * @description Present when the list was counted up to its cap (1,000): there are at least totalCount entries, and a page may start no further in than the cap
                         * @constant
                         */
                        totalCountCapped?: true;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetProfileImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                imageId: string;
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image bytes */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
            400: components["responses"]["InvalidInput"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetUserProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        about: string;
                        /** Format: int64 */
                        cancelledBookings?: number;
                        /** Format: date-time */
                        createdOn: string;
                        feedbackSummary: {
                            average?: number;
                            /** Format: int64 */
                            count: number;
                            last12Months: {
                                average?: number;
                                /** Format: int64 */
                                count: number;
                            };
                            onTimeShare?: number;
                            positiveShare?: number;
                        };
                        images: string[];
                        status: {
                            label: string;
                            shortLabel: string;
                            value: string;
                        };
                        userSummary: {
                            displayName: string;
                            feedback: {
                                /** Format: int64 */
                                count: number;
                                percentPositive?: number;
                                starRating?: number;
                            };
                            imageUrl?: string;
                            links: {
                                href: string;
                                rel: string;
                                title: string;
                                /** @enum {string} */
                                verb: "GET" | "POST" | "PUT" | "DELETE";
                            }[];
                            /** Format: int64 */
                            userId: number;
                        };
                        userType: {
                            label: string;
                            shortLabel: string;
                            value: string;
                        };
                        vettingSummary?: {
                            authority?: {
                                /** @enum {string} */
                                broker: "Active" | "Inactive" | "Pending" | "None";
                                /** @enum {string} */
                                common: "Active" | "Inactive" | "Pending" | "None";
                                /** @enum {string} */
                                contract: "Active" | "Inactive" | "Pending" | "None";
                            };
                            certificates?: {
                                /** Format: int64 */
                                cargo: number;
                                /** Format: date */
                                expiresOn: string;
                                insurer: string;
                                /** Format: int64 */
                                liability: number;
                            }[];
                            /** Format: date-time */
                            checkedOn?: string;
                            insurance?: {
                                /** Format: int64 */
                                bondOnFile: number;
                                /** Format: int64 */
                                cargoOnFile: number;
                                /** Format: int64 */
                                liabilityOnFile: number;
                            };
                            /** Format: date-time */
                            registrationChangedOn?: string;
                            /** @enum {string} */
                            safetyRating?: "Satisfactory" | "Conditional" | "Unsatisfactory" | "NotRated";
                            /** @enum {string} */
                            status: "Verified" | "Failed" | "Pending" | "Unverified";
                        };
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    CloseAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "your password"
                 *     }
                 */
                "application/json": {
                    password?: string | null;
                };
            };
        };
        responses: {
            /** @description Closed; the erasure runs within minutes */
            202: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        erasure: "Pending";
                        /** @constant */
                        status: "Closed";
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    RequestDataExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Asked; Location is the export to poll */
            202: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description The address of what was created */
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        completedOn?: string;
                        /** Format: uuid */
                        exportId: string;
                        failure?: string;
                        link?: {
                            /** Format: date-time */
                            expiresOn: string;
                            href: string;
                        };
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: date-time */
                        requestedOn: string;
                        /** @enum {string} */
                        status: "Pending" | "Ready" | "Failed";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                exportId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        completedOn?: string;
                        /** Format: uuid */
                        exportId: string;
                        failure?: string;
                        link?: {
                            /** Format: date-time */
                            expiresOn: string;
                            href: string;
                        };
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: date-time */
                        requestedOn: string;
                        /** @enum {string} */
                        status: "Pending" | "Ready" | "Failed";
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ListMembers: {
        parameters: {
            query?: {
                $skip?: number;
                $top?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            emailAddress: string;
                            firstName: string;
                            /** Format: int64 */
                            invitedBy: number;
                            /** Format: date-time */
                            invitedOn: string;
                            /** Format: date-time */
                            joinedOn?: string;
                            lastName: string;
                            /** Format: int64 */
                            memberId: number;
                            mobilePhone?: string;
                            /** @enum {string} */
                            role: "Admin" | "Dispatcher" | "Driver" | "Agent" | "Viewer";
                            /** @enum {string} */
                            status: "Invited" | "Active";
                        }[];
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: int64 */
                        totalCount: number;
                        /**
                         * @description Present when the list was counted up to its cap (1,000): there are at least totalCount entries, and a page may start no further in than the cap
                         * @constant
                         */
                        totalCountCapped?: true;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    InviteMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "emailAddress": "sam@example.com",
                 *       "firstName": "Sam",
                 *       "lastName": "Ortiz",
                 *       "role": "Dispatcher",
                 *       "mobilePhone": "+1 512 555 0101"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    emailAddress: string;
                    firstName: string;
                    lastName: string;
                    mobilePhone?: string | null;
                    /**
                     * @description Any case is accepted; read back as listed.
                     * @enum {string}
                     */
                    role: "Admin" | "Dispatcher" | "Driver" | "Agent" | "Viewer";
                };
            };
        };
        responses: {
            /** @description Invited: the member, Invited until it sets its password */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description The address of what was created */
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        emailAddress: string;
                        firstName: string;
                        /** Format: int64 */
                        invitedBy: number;
                        /** Format: date-time */
                        invitedOn: string;
                        /** Format: date-time */
                        joinedOn?: string;
                        lastName: string;
                        /** Format: int64 */
                        memberId: number;
                        mobilePhone?: string;
                        /** @enum {string} */
                        role: "Admin" | "Dispatcher" | "Driver" | "Agent" | "Viewer";
                        /** @enum {string} */
                        status: "Invited" | "Active";
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        emailAddress: string;
                        firstName: string;
                        /** Format: int64 */
                        invitedBy: number;
                        /** Format: date-time */
                        invitedOn: string;
                        /** Format: date-time */
                        joinedOn?: string;
                        lastName: string;
                        /** Format: int64 */
                        memberId: number;
                        mobilePhone?: string;
                        /** @enum {string} */
                        role: "Admin" | "Dispatcher" | "Driver" | "Agent" | "Viewer";
                        /** @enum {string} */
                        status: "Invited" | "Active";
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ChangeMemberRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                memberId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "role": "Viewer"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Any case is accepted; read back as listed.
                     * @enum {string}
                     */
                    role: "Admin" | "Dispatcher" | "Driver" | "Agent" | "Viewer";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        emailAddress: string;
                        firstName: string;
                        /** Format: int64 */
                        invitedBy: number;
                        /** Format: date-time */
                        invitedOn: string;
                        /** Format: date-time */
                        joinedOn?: string;
                        lastName: string;
                        /** Format: int64 */
                        memberId: number;
                        mobilePhone?: string;
                        /** @enum {string} */
                        role: "Admin" | "Dispatcher" | "Driver" | "Agent" | "Viewer";
                        /** @enum {string} */
                        status: "Invited" | "Active";
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    RemoveMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                memberId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cadence: {
                            /** @enum {string} */
                            BidAccepted: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            BidClosed: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            BidDeclined: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            BidPlaced: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            BookingCancelled: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            CertificateExpiring: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            DocumentAdded: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            DriverAssigned: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            EtaChanged: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            FeedbackReceived: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            ListingBooked: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            ListingExpiring: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            ListingMatched: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            ListingPosted: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            MessageReceived: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            PaymentDisputed: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            PaymentHeld: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            PaymentRefunded: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            PaymentReleased: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            PayoutSent: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            QuestionAnswered: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            QuestionAsked: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            RateOffered: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            RateRequestCreated: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            ShipmentArrived: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            ShipmentDeparted: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            TransitStatusChanged: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            VettingChanged: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            WebhookDisabled: "immediate" | "hourly" | "daily" | "off";
                        };
                        /** Format: int32 */
                        dailyDigestHour: number;
                        email: {
                            BidAccepted: boolean;
                            BidClosed: boolean;
                            BidDeclined: boolean;
                            BidPlaced: boolean;
                            BookingCancelled: boolean;
                            CertificateExpiring: boolean;
                            DocumentAdded: boolean;
                            DriverAssigned: boolean;
                            EtaChanged: boolean;
                            FeedbackReceived: boolean;
                            ListingBooked: boolean;
                            ListingExpiring: boolean;
                            ListingMatched: boolean;
                            ListingPosted: boolean;
                            MessageReceived: boolean;
                            PaymentDisputed: boolean;
                            PaymentHeld: boolean;
                            PaymentRefunded: boolean;
                            PaymentReleased: boolean;
                            PayoutSent: boolean;
                            QuestionAnswered: boolean;
                            QuestionAsked: boolean;
                            RateOffered: boolean;
                            RateRequestCreated: boolean;
                            ShipmentArrived: boolean;
                            ShipmentDeparted: boolean;
                            TransitStatusChanged: boolean;
                            VettingChanged: boolean;
                            WebhookDisabled: boolean;
                        };
                        /** @enum {string} */
                        language: "en" | "fr" | "de";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    UpdateNotificationPreferences: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "language": "fr",
                 *       "email": {
                 *         "RateRequestCreated": false
                 *       },
                 *       "cadence": {
                 *         "BidPlaced": "daily"
                 *       },
                 *       "dailyDigestHour": 18
                 *     }
                 */
                "application/json": {
                    cadence?: {
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        BidAccepted?: "immediate" | "hourly" | "daily" | "off";
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        BidClosed?: "immediate" | "hourly" | "daily" | "off";
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        BidDeclined?: "immediate" | "hourly" | "daily" | "off";
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        BidPlaced?: "immediate" | "hourly" | "daily" | "off";
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        BookingCancelled?: "immediate" | "hourly" | "daily" | "off";
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        CertificateExpiring?: "immediate" | "hourly" | "daily" | "off";
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        DocumentAdded?: "immediate" | "hourly" | "daily" | "off";
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        DriverAssigned?: "immediate" | "hourly" | "daily" | "off";
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        EtaChanged?: "immediate" | "hourly" | "daily" | "off";
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        FeedbackReceived?: "immediate" | "hourly" | "daily" | "off";
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        ListingBooked?: "immediate" | "hourly" | "daily" | "off";
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        ListingExpiring?: "immediate" | "hourly" | "daily" | "off";
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        ListingMatched?: "immediate" | "hourly" | "daily" | "off";
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        ListingPosted?: "immediate" | "hourly" | "daily" | "off";
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        MessageReceived?: "immediate" | "hourly" | "daily" | "off";
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        PaymentDisputed?: "immediate" | "hourly" | "daily" | "off";
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        PaymentHeld?: "immediate" | "hourly" | "daily" | "off";
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        PaymentRefunded?: "immediate" | "hourly" | "daily" | "off";
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        PaymentReleased?: "immediate" | "hourly" | "daily" | "off";
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        PayoutSent?: "immediate" | "hourly" | "daily" | "off";
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        QuestionAnswered?: "immediate" | "hourly" | "daily" | "off";
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        QuestionAsked?: "immediate" | "hourly" | "daily" | "off";
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        RateOffered?: "immediate" | "hourly" | "daily" | "off";
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        RateRequestCreated?: "immediate" | "hourly" | "daily" | "off";
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        ShipmentArrived?: "immediate" | "hourly" | "daily" | "off";
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        ShipmentDeparted?: "immediate" | "hourly" | "daily" | "off";
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        TransitStatusChanged?: "immediate" | "hourly" | "daily" | "off";
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        VettingChanged?: "immediate" | "hourly" | "daily" | "off";
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        WebhookDisabled?: "immediate" | "hourly" | "daily" | "off";
                    };
                    /** Format: int32 */
                    dailyDigestHour?: number;
                    email?: {
                        BidAccepted?: boolean;
                        BidClosed?: boolean;
                        BidDeclined?: boolean;
                        BidPlaced?: boolean;
                        BookingCancelled?: boolean;
                        CertificateExpiring?: boolean;
                        DocumentAdded?: boolean;
                        DriverAssigned?: boolean;
                        EtaChanged?: boolean;
                        FeedbackReceived?: boolean;
                        ListingBooked?: boolean;
                        ListingExpiring?: boolean;
                        ListingMatched?: boolean;
                        ListingPosted?: boolean;
                        MessageReceived?: boolean;
                        PaymentDisputed?: boolean;
                        PaymentHeld?: boolean;
                        PaymentRefunded?: boolean;
                        PaymentReleased?: boolean;
                        PayoutSent?: boolean;
                        QuestionAnswered?: boolean;
                        QuestionAsked?: boolean;
                        RateOffered?: boolean;
                        RateRequestCreated?: boolean;
                        ShipmentArrived?: boolean;
                        ShipmentDeparted?: boolean;
                        TransitStatusChanged?: boolean;
                        VettingChanged?: boolean;
                        WebhookDisabled?: boolean;
                    };
                    /**
                     * @description Any case is accepted; read back as listed.
                     * @enum {string}
                     */
                    language?: "en" | "fr" | "de";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cadence: {
                            /** @enum {string} */
                            BidAccepted: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            BidClosed: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            BidDeclined: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            BidPlaced: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            BookingCancelled: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            CertificateExpiring: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            DocumentAdded: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            DriverAssigned: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            EtaChanged: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            FeedbackReceived: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            ListingBooked: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            ListingExpiring: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            ListingMatched: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            ListingPosted: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            MessageReceived: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            PaymentDisputed: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            PaymentHeld: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            PaymentRefunded: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            PaymentReleased: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            PayoutSent: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            QuestionAnswered: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            QuestionAsked: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            RateOffered: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            RateRequestCreated: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            ShipmentArrived: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            ShipmentDeparted: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            TransitStatusChanged: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            VettingChanged: "immediate" | "hourly" | "daily" | "off";
                            /** @enum {string} */
                            WebhookDisabled: "immediate" | "hourly" | "daily" | "off";
                        };
                        /** Format: int32 */
                        dailyDigestHour: number;
                        email: {
                            BidAccepted: boolean;
                            BidClosed: boolean;
                            BidDeclined: boolean;
                            BidPlaced: boolean;
                            BookingCancelled: boolean;
                            CertificateExpiring: boolean;
                            DocumentAdded: boolean;
                            DriverAssigned: boolean;
                            EtaChanged: boolean;
                            FeedbackReceived: boolean;
                            ListingBooked: boolean;
                            ListingExpiring: boolean;
                            ListingMatched: boolean;
                            ListingPosted: boolean;
                            MessageReceived: boolean;
                            PaymentDisputed: boolean;
                            PaymentHeld: boolean;
                            PaymentRefunded: boolean;
                            PaymentReleased: boolean;
                            PayoutSent: boolean;
                            QuestionAnswered: boolean;
                            QuestionAsked: boolean;
                            RateOffered: boolean;
                            RateRequestCreated: boolean;
                            ShipmentArrived: boolean;
                            ShipmentDeparted: boolean;
                            TransitStatusChanged: boolean;
                            VettingChanged: boolean;
                            WebhookDisabled: boolean;
                        };
                        /** @enum {string} */
                        language: "en" | "fr" | "de";
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetPayouts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balance: {
                            available: {
                                amount: number;
                                currencyType: string;
                            }[];
                            pending: {
                                amount: number;
                                currencyType: string;
                            }[];
                        };
                        disabledReason?: string;
                        payouts: {
                            amount: {
                                amount: number;
                                currencyType: string;
                            };
                            /** Format: date-time */
                            arrivalDate: string;
                            payoutId: string;
                            status: string;
                        }[];
                        /** @enum {string} */
                        status: "NotStarted" | "Pending" | "Enabled" | "Restricted";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    StartPayoutOnboarding: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "returnUrl": "https://carrier.example/payouts/done",
                 *       "country": "US"
                 *     }
                 */
                "application/json": {
                    country?: ("US" | "CA") | null;
                    refreshUrl?: string | null;
                    returnUrl?: string | null;
                } | null;
            };
        };
        responses: {
            /** @description The account link; Location is the payouts */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description The address of what was created */
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        expiresAt: string;
                        url: string;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetProviderRequirements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        maximumSafetyRating: ("Satisfactory" | "Conditional" | "Unsatisfactory" | "NotRated") | null;
                        minimumCargoInsurance: {
                            amount: number;
                            /** @constant */
                            currencyType: "USD";
                        } | null;
                        minimumLiabilityInsurance: {
                            amount: number;
                            /** @constant */
                            currencyType: "USD";
                        } | null;
                        verified: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    UpdateProviderRequirements: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "verified": true,
                 *       "minimumCargoInsurance": {
                 *         "amount": 100000,
                 *         "currencyType": "USD"
                 *       },
                 *       "maximumSafetyRating": "Conditional"
                 *     }
                 */
                "application/json": {
                    maximumSafetyRating?: ("Satisfactory" | "Conditional" | "Unsatisfactory" | "NotRated") | null;
                    minimumCargoInsurance?: {
                        amount: number;
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        currencyType: "USD";
                    } | null;
                    minimumLiabilityInsurance?: {
                        amount: number;
                        /**
                         * @description Any case is accepted; read back as listed.
                         * @enum {string}
                         */
                        currencyType: "USD";
                    } | null;
                    verified?: boolean | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        maximumSafetyRating: ("Satisfactory" | "Conditional" | "Unsatisfactory" | "NotRated") | null;
                        minimumCargoInsurance: {
                            amount: number;
                            /** @constant */
                            currencyType: "USD";
                        } | null;
                        minimumLiabilityInsurance: {
                            amount: number;
                            /** @constant */
                            currencyType: "USD";
                        } | null;
                        verified: boolean;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ListProviderRelations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            links: {
                                href: string;
                                rel: string;
                                title: string;
                                /** @enum {string} */
                                verb: "GET" | "POST" | "PUT" | "DELETE";
                            }[];
                            /** @enum {string} */
                            relation: "Preferred" | "Blocked";
                            /** Format: date-time */
                            since: string;
                            /** Format: int64 */
                            userId: number;
                        }[];
                        /** Format: int64 */
                        totalCount: number;
                        /**
                         * @description Present when the list holds more than it shows: the newest 1,000 are shown, and there are at least totalCount
                         * @constant
                         */
                        totalCountCapped?: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetProviderRelation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** @enum {string} */
                        relation: "Preferred" | "Blocked";
                        /** Format: date-time */
                        since: string;
                        /** Format: int64 */
                        userId: number;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    MarkProvider: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "relation": "Preferred"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Any case is accepted; read back as listed.
                     * @enum {string}
                     */
                    relation: "Preferred" | "Blocked";
                };
            };
        };
        responses: {
            /** @description Marked again (the relation replaces the one before) */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** @enum {string} */
                        relation: "Preferred" | "Blocked";
                        /** Format: date-time */
                        since: string;
                        /** Format: int64 */
                        userId: number;
                    };
                };
            };
            /** @description Marked; Location is the relation */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description The address of what was created */
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** @enum {string} */
                        relation: "Preferred" | "Blocked";
                        /** Format: date-time */
                        since: string;
                        /** Format: int64 */
                        userId: number;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ClearProviderRelation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cleared (or was not marked) */
            204: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ListSecurityEvents: {
        parameters: {
            query?: {
                $skip?: number;
                $top?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: int64 */
                            by?: number;
                            details: {
                                [key: string]: string | number | boolean | string[];
                            };
                            eventId: string;
                            /** Format: date-time */
                            occurredOn: string;
                            requestId: string;
                            sourceAddress: string;
                            /** @enum {string} */
                            type: "ApiKey.Created" | "ApiKey.Revoked" | "ApiKey.Rotated" | "ApiKey.Expired" | "RestrictedKey.Created" | "RestrictedKey.Revoked" | "RestrictedKey.Expired" | "RestrictedKey.ScopeRefused" | "SignIn.Failed" | "SignIn.Throttled" | "SignIn.NewAddress" | "Webhook.TargetRefused" | "Webhook.SecretRotated" | "Account.NotificationPreferencesChanged" | "Account.StatusChanged" | "Account.RateLimitChanged" | "Member.Invited" | "Member.Joined" | "Member.RoleChanged" | "Member.Removed";
                        }[];
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: int64 */
                        totalCount: number;
                        /**
                         * @description Present when the list was counted up to its cap (1,000): there are at least totalCount entries, and a page may start no further in than the cap
                         * @constant
                         */
                        totalCountCapped?: true;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetVetting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address?: {
                            city?: string;
                            country?: string;
                            postalCode?: string;
                            stateProvince?: string;
                            street?: string;
                        };
                        allowedToOperate?: boolean;
                        /** Format: date-time */
                        attemptedOn?: string;
                        authority?: {
                            /** @enum {string} */
                            broker: "Active" | "Inactive" | "Pending" | "None";
                            /** @enum {string} */
                            common: "Active" | "Inactive" | "Pending" | "None";
                            /** @enum {string} */
                            contract: "Active" | "Inactive" | "Pending" | "None";
                        };
                        certificates: {
                            /** Format: int64 */
                            cargo: number;
                            /** Format: date */
                            expiresOn: string;
                            insurer: string;
                            /** Format: int64 */
                            liability: number;
                        }[];
                        /** Format: date-time */
                        checkedOn?: string;
                        dbaName?: string;
                        dotNumber?: string;
                        insurance?: {
                            /** Format: int64 */
                            bondOnFile: number;
                            /** Format: int64 */
                            cargoOnFile: number;
                            /** Format: int64 */
                            liabilityOnFile: number;
                            /** Format: int64 */
                            liabilityRequired: number;
                        };
                        legalName?: string;
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        mcNumber?: string;
                        /** Format: date-time */
                        nextCheckOn?: string;
                        outOfService?: boolean;
                        outOfServiceSince?: string;
                        reasons: {
                            /** @enum {string} */
                            code: "DotNumberUnknown" | "DotNumberClaimed" | "DocketNumberUnknown" | "DocketNumberMismatch" | "DotNumberInactive" | "NotAllowedToOperate" | "OutOfService" | "NoOperatingAuthority" | "NoBrokerAuthority" | "NoBondOnFile" | "InsuranceBelowRequired" | "UnsatisfactoryRating";
                            /** @enum {string} */
                            field: "dotNumber" | "mcNumber";
                            message: string;
                        }[];
                        /** Format: date-time */
                        registrationChangedOn?: string;
                        /** @enum {string} */
                        safetyRating?: "Satisfactory" | "Conditional" | "Unsatisfactory" | "NotRated";
                        /** @enum {string} */
                        status: "Verified" | "Failed" | "Pending" | "Unverified";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    UpdateVetting: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "dotNumber": "USDOT 1000001",
                 *       "mcNumber": "MC-700001"
                 *     }
                 */
                "application/json": {
                    dotNumber?: string | null;
                    mcNumber?: string | null;
                };
            };
        };
        responses: {
            /** @description Checked (or Pending while FMCSA is away) */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address?: {
                            city?: string;
                            country?: string;
                            postalCode?: string;
                            stateProvince?: string;
                            street?: string;
                        };
                        allowedToOperate?: boolean;
                        /** Format: date-time */
                        attemptedOn?: string;
                        authority?: {
                            /** @enum {string} */
                            broker: "Active" | "Inactive" | "Pending" | "None";
                            /** @enum {string} */
                            common: "Active" | "Inactive" | "Pending" | "None";
                            /** @enum {string} */
                            contract: "Active" | "Inactive" | "Pending" | "None";
                        };
                        certificates: {
                            /** Format: int64 */
                            cargo: number;
                            /** Format: date */
                            expiresOn: string;
                            insurer: string;
                            /** Format: int64 */
                            liability: number;
                        }[];
                        /** Format: date-time */
                        checkedOn?: string;
                        dbaName?: string;
                        dotNumber?: string;
                        insurance?: {
                            /** Format: int64 */
                            bondOnFile: number;
                            /** Format: int64 */
                            cargoOnFile: number;
                            /** Format: int64 */
                            liabilityOnFile: number;
                            /** Format: int64 */
                            liabilityRequired: number;
                        };
                        legalName?: string;
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        mcNumber?: string;
                        /** Format: date-time */
                        nextCheckOn?: string;
                        outOfService?: boolean;
                        outOfServiceSince?: string;
                        reasons: {
                            /** @enum {string} */
                            code: "DotNumberUnknown" | "DotNumberClaimed" | "DocketNumberUnknown" | "DocketNumberMismatch" | "DotNumberInactive" | "NotAllowedToOperate" | "OutOfService" | "NoOperatingAuthority" | "NoBrokerAuthority" | "NoBondOnFile" | "InsuranceBelowRequired" | "UnsatisfactoryRating";
                            /** @enum {string} */
                            field: "dotNumber" | "mcNumber";
                            message: string;
                        }[];
                        /** Format: date-time */
                        registrationChangedOn?: string;
                        /** @enum {string} */
                        safetyRating?: "Satisfactory" | "Conditional" | "Unsatisfactory" | "NotRated";
                        /** @enum {string} */
                        status: "Verified" | "Failed" | "Pending" | "Unverified";
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ListCertificates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            cargoInsurance: {
                                amount: number;
                                /** @constant */
                                currencyType: "USD";
                            } | null;
                            /** Format: uuid */
                            certificateId: string;
                            /** Format: date-time */
                            createdOn: string;
                            /** Format: date */
                            expiresOn: string;
                            fileName: string;
                            insurer: string;
                            liabilityInsurance: {
                                amount: number;
                                /** @constant */
                                currencyType: "USD";
                            } | null;
                            links: {
                                href: string;
                                rel: string;
                                title: string;
                                /** @enum {string} */
                                verb: "GET" | "POST" | "PUT" | "DELETE";
                            }[];
                            policyNumber: string;
                            /** Format: int64 */
                            sizeBytes: number;
                            /** @enum {string} */
                            status: "InForce" | "Expired";
                        }[];
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        /** Format: int64 */
                        totalCount: number;
                        /**
                         * @description Present when the list was counted up to its cap (1,000): there are at least totalCount entries, and a page may start no further in than the cap
                         * @constant
                         */
                        totalCountCapped?: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    UploadCertificate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Cargo cover in US dollars (this or liabilityInsurance, or both) */
                    cargoInsurance?: number;
                    /**
                     * @description USD, if given
                     * @enum {string}
                     */
                    currencyType?: "USD";
                    /** @description Its last day in force (YYYY-MM-DD) */
                    expiresOn: string;
                    /** @description The certificate: a PDF file (its bytes decide), at most 5 MiB (at most 5242880 bytes) */
                    file: string;
                    /** @description Who insures */
                    insurer: string;
                    /** @description Liability (BIPD) cover in US dollars */
                    liabilityInsurance?: number;
                    /** @description The policy */
                    policyNumber: string;
                };
            };
        };
        responses: {
            /** @description Created; Location is the certificate */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description The address of what was created */
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cargoInsurance: {
                            amount: number;
                            /** @constant */
                            currencyType: "USD";
                        } | null;
                        /** Format: uuid */
                        certificateId: string;
                        /** Format: date-time */
                        createdOn: string;
                        /** Format: date */
                        expiresOn: string;
                        fileName: string;
                        insurer: string;
                        liabilityInsurance: {
                            amount: number;
                            /** @constant */
                            currencyType: "USD";
                        } | null;
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        policyNumber: string;
                        /** Format: int64 */
                        sizeBytes: number;
                        /** @enum {string} */
                        status: "InForce" | "Expired";
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            /** @description The file over its size limit: the 7.2 error names it */
            413: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        errors: {
                            /** Format: int32 */
                            code: number;
                            field: string;
                            reason: string;
                            /** @enum {string} */
                            severity: "Error" | "Warning";
                        }[];
                        reason: string;
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                certificateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cargoInsurance: {
                            amount: number;
                            /** @constant */
                            currencyType: "USD";
                        } | null;
                        /** Format: uuid */
                        certificateId: string;
                        /** Format: date-time */
                        createdOn: string;
                        /** Format: date */
                        expiresOn: string;
                        fileName: string;
                        insurer: string;
                        liabilityInsurance: {
                            amount: number;
                            /** @constant */
                            currencyType: "USD";
                        } | null;
                        links: {
                            href: string;
                            rel: string;
                            title: string;
                            /** @enum {string} */
                            verb: "GET" | "POST" | "PUT" | "DELETE";
                        }[];
                        policyNumber: string;
                        /** Format: int64 */
                        sizeBytes: number;
                        /** @enum {string} */
                        status: "InForce" | "Expired";
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    DeleteCertificate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                certificateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed */
            204: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    GetCertificateContent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                certificateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found: the bytes are at Location */
            302: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description A signed address of the bytes, valid for 5 minutes */
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ListWatchedListings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: int64 */
                            acceptedBidId?: number;
                            commodity?: string;
                            confidentialDescription?: string;
                            /** Format: int64 */
                            createdBy?: number;
                            /** Format: date-time */
                            createdOn: string;
                            description?: string;
                            /** Format: int64 */
                            driverMemberId?: number;
                            /** Format: date-time */
                            expiresOn?: string;
                            gallery: string[];
                            insurance?: {
                                coverageAmount: {
                                    amount: number;
                                    currencyType: string;
                                };
                            };
                            items: {
                                commodity: string;
                                /** Format: int64 */
                                unitCount: number;
                            }[];
                            links: {
                                href: string;
                                rel: string;
                                title: string;
                                /** @enum {string} */
                                verb: "GET" | "POST" | "PUT" | "DELETE";
                            }[];
                            /** Format: int64 */
                            listingId: number;
                            pricing: {
                                format: string;
                                isAuction: boolean;
                                isBrokered: boolean;
                                lowestBidPrice?: {
                                    currencyType: string;
                                    label: string;
                                    shortLabel: string;
                                    value: number;
                                };
                                namedPrice?: {
                                    currencyType: string;
                                    label: string;
                                    shortLabel: string;
                                    value: number;
                                };
                                targetPrice?: {
                                    currencyType: string;
                                    label: string;
                                    shortLabel: string;
                                    value: number;
                                };
                                /** Format: int64 */
                                totalBidsPlaced?: number;
                            };
                            providerRequirements?: {
                                /** @enum {string} */
                                maximumSafetyRating?: "Satisfactory" | "Conditional" | "Unsatisfactory" | "NotRated";
                                minimumCargoInsurance?: {
                                    amount: number;
                                    /** @constant */
                                    currencyType: "USD";
                                };
                                minimumLiabilityInsurance?: {
                                    amount: number;
                                    /** @constant */
                                    currencyType: "USD";
                                };
                                verified?: boolean;
                            };
                            referenceNumbers: {
                                number: string;
                                referenceNumberLabel?: string;
                                type: string;
                            }[];
                            route: {
                                distance: {
                                    kilometers: number;
                                    label: string;
                                    shortLabel: string;
                                };
                                items: {
                                    address: {
                                        country: string;
                                        label: string;
                                        latitude: number;
                                        longitude: number;
                                        postalCode?: string;
                                        shortLabel: string;
                                    };
                                    timeFrame: {
                                        earliestArrival: string;
                                        latestArrival: string;
                                        timeFrameType: string;
                                    };
                                }[];
                            };
                            serviceTypes: string[];
                            status: {
                                label: string;
                                shortLabel: string;
                                value: string;
                            };
                            title: string;
                            transitStatus?: {
                                label: string;
                                shortLabel: string;
                                value: string;
                            };
                        }[];
                        /** Format: int64 */
                        totalCount: number;
                        /**
                         * @description Present when the list holds more than it shows: the newest 1,000 are shown, and there are at least totalCount
                         * @constant
                         */
                        totalCountCapped?: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ListWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: date-time */
                            createdOn: string;
                            /** Format: date-time */
                            disabledOn?: string;
                            disabledReason?: string;
                            eventTypes: ("Listing.Booked/v1" | "Shipment.TransitStatusChanged/v1" | "Bid.Placed/v1" | "Bid.Declined/v1" | "Bid.Closed/v1" | "RateRequest.Created/v1" | "RateRequest.RateOffered/v1" | "Listing.DocumentAdded/v1" | "Listing.ExpiringWithoutBids/v1" | "Feedback.Received/v1" | "Listing.QuestionAsked/v1" | "Listing.QuestionAnswered/v1" | "Listing.MessageReceived/v1" | "Listing.Matched/v1" | "Listing.Posted/v1" | "Listing.DriverAssigned/v1" | "Provider.VettingChanged/v1" | "Provider.CertificateExpiring/v1" | "Listing.BookingCancelled/v1" | "Webhook.Disabled/v1" | "Payment.Held/v1" | "Payment.Released/v1" | "Payment.Refunded/v1" | "Payment.Disputed/v1" | "Payout.Sent/v1" | "Shipment.Arrived/v1" | "Shipment.Departed/v1" | "Shipment.EtaChanged/v1")[];
                            /** Format: date-time */
                            previousSecretExpiresOn?: string;
                            /** @enum {string} */
                            status: "Enabled" | "Disabled";
                            url: string;
                            /** Format: uuid */
                            webhookId: string;
                        }[];
                        /** Format: int64 */
                        totalCount: number;
                        /**
                         * @description Present when the list holds more than it shows: the newest 1,000 are shown, and there are at least totalCount
                         * @constant
                         */
                        totalCountCapped?: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    CreateWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://hooks.example.com/marketplace",
                 *       "eventTypes": [
                 *         "Listing.Booked/v1"
                 *       ]
                 *     }
                 */
                "application/json": {
                    eventTypes: ("Listing.Booked/v1" | "Shipment.TransitStatusChanged/v1" | "Bid.Placed/v1" | "Bid.Declined/v1" | "Bid.Closed/v1" | "RateRequest.Created/v1" | "RateRequest.RateOffered/v1" | "Listing.DocumentAdded/v1" | "Listing.ExpiringWithoutBids/v1" | "Feedback.Received/v1" | "Listing.QuestionAsked/v1" | "Listing.QuestionAnswered/v1" | "Listing.MessageReceived/v1" | "Listing.Matched/v1" | "Listing.Posted/v1" | "Listing.DriverAssigned/v1" | "Provider.VettingChanged/v1" | "Provider.CertificateExpiring/v1" | "Listing.BookingCancelled/v1" | "Webhook.Disabled/v1" | "Payment.Held/v1" | "Payment.Released/v1" | "Payment.Refunded/v1" | "Payment.Disputed/v1" | "Payout.Sent/v1" | "Shipment.Arrived/v1" | "Shipment.Departed/v1" | "Shipment.EtaChanged/v1")[];
                    /** Format: uri */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Created; the signing secret is shown only here */
            201: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    /** @description The address of what was created */
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        createdOn: string;
                        /** Format: date-time */
                        disabledOn?: string;
                        disabledReason?: string;
                        eventTypes: ("Listing.Booked/v1" | "Shipment.TransitStatusChanged/v1" | "Bid.Placed/v1" | "Bid.Declined/v1" | "Bid.Closed/v1" | "RateRequest.Created/v1" | "RateRequest.RateOffered/v1" | "Listing.DocumentAdded/v1" | "Listing.ExpiringWithoutBids/v1" | "Feedback.Received/v1" | "Listing.QuestionAsked/v1" | "Listing.QuestionAnswered/v1" | "Listing.MessageReceived/v1" | "Listing.Matched/v1" | "Listing.Posted/v1" | "Listing.DriverAssigned/v1" | "Provider.VettingChanged/v1" | "Provider.CertificateExpiring/v1" | "Listing.BookingCancelled/v1" | "Webhook.Disabled/v1" | "Payment.Held/v1" | "Payment.Released/v1" | "Payment.Refunded/v1" | "Payment.Disputed/v1" | "Payout.Sent/v1" | "Shipment.Arrived/v1" | "Shipment.Departed/v1" | "Shipment.EtaChanged/v1")[];
                        /** Format: date-time */
                        previousSecretExpiresOn?: string;
                        secret: string;
                        /** @enum {string} */
                        status: "Enabled" | "Disabled";
                        url: string;
                        /** Format: uuid */
                        webhookId: string;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    UpdateWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "Enabled"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Any case is accepted; read back as listed.
                     * @enum {string}
                     */
                    status: "Enabled" | "Disabled";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        createdOn: string;
                        /** Format: date-time */
                        disabledOn?: string;
                        disabledReason?: string;
                        eventTypes: ("Listing.Booked/v1" | "Shipment.TransitStatusChanged/v1" | "Bid.Placed/v1" | "Bid.Declined/v1" | "Bid.Closed/v1" | "RateRequest.Created/v1" | "RateRequest.RateOffered/v1" | "Listing.DocumentAdded/v1" | "Listing.ExpiringWithoutBids/v1" | "Feedback.Received/v1" | "Listing.QuestionAsked/v1" | "Listing.QuestionAnswered/v1" | "Listing.MessageReceived/v1" | "Listing.Matched/v1" | "Listing.Posted/v1" | "Listing.DriverAssigned/v1" | "Provider.VettingChanged/v1" | "Provider.CertificateExpiring/v1" | "Listing.BookingCancelled/v1" | "Webhook.Disabled/v1" | "Payment.Held/v1" | "Payment.Released/v1" | "Payment.Refunded/v1" | "Payment.Disputed/v1" | "Payout.Sent/v1" | "Shipment.Arrived/v1" | "Shipment.Departed/v1" | "Shipment.EtaChanged/v1")[];
                        /** Format: date-time */
                        previousSecretExpiresOn?: string;
                        /** @enum {string} */
                        status: "Enabled" | "Disabled";
                        url: string;
                        /** Format: uuid */
                        webhookId: string;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    DeleteWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    ListWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** Format: int64 */
                            attempts: number;
                            /** Format: date-time */
                            createdOn: string;
                            deliveryId: string;
                            event: {
                                [key: string]: unknown;
                            };
                            eventId: string;
                            eventType: string;
                            lastError?: string | null;
                            lastStatusCode?: number | null;
                            /** @enum {string} */
                            status: "Pending" | "Delivered" | "Failed";
                            /** Format: date-time */
                            updatedOn: string;
                            /** Format: uuid */
                            webhookId: string;
                        }[];
                        /** Format: int64 */
                        totalCount: number;
                        /**
                         * @description Present when the list holds more than it shows: the newest 1,000 are shown, and there are at least totalCount
                         * @constant
                         */
                        totalCountCapped?: true;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    RedeliverWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                deliveryId: string;
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        delivery: {
                            /** Format: int64 */
                            attempts: number;
                            /** Format: date-time */
                            createdOn: string;
                            deliveryId: string;
                            event: {
                                [key: string]: unknown;
                            };
                            eventId: string;
                            eventType: string;
                            lastError?: string | null;
                            lastStatusCode?: number | null;
                            /** @enum {string} */
                            status: "Pending" | "Delivered" | "Failed";
                            /** Format: date-time */
                            updatedOn: string;
                            /** Format: uuid */
                            webhookId: string;
                        };
                        outcome: {
                            error?: string;
                            /** Format: int64 */
                            latencyMs: number;
                            ok: boolean;
                            responseStart?: string;
                            /** Format: int64 */
                            statusCode?: number;
                        };
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    RotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry safely: the same key and body within 24 h return the first answer (docs/idempotency.md) */
                "Idempotency-Key"?: string;
            };
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "expiresInHours": 24
                 *     }
                 */
                "application/json": {
                    /** Format: int32 */
                    expiresInHours: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        previousSecretExpiresOn?: string;
                        secret: string;
                        /** Format: uuid */
                        webhookId: string;
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
    SendTestWebhookEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "eventType": "Listing.Booked/v1"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Any case is accepted; read back as listed.
                     * @enum {string}
                     */
                    eventType: "Listing.Booked/v1" | "Shipment.TransitStatusChanged/v1" | "Bid.Placed/v1" | "Bid.Declined/v1" | "Bid.Closed/v1" | "RateRequest.Created/v1" | "RateRequest.RateOffered/v1" | "Listing.DocumentAdded/v1" | "Listing.ExpiringWithoutBids/v1" | "Feedback.Received/v1" | "Listing.QuestionAsked/v1" | "Listing.QuestionAnswered/v1" | "Listing.MessageReceived/v1" | "Listing.Matched/v1" | "Listing.Posted/v1" | "Listing.DriverAssigned/v1" | "Provider.VettingChanged/v1" | "Provider.CertificateExpiring/v1" | "Listing.BookingCancelled/v1" | "Webhook.Disabled/v1" | "Payment.Held/v1" | "Payment.Released/v1" | "Payment.Refunded/v1" | "Payment.Disputed/v1" | "Payout.Sent/v1" | "Shipment.Arrived/v1" | "Shipment.Departed/v1" | "Shipment.EtaChanged/v1";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Access-Control-Allow-Origin": components["headers"]["Access-Control-Allow-Origin"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        eventId: string;
                        /** @enum {string} */
                        eventType: "Listing.Booked/v1" | "Shipment.TransitStatusChanged/v1" | "Bid.Placed/v1" | "Bid.Declined/v1" | "Bid.Closed/v1" | "RateRequest.Created/v1" | "RateRequest.RateOffered/v1" | "Listing.DocumentAdded/v1" | "Listing.ExpiringWithoutBids/v1" | "Feedback.Received/v1" | "Listing.QuestionAsked/v1" | "Listing.QuestionAnswered/v1" | "Listing.MessageReceived/v1" | "Listing.Matched/v1" | "Listing.Posted/v1" | "Listing.DriverAssigned/v1" | "Provider.VettingChanged/v1" | "Provider.CertificateExpiring/v1" | "Listing.BookingCancelled/v1" | "Webhook.Disabled/v1" | "Payment.Held/v1" | "Payment.Released/v1" | "Payment.Refunded/v1" | "Payment.Disputed/v1" | "Payout.Sent/v1" | "Shipment.Arrived/v1" | "Shipment.Departed/v1" | "Shipment.EtaChanged/v1";
                        outcome: {
                            error?: string;
                            /** Format: int64 */
                            latencyMs: number;
                            ok: boolean;
                            responseStart?: string;
                            /** Format: int64 */
                            statusCode?: number;
                        };
                    };
                };
            };
            400: components["responses"]["InvalidInput"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["Unavailable"];
            default: components["responses"]["Error"];
        };
    };
}
