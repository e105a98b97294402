import { beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { bidBody, listingBody } from '../support/listings.ts';
import { eventually } from '../support/eventually.ts';
import { stripeStandInForThisFile } from '../support/stripe.ts';
import { ledgerOf } from '../../shared/data/payments.ts';

// Cancelling a booking before pickup (docs/payments.md, "Cancelling a booking"), over HTTP against the Stripe stand-in:
// by the shipper (Cancelled, refunded less the fee), by the carrier (Active again, refunded whole), the refusals, a
// booking paid off the platform, a second call.

const stripe = stripeStandInForThisFile();
const api = apiForThisFile({ stripe: () => stripe.standIn });

let shipper: string;
let carrier: string;
let carrierId: number;
let rival: string;
let stranger: string;
let sdk: Stripe;

beforeAll(async () => {
  ({ key: shipper } = await api.user('Shipper'));
  ({
    key: carrier,
    user: { userId: carrierId },
  } = await api.user('ServiceProvider'));
  ({ key: rival } = await api.user('ServiceProvider'));
  ({ key: stranger } = await api.user('ServiceProvider'));
  const { hostname, port } = new URL(stripe.standIn.baseUrl);
  sdk = new Stripe(stripe.standIn.keys[api.stage].secretKey, { host: hostname, port, protocol: 'http' });
});

async function placeBid(listingId: number, key: string, amount: number): Promise<number> {
  const placed = await api.call('POST', `/v2/listings/${listingId}/bids`, { key, body: bidBody(amount) });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.bidId as number;
}

const accept = async (bidId: number, paymentMethod?: string) => {
  const accepted = await api.call('POST', `/v2/bids/${bidId}/acceptance`, {
    key: shipper,
    ...(paymentMethod ? { body: { payment: { paymentMethod } } } : {}),
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
};

/** A listing booked with the carrier's bid of `amount` (paid on the platform, unless `offPlatform`); a rival bid too. */
async function booked(amount: number, { offPlatform = false } = {}) {
  const created = await api.call('POST', '/v2/listings', { key: shipper, body: listingBody() });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const listingId = Number(created.headers.get('location')!.split('/').pop());
  const rivalBidId = await placeBid(listingId, rival, amount + 50);
  const bidId = await placeBid(listingId, carrier, amount);
  await accept(bidId, offPlatform ? undefined : 'pm_card_visa');
  return { listingId, bidId, rivalBidId };
}

const cancel = (listingId: number, key: string) => api.call('POST', `/v2/listings/${listingId}/cancellation`, { key });
const listingOf = async (listingId: number) =>
  (await api.call('GET', `/v2/listings/${listingId}`, { key: shipper })).body;
const paymentOf = async (listingId: number) =>
  (await api.call('GET', `/v2/listings/${listingId}/payment`, { key: shipper })).body;
const bidState = async (bidId: number, key = shipper) =>
  (await api.call('GET', `/v2/bids/${bidId}`, { key })).body.state.value as string;

/** charged = refunded + transferred + kept, kept ≥ 0 (docs/payments.md, "The ledger"): `kept` returned. */
async function keptByLedger(listingId: number): Promise<number> {
  const ledger = await ledgerOf(listingId);
  const sum = (movement: string) =>
    ledger.filter((e) => e.movement === movement).reduce((total, e) => total + e.amount, 0);
  const kept = sum('Charge') - sum('Refund') - sum('Transfer');
  expect(kept).toBeGreaterThanOrEqual(0);
  return kept;
}

async function refundsOnStripe(listingId: number): Promise<Stripe.Refund[]> {
  const intent = (await sdk.paymentIntents.list({ limit: 100 })).data.find(
    (pi) => pi.metadata?.listingId === String(listingId),
  )!;
  return (await sdk.refunds.list({ payment_intent: intent.id, limit: 100 })).data;
}

describe('POST /v2/listings/{listingId}/cancellation of a booking', () => {
  it("the shipper's cancellation: Cancelled, refunded the carrier price and premium less 10% of the price", async () => {
    const { listingId, bidId } = await booked(1000);
    expect((await cancel(listingId, shipper)).status).toBe(204);
    expect((await listingOf(listingId)).status.value).toBe('Cancelled');
    expect(await bidState(bidId)).toBe('Cancelled');
    const payment = await paymentOf(listingId);
    expect(payment).toMatchObject({ status: 'PartiallyRefunded', refunded: { amount: 900, currencyType: 'USD' } });
    // the carrier stays a party of the cancelled booking: it reads the payment
    const carriers = await api.call('GET', `/v2/listings/${listingId}/payment`, { key: carrier });
    expect(carriers.body.status).toBe('PartiallyRefunded');
    const refunds = await refundsOnStripe(listingId);
    expect(refunds.map((r) => [r.amount, r.reason, r.metadata?.listingId])).toEqual([
      [90_000, 'requested_by_customer', String(listingId)],
    ]);
    // the platform keeps the cancellation fee (100) and the service fee (150)
    expect(await keptByLedger(listingId)).toBe(25_000);
    expect((await ledgerOf(listingId)).find((e) => e.movement === 'Refund')?.stripeId).toBe(refunds[0]!.id);
  });

  it("the carrier's cancellation: refunded whole, the listing Active again, counted on the carrier's profile", async () => {
    const { listingId, bidId, rivalBidId } = await booked(800);
    // its positions so far (docs/tracking.md) are the cancelled booking's: the next one starts without them
    const position = { latitude: 31.5, longitude: -98.5, recorded: new Date().toISOString() };
    const reported = await api.call('POST', `/v2/listings/${listingId}/locations`, {
      key: carrier,
      body: { positions: [position] },
    });
    expect(reported.status, JSON.stringify(reported.body)).toBe(201);
    expect((await cancel(listingId, carrier)).status).toBe(204);
    const listing = await listingOf(listingId);
    expect(listing.status.value).toBe('Active');
    expect(listing.transitStatus).toBeUndefined();
    expect(await bidState(bidId)).toBe('Cancelled');
    expect(await bidState(rivalBidId)).toBe('Closed');
    expect(await paymentOf(listingId)).toMatchObject({ status: 'Refunded', refunded: { amount: 920 } });
    expect((await refundsOnStripe(listingId)).map((r) => r.amount)).toEqual([92_000]);
    expect(await keptByLedger(listingId)).toBe(0);
    const profile = await api.call('GET', `/v2/users/${carrierId}/profile`, { key: shipper });
    expect(profile.body.cancelledBookings).toBe(1);
    // it takes bids again: the rival, whose bid the booking closed, bids and is booked, paid anew
    const again = await placeBid(listingId, rival, 850);
    await accept(again, 'pm_card_visa');
    expect((await listingOf(listingId)).status.value).toBe('Booked');
    const track = await api.call('GET', `/v2/listings/${listingId}/track`, { key: shipper });
    expect(track.body.mostRecentLocation).toBeUndefined();
    expect(track.body.etas.map((e: { etaStatus: string }) => e.etaStatus)).toEqual(['Unknown', 'Unknown']);
    expect(await paymentOf(listingId)).toMatchObject({ status: 'Held', total: { amount: 977.5 } });
    expect(await keptByLedger(listingId)).toBe(97_750);
  });

  it('after pickup: 409 naming listingId', async () => {
    const { listingId } = await booked(700);
    expect((await api.call('POST', `/v2/listings/${listingId}/pickedup`, { key: carrier })).status).toBe(201);
    const refused = await cancel(listingId, shipper);
    expect(refused.status).toBe(409);
    expect(errorsOf(refused.body)[0]!.field).toBe('listingId');
    expect((await paymentOf(listingId)).status).toBe('Held');
  });

  it('anyone but its shipper and booked carrier: 403, nothing changed', async () => {
    const { listingId } = await booked(600);
    for (const key of [stranger, rival]) {
      const refused = await cancel(listingId, key);
      expect(refused.status).toBe(403);
      expect(errorsOf(refused.body)[0]!.field).toBe('listingId');
    }
    expect((await listingOf(listingId)).status.value).toBe('Booked');
    expect((await paymentOf(listingId)).status).toBe('Held');
  });

  it('a booking paid off the platform cancels the same way, without the money', async () => {
    const byShipper = await booked(500, { offPlatform: true });
    expect((await cancel(byShipper.listingId, shipper)).status).toBe(204);
    expect((await listingOf(byShipper.listingId)).status.value).toBe('Cancelled');
    const byCarrier = await booked(500, { offPlatform: true });
    expect((await cancel(byCarrier.listingId, carrier)).status).toBe(204);
    expect((await listingOf(byCarrier.listingId)).status.value).toBe('Active');
    expect(await bidState(byCarrier.bidId)).toBe('Cancelled');
    expect(await ledgerOf(byCarrier.listingId)).toEqual([]);
  });

  it('cancelled twice answers as the first, and refunds once', async () => {
    const byShipper = await booked(400);
    expect((await cancel(byShipper.listingId, shipper)).status).toBe(204);
    expect((await cancel(byShipper.listingId, shipper)).status).toBe(204);
    const byCarrier = await booked(400);
    expect((await cancel(byCarrier.listingId, carrier)).status).toBe(204);
    expect((await cancel(byCarrier.listingId, carrier)).status).toBe(204);
    for (const { listingId } of [byShipper, byCarrier]) {
      expect(await refundsOnStripe(listingId)).toHaveLength(1);
      expect((await ledgerOf(listingId)).filter((e) => e.movement === 'Refund')).toHaveLength(1);
    }
  });

  it('the other party hears of it, with who cancelled (Listing.BookingCancelled/v1)', async () => {
    const heard = (key: string, listingId: number) =>
      eventually(
        async () => (await api.call('GET', '/v2/notifications?$top=100', { key })).body.items as any[],
        (items) => items.some((n) => n.kind === 'BookingCancelled' && n.data.listingId === listingId),
        `BookingCancelled of listing ${listingId}`,
      ).then((items) => items.find((n) => n.kind === 'BookingCancelled' && n.data.listingId === listingId));
    const byShipper = await booked(300, { offPlatform: true });
    expect((await cancel(byShipper.listingId, shipper)).status).toBe(204);
    expect((await heard(carrier, byShipper.listingId)).data).toEqual({
      listingId: byShipper.listingId,
      bidId: byShipper.bidId,
      cancelledBy: 'Shipper',
      relisted: false,
    });
    const byCarrier = await booked(300, { offPlatform: true });
    expect((await cancel(byCarrier.listingId, carrier)).status).toBe(204);
    expect((await heard(shipper, byCarrier.listingId)).data).toMatchObject({ cancelledBy: 'Carrier', relisted: true });
  });
});
