import { endpoint } from '../../shared/http/endpoint.ts';
import { noContent } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { NotificationIdPath } from '../../shared/schemas/paths.ts';
import { markRead } from '../../shared/domain/notifications/inbox.ts';

// Mark one of the caller's notifications read (204)
export const handler = endpoint(async ({ principal, pathParameters }) => {
  await markRead(principal.userId, parseInput(NotificationIdPath, pathParameters, 'path').notificationId);
  return noContent();
});
