// The caller's inbox (docs/notifications.md): its notifications newest first, and marking one read.
// Only the caller's own: both read and write under the caller's partition, so no other check is needed.
import { inboxOf as notificationsOf, markRead as markReadItem } from '../../data/notifications.ts';
import { ItemMissing } from '../../data/errors.ts';
import { NotFoundError } from '../../errors.ts';
import { withinReach } from '../limits/reach.ts';

/** A page of the caller's notifications, newest first (`unreadOnly`: the unread ones). */
export const inboxOf = (...args: Parameters<typeof notificationsOf>) => withinReach(notificationsOf(...args));

/** Marks one of the caller's notifications read: 404 for another user's id, as for none. */
export async function markRead(userId: number, notificationId: string): Promise<void> {
  try {
    await markReadItem(userId, notificationId);
  } catch (error) {
    if (error instanceof ItemMissing)
      throw new NotFoundError('There is no such notification in your inbox.', 'notificationId');
    throw error;
  }
}
