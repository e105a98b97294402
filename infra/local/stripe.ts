import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { stages, type Stage } from '../../shared/domain/auth/api-keys.ts';
import type Stripe from 'stripe';
import { decideDispute, disputeCharge } from './stripe/disputes.ts';
import { EventDelivery } from './stripe/delivery.ts';
import { stageKeys, type StripeStageKeys } from './stripe/keys.ts';
import { stripeApi } from './stripe/server.ts';
import { StripeStore } from './stripe/store.ts';
import type { Call } from './stripe/wire.ts';

// A local stand-in of Stripe's API (docs/payments.md), as MailDev stands in for SES and ./fmcsa.ts for QCMobile: it
// speaks Stripe's API as the `stripe` SDK calls it (pointed here with host, port and protocol 'http', Files API
// included). Each stage is a Stripe account of its own (sandbox test mode, production live mode) with its keys in
// `<dir>/keys.json` and its objects in `<dir>/objects.json`, both kept across restarts. What it models, in
// ./stripe/: Connect express accounts and their onboarding (connect.ts), PaymentIntents paid with Stripe's test payment
// methods, charges and refunds (payments.ts), transfers, reversals, balances and payouts (connect.ts), disputes and
// evidence files (disputes.ts), events signed and delivered to each stage's endpoint (delivery.ts); the wire (errors,
// idempotency keys, lists, expand) in wire.ts and server.ts.

export type { StripeStageKeys };

export interface StripeStandIn {
  /** The API's root (`http://127.0.0.1:PORT`): STRIPE_API_URL, where the SDK is pointed (host, port, protocol). */
  baseUrl: string;
  /** Each stage's keys, as `.data/stripe/keys.json` holds them. */
  keys: Record<Stage, StripeStageKeys>;
  /** Where the stand-in sends a stage's events (its `/v2/stripe/events`), signed with its webhook secret. */
  deliverEventsTo(stage: Stage, url: string): void;
  /**
   * Tests' knobs, the cardholder's bank played: a charge made earlier disputed now, and a dispute under review closed
   * won or lost, each with Stripe's events (Stripe's test mode has neither: it disputes at the charge and decides at
   * the submission, by magic words in the evidence).
   */
  disputeCharge(stage: Stage, chargeId: string): Stripe.Dispute;
  closeDispute(stage: Stage, disputeId: string, outcome: 'won' | 'lost'): Stripe.Dispute;
  stop(): Promise<void>;
}

/** Serves Stripe's API from `dir` (made when missing) on 127.0.0.1, on `port` or a free one. Prints nothing. */
export async function startStripeStandIn(options: { dir: string; port?: number }): Promise<StripeStandIn> {
  const keys = stageKeys(options.dir);
  const store = StripeStore.open(options.dir);
  const deliveries = Object.fromEntries(
    stages.map((stage) => [
      stage,
      new EventDelivery(store.book(stage), keys[stage].webhookSecret, () => store.flush()),
    ]),
  ) as Record<Stage, EventDelivery>;
  let baseUrl = '';
  const server = createServer(
    stripeApi({ store, keys, baseUrl: () => baseUrl, eventsMade: (stage) => deliveries[stage].wake() }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  /** A knob's change, made on the stage's platform account as a request would make it, then its events sent. */
  const asBank = <T>(stage: Stage, change: (call: Call) => T): T => {
    const book = store.book(stage);
    const call: Call = {
      book,
      owner: book.platform,
      occasion: { now: Math.floor(Date.now() / 1000), request: null },
      baseUrl,
      store,
    };
    const changed = change(call);
    store.flush();
    deliveries[stage].wake();
    return changed;
  };
  return {
    baseUrl,
    keys,
    deliverEventsTo: (stage, url) => deliveries[stage].deliverTo(url),
    disputeCharge: (stage, chargeId) => asBank(stage, (call) => disputeCharge(call, chargeId)),
    closeDispute: (stage, disputeId, outcome) => asBank(stage, (call) => decideDispute(call, disputeId, outcome)),
    stop: async () => {
      await Promise.all(stages.map((stage) => deliveries[stage].stop()));
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      store.flush();
    },
  };
}
