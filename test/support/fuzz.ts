import fc from 'fast-check';
import { expect } from 'vitest';
import type { TestApi } from './api.ts';
import { bidBody, listingBody, rateRequestBody } from './listings.ts';
import type { Json } from './schema-arbitrary.ts';

// What the two fuzzers share (test/integration/fuzz.test.ts from the operations' examples,
// test/integration/contract-fuzz.test.ts from the served document): the people and records their
// requests name, and the values that break naive code.

/** A fixed seed in CI; `npm run fuzz -- --seed N` runs any other (test/support/run-fuzz.ts). */
export const fuzzSeed = (fixed: number) => Number(process.env.FUZZ_SEED ?? fixed);

export interface FuzzWorld {
  keys: Record<'shipper' | 'provider' | 'integrator', string>;
  /** Path parameters by name: the ids of records the callers own or can see. */
  ids: Record<string, string>;
}

/** A shipper with a listing and a rate request, a carrier with a bid on it, an integrator. */
export async function fuzzWorld(api: TestApi): Promise<FuzzWorld> {
  const keys = {
    shipper: (await api.user('Shipper')).key,
    provider: (
      await api.user('ServiceProvider', {
        profile: {
          entityType: 'Carrier',
          trailerTypes: ['AutoCarrier'],
          commodities: ['Vehicles', 'LessThanTruckload'],
          regions: ['NA-USA'],
        },
      })
    ).key,
    integrator: (await api.user('Affiliate')).key,
  };
  const ids: Record<string, string> = {};
  const listing = await api.call('POST', '/v2/listings', { key: keys.shipper, body: listingBody() });
  ids.listingId = listing.headers.get('location')!.split('/').pop()!;
  const bid = await api.call('POST', `/v2/listings/${ids.listingId}/bids`, { key: keys.provider, body: bidBody() });
  ids.bidId = String(bid.body.bidId);
  const request = await api.call('POST', '/v2/raterequests', { key: keys.shipper, body: rateRequestBody() });
  expect(request.status).toBe(201);
  ids.rateRequestID = String(request.body.rateRequestID);
  ids.rateId = '1';
  ids.userId = String((await api.call('GET', '/v2/', { key: keys.shipper })).body.userId);
  return { keys, ids };
}

/** The operations a carrier calls; an integrator makes users; a shipper calls the rest. */
const providerOperations = new Set([
  'PlaceBid',
  'OfferRate',
  'ReportDispatched',
  'ReportPickedUp',
  'ReportDelivered',
  'ReportLocation',
]);

/** The key of the caller whose request an operation is most likely to take. */
export const designatedCaller = (operationId: string, keys: FuzzWorld['keys']) =>
  operationId === 'CreateUser' ? keys.integrator : providerOperations.has(operationId) ? keys.provider : keys.shipper;

const nested = (depth: number): Json => {
  let value: Json = 'bottom';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Values that break naive code: wrong types, extremes, odd text, deep structures. */
export const hostile: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, -0, 0.1, -1, 0, 1e-308),
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    'x'.repeat(200_000),
    '\u0000',
    '\uD800',
    '../../etc/passwd',
    "'; DROP TABLE x; --",
    '<script>alert(1)</script>',
    '9'.repeat(400),
    '2026-02-30T25:61:00Z',
    '2027-02-30',
    'NaN',
    '__proto__',
  ),
  fc.integer({ min: 20, max: 3000 }).map(nested),
  fc.constant({}),
  fc.constant([] as Json),
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
);

/** Arrays and plain objects: what a path goes into (not a file's content, test/support/schema-arbitrary.ts). */
const isContainer = (value: unknown): value is Record<string | number, Json> =>
  Array.isArray(value) ||
  (typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value)));

/** Every path into a JSON value, the root's included. */
export function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const inner = isContainer(value)
    ? Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...prefix, Array.isArray(value) ? Number(k) : k]))
    : [];
  return [prefix, ...inner];
}

/** A copy of the arrays and plain objects; anything else (a file's content) kept as it is. */
const copied = (value: Json): Json =>
  Array.isArray(value)
    ? value.map(copied)
    : isContainer(value)
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copied(v)]))
      : value;

/** A copy of `root` with the value at `path` replaced (or, with `undefined`, removed). */
export function replaced(root: Json, path: (string | number)[], replacement: Json | undefined): Json {
  if (path.length === 0) return replacement ?? null;
  const copy = copied(root);
  let at: Json = copy;
  for (const step of path.slice(0, -1)) at = isContainer(at) ? (at[step] ?? null) : null;
  // an earlier replacement may have removed the path: then this one changes nothing
  if (isContainer(at)) {
    const container = at;
    if (replacement === undefined) {
      if (Array.isArray(container)) container.splice(Number(path.at(-1)), 1);
      else delete container[path.at(-1)!];
    } else container[path.at(-1)!] = replacement;
  }
  return copy;
}
