import { securityEventsOf } from '../../data/security-events.ts';
import { securityEventView } from './events.ts';
import type { Principal } from '../users/types.ts';

/** A page of the caller's trail, newest first, as its user reads it. */
export async function securityEventsOfCaller(principal: Principal, page: { skip: number; top: number }) {
  const { items, totalCount } = await securityEventsOf(principal.userId, page);
  return { items: items.map(securityEventView), totalCount };
}
