import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { callersRequirements } from '../../shared/domain/vetting/service.ts';
import { requirementsView } from '../../shared/domain/vetting/views.ts';

// docs/vetting.md, "Shippers choose": the caller's default requirements of the providers that bid on its listings
export const handler = endpoint(async ({ principal, baseUrl }) =>
  ok(requirementsView(await callersRequirements(principal), baseUrl)),
);
