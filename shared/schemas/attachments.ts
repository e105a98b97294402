import * as v from 'valibot';
import { object } from './objects.ts';
import { oneOf, text } from './common.ts';
import { integerId, uuidId } from './paths.ts';
import {
  attachmentTypes,
  canonicalMediaType,
  documentContentTypes,
  MAX_ATTACHMENT_BYTES,
} from '../domain/attachments/types.ts';

// Listing documents (docs/attachments.md).

export const AttachmentPath = object({ listingId: integerId, attachmentId: uuidId('a document id') });

/** The text fields of an upload's multipart body; the `file` part is checked by the domain (type sniffed). */
export const AttachmentFields = object({ type: oneOf(attachmentTypes) });

/** A large file announced (docs/attachments.md, "Large files"): it then goes straight to S3. */
export const StartUploadBody = object({
  type: oneOf(attachmentTypes),
  fileName: text(200),
  // what the file is: its magic bytes must say the same when the upload completes
  contentType: v.pipe(
    v.string(),
    v.maxLength(100, 'must be at most 100 characters'),
    v.transform(canonicalMediaType),
    v.picklist(documentContentTypes, `must be one of ${documentContentTypes.join(', ')}`),
  ),
  sizeBytes: v.pipe(
    v.number(),
    v.integer('must be a whole number of bytes'),
    v.minValue(1, 'must be at least 1'),
    // declared here, enforced by the domain: an announced file over the limit is 413, as an uploaded one is
    v.metadata({ maximum: MAX_ATTACHMENT_BYTES }),
  ),
});
export type StartUploadInput = v.InferOutput<typeof StartUploadBody>;

export const UploadPath = object({ listingId: integerId, uploadId: uuidId('an upload id') });
