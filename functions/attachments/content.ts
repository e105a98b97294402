import { endpoint } from '../../shared/http/endpoint.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { AttachmentPath } from '../../shared/schemas/attachments.ts';
import { attachmentDownload } from '../../shared/domain/attachments/service.ts';

// docs/attachments.md: the bytes, by a redirect to a signed S3 address valid for five minutes (a
// document may be 10 MB; a Lambda response carries at most 6 MB). Never cached: the address expires.
export const handler = endpoint(async ({ principal, pathParameters }) => {
  const { listingId, attachmentId } = parseInput(AttachmentPath, pathParameters, 'path');
  return {
    status: 302,
    headers: { location: await attachmentDownload(principal, listingId, attachmentId), 'cache-control': 'no-store' },
  };
});
