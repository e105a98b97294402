import { describe, expect, inject, it } from 'vitest';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { apiForThisFile } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { digestsFallDue as fallDue } from '../support/email-digests.ts';
import { bidBody, listingBody } from '../support/listings.ts';
import { db } from '../../shared/data/client.ts';
import { EMAIL_DIGEST_SHARDS, emailDigestShard, keys } from '../../shared/data/keys.ts';
import { nextDigestOn } from '../../shared/domain/email/alert-digests.ts';

// docs/notifications.md, "Digests", over HTTP: each person's cadence per kind (immediate, hourly, daily at their
// hour, off), a listing's first bid at once and the ones after hourly by default, one email per digest listing its
// events by listing, sent once by the digest job (here every second), and the inbox told of each event at once.

const api = apiForThisFile({ email: true, scheduleIntervalMs: 1000 });
const mailApi = () => `${inject('mailDev').webUrl}/api/email`;
interface Mail {
  subject: string;
  text: string;
  to: { address: string }[];
  headers: Record<string, string>;
}
const mailTo = async (address: string, subject: RegExp = /./): Promise<Mail[]> =>
  ((await (await fetch(mailApi())).json()) as Mail[]).filter(
    (m) => m.to.some((t) => t.address === address) && subject.test(m.subject),
  );
const DIGEST = /^Your marketplace digest/;

const idOf = (res: { headers: Headers }) => Number(res.headers.get('location')!.split('/').pop());
async function shipperWith(body: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  const { key, user } = await api.user('Shipper', overrides);
  if (Object.keys(body).length)
    expect((await api.call('PUT', '/v2/users/me/notifications', { key, body })).status).toBe(200);
  return { key, email: user.emailAddress, userId: user.userId };
}
const post = async (key: string, title: string) =>
  idOf(await api.call('POST', '/v2/listings', { key, body: listingBody({ title }) }));
async function bid(listingId: number, amount: number) {
  const { key } = await api.user('ServiceProvider');
  expect((await api.call('POST', `/v2/listings/${listingId}/bids`, { key, body: bidBody(amount) })).status).toBe(201);
}
const heard = (key: string, kind: string, count: number) =>
  eventually(
    async () =>
      ((await api.call('GET', '/v2/notifications?$top=100', { key })).body.items as any[]).filter(
        (n) => n.kind === kind,
      ),
    (items) => items.length >= count,
    `${count} ${kind} in the inbox`,
  );

/** A later kind of the same person, emailed at once (a booking): once it is mailed, the notifier has passed before. */
async function notifierPassed(shipper: { key: string; email: string }): Promise<void> {
  const listingId = await post(shipper.key, 'Booked at once');
  const { key: carrier } = await api.user('ServiceProvider');
  const placed = await api.call('POST', `/v2/listings/${listingId}/bids`, { key: carrier, body: bidBody(400) });
  expect((await api.call('POST', `/v2/bids/${placed.body.bidId}/acceptance`, { key: shipper.key })).status).toBe(200);
  await eventually(
    () => mailTo(shipper.email, /booked/i),
    (mails) => mails.length > 0,
    'the booking email',
  );
}

/** A person's digests on the due list. */
async function digestsOf(userId: number): Promise<{ PK: string; SK: string; dueOn: string; cadence: string }[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: api.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': emailDigestShard(userId % EMAIL_DIGEST_SHARDS) },
      ConsistentRead: true,
    }),
  );
  return (Items as any[]).filter((i) => i.userId === userId);
}
/** The events waiting in a digest. */
async function waiting(userId: number, cadence: string, dueOn: string) {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: api.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': `EMAILDIGEST#${userId}#${cadence}#${dueOn}` },
      ConsistentRead: true,
    }),
  );
  return Items;
}
/** A person's digests on the due list fall due (test/support/email-digests.ts). */
const digestsFallDue = async (userId: number) => fallDue(await digestsOf(userId));
const nextHour = (from: number) => new Date((Math.floor(from / 3_600_000) + 1) * 3_600_000).toISOString();

describe('email digests', () => {
  it('an hourly digest: three bids on two listings in one email, grouped by listing, sent once', async () => {
    const shipper = await shipperWith({ cadence: { BidPlaced: 'hourly' } });
    const sofa = await post(shipper.key, 'Velvet sofa to Denver');
    const piano = await post(shipper.key, 'Upright piano to Boise');
    const before = Date.now();
    await bid(sofa, 910);
    await bid(piano, 1420);
    await bid(sofa, 880);
    await heard(shipper.key, 'BidPlaced', 3); // the inbox hears of each at once
    const [digest, ...others] = await eventually(
      () => digestsOf(shipper.userId),
      (due) => due.length > 0,
      'the digest on the due list',
    );
    expect(others).toEqual([]);
    expect(digest!.cadence).toBe('hourly');
    expect([nextHour(before), nextHour(Date.now())]).toContain(digest!.dueOn);
    await eventually(
      () => waiting(shipper.userId, 'hourly', digest!.dueOn),
      (events) => events.length === 3,
      'three bids waiting',
    );
    expect(await mailTo(shipper.email)).toEqual([]);

    await digestsFallDue(shipper.userId);
    const [mail] = await eventually(
      () => mailTo(shipper.email, DIGEST),
      (mails) => mails.length > 0,
      'the digest email',
    );
    expect(mail!.subject).toBe('Your marketplace digest: 3 updates');
    expect(mail!.headers['x-marketplace-event']).toBe(`digest#hourly#${digest!.dueOn}`);
    // grouped by listing: the sofa's two bids together, the piano's before or after them (events of one second
    // come in their ids' order)
    const text = mail!.text;
    const [first, second, third] = ['$910', '$880', '$1,420'].map((amount) => text.indexOf(amount));
    for (const at of [first, second, third]) expect(at).toBeGreaterThan(-1);
    expect(third! < Math.min(first!, second!) || third! > Math.max(first!, second!), text).toBe(true);
    expect(text).toContain(`/v2/listings/${sofa}`);
    expect(text).toContain(`/v2/listings/${piano}`);
    await eventually(
      () => digestsOf(shipper.userId),
      (due) => due.length === 0,
      'the due list emptied',
    );
    expect(await waiting(shipper.userId, 'hourly', digest!.dueOn)).toEqual([]);
    // the job keeps running: nothing goes twice
    const later = await shipperWith({ cadence: { BidPlaced: 'immediate' } });
    await bid(await post(later.key, 'A marker'), 500);
    await eventually(
      () => mailTo(later.email),
      (mails) => mails.length === 1,
      'a later email',
    );
    expect(await mailTo(shipper.email)).toHaveLength(1);
  });

  it("by default a listing's first bid is emailed at once and the ones after wait for the hour", async () => {
    const shipper = await shipperWith({});
    const defaults = (await api.call('GET', '/v2/users/me/notifications', { key: shipper.key })).body;
    expect(defaults.cadence).toMatchObject({
      BidPlaced: 'hourly',
      ListingMatched: 'hourly',
      BidAccepted: 'immediate',
      ListingBooked: 'immediate',
      MessageReceived: 'immediate',
      VettingChanged: 'immediate',
    });
    expect(defaults.dailyDigestHour).toBe(7);
    const listingId = await post(shipper.key, 'Oak dresser to Tulsa');
    await bid(listingId, 640);
    const [first] = await eventually(
      () => mailTo(shipper.email),
      (mails) => mails.length > 0,
      'the first bid at once',
    );
    expect(first!.subject).toBe('New bid of $640 on Oak dresser to Tulsa');
    await bid(listingId, 600);
    await bid(listingId, 590);
    await heard(shipper.key, 'BidPlaced', 3);
    const [digest] = await eventually(
      () => digestsOf(shipper.userId),
      (due) => due.length > 0,
      'the later bids waiting',
    );
    await eventually(
      () => waiting(shipper.userId, 'hourly', digest!.dueOn),
      (events) => events.length === 2,
      'two bids waiting',
    );
    expect(await mailTo(shipper.email)).toHaveLength(1);
    // another listing's first bid is at once again
    await bid(await post(shipper.key, 'Walnut desk to Tulsa'), 700);
    await eventually(
      () => mailTo(shipper.email),
      (mails) => mails.length === 2,
      "the second listing's first bid",
    );
  });

  it("a daily digest of saved-search matches at the person's hour, in their zone", async () => {
    const { key, user } = await api.user('ServiceProvider', { userPreferences: { timeZone: 'America/Chicago' } });
    const body = { cadence: { ListingMatched: 'daily' }, dailyDigestHour: 18 };
    const set = await api.call('PUT', '/v2/users/me/notifications', { key, body });
    expect(set.body).toMatchObject({ dailyDigestHour: 18, cadence: { ListingMatched: 'daily' } });
    const search = { name: 'Anything from Texas', query: { origin: { regions: ['USA-TX'] } }, alerts: 'instant' };
    expect((await api.call('POST', '/v2/searches', { key, body: search })).status).toBe(201);
    const { key: shipper } = await api.user('Shipper');
    const before = new Date();
    await post(shipper, 'Farmhouse table to Omaha');
    await heard(key, 'ListingMatched', 1);
    const [digest] = await eventually(
      () => digestsOf(user.userId),
      (due) => due.length > 0,
      'the match waiting',
    );
    expect(digest!.cadence).toBe('daily');
    expect([nextDigestOn(before, 'America/Chicago', 18), nextDigestOn(new Date(), 'America/Chicago', 18)]).toContain(
      digest!.dueOn,
    );
    const hour = new Date(digest!.dueOn).toLocaleString('en-US', {
      timeZone: 'America/Chicago',
      hour: 'numeric',
      hour12: false,
    });
    expect(hour).toBe('18');
    expect(await mailTo(user.emailAddress)).toEqual([]);
    await digestsFallDue(user.userId);
    const [mail] = await eventually(
      () => mailTo(user.emailAddress, DIGEST),
      (mails) => mails.length > 0,
      'the daily digest',
    );
    expect(mail!.subject).toBe('Your marketplace digest: 1 updates');
    expect(mail!.text).toContain('Farmhouse table to Omaha');
    expect(mail!.headers['x-marketplace-event']).toBe(`digest#daily#${digest!.dueOn}`);
  });

  it('off: the inbox hears it, no email goes and nothing waits', async () => {
    const shipper = await shipperWith({ cadence: { BidPlaced: 'off' } });
    expect((await api.call('GET', '/v2/users/me/notifications', { key: shipper.key })).body.email.BidPlaced).toBe(
      false,
    );
    await bid(await post(shipper.key, 'Grandfather clock'), 300);
    await heard(shipper.key, 'BidPlaced', 1);
    await notifierPassed(shipper);
    expect((await mailTo(shipper.email)).map((m) => m.subject).filter((s) => /bid/i.test(s))).toEqual([]);
    expect(await digestsOf(shipper.userId)).toEqual([]);
  });

  it('preferences stored before cadences read as they were: a kind turned off is off, the rest take their defaults', async () => {
    const shipper = await shipperWith({});
    expect((await api.call('GET', '/v2/users/me/notifications', { key: shipper.key })).status).toBe(200);
    // the item as it was written before cadences: `email` by kind, no `cadence`, no `dailyDigestHour`
    const { Item } = await db().send(
      new GetCommand({ TableName: api.tableName, Key: keys.notificationPreferences(shipper.userId) }),
    );
    const { cadence: _, dailyDigestHour: __, ...before } = Item!;
    await db().send(
      new PutCommand({ TableName: api.tableName, Item: { ...before, email: { ...before.email, BidPlaced: false } } }),
    );
    const read = await api.call('GET', '/v2/users/me/notifications', { key: shipper.key });
    expect(read.body).toMatchObject({
      email: { BidPlaced: false, ListingBooked: true, ListingMatched: true },
      cadence: { BidPlaced: 'off', ListingBooked: 'immediate', ListingMatched: 'hourly' },
      dailyDigestHour: 7,
    });
    const listingId = await post(shipper.key, 'Oak dresser');
    await bid(listingId, 310);
    await bid(listingId, 290);
    await heard(shipper.key, 'BidPlaced', 2);
    await notifierPassed(shipper);
    expect((await mailTo(shipper.email)).map((m) => m.subject).filter((s) => /bid/i.test(s))).toEqual([]);
    expect(await digestsOf(shipper.userId)).toEqual([]);
  });

  it('a change of cadence with events waiting: they go in their digest; a kind turned off drops them', async () => {
    const shipper = await shipperWith({ cadence: { BidPlaced: 'hourly' } });
    const listingId = await post(shipper.key, 'Cedar chest');
    await bid(listingId, 250);
    await bid(listingId, 240);
    const [digest] = await eventually(
      () => digestsOf(shipper.userId),
      (due) => due.length > 0,
      'two bids waiting',
    );
    await eventually(
      () => waiting(shipper.userId, 'hourly', digest!.dueOn),
      (events) => events.length === 2,
      'both queued',
    );
    // immediate from now: the next bid at once, the two waiting still in their digest
    const cadence = { BidPlaced: 'immediate' };
    expect((await api.call('PUT', '/v2/users/me/notifications', { key: shipper.key, body: { cadence } })).status).toBe(
      200,
    );
    await bid(listingId, 230);
    await eventually(
      () => mailTo(shipper.email, /^New bid of \$230/),
      (mails) => mails.length === 1,
      'the third bid at once',
    );
    await digestsFallDue(shipper.userId);
    const [mail] = await eventually(
      () => mailTo(shipper.email, DIGEST),
      (mails) => mails.length > 0,
      'the digest of the two',
    );
    expect(mail!.subject).toBe('Your marketplace digest: 2 updates');

    // waiting, then turned off: dropped, nothing sent
    const other = await shipperWith({ cadence: { BidPlaced: 'daily' } });
    const chest = await post(other.key, 'Pine chest');
    await bid(chest, 150);
    const [daily] = await eventually(
      () => digestsOf(other.userId),
      (due) => due.length > 0,
      'a bid waiting for the day',
    );
    await eventually(
      () => waiting(other.userId, 'daily', daily!.dueOn),
      (events) => events.length === 1,
      'queued',
    );
    const off = { email: { BidPlaced: false } };
    expect((await api.call('PUT', '/v2/users/me/notifications', { key: other.key, body: off })).status).toBe(200);
    await digestsFallDue(other.userId);
    await eventually(
      () => digestsOf(other.userId),
      (due) => due.length === 0,
      'the digest passed',
    );
    expect(await waiting(other.userId, 'daily', daily!.dueOn)).toEqual([]);
    expect(await mailTo(other.email)).toEqual([]);
  });

  it("the unsubscribe page offers a daily digest instead; its button puts the email's kind there", async () => {
    const shipper = await shipperWith({});
    await bid(await post(shipper.key, 'Rocking chair'), 120);
    const [mail] = await eventually(
      () => mailTo(shipper.email),
      (mails) => mails.length > 0,
      'the first bid email',
    );
    const source = await (await fetch(`${mailApi()}/${(mail as any).id}/source`)).text();
    const link = /List-Unsubscribe: <([^>]+)>/.exec(source.replace(/\r?\n[ \t]+/g, ' '))![1]!;
    const page = await (await fetch(link)).text();
    expect(page).toContain('action="?event=BidPlaced&amp;cadence=daily"');
    expect(page).toContain('Daily digest');
    const pressed = await fetch(`${link}&cadence=daily`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain('now come in one daily digest');
    const preferences = (await api.call('GET', '/v2/users/me/notifications', { key: shipper.key })).body;
    expect(preferences.cadence).toMatchObject({ BidPlaced: 'daily', BidAccepted: 'immediate' });
    expect(preferences.email.BidPlaced).toBe(true);
  });

  it('refuses a cadence that is none, an hour out of the day, naming each', async () => {
    const { key } = await api.user('Shipper');
    for (const [body, field] of [
      [{ cadence: { BidPlaced: 'weekly' } }, 'cadence.BidPlaced'],
      [{ cadence: { NoSuchKind: 'daily' } }, 'cadence.NoSuchKind'],
      [{ dailyDigestHour: 24 }, 'dailyDigestHour'],
      [{ dailyDigestHour: 7.5 }, 'dailyDigestHour'],
    ] as const) {
      const res = await api.call('PUT', '/v2/users/me/notifications', { key, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });
});
