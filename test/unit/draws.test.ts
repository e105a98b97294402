import { describe, expect, it } from 'vitest';
import {
  drawnWriteId,
  replaying,
  withDraws,
  writtenByStoppedAttempt,
  WRITE_ID,
} from '../../shared/data/retries/draws.ts';
import { now as requestTime } from '../../shared/clock.ts';
import { firstIdOfStoppedAttempt, idTime, newId, newTimeUuid, newUuid } from '../../shared/data/ids.ts';
import { newSigningSecret } from '../../shared/domain/webhooks/events.ts';

// docs/reliability.md, "A create stopped after its write": a keyed request's draws come from its
// claim's seed, so its retry after a stop draws what its first attempt drew.

const claim = { seed: 'seed-of-a-claim', startedAt: Date.UTC(2026, 10, 28, 12), replay: false };
const drawsOf = () => ({
  ids: [newId(), newId()],
  uuid: newUuid(),
  timeUuid: newTimeUuid(),
  write: drawnWriteId({ PK: 'LISTING#1', SK: 'LISTING' }),
  time: requestTime().toISOString(),
  secret: newSigningSecret(),
});

describe('draws of a request with an Idempotency-Key', () => {
  it('are the same in its retry: ids, UUIDs, write ids and its time', async () => {
    const first = await withDraws(claim, async () => drawsOf());
    const retry = await withDraws({ ...claim, replay: true }, async () => drawsOf());
    expect(retry).toEqual(first);
    expect(first.ids[0]).not.toBe(first.ids[1]);
    expect(idTime(first.ids[0]!)).toBe(claim.startedAt);
    expect(first.time).toBe('2026-11-28T12:00:00.000Z');
    expect(first.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(first.timeUuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(Buffer.from(first.secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
  });

  it('differ between requests, and are random outside one', async () => {
    const other = await withDraws({ ...claim, seed: 'another' }, async () => drawsOf());
    const first = await withDraws(claim, async () => drawsOf());
    expect(other.ids).not.toEqual(first.ids);
    expect(other.uuid).not.toBe(first.uuid);
    expect(other.secret).not.toBe(first.secret);
    expect(drawnWriteId({ PK: 'LISTING#1', SK: 'LISTING' })).toBeUndefined();
    expect(newUuid()).not.toBe(newUuid());
    expect(newSigningSecret()).not.toBe(newSigningSecret());
  });

  it('a draw for one purpose moves no other: a cache the first attempt filled and the retry read shifts no id', async () => {
    const first = await withDraws(claim, async () => {
      drawnWriteId({ PK: 'GEOCODE#austin', SK: 'GEOCODE' });
      return newId();
    });
    expect(await withDraws({ ...claim, replay: true }, async () => newId())).toBe(first);
  });

  it('in the retry, the first id and the items of the first attempt are known as its own', async () => {
    const made = await withDraws(claim, async () => ({
      id: newId(),
      item: { PK: 'BID#1', SK: 'BID', [WRITE_ID]: drawnWriteId({ PK: 'BID#1', SK: 'BID' }) },
    }));
    await withDraws({ ...claim, replay: true }, async () => {
      expect(replaying()).toBe(true);
      expect(firstIdOfStoppedAttempt()).toBe(made.id);
      expect(writtenByStoppedAttempt(made.item)).toBe(true);
      expect(writtenByStoppedAttempt({ ...made.item, [WRITE_ID]: 'another request' })).toBe(false);
    });
    // a first attempt is no retry: nothing is its stopped attempt's
    await withDraws(claim, async () => expect(writtenByStoppedAttempt(made.item)).toBe(false));
  });
});
