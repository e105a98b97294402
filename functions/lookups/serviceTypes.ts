import { endpoint } from '../../shared/http/endpoint.ts';
import { localized } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { CommodityCodeQuery } from '../../shared/schemas/queries.ts';
import { serviceTypes } from '../../shared/domain/lookups/lookups.ts';

// spec 4 #16, 2.13
export const handler = endpoint(async ({ query, language }) => {
  const { commodityCode } = parseInput(CommodityCodeQuery, query, 'query');
  return localized(serviceTypes(commodityCode, language), language);
});
