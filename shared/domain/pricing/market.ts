import ngeohash from 'ngeohash';
import type { Quote } from './pricing.ts';

// The market's own prices (docs/pricing.md, "What the marketplace books"). Pure: which lane levels
// a booking counts in, and how an estimate blends the model with what those levels observed.
//
// An observation is a booking's accepted price over the model's price for the same listing (its
// items, sizes and route distance): a ratio, so bookings of different distances and sizes on one
// lane, or across a region or the nation, say the same thing about the market.

/** A lane's area: a precision-3 geohash cell (about 160 x 160 km in the US and Canada): a metro. */
const AREA_PRECISION = 3;
/** Observations kept per level: the most recent, which are also the ones that weigh. */
export const KEPT_OBSERVATIONS = 64;
/** An observation this old weighs half as much as one booked today. */
export const HALF_LIFE_DAYS = 60;
/** Older observations weigh nothing. */
const HORIZON_DAYS = 365;
/** The weight the model keeps against the market: n effective observations weigh n / (n + PRIOR). */
export const PRIOR_WEIGHT = 5;
/** No shipper and no provider weighs more than this many observations on a level (one party cannot drag a lane). */
export const PARTY_CAP = 3;
/** A region or the nation moves estimates only once its observations span this many lanes. */
export const MIN_LANES_FOR_WIDER_LEVELS = 3;

export interface Stop {
  latitude: number;
  longitude: number;
  region: string;
}

export interface MarketObservation {
  listingId: number;
  /** When the booking was made, epoch ms. */
  bookedOn: number;
  /** Accepted price over the model's price for the same listing. */
  ratio: number;
  shipperId: number;
  providerId: number;
  /** The fine lane it was booked on (origin area > destination area): wider levels count lanes by it. */
  lane: string;
  /** The route's kilometres and the accepted price per unit shipped (what a per-km view of a level reads). */
  kilometers: number;
  pricePerUnit: number;
}

/** The three levels a booking counts in and an estimate reads, finest first. */
export interface MarketLevels {
  lane: string;
  region: string;
  nation: string;
}

const areaOf = (stop: Stop) => ngeohash.encode(stop.latitude, stop.longitude, AREA_PRECISION);

/** Lane (area to area), region to region (states, provinces), and the nation, for one subcommodity. */
export function marketLevelsOf(subcommodity: string, origin: Stop, destination: Stop): MarketLevels {
  return {
    lane: `${subcommodity}#${areaOf(origin)}>${areaOf(destination)}`,
    region: `${subcommodity}#${origin.region}>${destination.region}`,
    nation: subcommodity,
  };
}

/** The fine lane's areas alone (what an observation keeps to count the lanes of a wider level). */
export const laneOf = (levels: MarketLevels) => levels.lane.slice(levels.lane.indexOf('#') + 1);

/**
 * A level's observations after a new one: it once (a replayed booking adds nothing), the most
 * recent KEPT_OBSERVATIONS kept. Undefined when it is already there.
 */
/** The level without a booking since cancelled (the one its acceptance made); undefined when it holds none. */
export function withoutObservation(
  kept: MarketObservation[],
  cancelled: Pick<MarketObservation, 'listingId' | 'bookedOn'>,
): MarketObservation[] | undefined {
  const left = kept.filter((o) => !(o.listingId === cancelled.listingId && o.bookedOn === cancelled.bookedOn));
  return left.length === kept.length ? undefined : left;
}

export function withObservation(kept: MarketObservation[], added: MarketObservation): MarketObservation[] | undefined {
  if (kept.some((o) => o.listingId === added.listingId)) return undefined;
  return [...kept, added]
    .sort((a, b) => b.bookedOn - a.bookedOn || b.listingId - a.listingId)
    .slice(0, KEPT_OBSERVATIONS);
}

interface Weighted {
  ratio: number;
  weight: number;
}

/** Recency weights, then each shipper's and each provider's total capped at PARTY_CAP. */
function weigh(observations: MarketObservation[], now: number): Weighted[] {
  const day = 86_400_000;
  const weighted = observations
    .map((o) => ({
      o,
      weight:
        (now - o.bookedOn) / day > HORIZON_DAYS ? 0 : 0.5 ** (Math.max(0, now - o.bookedOn) / day / HALF_LIFE_DAYS),
    }))
    .filter((w) => w.weight > 0);
  for (const party of [(o: MarketObservation) => `s${o.shipperId}`, (o: MarketObservation) => `p${o.providerId}`]) {
    const totals = new Map<string, number>();
    for (const w of weighted) totals.set(party(w.o), (totals.get(party(w.o)) ?? 0) + w.weight);
    for (const w of weighted) w.weight *= Math.min(1, PARTY_CAP / totals.get(party(w.o))!);
  }
  return weighted.map(({ o, weight }) => ({ ratio: o.ratio, weight }));
}

/** The ratio below which `share` of the weight lies (a weighted quantile). */
function quantile(weighted: Weighted[], share: number): number {
  const sorted = [...weighted].sort((a, b) => a.ratio - b.ratio);
  const total = sorted.reduce((sum, w) => sum + w.weight, 0);
  let seen = 0;
  for (const w of sorted) {
    seen += w.weight;
    if (seen >= share * total) return w.ratio;
  }
  return sorted[sorted.length - 1]!.ratio;
}

/** What one level says: its robust centre (weighted median), spread, and how much it weighs. */
export interface LevelView {
  observations: number;
  effective: number;
  centre: number;
  low: number;
  high: number;
  weight: number;
}

export function levelView(observations: MarketObservation[], now: number): LevelView | undefined {
  const weighted = weigh(observations, now);
  const effective = weighted.reduce((sum, w) => sum + w.weight, 0);
  if (effective <= 0) return undefined;
  return {
    observations: weighted.length,
    effective,
    centre: quantile(weighted, 0.5),
    low: quantile(weighted, 0.2),
    high: quantile(weighted, 0.8),
    weight: effective / (effective + PRIOR_WEIGHT),
  };
}

export interface MarketRead {
  lane: MarketObservation[];
  region: MarketObservation[];
  nation: MarketObservation[];
}

/** How far the market moves a model quote: a ratio for the price and for each end of the band. */
export interface MarketAdjustment {
  ratio: number;
  lowRatio: number;
  highRatio: number;
  observations: number;
}

const distinctLanes = (observations: MarketObservation[]) => new Set(observations.map((o) => o.lane)).size;

/**
 * The model's quote moved toward the market, level by level from the nation to the lane: each
 * level's centre pulls the ratio so far with its weight. The nation and a region count only once
 * they span MIN_LANES_FOR_WIDER_LEVELS lanes, so a lane without bookings stays on the model until
 * the market around it is broad. The band follows the finest level's observed spread.
 */
export function marketAdjustment(
  read: MarketRead,
  modelBand: { low: number; high: number },
  now: number,
): MarketAdjustment {
  let ratio = 1;
  let lowRatio = modelBand.low;
  let highRatio = modelBand.high;
  let observations = 0;
  for (const [level, observed] of [
    ['nation', read.nation],
    ['region', read.region],
    ['lane', read.lane],
  ] as const) {
    if (level !== 'lane' && distinctLanes(observed) < MIN_LANES_FOR_WIDER_LEVELS) continue;
    const view = levelView(observed, now);
    if (!view) continue;
    ratio += view.weight * (view.centre - ratio);
    // the spread around the centre, relative to it, replaces the model's band by the same weight
    lowRatio += view.weight * (Math.min(1, view.low / view.centre) - lowRatio);
    highRatio += view.weight * (Math.max(1, view.high / view.centre) - highRatio);
    observations = view.observations;
  }
  return { ratio, lowRatio, highRatio, observations };
}

/** A model quote as the market moves it. */
export function adjusted(quote: Quote, market: MarketAdjustment): Quote {
  const price = quote.price * market.ratio;
  return { price, low: price * market.lowRatio, high: price * market.highRatio };
}
