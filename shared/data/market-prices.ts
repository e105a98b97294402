import { batchGet } from './batch-get.ts';
import { levelOfMarketItem, marketPricesItems } from './definitions/market-prices.ts';
import { writeIf } from './conditional.ts';
import { isCancelledByContention } from './errors.ts';
import type { MarketLevels, MarketObservation, MarketRead } from '../domain/pricing/market.ts';
import { transact, type TableWrite } from './transact.ts';
import { retrying } from '../retry.ts';

// Pattern 13, the market's prices (docs/pricing.md): one item per level (`MARKET#<level>`, in the kind's definition,
// shared/data/definitions/market-prices.ts), holding its most recent bookings as short strings and a version. An
// estimate reads its levels in one BatchGetItem; the lane price indexer (a stream consumer, never a handler) adds each
// booking.

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
const encode = (o: MarketObservation) =>
  [
    o.listingId,
    o.bookedOn,
    round(o.ratio, 4),
    o.shipperId,
    o.providerId,
    o.lane,
    round(o.kilometers, 0),
    round(o.pricePerUnit, 2),
  ].join('|');

function decode(text: string): MarketObservation {
  const [listingId, bookedOn, ratio, shipperId, providerId, lane, kilometers, pricePerUnit] = text.split('|');
  return {
    listingId: Number(listingId),
    bookedOn: Number(bookedOn),
    ratio: Number(ratio),
    shipperId: Number(shipperId),
    providerId: Number(providerId),
    lane: lane!,
    kilometers: Number(kilometers),
    pricePerUnit: Number(pricePerUnit),
  };
}

interface Stored {
  observations: MarketObservation[];
  version: number;
}

async function readLevels(levels: string[], consistent: boolean): Promise<Map<string, Stored>> {
  const found = new Map<string, Stored>();
  const unique = [...new Set(levels)];
  await batchGet(
    unique.map((level): Record<string, unknown> => marketPricesItems.key({ level })),
    (item) => {
      const { observations, version } = marketPricesItems.recordOf(item);
      found.set(levelOfMarketItem(item), { observations: observations.map(decode), version });
    },
    { consistent },
  );
  return found;
}

/** What the three levels of an estimate have observed (levels without bookings: none). */
export async function readMarket(levels: MarketLevels): Promise<MarketRead> {
  const found = await readLevels([levels.lane, levels.region, levels.nation], false);
  const of = (level: string) => found.get(level)?.observations ?? [];
  return { lane: of(levels.lane), region: of(levels.region), nation: of(levels.nation) };
}

/**
 * Changes a booking's levels by the pricing rule `withBooking` (undefined: the level is left alone,
 * as one that holds the booking already is, so a replayed stream record changes nothing). The levels
 * change in one transaction, each on condition that its version is the one read; a concurrent
 * booking on a level makes it read again.
 */
export async function addObservation(
  levels: MarketLevels,
  withBooking: (kept: MarketObservation[]) => MarketObservation[] | undefined,
): Promise<boolean> {
  const names = [levels.lane, levels.region, levels.nation];
  // the first try and 20 more, each after a jittered pause; then the last cancellation stands
  return retrying(
    { attempts: 21, retryable: isCancelledByContention, backoff: { baseMs: 10, capMs: 200 } },
    async () => {
      const stored = await readLevels(names, true);
      const changes = names.flatMap((level) => {
        const current = stored.get(level) ?? { observations: [], version: 0 };
        const next = withBooking(current.observations);
        return next ? [{ level, next, version: current.version }] : [];
      });
      if (changes.length === 0) return false;
      await transact(changes.map(({ level, next, version }) => levelPut(level, next, version)));
      return true;
    },
  );
}

/** A level's bookings written as its next version, on condition that it is still at `version` (0: not yet made). */
const levelPut = (level: string, observations: MarketObservation[], version: number) =>
  ({
    Put: {
      Item: marketPricesItems.item({ level }, { observations: observations.map(encode), version: version + 1 }),
      ConditionExpression: version === 0 ? 'attribute_not_exists(PK)' : 'version = :version',
      ...(version === 0 ? {} : { ExpressionAttributeValues: { ':version': version } }),
    },
  }) satisfies TableWrite;

/**
 * A market level as scanned: its name, what it holds (each booking as stored), and its version (the audit,
 * docs/reliability.md).
 */
export const marketLevelOfItem = (
  item: Record<string, unknown>,
): { level: string; stored: string[]; version: number } => {
  const { observations, version } = marketPricesItems.recordOf(item);
  return { level: levelOfMarketItem(item), stored: observations, version };
};

/** A booking as a level stores it (what the audit compares). */
export const storedObservation = encode;

/** The audit's repair: a level holds exactly these bookings, on condition that it is still at the version read. */
export async function replaceMarketLevel(
  level: string,
  observations: MarketObservation[],
  version: number,
): Promise<boolean> {
  return writeIf(levelPut(level, observations, version), (current) => Number(current?.version) === version + 1);
}
