import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { shipperWithPassword } from '../support/accounts.ts';
import { clockPasses } from '../support/eventually.ts';
import { db, tableName } from '../../shared/data/client.ts';
import { keys } from '../../shared/data/keys.ts';

// The security event trail (docs/security-events.md), over HTTP: what happens to an account's
// credentials and settings is entered in its owner's trail, GET /v2/users/me/securityEvents, with
// the request id and address of the request that did it, never a secret, kept 90 days.
process.env.SIGN_IN_FIRST_BLOCK_SECONDS = '2';

const api = apiForThisFile();
let integrator: string;
beforeAll(async () => {
  ({ key: integrator } = await api.user('Affiliate'));
});

interface TrailEntry {
  eventId: string;
  type: string;
  occurredOn: string;
  sourceAddress: string;
  requestId: string;
  details: Record<string, unknown>;
}
const trailOf = async (
  key: string,
  query = '$top=100',
): Promise<{ totalCount: number; items: TrailEntry[]; links: { href: string }[] }> => {
  const res = await api.call('GET', `/v2/users/me/securityEvents?${query}`, { key });
  expect(res.status).toBe(200);
  return res.body;
};
const signIn = (emailAddress: string, password: string, from: string) =>
  api.call('POST', '/v2/apikeys', { body: { emailAddress, password }, from });

describe('the security event trail', () => {
  it('sign-ins: a key issued, the first sign-in from an address (not the second), a wrong password, a block; each with its request id and address', async () => {
    const { emailAddress, password } = await shipperWithPassword(api, integrator);
    const first = await signIn(emailAddress, password, '127.0.0.41');
    expect(first.status).toBe(200);
    const again = await signIn(emailAddress, password, '127.0.0.41');
    const wrong = await signIn(emailAddress, 'not-it', '127.0.0.42');
    expect(wrong.status).toBe(401);
    for (let i = 0; i < 9; i++) await signIn(emailAddress, 'not-it', '127.0.0.42');
    const blocked = await signIn(emailAddress, 'not-it', '127.0.0.42');
    expect(blocked.status).toBe(429);
    const { items } = await trailOf(again.body.apiKey);
    const ofRequest = (res: { headers: Headers }) =>
      items
        .filter((e) => e.requestId === res.headers.get('x-request-id'))
        .map((e) => e.type)
        .sort();
    expect(ofRequest(first)).toEqual(['ApiKey.Created', 'SignIn.NewAddress']);
    expect(ofRequest(again)).toEqual(['ApiKey.Created']);
    expect(ofRequest(wrong)).toEqual(['SignIn.Failed']);
    expect(ofRequest(blocked)).toEqual(['SignIn.Throttled']);
    expect(items.find((e) => e.type === 'SignIn.Throttled')).toMatchObject({
      sourceAddress: '127.0.0.42',
      details: { blockedSeconds: 2 },
    });
    expect(items.filter((e) => e.type === 'SignIn.Failed')).toHaveLength(10);
    // newest first, and never a secret
    expect(items.map((e) => e.occurredOn)).toEqual(
      items
        .map((e) => e.occurredOn)
        .sort()
        .reverse(),
    );
    const text = JSON.stringify(items);
    for (const secret of [password, 'not-it', first.body.apiKey, again.body.apiKey]) expect(text).not.toContain(secret);

    const revoked = await api.call('POST', '/v2/apikeys/revocation', {
      body: { emailAddress, password },
      from: '127.0.0.41',
    });
    expect(revoked.status).toBe(204);
    const { apiKey } = (await signIn(emailAddress, password, '127.0.0.41')).body;
    expect(
      (await trailOf(apiKey)).items
        .filter((e) => e.requestId === revoked.headers.get('x-request-id'))
        .map((e) => e.type),
    ).toEqual(['ApiKey.Revoked']);
  });

  it('restricted keys: created, used outside its scope, expired (entered once, at its expiry), revoked', async () => {
    const { key, user } = await api.user('Shipper');
    const created = await api.call('POST', '/v2/apikeys/restricted', {
      key,
      body: { name: 'Reader', scopes: ['lookups:read'], expiresOn: new Date(Date.now() + 3000).toISOString() },
    });
    const { apiKey, keyId, expiresOn } = created.body;
    const refused = await api.call('POST', '/v2/listings', { key: apiKey, body: {}, from: '127.0.0.43' });
    expect(refused.status).toBe(403);
    await clockPasses(Date.parse(expiresOn));
    for (let i = 0; i < 2; i++)
      expect((await api.call('GET', '/v2/lookups/currencies', { key: apiKey })).status).toBe(401);
    const other = (
      await api.call('POST', '/v2/apikeys/restricted', { key, body: { name: 'Other', scopes: ['lookups:read'] } })
    ).body;
    const revoked = await api.call('DELETE', `/v2/apikeys/restricted/${other.keyId}`, { key });
    const { items } = await trailOf(key);
    expect(items.find((e) => e.requestId === created.headers.get('x-request-id'))).toMatchObject({
      type: 'RestrictedKey.Created',
      details: { keyId, name: 'Reader', scopes: ['lookups:read'], expiresOn },
    });
    expect(items.find((e) => e.requestId === refused.headers.get('x-request-id'))).toMatchObject({
      type: 'RestrictedKey.ScopeRefused',
      sourceAddress: '127.0.0.43',
      details: { keyId, scope: 'listings:write', route: 'CreateListing' },
    });
    const expired = items.filter((e) => e.type === 'RestrictedKey.Expired');
    expect(expired).toEqual([expect.objectContaining({ occurredOn: expiresOn, details: { keyId } })]);
    expect(items.find((e) => e.requestId === revoked.headers.get('x-request-id'))).toMatchObject({
      type: 'RestrictedKey.Revoked',
      details: { keyId: other.keyId, name: 'Other' },
    });
    expect(items.every((e) => !JSON.stringify(e).includes(apiKey) && !JSON.stringify(e).includes(other.apiKey))).toBe(
      true,
    );
    // kept 90 days: the items expire (TTL) 90 days after they happened
    const { Items = [] } = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.securityEventsOf(user.userId) },
      }),
    );
    expect(Items.length).toBe(items.length);
    for (const item of Items)
      expect(item.expiresAt).toBe(Math.floor(Date.parse(item.occurredOn as string) / 1000) + 90 * 86_400);
  });

  it('account changes and a refused webhook target', async () => {
    const { key } = await api.user('Shipper');
    const preferences = await api.call('PUT', '/v2/users/me/notifications', {
      key,
      body: { language: 'fr', email: { BidPlaced: false } },
    });
    expect(preferences.status).toBe(200);
    const hook = await api.call('POST', '/v2/webhooks', {
      key,
      body: { url: 'https://10.0.0.1/hooks', eventTypes: ['Listing.Booked/v1'] },
    });
    expect(hook.status).toBe(400);
    expect(errorsOf(hook.body)[0]!.field).toBe('url');
    const { items } = await trailOf(key);
    expect(items.find((e) => e.requestId === preferences.headers.get('x-request-id'))).toMatchObject({
      type: 'Account.NotificationPreferencesChanged',
      details: { language: 'fr', emailOn: [], emailOff: ['BidPlaced'] },
    });
    expect(items.find((e) => e.requestId === hook.headers.get('x-request-id'))).toMatchObject({
      type: 'Webhook.TargetRefused',
      details: { host: '10.0.0.1', when: 'subscribing' },
    });
  });

  it("is paged newest first, is each user's own, and needs a key", async () => {
    const { key } = await api.user('Shipper');
    for (const language of ['fr', 'de', 'en'])
      await api.call('PUT', '/v2/users/me/notifications', { key, body: { language } });
    const page = await trailOf(key, '$top=2');
    expect(page.totalCount).toBe(3);
    expect(page.items.map((e) => e.details.language)).toEqual(['en', 'de']);
    expect(page.links[0]!.href).toContain('/v2/users/me/securityEvents?$skip=2&$top=2');
    expect((await trailOf(key, '$skip=2&$top=2')).items.map((e) => e.details.language)).toEqual(['fr']);
    const { key: stranger } = await api.user('Shipper');
    expect((await trailOf(stranger)).totalCount).toBe(0);
    expect((await api.call('GET', '/v2/users/me/securityEvents')).status).toBe(401);
    expect(errorsOf((await api.call('GET', '/v2/users/me/securityEvents?$top=0', { key })).body)[0]!.field).toBe(
      '$top',
    );
  });
});
