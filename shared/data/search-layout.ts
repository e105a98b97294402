// The search index's layout (docs/search.md): which partitions and sorted lists there are and how
// their keys sort. Search's rules (shared/domain/search/) decide which of them a listing is in and
// which a query reads; this layer writes and reads the items.

/** Sort keys the index keeps a sorted list for (DistanceFromOrigin depends on the query's point). */
export const storedSortKeys = ['DateUpdated', 'ExpirationDate', 'Price', 'TotalDistance'] as const;
export type StoredSortKey = (typeof storedSortKeys)[number];
/**
 * The partitions of the lists that many listings share, by listingId (docs/search.md, docs/scale.md):
 * each takes a write per change of any of its listings, and DynamoDB a partition 1,000 a second. At
 * ten times the largest marketplace (issue 52) the everywhere lists take about 2,200 writes a
 * second at the peak, a busiest parent commodity's 40% of them: eight and four partitions keep each
 * under a quarter of its limit. A sorted search merges them (a Query each); its first pages are
 * kept a second per instance in production (shared/data/kept-reads.ts), so the merge costs reads
 * per instance, not per search.
 */
export const EVERYWHERE_SHARDS = 8;
export const COMMODITY_SHARDS = 4;

/**
 * The everywhere list's partitions: `ALL#0` to `ALL#7`. They hold every listing once whichever
 * layout wrote it: the one partition (`ALL#0`) and the four (`ALL#0` to `ALL#3`) of the layouts
 * before are among them.
 */
export const everywhereLists = () => Array.from({ length: EVERYWHERE_SHARDS }, (_, shard) => `ALL#${shard}`);

/**
 * A parent commodity's list's partitions; the first keeps the unsharded list's name, so entries written before sharding
 * are in it.
 */
export const commodityLists = (parent: string) =>
  Array.from({ length: COMMODITY_SHARDS }, (_, shard) =>
    shard === 0 ? `COMMODITY#${parent}` : `COMMODITY#${parent}#${shard}`,
  );

/** Sorts after every geohash character: `9q5~` closes the range of sort keys in the cell `9q5`. */
export const AFTER_CELL = '~';

/** Precision of a near partition's cell. */
export const NEAR_PARTITION_PRECISION = 3;
