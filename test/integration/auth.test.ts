import { describe, expect, it } from 'vitest';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { errorsOf, apiForThisFile } from '../support/api.ts';
import { hashApiKey, newApiKey } from '../../shared/domain/auth/api-keys.ts';
import { issueApiKey } from '../../shared/domain/auth/service.ts';
import { db } from '../../shared/data/client.ts';
import { keys } from '../../shared/data/keys.ts';

const api = apiForThisFile();

describe('bearer-key authentication (spec 5)', () => {
  it('a request without an Authorization header gets 401 naming the header', async () => {
    const res = await api.call('GET', '/v2/');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(errorsOf(res.body)[0]).toMatchObject({ code: 40101, field: 'Authorization', severity: 'Error' });
  });

  it('a header that is not `Bearer <key>` gets 401', async () => {
    const res = await api.call('GET', '/v2/', { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(res.status).toBe(401);
    expect(errorsOf(res.body)[0]!.code).toBe(40104);
  });

  it('an unknown key of the right stage gets 401', async () => {
    const res = await api.call('GET', '/v2/', { key: newApiKey('sandbox') });
    expect(res.status).toBe(401);
    expect(errorsOf(res.body)[0]!.code).toBe(40102);
  });

  it('a token that is not a key of this service gets 401', async () => {
    const res = await api.call('GET', '/v2/', { key: 'not-a-key' });
    expect(res.status).toBe(401);
    expect(errorsOf(res.body)[0]!.code).toBe(40102);
  });

  it('a production key sent to the sandbox gets 401 with a reason saying so', async () => {
    const res = await api.call('GET', '/v2/', { key: newApiKey('production') });
    expect(res.status).toBe(401);
    expect(errorsOf(res.body)[0]!.code).toBe(40103);
    expect(res.body.reason).toMatch(/production key.*sandbox/);
  });

  it('a valid key gets through, and a key replaced by a newer one stops working', async () => {
    const { user, key } = await api.user('Shipper');
    expect((await api.call('GET', '/v2/', { key })).status).toBe(200);
    const newer = await issueApiKey(user.userId);
    expect((await api.call('GET', '/v2/', { key })).status).toBe(401);
    expect((await api.call('GET', '/v2/', { key: newer })).status).toBe(200);
  });

  it('only the hash of a key is stored', async () => {
    const { key } = await api.user('Shipper');
    const { Item } = await db().send(new GetCommand({ TableName: api.tableName, Key: keys.apiKey(hashApiKey(key)) }));
    expect(Item).toBeDefined();
    expect(JSON.stringify(Item)).not.toContain(key);
  });

  it('a warm function resolves a key once, and resolves it again when a credential of its user ended', async () => {
    const { user, key } = await api.user('Shipper');
    expect((await api.call('GET', '/v2/lookups/currencies', { key })).status).toBe(200);
    // the key's record removed behind the function's back: what it resolved still answers, since nothing
    // told the user item a credential ended (only a revocation's own transaction does: docs/auth.md, "Revocation")
    const { Item } = await db().send(new GetCommand({ TableName: api.tableName, Key: keys.apiKey(hashApiKey(key)) }));
    await db().send(new DeleteCommand({ TableName: api.tableName, Key: keys.apiKey(hashApiKey(key)) }));
    expect((await api.call('GET', '/v2/lookups/currencies', { key })).status).toBe(200);
    // the version moves: the next request resolves the key again, and finds it gone
    await db().send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: keys.user(user.userId),
        UpdateExpression: 'ADD credentialsVersion :one',
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
    expect((await api.call('GET', '/v2/lookups/currencies', { key })).status).toBe(401);
    await db().send(new PutCommand({ TableName: api.tableName, Item: Item! }));
    expect((await api.call('GET', '/v2/lookups/currencies', { key })).status).toBe(200);
  });

  it('every route of the table except public ones refuses a missing key', async () => {
    const { routes } = await import('../../shared/routes/http.ts');
    for (const route of routes.filter((r) => r.auth === 'key')) {
      const path = route.path.replace(/\{[^}]+\}/g, '1');
      const res = await api.call(route.method, path);
      expect(res.status, `${route.method} ${path}`).toBe(401);
    }
  });
});
