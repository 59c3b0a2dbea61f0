/**
 * The Indian (Vedic) rasi chart in its two customary square forms, as JSON and as a self-contained
 * SVG string (pure, deterministic, no DOM). Whole-sign houses: house 1 is the ascendant's sign.
 *
 * Layout conventions, as described in published sources:
 *  - North Indian (diamond) chart: a square with both diagonals and the diamond joining the side
 *    midpoints, giving 4 diamonds and 8 triangles. The HOUSES are fixed: house 1 is always the
 *    top-centre diamond, house 7 the bottom-centre one, and the houses run counter-clockwise (2 is
 *    the triangle to the left of house 1). Each house is marked with the number of the SIGN in it
 *    (1 = Aries … 12 = Pisces), not with the house number, and the planets are written in with
 *    abbreviated names (Su, Mo, …). Sources: "The North Indian style chart",
 *    https://astrovedic.wordpress.com/2011/01/23/the-north-indian-style-chart/ ("The box at the
 *    center top of the chart is called the First house … The house counting sequence follows a
 *    counterclockwise direction … the numbers within the houses represent the sign numbers");
 *    S. Jee, "Chart designs", https://sushmajee.com/astrology/charts/2-chart-designs.htm ("the House
 *    No 1 is the same always - the uppermost diamond House, and then the 2nd House is towards your
 *    left - a Tri-Kon House, anti-clock wise").
 *  - South Indian chart: a 4 × 4 grid of which the 12 outer cells are the signs and the central
 *    2 × 2 is left for the title. The SIGNS are fixed and run clockwise: Pisces in the upper left
 *    corner, then Aries, Taurus and Gemini (upper right corner) along the top, Cancer and Leo down the
 *    right, Virgo in the lower right corner, Libra, Scorpio and Sagittarius (lower left corner) along
 *    the bottom, Capricorn and Aquarius up the left. The ascendant's cell is marked with a diagonal
 *    line (or "As"/"Asc") and the houses are counted clockwise from it. Sources: Edith Hathaway,
 *    "How to read a South Indian chart", http://edithhathaway.com/how-to-read-a-south-indian-chart/
 *    ("Pisces is always in the upper left hand corner, followed directly by Aries, then Taurus, and
 *    Gemini in the upper right hand corner. Virgo is in the lower right hand corner, Sagittarius in
 *    the lower left"); http://www.smartastroguru.com/Astrology.php ("Commonly, the First house is
 *    marked with a diagonal line or with 'As' mark").
 *
 * What is drawn here: planets as "Su 24°" (whole degrees in the sign, truncated), with a red ℞ after
 * a retrograde planet; Rahu and Ketu carry no ℞ (the mean nodes always move backwards, so charts do
 * not mark them). The ascendant is a bold "Asc 12°" in its house; the South chart adds the diagonal
 * across its cell's upper left corner and writes each sign's name small at the foot of its cell.
 * The texts of a house are laid out in rows fitted into the house's polygon (one planet a row when
 * there is room, else as many side by side as each row's width allows, so a triangle fills like a
 * triangle), the font shrinking only when nothing fits at the full size: no two texts overlap and
 * all stay inside their house however crowded (all nine grahas and the ascendant in one house).
 */
import { escapeXml, fmt, svgLanguageAttrs, type SvgLanguage } from '../western/wheel.js';
import { SIGN_NAMES } from '../zodiac.js';

export type IndianChartStyle = 'north' | 'south';

export interface IndianChartInput {
  /** Sidereal sign of the ascendant, 0 = Aries … 11 = Pisces. */
  ascendantSign: number;
  /**
   * The ascendant's degree within its sign, [0, 30). A full sidereal longitude [30, 360) is also
   * accepted (as vedicPlanets returns it) and reduced to the sign, which must be ascendantSign.
   */
  ascendantDegree: number;
  planets: ReadonlyArray<{ planet: string; sign: number; degreeInSign: number; isRetrograde: boolean }>;
}

export interface IndianChartPlanet {
  planet: string;
  abbreviation: string;
  degreeInSign: number;
  isRetrograde: boolean;
}

export interface IndianChartHouse {
  /** 1–12, whole-sign from the ascendant. */
  house: number;
  /** 0 = Aries … 11 = Pisces. */
  sign: number;
  signName: string;
  /** The planets in the house by degree within the sign (ties in the order Su Mo Ma Me Ju Ve Sa Ra Ke). */
  planets: IndianChartPlanet[];
}

export interface IndianChart {
  style: IndianChartStyle;
  /** House 1 first. */
  houses: IndianChartHouse[];
  ascendant: { sign: number; signName: string; degreeInSign: number };
}

export const PLANET_ABBREVIATIONS: Readonly<Record<string, string>> = {
  Sun: 'Su', Moon: 'Mo', Mars: 'Ma', Mercury: 'Me', Jupiter: 'Ju', Venus: 'Ve', Saturn: 'Sa', Rahu: 'Ra', Ketu: 'Ke',
};

const PLANET_ORDER = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];

/** The nodes: no ℞ drawn (see the note at the top). */
const NODES = new Set(['Rahu', 'Ketu']);

function checkSign(sign: number, what: string): void {
  if (!Number.isInteger(sign) || sign < 0 || sign > 11) throw new RangeError(`${what} must be a sign 0 to 11, got ${sign}`);
}

function checkDegree(deg: number, what: string): void {
  if (!Number.isFinite(deg) || deg < 0 || deg >= 30) throw new RangeError(`${what} must be a degree in the sign, 0 to under 30, got ${deg}`);
}

/** The chart as JSON: twelve whole-sign houses from the ascendant's sign, each with its sign and planets. */
export function indianChart(input: IndianChartInput, style: IndianChartStyle): IndianChart {
  if (style !== 'north' && style !== 'south') throw new RangeError(`chart style must be 'north' or 'south', got ${String(style)}`);
  const asc = input.ascendantSign;
  checkSign(asc, 'ascendantSign');
  let ascDeg = input.ascendantDegree;
  if (Number.isFinite(ascDeg) && ascDeg >= 30 && ascDeg < 360) {
    const sign = Math.floor(ascDeg / 30);
    if (sign !== asc) throw new RangeError(`ascendantDegree ${ascDeg} is a longitude in sign ${sign}, not in ascendantSign ${asc}`);
    ascDeg -= 30 * sign;
  }
  checkDegree(ascDeg, 'ascendantDegree');

  const houses: IndianChartHouse[] = Array.from({ length: 12 }, (_, i) => {
    const sign = (asc + i) % 12;
    return { house: i + 1, sign, signName: SIGN_NAMES[sign], planets: [] };
  });
  const rank = (name: string) => {
    const k = PLANET_ORDER.indexOf(name);
    return k < 0 ? PLANET_ORDER.length : k;
  };
  const sorted = input.planets
    .map((p, i) => ({ p, i }))
    .sort((a, b) => a.p.degreeInSign - b.p.degreeInSign || rank(a.p.planet) - rank(b.p.planet) || a.i - b.i);
  for (const { p } of sorted) {
    checkSign(p.sign, `sign of ${p.planet}`);
    checkDegree(p.degreeInSign, `degreeInSign of ${p.planet}`);
    houses[(p.sign - asc + 12) % 12].planets.push({
      planet: p.planet,
      abbreviation: PLANET_ABBREVIATIONS[p.planet] ?? [...p.planet].slice(0, 2).join(''),
      degreeInSign: p.degreeInSign,
      isRetrograde: p.isRetrograde,
    });
  }
  return { style, houses, ascendant: { sign: asc, signName: SIGN_NAMES[asc], degreeInSign: ascDeg } };
}

// ---------------------------------------------------------------------------------------------
// Geometry

export interface ChartPoint {
  x: number;
  y: number;
}

export interface IndianChartOptions {
  /** Width and height in px, 200 to 2000 (default 500). */
  size?: number;
  /** The texts in the caller's language (default: English). */
  labels?: IndianChartLabels;
}

/**
 * What the chart writes in words, in one language: the <title>, the grahas' abbreviations (by English
 * planet name; a planet not listed keeps the chart's own `abbreviation`), the ascendant's mark, the
 * South chart's heading and its twelve sign names (Aries first).
 */
export interface IndianChartLabels extends SvgLanguage {
  title: string;
  abbreviations: Readonly<Record<string, string>>;
  ascendant: string;
  rasi: string;
  signNames: readonly string[];
}

const LABELS_EN: Omit<IndianChartLabels, 'title'> = {
  lang: 'en', rtl: false, abbreviations: PLANET_ABBREVIATIONS, ascendant: 'Asc', rasi: 'Rasi', signNames: SIGN_NAMES,
};

export const INDIAN_CHART_DEFAULT_SIZE = 500;
export const INDIAN_CHART_MIN_SIZE = 200;
export const INDIAN_CHART_MAX_SIZE = 2000;

function checkSize(size: number): void {
  if (!Number.isFinite(size) || size < INDIAN_CHART_MIN_SIZE || size > INDIAN_CHART_MAX_SIZE) {
    throw new RangeError(`chart size must be ${INDIAN_CHART_MIN_SIZE} to ${INDIAN_CHART_MAX_SIZE} px, got ${size}`);
  }
}

/** The drawn square: margin and side. */
function frame(size: number): { m: number; q: number } {
  const m = Math.max(0.02 * size, 4);
  return { m, q: size - 2 * m };
}

/**
 * The twelve house polygons of the North Indian chart, house 1 first, and for each the vertex next to
 * the centre of the chart (`inner`: where the sign number goes) and the point of the house farthest
 * from it on its axis of symmetry (`outer`).
 */
export function northHousePolygons(size: number = INDIAN_CHART_DEFAULT_SIZE): Array<{ house: number; polygon: ChartPoint[]; inner: ChartPoint; outer: ChartPoint }> {
  checkSize(size);
  const { m, q } = frame(size);
  const P = (u: number, v: number): ChartPoint => ({ x: m + u * q, y: m + v * q });
  const TL = P(0, 0), TR = P(1, 0), BR = P(1, 1), BL = P(0, 1);
  const T = P(0.5, 0), R = P(1, 0.5), B = P(0.5, 1), L = P(0, 0.5), C = P(0.5, 0.5);
  const QTL = P(0.25, 0.25), QTR = P(0.75, 0.25), QBR = P(0.75, 0.75), QBL = P(0.25, 0.75);
  const mid = (a: ChartPoint, b: ChartPoint): ChartPoint => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  // Counter-clockwise on screen from the top-centre diamond.
  const shapes: Array<[ChartPoint[], ChartPoint, ChartPoint]> = [
    [[T, QTL, C, QTR], C, T], // 1 top diamond
    [[TL, T, QTL], QTL, mid(TL, T)], // 2 top-left triangle
    [[TL, QTL, L], QTL, mid(TL, L)], // 3 left-top triangle
    [[L, QTL, C, QBL], C, L], // 4 left diamond
    [[L, QBL, BL], QBL, mid(L, BL)], // 5 left-bottom triangle
    [[BL, QBL, B], QBL, mid(BL, B)], // 6 bottom-left triangle
    [[B, QBL, C, QBR], C, B], // 7 bottom diamond
    [[B, QBR, BR], QBR, mid(B, BR)], // 8 bottom-right triangle
    [[BR, QBR, R], QBR, mid(BR, R)], // 9 right-bottom triangle
    [[R, QBR, C, QTR], C, R], // 10 right diamond
    [[R, QTR, TR], QTR, mid(R, TR)], // 11 right-top triangle
    [[TR, QTR, T], QTR, mid(TR, T)], // 12 top-right triangle
  ];
  return shapes.map(([polygon, inner, outer], i) => ({ house: i + 1, polygon, inner, outer }));
}

/** Grid cell (row, column) of each sign in the South Indian chart, 0 = Aries. */
export const SOUTH_SIGN_CELLS: ReadonlyArray<readonly [number, number]> = [
  [0, 1], [0, 2], [0, 3], [1, 3], [2, 3], [3, 3], [3, 2], [3, 1], [3, 0], [2, 0], [1, 0], [0, 0],
];

/** The twelve sign boxes of the South Indian chart, Aries first, as rectangles and polygons. */
export function southSignBoxes(size: number = INDIAN_CHART_DEFAULT_SIZE): Array<{ sign: number; row: number; col: number; x: number; y: number; w: number; h: number; polygon: ChartPoint[] }> {
  checkSize(size);
  const { m, q } = frame(size);
  const cell = q / 4;
  return SOUTH_SIGN_CELLS.map(([row, col], sign) => {
    const x = m + col * cell;
    const y = m + row * cell;
    return {
      sign, row, col, x, y, w: cell, h: cell,
      polygon: [{ x, y }, { x: x + cell, y }, { x: x + cell, y: y + cell }, { x, y: y + cell }],
    };
  });
}

/** nx·x + ny·y ≤ c with (nx, ny) a unit vector. */
interface HalfPlane {
  nx: number;
  ny: number;
  c: number;
}

/** A convex polygon as half-planes, each edge moved inwards by `inset`. */
function halfPlanes(poly: readonly ChartPoint[], inset: number): HalfPlane[] {
  let area2 = 0;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i];
    const q = poly[(i + 1) % poly.length];
    area2 += p.x * q.y - q.x * p.y;
  }
  const sign = area2 > 0 ? 1 : -1;
  return poly.map((p, i) => {
    const q = poly[(i + 1) % poly.length];
    const dx = q.x - p.x;
    const dy = q.y - p.y;
    const len = Math.hypot(dx, dy);
    const nx = (sign * dy) / len;
    const ny = (-sign * dx) / len;
    return { nx, ny, c: nx * p.x + ny * p.y - inset };
  });
}

/** A segment along which a box's centre may move: from p0, direction d (unit), t in [0, len]. */
interface Axis {
  p0: ChartPoint;
  d: ChartPoint;
  len: number;
}

function axisFrom(a: ChartPoint, b: ChartPoint): Axis {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  return { p0: a, d: { x: (b.x - a.x) / len, y: (b.y - a.y) / len }, len };
}

/**
 * The x-interval that a horizontal strip [ya, yb] leaves inside the half-planes, written to `out`
 * (no allocation: this runs thousands of times a chart); false if there is none.
 */
function stripInterval(hp: readonly HalfPlane[], ya: number, yb: number, out: { xl: number; xr: number }): boolean {
  let xl = -Infinity;
  let xr = Infinity;
  for (const p of hp) {
    if (Math.abs(p.nx) < 1e-12) {
      if (p.ny * ya > p.c || p.ny * yb > p.c) return false;
      continue;
    }
    // Linear in y, so holding at both edges of the strip is holding across it.
    const a = (p.c - p.ny * ya) / p.nx;
    const b = (p.c - p.ny * yb) / p.nx;
    if (p.nx > 0) xr = Math.min(xr, a, b);
    else xl = Math.max(xl, a, b);
  }
  out.xl = xl;
  out.xr = xr;
  return xl < xr;
}

/** The range of t for which a w × h box centred on the axis fits all the half-planes (null if none). */
function feasibleOnAxis(hp: readonly HalfPlane[], ax: Axis, w: number, h: number): [number, number] | null {
  let lo = 0;
  let hi = ax.len;
  for (const p of hp) {
    const rhs = p.c - p.nx * ax.p0.x - p.ny * ax.p0.y - (Math.abs(p.nx) * w) / 2 - (Math.abs(p.ny) * h) / 2;
    const k = p.nx * ax.d.x + p.ny * ax.d.y;
    if (Math.abs(k) < 1e-12) {
      if (rhs < 0) return null;
    } else if (k > 0) hi = Math.min(hi, rhs / k);
    else lo = Math.max(lo, rhs / k);
  }
  return lo <= hi ? [lo, hi] : null;
}

// ---------------------------------------------------------------------------------------------
// Text metrics (DejaVu Sans, the first family of FONT_FAMILY; advance widths in em, measured)

const FONT_FAMILY = "'DejaVu Sans', 'Noto Sans', 'Noto Sans Symbols 2', 'Segoe UI Symbol', 'Apple Symbols', sans-serif";

const ADVANCE: Readonly<Record<string, number>> = (() => {
  const t: Record<string, number> = { ' ': 0.318, '°': 0.5, '′': 0.227, '℞': 0.896, '(': 0.39, ')': 0.39, ':': 0.337, '.': 0.318, ',': 0.318, '-': 0.361 };
  for (const d of '0123456789') t[d] = 0.636;
  const upper = [684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863, 748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685];
  const lower = [613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525];
  for (let i = 0; i < 26; i++) {
    t[String.fromCharCode(65 + i)] = upper[i] / 1000;
    t[String.fromCharCode(97 + i)] = lower[i] / 1000;
  }
  return t;
})();

/**
 * A little more than the measured widths, for a fallback font and rounding; bold DejaVu is ≤ 13 %
 * wider. Chromium also rounds a font's ascent and descent to whole px, and at small sizes glyph
 * advances gain up to ≈ 0.15 px each: hence the px terms.
 */
const WIDTH_SAFETY = 1.04;
const BOLD_FACTOR = 1.14;
const WIDTH_PX_PER_CHAR = 0.15;
/** Height of a text's box (DejaVu ascent + descent = 1.164 em, + 1 px of rounding), and the pitch of rows. */
const TEXT_H = 1.17;
const TEXT_H_PX = 1;
const LINE = 1.24;
const COL_GAP = 0.6;

const NON_SPACING = /^\p{Mn}$/u;

/** Estimated advance width of a text, in em of its font (unknown characters count 1 em). */
export function textWidthEm(s: string, bold = false): number {
  let w = 0;
  // unknown characters count 1 em, but non-spacing marks (Indic vowel signs, viramas) add no advance
  for (const ch of s) w += ADVANCE[ch] ?? (NON_SPACING.test(ch) ? 0 : 1);
  return w * WIDTH_SAFETY * (bold ? BOLD_FACTOR : 1);
}

/** Estimated box of a text at a font size, in px. */
export function textBox(s: string, font: number, bold = false): { w: number; h: number } {
  return { w: textWidthEm(s, bold) * font + WIDTH_PX_PER_CHAR * [...s].length, h: TEXT_H * font + TEXT_H_PX };
}

// ---------------------------------------------------------------------------------------------
// Layout

export type ChartTextKind = 'asc' | 'planet' | 'sign-number' | 'sign-name' | 'title';

/** One text as laid out: centred at (x, y) (text-anchor middle, dominant-baseline central), box w × h. */
export interface ChartText {
  kind: ChartTextKind;
  /** The house it is in (null for the title of the South chart). */
  house: number | null;
  sign: number | null;
  planet: string | null;
  /** The text without the ℞, which is drawn after it when `retrograde`. */
  content: string;
  retrograde: boolean;
  bold: boolean;
  x: number;
  y: number;
  font: number;
  w: number;
  h: number;
}

export interface IndianChartLayout {
  style: IndianChartStyle;
  size: number;
  /** House 1 first; the polygon the house's texts must stay in. */
  houses: Array<{ house: number; sign: number; polygon: ChartPoint[] }>;
  /** South only: the central title area. */
  titleArea: { x: number; y: number; w: number; h: number } | null;
  /** South only: the diagonal across the ascendant cell's corner. */
  ascMark: { x1: number; y1: number; x2: number; y2: number } | null;
  texts: ChartText[];
  /** Stroke scale (1 at 500 px). */
  stroke: number;
}

interface Label {
  kind: 'asc' | 'planet';
  planet: string | null;
  content: string;
  retrograde: boolean;
  bold: boolean;
  /** Estimated width: em·font + px. */
  em: number;
  px: number;
}

function wholeDegrees(deg: number): number {
  return Math.min(29, Math.floor(Math.floor(deg * 60 + 1e-7) / 60));
}

/** Degree and minute within the sign, truncated: "12°05′". */
export function degMin(deg: number): string {
  const m = Math.min(1799, Math.floor(deg * 60 + 1e-7));
  return `${Math.floor(m / 60)}°${String(m % 60).padStart(2, '0')}′`;
}

function houseLabels(chart: IndianChart, house: IndianChartHouse, words: Omit<IndianChartLabels, 'title'>): Label[] {
  const out: Label[] = [];
  if (house.house === 1) {
    const content = `${words.ascendant} ${wholeDegrees(chart.ascendant.degreeInSign)}°`;
    out.push({ kind: 'asc', planet: null, content, retrograde: false, bold: true, em: textWidthEm(content, true), px: WIDTH_PX_PER_CHAR * [...content].length });
  }
  for (const p of house.planets) {
    const content = `${words.abbreviations[p.planet] ?? p.abbreviation} ${wholeDegrees(p.degreeInSign)}°`;
    const retrograde = p.isRetrograde && !NODES.has(p.planet);
    const shown = retrograde ? content + '℞' : content;
    out.push({ kind: 'planet', planet: p.planet, content, retrograde, bold: false, em: textWidthEm(shown), px: WIDTH_PX_PER_CHAR * [...shown].length });
  }
  return out;
}

/**
 * n labels over rows of these capacities (which hold them all, each ≥ 1, at most n rows): each row
 * min(cap, level) for the lowest level that holds them all, the surplus taken back from the last
 * rows at that level, so every row keeps at least one.
 */
function shareOut(caps: readonly number[], n: number): number[] {
  let level = 1;
  while (caps.reduce((a, c) => a + Math.min(c, level), 0) < n) level++;
  const counts = caps.map((c) => Math.min(c, level));
  let surplus = counts.reduce((a, c) => a + c, 0) - n;
  for (let i = counts.length - 1; i >= 0 && surplus > 0; i--) {
    if (counts[i] === level && level > 1) {
      counts[i]--;
      surplus--;
    }
  }
  return counts;
}

/** Samples of the top of a stack of rows, from the top of the region to the lowest that fits. */
const Y_SAMPLES = 48;

/**
 * Lays the labels of one house out in rows inside the half-planes (y from yMin to yMax): a stack of
 * r rows, each holding as many equal cells (the widest label's width) as the region leaves room for
 * across the row's strip, every row used, the labels shared out as evenly as the rows allow (rows
 * filled in reading order, top to bottom and left to right, each centred in its strip). The font
 * is `maxFont` when some stack fits at it, else the largest that fits (bisection); of the stacks
 * that fit at that font, the one with the most even rows, then with the most rows (a plain list
 * when there is room), placed in the middle of the heights where it fits. So a triangle fills like
 * a triangle, and nothing overlaps or pokes out.
 */
function placeLabels(labels: readonly Label[], hp: readonly HalfPlane[], yMin: number, yMax: number, maxFont: number, house: number, sign: number): ChartText[] {
  const n = labels.length;
  if (n === 0) return [];
  const maxEm = Math.max(...labels.map((l) => l.em));
  const maxPx = Math.max(...labels.map((l) => l.px));
  const metrics = (f: number) => ({ pitch: LINE * f + TEXT_H_PX, textH: TEXT_H * f + TEXT_H_PX, colW: maxEm * f + maxPx, gap: COL_GAP * f });
  const iv = { xl: 0, xr: 0 };
  /** Row i's capacity in a stack from y0 at font f (0 when nothing fits), its interval left in iv. */
  const capacity = (m: ReturnType<typeof metrics>, y0: number, i: number) => {
    const y = y0 + i * m.pitch;
    if (!stripInterval(hp, y, y + m.textH, iv)) return 0;
    return Math.max(0, Math.min(n, Math.floor((iv.xr - iv.xl + m.gap) / (m.colW + m.gap))));
  };
  /** Whether a stack of r rows from y0 holds all the labels with every row used. */
  const fits = (m: ReturnType<typeof metrics>, r: number, y0: number) => {
    let total = 0;
    for (let i = 0; i < r; i++) {
      const cap = capacity(m, y0, i);
      if (cap < 1) return false;
      total += cap;
    }
    return total >= n;
  };
  const maxRows = (m: ReturnType<typeof metrics>) => Math.min(n, Math.floor((yMax - yMin - m.textH) / m.pitch) + 1);
  /** The sample tops from which a stack of r rows fits. */
  const topsFor = (m: ReturnType<typeof metrics>, r: number) => {
    const room = yMax - yMin - ((r - 1) * m.pitch + m.textH);
    const tops: number[] = [];
    if (room < 0) return tops;
    for (let k = 0; k <= Y_SAMPLES; k++) {
      const y0 = yMin + (room * k) / Y_SAMPLES;
      if (fits(m, r, y0)) tops.push(y0);
    }
    return tops;
  };
  const anyFits = (f: number) => {
    const m = metrics(f);
    for (let r = maxRows(m); r >= 1; r--) {
      const room = yMax - yMin - ((r - 1) * m.pitch + m.textH);
      if (room < 0) continue;
      for (let k = 0; k <= Y_SAMPLES; k++) if (fits(m, r, yMin + (room * k) / Y_SAMPLES)) return true;
    }
    return false;
  };

  let font = maxFont;
  if (!anyFits(font)) {
    let lo = maxFont / 64;
    if (!anyFits(lo)) throw new Error(`house ${house}: no room for its texts`);
    let hi = maxFont;
    for (let k = 0; k < 22; k++) {
      const mid = (lo + hi) / 2;
      if (anyFits(mid)) lo = mid;
      else hi = mid;
    }
    font = lo;
  }

  // Of the stacks that fit: the most even rows, then the most rows; each at the middle of the
  // longest run of consecutive sample tops where it fits.
  const fm = metrics(font);
  let best: { rows: Array<{ y: number; xl: number; xr: number; cap: number }>; counts: number[]; spread: number } | null = null;
  for (let r = maxRows(fm); r >= 1 && !(best && best.spread === 0); r--) {
    const tops = topsFor(fm, r);
    if (tops.length === 0) continue;
    const step = tops.length > 1 ? Math.min(...tops.slice(1).map((t, i) => t - tops[i])) : 0;
    let runStart = 0;
    let runLen = 1;
    for (let i = 0, start = 0; i < tops.length; i++) {
      if (i > 0 && tops[i] - tops[i - 1] > step * 1.5) start = i;
      if (i - start + 1 > runLen) {
        runLen = i - start + 1;
        runStart = start;
      }
    }
    const y0 = tops[runStart + Math.floor((runLen - 1) / 2)];
    const rows = Array.from({ length: r }, (_, i) => {
      const cap = capacity(fm, y0, i);
      return { y: y0 + i * fm.pitch, xl: iv.xl, xr: iv.xr, cap };
    });
    const counts = shareOut(rows.map((row) => row.cap), n);
    const spread = Math.max(...counts) - Math.min(...counts);
    if (!best || spread < best.spread) best = { rows, counts, spread };
  }
  if (!best) throw new Error(`house ${house}: layout failed`);
  const { rows, counts } = best;

  const m = fm;
  const out: ChartText[] = [];
  // One centre line for all the rows when there is one they all fit about (a tidy block), else each row centred in its strip.
  const rowW = counts.map((c) => c * m.colW + (c - 1) * m.gap);
  const lo = Math.max(...rows.map((row, i) => row.xl + rowW[i] / 2));
  const hi = Math.min(...rows.map((row, i) => row.xr - rowW[i] / 2));
  let k = 0;
  rows.forEach((row, i) => {
    const centre = lo <= hi ? (lo + hi) / 2 : (row.xl + row.xr) / 2;
    const left = centre - rowW[i] / 2;
    for (let j = 0; j < counts[i]; j++, k++) {
      const l = labels[k];
      out.push({
        kind: l.kind, house, sign, planet: l.planet, content: l.content, retrograde: l.retrograde, bold: l.bold,
        x: left + j * (m.colW + m.gap) + m.colW / 2,
        y: row.y + m.textH / 2,
        font, w: l.em * font + l.px, h: m.textH,
      });
    }
  });
  return out;
}

/** Positions of every text of the chart at a size (what renderIndianChartSvg draws). */
export function layoutIndianChart(chart: IndianChart, opts: IndianChartOptions = {}): IndianChartLayout {
  const size = opts.size ?? INDIAN_CHART_DEFAULT_SIZE;
  checkSize(size);
  const words = opts.labels ?? LABELS_EN;
  if (chart.houses.length !== 12) throw new RangeError(`a chart needs 12 houses, got ${chart.houses.length}`);
  const stroke = size / 500;
  const pad = Math.max(0.012 * size, 2.5) + stroke;
  const planetFont = 0.034 * size;
  const texts: ChartText[] = [];

  if (chart.style === 'north') {
    const numberFont = 0.03 * size;
    const shapes = northHousePolygons(size);
    const houses = chart.houses.map((h, i) => ({ house: h.house, sign: h.sign, polygon: shapes[i].polygon }));
    chart.houses.forEach((h, i) => {
      const shape = shapes[i];
      const hp = halfPlanes(shape.polygon, pad);
      const ax = axisFrom(shape.inner, shape.outer);
      // The sign number as close to the inner vertex as it fits.
      const num = String(h.sign + 1);
      const { w: nw, h: nh } = textBox(num, numberFont);
      const range = feasibleOnAxis(hp, ax, nw, nh);
      if (!range) throw new Error(`house ${h.house}: no room for the sign number`);
      const tn = range[0];
      texts.push({
        kind: 'sign-number', house: h.house, sign: h.sign, planet: null, content: num, retrograde: false, bold: false,
        x: ax.p0.x + tn * ax.d.x, y: ax.p0.y + tn * ax.d.y, font: numberFont, w: nw, h: nh,
      });
      // The planets beyond it: d·(p − p0) ≥ tn + (the number's reach along the axis) + a gap.
      const along = Math.abs(ax.d.x) * (nw / 2) + Math.abs(ax.d.y) * (nh / 2);
      const cut: HalfPlane = { nx: -ax.d.x, ny: -ax.d.y, c: -(ax.d.x * ax.p0.x + ax.d.y * ax.p0.y + tn + along + 0.3 * numberFont) };
      const ys = shape.polygon.map((p) => p.y);
      texts.push(...placeLabels(houseLabels(chart, h, words), [...hp, cut], Math.min(...ys), Math.max(...ys), planetFont, h.house, h.sign));
    });
    return { style: 'north', size, houses, titleArea: null, ascMark: null, texts, stroke };
  }

  const boxes = southSignBoxes(size);
  const nameFont = 0.022 * size;
  const houses = chart.houses.map((h) => ({ house: h.house, sign: h.sign, polygon: boxes[h.sign].polygon }));
  let ascMark: IndianChartLayout['ascMark'] = null;
  for (const h of chart.houses) {
    const b = boxes[h.sign];
    const hp = halfPlanes(b.polygon, pad);
    // The sign's name small at the foot of its cell, the planets above it.
    const name = words.signNames[h.sign];
    const nf = Math.min(nameFont, (b.w - 2 * pad - WIDTH_PX_PER_CHAR * name.length) / textWidthEm(name));
    const nb = textBox(name, nf);
    texts.push({
      kind: 'sign-name', house: h.house, sign: h.sign, planet: null, content: name, retrograde: false, bold: false,
      x: b.x + b.w / 2, y: b.y + b.h - pad - nb.h / 2, font: nf, w: nb.w, h: nb.h,
    });
    hp.push({ nx: 0, ny: 1, c: b.y + b.h - pad - nb.h - 0.3 * nf });
    if (h.house === 1) {
      // The diagonal across the upper left corner; the texts stay below and right of it.
      const k = 0.2 * b.w;
      ascMark = { x1: b.x, y1: b.y + k, x2: b.x + k, y2: b.y };
      hp.push({ nx: -Math.SQRT1_2, ny: -Math.SQRT1_2, c: -(b.x + b.y + k) * Math.SQRT1_2 - pad });
    }
    texts.push(...placeLabels(houseLabels(chart, h, words), hp, b.y, b.y + b.h, planetFont, h.house, h.sign));
  }
  // The title in the central 2 × 2.
  const { m, q } = frame(size);
  const titleArea = { x: m + q / 4, y: m + q / 4, w: q / 2, h: q / 2 };
  const lines: Array<[string, boolean, number]> = [
    [words.rasi, true, 0.06 * size],
    [`${words.ascendant} ${degMin(chart.ascendant.degreeInSign)} ${words.signNames[chart.ascendant.sign]}`, false, 0.032 * size],
  ];
  const room = titleArea.w - 2 * pad;
  const fonts = lines.map(([s, bold, f]) => Math.min(f, (room - WIDTH_PX_PER_CHAR * s.length) / textWidthEm(s, bold)));
  const pitch = (f: number) => LINE * f + TEXT_H_PX;
  const total = fonts.reduce((a, f) => a + pitch(f), 0);
  let y = titleArea.y + titleArea.h / 2 - total / 2;
  lines.forEach(([s, bold], i) => {
    const f = fonts[i];
    const tb = textBox(s, f, bold);
    texts.push({
      kind: 'title', house: null, sign: null, planet: null, content: s, retrograde: false, bold,
      x: titleArea.x + titleArea.w / 2, y: y + pitch(f) / 2, font: f, w: tb.w, h: tb.h,
    });
    y += pitch(f);
  });
  return { style: 'south', size, houses, titleArea, ascMark, texts, stroke };
}

// ---------------------------------------------------------------------------------------------
// SVG

const INK = {
  frame: '#7a3e12',
  fill: '#fffaf0',
  lagnaFill: '#fde7c4',
  signNumber: '#8a6a4a',
  planet: '#1d1d1d',
  asc: '#a3271b',
  retro: '#c0392b',
  title: '#5a3a1a',
};

const points = (poly: readonly ChartPoint[]) => poly.map((p) => `${fmt(p.x)},${fmt(p.y)}`).join(' ');

function textSvg(t: ChartText, extra = ''): string {
  const cls = t.kind;
  const data = (t.house !== null ? ` data-house="${t.house}"` : '') + (t.planet !== null ? ` data-planet="${escapeXml(t.planet)}"` : '');
  const weight = t.bold ? ' font-weight="bold"' : '';
  const retro = t.retrograde ? `<tspan class="retro" fill="${INK.retro}">℞</tspan>` : '';
  return `<text class="${cls}"${data} x="${fmt(t.x)}" y="${fmt(t.y)}" font-size="${fmt(t.font)}"${weight}${extra}>${escapeXml(t.content)}${retro}</text>`;
}

export function renderIndianChartSvg(chart: IndianChart, opts: IndianChartOptions = {}): string {
  const L = layoutIndianChart(chart, opts);
  const size = fmt(L.size);
  const sw = L.stroke;
  const { m, q } = frame(L.size);
  const north = L.style === 'north';
  const a = chart.ascendant;
  const title = opts.labels?.title ?? `${north ? 'North' : 'South'} Indian rasi chart (whole-sign houses): Ascendant ${degMin(a.degreeInSign)} ${a.signName}`;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" data-orrery="${north ? 'north-indian' : 'south-indian'}" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" font-family="${FONT_FAMILY}" role="img"${svgLanguageAttrs(opts.labels ?? LABELS_EN)}>`,
    `<title>${escapeXml(title)}</title>`,
    `<rect class="background" width="${size}" height="${size}" fill="#ffffff"/>`,
  ];

  out.push(`<g class="houses" stroke="none">`);
  for (const h of L.houses) {
    out.push(`<polygon class="house" data-house="${h.house}" data-sign="${h.sign}" points="${points(h.polygon)}" fill="${h.house === 1 ? INK.lagnaFill : INK.fill}"/>`);
  }
  out.push('</g>');

  out.push(`<g class="frame" fill="none" stroke="${INK.frame}" stroke-width="${fmt(1.2 * sw)}" stroke-linejoin="round">`);
  const x0 = fmt(m), y0 = fmt(m), x1 = fmt(m + q), y1 = fmt(m + q), xm = fmt(m + q / 2), ym = fmt(m + q / 2);
  if (north) {
    // The square's two diagonals and the diamond through the midpoints of its sides.
    out.push(`<path d="M${x0} ${y0}L${x1} ${y1}M${x1} ${y0}L${x0} ${y1}M${xm} ${y0}L${x1} ${ym}L${xm} ${y1}L${x0} ${ym}Z"/>`);
  } else {
    // The inner lines of the 4 × 4 grid, leaving the central 2 × 2 open.
    const at = (k: number) => fmt(m + (k * q) / 4);
    out.push(`<path d="M${x0} ${at(1)}H${x1}M${x0} ${at(3)}H${x1}M${at(1)} ${y0}V${y1}M${at(3)} ${y0}V${y1}M${x0} ${at(2)}H${at(1)}M${at(3)} ${at(2)}H${x1}M${at(2)} ${y0}V${at(1)}M${at(2)} ${at(3)}V${y1}"/>`);
    if (L.ascMark) {
      const k = L.ascMark;
      out.push(`<line class="asc-mark" x1="${fmt(k.x1)}" y1="${fmt(k.y1)}" x2="${fmt(k.x2)}" y2="${fmt(k.y2)}" stroke="${INK.asc}" stroke-width="${fmt(1.6 * sw)}"/>`);
    }
  }
  out.push(`<rect class="border" x="${x0}" y="${y0}" width="${fmt(q)}" height="${fmt(q)}" stroke-width="${fmt(2 * sw)}"/>`);
  out.push('</g>');

  out.push(`<g class="texts" text-anchor="middle" dominant-baseline="central" stroke="none">`);
  for (const t of L.texts) {
    const fill = t.kind === 'asc' ? INK.asc : t.kind === 'planet' ? INK.planet : t.kind === 'title' ? INK.title : INK.signNumber;
    out.push(textSvg(t, ` fill="${fill}"`));
  }
  out.push('</g>');
  out.push('</svg>');
  return out.join('');
}
