import type { Link } from '../users/views.ts';
import type { Message } from './types.ts';
import type { Principal } from '../users/types.ts';
import { createdByShown } from '../users/person.ts';

// What the two parties read of their conversation (docs/messages.md).

export const messageUrl = (message: Pick<Message, 'listingId' | 'messageId'>, baseUrl: string) =>
  `${baseUrl}/v2/listings/${message.listingId}/messages/${message.messageId}`;

/** `viewer`: the caller; the sender's company also reads which of its people wrote it. */
export function messageView(message: Message, baseUrl: string, viewer?: Principal) {
  return {
    messageId: message.messageId,
    listingId: message.listingId,
    senderId: message.senderId,
    ...createdByShown(message, message.senderId, viewer),
    recipientId: message.recipientId,
    text: message.text,
    sentOn: message.sentOn,
    read: message.readOn !== undefined,
    ...(message.readOn ? { readOn: message.readOn } : {}),
    links: [
      { rel: 'Self', verb: 'GET', href: messageUrl(message, baseUrl), title: 'message' },
      { rel: 'Read', verb: 'POST', href: `${messageUrl(message, baseUrl)}/read`, title: 'mark read (its recipient)' },
    ] satisfies Link[],
  };
}
