import { streamConsumer } from '../../shared/events/stream.ts';
import { countFeedbackItem } from '../../shared/domain/feedback/service.ts';
import type { Kind } from '../../shared/data/kinds.ts';

// Stream consumer (shared/routes/streams.ts feedbackSummarizer): each feedback as it now is counts in its
// rated party's summary (docs/feedback.md). Idempotent: a replayed record counts nothing twice.
export const handler = streamConsumer('feedback summary', async (change) => {
  if (change.newImage?.entity === ('Feedback' satisfies Kind)) await countFeedbackItem(change.newImage);
});
