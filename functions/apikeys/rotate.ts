import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { KeyRotationBody } from '../../shared/schemas/auth.ts';
import { rotateApiKey } from '../../shared/domain/auth/full-keys.ts';

// A new full key, shown once; the previous one works `expiresInHours` longer (docs/auth.md, "Rotating the full key")
export const handler = endpoint(async ({ principal, body, origin }) => {
  const { expiresInHours } = parseInput(KeyRotationBody, body);
  return ok(await rotateApiKey(principal, expiresInHours, origin), { 'cache-control': 'no-store' });
});
