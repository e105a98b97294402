import { ErrorCode, ForbiddenError } from '../errors.ts';
import { originOf, type ApiMiddleware } from './middleware.ts';
import { missingScope, scopeRefusal } from '../domain/auth/restricted-keys.ts';
import { recordSecurityEvent } from '../domain/security/events.ts';
import { roleAllows, roleRefusalReason } from '../domain/auth/roles.ts';

/**
 * What the caller may do on a route that takes a key: nothing without a key that authenticates (the 401 of
 * `authentication`, ./auth.ts); with a restricted key, what its scopes allow (docs/auth.md); with a member's key, what
 * its role allows (docs/teams.md). Held and Suspended users can authenticate and read, but not change data
 * (spec 2.14): a route that writes to the table answers them 403.
 */
export const authorization = (): ApiMiddleware => ({
  name: 'authorization',
  before: async (request) => {
    const { route, principal, refusedKey } = request.context.api;
    if (!principal) {
      // a route without a key has no caller to refuse
      if (refusedKey) throw refusedKey;
      return;
    }
    const needed = missingScope(principal, route?.scope);
    if (needed) {
      await recordSecurityEvent('RestrictedKey.ScopeRefused', originOf(request.event), principal.userId, {
        keyId: principal.restrictedKey!.keyId,
        scope: needed,
        route: route!.id,
      });
      throw scopeRefusal(needed, `${route!.method} ${route!.path}`);
    }
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
