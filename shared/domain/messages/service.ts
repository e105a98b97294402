import * as clock from '../../clock.ts';
import { newTimeUuid } from '../../data/ids.ts';
import {
  claimConversationEmail,
  findMessage,
  insertMessage,
  markMessageRead,
  messageEmailDone,
  messageEmailsDue,
  messagesOfListing,
  releaseConversationEmail,
} from '../../data/messages.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import { existingListing, isBookedProvider, isOwner } from '../listings/access.ts';
import type { Listing } from '../listings/types.ts';
import type { Principal } from '../users/types.ts';
import { messageNotification } from '../notifications/events.ts';
import { emailNotification } from '../email/service.ts';
import { EMAIL_UNREAD_AFTER_MINUTES, type Message } from './types.ts';
import { hourOf } from '../../data/clock-hours.ts';
import { personOf } from '../users/person.ts';
import { withinReach } from '../limits/reach.ts';

// Messages between the shipper and the booked carrier of a listing (docs/messages.md): nobody
// else reads or writes them; nothing is masked (the parties have each other's contacts, spec 2.4).

/** The listing, when the caller is one of its two parties and it is booked. */
async function conversation(principal: Principal, listingId: number): Promise<Listing & { bookedProviderId: number }> {
  const listing = await existingListing(listingId, principal);
  if (!isOwner(listing, principal) && !isBookedProvider(listing, principal)) {
    throw new ForbiddenError(
      'Only the shipper and the booked carrier write and read messages on this listing.',
      'listingId',
    );
  }
  if (listing.bookedProviderId === undefined)
    throw new ConflictError(
      `The listing is ${listing.status}: messages start once it is booked (before, ask questions on it).`,
      'listingId',
    );
  return listing as Listing & { bookedProviderId: number };
}

export async function sendMessage(
  principal: Principal,
  listingId: number,
  text: string,
  now = clock.now(),
): Promise<Message> {
  const listing = await conversation(principal, listingId);
  const message: Message = {
    messageId: newTimeUuid(),
    listingId,
    senderId: principal.userId,
    createdBy: personOf(principal),
    recipientId: isOwner(listing, principal) ? listing.bookedProviderId : listing.shipperId,
    text,
    sentOn: now.toISOString(),
  };
  await insertMessage(message, new Date(now.getTime() + EMAIL_UNREAD_AFTER_MINUTES * 60_000).toISOString());
  return message;
}

export async function messagesFor(
  principal: Principal,
  listingId: number,
  page: { skip: number; top: number },
): Promise<{ items: Message[]; totalCount: number }> {
  await conversation(principal, listingId);
  return withinReach(messagesOfListing(listingId, page.skip, page.top));
}

async function existingMessage(listingId: number, messageId: string): Promise<Message> {
  const message = await findMessage(listingId, messageId);
  if (!message) throw new NotFoundError(`Message ${messageId} does not exist on listing ${listingId}.`, 'messageId');
  return message;
}

export async function messageFor(principal: Principal, listingId: number, messageId: string): Promise<Message> {
  await conversation(principal, listingId);
  return existingMessage(listingId, messageId);
}

/** Its recipient marks a message read (again: nothing changes); the sender cannot. */
export async function markRead(
  principal: Principal,
  listingId: number,
  messageId: string,
  now = clock.now(),
): Promise<void> {
  await conversation(principal, listingId);
  const message = await existingMessage(listingId, messageId);
  if (message.recipientId !== principal.userId)
    throw new ForbiddenError('Only its recipient marks a message read.', 'messageId');
  await markMessageRead(listingId, messageId, now.toISOString());
}

/** How many due messages one run takes; the rest wait for the next run, a minute later. */
const DUE_PER_RUN = 100;

/**
 * The scheduled job's step (docs/messages.md): each message still unread 10 minutes after it was
 * sent is emailed to its recipient, at most one email per conversation, recipient and clock hour.
 * Idempotent: the email of a message has its own event id, and the hour's claim is taken once.
 */
export async function emailUnreadMessages(now: Date, baseUrl: string): Promise<number> {
  let emailed = 0;
  const hour = hourOf(now.getTime() / 1000);
  for (const due of await messageEmailsDue(now.toISOString(), DUE_PER_RUN)) {
    const message = await findMessage(due.listingId, due.messageId, { consistent: true });
    if (message && !message.readOn && (await claimConversationEmail(message.listingId, message.recipientId, hour))) {
      try {
        if ((await emailNotification(messageNotification(message), `unread-${message.messageId}`, baseUrl)) === 'sent')
          emailed += 1;
      } catch (error) {
        await releaseConversationEmail(message.listingId, message.recipientId, hour);
        throw error;
      }
    }
    await messageEmailDone(due.key);
  }
  return emailed;
}
