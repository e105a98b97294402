import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { shipperWithPassword } from '../support/accounts.ts';
import { eventually } from '../support/eventually.ts';
import { receiver } from '../support/webhook-receiver.ts';
import { bidBody, listingBody } from '../support/listings.ts';
import { db } from '../../shared/data/client.ts';
import { keys } from '../../shared/data/keys.ts';
import { hashApiKey, keyPrefixOf } from '../../shared/domain/auth/api-keys.ts';
import { endRotatedKeys, MAX_RETIRING_KEYS } from '../../shared/domain/auth/full-keys.ts';
import { putWebhook } from '../../shared/data/webhooks.ts';
import { verifyLegacySignature } from '../../shared/domain/webhooks/events.ts';

// Rotation with overlap (docs/auth.md, "Rotating the full key"; docs/webhooks.md, "Rotating the
// secret"). An overlap lasts hours; the tests move its end into the past in the table, as the clock
// would (and, for a key, tell every instance its user's credentials changed, as the end itself
// needs no write: authentication compares the instant).

const api = apiForThisFile();
let integrator: string;
beforeAll(async () => {
  ({ key: integrator } = await api.user('Affiliate'));
});

const whoAmI = (key: string) => api.call('GET', '/v2/', { key });
const rotate = (key: string, expiresInHours: unknown) =>
  api.call('POST', '/v2/apikeys/rotation', { key, body: { expiresInHours } });
const trail = async (key: string) =>
  (await api.call('GET', '/v2/users/me/securityEvents?$top=100', { key })).body.items as {
    type: string;
    occurredOn: string;
    details: Record<string, unknown>;
  }[];

async function signedIn() {
  const person = await shipperWithPassword(api, integrator);
  const key = (
    await api.call('POST', '/v2/apikeys', { body: { emailAddress: person.emailAddress, password: person.password } })
  ).body.apiKey as string;
  return { ...person, key };
}

/** The clock passes a rotated key's expiry: its end, and its entry in the due list, moved a second into the past. */
async function overlapEnds(userId: number, oldKey: string) {
  const keyHash = hashApiKey(oldKey);
  const { Item } = await db().send(new GetCommand({ TableName: api.tableName, Key: keys.apiKey(keyHash) }));
  const past = new Date(Date.now() - 1000).toISOString();
  await db().send(
    new UpdateCommand({
      TableName: api.tableName,
      Key: keys.apiKey(keyHash),
      UpdateExpression: 'SET retiresOn = :past',
      ExpressionAttributeValues: { ':past': past },
    }),
  );
  const due = keys.keyExpiryDue(Item!.retiresOn as string, userId, keyHash);
  const { Item: entry } = await db().send(new GetCommand({ TableName: api.tableName, Key: due }));
  await db().send(new DeleteCommand({ TableName: api.tableName, Key: due }));
  await db().send(
    new PutCommand({
      TableName: api.tableName,
      Item: { ...entry, ...keys.keyExpiryDue(past, userId, keyHash), retiresOn: past },
    }),
  );
  await db().send(
    new UpdateCommand({
      TableName: api.tableName,
      Key: keys.user(userId),
      UpdateExpression: 'ADD credentialsVersion :one',
      ExpressionAttributeValues: { ':one': 1 },
    }),
  );
  return { past, due: keys.keyExpiryDue(past, userId, keyHash) };
}

describe('POST /v2/apikeys/rotation', () => {
  it('a new key at once, shown once; the old one works until its expiry and is listed with it and its last use; both in the trail', async () => {
    const { key: old } = await signedIn();
    expect((await whoAmI(old)).status).toBe(200);
    const before = Date.now();
    const rotated = await rotate(old, 24);
    expect(rotated.status).toBe(200);
    expect(rotated.headers.get('cache-control')).toBe('no-store');
    const { apiKey, previousKeyExpiresOn } = rotated.body;
    expect(apiKey).toMatch(new RegExp(`^${keyPrefixOf(api.stage, 'full')}[0-9A-Za-z]{38}$`));
    expect(Date.parse(previousKeyExpiresOn)).toBeGreaterThanOrEqual(before + 24 * 3_600_000 - 1000);
    expect(Date.parse(previousKeyExpiresOn)).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000 + 1000);
    // both work: the one the instance had resolved, and the new one
    expect((await whoAmI(old)).status).toBe(200);
    expect((await whoAmI(apiKey)).status).toBe(200);
    const listed = await api.call('GET', '/v2/apikeys', { key: apiKey });
    expect(listed.status).toBe(200);
    const full = listed.body.items.filter((k: any) => k.kind === 'full');
    expect(full).toHaveLength(2);
    expect(full[0]).toMatchObject({ current: true, lastCharacters: apiKey.slice(-4), expired: false });
    expect(full[0].expiresOn).toBeUndefined();
    expect(full[1]).toMatchObject({
      current: false,
      lastCharacters: old.slice(-4),
      expiresOn: previousKeyExpiresOn,
      expired: false,
      lastUsedFrom: '127.0.0.1',
    });
    expect(Date.parse(full[1].lastUsedOn)).toBeGreaterThanOrEqual(before);
    expect(JSON.stringify(listed.body)).not.toContain(apiKey);
    expect(JSON.stringify(listed.body)).not.toContain(hashApiKey(old));
    expect((await trail(apiKey)).find((e) => e.type === 'ApiKey.Rotated')?.details).toMatchObject({
      previousKeyExpiresOn,
    });
  });

  it('after its expiry the old key is refused (401, code 40105), once entered in the trail at the expiry; the expiry job removes it', async () => {
    const { userId, key: old } = await signedIn();
    expect((await whoAmI(old)).status).toBe(200);
    const { apiKey } = (await rotate(old, 1)).body;
    expect((await whoAmI(old)).status).toBe(200);
    const { past } = await overlapEnds(userId, old);
    for (let i = 0; i < 2; i++) {
      const refused = await whoAmI(old);
      expect(refused.status).toBe(401);
      expect(errorsOf(refused.body)[0]).toMatchObject({ code: 40105, field: 'Authorization' });
      expect(errorsOf(refused.body)[0]!.reason).toMatch(/expired/);
    }
    expect((await whoAmI(apiKey)).status).toBe(200);
    const expiries = (await trail(apiKey)).filter((e) => e.type === 'ApiKey.Expired');
    expect(expiries).toHaveLength(1);
    expect(expiries[0]!.occurredOn).toBe(past);
    // listed as expired until the job ends it (as deployed the job runs each minute; here, now)
    await endRotatedKeys();
    await eventually(
      () => api.call('GET', '/v2/apikeys', { key: apiKey }),
      (r) => r.body.items.filter((k: any) => k.kind === 'full').length === 1,
      'the expired key to leave the list',
    );
    expect((await trail(apiKey)).filter((e) => e.type === 'ApiKey.Expired')).toHaveLength(1);
  });

  it("the expiry job enters an unused key's expiry in the trail and removes it, once however often it runs", async () => {
    const { userId, key: old } = await signedIn();
    const { apiKey } = (await rotate(old, 2)).body;
    const { past, due } = await overlapEnds(userId, old);
    await endRotatedKeys();
    await endRotatedKeys();
    const expiries = await eventually(
      async () => (await trail(apiKey)).filter((e) => e.type === 'ApiKey.Expired'),
      (found) => found.length > 0,
      'the expiry in the trail',
    );
    expect(expiries).toHaveLength(1);
    expect(expiries[0]!.occurredOn).toBe(past);
    expect((await whoAmI(old)).status).toBe(401);
    expect((await db().send(new GetCommand({ TableName: api.tableName, Key: due }))).Item).toBeUndefined();
    expect(
      (await db().send(new GetCommand({ TableName: api.tableName, Key: keys.apiKey(hashApiKey(old)) }))).Item,
    ).toBeUndefined();
  });

  it('expiresInHours 0 stops the old key at once; out of 0 to 168, or not a whole number, is 400 naming it', async () => {
    const { key: old } = await signedIn();
    expect((await whoAmI(old)).status).toBe(200);
    const rotated = await rotate(old, 0);
    expect(rotated.status).toBe(200);
    expect(rotated.body.previousKeyExpiresOn).toBeUndefined();
    expect((await whoAmI(old)).status).toBe(401);
    const key = rotated.body.apiKey;
    for (const wrong of [169, -1, 1.5, '24', null]) {
      const refused = await rotate(key, wrong);
      expect(refused.status, String(wrong)).toBe(400);
      expect(errorsOf(refused.body)[0]!.field).toBe('expiresInHours');
    }
    const missing = await api.call('POST', '/v2/apikeys/rotation', { key, body: {} });
    expect(errorsOf(missing.body)[0]!.field).toBe('expiresInHours');
    expect((await whoAmI(key)).status).toBe(200);
  });

  it(`at most ${MAX_RETIRING_KEYS} previous keys in their overlap (409); a restricted key cannot rotate (403); no key 401`, async () => {
    let { key } = await signedIn();
    const made = [key];
    for (let i = 0; i < MAX_RETIRING_KEYS; i++) {
      key = (await rotate(key, 5)).body.apiKey;
      made.push(key);
    }
    const refused = await rotate(key, 5);
    expect(refused.status).toBe(409);
    expect(errorsOf(refused.body)[0]!.field).toBe('expiresInHours');
    for (const each of made) expect((await whoAmI(each)).status).toBe(200);
    const restricted = (
      await api.call('POST', '/v2/apikeys/restricted', { key, body: { name: 'Keys', scopes: ['keys:manage'] } })
    ).body.apiKey;
    expect((await rotate(restricted, 1)).status).toBe(403);
    expect((await api.call('POST', '/v2/apikeys/rotation', { body: { expiresInHours: 1 } })).status).toBe(401);
    // all of them listed: the current key, the previous ones in their overlap, the restricted key
    const listed = (await api.call('GET', '/v2/apikeys', { key })).body.items;
    expect(listed.filter((k: any) => k.kind === 'full')).toHaveLength(MAX_RETIRING_KEYS + 1);
    expect(listed.filter((k: any) => k.kind === 'restricted')).toHaveLength(1);
  });

  it('a key issued before (no kind, no checksum, its items as they were written) works, is listed and rotates like any', async () => {
    const { userId } = await signedIn();
    // of the stage the file runs on: a key of the other stage is refused before any lookup (401, code 40103)
    const legacy = `${keyPrefixOf(api.stage)}${randomBytes(32).toString('base64url')}`;
    await db().send(
      new PutCommand({
        TableName: api.tableName,
        Item: { ...keys.apiKey(hashApiKey(legacy)), entity: 'ApiKey', userId, createdOn: '2026-09-01T00:00:00.000Z' },
      }),
    );
    await db().send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: keys.user(userId),
        UpdateExpression: 'SET apiKeyHash = :hash REMOVE credentialsVersion, retiringApiKeyHashes',
        ExpressionAttributeValues: { ':hash': hashApiKey(legacy) },
      }),
    );
    expect((await whoAmI(legacy)).status).toBe(200);
    const listed = (await api.call('GET', '/v2/apikeys', { key: legacy })).body.items;
    expect(listed).toEqual([
      {
        keyId: hashApiKey(legacy).slice(0, 16),
        kind: 'full',
        current: true,
        createdOn: '2026-09-01T00:00:00.000Z',
        expired: false,
      },
    ]);
    const { apiKey } = (await rotate(legacy, 1)).body;
    expect((await whoAmI(legacy)).status).toBe(200);
    expect((await whoAmI(apiKey)).status).toBe(200);
  });

  it("revoking on the key page ends the keys in a rotation's overlap too; a token of the old key ends with it", async () => {
    const { userId, emailAddress, password, key: old } = await signedIn();
    const token = (
      await api.call('POST', '/oauth/token', {
        body: { grant_type: 'client_credentials', client_id: String(userId), client_secret: old },
      })
    ).body.access_token;
    const { apiKey } = (await rotate(old, 24)).body;
    expect((await whoAmI(token)).status).toBe(200);
    // a token made with a key in its overlap lasts no longer than the key
    const late = await api.call('POST', '/oauth/token', {
      body: { grant_type: 'client_credentials', client_id: String(userId), client_secret: old },
    });
    expect(late.body.expires_in).toBeLessThanOrEqual(3600);
    expect((await api.call('POST', '/v2/apikeys/revocation', { body: { emailAddress, password } })).status).toBe(204);
    for (const each of [old, apiKey, token, late.body.access_token])
      expect((await whoAmI(each)).status, each.slice(0, 10)).toBe(401);
  });
});

describe('POST /v2/webhooks/{webhookId}/secret/rotation', () => {
  const hooks = receiver(200);
  let url: string;
  let shipper: string;
  let provider: string;
  beforeAll(async () => {
    url = await hooks.start();
    ({ key: shipper } = await api.user('Shipper'));
    ({ key: provider } = await api.user('ServiceProvider'));
  });
  afterAll(() => hooks.stop());

  const bidOnNewListing = async (key: string) => {
    const created = await api.call('POST', '/v2/listings', { key, body: listingBody() });
    const listingId = Number(created.headers.get('location')!.split('/').pop());
    expect((await api.call('POST', `/v2/listings/${listingId}/bids`, { key: provider, body: bidBody() })).status).toBe(
      201,
    );
    return listingId;
  };
  const deliveryOf = async (listingId: number) =>
    (await eventually(
      async () => hooks.received.find((r) => JSON.parse(r.body).data?.listingId === listingId),
      Boolean,
      'the delivery',
    ))!;
  const headersOf = (r: { headers: Record<string, unknown> }) => ({
    'webhook-id': String(r.headers['webhook-id']),
    'webhook-timestamp': String(r.headers['webhook-timestamp']),
    'webhook-signature': String(r.headers['webhook-signature']),
  });
  const verifies = (secret: string, r: { body: string; headers: Record<string, unknown> }) => {
    try {
      new StandardWebhook(secret).verify(r.body, headersOf(r));
      return true;
    } catch {
      return false;
    }
  };

  it('during the overlap every delivery, test event and redelivery verifies with the old and the new secret (standardwebhooks); after it, only the new', async () => {
    const created = await api.call('POST', '/v2/webhooks', {
      key: shipper,
      body: { url, eventTypes: ['Bid.Placed/v1'] },
    });
    const { webhookId, secret: old } = created.body;
    const rotated = await api.call('POST', `/v2/webhooks/${webhookId}/secret/rotation`, {
      key: shipper,
      body: { expiresInHours: 24 },
    });
    expect(rotated.status).toBe(200);
    expect(rotated.headers.get('cache-control')).toBe('no-store');
    const { secret, previousSecretExpiresOn } = rotated.body;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(secret).not.toBe(old);
    expect(Date.parse(previousSecretExpiresOn)).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    const listed = (await api.call('GET', '/v2/webhooks', { key: shipper })).body.items.find(
      (w: any) => w.webhookId === webhookId,
    );
    expect(listed).toMatchObject({ previousSecretExpiresOn });
    expect(JSON.stringify(listed)).not.toContain(secret);

    const during = await deliveryOf(await bidOnNewListing(shipper));
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifies(old, during)).toBe(true);
    expect(verifies(secret, during)).toBe(true);
    const sent = await api.call('POST', `/v2/webhooks/${webhookId}/test`, {
      key: shipper,
      body: { eventType: 'Bid.Placed/v1' },
    });
    expect(sent.body.outcome.ok).toBe(true);
    const test = hooks.received.find((r) => r.headers['webhook-id'] === sent.body.eventId)!;
    expect(verifies(old, test) && verifies(secret, test)).toBe(true);
    const delivered = (await api.call('GET', `/v2/webhooks/${webhookId}/deliveries`, { key: shipper })).body.items[0];
    expect(
      (
        await api.call('POST', `/v2/webhooks/${webhookId}/deliveries/${delivered.deliveryId}/redelivery`, {
          key: shipper,
        })
      ).status,
    ).toBe(200);
    const again = hooks.received.findLast((r) => r.headers['webhook-id'] === delivered.deliveryId)!;
    expect(verifies(old, again) && verifies(secret, again)).toBe(true);
    expect(
      (await api.call('GET', '/v2/users/me/securityEvents', { key: shipper })).body.items.some(
        (e: any) => e.type === 'Webhook.SecretRotated' && e.details.webhookId === webhookId,
      ),
    ).toBe(true);

    // the clock passes the overlap's end
    const owner = (await whoAmI(shipper)).body.userId as number;
    await db().send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: keys.webhook(owner, webhookId),
        UpdateExpression: 'SET previousSecret.expiresOn = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    const after = await deliveryOf(await bidOnNewListing(shipper));
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verifies(secret, after)).toBe(true);
    expect(verifies(old, after)).toBe(false);
    expect(
      (await api.call('GET', '/v2/webhooks', { key: shipper })).body.items.find((w: any) => w.webhookId === webhookId)
        .previousSecretExpiresOn,
    ).toBeUndefined();
  });

  it("expiresInHours 0: only the new secret signs from now on; another user's webhook is 404; over 72 is 400 naming it", async () => {
    const { key, user } = await api.user('Shipper');
    const { webhookId, secret: old } = (
      await api.call('POST', '/v2/webhooks', { key, body: { url, eventTypes: ['Bid.Placed/v1'] } })
    ).body;
    expect(
      (
        await api.call('POST', `/v2/webhooks/${webhookId}/secret/rotation`, {
          key: shipper,
          body: { expiresInHours: 1 },
        })
      ).status,
    ).toBe(404);
    const tooLong = await api.call('POST', `/v2/webhooks/${webhookId}/secret/rotation`, {
      key,
      body: { expiresInHours: 73 },
    });
    expect(tooLong.status).toBe(400);
    expect(errorsOf(tooLong.body)[0]!.field).toBe('expiresInHours');
    const { secret } = (
      await api.call('POST', `/v2/webhooks/${webhookId}/secret/rotation`, { key, body: { expiresInHours: 0 } })
    ).body;
    const delivery = await deliveryOf(await bidOnNewListing(key));
    expect(verifies(secret, delivery)).toBe(true);
    expect(verifies(old, delivery)).toBe(false);
    expect(user.userId).toBeGreaterThan(0);
  });

  it('a subscription made before Standard Webhooks signs with both secrets too, one v1= each', async () => {
    const { key, user } = await api.user('Shipper');
    const old = 'whsec_Zm9yIGEgcmVjZWl2ZXIgdGhhdCB2ZXJpZmllcw-_';
    const webhookId = 'b6a1c8d2-0000-4000-8000-0000000000a9';
    await putWebhook({
      webhookId,
      userId: user.userId,
      url,
      eventTypes: ['Bid.Placed/v1'],
      secret: old,
      createdOn: '2026-10-01T00:00:00.000Z',
    });
    const { secret } = (
      await api.call('POST', `/v2/webhooks/${webhookId}/secret/rotation`, { key, body: { expiresInHours: 2 } })
    ).body;
    const delivery = await deliveryOf(await bidOnNewListing(key));
    const signature = String(delivery.headers['webhook-signature']);
    expect(signature.match(/v1=/g)).toHaveLength(2);
    expect(verifyLegacySignature(old, signature, delivery.body)).toBe(true);
    expect(verifyLegacySignature(secret, signature, delivery.body)).toBe(true);
    expect(verifyLegacySignature('whsec_wrong', signature, delivery.body)).toBe(false);
  });
});
