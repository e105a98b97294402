import { beforeAll, describe, expect, it } from 'vitest';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { bidBody, listingBody, rateRequestBody } from '../support/listings.ts';
import { operations } from '../../shared/contract/operations.ts';
import { routes, type Route } from '../../shared/routes/http.ts';
import { issueApiKey } from '../../shared/domain/auth/service.ts';
import { setUserStatus } from '../../shared/data/users.ts';
import { eventually } from '../support/eventually.ts';

// OWASP API Security Top 10 cases, over every route where it applies (docs/auth.md):
// API1 another user's ids -> 403/404 and no data; API2 keys of the other stage, revoked keys;
// API5 held and suspended users writing; API8 path ids that are not ids. Image uploads that lie
// about their type and oversized multipart (API4) are in profile-images.test.ts.

const api = apiForThisFile();
const world = {} as {
  shipper: string;
  provider: string;
  otherShipper: string;
  otherProvider: string;
  listingId: string;
  bidId: string;
  rateRequestID: string;
  webhookId: string;
  notificationId: string;
  shipperId: number;
};

beforeAll(async () => {
  const carrier = {
    profile: {
      entityType: 'Carrier' as const,
      trailerTypes: ['AutoCarrier'],
      commodities: ['Vehicles', 'LessThanTruckload'],
      regions: ['NA-USA'],
    },
  };
  world.shipper = (await api.user('Shipper')).key;
  world.provider = (await api.user('ServiceProvider', carrier)).key;
  world.otherShipper = (await api.user('Shipper')).key;
  world.otherProvider = (await api.user('ServiceProvider', carrier)).key;
  world.shipperId = (await api.call('GET', '/v2/', { key: world.shipper })).body.userId;
  // a listing booked by `provider`, with a dispatched transit status
  const listing = await api.call('POST', '/v2/listings', { key: world.shipper, body: listingBody() });
  world.listingId = listing.headers.get('location')!.split('/').pop()!;
  const bid = await api.call('POST', `/v2/listings/${world.listingId}/bids`, { key: world.provider, body: bidBody() });
  world.bidId = String(bid.body.bidId);
  expect((await api.call('POST', `/v2/bids/${world.bidId}/acceptance`, { key: world.shipper })).status).toBe(200);
  expect((await api.call('POST', `/v2/listings/${world.listingId}/dispatched`, { key: world.provider })).status).toBe(
    201,
  );
  const rateRequest = await api.call('POST', '/v2/raterequests', { key: world.shipper, body: rateRequestBody() });
  expect(rateRequest.status, JSON.stringify(rateRequest.body)).toBe(201);
  world.rateRequestID = String(rateRequest.body.rateRequestID);
  world.webhookId = (
    await api.call('POST', '/v2/webhooks', {
      key: world.shipper,
      body: { url: 'https://hooks.example.com/x', eventTypes: ['Listing.Booked/v1'] },
    })
  ).body.webhookId;
  // the shipper's inbox fills from the stream (bid placed, booked, dispatched)
  world.notificationId = await eventually<string>(
    async () => (await api.call('GET', '/v2/notifications', { key: world.shipper })).body.items[0]?.notificationId,
    Boolean,
    "the shipper's first notification",
  );
  expect(world.notificationId).toBeTruthy();
});

const pathWith = (route: Route, ids: Record<string, unknown>) =>
  route.path.replace(/\{(\w+)\}/g, (_, name: string) => String(ids[name] ?? '1'));
const bodyOf = (route: Route) => operations[route.id]?.body?.example;
const refused = (status: number) => status === 403 || status === 404;

describe("API1: another user's resources", () => {
  it('the other shipper can neither change nor read the private parts of a listing, its bids, contacts or transit', async () => {
    const key = world.otherShipper;
    const listing = `/v2/listings/${world.listingId}`;
    for (const [method, path] of [
      ['POST', `${listing}/cancellation`],
      ['POST', `${listing}/activation`],
      ['GET', `${listing}/contacts`],
      ['GET', `${listing}/transitStatuses`],
      ['GET', `${listing}/track`],
      ['GET', `/v2/bids/${world.bidId}`],
      ['POST', `/v2/bids/${world.bidId}/acceptance`],
    ] as const) {
      const res = await api.call(method, path, { key });
      expect(refused(res.status), `${method} ${path}: ${res.status}`).toBe(true);
      errorsOf(res.body);
    }
    const declined = await api.call('POST', `/v2/bids/${world.bidId}/declination`, {
      key,
      body: bodyOf(routes.find((r) => r.id === 'DeclineBid')!),
    });
    expect(refused(declined.status)).toBe(true);
    // what anyone signed in may see of a listing carries nothing private
    const seen = await api.call('GET', listing, { key });
    if (seen.status === 200) {
      expect(JSON.stringify(seen.body)).not.toMatch(
        /streetAddress|confidentialDescription|acceptedBidId|contactPhoneNumber/,
      );
    }
    const bids = await api.call('GET', `${listing}/bids`, { key });
    expect(bids.status === 200 ? bids.body.items : []).toEqual([]);
  });

  it("the other provider cannot report transit, read contacts or tracking, or see another provider's bid", async () => {
    const key = world.otherProvider;
    for (const route of routes.filter((r) =>
      [
        'ReportDispatched',
        'ReportPickedUp',
        'ReportDelivered',
        'ReportLocation',
        'GetListingContacts',
        'TrackListing',
        'GetTransitStatuses',
        'GetBid',
      ].includes(r.id),
    )) {
      const res = await api.call(route.method, pathWith(route, world), { key, body: bodyOf(route) });
      expect(refused(res.status), `${route.id}: ${res.status}`).toBe(true);
    }
  });

  it("rates, webhooks and notifications are their owner's alone", async () => {
    for (const route of routes.filter((r) =>
      [
        'ListRates',
        'ListRatesUnversioned',
        'BookRate',
        'DeleteWebhook',
        'ListWebhookDeliveries',
        'MarkNotificationRead',
      ].includes(r.id),
    )) {
      const res = await api.call(route.method, pathWith(route, { ...world, rateId: '1' }), { key: world.otherShipper });
      expect(refused(res.status), `${route.id}: ${res.status} ${JSON.stringify(res.body)}`).toBe(true);
    }
    // and nothing changed for the owner
    expect(
      (await api.call('GET', '/v2/webhooks', { key: world.shipper })).body.items.map(
        (w: { webhookId: string }) => w.webhookId,
      ),
    ).toContain(world.webhookId);
    const inbox = (await api.call('GET', '/v2/notifications', { key: world.shipper })).body.items;
    expect(inbox.find((n: { notificationId: string }) => n.notificationId === world.notificationId).read).toBe(false);
    // a carrier pricing a rate request never sees the requester's street address
    const request = await api.call('GET', `/v2/raterequests/${world.rateRequestID}`, { key: world.otherProvider });
    if (request.status === 200) expect(JSON.stringify(request.body)).not.toMatch(/streetAddress/);
    else expect(refused(request.status)).toBe(true);
  });
});

const keyRoutes = routes.filter((r) => r.auth === 'key');

describe('API2: keys that must not work', () => {
  it('a key of the other stage gets 401 naming the stage on every route that needs a key', async () => {
    const { user } = await api.user('Shipper');
    const production = await issueApiKey(user.userId, 'production');
    for (const route of keyRoutes) {
      const res = await api.call(route.method, pathWith(route, world), { key: production, body: bodyOf(route) });
      expect(res.status, route.id).toBe(401);
      expect(errorsOf(res.body)[0]!.code).toBe(40103);
    }
  });

  it('a revoked key gets 401 on every route that needs a key', async () => {
    const { user } = await api.user('Shipper');
    const key = await issueApiKey(user.userId);
    const password = 'revoke-me-1';
    const created = await api.call('POST', '/v2/users', {
      key: (await api.user('Affiliate')).key,
      body: {
        user: {
          userType: 'Shipper',
          firstName: 'Rae',
          lastName: 'Voke',
          emailAddress: `revoke-${user.userId}@test.example`,
          password,
          mobilePhone: '+1 555 010 0101',
        },
      },
    });
    const own = await api.call('POST', '/v2/apikeys', {
      body: { emailAddress: `revoke-${user.userId}@test.example`, password },
    });
    expect(created.status).toBe(201);
    expect(
      (
        await api.call('POST', '/v2/apikeys/revocation', {
          body: { emailAddress: `revoke-${user.userId}@test.example`, password },
        })
      ).status,
    ).toBe(204);
    for (const route of keyRoutes) {
      const res = await api.call(route.method, pathWith(route, world), { key: own.body.apiKey, body: bodyOf(route) });
      expect(res.status, route.id).toBe(401);
    }
    expect((await api.call('GET', '/v2/', { key })).status).toBe(200); // other users' keys are untouched
  });
});

describe('API5: held and suspended users cannot write', () => {
  for (const status of ['Held', 'Suspended'] as const) {
    it(`a ${status} user gets 403 on every route that writes, and can still read`, async () => {
      const { user, key } = await api.user('ServiceProvider');
      await setUserStatus(user.userId, status);
      for (const route of keyRoutes.filter((r) => r.table === 'readwrite')) {
        const res = await api.call(route.method, pathWith(route, world), { key, body: bodyOf(route) });
        expect(res.status, route.id).toBe(403);
        expect(res.body.reason).toMatch(new RegExp(status));
      }
      expect((await api.call('GET', '/v2/', { key })).status).toBe(200);
    });
  }
});

describe('API8: path ids that are not ids', () => {
  const integerParams = new Set(['userId', 'listingId', 'bidId', 'rateRequestID', 'rateId']);
  const junk = ['abc', '1.5', '-1', '0', '1e3', '99999999999999999999', '%00', '1%20OR%201%3D1', '0x10', '1;2'];
  it('every integer path parameter refuses anything but a positive integer with 400 naming it', async () => {
    let checked = 0;
    for (const route of routes.filter((r) =>
      [...r.path.matchAll(/\{(\w+)\}/g)].some(([, name]) => integerParams.has(name!)),
    )) {
      const param = [...route.path.matchAll(/\{(\w+)\}/g)]
        .map(([, name]) => name!)
        .find((name) => integerParams.has(name))!;
      for (const value of junk) {
        const path = route.path.replace(`{${param}}`, value).replace(/\{(\w+)\}/g, '1');
        const res = await api.call(route.method, path, { key: world.shipper, body: bodyOf(route) });
        expect(res.status, `${route.id} ${value}`).toBe(400);
        expect(
          errorsOf(res.body).map((e) => e.field),
          `${route.id} ${value}`,
        ).toContain(param);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });
});
