import { beforeAll, describe, expect, it } from 'vitest';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { bidBody, listingBody } from '../support/listings.ts';
import { streamRecords } from '../support/stream.ts';
import { handler as notifier } from '../../functions/notifier/stream.ts';
import { toLambdaStreamRecord } from '../../infra/local/stream-poller.ts';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../shared/data/client.ts';
import { keys } from '../../shared/data/keys.ts';
import { putItems } from '../../shared/data/bulk.ts';

const api = apiForThisFile();
let shipper: string;
let provider: string;
let rival: string;
beforeAll(async () => {
  ({ key: shipper } = await api.user('Shipper'));
  ({ key: provider } = await api.user('ServiceProvider'));
  ({ key: rival } = await api.user('ServiceProvider'));
});

/** The inbox once the stream has carried the events there. */
const inbox = (key: string, expected: (items: any[]) => boolean): Promise<any[]> =>
  eventually(
    async () => (await api.call('GET', '/v2/notifications?$top=100', { key })).body.items as any[],
    expected,
    'the inbox to match',
  );
const kinds = (items: any[], listingId: number) =>
  items.filter((n) => n.data.listingId === listingId).map((n) => n.kind);

async function listing(): Promise<number> {
  const res = await api.call('POST', '/v2/listings', { key: shipper, body: listingBody() });
  return Number(res.headers.get('location')!.split('/').pop());
}

describe("notifications from the table's stream (spec 6)", () => {
  it("bid placed -> shipper; accepted -> bidder; the others' bids closed -> them; transit changes -> shipper", async () => {
    const listingId = await listing();
    const winning = (await api.call('POST', `/v2/listings/${listingId}/bids`, { key: provider, body: bidBody(900) }))
      .body.bidId;
    await api.call('POST', `/v2/listings/${listingId}/bids`, { key: rival, body: bidBody(950) });
    await api.call('POST', `/v2/bids/${winning}/acceptance`, { key: shipper });
    await api.call('POST', `/v2/listings/${listingId}/dispatched`, { key: provider });
    const beforeDelivery = Date.now();
    await api.call('POST', `/v2/listings/${listingId}/delivered`, { key: provider });
    const afterDelivery = Date.now();

    // the booking is the shipper's news too, and the Bill of Lading generated at booking both parties'
    // (docs/attachments.md)
    const shipperInbox = await inbox(shipper, (items) => kinds(items, listingId).length >= 6);
    expect(kinds(shipperInbox, listingId).sort()).toEqual([
      'BidPlaced',
      'BidPlaced',
      'DocumentAdded',
      'ListingBooked',
      'TransitStatusChanged',
      'TransitStatusChanged',
    ]);
    const delivered = shipperInbox.find((n) => n.data.listingId === listingId && n.data.status === 'Delivered');
    expect(delivered).toMatchObject({
      kind: 'TransitStatusChanged',
      read: false,
      data: { status: 'Delivered', punctuality: 'OnTime' },
    });
    expect(delivered.message).toMatch(/was delivered \(on time\)/);
    // the time of the change, from the stream record (epoch seconds in Lambda's event), not the time the
    // notifier ran, however slowly the stream was read: within the delivery call, rounded down (to the
    // second by DynamoDB, to the minute by DynamoDB Local)
    expect(Date.parse(delivered.createdAt)).toBeGreaterThanOrEqual(Math.floor(beforeDelivery / 60_000) * 60_000);
    expect(Date.parse(delivered.createdAt)).toBeLessThanOrEqual(Math.ceil(afterDelivery / 1000) * 1000);
    expect(kinds(await inbox(provider, (items) => kinds(items, listingId).length >= 2), listingId).sort()).toEqual([
      'BidAccepted',
      'DocumentAdded',
    ]);
    expect(kinds(await inbox(rival, (items) => kinds(items, listingId).includes('BidClosed')), listingId)).toEqual([
      'BidClosed',
    ]);
  });

  it('a declined bid notifies its bidder with the reason', async () => {
    const listingId = await listing();
    const bidId = (await api.call('POST', `/v2/listings/${listingId}/bids`, { key: provider, body: bidBody() })).body
      .bidId;
    await api.call('POST', `/v2/bids/${bidId}/declination`, {
      key: shipper,
      body: { reason: 'OutOfPriceRange', comment: 'Budget is 700' },
    });
    const items = await inbox(provider, (list) => kinds(list, listingId).includes('BidDeclined'));
    const declined = items.find((n) => n.kind === 'BidDeclined' && n.data.listingId === listingId);
    expect(declined.data).toMatchObject({ reason: 'OutOfPriceRange', comment: 'Budget is 700', bidId });
    expect(declined.message).toContain('OutOfPriceRange (Budget is 700)');
  });

  it('a replayed stream batch delivers each notification exactly once', async () => {
    const listingId = await listing();
    await api.call('POST', `/v2/listings/${listingId}/bids`, { key: provider, body: bidBody() });
    const before = await inbox(shipper, (items) => kinds(items, listingId).length === 1);
    const batch: DynamoDBStreamEvent = {
      Records: (await streamRecords(api.tableName)).map((r) => toLambdaStreamRecord(r, 'local')),
    };
    expect((await notifier(batch)).batchItemFailures).toEqual([]);
    expect((await notifier(batch)).batchItemFailures).toEqual([]);
    const after = (await api.call('GET', '/v2/notifications?$top=100', { key: shipper })).body;
    expect(after.totalCount).toBe(
      (await api.call('GET', '/v2/notifications?$top=100', { key: shipper })).body.totalCount,
    );
    expect(kinds(after.items, listingId)).toEqual(['BidPlaced']);
    expect(after.items.length).toBe(before.length);
  });

  it('notifications are newest first, paged, can be marked read, and are private to their recipient', async () => {
    const { key } = await api.user('Shipper');
    const listingId = Number(
      (await api.call('POST', '/v2/listings', { key, body: listingBody() })).headers.get('location')!.split('/').pop(),
    );
    for (const bidder of [provider, rival])
      await api.call('POST', `/v2/listings/${listingId}/bids`, { key: bidder, body: bidBody() });
    const items = await inbox(key, (list) => list.length === 2);
    expect(Date.parse(items[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(items[1].createdAt));
    const page = await api.call('GET', '/v2/notifications?$top=1', { key });
    expect(page.body).toMatchObject({ totalCount: 2, items: [{ notificationId: items[0].notificationId }] });
    expect(page.body.links[0].href).toBe(`${api.url}/v2/notifications?$skip=1&$top=1`);
    expect(
      (await api.call('POST', `/v2/notifications/${items[0].notificationId}/read`, { key: provider })).status,
    ).toBe(404);
    expect((await api.call('POST', `/v2/notifications/${items[0].notificationId}/read`, { key })).status).toBe(204);
    const unread = await api.call('GET', '/v2/notifications?unread=true', { key });
    expect(unread.body.items.map((n: any) => n.notificationId)).toEqual([items[1].notificationId]);
    const bad = await api.call('GET', '/v2/notifications?unread=maybe', { key });
    expect(errorsOf(bad.body)[0]!.field).toBe('unread');
  });
});

describe('an inbox kept 90 days, counted up to its cap (docs/notifications.md, "Retention and the count")', () => {
  it('a notification expires 90 days after it was made; a full inbox counts 1,000+, pages no further in, and unread ones are counted within what is read', async () => {
    const { key, user } = await api.user('Shipper');
    const listingId = await (async () => {
      const res = await api.call('POST', '/v2/listings', { key, body: listingBody() });
      return Number(res.headers.get('location')!.split('/').pop());
    })();
    await api.call('POST', `/v2/listings/${listingId}/bids`, { key: provider, body: bidBody(900) });
    const [told] = await inbox(key, (items) => items.length === 1);
    const { Items = [] } = await db().send(
      new QueryCommand({
        TableName: api.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.inbox(user.userId) },
      }),
    );
    expect(Items[0]!.expiresAt).toBe(Math.floor(Date.parse(told.createdAt) / 1000) + 90 * 86_400);
    expect(told).not.toHaveProperty('expiresAt');

    // 2,100 more, older, one in a hundred unread
    const at = Date.parse(told.createdAt) - 3_000_000;
    await putItems(
      Array.from({ length: 2100 }, (_, i) => {
        const createdAt = new Date(at + i * 1000).toISOString();
        const SK = `${createdAt}#seeded-${i}`;
        return {
          PK: keys.inbox(user.userId),
          SK,
          entity: 'Notification',
          notificationId: Buffer.from(SK).toString('base64url'),
          recipientId: user.userId,
          kind: 'BidClosed',
          message: `Listing ${i} was booked with another provider; your bid is closed.`,
          data: { listingId: 1 + i, bidId: 1 + i },
          createdAt,
          read: i % 100 !== 0,
          expiresAt: Math.floor(at / 1000) + 90 * 86_400,
        };
      }),
    );
    const all = await api.call('GET', '/v2/notifications', { key });
    expect(all.body).toMatchObject({ totalCount: 1000, totalCountCapped: true });
    expect(all.body.items).toHaveLength(25);
    expect(all.body.links[0].rel).toBe('next');
    const last = await api.call('GET', '/v2/notifications?$skip=990&$top=10', { key });
    expect(last.body.items).toHaveLength(10);
    expect(last.body.links).toEqual([]);
    const beyond = await api.call('GET', '/v2/notifications?$skip=1001', { key });
    expect(beyond.status).toBe(400);
    expect(errorsOf(beyond.body)[0]!.field).toBe('$skip');
    // unread, among the 2,000 newest read: the bid's, and every hundredth of the 1,999 seeded ones newest first (2,000
    // down to 200)
    const unread = await api.call('GET', '/v2/notifications?unread=true&$top=50', { key });
    expect(unread.body).toMatchObject({ totalCount: 1 + 19, totalCountCapped: true });
  });
});
