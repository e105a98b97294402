import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { countRequests, setUserRateLimit } from '../../shared/data/rate-limits.ts';
import { issueApiKey } from '../../shared/domain/auth/service.ts';
import { countingBatch, KeyWindow, type RateLimit } from '../../shared/domain/limits/rate-limits.ts';
import { registerUser } from '../../shared/domain/users/service.ts';
import { clockPasses, eventually } from '../support/eventually.ts';

// Per-key rate limits (docs/limits.md) over HTTP against the local runtime, which counts in the
// same shared counter as every Lambda instance of a stage does.

const api = apiForThisFile();
const run = promisify(execFile);

/** A user with the stage's default limit (the fixtures' users have a high one). */
async function userWithDefaultLimit(): Promise<{ userId: number; key: string; email: string }> {
  const email = `limit-${randomUUID()}@test.example`;
  const user = await registerUser({
    userType: 'Shipper',
    firstName: 'Rate',
    lastName: 'Limited',
    emailAddress: email,
    mobilePhone: '+1 555 010 0000',
  });
  return { userId: user.userId, key: await issueApiKey(user.userId), email };
}

const burstOf = (key: string, n: number) =>
  Promise.all(Array.from({ length: n }, () => api.call('GET', '/v2/lookups/currencies', { key })));

describe('per-key rate limits (OWASP API4)', () => {
  let limited: { userId: number; key: string; email: string };
  beforeAll(async () => {
    limited = await userWithDefaultLimit();
  });

  it('every response to a key states its policy: sandbox 40 in any 2 s (20 a second, bursts of 40)', async () => {
    const res = await api.call('GET', '/v2/', { key: limited.key });
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit-policy')).toBe('"key";q=40;w=2');
    expect(res.headers.get('ratelimit')).toMatch(/^"key";r=\d+;t=\d+$/);
  });

  it('over its rate a key gets 429 in the 7.2 format with Retry-After; other keys are unaffected; it recovers', async () => {
    // a 5 s window (4 a second, bursts of 20), so that the whole burst below lands in one window however slow the
    // machine
    const { userId, key } = await userWithDefaultLimit();
    await setUserRateLimit(userId, { perSecond: 4, burst: 20 });
    const answers = await burstOf(key, 30);
    const admitted = answers.filter((r) => r.status === 200).length;
    expect(admitted).toBe(20);
    const refused = answers.find((r) => r.status === 429)!;
    expect(errorsOf(refused.body)[0]).toMatchObject({ code: 42901, field: 'authorization' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('ratelimit')).toBe('"key";r=0;t=1');
    expect(refused.headers.get('ratelimit-policy')).toBe('"key";q=20;w=5');
    const other = await userWithDefaultLimit();
    expect((await api.call('GET', '/v2/lookups/currencies', { key: other.key })).status).toBe(200);
    // it recovers: admitted again once its window has room (a refused request takes none of it)
    await eventually(
      () => api.call('GET', '/v2/lookups/currencies', { key }),
      (res) => res.status === 200,
      'the limited key admitted again',
      250,
    );
  });

  it("an operator sets a user's own limit with `npm run keys -- limit`, and takes it back", async () => {
    const keysCommand = (...args: string[]) =>
      run(
        process.execPath,
        ['--import', 'tsx', 'infra/ops/keys.ts', 'limit', '--email', limited.email, '--table', api.tableName, ...args],
        {
          env: { ...process.env, NODE_OPTIONS: '' },
        },
      );
    expect((await keysCommand('--per-second', '2', '--burst', '10')).stdout).toMatch(
      /2 requests per second, bursts of 10/,
    );
    const policy = (await api.call('GET', '/v2/', { key: limited.key })).headers.get('ratelimit-policy');
    expect(policy).toBe('"key";q=10;w=5');
    // the burst below starts in an empty window: the one that holds every request made so far has closed
    const windowSeconds = Number(/w=(\d+)/.exec(policy ?? '')?.[1]);
    await clockPasses((Math.floor(Date.now() / 1000) + windowSeconds) * 1000);
    expect((await burstOf(limited.key, 15)).filter((r) => r.status === 200).length).toBe(10);
    await keysCommand('--stage-default');
    expect((await api.call('GET', '/v2/', { key: limited.key })).headers.get('ratelimit-policy')).toBe(
      '"key";q=40;w=2',
    );
  });

  it('holds across instances: two instances counting in the shared counter admit the burst, give or take a batch each', async () => {
    const limit: RateLimit = { perSecond: 50, burst: 100 };
    const instances = [new KeyWindow(), new KeyWindow()];
    const userId = Number(`9${Date.now() % 1e9}`);
    let admitted = 0;
    for (let i = 0; i < 300; i++) {
      const window = instances[i % 2]!;
      const now = Date.now();
      const admission = window.admit(now, limit);
      if (!admission.admitted) continue;
      admitted++;
      if (!admission.countNow) continue;
      const { requests, second } = window.takeUncounted();
      window.recordCounted(second, requests, await countRequests(userId, second, requests));
    }
    expect(admitted).toBeGreaterThanOrEqual(limit.burst);
    expect(admitted).toBeLessThanOrEqual(limit.burst + 2 * (countingBatch(limit) - 1));
  });
});
