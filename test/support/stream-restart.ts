import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, inject } from 'vitest';
import { dynamoDbEndpoint } from './dynamodb.ts';
import { sampleListing, seededRandom } from '../../infra/ops/sample-listings.ts';
import { listingItems } from '../../shared/data/listings.ts';
import { putItems } from '../../shared/data/bulk.ts';
import { newId } from '../../shared/data/ids.ts';
import { issueApiKey } from '../../shared/domain/auth/service.ts';
import { registerUser } from '../../shared/domain/users/service.ts';
import type { UserType } from '../../shared/domain/users/types.ts';

// What the stream-restart tests share (test/integration/stream-restart.test.ts, stream-crash.test.ts):
// a directory of positions, their own table per test, accounts, and listings written straight to the
// table, which only the search indexer, reading the stream, can make searchable.

export const positions = mkdtempSync(join(tmpdir(), 'stream-positions-'));
afterAll(() => rmSync(positions, { recursive: true, force: true }));

export const emulators = async () => ({ dynamoDbEndpoint: await dynamoDbEndpoint(), s3Endpoint: inject('s3Endpoint') });
export const names = () => ({ tableName: `restart-${randomUUID()}`, bucketName: `restart-${randomUUID()}` });

export async function call(
  url: string,
  method: string,
  path: string,
  key: string,
  body?: unknown,
): Promise<{ status: number; body: any; location: string | null }> {
  const res = await fetch(url + path, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, location: res.headers.get('location') };
}

export async function account(userType: UserType): Promise<{ userId: number; key: string }> {
  const user = await registerUser({
    userType,
    firstName: 'Restart',
    lastName: userType,
    emailAddress: `${randomUUID()}@restart.example`,
    mobilePhone: '+1 555 010 0100',
  });
  return { userId: user.userId, key: await issueApiKey(user.userId) };
}

/** Open listings written straight to the table: stream records for each, and nothing searchable yet. */
export async function writeListings(count: number, shipperId: number): Promise<void> {
  const random = seededRandom(20);
  const ids = new Set<number>();
  while (ids.size < count) ids.add(newId()); // ids drawn in one millisecond may repeat
  const items = [...ids].flatMap((id) =>
    listingItems(sampleListing(id, { random, shipperIds: [shipperId], brokerIds: [], now: new Date() })),
  );
  await putItems(items);
}

export const openListings = async (url: string, key: string) =>
  (await call(url, 'POST', '/v2/search?$top=1', key, {})).body.totalCount as number;
