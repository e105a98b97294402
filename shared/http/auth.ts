import { ErrorCode, ForbiddenError, UnauthorizedError } from '../errors.ts';
import { originOf, type ApiMiddleware } from './middleware.ts';
import { missingScope, scopeRefusal } from '../domain/auth/restricted-keys.ts';
import { recordSecurityEvent } from '../domain/security/events.ts';
import { principalOfBearer } from '../domain/auth/service.ts';
import { admitAddressRequest, admitRequest, TooManyRequestsError } from './rate-limit.ts';
import { currentStage } from '../domain/auth/api-keys.ts';
import { roleAllows, roleRefusalReason } from '../domain/auth/roles.ts';

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
 * spec 5.2 and 5.7: `Authorization: Bearer <API key>`; 401 when missing, malformed or unknown.
 * Held and Suspended users can authenticate and read, but not change data (spec 2.14): a route
 * that writes to the table answers them 403.
 */
export const bearerAuth = (): ApiMiddleware => ({
  name: 'bearerAuth',
  before: async (request) => {
    const route = request.context.api.route;
    const origin = originOf(request.event);
    // docs/limits.md: every response carries the limit it was counted against, a 429 included
    const limited = (admission: Promise<Record<string, string>>) =>
      admission.catch((error: unknown) => {
        if (error instanceof TooManyRequestsError) request.context.api.rateLimitHeaders = error.headers;
        throw error;
      });
    // without a key (a public route, or a key that is missing or wrong) a request counts against its
    // source address: API Gateway's sourceIp, never a header the client sends
    const byAddress = async () => {
      request.context.api.rateLimitHeaders = await limited(admitAddressRequest(origin.sourceAddress, currentStage()));
    };
    if (route?.auth === 'none') return byAddress();
    const authenticate = async () =>
      principalOfBearer(bearerOf(request.event.headers ?? {}, request.event.queryStringParameters ?? {}), origin);
    const principal = await authenticate().catch(async (error: unknown) => {
      // a 429 over the address's limit, else the 401 with its headers
      if (error instanceof UnauthorizedError) await byAddress();
      throw error;
    });
    request.context.api.principal = principal;
    request.context.api.rateLimitHeaders = await limited(admitRequest(principal));
    const needed = missingScope(principal, route?.scope);
    if (needed) {
      await recordSecurityEvent('RestrictedKey.ScopeRefused', origin, principal.userId, {
        keyId: principal.restrictedKey!.keyId,
        scope: needed,
        route: route!.id,
      });
      throw scopeRefusal(needed, `${route!.method} ${route!.path}`);
    }
    // a member's role (docs/teams.md): what its company lets it do, whatever its key's scopes
    if (route && principal.member && !roleAllows(principal.member.role, route)) {
      throw new ForbiddenError(
        roleRefusalReason(principal.member.role, `${route.method} ${route.path}`),
        'role',
        ErrorCode.RoleForbids,
      );
    }
    if (route?.table === 'readwrite' && principal.status !== 'Active') {
      throw new ForbiddenError(
        `This account is ${principal.status}: it can sign in and read, but cannot change data. Contact support to ` +
          `reactivate it.`,
      );
    }
  },
});
