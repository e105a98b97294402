import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { PreferencesBody } from '../../shared/schemas/email.ts';
import { updatePreferences } from '../../shared/domain/email/service.ts';
import { preferencesView } from '../../shared/domain/email/preferences.ts';

// docs/notifications.md, Email: turn event types on or off, choose the language; what is not sent stays
export const handler = endpoint(async ({ principal, body, origin }) =>
  ok(preferencesView(await updatePreferences(principal, parseInput(PreferencesBody, body), origin))),
);
