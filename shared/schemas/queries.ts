import * as v from 'valibot';
import { object } from './objects.ts';
import { PagingQuery } from './paging.ts';
import { integerText } from './integer-text.ts';
import { transitStatuses } from '../domain/listings/types.ts';

// Query strings of the routes that take one; the OpenAPI document (shared/contract/) reads the
// same schemas, so a parameter documented there is the parameter parsed here.

const selector = v.optional(
  v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(60, 'must be at most 60 characters')),
);

export const PagingOnlyQuery = object(PagingQuery);

/** GET /v2/listings (spec 4 rule 7) */
const listingFilters = [...transitStatuses, 'Unbooked'] as const;
export const ListingsQuery = object({
  ...PagingQuery,
  transitStatus: v.optional(v.picklist(listingFilters, `must be one of ${listingFilters.join(', ')}`)),
  // a driver's loads (docs/teams.md): `me` is the one value
  assignedTo: v.optional(v.picklist(['me'], 'must be me')),
  // where the next page starts: the opaque cursor of a next link (OData's server-driven paging)
  $skiptoken: v.optional(v.pipe(v.string(), v.maxLength(1000, 'must be at most 1000 characters'))),
});

/** GET /v2/notifications */
export const NotificationsQuery = object({
  ...PagingQuery,
  unread: v.optional(v.picklist(['true', 'false'], 'must be true or false')),
});

/** GET /v2/lookups/commodities */
export const CommoditiesQuery = object({ parent: selector });

/** GET /v2/lookups/trailerTypes and serviceTypes: both depend on the commodity (spec 2.8) */
export const CommodityCodeQuery = object({ commodityCode: selector });

/** GET /v2/lookups/regions (spec 4 #18: depth and parent value selectors) */
export const RegionsQuery = object({
  depth: v.optional(
    integerText(
      v.pipe(
        v.string(),
        v.maxLength(1, 'must be at most 1 characters'),
        v.regex(/^[012]$/, 'depth must be 0, 1 or 2'),
        v.transform(Number),
      ),
      0,
      2,
    ),
  ),
  parent: selector,
});
