import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fallbackRoute, routes, scopes } from '../../shared/routes/http.ts';
import { canonicalPath, matchRoute, routesForPath } from '../../shared/routes/matching.ts';

describe('the route table', () => {
  it('names every row once and every method + path once', () => {
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => `${r.method} ${r.path}`)).size).toBe(routes.length);
  });

  it('points every row at a handler module that exports `handler`', () => {
    for (const route of [...routes, fallbackRoute]) {
      expect(existsSync(route.handler), route.handler).toBe(true);
      expect(readFileSync(route.handler, 'utf8')).toMatch(/export const handler\b/);
    }
  });

  it('has a request in the per-function benchmark for every row (npm run bench refuses to start without one)', () => {
    // read from its text: the benchmark is a script that makes its world when imported
    const bench = readFileSync('bench/functions.ts', 'utf8');
    const cases = bench.slice(
      bench.indexOf('\nconst cases:'),
      bench.indexOf('\n};\n', bench.indexOf('\nconst cases:')),
    );
    const measured = new Set([...cases.matchAll(/^ {2}(\w+): /gm)].map((m) => m[1]));
    expect(routes.map((r) => r.id).filter((id) => !measured.has(id))).toEqual([]);
  });

  it('gives every authenticated route read access to the table (the key lookup needs it)', () => {
    for (const route of routes.filter((r) => r.auth === 'key')) expect(route.table, route.id).not.toBe('none');
  });

  it('names exactly one scope for every route that takes a key, none for a public one, and every scope reaches some route (docs/auth.md)', () => {
    for (const route of routes)
      expect(route.auth === 'key' ? scopes.includes(route.scope) : route.scope === undefined, route.id).toBe(true);
    expect([...new Set(routes.map((r) => r.scope).filter(Boolean))].sort()).toEqual([...scopes].sort());
    // a read scope changes nothing: its routes are GETs, or POSTs that only compute (search, estimates)
    for (const route of routes.filter((r) => r.scope?.endsWith(':read'))) {
      expect(
        route.method === 'GET' || ['SearchListings', 'CreateEstimate', 'CreateFixedPriceQuote'].includes(route.id),
        route.id,
      ).toBe(true);
    }
  });

  it('keeps paths canonical: no trailing slash (CDK refuses them)', () => {
    for (const route of routes) expect(route.path === '/' || !route.path.endsWith('/'), route.path).toBe(true);
  });

  it("matches the spec's trailing-slash forms like API Gateway does", () => {
    expect(canonicalPath('/v2/')).toBe('/v2');
    expect(matchRoute('GET', '/v2/')?.route.id).toBe('GetActiveUser');
    expect(matchRoute('get', '/v2/lookups/regions/')?.route.id).toBe('ListRegions');
    expect(matchRoute('POST', '/v2/lookups/regions')).toBeUndefined();
    expect(routesForPath('/v2/lookups/regions').map((m) => m.route.method)).toEqual(['GET']);
    expect(routesForPath('/v2/nowhere')).toEqual([]);
  });
});
