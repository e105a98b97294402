import { endpoint } from '../../shared/http/endpoint.ts';
import { localized } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { CommodityCodeQuery } from '../../shared/schemas/queries.ts';
import { trailerTypes } from '../../shared/domain/lookups/lookups.ts';

// spec 4 #18; trailer types depend on the commodity type (spec 2.8)
export const handler = endpoint(async ({ query, language }) => {
  const { commodityCode } = parseInput(CommodityCodeQuery, query, 'query');
  return localized(trailerTypes(commodityCode, language), language);
});
