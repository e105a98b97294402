import { endpoint } from '../../shared/http/endpoint.ts';
import { created } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { RateRequestBody, withRouteItemsKey } from '../../shared/schemas/raterequests.ts';
import { createRateRequest } from '../../shared/domain/raterequests/service.ts';
import { rateRequestView, ratesUrl } from '../../shared/domain/raterequests/views.ts';

// spec 4 #7, 2.9: 201 with Location {base_url}/v2/raterequests/{rateRequestID}/rates
export const handler = endpoint(async ({ principal, body, headers, baseUrl }) => {
  const request = await createRateRequest(
    principal,
    parseInput(RateRequestBody, withRouteItemsKey(body)),
    headers['x-affiliate'],
  );
  return created(ratesUrl(request.rateRequestID, baseUrl), rateRequestView(request, true, baseUrl, principal));
});
