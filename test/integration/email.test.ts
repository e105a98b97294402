import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { DynamoDBStreamEvent, SQSEvent } from 'aws-lambda';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { bidBody, listingBody, rateBody, rateRequestBody } from '../support/listings.ts';
import { multipart, onePagePdf, onePixelPng as png, type FilePart } from '../support/multipart.ts';
import { streamRecords } from '../support/stream.ts';
import { handler as notifier } from '../../functions/notifier/stream.ts';
import { handler as emailFeedback } from '../../functions/email/feedback.ts';
import { handler as expiryReminder } from '../../functions/notifications/expiring.ts';
import { toLambdaStreamRecord } from '../../infra/local/stream-poller.ts';

// Email through the local runtime (docs/notifications.md, Email): the notifier sends over SMTP to
// MailDev, whose REST API these tests read; unsubscribe links, preferences, suppression and
// replays over HTTP and with the real handlers.

const api = apiForThisFile({ email: true });
const mailApi = () => `${inject('mailDev').webUrl}/api/email`;

interface Mail {
  id: string;
  subject: string;
  html: string;
  text: string;
  to: { address: string }[];
  headers: Record<string, string>;
}
const mailTo = async (address: string): Promise<Mail[]> =>
  ((await (await fetch(mailApi())).json()) as Mail[]).filter((m) => m.to.some((t) => t.address === address));
const waitForMail = (address: string, count: number): Promise<Mail[]> =>
  eventually(
    () => mailTo(address),
    (mails) => mails.length >= count,
    `${count} emails to ${address}`,
  );
/** The message's header block as sent, folded lines unfolded (RFC 5322 2.2.3). */
const headersOf = async (mail: Mail) =>
  (await (await fetch(`${mailApi()}/${mail.id}/source`)).text())
    .split(/\r?\n\r?\n/)[0]!
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\r\n/g, '\n');
async function inboxHas(key: string, kind: string, listingId: number, type?: string): Promise<void> {
  const inbox = async () => (await api.call('GET', '/v2/notifications?$top=100', { key })).body.items as any[];
  await eventually(
    inbox,
    (items) => items.some((n) => n.kind === kind && n.data.listingId === listingId && (!type || n.data.type === type)),
    `${kind}${type ? ` (${type})` : ''} for listing ${listingId}`,
  );
}

let shipper: { key: string; email: string };
let carrier: { key: string; email: string };
beforeAll(async () => {
  const s = await api.user('Shipper');
  const c = await api.user('ServiceProvider');
  shipper = { key: s.key, email: s.user.emailAddress };
  carrier = { key: c.key, email: c.user.emailAddress };
});

const newListing = async (overrides: Record<string, unknown> = {}, key = shipper.key) =>
  Number(
    (await api.call('POST', '/v2/listings', { key, body: listingBody(overrides) })).headers
      .get('location')!
      .split('/')
      .pop(),
  );

/** A shipper of its own who reads French: its mailbox holds only what its test caused (tests run in any order). */
async function frenchShipper(): Promise<{ key: string; email: string }> {
  const { key, user } = await api.user('Shipper');
  expect((await api.call('PUT', '/v2/users/me/notifications', { key, body: { language: 'fr' } })).status).toBe(200);
  return { key, email: user.emailAddress };
}

describe('email of notifications', () => {
  it('a bid emails the shipper in their language, with the amount, the route and a working link; one-click unsubscribe headers', async () => {
    const shipper = await frenchShipper();
    const listingId = await newListing({}, shipper.key);
    expect(
      (await api.call('POST', `/v2/listings/${listingId}/bids`, { key: carrier.key, body: bidBody(1250) })).status,
    ).toBe(201);
    const [mail] = await waitForMail(shipper.email, 1);
    // amounts as a French (Canadian) reader writes them, with no-break spaces (docs/notifications.md)
    expect(mail!.subject.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      'Nouvelle offre de 1 250 $ US pour 2018 Toyota Camry, Austin to Tucson',
    );
    expect(mail!.html).toContain('<html lang="fr"');
    expect(mail!.text).toContain('Austin, TX → Tucson, AZ');
    expect(mail!.text.replace(/[\u00a0\u202f]/g, ' ')).toContain('Montant: 1 250 $ US');
    const link = /Voir l'annonce: (\S+)/.exec(mail!.text)![1]!;
    expect(link).toBe(`${api.url}/v2/listings/${listingId}`);
    expect(mail!.html).toContain(`href="${link}"`);
    expect((await api.call('GET', new URL(link).pathname, { key: shipper.key })).status).toBe(200);
    const headers = await headersOf(mail!);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(headers).toMatch(
      new RegExp(`^List-Unsubscribe: <${api.url}/v2/unsubscribe/[A-Za-z0-9_-]{22}\\?event=BidPlaced>$`, 'm'),
    );
  });

  it('the unsubscribe link turns that event type off without a key; the next bid sends nothing, other types still send', async () => {
    const shipper = await frenchShipper();
    const first = await newListing({}, shipper.key);
    expect(
      (await api.call('POST', `/v2/listings/${first}/bids`, { key: carrier.key, body: bidBody(900) })).status,
    ).toBe(201);
    // the one email this shipper has so far: the bid's, with its unsubscribe link
    const [latest] = await waitForMail(shipper.email, 1);
    const before = 1;
    const unsubscribe = /^List-Unsubscribe: <([^>]+)>$/m.exec(await headersOf(latest!))![1]!;
    // opening the link (as a mail scanner would) changes nothing
    const page = await fetch(unsubscribe);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post">');
    expect((await api.call('GET', '/v2/users/me/notifications', { key: shipper.key })).body.email.BidPlaced).toBe(true);
    // RFC 8058: the mail client's one-click POST
    const clicked = await fetch(unsubscribe, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);
    const preferences = (await api.call('GET', '/v2/users/me/notifications', { key: shipper.key })).body;
    expect(preferences).toMatchObject({ language: 'fr', email: { BidPlaced: false, ListingBooked: true } });
    const listingId = await newListing({}, shipper.key);
    const bid = (await api.call('POST', `/v2/listings/${listingId}/bids`, { key: carrier.key, body: bidBody(990) }))
      .body;
    await inboxHas(shipper.key, 'BidPlaced', listingId); // the inbox still hears of it
    await api.call('POST', `/v2/bids/${bid.bidId}/acceptance`, { key: shipper.key });
    // the booking still emails (its bill of lading does not: the booking's email links it)
    const booked = 'Votre envoi est réservé : 2018 Toyota Camry, Austin to Tucson';
    const after = (
      await eventually(
        () => mailTo(shipper.email),
        (mails) => mails.slice(before).some((m) => m.subject === booked),
        'the booking email',
      )
    ).slice(before);
    expect(after.filter((m) => m.subject === booked)).toHaveLength(1);
    expect(after.filter((m) => m.subject.startsWith('Nouvelle offre'))).toEqual([]); // the bid sent nothing
    expect(after.find((m) => m.subject === booked)!.text).toContain('Page de suivi: ');
  });

  it('a replayed stream batch sends nothing twice: one email per event and recipient', async () => {
    const listingId = await newListing();
    const bid = (await api.call('POST', `/v2/listings/${listingId}/bids`, { key: carrier.key, body: bidBody(700) }))
      .body;
    await inboxHas(shipper.key, 'BidPlaced', listingId);
    await api.call('POST', `/v2/bids/${bid.bidId}/acceptance`, { key: shipper.key });
    const booked = (await mailTo(shipper.email)).length + 1;
    await waitForMail(shipper.email, booked);
    const batch: DynamoDBStreamEvent = {
      Records: (await streamRecords(api.tableName)).map((r) => toLambdaStreamRecord(r, 'local')),
    };
    expect((await notifier(batch)).batchItemFailures).toEqual([]);
    // each email names its event (X-Marketplace-Event): whatever the stream's own notifier is still
    // sending, no event reaches a recipient twice
    const sent = [...(await mailTo(shipper.email)), ...(await mailTo(carrier.email))].map(
      (m) => `${m.to[0]!.address} ${m.headers['x-marketplace-event']}`,
    );
    expect(sent.length).toBeGreaterThanOrEqual(booked);
    expect(sent.every((s) => !s.endsWith(' undefined'))).toBe(true);
    expect(new Set(sent).size).toBe(sent.length);
  });

  it("a suppressed address (a permanent bounce, through SES's feedback queue) gets nothing; a transient bounce suppresses nothing", async () => {
    const { key, user } = await api.user('ServiceProvider');
    const sqs = (body: unknown, id: string): SQSEvent => ({
      Records: [{ messageId: id, body: JSON.stringify(body) } as SQSEvent['Records'][number]],
    });
    const transient = {
      eventType: 'Bounce',
      bounce: { bounceType: 'Transient', bouncedRecipients: [{ emailAddress: user.emailAddress }] },
    };
    expect((await emailFeedback(sqs(transient, 'm1'))).batchItemFailures).toEqual([]);
    const listingId = await newListing();
    const bid = (await api.call('POST', `/v2/listings/${listingId}/bids`, { key, body: bidBody(800) })).body;
    const permanent = {
      eventType: 'Bounce',
      bounce: {
        bounceType: 'Permanent',
        bouncedRecipients: [{ emailAddress: user.emailAddress.toUpperCase() }],
        timestamp: new Date().toISOString(),
      },
    };
    expect(
      (
        await emailFeedback({
          Records: [
            { messageId: 'm2', body: 'not json' } as SQSEvent['Records'][number],
            ...sqs(permanent, 'm3').Records,
          ],
        })
      ).batchItemFailures,
    ).toEqual([]);
    await api.call('POST', `/v2/bids/${bid.bidId}/acceptance`, { key: shipper.key });
    await inboxHas(key, 'BidAccepted', listingId);
    // a marker behind the acceptance's email: the notifier finishes a batch before it takes the next,
    // so once a later bid's email has arrived, the acceptance's was sent or not (no fixed wait)
    const marker = await api.user('Shipper');
    const markerListing = Number(
      (await api.call('POST', '/v2/listings', { key: marker.key, body: listingBody() })).headers
        .get('location')!
        .split('/')
        .pop(),
    );
    expect((await api.call('POST', `/v2/listings/${markerListing}/bids`, { key, body: bidBody(800) })).status).toBe(
      201,
    );
    await waitForMail(marker.user.emailAddress, 1);
    expect(await mailTo(user.emailAddress)).toEqual([]);
  });

  it('a listing about to expire with no bid: its shipper hears once, however often the reminder runs', async () => {
    const { key, user } = await api.user('Shipper');
    const soon = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    const body = listingBody();
    (body.route.items[0] as any).timeFrame = {
      earliestArrival: soon(2),
      latestArrival: soon(20),
      timeFrameType: 'Between',
    };
    const listingId = Number(
      (await api.call('POST', '/v2/listings', { key, body })).headers.get('location')!.split('/').pop(),
    );
    await eventually(
      async () => {
        await expiryReminder({} as never, {} as never);
        return mailTo(user.emailAddress);
      },
      (mails) => mails.length > 0,
      'the expiry reminder',
    );
    await expiryReminder({} as never, {} as never);
    await inboxHas(key, 'ListingExpiring', listingId);
    const mails = await mailTo(user.emailAddress);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^No bids yet: 2018 Toyota Camry, Austin to Tucson expires /),
    ]);
    const items = (await api.call('GET', '/v2/notifications?$top=100', { key })).body.items as any[];
    expect(items.filter((n) => n.kind === 'ListingExpiring')).toHaveLength(1);
  });
});

type Party = { key: string; email: string };
const party = async (userType: 'Shipper' | 'Broker' | 'ServiceProvider'): Promise<Party> => {
  const { key, user } = await api.user(userType);
  return { key, email: user.emailAddress };
};
const addDocument = async (by: Party, listingId: number, type: string, file: FilePart) =>
  expect(
    (
      await api.call('POST', `/v2/listings/${listingId}/attachments`, {
        key: by.key,
        ...(await multipart({ type }, [file])),
      })
    ).status,
  ).toBe(201);

/**
 * A booking's emails to its two parties, once nothing more of it can come: the Bill of Lading is in both inboxes (the
 * notifier has had it), then the carrier adds a delivery receipt and the shipper a photo, and each is emailed to the
 * other party (later documents are news of their own; the notifier finishes a batch before it takes the next).
 */
async function bookingEmails(listingId: number, shipper: Party, carrier: Party) {
  await inboxHas(shipper.key, 'DocumentAdded', listingId, 'BillOfLading');
  await inboxHas(carrier.key, 'DocumentAdded', listingId, 'BillOfLading');
  const pod = await onePagePdf('Signed for by D. Reyes');
  await addDocument(carrier, listingId, 'DeliveryReceipt', {
    name: 'file',
    type: 'application/pdf',
    data: pod,
    filename: 'pod.pdf',
  });
  await addDocument(shipper, listingId, 'Photo', { name: 'file', type: 'image/png', data: png, filename: 'crate.png' });
  const named = (fileName: string) => (mails: Mail[]) => mails.some((m) => m.subject.endsWith(`: ${fileName}`));
  return {
    toShipper: await eventually(() => mailTo(shipper.email), named('pod.pdf'), 'the delivery receipt emailed'),
    toCarrier: await eventually(() => mailTo(carrier.email), named('crate.png'), 'the photo emailed'),
  };
}

/** The Bill of Lading an email links: the document's Content link, which answers its PDF to the party's key. */
async function linksBillOfLading(mail: Mail, listingId: number, reader: Party): Promise<void> {
  const documents = (await api.call('GET', `/v2/listings/${listingId}/attachments`, { key: reader.key })).body.items;
  const bol = (documents as any[]).find((d) => d.type.value === 'BillOfLading');
  const link = /^Bill of lading: (\S+)$/m.exec(mail.text)?.[1];
  expect(link).toBe(bol.links.find((l: any) => l.rel === 'Content').href);
  expect(mail.html).toContain(`href="${link}"`);
  const redirect = await api.call('GET', new URL(link!).pathname, { key: reader.key });
  expect(redirect.status).toBe(302);
  const pdf = Buffer.from(await (await fetch(redirect.headers.get('location')!)).arrayBuffer());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
}

/**
 * docs/notifications.md, "A booking's email": one email to each party (ListingBooked to the shipper, BidAccepted to
 * the carrier, of the same event), each linking the Bill of Lading; none for the Bill of Lading itself; the documents
 * added later emailed as before.
 */
async function expectOneEmailEach(listingId: number, shipper: Party, carrier: Party): Promise<void> {
  const { toShipper, toCarrier } = await bookingEmails(listingId, shipper, carrier);
  const booked = toShipper.filter((m) => m.subject.startsWith('Your shipment is booked: '));
  const accepted = toCarrier.filter((m) => m.subject.startsWith('Booked: '));
  expect(booked).toHaveLength(1);
  expect(accepted).toHaveLength(1);
  expect(booked[0]!.headers['x-marketplace-event']).toBe(accepted[0]!.headers['x-marketplace-event']);
  await linksBillOfLading(booked[0]!, listingId, shipper);
  await linksBillOfLading(accepted[0]!, listingId, carrier);
  const documents = (mails: Mail[]) => mails.filter((m) => m.subject.startsWith('New document')).map((m) => m.subject);
  expect(documents(toShipper)).toEqual([expect.stringMatching(/: pod\.pdf$/)]);
  expect(documents(toCarrier)).toEqual([expect.stringMatching(/: crate\.png$/)]);
}

describe("a booking's email carries its Bill of Lading", () => {
  it('an accepted bid: one email to each party, linking the Bill of Lading; no email of the Bill of Lading; a delivery receipt still emails', async () => {
    const [shipper, carrier] = await Promise.all([party('Shipper'), party('ServiceProvider')]);
    const listingId = await newListing({}, shipper.key);
    const bid = (await api.call('POST', `/v2/listings/${listingId}/bids`, { key: carrier.key, body: bidBody(880) }))
      .body;
    expect((await api.call('POST', `/v2/bids/${bid.bidId}/acceptance`, { key: shipper.key })).status).toBe(200);
    await expectOneEmailEach(listingId, shipper, carrier);
  });

  it("BookItNow: the broker's and the carrier's one email each", async () => {
    const [broker, carrier] = await Promise.all([party('Broker'), party('ServiceProvider')]);
    const listingId = await newListing({ pricing: { namedPrice: { amount: 1200, currencyType: 'USD' } } }, broker.key);
    const bid = await api.call('POST', `/v2/listings/${listingId}/bids`, { key: carrier.key, body: bidBody(1200) });
    expect(bid.body.state.value).toBe('Accepted');
    await expectOneEmailEach(listingId, broker, carrier);
  });

  it("a booked LTL rate: the shipper's and the carrier's one email each", async () => {
    const [shipper, carrier] = await Promise.all([party('Shipper'), party('ServiceProvider')]);
    const id = (await api.call('POST', '/v2/raterequests', { key: shipper.key, body: rateRequestBody() })).body
      .rateRequestID;
    const rate = await api.call('POST', `/v2/raterequests/${id}/rates`, { key: carrier.key, body: rateBody() });
    expect(rate.status).toBe(201);
    const booking = await api.call('POST', `/v2/raterequests/${id}/rates/${rate.body.rateId}/booking`, {
      key: shipper.key,
    });
    expect(booking.status).toBe(201);
    await expectOneEmailEach(Number(booking.headers.get('location')!.split('/').pop()), shipper, carrier);
  });
});

describe('GET and PUT /v2/users/me/notifications', () => {
  it('every event type is on by default, in English; a PUT changes what it names and nothing else', async () => {
    const { key } = await api.user('ServiceProvider');
    const defaults = (await api.call('GET', '/v2/users/me/notifications', { key })).body;
    expect(defaults.language).toBe('en');
    expect(Object.values(defaults.email).every((on) => on === true)).toBe(true);
    expect(Object.keys(defaults.email)).toEqual(
      expect.arrayContaining([
        'BidPlaced',
        'BidAccepted',
        'TransitStatusChanged',
        'RateRequestCreated',
        'DocumentAdded',
        'ListingExpiring',
      ]),
    );
    const put = await api.call('PUT', '/v2/users/me/notifications', {
      key,
      body: { language: 'DE', email: { RateRequestCreated: false } },
    });
    expect(put.body).toEqual({
      ...defaults,
      language: 'de',
      email: { ...defaults.email, RateRequestCreated: false },
      cadence: { ...defaults.cadence, RateRequestCreated: 'off' },
    });
    expect((await api.call('GET', '/v2/users/me/notifications', { key })).body).toEqual(put.body);
  });

  it('refuses what is not a preference, naming it; no key 401; the unsubscribe token is never shown', async () => {
    const { key } = await api.user('Shipper');
    const unknown = await api.call('PUT', '/v2/users/me/notifications', { key, body: { email: { BidEaten: false } } });
    expect(unknown.status).toBe(400);
    expect(errorsOf(unknown.body)[0]!.field).toBe('email.BidEaten');
    const notBoolean = await api.call('PUT', '/v2/users/me/notifications', {
      key,
      body: { email: { BidPlaced: 'no' } },
    });
    expect(errorsOf(notBoolean.body)[0]!.field).toBe('email.BidPlaced');
    const language = await api.call('PUT', '/v2/users/me/notifications', { key, body: { language: 'es' } });
    expect(errorsOf(language.body)[0]!.field).toBe('language');
    expect((await api.call('GET', '/v2/users/me/notifications')).status).toBe(401);
    expect(JSON.stringify((await api.call('GET', '/v2/users/me/notifications', { key })).body)).not.toMatch(/token/i);
  });

  it('an unknown unsubscribe token 404s (a page for browsers); an unknown event type 400s', async () => {
    const unknown = await api.call('POST', '/v2/unsubscribe/AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect(errorsOf(unknown.body)[0]!.field).toBe('token');
    const page = await fetch(`${api.url}/v2/unsubscribe/AAAAAAAAAAAAAAAAAAAAAA`, {
      method: 'POST',
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('not valid');
    const badEvent = await api.call('POST', '/v2/unsubscribe/AAAAAAAAAAAAAAAAAAAAAA?event=Nope');
    expect(badEvent.status).toBe(400);
    expect(errorsOf(badEvent.body)[0]!.field).toBe('event');
  });
});
