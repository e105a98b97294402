import { endpoint } from '../../shared/http/endpoint.ts';
import { created } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { UploadPath } from '../../shared/schemas/attachments.ts';
import { completeUpload } from '../../shared/domain/attachments/uploads.ts';
import { attachmentUrl, attachmentView } from '../../shared/domain/attachments/views.ts';

// docs/attachments.md, "Large files": the file is in S3; check it and make it a document
export const handler = endpoint(async ({ principal, pathParameters, baseUrl, language }) => {
  const { listingId, uploadId } = parseInput(UploadPath, pathParameters, 'path');
  const attachment = await completeUpload(principal, listingId, uploadId);
  return created(attachmentUrl(attachment, baseUrl), attachmentView(attachment, baseUrl, language));
});
