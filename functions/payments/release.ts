import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ListingIdPath } from '../../shared/schemas/paths.ts';
import { ReleasePaymentBody } from '../../shared/schemas/payments.ts';
import { releasePayment } from '../../shared/domain/payments/service.ts';

// The shipper (after pickup), or the carrier with the release code, releases the payment (docs/payments.md)
export const handler = endpoint(async ({ principal, pathParameters, body }) => {
  const { listingId } = parseInput(ListingIdPath, pathParameters, 'path');
  return ok(await releasePayment(principal, listingId, parseInput(ReleasePaymentBody, body)));
});
