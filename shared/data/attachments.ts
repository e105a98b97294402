import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { attachmentItems } from './definitions/attachment.ts';
import { itemsUnder } from './item-definition.ts';
import { putIfAbsent } from './conditional.ts';
import { queryAll, underPrefix } from './query.ts';
import type { Attachment } from '../domain/attachments/types.ts';

// Pattern 14: the documents of a listing, under the listing's partition (docs/attachments.md); their keys in their
// definition (shared/data/definitions/attachment.ts).

/** Records a document; false when one with this id exists already (a replayed generation). */
export async function insertAttachment(attachment: Attachment): Promise<boolean> {
  return putIfAbsent(attachmentItems.item(attachment));
}

/** Oldest first. */
export async function attachmentsOf(listingId: number): Promise<Attachment[]> {
  const items = await queryAll(underPrefix(itemsUnder(attachmentItems, { listingId })));
  return items
    .map(attachmentItems.recordOf)
    .sort((a, b) => a.createdOn.localeCompare(b.createdOn) || a.attachmentId.localeCompare(b.attachmentId));
}

export async function findAttachment(listingId: number, attachmentId: string): Promise<Attachment | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: attachmentItems.key({ listingId, attachmentId }) }),
  );
  return Item && attachmentItems.recordOf(Item);
}
