import { streamConsumer, type TableChange } from '../../shared/events/stream.ts';
import { indexListing } from '../../shared/domain/search/service.ts';
import { findListing } from '../../shared/data/listings.ts';

// Stream consumer (shared/routes.ts searchIndexer): every change of a listing (its content or its
// state item) rewrites or removes its search cards from the listing as it now is, so search never
// depends on the handler that changed the listing. A replayed record rewrites the same cards.
// Listings are independent: a batch's listings are indexed a few at once, each one's records in order.
const listingOf = ({ newImage, oldImage }: TableChange) => Number((newImage ?? oldImage)!.listingId);
export const handler = streamConsumer('search indexing', async (change) => {
  const listingId = listingOf(change);
  await indexListing(await findListing(listingId, { consistent: true }), listingId);
}, { orderedBy: (change) => String(listingOf(change)) });
