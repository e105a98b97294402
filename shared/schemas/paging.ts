import * as v from 'valibot';

// spec 4 rule 4 and 8: $skip and $top are positive integers; the default page is 25 entries.
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

const positiveInteger = (max: number) => v.pipe(v.string(), v.regex(/^[1-9]\d{0,6}$/, 'must be a positive integer'), v.transform(Number), v.maxValue(max, `must be at most ${max}`));

export const PagingQuery = {
  $skip: v.optional(positiveInteger(1_000_000)),
  $top: v.optional(positiveInteger(MAX_PAGE_SIZE)),
};
