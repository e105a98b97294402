import { createHash, randomBytes } from 'node:crypto';

// API keys (spec 5.2): random, generated per environment, sent as `Authorization: Bearer <key>`.
// The stage is a visible prefix so a key sent to the wrong environment can be told apart from a
// wrong key (ARCHITECTURE: keys carry their stage). Only the SHA-256 of a key is stored: a key is
// 256 random bits, so a fast hash is safe (no dictionary to attack) and costs nothing per request.

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

export function newApiKey(stage: Stage): string {
  return prefixOfStage[stage] + randomBytes(32).toString('base64url');
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The stage a key names by its prefix, or undefined when it has no known prefix. */
export function stageOfKey(key: string): Stage | undefined {
  return stages.find((stage) => key.startsWith(prefixOfStage[stage]));
}

const wellFormed = /^(sbx|prd)_[A-Za-z0-9_-]{43}$/;

export function isWellFormedKey(key: string): boolean {
  return wellFormed.test(key);
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
