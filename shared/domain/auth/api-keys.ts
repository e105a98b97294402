import { createHash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

// API keys (spec 5.2): random, generated per environment, sent as `Authorization: Bearer <key>`.
// The stage is a visible prefix so a key sent to the wrong environment can be told apart from a
// wrong key (ARCHITECTURE: keys carry their stage). Only the SHA-256 of a key is stored: a key is
// at least 190 random bits, so a fast hash is safe (no dictionary to attack) and costs nothing per request.

export const stages = ['sandbox', 'production'] as const;
export type Stage = (typeof stages)[number];

const prefixOfStage: Record<Stage, string> = { sandbox: 'sbx_', production: 'prd_' };

export function isStage(value: string): value is Stage {
  return (stages as readonly string[]).includes(value);
}

/** The stage this process serves (each stage is its own stack with its own table). */
export function currentStage(): Stage {
  const stage = process.env.STAGE ?? 'sandbox';
  if (!isStage(stage)) throw new Error(`STAGE must be one of ${stages.join(', ')}, not ${stage}`);
  return stage;
}

/** What a key is, in its prefix: the stage's full key, or a restricted key (docs/auth.md, "Key format"). */
export type KeyKind = 'full' | 'restricted';
const prefixOfKind: Record<KeyKind, string> = { full: 'sk_', restricted: 'rk_' };

// Keys a secret scanner can find (docs/auth.md, "Key format"), as GitHub's tokens are: a fixed
// prefix per stage and kind, 32 base62 characters (190 random bits), and a 6-character base62
// CRC32 of everything before it, so a scanner (and this API, before any table read) tells a key
// from a random string or a mistyped key. Keys of the unchecksummed form (legacyKey) are valid too (docs/compat.md).
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RANDOM_CHARACTERS = 32;
const CHECKSUM_CHARACTERS = 6;

function randomBase62(length: number): string {
  let text = '';
  while (text.length < length) {
    // 248 = 4 x 62: a byte at or above it is drawn again, so every character is equally likely
    for (const byte of randomBytes(length)) if (byte < 248 && text.length < length) text += BASE62[byte % 62];
  }
  return text;
}

function checksumOf(body: string): string {
  let value = crc32(body);
  let text = '';
  for (let i = 0; i < CHECKSUM_CHARACTERS; i++, value = Math.floor(value / 62)) text = BASE62[value % 62] + text;
  return text;
}

/**
 * What every key of the stage starts with (`sbx_`, `prd_`), and with `kind` what every key of that kind does
 * (`sbx_sk_`, `prd_rk_` ...): for tests and tools that must not assume a stage.
 */
export const keyPrefixOf = (stage: Stage, kind?: KeyKind): string =>
  prefixOfStage[stage] + (kind ? prefixOfKind[kind] : '');

export function newApiKey(stage: Stage, kind: KeyKind = 'full'): string {
  const body = prefixOfStage[stage] + prefixOfKind[kind] + randomBase62(RANDOM_CHARACTERS);
  return body + checksumOf(body);
}

/**
 * A full key a rotation retires has retired once its `retiresOn` has passed (docs/auth.md, "Rotating the full key").
 */
export const hasRetired = (retiresOn: string | undefined, now = Date.now()): boolean =>
  retiresOn !== undefined && Date.parse(retiresOn) <= now;

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The stage a key names by its prefix, or undefined when it has no known prefix. */
export function stageOfKey(key: string): Stage | undefined {
  return stages.find((stage) => key.startsWith(prefixOfStage[stage]));
}

/** A key in the checksummed format, right or not (the regular expression docs/auth.md gives scanners). */
export const checksummedKeyPattern = /^(sbx|prd)_(sk|rk)_[0-9A-Za-z]{38}$/;
/** Keys without a kind or checksum (docs/compat.md): the stage's prefix and 43 base64url characters. */
const legacyKey = /^(sbx|prd)_[A-Za-z0-9_-]{43}$/;

/** A key of the checksummed format whose checksum does not match: mistyped or cut, refused without a table read. */
export function hasWrongChecksum(key: string): boolean {
  if (!checksummedKeyPattern.test(key)) return false;
  const body = key.slice(0, -CHECKSUM_CHARACTERS);
  return checksumOf(body) !== key.slice(-CHECKSUM_CHARACTERS);
}

export function isWellFormedKey(key: string): boolean {
  return legacyKey.test(key) || (checksummedKeyPattern.test(key) && !hasWrongChecksum(key));
}

// OAuth 2.0 access tokens for legacy clients (spec 5.3): like a key, with `at_` after the stage
// prefix, and valid for ACCESS_TOKEN_SECONDS.
export const ACCESS_TOKEN_SECONDS = 3600;

export function newAccessToken(stage: Stage): string {
  return `${prefixOfStage[stage]}at_${randomBytes(32).toString('base64url')}`;
}

export function isWellFormedAccessToken(token: string): boolean {
  return /^(sbx|prd)_at_[A-Za-z0-9_-]{43}$/.test(token);
}
