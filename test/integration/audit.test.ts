import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiForThisFile } from '../support/api.ts';
import { stripeStandInForThisFile } from '../support/stripe.ts';
import { bidBody, listingBody, rateRequestBody } from '../support/listings.ts';
import { eventually } from '../support/eventually.ts';
import { dynamoDbEndpoint } from '../support/dynamodb.ts';
import { db } from '../../shared/data/client.ts';
import { keys } from '../../shared/data/keys.ts';
import { auditTable, newAuditState, reportOf, type AuditState } from '../../shared/domain/audit/audit.ts';
import type { AuditCheck } from '../../shared/domain/audit/checks.ts';
import { RECORD_GRACE_MS } from '../../shared/domain/audit/objects.ts';
import { bucketName, s3 } from '../../shared/storage/client.ts';

// The audit (docs/reliability.md): over a marketplace made through the API (open, booked,
// delivered (paid on the platform) and cancelled listings with bids, feedback both ways, an LTL booking, a saved search
// that heard of a listing), it finds nothing; then each kind of derived data is broken by hand,
// and a rule of the marketplace too: the audit names each, --repair rewrites what is derived (the
// rules' breaches stay, reported), a run in steps finds what one pass does, and the command line
// exits 1 with the JSON report.

// the delivered listing is paid on the platform, so that the money's checks run too (docs/payments.md)
const stripe = stripeStandInForThisFile();
const api = apiForThisFile({ stripe: () => stripe.standIn });
const run = promisify(execFile);
let shipper: string;
let carrier: string;
let rival: string;
let carrierId: number;
const ids: Record<string, number> = {};
let searchId: string;

const idOf = (res: { status: number; headers: Headers; body: unknown }) => {
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return Number(res.headers.get('location')!.split('/').pop());
};
const post = (key: string, path: string, body?: unknown) => api.call('POST', path, { key, body });
const drifts = (state: AuditState) => reportOf(state, false).drifts;
const driftedChecks = (state: AuditState) =>
  [
    ...new Set(
      drifts(state)
        .filter((d) => !d.repaired)
        .map((d) => d.check),
    ),
  ].sort();
const audit = (repair = false) => auditTable({ repair, objects: true });
const update = (
  Key: Record<string, unknown>,
  UpdateExpression: string,
  values: Record<string, unknown>,
  names?: Record<string, string>,
) =>
  db().send(
    new UpdateCommand({
      TableName: api.tableName,
      Key,
      UpdateExpression,
      ExpressionAttributeValues: values,
      ...(names ? { ExpressionAttributeNames: names } : {}),
    }),
  );

beforeAll(async () => {
  ({ key: shipper } = await api.user('Shipper'));
  ({
    key: carrier,
    user: { userId: carrierId },
  } = await api.user('ServiceProvider', {
    profile: {
      entityType: 'Carrier',
      trailerTypes: ['AutoCarrier'],
      commodities: ['Vehicles', 'LessThanTruckload'],
      regions: ['NA-USA'],
    },
  }));
  ({ key: rival } = await api.user('ServiceProvider'));
  const search = await post(carrier, '/v2/searches', {
    name: 'Cars near Austin',
    query: { commodities: ['Vehicles'], origin: { coordinates: { latitude: 30.25, longitude: -97.75, radius: 60 } } },
    alerts: 'Instant',
  });
  searchId = search.body.searchId;
  ids.open = idOf(await post(shipper, '/v2/listings', listingBody()));
  await post(carrier, `/v2/listings/${ids.open}/bids`, bidBody(900));
  await post(rival, `/v2/listings/${ids.open}/bids`, bidBody(870));
  ids.delivered = idOf(await post(shipper, '/v2/listings', listingBody()));
  const won = (await post(carrier, `/v2/listings/${ids.delivered}/bids`, bidBody(850))).body.bidId;
  ids.lostBid = (await post(rival, `/v2/listings/${ids.delivered}/bids`, bidBody(990))).body.bidId;
  expect(
    (await post(shipper, `/v2/bids/${won}/acceptance`, { payment: { paymentMethod: 'pm_card_visa' } })).status,
  ).toBe(200);
  for (const step of ['dispatched', 'pickedup', 'delivered'])
    expect((await post(carrier, `/v2/listings/${ids.delivered}/${step}`)).status).toBe(201);
  expect((await post(shipper, `/v2/listings/${ids.delivered}/feedback`, { rating: 5, onTime: true })).status).toBe(201);
  expect((await post(carrier, `/v2/listings/${ids.delivered}/feedback`, { rating: 4 })).status).toBe(201);
  ids.cancelled = idOf(await post(shipper, '/v2/listings', listingBody()));
  expect(
    (
      await api.call('POST', `/v2/listings/${ids.cancelled}/cancellation`, {
        key: shipper,
        headers: { 'idempotency-key': 'cancel-once' },
      })
    ).status,
  ).toBeLessThan(300);
  // two more for the half states a stopped function could leave (docs/reliability.md, "Stopped half way")
  ids.booked = idOf(await post(shipper, '/v2/listings', listingBody()));
  ids.bookedWinner = (await post(carrier, `/v2/listings/${ids.booked}/bids`, bidBody(800))).body.bidId;
  ids.bookedLoser = (await post(rival, `/v2/listings/${ids.booked}/bids`, bidBody(820))).body.bidId;
  expect((await post(shipper, `/v2/bids/${ids.bookedWinner}/acceptance`)).status).toBe(200);
  ids.held = idOf(
    await post(shipper, '/v2/listings', listingBody({ pricing: { namedPrice: { amount: 700, currencyType: 'USD' } } })),
  );
  ids.heldBid = (await post(carrier, `/v2/listings/${ids.held}/bids`, bidBody(700))).body.bidId;
  const requested = await post(shipper, '/v2/raterequests', rateRequestBody());
  expect(requested.status, JSON.stringify(requested.body)).toBe(201);
  const rateRequest = requested.body.rateRequestID;
  const rate = await post(carrier, `/v2/raterequests/${rateRequest}/rates`, {
    price: { amount: 480, currencyType: 'USD' },
    transitDays: 3,
    serviceLevel: 'Standard',
    expiresOn: new Date(Date.now() + 3 * 864e5).toISOString(),
  });
  expect(rate.status, JSON.stringify(rate.body)).toBe(201);
  const booking = await post(shipper, `/v2/raterequests/${rateRequest}/rates/${rate.body.rateId}/booking`);
  expect(booking.status, JSON.stringify(booking.body)).toBe(201);
  // the stream's consumers (search, list views, feedback, market prices, the alert) catch up
  await eventually(
    () => audit(),
    (state) => drifts(state).length === 0 && state.checked['savedSearch.matches']! > 0,
    'an audit with nothing drifted',
  );
});

describe('npm run audit', () => {
  it('over a marketplace the API made, every check runs and nothing drifts', async () => {
    const state = await audit();
    expect(state.complete).toBe(true);
    const report = reportOf(state, false);
    for (const [check, counts] of Object.entries(report.checks))
      expect(counts.checked, `${check} checked`).toBeGreaterThan(0);
    expect(report.drifts).toEqual([]);
  });

  it('names each drift; --repair rewrites the derived data, and the rules a write broke stay reported', async () => {
    // derived data, broken by hand
    const tally = (
      await db().send(new GetCommand({ TableName: api.tableName, Key: { PK: 'SEARCHTALLY#ALL', SK: 'TALLY' } }))
    ).Item!;
    const bucket = Object.keys(tally).find((name) => !['PK', 'SK', 'entity'].includes(name))!;
    await db().send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: { PK: 'SEARCHTALLY#ALL', SK: 'TALLY' },
        UpdateExpression: 'ADD #b :one',
        ExpressionAttributeNames: { '#b': bucket },
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
    await db().send(new DeleteCommand({ TableName: api.tableName, Key: keys.searchNearPlace(ids.open!) }));
    await update(
      keys.listingCounts((await api.call('GET', '/v2/', { key: shipper })).body.userId),
      'ADD #total :one',
      { ':one': 1 },
      { '#total': 'total' },
    );
    const user = (await db().send(new GetCommand({ TableName: api.tableName, Key: keys.user(carrierId) }))).Item!;
    await db().send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: keys.user(carrierId),
        UpdateExpression: 'SET feedback.#count = :n',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':n': Number((user.feedback as { count: number }).count) + 3 },
      }),
    );
    const search = (await db().send(new GetCommand({ TableName: api.tableName, Key: keys.savedSearch(searchId) })))
      .Item!;
    await db().send(
      new DeleteCommand({
        TableName: api.tableName,
        Key: keys.searchAlert((search.alertPartitions as string[])[0]!, searchId),
      }),
    );
    await db().send(
      new PutCommand({
        TableName: api.tableName,
        Item: {
          ...keys.searchAlert('ALERT#ANY#*', 'gone-search'),
          entity: 'SearchAlert',
          u: carrierId,
          n: 'x',
          a: 'instant',
          q: '{}',
        },
      }),
    );
    await db().send(
      new PutCommand({
        TableName: api.tableName,
        Item: {
          ...keys.listingMatch('gone-search', ids.open!),
          entity: 'ListingMatch',
          searchId: 'gone-search',
          userId: carrierId,
        },
      }),
    );
    const market = (await import('../../shared/data/query.ts')).scanPages({
      filter: { expression: 'entity = :m', values: { ':m': 'MarketPrices' } },
    });
    for await (const { items } of market) {
      for (const item of items)
        await db().send(new PutCommand({ TableName: api.tableName, Item: { ...item, observations: [] } }));
    }
    // a rule of the marketplace broken by a (hypothetical) bad write: a second accepted bid, a status twice
    await db().send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: keys.bid(ids.lostBid!),
        UpdateExpression: 'SET #s = :accepted',
        ExpressionAttributeNames: { '#s': 'state' },
        ExpressionAttributeValues: { ':accepted': 'Accepted' },
      }),
    );
    const record = {
      ...keys.transitRecord(ids.delivered!, '2099-01-01T00:00:00.000Z', 'replayed'),
      entity: 'TransitRecord',
      recordId: 'replayed',
      listingId: ids.delivered,
      status: 'Dispatched',
      recorded: '2099-01-01T00:00:00.000Z',
      punctuality: 'OnTime',
    };
    await db().send(new PutCommand({ TableName: api.tableName, Item: record }));
    // half states a stopped function could leave: an acceptance stopped before closing the other bids
    // (a minute ago), a decline stopped before opening its listing again (the layout before one
    // transaction did both), a request stopped holding its Idempotency-Key
    await update(keys.bid(ids.bookedLoser!), 'SET #s = :active', { ':active': 'Active' }, { '#s': 'state' });
    await update(keys.bid(ids.bookedWinner!), 'SET updatedOn = :then', {
      ':then': new Date(Date.now() - 2 * 60_000).toISOString(),
    });
    await update(keys.bid(ids.heldBid!), 'SET #s = :declined', { ':declined': 'Declined' }, { '#s': 'state' });
    await db().send(new DeleteCommand({ TableName: api.tableName, Key: keys.bidder(ids.held!, carrierId) }));
    await db().send(
      new PutCommand({
        TableName: api.tableName,
        Item: {
          ...keys.idempotency(carrierId, 'stopped'),
          entity: 'IdempotencyRecord',
          fingerprint: 'f',
          state: 'InProgress',
          claimId: 'c',
          inProgressUntil: Date.now() - 1,
          expiresAt: Math.floor(Date.now() / 1000) + 3600,
        },
      }),
    );

    const broken = await audit();
    const expected: AuditCheck[] = [
      'bids.accepted',
      'bids.closed',
      'bids.held',
      'feedback.summary',
      'idempotency.claims',
      'listing.counts',
      'market.prices',
      'savedSearch.entries',
      'savedSearch.matches',
      'search.items',
      'search.tallies',
      'transit.history',
    ];
    expect(driftedChecks(broken)).toEqual(expected);
    expect(drifts(broken).find((d) => d.check === 'search.items')).toMatchObject({
      subject: `listing ${ids.open}`,
      detail: 'SEARCH#NEAR missing',
    });
    expect(drifts(broken).find((d) => d.check === 'feedback.summary')?.subject).toBe(`user ${carrierId}`);
    expect(
      drifts(broken)
        .filter((d) => d.check === 'savedSearch.entries')
        .map((d) => d.subject)
        .sort(),
    ).toEqual([`alert entry ALERT#ANY#* of gone-search`, `saved search ${searchId}`]);
    expect(drifts(broken).find((d) => d.check === 'bids.closed')).toMatchObject({
      subject: `listing ${ids.booked}`,
      detail: `booked, and bid ${ids.bookedLoser} still active`,
    });
    expect(drifts(broken).find((d) => d.check === 'bids.held')?.subject).toBe(`listing ${ids.held}`);

    // the command line: exit 1 and the JSON report, in steps of 5 items resumed from its saved position
    const json = join(tmpdir(), `audit-${api.tableName}.json`);
    const endpoint = await dynamoDbEndpoint();
    const cli = (...args: string[]) =>
      run(
        process.execPath,
        [
          '--import',
          'tsx',
          'infra/ops/audit.ts',
          '--stage',
          'sandbox',
          '--table',
          api.tableName,
          '--settle-seconds',
          '0',
          ...args,
        ],
        {
          env: {
            ...process.env,
            DYNAMODB_ENDPOINT: endpoint,
            AWS_REGION: 'us-east-1',
            AWS_ACCESS_KEY_ID: 'local',
            AWS_SECRET_ACCESS_KEY: 'local',
          },
        },
      ).then(
        () => 0,
        (error: { code: number; stdout: string }) => (error.code === 1 ? 1 : Promise.reject(error as unknown as Error)),
      );
    let runs = 0;
    let exit: number;
    do {
      exit = await cli('--max-items', '40', '--json', json);
      runs++;
    } while (!JSON.parse(readFileSync(json, 'utf8')).audit.complete && runs < 200);
    expect(runs).toBeGreaterThan(1);
    expect(exit).toBe(1);
    const report = JSON.parse(readFileSync(json, 'utf8')).audit;
    expect(report.complete).toBe(true);
    expect(
      Object.entries(report.checks)
        .filter(([, c]) => (c as { drifts: number }).drifts > 0)
        .map(([name]) => name)
        .sort(),
    ).toEqual(expected);

    const repaired = await audit(true);
    expect(
      [
        ...new Set(
          reportOf(repaired, true)
            .drifts.filter((d) => !d.repaired)
            .map((d) => d.check),
        ),
      ].sort(),
    ).toEqual(['bids.accepted', 'transit.history']);
    // the listing opened again is indexed (and tallied) by the stream, as any change
    const after = await eventually(
      () => audit(),
      (state) => driftedChecks(state).join() === 'bids.accepted,transit.history',
      'the repairs and what the stream derives of them',
    );
    expect(driftedChecks(after)).toEqual(['bids.accepted', 'transit.history']);
    // the half states finished: the other bid closed, the held listing open, the stopped claim gone
    expect((await api.call('GET', `/v2/bids/${ids.bookedLoser}`, { key: rival })).body.state.value).toBe('Closed');
    expect((await api.call('GET', `/v2/listings/${ids.held}`, { key: shipper })).body.status.value).toBe('Active');
    expect(
      (await db().send(new GetCommand({ TableName: api.tableName, Key: keys.idempotency(carrierId, 'stopped') }))).Item,
    ).toBeUndefined();
    // the repaired listing is found by search again, around its pickup
    const found = await api.call('POST', '/v2/search', {
      key: rival,
      body: { origin: { coordinates: { latitude: 30.25, longitude: -97.75, radius: 20 } } },
    });
    expect(found.body.items.map((i: { listingId: number }) => i.listingId)).toContain(ids.open);
  });

  it('resumes where a run stopped: a pass in steps finds what one pass finds', async () => {
    let state = newAuditState();
    let runs = 0;
    do {
      state = await auditTable({ maxItems: 7, objects: true }, state);
      runs++;
    } while (!state.complete);
    expect(runs).toBeGreaterThan(2);
    const whole = await audit();
    expect(reportOf(state, false).checks).toEqual(reportOf(whole, false).checks);
  });

  it('resumes the bucket a file at a time: every page of files but the last is cut short', async () => {
    const bucketDone = async (state: AuditState) =>
      auditTable({ maxItems: 1, objects: true }, { ...state, tableDone: true });
    let state = newAuditState();
    let runs = 0;
    do {
      state = await bucketDone(state);
      runs++;
    } while (!state.complete);
    const files = state.checked['objects.recorded'] ?? 0;
    expect(files).toBeGreaterThan(2); // the Bills of Lading
    expect(runs).toBe(files + 1); // the last run finds the bucket done
    const whole = await auditTable({ objects: true }, { ...newAuditState(), tableDone: true });
    expect(reportOf(state, false).checks).toEqual(reportOf(whole, false).checks);
  });

  it('names a stored file no record names once it is a day old (no retry can record it then); --repair removes it', async () => {
    // what a request stopped between its file and its record leaves, one of each kind, and a key no request makes
    const orphans = [
      `attachments/${ids.booked}/${randomUUID()}.pdf`,
      `certificates/${carrierId}/${randomUUID()}.pdf`,
      `profile-images/${carrierId}/${randomUUID()}.png`,
    ];
    const stray = `attachments/${ids.booked}/notes.txt`;
    for (const key of [...orphans, stray])
      await s3().send(new PutObjectCommand({ Bucket: bucketName(), Key: key, Body: 'stored, never recorded' }));
    const stored = async () =>
      ((await s3().send(new ListObjectsV2Command({ Bucket: bucketName() }))).Contents ?? []).map((o) => o.Key!);
    const recorded = (await stored()).filter((key) => ![...orphans, stray].includes(key));
    expect(recorded.some((key) => key.startsWith(`attachments/${ids.booked}/`))).toBe(true); // its Bill of Lading
    // the bucket's pass alone (the table's done), as of now and as of a day and more from now
    const bucketPass = (options: { repair?: boolean; now?: () => Date }) =>
      auditTable({ objects: true, ...options }, { ...newAuditState(), tableDone: true });
    const fileDrifts = (state: AuditState) => drifts(state).filter((d) => d.check === 'objects.recorded');
    const young = await bucketPass({});
    expect(young.checked['objects.recorded']).toBe(recorded.length + orphans.length + 1);
    expect(fileDrifts(young)).toEqual([]);
    const later = () => new Date(Date.now() + RECORD_GRACE_MS + 60_000);
    const old = await bucketPass({ now: later });
    expect(
      fileDrifts(old)
        .map((d) => d.subject.split(' ').at(-1))
        .sort(),
    ).toEqual([...orphans, stray].sort());
    expect(fileDrifts(old).find((d) => d.subject.endsWith(stray))?.detail).toMatch(/not a key the marketplace makes/);
    const repaired = await bucketPass({ now: later, repair: true });
    expect(fileDrifts(repaired).filter((d) => d.repaired).length).toBe(orphans.length);
    expect((await stored()).sort()).toEqual([...recorded, stray].sort());
    // idempotent: a second repair finds only what it leaves to a person
    const again = await bucketPass({ now: later, repair: true });
    expect(fileDrifts(again).map((d) => [d.subject, d.repaired])).toEqual([[`listing document ${stray}`, false]]);
    await s3().send(new DeleteObjectCommand({ Bucket: bucketName(), Key: stray }));
  });
});
