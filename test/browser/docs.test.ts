/**
 * The docs in a real browser (Debian's Chromium through playwright-core): the reference loads with no
 * console error and fetches nothing from outside the service, lists the guide's pages and every endpoint
 * of the registry; an endpoint opens on its request fields, its example and its answer, errors
 * collapsed, also where the request and the answer are shared components; its try-it panel calls
 * POST /v1/natal with a key and shows the answer; every guide page (MCP among them) renders, and an
 * error's docUrl lands on its row. Screenshots of every docs page go to test/artifacts/docs-*.png.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDE_PAGES } from '../../shared/endpoints/guide.js';
import { ENDPOINTS } from '../../shared/endpoints/registry.js';
import { launchChromium, requireChromium } from '../helpers/browser.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');
const run = requireChromium('docs.test.ts');

describe.runIf(run)('the docs page in Chromium', () => {
  let srv: TestServer;
  let browser: Browser;
  let page: Page;
  let key = '';
  const problems: string[] = [];

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    srv = await startTestServer();
    key = (await srv.newKey()).key;
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    // the moment the first group of operations is in the page, by the page's own clock (ms since navigation start)
    await page.addInitScript(() => {
      const w = window as unknown as { opsRenderedMs?: number };
      new MutationObserver((_m, obs) => {
        if (document.querySelector('.opblock-tag')) {
          w.opsRenderedMs = performance.now();
          obs.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    page.on('request', (r) => {
      if (!r.url().startsWith(srv.url) && !r.url().startsWith('data:')) problems.push(`request outside the service: ${r.url()}`);
    });
  });
  afterAll(async () => {
    await browser?.close();
    await srv?.close();
  });

  it('lists the guide\'s pages and every endpoint of the registry, with no console error', async () => {
    await page.goto(`${srv.url}/docs`);
    await page.waitForSelector('.opblock-tag', { timeout: 30_000 });
    await expect(page.title()).resolves.toBe('Orrery API documentation');
    // the description links each guide page; the bar links the guide and the MCP page
    const links = await page.locator('.information-container a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const p of GUIDE_PAGES) expect(links).toContain(`/docs/guide/${p.slug}`);
    await expect(page.locator('.orrery-bar a[href="/docs/guide/mcp"]').isVisible()).resolves.toBe(true);
    await page.screenshot({ path: join(ARTIFACTS, 'docs-index.png') });
    // every tag open: every operation of the registry is on the page
    for (const tag of await page.locator('.opblock-tag').all()) {
      if ((await tag.getAttribute('data-is-open')) !== 'true') await tag.click();
    }
    const shown = new Set(await page.locator('.opblock .opblock-summary-path').allInnerTexts());
    for (const ep of ENDPOINTS) expect(shown, `${ep.method} ${ep.path}`).toContain(ep.path);
    expect(problems).toEqual([]);
  });

  // Speed is a benchmark's business (bench/README.md gives the figure measured on a quiet machine, < 1 s): this test
  // prints the time and fails only at the old blank-page time (~5 s), which no load on a CI machine reaches.
  it('is interactive at once: the operations list is rendered well before the old 5 s blank page', async () => {
    const times: number[] = [];
    // the best of three loads (the machine running the tests is shared: one slow load is its noise, not the page's)
    for (let i = 0; i < 3; i++) {
      await page.goto(`${srv.url}/docs`);
      await page.waitForFunction(() => (window as unknown as { opsRenderedMs?: number }).opsRenderedMs !== undefined, null, { timeout: 30_000 });
      times.push(await page.evaluate(() => (window as unknown as { opsRenderedMs: number }).opsRenderedMs));
    }
    console.log(`docs: operations list rendered ${times.map((t) => t.toFixed(0)).join(' and ')} ms after navigation`);
    expect(Math.min(...times)).toBeLessThan(5000);
    // every group starts closed
    expect(await page.locator('.opblock-tag[data-is-open="true"]').count()).toBe(0);
  });

  it('the search box finds natal and opens it', async () => {
    await page.goto(`${srv.url}/docs`);
    await page.waitForSelector('.opblock-tag');
    await page.fill('.operation-filter-input', 'natal');
    const natal = page.locator('#operations-Western-natal');
    await natal.waitFor({ timeout: 10_000 });
    // the operation itself is open: its request fields and example are on show
    await natal.locator('.opblock-body').waitFor({ timeout: 10_000 });
    await expect(natal.getAttribute('class')).resolves.toContain('is-open');
    // the body's fields render after the body itself: read it until they are there (a busy machine is slower)
    await expect.poll(() => natal.locator('.opblock-body').innerText(), { timeout: 10_000 }).toContain('lat');
    // only matching groups remain
    const tags = await page.locator('.opblock-tag').allInnerTexts();
    expect(tags.join(' ')).not.toContain('Numerology');
    await page.screenshot({ path: join(ARTIFACTS, 'docs-search-natal.png') });
    await page.fill('.operation-filter-input', '');
  });

  it('an endpoint whose request and answer are shared components shows its fields, its example and its answer, errors collapsed', async () => {
    // a deep link is read when the page loads (a change of the hash alone is not)
    await page.goto('about:blank');
    await page.goto(`${srv.url}/docs#/Dashas/dashaAshtottari`);
    const op = page.locator('#operations-Dashas-dashaAshtottari');
    await op.locator('.opblock-body').waitFor({ timeout: 30_000 });
    const body = op.locator('.opblock-body');
    // the example request (a shared request body, its example a shared component)
    const request = body.locator('.opblock-section-request-body');
    const example = JSON.parse(await request.locator('.highlight-code pre').first().innerText()) as Record<string, unknown>;
    const ep = ENDPOINTS.find((e) => e.name === 'dasha-ashtottari')!;
    expect(example).toEqual(ep.examples[0].request);
    await page.screenshot({ path: join(ARTIFACTS, 'docs-endpoint-dasha.png') });
    // the request fields, each with its description (shared fields are references: the page unfolds them)
    await request.locator('[data-name="model"]').first().click();
    await request.locator('.model-box').first().waitFor();
    const fields = await request.innerText();
    for (const f of ['date', 'lat', 'lng', 'yearLength', 'depth']) expect(fields).toContain(f);
    expect(fields).toContain('Latitude, degrees north positive');
    // the answer: the service's own (GET /openapi/examples.json), merged into the shared answer
    const answer = await body.locator('.responses-table .response[data-code="200"] .highlight-code pre').first().innerText();
    expect(JSON.parse(answer)).toMatchObject({ success: true, data: { system: { id: 'ashtottari' } } });
    // the errors: one collapsed 4XX row and the server errors, not a block per code
    const codes = await body.locator('.responses-table .response').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-code')));
    expect(codes).toEqual(expect.arrayContaining(['200', '4XX']));
    expect(codes.filter((c) => c?.startsWith('4'))).toEqual(['4XX']);
    await page.screenshot({ path: join(ARTIFACTS, 'docs-endpoint-dasha-fields.png'), fullPage: true });
    expect(problems).toEqual([]);
  });

  // ~25 s alone (Swagger UI renders and highlights the whole natal answer); over 30 s beside the rest of the suite
  it('the try-it panel calls POST /v1/natal with a key and shows the answer', { timeout: 240_000 }, async () => {
    // a deep link opens the operation (its group starts closed); a fresh document, not a hash change on the last one
    await page.goto('about:blank');
    await page.goto(`${srv.url}/docs#/Western/natal`);
    await page.locator('#operations-Western-natal .opblock-body').waitFor({ timeout: 90_000 });
    await page.click('button.authorize');
    const input = page.locator('.modal-ux input').first();
    await input.fill(key);
    await page.locator('.modal-ux button.authorize').first().click();
    await page.locator('.modal-ux button.btn-done').first().click();
    const natal = page.locator('#operations-Western-natal');
    await natal.locator('button.try-out__btn').click();
    await natal.locator('button.execute').click();
    const status = natal.locator('.live-responses-table .response .response-col_status');
    await status.first().waitFor({ timeout: 90_000 });
    expect((await status.first().innerText()).trim()).toBe('200');
    const body = JSON.parse(await natal.locator('.live-responses-table .response .highlight-code pre').first().innerText()) as {
      success: boolean;
      data: { planets: { planet: string }[] };
    };
    expect(body.success).toBe(true);
    expect(body.data.planets.map((p) => p.planet).slice(0, 3)).toEqual(['Sun', 'Moon', 'Mercury']);
    // the call as curl, with a copy button
    const snippet = natal.locator('.request-snippets');
    expect(await snippet.innerText()).toContain('curl -X');
    expect(await snippet.locator('.copy-to-clipboard').count()).toBeGreaterThan(0);
    await natal.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ARTIFACTS, 'docs-try-natal.png'), fullPage: false });
    expect(problems).toEqual([]);
  });

  it('renders every guide page, listed beside it, with copy buttons on its code', async () => {
    for (const p of GUIDE_PAGES) {
      await page.goto(`${srv.url}/docs/guide/${p.slug}`);
      await expect(page.title()).resolves.toBe(`${p.title} · Orrery API guide`);
      await expect(page.locator('article h1').innerText()).resolves.toBe(p.title);
      const listed = await page.locator('.guide-nav a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(listed).toEqual([...GUIDE_PAGES.map((q) => `/docs/guide/${q.slug}`), '/docs']);
      await expect(page.locator('.guide-nav a[aria-current="page"]').innerText()).resolves.toBe(p.title);
      await page.screenshot({ path: join(ARTIFACTS, `docs-guide-${p.slug}.png`), fullPage: true });
    }
    // the MCP page: its configuration block copies whole
    await page.goto(`${srv.url}/docs/guide/mcp`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: srv.url });
    const block = page.locator('article pre').first();
    await block.locator('button.copy').click();
    await page.waitForFunction(() => document.querySelector('article pre button.copy')?.textContent === 'Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await block.locator('code').innerText());
    expect(problems).toEqual([]);
  });

  it('an error\'s docUrl (/docs#errors-CODE) lands on its row of the guide\'s error page', async () => {
    const r = await fetch(`${srv.url}/v1/natal`, { method: 'POST', headers: { 'X-API-Key': key, 'Content-Type': 'application/json' }, body: '{}' });
    const { docUrl } = (await r.json()) as { docUrl: string };
    expect(docUrl).toBe('/docs#errors-VALIDATION_ERROR');
    await page.goto(`${srv.url}${docUrl}`);
    await page.waitForURL('**/docs/guide/errors#errors-VALIDATION_ERROR');
    const row = page.locator('tr:has(#errors-VALIDATION_ERROR)');
    await expect(row.innerText()).resolves.toContain('VALIDATION_ERROR');
    await expect(row.isVisible()).resolves.toBe(true);
    // the row is in view and marked
    expect(await row.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(900);
    expect(await row.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 244, 194)');
    await page.screenshot({ path: join(ARTIFACTS, 'docs-error-row.png') });
    expect(problems).toEqual([]);
  });
});
