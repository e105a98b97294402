import type { TransitStatus } from '../listings/types.ts';
import type { Punctuality } from './types.ts';

// The transit workflow of a booked listing (spec 3.1): forward only, statuses may be skipped.

export const transitRank: Record<TransitStatus, number> = {
  ReadyForDispatch: 0,
  Dispatched: 1,
  PickedUp: 2,
  Delivered: 3,
};

/** Whether `next` may follow `current`: strictly forward, skips allowed. */
export function isForward(current: TransitStatus | undefined, next: TransitStatus): boolean {
  return (
    transitRank[next] > transitRank[current ?? 'ReadyForDispatch'] ||
    (current === undefined && next === 'ReadyForDispatch')
  );
}

/**
 * spec 2.11: NotApplicable for ReadyForDispatch and Dispatched; PickedUp and Delivered are OnTime
 * when recorded no later than the accepted bid's latest pickup / delivery time, else NotOnTime.
 */
export function punctualityOf(
  status: TransitStatus | undefined,
  recorded: string,
  bid: { latestPickup: string; latestDelivery: string },
): Punctuality {
  if (status === 'PickedUp') return Date.parse(recorded) <= Date.parse(bid.latestPickup) ? 'OnTime' : 'NotOnTime';
  if (status === 'Delivered') return Date.parse(recorded) <= Date.parse(bid.latestDelivery) ? 'OnTime' : 'NotOnTime';
  return 'NotApplicable';
}
