import { endpoint } from '../../shared/http/endpoint.ts';
import { noContent } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { MessagePath } from '../../shared/schemas/messages.ts';
import { markRead } from '../../shared/domain/messages/service.ts';

// Its recipient marks a message read (204); a read message is not emailed (docs/messages.md)
export const handler = endpoint(async ({ principal, pathParameters }) => {
  const { listingId, messageId } = parseInput(MessagePath, pathParameters, 'path');
  await markRead(principal, listingId, messageId);
  return noContent();
});
