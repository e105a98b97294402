import { describe, expect, it } from 'vitest';
import { apiForThisFile } from '../support/api.ts';
import { routes } from '../../shared/routes.ts';

const api = apiForThisFile();

describe('GET /v2/openapi.json', () => {
  it('serves the OpenAPI 3.1 document without a key, naming this server', async () => {
    const res = await api.call('GET', '/v2/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.servers).toEqual([{ url: api.url }]);
    const operationIds = Object.values(res.body.paths as Record<string, Record<string, { operationId: string }>>).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
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
