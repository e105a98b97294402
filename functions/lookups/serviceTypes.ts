import * as v from 'valibot';
import { endpoint } from '../../shared/http/endpoint.ts';
import { localized } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { serviceTypes } from '../../shared/domain/lookups/lookups.ts';

const Query = v.object({ commodityCode: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())) });

// spec 4 #16, 2.13
export const handler = endpoint(async ({ query, language }) => {
  const { commodityCode } = parseInput(Query, query, 'query');
  return localized(serviceTypes(commodityCode, language), language);
});
