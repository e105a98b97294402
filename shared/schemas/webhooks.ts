import * as v from 'valibot';
import { object } from './objects.ts';
import { uuidId } from './paths.ts';
import { oneOf, overlapHours } from './common.ts';
import { webhookEventTypes } from '../domain/webhooks/events.ts';

export const SubscribeBody = object({
  url: v.pipe(v.string(), v.trim(), v.url('must be a web address'), v.maxLength(2000)),
  eventTypes: v.pipe(
    v.array(oneOf(webhookEventTypes)),
    v.minLength(1, 'subscribe to at least one event type'),
    v.maxLength(webhookEventTypes.length, `at most ${webhookEventTypes.length} (each event type once)`),
  ),
});

export const WebhookIdPath = object({ webhookId: uuidId('a webhook id') });
export const DeliveryPath = object({ webhookId: uuidId('a webhook id'), deliveryId: uuidId('a delivery id') });

/** PUT /v2/webhooks/{webhookId}: its owner enables it again (or disables it). */
export const WebhookStatusBody = object({ status: oneOf(['Enabled', 'Disabled'] as const) });

/** POST /v2/webhooks/{webhookId}/test: which event type's example to send. */
export const TestEventBody = object({ eventType: oneOf(webhookEventTypes) });

/** Most hours a webhook's previous secret still signs beside the new one (docs/webhooks.md, "Rotating the secret"). */
export const MAX_SECRET_OVERLAP_HOURS = 72;

/** Body of POST /v2/webhooks/{webhookId}/secret/rotation. */
export const SecretRotationBody = object({ expiresInHours: overlapHours(MAX_SECRET_OVERLAP_HOURS) });
