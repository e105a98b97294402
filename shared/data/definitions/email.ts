import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { defineKeyedItem, templatesOf } from '../item-definition.ts';

// Pattern 16 (docs/notifications.md, Email): the claim that makes each email go out once, the token of a user's
// unsubscribe links, and the suppression list: an address that bounced for good or complained, and a closed
// account's address by its SHA-256 (never the address itself, docs/privacy.md "Closure").

/** The one email of a stream event to one recipient. */
interface EmailOfEvent {
  eventId: string;
  recipientId: number;
}

/**
 * A claim, `Sending` until `sendingUntil` (epoch ms), then `Sent`; one from before states has neither, and counts as
 * sent. `carries`: a digest's events (docs/notifications.md, "Digests"). TTL.
 */
export interface EmailSentClaim {
  state?: 'Sending' | 'Sent';
  sendingUntil?: number;
  expiresAt: number;
  carries?: string[];
}

const sent = templatesOf<EmailOfEvent>();

export const emailSentItems = defineKeyedItem<EmailOfEvent, EmailSentClaim>()({
  kind: 'EmailSent',
  schema: v.looseObject({
    state: v.optional(v.picklist(['Sending', 'Sent'])),
    sendingUntil: v.optional(v.number()),
    expiresAt: v.number(),
    carries: v.optional(v.array(v.string())),
  }),
  key: {
    partition: sent(['eventId', 'recipientId'], ({ eventId, recipientId }) => `EMAILSENT#${eventId}#${recipientId}`),
    sort: sent([], () => 'EMAILSENT'),
  },
});

const token = templatesOf<{ token: string }>();

/** The token of a user's unsubscribe links -> the user (written with their first preferences). */
export const unsubscribeTokenItems = defineKeyedItem<{ token: string }, { userId: number }>()({
  kind: 'UnsubscribeToken',
  schema: v.looseObject({ userId: v.number() }),
  key: {
    partition: token(['token'], ({ token }) => `UNSUBSCRIBE#${token}`),
    sort: token([], () => 'UNSUBSCRIBE'),
  },
});

/** An address as the suppression list keys it: trimmed and lower-cased. */
export const suppressionFormOf = (email: string) => email.trim().toLowerCase();

/** Why an address is suppressed (the bounce or complaint), and since when. */
export interface SuppressedAddress {
  /** Trimmed and lower-cased (`suppressionFormOf`). */
  email: string;
  reason: string;
  at: string;
}

const address = templatesOf<{ email: string }>();

/** An address that bounced for good or complained: nothing is sent to it again. */
export const suppressedAddressItems = defineKeyedItem<{ email: string }, SuppressedAddress>()({
  kind: 'SuppressedAddress',
  schema: v.looseObject({ email: v.string(), reason: v.string(), at: v.string() }),
  key: {
    partition: address(['email'], ({ email }) => `SUPPRESSED#${suppressionFormOf(email)}`),
    sort: address([], () => 'SUPPRESSED'),
  },
});

/** A closed account's address, kept by its hash alone until it registers again. */
export interface ClosedAddress {
  reason: 'AccountClosed';
  suppressedOn: string;
}

/** The same kind for a closed account's address: its key holds the SHA-256 of the address, the item no address. */
export const closedAddressItems = defineKeyedItem<{ email: string }, ClosedAddress>()({
  kind: 'SuppressedAddress',
  schema: v.looseObject({ reason: v.literal('AccountClosed'), suppressedOn: v.string() }),
  key: {
    partition: {
      ...address(
        ['email'],
        ({ email }) => `SUPPRESSED#sha256:${createHash('sha256').update(suppressionFormOf(email)).digest('hex')}`,
      ),
      shown: 'SUPPRESSED#sha256:<SHA-256 of the email, hex>',
    },
    sort: address([], () => 'SUPPRESSED'),
  },
});
