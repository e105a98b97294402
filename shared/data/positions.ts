import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { queryAll } from './query.ts';
import { db, tableName } from './client.ts';
import { forEachInParallel } from '../parallel.ts';
import { isConditionFailure } from './errors.ts';
import { failedParts, transact, transactOrRefused } from './transact.ts';
import { migrateEach, type MigrationResult, type MigrationRun } from './migrations.ts';
import type { WrittenItem } from './kinds.ts';
import { stateUpdate } from './listings.ts';
import { newTransitEntry } from './transit.ts';
import {
  TRACKED_SHARDS,
  trackedShipmentItems,
  trackHourItems,
  type TrackedShipment,
  type TrackPoint,
} from './definitions/positions.ts';
import type { ShipmentTracking } from '../domain/listings/types.ts';
import type { TransitRecord } from '../domain/tracking/types.ts';

// Pattern 6b (docs/data-model.md; docs/tracking.md, "Positions"): a booked listing's positions. The track keeps one a
// minute in an item per hour, the first of each minute kept (a position sent again changes nothing); the listing's
// state keeps the latest and what follows from it (its estimates, the stop it is at), moved forward only on condition
// of the latest it was read with, in one transaction with the history entries the positions made and the watch
// list's entry.

export interface Position {
  latitude: number;
  longitude: number;
  recorded: string;
  speed?: number | null;
  heading?: number | null;
}

/** How long a track hour is kept after it ends (the table's TTL takes it then). */
const TRACK_KEPT_SECONDS = 90 * 86_400;
/**
 * How long a watch list entry outlives its latest position: one found silent is read no more, so a load delivered or
 * cancelled after its silence leaves the list by the table's TTL.
 */
const WATCH_KEPT_SECONDS = 30 * 86_400;
const watchExpiry = (recorded: string) => Math.floor(Date.parse(recorded) / 1000) + WATCH_KEPT_SECONDS;
/** Tries of a migration's move when a report or the schedule writes the entry at the same moment. */
const ATTEMPTS = 4;

const hourOf = (recorded: string) => recorded.slice(0, 13);
/** The minute of its hour a position is kept under: the track's thinning (a minute's first written stays). */
const minuteOf = (recorded: string) => `m${recorded.slice(14, 16)}`;

/** The positions into the track: one update per hour of them. */
export async function addToTrack(listingId: number, positions: readonly Position[]): Promise<void> {
  const byHour = new Map<string, Map<string, TrackPoint>>();
  for (const p of positions) {
    const hour = hourOf(p.recorded);
    if (!byHour.has(hour)) byHour.set(hour, new Map());
    const point: TrackPoint = [
      p.latitude,
      p.longitude,
      Math.floor(Date.parse(p.recorded) / 1000),
      p.speed ?? null,
      p.heading ?? null,
    ];
    byHour.get(hour)!.set(minuteOf(p.recorded), point);
  }
  await forEachInParallel([...byHour], 4, async ([hour, minutes]) => {
    const names = [...minutes.keys()];
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: trackHourItems.key({ listingId, hour }),
        UpdateExpression: `SET entity = :kind, listingId = :listingId, #hour = :hour, expiresAt = :expires, ${names
          .map((minute) => `${minute} = if_not_exists(${minute}, :${minute})`)
          .join(', ')}`,
        ExpressionAttributeNames: { '#hour': 'hour' },
        ExpressionAttributeValues: {
          ':kind': trackHourItems.kind,
          ':listingId': listingId,
          ':hour': hour,
          ':expires': Math.floor(Date.parse(`${hour}:59:59Z`) / 1000) + TRACK_KEPT_SECONDS,
          ...Object.fromEntries([...minutes].map(([minute, point]) => [`:${minute}`, point])),
        },
      }),
    );
  });
}

/** A listing's kept positions, oldest first (what a dispute's evidence and the audit read). */
export async function trackOf(listingId: number): Promise<TrackPoint[]> {
  const hours = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: {
      ':pk': trackHourItems.partition({ listingId }),
      ':prefix': trackHourItems.design.key.sort.prefix,
    },
  });
  return hours.flatMap((item) =>
    Object.entries(item)
      .filter(([name]) => /^m\d\d$/.test(name))
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([, point]) => point as TrackPoint),
  );
}

export interface PositionsApplied {
  listingId: number;
  providerId: number;
  /** The latest position the state was read with (absent: none), which the update requires still there. */
  readLatest?: string;
  latest: Position;
  tracking: ShipmentTracking;
  /** The history entries the positions made (a location report's own, arrivals, departures, estimates' changes). */
  records: TransitRecord[];
  /** Also the listing's `updatedOn` (a location report of the spec's, as every report sets it). */
  updatedOn?: string;
}

/**
 * The state moved to the latest position with its entries, or ConditionFailed: the listing is no longer booked with
 * the provider, or a later position (or a status with a location) came meanwhile.
 */
export async function applyPositions(applied: PositionsApplied): Promise<void> {
  const { latest } = applied;
  await transactOrRefused({
    state: {
      Update: stateUpdate(applied.listingId, {
        set: [
          'lastLocation = :location',
          'tracking = :tracking',
          ...(applied.updatedOn ? ['updatedOn = :updated'] : []),
        ],
        condition:
          '#status = :booked AND bookedProviderId = :provider AND ' +
          (applied.readLatest === undefined ? 'attribute_not_exists(lastLocation)' : 'lastLocation.recorded = :read'),
        values: {
          ':booked': 'Booked',
          ':provider': applied.providerId,
          ':location': { latitude: latest.latitude, longitude: latest.longitude, recorded: latest.recorded },
          ':tracking': applied.tracking,
          ...(applied.updatedOn ? { ':updated': applied.updatedOn } : {}),
          ...(applied.readLatest === undefined ? {} : { ':read': applied.readLatest }),
        },
      }),
    },
    records: applied.records.map(newTransitEntry),
    watch: {
      Update: {
        Key: trackedShipmentItems.key({ listingId: applied.listingId }),
        UpdateExpression:
          'SET entity = :kind, listingId = :listingId, lastRecorded = :latest, expiresAt = :expires REMOVE silentSince',
        ExpressionAttributeValues: {
          ':kind': trackedShipmentItems.kind,
          ':listingId': applied.listingId,
          ':latest': latest.recorded,
          ':expires': watchExpiry(latest.recorded),
        },
      },
    },
  });
}

/**
 * A watch list's entry where it was read: in its partition of TRACKED_SHARDS, or of TRACKED_SHARDS_BEFORE until the
 * tracked-shipment-shards migration moves it (they are among the first), so it is written where it is.
 */
export interface WatchEntry extends TrackedShipment {
  key: { PK: string; SK: string };
}

/** The watch list's entries of one partition whose latest position is older than `before`, not yet said silent. */
export async function silentShipments(shard: number, before: string): Promise<WatchEntry[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    FilterExpression: 'lastRecorded < :before AND attribute_not_exists(silentSince)',
    // a shard's number is the listing id that falls in it
    ExpressionAttributeValues: { ':pk': trackedShipmentItems.partition({ listingId: shard }), ':before': before },
  });
  return items.map((item) => ({
    ...trackedShipmentItems.recordOf(item),
    key: { PK: String(item.PK), SK: String(item.SK) },
  }));
}

export const trackedShards = () => Array.from({ length: TRACKED_SHARDS }, (_, shard) => shard);

/**
 * The schedule's finding that a listing's positions stopped: its estimates' statuses and their entries, on condition
 * that no position came since it read the latest; ConditionFailed when one did.
 */
export async function markSilent(
  entry: WatchEntry,
  tracking: ShipmentTracking,
  records: TransitRecord[],
  now: string,
): Promise<void> {
  await transactOrRefused({
    state: {
      Update: stateUpdate(entry.listingId, {
        set: ['tracking = :tracking'],
        condition: '#status = :booked AND lastLocation.recorded = :read',
        values: { ':booked': 'Booked', ':tracking': tracking, ':read': entry.lastRecorded },
      }),
    },
    records: records.map(newTransitEntry),
    watch: {
      Update: {
        Key: entry.key,
        UpdateExpression: 'SET silentSince = :now',
        ConditionExpression: 'lastRecorded = :read',
        ExpressionAttributeValues: { ':now': now, ':read': entry.lastRecorded },
      },
    },
  });
}

/**
 * The entry moved to the listing's latest position where a status posted with a location set it (that post writes the
 * state alone): on condition that no report moved the entry meanwhile. Whether it moved.
 */
export async function followLatest(entry: WatchEntry, latest: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: entry.key,
        UpdateExpression: 'SET lastRecorded = :latest, expiresAt = :expires REMOVE silentSince',
        ConditionExpression: 'lastRecorded = :read',
        ExpressionAttributeValues: { ':latest': latest, ':read': entry.lastRecorded, ':expires': watchExpiry(latest) },
      }),
    );
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error; // a report moved it: the next run looks again
    return false;
  }
}

/** The watch list's entry of a listing no longer tracked (delivered, cancelled): once gone, a re-run finds nothing. */
export async function stopWatching(entry: WatchEntry): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: entry.key,
        ConditionExpression: 'lastRecorded = :read',
        ExpressionAttributeValues: { ':read': entry.lastRecorded },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error; // a position came meanwhile: the next run looks again
  }
}

/**
 * The tracked-shipment-shards migration (infra/ops/migrate.ts): every watch list entry in its partition of
 * TRACKED_SHARDS, from where TRACKED_SHARDS_BEFORE put it. Resumable, idempotent: an entry already in its partition is
 * left, and one whose listing reported since the release (its new entry later) only goes.
 */
export const TRACKED_SHIPMENT_SHARDS = 'tracked-shipment-shards';
export const spreadEveryTrackedShipment = (run: MigrationRun = {}): Promise<MigrationResult> =>
  migrateEach(TRACKED_SHIPMENT_SHARDS, { entity: trackedShipmentItems.kind }, run, async (items) => {
    let moved = 0;
    for (const item of items) if (await moveToItsPartition(item)) moved++;
    return moved;
  });

/**
 * One entry into its partition of TRACKED_SHARDS, on condition that it is as read (its latest position, its silence),
 * with its expiry; read again and retried when a report or the schedule writes it at that moment. Whether it moved.
 */
async function moveToItsPartition(scanned: Record<string, unknown>): Promise<boolean> {
  let item: Record<string, unknown> | undefined = scanned;
  for (let attempt = 1; item; attempt++) {
    const entry = trackedShipmentItems.recordOf(item);
    const to = trackedShipmentItems.key(entry);
    if (to.PK === item.PK) return false;
    const from: { PK: string; SK: string } = { PK: String(item.PK), SK: String(item.SK) };
    const silent = typeof item.silentSince === 'string' ? item.silentSince : undefined;
    const silence = silent ? 'silentSince = :silent' : 'attribute_not_exists(silentSince)';
    const asRead = {
      ConditionExpression: `lastRecorded = :mine AND ${silence}`,
      ExpressionAttributeValues: { ':mine': entry.lastRecorded, ...(silent ? { ':silent': silent } : {}) },
    };
    const parts = {
      entry: {
        Put: {
          Item: { ...item, ...to, expiresAt: item.expiresAt ?? watchExpiry(entry.lastRecorded) } as WrittenItem,
          ConditionExpression: 'attribute_not_exists(PK) OR lastRecorded < :mine',
          ExpressionAttributeValues: { ':mine': entry.lastRecorded },
        },
      },
      before: { Delete: { Key: from, ...asRead } },
    };
    try {
      await transact(parts);
      return true;
    } catch (error) {
      const failed = failedParts(error, parts);
      if (failed === undefined || attempt === ATTEMPTS) throw error;
      if (failed.includes('entry') && !failed.includes('before')) {
        // a later report wrote the entry where it belongs: the old one only goes
        await db()
          .send(new DeleteCommand({ TableName: tableName(), Key: from, ...asRead }))
          .catch((e: unknown) => {
            if (!isConditionFailure(e)) throw e;
          });
        return false;
      }
      const read: { Item?: Record<string, unknown> } = await db().send(
        new GetCommand({ TableName: tableName(), Key: from, ConsistentRead: true }),
      );
      item = read.Item;
    }
  }
  return false;
}
