import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { bidBody, listingBody } from '../support/listings.ts';
import { eventually } from '../support/eventually.ts';
import { stripeStandInForThisFile } from '../support/stripe.ts';
import { receiver } from '../support/webhook-receiver.ts';

// A booking's money as its parties hear of it (docs/payments.md, docs/webhooks.md): Payment.Held at a paid acceptance,
// Payment.Released at release, Payout.Sent once Stripe pays the carrier's bank (the stand-in pays out at once and
// sends payout.paid), and the booking's one email to each party, showing the money.

const stripe = stripeStandInForThisFile();
const api = apiForThisFile({ stripe: () => stripe.standIn, email: true });

const paymentTypes = ['Payment.Held/v1', 'Payment.Released/v1', 'Payout.Sent/v1'];
const toShipper = receiver(200);
const toCarrier = receiver(200);

interface Party {
  key: string;
  email: string;
}
let shipper: Party;
let carrier: Party;

async function onboard(key: string): Promise<void> {
  const started = await api.call('POST', '/v2/users/me/payouts/onboarding', { key });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  // Stripe's test mode: opening the link completes onboarding with test data; account.updated follows
  expect((await fetch(started.body.url, { redirect: 'manual' })).status).toBe(302);
  await eventually(
    () => api.call('GET', '/v2/users/me/payouts', { key }),
    (res) => res.body.status === 'Enabled',
    "the payout account Enabled by Stripe's account.updated",
  );
}

const subscribe = async (party: Party, url: string) =>
  expect(
    (await api.call('POST', '/v2/webhooks', { key: party.key, body: { url, eventTypes: paymentTypes } })).status,
  ).toBe(201);

beforeAll(async () => {
  const [s, c] = await Promise.all([api.user('Shipper'), api.user('ServiceProvider')]);
  shipper = { key: s.key, email: s.user.emailAddress };
  carrier = { key: c.key, email: c.user.emailAddress };
  const [shipperUrl, carrierUrl] = await Promise.all([toShipper.start(), toCarrier.start()]);
  await Promise.all([subscribe(shipper, shipperUrl), subscribe(carrier, carrierUrl), onboard(carrier.key)]);
});
afterAll(async () => {
  await Promise.all([toShipper.stop(), toCarrier.stop()]);
});

/** A listing of the shipper's, booked with the carrier's bid of `amount`, paid with a test card. */
async function paidBooking(amount: number): Promise<number> {
  const created = await api.call('POST', '/v2/listings', { key: shipper.key, body: listingBody() });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const listingId = Number(created.headers.get('location')!.split('/').pop());
  const bid = await api.call('POST', `/v2/listings/${listingId}/bids`, { key: carrier.key, body: bidBody(amount) });
  expect(bid.status, JSON.stringify(bid.body)).toBe(201);
  const accepted = await api.call('POST', `/v2/bids/${bid.body.bidId}/acceptance`, {
    key: shipper.key,
    body: { payment: { paymentMethod: 'pm_card_visa' } },
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return listingId;
}

/** The event of `type` about the listing that the receiver got, once it has. */
const delivered = (to: ReturnType<typeof receiver>, type: string, listingId: number) =>
  eventually(
    async () =>
      to.received
        .map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> })
        .find((event) => event.type === type && event.data.listingId === listingId),
    Boolean,
    `${type} of listing ${listingId}`,
  );

describe('Payment.* and Payout.Sent webhook events', () => {
  it('Held at a paid acceptance and Released at release, to both parties; Payout.Sent to the carrier after the transfer', async () => {
    const listingId = await paidBooking(1000);
    const money = (amount: number) => ({ amount, currencyType: 'USD' });
    const held = { listingId, status: 'Held', total: money(1150), carrierPayout: money(1000) };
    for (const to of [toShipper, toCarrier]) {
      const event = await delivered(to, 'Payment.Held/v1', listingId);
      expect(event!.data).toMatchObject(held);
      // the release code is the shipper's to give at delivery, never in an event
      expect(event!.data).not.toHaveProperty('releaseCode');
    }
    expect((await api.call('POST', `/v2/listings/${listingId}/pickedup`, { key: carrier.key })).status).toBe(201);
    const released = await api.call('POST', `/v2/listings/${listingId}/payment/release`, { key: shipper.key });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    for (const to of [toShipper, toCarrier])
      expect((await delivered(to, 'Payment.Released/v1', listingId))!.data).toMatchObject({
        ...held,
        status: 'Released',
      });
    const payout = await delivered(toCarrier, 'Payout.Sent/v1', listingId);
    expect(payout!.data).toMatchObject({ listingId, amount: money(1000) });
    expect(payout!.data.payoutId).toMatch(/^po_/);
    const payouts = (await api.call('GET', '/v2/users/me/payouts', { key: carrier.key })).body.payouts;
    expect(payouts.map((p: { payoutId: string }) => p.payoutId)).toContain(payout!.data.payoutId);
    // the shipper hears of no payout: it is the carrier's bank's
    expect(toShipper.received.some((r) => JSON.parse(r.body).type === 'Payout.Sent/v1')).toBe(false);
    const inbox = (await api.call('GET', '/v2/notifications?$top=100', { key: carrier.key })).body.items;
    expect(inbox.filter((n: { kind: string }) => n.kind === 'PayoutSent')).toHaveLength(1);
  });
});

describe("a booking's payment and restricted keys (docs/auth.md)", () => {
  it('a key without payments:read is refused the payment: 403 naming the scope; one with it reads it', async () => {
    const listingId = await paidBooking(600);
    const keyWith = async (scopes: string[]) => {
      const made = await api.call('POST', '/v2/apikeys/restricted', {
        key: shipper.key,
        body: { name: scopes.join(' '), scopes },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return made.body.apiKey as string;
    };
    const path = `/v2/listings/${listingId}/payment`;
    const refused = await api.call('GET', path, { key: await keyWith(['listings:read']) });
    expect(refused.status).toBe(403);
    expect(errorsOf(refused.body)[0]).toMatchObject({ code: 40302, field: 'Authorization' });
    expect(refused.body.reason).toContain('`payments:read`');
    const read = await api.call('GET', path, { key: await keyWith(['payments:read']) });
    expect(read.status).toBe(200);
    expect(read.body.total).toEqual({ amount: 690, currencyType: 'USD' });
  });
});

interface Mail {
  subject: string;
  text: string;
  to: { address: string }[];
}
const mailTo = async (address: string): Promise<Mail[]> =>
  ((await (await fetch(`${inject('mailDev').webUrl}/api/email`)).json()) as Mail[]).filter((m) =>
    m.to.some((t) => t.address === address),
  );

describe("a paid booking's email", () => {
  it('shows the shipper its receipt and the carrier its payout, one email each for the booking', async () => {
    const listingId = await paidBooking(800);
    // the booking's other news (its payment, its Bill of Lading) reaches the inboxes and sends no email of its own
    for (const key of [shipper.key, carrier.key])
      await eventually(
        async () => (await api.call('GET', '/v2/notifications?$top=100', { key })).body.items as any[],
        (items) =>
          ['PaymentHeld', 'DocumentAdded'].every((kind) =>
            items.some((n) => n.kind === kind && n.data.listingId === listingId),
          ),
        `the payment and the Bill of Lading of listing ${listingId} in the inbox`,
      );
    const about = (mails: Mail[], subject: RegExp) =>
      mails.filter((m) => subject.test(m.subject) && m.text.includes(`/v2/listings/${listingId}`));
    const emailed = async (party: Party, subject: RegExp) =>
      about(
        await eventually(
          () => mailTo(party.email),
          (mails) => about(mails, subject).length > 0,
          `${subject}`,
        ),
        subject,
      );
    const [booked] = await emailed(shipper, /^Your shipment is booked: /);
    expect(booked!.text).toContain('Total paid: $920');
    expect(booked!.text).toContain('Carrier price: $800');
    expect(booked!.text).toContain('Service fee: $120');
    expect(booked!.text).toContain('held until you release it');
    const [accepted] = await emailed(carrier, /^Booked: /);
    expect(accepted!.text).toContain('Your payout: $800');
    expect(accepted!.text).not.toContain('Total paid');
    // still one email a party for the booking: none of its payment (nor of its Bill of Lading)
    const news = (mails: Mail[]) =>
      mails.filter((m) => m.text.includes(`/v2/listings/${listingId}`) && !/^New bid/.test(m.subject));
    expect(news(await mailTo(shipper.email))).toHaveLength(1);
    expect(news(await mailTo(carrier.email))).toHaveLength(1);
  });
});
