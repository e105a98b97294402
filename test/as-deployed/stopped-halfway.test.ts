import { randomUUID } from 'node:crypto';
import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { apiForThisFile } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { bidBody, listingBody } from '../support/listings.ts';
import { uniquePerson } from '../support/people.ts';
import { db } from '../../shared/data/client.ts';
import {
  CERTIFICATE_REMINDERS,
  EMAIL_DIGEST_SHARDS,
  emailDigestShard,
  keys,
  VETTING_DUE,
} from '../../shared/data/keys.ts';
import { DIGEST_GRACE_MS } from '../../shared/domain/email/digests.ts';
import { LOCAL_FMCSA_WEB_KEY } from '../../infra/local/fmcsa.ts';
import { fmcsaStandInForThisFile } from '../support/fmcsa.ts';
import { stripeStandInForThisFile } from '../support/stripe.ts';
import { multipart, onePagePdf } from '../support/multipart.ts';
import { issueApiKey } from '../../shared/domain/auth/service.ts';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { bucketName, s3 } from '../../shared/storage/client.ts';
import { ATTACHMENT_PREFIX, INCOMING_ATTACHMENT_PREFIX } from '../../shared/domain/attachments/types.ts';
import { billOfLadingId } from '../../shared/domain/attachments/service.ts';
import { ledgerOf } from '../../shared/data/payments.ts';
import { ledgerTotals } from '../../shared/domain/audit/payments.ts';

// docs/reliability.md, "Stopped half way": a function stopped at each of its AWS calls in turn,
// before the call is sent and after it applied (lambda.timeout, planned rather than drawn), and
// then the retry (the client's, with the same Idempotency-Key) or the next run finishes the work
// and answers as the first would have. As deployed: each function in its own environment, stopped
// where it stands, the next invocation cold.
process.env.MARKETPLACE_RUNTIME = 'as-deployed';
process.env.LOCAL_FAULTS = 'seed=1'; // an injector with no fault drawn: the stops are the tests' own

/**
 * The functions stopped here time out sooner: a retry waits for the stopped one's claim to end at
 * its deadline (and a margin), so every stop costs this. Still ten times what a warm invocation takes here.
 */
const STOPPED_TIMEOUT_SECONDS = 3;
const stopped = [
  'DeclineBid',
  'AcceptBid',
  'PrivacyJobs',
  'ProviderVetter',
  'AlertDigestMailer',
  'CreateListing',
  'PlaceBid',
  'ReportDispatched',
  'CompleteAttachmentUpload',
  'UploadAttachment',
  'ReleaseListingPayment',
  'CancelListing',
];
const fmcsa = fmcsaStandInForThisFile();
const stripe = stripeStandInForThisFile();
const api = apiForThisFile({
  fmcsa: () => ({ baseUrl: fmcsa.standIn.baseUrl, webKey: LOCAL_FMCSA_WEB_KEY }),
  stripe: () => stripe.standIn,
  email: true,
  // the scheduled jobs are invoked by the tests, as EventBridge would, so their stops count from a run's first call
  scheduleIntervalMs: 3_600_000,
  alter: (stage) => {
    for (const fn of stage.functions)
      if (stopped.some((name) => fn.name.endsWith(`-${name}`)))
        // the digest job waits out a stopped run's email claim (20 s) as its real timeout lets it; a run cut short
        // while it sends would be a stop no test planned
        fn.timeoutSeconds = fn.name.endsWith('-AlertDigestMailer') ? 40 : STOPPED_TIMEOUT_SECONDS;
  },
});

type Answer = Awaited<ReturnType<typeof api.call>>;
const idOf = (res: Answer) => {
  if (!res.headers.get('location')) throw new Error(`no Location: ${res.status} ${JSON.stringify(res.body)}`);
  return Number(res.headers.get('location')!.split('/').pop());
};
const functionOf = (name: string) =>
  [...api.deployed!.pools.values()].find((pool) => pool.fn.name.endsWith(`-${name}`))!.fn.name;
const faults = () => api.deployed!.faults!;
/** A scheduled job's run, as EventBridge invokes it (the stage's own schedule is off for this file). */
const jobRun = (name: string) => () =>
  api.deployed!.pools.get(functionOf(name))!.invoke({ 'detail-type': 'Scheduled Event', source: 'aws.events' });
/** A stopped run holds its job's lease until its deadline: here it ends at once, as if that had passed. */
const leaseEnded = (job: string) =>
  db()
    .send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: keys.jobLease(job),
        UpdateExpression: 'SET leaseUntil = :ended',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':ended': Date.now() - 1 },
      }),
    )
    .catch(() => undefined); // no lease left: the last run gave it back
const items = async (pk: string) =>
  (
    await db().send(
      new QueryCommand({
        TableName: api.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];

/**
 * A write as a client sends it, unchecked: a stopped function's answer is API Gateway's own 500,
 * which the OpenAPI document rightly does not declare (test/support/api.ts checks every other).
 */
async function send(
  method: string,
  path: string,
  key: string,
  idempotencyKey: string,
  body?: unknown,
): Promise<{ status: number; headers: Headers; body: any }> {
  const json =
    body === undefined ? undefined : { rawBody: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  return sendRaw(method, path, key, idempotencyKey, json);
}

/** As `send`, with a body already made (a multipart form from test/support/multipart.ts). */
async function sendRaw(
  method: string,
  path: string,
  key: string,
  idempotencyKey: string,
  raw?: { rawBody: string | Buffer; headers: Record<string, string> },
): Promise<{ status: number; headers: Headers; body: any }> {
  const res = await fetch(api.url + path, {
    method,
    headers: { authorization: `Bearer ${key}`, 'idempotency-key': idempotencyKey, ...raw?.headers },
    ...(raw ? { body: raw.rawBody } : {}),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

/**
 * A setup's create, sent again after the gateway's 502 under one Idempotency-Key (its retry answers the first
 * attempt's item): the functions stopped here have a 3 s timeout, which a cold start on a loaded machine can pass.
 */
async function setupCall(
  method: string,
  path: string,
  options: { key: string; body?: unknown },
): Promise<{ status: number; headers: Headers; body: any }> {
  const idempotencyKey = randomUUID();
  return untilAnswered(() => send(method, path, options.key, idempotencyKey, options.body));
}

/** A listing of `shipper`'s booked with `provider`: its documents and transit reports are theirs. */
async function bookedListing(shipper: string, provider: string): Promise<number> {
  const listingId = idOf(await setupCall('POST', '/v2/listings', { key: shipper, body: listingBody() }));
  const bidId = (await setupCall('POST', `/v2/listings/${listingId}/bids`, { key: provider, body: bidBody(900) })).body
    .bidId;
  expect((await api.call('POST', `/v2/bids/${bidId}/acceptance`, { key: shipper })).status).toBe(200);
  return listingId;
}

/**
 * Sent until answered, as the typed client does: the gateway's 502 of a stopped function, and 409 while its key is
 * still held, are sent again after Retry-After.
 */
async function untilAnswered(attempt: () => ReturnType<typeof send>): ReturnType<typeof send> {
  return eventually(
    async () => {
      const res = await attempt();
      const retry = res.status === 502 || res.status === 503 || (res.status === 409 && res.headers.has('retry-after'));
      if (retry)
        await new Promise((resolve) => setTimeout(resolve, Number(res.headers.get('retry-after') ?? 0) * 1000));
      return { res, retry };
    },
    ({ retry }) => !retry,
    'an answer other than a stop',
    0,
  ).then(({ res }) => res);
}

/**
 * The first attempt stopped by a planned stop (the gateway's 502, when there is one), then sent until answered: the
 * answer, of the status expected.
 */
async function answeredAfterStop(
  stop: string | undefined,
  attempt: () => ReturnType<typeof send>,
  status: number,
): ReturnType<typeof send> {
  if (stop) expect((await attempt()).status, `stopped ${stop}`).toBe(502);
  const answered = await untilAnswered(attempt);
  expect(answered.status, `${stop}: ${JSON.stringify(answered.body)}`).toBe(status);
  return answered;
}

/**
 * The calls `route` makes for `run` (a clean run, warm), then `run` again with its function stopped
 * before its first call and after each (`writes`: after each write only); `run` checks what the
 * retry finished. A stop before call n leaves what a stop after call n - 1 does (nothing happens
 * between them but the function's own work, which a stop loses either way), so those are not run
 * twice; a stop at a read leaves what a stop before the next write does, so a create, whose reads
 * are many and the same, is stopped at its writes. Returns how many stops it planned.
 */
async function stopAtEach(
  route: string,
  at: 'call' | 'write',
  run: (stop: string | undefined) => Promise<void>,
): Promise<number> {
  const fn = functionOf(route);
  // once cold (its key resolved, its module's reads made), then counted warm, as the first attempts after a retry run
  await run(undefined);
  faults().planStop(fn, 0, 'before'); // counts from here; call 0 never comes
  await run(undefined);
  const calls = faults().callsOf(fn);
  const after = at === 'write' ? faults().writesOf(fn) : Array.from({ length: calls }, (_, i) => i + 1);
  expect(after.length, `${route} makes ${at}s`).toBeGreaterThan(at === 'write' ? 1 : 2);
  const stops = [
    { call: after[0]!, when: 'before' as const },
    ...after.map((call) => ({ call, when: 'after' as const })),
  ];
  for (const { call, when } of stops) {
    faults().planStop(fn, call, when);
    await run(`${when} call ${call}${at === 'write' ? ' (a write)' : ''} of ${calls}`);
  }
  return stops.length;
}

// at once: none of these stops a function another's setup calls
describe('a function stopped at each of its AWS calls, then retried or run again', { concurrent: true }, () => {
  it('declining an offer-price bid: the retry answers the declined bid, the listing open again, its bidder free', async () => {
    const { key: shipper } = await api.user('Shipper');
    const [{ key: provider }, { key: rival }] = [await api.user('ServiceProvider'), await api.user('ServiceProvider')];
    const stops = await stopAtEach('DeclineBid', 'call', async (stop) => {
      const listingId = idOf(
        await setupCall('POST', '/v2/listings', {
          key: shipper,
          body: listingBody({ pricing: { namedPrice: { amount: 800, currencyType: 'USD' } } }),
        }),
      );
      const bid = await setupCall('POST', `/v2/listings/${listingId}/bids`, { key: provider, body: bidBody(800) });
      const key = randomUUID();
      const decline = () =>
        send('POST', `/v2/bids/${bid.body.bidId}/declination`, shipper, key, { reason: 'DatesNotCompatible' });
      const answered = await answeredAfterStop(stop, decline, 200);
      expect(answered.body).toMatchObject({ bidId: bid.body.bidId, state: { value: 'Declined' } });
      expect((await api.call('GET', `/v2/listings/${listingId}`, { key: shipper })).body.status.value).toBe('Active');
      // open again: another carrier bids at the price, and the declined one may bid again
      expect(
        (await setupCall('POST', `/v2/listings/${listingId}/bids`, { key: rival, body: bidBody(800) })).status,
      ).toBe(201);
    });
    expect(stops).toBeGreaterThan(4);
  });

  it('accepting a bid: the retry answers the accepted bid, the listing booked once, every other bid closed', async () => {
    const { key: shipper } = await api.user('Shipper');
    const [{ key: provider }, { key: rival }] = [await api.user('ServiceProvider'), await api.user('ServiceProvider')];
    await stopAtEach('AcceptBid', 'call', async (stop) => {
      const listingId = idOf(await setupCall('POST', '/v2/listings', { key: shipper, body: listingBody() }));
      const winner = (await setupCall('POST', `/v2/listings/${listingId}/bids`, { key: provider, body: bidBody(900) }))
        .body.bidId;
      const loser = (await setupCall('POST', `/v2/listings/${listingId}/bids`, { key: rival, body: bidBody(950) })).body
        .bidId;
      const key = randomUUID();
      const accept = () => send('POST', `/v2/bids/${winner}/acceptance`, shipper, key);
      const answered = await answeredAfterStop(stop, accept, 200);
      expect(answered.body).toMatchObject({ bidId: winner, state: { value: 'Accepted' } });
      expect((await api.call('GET', `/v2/listings/${listingId}`, { key: shipper })).body).toMatchObject({
        status: { value: 'Booked' },
        acceptedBidId: winner,
      });
      expect((await api.call('GET', `/v2/bids/${loser}`, { key: rival })).body.state.value).toBe('Closed');
      const history = await api.call('GET', `/v2/listings/${listingId}/transitStatuses`, { key: shipper });
      expect(
        history.body.items.filter((r: { status?: string }) => r.status === 'ReadyForDispatch'),
        `${stop}: ${JSON.stringify(history.body.items)}`,
      ).toHaveLength(1);
    });
  });

  it('the privacy job: the next run goes on from where the stopped one saved its place, once its lease ends, and erases the account whole', async () => {
    const jobs = () => items('PRIVACYJOBS');
    const run = jobRun('PrivacyJobs');
    /** A stopped run's job stays leased until its lease ends: here at once, as if its minute had passed. */
    const leasesEnded = async () => {
      for (const job of await jobs()) {
        if (job.leaseHolder)
          await db().send(
            new UpdateCommand({
              TableName: api.tableName,
              Key: { PK: job.PK, SK: job.SK },
              UpdateExpression: 'SET leaseUntil = :ended',
              ExpressionAttributeValues: { ':ended': Date.now() - 1 },
            }),
          );
      }
    };
    const stopsBefore = faults().totals()['lambda.timeout'] ?? 0;
    const planned = await stopAtEach('PrivacyJobs', 'call', async (stop) => {
      const person = await uniquePerson('Shipper');
      const listingId = idOf(
        await setupCall('POST', '/v2/listings', {
          key: person.key,
          body: listingBody({ title: `${person.lastName}'s sofa` }),
        }),
      );
      expect(
        (await api.call('DELETE', '/v2/users/me', { key: person.key, body: { password: person.password } })).status,
      ).toBe(202);
      // a run reads the table whole: one may make a call fewer than the first, and its stop then comes in the next run
      await run();
      await eventually(
        async () => {
          await leasesEnded();
          await run();
          return (await jobs()).length;
        },
        (left) => left === 0,
        'the erasure finished by a later run',
      );
      const { Items = [] } = await db().send(
        new QueryCommand({
          TableName: api.tableName,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': `LISTING#${listingId}` },
          ConsistentRead: true,
        }),
      );
      const { Items: own = [] } = await db().send(
        new QueryCommand({
          TableName: api.tableName,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': `USER#${person.user.userId}` },
          ConsistentRead: true,
        }),
      );
      for (const text of person.strings)
        expect(JSON.stringify([...Items, ...own]), `${stop}: ${text}`).not.toContain(text);
    });
    expect((faults().totals()['lambda.timeout'] ?? 0) - stopsBefore, 'the stops that fired').toBeGreaterThanOrEqual(
      planned - 2,
    );
  });

  it("the provider vetter: the next run finishes a stopped one's check and reminder, each once", async () => {
    const run = jobRun('ProviderVetter');
    const { key: integrator } = await api.user('Affiliate');
    const stopsBefore = faults().totals()['lambda.timeout'] ?? 0;
    const pdf = await onePagePdf();
    const in20Days = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const planned = await stopAtEach('ProviderVetter', 'call', async (stop) => {
      // a new provider, due at once, with a certificate whose 30-day reminder is due at once
      const { dot, mc } = fmcsa.ownCarrier();
      const created = await api.call('POST', '/v2/users', {
        key: integrator,
        body: {
          user: {
            userType: 'ServiceProvider',
            userName: `lou${dot}`,
            firstName: 'Lou',
            lastName: 'Star',
            emailAddress: `lou-${randomUUID()}@example.com`,
            password: 'Secret1',
            mobilePhone: '+1 512 555 0100',
            dotNumber: dot,
            mcNumber: mc,
          },
          profile: {
            entityType: 'Carrier',
            trailerTypes: ['AutoCarrier'],
            commodities: ['Vehicles'],
            regions: ['USA-TX'],
          },
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const user = { userId: created.body.userId as number };
      const key = await issueApiKey(user.userId);
      const uploaded = await api.call('POST', '/v2/users/me/vetting/certificates', {
        key,
        ...(await multipart(
          { insurer: 'Great Plains Casualty', policyNumber: 'GPC-1', cargoInsurance: '250000', expiresOn: in20Days },
          [{ name: 'file', type: 'application/pdf', data: pdf, filename: 'acord-25.pdf' }],
        )),
      });
      expect(uploaded.status).toBe(201);
      const certificateId = uploaded.body.certificateId as string;
      await run();
      const vetting = await eventually(
        async () => {
          await leaseEnded('ProviderVetter');
          await run();
          const certificate = (await items(`USER#${user.userId}`)).find((i) => i.certificateId === certificateId);
          return { vetting: (await api.call('GET', '/v2/users/me/vetting', { key })).body, certificate };
        },
        (done) => done.vetting.status === 'Verified' && done.certificate?.remindedDays === 30,
        `${stop}: the check and the reminder finished by a later run`,
      ).then((done) => done.vetting);
      expect(Date.parse(vetting.nextCheckOn) - Date.parse(vetting.checkedOn), `${stop}`).toBe(86_400_000);
      // one due entry, the next day's; the 30-day reminder gone, the 7-day one waiting
      const due = (await items(VETTING_DUE)).filter((entry) => entry.userId === user.userId);
      expect(
        due.map((entry) => entry.dueOn),
        `${stop}`,
      ).toEqual([vetting.nextCheckOn]);
      const reminders = (await items(CERTIFICATE_REMINDERS)).filter((entry) => entry.certificateId === certificateId);
      expect(
        reminders.map((entry) => entry.days),
        `${stop}`,
      ).toEqual([7]);
    });
    expect(planned).toBeGreaterThan(5);
    const fired = (faults().totals()['lambda.timeout'] ?? 0) - stopsBefore;
    expect(fired, 'the stops that fired').toBeGreaterThanOrEqual(planned - 1);
  });

  it('the digest job: the next run finishes a stopped one; the digest goes once, with every event', async () => {
    const run = jobRun('AlertDigestMailer');
    const mailsTo = async (address: string) =>
      ((await (await fetch(`${inject('mailDev').webUrl}/api/email`)).json()) as any[]).filter((m) =>
        m.to.some((t: { address: string }) => t.address === address),
      ) as { subject: string }[];
    const planned = await stopAtEach('AlertDigestMailer', 'write', async (stop) => {
      // the one double the design allows: stopped after SES took the email, before its claim said so (its retry
      // sends it again; docs/reliability.md), counted by the runtime as it happens
      const doublesBefore = faults().emailsSentThenStopped;
      const { key, user } = await api.user('Shipper');
      const body = { cadence: { BidPlaced: 'hourly' } };
      expect((await api.call('PUT', '/v2/users/me/notifications', { key, body })).status).toBe(200);
      const listingId = idOf(await setupCall('POST', '/v2/listings', { key, body: listingBody() }));
      for (const amount of [700, 650]) {
        const { key: carrier } = await api.user('ServiceProvider');
        await setupCall('POST', `/v2/listings/${listingId}/bids`, { key: carrier, body: bidBody(amount) });
      }
      const shard = emailDigestShard(user.userId % EMAIL_DIGEST_SHARDS);
      const mine = async () => (await items(shard)).filter((entry) => entry.userId === user.userId);
      const [due] = await eventually(mine, (found) => found.length === 1, `${stop}: the digest listed`);
      await eventually(
        () => items(`EMAILDIGEST#${user.userId}#hourly#${due!.dueOn}`),
        (events) => events.length === 2,
        `${stop}: both bids waiting`,
      );
      // its hour has come (the entry moved to as long ago as the job waits; it still names its own due instant)
      const at = new Date(Date.now() - DIGEST_GRACE_MS - 1000).toISOString();
      await db().send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: api.tableName, Item: { ...due, SK: `${at}#${user.userId}#hourly` } } },
            { Delete: { TableName: api.tableName, Key: { PK: due!.PK, SK: due!.SK } } },
          ],
        }),
      );
      await run();
      await eventually(
        async () => {
          await leaseEnded('AlertDigestMailer');
          await run();
          return mine();
        },
        (left) => left.length === 0,
        `${stop}: the digest cleared by a later run`,
      );
      const mails = (await mailsTo(user.emailAddress)).filter((m) => m.subject.startsWith('Your marketplace digest'));
      const doubles = faults().emailsSentThenStopped - doublesBefore;
      const seen = JSON.stringify(mails.map((m: any) => [m.headers?.['x-marketplace-event'], m.date]));
      expect(
        mails.map((m) => m.subject),
        `${stop} (doubles allowed ${doubles}): ${seen}`,
      ).toEqual(Array.from({ length: 1 + doubles }, () => 'Your marketplace digest: 2 updates'));
      expect(await items(`EMAILDIGEST#${user.userId}#hourly#${due!.dueOn}`), `${stop}`).toEqual([]);
    });
    expect(planned).toBeGreaterThan(3);
  });
});

// one at a time: a function's calls are counted whoever makes them (another test's setup creates listings and bids)
describe('a create stopped before and after each of its writes, then retried with its key', () => {
  it('creating a listing: the retry answers the listing its first attempt made, and there is one', async () => {
    const { key: shipper } = await api.user('Shipper');
    const listed = async () =>
      (await api.call('GET', '/v2/listings?$top=1', { key: shipper })).body.totalCount as number;
    await stopAtEach('CreateListing', 'write', async (stop) => {
      const before = await listed();
      const title = `Sofa ${randomUUID()}`;
      const key = randomUUID();
      const body = listingBody({ title });
      const create = () => send('POST', '/v2/listings', shipper, key, body);
      const answered = await answeredAfterStop(stop, create, 201);
      expect(await listed(), `${stop}: one listing made`).toBe(before + 1);
      const listing = await api.call('GET', `/v2/listings/${idOf(answered)}`, { key: shipper });
      expect(listing.body).toMatchObject({ listingId: idOf(answered), title });
    });
  });
});

describe('a create with a rule its own first attempt now breaks, stopped before and after each of its writes, then retried', () => {
  it('a bid at an offer price (it puts the listing on hold): the retry answers that bid, the listing held by it alone', async () => {
    const { key: shipper } = await api.user('Shipper');
    const { key: provider } = await api.user('ServiceProvider');
    await stopAtEach('PlaceBid', 'write', async (stop) => {
      const listingId = idOf(
        await setupCall('POST', '/v2/listings', {
          key: shipper,
          body: listingBody({ pricing: { namedPrice: { amount: 800, currencyType: 'USD' } } }),
        }),
      );
      const key = randomUUID();
      const body = bidBody(800); // a retry sends the same body (its dates too)
      const place = () => send('POST', `/v2/listings/${listingId}/bids`, provider, key, body);
      const answered = await answeredAfterStop(stop, place, 201);
      const bids = (await api.call('GET', `/v2/listings/${listingId}/bids`, { key: shipper })).body.items;
      expect(
        bids.map((bid: { bidId: number }) => bid.bidId),
        stop,
      ).toEqual([answered.body.bidId]);
      expect((await api.call('GET', `/v2/listings/${listingId}`, { key: shipper })).body).toMatchObject({
        status: { value: 'OnHold' },
        pricing: { totalBidsPlaced: 1 },
      });
    });
  });
});

// alone too: it stops AcceptBid, which the setups below call
describe('a paid acceptance stopped before and after each of its writes, then retried with its key', () => {
  it('the retry books once and Stripe charges once: the charge made before the stop is the one booked', async () => {
    const { key: shipper } = await api.user('Shipper');
    const { key: provider } = await api.user('ServiceProvider');
    const sdk = stripe.client(api.stage);
    await stopAtEach('AcceptBid', 'write', async (stop) => {
      const listingId = idOf(await setupCall('POST', '/v2/listings', { key: shipper, body: listingBody() }));
      const bidId = (await setupCall('POST', `/v2/listings/${listingId}/bids`, { key: provider, body: bidBody(900) }))
        .body.bidId;
      const key = randomUUID();
      const accept = () =>
        send('POST', `/v2/bids/${bidId}/acceptance`, shipper, key, { payment: { paymentMethod: 'pm_card_visa' } });
      await answeredAfterStop(stop, accept, 200);
      const payment = await api.call('GET', `/v2/listings/${listingId}/payment`, { key: shipper });
      expect(payment.body, `${stop}`).toMatchObject({ status: 'Held', total: { amount: 1035 } });
      const charged = (await sdk.paymentIntents.list({ limit: 100 })).data.filter(
        (intent) => intent.metadata?.listingId === String(listingId),
      );
      expect(charged, `${stop}: one charge`).toHaveLength(1);
    });
  });
});

/** The ledger's totals for a listing, as the audit sums them (docs/payments.md, "The ledger"). */
const ledgerSums = async (listingId: number) => ledgerTotals(await ledgerOf(listingId));

// after the paid acceptance, five at once: each stops a function that no other's setup calls (their setups create,
// bid and accept). A Stripe call is one of a function's writes (infra/local/deployed/stripe-gateway.ts).
describe("stopped before and after each of its writes, Stripe's among them, then retried with its key", {
  concurrent: true,
}, () => {
  async function paidBooking(shipper: string, carrier: string): Promise<number> {
    const listingId = idOf(await setupCall('POST', '/v2/listings', { key: shipper, body: listingBody() }));
    const bidId = (await setupCall('POST', `/v2/listings/${listingId}/bids`, { key: carrier, body: bidBody(900) })).body
      .bidId;
    const accepted = await setupCall('POST', `/v2/bids/${bidId}/acceptance`, {
      key: shipper,
      body: { payment: { paymentMethod: 'pm_card_visa' } },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    // what the booking starts through the stream (its Bill of Lading, its events) done first: a consumer's write to the
    // listing racing the stopped function would change how many calls it makes, and the planned stop would miss
    await eventually(async () => api.streamCaughtUp(), Boolean, 'the stream consumers done with the booking');
    return listingId;
  }

  it('releasing a payment: the retry answers Released; Stripe transfers once, and the ledger books it once', async () => {
    const { key: shipper } = await api.user('Shipper');
    const { key: carrier } = await api.user('ServiceProvider');
    const sdk = stripe.client(api.stage);
    const onboarding = await api.call('POST', '/v2/users/me/payouts/onboarding', { key: carrier });
    expect((await fetch(onboarding.body.url, { redirect: 'manual' })).status).toBe(302);
    await eventually(
      () => api.call('GET', '/v2/users/me/payouts', { key: carrier }),
      (res) => res.body.status === 'Enabled',
      'the payout account Enabled',
    );
    const planned = await stopAtEach('ReleaseListingPayment', 'write', async (stop) => {
      const listingId = await paidBooking(shipper, carrier);
      expect((await setupCall('POST', `/v2/listings/${listingId}/pickedup`, { key: carrier })).status).toBe(201);
      const key = randomUUID();
      const release = () => send('POST', `/v2/listings/${listingId}/payment/release`, shipper, key);
      const answered = await answeredAfterStop(stop, release, 200);
      expect(answered.body, `${stop}`).toMatchObject({ status: 'Released' });
      const transfers = await sdk.transfers.list({ transfer_group: `listing-${listingId}`, limit: 100 });
      expect(
        transfers.data.map((t) => t.amount),
        `${stop}: one transfer`,
      ).toEqual([90_000]);
      expect(await ledgerSums(listingId), `${stop}`).toEqual({
        charged: 103_500,
        refunded: 0,
        disputeLost: 0,
        transferred: 90_000,
        kept: 13_500,
      });
    });
    expect(planned).toBeGreaterThan(2);
  });

  it("the shipper's cancellation of a paid booking: the retry answers 204; Stripe refunds once, and the ledger books it once", async () => {
    const { key: shipper } = await api.user('Shipper');
    const { key: carrier } = await api.user('ServiceProvider');
    const sdk = stripe.client(api.stage);
    const planned = await stopAtEach('CancelListing', 'write', async (stop) => {
      const listingId = await paidBooking(shipper, carrier);
      const key = randomUUID();
      const cancel = () => send('POST', `/v2/listings/${listingId}/cancellation`, shipper, key);
      await answeredAfterStop(stop, cancel, 204);
      expect((await api.call('GET', `/v2/listings/${listingId}`, { key: shipper })).body.status.value).toBe(
        'Cancelled',
      );
      const payment = await api.call('GET', `/v2/listings/${listingId}/payment`, { key: shipper });
      expect(payment.body, `${stop}`).toMatchObject({ status: 'PartiallyRefunded', refunded: { amount: 810 } });
      const intent = (await sdk.paymentIntents.list({ limit: 100 })).data.find(
        (pi) => pi.metadata?.listingId === String(listingId),
      )!;
      const refunds = await sdk.refunds.list({ payment_intent: intent.id, limit: 100 });
      expect(
        refunds.data.map((r) => r.amount),
        `${stop}: one refund`,
      ).toEqual([81_000]);
      expect(await ledgerSums(listingId), `${stop}`).toEqual({
        charged: 103_500,
        refunded: 81_000,
        disputeLost: 0,
        transferred: 0,
        kept: 22_500,
      });
    });
    expect(planned).toBeGreaterThan(2);
  });

  it('reporting dispatched (forward only): the retry answers the record made, and the history has it once', async () => {
    const { key: shipper } = await api.user('Shipper');
    const { key: provider } = await api.user('ServiceProvider');
    await stopAtEach('ReportDispatched', 'write', async (stop) => {
      const listingId = await bookedListing(shipper, provider);
      const key = randomUUID();
      const report = () =>
        send('POST', `/v2/listings/${listingId}/dispatched`, provider, key, { comment: 'on the road' });
      await answeredAfterStop(stop, report, 201);
      const history = (await api.call('GET', `/v2/listings/${listingId}/transitStatuses`, { key: shipper })).body.items;
      expect(
        history.filter((r: { status?: string }) => r.status === 'Dispatched'),
        `${stop}: ${JSON.stringify(history)}`,
      ).toHaveLength(1);
      expect((await api.call('GET', `/v2/listings/${listingId}`, { key: shipper })).body.transitStatus.value).toBe(
        'Dispatched',
      );
    });
  });

  it('uploading a document: the retry records it once, under the id its first attempt drew; no file without its record', async () => {
    const { key: shipper } = await api.user('Shipper');
    const { key: carrier } = await api.user('ServiceProvider');
    const pod = await onePagePdf();
    const planned = await stopAtEach('UploadAttachment', 'write', async (stop) => {
      const listingId = await bookedListing(shipper, carrier);
      const form = await multipart({ type: 'DeliveryReceipt' }, [
        { name: 'file', type: 'application/pdf', data: pod, filename: 'pod.pdf' },
      ]);
      const key = randomUUID();
      const upload = () => sendRaw('POST', `/v2/listings/${listingId}/attachments`, carrier, key, form);
      const answered = await answeredAfterStop(stop, upload, 201);
      const receipts = (await api.call('GET', `/v2/listings/${listingId}/attachments`, { key: shipper })).body.items;
      expect(
        receipts
          .filter((a: { type: { value: string } }) => a.type.value === 'DeliveryReceipt')
          .map((a: { attachmentId: string }) => a.attachmentId),
        `${stop}`,
      ).toEqual([answered.body.attachmentId]);
      // a retry that drew another id would leave its first attempt's file behind, recorded by no one
      const files = await s3().send(
        new ListObjectsV2Command({ Bucket: bucketName(), Prefix: `${ATTACHMENT_PREFIX}${listingId}/` }),
      );
      expect(
        (files.Contents ?? []).map((f) => f.Key).filter((k) => !k!.includes(billOfLadingId(listingId))),
        `${stop}`,
      ).toEqual([`${ATTACHMENT_PREFIX}${listingId}/${answered.body.attachmentId}.pdf`]);
    });
    expect(planned).toBeGreaterThan(2);
  });

  it('completing a large upload: the retry records the document once, its bytes whole, nothing left on its way', async () => {
    const { key: shipper } = await api.user('Shipper');
    const { key: carrier } = await api.user('ServiceProvider');
    const file = Buffer.concat([await onePagePdf(), Buffer.alloc(65_536)]);
    const planned = await stopAtEach('CompleteAttachmentUpload', 'write', async (stop) => {
      const listingId = await bookedListing(shipper, carrier);
      const started = await api.call('POST', `/v2/listings/${listingId}/attachments/uploads`, {
        key: carrier,
        body: { type: 'DeliveryReceipt', fileName: 'pod.pdf', contentType: 'application/pdf', sizeBytes: file.length },
      });
      expect(started.status).toBe(200);
      const { href, headers } = started.body.upload;
      expect((await fetch(href, { method: 'PUT', body: file, headers })).status).toBe(200);
      const path = started.body.links.find((l: { rel: string }) => l.rel === 'Complete').href.slice(api.url.length);
      const key = randomUUID();
      const complete = () => send('POST', path, carrier, key);
      const answered = await answeredAfterStop(stop, complete, 201);
      expect(answered.body).toMatchObject({ attachmentId: started.body.uploadId, sizeBytes: file.length });
      const receipts = (await api.call('GET', `/v2/listings/${listingId}/attachments`, { key: shipper })).body.items;
      expect(
        receipts.filter((a: { type: { value: string } }) => a.type.value === 'DeliveryReceipt'),
        `${stop}`,
      ).toHaveLength(1);
      const content = answered.body.links.find((l: { rel: string }) => l.rel === 'Content').href.slice(api.url.length);
      const redirect = await api.call('GET', content, { key: shipper });
      expect(redirect.status).toBe(302);
      const bytes = Buffer.from(await (await fetch(redirect.headers.get('location')!)).arrayBuffer());
      expect(bytes.equals(file), `${stop}: the bytes whole`).toBe(true);
      // the upload's item and incoming object: gone by the retry's end, whichever step the first attempt stopped at
      expect(
        (await items(`LISTING#${listingId}`)).filter((item) => String(item.SK).startsWith('ATTACHMENTUPLOAD#')),
        `${stop}`,
      ).toEqual([]);
      const incoming = await s3().send(
        new ListObjectsV2Command({ Bucket: bucketName(), Prefix: `${INCOMING_ATTACHMENT_PREFIX}${listingId}/` }),
      );
      expect(incoming.KeyCount ?? 0, `${stop}: nothing incoming`).toBe(0);
    });
    expect(planned).toBeGreaterThan(4);
  });
});
