import { describe, expect, it } from 'vitest';
import {
  BUSIEST_ACCOUNT_RPS,
  BUSIEST_SHARE,
  MATCHED_TYPE,
  alertIndexAt,
  alertsWithinCap,
  atWorkload,
  DIGEST_WINDOW_SECONDS,
  digestsPerSecond,
  emailRates,
  growthWithinCap,
  withAlertIndex,
  type AlertIndexSample,
  HOTTEST_THING_SHARE,
  PRICES,
  hottestPartitions,
  lambdaConcurrency,
  monthlyCost,
  peakRates,
  shardsOf,
  streamConsumers,
  type Footprint,
  type Workload,
} from '../../bench/scale-model.ts';
import { COMMODITY_SHARDS, EVERYWHERE_SHARDS } from '../../shared/data/search-layout.ts';

// The capacity model's arithmetic (bench/scale-model.ts, docs/scale.md): footprints a request
// projected onto a workload's rates, each assumption applied where it says.

const search: Footprint = {
  type: 'search',
  requests: 10,
  rcuPerRequest: 2,
  wcuPerRequest: 0,
  streamRecordsPerRequest: 0,
  partitions: [
    { pattern: 'SEARCH#BY#DateUpdated#ALL#0', index: 'GSI3', rcuPerRequest: 1, wcuPerRequest: 0 },
    { pattern: 'USER#<n>', index: 'table', rcuPerRequest: 0.5, wcuPerRequest: 0 },
    { pattern: 'LISTING#<n>', index: 'table', rcuPerRequest: 0.5, wcuPerRequest: 0 },
  ],
  invocations: [{ function: 'SearchListings', perRequest: 1, meanMs: 40, memoryMb: 1024, trigger: 'api' }],
};
const create: Footprint = {
  type: 'create',
  requests: 10,
  rcuPerRequest: 0,
  wcuPerRequest: 10,
  streamRecordsPerRequest: 2,
  emailsPerRequest: 0.5,
  partitions: [{ pattern: 'LISTING#<n>', index: 'table', rcuPerRequest: 0, wcuPerRequest: 10 }],
  invocations: [
    { function: 'CreateListing', perRequest: 1, meanMs: 100, memoryMb: 512, trigger: 'api' },
    { function: 'Indexer', perRequest: 1, meanMs: 50, recordsPerCall: 2, trigger: 'stream' },
  ],
};
const workload: Workload = {
  name: 'T',
  requestsPerSecond: 1000,
  mix: { search: 0.9, create: 0.1 },
  peakFactor: 2,
  openListings: 1000,
  savedSearches: 0,
};

describe('the capacity model', () => {
  it("puts a list every request shares in one partition, and bounds an account's and a listing's by their assumptions", () => {
    const hot = hottestPartitions([search, create], workload);
    const all = hot.find((h) => h.pattern === 'SEARCH#BY#DateUpdated#ALL#0')!;
    expect(all.rcuPerSecond).toBe(1000 * 0.9 * 2 * 1); // every search at the peak, one unit each
    expect(all.shareOfLimit).toBeCloseTo(1800 / 3000);
    const user = hot.find((h) => h.pattern === 'USER#<n>')!;
    expect(user.rcuPerSecond).toBeCloseTo(BUSIEST_ACCOUNT_RPS * 0.5); // the busiest account at its key's rate
    const listing = hot.find((h) => h.pattern === 'LISTING#<n>')!;
    expect(listing.wcuPerSecond).toBeCloseTo(1000 * 0.1 * 2 * 10 * HOTTEST_THING_SHARE);
    expect(hot[0]!.pattern).toBe('SEARCH#BY#DateUpdated#ALL#0'); // hottest first
  });

  it('spreads a sorted list evenly over its shards', () => {
    const indexing: Footprint = {
      ...create,
      partitions: [
        { pattern: 'SEARCH#BY#Price#ALL#<shard>', index: 'GSI3', rcuPerRequest: 0, wcuPerRequest: 1 },
        { pattern: 'SEARCH#BY#Price#COMMODITY#<commodity>#<shard>', index: 'GSI3', rcuPerRequest: 0, wcuPerRequest: 1 },
      ],
    };
    const hot = hottestPartitions([indexing], workload);
    expect(hot.find((h) => h.pattern === 'SEARCH#BY#Price#ALL#<shard>')!.wcuPerSecond).toBeCloseTo(
      200 / EVERYWHERE_SHARDS,
    );
    expect(hot.find((h) => h.pattern === 'SEARCH#BY#Price#COMMODITY#<commodity>#<shard>')!.wcuPerSecond).toBeCloseTo(
      (200 * BUSIEST_SHARE.commodity!) / COMMODITY_SHARDS,
    );
  });

  it("takes the busiest place's or commodity's share of theirs, the product for several kinds", () => {
    const indexing: Footprint = {
      ...create,
      type: 'create',
      partitions: [
        { pattern: 'SEARCH#PICKUP#<region>', index: 'GSI3', rcuPerRequest: 0, wcuPerRequest: 1 },
        { pattern: 'SEARCH#NEAR#<cell>#<commodity>', index: 'GSI3', rcuPerRequest: 0, wcuPerRequest: 1 },
      ],
    };
    const hot = hottestPartitions([indexing], workload);
    expect(hot.find((h) => h.pattern === 'SEARCH#PICKUP#<region>')!.wcuPerSecond).toBeCloseTo(
      200 * BUSIEST_SHARE.region!,
    );
    expect(hot.find((h) => h.pattern === 'SEARCH#NEAR#<cell>#<commodity>')!.wcuPerSecond).toBeCloseTo(
      200 * BUSIEST_SHARE.cell! * BUSIEST_SHARE.commodity!,
    );
  });

  it("bounds a cached read by its function's instances, one read each per its seconds, and caches nothing a writer shares", () => {
    const searching: Footprint = {
      ...search,
      partitions: [
        {
          pattern: 'SEARCH#BY#DateUpdated#ALL#3',
          index: 'GSI3',
          rcuPerRequest: 0.5,
          wcuPerRequest: 0,
          functions: ['SearchListings'],
        },
      ],
    };
    const cached = [{ function: 'SearchListings', pattern: /^SEARCH#BY#/, seconds: 1 }];
    const [list] = hottestPartitions([searching], workload, cached, { SearchListings: 72 });
    expect(list!.rcuPerSecond).toBeCloseTo(72 * 0.5); // 72 instances, a read each a second, not 1,800 searches'
    const [few] = hottestPartitions([searching], { ...workload, requestsPerSecond: 10 }, cached, {
      SearchListings: 72,
    });
    expect(few!.rcuPerSecond).toBeCloseTo(10 * 0.9 * 2 * 0.5); // fewer searches than refreshes: every search reads
    const [uncached] = hottestPartitions([searching], workload, [], { SearchListings: 72 });
    expect(uncached!.rcuPerSecond).toBeCloseTo(1800 * 0.5);
  });

  it("adds what a request grows by for each saved search at the workload's (a thing's partition only to the units), and nothing without its growth", () => {
    const grows: Footprint = {
      ...create,
      perSavedSearch: {
        partitions: [
          { pattern: 'ALERT#<region>', index: 'GSI3', rcuPerRequest: 0.001, wcuPerRequest: 0 },
          { pattern: 'LISTING#<n>', index: 'table', rcuPerRequest: 0, wcuPerRequest: 0.002 },
        ],
        emailsPerRequest: 0.0005,
        digestEventsPerRequest: 0.001,
        msByFunction: { Indexer: 0.01 },
      },
    };
    const at = atWorkload(grows, { ...workload, savedSearches: 10_000 });
    expect(at.rcuPerRequest).toBeCloseTo(10);
    expect(at.wcuPerRequest).toBeCloseTo(10 + 20);
    expect(at.emailsPerRequest).toBeCloseTo(0.5 + 5);
    expect(at.digestEventsPerRequest).toBeCloseTo(10);
    expect(at.partitions.find((p) => p.pattern === 'ALERT#<region>')!.rcuPerRequest).toBeCloseTo(10);
    // listings multiply with it: in the units, not in one partition
    expect(at.partitions.find((p) => p.pattern === 'LISTING#<n>')!.wcuPerRequest).toBeCloseTo(10);
    expect(at.invocations.find((i) => i.function === 'Indexer')!.meanMs).toBeCloseTo(50 + 100);
    expect(atWorkload(grows, { ...workload, savedSearches: 0 })).toBe(grows);
    expect(atWorkload(create, { ...workload, savedSearches: 10_000 })).toBe(create);
  });

  it("lets through the share of a growth's matches the daily cap does: every search's reads, that share of what its matches add", () => {
    const grows: NonNullable<Footprint['perSavedSearch']> = {
      partitions: [
        { pattern: 'ALERT#<region>', index: 'table', rcuPerRequest: 0.004, wcuPerRequest: 0 },
        { pattern: 'SAVEDSEARCH#<uuid>', index: 'table', rcuPerRequest: 0.001, wcuPerRequest: 0.01 },
      ],
      emailsPerRequest: 0.005,
      digestEventsPerRequest: 0.002,
      msByFunction: { Alerter: 0.02, Notifier: 0.06 },
      paused: {
        partitions: [{ pattern: 'ALERT#<region>', index: 'table', rcuPerRequest: 0.004, wcuPerRequest: 0 }],
        emailsPerRequest: 0,
        msByFunction: { Alerter: 0.01 },
      },
    };
    const within = growthWithinCap(grows, 0.1);
    expect(within.partitions.find((p) => p.pattern === 'ALERT#<region>')!.rcuPerRequest).toBeCloseTo(0.004);
    expect(within.partitions.find((p) => p.pattern === 'SAVEDSEARCH#<uuid>')).toMatchObject({
      rcuPerRequest: expect.closeTo(0.0001, 6),
      wcuPerRequest: expect.closeTo(0.001, 6),
    });
    expect(within.emailsPerRequest).toBeCloseTo(0.0005);
    expect(within.digestEventsPerRequest).toBeCloseTo(0.0002);
    expect(within.msByFunction.Alerter).toBeCloseTo(0.01 + 0.01 * 0.1);
    expect(within.msByFunction.Notifier).toBeCloseTo(0.006);
    // all let through, or nothing measured paused: the growth as measured
    expect(growthWithinCap(grows, 1)).toBe(grows);
    const { paused: _, ...unpaused } = grows;
    expect(growthWithinCap(unpaused, 0.1)).toBe(unpaused);
    const at = atWorkload({ ...create, perSavedSearch: grows }, { ...workload, savedSearches: 1000 }, 0.1);
    expect(at.emailsPerRequest).toBeCloseTo(0.5 + 0.5);
  });

  it("finds what the daily cap lets through from the sample's searches: each at its share of the listings, at most the cap a day; one seen matching none at one", () => {
    // 10,000 new listings a day
    const at: Workload = { ...workload, requestsPerSecond: 100, mix: { [MATCHED_TYPE]: 1 / 864 }, savedSearches: 2000 };
    // ten sample listings: one of them is a thousand a day
    const sample: AlertIndexSample = {
      searches: 1000,
      listings: 100,
      partitions: [],
      matches: {
        listings: 10,
        searchesByHits: [
          [0, 900],
          [1, 90],
          [5, 10],
        ],
        msPerEntry: 0.01,
      },
    };
    const cap = alertsWithinCap(sample, at, 100);
    // wanted: 90 searches at 1,000 a day, 10 at 5,000; let through: every search at the cap (those seen matching none
    // may match one in ten)
    expect(cap.share).toBeCloseTo((1000 * 100) / (90 * 1000 + 10 * 5000));
    expect(cap.searchesAtCap).toBeCloseTo(100 / 1000);
    // per listing: 140,000 a day over 10,000 listings at the sample's 1,000 searches, twice that at 2,000
    expect(cap.matchesPerListing).toBeCloseTo(28);
    expect(cap.withinCapAtLeast).toBeCloseTo((100 * 100 * 2) / 10_000);
    // a cap above every search's day lets all through
    expect(alertsWithinCap(sample, at, 10_000).share).toBe(1);
    expect(alertsWithinCap({ ...sample, matches: undefined }, at, 100)).toEqual({
      share: 1,
      searchesAtCap: 0,
      matchesPerListing: 0,
      withinCapAtLeast: 0,
    });
  });

  it("counts concurrency as arrivals times duration, the stream per shard against one instance's pace, and a month at the mean", () => {
    const { total, byFunction } = lambdaConcurrency([search, create], workload);
    expect(byFunction.SearchListings).toBeCloseTo(1800 * 0.04);
    expect(total).toBeCloseTo(1800 * 0.04 + 200 * 0.1 + 200 * 0.05);
    const [indexer] = streamConsumers([search, create], workload, 4);
    expect(indexer).toMatchObject({
      function: 'Indexer',
      recordsPerSecond: 400,
      recordsPerShardPerSecond: 100,
      capacityPerShard: 40,
      keepsUp: false,
    });
    expect(peakRates([search, create], workload)).toEqual({ rcu: 1800 * 2, wcu: 200 * 10, emails: 200 * 0.5 });
    expect(shardsOf([search, create], workload, 25)).toBe(
      Math.max(3, Math.ceil((200 * 10) / 1000), Math.ceil((1800 * 2) / 3000)),
    );
    const cost = monthlyCost([search, create], workload);
    const month = 30 * 86_400;
    expect(cost.dynamoDb).toBeCloseTo(
      ((900 * 2 * month) / 1e6) * PRICES.rruPerMillion + ((100 * 10 * month) / 1e6) * PRICES.wruPerMillion,
    );
    expect(cost.apiGateway).toBeCloseTo(((1000 * month) / 1e6) * PRICES.httpApiPerMillion);
    expect(cost.email).toBeCloseTo(((100 * 0.5 * month) / 1000) * PRICES.sesPerThousand);
  });

  it('makes a digest of each window with an event of a thing (Poisson, at most the events), and a month of each way', () => {
    // 1 event a second among 3,600 listings: each listing's hour holds 1 event on average, so 1 - 1/e of them a digest
    expect(digestsPerSecond(1, 3600)).toBeCloseTo(1 - Math.exp(-1));
    // few events among many things: nearly one digest each; none grouped without things to group by
    expect(digestsPerSecond(0.01, 1_000_000)).toBeCloseTo(0.01, 5);
    expect(digestsPerSecond(2, 0)).toBe(2);
    expect(digestsPerSecond(0, 10)).toBe(0);
    // many events among few things: one digest a thing and window
    expect(digestsPerSecond(1000, 36)).toBeCloseTo(36 / DIGEST_WINDOW_SECONDS);

    const later: Footprint = {
      ...create,
      type: 'later',
      emailsPerRequest: 0.25,
      digestEventsPerRequest: 1,
      digestsAmong: 'openListings',
    };
    const mixed = { ...workload, mix: { search: 0.9, later: 0.1 } };
    const peak = emailRates([search, later], mixed);
    expect(peak.immediate).toBeCloseTo(200 * 0.25);
    expect(peak.queued).toBeCloseTo(200);
    expect(peak.digests).toBeCloseTo(digestsPerSecond(200, 1000));
    expect(peak.withDigests).toBeCloseTo(50 + digestsPerSecond(200, 1000));
    expect(peak.everythingImmediate).toBeCloseTo(250);
    expect(peakRates([search, later], mixed).emails).toBeCloseTo(peak.withDigests);
    const month = 30 * 86_400;
    const emailCost = (perSecond: number) => ((perSecond * month) / 1000) * PRICES.sesPerThousand;
    expect(monthlyCost([search, later], mixed).email).toBeCloseTo(emailCost(25 + digestsPerSecond(100, 1000)));
    expect(monthlyCost([search, later], mixed, 'everythingImmediate').email).toBeCloseTo(emailCost(125));
  });

  it('projects the alert index from its sample: each partition scaled to the saved searches, billed by its bytes, read by its share of the new listings; whole or in shards', () => {
    const sample: AlertIndexSample = {
      searches: 1000,
      listings: 100,
      partitions: [
        { partition: 'ALERT#ANY#Vehicles', entries: 10, bytes: 2000, readShare: 0.4 },
        { partition: 'ALERT#ANY#Vehicles#1', entries: 10, bytes: 2000, readShare: 0.4 },
        { partition: 'ALERT#FROM#9v6k#*', entries: 0, bytes: 0, readShare: 0.01 },
      ],
    };
    const at: Workload = { ...workload, mix: { [MATCHED_TYPE]: 0.1 }, savedSearches: 100_000 };
    // a hundred times the sample: 200,000 bytes a shard, 49 units of 4 KB, halved; an empty one half a unit
    const { rcuPerListing, partitions } = alertIndexAt(sample, at);
    expect(rcuPerListing).toBeCloseTo(0.4 * 24.5 * 2 + 0.01 * 0.5);
    const newListingsAtPeak = 1000 * 0.1 * 2;
    expect(partitions[0]!.rcuPerSecond).toBeCloseTo(newListingsAtPeak * 0.4 * 24.5);
    expect(partitions[0]!.shareOfLimit).toBeCloseTo((newListingsAtPeak * 0.4 * 24.5) / 3000);
    expect(alertIndexAt(sample, at)).toMatchObject({ entriesPerListing: 0.4 * 1000 * 2, largestBytes: 200_000 });
    const whole = alertIndexAt(sample, at, { whole: true }); // 400,000 bytes: 98 units, halved
    expect(whole.partitions[0]).toMatchObject({
      pattern: 'ALERT#ANY#Vehicles',
      rcuPerSecond: newListingsAtPeak * 0.4 * 49,
    });
  });

  it("puts the sampled alert index in place of the reads measured at the bench's few searches, for a new listing only; an alert shard takes its kind's share", () => {
    const matched: Footprint = {
      ...create,
      type: MATCHED_TYPE,
      rcuPerRequest: 7,
      partitions: [
        ...create.partitions,
        { pattern: 'ALERT#ANY#<commodity>#<shard>', index: 'table', rcuPerRequest: 4, wcuPerRequest: 0 },
      ],
    };
    const alerting: Footprint = {
      ...matched,
      invocations: [
        ...matched.invocations,
        { function: 'events-SavedSearchAlerter', perRequest: 1, meanMs: 20, trigger: 'stream' },
      ],
    };
    const replaced = withAlertIndex(alerting, 30, 500);
    expect(replaced.rcuPerRequest).toBe(33);
    // its time for the entries read
    expect(replaced.invocations.find((i) => i.function === 'events-SavedSearchAlerter')!.meanMs).toBe(520);
    expect(replaced.invocations.find((i) => i.function === 'Indexer')!.meanMs).toBe(50);
    expect(replaced.partitions.some((p) => p.pattern.startsWith('ALERT#'))).toBe(false);
    expect(withAlertIndex(search, 30)).toBe(search);
    const hot = hottestPartitions([matched], { ...workload, mix: { [MATCHED_TYPE]: 0.1 } });
    expect(hot.find((h) => h.pattern === 'ALERT#ANY#<commodity>#<shard>')!.rcuPerSecond).toBeCloseTo(
      (1000 * 0.1 * 2 * 4 * BUSIEST_SHARE.commodity!) / 8,
    );
  });
});
