import { endpoint } from '../../shared/http/endpoint.ts';
import { localized } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { RegionsQuery } from '../../shared/schemas/queries.ts';
import { regions } from '../../shared/domain/lookups/lookups.ts';

// spec 4 #18: regions take depth and parent value selectors
export const handler = endpoint(async ({ query, language }) =>
  localized(regions(parseInput(RegionsQuery, query, 'query'), language), language),
);
