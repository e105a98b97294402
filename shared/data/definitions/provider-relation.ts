import * as v from 'valibot';
import type { ProviderRelation, ProviderRelationKind } from '../../domain/provider-relations/types.ts';
import type { MatchedListing } from '../../domain/saved-searches/types.ts';
import { defineItem, everyOf, templatesOf } from '../item-definition.ts';
import { matchedListing } from './listing-match.ts';

// Pattern 21 (docs/data-model.md, docs/provider-relations.md): a shipper's Preferred or Blocked providers, under the
// shipper's partition (a check is one GetItem, the whole list one Query); and each new listing of a shipper that a
// provider it prefers heard of, under the provider, written once so that it hears once.

const relationKinds = everyOf<ProviderRelationKind>()(['Preferred', 'Blocked']);

const relation = templatesOf<ProviderRelation>();

export const providerRelationItems = defineItem<ProviderRelation>()({
  kind: 'ProviderRelation',
  schema: v.looseObject({
    shipperId: v.number(),
    providerId: v.number(),
    relation: v.picklist(relationKinds),
    since: v.string(),
  }),
  key: {
    partition: relation(['shipperId'], ({ shipperId }) => `USER#${shipperId}`),
    sort: relation(['providerId'], ({ providerId }) => `PROVIDER#${providerId}`, 'PROVIDER#'),
  },
});

/** A shipper's new listing as a provider it prefers heard of it; `expiresAt` (epoch seconds): its TTL. */
export interface PreferredListing {
  providerId: number;
  shipperId: number;
  listing: MatchedListing;
  expiresAt: number;
}

const preferred = templatesOf<PreferredListing>();

export const preferredListingItems = defineItem<PreferredListing>()({
  kind: 'PreferredListing',
  schema: v.looseObject({
    providerId: v.number(),
    shipperId: v.number(),
    listing: matchedListing,
    expiresAt: v.number(),
  }),
  key: {
    partition: preferred(['providerId'], ({ providerId }) => `USER#${providerId}`),
    sort: {
      ...preferred(['listing'], ({ listing }) => `PREFERREDLISTING#${listing.listingId}`, 'PREFERREDLISTING#'),
      shown: 'PREFERREDLISTING#<listing.listingId>',
    },
  },
});
