/**
 * The key portal in a real browser (Debian's Chromium through playwright-core), as a new user goes
 * through it: sign up, create two keys (the copy button puts the key on the clipboard), call the API
 * with one, see the usage appear for that key and in the daily chart, rotate (the old secret gets 401),
 * revoke after the confirmation page, and hit the five-key cap. No page logs a console error (so the
 * Content-Security-Policy blocks nothing of ours). Each page is saved as test/artifacts/portal-*.png.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, requireChromium } from '../helpers/browser.js';
import { NYC_BIRTH, post, startTestServer, type TestServer } from '../helpers/server.js';

const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');
const run = requireChromium('portal.test.ts');

describe.runIf(run)('the key portal in Chromium', () => {
  let srv: TestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const problems: string[] = [];

  const shot = async (name: string) => {
    await page.screenshot({ path: join(ARTIFACTS, `portal-${name}.png`), fullPage: true });
  };
  const rowOf = (label: string) => page.locator('tbody tr', { has: page.locator('td', { hasText: new RegExp(`^${label}$`) }) });

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    srv = await startTestServer({ env: { PORTAL_SCRYPT_LOG2N: '12' } });
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1100, height: 800 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: srv.url });
    page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
  });
  afterAll(async () => {
    await browser?.close();
    await srv?.close();
  });

  let webKey = '';
  let batchKey = '';

  it('signs up from the log-in page and lands on an empty keys page', async () => {
    await page.goto(`${srv.url}/portal`);
    await expect(page.title()).resolves.toBe('Log in · Orrery');
    await shot('login');
    await page.click('text=Create an account');
    await page.fill('#email', 'ada@example.com');
    await page.fill('#password', 'analytical engine');
    await shot('signup');
    await page.click('button[type=submit]');
    await page.waitForURL('**/portal/keys');
    await expect(page.locator('main').innerText()).resolves.toContain('No keys yet');
    await expect(page.locator('.who').innerText()).resolves.toContain('ada@example.com');
  });

  it('creates two keys; each is shown once and the copy button copies it', async () => {
    await page.fill('#label', 'web');
    await page.click('text=Create key');
    webKey = (await page.locator('#new-key').innerText()).trim();
    expect(webKey).toMatch(/^ak_[A-Za-z0-9]{40}$/);
    await expect(page.locator('#new-key-card').innerText()).resolves.toContain('you will not see this again');
    await page.click('[data-copy="new-key"]');
    await page.waitForFunction(() => document.querySelector('[data-copy="new-key"]')?.textContent === 'Copied');
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(webKey);
    await shot('key-created');
    await page.fill('#label', 'batch');
    await page.click('text=Create key');
    batchKey = (await page.locator('#new-key').innerText()).trim();
    await page.goto(`${srv.url}/portal/keys`);
    const text = await page.locator('main').innerText();
    expect(text).not.toContain(webKey);
    expect(text).toContain(`${webKey.slice(0, 8)}…`);
    expect(text).toContain('2 of 5 active keys');
    await shot('keys');
  });

  it('shows the usage of the key that was called, per endpoint and in the daily chart', async () => {
    for (let i = 0; i < 3; i++) expect((await post(srv.url, '/v1/natal', NYC_BIRTH, webKey)).status).toBe(200);
    expect((await post(srv.url, '/v1/planets', NYC_BIRTH, webKey)).status).toBe(200);
    await page.click('nav >> text=Usage');
    await page.waitForURL('**/portal/usage');
    await expect(page.locator('#usage-total').innerText()).resolves.toBe('4');
    await expect(rowOf('web').locator('td.num').innerText()).resolves.toBe('4');
    await expect(page.locator('#by-key').innerText()).resolves.not.toContain('batch'); // never called
    const endpoints = await page.locator('#by-endpoint').innerText();
    expect(endpoints).toMatch(/\/v1\/natal\s+3/);
    expect(endpoints).toMatch(/\/v1\/planets\s+1/);
    // The chart: one bar per day so far; today's is the tallest and drawn with a real height.
    const today = new Date(srv.now.ms).toISOString().slice(0, 10);
    const bars = await page.locator('svg.chart rect.bar').evaluateAll((els) =>
      els.map((e) => ({ date: e.getAttribute('data-date'), h: (e as SVGGraphicsElement).getBBox().height })));
    expect(bars).toHaveLength(Number(today.slice(8)));
    const todays = bars.find((b) => b.date === today);
    expect(todays?.h).toBeGreaterThan(100);
    expect(bars.filter((b) => b.date !== today).every((b) => b.h === 0)).toBe(true);
    // The meter's width is set by our script (inline styles are not allowed by the CSP).
    const meter = await page.locator('.meter span').first().evaluate((e) => (e as HTMLElement).style.width);
    expect(meter).toBe('0.1%');
    await shot('usage');
  });

  it('rotates the called key: a new secret once, and the old one gets 401 at once', async () => {
    await page.click('nav >> text=Keys');
    await rowOf('web').locator('text=Rotate').click();
    const rotated = (await page.locator('#new-key').innerText()).trim();
    expect(rotated).not.toBe(webKey);
    await expect(page.locator('#new-key-card').innerText()).resolves.toContain('The old secret has stopped working');
    expect((await post(srv.url, '/v1/natal', NYC_BIRTH, webKey)).body.error).toBe('INVALID_API_KEY');
    expect((await post(srv.url, '/v1/natal', NYC_BIRTH, rotated)).status).toBe(200);
    webKey = rotated;
    await shot('key-rotated');
  });

  it('revokes the other key after a confirmation page', async () => {
    await page.goto(`${srv.url}/portal/keys`);
    await rowOf('batch').locator('text=Revoke').click();
    await expect(page.locator('main').innerText()).resolves.toContain('This cannot be undone');
    await shot('revoke-confirm');
    await page.click('text=Revoke permanently');
    await expect(page.locator('.notice.ok').innerText()).resolves.toContain('is revoked');
    await expect(rowOf('batch').locator('.status-revoked').innerText()).resolves.toBe('revoked');
    expect((await post(srv.url, '/v1/natal', NYC_BIRTH, batchKey)).body.error).toBe('INVALID_API_KEY');
  });

  it('refuses a sixth active key with a clear message', async () => {
    for (const label of ['k3', 'k4', 'k5', 'k6']) {
      await page.fill('#label', label);
      await page.click('text=Create key');
      await expect(page.locator('#new-key').count()).resolves.toBe(1);
    }
    await page.fill('#label', 'one-too-many');
    await page.click('text=Create key');
    await expect(page.locator('.notice.error').innerText()).resolves.toContain('already has 5 active keys');
    await expect(page.locator('#new-key').count()).resolves.toBe(0);
    await shot('key-cap');
  });

  it('shows the account and logs out', async () => {
    await page.click('nav >> text=Account');
    await expect(page.locator('main').innerText()).resolves.toContain('ada@example.com');
    await shot('account');
    await page.click('text=Log out');
    await page.waitForURL('**/portal/login');
    await page.goto(`${srv.url}/portal/keys`);
    await page.waitForURL('**/portal/login');
  });

  it('logged no console error on any page', () => {
    // The refused sixth key is answered with status 409 on purpose; Chromium logs any 4xx page load.
    const unexpected = problems.filter((p) => !/status of 409 \(Conflict\)/.test(p));
    expect(unexpected).toEqual([]);
    expect(problems).toHaveLength(1);
  });
});
