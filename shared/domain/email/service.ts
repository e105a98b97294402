import { recordSecurityEvent, type RequestOrigin } from '../security/events.ts';
import { findListing } from '../../data/listings.ts';
import { findRateRequest } from '../../data/raterequests.ts';
import { findPayment } from '../../data/payments.ts';
import { findUser } from '../../data/users.ts';
import { persistently } from '../../data/errors.ts';
import { NO_PAUSE, retrying, RetryLimitReached } from '../../retry.ts';
import { logger } from '../../observability/logger.ts';
import type { User } from '../users/types.ts';
import {
  claimEmail,
  emailClaim,
  findPreferences,
  markEmailSent,
  insertPreferences,
  isSuppressed,
  releaseEmail,
  savePreferences,
  suppressAddress,
  userOfUnsubscribeToken,
} from '../../data/email.ts';
import { EVENT_HEADER, emailSender, sendEmail } from '../../email/transport.ts';
import { renderEmail } from '../../email/render.ts';
import { isTokenShaped, newToken } from '../tokens.ts';
import { NotFoundError } from '../../errors.ts';
import type { Language } from '../../language/language.ts';
import type { NotificationDraft } from '../notifications/events.ts';
import type { NotificationKind } from '../event-payloads/kinds.ts';
import type { Principal } from '../users/types.ts';
import type { EmailContent } from './messages/content.ts';
import { emailContent } from './messages/event.ts';
import { bookingEmailKinds } from './messages/booking.ts';
import { digestContent } from './messages/alert-digest.ts';
import { eventsDigestContent } from './messages/events-digest.ts';
import { invitationContent } from './messages/invitation.ts';
import type { DigestEvent } from '../../data/email-digests.ts';
import type { ListingMatch } from '../saved-searches/types.ts';
import { DIGEST_LISTINGS } from '../saved-searches/types.ts';
import { suppressionsOf, type SesEvent, type Suppression } from './feedback.ts';
import {
  changedPreferences,
  defaultEmail,
  type NotificationPreferences,
  type Cadence,
  type PreferencesChange,
} from './preferences.ts';

// Email to the people behind the accounts (docs/notifications.md, Email). The notifier calls
// emailNotification for every notification it delivers; the preferences and unsubscribe routes
// change what it sends. Each email goes out once per event and recipient, never to a suppressed
// address, and carries one-click unsubscribe headers (RFC 8058).

export type EmailOutcome = 'sent' | 'disabled' | 'off' | 'suppressed' | 'already sent' | 'no recipient';

/** A user's preferences, made with the defaults (and an unsubscribe token) the first time they are needed. */
export async function preferencesOf(userId: number): Promise<NotificationPreferences> {
  // a first write that loses to another's finds the winner's on the next read
  const madeMeanwhile = {
    attempts: 3,
    retryable: (error: unknown) => error instanceof MadeMeanwhile,
    backoff: NO_PAUSE,
    exhausted: (last: unknown) => new RetryLimitReached(`the preferences of user ${userId}`, 3, last),
  };
  return retrying(madeMeanwhile, async () => {
    const found = await findPreferences(userId);
    // event types added since default to on
    if (found) return { ...found, email: { ...defaultEmail(), ...found.email } };
    const fresh: NotificationPreferences = {
      userId,
      language: 'en',
      email: defaultEmail(),
      unsubscribeToken: newToken(),
    };
    if (await insertPreferences(fresh)) return fresh;
    throw new MadeMeanwhile();
  });
}

class MadeMeanwhile extends Error {}

/** The one-click unsubscribe of one event type, or (none named) of every email. */
export const unsubscribeUrl = (baseUrl: string, token: string, kind?: NotificationKind) =>
  `${baseUrl}/v2/unsubscribe/${token}${kind ? `?event=${kind}` : ''}`;

/**
 * `recipient` and `preferences`: the user item and their preferences when the caller has read them already (the
 * notifier has), else read here.
 */
export async function emailNotification(
  draft: NotificationDraft,
  eventId: string,
  baseUrl: string,
  recipient?: User,
  preferences?: NotificationPreferences,
): Promise<EmailOutcome> {
  const content = async (language: Language) => {
    const [listing, rateRequest, payment] = await Promise.all([
      'listingId' in draft.data ? findListing(draft.data.listingId) : undefined,
      'rateRequestID' in draft.data ? findRateRequest(draft.data.rateRequestID) : undefined,
      // a booking paid on the platform: written in the booking's transaction, so there when its email is made
      bookingEmailKinds.includes(draft.kind) && 'listingId' in draft.data
        ? findPayment(draft.data.listingId)
        : undefined,
    ]);
    return emailContent(draft, { listing, rateRequest, payment, baseUrl, language });
  };
  return emailOnce(recipient ?? draft.recipientId, draft.kind, eventId, baseUrl, content, { known: preferences });
}

/** A user's daily digest of saved-search matches (docs/saved-searches.md): once per user and due 07:00. */
export const emailDigest = (
  userId: number,
  matches: ListingMatch[],
  dueOn: string,
  baseUrl: string,
): Promise<EmailOutcome> =>
  emailOnce(userId, 'ListingMatched', `digest#${dueOn}`, baseUrl, async (language) =>
    digestContent(matches, DIGEST_LISTINGS, { baseUrl, language }),
  );

/**
 * A digest of events to a user (docs/notifications.md, "Digests"): once per digest id, never to a suppressed address;
 * its unsubscribe link stops every email. `preferences`: as the digest job read them.
 */
export const emailEventsDigest = (
  userId: number,
  events: DigestEvent[],
  digestId: string,
  baseUrl: string,
  preferences: NotificationPreferences,
): Promise<EmailOutcome> =>
  emailOnce(
    userId,
    undefined,
    digestId,
    baseUrl,
    async (language) => {
      const drafts = events.map((event) => event.draft);
      const ids = [...new Set(drafts.flatMap((draft) => ('listingId' in draft.data ? [draft.data.listingId] : [])))];
      const listings = new Map(await Promise.all(ids.map(async (id) => [id, await findListing(id)] as const)));
      return eventsDigestContent(drafts, listings, { baseUrl, language });
    },
    { known: preferences, carries: events.map((event) => event.eventId) },
  );

/**
 * One email to a user, once per event id: their preferences for its kind (a digest has none: its events' kinds were
 * weighed when they were queued), suppression and the one-click unsubscribe apply. `known`: their preferences, when
 * the caller has read them; `carries`: a digest's events, kept on its claim (the chaos soak's audit reads them).
 */
async function emailOnce(
  to: number | User,
  kind: NotificationKind | undefined,
  eventId: string,
  baseUrl: string,
  contentIn: (language: Language) => Promise<EmailContent>,
  { known, carries }: { known?: NotificationPreferences; carries?: string[] } = {},
): Promise<EmailOutcome> {
  if (!emailSender()) return 'disabled';
  const recipient = typeof to === 'number' ? await findUser(to) : to;
  if (!recipient || recipient.status === 'Closed') return 'no recipient';
  const preferences = known ?? (await preferencesOf(recipient.userId));
  if (kind && !preferences.email[kind]) return 'off';
  return sendOnce(
    recipient,
    eventId,
    preferences,
    unsubscribeUrl(baseUrl, preferences.unsubscribeToken, kind),
    contentIn,
    carries,
  );
}

/**
 * A company's invitation to its new member (docs/teams.md): sent once (claimed by the member), never
 * to a suppressed address; no preference turns it off, and its unsubscribe link stops every email.
 */
export async function emailInvitation(
  invitation: { memberId: number; companyId: number; token: string; expiresOn: string },
  baseUrl: string,
): Promise<EmailOutcome> {
  if (!emailSender()) return 'disabled';
  const [member, company] = await Promise.all([findUser(invitation.memberId), findUser(invitation.companyId)]);
  if (!member || member.status === 'Closed' || !company) return 'no recipient';
  const preferences = await preferencesOf(member.userId);
  return sendOnce(
    member,
    `invitation#${invitation.memberId}`,
    preferences,
    unsubscribeUrl(baseUrl, preferences.unsubscribeToken),
    async (language) =>
      invitationContent(
        {
          company: company.companyName || `${company.firstName} ${company.lastName}`,
          role: member.role ?? '',
          expiresOn: invitation.expiresOn,
          pageUrl: `${baseUrl}/v2/invitations/${invitation.token}`,
          acceptanceUrl: `${baseUrl}/v2/invitations/${invitation.token}/acceptance`,
        },
        language,
      ),
  );
}

/**
 * How long a claim to send one email holds: far beyond one send through SES; past it, an attempt is taken for stopped.
 */
const SENDING_MS = 20_000;

/**
 * The claim to send this event's email: taken, or, while another attempt holds it (a replay of a
 * record still being sent), its outcome waited for: sent, or its time up and taken over (that
 * attempt stopped: docs/reliability.md, "Stopped half way"). False once it went.
 */
async function claimToSend(eventId: string, recipientId: number, carries?: string[]): Promise<boolean> {
  // looked at every CLAIM_LOOK_MS: the other attempt's claim ends within SENDING_MS, and the look after that takes it
  const heldByAnother = {
    attempts: Math.ceil(SENDING_MS / CLAIM_LOOK_MS) + 2,
    retryable: (error: unknown) => error instanceof ClaimHeld,
    backoff: () => CLAIM_LOOK_MS,
    exhausted: (last: unknown) =>
      new RetryLimitReached(`the email claim of ${eventId} to user ${recipientId}`, heldByAnother.attempts, last),
  };
  return retrying(heldByAnother, async () => {
    if (await claimEmail(eventId, recipientId, Date.now() + SENDING_MS, { carries })) return true;
    const claim = await emailClaim(eventId, recipientId);
    if (claim && claim.state !== 'Sending') return false;
    throw new ClaimHeld();
  });
}

/** How often a claim another attempt holds is looked at again. */
const CLAIM_LOOK_MS = 250;

class ClaimHeld extends Error {}

/** The email of an event to its recipient, once per event id, never to a suppressed address. */
async function sendOnce(
  recipient: User,
  eventId: string,
  preferences: NotificationPreferences,
  unsubscribe: string,
  contentIn: (language: Language) => Promise<EmailContent>,
  carries?: string[],
): Promise<EmailOutcome> {
  if (await isSuppressed(recipient.emailAddress)) return 'suppressed';
  if (!(await claimToSend(eventId, recipient.userId, carries))) return 'already sent';
  try {
    const content = await contentIn(preferences.language);
    const rendered = renderEmail(content, preferences.language, unsubscribe);
    await sendEmail({
      to: recipient.emailAddress,
      ...rendered,
      // RFC 8058: mail clients offer a one-click unsubscribe that POSTs to the address; the event
      // it tells of, by id, so that support (and the chaos soak) can see it was sent once
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        [EVENT_HEADER]: eventId,
      },
    });
  } catch (error) {
    // not sent: the claim goes back, so that the stream's retry of this record sends it (a claim
    // kept by a table that is failing too would lose the email: docs/reliability.md)
    await persistently(() => releaseEmail(eventId, recipient.userId));
    throw error;
  }
  // a stop before this is marked sends it again on the retry: the rare second email of a lost answer
  // (docs/reliability.md)
  await persistently(() => markEmailSent(eventId, recipient.userId)).catch((error: unknown) =>
    logger.warn('email sent, its claim not marked', { eventId, error: String(error) }),
  );
  return 'sent';
}

export const preferencesFor = (principal: Principal) => preferencesOf(principal.userId);

export async function updatePreferences(
  principal: Principal,
  change: PreferencesChange,
  origin: RequestOrigin,
): Promise<NotificationPreferences> {
  const updated = changedPreferences(await preferencesOf(principal.userId), change);
  await savePreferences(updated);
  await recordPreferenceChange(origin, principal.userId, change);
  return updated;
}

/** An account change of the security trail (docs/security-events.md): what was sent, never more. */
const recordPreferenceChange = (origin: RequestOrigin, userId: number, change: PreferencesChange) =>
  recordSecurityEvent('Account.NotificationPreferencesChanged', origin, userId, {
    ...(change.language ? { language: change.language } : {}),
    ...(change.cadence
      ? { cadence: Object.entries(change.cadence).map(([kind, cadence]) => `${kind}=${cadence}`) }
      : {}),
    ...(change.dailyDigestHour !== undefined ? { dailyDigestHour: change.dailyDigestHour } : {}),
    ...(change.email
      ? {
          emailOn: Object.entries(change.email).flatMap(([kind, on]) => (on ? [kind] : [])),
          emailOff: Object.entries(change.email).flatMap(([kind, on]) => (on ? [] : [kind])),
        }
      : {}),
  });

/**
 * One click, no key (RFC 8058): the token's user stops getting this event type by email (every type when none is
 * named), or, by the page's other button, gets it in a digest instead.
 */
export async function unsubscribe(
  token: string,
  kind: NotificationKind | undefined,
  origin: RequestOrigin,
  cadence: Exclude<Cadence, 'immediate'> = 'off',
): Promise<NotificationPreferences> {
  const userId = isTokenShaped(token) ? await userOfUnsubscribeToken(token) : undefined;
  if (userId === undefined) throw new NotFoundError('This unsubscribe link is not valid.', 'token');
  const current = await preferencesOf(userId);
  const kinds = kind ? [kind] : (Object.keys(current.email) as NotificationKind[]);
  const change: PreferencesChange = { cadence: Object.fromEntries(kinds.map((k) => [k, cadence])) };
  const updated = changedPreferences(current, change);
  await savePreferences(updated);
  await recordPreferenceChange(origin, userId, change);
  return updated;
}

/** A permanent bounce or a complaint (SES's event, through SNS and SQS) stops all email to the address. */
export async function applyFeedback(event: SesEvent): Promise<Suppression[]> {
  const suppressions = suppressionsOf(event);
  for (const { email, reason, at } of suppressions) await suppressAddress(email, reason, at);
  return suppressions;
}
