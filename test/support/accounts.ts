import { expect } from 'vitest';
import type { TestApi } from './api.ts';

/** A new shipper who signs in with an email and a password (POST /v2/users by an integrator's key). */
export async function shipperWithPassword(api: TestApi, integratorKey: string, password = 'Sesame-42') {
  const emailAddress = `s${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await api.call('POST', '/v2/users/', {
    key: integratorKey,
    body: {
      user: {
        userType: 'Shipper',
        firstName: 'Sam',
        lastName: 'Ray',
        emailAddress,
        password,
        homePhone: '+1 416 555 0101',
      },
    },
  });
  expect(res.status).toBe(201);
  return { userId: res.body.userId as number, emailAddress, password };
}
