import { Parser } from '@asyncapi/parser';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import * as v from 'valibot';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { asyncApiDocument, componentIdOf } from '../../shared/contract/asyncapi.ts';
import { asyncApiText } from '../../shared/contract/build-document.ts';
import { publishedAsyncApiFile } from '../../shared/contract/published.ts';
import { eventPayloads, eventTypeOfKind, type EventType } from '../../shared/domain/event-payloads/payloads.ts';
import { cloudEventSchema, webhookEventTypes } from '../../shared/domain/webhooks/events.ts';

// The AsyncAPI 3.0 document of the webhook events (docs/webhooks.md). That real deliveries match
// it is checked where they are received (test/integration/client.test.ts, webhooks.test.ts).

type Message = { name: string; payload: object; examples: { payload: { type: string; data: object } }[] };
const document = asyncApiDocument() as { components: { messages: Record<string, Message> } };

describe('the AsyncAPI document', () => {
  it('is published as the contract builds it (after a change to an event: npm run build:openapi)', () => {
    expect(
      readFileSync(publishedAsyncApiFile, 'utf8') === asyncApiText(),
      'shared/contract/data/asyncapi.json is stale: run npm run build:openapi',
    ).toBe(true);
  });

  it('@asyncapi/parser finds no error and no warning in it', async () => {
    const { document: parsed, diagnostics } = await new Parser().parse(asyncApiText());
    // severity 0 is an error, 1 a warning; 2 and 3 are information ("3.1.0 exists") and hints
    expect(
      diagnostics.filter((d) => Number(d.severity) <= 1).map((d) => `${d.code} ${d.path.join('/')}: ${d.message}`),
    ).toEqual([]);
    expect(parsed?.version()).toBe('3.0.0');
    expect(
      parsed
        ?.allMessages()
        .all()
        .map((m) => m.name())
        .sort(),
    ).toEqual([...webhookEventTypes].sort());
  });

  it('has one message per event type a webhook can subscribe to, every notification kind among them', () => {
    expect(
      Object.values(document.components.messages)
        .map((m) => m.name)
        .sort(),
    ).toEqual([...webhookEventTypes].sort());
    for (const type of Object.values(eventTypeOfKind)) expect(webhookEventTypes).toContain(type);
    expect(webhookEventTypes).toEqual(
      expect.arrayContaining([
        'Listing.Booked/v1',
        'Shipment.TransitStatusChanged/v1',
        'Bid.Placed/v1',
        'Bid.Declined/v1',
        'Bid.Closed/v1',
      ]),
    );
  });

  it.each(webhookEventTypes)(
    '%s: its example is valid by the payload schema it publishes and by the schema the notifier is typed by',
    (type: EventType) => {
      const message = document.components.messages[componentIdOf(type)]!;
      const ajv = new Ajv.default({ strict: false, allErrors: true });
      addFormats.default(ajv);
      const validate = ajv.compile(message.payload);
      const [example] = message.examples;
      expect(validate(example!.payload), ajv.errorsText(validate.errors)).toBe(true);
      expect(v.safeParse(cloudEventSchema(type), example!.payload).success).toBe(true);
      expect(example!.payload.data).toMatchObject(eventPayloads[type].example);
      // and it can fail: another type's example is not this type's event
      const other = webhookEventTypes.find((t) => t !== type)!;
      expect(validate({ ...example!.payload, type: other })).toBe(false);
    },
  );
});
