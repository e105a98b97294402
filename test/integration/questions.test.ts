import { beforeAll, describe, expect, it } from 'vitest';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { clockPasses, eventually } from '../support/eventually.ts';
import { bidBody, listingBody } from '../support/listings.ts';

// Questions on a listing before booking (docs/questions.md), over HTTP against DynamoDB Local: who
// asks and answers, what everyone sees, contact details masked until booking, the hourly limit,
// and the events to the shipper, the asker and the listing's watchers.

const api = apiForThisFile();
let shipper: string;
let carrier: string;
let carrierId: number;
let watcher: string;
let watcherId: number;
let otherShipper: string;
beforeAll(async () => {
  ({ key: shipper } = await api.user('Shipper', { companyName: 'Reyes Household Moves' }));
  ({
    key: carrier,
    user: { userId: carrierId },
  } = await api.user('ServiceProvider', { companyName: 'Desert Haul LLC' }));
  ({
    key: watcher,
    user: { userId: watcherId },
  } = await api.user('Broker', { companyName: 'Lone Star Brokers' }));
  ({ key: otherShipper } = await api.user('Shipper'));
});

const idOf = (res: { headers: Headers }) => Number(res.headers.get('location')!.split('/').pop());
const newListing = async (overrides: Record<string, unknown> = {}) =>
  idOf(await api.call('POST', '/v2/listings', { key: shipper, body: listingBody(overrides) }));
const ask = (key: string, listingId: number, text: string) =>
  api.call('POST', `/v2/listings/${listingId}/questions`, { key, body: { text } });
const answer = (key: string, listingId: number, questionId: string, text: string) =>
  api.call('PUT', `/v2/listings/${listingId}/questions/${questionId}/answer`, { key, body: { text } });
/** The inbox's notifications of a kind about one question, once there are `count`. */
const inbox = (key: string, kind: string, questionId: string, count = 1) =>
  eventually(
    async () =>
      ((await api.call('GET', '/v2/notifications?$top=100', { key })).body.items as any[]).filter(
        (n) => n.kind === kind && n.data.questionId === questionId,
      ),
    (items) => items.length >= count,
    `${count} ${kind} notifications of question ${questionId}`,
  );

describe('asking and answering', () => {
  it('a carrier asks (201, Location the question), the shipper answers, everyone who can see the listing reads both; contact details masked', async () => {
    const listingId = await newListing();
    const asked = await ask(
      carrier,
      listingId,
      'Does it run? Call me at (512) 474-2300 or mail dispatch@deserthaul.example',
    );
    expect(asked.status).toBe(201);
    const questionId = asked.body.questionId as string;
    expect(asked.headers.get('location')).toBe(`${api.url}/v2/listings/${listingId}/questions/${questionId}`);
    expect(asked.body).toMatchObject({
      questionId,
      listingId,
      masked: true,
      text: 'Does it run? Call me at [phone number hidden] or mail [email address hidden]',
      askedBy: {
        userId: carrierId,
        companyName: 'Desert Haul LLC',
        feedbackSummary: { count: 0, last12Months: { count: 0 } },
      },
    });
    expect(JSON.stringify(asked.body)).not.toMatch(/474-2300|deserthaul/);

    const answered = await answer(
      shipper,
      listingId,
      questionId,
      'Yes. Text me on 512 474 9911 instead, or see www.reyes-moves.com.',
    );
    expect(answered.status).toBe(200);
    expect(answered.body.answer).toEqual({
      text: 'Yes. Text me on [phone number hidden] instead, or see [web address hidden].',
      masked: true,
      answeredOn: expect.any(String),
    });

    for (const key of [watcher, otherShipper, carrier, shipper]) {
      const list = await api.call('GET', `/v2/listings/${listingId}/questions`, { key });
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({
        totalCount: 1,
        items: [{ questionId, masked: true, answer: { masked: true } }],
      });
    }
    expect(
      (await api.call('GET', asked.headers.get('location')!.slice(api.url.length), { key: watcher })).body,
    ).toEqual((await api.call('GET', `/v2/listings/${listingId}/questions`, { key: watcher })).body.items[0]);
    // stored masked: nothing to unmask later
    expect(
      JSON.stringify((await api.call('GET', `/v2/listings/${listingId}/questions`, { key: shipper })).body),
    ).not.toMatch(/474[- ](2300|9911)|deserthaul|reyes-moves/);
    const clean = await ask(watcher, listingId, 'Is the pickup a driveway or the street?');
    expect(clean.body).toMatchObject({ masked: false, text: 'Is the pickup a driveway or the street?' });
  });

  it('refusals: the shipper cannot ask (403), shippers cannot ask (403), nor on a booked listing (409); only the shipper answers (403); bad ids 400/404; bounds 400 naming text', async () => {
    const listingId = await newListing();
    expect((await ask(shipper, listingId, 'Me?')).status).toBe(403);
    expect((await ask(otherShipper, listingId, 'A shipper asking?')).status).toBe(403);
    const tooLong = await ask(carrier, listingId, 'x'.repeat(1001));
    expect(tooLong.status).toBe(400);
    expect(errorsOf(tooLong.body).map((e) => e.field)).toEqual(['text']);
    expect(errorsOf((await ask(carrier, listingId, '   ')).body).map((e) => e.field)).toEqual(['text']);
    const questionId = (await ask(carrier, listingId, 'Keys with the car?')).body.questionId;
    expect((await answer(carrier, listingId, questionId, 'I answer myself')).status).toBe(403);
    expect((await answer(otherShipper, listingId, questionId, 'Not mine')).status).toBe(403);
    expect((await answer(shipper, listingId, '0193a1c2-7d4e-7b21-9c3f-5e8a1b2c3d4e', 'Nothing to answer')).status).toBe(
      404,
    );
    expect((await api.call('GET', `/v2/listings/${listingId}/questions/not-a-uuid`, { key: carrier })).status).toBe(
      400,
    );
    expect((await api.call('GET', `/v2/listings/${listingId}/questions`)).status).toBe(401);

    const bid = await api.call('POST', `/v2/listings/${listingId}/bids`, { key: carrier, body: bidBody(900) });
    await api.call('POST', `/v2/bids/${bid.body.bidId}/acceptance`, { key: shipper });
    const late = await ask(watcher, listingId, 'Still available?');
    expect(late.status).toBe(409);
    expect(errorsOf(late.body)[0]).toMatchObject({ field: 'listingId', reason: expect.stringContaining('Booked') });
    // after booking the parties have each other's contacts (spec 2.4): an answer is not masked
    expect(
      (await answer(shipper, listingId, questionId, 'Yes, call 512-474-9911 on the day.')).body.answer,
    ).toMatchObject({ text: 'Yes, call 512-474-9911 on the day.', masked: false });

    const draft = await newListing({ status: 'Saved' });
    expect((await api.call('GET', `/v2/listings/${draft}/questions`, { key: carrier })).status).toBe(403);
    expect((await api.call('GET', `/v2/listings/${draft}/questions`, { key: shipper })).status).toBe(200);
  });

  it('a provider asks at most 20 questions an hour: the 21st is 429 with Retry-After, naming text', async () => {
    const { key: eager } = await api.user('ServiceProvider');
    const listingId = await newListing();
    // the limit counts per clock hour: start well inside one, so that all 21 land in the same hour
    const hour = 3_600_000;
    if (hour - (Date.now() % hour) < 60_000) await clockPasses(Date.now() - (Date.now() % hour) + hour);
    for (let i = 1; i <= 20; i++) expect((await ask(eager, listingId, `Question ${i}?`)).status).toBe(201);
    const refused = await ask(eager, listingId, 'Question 21?');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(errorsOf(refused.body)[0]).toMatchObject({
      field: 'text',
      reason: expect.stringContaining('20 questions an hour'),
    });
    const page = await api.call('GET', `/v2/listings/${listingId}/questions?$top=5&$skip=15`, { key: eager });
    expect(page.body.totalCount).toBe(20);
    expect(page.body.items.map((q: any) => q.text)).toEqual([
      'Question 16?',
      'Question 17?',
      'Question 18?',
      'Question 19?',
      'Question 20?',
    ]); // oldest first
  });
});

describe('events', () => {
  it('a question goes to the shipper; its first answer to the asker and the watchers, not to the shipper', async () => {
    const {
      key: owner,
      user: { userId: ownerId },
    } = await api.user('Shipper');
    const listingId = idOf(await api.call('POST', '/v2/listings', { key: owner, body: listingBody() }));
    expect((await api.call('POST', `/v2/listings/${listingId}/watch`, { key: watcher })).status).toBe(201);
    const questionId = (await ask(carrier, listingId, 'Is it a running car? 512-474-2300')).body.questionId;
    const [asked] = await inbox(owner, 'QuestionAsked', questionId);
    expect(asked.data).toEqual({
      listingId,
      questionId,
      text: 'Is it a running car? [phone number hidden]',
      masked: true,
      askerId: carrierId,
    });
    expect((await answer(owner, listingId, questionId, 'It runs.')).status).toBe(200);
    for (const key of [carrier, watcher]) {
      const answered = await inbox(key, 'QuestionAnswered', questionId);
      expect(answered).toHaveLength(1);
      expect(answered[0].data).toEqual({
        listingId,
        questionId,
        question: 'Is it a running car? [phone number hidden]',
        answer: 'It runs.',
        masked: false,
      });
    }
    expect(
      (await api.call('GET', '/v2/notifications?$top=100', { key: owner })).body.items.some(
        (n: any) => n.kind === 'QuestionAnswered',
      ),
    ).toBe(false);
    void ownerId;
    void watcherId;
  });
});
