import { endpoint } from '../../shared/http/endpoint.ts';
import { created } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { RestrictedKeyBody } from '../../shared/schemas/auth.ts';
import { createRestrictedKey, restrictedKeyView } from '../../shared/domain/auth/restricted-keys.ts';

// A restricted key beside the full key (docs/auth.md, "Restricted keys"): the key is in this answer only
export const handler = endpoint(async ({ principal, body, baseUrl, origin }) => {
  const key = await createRestrictedKey(principal, parseInput(RestrictedKeyBody, body), origin);
  return created(
    `${baseUrl}/v2/apikeys/restricted/${key.keyId}`,
    { ...restrictedKeyView(key), apiKey: key.apiKey },
    { 'cache-control': 'no-store' },
  );
});
