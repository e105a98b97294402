import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { TokenRequestBody } from '../../shared/schemas/auth.ts';
import { tokenFor } from '../../shared/domain/auth/oauth.ts';

// Legacy OAuth 2.0 token endpoint (spec 5.3, RFC 6749 4.3 and 4.4). Form-encoded per the RFC;
// a JSON body is accepted too.
export const handler = endpoint(async ({ body, rawBody, headers, origin }) => {
  const form = body ?? Object.fromEntries(new URLSearchParams(rawBody?.toString('utf8') ?? ''));
  const token = await tokenFor(parseInput(TokenRequestBody, form), headers.authorization, origin);
  // RFC 6749 5.1: token responses must not be cached
  return ok(token, { 'cache-control': 'no-store', pragma: 'no-cache' });
});
