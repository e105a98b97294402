import { endpoint } from '../../shared/http/endpoint.ts';
import { localized } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { AttachmentPath } from '../../shared/schemas/attachments.ts';
import { attachmentFor } from '../../shared/domain/attachments/service.ts';
import { attachmentView } from '../../shared/domain/attachments/views.ts';

// docs/attachments.md: one document of a listing
export const handler = endpoint(async ({ principal, pathParameters, baseUrl, language }) => {
  const { listingId, attachmentId } = parseInput(AttachmentPath, pathParameters, 'path');
  return localized(
    attachmentView(await attachmentFor(principal, listingId, attachmentId), baseUrl, language),
    language,
  );
});
