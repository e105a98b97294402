import { describe, expect, it } from 'vitest';
import { errorsOf, apiForThisFile } from '../support/api.ts';
import { newApiKey } from '../../shared/domain/auth/api-keys.ts';

const api = apiForThisFile({ stage: 'production' });

describe('stages have separate keys (spec 5.2, 9)', () => {
  it('the production stage refuses a sandbox key with a reason saying so', async () => {
    const res = await api.call('GET', '/v2/', { key: newApiKey('sandbox') });
    expect(res.status).toBe(401);
    expect(errorsOf(res.body)[0]!.code).toBe(40103);
    expect(res.body.reason).toMatch(/sandbox key.*production/);
  });

  it('the production stage issues and accepts production keys', async () => {
    const { key } = await api.user('Shipper');
    expect(key.startsWith('prd_')).toBe(true);
    expect((await api.call('GET', '/v2/', { key })).status).toBe(200);
  });
});
