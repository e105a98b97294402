import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keptRead, keptReads } from '../../shared/data/kept-reads.ts';

// What a search instance keeps of the reads every search shares (shared/data/kept-reads.ts,
// docs/search.md "Freshness"): for the stage's seconds, per table, never a failed read, nothing at 0.

describe('reads kept per instance', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T06:00:00Z'));
    vi.stubEnv('TABLE_NAME', `kept-${Math.random()}`);
    vi.stubEnv('SEARCH_READ_CACHE_SECONDS', '1');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('answers from memory within the second, reads again after it', async () => {
    const read = vi.fn(async () => ({ items: [read.mock.calls.length] }));
    expect(await keptRead('sorted\tALL#0', read)).toEqual({ items: [1] });
    vi.advanceTimersByTime(999);
    expect(await keptRead('sorted\tALL#0', read)).toEqual({ items: [1] });
    expect(read).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(await keptRead('sorted\tALL#0', read)).toEqual({ items: [2] });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps each key, and each table, apart', async () => {
    const read = vi.fn(async () => read.mock.calls.length);
    await keptRead('a', read);
    await keptRead('b', read);
    vi.stubEnv('TABLE_NAME', `other-${Math.random()}`);
    await keptRead('a', read);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('keeps no failed read: the next caller reads again', async () => {
    const failing = vi.fn(async () => {
      throw new Error('throttled');
    });
    await expect(keptRead('tally', failing)).rejects.toThrow('throttled');
    const read = vi.fn(async () => 'counts');
    expect(await keptRead('tally', read)).toBe('counts');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing where the stage says 0 (the sandbox)', async () => {
    vi.stubEnv('SEARCH_READ_CACHE_SECONDS', '0');
    const read = vi.fn(async () => 1);
    await keptRead('x', read);
    await keptRead('x', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads together only the keys not kept, and keeps what was not found as not found', async () => {
    const readMissing = vi.fn(
      async (keys: string[]) => new Map(keys.filter((key) => key !== 'none').map((key) => [key, `${key}!`])),
    );
    expect(await keptReads('tally', ['ALL', 'PICKUP#USA-TX', 'none'], readMissing)).toEqual(
      new Map([
        ['ALL', 'ALL!'],
        ['PICKUP#USA-TX', 'PICKUP#USA-TX!'],
      ]),
    );
    expect(await keptReads('tally', ['ALL', 'PICKUP#CAN-ON', 'none'], readMissing)).toEqual(
      new Map([
        ['ALL', 'ALL!'],
        ['PICKUP#CAN-ON', 'PICKUP#CAN-ON!'],
      ]),
    );
    expect(readMissing.mock.calls).toEqual([[['ALL', 'PICKUP#USA-TX', 'none']], [['PICKUP#CAN-ON']]]);
  });
});
