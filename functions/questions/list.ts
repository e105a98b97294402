import { endpoint } from '../../shared/http/endpoint.ts';
import { ok, pagedList } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ListingIdPath } from '../../shared/schemas/paths.ts';
import { PagingOnlyQuery } from '../../shared/schemas/queries.ts';
import { DEFAULT_PAGE_SIZE } from '../../shared/schemas/paging.ts';
import { questionsFor } from '../../shared/domain/questions/service.ts';
import { questionView } from '../../shared/domain/questions/views.ts';

// A listing's questions and answers, oldest first, for everyone who can see the listing (docs/questions.md)
export const handler = endpoint(async ({ principal, pathParameters, query, baseUrl }) => {
  const { listingId } = parseInput(ListingIdPath, pathParameters, 'path');
  const { $skip = 0, $top = DEFAULT_PAGE_SIZE } = parseInput(PagingOnlyQuery, query, 'query');
  const { items, ...counted } = await questionsFor(principal, listingId, { skip: $skip, top: $top });
  const views = items.map(({ question, askerFeedback }) => questionView(question, askerFeedback, baseUrl));
  return ok(
    pagedList(`${baseUrl}/v2/listings/${listingId}/questions`, { skip: $skip, top: $top, ...counted, items: views }),
  );
});
