import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { callersVetting } from '../../shared/domain/vetting/service.ts';
import { vettingView } from '../../shared/domain/vetting/views.ts';

// docs/vetting.md: the caller's vetting with FMCSA as last checked (none kept: Unverified)
export const handler = endpoint(async ({ principal, baseUrl }) =>
  ok(vettingView(await callersVetting(principal), baseUrl)),
);
