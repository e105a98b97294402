import { endpoint } from '../../shared/http/endpoint.ts';
import { created } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ListingIdPath } from '../../shared/schemas/paths.ts';
import { TransitStatusBody } from '../../shared/schemas/tracking.ts';
import { reportStatus } from '../../shared/domain/tracking/service.ts';
import { recordView } from '../../shared/domain/tracking/views.ts';
import type { TransitStatus } from '../../shared/domain/listings/types.ts';

// spec 4 #10, rule 3: the body may be empty; 201 with Location {base_url}/v2/listings/{id}/.
// Each status has its own Lambda (dispatched.ts, pickedup.ts, delivered.ts) built from this.
export const statusReport = (status: TransitStatus) =>
  endpoint(async ({ principal, pathParameters, body, baseUrl, language }) => {
    const { listingId } = parseInput(ListingIdPath, pathParameters, 'path');
    const record = await reportStatus(principal, listingId, status, parseInput(TransitStatusBody, body));
    return created(`${baseUrl}/v2/listings/${listingId}/`, recordView(record, language));
  });
