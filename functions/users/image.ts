import { endpoint } from '../../shared/http/endpoint.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { UserImagePath } from '../../shared/schemas/paths.ts';
import { profileImageContent } from '../../shared/domain/users/images.ts';

// The address of a profile image (Location of spec 4 #12, `images` of 2.14). Public, like a
// profile picture on a web page; the id is a random UUID. Immutable, so cacheable for long.
export const handler = endpoint(async ({ pathParameters }) => {
  const { userId, imageId } = parseInput(UserImagePath, pathParameters, 'path');
  const { bytes, contentType } = await profileImageContent(userId, imageId);
  return {
    status: 200,
    binary: bytes,
    headers: { 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' },
  };
});
