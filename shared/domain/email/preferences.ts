import { notificationKinds, type NotificationKind } from '../event-payloads/kinds.ts';
import type { Language } from '../../language/language.ts';

// Email preferences (docs/notifications.md, Email): per event type, how often it is emailed (its cadence), and the
// language emails are written in. Every event type is emailed until its user turns it off: the people behind the
// accounts learn of their marketplace by email, and each email says how to stop it. What happens to one person
// often is batched by default (docs/notifications.md, "Digests"); what a person acts on at once is not.

export const cadences = ['immediate', 'hourly', 'daily', 'off'] as const;
/** How a kind is emailed: each at once, in an hourly or a daily digest, or not at all. */
export type Cadence = (typeof cadences)[number];
/** The ones a digest carries. */
export type DigestCadence = Extract<Cadence, 'hourly' | 'daily'>;

/** The hour of the person's day a daily digest goes out, unless they choose another. */
export const DEFAULT_DAILY_DIGEST_HOUR = 7;

/**
 * Each kind's cadence until its user chooses: what happens often to one person comes hourly (the bids after a
 * listing's first, the saved searches' matches); everything else, transactional or rare, at once.
 */
export const defaultCadences: Record<NotificationKind, Exclude<Cadence, 'off'>> = Object.fromEntries(
  notificationKinds.map((kind) => [kind, kind === 'BidPlaced' || kind === 'ListingMatched' ? 'hourly' : 'immediate']),
) as Record<NotificationKind, Exclude<Cadence, 'off'>>;

export interface NotificationPreferences {
  userId: number;
  language: Language;
  /** On or off per kind: what the first preferences held, and what clients of the original API send. */
  email: Record<NotificationKind, boolean>;
  /** The cadences the person chose (a kind not named: its default; off is also `email[kind] = false`). */
  cadence?: Partial<Record<NotificationKind, Cadence>>;
  /** The hour of their day (0-23, their time zone) a daily digest goes out. */
  dailyDigestHour?: number;
  /** 128 random bits identifying the user in unsubscribe links, which work without a key. */
  unsubscribeToken: string;
}

export const emailEventTypes = notificationKinds;

export const defaultEmail = (): Record<NotificationKind, boolean> =>
  Object.fromEntries(notificationKinds.map((kind) => [kind, true])) as Record<NotificationKind, boolean>;

/** How `kind` is emailed to this person: off when turned off, else what they chose, else the kind's default. */
export const cadenceOf = (preferences: NotificationPreferences, kind: NotificationKind): Cadence =>
  preferences.email[kind] === false ? 'off' : (preferences.cadence?.[kind] ?? defaultCadences[kind]);

/** Whether the kind follows its default (the first-bid rule applies to the default alone). */
export const isDefaultCadence = (preferences: NotificationPreferences, kind: NotificationKind) =>
  preferences.email[kind] !== false && preferences.cadence?.[kind] === undefined;

export interface PreferencesChange {
  language?: Language;
  email?: Partial<Record<NotificationKind, boolean>>;
  cadence?: Partial<Record<NotificationKind, Cadence>>;
  dailyDigestHour?: number;
}

/**
 * What a PUT changes: the given kinds, language and hour; anything not sent stays. `email: false` is the cadence off;
 * `email: true` turns a kind that was off back to its default; a cadence named wins over `email` for its kind.
 */
export function changedPreferences(
  current: NotificationPreferences,
  change: PreferencesChange,
): NotificationPreferences {
  const email = { ...current.email };
  const cadence = { ...current.cadence };
  for (const [kind, on] of Object.entries(change.email ?? {}) as [NotificationKind, boolean][]) {
    email[kind] = on;
    if (!on) cadence[kind] = 'off';
    else if (cadence[kind] === 'off') delete cadence[kind];
  }
  for (const [kind, chosen] of Object.entries(change.cadence ?? {}) as [NotificationKind, Cadence][]) {
    cadence[kind] = chosen;
    email[kind] = chosen !== 'off';
  }
  return {
    ...current,
    ...(change.language ? { language: change.language } : {}),
    ...(change.dailyDigestHour !== undefined ? { dailyDigestHour: change.dailyDigestHour } : {}),
    email,
    cadence,
  };
}

/** What GET and PUT answer: every kind's on/off and cadence, the daily hour; never the unsubscribe token. */
export const preferencesView = (preferences: NotificationPreferences) => ({
  language: preferences.language,
  email: preferences.email,
  cadence: Object.fromEntries(notificationKinds.map((kind) => [kind, cadenceOf(preferences, kind)])) as Record<
    NotificationKind,
    Cadence
  >,
  dailyDigestHour: preferences.dailyDigestHour ?? DEFAULT_DAILY_DIGEST_HOUR,
});
