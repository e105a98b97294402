import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { MemberPath, MemberRoleBody } from '../../shared/schemas/teams.ts';
import { changeMemberRole } from '../../shared/domain/teams/service.ts';
import { memberView } from '../../shared/domain/teams/views.ts';

// A member's new role, from its next request (docs/teams.md)
export const handler = endpoint(async ({ principal, pathParameters, body, origin }) => {
  const { memberId } = parseInput(MemberPath, pathParameters, 'path');
  return ok(memberView(await changeMemberRole(principal, memberId, parseInput(MemberRoleBody, body).role, origin)));
});
