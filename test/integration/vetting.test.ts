import { describe, expect, inject, it } from 'vitest';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { bidBody, listingBody } from '../support/listings.ts';
import { eventually } from '../support/eventually.ts';
import { uniquePerson } from '../support/people.ts';
import { LOCAL_FMCSA_WEB_KEY } from '../../infra/local/fmcsa.ts';
import { fmcsaStandInForThisFile } from '../support/fmcsa.ts';
import { FmcsaClient } from '../../shared/net/fmcsa.ts';
import { checkDueProviders } from '../../shared/domain/vetting/checks.ts';
import { db } from '../../shared/data/client.ts';
import { keys, VETTING_DUE } from '../../shared/data/keys.ts';

// docs/vetting.md, over HTTP: a provider's numbers checked against FMCSA (its local stand-in, whose file a test
// edits while the API runs), the verdict kept in the table (DynamoDB Local), shown to shippers, and acted on.

const fmcsa = fmcsaStandInForThisFile();
// the scheduler runs the daily job every second here: a new provider's first check comes within one
const api = apiForThisFile({
  fmcsa: () => ({ baseUrl: fmcsa.standIn.baseUrl, webKey: LOCAL_FMCSA_WEB_KEY }),
  scheduleIntervalMs: 1000,
  email: true,
});
const inbox = async (key: string) =>
  ((await api.call('GET', '/v2/notifications?$top=100', { key })).body.items as any[]).filter(
    (n) => n.kind === 'VettingChanged',
  );
const mailTo = async (address: string): Promise<{ subject: string }[]> =>
  ((await (await fetch(`${inject('mailDev').webUrl}/api/email`)).json()) as any[]).filter((m) =>
    m.to.some((t: { address: string }) => t.address === address),
  );

const edit = fmcsa.edit;
const ownCarrier = fmcsa.ownCarrier;
/** A number for names that must be unique. */
let nextPerson = Math.floor(Math.random() * 1_000_000);
const vetting = (key: string) => api.call('GET', '/v2/users/me/vetting', { key });
const check = (key: string, body: unknown) => api.call('PUT', '/v2/users/me/vetting', { key, body });
const provider = () => api.user('ServiceProvider');
const item = async (key: Record<string, unknown>) =>
  (await db().send(new GetCommand({ TableName: api.tableName, Key: key, ConsistentRead: true }))).Item;

describe('GET and PUT /v2/users/me/vetting', () => {
  it('no number: Unverified; numbers as people type them are checked now; the user shows them', async () => {
    const { key } = await provider();
    expect((await vetting(key)).body).toMatchObject({ status: 'Unverified', reasons: [] });
    const { dot, mc } = ownCarrier();
    const res = await check(key, { dotNumber: `USDOT ${dot}`, mcNumber: `MC-${mc}` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'Verified',
      dotNumber: dot,
      mcNumber: mc,
      legalName: 'LONE STAR AUTO TRANSPORT LLC',
      allowedToOperate: true,
      outOfService: false,
      authority: { common: 'Active', contract: 'None', broker: 'None' },
      insurance: { liabilityOnFile: 1_000_000, liabilityRequired: 750_000, cargoOnFile: 100_000 },
      safetyRating: 'Satisfactory',
      reasons: [],
    });
    // the next check a day after this one
    expect(Date.parse(res.body.nextCheckOn) - Date.parse(res.body.checkedOn)).toBe(24 * 3_600_000);
    expect((await vetting(key)).body).toEqual(res.body);
    expect((await api.call('GET', '/v2/', { key })).body).toMatchObject({ dotNumber: dot, mcNumber: mc });
    // by its MC number alone, FMCSA's docket names the USDOT number
    expect((await check(key, { mcNumber: mc })).body).toMatchObject({ status: 'Verified', dotNumber: dot });
  });

  it('a first PUT without numbers is Unverified; a registration changed shows as a signal and is told', async () => {
    const { key } = await provider();
    expect((await check(key, { dotNumber: null, mcNumber: '' })).body).toMatchObject({ status: 'Unverified' });
    const { dot } = ownCarrier();
    const before = (await check(key, { dotNumber: dot })).body;
    expect(before.registrationChangedOn).toBeUndefined();
    ownCarrier({ legalName: 'LONE STAR AUTO TRANSPORT HOLDINGS LLC', phyCity: 'ROUND ROCK' }, Number(dot));
    const after = (await check(key, { dotNumber: dot })).body;
    expect(after).toMatchObject({ status: 'Verified', legalName: 'LONE STAR AUTO TRANSPORT HOLDINGS LLC' });
    expect(after.registrationChangedOn).toBe(after.checkedOn);
    // told twice: Verified where it was Unverified, then the registration
    const told = await eventually(
      () => inbox(key),
      (items) => items.length === 2,
      'the provider told of its changed registration',
    );
    expect(told.map((n) => n.data.changed)).toEqual(
      expect.arrayContaining([
        ['status', 'numbers'],
        ['name', 'address'],
      ]),
    );
    // the next check that finds it as it is keeps the signal, and tells nothing more
    const again = (await check(key, { dotNumber: dot })).body;
    expect(again.registrationChangedOn).toBe(after.registrationChangedOn);
    await eventually(async () => api.streamCaughtUp(), Boolean, 'the notifier to read the check');
    expect(await inbox(key)).toHaveLength(2);
  });

  it('anything but a number is a 400 naming the field; only a provider is vetted; a key is needed', async () => {
    const { key } = await provider();
    for (const [body, field] of [
      [{ dotNumber: 'DOT 12ab' }, 'dotNumber'],
      [{ mcNumber: '123456789' }, 'mcNumber'],
      [{ dotNumber: 1000001 }, 'dotNumber'],
      [[], 'body'],
    ] as const) {
      const res = await check(key, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorsOf(res.body).map((e) => e.field)).toEqual([field]);
    }
    const { key: shipper } = await api.user('Shipper');
    expect((await vetting(shipper)).status).toBe(403);
    expect((await check(shipper, { dotNumber: '1000001' })).status).toBe(403);
    expect((await api.call('GET', '/v2/users/me/vetting')).status).toBe(401);
    expect((await check('not-a-key', { dotNumber: '1000001' })).status).toBe(401);
  });

  it('one USDOT number, one account: 409 naming dotNumber, nothing written; a number given up is free', async () => {
    const { dot, mc } = ownCarrier();
    const [first, second] = [await provider(), await provider()];
    expect((await check(first.key, { dotNumber: dot })).body.status).toBe('Verified');
    const [firstsBefore, claimBefore] = [
      await item(keys.vetting(first.user.userId)),
      await item(keys.dotNumberClaim(dot)),
    ];
    const refused = await check(second.key, { dotNumber: dot });
    expect(refused.status).toBe(409);
    expect(errorsOf(refused.body).map((e) => e.field)).toEqual(['dotNumber']);
    expect(await item(keys.vetting(second.user.userId))).toBeUndefined();
    expect(await item(keys.vetting(first.user.userId))).toStrictEqual(firstsBefore);
    expect(await item(keys.dotNumberClaim(dot))).toStrictEqual(claimBefore);
    expect((await api.call('GET', '/v2/', { key: second.key })).body.dotNumber).toBeUndefined();
    // by its MC number alone the docket names the same USDOT number: the MC number is the one to fix
    const byDocket = await check(second.key, { mcNumber: mc });
    expect(byDocket.status).toBe(409);
    expect(errorsOf(byDocket.body).map((e) => e.field)).toEqual(['mcNumber']);
    // the first gives another number: the old one is released, and the second may take it
    const other = ownCarrier();
    await check(first.key, { dotNumber: other.dot });
    expect((await check(second.key, { dotNumber: dot })).body.status).toBe('Verified');
    // no number at all: Unverified, nothing claimed, nothing due, no number on the user
    expect((await check(first.key, {})).body).toMatchObject({ status: 'Unverified', reasons: [] });
    expect(await item(keys.dotNumberClaim(other.dot))).toBeUndefined();
    expect((await api.call('GET', '/v2/', { key: first.key })).body.dotNumber).toBeUndefined();
    const due = await db().send(
      new QueryCommand({
        TableName: api.tableName,
        KeyConditionExpression: 'PK = :due',
        ExpressionAttributeValues: { ':due': VETTING_DUE },
      }),
    );
    expect((due.Items ?? []).filter((entry) => entry.userId === first.user.userId)).toEqual([]);
  });

  it('an MC number of another USDOT number, or one FMCSA does not know, fails on mcNumber', async () => {
    const [a, b] = [ownCarrier(), ownCarrier()];
    const mismatch = await check((await provider()).key, { dotNumber: a.dot, mcNumber: b.mc });
    expect(mismatch.body.status).toBe('Failed');
    expect(mismatch.body.reasons.map((r: any) => `${r.code} ${r.field}`)).toEqual(['DocketNumberMismatch mcNumber']);
    const unknown = await check((await provider()).key, { mcNumber: '899999' });
    expect(unknown.body.reasons.map((r: any) => `${r.code} ${r.field}`)).toEqual([
      'DocketNumberUnknown mcNumber',
      'DotNumberUnknown dotNumber',
    ]);
  });

  it('FMCSA away: a provider checked before keeps its verdict and checkedOn; one never checked is Pending', async () => {
    const { dot, mc } = ownCarrier();
    const { key } = await provider();
    const before = (await check(key, { dotNumber: dot })).body;
    edit((carriers) => {
      carriers.maintenance = true;
    });
    try {
      const during = (await check(key, { dotNumber: dot })).body;
      expect(during).toMatchObject({ status: 'Verified', checkedOn: before.checkedOn, legalName: before.legalName });
      expect(during.attemptedOn > before.attemptedOn).toBe(true);
      // an outage changes nothing anyone relies on: no event
      await eventually(async () => api.streamCaughtUp(), Boolean, 'the notifier to read the outage');
      expect(await inbox(key)).toEqual([]);
      const fresh = (await check((await provider()).key, { mcNumber: mc })).body;
      expect(fresh).toMatchObject({ status: 'Pending', mcNumber: mc, reasons: [] });
      expect(fresh.checkedOn).toBeUndefined();
    } finally {
      edit((carriers) => {
        carriers.maintenance = false;
      });
    }
  });
});

describe('a provider created with numbers', () => {
  const providerBody = (user: Record<string, unknown>) => ({
    user: {
      userType: 'ServiceProvider',
      userName: `vetted${nextPerson}${Date.now() % 100_000}`,
      firstName: 'Lou',
      lastName: 'Star',
      emailAddress: `lou${nextPerson++}-${Date.now()}@example.com`,
      password: 'Secret1',
      mobilePhone: '+1 512 555 0100',
      ...user,
    },
    profile: { entityType: 'Carrier', trailerTypes: ['AutoCarrier'], commodities: ['Vehicles'], regions: ['USA-TX'] },
  });

  it('claims them at once and is checked by the daily job within its first run', async () => {
    const { key: integrator } = await api.user('Affiliate');
    const { dot, mc } = ownCarrier();
    const created = await api.call('POST', '/v2/users', {
      key: integrator,
      body: providerBody({ dotNumber: `DOT ${dot}`, mcNumber: `MC ${mc}` }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const userId = created.body.userId as number;
    expect(await item(keys.dotNumberClaim(dot))).toMatchObject({ userId });
    const checked = await eventually(
      () => item(keys.vetting(userId)),
      (v) => v?.status === 'Verified',
      'the daily job to check the new provider',
    );
    expect(checked).toMatchObject({ dotNumber: dot, mcNumber: mc });
    // another account giving the number: 409 naming it, and no user made
    const again = await api.call('POST', '/v2/users', { key: integrator, body: providerBody({ dotNumber: dot }) });
    expect(again.status).toBe(409);
    expect(errorsOf(again.body).map((e) => e.field)).toEqual(['user.dotNumber']);
    // a shipper has no numbers
    const shipper = await api.call('POST', '/v2/users', {
      key: integrator,
      body: { user: { ...providerBody({ mcNumber: mc }).user, userType: 'Shipper' } },
    });
    expect(shipper.status).toBe(400);
    expect(errorsOf(shipper.body).map((e) => e.field)).toEqual(['user.mcNumber']);
  });
});

describe('shippers see it, and a Failed provider cannot haul', () => {
  it('a carrier put out of service while it has an active bid and a booking', async () => {
    const { dot } = ownCarrier();
    const { key: carrier, user } = await provider();
    const { key: shipper, user: shipperUser } = await api.user('Shipper');
    const { key: bystander } = await api.user('Shipper');
    // the shipper reads its email in French (docs/notifications.md)
    expect(
      (await api.call('PUT', '/v2/users/me/notifications', { key: shipper, body: { language: 'fr' } })).status,
    ).toBe(200);
    expect((await check(carrier, { dotNumber: dot })).body.status).toBe('Verified');
    const listing = async () => {
      const res = await api.call('POST', '/v2/listings', { key: shipper, body: listingBody() });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return Number(res.headers.get('location')!.split('/').pop());
    };
    const [open, booked, another] = [await listing(), await listing(), await listing()];
    const bid = async (listingId: number) =>
      api.call('POST', `/v2/listings/${listingId}/bids`, { key: carrier, body: bidBody() });
    const activeBid = (await bid(open)).body.bidId as number;
    const bookedBid = (await bid(booked)).body.bidId as number;
    expect((await api.call('POST', `/v2/bids/${bookedBid}/acceptance`, { key: shipper })).status).toBe(200);
    const shown = (await api.call('GET', `/v2/bids/${activeBid}`, { key: shipper })).body.vettingSummary;
    expect(shown).toMatchObject({ status: 'Verified', authority: { common: 'Active' }, safetyRating: 'Satisfactory' });
    // the bidder sees its own bid without it (it is the shipper's weighing)
    expect((await api.call('GET', `/v2/bids/${activeBid}`, { key: carrier })).body.vettingSummary).toBeUndefined();

    ownCarrier({ oosDate: '11/29/2026', allowedToOperate: 'N' }, Number(dot));
    const failed = (await check(carrier, { dotNumber: dot })).body;
    expect(failed.status).toBe('Failed');
    expect(failed.reasons.map((r: any) => r.code)).toEqual(['NotAllowedToOperate', 'OutOfService']);
    // cannot bid: 403 naming the reason's field
    const refused = await bid(another);
    expect(refused.status).toBe(403);
    expect(errorsOf(refused.body)[0]).toMatchObject({ field: 'dotNumber' });
    expect(errorsOf(refused.body)[0]!.reason).toContain('NotAllowedToOperate');
    // its open bid cannot be accepted: 409 naming bidId
    const accepting = await api.call('POST', `/v2/bids/${activeBid}/acceptance`, { key: shipper });
    expect(accepting.status).toBe(409);
    expect(errorsOf(accepting.body).map((e) => e.field)).toEqual(['bidId']);
    // and whoever weighs it sees why: the bid, the booking's contacts, the profile
    expect((await api.call('GET', `/v2/bids/${activeBid}`, { key: shipper })).body.vettingSummary.status).toBe(
      'Failed',
    );
    const contacts = await api.call('GET', `/v2/listings/${booked}/contacts`, { key: shipper });
    expect(contacts.body.serviceProvider.user.vettingSummary).toMatchObject({ status: 'Failed' });
    const profile = await api.call('GET', `/v2/users/${user.userId}/profile`, { key: shipper });
    expect(profile.body.vettingSummary).toMatchObject({ status: 'Failed', checkedOn: failed.checkedOn });
    // Provider.VettingChanged/v1: the carrier hears of its own, the shipper of the listings it relies on it for
    const [heard] = await eventually(
      () => inbox(shipper),
      (items) => items.length > 0,
      "the shipper's VettingChanged",
    );
    expect(heard.data).toEqual({
      providerId: user.userId,
      status: 'Failed',
      previousStatus: 'Verified',
      changed: ['status', 'outOfService'],
      reasons: ['NotAllowedToOperate', 'OutOfService'],
      checkedOn: failed.checkedOn,
      listingIds: [open, booked].sort((a, b) => a - b),
    });
    const [own] = await eventually(
      () => inbox(carrier),
      (items) => items.length > 0,
      "the carrier's own",
    );
    expect(own.data).toMatchObject({ providerId: user.userId, status: 'Failed' });
    expect(own.data.listingIds).toBeUndefined();
    const [mail] = await eventually(
      () => mailTo(shipperUser.emailAddress),
      (mails) => mails.some((m) => m.subject.includes('FMCSA')),
      "the shipper's email",
    ).then((mails) => mails.filter((m) => m.subject.includes('FMCSA')));
    expect(mail!.subject).toBe(`Transporteur ${user.userId} : vérification FMCSA Non conforme`);
    // a shipper it has nothing with hears nothing
    expect(await inbox(bystander)).toEqual([]);
    // a shipper's profile has none
    const shippersProfile = await api.call('GET', `/v2/users/${shipperUser.userId}/profile`, { key: carrier });
    expect(shippersProfile.body.vettingSummary).toBeUndefined();
  });
});

describe('the daily check', () => {
  const dueOf = async (userId: number) =>
    (
      (
        await db().send(
          new QueryCommand({
            TableName: api.tableName,
            KeyConditionExpression: 'PK = :due',
            ExpressionAttributeValues: { ':due': VETTING_DUE },
          }),
        )
      ).Items ?? []
    ).filter((entry) => entry.userId === userId);

  it('checks those due; a check run twice is one verdict; a docket of a number held elsewhere fails; closed drop out', async () => {
    const { dot, mc } = ownCarrier();
    const { key, user } = await provider();
    const first = (await check(key, { dotNumber: dot })).body;
    // another account gave the same carrier's MC number while FMCSA was away: Pending, nothing claimed yet
    edit((carriers) => {
      carriers.maintenance = true;
    });
    const lookalike = await provider();
    expect((await check(lookalike.key, { mcNumber: mc })).body.status).toBe('Pending');
    edit((carriers) => {
      carriers.maintenance = false;
    });
    // a provider with a number that closes its account
    const closing = await uniquePerson('ServiceProvider');
    const closingDot = ownCarrier().dot;
    await check(closing.key, { dotNumber: closingDot });
    // its copy of its data holds its vetting (docs/privacy.md)
    const asked = await api.call('POST', '/v2/users/me/export', { key: closing.key });
    const ready = await eventually(
      () => api.call('GET', new URL(asked.headers.get('location')!).pathname, { key: closing.key }),
      (res) => res.body.status === 'Ready',
      'the export built by the privacy job',
    );
    const exported = (await (await fetch(ready.body.link.href)).json()) as Record<string, any>;
    expect(exported.vetting).toEqual([expect.objectContaining({ dotNumber: closingDot, status: 'Verified' })]);
    const closed = await api.call('DELETE', '/v2/users/me', { key: closing.key, body: { password: closing.password } });
    expect(closed.status).toBe(202);

    ownCarrier({ safetyRating: 'U' }, Number(dot));
    const client = new FmcsaClient({
      baseUrl: fmcsa.standIn.baseUrl,
      webKey: LOCAL_FMCSA_WEB_KEY,
      backoffMs: () => 0,
    });
    // a day and a minute later: every provider is due, and checked again
    const later = () => new Date(Date.parse(first.nextCheckOn) + 60_000);
    const run = await checkDueProviders({ limit: 1000, budgetMs: 60_000, fmcsa: client }, later);
    expect(run).toMatchObject({ errors: 0, unavailable: 0 });
    const after = (await vetting(key)).body;
    expect(after).toMatchObject({ status: 'Failed', checkedOn: later().toISOString() });
    expect(after.reasons.map((r: any) => r.code)).toEqual(['UnsatisfactoryRating']);
    const theirs = (await vetting(lookalike.key)).body;
    expect(theirs).toMatchObject({ status: 'Failed', mcNumber: mc });
    expect(theirs.dotNumber).toBeUndefined();
    expect(theirs.reasons.map((r: any) => `${r.code} ${r.field}`)).toEqual(['DotNumberClaimed mcNumber']);
    expect(await item(keys.dotNumberClaim(dot))).toMatchObject({ userId: user.userId });
    expect(await dueOf(closing.user.userId)).toEqual([]);
    // run again at the same instant: every check moved its provider a day on, so nothing is due
    expect(await checkDueProviders({ limit: 1000, budgetMs: 60_000, fmcsa: client }, later)).toEqual({
      checked: 0,
      failed: 0,
      unavailable: 0,
      errors: 0,
    });
    expect((await vetting(key)).body).toEqual(after);
    // the erasure deletes its vetting and frees its number for whoever holds it next
    await eventually(
      () => item(keys.dotNumberClaim(closingDot)),
      (claim) => claim === undefined,
      'the erasure of the closed account',
    );
    expect(await item(keys.vetting(closing.user.userId))).toBeUndefined();
    expect((await check((await provider()).key, { dotNumber: closingDot })).body.status).toBe('Verified');
  });
});

describe('shippers choose', () => {
  it("a shipper's default goes onto the listings it posts; bidders short of it are refused naming the requirement; search tells each provider", async () => {
    const { key: shipper } = await api.user('Shipper');
    const requirements = (key: string, body?: unknown) =>
      api.call(body === undefined ? 'GET' : 'PUT', '/v2/users/me/providerRequirements', { key, body });
    expect((await requirements(shipper)).body).toMatchObject({
      verified: false,
      minimumCargoInsurance: null,
      minimumLiabilityInsurance: null,
      maximumSafetyRating: null,
    });
    const set = await requirements(shipper, {
      verified: true,
      minimumCargoInsurance: { amount: 100_000, currencyType: 'USD' },
      maximumSafetyRating: 'conditional',
    });
    expect(set.status).toBe(200);
    const byDefault = {
      verified: true,
      minimumCargoInsurance: { amount: 100_000, currencyType: 'USD' },
      maximumSafetyRating: 'Conditional',
    };
    expect(set.body).toMatchObject({ ...byDefault, minimumLiabilityInsurance: null });
    expect((await requirements(shipper)).body).toEqual(set.body);
    for (const [body, field] of [
      [{ minimumCargoInsurance: { amount: 5, currencyType: 'CAD' } }, 'minimumCargoInsurance.currencyType'],
      [{ minimumLiabilityInsurance: { amount: -1, currencyType: 'USD' } }, 'minimumLiabilityInsurance.amount'],
      [{ maximumSafetyRating: 'Excellent' }, 'maximumSafetyRating'],
      [{ verified: 'yes' }, 'verified'],
    ] as const) {
      const refused = await requirements(shipper, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(errorsOf(refused.body).map((e) => e.field)).toEqual([field]);
    }
    const { key: someProvider } = await provider();
    expect((await requirements(someProvider)).status).toBe(403);
    expect((await requirements(someProvider, { verified: true })).status).toBe(403);

    const post = async (overrides: Record<string, unknown> = {}) => {
      const res = await api.call('POST', '/v2/listings', { key: shipper, body: listingBody(overrides) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return Number(res.headers.get('location')!.split('/').pop());
    };
    const [defaulted, own, none] = [
      await post(),
      await post({ providerRequirements: { minimumLiabilityInsurance: { amount: 2_000_000, currencyType: 'USD' } } }),
      await post({ providerRequirements: null }),
    ];
    const listing = async (id: number) => (await api.call('GET', `/v2/listings/${id}`, { key: someProvider })).body;
    expect((await listing(defaulted)).providerRequirements).toEqual(byDefault);
    expect((await listing(own)).providerRequirements).toEqual({
      minimumLiabilityInsurance: { amount: 2_000_000, currencyType: 'USD' },
    });
    expect((await listing(none)).providerRequirements).toBeUndefined();

    // the sample carrier: $100,000 cargo and $1,000,000 liability on file, Satisfactory
    const { key: verified } = await provider();
    expect((await check(verified, { dotNumber: ownCarrier().dot })).body.status).toBe('Verified');
    const { key: unverified } = await provider();
    const bid = (listingId: number, key: string) =>
      api.call('POST', `/v2/listings/${listingId}/bids`, { key, body: bidBody() });
    const refused = await bid(defaulted, unverified);
    expect(refused.status).toBe(403);
    expect(errorsOf(refused.body).map((e) => e.field)).toEqual(['providerRequirements.verified']);
    expect((await bid(defaulted, verified)).status).toBe(201);
    const short = await bid(own, verified);
    expect(short.status).toBe(403);
    expect(errorsOf(short.body)[0]).toMatchObject({ field: 'providerRequirements.minimumLiabilityInsurance' });
    expect(errorsOf(short.body)[0]!.reason).toContain('$1,000,000');
    expect((await bid(none, unverified)).status).toBe(201);

    // search: each provider sees whether it meets each found listing's requirements
    const found = async (key: string) => {
      const items = await eventually(
        async () => (await api.call('POST', '/v2/search?$top=100', { key, body: {} })).body.items as any[],
        (items) => [defaulted, own, none].every((id) => items.some((item) => item.listingId === id)),
        'the three listings in search',
      );
      return Object.fromEntries(
        [defaulted, own, none].map((id) => [id, items.find((item) => item.listingId === id).meetsRequirements]),
      );
    };
    expect(await found(verified)).toEqual({ [defaulted]: true, [own]: false, [none]: undefined });
    expect(await found(unverified)).toEqual({ [defaulted]: false, [own]: false, [none]: undefined });
    // a shipper searching is told nothing of it
    expect(await found(shipper)).toEqual({ [defaulted]: undefined, [own]: undefined, [none]: undefined });
  });
});
