import { randomUUID } from 'node:crypto';
import { NotFoundError, ValidationError } from '../errors.ts';
import { createDelivery, deleteWebhook, deliveriesOf, findDelivery, findWebhook, putWebhook, recordAttempt, webhooksOf, type Delivery, type Webhook } from '../../data/webhooks.ts';
import { findListing } from '../../data/listings.ts';
import { enqueueDelivery, type DeliveryMessage } from '../../queue/webhook-queue.ts';
import { logger } from '../../observability/logger.ts';
import { countBusinessEvent } from '../../observability/metrics.ts';
import type { NotificationDraft } from '../notifications/events.ts';
import type { Principal } from '../users/types.ts';
import { cloudEvent, cloudEventId, newSigningSecret, signedHeaders } from './events.ts';
import { eventTypeOfKind } from '../notifications/payloads.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security/events.ts';
import { isLoopback, loopbackAllowed, mayConnectTo, refusal } from './targets.ts';
import { addressesOf, postTo, TargetRefused } from '../../net/webhook-targets.ts';

// Webhooks beyond the spec (docs/webhooks.md): subscriptions, and at-least-once signed delivery
// with retries and recorded outcomes.

export const MAX_ATTEMPTS = 6;
export const MAX_WEBHOOKS_PER_USER = 10;
const DELIVERY_TIMEOUT_MS = 5000;

/** Delay before attempt n+1 after n failed ones: base * 4^(n-1) (30 s, 2 min, 8 min, 15 min cap in SQS). */
export function retryDelayMs(failedAttempts: number): number {
  const base = Number(process.env.WEBHOOK_RETRY_BASE_MS ?? 30_000);
  return base * 4 ** (failedAttempts - 1);
}

/**
 * A target must be https on a public address (docs/webhooks.md): an address literal in any form
 * the URL parser reads (decimal, hex, IPv4-mapped), or a name resolving to at least one public
 * address (a name that does not resolve yet is taken; delivery checks again). The local runtime
 * may deliver over http to loopback.
 */
async function checkUrl(url: string): Promise<void> {
  const target = new URL(url);
  const addresses = await addressesOf(target.hostname);
  const local = loopbackAllowed() && addresses.length > 0 && addresses.every(isLoopback);
  if (target.protocol !== 'https:' && !local) throw ValidationError.field('url', 'url must be an https address.');
  if (addresses.length > 0 && !addresses.some((address) => mayConnectTo(address, loopbackAllowed()))) {
    throw ValidationError.field('url', `url must be reachable from the internet: ${refusal(target.hostname, addresses)}`);
  }
}

export async function subscribe(principal: Principal, input: { url: string; eventTypes: string[] }, origin: RequestOrigin): Promise<{ webhook: Webhook }> {
  await checkUrl(input.url).catch(async (error: unknown) => {
    await recordSecurityEvent('Webhook.TargetRefused', origin, principal.userId, { host: new URL(input.url).hostname, when: 'subscribing' });
    throw error;
  });
  if ((await webhooksOf(principal.userId)).length >= MAX_WEBHOOKS_PER_USER) {
    throw ValidationError.field('url', `At most ${MAX_WEBHOOKS_PER_USER} webhooks per user.`);
  }
  const webhook: Webhook = {
    webhookId: randomUUID(), userId: principal.userId, url: input.url, eventTypes: [...new Set(input.eventTypes)],
    secret: newSigningSecret(), signing: 'standard-webhooks', createdOn: new Date().toISOString(),
  };
  await putWebhook(webhook);
  return { webhook };
}

export const webhooksOfCaller = (principal: Principal) => webhooksOf(principal.userId);

/** A webhook as its owner reads it: never its secret (shown once, at creation), its owner or its signing scheme. */
export const webhookView = ({ secret: _secret, userId: _userId, signing: _signing, ...shown }: Webhook) => shown;

export async function unsubscribe(principal: Principal, webhookId: string): Promise<void> {
  if (!(await deleteWebhook(principal.userId, webhookId))) throw new NotFoundError('You have no webhook with this id.', 'webhookId');
}

export async function deliveriesOfCaller(principal: Principal, webhookId: string): Promise<Delivery[]> {
  if (!(await findWebhook(principal.userId, webhookId))) throw new NotFoundError('You have no webhook with this id.', 'webhookId');
  return deliveriesOf(webhookId);
}

/**
 * For one notification, a delivery to each of the recipient's webhooks subscribed to its type.
 * Idempotent: a delivery's id derives from the stream event and the webhook, so a replayed batch
 * finds it already made (and enqueues it again only if it never got a first attempt).
 */
export async function scheduleWebhookDeliveries(draft: NotificationDraft, eventId: string, createdOn: string): Promise<void> {
  const type = eventTypeOfKind[draft.kind];
  const subscribed = (await webhooksOf(draft.recipientId)).filter((w) => w.eventTypes.includes(type));
  if (subscribed.length === 0) return;
  const listingId = 'listingId' in draft.data ? draft.data.listingId : undefined;
  const listing = listingId === undefined ? undefined : await findListing(listingId);
  const extra = listing ? { referenceNumbers: listing.referenceNumbers } : {};
  for (const webhook of subscribed) {
    const deliveryId = cloudEventId(eventId, webhook.webhookId);
    const delivery: Delivery = {
      deliveryId, webhookId: webhook.webhookId, userId: webhook.userId, eventId, eventType: type,
      event: { ...cloudEvent(draft, deliveryId, createdOn, `urn:shipping-marketplace:${process.env.STAGE ?? 'sandbox'}`, extra) },
      status: 'Pending', attempts: 0, createdOn, updatedOn: createdOn,
    };
    const created = await createDelivery(delivery);
    const existing = created ? delivery : await findDelivery(webhook.webhookId, createdOn, deliveryId);
    if (created || (existing?.status === 'Pending' && existing.attempts === 0)) {
      await enqueueDelivery({ webhookId: webhook.webhookId, createdOn, deliveryId });
    }
  }
}

/** One delivery attempt: POST the signed envelope; on failure retry later, up to MAX_ATTEMPTS. */
export async function attemptDelivery(message: DeliveryMessage): Promise<void> {
  const delivery = await findDelivery(message.webhookId, message.createdOn, message.deliveryId);
  if (!delivery || delivery.status !== 'Pending') return; // done already: a duplicate message
  const webhook = await findWebhook(delivery.userId, delivery.webhookId);
  if (!webhook) {
    await recordAttempt(delivery, { status: 'Failed', lastError: 'The webhook was deleted.' });
    return;
  }
  const body = JSON.stringify(delivery.event);
  let outcome: { ok: boolean; lastStatusCode?: number; lastError?: string };
  try {
    const status = await postTo(webhook.url, {
      'content-type': 'application/cloudevents+json; charset=utf-8',
      ...signedHeaders(webhook, delivery.deliveryId, Math.floor(Date.now() / 1000), body),
      'user-agent': 'shipping-marketplace-webhooks/1',
    }, body, DELIVERY_TIMEOUT_MS);
    outcome = { ok: status >= 200 && status < 300, lastStatusCode: status };
  } catch (error) {
    if (error instanceof TargetRefused) {
      // the target's address is no longer a public one: no retry reaches it either
      await recordAttempt(delivery, { status: 'Failed', lastError: `Refused: ${error.message}` });
      countBusinessEvent('WebhookDeliveriesFailed');
      await recordSecurityEvent('Webhook.TargetRefused', { requestId: `delivery ${delivery.deliveryId}`, sourceAddress: 'marketplace' }, webhook.userId, {
        webhookId: webhook.webhookId, host: new URL(webhook.url).hostname, when: 'delivering',
      });
      return;
    }
    outcome = { ok: false, lastError: (error as Error).message };
  }
  const attempts = delivery.attempts + 1;
  if (outcome.ok) {
    await recordAttempt(delivery, { status: 'Delivered', lastStatusCode: outcome.lastStatusCode });
  } else if (attempts >= MAX_ATTEMPTS) {
    await recordAttempt(delivery, { status: 'Failed', lastStatusCode: outcome.lastStatusCode, lastError: outcome.lastError ?? `HTTP ${outcome.lastStatusCode}` });
    countBusinessEvent('WebhookDeliveriesFailed');
    logger.warn('webhook delivery failed for good', { webhookId: webhook.webhookId, deliveryId: delivery.deliveryId, attempts });
  } else {
    await recordAttempt(delivery, { status: 'Pending', lastStatusCode: outcome.lastStatusCode, lastError: outcome.lastError ?? `HTTP ${outcome.lastStatusCode}` });
    await enqueueDelivery(message, retryDelayMs(attempts));
  }
}
