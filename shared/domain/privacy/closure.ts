import { isDeepStrictEqual } from 'node:util';
import { findUser, passwordHashOf, userIdOfEmail } from '../../data/users.ts';
import { closeUser, suppressClosedAddress } from '../../data/account-closure.ts';
import { failedOn } from '../../data/errors.ts';
import { replaceFullKey } from '../auth/service.ts';
import { deleteRestrictedKey, restrictedKeysOf } from '../../data/api-keys.ts';
import { deleteWebhook, webhooksOf } from '../../data/webhooks.ts';
import {
  changeListingStatus,
  findListing,
  listingIdsOfShipper,
  listingsById,
  showInShipperList,
  unbookedListingIdsOf,
} from '../../data/listings.ts';
import { migrationDone } from '../../data/migrations.ts';
import { bidsOfProvider, closeBid } from '../../data/bids.ts';
import { savedSearchesOf } from '../../data/saved-searches.ts';
import { unwatchListing, watchedListingIds } from '../../data/watches.ts';
import { deleteRelation, relationsOf } from '../../data/provider-relations.ts';
import { deleteItem, queuePrivacyJob, rewriteItem, type JobLease } from '../../data/privacy.ts';
import { scanPages } from '../../data/query.ts';
import { holdsSuppressionOf } from '../../data/email.ts';
import { kindOf } from '../../data/kinds.ts';
import { deleteObject, objectPages } from '../../storage/objects.ts';
import { forEachInParallel } from '../../parallel.ts';
import { deleteMemberEntry, membersOf } from '../../data/members.ts';
import { MAX_MEMBERS } from '../limits/lists.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import { MAX_SAVED_SEARCHES } from '../saved-searches/types.ts';
import { deleteSearch } from '../saved-searches/service.ts';
import { verifyPassword } from '../passwords.ts';
import type { Principal } from '../users/types.ts';
import type { Listing } from '../listings/types.ts';
import { PROFILE_IMAGE_PREFIX } from '../users/images.ts';
import { CERTIFICATE_PREFIX } from '../vetting/certificates.ts';
import { copiesErased, erasedFor, isTheirs, PLACEHOLDER_NAME, ruleOf } from './inventory.ts';
import type { PrivacyJob } from './types.ts';
import { COPIED_FROM } from './copied-from.ts';
import { logger } from '../../observability/logger.ts';
import * as clock from '../../clock.ts';

// Closing an account (docs/privacy.md, "Closure"): at once, what stops the account acting and being
// acted on; then the erasure job's pass over the table, resumable, which erases the closed user's
// personal fields wherever they lie and what others' items copied from them, keeping only the shipment
// records the other party needs.

type Item = Record<string, unknown>;
const OPEN: Listing['status'][] = ['Saved', 'Active', 'OnHold'];

/** DELETE /v2/users/me: the password proves it is the user, not a leaked key. */
export async function closeOwnAccount(
  principal: Principal,
  password: string | undefined,
  now = clock.now(),
): Promise<void> {
  if (!password)
    throw ValidationError.field('password', 'Send {"password": ...}: closing an account needs the password.');
  const stored = await passwordHashOf(principal.userId);
  if (!stored)
    throw new ForbiddenError(
      'This account has no password (an operator made it): ask support to close it.',
      'password',
    );
  if (!(await verifyPassword(password, stored))) throw new ForbiddenError('The password is wrong.', 'password');
  await closeAccount(principal.userId, now);
}

/** `npm run accounts -- close --email E`: a request received elsewhere (a letter, support). */
export async function closeAccountOfEmail(email: string, now = clock.now()): Promise<number> {
  const userId = await userIdOfEmail(email);
  if (userId === undefined) throw new NotFoundError(`No open account has the email ${email}.`, 'email');
  await closeAccount(userId, now);
  return userId;
}

/**
 * At once: the erasure job queued (first, so that a closure cut short is still carried through),
 * the account Closed (every key and token refused, sign-in refused, its email and user name free to
 * register again), its email suppressed, and what it was doing ended (`endActivity`).
 */
export async function closeAccount(userId: number, now = clock.now(), { suppressAddress = true } = {}): Promise<void> {
  const user = await findUser(userId);
  if (!user || user.status === 'Closed')
    throw new NotFoundError(`User ${userId} does not exist or is closed already.`, 'userId');
  const unbookedIds = await unbookedListingIdsOf(userId);
  await queuePrivacyJob({
    kind: 'Erasure',
    id: String(userId),
    userId,
    queuedOn: now.toISOString(),
    attempts: 0,
    emailAddress: user.emailAddress,
    keptListings: await bookedListingsOf(userId, unbookedIds),
  });
  try {
    await closeUser(user, now.toISOString());
  } catch (error) {
    if (failedOn(error)) throw new ConflictError('The account is being closed already.', 'userId');
    throw error;
  }
  await replaceFullKey(user.userId); // no next key: removed
  // a removed member's address is not suppressed: its company may invite it again (docs/teams.md)
  if (suppressAddress) await suppressClosedAddress(user.emailAddress, now.toISOString());
  await endActivity(userId);
}

/**
 * Webhooks, restricted keys, provider marks (both sides), watches and saved searches (with their
 * alert entries) removed; open listings cancelled, active bids closed. Idempotent: the erasure job
 * does it again before its pass, so a closure cut short halfway is finished there.
 */
async function endActivity(userId: number): Promise<void> {
  await closeMembersOf(userId);
  await Promise.all([
    ...(await restrictedKeysOf(userId)).map((key) => deleteRestrictedKey(userId, key.keyId)),
    ...(await webhooksOf(userId)).map((webhook) => deleteWebhook(userId, webhook.webhookId)),
    ...(await relationsOf(userId)).map((relation) => deleteRelation(userId, relation.providerId)),
    ...(await watchedListingIds(userId)).map((listingId) => unwatchListing(listingId, userId)),
    ...(await savedSearchesOf(userId, 0, MAX_SAVED_SEARCHES)).items.map((search) => deleteSearch(search)),
  ]);
  const open = (await listingsById(await unbookedListingIdsOf(userId))).filter((l) => OPEN.includes(l.status));
  await forEachInParallel(open, 4, async (listing) => {
    // false: booked or cancelled meanwhile, nothing to end
    await changeListingStatus(listing.listingId, OPEN, 'Cancelled');
  });
  await forEachInParallel(
    (await bidsOfProvider(userId)).filter((bid) => bid.state === 'Active'),
    4,
    async (bid) => {
      await closeBid(bid.bidId);
    },
  );
}

/**
 * A closed company closes its members (docs/teams.md): each member's own user closed as a removal
 * closes it (refused, erased, its address not suppressed: it did not ask), then its entry.
 */
async function closeMembersOf(companyId: number): Promise<void> {
  const { items } = await membersOf(companyId, 0, MAX_MEMBERS);
  await forEachInParallel(items, 4, (member) => closeMember(companyId, member.memberId));
}

/**
 * A member's own user closed, then its entry (idempotent: a removal or closure cut short is
 * finished by doing it again). The same erasure as any closure: what its colleagues and its
 * company share with it (a dispatch line, the company's name) is theirs, and stays.
 */
export async function closeMember(companyId: number, memberId: number): Promise<void> {
  const user = await findUser(memberId);
  if (user && user.status !== 'Closed') await closeAccount(memberId, clock.now(), { suppressAddress: false });
  await deleteMemberEntry(companyId, memberId);
}

/** The shipments the other party needs (docs/privacy.md, "Kept"): booked listings, as shipper or carrier. */
async function bookedListingsOf(userId: number, unbookedIds: number[]): Promise<number[]> {
  const asCarrier = (await bidsOfProvider(userId))
    .filter((bid) => bid.state === 'Accepted')
    .map((bid) => bid.listingId);
  const unbooked = new Set(unbookedIds);
  const asShipper = (await listingIdsOfShipper(userId)).filter((id) => !unbooked.has(id));
  return [...new Set([...asCarrier, ...asShipper])];
}

/**
 * A shipment record kept as it is: a booked listing's items, transit records, accepted bid and its Bill of Lading and
 * delivery receipt.
 */
function isKeptRecord(item: Item, kept: ReadonlySet<number>): boolean {
  const listingId =
    typeof item.listingId === 'number' ? item.listingId : Number(/^LISTING#(\d+)$/.exec(String(item.PK))?.[1]);
  if (!kept.has(listingId)) return false;
  switch (kindOf(item)) {
    case 'Listing':
    case 'ListingState':
    case 'ListingEntry':
    case 'TransitRecord':
    case 'Bidder':
    case 'TrackingPage':
      return true;
    case 'Bid':
      return item.state === 'Accepted';
    case 'Attachment':
      return item.type === 'BillOfLading' || item.type === 'DeliveryReceipt';
    default:
      return false;
  }
}

const objectKeyOf = (item: Item) => (typeof item.objectKey === 'string' ? item.objectKey : undefined);

/**
 * What the erasure does to one item of the table (idempotent: a second pass changes nothing): the
 * closed user's own items as the inventory says (deleted, or their fields erased), and in anyone
 * else's only the fields copied from them, found by whose the copy says it is (inventory.ts
 * `copiesErased`), never by what an item says.
 */
async function eraseItem(item: Item, job: PrivacyJob, kept: ReadonlySet<number>): Promise<void> {
  if (isKeptRecord(item, kept) || kindOf(item) === 'PrivacyJob') return;
  const rule = ruleOf(item);
  const theirs = isTheirs(item, job.userId);
  if (theirs && rule?.onClosure === 'delete') {
    const objectKey = objectKeyOf(item);
    if (objectKey) await deleteObject(objectKey);
    await deleteItem(item);
    return;
  }
  const email = job.emailAddress ?? job.texts?.find((text) => text.includes('@'));
  if (kindOf(item) === 'SuppressedAddress' && email && holdsSuppressionOf(item, email)) {
    await deleteItem(item); // its hash is suppressed instead (closeAccount)
    return;
  }
  let after = theirs && rule?.onClosure === 'erase' ? erasedFor(item, job.userId) : item;
  if (kindOf(item) === 'User' && theirs) {
    // what kept records show of the closed party: its display name (company, else user name) is the placeholder
    after = {
      ...after,
      firstName: 'Closed',
      lastName: 'account',
      companyName: PLACEHOLDER_NAME,
      userName: `closed-${job.userId}`,
      emailAddress: '',
      status: 'Closed',
    };
  }
  after = copiesErased(after, job.userId);
  const unchanged = isDeepStrictEqual(after, item);
  if (!unchanged) await rewriteItem(after);
  // the shipper's list shows the listing from a compressed view: shown again, erased. Their listing
  // whose content is erased already is shown again too: a run stopped between these two writes left
  // the view as it was, and the next run resumes from before this item (a full run caught one)
  if (kindOf(item) === 'Listing' && (!unchanged || theirs)) {
    const listing = await findListing(Number(item.listingId), { consistent: true });
    if (listing) await showInShipperList(listing, { erased: true });
  }
}

/**
 * How much of the pass one run does: `maxPages` pages, until `until` (epoch ms), of `pageSize` items (a Scan's 1 MB
 * when absent).
 */
export interface ErasureRun {
  maxPages?: number;
  until?: number;
  pageSize?: number;
}

/**
 * The erasure job's pass: from where it stopped, a page of the table at a time, each page's items
 * erased, then the position saved under the job's lease; `maxPages` or `until` (epoch ms) stops it early (the rest is
 * the next run's, as after a run killed halfway). True once the whole table is done; false while the
 * copied-from migration has not finished (the pass could not find every copy yet).
 */
export async function runErasure(job: PrivacyJob, lease: JobLease, options: ErasureRun = {}): Promise<boolean> {
  // copies written before they said whose they are would be missed: the pass waits for their migration
  if (!(await migrationDone(COPIED_FROM))) {
    logger.warn('erasure waiting for the copied-from migration (npm run migrate)', { userId: job.userId });
    return false;
  }
  const kept = new Set(job.keptListings ?? []);
  const from = job.cursor ?? undefined;
  if (!from) await endActivity(job.userId);
  let pages = 0;
  const goesOn = () =>
    (options.maxPages === undefined || pages < options.maxPages) && Date.now() < (options.until ?? Infinity);
  if (!goesOn()) return false;
  for await (const { items, next } of scanPages({ from, pageSize: options.pageSize })) {
    await forEachInParallel(items, 8, (item) => eraseItem(item, job, kept));
    pages++;
    if (!next) break;
    // another run holds the job now (this one paused past its lease): it goes on from its own place
    if (!(await lease.saveProgress(next))) return false;
    if (!goesOn()) return false;
  }
  await eraseOwnFiles(job.userId);
  await lease.finish();
  return true;
}

/**
 * Every file under the person's own prefixes (their profile images and certificates, which the pass deleted with
 * their records), and those an upload stopped before its record left, which no record leads to (docs/privacy.md).
 */
async function eraseOwnFiles(userId: number): Promise<void> {
  for (const prefix of [PROFILE_IMAGE_PREFIX, CERTIFICATE_PREFIX])
    for await (const page of objectPages(`${prefix}${userId}/`))
      await forEachInParallel(page, 8, (file) => deleteObject(file.key));
}
