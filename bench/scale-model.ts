// The capacity model (issue 52, docs/scale.md): measured footprints per request type projected onto
// a workload. Pure: bench/scale.ts measures and prints; the assumptions are named here, each once.

export interface PartitionFootprint { pattern: string; index: string; rcuPerRequest: number; wcuPerRequest: number; maxPerRequest?: number }
export interface Footprint {
  type: string; requests: number; rcuPerRequest: number; wcuPerRequest: number;
  partitions: PartitionFootprint[];
  streamRecordsPerRequest: number;
  /** Each function a request of this type sets off: how often, how long, and for a stream consumer how many records a call. */
  invocations: { function: string; perRequest: number; meanMs: number; recordsPerCall?: number; memoryMb?: number; trigger?: string }[];
  emailsPerRequest?: number;
  /** The units a request costs, by the function that spent them (the model's check compares these). */
  unitsByFunction?: Record<string, number>;
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
}

/** DynamoDB's limits per partition (the developer guide, "partitions"), whatever the table's mode. */
export const PARTITION_LIMIT = { rcu: 3000, wcu: 1000 };
export const ACCOUNT_LAMBDA_CONCURRENCY = 1000;
export const API_GATEWAY_RATE = 10_000;

/**
 * On-demand prices, us-east-1, as on the AWS pricing pages on 2026-11-27 (DynamoDB on-demand since
 * its price cut of 2024-11-01): per million units or requests, Lambda per GB-second (x86).
 */
export const PRICES = { source: 'AWS on-demand prices, us-east-1, as of 2026-11-27', rruPerMillion: 0.125, wruPerMillion: 0.625, lambdaGbSecond: 0.0000166667, lambdaPerMillion: 0.2, httpApiPerMillion: 1.0, sesPerThousand: 0.1 };
const SECONDS_A_MONTH = 30 * 86_400;

/**
 * How much of a pattern's traffic its hottest single partition takes. A pattern without a
 * variable part is one partition: all of it. A user's partitions: the busiest account, at most its
 * key's production rate (100 requests a second, docs/limits.md; members share it), so at most that
 * many requests' units. Any other per-thing partition (a listing, a bid, a search cell or region):
 * assumed 1% of its pattern's traffic, a listing or region a hundred times busier than the average
 * of thousands.
 */
export const BUSIEST_ACCOUNT_RPS = 100;
export const HOTTEST_THING_SHARE = 0.01;
const variable = /<(n|uuid|hash|date|email|token)>/;

export interface HotPartition { pattern: string; index: string; rcuPerSecond: number; wcuPerSecond: number; shareOfLimit: number }

/** Units a second of each pattern at the workload's peak, and of its hottest single partition. */
export function hottestPartitions(footprints: Footprint[], workload: Workload): HotPartition[] {
  const sums = new Map<string, { pattern: string; index: string; rcu: number; wcu: number; perRequest: number }>();
  for (const f of footprints) {
    const rate = workload.requestsPerSecond * (workload.mix[f.type] ?? 0) * workload.peakFactor;
    for (const p of f.partitions) {
      const key = `${p.pattern}\t${p.index}`;
      const sum = sums.get(key) ?? { pattern: p.pattern, index: p.index, rcu: 0, wcu: 0, perRequest: 0 };
      sums.set(key, { ...sum, rcu: sum.rcu + rate * p.rcuPerRequest, wcu: sum.wcu + rate * p.wcuPerRequest, perRequest: Math.max(sum.perRequest, p.rcuPerRequest / PARTITION_LIMIT.rcu + p.wcuPerRequest / PARTITION_LIMIT.wcu) });
    }
  }
  return [...sums.values()].map(({ pattern, index, rcu, wcu, perRequest }) => {
    let share = 1;
    if (variable.test(pattern)) {
      share = HOTTEST_THING_SHARE;
      if (/^USER#<n>/.test(pattern)) {
        const load = rcu / PARTITION_LIMIT.rcu + wcu / PARTITION_LIMIT.wcu;
        share = load > 0 ? Math.min(1, (BUSIEST_ACCOUNT_RPS * perRequest) / load) : 0;
      }
    }
    const r = rcu * share;
    const w = wcu * share;
    return { pattern, index, rcuPerSecond: r, wcuPerSecond: w, shareOfLimit: r / PARTITION_LIMIT.rcu + w / PARTITION_LIMIT.wcu };
  }).sort((a, b) => b.shareOfLimit - a.shareOfLimit);
}

export interface StreamConsumer { function: string; recordsPerSecond: number; recordsPerShardPerSecond: number; capacityPerShard: number; keepsUp: boolean }

/**
 * The stream at the workload's peak: records a second each consumer is handed, spread over the
 * shards (one per table partition: the larger of size / 10 GB and peak writes / 1,000), against
 * what one consumer instance per shard gets through (1,000 ms / its measured time per record,
 * times the mapping's ParallelizationFactor).
 */
export function streamConsumers(footprints: Footprint[], workload: Workload, shards: number, parallelization: Record<string, number> = {}): StreamConsumer[] {
  const byFunction = new Map<string, { records: number; msPerRecord: number[] }>();
  for (const f of footprints) {
    const rate = workload.requestsPerSecond * (workload.mix[f.type] ?? 0) * workload.peakFactor;
    for (const i of f.invocations.filter((inv) => inv.trigger === 'stream')) {
      const records = i.recordsPerCall ?? 1;
      const sum = byFunction.get(i.function) ?? { records: 0, msPerRecord: [] };
      sum.records += rate * i.perRequest * records;
      sum.msPerRecord.push(i.meanMs / records);
      byFunction.set(i.function, sum);
    }
  }
  return [...byFunction].map(([fn, { records, msPerRecord }]) => {
    const ms = msPerRecord.reduce((a, b) => a + b, 0) / msPerRecord.length;
    const perShard = records / shards;
    const capacity = (1000 / Math.max(ms, 0.001)) * (parallelization[fn] ?? 1);
    return { function: fn, recordsPerSecond: records, recordsPerShardPerSecond: perShard, capacityPerShard: capacity, keepsUp: perShard <= capacity };
  }).sort((a, b) => b.recordsPerShardPerSecond / b.capacityPerShard - a.recordsPerShardPerSecond / a.capacityPerShard);
}

/** Concurrent executions at the peak: arrivals a second times their measured duration, by function. */
export function lambdaConcurrency(footprints: Footprint[], workload: Workload): { total: number; byFunction: Record<string, number> } {
  const byFunction: Record<string, number> = {};
  for (const f of footprints) {
    const rate = workload.requestsPerSecond * (workload.mix[f.type] ?? 0) * workload.peakFactor;
    for (const i of f.invocations) byFunction[i.function] = (byFunction[i.function] ?? 0) + rate * i.perRequest * (i.meanMs / 1000);
  }
  return { total: Object.values(byFunction).reduce((a, b) => a + b, 0), byFunction };
}

/** A month at the mean rate: DynamoDB units, Lambda time and requests, API Gateway requests, email. */
export function monthlyCost(footprints: Footprint[], workload: Workload): { total: number; dynamoDb: number; lambda: number; apiGateway: number; email: number } {
  let rru = 0; let wru = 0; let gbSeconds = 0; let invocations = 0; let emails = 0;
  for (const f of footprints) {
    const perMonth = workload.requestsPerSecond * (workload.mix[f.type] ?? 0) * SECONDS_A_MONTH;
    rru += perMonth * f.rcuPerRequest;
    wru += perMonth * f.wcuPerRequest;
    emails += perMonth * (f.emailsPerRequest ?? 0);
    for (const i of f.invocations) {
      invocations += perMonth * i.perRequest;
      gbSeconds += perMonth * i.perRequest * (i.meanMs / 1000) * ((i.memoryMb ?? 256) / 1024);
    }
  }
  const dynamoDb = (rru / 1e6) * PRICES.rruPerMillion + (wru / 1e6) * PRICES.wruPerMillion;
  const lambda = gbSeconds * PRICES.lambdaGbSecond + (invocations / 1e6) * PRICES.lambdaPerMillion;
  const apiGateway = ((workload.requestsPerSecond * SECONDS_A_MONTH) / 1e6) * PRICES.httpApiPerMillion;
  const email = (emails / 1000) * PRICES.sesPerThousand;
  return { total: dynamoDb + lambda + apiGateway + email, dynamoDb, lambda, apiGateway, email };
}

/** Stream shards at the peak: one per table partition (DynamoDB's: 10 GB or 1,000 WCU / 3,000 RCU each). */
export function shardsOf(footprints: Footprint[], workload: Workload, tableGb: number): number {
  let rcu = 0; let wcu = 0;
  for (const f of footprints) {
    const rate = workload.requestsPerSecond * (workload.mix[f.type] ?? 0) * workload.peakFactor;
    rcu += rate * f.rcuPerRequest;
    wcu += rate * f.wcuPerRequest;
  }
  return Math.max(1, Math.ceil(tableGb / 10), Math.ceil(wcu / PARTITION_LIMIT.wcu), Math.ceil(rcu / PARTITION_LIMIT.rcu));
}
