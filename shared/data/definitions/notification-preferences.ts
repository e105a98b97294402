import * as v from 'valibot';
import type { NotificationPreferences } from '../../domain/email/preferences.ts';
import type { Language } from '../../language/language.ts';
import { defineItem, templatesOf, everyOf } from '../item-definition.ts';

// Pattern 16 (docs/notifications.md, Email): a user's email preferences, with the token of their unsubscribe links,
// under the user.

const languages = everyOf<Language>()(['en', 'fr', 'de']);
/** A map of notification kinds, as stored: a kind added since the preferences were written has no entry. */
const byKind = <T extends object>() => v.custom<T>((map) => typeof map === 'object' && map !== null);

const preferences = templatesOf<NotificationPreferences>();

export const notificationPreferencesItems = defineItem<NotificationPreferences>()({
  kind: 'NotificationPreferences',
  schema: v.looseObject({
    userId: v.number(),
    language: v.picklist(languages),
    email: byKind<NotificationPreferences['email']>(),
    cadence: v.optional(byKind<NonNullable<NotificationPreferences['cadence']>>()),
    dailyDigestHour: v.optional(v.number()),
    unsubscribeToken: v.string(),
  }),
  key: {
    partition: preferences(['userId'], ({ userId }) => `USER#${userId}`),
    sort: preferences([], () => 'NOTIFICATIONPREFS'),
  },
});
