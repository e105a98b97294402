import { endpoint } from '../../shared/http/endpoint.ts';
import { noContent } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { RestrictedKeyPath } from '../../shared/schemas/auth.ts';
import { revokeRestrictedKey } from '../../shared/domain/auth/restricted-keys.ts';

// Revoke one of the caller's restricted keys (another user's id is not found)
export const handler = endpoint(async ({ principal, pathParameters, origin }) => {
  await revokeRestrictedKey(principal, parseInput(RestrictedKeyPath, pathParameters, 'path').keyId, origin);
  return noContent();
});
