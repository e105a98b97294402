import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { bidBody, listingBody } from '../support/listings.ts';
import { eventually } from '../support/eventually.ts';
import { receiver } from '../support/webhook-receiver.ts';
import { markSilentShipments } from '../../shared/domain/tracking/no-signal.ts';
import { trackOf } from '../../shared/data/positions.ts';
import { TRACKED_SHARDS } from '../../shared/data/definitions/positions.ts';
import { db } from '../../shared/data/client.ts';
import { paginateScan } from '@aws-sdk/lib-dynamodb';
import { NO_SIGNAL_AFTER_MS, travelMs } from '../../shared/domain/tracking/eta.ts';
import { geocodePostalCode } from '../../shared/geo/geocoder.ts';
import { routeKm } from '../../shared/geo/distance.ts';

// Positions in batches, each stop's estimate, arrival and departure by geofence, and the warnings (issue 83,
// docs/tracking.md): over HTTP, the events through the table's stream to a webhook receiver, as in AWS.

const api = apiForThisFile();
const toShipper = receiver(200);
let shipper: string;
let provider: string;
const hour = 3_600_000;
const minute = 60_000;
const trackingTypes = ['Shipment.EtaChanged/v1', 'Shipment.Arrived/v1', 'Shipment.Departed/v1'];

beforeAll(async () => {
  ({ key: shipper } = await api.user('Shipper'));
  ({ key: provider } = await api.user('ServiceProvider'));
  const url = await toShipper.start();
  const subscribed = await api.call('POST', '/v2/webhooks', { key: shipper, body: { url, eventTypes: trackingTypes } });
  expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(201);
});
afterAll(() => toShipper.stop());

interface Point {
  latitude: number;
  longitude: number;
}

/**
 * A listing Austin to Tucson (test/support/listings.ts: its pickup opens in three days) booked with `provider`, its
 * deadlines relative to now.
 */
async function booked(deadlines: { pickupInHours: number; deliveryInHours: number }) {
  const created = await api.call('POST', '/v2/listings', { key: shipper, body: listingBody() });
  const listingId = Number(created.headers.get('location')!.split('/').pop());
  const bid = await api.call('POST', `/v2/listings/${listingId}/bids`, {
    key: provider,
    body: bidBody(900, {
      latestPickup: new Date(Date.now() + deadlines.pickupInHours * hour).toISOString(),
      latestDelivery: new Date(Date.now() + deadlines.deliveryInHours * hour).toISOString(),
    }),
  });
  expect((await api.call('POST', `/v2/bids/${bid.body.bidId}/acceptance`, { key: shipper })).status).toBe(200);
  const track = await api.call('GET', `/v2/listings/${listingId}/track`, { key: shipper });
  const { originAddress } = track.body.shipmentTrackingSummaryModel;
  const pickup: Point = { latitude: originAddress.latitude, longitude: originAddress.longitude };
  return { listingId, pickup };
}

/** A point `km` north of `from` (a degree of latitude is 111 km). */
const north = (from: Point, km: number): Point => ({ latitude: from.latitude + km / 111, longitude: from.longitude });
/**
 * A device's time `seconds` from now: positions are refused before their booking (a second ago) and more than a minute
 * ahead, so a test's positions are spread over the next 50 seconds, in the order it sends them.
 */
const at = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const send = (listingId: number, positions: unknown[], key = provider) =>
  api.call('POST', `/v2/listings/${listingId}/locations`, { key, body: { positions } });
const history = (listingId: number) => api.call('GET', `/v2/listings/${listingId}/transitStatuses`, { key: shipper });
const etaOf = (body: { etas: { stop: string; etaStatus: string; eta?: string }[] }, stop: string) =>
  body.etas.find((e) => e.stop === stop);

/** The events of the listing the shipper's receiver got, once `done` holds. */
const eventsOf = (listingId: number, done: (events: { type: string; data: any }[]) => boolean, what: string) =>
  eventually(
    async () =>
      toShipper.received
        .map((r) => JSON.parse(r.body) as { type: string; data: any })
        .filter((event) => event.data.listingId === listingId),
    done,
    what,
  );

describe('positions in batches (POST /v2/listings/{id}/locations)', () => {
  it('takes a batch out of order with a duplicate: each position once, the latest never moved back', async () => {
    const { listingId, pickup } = await booked({ pickupInHours: 48, deliveryInHours: 240 });
    const far = north(pickup, 100);
    const positions = [
      { ...north(far, 2), recorded: at(30), speed: 90, heading: 180 },
      { ...north(far, 4), recorded: at(10) },
      { ...north(far, 2), recorded: at(30), speed: 90, heading: 180 }, // the same again
      { ...north(far, 3), recorded: at(20) },
    ];
    positions[2]!.recorded = positions[0]!.recorded;
    const res = await send(listingId, positions);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.headers.get('location')).toBe(`${api.url}/v2/listings/${listingId}/transitStatuses`);
    expect(res.body).toMatchObject({ accepted: 3, duplicates: 1 });
    expect(res.body).toMatchObject({ recorded: positions[0]!.recorded, latitude: positions[0]!.latitude });
    // an older one later: kept in the track, the latest stays
    const olderOne = { ...north(far, 9), recorded: at(1) };
    const older = await send(listingId, [olderOne]);
    expect(older.status).toBe(201);
    expect(older.body.recorded).toBe(positions[0]!.recorded);
    const read = await history(listingId);
    expect(read.body.mostRecentLocation.recorded).toBe(positions[0]!.recorded);
    // the track keeps one position a minute: these 30 seconds are one or two minutes of the clock
    const track = await trackOf(listingId);
    expect(track.length).toBeGreaterThanOrEqual(1);
    expect(track.length).toBeLessThanOrEqual(2);
    const sent = [...positions, olderOne].map((p) => Math.floor(Date.parse(p.recorded) / 1000));
    for (const [, , recordedSeconds] of track) expect(sent).toContain(recordedSeconds);
    // the single position of spec 2.11 still answers its record, and is a history entry; recorded now, before the
    // device's latest, it does not move that back
    const single = await api.call('POST', `/v2/listings/${listingId}/locations`, {
      key: provider,
      body: { latitude: far.latitude, longitude: far.longitude },
    });
    expect(single.status).toBe(201);
    expect(single.body).toMatchObject({ latitude: far.latitude, longitude: far.longitude });
    const after = (await history(listingId)).body;
    expect(after.mostRecentLocation.recorded).toBe(positions[0]!.recorded);
    expect(after.items.find((i: { recorded: string }) => i.recorded === single.body.recorded)).toMatchObject({
      latitude: far.latitude,
    });
  });

  it("writes only its listing's items and its watch list entry: no other item changes, its shipper's list entry included", async () => {
    const { listingId, pickup } = await booked({ pickupInHours: 48, deliveryInHours: 240 });
    const far = north(pickup, 100);
    expect((await send(listingId, [{ ...far, recorded: at(1) }])).status).toBe(201);
    const table = async () => {
      await eventually(
        async () => api.streamCaughtUp(),
        (caughtUp) => caughtUp,
        'the stream consumers at its tip',
      );
      const items = new Map<string, string>();
      for await (const page of paginateScan({ client: db() }, { TableName: api.tableName, ConsistentRead: true }))
        for (const item of page.Items ?? []) items.set(`${item.PK} ${item.SK}`, JSON.stringify(item));
      return items;
    };
    const before = await table();
    const moved = await send(listingId, [
      { ...north(far, 1), recorded: at(20), speed: 88, heading: 0 },
      { ...north(far, 2), recorded: at(40), speed: 88, heading: 0 },
    ]);
    expect(moved.status).toBe(201);
    const after = await table();
    // what the scheduled jobs write as they run (their leases) is theirs, not the batch's
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
      (key) => before.get(key) !== after.get(key) && !/^(JOBLEASE#|PRIVACYJOBS)/.test(key),
    );
    const state = `LISTING#${listingId} LISTING#STATE`;
    expect(changed).toContain(state);
    // the state, the track's hours and the watch list's entry: not the list entry the indexer would rewrite
    expect(
      changed.filter(
        (key) =>
          key !== state &&
          !key.startsWith(`LISTING#${listingId} TRACK#`) &&
          key !== `TRACKED#${listingId % TRACKED_SHARDS} LISTING#${listingId}`,
      ),
    ).toEqual([]);
  });

  it('refuses a future position (past a minute of skew), one before the booking, and more than 100, naming each', async () => {
    const { listingId, pickup } = await booked({ pickupInHours: 48, deliveryInHours: 240 });
    const future = await send(listingId, [
      { ...pickup, recorded: at(0) },
      { ...pickup, recorded: at(5 * 60) },
      { ...pickup, recorded: at(-2 * 60 * 60) },
    ]);
    expect(future.status).toBe(400);
    expect(errorsOf(future.body).map((e) => e.field)).toEqual(['positions[1].recorded', 'positions[2].recorded']);
    const many = await send(
      listingId,
      Array.from({ length: 101 }, (_, i) => ({ ...pickup, recorded: at(i / 10) })),
    );
    expect(many.status).toBe(400);
    expect(errorsOf(many.body)[0]!.field).toBe('positions');
    const both = await api.call('POST', `/v2/listings/${listingId}/locations`, {
      key: provider,
      body: { ...pickup, positions: [{ ...pickup, recorded: at(0) }] },
    });
    expect(both.status).toBe(400);
    const stranger = (await api.user('ServiceProvider')).key;
    expect((await send(listingId, [{ ...pickup, recorded: at(0) }], stranger)).status).toBe(403);
    expect((await history(listingId)).body.etas.map((e: { etaStatus: string }) => e.etaStatus)).toEqual([
      'Unknown',
      'Unknown',
    ]);
  });
});

describe('estimates, geofence and warnings', () => {
  it('an estimate and its status per stop after each position; the pickup only until picked up', async () => {
    const { listingId, pickup } = await booked({ pickupInHours: 48, deliveryInHours: 240 });
    const first = await send(listingId, [{ ...north(pickup, 160), recorded: at(1) }]);
    expect(etaOf(first.body, 'Pickup')).toMatchObject({ etaStatus: 'OnTime' });
    const pickupEta = Date.parse(etaOf(first.body, 'Pickup')!.eta!);
    // 160 km north (about 200 road km) at 80 km/h: between two and three hours on
    expect(pickupEta - Date.now()).toBeGreaterThan(2 * hour);
    expect(pickupEta - Date.now()).toBeLessThan(3.5 * hour);
    const nearer = await send(listingId, [{ ...north(pickup, 40), recorded: at(2) }]);
    expect(Date.parse(etaOf(nearer.body, 'Pickup')!.eta!)).toBeLessThan(pickupEta);
    const track = await api.call('GET', `/v2/listings/${listingId}/track`, { key: shipper });
    expect(track.body.etas.map((e: { stop: string }) => e.stop)).toEqual(['Pickup', 'Delivery']);
    expect((await api.call('POST', `/v2/listings/${listingId}/pickedup`, { key: provider })).status).toBe(201);
    const after = await api.call('GET', `/v2/listings/${listingId}/track`, { key: provider });
    expect(after.body.etas.map((e: { stop: string }) => e.stop)).toEqual(['Delivery']);
  });

  it('Arrived then Departed at the pickup, once each though the batch is sent twice', async () => {
    const { listingId, pickup } = await booked({ pickupInHours: 48, deliveryInHours: 240 });
    const batch = [
      { ...north(pickup, 10), recorded: at(1) },
      { ...north(pickup, 1), recorded: at(2) }, // inside 2 km: arrived
      { ...north(pickup, 2.5), recorded: at(3) }, // between the fences: still there
      { ...north(pickup, 8), recorded: at(4) }, // beyond 3 km: departed
    ];
    expect((await send(listingId, batch)).status).toBe(201);
    expect((await send(listingId, batch)).status).toBe(201);
    const items = (await history(listingId)).body.items.filter((i: { event?: string }) => i.event !== undefined);
    expect(items.filter((i: { event: string }) => i.event !== 'EtaChanged')).toEqual([
      expect.objectContaining({ event: 'Arrived', stop: 'Pickup', recorded: batch[1]!.recorded }),
      expect.objectContaining({ event: 'Departed', stop: 'Pickup', recorded: batch[3]!.recorded }),
    ]);
    const events = await eventsOf(
      listingId,
      (e) => e.filter((x) => x.type !== 'Shipment.EtaChanged/v1').length >= 2,
      'Arrived and Departed',
    );
    // webhooks are delivered each on its own, in any order: by when each happened
    const visits = events.filter((e) => e.type !== 'Shipment.EtaChanged/v1');
    visits.sort((a, b) => (a.data.recorded < b.data.recorded ? -1 : 1));
    expect(visits.map((e) => [e.type, e.data.stop])).toEqual([
      ['Shipment.Arrived/v1', 'Pickup'],
      ['Shipment.Departed/v1', 'Pickup'],
    ]);
  });

  it('AtRisk then Late as positions fall behind the pickup window, one webhook per change; OnTime again', async () => {
    // a deadline half an hour after the estimate from 260 km north of the pickup: within the hour's margin
    const place = (await geocodePostalCode('78704', 'US'))!;
    const hoursAway = travelMs(routeKm([north(place, 260), place])) / hour;
    const { listingId, pickup } = await booked({ pickupInHours: hoursAway + 0.5, deliveryInHours: 240 });
    const risky = await send(listingId, [{ ...north(pickup, 260), recorded: at(1) }]);
    expect(etaOf(risky.body, 'Pickup')!.etaStatus).toBe('AtRisk');
    // the same again, a minute on: no change, no event
    expect(etaOf((await send(listingId, [{ ...north(pickup, 259), recorded: at(2) }])).body, 'Pickup')!.etaStatus).toBe(
      'AtRisk',
    );
    const late = await send(listingId, [{ ...north(pickup, 450), recorded: at(3) }]);
    expect(etaOf(late.body, 'Pickup')!.etaStatus).toBe('Late');
    const onTime = await send(listingId, [{ ...north(pickup, 20), recorded: at(4) }]);
    expect(etaOf(onTime.body, 'Pickup')!.etaStatus).toBe('OnTime');
    const events = await eventsOf(
      listingId,
      (e) => e.filter((x) => x.data.stop === 'Pickup').length >= 3,
      'three changes of the pickup',
    );
    expect(
      events
        .filter((e) => e.type === 'Shipment.EtaChanged/v1' && e.data.stop === 'Pickup')
        .sort((a, b) => (a.data.recorded < b.data.recorded ? -1 : 1)) // each delivered on its own, in any order
        .map((e) => [e.data.previousEtaStatus, e.data.etaStatus]),
    ).toEqual([
      ['Unknown', 'AtRisk'],
      ['AtRisk', 'Late'],
      ['Late', 'OnTime'],
    ]);
    const entries = (await history(listingId)).body.items.filter((i: { event?: string }) => i.event === 'EtaChanged');
    expect(entries.filter((i: { stop: string }) => i.stop === 'Pickup')).toHaveLength(3);
  });

  it('NoSignal after two hours without a position, found by the schedule; once, however often it runs', async () => {
    const { listingId, pickup } = await booked({ pickupInHours: 48, deliveryInHours: 240 });
    await send(listingId, [{ ...north(pickup, 100), recorded: at(1) }]);
    const later = new Date(Date.now() + NO_SIGNAL_AFTER_MS + minute);
    await markSilentShipments(later);
    await markSilentShipments(later);
    const events = await eventsOf(
      listingId,
      (e) => e.filter((x) => x.data.etaStatus === 'NoSignal').length >= 2,
      'NoSignal for both stops',
    );
    expect(
      events
        .filter((e) => e.data.etaStatus === 'NoSignal')
        .map((e) => e.data.stop)
        .sort(),
    ).toEqual(['Delivery', 'Pickup']);
    const read = await history(listingId);
    expect(read.body.etas.map((e: { etaStatus: string }) => e.etaStatus)).toEqual(['NoSignal', 'NoSignal']);
    // a position again: OnTime, heard as the return
    const back = await send(listingId, [{ ...north(pickup, 90), recorded: at(5) }]);
    expect(etaOf(back.body, 'Pickup')!.etaStatus).toBe('OnTime');
    await eventsOf(
      listingId,
      (e) => e.some((x) => x.data.previousEtaStatus === 'NoSignal' && x.data.etaStatus === 'OnTime'),
      'back to OnTime',
    );
  });

  it("a status posted with a location is a signal too: it keeps a device's later position as the latest, and the schedule finds the load silent two hours after the post", async () => {
    const { listingId, pickup } = await booked({ pickupInHours: 48, deliveryInHours: 240 });
    const ahead = { ...north(pickup, 100), recorded: at(3) }; // a device's clock a few seconds ahead
    expect((await send(listingId, [ahead])).status).toBe(201);
    const dispatched = await api.call('POST', `/v2/listings/${listingId}/dispatched`, {
      key: provider,
      body: { latitude: 31.2, longitude: -99.1 },
    });
    expect(dispatched.status).toBe(201);
    // the post's place is its entry's; the latest stays the device's later one
    const read = await history(listingId);
    expect(read.body.mostRecentLocation.recorded).toBe(ahead.recorded);
    expect(read.body.items.find((i: { status?: string }) => i.status === 'Dispatched')).toMatchObject({
      latitude: 31.2,
    });
    // once the server's clock is past the device's, a status with a location moves the latest, not the watch list's
    // entry (a status post writes the state alone)
    await eventually(
      async () => Date.now(),
      (now) => now > Date.parse(ahead.recorded) + 2000,
      "the server's clock two seconds past the device's",
    );
    const pickedUp = await api.call('POST', `/v2/listings/${listingId}/pickedup`, {
      key: provider,
      body: { latitude: 31.3, longitude: -99.2 },
    });
    expect(pickedUp.status).toBe(201);
    expect((await history(listingId)).body.mostRecentLocation.recorded).toBe(pickedUp.body.recorded);
    const noSignal = async () =>
      (await history(listingId)).body.items.filter(
        (i: { event?: string; etaStatus?: string }) => i.event === 'EtaChanged' && i.etaStatus === 'NoSignal',
      );
    // two hours after the device's position, not after the post: the entry follows the post, and the load is not silent
    await markSilentShipments(new Date(Date.parse(ahead.recorded) + NO_SIGNAL_AFTER_MS + 1000));
    expect(await noSignal()).toEqual([]);
    // two hours after the post: silent
    await markSilentShipments(new Date(Date.parse(pickedUp.body.recorded) + NO_SIGNAL_AFTER_MS + minute));
    expect((await noSignal()).length).toBeGreaterThan(0);
    await eventsOf(
      listingId,
      (e) => e.some((x) => x.data.etaStatus === 'NoSignal'),
      'NoSignal heard after the status post',
    );
  });
});
