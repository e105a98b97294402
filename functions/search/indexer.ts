import { streamConsumer } from '../../shared/events/stream.ts';
import { indexListing } from '../../shared/domain/search/service.ts';
import { findListing } from '../../shared/data/listings.ts';

// Stream consumer (shared/routes.ts searchIndexer): every change of a listing (its content or its
// state item) rewrites or removes its search cards from the listing as it now is, so search never
// depends on the handler that changed the listing. A replayed record rewrites the same cards.
export const handler = streamConsumer('search indexing', async ({ newImage, oldImage }) => {
  const listingId = Number((newImage ?? oldImage)!.listingId);
  await indexListing(await findListing(listingId, { consistent: true }), listingId);
});
