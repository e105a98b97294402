// The capacity model (issue 52, docs/scale.md): measured footprints per request type projected onto
// a workload. Pure: bench/scale.ts measures and prints; the assumptions are named here, each once.
import { alertShardsOf } from '../shared/domain/saved-searches/alert-index.ts';
import { COMMODITY_SHARDS, EVERYWHERE_SHARDS } from '../shared/data/search-layout.ts';
import { TRACKED_SHARDS } from '../shared/data/definitions/positions.ts';

export interface PartitionFootprint {
  pattern: string;
  index: string;
  rcuPerRequest: number;
  wcuPerRequest: number;
  /** The functions whose calls named it. */
  functions?: string[];
}
export interface Footprint {
  type: string;
  requests: number;
  rcuPerRequest: number;
  wcuPerRequest: number;
  partitions: PartitionFootprint[];
  streamRecordsPerRequest: number;
  /**
   * Each function a request of this type sets off: how often, how long, and for a stream consumer how many records a
   * call.
   */
  invocations: {
    function: string;
    perRequest: number;
    meanMs: number;
    recordsPerCall?: number;
    memoryMb?: number;
    trigger?: string;
  }[];
  /** Emails a request sends at once (as measured: with every person's cadences at their defaults). */
  emailsPerRequest?: number;
  /** The same by whom they go to (a shipper, a carrier): what a person gets a day is counted from it. */
  emailsTo?: Partial<Record<Role, number>>;
  /**
   * Events a request queues for email digests instead (docs/notifications.md, "Digests"): each would be an email of
   * its own were everything immediate.
   */
  digestEventsPerRequest?: number;
  /**
   * The things a type's queued events come from, each held by a person whose digest they wait in (HOLDERS): a later
   * bid's listing, its shipper's; a match's saved search, its owner's.
   */
  digestsAmong?: 'openListings' | 'savedSearches';
  /** The units a request costs, by the function that spent them (the model's check compares these). */
  unitsByFunction?: Record<string, number>;
  /**
   * What a request adds for each saved search the table holds (the alerter's matching of a new
   * listing and what its matches set off), measured at two sizes: units by partition, emails, and
   * each function's milliseconds.
   */
  perSavedSearch?: SavedSearchGrowth & {
    /**
     * The same with every search's alerts paused (docs/saved-searches.md, "A day's alerts"): its entries read, no
     * match.
     */
    paused?: SavedSearchGrowth;
  };
}
export interface SavedSearchGrowth {
  partitions: PartitionFootprint[];
  emailsPerRequest: number;
  emailsTo?: Partial<Record<Role, number>>;
  digestEventsPerRequest?: number;
  msByFunction: Record<string, number>;
}

export interface Workload {
  name: string;
  requestsPerSecond: number;
  /** Share of the requests of each measured type (they sum to 1). */
  mix: Record<string, number>;
  /** Peaks are this many times the mean. */
  peakFactor: number;
  openListings: number;
  savedSearches: number;
  /**
   * The people it holds (docs/scale.md, "People"): a person's emails and digests are counted from them (none: each
   * queued event a digest of its own, and no one's emails a day).
   */
  people?: Record<Role, number>;
}

/** Whom an email goes to: the shippers (brokers among them) and the carriers of a workload. */
export type Role = 'shipper' | 'carrier';
export const ROLES: readonly Role[] = ['shipper', 'carrier'];

/** The request type that books (bookings a second are the workload's: docs/scale.md, "Workloads"). */
export const BOOKING_TYPE = 'booking (bid accepted)';
/** A tracked load's device reporting its positions (docs/scale.md, "Workloads": how many, how often). */
export const POSITIONS_TYPE = 'positions (a batch of 15)';

/**
 * Request types each of which acts on one thing that sends them itself, at a rate of its own: a tracked load's device
 * sends its batch every 15 minutes, and at the most (a device set to report often) one a minute. Its listing's
 * partitions take that rate, not a share of every device's (HOTTEST_THING_SHARE).
 */
export const ONE_SENDER_RATE: Record<string, number> = { [POSITIONS_TYPE]: 1 / 60 };

/** Requests a second of a footprint's type, at the workload's peak or at its mean. */
const rateOf = (f: Footprint, workload: Workload, at: 'peak' | 'mean' = 'peak') =>
  workload.requestsPerSecond * (workload.mix[f.type] ?? 0) * (at === 'peak' ? workload.peakFactor : 1);

/** DynamoDB's limits per partition (the developer guide, "partitions"), whatever the table's mode. */
export const PARTITION_LIMIT = { rcu: 3000, wcu: 1000 };
export const ACCOUNT_LAMBDA_CONCURRENCY = 1000;
export const API_GATEWAY_RATE = 10_000;

/**
 * On-demand prices, us-east-1, as on the AWS pricing pages on 2026-11-27 (DynamoDB on-demand since
 * its price cut of 2024-11-01): per million units or requests, Lambda per GB-second (x86).
 */
export const PRICES = {
  source: 'AWS on-demand prices, us-east-1, as of 2026-11-27',
  rruPerMillion: 0.125,
  wruPerMillion: 0.625,
  lambdaGbSecond: 0.0000166667,
  lambdaPerMillion: 0.2,
  httpApiPerMillion: 1.0,
  sesPerThousand: 0.1,
};
const SECONDS_A_MONTH = 30 * 86_400;

/**
 * How much of a pattern's traffic its hottest single partition takes. A pattern without a
 * variable part is one partition: all of it. A user's partitions: the busiest account, at most its
 * key's production rate (100 requests a second, docs/limits.md; members share it), so at most that
 * many requests' units. The marketplace's places and goods, assumed (the bench's listings all go
 * one lane, so it cannot measure them): the busiest state or province holds 15% of the listings,
 * the busiest pickup cell (about 150 km square, a metro area) 5%, the busiest parent commodity 40%
 * (vehicles, at a car-shipping marketplace), the busiest lane (state to state, or cell to cell) 3%;
 * a pattern with several kinds takes their product. Any
 * other per-thing partition (a listing, a bid): 1% of its pattern's traffic, a hundred times
 * busier than the average of thousands.
 */
export const BUSIEST_ACCOUNT_RPS = 100;
/**
 * A shard: its list's or alert partition's traffic spread evenly, by listing id or search id
 * (shared/domain/search/rules.ts, shared/domain/saved-searches/alert-index.ts: an alert
 * partition's kind decides its shards; a `<cell>` with shards is a ~150 km one).
 */
const shardShare = (pattern: string) => {
  if (pattern.startsWith('TRACKED#')) return 1 / TRACKED_SHARDS;
  if (pattern.startsWith('ALERT#'))
    return (
      1 /
      alertShardsOf(
        pattern
          .replace('<region>', 'USA-TX')
          .replace('<cell>', '9v6')
          .replace('<commodity>', 'Vehicles')
          .replace('#<shard>', ''),
      )
    );
  return 1 / (pattern.includes('#ALL#') ? EVERYWHERE_SHARDS : COMMODITY_SHARDS);
};
export const BUSIEST_SHARE: Record<string, number> = { region: 0.15, cell: 0.05, commodity: 0.4, lane: 0.03 };
export const HOTTEST_THING_SHARE = 0.01;
const kinds = /<(\w+)>/g;
/** A partition of one thing of its kind (a listing, a bid): not an account's, a place's or goods', nor a shard. */
const isOneThing = (pattern: string) =>
  /<n>/.test(pattern) && !/^USER#/.test(pattern) && [...pattern.matchAll(kinds)].every(([, kind]) => kind === 'n');

/**
 * A read a function keeps per instance for some seconds (docs/search.md, "Freshness"): at most
 * once per instance per that many seconds does it reach its partition, however many requests the
 * instance serves.
 */
export interface CachedRead {
  function: string;
  pattern: RegExp;
  seconds: number;
}

/** Kinds of things whose number grows with the saved searches (their owners, the searches, their emails). */
const perThing = /<(n|uuid|hash|email|token|date)>/;

/**
 * The growth per saved search when `share` of its matches get through the daily cap: what every
 * search costs (its entries read, measured with all paused) and that share of what its matches
 * add (measured with none paused, less the paused growth).
 */
export function growthWithinCap(grows: NonNullable<Footprint['perSavedSearch']>, share: number): SavedSearchGrowth {
  const paused = grows.paused;
  if (!paused || share >= 1) return grows;
  const mix = (all: number, read: number) => read + Math.max(0, all - read) * share;
  const byKey = (partitions: PartitionFootprint[]) => new Map(partitions.map((p) => [`${p.pattern}\t${p.index}`, p]));
  const [all, read] = [byKey(grows.partitions), byKey(paused.partitions)];
  const partitions = [...new Map([...read, ...all])].map(([key, p]) => ({
    ...p,
    rcuPerRequest: mix(all.get(key)?.rcuPerRequest ?? 0, read.get(key)?.rcuPerRequest ?? 0),
    wcuPerRequest: mix(all.get(key)?.wcuPerRequest ?? 0, read.get(key)?.wcuPerRequest ?? 0),
  }));
  const functions = new Set([...Object.keys(grows.msByFunction), ...Object.keys(paused.msByFunction)]);
  return {
    partitions,
    emailsPerRequest: mix(grows.emailsPerRequest, paused.emailsPerRequest),
    emailsTo: Object.fromEntries(
      ROLES.map((role) => [role, mix(grows.emailsTo?.[role] ?? 0, paused.emailsTo?.[role] ?? 0)]),
    ),
    digestEventsPerRequest: mix(grows.digestEventsPerRequest ?? 0, paused.digestEventsPerRequest ?? 0),
    msByFunction: Object.fromEntries(
      [...functions].map((fn) => [fn, mix(grows.msByFunction[fn] ?? 0, paused.msByFunction[fn] ?? 0)]),
    ),
  };
}

/**
 * A footprint at a workload's saved searches: its growth per saved search added (nothing to add
 * without it), `throughCap` of the matches getting through the daily cap (alertsWithinCap). The
 * growth of a partition of a thing that multiplies with the searches (a search's, its owner's, an
 * address's) counts in the units but not in any one partition: its hottest one stays as busy as
 * measured. A shared partition's and a place's or a commodity's grow with them.
 */
export function atWorkload(f: Footprint, workload: Workload, throughCap = 1): Footprint {
  const grows = f.perSavedSearch && growthWithinCap(f.perSavedSearch, throughCap);
  if (!grows || !workload.savedSearches) return f;
  const n = workload.savedSearches;
  const partitions = new Map(f.partitions.map((p) => [`${p.pattern}\t${p.index}`, { ...p }]));
  for (const p of grows.partitions.filter((q) => !perThing.test(q.pattern))) {
    const key = `${p.pattern}\t${p.index}`;
    const base = partitions.get(key) ?? { ...p, rcuPerRequest: 0, wcuPerRequest: 0 };
    partitions.set(key, {
      ...base,
      rcuPerRequest: base.rcuPerRequest + n * p.rcuPerRequest,
      wcuPerRequest: base.wcuPerRequest + n * p.wcuPerRequest,
      functions: [...new Set([...(base.functions ?? []), ...(p.functions ?? [])])],
    });
  }
  const sum = (pick: (p: PartitionFootprint) => number) => grows.partitions.reduce((total, p) => total + pick(p), 0);
  return {
    ...f,
    rcuPerRequest: f.rcuPerRequest + n * sum((p) => p.rcuPerRequest),
    wcuPerRequest: f.wcuPerRequest + n * sum((p) => p.wcuPerRequest),
    emailsPerRequest: (f.emailsPerRequest ?? 0) + n * grows.emailsPerRequest,
    emailsTo: Object.fromEntries(
      ROLES.map((role) => [role, (f.emailsTo?.[role] ?? 0) + n * (grows.emailsTo?.[role] ?? 0)]),
    ),
    digestEventsPerRequest: (f.digestEventsPerRequest ?? 0) + n * (grows.digestEventsPerRequest ?? 0),
    partitions: [...partitions.values()],
    invocations: f.invocations.map((i) => ({
      ...i,
      meanMs: i.meanMs + (n * (grows.msByFunction[i.function] ?? 0)) / Math.max(i.perRequest, 1e-9),
    })),
  };
}

export interface HotPartition {
  pattern: string;
  index: string;
  rcuPerSecond: number;
  wcuPerSecond: number;
  shareOfLimit: number;
}

/**
 * The alert index as sampled (bench/alert-index-sample.ts): partitions a new listing's match reads,
 * their entries and bytes for `searches` saved searches, and the share of new listings reading
 * each; and how many searches matched how many of `matches.listings` sample listings.
 */
export interface AlertIndexSample {
  searches: number;
  listings: number;
  partitions: { partition: string; entries: number; bytes: number; readShare: number }[];
  /**
   * How many searches matched how many of `listings` sample listings, and the alerter's milliseconds an entry it reads
   * (parsed, checked, matched; this machine).
   */
  matches?: { listings: number; searchesByHits: [hits: number, searches: number][]; msPerEntry: number };
}

/** The type whose requests are matched against the saved searches (a new listing). */
export const MATCHED_TYPE = 'listing create';

/** A Query's read units as AWS bills them: 4 KB a unit, halved (not strongly consistent), half a unit at least. */
const queryUnits = (bytes: number) => Math.max(0.5, Math.ceil(bytes / 4096) / 2);

/**
 * The alert index at a workload's saved searches: each sampled partition's entries scaled to them,
 * read by its share of the new listings. What a new listing's match reads in all, and each
 * partition's units a second at the peak: every partition is itself (the sample names them), so
 * no share of a kind is assumed. `whole`: each partition with its shards together, as before them.
 */
export function alertIndexAt(
  sample: AlertIndexSample,
  workload: Workload,
  { whole = false } = {},
): { rcuPerListing: number; entriesPerListing: number; largestBytes: number; partitions: HotPartition[] } {
  const scale = workload.savedSearches / sample.searches;
  const listingsAtPeak = workload.requestsPerSecond * (workload.mix[MATCHED_TYPE] ?? 0) * workload.peakFactor;
  const partitions = new Map<string, { entries: number; bytes: number; readShare: number }>();
  for (const p of sample.partitions) {
    const name = whole ? p.partition.replace(/#\d+$/, '') : p.partition;
    const sum = partitions.get(name) ?? { entries: 0, bytes: 0, readShare: 0 };
    partitions.set(name, {
      entries: sum.entries + p.entries,
      bytes: sum.bytes + p.bytes,
      readShare: Math.max(sum.readShare, p.readShare),
    });
  }
  let [rcuPerListing, entriesPerListing, largestBytes] = [0, 0, 0];
  const hot: HotPartition[] = [];
  for (const [pattern, p] of partitions) {
    const units = queryUnits(p.bytes * scale);
    rcuPerListing += p.readShare * units;
    entriesPerListing += p.readShare * p.entries * scale;
    largestBytes = Math.max(largestBytes, p.bytes * scale);
    const rcu = listingsAtPeak * p.readShare * units;
    hot.push({ pattern, index: 'table', rcuPerSecond: rcu, wcuPerSecond: 0, shareOfLimit: rcu / PARTITION_LIMIT.rcu });
  }
  return {
    rcuPerListing,
    entriesPerListing,
    largestBytes,
    partitions: hot.sort((a, b) => b.shareOfLimit - a.shareOfLimit),
  };
}

/**
 * What the daily cap (`cap` listings a search's day) lets through at a workload: each sampled
 * search hears of its share of the sample's listings times the workload's new listings a day, at
 * most `cap`. The sample resolves one listing in `matches.listings`: a search it saw match none
 * may match fewer, and is counted at one (at most the cap), so that `share` (the matches let
 * through over those wanted, over the day) is an upper bound; `withinCapAtLeast` the matches a
 * listing with those counted at none. The model applies the day's share at the peak too, which
 * overstates the peak's matches (a search's cap holds there as well). `searchesAtCap`: the share
 * of searches the sample shows past it; `matchesPerListing`: matches a new listing would set off
 * at the workload's saved searches without the cap.
 */
export function alertsWithinCap(
  sample: AlertIndexSample,
  workload: Workload,
  cap: number,
): { share: number; searchesAtCap: number; matchesPerListing: number; withinCapAtLeast: number } {
  if (!sample.matches?.listings) return { share: 1, searchesAtCap: 0, matchesPerListing: 0, withinCapAtLeast: 0 };
  const listingsADay = workload.requestsPerSecond * (workload.mix[MATCHED_TYPE] ?? 0) * 86_400;
  const resolution = listingsADay / sample.matches.listings;
  let [wanted, allowed, allowedAtLeast, atCap] = [0, 0, 0, 0];
  for (const [hits, searches] of sample.matches.searchesByHits) {
    const aDay = hits * resolution;
    wanted += searches * aDay;
    // a search the sample saw match none of its listings may still match up to one in that many: counted at that (the
    // upper bound)
    allowed += searches * Math.min(Math.max(aDay, resolution), cap);
    allowedAtLeast += searches * Math.min(aDay, cap);
    if (aDay > cap) atCap += searches;
  }
  const perListing = (a: number) =>
    listingsADay > 0 ? (a / listingsADay) * (workload.savedSearches / sample.searches) : 0;
  return {
    share: wanted > 0 ? Math.min(1, allowed / wanted) : 1,
    searchesAtCap: atCap / sample.searches,
    matchesPerListing: perListing(wanted),
    withinCapAtLeast: perListing(allowedAtLeast),
  };
}

/** The function that matches new listings against the alert index (shared/routes/streams.ts savedSearchAlerter). */
export const ALERTER = /SavedSearchAlerter$/;

/**
 * A new listing's footprint with the alert index's reads as sampled at the workload, in place of
 * those measured at the bench's few searches; and the alerter's time for the entries it reads
 * there (`alerterMs` a listing: its entries times the sample's milliseconds an entry) added to its
 * measured time, which the bench's few entries barely show.
 */
export function withAlertIndex(f: Footprint, rcuPerListing: number, alerterMs = 0): Footprint {
  if (f.type !== MATCHED_TYPE) return f;
  const measured = f.partitions.filter((p) => p.pattern.startsWith('ALERT#'));
  return {
    ...f,
    partitions: f.partitions.filter((p) => !measured.includes(p)),
    rcuPerRequest: f.rcuPerRequest - measured.reduce((sum, p) => sum + p.rcuPerRequest, 0) + rcuPerListing,
    invocations: f.invocations.map((i) =>
      ALERTER.test(i.function) ? { ...i, meanMs: i.meanMs + alerterMs / Math.max(i.perRequest, 1e-9) } : i,
    ),
  };
}

/**
 * Units a second of each pattern at the workload's peak, and of its hottest single partition.
 * Reads a function caches are bounded by its instances at the peak (`concurrency`, by function).
 */
export function hottestPartitions(
  footprints: Footprint[],
  workload: Workload,
  cached: CachedRead[] = [],
  concurrency: Record<string, number> = {},
): HotPartition[] {
  const sums = new Map<
    string,
    {
      pattern: string;
      index: string;
      rcu: number;
      wcu: number;
      perRequest: number;
      cached: { function: string; seconds: number; rate: number; rcuPerRequest: number }[];
      /** Its hottest partition's units from requests its thing sends itself (ONE_SENDER_RATE), already its own. */
      own: { rcu: number; wcu: number };
    }
  >();
  for (const f of footprints) {
    const rate = rateOf(f, workload);
    for (const p of f.partitions) {
      const key = `${p.pattern}\t${p.index}`;
      const sum = sums.get(key) ?? {
        pattern: p.pattern,
        index: p.index,
        rcu: 0,
        wcu: 0,
        perRequest: 0,
        cached: [],
        own: { rcu: 0, wcu: 0 },
      };
      const sender = ONE_SENDER_RATE[f.type];
      if (sender !== undefined && isOneThing(p.pattern)) {
        const hottest = Math.min(rate * HOTTEST_THING_SHARE, sender);
        sum.own = { rcu: sum.own.rcu + hottest * p.rcuPerRequest, wcu: sum.own.wcu + hottest * p.wcuPerRequest };
        sums.set(key, sum);
        continue;
      }
      const cache =
        p.rcuPerRequest > 0 && p.wcuPerRequest === 0
          ? cached.find((c) => c.pattern.test(p.pattern) && (p.functions ?? []).every((fn) => fn === c.function))
          : undefined;
      if (cache)
        sum.cached.push({ function: cache.function, seconds: cache.seconds, rate, rcuPerRequest: p.rcuPerRequest });
      else Object.assign(sum, { rcu: sum.rcu + rate * p.rcuPerRequest, wcu: sum.wcu + rate * p.wcuPerRequest });
      sum.perRequest = Math.max(
        sum.perRequest,
        p.rcuPerRequest / PARTITION_LIMIT.rcu + p.wcuPerRequest / PARTITION_LIMIT.wcu,
      );
      sums.set(key, sum);
    }
  }
  return [...sums.values()]
    .map(({ pattern, index, rcu, wcu, perRequest, cached: reads, own }) => {
      // a cached read: the instances' refreshes, each costing what a request's read does, or every request's if fewer
      for (const read of reads) {
        const refreshes = Math.max(1, Math.ceil(concurrency[read.function] ?? 1)) / read.seconds;
        rcu += Math.min(read.rate, refreshes) * read.rcuPerRequest;
      }
      let share = 1;
      for (const [, kind] of pattern.matchAll(kinds))
        share *= kind === 'shard' ? shardShare(pattern) : (BUSIEST_SHARE[kind!] ?? HOTTEST_THING_SHARE);
      if (/^USER#<n>/.test(pattern)) {
        const load = rcu / PARTITION_LIMIT.rcu + wcu / PARTITION_LIMIT.wcu;
        share = load > 0 ? Math.min(1, (BUSIEST_ACCOUNT_RPS * perRequest) / load) : 0;
      }
      const r = rcu * share + own.rcu;
      const w = wcu * share + own.wcu;
      return {
        pattern,
        index,
        rcuPerSecond: r,
        wcuPerSecond: w,
        shareOfLimit: r / PARTITION_LIMIT.rcu + w / PARTITION_LIMIT.wcu,
      };
    })
    .sort((a, b) => b.shareOfLimit - a.shareOfLimit);
}

export interface StreamConsumer {
  function: string;
  recordsPerSecond: number;
  recordsPerShardPerSecond: number;
  capacityPerShard: number;
  keepsUp: boolean;
}

/**
 * The stream at the workload's peak: records a second each consumer is handed, spread over the
 * shards (one per table partition: the larger of size / 10 GB and peak writes / 1,000), against
 * what one consumer instance per shard gets through (1,000 ms / its measured time per record,
 * times the mapping's ParallelizationFactor).
 */
export function streamConsumers(
  footprints: Footprint[],
  workload: Workload,
  shards: number,
  parallelization: Record<string, number> = {},
): StreamConsumer[] {
  // an instance's time per record is the mean over the records it is handed, each type's by its share of them (a
  // tracked load's positions, many and passed by in 2 ms, weigh what they are)
  const byFunction = new Map<string, { records: number; ms: number }>();
  for (const f of footprints) {
    const rate = rateOf(f, workload);
    for (const i of f.invocations.filter((inv) => inv.trigger === 'stream')) {
      const records = i.recordsPerCall ?? 1;
      const sum = byFunction.get(i.function) ?? { records: 0, ms: 0 };
      sum.records += rate * i.perRequest * records;
      sum.ms += rate * i.perRequest * i.meanMs;
      byFunction.set(i.function, sum);
    }
  }
  return [...byFunction]
    .map(([fn, { records, ms: msAll }]) => {
      const ms = records > 0 ? msAll / records : 0;
      const perShard = records / shards;
      const capacity = (1000 / Math.max(ms, 0.001)) * (parallelization[fn] ?? 1);
      return {
        function: fn,
        recordsPerSecond: records,
        recordsPerShardPerSecond: perShard,
        capacityPerShard: capacity,
        keepsUp: perShard <= capacity,
      };
    })
    .sort((a, b) => b.recordsPerShardPerSecond / b.capacityPerShard - a.recordsPerShardPerSecond / a.capacityPerShard);
}

/** Concurrent executions at the peak: arrivals a second times their measured duration, by function. */
export function lambdaConcurrency(
  footprints: Footprint[],
  workload: Workload,
): { total: number; byFunction: Record<string, number> } {
  const byFunction: Record<string, number> = {};
  for (const f of footprints) {
    const rate = rateOf(f, workload);
    for (const i of f.invocations)
      byFunction[i.function] = (byFunction[i.function] ?? 0) + rate * i.perRequest * (i.meanMs / 1000);
  }
  return { total: Object.values(byFunction).reduce((a, b) => a + b, 0), byFunction };
}

/** The defaults' digest window: later bids and matches are hourly (docs/notifications.md, "Digests"). */
export const DIGEST_WINDOW_SECONDS = 3600;
const SECONDS_A_DAY = 86_400;

/**
 * How unevenly people act (docs/scale.md, "People"): a person's share of their role's listings, bids, bookings and
 * matches is lognormal around the mean, with this σ, the same share of each. The median person does e^(-σ²/2) of the
 * mean (a third), the busiest 1% a fifth of it all (1 - Φ(2.326 - σ)), the busiest one in a hundred ten times the mean.
 */
export const ACTIVITY_SIGMA = 1.5;

/** A role's people as levels of activity: each level's share of the people, and its activity over the mean. */
export interface ActivityLevel {
  share: number;
  level: number;
}

/** The lognormal of ACTIVITY_SIGMA in `steps` levels over ±6 standard deviations, shares and mean exactly 1. */
export function activityLevels(sigma = ACTIVITY_SIGMA, steps = 1200): ActivityLevel[] {
  const raw = Array.from({ length: steps }, (_, i) => {
    const z = -6 + ((i + 0.5) * 12) / steps;
    return { share: Math.exp((-z * z) / 2), level: Math.exp(sigma * z) };
  });
  const people = raw.reduce((sum, l) => sum + l.share, 0);
  const mean = raw.reduce((sum, l) => sum + l.share * l.level, 0) / people;
  return raw.map((l) => ({ share: l.share / people, level: l.level / mean }));
}
const LEVELS = activityLevels();

/** Who holds the things digest events come from: an open listing its shipper, a saved search its owner, a carrier. */
export const HOLDERS: Record<NonNullable<Footprint['digestsAmong']>, Role> = {
  openListings: 'shipper',
  savedSearches: 'carrier',
};

/** Events a second from `things` (open listings, saved searches): each thing's share of them, spread evenly. */
export interface DigestStream {
  eventsPerSecond: number;
  things: number;
}

/**
 * The things of a person's with an event in a window, for the mean person: each thing's window holds one with
 * chance 1 - e^-μ (μ its events a window, Poisson), the things held spread over the people. Events from no things
 * count as many things, one event each.
 */
const thingsWithAnEvent = (streams: DigestStream[], people: number, windowSeconds: number) =>
  streams.reduce(
    (sum, s) =>
      sum +
      (s.things > 0
        ? (s.things * -Math.expm1(-(s.eventsPerSecond * windowSeconds) / s.things)) / people
        : (s.eventsPerSecond * windowSeconds) / people),
    0,
  );

/**
 * Digest emails a second: one a person and window that holds at least one of their events. A person at a level of
 * activity holds that much more of the things than the mean (their listings, their searches), so with chance 1 -
 * e^-(x·level) their window holds one of their events, x the mean person's things with an event (Poisson in what
 * they hold). Never more than a digest a thing and window (the count before issue 80, which it equals when every
 * person holds at most one), nor than events. `levels`: how unevenly the people act ([{share: 1, level: 1}]: evenly).
 */
export function digestsOf(
  streams: DigestStream[],
  people: number,
  { windowSeconds = DIGEST_WINDOW_SECONDS, levels = LEVELS }: { windowSeconds?: number; levels?: ActivityLevel[] } = {},
): number {
  const events = streams.reduce((sum, s) => sum + s.eventsPerSecond, 0);
  if (events <= 0) return 0;
  if (people <= 0) return thingsWithAnEvent(streams, 1, windowSeconds) / windowSeconds;
  const mean = thingsWithAnEvent(streams, people, windowSeconds);
  const windows = levels.reduce((sum, l) => sum + l.share * -Math.expm1(-mean * l.level), 0);
  return Math.min(events, (people * windows) / windowSeconds);
}

/** digestsOf one stream: `eventsPerSecond` from `things` held by `people`. */
export const digestsPerSecond = (
  eventsPerSecond: number,
  things: number,
  people: number,
  options?: Parameters<typeof digestsOf>[2],
) => digestsOf([{ eventsPerSecond, things }], people, options);

/** A role's emails a second: sent at once, the events queued for its people's digests, and the digests they make. */
export interface RoleEmails {
  people: number;
  immediate: number;
  queued: number;
  streams: DigestStream[];
  digests: number;
}

/** Each role's emails a second, at the peak or the mean, from what its requests send it and queue for it. */
export function emailsOfPeople(
  footprints: Footprint[],
  workload: Workload,
  at: 'peak' | 'mean' = 'peak',
): Record<Role, RoleEmails> {
  const none = (role: Role): RoleEmails => ({
    people: workload.people?.[role] ?? 0,
    immediate: 0,
    queued: 0,
    streams: [],
    digests: 0,
  });
  const roles = Object.fromEntries(ROLES.map((role) => [role, none(role)])) as Record<Role, RoleEmails>;
  for (const f of footprints) {
    const rate = rateOf(f, workload, at);
    for (const role of ROLES) roles[role].immediate += rate * (f.emailsTo?.[role] ?? 0);
    if (!f.digestsAmong) continue;
    const role = roles[HOLDERS[f.digestsAmong]];
    const eventsPerSecond = rate * (f.digestEventsPerRequest ?? 0);
    role.queued += eventsPerSecond;
    role.streams.push({ eventsPerSecond, things: workload[f.digestsAmong] });
  }
  for (const role of ROLES) roles[role].digests = digestsOf(roles[role].streams, roles[role].people);
  return roles;
}

/**
 * Emails a second, at the peak or the mean: sent at once, the events queued for digests and the digests they make (a
 * digest a person and window: digestsOf; a queued event of no one's, its own), and everything immediate (each
 * queued event an email of its own, as before digests).
 */
export function emailRates(footprints: Footprint[], workload: Workload, at: 'peak' | 'mean' = 'peak') {
  const roles = emailsOfPeople(footprints, workload, at);
  let immediate = 0;
  let queued = 0;
  let digests = ROLES.reduce((sum, role) => sum + roles[role].digests, 0);
  for (const f of footprints) {
    const rate = rateOf(f, workload, at);
    immediate += rate * (f.emailsPerRequest ?? 0);
    queued += rate * (f.digestEventsPerRequest ?? 0);
    if (!f.digestsAmong) digests += rate * (f.digestEventsPerRequest ?? 0);
  }
  return { immediate, queued, digests, withDigests: immediate + digests, everythingImmediate: immediate + queued };
}

/** Emails a person gets a day: the median person's and the busiest 1%'s (from whom the 1% begins). */
export interface EmailsADay {
  median: number;
  p99: number;
}

/**
 * Emails a person gets a day at the mean, with the default digests: at each level of activity (ACTIVITY_SIGMA) the
 * role's emails sent at once in proportion, and a digest each window holding one of their queued events (digestsOf);
 * the median and the 99th percentile over everyone, and over each role's people.
 */
export function emailsPerPersonPerDay(
  footprints: Footprint[],
  workload: Workload,
): EmailsADay & { byRole: Record<Role, EmailsADay> } {
  const roles = emailsOfPeople(footprints, workload, 'mean');
  const daily = (role: Role) => {
    const { people, immediate, streams } = roles[role];
    const withAnEvent = people > 0 ? thingsWithAnEvent(streams, people, DIGEST_WINDOW_SECONDS) : 0;
    return LEVELS.map(({ share, level }) => ({
      people: share * people,
      emails:
        (people > 0 ? (immediate * level * SECONDS_A_DAY) / people : 0) +
        -Math.expm1(-withAnEvent * level) * (SECONDS_A_DAY / DIGEST_WINDOW_SECONDS),
    }));
  };
  const percentiles = (groups: { people: number; emails: number }[]): EmailsADay => {
    const sorted = [...groups].sort((a, b) => a.emails - b.emails);
    const total = sorted.reduce((sum, g) => sum + g.people, 0);
    const at = (q: number) => {
      let seen = 0;
      for (const g of sorted) if ((seen += g.people) >= q * total) return g.emails;
      return sorted.at(-1)?.emails ?? 0;
    };
    return { median: at(0.5), p99: at(0.99) };
  };
  const byRole = Object.fromEntries(ROLES.map((role) => [role, percentiles(daily(role))])) as Record<Role, EmailsADay>;
  return { ...percentiles(ROLES.flatMap(daily)), byRole };
}

/**
 * A month at the mean rate: DynamoDB units, Lambda time and requests, API Gateway requests, email (`emails`: with
 * the default digests, or everything immediate).
 */
export function monthlyCost(
  footprints: Footprint[],
  workload: Workload,
  emails: 'withDigests' | 'everythingImmediate' = 'withDigests',
): { total: number; dynamoDb: number; lambda: number; apiGateway: number; email: number } {
  let rru = 0;
  let wru = 0;
  let gbSeconds = 0;
  let invocations = 0;
  for (const f of footprints) {
    const perMonth = rateOf(f, workload, 'mean') * SECONDS_A_MONTH;
    rru += perMonth * f.rcuPerRequest;
    wru += perMonth * f.wcuPerRequest;
    for (const i of f.invocations) {
      invocations += perMonth * i.perRequest;
      gbSeconds += perMonth * i.perRequest * (i.meanMs / 1000) * ((i.memoryMb ?? 256) / 1024);
    }
  }
  const dynamoDb = (rru / 1e6) * PRICES.rruPerMillion + (wru / 1e6) * PRICES.wruPerMillion;
  const lambda = gbSeconds * PRICES.lambdaGbSecond + (invocations / 1e6) * PRICES.lambdaPerMillion;
  const apiGateway = ((workload.requestsPerSecond * SECONDS_A_MONTH) / 1e6) * PRICES.httpApiPerMillion;
  const email = ((emailRates(footprints, workload, 'mean')[emails] * SECONDS_A_MONTH) / 1000) * PRICES.sesPerThousand;
  return { total: dynamoDb + lambda + apiGateway + email, dynamoDb, lambda, apiGateway, email };
}

/** A month at the mean over its bookings: all of AWS and email a booking (none without bookings). */
export function costPerBooking(footprints: Footprint[], workload: Workload): number | undefined {
  const booking = footprints.find((f) => f.type === BOOKING_TYPE);
  const bookings = booking ? rateOf(booking, workload, 'mean') * SECONDS_A_MONTH : 0;
  return bookings > 0 ? monthlyCost(footprints, workload).total / bookings : undefined;
}

/**
 * The whole table's units a second at the peak (indexes included), and emails a second (with the default digests):
 * against an on-demand table's throughput quota (40,000 read and 40,000 write units a second by default, raised on
 * request) and SES's sending rate (the account's, raised on request).
 */
export function peakRates(footprints: Footprint[], workload: Workload): { rcu: number; wcu: number; emails: number } {
  let rcu = 0;
  let wcu = 0;
  for (const f of footprints) {
    const rate = rateOf(f, workload);
    rcu += rate * f.rcuPerRequest;
    wcu += rate * f.wcuPerRequest;
  }
  return { rcu, wcu, emails: emailRates(footprints, workload).withDigests };
}
export const TABLE_DEFAULT_QUOTA = { rcu: 40_000, wcu: 40_000 };

/** Stream shards at the peak: one per table partition (DynamoDB's: 10 GB or 1,000 WCU / 3,000 RCU each). */
export function shardsOf(footprints: Footprint[], workload: Workload, tableGb: number): number {
  const { rcu, wcu } = peakRates(footprints, workload);
  return Math.max(
    1,
    Math.ceil(tableGb / 10),
    Math.ceil(wcu / PARTITION_LIMIT.wcu),
    Math.ceil(rcu / PARTITION_LIMIT.rcu),
  );
}
