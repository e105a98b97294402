import { describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { seededRandom } from '../../infra/ops/sample-listings.ts';
import { alertDayOf, isPausedAt } from '../../shared/domain/saved-searches/alert-day.ts';

// A saved search's own day of alerts (docs/saved-searches.md, "A day's alerts").

const DAY = 86_400_000;
const random = seededRandom(52);
const searchIds = Array.from({ length: 2400 }, (_, i) =>
  uuidv7({ msecs: 1_790_000_000_000 + i, random: Uint8Array.from({ length: 16 }, () => Math.floor(random() * 256)) }),
);

describe('a search’s day', () => {
  it('is a day that holds the instant, and the same day all through it; the next begins where it ends', () => {
    const now = new Date('2026-11-27T10:00:00.000Z');
    for (const searchId of searchIds.slice(0, 50)) {
      const day = alertDayOf(searchId, now);
      expect(Date.parse(day.startsOn)).toBeLessThanOrEqual(now.getTime());
      expect(Date.parse(day.endsOn)).toBeGreaterThan(now.getTime());
      expect(Date.parse(day.endsOn) - Date.parse(day.startsOn)).toBe(DAY);
      expect(alertDayOf(searchId, new Date(day.startsOn))).toEqual(day);
      expect(alertDayOf(searchId, new Date(Date.parse(day.endsOn) - 1))).toEqual(day);
      expect(alertDayOf(searchId, new Date(day.endsOn)).startsOn).toBe(day.endsOn);
    }
  });

  it('begins at an offset drawn from the search’s id: a marketplace’s searches do not all resume at once', () => {
    const hours = new Array<number>(24).fill(0);
    for (const searchId of searchIds) hours[new Date(alertDayOf(searchId, new Date()).startsOn).getUTCHours()]! += 1;
    // 100 an hour on average; none of the 24 hours holds even twice that, none is empty
    expect(Math.max(...hours)).toBeLessThan(200);
    expect(Math.min(...hours)).toBeGreaterThan(40);
    // not the alert shard's draw (the id's last 32 bits): the searches of one shard start all day too
    const ofShardZero = searchIds.filter((id) => Number.parseInt(id.replaceAll('-', '').slice(-8), 16) % 8 === 0);
    expect(new Set(ofShardZero.map((id) => new Date(alertDayOf(id, new Date()).startsOn).getUTCHours())).size).toBe(24);
  });

  it('a pause holds until its instant, not after; none is no pause', () => {
    const now = new Date('2026-11-27T10:00:00.000Z');
    expect(isPausedAt(undefined, now)).toBe(false);
    expect(isPausedAt('2026-11-27T10:00:00.001Z', now)).toBe(true);
    expect(isPausedAt('2026-11-27T10:00:00.000Z', now)).toBe(false);
    expect(isPausedAt('2026-11-26T23:00:00.000Z', now)).toBe(false);
  });
});
