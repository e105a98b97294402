import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { notificationsOf, type NotificationDraft } from '../../shared/domain/notifications/events.ts';
import { eventPayloads, eventTypeOfKind } from '../../shared/domain/event-payloads/payloads.ts';
import { emailContent } from '../../shared/domain/email/messages/event.ts';
import type { TableChange } from '../../shared/data/images.ts';

// Issue 83: what the positions tell of a booked shipment (docs/tracking.md) reaches its shipper as
// Shipment.Arrived/v1, Shipment.Departed/v1 and Shipment.EtaChanged/v1 (docs/notifications.md): the notifier reads
// them from the stream's INSERT of a TransitRecord that carries an `event` and no status.

const record = (attributes: Record<string, unknown>) => ({
  entity: 'TransitRecord',
  PK: 'LISTING#123',
  SK: `TRANSIT#${String(attributes.recorded)}#r1`,
  recordId: 'r1',
  listingId: 123,
  shipperId: 7,
  providerId: 9,
  punctuality: 'NotApplicable',
  ...attributes,
});
const inserted = (attributes: Record<string, unknown>): TableChange => ({
  eventName: 'INSERT',
  newImage: record(attributes),
});
const at = { latitude: 30.2506, longitude: -97.7495 };

/** Each draft's data is what its event type publishes (the AsyncAPI document's schema). */
const published = (drafts: NotificationDraft[]) => {
  for (const draft of drafts)
    expect(v.safeParse(eventPayloads[eventTypeOfKind[draft.kind]].data, draft.data).issues).toBeUndefined();
  return drafts;
};

describe('tracking events -> the shipper', () => {
  it.each([
    ['Arrived', 'Pickup', 'ShipmentArrived', 'Your shipment (listing 123) arrived at the pickup.'],
    ['Arrived', 'Delivery', 'ShipmentArrived', 'Your shipment (listing 123) arrived at the delivery.'],
    ['Departed', 'Pickup', 'ShipmentDeparted', 'Your shipment (listing 123) left the pickup.'],
    ['Departed', 'Delivery', 'ShipmentDeparted', 'Your shipment (listing 123) left the delivery.'],
  ])('the truck %s (%s): %s, with where and when', (event, stop, kind, message) => {
    const recorded = '2026-12-08T13:02:00.000Z';
    expect(published(notificationsOf(inserted({ event, stop, recorded, ...at })))).toEqual([
      { recipientId: 7, kind, message, data: { listingId: 123, stop, recorded, ...at } },
    ]);
  });

  it.each([
    [
      'AtRisk',
      'OnTime',
      '2026-12-08T14:00:00.000Z',
      'Your shipment (listing 123) is at risk of arriving late at the delivery: estimated 2026-12-08 14:00 UTC.',
    ],
    [
      'Late',
      'AtRisk',
      '2026-12-08T16:30:00.000Z',
      'Your shipment (listing 123) is running late for the delivery: estimated 2026-12-08 16:30 UTC.',
    ],
    [
      'OnTime',
      'Late',
      '2026-12-08T11:15:00.000Z',
      'Your shipment (listing 123) is on time again for the delivery: estimated 2026-12-08 11:15 UTC.',
    ],
    [
      'OnTime',
      'NoSignal',
      '2026-12-08T11:15:00.000Z',
      'Your shipment (listing 123) is on time again for the delivery: estimated 2026-12-08 11:15 UTC.',
    ],
    [
      'OnTime',
      'Unknown',
      '2026-12-08T11:15:00.000Z',
      'Your shipment (listing 123) is on time for the delivery: estimated 2026-12-08 11:15 UTC.',
    ],
    [
      'NoSignal',
      'OnTime',
      undefined,
      'Your shipment (listing 123) has sent no position for 2 hours: its arrival at the delivery cannot be estimated.',
    ],
    ['Unknown', 'NoSignal', undefined, 'Your shipment (listing 123) has no estimated arrival at the delivery yet.'],
  ])('a stop’s estimate became %s (was %s): EtaChanged', (etaStatus, previousEtaStatus, eta, message) => {
    const recorded = '2026-12-08T09:00:00.000Z';
    const change = inserted({
      event: 'EtaChanged',
      stop: 'Delivery',
      recorded,
      etaStatus,
      previousEtaStatus,
      ...(eta ? { eta } : {}),
    });
    const drafts = published(notificationsOf(change));
    expect(drafts).toEqual([
      {
        recipientId: 7,
        kind: 'EtaChanged',
        message,
        data: { listingId: 123, stop: 'Delivery', ...(eta ? { eta } : {}), etaStatus, previousEtaStatus, recorded },
      },
    ]);
    // without an estimate, the data names none (`eta` is optional, never empty)
    if (!eta) expect(drafts[0]!.data).not.toHaveProperty('eta');
  });

  it('a location report (no event, no status) tells nobody; a transit status tells the shipper as before', () => {
    const recorded = '2026-12-08T09:00:00.000Z';
    expect(notificationsOf(inserted({ recorded, ...at }))).toEqual([]);
    expect(notificationsOf(inserted({ status: 'PickedUp', punctuality: 'OnTime', recorded }))).toEqual([
      {
        recipientId: 7,
        kind: 'TransitStatusChanged',
        message: 'Your shipment (listing 123) was picked up (on time).',
        data: { listingId: 123, status: 'PickedUp', punctuality: 'OnTime', recorded },
      },
    ]);
  });

  it('only an insert tells, and only with what its event needs', () => {
    const arrived = record({ event: 'Arrived', stop: 'Pickup', recorded: '2026-12-08T13:02:00.000Z', ...at });
    expect(notificationsOf({ eventName: 'MODIFY', oldImage: arrived, newImage: arrived })).toEqual([]);
    expect(notificationsOf({ eventName: 'REMOVE', oldImage: arrived })).toEqual([]);
    expect(notificationsOf(inserted({ event: 'Arrived', recorded: '2026-12-08T13:02:00.000Z', ...at }))).toEqual([]);
    expect(
      notificationsOf(inserted({ event: 'Departed', stop: 'Pickup', recorded: '2026-12-08T13:02:00.000Z' })),
    ).toEqual([]);
    expect(
      notificationsOf(inserted({ event: 'EtaChanged', stop: 'Pickup', recorded: '2026-12-08T13:02:00.000Z' })),
    ).toEqual([]);
  });
});

describe('their emails', () => {
  const listing = {
    listingId: 123,
    shipperId: 7,
    title: 'Sofa, Austin to Tucson',
    route: {
      items: [
        {
          address: { majorMunicipality: 'Austin', stateProvince: 'TX', postalCode: '78704', country: 'US' },
          timeFrame: { earliestArrival: '2026-12-07T15:00:00.000Z', latestArrival: '2026-12-07T23:00:00.000Z' },
        },
        {
          address: { majorMunicipality: 'Tucson', stateProvince: 'AZ', postalCode: '85701', country: 'US' },
          timeFrame: { earliestArrival: '2026-12-08T15:00:00.000Z', latestArrival: '2026-12-08T23:00:00.000Z' },
        },
      ],
    },
  } as unknown as Parameters<typeof emailContent>[1]['listing'];
  const lead = (draft: NotificationDraft, language: 'en' | 'fr' | 'de' = 'en') =>
    emailContent(draft, { listing, baseUrl: 'https://api.example', language }).paragraphs[0];
  const eta = (etaStatus: string, previousEtaStatus: string, estimate?: string) =>
    notificationsOf(
      inserted({
        event: 'EtaChanged',
        stop: 'Delivery',
        recorded: '2026-12-08T09:00:00.000Z',
        etaStatus,
        previousEtaStatus,
        ...(estimate ? { eta: estimate } : {}),
      }),
    )[0]!;

  it('say the stop and the time in its own zone, in every language', () => {
    const arrived = notificationsOf(
      inserted({ event: 'Arrived', stop: 'Delivery', recorded: '2026-12-08T21:00:00.000Z', ...at }),
    )[0]!;
    expect(lead(arrived)).toBe(
      'Your shipment from Austin, TX to Tucson, AZ arrived at the delivery (Dec 8, 2026, 2:00 PM MST).',
    );
    expect(lead(arrived, 'fr')).toContain('est arrivé au lieu de livraison');
    expect(lead(arrived, 'de')).toContain('ist an der Lieferadresse angekommen');
    expect(lead(eta('AtRisk', 'OnTime', '2026-12-08T21:00:00.000Z'))).toBe(
      'Your shipment from Austin, TX to Tucson, AZ is at risk of arriving late: estimated arrival at the delivery ' +
        'Dec 8, 2026, 2:00 PM MST.',
    );
    expect(lead(eta('OnTime', 'Late', '2026-12-08T21:00:00.000Z'), 'de')).toContain('ist wieder pünktlich');
    expect(lead(eta('NoSignal', 'OnTime'))).toBe(
      'Your shipment from Austin, TX to Tucson, AZ has sent no position for 2 hours: its arrival at the delivery ' +
        'cannot be estimated until it does.',
    );
    for (const language of ['en', 'fr', 'de'] as const)
      for (const status of ['OnTime', 'AtRisk', 'Late', 'NoSignal', 'Unknown']) {
        const content = emailContent(eta(status, 'Unknown', '2026-12-08T21:00:00.000Z'), {
          listing,
          baseUrl: 'https://api.example',
          language,
        });
        expect(content.subject).toMatch(/: Sofa, Austin to Tucson$/);
        expect(content.paragraphs[0]).toMatch(/^[^{}]{40,}\.$/);
      }
  });
});
