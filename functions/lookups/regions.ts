import * as v from 'valibot';
import { endpoint } from '../../shared/http/endpoint.ts';
import { localized } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { regions } from '../../shared/domain/lookups/lookups.ts';

const Query = v.object({
  depth: v.optional(v.pipe(v.string(), v.regex(/^[012]$/, 'depth must be 0, 1 or 2'), v.transform(Number))),
  parent: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
});

// spec 4 #18: regions take depth and parent value selectors
export const handler = endpoint(async ({ query, language }) => localized(regions(parseInput(Query, query, 'query'), language), language));
