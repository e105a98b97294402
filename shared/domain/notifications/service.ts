import { putNotification } from '../../data/notifications.ts';
import { notificationsOf, type Change } from './events.ts';
import { scheduleWebhookDeliveries } from '../webhooks/service.ts';

/**
 * Fans one table change out to the inboxes (and webhooks) of the parties it concerns (spec 6). Idempotent by
 * the stream event id: running it again for the same event writes nothing new.
 */
export async function deliverNotifications(change: Change, eventId: string, createdAt: string): Promise<number> {
  let delivered = 0;
  for (const draft of notificationsOf(change)) {
    if (await putNotification({ ...draft, createdAt }, eventId)) delivered++;
    // Both steps are idempotent by event id, so a retried record completes whichever did not happen.
    await scheduleWebhookDeliveries(draft, eventId, createdAt);
  }
  return delivered;
}
