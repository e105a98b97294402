import * as v from 'valibot';
import { partyRoles, transitStatuses } from '../listings/types.ts';
import { attachmentTypes, MAX_ATTACHMENT_BYTES } from '../attachments/types.ts';
import type { NotificationKind } from './kinds.ts';
import { MAX_REFERENCE_NUMBERS } from '../limits/lists.ts';
import { MAX_FEEDBACK_COMMENT } from '../limits/texts.ts';
import { MAX_ANSWER_TEXT, MAX_QUESTION_TEXT } from '../limits/texts.ts';
import { MAX_MESSAGE_TEXT } from '../limits/texts.ts';
import { MAX_SEARCH_NAME } from '../limits/texts.ts';
import { boundedText, instant, uuidText, wholeNumber } from '../../bounded.ts';
import { vettingReasonCodes, vettingStatuses } from '../vetting/rules.ts';
import { vettingChangeFields } from '../vetting/changes.ts';
import { REMINDER_DAYS } from '../vetting/certificates.ts';
import { paymentStatuses } from '../payments/types.ts';
import { etaStatuses, stopNames } from '../listings/types.ts';

/** The listings one shipper hears of in a provider's vetting change: its bids and bookings with the provider. */
export const MAX_LISTINGS_OF_A_CHANGE = 1000;

// What each event carries (docs/webhooks.md): the notifier's drafts are typed by these schemas
// (notifications/events.ts), webhooks deliver them as a CloudEvent's `data`, and the AsyncAPI
// document (GET /v2/asyncapi.json, shared/contract/asyncapi.ts) publishes them with an example.

const id = wholeNumber(1, Number.MAX_SAFE_INTEGER);
const text = boundedText;
const dateTime = instant;
const Money = v.object({ amount: v.number(), currencyType: text(3) });
const punctualities = ['NotApplicable', 'OnTime', 'NotOnTime'] as const;
const MatchedStop = v.object({
  majorMunicipality: text(100),
  stateProvince: text(60),
  postalCode: text(20),
  country: text(2),
});
/** A listing's card in an alert (docs/saved-searches.md): enough to decide without another call. */
const MatchedListing = v.object({
  listingId: id,
  title: text(200),
  commodity: text(100),
  pricingFormat: text(30),
  price: v.optional(Money),
  kilometers: v.number(),
  pickup: MatchedStop,
  delivery: MatchedStop,
  expiresOn: dateTime,
});
const matchedListingExample = {
  listingId: 1042,
  title: '2019 Honda Civic',
  commodity: 'CarsLightTrucks',
  pricingFormat: 'Auction',
  price: { amount: 950, currencyType: 'USD' },
  kilometers: 314,
  pickup: { majorMunicipality: 'Dallas', stateProvince: 'TX', postalCode: '75201', country: 'US' },
  delivery: { majorMunicipality: 'Austin', stateProvince: 'TX', postalCode: '78701', country: 'US' },
  expiresOn: '2027-03-01T00:00:00.000Z',
};

/** A booking's payment as its events carry it (docs/payments.md): its status and money, never a card's data. */
const PaymentOfEvent = v.object({
  listingId: id,
  status: v.picklist(paymentStatuses),
  total: Money,
  carrierPayout: Money,
  refunded: v.optional(Money),
});
const paymentExample = {
  listingId: 1042,
  status: 'Held',
  total: { amount: 1170, currencyType: 'USD' },
  carrierPayout: { amount: 1000, currencyType: 'USD' },
};

/** Where and when the truck entered or left a stop's geofence (docs/tracking.md): the position that found it. */
const ShipmentAtStop = v.object({
  listingId: id,
  stop: v.picklist(stopNames),
  recorded: dateTime,
  latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
});
const atStopExample = {
  listingId: 1042,
  stop: 'Pickup',
  recorded: '2027-03-02T15:48:00.000Z',
  latitude: 30.2506,
  longitude: -97.7495,
};

/** Each event type's `data`, with a description and an example (the AsyncAPI document shows both). */
export const eventPayloads = {
  'Listing.Booked/v1': {
    summary:
      'A listing was booked: a bid accepted, a BookItNow bid placed or an LTL rate booked. The carrier gets ' +
      'listingId and bidId; the shipper also the price and the carrier.',
    data: v.object({ listingId: id, bidId: id, price: v.optional(Money), providerId: v.optional(id) }),
    example: { listingId: 1042, bidId: 7, price: { amount: 1450, currencyType: 'USD' }, providerId: 311 },
  },
  'Shipment.TransitStatusChanged/v1': {
    summary: "A booked shipment's transit status moved on (spec 3.1), to its shipper",
    data: v.object({
      listingId: id,
      status: v.picklist(transitStatuses),
      punctuality: v.picklist(punctualities),
      recorded: dateTime,
    }),
    example: { listingId: 1042, status: 'PickedUp', punctuality: 'OnTime', recorded: '2027-03-02T16:20:00.000Z' },
  },
  'Bid.Placed/v1': {
    summary:
      "A carrier bid on the shipper's listing. `paymentDeclined`: a BookItNow bid the listing's saved card did not " +
      "book, with Stripe's reason; it waits for the shipper to accept it with another card",
    data: v.object({ listingId: id, bidId: id, price: Money, providerId: id, paymentDeclined: v.optional(text(500)) }),
    example: { listingId: 1042, bidId: 7, price: { amount: 1450, currencyType: 'USD' }, providerId: 311 },
  },
  'Bid.Declined/v1': {
    summary: "The shipper declined the carrier's bid, with a reason of GET /v2/lookups/bidDeclinationReasons",
    data: v.object({ listingId: id, bidId: id, reason: v.optional(text(100)), comment: v.optional(text(1000)) }),
    example: { listingId: 1042, bidId: 7, reason: 'PriceTooHigh', comment: 'Looking for something nearer 1,200' },
  },
  'Bid.Closed/v1': {
    summary: "The listing was booked with another carrier: the carrier's bid is closed",
    data: v.object({ listingId: id, bidId: id }),
    example: { listingId: 1042, bidId: 8 },
  },
  'RateRequest.Created/v1': {
    summary: 'A new LTL rate request the carrier may rate (spec 4 rule 10: its regions)',
    data: v.object({
      rateRequestID: id,
      pickupRegion: text(60),
      freightClasses: v.pipe(v.array(v.number()), v.maxLength(50)),
    }),
    example: { rateRequestID: 88, pickupRegion: 'NA-USA-TX', freightClasses: [70, 85] },
  },
  'RateRequest.RateOffered/v1': {
    summary: "A carrier offered a rate on the user's rate request",
    data: v.object({
      rateRequestID: id,
      rateId: id,
      price: Money,
      transitDays: wholeNumber(0, 365),
      serviceLevel: v.picklist(['Standard', 'Guaranteed', 'Expedited']),
    }),
    example: {
      rateRequestID: 88,
      rateId: 3,
      price: { amount: 612.5, currencyType: 'USD' },
      transitDays: 3,
      serviceLevel: 'Standard',
    },
  },
  'Listing.DocumentAdded/v1': {
    summary:
      'A document was added to a booked listing: to the other party; the generated Bill of Lading to both ' +
      '(docs/attachments.md)',
    data: v.object({
      listingId: id,
      attachmentId: uuidText,
      type: v.picklist(attachmentTypes),
      fileName: text(200),
      contentType: text(100),
      sizeBytes: wholeNumber(1, MAX_ATTACHMENT_BYTES),
      uploadedBy: v.optional(id),
    }),
    example: {
      listingId: 1042,
      attachmentId: '3f0b8c52-1d7e-4a9b-9a61-0c2f6f1e2d44',
      type: 'DeliveryReceipt',
      fileName: 'receipt.pdf',
      contentType: 'application/pdf',
      sizeBytes: 48213,
      uploadedBy: 311,
    },
  },
  'Listing.ExpiringWithoutBids/v1': {
    summary: "The shipper's listing expires within a day and has no bid yet (once per listing)",
    data: v.object({ listingId: id, expiresOn: dateTime }),
    example: { listingId: 1042, expiresOn: '2027-03-01T00:00:00.000Z' },
  },
  'Feedback.Received/v1': {
    summary:
      'The other party of a delivered shipment left feedback on the user (docs/feedback.md); GET ' +
      '/v2/feedback/{feedbackId} reads it, POST .../reply answers it once',
    data: v.object({
      feedbackId: uuidText,
      listingId: id,
      rating: wholeNumber(1, 5),
      raterId: id,
      raterRole: v.picklist(partyRoles),
      onTime: v.optional(v.boolean()),
      comment: v.optional(text(MAX_FEEDBACK_COMMENT)),
    }),
    example: {
      feedbackId: '6c1f2d9e-4b7a-4e3f-9d21-7a0b5c3e8f14',
      listingId: 1042,
      rating: 5,
      raterId: 207,
      raterRole: 'Shipper',
      onTime: true,
      comment: 'Careful with the car, called ahead.',
    },
  },
  'Listing.QuestionAsked/v1': {
    summary:
      "A carrier asked a question on the shipper's listing (docs/questions.md); the text as stored, contact details " +
      'masked before booking',
    data: v.object({
      listingId: id,
      questionId: uuidText,
      text: text(MAX_QUESTION_TEXT),
      masked: v.boolean(),
      askerId: id,
    }),
    example: {
      listingId: 1042,
      questionId: '0193a1c2-7d4e-7b21-9c3f-5e8a1b2c3d4e',
      text: 'Does the car run and steer? Call me at [phone number hidden]',
      masked: true,
      askerId: 311,
    },
  },
  'Listing.QuestionAnswered/v1': {
    summary:
      "The shipper answered a question on a listing: to the carrier who asked and to the listing's watchers " +
      '(docs/questions.md)',
    data: v.object({
      listingId: id,
      questionId: uuidText,
      question: text(MAX_QUESTION_TEXT),
      answer: text(MAX_ANSWER_TEXT),
      masked: v.boolean(),
    }),
    example: {
      listingId: 1042,
      questionId: '0193a1c2-7d4e-7b21-9c3f-5e8a1b2c3d4e',
      question: 'Does the car run and steer?',
      answer: 'Yes, it drives onto the trailer.',
      masked: false,
    },
  },
  'Listing.MessageReceived/v1': {
    summary:
      'The other party of a booked listing wrote a message (docs/messages.md): at once in the inbox and by webhook; ' +
      'by email only once it has been unread for 10 minutes',
    data: v.object({ listingId: id, messageId: uuidText, senderId: id, text: text(MAX_MESSAGE_TEXT) }),
    example: {
      listingId: 1042,
      messageId: '0193a1c4-2b10-7c55-8e3a-9f4d2c1b0a99',
      senderId: 311,
      text: 'On my way, about 40 minutes out. The gate code still 4411?',
    },
  },
  'Listing.Matched/v1': {
    summary:
      "A listing opened (or came to match) that one of the user's saved searches with alerts finds " +
      "(docs/saved-searches.md): once per search and listing, the search's id and name with the listing's card",
    data: v.object({
      searchId: uuidText,
      searchName: text(MAX_SEARCH_NAME),
      alerts: v.picklist(['instant', 'daily']),
      listingId: id,
      listing: MatchedListing,
    }),
    example: {
      searchId: '0193a1d0-5e2f-7a10-8b4c-2d6e8f0a1b3c',
      searchName: 'Cars out of Dallas',
      alerts: 'instant',
      listingId: 1042,
      listing: matchedListingExample,
    },
  },
  'Listing.Posted/v1': {
    summary:
      'A shipper who marked the carrier Preferred posted a listing (docs/provider-relations.md): at once, without a ' +
      "saved search, with the listing's card",
    data: v.object({ listingId: id, shipperId: id, listing: MatchedListing }),
    example: { listingId: 1042, shipperId: 207, listing: matchedListingExample },
  },
  'Listing.DriverAssigned/v1': {
    summary:
      "The carrier assigned the driver of the shipper's booked listing, or another one (docs/teams.md): the driver's " +
      'first name and mobile phone',
    data: v.object({ listingId: id, firstName: text(50), mobilePhone: v.optional(text(30)), assignedOn: dateTime }),
    example: {
      listingId: 1042,
      firstName: 'Dana',
      mobilePhone: '512-555-0142',
      assignedOn: '2027-03-01T14:05:00.000Z',
    },
  },
  'Provider.VettingChanged/v1': {
    summary:
      "A carrier's or broker's vetting with FMCSA changed (docs/vetting.md): its status, numbers, authority, " +
      'insurance on file, out-of-service state, registered name or address. The provider hears of its own; each ' +
      'shipper with an active bid from it or a booking not yet delivered hears too, with those listings',
    data: v.object({
      providerId: id,
      status: v.picklist(vettingStatuses),
      previousStatus: v.picklist(vettingStatuses),
      changed: v.pipe(v.array(v.picklist(vettingChangeFields)), v.maxLength(vettingChangeFields.length)),
      reasons: v.pipe(v.array(v.picklist(vettingReasonCodes)), v.maxLength(vettingReasonCodes.length)),
      checkedOn: v.optional(dateTime),
      listingIds: v.optional(v.pipe(v.array(id), v.maxLength(MAX_LISTINGS_OF_A_CHANGE))),
    }),
    example: {
      providerId: 311,
      status: 'Failed',
      previousStatus: 'Verified',
      changed: ['status', 'outOfService'],
      reasons: ['NotAllowedToOperate', 'OutOfService'],
      checkedOn: '2027-03-02T06:14:00.000Z',
      listingIds: [1042, 1057],
    },
  },
  'Provider.CertificateExpiring/v1': {
    summary:
      "One of the provider's certificates of insurance expires soon (docs/vetting.md): told 30 and 7 days before its " +
      'last day (once, when it was uploaded nearer than that). After that day it counts for nothing toward what ' +
      'shippers require',
    data: v.object({
      providerId: id,
      certificateId: uuidText,
      insurer: text(200),
      policyNumber: text(100),
      expiresOn: v.pipe(v.string(), v.maxLength(10), v.isoDate()),
      daysBefore: v.picklist(REMINDER_DAYS),
    }),
    example: {
      providerId: 311,
      certificateId: '0b6f9a52-7d1e-4c3a-9f0e-2a5b8c4d6e71',
      insurer: 'Great Plains Casualty',
      policyNumber: 'GPC-88-1042',
      expiresOn: '2027-04-01',
      daysBefore: 30,
    },
  },
  'Listing.BookingCancelled/v1': {
    summary:
      'The other party cancelled the booking before pickup (docs/payments.md, "Cancelling a booking"): the ' +
      "shipper's cancellation leaves the listing Cancelled; the carrier's opens it to bids again (relisted). A " +
      'payment on the platform is refunded by who cancelled (GET /v2/listings/{listingId}/payment)',
    data: v.object({ listingId: id, bidId: id, cancelledBy: v.picklist(partyRoles), relisted: v.boolean() }),
    example: { listingId: 1042, bidId: 7, cancelledBy: 'Carrier', relisted: true },
  },
  'Webhook.Disabled/v1': {
    summary:
      'One of your webhooks was disabled: every delivery to it failed for 3 days (docs/webhooks.md). Its deliveries ' +
      'stay listed; enable it with PUT /v2/webhooks/{webhookId} and redeliver them',
    data: v.object({
      webhookId: v.pipe(v.string(), v.maxLength(36)),
      url: v.pipe(v.string(), v.maxLength(2000)),
      reason: v.pipe(v.string(), v.maxLength(200)),
      failingSince: v.pipe(v.string(), v.maxLength(30)),
      disabledOn: v.pipe(v.string(), v.maxLength(30)),
    }),
    example: {
      webhookId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
      url: 'https://hooks.example.com/marketplace',
      reason: 'Every delivery since 2027-02-27T16:20:01.000Z failed (3 days)',
      failingSince: '2027-02-27T16:20:01.000Z',
      disabledOn: '2027-03-02T16:20:01.000Z',
    },
  },
  'Payment.Held/v1': {
    summary:
      'The shipper paid for the booking on the platform (docs/payments.md): the total is held until it is released ' +
      "to the carrier. To the shipper and the booked carrier; the booking's email carries it",
    data: PaymentOfEvent,
    example: paymentExample,
  },
  'Payment.Released/v1': {
    summary:
      "The booking's payment was released: the carrier's payout is transferred to its payout account " +
      '(docs/payments.md, "Release"). To the shipper and the booked carrier',
    data: PaymentOfEvent,
    example: { ...paymentExample, status: 'Released' },
  },
  'Payment.Refunded/v1': {
    summary:
      "The booking's payment went back to the shipper, whole (Refunded) or in part (PartiallyRefunded, by the " +
      'cancellation policy of docs/payments.md): `refunded` says how much. To the shipper and the booked carrier',
    data: PaymentOfEvent,
    example: { ...paymentExample, status: 'PartiallyRefunded', refunded: { amount: 920, currencyType: 'USD' } },
  },
  'Payment.Disputed/v1': {
    summary:
      "The shipper's bank disputes the booking's payment: nothing is released until the dispute closes " +
      '(docs/payments.md). To the shipper and the booked carrier',
    data: PaymentOfEvent,
    example: { ...paymentExample, status: 'Disputed' },
  },
  'Payout.Sent/v1': {
    summary:
      "Stripe paid the carrier's payout for a listing out to its bank (docs/payments.md): the amount, and when the " +
      'bank should have it. To the carrier, once per payout and listing',
    data: v.object({ listingId: id, payoutId: text(100), amount: Money, arrivalDate: dateTime }),
    example: {
      listingId: 1042,
      payoutId: 'po_1QxY2z3A4b5C6d7E',
      amount: { amount: 1000, currencyType: 'USD' },
      arrivalDate: '2027-03-06T00:00:00.000Z',
    },
  },
  'Shipment.Arrived/v1': {
    summary:
      "The truck carrying the shipper's booked shipment entered a stop's geofence (docs/tracking.md): the pickup or " +
      'the delivery, with the position and time that found it. To the shipper',
    data: ShipmentAtStop,
    example: atStopExample,
  },
  'Shipment.Departed/v1': {
    summary:
      "The truck carrying the shipper's booked shipment left a stop's geofence (docs/tracking.md): the pickup or " +
      'the delivery, with the position and time that found it. To the shipper',
    data: ShipmentAtStop,
    example: { ...atStopExample, recorded: '2027-03-02T17:05:00.000Z', latitude: 30.2611, longitude: -97.7612 },
  },
  'Shipment.EtaChanged/v1': {
    summary:
      'A stop\'s estimated arrival changed how it stands against the booked time (docs/tracking.md, "Estimated ' +
      'arrival"): OnTime, AtRisk, Late, NoSignal (no position for 2 hours) or Unknown, and what it was. `eta` is the ' +
      'estimate, absent when there is none (NoSignal, Unknown). To the shipper',
    data: v.object({
      listingId: id,
      stop: v.picklist(stopNames),
      eta: v.optional(dateTime),
      etaStatus: v.picklist(etaStatuses),
      previousEtaStatus: v.picklist(etaStatuses),
      recorded: dateTime,
    }),
    example: {
      listingId: 1042,
      stop: 'Delivery',
      eta: '2027-03-04T21:00:00.000Z',
      etaStatus: 'AtRisk',
      previousEtaStatus: 'OnTime',
      recorded: '2027-03-03T18:30:00.000Z',
    },
  },
} as const;

export type EventType = keyof typeof eventPayloads;

/** The event type of each notification kind (the first two are the original marketplace's names for integrators). */
export const eventTypeOfKind = {
  BidAccepted: 'Listing.Booked/v1',
  ListingBooked: 'Listing.Booked/v1',
  TransitStatusChanged: 'Shipment.TransitStatusChanged/v1',
  BidPlaced: 'Bid.Placed/v1',
  BidDeclined: 'Bid.Declined/v1',
  BidClosed: 'Bid.Closed/v1',
  RateRequestCreated: 'RateRequest.Created/v1',
  RateOffered: 'RateRequest.RateOffered/v1',
  DocumentAdded: 'Listing.DocumentAdded/v1',
  ListingExpiring: 'Listing.ExpiringWithoutBids/v1',
  FeedbackReceived: 'Feedback.Received/v1',
  QuestionAsked: 'Listing.QuestionAsked/v1',
  QuestionAnswered: 'Listing.QuestionAnswered/v1',
  MessageReceived: 'Listing.MessageReceived/v1',
  ListingMatched: 'Listing.Matched/v1',
  ListingPosted: 'Listing.Posted/v1',
  WebhookDisabled: 'Webhook.Disabled/v1',
  DriverAssigned: 'Listing.DriverAssigned/v1',
  VettingChanged: 'Provider.VettingChanged/v1',
  CertificateExpiring: 'Provider.CertificateExpiring/v1',
  BookingCancelled: 'Listing.BookingCancelled/v1',
  PaymentHeld: 'Payment.Held/v1',
  PaymentReleased: 'Payment.Released/v1',
  PaymentRefunded: 'Payment.Refunded/v1',
  PaymentDisputed: 'Payment.Disputed/v1',
  PayoutSent: 'Payout.Sent/v1',
  ShipmentArrived: 'Shipment.Arrived/v1',
  ShipmentDeparted: 'Shipment.Departed/v1',
  EtaChanged: 'Shipment.EtaChanged/v1',
} as const satisfies Record<NotificationKind, EventType>;
export type EventData<T extends EventType> = v.InferInput<(typeof eventPayloads)[T]['data']>;

/**
 * Beside its data, a webhook's event names the listing's reference numbers, when it is about a listing
 * (docs/webhooks.md).
 */
export const ReferenceNumbersOfEvent = v.optional(
  v.pipe(
    v.array(v.object({ type: text(30), number: text(60), referenceNumberLabel: v.optional(text(60)) })),
    v.maxLength(MAX_REFERENCE_NUMBERS),
  ),
);
