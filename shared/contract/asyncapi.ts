import { eventPayloads, type EventType } from '../domain/event-payloads/payloads.ts';
import { cloudEventSchema, exampleEvent } from '../domain/webhooks/events.ts';
import { jsonSchemaOf } from './openapi.ts';

// The AsyncAPI 3.0 document of the webhook events (docs/webhooks.md, "The AsyncAPI document"): one
// channel, operation and message per event type, each message's payload the CloudEvent envelope
// with the data schema the notifier's drafts are typed by (shared/domain/event-payloads/payloads.ts),
// and an example. Published with the OpenAPI document (`npm run build:openapi`) and served at
// GET /v2/asyncapi.json.

/** A component id for an event type: `Listing.Booked/v1` -> `ListingBookedV1`. */
export const componentIdOf = (type: EventType) => type.replace(/\/v(\d+)$/, 'V$1').replace(/\./g, '');

const webhookHeaders = {
  type: 'object',
  required: ['webhook-id', 'webhook-timestamp', 'webhook-signature'],
  properties: {
    'webhook-id': { type: 'string', maxLength: 36, description: "The event's id (the envelope's id)" },
    'webhook-timestamp': {
      type: 'string',
      maxLength: 12,
      pattern: '^\\d+$',
      description: 'When this attempt was signed, in Unix seconds',
    },
    'webhook-signature': {
      type: 'string',
      maxLength: 1000,
      description:
        'Standard Webhooks: `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`; verify with the standardwebhooks ' +
        "library or the client's verifyWebhook",
    },
  },
};

let built: Record<string, unknown> | undefined;

export function asyncApiDocument(): Record<string, unknown> {
  built ??= buildDocument();
  return built;
}

function buildDocument(): Record<string, unknown> {
  const types = Object.keys(eventPayloads) as EventType[];
  const channels: Record<string, unknown> = {};
  const operations: Record<string, unknown> = {};
  const messages: Record<string, unknown> = {};
  for (const type of types) {
    const id = componentIdOf(type);
    const { summary } = eventPayloads[type];
    messages[id] = {
      name: type,
      title: type,
      summary,
      contentType: 'application/cloudevents+json',
      headers: { $ref: '#/components/schemas/WebhookHeaders' },
      payload: jsonSchemaOf(cloudEventSchema(type), 'response', 'draft-07'),
      examples: [{ name: id, summary, payload: exampleEvent(type) }],
    };
    channels[id] = {
      // each subscriber's own URL (POST /v2/webhooks), so no fixed address
      address: null,
      title: type,
      description: `Webhooks subscribed to ${type} receive it here: a POST to the subscriber's URL.`,
      messages: { [id]: { $ref: `#/components/messages/${id}` } },
    };
    operations[`send${id}`] = {
      action: 'send',
      channel: { $ref: `#/channels/${id}` },
      summary: `Deliver ${type} to the subscribed webhooks`,
      messages: [{ $ref: `#/channels/${id}/messages/${id}` }],
    };
  }
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Shipping marketplace webhook events',
      version: '1',
      description:
        'The events the marketplace POSTs to webhooks (POST /v2/webhooks): CloudEvents 1.0 JSON envelopes signed per ' +
        'Standard Webhooks. ' +
        'Delivery is at least once: de-duplicate on the envelope id. Any 2xx within 5 seconds is success; anything ' +
        'else is retried 6 times over about 40 minutes.',
    },
    defaultContentType: 'application/cloudevents+json',
    channels,
    operations,
    components: { messages, schemas: { WebhookHeaders: webhookHeaders } },
  };
}
