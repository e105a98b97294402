import { newUuid } from '../../data/ids.ts';
import { failedOn } from '../../data/errors.ts';
import { addProfileImage, profileImagesOf, type ProfileImage } from '../../data/profile-images.ts';
import { deleteObject, getObject, putObject } from '../../storage/objects.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { sniffedType, type FormPart } from '../uploads.ts';
import * as clock from '../../clock.ts';

// Profile images (spec 4 rule 5): one image part whose declared type is one of image/jpg,
// image/jpeg, image/png, image/gif AND matches the file's magic bytes, plus an optional
// application/json part `{"primary": true}`. Limits and addresses: docs/users.md.

/** Every profile image object key starts with it: infra/functions.ts grants functions this prefix only. */
export const PROFILE_IMAGE_PREFIX = 'profile-images/';

/** Under Lambda's 6 MB response limit once base64-encoded, so an image can be served back. */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;
export const MAX_IMAGES_PER_USER = 20;
export const MAX_PARTS = 2;

const acceptedTypes: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/gif': 'image/gif',
};
const extensionOf: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' };

export const imageUrl = (image: Pick<ProfileImage, 'userId' | 'imageId'>, baseUrl: string): string =>
  `${baseUrl}/v2/users/${image.userId}/images/${image.imageId}`;

function primaryFrom(part: FormPart | undefined): boolean {
  if (!part) return false;
  let value: unknown;
  try {
    value = JSON.parse(part.data.toString('utf8'));
  } catch {
    throw ValidationError.field(part.name, `Part '${part.name}' must be JSON such as {"primary": true}.`);
  }
  const primary = (value as { primary?: unknown } | null)?.primary;
  if (typeof value !== 'object' || value === null || (primary !== undefined && typeof primary !== 'boolean')) {
    throw ValidationError.field(part.name, `Part '${part.name}' must be {"primary": true} or {"primary": false}.`);
  }
  return primary === true;
}

/** Checks the parts and returns the image, its real type, and whether it is to be primary. */
async function checkedUpload(parts: FormPart[]): Promise<{ image: FormPart; contentType: string; primary: boolean }> {
  const jsonParts = parts.filter((p) => p.contentType === 'application/json');
  const imageParts = parts.filter((p) => p.contentType !== 'application/json');
  if (jsonParts.length > 1) throw ValidationError.field(jsonParts[1]!.name, 'Send at most one application/json part.');
  if (imageParts.length !== 1) {
    throw ValidationError.field(
      imageParts[1]?.name ?? 'body',
      imageParts.length ? 'Send one image per request.' : 'The body has no image part.',
    );
  }
  const image = imageParts[0]!;
  const declared = acceptedTypes[image.contentType];
  if (!declared) {
    throw ValidationError.field(
      image.name,
      `Part '${image.name}' has content type '${image.contentType}'; it must be one of image/jpg, image/jpeg, ` +
        `image/png, image/gif.`,
    );
  }
  const sniffed = await sniffedType(image.data);
  if (sniffed !== declared) {
    throw ValidationError.field(
      image.name,
      `Part '${image.name}' is declared ${image.contentType} but its content is ` +
        `${sniffed ?? 'not a recognised image'}.`,
    );
  }
  return { image, contentType: declared, primary: primaryFrom(jsonParts[0]) };
}

export async function uploadProfileImage(userId: number, parts: FormPart[]): Promise<ProfileImage> {
  const { image, contentType, primary } = await checkedUpload(parts);
  const existing = await profileImagesOf(userId);
  if (existing.length >= MAX_IMAGES_PER_USER)
    throw new ConflictError(`A profile holds at most ${MAX_IMAGES_PER_USER} images.`, 'image');
  const imageId = newUuid(); // non-guessable: image addresses are public
  const record: ProfileImage = {
    userId,
    imageId,
    contentType,
    primary,
    objectKey: `${PROFILE_IMAGE_PREFIX}${userId}/${imageId}.${extensionOf[contentType]}`,
    uploadedAt: clock.now().toISOString(),
  };
  // Object first, then its record; if the record fails, remove the object: never one without the other.
  await putObject(record.objectKey, image.data, contentType);
  try {
    await addProfileImage(
      record,
      existing.find((i) => i.primary),
    );
  } catch (error) {
    await deleteObject(record.objectKey);
    if (failedOn(error))
      throw new ConflictError('Another image became primary at the same time; send the upload again.', 'primary');
    throw error;
  }
  return record;
}

export async function profileImageUrls(userId: number, baseUrl: string): Promise<string[]> {
  return (await profileImagesOf(userId)).map((image) => imageUrl(image, baseUrl));
}

export async function profileImageContent(
  userId: number,
  imageId: string,
): Promise<{ bytes: Buffer; contentType: string }> {
  const image = (await profileImagesOf(userId)).find((i) => i.imageId === imageId);
  const bytes = image && (await getObject(image.objectKey));
  if (!image || !bytes) throw new NotFoundError('There is no such image.', 'imageId');
  return { bytes, contentType: image.contentType };
}
