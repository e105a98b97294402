import { endpoint } from '../../shared/http/endpoint.ts';
import { localized } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { CommoditiesQuery } from '../../shared/schemas/queries.ts';
import { commodities } from '../../shared/domain/lookups/lookups.ts';

// spec 4 #18
export const handler = endpoint(async ({ query, language }) => {
  const { parent } = parseInput(CommoditiesQuery, query, 'query');
  return localized(commodities(parent, language), language);
});
