import * as v from 'valibot';
import { paymentStatuses, payoutStatuses } from '../domain/payments/types.ts';
import { stages } from '../domain/auth/api-keys.ts';
import { scopes } from '../routes/http.ts';
import { MAX_RESTRICTED_KEYS_PER_USER } from '../domain/auth/restricted-keys.ts';
import { MAX_RETIRING_KEYS } from '../domain/auth/full-keys.ts';
import { securityEventTypes } from '../domain/security/events.ts';
import { webhookEventTypes } from '../domain/webhooks/events.ts';
import { languages } from '../language/language.ts';
import { notificationKinds } from '../domain/event-payloads/kinds.ts';
import {
  LOOKUP_MAX,
  MAX_GALLERY,
  MAX_LINKS,
  MAX_LISTING_ITEMS,
  MAX_PAGE_SIZE,
  MAX_REFERENCE_NUMBERS,
  MAX_SERVICE_TYPES,
  WHOLE_LIST_MAX,
} from '../domain/limits/lists.ts';
import { MAX_ERROR_TEXT, MAX_ERRORS } from '../errors.ts';
import { MAX_IMAGES_PER_USER } from '../domain/users/images.ts';
import { MAX_WEBHOOKS_PER_USER } from '../domain/webhooks/service.ts';
import { MAX_ESTIMATE_STOPS } from '../schemas/estimate.ts';
import { MAX_FEEDBACK_REPLY } from '../domain/feedback/types.ts';
import { MAX_FEEDBACK_COMMENT } from '../domain/limits/texts.ts';
import { etaStatuses, partyRoles, stopNames } from '../domain/listings/types.ts';
import { memberRoles } from '../domain/users/types.ts';
import { MAX_ANSWER_TEXT, MAX_QUESTION_TEXT } from '../domain/limits/texts.ts';
import { MAX_MESSAGE_TEXT } from '../domain/limits/texts.ts';
import { boundedText, instant, uuidText, wholeNumber } from '../bounded.ts';
import { SearchBody } from '../schemas/search.ts';
import { alertModes } from '../domain/saved-searches/types.ts';
import { MAX_SEARCH_NAME } from '../domain/limits/texts.ts';
import { exportStatuses } from '../domain/privacy/types.ts';
import { providerRelations } from '../domain/provider-relations/types.ts';
import { authorityStatuses, safetyRatings, vettingReasonCodes, vettingStatuses } from '../domain/vetting/rules.ts';
import { MAX_CERTIFICATES } from '../domain/vetting/certificates.ts';
import { cadences } from '../domain/email/preferences.ts';

// Declared response shapes, for the OpenAPI document only (handlers never parse their output).
// Views in shared/domain/*/views.ts build these; test/support/api.ts checks every response the
// integration tests receive against them, so a view that drifts from its declaration fails a test.
// strictObject where we own every field (a new field must be declared here); looseObject for
// nested records whose members vary with the request (addresses, items, time frames).

// Every string, integer and list is bounded (OWASP API4; docs/developer-site.md, "Limits"): a
// client may size its buffers by the bounds. A string's bound is at least the request limit of what
// it echoes (shared/schemas); the integration tests check every answer against them.
const int = wholeNumber(0, Number.MAX_SAFE_INTEGER);
const bounded = boundedText;
/** Names, labels, codes, addresses, comments */
const text = bounded(1000);
/** A listing's descriptions (4,000 characters when sent), a profile's about */
const longText = bounded(4000);
/** Web addresses, signed ones included */
const href = bounded(4096);
const optionalText = v.optional(text);
const dateTime = instant;
const uuid = uuidText;
const listOf = <T extends v.GenericSchema>(item: T, max: number) => v.pipe(v.array(item), v.maxLength(max));

/** spec 2: a value with its labels in the request's language */
export const Labelled = v.strictObject({ value: text, label: text, shortLabel: text });
export const Link = v.strictObject({
  rel: text,
  verb: v.picklist(['GET', 'POST', 'PUT', 'DELETE']),
  href,
  title: text,
});
const Links = listOf(Link, MAX_LINKS);
const Place = v.looseObject({ label: text, shortLabel: text });
const Distance = v.strictObject({ kilometers: v.number(), label: text, shortLabel: text });
const MoneyLabel = v.strictObject({ value: v.number(), label: text, shortLabel: text, currencyType: text });
const PriceLabel = v.strictObject({ value: v.number(), label: text, shortLabel: text });
const Money = v.strictObject({ amount: v.number(), currencyType: text });
const Feedback = v.strictObject({
  count: int,
  percentPositive: v.optional(v.number()),
  starRating: v.optional(v.number()),
});
/** docs/feedback.md: averages 1-5 to one decimal, shares 0-1 to two; none before the first rating */
const share = v.pipe(v.number(), v.minValue(0), v.maxValue(1));
const stars = v.pipe(v.number(), v.minValue(1), v.maxValue(5));
export const FeedbackSummary = v.strictObject({
  count: int,
  average: v.optional(stars),
  positiveShare: v.optional(share),
  onTimeShare: v.optional(share),
  last12Months: v.strictObject({ count: int, average: v.optional(stars) }),
});
const CompanyLocation = v.optional(v.looseObject({}));
// a provider's vetting with FMCSA (docs/vetting.md); amounts in US dollars
const dollars = wholeNumber(0, Number.MAX_SAFE_INTEGER);
const Authority = v.strictObject({
  common: v.picklist(authorityStatuses),
  contract: v.picklist(authorityStatuses),
  broker: v.picklist(authorityStatuses),
});
const day = v.pipe(v.string(), v.maxLength(10), v.isoDate());
/** A certificate of insurance in force (docs/vetting.md, "Certificates of insurance"): who insures what, until when */
const CertificateInForce = v.strictObject({ insurer: text, cargo: dollars, liability: dollars, expiresOn: day });
const certificatesInForce = listOf(CertificateInForce, MAX_CERTIFICATES);
/** What a shipper weighs a provider by: on its profile, its bids and the contacts after booking */
export const VettingSummary = v.strictObject({
  status: v.picklist(vettingStatuses),
  checkedOn: v.optional(dateTime),
  authority: v.optional(Authority),
  insurance: v.optional(v.strictObject({ liabilityOnFile: dollars, cargoOnFile: dollars, bondOnFile: dollars })),
  safetyRating: v.optional(v.picklist(safetyRatings)),
  registrationChangedOn: v.optional(dateTime),
  certificates: v.optional(certificatesInForce),
});
const digits = v.pipe(text, v.regex(/^\d{1,8}$/));
const UsDollars = v.strictObject({ amount: v.number(), currencyType: v.literal('USD') });
/** What a shipper requires of the providers that bid (docs/vetting.md, "Shippers choose") */
export const ProviderRequirements = v.strictObject({
  verified: v.optional(v.boolean()),
  minimumCargoInsurance: v.optional(UsDollars),
  minimumLiabilityInsurance: v.optional(UsDollars),
  maximumSafetyRating: v.optional(v.picklist(safetyRatings)),
});
export const ProviderRequirementsDefault = v.strictObject({
  verified: v.boolean(),
  minimumCargoInsurance: v.nullable(UsDollars),
  minimumLiabilityInsurance: v.nullable(UsDollars),
  maximumSafetyRating: v.nullable(v.picklist(safetyRatings)),
  links: Links,
});
export const ProviderVetting = v.strictObject({
  status: v.picklist(vettingStatuses),
  dotNumber: v.optional(digits),
  mcNumber: v.optional(digits),
  checkedOn: v.optional(dateTime),
  attemptedOn: v.optional(dateTime),
  nextCheckOn: v.optional(dateTime),
  registrationChangedOn: v.optional(dateTime),
  legalName: optionalText,
  dbaName: optionalText,
  address: v.optional(
    v.strictObject({
      street: optionalText,
      city: optionalText,
      stateProvince: optionalText,
      postalCode: optionalText,
      country: optionalText,
    }),
  ),
  allowedToOperate: v.optional(v.boolean()),
  outOfService: v.optional(v.boolean()),
  outOfServiceSince: optionalText,
  authority: v.optional(Authority),
  insurance: v.optional(
    v.strictObject({ liabilityOnFile: dollars, liabilityRequired: dollars, cargoOnFile: dollars, bondOnFile: dollars }),
  ),
  safetyRating: v.optional(v.picklist(safetyRatings)),
  reasons: listOf(
    v.strictObject({
      code: v.picklist(vettingReasonCodes),
      field: v.picklist(['dotNumber', 'mcNumber']),
      message: text,
    }),
    vettingReasonCodes.length,
  ),
  certificates: certificatesInForce,
  links: Links,
});
export const Certificate = v.strictObject({
  certificateId: uuid,
  insurer: text,
  policyNumber: text,
  cargoInsurance: v.nullable(UsDollars),
  liabilityInsurance: v.nullable(UsDollars),
  expiresOn: day,
  status: v.picklist(['InForce', 'Expired']),
  fileName: text,
  sizeBytes: int,
  createdOn: dateTime,
  links: Links,
});
const StopAddress = v.looseObject({
  postalCode: v.optional(text),
  country: text,
  latitude: v.number(),
  longitude: v.number(),
  label: text,
  shortLabel: text,
});
const TimeFrame = v.looseObject({ earliestArrival: text, latestArrival: text, timeFrameType: text });

/** spec 7.2; OAuth errors add RFC 6749's `error` and `error_description` (docs/auth.md) */
const errorText = bounded(MAX_ERROR_TEXT);
export const ErrorResponse = v.looseObject({
  reason: errorText,
  errors: v.pipe(
    v.array(
      v.strictObject({
        code: wholeNumber(40000, 50000),
        field: errorText,
        reason: errorText,
        severity: v.picklist(['Error', 'Warning']),
      }),
    ),
    v.minLength(1),
    v.maxLength(MAX_ERRORS),
  ),
});

/** spec 4 rule 4: `{totalCount, items, links}` with a `next` link while more remain */
const PagedList = <T extends v.GenericSchema>(item: T) =>
  v.strictObject({
    totalCount: int,
    /** The list was counted up to its cap (1,000): there are at least `totalCount` (docs/performance.md). */
    totalCountCapped: v.optional(
      v.pipe(
        v.literal(true),
        v.description(
          'Present when the list was counted up to its cap (1,000): there are at least totalCount entries, and a ' +
            'page may start no further in than the cap',
        ),
      ),
    ),
    items: listOf(item, MAX_PAGE_SIZE),
    links: Links,
  });
/**
 * Lists that are never paged: every entry at once, or the newest of a list that grows without end (`totalCountCapped`)
 */
const WholeList = <T extends v.GenericSchema>(item: T, max = WHOLE_LIST_MAX) =>
  v.strictObject({
    totalCount: int,
    totalCountCapped: v.optional(
      v.pipe(
        v.literal(true),
        v.description(
          'Present when the list holds more than it shows: the newest 1,000 are shown, and there are at least ' +
            'totalCount',
        ),
      ),
    ),
    items: listOf(item, max),
  });

export const NoBody = v.null();

// users (spec 2.14; docs/users.md)
export const ActiveUser = v.strictObject({
  userId: int,
  memberId: int,
  role: v.picklist(['Owner', ...memberRoles]),
  userName: optionalText,
  firstName: text,
  lastName: text,
  companyName: optionalText,
  displayName: text,
  emailAddress: text,
  homePhone: optionalText,
  homePhoneExt: optionalText,
  mcNumber: optionalText,
  dotNumber: optionalText,
  shippingAddress: v.optional(Place),
  status: Labelled,
  userType: Labelled,
  entityType: v.optional(Labelled),
  facebookLinked: v.optional(v.boolean()),
  feedback: Feedback,
  links: Links,
});
// a company's members (docs/teams.md)
/** The person of the making company who made it (a member's id, or the owner's): shown to that company only */
const createdBy = v.optional(int);
export const Member = v.strictObject({
  memberId: int,
  role: v.picklist(memberRoles),
  firstName: text,
  lastName: text,
  emailAddress: text,
  mobilePhone: optionalText,
  status: v.picklist(['Invited', 'Active']),
  invitedOn: dateTime,
  invitedBy: int,
  joinedOn: v.optional(dateTime),
});
export const MemberPage = PagedList(Member);
export const InvitationAccepted = v.strictObject({ memberId: int, companyId: int });
/** A load's driver as the shipper sees it (docs/teams.md) */
const DriverContact = v.strictObject({ firstName: text, mobilePhone: optionalText });
export const AssignedDriver = v.strictObject({
  listingId: int,
  driver: v.strictObject({ memberId: int, firstName: text, lastName: text, mobilePhone: optionalText }),
});
export const CreatedUser = v.strictObject({
  userId: int,
  userName: optionalText,
  userType: Labelled,
  status: Labelled,
  createdOn: dateTime,
  links: Links,
});
export const UserProfile = v.strictObject({
  userSummary: v.strictObject({
    userId: int,
    displayName: text,
    imageUrl: v.optional(href),
    feedback: Feedback,
    links: Links,
  }),
  createdOn: dateTime,
  userType: Labelled,
  status: Labelled,
  about: longText,
  images: listOf(href, MAX_IMAGES_PER_USER),
  feedbackSummary: FeedbackSummary,
  cancelledBookings: v.optional(int),
  vettingSummary: v.optional(VettingSummary),
});

// feedback (docs/feedback.md)
export const FeedbackItem = v.strictObject({
  feedbackId: uuid,
  listing: v.strictObject({ listingId: int, title: text, route: v.strictObject({ from: text, to: text }) }),
  rating: wholeNumber(1, 5),
  onTime: v.optional(v.boolean()),
  comment: v.optional(bounded(MAX_FEEDBACK_COMMENT)),
  rater: v.strictObject({ userId: int, displayName: text, role: v.picklist(partyRoles) }),
  createdBy: createdBy,
  ratedUserId: int,
  createdOn: dateTime,
  changedOn: v.optional(dateTime),
  reply: v.optional(v.strictObject({ text: bounded(MAX_FEEDBACK_REPLY), repliedOn: dateTime })),
  links: Links,
});
export const FeedbackPage = PagedList(FeedbackItem);

// questions on a listing (docs/questions.md)
export const Question = v.strictObject({
  questionId: uuid,
  listingId: int,
  text: bounded(MAX_QUESTION_TEXT),
  masked: v.boolean(),
  askedBy: v.strictObject({ userId: int, companyName: text, feedbackSummary: FeedbackSummary }),
  askedOn: dateTime,
  answer: v.optional(v.strictObject({ text: bounded(MAX_ANSWER_TEXT), masked: v.boolean(), answeredOn: dateTime })),
  links: Links,
});
export const QuestionPage = PagedList(Question);

// messages of a booked listing (docs/messages.md)
export const Message = v.strictObject({
  messageId: uuid,
  listingId: int,
  senderId: int,
  createdBy: createdBy,
  recipientId: int,
  text: bounded(MAX_MESSAGE_TEXT),
  sentOn: dateTime,
  read: v.boolean(),
  readOn: v.optional(dateTime),
  links: Links,
});
export const MessagePage = PagedList(Message);

// keys and tokens (spec 5.2, 5.3; docs/auth.md)
export const ApiKey = v.strictObject({ userId: int, stage: v.picklist(stages), apiKey: text });
const RestrictedKeyFields = {
  keyId: uuid,
  name: text,
  scopes: listOf(v.picklist(scopes), scopes.length),
  createdOn: dateTime,
  expiresOn: v.optional(dateTime),
  expired: v.boolean(),
};
/** The key itself is shown in the creation answer only */
export const CreatedRestrictedKey = v.strictObject({ ...RestrictedKeyFields, apiKey: text });
export const RestrictedKeys = WholeList(v.strictObject(RestrictedKeyFields), MAX_RESTRICTED_KEYS_PER_USER);
/**
 * A rotation's answer: the new full key, shown only here, and when the previous one stops (docs/auth.md, "Rotating the
 * full key")
 */
export const RotatedApiKey = v.strictObject({
  userId: int,
  stage: v.picklist(stages),
  apiKey: text,
  previousKeyExpiresOn: v.optional(dateTime),
});
const FullKeyEntry = v.strictObject({
  keyId: text,
  kind: v.literal('full'),
  current: v.boolean(),
  lastCharacters: v.optional(text),
  createdOn: v.optional(dateTime),
  expiresOn: v.optional(dateTime),
  expired: v.boolean(),
  lastUsedOn: v.optional(dateTime),
  lastUsedFrom: v.optional(text),
});
/** Every key of the caller on this stage: the full key, previous ones in their overlap, the restricted keys */
export const ApiKeys = WholeList(
  v.union([FullKeyEntry, v.strictObject({ ...RestrictedKeyFields, kind: v.literal('restricted') })]),
  MAX_RESTRICTED_KEYS_PER_USER + 1 + MAX_RETIRING_KEYS,
);

// the security event trail (docs/security-events.md)
export const SecurityEventPage = PagedList(
  v.strictObject({
    eventId: text,
    type: v.picklist(securityEventTypes),
    occurredOn: dateTime,
    sourceAddress: text,
    requestId: text,
    by: v.optional(int),
    details: v.record(text, v.union([text, v.number(), v.boolean(), listOf(text, scopes.length)])),
  }),
);
export const AccessToken = v.strictObject({ access_token: text, token_type: v.literal('Bearer'), expires_in: int });

// prices (spec 2.7, 2.2; docs/pricing.md)
const UsdAmount = v.strictObject({ value: v.number(), label: text, shortLabel: text, currencyType: Labelled });
export const Estimate = v.strictObject({
  route: v.strictObject({ distance: Distance, items: listOf(v.strictObject({ address: Place }), MAX_ESTIMATE_STOPS) }),
  price: UsdAmount,
  lowPrice: UsdAmount,
  highPrice: UsdAmount,
});
export const FixedPriceQuote = v.strictObject({
  price: v.number(),
  nypAmount: v.number(),
  priceCorrelationId: text,
  insuranceQuote: v.optional(v.strictObject({ premium: Money })),
  coverageAmount: v.optional(Money),
});

// listings and bids (spec 2.6, 2.12; docs/listings.md)
const ListingStop = v.looseObject({ address: StopAddress, timeFrame: TimeFrame });
export const Listing = v.strictObject({
  listingId: int,
  title: text,
  description: v.optional(longText),
  confidentialDescription: v.optional(longText),
  status: Labelled,
  transitStatus: v.optional(Labelled),
  commodity: optionalText,
  pricing: v.strictObject({
    format: text,
    namedPrice: v.optional(MoneyLabel),
    targetPrice: v.optional(MoneyLabel),
    isAuction: v.boolean(),
    isBrokered: v.boolean(),
    totalBidsPlaced: v.optional(int),
    lowestBidPrice: v.optional(MoneyLabel),
  }),
  insurance: v.optional(v.strictObject({ coverageAmount: Money })),
  providerRequirements: v.optional(ProviderRequirements),
  route: v.strictObject({ distance: Distance, items: listOf(ListingStop, 2) }),
  items: listOf(v.looseObject({ commodity: text, unitCount: int }), MAX_LISTING_ITEMS),
  referenceNumbers: listOf(
    v.strictObject({ type: text, number: text, referenceNumberLabel: optionalText }),
    MAX_REFERENCE_NUMBERS,
  ),
  serviceTypes: listOf(text, MAX_SERVICE_TYPES),
  gallery: listOf(href, MAX_GALLERY),
  createdOn: dateTime,
  createdBy: createdBy,
  expiresOn: v.optional(dateTime),
  acceptedBidId: v.optional(int),
  /** the carrier company's own eyes: its member driving the load (docs/teams.md) */
  driverMemberId: v.optional(int),
  links: Links,
});
export const ListingPage = PagedList(Listing);
export const WatchedListings = WholeList(Listing);
export const Bid = v.strictObject({
  bidId: int,
  listingId: int,
  providerId: int,
  createdBy: createdBy,
  feedbackSummary: v.optional(FeedbackSummary),
  vettingSummary: v.optional(VettingSummary),
  preferred: v.optional(v.literal(true)),
  paymentDeclined: v.optional(text),
  price: MoneyLabel,
  latestPickup: dateTime,
  latestDelivery: dateTime,
  comment: optionalText,
  state: Labelled,
  declination: v.optional(v.strictObject({ reason: Labelled, comment: optionalText, declinedOn: dateTime })),
  createdOn: dateTime,
  links: Links,
});
export const Bids = WholeList(Bid);
const Party = v.strictObject({
  name: text,
  companyName: optionalText,
  username: optionalText,
  phone: optionalText,
  secondaryPhone: optionalText,
  email: text,
  CompanyAddress: v.optional(Place),
  user: v.strictObject({
    userId: int,
    displayName: text,
    profileUrl: href,
    feedback: Feedback,
    dateCreated: dateTime,
    companyLocation: CompanyLocation,
    vettingSummary: v.optional(VettingSummary),
    links: Links,
  }),
});
/** spec 2.4, with its spellings (`Shipper`, `stateProvice`) */
export const ListingContacts = v.strictObject({
  Shipper: Party,
  serviceProvider: Party,
  driver: v.optional(DriverContact),
  locations: listOf(
    v.strictObject({
      name: optionalText,
      phone: optionalText,
      altPhoneNumber: optionalText,
      emailAddress: optionalText,
      address: Place,
    }),
    2,
  ),
});

// search (spec 2.10; docs/search.md)
export const SearchResult = v.strictObject({
  listingId: int,
  title: text,
  imageUrl: href,
  expiresOn: v.optional(dateTime),
  commodity: text,
  topLevelCommodity: text,
  route: v.strictObject({
    distance: Distance,
    items: listOf(v.strictObject({ address: StopAddress, timeFrame: TimeFrame }), 2),
  }),
  pricing: v.strictObject({
    namedPrice: v.optional(PriceLabel),
    offerPrice: v.optional(PriceLabel),
    isAuction: v.boolean(),
    isBrokered: v.boolean(),
    totalBidsPlaced: v.optional(int),
    auctionTargetPrice: v.optional(PriceLabel),
    lowestBidPrice: v.optional(PriceLabel),
    isReadyForPickup: v.boolean(),
  }),
  providerRequirements: v.optional(ProviderRequirements),
  /** the searching provider meets them (docs/vetting.md) */
  meetsRequirements: v.optional(v.boolean()),
  links: Links,
});
export const SearchPage = PagedList(SearchResult);

// saved searches (docs/saved-searches.md): the query as POST /v2/search takes it
export const SavedSearch = v.strictObject({
  searchId: uuid,
  name: bounded(MAX_SEARCH_NAME),
  query: SearchBody,
  alerts: v.picklist(alertModes),
  createdOn: dateTime,
  updatedOn: dateTime,
  /**
   * while the search's alerts wait: it heard of its day's 100 listings, and hears again from this instant (its results
   * show every listing)
   */
  alertsPausedUntil: v.optional(dateTime),
  links: Links,
});
export const SavedSearchPage = PagedList(SavedSearch);

// a shipper's Preferred and Blocked providers (docs/provider-relations.md)
export const ProviderRelation = v.strictObject({
  userId: int,
  relation: v.picklist(providerRelations),
  since: dateTime,
  links: Links,
});
export const ProviderRelations = WholeList(ProviderRelation);

// a user's own data (docs/privacy.md)
export const DataExport = v.strictObject({
  exportId: uuid,
  status: v.picklist(exportStatuses),
  requestedOn: dateTime,
  completedOn: v.optional(dateTime),
  failure: optionalText,
  /** once Ready: the document's address, valid 15 minutes (read the export again for a new one) */
  link: v.optional(v.strictObject({ href, expiresOn: dateTime })),
  links: Links,
});
export const AccountClosed = v.strictObject({ status: v.literal('Closed'), erasure: v.literal('Pending') });

// transit (spec 2.11, 2.5; docs/tracking.md)
const etaStatus = v.picklist(etaStatuses);
const stopName = v.picklist(stopNames);
/** Each stop still ahead: the pickup until picked up, the delivery until delivered (docs/tracking.md). */
const StopEtas = listOf(v.strictObject({ stop: stopName, eta: v.optional(dateTime), etaStatus }), 2);
export const TransitRecord = v.strictObject({
  status: optionalText,
  punctuality: Labelled,
  recorded: dateTime,
  latitude: v.optional(v.number()),
  longitude: v.optional(v.number()),
  comment: optionalText,
  /** a tracking event's entry (docs/tracking.md): Arrived or Departed at a stop, or its estimate's status changed */
  event: v.optional(v.picklist(['Arrived', 'Departed', 'EtaChanged'])),
  stop: v.optional(stopName),
  eta: v.optional(dateTime),
  etaStatus: v.optional(etaStatus),
  previousEtaStatus: v.optional(etaStatus),
  /**
   * a batch of positions' answer (docs/tracking.md, "Positions"): the record of its latest position, how many positions
   * were new and sent twice, and the estimates after them
   */
  accepted: v.optional(int),
  duplicates: v.optional(int),
  etas: v.optional(StopEtas),
});
export const TransitHistory = v.strictObject({
  totalCount: int,
  mostRecentLocation: v.optional(v.looseObject({ recorded: dateTime, latitude: v.number(), longitude: v.number() })),
  items: listOf(TransitRecord, WHOLE_LIST_MAX),
  etas: StopEtas,
});
export const Tracking = v.strictObject({
  listingGeneratedId: int,
  listingTitle: text,
  commodityCode: optionalText,
  shipmentTrackingSummaryModel: v.strictObject({
    originAddress: Place,
    destinationAddress: Place,
    pickupTimeframe: v.looseObject({ timeZone: text }),
    deliveryTimeframe: v.looseObject({ timeZone: text }),
    currentTransitStatus: Labelled,
  }),
  carrierContactModel: v.looseObject({
    name: text,
    user: v.looseObject({ userId: int, displayName: text }),
    driver: v.optional(DriverContact),
  }),
  shipmentTrackingStatuses: listOf(
    v.strictObject({ status: text, punctuality: Labelled, recorded: dateTime }),
    WHOLE_LIST_MAX,
  ),
  mostRecentLocation: v.optional(
    listOf(v.strictObject({ recorded: dateTime, latitude: v.number(), longitude: v.number() }), 1),
  ),
  mostRecentAddress: v.optional(listOf(Place, 1)),
  etas: StopEtas,
  links: Links,
});

// listing documents and the public tracking page (docs/attachments.md, docs/tracking.md)
export const Attachment = v.strictObject({
  attachmentId: uuid,
  type: Labelled,
  contentType: v.picklist(['application/pdf', 'image/jpeg', 'image/png']),
  fileName: text,
  sizeBytes: int,
  createdOn: dateTime,
  uploadedBy: v.optional(int),
  links: Links,
});
export const Attachments = PagedList(Attachment);
export const Certificates = PagedList(Certificate);
export const TrackingPageLink = v.strictObject({ links: Links });
// email preferences (docs/notifications.md, Email)
export const NotificationPreferences = v.strictObject({
  language: v.picklist(languages),
  email: v.strictObject(
    Object.fromEntries(notificationKinds.map((kind) => [kind, v.boolean()])) as Record<
      (typeof notificationKinds)[number],
      v.BooleanSchema<undefined>
    >,
  ),
  /** How often each kind is emailed (docs/notifications.md, "Digests") */
  cadence: v.strictObject(
    Object.fromEntries(notificationKinds.map((kind) => [kind, v.picklist(cadences)])) as Record<
      (typeof notificationKinds)[number],
      v.PicklistSchema<typeof cadences, undefined>
    >,
  ),
  dailyDigestHour: wholeNumber(0, 23),
});
export const AttachmentUploadStarted = v.strictObject({
  uploadId: uuid,
  expiresOn: dateTime,
  upload: v.strictObject({
    verb: v.literal('PUT'),
    href,
    headers: v.strictObject({ 'content-type': text, 'content-length': text }),
  }),
  links: Links,
});

// LTL (spec 2.9; docs/raterequests.md)
export const RateRequest = v.strictObject({
  rateRequestID: int,
  status: text,
  thirdPartyId: optionalText,
  createdBy: createdBy,
  route: v.strictObject({ distance: Distance, items: listOf(v.looseObject({ address: Place }), 2) }),
  items: listOf(v.looseObject({ commodity: text }), MAX_LISTING_ITEMS),
  attributes: v.looseObject({}),
  createdOn: dateTime,
  listingId: v.optional(int),
  links: Links,
});
export const Rate = v.strictObject({
  rateId: int,
  rateRequestID: int,
  providerId: int,
  price: MoneyLabel,
  transitDays: int,
  serviceLevel: Labelled,
  expiresOn: dateTime,
  status: text,
  comment: optionalText,
  links: Links,
});
export const Rates = v.strictObject({
  rateRequestID: int,
  status: text,
  totalCount: int,
  items: listOf(Rate, WHOLE_LIST_MAX),
});

// notifications and webhooks (docs/notifications.md, docs/webhooks.md)
export const NotificationPage = PagedList(
  v.strictObject({
    notificationId: text,
    recipientId: int,
    kind: text,
    message: text,
    data: v.record(text, v.unknown()),
    createdAt: dateTime,
    read: v.boolean(),
  }),
);
const WebhookFields = {
  webhookId: uuid,
  url: href,
  eventTypes: listOf(v.picklist(webhookEventTypes), webhookEventTypes.length),
  createdOn: dateTime,
  // docs/webhooks.md: Disabled after 3 days of failed deliveries (or by its owner), with when and why
  status: v.picklist(['Enabled', 'Disabled']),
  disabledOn: v.optional(dateTime),
  disabledReason: optionalText,
  // docs/webhooks.md, "Rotating the secret": until then deliveries carry the previous secret's signature too
  previousSecretExpiresOn: v.optional(dateTime),
};
export const Webhook = v.strictObject(WebhookFields);
/** The signing secret is shown in the creation answer only */
export const CreatedWebhook = v.strictObject({ ...WebhookFields, secret: text });
export const Webhooks = WholeList(v.strictObject(WebhookFields), MAX_WEBHOOKS_PER_USER);
/** A secret rotation's answer: the new secret, shown only here */
export const RotatedWebhookSecret = v.strictObject({
  webhookId: uuid,
  secret: text,
  previousSecretExpiresOn: v.optional(dateTime),
});
const WebhookDelivery = v.strictObject({
  deliveryId: text,
  webhookId: uuid,
  eventId: text,
  eventType: text,
  event: v.record(text, v.unknown()),
  status: v.picklist(['Pending', 'Delivered', 'Failed']),
  attempts: int,
  lastStatusCode: v.optional(v.nullable(int)),
  lastError: v.optional(v.nullable(text)),
  createdOn: dateTime,
  updatedOn: dateTime,
});
export const WebhookDeliveries = WholeList(WebhookDelivery);
/**
 * What one POST to the receiver came to (docs/webhooks.md, "Debugging"): its status, how long it took, its answer's
 * first KB.
 */
const SendOutcome = v.strictObject({
  ok: v.boolean(),
  statusCode: v.optional(int),
  latencyMs: int,
  responseStart: v.optional(v.pipe(v.string(), v.maxLength(1024))),
  error: optionalText,
});
export const TestEventSent = v.strictObject({
  eventId: uuid,
  eventType: v.picklist(webhookEventTypes),
  outcome: SendOutcome,
});
export const Redelivered = v.strictObject({ delivery: WebhookDelivery, outcome: SendOutcome });

// lookups (spec 2.12, 2.13, 4 #18; docs/lookups.md)
const labelledWith = <T extends v.ObjectEntries>(entries: T) =>
  WholeList(v.strictObject({ value: text, label: text, shortLabel: text, ...entries }), LOOKUP_MAX);
export const BidDeclinationReasons = labelledWith({});
export const ServiceTypes = labelledWith({
  details: longText,
  costTier: int,
  recommended: v.optional(v.literal(true)),
});
export const Commodities = labelledWith({ subCommodities: v.optional(listOf(Labelled, LOOKUP_MAX)) });
export const TrailerTypes = labelledWith({ commodities: listOf(text, LOOKUP_MAX) });
export const Regions = labelledWith({ code: text, depth: int, parent: optionalText });
export const Currencies = labelledWith({ symbol: text });

/** This document itself */
export const OpenApiDocument = v.looseObject({
  openapi: bounded(10),
  info: v.looseObject({}),
  paths: v.looseObject({}),
});
/** The AsyncAPI document of the webhook events */
export const AsyncApiDocument = v.looseObject({
  asyncapi: bounded(10),
  info: v.looseObject({}),
  channels: v.looseObject({}),
  operations: v.looseObject({}),
});

// a booking's money (docs/payments.md)
const paymentStatus = v.picklist(paymentStatuses);
export const Payment = v.strictObject({
  status: paymentStatus,
  total: Money,
  breakdown: v.strictObject({ carrierPrice: Money, insurancePremium: Money, serviceFee: Money }),
  carrierPayout: Money,
  refunded: v.optional(Money),
  releaseCode: v.optional(v.pipe(text, v.regex(/^\d{6}$/))),
  history: listOf(v.strictObject({ status: paymentStatus, at: dateTime }), 100),
});
export const PayoutOnboardingLink = v.strictObject({ url: href, expiresAt: dateTime });
export const Payouts = v.strictObject({
  status: v.picklist(payoutStatuses),
  disabledReason: optionalText,
  balance: v.strictObject({ available: listOf(Money, 10), pending: listOf(Money, 10) }),
  payouts: listOf(v.strictObject({ payoutId: text, amount: Money, status: text, arrivalDate: dateTime }), 20),
});
export const StripeEventReceived = v.strictObject({ received: v.literal(true), applied: v.boolean() });
