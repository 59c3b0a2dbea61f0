/**
 * The astrocartography world map rendered by a real browser (Debian's Chromium through playwright-core),
 * for reference chart p01 (all ten bodies, in mundo) at 1200 px:
 *  - the SVG parses as XML and its root is exactly width × width/2 on the page;
 *  - land is drawn where land is (Sahara, Siberia, Amazonia, Australia: mostly land colour) and not where it
 *    is not (mid-Pacific, South Atlantic: ocean colour), and covers a plausible share of the map;
 *  - each body's MC line is in the screenshot, in the body's colour, on the column its longitude gives;
 *  - all 40 labels are laid out with a size > 0 inside the canvas;
 *  - the PNG is saved as test/artifacts/astrocartography-p01.png for a human look.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { julianDayUt } from '../../shared/core/ephemeris.js';
import { BODY_COLOURS, renderAstrocartographySvg } from '../../shared/core/western/astrocartography-map.js';
import { astrocartography } from '../../shared/core/western/astrocartography.js';
import { decodePng, launchChromium, requireChromium, type DecodedPng } from '../helpers/browser.js';
import { charts } from '../helpers/reference.js';

const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');
const W = 1200;
const H = 600;
const LAND: [number, number, number] = [0xef, 0xe8, 0xd8];
const OCEAN: [number, number, number] = [0xdb, 0xe9, 0xf4];

const hex = (h: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
const near = (png: DecodedPng, x: number, y: number, c: [number, number, number], tol = 6) => {
  const o = (Math.round(y) * png.width + Math.round(x)) * 4;
  return Math.abs(png.rgba[o] - c[0]) <= tol && Math.abs(png.rgba[o + 1] - c[1]) <= tol && Math.abs(png.rgba[o + 2] - c[2]) <= tol;
};
/** Share of a 21 × 21 px box around a geographic point that has colour c. */
function shareAround(png: DecodedPng, lng: number, lat: number, c: [number, number, number]): number {
  const cx = ((lng + 180) / 360) * W;
  const cy = ((90 - lat) / 180) * H;
  let hit = 0;
  for (let dy = -10; dy <= 10; dy++) for (let dx = -10; dx <= 10; dx++) if (near(png, cx + dx, cy + dy, c)) hit++;
  return hit / 441;
}

const p01 = charts[0];
const utcMs = Date.parse(p01.utc_datetime.endsWith('Z') ? p01.utc_datetime : `${p01.utc_datetime}Z`);
const acg = astrocartography(julianDayUt(utcMs), 'in-mundo');

describe.runIf(requireChromium('browser/astrocartography.test.ts'))('astrocartography map in headless Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    mkdirSync(ARTIFACTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('p01: parses, draws the land and every MC line, lays out every label', async () => {
    const svg = renderAstrocartographySvg(acg.lines, { width: W });
    const page = await browser.newPage({ viewport: { width: W, height: H } });
    try {
      await page.goto(`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`);
      const facts = await page.evaluate(() => {
        const root = document.documentElement;
        const r = root.getBoundingClientRect();
        return {
          parserErrors: document.getElementsByTagName('parsererror').length,
          rootName: root.nodeName,
          rect: { width: r.width, height: r.height },
          labels: [...document.querySelectorAll('text.acg-label')].map((t) => {
            const b = t.getBoundingClientRect();
            return { x: b.x, y: b.y, w: b.width, h: b.height };
          }),
        };
      });
      expect(facts.parserErrors).toBe(0);
      expect(facts.rootName).toBe('svg');
      expect(facts.rect).toEqual({ width: W, height: H });
      expect(facts.labels).toHaveLength(40);
      for (const b of facts.labels) {
        expect(b.w).toBeGreaterThan(0);
        expect(b.h).toBeGreaterThan(0);
        expect(b.x).toBeGreaterThanOrEqual(0);
        expect(b.y).toBeGreaterThanOrEqual(0);
        expect(b.x + b.w).toBeLessThanOrEqual(W + 0.5);
        expect(b.y + b.h).toBeLessThanOrEqual(H + 0.5);
      }

      const shot = await page.screenshot({ type: 'png' });
      writeFileSync(join(ARTIFACTS, 'astrocartography-p01.png'), shot);
      const png = decodePng(shot);
      expect([png.width, png.height]).toEqual([W, H]);

      // Land where there is land, sea where there is sea.
      for (const [what, lng, lat] of [['Sahara', 15, 22], ['Siberia', 100, 62], ['Amazonia', -60, -5], ['Australia', 134, -25]] as const) {
        expect(shareAround(png, lng, lat, LAND), what).toBeGreaterThan(0.6);
      }
      for (const [what, lng, lat] of [['mid-Pacific', -140, -10], ['South Atlantic', -20, -35]] as const) {
        expect(shareAround(png, lng, lat, OCEAN), what).toBeGreaterThan(0.6);
      }
      let land = 0;
      for (let i = 0; i < png.width * png.height; i++) if (near(png, i % png.width, Math.floor(i / png.width), LAND)) land++;
      const share = land / (png.width * png.height);
      expect(share).toBeGreaterThan(0.2);
      expect(share).toBeLessThan(0.45);

      // Each MC line: its colour on its column, over most of the map's height.
      for (const line of acg.lines.filter((l) => l.angle === 'MC')) {
        const x = ((line.segments[0][0][0] + 180) / 360) * W;
        const colour = hex(BODY_COLOURS[line.planet]);
        let rows = 0;
        for (let y = 0; y < H; y += 10) if ([-1, 0, 1].some((dx) => near(png, x + dx, y, colour, 40))) rows++;
        expect(rows, line.planet).toBeGreaterThan(0.5 * (H / 10));
      }
    } finally {
      await page.close();
    }
  });
});
