// A saved search's day of alerts (docs/saved-searches.md, "A day's alerts"): at most
// ALERTS_PER_SEARCH_DAY listings a day reach one search; past them its alerts pause until its day
// ends. Pure.

/**
 * Listings one saved search hears of in its day at most. A broad search at a large marketplace
 * would hear of tens of thousands a day (docs/scale.md, "Saved searches"): no one reads that, and
 * each is writes and an email. Its results (GET /v2/searches/{searchId}/results) show them all.
 */
export const ALERTS_PER_SEARCH_DAY = 100;

const DAY_MS = 86_400_000;

/**
 * A search's own day: it begins at an offset from midnight UTC drawn from the random part of the
 * search's id (UUID v7; not the end its alert shard is drawn from). Were every search's day UTC's,
 * a million paused searches would all resume at midnight and spend their day's alerts in the
 * first minutes: half a million matches a second (docs/scale.md).
 */
export function alertDayOf(searchId: string, now: Date): { startsOn: string; endsOn: string } {
  const offset = (Number.parseInt(searchId.replaceAll('-', '').slice(-16, -8), 16) % 86_400) * 1000;
  const start = Math.floor((now.getTime() - offset) / DAY_MS) * DAY_MS + offset;
  return { startsOn: new Date(start).toISOString(), endsOn: new Date(start + DAY_MS).toISOString() };
}

/** Whether alerts paused until `pausedUntil` (an ISO instant, or none) are paused at `now`. */
export const isPausedAt = (pausedUntil: string | undefined, now: Date) =>
  pausedUntil !== undefined && pausedUntil > now.toISOString();
