import { AsyncLocalStorage } from 'node:async_hooks';

// The one clock of the marketplace's rules (docs/reliability.md, "One clock per request"): what
// `now()` answers is the time of the work it serves, fixed for all of it. A request is dated by
// one instant, every write of it alike: when it came, or in a request with an Idempotency-Key
// when its first attempt began (its claim's start, shared/data/retries/draws.ts), so that a retry that
// takes over a stopped attempt dates what it writes as the first did. A stream consumer's batch
// and a scheduled job's run are each dated by one instant too. The outer adapters (the endpoint,
// `streamConsumer`, `scheduledRun`) enter the scope; outside one (scripts, tests calling a
// service) it is the wall clock.

const instants = new AsyncLocalStorage<number>();

/** Runs `work` dated by `at` (epoch ms): every `now()` within it answers that instant. */
export const atInstant = <T>(at: number, work: () => Promise<T>): Promise<T> => instants.run(at, work);

/** Runs `work` dated by the instant it starts at. */
export const fromNow = <T>(work: () => Promise<T>): Promise<T> => atInstant(Date.now(), work);

/** The time of the work running now (epoch ms): its request's, its batch's or its run's; else the wall clock. */
export const nowMs = (): number => instants.getStore() ?? Date.now();

/** The time of the work running now: its request's, its batch's or its run's; else the wall clock. */
export const now = (): Date => new Date(nowMs());

/**
 * The wall clock, for what is measured against the world rather than dated by the request: a claim or lease that
 * expires, how long is left to wait, an object store's signed link. Never for a time the request writes as its own.
 */
export const wallClock = (): Date => new Date(Date.now());
