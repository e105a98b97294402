import { streamConsumer } from '../../shared/events/stream.ts';
import { bookedListingOf, writeBillOfLading } from '../../shared/domain/attachments/bill-of-lading.ts';

// Stream consumer (shared/routes/streams.ts billOfLadingWriter): each booking's first transit record
// becomes the listing's Bill of Lading (docs/attachments.md). Idempotent: one per listing.
export const handler = streamConsumer('bill of lading', async (change) => {
  const listingId = bookedListingOf(change);
  if (listingId !== undefined) await writeBillOfLading(listingId, change.at);
});
