import { describe, expect, it } from 'vitest';
import { apiForThisFile } from '../support/api.ts';
import { routes } from '../../shared/routes/http.ts';
import { lintContract } from '../../infra/ops/lint-contract.ts';
import { keptWarnings } from '../../shared/contract/spectral.ruleset.mjs';

const api = apiForThisFile();

describe('GET /v2/openapi.json', () => {
  it('serves the OpenAPI 3.1 document without a key, naming this server', async () => {
    const res = await api.call('GET', '/v2/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.servers).toEqual([{ url: api.url, description: 'The sandbox stage', 'x-internal': false }]);
    const operationIds = Object.values(
      res.body.paths as Record<string, Record<string, { operationId: string }>>,
    ).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(operationIds.sort()).toEqual(routes.map((r) => r.id).sort());
  });

  it('declares which routes need a key, and a key is not refused there either', async () => {
    const { key } = await api.user('Shipper');
    const res = await api.call('GET', '/v2/openapi.json', { key });
    expect(res.status).toBe(200);
    expect(res.body.paths['/v2/listings'].post.security).toEqual([{ bearer: [] }]);
    expect(res.body.paths['/v2/apikeys'].post.security).toEqual([]);
  });
});

describe('the document states its limits (docs/developer-site.md, "Lint")', () => {
  it('Spectral (OpenAPI + OWASP rules) finds no error and Redocly no problem in the document as served; every warning left has its reason', async () => {
    // as AWS serves it: over https (the local runtime says http unless told)
    const served = await api.call('GET', '/v2/openapi.json', { headers: { 'x-forwarded-proto': 'https' } });
    expect(served.body.servers[0].url).toMatch(/^https:/);
    const findings = await lintContract(served.body);
    const show = (list: typeof findings) => list.map((f) => `${f.tool} ${f.rule} ${f.where}: ${f.message}`);
    expect(show(findings.filter((f) => f.severity === 'error'))).toEqual([]);
    expect(show(findings.filter((f) => f.tool === 'redocly'))).toEqual([]);
    const unexplained = findings.filter((f) => {
      const kept = keptWarnings[f.rule];
      return !kept || (kept.where && !kept.where.some((place) => f.where.startsWith(place)));
    });
    expect(show(unexplained)).toEqual([]);
    // and the linters are really looking: the same document with a limit taken away is an error
    const { paths } = structuredClone(served.body);
    delete paths['/v2/listings'].post.requestBody.content['application/json'].schema.properties.title.maxLength;
    const broken = await lintContract({ ...served.body, paths });
    expect(show(broken.filter((f) => f.severity === 'error'))).toEqual([
      expect.stringContaining('owasp:api4:2023-string-limit paths//v2/listings/post/requestBody'),
    ]);
  });
});
