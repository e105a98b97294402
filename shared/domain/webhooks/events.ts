import { createHmac, timingSafeEqual } from 'node:crypto';
import { newSecretBytes } from '../../data/ids.ts';
import { derivedUuid } from '../ids.ts';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import type { NotificationDraft } from '../notifications/events.ts';
import * as v from 'valibot';
import { eventPayloads, eventTypeOfKind, ReferenceNumbersOfEvent, type EventType } from '../event-payloads/payloads.ts';
import type { Webhook } from '../../data/webhooks.ts';
import { boundedText, instant, uuidText } from '../../bounded.ts';

// Webhook events (docs/webhooks.md): CloudEvents 1.0 JSON envelopes, named like the original
// marketplace's integrator events (Listing.Booked/v1, Shipment.TransitStatusChanged/v1) and ours.

/** Every event type a webhook may subscribe to, in the order the AsyncAPI document lists them. */
export const webhookEventTypes = Object.keys(eventPayloads) as EventType[];

/** The CloudEvents 1.0 envelope of one event type, as a webhook receives it (docs/webhooks.md). */
export const cloudEventSchema = <T extends EventType>(type: T) =>
  v.object({
    specversion: v.literal('1.0'),
    id: v.pipe(uuidText, v.description('The same on every retry of this event to this webhook: de-duplicate on it')),
    source: v.pipe(boundedText(100), v.description('urn:shipping-marketplace:<stage>')),
    type: v.literal(type),
    time: instant,
    datacontenttype: v.literal('application/json'),
    subject: v.optional(
      v.pipe(boundedText(40), v.description('listings/<listingId>, when the event is about a listing')),
    ),
    data: v.object({
      ...eventPayloads[type].data.entries,
      referenceNumbers: ReferenceNumbersOfEvent,
      test: v.optional(
        v.pipe(
          v.literal(true),
          v.description(
            'Present, and true, only on a test event (POST /v2/webhooks/{webhookId}/test): act on nothing in it',
          ),
        ),
      ),
    }),
  });

export interface CloudEvent {
  specversion: '1.0';
  id: string;
  source: string;
  type: EventType;
  time: string;
  datacontenttype: 'application/json';
  subject?: string;
  data: Record<string, unknown>;
}

/** The same event to the same endpoint always has the same id, so receivers can de-duplicate retries. */
export const cloudEventId = (eventId: string, webhookId: string): string => derivedUuid(`${eventId}|${webhookId}`);

export function cloudEvent(
  draft: NotificationDraft,
  id: string,
  time: string,
  source: string,
  extra: Record<string, unknown> = {},
): CloudEvent {
  return {
    specversion: '1.0',
    id,
    source,
    type: eventTypeOfKind[draft.kind],
    time,
    datacontenttype: 'application/json',
    ...('listingId' in draft.data ? { subject: `listings/${draft.data.listingId}` } : {}),
    data: { ...draft.data, ...extra },
  };
}

const exampleReferenceNumbers = [{ type: 'PurchaseOrder', number: 'PO-55120' }];

/** An event type's example envelope: the AsyncAPI document's, and what a test delivery sends (with `data.test`). */
export function exampleEvent(
  type: EventType,
  envelope: { id: string; time: string; source: string } = {
    id: '0b6f4f0e-8a4e-8d3c-9b1a-3f5c2e7d9a10',
    time: '2027-03-02T16:20:01.000Z',
    source: 'urn:shipping-marketplace:sandbox',
  },
): CloudEvent {
  const data = eventPayloads[type].example as Record<string, unknown>;
  return {
    specversion: '1.0',
    id: envelope.id,
    source: envelope.source,
    type,
    time: envelope.time,
    datacontenttype: 'application/json',
    ...('listingId' in data
      ? { subject: `listings/${String(data.listingId)}`, data: { ...data, referenceNumbers: exampleReferenceNumbers } }
      : { data }),
  };
}

/**
 * A new signing secret, as Standard Webhooks writes them: `whsec_` and the base64 of 32 random bytes, drawn in a keyed
 * request (a subscription retried after a stop answers the secret its first attempt stored; the chaos soak found a
 * retry's answer naming a secret no delivery was signed with).
 */
export const newSigningSecret = () => `whsec_${newSecretBytes(32).toString('base64')}`;

/** The secrets a delivery is signed with now: the webhook's, and during a rotation the previous one too. */
export function signingSecrets(webhook: Pick<Webhook, 'secret' | 'previousSecret'>, now = Date.now()): string[] {
  const previous = webhook.previousSecret;
  return previous && Date.parse(previous.expiresOn) > now ? [webhook.secret, previous.secret] : [webhook.secret];
}

/**
 * The headers that identify and sign one delivery attempt. Standard Webhooks (standardwebhooks.com):
 * `webhook-signature: v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">` with the secret's
 * decoded bytes as key, so receivers verify with the `standardwebhooks` library in any language.
 * During a secret rotation it carries one signature per secret, space-separated (the new first), so
 * a receiver that verifies with either accepts it. A subscription without `signing` is signed in the
 * scheme its receivers verify (`legacySignature`, with one `v1=` per secret; docs/compat.md).
 */
export function signedHeaders(
  webhook: Pick<Webhook, 'secret' | 'signing' | 'previousSecret'>,
  id: string,
  timestamp: number,
  body: string,
  now = Date.now(),
): Record<string, string> {
  const secrets = signingSecrets(webhook, now);
  const signature =
    webhook.signing === 'standard-webhooks'
      ? secrets.map((secret) => new StandardWebhook(secret).sign(id, new Date(timestamp * 1000), body)).join(' ')
      : `t=${timestamp},${secrets.map((secret) => `v1=${legacyDigest(secret, timestamp, body)}`).join(',')}`;
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signature };
}

const legacyDigest = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/**
 * The scheme of subscriptions without `signing` (docs/compat.md): `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>">`, the whole secret text as key.
 */
export function legacySignature(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${legacyDigest(secret, timestamp, body)}`;
}

/**
 * What a receiver of such a subscription does (documented for integrators; our tests use it): any `v1=` that matches.
 */
export function verifyLegacySignature(
  secret: string,
  header: string,
  body: string,
  toleranceSeconds = 300,
  now = Date.now(),
): boolean {
  const parts = header.split(',').map((p) => p.split('=', 2) as [string, string]);
  const timestamp = Number(parts.find(([name]) => name === 't')?.[1]);
  if (!Number.isFinite(timestamp) || Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(legacyDigest(secret, timestamp, body), 'hex');
  return parts.some(([name, value]) => {
    if (name !== 'v1' || !value) return false;
    const actual = Buffer.from(value, 'hex');
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  });
}
