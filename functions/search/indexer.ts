import { streamConsumer, type TableChange } from '../../shared/events/stream.ts';
import { indexListing } from '../../shared/domain/search/service.ts';
import { findListing, showInShipperList } from '../../shared/data/listings.ts';

// Stream consumer (shared/routes.ts searchIndexer): every change of a listing (its content or its
// state item) rewrites or removes its search cards from the listing as it now is, and every change
// of its state (its creation too) rewrites the view its shipper's list shows, so neither depends
// on the handler that changed the listing. A replayed record rewrites the same.
// Listings are independent: a batch's listings are indexed a few at once, each one's records in order.
const listingOf = ({ newImage, oldImage }: TableChange) => Number((newImage ?? oldImage)!.listingId);
export const handler = streamConsumer('search indexing', async (change) => {
  const listingId = listingOf(change);
  const listing = await findListing(listingId, { consistent: true });
  await indexListing(listing, listingId);
  if (listing && change.newImage?.entity === 'ListingState') await showInShipperList(listing);
}, { orderedBy: (change) => String(listingOf(change)) });
