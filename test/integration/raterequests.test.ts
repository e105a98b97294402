import { beforeAll, describe, expect, it } from 'vitest';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { localDay } from '../../shared/domain/dates.ts';
import { GetCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../shared/data/client.ts';
import { keys } from '../../shared/data/keys.ts';

const api = apiForThisFile();
let shipper: string;
let carrier: string;
let carrierId: number;
let farCarrier: string;
let vehicleCarrier: string;
beforeAll(async () => {
  ({ key: shipper } = await api.user('Shipper'));
  const provider = (regions: string[], commodities: string[]) =>
    api.user('ServiceProvider', { profile: { entityType: 'Carrier', trailerTypes: ['DryVan'], commodities, regions } });
  ({
    key: carrier,
    user: { userId: carrierId },
  } = await provider(['USA-TX'], ['LessThanTruckload']));
  ({ key: farCarrier } = await provider(['CAN-ON'], ['LessThanTruckload']));
  ({ key: vehicleCarrier } = await provider(['NA-USA'], ['Vehicles']));
});

const day = 86_400_000;
const pickupDate = (daysAhead: number) => localDay(new Date(Date.now() + daysAhead * day), 'America/Chicago');
const requestBody = (overrides: Record<string, unknown> = {}) => ({
  route: {
    items: [
      {
        address: {
          streetAddress: '1100 S Congress Ave',
          postalCode: '78704',
          country: 'US',
          type: 'BusinessWithLoadingDockOrForklift',
        },
        timeFrame: { earliestArrival: pickupDate(2), latestArrival: pickupDate(2), timeFrameType: 'on' },
        attributes: { liftgateRequired: true },
        contact: { name: 'Dock 4', companyName: 'Reyes Supply', phoneNumber: '+1 512 555 0142' },
      },
      { address: { streetAddress: '455 W Congress St', postalCode: '85701', country: 'US' } },
    ],
  },
  items: [
    {
      commodity: 'NewCommercialGoods',
      unitCount: 2,
      handlingUnit: 'Pallets48X40Inches',
      lengthInMeters: 1.219,
      heightInMeters: 1.2,
      weightInGrams: 800_000,
      packaging: 'shrink-wrapped',
    },
  ],
  attributes: { protectfromFreezing: true },
  thirdPartyId: 'ORDER-77',
  ...overrides,
});
const create = (body: unknown, key = shipper, headers: Record<string, string> = {}) =>
  api.call('POST', '/v2/raterequests/', { key, body, headers });
async function requestId(body: unknown = requestBody()): Promise<number> {
  const res = await create(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.rateRequestID;
}
const rateBody = (amount = 480, overrides: Record<string, unknown> = {}) => ({
  price: { amount, currencyType: 'USD' },
  transitDays: 3,
  serviceLevel: 'Standard',
  expiresOn: new Date(Date.now() + 3 * day).toISOString(),
  ...overrides,
});

const notified = async (key: string, rateRequestID: number): Promise<boolean> =>
  ((await api.call('GET', '/v2/notifications?$top=100', { key })).body.items as any[]).some(
    (n) => n.kind === 'RateRequestCreated' && n.data.rateRequestID === rateRequestID,
  );
/** Until the eligible provider's inbox has the request: the notifier fans it out to all of them at once. */
/** Every tracking page token in the table. */
const trackingPages = async () =>
  (
    (
      await db().send(
        new ScanCommand({
          TableName: api.tableName,
          FilterExpression: 'entity = :page',
          ExpressionAttributeValues: { ':page': 'TrackingPage' },
        }),
      )
    ).Items ?? []
  )
    .map((item) => item.PK)
    .sort();
const inbox = (key: string, rateRequestID: number) =>
  eventually(() => notified(key, rateRequestID), Boolean, `rate request ${rateRequestID} in the inbox`);

describe('POST /v2/raterequests/ (spec 2.9)', () => {
  it("201 with Location of its rates; freight class computed from density; defaults and the sample's spellings read", async () => {
    const res = await create(requestBody());
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`${api.url}/v2/raterequests/${res.body.rateRequestID}/rates`);
    expect(res.body.items[0]).toMatchObject({
      freightClass: 70,
      freightClassComputed: true,
      stackable: false,
      hazardous: false,
      unitCount: 2,
    });
    expect(res.body.attributes).toEqual({
      protectFromFreezing: true,
      blindShipmentCoordination: false,
      sortandSegregate: false,
    });
    expect(res.body.route.items[0].attributes).toEqual({
      inside: false,
      liftgateRequired: true,
      callBeforeArrival: false,
      appointmentRequired: false,
    });
    expect(res.body.route.items[1].address).toMatchObject({
      type: 'Residence',
      majorMunicipality: 'Tucson',
      stateProvince: 'AZ',
    });
    const withItems = requestBody();
    const sample = { ...withItems, route: { Items: withItems.route.items } };
    expect((await create(sample)).status).toBe(201);
  });

  it('a given freight class is kept', async () => {
    const res = await create(
      requestBody({
        items: [{ commodity: 'UsedCommercialGoods', handlingUnit: 'Crates', freightClass: 85, weightInGrams: 300_000 }],
      }),
    );
    expect(res.body.items[0]).toMatchObject({ freightClass: 85, freightClassComputed: false, unitCount: 1 });
  });

  it.each([
    [
      'mixed item forms',
      (b: any) => {
        b.items.push({
          commodity: 'NewCommercialGoods',
          handlingUnit: 'Boxes',
          freightClass: 100,
          weightInGrams: 1000,
        });
      },
      'items[1].lengthInMeters',
    ],
    [
      'no weight',
      (b: any) => {
        delete b.items[0].weightInGrams;
      },
      'items[0].weightInGrams',
    ],
    [
      'no height without a class',
      (b: any) => {
        delete b.items[0].heightInMeters;
      },
      'items[0].heightInMeters',
    ],
    [
      'a same-day pickup',
      (b: any) => {
        b.route.items[0].timeFrame = {
          earliestArrival: pickupDate(0),
          latestArrival: pickupDate(0),
          timeFrameType: 'on',
        };
      },
      'route.items[0].timeFrame.earliestArrival',
    ],
    [
      'unequal pickup dates',
      (b: any) => {
        b.route.items[0].timeFrame.latestArrival = pickupDate(3);
      },
      'route.items[0].timeFrame.latestArrival',
    ],
    [
      'a time frame type other than on',
      (b: any) => {
        b.route.items[0].timeFrame.timeFrameType = 'between';
      },
      'route.items[0].timeFrame.timeFrameType',
    ],
    [
      'no pickup time frame',
      (b: any) => {
        delete b.route.items[0].timeFrame;
      },
      'route.items[0].timeFrame',
    ],
    [
      'a delivery time frame',
      (b: any) => {
        b.route.items[1].timeFrame = b.route.items[0].timeFrame;
      },
      'route.items[1].timeFrame',
    ],
    [
      'no street address',
      (b: any) => {
        delete b.route.items[1].address.streetAddress;
      },
      'route.items[1].address.streetAddress',
    ],
    [
      'no postal code nor coordinates',
      (b: any) => {
        delete b.route.items[1].address.postalCode;
      },
      'route.items[1].address.postalCode',
    ],
    [
      'a business stop without companyName',
      (b: any) => {
        delete b.route.items[0].contact.companyName;
      },
      'route.items[0].contact.companyName',
    ],
    [
      'a commodity that is not LTL',
      (b: any) => {
        b.items[0].commodity = 'Furniture';
      },
      'items[0].commodity',
    ],
    [
      'an unknown handling unit',
      (b: any) => {
        b.items[0].handlingUnit = 'Sacks';
      },
      'items[0].handlingUnit',
    ],
    [
      'an invalid freight class',
      (b: any) => {
        b.items = [{ commodity: 'NewCommercialGoods', handlingUnit: 'Boxes', freightClass: 42, weightInGrams: 1000 }];
      },
      'items[0].freightClass',
    ],
  ])('%s gets 400 naming the field', async (_, change, field) => {
    const body = requestBody();
    change(body);
    const res = await create(body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(errorsOf(res.body).map((e) => e.field)).toContain(field);
  });

  it('X-Affiliate: a non-affiliate naming another user gets 403; an Affiliate may; a non-integer is 400', async () => {
    const { user: other } = await api.user('Shipper');
    expect((await create(requestBody(), shipper, { 'x-affiliate': String(other.userId) })).status).toBe(403);
    expect((await create(requestBody(), shipper, { 'x-affiliate': 'abc' })).status).toBe(400);
    const { key: affiliate } = await api.user('Affiliate');
    expect((await create(requestBody(), affiliate, { 'x-affiliate': String(other.userId) })).status).toBe(201);
    expect((await create(requestBody(), affiliate, { 'x-affiliate': '999999999' })).status).toBe(400);
  });

  it('a service provider cannot request rates (403)', async () => {
    expect((await create(requestBody(), carrier)).status).toBe(403);
  });
});

describe('rates and booking', () => {
  it('eligible providers are notified; others are not', async () => {
    const id = await requestId();
    expect(await inbox(carrier, id)).toBe(true);
    // one stream record, fanned out in one invocation: the others have been decided too
    expect(await notified(farCarrier, id)).toBe(false);
    expect(await notified(vehicleCarrier, id)).toBe(false);
  });

  it("the requester sees the rates (also at the spec's /raterequests/{id}/rates); others get 403", async () => {
    const id = await requestId();
    const offered = await api.call('POST', `/v2/raterequests/${id}/rates`, { key: carrier, body: rateBody(480) });
    expect(offered.status).toBe(201);
    const rates = await api.call('GET', `/v2/raterequests/${id}/rates`, { key: shipper });
    expect(rates.body.items[0]).toMatchObject({
      providerId: carrierId,
      price: { value: 480 },
      transitDays: 3,
      serviceLevel: { value: 'Standard' },
      status: 'Offered',
    });
    expect(rates.body.items[0].links[0]).toMatchObject({ rel: 'Book', verb: 'POST' });
    expect((await api.call('GET', `/raterequests/${id}/rates`, { key: shipper })).body).toEqual(rates.body);
    expect((await api.call('GET', `/v2/raterequests/${id}/rates`, { key: carrier })).status).toBe(403);
    // carriers can read the open request to price it, without street addresses or contacts
    const seen = await api.call('GET', `/v2/raterequests/${id}`, { key: farCarrier });
    expect(seen.status).toBe(200);
    expect(seen.body.route.items[0].address.streetAddress).toBeUndefined();
    expect(seen.body.route.items[0].contact).toBeUndefined();
  });

  it('rates need a future expiry and a carrier; shippers cannot offer them', async () => {
    const id = await requestId();
    const past = await api.call('POST', `/v2/raterequests/${id}/rates`, {
      key: carrier,
      body: rateBody(400, { expiresOn: '2020-01-01T00:00:00Z' }),
    });
    expect(errorsOf(past.body)[0]!.field).toBe('expiresOn');
    expect((await api.call('POST', `/v2/raterequests/${id}/rates`, { key: shipper, body: rateBody() })).status).toBe(
      403,
    );
    const bad = await api.call('POST', `/v2/raterequests/${id}/rates`, {
      key: carrier,
      body: rateBody(400, { serviceLevel: 'Snail' }),
    });
    expect(errorsOf(bad.body)[0]!.field).toBe('serviceLevel');
  });

  it('concurrent bookings of different rates: exactly one succeeds', async () => {
    const id = await requestId();
    const rateIds: number[] = [];
    for (const amount of [400, 410, 420, 430, 440])
      rateIds.push(
        (await api.call('POST', `/v2/raterequests/${id}/rates`, { key: carrier, body: rateBody(amount) })).body.rateId,
      );
    const results = await Promise.all(
      rateIds.map((rateId) => api.call('POST', `/v2/raterequests/${id}/rates/${rateId}/booking`, { key: shipper })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    expect((await api.call('POST', `/v2/raterequests/${id}/rates`, { key: carrier, body: rateBody() })).status).toBe(
      409,
    );
  });

  it('after a booking the booked rate reads Booked and the others NotSelected, as rates booked before (their item says Booked) read', async () => {
    const id = await requestId();
    const rateIds: number[] = [];
    for (const amount of [400, 410])
      rateIds.push(
        (await api.call('POST', `/v2/raterequests/${id}/rates`, { key: carrier, body: rateBody(amount) })).body.rateId,
      );
    const [chosen, other] = rateIds as [number, number];
    const booked = await api.call('POST', `/v2/raterequests/${id}/rates/${chosen}/booking`, { key: shipper });
    expect(booked.status).toBe(201);
    const statuses = async () =>
      Object.fromEntries(
        ((await api.call('GET', `/v2/raterequests/${id}/rates`, { key: shipper })).body.items as any[]).map((r) => [
          r.rateId,
          { status: r.status, links: r.links.length },
        ]),
      );
    const expected = { [chosen]: { status: 'Booked', links: 0 }, [other]: { status: 'NotSelected', links: 0 } };
    expect(await statuses()).toEqual(expected);
    // the rate's item is not rewritten by the booking: the request names it
    const rateItem = async () =>
      (await db().send(new GetCommand({ TableName: api.tableName, Key: keys.rate(id, chosen) }))).Item!;
    expect((await rateItem()).status).toBe('Offered');
    // a rate booked before this layout: its item says Booked; it reads the same
    await db().send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: keys.rate(id, chosen),
        UpdateExpression: 'SET #s = :booked',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':booked': 'Booked' },
      }),
    );
    expect(await statuses()).toEqual(expected);
    // booking again: 409, and the token the refused booking had put first is gone
    const before = await trackingPages();
    expect((await api.call('POST', `/v2/raterequests/${id}/rates/${other}/booking`, { key: shipper })).status).toBe(
      409,
    );
    expect(await trackingPages()).toEqual(before);
  });

  it('the full flow: request -> provider notified -> rate -> booking -> dispatched -> delivered', async () => {
    const id = await requestId();
    expect(await inbox(carrier, id)).toBe(true);
    const rateId = (
      await api.call('POST', `/v2/raterequests/${id}/rates`, {
        key: carrier,
        body: rateBody(465, { serviceLevel: 'Guaranteed', transitDays: 2 }),
      })
    ).body.rateId;
    expect((await api.call('POST', `/v2/raterequests/${id}/rates/${rateId}/booking`, { key: carrier })).status).toBe(
      403,
    );
    const booked = await api.call('POST', `/v2/raterequests/${id}/rates/${rateId}/booking`, { key: shipper });
    expect(booked.status).toBe(201);
    const shipment = new URL(booked.headers.get('location')!).pathname;
    const listing = await api.call('GET', shipment, { key: carrier });
    expect(listing.body).toMatchObject({
      status: { value: 'Booked' },
      transitStatus: { value: 'ReadyForDispatch' },
      pricing: { namedPrice: { value: 465 } },
    });
    expect((await api.call('GET', `/v2/raterequests/${id}`, { key: shipper })).body).toMatchObject({
      status: 'Booked',
      listingId: listing.body.listingId,
    });
    expect((await api.call('POST', `${shipment}/dispatched`, { key: carrier })).status).toBe(201);
    expect((await api.call('POST', `${shipment}/delivered`, { key: carrier })).status).toBe(201);
    const history = await api.call('GET', `${shipment}/transitStatuses`, { key: shipper });
    expect(history.body.items.map((i: any) => i.status)).toEqual(['ReadyForDispatch', 'Dispatched', 'Delivered']);
    expect(history.body.items[2].punctuality.value).toBe('OnTime');
    const rates = await api.call('GET', `/v2/raterequests/${id}/rates`, { key: shipper });
    expect(rates.body.items[0]).toMatchObject({ status: 'Booked', links: [] });
  });
});
