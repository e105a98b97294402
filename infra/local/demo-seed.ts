import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { hashApiKey } from '../../shared/domain/auth/api-keys.ts';
import { issueApiKey, restoreApiKey } from '../../shared/domain/auth/service.ts';
import { hashPassword } from '../../shared/domain/passwords.ts';
import { registerUser, type UserDraft } from '../../shared/domain/users/service.ts';
import { userIdOfKey } from '../../shared/data/api-keys.ts';
import { addPasswordHash, userIdOfEmail } from '../../shared/data/users.ts';

// Demo accounts for `npm start`: a Shipper, a ServiceProvider and an integrator (Affiliate, the
// role allowed to create users), each with a key of the stage and the password DEMO_PASSWORD. Idempotent across
// restarts: users are found by email, and a key in the keys file is kept while it still maps to its user, or maps to
// nobody (a table made anew, `npm start -- --reset`).

/** Every demo account's password, for the key page (docs/developer-site.md); local only. */
export const DEMO_PASSWORD = 'demo-password';

export type DemoRole = 'shipper' | 'provider' | 'integrator';
export type DemoKeys = Record<DemoRole, string>;

const demoUsers: Record<DemoRole, UserDraft> = {
  shipper: {
    userType: 'Shipper',
    userName: 'demo-shipper',
    firstName: 'Dana',
    lastName: 'Reyes',
    emailAddress: 'shipper@demo.example',
    mobilePhone: '+1 512 555 0142',
    primaryAddress: {
      streetAddress: '1100 S Congress Ave',
      majorMunicipality: 'Austin',
      stateProvince: 'TX',
      postalCode: '78704',
      country: 'US',
      latitude: 30.25,
      longitude: -97.75,
    },
    userPreferences: { timeZone: 'America/Chicago', currency: 'USD' },
  },
  provider: {
    userType: 'ServiceProvider',
    userName: 'lonestar-haulers',
    firstName: 'Marcus',
    lastName: 'Bell',
    companyName: 'Lone Star Haulers LLC',
    emailAddress: 'provider@demo.example',
    homePhone: '+1 520 555 0199',
    mcNumber: 'MC-912345',
    dotNumber: '3456789',
    primaryAddress: {
      streetAddress: '455 W Congress St',
      majorMunicipality: 'Tucson',
      stateProvince: 'AZ',
      postalCode: '85701',
      country: 'US',
      latitude: 32.22,
      longitude: -110.98,
    },
    profile: {
      entityType: 'Carrier',
      trailerTypes: ['AutoCarrier', 'Flatbed', 'DryVan'],
      commodities: ['Vehicles', 'MotorcyclesPowerSports', 'LessThanTruckload'],
      regions: ['NA-USA'],
    },
    userPreferences: { timeZone: 'America/Phoenix', currency: 'USD' },
  },
  integrator: {
    userType: 'Affiliate',
    userName: 'demo-integrator',
    firstName: 'Iris',
    lastName: 'Tanaka',
    companyName: 'Demo Integrations Inc',
    emailAddress: 'integrator@demo.example',
    homePhone: '+1 416 555 0110',
    primaryAddress: {
      streetAddress: '100 King St W',
      majorMunicipality: 'Toronto',
      stateProvince: 'ON',
      postalCode: 'M5X 1A9',
      country: 'CA',
      latitude: 43.65,
      longitude: -79.38,
    },
    userPreferences: { timeZone: 'America/Toronto', currency: 'CAD' },
  },
};

async function readKeys(file: string): Promise<Partial<DemoKeys>> {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Partial<DemoKeys>;
  } catch {
    return {};
  }
}

export async function seedDemo(keysFile: string): Promise<DemoKeys> {
  const previous = await readKeys(keysFile);
  const keys = {} as DemoKeys;
  for (const role of Object.keys(demoUsers) as DemoRole[]) {
    const draft = demoUsers[role];
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const existing = await userIdOfEmail(draft.emailAddress);
    if (existing !== undefined) await addPasswordHash(existing, passwordHash); // .data/ from before demo passwords
    const userId = existing ?? (await registerUser(draft, { passwordHash })).userId;
    const kept = previous[role];
    const keptFor = kept && (await userIdOfKey(hashApiKey(kept)));
    // a key of a table since reset (`npm start -- --reset`) is the user's again; one of another user never
    keys[role] =
      kept && (keptFor === userId || (keptFor === undefined && (await restoreApiKey(userId, kept))))
        ? kept
        : await issueApiKey(userId);
  }
  await writeFile(keysFile, JSON.stringify(keys, null, 2) + '\n', { mode: 0o600 });
  return keys;
}
