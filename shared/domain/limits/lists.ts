// How long an answer's lists may be (docs/limits.md, "Lists"): the OpenAPI document declares these
// bounds (maxItems) and the views keep to them.

/** A page of a paged list (spec 4 rule 4: `$top` is at most this). */
export const MAX_PAGE_SIZE = 100;

/**
 * A list served whole, never paged (a listing's bids, a transit history, a rate request's rates,
 * watched listings, webhook deliveries): at most this many entries, `totalCount` counting them all.
 */
export const WHOLE_LIST_MAX = 1000;

/** The links of one resource (spec 4 rule 3). */
export const MAX_LINKS = 30;

/** A lookup list (regions, commodities, trailer and service types, ...). */
export const LOOKUP_MAX = 1000;

/** How many of each a listing holds (docs/listings.md); its answers and events declare the same bounds. */
export const MAX_LISTING_ITEMS = 50;
export const MAX_REFERENCE_NUMBERS = 20;
export const MAX_SERVICE_TYPES = 10;
export const MAX_GALLERY = 20;

/** At most this many members a company (its owner not counted). */
export const MAX_MEMBERS = 100;
