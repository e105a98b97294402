import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

// Faults AWS really has, injected into the as-deployed runtime (docs/reliability.md): by the local
// AWS endpoint (./aws-endpoint.ts: DynamoDB, S3, SQS and SES answering as they do when they
// throttle or fail, a write applied and its answer lost, added latency), by the road to FMCSA
// (./fmcsa-gateway.ts: its maintenance page or a 500), by the road to Stripe (./stripe-gateway.ts: its 500
// api_error, or a call done and its answer lost), by the queues (a message
// delivered twice), by the stream mappings (a batch handed again after it succeeded) and by the
// function pools (an environment that dies after its handler's side effects, before its answer),
// and by both together (lambda.timeout: an environment stopped at one of its AWS calls, before the
// call is sent or after it applied and before its answer, as a timeout or a kill stops it).
//
// `--faults dynamodb.throttle=0.05,lambda.crash=0.01,latency=40,seed=7` (npm start, bench:chaos) or
// LOCAL_FAULTS (tests). Each decision is drawn from its own seeded stream per fault kind and
// function, so the n-th call of a function meets the same fault for the same seed: a run whose
// requests go in the same order replays its faults (the chaos soak's requests are drawn from the
// seed too; what concurrency reorders is said in docs/reliability.md).

export const faultKinds = [
  'dynamodb.throttle',
  'dynamodb.error',
  'dynamodb.lostReply',
  's3.error',
  'sqs.error',
  'ses.throttle',
  'fmcsa.error',
  'stripe.error',
  'stripe.lostReply',
  'sqs.duplicate',
  'stream.redeliver',
  'lambda.crash',
  'lambda.timeout',
] as const;
export type FaultKind = (typeof faultKinds)[number];
/** The faults of an AWS service answering a call: what `--faults` calls the dependency faults. */
export const dependencyFaults: readonly FaultKind[] = [
  'dynamodb.throttle',
  'dynamodb.error',
  'dynamodb.lostReply',
  's3.error',
  'sqs.error',
  'ses.throttle',
  'fmcsa.error',
  'stripe.error',
  'stripe.lostReply',
];

export interface FaultSpec {
  probabilities: Partial<Record<FaultKind, number>>;
  /** Up to this many ms added to each AWS call (uniform). */
  latencyMs: number;
  seed: number;
}

export class FaultSpecError extends Error {}

/** `name=probability,...,latency=MS,seed=N`; `all=P` sets every kind. Throws naming what it cannot read. */
export function parseFaultSpec(text: string): FaultSpec {
  const spec: FaultSpec = { probabilities: {}, latencyMs: 0, seed: 1 };
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, value, extra] = part.split('=');
    const number = Number(value);
    if (extra !== undefined || value === undefined || value.trim() === '' || !Number.isFinite(number))
      throw new FaultSpecError(`--faults: "${part}" is not name=number`);
    if (name === 'seed') {
      if (!Number.isSafeInteger(number) || number < 0)
        throw new FaultSpecError(`--faults: seed must be a whole number, not ${value}`);
      spec.seed = number;
    } else if (name === 'latency') {
      if (number < 0 || number > 60_000)
        throw new FaultSpecError(`--faults: latency is milliseconds from 0 to 60000, not ${value}`);
      spec.latencyMs = number;
    } else if (name === 'all' || (faultKinds as readonly string[]).includes(name!)) {
      if (number < 0 || number > 1)
        throw new FaultSpecError(`--faults: ${name} is a probability from 0 to 1, not ${value}`);
      for (const kind of name === 'all' ? faultKinds : [name as FaultKind]) spec.probabilities[kind] = number;
    } else {
      throw new FaultSpecError(
        `--faults: unknown fault "${name}" (known: ${[...faultKinds, 'latency', 'seed', 'all'].join(', ')})`,
      );
    }
  }
  return spec;
}

export const describeFaultSpec = (spec: FaultSpec) =>
  [
    ...Object.entries(spec.probabilities).map(([k, p]) => `${k}=${p}`),
    ...(spec.latencyMs ? [`latency=${spec.latencyMs}`] : []),
    `seed=${spec.seed}`,
  ].join(',');

/** A seeded stream of numbers in [0, 1) (mulberry32): cheap, and the same for the same seed. */
function stream(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type FaultCounts = Record<string, Record<string, number>>;

/**
 * The decisions of one run and what fired: `fires(kind, fn)` is true when this call of `fn` meets
 * the fault, and counts it; counts are kept in `file` (rewritten at most every 250 ms) as
 * `{"<kind>": {"<function>": count}}`.
 */
export class FaultInjector {
  private readonly streams = new Map<string, () => number>();
  private readonly counts: FaultCounts = {};
  private dirty = false;
  private timer?: NodeJS.Timeout;
  private paused = false;
  private readonly calls = new Map<string, number>();
  private readonly writes = new Map<string, number[]>();
  private readonly plannedStops = new Map<string, { call: number; when: 'before' | 'after' }>();
  /**
   * Per environment (the access key it signs with): its invocation's calls so far, and the one it stops at, drawn as it
   * began.
   */
  private readonly invocations = new Map<
    string,
    { fn: string; calls: number; stopAt?: number; when: 'before' | 'after' }
  >();
  /** Calls per invocation of each function so far: a stop is drawn among a function's usual calls. */
  private readonly usualCalls = new Map<string, { invocations: number; calls: number }>();

  constructor(
    readonly spec: FaultSpec,
    private readonly file?: string,
  ) {
    for (const kind of faultKinds) if (spec.probabilities[kind]) this.counts[kind] = {};
    if (spec.latencyMs) this.counts.latency = {};
    this.flush();
  }

  private draw(kind: string, fn: string): number {
    const key = `${kind}\n${fn}`;
    let next = this.streams.get(key);
    if (!next) {
      next = stream(createHash('sha256').update(`${this.spec.seed}\n${key}`).digest().readUInt32LE(0));
      this.streams.set(key, next);
    }
    return next();
  }

  /** Whether this call of `fn` meets the fault `kind` (counted when it does). */
  fires(kind: FaultKind, fn: string): boolean {
    const p = this.paused ? 0 : (this.spec.probabilities[kind] ?? 0);
    if (p <= 0 || this.draw(kind, fn) >= p) return false;
    this.count(kind, fn);
    return true;
  }

  /** Milliseconds to hold this call of `fn` (0 without latency). */
  latency(fn: string): number {
    if (!this.spec.latencyMs || this.paused) return 0;
    const ms = Math.floor(this.draw('latency', fn) * (this.spec.latencyMs + 1));
    if (ms > 0) this.count('latency', fn);
    return ms;
  }

  /**
   * Whether this AWS call of `fn` is where its environment stops (lambda.timeout), and when:
   * `before` the call is sent, or `after` it applied and before its answer. A stop a test planned
   * (`planStop`) comes first; then the seeded draw. Every call is counted (`callsOf`).
   */
  stopsAt(fn: string, write = false, environment?: string): 'before' | 'after' | undefined {
    const n = (this.calls.get(fn) ?? 0) + 1;
    this.calls.set(fn, n);
    if (write) this.writes.set(fn, [...(this.writes.get(fn) ?? []), n]);
    const planned = this.plannedStops.get(fn);
    if (planned && planned.call === n) {
      this.plannedStops.delete(fn);
      this.count('lambda.timeout', fn);
      return planned.when;
    }
    const invocation = environment === undefined ? undefined : this.invocations.get(environment);
    if (!invocation || ++invocation.calls !== invocation.stopAt || this.paused) return undefined;
    this.count('lambda.timeout', fn);
    return invocation.when;
  }

  /**
   * An invocation of `fn` begins in the environment signing with `environment`: whether it is
   * stopped (lambda.timeout, a probability per invocation, as timeouts and kills come) and at which
   * of its calls, drawn evenly among the function's usual number of calls (so a stop lands in a
   * consumer's long batch as readily as in a short request).
   */
  beginInvocation(fn: string, environment: string): void {
    const previous = this.invocations.get(environment);
    if (previous && (previous.stopAt === undefined || previous.calls < previous.stopAt)) {
      // a stopped one made fewer than it would have
      const usual = this.usualCalls.get(previous.fn) ?? { invocations: 0, calls: 0 };
      this.usualCalls.set(previous.fn, { invocations: usual.invocations + 1, calls: usual.calls + previous.calls });
    }
    const p = this.paused ? 0 : (this.spec.probabilities['lambda.timeout'] ?? 0);
    const when = this.choose('lambda.timeout', fn, 2) === 0 ? 'before' : 'after';
    if (p <= 0 || this.draw('lambda.timeout', fn) >= p) {
      this.invocations.set(environment, { fn, calls: 0, when });
      return;
    }
    const usual = this.usualCalls.get(fn);
    const calls = usual && usual.invocations > 0 ? Math.max(1, Math.round(usual.calls / usual.invocations)) : 8;
    this.invocations.set(environment, {
      fn,
      calls: 0,
      stopAt: 1 + Math.floor(this.draw('lambda.timeout#call', fn) * calls),
      when,
    });
  }

  /** The AWS calls `fn` has made since the start (or the last `planStop`). */
  callsOf(fn: string): number {
    return this.calls.get(fn) ?? 0;
  }

  /**
   * Emails SES took from an environment stopped before its next write (the claim marked `Sent`):
   * each is sent again by its retry, the one double send the design allows (docs/reliability.md).
   */
  emailsSentThenStopped = 0;

  /** Which of the calls `callsOf` counts changed something (a write, a message sent): their numbers. */
  writesOf(fn: string): number[] {
    return this.writes.get(fn) ?? [];
  }

  /**
   * A test's stop, not a draw: the `call`-th AWS call `fn` makes from now stops its environment, `when` as in
   * `stopsAt`.
   */
  planStop(fn: string, call: number, when: 'before' | 'after'): void {
    this.calls.set(fn, 0);
    this.writes.set(fn, []);
    this.plannedStops.set(fn, { call, when });
  }

  /** A choice among `n` options for this fault (which error shape), from its own stream. */
  choose(kind: FaultKind, fn: string, n: number): number {
    return Math.floor(this.draw(`${kind}#shape`, fn) * n);
  }

  private count(kind: string, fn: string): void {
    const byFunction = (this.counts[kind] ??= {});
    byFunction[fn] = (byFunction[fn] ?? 0) + 1;
    this.dirty = true;
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.flush();
    }, 250);
    this.timer.unref?.();
  }

  /** Faults off (a soak's drain), or on again; what fired stays counted. */
  pause(paused = true): void {
    this.paused = paused;
  }

  report(): FaultCounts {
    return JSON.parse(JSON.stringify(this.counts)) as FaultCounts;
  }

  /** Faults fired per kind, all functions together. */
  totals(): Record<string, number> {
    return Object.fromEntries(
      Object.entries(this.counts).map(([kind, byFunction]) => [
        kind,
        Object.values(byFunction).reduce((a, b) => a + b, 0),
      ]),
    );
  }

  flush(): void {
    if (!this.file) return;
    this.dirty = false;
    mkdirSync(dirname(this.file), { recursive: true });
    // written whole and renamed: a reader never sees half a file
    writeFileSync(`${this.file}.tmp`, `${JSON.stringify(this.counts, null, 2)}\n`);
    renameSync(`${this.file}.tmp`, this.file);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.dirty) this.flush();
  }
}

/** One line per kind: how many fired, in how many functions. */
export function faultSummary(counts: FaultCounts): string {
  const lines = Object.entries(counts).map(([kind, byFunction]) => {
    const total = Object.values(byFunction).reduce((a, b) => a + b, 0);
    return `  ${kind.padEnd(20)} ${String(total).padStart(6)} in ${Object.keys(byFunction).length} functions`;
  });
  return lines.length ? lines.join('\n') : '  (no faults configured)';
}
