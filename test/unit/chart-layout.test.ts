/**
 * The Indian rasi charts without a browser: the JSON (whole-sign houses by hand), the fixed North
 * Indian house layout (point in polygon on the polygons the SVG draws, counter-clockwise order,
 * sign numbers), the fixed South Indian sign boxes (clockwise from Pisces in the upper left), the
 * text layout in crowded houses (no overlaps, inside the house), and the SVG's form (sizes,
 * number format, escaping, determinism).
 */
import { describe, expect, it } from 'vitest';
import { julianDayUt } from '../../shared/core/ephemeris.js';
import {
  indianChart, INDIAN_CHART_DEFAULT_SIZE, layoutIndianChart, northHousePolygons, PLANET_ABBREVIATIONS, renderIndianChartSvg,
  southSignBoxes, type ChartPoint, type ChartText, type IndianChartInput, type IndianChartStyle,
} from '../../shared/core/vedic/chart-layout.js';
import { vedicPlanets } from '../../shared/core/vedic/planets.js';

const NINE = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];

function input(ascendantSign: number, ascendantDegree: number, planets: Array<[string, number, number, boolean?]>): IndianChartInput {
  return { ascendantSign, ascendantDegree, planets: planets.map(([planet, sign, degreeInSign, r]) => ({ planet, sign, degreeInSign, isRetrograde: r ?? false })) };
}

/** All nine in one sign (retrograde alternately): the worst case for the layout. */
function crowded(sign: number, ascSign: number): IndianChartInput {
  return input(ascSign, 28.5, NINE.map((p, i) => [p, sign, 29.99 - 1.1 * i, i % 2 === 0] as [string, number, number, boolean]));
}

function newYork(): IndianChartInput {
  const v = vedicPlanets(julianDayUt(Date.UTC(1990, 4, 15, 18, 30)), 40.7128, -74.006, 'lahiri', 'mean');
  return { ascendantSign: v.ascendantSign, ascendantDegree: v.ascendant, planets: v.planets };
}

/** Ray casting (any simple polygon); points on an edge count as inside. */
function inside(poly: readonly ChartPoint[], p: ChartPoint, tol = 1e-6): boolean {
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i];
    const b = poly[(i + 1) % poly.length];
    const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    const dot = (p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y);
    if (Math.abs(cross) <= tol * Math.hypot(b.x - a.x, b.y - a.y) && dot >= 0 && dot <= (b.x - a.x) ** 2 + (b.y - a.y) ** 2) return true;
  }
  let odd = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i];
    const b = poly[j];
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) odd = !odd;
  }
  return odd;
}

function area(poly: readonly ChartPoint[]): number {
  let a = 0;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i];
    const q = poly[(i + 1) % poly.length];
    a += p.x * q.y - q.x * p.y;
  }
  return Math.abs(a) / 2;
}

function centroid(poly: readonly ChartPoint[]): ChartPoint {
  return { x: poly.reduce((a, p) => a + p.x, 0) / poly.length, y: poly.reduce((a, p) => a + p.y, 0) / poly.length };
}

/** The house polygons as the SVG draws them. */
function svgPolygons(svg: string): Map<number, { sign: number; poly: ChartPoint[] }> {
  const out = new Map<number, { sign: number; poly: ChartPoint[] }>();
  for (const m of svg.matchAll(/<polygon class="house" data-house="(\d+)" data-sign="(\d+)" points="([^"]+)"/g)) {
    const poly = m[3].split(' ').map((xy) => {
      const [x, y] = xy.split(',').map(Number);
      return { x, y };
    });
    out.set(Number(m[1]), { sign: Number(m[2]), poly });
  }
  return out;
}

interface SvgText { cls: string; house: number | null; planet: string | null; x: number; y: number; content: string; retro: boolean }

function svgTexts(svg: string): SvgText[] {
  return [...svg.matchAll(/<text([^>]*)>(.*?)<\/text>/g)].map((m) => ({
    cls: /class="([^"]+)"/.exec(m[1])?.[1] ?? '',
    house: /data-house="(\d+)"/.test(m[1]) ? Number(/data-house="(\d+)"/.exec(m[1])?.[1]) : null,
    planet: /data-planet="([^"]*)"/.exec(m[1])?.[1] ?? null,
    x: Number(/ x="([^"]+)"/.exec(m[1])?.[1]),
    y: Number(/ y="([^"]+)"/.exec(m[1])?.[1]),
    content: m[2].replace(/<tspan[^>]*>.*?<\/tspan>/g, ''),
    retro: m[2].includes('class="retro"'),
  }));
}

function corners(t: ChartText): ChartPoint[] {
  const x0 = t.x - t.w / 2, x1 = t.x + t.w / 2, y0 = t.y - t.h / 2, y1 = t.y + t.h / 2;
  return [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }];
}

function overlap(a: ChartText, b: ChartText): boolean {
  const ox = Math.min(a.x + a.w / 2, b.x + b.w / 2) - Math.max(a.x - a.w / 2, b.x - b.w / 2);
  const oy = Math.min(a.y + a.h / 2, b.y + b.h / 2) - Math.max(a.y - a.h / 2, b.y - b.h / 2);
  return ox > 0 && oy > 0;
}

describe('indianChart (JSON)', () => {
  it('whole-sign houses from the ascendant: Leo rising', () => {
    const c = indianChart(input(4, 12.5, [['Sun', 1, 24.3], ['Moon', 4, 3], ['Saturn', 10, 1.2, true], ['Rahu', 9, 17, true], ['Ketu', 3, 17, true]]), 'north');
    expect(c.style).toBe('north');
    expect(c.ascendant).toEqual({ sign: 4, signName: 'Leo', degreeInSign: 12.5 });
    expect(c.houses.map((h) => h.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(c.houses[0]).toMatchObject({ sign: 4, signName: 'Leo' });
    expect(c.houses[6]).toMatchObject({ sign: 10, signName: 'Aquarius' });
    expect(c.houses[11]).toMatchObject({ sign: 3, signName: 'Cancer' });
    // Taurus is the 10th from Leo (Leo 1, Virgo 2, … Taurus 10).
    expect(c.houses[9]).toMatchObject({ sign: 1, signName: 'Taurus', planets: [{ planet: 'Sun', abbreviation: 'Su', degreeInSign: 24.3, isRetrograde: false }] });
    expect(c.houses[0].planets.map((p) => p.planet)).toEqual(['Moon']);
    expect(c.houses[6].planets).toEqual([{ planet: 'Saturn', abbreviation: 'Sa', degreeInSign: 1.2, isRetrograde: true }]);
    expect(c.houses[5].planets.map((p) => p.abbreviation)).toEqual(['Ra']); // Capricorn, 6th
    expect(c.houses[11].planets.map((p) => p.abbreviation)).toEqual(['Ke']); // Cancer, 12th
    expect(c.houses.reduce((n, h) => n + h.planets.length, 0)).toBe(5);
  });

  it('abbreviations Su Mo Ma Me Ju Ve Sa Ra Ke; a house lists its planets by degree', () => {
    expect(NINE.map((p) => PLANET_ABBREVIATIONS[p])).toEqual(['Su', 'Mo', 'Ma', 'Me', 'Ju', 'Ve', 'Sa', 'Ra', 'Ke']);
    const c = indianChart(input(0, 0, NINE.map((p, i) => [p, 6, 20 - 2 * i] as [string, number, number])), 'south');
    expect(c.houses[6].planets.map((p) => p.abbreviation)).toEqual(['Ke', 'Ra', 'Sa', 'Ve', 'Ju', 'Me', 'Ma', 'Mo', 'Su']);
    // Equal degrees keep the traditional order.
    const tie = indianChart(input(0, 0, [['Venus', 2, 5], ['Sun', 2, 5], ['Moon', 2, 5]]), 'north');
    expect(tie.houses[2].planets.map((p) => p.abbreviation)).toEqual(['Su', 'Mo', 'Ve']);
    // A body without a standard abbreviation: its first two letters.
    expect(indianChart(input(0, 0, [['Uranus', 0, 1]]), 'north').houses[0].planets[0].abbreviation).toBe('Ur');
  });

  it('takes the ascendant as a degree in the sign or as a longitude in that sign; rejects bad input', () => {
    expect(indianChart(input(4, 125.5, []), 'north').ascendant).toEqual({ sign: 4, signName: 'Leo', degreeInSign: 5.5 });
    expect(() => indianChart(input(3, 125.5, []), 'north')).toThrow(RangeError);
    expect(() => indianChart(input(12, 1, []), 'north')).toThrow(RangeError);
    expect(() => indianChart(input(1.5, 1, []), 'north')).toThrow(RangeError);
    expect(() => indianChart(input(0, Number.NaN, []), 'north')).toThrow(RangeError);
    expect(() => indianChart(input(0, 360, []), 'north')).toThrow(RangeError);
    expect(() => indianChart(input(0, 1, [['Sun', -1, 3]]), 'north')).toThrow(RangeError);
    expect(() => indianChart(input(0, 1, [['Sun', 0, 30]]), 'north')).toThrow(RangeError);
    expect(() => indianChart(input(0, 1, []), 'east' as IndianChartStyle)).toThrow(RangeError);
  });

  it('agrees with vedicPlanets: every planet in the house it computes (New York 1990, Lahiri)', () => {
    const v = vedicPlanets(julianDayUt(Date.UTC(1990, 4, 15, 18, 30)), 40.7128, -74.006, 'lahiri', 'mean');
    const c = indianChart(newYork(), 'north');
    expect(c.ascendant.sign).toBe(v.ascendantSign);
    expect(c.ascendant.degreeInSign).toBeCloseTo(v.ascendant - 30 * v.ascendantSign, 12);
    for (const p of v.planets) {
      const h = c.houses.find((x) => x.planets.some((q) => q.planet === p.planet));
      expect(h?.house, p.planet).toBe(p.house);
      expect(h?.sign, p.planet).toBe(p.sign);
    }
  });
});

describe('North Indian layout', () => {
  const size = 500;
  const chart = indianChart(input(4, 25.7, [['Sun', 1, 0.4], ['Mercury', 0, 14.2, true], ['Saturn', 9, 1.3, true], ['Moon', 9, 6], ['Rahu', 9, 17, true], ['Ketu', 3, 17, true]]), 'north');
  const svg = renderIndianChartSvg(chart, { size });
  const polys = svgPolygons(svg);
  const at = (u: number, v: number) => ({ x: u * size, y: v * size });
  const houseAt = (p: ChartPoint) => [...polys].filter(([, h]) => inside(h.poly, p)).map(([n]) => n);

  it('draws 12 house polygons tiling the square, with the sign of each house', () => {
    expect(polys.size).toBe(12);
    const m = northHousePolygons(size)[1].polygon[0].x; // house 2's first vertex is the square's top-left corner
    const side = size - 2 * m;
    expect([...polys.values()].reduce((a, h) => a + area(h.poly), 0)).toBeCloseTo(side * side, 0);
    // 4 diamonds of side²/8 and 8 triangles of side²/16.
    for (const h of [1, 4, 7, 10]) expect(area(polys.get(h)!.poly)).toBeCloseTo((side * side) / 8, 0);
    for (const h of [2, 3, 5, 6, 8, 9, 11, 12]) expect(area(polys.get(h)!.poly)).toBeCloseTo((side * side) / 16, 0);
    for (const [n, h] of polys) expect(h.sign).toBe((4 + n - 1) % 12);
  });

  it('house 1 at the top centre, then counter-clockwise: 4 left, 7 bottom, 10 right', () => {
    expect(houseAt(at(0.5, 0.15))).toEqual([1]);
    expect(houseAt(at(0.5, 0.4))).toEqual([1]);
    expect(houseAt(at(0.25, 0.06))).toEqual([2]);
    expect(houseAt(at(0.06, 0.25))).toEqual([3]);
    expect(houseAt(at(0.15, 0.5))).toEqual([4]);
    expect(houseAt(at(0.06, 0.75))).toEqual([5]);
    expect(houseAt(at(0.25, 0.94))).toEqual([6]);
    expect(houseAt(at(0.5, 0.85))).toEqual([7]);
    expect(houseAt(at(0.75, 0.94))).toEqual([8]);
    expect(houseAt(at(0.94, 0.75))).toEqual([9]);
    expect(houseAt(at(0.85, 0.5))).toEqual([10]);
    expect(houseAt(at(0.94, 0.25))).toEqual([11]);
    expect(houseAt(at(0.75, 0.06))).toEqual([12]);
    // The centroids' angles (counter-clockwise on screen, from house 1) strictly increase.
    const angle = (h: number) => {
      const c = centroid(polys.get(h)!.poly);
      const a = (Math.atan2(-(c.y - size / 2), c.x - size / 2) * 180) / Math.PI;
      return (((a - 90) % 360) + 360) % 360;
    };
    const angles = Array.from({ length: 12 }, (_, i) => angle(i + 1));
    expect(angles[0]).toBeCloseTo(0, 6);
    for (let i = 1; i < 12; i++) expect(angles[i]).toBeGreaterThan(angles[i - 1]);
  });

  it('each house shows its SIGN number (1 = Aries … 12 = Pisces) inside it, near the centre side', () => {
    const nums = svgTexts(svg).filter((t) => t.cls === 'sign-number');
    expect(nums).toHaveLength(12);
    for (const t of nums) {
      const h = polys.get(t.house!)!;
      expect(t.content).toBe(String(h.sign + 1));
      expect(inside(h.poly, t)).toBe(true);
    }
    // Leo rising: 5 in house 1, 11 (Aquarius) in house 7, 2 (Taurus) in house 10, 4 (Cancer) in house 12.
    const num = (house: number) => nums.find((t) => t.house === house)?.content;
    expect([num(1), num(4), num(7), num(10), num(12)]).toEqual(['5', '8', '11', '2', '4']);
    // House 1's number sits just above the centre of the chart, below its planets.
    const n1 = nums.find((t) => t.house === 1)!;
    expect(n1.y).toBeLessThan(size / 2);
    expect(n1.y).toBeGreaterThan(size * 0.4);
  });

  it('planets in their houses with degrees and ℞ (not on the nodes); Asc in house 1', () => {
    const texts = svgTexts(svg);
    const planet = (name: string) => texts.find((t) => t.planet === name)!;
    expect(planet('Sun')).toMatchObject({ house: 10, content: 'Su 0°', retro: false });
    expect(planet('Mercury')).toMatchObject({ house: 9, content: 'Me 14°', retro: true });
    expect(planet('Saturn')).toMatchObject({ house: 6, content: 'Sa 1°', retro: true });
    expect(planet('Rahu')).toMatchObject({ house: 6, content: 'Ra 17°', retro: false });
    expect(planet('Ketu')).toMatchObject({ house: 12, content: 'Ke 17°', retro: false });
    expect(texts.filter((t) => t.retro)).toHaveLength(2);
    expect(svg.split('℞').length - 1).toBe(2);
    const asc = texts.filter((t) => t.cls === 'asc');
    expect(asc).toEqual([expect.objectContaining({ house: 1, content: 'Asc 25°' })]);
    // In reading order by degree: Sa 1° above Mo 6° above Ra 17°.
    const h6 = texts.filter((t) => t.house === 6 && t.cls === 'planet');
    expect(h6.map((t) => t.content)).toEqual(['Sa 1°', 'Mo 6°', 'Ra 17°']);
    expect(h6[0].y).toBeLessThan(h6[1].y);
    expect(h6[1].y).toBeLessThan(h6[2].y);
    for (const t of texts) expect(inside(polys.get(t.house!)!.poly, t), t.content).toBe(true);
  });
});

describe('South Indian layout', () => {
  const size = 480;
  const chart = indianChart(input(4, 25.7, [['Sun', 1, 0.4], ['Mercury', 0, 14.2, true], ['Saturn', 9, 1.3, true]]), 'south');
  const svg = renderIndianChartSvg(chart, { size });
  const polys = svgPolygons(svg);
  const L = layoutIndianChart(chart, { size });
  const m = southSignBoxes(size)[0].polygon[0].y; // the top margin
  const cell = (size - 2 * m) / 4;
  const box = (row: number, col: number) => ({ x0: m + col * cell, y0: m + row * cell, x1: m + (col + 1) * cell, y1: m + (row + 1) * cell });
  const bounds = (poly: ChartPoint[]) => ({
    x0: Math.min(...poly.map((p) => p.x)), y0: Math.min(...poly.map((p) => p.y)), x1: Math.max(...poly.map((p) => p.x)), y1: Math.max(...poly.map((p) => p.y)),
  });
  const signBox = (sign: number) => bounds([...polys.values()].find((h) => h.sign === sign)!.poly);

  it('signs fixed clockwise from Pisces at the upper left; Aries the 2nd cell of the top row', () => {
    const cells: Array<[number, number, number]> = [
      [11, 0, 0], [0, 0, 1], [1, 0, 2], [2, 0, 3], // Pisces, Aries, Taurus, Gemini across the top
      [3, 1, 3], [4, 2, 3], [5, 3, 3], // Cancer, Leo down the right, Virgo lower right
      [6, 3, 2], [7, 3, 1], [8, 3, 0], // Libra, Scorpio, Sagittarius right to left along the bottom
      [9, 2, 0], [10, 1, 0], // Capricorn, Aquarius up the left
    ];
    for (const [sign, row, col] of cells) {
      const b = signBox(sign);
      const e = box(row, col);
      for (const k of ['x0', 'y0', 'x1', 'y1'] as const) expect(b[k], `sign ${sign} ${k}`).toBeCloseTo(e[k], 1);
    }
    // The central 2 × 2 is no sign's.
    expect([...polys.values()].some((h) => inside(h.poly, { x: size / 2, y: size / 2 }))).toBe(false);
    // Houses counted from the ascendant's box: Leo (house 1) on the right, Aquarius (7) on the left.
    expect(polys.get(1)!.sign).toBe(4);
    expect(polys.get(7)!.sign).toBe(10);
  });

  it('marks the ascendant box with a diagonal and "Asc"; planets and names in their sign boxes', () => {
    const mark = /<line class="asc-mark" x1="([^"]+)" y1="([^"]+)" x2="([^"]+)" y2="([^"]+)"/.exec(svg);
    expect(mark).not.toBeNull();
    const leo = box(2, 3);
    const [x1, y1, x2, y2] = mark!.slice(1).map(Number);
    expect(x1).toBeCloseTo(leo.x0, 1);
    expect(y2).toBeCloseTo(leo.y0, 1);
    expect(y1).toBeGreaterThan(leo.y0);
    expect(x2).toBeGreaterThan(leo.x0);
    const texts = svgTexts(svg);
    expect(texts.filter((t) => t.cls === 'asc')).toEqual([expect.objectContaining({ house: 1, content: 'Asc 25°' })]);
    const sun = texts.find((t) => t.planet === 'Sun')!;
    const tb = box(0, 2); // Taurus
    expect(sun.x > tb.x0 && sun.x < tb.x1 && sun.y > tb.y0 && sun.y < tb.y1).toBe(true);
    expect(sun.house).toBe(10);
    const names = texts.filter((t) => t.cls === 'sign-name');
    expect(names.map((t) => t.content).sort()).toEqual(['Aquarius', 'Aries', 'Cancer', 'Capricorn', 'Gemini', 'Leo', 'Libra', 'Pisces', 'Sagittarius', 'Scorpio', 'Taurus', 'Virgo']);
    // Every text inside its box, the title inside the centre, no two overlapping; Asc's box clear of the diagonal.
    for (const t of L.texts) {
      const poly = t.house === null
        ? [{ x: L.titleArea!.x, y: L.titleArea!.y }, { x: L.titleArea!.x + L.titleArea!.w, y: L.titleArea!.y }, { x: L.titleArea!.x + L.titleArea!.w, y: L.titleArea!.y + L.titleArea!.h }, { x: L.titleArea!.x, y: L.titleArea!.y + L.titleArea!.h }]
        : L.houses[t.house - 1].polygon;
      for (const p of corners(t)) expect(inside(poly, p), t.content).toBe(true);
      if (t.house === 1) for (const p of corners(t)) expect(p.x + p.y, t.content).toBeGreaterThan(x1 + y1);
    }
    expect(texts.filter((t) => t.cls === 'title').map((t) => t.content)).toEqual(['Rasi', 'Asc 25°42′ Leo']);
  });
});

describe('crowded houses', () => {
  it('all nine planets in one sign, in every house position, both styles, 200 to 2000 px: every text inside its house, none overlapping', () => {
    for (const style of ['north', 'south'] as IndianChartStyle[]) {
      for (const size of [200, 333, 500, 2000]) {
        for (let house = 1; house <= 12; house++) {
          const ascSign = 7;
          const chart = indianChart(crowded((ascSign + house - 1) % 12, ascSign), style);
          const L = layoutIndianChart(chart, { size });
          const what = `${style} ${size} px, crowd in house ${house}`;
          const crowd = L.texts.filter((t) => t.house === house && (t.kind === 'planet' || t.kind === 'asc'));
          expect(crowd.length, what).toBe(9 + (house === 1 ? 1 : 0));
          expect(new Set(crowd.map((t) => t.content)).size, what).toBe(crowd.length);
          for (const t of L.texts) {
            if (t.house === null) continue;
            const poly = L.houses[t.house - 1].polygon;
            for (const p of corners(t)) expect(inside(poly, p), `${what}: "${t.content}"`).toBe(true);
          }
          for (let i = 0; i < L.texts.length; i++) {
            for (let j = i + 1; j < L.texts.length; j++) {
              expect(overlap(L.texts[i], L.texts[j]), `${what}: "${L.texts[i].content}" overlaps "${L.texts[j].content}"`).toBe(false);
            }
          }
          // A readable floor relative to the size (no degenerate collapse).
          expect(Math.min(...crowd.map((t) => t.font)), what).toBeGreaterThan(size * 0.015);
        }
      }
    }
  });

  it('a house with room keeps the full font and lists its planets one above the other', () => {
    const L = layoutIndianChart(indianChart(input(0, 3, [['Sun', 3, 1], ['Moon', 3, 2], ['Mars', 3, 3]]), 'north'));
    const h4 = L.texts.filter((t) => t.house === 4 && t.kind === 'planet');
    expect(new Set(h4.map((t) => t.font))).toEqual(new Set([0.034 * INDIAN_CHART_DEFAULT_SIZE]));
    expect(new Set(h4.map((t) => t.x)).size).toBe(1);
  });
});

describe('renderIndianChartSvg', () => {
  it('root, title, data-orrery, size; numbers with ≤ 2 decimals; deterministic', () => {
    for (const style of ['north', 'south'] as IndianChartStyle[]) {
      for (const size of [200, 517, 2000]) {
        const chart = indianChart(newYork(), style);
        const svg = renderIndianChartSvg(chart, { size });
        expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" data-orrery="${style}-indian" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"`)).toBe(true);
        expect(svg).toMatch(/<title>(North|South) Indian rasi chart \(whole-sign houses\): Ascendant 25°44′ Leo<\/title>/);
        expect(svg.endsWith('</svg>')).toBe(true);
        const numbers = [...svg.matchAll(/ (?:x|y|x1|y1|x2|y2|width|height|font-size|stroke-width)="([^"]+)"/g)].map((m) => m[1]);
        numbers.push(...[...svg.matchAll(/points="([^"]+)"/g)].flatMap((m) => m[1].split(/[ ,]/)));
        numbers.push(...[...svg.matchAll(/ d="([^"]+)"/g)].flatMap((m) => m[1].split(/[MLHVZ ]/).filter(Boolean)));
        expect(numbers.length).toBeGreaterThan(50);
        for (const n of numbers) expect(n).toMatch(/^-?\d+(\.\d{1,2})?$/);
        expect(renderIndianChartSvg(indianChart(newYork(), style), { size })).toBe(svg);
      }
    }
    expect(renderIndianChartSvg(indianChart(newYork(), 'north'))).toContain(`width="${INDIAN_CHART_DEFAULT_SIZE}"`);
  });

  it('escapes any text it is given', () => {
    const svg = renderIndianChartSvg(indianChart(input(0, 1, [['<b>&"x\'', 0, 2]]), 'north'));
    expect(svg).toContain('data-planet="&lt;b&gt;&amp;&quot;x&#39;"');
    expect(svg).toContain('>&lt;b 2°</text>');
    expect(svg).not.toContain('<b>');
  });

  it('rejects sizes outside 200 to 2000 px', () => {
    const chart = indianChart(newYork(), 'south');
    for (const size of [199, 2001, Number.NaN]) expect(() => renderIndianChartSvg(chart, { size })).toThrow(RangeError);
  });
});
