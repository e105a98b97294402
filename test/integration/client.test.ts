import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  retryAfterMs,
  retryDelayMs,
  verifyWebhook,
  type WebhookEventOf,
  type WebhookEventType,
} from '@shipping-marketplace/client';
import { generatedFiles, generatedFolder } from '../../sdk/scripts/generate.ts';
import { shipSofa } from '../../sdk/examples/flow.ts';
import { apiForThisFile } from '../support/api.ts';
import { setUserRateLimit } from '../../shared/data/rate-limits.ts';
import { db } from '../../shared/data/client.ts';
import { keys } from '../../shared/data/keys.ts';
import { routes, type Route } from '../../shared/routes/http.ts';
import { keyPrefixOf } from '../../shared/domain/auth/api-keys.ts';
import { vi } from 'vitest';

// The typed client, @shipping-marketplace/client (docs/client.md), against the local runtime: its
// generated types are what the served documents generate, the README's flow runs as written, keys
// and retries behave, and the webhook events it verifies are the AsyncAPI document's.

const api = apiForThisFile();

/** Every request the client sends, as the API received it (a fetch in front of the real one). */
function recordingFetch(fail?: (attempt: number) => boolean, how: 'reset' | 'crash' = 'reset') {
  const sent: { method: string; url: string; idempotencyKey: string | null; status?: number }[] = [];
  const fetch = async (request: Request) => {
    const entry = { method: request.method, url: request.url, idempotencyKey: request.headers.get('idempotency-key') };
    sent.push(entry);
    // a connection that drops after the request left, or a function that dies after its work (API
    // Gateway's 500): the API may have done it, the client cannot know
    const response = await globalThis.fetch(request);
    if (fail?.(sent.length) && how === 'crash') {
      Object.assign(entry, { status: 500 });
      return new Response(JSON.stringify({ message: 'Internal Server Error' }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      });
    }
    if (fail?.(sent.length)) throw new TypeError('fetch failed (connection reset)');
    Object.assign(entry, { status: response.status });
    return response;
  };
  return { sent, fetch };
}

describe('the README', () => {
  it('quotes the flow as sdk/examples/flow.ts has it (the file the compiler checks and the next test runs)', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(
      `\`\`\`ts\n${readFileSync(new URL('../../sdk/examples/flow.ts', import.meta.url), 'utf8')}\`\`\``,
    );
  });
});

describe('the generated types', () => {
  it('are what GET /v2/openapi.json and /v2/asyncapi.json generate (after a change: npm run build:openapi)', async () => {
    const openapi = (await api.call('GET', '/v2/openapi.json')).body;
    const asyncapi = (await api.call('GET', '/v2/asyncapi.json')).body;
    const files = await generatedFiles(openapi, asyncapi);
    for (const [name, text] of Object.entries(files)) {
      expect(
        readFileSync(new URL(name, generatedFolder), 'utf8') === text,
        `sdk/src/generated/${name} is stale: run npm run build:openapi`,
      ).toBe(true);
    }
    // and the comparison can fail: a document with one more operation generates other types
    const grown = structuredClone(openapi);
    grown.paths['/v2/extra'] = { get: { operationId: 'Extra', responses: { 204: { description: 'none' } } } };
    expect((await generatedFiles(grown, asyncapi))['openapi.ts']).not.toBe(files['openapi.ts']);
  });
});

describe('GET /v2/asyncapi.json', () => {
  it('is public, cacheable and the published document', async () => {
    const res = await api.call('GET', '/v2/asyncapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.body).toEqual(
      JSON.parse(readFileSync(new URL('../../shared/contract/data/asyncapi.json', import.meta.url), 'utf8')),
    );
  });
});

describe('the README flow with the client', () => {
  const received: { body: string; headers: IncomingHttpHeaders }[] = [];
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req
      .on('data', (c: Buffer) => chunks.push(c))
      .on('end', () => {
        received.push({ body: Buffer.concat(chunks).toString('utf8'), headers: req.headers });
        res.writeHead(204).end();
      });
  });
  beforeAll(() => new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  it('quote -> listing -> bid -> acceptance -> transit -> tracking, and the events it causes verify and match the AsyncAPI document', async () => {
    const shipper = await api.user('Shipper');
    const provider = await api.user('ServiceProvider');
    // the shipper subscribes to every event, with the client
    const hooks = createClient({ baseUrl: api.url, apiKey: shipper.key });
    const eventTypes = (await api.call('GET', '/v2/asyncapi.json')).body.components.messages;
    const subscribed = await hooks.POST('/v2/webhooks', {
      body: {
        url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`,
        eventTypes: Object.values<{ name: WebhookEventType }>(eventTypes).map((m) => m.name),
      },
    });
    expect(subscribed.response.status).toBe(201);
    const secret = subscribed.data!.secret;

    const result = await shipSofa(api.url, { shipper: shipper.key, provider: provider.key });
    expect(result.quote.price).toBeGreaterThan(0);
    expect(result.bid.listingId).toBe(result.listingId);
    expect(result.tracking?.shipmentTrackingStatuses.map((s) => s.status)).toEqual(
      expect.arrayContaining(['Dispatched', 'PickedUp']),
    );
    expect(result.history?.items.at(-1)?.comment).toBe('Loaded in El Paso');
    expect(result.trackingPage).toMatch(/\/t\/[A-Za-z0-9_-]+$/);
    const page = await fetch(result.trackingPage!);
    expect(page.status).toBe(200);

    // bid placed, booked and two transit changes reach the shipper's webhook; each verifies with the client
    await expect
      .poll(() => received.map((r) => JSON.parse(r.body).type).sort(), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['Bid.Placed/v1', 'Listing.Booked/v1', 'Shipment.TransitStatusChanged/v1']));
    const ajv = new Ajv.default({ strict: false, allErrors: true });
    addFormats.default(ajv);
    for (const delivery of received) {
      const event = verifyWebhook(secret, delivery.body, delivery.headers);
      const message = Object.values<{ name: string; payload: object }>(eventTypes).find((m) => m.name === event.type)!;
      const validate = ajv.compile(message.payload);
      expect(validate(event), `${event.type}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      if (event.type === 'Listing.Booked/v1') {
        // the union narrows on `type`: a booking names its price for the shipper
        const booked: WebhookEventOf<'Listing.Booked/v1'> = event;
        expect(booked.data.price?.amount).toBe(650);
      }
    }
    // a wrong secret, or a body changed on the way, is refused
    const [first] = received;
    expect(() =>
      verifyWebhook(
        `whsec_${Buffer.from('another secret of 32 bytes......').toString('base64')}`,
        first!.body,
        first!.headers as Record<string, string>,
      ),
    ).toThrow();
    expect(() =>
      verifyWebhook(secret, first!.body.replace('"1.0"', '"1.1"'), first!.headers as Record<string, string>),
    ).toThrow();
  });

  it('a wrong body does not type-check, and an error is the 7.2 body', async () => {
    const { key } = await api.user('Shipper');
    const client = createClient({ baseUrl: api.url, apiKey: key });
    // @ts-expect-error: an estimate needs its route (the compiler refuses what the API would)
    const wrong = await client.POST('/v2/estimate', { body: { items: [{ commodity: 'CarsLightTrucks' }] } });
    expect(wrong.response.status).toBe(400);
    expect(wrong.error?.errors[0]?.field).toBe('route');
    const missing = await client.GET('/v2/listings/{listingId}', { params: { path: { listingId: 1 } } });
    expect(missing.response.status).toBe(404);
    expect(missing.error?.reason).toEqual(expect.any(String));
    expect(missing.data).toBeUndefined();
  });
});

describe('keys, idempotency and retries', () => {
  it('sends the key as a bearer token; a wrong key is a typed 401', async () => {
    const wrong = await createClient({ baseUrl: api.url, apiKey: `${keyPrefixOf(api.stage)}not-a-key` }).GET('/v2');
    expect(wrong.response.status).toBe(401);
    expect(wrong.error?.errors[0]?.field).toBe('Authorization');
  });

  it('retries a 429 after its Retry-After, with the same Idempotency-Key, and the POST is done once', async () => {
    const { user, key } = await api.user('Shipper');
    // one request a minute: the first POST spends it, and the client's first attempt is refused however
    // slow the machine; once it is, the key's own limit goes, so the retry after Retry-After is admitted
    await setUserRateLimit(user.userId, { perSecond: 1 / 60, burst: 1 });
    const recording = recordingFetch();
    const fetch = async (request: Request) => {
      const response = await recording.fetch(request);
      if (response.status === 429) await setUserRateLimit(user.userId, undefined);
      return response;
    };
    const { sent } = recording;
    const client = createClient({ baseUrl: api.url, apiKey: key, fetch });
    const body = {
      source: 'retrytest',
      originPostalCode: '78704',
      destinationPostalCode: '85701',
      items: [{ heightInMeters: 1, widthInMeters: 1, lengthInMeters: 1, unitCount: 1 }],
    };
    // The minute's one request is spent on the operation the client then calls: a function instance
    // knows its own requests at once and the others' only once counted (docs/limits.md), and in
    // Lambda every operation is its own function.
    expect((await api.call('POST', '/v2/fixedprice', { key, body })).status).toBe(200);
    const quote = await client.POST('/v2/fixedprice', { body });
    expect(quote.response.status).toBe(200);
    const posts = sent.filter((s) => s.method === 'POST');
    expect(posts.map((s) => s.status)).toEqual([429, 200]);
    expect(posts[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]!.idempotencyKey).toBe(posts[0]!.idempotencyKey);
  });

  it("retries a 409 saying its key's first attempt still runs (Retry-After, 40902) with the same key, and is answered", async () => {
    const { user, key } = await api.user('Shipper');
    const idempotencyKey = randomUUID();
    const day = (n: number) => new Date(Date.now() + n * 864e5).toISOString();
    const stop = (postalCode: string, from: number) => ({
      address: { streetAddress: '1 Main St', postalCode, country: 'US', type: 'Residence' as const },
      timeFrame: { earliestArrival: day(from), latestArrival: day(from + 2), timeFrameType: 'Between' as const },
    });
    const body = {
      title: 'Ottoman',
      items: [{ commodity: 'Furniture' as const }],
      route: { items: [stop('78704', 2), stop('85701', 5)] },
    };
    // a first attempt with this key and body whose function runs 10 s more: longer than the API waits for it (8 s)
    await db().send(
      new PutCommand({
        TableName: api.tableName,
        Item: {
          ...keys.idempotency(user.userId, idempotencyKey),
          entity: 'IdempotencyRecord',
          state: 'InProgress',
          claimId: 'first',
          inProgressUntil: Date.now() + 10_000,
          expiresAt: Math.floor(Date.now() / 1000) + 86_400,
          fingerprint: createHash('sha256')
            .update('POST /v2/listings\n')
            .update(JSON.stringify(body))
            .digest('base64url'),
        },
      }),
    );
    const { sent, fetch } = recordingFetch();
    const created = await createClient({ baseUrl: api.url, apiKey: key, fetch }).POST('/v2/listings', {
      body,
      headers: { 'idempotency-key': idempotencyKey },
    });
    expect(created.response.status).toBe(201);
    expect(sent.map((s) => s.status)).toEqual([409, 201]);
    expect(sent.map((s) => s.idempotencyKey)).toEqual([idempotencyKey, idempotencyKey]);
  });

  it('resends a POST whose connection dropped with the same key: the API answers the first listing, not a second', async () => {
    const { key } = await api.user('Shipper');
    const { sent, fetch } = recordingFetch((attempt) => attempt === 1);
    const client = createClient({ baseUrl: api.url, apiKey: key, fetch });
    const day = (n: number) => new Date(Date.now() + n * 864e5).toISOString();
    const stop = (postalCode: string, from: number) => ({
      address: { streetAddress: '1 Main St', postalCode, country: 'US', type: 'Residence' as const },
      timeFrame: { earliestArrival: day(from), latestArrival: day(from + 2), timeFrameType: 'Between' as const },
    });
    const created = await client.POST('/v2/listings', {
      body: {
        title: 'Armchair',
        items: [{ commodity: 'Furniture' }],
        route: { items: [stop('78704', 2), stop('85701', 5)] },
      },
    });
    expect(created.response.status).toBe(201);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey);
    expect(created.response.headers.get('idempotent-replayed')).toBe('true');
    const mine = await client.GET('/v2/listings', { params: { query: { $top: 100 } } });
    expect(mine.data?.items.filter((l) => l.title === 'Armchair')).toHaveLength(1);
  });

  it("resends a POST whose function crashed after its work (API Gateway's 500) with the same key: one listing; a POST without a key of its own is not resent", async () => {
    const { key } = await api.user('Shipper');
    const { sent, fetch } = recordingFetch((attempt) => attempt === 1, 'crash');
    const client = createClient({ baseUrl: api.url, apiKey: key, fetch });
    const day = (n: number) => new Date(Date.now() + n * 864e5).toISOString();
    const stop = (postalCode: string, from: number) => ({
      address: { streetAddress: '1 Main St', postalCode, country: 'US', type: 'Residence' as const },
      timeFrame: { earliestArrival: day(from), latestArrival: day(from + 2), timeFrameType: 'Between' as const },
    });
    const created = await client.POST('/v2/listings', {
      body: {
        title: 'Footstool',
        items: [{ commodity: 'Furniture' }],
        route: { items: [stop('78704', 2), stop('85701', 5)] },
      },
    });
    expect(created.response.status).toBe(201);
    expect(sent.map((s) => s.status)).toEqual([500, 201]);
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey);
    const mine = await client.GET('/v2/listings', { params: { query: { $top: 100 } } });
    expect(mine.data?.items.filter((l) => l.title === 'Footstool')).toHaveLength(1);
    const once = recordingFetch(() => true, 'crash');
    expect(
      (
        await createClient({ baseUrl: api.url, apiKey: key, fetch: once.fetch }).POST('/v2/apikeys', {
          body: { emailAddress: 'a@b.example', password: 'secret1' },
        })
      ).response.status,
    ).toBe(500);
    expect(once.sent).toHaveLength(1);
  });

  it('gives up after maxRetries; a network failure of a POST without a key of its own is not resent', async () => {
    const { key } = await api.user('Shipper');
    const dropping = recordingFetch(() => true);
    const client = createClient({
      baseUrl: api.url,
      apiKey: key,
      fetch: dropping.fetch,
      maxRetries: 2,
      maxRetryDelayMs: 50,
    });
    await expect(client.GET('/v2')).rejects.toThrow('connection reset');
    expect(dropping.sent).toHaveLength(3);
    // POST /v2/apikeys takes no Idempotency-Key: resending could make two keys
    const once = recordingFetch(() => true);
    await expect(
      createClient({ baseUrl: api.url, apiKey: key, fetch: once.fetch }).POST('/v2/apikeys', {
        body: { emailAddress: 'a@b.example', password: 'secret1' },
      }),
    ).rejects.toThrow();
    expect(once.sent).toHaveLength(1);
  });

  it('waits what Retry-After says (seconds or a date), else backs off exponentially up to the cap', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(Date.now() + 3000).toUTCString())).toBeGreaterThan(1000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryDelayMs(2000, 0, 30_000)).toBe(2000);
    expect(retryDelayMs(60_000, 0, 30_000)).toBeUndefined(); // longer than the cap: not waited for
    for (let attempt = 0; attempt < 8; attempt++) {
      const wait = retryDelayMs(undefined, attempt, 4000)!;
      expect(wait).toBeGreaterThanOrEqual(Math.min(4000, 500 * 2 ** attempt) / 2);
      expect(wait).toBeLessThanOrEqual(Math.min(4000, 500 * 2 ** attempt));
    }
  });
});

// No operation is deprecated today (docs/client.md, "Deprecation"): this marks one in the running
// process's route table for the test, so it runs on the source runtime only (a deployed function
// has its own table, built from the sources).
describe.skipIf(process.env.MARKETPLACE_RUNTIME === 'as-deployed')('a deprecated operation', () => {
  it('answers Deprecation, Sunset and a Link to its changelog entry; the client warns once per operation', async () => {
    const row = routes.find((r) => r.id === 'ListCurrencies') as Route & { deprecated?: Route['deprecated'] };
    const { key } = await api.user('Shipper');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    row.deprecated = {
      since: '2026-11-26',
      sunset: '2027-06-01',
      announcedIn: '2.0.0',
      successor: '/v2/lookups/regions',
    };
    try {
      const client = createClient({ baseUrl: api.url, apiKey: key });
      const first = await client.GET('/v2/lookups/currencies');
      expect(first.response.status).toBe(200);
      expect(first.response.headers.get('deprecation')).toBe(`@${Date.parse('2026-11-26T00:00:00Z') / 1000}`);
      expect(first.response.headers.get('sunset')).toBe('Tue, 01 Jun 2027 00:00:00 GMT');
      expect(first.response.headers.get('link')).toBe(
        `<${api.url}/developers/changelog.html#2.0.0>; rel="deprecation"; type="text/html", <${api.url}/v2/lookups/regions>; rel="successor-version"`,
      );
      await client.GET('/v2/lookups/currencies');
      await client.GET('/v2/lookups/regions');
      expect(warn.mock.calls.map(([message]) => message)).toEqual([
        `@shipping-marketplace/client: GET /v2/lookups/currencies is deprecated and answers until Tue, 01 Jun 2027 00:00:00 GMT; see ${api.url}/developers/changelog.html#2.0.0.`,
      ]);
      // an operation that is not deprecated says nothing of it
      expect((await client.GET('/v2/lookups/regions')).response.headers.get('deprecation')).toBeNull();
    } finally {
      delete row.deprecated;
      warn.mockRestore();
    }
  });
});
