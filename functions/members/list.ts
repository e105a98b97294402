import { endpoint } from '../../shared/http/endpoint.ts';
import { ok, pagedList } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { PagingOnlyQuery } from '../../shared/schemas/queries.ts';
import { DEFAULT_PAGE_SIZE } from '../../shared/schemas/paging.ts';
import { membersOfCompany } from '../../shared/domain/teams/service.ts';
import { memberView } from '../../shared/domain/teams/views.ts';

// The caller's company's members, oldest first (docs/teams.md)
export const handler = endpoint(async ({ principal, query, baseUrl }) => {
  const { $skip = 0, $top = DEFAULT_PAGE_SIZE } = parseInput(PagingOnlyQuery, query, 'query');
  const { items, totalCount } = await membersOfCompany(principal, { skip: $skip, top: $top });
  return ok(
    pagedList(`${baseUrl}/v2/users/me/members`, { skip: $skip, top: $top, totalCount, items: items.map(memberView) }),
  );
});
