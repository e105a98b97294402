import { oas } from '@stoplight/spectral-rulesets';
import owasp from '@stoplight/spectral-owasp-ruleset';

// The rules /v2/openapi.json is held to (docs/developer-site.md, "Lint"): Spectral's OpenAPI rules
// and the OWASP API Security Top 10 rules, run by test/integration/openapi.test.ts and
// `npm run lint:contract`. No error is allowed. What is changed below is changed for a reason,
// written beside it; nothing else is.

/** Operations that take a key: only they can answer 401 (docs/auth.md). */
const keyed = '$.paths[*][?(@ && @.security && @.security.length > 0)]';

export default {
  extends: [oas, owasp],
  rules: {
    // The stock rate-limit rules hold for every operation: a keyed one counts its key, one without a
    // key its source address (docs/limits.md). A 401 is declared where a key is taken, and only there.
    'owasp:api8:2023-define-error-responses-401': {
      ...owasp.rules['owasp:api8:2023-define-error-responses-401'],
      given: `${keyed}.responses`,
    },
    // The spec's ids are integers (listingId, userId, bidId, rateId; spec 2.6, 2.8, 2.9, 2.12) and
    // clients of the original API use them, so they cannot become UUIDs. Guessing one gains nothing:
    // every resource checks who asks (a stranger 403, another shipper's draft 404; tested in
    // test/integration). A memberId is its member's userId (docs/teams.md), read only by its own
    // company (another's answers 404). Any other numeric id in a path is still an error.
    'owasp:api1:2023-no-numeric-ids': {
      ...owasp.rules['owasp:api1:2023-no-numeric-ids'],
      given:
        '$.paths..parameters[*][?(@property === "name" && (@ === "id" || @.match(/(_id|Id|-id)$/)) && ' +
        '!@.match(/^(listingId|userId|bidId|rateId|memberId)$/))]^.schema',
    },
    // CORS is a response-header rule; `$..headers` also matches a body member that happens to be
    // called `headers` (a signed upload's answer lists the headers to send to S3 in one).
    'owasp:api8:2023-define-cors-origin': {
      ...owasp.rules['owasp:api8:2023-define-cors-origin'],
      given: ['$.paths[*][*].responses[*].headers', '$.components.responses[*].headers'],
    },
  },
  overrides: [
    {
      // Capability links (docs/tracking.md, docs/notifications.md): the tracking page and an email's
      // one-click unsubscribe (RFC 8058) are links a person opens or a mail client POSTs to, with no
      // key; the 128-bit token in the path is the whole of the authority, by design, and grants only
      // reading that one page or turning off that one person's email. The shipper rotates a tracking link.
      // An invitation's link (docs/teams.md) is emailed to the one person invited, works once and for
      // 7 days, and grants setting that member's password (its page shows a form and reads nothing);
      // its token is kept only as a hash.
      // (JSON pointers as Spectral writes them: `{` and `}` percent-encoded)
      files: [
        '**/*.json#/paths/~1t~1%7Btoken%7D',
        '**/*.json#/paths/~1v2~1unsubscribe~1%7Btoken%7D',
        '**/*.json#/paths/~1v2~1invitations~1%7Btoken%7D',
        '**/*.json#/paths/~1v2~1invitations~1%7Btoken%7D~1acceptance',
      ],
      rules: {
        'owasp:api2:2023-no-credentials-in-url': 'off',
        'owasp:api2:2023-write-restricted': 'off',
        'owasp:api2:2023-read-restricted': 'off',
      },
    },
    {
      // `$skiptoken` is OData's name for the cursor of a next link (spec 4 rule 4, docs/listings.md):
      // an opaque position in a list, no credential; clients of the original API send that name.
      files: ['**/*.json#/paths/~1v2~1listings/get/parameters'],
      rules: { 'owasp:api2:2023-no-credentials-in-url': 'off' },
    },
    {
      // Where credentials come from (spec 5.2, 5.3): a caller signs in with email and password in the
      // body, which OpenAPI security schemes cannot express, to get a key or token. Password checks
      // are scrypt (docs/auth.md); answers never say whether the email exists.
      files: [
        '**/*.json#/paths/~1v2~1apikeys',
        '**/*.json#/paths/~1v2~1apikeys~1revocation',
        '**/*.json#/paths/~1oauth~1token',
      ],
      rules: { 'owasp:api2:2023-write-restricted': 'off' },
    },
    {
      // Stripe's events (docs/payments.md): Stripe signs each with the stage's webhook secret in the
      // Stripe-Signature header, checked by its SDK over the raw body; OpenAPI's schemes cannot say that.
      files: ['**/*.json#/paths/~1v2~1stripe~1events'],
      rules: { 'owasp:api2:2023-write-restricted': 'off' },
    },
  ],
};

/**
 * The warnings that stay, each with why (and where, when only some places may have it).
 * test/integration/openapi.test.ts fails on any other warning, and on any error.
 */
export const keptWarnings = {
  'owasp:api4:2023-string-restricted': {
    reason:
      'Free text (names, titles, addresses, comments, labels, descriptions) has no pattern or format to state. Every ' +
      'such string is bounded by maxLength; ids, dates, addresses of the web, emails and codes do state theirs.',
  },
  'owasp:api8:2023-define-error-validation': {
    reason: 'These operations take no input (no path, query or body), so no answer of theirs is a 400.',
  },
  'owasp:api2:2023-read-restricted': {
    reason:
      'Public by design: the reference documents (like any reference page), profile images (spec 4 #12: their ' +
      'addresses are public and unguessable) and commodity images (spec 2.10 imageUrl, shown beside search results).',
    where: [
      'paths//v2/openapi.json/',
      'paths//v2/asyncapi.json/',
      'paths//v2/users/{userId}/images/{imageId}/',
      'paths//v2/images/commodities/{commodity}/',
    ],
  },
  'info-contact': {
    reason:
      "The operator's support contact is not decided yet; when it is, it goes in info.contact " +
      '(shared/contract/openapi.ts).',
  },
};
