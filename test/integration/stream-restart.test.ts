import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startStage, type LocalStage } from '../../infra/local/stage.ts';
import { startStageProcess } from '../../infra/local/stage-process.ts';
import { useLocalEnvironment } from '../../infra/local/environment.ts';
import { sampleListing, seededRandom } from '../../infra/ops/sample-listings.ts';
import { listingItems } from '../../shared/data/listings.ts';
import { putItems } from '../../shared/data/bulk.ts';
import { newId } from '../../shared/data/ids.ts';
import { issueApiKey } from '../../shared/domain/auth/service.ts';
import { registerUser } from '../../shared/domain/users/service.ts';
import type { UserType } from '../../shared/domain/users/types.ts';
import { bidBody, listingBody } from '../support/listings.ts';

// The local runtime keeps each stream consumer's position per shard (infra/local/stream-positions.ts)
// and resumes after it, as an event source mapping does in AWS. Listings written here in bulk have
// no search cards: only the search indexer, reading the stream, can make them searchable.

const positions = mkdtempSync(join(tmpdir(), 'stream-positions-'));
afterAll(() => rmSync(positions, { recursive: true, force: true }));

const emulators = () => ({ dynamoDbEndpoint: inject('dynamoDbEndpoint'), s3Endpoint: inject('s3Endpoint') });
const names = () => ({ tableName: `restart-${randomUUID()}`, bucketName: `restart-${randomUUID()}` });

async function call(url: string, method: string, path: string, key: string, body?: unknown): Promise<{ status: number; body: any; location: string | null }> {
  const res = await fetch(url + path, { method, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, location: res.headers.get('location') };
}

async function account(userType: UserType): Promise<{ userId: number; key: string }> {
  const user = await registerUser({ userType, firstName: 'Restart', lastName: userType, emailAddress: `${randomUUID()}@restart.example`, mobilePhone: '+1 555 010 0100' });
  return { userId: user.userId, key: await issueApiKey(user.userId) };
}

/** Open listings written straight to the table: stream records for each, and nothing searchable yet. */
async function writeListings(count: number, shipperId: number): Promise<void> {
  const random = seededRandom(20);
  const ids = new Set<number>();
  while (ids.size < count) ids.add(newId()); // ids drawn in one millisecond may repeat
  const items = [...ids].flatMap((id) => listingItems(sampleListing(id, { random, shipperIds: [shipperId], brokerIds: [], now: new Date() })));
  await putItems(items);
}

const openListings = async (url: string, key: string) => (await call(url, 'POST', '/v2/search?$top=1', key, {})).body.totalCount as number;

async function within<T>(ms: number, probe: () => Promise<T | undefined>): Promise<{ value: T; elapsedMs: number }> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return { value, elapsedMs: Date.now() - started };
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the local runtime after a restart', () => {
  it('resumes where its consumers stopped: after 2,000 stream records, a new listing is searchable and its bid in the shipper\'s inbox within 2 s', async () => {
    const tables = names();
    const start = () => startStage({ stage: 'sandbox', ...emulators(), ...tables, port: 0, pollIntervalMs: 100, streamPositionsDirectory: positions });
    let stage: LocalStage = await start();
    try {
      const shipper = await account('Shipper');
      const provider = await account('ServiceProvider');
      await writeListings(2000, shipper.userId);
      await within(120_000, async () => ((await openListings(stage.url, shipper.key)) >= 2000 ? true : undefined));
      await stage.stop();
      const saved = readdirSync(positions).filter((f) => f.startsWith(tables.tableName));
      expect(saved.sort()).toEqual([`${tables.tableName}.Notifier.json`, `${tables.tableName}.SearchIndexer.json`]);
      const indexer = JSON.parse(readFileSync(join(positions, `${tables.tableName}.SearchIndexer.json`), 'utf8'));
      expect(Object.values(indexer.shards).some((p: any) => p.sequenceNumber)).toBe(true);

      stage = await start();
      const created = await call(stage.url, 'POST', '/v2/listings', shipper.key, listingBody());
      expect(created.status).toBe(201);
      const listingId = Number(created.location!.split('/').pop());
      const searchable = await within(10_000, async () => {
        const page = await call(stage.url, 'POST', '/v2/search?$top=100', shipper.key, { origin: { coordinates: { latitude: 30.25, longitude: -97.75, radius: 5 } } });
        return page.body.items?.some((item: any) => item.listingId === listingId) ? true : undefined;
      });
      expect(searchable.elapsedMs).toBeLessThanOrEqual(2000);

      expect((await call(stage.url, 'POST', `/v2/listings/${listingId}/bids`, provider.key, bidBody())).status).toBe(201);
      const notified = await within(10_000, async () => {
        const inbox = await call(stage.url, 'GET', '/v2/notifications?$top=5', shipper.key);
        return inbox.body.items?.some((n: any) => n.kind === 'BidPlaced' && n.data.listingId === listingId) ? true : undefined;
      });
      expect(notified.elapsedMs).toBeLessThanOrEqual(2000);
    } finally {
      await stage.stop();
    }
  }, 180_000);

  it('killed in the middle of a batch, it loses nothing: a restart replays from the last position saved', async () => {
    const tables = names();
    const child = await startStageProcess({ stage: 'sandbox', ...emulators(), ...tables, streamPositionsDirectory: positions });
    useLocalEnvironment({ stage: 'sandbox', ...emulators(), ...tables }); // the child made the table; this process writes to it
    const shipper = await account('Shipper');
    await writeListings(600, shipper.userId);
    const indexedBeforeKill = await within(60_000, async () => {
      const open = await openListings(child.url, shipper.key);
      return open > 0 ? open : undefined;
    });
    await child.stop('SIGKILL');
    expect(indexedBeforeKill.value).toBeLessThan(600); // killed while it was still indexing

    const restarted = await startStageProcess({ stage: 'sandbox', ...emulators(), ...tables, streamPositionsDirectory: positions });
    try {
      await within(120_000, async () => ((await openListings(restarted.url, shipper.key)) === 600 ? true : undefined));
    } finally {
      await restarted.stop();
    }
  }, 240_000);
});
