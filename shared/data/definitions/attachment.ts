import * as v from 'valibot';
import type { Attachment, AttachmentType, AttachmentUpload } from '../../domain/attachments/types.ts';
import { defineItem, everyOf, templatesOf } from '../item-definition.ts';

// Pattern 14 (docs/data-model.md, docs/attachments.md): the documents of a listing, under the listing's partition; a
// listing holds few, so its list is one Query sorted in memory. Beside them, each large document on its way (signed
// upload, then completion: docs/attachments.md, "Large files"), removed by TTL (`expiresAt`) when never completed.

const attachmentTypes = everyOf<AttachmentType>()([
  'BillOfLading',
  'DeliveryReceipt',
  'InspectionCertificate',
  'WeightCertificate',
  'Photo',
  'Other',
]);

const attachment = templatesOf<Attachment>();

export const attachmentItems = defineItem<Attachment>()({
  kind: 'Attachment',
  schema: v.looseObject({
    listingId: v.number(),
    attachmentId: v.string(),
    type: v.picklist(attachmentTypes),
    contentType: v.string(),
    fileName: v.string(),
    sizeBytes: v.number(),
    createdOn: v.string(),
    uploadedBy: v.optional(v.number()),
    shipperId: v.number(),
    providerId: v.number(),
    objectKey: v.string(),
  }),
  key: {
    partition: attachment(['listingId'], ({ listingId }) => `LISTING#${listingId}`),
    sort: attachment(['attachmentId'], ({ attachmentId }) => `ATTACHMENT#${attachmentId}`, 'ATTACHMENT#'),
  },
});

const upload = templatesOf<AttachmentUpload>();

export const attachmentUploadItems = defineItem<AttachmentUpload>()({
  kind: 'AttachmentUpload',
  schema: v.looseObject({
    listingId: v.number(),
    uploadId: v.string(),
    type: v.picklist(attachmentTypes),
    fileName: v.string(),
    contentType: v.string(),
    sizeBytes: v.number(),
    uploadedBy: v.number(),
    shipperId: v.number(),
    providerId: v.number(),
    expiresOn: v.string(),
  }),
  key: {
    partition: upload(['listingId'], ({ listingId }) => `LISTING#${listingId}`),
    sort: upload(['uploadId'], ({ uploadId }) => `ATTACHMENTUPLOAD#${uploadId}`, 'ATTACHMENTUPLOAD#'),
  },
  derived: { expiresAt: ({ expiresOn }) => Math.ceil(Date.parse(expiresOn) / 1000) },
});
