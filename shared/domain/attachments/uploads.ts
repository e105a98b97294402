import { newUuid } from '../../data/ids.ts';
import { deleteAttachmentUpload, findAttachmentUpload, insertAttachmentUpload } from '../../data/attachment-uploads.ts';
import { findAttachment } from '../../data/attachments.ts';
import { copyObject, deleteObject, objectSize, objectStart, signedUploadUrl } from '../../storage/objects.ts';
import { ConflictError, ForbiddenError, NotFoundError, PayloadTooLargeError, ValidationError } from '../../errors.ts';
import type { Principal } from '../users/types.ts';
import { sniffedType } from '../uploads.ts';
import { bookedPartyListing, recordDocument, documentObjectKey, fileNameOf, canAddDocument } from './service.ts';
import {
  INCOMING_ATTACHMENT_PREFIX,
  MAX_ATTACHMENT_BYTES,
  type Attachment,
  type AttachmentType,
  type AttachmentUpload,
} from './types.ts';
import * as clock from '../../clock.ts';

// Large documents (docs/attachments.md, "Large files"): in AWS a request body reaches a function
// inside Lambda's 6 MB payload, so a file up to 10 MiB goes straight to S3 on a signed address,
// and a second call checks what arrived (size, magic bytes) and records it. The bytes never pass
// through a function.

/** How long the signed address and the upload in progress last. */
export const UPLOAD_SECONDS = 15 * 60;
/** file-type reads at most this much of a file to know its type. */
const SNIFF_BYTES = 4100;

const incomingKey = (listingId: number, uploadId: string) => `${INCOMING_ATTACHMENT_PREFIX}${listingId}/${uploadId}`;

export interface StartedUpload {
  upload: AttachmentUpload;
  href: string;
}

/** A party of a booked listing announces a file: it gets a signed PUT address valid 15 minutes. */
export async function startUpload(
  principal: Principal,
  listingId: number,
  sent: { type: AttachmentType; fileName: string; contentType: string; sizeBytes: number },
): Promise<StartedUpload> {
  if (sent.sizeBytes > MAX_ATTACHMENT_BYTES) throw new PayloadTooLargeError(MAX_ATTACHMENT_BYTES, 'sizeBytes');
  const listing = await bookedPartyListing(principal, listingId);
  await canAddDocument(listingId);
  const uploadId = newUuid();
  const upload: AttachmentUpload = {
    listingId,
    uploadId,
    type: sent.type,
    fileName: fileNameOf(sent.fileName, sent.type, sent.contentType),
    contentType: sent.contentType,
    sizeBytes: sent.sizeBytes,
    uploadedBy: principal.userId,
    shipperId: listing.shipperId,
    providerId: listing.bookedProviderId!,
    // the signed upload's own end, counted from when it is signed: the wall clock, not the request's time
    expiresOn: new Date(clock.wallClock().getTime() + UPLOAD_SECONDS * 1000).toISOString(),
  };
  await insertAttachmentUpload(upload);
  return {
    upload,
    href: await signedUploadUrl(incomingKey(listingId, uploadId), sent.contentType, sent.sizeBytes, UPLOAD_SECONDS),
  };
}

/**
 * The uploader says the file is there: its size and magic bytes are checked, it moves to its
 * place and becomes a document whose id is the upload's. Asked again, it answers the same document.
 */
export async function completeUpload(principal: Principal, listingId: number, uploadId: string): Promise<Attachment> {
  await bookedPartyListing(principal, listingId);
  const done = await findAttachment(listingId, uploadId);
  if (done) {
    if (done.uploadedBy !== principal.userId)
      throw new ForbiddenError('Only the party that started an upload can complete it.', 'uploadId');
    await tidyUpload(listingId, uploadId); // what a completion stopped after its record left
    return done;
  }
  const upload = await findAttachmentUpload(listingId, uploadId);
  if (!upload || Date.parse(upload.expiresOn) <= Date.now())
    throw new NotFoundError(
      'There is no upload in progress with this id (it may have expired: start again).',
      'uploadId',
    );
  if (upload.uploadedBy !== principal.userId)
    throw new ForbiddenError('Only the party that started an upload can complete it.', 'uploadId');
  const key = incomingKey(listingId, uploadId);
  const size = await objectSize(key);
  if (size === undefined)
    throw new ConflictError('Nothing was uploaded yet: PUT the file to the upload address first.', 'uploadId');
  // the upload first: a retry after a stop between the two finds none (404, start again), as after a refusal
  const refuse = async (error: Error) => {
    await deleteAttachmentUpload(listingId, uploadId);
    await deleteObject(key);
    throw error;
  };
  if (size > MAX_ATTACHMENT_BYTES) return refuse(new PayloadTooLargeError(MAX_ATTACHMENT_BYTES, 'file'));
  const sniffed = await sniffedType(await objectStart(key, SNIFF_BYTES));
  if (sniffed !== upload.contentType) {
    return refuse(
      ValidationError.field(
        'file',
        `The uploaded file is ${sniffed ?? 'not a recognised file type'}, not the ${upload.contentType} announced.`,
      ),
    );
  }
  const attachment: Attachment = {
    listingId,
    attachmentId: uploadId,
    type: upload.type,
    contentType: upload.contentType,
    fileName: upload.fileName,
    sizeBytes: size,
    createdOn: clock.now().toISOString(),
    uploadedBy: upload.uploadedBy,
    shipperId: upload.shipperId,
    providerId: upload.providerId,
    objectKey: documentObjectKey(listingId, uploadId, upload.contentType),
  };
  // copied, recorded, then tidied: a retry after a stop at any step finds the bytes where it left them
  // (docs/reliability.md, "Stopped half way"); what a stop leaves behind, the lifecycle rule and the TTL remove
  await copyObject(key, attachment.objectKey);
  await recordDocument(attachment);
  await tidyUpload(listingId, uploadId);
  return attachment;
}

/** The upload's incoming object and item, once its document is recorded (both gone already is no fault). */
async function tidyUpload(listingId: number, uploadId: string): Promise<void> {
  await deleteObject(incomingKey(listingId, uploadId));
  await deleteAttachmentUpload(listingId, uploadId);
}
