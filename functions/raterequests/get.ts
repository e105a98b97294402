import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { RateRequestPath } from '../../shared/schemas/paths.ts';
import { rateRequestFor } from '../../shared/domain/raterequests/service.ts';
import { rateRequestView } from '../../shared/domain/raterequests/views.ts';

// A rate request: for its requester, and for carriers pricing it while it is open
export const handler = endpoint(async ({ principal, pathParameters, baseUrl }) => {
  const request = await rateRequestFor(principal, parseInput(RateRequestPath, pathParameters, 'path').rateRequestID);
  return ok(
    rateRequestView(
      request,
      request.requesterId === principal.userId || request.affiliateId === principal.userId,
      baseUrl,
      principal,
    ),
  );
});
