import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { bidBody, listingBody } from '../support/listings.ts';
import { clearFaults, failNext, faultSpent, tableSnapshot, timeout } from '../support/faults.ts';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../shared/data/client.ts';

// Fault injection (docs/errors.md): when DynamoDB throttles or times out, the API answers 503 with
// Retry-After in the 7.2 format, and the failed request has changed nothing: each write of a
// request is failed in turn, and the table is compared item by item before and after.

const api = apiForThisFile();
let shipper: string;
let provider: string;
beforeAll(async () => {
  ({ key: shipper } = await api.user('Shipper'));
  ({ key: provider } = await api.user('ServiceProvider', {
    profile: { entityType: 'Carrier', trailerTypes: ['AutoCarrier'], commodities: ['Vehicles'], regions: ['NA-USA'] },
  }));
});
afterEach(clearFaults);

type Call = () => ReturnType<typeof api.call>;

/**
 * Fails the 1st, 2nd, ... write of `call` until it gets through: each failed attempt must be a
 * 503 that left the table as it was. Returns the successful response and how many writes it made.
 */
async function atomicUnderFaults(
  call: Call,
  expected: number,
): Promise<{ response: Awaited<ReturnType<Call>>; writes: number }> {
  for (let failAt = 1; failAt <= 20; failAt += 1) {
    const before = await tableSnapshot();
    failNext({ failAt });
    const response = await call();
    if (faultSpent()) {
      expect(response.status, `write ${failAt} failed: ${JSON.stringify(response.body)?.slice(0, 300)}`).toBe(503);
      expect(response.headers.get('retry-after')).toBe('1');
      expect(errorsOf(response.body)[0]!.code).toBe(50000);
      expect(await tableSnapshot(), `write ${failAt} of ${failAt} left a partial change`).toEqual(before);
    } else {
      clearFaults();
      expect(response.status).toBe(expected);
      return { response, writes: failAt - 1 };
    }
  }
  throw new Error('more than 20 writes in one request');
}

describe('a throttled or timed-out table', () => {
  it('a read that times out is a 503 with Retry-After, and the next request is served', async () => {
    failNext({ commands: /^(Get|Query)/, error: timeout });
    const failed = await api.call('GET', '/v2/listings', { key: shipper });
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('1');
    expect(errorsOf(failed.body)[0]!.field).toBe('request');
    expect((await api.call('GET', '/v2/listings', { key: shipper })).status).toBe(200);
  });

  it('listing, bid, acceptance and a transit report: each failed write changes nothing', async () => {
    const created = await atomicUnderFaults(
      () => api.call('POST', '/v2/listings', { key: shipper, body: listingBody() }),
      201,
    );
    const listingPath = new URL(created.response.headers.get('location')!).pathname;
    const listingId = listingPath.split('/').pop();
    const bid = await atomicUnderFaults(
      () => api.call('POST', `/v2/listings/${listingId}/bids`, { key: provider, body: bidBody(850) }),
      201,
    );
    const accepted = await atomicUnderFaults(
      () => api.call('POST', `/v2/bids/${bid.response.body.bidId}/acceptance`, { key: shipper }),
      200,
    );
    expect(accepted.writes).toBeGreaterThanOrEqual(1);
    await atomicUnderFaults(() => api.call('POST', `/v2/listings/${listingId}/dispatched`, { key: provider }), 201);
    const listing = await api.call('GET', listingPath, { key: shipper });
    expect(listing.body.status.value).toBe('Booked');
    expect(listing.body.transitStatus.value).toBe('Dispatched');
  });

  it('a bid at a BookItNow price books the listing in one transaction: a failure books nothing', async () => {
    const { key: broker } = await api.user('Broker');
    const listing = await api.call('POST', '/v2/listings', {
      key: broker,
      body: listingBody({ pricing: { namedPrice: { amount: 1000, currencyType: 'USD' } } }),
    });
    const listingId = listing.headers.get('location')!.split('/').pop();
    const placed = await atomicUnderFaults(
      () => api.call('POST', `/v2/listings/${listingId}/bids`, { key: provider, body: bidBody(1000) }),
      201,
    );
    expect(placed.writes).toBe(1);
    expect(placed.response.body.state.value).toBe('Accepted');
    expect((await api.call('GET', `/v2/listings/${listingId}`, { key: broker })).body.status.value).toBe('Booked');
  });

  it('accepting with other bids open: once the booking commits, a failure closing the others is not a 503', async () => {
    const { key: rival } = await api.user('ServiceProvider', {
      profile: { entityType: 'Carrier', trailerTypes: ['AutoCarrier'], commodities: ['Vehicles'], regions: ['NA-USA'] },
    });
    const listingId = (await api.call('POST', '/v2/listings', { key: shipper, body: listingBody() })).headers
      .get('location')!
      .split('/')
      .pop();
    const winner = (await api.call('POST', `/v2/listings/${listingId}/bids`, { key: provider, body: bidBody(800) }))
      .body.bidId;
    const loser = (await api.call('POST', `/v2/listings/${listingId}/bids`, { key: rival, body: bidBody(900) })).body
      .bidId;
    failNext({ failAt: 2 }); // the booking transaction is write 1; closing the other bid is write 2
    const accepted = await api.call('POST', `/v2/bids/${winner}/acceptance`, { key: shipper });
    expect(faultSpent()).toBe(true);
    expect(accepted.status).toBe(200);
    expect(accepted.body.state.value).toBe('Accepted');
    expect((await api.call('GET', `/v2/bids/${loser}`, { key: shipper })).body.state.value).toBe('Active'); // left open, harmlessly:
    expect((await api.call('POST', `/v2/bids/${loser}/acceptance`, { key: shipper })).status).toBe(409);
  });

  it('with an Idempotency-Key, a 503 releases the key: the retry creates once', async () => {
    const headers = { 'idempotency-key': `fault-${Date.now()}` };
    failNext({ failAt: 2 });
    const failed = await api.call('POST', '/v2/listings', { key: shipper, body: listingBody(), headers });
    expect(failed.status).toBe(503);
    const before = (await api.call('GET', '/v2/listings', { key: shipper })).body.totalCount;
    const retried = await api.call('POST', '/v2/listings', { key: shipper, body: listingBody(), headers });
    expect(retried.status).toBe(201);
    const replayed = await api.call('POST', '/v2/listings', { key: shipper, body: listingBody(), headers });
    expect(replayed.headers.get('location')).toBe(retried.headers.get('location'));
    expect((await api.call('GET', '/v2/listings', { key: shipper })).body.totalCount).toBe(before + 1);
  });
});

// A write DynamoDB applied whose answer was lost (docs/reliability.md): the SDK sends it again and
// meets its own change, or gives up on a table that throttles its retries. Found by the chaos soak
// (npm run bench:chaos) and by reading the code; each replayed here on the one call it hit.
describe('a write applied, its answer lost', () => {
  const listingOf = async () =>
    Number(
      (await api.call('POST', '/v2/listings', { key: shipper, body: listingBody() })).headers
        .get('location')!
        .split('/')
        .pop(),
    );

  it('a cancellation the SDK sends again answers 204, not a 409 for the listing its own first attempt cancelled', async () => {
    const listingId = await listingOf();
    failNext({ commands: /^Update/, matching: /LISTING#STATE/, mode: 'lostReply' });
    const cancelled = await api.call('POST', `/v2/listings/${listingId}/cancellation`, { key: shipper });
    expect(faultSpent()).toBe(true);
    expect(cancelled.status).toBe(204);
    expect((await api.call('GET', `/v2/listings/${listingId}`, { key: shipper })).body.status.value).toBe('Cancelled');
  });

  it('a rate request sent again is one rate request, not a second under a new id', async () => {
    const { rateRequestBody } = await import('../support/listings.ts');
    const { key } = await api.user('Shipper');
    failNext({ commands: /^Put/, matching: /RATEREQ#/, mode: 'lostReply' });
    const created = await api.call('POST', '/v2/raterequests', { key, body: rateRequestBody() });
    expect(faultSpent()).toBe(true);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const mine = await db().send(
      new QueryCommand({
        TableName: api.tableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': `USER#${(await api.call('GET', '/v2/', { key })).body.userId}#RATEREQS` },
      }),
    );
    expect(mine.Items).toHaveLength(1);
  });

  it('an Idempotency-Key claimed, then the SDK gave up: the request goes on (no claim left InProgress for a retry to wait on)', async () => {
    const headers = { 'idempotency-key': `claimed-${Date.now()}` };
    failNext({ commands: /^Put/, matching: /IDEMPOTENCY#/, mode: 'appliedThenFailed' });
    const created = await api.call('POST', '/v2/listings', { key: shipper, body: listingBody(), headers });
    expect(faultSpent()).toBe(true);
    expect(created.status).toBe(201);
    const again = await api.call('POST', '/v2/listings', { key: shipper, body: listingBody(), headers });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('location')).toBe(created.headers.get('location'));
  });

  it('a transaction applied, then the SDK gave up on its throttled retries: it is sent again with its token and answered as done, once', async () => {
    const before = (await api.call('GET', '/v2/listings', { key: shipper })).body.totalCount;
    failNext({ commands: /^TransactWrite/, mode: 'appliedThenFailed' });
    const created = await api.call('POST', '/v2/listings', { key: shipper, body: listingBody() });
    expect(faultSpent()).toBe(true);
    expect(created.status).toBe(201);
    expect((await api.call('GET', '/v2/listings', { key: shipper })).body.totalCount).toBe(before + 1);
  });

  it('a 503 says nothing was changed only when nothing was: after a write that applied, it says to retry with the same key, and that retry finishes', async () => {
    const { key } = await api.user('Shipper');
    const preferences = () => api.call('GET', '/v2/users/me/notifications', { key });
    const change = (language: string, headers?: Record<string, string>) =>
      api.call('PUT', '/v2/users/me/notifications', { key, body: { language }, headers });
    expect((await preferences()).body.language).toBe('en'); // made on the first read: the PUT's first write is its change
    failNext({ commands: /^Update/, matching: /NOTIFICATIONPREFS/ });
    const refused = await change('fr');
    expect(faultSpent()).toBe(true);
    expect(refused.status).toBe(503);
    expect(refused.body.reason).toMatch(/nothing was changed/);
    expect((await preferences()).body.language).not.toBe('fr');

    const headers = { 'idempotency-key': `applied-${Date.now()}` };
    failNext({ commands: /^Update/, matching: /NOTIFICATIONPREFS/, mode: 'appliedThenFailed' });
    const applied = await change('de', headers);
    expect(faultSpent()).toBe(true);
    expect(applied.status).toBe(503);
    expect(applied.headers.get('retry-after')).toBe('1');
    expect(applied.body.reason).not.toMatch(/nothing was changed/);
    expect(applied.body.reason).toMatch(/may have been done.*same Idempotency-Key/);
    expect((await preferences()).body.language).toBe('de');
    const retried = await change('de', headers);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.language).toBe('de');
  });

  it('a DELETE resent after a lost answer answers what its first attempt did (204), with its Idempotency-Key', async () => {
    const hook = await api.call('POST', '/v2/webhooks', {
      key: shipper,
      body: { url: 'http://127.0.0.1:9/hook', eventTypes: ['Bid.Placed/v1'] },
    });
    const path = `/v2/webhooks/${hook.body.webhookId}`;
    const headers = { 'idempotency-key': `delete-${Date.now()}` };
    expect((await api.call('DELETE', path, { key: shipper, headers })).status).toBe(204);
    const resent = await api.call('DELETE', path, { key: shipper, headers });
    expect(resent.status).toBe(204);
    expect(resent.headers.get('idempotent-replayed')).toBe('true');
    expect((await api.call('DELETE', path, { key: shipper })).status).toBe(404); // without the key, a new request: gone
  });
});
