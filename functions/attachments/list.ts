import { endpoint } from '../../shared/http/endpoint.ts';
import { localized } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ListingIdPath } from '../../shared/schemas/paths.ts';
import { attachmentsFor } from '../../shared/domain/attachments/service.ts';
import { attachmentListView } from '../../shared/domain/attachments/views.ts';

// docs/attachments.md: a booked listing's documents, for its two parties
export const handler = endpoint(async ({ principal, pathParameters, baseUrl, language }) => {
  const { listingId } = parseInput(ListingIdPath, pathParameters, 'path');
  return localized(attachmentListView(await attachmentsFor(principal, listingId), baseUrl, language), language);
});
