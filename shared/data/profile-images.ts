import { tableName } from './client.ts';
import { keys } from './keys.ts';
import { queryAll, underPrefix } from './query.ts';
import { entityOf } from './items.ts';
import { ConditionFailed, isCancelledByContention } from './errors.ts';
import { transact, type TableWrite } from './transact.ts';
import type { WrittenItem } from './kinds.ts';

// Pattern 10: a user's profile images in display order. The sort key starts with 0 for the
// primary image and 1 for the others, then the upload time, so one Query returns display order.

export interface ProfileImage {
  userId: number;
  imageId: string;
  objectKey: string;
  contentType: string;
  uploadedAt: string;
  primary: boolean;
}

export async function profileImagesOf(userId: number): Promise<ProfileImage[]> {
  const items = await queryAll(underPrefix(keys.profileImagesOf(userId)));
  return items.map((item) => entityOf<ProfileImage>(item));
}

const itemOf = (image: ProfileImage) =>
  ({
    ...keys.profileImage(image.userId, image.primary ? 0 : 1, image.uploadedAt, image.imageId),
    entity: 'ProfileImage',
    ...image,
  }) satisfies WrittenItem;

/**
 * Adds an image; a new primary demotes the current one in the same transaction (ConditionFailed when another image
 * became primary at the same time).
 */
export async function addProfileImage(image: ProfileImage, currentPrimary: ProfileImage | undefined): Promise<void> {
  const items: TableWrite[] = [
    { Put: { TableName: tableName(), Item: itemOf(image), ConditionExpression: 'attribute_not_exists(PK)' } },
  ];
  if (image.primary && currentPrimary) {
    const demoted = { ...currentPrimary, primary: false };
    items.push(
      // the condition makes two concurrent "primary" uploads unable to both demote the same image
      {
        Delete: {
          TableName: tableName(),
          Key: keys.profileImage(currentPrimary.userId, 0, currentPrimary.uploadedAt, currentPrimary.imageId),
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
      { Put: { TableName: tableName(), Item: itemOf(demoted) } },
    );
  }
  try {
    await transact(items);
  } catch (error) {
    if (isCancelledByContention(error)) throw new ConditionFailed([], { cause: error });
    throw error;
  }
}
