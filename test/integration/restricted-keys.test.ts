import { beforeAll, describe, expect, it } from 'vitest';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { clockPasses } from '../support/eventually.ts';
import { routes, scopes, type Scope } from '../../shared/routes/http.ts';
import { keyPrefixOf } from '../../shared/domain/auth/api-keys.ts';

// Restricted keys (docs/auth.md, "Restricted keys"; OWASP API5), over HTTP: scopes named from the
// route table, a name, an optional expiry; a call outside the key's scopes is 403 naming the scope.

const api = apiForThisFile();
/**
 * Days the calendar does not have, soon: the 31st of the next month with fewer days (within two months, so
 * inside a key's longest expiry), and the coming February's 30th. V8's Date.parse rolls each over to March or the
 * month after (issue 79).
 */
const impossibleDaysAhead = (now = new Date()) => {
  const short = [1, 2, 3].map((ahead) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1)));
  const month = short.find(
    (first) => new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate() < 31,
  )!;
  const february = now.getUTCMonth() < 1 ? now.getUTCFullYear() : now.getUTCFullYear() + 1;
  return { thirtyFirst: `${month.toISOString().slice(0, 7)}-31`, februaryThirtieth: `${february}-02-30` };
};
let shipper: { key: string; userId: number };
beforeAll(async () => {
  const { key, user } = await api.user('Shipper');
  shipper = { key, userId: user.userId };
});

async function restrictedKey(key: string, body: { name?: string; scopes: readonly string[]; expiresOn?: string }) {
  const res = await api.call('POST', '/v2/apikeys/restricted', { key, body: { name: 'Test key', ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res;
}

describe('restricted keys', () => {
  it('a key made with listings:read reads listings, is refused a write with 403 naming listings:write, and is listed without its secret', async () => {
    const created = await restrictedKey(shipper.key, { name: 'Dashboard', scopes: ['listings:read', 'lookups:read'] });
    expect(created.headers.get('location')).toMatch(/\/v2\/apikeys\/restricted\/[0-9a-f-]{36}$/);
    expect(created.headers.get('cache-control')).toBe('no-store');
    expect(created.body).toMatchObject({
      name: 'Dashboard',
      scopes: ['listings:read', 'lookups:read'],
      expired: false,
    });
    const { apiKey, keyId } = created.body;
    // docs/auth.md, "Key format": the stage's prefix (the as-deployed suites run on either stage)
    expect(apiKey).toMatch(new RegExp(`^${keyPrefixOf(api.stage, 'restricted')}[0-9A-Za-z]{38}$`));

    expect((await api.call('GET', '/v2/listings', { key: apiKey })).status).toBe(200);
    const refused = await api.call('POST', '/v2/listings', { key: apiKey, body: {} });
    expect(refused.status).toBe(403);
    expect(errorsOf(refused.body)[0]).toMatchObject({ code: 40302, field: 'Authorization' });
    expect(refused.body.reason).toContain('`listings:write`');

    const listed = await api.call('GET', '/v2/apikeys/restricted', { key: shipper.key });
    expect(listed.status).toBe(200);
    const entry = listed.body.items.find((k: { keyId: string }) => k.keyId === keyId);
    expect(entry).toEqual({
      keyId,
      name: 'Dashboard',
      scopes: ['listings:read', 'lookups:read'],
      createdOn: expect.any(String),
      expired: false,
    });
    expect(JSON.stringify(listed.body)).not.toContain(apiKey);
    // the full key still works beside it, and the restricted key shares the user
    expect((await api.call('GET', '/v2/', { key: shipper.key })).body.userId).toBe(shipper.userId);
  });

  it('walks the route table: every keyed route refuses a key without its scope (403 naming it) and lets one with only its scope past', async () => {
    const withoutScope = new Map<Scope, string>();
    const withScope = new Map<Scope, string>();
    // a user holds at most MAX_RESTRICTED_KEYS_PER_USER keys: a new owner for each ten scopes
    let owner = '';
    let second = '';
    for (const [i, scope] of scopes.entries()) {
      if (i % 10 === 0) ({ key: owner } = await api.user('Shipper'));
      if (i % 10 === 0) ({ key: second } = await api.user('Shipper'));
      withoutScope.set(scope, (await restrictedKey(owner, { scopes: scopes.filter((s) => s !== scope) })).body.apiKey);
      withScope.set(scope, (await restrictedKey(second, { scopes: [scope] })).body.apiKey);
    }
    for (const route of routes) {
      if (route.auth !== 'key') continue;
      const path = route.path.replace(/\{\w+\}/g, '1');
      const refused = await api.call(route.method, path, {
        key: withoutScope.get(route.scope)!,
        body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expect(refused.status, `${route.id} without ${route.scope}`).toBe(403);
      expect(errorsOf(refused.body)[0]!.code, route.id).toBe(40302);
      expect(refused.body.reason, route.id).toContain(`\`${route.scope}\``);
      const admitted = await api.call(route.method, path, {
        key: withScope.get(route.scope)!,
        body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      // whatever the route answers to an id of 1 and an empty body, it is not the scope's refusal
      expect(
        admitted.status === 403 && errorsOf(admitted.body)[0]!.code === 40302,
        `${route.id} with ${route.scope}: ${JSON.stringify(admitted.body)}`,
      ).toBe(false);
    }
  });

  it('a key can only give scopes it has: a restricted key with keys:manage makes narrower keys, never broader', async () => {
    const manager = (await restrictedKey(shipper.key, { scopes: ['keys:manage', 'listings:read'] })).body.apiKey;
    const broader = await api.call('POST', '/v2/apikeys/restricted', {
      key: manager,
      body: { name: 'More', scopes: ['listings:read', 'bids:write'] },
    });
    expect(broader.status).toBe(403);
    expect(errorsOf(broader.body)[0]).toMatchObject({ code: 40302, field: 'scopes' });
    expect(broader.body.reason).toContain('`bids:write`');
    expect((await restrictedKey(manager, { scopes: ['listings:read'] })).body.scopes).toEqual(['listings:read']);
    // without keys:manage a key cannot even list them
    const reader = (await restrictedKey(shipper.key, { scopes: ['listings:read'] })).body.apiKey;
    expect((await api.call('GET', '/v2/apikeys/restricted', { key: reader })).status).toBe(403);
  });

  it('expires at its expiry: 401 with code 40105 after it, listed as expired', async () => {
    const expiresOn = new Date(Date.now() + 3000).toISOString();
    const created = await restrictedKey(shipper.key, { name: 'Short', scopes: ['lookups:read'], expiresOn });
    const { apiKey, keyId } = created.body;
    expect(created.body.expiresOn).toBe(expiresOn);
    await clockPasses(Date.parse(expiresOn));
    const refused = await api.call('GET', '/v2/lookups/currencies', { key: apiKey });
    expect(refused.status).toBe(401);
    expect(errorsOf(refused.body)[0]).toMatchObject({ code: 40105 });
    expect(refused.body.reason).toContain(expiresOn);
    const listed = await api.call('GET', '/v2/apikeys/restricted', { key: shipper.key });
    expect(listed.body.items.find((k: { keyId: string }) => k.keyId === keyId)).toMatchObject({
      expired: true,
      expiresOn,
    });
  });

  it('refuses bad input naming the field: an unknown scope, no scope, an expiry past or too far, no name', async () => {
    const cases: [unknown, string][] = [
      [{ name: 'x', scopes: ['listings:admin'] }, 'scopes[0]'],
      [{ name: 'x', scopes: [] }, 'scopes'],
      [{ name: 'x', scopes: ['listings:read'], expiresOn: '2020-01-01T00:00:00Z' }, 'expiresOn'],
      [{ name: 'x', scopes: ['listings:read'], expiresOn: '2099-01-01' }, 'expiresOn'],
      [{ name: 'x', scopes: ['listings:read'], expiresOn: 'next week' }, 'expiresOn'],
      [{ scopes: ['listings:read'] }, 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await api.call('POST', '/v2/apikeys/restricted', { key: shipper.key, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(
        errorsOf(res.body).map((e) => e.field),
        JSON.stringify(body),
      ).toContain(field);
    }
  });

  it('an expiresOn the calendar does not have is a 400 naming it, and no key is made (issue 79)', async () => {
    const { key } = await api.user('Shipper');
    const short31 = impossibleDaysAhead().thirtyFirst;
    for (const expiresOn of [
      short31,
      `${short31}T00:00:00Z`,
      impossibleDaysAhead().februaryThirtieth,
      `${short31.slice(0, 4)}-13-01`,
    ]) {
      const res = await api.call('POST', '/v2/apikeys/restricted', {
        key,
        body: { name: 'Calendar', scopes: ['listings:read'], expiresOn },
      });
      expect(res.status, `${expiresOn}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(errorsOf(res.body)).toEqual([
        expect.objectContaining({ code: 40001, field: 'expiresOn', reason: expect.stringContaining('ISO 8601') }),
      ]);
    }
    expect((await api.call('GET', '/v2/apikeys/restricted', { key })).body.items).toEqual([]);
  });

  it("revoking: 204, the key then gets 401; another user's key or one revoked already is 404; no key 401", async () => {
    const { apiKey, keyId } = (await restrictedKey(shipper.key, { scopes: ['lookups:read'] })).body;
    const { key: stranger } = await api.user('Shipper');
    expect((await api.call('DELETE', `/v2/apikeys/restricted/${keyId}`, { key: stranger })).status).toBe(404);
    expect((await api.call('GET', '/v2/lookups/currencies', { key: apiKey })).status).toBe(200);
    expect((await api.call('DELETE', `/v2/apikeys/restricted/${keyId}`)).status).toBe(401);
    expect((await api.call('DELETE', `/v2/apikeys/restricted/${keyId}`, { key: shipper.key })).status).toBe(204);
    // the very next request, on the function that resolved the key a moment ago too (docs/auth.md, "Revocation")
    expect((await api.call('GET', '/v2/lookups/currencies', { key: apiKey })).status).toBe(401);
    expect((await api.call('GET', '/v2/lookups/commodities', { key: apiKey })).status).toBe(401);
    expect((await api.call('DELETE', `/v2/apikeys/restricted/${keyId}`, { key: shipper.key })).status).toBe(404);
    expect(
      errorsOf((await api.call('DELETE', '/v2/apikeys/restricted/not-a-uuid', { key: shipper.key })).body)[0]!.field,
    ).toBe('keyId');
  });

  it('is no OAuth client secret: a token made from it would have every scope', async () => {
    const { apiKey } = (await restrictedKey(shipper.key, { scopes: ['lookups:read'] })).body;
    const token = await api.call('POST', '/oauth/token', {
      body: { grant_type: 'client_credentials', client_id: String(shipper.userId), client_secret: apiKey },
    });
    expect(token.status).toBe(401);
    expect(token.body.error).toBe('invalid_client');
  });

  it('a user holds at most 20: the 21st is 409', async () => {
    const { key } = await api.user('Shipper');
    for (let i = 0; i < 20; i++) await restrictedKey(key, { scopes: ['lookups:read'] });
    const over = await api.call('POST', '/v2/apikeys/restricted', {
      key,
      body: { name: 'One more', scopes: ['lookups:read'] },
    });
    expect(over.status).toBe(409);
    expect(errorsOf(over.body)[0]!.reason).toMatch(/at most 20/);
  });
});
