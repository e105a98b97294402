import type { Stage } from '../../shared/domain/auth/api-keys.ts';

// A local stand-in of Stripe's API (docs/payments.md), as MailDev stands in for SES and ./fmcsa.ts for QCMobile: it
// speaks Stripe's API as the `stripe` SDK calls it. Being written (issue 82): the interface first.

/** A stage's Stripe keys: a secret key (test mode for sandbox, live mode for production) and its webhook secret. */
export interface StripeStageKeys {
  secretKey: string;
  webhookSecret: string;
}

export interface StripeStandIn {
  /** The API's root (`http://127.0.0.1:PORT`): STRIPE_API_URL, where the SDK is pointed (host, port, protocol). */
  baseUrl: string;
  /** Each stage's keys, as `.data/stripe/keys.json` holds them. */
  keys: Record<Stage, StripeStageKeys>;
  /** Where the stand-in sends a stage's events (its `/v2/stripe/events`), signed with its webhook secret. */
  deliverEventsTo(stage: Stage, url: string): void;
  stop(): Promise<void>;
}

export async function startStripeStandIn(_options: { dir: string; port?: number }): Promise<StripeStandIn> {
  throw new Error('the Stripe stand-in is being written');
}
