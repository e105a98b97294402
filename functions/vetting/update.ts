import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { VettingBody } from '../../shared/schemas/vetting.ts';
import { checkCallersNumbers } from '../../shared/domain/vetting/checks.ts';
import { vettingView } from '../../shared/domain/vetting/views.ts';

// docs/vetting.md: the caller's USDOT and MC numbers, checked with FMCSA now; 409 naming dotNumber when another
// account holds it
export const handler = endpoint(async ({ principal, body, baseUrl }) =>
  ok(vettingView(await checkCallersNumbers(principal, parseInput(VettingBody, body)), baseUrl)),
);
