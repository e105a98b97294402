import { endpoint } from '../../shared/http/endpoint.ts';
import { created } from '../../shared/http/response.ts';
import { parseMultipart } from '../../shared/http/multipart.ts';
import { imageUrl, MAX_IMAGE_BYTES, MAX_PARTS, uploadProfileImage } from '../../shared/domain/users/images.ts';

// spec 4 #12, rule 5: 201 with the image address as Location
export const handler = endpoint(async ({ principal, headers, rawBody, baseUrl }) => {
  const parts = await parseMultipart(headers['content-type'], rawBody, {
    fileBytes: MAX_IMAGE_BYTES,
    parts: MAX_PARTS,
  });
  const image = await uploadProfileImage(principal.userId, parts);
  return created(imageUrl(image, baseUrl));
});
