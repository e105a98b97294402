import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db } from '../../shared/data/client.ts';
import { apiForThisFile } from '../support/api.ts';
import { bidBody, listingBody, rateBody, rateRequestBody } from '../support/listings.ts';
import { eventually } from '../support/eventually.ts';

// What the table holds after a fixed scenario of requests, item by item, against a snapshot taken
// on the code before issue 81's refactoring: a change of how the code is arranged must not change
// one byte of what it stores. Only what differs from run to run is masked (normalized below): the
// instants, the random ids and secrets. Keys, kinds, attributes, their order of keys aside
// (a stored item's attributes have no order), and every other value must be the same.
// After a change that means to change what is stored: `npx vitest run -u test/integration/table-snapshot.test.ts`.

const api = apiForThisFile({ scheduleIntervalMs: 3_600_000 });

const caughtUp = () => eventually(async () => api.streamCaughtUp(), Boolean, 'the stream consumers caught up');

async function scanAll(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({ TableName: api.tableName, ConsistentRead: true, ExclusiveStartKey: start }),
    );
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

// What differs between two runs of the same requests: instants, and what is drawn from them or at random (ids are
// time-based numbers; key hints, tracking tokens and write ids are random).
const masks: [RegExp, string][] = [
  [/\b\d{15,16}\b/g, '<id>'],
  [/\b1[7-9]\d{11}\b/g, '<epoch>'],
  [/^\d{4}-\d{2}$/g, '<month>'],
  [/^H#\d+$/g, 'H#<hour>'],
  [/^TRACKING#[\w-]+$/g, 'TRACKING#<token>'],
  // a track's hour of the clock, and the minute of it a position is kept under (docs/tracking.md, "Positions")
  [/^(TRACK#)?\d{4}-\d{2}-\d{2}T\d{2}$/g, '$1<hour>'],
  [/^m[0-5]\d$/g, 'm<minute>'],
  // the watch list's partition: the listing's id, modulo its shards
  [/^TRACKED#\d+$/g, 'TRACKED#<shard>'],
  [/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?/g, '<instant>'],
  [/\b\d{4}-\d{2}-\d{2}\b/g, '<day>'],
  [/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>'],
  [/\b[0-9A-HJKMNP-TV-Z]{26}\b/g, '<ulid>'],
  [/\b[0-9a-f]{32,}\b/g, '<hex>'],
  [/\b(sbx|prd)_[A-Za-z0-9_-]+/g, '<key>'],
];
const maskText = (text: string) => masks.reduce((masked, [pattern, mask]) => masked.replace(pattern, mask), text);

/**
 * Attributes drawn at random or from the instant: a key's hint, a tracking page's token, the id a conditional create
 * knows its own write by, a notification's id (its instant and a UUID), and the size of a drawn PDF (it prints dates).
 */
const randomAttributes = new Set(['hint', 'writeId', 'notificationId', 'sizeBytes', 'trackingToken']);

/** An item as text with its run-to-run values masked; its attributes in name order. */
function normalized(value: unknown): unknown {
  if (typeof value === 'string') return maskText(value);
  // epoch seconds and milliseconds of this decade and the next (TTLs, timestamps)
  if (typeof value === 'number' && ((value > 1.7e9 && value < 2.2e9) || (value > 1.7e12 && value < 2.2e12)))
    return '<epoch>';
  if (typeof value === 'number' && value >= 1e14 && value < 1e17) return '<id>';
  if (Array.isArray(value)) return value.map(normalized);
  if (value instanceof Set) return { set: [...value].map(normalized).sort() };
  // a compressed view: its length follows the instants it holds
  if (value instanceof Uint8Array) return '<binary>';
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name, inner]) => [maskText(name), randomAttributes.has(name) ? '<random>' : normalized(inner)]),
    );
  return value;
}

describe('the table after a fixed scenario', () => {
  it('holds the same items, byte for byte, as before the refactoring (issue 81)', async () => {
    const shipper = await api.user('Shipper', {
      firstName: 'Ship',
      lastName: 'Per',
      emailAddress: 'shipper@snap.example',
      userName: 'snapshipper',
    });
    const carrier = await api.user('ServiceProvider', {
      firstName: 'Car',
      lastName: 'Rier',
      emailAddress: 'carrier@snap.example',
      userName: 'snapcarrier',
      companyName: 'Snapshot Carrier',
    });
    const rival = await api.user('ServiceProvider', {
      firstName: 'Ri',
      lastName: 'Val',
      emailAddress: 'rival@snap.example',
      userName: 'snaprival',
      companyName: 'Snapshot Rival',
    });
    const step = async (label: string, sent: Promise<{ status: number; body: any }>, status: number) => {
      const res = await sent;
      expect(res.status, `${label}: ${JSON.stringify(res.body)}`).toBe(status);
      await caughtUp();
      return res.body;
    };

    // a listing, its question, its bids, a booking and the shipment
    const created = await api.call('POST', '/v2/listings', { key: shipper.key, body: listingBody() });
    expect(created.status).toBe(201);
    const listingId = Number(created.headers.get('location')!.split('/').filter(Boolean).pop());
    await caughtUp();
    await step('watch', api.call('POST', `/v2/listings/${listingId}/watch`, { key: rival.key }), 201);
    const question = await step(
      'question',
      api.call('POST', `/v2/listings/${listingId}/questions`, { key: rival.key, body: { text: 'Does it run?' } }),
      201,
    );
    await step(
      'answer',
      api.call('PUT', `/v2/listings/${listingId}/questions/${question.questionId}/answer`, {
        key: shipper.key,
        body: { text: 'It runs and drives.' },
      }),
      200,
    );
    const losing = await step(
      'a bid',
      api.call('POST', `/v2/listings/${listingId}/bids`, { key: rival.key, body: bidBody(1200) }),
      201,
    );
    const winning = await step(
      'a lower bid',
      api.call('POST', `/v2/listings/${listingId}/bids`, { key: carrier.key, body: bidBody(900) }),
      201,
    );
    expect(losing.bidId).not.toBe(winning.bidId);
    await step('acceptance', api.call('POST', `/v2/bids/${winning.bidId}/acceptance`, { key: shipper.key }), 200);
    await step(
      'a message',
      api.call('POST', `/v2/listings/${listingId}/messages`, { key: carrier.key, body: { text: 'On my way.' } }),
      201,
    );
    await step('dispatched', api.call('POST', `/v2/listings/${listingId}/dispatched`, { key: carrier.key }), 201);
    await step(
      'a position',
      api.call('POST', `/v2/listings/${listingId}/locations`, {
        key: carrier.key,
        body: { latitude: 31.5, longitude: -103.2 },
      }),
      201,
    );
    await step('picked up', api.call('POST', `/v2/listings/${listingId}/pickedup`, { key: carrier.key }), 201);
    await step('delivered', api.call('POST', `/v2/listings/${listingId}/delivered`, { key: carrier.key }), 201);
    await step(
      'feedback',
      api.call('POST', `/v2/listings/${listingId}/feedback`, {
        key: shipper.key,
        body: { rating: 5, comment: 'On time.' },
      }),
      201,
    );

    // a second listing, cancelled; a saved search; an LTL rate request booked
    const second = await api.call('POST', '/v2/listings', { key: shipper.key, body: listingBody({ title: 'Sofa' }) });
    expect(second.status).toBe(201);
    const secondId = Number(second.headers.get('location')!.split('/').filter(Boolean).pop());
    await caughtUp();
    await step('cancellation', api.call('POST', `/v2/listings/${secondId}/cancellation`, { key: shipper.key }), 204);
    await step(
      'a saved search',
      api.call('POST', '/v2/searches', {
        key: carrier.key,
        body: {
          name: 'Austin cars',
          query: {
            commodities: ['Vehicles'],
            origin: { coordinates: { latitude: 30.25, longitude: -97.75, radius: 60 } },
          },
        },
      }),
      201,
    );
    const request = await api.call('POST', '/v2/raterequests', { key: shipper.key, body: rateRequestBody() });
    expect(request.status, JSON.stringify(request.body)).toBe(201);
    const requestId = request.body.rateRequestID;
    await caughtUp();
    const rate = await step(
      'a rate',
      api.call('POST', `/v2/raterequests/${requestId}/rates`, { key: carrier.key, body: rateBody(420) }),
      201,
    );
    await step(
      'a booked rate',
      api.call('POST', `/v2/raterequests/${requestId}/rates/${rate.rateId}/booking`, { key: shipper.key }),
      201,
    );

    // the last steps' notifications and views in place, and the stream read to its tip twice over an unchanged table
    const count = (items: Record<string, unknown>[], kind: string) => items.filter((i) => i.kind === kind).length;
    await eventually(
      scanAll,
      (items) =>
        count(items, 'RateOffered') === 1 &&
        count(items, 'ListingBooked') === 2 &&
        count(items, 'BidAccepted') === 2 &&
        items.filter((i) => i.entity === 'ListingEntry' && i.GSI2PK).length === 3,
      "the rate request's notifications and every listing's view",
    );
    let before = '';
    const items = await eventually(
      async () => {
        await caughtUp();
        const now = (await scanAll()).map((item) => JSON.stringify(normalized(item))).sort();
        const settled = now.join('\n') === before;
        before = now.join('\n');
        return { now, settled };
      },
      ({ settled }) => settled,
      'the table unchanged between two reads with the stream read to its tip',
      1000,
    ).then(({ now }) => now);
    await expect(`${items.join('\n')}\n`).toMatchFileSnapshot('./table-snapshot/scenario.jsonl');
  });
});
