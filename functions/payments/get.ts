import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ListingIdPath } from '../../shared/schemas/paths.ts';
import { paymentFor } from '../../shared/domain/payments/service.ts';

// A booking's payment, as its shipper or its booked carrier sees it (docs/payments.md)
export const handler = endpoint(async ({ principal, pathParameters }) =>
  ok(await paymentFor(principal, parseInput(ListingIdPath, pathParameters, 'path').listingId)),
);
