import { randomInt } from 'node:crypto';
import { findUser, insertUser, type NewUser } from '../../data/users.ts';
import { UnauthorizedError } from '../../http/errors.ts';
import type { Principal, User } from './types.ts';

/** The caller's own user record; a key whose user has gone is no longer a valid key. */
export async function activeUser(principal: Principal): Promise<User> {
  const user = await findUser(principal.userId);
  if (!user) throw new UnauthorizedError('The API key belongs to a user that no longer exists.');
  return user;
}

/** spec 2.8: a Shipper's userName is generated when null; it must be unique like a chosen one. */
export function generatedUserName(firstName: string, lastName: string): string {
  const stem = `${firstName}${lastName.slice(0, 1)}`.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 16) || 'user';
  return `${stem}${randomInt(1000, 10_000_000)}`;
}

export type UserDraft = Omit<NewUser, 'status' | 'facebookLinked' | 'feedback' | 'createdOn' | 'userName'> & { userName?: string };

export async function registerUser(draft: UserDraft, secrets: { passwordHash?: string } = {}): Promise<User> {
  return insertUser({
    ...draft,
    userName: draft.userName ?? generatedUserName(draft.firstName, draft.lastName),
    status: 'Active',
    facebookLinked: false,
    feedback: { count: 0, positiveCount: 0, starTotal: 0 },
    createdOn: new Date().toISOString(),
  }, secrets);
}
