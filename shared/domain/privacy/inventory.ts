// Where a person's data lies (docs/privacy.md): every kind of item the table holds, whose it is,
// what of it an export shows, what closing the account does to it, and which of its fields are
// copies of someone else's words, beside that someone's id. Pure: the export and the erasure job
// apply it to the items a pass over the table finds. It is a record over every kind of item
// (shared/data/kinds.ts), so a new kind without its row fails the typecheck: it cannot be
// forgotten. test/unit/privacy-inventory.test.ts checks that every notification's copies say whose
// they are.

import { eventTypeOfKind } from '../event-payloads/payloads.ts';
import { quotingKinds, quotingMessages, type MessageWords, type QuotingKind } from '../notifications/events.ts';
import { kindOf, type Kind } from '../../data/kinds.ts';
import type { CopySource } from './types.ts';

type Item = Record<string, unknown>;

/** What closing the account does to an item of the closed user (kept shipment records aside). */
export type OnClosure =
  /** removed (with its object in S3, if it has one) */
  | 'delete'
  /** its personal fields replaced (`erase`), the rest kept: another party's record refers to it */
  | 'erase'
  /** holds nothing personal beyond ids, or expires within a day: left as it is */
  | 'leave';

export interface PersonalDataRule {
  /**
   * The export's section that shows the user's items of this kind; none: not exported (claims, internal bookkeeping).
   */
  section?: string;
  /** Attributes holding the id of the person the item is theirs (its owner, author or party). */
  whose: readonly string[];
  /** Never in an export: secrets, key material, and what another person wrote about them in confidence. */
  secret?: readonly string[];
  onClosure: OnClosure;
  /**
   * `erase`: by the attribute naming who wrote them, the dotted paths of the fields replaced when it
   * is the closed user (`[]` marks each element of a list): a question's text is its asker's, its
   * answer its shipper's.
   */
  erase?: Readonly<Record<string, readonly string[]>>;
  /** In words, for docs/privacy.md: what of it is personal. */
  personal: string;
  /**
   * Fields of this item copied from another person (a match's card from the listing's shipper, a
   * notification's words from who wrote them): erased when the person named at `from` (the dotted
   * path of their id in the item) closes, whoever the item is of. Found by where they came from,
   * never by what they say (docs/privacy.md, "Copies").
   */
  copies?: readonly Copy[];
}

export interface Copy {
  /** The dotted path of the id of the person the fields were copied from. */
  from: string;
  /** Dotted paths of the copied fields (`[]` marks each element of a list): their text becomes the placeholder text. */
  fields: readonly string[];
  /** Dotted paths of copied names: they become the placeholder name. */
  names?: readonly string[];
  /** Only on items whose attribute has this value (a notification's `kind`, a delivery's `eventType`). */
  when?: { attribute: string; value: string };
  /** A notification whose message quotes the person too: said again without them (events.ts `quotingMessages`). */
  message?: QuotingKind;
}

/**
 * Whose words each kind of notification quotes (its `copiedFrom` names them by part), at which
 * paths of its `data`, and whether its message quotes them too. A webhook delivery of the event
 * carries the same `data` (under `event.data`) and the same `copiedFrom`.
 */
export const notificationQuotes: {
  readonly [K in QuotingKind]: readonly {
    from: CopySource;
    data: readonly string[];
    names?: readonly string[];
    message?: true;
  }[];
} = {
  FeedbackReceived: [{ from: 'rater', data: ['comment'], message: true }],
  QuestionAsked: [{ from: 'asker', data: ['text'], message: true }],
  QuestionAnswered: [
    { from: 'asker', data: ['question'] },
    { from: 'shipper', data: ['answer'], message: true },
  ],
  MessageReceived: [{ from: 'sender', data: ['text'], message: true }],
  ListingMatched: [{ from: 'shipper', data: ['listing.title'], message: true }],
  ListingPosted: [{ from: 'shipper', data: ['listing.title'], message: true }],
  DriverAssigned: [{ from: 'driver', names: ['firstName'], data: ['mobilePhone'], message: true }],
  BidDeclined: [{ from: 'shipper', data: ['comment'], message: true }],
  DocumentAdded: [{ from: 'uploader', data: ['fileName'], message: true }],
};

const quotesOf = (attribute: 'kind' | 'eventType', prefix: string): Copy[] =>
  quotingKinds.flatMap((kind) =>
    notificationQuotes[kind].map((quote) => ({
      from: `copiedFrom.${quote.from}`,
      fields: quote.data.map((path) => `${prefix}${path}`),
      names: (quote.names ?? []).map((path) => `${prefix}${path}`),
      when: { attribute, value: attribute === 'kind' ? kind : eventTypeOfKind[kind] },
      ...(quote.message && attribute === 'kind' ? { message: kind } : {}),
    })),
  );
/**
 * A saved search's match copies the listing's card: its title is the shipper's words (the places are the listing's,
 * public while it is open).
 */
const cardCopy: Copy[] = [{ from: 'copiedFrom.shipper', fields: ['listing.title'] }];

const listingStops = [
  'address.streetAddress',
  'address.alternateStreetAddress',
  'address.contactPhoneNumber',
  'address.contactFullName',
  'address.formattedAddress',
  'contact',
].map((field) => `route.items[].${field}`);

export const inventory: Readonly<Record<Kind, PersonalDataRule>> = {
  User: {
    section: 'profile',
    whose: ['userId'],
    secret: ['apiKeyHash', 'passwordHash', 'blockedBy', 'credentialsVersion', 'retiringApiKeyHashes'],
    onClosure: 'erase',
    erase: {
      userId: [
        'userName',
        'firstName',
        'lastName',
        'companyName',
        'emailAddress',
        'homePhone',
        'homePhoneExt',
        'mobilePhone',
        'primaryAddress',
        'about',
        'mcNumber',
        'dotNumber',
        'profile',
        'userPreferences',
        'facebookLinked',
      ],
    },
    personal:
      'names, user name, company, email, phones, address, about text, MC/DOT numbers, service profile, preferences',
  },
  EmailClaim: { whose: ['userId'], onClosure: 'delete', personal: 'the email address (its key)' },
  Vetting: {
    section: 'vetting',
    whose: ['userId'],
    onClosure: 'delete',
    personal: "the USDOT and MC numbers, and FMCSA's public record of the provider (names, address)",
  },
  DotNumberClaim: { whose: ['userId'], onClosure: 'delete', personal: 'the USDOT number (its key)' },
  Certificate: {
    section: 'certificates',
    // the company's, whoever of it uploaded: a member leaving takes nothing of the company's with it
    whose: ['userId'],
    onClosure: 'delete',
    personal: 'a certificate of insurance (S3 object): the insurer, policy, amounts, and names on the PDF',
  },
  CertificateCover: { whose: ['userId'], onClosure: 'delete', personal: 'what the certificates cover (their copy)' },
  CertificateReminder: { whose: ['userId'], onClosure: 'delete', personal: 'none beyond ids' },
  VettingDue: { whose: ['userId'], onClosure: 'delete', personal: 'none beyond ids' },
  ProviderRequirements: {
    section: 'providerRequirements',
    whose: ['userId'],
    onClosure: 'delete',
    personal: 'none beyond what a shipper requires of carriers',
  },
  UserNameClaim: { whose: ['userId'], onClosure: 'delete', personal: 'the user name (its key)' },
  ApiKey: {
    section: 'keys',
    whose: ['userId'],
    onClosure: 'delete',
    personal: 'none beyond the key hash (never exported); the last use of a rotated key: when and from which address',
  },
  KeyExpiryDue: { whose: ['userId'], onClosure: 'delete', personal: 'none beyond ids' },
  AccessToken: {
    section: 'accessTokens',
    whose: ['userId'],
    onClosure: 'delete',
    personal: 'none beyond the token hash (never exported)',
  },
  RestrictedKey: {
    section: 'keys',
    whose: ['userId'],
    secret: ['keyHash'],
    onClosure: 'delete',
    personal: 'the name given to the key',
  },
  ProfileImage: { section: 'images', whose: ['userId'], onClosure: 'delete', personal: 'the photo (S3 object)' },
  SignInAddress: {
    section: 'signInAddresses',
    whose: [],
    onClosure: 'delete',
    personal: 'IP addresses signed in from',
  },
  SecurityEvent: {
    section: 'securityEvents',
    whose: ['userId'],
    onClosure: 'delete',
    personal: 'IP addresses, user agents, times',
  },
  // the provider never learns who marked it (docs/provider-relations.md): theirs is the shipper's
  ProviderRelation: {
    section: 'providerRelations',
    whose: ['shipperId'],
    onClosure: 'delete',
    personal: 'who the shipper prefers or blocked',
  },
  PreferredListing: {
    section: 'preferredListings',
    whose: ['providerId'],
    onClosure: 'delete',
    personal: 'none beyond ids',
    copies: [{ from: 'shipperId', fields: ['listing.title'] }],
  },
  ProviderRegion: {
    section: 'serviceRegions',
    whose: ['userId'],
    onClosure: 'delete',
    personal: 'the regions a provider serves',
  },
  Webhook: {
    section: 'webhooks',
    whose: ['userId'],
    secret: ['secret'],
    onClosure: 'delete',
    personal: 'the receiver URL',
  },
  WebhookDelivery: {
    section: 'webhookDeliveries',
    whose: ['userId'],
    onClosure: 'delete',
    personal: 'the events sent (names, listings)',
    copies: quotesOf('eventType', 'event.data.'),
  },
  NotificationPreferences: {
    section: 'emailPreferences',
    whose: ['userId'],
    secret: ['unsubscribeToken'],
    onClosure: 'delete',
    personal: 'email preferences',
  },
  UnsubscribeToken: { whose: ['userId'], onClosure: 'delete', personal: 'none beyond ids' },
  // a company's members (docs/teams.md): the entry is the company's and the member's alike
  Member: {
    section: 'members',
    whose: ['companyId', 'memberId'],
    onClosure: 'delete',
    personal: "the member's name, email address and mobile phone, as its company sees them",
  },
  Invitation: { whose: ['companyId', 'memberId'], onClosure: 'delete', personal: 'none beyond ids' },
  InvitationEmail: {
    whose: ['companyId', 'memberId'],
    secret: ['token'],
    onClosure: 'delete',
    personal: 'none beyond ids',
  },
  // a booked listing's driver (docs/teams.md): ids; the name the shipper sees is the member entry's, gone with it
  DriverAssignment: {
    section: 'driverAssignments',
    whose: ['shipperId', 'providerId', 'memberId'],
    onClosure: 'leave',
    personal: 'none beyond ids (who drives which load)',
  },
  DriverLoad: {
    section: 'driverLoads',
    whose: ['memberId'],
    onClosure: 'delete',
    personal: 'none beyond ids (the loads assigned to the driver)',
  },
  Notification: {
    section: 'notifications',
    whose: ['recipientId'],
    onClosure: 'delete',
    personal: 'what happened to them, with names',
    copies: quotesOf('kind', 'data.'),
  },
  EmailDigestEvent: {
    whose: ['recipientId'],
    onClosure: 'delete',
    personal: 'a notification waiting for its digest email (TTL a week after it is due)',
    copies: quotesOf('kind', 'data.'),
  },
  EmailDigestDue: {
    whose: ['userId'],
    onClosure: 'delete',
    personal: 'none beyond ids (a digest due, on the due list)',
  },
  DigestQueued: { whose: ['userId'], onClosure: 'delete', personal: 'none beyond ids (which digest an event went in)' },
  FirstBidEmail: { whose: [], onClosure: 'leave', personal: 'none beyond ids (the event of a listing’s first bid)' },
  SavedSearch: {
    section: 'savedSearches',
    whose: ['userId'],
    onClosure: 'delete',
    personal: 'where and what they look for',
  },
  SearchAlert: { whose: ['u'], onClosure: 'delete', personal: 'the saved search, short' },
  ListingMatch: {
    section: 'savedSearchMatches',
    whose: ['userId'],
    onClosure: 'delete',
    personal: 'listings their searches found',
    copies: cardCopy,
  },
  DigestDue: { whose: ['userId'], onClosure: 'delete', personal: 'none beyond ids (a digest due, on the due list)' },
  DigestMatch: {
    whose: ['userId'],
    onClosure: 'delete',
    personal: 'a match in the digest, waiting or sent (TTL two days after)',
    copies: cardCopy,
  },
  // a match an item in the due list's shard 0, until migration alert-digests-per-user (docs/compat.md)
  AlertDigestDue: {
    whose: ['userId'],
    onClosure: 'delete',
    personal: 'a match waiting for the digest',
    copies: cardCopy,
  },
  AlertDay: {
    whose: [],
    onClosure: 'leave',
    personal: 'none beyond ids (how many listings a search heard of in its day); expires',
  },
  SavedSearchCleanup: {
    whose: [],
    onClosure: 'leave',
    personal: 'none beyond ids (a deleted search whose matches are swept again)',
  },
  Watch: { section: 'watchedListings', whose: ['userId'], onClosure: 'delete', personal: 'listings they watch' },
  Listing: {
    section: 'listings',
    whose: ['shipperId'],
    onClosure: 'erase',
    erase: {
      shipperId: [
        'title',
        'description',
        'confidentialDescription',
        ...listingStops,
        'items[].description',
        'items[].vin',
        'items[].notes',
      ],
    },
    personal: 'title and descriptions, street addresses and contacts of both stops',
  },
  ListingState: {
    section: 'listings',
    whose: ['shipperId'],
    onClosure: 'leave',
    personal: 'none beyond ids (status, bids, booking)',
  },
  ListingEntry: {
    whose: [],
    onClosure: 'erase',
    personal: "the listing's view in the shipper's list (rewritten from the erased listing)",
  },
  Bid: {
    section: 'bids',
    whose: ['providerId', 'shipperId'],
    onClosure: 'erase',
    erase: { providerId: ['comment'], shipperId: ['declination.comment'] },
    personal: 'the comment; the shipper’s comment on declining it',
  },
  Bidder: { whose: [], onClosure: 'leave', personal: 'none beyond ids' },
  // a booking's money: financial records kept seven years after the account closes (docs/payments.md, "Privacy")
  Payment: {
    section: 'payments',
    whose: ['shipperId', 'carrierId'],
    secret: ['releaseCode', 'releaseCodeFailures', 'releaseCodeLockedUntil'],
    onClosure: 'leave',
    personal: 'none beyond ids and amounts (a financial record: kept)',
  },
  LedgerEntry: { whose: [], onClosure: 'leave', personal: 'none beyond ids and amounts (a financial record: kept)' },
  PayoutAccount: {
    section: 'payouts',
    whose: ['userId'],
    onClosure: 'leave',
    personal: "the Stripe account's id and its status (Stripe holds the carrier's bank and identity details)",
  },
  PayoutAccountOwner: { whose: ['userId'], onClosure: 'leave', personal: 'none beyond ids' },
  PaymentCustomer: {
    section: 'payments',
    whose: ['userId'],
    onClosure: 'leave',
    personal: "the Stripe Customer's id (Stripe holds the saved cards; the Customer carries no name or email)",
  },
  PendingPayout: { whose: [], onClosure: 'leave', personal: 'none beyond ids' },
  ReleaseDue: { whose: [], onClosure: 'leave', personal: 'none beyond ids (goes once the schedule looked at it)' },
  PayoutSent: {
    section: 'payouts',
    whose: ['carrierId'],
    onClosure: 'leave',
    personal: 'none beyond ids and amounts (a financial record: kept)',
  },
  StripeEvent: { whose: [], onClosure: 'leave', personal: 'none; expires' },
  Question: {
    section: 'questions',
    whose: ['askerId', 'shipperId'],
    onClosure: 'erase',
    erase: { askerId: ['text', 'askerName'], shipperId: ['answer.text'] },
    personal: 'the question and answer texts, the asker’s name',
  },
  Message: {
    section: 'messages',
    whose: ['senderId', 'recipientId'],
    onClosure: 'erase',
    erase: { senderId: ['text'] },
    personal: 'the text (only the closed user’s own messages are erased)',
  },
  MessageEmailDue: { whose: [], onClosure: 'leave', personal: 'none beyond ids; expires' },
  MessageEmailSent: { whose: [], onClosure: 'leave', personal: 'none beyond ids; expires' },
  Feedback: {
    section: 'feedback',
    whose: ['raterId', 'ratedId'],
    onClosure: 'erase',
    erase: { raterId: ['comment', 'raterName'], ratedId: ['reply.text'] },
    personal: 'the comment, the rater’s name, the reply',
    // the listing's title, as feedback lists show it, is its shipper's words: the rater or the rated, by the rater's
    // role
    copies: [
      { from: 'raterId', fields: ['listing.title'], when: { attribute: 'raterRole', value: 'Shipper' } },
      { from: 'ratedId', fields: ['listing.title'], when: { attribute: 'raterRole', value: 'Carrier' } },
    ],
  },
  FeedbackClaim: { whose: [], onClosure: 'leave', personal: 'none beyond ids' },
  FeedbackCounted: { whose: [], onClosure: 'leave', personal: 'none beyond ids' },
  RateRequest: {
    section: 'rateRequests',
    whose: ['requesterId'],
    onClosure: 'erase',
    erase: {
      requesterId: ['address.streetAddress', 'address.alternateStreetAddress', 'contact'].map(
        (f) => `route.items[].${f}`,
      ),
    },
    personal: 'street addresses and contacts of both stops',
  },
  Rate: {
    section: 'rates',
    whose: ['providerId', 'requesterId'],
    onClosure: 'erase',
    erase: { providerId: ['comment'] },
    personal: 'the comment',
  },
  TransitRecord: {
    section: 'transitRecords',
    whose: ['providerId', 'shipperId'],
    onClosure: 'leave',
    personal: 'where the load was (a shipment record: kept)',
  },
  TrackHour: {
    whose: [],
    onClosure: 'leave',
    personal: 'where the load was, a position a minute (a shipment record: expires 90 days after its hour)',
  },
  TrackedShipment: { whose: [], onClosure: 'leave', personal: 'none beyond ids (the NoSignal watch list)' },
  Attachment: {
    section: 'documents',
    whose: ['uploadedBy', 'shipperId', 'providerId'],
    onClosure: 'delete',
    personal: 'the document (S3 object): names and addresses on it',
  },
  AttachmentUpload: { whose: ['uploadedBy'], onClosure: 'delete', personal: 'a document on its way; expires' },
  TrackingPage: { whose: [], onClosure: 'leave', personal: 'none beyond ids' },
  IdempotencyRecord: {
    whose: [],
    onClosure: 'delete',
    personal: 'an answer kept for a retry (may hold anything the user sent)',
  },
  Quote: {
    section: 'quotes',
    whose: ['userId'],
    onClosure: 'delete',
    personal: 'postal codes and vehicles of a quote',
  },
  EmailSent: { whose: [], onClosure: 'leave', personal: 'none beyond ids; expires' },
  SuppressedAddress: { whose: [], onClosure: 'delete', personal: 'the email address (its key): replaced by its hash' },
  SignInBlock: { whose: [], onClosure: 'leave', personal: 'an IP address; expires within hours' },
  SignInAttempts: { whose: [], onClosure: 'leave', personal: 'an IP address; expires within hours' },
  SignInFailures: { whose: [], onClosure: 'leave', personal: 'an IP address; expires within hours' },
  RequestCount: { whose: [], onClosure: 'leave', personal: 'none; expires within an hour' },
  QuestionCount: { whose: [], onClosure: 'leave', personal: 'none; expires within an hour' },
  MarketPrices: { whose: [], onClosure: 'leave', personal: 'none (prices of lanes)' },
  SearchCard: {
    whose: [],
    onClosure: 'leave',
    personal: 'a listing’s public card (open listings only: a closed account has none)',
  },
  SearchSorted: { whose: [], onClosure: 'leave', personal: 'as SearchCard' },
  SearchTallied: { whose: [], onClosure: 'leave', personal: 'none' },
  DataExport: { whose: ['userId'], onClosure: 'delete', personal: 'the export document (S3 object)' },
  ExportDay: { whose: [], onClosure: 'delete', personal: 'none beyond ids (one export a day); expires' },
  // an erasure's job holds the closed user's email until it is done, then goes
  PrivacyJob: { whose: [], onClosure: 'leave', personal: 'an erasure’s email address, while it runs' },
  JobLease: { whose: [], onClosure: 'leave', personal: 'none (which run of a scheduled job works now)' },
  // the search index's counts of open listings by place and commodity (docs/search.md): numbers only
  SearchTally: { whose: [], onClosure: 'leave', personal: 'none (counts of open listings)' },
  // a migration's mark that it is complete (npm run migrate): its name and when
  Migration: { whose: [], onClosure: 'leave', personal: 'none (which migration completed, when)' },
};

/** The inventory's row of an item's kind: none when it has no kind the code writes. */
export const ruleOf = (item: Item): PersonalDataRule | undefined => {
  const kind = kindOf(item);
  return kind && inventory[kind];
};

/** Partitions that belong to one user by their key: everything under them is theirs. */
const ownPartition = /^(?:USER|SECURITY|IDEMPOTENCY|QUESTIONSASKED)#(\d+)(?:#|$)/;

/** The ids of the people whose item this is (by its attributes and by its partition). */
export function peopleOf(item: Item): number[] {
  const rule = ruleOf(item);
  const ids = (rule?.whose ?? []).map((field) => item[field]).filter((id): id is number => typeof id === 'number');
  const owner = ownPartition.exec((item.PK as string | undefined) ?? '');
  return owner ? [...ids, Number(owner[1])] : ids;
}

export const isTheirs = (item: Item, userId: number) => peopleOf(item).includes(userId);

// --- erasing fields -------------------------------------------------------------------------------

export const PLACEHOLDER_NAME = 'Closed account';
export const ERASED_TEXT = '[removed: the account was closed]';

/** The fields the closed user wrote in this item, erased: strings by the placeholder text, anything else removed. */
export function erasedFor<T extends Item>(item: T, userId: number): T {
  const copy = structuredClone(item) as Item;
  for (const [author, paths] of Object.entries(ruleOf(item)?.erase ?? {})) {
    if (item[author] !== userId) continue;
    for (const path of paths) eraseAt(copy, path.split('.'));
  }
  return copy as T;
}

function eraseAt(target: Item, [head, ...rest]: string[], replacement = ERASED_TEXT): void {
  if (head === undefined) return;
  if (head.endsWith('[]')) {
    const list = target[head.slice(0, -2)];
    if (Array.isArray(list))
      for (const element of list)
        if (element && typeof element === 'object') eraseAt(element as Item, rest, replacement);
    return;
  }
  if (!(head in target)) return;
  if (rest.length) {
    const next = target[head];
    if (next && typeof next === 'object') eraseAt(next as Item, rest, replacement);
    return;
  }
  if (typeof target[head] === 'string' && target[head] !== '') target[head] = replacement;
  else delete target[head];
}

/** The copies this item holds of other people's words (its row's `copies` that apply to it), with whose they are. */
export function copiesIn(item: Item): { from: unknown; copy: Copy }[] {
  return (ruleOf(item)?.copies ?? [])
    .filter((copy) => !copy.when || item[copy.when.attribute] === copy.when.value)
    .map((copy) => ({ from: valueAt(item, copy.from), copy }));
}

/**
 * The item with what it copied from this user erased: each copied field replaced by the
 * placeholder text, and a notification's message said again without them. Found by `copiedFrom`
 * (whose the copy is), never by what the item says: another user's own words, and what they share
 * with the closed one (a name, a phone line, a street), stay as they are. The item itself when it
 * holds no copy of theirs.
 */
export const copiesErased = <T extends Item>(item: T, userId: number): T =>
  withCopiesErased(item, ({ from }) => from === userId);

/** The item with the copies `which` picks erased (the item itself when it picks none). */
export function withCopiesErased<T extends Item>(item: T, which: (copy: { from: unknown; copy: Copy }) => boolean): T {
  const theirs = copiesIn(item)
    .filter(which)
    .map(({ copy }) => copy);
  if (theirs.length === 0) return item;
  const copy = structuredClone(item) as Item;
  for (const { fields, names = [] } of theirs) {
    for (const path of fields) eraseAt(copy, path.split('.'));
    for (const path of names) eraseAt(copy, path.split('.'), PLACEHOLDER_NAME);
  }
  const kind = theirs.find((c) => c.message)?.message;
  if (kind && copy.data && typeof copy.data === 'object') copy.message = messageWithout(kind, copy.data as Item);
  return copy as T;
}

const messageWithout = (kind: QuotingKind, data: Item) =>
  (quotingMessages[kind] as (data: Item, words: MessageWords) => string)(data, { name: PLACEHOLDER_NAME });

export function valueAt(item: Item, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, name) => (value && typeof value === 'object' ? (value as Item)[name] : undefined), item);
}
