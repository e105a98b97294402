import * as v from 'valibot';
import { MAX_PAGE_SIZE } from '../domain/limits/lists.ts';
import { integerText } from './integer-text.ts';

export { MAX_PAGE_SIZE };

// spec 4 rule 4 and 8: $skip and $top are positive integers; the default page is 25 entries.
export const DEFAULT_PAGE_SIZE = 25;

const positiveInteger = (max: number) =>
  integerText(
    v.pipe(
      v.string(),
      v.maxLength(7, 'must be at most 7 characters'),
      v.regex(/^[1-9]\d{0,6}$/, 'must be a positive integer'),
      v.transform(Number),
      v.maxValue(max, `must be at most ${max}`),
    ),
    1,
    max,
  );

export const PagingQuery = {
  $skip: v.optional(positiveInteger(1_000_000)),
  $top: v.optional(positiveInteger(MAX_PAGE_SIZE)),
};
