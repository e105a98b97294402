import { beforeAll, describe, expect, it } from 'vitest';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { putItems } from '../../shared/data/bulk.ts';
import { keys } from '../../shared/data/keys.ts';
import { bidBody, listingBody, rateRequestBody } from '../support/listings.ts';

// Preferred and blocked providers (docs/provider-relations.md), over HTTP against DynamoDB Local: a
// shipper's marks are its own; a blocked carrier can neither bid, ask, book nor rate, is not told
// who blocked it, and hears no alert of the shipper's listings; a preferred one hears of each new
// listing at once, and its bids say so to that shipper only.

const api = apiForThisFile();
let shipper: string;
let shipperId: number;
let carrier: string;
let carrierId: number;
let other: string;
let otherId: number;
let shipperOnly: number;
beforeAll(async () => {
  ({
    key: shipper,
    user: { userId: shipperId },
  } = await api.user('Shipper'));
  ({
    key: carrier,
    user: { userId: carrierId },
  } = await api.user('ServiceProvider'));
  ({
    key: other,
    user: { userId: otherId },
  } = await api.user('ServiceProvider'));
  ({
    user: { userId: shipperOnly },
  } = await api.user('Shipper'));
});

const mark = (key: string, userId: number, relation: unknown) =>
  api.call('PUT', `/v2/users/me/providers/${userId}`, { key, body: { relation } });
const idOf = (res: { headers: Headers }) => Number(res.headers.get('location')!.split('/').pop());
const newListing = async (overrides: Record<string, unknown> = {}, key = shipper) =>
  idOf(await api.call('POST', '/v2/listings', { key, body: listingBody(overrides) }));
const inboxOf = async (key: string, kind: string) =>
  ((await api.call('GET', '/v2/notifications?$top=100', { key })).body.items as any[]).filter((n) => n.kind === kind);

describe('a shipper’s marks', () => {
  it('PUT marks (201 the first time, 200 after), GET lists and reads, DELETE clears; another shipper’s list is its own', async () => {
    const { key } = await api.user('Shipper');
    const first = await mark(key, carrierId, 'preferred');
    expect(first.status).toBe(201);
    expect(first.headers.get('location')).toBe(`${api.url}/v2/users/me/providers/${carrierId}`);
    expect(first.body).toMatchObject({ userId: carrierId, relation: 'Preferred', since: expect.any(String) });
    const again = await mark(key, carrierId, 'Blocked');
    expect(again.status).toBe(200);
    expect(again.body.relation).toBe('Blocked');
    expect((await mark(key, otherId, 'Preferred')).status).toBe(201);
    const list = await api.call('GET', '/v2/users/me/providers', { key });
    expect(list.body.totalCount).toBe(2);
    expect(list.body.items.map((r: any) => [r.userId, r.relation]).sort()).toEqual(
      [
        [carrierId, 'Blocked'],
        [otherId, 'Preferred'],
      ].sort(),
    );
    expect((await api.call('GET', `/v2/users/me/providers/${carrierId}`, { key })).body.relation).toBe('Blocked');
    expect((await api.call('DELETE', `/v2/users/me/providers/${carrierId}`, { key })).status).toBe(204);
    const gone = await api.call('GET', `/v2/users/me/providers/${carrierId}`, { key });
    expect(gone.status).toBe(404);
    expect(errorsOf(gone.body)[0]!.field).toBe('userId');
    expect((await api.call('GET', '/v2/users/me/providers', { key: shipper })).body.totalCount).toBe(0);
  });

  it('refusals name their field: a relation not offered, oneself, a user who is not a carrier or broker, one who does not exist; no key 401', async () => {
    const cases: [number, unknown, number, string][] = [
      [carrierId, 'Favourite', 400, 'relation'],
      [shipperId, 'Blocked', 400, 'userId'],
      [shipperOnly, 'Blocked', 400, 'userId'],
      [99_999_999_999, 'Blocked', 404, 'userId'],
    ];
    for (const [userId, relation, status, field] of cases) {
      const res = await mark(shipper, userId, relation);
      expect(res.status, `${userId} ${relation}`).toBe(status);
      expect(errorsOf(res.body)[0]!.field).toBe(field);
    }
    expect(
      (await api.call('PUT', `/v2/users/me/providers/${carrierId}`, { body: { relation: 'Blocked' } })).status,
    ).toBe(401);
    expect((await api.call('GET', '/v2/users/me/providers', { key: 'sk_sandbox_not-a-key' })).status).toBe(401);
    expect((await api.call('GET', '/v2/users/me/providers', { key: shipper })).body.totalCount).toBe(0);
  });
});

describe('blocked', () => {
  it('cannot bid, book at a set price, ask or offer a rate (403 that does not say who); others can; unblocked, it can again', async () => {
    const { key: blocker, user: blockerUser } = await api.user('Broker');
    expect((await mark(blocker, carrierId, 'Blocked')).status).toBe(201);
    const auction = await newListing({}, blocker);
    const bookItNow = await newListing({ pricing: { namedPrice: { amount: 1000, currencyType: 'USD' } } }, blocker);
    const request = (await api.call('POST', '/v2/raterequests', { key: blocker, body: rateRequestBody() })).body
      .rateRequestID as number;
    const refusals = [
      await api.call('POST', `/v2/listings/${auction}/bids`, { key: carrier, body: bidBody(900) }),
      await api.call('POST', `/v2/listings/${bookItNow}/bids`, { key: carrier, body: bidBody(1000) }),
      await api.call('POST', `/v2/listings/${auction}/questions`, { key: carrier, body: { text: 'Does it run?' } }),
      await api.call('POST', `/v2/raterequests/${request}/rates`, {
        key: carrier,
        body: {
          price: { amount: 480, currencyType: 'USD' },
          transitDays: 3,
          serviceLevel: 'Standard',
          expiresOn: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        },
      }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(403);
      expect(errorsOf(res.body)[0]!.field).toMatch(/^(listingId|rateRequestID)$/);
      expect(JSON.stringify(res.body)).not.toMatch(/block|Broker|Test User/i);
      expect(JSON.stringify(res.body)).not.toContain(String(blockerUser.userId));
    }
    expect(
      JSON.stringify((await api.call('GET', `/v2/listings/${bookItNow}`, { key: blocker })).body.status),
    ).not.toMatch(/Booked/);
    expect((await api.call('POST', `/v2/listings/${auction}/bids`, { key: other, body: bidBody(950) })).status).toBe(
      201,
    );
    expect((await api.call('DELETE', `/v2/users/me/providers/${carrierId}`, { key: blocker })).status).toBe(204);
    expect((await api.call('POST', `/v2/listings/${auction}/bids`, { key: carrier, body: bidBody(900) })).status).toBe(
      201,
    );
  });

  it('hears no alert of the shipper’s listings; a carrier with the same saved search does', async () => {
    const { key: blocker } = await api.user('Shipper');
    const { key: watcher } = await api.user('ServiceProvider');
    const {
      key: blocked,
      user: { userId: blockedId },
    } = await api.user('ServiceProvider');
    expect((await mark(blocker, blockedId, 'Blocked')).status).toBe(201);
    const search = {
      name: 'Cars near Austin',
      query: { commodities: ['Vehicles'], origin: { coordinates: { latitude: 30.25, longitude: -97.75, radius: 60 } } },
      alerts: 'instant',
    };
    for (const key of [watcher, blocked])
      expect((await api.call('POST', '/v2/searches', { key, body: search })).status).toBe(201);
    const listingId = await newListing({}, blocker);
    await eventually(
      () => inboxOf(watcher, 'ListingMatched'),
      (items) => items.some((n) => n.data.listingId === listingId),
      'the alert to the other carrier',
    );
    // the blocked carrier's alert would have come with the other's, from the same stream record
    const marker = await newListing({}, shipper);
    await eventually(
      () => inboxOf(blocked, 'ListingMatched'),
      (items) => items.some((n) => n.data.listingId === marker),
      'an alert of another shipper’s listing',
    );
    expect((await inboxOf(blocked, 'ListingMatched')).some((n) => n.data.listingId === listingId)).toBe(false);
  });
});

describe('a shipper’s marks, read whole by its list, the bid lists and the alerter', () => {
  it('are 1,000 at most: a new one past them is 409 naming userId; one already made changes as before', async () => {
    const {
      key,
      user: { userId },
    } = await api.user('Shipper');
    expect((await mark(key, carrierId, 'Preferred')).status).toBe(201);
    const since = new Date().toISOString();
    await putItems(
      Array.from({ length: 999 }, (_, i) => ({
        ...keys.providerRelation(userId, 900_000_000 + i),
        entity: 'ProviderRelation',
        shipperId: userId,
        providerId: 900_000_000 + i,
        relation: 'Preferred',
        since,
      })),
    );
    const refused = await mark(key, otherId, 'Blocked');
    expect(refused.status).toBe(409);
    expect(errorsOf(refused.body)[0]).toMatchObject({
      field: 'userId',
      reason: expect.stringMatching(/1000 providers/),
    });
    expect((await mark(key, carrierId, 'Blocked')).status).toBe(200);
    expect((await api.call('DELETE', `/v2/users/me/providers/${carrierId}`, { key })).status).toBe(204);
    expect((await mark(key, otherId, 'Blocked')).status).toBe(201);
  });
});

describe('blocked, in search', () => {
  // to Portland, Maine: no other listing of this file goes there, so every count below is these
  const [pickup, delivery] = listingBody().route.items;
  const toMaine = () => ({
    title: 'Sedan to Portland, Maine',
    route: {
      items: [
        pickup,
        {
          ...delivery,
          address: { streetAddress: '389 Congress St', postalCode: '04101', country: 'US', type: 'Residence' },
        },
      ],
    },
  });
  const search = (key: string, body: unknown, paging = '') => api.call('POST', `/v2/search${paging}`, { key, body });
  const idsOf = (res: { body: any }) => (res.body.items as any[]).map((item) => item.listingId as number).sort();

  it('finds none of the shipper’s listings, nor counts them, under every read (regions, sorted pages, around a point, a saved search); others find them; unblocked, it does', async () => {
    const { key: blocker } = await api.user('Shipper');
    const {
      key: blocked,
      user: { userId: blockedId },
    } = await api.user('ServiceProvider');
    expect((await mark(blocker, blockedId, 'Blocked')).status).toBe(201);
    const hidden = [await newListing(toMaine(), blocker), await newListing(toMaine(), blocker)];
    const shown = [
      await newListing(toMaine(), shipper),
      await newListing(toMaine(), shipper),
      await newListing(toMaine(), shipper),
    ];
    const toMaineOnly = { destination: { regions: ['USA-ME'] } };
    await eventually(
      () => search(other, toMaineOnly),
      (res) => res.body.totalCount === 5,
      'all five indexed',
    );

    // the exact count from the tallies, less what is hidden
    const all = await search(blocked, toMaineOnly);
    expect(all.body.totalCount).toBe(3);
    expect(idsOf(all)).toEqual([...shown].sort());
    // a page that does not read every match: its shippers' entries read are left out of the count in
    // the share it read them (no read per blocking shipper: docs/provider-relations.md), between the
    // page's promise and the tallies' count
    const paged = await search(blocked, { ...toMaineOnly, sort: [{ by: 'Price' }] }, '?$top=1');
    expect(paged.body.totalCount).toBeGreaterThanOrEqual(2);
    expect(paged.body.totalCount).toBeLessThanOrEqual(5);
    expect(shown).toContain(paged.body.items[0].listingId);
    const next = new URL(paged.body.links.find((l: any) => l.rel === 'next').href);
    const second = await api.call('POST', `${next.pathname}${next.search}`, {
      key: blocked,
      body: { ...toMaineOnly, sort: [{ by: 'Price' }] },
    });
    expect(shown).toContain(second.body.items[0].listingId);
    // around a point (the near places), nearest first
    const near = await search(blocked, {
      ...toMaineOnly,
      origin: { coordinates: { latitude: 30.25, longitude: -97.75, radius: 60 } },
    });
    expect(idsOf(near)).toEqual([...shown].sort());
    expect(near.body.totalCount).toBe(3);
    // a saved search's results are a search
    const saved = await api.call('POST', '/v2/searches', {
      key: blocked,
      body: { name: 'Maine', query: toMaineOnly, alerts: 'none' },
    });
    const results = await api.call('GET', `${new URL(saved.headers.get('location')!).pathname}/results`, {
      key: blocked,
    });
    expect(idsOf(results)).toEqual([...shown].sort());
    // another carrier finds all five
    expect(idsOf(await search(other, toMaineOnly))).toEqual([...hidden, ...shown].sort());

    // a block or an unblock holds on the very next request, whatever key a warm function resolved (docs/auth.md,
    // "Revocation")
    expect((await api.call('DELETE', `/v2/users/me/providers/${blockedId}`, { key: blocker })).status).toBe(204);
    const unblocked = await search(blocked, toMaineOnly);
    expect(unblocked.body.totalCount).toBe(5);
    expect(idsOf(unblocked)).toEqual([...hidden, ...shown].sort());
    expect((await mark(blocker, blockedId, 'Blocked')).status).toBe(201);
    expect((await search(blocked, toMaineOnly)).body.totalCount).toBe(3);
    // marked preferred after a block: found
    expect((await mark(blocker, blockedId, 'Preferred')).status).toBe(200);
    expect((await search(blocked, toMaineOnly)).body.totalCount).toBe(5);
  });
});

describe('preferred', () => {
  it('hears of each new listing at once without a saved search; its bids carry preferred: true for that shipper only', async () => {
    const {
      key: fan,
      user: { userId: fanId },
    } = await api.user('Shipper');
    expect((await mark(fan, carrierId, 'Preferred')).status).toBe(201);
    const saved = await newListing({ status: 'Saved' }, fan);
    const listingId = await newListing({}, fan);
    const [posted] = await eventually(
      () => inboxOf(carrier, 'ListingPosted'),
      (items) => items.some((n) => n.data.listingId === listingId),
      'the preferred carrier told',
    ).then((items) => items.filter((n) => n.data.listingId === listingId));
    expect(posted.data).toMatchObject({
      listingId,
      shipperId: fanId,
      listing: { listingId, title: '2018 Toyota Camry, Austin to Tucson', pickup: { postalCode: '78704' } },
    });
    expect((await inboxOf(other, 'ListingPosted')).some((n) => n.data.listingId === listingId)).toBe(false);
    // a Saved listing is not new until it is activated
    expect((await inboxOf(carrier, 'ListingPosted')).some((n) => n.data.listingId === saved)).toBe(false);
    expect((await api.call('POST', `/v2/listings/${saved}/activation`, { key: fan })).status).toBe(204);
    await eventually(
      () => inboxOf(carrier, 'ListingPosted'),
      (items) => items.some((n) => n.data.listingId === saved),
      'the activated listing told',
    );

    const mine = await api.call('POST', `/v2/listings/${listingId}/bids`, { key: carrier, body: bidBody(900) });
    const theirs = await api.call('POST', `/v2/listings/${listingId}/bids`, { key: other, body: bidBody(950) });
    const bids = (await api.call('GET', `/v2/listings/${listingId}/bids`, { key: fan })).body.items as any[];
    expect(bids.find((b) => b.bidId === mine.body.bidId).preferred).toBe(true);
    expect(bids.find((b) => b.bidId === theirs.body.bidId).preferred).toBeUndefined();
    expect((await api.call('GET', `/v2/bids/${mine.body.bidId}`, { key: fan })).body.preferred).toBe(true);
    // the carrier's own view, and another shipper's listing, say nothing
    expect((await api.call('GET', `/v2/bids/${mine.body.bidId}`, { key: carrier })).body.preferred).toBeUndefined();
    const elsewhere = await newListing({}, shipper);
    const bid = await api.call('POST', `/v2/listings/${elsewhere}/bids`, { key: carrier, body: bidBody(900) });
    expect((await api.call('GET', `/v2/bids/${bid.body.bidId}`, { key: shipper })).body.preferred).toBeUndefined();
  });
});
