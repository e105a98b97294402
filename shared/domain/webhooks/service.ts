import { newUuid } from '../../data/ids.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { WHOLE_LIST_MAX } from '../limits/lists.ts';
import {
  createDelivery,
  deleteWebhook,
  disableWebhook,
  enableWebhook,
  findDelivery,
  findWebhook,
  noteFailing,
  noteHealthy,
  putWebhook,
  recentDeliveries,
  recordAttempt,
  replaceWebhookSecret,
  webhooksOf,
  type Delivery,
  type Webhook,
} from '../../data/webhooks.ts';
import { findListing } from '../../data/listings.ts';
import { enqueueDelivery, type DeliveryMessage } from '../../queue/webhook-queue.ts';
import { logger } from '../../observability/logger.ts';
import { countBusinessEvent } from '../../observability/metrics.ts';
import type { NotificationDraft } from '../notifications/events.ts';
import type { Principal } from '../users/types.ts';
import { cloudEvent, cloudEventId, exampleEvent, newSigningSecret, signedHeaders, type CloudEvent } from './events.ts';
import { eventTypeOfKind, type EventType } from '../event-payloads/payloads.ts';
import { recordSecurityEvent, type RequestOrigin } from '../security/events.ts';
import { isLoopback, loopbackAllowed, mayConnectTo, refusal } from '../../net/targets.ts';
import { addressesOf, postTo, TargetRefused } from '../../net/webhook-targets.ts';
import * as clock from '../../clock.ts';

// Webhooks beyond the spec (docs/webhooks.md): subscriptions, and at-least-once signed delivery
// with retries and recorded outcomes.

export const MAX_ATTEMPTS = 6;
export const MAX_WEBHOOKS_PER_USER = 10;
/** A webhook whose deliveries have all failed this long is disabled (docs/webhooks.md), as Stripe and Svix do. */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * 86_400_000;
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
    throw ValidationError.field(
      'url',
      `url must be reachable from the internet: ${refusal(target.hostname, addresses)}`,
    );
  }
}

export async function subscribe(
  principal: Principal,
  input: { url: string; eventTypes: string[] },
  origin: RequestOrigin,
): Promise<{ webhook: Webhook }> {
  await checkUrl(input.url).catch(async (error: unknown) => {
    await recordSecurityEvent('Webhook.TargetRefused', origin, principal.userId, {
      host: new URL(input.url).hostname,
      when: 'subscribing',
    });
    throw error;
  });
  if ((await webhooksOf(principal.userId)).length >= MAX_WEBHOOKS_PER_USER) {
    throw ValidationError.field('url', `At most ${MAX_WEBHOOKS_PER_USER} webhooks per user.`);
  }
  const webhook: Webhook = {
    webhookId: newUuid(),
    userId: principal.userId,
    url: input.url,
    eventTypes: [...new Set(input.eventTypes)],
    secret: newSigningSecret(),
    signing: 'standard-webhooks',
    createdOn: clock.now().toISOString(),
  };
  await putWebhook(webhook);
  return { webhook };
}

export const webhooksOfCaller = (principal: Principal) => webhooksOf(principal.userId);

/** A webhook as its owner reads it: never its secret (shown once, at creation), its owner or its signing scheme. */
export const webhookView = ({
  secret: _secret,
  previousSecret,
  userId: _userId,
  signing: _signing,
  failingSince: _failing,
  disabledBy: _by,
  status = 'Enabled',
  ...shown
}: Webhook) => ({
  ...shown,
  status,
  ...(previousSecret && Date.parse(previousSecret.expiresOn) > Date.now()
    ? { previousSecretExpiresOn: previousSecret.expiresOn }
    : {}),
});

export async function unsubscribe(principal: Principal, webhookId: string): Promise<void> {
  if (!(await deleteWebhook(principal.userId, webhookId)))
    throw new NotFoundError('You have no webhook with this id.', 'webhookId');
}

/**
 * The webhook's newest deliveries, as many as a whole list shows (docs/webhooks.md): a webhook keeps
 * every delivery, and a list of them reads no further than it shows.
 */
export async function deliveriesOfCaller(
  principal: Principal,
  webhookId: string,
): Promise<{ items: Delivery[]; totalCount: number; totalCountCapped?: true }> {
  await ownWebhook(principal, webhookId);
  return recentDeliveries(webhookId, WHOLE_LIST_MAX);
}

/**
 * For one notification, a delivery to each of the recipient's webhooks subscribed to its type.
 * Idempotent: a delivery's id derives from the stream event and the webhook, so a replayed batch
 * finds it already made (and enqueues it again only if it never got a first attempt).
 */
export async function scheduleWebhookDeliveries(
  draft: NotificationDraft,
  eventId: string,
  createdOn: string,
): Promise<void> {
  const type = eventTypeOfKind[draft.kind];
  const subscribed = (await webhooksOf(draft.recipientId)).filter((w) => w.eventTypes.includes(type));
  if (subscribed.length === 0) return;
  const listingId = 'listingId' in draft.data ? draft.data.listingId : undefined;
  const listing = listingId === undefined ? undefined : await findListing(listingId);
  const extra = listing ? { referenceNumbers: listing.referenceNumbers } : {};
  for (const webhook of subscribed) {
    const deliveryId = cloudEventId(eventId, webhook.webhookId);
    const delivery: Delivery = {
      deliveryId,
      webhookId: webhook.webhookId,
      userId: webhook.userId,
      eventId,
      eventType: type,
      event: {
        ...cloudEvent(
          draft,
          deliveryId,
          createdOn,
          `urn:shipping-marketplace:${process.env.STAGE ?? 'sandbox'}`,
          extra,
        ),
      },
      status: 'Pending',
      attempts: 0,
      createdOn,
      updatedOn: createdOn,
      ...(draft.copiedFrom ? { copiedFrom: draft.copiedFrom } : {}),
    };
    const created = await createDelivery(delivery);
    const existing = created ? delivery : await findDelivery(webhook.webhookId, createdOn, deliveryId);
    if (created || (existing?.status === 'Pending' && existing.attempts === 0)) {
      await enqueueDelivery({ webhookId: webhook.webhookId, createdOn, deliveryId });
    }
  }
}

/** What one POST of a signed envelope to a webhook came to. */
export interface SendOutcome {
  ok: boolean;
  statusCode?: number;
  error?: string;
  latencyMs: number;
  responseStart?: string;
  refused?: true;
}

/** A delivery as its owner reads it (its owner is the caller). */
export const deliveryView = ({ userId: _userId, ...shown }: Delivery) => shown;

/** An outcome as its owner reads it (a refused target is said in `error`). */
export const outcomeView = ({ refused: _refused, ...shown }: SendOutcome) => shown;

/** POSTs the envelope, signed for this webhook (a new timestamp each time): the outcome, never a throw. */
async function sendEvent(
  webhook: Webhook,
  event: CloudEvent | Record<string, unknown>,
  id: string,
): Promise<SendOutcome> {
  const body = JSON.stringify(event);
  const started = Date.now();
  try {
    const { status, bodyStart } = await postTo(
      webhook.url,
      {
        'content-type': 'application/cloudevents+json; charset=utf-8',
        ...signedHeaders(webhook, id, Math.floor(Date.now() / 1000), body),
        'user-agent': 'shipping-marketplace-webhooks/1',
      },
      body,
      DELIVERY_TIMEOUT_MS,
    );
    return {
      ok: status >= 200 && status < 300,
      statusCode: status,
      latencyMs: Date.now() - started,
      responseStart: bodyStart,
    };
  } catch (error) {
    const refused = error instanceof TargetRefused;
    return {
      ok: false,
      error: refused ? `Refused: ${error.message}` : (error as Error).message,
      latencyMs: Date.now() - started,
      ...(refused ? { refused: true as const } : {}),
    };
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
  if (webhook.status === 'Disabled') {
    // kept, Failed and listed: its owner redelivers it once the webhook is enabled again
    await recordAttempt(delivery, {
      status: 'Failed',
      lastError: `Not sent: the webhook is disabled (${webhook.disabledReason ?? 'by its owner'}).`,
    });
    return;
  }
  const outcome = await sendEvent(webhook, delivery.event, delivery.deliveryId);
  await noteHealth(webhook, outcome.ok);
  if (outcome.refused) {
    // the target's address is no longer a public one: no retry reaches it either
    await recordAttempt(delivery, { status: 'Failed', lastError: outcome.error });
    countBusinessEvent('WebhookDeliveriesFailed');
    await recordSecurityEvent(
      'Webhook.TargetRefused',
      { requestId: `delivery ${delivery.deliveryId}`, sourceAddress: 'marketplace' },
      webhook.userId,
      {
        webhookId: webhook.webhookId,
        host: new URL(webhook.url).hostname,
        when: 'delivering',
      },
    );
    return;
  }
  const attempts = delivery.attempts + 1;
  if (outcome.ok) {
    await recordAttempt(delivery, { status: 'Delivered', lastStatusCode: outcome.statusCode });
  } else if (attempts >= MAX_ATTEMPTS) {
    await recordAttempt(delivery, {
      status: 'Failed',
      lastStatusCode: outcome.statusCode,
      lastError: outcome.error ?? `HTTP ${outcome.statusCode}`,
    });
    countBusinessEvent('WebhookDeliveriesFailed');
    logger.warn('webhook delivery failed for good', {
      webhookId: webhook.webhookId,
      deliveryId: delivery.deliveryId,
      attempts,
    });
  } else {
    // the next attempt is this one's to schedule, unless a duplicate of its message recorded one first
    if (
      await recordAttempt(delivery, {
        status: 'Pending',
        lastStatusCode: outcome.statusCode,
        lastError: outcome.error ?? `HTTP ${outcome.statusCode}`,
      })
    ) {
      await enqueueDelivery(message, retryDelayMs(attempts));
    }
  }
}

/**
 * After each attempt: a success clears the failing clock; a failure starts it, and once every
 * delivery has failed for WEBHOOK_DISABLE_AFTER_MS the webhook is disabled (its owner is told through
 * the stream: docs/notifications.md).
 */
async function noteHealth(webhook: Webhook, ok: boolean, now = clock.now()): Promise<void> {
  if (ok) {
    if (webhook.failingSince) await noteHealthy(webhook);
    return;
  }
  if (!webhook.failingSince) {
    await noteFailing(webhook, now.toISOString());
    return;
  }
  if (now.getTime() - Date.parse(webhook.failingSince) < WEBHOOK_DISABLE_AFTER_MS) return;
  const days = Math.round(WEBHOOK_DISABLE_AFTER_MS / 86_400_000);
  if (
    await disableWebhook(
      webhook,
      `Every delivery since ${webhook.failingSince} failed (${days} days)`,
      now.toISOString(),
    )
  ) {
    logger.warn('webhook disabled', { webhookId: webhook.webhookId, failingSince: webhook.failingSince });
  }
}

/** PUT /v2/webhooks/{webhookId} `{ status }`: its owner enables (or disables) it. */
export async function setWebhookStatus(
  principal: Principal,
  webhookId: string,
  status: 'Enabled' | 'Disabled',
  now = clock.now(),
): Promise<Webhook> {
  const webhook = await ownWebhook(principal, webhookId);
  if (status === 'Enabled') await enableWebhook(webhook);
  else await disableWebhook(webhook, 'Disabled by its owner', now.toISOString(), 'owner');
  return (await findWebhook(principal.userId, webhookId))!;
}

/**
 * POST /v2/webhooks/{webhookId}/secret/rotation: a new secret (shown once); the previous one signs
 * every delivery beside it for `expiresInHours` (0: it stops at once), docs/webhooks.md.
 */
export async function rotateWebhookSecret(
  principal: Principal,
  webhookId: string,
  expiresInHours: number,
  origin: RequestOrigin,
): Promise<{ webhookId: string; secret: string; previousSecretExpiresOn?: string }> {
  const webhook = await ownWebhook(principal, webhookId);
  const secret = newSigningSecret();
  const previousUntil =
    expiresInHours > 0 ? new Date(clock.nowMs() + expiresInHours * 3_600_000).toISOString() : undefined;
  if (!(await replaceWebhookSecret(webhook, secret, previousUntil))) {
    throw new ConflictError(
      'The secret was rotated by another request at the same time; list the webhook and try again.',
      'webhookId',
    );
  }
  await recordSecurityEvent('Webhook.SecretRotated', origin, principal.userId, {
    webhookId,
    ...(previousUntil ? { previousSecretExpiresOn: previousUntil } : {}),
  });
  return { webhookId, secret, ...(previousUntil ? { previousSecretExpiresOn: previousUntil } : {}) };
}

async function ownWebhook(principal: Principal, webhookId: string): Promise<Webhook> {
  const webhook = await findWebhook(principal.userId, webhookId);
  if (!webhook) throw new NotFoundError('You have no webhook with this id.', 'webhookId');
  return webhook;
}

/**
 * POST /v2/webhooks/{webhookId}/test: that type's example (the AsyncAPI document's), with a new id
 * and time and `data.test: true`, signed like any delivery and sent now; the outcome, not a
 * delivery (nothing is retried or listed).
 */
export async function sendTestEvent(
  principal: Principal,
  webhookId: string,
  eventType: EventType,
): Promise<SendOutcome & { eventId: string; eventType: EventType }> {
  const webhook = await ownWebhook(principal, webhookId);
  const eventId = newUuid();
  const example = exampleEvent(eventType, {
    id: eventId,
    time: clock.now().toISOString(),
    source: `urn:shipping-marketplace:${process.env.STAGE ?? 'sandbox'}`,
  });
  const outcome = await sendEvent(webhook, { ...example, data: { ...example.data, test: true } }, eventId);
  return { eventId, eventType, ...outcome };
}

/**
 * POST /v2/webhooks/{webhookId}/deliveries/{deliveryId}/redelivery: a Delivered or Failed delivery
 * sent again now, the same event (same id), a new attempt; 409 while it is still Pending (its
 * retries are under way).
 */
export async function redeliver(
  principal: Principal,
  webhookId: string,
  deliveryId: string,
): Promise<{ delivery: Delivery; outcome: SendOutcome }> {
  const webhook = await ownWebhook(principal, webhookId);
  // among those its list shows: an older one is past redelivering (docs/webhooks.md)
  const delivery = (await recentDeliveries(webhookId, WHOLE_LIST_MAX)).items.find((d) => d.deliveryId === deliveryId);
  if (!delivery)
    throw new NotFoundError(
      `This webhook has no delivery with this id among its newest ${WHOLE_LIST_MAX}.`,
      'deliveryId',
    );
  if (delivery.status === 'Pending')
    throw new ConflictError(
      'This delivery is still being retried; redeliver it once it is Delivered or Failed.',
      'deliveryId',
    );
  const outcome = await sendEvent(webhook, delivery.event, delivery.deliveryId);
  const status = outcome.ok ? 'Delivered' : 'Failed';
  await recordAttempt(delivery, {
    status,
    lastStatusCode: outcome.statusCode,
    lastError: outcome.ok ? undefined : (outcome.error ?? `HTTP ${outcome.statusCode}`),
  });
  return {
    delivery: { ...delivery, status, attempts: delivery.attempts + 1, lastStatusCode: outcome.statusCode },
    outcome,
  };
}
