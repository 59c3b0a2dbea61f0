/**
 * The chart wheel rendered by a real browser (Debian's Chromium through playwright-core), for three
 * real charts at three sizes:
 *  - the SVG parses as XML (no <parsererror>) and its root is exactly size × size on the page;
 *  - the drawing's bounding box is non-empty and inside the canvas;
 *  - every <text> we drew is laid out with a width > 0, and the astrological symbols are real
 *    glyphs, not missing-glyph boxes (each symbol rasterises differently from the others and from
 *    an unassigned code point);
 *  - the texts sit in their rings (sign glyphs in the zodiac band, planet texts between the house
 *    ring and the zodiac, angle labels outside the zodiac), and no two bodies' texts overlap;
 *  - a PNG screenshot, decoded here, has a substantial amount of drawing, and is saved as
 *    test/artifacts/wheel-<name>.png for a human look.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { julianDayUt } from '../../shared/core/ephemeris.js';
import { aspectGrid, DEFAULT_ORBS } from '../../shared/core/western/aspects.js';
import { westernHouses } from '../../shared/core/western/houses.js';
import { westernPositions } from '../../shared/core/western/positions.js';
import { EXTRA_POINTS, pointsAsBodies } from '../../shared/core/western/points.js';
import { WESTERN_BODIES } from '../../shared/core/western/bodies.js';
import { BODY_GLYPHS, POINT_GLYPHS, renderWheelSvg, RETROGRADE_MARK, SIGN_GLYPHS, wheelLayout, type WheelChart } from '../../shared/core/western/wheel.js';
import { decodePng, launchChromium, requireChromium } from '../helpers/browser.js';

const ARTIFACTS = join(import.meta.dirname, '..', 'artifacts');

function realChart(utcMs: number, lat: number, lng: number, withPoints = false): WheelChart {
  const jd = julianDayUt(utcMs);
  const bodies = westernPositions(jd, 'mean');
  const h = westernHouses(jd, lat, lng, 'placidus', bodies);
  // With points: the 13 bodies, then Ceres … EastPoint (Chiron is among the 13), as /v1/western passes them.
  const planets = withPoints ? [...bodies, ...pointsAsBodies(jd, lat, lng, EXTRA_POINTS, new Set<string>(WESTERN_BODIES))] : bodies;
  const aspects = aspectGrid(planets.map((p) => ({ name: p.planet, lonDeg: p.tropicalLongitude, speedDegPerDay: p.speed })), DEFAULT_ORBS);
  return { planets, cusps: h.cusps, ascendant: h.houses.ascendant, midheaven: h.houses.midheaven, aspects };
}

const CASES: Array<{ name: string; size: number; chart: WheelChart }> = [
  // New York, 1990-05-15 14:30 EDT = 18:30 UTC.
  { name: 'new-york', size: 600, chart: realChart(Date.UTC(1990, 4, 15, 18, 30), 40.7128, -74.006) },
  // The Aquarius stellium of 1962-02-05 (Sun, Moon, Mercury, Venus, Mars, Jupiter, Saturn in Aquarius;
  // new moon and solar eclipse that day), New Delhi 05:40 IST = 00:10 UTC.
  { name: 'stellium', size: 800, chart: realChart(Date.UTC(1962, 1, 5, 0, 10), 28.6139, 77.209) },
  // Sydney, 2000-01-01 00:00 AEDT = 1999-12-31 13:00 UTC (southern hemisphere), on a smaller wheel.
  { name: 'sydney', size: 420, chart: realChart(Date.UTC(1999, 11, 31, 13, 0), -33.8688, 151.2093) },
  // New York again with every extra point of /v1/western/points (22 bodies on the wheel).
  { name: 'new-york-points', size: 600, chart: realChart(Date.UTC(1990, 4, 15, 18, 30), 40.7128, -74.006, true) },
  // The stellium with the points on the smallest wheel (no degree labels).
  { name: 'stellium-points', size: 300, chart: realChart(Date.UTC(1962, 1, 5, 0, 10), 28.6139, 77.209, true) },
];

interface TextBox {
  cls: string | null;
  group: string | null;
  body: string | null;
  content: string;
  x: number;
  y: number;
  w: number;
  h: number;
  fontSize: number;
}

interface PageFacts {
  parserErrors: number;
  rootName: string;
  rootNs: string | null;
  rect: { x: number; y: number; width: number; height: number };
  bbox: { x: number; y: number; width: number; height: number };
  texts: TextBox[];
}

// Runs in the page (a string, so that nothing the test transpiler adds ends up in it).
const COLLECT = `(() => {
  const root = document.documentElement;
  const r = root.getBoundingClientRect();
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const g of root.children) {
    if (g.localName !== 'g') continue;
    const b = g.getBBox();
    x0 = Math.min(x0, b.x); y0 = Math.min(y0, b.y); x1 = Math.max(x1, b.x + b.width); y1 = Math.max(y1, b.y + b.height);
  }
  const texts = [...document.getElementsByTagName('text')].map((t) => {
    const tr = t.getBoundingClientRect();
    const body = t.closest('g.body');
    const group = t.closest('g[class]');
    return {
      cls: t.getAttribute('class'), group: group ? group.getAttribute('class') : null,
      body: body ? body.getAttribute('data-body') : null, content: t.textContent,
      x: tr.x, y: tr.y, w: tr.width, h: tr.height, fontSize: parseFloat(getComputedStyle(t).fontSize),
    };
  });
  return {
    parserErrors: document.getElementsByTagName('parsererror').length,
    rootName: root.localName, rootNs: root.namespaceURI,
    rect: { x: r.x, y: r.y, width: r.width, height: r.height },
    bbox: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 },
    texts,
  };
})()`;

// Rasterises each symbol with the wheel's own font list and returns a hash-like signature of its
// pixels, plus the count of inked pixels: a missing glyph draws the same box for every code point.
const GLYPH_PRINTS = (symbols: string[]) => `(() => {
  const fam = document.documentElement.getAttribute('font-family');
  const out = [];
  for (const s of ${JSON.stringify(symbols)}) {
    const c = new OffscreenCanvas(64, 64);
    const ctx = c.getContext('2d');
    ctx.font = '40px ' + fam;
    ctx.fillStyle = '#000';
    ctx.fillText(s, 8, 48);
    const d = ctx.getImageData(0, 0, 64, 64).data;
    let ink = 0, sig = 0;
    for (let i = 3; i < d.length; i += 4) { if (d[i] > 127) { ink++; sig = (sig * 31 + i) % 1000000007; } }
    out.push({ s, ink, sig: ink + ':' + sig });
  }
  return out;
})()`;

/** The ink of a horizontal text: its laid-out width, and ±0.4 em around the centre line (dominant-baseline central). */
function inkBox(t: TextBox) {
  const cy = t.y + t.h / 2;
  return { x0: t.x, x1: t.x + t.w, y0: cy - 0.4 * t.fontSize, y1: cy + 0.4 * t.fontSize };
}

const haveChromium = requireChromium('browser/wheel.test.ts');

describe.runIf(haveChromium)('chart wheel in headless Chromium', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
    mkdirSync(ARTIFACTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the astrological symbols rasterise as distinct glyphs with the wheel font list (no tofu)', async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`data:image/svg+xml;base64,${Buffer.from(renderWheelSvg(CASES[0].chart)).toString('base64')}`);
      // The point glyphs (⚳ ⚴ ⚵ ⚶ ⚸; ⚷ is Chiron's among the bodies) too: each distinct symbol once.
      const pointSymbols = Object.values(POINT_GLYPHS).filter((g) => !g.small).map((g) => g.text);
      const symbols = [...new Set([...SIGN_GLYPHS, ...Object.values(BODY_GLYPHS), ...pointSymbols, RETROGRADE_MARK, '°', '′'])];
      expect(symbols.length).toBe(12 + 13 + 5 + 3);
      const prints = await page.evaluate<Array<{ s: string; ink: number; sig: string }>>(GLYPH_PRINTS([...symbols, '\uE000', '\u0378']));
      // Two code points no font has draw the same missing-glyph box: the comparison below can fail.
      const missing = prints.slice(-2).map((p) => p.sig);
      expect(missing[0]).toBe(missing[1]);
      for (const p of prints.slice(0, symbols.length)) {
        expect(p.ink, `${p.s} draws nothing`).toBeGreaterThan(8);
        expect(missing, `${p.s} is drawn as a missing-glyph box`).not.toContain(p.sig);
      }
      expect(new Set(prints.slice(0, symbols.length).map((p) => p.sig)).size).toBe(symbols.length);
    } finally {
      await page.close();
    }
  });

  for (const c of CASES) {
    it(`${c.name} (${c.size} px): parses, lays out every text in its ring, renders a real picture`, async () => {
      const svg = renderWheelSvg(c.chart, { size: c.size });
      const L = wheelLayout(c.size);
      const page = await browser.newPage({ viewport: { width: c.size + 40, height: c.size + 40 } });
      try {
        await page.goto(`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`);
        const facts = await page.evaluate<PageFacts>(COLLECT);

        // Parsed by the XML parser as an SVG root of exactly size × size.
        expect(facts.parserErrors).toBe(0);
        expect(facts.rootName).toBe('svg');
        expect(facts.rootNs).toBe('http://www.w3.org/2000/svg');
        expect(facts.rect).toEqual({ x: 0, y: 0, width: c.size, height: c.size });

        // The drawing is non-empty and inside the canvas, and uses most of it.
        const bb = facts.bbox;
        expect(bb.width).toBeGreaterThan(0.8 * c.size);
        expect(bb.height).toBeGreaterThan(0.8 * c.size);
        expect(bb.x).toBeGreaterThanOrEqual(0);
        expect(bb.y).toBeGreaterThanOrEqual(0);
        expect(bb.x + bb.width).toBeLessThanOrEqual(c.size);
        expect(bb.y + bb.height).toBeLessThanOrEqual(c.size);

        // What we drew: 12 sign glyphs, 12 house numbers, ASC/MC/DSC/IC, per body the glyph
        // (+ degree and minute when the wheel has room) and ℞ per retrograde body.
        // An extra point is drawn like a body: its glyph or short label (+ "t" for True Lilith).
        const retro = c.chart.planets.filter((p) => p.isRetrograde).length;
        const marks = c.chart.planets.filter((p) => POINT_GLYPHS[p.planet]?.mark !== undefined && !(p.planet in BODY_GLYPHS)).length;
        const expected = 12 + 12 + 4 + c.chart.planets.length * (L.degreeLabels ? 3 : 1) + retro + marks;
        expect(svg.split('<text').length - 1).toBe(expected);
        expect(facts.texts.length).toBe(expected);
        expect(facts.texts.filter((t) => t.w > 0 && t.h > 0).length).toBe(expected);
        expect(facts.texts.filter((t) => t.content === RETROGRADE_MARK).length).toBe(retro);
        // Every body and point asked for is drawn, with its own glyph or label.
        for (const p of c.chart.planets) {
          const glyph = facts.texts.find((t) => t.body === p.planet && t.cls?.startsWith('glyph'));
          const want = p.planet in BODY_GLYPHS ? BODY_GLYPHS[p.planet as keyof typeof BODY_GLYPHS] : POINT_GLYPHS[p.planet].text;
          expect(glyph?.content, `${p.planet} drawn`).toBe(want);
          expect(glyph!.w, p.planet).toBeGreaterThan(0);
          if (p.planet === 'TrueLilith') expect(facts.texts.some((t) => t.body === 'TrueLilith' && t.cls === 'mark' && t.content === 't')).toBe(true);
        }

        // Every text inside the canvas and in its ring (distances from the centre).
        const dist = (x: number, y: number) => Math.hypot(x - L.cx, y - L.cy);
        const corners = (b: ReturnType<typeof inkBox>) => [dist(b.x0, b.y0), dist(b.x1, b.y0), dist(b.x0, b.y1), dist(b.x1, b.y1)];
        for (const t of facts.texts) {
          const b = inkBox(t);
          const what = `${t.group}/${t.cls ?? ''} "${t.content}"`;
          expect(b.x0, what).toBeGreaterThanOrEqual(0);
          expect(b.y0, what).toBeGreaterThanOrEqual(0);
          expect(b.x1, what).toBeLessThanOrEqual(c.size);
          expect(b.y1, what).toBeLessThanOrEqual(c.size);
          const centre = dist((b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2);
          if (t.group === 'signs') {
            expect(centre, what).toBeGreaterThan(L.zodiacInner);
            expect(Math.max(...corners(b)), what).toBeLessThan(L.zodiacOuter + 2);
          } else if (t.body !== null) {
            expect(Math.max(...corners(b)), what).toBeLessThan(L.zodiacInner);
            expect(Math.min(...corners(b)), what).toBeGreaterThan(L.houseOuter);
          } else if (t.group === 'house-numbers') {
            expect(centre, what).toBeGreaterThan(L.houseInner);
            expect(centre, what).toBeLessThan(L.houseOuter);
          } else if (t.group === 'angles') {
            expect(Math.min(...corners(b)), what).toBeGreaterThan(L.zodiacOuter);
          } else {
            throw new Error(`unexpected text ${what}`);
          }
        }

        // Orientation as drawn: ASC left of the centre and level with it, MC above the centre.
        const label = (s: string) => {
          const t = facts.texts.find((x) => x.group === 'angles' && x.content === s);
          if (!t) throw new Error(`no ${s} label`);
          return { x: t.x + t.w / 2, y: t.y + t.h / 2 };
        };
        expect(label('ASC').x).toBeLessThan(L.cx - L.zodiacOuter);
        expect(Math.abs(label('ASC').y - L.cy)).toBeLessThan(1);
        expect(label('DSC').x).toBeGreaterThan(L.cx + L.zodiacOuter);
        expect(label('MC').y).toBeLessThan(L.cy - 0.5 * L.zodiacOuter);
        expect(label('IC').y).toBeGreaterThan(L.cy + 0.5 * L.zodiacOuter);

        // No two bodies' texts overlap (ink boxes, 0.5 px tolerance).
        const bodyTexts = facts.texts.filter((t) => t.body !== null);
        for (let i = 0; i < bodyTexts.length; i++) {
          for (let j = i + 1; j < bodyTexts.length; j++) {
            const a = bodyTexts[i];
            const b = bodyTexts[j];
            if (a.body === b.body) continue;
            const p = inkBox(a);
            const q = inkBox(b);
            const ox = Math.min(p.x1, q.x1) - Math.max(p.x0, q.x0);
            const oy = Math.min(p.y1, q.y1) - Math.max(p.y0, q.y0);
            expect(ox > 0.5 && oy > 0.5, `${a.body} "${a.content}" overlaps ${b.body} "${b.content}"`).toBe(false);
          }
        }

        // The picture: decode the screenshot and count what is not the white background.
        const png = await page.locator('svg').screenshot();
        writeFileSync(join(ARTIFACTS, `wheel-${c.name}.png`), png);
        const img = decodePng(png);
        expect([img.width, img.height]).toEqual([c.size, c.size]);
        let coloured = 0;
        let dark = 0;
        for (let i = 0; i < img.rgba.length; i += 4) {
          const [r, g, b] = [img.rgba[i], img.rgba[i + 1], img.rgba[i + 2]];
          if (Math.max(255 - r, 255 - g, 255 - b) > 12) coloured++;
          if ((r + g + b) / 3 < 128) dark++;
        }
        const total = img.width * img.height;
        // The zodiac band alone is π(Ro² − Ri²) of tinted pixels; ink (lines, glyphs) is a few per cent.
        const band = (Math.PI * (L.zodiacOuter ** 2 - L.zodiacInner ** 2)) / total;
        expect(coloured / total).toBeGreaterThan(0.9 * band);
        expect(coloured / total).toBeLessThan(0.8);
        expect(dark / total).toBeGreaterThan(0.01);
        // The corners are background.
        for (const [x, y] of [[1, 1], [c.size - 2, 1], [1, c.size - 2], [c.size - 2, c.size - 2]]) {
          const i = (y * img.width + x) * 4;
          expect([img.rgba[i], img.rgba[i + 1], img.rgba[i + 2]]).toEqual([255, 255, 255]);
        }
      } finally {
        await page.close();
      }
    });
  }
});
