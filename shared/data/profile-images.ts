import { tableName } from './client.ts';
import { profileImageItems, type ProfileImage } from './definitions/profile-image.ts';
import { itemsUnder } from './item-definition.ts';
import { queryAll, underPrefix } from './query.ts';
import { ConditionFailed, isCancelledByContention } from './errors.ts';
import { transact, type TableWrite } from './transact.ts';

// Pattern 10: a user's profile images in display order, as their definition keys them
// (shared/data/definitions/profile-image.ts): one Query returns display order.

export type { ProfileImage };

export async function profileImagesOf(userId: number): Promise<ProfileImage[]> {
  const items = await queryAll(underPrefix(itemsUnder(profileImageItems, { userId })));
  return items.map(profileImageItems.recordOf);
}

/**
 * Adds an image; a new primary demotes the current one in the same transaction (ConditionFailed when another image
 * became primary at the same time).
 */
export async function addProfileImage(image: ProfileImage, currentPrimary: ProfileImage | undefined): Promise<void> {
  const items: TableWrite[] = [
    {
      Put: {
        TableName: tableName(),
        Item: profileImageItems.item(image),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ];
  if (image.primary && currentPrimary) {
    const demoted = { ...currentPrimary, primary: false };
    items.push(
      // the condition makes two concurrent "primary" uploads unable to both demote the same image
      {
        Delete: {
          TableName: tableName(),
          Key: profileImageItems.key({ ...currentPrimary, primary: true }),
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
      { Put: { TableName: tableName(), Item: profileImageItems.item(demoted) } },
    );
  }
  try {
    await transact(items);
  } catch (error) {
    if (isCancelledByContention(error)) throw new ConditionFailed([], { cause: error });
    throw error;
  }
}
