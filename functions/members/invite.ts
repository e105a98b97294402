import { endpoint } from '../../shared/http/endpoint.ts';
import { created } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { InviteMemberBody } from '../../shared/schemas/teams.ts';
import { inviteMember } from '../../shared/domain/teams/service.ts';
import { memberView } from '../../shared/domain/teams/views.ts';

// A member invited to the caller's company (docs/teams.md): the invitation is emailed with a link valid 7 days
export const handler = endpoint(async ({ principal, body, baseUrl, origin }) => {
  const { mobilePhone, ...input } = parseInput(InviteMemberBody, body);
  const member = await inviteMember(principal, { ...input, ...(mobilePhone ? { mobilePhone } : {}) }, origin);
  return created(`${baseUrl}/v2/users/me/members/${member.memberId}`, memberView(member));
});
