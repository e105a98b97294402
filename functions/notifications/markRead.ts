import * as v from 'valibot';
import { endpoint } from '../../shared/http/endpoint.ts';
import { noContent } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { markRead } from '../../shared/data/notifications.ts';

const Path = v.object({ notificationId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,200}$/, 'must be a notification id')) });

// Mark one of the caller's notifications read (204)
export const handler = endpoint(async ({ principal, pathParameters }) => {
  await markRead(principal.userId, parseInput(Path, pathParameters, 'path').notificationId);
  return noContent();
});
