import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  asyncApiBreakingChanges,
  contractCheck,
  openApiBreakingChanges,
  releasedDocuments,
  unannouncedBreakingChanges,
} from '../../infra/ops/contract-diff.ts';
import clientPackage from '../../sdk/package.json' with { type: 'json' };

// docs/client.md, "No accidental breaking change": the documents served now (shared/contract/data/,
// what GET /v2/openapi.json and /v2/asyncapi.json answer) against the last release's. A change that
// breaks a client in the field fails here, named, unless a major release announces it.

const served = () => ({
  openapi: JSON.parse(readFileSync('shared/contract/data/openapi.json', 'utf8')) as Record<string, any>,
  asyncapi: JSON.parse(readFileSync('shared/contract/data/asyncapi.json', 'utf8')) as Record<string, any>,
});
const changelog = readFileSync('sdk/CHANGELOG.md', 'utf8');

describe('the contract against the last release', () => {
  it('lets an answer that had no body (null) gain one, and still names a body taken away', () => {
    const { openapi } = releasedDocuments();
    const withBody = structuredClone(openapi) as Record<string, any>;
    const created = (doc: Record<string, any>) =>
      doc.paths['/v2/listings'].post.responses['201'].content['application/json'];
    expect(created(openapi as Record<string, any>).schema.type).toBe('null');
    created(withBody).schema = {
      type: 'object',
      properties: { listingId: { type: 'integer' } },
      required: ['listingId'],
    };
    expect(openApiBreakingChanges(openapi, withBody)).toEqual([]);
    expect(openApiBreakingChanges(withBody, openapi).map((c) => c.name)).toContain('POST /v2/listings 201');
  });

  it('breaks nothing that no release announces', () => {
    const { unannounced } = contractCheck(served(), clientPackage.version, changelog);
    expect(unannounced.map((c) => `${c.name} (${c.description})`)).toEqual([]);
  });

  it('names each breaking change: a response field removed or its type changed, an enum value gone, a request field newly required, an operation removed', () => {
    const { openapi } = releasedDocuments();
    const after = structuredClone(openapi) as Record<string, any>;
    const listing = after.paths['/v2/listings/{listingId}'].get.responses['200'].content['application/json'].schema;
    delete listing.properties.title;
    listing.properties.expiresOn.type = 'integer';
    after.paths['/v2'].get.responses['200'].content[
      'application/json'
    ].schema.properties.links.items.properties.verb.enum.pop();
    const body = after.paths['/v2/listings'].post.requestBody.content['application/json'].schema;
    body.required = [...(body.required ?? []), 'description'];
    delete after.paths['/v2/lookups/currencies'];
    const names = openApiBreakingChanges(openapi, after).map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /v2/listings/{listingId} 200: title',
        'GET /v2/listings/{listingId} 200: expiresOn',
        'GET /v2 200: links.verb',
        'POST /v2/listings: description',
        'GET /v2/lookups/currencies',
      ]),
    );
    // an optional field added to a response, or a new operation, breaks nothing
    const widened = structuredClone(openapi) as Record<string, any>;
    widened.paths['/v2/listings/{listingId}'].get.responses['200'].content['application/json'].schema.properties.note =
      { type: 'string' };
    widened.paths['/v2/new'] = { get: { responses: { 200: { description: 'new' } } } };
    // nor a new enum value in an answer (clients accept values they do not know), nor a higher bound
    widened.paths['/v2'].get.responses['200'].content[
      'application/json'
    ].schema.properties.links.items.properties.verb.enum.push('PATCH');
    widened.paths['/v2'].get.responses['200'].content['application/json'].schema.properties.links.maxItems += 10;
    expect(openApiBreakingChanges(openapi, widened)).toEqual([]);
  });

  it('names a webhook payload field removed, and an event type removed', () => {
    const { asyncapi } = releasedDocuments();
    const after = structuredClone(asyncapi) as Record<string, any>;
    delete after.components.messages.ListingBookedV1.payload.properties.data.properties.price;
    delete after.components.messages.BidPlacedV1;
    const names = asyncApiBreakingChanges(asyncapi, after).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['webhook Listing.Booked/v1: data.price', 'webhook Bid.Placed/v1']));
  });

  it('lets a breaking change through only when a major version’s changelog entry names it', () => {
    const { openapi } = releasedDocuments();
    const change = { name: 'GET /v2/listings/{listingId} 200: title', description: '[Removed] property `title`' };
    const entry = (version: string, names: string[]) =>
      `# @shipping-marketplace/client\n\n## ${version}\n\n### Major Changes\n\n${names.map((n) => `- ${n}: gone, use name`).join('\n')}\n\n## 2.0.0\n\nFirst.\n`;
    expect(unannouncedBreakingChanges([change], openapi, '3.0.0', entry('3.0.0', [change.name]))).toEqual([]);
    expect(unannouncedBreakingChanges([change], openapi, '3.0.0', entry('3.0.0', ['something else']))).toEqual([
      change,
    ]);
    expect(unannouncedBreakingChanges([change], openapi, '2.1.0', entry('2.1.0', [change.name]))).toEqual([change]);
  });
});
