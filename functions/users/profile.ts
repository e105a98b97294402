import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { UserIdPath } from '../../shared/schemas/paths.ts';
import { existingUser } from '../../shared/domain/users/service.ts';
import { profileImageUrls } from '../../shared/domain/users/images.ts';
import { profileVettingOf } from '../../shared/domain/vetting/service.ts';
import { profileView } from '../../shared/domain/users/views.ts';

// spec 4 #13, 2.14
export const handler = endpoint(async ({ pathParameters, baseUrl, language }) => {
  const { userId } = parseInput(UserIdPath, pathParameters, 'path');
  const user = await existingUser(userId);
  const [images, vetting] = await Promise.all([profileImageUrls(userId, baseUrl), profileVettingOf(user)]);
  return ok(profileView(user, images, { baseUrl, language, vetting }));
});
