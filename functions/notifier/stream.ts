import { streamConsumer } from '../../shared/events/stream.ts';
import { deliverNotifications } from '../../shared/domain/notifications/service.ts';
import { linkBaseUrl } from '../../shared/http/response.ts';

// The notifier (spec 6): inbox, webhooks and email; replays are harmless because delivery is
// idempotent by event id.
export const handler = streamConsumer('notification delivery', (change) =>
  deliverNotifications({ eventName: change.eventName, oldImage: change.oldImage, newImage: change.newImage }, change.eventId, change.at, linkBaseUrl()));
