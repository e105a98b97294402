import { endpoint } from '../../shared/http/endpoint.ts';
import { noContent } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ApiKeyRequestBody } from '../../shared/schemas/auth.ts';
import { revokeApiKeyWithCredentials } from '../../shared/domain/auth/service.ts';

// The key page's revoke (docs/auth.md): signed in with email + password, like getting a key,
// so a user who lost the key can still stop it. 204 whether or not a key existed.
export const handler = endpoint(async ({ body, origin }) => {
  const { emailAddress, password } = parseInput(ApiKeyRequestBody, body);
  await revokeApiKeyWithCredentials({ emailAddress, password, ...origin });
  return noContent();
});
