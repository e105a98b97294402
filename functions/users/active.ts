import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { activeUser } from '../../shared/domain/users/service.ts';
import { activeUserView } from '../../shared/domain/users/views.ts';
import { personOf, roleOf } from '../../shared/domain/auth/roles.ts';

// spec 4 #17: GET /v2/ returns the authenticated user (2.14): a member's company, and who and what it is there
// (docs/teams.md)
export const handler = endpoint(async ({ principal, baseUrl, language }) =>
  ok(
    activeUserView(await activeUser(principal), baseUrl, language, {
      memberId: personOf(principal),
      role: roleOf(principal),
    }),
  ),
);
