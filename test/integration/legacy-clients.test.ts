import { beforeAll, describe, expect, it } from 'vitest';
import { OAuth2 } from 'oauth';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { bidBody, listingBody, rateRequestBody } from '../support/listings.ts';
import { db } from '../../shared/data/client.ts';
import { keys } from '../../shared/data/keys.ts';
import { hashApiKey, newAccessToken } from '../../shared/domain/auth/api-keys.ts';
import { routes } from '../../shared/routes/http.ts';

// Clients written years ago for the original API, driven the way they drive it (docs/dates.md,
// docs/routing.md): paths in whatever case they were typed, with or without a trailing slash,
// HEAD, dates as plain days or slash dates, enumerations in lower case, and the legacy token flow.

const api = apiForThisFile();
let shipper: { key: string; userId: number };
let carrier: string;
let listingId: number;

const day = 86_400_000;
/** A day `ahead` days from now, as the parts of a calendar date in UTC. */
const dayAhead = (ahead: number) => {
  const d = new Date(Date.now() + ahead * day);
  return {
    y: d.getUTCFullYear(),
    m: String(d.getUTCMonth() + 1).padStart(2, '0'),
    d: String(d.getUTCDate()).padStart(2, '0'),
  };
};
const iso = (ahead: number) => {
  const { y, m, d } = dayAhead(ahead);
  return `${y}-${m}-${d}`;
};
const slashed = (ahead: number) => {
  const { y, m, d } = dayAhead(ahead);
  return `${y}/${m}/${d}`;
};
const american = (ahead: number) => {
  const { y, m, d } = dayAhead(ahead);
  return `${m}/${d}/${y}`;
};

/**
 * A listing body whose two stops take these time frames (pickup in Austin, Central time; delivery in Tucson, Arizona
 * time).
 */
function withTimeFrames(
  pickup: Record<string, string>,
  delivery: Record<string, string>,
  extra: Record<string, unknown> = {},
) {
  const body = listingBody(extra);
  const [first, second] = body.route.items as unknown as [Record<string, unknown>, Record<string, unknown>];
  return {
    ...body,
    route: {
      items: [
        { ...first, timeFrame: pickup },
        { ...second, timeFrame: delivery },
      ],
    },
  };
}

beforeAll(async () => {
  const { user, key } = await api.user('Shipper');
  shipper = { key, userId: user.userId };
  ({ key: carrier } = await api.user('ServiceProvider'));
  const created = await api.call('POST', '/v2/listings', { key: shipper.key, body: listingBody() });
  listingId = Number(created.headers.get('location')!.split('/').pop());
});

describe('path spellings: literal segments in any case, with or without a trailing slash', () => {
  it('answers the spellings clients in the wild use, as the canonical path would', async () => {
    const canonical = await api.call('GET', '/v2/lookups/serviceTypes?commodityCode=Boats', { key: shipper.key });
    expect(canonical.status).toBe(200);
    for (const path of ['/v2/lookups/servicetypes', '/V2/LOOKUPS/SERVICETYPES/', '/v2/Lookups/ServiceTypes/']) {
      const res = await api.call('GET', `${path}?commodityCode=Boats`, { key: shipper.key });
      expect(res.status, path).toBe(200);
      expect(res.body).toEqual(canonical.body);
    }
    const me = await api.call('GET', '/V2/', { key: shipper.key });
    expect(me.status).toBe(200);
    expect(me.body.userId).toBe(shipper.userId);
  });

  it('POST /v2/rateRequests creates a rate request; the Location and the request read back under any spelling', async () => {
    const res = await api.call('POST', '/v2/rateRequests', { key: shipper.key, body: rateRequestBody() });
    expect(res.status).toBe(201);
    const id = res.body.rateRequestID as number;
    const read = await api.call('GET', `/V2/RateRequests/${id}/`, { key: shipper.key });
    expect(read.status).toBe(200);
    expect(read.body.rateRequestID).toBe(id);
    expect((await api.call('GET', `/v2/RATEREQUESTS/${id}/Rates`, { key: shipper.key })).body.items).toEqual([]);
  });

  it('path parameters keep their values; the route still checks its key and its owner', async () => {
    // the same bids as the canonical path reads (another test may have bid on the listing: any order)
    const own = await api.call('GET', `/V2/Listings/${listingId}/Bids`, { key: shipper.key });
    expect(own.status).toBe(200);
    const canonical = await api.call('GET', `/v2/listings/${listingId}/bids`, { key: shipper.key });
    expect(own.body.items).toEqual(canonical.body.items);
    expect(own.body.totalCount).toBe(canonical.body.totalCount);
    expect((await api.call('GET', `/v2/LISTINGS/${listingId}`)).status).toBe(401);
    expect((await api.call('GET', `/v2/listings/${listingId}/CONTACTS`, { key: carrier })).status).toBe(403);
    const image = await api.call('GET', '/V2/Images/Commodities/CarsLightTrucks');
    expect(image.status).toBe(200);
  });

  it('an unknown path is still 404, and a known one with another method 405, in the 7.2 format', async () => {
    const unknown = await api.call('GET', '/V2/Lookupz/Regions', { key: shipper.key });
    expect(unknown.status).toBe(404);
    expect(errorsOf(unknown.body)[0]!.field).toBe('path');
    const wrong = await api.call('DELETE', '/V2/Lookups/Regions/', { key: shipper.key });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD');
    expect(errorsOf(wrong.body)[0]!.field).toBe('method');
  });
});

describe('bodies as Windows tools write them', () => {
  it('JSON after a UTF-8 byte order mark (PowerShell 5, .NET writers) is read as the JSON it is', async () => {
    const json = JSON.stringify(listingBody({ title: 'Oak dresser, written by PowerShell' }));
    const res = await api.call('POST', '/v2/listings', {
      key: shipper.key,
      rawBody: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(json)]),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const read = await api.call('GET', new URL(res.headers.get('location')!).pathname, { key: shipper.key });
    expect(read.body.title).toBe('Oak dresser, written by PowerShell');
  });
});

describe('JSON sent under another type, as fetch and curl send a string unless told (docs/errors.md)', () => {
  const titleOf = async (res: { headers: Headers }) =>
    (await api.call('GET', new URL(res.headers.get('location')!).pathname, { key: shipper.key })).body.title;

  it('fetch with a string body and no Content-Type (it sends text/plain;charset=UTF-8) is read as the JSON it is', async () => {
    const res = await fetch(`${api.url}/v2/listings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${shipper.key}` },
      body: JSON.stringify(listingBody({ title: 'Walnut desk, sent as text' })),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await titleOf(res)).toBe('Walnut desk, sent as text');
  });

  it('curl -d (application/x-www-form-urlencoded) with a JSON object is read as JSON; malformed, it is 400 naming the body', async () => {
    const sent = (rawBody: string) =>
      api.call('POST', '/v2/listings', {
        key: shipper.key,
        rawBody,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const res = await sent(`  ${JSON.stringify(listingBody({ title: 'Pine bench, sent by curl' }))}`);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await titleOf(res)).toBe('Pine bench, sent by curl');
    const malformed = await sent('{"title": "Pine bench",');
    expect(malformed.status).toBe(400);
    expect(errorsOf(malformed.body)).toEqual([expect.objectContaining({ code: 40003, field: 'body' })]);
  });

  it('a body of a type no JSON route reads (a true form, XML) is 400 naming Content-Type, not "body is required"', async () => {
    for (const [type, rawBody] of [
      ['application/x-www-form-urlencoded', 'title=Pine+bench&commodity=Furniture'],
      ['application/xml', '<listing><title>Pine bench</title></listing>'],
    ] as const) {
      const res = await api.call('POST', '/v2/listings', {
        key: shipper.key,
        rawBody,
        headers: { 'content-type': type },
      });
      expect(res.status, type).toBe(400);
      expect(errorsOf(res.body)).toEqual([expect.objectContaining({ code: 40004, field: 'Content-Type' })]);
      expect(res.body.reason).toContain(type);
    }
    // no body at all is still the body's own error
    const none = await api.call('POST', '/v2/listings', { key: shipper.key });
    expect(errorsOf(none.body)).toEqual([expect.objectContaining({ code: 40002, field: 'body' })]);
  });
});

describe('HEAD answers as the GET would, without a body (RFC 9110 9.3.2)', () => {
  it('on every GET route of the table: the same status and content type, and no body', async () => {
    const values: Record<string, string> = {
      listingId: String(listingId),
      userId: String(shipper.userId),
      commodity: 'Boats',
    };
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '1');
      const get = await api.call('GET', path, { key: shipper.key });
      const head = await api.call('HEAD', path, { key: shipper.key });
      expect(head.status, `HEAD ${path}`).toBe(get.status);
      expect(head.headers.get('content-type'), `HEAD ${path}`).toBe(get.headers.get('content-type'));
      expect(head.body, `HEAD ${path}`).toBeUndefined();
    }
  });

  it('without a key, HEAD is refused as the GET is; any spelling works', async () => {
    const head = await api.call('HEAD', `/V2/Listings/${listingId}/`);
    expect(head.status).toBe(401);
    expect(head.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await api.call('HEAD', '/v2/lookups/regions', { key: shipper.key })).status).toBe(200);
  });
});

describe('dates in any form such clients send (docs/dates.md)', () => {
  it("plain, slash and US dates: a day is that whole day in the stop's own time zone, read back as instants", async () => {
    const body = withTimeFrames(
      { earliestArrival: slashed(3), latestArrival: slashed(3), timeFrameType: 'ON' },
      { earliestArrival: iso(6), latestArrival: american(8), timeFrameType: 'between' },
    );
    const res = await api.call('POST', '/v2/listings', { key: shipper.key, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const read = await api.call('GET', new URL(res.headers.get('location')!).pathname, { key: shipper.key });
    const [pickup, delivery] = read.body.route.items;
    // Austin keeps Central time (-06:00 in winter, -05:00 in summer); Tucson is -07:00 all year
    expect(pickup.timeFrame.timeFrameType).toBe('On');
    expect(pickup.timeFrame.earliestArrival).toBe(startOfDayIn(iso(3), 'America/Chicago'));
    expect(pickup.timeFrame.latestArrival).toBe(
      new Date(Date.parse(startOfDayIn(iso(4), 'America/Chicago')) - 1).toISOString(),
    );
    expect(delivery.timeFrame.timeFrameType).toBe('Between');
    expect(delivery.timeFrame.earliestArrival).toBe(`${iso(6)}T07:00:00.000Z`);
    expect(delivery.timeFrame.latestArrival).toBe(`${iso(9)}T06:59:59.999Z`);
  });

  it('date-times with Z or an offset are the instants they say, read back in UTC', async () => {
    const body = withTimeFrames(
      { earliestArrival: `${iso(3)}T09:00:00-05:00`, latestArrival: `${iso(3)}T17:30:00-05:00`, timeFrameType: 'On' },
      {
        earliestArrival: `${iso(6)}T08:00:00Z`,
        latestArrival: `${iso(7)}T08:00:00.250+00:00`,
        timeFrameType: 'Between',
      },
    );
    const res = await api.call('POST', '/v2/listings', { key: shipper.key, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const read = await api.call('GET', new URL(res.headers.get('location')!).pathname, { key: shipper.key });
    expect(read.body.route.items[0].timeFrame).toMatchObject({
      earliestArrival: `${iso(3)}T14:00:00.000Z`,
      latestArrival: `${iso(3)}T22:30:00.000Z`,
    });
    expect(read.body.route.items[1].timeFrame).toMatchObject({
      earliestArrival: `${iso(6)}T08:00:00.000Z`,
      latestArrival: `${iso(7)}T08:00:00.250Z`,
    });
  });

  it('enumerations in another case are taken and read back in the canonical case', async () => {
    const body = listingBody();
    const [first, second] = body.route.items as unknown as [
      { address: Record<string, unknown> },
      Record<string, unknown>,
    ];
    const res = await api.call('POST', '/v2/listings', {
      key: shipper.key,
      body: {
        ...body,
        items: [{ commodity: 'carslighttrucks', unitCount: 1 }],
        route: { items: [{ ...first, address: { ...first.address, type: 'residence' } }, second] },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const read = await api.call('GET', new URL(res.headers.get('location')!).pathname, { key: shipper.key });
    expect(read.body.route.items[0].address.type).toBe('Residence');
    expect(read.body.route.items[1].timeFrame.timeFrameType).toBe('Between');
  });

  it('what is not a date still gets 400 naming the field', async () => {
    for (const bad of ['tomorrow', '2026-02-30', '13/45/2026', '2026-12-01T25:00:00Z', '01.12.2026', '']) {
      const body = withTimeFrames(
        { earliestArrival: iso(3), latestArrival: bad, timeFrameType: 'On' },
        { earliestArrival: iso(6), latestArrival: iso(8), timeFrameType: 'Between' },
      );
      const res = await api.call('POST', '/v2/listings', { key: shipper.key, body });
      expect(res.status, bad).toBe(400);
      expect(errorsOf(res.body)[0]!.field, bad).toBe('route.items[0].timeFrame.latestArrival');
    }
  });

  it("a bid's latest pickup and delivery as plain days are the end of those days at the stops", async () => {
    const res = await api.call('POST', `/v2/listings/${listingId}/bids`, {
      key: carrier,
      body: bidBody(850, { latestPickup: american(5), latestDelivery: slashed(9) }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const bid = (await api.call('GET', new URL(res.headers.get('location')!).pathname, { key: carrier })).body;
    expect(bid.latestPickup).toBe(new Date(Date.parse(startOfDayIn(iso(6), 'America/Chicago')) - 1).toISOString());
    expect(bid.latestDelivery).toBe(`${iso(10)}T06:59:59.999Z`);
    const bad = await api.call('POST', `/v2/listings/${listingId}/bids`, {
      key: carrier,
      body: bidBody(850, { latestPickup: 'soon' }),
    });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body)[0]!.field).toBe('latestPickup');
  });

  it('LTL rate requests take slash and US pickup dates and `ON`, and read back the day', async () => {
    for (const sent of [slashed(3), american(3), `${iso(3)}T12:00:00-05:00`]) {
      const body = rateRequestBody();
      body.route.items[0]!.timeFrame = { earliestArrival: sent, latestArrival: sent, timeFrameType: 'ON' };
      const res = await api.call('POST', '/v2/raterequests', { key: shipper.key, body });
      expect(res.status, `${sent}: ${JSON.stringify(res.body)}`).toBe(201);
      const read = await api.call('GET', `/v2/raterequests/${res.body.rateRequestID}`, { key: shipper.key });
      expect(read.body.route.items[0].timeFrame, sent).toMatchObject({
        earliestArrival: iso(3),
        latestArrival: iso(3),
      });
    }
    const body = rateRequestBody();
    body.route.items[0]!.timeFrame = { earliestArrival: '3rd of May', latestArrival: iso(3), timeFrameType: 'on' };
    const bad = await api.call('POST', '/v2/raterequests', { key: shipper.key, body });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body)[0]!.field).toBe('route.items[0].timeFrame.earliestArrival');
  });
});

describe('the legacy token flow (spec 5.3)', () => {
  const form = (fields: Record<string, string>) => ({
    rawBody: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

  it('client_credentials with the extra username and password fields old clients send', async () => {
    const { user, key } = await api.user('Shipper');
    const res = await api.call(
      'POST',
      '/OAuth/Token/',
      form({
        grant_type: 'client_credentials',
        client_id: String(user.userId),
        client_secret: key,
        username: 'someone@example.com',
        password: 'ignored',
      }),
    );
    expect(res.status).toBe(200);
    expect((await api.call('GET', '/v2/', { key: res.body.access_token })).body.userId).toBe(user.userId);
  });

  it('the `oauth` npm package with its defaults, retrying after WWW-Authenticate: Bearer error="invalid_token"', async () => {
    const { user, key } = await api.user('Shipper');
    const client = new OAuth2(String(user.userId), key, api.url, undefined, '/oauth/token');
    const newToken = () =>
      new Promise<string>((resolve, reject) => {
        client.getOAuthAccessToken('', { grant_type: 'client_credentials' }, (error, accessToken) =>
          error ? reject(new Error(JSON.stringify(error))) : resolve(accessToken ?? ''),
        );
      });
    // the package sends the token as `access_token` in the query (RFC 6750 2.3) by default
    const get = (token: string) =>
      new Promise<{ status: number; body: string }>((resolve) => {
        client.get(`${api.url}/v2/`, token, (error, result) => {
          if (error)
            resolve({
              status: (error as { statusCode: number }).statusCode,
              body: String((error as { data?: string }).data),
            });
          else resolve({ status: 200, body: String(result) });
        });
      });
    // a token that expired while the client held it
    const stale = newAccessToken('sandbox');
    await db().send(
      new PutCommand({
        TableName: api.tableName,
        Item: {
          ...keys.accessToken(hashApiKey(stale)),
          entity: 'AccessToken',
          userId: user.userId,
          expiresAt: Math.floor(Date.now() / 1000) - 1,
        },
      }),
    );
    const first = await get(stale);
    expect(first.status).toBe(401); // the package hands back status and body; the challenge is in the header:
    expect((await api.call('GET', '/v2/', { key: stale })).headers.get('www-authenticate')).toBe(
      'Bearer error="invalid_token"',
    );
    const retried = await get(await newToken());
    expect(retried.status).toBe(200);
    expect(JSON.parse(retried.body).userId).toBe(user.userId);
    client.useAuthorizationHeaderforGET(true);
    expect(JSON.parse((await get(await newToken())).body).userId).toBe(user.userId);
  });
});

/** The first instant of a calendar day in a zone. */
function startOfDayIn(date: string, zone: string): string {
  // the zone's offset at noon that day (no zone here changes its offset at noon)
  const noon = new Date(`${date}T12:00:00Z`);
  const local = new Date(noon.toLocaleString('en-US', { timeZone: zone }));
  const utc = new Date(noon.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(Date.parse(`${date}T00:00:00Z`) + (utc.getTime() - local.getTime())).toISOString();
}
