import { beforeAll, describe, expect, it } from 'vitest';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { uniquePerson } from '../support/people.ts';
import { shipperWithPassword } from '../support/accounts.ts';
import { setUserStatus } from '../../shared/data/users.ts';
import { setUserRateLimit } from '../../shared/data/rate-limits.ts';
import { routeFunctionName } from '../../shared/routes/functions.ts';
import { routes } from '../../shared/routes/http.ts';

// Revocation at once (docs/auth.md, "Revocation"): every change that ends or limits a credential
// holds on the very next request after its 2xx, on a function that resolved the key a moment before
// (each scenario warms the key first). Run again as deployed (test/as-deployed/revocation.test.ts),
// where two execution environments of one function both refuse a key each had resolved.

const api = apiForThisFile();
let integrator: string;
beforeAll(async () => {
  ({ key: integrator } = await api.user('Affiliate'));
});

const whoAmI = (key: string) => api.call('GET', '/v2/', { key });
const form = (fields: Record<string, string>) => ({
  rawBody: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe('a revocation holds on the next request', () => {
  it('a key revoked on the key page', async () => {
    const { emailAddress, password } = await shipperWithPassword(api, integrator);
    const key = (await api.call('POST', '/v2/apikeys', { body: { emailAddress, password } })).body.apiKey;
    expect((await whoAmI(key)).status).toBe(200);
    expect((await api.call('POST', '/v2/apikeys/revocation', { body: { emailAddress, password } })).status).toBe(204);
    const refused = await whoAmI(key);
    expect(refused.status).toBe(401);
    expect(errorsOf(refused.body)[0]!.field).toBe('Authorization');
  });

  it('a key replaced by signing in again: the old one refused, the new one answers', async () => {
    const { emailAddress, password } = await shipperWithPassword(api, integrator);
    const old = (await api.call('POST', '/v2/apikeys', { body: { emailAddress, password } })).body.apiKey;
    expect((await whoAmI(old)).status).toBe(200);
    const fresh = (await api.call('POST', '/v2/apikeys', { body: { emailAddress, password } })).body.apiKey;
    expect((await whoAmI(old)).status).toBe(401);
    expect((await whoAmI(fresh)).status).toBe(200);
  });

  it('a closed account: its key and its access tokens', async () => {
    const person = await uniquePerson('Shipper');
    const token = (
      await api.call(
        'POST',
        '/oauth/token',
        form({ grant_type: 'client_credentials', client_id: String(person.user.userId), client_secret: person.key }),
      )
    ).body.access_token;
    expect((await whoAmI(person.key)).status).toBe(200);
    expect((await whoAmI(token)).status).toBe(200);
    expect(
      (await api.call('DELETE', '/v2/users/me', { key: person.key, body: { password: person.password } })).status,
    ).toBe(202);
    expect((await whoAmI(person.key)).status).toBe(401);
    expect((await whoAmI(token)).status).toBe(401);
  });

  it("an operator's suspension stops writes at once, reactivation allows them at once; a lower rate limit counts at once", async () => {
    const person = await uniquePerson('Shipper');
    expect(JSON.stringify((await whoAmI(person.key)).body.status)).toContain('Active');
    await setUserStatus(person.user.userId, 'Suspended');
    const suspended = await whoAmI(person.key);
    expect(JSON.stringify(suspended.body.status)).toContain('Suspended');
    const write = await api.call('POST', '/v2/searches', {
      key: person.key,
      body: { name: 'Anything', query: {}, alerts: 'none' },
    });
    expect(write.status).toBe(403);
    await setUserStatus(person.user.userId, 'Active');
    expect(
      (
        await api.call('POST', '/v2/searches', {
          key: person.key,
          body: { name: 'Anything', query: {}, alerts: 'none' },
        })
      ).status,
    ).toBe(201);
    await setUserRateLimit(person.user.userId, { perSecond: 1, burst: 1 });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await whoAmI(person.key)).status);
    expect(answers).toContain(429);
  });

  it("a token made with a key (client credentials) ends with the key; one of a password sign-in is the user's own and stays", async () => {
    const { userId, emailAddress, password } = await shipperWithPassword(api, integrator);
    const key = (await api.call('POST', '/v2/apikeys', { body: { emailAddress, password } })).body.apiKey;
    const viaKey = (
      await api.call(
        'POST',
        '/oauth/token',
        form({ grant_type: 'client_credentials', client_id: String(userId), client_secret: key }),
      )
    ).body.access_token;
    const viaPassword = (
      await api.call('POST', '/oauth/token', form({ grant_type: 'password', username: emailAddress, password }))
    ).body.access_token;
    expect((await whoAmI(viaKey)).status).toBe(200);
    expect((await whoAmI(viaPassword)).status).toBe(200);
    expect((await api.call('POST', '/v2/apikeys/revocation', { body: { emailAddress, password } })).status).toBe(204);
    const refused = await whoAmI(viaKey);
    expect(refused.status).toBe(401);
    expect(errorsOf(refused.body)[0]!.reason).toMatch(/revoked or replaced/);
    expect((await whoAmI(viaPassword)).status).toBe(200);
  });

  it('as deployed: two execution environments of one function each resolved the key; both refuse it after the revocation', async (context) => {
    if (!api.deployed) return context.skip();
    const route = routes.find((r) => r.id === 'GetActiveUser')!;
    const pool = [...api.deployed.pools.values()].find((p) => p.fn.name.endsWith(routeFunctionName('', route)))!;
    const { emailAddress, password } = await shipperWithPassword(api, integrator);
    const key = (await api.call('POST', '/v2/apikeys', { body: { emailAddress, password } })).body.apiKey;
    // requests at once: each waits for an idle environment or starts one (Lambda's concurrency)
    const together = async () => (await Promise.all(Array.from({ length: 6 }, () => whoAmI(key)))).map((r) => r.status);
    let warmed = await together();
    for (let i = 0; i < 10 && pool.environmentCount < 2; i++) warmed = await together();
    expect(pool.environmentCount).toBeGreaterThanOrEqual(2);
    expect(warmed.every((status) => status === 200)).toBe(true);
    expect((await api.call('POST', '/v2/apikeys/revocation', { body: { emailAddress, password } })).status).toBe(204);
    expect(await together()).toEqual([401, 401, 401, 401, 401, 401]);
  });
});
