import * as v from 'valibot';
import { defineKeyedItem, templatesOf } from '../item-definition.ts';

// Pattern 13, the market's prices (docs/data-model.md; docs/pricing.md): one item per level (a lane, a region pair or
// the nation, per subcommodity), holding its most recent bookings as short strings (shared/data/market-prices.ts
// encodes them) and a version each write finds unchanged.

/** A market level's name: `<subcommodity>[#<origin>><destination>]`. */
export interface MarketLevel {
  level: string;
}

/** A level's bookings as stored, and its version (0: not yet written). */
export interface StoredMarketPrices {
  observations: string[];
  version: number;
}

const MARKET = 'MARKET#';

const market = templatesOf<MarketLevel>();

export const marketPricesItems = defineKeyedItem<MarketLevel, StoredMarketPrices>()({
  kind: 'MarketPrices',
  schema: v.looseObject({ observations: v.array(v.string()), version: v.number() }),
  key: {
    partition: market(['level'], ({ level }) => `${MARKET}${level}`, MARKET),
    sort: market([], () => 'MARKET'),
  },
});

/** The level a market item is of, read from its partition (the item does not hold it). */
export const levelOfMarketItem = (item: Record<string, unknown>) => String(item.PK).slice(MARKET.length);
