import { beforeAll, describe, expect, it } from 'vitest';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { listingBody } from '../support/listings.ts';
import { putItems } from '../../shared/data/bulk.ts';
import { keys } from '../../shared/data/keys.ts';

const api = apiForThisFile();
let shipper: string;
let other: string;
let provider: string;
beforeAll(async () => {
  ({ key: shipper } = await api.user('Shipper'));
  ({ key: other } = await api.user('Shipper'));
  ({ key: provider } = await api.user('ServiceProvider'));
});

const create = (body: unknown, key = shipper) => api.call('POST', '/v2/listings', { key, body });
async function createdId(body: unknown = listingBody(), key = shipper): Promise<number> {
  const res = await create(body, key);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return Number(res.headers.get('location')!.split('/').pop());
}

describe('POST /v2/listings (spec 2.6)', () => {
  it('201, null body, Location with an integer id; the listing reads back geocoded and active', async () => {
    const res = await create(listingBody());
    expect(res.status).toBe(201);
    expect(res.body).toBeNull();
    const location = res.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^${api.url}/v2/listings/\\d+$`));
    const listing = await api.call('GET', new URL(location).pathname, { key: shipper });
    expect(listing.status).toBe(200);
    expect(listing.body).toMatchObject({
      title: '2018 Toyota Camry, Austin to Tucson',
      status: { value: 'Active' },
      confidentialDescription: 'Gate code 4411',
      pricing: { format: 'Auction', isAuction: true, isBrokered: false },
      commodity: 'CarsLightTrucks',
      serviceTypes: ['OpenTransport'],
    });
    expect(listing.body.route.items[0].address).toMatchObject({
      streetAddress: '1100 S Congress Ave',
      majorMunicipality: 'Austin',
      stateProvince: 'TX',
      latitude: 30.24,
      label: 'Austin, TX 78704',
    });
    expect(listing.body.route.items[1].timeFrame.timeFrameType).toBe('Between');
    expect(listing.body.route.distance.kilometers).toBeGreaterThan(1200);
    expect(listing.body.links).toContainEqual({
      rel: 'Create',
      verb: 'POST',
      href: `${location}/watch`,
      title: 'watch',
    });
    expect(Date.parse(listing.body.expiresOn)).toBeGreaterThan(Date.now());
  });

  it('others see the public listing without street addresses, contacts or the confidential description', async () => {
    const id = await createdId();
    const res = await api.call('GET', `/v2/listings/${id}`, { key: provider });
    expect(res.status).toBe(200);
    expect(res.body.confidentialDescription).toBeUndefined();
    expect(res.body.route.items[0].address.streetAddress).toBeUndefined();
    expect(res.body.route.items[0].contact).toBeUndefined();
    expect(res.body.route.items[0].address.majorMunicipality).toBe('Austin');
  });

  it('status Saved creates an unpublished listing: only its owner sees it, until activated', async () => {
    const id = await createdId(listingBody({ status: 'Saved' }));
    expect((await api.call('GET', `/v2/listings/${id}`, { key: shipper })).body.status.value).toBe('Saved');
    expect((await api.call('GET', `/v2/listings/${id}`, { key: other })).status).toBe(403);
    expect((await api.call('POST', `/v2/listings/${id}/activation`, { key: other })).status).toBe(403);
    expect((await api.call('POST', `/v2/listings/${id}/activation`, { key: shipper })).status).toBe(204);
    expect((await api.call('GET', `/v2/listings/${id}`, { key: other })).body.status.value).toBe('Active');
    expect((await api.call('POST', `/v2/listings/${id}/activation`, { key: shipper })).status).toBe(409);
  });

  it("the owner cancels; a cancelled listing is the owner's alone and cannot be cancelled again", async () => {
    const id = await createdId();
    expect((await api.call('POST', `/v2/listings/${id}/cancellation`, { key: other })).status).toBe(403);
    expect((await api.call('POST', `/v2/listings/${id}/cancellation`, { key: shipper })).status).toBe(204);
    expect((await api.call('GET', `/v2/listings/${id}`, { key: shipper })).body.status.value).toBe('Cancelled');
    expect((await api.call('GET', `/v2/listings/${id}`, { key: other })).status).toBe(403);
    expect((await api.call('POST', `/v2/listings/${id}/cancellation`, { key: shipper })).status).toBe(409);
  });

  it('a named price is an offer price; a target price keeps an auction; both at once is 400', async () => {
    const offer = await createdId(listingBody({ pricing: { namedPrice: { amount: 850, currencyType: 'USD' } } }));
    expect((await api.call('GET', `/v2/listings/${offer}`, { key: shipper })).body.pricing).toMatchObject({
      format: 'OfferPrice',
      namedPrice: { value: 850, label: '$850' },
      isAuction: false,
    });
    const target = await createdId(listingBody({ pricing: { targetPrice: { amount: 700, currencyType: 'USD' } } }));
    expect((await api.call('GET', `/v2/listings/${target}`, { key: shipper })).body.pricing).toMatchObject({
      format: 'Auction',
      targetPrice: { value: 700 },
    });
    const both = await create(
      listingBody({
        pricing: { namedPrice: { amount: 1, currencyType: 'USD' }, targetPrice: { amount: 2, currencyType: 'USD' } },
      }),
    );
    expect(both.status).toBe(400);
    expect(errorsOf(both.body)[0]!.field).toBe('pricing.targetPrice');
  });

  it('several items of one commodity are fine; a mix of commodities is 400', async () => {
    await createdId(
      listingBody({
        items: [
          { commodity: 'Furniture', unitCount: 2 },
          { commodity: 'Furniture', title: 'Armchair' },
        ],
        serviceTypes: ['BlanketWrap'],
      }),
    );
    const mixed = await create(
      listingBody({ items: [{ commodity: 'Furniture' }, { commodity: 'Pets' }], serviceTypes: [] }),
    );
    expect(mixed.status).toBe(400);
    expect(errorsOf(mixed.body)[0]!.field).toBe('items[1].commodity');
  });

  it('vehicle read-back: blank year omitted, blank make/model empty, unmatched pre-1980 make/model Other', async () => {
    const id = await createdId(
      listingBody({
        items: [
          { commodity: 'CarsLightTrucks', year: '', makeName: '', modelName: '' },
          { commodity: 'CarsLightTrucks', year: '1931', makeName: 'Duesenberg', modelName: 'Model J' },
          { commodity: 'CarsLightTrucks', year: 1967, makeName: 'Ford', modelName: 'Mustang' },
        ],
      }),
    );
    const items = (await api.call('GET', `/v2/listings/${id}`, { key: shipper })).body.items;
    expect(items[0]).toMatchObject({ makeName: '', modelName: '' });
    expect('year' in items[0]).toBe(false);
    expect(items[1]).toMatchObject({ year: 1931, makeName: 'Other', modelName: 'Other' });
    expect(items[2]).toMatchObject({ year: 1967, makeName: 'Ford', modelName: 'Mustang' });
  });

  it('a modified vehicle gives its dimensions', async () => {
    const res = await create(
      listingBody({ items: [{ commodity: 'CarsLightTrucks', isModified: true, lengthInMeters: 5, widthInMeters: 2 }] }),
    );
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)[0]!.field).toBe('items[0].heightInMeters');
    await createdId(
      listingBody({
        items: [
          { commodity: 'CarsLightTrucks', isModified: true, lengthInMeters: 5, widthInMeters: 2, heightInMeters: 2.4 },
        ],
      }),
    );
  });

  it('reference numbers: Other with a label is stored as "label - number" up to 60 characters; codes 1-14 accepted', async () => {
    const id = await createdId(
      listingBody({
        referenceNumbers: [
          { type: 'Other', number: 'A-1', referenceNumberLabel: 'Dock' },
          { type: 4, number: 'PO-77' },
          { type: 'Invoice', number: 'INV-9', referenceNumberLabel: 'Billing' },
        ],
      }),
    );
    expect((await api.call('GET', `/v2/listings/${id}`, { key: shipper })).body.referenceNumbers).toEqual([
      { type: 'Other', number: 'Dock - A-1', referenceNumberLabel: 'Dock' },
      { type: 'PurchaseOrder', number: 'PO-77' },
      { type: 'Invoice', number: 'INV-9', referenceNumberLabel: 'Billing' },
    ]);
    const tooLong = await create(
      listingBody({ referenceNumbers: [{ type: 'Other', number: 'x'.repeat(55), referenceNumberLabel: 'Label' }] }),
    );
    expect(tooLong.status).toBe(400);
    expect(errorsOf(tooLong.body)[0]!.field).toBe('referenceNumbers[0].number');
    const sixtyOne = await create(listingBody({ referenceNumbers: [{ type: 'Pickup', number: 'x'.repeat(61) }] }));
    expect(errorsOf(sixtyOne.body)[0]!.field).toBe('referenceNumbers[0].number');
  });

  it("a PriceCorrelationId links the caller's fixed-price quote and is never shown; another's is 403, an unknown one 400", async () => {
    const quote = await api.call('POST', '/v2/fixedprice', {
      key: shipper,
      body: {
        source: 'acme',
        originPostalCode: '78704',
        destinationPostalCode: '85701',
        items: [{ heightInMeters: 1, widthInMeters: 1, lengthInMeters: 1, unitCount: 1 }],
      },
    });
    const ref = { type: 'PriceCorrelationId', number: quote.body.priceCorrelationId };
    const id = await createdId(
      listingBody({ items: [{ commodity: 'Furniture' }], serviceTypes: [], referenceNumbers: [ref] }),
    );
    const read = await api.call('GET', `/v2/listings/${id}`, { key: shipper });
    expect(JSON.stringify(read.body)).not.toContain(quote.body.priceCorrelationId);
    expect((await create(listingBody({ referenceNumbers: [ref] }), other)).status).toBe(403);
    const unknown = await create(
      listingBody({ referenceNumbers: [{ type: 10, number: '00000000-0000-4000-8000-000000000000' }] }),
    );
    expect(unknown.status).toBe(400);
    expect(errorsOf(unknown.body)[0]!.field).toBe('referenceNumbers[0].number');
  });

  it.each([
    [
      'one stop',
      (b: any) => {
        b.route.items.pop();
      },
      'route.items',
    ],
    [
      'no title',
      (b: any) => {
        delete b.title;
      },
      'title',
    ],
    [
      'no street address',
      (b: any) => {
        delete b.route.items[0].address.streetAddress;
      },
      'route.items[0].address.streetAddress',
    ],
    [
      'no address type',
      (b: any) => {
        delete b.route.items[1].address.type;
      },
      'route.items[1].address.type',
    ],
    [
      'an unknown postal code',
      (b: any) => {
        b.route.items[1].address.postalCode = '00000';
      },
      'route.items[1].address.postalCode',
    ],
    [
      'a country outside the coverage area',
      (b: any) => {
        b.route.items[0].address.country = 'MX';
      },
      'route.items[0].address.country',
    ],
    [
      'a time frame that is not a date-time',
      (b: any) => {
        b.route.items[0].timeFrame.earliestArrival = 'soon';
      },
      'route.items[0].timeFrame.earliestArrival',
    ],
    [
      'latest before earliest',
      (b: any) => {
        const t = b.route.items[0].timeFrame;
        [t.earliestArrival, t.latestArrival] = [t.latestArrival, t.earliestArrival];
      },
      'route.items[0].timeFrame.latestArrival',
    ],
    [
      'an On time frame over two days',
      (b: any) => {
        b.route.items[0].timeFrame.timeFrameType = 'on';
      },
      'route.items[0].timeFrame.latestArrival',
    ],
    [
      'a pickup window in the past',
      (b: any) => {
        b.route.items[0].timeFrame = {
          earliestArrival: '2020-01-01T09:00:00Z',
          latestArrival: '2020-01-02T09:00:00Z',
          timeFrameType: 'Between',
        };
      },
      'route.items[0].timeFrame.latestArrival',
    ],
    [
      'an unknown commodity',
      (b: any) => {
        b.items[0].commodity = 'Vehicles';
      },
      'items[0].commodity',
    ],
    [
      'a service type of another commodity',
      (b: any) => {
        b.serviceTypes = ['BlanketWrap'];
      },
      'serviceTypes[0]',
    ],
    [
      'status other than Saved',
      (b: any) => {
        b.status = 'Booked';
      },
      'status',
    ],
    [
      'a reference type that does not exist',
      (b: any) => {
        b.referenceNumbers = [{ type: 99, number: '1' }];
      },
      'referenceNumbers[0].type',
    ],
  ])('%s gets 400 naming the field', async (_, change, field) => {
    const body = listingBody();
    change(body);
    const res = await create(body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(errorsOf(res.body).map((e) => e.field)).toContain(field);
  });

  it('a service provider or an integrator cannot create listings (403)', async () => {
    expect((await create(listingBody(), provider)).status).toBe(403);
    const { key: integrator } = await api.user('Affiliate');
    expect((await create(listingBody(), integrator)).status).toBe(403);
  });

  it('unknown listing 404, non-integer id 400', async () => {
    expect((await api.call('GET', '/v2/listings/99999999', { key: shipper })).status).toBe(404);
    expect((await api.call('GET', '/v2/listings/abc', { key: shipper })).status).toBe(400);
  });
});

describe('GET /v2/listings (spec 4 rule 7)', () => {
  it("lists the caller's listings newest first, paged with $skip/$top and a next link, filtered by transit status", async () => {
    const { key } = await api.user('Shipper');
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await createdId(listingBody({ title: `Listing ${i}` }), key));
    const first = await api.call('GET', '/v2/listings?$top=2', { key });
    expect(first.body.totalCount).toBe(5);
    expect(first.body.items.map((l: any) => l.listingId)).toEqual([ids[4], ids[3]]);
    const next = first.body.links.find((l: any) => l.rel === 'next');
    // the next link carries an opaque cursor, so following it costs the page however deep
    expect(next.href).toMatch(
      new RegExp(`^${api.url.replace(/[.]/g, '\\.')}/v2/listings\\?\\$skip=2&\\$top=2&\\$skiptoken=[A-Za-z0-9_-]+$`),
    );
    const byLink = await api.call('GET', new URL(next.href).pathname + new URL(next.href).search, { key });
    const bySkip = await api.call('GET', '/v2/listings?$skip=2&$top=2', { key });
    expect(byLink.body.items.map((l: any) => l.listingId)).toEqual([ids[2], ids[1]]);
    expect(bySkip.body.items).toEqual(byLink.body.items);
    expect(byLink.body.totalCount).toBe(5);
    const seen: number[] = [];
    for (let url: string | undefined = '/v2/listings?$top=2'; url; ) {
      const page: any = await api.call('GET', url, { key });
      seen.push(...page.body.items.map((l: any) => l.listingId));
      const link = page.body.links.find((l: any) => l.rel === 'next');
      url = link ? new URL(link.href).pathname + new URL(link.href).search : undefined;
    }
    expect(seen).toEqual([...ids].reverse());
    expect((await api.call('GET', '/v2/listings?transitStatus=ReadyForDispatch', { key })).body.totalCount).toBe(0);
    expect((await api.call('GET', '/v2/listings?transitStatus=Unbooked', { key })).body.totalCount).toBe(5);
    expect(
      (await api.call('GET', '/v2/listings', { key: other })).body.items.map((l: any) => l.listingId),
    ).not.toContain(ids[0]);
  });

  it("a $skiptoken that is not one of the caller's next links gets 400 naming it", async () => {
    const { key } = await api.user('Shipper');
    for (let i = 0; i < 3; i++) await createdId(listingBody(), key);
    const theirs = (await api.call('GET', '/v2/listings?$top=1', { key })).body.links[0].href as string;
    const token = new URL(theirs).searchParams.get('$skiptoken')!;
    for (const forged of ['garbage', Buffer.from('{"PK":"USER#1"}').toString('base64url'), token]) {
      // another shipper's cursor too
      const res = await api.call('GET', `/v2/listings?$top=1&$skiptoken=${forged}`, { key: other });
      expect(res.status, forged).toBe(400);
      expect(errorsOf(res.body)[0]!.field).toBe('$skiptoken');
    }
  });

  it.each(['$skip=0', '$skip=-1', '$top=0', '$top=1.5', '$top=abc', '$top=101', 'transitStatus=Lost'])(
    '%s gets 400',
    async (query) => {
      const res = await api.call('GET', `/v2/listings?${query}`, { key: shipper });
      expect(res.status).toBe(400);
    },
  );
});

describe('watching (spec 4 rule 7)', () => {
  it('any user watches a visible listing once; the watchlist shows it; unwatching removes it', async () => {
    const id = await createdId();
    const first = await api.call('POST', `/v2/listings/${id}/watch`, { key: provider });
    expect(first.status).toBe(201);
    expect(first.headers.get('location')).toBe(`${api.url}/v2/watchlist`);
    expect((await api.call('POST', `/v2/listings/${id}/watch`, { key: provider })).status).toBe(200);
    const list = await api.call('GET', '/v2/watchlist', { key: provider });
    expect(list.body.items.map((l: any) => l.listingId)).toContain(id);
    expect((await api.call('DELETE', `/v2/listings/${id}/watch`, { key: provider })).status).toBe(204);
    expect(
      (await api.call('GET', '/v2/watchlist', { key: provider })).body.items.map((l: any) => l.listingId),
    ).not.toContain(id);
  });

  it('a watchlist of more than 1,000 shows the newest 1,000 watched, counted as at least 1,000 (issue 62)', async () => {
    const {
      key,
      user: { userId },
    } = await api.user('ServiceProvider');
    const at = Date.parse('2026-01-01T00:00:00Z');
    // 1,004 watches made before of listings since gone (the list shows none of them), then one of an open listing
    await putItems(
      Array.from({ length: 1004 }, (_, i) => {
        const createdOn = new Date(at + i * 1000).toISOString();
        const listingId = 900_000_000 + i;
        return {
          ...keys.watcher(listingId, userId),
          entity: 'Watch',
          listingId,
          userId,
          createdOn,
          GSI1PK: keys.watchedBy(userId),
          GSI1SK: `${createdOn}#${listingId}`,
        };
      }),
    );
    const id = await createdId();
    expect((await api.call('POST', `/v2/listings/${id}/watch`, { key })).status).toBe(201);
    const list = await api.call('GET', '/v2/watchlist', { key });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ totalCount: 1000, totalCountCapped: true });
    expect(list.body.items.map((l: any) => l.listingId)).toEqual([id]);
  });

  it("a watched listing its owner cancels leaves the watchlist (it is the owner's alone now)", async () => {
    const id = await createdId();
    await api.call('POST', `/v2/listings/${id}/watch`, { key: provider });
    expect(
      (await api.call('GET', '/v2/watchlist', { key: provider })).body.items.map((l: any) => l.listingId),
    ).toContain(id);
    await api.call('POST', `/v2/listings/${id}/cancellation`, { key: shipper });
    expect(
      (await api.call('GET', '/v2/watchlist', { key: provider })).body.items.map((l: any) => l.listingId),
    ).not.toContain(id);
  });

  it('a saved listing of someone else cannot be watched (403); an unknown one 404', async () => {
    const id = await createdId(listingBody({ status: 'Saved' }));
    expect((await api.call('POST', `/v2/listings/${id}/watch`, { key: provider })).status).toBe(403);
    expect((await api.call('POST', '/v2/listings/99999999/watch', { key: provider })).status).toBe(404);
  });
});
