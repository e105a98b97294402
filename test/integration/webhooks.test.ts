import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { bidBody, listingBody } from '../support/listings.ts';
import { verifySignature } from '../../shared/domain/webhooks/events.ts';
import { MAX_ATTEMPTS } from '../../shared/domain/webhooks/service.ts';

const api = apiForThisFile();
let shipper: string;
let provider: string;

interface Received { headers: Record<string, string | string[] | undefined>; body: string }
/** A receiver on loopback answering `status`, recording what it receives. */
function receiver(status: number) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(status).end();
    });
  });
  return {
    received,
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
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

async function until<T>(what: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await what();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('condition never met');
}

async function bidOnNewListing(referenceNumbers: unknown[] = []): Promise<number> {
  const created = await api.call('POST', '/v2/listings', { key: shipper, body: listingBody({ referenceNumbers }) });
  const listingId = Number(created.headers.get('location')!.split('/').pop());
  await api.call('POST', `/v2/listings/${listingId}/bids`, { key: provider, body: bidBody() });
  return listingId;
}

describe('webhooks (docs/webhooks.md)', () => {
  it('a subscriber receives a signed CloudEvents 1.0 envelope its secret verifies', async () => {
    const res = await api.call('POST', '/v2/webhooks', { key: shipper, body: { url: okUrl, eventTypes: ['Bid.Placed/v1', 'Shipment.TransitStatusChanged/v1'] } });
    expect(res.status).toBe(201);
    const { webhookId, secret } = res.body;
    expect(secret).toMatch(/^whsec_/);
    expect(res.headers.get('location')).toBe(`${api.url}/v2/webhooks/${webhookId}`);
    const listingId = await bidOnNewListing([{ type: 'PurchaseOrder', number: 'PO-5' }]);
    const delivery = await until(async () => ok.received.find((r) => JSON.parse(r.body).data.listingId === listingId), Boolean);
    const event = JSON.parse(delivery!.body);
    expect(event).toMatchObject({ specversion: '1.0', type: 'Bid.Placed/v1', source: 'urn:shipping-marketplace:sandbox', datacontenttype: 'application/json', subject: `listings/${listingId}` });
    expect(event.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(event.data).toMatchObject({ listingId, referenceNumbers: [{ type: 'PurchaseOrder', number: 'PO-5' }] });
    expect(delivery!.headers['content-type']).toMatch(/^application\/cloudevents\+json/);
    expect(verifySignature(secret, String(delivery!.headers['webhook-signature']), delivery!.body)).toBe(true);
    expect(verifySignature('whsec_wrong', String(delivery!.headers['webhook-signature']), delivery!.body)).toBe(false);
    expect(verifySignature(secret, String(delivery!.headers['webhook-signature']), delivery!.body.replace('Bid', 'Bad'))).toBe(false);
    const recorded = await until(() => api.call('GET', `/v2/webhooks/${webhookId}/deliveries`, { key: shipper }), (r) => r.body.items.some((d: any) => d.status === 'Delivered'));
    expect(recorded.body.items.find((d: any) => d.status === 'Delivered')).toMatchObject({ attempts: 1, lastStatusCode: 200, eventType: 'Bid.Placed/v1' });
  });

  it('a failing receiver is retried with backoff, then the delivery is recorded as failed', async () => {
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
