import * as clock from '../../clock.ts';
import { findPayment, putReleaseDue, releasesDue, removeReleaseDue } from '../../data/payments.ts';
import type { ReleaseDue } from '../../data/definitions/release-due.ts';
import { ConflictError } from '../../errors.ts';
import { logger } from '../../observability/logger.ts';
import { payOut } from './service.ts';

// The release schedule (docs/payments.md, "Release"): a payment still Held three days after its listing was reported
// Delivered, with no dispute open, is released by itself. Reporting Delivered writes the release's entry in a due list
// (no scan of the table); the hourly job (functions/payments/release-schedule.ts) releases what is due. Each step is
// safe to run twice and at once: the transfer's key is the charge's, the payment moves on condition of its status.

export const RELEASE_AFTER_DELIVERY_DAYS = 3;
const DAY_MS = 86_400_000;

/** Pages of due releases one run looks at, at most: 1,000 an hour, far above the platform's deliveries an hour. */
const PAGE = 100;
const PAGES_PER_RUN = 10;

export const releaseDueOn = (deliveredOn: string): string =>
  new Date(Date.parse(deliveredOn) + RELEASE_AFTER_DELIVERY_DAYS * DAY_MS).toISOString();

/**
 * The listing reported Delivered at `deliveredOn`: its payment, when Held, is due for release three days later. A
 * disputed one is not: it is scheduled again if its dispute is won (shared/domain/payment-disputes/).
 */
export async function scheduleRelease(listingId: number, deliveredOn: string): Promise<void> {
  const payment = await findPayment(listingId);
  if (payment?.status !== 'Held') return;
  await putReleaseDue({ listingId, dueOn: releaseDueOn(deliveredOn) });
}

/** One due release: paid (or ReleasePending) when still Held; its entry goes unless Stripe could not be reached. */
async function releaseDue(due: ReleaseDue): Promise<boolean> {
  const payment = await findPayment(due.listingId);
  let released = false;
  if (payment?.status === 'Held') {
    try {
      await payOut(payment, 'Schedule');
      released = true;
    } catch (error) {
      // disputed or refunded at this instant: not the schedule's to release (a won dispute schedules it again)
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  await removeReleaseDue(due);
  return released;
}

/** Releases the payments due by `now` (the schedule's run; the tests pass a later instant as the clock passing). */
export async function releaseDuePayments(now = clock.now()): Promise<{ released: number; failed: number }> {
  let released = 0;
  let failed = 0;
  let after: ReleaseDue | undefined;
  for (let page = 0; page < PAGES_PER_RUN; page++) {
    const due = await releasesDue(now.toISOString(), after, PAGE);
    for (const entry of due) {
      try {
        if (await releaseDue(entry)) released++;
      } catch (error) {
        // Stripe or the table not now: its entry stays for the next run, the others go on
        failed++;
        logger.warn('a due release failed; the next run tries it again', {
          listingId: entry.listingId,
          error: String(error),
        });
      }
    }
    after = due.at(-1);
    if (due.length < PAGE) break;
  }
  if (failed) logger.error('due releases failed', { failed, released });
  return { released, failed };
}
