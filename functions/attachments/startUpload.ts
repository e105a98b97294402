import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ListingIdPath } from '../../shared/schemas/paths.ts';
import { StartUploadBody } from '../../shared/schemas/attachments.ts';
import { startUpload } from '../../shared/domain/attachments/uploads.ts';
import { uploadView } from '../../shared/domain/attachments/views.ts';

// docs/attachments.md, "Large files": a signed address to PUT the file to, and where to complete it
export const handler = endpoint(async ({ principal, pathParameters, body, baseUrl }) => {
  const { listingId } = parseInput(ListingIdPath, pathParameters, 'path');
  return ok(uploadView(await startUpload(principal, listingId, parseInput(StartUploadBody, body)), baseUrl));
});
