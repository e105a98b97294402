import { AsyncLocalStorage } from 'node:async_hooks';
import { createHmac } from 'node:crypto';
import { atInstant } from '../../clock.ts';

// What a request with an Idempotency-Key draws at random (new ids, UUIDs, the ids its writes
// recognise themselves by) comes from its claim's seed (docs/reliability.md, "A create stopped
// after its write"): a retry that takes over a stopped claim inherits the seed, draws the same
// values, and so meets its first attempt's items under the keys it would write, marked as its own.
// Each draw is named by what it is for (an id, a write of one item), so a draw the first attempt
// made and the retry does not (a cache it filled) moves no other.

interface RequestDraws {
  seed: string;
  /** When the first attempt began (epoch ms): the request's clock within (shared/clock.ts), which dates new ids. */
  startedAt: number;
  /** A retry that took over a stopped attempt's claim: writes that meet their own item count as done. */
  replay: boolean;
  drawn: Map<string, number>;
}

const storage = new AsyncLocalStorage<RequestDraws>();

/** Runs `work` drawing from `seed`, dated by `startedAt` (its clock: shared/clock.ts; docs/reliability.md). */
export function withDraws<T>(
  draws: { seed: string; startedAt: number; replay: boolean },
  work: () => Promise<T>,
): Promise<T> {
  return storage.run({ ...draws, drawn: new Map() }, () => atInstant(draws.startedAt, work));
}

const draw = (seed: string, purpose: string, n: number, bytes: number) =>
  createHmac('sha256', seed).update(`${purpose}#${n}`).digest().subarray(0, bytes);

/**
 * `bytes` drawn for `purpose` (the nth draw for it in this request), or undefined outside a keyed request: draw at
 * random.
 */
export function drawn(purpose: string, bytes: number): Buffer | undefined {
  const draws = storage.getStore();
  if (!draws) return undefined;
  const n = draws.drawn.get(purpose) ?? 0;
  draws.drawn.set(purpose, n + 1);
  return draw(draws.seed, purpose, n, bytes);
}

/**
 * What the request's first draw for `purpose` is (or was), without drawing it: where its stopped attempt's create would
 * be.
 */
export function firstDraw(purpose: string, bytes: number): Buffer | undefined {
  const draws = storage.getStore();
  return draws ? draw(draws.seed, purpose, 0, bytes) : undefined;
}

/**
 * In a retry that took over a stopped attempt: an item this request's draws mark as its own is its first attempt's
 * work, done.
 */
export const replaying = (): boolean => storage.getStore()?.replay === true;

/**
 * The attribute a created item carries to recognise it as its write's own: random per call; in a
 * request with an Idempotency-Key, drawn for the item's key, so that its retry after a stop
 * recognises its first attempt's item too.
 */
export const WRITE_ID = 'writeId';

/** The write id drawn for `item` in a keyed request (undefined outside one). */
export const drawnWriteId = (item: Record<string, unknown>): string | undefined =>
  drawn(writePurpose(item), 12)?.toString('base64url');

const writePurpose = (item: Record<string, unknown>) => `write ${String(item.PK)} ${String(item.SK)}`;

/** In a retry after a stop: `item` was first written by this request's stopped attempt. */
export const writtenByStoppedAttempt = (item: Record<string, unknown>): boolean =>
  replaying() &&
  item[WRITE_ID] !== undefined &&
  item[WRITE_ID] === firstDraw(writePurpose(item), 12)?.toString('base64url');
