import { currentStage, hasRetired, newApiKey } from './api-keys.ts';
import {
  endRetiredKey,
  fullKeysOf,
  keyExpiriesDue,
  keyRecordOf,
  restrictedKeysOf,
  type FullKey,
} from '../../data/api-keys.ts';
import { ConflictError, ErrorCode, ForbiddenError } from '../../errors.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security/events.ts';
import type { Principal } from '../users/types.ts';
import { personOf } from './roles.ts';
import { fullKey, keyExpiryEventId, replaceFullKey } from './service.ts';
import { restrictedKeyView } from './restricted-keys.ts';
import * as clock from '../../clock.ts';

// The full key's rotation with overlap (docs/auth.md, "Rotating the full key"), as Stripe rolls a
// key: a new key at once, the previous one kept working for the hours asked, then refused (401,
// code 40105). Both are listed with their expiry, and the previous one with its last use.

/** Most previous keys in their overlap at once: a rotation past this must wait for one to end. */
export const MAX_RETIRING_KEYS = 3;

/**
 * Rotates the caller's full key of this stage: the new key (shown once) and, with an overlap, when the previous one
 * stops.
 */
export async function rotateApiKey(
  principal: Principal,
  expiresInHours: number,
  origin: RequestOrigin,
): Promise<{ userId: number; stage: string; apiKey: string; previousKeyExpiresOn?: string }> {
  // a key gives only scopes it has: a restricted key cannot make the key that has them all
  if (principal.restrictedKey)
    throw new ForbiddenError(
      'Only the full key or an access token can rotate the full key; a restricted key cannot.',
      'Authorization',
      ErrorCode.ScopeMissing,
    );
  const held = await fullKeysOf(personOf(principal));
  const current = held.find((key) => key.retiresOn === undefined);
  if (
    expiresInHours > 0 &&
    current &&
    held.filter((key) => key.retiresOn && !hasRetired(key.retiresOn)).length >= MAX_RETIRING_KEYS
  ) {
    throw new ConflictError(
      `At most ${MAX_RETIRING_KEYS} previous keys keep working at once; rotate with expiresInHours 0, or wait until ` +
        `one expires.`,
      'expiresInHours',
    );
  }
  const apiKey = newApiKey(currentStage());
  const retiresOn =
    expiresInHours > 0 && current ? new Date(clock.nowMs() + expiresInHours * 3_600_000).toISOString() : undefined;
  await replaceFullKey(personOf(principal), fullKey(apiKey), retiresOn);
  await recordSecurityEvent('ApiKey.Rotated', origin, personOf(principal), {
    stage: currentStage(),
    ...(retiresOn ? { previousKeyExpiresOn: retiresOn } : { previousKeyStopped: current !== undefined }),
  });
  return {
    userId: personOf(principal),
    stage: currentStage(),
    apiKey,
    ...(retiresOn ? { previousKeyExpiresOn: retiresOn } : {}),
  };
}

/**
 * A full key as its owner lists it: never the key or its hash, but an id from the hash and its last four characters.
 */
const fullKeyView = (key: FullKey) => ({
  keyId: key.keyHash.slice(0, 16),
  kind: 'full' as const,
  current: key.retiresOn === undefined,
  ...(key.hint ? { lastCharacters: key.hint } : {}),
  ...(key.createdOn ? { createdOn: key.createdOn } : {}),
  ...(key.retiresOn ? { expiresOn: key.retiresOn } : {}),
  expired: hasRetired(key.retiresOn),
  ...(key.lastUsedOn ? { lastUsedOn: key.lastUsedOn, lastUsedFrom: key.lastUsedFrom } : {}),
});

/** The caller's keys of this stage: the full key, the previous ones in their overlap, and the restricted keys. */
export async function apiKeysOfCaller(principal: Principal) {
  const [full, restricted] = await Promise.all([
    fullKeysOf(personOf(principal)),
    restrictedKeysOf(personOf(principal)),
  ]);
  const items = [
    ...full.map(fullKeyView),
    ...restricted.map((key) => ({ ...restrictedKeyView(key), kind: 'restricted' as const })),
  ];
  return { totalCount: items.length, items };
}

/**
 * The key expiry job (shared/routes/schedules.ts keyExpiry, every minute): each rotated key whose overlap is
 * over is entered in its owner's trail (once, dated at its expiry; its use after may have entered it
 * first) and removed. Safe to run twice: the entry is keyed, the removals are idempotent; a key
 * revoked meanwhile is removed without an entry.
 */
export async function endRotatedKeys(now = clock.now()): Promise<number> {
  const due = await keyExpiriesDue(now.toISOString());
  for (const { userId, keyHash, retiresOn } of due) {
    const record = await keyRecordOf(keyHash, true);
    if (record?.retiresOn === retiresOn) {
      await recordSecurityEvent(
        'ApiKey.Expired',
        { requestId: `key-expiry-${retiresOn}`, sourceAddress: 'marketplace' },
        userId,
        { stage: currentStage(), rotated: true },
        { occurredOn: retiresOn, onceAs: keyExpiryEventId(keyHash) },
      );
    }
    await endRetiredKey(userId, keyHash, retiresOn);
  }
  return due.length;
}
