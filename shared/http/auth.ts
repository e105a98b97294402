import { ErrorCode, UnauthorizedError } from '../errors.ts';
import { originOf, type ApiMiddleware } from './middleware.ts';
import { principalOfBearer } from '../domain/auth/service.ts';

// Bearer-key authentication, apart from the other middleware so that a function without auth
// (the fallback) does not bundle the data layer.

/** The bearer credential: the Authorization header, or (RFC 6750 2.3, for legacy OAuth clients
 * that send it so) an `access_token` query parameter. */
function bearerOf(headers: Record<string, string | undefined>, query: Record<string, string | undefined>): string {
  const header = headers.authorization;
  if (!header) {
    if (query.access_token) return query.access_token;
    throw new UnauthorizedError('The Authorization header is required: send `Authorization: Bearer <API key>`.');
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) {
    throw new UnauthorizedError(
      'The Authorization header must be `Bearer <API key>`.',
      ErrorCode.MalformedAuthorization,
    );
  }
  return match[1]!;
}

/**
 * spec 5.2 and 5.7: `Authorization: Bearer <API key>` on a route that takes a key: the key's principal, or why the key
 * (missing, malformed or unknown) is refused, a 401 that `authorization` (./authorization.ts) answers once the rate
 * limit (./rate-limit.ts) has counted the request against its address.
 */
export const authentication = (): ApiMiddleware => ({
  name: 'authentication',
  before: async (request) => {
    const { api } = request.context;
    if (api.route?.auth === 'none') return;
    const { event } = request;
    try {
      api.principal = await principalOfBearer(
        bearerOf(event.headers ?? {}, event.queryStringParameters ?? {}),
        originOf(event),
      );
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) throw error;
      api.refusedKey = error;
    }
  },
});
