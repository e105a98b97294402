import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_SIGMA,
  BOOKING_TYPE,
  BUSIEST_ACCOUNT_RPS,
  activityLevels,
  costPerBooking,
  emailsPerPersonPerDay,
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
  ONE_SENDER_RATE,
  POSITIONS_TYPE,
  lambdaConcurrency,
  monthlyCost,
  peakRates,
  shardsOf,
  streamConsumers,
  type Footprint,
  type Workload,
} from '../../bench/scale-model.ts';
import { COMMODITY_SHARDS, EVERYWHERE_SHARDS } from '../../shared/data/search-layout.ts';
import { TRACKED_SHARDS } from '../../shared/data/definitions/positions.ts';

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
  people: { shipper: 1000, carrier: 10 },
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

  it("spreads the positions' watch list over its shards, and puts on a tracked load's listing only its own device's batches", () => {
    const positions: Footprint = {
      ...create,
      type: POSITIONS_TYPE,
      partitions: [
        { pattern: 'TRACKED#<shard>', index: 'table', rcuPerRequest: 0, wcuPerRequest: 2 },
        { pattern: 'LISTING#<n>', index: 'table', rcuPerRequest: 1, wcuPerRequest: 6 },
      ],
    };
    const tracking: Workload = { ...workload, mix: { ...workload.mix, [POSITIONS_TYPE]: 0.5 } };
    const hot = hottestPartitions([create, positions], tracking);
    // 1,000 batches a second at the peak, 2 units each, over the shards
    expect(hot.find((h) => h.pattern === 'TRACKED#<shard>')!.wcuPerSecond).toBeCloseTo(2000 / TRACKED_SHARDS);
    // the hottest listing: 1% of the creates' writes, and its own device's batches at most one a minute
    const listing = hot.find((h) => h.pattern === 'LISTING#<n>')!;
    expect(listing.wcuPerSecond).toBeCloseTo(1000 * 0.1 * 2 * 10 * HOTTEST_THING_SHARE + 6 / 60);
    expect(listing.rcuPerSecond).toBeCloseTo(1 / 60);
    expect(ONE_SENDER_RATE[POSITIONS_TYPE]).toBe(1 / 60);
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
    // an instance's pace is over the records it is handed: many quick ones weigh what they are
    const positions: Footprint = {
      ...create,
      type: POSITIONS_TYPE,
      invocations: [{ function: 'Indexer', perRequest: 1, meanMs: 2, trigger: 'stream' }],
    };
    const tracking: Workload = { ...workload, mix: { ...workload.mix, [POSITIONS_TYPE]: 0.8 } };
    const [mixed] = streamConsumers([search, create, positions], tracking, 4);
    // 400 records at 25 ms and 1,600 at 2 ms: 6.6 ms a record
    expect(mixed!.recordsPerSecond).toBeCloseTo(2000);
    expect(mixed!.capacityPerShard).toBeCloseTo(1000 / ((400 * 25 + 1600 * 2) / 2000));
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

  it("makes a digest of each person's window with one of their events: at most one a thing's (the count before people), fewer the more each holds; a month of each way", () => {
    const evenly = { levels: [{ share: 1, level: 1 }] };
    // 1 event a second from 3,600 listings: each listing's hour holds 1 event on average, so 1 - 1/e of them one;
    // with no people to group them (or each person holding at most one), a digest each
    const aListingsHour = 1 - Math.exp(-1);
    expect(digestsPerSecond(1, 3600, 0)).toBeCloseTo(aListingsHour);
    expect(digestsPerSecond(1, 3600, 1e9, evenly)).toBeCloseTo(aListingsHour);
    // as many shippers as listings, each holding one on average (Poisson): a shipper with two gets one digest
    expect(digestsPerSecond(1, 3600, 3600, evenly)).toBeCloseTo(1 - Math.exp(-aListingsHour));
    // many events among few people: one digest a person and window
    expect(digestsPerSecond(1000, 3600, 36, evenly)).toBeCloseTo(36 / DIGEST_WINDOW_SECONDS);
    // half the people hold nothing, the other half twice the mean
    const halves = {
      levels: [
        { share: 0.5, level: 0 },
        { share: 0.5, level: 2 },
      ],
    };
    expect(digestsPerSecond(1, 3600, 3600, halves)).toBeCloseTo(0.5 * (1 - Math.exp(-2 * aListingsHour)));
    expect(digestsPerSecond(1, 3600, 3600)).toBeLessThan(digestsPerSecond(1, 3600, 3600, evenly));
    // none from no events; events from no things, with no one to group them, a digest each
    expect(digestsPerSecond(0, 10, 10)).toBe(0);
    expect(digestsPerSecond(2, 0, 0)).toBe(2);

    const later: Footprint = {
      ...create,
      type: 'later',
      emailsPerRequest: 0.25,
      emailsTo: { shipper: 0.25 },
      digestEventsPerRequest: 1,
      digestsAmong: 'openListings',
    };
    const mixed = { ...workload, mix: { search: 0.9, later: 0.1 } };
    const peak = emailRates([search, later], mixed);
    expect(peak.immediate).toBeCloseTo(200 * 0.25);
    expect(peak.queued).toBeCloseTo(200);
    expect(peak.digests).toBeCloseTo(digestsPerSecond(200, 1000, 1000));
    expect(peak.withDigests).toBeCloseTo(50 + digestsPerSecond(200, 1000, 1000));
    expect(peak.everythingImmediate).toBeCloseTo(250);
    expect(peakRates([search, later], mixed).emails).toBeCloseTo(peak.withDigests);
    // a queued event from nothing the model knows of is a digest of its own
    expect(emailRates([search, { ...later, digestsAmong: undefined }], mixed).digests).toBeCloseTo(200);
    const month = 30 * 86_400;
    const emailCost = (perSecond: number) => ((perSecond * month) / 1000) * PRICES.sesPerThousand;
    expect(monthlyCost([search, later], mixed).email).toBeCloseTo(emailCost(25 + digestsPerSecond(100, 1000, 1000)));
    expect(monthlyCost([search, later], mixed, 'everythingImmediate').email).toBeCloseTo(emailCost(125));
  });

  it('spreads activity over people as a lognormal: the median person a third of the mean, the busiest 1% a fifth of it all', () => {
    const levels = activityLevels();
    const sum = (pick: (l: { share: number; level: number }) => number) => levels.reduce((n, l) => n + pick(l), 0);
    expect(sum((l) => l.share)).toBeCloseTo(1, 9);
    expect(sum((l) => l.share * l.level)).toBeCloseTo(1, 9);
    let [people, median] = [0, 0];
    for (const l of levels) if ((people += l.share) >= 0.5 && !median) median = l.level;
    expect(median / Math.exp(-(ACTIVITY_SIGMA ** 2) / 2)).toBeCloseTo(1, 1);
    let [top, activity] = [0, 0];
    for (const l of [...levels].reverse()) if ((top += l.share) <= 0.01) activity += l.share * l.level;
    expect(activity).toBeCloseTo(0.204, 1);
  });

  it("counts a person's emails a day by their activity (sent at once in proportion, a digest an hour with an event), and a month over its bookings", () => {
    const later: Footprint = {
      ...create,
      type: 'later',
      emailsPerRequest: 0.35,
      emailsTo: { shipper: 0.25, carrier: 0.1 },
      digestEventsPerRequest: 1,
      digestsAmong: 'openListings',
    };
    const mixed = { ...workload, mix: { search: 0.9, later: 0.1 } };
    const { median, p99, byRole } = emailsPerPersonPerDay([search, later], mixed);
    // 100 requests a second at the mean: 25 emails a second among 1,000 shippers, 2,160 a shipper a day on average;
    // 100 events a second from 1,000 listings, 360 an hour each: every listing's hour has one, and a shipper holding
    // x listings on average (Poisson) has a digest an hour with chance 1 - e^-x
    const near = (found: number, expected: number) => expect(Math.abs(found / expected - 1)).toBeLessThan(0.01);
    const aDay = (level: number) => 2160 * level + 24 * (1 - Math.exp(-level));
    near(byRole.shipper.median, aDay(Math.exp(-(ACTIVITY_SIGMA ** 2) / 2)));
    near(byRole.shipper.p99, aDay(Math.exp(2.326 * ACTIVITY_SIGMA - ACTIVITY_SIGMA ** 2 / 2)));
    // 10 a second among 10 carriers, no digest
    near(byRole.carrier.median, 86_400 * Math.exp(-(ACTIVITY_SIGMA ** 2) / 2));
    // everyone: 1,010 people, nearly the shippers' median (ten carriers among them, most above it); the busiest 1% begin
    // lower among the shippers, the ten carriers nearly all above them
    expect(median).toBeGreaterThan(byRole.shipper.median);
    expect(median).toBeLessThan(byRole.shipper.median * 1.05);
    expect(p99).toBeGreaterThan(byRole.shipper.p99);

    const booking: Footprint = { ...create, type: BOOKING_TYPE };
    const booked = { ...workload, mix: { search: 0.9, [BOOKING_TYPE]: 0.1 } };
    expect(costPerBooking([search, booking], booked)).toBeCloseTo(
      monthlyCost([search, booking], booked).total / (100 * 30 * 86_400),
    );
    expect(costPerBooking([search, create], workload)).toBeUndefined();
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
