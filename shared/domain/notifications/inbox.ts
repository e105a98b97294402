// The caller's inbox (docs/notifications.md): its notifications newest first, and marking one read.
// Only the caller's own: both read and write under the caller's partition, so no other check is needed.
export { inboxOf, markRead } from '../../data/notifications.ts';
