import { streamConsumer } from '../../shared/events/stream.ts';
import { countFeedbackOf } from '../../shared/domain/feedback/service.ts';

// Stream consumer (shared/routes/streams.ts feedbackSummarizer): each feedback as it now is counts in its
// rated party's summary (docs/feedback.md). Idempotent: a replayed record counts nothing twice.
export const handler = streamConsumer('feedback summary', countFeedbackOf);
