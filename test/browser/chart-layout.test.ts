/**
 * The North and South Indian charts rendered by a real browser (Debian's Chromium through
 * playwright-core), for two real charts and a synthetic worst case, in both styles:
 *  - the SVG parses as XML (no <parsererror>) and its root is exactly size × size on the page;
 *  - every <text> is laid out with a width > 0, and its box (getBBox) lies inside the polygon of
 *    its house (the South title inside the central 2 × 2), and no two texts' boxes overlap;
 *  - the ℞ and ° are real glyphs in the chart's font list (not missing-glyph boxes);
 *  - a PNG screenshot, decoded here, has a substantial amount of drawing, and is saved as
 *    test/artifacts/north-<name>.png and south-<name>.png for a human look.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { julianDayUt } from '../../shared/core/ephemeris.js';
import { indianChart, layoutIndianChart, renderIndianChartSvg, type ChartPoint, type IndianChartInput, type IndianChartStyle } from '../../shared/core/vedic/chart-layout.js';
import { vedicPlanets } from '../../shared/core/vedic/planets.js';
import { decodePng, launchChromium, requireChromium } from '../helpers/browser.js';

const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');

function realInput(utcMs: number, lat: number, lng: number): IndianChartInput {
  const v = vedicPlanets(julianDayUt(utcMs), lat, lng, 'lahiri', 'mean');
  return { ascendantSign: v.ascendantSign, ascendantDegree: v.ascendant, planets: v.planets };
}

/** All nine grahas (and so also the ascendant, in house 1) in one sign: what the layout must still fit. */
function crowdedInput(sign: number, ascSign: number): IndianChartInput {
  const names = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];
  return {
    ascendantSign: ascSign,
    ascendantDegree: 28.5,
    planets: names.map((planet, i) => ({ planet, sign, degreeInSign: 29.99 - 1.1 * i, isRetrograde: i % 2 === 0 })),
  };
}

const CASES: Array<{ name: string; size: number; input: IndianChartInput }> = [
  // New York, 1990-05-15 14:30 EDT = 18:30 UTC; Lahiri, mean node.
  { name: 'new-york', size: 500, input: realInput(Date.UTC(1990, 4, 15, 18, 30), 40.7128, -74.006) },
  // The stellium of 1962-02-05 (Sun, Moon, Mercury, Venus, Mars, Jupiter, Saturn together; new moon
  // and solar eclipse that day), New Delhi 05:40 IST = 00:10 UTC.
  { name: 'stellium', size: 600, input: realInput(Date.UTC(1962, 1, 5, 0, 10), 28.6139, 77.209) },
  // Synthetic: all nine in Sagittarius, ascendant Capricorn, so in the narrow 12th-house triangle, at the smallest size.
  { name: 'crowded-200', size: 200, input: crowdedInput(8, 9) },
  // Synthetic: all nine with the ascendant in house 1 (Aries), at a small size.
  { name: 'crowded-lagna', size: 300, input: crowdedInput(0, 0) },
];

interface TextFacts {
  cls: string | null;
  house: number | null;
  content: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

interface PageFacts {
  parserErrors: number;
  rootName: string;
  rootNs: string | null;
  rect: { x: number; y: number; width: number; height: number };
  texts: TextFacts[];
}

// Runs in the page (a string, so that nothing the test transpiler adds ends up in it). The root
// has no transform and the viewBox equals the size, so getBBox is in page px.
const COLLECT = `(() => {
  const root = document.documentElement;
  const r = root.getBoundingClientRect();
  const texts = [...document.getElementsByTagName('text')].map((t) => {
    const b = t.getBBox();
    const h = t.getAttribute('data-house');
    return { cls: t.getAttribute('class'), house: h === null ? null : Number(h), content: t.textContent, x: b.x, y: b.y, w: b.width, h: b.height };
  });
  return {
    parserErrors: document.getElementsByTagName('parsererror').length,
    rootName: root.localName, rootNs: root.namespaceURI,
    rect: { x: r.x, y: r.y, width: r.width, height: r.height },
    texts,
  };
})()`;

const GLYPH_PRINTS = (symbols: string[]) => `(() => {
  const fam = document.documentElement.getAttribute('font-family');
  const out = [];
  for (const s of ${JSON.stringify(symbols)}) {
    const c = new OffscreenCanvas(64, 64);
    const ctx = c.getContext('2d');
    ctx.font = '40px ' + fam;
    ctx.fillText(s, 8, 48);
    const d = ctx.getImageData(0, 0, 64, 64).data;
    let ink = 0, sig = 0;
    for (let i = 3; i < d.length; i += 4) { if (d[i] > 127) { ink++; sig = (sig * 31 + i) % 1000000007; } }
    out.push({ s, ink, sig: ink + ':' + sig });
  }
  return out;
})()`;

/** Whether p is inside the convex polygon (or on its edge, within tol px). */
function insideConvex(poly: readonly ChartPoint[], p: ChartPoint, tol = 0.5): boolean {
  let pos = 0;
  let neg = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % poly.length];
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    const cross = ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) / len;
    if (cross > tol) pos++;
    if (cross < -tol) neg++;
  }
  return pos === 0 || neg === 0;
}

function polygonArea(poly: readonly ChartPoint[]): number {
  let a = 0;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i];
    const q = poly[(i + 1) % poly.length];
    a += p.x * q.y - q.x * p.y;
  }
  return Math.abs(a) / 2;
}

const haveChromium = requireChromium('browser/chart-layout.test.ts');

describe.runIf(haveChromium)('Indian charts in headless Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
    mkdirSync(ARTIFACTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('℞ and ° rasterise as real glyphs with the chart font list (no tofu)', async () => {
    const page = await browser.newPage();
    try {
      const svg = renderIndianChartSvg(indianChart(CASES[0].input, 'north'));
      await page.goto(`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`);
      const symbols = ['℞', '°', '′'];
      const prints = await page.evaluate<Array<{ s: string; ink: number; sig: string }>>(GLYPH_PRINTS([...symbols, '\uE000', '\u0378']));
      const missing = prints.slice(-2).map((p) => p.sig);
      expect(missing[0]).toBe(missing[1]);
      for (const p of prints.slice(0, symbols.length)) {
        expect(p.ink, `${p.s} draws nothing`).toBeGreaterThan(8);
        expect(missing, `${p.s} is drawn as a missing-glyph box`).not.toContain(p.sig);
      }
    } finally {
      await page.close();
    }
  });

  for (const c of CASES) {
    for (const style of ['north', 'south'] as IndianChartStyle[]) {
      it(`${style} ${c.name} (${c.size} px): parses, every text inside its house, none overlap, a real picture`, async () => {
        const chart = indianChart(c.input, style);
        const svg = renderIndianChartSvg(chart, { size: c.size });
        const L = layoutIndianChart(chart, { size: c.size });
        const page = await browser.newPage({ viewport: { width: c.size + 40, height: c.size + 40 } });
        try {
          await page.goto(`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`);
          const facts = await page.evaluate<PageFacts>(COLLECT);

          expect(facts.parserErrors).toBe(0);
          expect(facts.rootName).toBe('svg');
          expect(facts.rootNs).toBe('http://www.w3.org/2000/svg');
          expect(facts.rect).toEqual({ x: 0, y: 0, width: c.size, height: c.size });

          // Every text drawn, with a real box: sign numbers (North) or names (South), the planets, Asc, the South title.
          const planets = chart.houses.reduce((n, h) => n + h.planets.length, 0);
          const expected = 12 + planets + 1 + (style === 'south' ? 2 : 0);
          expect(facts.texts.length).toBe(expected);
          expect(L.texts.length).toBe(expected);
          for (const t of facts.texts) {
            expect(t.w, `"${t.content}" has no width`).toBeGreaterThan(0);
            expect(t.h, `"${t.content}" has no height`).toBeGreaterThan(0);
          }

          // Inside its house (the title inside the central square).
          for (const t of facts.texts) {
            const corners = [{ x: t.x, y: t.y }, { x: t.x + t.w, y: t.y }, { x: t.x + t.w, y: t.y + t.h }, { x: t.x, y: t.y + t.h }];
            let poly: ChartPoint[];
            if (t.house === null) {
              expect(t.cls).toBe('title');
              const a = L.titleArea!;
              poly = [{ x: a.x, y: a.y }, { x: a.x + a.w, y: a.y }, { x: a.x + a.w, y: a.y + a.h }, { x: a.x, y: a.y + a.h }];
            } else {
              poly = L.houses[t.house - 1].polygon;
            }
            for (const p of corners) expect(insideConvex(poly, p), `${t.cls} "${t.content}" (house ${t.house}) pokes out at ${p.x.toFixed(1)},${p.y.toFixed(1)}`).toBe(true);
          }

          // No two texts overlap (0.5 px tolerance).
          for (let i = 0; i < facts.texts.length; i++) {
            for (let j = i + 1; j < facts.texts.length; j++) {
              const a = facts.texts[i];
              const b = facts.texts[j];
              const ox = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
              const oy = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
              expect(ox > 0.5 && oy > 0.5, `"${a.content}" overlaps "${b.content}"`).toBe(false);
            }
          }

          // Our width estimate is never less than the browser's: the layout relies on it.
          const laid = L.texts;
          facts.texts.forEach((t, k) => {
            expect(laid[k].w + 0.5, `width of "${t.content}"`).toBeGreaterThanOrEqual(t.w);
            expect(laid[k].h + 0.5, `height of "${t.content}"`).toBeGreaterThanOrEqual(t.h);
          });

          // The picture.
          const png = await page.locator('svg').screenshot();
          writeFileSync(join(ARTIFACTS, `${style}-${c.name}.png`), png);
          const img = decodePng(png);
          expect([img.width, img.height]).toEqual([c.size, c.size]);
          // Background white, the house fills, and ink: whatever is far from all of them (lines, texts).
          const fills = [[255, 255, 255], [0xff, 0xfa, 0xf0], [0xfd, 0xe7, 0xc4]];
          let coloured = 0;
          let ink = 0;
          for (let i = 0; i < img.rgba.length; i += 4) {
            const px = [img.rgba[i], img.rgba[i + 1], img.rgba[i + 2]];
            if (Math.max(255 - px[0], 255 - px[1], 255 - px[2]) > 3) coloured++;
            if (fills.every((f) => Math.max(...f.map((v, k) => Math.abs(v - px[k]))) > 40)) ink++;
          }
          const total = img.width * img.height;
          // The houses are filled: the whole square (North) or its 12 outer cells (South); lines and texts are a few per cent.
          const filled = L.houses.reduce((a, h) => a + polygonArea(h.polygon), 0);
          expect(coloured / total).toBeGreaterThan((0.97 * filled) / total);
          expect(ink / total).toBeGreaterThan(0.02);
          expect(ink / total).toBeLessThan(0.3);
          for (const [x, y] of [[0, 0], [c.size - 1, 0], [0, c.size - 1], [c.size - 1, c.size - 1]]) {
            const i = (y * img.width + x) * 4;
            expect([img.rgba[i], img.rgba[i + 1], img.rgba[i + 2]]).toEqual([255, 255, 255]);
          }
        } finally {
          await page.close();
        }
      });
    }
  }
});
