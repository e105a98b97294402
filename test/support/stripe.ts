import { afterAll, beforeAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import type { Stage } from '../../shared/domain/auth/api-keys.ts';
import { startStripeStandIn, type StripeStandIn } from '../../infra/local/stripe.ts';

// Stripe's stand-in (infra/local/stripe.ts) for one test file: its own folder, not yet made (as `npm start` finds
// .data/stripe/), started before the file's tests, stopped and removed after them.

export interface StripeStandInForFile {
  readonly standIn: StripeStandIn;
  /** Where it keeps its keys and objects. */
  readonly dir: string;
  /** Stripe's SDK with a stage's secret key, pointed at the stand-in as the local runtime points it. */
  client(stage?: Stage): Stripe;
  /** Stops it and starts it again on the same folder and port, as `npm start` run again does. */
  restart(): Promise<void>;
}

export function stripeStandInForThisFile(): StripeStandInForFile {
  let parent: string;
  let dir: string;
  let standIn: StripeStandIn | undefined;
  beforeAll(async () => {
    parent = mkdtempSync(join(tmpdir(), 'stripe-'));
    dir = join(parent, 'stripe');
    standIn = await startStripeStandIn({ dir });
  });
  afterAll(async () => {
    await standIn?.stop();
    rmSync(parent, { recursive: true, force: true });
  });
  const started = () => {
    if (!standIn) throw new Error('the stand-in starts in beforeAll; use it inside tests or later hooks');
    return standIn;
  };
  return {
    get standIn() {
      return started();
    },
    get dir() {
      return dir;
    },
    client(stage = 'sandbox') {
      const { baseUrl, keys } = started();
      const url = new URL(baseUrl);
      return new Stripe(keys[stage].secretKey, {
        host: url.hostname,
        port: url.port,
        protocol: 'http',
        telemetry: false,
      });
    },
    async restart() {
      const port = Number(new URL(started().baseUrl).port);
      await started().stop();
      standIn = undefined;
      standIn = await startStripeStandIn({ dir, port });
    },
  };
}
