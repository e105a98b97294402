import { digestsDone, digestsDue, insertDigestDue, type DigestDue } from '../../data/saved-searches.ts';
import { findUser } from '../../data/users.ts';
import { TZDate } from '@date-fns/tz';
import { zoneOfStateProvince } from '../tracking/time-frames.ts';
import type { User } from '../users/types.ts';
import { emailDigest } from '../email/service.ts';
import { DIGEST_HOUR, type ListingMatch } from './types.ts';

// Daily alerts (docs/saved-searches.md, "Daily"): a daily search's matches wait for 07:00 of
// their user's day, then go out as one email.

/** The user's zone: their preference (PUT /v2/users/me, userPreferences.timeZone), else their address's state, else US Eastern. */
export const zoneOfUser = (user: Pick<User, 'userPreferences' | 'primaryAddress'> | undefined): string =>
  user?.userPreferences?.timeZone ?? zoneOfStateProvince(user?.primaryAddress?.stateProvince) ?? 'America/New_York';

/** The first 07:00 in `zone` after `now` (ISO, UTC): a match heard at 06:59 goes out at 07:00, one at 07:01 the next day. */
export function nextDigestOn(now: Date, zone: string): string {
  const local = new TZDate(now.getTime(), zone);
  const at = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), DIGEST_HOUR, 0, 0, 0, zone);
  if (at.getTime() <= now.getTime()) at.setDate(at.getDate() + 1);
  return new Date(at.getTime()).toISOString();
}

/** A daily search's match waits for its user's next 07:00 (the notifier calls this for each ListingMatched of a daily search). */
export async function scheduleDigest(match: ListingMatch, now = new Date()): Promise<void> {
  const user = await findUser(match.userId);
  if (!user) return;
  await insertDigestDue(nextDigestOn(now, zoneOfUser(user)), match);
}

/**
 * The digest job (functions/searches/digest.ts, every 5 minutes): each user with matches due gets
 * one email listing them (none without matches), then the due items go. The email is claimed by its
 * due instant, one 07:00 of the user's day: once per user and day, and a job that stopped after
 * sending sends it no second time.
 */
export async function sendDigests(now: Date, baseUrl: string): Promise<number> {
  const due = await digestsDue(now.toISOString());
  const byUser = new Map<number, DigestDue[]>();
  for (const item of due) byUser.set(item.match.userId, [...(byUser.get(item.match.userId) ?? []), item]);
  let sent = 0;
  for (const [userId, items] of byUser) {
    if ((await emailDigest(userId, items.map((i) => i.match), items[0]!.dueOn, baseUrl)) === 'sent') sent++;
    await digestsDone(items);
  }
  return sent;
}
