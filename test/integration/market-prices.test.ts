import { beforeAll, describe, expect, it } from 'vitest';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { apiForThisFile } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { bidBody, listingBody } from '../support/listings.ts';
import { streamRecords } from '../support/stream.ts';
import { handler as lanePriceIndexer } from '../../functions/pricing/lane-prices.ts';
import { toLambdaStreamRecord } from '../../infra/local/stream-poller.ts';
import { readMarket } from '../../shared/data/market-prices.ts';
import { marketLevelsOf } from '../../shared/domain/pricing/market.ts';

// Estimates and fixed prices learn from what the marketplace books (docs/pricing.md): bookings go
// through the API, the lane price indexer reads them off the stream, and estimates move.

const api = apiForThisFile();
const parties: { shipper: string; provider: string }[] = [];

beforeAll(async () => {
  for (let i = 0; i < 6; i++)
    parties.push({ shipper: (await api.user('Shipper')).key, provider: (await api.user('ServiceProvider')).key });
});

const sedan = { commodity: 'CarsLightTrucks', unitCount: 1, year: '2018', makeName: 'Toyota', modelName: 'Camry' };
const sofa = { commodity: 'Furniture', unitCount: 1, weightInGrams: 60_000 };
const stop = (postalCode: string) => ({ address: { postalCode, country: 'US' } });

async function estimated(from: string, to: string, item: Record<string, unknown> = sedan) {
  const res = await api.call('POST', '/v2/estimate', {
    key: parties[0]!.shipper,
    body: { route: { items: [stop(from), stop(to)] }, items: [item] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    price: res.body.price.value as number,
    low: res.body.lowPrice.value as number,
    high: res.body.highPrice.value as number,
  };
}

const fixedPrice = async (from: string, to: string) => {
  const res = await api.call('POST', '/v2/fixedprice', {
    key: parties[0]!.shipper,
    body: {
      source: 'markettest',
      originPostalCode: from,
      destinationPostalCode: to,
      items: [{ heightInMeters: 1, widthInMeters: 2, lengthInMeters: 0.9, weightInGrams: 60_000, unitCount: 1 }],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.nypAmount as number;
};

const serviceTypeFor: Record<string, string[]> = {
  Furniture: ['BlanketWrap'],
  Pets: ['GroundPetTransport'],
  CarsLightTrucks: ['OpenTransport'],
  Boats: ['BoatOnTrailer'],
};
/** Priced as OtherBoats, which no test here estimates: what a test books to follow the stream moves no one's prices. */
const boat = { commodity: 'Boats', unitCount: 1 };

/**
 * One listing Austin -> Tucson (or as overridden), bid on at `amount`; accepted unless told otherwise. Its listing id.
 */
async function booking(
  party: { shipper: string; provider: string },
  amount: number,
  options: { items?: unknown[]; accept?: boolean; lane?: [from: string, to: string] } = {},
) {
  const body = listingBody(
    options.items
      ? { items: options.items, serviceTypes: serviceTypeFor[(options.items[0] as { commodity: string }).commodity] }
      : {},
  );
  if (options.lane) body.route.items.forEach((stop, i) => (stop.address.postalCode = options.lane![i]!));
  const created = await api.call('POST', '/v2/listings', { key: party.shipper, body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const listingId = Number(created.headers.get('location')!.split('/').pop());
  const bid = await api.call('POST', `/v2/listings/${listingId}/bids`, {
    key: party.provider,
    body: bidBody(Math.round(amount)),
  });
  expect(bid.status, JSON.stringify(bid.body)).toBe(201);
  const bidId = Number(bid.headers.get('location')!.split('/').pop());
  if (options.accept !== false)
    expect((await api.call('POST', `/v2/bids/${bidId}/acceptance`, { key: party.shipper })).status).toBe(200);
  return { listingId, bidId };
}

const austin = { latitude: 30.24, longitude: -97.77, region: 'USA-TX' };
const tucson = { latitude: 32.22, longitude: -110.97, region: 'USA-AZ' };

/** Waits until the indexer has put `count` bookings on the lane (it polls the stream). */
const observed = async (subcommodity: string, count: number, [from, to] = [austin, tucson]): Promise<void> => {
  await eventually(
    () => readMarket(marketLevelsOf(subcommodity, from, to)),
    (market) => market.lane.length >= count,
    `${count} bookings of ${subcommodity} on the lane`,
  );
};

/**
 * A lane of its own for a test that must not meet another's bookings (the tests run in any order):
 * its postal codes, and its two places as the estimate geocodes them.
 */
async function ownLane(from: string, to: string) {
  const res = await api.call('POST', '/v2/estimate', {
    key: parties[0]!.shipper,
    body: { route: { items: [stop(from), stop(to)] }, items: [sofa] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const places = (res.body.route.items as { address: Record<string, string | number> }[]).map(({ address }) => ({
    latitude: Number(address.latitude),
    longitude: Number(address.longitude),
    region: `${address.country === 'CA' ? 'CAN' : 'USA'}-${String(address.stateProvince)}`,
  }));
  return { codes: [from, to] as [string, string], places: places as [(typeof places)[0], (typeof places)[0]] };
}

describe('bookings move their lane', () => {
  it("five bookings at twice the model move the lane's estimate about halfway within seconds; a control lane stays on the model", async () => {
    const before = await estimated('78704', '85701');
    const control = await estimated('98101', '80202');
    for (const party of parties.slice(0, 5)) await booking(party, before.price * 2);
    await observed('CarsLightTrucks', 5);
    const after = (await estimated('78704', '85701')).price;
    // five independent bookings weigh 5 / (5 + 5): the price moves halfway to twice the model
    expect(after / before.price).toBeGreaterThan(1.4);
    expect(after / before.price).toBeLessThan(1.6);
    const moved = await estimated('78704', '85701');
    expect(moved.low).toBeLessThan(moved.price);
    expect(moved.high).toBeGreaterThan(moved.price);
    expect(await estimated('98101', '80202')).toEqual(control);
    // each booking is one observation of the lane, the region pair and the nation
    const market = await readMarket(marketLevelsOf('CarsLightTrucks', austin, tucson));
    expect([market.lane.length, market.region.length]).toEqual([5, 5]);
  });

  it('household goods bookings move the fixed price of their lane', async () => {
    const model = (await estimated('78704', '85701', sofa)).price;
    const before = await fixedPrice('78704', '85701');
    for (const party of parties.slice(0, 5)) await booking(party, model * 0.5, { items: [sofa] });
    await observed('Furniture', 5);
    const after = await fixedPrice('78704', '85701');
    expect(after / before).toBeLessThan(0.8);
    expect(after / before).toBeGreaterThan(0.65);
  });

  it('one shipper with one provider cannot drag a lane: ten bookings move it less than five independent ones', async () => {
    // a listing names pets; estimates name dogs or cats (a pet whose details do not name a cat is priced as a dog)
    const dogs = { commodity: 'Dogs', unitCount: 1, weightInGrams: 20_000 };
    const before = (await estimated('78704', '85701', dogs)).price;
    for (let i = 0; i < 10; i++)
      await booking(parties[5]!, before * 2, {
        items: [{ ...dogs, commodity: 'Pets', details: { breed: 'Labrador' } }],
      });
    await observed('Dogs', 10);
    const after = (await estimated('78704', '85701', dogs)).price;
    // capped at 3 observations' weight: 3 / (3 + 5) of the way, where five independent ones go half
    expect(after / before).toBeGreaterThan(1.25);
    expect(after / before).toBeLessThan(1.45);
  });
});

describe('what never counts, and replays', () => {
  it('a declined bid, a bid never accepted and a cancelled listing change nothing', async () => {
    const cat = { commodity: 'Cats', unitCount: 1, weightInGrams: 5_000 };
    const listedCat = { commodity: 'Pets', unitCount: 1, weightInGrams: 5_000, details: { species: 'Cat' } };
    const before = await estimated('78704', '85701', cat);
    const declined = await booking(parties[0]!, before.price * 3, { items: [listedCat], accept: false });
    expect(
      (
        await api.call('POST', `/v2/bids/${declined.bidId}/declination`, {
          key: parties[0]!.shipper,
          body: { reason: 'NeedToMakeChangesToShipment' },
        })
      ).status,
    ).toBe(200);
    const cancelled = await booking(parties[1]!, before.price * 3, { items: [listedCat], accept: false });
    expect(
      (await api.call('POST', `/v2/listings/${cancelled.listingId}/cancellation`, { key: parties[1]!.shipper })).status,
    ).toBe(204);
    await booking(parties[2]!, before.price * 3, { items: [listedCat], accept: false });
    // the indexer has seen all of it once it has seen a booking made after it (DynamoDB Local keeps
    // the stream in one shard, read in order): a boat, on a lane of its own
    const marker = await ownLane('30301', '60601');
    await booking(parties[3]!, 2000, { items: [boat], lane: marker.codes });
    await observed('OtherBoats', 1, marker.places);
    expect(await estimated('78704', '85701', cat)).toEqual(before);
    expect((await readMarket(marketLevelsOf('Cats', austin, tucson))).lane).toEqual([]);
  });

  it('a replayed stream batch adds nothing', async () => {
    const lane = await ownLane('02108', '33130');
    await booking(parties[4]!, 1500, { items: [boat], lane: lane.codes });
    await observed('OtherBoats', 1, lane.places);
    const market = () => readMarket(marketLevelsOf('OtherBoats', ...lane.places));
    const before = await market();
    expect(before.lane.length).toBe(1);
    const batch: DynamoDBStreamEvent = {
      Records: (await streamRecords(api.tableName)).map((r) => toLambdaStreamRecord(r, 'local')),
    };
    expect((await lanePriceIndexer(batch)).batchItemFailures).toEqual([]);
    expect((await lanePriceIndexer(batch)).batchItemFailures).toEqual([]);
    expect(await market()).toEqual(before);
  });

  it("a cancelled booking leaves its lane, a replayed stream does not put it back, and the listing's next booking counts", async () => {
    const lane = await ownLane('63101', '64106');
    const party = parties[5]!;
    // another shipper's booking on the same lane, which the cancellation must leave as it was
    const other = await booking(parties[4]!, 1700, { items: [boat], lane: lane.codes });
    const { listingId } = await booking(party, 1800, { items: [boat], lane: lane.codes });
    await observed('OtherBoats', 2, lane.places);
    const market = () => readMarket(marketLevelsOf('OtherBoats', ...lane.places));
    const othersOf = async () => (await market()).lane.filter((o) => o.listingId === other.listingId);
    const othersBefore = await othersOf();
    expect(othersBefore).toHaveLength(1);
    // the carrier cancels (docs/payments.md, "Cancelling a booking"): the listing takes bids again
    expect((await api.call('POST', `/v2/listings/${listingId}/cancellation`, { key: party.provider })).status).toBe(
      204,
    );
    await eventually(
      market,
      (read) => !read.lane.some((o) => o.listingId === listingId),
      'the cancelled booking off the lane',
    );
    expect(await othersOf()).toEqual(othersBefore);
    const { key: next } = await api.user('ServiceProvider');
    const bid = await api.call('POST', `/v2/listings/${listingId}/bids`, { key: next, body: bidBody(1900) });
    expect(bid.status, JSON.stringify(bid.body)).toBe(201);
    const accepted = await api.call('POST', `/v2/bids/${bid.body.bidId}/acceptance`, { key: party.shipper });
    expect(accepted.status).toBe(200);
    await observed('OtherBoats', 2, lane.places);
    const rebooked = await market();
    expect(rebooked.lane.map((o) => o.listingId).sort()).toEqual([listingId, other.listingId].sort());
    expect(await othersOf()).toEqual(othersBefore);
    // the whole stream again, the first acceptance and its cancellation among it: the same one booking
    await eventually(async () => api.streamCaughtUp(), Boolean, 'the stream read');
    const batch: DynamoDBStreamEvent = {
      Records: (await streamRecords(api.tableName)).map((r) => toLambdaStreamRecord(r, 'local')),
    };
    expect((await lanePriceIndexer(batch)).batchItemFailures).toEqual([]);
    expect(await market()).toEqual(rebooked);
  });
});
