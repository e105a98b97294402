import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { preferencesFor } from '../../shared/domain/email/service.ts';
import { preferencesView } from '../../shared/domain/email/preferences.ts';

// docs/notifications.md, Email: the caller's email preferences (defaults until changed)
export const handler = endpoint(async ({ principal }) => ok(preferencesView(await preferencesFor(principal))));
