// Questions on a listing before booking (docs/questions.md).

/** A provider asks at most this many questions an hour, across listings. */
export const QUESTIONS_PER_HOUR = 20;

export interface Question {
  /** A UUID version 7: random, and in time order, so a listing's questions read oldest first. */
  questionId: string;
  listingId: number;
  /** The listing's owner, kept on the question so its events name both parties. */
  shipperId: number;
  askerId: number;
  /** The asker's display name when asking. */
  askerName: string;
  /** As stored: masked before booking. */
  text: string;
  masked: boolean;
  askedOn: string;
  answer?: { text: string; masked: boolean; answeredOn: string };
}
