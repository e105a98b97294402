import { isDeepStrictEqual } from 'node:util';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiForThisFile } from '../support/api.ts';
import { bidBody, listCatchesUp, listingBody } from '../support/listings.ts';
import { eventually } from '../support/eventually.ts';
import { db } from '../../shared/data/client.ts';
import { keys } from '../../shared/data/keys.ts';
import { findListing, showInShipperList } from '../../shared/data/listings.ts';

// A shipper's list (GET /v2/listings) and search read views that entries carry (docs/listings.md,
// docs/search.md), kept by the search indexer from the stream. A view must never stay stale: after
// each change of a listing (a bid, the price it shows, its status, its booking, transit, a location),
// every list and search that shows it shows it as GET /v2/listings/{id} does.

const api = apiForThisFile();
let shipper: { key: string };
let carrier: { key: string };

const idOf = (res: { headers: Headers }) => Number(res.headers.get('location')!.split('/').pop());
const listingOf = async (id: number) => (await api.call('GET', `/v2/listings/${id}`, { key: shipper.key })).body;
// every kind of search read that can show the listing (78704, Austin): a sorted list of a state
// and commodity, the near places around a point (nearest first, and its parent commodity's), the
// circle whole by price, and the places by state along a route
const austin = { latitude: 30.25, longitude: -97.75 };
const searchBodies = [
  { origin: { regions: ['USA-TX'] }, commodities: ['CarsLightTrucks'] },
  { origin: { coordinates: { ...austin, radius: 50 } } },
  { origin: { coordinates: { ...austin, radius: 50 } }, commodities: ['CarsLightTrucks'] },
  { origin: { coordinates: { ...austin, radius: 50 } }, sort: [{ by: 'Price' }] },
  {
    origin: { coordinates: austin },
    destination: { coordinates: { latitude: 32.22, longitude: -110.97 } },
    distanceFromRoute: 50,
  },
];
/** The listing's search result in every read, once each shows it as the listing now is (or gone, `undefined`). */
const searchShows = (id: number, expected: (item: any) => boolean) =>
  Promise.all(
    searchBodies.map((body) =>
      eventually(
        async () =>
          (await api.call('POST', '/v2/search?$top=100', { key: carrier.key, body })).body.items.find(
            (item: any) => item.listingId === id,
          ),
        expected,
        `search ${JSON.stringify(body)} showing listing ${id} as it is`,
      ),
    ),
  );

beforeAll(async () => {
  shipper = await api.user('Shipper');
  carrier = await api.user('ServiceProvider');
});

describe("the lists' views follow every change of a listing", () => {
  it('a bid, a lower bid, a booking, transit and a location: the list, the status lists and search show each', async () => {
    const id = idOf(await api.call('POST', '/v2/listings', { key: shipper.key, body: listingBody() }));
    const inList = (list: any) => list.items.some((l: any) => l.listingId === id);
    // created: in the list at once (read by key until the indexer gives its entry the view), and in search
    expect((await api.call('GET', '/v2/listings', { key: shipper.key })).body.items[0]).toEqual(await listingOf(id));
    await eventually(
      async () => (await db().send(new GetCommand({ TableName: api.tableName, Key: keys.listingEntry(id) }))).Item,
      (entry) => entry?.view instanceof Uint8Array,
      "the entry's view",
    );
    expect((await api.call('GET', '/v2/listings', { key: shipper.key })).body.items[0]).toEqual(await listingOf(id));
    await searchShows(id, (item) => item !== undefined && item.pricing.totalBidsPlaced === undefined);

    // a bid, then a lower one: the count and lowest price
    const first = idOf(await api.call('POST', `/v2/listings/${id}/bids`, { key: carrier.key, body: bidBody(900) }));
    await listCatchesUp(
      api,
      shipper.key,
      '$top=100',
      (list) => list.items.find((l: any) => l.listingId === id)?.pricing.totalBidsPlaced === 1,
    );
    await searchShows(id, (item) => item?.pricing.lowestBidPrice?.value === 900);
    const rival = await api.user('ServiceProvider');
    const second = idOf(await api.call('POST', `/v2/listings/${id}/bids`, { key: rival.key, body: bidBody(750) }));
    const twoBids = await listCatchesUp(
      api,
      shipper.key,
      '$top=100',
      (list) => list.items.find((l: any) => l.listingId === id)?.pricing.lowestBidPrice?.value === 750,
    );
    expect(twoBids.items.find((l: any) => l.listingId === id).pricing.totalBidsPlaced).toBe(2);
    await searchShows(id, (item) => item?.pricing.lowestBidPrice?.value === 750 && item.pricing.totalBidsPlaced === 2);

    // booked: out of the unbooked list into ReadyForDispatch's, out of search
    expect((await api.call('POST', `/v2/bids/${second}/acceptance`, { key: shipper.key })).status).toBe(200);
    const ready = await listCatchesUp(api, shipper.key, 'transitStatus=ReadyForDispatch&$top=100', inList);
    expect(ready.items.find((l: any) => l.listingId === id).status.value).toBe('Booked');
    await listCatchesUp(api, shipper.key, 'transitStatus=Unbooked&$top=100', (list) => !inList(list));
    await searchShows(id, (item) => item === undefined);
    expect((await api.call('GET', `/v2/bids/${first}`, { key: carrier.key })).body.state.value).toBe('Closed');

    // transit and a location: the status lists move, the list shows the last location
    expect((await api.call('POST', `/v2/listings/${id}/dispatched`, { key: rival.key })).status).toBe(201);
    await listCatchesUp(api, shipper.key, 'transitStatus=Dispatched&$top=100', inList);
    await listCatchesUp(api, shipper.key, 'transitStatus=ReadyForDispatch&$top=100', (list) => !inList(list));
    expect(
      (
        await api.call('POST', `/v2/listings/${id}/locations`, {
          key: rival.key,
          body: { latitude: 31.5, longitude: -103.2 },
        })
      ).status,
    ).toBe(201);
    const located = await listingOf(id);
    await listCatchesUp(api, shipper.key, '$top=100', (list) => isShownAs(list, located));
  });

  it('a cancellation and an activation: the list and search show each', async () => {
    const saved = idOf(
      await api.call('POST', '/v2/listings', { key: shipper.key, body: listingBody({ status: 'Saved' }) }),
    );
    await searchShows(saved, (item) => item === undefined);
    expect((await api.call('POST', `/v2/listings/${saved}/activation`, { key: shipper.key })).status).toBe(204);
    const active = await listingOf(saved);
    expect(active.status.value).toBe('Active');
    await listCatchesUp(api, shipper.key, '$top=100', (list) => isShownAs(list, active));
    await searchShows(saved, (item) => item !== undefined);
    expect((await api.call('POST', `/v2/listings/${saved}/cancellation`, { key: shipper.key })).status).toBe(204);
    const cancelled = await listingOf(saved);
    await listCatchesUp(api, shipper.key, '$top=100', (list) => isShownAs(list, cancelled));
    await searchShows(saved, (item) => item === undefined);
  });

  it('a late or replayed view never replaces a later one; a listing without an entry gets none', async () => {
    const id = idOf(await api.call('POST', '/v2/listings', { key: shipper.key, body: listingBody() }));
    const asCreated = (await findListing(id, { consistent: true }))!;
    expect((await api.call('POST', `/v2/listings/${id}/bids`, { key: carrier.key, body: bidBody(800) })).status).toBe(
      201,
    );
    const withBid = await listingOf(id);
    // the entry's view is the bid's: it has one, and the list (which reads it) shows the bid
    await eventually(
      async () => (await db().send(new GetCommand({ TableName: api.tableName, Key: keys.listingEntry(id) }))).Item,
      (entry) => entry?.view instanceof Uint8Array,
      "the entry's view",
    );
    await listCatchesUp(api, shipper.key, '$top=100', (list) => isShownAs(list, withBid));
    await showInShipperList(asCreated); // the creation's record, late
    expect(
      (await api.call('GET', '/v2/listings?$top=100', { key: shipper.key })).body.items.find(
        (l: any) => l.listingId === id,
      ),
    ).toEqual(withBid);
    await showInShipperList((await findListing(id, { consistent: true }))!); // the bid's record, replayed
    expect(
      (await api.call('GET', '/v2/listings?$top=100', { key: shipper.key })).body.items.find(
        (l: any) => l.listingId === id,
      ),
    ).toEqual(withBid);
    await showInShipperList({ ...asCreated, listingId: 1 }); // no such listing's entry: nothing written
    const { Items = [] } = await db().send(
      new QueryCommand({
        TableName: api.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.listing(1).PK },
      }),
    );
    expect(Items).toEqual([]);
  });

  it('an erased view is not put back by a late record of the change it shows; a later change replaces it (docs/privacy.md)', async () => {
    // a shipper of its own: the view it leaves erased on purpose is in no other test's list
    const shipper = await api.user('Shipper');
    const id = idOf(await api.call('POST', '/v2/listings', { key: shipper.key, body: listingBody() }));
    expect((await api.call('POST', `/v2/listings/${id}/bids`, { key: carrier.key, body: bidBody(800) })).status).toBe(
      201,
    );
    const withBid = (await api.call('GET', `/v2/listings/${id}`, { key: shipper.key })).body;
    await listCatchesUp(api, shipper.key, '$top=100', (list) => isShownAs(list, withBid));
    const asBid = (await findListing(id, { consistent: true }))!;
    const shown = async () =>
      (await api.call('GET', '/v2/listings?$top=100', { key: shipper.key })).body.items.find(
        (l: any) => l.listingId === id,
      );
    await showInShipperList({ ...asBid, title: 'Erased' }, { erased: true });
    expect(await shown()).toEqual({ ...withBid, title: 'Erased' });
    await showInShipperList(asBid); // the bid's record, late: read before the erasure
    expect(await shown()).toEqual({ ...withBid, title: 'Erased' });
    const later = new Date(Date.parse(asBid.updatedOn ?? asBid.createdOn) + 1).toISOString();
    await showInShipperList({ ...asBid, title: 'Erased', updatedOn: later });
    const entry = (
      await db().send(new GetCommand({ TableName: api.tableName, Key: keys.listingEntry(id), ConsistentRead: true }))
    ).Item!;
    expect(entry.viewOf).toBe(Date.parse(later));
  });
});

const isShownAs = (list: any, listing: any) =>
  isDeepStrictEqual(
    list.items.find((l: any) => l.listingId === listing.listingId),
    listing,
  );
