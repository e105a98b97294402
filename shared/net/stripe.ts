import { GetParametersCommand, SSMClient } from '@aws-sdk/client-ssm';
import type Stripe from 'stripe';
import { logger } from '../observability/logger.ts';
import { traced } from '../observability/tracing.ts';

// Stripe (docs/payments.md), through its SDK alone. A deployed stage reaches api.stripe.com with the
// secret key and the webhook secret of the SSM SecureStrings STRIPE_SECRET_KEY_PARAMETER and
// STRIPE_WEBHOOK_SECRET_PARAMETER name (sandbox: a test-mode key, production: a live one); the local
// runtime reaches the stand-in (infra/local/stripe.ts) at STRIPE_API_URL with STRIPE_SECRET_KEY and
// STRIPE_WEBHOOK_SECRET. A function without them has no Stripe: paying is then refused, never guessed.

export type { Stripe };

/** The SSM SecureStrings of a stage's Stripe secret key and webhook secret, put there by hand (docs/deploy.md). */
export const stripeSecretKeyParameter = (stage: string) => `/shipping-marketplace/${stage}/stripe-secret-key`;
export const stripeWebhookSecretParameter = (stage: string) => `/shipping-marketplace/${stage}/stripe-webhook-secret`;

interface StageSecrets {
  secretKey: string;
  webhookSecret: string;
}

/** Whether the stage has Stripe (its keys, or the names of their parameters): else it takes no payments. */
export const stripeConfigured = (): boolean =>
  Boolean(process.env.STRIPE_SECRET_KEY || process.env.STRIPE_SECRET_KEY_PARAMETER);

/** How long a function instance keeps the secrets it read: a rotated key is taken within this. */
const SECRETS_KEPT_MS = 5 * 60_000;

let kept: { secrets: StageSecrets; client: Stripe; readAt: number } | undefined;
let ssm: SSMClient | undefined;

async function secretsFromSsm(): Promise<StageSecrets | undefined> {
  const keyName = process.env.STRIPE_SECRET_KEY_PARAMETER;
  const webhookName = process.env.STRIPE_WEBHOOK_SECRET_PARAMETER;
  if (!keyName || !webhookName) return undefined;
  ssm ??= traced(new SSMClient({ region: process.env.AWS_REGION ?? 'us-east-1' }));
  try {
    const { Parameters = [] } = await ssm.send(
      new GetParametersCommand({ Names: [keyName, webhookName], WithDecryption: true }),
    );
    const value = (name: string) => Parameters.find((p) => p.Name === name)?.Value;
    const secretKey = value(keyName);
    const webhookSecret = value(webhookName);
    return secretKey && webhookSecret ? { secretKey, webhookSecret } : undefined;
  } catch (error) {
    logger.error('the Stripe secrets could not be read from SSM', { error: (error as Error).name });
    return undefined;
  }
}

async function stageSecrets(): Promise<StageSecrets | undefined> {
  const secretKey = process.env.STRIPE_SECRET_KEY;
  const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET;
  if (secretKey && webhookSecret) return { secretKey, webhookSecret };
  return secretsFromSsm();
}

/** Where the SDK sends its calls: Stripe itself, or the URL STRIPE_API_URL names (the local stand-in). */
function addressOf(url: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!url) return {};
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: parsed.port || (parsed.protocol === 'https:' ? 443 : 80),
    protocol: parsed.protocol === 'https:' ? 'https' : 'http',
  };
}

/** The stage's Stripe client and webhook secret, one per function instance; undefined when the stage has none. */
export async function stageStripe(now = Date.now()): Promise<{ stripe: Stripe; webhookSecret: string } | undefined> {
  if (kept && now - kept.readAt < SECRETS_KEPT_MS)
    return { stripe: kept.client, webhookSecret: kept.secrets.webhookSecret };
  const secrets = await stageSecrets();
  if (!secrets) return undefined;
  const client =
    kept?.secrets.secretKey === secrets.secretKey
      ? kept.client
      : // loaded on a function's first payment: most functions that can pay (a listing's creation, a bid) mostly do
        // not, and leave the SDK out of their cold start
        new (await import('stripe')).default(secrets.secretKey, {
          ...addressOf(process.env.STRIPE_API_URL),
          // the SDK retries a lost reply with the same Idempotency-Key, which Stripe answers as the first
          maxNetworkRetries: 2,
          timeout: 20_000,
          telemetry: false,
        });
  kept = { secrets, client, readAt: now };
  return { stripe: client, webhookSecret: secrets.webhookSecret };
}
