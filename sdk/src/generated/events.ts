// Generated from GET /v2/asyncapi.json by sdk/scripts/generate.ts (npm run build:openapi). Do not edit.

export type paths = Record<string, never>;
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Bid.Closed/v1: The listing was booked with another carrier: the carrier's bid is closed */
        BidClosedV1: {
            data: {
                /** Format: int64 */
                bidId: number;
                /** Format: int64 */
                listingId: number;
                referenceNumbers?: {
                    number: string;
                    referenceNumberLabel?: string;
                    type: string;
                }[];
                /**
                 * @description Present, and true, only on a test event (POST /v2/webhooks/{webhookId}/test): act on nothing in it
                 * @constant
                 */
                test?: true;
            };
            /** @constant */
            datacontenttype: "application/json";
            /**
             * Format: uuid
             * @description The same on every retry of this event to this webhook: de-duplicate on it
             */
            id: string;
            /** @description urn:shipping-marketplace:<stage> */
            source: string;
            /** @constant */
            specversion: "1.0";
            /** @description listings/<listingId>, when the event is about a listing */
            subject?: string;
            /** Format: date-time */
            time: string;
            /** @constant */
            type: "Bid.Closed/v1";
        };
        /** @description Bid.Declined/v1: The shipper declined the carrier's bid, with a reason of GET /v2/lookups/bidDeclinationReasons */
        BidDeclinedV1: {
            data: {
                /** Format: int64 */
                bidId: number;
                comment?: string;
                /** Format: int64 */
                listingId: number;
                reason?: string;
                referenceNumbers?: {
                    number: string;
                    referenceNumberLabel?: string;
                    type: string;
                }[];
                /**
                 * @description Present, and true, only on a test event (POST /v2/webhooks/{webhookId}/test): act on nothing in it
                 * @constant
                 */
                test?: true;
            };
            /** @constant */
            datacontenttype: "application/json";
            /**
             * Format: uuid
             * @description The same on every retry of this event to this webhook: de-duplicate on it
             */
            id: string;
            /** @description urn:shipping-marketplace:<stage> */
            source: string;
            /** @constant */
            specversion: "1.0";
            /** @description listings/<listingId>, when the event is about a listing */
            subject?: string;
            /** Format: date-time */
            time: string;
            /** @constant */
            type: "Bid.Declined/v1";
        };
        /** @description Bid.Placed/v1: A carrier bid on the shipper's listing. `paymentDeclined`: a BookItNow bid the listing's saved card did not book, with Stripe's reason; it waits for the shipper to accept it with another card */
        BidPlacedV1: {
            data: {
                /** Format: int64 */
                bidId: number;
                /** Format: int64 */
                listingId: number;
                paymentDeclined?: string;
                price: {
                    amount: number;
                    currencyType: string;
                };
                /** Format: int64 */
                providerId: number;
                referenceNumbers?: {
                    number: string;
                    referenceNumberLabel?: string;
                    type: string;
                }[];
                /**
                 * @description Present, and true, only on a test event (POST /v2/webhooks/{webhookId}/test): act on nothing in it
                 * @constant
                 */
                test?: true;
            };
            /** @constant */
            datacontenttype: "application/json";
            /**
             * Format: uuid
             * @description The same on every retry of this event to this webhook: de-duplicate on it
             */
            id: string;
            /** @description urn:shipping-marketplace:<stage> */
            source: string;
            /** @constant */
            specversion: "1.0";
            /** @description listings/<listingId>, when the event is about a listing */
            subject?: string;
            /** Format: date-time */
            time: string;
            /** @constant */
            type: "Bid.Placed/v1";
        };
        /** @description Feedback.Received/v1: The other party of a delivered shipment left feedback on the user (docs/feedback.md); GET /v2/feedback/{feedbackId} reads it, POST .../reply answers it once */
        FeedbackReceivedV1: {
            data: {
                comment?: string;
                /** Format: uuid */
                feedbackId: string;
                /** Format: int64 */
                listingId: number;
                onTime?: boolean;
                /** Format: int64 */
                raterId: number;
                /** @enum {string} */
                raterRole: "Shipper" | "Carrier";
                /** Format: int32 */
                rating: number;
                referenceNumbers?: {
                    number: string;
                    referenceNumberLabel?: string;
                    type: string;
                }[];
                /**
                 * @description Present, and true, only on a test event (POST /v2/webhooks/{webhookId}/test): act on nothing in it
                 * @constant
                 */
                test?: true;
            };
            /** @constant */
            datacontenttype: "application/json";
            /**
             * Format: uuid
             * @description The same on every retry of this event to this webhook: de-duplicate on it
             */
            id: string;
            /** @description urn:shipping-marketplace:<stage> */
            source: string;
            /** @constant */
            specversion: "1.0";
            /** @description listings/<listingId>, when the event is about a listing */
            subject?: string;
            /** Format: date-time */
            time: string;
            /** @constant */
            type: "Feedback.Received/v1";
        };
        /** @description Listing.Booked/v1: A listing was booked: a bid accepted, a BookItNow bid placed or an LTL rate booked. The carrier gets listingId and bidId; the shipper also the price and the carrier. */
        ListingBookedV1: {
            data: {
                /** Format: int64 */
                bidId: number;
                /** Format: int64 */
                listingId: number;
                price?: {
                    amount: number;
                    currencyType: string;
                };
                /** Format: int64 */
                providerId?: number;
                referenceNumbers?: {
                    number: string;
                    referenceNumberLabel?: string;
                    type: string;
                }[];
                /**
                 * @description Present, and true, only on a test event (POST /v2/webhooks/{webhookId}/test): act on nothing in it
                 * @constant
                 */
                test?: true;
            };
            /** @constant */
            datacontenttype: "application/json";
            /**
             * Format: uuid
             * @description The same on every retry of this event to this webhook: de-duplicate on it
             */
            id: string;
            /** @description urn:shipping-marketplace:<stage> */
            source: string;
            /** @constant */
            specversion: "1.0";
            /** @description listings/<listingId>, when the event is about a listing */
            subject?: string;
            /** Format: date-time */
            time: string;
            /** @constant */
            type: "Listing.Booked/v1";
        };
        /** @description Listing.BookingCancelled/v1: The other party cancelled the booking before pickup (docs/payments.md, "Cancelling a booking"): the shipper's cancellation leaves the listing Cancelled; the carrier's opens it to bids again (relisted). A payment on the platform is refunded by who cancelled (GET /v2/listings/{listingId}/payment) */
        ListingBookingCancelledV1: {
            data: {
                /** Format: int64 */
                bidId: number;
                /** @enum {string} */
                cancelledBy: "Shipper" | "Carrier";
                /** Format: int64 */
                listingId: number;
                referenceNumbers?: {
                    number: string;
                    referenceNumberLabel?: string;
                    type: string;
                }[];
                relisted: boolean;
                /**
                 * @description Present, and true, only on a test event (POST /v2/webhooks/{webhookId}/test): act on nothing in it
                 * @constant
                 */
                test?: true;
            };
            /** @constant */
            datacontenttype: "application/json";
            /**
             * Format: uuid
             * @description The same on every retry of this event to this webhook: de-duplicate on it
             */
            id: string;
            /** @description urn:shipping-marketplace:<stage> */
            source: string;
            /** @constant */
            specversion: "1.0";
            /** @description listings/<listingId>, when the event is about a listing */
            subject?: string;
            /** Format: date-time */
            time: string;
            /** @constant */
            type: "Listing.BookingCancelled/v1";
        };
        /** @description Listing.DocumentAdded/v1: A document was added to a booked listing: to the other party; the generated Bill of Lading to both (docs/attachments.md) */
        ListingDocumentAddedV1: {
            data: {
                /** Format: uuid */
                attachmentId: string;
                contentType: string;
                fileName: string;
                /** Format: int64 */
                listingId: number;
                referenceNumbers?: {
                    number: string;
                    referenceNumberLabel?: string;
                    type: string;
                }[];
                /** Format: int32 */
                sizeBytes: number;
                /**
                 * @description Present, and true, only on a test event (POST /v2/webhooks/{webhookId}/test): act on nothing in it
                 * @constant
                 */
                test?: true;
                /** @enum {string} */
                type: "BillOfLading" | "DeliveryReceipt" | "InspectionCertificate" | "WeightCertificate" | "Photo" | "Other";
                /** Format: int64 */
                uploadedBy?: number;
            };
            /** @constant */
            datacontenttype: "application/json";
            /**
             * Format: uuid
             * @description The same on every retry of this event to this webhook: de-duplicate on it
             */
            id: string;
            /** @description urn:shipping-marketplace:<stage> */
            source: string;
            /** @constant */
            specversion: "1.0";
            /** @description listings/<listingId>, when the event is about a listing */
            subject?: string;
            /** Format: date-time */
            time: string;
            /** @constant */
            type: "Listing.DocumentAdded/v1";
        };
        /** @description Listing.DriverAssigned/v1: The carrier assigned the driver of the shipper's booked listing, or another one (docs/teams.md): the driver's first name and mobile phone */
        ListingDriverAssignedV1: {
            data: {
                /** Format: date-time */
                assignedOn: string;
                firstName: string;
                /** Format: int64 */
                listingId: number;
                mobilePhone?: string;
                referenceNumbers?: {
                    number: string;
                    referenceNumberLabel?: string;
                    type: string;
                }[];
                /**
                 * @description Present, and true, only on a test event (POST /v2/webhooks/{webhookId}/test): act on nothing in it
                 * @constant
                 */
                test?: true;
            };
            /** @constant */
            datacontenttype: "application/json";
            /**
             * Format: uuid
             * @description The same on every retry of this event to this webhook: de-duplicate on it
             */
            id: string;
            /** @description urn:shipping-marketplace:<stage> */
            source: string;
            /** @constant */
            specversion: "1.0";
            /** @description listings/<listingId>, when the event is about a listing */
            subject?: string;
            /** Format: date-time */
            time: string;
            /** @constant */
            type: "Listing.DriverAssigned/v1";
        };
        /** @description Listing.ExpiringWithoutBids/v1: The shipper's listing expires within a day and has no bid yet (once per listing) */
        ListingExpiringWithoutBidsV1: {
            data: {
                /** Format: date-time */
                expiresOn: string;
                /** Format: int64 */
                listingId: number;
                referenceNumbers?: {
                    number: string;
                    referenceNumberLabel?: string;
                    type: string;
                }[];
                /**
                 * @description Present, and true, only on a test event (POST /v2/webhooks/{webhookId}/test): act on nothing in it
                 * @constant
                 */
                test?: true;
            };
            /** @constant */
            datacontenttype: "application/json";
            /**
             * Format: uuid
             * @description The same on every retry of this event to this webhook: de-duplicate on it
             */
            id: string;
            /** @description urn:shipping-marketplace:<stage> */
            source: string;
            /** @constant */
            specversion: "1.0";
            /** @description listings/<listingId>, when the event is about a listing */
            subject?: string;
            /** Format: date-time */
            time: string;
            /** @constant */
            type: "Listing.ExpiringWithoutBids/v1";
        };
        /** @description Listing.Matched/v1: A listing opened (or came to match) that one of the user's saved searches with alerts finds (docs/saved-searches.md): once per search and listing, the search's id and name with the listing's card */
        ListingMatchedV1: {
            data: {
                /** @enum {string} */
                alerts: "instant" | "daily";
                listing: {
                    commodity: string;
                    delivery: {
                        country: string;
                        majorMunicipality: string;
                        postalCode: string;
                        stateProvince: string;
                    };
                    /** Format: date-time */
                    expiresOn: string;
                    kilometers: number;
                    /** Format: int64 */
                    listingId: number;
                    pickup: {
                        country: string;
                        majorMunicipality: string;
                        postalCode: string;
                        stateProvince: string;
                    };
                    price?: {
                        amount: number;
                        currencyType: string;
                    };
                    pricingFormat: string;
                    title: string;
                };
                /** Format: int64 */
                listingId: number;
                referenceNumbers?: {
                    number: string;
                    referenceNumberLabel?: string;
                    type: string;
                }[];
                /** Format: uuid */
                searchId: string;
                searchName: string;
                /**
                 * @description Present, and true, only on a test event (POST /v2/webhooks/{webhookId}/test): act on nothing in it
                 * @constant
                 */
                test?: true;
            };
            /** @constant */
            datacontenttype: "application/json";
            /**
             * Format: uuid
             * @description The same on every retry of this event to this webhook: de-duplicate on it
             */
            id: string;
            /** @description urn:shipping-marketplace:<stage> */
            source: string;
            /** @constant */
            specversion: "1.0";
            /** @description listings/<listingId>, when the event is about a listing */
            subject?: string;
            /** Format: date-time */
            time: string;
            /** @constant */
            type: "Listing.Matched/v1";
        };
        /** @description Listing.MessageReceived/v1: The other party of a booked listing wrote a message (docs/messages.md): at once in the inbox and by webhook; by email only once it has been unread for 10 minutes */
        ListingMessageReceivedV1: {
            data: {
                /** Format: int64 */
                listingId: number;
                /** Format: uuid */
                messageId: string;
                referenceNumbers?: {
                    number: string;
                    referenceNumberLabel?: string;
                    type: string;
                }[];
                /** Format: int64 */
                senderId: number;
                /**
                 * @description Present, and true, only on a test event (POST /v2/webhooks/{webhookId}/test): act on nothing in it
                 * @constant
                 */
                test?: true;
                text: string;
            };
            /** @constant */
            datacontenttype: "application/json";
            /**
             * Format: uuid
             * @description The same on every retry of this event to this webhook: de-duplicate on it
             */
            id: string;
            /** @description urn:shipping-marketplace:<stage> */
            source: string;
            /** @constant */
            specversion: "1.0";
            /** @description listings/<listingId>, when the event is about a listing */
            subject?: string;
            /** Format: date-time */
            time: string;
            /** @constant */
            type: "Listing.MessageReceived/v1";
        };
        /** @description Listing.Posted/v1: A shipper who marked the carrier Preferred posted a listing (docs/provider-relations.md): at once, without a saved search, with the listing's card */
        ListingPostedV1: {
            data: {
                listing: {
                    commodity: string;
                    delivery: {
                        country: string;
                        majorMunicipality: string;
                        postalCode: string;
                        stateProvince: string;
                    };
                    /** Format: date-time */
                    expiresOn: string;
                    kilometers: number;
                    /** Format: int64 */
                    listingId: number;
                    pickup: {
                        country: string;
                        majorMunicipality: string;
                        postalCode: string;
                        stateProvince: string;
                    };
                    price?: {
                        amount: number;
                        currencyType: string;
                    };
                    pricingFormat: string;
                    title: string;
                };
                /** Format: int64 */
                listingId: number;
                referenceNumbers?: {
                    number: string;
                    referenceNumberLabel?: string;
                    type: string;
                }[];
                /** Format: int64 */
                shipperId: number;
                /**
                 * @description Present, and true, only on a test event (POST /v2/webhooks/{webhookId}/test): act on nothing in it
                 * @constant
                 */
                test?: true;
            };
            /** @constant */
            datacontenttype: "application/json";
            /**
             * Format: uuid
             * @description The same on every retry of this event to this webhook: de-duplicate on it
             */
            id: string;
            /** @description urn:shipping-marketplace:<stage> */
            source: string;
            /** @constant */
            specversion: "1.0";
            /** @description listings/<listingId>, when the event is about a listing */
            subject?: string;
            /** Format: date-time */
            time: string;
            /** @constant */
            type: "Listing.Posted/v1";
        };
        /** @description Listing.QuestionAnswered/v1: The shipper answered a question on a listing: to the carrier who asked and to the listing's watchers (docs/questions.md) */
        ListingQuestionAnsweredV1: {
            data: {
                answer: string;
                /** Format: int64 */
                listingId: number;
                masked: boolean;
                question: string;
                /** Format: uuid */
                questionId: string;
                referenceNumbers?: {
                    number: string;
                    referenceNumberLabel?: string;
                    type: string;
                }[];
                /**
                 * @description Present, and true, only on a test event (POST /v2/webhooks/{webhookId}/test): act on nothing in it
                 * @constant
                 */
                test?: true;
            };
            /** @constant */
            datacontenttype: "application/json";
            /**
             * Format: uuid
             * @description The same on every retry of this event to this webhook: de-duplicate on it
             */
            id: string;
            /** @description urn:shipping-marketplace:<stage> */
            source: string;
            /** @constant */
            specversion: "1.0";
            /** @description listings/<listingId>, when the event is about a listing */
            subject?: string;
            /** Format: date-time */
            time: string;
            /** @constant */
            type: "Listing.QuestionAnswered/v1";
        };
        /** @description Listing.QuestionAsked/v1: A carrier asked a question on the shipper's listing (docs/questions.md); the text as stored, contact details masked before booking */
        ListingQuestionAskedV1: {
            data: {
                /** Format: int64 */
                askerId: number;
                /** Format: int64 */
                listingId: number;
                masked: boolean;
                /** Format: uuid */
                questionId: string;
                referenceNumbers?: {
                    number: string;
                    referenceNumberLabel?: string;
                    type: string;
                }[];
                /**
                 * @description Present, and true, only on a test event (POST /v2/webhooks/{webhookId}/test): act on nothing in it
                 * @constant
                 */
                test?: true;
                text: string;
            };
            /** @constant */
            datacontenttype: "application/json";
            /**
             * Format: uuid
             * @description The same on every retry of this event to this webhook: de-duplicate on it
             */
            id: string;
            /** @description urn:shipping-marketplace:<stage> */
            source: string;
            /** @constant */
            specversion: "1.0";
            /** @description listings/<listingId>, when the event is about a listing */
            subject?: string;
            /** Format: date-time */
            time: string;
            /** @constant */
            type: "Listing.QuestionAsked/v1";
        };
        /** @description Payment.Disputed/v1: The shipper's bank disputes the booking's payment: nothing is released until the dispute closes (docs/payments.md). To the shipper and the booked carrier */
        PaymentDisputedV1: {
            data: {
                carrierPayout: {
                    amount: number;
                    currencyType: string;
                };
                /** Format: int64 */
                listingId: number;
                referenceNumbers?: {
                    number: string;
                    referenceNumberLabel?: string;
                    type: string;
                }[];
                refunded?: {
                    amount: number;
                    currencyType: string;
                };
                /** @enum {string} */
                status: "Held" | "ReleasePending" | "Released" | "Refunded" | "PartiallyRefunded" | "Disputed" | "DisputeLost";
                /**
                 * @description Present, and true, only on a test event (POST /v2/webhooks/{webhookId}/test): act on nothing in it
                 * @constant
                 */
                test?: true;
                total: {
                    amount: number;
                    currencyType: string;
                };
            };
            /** @constant */
            datacontenttype: "application/json";
            /**
             * Format: uuid
             * @description The same on every retry of this event to this webhook: de-duplicate on it
             */
            id: string;
            /** @description urn:shipping-marketplace:<stage> */
            source: string;
            /** @constant */
            specversion: "1.0";
            /** @description listings/<listingId>, when the event is about a listing */
            subject?: string;
            /** Format: date-time */
            time: string;
            /** @constant */
            type: "Payment.Disputed/v1";
        };
        /** @description Payment.Held/v1: The shipper paid for the booking on the platform (docs/payments.md): the total is held until it is released to the carrier. To the shipper and the booked carrier; the booking's email carries it */
        PaymentHeldV1: {
            data: {
                carrierPayout: {
                    amount: number;
                    currencyType: string;
                };
                /** Format: int64 */
                listingId: number;
                referenceNumbers?: {
                    number: string;
                    referenceNumberLabel?: string;
                    type: string;
                }[];
                refunded?: {
                    amount: number;
                    currencyType: string;
                };
                /** @enum {string} */
                status: "Held" | "ReleasePending" | "Released" | "Refunded" | "PartiallyRefunded" | "Disputed" | "DisputeLost";
                /**
                 * @description Present, and true, only on a test event (POST /v2/webhooks/{webhookId}/test): act on nothing in it
                 * @constant
                 */
                test?: true;
                total: {
                    amount: number;
                    currencyType: string;
                };
            };
            /** @constant */
            datacontenttype: "application/json";
            /**
             * Format: uuid
             * @description The same on every retry of this event to this webhook: de-duplicate on it
             */
            id: string;
            /** @description urn:shipping-marketplace:<stage> */
            source: string;
            /** @constant */
            specversion: "1.0";
            /** @description listings/<listingId>, when the event is about a listing */
            subject?: string;
            /** Format: date-time */
            time: string;
            /** @constant */
            type: "Payment.Held/v1";
        };
        /** @description Payment.Refunded/v1: The booking's payment went back to the shipper, whole (Refunded) or in part (PartiallyRefunded, by the cancellation policy of docs/payments.md): `refunded` says how much. To the shipper and the booked carrier */
        PaymentRefundedV1: {
            data: {
                carrierPayout: {
                    amount: number;
                    currencyType: string;
                };
                /** Format: int64 */
                listingId: number;
                referenceNumbers?: {
                    number: string;
                    referenceNumberLabel?: string;
                    type: string;
                }[];
                refunded?: {
                    amount: number;
                    currencyType: string;
                };
                /** @enum {string} */
                status: "Held" | "ReleasePending" | "Released" | "Refunded" | "PartiallyRefunded" | "Disputed" | "DisputeLost";
                /**
                 * @description Present, and true, only on a test event (POST /v2/webhooks/{webhookId}/test): act on nothing in it
                 * @constant
                 */
                test?: true;
                total: {
                    amount: number;
                    currencyType: string;
                };
            };
            /** @constant */
            datacontenttype: "application/json";
            /**
             * Format: uuid
             * @description The same on every retry of this event to this webhook: de-duplicate on it
             */
            id: string;
            /** @description urn:shipping-marketplace:<stage> */
            source: string;
            /** @constant */
            specversion: "1.0";
            /** @description listings/<listingId>, when the event is about a listing */
            subject?: string;
            /** Format: date-time */
            time: string;
            /** @constant */
            type: "Payment.Refunded/v1";
        };
        /** @description Payment.Released/v1: The booking's payment was released: the carrier's payout is transferred to its payout account (docs/payments.md, "Release"). To the shipper and the booked carrier */
        PaymentReleasedV1: {
            data: {
                carrierPayout: {
                    amount: number;
                    currencyType: string;
                };
                /** Format: int64 */
                listingId: number;
                referenceNumbers?: {
                    number: string;
                    referenceNumberLabel?: string;
                    type: string;
                }[];
                refunded?: {
                    amount: number;
                    currencyType: string;
                };
                /** @enum {string} */
                status: "Held" | "ReleasePending" | "Released" | "Refunded" | "PartiallyRefunded" | "Disputed" | "DisputeLost";
                /**
                 * @description Present, and true, only on a test event (POST /v2/webhooks/{webhookId}/test): act on nothing in it
                 * @constant
                 */
                test?: true;
                total: {
                    amount: number;
                    currencyType: string;
                };
            };
            /** @constant */
            datacontenttype: "application/json";
            /**
             * Format: uuid
             * @description The same on every retry of this event to this webhook: de-duplicate on it
             */
            id: string;
            /** @description urn:shipping-marketplace:<stage> */
            source: string;
            /** @constant */
            specversion: "1.0";
            /** @description listings/<listingId>, when the event is about a listing */
            subject?: string;
            /** Format: date-time */
            time: string;
            /** @constant */
            type: "Payment.Released/v1";
        };
        /** @description Payout.Sent/v1: Stripe paid the carrier's payout for a listing out to its bank (docs/payments.md): the amount, and when the bank should have it. To the carrier, once per payout and listing */
        PayoutSentV1: {
            data: {
                amount: {
                    amount: number;
                    currencyType: string;
                };
                /** Format: date-time */
                arrivalDate: string;
                /** Format: int64 */
                listingId: number;
                payoutId: string;
                referenceNumbers?: {
                    number: string;
                    referenceNumberLabel?: string;
                    type: string;
                }[];
                /**
                 * @description Present, and true, only on a test event (POST /v2/webhooks/{webhookId}/test): act on nothing in it
                 * @constant
                 */
                test?: true;
            };
            /** @constant */
            datacontenttype: "application/json";
            /**
             * Format: uuid
             * @description The same on every retry of this event to this webhook: de-duplicate on it
             */
            id: string;
            /** @description urn:shipping-marketplace:<stage> */
            source: string;
            /** @constant */
            specversion: "1.0";
            /** @description listings/<listingId>, when the event is about a listing */
            subject?: string;
            /** Format: date-time */
            time: string;
            /** @constant */
            type: "Payout.Sent/v1";
        };
        /** @description Provider.CertificateExpiring/v1: One of the provider's certificates of insurance expires soon (docs/vetting.md): told 30 and 7 days before its last day (once, when it was uploaded nearer than that). After that day it counts for nothing toward what shippers require */
        ProviderCertificateExpiringV1: {
            data: {
                /** Format: uuid */
                certificateId: string;
                /** @enum {number} */
                daysBefore: 30 | 7;
                /** Format: date */
                expiresOn: string;
                insurer: string;
                policyNumber: string;
                /** Format: int64 */
                providerId: number;
                referenceNumbers?: {
                    number: string;
                    referenceNumberLabel?: string;
                    type: string;
                }[];
                /**
                 * @description Present, and true, only on a test event (POST /v2/webhooks/{webhookId}/test): act on nothing in it
                 * @constant
                 */
                test?: true;
            };
            /** @constant */
            datacontenttype: "application/json";
            /**
             * Format: uuid
             * @description The same on every retry of this event to this webhook: de-duplicate on it
             */
            id: string;
            /** @description urn:shipping-marketplace:<stage> */
            source: string;
            /** @constant */
            specversion: "1.0";
            /** @description listings/<listingId>, when the event is about a listing */
            subject?: string;
            /** Format: date-time */
            time: string;
            /** @constant */
            type: "Provider.CertificateExpiring/v1";
        };
        /** @description Provider.VettingChanged/v1: A carrier's or broker's vetting with FMCSA changed (docs/vetting.md): its status, numbers, authority, insurance on file, out-of-service state, registered name or address. The provider hears of its own; each shipper with an active bid from it or a booking not yet delivered hears too, with those listings */
        ProviderVettingChangedV1: {
            data: {
                changed: ("status" | "numbers" | "authority" | "insurance" | "outOfService" | "name" | "address")[];
                /** Format: date-time */
                checkedOn?: string;
                listingIds?: number[];
                /** @enum {string} */
                previousStatus: "Verified" | "Failed" | "Pending" | "Unverified";
                /** Format: int64 */
                providerId: number;
                reasons: ("DotNumberUnknown" | "DotNumberClaimed" | "DocketNumberUnknown" | "DocketNumberMismatch" | "DotNumberInactive" | "NotAllowedToOperate" | "OutOfService" | "NoOperatingAuthority" | "NoBrokerAuthority" | "NoBondOnFile" | "InsuranceBelowRequired" | "UnsatisfactoryRating")[];
                referenceNumbers?: {
                    number: string;
                    referenceNumberLabel?: string;
                    type: string;
                }[];
                /** @enum {string} */
                status: "Verified" | "Failed" | "Pending" | "Unverified";
                /**
                 * @description Present, and true, only on a test event (POST /v2/webhooks/{webhookId}/test): act on nothing in it
                 * @constant
                 */
                test?: true;
            };
            /** @constant */
            datacontenttype: "application/json";
            /**
             * Format: uuid
             * @description The same on every retry of this event to this webhook: de-duplicate on it
             */
            id: string;
            /** @description urn:shipping-marketplace:<stage> */
            source: string;
            /** @constant */
            specversion: "1.0";
            /** @description listings/<listingId>, when the event is about a listing */
            subject?: string;
            /** Format: date-time */
            time: string;
            /** @constant */
            type: "Provider.VettingChanged/v1";
        };
        /** @description RateRequest.Created/v1: A new LTL rate request the carrier may rate (spec 4 rule 10: its regions) */
        RateRequestCreatedV1: {
            data: {
                freightClasses: number[];
                pickupRegion: string;
                /** Format: int64 */
                rateRequestID: number;
                referenceNumbers?: {
                    number: string;
                    referenceNumberLabel?: string;
                    type: string;
                }[];
                /**
                 * @description Present, and true, only on a test event (POST /v2/webhooks/{webhookId}/test): act on nothing in it
                 * @constant
                 */
                test?: true;
            };
            /** @constant */
            datacontenttype: "application/json";
            /**
             * Format: uuid
             * @description The same on every retry of this event to this webhook: de-duplicate on it
             */
            id: string;
            /** @description urn:shipping-marketplace:<stage> */
            source: string;
            /** @constant */
            specversion: "1.0";
            /** @description listings/<listingId>, when the event is about a listing */
            subject?: string;
            /** Format: date-time */
            time: string;
            /** @constant */
            type: "RateRequest.Created/v1";
        };
        /** @description RateRequest.RateOffered/v1: A carrier offered a rate on the user's rate request */
        RateRequestRateOfferedV1: {
            data: {
                price: {
                    amount: number;
                    currencyType: string;
                };
                /** Format: int64 */
                rateId: number;
                /** Format: int64 */
                rateRequestID: number;
                referenceNumbers?: {
                    number: string;
                    referenceNumberLabel?: string;
                    type: string;
                }[];
                /** @enum {string} */
                serviceLevel: "Standard" | "Guaranteed" | "Expedited";
                /**
                 * @description Present, and true, only on a test event (POST /v2/webhooks/{webhookId}/test): act on nothing in it
                 * @constant
                 */
                test?: true;
                /** Format: int32 */
                transitDays: number;
            };
            /** @constant */
            datacontenttype: "application/json";
            /**
             * Format: uuid
             * @description The same on every retry of this event to this webhook: de-duplicate on it
             */
            id: string;
            /** @description urn:shipping-marketplace:<stage> */
            source: string;
            /** @constant */
            specversion: "1.0";
            /** @description listings/<listingId>, when the event is about a listing */
            subject?: string;
            /** Format: date-time */
            time: string;
            /** @constant */
            type: "RateRequest.RateOffered/v1";
        };
        /** @description Shipment.Arrived/v1: The truck carrying the shipper's booked shipment entered a stop's geofence (docs/tracking.md): the pickup or the delivery, with the position and time that found it. To the shipper */
        ShipmentArrivedV1: {
            data: {
                latitude: number;
                /** Format: int64 */
                listingId: number;
                longitude: number;
                /** Format: date-time */
                recorded: string;
                referenceNumbers?: {
                    number: string;
                    referenceNumberLabel?: string;
                    type: string;
                }[];
                /** @enum {string} */
                stop: "Pickup" | "Delivery";
                /**
                 * @description Present, and true, only on a test event (POST /v2/webhooks/{webhookId}/test): act on nothing in it
                 * @constant
                 */
                test?: true;
            };
            /** @constant */
            datacontenttype: "application/json";
            /**
             * Format: uuid
             * @description The same on every retry of this event to this webhook: de-duplicate on it
             */
            id: string;
            /** @description urn:shipping-marketplace:<stage> */
            source: string;
            /** @constant */
            specversion: "1.0";
            /** @description listings/<listingId>, when the event is about a listing */
            subject?: string;
            /** Format: date-time */
            time: string;
            /** @constant */
            type: "Shipment.Arrived/v1";
        };
        /** @description Shipment.Departed/v1: The truck carrying the shipper's booked shipment left a stop's geofence (docs/tracking.md): the pickup or the delivery, with the position and time that found it. To the shipper */
        ShipmentDepartedV1: {
            data: {
                latitude: number;
                /** Format: int64 */
                listingId: number;
                longitude: number;
                /** Format: date-time */
                recorded: string;
                referenceNumbers?: {
                    number: string;
                    referenceNumberLabel?: string;
                    type: string;
                }[];
                /** @enum {string} */
                stop: "Pickup" | "Delivery";
                /**
                 * @description Present, and true, only on a test event (POST /v2/webhooks/{webhookId}/test): act on nothing in it
                 * @constant
                 */
                test?: true;
            };
            /** @constant */
            datacontenttype: "application/json";
            /**
             * Format: uuid
             * @description The same on every retry of this event to this webhook: de-duplicate on it
             */
            id: string;
            /** @description urn:shipping-marketplace:<stage> */
            source: string;
            /** @constant */
            specversion: "1.0";
            /** @description listings/<listingId>, when the event is about a listing */
            subject?: string;
            /** Format: date-time */
            time: string;
            /** @constant */
            type: "Shipment.Departed/v1";
        };
        /** @description Shipment.EtaChanged/v1: A stop's estimated arrival changed how it stands against the booked time (docs/tracking.md, "Estimated arrival"): OnTime, AtRisk, Late, NoSignal (no position for 2 hours) or Unknown, and what it was. `eta` is the estimate, absent when there is none (NoSignal, Unknown). To the shipper */
        ShipmentEtaChangedV1: {
            data: {
                /** Format: date-time */
                eta?: string;
                /** @enum {string} */
                etaStatus: "OnTime" | "AtRisk" | "Late" | "NoSignal" | "Unknown";
                /** Format: int64 */
                listingId: number;
                /** @enum {string} */
                previousEtaStatus: "OnTime" | "AtRisk" | "Late" | "NoSignal" | "Unknown";
                /** Format: date-time */
                recorded: string;
                referenceNumbers?: {
                    number: string;
                    referenceNumberLabel?: string;
                    type: string;
                }[];
                /** @enum {string} */
                stop: "Pickup" | "Delivery";
                /**
                 * @description Present, and true, only on a test event (POST /v2/webhooks/{webhookId}/test): act on nothing in it
                 * @constant
                 */
                test?: true;
            };
            /** @constant */
            datacontenttype: "application/json";
            /**
             * Format: uuid
             * @description The same on every retry of this event to this webhook: de-duplicate on it
             */
            id: string;
            /** @description urn:shipping-marketplace:<stage> */
            source: string;
            /** @constant */
            specversion: "1.0";
            /** @description listings/<listingId>, when the event is about a listing */
            subject?: string;
            /** Format: date-time */
            time: string;
            /** @constant */
            type: "Shipment.EtaChanged/v1";
        };
        /** @description Shipment.TransitStatusChanged/v1: A booked shipment's transit status moved on (spec 3.1), to its shipper */
        ShipmentTransitStatusChangedV1: {
            data: {
                /** Format: int64 */
                listingId: number;
                /** @enum {string} */
                punctuality: "NotApplicable" | "OnTime" | "NotOnTime";
                /** Format: date-time */
                recorded: string;
                referenceNumbers?: {
                    number: string;
                    referenceNumberLabel?: string;
                    type: string;
                }[];
                /** @enum {string} */
                status: "ReadyForDispatch" | "Dispatched" | "PickedUp" | "Delivered";
                /**
                 * @description Present, and true, only on a test event (POST /v2/webhooks/{webhookId}/test): act on nothing in it
                 * @constant
                 */
                test?: true;
            };
            /** @constant */
            datacontenttype: "application/json";
            /**
             * Format: uuid
             * @description The same on every retry of this event to this webhook: de-duplicate on it
             */
            id: string;
            /** @description urn:shipping-marketplace:<stage> */
            source: string;
            /** @constant */
            specversion: "1.0";
            /** @description listings/<listingId>, when the event is about a listing */
            subject?: string;
            /** Format: date-time */
            time: string;
            /** @constant */
            type: "Shipment.TransitStatusChanged/v1";
        };
        /** @description Webhook.Disabled/v1: One of your webhooks was disabled: every delivery to it failed for 3 days (docs/webhooks.md). Its deliveries stay listed; enable it with PUT /v2/webhooks/{webhookId} and redeliver them */
        WebhookDisabledV1: {
            data: {
                disabledOn: string;
                failingSince: string;
                reason: string;
                referenceNumbers?: {
                    number: string;
                    referenceNumberLabel?: string;
                    type: string;
                }[];
                /**
                 * @description Present, and true, only on a test event (POST /v2/webhooks/{webhookId}/test): act on nothing in it
                 * @constant
                 */
                test?: true;
                url: string;
                webhookId: string;
            };
            /** @constant */
            datacontenttype: "application/json";
            /**
             * Format: uuid
             * @description The same on every retry of this event to this webhook: de-duplicate on it
             */
            id: string;
            /** @description urn:shipping-marketplace:<stage> */
            source: string;
            /** @constant */
            specversion: "1.0";
            /** @description listings/<listingId>, when the event is about a listing */
            subject?: string;
            /** Format: date-time */
            time: string;
            /** @constant */
            type: "Webhook.Disabled/v1";
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
