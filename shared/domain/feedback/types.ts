import type { PartyRole } from '../listings/types.ts';

// Feedback between the two parties of a delivered shipment (docs/feedback.md).

/** Each party may leave feedback on the other within this many days of the delivery. */
export const FEEDBACK_WINDOW_DAYS = 60;
/** Feedback may be changed once, within this many days of being left. */
export const CHANGE_WINDOW_DAYS = 7;
export const MAX_FEEDBACK_REPLY = 2000;

export interface Feedback {
  /** A random UUID: feedback ids are ours, not the spec's, so they follow OWASP API1 (no guessable ids). */
  feedbackId: string;
  listingId: number;
  raterId: number;
  /** The person of the company who made it (docs/teams.md): shown to that company only; absent before teams. */
  createdBy?: number;
  /** Who left it: the shipper rates the carrier, the carrier rates the shipper. */
  raterRole: PartyRole;
  /** The rater's display name when the feedback was left. */
  raterName: string;
  ratedId: number;
  rating: number;
  /** Only when the shipper rates the carrier: was the shipment on time. */
  onTime?: boolean;
  comment?: string;
  createdOn: string;
  /** Set by the one change allowed. */
  changedOn?: string;
  /** The rated party's one reply. */
  reply?: { text: string; repliedOn: string };
  /** What the listing was, as feedback lists show it: its title and its cities, never a street. */
  listing: { title: string; from: string; to: string };
}

/** What one feedback adds to its rated party's summary: what the summarizer counted last. */
export interface CountedFeedback {
  rating: number;
  onTime?: boolean;
  /** The UTC month it was left (`2026-11`): last12Months adds the months' counts. */
  month: string;
}

/**
 * A user's feedback received, kept on the user item by the summarizer (never computed by reading
 * the feedback). `count`, `positiveCount` and `starTotal` are spec 2.14's (and every user has
 * them); the rest arrived with feedback and reads as zero on users who have none.
 */
export interface FeedbackCounts {
  count: number;
  positiveCount: number;
  starTotal: number;
  onTimeCount?: number;
  onTimeRated?: number;
  /** Per UTC month: [count, starTotal]; months older than the window are dropped when written. */
  months?: Record<string, [number, number]>;
  /** Bumped by every write: the summarizer's writes are conditional on the one it read. */
  revision?: number;
}
