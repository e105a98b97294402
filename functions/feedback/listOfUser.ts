import { endpoint } from '../../shared/http/endpoint.ts';
import { ok, pagedList } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { UserIdPath } from '../../shared/schemas/paths.ts';
import { PagingOnlyQuery } from '../../shared/schemas/queries.ts';
import { DEFAULT_PAGE_SIZE } from '../../shared/schemas/paging.ts';
import { feedbackReceived } from '../../shared/domain/feedback/service.ts';
import { feedbackView } from '../../shared/domain/feedback/views.ts';

// The feedback a user received, newest first (docs/feedback.md)
export const handler = endpoint(async ({ principal, pathParameters, query, baseUrl }) => {
  const { userId } = parseInput(UserIdPath, pathParameters, 'path');
  const { $skip = 0, $top = DEFAULT_PAGE_SIZE } = parseInput(PagingOnlyQuery, query, 'query');
  const { items, totalCount } = await feedbackReceived(userId, { skip: $skip, top: $top });
  return ok(
    pagedList(`${baseUrl}/v2/users/${userId}/feedback`, {
      skip: $skip,
      top: $top,
      totalCount,
      items: items.map((f) => feedbackView(f, baseUrl, principal)),
    }),
  );
});
