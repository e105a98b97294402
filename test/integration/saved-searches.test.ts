import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { GetCommand, PutCommand, QueryCommand, ScanCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { bidBody, listingBody } from '../support/listings.ts';
import { receiver } from '../support/webhook-receiver.ts';
import { db } from '../../shared/data/client.ts';
import { ALERT_DIGEST_SHARDS, alertDigestShard, keys } from '../../shared/data/keys.ts';
import { nextDigestOn } from '../../shared/domain/email/alert-digests.ts';
import { ALERTS_PER_SEARCH_DAY, alertDayOf } from '../../shared/domain/saved-searches/alert-day.ts';

// Saved searches and their alerts (docs/saved-searches.md), over HTTP against DynamoDB Local: a
// user's own searches (403 another's), every refusal naming its field, the limit of 50, results as
// POST /v2/search gives them, and the alerts: once per search and listing, at once in the inbox,
// by webhook and by email, or in a digest at 07:00 of the user's day.

const api = apiForThisFile({ email: true });
const mailApi = () => `${inject('mailDev').webUrl}/api/email`;
const mailTo = async (address: string, subject: RegExp): Promise<{ subject: string; text: string }[]> =>
  ((await (await fetch(mailApi())).json()) as { subject: string; text: string; to: { address: string }[] }[]).filter(
    (m) => m.to.some((t) => t.address === address) && subject.test(m.subject),
  );

const hooks = receiver(200);
let hooksUrl: string;
let shipper: string;
let carrier: string;
let carrierId: number;
let carrierEmail: string;
let other: string;
beforeAll(async () => {
  ({ key: shipper } = await api.user('Shipper'));
  ({
    key: carrier,
    user: { userId: carrierId, emailAddress: carrierEmail },
  } = await api.user('ServiceProvider'));
  ({ key: other } = await api.user('Broker'));
  hooksUrl = await hooks.start();
});
afterAll(() => hooks.stop());

const idOf = (res: { headers: Headers }) => res.headers.get('location')!.split('/').pop()!;
const save = (key: string, body: unknown) => api.call('POST', '/v2/searches', { key, body });
/** Austin (78704) to Tucson (85701), a car: the listing every test here posts unless told otherwise. */
const austinCars = {
  commodities: ['Vehicles'],
  origin: { coordinates: { latitude: 30.25, longitude: -97.75, radius: 60 } },
};
const newListing = async (overrides: Record<string, unknown> = {}) =>
  Number(idOf(await api.call('POST', '/v2/listings', { key: shipper, body: listingBody(overrides) })));
/** The caller's ListingMatched notifications of a search, once there are `count`. */
const matchedIn = (key: string, searchId: string, count = 1) =>
  eventually(
    async () =>
      ((await api.call('GET', '/v2/notifications?$top=100', { key })).body.items as any[]).filter(
        (n) => n.kind === 'ListingMatched' && n.data.searchId === searchId,
      ),
    (items) => items.length >= count,
    `${count} ListingMatched of search ${searchId}`,
  );

describe('a saved search is its owner’s', () => {
  it('POST 201 with Location; GET, the list, PUT and DELETE; results as POST /v2/search answers them', async () => {
    const res = await save(carrier, { name: 'Cars near Austin', query: austinCars, alerts: 'Instant' });
    expect(res.status).toBe(201);
    const searchId = idOf(res);
    expect(res.headers.get('location')).toBe(`${api.url}/v2/searches/${searchId}`);
    expect(res.body).toMatchObject({
      searchId,
      name: 'Cars near Austin',
      query: austinCars,
      alerts: 'instant',
      createdOn: expect.any(String),
      updatedOn: res.body.createdOn,
    });
    expect((await api.call('GET', `/v2/searches/${searchId}`, { key: carrier })).body).toEqual(res.body);
    const list = await api.call('GET', '/v2/searches', { key: carrier });
    expect(list.body).toMatchObject({ totalCount: 1, items: [res.body] });

    const listingId = await newListing();
    await eventually(
      () => api.call('GET', `/v2/searches/${searchId}/results`, { key: carrier }),
      (r) => r.body.items.some((i: any) => i.listingId === listingId),
      'the listing among the results',
    );
    const [saved, direct] = await Promise.all([
      api.call('GET', `/v2/searches/${searchId}/results?$top=5`, { key: carrier }),
      api.call('POST', '/v2/search?$top=5', { key: carrier, body: austinCars }),
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.items).toEqual(direct.body.items);
    expect(saved.body.totalCount).toBe(direct.body.totalCount);

    const changed = await api.call('PUT', `/v2/searches/${searchId}`, {
      key: carrier,
      body: { name: 'Boats in Texas', query: { commodities: ['Boats'], origin: { regions: ['USA-TX'] } } },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      searchId,
      name: 'Boats in Texas',
      alerts: 'none',
      createdOn: res.body.createdOn,
    });
    expect(changed.body.updatedOn > res.body.updatedOn).toBe(true);
    expect(
      (await api.call('GET', `/v2/searches/${searchId}/results`, { key: carrier })).body.items.some(
        (i: any) => i.listingId === listingId,
      ),
    ).toBe(false);

    expect((await api.call('DELETE', `/v2/searches/${searchId}`, { key: carrier })).status).toBe(204);
    const gone = await api.call('GET', `/v2/searches/${searchId}`, { key: carrier });
    expect(gone.status).toBe(404);
    expect(errorsOf(gone.body)[0]!.field).toBe('searchId');
    expect((await api.call('GET', '/v2/searches', { key: carrier })).body.totalCount).toBe(0);
  });

  it('another user gets 403 on every route of it; no key or a wrong key 401', async () => {
    const searchId = idOf(await save(carrier, { name: 'Mine', query: austinCars }));
    const body = { name: 'Theirs now', query: {} };
    for (const [method, path] of [
      ['GET', ''],
      ['PUT', ''],
      ['DELETE', ''],
      ['GET', '/results'],
    ] as const) {
      const res = await api.call(method, `/v2/searches/${searchId}${path}`, {
        key: other,
        body: method === 'PUT' ? body : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(errorsOf(res.body)[0]!.field).toBe('searchId');
      expect(
        (await api.call(method, `/v2/searches/${searchId}${path}`, { body: method === 'PUT' ? body : undefined }))
          .status,
      ).toBe(401);
      expect(
        (
          await api.call(method, `/v2/searches/${searchId}${path}`, {
            key: 'sk_sandbox_not-a-key',
            body: method === 'PUT' ? body : undefined,
          })
        ).status,
      ).toBe(401);
    }
    expect((await api.call('GET', '/v2/searches', { key: other })).body.totalCount).toBe(0);
    expect((await api.call('GET', `/v2/searches/${searchId}`, { key: carrier })).body.name).toBe('Mine');
    await api.call('DELETE', `/v2/searches/${searchId}`, { key: carrier });
  });

  it('every refusal is a 400 naming its field, the query’s under `query`', async () => {
    const cases: [unknown, string][] = [
      [{ query: {} }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: 'n', alerts: 'hourly' }, 'alerts'],
      // an alert on every listing of the marketplace is not one (docs/saved-searches.md)
      [{ name: 'n', alerts: 'instant' }, 'alerts'],
      [{ name: 'n', query: { pricingFormat: 'Auction', sort: [{ by: 'Price' }] }, alerts: 'daily' }, 'alerts'],
      [{ name: 'n', query: { commodities: ['Spaceships'] } }, 'query.commodities[0]'],
      [
        { name: 'n', query: { origin: { coordinates: { latitude: 95, longitude: 0 } } } },
        'query.origin.coordinates.latitude',
      ],
      [{ name: 'n', query: { distanceFromRoute: 50 } }, 'query.distanceFromRoute'],
      [{ name: 'n', query: { sort: [{ by: 'Price' }, { by: 'Price' }] } }, 'query.sort[1].by'],
      [[], 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await save(carrier, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(
        errorsOf(res.body).map((e) => e.field),
        JSON.stringify(body),
      ).toContain(field);
    }
    const badId = await api.call('GET', '/v2/searches/not-an-id', { key: carrier });
    expect(badId.status).toBe(400);
    expect(errorsOf(badId.body)[0]!.field).toBe('searchId');
    expect((await api.call('GET', '/v2/searches', { key: carrier })).body.totalCount).toBe(0);
  });

  it('an array where the document says object is a 400 naming it, as a string there is; nothing is kept (issue 79)', async () => {
    const { key } = await api.user('Broker');
    // each with an array, and with a string in the same place
    const cases: [unknown, unknown, string][] = [
      [{ origin: [] }, { origin: 'Austin' }, 'query.origin'],
      [{ destination: [{ regions: ['USA-TX'] }] }, { destination: 'USA-TX' }, 'query.destination'],
      [{ origin: { coordinates: [] } }, { origin: { coordinates: '30.25,-97.75' } }, 'query.origin.coordinates'],
      [{ sort: [[]] }, { sort: ['Price'] }, 'query.sort[0]'],
      [[], 'Vehicles', 'query'],
    ];
    for (const [anArray, aString, field] of cases) {
      const refused = await save(key, { name: 'n', query: anArray });
      expect(refused.status, JSON.stringify(anArray)).toBe(400);
      expect(errorsOf(refused.body), JSON.stringify(anArray)).toEqual([
        expect.objectContaining({ code: 40001, field, reason: `${field}: must be an object, not an array` }),
      ]);
      const asString = await save(key, { name: 'n', query: aString });
      expect(asString.status).toBe(400);
      expect(errorsOf(asString.body).map((e) => e.field)).toEqual([field]);
    }
    // the query is what POST /v2/search takes, which refuses the same
    const search = await api.call('POST', '/v2/search', { key, body: { origin: [] } });
    expect(search.status).toBe(400);
    expect(errorsOf(search.body).map((e) => e.field)).toEqual(['origin']);
    expect((await api.call('GET', '/v2/searches', { key })).body.totalCount).toBe(0);
  });

  it('changes at once: each applies whole or is a 409; the alert index holds exactly the last one’s entries', async () => {
    const searchId = idOf(await save(carrier, { name: 'Lanes', query: austinCars, alerts: 'instant' }));
    const queries = [
      { origin: { regions: ['USA-TX'] }, commodities: ['Boats'] },
      { origin: { regions: ['USA-CA', 'USA-NV'] } },
      { destination: { regions: ['USA-AZ'] }, trailerTypes: ['Flatbed'] },
      { commodities: ['Pets'] },
      {
        origin: { coordinates: { latitude: 41.88, longitude: -87.63, radius: 250 } },
        destination: { regions: ['USA-NY'] },
      },
    ];
    const answers = await Promise.all(
      queries.map((query, i) =>
        api.call('PUT', `/v2/searches/${searchId}`, {
          key: carrier,
          body: { name: `Change ${i}`, query, alerts: 'instant' },
        }),
      ),
    );
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect(answers.some((a) => a.status === 200)).toBe(true);
    for (const refused of answers.filter((a) => a.status === 409))
      expect(errorsOf(refused.body)[0]!.field).toBe('searchId');
    const entries = await alertEntriesOf(searchId);
    const { Item } = await db().send(
      new GetCommand({ TableName: api.tableName, Key: { PK: `SAVEDSEARCH#${searchId}`, SK: 'SAVEDSEARCH' } }),
    );
    expect(entries.sort()).toEqual([...Item!.alertPartitions].sort());
    expect(entries.length).toBeGreaterThan(0);
    expect((await api.call('DELETE', `/v2/searches/${searchId}`, { key: carrier })).status).toBe(204);
    expect(await alertEntriesOf(searchId)).toEqual([]);
  });

  it('at most 50 per user: the 51st is a 409 naming the field; deleting one makes room', async () => {
    const { key } = await api.user('ServiceProvider');
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) {
      const res = await save(key, { name: `Search ${i}`, query: { commodities: ['Boats'] } });
      expect(res.status).toBe(201);
      ids.push(idOf(res));
    }
    const refused = await save(key, { name: 'One more' });
    expect(refused.status).toBe(409);
    expect(errorsOf(refused.body)[0]).toMatchObject({ field: 'name', reason: expect.stringContaining('At most 50') });
    const page = await api.call('GET', '/v2/searches?$top=10&$skip=45', { key });
    expect(page.body).toMatchObject({ totalCount: 50 });
    expect(page.body.items.map((s: any) => s.searchId)).toEqual(ids.slice(45));
    await api.call('DELETE', `/v2/searches/${ids[0]}`, { key });
    expect((await save(key, { name: 'One more' })).status).toBe(201);
  });
});

describe('alerts', () => {
  it('instant: a new listing it finds is heard once, in the inbox, by webhook and by email; one it does not find, or a Saved one, is not', async () => {
    const { key, user } = await api.user('ServiceProvider');
    // its email at once, not in the hourly digest its kind has by default (docs/notifications.md, "Digests")
    const cadence = { ListingMatched: 'immediate' };
    expect((await api.call('PUT', '/v2/users/me/notifications', { key, body: { cadence } })).status).toBe(200);
    expect(
      (await api.call('POST', '/v2/webhooks', { key, body: { url: hooksUrl, eventTypes: ['Listing.Matched/v1'] } }))
        .status,
    ).toBe(201);
    const searchId = idOf(await save(key, { name: 'Cars near Austin', query: austinCars, alerts: 'instant' }));
    const quiet = idOf(await save(key, { name: 'Cars, no alerts', query: austinCars }));
    const boats = idOf(
      await save(key, {
        name: 'Boats near Austin',
        query: { ...austinCars, commodities: ['Boats'] },
        alerts: 'instant',
      }),
    );
    const saved = await newListing({ status: 'Saved' });
    const listingId = await newListing();

    const [heard] = await matchedIn(key, searchId);
    expect(heard.data).toMatchObject({
      searchId,
      searchName: 'Cars near Austin',
      alerts: 'instant',
      listingId,
      listing: {
        listingId,
        title: '2018 Toyota Camry, Austin to Tucson',
        commodity: 'CarsLightTrucks',
        pickup: { postalCode: '78704', stateProvince: 'TX' },
        delivery: { postalCode: '85701' },
      },
    });
    const delivery = await eventually(
      async () =>
        hooks.received
          .map((r) => JSON.parse(r.body))
          .filter((e) => e.type === 'Listing.Matched/v1' && e.data.searchId === searchId),
      (d) => d.length >= 1,
      'the webhook',
    );
    expect(delivery[0].data).toMatchObject(heard.data);
    const mails = await eventually(
      () => mailTo(user.emailAddress, /^New listing for/),
      (m) => m.length >= 1,
      'the alert email',
    );
    expect(mails[0]!.subject).toBe('New listing for “Cars near Austin”: 2018 Toyota Camry, Austin to Tucson');
    expect(mails[0]!.text).toContain(`/v2/searches/${searchId}/results`);

    // a bid changes the listing, but cannot make it newly match: nothing more; a search saved now hears only of what
    // opens after it
    await api.call('POST', `/v2/listings/${listingId}/bids`, { key: carrier, body: bidBody(900) });
    const late = idOf(await save(key, { name: 'Cars near Austin, saved late', query: austinCars, alerts: 'instant' }));
    const later = await newListing();
    await matchedIn(key, searchId, 2);
    expect((await matchedIn(key, late)).map((n) => n.data.listingId)).toEqual([later]);
    const all = ((await api.call('GET', '/v2/notifications?$top=100', { key })).body.items as any[]).filter(
      (n) => n.kind === 'ListingMatched',
    );
    expect(all.map((n) => [n.data.searchId, n.data.listingId]).sort()).toEqual(
      [
        [searchId, later],
        [searchId, listingId],
        [late, later],
      ].sort(),
    );
    expect(all.some((n) => n.data.searchId === quiet || n.data.searchId === boats || n.data.listingId === saved)).toBe(
      false,
    );
  });

  it('a Saved listing that is activated newly matches; its own shipper’s search is never alerted', async () => {
    const { key } = await api.user('ServiceProvider');
    const searchId = idOf(await save(key, { name: 'Cars near Austin', query: austinCars, alerts: 'instant' }));
    const ownId = idOf(await save(shipper, { name: 'My own cars', query: austinCars, alerts: 'instant' }));
    const listingId = await newListing({ status: 'Saved' });
    expect((await api.call('POST', `/v2/listings/${listingId}/activation`, { key: shipper })).status).toBe(204);
    const [heard] = await matchedIn(key, searchId);
    expect(heard.data.listingId).toBe(listingId);
    const marker = await newListing();
    await matchedIn(key, searchId, 2);
    expect(
      ((await api.call('GET', '/v2/notifications?$top=100', { key: shipper })).body.items as any[]).filter(
        (n) => n.kind === 'ListingMatched' && n.data.searchId === ownId,
      ),
    ).toEqual([]);
    expect(marker).toBeGreaterThan(0);
    await api.call('DELETE', `/v2/searches/${ownId}`, { key: shipper });
  });

  it('a changed search alerts on its new query only; a deleted one not at all', async () => {
    const { key } = await api.user('ServiceProvider');
    const searchId = idOf(await save(key, { name: 'Boats', query: { commodities: ['Boats'] }, alerts: 'instant' }));
    const deleted = idOf(await save(key, { name: 'Cars, deleted', query: austinCars, alerts: 'instant' }));
    expect(
      (
        await api.call('PUT', `/v2/searches/${searchId}`, {
          key,
          body: { name: 'Cars now', query: austinCars, alerts: 'instant' },
        })
      ).status,
    ).toBe(200);
    expect((await api.call('DELETE', `/v2/searches/${deleted}`, { key })).status).toBe(204);
    const listingId = await newListing();
    const [heard] = await matchedIn(key, searchId);
    expect(heard.data).toMatchObject({ listingId, searchName: 'Cars now' });
    const boat = await newListing({ items: [{ commodity: 'Boats', unitCount: 1 }], serviceTypes: ['BoatOnTrailer'] });
    const car = await newListing();
    await matchedIn(key, searchId, 2);
    const heardOf = ((await api.call('GET', '/v2/notifications?$top=100', { key })).body.items as any[])
      .filter((n) => n.kind === 'ListingMatched')
      .map((n) => n.data.listingId);
    expect(heardOf.sort()).toEqual([listingId, car].sort());
    expect(heardOf).not.toContain(boat);
  });

  it('a deleted search takes what it heard of with it, and a match an alerter adds as it goes is swept a minute later, announcing nothing', async () => {
    const { key } = await api.user('ServiceProvider');
    const searchId = idOf(await save(key, { name: 'Cars, soon deleted', query: austinCars, alerts: 'instant' }));
    const kept = idOf(await save(key, { name: 'Cars, kept', query: austinCars, alerts: 'instant' }));
    const listingId = await newListing();
    await matchedIn(key, searchId);
    await matchedIn(key, kept);
    const matchesOf = async () =>
      (
        await db().send(
          new QueryCommand({
            TableName: api.tableName,
            KeyConditionExpression: 'PK = :pk',
            ExpressionAttributeValues: { ':pk': `SAVEDSEARCH#${searchId}` },
            ConsistentRead: true,
          }),
        )
      ).Items ?? [];
    // the search's partition: the search, the match, and its day's count (docs/saved-searches.md, "A day's alerts")
    const heard = await matchesOf();
    expect(heard.map((item) => item.SK).sort()).toEqual([
      expect.stringMatching(/^ALERTDAY#/),
      `MATCH#${listingId}`,
      'SAVEDSEARCH',
    ]);
    const match = heard.find((item) => item.SK.startsWith('MATCH#'));
    expect((await api.call('DELETE', `/v2/searches/${searchId}`, { key })).status).toBe(204);
    expect(await matchesOf()).toEqual([]);
    // an alerter that read the search's entries just before the deletion adds its match just after
    await db().send(new PutCommand({ TableName: api.tableName, Item: match! }));
    // ... and its INSERT announces nothing (the chaos soak once saw the listing heard twice): the
    // notifier, given the change, delivers nothing; the user's next alert comes alone
    const { deliverNotifications } = await import('../../shared/domain/notifications/service.ts');
    expect(
      await deliverNotifications(
        { eventName: 'INSERT', newImage: match! },
        'late-alerter',
        new Date().toISOString(),
        'http://localhost',
      ),
    ).toBe(0);
    const next = await newListing();
    await eventually(
      async () => (await matchedIn(key, kept, 2)).map((n) => n.data.listingId),
      (ids) => ids.includes(next),
      'the kept search hears of the next listing',
    );
    expect(await matchedIn(key, searchId)).toHaveLength(1);
    const { sweepDeletedSearches } = await import('../../shared/domain/saved-searches/service.ts');
    expect(await matchesOf()).toHaveLength(1);
    await sweepDeletedSearches(new Date()); // not due yet: the alerter may still be at work
    expect(await matchesOf()).toHaveLength(1);
    await sweepDeletedSearches(new Date(Date.now() + 2 * 60_000));
    expect(await matchesOf()).toEqual([]);
  });

  it('at most 100 listings a search hears of in its own day: the next pauses its alerts until the day ends, as the search shows; replays neither hear nor count twice', async () => {
    const { key } = await api.user('ServiceProvider');
    // a search whose day has ten minutes left at least (where its day ends is drawn from its id)
    let searchId = '';
    let day = { startsOn: '', endsOn: '' };
    for (let tries = 0; tries < 3; tries++) {
      searchId = idOf(await save(key, { name: 'Cars near Austin, many', query: austinCars, alerts: 'instant' }));
      day = alertDayOf(searchId, new Date());
      if (Date.parse(day.endsOn) - Date.now() > 600_000) break;
      await api.call('DELETE', `/v2/searches/${searchId}`, { key });
    }
    const heardOfToday = async (startsOn = day.startsOn) =>
      (
        await db().send(
          new GetCommand({ TableName: api.tableName, Key: keys.alertDay(searchId, startsOn), ConsistentRead: true }),
        )
      ).Item?.heard;
    const matchesHeard = async () =>
      (
        (
          await db().send(
            new QueryCommand({
              TableName: api.tableName,
              KeyConditionExpression: 'PK = :pk AND begins_with(SK, :m)',
              ExpressionAttributeValues: { ':pk': `SAVEDSEARCH#${searchId}`, ':m': 'MATCH#' },
              ConsistentRead: true,
            }),
          )
        ).Items ?? []
      ).map((item) => Number(String(item.SK).slice('MATCH#'.length)));
    // its day has heard of 99 listings already
    await db().send(
      new PutCommand({
        TableName: api.tableName,
        Item: { ...keys.alertDay(searchId, day.startsOn), entity: 'AlertDay', heard: ALERTS_PER_SEARCH_DAY - 1 },
      }),
    );

    const hundredth = await newListing();
    expect((await matchedIn(key, searchId)).map((n) => n.data.listingId)).toEqual([hundredth]);
    expect(await heardOfToday()).toBe(ALERTS_PER_SEARCH_DAY);
    expect((await api.call('GET', `/v2/searches/${searchId}`, { key })).body).not.toHaveProperty('alertsPausedUntil');

    const refused = await newListing();
    const paused = await eventually(
      () => api.call('GET', `/v2/searches/${searchId}`, { key }),
      (res) => res.body.alertsPausedUntil !== undefined,
      'the search paused',
    );
    expect(paused.body.alertsPausedUntil).toBe(day.endsOn);
    expect(
      ((await api.call('GET', '/v2/searches', { key })).body.items as any[]).find((s) => s.searchId === searchId)
        .alertsPausedUntil,
    ).toBe(day.endsOn);
    // its alert entries carry the pause: the next listings' matches pass it over, without a write
    const { Item: stored } = await db().send(
      new GetCommand({ TableName: api.tableName, Key: keys.savedSearch(searchId), ConsistentRead: true }),
    );
    const entries = () =>
      Promise.all(
        (stored!.alertPartitions as string[]).map(
          async (partition) =>
            (
              await db().send(
                new GetCommand({
                  TableName: api.tableName,
                  Key: keys.searchAlert(partition, searchId),
                  ConsistentRead: true,
                }),
              )
            ).Item,
        ),
      );
    for (const entry of await entries()) expect(entry!.pu).toBe(day.endsOn);
    const later = await newListing();

    // each listing's record again, as a retried batch would bring it: nothing heard, nothing counted
    const { alertSavedSearches } = await import('../../shared/domain/saved-searches/service.ts');
    const { findListing } = await import('../../shared/data/listings.ts');
    const ofThisSearch = (matches: { searchId: string; listing: { listingId: number } }[]) =>
      matches.filter((m) => m.searchId === searchId).map((m) => m.listing.listingId);
    for (const listingId of [hundredth, refused, later])
      expect(ofThisSearch(await alertSavedSearches((await findListing(listingId))!))).toEqual([]);
    expect(await heardOfToday()).toBe(ALERTS_PER_SEARCH_DAY);
    expect(await matchesHeard()).toEqual([hundredth]);

    // a change keeps the pause, on the search and its entries; a search without alerts shows none
    const body = { name: 'Cars near Austin, renamed', query: austinCars, alerts: 'instant' };
    expect((await api.call('PUT', `/v2/searches/${searchId}`, { key, body })).body.alertsPausedUntil).toBe(day.endsOn);
    for (const entry of await entries()) expect(entry).toMatchObject({ n: body.name, pu: day.endsOn });
    expect(
      (await api.call('PUT', `/v2/searches/${searchId}`, { key, body: { ...body, alerts: 'none' } })).body,
    ).not.toHaveProperty('alertsPausedUntil');
    expect((await api.call('PUT', `/v2/searches/${searchId}`, { key, body })).body.alertsPausedUntil).toBe(day.endsOn);

    // its next day: it hears again, counted from one, once however often the record comes
    const tomorrow = new Date(Date.parse(day.endsOn) + 1000);
    expect(alertDayOf(searchId, tomorrow).startsOn).toBe(day.endsOn);
    const laterListing = (await findListing(later))!;
    expect(ofThisSearch(await alertSavedSearches(laterListing, { now: tomorrow }))).toEqual([later]);
    expect(ofThisSearch(await alertSavedSearches(laterListing, { now: tomorrow }))).toEqual([]);
    expect(await heardOfToday(day.endsOn)).toBe(1);
    expect((await matchesHeard()).sort()).toEqual([hundredth, later].sort());
  });

  it('daily: the inbox and webhook at once, the email in one digest at 07:00 of the user’s day, with every match of the day', async () => {
    const { key, user } = await api.user('ServiceProvider', { userPreferences: { timeZone: 'America/Vancouver' } });
    const cars = idOf(await save(key, { name: 'Cars near Austin', query: austinCars, alerts: 'daily' }));
    const texas = idOf(
      await save(key, { name: 'Anything from Texas', query: { origin: { regions: ['USA-TX'] } }, alerts: 'daily' }),
    );
    const before = Date.now();
    const listingId = await newListing();
    const [heard] = await matchedIn(key, cars);
    expect(heard.data.alerts).toBe('daily');
    await matchedIn(key, texas);
    // waiting for 07:00 in Vancouver, not sent at once
    const due = await eventually(
      () => digestsOf(user.userId),
      (items) => items.length === 2,
      'two matches waiting for the digest',
    );
    const expected = [
      nextDigestOn(new Date(before), 'America/Vancouver'),
      nextDigestOn(new Date(), 'America/Vancouver'),
    ];
    for (const item of due) expect(expected).toContain(item.dueOn);
    // the due list holds the user's digest once, not each match (docs/scale.md)
    expect((await dueDigestsOf(user.userId)).map((digest) => digest.dueOn)).toEqual([
      ...new Set(due.map((item) => item.dueOn)),
    ]);
    expect(
      new Date(due[0]!.dueOn).toLocaleString('en-US', {
        timeZone: 'America/Vancouver',
        hour: 'numeric',
        hour12: false,
      }),
    ).toBe('07');
    expect(await mailTo(user.emailAddress, /saved searches/)).toEqual([]);

    // 07:00 comes: one email with both, and the due list empties
    await digestsFallDue(user.userId);
    const mails = await eventually(
      () => mailTo(user.emailAddress, /^New listings for your saved searches/),
      (m) => m.length >= 1,
      'the digest',
    );
    expect(mails[0]!.subject).toBe('New listings for your saved searches: 2');
    expect(mails[0]!.text).toContain('Cars near Austin');
    expect(mails[0]!.text).toContain('Anything from Texas');
    expect(mails[0]!.text).toContain(`/v2/searches/${cars}/results`);
    await eventually(
      () => digestsOf(user.userId),
      (items) => items.length === 0,
      'the due list emptied',
    );
    expect(await mailTo(user.emailAddress, /^New listing for/)).toEqual([]);
    expect(listingId).toBeGreaterThan(0);
  });

  it('email preferences apply: ListingMatched off, the inbox still hears it and no email goes', async () => {
    const { key, user } = await api.user('ServiceProvider');
    expect(
      (await api.call('PUT', '/v2/users/me/notifications', { key, body: { email: { ListingMatched: false } } })).status,
    ).toBe(200);
    const searchId = idOf(await save(key, { name: 'Cars near Austin', query: austinCars, alerts: 'instant' }));
    const marker = idOf(await save(key, { name: 'All cars', query: { commodities: ['Vehicles'] }, alerts: 'daily' }));
    await newListing();
    await matchedIn(key, searchId);
    await matchedIn(key, marker);
    // the notifier writes the inbox first, then the digest's due item
    await eventually(
      () => digestsOf(user.userId),
      (items) => items.length === 1,
      'the daily match waiting for the digest',
    );
    await digestsFallDue(user.userId);
    await eventually(
      () => digestsOf(user.userId),
      (items) => items.length === 0,
      'the digest job to pass',
    );
    expect(await mailTo(user.emailAddress, /saved search|New listing/)).toEqual([]);
    expect(carrierId).toBeGreaterThan(0);
    expect(carrierEmail).toBeTruthy();
  });
});

/** The alert index's partitions holding a search's entries. */
async function alertEntriesOf(searchId: string): Promise<string[]> {
  const { Items = [] } = await db().send(
    new ScanCommand({
      TableName: api.tableName,
      FilterExpression: 'SK = :id AND begins_with(PK, :alert)',
      ExpressionAttributeValues: { ':id': searchId, ':alert': 'ALERT#' },
    }),
  );
  return Items.map((item) => String(item.PK));
}

/** A user's daily matches waiting for their digest (in their digests on the due list), and those digests. */
async function digestsOf(userId: number): Promise<{ PK: string; SK: string; dueOn: string }[]> {
  const due = await dueDigestsOf(userId);
  const matches = await Promise.all(
    due.map(
      async (digest) =>
        (
          await db().send(
            new QueryCommand({
              TableName: api.tableName,
              KeyConditionExpression: 'PK = :pk',
              ExpressionAttributeValues: { ':pk': keys.digestMatches(userId, digest.dueOn) },
              ConsistentRead: true,
            }),
          )
        ).Items ?? [],
    ),
  );
  return matches.flat() as { PK: string; SK: string; dueOn: string }[];
}

/** A user's digests on the due list (one a due 07:00), in their shard. */
async function dueDigestsOf(userId: number): Promise<{ PK: string; SK: string; dueOn: string }[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: api.tableName,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': alertDigestShard(userId % ALERT_DIGEST_SHARDS) },
      ConsistentRead: true,
    }),
  );
  return (Items as { PK: string; SK: string; dueOn: string; userId: number }[]).filter((i) => i.userId === userId);
}

/** Moves a user's digests to now on the due list, as if 07:00 had come in their zone (each still names its 07:00). */
async function digestsFallDue(userId: number): Promise<void> {
  const now = new Date().toISOString();
  // all at once: the digest job runs every second
  const items = await dueDigestsOf(userId);
  await db().send(
    new TransactWriteCommand({
      TransactItems: items.flatMap((item) => [
        { Put: { TableName: api.tableName, Item: { ...item, SK: `${now}#${userId}` } } },
        { Delete: { TableName: api.tableName, Key: { PK: item.PK, SK: item.SK } } },
      ]),
    }),
  );
}
