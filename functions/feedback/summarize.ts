import { streamConsumer } from '../../shared/events/stream.ts';
import { entityOf } from '../../shared/data/items.ts';
import { countFeedback } from '../../shared/domain/feedback/service.ts';
import type { Feedback } from '../../shared/domain/feedback/types.ts';

// Stream consumer (shared/routes.ts feedbackSummarizer): each feedback as it now is counts in its
// rated party's summary (docs/feedback.md). Idempotent: a replayed record counts nothing twice.
export const handler = streamConsumer('feedback summary', async (change) => {
  if (change.newImage?.entity === 'Feedback') await countFeedback(entityOf<Feedback>(change.newImage));
});
