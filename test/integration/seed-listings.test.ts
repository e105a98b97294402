import { beforeAll, describe, expect, it } from 'vitest';
import { apiForThisFile } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { SEED_CARRIERS, seedAccounts, seededRandom, seedOpenListings } from '../../infra/ops/sample-listings.ts';
import { auditTable, reportOf } from '../../shared/domain/audit/audit.ts';
import { issueApiKey } from '../../shared/domain/auth/service.ts';
import { findListing } from '../../shared/data/listings.ts';

// What `npm run seed:listings` writes (infra/ops/sample-listings.ts; docs/search.md, "Seeding") is a
// marketplace the audit calls whole (issue 79): the auctions' bid counts and lowest bids are real
// bids by seeded carriers, read back through the API, and the search cards show what the bids say.

const api = apiForThisFile();
const COUNT = 60;
let shipperIds: number[];
let providerIds: number[];
let searcher: string;

beforeAll(async () => {
  ({ key: searcher } = await api.user('ServiceProvider'));
  shipperIds = await seedAccounts('Shipper', 3);
  providerIds = await seedAccounts('ServiceProvider', SEED_CARRIERS);
  await seedOpenListings(COUNT, {
    random: seededRandom(5),
    shipperIds,
    brokerIds: await seedAccounts('Broker', 1),
    providerIds,
    now: new Date(),
  });
  await eventually(
    async () => api.streamCaughtUp(),
    (caughtUp) => caughtUp,
    "the stream's consumers at its tip",
  );
});

describe('npm run seed:listings', () => {
  it('seeds a marketplace the audit finds whole: no drift', async () => {
    const state = await auditTable({ settleMs: 2000 });
    expect(state.complete).toBe(true);
    const report = reportOf(state, false);
    expect(report.checks['bids.count'].checked).toBeGreaterThanOrEqual(COUNT);
    expect(report.drifts).toEqual([]);
  });

  it("an auction's bids are its seeded carriers', as its owner reads them, and its search card shows them", async () => {
    const found = await api.call('POST', '/v2/search?$top=100', { key: searcher, body: {} });
    expect(found.status).toBe(200);
    expect(found.body.totalCount).toBe(COUNT);
    const withBids = found.body.items.filter((item: any) => item.pricing.totalBidsPlaced > 0);
    expect(withBids.length).toBeGreaterThan(3);
    for (const item of withBids.slice(0, 3)) {
      const listing = (await findListing(item.listingId))!;
      const owner = await issueApiKey(listing.shipperId);
      const bids = await api.call('GET', `/v2/listings/${item.listingId}/bids`, { key: owner });
      expect(bids.status).toBe(200);
      const amounts = bids.body.items.map((b: any) => b.price.value as number);
      expect(amounts).toHaveLength(item.pricing.totalBidsPlaced);
      expect(item.pricing.lowestBidPrice.value).toBe(Math.min(...amounts));
      for (const b of bids.body.items) {
        expect(providerIds).toContain(b.providerId);
        expect(b.state.value).toBe('Active');
      }
    }
  });
});
