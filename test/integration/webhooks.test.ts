import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiForThisFile, asDeployed, errorsOf } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { receiver } from '../support/webhook-receiver.ts';
import { bidBody, listingBody } from '../support/listings.ts';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { newSigningSecret, verifyLegacySignature } from '../../shared/domain/webhooks/events.ts';
import { putWebhook } from '../../shared/data/webhooks.ts';
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
afterAll(async () => { await Promise.all([ok.stop(), failing.stop()]); });

const until = <T>(what: () => Promise<T>, done: (value: T) => boolean) => eventually(what, done, 'the deliveries to say so');

async function bidOnNewListing(referenceNumbers: unknown[] = []): Promise<number> {
  const created = await api.call('POST', '/v2/listings', { key: shipper, body: listingBody({ referenceNumbers }) });
  const listingId = Number(created.headers.get('location')!.split('/').pop());
  await api.call('POST', `/v2/listings/${listingId}/bids`, { key: provider, body: bidBody() });
  return listingId;
}

describe('webhooks (docs/webhooks.md)', () => {
  it('a subscriber receives a CloudEvents 1.0 envelope signed per Standard Webhooks, which the standardwebhooks library verifies', async () => {
    const res = await api.call('POST', '/v2/webhooks', { key: shipper, body: { url: okUrl, eventTypes: ['Bid.Placed/v1', 'Shipment.TransitStatusChanged/v1'] } });
    expect(res.status).toBe(201);
    const { webhookId, secret } = res.body;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/); // base64 of 32 bytes, as Standard Webhooks writes secrets
    expect(res.headers.get('location')).toBe(`${api.url}/v2/webhooks/${webhookId}`);
    const listingId = await bidOnNewListing([{ type: 'PurchaseOrder', number: 'PO-5' }]);
    const delivery = await until(async () => ok.received.find((r) => JSON.parse(r.body).data.listingId === listingId), Boolean);
    const event = JSON.parse(delivery!.body);
    expect(event).toMatchObject({ specversion: '1.0', type: 'Bid.Placed/v1', source: `urn:shipping-marketplace:${api.stage}`, datacontenttype: 'application/json', subject: `listings/${listingId}` });
    expect(event.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(event.data).toMatchObject({ listingId, referenceNumbers: [{ type: 'PurchaseOrder', number: 'PO-5' }] });
    expect(delivery!.headers['content-type']).toMatch(/^application\/cloudevents\+json/);
    // as a receiver verifies: the library, the raw body and the three headers
    const headers = { 'webhook-id': String(delivery!.headers['webhook-id']), 'webhook-timestamp': String(delivery!.headers['webhook-timestamp']), 'webhook-signature': String(delivery!.headers['webhook-signature']) };
    expect(headers['webhook-id']).toBe(event.id);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new StandardWebhook(secret).verify(delivery!.body, headers)).toEqual(event);
    expect(() => new StandardWebhook(newSigningSecret()).verify(delivery!.body, headers)).toThrow(/signature/i);
    expect(() => new StandardWebhook(secret).verify(delivery!.body.replace('Bid', 'Bad'), headers)).toThrow(/signature/i);
    expect(() => new StandardWebhook(secret).verify(delivery!.body, { ...headers, 'webhook-id': 'another' })).toThrow(/signature/i);
    const recorded = await until(() => api.call('GET', `/v2/webhooks/${webhookId}/deliveries`, { key: shipper }), (r) => r.body.items.some((d: any) => d.status === 'Delivered'));
    expect(recorded.body.items.find((d: any) => d.status === 'Delivered')).toMatchObject({ attempts: 1, lastStatusCode: 200, eventType: 'Bid.Placed/v1' });
  });

  it('a subscription made before Standard Webhooks keeps the signature its receiver verifies', async () => {
    const { user, key } = await api.user('Shipper');
    // as such items are stored: no `signing`, the secret text itself the HMAC key
    const secret = 'whsec_Zm9yIGEgcmVjZWl2ZXIgdGhhdCB2ZXJpZmllcw-_';
    await putWebhook({ webhookId: 'b6a1c8d2-0000-4000-8000-000000000001', userId: user.userId, url: okUrl, eventTypes: ['Bid.Placed/v1'], secret, createdOn: '2026-10-01T00:00:00.000Z' });
    const created = await api.call('POST', '/v2/listings', { key, body: listingBody() });
    const listingId = Number(created.headers.get('location')!.split('/').pop());
    await api.call('POST', `/v2/listings/${listingId}/bids`, { key: provider, body: bidBody() });
    const delivery = await until(async () => ok.received.find((r) => JSON.parse(r.body).data.listingId === listingId), Boolean);
    expect(verifyLegacySignature(secret, String(delivery!.headers['webhook-signature']), delivery!.body)).toBe(true);
    expect(verifyLegacySignature('whsec_wrong', String(delivery!.headers['webhook-signature']), delivery!.body)).toBe(false);
    expect(delivery!.headers['webhook-timestamp']).toBe(String(delivery!.headers['webhook-signature']).slice(2, 12));
  });

  changesTheEnvironment('a failing receiver is retried with backoff, then the delivery is recorded as failed', async () => {
    const { key } = await api.user('Shipper');
    const { webhookId } = (await api.call('POST', '/v2/webhooks', { key, body: { url: failingUrl, eventTypes: ['Bid.Placed/v1'] } })).body;
    const created = await api.call('POST', '/v2/listings', { key, body: listingBody() });
    const listingId = Number(created.headers.get('location')!.split('/').pop());
    await api.call('POST', `/v2/listings/${listingId}/bids`, { key: provider, body: bidBody() });
    const result = await until(() => api.call('GET', `/v2/webhooks/${webhookId}/deliveries`, { key }), (r) => r.body.items[0]?.status === 'Failed');
    expect(result.body.items[0]).toMatchObject({ status: 'Failed', attempts: MAX_ATTEMPTS, lastStatusCode: 500 });
    const attempts = failing.received.filter((r) => JSON.parse(r.body).data.listingId === listingId);
    expect(attempts).toHaveLength(MAX_ATTEMPTS);
    expect(new Set(attempts.map((a) => JSON.parse(a.body).id)).size).toBe(1); // the same event id each time
  });

  it('lists webhooks without secrets; deletes them; another user\'s webhook is not found', async () => {
    const { key } = await api.user('Shipper');
    const { webhookId } = (await api.call('POST', '/v2/webhooks', { key, body: { url: 'https://hooks.example.com/marketplace', eventTypes: ['Listing.Booked/v1'] } })).body;
    const list = await api.call('GET', '/v2/webhooks', { key });
    expect(list.body.items).toEqual([{ webhookId, url: 'https://hooks.example.com/marketplace', eventTypes: ['Listing.Booked/v1'], createdOn: expect.any(String) }]);
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
    'https://10.0.0.5/', 'https://172.16.3.4/', 'https://192.168.1.1/', // private
    'https://[fd00::1]/', // unique-local
    'https://0.0.0.0/', 'https://[::]/', // unspecified
    'https://2852039166/', 'https://0xA9FEA9FE/', 'https://0251.0376.0251.0376/', 'https://169.254.43518/', // decimal, hex, octal, short IPv4
    'https://[::ffff:169.254.169.254]/', 'https://[::ffff:10.0.0.5]/', // IPv4-mapped IPv6
    'https://[64:ff9b::a9fe:a9fe]/', // IPv4 embedded for NAT64
    'https://100.64.0.1/', // carrier-grade NAT
    'https://224.0.0.1/', 'https://[ff02::1]/', // multicast
    'https://240.0.0.1/', 'https://255.255.255.255/', 'https://192.0.2.10/', 'https://[2001:db8::1]/', // reserved, broadcast, documentation
    'https://[fe80::1]/', // IPv6 link-local
  ];

  it('refuses every private, special or reserved address form at registration with 400 naming url', async () => {
    for (const url of refusedForms) {
      const res = await api.call('POST', '/v2/webhooks', { key: shipper, body: { url, eventTypes: ['Bid.Placed/v1'] } });
      expect(res.status, url).toBe(400);
      expect(errorsOf(res.body)[0]!.field, url).toBe('url');
    }
    // a public address and a name that does not resolve here are taken
    expect((await api.call('POST', '/v2/webhooks', { key: shipper, body: { url: 'https://93.184.215.14/hooks', eventTypes: ['Bid.Placed/v1'] } })).status).toBe(201);
  });

  changesTheEnvironment('loopback and names that resolve only to it are refused once the local allowance is off', async () => {
    process.env.ALLOW_LOOPBACK_WEBHOOKS = 'false';
    try {
      for (const url of ['https://127.0.0.1/', 'https://127.1/', 'https://[::1]/', 'https://[::ffff:127.0.0.1]/', 'https://localhost/hooks', okUrl]) {
        const res = await api.call('POST', '/v2/webhooks', { key: shipper, body: { url, eventTypes: ['Bid.Placed/v1'] } });
        expect(res.status, url).toBe(400);
        expect(errorsOf(res.body)[0]!.field, url).toBe('url');
      }
    } finally {
      process.env.ALLOW_LOOPBACK_WEBHOOKS = 'true';
    }
  });

  changesTheEnvironment('checks again at delivery, on the address connected to: a target no longer allowed is recorded Failed with the reason', async () => {
    const { key } = await api.user('Shipper');
    const url = okUrl.replace('127.0.0.1', 'localhost'); // a name, resolved at each delivery
    const { webhookId } = (await api.call('POST', '/v2/webhooks', { key, body: { url, eventTypes: ['Bid.Placed/v1'] } })).body;
    const before = ok.received.length;
    process.env.ALLOW_LOOPBACK_WEBHOOKS = 'false'; // as if the name now resolved inside
    try {
      const created = await api.call('POST', '/v2/listings', { key, body: listingBody() });
      const listingId = Number(created.headers.get('location')!.split('/').pop());
      await api.call('POST', `/v2/listings/${listingId}/bids`, { key: provider, body: bidBody() });
      const result = await until(() => api.call('GET', `/v2/webhooks/${webhookId}/deliveries`, { key }), (r) => r.body.items[0]?.status === 'Failed');
      expect(result.body.items[0]).toMatchObject({ status: 'Failed', attempts: 1 });
      expect(result.body.items[0].lastError).toMatch(/^Refused: localhost resolves to .*127\.0\.0\.1.*not a public address/);
      expect(ok.received.length).toBe(before); // nothing reached the receiver
    } finally {
      process.env.ALLOW_LOOPBACK_WEBHOOKS = 'true';
    }
  });
});
