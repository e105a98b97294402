import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dynamoDbEndpoint } from '../support/dynamodb.ts';
import { apiForThisFile } from '../support/api.ts';
import { accessibilityViolations } from '../support/accessibility.ts';
import { shipperWithPassword } from '../support/accounts.ts';
import { DEMO_PASSWORD, seedDemo } from '../../infra/local/demo-seed.ts';
import { startStageProcess, type StageProcess } from '../../infra/local/stage-process.ts';
import { routes } from '../../shared/routes/http.ts';
import clientPackage from '../../sdk/package.json' with { type: 'json' };

// The developer site end to end in headless Chromium (docs/developer-site.md): the reference
// renders every route of the table, the events page every webhook event type, and the key page
// signs in, picks a stage, generates a key shown once with a copy button, and revokes it, against
// a sandbox API in this process and a production API in a process of its own, as `npm start` runs
// them.

const CHROMIUM = '/usr/bin/chromium';
const present = existsSync(CHROMIUM);
// CI installs Chromium (.ci/run); there a missing browser is a failure, never a skip.
if (!present && process.env.CI) throw new Error(`${CHROMIUM} is missing: .ci/run installs the Debian package chromium`);
if (!present) console.warn(`developer site browser test SKIPPED: ${CHROMIUM} is missing (apt-get install chromium)`);

const screenshots = resolve(import.meta.dirname ?? '.', '..', '..', 'test-results');
let production: StageProcess | undefined;
const api = apiForThisFile({ developerSite: () => ({ stages: { sandbox: api.url, production: production!.url } }) });

describe.skipIf(!present)('developer site in headless Chromium', () => {
  let browser: Browser;
  let page: Page;
  let keysDir: string;

  beforeAll(async () => {
    keysDir = await mkdtemp(join(tmpdir(), 'demo-keys-'));
    process.env.DEVELOPER_SITE_ORIGINS = api.url;
    await seedDemo(join(keysDir, 'sandbox.json'));
    production = await startStageProcess({
      stage: 'production',
      dynamoDbEndpoint: await dynamoDbEndpoint(),
      s3Endpoint: inject('s3Endpoint'),
      tableName: `test-production-${randomUUID()}`,
      bucketName: `test-production-${randomUUID()}`,
      demoKeysFile: join(keysDir, 'production.json'),
      siteOrigins: [api.url],
    });
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
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: api.url });
    page = await context.newPage();
    await mkdir(screenshots, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await production?.stop();
    await rm(keysDir, { recursive: true, force: true });
  });

  /** Opens the key page and submits its sign-in form. */
  const signInOnKeyPage = async (email: string, password: string, stage: 'sandbox' | 'production') => {
    await page.goto(`${api.url}/developers/keys.html`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.fill('#email', email);
    await page.fill('#password', password);
    await page.selectOption('#stage', stage);
    await page.click('button[type=submit]');
  };

  const callWithKey = async (baseUrl: string, key: string) =>
    (await fetch(`${baseUrl}/v2/`, { headers: { authorization: `Bearer ${key}` } })).status;

  it('the API reference renders every route of the table from /v2/openapi.json', async () => {
    await page.goto(`${api.url}/developers/`);
    await page.waitForSelector('#reference[aria-busy="false"] .opblock', { timeout: 30_000 });
    expect(await page.locator('.opblock').count()).toBe(routes.length);
    await expect.poll(() => page.locator('.opblock-summary-path').first().textContent()).toBeTruthy();
    const file = join(screenshots, 'developer-site-reference.png');
    await page.screenshot({ path: file });
    expect((await stat(file)).size).toBeGreaterThan(10_000);
  });

  it('the events page shows every webhook event type from /v2/asyncapi.json with its fields and example', async () => {
    const asyncapi = (await (await fetch(`${api.url}/v2/asyncapi.json`)).json()) as {
      components: { messages: Record<string, { name: string; examples: { payload: { data: object } }[] }> };
    };
    await page.goto(`${api.url}/developers/`);
    await page.click('header a[href="events.html"]');
    await page.waitForSelector('#events[aria-busy="false"] section.event');
    const messages = Object.entries(asyncapi.components.messages);
    expect(await page.locator('section.event').count()).toBe(messages.length);
    expect(await page.locator('section.event h2').allTextContents()).toEqual(messages.map(([, m]) => m.name));
    expect(await page.locator('#index a').count()).toBe(messages.length);
    for (const [id, message] of messages) {
      const section = page.locator(`section#${id}`);
      // the data's fields are listed, and the example is the document's, as JSON
      const fields = await section.locator('tbody td:first-child').allTextContents();
      for (const field of Object.keys(message.examples[0]!.payload.data)) expect(fields).toContain(field);
      expect(JSON.parse((await section.locator('code.example').textContent()) ?? '')).toEqual(
        message.examples[0]!.payload,
      );
    }
    expect(await page.textContent('#status')).toBe(`${messages.length} event types`);
    expect(await page.getAttribute('#document', 'href')).toBe(`${api.url}/v2/asyncapi.json`);
    const file = join(screenshots, 'developer-site-events.png');
    await page.screenshot({ path: file, fullPage: true });
    expect((await stat(file)).size).toBeGreaterThan(10_000);
  });

  it('the changelog page shows each release of sdk/CHANGELOG.md, each version a section to link to', async () => {
    const versions = [...readFileSync('sdk/CHANGELOG.md', 'utf8').matchAll(/^## (.+)$/gm)].map((m) => m[1]!.trim());
    expect(versions).toContain(clientPackage.version);
    await page.goto(`${api.url}/developers/`);
    await page.click('header a[href="changelog.html"]');
    await page.waitForSelector('#changelog[aria-busy="false"] h2');
    expect(await page.locator('#changelog h2').allTextContents()).toEqual(versions);
    expect(await page.locator(`[id="${clientPackage.version}"]`).count()).toBe(1);
    expect(await page.locator('#changelog p').first().textContent()).toContain('ESM and CommonJS');
  });

  it('signs in on production, generates a key shown once with a copy button, and revokes it', async () => {
    await signInOnKeyPage('shipper@demo.example', DEMO_PASSWORD, 'production');
    await page.waitForSelector('#account:not([hidden])');
    expect(await page.textContent('#which-stage')).toBe('production');
    expect(await page.inputValue('#password')).toBe(''); // the password does not stay on screen

    await page.click('#generate');
    await page.waitForSelector('#new-key:not([hidden])');
    const key = await page.inputValue('#key-value');
    expect(key).toMatch(/^prd_/);
    expect(await callWithKey(production!.url, key)).toBe(200);
    expect(await callWithKey(api.url, key)).toBe(401); // a production key is refused by sandbox

    await page.click('#copy');
    await expect.poll(() => page.textContent('#copy')).toBe('Copied');
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(key);
    await page.screenshot({ path: join(screenshots, 'developer-site-keys.png') });

    await page.click('#revoke');
    await expect.poll(() => page.textContent('#message')).toMatch(/revoked/);
    expect(await page.isHidden('#new-key')).toBe(true);
    expect(await callWithKey(production!.url, key)).toBe(401);
  });

  it("rotates the key with an overlap: the new key shown once, both working, both listed with the old one's expiry", async () => {
    await signInOnKeyPage('shipper@demo.example', DEMO_PASSWORD, 'production');
    await page.waitForSelector('#account:not([hidden])');
    await page.click('#generate');
    await page.waitForSelector('#new-key:not([hidden])');
    const old = await page.inputValue('#key-value');
    await page.fill('#rotate-hours', '2');
    await page.click('#rotate');
    await expect.poll(() => page.textContent('#message')).toMatch(/keeps working until/);
    const fresh = await page.inputValue('#key-value');
    expect(fresh).not.toBe(old);
    expect(await callWithKey(production!.url, old)).toBe(200);
    expect(await callWithKey(production!.url, fresh)).toBe(200);
    await expect.poll(() => page.locator('#full-keys tbody tr').count()).toBe(2);
    const cells = await page.locator('#full-keys tbody td').allTextContents();
    expect(cells).toEqual(
      expect.arrayContaining([`Current key ending ${fresh.slice(-4)}`, `Previous key ending ${old.slice(-4)}`]),
    );
    await page.screenshot({ path: join(screenshots, 'developer-site-rotation.png'), fullPage: true });
    await page.click('#revoke');
    await expect.poll(() => page.textContent('#message')).toMatch(/revoked/);
    expect(await callWithKey(production!.url, old)).toBe(401);
    expect(await callWithKey(production!.url, fresh)).toBe(401);
  });

  it('lists, creates (shown once) and revokes restricted keys: the key reaches its scopes only', async () => {
    await signInOnKeyPage('shipper@demo.example', DEMO_PASSWORD, 'sandbox');
    await page.waitForSelector('#restricted-scopes input[value="listings:read"]');
    await page.fill('#restricted-name', 'Dashboard');
    await page.check('#restricted-scopes input[value="listings:read"]');
    await page.check('#restricted-scopes input[value="lookups:read"]');
    await page.fill('#restricted-expiry', new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
    await page.click('#create-restricted');
    await page.waitForSelector('#restricted-keys tbody tr');
    const key = await page.inputValue('#key-value');
    expect(key).toMatch(/^sbx_/);
    expect(await page.textContent('#message')).toMatch(/Restricted key "Dashboard" created/);
    expect(await page.locator('#restricted-keys tbody td').allTextContents()).toEqual(
      expect.arrayContaining(['Dashboard', 'listings:read, lookups:read']),
    );
    const call = (method: string, path: string) =>
      fetch(`${api.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
    expect((await call('GET', '/v2/listings')).status).toBe(200);
    const refused = await call('POST', '/v2/listings');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { reason: string }).reason).toMatch(/listings:write/);
    await page.screenshot({ path: join(screenshots, 'developer-site-restricted-keys.png'), fullPage: true });

    await page.click('#restricted-keys tbody tr .revoke-restricted');
    await expect.poll(() => page.textContent('#message')).toMatch(/revoked/);
    await expect.poll(() => page.locator('#restricted-keys tbody tr').count()).toBe(0);
    expect((await call('GET', '/v2/listings')).status).toBe(401);
  });

  it('an owner invites, re-roles and removes members on the key page (docs/teams.md), the team WCAG 2.2 AA', async () => {
    const { key: integrator } = await api.user('Affiliate');
    const owner = await shipperWithPassword(api, integrator);
    await signInOnKeyPage(owner.emailAddress, owner.password, 'sandbox');
    await page.waitForSelector('#team:not([hidden])');
    const emailAddress = `agent-${Date.now()}@keypage.example`;
    await page.fill('#invite-email', emailAddress);
    await page.fill('#invite-first', 'Ada');
    await page.fill('#invite-last', 'Agent');
    await page.selectOption('#invite-role', 'Agent');
    await page.click('#invite');
    await page.waitForSelector('#members tbody tr');
    expect(await page.locator('#members tbody tr td').allTextContents()).toEqual(
      expect.arrayContaining(['Ada Agent', emailAddress, 'Invited']),
    );
    expect(await accessibilityViolations(page), 'key page, the team').toEqual([]);
    await page.getByLabel('Role of Ada Agent').selectOption('Viewer');
    await expect.poll(() => page.textContent('#message')).toMatch(/now Viewer/);
    expect(await page.getByLabel('Role of Ada Agent').inputValue()).toBe('Viewer'); // as listed again from the API
    // a role the company's type does not give: the API's reason, nothing invited
    await page.fill('#invite-email', `driver-${Date.now()}@keypage.example`);
    await page.fill('#invite-first', 'Dan');
    await page.fill('#invite-last', 'Driver');
    await page.selectOption('#invite-role', 'Driver');
    await page.click('#invite');
    await expect.poll(() => page.textContent('#message')).toMatch(/Not invited: .*Driver/);
    await page.getByRole('button', { name: 'Remove Ada Agent' }).click();
    await expect.poll(() => page.locator('#members tbody tr').count()).toBe(0);
    expect(await page.textContent('#message')).toMatch(/removed/);
  });

  it("shows each kind's email cadence and the daily hour, and changes them (docs/notifications.md, Digests)", async () => {
    const { key: integrator } = await api.user('Affiliate');
    const shipper = await shipperWithPassword(api, integrator);
    await signInOnKeyPage(shipper.emailAddress, shipper.password, 'sandbox');
    await page.waitForSelector('#cadences tbody tr[data-kind="BidPlaced"]');
    // the defaults: later bids hourly, a booking at once; digests at 07:00
    expect(await page.getByLabel('Email for BidPlaced').inputValue()).toBe('hourly');
    expect(await page.getByLabel('Email for ListingBooked').inputValue()).toBe('immediate');
    expect(await page.inputValue('#digest-hour')).toBe('7');
    await page.getByLabel('Email for BidPlaced').selectOption('daily');
    await expect.poll(() => page.textContent('#message')).toMatch(/BidPlaced: daily digest/);
    await page.selectOption('#digest-hour', '18');
    await expect.poll(() => page.textContent('#message')).toMatch(/18:00/);
    await page.getByLabel('Email for ListingBooked').selectOption('off');
    await expect.poll(() => page.textContent('#message')).toMatch(/ListingBooked: never/);
    const { apiKey } = (await (
      await fetch(`${api.url}/v2/apikeys`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ emailAddress: shipper.emailAddress, password: shipper.password }),
      })
    ).json()) as { apiKey: string };
    const preferences = (await (
      await fetch(`${api.url}/v2/users/me/notifications`, { headers: { authorization: `Bearer ${apiKey}` } })
    ).json()) as { email: Record<string, boolean>; cadence: Record<string, string>; dailyDigestHour: number };
    expect(preferences).toMatchObject({
      cadence: { BidPlaced: 'daily', ListingBooked: 'off' },
      email: { BidPlaced: true, ListingBooked: false },
      dailyDigestHour: 18,
    });
    expect(await accessibilityViolations(page), 'key page, email').toEqual([]);
  });

  it('a wrong password is refused with the reason, and sandbox gives a sandbox key', async () => {
    await signInOnKeyPage('provider@demo.example', 'not-the-password', 'sandbox');
    await expect.poll(() => page.textContent('#message')).toMatch(/Sign-in failed: .*wrong/);
    expect(await page.isHidden('#account')).toBe(true);

    await page.fill('#password', DEMO_PASSWORD);
    await page.click('button[type=submit]');
    await page.waitForSelector('#account:not([hidden])');
    await page.click('#generate');
    await page.waitForSelector('#new-key:not([hidden])');
    const key = await page.inputValue('#key-value');
    expect(key).toMatch(/^sbx_/);
    expect(await callWithKey(api.url, key)).toBe(200);
  });

  it("the reference, events, changelog and key pages pass axe-core's WCAG 2.2 AA rules", async () => {
    await page.goto(`${api.url}/developers/`);
    await page.waitForSelector('#reference[aria-busy="false"] .opblock', { timeout: 30_000 });
    expect(await accessibilityViolations(page), 'reference').toEqual([]);
    await page.goto(`${api.url}/developers/events.html`);
    await page.waitForSelector('#events[aria-busy="false"] section.event');
    expect(await accessibilityViolations(page), 'events').toEqual([]);
    await page.goto(`${api.url}/developers/changelog.html`);
    await page.waitForSelector('#changelog[aria-busy="false"] h2');
    expect(await accessibilityViolations(page), 'changelog').toEqual([]);
    await page.goto(`${api.url}/developers/keys.html`);
    await page.waitForSelector('body[data-ready="true"]');
    expect(await accessibilityViolations(page), 'key page, signed out').toEqual([]);
    await page.fill('#email', 'integrator@demo.example');
    await page.fill('#password', DEMO_PASSWORD);
    await page.click('button[type=submit]');
    await page.waitForSelector('#account:not([hidden])');
    await page.click('#generate');
    await page.waitForSelector('#new-key:not([hidden])');
    expect(await accessibilityViolations(page), 'key page, a key shown').toEqual([]);
  });

  it('the key page works from the keyboard alone: sign in, generate a key, copy it, revoke it', async () => {
    await page.goto(`${api.url}/developers/keys.html`);
    await page.waitForSelector('body[data-ready="true"]');
    const focused = () => page.evaluate<string>('document.activeElement?.id || document.activeElement?.tagName');
    // from the top of the page, Tab reaches the form's fields in reading order
    await page.focus('#email');
    await page.keyboard.type('shipper@demo.example');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('password');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('stage');
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement.type')).toBe('submit');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#account:not([hidden])');
    // the buttons are reached by Tab and pressed with Enter or Space, each showing where focus is
    for (let i = 0; i < 20 && (await focused()) !== 'generate'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('generate');
    expect(await page.evaluate('getComputedStyle(document.activeElement).outlineStyle')).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#new-key:not([hidden])');
    const key = await page.inputValue('#key-value');
    expect(await callWithKey(api.url, key)).toBe(200);
    for (let i = 0; i < 20 && (await focused()) !== 'copy'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('copy');
    await page.keyboard.press('Space');
    await expect.poll(() => page.textContent('#copy')).toBe('Copied');
    for (let i = 0; i < 20 && (await focused()) !== 'revoke'; i++) await page.keyboard.press('Shift+Tab'); // back up the page
    expect(await focused()).toBe('revoke');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.textContent('#message')).toMatch(/revoked/);
    expect(await callWithKey(api.url, key)).toBe(401);
  });
});
