import { findAttachment } from '../../data/attachments.ts';
import { findCertificate } from '../../data/certificates.ts';
import { profileImagesOf } from '../../data/profile-images.ts';
import { forEachInParallel } from '../../parallel.ts';
import { deleteObject, objectPages, type StoredObject } from '../../storage/objects.ts';
import { ATTACHMENT_PREFIX, INCOMING_ATTACHMENT_PREFIX } from '../attachments/types.ts';
import { PROFILE_IMAGE_PREFIX } from '../users/images.ts';
import { CERTIFICATE_PREFIX } from '../vetting/certificates.ts';
import type { AuditCheck } from './checks.ts';

// The audit's pass over the bucket (objects.recorded, docs/reliability.md "The audit"): a stored file is put first
// and recorded after, so a request stopped between the two leaves a file no one can list, download or erase. Its
// retry (the same Idempotency-Key draws the same id) puts the same object and records it; only when no retry came
// is the file left over, and the audit removes it.

/**
 * A file younger than this may still be recorded: its request's Idempotency-Key is kept a day (docs/idempotency.md),
 * and a retry within it puts the same object again and records it. Past it, no request can.
 */
export const RECORD_GRACE_MS = 25 * 3_600_000;

/** `<owner id>/<file id>.<extension>`, the shape of every file's key after its prefix. */
const fileKey = /^(\d+)\/([0-9a-f-]{36})\.[a-z]+$/;

const keyOf = (record: { objectKey: string } | undefined) => (record ? [record.objectKey] : []);

interface StoredFileKind {
  prefix: string;
  what: string;
  /** The object keys the records of this owner and id name (none when there is no record). */
  recordedAt: (owner: number, id: string) => Promise<string[]>;
}

/** Each kind of stored file, in key order of its prefix (the pass's position is a key). */
const storedFiles: StoredFileKind[] = (
  [
    {
      prefix: ATTACHMENT_PREFIX,
      what: 'listing document',
      recordedAt: async (listingId, id) => keyOf(await findAttachment(listingId, id)),
    },
    {
      prefix: CERTIFICATE_PREFIX,
      what: 'certificate of insurance',
      recordedAt: async (userId, id) => keyOf(await findCertificate(userId, id)),
    },
    {
      prefix: PROFILE_IMAGE_PREFIX,
      what: 'profile image',
      recordedAt: async (userId, id) =>
        (await profileImagesOf(userId)).filter((image) => image.imageId === id).map((image) => image.objectKey),
    },
  ] satisfies StoredFileKind[]
).sort((a, b) => (a.prefix < b.prefix ? -1 : 1));

export interface ObjectsPass {
  repair: boolean;
  now: () => Date;
  checked: (check: AuditCheck) => void;
  drift: (d: { check: AuditCheck; subject: string; detail: string; repaired?: boolean }) => void;
}

/**
 * Every stored file against its record, from the state's position (`objectsAfter`) on; false when it stopped after
 * `budget` files (a run in steps), true when the bucket is done.
 */
export async function auditObjects<State extends { objectsAfter?: string }>(
  pass: ObjectsPass,
  state: State,
  { budget = Infinity, saved }: { budget?: number; saved?: (state: State) => void } = {},
): Promise<boolean> {
  let seen = 0;
  for (const kind of storedFiles) {
    const after = state.objectsAfter;
    if (after && after > kind.prefix && !after.startsWith(kind.prefix)) continue; // done in an earlier run
    const from = after?.startsWith(kind.prefix) ? after : undefined;
    for await (const page of objectPages(kind.prefix, from, Math.min(1000, budget - seen))) {
      await forEachInParallel(page, 8, (object) => fileRecorded(pass, kind, object));
      if (page.length) state.objectsAfter = page.at(-1)!.key;
      seen += page.length;
      saved?.(state);
      if (seen >= budget) return false;
    }
  }
  return true;
}

async function fileRecorded(pass: ObjectsPass, kind: StoredFileKind, object: StoredObject) {
  if (object.key.startsWith(INCOMING_ATTACHMENT_PREFIX)) return; // on its way: a lifecycle rule empties it
  pass.checked('objects.recorded');
  if (pass.now().getTime() - object.lastModified.getTime() < RECORD_GRACE_MS) return;
  const shape = fileKey.exec(object.key.slice(kind.prefix.length));
  const recorded = shape && (await kind.recordedAt(Number(shape[1]), shape[2]!)).includes(object.key);
  if (recorded) return;
  // a key of another shape is not the marketplace's: reported, for a person to decide
  const repaired = pass.repair && shape !== null;
  if (repaired) await deleteObject(object.key);
  pass.drift({
    check: 'objects.recorded',
    subject: `${kind.what} ${object.key}`,
    detail: shape
      ? `stored ${object.lastModified.toISOString()}, no record names it`
      : 'not a key the marketplace makes; left for a person to decide',
    repaired,
  });
}
