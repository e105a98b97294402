// The one definition of the table's shape. infra/stack.ts builds the CDK table from it and
// infra/local/resources.ts creates the same table in DynamoDB Local. Key design: docs/data-model.md.

export interface IndexDesign {
  readonly name: string;
  readonly partitionKey: string;
  readonly sortKey: string;
  /**
   * 'ALL', 'KEYS_ONLY', or the non-key attributes projected. A narrow index costs less per read;
   * a KEYS_ONLY one is written only when an item's keys in it change (docs/data-model.md).
   */
  readonly projection: 'ALL' | 'KEYS_ONLY' | readonly string[];
}

export const tableDesign = {
  partitionKey: 'PK',
  sortKey: 'SK',
  /** Epoch seconds; idempotency records, quotes and OAuth tokens expire through it. */
  ttlAttribute: 'expiresAt',
  stream: 'NEW_AND_OLD_IMAGES',
  indexes: [
    // Collections by owner or parent: a shipper's listings, a listing's bids, a user's watched
    // listings, providers of a region, a requester's rate requests, a user's feedback and saved searches.
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK', projection: 'ALL' },
    // A second grouping of the same items: a provider's bids (shared/data/definitions/bid.ts), a shipper's
    // list entries by transit status (pattern 4 with its filter, without a FilterExpression).
    { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK', projection: 'ALL' },
    // Sparse "open for the marketplace" index: open listings by region and geohash of a stop
    // (search: `entry`, `expiresAt`; docs/search.md) and open rate requests by region (`card`).
    // Only what those reads need is projected.
    { name: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK', projection: ['entity', 'card', 'entry', 'expiresAt'] },
    // A shipper's listings by transit status, from the small ListingState item: keys only, so the
    // state changes a bid or a location report makes are never written to it (pattern 4).
    { name: 'GSI4', partitionKey: 'GSI4PK', sortKey: 'GSI4SK', projection: 'KEYS_ONLY' },
  ],
} as const satisfies {
  partitionKey: string;
  sortKey: string;
  ttlAttribute: string;
  stream: string;
  indexes: readonly IndexDesign[];
};

export type IndexName = (typeof tableDesign.indexes)[number]['name'];

/** Every key attribute is a string. */
export function keyAttributes(): string[] {
  return [
    tableDesign.partitionKey,
    tableDesign.sortKey,
    ...tableDesign.indexes.flatMap((i) => [i.partitionKey, i.sortKey]),
  ];
}
