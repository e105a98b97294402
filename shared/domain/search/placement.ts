import { searchEntryOf, type SearchCard } from '../../data/search-cards.ts';
import type { PlacedCard } from '../../data/search-layout.ts';
import { topLevelCommodityOf } from '../lookups/lookups.ts';
import { sortedListsOf } from './rules.ts';
import { talliesOf } from './tallies.ts';

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
