import { setTimeout as sleep } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { apiForThisFile } from '../support/api.ts';
import { bidBody, listingBody } from '../support/listings.ts';
import { db } from '../../shared/data/client.ts';
import { keys } from '../../shared/data/keys.ts';

// One clock per request (shared/clock.ts, docs/reliability.md "One clock per request"): every write
// of a request is dated by one instant, however long the request takes between its writes; and a
// retry that takes over a stopped attempt's claim dates what it writes by the first attempt's.

const api = apiForThisFile();
const carrier = {
  profile: {
    entityType: 'Carrier' as const,
    trailerTypes: ['AutoCarrier'],
    commodities: ['Vehicles'],
    regions: ['NA-USA'],
  },
};
let shipper: string;
let shipperId: number;
let provider: string;
let rival: string;
beforeAll(async () => {
  watchWrites();
  ({
    key: shipper,
    user: { userId: shipperId },
  } = await api.user('Shipper'));
  ({ key: provider } = await api.user('ServiceProvider', carrier));
  ({ key: rival } = await api.user('ServiceProvider', carrier));
});

/** What the requests of this file's tests do to the table's client: each write made late, or one held. */
const writes: {
  delayMs: number;
  /** The first write whose input matches is held until `release`, then fails: its function was stopped there. */
  hold?: { matching: RegExp; reached: () => void; released: Promise<void> };
} = { delayMs: 0 };

/** Installed once the file's stage is up (the table's client is made for it). */
function watchWrites(): void {
  db().middlewareStack.add(
    (next, context) => async (args) => {
      if (/^(Put|Update|Delete|TransactWrite|BatchWrite)/.test(String(context.commandName ?? ''))) {
        const { hold } = writes;
        if (hold && hold.matching.test(JSON.stringify(args.input))) {
          writes.hold = undefined;
          hold.reached();
          await hold.released;
          throw new Error('the function was stopped before this write');
        }
        if (writes.delayMs) await sleep(writes.delayMs);
      }
      return next(args);
    },
    { step: 'initialize', name: 'clockTestWrites' },
  );
}

const item = async (key: { PK: string; SK: string }) =>
  (await db().send(new GetCommand({ TableName: api.tableName, Key: key, ConsistentRead: true }))).Item!;

async function listingWithBids(): Promise<{ winner: number; loser: number }> {
  const listingId = Number(
    (await api.call('POST', '/v2/listings', { key: shipper, body: listingBody() })).headers
      .get('location')!
      .split('/')
      .pop(),
  );
  const bid = async (key: string, amount: number) => {
    const res = await api.call('POST', `/v2/listings/${listingId}/bids`, { key, body: bidBody(amount) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.bidId as number;
  };
  return { winner: await bid(provider, 800), loser: await bid(rival, 900) };
}

describe('one clock per request', () => {
  it("an acceptance's writes share one instant: the booking and the other bid closed after it, each write made 25 ms after the last", async () => {
    const { winner, loser } = await listingWithBids();
    writes.delayMs = 25;
    const accepted = await api.call('POST', `/v2/bids/${winner}/acceptance`, { key: shipper }).finally(() => {
      writes.delayMs = 0;
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const [won, closed] = await Promise.all([item(keys.bid(winner)), item(keys.bid(loser))]);
    expect([won.state, closed.state]).toEqual(['Accepted', 'Closed']);
    expect(won.updatedOn).toEqual(expect.any(String));
    // the other bid is closed by a later write than the booking's, yet dated by the same instant
    expect(closed.updatedOn).toBe(won.updatedOn);
  });

  it('a retried acceptance that takes over a stopped attempt dates its booking by the first attempt, not anew', async () => {
    const { winner, loser } = await listingWithBids();
    const key = randomUUID();
    const accept = () =>
      api.call('POST', `/v2/bids/${winner}/acceptance`, { key: shipper, headers: { 'idempotency-key': key } });
    // the first attempt stops at its booking: its transaction never goes out, its claim stays in progress
    let reached!: () => void;
    let release!: () => void;
    const atBooking = new Promise<void>((resolve) => (reached = resolve));
    writes.hold = {
      matching: new RegExp(`BID#${winner}\\b.*"Accepted"`),
      reached,
      released: new Promise<void>((resolve) => (release = resolve)),
    };
    const first = accept();
    await atBooking;
    const claimKey = keys.idempotency(shipperId, key);
    const startedAt = Number((await item(claimKey)).startedAt);
    // its function's deadline passed (a stop): the claim is the retry's to take over
    await db().send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: claimKey,
        UpdateExpression: 'SET inProgressUntil = :past',
        ExpressionAttributeValues: { ':past': Date.now() - 1 },
      }),
    );
    await sleep(50);

    const retried = await accept();
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    release();
    await first; // woken after its stop, it finds its claim another's: its answer goes nowhere

    const [won, closed] = await Promise.all([item(keys.bid(winner)), item(keys.bid(loser))]);
    expect([won.state, closed.state]).toEqual(['Accepted', 'Closed']);
    const firstAttempt = new Date(startedAt).toISOString();
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(50);
    expect([won.updatedOn, closed.updatedOn]).toEqual([firstAttempt, firstAttempt]);
    // and answered with it
    expect((await accept()).headers.get('idempotent-replayed')).toBe('true');
  });
});
