import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ProviderRequirementsBody } from '../../shared/schemas/vetting.ts';
import { setCallersRequirements } from '../../shared/domain/vetting/service.ts';
import { requirementsView } from '../../shared/domain/vetting/views.ts';

// docs/vetting.md, "Shippers choose": the caller's default for the listings it posts from now on (what is left out,
// null or false is none)
export const handler = endpoint(async ({ principal, body, baseUrl }) =>
  ok(requirementsView(await setCallersRequirements(principal, parseInput(ProviderRequirementsBody, body)), baseUrl)),
);
