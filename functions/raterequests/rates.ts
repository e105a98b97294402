import { endpoint } from '../../shared/http/endpoint.ts';
import { ok, wholeList } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { RateRequestPath } from '../../shared/schemas/paths.ts';
import { ratesFor } from '../../shared/domain/raterequests/service.ts';
import { rateView } from '../../shared/domain/raterequests/views.ts';

// spec 4 #8: the rates of a request, for its requester (served at /v2/... and at the spec's /raterequests/...)
export const handler = endpoint(async ({ principal, pathParameters, baseUrl, language }) => {
  const { request, rates } = await ratesFor(
    principal,
    parseInput(RateRequestPath, pathParameters, 'path').rateRequestID,
  );
  return ok({
    rateRequestID: request.rateRequestID,
    status: request.status,
    ...wholeList(rates, (rate) => rateView(rate, request, baseUrl, language)),
  });
});
