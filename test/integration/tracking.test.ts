import { beforeAll, describe, expect, it } from 'vitest';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { bidBody, listingBody } from '../support/listings.ts';

const api = apiForThisFile();
let shipper: string;
let provider: string;
let stranger: string;
beforeAll(async () => {
  ({ key: shipper } = await api.user('Shipper'));
  ({ key: provider } = await api.user('ServiceProvider', {
    companyName: 'Desert Haul',
    primaryAddress: {
      streetAddress: '9 Depot Rd',
      majorMunicipality: 'Tucson',
      stateProvince: 'AZ',
      postalCode: '85701',
      country: 'US',
    },
  }));
  ({ key: stranger } = await api.user('ServiceProvider'));
});

const hour = 3_600_000;
/** A listing booked with `provider`; the accepted bid's deadlines are given relative to now. */
async function booked(deadlines: { pickupInHours?: number; deliveryInHours?: number } = {}): Promise<number> {
  const created = await api.call('POST', '/v2/listings', { key: shipper, body: listingBody() });
  const listingId = Number(created.headers.get('location')!.split('/').pop());
  const bid = await api.call('POST', `/v2/listings/${listingId}/bids`, {
    key: provider,
    body: bidBody(900, {
      latestPickup: new Date(Date.now() + (deadlines.pickupInHours ?? 48) * hour).toISOString(),
      latestDelivery: new Date(Date.now() + (deadlines.deliveryInHours ?? 96) * hour).toISOString(),
    }),
  });
  expect((await api.call('POST', `/v2/bids/${bid.body.bidId}/acceptance`, { key: shipper })).status).toBe(200);
  return listingId;
}
const post = (listingId: number, step: string, key = provider, body?: unknown) =>
  api.call('POST', `/v2/listings/${listingId}/${step}`, { key, ...(body !== undefined ? { body } : {}) });
const history = (listingId: number, key = shipper) =>
  api.call('GET', `/v2/listings/${listingId}/transitStatuses`, { key });

describe('transit status updates (spec 3.1)', () => {
  it.each([
    [['delivered']],
    [['dispatched', 'delivered']],
    [['pickedup', 'delivered']],
    [['dispatched', 'pickedup', 'delivered']],
  ])('the allowed sequence %j: 201 each, Location of the listing, history in order', async (steps) => {
    const listingId = await booked();
    const answered: unknown[] = [];
    for (const step of steps) {
      const res = await post(listingId, step);
      expect(res.status, step).toBe(201);
      expect(res.headers.get('location')).toBe(`${api.url}/v2/listings/${listingId}/`);
      answered.push(res.body);
    }
    const names: Record<string, string> = { dispatched: 'Dispatched', pickedup: 'PickedUp', delivered: 'Delivered' };
    const res = await history(listingId);
    expect(res.body.items.map((i: any) => i.status)).toEqual(['ReadyForDispatch', ...steps.map((s) => names[s])]);
    // each report answers the record it made, as the history lists it (not null: issue 50)
    expect(answered).toEqual(res.body.items.slice(1));
    expect((await api.call('GET', `/v2/listings/${listingId}`, { key: shipper })).body.transitStatus.value).toBe(
      'Delivered',
    );
  });

  it.each([
    [['dispatched'], 'dispatched'],
    [['pickedup'], 'dispatched'],
    [['pickedup'], 'pickedup'],
    [['delivered'], 'dispatched'],
    [['delivered'], 'pickedup'],
    [['delivered'], 'delivered'],
  ])('after %j, %s is a backward or repeated move: 409', async (done, step) => {
    const listingId = await booked();
    for (const s of done) expect((await post(listingId, s)).status).toBe(201);
    const res = await post(listingId, step);
    expect(res.status).toBe(409);
    expect(errorsOf(res.body)[0]!.field).toBe('status');
  });

  it("punctuality: NotApplicable for dispatch; OnTime before the bid's deadlines, NotOnTime after", async () => {
    const early = await booked({ pickupInHours: 24, deliveryInHours: 48 });
    for (const s of ['dispatched', 'pickedup', 'delivered']) await post(early, s);
    expect((await history(early)).body.items.map((i: any) => i.punctuality.value)).toEqual([
      'NotApplicable',
      'NotApplicable',
      'OnTime',
      'OnTime',
    ]);
    const late = await booked({ pickupInHours: -2, deliveryInHours: -1 });
    for (const s of ['pickedup', 'delivered']) await post(late, s);
    const items = (await history(late)).body.items;
    expect(items.map((i: any) => i.punctuality)).toEqual([
      { value: 'NotApplicable', label: 'Not applicable', shortLabel: 'Not applicable' },
      { value: 'NotOnTime', label: 'Late', shortLabel: 'Late' },
      { value: 'NotOnTime', label: 'Late', shortLabel: 'Late' },
    ]);
  });

  it('a stranger, the shipper, or anyone before booking gets 403', async () => {
    const listingId = await booked();
    expect((await post(listingId, 'dispatched', stranger)).status).toBe(403);
    expect((await post(listingId, 'dispatched', shipper)).status).toBe(403);
    const created = await api.call('POST', '/v2/listings', { key: shipper, body: listingBody() });
    const unbooked = Number(created.headers.get('location')!.split('/').pop());
    expect((await post(unbooked, 'dispatched', provider)).status).toBe(403);
    expect((await post(99999999, 'dispatched', provider)).status).toBe(404);
  });

  it('an optional body carries coordinates and a comment; coordinates come in pairs', async () => {
    const listingId = await booked();
    expect(
      (
        await post(listingId, 'dispatched', provider, {
          latitude: 31.76,
          longitude: -106.49,
          comment: 'Left El Paso yard',
        })
      ).status,
    ).toBe(201);
    const half = await post(listingId, 'pickedup', provider, { latitude: 31.7 });
    expect(half.status).toBe(400);
    expect(errorsOf(half.body)[0]!.field).toBe('longitude');
    const item = (await history(listingId)).body.items[1];
    expect(item).toMatchObject({
      status: 'Dispatched',
      latitude: 31.76,
      longitude: -106.49,
      comment: 'Left El Paso yard',
    });
  });

  it('50 concurrent status posts leave a forward-consistent history', async () => {
    const listingId = await booked();
    const steps = Array.from({ length: 50 }, (_, i) => ['dispatched', 'pickedup', 'delivered'][i % 3]!);
    const results = await Promise.all(steps.map((s) => post(listingId, s)));
    for (const r of results) expect([201, 409]).toContain(r.status);
    const ranks: Record<string, number> = { ReadyForDispatch: 0, Dispatched: 1, PickedUp: 2, Delivered: 3 };
    const statuses = (await history(listingId)).body.items.map((i: any) => ranks[i.status]);
    expect(statuses.length).toBe(1 + results.filter((r) => r.status === 201).length);
    for (let i = 1; i < statuses.length; i++) expect(statuses[i]).toBeGreaterThan(statuses[i - 1]);
    expect(statuses.length).toBeLessThanOrEqual(4);
  });
});

describe('location updates and GET /v2/listings/{id}/transitStatuses (spec 2.11)', () => {
  it('records location-only entries without a status; mostRecentLocation is the latest position', async () => {
    // a delivery the estimate makes on time (test/support/listings.ts opens the pickup in three days): a Late one would
    // add its own entry (docs/tracking.md, "Estimated arrival")
    const listingId = await booked({ deliveryInHours: 240 });
    await post(listingId, 'dispatched');
    // 22 km short of the delivery: outside its geofence (an arrival there is an entry of its own, docs/tracking.md)
    const located = await post(listingId, 'locations', provider, {
      latitude: 32.42,
      longitude: -110.97,
      comment: 'Fuel stop',
    });
    expect(located.status).toBe(201);
    const res = await history(listingId);
    expect(res.body.totalCount).toBe(3);
    expect(res.body.items[2]).toEqual({
      punctuality: { value: 'NotApplicable', label: 'Not applicable', shortLabel: 'Not applicable' },
      recorded: res.body.items[2].recorded,
      latitude: 32.42,
      longitude: -110.97,
      comment: 'Fuel stop',
    });
    expect(located.body).toEqual(res.body.items[2]);
    expect(res.body.mostRecentLocation).toMatchObject({ status: 'Dispatched', latitude: 32.42, longitude: -110.97 });
    expect((await post(listingId, 'locations', provider, { latitude: 32.22 })).status).toBe(400);
    expect((await post(listingId, 'locations', stranger, { latitude: 1, longitude: 1 })).status).toBe(403);
  });

  it('without a location there is no mostRecentLocation', async () => {
    const listingId = await booked();
    expect((await history(listingId)).body.mostRecentLocation).toBeUndefined();
  });

  it("only the lister and the winning bidder of a booked listing: others 403 with the spec's message", async () => {
    const listingId = await booked();
    expect((await history(listingId, provider)).status).toBe(200);
    const res = await history(listingId, stranger);
    expect(res.status).toBe(403);
    expect(res.body.reason).toMatch(/may not view this listing's transit status history/);
    const created = await api.call('POST', '/v2/listings', { key: shipper, body: listingBody() });
    expect((await history(Number(created.headers.get('location')!.split('/').pop()))).status).toBe(403);
  });
});

describe('GET /v2/listings/{id}/track (spec 2.5)', () => {
  it("summarises the shipment in the stops' time zones, with the carrier and the reverse-geocoded last location", async () => {
    const listingId = await booked();
    await post(listingId, 'dispatched', provider, { latitude: 32.2226, longitude: -110.9747 });
    const res = await api.call('GET', `/v2/listings/${listingId}/track`, { key: shipper });
    expect(res.status).toBe(200);
    const body = res.body;
    expect(body).toMatchObject({
      listingGeneratedId: listingId,
      listingTitle: '2018 Toyota Camry, Austin to Tucson',
      commodityCode: 'CarsLightTrucks',
    });
    const summary = body.shipmentTrackingSummaryModel;
    expect(summary.originAddress).toEqual({
      latitude: 30.24,
      longitude: -97.77,
      label: 'Austin, TX 78704',
      shortLabel: 'Austin, TX',
    });
    expect(summary.currentTransitStatus).toEqual({
      value: 'Dispatched',
      label: 'Dispatched',
      shortLabel: 'Dispatched',
    });
    const pickup = summary.pickupTimeframe;
    expect(pickup.timeZone).toBe('America/Chicago');
    expect(pickup.date1Offset).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[56]:00$/);
    expect(new Date(pickup.date1Offset).toISOString()).toBe(pickup.date1);
    expect(pickup.timeFrameType).toEqual({ value: 'Between', label: 'Between', shortLabel: 'Between' });
    expect(pickup.label).toMatch(
      /^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4} - [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/,
    );
    expect(pickup.shortLabel).toMatch(/^[A-Z][a-z]{2} \d{1,2} - [A-Z][a-z]{2} \d{1,2}$/);
    expect(pickup.shortLabelWithYear).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4} - /);
    expect(summary.deliveryTimeframe.timeZone).toBe('America/Phoenix');
    expect(body.carrierContactModel).toMatchObject({
      companyName: 'Desert Haul',
      user: { displayName: 'Desert Haul', feedback: { count: 0 } },
    });
    expect(body.shipmentTrackingStatuses.map((s: any) => s.status)).toEqual(['ReadyForDispatch', 'Dispatched']);
    expect(body.mostRecentLocation).toEqual([{ recorded: expect.any(String), latitude: 32.22, longitude: -110.97 }]);
    expect(body.mostRecentAddress[0]).toMatchObject({ latitude: 32.22, longitude: -110.97, shortLabel: 'Tucson, AZ' });
  });

  it('without a recorded location, the location and address fields are absent; strangers get 403', async () => {
    const listingId = await booked();
    const res = await api.call('GET', `/v2/listings/${listingId}/track`, { key: provider });
    expect(res.status).toBe(200);
    expect(res.body.mostRecentLocation).toBeUndefined();
    expect(res.body.mostRecentAddress).toBeUndefined();
    expect((await api.call('GET', `/v2/listings/${listingId}/track`, { key: stranger })).status).toBe(403);
  });
});
