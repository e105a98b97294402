import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ApiKeyRequestBody } from '../../shared/schemas/auth.ts';
import { apiKeyForCredentials } from '../../shared/domain/auth/service.ts';
import { currentStage } from '../../shared/domain/auth/api-keys.ts';

// Self-service key (spec 5.2): sign in with email + password, get a new key for this stage.
// The key is shown once; it replaces the previous one (docs/auth.md).
export const handler = endpoint(async ({ body, origin }) => {
  const { emailAddress, password } = parseInput(ApiKeyRequestBody, body);
  const { userId, apiKey } = await apiKeyForCredentials({ emailAddress, password, ...origin });
  return ok({ userId, stage: currentStage(), apiKey }, { 'cache-control': 'no-store' });
});
