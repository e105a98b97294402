import * as v from 'valibot';
import { object } from './objects.ts';
import { uuidId } from './paths.ts';

// A user's own data (docs/privacy.md): an export by its id; closing the account takes the password.

export const ExportIdPath = object({ exportId: uuidId('an export id') });

/** DELETE /v2/users/me: a missing password is the domain's 400 (naming `password`), as a wrong one is its 403. */
export const CloseAccountBody = object({
  password: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(1024, 'must be at most 1024 characters')))),
});
