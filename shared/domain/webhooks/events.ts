import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationDraft, NotificationKind } from '../notifications/events.ts';

// Webhook events (docs/webhooks.md): CloudEvents 1.0 JSON envelopes, named like the original
// marketplace's integrator events (Listing.Booked/v1, Shipment.TransitStatusChanged/v1) and ours.

export const eventTypeOfKind: Record<NotificationKind, string> = {
  BidAccepted: 'Listing.Booked/v1',
  TransitStatusChanged: 'Shipment.TransitStatusChanged/v1',
  BidPlaced: 'Bid.Placed/v1',
  BidDeclined: 'Bid.Declined/v1',
  BidClosed: 'Bid.Closed/v1',
  RateRequestCreated: 'RateRequest.Created/v1',
  RateOffered: 'RateRequest.RateOffered/v1',
};

export const webhookEventTypes = Object.values(eventTypeOfKind);

export interface CloudEvent {
  specversion: '1.0';
  id: string;
  source: string;
  type: string;
  time: string;
  datacontenttype: 'application/json';
  subject?: string;
  data: Record<string, unknown>;
}

/** The same event to the same endpoint always has the same id, so receivers can de-duplicate retries. */
export function cloudEventId(eventId: string, webhookId: string): string {
  const hex = createHash('sha256').update(`${eventId}|${webhookId}`).digest('hex');
  // RFC 9562 UUID version 8 (custom) with the RFC variant bits
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function cloudEvent(draft: NotificationDraft, id: string, time: string, source: string, extra: Record<string, unknown> = {}): CloudEvent {
  return {
    specversion: '1.0', id, source, type: eventTypeOfKind[draft.kind], time, datacontenttype: 'application/json',
    ...(draft.data.listingId ? { subject: `listings/${draft.data.listingId}` } : {}),
    data: { ...draft.data, ...extra },
  };
}

/** Header `webhook-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export function signature(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver does (documented for integrators; used by our tests as the receiver). */
export function verifySignature(secret: string, header: string, body: string, toleranceSeconds = 300, now = Date.now()): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isFinite(timestamp) || Math.abs(now / 1000 - timestamp) > toleranceSeconds || !parts.v1) return false;
  const expected = Buffer.from(signature(secret, timestamp, body).split('v1=')[1]!, 'hex');
  const actual = Buffer.from(parts.v1, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
