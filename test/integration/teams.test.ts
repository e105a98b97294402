import { describe, expect, it } from 'vitest';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { joinCompany, mailsTo } from '../support/teams.ts';
import { bidBody, listingBody, rateRequestBody } from '../support/listings.ts';
import { db } from '../../shared/data/client.ts';
import { runPrivacyJobs } from '../../shared/domain/privacy/jobs.ts';

// Companies with members (docs/teams.md), over HTTP: an owner invites, the invitation is emailed
// with a one-time link, the member sets its password and gets its own keys, and then acts for the
// company within its role; a role change holds from the next request, a removal at once.

const api = apiForThisFile({ email: true });
let counter = 0;
const address = (who: string) => `${who}-${Date.now()}-${counter++}@teams.example`;
const idOf = (res: { headers: Headers }) => Number(res.headers.get('location')!.split('/').pop());

/** A member named `who`, on the company's dispatch line. */
const join = (ownerKey: string, role: string, who = role.toLowerCase()) =>
  joinCompany(api, ownerKey, role, {
    emailAddress: address(who),
    firstName: who,
    lastName: 'Member',
    mobilePhone: '+1 512 555 0101',
  });

describe('a company of one', () => {
  it('reads as before: GET /v2/ is its user, its owner, and it has no members', async () => {
    const { key, user } = await api.user('Shipper');
    const me = await api.call('GET', '/v2/', { key });
    expect(me.body).toMatchObject({
      userId: user.userId,
      memberId: user.userId,
      role: 'Owner',
      emailAddress: user.emailAddress,
    });
    expect((await api.call('GET', '/v2/users/me/members', { key })).body).toMatchObject({ items: [], totalCount: 0 });
  });
});

describe('a carrier company with members', () => {
  it('a dispatcher joins through the emailed link and bids for the company, within its role', async () => {
    const { key: owner, user: company } = await api.user('ServiceProvider');
    const { key: shipper } = await api.user('Shipper');
    const dispatcher = await join(owner, 'Dispatcher');
    const me = await api.call('GET', '/v2/', { key: dispatcher.key });
    expect(me.body).toMatchObject({
      userId: company.userId,
      memberId: dispatcher.memberId,
      role: 'Dispatcher',
      userType: { value: 'ServiceProvider' },
    });

    // the company's bid: the shipper sees the company as the bidder
    const listingId = idOf(await api.call('POST', '/v2/listings', { key: shipper, body: listingBody() }));
    const bid = await api.call('POST', `/v2/listings/${listingId}/bids`, { key: dispatcher.key, body: bidBody(900) });
    expect(bid.status, JSON.stringify(bid.body)).toBe(201);
    const bids = await api.call('GET', `/v2/listings/${listingId}/bids`, { key: shipper });
    expect(JSON.stringify(bids.body)).toContain(String(company.userId));
    // the owner sees it as its own
    expect((await api.call('GET', `/v2/bids/${idOf(bid)}`, { key: owner })).status).toBe(200);

    // what its role does not allow: 403 naming the role, code 40303
    for (const [method, path, body] of [
      ['POST', '/v2/users/me/members', { emailAddress: address('x'), firstName: 'X', lastName: 'Y', role: 'Viewer' }],
      ['DELETE', '/v2/users/me', { password: 'secret-123' }],
      ['PUT', '/v2/users/me/notifications', { language: 'fr' }],
      ['POST', '/v2/listings', listingBody()],
      ['GET', '/v2/users/me/securityEvents', undefined],
    ] as const) {
      const refused = await api.call(method, path, { key: dispatcher.key, body });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(errorsOf(refused.body)[0], `${method} ${path}`).toMatchObject({
        code: 40303,
        field: 'role',
        reason: expect.stringContaining('Dispatcher'),
      });
    }
    // a restricted key of its own, never beyond its role
    const narrow = await api.call('POST', '/v2/apikeys/restricted', {
      key: dispatcher.key,
      body: { name: 'board', scopes: ['account:read', 'bids:write'] },
    });
    expect(narrow.status).toBe(201);
    const beyond = await api.call('POST', '/v2/apikeys/restricted', {
      key: dispatcher.key,
      body: { name: 'more', scopes: ['members:manage'] },
    });
    expect(beyond.status).toBe(403);
    expect(errorsOf(beyond.body)[0]).toMatchObject({ code: 40303, field: 'scopes' });
    // the dispatcher's keys are its own
    expect((await api.call('GET', '/v2/apikeys/restricted', { key: owner })).body.items ?? []).toEqual([]);
    // its own trail: the key it made, by it
    const own = (await api.call('GET', '/v2/users/me/securityEvents', { key: owner })).body.items as { type: string }[];
    expect(own.map((e) => e.type)).not.toContain('RestrictedKey.Created');
    const viaNarrow = await api.call('GET', '/v2/', { key: narrow.body.apiKey });
    expect(viaNarrow.body).toMatchObject({ userId: company.userId, memberId: dispatcher.memberId, role: 'Dispatcher' });
  });

  it('a viewer reads and cannot write; a role changed holds from the next request; a removed member is refused at once', async () => {
    const { key: owner, user: company } = await api.user('ServiceProvider');
    const { key: shipper } = await api.user('Shipper');
    const listingId = idOf(await api.call('POST', '/v2/listings', { key: shipper, body: listingBody() }));
    const viewer = await join(owner, 'Viewer');
    // a colleague on the same dispatch line (join gives every member one mobile phone)
    const keeper = await join(owner, 'Dispatcher', 'keeper');
    expect((await api.call('GET', `/v2/listings/${listingId}`, { key: viewer.key })).status).toBe(200);
    const refused = await api.call('POST', `/v2/listings/${listingId}/bids`, { key: viewer.key, body: bidBody(800) });
    expect(refused.status).toBe(403);
    expect(errorsOf(refused.body)[0]).toMatchObject({
      code: 40303,
      field: 'role',
      reason: expect.stringContaining('Viewer'),
    });

    const changed = await api.call('PUT', `/v2/users/me/members/${viewer.memberId}`, {
      key: owner,
      body: { role: 'Dispatcher' },
    });
    expect(changed.body).toMatchObject({ memberId: viewer.memberId, role: 'Dispatcher', status: 'Active' });
    expect(
      (await api.call('POST', `/v2/listings/${listingId}/bids`, { key: viewer.key, body: bidBody(800) })).status,
    ).toBe(201);

    const listed = await api.call('GET', '/v2/users/me/members', { key: owner });
    expect(listed.body).toMatchObject({
      totalCount: 2,
      items: [
        {
          memberId: viewer.memberId,
          role: 'Dispatcher',
          emailAddress: viewer.emailAddress,
          firstName: 'viewer',
          mobilePhone: '+1 512 555 0101',
          status: 'Active',
          invitedBy: company.userId,
        },
        { memberId: keeper.memberId },
      ],
    });
    expect((await api.call('DELETE', `/v2/users/me/members/${viewer.memberId}`, { key: owner })).status).toBe(204);
    // its erasure looks for what is its own alone: the company's name and a colleague's shared phone stay
    await eventually(
      () => runPrivacyJobs(),
      (run) => run.waiting === 0,
      "the removed member's erasure",
    );
    expect((await api.call('GET', `/v2/users/me/members/${keeper.memberId}`, { key: owner })).body).toMatchObject({
      firstName: 'keeper',
      mobilePhone: '+1 512 555 0101',
    });
    expect((await api.call('GET', '/v2/', { key: owner })).body.companyName).toBe(company.companyName);
    expect((await api.call('GET', '/v2/', { key: keeper.key })).body.companyName).toBe(company.companyName);
    expect((await api.call('GET', '/v2/', { key: viewer.key })).status).toBe(401);
    expect((await api.call('GET', `/v2/users/me/members/${viewer.memberId}`, { key: owner })).status).toBe(404);
    // what it made stays the company's: its bid is still there
    expect(
      ((await api.call('GET', `/v2/listings/${listingId}/bids`, { key: shipper })).body.items as unknown[]).length,
    ).toBe(1);
    // its address is free: it may be invited again, and the trail says who did what
    expect(
      (
        await api.call('POST', '/v2/users/me/members', {
          key: owner,
          body: { emailAddress: viewer.emailAddress, firstName: 'Again', lastName: 'Member', role: 'Viewer' },
        })
      ).status,
    ).toBe(201);
    const trail = (await api.call('GET', '/v2/users/me/securityEvents?$top=50', { key: owner })).body.items as {
      type: string;
      by?: number;
      details: Record<string, unknown>;
    }[];
    for (const type of ['Member.Invited', 'Member.Joined', 'Member.RoleChanged', 'Member.Removed']) {
      const entry = trail.find((e) => e.type === type && e.details.memberId === viewer.memberId);
      expect(entry, type).toMatchObject({
        details: { by: type === 'Member.Joined' ? viewer.memberId : company.userId },
      });
      // every entry of a request made with a key names who made it (the acceptance has no key)
      expect(entry!.by, type).toBe(type === 'Member.Joined' ? undefined : company.userId);
    }
  });
});

describe('data exports of a company and of its members', () => {
  it("the owner's export is the company's, with its members; a member's is its own, whatever its role", async () => {
    const { key: owner, user: company } = await api.user('ServiceProvider');
    const driver = await join(owner, 'Driver');
    const download = async (key: string) => {
      const asked = await api.call('POST', '/v2/users/me/export', { key });
      expect(asked.status, JSON.stringify(asked.body)).toBe(202);
      const path = new URL(asked.headers.get('location')!).pathname;
      const ready = await eventually(
        () => api.call('GET', path, { key }),
        (res) => res.body.status === 'Ready',
        'the export',
      );
      return { path, document: (await (await fetch(ready.body.link.href)).json()) as Record<string, any> };
    };
    const mine = await download(driver.key);
    expect(mine.document.profile).toMatchObject({
      userId: driver.memberId,
      emailAddress: driver.emailAddress,
      companyId: company.userId,
      role: 'Driver',
    });
    expect(mine.document.members).toEqual([expect.objectContaining({ memberId: driver.memberId })]);
    expect(JSON.stringify(mine.document)).not.toContain(company.emailAddress);
    const companys = await download(owner);
    expect(companys.document.profile).toMatchObject({ userId: company.userId });
    expect(companys.document.members).toEqual([
      expect.objectContaining({ memberId: driver.memberId, emailAddress: driver.emailAddress, role: 'Driver' }),
    ]);
    // each reads its own export only
    expect((await api.call('GET', mine.path, { key: owner })).status).toBe(403);
    expect((await api.call('GET', companys.path, { key: driver.key })).status).toBe(403);
  });
});

describe('a company closed', () => {
  it('closes its members: their keys refused, their users closed, their entries gone, their addresses not suppressed', async () => {
    const { key: owner, user: company } = await api.user('Shipper');
    const agent = await join(owner, 'Agent');
    const pending = await api.call('POST', '/v2/users/me/members', {
      key: owner,
      body: { emailAddress: address('pending'), firstName: 'P', lastName: 'Q', role: 'Viewer' },
    });
    expect((await api.call('GET', '/v2/', { key: agent.key })).status).toBe(200);
    const { closeAccount } = await import('../../shared/domain/privacy/closure.ts');
    await closeAccount(company.userId);
    expect((await api.call('GET', '/v2/', { key: agent.key })).status).toBe(401);
    for (const memberId of [agent.memberId, idOf(pending)]) {
      const { Item } = await db().send(
        new GetCommand({ TableName: api.tableName, Key: { PK: `USER#${memberId}`, SK: 'USER' }, ConsistentRead: true }),
      );
      expect(Item!.status, String(memberId)).toBe('Closed');
      expect(
        (
          await db().send(
            new GetCommand({
              TableName: api.tableName,
              Key: { PK: `USER#${company.userId}`, SK: `MEMBER#${memberId}` },
              ConsistentRead: true,
            }),
          )
        ).Item,
      ).toBeUndefined();
    }
    // the agent did not ask to leave: its address may sign up again and be emailed
    expect(
      (
        await db().send(
          new GetCommand({ TableName: api.tableName, Key: { PK: `EMAIL#${agent.emailAddress}`, SK: 'EMAIL' } }),
        )
      ).Item,
    ).toBeUndefined();
  });
});

describe("the invitation's page", () => {
  it('opens a password form; its post joins and answers a page; a password that breaks the rules shows the form again', async () => {
    const { key: owner } = await api.user('Shipper');
    const emailAddress = address('form');
    expect(
      (
        await api.call('POST', '/v2/users/me/members', {
          key: owner,
          body: { emailAddress, firstName: 'Fay', lastName: 'Form', role: 'Viewer' },
        })
      ).status,
    ).toBe(201);
    const [mail] = await eventually(
      () => mailsTo(emailAddress),
      (m) => m.length >= 1,
      'the invitation',
    );
    const page = /\/v2\/invitations\/[A-Za-z0-9_-]{22}(?=")/.exec(mail!.html)![0];
    const form = (password: string) =>
      api.call('POST', `${page}/acceptance`, {
        rawBody: Buffer.from(new URLSearchParams({ password }).toString()),
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      });
    const short = await form('123');
    expect(short.status).toBe(400);
    expect(short.body).toContain('aria-invalid="true"');
    const joined = await form('secret-123');
    expect(joined.status).toBe(200);
    expect(joined.headers.get('content-type')).toContain('text/html');
    expect((await api.call('POST', '/v2/apikeys', { body: { emailAddress, password: 'secret-123' } })).status).toBe(
      200,
    );
    // a page that is no token's is still a page: it reads nothing, and its post says the invitation is gone
    expect((await api.call('GET', '/v2/invitations/not-a-token', { headers: { accept: 'text/html' } })).status).toBe(
      200,
    );
  });
});

describe('invitations and members refused', () => {
  it("an email that is a user's already: 409 naming emailAddress; a role the company does not give: 400 naming role; at most 100 members", async () => {
    const { key: owner, user: company } = await api.user('ServiceProvider');
    const { user: someone } = await api.user('Shipper');
    const taken = await api.call('POST', '/v2/users/me/members', {
      key: owner,
      body: { emailAddress: someone.emailAddress, firstName: 'A', lastName: 'B', role: 'Viewer' },
    });
    expect(taken.status).toBe(409);
    expect(errorsOf(taken.body)[0]).toMatchObject({ field: 'emailAddress' });
    const agent = await api.call('POST', '/v2/users/me/members', {
      key: owner,
      body: { emailAddress: address('agent'), firstName: 'A', lastName: 'B', role: 'Agent' },
    });
    expect(agent.status).toBe(400);
    expect(errorsOf(agent.body)[0]).toMatchObject({ field: 'role' });
    const unknown = await api.call('POST', '/v2/users/me/members', {
      key: owner,
      body: { emailAddress: address('x'), firstName: 'A', lastName: 'B', role: 'Boss' },
    });
    expect(errorsOf(unknown.body)[0]).toMatchObject({ field: 'role' });
    // the hundredth member is the last
    await db().send(
      new UpdateCommand({
        TableName: api.tableName,
        Key: { PK: `USER#${company.userId}`, SK: 'USER' },
        UpdateExpression: 'SET memberCount = :n',
        ExpressionAttributeValues: { ':n': 100 },
      }),
    );
    const full = await api.call('POST', '/v2/users/me/members', {
      key: owner,
      body: { emailAddress: address('full'), firstName: 'A', lastName: 'B', role: 'Viewer' },
    });
    expect(full.status).toBe(409);
    expect(errorsOf(full.body)[0]!.reason).toContain('100');
  });

  it("an invitation works once; an unknown token is 404 naming token; another company's members are not found; no key is 401", async () => {
    const { key: owner } = await api.user('Shipper');
    const { key: other } = await api.user('Shipper');
    const emailAddress = address('agent');
    const invited = await api.call('POST', '/v2/users/me/members', {
      key: owner,
      body: { emailAddress, firstName: 'Ann', lastName: 'Agent', role: 'Agent' },
    });
    expect(invited.body).toMatchObject({ role: 'Agent', status: 'Invited' });
    const [mail] = await eventually(
      () => mailsTo(emailAddress),
      (m) => m.length >= 1,
      'the invitation',
    );
    expect(mail!.subject).toContain('invites you');
    const link = /\/v2\/invitations\/[A-Za-z0-9_-]{22}\/acceptance/.exec(mail!.text)![0];
    // no password of the rules: 400 naming it, and the invitation still works
    expect(errorsOf((await api.call('POST', link, { body: { password: '123' } })).body)[0]).toMatchObject({
      field: 'password',
    });
    expect((await api.call('POST', link, { body: { password: 'secret-123' } })).status).toBe(200);
    const again = await api.call('POST', link, { body: { password: 'secret-456' } });
    expect(again.status).toBe(404);
    expect(errorsOf(again.body)[0]).toMatchObject({ field: 'token' });
    expect(
      (await api.call('POST', '/v2/invitations/not-a-token/acceptance', { body: { password: 'secret-123' } })).status,
    ).toBe(404);
    // only the first password took
    expect((await api.call('POST', '/v2/apikeys', { body: { emailAddress, password: 'secret-456' } })).status).toBe(
      401,
    );
    expect((await api.call('POST', '/v2/apikeys', { body: { emailAddress, password: 'secret-123' } })).status).toBe(
      200,
    );

    // the email's button opens the page (the token with it); used, its form post is told so in a page
    const page = /\/v2\/invitations\/[A-Za-z0-9_-]{22}(?=")/.exec(mail!.html)![0];
    expect(`${page}/acceptance`).toBe(link);
    const opened = await api.call('GET', page, { headers: { accept: 'text/html' } });
    expect(opened.status).toBe(200);
    expect(opened.body).toContain('action="');
    const usedForm = await api.call('POST', link, {
      rawBody: Buffer.from('password=secret-789'),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
    expect(usedForm.status).toBe(404);
    expect(usedForm.headers.get('content-type')).toContain('text/html');

    const memberId = idOf(invited);
    expect((await api.call('GET', `/v2/users/me/members/${memberId}`, { key: other })).status).toBe(404);
    expect((await api.call('DELETE', `/v2/users/me/members/${memberId}`, { key: other })).status).toBe(404);
    expect((await api.call('GET', '/v2/users/me/members', { key: other })).body).toMatchObject({ totalCount: 0 });
    expect((await api.call('GET', '/v2/users/me/members')).status).toBe(401);
    expect((await api.call('GET', '/v2/users/me/members', { key: 'nope' })).status).toBe(401);
  });
});

describe('drivers assigned to the loads they haul', () => {
  const inboxOf = async (key: string, kind: string) =>
    (
      (await api.call('GET', '/v2/notifications?$top=100', { key })).body.items as {
        kind: string;
        data: Record<string, unknown>;
      }[]
    ).filter((n) => n.kind === kind);

  it('the dispatcher bids, the agent accepts, the dispatcher assigns driver one, who reports the transit; driver two reaches none of it', async () => {
    const { key: carrier, user: carrierCompany } = await api.user('ServiceProvider');
    const { key: shipper, user: shipperCompany } = await api.user('Shipper');
    const { key: otherCarrier } = await api.user('ServiceProvider');
    const [dispatcher, one, two, agent] = [
      await join(carrier, 'Dispatcher'),
      await join(carrier, 'Driver', 'drivera'),
      await join(carrier, 'Driver', 'driverb'),
      await join(shipper, 'Agent'),
    ];

    // the agent posts for its company, the dispatcher bids for its own
    const listingId = idOf(await api.call('POST', '/v2/listings', { key: agent.key, body: listingBody() }));
    const assign = (key: string, memberId: number) =>
      api.call('PUT', `/v2/listings/${listingId}/driver`, { key, body: { memberId } });
    // before booking: 409; and a driver sees no open listing that is not its load
    const early = await assign(dispatcher.key, one.memberId);
    expect(early.status).toBe(409);
    expect(errorsOf(early.body)[0]).toMatchObject({ field: 'listingId' });
    const unseen = await api.call('GET', `/v2/listings/${listingId}`, { key: one.key });
    expect(unseen.status).toBe(403);
    expect(errorsOf(unseen.body)[0]).toMatchObject({ field: 'listingId' });
    const bid = await api.call('POST', `/v2/listings/${listingId}/bids`, { key: dispatcher.key, body: bidBody(900) });
    expect(bid.status).toBe(201);
    expect((await api.call('POST', `/v2/bids/${bid.body.bidId}/acceptance`, { key: agent.key })).status).toBe(200);

    // who may assign whom: a Driver's role does not; the shipper's side is not the booked company; only a Driver of the
    // company
    const byDriver = await assign(one.key, one.memberId);
    expect(byDriver.status).toBe(403);
    expect(errorsOf(byDriver.body)[0]).toMatchObject({
      code: 40303,
      field: 'role',
      reason: expect.stringContaining('Driver'),
    });
    expect(errorsOf((await assign(agent.key, one.memberId)).body)[0]).toMatchObject({ code: 40303, field: 'role' });
    const byShipper = await assign(shipper, one.memberId);
    expect(byShipper.status).toBe(403);
    expect(errorsOf(byShipper.body)[0]).toMatchObject({ field: 'listingId' });
    expect((await assign(otherCarrier, one.memberId)).status).toBe(403);
    for (const memberId of [dispatcher.memberId, agent.memberId, 999_999_999]) {
      const notDriver = await assign(dispatcher.key, memberId);
      expect(notDriver.status, String(memberId)).toBe(400);
      expect(errorsOf(notDriver.body)[0]).toMatchObject({ field: 'memberId' });
    }
    expect(
      errorsOf(
        (await api.call('PUT', `/v2/listings/${listingId}/driver`, { key: dispatcher.key, body: { memberId: 'one' } }))
          .body,
      )[0],
    ).toMatchObject({ field: 'memberId' });

    const assigned = await assign(dispatcher.key, one.memberId);
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body).toEqual({
      listingId,
      driver: { memberId: one.memberId, firstName: 'drivera', lastName: 'Member', mobilePhone: '+1 512 555 0101' },
    });
    expect((await assign(dispatcher.key, one.memberId)).status).toBe(200); // the same again changes nothing

    // driver one: its loads, the listing, its contacts and documents, and the transit reports
    const loads = await api.call('GET', '/v2/listings?assignedTo=me', { key: one.key });
    expect(loads.body).toMatchObject({
      totalCount: 1,
      items: [{ listingId, confidentialDescription: 'Gate code 4411', driverMemberId: one.memberId }],
    });
    const all = await api.call('GET', '/v2/listings', { key: one.key });
    expect(all.status).toBe(403);
    expect(errorsOf(all.body)[0]).toMatchObject({ field: 'assignedTo' });
    expect((await api.call('GET', `/v2/listings/${listingId}`, { key: one.key })).status).toBe(200);
    expect((await api.call('GET', `/v2/listings/${listingId}/contacts`, { key: one.key })).status).toBe(200);
    expect((await api.call('GET', `/v2/listings/${listingId}/attachments`, { key: one.key })).status).toBe(200);
    expect((await api.call('POST', `/v2/listings/${listingId}/dispatched`, { key: one.key })).status).toBe(201);
    expect(
      (
        await api.call('POST', `/v2/listings/${listingId}/locations`, {
          key: one.key,
          body: { latitude: 30.27, longitude: -97.74 },
        })
      ).status,
    ).toBe(201);
    expect((await api.call('GET', `/v2/listings/${listingId}/transitStatuses`, { key: one.key })).status).toBe(200);

    // driver two: not its load, so 403 for all of it; and no bidding, no company lists
    for (const [method, path] of [
      ['GET', `/v2/listings/${listingId}`],
      ['GET', `/v2/listings/${listingId}/contacts`],
      ['GET', `/v2/listings/${listingId}/attachments`],
      ['POST', `/v2/listings/${listingId}/pickedup`],
      ['GET', `/v2/listings/${listingId}/track`],
    ] as const) {
      const refused = await api.call(method, path, { key: two.key });
      expect(refused.status, `${method} ${path}`).toBe(403);
    }
    expect((await api.call('GET', '/v2/listings?assignedTo=me', { key: two.key })).body).toMatchObject({
      totalCount: 0,
      items: [],
    });
    const open = idOf(await api.call('POST', '/v2/listings', { key: shipper, body: listingBody() }));
    for (const [method, path, body] of [
      ['POST', `/v2/listings/${open}/bids`, bidBody(800)],
      ['POST', '/v2/search', {}],
      ['GET', '/v2/notifications', undefined],
      ['GET', '/v2/users/me/members', undefined],
    ] as const) {
      const refused = await api.call(method, path, { key: two.key, body });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(errorsOf(refused.body)[0], `${method} ${path}`).toMatchObject({ code: 40303, field: 'role' });
    }

    // the shipper sees who comes, in the contacts and the tracking, and hears of it
    const contacts = await api.call('GET', `/v2/listings/${listingId}/contacts`, { key: shipper });
    expect(contacts.body.driver).toEqual({ firstName: 'drivera', mobilePhone: '+1 512 555 0101' });
    expect(
      (await api.call('GET', `/v2/listings/${listingId}/track`, { key: agent.key })).body.carrierContactModel.driver,
    ).toEqual({ firstName: 'drivera', mobilePhone: '+1 512 555 0101' });
    // the carrier's own
    expect((await api.call('GET', `/v2/listings/${listingId}`, { key: shipper })).body.driverMemberId).toBeUndefined();
    const [told] = await eventually(
      () => inboxOf(shipper, 'DriverAssigned'),
      (items) => items.length >= 1,
      'the shipper told of its driver',
    );
    expect(told!.data).toMatchObject({ listingId, firstName: 'drivera', mobilePhone: '+1 512 555 0101' });
    const [mail] = await eventually(
      () => mailsTo(shipperCompany.emailAddress),
      (m) => m.some((x) => x.subject.includes('drivera')),
      'the email',
    ).then((m) => m.filter((x) => x.subject.includes('drivera')));
    expect(mail!.text).toContain('+1 512 555 0101');

    // another driver: the load moves from one's list to two's, and the shipper hears again
    expect((await assign(carrier, two.memberId)).status).toBe(200);
    expect((await api.call('GET', `/v2/listings/${listingId}`, { key: one.key })).status).toBe(403);
    expect((await api.call('POST', `/v2/listings/${listingId}/pickedup`, { key: one.key })).status).toBe(403);
    expect((await api.call('GET', '/v2/listings?assignedTo=me', { key: one.key })).body).toMatchObject({
      totalCount: 0,
    });
    expect((await api.call('GET', '/v2/listings?assignedTo=me', { key: two.key })).body).toMatchObject({
      totalCount: 1,
      items: [{ listingId }],
    });
    expect((await api.call('POST', `/v2/listings/${listingId}/pickedup`, { key: two.key })).status).toBe(201);
    expect((await api.call('POST', `/v2/listings/${listingId}/delivered`, { key: two.key })).status).toBe(201);
    await eventually(
      () => inboxOf(shipper, 'DriverAssigned'),
      (items) => items.some((n) => n.data.firstName === 'driverb'),
      'the shipper told of the new driver',
    );
    expect((await inboxOf(shipper, 'DriverAssigned')).length).toBe(2);
    // delivered: the driver stays as it was
    const late = await assign(dispatcher.key, one.memberId);
    expect(late.status).toBe(409);

    // what each person made carries createdBy, for its own company's eyes only
    expect((await api.call('GET', `/v2/listings/${listingId}`, { key: shipper })).body.createdBy).toBe(agent.memberId);
    expect((await api.call('GET', `/v2/listings/${listingId}`, { key: carrier })).body.createdBy).toBeUndefined();
    expect((await api.call('GET', `/v2/bids/${bid.body.bidId}`, { key: carrier })).body.createdBy).toBe(
      dispatcher.memberId,
    );
    expect((await api.call('GET', `/v2/bids/${bid.body.bidId}`, { key: shipper })).body.createdBy).toBeUndefined();
    const message = await api.call('POST', `/v2/listings/${listingId}/messages`, {
      key: dispatcher.key,
      body: { text: 'Delivered, thanks.' },
    });
    expect(message.status).toBe(201);
    expect(message.body.createdBy).toBe(dispatcher.memberId);
    const read = (await api.call('GET', `/v2/listings/${listingId}/messages`, { key: shipper })).body.items as {
      createdBy?: number;
    }[];
    expect(read.length).toBe(1);
    expect(read[0]!.createdBy).toBeUndefined();
    const feedback = await api.call('POST', `/v2/listings/${listingId}/feedback`, {
      key: agent.key,
      body: { rating: 5, onTime: true },
    });
    expect(feedback.status, JSON.stringify(feedback.body)).toBe(201);
    expect(feedback.body.createdBy).toBe(agent.memberId);
    expect(
      (await api.call('GET', `/v2/feedback/${feedback.body.feedbackId}`, { key: carrier })).body.createdBy,
    ).toBeUndefined();
    expect((await api.call('GET', `/v2/feedback/${feedback.body.feedbackId}`, { key: shipper })).body.createdBy).toBe(
      agent.memberId,
    );
    const request = await api.call('POST', '/v2/raterequests', { key: agent.key, body: rateRequestBody() });
    expect(request.status, JSON.stringify(request.body)).toBe(201);
    expect(request.body.createdBy).toBe(agent.memberId);
    expect(
      (await api.call('GET', `/v2/raterequests/${request.body.rateRequestID}`, { key: carrier })).body.createdBy,
    ).toBeUndefined();
    // the owner's own are its own id
    expect((await api.call('GET', `/v2/listings/${open}`, { key: shipper })).body.createdBy).toBe(
      shipperCompany.userId,
    );

    // members of one company never see another's members
    expect((await api.call('GET', `/v2/users/me/members/${one.memberId}`, { key: otherCarrier })).status).toBe(404);
    expect((await api.call('GET', `/v2/users/me/members/${agent.memberId}`, { key: carrier })).status).toBe(404);
    expect(carrierCompany.userId).not.toBe(shipperCompany.userId);
  });

  it('a removed driver is refused at once, and the shipper no longer sees it', async () => {
    const { key: carrier } = await api.user('ServiceProvider');
    const { key: shipper } = await api.user('Shipper');
    const driver = await join(carrier, 'Driver');
    const listingId = idOf(await api.call('POST', '/v2/listings', { key: shipper, body: listingBody() }));
    const bid = await api.call('POST', `/v2/listings/${listingId}/bids`, { key: carrier, body: bidBody(900) });
    expect((await api.call('POST', `/v2/bids/${bid.body.bidId}/acceptance`, { key: shipper })).status).toBe(200);
    expect(
      (await api.call('PUT', `/v2/listings/${listingId}/driver`, { key: carrier, body: { memberId: driver.memberId } }))
        .status,
    ).toBe(200);
    expect((await api.call('GET', `/v2/listings/${listingId}/contacts`, { key: shipper })).body.driver).toMatchObject({
      firstName: 'driver',
    });
    expect((await api.call('DELETE', `/v2/users/me/members/${driver.memberId}`, { key: carrier })).status).toBe(204);
    expect((await api.call('GET', '/v2/listings?assignedTo=me', { key: driver.key })).status).toBe(401);
    expect((await api.call('GET', `/v2/listings/${listingId}/contacts`, { key: shipper })).body.driver).toBeUndefined();
  });
});
