import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { UserIdPath } from '../../shared/schemas/paths.ts';
import { relationFor } from '../../shared/domain/provider-relations/service.ts';
import { providerRelationView } from '../../shared/domain/provider-relations/views.ts';

// How the caller marked one provider (404 when not marked)
export const handler = endpoint(async ({ principal, pathParameters, baseUrl }) =>
  ok(
    providerRelationView(await relationFor(principal, parseInput(UserIdPath, pathParameters, 'path').userId), baseUrl),
  ),
);
