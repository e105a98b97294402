import { findUser, passwordHashOf, userIdOfEmail } from '../../data/users.ts';
import { closeUser, suppressClosedAddress } from '../../data/account-closure.ts';
import { deleteRestrictedKey, restrictedKeysOf } from '../../data/api-keys.ts';
import { deleteWebhook, webhooksOf } from '../../data/webhooks.ts';
import { changeListingStatus, findListing, listingIdsOfShipper, listingsById, showInShipperList, unbookedListingIdsOf } from '../../data/listings.ts';
import { bidsOfProvider, closeBid } from '../../data/bids.ts';
import { deleteSavedSearch, savedSearchesOf } from '../../data/saved-searches.ts';
import { unwatchListing, watchedListingIds } from '../../data/watches.ts';
import { deleteRelation, relationsOf } from '../../data/provider-relations.ts';
import { deleteItem, finishJob, queuePrivacyJob, rewriteItem, saveJobProgress } from '../../data/privacy.ts';
import { scanPages } from '../../data/query.ts';
import { keyAttributes } from '../../data/table-design.ts';
import { keys } from '../../data/keys.ts';
import { deleteObject } from '../../storage/objects.ts';
import { forEachInParallel } from '../../data/parallel.ts';
import { deleteMemberEntry, membersOf } from '../../data/members.ts';
import { MAX_MEMBERS, type Member } from '../teams/types.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.ts';
import { MAX_SAVED_SEARCHES } from '../saved-searches/types.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { Principal, User } from '../users/types.ts';
import type { Listing } from '../listings/types.ts';
import { erasedFor, inventory, isTheirs, PLACEHOLDER_NAME, scrubbed } from './inventory.ts';
import type { PrivacyJob } from './types.ts';

// Closing an account (docs/privacy.md, "Closure"): at once, what stops the account acting and being
// acted on; then the erasure job's pass over the table, resumable, which erases the closed user's
// personal fields wherever they lie, keeping only the shipment records the other party needs.

type Item = Record<string, unknown>;
/** What places an item (its keys in the table and its indexes): never rewritten by an erasure. */
const placing = new Set(keyAttributes());
const OPEN: Listing['status'][] = ['Saved', 'Active', 'OnHold'];

/** DELETE /v2/users/me: the password proves it is the user, not a leaked key. */
export async function closeOwnAccount(principal: Principal, password: string | undefined, now = new Date()): Promise<void> {
  if (!password) throw ValidationError.field('password', 'Send {"password": ...}: closing an account needs the password.');
  const stored = await passwordHashOf(principal.userId);
  if (!stored) throw new ForbiddenError('This account has no password (an operator made it): ask support to close it.', 'password');
  if (!(await verifyPassword(password, stored))) throw new ForbiddenError('The password is wrong.', 'password');
  await closeAccount(principal.userId, now);
}

/** `npm run accounts -- close --email E`: a request received elsewhere (a letter, support). */
export async function closeAccountOfEmail(email: string, now = new Date()): Promise<number> {
  const userId = await userIdOfEmail(email);
  if (userId === undefined) throw new NotFoundError(`No open account has the email ${email}.`, 'email');
  await closeAccount(userId, now);
  return userId;
}

/** What each of the user's listings says of them: the strings the erasure looks for in other people's items. */
function textsOf(user: User, listings: Listing[]): string[] {
  const stops = listings.flatMap((l) => l.route.items);
  return [
    `${user.firstName} ${user.lastName}`, user.userName, user.companyName, user.emailAddress, user.homePhone, user.mobilePhone, user.primaryAddress?.streetAddress,
    // a listing's title travels in other people's notices (matches, posts) with the listing's card
    ...listings.map((l) => l.title),
    ...stops.flatMap((s) => [s.address.streetAddress, s.address.contactFullName, s.address.contactPhoneNumber, s.contact?.name, s.contact?.phoneNumber, s.contact?.email]),
  ].filter((t): t is string => typeof t === 'string' && t.trim() !== '');
}

/**
 * At once: the erasure job queued (first, so that a closure cut short is still carried through),
 * the account Closed (every key and token refused, sign-in refused, its email and user name free to
 * register again), its email suppressed, and what it was doing ended (`endActivity`).
 */
export async function closeAccount(userId: number, now = new Date(), { suppressAddress = true, shared = [] as readonly string[] } = {}): Promise<void> {
  const user = await findUser(userId);
  if (!user || user.status === 'Closed') throw new NotFoundError(`User ${userId} does not exist or is closed already.`, 'userId');
  const unbookedIds = await unbookedListingIdsOf(userId);
  const unbooked = await listingsById(unbookedIds);
  const texts = textsOf(user, unbooked).filter((text) => !shared.includes(text));
  await queuePrivacyJob({ kind: 'Erasure', id: String(userId), userId, queuedOn: now.toISOString(), attempts: 0, texts, keptListings: await bookedListingsOf(userId, unbookedIds) });
  await closeUser(user, now.toISOString());
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
    ...(await savedSearchesOf(userId, 0, MAX_SAVED_SEARCHES)).items.map((search) => deleteSavedSearch(search)),
  ]);
  const open = (await listingsById(await unbookedListingIdsOf(userId))).filter((l) => OPEN.includes(l.status));
  await forEachInParallel(open, 4, async (listing) => {
    try {
      await changeListingStatus(listing.listingId, OPEN, 'Cancelled');
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error; // booked or cancelled meanwhile: nothing to end
    }
  });
  await forEachInParallel((await bidsOfProvider(userId)).filter((bid) => bid.state === 'Active'), 4, async (bid) => { await closeBid(bid.bidId); });
}

/**
 * A closed company closes its members (docs/teams.md): each member's own user closed as a removal
 * closes it (refused, erased, its address not suppressed: it did not ask), then its entry.
 */
async function closeMembersOf(companyId: number): Promise<void> {
  const team = await teamOf(companyId);
  await forEachInParallel(team.members, 4, (member) => closeMember(companyId, member.memberId, team));
}

/** A company and its members, as a member's closure reads them (once for all, when the company closes). */
async function teamOf(companyId: number): Promise<{ company?: User; members: Member[] }> {
  const [company, { items }] = await Promise.all([findUser(companyId), membersOf(companyId, 0, MAX_MEMBERS)]);
  return { company, members: items };
}

/** A member's own user closed, then its entry (idempotent: a removal or closure cut short is finished by doing it again). */
export async function closeMember(companyId: number, memberId: number, team?: { company?: User; members: Member[] }): Promise<void> {
  const user = await findUser(memberId);
  if (user && user.status !== 'Closed') await closeAccount(memberId, new Date(), { suppressAddress: false, shared: sharedWithCompany(team ?? await teamOf(companyId), memberId) });
  await deleteMemberEntry(companyId, memberId);
}

/**
 * What a member's user holds that is its company's or a colleague's too, never looked for by its
 * erasure (docs/teams.md): the company's name (copied to every member), its phones, and the names
 * and mobile phones other members have (a shared dispatch line).
 */
function sharedWithCompany({ company, members }: { company?: User; members: Member[] }, memberId: number): string[] {
  const colleagues = members.filter((m) => m.memberId !== memberId);
  return [
    company?.companyName, company?.homePhone, company?.mobilePhone, company ? `${company.firstName} ${company.lastName}` : undefined,
    ...colleagues.flatMap((m) => [m.mobilePhone, `${m.firstName} ${m.lastName}`]),
  ].filter((text): text is string => typeof text === 'string' && text.trim() !== '');
}

/** The shipments the other party needs (docs/privacy.md, "Kept"): booked listings, as shipper or carrier. */
async function bookedListingsOf(userId: number, unbookedIds: number[]): Promise<number[]> {
  const asCarrier = (await bidsOfProvider(userId)).filter((bid) => bid.state === 'Accepted').map((bid) => bid.listingId);
  const unbooked = new Set(unbookedIds);
  const asShipper = (await listingIdsOfShipper(userId)).filter((id) => !unbooked.has(id));
  return [...new Set([...asCarrier, ...asShipper])];
}

/** A shipment record kept as it is: a booked listing's items, transit records, accepted bid and its Bill of Lading and delivery receipt. */
function isKeptRecord(item: Item, kept: ReadonlySet<number>): boolean {
  const listingId = typeof item.listingId === 'number' ? item.listingId : Number(/^LISTING#(\d+)$/.exec(String(item.PK))?.[1]);
  if (!kept.has(listingId)) return false;
  switch (item.entity) {
    case 'Listing': case 'ListingState': case 'ListingEntry': case 'TransitRecord': case 'Bidder': case 'TrackingPage': return true;
    case 'Bid': return item.state === 'Accepted';
    case 'Attachment': return item.type === 'BillOfLading' || item.type === 'DeliveryReceipt';
    default: return false;
  }
}

const objectKeyOf = (item: Item) => (typeof item.objectKey === 'string' ? item.objectKey : undefined);

/** What the erasure does to one item of the table (idempotent: a second pass changes nothing). */
async function eraseItem(item: Item, job: PrivacyJob, kept: ReadonlySet<number>): Promise<void> {
  // a job's own item holds what it looks for: scrubbed, a resumed pass would look for the placeholder
  if (isKeptRecord(item, kept) || item.entity === 'PrivacyJob') return;
  const rule = inventory[String(item.entity)];
  const theirs = isTheirs(item, job.userId);
  if (theirs && rule?.onClosure === 'delete') {
    const objectKey = objectKeyOf(item);
    if (objectKey) await deleteObject(objectKey);
    await deleteItem(item);
    return;
  }
  if (item.entity === 'SuppressedAddress' && job.texts?.some((t) => keys.suppressedAddress(t).PK === item.PK)) {
    await deleteItem(item); // its hash is suppressed instead (closeAccount)
    return;
  }
  let after = theirs && rule?.onClosure === 'erase' ? erasedFor(item, job.userId) : item;
  if (item.entity === 'User' && theirs) {
    // what kept records show of the closed party: its display name (company, else user name) is the placeholder
    after = { ...after, firstName: 'Closed', lastName: 'account', companyName: PLACEHOLDER_NAME, userName: `closed-${job.userId}`, emailAddress: '', status: 'Closed' };
  }
  const unkeyed = Object.fromEntries(Object.entries(after).filter(([name]) => !placing.has(name)));
  const { value, changed } = scrubbed(unkeyed, job.texts ?? []);
  if (after === item && !changed) return;
  await rewriteItem({ ...after, ...value });
  // the shipper's list shows the listing from a compressed view: shown again, erased
  if (item.entity === 'Listing') {
    const listing = await findListing(Number(item.listingId), { consistent: true });
    if (listing) await showInShipperList(listing);
  }
}

/** How much of the pass one run does: `maxPages` pages, until `until` (epoch ms), of `pageSize` items (a Scan's 1 MB when absent). */
export interface ErasureRun { maxPages?: number; until?: number; pageSize?: number }

/**
 * The erasure job's pass: from where it stopped, a page of the table at a time, each page's items
 * erased, then the position saved; `maxPages` or `until` (epoch ms) stops it early (the rest is the
 * next run's, as after a run killed halfway). True once the whole table is done.
 */
export async function runErasure(job: PrivacyJob, options: ErasureRun = {}): Promise<boolean> {
  const kept = new Set(job.keptListings ?? []);
  const from = job.cursor ?? undefined;
  if (!from) await endActivity(job.userId);
  let pages = 0;
  const goesOn = () => (options.maxPages === undefined || pages < options.maxPages) && Date.now() < (options.until ?? Infinity);
  if (!goesOn()) return false;
  for await (const { items, next } of scanPages({ from, pageSize: options.pageSize })) {
    await forEachInParallel(items, 8, (item) => eraseItem(item, job, kept));
    pages++;
    if (!next) break;
    await saveJobProgress(job, { cursor: next });
    if (!goesOn()) return false;
  }
  await finishJob(job);
  return true;
}

