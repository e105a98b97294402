import { searchEntryOf, type SearchCard, type SearchEntry } from './cards.ts';
import { topLevelCommodityOf } from '../lookups/lookups.ts';
import { sortedListsOf } from './rules.ts';
import { talliesOf, type Tally } from './tallies.ts';

/**
 * A card and where search's rules place it: the sorted lists it is in (`sortedListsOf`), the tallies
 * that count it (`talliesOf`) and its parent commodity's near partitions' group (`placeCard`).
 */
export interface PlacedCard {
  card: SearchCard;
  /** What filters and sorts read of the card (`searchEntryOf`). */
  entry: SearchEntry;
  lists: string[];
  tallies: Tally[];
  commodityGroup: string;
}

/**
 * Where search's rules place a listing's card in the index (docs/search.md): the sorted lists it is
 * in, the tallies that count it, and its parent commodity's near partitions. The data layer writes
 * the items this says (shared/data/search-indexing.ts) and decides nothing of it.
 */
export function placeCard(card: SearchCard): PlacedCard {
  const entry = searchEntryOf(card);
  return {
    card,
    entry,
    lists: sortedListsOf(entry),
    tallies: talliesOf(entry),
    commodityGroup: topLevelCommodityOf(card.commodity),
  };
}
