import { notificationKinds, type NotificationKind } from '../event-payloads/kinds.ts';
import type { Language } from '../../language/language.ts';

// Email preferences (docs/notifications.md, Email): per event type, email on or off, and the
// language emails are written in. Every event type is on until its user turns it off: the people
// behind the accounts learn of their marketplace by email, and each email says how to stop it.

export interface NotificationPreferences {
  userId: number;
  language: Language;
  email: Record<NotificationKind, boolean>;
  /** 128 random bits identifying the user in unsubscribe links, which work without a key. */
  unsubscribeToken: string;
}

export const emailEventTypes = notificationKinds;

export const defaultEmail = (): Record<NotificationKind, boolean> =>
  Object.fromEntries(notificationKinds.map((kind) => [kind, true])) as Record<NotificationKind, boolean>;

/** What a PUT changes: the given event types and language; anything not sent stays. */
export function changedPreferences(
  current: NotificationPreferences,
  change: { language?: Language; email?: Partial<Record<NotificationKind, boolean>> },
): NotificationPreferences {
  return {
    ...current,
    ...(change.language ? { language: change.language } : {}),
    email: { ...current.email, ...change.email },
  };
}

/** What GET and PUT answer: never the unsubscribe token (it is the link's secret). */
export const preferencesView = (preferences: NotificationPreferences) => ({
  language: preferences.language,
  email: preferences.email,
});
