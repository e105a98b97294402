import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { openApiDocument } from '../../shared/contract/openapi.ts';
import { documentText } from '../../shared/contract/build-document.ts';
import { publishedDocumentFile } from '../../shared/contract/published.ts';
import { operations } from '../../shared/contract/operations.ts';
import { routes } from '../../shared/routes/http.ts';
import { responseProblem } from '../support/contract.ts';

// The OpenAPI document (docs/developer-site.md). That responses match it is checked on every call
// of the integration tests (test/support/api.ts); here: the document itself, its coverage of
// the route table, its examples, and that the response check can fail.

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      { operationId: string; requestBody?: { content: Record<string, { schema: object; example?: unknown }> } }
    >
  >;
};
const document = openApiDocument('https://api.example.com') as unknown as Doc;

describe('the OpenAPI 3.1 document', () => {
  it('is published as the contract builds it (after a change to a route or schema: npm run build:openapi)', () => {
    expect(
      readFileSync(publishedDocumentFile, 'utf8') === documentText(),
      'shared/contract/data/openapi.json is stale: run npm run build:openapi',
    ).toBe(true);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has exactly one operation per row of the route table, and nothing else', () => {
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => `${method.toUpperCase()} ${path} ${op.operationId}`),
    );
    expect(documented.sort()).toEqual(routes.map((r) => `${r.method} ${r.path} ${r.id}`).sort());
    expect(Object.keys(operations).sort()).toEqual(routes.map((r) => r.id).sort());
  });

  it('every example request validates against its JSON schema and is accepted by the schema the handler parses', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    let examples = 0;
    for (const route of routes) {
      const body = operations[route.id]!.body;
      const content = document.paths[route.path]![route.method.toLowerCase()]!.requestBody?.content ?? {};
      for (const [mediaType, { schema, example }] of Object.entries(content)) {
        if (mediaType === 'multipart/form-data') continue;
        expect(example, `${route.id} ${mediaType} has an example`).toBeDefined();
        const validate = ajv.compile(schema);
        expect(validate(example), `${route.id}: ${ajv.errorsText(validate.errors)}`).toBe(true);
        const parsed = v.safeParse(body!.schema, example);
        expect(parsed.success, `${route.id}: ${JSON.stringify(parsed.issues?.map((i) => i.message))}`).toBe(true);
        examples += 1;
      }
    }
    const declared = Object.values(operations).reduce(
      (n, op) => n + (op.body?.mediaTypes?.length ?? (op.body ? 1 : 0)),
      0,
    );
    expect(examples).toBe(declared);
    expect(examples).toBeGreaterThan(15);
  });
});

describe('the response check used by the integration tests', () => {
  const bid = {
    bidId: 7,
    listingId: 3,
    providerId: 5,
    price: { value: 900, label: '$900.00', shortLabel: '$900.00', currencyType: 'USD' },
    latestPickup: '2027-03-03T23:00:00.000Z',
    latestDelivery: '2027-03-08T00:00:00.000Z',
    state: { value: 'Active', label: 'Active', shortLabel: 'Active' },
    createdOn: '2027-03-01T00:00:00.000Z',
    links: [{ rel: 'Self', verb: 'GET', href: 'https://x/v2/bids/7', title: 'bid' }],
  };
  const json = 'application/json; charset=utf-8';

  it('accepts a declared body and refuses an undeclared field, a missing field or a wrong type', () => {
    expect(responseProblem('GET', '/v2/bids/7', 200, json, bid)).toBeUndefined();
    expect(responseProblem('GET', '/v2/bids/7', 200, json, { ...bid, secret: 'x' })).toMatch(
      /GetBid 200.*additional properties/,
    );
    const { price: _price, ...noPrice } = bid;
    expect(responseProblem('GET', '/v2/bids/7', 200, json, noPrice)).toMatch(/price/);
    expect(responseProblem('GET', '/v2/bids/7', 200, json, { ...bid, bidId: '7' })).toMatch(/bidId/);
  });

  it('holds an undeclared status, an unknown route and a bad error body to the spec 7.2 format', () => {
    const error = { reason: 'No.', errors: [{ code: 40301, field: 'bidId', reason: 'No.', severity: 'Error' }] };
    expect(responseProblem('GET', '/v2/bids/7', 403, json, error)).toBeUndefined();
    expect(responseProblem('GET', '/v2/nowhere', 404, json, error)).toBeUndefined();
    expect(responseProblem('GET', '/v2/bids/7', 403, json, { message: 'Forbidden' })).toMatch(/reason/);
    expect(responseProblem('GET', '/v2/bids/7', 403, json, { reason: 'No.', errors: [] })).toMatch(/errors/);
  });

  it('refuses a body where none is declared, and the wrong media type', () => {
    expect(responseProblem('POST', '/v2/listings/3/activation', 204, null, undefined)).toBeUndefined();
    expect(responseProblem('POST', '/v2/listings/3/activation', 204, json, { ok: true })).toMatch(/without a body/);
    expect(
      responseProblem('GET', '/v2/images/commodities/Boats', 200, 'image/svg+xml; charset=utf-8', '<svg/>'),
    ).toBeUndefined();
    expect(responseProblem('GET', '/v2/images/commodities/Boats', 200, json, {})).toMatch(/declared image\/svg\+xml/);
  });
});
