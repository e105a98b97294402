import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { AcceptInvitationBody, InvitationPath } from '../../shared/schemas/teams.ts';
import { acceptInvitation } from '../../shared/domain/teams/service.ts';

// An invitation's link, used once (no key: the token is the credential): the member sets its
// password and may then get its keys with POST /v2/apikeys like any user (docs/teams.md)
export const handler = endpoint(async ({ pathParameters, body, origin }) => {
  const { token } = parseInput(InvitationPath, pathParameters, 'path');
  return ok(await acceptInvitation(token, parseInput(AcceptInvitationBody, body).password, origin));
});
