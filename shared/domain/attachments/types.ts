import { derivedUuid } from '../ids.ts';

// A document of a booked listing (docs/attachments.md): uploaded by either party, or generated
// (the Bill of Lading, with no uploader).

/** Every document object key starts with it: infra/functions.ts grants functions this prefix only. */
export const ATTACHMENT_PREFIX = 'attachments/';
/** Large files on their way (signed PUT, not yet completed): a lifecycle rule removes them after a day. */
export const INCOMING_ATTACHMENT_PREFIX = `${ATTACHMENT_PREFIX}incoming/`;

/** A document's largest size (docs/attachments.md): larger is 413 naming the field. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

export const attachmentTypes = [
  'BillOfLading',
  'DeliveryReceipt',
  'InspectionCertificate',
  'WeightCertificate',
  'Photo',
  'Other',
] as const;
export type AttachmentType = (typeof attachmentTypes)[number];

/** What a document may be, by its magic bytes, and the extension its object key takes. */
export const documentExtensions = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;
export const documentContentTypes = Object.keys(documentExtensions) as (keyof typeof documentExtensions)[];

export { canonicalMediaType } from '../media-types.ts';

/**
 * One Bill of Lading per listing: its id is derived from the listing, so a replay finds it taken, and a booking's
 * email names it before it is drawn (docs/notifications.md, "A booking's email").
 */
export const billOfLadingId = (listingId: number) => derivedUuid(`BillOfLading:${listingId}`);

export interface Attachment {
  listingId: number;
  attachmentId: string;
  type: AttachmentType;
  contentType: string;
  fileName: string;
  sizeBytes: number;
  createdOn: string;
  /** The uploading party; absent for generated documents. */
  uploadedBy?: number;
  /** Both parties, kept on the item so that its stream event names whom to notify. */
  shipperId: number;
  providerId: number;
  objectKey: string;
}

/** A large file announced and on its way to S3 (docs/attachments.md, "Large files"); its id becomes the document's. */
export interface AttachmentUpload {
  listingId: number;
  uploadId: string;
  type: AttachmentType;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedBy: number;
  shipperId: number;
  providerId: number;
  expiresOn: string;
}
