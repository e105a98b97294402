import { endpoint } from '../../shared/http/endpoint.ts';
import { noContent } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { MemberPath } from '../../shared/schemas/teams.ts';
import { removeMember } from '../../shared/domain/teams/service.ts';

// A member removed: its keys and tokens are refused on their next request; what it made stays the company's
export const handler = endpoint(async ({ principal, pathParameters, origin }) => {
  await removeMember(principal, parseInput(MemberPath, pathParameters, 'path').memberId, origin);
  return noContent();
});
