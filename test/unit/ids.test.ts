import { describe, expect, it } from 'vitest';
import { idTime, newId } from '../../shared/data/ids.ts';

describe('integer ids', () => {
  it('are safe integers that sort by creation time', () => {
    const earlier = newId(Date.UTC(2026, 0, 1));
    const later = newId(Date.UTC(2026, 0, 1) + 1);
    expect(Number.isSafeInteger(earlier)).toBe(true);
    expect(later).toBeGreaterThan(earlier);
  });

  it('stay below 2^53 for a century', () => {
    expect(Number.isSafeInteger(newId(Date.UTC(2125, 0, 1)))).toBe(true);
  });

  it('tell when they were made', () => {
    const now = Date.UTC(2026, 10, 22, 12);
    expect(idTime(newId(now))).toBe(now);
  });

  it('rarely collide within one millisecond', () => {
    const now = Date.now();
    const ids = new Set(Array.from({ length: 50 }, () => newId(now)));
    expect(ids.size).toBeGreaterThan(40);
  });
});
