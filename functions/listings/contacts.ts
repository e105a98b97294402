import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ListingIdPath } from '../../shared/schemas/paths.ts';
import { contactsOf } from '../../shared/domain/listings/service.ts';
import { contactsView } from '../../shared/domain/listings/views.ts';

// spec 4 #2, 2.4: contacts of a booked listing, for its two parties
export const handler = endpoint(async ({ principal, pathParameters, baseUrl, language }) => {
  const contacts = await contactsOf(principal, parseInput(ListingIdPath, pathParameters, 'path').listingId);
  return ok(contactsView(contacts, baseUrl, language));
});
