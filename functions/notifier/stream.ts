import { streamConsumer } from '../../shared/events/stream.ts';
import { deliverNotifications } from '../../shared/domain/notifications/service.ts';
import { linkBaseUrl } from '../../shared/http/response.ts';

// The notifier (spec 6): inbox, webhooks and email; replays are harmless because delivery is
// idempotent by event id. A batch's changes are independent (each notification is keyed by its own
// event), so eight are delivered at once: one after another, a batch of 100 waited on some 1,500
// round trips in turn and the notifier fell minutes behind a busy minute (docs/reliability.md).
export const handler = streamConsumer(
  'notification delivery',
  (change) =>
    deliverNotifications(
      { eventName: change.eventName, oldImage: change.oldImage, newImage: change.newImage },
      change.eventId,
      change.at,
      linkBaseUrl(),
    ),
  { concurrency: 8 },
);
