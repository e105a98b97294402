import {
  deleteRelation,
  findRelation,
  putRelation,
  relationCount,
  relationsOf,
} from '../../data/provider-relations.ts';
import { WHOLE_LIST_MAX } from '../limits/lists.ts';
import { findUser } from '../../data/users.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { bidderTypes } from '../listings/rules.ts';
import type { Principal } from '../users/types.ts';
import { markedAs, type ProviderRelation, type ProviderRelationKind } from './types.ts';
import * as clock from '../../clock.ts';

// Preferred and blocked providers (docs/provider-relations.md). A shipper marks a carrier or
// broker; a blocked one cannot bid on, ask about, book or rate the shipper's loads, and is never
// told who blocked it; a preferred one hears of the shipper's new listings at once.

/**
 * The providers a shipper marks at most: its marks are read whole by its list, by the bid lists and
 * by the alerter (docs/performance.md). Two marks at once may pass it by one each: a bound, not a count.
 */
export const MAX_MARKS = WHOLE_LIST_MAX;

/** Marks a provider (again: the new relation replaces the one before). */
export async function markProvider(
  principal: Principal,
  providerId: number,
  relation: ProviderRelationKind,
  now = clock.now(),
): Promise<{ relation: ProviderRelation; created: boolean }> {
  if (providerId === principal.userId) throw ValidationError.field('userId', 'You cannot mark yourself.');
  const provider = await findUser(providerId);
  if (!provider) throw new NotFoundError(`User ${providerId} does not exist.`, 'userId');
  if (!bidderTypes.includes(provider.userType))
    throw ValidationError.field(
      'userId',
      `User ${providerId} is a ${provider.userType}: only carriers and brokers can be marked.`,
    );
  const before = await findRelation(principal.userId, providerId);
  if (!before && (await relationCount(principal.userId, MAX_MARKS)) >= MAX_MARKS) {
    throw new ConflictError(
      `You have marked ${MAX_MARKS} providers, the most one marks: clear a mark first.`,
      'userId',
    );
  }
  const marked: ProviderRelation = {
    shipperId: principal.userId,
    providerId,
    relation,
    since: before?.relation === relation ? before.since : now.toISOString(),
  };
  await putRelation(marked);
  return { relation: marked, created: !before };
}

export const providersOf = (principal: Principal) => relationsOf(principal.userId);

export async function unmarkProvider(principal: Principal, providerId: number): Promise<void> {
  await deleteRelation(principal.userId, providerId);
}

export async function relationFor(principal: Principal, providerId: number): Promise<ProviderRelation> {
  const found = await findRelation(principal.userId, providerId);
  if (!found) throw new NotFoundError(`You have not marked user ${providerId}.`, 'userId');
  return found;
}

/**
 * A blocked provider's bid, question, booking or rate is refused (403), in words that do not say
 * who blocked it or why: only that this load is not open to it.
 */
export async function refuseBlocked(shipperId: number, providerId: number, field: string): Promise<void> {
  if ((await findRelation(shipperId, providerId))?.relation === 'Blocked')
    throw new ForbiddenError('This load is not open to you.', field);
}

/** The providers a shipper marked one way. */
export const providersMarked = async (shipperId: number, relation: ProviderRelationKind): Promise<Set<number>> =>
  markedAs(await relationsOf(shipperId), relation);
