import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { bidBody, listingBody, rateRequestBody } from '../support/listings.ts';
import { profileImageRequest, uniquePerson } from '../support/people.ts';
import { db } from '../../shared/data/client.ts';
import { keys } from '../../shared/data/keys.ts';
import { bucketName, s3 } from '../../shared/storage/client.ts';
import { isSuppressed } from '../../shared/data/email.ts';
import { stripeStandInForThisFile } from '../support/stripe.ts';

// A user's own data (docs/privacy.md), over HTTP: the export holds everything about them, theirs
// only, one a day; closing the account stops it at once, and the privacy job (scheduled, as in AWS)
// erases it; its email may register again.

// Stripe's stand-in gives the stage its keys: a booking paid on the platform is exported as a payment
const stripe = stripeStandInForThisFile();
const api = apiForThisFile({ stripe: () => stripe.standIn });
const run = promisify(execFile);
const uploadImage = async (key: string) =>
  api.call('POST', '/v2/profiles/images', { key, ...(await profileImageRequest()) });

const objectExists = async (key: string) => {
  try {
    await s3().send(new GetObjectCommand({ Bucket: bucketName(), Key: key }));
    return true;
  } catch (error) {
    if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return false;
    throw error;
  }
};

describe('export', () => {
  it('202 with a Location to poll; Ready within the job’s run, its link gives one JSON document with everything about the user and nothing of others; one a day (429); others’ 403', async () => {
    const person = await uniquePerson('Shipper');
    const carrier = await api.user('ServiceProvider');
    expect((await uploadImage(person.key)).status).toBe(201);
    const listing = await api.call('POST', '/v2/listings', {
      key: person.key,
      body: listingBody({ title: `${person.lastName}'s sedan` }),
    });
    const listingId = Number(listing.headers.get('location')!.split('/').pop());
    expect(
      (
        await api.call('POST', `/v2/listings/${listingId}/bids`, {
          key: carrier.key,
          body: bidBody(900, { comment: 'Can pick up Monday' }),
        })
      ).status,
    ).toBe(201);
    expect((await api.call('POST', '/v2/raterequests', { key: person.key, body: rateRequestBody() })).status).toBe(201);
    expect(
      (
        await api.call('POST', '/v2/searches', {
          key: person.key,
          body: { name: 'Back hauls', query: { commodities: ['Vehicles'] }, alerts: 'none' },
        })
      ).status,
    ).toBe(201);
    const webhook = await api.call('POST', '/v2/webhooks', {
      key: person.key,
      body: { url: 'https://hooks.example.com/marketplace', eventTypes: ['Bid.Placed/v1'] },
    });
    expect(webhook.status).toBe(201);
    const restricted = await api.call('POST', '/v2/apikeys/restricted', {
      key: person.key,
      body: { name: 'Reporting', scopes: ['listings:read'] },
    });
    expect(
      (
        await api.call('PUT', `/v2/users/me/providers/${carrier.user.userId}`, {
          key: person.key,
          body: { relation: 'Preferred' },
        })
      ).status,
    ).toBe(201);
    await eventually(
      async () => (await api.call('GET', '/v2/notifications', { key: person.key })).body.totalCount,
      (count) => count >= 1,
      'the bid’s notification',
    );

    const asked = await api.call('POST', '/v2/users/me/export', { key: person.key });
    expect(asked.status).toBe(202);
    const location = asked.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^${api.url}/v2/users/me/exports/[0-9a-f-]{36}$`));
    expect(asked.body).toMatchObject({ status: 'Pending', exportId: location.split('/').pop() });
    const again = await api.call('POST', '/v2/users/me/export', { key: person.key });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(errorsOf(again.body)[0]!.field).toBe('exportId');
    expect(errorsOf(again.body)[0]!.reason).toContain(location);

    const path = new URL(location).pathname;
    expect((await api.call('GET', path, { key: carrier.key })).status).toBe(403);
    expect((await api.call('GET', path)).status).toBe(401);
    expect(
      (await api.call('GET', '/v2/users/me/exports/00000000-0000-4000-8000-000000000000', { key: person.key })).status,
    ).toBe(404);
    expect(
      errorsOf((await api.call('GET', '/v2/users/me/exports/not-an-id', { key: person.key })).body)[0]!.field,
    ).toBe('exportId');

    const ready = await eventually(
      () => api.call('GET', path, { key: person.key }),
      (res) => res.body.status === 'Ready',
      'the export built by the privacy job',
    );
    expect(Date.parse(ready.body.link.expiresOn) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(Date.parse(ready.body.link.expiresOn) - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    const download = await fetch(ready.body.link.href);
    expect(download.status).toBe(200);
    const document = (await download.json()) as Record<string, any>;
    const text = JSON.stringify(document);
    for (const value of person.strings) expect(text, value).toContain(value);
    expect(document.profile).toMatchObject({
      userId: person.user.userId,
      firstName: person.firstName,
      emailAddress: person.emailAddress,
    });
    expect(document.images).toHaveLength(1);
    expect(document.images[0].href).toMatch(new RegExp(`/v2/users/${person.user.userId}/images/[0-9a-f-]{36}$`));
    expect(document.listings.map((l: any) => l.listingId)).toEqual([listingId]);
    expect(document.listings[0].route.items[0].address.streetAddress).toBe('1100 S Congress Ave');
    expect(document.listings[0].status).toBe('Active'); // the state item, merged into the listing
    expect(document.bids).toEqual([
      expect.objectContaining({ listingId, providerId: carrier.user.userId, comment: 'Can pick up Monday' }),
    ]);
    expect(document.rateRequests).toHaveLength(1);
    expect(document.savedSearches.map((s: any) => s.name)).toEqual(['Back hauls']);
    expect(document.webhooks).toEqual([expect.objectContaining({ url: 'https://hooks.example.com/marketplace' })]);
    expect(document.keys.map((k: any) => k.name).filter(Boolean)).toEqual(['Reporting']);
    expect(document.providerRelations).toEqual([
      expect.objectContaining({ providerId: carrier.user.userId, relation: 'Preferred' }),
    ]);
    expect(document.notifications.length).toBeGreaterThanOrEqual(1);
    expect(document.emailSuppressed).toBe(false);
    // never a secret, never another person's data
    for (const secret of [
      webhook.body.secret,
      restricted.body.apiKey,
      person.key,
      'passwordHash',
      'apiKeyHash',
      'keyHash',
    ])
      if (secret) expect(text).not.toContain(secret);
    expect(text).not.toContain(carrier.user.emailAddress);
  });
});

/** An export of the person's data once the privacy job has built it: the JSON document. */
async function exported(key: string): Promise<Record<string, any>> {
  const asked = await api.call('POST', '/v2/users/me/export', { key });
  expect(asked.status).toBe(202);
  const ready = await eventually(
    () => api.call('GET', new URL(asked.headers.get('location')!).pathname, { key }),
    (res) => res.body.status === 'Ready',
    'the export built by the privacy job',
  );
  return (await (await fetch(ready.body.link.href)).json()) as Record<string, any>;
}

describe('export of payments (docs/payments.md, "Privacy")', () => {
  it('the payment, as shipper and as carrier; the carrier’s payout account and payouts; never the release code', async () => {
    const shipper = await api.user('Shipper');
    const carrier = await api.user('ServiceProvider');
    const onboarding = await api.call('POST', '/v2/users/me/payouts/onboarding', { key: carrier.key });
    expect(onboarding.status).toBe(201);
    // Stripe's test mode: opening the link completes onboarding; account.updated follows
    expect((await fetch(onboarding.body.url, { redirect: 'manual' })).status).toBe(302);
    await eventually(
      () => api.call('GET', '/v2/users/me/payouts', { key: carrier.key }),
      (res) => res.body.status === 'Enabled',
      'the payout account Enabled',
    );
    const listing = await api.call('POST', '/v2/listings', { key: shipper.key, body: listingBody() });
    const listingId = Number(listing.headers.get('location')!.split('/').pop());
    const bid = await api.call('POST', `/v2/listings/${listingId}/bids`, { key: carrier.key, body: bidBody(700) });
    const accepted = await api.call('POST', `/v2/bids/${bid.body.bidId}/acceptance`, {
      key: shipper.key,
      body: { payment: { paymentMethod: 'pm_card_visa' } },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const { releaseCode } = (await api.call('GET', `/v2/listings/${listingId}/payment`, { key: shipper.key })).body;
    expect((await api.call('POST', `/v2/listings/${listingId}/pickedup`, { key: carrier.key })).status).toBe(201);
    expect(
      (await api.call('POST', `/v2/listings/${listingId}/payment/release`, { key: carrier.key, body: { releaseCode } }))
        .status,
    ).toBe(200);
    // Stripe paid it out to the carrier's bank: heard from payout.paid
    await eventually(
      async () => (await api.call('GET', '/v2/notifications?$top=100', { key: carrier.key })).body.items as any[],
      (items) => items.some((n) => n.kind === 'PayoutSent' && n.data.listingId === listingId),
      'the payout sent',
    );

    const payment = {
      listingId,
      shipperId: shipper.user.userId,
      carrierId: carrier.user.userId,
      total: 80_500,
      carrierPrice: 70_000,
      status: 'Released',
    };
    const [shippers, carriers] = [await exported(shipper.key), await exported(carrier.key)];
    for (const document of [shippers, carriers]) {
      expect(document.payments).toEqual([expect.objectContaining(payment)]);
      expect(JSON.stringify(document.payments)).not.toContain('releaseCode');
      expect(JSON.stringify(document.payments)).not.toContain(releaseCode);
    }
    // the payout account and the payouts are the carrier's alone
    expect(shippers.payouts).toBeUndefined();
    expect(carriers.payouts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userId: carrier.user.userId,
          status: 'Enabled',
          accountId: expect.stringMatching(/^acct_/),
        }),
        expect.objectContaining({ listingId, carrierId: carrier.user.userId, amount: 70_000, currency: 'USD' }),
      ]),
    );
  });
});

describe('closure', () => {
  it('refuses without the password (400) or with a wrong one (403); then at once: keys, sign-in and profile gone, open listings cancelled; the job erases the rest; the email registers again', async () => {
    const person = await uniquePerson('Shipper');
    const carrier = await api.user('ServiceProvider');
    const image = await uploadImage(person.key);
    const listingId = Number(
      (await api.call('POST', '/v2/listings', { key: person.key, body: listingBody() })).headers
        .get('location')!
        .split('/')
        .pop(),
    );
    expect(
      (await api.call('POST', `/v2/listings/${listingId}/bids`, { key: carrier.key, body: bidBody() })).status,
    ).toBe(201);

    const imageKey = `profile-images/${person.user.userId}/${image.headers.get('location')!.split('/').pop()}.png`;
    expect(await objectExists(imageKey)).toBe(true);
    const missing = await api.call('DELETE', '/v2/users/me', { key: person.key, body: {} });
    expect(missing.status).toBe(400);
    expect(errorsOf(missing.body)[0]!.field).toBe('password');
    const wrong = await api.call('DELETE', '/v2/users/me', { key: person.key, body: { password: 'not-it' } });
    expect(wrong.status).toBe(403);
    expect(errorsOf(wrong.body)[0]!.field).toBe('password');
    expect((await api.call('DELETE', '/v2/users/me', { body: { password: person.password } })).status).toBe(401);
    const closed = await api.call('DELETE', '/v2/users/me', { key: person.key, body: { password: person.password } });
    expect(closed.status).toBe(202);
    expect(closed.body).toEqual({ status: 'Closed', erasure: 'Pending' });

    // at once
    expect((await api.call('GET', '/v2', { key: person.key })).status).toBe(401);
    expect(
      (
        await api.call('POST', '/v2/apikeys', {
          body: { emailAddress: person.emailAddress, password: person.password },
        })
      ).status,
    ).toBe(401);
    expect((await api.call('GET', `/v2/users/${person.user.userId}/profile`, { key: carrier.key })).status).toBe(404);
    expect(
      (await db().send(new GetCommand({ TableName: api.tableName, Key: keys.listingState(listingId) }))).Item?.status,
    ).toBe('Cancelled');
    expect(await isSuppressed(person.emailAddress)).toBe(true);

    // then the privacy job
    await eventually(
      async () =>
        (await db().send(new GetCommand({ TableName: api.tableName, Key: keys.user(person.user.userId) }))).Item,
      (user) => user?.firstName === 'Closed',
      'the erasure of the user item',
    );
    const { Item: user } = await db().send(
      new GetCommand({ TableName: api.tableName, Key: keys.user(person.user.userId) }),
    );
    expect(JSON.stringify(user)).not.toContain(person.lastName);
    expect(JSON.stringify(user)).not.toContain(person.street);
    expect(await objectExists(imageKey)).toBe(false);

    // the same email, a new account, emailed again
    const again = await api.call('POST', '/v2/users', {
      key: (await api.user('Affiliate')).key,
      body: {
        user: {
          userType: 'Shipper',
          firstName: 'New',
          lastName: 'Start',
          emailAddress: person.emailAddress,
          password: 'another-pw',
          mobilePhone: '+1 555 010 0199',
        },
      },
    });
    expect(again.status).toBe(201);
    expect(again.body.userId).not.toBe(person.user.userId);
    expect(await isSuppressed(person.emailAddress)).toBe(false);
  });
});

describe('npm run accounts -- close', () => {
  it('closes the account of an email, as DELETE /v2/users/me does; an unknown or closed one and a missing argument exit 2 saying why', async () => {
    const { user, key } = await api.user('ServiceProvider');
    const accounts = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'infra/ops/accounts.ts', ...args], {
        env: { ...process.env, NODE_OPTIONS: '' },
      });
    const closed = await accounts(
      'close',
      '--email',
      user.emailAddress,
      '--stage',
      api.stage,
      '--table',
      api.tableName,
    );
    expect(closed.stdout).toContain(`Closed user ${user.userId}`);
    expect((await api.call('GET', '/v2', { key })).status).toBe(401);
    await expect(
      accounts('close', '--email', user.emailAddress, '--stage', api.stage, '--table', api.tableName),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('No open account') });
    await expect(accounts('close', '--stage', api.stage, '--table', api.tableName)).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--email is required'),
    });
  });
});
