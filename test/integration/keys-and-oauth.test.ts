import { beforeAll, describe, expect, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { shipperWithPassword } from '../support/accounts.ts';
import { db } from '../../shared/data/client.ts';
import { keys } from '../../shared/data/keys.ts';
import { hashApiKey, newAccessToken } from '../../shared/domain/auth/api-keys.ts';
import { setUserStatus } from '../../shared/data/users.ts';

const api = apiForThisFile();
let integrator: string;
beforeAll(async () => {
  ({ key: integrator } = await api.user('Affiliate'));
});

const newShipper = (password?: string) => shipperWithPassword(api, integrator, password);

const form = (fields: Record<string, string>) => ({
  rawBody: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe('POST /v2/apikeys/revocation: the key page revokes a key', () => {
  it('signed in with email + password, the key stops working at once; revoking again is still 204', async () => {
    const { emailAddress, password } = await newShipper();
    const key = (await api.call('POST', '/v2/apikeys', { body: { emailAddress, password } })).body.apiKey;
    expect((await api.call('GET', '/v2/', { key })).status).toBe(200);
    const revoked = await api.call('POST', '/v2/apikeys/revocation', { body: { emailAddress, password } });
    expect(revoked.status).toBe(204);
    expect((await api.call('GET', '/v2/', { key })).status).toBe(401);
    expect((await api.call('POST', '/v2/apikeys/revocation', { body: { emailAddress, password } })).status).toBe(204);
    // a new key works again after a revoke
    const fresh = (await api.call('POST', '/v2/apikeys', { body: { emailAddress, password } })).body.apiKey;
    expect((await api.call('GET', '/v2/', { key: fresh })).status).toBe(200);
  });

  it('a wrong password revokes nothing and gets 401; a missing field gets 400 naming it', async () => {
    const { emailAddress, password } = await newShipper();
    const key = (await api.call('POST', '/v2/apikeys', { body: { emailAddress, password } })).body.apiKey;
    const wrong = await api.call('POST', '/v2/apikeys/revocation', {
      body: { emailAddress, password: `${password}x` },
    });
    expect(wrong.status).toBe(401);
    expect((await api.call('GET', '/v2/', { key })).status).toBe(200);
    const missing = await api.call('POST', '/v2/apikeys/revocation', { body: { emailAddress } });
    expect(missing.status).toBe(400);
    expect(errorsOf(missing.body)[0]!.field).toBe('password');
  });
});

describe('POST /v2/apikeys: the self-service key (spec 5.2)', () => {
  it('a new user goes from creation to its own key to GET /v2/ over HTTP only', async () => {
    const { userId, emailAddress, password } = await newShipper();
    const res = await api.call('POST', '/v2/apikeys', { body: { emailAddress, password } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({ userId, stage: 'sandbox' });
    expect(res.body.apiKey).toMatch(/^sbx_/);
    const me = await api.call('GET', '/v2/', { key: res.body.apiKey });
    expect(me.status).toBe(200);
    expect(me.body.emailAddress).toBe(emailAddress);
  });

  it('a new key invalidates the previous one', async () => {
    const { emailAddress, password } = await newShipper();
    const first = (await api.call('POST', '/v2/apikeys', { body: { emailAddress, password } })).body.apiKey;
    const second = (
      await api.call('POST', '/v2/apikeys', { body: { emailAddress: emailAddress.toUpperCase(), password } })
    ).body.apiKey;
    expect((await api.call('GET', '/v2/', { key: first })).status).toBe(401);
    expect((await api.call('GET', '/v2/', { key: second })).status).toBe(200);
  });

  it('a wrong password or unknown email gets the same 401; the password is case sensitive', async () => {
    const { emailAddress, password } = await newShipper();
    const wrong = await api.call('POST', '/v2/apikeys', { body: { emailAddress, password: password.toUpperCase() } });
    const unknown = await api.call('POST', '/v2/apikeys', { body: { emailAddress: 'nobody@example.com', password } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.reason).toBe(unknown.body.reason);
  });

  it('missing fields get 400 naming them', async () => {
    const res = await api.call('POST', '/v2/apikeys', { body: { emailAddress: 'a@b.example' } });
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)[0]!.field).toBe('password');
  });

  it('a held user can still get a key and read', async () => {
    const { userId, emailAddress, password } = await newShipper();
    await setUserStatus(userId, 'Held');
    const res = await api.call('POST', '/v2/apikeys', { body: { emailAddress, password } });
    expect(res.status).toBe(200);
    expect((await api.call('GET', '/v2/', { key: res.body.apiKey })).body.status.value).toBe('Held');
  });
});

describe('POST /oauth/token: legacy OAuth 2.0 (spec 5.3, RFC 6749)', () => {
  it('client_credentials with client_id = user id and client_secret = API key gives a bearer token the API accepts', async () => {
    const { user, key } = await api.user('Shipper');
    const res = await api.call(
      'POST',
      '/oauth/token',
      form({ grant_type: 'client_credentials', client_id: String(user.userId), client_secret: key }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect((await api.call('GET', '/v2/', { key: res.body.access_token })).body.userId).toBe(user.userId);
  });

  it('accepts HTTP Basic client authentication', async () => {
    const { user, key } = await api.user('Shipper');
    const basic = Buffer.from(`${user.userId}:${encodeURIComponent(key)}`).toString('base64');
    const res = await api.call('POST', '/oauth/token', {
      ...form({ grant_type: 'client_credentials' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
    });
    expect(res.status).toBe(200);
  });

  it('Basic credentials that are not form-urlencoded get 401 invalid_client, not 500', async () => {
    const basic = Buffer.from('%E0%A4%A:%%%').toString('base64');
    const res = await api.call('POST', '/oauth/token', {
      ...form({ grant_type: 'client_credentials' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('invalid_client');
  });

  it("the password grant takes the user's email and password", async () => {
    const { userId, emailAddress, password } = await newShipper();
    const res = await api.call(
      'POST',
      '/oauth/token',
      form({ grant_type: 'password', username: emailAddress, password }),
    );
    expect(res.status).toBe(200);
    expect((await api.call('GET', '/v2/', { key: res.body.access_token })).body.userId).toBe(userId);
    const wrong = await api.call(
      'POST',
      '/oauth/token',
      form({ grant_type: 'password', username: emailAddress, password: 'nope-nope' }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('invalid_grant');
  });

  it('wrong client credentials get 401 invalid_client; an unknown grant 400 unsupported_grant_type', async () => {
    const { user } = await api.user('Shipper');
    const bad = await api.call(
      'POST',
      '/oauth/token',
      form({ grant_type: 'client_credentials', client_id: String(user.userId), client_secret: integrator }),
    );
    expect(bad.status).toBe(401);
    expect(bad.body.error).toBe('invalid_client');
    errorsOf(bad.body);
    const grant = await api.call('POST', '/oauth/token', form({ grant_type: 'implicit' }));
    expect(grant.status).toBe(400);
    expect(grant.body.error).toBe('unsupported_grant_type');
  });

  it('an expired token gets 401 with WWW-Authenticate: Bearer error="invalid_token"', async () => {
    const { user } = await api.user('Shipper');
    const token = newAccessToken('sandbox');
    await db().send(
      new PutCommand({
        TableName: api.tableName,
        Item: {
          ...keys.accessToken(hashApiKey(token)),
          entity: 'AccessToken',
          userId: user.userId,
          expiresAt: Math.floor(Date.now() / 1000) - 1,
        },
      }),
    );
    const res = await api.call('GET', '/v2/', { key: token });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect(res.body.reason).toMatch(/expired/);
  });
  // the `oauth` npm package, as legacy clients use it: test/integration/legacy-clients.test.ts
});

describe('held and suspended users (spec 2.14)', () => {
  it.each(['Held', 'Suspended'] as const)('a %s user can read but any write gets 403 with a reason', async (status) => {
    const { user, key } = await api.user('Affiliate');
    await setUserStatus(user.userId, status);
    expect((await api.call('GET', '/v2/', { key })).status).toBe(200);
    expect((await api.call('GET', '/v2/lookups/currencies', { key })).status).toBe(200);
    const write = await api.call('POST', '/v2/users/', { key, body: {} });
    expect(write.status).toBe(403);
    expect(write.body.reason).toContain(status);
    await setUserStatus(user.userId, 'Active');
    expect((await api.call('POST', '/v2/users/', { key, body: {} })).status).toBe(400);
  });
});
