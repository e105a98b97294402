// npm run bench [-- --requests 100 --cold-runs 15 --cold-only --reads-only --json FILE]: the project's performance and
// cost record, one row per function of the route table (docs/performance.md).
//  - bundle: the function bundled as infra/stack.ts bundles it (ESM, minified, AWS SDK inside),
//    how much of it is the SDK, and our own code (the rest);
//  - cold: the instructions a fresh Node process executes to import the bundle (callgrind, Node's
//    own start taken off), against a baseline bundle that imports the same AWS SDK clients (the
//    DynamoDB document client; plus S3 for image routes), as a ratio: repeatable between runs,
//    which wall or CPU time on a shared machine is not (docs/performance.md, "Cold starts"). A
//    second copy of the baseline shows the method's own noise. Cold ms, for reading, is the median
//    wall time of interleaved processes (`--cold-runs`). `--cold-only` stops there and writes
//    `{"cold":[{route, ownKb, coldMs, coldRatio}]}`, to compare runs of the method;
//  - warm: p50/p99 over HTTP through the local runtime (DynamoDB Local in memory), against the
//    p50 of the summed time of the DynamoDB calls each request made, measured in the same run;
//  - capacity: read and write request units per request, from ReturnConsumedCapacity;
//  - cost per million requests at on-demand prices with the function's memory (header).
// Write routes get fresh resources per request (listings to bid on, bids to accept, ...), made
// before measuring. Stream consumers are not running while measuring. `--reads-only` skips the
// bundles, the cold starts and the per-function rows (most of the run's time) and prints the figures
// of what a page reads (lists, the inbox, a blocked provider's search); it writes no JSON.
import './quiet.ts';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { writeFileSync } from 'node:fs';
import {
  BASELINE,
  BASELINE_WITH_S3,
  bundle,
  initInstructions,
  interleavedColdMs,
  percentile,
  type Bundle,
} from './measure.ts';
import { meterDynamoDb } from './dynamodb-meter.ts';
import {
  BENCH_PASSWORD as PASSWORD,
  benchAccount as account,
  benchBid as bid,
  benchListing as listing,
  benchMember,
  daysAhead as at,
  startBenchApi,
} from './world.ts';
import { startStreamPoller } from '../infra/local/stream-poller.ts';
import { seedAccounts, seededRandom, seedOpenListings } from '../infra/ops/sample-listings.ts';
import { routes, type Route } from '../shared/routes/http.ts';
import { preferencesOf } from '../shared/domain/email/service.ts';
import { setUserRateLimit } from '../shared/data/rate-limits.ts';
import { operations } from '../shared/contract/operations.ts';
import { multipart, onePagePdf, onePixelPng } from '../test/support/multipart.ts';
import { MAX_CERTIFICATES } from '../shared/domain/vetting/certificates.ts';
import { queryAll } from '../shared/data/query.ts';
import { keys } from '../shared/data/keys.ts';
import { putItems } from '../shared/data/bulk.ts';
import { forEachInParallel } from '../shared/parallel.ts';
import { putRelation } from '../shared/data/provider-relations.ts';
import { db, tableName } from '../shared/data/client.ts';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { authenticationLine, measureAuthentication } from './auth-cost.ts';
import { createDelivery } from '../shared/data/webhooks.ts';
import { randomUUID } from 'node:crypto';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '100' },
    'cold-runs': { type: 'string', default: '5' },
    'cold-only': { type: 'boolean' },
    'reads-only': { type: 'boolean' },
    json: { type: 'string' },
  },
});
const READS_ONLY = values['reads-only'] === true;
if (READS_ONLY && (values.json || values['cold-only']))
  throw new Error('--reads-only writes no JSON and measures no cold start: run without it for those');
const REQUESTS = Number(values.requests);
const WARMUP = 10;
const POOL = REQUESTS + WARMUP;
const COLD_RUNS = Math.max(1, Number(values['cold-runs']));
const root = resolve(import.meta.dirname, '..');
const work = join(tmpdir(), `bench-functions-${process.pid}`);
mkdirSync(work, { recursive: true });

// us-east-1 on-demand prices, November 2026 list (ARM Lambda)
const PRICES = {
  apiPerMillion: 1.0,
  lambdaPerMillion: 0.2,
  lambdaPerGbSecond: 0.0000133334,
  readUnitPerMillion: 0.125,
  writeUnitPerMillion: 0.625,
};

// ---- 1. bundles and cold init -------------------------------------------------------------
console.log(
  `Bundling ${routes.length} functions and the baselines, then counting their init's instructions and timing ` +
    `${COLD_RUNS} interleaved rounds of cold starts...`,
);
const baselines = {
  dynamodb: await bundle(join(work, 'baseline.mjs'), BASELINE, root),
  again: await bundle(join(work, 'baseline-again.mjs'), BASELINE, root), // the same bundle: the method's noise
  s3: await bundle(join(work, 'baseline-s3.mjs'), BASELINE_WITH_S3, root),
};
const built = new Map<string, Bundle>();
for (const route of READS_ONLY ? [] : routes) {
  if (!built.has(route.handler))
    built.set(
      route.handler,
      await bundle(join(work, `${route.id}.mjs`), `export { handler } from './${route.handler}';`, root),
    );
}
const measured = READS_ONLY ? [] : [...Object.values(baselines), ...built.values()].map((b) => b.file);
const instructionsOf = READS_ONLY
  ? new Map<string, number>()
  : await initInstructions(measured, undefined, (done) =>
      process.stdout.write(`\r  instructions: ${done} of ${measured.length + 1} imports counted`),
    );
process.stdout.write('\n');
const coldOf = READS_ONLY
  ? new Map<string, number>()
  : interleavedColdMs(measured, COLD_RUNS, (round) => process.stdout.write(`\r  round ${round} of ${COLD_RUNS}`));
process.stdout.write('\n');
/** The baseline a function is compared with: the same AWS SDK clients. */
const baselineOf = (route: Route) =>
  route.images !== 'none' || (route.documents ?? 'none') !== 'none' ? baselines.s3 : baselines.dynamodb;
const bundles = new Map([...built].map(([handler, b]) => [handler, { ...b, coldMs: coldOf.get(b.file)! }]));
/** The function's init instructions over its baseline's. */
const coldRatioOf = (route: Route) =>
  instructionsOf.get(built.get(route.handler)!.file)! / instructionsOf.get(baselineOf(route).file)!;
/** The method's noise: the same baseline bundle counted again, over the first. */
const instructionNoise = instructionsOf.get(baselines.again.file)! / instructionsOf.get(baselines.dynamodb.file)!;
const instructionsText = (b: Bundle) => `${(instructionsOf.get(b.file)! / 1e6).toFixed(1)} M instructions`;
if (values['cold-only']) {
  // --cold-only: the bundles and cold figures alone, to compare runs of the method (docs/performance.md)
  const ratios = routes.map((route) => ({
    route: route.id,
    ownKb: Number(((built.get(route.handler)!.bytes - built.get(route.handler)!.sdkBytes) / 1024).toFixed(1)),
    coldMs: Number(coldOf.get(built.get(route.handler)!.file)!.toFixed(2)),
    coldRatio: Number(coldRatioOf(route).toFixed(3)),
  }));
  console.log(
    `Baselines: ${instructionsText(baselines.dynamodb)} (${coldOf.get(baselines.dynamodb.file)!.toFixed(1)} ms) and ` +
      `${instructionsText(baselines.s3)} (${coldOf.get(baselines.s3.file)!.toFixed(1)} ms) with S3; the same ` +
      `baseline again ${instructionNoise.toFixed(4)}x`,
  );
  for (const r of ratios)
    console.log(`${r.route.padEnd(34)} ${r.coldMs.toFixed(1).padStart(7)} ms ${r.coldRatio.toFixed(2).padStart(6)}x`);
  console.log(`cold ratio <= 1.3: ${ratios.filter((r) => r.coldRatio <= 1.3).length} of ${ratios.length}`);
  if (values.json) writeFileSync(values.json, JSON.stringify({ cold: ratios }, null, 2));
  rmSync(work, { recursive: true, force: true });
  process.exit(0);
}

// ---- 2. a world to measure against --------------------------------------------------------
const api = await startBenchApi('bench');
const meter = meterDynamoDb(undefined, { transactionsPerItem: true });

interface Answer {
  status: number;
  body: any;
  headers: Headers;
}
async function call(
  method: string,
  path: string,
  options: { key?: string; body?: unknown; raw?: { data: string | Buffer; type: string } } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.raw) headers['content-type'] = options.raw.type;
  const res = await fetch(api.url + path, {
    method,
    headers,
    redirect: 'manual',
    body: options.raw?.data ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    /* binary or text */
  }
  return { status: res.status, body, headers: res.headers };
}
const expectStatus = async (answer: Promise<Answer>, status: number, what: string) => {
  const res = await answer;
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res;
};
const idOf = (res: Answer) => res.headers.get('location')!.split('/').filter(Boolean).pop()!;

console.log('Making the world: accounts, listings, bids, bookings, rate requests, and 2,000 searchable listings...');
const pickupDate = at(3).slice(0, 10);
const rateRequest = () => {
  const body = structuredClone(operations.CreateRateRequest!.body!.example) as {
    route: { items: { timeFrame?: unknown }[] };
  };
  body.route.items[0]!.timeFrame = { earliestArrival: pickupDate, latestArrival: pickupDate, timeFrameType: 'on' };
  return body;
};

const shipper = await account('Shipper', 'shipper');
const provider = await account('ServiceProvider', 'provider');
const affiliate = await account('Affiliate', 'affiliate');
const signer = await account('Shipper', 'signer');
const listingOf = async (body = listing()) =>
  idOf(await expectStatus(call('POST', '/v2/listings', { key: shipper.key, body }), 201, 'listing'));
const bidOn = async (listingId: string) =>
  String(
    (await expectStatus(call('POST', `/v2/listings/${listingId}/bids`, { key: provider.key, body: bid() }), 201, 'bid'))
      .body.bidId,
  );
const pool = async <T>(make: (i: number) => Promise<T>) => {
  const made: T[] = [];
  for (let i = 0; i < POOL; i += 1) made.push(await make(i));
  return made;
};

const L = await listingOf();
const B0 = await bidOn(L);
const booked = async () => {
  const id = await listingOf();
  await expectStatus(call('POST', `/v2/bids/${await bidOn(id)}/acceptance`, { key: shipper.key }), 200, 'accept');
  return id;
};
const LB = await booked();
await expectStatus(call('POST', `/v2/listings/${LB}/dispatched`, { key: provider.key }), 201, 'dispatched');
const R = (
  await expectStatus(call('POST', '/v2/raterequests', { key: shipper.key, body: rateRequest() }), 201, 'rate request')
).body.rateRequestID;
const rateBody = {
  price: { amount: 420, currencyType: 'USD' },
  transitDays: 3,
  serviceLevel: 'Standard',
  expiresOn: at(2),
};
await expectStatus(call('POST', `/v2/raterequests/${R}/rates`, { key: provider.key, body: rateBody }), 201, 'rate');
const image = await multipart({}, [{ name: 'image', type: 'image/png', data: onePixelPng, filename: 'me.png' }]);
const uploadRaw = () => ({ data: image.rawBody, type: image.headers['content-type']! });
const imageUrl = new URL(
  (
    await expectStatus(call('POST', '/v2/profiles/images', { key: shipper.key, raw: uploadRaw() }), 201, 'image')
  ).headers.get('location')!,
).pathname;
// documents and the tracking page (docs/attachments.md, docs/tracking.md): a receipt on LB, the page's token
const documentForm = await multipart({ type: 'Photo' }, [
  { name: 'file', type: 'image/png', data: onePixelPng, filename: 'crate.png' },
]);
const documentRaw = () => ({ data: documentForm.rawBody, type: documentForm.headers['content-type']! });
const A = (
  await expectStatus(
    call('POST', `/v2/listings/${LB}/attachments`, { key: shipper.key, raw: documentRaw() }),
    201,
    'document',
  )
).body.attachmentId;
const T = new URL(
  (await call('GET', `/v2/listings/${LB}`, { key: shipper.key })).body.links.find(
    (l: { rel: string }) => l.rel === 'TrackingPage',
  ).href,
).pathname;
// an unsubscribe link's token, as an email would carry it (docs/notifications.md, Email)
const U = (await preferencesOf(provider.userId)).unsubscribeToken;
const W = (
  await expectStatus(
    call('POST', '/v2/webhooks', {
      key: shipper.key,
      body: { url: 'https://hooks.example.com/bench', eventTypes: ['Listing.Booked/v1'] },
    }),
    201,
    'webhook',
  )
).body.webhookId;

// The lister's listings, whose list entries the search indexer gives their views (docs/listings.md):
// ListListings is measured on them, as AWS serves a list a moment after its changes, not on the
// pool's listings made below while no consumer runs (those entries have no view yet, and the
// list would read each listing by key: 26 RRU, a figure no user sees for longer than a second).
const lister = await account('Shipper', 'lister');
for (let i = 0; i < 30; i += 1)
  await expectStatus(call('POST', '/v2/listings', { key: lister.key, body: listing() }), 201, 'listing');
const listerEntriesWithViews = async () =>
  (
    await queryAll({
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.listingsOfShipper(lister.userId) },
    })
  ).filter((item) => item.view !== undefined).length;

// the stream consumers fill the shipper's inbox and the lister's views; then they stop, so they do not share the
// measurements
const poller = await startStreamPoller({ endpoint: api.dynamoDbEndpoint, tableName: 'bench', intervalMs: 100 });
let N: string | undefined;
for (let i = 0; i < 600 && !(N && (await listerEntriesWithViews()) === 30); i += 1) {
  N ??= (await call('GET', '/v2/notifications', { key: shipper.key })).body.items?.[0]?.notificationId;
  await new Promise((r) => setTimeout(r, 100));
}
if (!N || (await listerEntriesWithViews()) !== 30)
  throw new Error('the stream consumers did not fill the inbox and the list views within a minute');
await poller.stop();

const savedListings = await pool(() => listingOf(listing({ status: 'Saved' })));
const openListings = await pool(() => listingOf());
const listingsToBid = await pool(() => listingOf());
const bidsToDecline = await pool(async () => bidOn(await listingOf()));
const bookedListings = await pool(() => booked());
const rateRequests = await pool(
  async () =>
    (
      await expectStatus(
        call('POST', '/v2/raterequests', { key: shipper.key, body: rateRequest() }),
        201,
        'rate request',
      )
    ).body.rateRequestID,
);
const poolUsers = await pool((i) => account('Shipper', `pool-${i}`));
const webhooks = await pool(
  async (i) =>
    (
      await expectStatus(
        call('POST', '/v2/webhooks', {
          key: poolUsers[i]!.key,
          body: { url: 'https://hooks.example.com/x', eventTypes: ['Listing.Booked/v1'] },
        }),
        201,
        'webhook',
      )
    ).body.webhookId,
);
// rotated once each, so that the keys the other routes' pool users send never become a rotation's previous key
const rotatingUsers = await pool((i) => account('Shipper', `rotating-${i}`));
const restrictedKeys = await pool(
  async (i) =>
    (
      await expectStatus(
        call('POST', '/v2/apikeys/restricted', {
          key: poolUsers[i]!.key,
          body: { name: 'Bench', scopes: ['lookups:read'] },
        }),
        201,
        'restricted key',
      )
    ).body.keyId,
);
// saved searches (docs/saved-searches.md), your data (docs/privacy.md), provider relations
// (docs/provider-relations.md) and webhook debugging (docs/webhooks.md): one of each to read, a pool to change
const searchBody = operations.CreateSavedSearch!.body!.example;
const S = new URL(
  (
    await expectStatus(call('POST', '/v2/searches', { key: provider.key, body: searchBody }), 201, 'saved search')
  ).headers.get('location')!,
).pathname;
const searchesToDelete = await pool(
  async (i) =>
    new URL(
      (
        await expectStatus(
          call('POST', '/v2/searches', { key: poolUsers[i]!.key, body: searchBody }),
          201,
          'saved search',
        )
      ).headers.get('location')!,
    ).pathname,
);
const E = new URL(
  (await expectStatus(call('POST', '/v2/users/me/export', { key: shipper.key }), 202, 'export')).headers.get(
    'location',
  )!,
).pathname;
const closingUsers = await pool((i) => account('Shipper', `closing-${i}`));
await expectStatus(
  call('PUT', `/v2/users/me/providers/${provider.userId}`, { key: shipper.key, body: { relation: 'Preferred' } }),
  201,
  'preferred provider',
);
const D = randomUUID();
const failedOn = new Date().toISOString();
await createDelivery({
  deliveryId: D,
  webhookId: W,
  userId: shipper.userId,
  eventId: randomUUID(),
  eventType: 'Listing.Booked/v1',
  event: { type: 'Listing.Booked/v1', data: {} },
  status: 'Failed',
  attempts: 6,
  lastError: 'bench',
  createdOn: failedOn,
  updatedOn: failedOn,
});

const announce = { type: 'Photo', fileName: 'crate.png', contentType: 'image/png', sizeBytes: onePixelPng.length };
// one large-file upload per booked listing, PUT to its signed address, waiting for its completion
const uploads = await pool(async (i) => {
  const started = (
    await expectStatus(
      call('POST', `/v2/listings/${bookedListings[i]}/attachments/uploads`, { key: shipper.key, body: announce }),
      200,
      'upload',
    )
  ).body;
  await fetch(started.upload.href, { method: 'PUT', body: onePixelPng, headers: { 'content-type': 'image/png' } });
  return new URL(started.links[0].href).pathname;
});
const placedBids: string[] = [];
const offeredRates: string[] = [];
const leftFeedback: string[] = [];
const askedQuestions: string[] = [];
const sentMessages: string[] = [];
// a provider asks at most 20 questions an hour (docs/questions.md): a pool of providers asks
const questioners = await Promise.all(
  Array.from({ length: Math.ceil(POOL / 20) }, (_, i) => account('ServiceProvider', `asker-${i}`)),
);
const questioner = (i: number) => questioners[Math.floor(i / 20)]!;
// companies and their drivers (docs/teams.md): the provider's driver of its booked listing LB, a
// member of the shipper's company to read and change, a member per pool user to remove, and an
// invitation per pool user to open and accept (its token read from the email the notifier, stopped
// now, has not sent)
const driver = await benchMember(provider, 'Driver', 'driver');
const teamMember = await benchMember(shipper, 'Viewer', 'team-member');
const removableMembers = await pool((i) => benchMember(poolUsers[i]!, 'Viewer', `removable-${i}`));
const invitationTokens = await pool(async (i) => {
  const { memberId } = await benchMember(poolUsers[i]!, 'Agent', `invited-${i}`);
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.invitationEmail(memberId), ConsistentRead: true }),
  );
  if (!Item?.token) throw new Error(`the invitation of member ${memberId} has no waiting email with its token`);
  return String(Item.token);
});
// vetting (docs/vetting.md): a provider that holds the FMCSA stand-in's first sample carrier and one certificate; the
// certificates each request uploads, by providers of 20 each (the most one keeps), then read and deleted in route order
const vetted = await account('ServiceProvider', 'vetted');
const certificateRaw = await (async () => {
  const fields = { insurer: 'Great Plains Casualty', policyNumber: 'GPC-88-1042', cargoInsurance: '250000' };
  const form = await multipart({ ...fields, expiresOn: at(90).slice(0, 10) }, [
    {
      name: 'file',
      type: 'application/pdf',
      data: await onePagePdf('CERTIFICATE OF LIABILITY INSURANCE'),
      filename: 'acord-25.pdf',
    },
  ]);
  return () => ({ data: form.rawBody, type: form.headers['content-type']! });
})();
await expectStatus(
  call('POST', '/v2/users/me/vetting/certificates', { key: vetted.key, raw: certificateRaw() }),
  201,
  'certificate',
);
const insured = await Promise.all(
  Array.from({ length: Math.ceil(POOL / MAX_CERTIFICATES) }, (_, i) => account('ServiceProvider', `insured-${i}`)),
);
const insuredBy = (i: number) => insured[Math.floor(i / MAX_CERTIFICATES)]!;
const uploadedCertificates: string[] = [];
const seedShippers = await seedAccounts('Shipper', 10);
await seedOpenListings(2000, {
  random: seededRandom(7),
  shipperIds: seedShippers,
  brokerIds: [provider.userId],
  now: new Date(),
});

// ---- 3. one request per route, i = 0 .. POOL-1 --------------------------------------------
type Request = {
  method: string;
  path: string;
  key?: string;
  body?: unknown;
  raw?: { data: string | Buffer; type: string };
  status: number;
};
const form = (fields: Record<string, string>) => ({
  data: new URLSearchParams(fields).toString(),
  type: 'application/x-www-form-urlencoded',
});
const cases: Record<string, (i: number) => Request> = {
  GetOpenApiDocument: () => ({ method: 'GET', path: '/v2/openapi.json', status: 200 }),
  GetAsyncApiDocument: () => ({ method: 'GET', path: '/v2/asyncapi.json', status: 200 }),
  GetActiveUser: () => ({ method: 'GET', path: '/v2', key: shipper.key, status: 200 }),
  CreateUser: (i) => ({
    method: 'POST',
    path: '/v2/users',
    key: affiliate.key,
    status: 201,
    body: {
      user: {
        userType: 'Shipper',
        firstName: 'New',
        lastName: `User${i}`,
        emailAddress: `new-${i}@bench.example`,
        password: PASSWORD,
        mobilePhone: '+1 555 010 0001',
      },
    },
  }),
  GetUserProfile: () => ({
    method: 'GET',
    path: `/v2/users/${shipper.userId}/profile`,
    key: provider.key,
    status: 200,
  }),
  UploadProfileImage: (i) => ({
    method: 'POST',
    path: '/v2/profiles/images',
    key: poolUsers[i]!.key,
    raw: uploadRaw(),
    status: 201,
  }),
  GetProfileImage: () => ({ method: 'GET', path: imageUrl, status: 200 }),
  CreateApiKey: () => ({
    method: 'POST',
    path: '/v2/apikeys',
    body: { emailAddress: signer.email, password: PASSWORD },
    status: 200,
  }),
  RevokeApiKey: () => ({
    method: 'POST',
    path: '/v2/apikeys/revocation',
    body: { emailAddress: signer.email, password: PASSWORD },
    status: 204,
  }),
  RotateApiKey: (i) => ({
    method: 'POST',
    path: '/v2/apikeys/rotation',
    key: rotatingUsers[i]!.key,
    body: operations.RotateApiKey!.body!.example,
    status: 200,
  }),
  ListApiKeys: () => ({ method: 'GET', path: '/v2/apikeys', key: shipper.key, status: 200 }),
  CreateRestrictedKey: (i) => ({
    method: 'POST',
    path: '/v2/apikeys/restricted',
    key: poolUsers[i]!.key,
    body: operations.CreateRestrictedKey!.body!.example,
    status: 201,
  }),
  ListRestrictedKeys: () => ({ method: 'GET', path: '/v2/apikeys/restricted', key: shipper.key, status: 200 }),
  RevokeRestrictedKey: (i) => ({
    method: 'DELETE',
    path: `/v2/apikeys/restricted/${restrictedKeys[i]}`,
    key: poolUsers[i]!.key,
    status: 204,
  }),
  ListSecurityEvents: () => ({ method: 'GET', path: '/v2/users/me/securityEvents', key: shipper.key, status: 200 }),
  IssueOAuthToken: () => ({
    method: 'POST',
    path: '/oauth/token',
    raw: form({ grant_type: 'password', username: signer.email, password: PASSWORD }),
    status: 200,
  }),
  CreateEstimate: () => ({
    method: 'POST',
    path: '/v2/estimate',
    key: shipper.key,
    body: operations.CreateEstimate!.body!.example,
    status: 200,
  }),
  CreateFixedPriceQuote: () => ({
    method: 'POST',
    path: '/v2/fixedprice',
    key: shipper.key,
    body: operations.CreateFixedPriceQuote!.body!.example,
    status: 200,
  }),
  CreateListing: () => ({ method: 'POST', path: '/v2/listings', key: shipper.key, body: listing(), status: 201 }),
  ListListings: () => ({ method: 'GET', path: '/v2/listings', key: lister.key, status: 200 }),
  GetListing: () => ({ method: 'GET', path: `/v2/listings/${L}`, key: provider.key, status: 200 }),
  ActivateListing: (i) => ({
    method: 'POST',
    path: `/v2/listings/${savedListings[i]}/activation`,
    key: shipper.key,
    status: 204,
  }),
  CancelListing: (i) => ({
    method: 'POST',
    path: `/v2/listings/${openListings[i]}/cancellation`,
    key: shipper.key,
    status: 204,
  }),
  WatchListing: (i) => ({
    method: 'POST',
    path: `/v2/listings/${listingsToBid[i]}/watch`,
    key: provider.key,
    status: 201,
  }),
  UnwatchListing: (i) => ({
    method: 'DELETE',
    path: `/v2/listings/${listingsToBid[i]}/watch`,
    key: provider.key,
    status: 204,
  }),
  ListWatchedListings: () => ({ method: 'GET', path: '/v2/watchlist', key: provider.key, status: 200 }),
  GetListingContacts: () => ({ method: 'GET', path: `/v2/listings/${LB}/contacts`, key: shipper.key, status: 200 }),
  SearchListings: () => ({
    method: 'POST',
    path: '/v2/search',
    key: provider.key,
    body: {
      origin: { coordinates: { latitude: 30.27, longitude: -97.74, radius: 100 } },
      sort: [{ by: 'DistanceFromOrigin' }],
    },
    status: 200,
  }),
  GetCommodityImage: () => ({ method: 'GET', path: '/v2/images/commodities/Boats', status: 200 }),
  ReportDispatched: (i) => ({
    method: 'POST',
    path: `/v2/listings/${bookedListings[i]}/dispatched`,
    key: provider.key,
    status: 201,
  }),
  ReportPickedUp: (i) => ({
    method: 'POST',
    path: `/v2/listings/${bookedListings[i]}/pickedup`,
    key: provider.key,
    status: 201,
  }),
  ReportDelivered: (i) => ({
    method: 'POST',
    path: `/v2/listings/${bookedListings[i]}/delivered`,
    key: provider.key,
    status: 201,
  }),
  ReportLocation: () => ({
    method: 'POST',
    path: `/v2/listings/${LB}/locations`,
    key: provider.key,
    body: { latitude: 31.5, longitude: -103.2 },
    status: 201,
  }),
  GetTransitStatuses: () => ({
    method: 'GET',
    path: `/v2/listings/${LB}/transitStatuses`,
    key: shipper.key,
    status: 200,
  }),
  TrackListing: () => ({ method: 'GET', path: `/v2/listings/${LB}/track`, key: shipper.key, status: 200 }),
  GetTrackingPage: () => ({ method: 'GET', path: T, status: 200 }),
  RotateTrackingPage: (i) => ({
    method: 'POST',
    path: `/v2/listings/${bookedListings[i]}/trackingPage/rotation`,
    key: shipper.key,
    status: 200,
  }),
  ListAttachments: () => ({ method: 'GET', path: `/v2/listings/${LB}/attachments`, key: provider.key, status: 200 }),
  UploadAttachment: (i) => ({
    method: 'POST',
    path: `/v2/listings/${bookedListings[i]}/attachments`,
    key: provider.key,
    raw: documentRaw(),
    status: 201,
  }),
  StartAttachmentUpload: () => ({
    method: 'POST',
    path: `/v2/listings/${LB}/attachments/uploads`,
    key: provider.key,
    body: announce,
    status: 200,
  }),
  CompleteAttachmentUpload: (i) => ({ method: 'POST', path: uploads[i]!, key: shipper.key, status: 201 }),
  GetAttachment: () => ({ method: 'GET', path: `/v2/listings/${LB}/attachments/${A}`, key: provider.key, status: 200 }),
  GetAttachmentContent: () => ({
    method: 'GET',
    path: `/v2/listings/${LB}/attachments/${A}/content`,
    key: provider.key,
    status: 302,
  }),
  PlaceBid: (i) => ({
    method: 'POST',
    path: `/v2/listings/${listingsToBid[i]}/bids`,
    key: provider.key,
    body: bid(),
    status: 201,
  }),
  ListBidsOfListing: () => ({ method: 'GET', path: `/v2/listings/${L}/bids`, key: shipper.key, status: 200 }),
  GetBid: () => ({ method: 'GET', path: `/v2/bids/${B0}`, key: shipper.key, status: 200 }),
  AcceptBid: (i) => ({ method: 'POST', path: `/v2/bids/${placedBids[i]}/acceptance`, key: shipper.key, status: 200 }),
  // a booking paid off the platform has no payment (404); a shipper has no payouts (403): the functions' own path,
  // without Stripe's (docs/payments.md)
  GetListingPayment: () => ({ method: 'GET', path: `/v2/listings/${LB}/payment`, key: shipper.key, status: 404 }),
  ReleaseListingPayment: () => ({
    method: 'POST',
    path: `/v2/listings/${LB}/payment/release`,
    key: shipper.key,
    status: 404,
  }),
  StartPayoutOnboarding: () => ({
    method: 'POST',
    path: '/v2/users/me/payouts/onboarding',
    key: shipper.key,
    status: 403,
  }),
  GetPayouts: () => ({ method: 'GET', path: '/v2/users/me/payouts', key: provider.key, status: 200 }),
  ReceiveStripeEvent: () => ({ method: 'POST', path: '/v2/stripe/events', body: { id: 'evt_1' }, status: 400 }),
  DeclineBid: (i) => ({
    method: 'POST',
    path: `/v2/bids/${bidsToDecline[i]}/declination`,
    key: shipper.key,
    body: { reason: 'OutOfPriceRange' },
    status: 200,
  }),
  // the saved listings, Active since ActivateListing's requests (the ones bid on are booked by now)
  AskQuestion: (i) => ({
    method: 'POST',
    path: `/v2/listings/${savedListings[i]}/questions`,
    key: questioner(i).key,
    body: { text: 'Does it run? Call me at 512-474-2300.' },
    status: 201,
  }),
  ListListingQuestions: () => ({
    method: 'GET',
    path: `/v2/listings/${savedListings[0]}/questions`,
    key: provider.key,
    status: 200,
  }),
  GetListingQuestion: () => ({
    method: 'GET',
    path: `/v2/listings/${savedListings[0]}/questions/${askedQuestions[0]}`,
    key: provider.key,
    status: 200,
  }),
  AnswerQuestion: (i) => ({
    method: 'PUT',
    path: `/v2/listings/${savedListings[i]}/questions/${askedQuestions[i]}/answer`,
    key: shipper.key,
    body: { text: 'Yes, it drives.' },
    status: 200,
  }),
  SendMessage: () => ({
    method: 'POST',
    path: `/v2/listings/${LB}/messages`,
    key: shipper.key,
    body: { text: 'The gate code is 4411.' },
    status: 201,
  }),
  ListMessages: () => ({ method: 'GET', path: `/v2/listings/${LB}/messages`, key: provider.key, status: 200 }),
  GetMessage: () => ({
    method: 'GET',
    path: `/v2/listings/${LB}/messages/${sentMessages[0]}`,
    key: provider.key,
    status: 200,
  }),
  MarkMessageRead: (i) => ({
    method: 'POST',
    path: `/v2/listings/${LB}/messages/${sentMessages[i]}/read`,
    key: provider.key,
    status: 204,
  }),
  // the booked listings are delivered by ReportDelivered's requests, which the route table measures first
  LeaveFeedback: (i) => ({
    method: 'POST',
    path: `/v2/listings/${bookedListings[i]}/feedback`,
    key: shipper.key,
    body: { rating: 5, onTime: true, comment: 'Careful and on time.' },
    status: 201,
  }),
  GetFeedback: () => ({ method: 'GET', path: `/v2/feedback/${leftFeedback[0]}`, key: provider.key, status: 200 }),
  ChangeFeedback: (i) => ({
    method: 'PUT',
    path: `/v2/feedback/${leftFeedback[i]}`,
    key: shipper.key,
    body: { rating: 4, onTime: false },
    status: 200,
  }),
  ReplyToFeedback: (i) => ({
    method: 'POST',
    path: `/v2/feedback/${leftFeedback[i]}/reply`,
    key: provider.key,
    body: { text: 'Thank you.' },
    status: 201,
  }),
  ListUserFeedback: () => ({
    method: 'GET',
    path: `/v2/users/${provider.userId}/feedback`,
    key: shipper.key,
    status: 200,
  }),
  CreateRateRequest: () => ({
    method: 'POST',
    path: '/v2/raterequests',
    key: shipper.key,
    body: rateRequest(),
    status: 201,
  }),
  GetRateRequest: () => ({ method: 'GET', path: `/v2/raterequests/${R}`, key: shipper.key, status: 200 }),
  OfferRate: (i) => ({
    method: 'POST',
    path: `/v2/raterequests/${rateRequests[i]}/rates`,
    key: provider.key,
    body: rateBody,
    status: 201,
  }),
  ListRates: () => ({ method: 'GET', path: `/v2/raterequests/${R}/rates`, key: shipper.key, status: 200 }),
  ListRatesUnversioned: () => ({ method: 'GET', path: `/raterequests/${R}/rates`, key: shipper.key, status: 200 }),
  BookRate: (i) => ({
    method: 'POST',
    path: `/v2/raterequests/${rateRequests[i]}/rates/${offeredRates[i]}/booking`,
    key: shipper.key,
    status: 201,
  }),
  GetNotificationPreferences: () => ({
    method: 'GET',
    path: '/v2/users/me/notifications',
    key: shipper.key,
    status: 200,
  }),
  UpdateNotificationPreferences: () => ({
    method: 'PUT',
    path: '/v2/users/me/notifications',
    key: shipper.key,
    body: { language: 'en', email: { RateOffered: true } },
    status: 200,
  }),
  GetUnsubscribePage: () => ({ method: 'GET', path: `/v2/unsubscribe/${U}?event=BidPlaced`, status: 200 }),
  Unsubscribe: () => ({
    method: 'POST',
    path: `/v2/unsubscribe/${U}?event=BidPlaced`,
    raw: { data: 'List-Unsubscribe=One-Click', type: 'application/x-www-form-urlencoded' },
    status: 200,
  }),
  ListNotifications: () => ({ method: 'GET', path: '/v2/notifications', key: shipper.key, status: 200 }),
  MarkNotificationRead: () => ({ method: 'POST', path: `/v2/notifications/${N}/read`, key: shipper.key, status: 204 }),
  CreateWebhook: (i) => ({
    method: 'POST',
    path: '/v2/webhooks',
    key: poolUsers[i]!.key,
    body: { url: 'https://hooks.example.com/y', eventTypes: ['Listing.Booked/v1'] },
    status: 201,
  }),
  ListWebhooks: () => ({ method: 'GET', path: '/v2/webhooks', key: shipper.key, status: 200 }),
  DeleteWebhook: (i) => ({
    method: 'DELETE',
    path: `/v2/webhooks/${webhooks[i]}`,
    key: poolUsers[i]!.key,
    status: 204,
  }),
  RotateWebhookSecret: () => ({
    method: 'POST',
    path: `/v2/webhooks/${W}/secret/rotation`,
    key: shipper.key,
    body: operations.RotateWebhookSecret!.body!.example,
    status: 200,
  }),
  UpdateWebhook: () => ({
    method: 'PUT',
    path: `/v2/webhooks/${W}`,
    key: shipper.key,
    body: { status: 'Enabled' },
    status: 200,
  }),
  // hooks.example.com is not reached from here: the outcome says so, the answer is 200 all the same
  SendTestWebhookEvent: () => ({
    method: 'POST',
    path: `/v2/webhooks/${W}/test`,
    key: shipper.key,
    body: { eventType: 'Listing.Booked/v1' },
    status: 200,
  }),
  RedeliverWebhookDelivery: () => ({
    method: 'POST',
    path: `/v2/webhooks/${W}/deliveries/${D}/redelivery`,
    key: shipper.key,
    status: 200,
  }),
  CreateSavedSearch: (i) => ({
    method: 'POST',
    path: '/v2/searches',
    key: poolUsers[i]!.key,
    body: searchBody,
    status: 201,
  }),
  ListSavedSearches: () => ({ method: 'GET', path: '/v2/searches', key: provider.key, status: 200 }),
  GetSavedSearch: () => ({ method: 'GET', path: S, key: provider.key, status: 200 }),
  UpdateSavedSearch: () => ({
    method: 'PUT',
    path: S,
    key: provider.key,
    body: operations.UpdateSavedSearch!.body!.example,
    status: 200,
  }),
  DeleteSavedSearch: (i) => ({ method: 'DELETE', path: searchesToDelete[i]!, key: poolUsers[i]!.key, status: 204 }),
  GetSavedSearchResults: () => ({ method: 'GET', path: `${S}/results`, key: provider.key, status: 200 }),
  RequestDataExport: (i) => ({ method: 'POST', path: '/v2/users/me/export', key: poolUsers[i]!.key, status: 202 }),
  GetDataExport: () => ({ method: 'GET', path: E, key: shipper.key, status: 200 }),
  CloseAccount: (i) => ({
    method: 'DELETE',
    path: '/v2/users/me',
    key: closingUsers[i]!.key,
    body: { password: PASSWORD },
    status: 202,
  }),
  AssignDriver: () => ({
    method: 'PUT',
    path: `/v2/listings/${LB}/driver`,
    key: provider.key,
    body: { memberId: driver.memberId },
    status: 200,
  }),
  InviteMember: (i) => ({
    method: 'POST',
    path: '/v2/users/me/members',
    key: poolUsers[i]!.key,
    body: {
      ...(operations.InviteMember!.body!.example as object),
      emailAddress: `new-member-${i}@bench.example`,
      role: 'Agent',
    },
    status: 201,
  }),
  ListMembers: () => ({ method: 'GET', path: '/v2/users/me/members', key: shipper.key, status: 200 }),
  GetMember: () => ({
    method: 'GET',
    path: `/v2/users/me/members/${teamMember.memberId}`,
    key: shipper.key,
    status: 200,
  }),
  ChangeMemberRole: () => ({
    method: 'PUT',
    path: `/v2/users/me/members/${teamMember.memberId}`,
    key: shipper.key,
    body: { role: 'Viewer' },
    status: 200,
  }),
  RemoveMember: (i) => ({
    method: 'DELETE',
    path: `/v2/users/me/members/${removableMembers[i]!.memberId}`,
    key: poolUsers[i]!.key,
    status: 204,
  }),
  GetInvitationPage: (i) => ({ method: 'GET', path: `/v2/invitations/${invitationTokens[i]}`, status: 200 }),
  AcceptInvitation: (i) => ({
    method: 'POST',
    path: `/v2/invitations/${invitationTokens[i]}/acceptance`,
    body: { password: PASSWORD },
    status: 200,
  }),
  ListProviderRelations: () => ({ method: 'GET', path: '/v2/users/me/providers', key: shipper.key, status: 200 }),
  GetProviderRelation: () => ({
    method: 'GET',
    path: `/v2/users/me/providers/${provider.userId}`,
    key: shipper.key,
    status: 200,
  }),
  // route order: each pool user marks the provider, then clears the mark
  MarkProvider: (i) => ({
    method: 'PUT',
    path: `/v2/users/me/providers/${provider.userId}`,
    key: poolUsers[i]!.key,
    body: { relation: 'Preferred' },
    status: 201,
  }),
  ClearProviderRelation: (i) => ({
    method: 'DELETE',
    path: `/v2/users/me/providers/${provider.userId}`,
    key: poolUsers[i]!.key,
    status: 204,
  }),
  GetVetting: () => ({ method: 'GET', path: '/v2/users/me/vetting', key: vetted.key, status: 200 }),
  UpdateVetting: () => ({
    method: 'PUT',
    path: '/v2/users/me/vetting',
    key: vetted.key,
    body: { dotNumber: '1000001', mcNumber: 'MC-700001' },
    status: 200,
  }),
  ListCertificates: () => ({ method: 'GET', path: '/v2/users/me/vetting/certificates', key: vetted.key, status: 200 }),
  UploadCertificate: (i) => ({
    method: 'POST',
    path: '/v2/users/me/vetting/certificates',
    key: insuredBy(i).key,
    raw: certificateRaw(),
    status: 201,
  }),
  GetCertificate: (i) => ({ method: 'GET', path: uploadedCertificates[i]!, key: insuredBy(i).key, status: 200 }),
  GetCertificateContent: (i) => ({
    method: 'GET',
    path: `${uploadedCertificates[i]}/content`,
    key: insuredBy(i).key,
    status: 302,
  }),
  DeleteCertificate: (i) => ({ method: 'DELETE', path: uploadedCertificates[i]!, key: insuredBy(i).key, status: 204 }),
  GetProviderRequirements: () => ({
    method: 'GET',
    path: '/v2/users/me/providerRequirements',
    key: shipper.key,
    status: 200,
  }),
  // what no bidder falls short of: the pool users' listings stay open to the bench's provider
  UpdateProviderRequirements: (i) => ({
    method: 'PUT',
    path: '/v2/users/me/providerRequirements',
    key: poolUsers[i]!.key,
    body: { verified: false, minimumCargoInsurance: null, minimumLiabilityInsurance: null, maximumSafetyRating: null },
    status: 200,
  }),
  ListWebhookDeliveries: () => ({ method: 'GET', path: `/v2/webhooks/${W}/deliveries`, key: shipper.key, status: 200 }),
  ListBidDeclinationReasons: () => ({
    method: 'GET',
    path: '/v2/lookups/bidDeclinationReasons',
    key: shipper.key,
    status: 200,
  }),
  ListServiceTypes: () => ({
    method: 'GET',
    path: '/v2/lookups/serviceTypes?commodityCode=CarsLightTrucks',
    key: shipper.key,
    status: 200,
  }),
  ListCommodities: () => ({ method: 'GET', path: '/v2/lookups/commodities', key: shipper.key, status: 200 }),
  ListTrailerTypes: () => ({ method: 'GET', path: '/v2/lookups/trailerTypes', key: shipper.key, status: 200 }),
  ListRegions: () => ({ method: 'GET', path: '/v2/lookups/regions', key: shipper.key, status: 200 }),
  ListCurrencies: () => ({ method: 'GET', path: '/v2/lookups/currencies', key: shipper.key, status: 200 }),
};
const missing = routes.filter((r) => !cases[r.id]).map((r) => r.id);
if (missing.length) throw new Error(`bench/functions.ts has no request for ${missing.join(', ')}`);

// ---- 4. measure ---------------------------------------------------------------------------
interface Row {
  route: Route;
  bundle: Bundle & { coldMs: number };
  coldRatio: number;
  p50: number;
  p99: number;
  dynamoP50: number;
  rru: number;
  wru: number;
}
const rows: Row[] = [];
const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
if (!READS_ONLY) console.log(`Measuring ${REQUESTS} warm requests per route (after ${WARMUP})...`);
for (const route of READS_ONLY ? [] : routes) {
  const latencies: number[] = [];
  const dynamoMs: number[] = [];
  const rru: number[] = [];
  const wru: number[] = [];
  for (let i = 0; i < POOL; i += 1) {
    const request = cases[route.id]!(i);
    meter.reset();
    const started = performance.now();
    const res = await call(request.method, request.path, request);
    const elapsed = performance.now() - started;
    if (res.status !== request.status)
      throw new Error(`${route.id} #${i}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    if (route.id === 'PlaceBid') placedBids.push(String(res.body.bidId));
    if (route.id === 'OfferRate') offeredRates.push(String(res.body.rateId));
    if (route.id === 'LeaveFeedback') leftFeedback.push(String(res.body.feedbackId));
    if (route.id === 'AskQuestion') askedQuestions.push(String(res.body.questionId));
    if (route.id === 'SendMessage') sentMessages.push(String(res.body.messageId));
    if (route.id === 'UploadCertificate') uploadedCertificates.push(new URL(res.headers.get('location')!).pathname);
    if (i < WARMUP) continue;
    const used = meter.reset();
    latencies.push(elapsed - used.readingMs); // the meter's reads around a transaction are not the route's
    dynamoMs.push(used.ms);
    rru.push(used.readUnits);
    wru.push(used.writeUnits);
  }
  const bundled = bundles.get(route.handler)!;
  rows.push({
    route,
    bundle: bundled,
    coldRatio: coldRatioOf(route),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    dynamoP50: percentile(dynamoMs, 50),
    rru: average(rru),
    wru: average(wru),
  });
}
// ListListings pages at the cost of the page, not of the shipper's history (issue 16): the first
// page and a page 2,500 listings deep (by the next links' cursors) of a shipper with 5,000
// listings, against the first page of one with 20.
const small = await account('Shipper', 'paging-20');
const large = await account('Shipper', 'paging-5000');
await seedOpenListings(20, { random: seededRandom(11), shipperIds: [small.userId], brokerIds: [], now: new Date() });
await seedOpenListings(5000, { random: seededRandom(12), shipperIds: [large.userId], brokerIds: [], now: new Date() });
const pageCost = async (key: string, path: string) => {
  meter.reset();
  const res = await expectStatus(call('GET', path, { key }), 200, 'list page');
  return { readUnits: meter.reset().readUnits, res };
};
// each key once first, so the figures are the page's alone (not the key's first lookup, 1 RRU, which the function then
// caches)
for (const { key } of [small, large]) await pageCost(key, '/v2/listings?$top=1');
const firstSmall = await pageCost(small.key, '/v2/listings');
const firstLarge = await pageCost(large.key, '/v2/listings');
const byStatus = await pageCost(large.key, '/v2/listings?transitStatus=Unbooked');
let deep = firstLarge;
for (let page = 1; page <= 100; page += 1) {
  const next = deep.res.body.links.find((l: { rel: string }) => l.rel === 'next').href as string;
  deep = await pageCost(large.key, new URL(next).pathname + new URL(next).search);
}
// The inbox pages at the cost of its cap, not of its partition (issue 62; docs/notifications.md,
// "Retention and the count"): the first page of an inbox of 20 notifications and of one of 5,000,
// all and unread only (1 in 10 unread).
const inboxOf = async (name: string, count: number) => {
  const owner = await account('Shipper', name);
  const at = Date.now() - count * 1000;
  await putItems(
    Array.from({ length: count }, (_, i) => {
      const createdAt = new Date(at + i * 1000).toISOString();
      const SK = `${createdAt}#bench-${i}`;
      return {
        PK: keys.inbox(owner.userId),
        SK,
        entity: 'Notification',
        notificationId: Buffer.from(SK).toString('base64url'),
        recipientId: owner.userId,
        kind: 'BidPlaced',
        message: `A bid of 900 USD was placed on listing ${1000 + i}.`,
        data: { listingId: 1000 + i, bidId: 5000 + i, price: { amount: 900, currencyType: 'USD' }, providerId: 7 },
        createdAt,
        read: i % 10 !== 0,
        expiresAt: Math.floor(at / 1000) + 90 * 86_400,
      };
    }),
  );
  await pageCost(owner.key, '/v2/notifications?$top=1'); // the key's first lookup, once
  return {
    all: await pageCost(owner.key, '/v2/notifications'),
    unread: await pageCost(owner.key, '/v2/notifications?unread=true'),
  };
};
const smallInbox = await inboxOf('inbox-20', 20);
const largeInbox = await inboxOf('inbox-5000', 5000);

// A provider's search costs the same however many shippers blocked it (issue 62;
// docs/provider-relations.md): providers blocked by none, by the 10 shippers of the 2,000 searchable
// listings, and by those 10 and 990 more. Blocks written as PUT /v2/users/me/providers writes them.
const searchCost = async (key: string, body: unknown) => {
  meter.reset();
  const res = await expectStatus(call('POST', '/v2/search', { key, body }), 200, 'search');
  return { readUnits: meter.reset().readUnits, res };
};
const blockedSearches = {
  everywhere: {},
  texas: { origin: { regions: ['USA-TX'] } },
  nearAustin: { origin: { coordinates: { latitude: 30.27, longitude: -97.74, radius: 100 } } },
};
const blockedBy = async (blockers: number) => {
  const blocked = await account('ServiceProvider', `blocked-by-${blockers}`);
  const shipperIds = [
    ...seedShippers,
    ...Array.from({ length: Math.max(0, blockers - seedShippers.length) }, (_, i) => 900_000_000 + i),
  ].slice(0, blockers);
  await forEachInParallel(shipperIds, 16, (shipperId) =>
    putRelation({ shipperId, providerId: blocked.userId, relation: 'Blocked', since: new Date().toISOString() }),
  );
  await searchCost(blocked.key, {}); // the key's first lookup, once
  const costs: Record<string, { readUnits: number; totalCount: number }> = {};
  for (const [name, body] of Object.entries(blockedSearches)) {
    const { readUnits, res } = await searchCost(blocked.key, body);
    costs[name] = { readUnits, totalCount: res.body.totalCount };
  }
  return costs;
};
const blockedSearchCosts = { 0: await blockedBy(0), 10: await blockedBy(10), 1000: await blockedBy(1000) };

// The per-key rate limit's own cost (docs/limits.md): a key at the sandbox default (20/s, bursts
// of 40) paced at 18 a second; every write these requests make is the limiter's counting.
const limitedUser = await account('Shipper', 'rate-limited');
await setUserRateLimit(limitedUser.userId, undefined);
const LIMITED_REQUESTS = 200;
meter.reset();
for (let i = 0; i < LIMITED_REQUESTS; i += 1) {
  const started = performance.now();
  const res = await call('GET', '/v2/lookups/currencies', { key: limitedUser.key });
  if (res.status !== 200)
    throw new Error(`rate-limited key, request ${i}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
  await new Promise((r) => setTimeout(r, Math.max(0, 1000 / 18 - (performance.now() - started))));
}
const limiterWru = meter.reset().writeUnits / LIMITED_REQUESTS;
const limiterCost = limiterWru * PRICES.writeUnitPerMillion;
console.log(
  `\nPer-key rate limit: ${limiterWru.toFixed(3)} WRU per request at the sandbox default (${LIMITED_REQUESTS} ` +
    `requests at 18/s), $${limiterCost.toFixed(4)} per million requests (target <= $0.10)`,
);

// Authentication per request (docs/auth.md, "Revocation"; bench/auth-cost.ts, alone: npm run bench:auth)
const auth = await measureAuthentication({ url: api.url, meter, account: () => account('Shipper', 'auth-cost') });
console.log(authenticationLine(auth));
// a member's request (docs/teams.md): its own standing and its company's
const memberAuth = await measureAuthentication({
  url: api.url,
  meter,
  account: async () => benchMember(await account('ServiceProvider', 'auth-company'), 'Dispatcher', 'auth-member'),
});
console.log(
  authenticationLine(memberAuth).replace('Authentication per request', 'Authentication per request of a member'),
);

// The per-address limit of routes without a key, at the sandbox default (10 a second, bursts of 20)
// and paced under it: every write these requests make is the limiter's counting (the image reads nothing).
const benchAddressLimit = {
  perSecond: process.env.ADDRESS_RATE_LIMIT_PER_SECOND,
  burst: process.env.ADDRESS_RATE_LIMIT_BURST,
};
process.env.ADDRESS_RATE_LIMIT_PER_SECOND = '';
process.env.ADDRESS_RATE_LIMIT_BURST = '';
meter.reset();
for (let i = 0; i < LIMITED_REQUESTS; i += 1) {
  const started = performance.now();
  await expectStatus(call('GET', '/v2/images/commodities/Furniture'), 200, `address-limited request ${i}`);
  await new Promise((r) => setTimeout(r, Math.max(0, 1000 / 9 - (performance.now() - started))));
}
const addressLimiterWru = meter.reset().writeUnits / LIMITED_REQUESTS;
const addressLimiterCost = addressLimiterWru * PRICES.writeUnitPerMillion;
process.env.ADDRESS_RATE_LIMIT_PER_SECOND = benchAddressLimit.perSecond;
process.env.ADDRESS_RATE_LIMIT_BURST = benchAddressLimit.burst;
console.log(
  `Per-address rate limit: ${addressLimiterWru.toFixed(3)} WRU per request at the sandbox default ` +
    `(${LIMITED_REQUESTS} requests at 9/s), $${addressLimiterCost.toFixed(4)} per million requests`,
);

// Password guessing (docs/auth.md): what one sign-in attempt costs in all, and what its counters
// cost: a throttled attempt reads the counters and nothing else, and every write of a wrong one for
// an email that is no account's is a counter's (the password check only reads; a known account's
// wrong attempt also enters the owner's security trail, docs/security-events.md).
const guessed = await account('Shipper', 'guessed');
const signInCost = async (emailAddress: string, password: string, status: number, attempts: number) => {
  meter.reset();
  for (let i = 0; i < attempts; i += 1)
    await expectStatus(call('POST', '/v2/apikeys', { body: { emailAddress, password } }), status, 'sign-in');
  const used = meter.reset();
  return { rru: used.readUnits / attempts, wru: used.writeUnits / attempts };
};
// each also issues a key (writes of its own) and enters it in the trail
const rightSignIn = await signInCost(guessed.email, PASSWORD, 200, 5);
const wrongSignIn = await signInCost(guessed.email, 'wrong-guess', 401, 10);
const throttledSignIn = await signInCost(guessed.email, 'wrong-guess', 429, 10); // the first of them counts and blocks
const unknownWrongSignIn = await signInCost('nobody@bench.example', 'wrong-guess', 401, 10);
const signInCounters = { rru: throttledSignIn.rru, wru: unknownWrongSignIn.wru };
const signInCounterCost =
  signInCounters.rru * PRICES.readUnitPerMillion + signInCounters.wru * PRICES.writeUnitPerMillion;
console.log(
  `Sign-in attempts: right ${rightSignIn.rru.toFixed(1)} RRU + ${rightSignIn.wru.toFixed(1)} WRU; wrong ` +
    `${wrongSignIn.rru.toFixed(1)} RRU + ${wrongSignIn.wru.toFixed(1)} WRU; throttled ` +
    `${throttledSignIn.rru.toFixed(1)} RRU + ${throttledSignIn.wru.toFixed(1)} WRU (no password check); the ` +
    `counters of a wrong one ${signInCounters.rru.toFixed(1)} RRU + ${signInCounters.wru.toFixed(1)} WRU, ` +
    `$${signInCounterCost.toFixed(2)} per million attempts`,
);

await api.stop();
rmSync(work, { recursive: true, force: true });

// ---- 5. the table -------------------------------------------------------------------------
const kb = (bytes: number) => (bytes / 1024).toFixed(0);
const costOf = (row: Row) => {
  const memoryGb = (row.route.memoryMb ?? 256) / 1024;
  const lambda = PRICES.lambdaPerMillion + memoryGb * (Math.ceil(row.p50) / 1000) * PRICES.lambdaPerGbSecond * 1e6;
  return PRICES.apiPerMillion + lambda + row.rru * PRICES.readUnitPerMillion + row.wru * PRICES.writeUnitPerMillion;
};
const isWrite = (row: Row) => row.wru > 0;
/** Issue 16's write targets: PlaceBid at most 10 write units, every other write at most 16. */
const wruTarget = (row: Row) => (row.route.id === 'PlaceBid' ? 10 : 16);
const ownKb = (row: Row) => (row.bundle.bytes - row.bundle.sdkBytes) / 1024;
const warmRatioOf = (row: Row) => (row.dynamoP50 > 0 ? row.p50 / row.dynamoP50 : null);
const coldMsOf = (b: Bundle) => coldOf.get(b.file)!;
if (!READS_ONLY) {
  console.log(
    `\nPer function, ${process.version}, ${new Date().toISOString()}, ${REQUESTS} warm requests each, cold x = init ` +
      `instructions over the baseline's (callgrind), cold ms = median of ${COLD_RUNS} interleaved processes`,
  );
  console.log(
    `Baselines: DynamoDB document client ${kb(baselines.dynamodb.bytes)} KB, ` +
      `${instructionsText(baselines.dynamodb)}, ${coldMsOf(baselines.dynamodb).toFixed(1)} ms; with the S3 client ` +
      `${kb(baselines.s3.bytes)} KB, ${instructionsText(baselines.s3)}, ${coldMsOf(baselines.s3).toFixed(1)} ms`,
  );
  console.log(
    `Noise of the method: the same baseline bundle again, ${instructionNoise.toFixed(4)}x itself by instructions, ` +
      `${(coldMsOf(baselines.again) / coldMsOf(baselines.dynamodb)).toFixed(2)}x by wall time`,
  );
  console.log(
    `Prices (us-east-1 on-demand): HTTP API $${PRICES.apiPerMillion}/M requests; Lambda ARM ` +
      `$${PRICES.lambdaPerMillion}/M + $${PRICES.lambdaPerGbSecond}/GB-s (billed on warm p50, 1 ms steps); DynamoDB ` +
      `$${PRICES.readUnitPerMillion}/M read units, $${PRICES.writeUnitPerMillion}/M write units`,
  );
  console.log(
    'Targets: own code <= 200 KB, cold ratio <= 1.3, warm p50 ratio <= 1.5, reads <= $1.6/M, writes <= 16 WRU ' +
      '(PlaceBid <= 10)\n',
  );
  const header = [
    'route',
    'MB',
    'bundle KB',
    'SDK KB',
    'own KB',
    'cold ms',
    'cold x',
    'p50 ms',
    'p99 ms',
    'ddb p50',
    'warm x',
    'RRU',
    'WRU',
    '$/M',
  ];
  const widths = [26, 5, 10, 7, 7, 8, 7, 7, 7, 8, 7, 6, 6, 6];
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' ');
  console.log(line(header));
  for (const row of rows) {
    const warmRatio = warmRatioOf(row);
    const cost = costOf(row);
    console.log(
      line([
        row.route.id,
        String(row.route.memoryMb ?? 256),
        kb(row.bundle.bytes),
        kb(row.bundle.sdkBytes),
        ownKb(row).toFixed(0),
        row.bundle.coldMs.toFixed(1),
        row.coldRatio.toFixed(2),
        row.p50.toFixed(2),
        row.p99.toFixed(2),
        row.dynamoP50.toFixed(2),
        warmRatio === null ? 'n/a' : warmRatio.toFixed(2),
        row.rru.toFixed(1),
        `${row.wru.toFixed(1)}${isWrite(row) && row.wru > wruTarget(row) ? '!' : ''}`,
        `${cost.toFixed(2)}${!isWrite(row) && cost > 1.6 ? '!' : ''}`,
      ]),
    );
  }
  const within = (label: string, count: number, of: number) => console.log(`  ${label}: ${count} of ${of}`);
  console.log('\nTargets met:');
  within('own code <= 200 KB', rows.filter((r) => ownKb(r) <= 200).length, rows.length);
  within('cold ratio <= 1.3', rows.filter((r) => r.coldRatio <= 1.3).length, rows.length);
  within(
    'warm p50 ratio <= 1.5 (of routes that call DynamoDB)',
    rows.filter((r) => r.dynamoP50 > 0 && r.p50 / r.dynamoP50 <= 1.5).length,
    rows.filter((r) => r.dynamoP50 > 0).length,
  );
  within(
    'reads <= $1.6/M',
    rows.filter((r) => !isWrite(r) && costOf(r) <= 1.6).length,
    rows.filter((r) => !isWrite(r)).length,
  );
  within(
    'writes <= 16 WRU (PlaceBid <= 10)',
    rows.filter((r) => isWrite(r) && r.wru <= wruTarget(r)).length,
    rows.filter(isWrite).length,
  );
}
const inboxText = (inbox: typeof smallInbox) =>
  `${inbox.all.readUnits.toFixed(1)} RRU (totalCount ` +
  `${inbox.all.res.body.totalCount}${inbox.all.res.body.totalCountCapped ? '+' : ''}), unread only ` +
  `${inbox.unread.readUnits.toFixed(1)} RRU ` +
  `(${inbox.unread.res.body.totalCount}${inbox.unread.res.body.totalCountCapped ? '+' : ''})`;
const blockedText = (costs: (typeof blockedSearchCosts)[0]) =>
  Object.entries(costs)
    .map(([name, { readUnits, totalCount }]) => `${name} ${readUnits.toFixed(1)} RRU (totalCount ${totalCount})`)
    .join(', ');
console.log(
  `\nSearchListings by a provider, a page of 25, blocked by 0 shippers: ${blockedText(blockedSearchCosts[0])}; by ` +
    `10: ${blockedText(blockedSearchCosts[10])}; by 1,000: ${blockedText(blockedSearchCosts[1000])}`,
);
console.log(
  `\nListNotifications, a page of 25: ${inboxText(smallInbox)} for an inbox of 20; ${inboxText(largeInbox)} for one ` +
    `of 5,000`,
);
console.log(
  `\nListListings, a page of 25: ${firstSmall.readUnits.toFixed(1)} RRU for a shipper with 20 listings; ` +
    `${firstLarge.readUnits.toFixed(1)} RRU for one with 5,000 (totalCount ${firstLarge.res.body.totalCount}), ` +
    `${deep.readUnits.toFixed(1)} RRU 2,500 listings deep by the next link, ${byStatus.readUnits.toFixed(1)} RRU ` +
    `filtered by transit status`,
);

// ---- 6. the figures for other tools (issue 16 defines the shape) --------------------------
if (values.json) {
  const round = (n: number, digits = 2) => Number(n.toFixed(digits));
  const functions = rows.map((row) => ({
    route: row.route.id,
    kind: isWrite(row) ? 'write' : 'read',
    bundleKb: round(row.bundle.bytes / 1024, 1),
    sdkKb: round(row.bundle.sdkBytes / 1024, 1),
    coldRatio: round(row.coldRatio),
    warmRatio: warmRatioOf(row) === null ? null : round(warmRatioOf(row)!),
    rru: round(row.rru),
    wru: round(row.wru),
    costPerMillion: round(costOf(row), 3),
  }));
  const rateLimit = { wruPerRequest: round(limiterWru, 3), costPerMillion: round(limiterCost, 4) };
  const addressRateLimit = { wruPerRequest: round(addressLimiterWru, 3), costPerMillion: round(addressLimiterCost, 4) };
  const signIn = {
    right: { rru: round(rightSignIn.rru), wru: round(rightSignIn.wru) },
    wrong: { rru: round(wrongSignIn.rru), wru: round(wrongSignIn.wru) },
    throttled: { rru: round(throttledSignIn.rru), wru: round(throttledSignIn.wru) },
    countersPerWrongAttempt: {
      rru: round(signInCounters.rru),
      wru: round(signInCounters.wru),
      costPerMillion: round(signInCounterCost, 3),
    },
  };
  const authentication = {
    rruPerRequest: round(auth.rruPerRequest),
    p50Ms: round(auth.p50Ms),
    p99Ms: round(auth.p99Ms),
    firstUseRru: round(auth.firstUseRru),
    member: {
      rruPerRequest: round(memberAuth.rruPerRequest),
      p50Ms: round(memberAuth.p50Ms),
      p99Ms: round(memberAuth.p99Ms),
      firstUseRru: round(memberAuth.firstUseRru),
    },
  };
  const inboxFigures = (inbox: typeof smallInbox) => ({
    rru: round(inbox.all.readUnits),
    unreadRru: round(inbox.unread.readUnits),
    totalCount: inbox.all.res.body.totalCount,
    capped: inbox.all.res.body.totalCountCapped === true,
  });
  const inbox = { notifications20: inboxFigures(smallInbox), notifications5000: inboxFigures(largeInbox) };
  const figures = (all: Record<string, (typeof blockedSearchCosts)[0]>) =>
    Object.fromEntries(
      Object.entries(all).map(([blockers, costs]) => [
        `blockedBy${blockers}`,
        Object.fromEntries(
          Object.entries(costs).map(([name, cost]) => [
            name,
            { rru: round(cost.readUnits), totalCount: cost.totalCount },
          ]),
        ),
      ]),
    );
  const blockedSearch = figures(blockedSearchCosts);
  writeFileSync(
    values.json,
    `${JSON.stringify(
      { functions, rateLimit, addressRateLimit, signIn, authentication, inbox, blockedSearch },
      null,
      2,
    )}\n`,
  );
  console.log(`\nWrote ${functions.length} functions to ${values.json}`);
}
