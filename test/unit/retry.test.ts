import { describe, expect, it } from 'vitest';
import { NO_PAUSE, pauseMs, RetryLimitReached, retrying } from '../../shared/retry.ts';

describe('retrying', () => {
  const again = new Error('again');
  const failing = (tries: number[]) => async (retry: number) => {
    tries.push(retry);
    throw again;
  };

  it('tries at most the limit, then throws the last failure, or what `exhausted` makes of it', async () => {
    const tries: number[] = [];
    await expect(retrying({ attempts: 4, retryable: () => true, backoff: NO_PAUSE }, failing(tries))).rejects.toBe(
      again,
    );
    expect(tries).toEqual([0, 1, 2, 3]);
    const limit = { attempts: 2, retryable: () => true, backoff: NO_PAUSE };
    const exhausted = (last: unknown) => new RetryLimitReached('a test', 2, last);
    const reached = await retrying({ ...limit, exhausted }, failing([])).catch((error: unknown) => error);
    expect(reached).toBeInstanceOf(RetryLimitReached);
    expect((reached as Error).cause).toBe(again);
  });

  it('throws a failure that is not retryable at once, and returns the first success', async () => {
    const tries: number[] = [];
    const limit = { attempts: 5, retryable: (error: unknown) => error === again, backoff: NO_PAUSE };
    const other = new Error('no');
    let calls = 0;
    await expect(
      retrying(limit, () => {
        calls++;
        return Promise.reject(other);
      }),
    ).rejects.toBe(other);
    expect(calls).toBe(1);
    const answer = await retrying(limit, async (retry) => {
      tries.push(retry);
      if (retry < 2) throw again;
      return 'done';
    });
    expect(answer).toBe('done');
    expect(tries).toEqual([0, 1, 2]);
  });

  it('pauses with full jitter: at most the base doubled per retry, and at most the cap', () => {
    for (let retry = 0; retry < 12; retry++) {
      const ms = pauseMs({ baseMs: 10, capMs: 200 }, retry);
      expect(ms).toBeGreaterThanOrEqual(0);
      expect(ms).toBeLessThanOrEqual(Math.min(200, 10 * 2 ** retry));
    }
    expect(pauseMs((retry) => retry * 7, 3)).toBe(21);
  });
});
