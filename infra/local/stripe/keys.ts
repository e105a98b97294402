import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stages, type Stage } from '../../../shared/domain/auth/api-keys.ts';
import { randomText } from './ids.ts';

// Each stage's Stripe keys, as `<dir>/keys.json` holds them: made once, then read back, so that a restart keeps the
// keys the stages' functions were given (and the objects made under them). Each stage is an account of its own, as
// Stripe's test mode and live mode are: sandbox a test-mode key, production a live one.

/** A stage's Stripe keys: a secret key (test mode for sandbox, live mode for production) and its webhook secret. */
export interface StripeStageKeys {
  secretKey: string;
  webhookSecret: string;
}

const modeOf: Record<Stage, 'test' | 'live'> = { sandbox: 'test', production: 'live' };

/** Whether a stage's key is a live-mode one: its objects and events say so (`livemode`). */
export const isLive = (stage: Stage) => modeOf[stage] === 'live';

export function stageKeys(dir: string): Record<Stage, StripeStageKeys> {
  const file = join(dir, 'keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Record<Stage, StripeStageKeys>;
  const keys = Object.fromEntries(
    stages.map((stage) => [
      stage,
      // Stripe's own secret keys are longer; the prefix is what a reader (and the SDK) tells a mode by
      { secretKey: `sk_${modeOf[stage]}_51${randomText(94)}`, webhookSecret: `whsec_${randomText(32)}` },
    ]),
  ) as Record<Stage, StripeStageKeys>;
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`);
  return keys;
}
