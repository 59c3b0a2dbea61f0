/**
 * The chart wheel SVG as a string (no browser): structure, counts, colours, number format,
 * determinism, and the geometry — orientation by hand calculation, glyph spreading in a tight
 * stellium, pointers ending at the exact longitude.
 */
import { describe, expect, it } from 'vitest';
import { julianDayUt } from '../../shared/core/ephemeris.js';
import { ASPECT_ANGLE, aspectGrid, DEFAULT_ORBS, natureOf, type Aspect, type AspectType } from '../../shared/core/western/aspects.js';
import type { WesternBody } from '../../shared/core/western/bodies.js';
import { westernHouses } from '../../shared/core/western/houses.js';
import { westernPositions, westernRecord } from '../../shared/core/western/positions.js';
import {
  ASPECT_COLOURS, BODY_GLYPHS, degreeMinute, escapeXml, fmt, placeBodies, renderWheelSvg, RETROGRADE_MARK, SIGN_GLYPHS,
  spreadLongitudes, wheelLayout, wheelPoint, type WheelChart,
} from '../../shared/core/western/wheel.js';

function realChart(utcMs: number, lat: number, lng: number): WheelChart {
  const jd = julianDayUt(utcMs);
  const planets = westernPositions(jd, 'mean');
  const h = westernHouses(jd, lat, lng, 'placidus', planets);
  const aspects = aspectGrid(planets.map((p) => ({ name: p.planet, lonDeg: p.tropicalLongitude, speedDegPerDay: p.speed })), DEFAULT_ORBS);
  return { planets, cusps: h.cusps, ascendant: h.houses.ascendant, midheaven: h.houses.midheaven, aspects };
}

const REAL: Array<[string, WheelChart]> = [
  ['New York 1990-05-15 18:30 UTC', realChart(Date.UTC(1990, 4, 15, 18, 30), 40.7128, -74.006)],
  ['New Delhi 1962-02-05 00:10 UTC (Aquarius stellium)', realChart(Date.UTC(1962, 1, 5, 0, 10), 28.6139, 77.209)],
  ['Sydney 1999-12-31 13:00 UTC', realChart(Date.UTC(1999, 11, 31, 13, 0), -33.8688, 151.2093)],
];

/** The part of the SVG inside the first <g class="name" …> … up to the matching </g>. */
function group(svg: string, name: string): string {
  const start = svg.indexOf(`<g class="${name}"`);
  if (start < 0) throw new Error(`no group ${name}`);
  let depth = 0;
  const re = /<g[\s>]|<\/g>/g;
  re.lastIndex = start;
  for (let m = re.exec(svg); m; m = re.exec(svg)) {
    depth += m[0] === '</g>' ? -1 : 1;
    if (depth === 0) return svg.slice(start, m.index + 4);
  }
  throw new Error(`unclosed group ${name}`);
}

function texts(fragment: string): Array<{ x: number; y: number; cls: string | null; content: string }> {
  return [...fragment.matchAll(/<text([^>]*)>([^<]*)<\/text>/g)].map((m) => ({
    x: Number(/ x="([^"]+)"/.exec(m[1])?.[1]),
    y: Number(/ y="([^"]+)"/.exec(m[1])?.[1]),
    cls: / class="([^"]+)"/.exec(m[1])?.[1] ?? null,
    content: m[2],
  }));
}

function lines(fragment: string, cls: string) {
  return [...fragment.matchAll(new RegExp(`<line x1="([^"]+)" y1="([^"]+)" x2="([^"]+)" y2="([^"]+)" class="${cls}[ "]([^>]*)/>`, 'g'))].map((m) => ({
    x1: Number(m[1]), y1: Number(m[2]), x2: Number(m[3]), y2: Number(m[4]), rest: m[5],
  }));
}

interface BodyBlock { body: string; lon: number; at: number; html: string }
function bodies(svg: string): BodyBlock[] {
  return [...group(svg, 'planets').matchAll(/<g class="body" data-body="([^"]+)" data-lon="([^"]+)" data-at="([^"]+)">(.*?)<\/g>/g)].map((m) => ({
    body: m[1], lon: Number(m[2]), at: Number(m[3]), html: m[4],
  }));
}

/** Longitude shown at screen point (x, y): inverts θ = 180° − (λ − ASC), x = cx + R cos θ, y = cy + R sin θ. */
function lonAt(cx: number, cy: number, asc: number, x: number, y: number): number {
  const theta = (Math.atan2(y - cy, x - cx) * 180) / Math.PI;
  return (((asc + 180 - theta) % 360) + 360) % 360;
}

function sep(a: number, b: number): number {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return Math.min(d, 360 - d);
}

const count = (s: string, sub: string) => s.split(sub).length - 1;

describe('wheel SVG: structure and counts on real charts', () => {
  for (const [name, chart] of REAL) {
    it(name, () => {
      const svg = renderWheelSvg(chart);
      const L = wheelLayout(600);

      // The root element.
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      const root = svg.slice(0, svg.indexOf('>') + 1);
      expect(root).toContain(' width="600" height="600" viewBox="0 0 600 600"');
      expect(root).toContain(' data-orrery="wheel"');
      expect(root).toMatch(/ font-family="'DejaVu Sans', [^"]*sans-serif"/);
      expect(svg).toMatch(/^<svg[^>]*><title>Chart wheel: Ascendant \d+°\d\d′ [A-Z][a-z]+, Midheaven \d+°\d\d′ [A-Z][a-z]+<\/title>/);
      expect(count(svg, '<svg')).toBe(1);
      expect(count(svg, '<g')).toBe(count(svg, '</g>'));

      // 12 sign glyphs in zodiacal order, each with U+FE0E, once each in the ring.
      const signs = texts(group(svg, 'signs'));
      expect(signs.map((t) => t.content)).toEqual(SIGN_GLYPHS);
      for (const t of signs) expect(t.content.endsWith('\uFE0E')).toBe(true);
      // Each sign glyph sits in the middle of its sector: Aries at 15°, Taurus at 45°, …
      signs.forEach((t, s) => expect(sep(lonAt(L.cx, L.cy, chart.ascendant, t.x, t.y), s * 30 + 15)).toBeLessThan(0.01));

      // 13 planet glyphs, one per body, each + U+FE0E.
      const bs = bodies(svg);
      expect(bs.map((b) => b.body)).toEqual(chart.planets.map((p) => p.planet));
      const glyphs = bs.map((b) => texts(b.html).filter((t) => t.cls === 'glyph'));
      expect(glyphs.map((g) => g.length)).toEqual(Array(13).fill(1));
      expect(glyphs.map((g) => g[0].content)).toEqual(chart.planets.map((p) => BODY_GLYPHS[p.planet]));
      expect(new Set(glyphs.map((g) => g[0].content)).size).toBe(13);

      // Degree and minute of each body, truncated: e.g. 54.66° → 24°39′ (Taurus).
      bs.forEach((b, i) => {
        const t = texts(b.html);
        const d = degreeMinute(chart.planets[i].tropicalLongitude);
        expect(t.find((x) => x.cls === 'deg')?.content).toBe(`${d.deg}°`);
        expect(t.find((x) => x.cls === 'min')?.content).toBe(`${String(d.min).padStart(2, '0')}′`);
      });

      // The tick path is drawn for ASC = 0 and rotated by the ASC: rotating its first tick (1°, on
      // the zodiac's inner edge) by rotate(a, cx, cy) must land on 1° of this chart; 29 of every 30
      // degrees have a tick (none on the sign boundaries).
      const tick = /<path class="ticks" transform="rotate\(([^ ]+) ([^ ]+) ([^)]+)\)" d="M([^ ]+) ([^L]+)L/.exec(svg);
      expect(tick).not.toBeNull();
      const [rot, tx, ty] = [Number(tick?.[1]), Number(tick?.[4]) - L.cx, Number(tick?.[5]) - L.cy];
      const c = Math.cos((rot * Math.PI) / 180);
      const s = Math.sin((rot * Math.PI) / 180);
      const one = wheelPoint(L, chart.ascendant, 1, L.zodiacInner);
      expect(L.cx + tx * c - ty * s).toBeCloseTo(one.x, 1);
      expect(L.cy + tx * s + ty * c).toBeCloseTo(one.y, 1);
      expect(count(/<path class="ticks"[^>]*>/.exec(svg)?.[0] ?? '', 'M')).toBe(348);

      // 12 house numbers, 1 to 12.
      expect(texts(group(svg, 'house-numbers')).map((t) => t.content)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);

      // The four angles; ASC exactly at 9 o'clock (same y as the centre, left of it).
      const angles = texts(group(svg, 'angles'));
      expect(angles.map((t) => t.content)).toEqual(['ASC', 'MC', 'DSC', 'IC']);
      expect(angles[0].y).toBe(L.cy);
      expect(angles[0].x).toBeLessThan(L.cx - L.zodiacOuter);
      expect(angles[2].y).toBe(L.cy);
      expect(angles[2].x).toBeGreaterThan(L.cx + L.zodiacOuter);
      // MC above the horizon (smaller y) for these non-polar charts.
      expect(angles[1].y).toBeLessThan(L.cy);

      // One line per aspect, coloured by its nature, minor aspects dashed, ends at the exact longitudes.
      const asp = lines(group(svg, 'aspects'), 'aspect');
      expect(asp.length).toBe(chart.aspects.length);
      expect(chart.aspects.length).toBeGreaterThan(5);
      const lonOf = new Map(chart.planets.map((p) => [p.planet, p.tropicalLongitude]));
      asp.forEach((l, i) => {
        const a = chart.aspects[i];
        expect(l.rest).toContain(`stroke="${ASPECT_COLOURS[a.nature]}"`);
        expect(l.rest.startsWith(`${a.nature}"`)).toBe(true);
        expect(l.rest.includes('stroke-dasharray')).toBe(!a.isMajor);
        const p1 = wheelPoint(L, chart.ascendant, lonOf.get(a.planet1) as number, L.houseInner);
        const p2 = wheelPoint(L, chart.ascendant, lonOf.get(a.planet2) as number, L.houseInner);
        expect(Math.hypot(l.x1 - p1.x, l.y1 - p1.y)).toBeLessThan(0.01);
        expect(Math.hypot(l.x2 - p2.x, l.y2 - p2.y)).toBeLessThan(0.01);
      });

      // ℞ once per retrograde body (the mean node is always retrograde, so at least two here).
      const retro = chart.planets.filter((p) => p.isRetrograde).length;
      expect(retro).toBeGreaterThanOrEqual(2);
      expect(count(svg, RETROGRADE_MARK)).toBe(retro);
      bs.forEach((b, i) => expect(b.html.includes(RETROGRADE_MARK)).toBe(chart.planets[i].isRetrograde));
      // …and it sits at the lower right of its own glyph, within about a glyph's width.
      bs.forEach((b) => {
        const t = texts(b.html);
        const g = t.find((x) => x.cls === 'glyph');
        const r = t.find((x) => x.cls === 'retro');
        if (!g || !r) return;
        expect(r.x - g.x).toBeGreaterThan(0.5 * L.fonts.planet);
        expect(r.x - g.x).toBeLessThan(1.2 * L.fonts.planet);
        expect(r.y - g.y).toBeGreaterThan(0);
        expect(r.y - g.y).toBeLessThan(0.5 * L.fonts.planet);
      });

      // Every number has at most 2 decimals; the output is deterministic.
      expect(svg).not.toMatch(/\d\.\d{3}/);
      expect(renderWheelSvg(chart)).toBe(svg);
      // Small enough for an API response.
      expect(svg.length).toBeLessThan(40_000);
    });
  }

  it('size: attributes follow it, the degree labels go on small wheels, out-of-range sizes are refused', () => {
    const chart = REAL[0][1];
    const big = renderWheelSvg(chart, { size: 1000 });
    expect(big).toMatch(/^<svg[^>]* width="1000" height="1000" viewBox="0 0 1000 1000"/);
    expect(count(big, 'class="deg"')).toBe(13);
    const small = renderWheelSvg(chart, { size: 200 });
    expect(small).toMatch(/^<svg[^>]* width="200" height="200" viewBox="0 0 200 200"/);
    expect(wheelLayout(200).degreeLabels).toBe(false);
    expect(count(small, 'class="deg"')).toBe(0);
    expect(count(small, 'class="glyph"')).toBe(13);
    expect(() => renderWheelSvg(chart, { size: 199 })).toThrow(RangeError);
    expect(() => renderWheelSvg(chart, { size: 2001 })).toThrow(RangeError);
    expect(() => renderWheelSvg(chart, { size: Number.NaN })).toThrow(RangeError);
    expect(() => renderWheelSvg({ ...chart, cusps: chart.cusps.slice(0, 11) })).toThrow(RangeError);
    // Smaller wheels need a wider angular gap between glyphs.
    expect(wheelLayout(200).minGapDeg).toBeGreaterThan(wheelLayout(600).minGapDeg);
  });
});

describe('wheel helpers', () => {
  it('escapeXml escapes the five XML specials', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&#39;f');
  });

  it('fmt keeps at most 2 decimals, no trailing zeros, no -0', () => {
    expect(fmt(1.23456)).toBe('1.23');
    expect(fmt(1.005 + 1e-9)).toBe('1.01');
    expect(fmt(2.5)).toBe('2.5');
    expect(fmt(300)).toBe('300');
    expect(fmt(-0.001)).toBe('0');
    expect(fmt(-12.346)).toBe('-12.35');
  });

  it('degreeMinute truncates, so a body never shows in the next sign', () => {
    expect(degreeMinute(54.66)).toEqual({ sign: 1, deg: 24, min: 39 }); // 54.66 − 30 = 24.66° = 24°39.6′ Taurus
    expect(degreeMinute(29.9999)).toEqual({ sign: 0, deg: 29, min: 59 });
    expect(degreeMinute(30)).toEqual({ sign: 1, deg: 0, min: 0 });
    expect(degreeMinute(359.99999)).toEqual({ sign: 11, deg: 29, min: 59 });
    expect(degreeMinute(-0.5)).toEqual({ sign: 11, deg: 29, min: 30 });
  });

  it('spreadLongitudes: hand-worked cases', () => {
    // Three within 2°, gap 5: one cluster centred on the mean 11 → 6, 11, 16.
    expect(spreadLongitudes([10, 11, 12], 5).map((x) => +x.toFixed(9))).toEqual([6, 11, 16]);
    // Across 0°: 358 and 2 (the widest empty arc is 2 → 358, so they are unwrapped as 358, 362),
    // mean 360, gap 10 → 355 and 365 = 5.
    expect(spreadLongitudes([2, 358], 10).map((x) => +x.toFixed(9))).toEqual([5, 355]);
    // Already far enough apart: unchanged.
    expect(spreadLongitudes([0, 90, 180], 10)).toEqual([0, 90, 180]);
    // A cluster that grows into a neighbour merges with it: 0, 1 → −2.5, 3.5 (gap 6); 6 is then 2.5
    // away, so all three form one cluster around the mean 7/3: −11/3, 7/3, 25/3.
    expect(spreadLongitudes([0, 1, 6], 6).map((x) => +x.toFixed(9))).toEqual([+(360 - 11 / 3).toFixed(9), +(7 / 3).toFixed(9), +(25 / 3).toFixed(9)]);
    // Exact ties keep the input order.
    expect(spreadLongitudes([100, 100], 4)).toEqual([98, 102]);
    // More points than fit at the gap: they share the circle evenly (40 × 9° = 360°).
    const many = spreadLongitudes(Array.from({ length: 40 }, (_, i) => i * 0.1), 10);
    const sorted = [...many].sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i] - sorted[i - 1]).toBeCloseTo(9, 9);
  });
});

describe('wheel geometry', () => {
  it('orientation: ASC at 9 o’clock, zodiac counter-clockwise (hand calculation)', () => {
    // Size 600: centre (300, 300). With ASC = 0° and a radius R, λ sits at the SVG angle
    // θ = 180° − (λ − ASC), x = 300 + R·cos θ, y = 300 + R·sin θ (y grows DOWN the screen):
    //   λ = 0   → θ = 180° → (300 − R, 300): left, 9 o'clock (the Ascendant);
    //   λ = 90  → θ =  90° → (300, 300 + R): bottom, 6 o'clock (the IC side: the signs after the
    //             Ascendant are below the horizon, houses 1–3);
    //   λ = 180 → θ =   0° → (300 + R, 300): right, 3 o'clock (the Descendant);
    //   λ = 270 → θ = −90° → (300, 300 − R): top, 12 o'clock (the MC side).
    // So going 0 → 90 → 180 → 270 runs left → bottom → right → top: counter-clockwise on screen.
    const L = wheelLayout(600);
    const R = 200;
    const near = (p: { x: number; y: number }, x: number, y: number) => {
      expect(p.x).toBeCloseTo(x, 9);
      expect(p.y).toBeCloseTo(y, 9);
    };
    near(wheelPoint(L, 0, 0, R), 100, 300);
    near(wheelPoint(L, 0, 90, R), 300, 500);
    near(wheelPoint(L, 0, 180, R), 500, 300);
    near(wheelPoint(L, 0, 270, R), 300, 100);
    // 30° past the ASC: θ = 150°, (300 + 200·cos 150°, 300 + 200·sin 150°) = (126.79, 400).
    near(wheelPoint(L, 0, 30, R), 300 - 100 * Math.sqrt(3), 400);
    // The rule is relative to the ASC: ASC = 123.4 puts 123.4 at the left and 213.4 at the bottom.
    near(wheelPoint(L, 123.4, 123.4, R), 100, 300);
    near(wheelPoint(L, 123.4, 213.4, R), 300, 500);

    // In the SVG: with ASC = 0, Aries' glyph (15°) is just below the left end, θ = 165°.
    const svg = renderWheelSvg(stellium());
    const aries = texts(group(svg, 'signs'))[0];
    expect(aries.x).toBeCloseTo(300 + L.signGlyph * Math.cos((165 * Math.PI) / 180), 1);
    expect(aries.y).toBeCloseTo(300 + L.signGlyph * Math.sin((165 * Math.PI) / 180), 1);
    expect(aries.x).toBeLessThan(300);
    expect(aries.y).toBeGreaterThan(300);
  });

  /**
   * ASC = 0 and five bodies within 3° around λ = 90 (the bottom of the wheel), the rest far away;
   * equal houses; one hand-made aspect.
   */
  function stellium(): WheelChart {
    const lons: Array<[WesternBody, number, number]> = [
      ['Sun', 88.5, 1], ['Moon', 89.2, 13], ['Mercury', 90, -0.5], ['Venus', 90.7, 1.2], ['Mars', 91.5, 0.6],
      ['Jupiter', 200, 0.1], ['Saturn', 250, -0.05], ['Uranus', 300, 0.03], ['Neptune', 330, 0.02], ['Pluto', 20, -0.01],
      ['Chiron', 150, 0.05], ['NorthNode', 170, -0.05], ['SouthNode', 350, -0.05],
    ];
    const planets = lons.map(([b, lon, speed]) => westernRecord(b, lon, 0, speed));
    const type: AspectType = 'Trine';
    const aspects: Aspect[] = [{ planet1: 'Sun', planet2: 'Jupiter', type, angle: 111.5, orb: Math.abs(111.5 - ASPECT_ANGLE[type]), applying: false, nature: natureOf(type), isMajor: true }];
    return { planets, cusps: Array.from({ length: 12 }, (_, i) => i * 30), ascendant: 0, midheaven: 270, aspects };
  }

  for (const size of [600, 300]) {
    it(`a tight stellium is spread apart, in order, with pointers still at the exact degrees (${size} px)`, () => {
      const chart = stellium();
      const svg = renderWheelSvg(chart, { size });
      const L = wheelLayout(size);
      const bs = bodies(svg);

      // Where the glyphs were drawn, read back from their x, y.
      const placed = bs.map((b) => {
        const g = texts(b.html).find((t) => t.cls === 'glyph');
        if (!g) throw new Error(b.body);
        return lonAt(L.cx, L.cy, 0, g.x, g.y);
      });
      placed.forEach((p, i) => expect(sep(p, bs[i].at)).toBeLessThan(0.02));

      // Pairwise at least the minimum gap apart (2-decimal rounding of x, y costs < 0.01°).
      for (let i = 0; i < placed.length; i++) {
        for (let j = i + 1; j < placed.length; j++) {
          expect(sep(placed[i], placed[j]), `${bs[i].body}–${bs[j].body}`).toBeGreaterThanOrEqual(L.minGapDeg - 0.01);
        }
      }
      // Neighbours in the stellium: at least the gap needed where they sit (6 o'clock here).
      for (let i = 0; i + 1 < 5; i++) {
        const need = Math.min(...L.gapByOffset.slice(Math.floor(placed[i]), Math.ceil(placed[i + 1])));
        expect(placed[i + 1] - placed[i]).toBeGreaterThanOrEqual(need - 0.01);
      }
      // Spread around their mean, (88.5 + 89.2 + 90 + 90.7 + 91.5) / 5 = 89.98: the middle one
      // (Mercury, at 90) stays within 0.05° of it, and the order Sun < Moon < Mercury < Venus < Mars is kept.
      expect(placed[2]).toBeCloseTo(89.98, 1);
      for (let i = 0; i + 1 < 5; i++) expect(placed[i + 1]).toBeGreaterThan(placed[i]);
      // The far bodies are not moved.
      for (let i = 5; i < 13; i++) expect(sep(placed[i], chart.planets[i].tropicalLongitude)).toBeLessThan(0.02);

      // Each pointer runs radially at the exact longitude from the zodiac's inner edge inwards.
      // Mercury at λ = 90 with ASC = 0 is at θ = 90°, straight down: x = cx, y = cy + R.
      const pointers = lines(group(svg, 'planets'), 'pointer');
      expect(pointers.length).toBe(13);
      const merc = pointers[2];
      expect(merc.x1).toBeCloseTo(L.cx, 2);
      expect(merc.y1).toBeCloseTo(L.cy + L.zodiacInner, 2);
      expect(merc.x2).toBeCloseTo(L.cx, 2);
      expect(merc.y2).toBeCloseTo(L.cy + L.pointerEnd, 2);
      pointers.forEach((p, i) => {
        const lon = chart.planets[i].tropicalLongitude;
        const a = wheelPoint(L, 0, lon, L.zodiacInner);
        const b = wheelPoint(L, 0, lon, L.pointerEnd);
        expect(Math.hypot(p.x1 - a.x, p.y1 - a.y)).toBeLessThan(0.01);
        expect(Math.hypot(p.x2 - b.x, p.y2 - b.y)).toBeLessThan(0.01);
      });
      // …and the connector goes on from there to the glyph's radius at its spread place.
      const connectors = lines(group(svg, 'planets'), 'connector');
      connectors.forEach((c, i) => {
        expect([c.x1, c.y1]).toEqual([pointers[i].x2, pointers[i].y2]);
        const e = wheelPoint(L, 0, bs[i].at, L.connectorEnd);
        expect(Math.hypot(c.x2 - e.x, c.y2 - e.y)).toBeLessThan(0.02);
        expect(sep(lonAt(L.cx, L.cy, 0, c.x2, c.y2), placed[i])).toBeLessThan(0.02);
      });

      // The one aspect: a harmonic (blue) solid line from the Sun's exact place to Jupiter's.
      const asp = lines(group(svg, 'aspects'), 'aspect');
      expect(asp.length).toBe(1);
      expect(asp[0].rest).toContain(`stroke="${ASPECT_COLOURS.harmonic}"`);
      expect(sep(lonAt(L.cx, L.cy, 0, asp[0].x1, asp[0].y1), 88.5)).toBeLessThan(0.01);
      expect(sep(lonAt(L.cx, L.cy, 0, asp[0].x2, asp[0].y2), 200)).toBeLessThan(0.01);
    });
  }

  it('placeBodies never puts two bodies closer than the minimum gap, for clusters anywhere on the wheel', () => {
    const L = wheelLayout(500);
    for (let asc = 0; asc < 360; asc += 37) {
      for (let centre = 0; centre < 360; centre += 23) {
        const lons = Array.from({ length: 13 }, (_, i) => centre + (i % 7) * 0.4 + (i >= 7 ? 180 : 0));
        const at = placeBodies(L, asc, lons);
        for (let i = 0; i < at.length; i++) {
          for (let j = i + 1; j < at.length; j++) expect(sep(at[i], at[j])).toBeGreaterThanOrEqual(L.minGapDeg - 1e-6);
        }
      }
    }
  });
});
