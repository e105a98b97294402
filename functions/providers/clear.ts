import { endpoint } from '../../shared/http/endpoint.ts';
import { noContent } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { UserIdPath } from '../../shared/schemas/paths.ts';
import { unmarkProvider } from '../../shared/domain/provider-relations/service.ts';

// Clear a provider's mark (204 whether or not it was marked)
export const handler = endpoint(async ({ principal, pathParameters }) => {
  await unmarkProvider(principal, parseInput(UserIdPath, pathParameters, 'path').userId);
  return noContent();
});
