import { beforeAll, describe, expect, it } from 'vitest';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { bidBody, listingBody } from '../support/listings.ts';
import { streamRecords } from '../support/stream.ts';
import { toLambdaStreamRecord } from '../../infra/local/stream-poller.ts';
import { handler as summarizer } from '../../functions/feedback/summarize.ts';
import { db } from '../../shared/data/client.ts';
import { keys } from '../../shared/data/keys.ts';

// Feedback between the parties of a delivered shipment (docs/feedback.md), over HTTP against
// DynamoDB Local: who may rate whom and when, the one change and the one reply, the summary the
// stream keeps on profiles and bids (and that a replay does not count twice), the list, the event.

const api = apiForThisFile();
let shipper: string;
let shipperId: number;
let carrier: string;
let carrierId: number;
let stranger: string;
beforeAll(async () => {
  ({
    key: shipper,
    user: { userId: shipperId },
  } = await api.user('Shipper', { companyName: 'Reyes Household Moves' }));
  ({
    key: carrier,
    user: { userId: carrierId },
  } = await api.user('ServiceProvider', { companyName: 'Desert Haul LLC' }));
  ({ key: stranger } = await api.user('ServiceProvider'));
});

const DAY = 86_400_000;
const idOf = (res: { headers: Headers }) => Number(res.headers.get('location')!.split('/').pop());
const feedbackIdOf = (res: { headers: Headers }) => res.headers.get('location')!.split('/').pop()!;

/** A listing of the shipper booked with the carrier, reported up to `until`. */
async function shipment(
  until: 'booked' | 'delivered' = 'delivered',
  title = '2018 Toyota Camry, Austin to Tucson',
): Promise<number> {
  const listingId = idOf(await api.call('POST', '/v2/listings', { key: shipper, body: listingBody({ title }) }));
  const bid = await api.call('POST', `/v2/listings/${listingId}/bids`, { key: carrier, body: bidBody(900) });
  expect((await api.call('POST', `/v2/bids/${bid.body.bidId}/acceptance`, { key: shipper })).status).toBe(200);
  if (until === 'delivered') {
    for (const step of ['dispatched', 'pickedup', 'delivered'])
      expect((await api.call('POST', `/v2/listings/${listingId}/${step}`, { key: carrier })).status).toBe(201);
  }
  return listingId;
}

const leave = (key: string, listingId: number, body: unknown) =>
  api.call('POST', `/v2/listings/${listingId}/feedback`, { key, body });
const profileOf = async (userId: number) =>
  (await api.call('GET', `/v2/users/${userId}/profile`, { key: stranger })).body;
const summaryOnProfile = (userId: number, holds: (summary: any) => boolean) =>
  eventually(async () => (await profileOf(userId)).feedbackSummary, holds, `user ${userId}'s feedback summary`);

/** Moves a stored time into the past: a window's close without waiting for it. */
async function backdateDelivery(listingId: number, days: number): Promise<void> {
  const { Item } = await db().send(new GetCommand({ TableName: api.tableName, Key: keys.listingState(listingId) }));
  const records = (Item!.statusRecords as { status: string; recorded: string }[]).map((r) => ({
    ...r,
    recorded: new Date(Date.parse(r.recorded) - days * DAY).toISOString(),
  }));
  await db().send(new PutCommand({ TableName: api.tableName, Item: { ...Item, statusRecords: records } }));
}

describe('leaving feedback', () => {
  it('the shipper rates the carrier of a delivered listing: 201, Location the feedback, as GET reads it', async () => {
    const listingId = await shipment();
    const res = await leave(shipper, listingId, {
      rating: 5,
      onTime: true,
      comment: 'Called ahead, careful with the car.',
    });
    expect(res.status).toBe(201);
    const feedbackId = feedbackIdOf(res);
    expect(res.headers.get('location')).toBe(`${api.url}/v2/feedback/${feedbackId}`);
    expect(res.body).toMatchObject({
      feedbackId,
      rating: 5,
      onTime: true,
      comment: 'Called ahead, careful with the car.',
      ratedUserId: carrierId,
      listing: {
        listingId,
        title: '2018 Toyota Camry, Austin to Tucson',
        route: { from: 'Austin, TX', to: 'Tucson, AZ' },
      },
      rater: { userId: shipperId, displayName: 'Reyes Household Moves', role: 'Shipper' },
    });
    expect(JSON.stringify(res.body)).not.toContain('Congress'); // cities only, never a street
    // the rater's company also reads who of it wrote it (docs/teams.md); everyone else the rest, the same
    const { createdBy, ...shown } = res.body;
    expect(createdBy).toBe(shipperId);
    expect((await api.call('GET', `/v2/feedback/${feedbackId}`, { key: stranger })).body).toEqual(shown);
    expect((await api.call('GET', `/v2/feedback/${feedbackId}`, { key: shipper })).body).toEqual(res.body);
  });

  it('the carrier rates the shipper, without onTime (400 naming it when sent)', async () => {
    const listingId = await shipment();
    const withOnTime = await leave(carrier, listingId, { rating: 4, onTime: true });
    expect(withOnTime.status).toBe(400);
    expect(errorsOf(withOnTime.body).map((e) => e.field)).toEqual(['onTime']);
    const res = await leave(carrier, listingId, { rating: 4, comment: 'Ready on time.' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ratedUserId: shipperId, rater: { userId: carrierId, role: 'Carrier' } });
    expect(res.body.onTime).toBeUndefined();
  });

  it('refusals: a stranger 403, before delivery 409, twice 409, after 60 days 409 naming the window, bad fields 400 naming them', async () => {
    const booked = await shipment('booked');
    const early = await leave(shipper, booked, { rating: 5 });
    expect(early.status).toBe(409);
    expect(errorsOf(early.body)[0]).toMatchObject({ field: 'listingId', reason: expect.stringContaining('Delivered') });
    const listingId = await shipment();
    const byStranger = await leave(stranger, listingId, { rating: 1 });
    expect(byStranger.status).toBe(403);
    for (const [body, field] of [
      [{ rating: 6 }, 'rating'],
      [{ rating: 3.5 }, 'rating'],
      [{}, 'rating'],
      [{ rating: '5' }, 'rating'],
      [{ rating: 5, onTime: 'yes' }, 'onTime'],
      [{ rating: 5, comment: 'x'.repeat(2001) }, 'comment'],
    ] as const) {
      const res = await leave(shipper, listingId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorsOf(res.body).map((e) => e.field)).toEqual([field]);
    }
    expect((await leave(shipper, listingId, { rating: 5 })).status).toBe(201);
    const twice = await leave(shipper, listingId, { rating: 1 });
    expect(twice.status).toBe(409);
    expect(errorsOf(twice.body)[0]!.field).toBe('listingId');

    const late = await shipment();
    await backdateDelivery(late, 61);
    const closed = await leave(carrier, late, { rating: 3 });
    expect(closed.status).toBe(409);
    expect(errorsOf(closed.body)[0]!.reason).toMatch(
      /window closed on \d{4}-\d{2}-\d{2}: feedback is left within 60 days of the delivery/,
    );
    await backdateDelivery(late, -2); // 59 days after: still open
    expect((await leave(carrier, late, { rating: 3 })).status).toBe(201);
  });

  it('without a key 401; a restricted key without feedback:write 403 naming the scope', async () => {
    const listingId = await shipment();
    expect((await api.call('POST', `/v2/listings/${listingId}/feedback`, { body: { rating: 5 } })).status).toBe(401);
    const restricted = (
      await api.call('POST', '/v2/apikeys/restricted', {
        key: shipper,
        body: { name: 'Reader', scopes: ['feedback:read'] },
      })
    ).body.apiKey;
    const refused = await leave(restricted, listingId, { rating: 5 });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain('feedback:write');
    expect((await api.call('GET', `/v2/users/${carrierId}/feedback`, { key: restricted })).status).toBe(200);
  });
});

describe('changing and replying', () => {
  it('its author changes it once within 7 days; the other party 403; a second change 409; after 7 days 409 naming the window', async () => {
    const feedbackId = feedbackIdOf(
      await leave(shipper, await shipment(), { rating: 2, onTime: false, comment: 'Late.' }),
    );
    expect((await api.call('PUT', `/v2/feedback/${feedbackId}`, { key: carrier, body: { rating: 5 } })).status).toBe(
      403,
    );
    const changed = await api.call('PUT', `/v2/feedback/${feedbackId}`, {
      key: shipper,
      body: { rating: 4, onTime: true },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ feedbackId, rating: 4, onTime: true, changedOn: expect.any(String) });
    expect(changed.body.comment).toBeUndefined(); // the change is the whole feedback: what is not sent is gone
    expect((await api.call('GET', `/v2/feedback/${feedbackId}`, { key: shipper })).body).toEqual(changed.body);
    const again = await api.call('PUT', `/v2/feedback/${feedbackId}`, { key: shipper, body: { rating: 5 } });
    expect(again.status).toBe(409);
    expect(errorsOf(again.body)[0]).toMatchObject({
      field: 'feedbackId',
      reason: expect.stringContaining('only once'),
    });

    const old = feedbackIdOf(await leave(shipper, await shipment(), { rating: 3 }));
    await db().send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: keys.feedback(old),
        UpdateExpression: 'SET createdOn = :then',
        ExpressionAttributeValues: { ':then': new Date(Date.now() - 8 * DAY).toISOString() },
      }),
    );
    const late = await api.call('PUT', `/v2/feedback/${old}`, { key: shipper, body: { rating: 4 } });
    expect(late.status).toBe(409);
    expect(errorsOf(late.body)[0]!.reason).toContain('within 7 days');
  });

  it('the rated party replies once (201, Location the feedback); the rater 403; a second reply 409; unknown feedback 404', async () => {
    const feedbackId = feedbackIdOf(await leave(shipper, await shipment(), { rating: 3, comment: 'Fine.' }));
    expect(
      (await api.call('POST', `/v2/feedback/${feedbackId}/reply`, { key: shipper, body: { text: 'Me again' } })).status,
    ).toBe(403);
    expect(
      (await api.call('POST', `/v2/feedback/${feedbackId}/reply`, { key: stranger, body: { text: 'Me too' } })).status,
    ).toBe(403);
    const empty = await api.call('POST', `/v2/feedback/${feedbackId}/reply`, { key: carrier, body: { text: '  ' } });
    expect(errorsOf(empty.body).map((e) => e.field)).toEqual(['text']);
    const replied = await api.call('POST', `/v2/feedback/${feedbackId}/reply`, {
      key: carrier,
      body: { text: 'Thanks, the gate code helped.' },
    });
    expect(replied.status).toBe(201);
    expect(replied.headers.get('location')).toBe(`${api.url}/v2/feedback/${feedbackId}`);
    expect(replied.body.reply).toEqual({ text: 'Thanks, the gate code helped.', repliedOn: expect.any(String) });
    expect(
      (await api.call('POST', `/v2/feedback/${feedbackId}/reply`, { key: carrier, body: { text: 'And again' } }))
        .status,
    ).toBe(409);
    expect((await api.call('GET', '/v2/feedback/6c1f2d9e-4b7a-4e3f-9d21-7a0b5c3e8f14', { key: carrier })).status).toBe(
      404,
    );
    expect((await api.call('GET', '/v2/feedback/5120', { key: carrier })).status).toBe(400);
  });
});

describe('summaries and lists', () => {
  it("profiles carry the summary the stream keeps, bids carry the bidder's for the listing's owner only, and a replayed stream counts nothing twice", async () => {
    const {
      key: rater,
      user: { userId: raterId },
    } = await api.user('Shipper', { companyName: 'Northwind Freight Buyers' });
    const {
      key: rated,
      user: { userId: ratedId },
    } = await api.user('ServiceProvider', { companyName: 'Prairie Auto Transport' });
    const delivered = async (rating: number, onTime?: boolean) => {
      const listingId = idOf(await api.call('POST', '/v2/listings', { key: rater, body: listingBody() }));
      const bid = await api.call('POST', `/v2/listings/${listingId}/bids`, { key: rated, body: bidBody(900) });
      await api.call('POST', `/v2/bids/${bid.body.bidId}/acceptance`, { key: rater });
      await api.call('POST', `/v2/listings/${listingId}/delivered`, { key: rated });
      return feedbackIdOf(await leave(rater, listingId, { rating, ...(onTime !== undefined ? { onTime } : {}) }));
    };
    expect((await profileOf(ratedId)).feedbackSummary).toEqual({ count: 0, last12Months: { count: 0 } });
    await delivered(5, true);
    const changing = await delivered(2, false);
    await delivered(4);
    expect(
      (await api.call('PUT', `/v2/feedback/${changing}`, { key: rater, body: { rating: 3, onTime: true } })).status,
    ).toBe(200);
    const expected = {
      count: 3,
      average: 4,
      positiveShare: 0.67,
      onTimeShare: 1,
      last12Months: { count: 3, average: 4 },
    };
    await summaryOnProfile(ratedId, (s) => s.count === 3 && s.average === 4 && s.onTimeShare === 1);
    const profile = await profileOf(ratedId);
    expect(profile.feedbackSummary).toEqual(expected);
    // spec 2.14's, from the same counts
    expect(profile.userSummary.feedback).toEqual({ count: 3, percentPositive: 66.7, starRating: 4 });

    // the whole stream again, twice, as a retried batch would deliver it
    const batch: DynamoDBStreamEvent = {
      Records: (await streamRecords(api.tableName)).map((r) => toLambdaStreamRecord(r, 'local')),
    };
    for (let i = 0; i < 2; i++) expect((await summarizer(batch)).batchItemFailures).toEqual([]);
    expect((await profileOf(ratedId)).feedbackSummary).toEqual(expected);

    // a bid of the rated carrier: its summary for the listing's owner, not for the bidder
    const open = idOf(await api.call('POST', '/v2/listings', { key: rater, body: listingBody() }));
    const bid = (await api.call('POST', `/v2/listings/${open}/bids`, { key: rated, body: bidBody(950) })).body;
    expect(bid.feedbackSummary).toBeUndefined();
    expect((await api.call('GET', `/v2/bids/${bid.bidId}`, { key: rater })).body.feedbackSummary).toEqual(expected);
    expect((await api.call('GET', `/v2/listings/${open}/bids`, { key: rater })).body.items[0].feedbackSummary).toEqual(
      expected,
    );
    expect((await api.call('GET', `/v2/bids/${bid.bidId}`, { key: rated })).body.feedbackSummary).toBeUndefined();
    expect(
      (await api.call('GET', `/v2/listings/${open}/bids`, { key: rated })).body.items[0].feedbackSummary,
    ).toBeUndefined();
    expect((await api.call('POST', `/v2/bids/${bid.bidId}/acceptance`, { key: rater })).body.feedbackSummary).toEqual(
      expected,
    );

    // the rated carrier hears of each new feedback (inbox; webhooks and email follow the same event)
    const inbox = await eventually(
      async () => (await api.call('GET', '/v2/notifications?$top=100', { key: rated })).body.items as any[],
      (items) => items.filter((n) => n.kind === 'FeedbackReceived').length === 3,
      'three FeedbackReceived notifications',
    );
    expect(inbox.find((n) => n.kind === 'FeedbackReceived' && n.data.feedbackId === changing).data).toMatchObject({
      listingId: expect.any(Number),
      rating: 2,
      raterId,
      raterRole: 'Shipper',
    });
    void raterId;
  });

  it('GET /v2/users/{userId}/feedback: newest first, paged with a next link, the listing by title and cities; 404 for no such user', async () => {
    const { key: rater } = await api.user('Shipper');
    const {
      key: rated,
      user: { userId: ratedId },
    } = await api.user('ServiceProvider');
    for (const title of ['First piano', 'Second piano', 'Third piano']) {
      const listingId = idOf(await api.call('POST', '/v2/listings', { key: rater, body: listingBody({ title }) }));
      const bid = await api.call('POST', `/v2/listings/${listingId}/bids`, { key: rated, body: bidBody(900) });
      await api.call('POST', `/v2/bids/${bid.body.bidId}/acceptance`, { key: rater });
      await api.call('POST', `/v2/listings/${listingId}/delivered`, { key: rated });
      expect((await leave(rater, listingId, { rating: 5 })).status).toBe(201);
    }
    const first = await api.call('GET', `/v2/users/${ratedId}/feedback?$top=2`, { key: stranger });
    expect(first.status).toBe(200);
    expect(first.body.items.map((f: any) => f.listing.title)).toEqual(['Third piano', 'Second piano']);
    expect(first.body.items[0].listing.route).toEqual({ from: 'Austin, TX', to: 'Tucson, AZ' });
    expect(first.body.totalCount).toBeGreaterThanOrEqual(3);
    const next = first.body.links.find((l: any) => l.rel === 'next').href as string;
    const second = await api.call('GET', next.slice(api.url.length), { key: stranger });
    expect(second.body.items.map((f: any) => f.listing.title)).toEqual(['First piano']);
    expect(second.body).toMatchObject({ totalCount: 3, links: [] });
    expect((await api.call('GET', '/v2/users/999999999/feedback', { key: stranger })).status).toBe(404);
    expect((await api.call('GET', `/v2/users/${ratedId}/feedback?$top=0`, { key: stranger })).status).toBe(400);
    expect((await api.call('GET', `/v2/users/${ratedId}/feedback`)).status).toBe(401);
  });
});
