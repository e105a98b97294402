import { beforeAll, describe, expect, it } from 'vitest';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { bidBody, listingBody } from '../support/listings.ts';

// Every list paged with $skip reads at most its first 1,000 entries (docs/performance.md, "Reads bounded by the
// page"): a page past them is refused, in the same words for each list (shared/domain/limits/reach.ts). The inbox's is
// tested with 1,000 notifications in test/integration/notifications.test.ts; here, every other list's.

const api = apiForThisFile();
let shipper: string;
let carrier: string;
let listingId: number;
beforeAll(async () => {
  ({ key: shipper } = await api.user('Shipper'));
  ({ key: carrier } = await api.user('ServiceProvider'));
  const created = await api.call('POST', '/v2/listings', { key: shipper, body: listingBody() });
  listingId = Number(created.headers.get('location')!.split('/').pop());
  const bid = await api.call('POST', `/v2/listings/${listingId}/bids`, { key: carrier, body: bidBody(900) });
  expect((await api.call('POST', `/v2/bids/${bid.body.bidId}/acceptance`, { key: shipper })).status).toBe(200);
});

describe("a page past a list's first 1,000 entries: 400 naming $skip, in the same words for every list", () => {
  it.each([
    ['saved searches', '/v2/searches', () => carrier],
    ['the security trail', '/v2/users/me/securityEvents', () => shipper],
    ["a company's members", '/v2/users/me/members', () => carrier],
    ["a driver's loads", '/v2/listings?assignedTo=me', () => carrier],
    ["a listing's questions", () => `/v2/listings/${listingId}/questions`, () => shipper],
    ["a listing's messages", () => `/v2/listings/${listingId}/messages`, () => shipper],
  ])('%s', async (_, path, key) => {
    const list = typeof path === 'string' ? path : path();
    const beyond = await api.call('GET', `${list}${list.includes('?') ? '&' : '?'}$skip=1001`, { key: key() });
    expect(beyond.status).toBe(400);
    expect(errorsOf(beyond.body)).toMatchObject([
      { field: '$skip', reason: 'A list pages through its first 1000 entries ($skip at most 1000).' },
    ]);
  });
});
