import { beforeAll, describe, expect, it } from 'vitest';
import { errorsOf, apiForThisFile } from '../support/api.ts';

const api = apiForThisFile();
let key: string;
beforeAll(async () => {
  ({ key } = await api.user('Shipper'));
});

describe('routing and the error format (spec 7)', () => {
  it('an unknown route gets 404 in the 7.2 format, with or without a key', async () => {
    for (const options of [{}, { key }]) {
      const res = await api.call('GET', '/v2/nothing-here', options);
      expect(res.status).toBe(404);
      expect(errorsOf(res.body)[0]).toMatchObject({ code: 40402, field: 'path' });
    }
  });

  it('a known path with an unsupported method gets 405 saying the method is not supported', async () => {
    const res = await api.call('DELETE', '/v2/lookups/regions', { key });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD'); // HEAD is answered wherever GET is (docs/routing.md)
    expect(res.body.reason).toBe("The requested resource does not support http method 'DELETE'.");
    expect(errorsOf(res.body)[0]!.code).toBe(40501);
  });

  it("the spec's trailing-slash paths are served like the canonical ones", async () => {
    const withSlash = await api.call('GET', '/v2/lookups/bidDeclinationReasons/', { key });
    const without = await api.call('GET', '/v2/lookups/bidDeclinationReasons', { key });
    expect(withSlash.status).toBe(200);
    expect(withSlash.body).toEqual(without.body);
  });

  it('malformed JSON gets 400 naming the body, not a 500', async () => {
    const res = await api.call('GET', '/v2/', {
      key,
      rawBody: '{"broken": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)[0]).toMatchObject({ code: 40003, field: 'body' });
  });

  it('a JSON body over 1 MiB gets 413', async () => {
    const res = await api.call('GET', '/v2/', {
      key,
      rawBody: JSON.stringify({ pad: 'x'.repeat(1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(errorsOf(res.body)[0]!.code).toBe(41301);
  });

  it('a malformed percent-escape in a path parameter gets 400 naming it, and the server lives on', async () => {
    const res = await api.call('GET', '/v2/users/%E0%A4%A/profile', { key });
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)[0]!.field).toBe('userId');
    expect((await api.call('GET', '/v2/', { key })).status).toBe(200);
  });

  it('every response carries a request id', async () => {
    for (const res of [
      await api.call('GET', '/v2/', { key }),
      await api.call('GET', '/v2/'),
      await api.call('GET', '/x'),
    ]) {
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('CORS for the developer site (shared/http/cors.ts)', () => {
  const site = 'https://developers.example.com';
  const preflight = (origin: string) =>
    fetch(`${api.url}/v2/apikeys`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });

  it('answers a preflight from the configured origin, and echoes it on the answer', async () => {
    process.env.DEVELOPER_SITE_ORIGINS = `${site},http://localhost:3000`;
    const allowed = await preflight(site);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(site);
    expect(allowed.headers.get('access-control-allow-headers')).toContain('content-type');
    const res = await api.call('GET', '/v2/openapi.json', { headers: { origin: site } });
    expect(res.headers.get('access-control-allow-origin')).toBe(site);
    expect(res.headers.get('access-control-expose-headers')).toContain('x-request-id');
  });

  it('gives another origin nothing to read', async () => {
    process.env.DEVELOPER_SITE_ORIGINS = site;
    const refused = await preflight('https://evil.example.com');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const res = await api.call('GET', '/v2/openapi.json', { headers: { origin: 'https://evil.example.com' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
