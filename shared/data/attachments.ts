import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { keys } from './keys.ts';
import { putIfAbsent } from './conditional.ts';
import { queryAll, underPrefix } from './query.ts';
import { entityOf } from './items.ts';
import type { Attachment } from '../domain/attachments/types.ts';

// Pattern 14: the documents of a listing, under the listing's partition (docs/attachments.md).

/** Records a document; false when one with this id exists already (a replayed generation). */
export async function insertAttachment(attachment: Attachment): Promise<boolean> {
  return putIfAbsent({
    ...keys.attachment(attachment.listingId, attachment.attachmentId),
    entity: 'Attachment',
    ...attachment,
  });
}

/** Oldest first. */
export async function attachmentsOf(listingId: number): Promise<Attachment[]> {
  const items = await queryAll(underPrefix(keys.attachmentsOf(listingId)));
  return items
    .map((item) => entityOf<Attachment>(item))
    .sort((a, b) => a.createdOn.localeCompare(b.createdOn) || a.attachmentId.localeCompare(b.attachmentId));
}

export async function findAttachment(listingId: number, attachmentId: string): Promise<Attachment | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.attachment(listingId, attachmentId) }),
  );
  return Item && entityOf<Attachment>(Item);
}
