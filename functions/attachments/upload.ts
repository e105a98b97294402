import { endpoint } from '../../shared/http/endpoint.ts';
import { created } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { parseMultipart, textFields } from '../../shared/http/multipart.ts';
import { ListingIdPath } from '../../shared/schemas/paths.ts';
import { AttachmentFields } from '../../shared/schemas/attachments.ts';
import { MAX_ATTACHMENT_PARTS, uploadAttachment } from '../../shared/domain/attachments/service.ts';
import { filePart } from '../../shared/domain/uploads.ts';
import { MAX_ATTACHMENT_BYTES } from '../../shared/domain/attachments/types.ts';
import { attachmentUrl, attachmentView } from '../../shared/domain/attachments/views.ts';

// docs/attachments.md: multipart `type` + `file` (PDF, JPEG or PNG, sniffed), by either party of a booked listing
export const handler = endpoint(async ({ principal, pathParameters, headers, rawBody, baseUrl, language }) => {
  const { listingId } = parseInput(ListingIdPath, pathParameters, 'path');
  const parts = await parseMultipart(headers['content-type'], rawBody, {
    fileBytes: MAX_ATTACHMENT_BYTES,
    parts: MAX_ATTACHMENT_PARTS,
  });
  const { type } = parseInput(AttachmentFields, textFields(parts));
  const attachment = await uploadAttachment(principal, listingId, type, filePart(parts));
  return created(attachmentUrl(attachment, baseUrl), attachmentView(attachment, baseUrl, language));
});
