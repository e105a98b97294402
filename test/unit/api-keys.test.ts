import { describe, expect, it } from 'vitest';
import { hashApiKey, isWellFormedKey, newApiKey, stageOfKey } from '../../shared/domain/auth/api-keys.ts';

describe('API keys', () => {
  it('carry their stage in a visible prefix', () => {
    expect(newApiKey('sandbox')).toMatch(/^sbx_/);
    expect(newApiKey('production')).toMatch(/^prd_/);
    expect(stageOfKey(newApiKey('production'))).toBe('production');
    expect(stageOfKey('abc')).toBeUndefined();
  });

  it('are 256 random bits, never the same twice', () => {
    const a = newApiKey('sandbox');
    expect(isWellFormedKey(a)).toBe(true);
    expect(a).not.toBe(newApiKey('sandbox'));
    expect(isWellFormedKey('sbx_short')).toBe(false);
  });

  it('are stored as a SHA-256 hash that does not contain the key', () => {
    const key = newApiKey('sandbox');
    expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey(key)).toBe(hashApiKey(key));
    expect(hashApiKey(key)).not.toContain(key.slice(4));
  });
});
