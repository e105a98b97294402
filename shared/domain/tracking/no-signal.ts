import * as clock from '../../clock.ts';
import { failedOn } from '../../data/errors.ts';
import { findListing } from '../../data/listings.ts';
import { followLatest, markSilent, silentShipments, stopWatching, trackedShards } from '../../data/positions.ts';
import { forEachInParallel } from '../../parallel.ts';
import { logger } from '../../observability/logger.ts';
import type { StopEta } from '../listings/types.ts';
import type { StopName } from './types.ts';
import { NO_SIGNAL_AFTER_MS, stopsAhead } from './eta.ts';
import { etaChanges } from './positions.ts';

// NoSignal, found by the schedule (docs/tracking.md, "No signal"): not by waiting for a position that will not come.
// The watch list holds each tracked listing's latest position time; a run reads its partitions for those silent for
// two hours and not yet said so, and marks each stop ahead NoSignal with its entry (which its shipper hears of), on
// condition that no position came meanwhile. A listing delivered or no longer booked leaves the list. Safe to run
// twice and at once: a stop already NoSignal makes no second entry, and the entry is keyed by stop and instant.

export async function markSilentShipments(now = clock.now()): Promise<{ silent: number; done: number }> {
  const before = new Date(now.getTime() - NO_SIGNAL_AFTER_MS).toISOString();
  let silent = 0;
  let done = 0;
  await forEachInParallel(trackedShards(), 16, async (shard) => {
    for (let entry of await silentShipments(shard, before)) {
      const listing = await findListing(entry.listingId);
      if (!listing || listing.status !== 'Booked' || stopsAhead(listing).length === 0 || !listing.tracking) {
        await stopWatching(entry);
        done++;
        continue;
      }
      const latest = listing.lastLocation?.recorded;
      if (latest !== entry.lastRecorded) {
        // a status posted with a location moved the latest without the entry: the entry follows it, and the load is
        // silent only if that too is two hours old; a report since moved the entry itself, and is not silent
        if (latest === undefined || !(await followLatest(entry, latest))) continue;
        entry = { ...entry, lastRecorded: latest };
        if (latest >= before) continue;
      }
      const etas = Object.fromEntries(
        stopsAhead(listing).map((stop): [StopName, StopEta] => [
          stop,
          { ...listing.tracking!.etas[stop], etaStatus: 'NoSignal' },
        ]),
      );
      const records = etaChanges(listing, listing.tracking.etas, etas, now.toISOString());
      try {
        await markSilent(entry, { ...listing.tracking, etas }, records, now.toISOString());
        silent++;
      } catch (error) {
        if (!failedOn(error)) throw error;
        logger.info('a position came as its listing was found silent', { listingId: entry.listingId });
      }
    }
  });
  return { silent, done };
}
