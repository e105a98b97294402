import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { operations } from '../../shared/contract/operations.ts';

// `npm run smoke -- --base-url URL --key KEY`: what an operator runs right after `cdk deploy`
// (docs/operations.md). Over HTTP only, as a client would: the index with the key, the lookups,
// an estimate, the OpenAPI document, and a listing created and cancelled (the key must be a
// shipper's). Exits 1 when any check fails, 2 when the arguments are wrong.

const usage =
  "npm run smoke -- --base-url https://<api-id>.execute-api.<region>.amazonaws.com --key <a shipper's API key of " +
  'that stage>';
const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    key: { type: 'string' },
    'timeout-ms': { type: 'string', default: '10000' },
  },
});
const baseUrl = values['base-url']?.replace(/\/+$/, '');
if (!baseUrl || !values.key) {
  console.error(`Usage: ${usage}`);
  process.exit(2);
}
const timeoutMs = Number(values['timeout-ms']);

interface Answer {
  status: number;
  headers: Headers;
  body: any;
}

const RETRIES = 3;

/**
 * One call, as a careful client makes it (docs/reliability.md): a write carries an Idempotency-Key;
 * a 429 or 503 is retried after its Retry-After, and a 500, 502 or 504 or a lost connection (the
 * outcome unknown) is retried when the request is safe to resend, the same key with it.
 */
async function call(method: string, path: string, body?: unknown, withKey = true): Promise<Answer> {
  const idempotencyKey = method === 'GET' || !withKey ? undefined : randomUUID();
  let response: Response | undefined;
  for (let attempt = 0; ; attempt++) {
    try {
      response = await fetch(path.startsWith('http') ? path : baseUrl + path, {
        method,
        headers: {
          ...(withKey ? { authorization: `Bearer ${values.key}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if (attempt >= RETRIES || (method !== 'GET' && !idempotencyKey)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
      continue;
    }
    const retryable =
      response.status === 429 ||
      response.status === 503 ||
      ([500, 502, 504].includes(response.status) && (method === 'GET' || idempotencyKey !== undefined));
    if (!retryable || attempt >= RETRIES) break;
    await response.body?.cancel();
    await new Promise((resolve) =>
      setTimeout(
        resolve,
        Math.min(5_000, Number(response!.headers.get('retry-after') ?? 0) * 1000 || 500 * 2 ** attempt),
      ),
    );
  }
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON: kept as text for the message */
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/** The example bodies of the OpenAPI document carry fixed dates; a listing needs them ahead of now. */
function fromTwoDaysOut(example: unknown): unknown {
  const text = JSON.stringify(example);
  const dates = [...text.matchAll(/"(\d{4}-\d\d-\d\dT[^"]+Z)"/g)].map((m) => Date.parse(m[1]!));
  const shift = Date.now() + 2 * 86_400_000 - Math.min(...dates);
  return JSON.parse(
    text.replace(/"(\d{4}-\d\d-\d\dT[^"]+Z)"/g, (_, iso: string) =>
      JSON.stringify(new Date(Date.parse(iso) + shift).toISOString()),
    ),
  );
}

function expect(condition: unknown, what: string, answer: Answer): void {
  if (!condition) throw new Error(`${what}; got ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 300)}`);
}

const checks: [string, () => Promise<string | void>][] = [
  [
    "GET /v2 (the key's user)",
    async () => {
      const answer = await call('GET', '/v2/');
      expect(answer.status === 200 && answer.body?.userId, 'expected 200 with the user', answer);
      const userType = answer.body.userType?.value;
      if (userType !== 'Shipper' && userType !== 'Broker')
        throw new Error(`the key is a ${userType}'s: use a shipper's key, the smoke test creates a listing`);
      return `user ${answer.body.userId}`;
    },
  ],
  [
    'GET /v2 without a key is 401',
    async () => {
      const answer = await call('GET', '/v2/', undefined, false);
      expect(answer.status === 401 && answer.body?.errors?.[0]?.field, 'expected 401 in the 7.2 format', answer);
    },
  ],
  ...[
    'commodities',
    'serviceTypes?commodityCode=CarsLightTrucks',
    'regions?parent=NA-USA',
    'currencies',
    'trailerTypes',
    'bidDeclinationReasons',
  ].map((lookup): [string, () => Promise<string>] => [
    `GET /v2/lookups/${lookup}`,
    async () => {
      const answer = await call('GET', `/v2/lookups/${lookup}`);
      expect(answer.status === 200 && answer.body?.items?.length > 0, 'expected 200 with items', answer);
      return `${answer.body.items.length} items`;
    },
  ]),
  [
    'POST /v2/estimate',
    async () => {
      const answer = await call('POST', '/v2/estimate', operations.CreateEstimate!.body!.example);
      expect(answer.status === 200 && answer.body?.price?.value > 0, 'expected 200 with a price', answer);
      return answer.body.price.label ?? String(answer.body.price.value);
    },
  ],
  [
    'GET /v2/openapi.json',
    async () => {
      const answer = await call('GET', '/v2/openapi.json', undefined, false);
      expect(
        answer.status === 200 && String(answer.body?.openapi).startsWith('3.1'),
        'expected an OpenAPI 3.1 document',
        answer,
      );
      return `${Object.keys(answer.body.paths).length} paths`;
    },
  ],
  [
    'POST /v2/listings, then its cancellation',
    async () => {
      const body = {
        ...(fromTwoDaysOut(operations.CreateListing!.body!.example) as object),
        title: `Smoke test ${new Date().toISOString()} (cancelled at once)`,
      };
      const created = await call('POST', '/v2/listings', body);
      const location = created.headers.get('location');
      expect(created.status === 201 && location, 'expected 201 with a Location', created);
      const cancelled = await call('POST', `${location}/cancellation`);
      expect(cancelled.status >= 200 && cancelled.status < 300, 'expected the cancellation to succeed', cancelled);
      const listing = await call('GET', location!);
      expect(
        listing.status === 200 && listing.body?.status?.value === 'Cancelled',
        'expected the listing to read Cancelled',
        listing,
      );
      return `${location} cancelled`;
    },
  ],
];

let failed = 0;
for (const [name, check] of checks) {
  const started = performance.now();
  try {
    const detail = await check();
    console.log(`ok    ${name} (${Math.round(performance.now() - started)} ms)${detail ? `: ${detail}` : ''}`);
  } catch (error) {
    failed += 1;
    console.log(`FAIL  ${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
console.log(`smoke ${baseUrl}: ${checks.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
