import { describe, expect, it } from 'vitest';
import {
  checksummedKeyPattern,
  hasWrongChecksum,
  hashApiKey,
  isWellFormedKey,
  newApiKey,
  stageOfKey,
} from '../../shared/domain/auth/api-keys.ts';
import { principalOfBearer } from '../../shared/domain/auth/service.ts';
import { UnauthorizedError } from '../../shared/errors.ts';

describe('API keys', () => {
  it('carry their stage and kind in a visible prefix', () => {
    expect(newApiKey('sandbox')).toMatch(/^sbx_sk_/);
    expect(newApiKey('production')).toMatch(/^prd_sk_/);
    expect(newApiKey('production', 'restricted')).toMatch(/^prd_rk_/);
    expect(stageOfKey(newApiKey('production'))).toBe('production');
    expect(stageOfKey('abc')).toBeUndefined();
  });

  it('are random, never the same twice, and match the expression docs/auth.md gives scanners', () => {
    const a = newApiKey('sandbox');
    expect(isWellFormedKey(a)).toBe(true);
    expect(a).not.toBe(newApiKey('sandbox'));
    expect(isWellFormedKey('sbx_short')).toBe(false);
    for (let i = 0; i < 200; i++)
      expect(newApiKey(i % 2 ? 'sandbox' : 'production', i % 3 ? 'full' : 'restricted')).toMatch(checksummedKeyPattern);
  });

  it('carry a checksum: any one character changed, or two swapped, is told from a key without reading anything', () => {
    const key = newApiKey('sandbox');
    expect(hasWrongChecksum(key)).toBe(false);
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
    for (let at = 7; at < key.length; at++) {
      const changed = key.slice(0, at) + alphabet[(alphabet.indexOf(key[at]!) + 1 + at) % 62] + key.slice(at + 1);
      expect(hasWrongChecksum(changed), changed).toBe(true);
      expect(isWellFormedKey(changed)).toBe(false);
    }
    const swapped = key.slice(0, 10) + key[11] + key[10] + key.slice(12);
    if (swapped !== key) expect(hasWrongChecksum(swapped)).toBe(true);
    // another kind's prefix on the same characters is another key: its checksum fails
    expect(hasWrongChecksum(key.replace('sbx_sk_', 'sbx_rk_'))).toBe(true);
  });

  it('issued before the checksummed format (the stage prefix and 43 base64url characters) stay valid', () => {
    expect(isWellFormedKey('sbx_' + 'A'.repeat(21) + '-_' + 'z'.repeat(20))).toBe(true);
    expect(hasWrongChecksum('sbx_' + 'A'.repeat(43))).toBe(false);
  });

  it('a mistyped key is refused as one before any table read (no table is reachable here)', async () => {
    const key = newApiKey('sandbox');
    const mistyped = key.slice(0, -1) + (key.endsWith('a') ? 'b' : 'a');
    const refusal = await principalOfBearer(mistyped, { requestId: 'r', sourceAddress: '127.0.0.1' }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(UnauthorizedError);
    expect((refusal as UnauthorizedError).message).toMatch(/checksum/);
  });

  it('are stored as a SHA-256 hash that does not contain the key', () => {
    const key = newApiKey('sandbox');
    expect(hashApiKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey(key)).toBe(hashApiKey(key));
    expect(hashApiKey(key)).not.toContain(key.slice(7));
  });
});
