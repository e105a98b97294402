import * as v from 'valibot';
import type { Message } from '../../domain/messages/types.ts';
import { defineItem, templatesOf } from '../item-definition.ts';

// Pattern 19 (docs/messages.md): a message of a booked listing's conversation, under the listing in time order by its
// UUID v7; a Query of the listing's partition by the sort key's prefix reads the conversation oldest first.

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
