import type * as v from 'valibot';
import * as R from './responses.ts';
import {
  ApiKeyRequestBody,
  KeyRotationBody,
  RestrictedKeyBody,
  RestrictedKeyPath,
  TokenRequestBody,
} from '../schemas/auth.ts';
import { CertificateFields, CertificatePath, ProviderRequirementsBody, VettingBody } from '../schemas/vetting.ts';
import { MAX_CERTIFICATE_BYTES } from '../domain/vetting/certificates.ts';
import { EstimateBody } from '../schemas/estimate.ts';
import { FixedPriceBody } from '../schemas/fixed-price.ts';
import { CreateListingBody } from '../schemas/listings.ts';
import { DeclineBidBody, PlaceBidBody } from '../schemas/bids.ts';
import { BookingBody, PayoutOnboardingBody, ReleasePaymentBody, StripeEventBody } from '../schemas/payments.ts';
import {
  BidIdPath,
  CommodityPath,
  ListingIdPath,
  NotificationIdPath,
  RatePath,
  RateRequestPath,
  TokenPath,
  UserIdPath,
  UserImagePath,
} from '../schemas/paths.ts';
import {
  CommoditiesQuery,
  CommodityCodeQuery,
  ListingsQuery,
  NotificationsQuery,
  PagingOnlyQuery,
  RegionsQuery,
} from '../schemas/queries.ts';
import { RateBody, RateRequestBody } from '../schemas/raterequests.ts';
import { SearchBody } from '../schemas/search.ts';
import { LocationUpdateBody, TransitStatusBody, TransitStatusFields } from '../schemas/tracking.ts';
import { CreateUserBody } from '../schemas/users.ts';
import {
  DeliveryPath,
  SecretRotationBody,
  SubscribeBody,
  TestEventBody,
  WebhookIdPath,
  WebhookStatusBody,
} from '../schemas/webhooks.ts';
import { AttachmentFields, AttachmentPath, StartUploadBody, UploadPath } from '../schemas/attachments.ts';
import { PreferencesBody, UnsubscribeQuery } from '../schemas/email.ts';
import { FeedbackBody, FeedbackIdPath, FeedbackReplyBody } from '../schemas/feedback.ts';
import { AnswerBody, QuestionBody, QuestionPath } from '../schemas/questions.ts';
import { MessageBody, MessagePath } from '../schemas/messages.ts';
import { SavedSearchBody, SavedSearchPath } from '../schemas/saved-searches.ts';
import { ProviderRelationBody } from '../schemas/provider-relations.ts';
import { CloseAccountBody, ExportIdPath } from '../schemas/privacy.ts';
import {
  AcceptInvitationBody,
  AssignDriverBody,
  InvitationPath,
  InviteMemberBody,
  MemberPath,
  MemberRoleBody,
} from '../schemas/teams.ts';
import { MAX_ATTACHMENT_BYTES } from '../domain/attachments/types.ts';
import { MAX_IMAGE_BYTES } from '../domain/users/images.ts';
import { MAX_TEXT_PART_BYTES } from '../http/multipart.ts';
import { MAX_PAGE_BYTES } from '../http/html.ts';

// What each row of the route table takes and answers, keyed by route id: the source of the
// OpenAPI document (./openapi.ts). Request schemas are the ones the handlers parse.

type Schema = v.GenericSchema;

export interface DeclaredResponse {
  description: string;
  /** JSON body; 'binary' for images and pages (with their largest size); absent for an empty body (204). */
  body?: Schema | { binary: string; maxBytes: number };
  headers?: Record<string, string>;
  /** The answer may instead be the spec 7.2 error body (for a client that does not accept the declared type). */
  alsoError?: true;
  /** A JSON answer that a browser's form post gets as an HTML page instead. */
  alsoPage?: true;
}

export type FormPartDeclaration = { description: string } & (
  | { schema: Schema }
  | { contentMediaType: string; maxBytes: number }
);

export interface Operation {
  summary: string;
  tag: string;
  /** Where the rule comes from: a spec section or one of our docs. */
  source: string;
  path?: Schema;
  query?: Schema;
  body?: { schema: Schema; example: unknown; mediaTypes?: string[]; optional?: boolean };
  /**
   * Multipart upload: its parts, text ones by the schema the handler applies, files by type and size (sniffed by the
   * domain).
   */
  multipart?: { parts: Record<string, FormPartDeclaration>; required: string[] };
  responses: Record<number, DeclaredResponse>;
  /**
   * Checks a password: counted against the guessing budgets, so it may answer 429 (docs/auth.md, "Password guessing").
   */
  signsIn?: true;
}

const location = { Location: 'The address of what was created' };
const ok = (body: Schema, description = 'OK'): Record<number, DeclaredResponse> => ({ 200: { description, body } });
const createdWith = (body: Schema, description: string): Record<number, DeclaredResponse> => ({
  201: { description, body, headers: location },
});
const createdAt = (description: string): Record<number, DeclaredResponse> => ({
  201: { description, body: R.NoBody, headers: location },
});
/** A paid booking's charge refused by Stripe (docs/payments.md): nothing was booked. */
const paymentRefused: Record<number, DeclaredResponse> = {
  402: {
    description:
      "The card was declined or the payment failed (Stripe's reason, naming payment.paymentMethod): nothing was booked",
    body: R.ErrorResponse,
  },
};
/** A transit report answers the record it made, as GET transitStatuses lists it (spec 4 #10: 201 with Location). */
const reported = createdWith(R.TransitRecord, 'Recorded: the status record, as the history lists it');
const none = (description: string): Record<number, DeclaredResponse> => ({ 204: { description } });
/** The bytes of a private object: a redirect to a signed address (docs/attachments.md). */
const signedRedirect: Record<number, DeclaredResponse> = {
  302: {
    description: 'Found: the bytes are at Location',
    headers: { Location: 'A signed address of the bytes, valid for 5 minutes' },
  },
};
/** 413 naming the field or part over its size limit (spec 7.2 body). */
const tooLarge = (what: string): Record<number, DeclaredResponse> => ({
  413: { description: `${what} over its size limit: the 7.2 error names it`, body: R.ErrorResponse },
});

const stop = (postalCode: string, streetAddress: string, earliest: string, latest: string) => ({
  address: { streetAddress, postalCode, country: 'US', type: 'Residence' },
  timeFrame: { earliestArrival: earliest, latestArrival: latest, timeFrameType: 'Between' },
});
/** A document's file part (docs/attachments.md): its bytes decide its type. */
const documentFile = (what: string) => ({
  contentMediaType: 'application/pdf',
  maxBytes: MAX_ATTACHMENT_BYTES,
  description: `${what}: a PDF, JPEG or PNG file (its bytes decide), at most 10 MiB`,
});
const credentials = { emailAddress: 'dana@example.com', password: 'correct-horse' };
const transitComment = { comment: 'Loaded and strapped' };

export const operations: Record<string, Operation> = {
  GetActiveUser: {
    summary: 'The authenticated user',
    tag: 'Users',
    source: 'spec 4 #17, 2.14',
    responses: ok(R.ActiveUser),
  },
  CreateUser: {
    summary: 'Create a user (Affiliates only)',
    tag: 'Users',
    source: 'spec 4 #6, 2.8',
    body: {
      schema: CreateUserBody,
      example: {
        user: {
          userType: 'Shipper',
          firstName: 'Dana',
          lastName: 'Reyes',
          emailAddress: 'dana@example.com',
          password: 'correct-horse',
          mobilePhone: '+1 512 555 0142',
        },
        userPreferences: { timeZone: 'America/Chicago', currency: 'USD' },
      },
    },
    responses: createdWith(R.CreatedUser, 'Created; Location is the profile'),
  },
  GetUserProfile: {
    summary: "A user's public profile",
    tag: 'Users',
    source: 'spec 4 #13, 2.14',
    path: UserIdPath,
    responses: ok(R.UserProfile),
  },
  UploadProfileImage: {
    summary: 'Upload a profile image (multipart)',
    tag: 'Users',
    source: 'spec 4 #12, rule 5',
    multipart: {
      parts: {
        image: {
          contentMediaType: 'image/*',
          maxBytes: MAX_IMAGE_BYTES,
          description: 'JPEG, PNG or GIF, at most 4 MiB (docs/users.md)',
        },
        settings: {
          contentMediaType: 'application/json',
          maxBytes: MAX_TEXT_PART_BYTES,
          description: '{"primary": true} to make it the first image',
        },
      },
      required: ['image'],
    },
    responses: { ...createdAt('Created; Location is the image address'), ...tooLarge('The image') },
  },
  GetProfileImage: {
    summary: 'A profile image',
    tag: 'Users',
    source: 'spec 4 #12',
    path: UserImagePath,
    responses: { 200: { description: 'The image bytes', body: { binary: 'image/*', maxBytes: MAX_IMAGE_BYTES } } },
  },
  GetNotificationPreferences: {
    summary: 'Your email preferences: per event type on or off, and the language',
    tag: 'Notifications',
    source: 'docs/notifications.md',
    responses: ok(R.NotificationPreferences),
  },
  UpdateNotificationPreferences: {
    summary: 'Change your email preferences (what is not sent stays)',
    tag: 'Notifications',
    source: 'docs/notifications.md',
    body: {
      schema: PreferencesBody,
      example: {
        language: 'fr',
        email: { RateRequestCreated: false },
        cadence: { BidPlaced: 'daily' },
        dailyDigestHour: 18,
      },
    },
    responses: ok(R.NotificationPreferences),
  },
  GetVetting: {
    summary: 'Your vetting with FMCSA: the verdict on your USDOT and MC numbers, what it rests on, and why',
    tag: 'Users',
    source: 'docs/vetting.md',
    responses: ok(R.ProviderVetting),
  },
  UpdateVetting: {
    summary: 'Give your USDOT and MC numbers and have them checked with FMCSA now',
    tag: 'Users',
    source: 'docs/vetting.md',
    body: { schema: VettingBody, example: { dotNumber: 'USDOT 1000001', mcNumber: 'MC-700001' } },
    responses: ok(R.ProviderVetting, 'Checked (or Pending while FMCSA is away)'),
  },
  ListCertificates: {
    summary: 'Your certificates of insurance, in force and expired, newest first',
    tag: 'Users',
    source: 'docs/vetting.md',
    responses: ok(R.Certificates),
  },
  UploadCertificate: {
    summary:
      'Add a certificate of insurance (multipart: the PDF and what it certifies); in force through expiresOn, it ' +
      "counts toward shippers' minimums",
    tag: 'Users',
    source: 'docs/vetting.md',
    multipart: {
      parts: {
        insurer: { schema: CertificateFields.entries.insurer, description: 'Who insures' },
        policyNumber: { schema: CertificateFields.entries.policyNumber, description: 'The policy' },
        cargoInsurance: {
          schema: CertificateFields.entries.cargoInsurance,
          description: 'Cargo cover in US dollars (this or liabilityInsurance, or both)',
        },
        liabilityInsurance: {
          schema: CertificateFields.entries.liabilityInsurance,
          description: 'Liability (BIPD) cover in US dollars',
        },
        currencyType: { schema: CertificateFields.entries.currencyType, description: 'USD, if given' },
        expiresOn: { schema: CertificateFields.entries.expiresOn, description: 'Its last day in force (YYYY-MM-DD)' },
        file: {
          contentMediaType: 'application/pdf',
          maxBytes: MAX_CERTIFICATE_BYTES,
          description: 'The certificate: a PDF file (its bytes decide), at most 5 MiB',
        },
      },
      required: ['insurer', 'policyNumber', 'expiresOn', 'file'],
    },
    responses: { ...createdWith(R.Certificate, 'Created; Location is the certificate'), ...tooLarge('The file') },
  },
  GetCertificate: {
    summary: 'One of your certificates of insurance',
    tag: 'Users',
    source: 'docs/vetting.md',
    path: CertificatePath,
    responses: ok(R.Certificate),
  },
  GetCertificateContent: {
    summary: "A certificate's PDF (a redirect to a signed address valid for 5 minutes)",
    tag: 'Users',
    source: 'docs/vetting.md',
    path: CertificatePath,
    responses: signedRedirect,
  },
  DeleteCertificate: {
    summary: 'Remove a certificate of insurance (its PDF and its reminders too)',
    tag: 'Users',
    source: 'docs/vetting.md',
    path: CertificatePath,
    responses: none('Removed'),
  },
  GetProviderRequirements: {
    summary: 'Your default requirements of the providers that bid on your listings',
    tag: 'Listings',
    source: 'docs/vetting.md',
    responses: ok(R.ProviderRequirementsDefault),
  },
  UpdateProviderRequirements: {
    summary:
      'Set your default requirements of bidders, copied onto each listing you post from now on (left out, null or ' +
      'false: none)',
    tag: 'Listings',
    source: 'docs/vetting.md',
    body: {
      schema: ProviderRequirementsBody,
      example: {
        verified: true,
        minimumCargoInsurance: { amount: 100000, currencyType: 'USD' },
        maximumSafetyRating: 'Conditional',
      },
    },
    responses: ok(R.ProviderRequirementsDefault),
  },
  GetUnsubscribePage: {
    summary: "An email's unsubscribe link: a page asking to confirm (changes nothing)",
    tag: 'Notifications',
    source: 'docs/notifications.md, RFC 8058',
    path: TokenPath,
    query: UnsubscribeQuery,
    responses: {
      200: { description: 'The question and its button', body: { binary: 'text/html', maxBytes: MAX_PAGE_BYTES } },
    },
  },
  Unsubscribe: {
    summary: 'One-click unsubscribe (RFC 8058; no key): the event type named, or every type, stops',
    tag: 'Notifications',
    source: 'docs/notifications.md, RFC 8058',
    path: TokenPath,
    query: UnsubscribeQuery,
    responses: {
      200: { description: 'Unsubscribed; a page saying so', body: { binary: 'text/html', maxBytes: MAX_PAGE_BYTES } },
      404: {
        description: 'Not a valid link: a page for browsers, else the 7.2 error',
        body: { binary: 'text/html', maxBytes: MAX_PAGE_BYTES },
        alsoError: true,
      },
    },
  },
  CreateApiKey: {
    summary: 'Get a new API key for this stage (shown once)',
    tag: 'Keys',
    source: 'spec 5.2, docs/auth.md',
    body: { schema: ApiKeyRequestBody, example: credentials },
    responses: ok(R.ApiKey, 'The new key; the previous one stops working'),
    signsIn: true,
  },
  RevokeApiKey: {
    summary: "Revoke the user's API key of this stage",
    tag: 'Keys',
    source: 'docs/auth.md',
    body: { schema: ApiKeyRequestBody, example: credentials },
    responses: none('Revoked (or there was no key)'),
    signsIn: true,
  },
  RotateApiKey: {
    summary:
      'Rotate the full key: a new key, shown once; the previous one keeps working for the hours asked (0 to 168), ' +
      'then answers 401',
    tag: 'Keys',
    source: 'docs/auth.md, "Rotating the full key"',
    body: { schema: KeyRotationBody, example: { expiresInHours: 24 } },
    responses: ok(R.RotatedApiKey),
  },
  ListApiKeys: {
    summary:
      "The caller's keys of this stage: the full key, previous ones still in a rotation's overlap (with their last " +
      'use), the restricted keys; never a key itself',
    tag: 'Keys',
    source: 'docs/auth.md, "Rotating the full key"',
    responses: ok(R.ApiKeys),
  },
  CreateRestrictedKey: {
    summary:
      'Create a restricted key: only the scopes named (a key gives only scopes it has), a name, an optional expiry; ' +
      'shown once',
    tag: 'Keys',
    source: 'docs/auth.md, "Restricted keys"',
    body: {
      schema: RestrictedKeyBody,
      example: { name: 'Dashboard', scopes: ['listings:read', 'bids:read', 'transit:read'] },
    },
    responses: createdWith(R.CreatedRestrictedKey, 'Created; the key is shown only here'),
  },
  ListRestrictedKeys: {
    summary: "The caller's restricted keys (never the keys themselves)",
    tag: 'Keys',
    source: 'docs/auth.md, "Restricted keys"',
    responses: ok(R.RestrictedKeys),
  },
  RevokeRestrictedKey: {
    summary: 'Revoke a restricted key',
    tag: 'Keys',
    source: 'docs/auth.md, "Restricted keys"',
    path: RestrictedKeyPath,
    responses: none('Revoked; calls with it get 401'),
  },
  ListSecurityEvents: {
    summary: "What happened to the caller's account in the last 90 days, newest first",
    tag: 'Users',
    source: 'docs/security-events.md',
    query: PagingOnlyQuery,
    responses: ok(R.SecurityEventPage),
  },
  InviteMember: {
    summary:
      "Invite a member to the caller's company with a role: the invitation is emailed with a link valid 7 days " +
      '(owner and admins)',
    tag: 'Members',
    source: 'docs/teams.md',
    body: {
      schema: InviteMemberBody,
      example: {
        emailAddress: 'sam@example.com',
        firstName: 'Sam',
        lastName: 'Ortiz',
        role: 'Dispatcher',
        mobilePhone: '+1 512 555 0101',
      },
    },
    responses: createdWith(R.Member, 'Invited: the member, Invited until it sets its password'),
  },
  ListMembers: {
    summary: "The members of the caller's company, oldest first (owner and admins)",
    tag: 'Members',
    source: 'docs/teams.md',
    query: PagingOnlyQuery,
    responses: ok(R.MemberPage),
  },
  GetMember: {
    summary: "A member of the caller's company (owner and admins)",
    tag: 'Members',
    source: 'docs/teams.md',
    path: MemberPath,
    responses: ok(R.Member),
  },
  ChangeMemberRole: {
    summary: "A member's new role, from its next request (owner and admins)",
    tag: 'Members',
    source: 'docs/teams.md',
    path: MemberPath,
    body: { schema: MemberRoleBody, example: { role: 'Viewer' } },
    responses: ok(R.Member),
  },
  RemoveMember: {
    summary:
      "Remove a member: its keys and tokens are refused on their next request; what it made stays the company's " +
      '(owner and admins)',
    tag: 'Members',
    source: 'docs/teams.md',
    path: MemberPath,
    responses: none('Removed'),
  },
  AcceptInvitation: {
    summary:
      "Accept an invitation with the emailed link's token: the member sets its password, then gets its keys with " +
      'POST /v2/apikeys (no key)',
    tag: 'Members',
    source: 'docs/teams.md',
    path: InvitationPath,
    body: {
      schema: AcceptInvitationBody,
      example: { password: 'correct-horse' },
      mediaTypes: ['application/json', 'application/x-www-form-urlencoded'],
    },
    responses: {
      200: {
        description:
          "Joined: `{memberId, companyId}`; the invitation page's form post (form-encoded) is answered a page",
        body: R.InvitationAccepted,
        alsoPage: true,
      },
      400: {
        description:
          "A password that breaks the rules: the 7.2 error; to the page's form post, the page again saying so",
        body: { binary: 'text/html', maxBytes: MAX_PAGE_BYTES },
        alsoError: true,
      },
      404: {
        description:
          "A used, expired or unknown invitation: the 7.2 error naming token; to the page's form post, a page saying " +
          'so',
        body: { binary: 'text/html', maxBytes: MAX_PAGE_BYTES },
        alsoError: true,
      },
    },
  },
  GetInvitationPage: {
    summary:
      "An invitation's emailed link: a page with the password form that posts to the acceptance (no key; opening it " +
      'changes nothing)',
    tag: 'Members',
    source: 'docs/teams.md',
    path: InvitationPath,
    responses: { 200: { description: 'The password form', body: { binary: 'text/html', maxBytes: MAX_PAGE_BYTES } } },
  },
  IssueOAuthToken: {
    summary: 'OAuth 2.0 token for legacy clients',
    tag: 'Keys',
    source: 'spec 5.3, RFC 6749',
    body: {
      schema: TokenRequestBody,
      example: { grant_type: 'password', username: 'dana@example.com', password: 'correct-horse' },
      mediaTypes: ['application/x-www-form-urlencoded', 'application/json'],
    },
    responses: ok(R.AccessToken),
    signsIn: true,
  },
  CreateEstimate: {
    summary: 'Price estimate for a route and items',
    tag: 'Prices',
    source: 'spec 4 #5, 2.7',
    body: {
      schema: EstimateBody,
      example: {
        route: {
          items: [
            { address: { postalCode: '78704', country: 'US' } },
            { address: { majorMunicipality: 'Tucson', stateProvince: 'AZ', country: 'US' } },
          ],
        },
        items: [{ commodity: 'CarsLightTrucks', year: '2018', makeName: 'Toyota', modelName: 'Camry' }],
      },
    },
    responses: ok(R.Estimate),
  },
  CreateFixedPriceQuote: {
    summary: 'Fixed-price quote',
    tag: 'Prices',
    source: 'spec 4 #1, 2.2',
    body: {
      schema: FixedPriceBody,
      example: {
        source: 'acmefurniture',
        originPostalCode: '78704',
        destinationPostalCode: '85701',
        items: [{ heightInMeters: 1, widthInMeters: 1.2, lengthInMeters: 2, weightInGrams: 90000, unitCount: 1 }],
      },
    },
    responses: ok(R.FixedPriceQuote),
  },
  CreateListing: {
    summary: 'Create a listing',
    tag: 'Listings',
    source: 'spec 4 #4, 2.6',
    body: {
      schema: CreateListingBody,
      example: {
        title: '2018 Toyota Camry, Austin to Tucson',
        description: 'Runs and drives.',
        route: {
          items: [
            stop('78704', '1100 S Congress Ave', '2027-03-01T15:00:00Z', '2027-03-03T23:00:00Z'),
            stop('85701', '455 W Congress St', '2027-03-05T16:00:00Z', '2027-03-08T00:00:00Z'),
          ],
        },
        items: [{ commodity: 'CarsLightTrucks', year: '2018', makeName: 'Toyota', modelName: 'Camry' }],
        pricing: { targetPrice: { amount: 950, currencyType: 'USD' } },
      },
    },
    responses: createdAt('Created; Location is the listing'),
  },
  ListListings: {
    summary: "The caller's listings, newest first",
    tag: 'Listings',
    source: 'spec 4 rule 7',
    query: ListingsQuery,
    responses: ok(R.ListingPage),
  },
  GetListing: {
    summary: 'A listing',
    tag: 'Listings',
    source: 'spec 4 #2, 2.6',
    path: ListingIdPath,
    responses: ok(R.Listing),
  },
  ActivateListing: {
    summary: 'Activate a saved listing',
    tag: 'Listings',
    source: 'docs/listings.md',
    path: ListingIdPath,
    responses: none('Activated'),
  },
  CancelListing: {
    summary: 'Cancel a listing',
    tag: 'Listings',
    source: 'docs/listings.md',
    path: ListingIdPath,
    responses: none('Cancelled'),
  },
  WatchListing: {
    summary: 'Watch a listing',
    tag: 'Listings',
    source: 'spec 3.2',
    path: ListingIdPath,
    responses: {
      ...createdAt('Now watched; Location is the watchlist'),
      200: { description: 'Already watched', body: R.NoBody, headers: location },
    },
  },
  UnwatchListing: {
    summary: 'Stop watching a listing',
    tag: 'Listings',
    source: 'spec 3.2',
    path: ListingIdPath,
    responses: none('No longer watched'),
  },
  ListWatchedListings: {
    summary: "The caller's watched listings",
    tag: 'Listings',
    source: 'spec 3.2',
    responses: ok(R.WatchedListings),
  },
  GetListingContacts: {
    summary: 'Contacts of a booked listing (its two parties only)',
    tag: 'Listings',
    source: 'spec 2.4',
    path: ListingIdPath,
    responses: ok(R.ListingContacts),
  },
  SearchListings: {
    summary: 'Search open listings',
    tag: 'Search',
    source: 'spec 4 #11, 2.10, docs/search.md',
    query: PagingOnlyQuery,
    body: {
      schema: SearchBody,
      optional: true,
      example: {
        commodities: ['Vehicles'],
        origin: { coordinates: { latitude: 30.27, longitude: -97.74, radius: 150 } },
        destination: { regions: ['USA-AZ'] },
        sort: [{ by: 'Price', direction: 'Descending' }],
      },
    },
    responses: ok(R.SearchPage),
  },
  CreateSavedSearch: {
    summary: 'Save a search, with alerts when listings it finds open (at most 50 per user)',
    tag: 'Saved searches',
    source: 'docs/saved-searches.md',
    body: {
      schema: SavedSearchBody,
      example: {
        name: 'Cars out of Dallas',
        query: {
          commodities: ['Vehicles'],
          origin: { coordinates: { latitude: 32.78, longitude: -96.8, radius: 150 } },
        },
        alerts: 'instant',
      },
    },
    responses: createdWith(R.SavedSearch, 'Saved; Location is the saved search'),
  },
  ListSavedSearches: {
    summary: "The caller's saved searches, oldest first",
    tag: 'Saved searches',
    source: 'docs/saved-searches.md',
    query: PagingOnlyQuery,
    responses: ok(R.SavedSearchPage),
  },
  GetSavedSearch: {
    summary: 'A saved search (its owner only)',
    tag: 'Saved searches',
    source: 'docs/saved-searches.md',
    path: SavedSearchPath,
    responses: ok(R.SavedSearch),
  },
  UpdateSavedSearch: {
    summary: "Replace a saved search's name, query and alerts",
    tag: 'Saved searches',
    source: 'docs/saved-searches.md',
    path: SavedSearchPath,
    body: {
      schema: SavedSearchBody,
      example: {
        name: 'Cars out of Dallas, daily',
        query: { commodities: ['Vehicles'], origin: { regions: ['USA-TX'] } },
        alerts: 'daily',
      },
    },
    responses: ok(R.SavedSearch),
  },
  DeleteSavedSearch: {
    summary: 'Delete a saved search and its alerts',
    tag: 'Saved searches',
    source: 'docs/saved-searches.md',
    path: SavedSearchPath,
    responses: none('Deleted'),
  },
  GetSavedSearchResults: {
    summary: 'Run a saved search now: what POST /v2/search answers for its query',
    tag: 'Saved searches',
    source: 'docs/saved-searches.md',
    path: SavedSearchPath,
    query: PagingOnlyQuery,
    responses: ok(R.SearchPage),
  },
  RequestDataExport: {
    summary:
      'Ask for a copy of everything the marketplace holds about you (one a day): built within minutes, kept 7 days',
    tag: 'Your data',
    source: 'docs/privacy.md',
    responses: { 202: { description: 'Asked; Location is the export to poll', body: R.DataExport, headers: location } },
  },
  GetDataExport: {
    summary: 'An export of yours: Pending, Ready (with a download link valid 15 minutes) or Failed',
    tag: 'Your data',
    source: 'docs/privacy.md',
    path: ExportIdPath,
    responses: ok(R.DataExport),
  },
  CloseAccount: {
    summary:
      'Close your account: keys, sign-in, webhooks, open listings and bids end at once; personal data is then erased ' +
      '(shipment records the other party needs are kept)',
    tag: 'Your data',
    source: 'docs/privacy.md',
    body: { schema: CloseAccountBody, example: { password: 'your password' } },
    responses: { 202: { description: 'Closed; the erasure runs within minutes', body: R.AccountClosed } },
  },
  ListProviderRelations: {
    summary: "The caller's Preferred and Blocked providers",
    tag: 'Providers',
    source: 'docs/provider-relations.md',
    responses: ok(R.ProviderRelations),
  },
  GetProviderRelation: {
    summary: 'How the caller marked a provider (404 when not marked)',
    tag: 'Providers',
    source: 'docs/provider-relations.md',
    path: UserIdPath,
    responses: ok(R.ProviderRelation),
  },
  MarkProvider: {
    summary:
      'Mark a carrier or broker Preferred (hears of your new listings at once; its bids say so) or Blocked (cannot ' +
      'bid on, ask about, book or rate your loads, nor find them)',
    tag: 'Providers',
    source: 'docs/provider-relations.md',
    path: UserIdPath,
    body: { schema: ProviderRelationBody, example: { relation: 'Preferred' } },
    responses: {
      ...createdWith(R.ProviderRelation, 'Marked; Location is the relation'),
      200: { description: 'Marked again (the relation replaces the one before)', body: R.ProviderRelation },
    },
  },
  ClearProviderRelation: {
    summary: "Clear a provider's mark",
    tag: 'Providers',
    source: 'docs/provider-relations.md',
    path: UserIdPath,
    responses: none('Cleared (or was not marked)'),
  },
  GetCommodityImage: {
    summary: "A commodity's image (SVG)",
    tag: 'Search',
    source: 'spec 2.10 imageUrl',
    path: CommodityPath,
    responses: { 200: { description: 'SVG image', body: { binary: 'image/svg+xml', maxBytes: MAX_PAGE_BYTES } } },
  },
  ReportDispatched: {
    summary: 'Report dispatched',
    tag: 'Transit',
    source: 'spec 3.1, 4 #9',
    path: ListingIdPath,
    body: { schema: TransitStatusBody, example: transitComment, optional: true },
    responses: reported,
  },
  ReportPickedUp: {
    summary: 'Report picked up',
    tag: 'Transit',
    source: 'spec 3.1, 4 #9',
    path: ListingIdPath,
    body: {
      schema: TransitStatusBody,
      example: { latitude: 30.25, longitude: -97.75, ...transitComment },
      optional: true,
    },
    responses: reported,
  },
  ReportDelivered: {
    summary: 'Report delivered',
    tag: 'Transit',
    source: 'spec 3.1, 4 #9',
    path: ListingIdPath,
    body: { schema: TransitStatusBody, example: { comment: 'Signed for by D. Reyes' }, optional: true },
    responses: { ...reported, ...tooLarge('The receipt') },
    // the delivery receipt may come in the same request (docs/attachments.md)
    multipart: {
      parts: {
        comment: { schema: TransitStatusFields.entries.comment, description: 'As in the JSON body' },
        latitude: { schema: TransitStatusFields.entries.latitude, description: 'As in the JSON body' },
        longitude: { schema: TransitStatusFields.entries.longitude, description: 'As in the JSON body' },
        file: documentFile('The delivery receipt, listed as a DeliveryReceipt document'),
      },
      required: [],
    },
  },
  ReportLocation: {
    summary: 'Report the current location',
    tag: 'Transit',
    source: 'spec 4 #10, docs/tracking.md',
    path: ListingIdPath,
    body: { schema: LocationUpdateBody, example: { latitude: 32.22, longitude: -110.97 } },
    responses: createdWith(
      R.TransitRecord,
      'Recorded: a location update, the record as the history lists it; a batch of positions, the record of its ' +
        'latest, how many were new and the estimates after them. Location is the history',
    ),
  },
  AssignDriver: {
    summary:
      "Assign one of the company's Drivers to a listing booked with it, or another one: the driver then reads the " +
      'listing, its contacts and documents and reports its transit; the shipper is told (owner, admins, dispatchers)',
    tag: 'Transit',
    source: 'docs/teams.md',
    path: ListingIdPath,
    body: { schema: AssignDriverBody, example: { memberId: 5120 } },
    responses: ok(R.AssignedDriver),
  },
  GetTransitStatuses: {
    summary: 'Transit history',
    tag: 'Transit',
    source: 'spec 2.11',
    path: ListingIdPath,
    responses: ok(R.TransitHistory),
  },
  TrackListing: {
    summary: 'Tracking summary',
    tag: 'Transit',
    source: 'spec 4 #3, 2.5',
    path: ListingIdPath,
    responses: ok(R.Tracking),
  },
  GetTrackingPage: {
    summary: 'The public tracking page (HTML, no key)',
    tag: 'Transit',
    source: 'docs/tracking.md',
    path: TokenPath,
    responses: {
      200: {
        description: 'The page: status, cities, times, an estimate and a map; nothing private',
        body: { binary: 'text/html', maxBytes: MAX_PAGE_BYTES },
      },
      404: {
        description:
          'No page at this address (never was, or the link was rotated): an HTML page for browsers, else the 7.2 error',
        body: { binary: 'text/html', maxBytes: MAX_PAGE_BYTES },
        alsoError: true,
      },
    },
  },
  RotateTrackingPage: {
    summary: 'Replace the public tracking link (the shipper)',
    tag: 'Transit',
    source: 'docs/tracking.md',
    path: ListingIdPath,
    responses: ok(R.TrackingPageLink, 'The new link; the old one no longer works'),
  },
  ListAttachments: {
    summary: "A booked listing's documents (its two parties)",
    tag: 'Documents',
    source: 'docs/attachments.md',
    path: ListingIdPath,
    responses: ok(R.Attachments),
  },
  UploadAttachment: {
    summary: 'Add a document (multipart: type, file)',
    tag: 'Documents',
    source: 'docs/attachments.md',
    path: ListingIdPath,
    multipart: {
      parts: {
        type: { schema: AttachmentFields.entries.type, description: 'What the document is' },
        file: documentFile('The document'),
      },
      required: ['type', 'file'],
    },
    responses: { ...createdWith(R.Attachment, 'Created; Location is the document'), ...tooLarge('The file') },
  },
  StartAttachmentUpload: {
    summary: 'Announce a large document: a signed address to PUT it to (up to 10 MiB)',
    tag: 'Documents',
    source: 'docs/attachments.md',
    path: ListingIdPath,
    body: {
      schema: StartUploadBody,
      example: {
        type: 'WeightCertificate',
        fileName: 'scale-ticket.pdf',
        contentType: 'application/pdf',
        sizeBytes: 7340032,
      },
    },
    responses: {
      ...ok(
        R.AttachmentUploadStarted,
        'PUT the file to upload.href with upload.headers within 15 minutes, then POST the Complete link',
      ),
      ...tooLarge('sizeBytes'),
    },
  },
  CompleteAttachmentUpload: {
    summary: 'Record an uploaded document (its size and bytes are checked)',
    tag: 'Documents',
    source: 'docs/attachments.md',
    path: UploadPath,
    responses: { ...createdWith(R.Attachment, 'Created; Location is the document'), ...tooLarge('The uploaded file') },
  },
  GetAttachment: {
    summary: 'A document of a listing',
    tag: 'Documents',
    source: 'docs/attachments.md',
    path: AttachmentPath,
    responses: ok(R.Attachment),
  },
  GetAttachmentContent: {
    summary: "A document's bytes (a redirect to a signed address valid for 5 minutes)",
    tag: 'Documents',
    source: 'docs/attachments.md',
    path: AttachmentPath,
    responses: signedRedirect,
  },
  PlaceBid: {
    summary: 'Bid on a listing',
    tag: 'Bids',
    source: 'spec 1, 4 #14',
    path: ListingIdPath,
    body: {
      schema: PlaceBidBody,
      example: {
        price: { amount: 900, currencyType: 'USD' },
        latestPickup: '2027-03-03T23:00:00Z',
        latestDelivery: '2027-03-08T00:00:00Z',
      },
    },
    responses: createdWith(R.Bid, 'Created; Location is the bid'),
  },
  ListBidsOfListing: {
    summary: "A listing's bids",
    tag: 'Bids',
    source: 'docs/listings.md',
    path: ListingIdPath,
    responses: ok(R.Bids),
  },
  GetBid: { summary: 'A bid', tag: 'Bids', source: 'docs/listings.md', path: BidIdPath, responses: ok(R.Bid) },
  AcceptBid: {
    summary: 'Accept a bid (books the listing; paid on the platform with `payment`)',
    tag: 'Bids',
    source: 'spec 1, docs/listings.md, docs/payments.md',
    path: BidIdPath,
    body: { schema: BookingBody, example: { payment: { paymentMethod: 'pm_card_visa' } }, optional: true },
    responses: { ...ok(R.Bid), ...paymentRefused },
  },
  GetListingPayment: {
    summary: "A booking's payment: its total, breakdown, status and history (the release code: the shipper's alone)",
    tag: 'Payments',
    source: 'docs/payments.md',
    path: ListingIdPath,
    responses: ok(R.Payment),
  },
  ReleaseListingPayment: {
    summary:
      'Release the payment to the carrier: the shipper after pickup, or the carrier with the release code (5 wrong ' +
      'codes lock it for 15 minutes: 429)',
    tag: 'Payments',
    source: 'docs/payments.md',
    path: ListingIdPath,
    body: { schema: ReleasePaymentBody, example: { releaseCode: '493021' }, optional: true },
    responses: ok(R.Payment, "Released (or waiting for the carrier's payout account: ReleasePending)"),
  },
  StartPayoutOnboarding: {
    summary: "Open (or go on with) the company's payout account: a link to Stripe's onboarding",
    tag: 'Payments',
    source: 'docs/payments.md',
    body: {
      schema: PayoutOnboardingBody,
      example: { returnUrl: 'https://carrier.example/payouts/done', country: 'US' },
      optional: true,
    },
    responses: createdWith(R.PayoutOnboardingLink, 'The account link; Location is the payouts'),
  },
  GetPayouts: {
    summary: "The company's payout account: status, balance and payouts",
    tag: 'Payments',
    source: 'docs/payments.md',
    responses: ok(R.Payouts),
  },
  ReceiveStripeEvent: {
    summary: "Stripe's signed events (Stripe calls it; the Stripe-Signature header is checked)",
    tag: 'Payments',
    source: 'docs/payments.md',
    body: {
      schema: StripeEventBody,
      example: { id: 'evt_1', type: 'account.updated', data: { object: { id: 'acct_1' } } },
    },
    responses: ok(R.StripeEventReceived, 'Received: applied, or applied before'),
  },
  DeclineBid: {
    summary: 'Decline a bid',
    tag: 'Bids',
    source: 'spec 2.12',
    path: BidIdPath,
    body: { schema: DeclineBidBody, example: { reason: 'OutOfPriceRange', comment: 'We hoped for under 800.' } },
    responses: ok(R.Bid),
  },
  AskQuestion: {
    summary:
      'Ask the shipper a question on an Active listing (carriers and brokers; 20 an hour, then 429 with Retry-After)',
    tag: 'Questions',
    source: 'docs/questions.md',
    path: ListingIdPath,
    body: {
      schema: QuestionBody,
      example: { text: 'Does the car run and steer? Is the pickup a driveway or the street?' },
    },
    responses: createdWith(R.Question, 'Created; Location is the question. Contact details are masked before booking'),
  },
  ListListingQuestions: {
    summary: "A listing's questions and answers, oldest first",
    tag: 'Questions',
    source: 'docs/questions.md',
    path: ListingIdPath,
    query: PagingOnlyQuery,
    responses: ok(R.QuestionPage),
  },
  GetListingQuestion: {
    summary: 'A question on a listing',
    tag: 'Questions',
    source: 'docs/questions.md',
    path: QuestionPath,
    responses: ok(R.Question),
  },
  AnswerQuestion: {
    summary: 'Answer a question on your listing (again: the answer replaces the one before)',
    tag: 'Questions',
    source: 'docs/questions.md',
    path: QuestionPath,
    body: { schema: AnswerBody, example: { text: 'Yes, it drives onto the trailer. Street pickup, no low branches.' } },
    responses: ok(R.Question),
  },
  SendMessage: {
    summary: 'Write to the other party of a booked listing (its shipper and booked carrier only)',
    tag: 'Messages',
    source: 'docs/messages.md',
    path: ListingIdPath,
    body: { schema: MessageBody, example: { text: 'On my way, about 40 minutes out. Is the gate code still 4411?' } },
    responses: createdWith(R.Message, 'Sent; Location is the message'),
  },
  ListMessages: {
    summary: "A booked listing's messages, oldest first (its two parties)",
    tag: 'Messages',
    source: 'docs/messages.md',
    path: ListingIdPath,
    query: PagingOnlyQuery,
    responses: ok(R.MessagePage),
  },
  GetMessage: {
    summary: 'A message of a booked listing (its two parties)',
    tag: 'Messages',
    source: 'docs/messages.md',
    path: MessagePath,
    responses: ok(R.Message),
  },
  MarkMessageRead: {
    summary: 'Mark a message read (its recipient)',
    tag: 'Messages',
    source: 'docs/messages.md',
    path: MessagePath,
    responses: none('Marked read'),
  },
  LeaveFeedback: {
    summary: 'Leave feedback on the other party of a delivered listing (once, within 60 days)',
    tag: 'Feedback',
    source: 'docs/feedback.md',
    path: ListingIdPath,
    body: {
      schema: FeedbackBody,
      example: { rating: 5, onTime: true, comment: 'Called ahead, careful with the car.' },
    },
    responses: createdWith(R.FeedbackItem, 'Created; Location is the feedback'),
  },
  GetFeedback: {
    summary: 'A feedback',
    tag: 'Feedback',
    source: 'docs/feedback.md',
    path: FeedbackIdPath,
    responses: ok(R.FeedbackItem),
  },
  ChangeFeedback: {
    summary: 'Change your feedback (once, within 7 days)',
    tag: 'Feedback',
    source: 'docs/feedback.md',
    path: FeedbackIdPath,
    body: {
      schema: FeedbackBody,
      example: { rating: 4, onTime: false, comment: 'A day late, but careful with the car.' },
    },
    responses: ok(R.FeedbackItem),
  },
  ReplyToFeedback: {
    summary: 'Reply to feedback you received (once)',
    tag: 'Feedback',
    source: 'docs/feedback.md',
    path: FeedbackIdPath,
    body: { schema: FeedbackReplyBody, example: { text: 'Thank you: the gate code helped.' } },
    responses: createdWith(R.FeedbackItem, 'Replied; Location is the feedback'),
  },
  ListUserFeedback: {
    summary: 'The feedback a user received, newest first',
    tag: 'Feedback',
    source: 'docs/feedback.md',
    path: UserIdPath,
    query: PagingOnlyQuery,
    responses: ok(R.FeedbackPage),
  },
  CreateRateRequest: {
    summary: 'Request LTL rates',
    tag: 'LTL',
    source: 'spec 4 #7, 2.9',
    body: {
      schema: RateRequestBody,
      example: {
        route: {
          items: [
            {
              address: {
                streetAddress: '1 Main St',
                postalCode: '60601',
                country: 'US',
                type: 'BusinessWithLoadingDockOrForklift',
              },
              contact: { name: 'Sam Ortiz', companyName: 'Ortiz Supply', phoneNumber: '+1 312 555 0100' },
              timeFrame: { earliestArrival: '2027-03-01', latestArrival: '2027-03-01', timeFrameType: 'on' },
            },
            { address: { streetAddress: '200 Elm St', postalCode: '46204', country: 'US' } },
          ],
        },
        items: [
          {
            commodity: 'NewCommercialGoods',
            handlingUnit: 'Pallets48X40Inches',
            unitCount: 2,
            weightInGrams: 300000,
            lengthInMeters: 1.22,
            widthInMeters: 1.02,
            heightInMeters: 1.2,
          },
        ],
      },
    },
    responses: createdWith(R.RateRequest, 'Created; Location is its rates'),
  },
  GetRateRequest: {
    summary: 'A rate request',
    tag: 'LTL',
    source: 'spec 4 #7',
    path: RateRequestPath,
    responses: ok(R.RateRequest),
  },
  OfferRate: {
    summary: 'Offer a rate (eligible providers)',
    tag: 'LTL',
    source: 'docs/raterequests.md',
    path: RateRequestPath,
    body: {
      schema: RateBody,
      example: {
        price: { amount: 420, currencyType: 'USD' },
        transitDays: 3,
        serviceLevel: 'Standard',
        expiresOn: '2027-03-01T00:00:00Z',
      },
    },
    responses: createdWith(R.Rate, 'Created; Location is the rates'),
  },
  ListRates: {
    summary: 'Rates of a rate request (requester only)',
    tag: 'LTL',
    source: 'spec 4 #8',
    path: RateRequestPath,
    responses: ok(R.Rates),
  },
  ListRatesUnversioned: {
    summary: 'Rates, at the path the spec prints without /v2',
    tag: 'LTL',
    source: 'spec 4 #8',
    path: RateRequestPath,
    responses: ok(R.Rates),
  },
  BookRate: {
    summary: 'Book a rate (creates the shipment; paid on the platform with `payment`)',
    tag: 'LTL',
    source: 'rule 10, docs/raterequests.md, docs/payments.md',
    path: RatePath,
    body: { schema: BookingBody, example: { payment: { paymentMethod: 'pm_card_visa' } }, optional: true },
    responses: { ...createdAt('Booked; Location is the shipment listing'), ...paymentRefused },
  },
  ListNotifications: {
    summary: "The caller's notifications, newest first",
    tag: 'Notifications',
    source: 'spec 6, docs/notifications.md',
    query: NotificationsQuery,
    responses: ok(R.NotificationPage),
  },
  MarkNotificationRead: {
    summary: 'Mark a notification read',
    tag: 'Notifications',
    source: 'docs/notifications.md',
    path: NotificationIdPath,
    responses: none('Marked read'),
  },
  CreateWebhook: {
    summary: 'Subscribe a webhook',
    tag: 'Webhooks',
    source: 'docs/webhooks.md',
    body: {
      schema: SubscribeBody,
      example: { url: 'https://hooks.example.com/marketplace', eventTypes: ['Listing.Booked/v1'] },
    },
    responses: createdWith(R.CreatedWebhook, 'Created; the signing secret is shown only here'),
  },
  RotateWebhookSecret: {
    summary:
      'Rotate the signing secret: a new one, shown once; deliveries carry both signatures for the hours asked (0 to ' +
      '72)',
    tag: 'Webhooks',
    source: 'docs/webhooks.md, "Rotating the secret"',
    path: WebhookIdPath,
    body: { schema: SecretRotationBody, example: { expiresInHours: 24 } },
    responses: ok(R.RotatedWebhookSecret),
  },
  ListWebhooks: {
    summary: "The caller's webhooks",
    tag: 'Webhooks',
    source: 'docs/webhooks.md',
    responses: ok(R.Webhooks),
  },
  DeleteWebhook: {
    summary: 'Delete a webhook',
    tag: 'Webhooks',
    source: 'docs/webhooks.md',
    path: WebhookIdPath,
    responses: none('Deleted'),
  },
  UpdateWebhook: {
    summary: 'Enable a webhook again (after it was disabled for failing deliveries), or disable it',
    tag: 'Webhooks',
    source: 'docs/webhooks.md',
    path: WebhookIdPath,
    body: { schema: WebhookStatusBody, example: { status: 'Enabled' } },
    responses: ok(R.Webhook),
  },
  SendTestWebhookEvent: {
    summary:
      "Send a webhook an event type's example now, signed like any delivery and marked `data.test: true`; the " +
      "receiver's answer",
    tag: 'Webhooks',
    source: 'docs/webhooks.md',
    path: WebhookIdPath,
    body: { schema: TestEventBody, example: { eventType: 'Listing.Booked/v1' } },
    responses: ok(R.TestEventSent),
  },
  RedeliverWebhookDelivery: {
    summary: 'Send a Delivered or Failed delivery again now: the same event (same id), a new attempt',
    tag: 'Webhooks',
    source: 'docs/webhooks.md',
    path: DeliveryPath,
    responses: ok(R.Redelivered),
  },
  ListWebhookDeliveries: {
    summary: "A webhook's deliveries",
    tag: 'Webhooks',
    source: 'docs/webhooks.md',
    path: WebhookIdPath,
    responses: ok(R.WebhookDeliveries),
  },
  ListBidDeclinationReasons: {
    summary: 'Bid declination reasons',
    tag: 'Lookups',
    source: 'spec 4 #15, 2.12',
    responses: ok(R.BidDeclinationReasons),
  },
  ListServiceTypes: {
    summary: 'Service types',
    tag: 'Lookups',
    source: 'spec 4 #16, 2.13',
    query: CommodityCodeQuery,
    responses: ok(R.ServiceTypes),
  },
  ListCommodities: {
    summary: 'Commodities',
    tag: 'Lookups',
    source: 'spec 4 #18',
    query: CommoditiesQuery,
    responses: ok(R.Commodities),
  },
  ListTrailerTypes: {
    summary: 'Trailer types',
    tag: 'Lookups',
    source: 'spec 4 #18',
    query: CommodityCodeQuery,
    responses: ok(R.TrailerTypes),
  },
  ListRegions: {
    summary: 'Regions',
    tag: 'Lookups',
    source: 'spec 4 #18',
    query: RegionsQuery,
    responses: ok(R.Regions),
  },
  ListCurrencies: { summary: 'Currencies', tag: 'Lookups', source: 'spec 4 #18', responses: ok(R.Currencies) },
  GetOpenApiDocument: {
    summary: 'This OpenAPI 3.1 document',
    tag: 'Reference',
    source: 'docs/developer-site.md',
    responses: ok(R.OpenApiDocument),
  },
  GetAsyncApiDocument: {
    summary: 'The AsyncAPI 3.0 document of the webhook events',
    tag: 'Reference',
    source: 'docs/webhooks.md',
    responses: ok(R.AsyncApiDocument),
  },
};
