import { describe, expect, it } from 'vitest';
import { createWithNewId, idTime, newId } from '../../shared/data/ids.ts';

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

describe('createWithNewId', () => {
  it('draws a new id after a collision and gives up after four', async () => {
    const tried: number[] = [];
    const collision = new Error('taken');
    const id = await createWithNewId(
      async (candidate) => {
        tried.push(candidate);
        if (tried.length < 3) throw collision;
        return candidate;
      },
      (error) => error === collision,
    );
    expect(tried).toHaveLength(3);
    expect(id).toBe(tried[2]);
    let attempts = 0;
    await expect(
      createWithNewId(
        async () => {
          attempts++;
          throw collision;
        },
        () => true,
      ),
    ).rejects.toBe(collision);
    expect(attempts).toBe(4);
  });

  it('lets any other failure through at once', async () => {
    let attempts = 0;
    const other = new Error('down');
    await expect(
      createWithNewId(
        async () => {
          attempts++;
          throw other;
        },
        () => false,
      ),
    ).rejects.toBe(other);
    expect(attempts).toBe(1);
  });
});
