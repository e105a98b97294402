import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { EstimateBody } from '../../shared/schemas/estimate.ts';
import { estimate } from '../../shared/domain/pricing/estimate.ts';
import { estimateView } from '../../shared/domain/pricing/views.ts';

// spec 4 #5, 2.7: a price estimate by commodity and route
export const handler = endpoint(async ({ body, language }) =>
  ok(estimateView(await estimate(parseInput(EstimateBody, body)), language)),
);
