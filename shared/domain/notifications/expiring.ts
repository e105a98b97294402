import { expiringEntries } from '../../data/search-reads.ts';
import { listingsById } from '../../data/listings.ts';
import { expiringListingNotification } from './events.ts';
import { deliverNotification } from './service.ts';

// The reminder of a listing about to expire with no bid (docs/notifications.md): its shipper hears
// once, in the inbox, by webhook and by email, a day before. Run by a scheduled job
// (shared/routes/schedules.ts listingExpiryReminder); each listing's reminder has a fixed event id and time,
// so however often the job runs, nothing is sent twice.

export const REMIND_BEFORE_HOURS = 24;

export async function remindExpiringListings(now: Date, baseUrl: string): Promise<number> {
  const entries = await expiringEntries(now, new Date(now.getTime() + REMIND_BEFORE_HOURS * 3_600_000));
  const listings = await listingsById(entries.map((e) => e.listingId));
  let reminded = 0;
  for (const listing of listings) {
    if (listing.status !== 'Active' || listing.bidCount > 0 || !listing.expiresOn) continue;
    // the moment it entered the last day (or was published, if later): the same on every run
    const since = Math.max(
      Date.parse(listing.expiresOn) - REMIND_BEFORE_HOURS * 3_600_000,
      Date.parse(listing.activatedOn ?? listing.createdOn),
    );
    const draft = expiringListingNotification({
      listingId: listing.listingId,
      shipperId: listing.shipperId,
      title: listing.title,
      expiresOn: listing.expiresOn,
    });
    if (await deliverNotification(draft, `expiring-${listing.listingId}`, new Date(since).toISOString(), baseUrl))
      reminded += 1;
  }
  return reminded;
}
