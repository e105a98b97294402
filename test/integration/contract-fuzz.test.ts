import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { designatedCaller, fuzzSeed, fuzzWorld, hostile, pathsOf, replaced, type FuzzWorld } from '../support/fuzz.ts';
import { arbitraryOf, FileContent, type Json, type JsonSchema } from '../support/schema-arbitrary.ts';
import { openApiDocument } from '../../shared/contract/openapi.ts';

// The contract fuzz (docs/errors.md, "Fuzzing"), in the manner of Schemathesis: every operation of
// the OpenAPI document the API serves (GET /v2/openapi.json), requests drawn from its schemas (body,
// path, query and header parameters), valid and then mutated: a required field dropped, a wrong type,
// huge, deep and odd-Unicode values, broken JSON, broken multipart (cut inside a file or a text part,
// a wrong boundary), garbage path parameters, wrong keys. Every answer must be below 500, arrive (no
// dropped connection), carry the 7.2 error body when it is a 4xx, and be what the document declares
// (test/support/api.ts checks every answer); the server must answer after each operation's run.
// A fixed seed here; `npm run fuzz -- --seed N [--runs R]` runs any other. A failure prints the request.

const SEED = fuzzSeed(20261206);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const api = apiForThisFile();
let world: FuzzWorld;

type Parameter = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: JsonSchema };
type Operation = {
  operationId: string;
  security?: object[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema; example?: Json }> };
};
type Document = { paths: Record<string, Record<string, Operation>> };

// the document is fetched from the API in beforeAll; its operations are listed from the sources', which
// test/unit/openapi.test.ts holds equal to the served one, since vitest names its tests before any hook runs
const operations = Object.entries((openApiDocument() as unknown as Document).paths).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([, operation]) => typeof operation === 'object' && 'operationId' in operation)
    .map(([method, operation]) => ({ path, method: method.toUpperCase(), id: operation.operationId })),
);
let served: Document;

beforeAll(async () => {
  world = await fuzzWorld(api);
  const document = await api.call('GET', '/v2/openapi.json');
  expect(document.status).toBe(200);
  served = document.body as Document;
});

/** A request as sent; printed whole when a property fails. */
class FuzzRequest {
  constructor(
    readonly kind: string,
    readonly method: string,
    readonly path: string,
    readonly key: string | undefined,
    readonly headers: Record<string, string>,
    readonly body: Buffer | undefined,
  ) {}
  [fc.toStringMethod]() {
    const body = this.body ? this.body.subarray(0, 600).toString('latin1') : '';
    return [
      `${this.kind}: ${this.method} ${this.path}`,
      `key: ${this.key ? `${this.key.slice(0, 8)}...` : 'none'}`,
      ...Object.entries(this.headers).map(([name, value]) => `${name}: ${value.slice(0, 200)}`),
      this.body ? `body (${this.body.length} bytes): ${JSON.stringify(body)}` : 'no body',
    ].join('\n');
  }
}

type Drawn = { params: Record<string, Json>; query: Record<string, Json>; headers: Record<string, Json>; body?: Json };

const asText = (value: Json | FileContent) =>
  value instanceof FileContent
    ? value.data.toString('latin1')
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** A multipart body as a browser encodes it: files for file parts, text for the rest. */
function multipartOf(fields: Json, boundary: string): Buffer {
  // files last, as forms mostly send them: a body cut short then ends inside a file
  const entries = Object.entries(fields && typeof fields === 'object' && !Array.isArray(fields) ? fields : {});
  const parts = [
    ...entries.filter(([, value]) => !((value as unknown) instanceof FileContent)),
    ...entries.filter(([, value]) => (value as unknown) instanceof FileContent),
  ].map(([name, value]) => {
    const file = value instanceof FileContent;
    const head = file
      ? `Content-Disposition: form-data; name="${name}"; filename="upload.bin"\r\nContent-Type: ${value.mediaType.replace('/*', '/png')}`
      : `Content-Disposition: form-data; name="${name}"`;
    return Buffer.concat([
      Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`),
      file ? value.data : Buffer.from(asText(value)),
      Buffer.from('\r\n'),
    ]);
  });
  return Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
}

/** What can go wrong with a multipart body on the way. */
const brokenMultipart = (whole: Buffer, boundary: string) =>
  fc.oneof(
    // cut anywhere (no closing boundary)
    fc.nat({ max: Math.max(0, whole.length - 2) }).map((at) => ({ body: whole.subarray(0, at + 1), boundary })),
    // cut inside the last part's content, a file's when there is one (a dropped upload): the likeliest
    {
      weight: 3,
      arbitrary: fc.nat({ max: 6 }).map((short) => ({
        body: whole.subarray(0, Math.max(0, whole.length - `\r\n--${boundary}--\r\n`.length - short)),
        boundary,
      })),
    },
    // the header names another boundary than the body's
    fc.constant({ body: whole, boundary: `${boundary}x` }),
    // a part without its blank line
    fc.constant({ body: Buffer.from(whole.toString('latin1').replace('\r\n\r\n', '\r\n'), 'latin1'), boundary }),
    // garbage
    fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ body: Buffer.from(bytes), boundary })),
  );

/** Requests for an operation, in each media type its body may come in (ReportDelivered: JSON or multipart). */
function requestsOf(path: string, method: string, operation: Operation): fc.Arbitrary<FuzzRequest> {
  const media = Object.entries(operation.requestBody?.content ?? {});
  if (!media.length) return requestsIn(path, method, operation);
  return fc.oneof(...media.map((entry) => requestsIn(path, method, operation, entry)));
}

function requestsIn(
  path: string,
  method: string,
  operation: Operation,
  [mediaType, declared]: [string, { schema: JsonSchema; example?: Json }] | [] = [],
): fc.Arbitrary<FuzzRequest> {
  const document = served as unknown as object;
  const parameters = operation.parameters ?? [];
  const byPlace = (place: Parameter['in']) =>
    fc.record(
      Object.fromEntries(
        parameters
          .filter((p) => p.in === place)
          .map((p) => [
            p.name,
            // path parameters name the world's records (else the schema draws one)
            place === 'path' && world.ids[p.name]
              ? fc.oneof({ weight: 4, arbitrary: fc.constant(world.ids[p.name]!) }, arbitraryOf(p.schema, document))
              : arbitraryOf(p.schema, document),
          ]),
      ) as Record<string, fc.Arbitrary<Json>>,
      { requiredKeys: parameters.filter((p) => p.in === place && p.required).map((p) => p.name) },
    );
  const body = declared
    ? fc.oneof(
        ...(declared.example !== undefined ? [fc.constant(declared.example)] : []),
        arbitraryOf(declared.schema, document) as fc.Arbitrary<Json>,
      )
    : fc.constant(undefined);
  const valid: fc.Arbitrary<Drawn> = fc.record({
    params: byPlace('path'),
    query: byPlace('query'),
    headers: byPlace('header'),
    body,
  });
  const needsKey = (operation.security ?? []).some((s) => Object.keys(s).length > 0);
  const caller = needsKey ? designatedCaller(operation.operationId, world.keys) : undefined;
  const otherKeys = [
    undefined,
    'not-a-key',
    'sbx_0000000000000000000000000000',
    world.keys.provider,
    world.keys.integrator,
  ];

  const send = (
    kind: string,
    drawn: Drawn,
    options: { key?: string | null; rawBody?: Buffer; boundary?: string } = {},
  ) => {
    const concretePath = path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(asText(drawn.params[name] ?? '1')),
    );
    const search = new URLSearchParams(
      Object.entries(drawn.query).map(([name, value]): [string, string] => [name, asText(value)]),
    );
    const headers: Record<string, string> = Object.fromEntries(
      Object.entries(drawn.headers).map(([name, value]) => [name, asText(value).replace(/[^\t\x20-\x7e]/g, '?')]),
    );
    let rawBody = options.rawBody;
    if (rawBody === undefined && drawn.body !== undefined && mediaType) {
      if (mediaType === 'multipart/form-data') rawBody = multipartOf(drawn.body, options.boundary ?? 'fuzzboundary');
      else if (mediaType === 'application/x-www-form-urlencoded')
        rawBody = Buffer.from(
          new URLSearchParams(
            Object.entries(drawn.body && typeof drawn.body === 'object' ? drawn.body : {}).map(
              ([k, v]): [string, string] => [k, asText(v)],
            ),
          ).toString(),
        );
      else rawBody = Buffer.from(JSON.stringify(drawn.body));
    }
    if (rawBody !== undefined && mediaType)
      headers['content-type'] =
        mediaType === 'multipart/form-data'
          ? `multipart/form-data; boundary=${options.boundary ?? 'fuzzboundary'}`
          : mediaType;
    const key = options.key === null ? undefined : (options.key ?? caller);
    return new FuzzRequest(kind, method, `${concretePath}${search.size ? `?${search}` : ''}`, key, headers, rawBody);
  };

  const mutations: (fc.Arbitrary<FuzzRequest> | fc.WeightedArbitrary<FuzzRequest>)[] = [
    valid.map((drawn) => send('valid', drawn)),
    // a member of the body replaced by a hostile value, or removed (a required field dropped)
    valid.chain((drawn) => {
      const paths = pathsOf(drawn.body ?? null).filter((p) => p.length > 0);
      if (!paths.length) return fc.constant(send('valid', drawn));
      return fc.tuple(fc.constantFrom(...paths), fc.option(hostile, { nil: undefined, freq: 3 })).map(([at, value]) =>
        send(value === undefined ? 'member dropped' : 'member replaced', {
          ...drawn,
          body: replaced(drawn.body as Json, at, value),
        }),
      );
    }),
    // the whole body of another JSON type, or a hostile one
    valid.chain((drawn) => hostile.map((body) => send('hostile body', { ...drawn, body }))),
    // a parameter (path, query or header) replaced by garbage
    valid.chain((drawn) =>
      fc
        .tuple(
          fc.constantFrom('params' as const, 'query' as const, 'headers' as const),
          fc.oneof(
            fc.string({ unit: 'grapheme', maxLength: 30 }),
            fc.constantFrom('-1', '0', '1e99', '9'.repeat(30), '%', '..', ' '),
          ),
        )
        .map(([place, garbage]) => {
          const names = parameters.filter(
            (p) => ({ params: 'path', query: 'query', headers: 'header' })[place] === p.in,
          );
          if (!names.length) return send('valid', drawn);
          const name = names[garbage.length % names.length]!.name;
          return send(`garbage ${place} ${name}`, { ...drawn, [place]: { ...drawn[place], [name]: garbage } });
        }),
    ),
    // wrong keys: none, malformed, unknown, or another person's
    valid.chain((drawn) =>
      fc
        .constantFrom(...otherKeys)
        .map((key) => send(`key ${key === undefined ? 'none' : 'other'}`, drawn, { key: key ?? null })),
    ),
  ];
  if (mediaType === 'application/json')
    // broken JSON: the body cut short, or garbage
    mutations.push(
      valid.chain((drawn) => {
        const whole = Buffer.from(JSON.stringify(drawn.body ?? {}));
        return fc.oneof(
          fc
            .nat({ max: Math.max(0, whole.length - 1) })
            .map((at) => send('JSON cut', drawn, { rawBody: whole.subarray(0, at) })),
          fc
            .uint8Array({ maxLength: 100 })
            .map((bytes) => send('JSON garbage', drawn, { rawBody: Buffer.from(bytes) })),
        );
      }),
    );
  if (mediaType === 'multipart/form-data')
    // weighed more: what a multipart route gets wrong is mostly the encoding
    mutations.push({
      weight: 3,
      arbitrary: valid.chain((drawn) =>
        brokenMultipart(multipartOf(drawn.body ?? {}, 'fuzzboundary'), 'fuzzboundary').map(({ body, boundary }) =>
          send('multipart broken', drawn, { rawBody: body, boundary }),
        ),
      ),
    });
  return fc.oneof(...mutations.map((m) => ('arbitrary' in m ? m : { weight: 1, arbitrary: m })));
}

// run last, each by a caller of its own: these end the caller's key or account
const endsTheCaller = new Set(['CloseAccount', 'RotateApiKey']);

describe('the contract fuzz: every operation of the served document', () => {
  for (const { path, method, id } of [...operations].sort(
    (a, b) => Number(endsTheCaller.has(a.id)) - Number(endsTheCaller.has(b.id)),
  )) {
    it(`${id}: ${method} ${path}`, async () => {
      const operation = served.paths[path]![method.toLowerCase()]!;
      if (endsTheCaller.has(id))
        world = { ...world, keys: { ...world.keys, shipper: (await api.user('Shipper')).key } };
      await fc.assert(
        fc.asyncProperty(requestsOf(path, method, operation), async (request) => {
          const described = fc.stringify(request);
          let res: Awaited<ReturnType<typeof api.call>>;
          try {
            res = await api.call(request.method, request.path, {
              key: request.key,
              headers: request.headers,
              ...(request.body ? { rawBody: request.body } : {}),
            });
          } catch (error) {
            // no answer (a dropped connection), or one the document does not declare
            throw new Error(`${String(error)}\n${described}`, { cause: error });
          }
          expect(res.status, `${described}\n=> ${JSON.stringify(res.body)?.slice(0, 500)}`).toBeLessThan(500);
          if (res.status >= 400 && res.headers.get('content-type')?.startsWith('application/json'))
            expect(() => errorsOf(res.body), described).not.toThrow();
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      // and the server answers after it
      expect((await api.call('GET', '/v2/openapi.json')).status).toBe(200);
    });
  }
});
