import { endpoint } from '../../shared/http/endpoint.ts';
import { created } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { isMultipart } from '../../shared/http/content-type.ts';
import { parseMultipart, textFields } from '../../shared/http/multipart.ts';
import { ListingIdPath } from '../../shared/schemas/paths.ts';
import { TransitStatusBody } from '../../shared/schemas/tracking.ts';
import { reportDelivered } from '../../shared/domain/tracking/service.ts';
import { recordView } from '../../shared/domain/tracking/views.ts';
import { filePart } from '../../shared/domain/uploads.ts';
import { MAX_ATTACHMENT_BYTES } from '../../shared/domain/attachments/types.ts';

// spec 3.1: POST /v2/listings/{listingId}/delivered, as the other status reports (./report.ts), or
// multipart with the same fields and the delivery receipt as `file` (docs/attachments.md).
export const handler = endpoint(async ({ principal, pathParameters, headers, body, rawBody, baseUrl, language }) => {
  const { listingId } = parseInput(ListingIdPath, pathParameters, 'path');
  const parts = isMultipart(headers['content-type'])
    ? await parseMultipart(headers['content-type'], rawBody, { fileBytes: MAX_ATTACHMENT_BYTES, parts: 4 })
    : undefined;
  const report = parseInput(TransitStatusBody, parts ? textFields(parts, ['latitude', 'longitude']) : body);
  const record = await reportDelivered(
    principal,
    listingId,
    report,
    parts?.some((p) => p.name === 'file') ? filePart(parts) : undefined,
  );
  return created(`${baseUrl}/v2/listings/${listingId}/`, recordView(record, language));
});
