import { existsSync } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiForThisFile } from '../support/api.ts';
import { bidBody, listingBody } from '../support/listings.ts';
import { accessibilityViolations } from '../support/accessibility.ts';

// The public tracking page in headless Chromium (docs/tracking.md): it renders for someone with
// only the link, draws its map without asking any other server, and shows nothing private.

const CHROMIUM = '/usr/bin/chromium';
const present = existsSync(CHROMIUM);
// CI installs Chromium (.ci/run); there a missing browser is a failure, never a skip.
if (!present && process.env.CI) throw new Error(`${CHROMIUM} is missing: .ci/run installs the Debian package chromium`);
if (!present) console.warn(`tracking page browser test SKIPPED: ${CHROMIUM} is missing (apt-get install chromium)`);

const screenshots = resolve(import.meta.dirname ?? '.', '..', '..', 'test-results');
const api = apiForThisFile();

describe.skipIf(!present)('the tracking page in headless Chromium', () => {
  let browser: Browser;
  let href: string;

  beforeAll(async () => {
    const { key: shipper } = await api.user('Shipper');
    const { key: carrier } = await api.user('ServiceProvider', { companyName: 'Desert Haul LLC' });
    const created = await api.call('POST', '/v2/listings', { key: shipper, body: listingBody() });
    const listingId = Number(created.headers.get('location')!.split('/').pop());
    const bid = await api.call('POST', `/v2/listings/${listingId}/bids`, { key: carrier, body: bidBody(937) });
    await api.call('POST', `/v2/bids/${bid.body.bidId}/acceptance`, { key: shipper });
    await api.call('POST', `/v2/listings/${listingId}/pickedup`, {
      key: carrier,
      body: { latitude: 30.2672, longitude: -97.7431 },
    });
    await api.call('POST', `/v2/listings/${listingId}/locations`, {
      key: carrier,
      body: { latitude: 31.8457, longitude: -106.4245 },
    });
    href = (await api.call('GET', `/v2/listings/${listingId}`, { key: shipper })).body.links.find(
      (l: any) => l.rel === 'TrackingPage',
    ).href;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    await mkdir(screenshots, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('renders status, places and the map from the link alone, asking no other server; screenshot in test-results/', async () => {
    // no key, no cookies: a forwarded link
    const context = await browser.newContext({ viewport: { width: 820, height: 1100 } });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const response = await page.goto(href);
    expect(response!.status()).toBe(200);
    await page.waitForSelector('svg[role="img"]');
    expect(await page.textContent('h1')).toBe('2018 Toyota Camry, Austin to Tucson');
    const facts = await page.textContent('dl');
    expect(facts).toContain('Picked up');
    expect(facts).toContain('El Paso, TX');
    expect(facts).toContain('Delivery: estimated arrival');
    // the map: three country outlines drawn, the lane's ends and the last position marked inside the picture
    expect(await page.locator('svg path[data-country]').count()).toBe(3);
    for (const marker of ['.pickup circle', '.delivery circle', '.last-location circle']) {
      const box = (await page.locator(marker).boundingBox())!;
      const map = (await page.locator('svg[role="img"]').boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(map.x);
      expect(box.x + box.width).toBeLessThanOrEqual(map.x + map.width);
      expect(box.y).toBeGreaterThanOrEqual(map.y);
      expect(box.y + box.height).toBeLessThanOrEqual(map.y + map.height);
    }
    expect(await page.locator('.pickup text').textContent()).toBe('Austin, TX');
    expect(await page.locator('.delivery text').textContent()).toBe('Tucson, AZ');
    expect(requested).toEqual([href]); // no tile server, font, script or image from anywhere
    const body = await page.textContent('body');
    for (const hidden of ['Congress', 'Dana', 'Desert Haul', '937', 'Gate code']) expect(body).not.toContain(hidden);
    const file = join(screenshots, 'tracking-page.png');
    await page.screenshot({ path: file, fullPage: true });
    expect((await stat(file)).size).toBeGreaterThan(20_000);
    await context.close();
  });

  it("passes axe-core's WCAG 2.2 AA rules, and the map has a text alternative naming the lane", async () => {
    const context = await browser.newContext({ viewport: { width: 820, height: 1100 } });
    const page = await context.newPage();
    await page.goto(href);
    await page.waitForSelector('svg[role="img"]');
    expect(await accessibilityViolations(page)).toEqual([]);
    // what a rule cannot judge: that the alternative says what the picture shows (docs/tracking.md, "Accessibility")
    const label =
      (await page.locator('svg[role="img"]').getAttribute('aria-label')) ??
      (await page.locator('svg[role="img"] title').textContent());
    expect(label).toContain('Austin, TX');
    expect(label).toContain('Tucson, AZ');
    await context.close();
  });
});
