import { beforeAll, describe, expect, it } from 'vitest';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type Stripe from 'stripe';
import { apiForThisFile } from '../support/api.ts';
import { bidBody, listingBody } from '../support/listings.ts';
import { eventually } from '../support/eventually.ts';
import { multipart, onePagePdf } from '../support/multipart.ts';
import { stripeStandInForThisFile } from '../support/stripe.ts';
import { db } from '../../shared/data/client.ts';
import { keys } from '../../shared/data/keys.ts';
import { ledgerOf } from '../../shared/data/payments.ts';
import { releaseDueOn, releaseDuePayments } from '../../shared/domain/payments/release-schedule.ts';
import { handler as releaseSchedule } from '../../functions/payments/release-schedule.ts';

// The release schedule and disputes (docs/payments.md, "Release" and "Disputes") over HTTP against the Stripe
// stand-in. Three days pass as the other schedules' tests pass time: the job's service is run with a later instant;
// the bank's decisions on a dispute are the stand-in's knobs (disputeCharge, closeDispute).

const stripe = stripeStandInForThisFile();
const api = apiForThisFile({ stripe: () => stripe.standIn });

let shipper: string;
let carrier: string;
let sdk: Stripe;

beforeAll(async () => {
  ({ key: shipper } = await api.user('Shipper'));
  ({ key: carrier } = await api.user('ServiceProvider'));
  sdk = stripe.client(api.stage);
  const started = await api.call('POST', '/v2/users/me/payouts/onboarding', { key: carrier });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  expect((await fetch(started.body.url, { redirect: 'manual' })).status).toBe(302);
  await eventually(
    () => api.call('GET', '/v2/users/me/payouts', { key: carrier }),
    (res) => res.body.status === 'Enabled',
    'the payout account Enabled',
  );
});

/** A listing booked with the carrier's bid of `amount`, paid with `paymentMethod`. */
async function booked(amount: number, paymentMethod = 'pm_card_visa'): Promise<number> {
  const created = await api.call('POST', '/v2/listings', { key: shipper, body: listingBody() });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const listingId = Number(created.headers.get('location')!.split('/').pop());
  const bid = await api.call('POST', `/v2/listings/${listingId}/bids`, { key: carrier, body: bidBody(amount) });
  expect(bid.status, JSON.stringify(bid.body)).toBe(201);
  const accepted = await api.call('POST', `/v2/bids/${bid.body.bidId}/acceptance`, {
    key: shipper,
    body: { payment: { paymentMethod } },
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return listingId;
}

const paymentOf = (listingId: number) => api.call('GET', `/v2/listings/${listingId}/payment`, { key: shipper });
const release = (listingId: number) => api.call('POST', `/v2/listings/${listingId}/payment/release`, { key: shipper });
const report = async (listingId: number, status: 'pickedup' | 'delivered') =>
  expect((await api.call('POST', `/v2/listings/${listingId}/${status}`, { key: carrier })).status).toBe(201);
const statusBecomes = (listingId: number, status: string) =>
  eventually(
    () => paymentOf(listingId),
    (res) => res.body.status === status,
    `listing ${listingId}'s payment ${status}`,
  );

async function chargeOf(listingId: number): Promise<string> {
  const intents = await sdk.paymentIntents.list({ limit: 100 });
  return intents.data.find((pi) => pi.metadata.listingId === String(listingId))!.latest_charge as string;
}
const disputeOf = async (listingId: number) =>
  (await sdk.disputes.list({ charge: await chargeOf(listingId), limit: 1 })).data[0]!;
const transfersOf = async (listingId: number) =>
  (await sdk.transfers.list({ transfer_group: `listing-${listingId}`, limit: 100 })).data;

/** The ledger's sums by movement, and what the platform kept: charged = refunded + transferred + kept. */
async function ledgerSums(listingId: number) {
  const ledger = await ledgerOf(listingId);
  const sum = (movement: string) =>
    ledger.filter((e) => e.movement === movement).reduce((total, e) => total + e.amount, 0);
  const charged = sum('Charge');
  const refunded = sum('Refund') + sum('DisputeLost');
  const transferred = sum('Transfer') - sum('Reversal');
  return { charged, refunded, transferred, kept: charged - refunded - transferred, reversed: sum('Reversal') };
}

const threeDaysOn = () => new Date(Date.now() + 3 * 86_400_000 + 60_000);

describe('the release schedule', () => {
  it('releases a payment three days after Delivered, once however often and at once it runs; not before', async () => {
    const listingId = await booked(700);
    await report(listingId, 'pickedup');
    await report(listingId, 'delivered');
    await releaseDuePayments(new Date(Date.now() + 2 * 86_400_000));
    expect((await paymentOf(listingId)).body.status).toBe('Held');
    await Promise.all([releaseDuePayments(threeDaysOn()), releaseDuePayments(threeDaysOn())]);
    const released = await paymentOf(listingId);
    expect(released.body.status).toBe('Released');
    expect(released.body.history.at(-1)).toMatchObject({ status: 'Released' });
    await releaseDuePayments(threeDaysOn());
    expect(await transfersOf(listingId)).toHaveLength(1);
  });

  it('the job itself releases what is due (its due entry moved into the past, as the clock passing)', async () => {
    const listingId = await booked(650);
    await report(listingId, 'pickedup');
    await report(listingId, 'delivered');
    const { body } = await api.call('GET', `/v2/listings/${listingId}/transitStatuses`, { key: shipper });
    const delivered = (body.items as { status: string; recorded: string }[]).find((r) => r.status === 'Delivered')!;
    const due = keys.releaseDue(releaseDueOn(delivered.recorded), listingId);
    const { Item: entry } = await db().send(new GetCommand({ TableName: api.tableName, Key: due }));
    expect(entry).toBeDefined();
    const past = new Date(Date.now() - 1000).toISOString();
    await db().send(new DeleteCommand({ TableName: api.tableName, Key: due }));
    const moved = keys.releaseDue(past, listingId);
    await db().send(new PutCommand({ TableName: api.tableName, Item: { ...entry, ...moved, dueOn: past } }));
    await releaseSchedule({} as never, {} as never);
    expect((await paymentOf(listingId)).body.status).toBe('Released');
    expect((await paymentOf(listingId)).body.history.at(-1)).toMatchObject({ status: 'Released' });
    expect((await db().send(new GetCommand({ TableName: api.tableName, Key: moved }))).Item).toBeUndefined();
  });

  it('skips a disputed payment; a won dispute puts it back on the schedule', async () => {
    const listingId = await booked(600);
    await report(listingId, 'pickedup');
    await report(listingId, 'delivered');
    const opened = stripe.standIn.disputeCharge(api.stage, await chargeOf(listingId));
    await statusBecomes(listingId, 'Disputed');
    await releaseDuePayments(threeDaysOn());
    expect((await paymentOf(listingId)).body.status).toBe('Disputed');
    expect(await transfersOf(listingId)).toHaveLength(0);
    await eventually(
      () => sdk.disputes.retrieve(opened.id),
      (dispute) => dispute.status === 'under_review',
      'the evidence submitted',
    );
    stripe.standIn.closeDispute(api.stage, opened.id, 'won');
    await statusBecomes(listingId, 'Held');
    // the event's handling goes back to Held and then schedules the release: the schedule's next runs release it
    await eventually(
      async () => (await releaseDuePayments(threeDaysOn()), paymentOf(listingId)),
      (res) => res.body.status === 'Released',
      'the release scheduled again',
    );
    expect(await transfersOf(listingId)).toHaveLength(1);
  });
});

describe('disputes', () => {
  it('a dispute at the charge marks the payment Disputed and holds its release (409); won, it is Held again', async () => {
    const listingId = await booked(500, 'pm_card_createDispute');
    await statusBecomes(listingId, 'Disputed');
    await report(listingId, 'pickedup');
    const refused = await release(listingId);
    expect(refused.status).toBe(409);
    const dispute = await eventually(
      () => disputeOf(listingId),
      (found) => found.evidence_details.submission_count === 1,
      'the evidence submitted',
    );
    expect(dispute.status).toBe('under_review');
    stripe.standIn.closeDispute(api.stage, dispute.id, 'won');
    await statusBecomes(listingId, 'Held');
    expect((await release(listingId)).body.status).toBe('Released');
  });

  it("the evidence: the Bill of Lading and the delivery receipt as files, the tracking's history and dates as texts", async () => {
    const listingId = await booked(800);
    await report(listingId, 'pickedup');
    await report(listingId, 'delivered');
    const receipt = await multipart({ type: 'DeliveryReceipt' }, [
      { name: 'file', type: 'application/pdf', data: await onePagePdf('Received in good order'), filename: 'pod.pdf' },
    ]);
    const added = await api.call('POST', `/v2/listings/${listingId}/attachments`, { key: carrier, ...receipt });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    stripe.standIn.disputeCharge(api.stage, await chargeOf(listingId));
    await statusBecomes(listingId, 'Disputed');
    const { evidence } = await eventually(
      () => disputeOf(listingId),
      (found) => found.evidence_details.submission_count === 1,
      'the evidence submitted',
    );
    for (const file of [evidence.shipping_documentation, evidence.receipt]) {
      expect(file).toMatch(/^file_/);
      expect(await sdk.files.retrieve(file as string)).toMatchObject({ purpose: 'dispute_evidence', type: 'pdf' });
    }
    expect((await sdk.files.retrieve(evidence.shipping_documentation as string)).filename).toBe(
      `bill-of-lading-${listingId}.pdf`,
    );
    expect(evidence.shipping_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(evidence.shipping_tracking_number).toBe(`listing-${listingId}`);
    expect(evidence.uncategorized_text).toMatch(/Tracking history/);
    expect(evidence.uncategorized_text).toMatch(/PickedUp[\s\S]*Delivered/);
    expect(evidence.uncategorized_text).toMatch(/delivered on \d{4}-/);
  });

  it('won after the transfer: Released again, nothing reversed', async () => {
    const listingId = await booked(450);
    await report(listingId, 'pickedup');
    expect((await release(listingId)).body.status).toBe('Released');
    const opened = stripe.standIn.disputeCharge(api.stage, await chargeOf(listingId));
    await statusBecomes(listingId, 'Disputed');
    expect((await release(listingId)).status).toBe(409);
    await eventually(
      () => sdk.disputes.retrieve(opened.id),
      (dispute) => dispute.status === 'under_review',
      'the evidence submitted',
    );
    stripe.standIn.closeDispute(api.stage, opened.id, 'won');
    const back = await statusBecomes(listingId, 'Released');
    expect(back.body.history.map((h: { status: string }) => h.status)).toEqual([
      'Held',
      'Released',
      'Disputed',
      'Released',
    ]);
    expect((await transfersOf(listingId))[0]!.amount_reversed).toBe(0);
    expect(await ledgerSums(listingId)).toMatchObject({ charged: 51_750, transferred: 45_000, kept: 6_750 });
  });

  it('lost after the transfer with no proof of delivery: the payout reversed; the ledger balances', async () => {
    const listingId = await booked(1000);
    await report(listingId, 'pickedup');
    expect((await release(listingId)).body.status).toBe('Released');
    const opened = stripe.standIn.disputeCharge(api.stage, await chargeOf(listingId));
    await statusBecomes(listingId, 'Disputed');
    await eventually(
      () => sdk.disputes.retrieve(opened.id),
      (dispute) => dispute.status === 'under_review',
      'the evidence submitted',
    );
    stripe.standIn.closeDispute(api.stage, opened.id, 'lost');
    await statusBecomes(listingId, 'DisputeLost');
    const [transfer] = await transfersOf(listingId);
    expect(transfer!.amount_reversed).toBe(100_000);
    const sums = await ledgerSums(listingId);
    // charged = refunded (the bank's chargeback counts as money back to the shipper) + transferred + kept
    expect(sums).toEqual({ charged: 115_000, refunded: 115_000, transferred: 0, kept: 0, reversed: 100_000 });
    expect((await release(listingId)).status).toBe(409);
  });

  it('lost after the transfer with a delivery receipt: the platform bears the loss, the payout stands', async () => {
    const listingId = await booked(300);
    await report(listingId, 'pickedup');
    await report(listingId, 'delivered');
    const receipt = await multipart({ type: 'DeliveryReceipt' }, [
      { name: 'file', type: 'application/pdf', data: await onePagePdf('Signed'), filename: 'pod.pdf' },
    ]);
    expect((await api.call('POST', `/v2/listings/${listingId}/attachments`, { key: carrier, ...receipt })).status).toBe(
      201,
    );
    expect((await release(listingId)).body.status).toBe('Released');
    const opened = stripe.standIn.disputeCharge(api.stage, await chargeOf(listingId));
    await statusBecomes(listingId, 'Disputed');
    await eventually(
      () => sdk.disputes.retrieve(opened.id),
      (dispute) => dispute.status === 'under_review',
      'the evidence submitted',
    );
    stripe.standIn.closeDispute(api.stage, opened.id, 'lost');
    await statusBecomes(listingId, 'DisputeLost');
    expect((await transfersOf(listingId))[0]!.amount_reversed).toBe(0);
    // the platform's loss is its kept share gone below zero: the carrier's payout it paid from its own balance
    expect(await ledgerSums(listingId)).toEqual({
      charged: 34_500,
      refunded: 34_500,
      transferred: 30_000,
      kept: -30_000,
      reversed: 0,
    });
  });
});
