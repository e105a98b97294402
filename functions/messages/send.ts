import { endpoint } from '../../shared/http/endpoint.ts';
import { created } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ListingIdPath } from '../../shared/schemas/paths.ts';
import { MessageBody } from '../../shared/schemas/messages.ts';
import { sendMessage } from '../../shared/domain/messages/service.ts';
import { messageUrl, messageView } from '../../shared/domain/messages/views.ts';

// The shipper or the booked carrier writes to the other on a booked listing (docs/messages.md)
export const handler = endpoint(async ({ principal, pathParameters, body, baseUrl }) => {
  const { listingId } = parseInput(ListingIdPath, pathParameters, 'path');
  const message = await sendMessage(principal, listingId, parseInput(MessageBody, body).text);
  return created(messageUrl(message, baseUrl), messageView(message, baseUrl, principal));
});
