import { endpoint } from '../../shared/http/endpoint.ts';
import { ok, wholeList } from '../../shared/http/response.ts';
import { providersOf } from '../../shared/domain/provider-relations/service.ts';
import { providerRelationView } from '../../shared/domain/provider-relations/views.ts';

// The caller's Preferred and Blocked providers
export const handler = endpoint(async ({ principal, baseUrl }) =>
  ok(wholeList(await providersOf(principal), (relation) => providerRelationView(relation, baseUrl))),
);
