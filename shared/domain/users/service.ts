import { randomInt } from 'node:crypto';
import { findUser, insertUser, type NewUser } from '../../data/users.ts';
import { failedOn } from '../../data/errors.ts';
import type { Parts } from '../../data/transact.ts';
import { vettingOfNewUser } from '../../data/vetting.ts';
import { liftClosedSuppression } from '../../data/account-closure.ts';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../errors.ts';
import { hashPassword } from '../passwords.ts';
import type { CreateUserInput } from '../../schemas/users.ts';
import type { Principal, User } from './types.ts';
import * as clock from '../../clock.ts';

/** The caller's own user record; a key whose user has gone is no longer a valid key. */
export async function activeUser(principal: Principal): Promise<User> {
  const user = await findUser(principal.userId);
  if (!user) throw new UnauthorizedError('The API key belongs to a user that no longer exists.');
  return user;
}

/** spec 2.8: a Shipper's userName is generated when null; it must be unique like a chosen one. */
export function generatedUserName(firstName: string, lastName: string): string {
  const stem =
    `${firstName}${lastName.slice(0, 1)}`
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 16) || 'user';
  return `${stem}${randomInt(1000, 10_000_000)}`;
}

export type UserDraft = Omit<NewUser, 'status' | 'facebookLinked' | 'feedback' | 'createdOn' | 'userName'> & {
  userName?: string;
};

/**
 * A new user; 409 when its email or userName is someone's already (`emailTaken` words the email's refusal as the
 * caller's request names it). A part `alsoWritten` adds that is refused is the caller's to word (ConditionFailed).
 */
export async function registerUser(
  draft: UserDraft,
  secrets: { passwordHash?: string } = {},
  alsoWritten?: Parameters<typeof insertUser>[2],
  emailTaken = () =>
    new ConflictError(`A user with emailAddress ${draft.emailAddress} already exists.`, 'user.emailAddress'),
): Promise<User> {
  // an address that a closed account had is emailed again once it registers (docs/privacy.md)
  await liftClosedSuppression(draft.emailAddress);
  const userName = draft.userName ?? generatedUserName(draft.firstName, draft.lastName);
  return insertUser(
    {
      ...draft,
      userName,
      status: 'Active',
      facebookLinked: false,
      feedback: { count: 0, positiveCount: 0, starTotal: 0 },
      createdOn: clock.now().toISOString(),
    },
    secrets,
    alsoWritten,
  ).catch((error: unknown) => {
    if (failedOn(error, 'emailClaim')) throw emailTaken();
    if (failedOn(error, 'userNameClaim'))
      throw new ConflictError(`The userName ${userName} is taken.`, 'user.userName');
    throw error;
  });
}

/** A USDOT number another account holds, refused naming the field it came in. */
export const dotNumberTaken = (dotNumber: string | undefined, field: string) =>
  new ConflictError(`USDOT ${dotNumber} belongs to another account.`, field);

/** Who may create users (docs/users.md): integrators, i.e. Affiliate accounts, on behalf of people. */
export function mayCreateUsers(principal: Principal): boolean {
  return principal.userType === 'Affiliate';
}

const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** POST /v2/users/ (spec 2.8). Email and userName uniqueness: the insert transaction (409). */
export async function createUser(principal: Principal, input: CreateUserInput): Promise<User> {
  if (!mayCreateUsers(principal)) {
    throw new ForbiddenError(
      'Only an integrator (Affiliate) account can create users; ask the service operator for one.',
    );
  }
  const { user, profile, userPreferences } = input;
  const address = user.primaryAddress;
  return registerUser(
    {
      userType: user.userType,
      userName: orUndefined(user.userName),
      firstName: user.firstName,
      lastName: user.lastName,
      emailAddress: user.emailAddress,
      companyName: orUndefined(user.companyName) || undefined,
      homePhone: orUndefined(user.homePhone),
      mobilePhone: orUndefined(user.mobilePhone),
      dotNumber: orUndefined(user.dotNumber),
      mcNumber: orUndefined(user.mcNumber),
      primaryAddress: address
        ? {
            streetAddress: address.streetAddress,
            alternateStreetAddress: orUndefined(address.alternateStreetAddress),
            majorMunicipality: orUndefined(address.majorMunicipality),
            stateProvince: orUndefined(address.stateProvince)?.toUpperCase(),
            postalCode: address.postalCode,
            country: address.country,
            latitude: orUndefined(address.latitude),
            longitude: orUndefined(address.longitude),
          }
        : undefined,
      profile: profile ? { ...profile } : undefined,
      userPreferences: userPreferences
        ? { timeZone: orUndefined(userPreferences.timeZone), currency: orUndefined(userPreferences.currency) }
        : undefined,
    },
    { passwordHash: await hashPassword(user.password) },
    firstVetting(user),
  ).catch((error: unknown) => {
    if (failedOn(error, 'dotClaim')) throw dotNumberTaken(orUndefined(user.dotNumber), 'user.dotNumber');
    throw error;
  });
}

/** A provider's USDOT and MC numbers (digits) as a vetting keeps them. */
export type ProviderNumbers = { dotNumber?: string; mcNumber?: string };

/** The numbers given (spec 2.14), none empty: the items keep no empty attribute. */
export const numbersGiven = (given: { dotNumber?: string | null; mcNumber?: string | null }): ProviderNumbers => ({
  ...(given.dotNumber ? { dotNumber: given.dotNumber } : {}),
  ...(given.mcNumber ? { mcNumber: given.mcNumber } : {}),
});

/**
 * A provider created with numbers (docs/vetting.md): they are claimed in its transaction (409 naming user.dotNumber
 * when another account holds the USDOT number) and its first check is due at once, for the daily job.
 */
function firstVetting(user: CreateUserInput['user']): ((userId: number) => Parts) | undefined {
  const numbers = numbersGiven(user);
  if (!numbers.dotNumber && !numbers.mcNumber) return undefined;
  const dueOn = clock.now().toISOString();
  return (userId) => vettingOfNewUser({ userId, ...numbers, status: 'Pending', dueOn, reasons: [] });
}

/** A user anyone signed in may look at (public profile, spec 2.14). */
export async function existingUser(userId: number): Promise<User> {
  const user = await findUser(userId);
  // a closed account is gone to everyone (docs/privacy.md); kept shipments name it by a placeholder
  if (!user || user.status === 'Closed') throw new NotFoundError(`User ${userId} does not exist.`, 'userId');
  return user;
}
