import { randomUUID } from 'node:crypto';
import { currentStage, hashApiKey, newApiKey } from './api-keys.ts';
import { deleteRestrictedKey, putRestrictedKey, restrictedKeysOf, type RestrictedKey } from '../../data/api-keys.ts';
import { ConflictError, ErrorCode, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security/events.ts';
import type { Scope } from '../../routes/http.ts';
import type { Principal } from '../users/types.ts';
import { personOf, roleOf, roleScopes } from './roles.ts';
import * as clock from '../../clock.ts';

// Restricted keys (docs/auth.md, "Restricted keys"): beside a user's full key of the stage, keys
// that reach only the routes of their scopes, each with a name and an optional expiry. A key can
// only hand out scopes it has itself, so a restricted key never makes a broader one.

export const MAX_RESTRICTED_KEYS_PER_USER = 20;
/** The furthest expiry a key may be given: a longer-lived credential is a full key's job. */
export const MAX_EXPIRY_DAYS = 366;

export interface RestrictedKeyRequest {
  name: string;
  scopes: Scope[];
  expiresOn?: string;
}

/** Whether a key is past its expiry at `now`. */
export const hasExpired = (key: { expiresOn?: string }, now = Date.now()) =>
  key.expiresOn !== undefined && Date.parse(key.expiresOn) <= now;

/** The scope a route needs that the caller's key lacks, if any (the full key and OAuth tokens have every scope). */
export const missingScope = (principal: Principal, scope: Scope | undefined): Scope | undefined =>
  scope && principal.restrictedKey && !principal.restrictedKey.scopes.includes(scope) ? scope : undefined;

export const scopeRefusal = (scope: Scope, operation: string) =>
  new ForbiddenError(
    `This key is restricted and lacks the scope \`${scope}\`, which ${operation} needs. Create a key with it on the ` +
      `key page, or use your full key.`,
    'Authorization',
    ErrorCode.ScopeMissing,
  );

/** Creates a restricted key of the caller's user: shown once, in this answer. */
export async function createRestrictedKey(
  principal: Principal,
  request: RestrictedKeyRequest,
  origin: RequestOrigin,
): Promise<RestrictedKey & { apiKey: string }> {
  const scopes = [...new Set(request.scopes)];
  const notHeld = scopes.find((scope) => missingScope(principal, scope));
  if (notHeld)
    throw new ForbiddenError(
      `A key can only give scopes it has; this key lacks \`${notHeld}\`.`,
      'scopes',
      ErrorCode.ScopeMissing,
    );
  // a member's restricted key never exceeds its role (docs/teams.md)
  const beyondRole = scopes.find((scope) => !roleScopes[roleOf(principal)].includes(scope));
  if (beyondRole)
    throw new ForbiddenError(
      `Your role, ${roleOf(principal)}, does not have \`${beyondRole}\`, so no key of yours can.`,
      'scopes',
      ErrorCode.RoleForbids,
    );
  if (request.expiresOn) {
    const at = Date.parse(request.expiresOn);
    if (at <= Date.now()) throw ValidationError.field('expiresOn', 'expiresOn must be in the future.');
    if (at > Date.now() + MAX_EXPIRY_DAYS * 86_400_000)
      throw ValidationError.field('expiresOn', `expiresOn must be within ${MAX_EXPIRY_DAYS} days.`);
  }
  if ((await restrictedKeysOf(personOf(principal))).length >= MAX_RESTRICTED_KEYS_PER_USER) {
    throw new ConflictError(
      `A user holds at most ${MAX_RESTRICTED_KEYS_PER_USER} restricted keys (expired ones count until they are ` +
        `revoked); revoke one first.`,
      'name',
    );
  }
  const apiKey = newApiKey(currentStage(), 'restricted');
  const key: RestrictedKey = {
    keyId: randomUUID(),
    userId: personOf(principal),
    name: request.name,
    scopes,
    createdOn: clock.now().toISOString(),
    keyHash: hashApiKey(apiKey),
    ...(request.expiresOn ? { expiresOn: new Date(request.expiresOn).toISOString() } : {}),
  };
  await putRestrictedKey(key);
  await recordSecurityEvent('RestrictedKey.Created', origin, personOf(principal), {
    keyId: key.keyId,
    name: key.name,
    scopes,
    ...(key.expiresOn ? { expiresOn: key.expiresOn } : {}),
  });
  return { ...key, apiKey };
}

export const restrictedKeysOfCaller = (principal: Principal) => restrictedKeysOf(personOf(principal));

export async function revokeRestrictedKey(principal: Principal, keyId: string, origin: RequestOrigin): Promise<void> {
  const revoked = await deleteRestrictedKey(personOf(principal), keyId);
  // another user's key is not found, as a key that never was (its id tells nothing)
  if (!revoked) throw new NotFoundError(`You have no restricted key ${keyId}.`, 'keyId');
  await recordSecurityEvent('RestrictedKey.Revoked', origin, personOf(principal), { keyId, name: revoked.name });
}

/** A restricted key as its owner lists it: never the key or its hash. */
export const restrictedKeyView = (key: RestrictedKey) => ({
  keyId: key.keyId,
  name: key.name,
  scopes: key.scopes,
  createdOn: key.createdOn,
  ...(key.expiresOn ? { expiresOn: key.expiresOn } : {}),
  expired: hasExpired(key),
});
