import { endpoint } from '../../shared/http/endpoint.ts';
import { ok, pagedList } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { PagingOnlyQuery } from '../../shared/schemas/queries.ts';
import { DEFAULT_PAGE_SIZE } from '../../shared/schemas/paging.ts';
import { securityEventsOfCaller } from '../../shared/domain/security/events.ts';

// What happened to the caller's account in the last 90 days, newest first (docs/security-events.md)
export const handler = endpoint(async ({ principal, query, baseUrl }) => {
  const { $skip = 0, $top = DEFAULT_PAGE_SIZE } = parseInput(PagingOnlyQuery, query, 'query');
  const page = await securityEventsOfCaller(principal, { skip: $skip, top: $top });
  return ok(pagedList(`${baseUrl}/v2/users/me/securityEvents`, { skip: $skip, top: $top, ...page }));
});
