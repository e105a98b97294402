import { endpoint } from '../../shared/http/endpoint.ts';
import { created } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { CreateUserBody } from '../../shared/schemas/users.ts';
import { createUser } from '../../shared/domain/users/service.ts';
import { createdUserView, profileUrl } from '../../shared/domain/users/views.ts';

// spec 4 #6, 2.8: 201 with the new user's profile as Location
export const handler = endpoint(async ({ principal, body, baseUrl, language }) => {
  const user = await createUser(principal, parseInput(CreateUserBody, body));
  return created(profileUrl(user, baseUrl), createdUserView(user, baseUrl, language));
});
