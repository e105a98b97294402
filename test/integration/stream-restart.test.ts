import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startStage, type LocalStage } from '../../infra/local/stage.ts';
import { streamConsumers } from '../../shared/routes/streams.ts';
import { startStageProcess } from '../../infra/local/stage-process.ts';
import { useLocalEnvironment } from '../../infra/local/environment.ts';
import { bidBody, listingBody } from '../support/listings.ts';
import { account, call, emulators, names, openListings, positions, writeListings } from '../support/stream-restart.ts';
import { eventually } from '../support/eventually.ts';

// The local runtime keeps each stream consumer's position per shard (infra/local/stream-positions.ts)
// and resumes after it, as an event source mapping does in AWS: after a crash, and after a stop.

describe('the local runtime after a restart', () => {
  it('killed in the middle of a batch, it loses nothing: a restart replays from the last position saved', async () => {
    const tables = { ...names(), ...(await emulators()) };
    const child = await startStageProcess({ stage: 'sandbox', ...tables, streamPositionsDirectory: positions });
    useLocalEnvironment({ stage: 'sandbox', ...tables }); // the child made the table; this process writes to it
    const shipper = await account('Shipper');
    await writeListings(250, shipper.userId);
    const indexedBeforeKill = await eventually(
      () => openListings(child.url, shipper.key),
      (open) => open > 0,
      'the first listing indexed',
    );
    await child.stop('SIGKILL');
    expect(indexedBeforeKill).toBeLessThan(250); // killed while it was still indexing

    const restarted = await startStageProcess({ stage: 'sandbox', ...tables, streamPositionsDirectory: positions });
    try {
      await eventually(
        () => openListings(restarted.url, shipper.key),
        (open) => open === 250,
        'all 250 listings indexed',
      );
    } finally {
      await restarted.stop();
    }
  });

  it("resumes where its consumers stopped: after 300 stream records of listings and some 2,000 of index writes, a new listing is searchable and its bid in the shipper's inbox without reading them again", async () => {
    const tables = { ...names(), ...(await emulators()) };
    const start = () =>
      startStage({ stage: 'sandbox', ...tables, port: 0, pollIntervalMs: 100, streamPositionsDirectory: positions });
    let stage: LocalStage = await start();
    try {
      const shipper = await account('Shipper');
      const provider = await account('ServiceProvider');
      // three items each: enough that reading them again would show (a quarter of what was read is the bound below)
      await writeListings(100, shipper.userId);
      await eventually(
        () => openListings(stage.url, shipper.key),
        (open) => open === 100,
        'all 100 listings indexed',
      );
      // the indexer's own writes (index items, tallies) follow on the stream: every consumer reads past them (its
      // filter drops them) until a read of every shard finds nothing; its position is saved at the stop
      await eventually(async () => stage.streamReadToEnd(), Boolean, 'every stream consumer at the end of the stream');
      const readBefore = stage.streamRecordsRead();
      await stage.stop();
      const saved = readdirSync(positions).filter((f) => f.startsWith(tables.tableName));
      // a position per stream consumer of the route table
      expect(saved.sort()).toEqual(streamConsumers.map((consumer) => `${tables.tableName}.${consumer.id}.json`).sort());
      const indexer = JSON.parse(readFileSync(join(positions, `${tables.tableName}.SearchIndexer.json`), 'utf8'));
      expect(Object.values(indexer.shards).some((p: any) => p.sequenceNumber)).toBe(true);

      stage = await start();
      const created = await call(stage.url, 'POST', '/v2/listings', shipper.key, listingBody());
      expect(created.status).toBe(201);
      const listingId = Number(created.location!.split('/').pop());
      // how soon is a benchmark's to measure, not a test's; here, that it did not read the stream again
      const searchable = (page: any) => page.body.items?.some((item: any) => item.listingId === listingId);
      await eventually(
        () =>
          call(stage.url, 'POST', '/v2/search?$top=100', shipper.key, {
            origin: { coordinates: { latitude: 30.25, longitude: -97.75, radius: 5 } },
          }),
        searchable,
        'the new listing in search',
      );
      expect(stage.streamRecordsRead().SearchIndexer).toBeLessThan(readBefore.SearchIndexer! / 4);

      expect((await call(stage.url, 'POST', `/v2/listings/${listingId}/bids`, provider.key, bidBody())).status).toBe(
        201,
      );
      const bidPlaced = (inbox: any) =>
        inbox.body.items?.some((n: any) => n.kind === 'BidPlaced' && n.data.listingId === listingId);
      await eventually(
        () => call(stage.url, 'GET', '/v2/notifications?$top=5', shipper.key),
        bidPlaced,
        'the bid in the inbox',
      );
      expect(stage.streamRecordsRead().Notifier).toBeLessThan(readBefore.Notifier! / 4);
    } finally {
      await stage.stop();
    }
  });
});
