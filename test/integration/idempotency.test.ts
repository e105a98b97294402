import { beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomUUID } from 'node:crypto';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { listingBody } from '../support/listings.ts';
import { multipart, onePixelPng } from '../support/multipart.ts';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../shared/data/client.ts';
import { keys } from '../../shared/data/keys.ts';

// Idempotency-Key on POSTs that write (docs/idempotency.md): replays, another body, concurrency.

const api = apiForThisFile();
let shipper: string;
let other: string;
beforeAll(async () => {
  ({ key: shipper } = await api.user('Shipper'));
  ({ key: other } = await api.user('Shipper'));
});

const createListing = (key: string | undefined, body: unknown = listingBody(), caller = shipper) =>
  api.call('POST', '/v2/listings', { key: caller, body, headers: key === undefined ? {} : { 'idempotency-key': key } });

async function listingCount(caller = shipper): Promise<number> {
  return (await api.call('GET', '/v2/listings', { key: caller })).body.totalCount;
}

describe('Idempotency-Key', () => {
  it('a retry with the same key and body answers the first response and creates nothing more', async () => {
    const before = await listingCount();
    const key = randomUUID();
    const first = await createListing(key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await createListing(key);
    expect(again.status).toBe(201);
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await listingCount()).toBe(before + 1);
  });

  it('without the header, every request creates', async () => {
    const before = await listingCount();
    const [a, b] = [await createListing(undefined), await createListing(undefined)];
    expect(a.headers.get('location')).not.toBe(b.headers.get('location'));
    expect(await listingCount()).toBe(before + 2);
  });

  it('the same key with another body is a 422 naming Idempotency-Key, and creates nothing', async () => {
    const key = randomUUID();
    expect((await createListing(key)).status).toBe(201);
    const before = await listingCount();
    const res = await createListing(key, listingBody({ title: 'Another thing entirely' }));
    expect(res.status).toBe(422);
    expect(errorsOf(res.body)).toEqual([expect.objectContaining({ code: 42201, field: 'Idempotency-Key' })]);
    expect(await listingCount()).toBe(before);
  });

  it('concurrent retries create once and all answer the same', async () => {
    const before = await listingCount();
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 6 }, () => createListing(key)));
    expect(responses.map((r) => r.status)).toEqual(Array(6).fill(201));
    expect(new Set(responses.map((r) => r.headers.get('location'))).size).toBe(1);
    expect(responses.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(5);
    expect(await listingCount()).toBe(before + 1);
  });

  it('keys belong to their caller: another user with the same key creates its own', async () => {
    const key = randomUUID();
    const mine = await createListing(key);
    const theirs = await createListing(key, listingBody(), other);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('location')).not.toBe(mine.headers.get('location'));
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
  });

  it('a request that fails is not remembered: fixed and retried with its key, it runs', async () => {
    const key = randomUUID();
    const bad = await createListing(key, listingBody({ title: '' }));
    expect(bad.status).toBe(400);
    const retried = await createListing(key, listingBody({ title: '' }));
    expect(retried.status).toBe(400);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    const body = listingBody({ title: 'Sofa, fixed' });
    const fixed = await createListing(key, body);
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(201);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
    expect(
      (await createListing(key, body)).headers.get('idempotent-replayed'),
      'the fixed request is the one remembered',
    ).toBe('true');
  });

  it("a claim held past its function's deadline (a stopped request) is taken over by the retry, which runs; a live claim answers 409 until its deadline", async () => {
    const { userId } = (await api.call('GET', '/v2/', { key: shipper })).body;
    const fingerprintOf = async (key: string) => {
      // the first attempt's own claim, as it left it: made by a request of the same body, then put back in progress
      expect((await createListing(key)).status).toBe(201);
      const { Item } = await db().send(
        new GetCommand({ TableName: api.tableName, Key: keys.idempotency(userId, key) }),
      );
      return Item!.fingerprint as string;
    };
    const stuck = async (key: string, inProgressUntil: number) =>
      db().send(
        new PutCommand({
          TableName: api.tableName,
          Item: {
            ...keys.idempotency(userId, key),
            entity: 'IdempotencyRecord',
            fingerprint: await fingerprintOf(key),
            state: 'InProgress',
            claimId: 'stopped',
            inProgressUntil,
            expiresAt: Math.floor(Date.now() / 1000) + 86_400,
          },
        }),
      );
    const stopped = randomUUID();
    await stuck(stopped, Date.now() - 1);
    const before = await listingCount();
    const retried = await createListing(stopped);
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(await listingCount()).toBe(before + 1);
    expect((await createListing(stopped)).headers.get('idempotent-replayed')).toBe('true');

    // a stopped claim is still its own request's: another body with its key is refused, not run
    const stoppedOther = randomUUID();
    await stuck(stoppedOther, Date.now() - 1);
    const other = await createListing(stoppedOther, listingBody({ title: 'Another sofa' }));
    expect(other.status).toBe(422);
    expect(errorsOf(other.body)[0]).toMatchObject({ field: 'Idempotency-Key' });

    const live = randomUUID();
    await stuck(live, Date.now() + 60_000);
    const waiting = await createListing(live);
    expect(waiting.status).toBe(409);
    expect(errorsOf(waiting.body)[0]).toMatchObject({ code: 40902, field: 'Idempotency-Key' });
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(40);
  });

  describe('a multipart upload, encoded again for its retry (another boundary, as FormData draws one each time)', () => {
    const encoded = (data: Buffer | string, filename = 'me.png') =>
      multipart({}, [{ name: 'image', type: 'image/png', data, filename }]);
    const upload = (caller: string, key: string, form: Awaited<ReturnType<typeof encoded>>) =>
      api.call('POST', '/v2/profiles/images', {
        key: caller,
        rawBody: form.rawBody,
        headers: { ...form.headers, 'idempotency-key': key },
      });
    const imagesOf = async (caller: string, userId: number) =>
      (await api.call('GET', `/v2/users/${userId}/profile`, { key: caller })).body.images as string[];

    it('is the same request: answered the first response, one image stored; another file or name with the key is a 422', async () => {
      const { key: provider, user } = await api.user('ServiceProvider');
      const key = randomUUID();
      const firstForm = await encoded(onePixelPng);
      const first = await upload(provider, key, firstForm);
      expect(first.status).toBe(201);
      const againForm = await encoded(onePixelPng);
      expect(againForm.headers['content-type']).not.toBe(firstForm.headers['content-type']);
      const again = await upload(provider, key, againForm);
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.headers.get('location')).toBe(first.headers.get('location'));
      expect(await imagesOf(provider, user.userId)).toEqual([first.headers.get('location')]);

      for (const other of [
        await encoded(Buffer.concat([onePixelPng, Buffer.from([0])])),
        await encoded(onePixelPng, 'you.png'),
      ]) {
        const res = await upload(provider, key, other);
        expect(res.status).toBe(422);
        expect(errorsOf(res.body)).toEqual([expect.objectContaining({ code: 42201, field: 'Idempotency-Key' })]);
      }
      expect(await imagesOf(provider, user.userId)).toHaveLength(1);
    });

    it('a claim made before 2026-11-29, which holds the hash of its bytes whole, is matched still: replayed when done, taken over when stopped', async () => {
      const { key: provider, user } = await api.user('ServiceProvider');
      const form = await encoded(onePixelPng);
      const bytesHashed = createHash('sha256')
        .update('POST /v2/profiles/images\n')
        .update(form.rawBody)
        .digest('base64url');
      const oldClaim = (key: string, claim: Record<string, unknown>) =>
        db().send(
          new PutCommand({
            TableName: api.tableName,
            Item: {
              ...keys.idempotency(user.userId, key),
              entity: 'IdempotencyRecord',
              fingerprint: bytesHashed,
              expiresAt: Math.floor(Date.now() / 1000) + 86_400,
              ...claim,
            },
          }),
        );
      const done = randomUUID();
      const answer = { location: `${api.url}/v2/users/${user.userId}/images/00000000-0000-4000-8000-000000000001` };
      await oldClaim(done, { state: 'Done', response: { status: 201, headers: answer, body: 'null' } });
      const replayed = await upload(provider, done, form);
      expect(replayed.status).toBe(201);
      expect(replayed.headers.get('idempotent-replayed')).toBe('true');
      expect(replayed.headers.get('location')).toBe(answer.location);
      expect(await imagesOf(provider, user.userId)).toEqual([]);

      const stopped = randomUUID();
      await oldClaim(stopped, {
        state: 'InProgress',
        claimId: 'stopped',
        seed: 'drawn-by-the-first',
        startedAt: Date.now() - 60_000,
        inProgressUntil: Date.now() - 1,
      });
      const taken = await upload(provider, stopped, form);
      expect(taken.status).toBe(201);
      expect(taken.headers.get('idempotent-replayed')).toBeNull();
      expect(await imagesOf(provider, user.userId)).toEqual([taken.headers.get('location')]);
      const { Item } = await db().send(
        new GetCommand({ TableName: api.tableName, Key: keys.idempotency(user.userId, stopped) }),
      );
      expect(Item).toMatchObject({ state: 'Done', fingerprint: bytesHashed });
    });
  });

  it('a key that is not 1-255 visible characters is a 400', async () => {
    for (const key of ['', 'x'.repeat(256), 'has space']) {
      const res = await createListing(key, listingBody());
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(errorsOf(res.body).map((e) => e.field)).toEqual(['Idempotency-Key']);
    }
  });

  it('reads ignore it: a search with a key is answered as usual', async () => {
    const res = await api.call('POST', '/v2/search', { key: shipper, body: {}, headers: { 'idempotency-key': 'x y' } });
    expect(res.status).toBe(200);
  });
});
