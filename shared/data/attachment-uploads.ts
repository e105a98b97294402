import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { attachmentUploadItems } from './definitions/attachment.ts';
import { putFresh } from './conditional.ts';
import type { AttachmentUpload } from '../domain/attachments/types.ts';

// Pattern 14: an upload in progress (docs/attachments.md, "Large files"), under the listing's partition, removed by
// TTL (`expiresAt`, epoch seconds) when never completed: its item in its definition
// (shared/data/definitions/attachment.ts).

export async function insertAttachmentUpload(upload: AttachmentUpload): Promise<void> {
  await putFresh(attachmentUploadItems.item(upload));
}

export async function findAttachmentUpload(listingId: number, uploadId: string): Promise<AttachmentUpload | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: attachmentUploadItems.key({ listingId, uploadId }),
      ConsistentRead: true,
    }),
  );
  return Item && attachmentUploadItems.recordOf(Item);
}

export async function deleteAttachmentUpload(listingId: number, uploadId: string): Promise<void> {
  await db().send(
    new DeleteCommand({ TableName: tableName(), Key: attachmentUploadItems.key({ listingId, uploadId }) }),
  );
}
