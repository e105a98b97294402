import { beforeAll, describe, expect, it } from 'vitest';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { bidBody, listCatchesUp, listingBody } from '../support/listings.ts';
import { streamRecords } from '../support/stream.ts';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../shared/data/client.ts';
import { keys } from '../../shared/data/keys.ts';

const api = apiForThisFile();
let shipper: string;
let shipperId: number;
let provider: string;
let providerId: number;
let rival: string;
beforeAll(async () => {
  ({
    key: shipper,
    user: { userId: shipperId },
  } = await api.user('Shipper', {
    companyName: 'Reyes Home',
    primaryAddress: {
      streetAddress: '1 Main St',
      majorMunicipality: 'Austin',
      stateProvince: 'TX',
      postalCode: '78704',
      country: 'US',
    },
  }));
  ({
    key: provider,
    user: { userId: providerId },
  } = await api.user('ServiceProvider', {
    primaryAddress: {
      streetAddress: '9 Depot Rd',
      majorMunicipality: 'Tucson',
      stateProvince: 'AZ',
      postalCode: '85701',
      country: 'US',
    },
  }));
  ({ key: rival } = await api.user('ServiceProvider'));
});

async function newListing(overrides: Record<string, unknown> = {}, key = shipper): Promise<number> {
  const res = await api.call('POST', '/v2/listings', { key, body: listingBody(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return Number(res.headers.get('location')!.split('/').pop());
}
const bid = (listingId: number, key: string, body: unknown = bidBody()) =>
  api.call('POST', `/v2/listings/${listingId}/bids`, { key, body });
async function bidId(listingId: number, key = provider, amount = 900): Promise<number> {
  const res = await bid(listingId, key, bidBody(amount));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.bidId;
}

describe('bids on a listing', () => {
  it('a provider bids: 201, Location of the bid; the listing shows the count and lowest bid', async () => {
    const listingId = await newListing();
    const res = await bid(listingId, provider, bidBody(950, { comment: 'Can pick up Tuesday' }));
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`${api.url}/v2/bids/${res.body.bidId}`);
    expect(res.body).toMatchObject({
      listingId,
      providerId,
      price: { value: 950, label: '$950', currencyType: 'USD' },
      state: { value: 'Active' },
      comment: 'Can pick up Tuesday',
    });
    await bidId(listingId, rival, 875);
    const listing = await api.call('GET', `/v2/listings/${listingId}`, { key: provider });
    expect(listing.body.pricing).toMatchObject({ totalBidsPlaced: 2, lowestBidPrice: { value: 875 } });
  });

  it("the owner sees every bid, a provider only its own, and a bid is its bidder's and owner's business", async () => {
    const listingId = await newListing();
    const mine = await bidId(listingId, provider);
    const theirs = await bidId(listingId, rival);
    expect((await api.call('GET', `/v2/listings/${listingId}/bids`, { key: shipper })).body.totalCount).toBe(2);
    expect(
      (await api.call('GET', `/v2/listings/${listingId}/bids`, { key: provider })).body.items.map((b: any) => b.bidId),
    ).toEqual([mine]);
    expect((await api.call('GET', `/v2/bids/${mine}`, { key: provider })).status).toBe(200);
    expect((await api.call('GET', `/v2/bids/${theirs}`, { key: provider })).status).toBe(403);
    expect((await api.call('GET', `/v2/bids/${theirs}`, { key: shipper })).status).toBe(200);
    expect((await api.call('GET', '/v2/bids/99999999', { key: shipper })).status).toBe(404);
  });

  it('one active bid per provider per listing (409)', async () => {
    const listingId = await newListing();
    await bidId(listingId);
    const again = await bid(listingId, provider);
    expect(again.status).toBe(409);
    errorsOf(again.body);
  });

  it('a listing takes 1,000 bids in all, so that its bids are a list served whole (409 naming listingId after)', async () => {
    const listingId = await newListing();
    // 999 bids placed before (the counter is what the rule reads; the list itself is bounded by it)
    await db().send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: keys.listingState(listingId),
        UpdateExpression: 'SET bidCount = :n',
        ExpressionAttributeValues: { ':n': 999 },
      }),
    );
    expect((await bid(listingId, provider)).status).toBe(201);
    const refused = await bid(listingId, rival);
    expect(refused.status).toBe(409);
    expect(errorsOf(refused.body)[0]).toMatchObject({ field: 'listingId', reason: expect.stringMatching(/1000 bids/) });
  });

  it('only carriers and brokers bid; never on their own listing; shippers get 403', async () => {
    const listingId = await newListing();
    expect((await bid(listingId, shipper)).status).toBe(403);
    const { key: both } = await api.user('ShipperAndServiceProvider');
    const own = await newListing({}, both);
    expect((await bid(own, both)).status).toBe(403);
    expect((await bid(listingId, both)).status).toBe(201);
  });

  it('saved, cancelled and booked listings take no bids (409)', async () => {
    const saved = await newListing({ status: 'Saved' });
    expect((await bid(saved, provider)).status).toBe(409);
    const cancelled = await newListing();
    await api.call('POST', `/v2/listings/${cancelled}/cancellation`, { key: shipper });
    expect((await bid(cancelled, provider)).status).toBe(409);
  });

  it.each([
    [
      'no price',
      (b: any) => {
        delete b.price;
      },
      'price',
    ],
    [
      'a zero price',
      (b: any) => {
        b.price.amount = 0;
      },
      'price.amount',
    ],
    [
      'a price in euros',
      (b: any) => {
        b.price.currencyType = 'EUR';
      },
      'price.currencyType',
    ],
    [
      'delivery before pickup',
      (b: any) => {
        [b.latestPickup, b.latestDelivery] = [b.latestDelivery, b.latestPickup];
      },
      'latestDelivery',
    ],
    [
      'no latestPickup',
      (b: any) => {
        delete b.latestPickup;
      },
      'latestPickup',
    ],
  ])('%s gets 400 naming the field', async (_, change, field) => {
    const listingId = await newListing();
    const body = bidBody();
    change(body);
    const res = await bid(listingId, provider, body);
    expect(res.status).toBe(400);
    expect(errorsOf(res.body).map((e) => e.field)).toContain(field);
  });

  it('OfferPrice: only bids at the set price, and a bid puts the listing on hold (spec 3.2)', async () => {
    const listingId = await newListing({ pricing: { namedPrice: { amount: 800, currencyType: 'USD' } } });
    const low = await bid(listingId, provider, bidBody(700));
    expect(low.status).toBe(400);
    expect(errorsOf(low.body)[0]!.field).toBe('price.amount');
    const at = await bidId(listingId, provider, 800);
    expect((await api.call('GET', `/v2/listings/${listingId}`, { key: shipper })).body.status.value).toBe('OnHold');
    expect((await bid(listingId, rival, bidBody(800))).status).toBe(409);
    // declining the held bid opens the listing again
    await api.call('POST', `/v2/bids/${at}/declination`, { key: shipper, body: { reason: 'DatesNotCompatible' } });
    expect((await api.call('GET', `/v2/listings/${listingId}`, { key: shipper })).body.status.value).toBe('Active');
  });

  it("BookItNow (a broker's set price): a bid at the price books the listing at once", async () => {
    const { key: broker } = await api.user('Broker');
    const listingId = await newListing({ pricing: { namedPrice: { amount: 1000, currencyType: 'USD' } } }, broker);
    const listing = await api.call('GET', `/v2/listings/${listingId}`, { key: broker });
    expect(listing.body.pricing).toMatchObject({ format: 'BookItNow', isBrokered: true });
    const res = await bid(listingId, provider, bidBody(1000));
    expect(res.status).toBe(201);
    expect(res.body.state.value).toBe('Accepted');
    expect((await api.call('GET', `/v2/listings/${listingId}`, { key: broker })).body).toMatchObject({
      status: { value: 'Booked' },
      transitStatus: { value: 'ReadyForDispatch', label: 'Booked' },
    });
  });
});

describe('accepting a bid', () => {
  it('books the listing ready for dispatch, closes the other bids, and fills the transit-status filter', async () => {
    const listingId = await newListing();
    const winner = await bidId(listingId, provider);
    const loser = await bidId(listingId, rival);
    expect((await api.call('POST', `/v2/bids/${winner}/acceptance`, { key: provider })).status).toBe(403);
    const res = await api.call('POST', `/v2/bids/${winner}/acceptance`, { key: shipper });
    expect(res.status).toBe(200);
    expect(res.body.state.value).toBe('Accepted');
    const listing = await api.call('GET', `/v2/listings/${listingId}`, { key: shipper });
    expect(listing.body).toMatchObject({
      status: { value: 'Booked' },
      transitStatus: { value: 'ReadyForDispatch' },
      acceptedBidId: winner,
    });
    expect(listing.body.links).toContainEqual({
      rel: 'Item',
      verb: 'GET',
      href: `${api.url}/v2/listings/${listingId}/transitStatuses`,
      title: 'transitStatuses',
    });
    expect((await api.call('GET', `/v2/bids/${loser}`, { key: rival })).body.state.value).toBe('Closed');
    expect((await api.call('POST', `/v2/bids/${loser}/acceptance`, { key: shipper })).status).toBe(409);
    // the accepted one again (a retry whose first run booked): 200, as it is
    const again = await api.call('POST', `/v2/bids/${winner}/acceptance`, { key: shipper });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ bidId: winner, state: { value: 'Accepted' } });
    // a booking is cancelled before pickup now (docs/payments.md, "Cancelling a booking"): not by a stranger
    expect((await api.call('POST', `/v2/listings/${listingId}/cancellation`, { key: rival })).status).toBe(403);
    // the list by transit status follows the booking through the stream (docs/listings.md)
    const booked = await listCatchesUp(api, shipper, 'transitStatus=ReadyForDispatch&$top=100', (list) =>
      list.items.some((l: any) => l.listingId === listingId),
    );
    expect(booked.items.map((l: any) => l.listingId)).toContain(listingId);
    // the booked provider sees the confidential description and the addresses now
    const seen = await api.call('GET', `/v2/listings/${listingId}`, { key: provider });
    expect(seen.body.confidentialDescription).toBe('Gate code 4411');
    expect(seen.body.route.items[0].address.streetAddress).toBe('1100 S Congress Ave');
  });

  it('20 parallel accepts of 20 different bids on one listing book exactly one', async () => {
    const listingId = await newListing();
    const bids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const { key } = await api.user('ServiceProvider');
      bids.push(await bidId(listingId, key, 800 + i));
    }
    const results = await Promise.all(
      bids.map((id) => api.call('POST', `/v2/bids/${id}/acceptance`, { key: shipper })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const all = await api.call('GET', `/v2/listings/${listingId}/bids`, { key: shipper });
    expect(all.body.items.filter((b: any) => b.state.value === 'Accepted')).toHaveLength(1);
    const accepted = all.body.items.find((b: any) => b.state.value === 'Accepted').bidId;
    expect((await api.call('GET', `/v2/listings/${listingId}`, { key: shipper })).body.acceptedBidId).toBe(accepted);
  });
});

describe('POST /v2/bids/{bidId}/declination (spec 2.12)', () => {
  it('the owner declines with a reason the bidder sees; the bidder may bid again', async () => {
    const listingId = await newListing();
    const id = await bidId(listingId);
    const res = await api.call('POST', `/v2/bids/${id}/declination/`, {
      key: shipper,
      body: { reason: 'NeedToMakeChangesToShipment', comment: 'New dates coming' },
    });
    expect(res.status).toBe(200);
    const seen = await api.call('GET', `/v2/bids/${id}`, { key: provider });
    expect(seen.body.state.value).toBe('Declined');
    expect(seen.body.declination).toMatchObject({
      reason: {
        value: 'NeedToMakeChangesToShipment',
        label: 'I need to make changes to this shipment',
        shortLabel: 'Shipment needs to be updated',
      },
      comment: 'New dates coming',
    });
    expect((await bid(listingId, provider)).status).toBe(201);
  });

  it("a declination is an event on the table's stream, with the reason, for the notifier to fan out", async () => {
    const listingId = await newListing();
    const id = await bidId(listingId);
    await api.call('POST', `/v2/bids/${id}/declination`, { key: shipper, body: { reason: 'InadequateInsurance' } });
    const event = (await streamRecords(api.tableName)).find(
      (r) => r.eventName === 'MODIFY' && r.dynamodb?.Keys?.PK?.S === `BID#${id}`,
    );
    expect(event?.dynamodb?.OldImage?.state?.S).toBe('Active');
    expect(event?.dynamodb?.NewImage?.state?.S).toBe('Declined');
    expect(event?.dynamodb?.NewImage?.declination?.M?.reason?.S).toBe('InadequateInsurance');
    expect(Number(event?.dynamodb?.NewImage?.providerId?.N)).toBe(providerId);
  });

  it("a missing or unknown reason is 400; a bid on someone else's listing 403; an accepted bid 409; a declined one answers as it is (a retry)", async () => {
    const listingId = await newListing();
    const id = await bidId(listingId);
    const missing = await api.call('POST', `/v2/bids/${id}/declination`, { key: shipper, body: {} });
    expect(missing.status).toBe(400);
    expect(errorsOf(missing.body)[0]!.field).toBe('reason');
    expect(
      (await api.call('POST', `/v2/bids/${id}/declination`, { key: shipper, body: { reason: 'TooExpensive' } })).status,
    ).toBe(400);
    const { key: stranger } = await api.user('Shipper');
    expect(
      (await api.call('POST', `/v2/bids/${id}/declination`, { key: stranger, body: { reason: 'Other' } })).status,
    ).toBe(403);
    expect(
      (await api.call('POST', `/v2/bids/${id}/declination`, { key: shipper, body: { reason: 'Other' } })).status,
    ).toBe(200);
    const again = await api.call('POST', `/v2/bids/${id}/declination`, {
      key: shipper,
      body: { reason: 'DatesNotCompatible' },
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      bidId: id,
      state: { value: 'Declined' },
      declination: { reason: { value: 'Other' } },
    });
    const accepted = await bidId(await newListing());
    expect((await api.call('POST', `/v2/bids/${accepted}/acceptance`, { key: shipper })).status).toBe(200);
    expect(
      (await api.call('POST', `/v2/bids/${accepted}/declination`, { key: shipper, body: { reason: 'Other' } })).status,
    ).toBe(409);
  });
});

describe('GET /v2/listings/{listingId}/contacts (spec 2.4)', () => {
  it("after booking, the owner and the booked provider get Shipper, serviceProvider and locations with the spec's field names", async () => {
    const listingId = await newListing();
    const id = await bidId(listingId);
    // not booked yet
    expect((await api.call('GET', `/v2/listings/${listingId}/contacts`, { key: shipper })).status).toBe(403);
    await api.call('POST', `/v2/bids/${id}/acceptance`, { key: shipper });
    for (const key of [shipper, provider]) {
      const res = await api.call('GET', `/v2/listings/${listingId}/contacts`, { key });
      expect(res.status).toBe(200);
      expect(res.body.Shipper).toMatchObject({
        companyName: 'Reyes Home',
        user: { userId: shipperId, displayName: 'Reyes Home' },
      });
      expect(res.body.Shipper.CompanyAddress).toMatchObject({
        streetAddress: '1 Main St',
        stateProvice: 'Texas',
        stateProvinceLabel: 'TX',
        country: 'United States',
        countryLabel: 'US',
      });
      expect(res.body.serviceProvider.user.userId).toBe(providerId);
      expect(res.body.locations).toHaveLength(2);
      expect(res.body.locations[0]).toMatchObject({
        name: 'Dana Reyes',
        phone: '+1 512 555 0142',
        emailAddress: 'dana@example.com',
        address: { streetAddress: '1100 S Congress Ave', stateProvice: 'Texas' },
      });
    }
    expect((await api.call('GET', `/v2/listings/${listingId}/contacts`, { key: rival })).status).toBe(403);
  });
});

describe('end to end', () => {
  it('fixed price -> listing with the correlation id -> bid -> accept -> contacts', async () => {
    const quote = await api.call('POST', '/v2/fixedprice', {
      key: shipper,
      body: {
        source: 'reyeshome',
        originPostalCode: '78704',
        destinationPostalCode: '85701',
        items: [{ heightInMeters: 1, widthInMeters: 2, lengthInMeters: 1, unitCount: 1 }],
        insurance: { coverageAmount: { amount: 1500, currencyType: 'USD' } },
      },
    });
    expect(quote.status).toBe(200);
    const listingId = await newListing({
      items: [{ commodity: 'Furniture', title: 'Sofa', unitCount: 1 }],
      serviceTypes: ['BlanketWrap'],
      pricing: { namedPrice: { amount: quote.body.price, currencyType: 'USD' } },
      referenceNumbers: [{ type: 'PriceCorrelationId', number: quote.body.priceCorrelationId }],
    });
    const placed = await bid(listingId, provider, bidBody(quote.body.price));
    expect(placed.status).toBe(201);
    expect((await api.call('POST', `/v2/bids/${placed.body.bidId}/acceptance`, { key: shipper })).status).toBe(200);
    const contacts = await api.call('GET', `/v2/listings/${listingId}/contacts`, { key: provider });
    expect(contacts.status).toBe(200);
    expect(contacts.body.Shipper.user.userId).toBe(shipperId);
  });
});
