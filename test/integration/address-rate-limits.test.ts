import { afterEach, describe, expect, it } from 'vitest';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { countRequests } from '../../shared/data/rate-limits.ts';
import { eventually } from '../support/eventually.ts';

// Per-address rate limits of the routes without a key (docs/limits.md; OWASP API4), over HTTP with
// the real shared counter. The local runtime takes the socket's address as API Gateway's sourceIp,
// so a call sent from 127.0.0.31 comes from another address than one from 127.0.0.32. This file
// keeps the stage's default (the harness raises it for every other file).
process.env.ADDRESS_RATE_LIMIT_PER_SECOND = '';
process.env.ADDRESS_RATE_LIMIT_BURST = '';

const api = apiForThisFile();
const commodityImage = (from: string) => api.call('GET', '/v2/images/commodities/Furniture', { from });

/** A limit with a window long enough that a whole burst lands in it however slow the machine (the stage's is 2 s). */
function slowWindow(perSecond: number, burst: number) {
  process.env.ADDRESS_RATE_LIMIT_PER_SECOND = String(perSecond);
  process.env.ADDRESS_RATE_LIMIT_BURST = String(burst);
}
afterEach(() => slowWindow(0, 0)); // back to the stage's default

describe('rate limits per source address on routes without a key (OWASP API4)', () => {
  it("every answer of a route without a key states the address's policy: sandbox 20 in any 2 s", async () => {
    for (const res of [
      await api.call('GET', '/v2/openapi.json', { from: '127.0.0.31' }),
      await commodityImage('127.0.0.31'),
      await api.call('GET', '/t/not-a-token', { from: '127.0.0.31' }),
    ]) {
      expect(res.headers.get('ratelimit-policy')).toBe('"address";q=20;w=2');
      expect(res.headers.get('ratelimit')).toMatch(/^"address";r=\d+;t=\d+$/);
    }
  });

  it('a wrong or missing key counts against its address, and its 401 says so', async () => {
    for (const key of [undefined, 'sbx_wrongwrongwrongwrongwrongwrongwrongwrongwro']) {
      const res = await api.call('GET', '/v2/listings', { key, from: '127.0.0.33' });
      expect(res.status).toBe(401);
      expect(res.headers.get('ratelimit-policy')).toBe('"address";q=20;w=2');
    }
  });

  it('over its limit an address gets 429 in the 7.2 format with Retry-After; other addresses are unaffected; it recovers', async () => {
    slowWindow(4, 20); // bursts of 20 in a 5 s window
    const answers = await Promise.all(Array.from({ length: 30 }, () => commodityImage('127.0.0.34')));
    expect(answers.filter((r) => r.status === 200).length).toBe(20);
    const refused = answers.find((r) => r.status === 429)!;
    expect(errorsOf(refused.body)[0]).toMatchObject({ code: 42901, field: 'sourceAddress' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('ratelimit')).toBe('"address";r=0;t=1');
    expect(refused.headers.get('ratelimit-policy')).toBe('"address";q=20;w=5');
    // the credential exchanges are limited alike, before any password is looked at
    const signIn = await api.call('POST', '/v2/apikeys', {
      body: { emailAddress: 'nobody@test.example', password: 'x' },
      from: '127.0.0.34',
    });
    expect(signIn.status).toBe(429);
    expect(errorsOf(signIn.body)[0]).toMatchObject({ field: 'sourceAddress' });
    expect((await commodityImage('127.0.0.35')).status).toBe(200);
    // it recovers: admitted again once its window has room (a refused request takes none of it)
    await eventually(
      () => commodityImage('127.0.0.34'),
      (res) => res.status === 200,
      'the address admitted again',
      250,
    );
  });

  it('holds across instances: requests other instances counted for the address in the shared counter are refused here', async () => {
    slowWindow(4, 20);
    const second = Math.floor(Date.now() / 1000);
    // what other Lambda instances added for 127.0.0.36 over the coming window
    for (let s = second; s < second + 6; s++) await countRequests('ADDRESS#127.0.0.36', s, 100);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await commodityImage('127.0.0.36')).status);
    // this instance learns the shared total when it counts its first batch (a quarter of the burst)
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(200));
    expect(statuses.slice(5)).toEqual(Array(7).fill(429));
  });
});
