import { streamConsumer } from '../../shared/events/stream.ts';
import type { TableChange } from '../../shared/data/images.ts';
import { alertOnListingChanges } from '../../shared/domain/saved-searches/service.ts';
import type { AlertReads } from '../../shared/data/saved-searches.ts';

// Stream consumer (shared/routes/streams.ts savedSearchAlerter): a listing that opens, comes back to Active
// or changes what or where it carries is matched against the saved searches with alerts; each that
// finds it hears of it once (a ListingMatch item, which the notifier delivers), and a listing that
// opened is told to its shipper's Preferred providers (a PreferredListing item). Replays match the
// same and record nothing new.
const listingOf = ({ newImage, oldImage }: TableChange) => Number((newImage ?? oldImage)!.listingId);
// The listings of one batch read each alert partition once (a seed's or a busy minute's batch share most of theirs).
export const handler = streamConsumer(
  'saved search alerts',
  (change, changesOfListing, reads) => alertOnListingChanges(listingOf(change), changesOfListing, reads),
  { latestBy: (change) => String(listingOf(change)), perBatch: (): AlertReads => new Map() },
);
