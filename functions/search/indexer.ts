import { streamConsumer } from '../../shared/events/stream.ts';
import type { TableChange } from '../../shared/data/images.ts';
import { indexListingNow, movesOnlyTracking } from '../../shared/domain/search/service.ts';
import type { Kind } from '../../shared/data/kinds.ts';

// Stream consumer (shared/routes/streams.ts searchIndexer): every change of a listing (its content or its
// state item) rewrites or removes its search cards from the listing as it now is, and every change
// of its state (its creation too) rewrites the view its shipper's list shows, so neither depends
// on the handler that changed the listing. A replayed record rewrites the same.
// As both read the listing as it now is, a batch's records of one listing (its creation writes two)
// are applied once; listings are independent, a few indexed at once. A device's positions move only the listing's
// tracking, which neither shows: passed by.
const listingOf = ({ newImage, oldImage }: TableChange) => Number((newImage ?? oldImage)!.listingId);
export const handler = streamConsumer(
  'search indexing',
  async (change, changesOfListing) => {
    if (changesOfListing.every(movesOnlyTracking)) return;
    await indexListingNow(listingOf(change), {
      stateChanged: changesOfListing.some((c) => c.newImage?.entity === ('ListingState' satisfies Kind)),
    });
  },
  { latestBy: (change) => String(listingOf(change)) },
);
