import * as v from 'valibot';
import { oneOf } from './common.ts';
import { languages } from '../language/language.ts';
import { notificationKinds } from '../domain/event-payloads/kinds.ts';

// Email preferences and unsubscribe links (docs/notifications.md, Email).

/** Per event type, email on (true) or off; a name that is no event type is refused, naming it. */
export const PreferencesBody = v.object({
  language: v.optional(oneOf(languages)),
  email: v.optional(
    v.strictObject(
      Object.fromEntries(
        notificationKinds.map((kind) => [kind, v.optional(v.boolean('must be true or false'))]),
      ) as Record<(typeof notificationKinds)[number], v.OptionalSchema<v.BooleanSchema<string>, undefined>>,
      'is not an event type',
    ),
  ),
});
export type PreferencesInput = v.InferOutput<typeof PreferencesBody>;

/** The event type a link stops; none: every type. */
export const UnsubscribeQuery = v.object({ event: v.optional(oneOf(notificationKinds)) });
