import { streamConsumer } from '../../shared/events/stream.ts';
import { observeBooking } from '../../shared/domain/pricing/bookings.ts';

// Stream consumer (shared/routes/streams.ts lanePriceIndexer): each accepted bid becomes one observation of
// its lane's market levels (docs/pricing.md). Idempotent: a replayed record adds nothing.
export const handler = streamConsumer('lane price indexing', (change) => observeBooking(change));
