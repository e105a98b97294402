import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { keys } from './keys.ts';
import { putFresh } from './conditional.ts';
import { entityOf } from './items.ts';
import type { AttachmentUpload } from '../domain/attachments/types.ts';

// Pattern 14: an upload in progress (docs/attachments.md, "Large files"), under the listing's
// partition, removed by TTL (`expiresAt`, epoch seconds) when never completed.

export async function insertAttachmentUpload(upload: AttachmentUpload): Promise<void> {
  await putFresh({
    ...keys.attachmentUpload(upload.listingId, upload.uploadId),
    entity: 'AttachmentUpload',
    ...upload,
    expiresAt: Math.ceil(Date.parse(upload.expiresOn) / 1000),
  });
}

export async function findAttachmentUpload(listingId: number, uploadId: string): Promise<AttachmentUpload | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.attachmentUpload(listingId, uploadId), ConsistentRead: true }),
  );
  return Item && entityOf<AttachmentUpload>(Item, ['expiresAt']);
}

export async function deleteAttachmentUpload(listingId: number, uploadId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.attachmentUpload(listingId, uploadId) }));
}
