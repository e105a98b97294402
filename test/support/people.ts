import { randomUUID } from 'node:crypto';
import { registerUser } from '../../shared/domain/users/service.ts';
import { hashPassword } from '../../shared/domain/passwords.ts';
import { issueApiKey } from '../../shared/domain/auth/service.ts';
import { setUserRateLimit } from '../../shared/data/rate-limits.ts';
import type { UserType } from '../../shared/domain/users/types.ts';
import { multipart, onePixelPng } from './multipart.ts';

/** What a person may have in common with another: names, phones, street, company. */
export interface Looks {
  firstName: string;
  lastName: string;
  mobilePhone: string;
  homePhone?: string;
  street: string;
  companyName?: string;
}

/**
 * A registered user who looks as given, with an email of its own, a password (closing an account
 * asks for it) and a key.
 */
export async function personWith(userType: UserType, looks: Looks, emailAddress: string, password: string) {
  const user = await registerUser(
    {
      userType,
      firstName: looks.firstName,
      lastName: looks.lastName,
      emailAddress,
      mobilePhone: looks.mobilePhone,
      ...(looks.homePhone ? { homePhone: looks.homePhone } : {}),
      primaryAddress: {
        streetAddress: looks.street,
        majorMunicipality: 'Phoenix',
        postalCode: '85004',
        stateProvince: 'AZ',
        country: 'US',
      },
      ...(looks.companyName ? { companyName: looks.companyName } : {}),
      ...(userType === 'ServiceProvider'
        ? {
            profile: {
              entityType: 'Carrier',
              trailerTypes: ['Flatbed'],
              commodities: ['Vehicles'],
              regions: ['NA-USA'],
            },
          }
        : {}),
    } as never,
    { passwordHash: await hashPassword(password) },
  );
  await setUserRateLimit(user.userId, { perSecond: 100_000, burst: 200_000 });
  return { user, key: await issueApiKey(user.userId), emailAddress, password };
}

/**
 * A person whose every personal string is unique to this run (docs/privacy.md's tests look for
 * them in the whole table and bucket), with a password and a key.
 */
export async function uniquePerson(userType: UserType) {
  const n = randomUUID().replace(/-/g, '').slice(0, 10);
  const letters = n.replace(/\d/g, (d) => 'qwxzjkvbnm'[Number(d)]!);
  const person = {
    firstName: `Quillon${letters.slice(0, 4)}`,
    lastName: `Vantablack${letters.slice(4, 8)}`,
    emailAddress: `quillon.${n}@privacy.example`,
    mobilePhone: `+1 602 555 ${String(1000 + (parseInt(n.slice(0, 4), 16) % 9000)).padStart(4, '0')}`,
    street: `${1000 + (parseInt(n.slice(4, 8), 16) % 8000)} Zephyrine ${letters.slice(2, 7)} Ridge`,
    password: `pw-${n}`,
  };
  const { user, key } = await personWith(
    userType,
    { ...person, ...(userType === 'ServiceProvider' ? { companyName: `Vantablack Haul ${letters.slice(0, 6)}` } : {}) },
    person.emailAddress,
    person.password,
  );
  return {
    ...person,
    user,
    key,
    strings: [person.firstName, person.lastName, person.emailAddress, person.mobilePhone, person.street],
  };
}

/** POST /v2/profiles/images with a 1x1 PNG, as a browser sends a form (the request a test passes to `api.call`). */
export const profileImageRequest = () =>
  multipart({}, [{ name: 'image', type: 'image/png', data: onePixelPng, filename: 'me.png' }]);
