import { streamConsumer } from '../../shared/events/stream.ts';
import { indexListing } from '../../shared/domain/search/service.ts';
import { toListing } from '../../shared/data/listings.ts';

// Stream consumer (shared/routes.ts searchIndexer): every change of a listing rewrites or removes
// its search cards, so search never depends on the handler that changed the listing.
export const handler = streamConsumer('search indexing', async ({ newImage, oldImage }) => {
  const listing = newImage ? toListing(newImage) : undefined;
  await indexListing(listing, Number((newImage ?? oldImage)!.listingId));
});
