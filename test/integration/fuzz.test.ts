import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { bidBody, listingBody } from '../support/listings.ts';
import { designatedCaller, fuzzSeed, fuzzWorld, hostile, pathsOf, replaced, type FuzzWorld } from '../support/fuzz.ts';
import type { Json } from '../support/schema-arbitrary.ts';
import { operations } from '../../shared/contract/operations.ts';
import { routes, type Route } from '../../shared/routes/http.ts';
import { MAX_JSON_BODY_BYTES } from '../../shared/http/middleware.ts';

// Property-based fuzzing (fast-check, fixed seed, bounded runs) of every route that takes a JSON
// body: mutated examples (wrong types, huge and odd strings, nulls, numbers out of range, deep
// nesting, extra fields) and arbitrary JSON never get a 5xx; every 4xx is in the spec 7.2 format
// (and every answer matches the OpenAPI document: test/support/api.ts checks each one).

const SEED = fuzzSeed(20261122);
const RUNS = 40;
const api = apiForThisFile();
let keys: FuzzWorld['keys'];
let ids: FuzzWorld['ids'];

beforeAll(async () => {
  ({ keys, ids } = await fuzzWorld(api));
});

const bodyRoutes = routes.filter((route) => operations[route.id]?.body);
const callerOf = (route: Route) => (route.auth === 'none' ? undefined : designatedCaller(route.id, keys));
const pathOf = (route: Route) => route.path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? '1');

const mutationsOf = (example: Json) => {
  const paths = pathsOf(example);
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.nat({ max: paths.length - 1 }), hostile)
        .map(([i, value]) => replaced(example, paths[i]!, value)),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.nat({ max: paths.length - 1 }), fc.nat({ max: paths.length - 1 }), hostile, hostile)
        .map(([i, j, a, b]) => replaced(replaced(example, paths[i]!, a), paths[j]!, b)),
    },
    // extra fields, including the ones a server might trust (ids, status, owner, prices)
    {
      weight: 1,
      arbitrary: fc
        .dictionary(
          fc.constantFrom(
            'listingId',
            'status',
            'shipperId',
            'userId',
            'price',
            'bidId',
            '__proto__',
            'constructor',
            'isAdmin',
            'x',
          ),
          hostile,
        )
        .map((extra) =>
          example && typeof example === 'object' && !Array.isArray(example) ? { ...example, ...extra } : extra,
        ),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) as fc.Arbitrary<Json> },
  );
};

describe('fuzzing every JSON body', () => {
  for (const route of bodyRoutes) {
    it(`${route.method} ${route.path} (${route.id}) never answers 5xx, and answers 4xx in the 7.2 format`, async () => {
      const example = operations[route.id]!.body!.example as Json;
      await fc.assert(
        fc.asyncProperty(mutationsOf(example), async (body) => {
          const res = await api.call(route.method, pathOf(route), { key: callerOf(route), body });
          expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
          if (res.status >= 400) errorsOf(res.body);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    });
  }

  it('a body that is not JSON, or JSON with a __proto__ member, is a 400 or ignored, never a 5xx', async () => {
    for (const route of bodyRoutes) {
      for (const rawBody of [
        '{',
        '{"a":',
        'null',
        '[]',
        '"text"',
        '{"__proto__":{"polluted":true}}',
        '\uFEFF{}',
        '{"a":1,"a":2}',
      ]) {
        const res = await api.call(route.method, pathOf(route), {
          key: callerOf(route),
          rawBody,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.status, `${route.id} ${rawBody}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
        if (res.status >= 400) errorsOf(res.body);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a number the table cannot store (1e-200, 1e400) is a 400 naming the member, not a 500 (found by this fuzzer)', async () => {
    for (const amount of ['1e-200', '1e400', '-1e130']) {
      const rawBody = `{"price":{"amount":${amount},"currencyType":"USD"},"transitDays":3,"serviceLevel":"Standard","expiresOn":"2027-03-01T00:00:00Z"}`;
      const res = await api.call('POST', `/v2/raterequests/${ids.rateRequestID}/rates`, {
        key: keys.provider,
        rawBody,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, amount).toBe(400);
      expect(errorsOf(res.body)[0]!.field).toBe('amount');
    }
  });

  it(`a JSON body over ${MAX_JSON_BODY_BYTES} bytes gets 413 in the 7.2 format on every route that takes one`, async () => {
    const rawBody = JSON.stringify({ padding: 'x'.repeat(MAX_JSON_BODY_BYTES) });
    for (const route of bodyRoutes) {
      const res = await api.call(route.method, pathOf(route), {
        key: callerOf(route),
        rawBody,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, route.id).toBe(413);
      expect(errorsOf(res.body)[0]!.code).toBe(41301);
    }
  });
});

describe('unknown fields are ignored and never set what the server owns (docs/errors.md)', () => {
  it('a listing cannot be created with its id, owner, status, bids or acceptance', async () => {
    const { body: me } = await api.call('GET', '/v2/', { key: keys.provider });
    const res = await api.call('POST', '/v2/listings', {
      key: keys.shipper,
      body: {
        ...listingBody(),
        listingId: 42,
        shipperId: me.userId,
        bidCount: 99,
        lowestBid: 1,
        acceptedBidId: 7,
        bookedProviderId: me.userId,
        transitStatus: 'Delivered',
        createdOn: '2000-01-01T00:00:00Z',
        expiresOn: '2099-01-01T00:00:00Z',
      },
    });
    expect(res.status).toBe(201);
    const listing = (await api.call('GET', new URL(res.headers.get('location')!).pathname, { key: keys.shipper })).body;
    expect(listing.listingId).not.toBe(42);
    expect(listing.status.value).toBe('Active');
    expect(listing.transitStatus).toBeUndefined();
    expect(listing.acceptedBidId).toBeUndefined();
    expect(listing.pricing.totalBidsPlaced).toBeUndefined();
    expect(listing.createdOn).not.toBe('2000-01-01T00:00:00Z');
    // the provider named as owner cannot act as one
    expect(
      (await api.call('POST', `/v2/listings/${listing.listingId}/cancellation`, { key: keys.provider })).status,
    ).toBe(403);
  });

  it('a bid cannot be placed already accepted, for another provider, and a quote price is always ours', async () => {
    const listing = await api.call('POST', '/v2/listings', { key: keys.shipper, body: listingBody() });
    const listingId = listing.headers.get('location')!.split('/').pop();
    const bid = await api.call('POST', `/v2/listings/${listingId}/bids`, {
      key: keys.provider,
      body: { ...bidBody(700), bidId: 1, state: 'Accepted', providerId: 1, listingId: 2 },
    });
    expect(bid.status).toBe(201);
    expect(bid.body.state.value).toBe('Active');
    expect(bid.body.providerId).not.toBe(1);
    expect(String(bid.body.listingId)).toBe(listingId);
    const example = operations.CreateFixedPriceQuote!.body!.example as Record<string, unknown>;
    const plain = await api.call('POST', '/v2/fixedprice', { key: keys.shipper, body: example });
    const forged = await api.call('POST', '/v2/fixedprice', {
      key: keys.shipper,
      body: { ...example, price: 1, nypAmount: 1 },
    });
    expect(forged.body.price).toBe(plain.body.price);
    expect(forged.body.nypAmount).toBe(plain.body.nypAmount);
  });
});
