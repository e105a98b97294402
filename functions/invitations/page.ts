import { endpoint } from '../../shared/http/endpoint.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { htmlPage } from '../../shared/http/html.ts';
import { InvitationPath } from '../../shared/schemas/teams.ts';
import { invitationPageHtml } from '../../shared/domain/teams/pages.ts';

// The invitation's emailed link (docs/teams.md): a password form that POSTs to the acceptance.
// Opening it reads nothing and changes nothing; a used or unknown token is told on posting.
export const handler = endpoint(async ({ pathParameters, language }) =>
  htmlPage(200, invitationPageHtml(parseInput(InvitationPath, pathParameters, 'path').token, language)),
);
