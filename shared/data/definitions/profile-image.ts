import * as v from 'valibot';
import { defineItem, templatesOf } from '../item-definition.ts';

// Pattern 10 (docs/data-model.md): a user's profile images in display order. The sort key starts with 0 for the
// primary image and 1 for the others, then the upload time, so one Query returns display order.

export interface ProfileImage {
  userId: number;
  imageId: string;
  objectKey: string;
  contentType: string;
  uploadedAt: string;
  primary: boolean;
}

const image = templatesOf<ProfileImage>();

export const profileImageItems = defineItem<ProfileImage>()({
  kind: 'ProfileImage',
  schema: v.looseObject({
    userId: v.number(),
    imageId: v.string(),
    objectKey: v.string(),
    contentType: v.string(),
    uploadedAt: v.string(),
    primary: v.boolean(),
  }),
  key: {
    partition: image(['userId'], ({ userId }) => `USER#${userId}`),
    sort: {
      ...image(
        ['primary', 'uploadedAt', 'imageId'],
        ({ primary, uploadedAt, imageId }) => `IMAGE#${primary ? 0 : 1}#${uploadedAt}#${imageId}`,
        'IMAGE#',
      ),
      shown: 'IMAGE#<0 if primary, else 1>#<uploadedAt>#<imageId>',
    },
  },
});
