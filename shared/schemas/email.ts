import * as v from 'valibot';
import { object, strictObject } from './objects.ts';
import { oneOf } from './common.ts';
import { languages } from '../language/language.ts';
import { notificationKinds } from '../domain/event-payloads/kinds.ts';
import { cadences } from '../domain/email/preferences.ts';

// Email preferences and unsubscribe links (docs/notifications.md, Email).

/** Per event type, email on (true) or off; a name that is no event type is refused, naming it. */
export const PreferencesBody = object({
  language: v.optional(oneOf(languages)),
  email: v.optional(
    strictObject(
      Object.fromEntries(
        notificationKinds.map((kind) => [kind, v.optional(v.boolean('must be true or false'))]),
      ) as Record<(typeof notificationKinds)[number], v.OptionalSchema<v.BooleanSchema<string>, undefined>>,
      'is not an event type',
    ),
  ),
  /** How often each kind is emailed (docs/notifications.md, "Digests"). */
  cadence: v.optional(
    strictObject(
      Object.fromEntries(notificationKinds.map((kind) => [kind, v.optional(oneOf(cadences))])) as Record<
        (typeof notificationKinds)[number],
        v.OptionalSchema<ReturnType<typeof oneOf<typeof cadences>>, undefined>
      >,
      'is not an event type',
    ),
  ),
  dailyDigestHour: v.optional(
    v.pipe(
      v.number('must be an hour from 0 to 23'),
      v.integer('must be an hour from 0 to 23'),
      v.minValue(0, 'must be an hour from 0 to 23'),
      v.maxValue(23, 'must be an hour from 0 to 23'),
    ),
  ),
});
export type PreferencesInput = v.InferOutput<typeof PreferencesBody>;

/** The event type a link stops; none: every type. */
export const UnsubscribeQuery = object({
  event: v.optional(oneOf(notificationKinds)),
  /** The page's other button: a digest instead of nothing (docs/notifications.md, "Digests"). */
  cadence: v.optional(oneOf(['hourly', 'daily', 'off'] as const)),
});
