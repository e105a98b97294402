import * as clock from '../../clock.ts';
import { newUuid } from '../../data/ids.ts';
import { exportOfDay, findExport, insertExport, saveExport } from '../../data/privacy.ts';
import { putObject, signedDownloadUrl } from '../../storage/objects.ts';
import { isSuppressed } from '../../data/email.ts';
import { entityOf } from '../../data/items.ts';
import { kindOf } from '../../data/kinds.ts';
import { ForbiddenError, NotFoundError, TooManyAttemptsError } from '../../errors.ts';
import type { Principal } from '../users/types.ts';
import { imageUrl } from '../users/images.ts';
import { isTheirs, ruleOf } from './inventory.ts';
import { personOf } from '../users/person.ts';
import { EXPORT_DAYS, EXPORT_LINK_SECONDS, EXPORT_PREFIX, type DataExport } from './types.ts';

// A copy of everything about a user (docs/privacy.md, "Export"): requested by the user, built by
// the privacy job from one pass over the table (inventory.ts says what is theirs and what an export
// leaves out), kept in S3 for EXPORT_DAYS, fetched by a link valid EXPORT_LINK_SECONDS.

type Item = Record<string, unknown>;
const DAY_MS = 86_400_000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);
/**
 * Beside the table's own attributes and the rule's secrets: bookkeeping of no meaning to the user (TTL, a list entry's
 * compressed view, a layout mark).
 */
const bookkeeping = ['expiresAt', 'view', 'viewOf', 'layout'];

/**
 * POST /v2/users/me/export: at most one a day (UTC); the second is a 429 pointing at the first. Of
 * the person calling (docs/teams.md): the owner's is the company's, with its members' entries; a
 * member's is its own (its user, keys, trail, its entry, its loads).
 */
export async function requestExport(principal: Principal, baseUrl: string, now = clock.now()): Promise<DataExport> {
  const requested: DataExport & { baseUrl: string } = {
    exportId: newUuid(),
    userId: personOf(principal),
    status: 'Pending',
    requestedOn: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + EXPORT_DAYS * 86_400,
    baseUrl,
  };
  if (await insertExport(requested, utcDay(now))) return requested;
  const earlier = await exportOfDay(personOf(principal), utcDay(now));
  const tomorrow = Date.parse(`${utcDay(now)}T00:00:00Z`) + DAY_MS;
  throw new TooManyAttemptsError(
    `One export a day: today's is ${baseUrl}/v2/users/me/exports/${earlier ?? ''}; ask again after ` +
      `${new Date(tomorrow).toISOString()}.`,
    'exportId',
    Math.max(1, Math.ceil((tomorrow - now.getTime()) / 1000)),
  );
}

/** GET /v2/users/me/exports/{exportId}: the caller's own only; a Ready one with a fresh link. */
export async function exportFor(
  principal: Principal,
  exportId: string,
): Promise<{ found: DataExport; link?: { href: string; expiresOn: string } }> {
  const found = await findExport(exportId);
  if (!found)
    throw new NotFoundError(`Export ${exportId} does not exist (an export is kept ${EXPORT_DAYS} days).`, 'exportId');
  if (found.userId !== personOf(principal)) throw new ForbiddenError('This export is another user’s.', 'exportId');
  if (found.status !== 'Ready' || !found.objectKey) return { found };
  const href = await signedDownloadUrl(
    found.objectKey,
    `marketplace-export-${found.exportId}.json`,
    'application/json',
    EXPORT_LINK_SECONDS,
  );
  // the signed link's own end, counted from when it is signed: the wall clock, not the request's time
  const expiresOn = new Date(clock.wallClock().getTime() + EXPORT_LINK_SECONDS * 1000).toISOString();
  return { found, link: { href, expiresOn } };
}

/** Gathers, item by item, what of the table is the user's, and shapes the document from it. */
export class ExportDocument {
  private readonly sections = new Map<string, Item[]>();
  private profile: Item | undefined;
  private readonly listings = new Map<number, Item>();

  constructor(private readonly userId: number) {}

  add(item: Item): void {
    const rule = ruleOf(item);
    if (!rule?.section || !isTheirs(item, this.userId)) return;
    const shown = entityOf<Item>(item, [...bookkeeping, ...(rule.secret ?? [])]);
    if (kindOf(item) === 'User') this.profile = shown;
    // a listing is two items (what the shipper wrote, and its state): one record
    else if (rule.section === 'listings')
      this.listings.set(Number(item.listingId), { ...this.listings.get(Number(item.listingId)), ...shown });
    else this.sections.set(rule.section, [...(this.sections.get(rule.section) ?? []), shown]);
  }

  async document(found: DataExport & { baseUrl?: string }, now: Date): Promise<Item> {
    const profile = this.profile ?? {};
    const images = (this.sections.get('images') ?? []).map((image) => ({
      ...image,
      href: imageUrl(image as { userId: number; imageId: string }, found.baseUrl ?? ''),
    }));
    const email = typeof profile.emailAddress === 'string' ? profile.emailAddress : undefined;
    return {
      exportId: found.exportId,
      userId: this.userId,
      generatedOn: now.toISOString(),
      about: 'Everything the marketplace holds about this account; docs/privacy.md describes each section and field.',
      profile,
      ...Object.fromEntries([...this.sections].filter(([name]) => name !== 'images')),
      images,
      listings: [...this.listings.values()],
      emailSuppressed: email ? await isSuppressed(email) : false,
    };
  }
}

/** The export's document written to S3 and the export Ready (or Failed, saying why). */
export async function completeExport(found: DataExport, collected: ExportDocument, now = clock.now()): Promise<void> {
  const objectKey = `${EXPORT_PREFIX}${found.userId}/${found.exportId}.json`;
  await putObject(
    objectKey,
    Buffer.from(JSON.stringify(await collected.document(found, now), null, 2)),
    'application/json',
  );
  await saveExport({ ...found, status: 'Ready', objectKey, completedOn: now.toISOString() });
}

export async function failExport(exportId: string, failure: string, now = clock.now()): Promise<void> {
  const found = await findExport(exportId);
  if (found) await saveExport({ ...found, status: 'Failed', failure, completedOn: now.toISOString() });
}
