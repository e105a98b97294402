import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { MemberPath } from '../../shared/schemas/teams.ts';
import { memberOfCompany } from '../../shared/domain/teams/service.ts';
import { memberView } from '../../shared/domain/teams/views.ts';

// One member of the caller's company (another company's is not found)
export const handler = endpoint(async ({ principal, pathParameters }) =>
  ok(memberView(await memberOfCompany(principal, parseInput(MemberPath, pathParameters, 'path').memberId))),
);
