import { endpoint } from '../../shared/http/endpoint.ts';
import { created } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { RateRequestPath } from '../../shared/schemas/paths.ts';
import { RateBody } from '../../shared/schemas/raterequests.ts';
import { offerRate } from '../../shared/domain/raterequests/service.ts';
import { rateView, ratesUrl } from '../../shared/domain/raterequests/views.ts';

// spec 4 rule 10: a provider answers with a bookable rate
export const handler = endpoint(async ({ principal, pathParameters, body, baseUrl, language }) => {
  const { rateRequestID } = parseInput(RateRequestPath, pathParameters, 'path');
  const { rate, request } = await offerRate(principal, rateRequestID, parseInput(RateBody, body));
  return created(ratesUrl(rateRequestID, baseUrl), rateView(rate, request, baseUrl, language));
});
