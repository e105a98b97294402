import * as clock from '../../clock.ts';
import { newUuid } from '../../data/ids.ts';
import { attachmentsOf, findAttachment, insertAttachment } from '../../data/attachments.ts';
import { deleteObject, putObject, signedDownloadUrl } from '../../storage/objects.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import { existingListing, isBookedProvider, isOwner, isVisibleTo } from '../listings/access.ts';
import { DOWNLOAD_SECONDS, fileTypeOf, safeFileName, type FormPart } from '../uploads.ts';
import type { Listing } from '../listings/types.ts';
import type { Principal } from '../users/types.ts';
import { ATTACHMENT_PREFIX, documentExtensions, type Attachment, type AttachmentType } from './types.ts';

export { billOfLadingId } from './types.ts';

// The documents of a booked listing (docs/attachments.md): its two parties upload and read them;
// the Bill of Lading is generated (./bill-of-lading.ts). Bytes live in the bucket under
// ATTACHMENT_PREFIX, private; a download is a short-lived signed address.

export const MAX_ATTACHMENTS_PER_LISTING = 50;
/** `type` and `file`. */
export const MAX_ATTACHMENT_PARTS = 2;

const accepted: Record<string, string> = documentExtensions;

/**
 * A listing the caller may read documents of: its shipper or its booked provider. A listing the
 * caller cannot see at all (another's draft) is not theirs to know of: 404, as if absent.
 */
async function partyListing(principal: Principal, listingId: number): Promise<Listing> {
  const listing = await existingListing(listingId, principal);
  if (!isVisibleTo(listing, principal)) throw new NotFoundError(`Listing ${listingId} does not exist.`, 'listingId');
  if (!isOwner(listing, principal) && !isBookedProvider(listing, principal)) {
    throw new ForbiddenError(
      "Only the shipper and the booked service provider can see or add this listing's documents.",
      'listingId',
    );
  }
  return listing;
}

export async function attachmentsFor(principal: Principal, listingId: number): Promise<Attachment[]> {
  await partyListing(principal, listingId);
  return attachmentsOf(listingId);
}

export async function attachmentFor(
  principal: Principal,
  listingId: number,
  attachmentId: string,
): Promise<Attachment> {
  await partyListing(principal, listingId);
  const attachment = await findAttachment(listingId, attachmentId);
  if (!attachment) throw new NotFoundError(`Listing ${listingId} has no document ${attachmentId}.`, 'attachmentId');
  return attachment;
}

/** Where the bytes can be fetched for the next few minutes. */
export async function attachmentDownload(
  principal: Principal,
  listingId: number,
  attachmentId: string,
): Promise<string> {
  const attachment = await attachmentFor(principal, listingId, attachmentId);
  return signedDownloadUrl(attachment.objectKey, attachment.fileName, attachment.contentType, DOWNLOAD_SECONDS);
}

/** The file's real type (PDF, JPEG or PNG by its magic bytes), which a declared type must agree with. */
export const documentType = (file: FormPart): Promise<string> =>
  fileTypeOf(file, Object.keys(accepted), 'a document must be a PDF, JPEG or PNG file');

/** A file name safe to store and to send back, else one made of the document's type. */
export const fileNameOf = (sent: string | undefined, type: AttachmentType, contentType: string): string =>
  safeFileName(sent, `${type}.${accepted[contentType]}`);

/** Records a document whose object is in place; the object is removed again if the record cannot be written. */
export async function recordDocument(attachment: Attachment): Promise<boolean> {
  try {
    return await insertAttachment(attachment);
  } catch (error) {
    await deleteObject(attachment.objectKey);
    throw error;
  }
}

/** Stores a document's bytes, then its record. */
async function storeDocument(attachment: Attachment, bytes: Uint8Array): Promise<boolean> {
  await putObject(attachment.objectKey, bytes, attachment.contentType);
  return recordDocument(attachment);
}

export const documentObjectKey = (listingId: number, attachmentId: string, contentType: string) =>
  `${ATTACHMENT_PREFIX}${listingId}/${attachmentId}.${accepted[contentType]}`;

/** A listing whose documents the caller may add to: a party's, booked. */
export async function bookedPartyListing(principal: Principal, listingId: number): Promise<Listing> {
  const listing = await partyListing(principal, listingId);
  if (listing.status !== 'Booked' || listing.bookedProviderId === undefined) {
    throw new ForbiddenError('Documents can be added once the listing is booked.', 'listingId');
  }
  return listing;
}

/** Room for one more document (a guard against abuse, not an invariant: docs/attachments.md). */
export async function canAddDocument(listingId: number): Promise<void> {
  if ((await attachmentsOf(listingId)).length >= MAX_ATTACHMENTS_PER_LISTING) {
    throw new ConflictError(`A listing holds at most ${MAX_ATTACHMENTS_PER_LISTING} documents.`, 'file');
  }
}

/** Either party of a booked listing adds a document (the other party hears of it: Listing.DocumentAdded/v1). */
export async function uploadAttachment(
  principal: Principal,
  listingId: number,
  type: AttachmentType,
  file: FormPart,
): Promise<Attachment> {
  const listing = await bookedPartyListing(principal, listingId);
  const contentType = await documentType(file);
  await canAddDocument(listingId);
  const attachmentId = newUuid();
  const attachment: Attachment = {
    listingId,
    attachmentId,
    type,
    contentType,
    fileName: fileNameOf(file.filename, type, contentType),
    sizeBytes: file.data.length,
    createdOn: clock.now().toISOString(),
    uploadedBy: principal.userId,
    shipperId: listing.shipperId,
    providerId: listing.bookedProviderId!,
    objectKey: documentObjectKey(listingId, attachmentId, contentType),
  };
  await storeDocument(attachment, file.data);
  return attachment;
}

/** Whether the listing has this document already (a generated one's id is derived, so a replay finds it). */
export const hasDocument = async (listingId: number, attachmentId: string) =>
  (await findAttachment(listingId, attachmentId)) !== undefined;

/** Stores a generated document (no uploader); false when its record was written meanwhile. */
export async function addGeneratedDocument(
  listing: Listing,
  type: AttachmentType,
  attachmentId: string,
  fileName: string,
  bytes: Uint8Array,
  createdOn: string,
): Promise<boolean> {
  return storeDocument(
    {
      listingId: listing.listingId,
      attachmentId,
      type,
      contentType: 'application/pdf',
      fileName,
      sizeBytes: bytes.length,
      createdOn,
      shipperId: listing.shipperId,
      providerId: listing.bookedProviderId!,
      objectKey: documentObjectKey(listing.listingId, attachmentId, 'application/pdf'),
    },
    bytes,
  );
}
