import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { bidBody, listingBody } from '../support/listings.ts';
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../shared/data/client.ts';
import { keys } from '../../shared/data/keys.ts';

// Messages between the two parties of a booked listing (docs/messages.md), over HTTP against
// DynamoDB Local: nobody else reads or writes them, nothing is masked, oldest first, read marks,
// the event at once, and the email of a message unread for 10 minutes, once per conversation and hour.

const api = apiForThisFile({ email: true });
const mailApi = () => `${inject('mailDev').webUrl}/api/email`;
/** The unread-message emails to an address (the parties get other email too: a bid accepted, a booking). */
const mailTo = async (address: string): Promise<{ subject: string; text: string }[]> =>
  ((await (await fetch(mailApi())).json()) as { subject: string; text: string; to: { address: string }[] }[]).filter(
    (m) => m.to.some((t) => t.address === address) && m.subject.startsWith('Unread message'),
  );

let shipper: string;
let shipperId: number;
let carrier: string;
let carrierId: number;
let carrierEmail: string;
let stranger: string;
beforeAll(async () => {
  ({
    key: shipper,
    user: { userId: shipperId },
  } = await api.user('Shipper'));
  ({
    key: carrier,
    user: { userId: carrierId, emailAddress: carrierEmail },
  } = await api.user('ServiceProvider'));
  ({ key: stranger } = await api.user('ServiceProvider'));
});

const idOf = (res: { headers: Headers }) => Number(res.headers.get('location')!.split('/').pop());
async function listing(booked: boolean): Promise<number> {
  const listingId = idOf(await api.call('POST', '/v2/listings', { key: shipper, body: listingBody() }));
  if (booked) {
    const bid = await api.call('POST', `/v2/listings/${listingId}/bids`, { key: carrier, body: bidBody(900) });
    expect((await api.call('POST', `/v2/bids/${bid.body.bidId}/acceptance`, { key: shipper })).status).toBe(200);
  }
  return listingId;
}
const send = (key: string, listingId: number, text: string) =>
  api.call('POST', `/v2/listings/${listingId}/messages`, { key, body: { text } });

describe('the conversation of a booked listing', () => {
  it('both parties write and read it, oldest first, nothing masked; the recipient marks read', async () => {
    const listingId = await listingBooked();
    const first = await send(shipper, listingId, 'Gate code 4411; call me on 512-474-2300 when close.');
    expect(first.status).toBe(201);
    expect(first.headers.get('location')).toBe(`${api.url}/v2/listings/${listingId}/messages/${first.body.messageId}`);
    expect(first.body).toMatchObject({
      listingId,
      senderId: shipperId,
      recipientId: carrierId,
      text: 'Gate code 4411; call me on 512-474-2300 when close.',
      read: false,
    });
    const second = await send(carrier, listingId, 'Will do, dispatch@deserthaul.example has the paperwork.');
    expect(second.body).toMatchObject({ senderId: carrierId, recipientId: shipperId });
    for (const key of [shipper, carrier]) {
      const list = await api.call('GET', `/v2/listings/${listingId}/messages`, { key });
      expect(list.body.totalCount).toBe(2);
      expect(list.body.items.map((m: any) => m.messageId)).toEqual([first.body.messageId, second.body.messageId]);
    }
    const paged = await api.call('GET', `/v2/listings/${listingId}/messages?$top=1`, { key: carrier });
    expect(paged.body.links[0].href).toContain('$skip=1');

    expect(
      (await api.call('POST', `/v2/listings/${listingId}/messages/${first.body.messageId}/read`, { key: shipper }))
        .status,
    ).toBe(403); // its sender
    expect(
      (await api.call('POST', `/v2/listings/${listingId}/messages/${first.body.messageId}/read`, { key: carrier }))
        .status,
    ).toBe(204);
    const read = (await api.call('GET', `/v2/listings/${listingId}/messages/${first.body.messageId}`, { key: carrier }))
      .body;
    expect(read).toMatchObject({ read: true, readOn: expect.any(String) });
    expect(
      (await api.call('POST', `/v2/listings/${listingId}/messages/${first.body.messageId}/read`, { key: carrier }))
        .status,
    ).toBe(204);
    expect(
      (await api.call('GET', `/v2/listings/${listingId}/messages/${first.body.messageId}`, { key: carrier })).body
        .readOn,
    ).toBe(read.readOn);
  });

  it('refusals: anyone else 403 (read and write), before booking 409, bounds 400 naming text, unknown message 404, no key 401', async () => {
    const listingId = await listingBooked();
    expect((await send(stranger, listingId, 'Hello?')).status).toBe(403);
    expect((await api.call('GET', `/v2/listings/${listingId}/messages`, { key: stranger })).status).toBe(403);
    const unbooked = await listing(false);
    const early = await send(shipper, unbooked, 'Anyone?');
    expect(early.status).toBe(409);
    expect(errorsOf(early.body)[0]).toMatchObject({
      field: 'listingId',
      reason: expect.stringContaining('once it is booked'),
    });
    expect((await send(carrier, unbooked, 'Me?')).status).toBe(403);
    expect(errorsOf((await send(shipper, listingId, 'x'.repeat(4001))).body).map((e) => e.field)).toEqual(['text']);
    expect((await send(shipper, listingId, 'x'.repeat(4000))).status).toBe(201);
    expect(
      (
        await api.call('GET', `/v2/listings/${listingId}/messages/0193a1c4-2b10-7c55-8e3a-9f4d2c1b0a99`, {
          key: shipper,
        })
      ).status,
    ).toBe(404);
    expect((await api.call('GET', `/v2/listings/${listingId}/messages/12`, { key: shipper })).status).toBe(400);
    expect((await api.call('GET', `/v2/listings/${listingId}/messages`)).status).toBe(401);
  });
});

describe('telling the recipient', () => {
  it('the inbox at once; email only for a message unread 10 minutes on, one per conversation and hour, none for a read one', async () => {
    const listingId = await listingBooked();
    const unread = (await send(shipper, listingId, 'Pickup moved to 9 am, the side door.')).body;
    const laterSame = (await send(shipper, listingId, 'And bring straps.')).body;
    const readOne = (await send(carrier, listingId, 'Noted.')).body;
    await api.call('POST', `/v2/listings/${listingId}/messages/${readOne.messageId}/read`, { key: shipper });
    const inbox = await eventually(
      async () => (await api.call('GET', '/v2/notifications?$top=100', { key: carrier })).body.items as any[],
      (items) => items.filter((n) => n.kind === 'MessageReceived' && n.data.listingId === listingId).length === 2,
      'two MessageReceived notifications',
    );
    expect(inbox.find((n) => n.data.messageId === unread.messageId).data).toEqual({
      listingId,
      messageId: unread.messageId,
      senderId: shipperId,
      text: 'Pickup moved to 9 am, the side door.',
    });
    expect(await mailTo(carrierEmail)).toEqual([]); // not at once

    // ten minutes pass for this conversation: its messages' emails fall due now, and the scheduled
    // job (a timer locally, the deployed schedule's function as deployed) runs every few seconds
    await emailsFallDue(listingId);
    // this conversation's (the other tests' unread messages are due too, each in its own conversation)
    const ofThis = async (address: string) =>
      (await mailTo(address)).filter((m) => m.text.includes(`/v2/listings/${listingId}/messages`));
    const mails = await eventually(
      () => ofThis(carrierEmail),
      (m) => m.length >= 1,
      'the unread message email',
    );
    expect(mails).toHaveLength(1); // one per conversation and hour, though two were unread
    expect(mails[0]!.subject).toBe('Unread message about 2018 Toyota Camry, Austin to Tucson');
    expect(mails[0]!.text).toContain('Pickup moved to 9 am, the side door.');
    void laterSame;
    const shipperEmail = (await api.call('GET', '/v2', { key: shipper })).body.emailAddress as string;
    expect(await ofThis(shipperEmail)).toEqual([]); // the carrier's message was read in time
  });
});

const listingBooked = () => listing(true);

/** Moves a conversation's email due times to now, as if its messages had waited ten minutes unread. */
async function emailsFallDue(listingId: number): Promise<void> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: api.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': 'MESSAGESDUE' },
    }),
  );
  const now = new Date().toISOString();
  for (const item of Items.filter((i) => i.listingId === listingId)) {
    await db().send(
      new PutCommand({
        TableName: api.tableName,
        Item: { ...item, ...keys.messageEmailDue(now, listingId, String(item.messageId)) },
      }),
    );
    await db().send(new DeleteCommand({ TableName: api.tableName, Key: { PK: item.PK, SK: item.SK } }));
  }
}
