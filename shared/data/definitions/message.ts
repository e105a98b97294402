import * as v from 'valibot';
import type { Message } from '../../domain/messages/types.ts';
import { defineItem, defineKeyedItem, templatesOf } from '../item-definition.ts';

// Pattern 19 (docs/messages.md): a message of a booked listing's conversation, under the listing in time order by its
// UUID v7; a Query of the listing's partition by the sort key's prefix reads the conversation oldest first. Beside
// them, what emails a message still unread: its entry due when it should be, and the hour's claim of the email.

const message = templatesOf<Message>();

export const messageItems = defineItem<Message>()({
  kind: 'Message',
  schema: v.looseObject({
    messageId: v.string(),
    listingId: v.number(),
    senderId: v.number(),
    createdBy: v.optional(v.number()),
    recipientId: v.number(),
    text: v.string(),
    sentOn: v.string(),
    readOn: v.optional(v.string()),
  }),
  key: {
    partition: message(['listingId'], ({ listingId }) => `LISTING#${listingId}`),
    sort: message(['messageId'], ({ messageId }) => `MESSAGE#${messageId}`, 'MESSAGE#'),
  },
});

/** A message's email, due at an instant (ISO 8601). */
interface EmailDue {
  dueOn: string;
  listingId: number;
  messageId: string;
}

const due = templatesOf<EmailDue>();

/** The messages to email if still unread when due, in one partition sorted by when (a Query up to now); TTL. */
export const messageEmailDueItems = defineKeyedItem<
  EmailDue,
  { listingId: number; messageId: string; expiresAt: number }
>()({
  kind: 'MessageEmailDue',
  schema: v.looseObject({ listingId: v.number(), messageId: v.string(), expiresAt: v.number() }),
  key: {
    partition: due([], () => 'MESSAGESDUE'),
    sort: due(
      ['dueOn', 'listingId', 'messageId'],
      ({ dueOn, listingId, messageId }) => `${dueOn}#${listingId}#${messageId}`,
    ),
  },
});

/** A conversation's email to one of its parties in one clock hour (hours since the epoch). */
interface EmailIn {
  listingId: number;
  recipientId: number;
  hour: number;
}

const sent = templatesOf<EmailIn>();

/** One email per conversation, recipient and clock hour: claimed before sending; TTL. */
export const messageEmailSentItems = defineKeyedItem<EmailIn, { expiresAt: number }>()({
  kind: 'MessageEmailSent',
  schema: v.looseObject({ expiresAt: v.number() }),
  key: {
    partition: sent(
      ['listingId', 'recipientId'],
      ({ listingId, recipientId }) => `MESSAGEEMAIL#${listingId}#${recipientId}`,
    ),
    sort: sent(['hour'], ({ hour }) => `H#${hour}`),
  },
});
