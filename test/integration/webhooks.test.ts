import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiForThisFile, asDeployed, errorsOf } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { receiver } from '../support/webhook-receiver.ts';
import { bidBody, listingBody } from '../support/listings.ts';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { newSigningSecret, verifyLegacySignature } from '../../shared/domain/webhooks/events.ts';
import { putWebhook } from '../../shared/data/webhooks.ts';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../shared/data/client.ts';
import { keys } from '../../shared/data/keys.ts';
import { putItems } from '../../shared/data/bulk.ts';
import { MAX_ATTEMPTS } from '../../shared/domain/webhooks/service.ts';

const api = apiForThisFile();
// These change the functions' environment mid-test (retries in milliseconds, loopback refused),
// which only the in-process runtime can: the as-deployed run keeps each function's template
// environment, where a retry waits minutes (docs/operations.md, "As deployed").
const changesTheEnvironment = it.skipIf(asDeployed());
let shipper: string;
let provider: string;

const ok = receiver(200);
const failing = receiver(500);
let okUrl: string;
let failingUrl: string;
beforeAll(async () => {
  ({ key: shipper } = await api.user('Shipper'));
  ({ key: provider } = await api.user('ServiceProvider'));
  [okUrl, failingUrl] = await Promise.all([ok.start(), failing.start()]);
});
afterAll(async () => {
  await Promise.all([ok.stop(), failing.stop()]);
});

const until = <T>(what: () => Promise<T>, done: (value: T) => boolean) =>
  eventually(what, done, 'the deliveries to say so');

async function bidOnNewListing(referenceNumbers: unknown[] = []): Promise<number> {
  const created = await api.call('POST', '/v2/listings', { key: shipper, body: listingBody({ referenceNumbers }) });
  const listingId = Number(created.headers.get('location')!.split('/').pop());
  await api.call('POST', `/v2/listings/${listingId}/bids`, { key: provider, body: bidBody() });
  return listingId;
}

describe('webhooks (docs/webhooks.md)', () => {
  it('a subscriber receives a CloudEvents 1.0 envelope signed per Standard Webhooks, which the standardwebhooks library verifies', async () => {
    const res = await api.call('POST', '/v2/webhooks', {
      key: shipper,
      body: { url: okUrl, eventTypes: ['Bid.Placed/v1', 'Shipment.TransitStatusChanged/v1'] },
    });
    expect(res.status).toBe(201);
    const { webhookId, secret } = res.body;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/); // base64 of 32 bytes, as Standard Webhooks writes secrets
    expect(res.headers.get('location')).toBe(`${api.url}/v2/webhooks/${webhookId}`);
    const listingId = await bidOnNewListing([{ type: 'PurchaseOrder', number: 'PO-5' }]);
    const delivery = await until(
      async () => ok.received.find((r) => JSON.parse(r.body).data.listingId === listingId),
      Boolean,
    );
    const event = JSON.parse(delivery!.body);
    expect(event).toMatchObject({
      specversion: '1.0',
      type: 'Bid.Placed/v1',
      source: `urn:shipping-marketplace:${api.stage}`,
      datacontenttype: 'application/json',
      subject: `listings/${listingId}`,
    });
    expect(event.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(event.data).toMatchObject({ listingId, referenceNumbers: [{ type: 'PurchaseOrder', number: 'PO-5' }] });
    expect(delivery!.headers['content-type']).toMatch(/^application\/cloudevents\+json/);
    // as a receiver verifies: the library, the raw body and the three headers
    const headers = {
      'webhook-id': String(delivery!.headers['webhook-id']),
      'webhook-timestamp': String(delivery!.headers['webhook-timestamp']),
      'webhook-signature': String(delivery!.headers['webhook-signature']),
    };
    expect(headers['webhook-id']).toBe(event.id);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new StandardWebhook(secret).verify(delivery!.body, headers)).toEqual(event);
    expect(() => new StandardWebhook(newSigningSecret()).verify(delivery!.body, headers)).toThrow(/signature/i);
    expect(() => new StandardWebhook(secret).verify(delivery!.body.replace('Bid', 'Bad'), headers)).toThrow(
      /signature/i,
    );
    expect(() => new StandardWebhook(secret).verify(delivery!.body, { ...headers, 'webhook-id': 'another' })).toThrow(
      /signature/i,
    );
    const recorded = await until(
      () => api.call('GET', `/v2/webhooks/${webhookId}/deliveries`, { key: shipper }),
      (r) => r.body.items.some((d: any) => d.status === 'Delivered'),
    );
    expect(recorded.body.items.find((d: any) => d.status === 'Delivered')).toMatchObject({
      attempts: 1,
      lastStatusCode: 200,
      eventType: 'Bid.Placed/v1',
    });
  });

  it('a subscription made before Standard Webhooks keeps the signature its receiver verifies', async () => {
    const { user, key } = await api.user('Shipper');
    // as such items are stored: no `signing`, the secret text itself the HMAC key
    const secret = 'whsec_Zm9yIGEgcmVjZWl2ZXIgdGhhdCB2ZXJpZmllcw-_';
    await putWebhook({
      webhookId: 'b6a1c8d2-0000-4000-8000-000000000001',
      userId: user.userId,
      url: okUrl,
      eventTypes: ['Bid.Placed/v1'],
      secret,
      createdOn: '2026-10-01T00:00:00.000Z',
    });
    const created = await api.call('POST', '/v2/listings', { key, body: listingBody() });
    const listingId = Number(created.headers.get('location')!.split('/').pop());
    await api.call('POST', `/v2/listings/${listingId}/bids`, { key: provider, body: bidBody() });
    const delivery = await until(
      async () => ok.received.find((r) => JSON.parse(r.body).data.listingId === listingId),
      Boolean,
    );
    expect(verifyLegacySignature(secret, String(delivery!.headers['webhook-signature']), delivery!.body)).toBe(true);
    expect(verifyLegacySignature('whsec_wrong', String(delivery!.headers['webhook-signature']), delivery!.body)).toBe(
      false,
    );
    expect(delivery!.headers['webhook-timestamp']).toBe(String(delivery!.headers['webhook-signature']).slice(2, 12));
  });

  changesTheEnvironment(
    'a failing receiver is retried with backoff, then the delivery is recorded as failed',
    async () => {
      const { key } = await api.user('Shipper');
      const { webhookId } = (
        await api.call('POST', '/v2/webhooks', { key, body: { url: failingUrl, eventTypes: ['Bid.Placed/v1'] } })
      ).body;
      const created = await api.call('POST', '/v2/listings', { key, body: listingBody() });
      const listingId = Number(created.headers.get('location')!.split('/').pop());
      await api.call('POST', `/v2/listings/${listingId}/bids`, { key: provider, body: bidBody() });
      const result = await until(
        () => api.call('GET', `/v2/webhooks/${webhookId}/deliveries`, { key }),
        (r) => r.body.items[0]?.status === 'Failed',
      );
      expect(result.body.items[0]).toMatchObject({ status: 'Failed', attempts: MAX_ATTEMPTS, lastStatusCode: 500 });
      const attempts = failing.received.filter((r) => JSON.parse(r.body).data.listingId === listingId);
      expect(attempts).toHaveLength(MAX_ATTEMPTS);
      expect(new Set(attempts.map((a) => JSON.parse(a.body).id)).size).toBe(1); // the same event id each time
    },
  );

  it("lists webhooks without secrets; deletes them; another user's webhook is not found", async () => {
    const { key } = await api.user('Shipper');
    const { webhookId } = (
      await api.call('POST', '/v2/webhooks', {
        key,
        body: { url: 'https://hooks.example.com/marketplace', eventTypes: ['Listing.Booked/v1'] },
      })
    ).body;
    const list = await api.call('GET', '/v2/webhooks', { key });
    expect(list.body.items).toEqual([
      {
        webhookId,
        url: 'https://hooks.example.com/marketplace',
        eventTypes: ['Listing.Booked/v1'],
        createdOn: expect.any(String),
        status: 'Enabled',
      },
    ]);
    expect((await api.call('DELETE', `/v2/webhooks/${webhookId}`, { key: shipper })).status).toBe(404);
    expect((await api.call('GET', `/v2/webhooks/${webhookId}/deliveries`, { key: shipper })).status).toBe(404);
    expect((await api.call('DELETE', `/v2/webhooks/${webhookId}`, { key })).status).toBe(204);
    expect((await api.call('GET', '/v2/webhooks', { key })).body.totalCount).toBe(0);
  });

  it.each([
    ['an http address on the internet', { url: 'http://hooks.example.com/x', eventTypes: ['Bid.Placed/v1'] }, 'url'],
    ['not an address', { url: 'hooks', eventTypes: ['Bid.Placed/v1'] }, 'url'],
    ['an unknown event type', { url: 'https://hooks.example.com/x', eventTypes: ['Bid.Eaten/v1'] }, 'eventTypes[0]'],
    ['no event types', { url: 'https://hooks.example.com/x', eventTypes: [] }, 'eventTypes'],
  ])('%s gets 400 naming the field', async (_, body, field) => {
    const res = await api.call('POST', '/v2/webhooks', { key: shipper, body });
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)[0]!.field).toBe(field);
  });
});

describe('webhook targets must not reach inside (OWASP API7, docs/webhooks.md)', () => {
  const refusedForms = [
    'https://169.254.169.254/latest/meta-data/', // link-local: the instance metadata service
    'https://10.0.0.5/',
    'https://172.16.3.4/',
    'https://192.168.1.1/', // private
    'https://[fd00::1]/', // unique-local
    'https://0.0.0.0/',
    'https://[::]/', // unspecified
    'https://2852039166/',
    'https://0xA9FEA9FE/',
    'https://0251.0376.0251.0376/',
    'https://169.254.43518/', // decimal, hex, octal, short IPv4
    'https://[::ffff:169.254.169.254]/',
    'https://[::ffff:10.0.0.5]/', // IPv4-mapped IPv6
    'https://[64:ff9b::a9fe:a9fe]/', // IPv4 embedded for NAT64
    'https://100.64.0.1/', // carrier-grade NAT
    'https://224.0.0.1/',
    'https://[ff02::1]/', // multicast
    'https://240.0.0.1/',
    'https://255.255.255.255/',
    'https://192.0.2.10/',
    'https://[2001:db8::1]/', // reserved, broadcast, documentation
    'https://[fe80::1]/', // IPv6 link-local
  ];

  it('refuses every private, special or reserved address form at registration with 400 naming url', async () => {
    for (const url of refusedForms) {
      const res = await api.call('POST', '/v2/webhooks', {
        key: shipper,
        body: { url, eventTypes: ['Bid.Placed/v1'] },
      });
      expect(res.status, url).toBe(400);
      expect(errorsOf(res.body)[0]!.field, url).toBe('url');
    }
    // a public address and a name that does not resolve here are taken
    expect(
      (
        await api.call('POST', '/v2/webhooks', {
          key: shipper,
          body: { url: 'https://93.184.215.14/hooks', eventTypes: ['Bid.Placed/v1'] },
        })
      ).status,
    ).toBe(201);
  });

  changesTheEnvironment(
    'loopback and names that resolve only to it are refused once the local allowance is off',
    async () => {
      process.env.ALLOW_LOOPBACK_WEBHOOKS = 'false';
      try {
        for (const url of [
          'https://127.0.0.1/',
          'https://127.1/',
          'https://[::1]/',
          'https://[::ffff:127.0.0.1]/',
          'https://localhost/hooks',
          okUrl,
        ]) {
          const res = await api.call('POST', '/v2/webhooks', {
            key: shipper,
            body: { url, eventTypes: ['Bid.Placed/v1'] },
          });
          expect(res.status, url).toBe(400);
          expect(errorsOf(res.body)[0]!.field, url).toBe('url');
        }
      } finally {
        process.env.ALLOW_LOOPBACK_WEBHOOKS = 'true';
      }
    },
  );

  changesTheEnvironment(
    'checks again at delivery, on the address connected to: a target no longer allowed is recorded Failed with the reason',
    async () => {
      const { key } = await api.user('Shipper');
      const url = okUrl.replace('127.0.0.1', 'localhost'); // a name, resolved at each delivery
      const { webhookId } = (
        await api.call('POST', '/v2/webhooks', { key, body: { url, eventTypes: ['Bid.Placed/v1'] } })
      ).body;
      const before = ok.received.length;
      process.env.ALLOW_LOOPBACK_WEBHOOKS = 'false'; // as if the name now resolved inside
      try {
        const created = await api.call('POST', '/v2/listings', { key, body: listingBody() });
        const listingId = Number(created.headers.get('location')!.split('/').pop());
        await api.call('POST', `/v2/listings/${listingId}/bids`, { key: provider, body: bidBody() });
        const result = await until(
          () => api.call('GET', `/v2/webhooks/${webhookId}/deliveries`, { key }),
          (r) => r.body.items[0]?.status === 'Failed',
        );
        expect(result.body.items[0]).toMatchObject({ status: 'Failed', attempts: 1 });
        expect(result.body.items[0].lastError).toMatch(
          /^Refused: localhost resolves to .*127\.0\.0\.1.*not a public address/,
        );
        expect(ok.received.length).toBe(before); // nothing reached the receiver
      } finally {
        process.env.ALLOW_LOOPBACK_WEBHOOKS = 'true';
      }
    },
  );
});

describe('debugging a webhook (docs/webhooks.md, "Debugging")', () => {
  const talkative = receiver(200, 'r'.repeat(2000));
  let talkativeUrl: string;
  beforeAll(async () => {
    talkativeUrl = await talkative.start();
  });
  afterAll(() => talkative.stop());

  it('a test event: the type’s example, marked data.test, signed like any delivery (the standardwebhooks library verifies it); the answer says what the receiver said', async () => {
    const { key } = await api.user('Shipper');
    const { webhookId, secret } = (
      await api.call('POST', '/v2/webhooks', { key, body: { url: talkativeUrl, eventTypes: ['Bid.Placed/v1'] } })
    ).body;
    const sent = await api.call('POST', `/v2/webhooks/${webhookId}/test`, {
      key,
      body: { eventType: 'Listing.Booked/v1' },
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      eventType: 'Listing.Booked/v1',
      eventId: expect.any(String),
      outcome: { ok: true, statusCode: 200, latencyMs: expect.any(Number) },
    });
    expect(sent.body.outcome.responseStart).toBe('r'.repeat(1024));
    const delivered = talkative.received.find((r) => r.headers['webhook-id'] === sent.body.eventId)!;
    const event = new StandardWebhook(secret).verify(
      delivered.body,
      Object.fromEntries(Object.entries(delivered.headers).map(([k, v]) => [k, String(v)])),
    ) as Record<string, any>;
    const asyncapi = (await api.call('GET', '/v2/asyncapi.json')).body as Record<string, any>;
    const example = asyncapi.components.messages.ListingBookedV1.examples[0].payload;
    expect(event).toEqual({
      ...example,
      id: sent.body.eventId,
      time: expect.any(String),
      source: `urn:shipping-marketplace:${api.stage}`,
      data: { ...example.data, test: true },
    });
    // not a delivery: nothing listed, nothing retried
    expect((await api.call('GET', `/v2/webhooks/${webhookId}/deliveries`, { key })).body.totalCount).toBe(0);
    const refused = await api.call('POST', `/v2/webhooks/${webhookId}/test`, {
      key,
      body: { eventType: 'Listing.Eaten/v1' },
    });
    expect(refused.status).toBe(400);
    expect(errorsOf(refused.body)[0]!.field).toBe('eventType');
    expect(
      (
        await api.call('POST', `/v2/webhooks/${webhookId}/test`, {
          key: shipper,
          body: { eventType: 'Listing.Booked/v1' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await api.call('POST', `/v2/webhooks/${webhookId}/test`, { body: { eventType: 'Listing.Booked/v1' } })).status,
    ).toBe(401);
  });

  changesTheEnvironment(
    'a redelivery sends a Failed delivery again once the receiver is back: the same event id, a new attempt, Delivered',
    async () => {
      const comesBack = receiver(503);
      const url = await comesBack.start();
      try {
        const { key } = await api.user('Shipper');
        const { webhookId, secret } = (
          await api.call('POST', '/v2/webhooks', { key, body: { url, eventTypes: ['Bid.Placed/v1'] } })
        ).body;
        const created = await api.call('POST', '/v2/listings', { key, body: listingBody() });
        await api.call('POST', `/v2/listings/${Number(created.headers.get('location')!.split('/').pop())}/bids`, {
          key: provider,
          body: bidBody(),
        });
        const failed = (
          await until(
            () => api.call('GET', `/v2/webhooks/${webhookId}/deliveries`, { key }),
            (r) => r.body.items[0]?.status === 'Failed',
          )
        ).body.items[0];
        comesBack.answers(200);
        const again = await api.call('POST', `/v2/webhooks/${webhookId}/deliveries/${failed.deliveryId}/redelivery`, {
          key,
        });
        expect(again.status).toBe(200);
        expect(again.body.outcome).toMatchObject({ ok: true, statusCode: 200 });
        expect(again.body.delivery).toMatchObject({
          deliveryId: failed.deliveryId,
          status: 'Delivered',
          attempts: MAX_ATTEMPTS + 1,
        });
        const last = comesBack.received.at(-1)!;
        expect(last.headers['webhook-id']).toBe(failed.deliveryId);
        expect(new Set(comesBack.received.map((r) => JSON.parse(r.body).id))).toEqual(new Set([failed.event.id]));
        expect(
          new StandardWebhook(secret).verify(
            last.body,
            Object.fromEntries(Object.entries(last.headers).map(([k, v]) => [k, String(v)])),
          ),
        ).toEqual(failed.event);
        expect((await api.call('GET', `/v2/webhooks/${webhookId}/deliveries`, { key })).body.items[0]).toMatchObject({
          status: 'Delivered',
          attempts: MAX_ATTEMPTS + 1,
        });
        const unknown = await api.call(
          'POST',
          `/v2/webhooks/${webhookId}/deliveries/00000000-0000-4000-8000-000000000000/redelivery`,
          { key },
        );
        expect(unknown.status).toBe(404);
        expect(errorsOf(unknown.body)[0]!.field).toBe('deliveryId');
      } finally {
        await comesBack.stop();
      }
    },
  );
});

describe('a webhook’s deliveries, kept without end, read no further than the list shows (issue 62)', () => {
  it('1,050 deliveries: the newest 1,000, newest first, counted as at least 1,000; the oldest are past redelivering (404 naming deliveryId)', async () => {
    const {
      key,
      user: { userId },
    } = await api.user('Shipper');
    const { webhookId } = (
      await api.call('POST', '/v2/webhooks', {
        key,
        body: { url: 'https://hooks.example.com/kept', eventTypes: ['Bid.Placed/v1'] },
      })
    ).body;
    const at = Date.parse('2026-01-01T00:00:00Z');
    const deliveries = Array.from({ length: 1050 }, (_, i) => {
      const createdOn = new Date(at + i * 1000).toISOString();
      const deliveryId = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      return {
        ...keys.delivery(webhookId, createdOn, deliveryId),
        entity: 'WebhookDelivery',
        deliveryId,
        webhookId,
        userId,
        eventId: deliveryId,
        eventType: 'Bid.Placed/v1',
        event: { id: deliveryId, type: 'Bid.Placed/v1', data: { listingId: i } },
        status: 'Delivered',
        attempts: 1,
        lastStatusCode: 200,
        createdOn,
        updatedOn: createdOn,
      };
    });
    await putItems(deliveries);
    const listed = await api.call('GET', `/v2/webhooks/${webhookId}/deliveries`, { key });
    expect(listed.status).toBe(200);
    expect(listed.body.totalCount).toBe(1000);
    expect(listed.body.totalCountCapped).toBe(true);
    expect(listed.body.items).toHaveLength(1000);
    expect(listed.body.items[0].deliveryId).toBe(deliveries[1049]!.deliveryId);
    expect(listed.body.items[999].deliveryId).toBe(deliveries[50]!.deliveryId);
    const tooOld = await api.call(
      'POST',
      `/v2/webhooks/${webhookId}/deliveries/${deliveries[49]!.deliveryId}/redelivery`,
      { key },
    );
    expect(tooOld.status).toBe(404);
    expect(errorsOf(tooOld.body)[0]!.field).toBe('deliveryId');
    // a webhook with a few: counted exactly, no cap said
    const few = (
      await api.call('POST', '/v2/webhooks', {
        key,
        body: { url: 'https://hooks.example.com/few', eventTypes: ['Bid.Placed/v1'] },
      })
    ).body.webhookId;
    await putItems(
      deliveries.slice(0, 3).map((d) => ({ ...d, ...keys.delivery(few, d.createdOn, d.deliveryId), webhookId: few })),
    );
    const small = await api.call('GET', `/v2/webhooks/${few}/deliveries`, { key });
    expect(small.body).toMatchObject({ totalCount: 3 });
    expect(small.body.totalCountCapped).toBeUndefined();
  });
});

describe('a webhook failing for 3 days (docs/webhooks.md, "Disabled")', () => {
  it('is disabled with the reason, its owner told (inbox, and its other webhooks); nothing queued is lost: enabled again, the deliveries it did not send are redelivered', async () => {
    const down = receiver(500);
    const watcher = receiver(200);
    const [downUrl, watcherUrl] = await Promise.all([down.start(), watcher.start()]);
    try {
      const { key, user } = await api.user('Shipper');
      const subscribe = async (url: string, eventTypes: string[]) =>
        (await api.call('POST', '/v2/webhooks', { key, body: { url, eventTypes } })).body.webhookId as string;
      const failing = await subscribe(downUrl, ['Bid.Placed/v1']);
      const recent = await subscribe(downUrl, ['Bid.Placed/v1']);
      await subscribe(watcherUrl, ['Webhook.Disabled/v1']);
      // the test clock: every delivery to one has failed for 3 days and a minute, to the other for a day
      const failingFor = async (webhookId: string, ms: number) =>
        db().send(
          new UpdateCommand({
            TableName: api.tableName,
            Key: keys.webhook(user.userId, webhookId),
            UpdateExpression: 'SET failingSince = :at',
            ExpressionAttributeValues: { ':at': new Date(Date.now() - ms).toISOString() },
          }),
        );
      await failingFor(failing, 3 * 86_400_000 + 60_000);
      await failingFor(recent, 86_400_000);
      const bidOn = async () => {
        const created = await api.call('POST', '/v2/listings', { key, body: listingBody() });
        const listingId = Number(created.headers.get('location')!.split('/').pop());
        await api.call('POST', `/v2/listings/${listingId}/bids`, { key: provider, body: bidBody() });
        return listingId;
      };
      await bidOn();
      const statusOf = async (webhookId: string) =>
        ((await api.call('GET', '/v2/webhooks', { key })).body.items as any[]).find((w) => w.webhookId === webhookId);
      const disabled = await eventually(
        () => statusOf(failing),
        (w) => w.status === 'Disabled',
        'the webhook disabled',
      );
      expect(disabled).toMatchObject({
        status: 'Disabled',
        disabledOn: expect.any(String),
        disabledReason: expect.stringMatching(/^Every delivery since .* failed \(3 days\)$/),
      });
      expect((await statusOf(recent)).status).toBe('Enabled');
      const told = await eventually(
        async () =>
          ((await api.call('GET', '/v2/notifications?$top=100', { key })).body.items as any[]).filter(
            (n) => n.kind === 'WebhookDisabled',
          ),
        (items) => items.length > 0,
        'the owner told',
      );
      expect(told).toHaveLength(1);
      expect(told[0].data).toMatchObject({ webhookId: failing, url: downUrl });
      await eventually(
        async () => watcher.received.map((r) => JSON.parse(r.body)),
        (events) => events.some((e) => e.type === 'Webhook.Disabled/v1' && e.data.webhookId === failing),
        'its other webhook told',
      );

      // disabled: a new event's delivery is kept, Failed, not sent
      const sentBefore = down.received.length;
      const listingId = await bidOn();
      const kept = await eventually(
        async () =>
          ((await api.call('GET', `/v2/webhooks/${failing}/deliveries`, { key })).body.items as any[]).find(
            (d) => d.event.data.listingId === listingId,
          ),
        (d) => d?.status === 'Failed',
        'the delivery kept',
      );
      expect(kept.lastError).toMatch(/^Not sent: the webhook is disabled/);
      await eventually(
        async () =>
          ((await api.call('GET', `/v2/webhooks/${recent}/deliveries`, { key })).body.items as any[]).some(
            (d) => d.event.data.listingId === listingId,
          ),
        Boolean,
        'the enabled one tried',
      );
      expect(down.received.slice(sentBefore).some((r) => r.headers['webhook-id'] === kept.deliveryId)).toBe(false);

      // enabled again by its owner; the kept delivery redelivered to the receiver, back up
      const enabled = await api.call('PUT', `/v2/webhooks/${failing}`, { key, body: { status: 'Enabled' } });
      expect(enabled.status).toBe(200);
      expect(enabled.body).toMatchObject({ webhookId: failing, status: 'Enabled' });
      expect(enabled.body.disabledReason).toBeUndefined();
      down.answers(200);
      const receivedBefore = down.received.length;
      const again = await api.call('POST', `/v2/webhooks/${failing}/deliveries/${kept.deliveryId}/redelivery`, { key });
      expect(again.body.delivery).toMatchObject({ status: 'Delivered' });
      // the receiver also hears the other webhook's retries meanwhile, in no set order: the redelivery is among what
      // came since
      expect(down.received.slice(receivedBefore).some((r) => r.headers['webhook-id'] === kept.deliveryId)).toBe(true);
      const refused = await api.call('PUT', `/v2/webhooks/${failing}`, { key, body: { status: 'Paused' } });
      expect(refused.status).toBe(400);
      expect(errorsOf(refused.body)[0]!.field).toBe('status');
      expect(
        (await api.call('PUT', `/v2/webhooks/${failing}`, { key: shipper, body: { status: 'Enabled' } })).status,
      ).toBe(404);
    } finally {
      await Promise.all([down.stop(), watcher.stop()]);
    }
  });
});
