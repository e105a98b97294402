import { describe, expect, it } from 'vitest';
import { apiForThisFile } from '../support/api.ts';

const api = apiForThisFile();

describe('GET /v2/ returns the authenticated user (spec 2.14)', () => {
  it('a shipper sees itself with labelled status and type, display name falling back to the user name', async () => {
    const { user, key } = await api.user('Shipper', {
      userName: `dana-${Date.now()}`,
      primaryAddress: {
        streetAddress: '1100 S Congress Ave',
        majorMunicipality: 'Austin',
        stateProvince: 'TX',
        postalCode: '78704',
        country: 'US',
        latitude: 30.25,
        longitude: -97.75,
      },
    });
    const res = await api.call('GET', '/v2/', { key });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      userId: user.userId,
      userName: user.userName,
      displayName: user.userName,
      emailAddress: user.emailAddress,
      status: { value: 'Active', label: 'Active', shortLabel: 'Active' },
      userType: { value: 'Shipper', label: 'Shipper', shortLabel: 'Shipper' },
      facebookLinked: false,
      feedback: { count: 0 },
      shippingAddress: {
        stateProvince: 'TX',
        stateProvinceLabel: 'Texas',
        country: 'US',
        countryLabel: 'United States',
        latitude: 30.25,
        longitude: -97.75,
        label: 'Austin, TX 78704',
        shortLabel: 'Austin, TX',
      },
    });
    expect(res.body.entityType).toBeUndefined();
    expect(res.body.links).toContainEqual({
      rel: 'Profile',
      verb: 'GET',
      href: `${api.url.replace('127.0.0.1', '127.0.0.1')}/v2/users/${user.userId}/profile`,
      title: 'profile',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/apiKeyHash|passwordHash|PK/);
  });

  it('a provider shows its company as display name and its entity type', async () => {
    const { user, key } = await api.user('ServiceProvider', { mcNumber: 'MC-1', dotNumber: '42' });
    const res = await api.call('GET', '/v2/', { key });
    expect(res.body.displayName).toBe(user.companyName);
    expect(res.body.entityType).toEqual({ value: 'Carrier', label: 'Carrier', shortLabel: 'Carrier' });
    expect(res.body.userType.label).toBe('Service Provider');
    expect(res.body).toMatchObject({ mcNumber: 'MC-1', dotNumber: '42' });
  });

  it('labels follow Accept-Language', async () => {
    const { key } = await api.user('ServiceProvider');
    const res = await api.call('GET', '/v2/', { key, headers: { 'accept-language': 'fr-CA,fr;q=0.9' } });
    expect(res.body.userType.label).toBe('Prestataire de services');
    expect(res.body.status.label).toBe('Actif');
  });
});
