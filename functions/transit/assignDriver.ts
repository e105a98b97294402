import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ListingIdPath } from '../../shared/schemas/paths.ts';
import { AssignDriverBody } from '../../shared/schemas/teams.ts';
import { assignDriver } from '../../shared/domain/listings/drivers.ts';
import { driverView } from '../../shared/domain/listings/drivers.ts';

// The carrier company's driver of a listing booked with it (docs/teams.md)
export const handler = endpoint(async ({ principal, pathParameters, body }) => {
  const { listingId } = parseInput(ListingIdPath, pathParameters, 'path');
  const driver = await assignDriver(principal, listingId, parseInput(AssignDriverBody, body).memberId);
  return ok({ listingId, driver: driverView(driver) });
});
