import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { MessagePath } from '../../shared/schemas/messages.ts';
import { messageFor } from '../../shared/domain/messages/service.ts';
import { messageView } from '../../shared/domain/messages/views.ts';

// One message of a booked listing's conversation, for its two parties (docs/messages.md)
export const handler = endpoint(async ({ principal, pathParameters, baseUrl }) => {
  const { listingId, messageId } = parseInput(MessagePath, pathParameters, 'path');
  return ok(messageView(await messageFor(principal, listingId, messageId), baseUrl, principal));
});
