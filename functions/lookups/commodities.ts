import * as v from 'valibot';
import { endpoint } from '../../shared/http/endpoint.ts';
import { localized } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { commodities } from '../../shared/domain/lookups/lookups.ts';

const Query = v.object({ parent: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())) });

// spec 4 #18
export const handler = endpoint(async ({ query, language }) => {
  const { parent } = parseInput(Query, query, 'query');
  return localized(commodities(parent, language), language);
});
