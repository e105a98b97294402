import { existsSync } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiForThisFile } from '../support/api.ts';
import { bidBody, listingBody } from '../support/listings.ts';
import { eventually } from '../support/eventually.ts';
import { accessibilityViolations } from '../support/accessibility.ts';

// An email as a person sees it (docs/notifications.md, Email): a bid's email, sent by the local
// notifier to MailDev, opened from MailDev's API in headless Chromium.

const CHROMIUM = '/usr/bin/chromium';
const present = existsSync(CHROMIUM);
// CI installs Chromium (.ci/run); there a missing browser is a failure, never a skip.
if (!present && process.env.CI) throw new Error(`${CHROMIUM} is missing: .ci/run installs the Debian package chromium`);
if (!present) console.warn(`email browser test SKIPPED: ${CHROMIUM} is missing (apt-get install chromium)`);

const screenshots = resolve(import.meta.dirname ?? '.', '..', '..', 'test-results');
const api = apiForThisFile({ email: true });

describe.skipIf(!present)('an email in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
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

  it("renders a bid's email: heading, facts, a button to the listing and the unsubscribe link; screenshot in test-results/", async () => {
    const { key: shipper, user } = await api.user('Shipper');
    const { key: carrier } = await api.user('ServiceProvider');
    await api.call('PUT', '/v2/users/me/notifications', { key: shipper, body: { language: 'de' } });
    const listingId = Number(
      (await api.call('POST', '/v2/listings', { key: shipper, body: listingBody() })).headers
        .get('location')!
        .split('/')
        .pop(),
    );
    await api.call('POST', `/v2/listings/${listingId}/bids`, { key: carrier, body: bidBody(1250) });
    const mailApi = `${inject('mailDev').webUrl}/api/email`;
    const mail = await eventually(
      async () =>
        ((await (await fetch(mailApi)).json()) as { html: string; to: { address: string }[] }[]).find((m) =>
          m.to.some((t) => t.address === user.emailAddress),
        ),
      Boolean,
      'the bid email',
    );
    const page = await (await browser.newContext({ viewport: { width: 700, height: 900 } })).newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // the HTML as MailDev received it (its own /html view strips the charset, so umlauts would read as Latin-1)
    await page.setContent(mail!.html);
    expect(requested).toEqual([]); // no web font, image or tracker from anywhere
    // amounts as a German reader writes them (docs/notifications.md); Intl separates with a no-break space
    expect((await page.textContent('body'))!.replace(/[\u00a0\u202f]/g, ' ')).toContain(
      'Neues Gebot über 1.250 $ für 2018 Toyota Camry, Austin to Tucson',
    );
    const button = page.locator('.actions a').first();
    expect(await button.textContent()).toBe('Inserat ansehen');
    expect(await button.getAttribute('href')).toBe(`${api.url}/v2/listings/${listingId}`);
    expect((await button.boundingBox())!.width).toBeGreaterThan(80); // drawn as a button, not a bare link
    expect(await page.locator('a', { hasText: 'Diese E-Mails abbestellen' }).getAttribute('href')).toMatch(
      /\/v2\/unsubscribe\/[A-Za-z0-9_-]{22}\?event=BidPlaced$/,
    );
    expect((await page.locator('.facts td').allTextContents()).map((t) => t.replace(/[\u00a0\u202f]/g, ' '))).toEqual(
      expect.arrayContaining(['Route', 'Austin, TX → Tucson, AZ', 'Betrag', '1.250 $']),
    );
    const file = join(screenshots, 'email-bid-placed.png');
    await page.screenshot({ path: file, fullPage: true });
    expect((await stat(file)).size).toBeGreaterThan(15_000);

    // the unsubscribe link opens a page asking, whose button unsubscribes: both pass axe-core's WCAG 2.2 AA rules
    const unsubscribe = await page.locator('a', { hasText: 'Diese E-Mails abbestellen' }).getAttribute('href');
    const asking = await (await browser.newContext({ locale: 'de-DE' })).newPage();
    expect((await asking.goto(unsubscribe!))!.status()).toBe(200);
    expect(await accessibilityViolations(asking), 'the question').toEqual([]);
    await Promise.all([
      asking.waitForNavigation(),
      asking.keyboard.press('Tab').then(() => asking.keyboard.press('Enter')),
    ]);
    expect(await asking.textContent('h1')).toBeTruthy();
    expect(await accessibilityViolations(asking), 'the answer').toEqual([]);
  });

  it("opens an invitation's button on its page: a labelled password form that joins, both pages WCAG 2.2 AA (docs/teams.md)", async () => {
    const { key: owner } = await api.user('ServiceProvider');
    const emailAddress = `driver-${Date.now()}@browser.example`;
    expect(
      (
        await api.call('POST', '/v2/users/me/members', {
          key: owner,
          body: { emailAddress, firstName: 'Dana', lastName: 'Driver', role: 'Driver' },
        })
      ).status,
    ).toBe(201);
    const mailApi = `${inject('mailDev').webUrl}/api/email`;
    const mail = await eventually(
      async () =>
        ((await (await fetch(mailApi)).json()) as { html: string; to: { address: string }[] }[]).find((m) =>
          m.to.some((t) => t.address === emailAddress),
        ),
      Boolean,
      'the invitation',
    );
    const page = await (await browser.newContext()).newPage();
    await page.setContent(mail!.html);
    const href = await page.locator('.actions a').first().getAttribute('href');
    expect(href).toMatch(/\/v2\/invitations\/[A-Za-z0-9_-]{22}$/);
    expect((await page.goto(href!))!.status()).toBe(200);
    expect(await accessibilityViolations(page), 'the form').toEqual([]);
    await page.getByLabel('Password (6 to 20 characters)').fill('secret-123');
    await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Join' }).click()]);
    expect(await page.textContent('h1')).toBe('You joined your team');
    expect(await accessibilityViolations(page), 'joined').toEqual([]);
    expect((await api.call('POST', '/v2/apikeys', { body: { emailAddress, password: 'secret-123' } })).status).toBe(
      200,
    );
  });
});
