import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { db } from '../../shared/data/client.ts';
import { keys } from '../../shared/data/keys.ts';

const api = apiForThisFile();
let integrator: string;
beforeAll(async () => {
  ({ key: integrator } = await api.user('Affiliate'));
});

let n = 0;
const shipperBody = (overrides: Record<string, unknown> = {}) => ({
  user: {
    userType: 'Shipper',
    firstName: 'Ann',
    lastName: 'Lee',
    emailAddress: `ann${++n}-${Date.now()}@example.com`,
    password: 'Secret1',
    mobilePhone: '+1 512 555 0100',
    primaryAddress: {
      streetAddress: '1 Main St',
      majorMunicipality: 'Austin',
      stateProvince: 'TX',
      postalCode: '78704',
      country: 'US',
    },
    ...overrides,
  },
});
const providerBody = (overrides: Record<string, unknown> = {}) => ({
  user: {
    ...shipperBody().user,
    userType: 'ServiceProvider',
    userName: `hauler${++n}${Date.now()}`,
    companyName: 'Haul Co',
    ...overrides,
  },
  profile: {
    entityType: 'Carrier',
    trailerTypes: ['AutoCarrier'],
    commodities: ['Vehicles'],
    regions: ['NA-USA', 'USA-TX'],
  },
  userPreferences: { timeZone: 'America/Chicago', currency: 'USD' },
});
const create = (body: unknown, key = integrator) => api.call('POST', '/v2/users/', { key, body });

describe('POST /v2/users/ (spec 2.8)', () => {
  it('an integrator creates a Shipper: 201, Location of the profile, generated userName', async () => {
    const res = await create(shipperBody());
    expect(res.status).toBe(201);
    expect(res.body.userName).toMatch(/^annl\d+$/);
    expect(res.headers.get('location')).toBe(`${api.url}/v2/users/${res.body.userId}/profile`);
    expect(res.body).toMatchObject({ userType: { value: 'Shipper' }, status: { value: 'Active' } });
    expect(JSON.stringify(res.body)).not.toContain('Secret1');
  });

  it('accepts the path without the trailing slash too', async () => {
    expect((await api.call('POST', '/v2/users', { key: integrator, body: shipperBody() })).status).toBe(201);
  });

  it('creates a ServiceProvider with its profile and preferences', async () => {
    const res = await create(providerBody());
    expect(res.status).toBe(201);
    const profile = await api.call('GET', `/v2/users/${res.body.userId}/profile`, { key: integrator });
    expect(profile.body.userSummary.displayName).toBe('Haul Co');
  });

  it('stores the password only as a scrypt hash', async () => {
    const res = await create(shipperBody({ password: 'Plain-Text9' }));
    const { Item } = await db().send(new GetCommand({ TableName: api.tableName, Key: keys.user(res.body.userId) }));
    expect(Item!.passwordHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(Item)).not.toContain('Plain-Text9');
  });

  it('a duplicate email gets 409, also in another case', async () => {
    const body = shipperBody();
    expect((await create(body)).status).toBe(201);
    const again = await create({ user: { ...body.user, emailAddress: body.user.emailAddress.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(errorsOf(again.body)[0]).toMatchObject({ code: 40901, field: 'user.emailAddress' });
  });

  it('two concurrent creations with one email: exactly one succeeds', async () => {
    const body = shipperBody();
    const results = await Promise.all([create(body), create(body), create(body)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('a taken userName gets 409', async () => {
    const first = await create(providerBody());
    const second = await create(providerBody({ userName: first.body.userName.toUpperCase() }));
    expect(second.status).toBe(409);
    expect(errorsOf(second.body)[0]!.field).toBe('user.userName');
  });

  it.each([
    ['5 characters', 'abcde'],
    ['21 characters', 'a'.repeat(21)],
  ])('a password of %s gets 400 naming user.password', async (_, password) => {
    const res = await create(shipperBody({ password }));
    expect(res.status).toBe(400);
    const entry = errorsOf(res.body)[0]!;
    expect(entry.field).toBe('user.password');
    expect(entry.reason).not.toContain(password);
  });

  it('passwords of 6 and 20 characters are accepted, case sensitive', async () => {
    expect((await create(shipperBody({ password: 'abcdef' }))).status).toBe(201);
    expect((await create(shipperBody({ password: 'A'.repeat(20) }))).status).toBe(201);
  });

  it('no phone at all gets 400', async () => {
    const res = await create(shipperBody({ mobilePhone: undefined, homePhone: null }));
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)[0]).toMatchObject({ field: 'user.homePhone' });
    expect(res.body.reason).toMatch(/homePhone, mobilePhone/);
  });

  it.each([
    ['missing firstName', { firstName: undefined }, 'user.firstName'],
    ['bad email', { emailAddress: 'not-an-email' }, 'user.emailAddress'],
    ['unknown userType', { userType: 'Admin' }, 'user.userType'],
    [
      'address without postal code',
      { primaryAddress: { streetAddress: '1 Main', country: 'US' } },
      'user.primaryAddress.postalCode',
    ],
    [
      'address outside US/Canada',
      { primaryAddress: { streetAddress: '1 Main', postalCode: '10115', country: 'DE' } },
      'user.primaryAddress.country',
    ],
  ])('%s gets 400 naming the field', async (_, overrides, field) => {
    const res = await create(shipperBody(overrides));
    expect(res.status).toBe(400);
    expect(errorsOf(res.body).map((e) => e.field)).toContain(field);
  });

  it.each([
    [
      'no profile',
      (b: any) => {
        delete b.profile;
      },
      'profile',
    ],
    [
      'no userName',
      (b: any) => {
        delete b.user.userName;
      },
      'user.userName',
    ],
    [
      'unknown trailer type',
      (b: any) => {
        b.profile.trailerTypes = ['Spaceship'];
      },
      'profile.trailerTypes[0]',
    ],
    [
      'a subcommodity where a parent is due',
      (b: any) => {
        b.profile.commodities = ['CarsLightTrucks'];
      },
      'profile.commodities[0]',
    ],
    [
      'unknown region',
      (b: any) => {
        b.profile.regions = ['EU-DE'];
      },
      'profile.regions[0]',
    ],
    [
      'bad time zone',
      (b: any) => {
        b.userPreferences.timeZone = 'Mars/Olympus';
      },
      'userPreferences.timeZone',
    ],
    [
      'unknown currency',
      (b: any) => {
        b.userPreferences.currency = 'EUR';
      },
      'userPreferences.currency',
    ],
  ])('a ServiceProvider with %s gets 400 naming it', async (_, change, field) => {
    const body = providerBody();
    change(body);
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(errorsOf(res.body).map((e) => e.field)).toContain(field);
  });

  it('an array where the document says object is 400 naming the field, as a string there is; no user is made (issue 79)', async () => {
    for (const [change, field] of [
      [(b: any) => (b.userPreferences = []), 'userPreferences'],
      [(b: any) => (b.userPreferences = [{ timeZone: 'America/Chicago' }]), 'userPreferences'],
      [(b: any) => (b.profile = []), 'profile'],
      [(b: any) => (b.user.primaryAddress = []), 'user.primaryAddress'],
    ] as [(b: any) => void, string][]) {
      const body = providerBody();
      change(body);
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorsOf(res.body), JSON.stringify(body)).toContainEqual(
        expect.objectContaining({ code: 40001, field, reason: expect.stringContaining(`${field}: must be an object`) }),
      );
      // no user was made: its email address and userName are free for the body it should have sent
      const { emailAddress, userName } = body.user;
      const made = await create(providerBody({ emailAddress, userName }));
      expect(made.status, JSON.stringify(made.body)).toBe(201);
    }
    const aString = await create({ ...providerBody(), userPreferences: 'America/Chicago' });
    expect(aString.status).toBe(400);
    expect(errorsOf(aString.body).map((e) => e.field)).toEqual(['userPreferences']);
  });

  it('a Shipper or ServiceProvider key cannot create users (403)', async () => {
    for (const type of ['Shipper', 'ServiceProvider'] as const) {
      const { key } = await api.user(type);
      const res = await create(shipperBody(), key);
      expect(res.status).toBe(403);
      expect(errorsOf(res.body)[0]!.code).toBe(40301);
    }
  });

  it('without a key: 401', async () => {
    expect((await api.call('POST', '/v2/users/', { body: shipperBody() })).status).toBe(401);
  });
});

describe('GET /v2/users/{userId}/profile (spec 2.14)', () => {
  it('shows the summary, creation date, type, status, about and images', async () => {
    const { user, key } = await api.user('ServiceProvider');
    const res = await api.call('GET', `/v2/users/${user.userId}/profile`, { key: integrator });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      userSummary: {
        userId: user.userId,
        displayName: user.companyName,
        feedback: { count: 0 },
        links: [{ rel: 'Profile', verb: 'GET', href: `${api.url}/v2/users/${user.userId}/profile`, title: 'profile' }],
      },
      createdOn: user.createdOn,
      userType: { value: 'ServiceProvider', label: 'Service Provider', shortLabel: 'Service Provider' },
      status: { value: 'Active', label: 'Active', shortLabel: 'Active' },
      about: '',
      images: [],
      feedbackSummary: { count: 0, last12Months: { count: 0 } },
      // a provider's, with FMCSA (docs/vetting.md): no number given yet
      vettingSummary: { status: 'Unverified' },
    });
    expect((await api.call('GET', `/v2/users/${user.userId}/profile`, { key })).status).toBe(200);
  });

  it('an unknown user gets 404, a non-integer id 400', async () => {
    expect((await api.call('GET', '/v2/users/999999999/profile', { key: integrator })).status).toBe(404);
    const bad = await api.call('GET', '/v2/users/abc/profile', { key: integrator });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body)[0]!.field).toBe('userId');
  });
});
