import { endpoint } from '../../shared/http/endpoint.ts';
import { created, ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { UserIdPath } from '../../shared/schemas/paths.ts';
import { ProviderRelationBody } from '../../shared/schemas/provider-relations.ts';
import { markProvider } from '../../shared/domain/provider-relations/service.ts';
import { providerRelationUrl, providerRelationView } from '../../shared/domain/provider-relations/views.ts';

// Mark a carrier or broker Preferred or Blocked (201 the first time, 200 after)
export const handler = endpoint(async ({ principal, pathParameters, body, baseUrl }) => {
  const { userId } = parseInput(UserIdPath, pathParameters, 'path');
  const { relation, created: isNew } = await markProvider(
    principal,
    userId,
    parseInput(ProviderRelationBody, body).relation,
  );
  const view = providerRelationView(relation, baseUrl);
  return isNew ? created(providerRelationUrl(userId, baseUrl), view) : ok(view);
});
