import * as v from 'valibot';
import type { CopiedFrom } from '../../domain/privacy/types.ts';
import type { ListingMatch, MatchedListing } from '../../domain/saved-searches/types.ts';
import { defineItem, templatesOf, everyOf } from '../item-definition.ts';

// Pattern 20 (docs/saved-searches.md): a listing a saved search heard of, in the search's partition, written once so
// that it hears of it once (TTL after the listing's expiry, given with it); and a daily alert's listing, in its
// user's partition for the digest due at `dueOn` (TTL two days after).

const place = v.looseObject({
  majorMunicipality: v.string(),
  stateProvince: v.string(),
  postalCode: v.string(),
  country: v.string(),
});
/** A listing as a search or a preferred shipper's provider heard of it (provider-relation.ts stores it too). */
export const matchedListing: v.GenericSchema<unknown, MatchedListing> = v.looseObject({
  listingId: v.number(),
  title: v.string(),
  commodity: v.string(),
  pricingFormat: v.string(),
  price: v.optional(v.looseObject({ amount: v.number(), currencyType: v.string() })),
  kilometers: v.number(),
  pickup: place,
  delivery: place,
  expiresOn: v.string(),
});
/** A match's attributes as stored (a daily match queued the way before too: digest-due.ts). */
export const matchAttributes = {
  searchId: v.string(),
  searchName: v.string(),
  userId: v.number(),
  alerts: v.picklist(everyOf<ListingMatch['alerts']>()(['instant', 'daily'])),
  listing: matchedListing,
  matchedOn: v.string(),
  copiedFrom: v.optional(v.custom<CopiedFrom>((copied) => typeof copied === 'object' && copied !== null)),
};

/** A match as its search's partition holds it: with the instant TTL removes it. */
export type StoredListingMatch = ListingMatch & { expiresAt: number };

/** The keys read only the listing's id of the match: a key is built from the ids alone. */
export type ListingOf<R> = Omit<R, 'listing'> & { listing: Pick<MatchedListing, 'listingId'> };

const heard = templatesOf<ListingOf<StoredListingMatch>>();

export const listingMatchItems = defineItem<StoredListingMatch>()({
  kind: 'ListingMatch',
  schema: v.looseObject({ ...matchAttributes, expiresAt: v.number() }),
  key: {
    partition: heard(['searchId'], ({ searchId }) => `SAVEDSEARCH#${searchId}`),
    sort: {
      ...heard(['listing'], ({ listing }) => `MATCH#${listing.listingId}`, 'MATCH#'),
      shown: 'MATCH#<listingId>',
    },
  },
});

/** A daily match in its user's digest due at `dueOn`. */
export type DigestMatch = ListingMatch & { dueOn: string };

/** How long a digest's listings stay after it is due: the job sends it within minutes, TTL removes them free. */
const DIGEST_KEPT_SECONDS = 2 * 86_400;
export const digestExpiryAfter = (dueOn: string) => Math.floor(Date.parse(dueOn) / 1000) + DIGEST_KEPT_SECONDS;

const daily = templatesOf<ListingOf<DigestMatch>>();

export const digestMatchItems = defineItem<DigestMatch>()({
  kind: 'DigestMatch',
  schema: v.looseObject({ ...matchAttributes, dueOn: v.string() }),
  key: {
    partition: daily(['userId', 'dueOn'], ({ userId, dueOn }) => `USER#${userId}#DIGEST#${dueOn}`),
    sort: {
      ...daily(['searchId', 'listing'], ({ searchId, listing }) => `${searchId}#${listing.listingId}`),
      shown: '<searchId>#<listingId>',
    },
  },
  derived: { expiresAt: ({ dueOn }) => digestExpiryAfter(dueOn) },
});
