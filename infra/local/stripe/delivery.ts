import { setTimeout as sleep } from 'node:timers/promises';
import Stripe from 'stripe';
import type { Book } from './store.ts';

// A stage's events, delivered to its endpoint as Stripe delivers them: a POST of the event's JSON with a
// `Stripe-Signature` header made with the stage's webhook secret. One at a time, oldest first; an event an endpoint
// refuses is tried again after a short wait a few times, then given up on (it stays pending_webhooks 1), not tried for
// days as Stripe does. Events made while no endpoint is set wait for one, across restarts too.

/** Tries in all per event, and the first wait between them (doubling). */
const ATTEMPTS = 5;
const FIRST_WAIT_MS = 250;
/** How long an endpoint has to answer one delivery. */
const TIMEOUT_MS = 10_000;

export class EventDelivery {
  private url: string | undefined;
  private running: Promise<void> | undefined;
  private readonly stopping = new AbortController();

  constructor(
    private readonly book: Book,
    private readonly webhookSecret: string,
    /** Writes the book after an event is settled. */
    private readonly saved: () => void,
  ) {}

  deliverTo(url: string): void {
    this.url = url;
    this.wake();
  }

  /** Starts delivering what waits, unless already delivering (what the running loop has not reached, it reaches). */
  wake(): void {
    if (this.running || !this.url || this.stopping.signal.aborted) return;
    this.running = this.deliverWaiting().finally(() => {
      this.running = undefined;
      // an event made as the loop ended waits for no other wake
      if (this.book.nextUndelivered()) this.wake();
    });
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await this.running;
  }

  private async deliverWaiting(): Promise<void> {
    for (let event = this.book.nextUndelivered(); event; event = this.book.nextUndelivered()) {
      const delivered = await this.deliver(event);
      // stopped on the way: the event stays undelivered, for the next start
      if (this.stopping.signal.aborted) return;
      this.book.settleOldest(delivered);
      this.saved();
    }
  }

  private async deliver(event: Stripe.Event): Promise<boolean> {
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        const response = await fetch(this.url!, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret }),
          },
          body: payload,
          signal: AbortSignal.any([this.stopping.signal, AbortSignal.timeout(TIMEOUT_MS)]),
        });
        await response.arrayBuffer();
        if (response.ok) return true;
      } catch {
        // the endpoint is down, or did not answer in time: tried again like a refusal
      }
      if (this.stopping.signal.aborted) return false;
      if (attempt < ATTEMPTS)
        await sleep(FIRST_WAIT_MS * 2 ** (attempt - 1), undefined, { signal: this.stopping.signal }).catch(() => {});
    }
    return false;
  }
}
