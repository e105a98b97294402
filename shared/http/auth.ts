import { ErrorCode, UnauthorizedError } from './errors.ts';
import type { ApiMiddleware } from './middleware.ts';
import { principalOfKey } from '../domain/auth/service.ts';
import type { Principal } from '../domain/users/types.ts';

// Bearer-key authentication, apart from the other middleware so that a function without auth
// (the fallback) does not bundle the data layer.

// Warm containers answer most requests without reading the table (ARCHITECTURE pattern 1).
// A replaced key or a status change therefore takes up to this long to reach a warm Lambda.
const principalCache = new Map<string, { principal: Principal; until: number }>();

function cacheTtlMs(): number {
  return Number(process.env.AUTH_CACHE_TTL_SECONDS ?? 60) * 1000;
}

/** spec 5.2 and 5.7: `Authorization: Bearer <API key>`; 401 when missing, malformed or unknown. */
export const bearerAuth = (): ApiMiddleware => ({
  name: 'bearerAuth',
  before: async (request) => {
    if (request.context.api.route?.auth === 'none') return;
    const header = request.event.headers?.authorization;
    if (!header) {
      throw new UnauthorizedError('The Authorization header is required: send `Authorization: Bearer <API key>`.');
    }
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) {
      throw new UnauthorizedError('The Authorization header must be `Bearer <API key>`.', ErrorCode.MalformedAuthorization);
    }
    const key = match[1]!;
    const cached = principalCache.get(key);
    if (cached && cached.until > Date.now()) {
      request.context.api.principal = cached.principal;
      return;
    }
    const principal = await principalOfKey(key);
    principalCache.set(key, { principal, until: Date.now() + cacheTtlMs() });
    request.context.api.principal = principal;
  },
});
