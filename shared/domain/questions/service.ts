import * as clock from '../../clock.ts';
import { newTimeUuid } from '../../data/ids.ts';
import {
  findQuestion,
  HourlyQuestionsUsed,
  insertQuestion,
  questionsOfListing,
  saveAnswer,
} from '../../data/questions.ts';
import { findUser } from '../../data/users.ts';
import { ItemMissing } from '../../data/errors.ts';
import { ConflictError, ForbiddenError, NotFoundError, TooManyAttemptsError } from '../../errors.ts';
import { existingListing, isOwner, isVisibleTo } from '../listings/access.ts';
import { bidderTypes, effectiveStatus } from '../listings/rules.ts';
import type { Listing } from '../listings/types.ts';
import type { Principal } from '../users/types.ts';
import { displayNameOf } from '../users/views.ts';
import { feedbackSummaries } from '../feedback/service.ts';
import type { FeedbackSummary } from '../users/feedback-summary.ts';
import { maskContactDetails } from './contact-details.ts';
import { QUESTIONS_PER_HOUR, type Question } from './types.ts';
import { hourOf, nextHourStart } from '../../data/clock-hours.ts';
import { refuseBlocked } from '../provider-relations/service.ts';
import { withinReach } from '../limits/reach.ts';

// Questions on a listing before booking (docs/questions.md): carriers ask, the shipper answers,
// everyone who can see the listing reads both; contact details are masked until booking.

/** Who can see the listing reads its questions (an unpublished one is its owner's alone, as GET /v2/listings/{id}). */
async function visibleListing(principal: Principal, listingId: number): Promise<Listing> {
  const listing = await existingListing(listingId, principal);
  if (!isVisibleTo(listing, principal))
    throw new ForbiddenError('This listing is not published; only its owner can see it.', 'listingId');
  return listing;
}

export interface ReadQuestion {
  question: Question;
  askerFeedback: FeedbackSummary;
}

const withAskers = async (questions: Question[]): Promise<ReadQuestion[]> => {
  const summaries = await feedbackSummaries(questions.map((q) => q.askerId));
  return questions.map((question) => ({ question, askerFeedback: summaries.get(question.askerId)! }));
};

/** Before booking, masked; after it the parties have each other's contacts anyway (spec 2.4). */
const asWritten = (listing: Listing, text: string) =>
  listing.status === 'Booked' ? { text, masked: false } : maskContactDetails(text);

export async function askQuestion(
  principal: Principal,
  listingId: number,
  text: string,
  now = clock.now(),
): Promise<ReadQuestion> {
  if (!bidderTypes.includes(principal.userType))
    throw new ForbiddenError(`A ${principal.userType} cannot ask questions on listings; carriers and brokers can.`);
  const listing = await visibleListing(principal, listingId);
  if (isOwner(listing, principal))
    throw new ForbiddenError('You cannot ask questions on your own listing.', 'listingId');
  await refuseBlocked(listing.shipperId, principal.userId, 'listingId');
  const status = effectiveStatus(listing, now.getTime());
  if (status !== 'Active')
    throw new ConflictError(`The listing is ${status}: questions are asked while it is Active.`, 'listingId');
  const hour = hourOf(now.getTime() / 1000);
  const asker = await findUser(principal.userId);
  const question: Question = {
    questionId: newTimeUuid(),
    listingId,
    shipperId: listing.shipperId,
    askerId: principal.userId,
    askerName: asker ? displayNameOf(asker) : `User ${principal.userId}`,
    ...asWritten(listing, text),
    askedOn: now.toISOString(),
  };
  try {
    await insertQuestion(question, hour, QUESTIONS_PER_HOUR);
  } catch (error) {
    if (!(error instanceof HourlyQuestionsUsed)) throw error;
    const nextHour = nextHourStart(hour) * 1000;
    throw new TooManyAttemptsError(
      `At most ${QUESTIONS_PER_HOUR} questions an hour; the next can be asked from ` +
        `${new Date(nextHour).toISOString()}.`,
      'text',
      Math.ceil((nextHour - now.getTime()) / 1000),
    );
  }
  return (await withAskers([question]))[0]!;
}

/** The shipper answers (again: the answer replaces the one before). */
export async function answerQuestion(
  principal: Principal,
  listingId: number,
  questionId: string,
  text: string,
  now = clock.now(),
): Promise<ReadQuestion> {
  const listing = await existingListing(listingId, principal);
  if (!isOwner(listing, principal))
    throw new ForbiddenError("Only the listing's shipper answers its questions.", 'listingId');
  const question = await existingQuestion(listingId, questionId);
  const answer = { ...asWritten(listing, text), answeredOn: now.toISOString() };
  try {
    await saveAnswer(listingId, questionId, answer);
  } catch (error) {
    if (error instanceof ItemMissing) throw questionMissing(listingId, questionId);
    throw error;
  }
  return (await withAskers([{ ...question, answer }]))[0]!;
}

const questionMissing = (listingId: number, questionId: string) =>
  new NotFoundError(`Question ${questionId} does not exist on listing ${listingId}.`, 'questionId');

async function existingQuestion(listingId: number, questionId: string): Promise<Question> {
  const question = await findQuestion(listingId, questionId);
  if (!question) throw questionMissing(listingId, questionId);
  return question;
}

/** A listing's questions, oldest first, a page of them. */
export async function questionsFor(
  principal: Principal,
  listingId: number,
  page: { skip: number; top: number },
): Promise<{ items: ReadQuestion[]; totalCount: number; totalCountCapped?: true }> {
  await visibleListing(principal, listingId);
  const { items, ...counted } = await withinReach(questionsOfListing(listingId, page.skip, page.top));
  return { items: await withAskers(items), ...counted };
}

export async function questionFor(principal: Principal, listingId: number, questionId: string): Promise<ReadQuestion> {
  await visibleListing(principal, listingId);
  return (await withAskers([await existingQuestion(listingId, questionId)]))[0]!;
}
