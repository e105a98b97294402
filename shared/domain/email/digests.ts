import { findUser } from '../../data/users.ts';
import {
  emailDigestDone,
  emailDigestsDue,
  eventsOfDigest,
  isFirstBidEmail,
  queueDigestEvent,
  type ListedDigest,
} from '../../data/email-digests.ts';
import { emailSender } from '../../email/transport.ts';
import type { User } from '../users/types.ts';
import type { NotificationDraft } from '../notifications/events.ts';
import { nextDigestOn, zoneOfUser } from './alert-digests.ts';
import { emailEventsDigest, emailNotification, preferencesOf, type EmailOutcome } from './service.ts';
import { inTheBookingEmail } from './messages/booking.ts';
import {
  cadenceOf,
  DEFAULT_DAILY_DIGEST_HOUR,
  isDefaultCadence,
  type Cadence,
  type DigestCadence,
  type NotificationPreferences,
} from './preferences.ts';
import * as clock from '../../clock.ts';

// Digests (docs/notifications.md, "Digests"): an event a person gets hourly or daily waits for the digest due next,
// which goes out as one email listing them all. A digest due at T takes events until T and goes out GRACE later:
// longer than the notifier can take to queue one (its 30 s timeout), so that no event lands in a digest once sent.

export const DIGEST_GRACE_MS = 2 * 60_000;
const HOUR_MS = 3_600_000;

/** When the digest an event heard at `now` goes in is due: the next full hour, or the person's next daily hour. */
export function digestDueOn(cadence: DigestCadence, now: Date, user: User, preferences: NotificationPreferences) {
  if (cadence === 'hourly') return new Date((Math.floor(now.getTime() / HOUR_MS) + 1) * HOUR_MS).toISOString();
  return nextDigestOn(now, zoneOfUser(user), preferences.dailyDigestHour ?? DEFAULT_DAILY_DIGEST_HOUR);
}

/** How this event is emailed to its recipient: a listing's first bid at once while BidPlaced has its default. */
async function cadenceOfEvent(
  draft: NotificationDraft,
  eventId: string,
  preferences: NotificationPreferences,
): Promise<Cadence> {
  const cadence = cadenceOf(preferences, draft.kind);
  if (draft.kind !== 'BidPlaced' || cadence === 'off' || !isDefaultCadence(preferences, draft.kind)) return cadence;
  return (await isFirstBidEmail(draft.data.listingId, eventId)) ? 'immediate' : cadence;
}

/**
 * The email of a notification (the notifier, for each it delivers): sent now, queued in the recipient's next digest,
 * or none, by the kind's cadence; none for the Bill of Lading drawn at booking, which the booking's email carries.
 * Safe to run twice: an email goes once per event, an event into one digest.
 */
export async function emailOrQueue(
  draft: NotificationDraft,
  eventId: string,
  createdAt: string,
  baseUrl: string,
  recipient?: User,
): Promise<EmailOutcome | 'queued' | 'in the booking email'> {
  if (!emailSender()) return 'disabled';
  if (inTheBookingEmail(draft)) return 'in the booking email';
  const user = recipient ?? (await findUser(draft.recipientId));
  if (!user || user.status === 'Closed') return 'no recipient';
  const preferences = await preferencesOf(user.userId);
  const cadence = await cadenceOfEvent(draft, eventId, preferences);
  if (cadence === 'off') return 'off';
  if (cadence === 'immediate') return emailNotification(draft, eventId, baseUrl, user, preferences);
  const due = { userId: user.userId, cadence, dueOn: digestDueOn(cadence, clock.now(), user, preferences) };
  await queueDigestEvent(due, { eventId, createdAt, draft });
  return 'queued';
}

/**
 * The digest job (AlertDigestMailer, every 5 minutes): each digest due at least GRACE ago goes as one email of its
 * events, then leaves the table. An event of a kind turned off since it was queued is dropped; one of a kind now
 * immediate still goes in the digest it waited in. The email is claimed by the digest (`digest#<cadence>#<dueOn>`
 * for its person): a run stopped at any step is finished by the next, and no digest goes twice.
 */
export async function sendEmailDigests(now: Date, baseUrl: string, limit = 100): Promise<number> {
  let sent = 0;
  for (const due of await emailDigestsDue(new Date(now.getTime() - DIGEST_GRACE_MS).toISOString(), limit)) {
    if ((await sendDigest(due, baseUrl)) === 'sent') sent++;
  }
  return sent;
}

async function sendDigest(due: ListedDigest, baseUrl: string): Promise<EmailOutcome | 'empty'> {
  const events = await eventsOfDigest(due);
  const preferences = await preferencesOf(due.userId);
  const kept = events.filter((event) => cadenceOf(preferences, event.draft.kind) !== 'off');
  const outcome = kept.length
    ? await emailEventsDigest(due.userId, kept, `digest#${due.cadence}#${due.dueOn}`, baseUrl, preferences)
    : 'empty';
  await emailDigestDone(due, events);
  return outcome;
}
