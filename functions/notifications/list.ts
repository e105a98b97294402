import { endpoint } from '../../shared/http/endpoint.ts';
import { ok, pagedList } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { NotificationsQuery } from '../../shared/schemas/queries.ts';
import { DEFAULT_PAGE_SIZE } from '../../shared/schemas/paging.ts';
import { inboxOf } from '../../shared/domain/notifications/inbox.ts';

// The caller's notifications, newest first (spec 6; docs/notifications.md)
export const handler = endpoint(async ({ principal, query, baseUrl }) => {
  const { $skip = 0, $top = DEFAULT_PAGE_SIZE, unread } = parseInput(NotificationsQuery, query, 'query');
  const page = await inboxOf(principal.userId, { skip: $skip, top: $top, unreadOnly: unread === 'true' });
  return ok(pagedList(`${baseUrl}/v2/notifications`, { skip: $skip, top: $top, ...page }, { unread }));
});
