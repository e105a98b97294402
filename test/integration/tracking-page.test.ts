import { beforeAll, describe, expect, it } from 'vitest';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { db, tableName } from '../../shared/data/client.ts';
import { keys } from '../../shared/data/keys.ts';
import { bidBody, listingBody } from '../support/listings.ts';

// The public tracking page (docs/tracking.md): a link for the two parties of a booked listing,
// a page anyone holding it can read without a key, showing nothing private; the shipper rotates it.

const api = apiForThisFile();
let shipper: string;
let carrier: string;
let stranger: string;
beforeAll(async () => {
  ({ key: shipper } = await api.user('Shipper', { companyName: 'Reyes Household Moves' }));
  ({ key: carrier } = await api.user('ServiceProvider', {
    companyName: 'Desert Haul LLC',
    mobilePhone: '+1 520 555 0199',
  }));
  ({ key: stranger } = await api.user('ServiceProvider'));
});

async function bookedListing(): Promise<number> {
  const body = listingBody({ referenceNumbers: [{ type: 'PurchaseOrder', number: 'PO-5531' }] });
  const created = await api.call('POST', '/v2/listings', { key: shipper, body });
  const listingId = Number(created.headers.get('location')!.split('/').pop());
  const bid = await api.call('POST', `/v2/listings/${listingId}/bids`, { key: carrier, body: bidBody(937) });
  expect((await api.call('POST', `/v2/bids/${bid.body.bidId}/acceptance`, { key: shipper })).status).toBe(200);
  return listingId;
}
const pageLink = (links: any[]) => links.find((l) => l.rel === 'TrackingPage')?.href as string | undefined;
const page = async (href: string, headers: Record<string, string> = {}) => {
  const res = await fetch(href, { headers });
  return { status: res.status, headers: res.headers, text: await res.text() };
};

describe('the tracking link', () => {
  it('both parties see it on the listing and on /track; a stranger does not; the token carries 128 random bits', async () => {
    const listingId = await bookedListing();
    const forShipper = pageLink((await api.call('GET', `/v2/listings/${listingId}`, { key: shipper })).body.links);
    const forCarrier = pageLink((await api.call('GET', `/v2/listings/${listingId}`, { key: carrier })).body.links);
    expect(forShipper).toMatch(new RegExp(`^${api.url}/t/[A-Za-z0-9_-]{22}$`));
    expect(forCarrier).toBe(forShipper);
    expect(pageLink((await api.call('GET', `/v2/listings/${listingId}/track`, { key: shipper })).body.links)).toBe(
      forShipper,
    );
    const seen = await api.call('GET', `/v2/listings/${listingId}`, { key: stranger });
    expect(seen.status).toBe(200);
    expect(pageLink(seen.body.links)).toBeUndefined();
    expect(seen.body.links.find((l: any) => l.rel === 'Attachments')).toBeUndefined();
    const other = pageLink(
      (await api.call('GET', `/v2/listings/${await bookedListing()}`, { key: shipper })).body.links,
    );
    expect(other).not.toBe(forShipper);
    expect(Buffer.from(forShipper!.split('/t/')[1]!, 'base64url')).toHaveLength(16);
  });
});

describe('GET /t/{token}', () => {
  it('renders for anyone, without a key: status, cities, last place and time, an estimate, the history, a map; noindex; nothing private', async () => {
    const listingId = await bookedListing();
    const href = pageLink((await api.call('GET', `/v2/listings/${listingId}`, { key: shipper })).body.links)!;
    expect(
      (
        await api.call('POST', `/v2/listings/${listingId}/pickedup`, {
          key: carrier,
          body: { comment: 'Driver Mike, call 520-555-0199', latitude: 30.2672, longitude: -97.7431 },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await api.call('POST', `/v2/listings/${listingId}/locations`, {
          key: carrier,
          body: { latitude: 32.4487, longitude: -99.7331 },
        })
      ).status,
    ).toBe(201);
    const res = await page(href);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = res.text;
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    // the delivery's estimate from the position, with its status as a word on its colour (docs/tracking.md)
    const tracked = await api.call('GET', `/v2/listings/${listingId}/track`, { key: shipper });
    const words: Record<string, string> = { OnTime: 'On time', AtRisk: 'At risk', Late: 'Late' };
    const { etaStatus } = tracked.body.etas.find((e: { stop: string }) => e.stop === 'Delivery');
    expect(html).toMatch(new RegExp(`<span class="eta eta-[a-z-]+">${words[etaStatus]}</span>`));
    for (const shown of [
      '2018 Toyota Camry, Austin to Tucson',
      'Picked up',
      'Austin, TX',
      'Tucson, AZ',
      'Abilene, TX',
      'Delivery: estimated arrival',
      'Delivery window',
      '<svg',
      'data-country="US"',
      'class="last-location"',
    ]) {
      expect(html).toContain(shown);
    }
    for (const hidden of [
      '1100 S Congress',
      '455 W Congress',
      'Dana',
      'Reyes',
      '555',
      'dana@example.com',
      'Gate code',
      '937',
      'PO-5531',
      'Desert Haul',
      'Runs and drives',
      'Driver Mike',
      '78704',
      '85701',
      '32.4487',
      '-99.7331',
      'Bearer',
    ]) {
      expect(html, `the page shows ${hidden}`).not.toContain(hidden);
    }
    // no outside resources: no tile server, font, script or stylesheet from elsewhere
    expect(html).not.toMatch(/<script|<link|<img|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });

  it("in the reader's language", async () => {
    const listingId = await bookedListing();
    const href = pageLink((await api.call('GET', `/v2/listings/${listingId}`, { key: shipper })).body.links)!;
    const res = await page(href, { 'accept-language': 'fr-CA,fr;q=0.9' });
    expect(res.text).toContain('<html lang="fr">');
    expect(res.text).toContain('Suivi d&#39;expédition');
    expect(res.text).toContain('Fenêtre de livraison');
  });

  it('unknown and malformed tokens 404: the 7.2 error for programs, a page for browsers', async () => {
    const unknown = await api.call('GET', '/t/AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect(errorsOf(unknown.body)[0]!.field).toBe('token');
    expect((await api.call('GET', '/t/short')).status).toBe(404);
    const browser = await page(`${api.url}/t/AAAAAAAAAAAAAAAAAAAAAA`, { accept: 'text/html,application/xhtml+xml' });
    expect(browser.status).toBe(404);
    expect(browser.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(browser.text).toContain('not valid');
  });
});

describe('POST /v2/listings/{listingId}/trackingPage/rotation', () => {
  it('the shipper replaces the link: the old one 404s at once, the new one works and the listing shows it', async () => {
    const listingId = await bookedListing();
    const old = pageLink((await api.call('GET', `/v2/listings/${listingId}`, { key: shipper })).body.links)!;
    const rotated = await api.call('POST', `/v2/listings/${listingId}/trackingPage/rotation`, { key: shipper });
    expect(rotated.status).toBe(200);
    const fresh = pageLink(rotated.body.links)!;
    expect(fresh).not.toBe(old);
    expect((await page(old)).status).toBe(404);
    expect((await page(fresh)).status).toBe(200);
    expect(pageLink((await api.call('GET', `/v2/listings/${listingId}`, { key: carrier })).body.links)).toBe(fresh);
  });

  it("a listing booked before tracking pages (no token) reads as before, without the link; its shipper's first rotation gives it one", async () => {
    const listingId = await bookedListing();
    const before = (await api.call('GET', `/v2/listings/${listingId}`, { key: shipper })).body;
    const token = pageLink(before.links)!.split('/t/')[1]!;
    // the old layout: no token on the state, no token item
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.listingState(listingId),
        UpdateExpression: 'REMOVE trackingToken',
      }),
    );
    await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.trackingPage(token) }));
    const old = (await api.call('GET', `/v2/listings/${listingId}`, { key: shipper })).body;
    expect(old).toEqual({ ...before, links: before.links.filter((l: any) => l.rel !== 'TrackingPage') });
    expect(
      pageLink((await api.call('GET', `/v2/listings/${listingId}/track`, { key: carrier })).body.links),
    ).toBeUndefined();
    const first = await api.call('POST', `/v2/listings/${listingId}/trackingPage/rotation`, { key: shipper });
    expect(first.status).toBe(200);
    expect((await page(pageLink(first.body.links)!)).status).toBe(200);
    expect(pageLink((await api.call('GET', `/v2/listings/${listingId}`, { key: shipper })).body.links)).toBe(
      pageLink(first.body.links),
    );
  });

  it('only the shipper of a booked listing: the carrier and strangers 403, no key 401', async () => {
    const listingId = await bookedListing();
    for (const key of [carrier, stranger]) {
      const res = await api.call('POST', `/v2/listings/${listingId}/trackingPage/rotation`, { key });
      expect(res.status).toBe(403);
      expect(errorsOf(res.body)[0]!.field).toBe('listingId');
    }
    expect((await api.call('POST', `/v2/listings/${listingId}/trackingPage/rotation`)).status).toBe(401);
    const open = await api.call('POST', '/v2/listings', { key: shipper, body: listingBody() });
    const openId = Number(open.headers.get('location')!.split('/').pop());
    expect((await api.call('POST', `/v2/listings/${openId}/trackingPage/rotation`, { key: shipper })).status).toBe(403);
    expect((await api.call('POST', '/v2/listings/999999999/trackingPage/rotation', { key: shipper })).status).toBe(404);
  });
});
