import * as v from 'valibot';
import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { htmlPage, linkedPage } from '../../shared/http/html.ts';
import { AcceptInvitationBody, InvitationPath } from '../../shared/schemas/teams.ts';
import { acceptInvitation } from '../../shared/domain/teams/service.ts';
import { invitationGoneHtml, invitationPageHtml, joinedHtml } from '../../shared/domain/teams/pages.ts';

// An invitation's link, used once (no key: the token is the credential): the member sets its
// password and may then get its keys with POST /v2/apikeys like any user (docs/teams.md). A
// program sends JSON and reads JSON; the invitation's page posts its form and is answered a page.
export const handler = endpoint(async ({ pathParameters, body, rawBody, headers, origin, language }) => {
  const { token } = parseInput(InvitationPath, pathParameters, 'path');
  if (!/^application\/x-www-form-urlencoded\b/i.test(headers['content-type'] ?? '')) {
    return ok(await acceptInvitation(token, parseInput(AcceptInvitationBody, body).password, origin));
  }
  const form = v.safeParse(
    AcceptInvitationBody,
    Object.fromEntries(new URLSearchParams(rawBody?.toString('utf8') ?? '')),
  );
  if (!form.success) return htmlPage(400, invitationPageHtml(token, language, true));
  return linkedPage(
    { accept: 'text/html' },
    async () => {
      await acceptInvitation(token, form.output.password, origin);
      return joinedHtml(language);
    },
    () => invitationGoneHtml(language),
  );
});
