import { digestDone, digestsDue, insertDigestMatch, matchesOfDigest } from '../../data/saved-searches.ts';
import { findUser } from '../../data/users.ts';
import { TZDate } from '@date-fns/tz';
import { zoneOfStateProvince } from '../time-frames.ts';
import type { User } from '../users/types.ts';
import { emailDigest } from './service.ts';
import { DIGEST_HOUR, type ListingMatch } from '../saved-searches/types.ts';
import * as clock from '../../clock.ts';

// Daily alerts (docs/saved-searches.md, "Daily"): a daily search's matches wait for 07:00 of
// their user's day, then go out as one email.

/**
 * The user's zone: their preference (PUT /v2/users/me, userPreferences.timeZone), else their address's state, else US
 * Eastern.
 */
export const zoneOfUser = (user: Pick<User, 'userPreferences' | 'primaryAddress'> | undefined): string =>
  user?.userPreferences?.timeZone ?? zoneOfStateProvince(user?.primaryAddress?.stateProvince) ?? 'America/New_York';

/**
 * The first `hour`:00 (07:00 unless said) in `zone` after `now` (ISO, UTC): a match heard at 06:59 goes out at 07:00,
 * one at 07:01 the next day.
 */
export function nextDigestOn(now: Date, zone: string, hour = DIGEST_HOUR): string {
  const local = new TZDate(now.getTime(), zone);
  const at = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), hour, 0, 0, 0, zone);
  if (at.getTime() <= now.getTime()) at.setDate(at.getDate() + 1);
  return new Date(at.getTime()).toISOString();
}

/**
 * A daily search's match waits for its user's next 07:00 (the notifier calls this for each
 * ListingMatched of a daily search, with the user it has read).
 */
export async function scheduleDigest(match: ListingMatch, now = clock.now(), user?: User): Promise<void> {
  const owner = user ?? (await findUser(match.userId));
  if (!owner) return;
  await insertDigestMatch(nextDigestOn(now, zoneOfUser(owner)), match);
}

/**
 * The digest job (functions/searches/digest.ts, every 5 minutes): each digest due, one a user and
 * 07:00 of their day, goes as one email listing its matches, then leaves the due list. The email
 * is claimed by its due instant: once per user and day, and a job that stopped after sending
 * sends it no second time.
 */
export async function sendDigests(now: Date, baseUrl: string): Promise<number> {
  let sent = 0;
  for (const digest of await digestsDue(now.toISOString())) {
    const matches = await matchesOfDigest(digest);
    if (matches.length > 0 && (await emailDigest(digest.userId, matches, digest.dueOn, baseUrl)) === 'sent') sent++;
    await digestDone(digest);
  }
  return sent;
}
