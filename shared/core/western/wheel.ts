/**
 * A circular western chart wheel as a self-contained SVG string (pure, deterministic, no DOM).
 *
 * Orientation is the customary one: the Ascendant at 9 o'clock and the zodiac running
 * counter-clockwise on screen, so a longitude λ sits at the screen angle θ = 180° − (λ − ASC),
 * measured in SVG coordinates (x to the right, y DOWN): x = cx + R·cos θ, y = cy + R·sin θ.
 * Hence λ = ASC is at the left, ASC + 90° at the bottom (the IC side), ASC + 180° at the right
 * and ASC + 270° at the top (the MC side).
 *
 * From the outside in: the ASC/MC/DSC/IC labels, the zodiac ring (12 element-coloured sectors,
 * sign glyphs, 1°/5°/10° ticks), the planets (a pointer at the exact degree, a thin connector to
 * the glyph, which is spread apart from its neighbours and coloured by the element of its sign,
 * ℞ at its lower right when retrograde, and the degree over the minute; extra points such as
 * Ceres or the Vertex are drawn the same way with POINT_GLYPHS), the ring of house
 * numbers with the cusp lines and the heavier axes, and the aspect lines inside it.
 */
import { norm360 } from '../angles.js';
import { SIGN_NAMES } from '../zodiac.js';
import type { Aspect, AspectNature } from './aspects.js';
import type { WesternBody } from './bodies.js';
import type { WesternPosition } from './positions.js';

/** A body of the wheel: one of the 13 bodies, or an extra point (POINT_GLYPHS) in the same record shape. */
export type WheelBody = Omit<WesternPosition, 'planet'> & { planet: string };

export interface WheelChart {
  /** The 13 bodies, then any extra points (Ceres … EastPoint) the request asked for. */
  planets: WheelBody[];
  /** The 12 house cusps in degrees, house 1 first. */
  cusps: number[];
  ascendant: number;
  midheaven: number;
  aspects: Aspect[];
}

export interface WheelOptions {
  /** Width and height in px, 200 to 2000 (default 600). */
  size?: number;
  /** The texts in the caller's language (default: English, WHEEL_LABELS_EN with the English title). */
  labels?: WheelLabels;
}

export type AngleName = 'ASC' | 'MC' | 'DSC' | 'IC';

/**
 * The language of a drawing's texts, for its root element: `lang` (BCP 47, as xml:lang and lang) and
 * whether the script runs right to left (Arabic), which sets direction="rtl" so that mixed runs such as
 * a sign name after a degree read in the right order.
 */
export interface SvgLanguage {
  lang: string;
  rtl: boolean;
}

/** What the wheel writes in words: its <title> and the four angles' labels; the glyphs are the same in every language. */
export interface WheelLabels extends SvgLanguage {
  title: string;
  angles: Readonly<Record<AngleName, string>>;
}

export const ANGLE_LABELS_EN: Readonly<Record<AngleName, string>> = { ASC: 'ASC', MC: 'MC', DSC: 'DSC', IC: 'IC' };

/** The root element's language attributes. */
export function svgLanguageAttrs(l: SvgLanguage): string {
  const lang = escapeXml(l.lang);
  return ` xml:lang="${lang}" lang="${lang}"${l.rtl ? ' direction="rtl"' : ''}`;
}

/**
 * Estimated advance width of a short label in em: combining marks (vowel signs, viramas) take no room
 * of their own, spacing marks a third of a letter, CJK ideographs, kana and Hangul a full em, capitals
 * 0.72 and other letters 0.62 (DejaVu Sans and Noto averages, rounded up).
 */
export function labelWidthEm(s: string): number {
  let w = 0;
  for (const ch of s) {
    if (/\p{Mn}/u.test(ch)) continue;
    if (/\p{Mc}/u.test(ch)) w += 0.35;
    else if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(ch)) w += 1;
    else if (/\p{Lu}/u.test(ch)) w += 0.72;
    else w += 0.62;
  }
  return w;
}

/** Room for an angle's label beside the zodiac ring, in em of the angle font (see computeLayout). */
const ANGLE_LABEL_ROOM_EM = 2.2;
/** A label up to this wide (em) keeps the full font: "ASC" (2.26 em as estimated here), for which the room was made, just fits. */
const ANGLE_LABEL_MAX_EM = 2.3;

export const WHEEL_DEFAULT_SIZE = 600;
export const WHEEL_MIN_SIZE = 200;
export const WHEEL_MAX_SIZE = 2000;

/** U+FE0E (text presentation) keeps the symbols from being drawn as colour emoji. */
const VS15 = '\uFE0E';

export const SIGN_GLYPHS: readonly string[] = ['♈', '♉', '♊', '♋', '♌', '♍', '♎', '♏', '♐', '♑', '♒', '♓'].map((g) => g + VS15);

export const BODY_GLYPHS: Readonly<Record<WesternBody, string>> = {
  Sun: '☉' + VS15,
  Moon: '☽' + VS15,
  Mercury: '☿' + VS15,
  Venus: '♀' + VS15,
  Mars: '♂' + VS15,
  Jupiter: '♃' + VS15,
  Saturn: '♄' + VS15,
  Uranus: '♅' + VS15,
  Neptune: '♆' + VS15,
  Pluto: '♇' + VS15,
  Chiron: '⚷' + VS15,
  NorthNode: '☊' + VS15,
  SouthNode: '☋' + VS15,
};

/**
 * The extra points of /v1/western/points as the wheel draws them. The asteroids, Chiron and Lilith have
 * Unicode glyphs that DejaVu Sans draws (U+26B3–U+26B8); Pholus, the Vertex and the East Point have none
 * there, so they get the usual short labels, drawn smaller (`small`) so they take a glyph's width. Both
 * Liliths are ⚸: the true (osculating) one carries a small "t" at its lower left (`mark`).
 */
export const POINT_GLYPHS: Readonly<Record<string, { text: string; small?: boolean; mark?: string }>> = {
  Ceres: { text: '⚳' + VS15 },
  Pallas: { text: '⚴' + VS15 },
  Juno: { text: '⚵' + VS15 },
  Vesta: { text: '⚶' + VS15 },
  Chiron: { text: '⚷' + VS15 },
  Pholus: { text: 'Ph', small: true },
  MeanLilith: { text: '⚸' + VS15 },
  TrueLilith: { text: '⚸' + VS15, mark: 't' },
  Vertex: { text: 'Vx', small: true },
  EastPoint: { text: 'EP', small: true },
};
/** Font scale of the short labels (two letters ≈ 1.25 em, so ≈ 0.8 em: no wider than a glyph). */
const SMALL_LABEL_SCALE = 0.64;

export const RETROGRADE_MARK = '℞';

export const ASPECT_COLOURS: Readonly<Record<AspectNature, string>> = {
  harmonic: '#2563c9',
  tense: '#d0342c',
  neutral: '#2e9a4e',
};

/** Fill of the sign sectors and colour of the sign glyphs, by element (Fire, Earth, Air, Water). */
const ELEMENT_FILL = ['#fbe5df', '#e8f0dc', '#fbf3d5', '#dfeaf7'];
const ELEMENT_INK = ['#b8322a', '#4f7426', '#9a7800', '#2860a4'];

const FONT_FAMILY = "'DejaVu Sans', 'Noto Sans Symbols 2', 'Noto Sans Symbols', 'Segoe UI Symbol', 'Apple Symbols', sans-serif";

/**
 * One thing stacked along a body's radius: its ink box in em of its font size — `tw` wide (what
 * a neighbour must clear), `w` wide centred on the radius (what the stack must make room for), `h`
 * high — and the gap before it in px.
 */
interface StackItem {
  kind: 'glyph' | 'degmin';
  font: number;
  tw: number;
  w: number;
  h: number;
  gap: number;
}

/** ℞ sits at the lower right of a retrograde body's glyph, offset by these many em of the glyph font (x) … */
const RETRO_DX = 0.5;
/** … plus this many em of the label font (half the ℞'s width, and a little air), and this many glyph em down. */
const RETRO_DX_LABEL = 0.5;
const RETRO_DY = 0.32;

/** The degree line sits this many em of the label font above the centre of the degree/minute block, the minute line below. */
const DEG_LINE = -0.45;
const MIN_LINE = 0.47;
const MIN_SCALE = 0.85;

/** Radii (px from the centre), font sizes (px) and the minimum angular gap between glyphs for one size. */
export interface WheelLayout {
  size: number;
  cx: number;
  cy: number;
  /** Zodiac ring: outer and inner edge. */
  zodiacOuter: number;
  zodiacInner: number;
  signGlyph: number;
  /** Planet pointers run from zodiacInner to pointerEnd at the exact degree, then to connectorEnd at the glyph's place. */
  pointerEnd: number;
  connectorEnd: number;
  /** Whether the degree and minute labels are drawn (not on the smallest wheels). */
  degreeLabels: boolean;
  /** House-number ring: outer and inner edge; the inner edge is also the aspect circle. */
  houseOuter: number;
  houseInner: number;
  houseNumber: number;
  fonts: { sign: number; planet: number; label: number; house: number; angle: number };
  /**
   * Angular distance (degrees) two neighbouring planet glyphs need, by where they sit:
   * gapByOffset[j] for an offset λ − ASC in [j, j + 1). Texts side by side (near 12 and 6 o'clock)
   * or diagonal need more room than texts one above the other (near 3 and 9 o'clock).
   */
  gapByOffset: readonly number[];
  /** The smallest of gapByOffset: no two placed glyphs are ever closer than this. */
  minGapDeg: number;
  /** Stroke scale (1 at 600 px). */
  stroke: number;
}

/**
 * What one body shows, stacked inwards from the connector end along its radius: the glyph (with
 * ℞ at its lower right when retrograde, so the mark cannot be read as a neighbour's), then a
 * small block of the degree over the minute (e.g. "14°" over "32′", so it reads the same all
 * round the wheel). Widths in em of DejaVu Sans: a planet glyph ≈ 1, ℞ ≈ 0.75, "29°" ≈ 1.77;
 * the block is ≈ 1.65 em high (two lines of digits, the minutes at 85 %).
 */
function stackItems(L: Pick<WheelLayout, 'fonts' | 'degreeLabels'>, retro: boolean): StackItem[] {
  const f = L.fonts;
  // With ℞ the glyph's box reaches (RETRO_DX·fp + (RETRO_DX_LABEL + 0.45)·fl) to the right of its centre.
  const reach = retro ? RETRO_DX + ((RETRO_DX_LABEL + 0.45) * f.label) / f.planet : 0.5;
  const items: StackItem[] = [{ kind: 'glyph', font: f.planet, tw: 0.5 + reach, w: 2 * reach, h: retro ? 1.1 : 1, gap: 0.15 * f.label }];
  if (L.degreeLabels) items.push({ kind: 'degmin', font: f.label, tw: 1.8, w: 1.8, h: 1.65, gap: 0.35 * f.label });
  return items;
}

/**
 * Centre radii of stacked items. A horizontal text box w × h centred on the radius at screen
 * angle θ reaches |cos θ|·w/2 + |sin θ|·h/2 along it, so the stack is long at 3 and 9 o'clock
 * (side by side) and short at 12 and 6 (one above the other).
 */
function stackRadii(connectorEnd: number, items: StackItem[], thetaRad: number): number[] {
  const c = Math.abs(Math.cos(thetaRad));
  const s = Math.abs(Math.sin(thetaRad));
  let r = connectorEnd;
  return items.map((it) => {
    const half = (c * it.w * it.font) / 2 + (s * it.h * it.font) / 2;
    const centre = r - it.gap - half;
    r = centre - half;
    return centre;
  });
}

/**
 * The layout for a size. Font sizes scale with the wheel with a floor in px, the rings are
 * stacked from those sizes, and so the minimum angular gap between glyphs (what the widest text
 * of a body needs tangentially, at the radius it is drawn on) grows as the wheel gets smaller.
 */
export function wheelLayout(size: number = WHEEL_DEFAULT_SIZE): Readonly<WheelLayout> {
  if (!Number.isFinite(size) || size < WHEEL_MIN_SIZE || size > WHEEL_MAX_SIZE) {
    throw new RangeError(`wheel size must be ${WHEEL_MIN_SIZE} to ${WHEEL_MAX_SIZE} px, got ${size}`);
  }
  let layout = layoutCache.get(size);
  if (!layout) {
    // A layout depends on the size only; keep the last few (frozen, so sharing them is safe).
    if (layoutCache.size >= 32) layoutCache.delete(layoutCache.keys().next().value as number);
    layout = computeLayout(size);
    layoutCache.set(size, layout);
  }
  return layout;
}

const layoutCache = new Map<number, Readonly<WheelLayout>>();

function computeLayout(size: number): Readonly<WheelLayout> {
  const r = size / 2;
  const fonts = {
    sign: Math.max(0.07 * r, 8),
    planet: Math.max(0.066 * r, 9),
    label: Math.max(0.035 * r, 8),
    house: Math.max(0.036 * r, 6),
    angle: Math.max(0.045 * r, 7),
  };
  // Room outside the zodiac ring for the "ASC" label (≈ 2.2 em wide) at 9 o'clock.
  const zodiacOuter = r - ANGLE_LABEL_ROOM_EM * fonts.angle - 0.03 * r;
  const band = Math.max(0.13 * r, 1.9 * fonts.sign);
  const zodiacInner = zodiacOuter - band;
  const signGlyph = zodiacInner + 0.64 * band;
  const pointerEnd = zodiacInner - Math.max(0.02 * r, 3);
  const connectorEnd = pointerEnd - Math.max(0.055 * r, 5);

  // The longest stack (a retrograde body) at its worst angle: 2·hypot(Σw/2, Σh/2) plus the gaps.
  const longest = (degreeLabels: boolean) => {
    const items = stackItems({ fonts, degreeLabels }, true);
    const a = items.reduce((t, it) => t + (it.w * it.font) / 2, 0);
    const b = items.reduce((t, it) => t + (it.h * it.font) / 2, 0);
    return 2 * Math.hypot(a, b) + items.reduce((t, it) => t + it.gap, 0) + 0.3 * fonts.label;
  };
  const ringWidth = 1.7 * fonts.house;
  // Degree labels unless they would squeeze the aspect circle below 25 % of the radius.
  const degreeLabels = connectorEnd - longest(true) - ringWidth >= 0.25 * r;
  const houseOuter = connectorEnd - longest(degreeLabels);
  const houseInner = houseOuter - ringWidth;

  // Angular gap at screen angle θ: two neighbours a chord c apart along the tangent are
  // |sin θ|·c apart in x and |cos θ|·c in y; two w × h boxes clear each other when either is
  // enough, so c ≥ min(w/|sin θ|, h/|cos θ|) (+ a small margin); a glyph also needs c ≥ 1.2 em.
  // The gap is the largest angle any item of the longest stack (a retrograde body) needs at its radius there.
  const margin = 0.4 * fonts.label;
  const gapAt = (th: number) => {
    const sin = Math.abs(Math.sin(th));
    const cos = Math.abs(Math.cos(th));
    const items = stackItems({ fonts, degreeLabels }, true);
    const radii = stackRadii(connectorEnd, items, th);
    let g = 0;
    items.forEach((it, k) => {
        const box = Math.min(sin > 1e-9 ? it.tw / sin : Infinity, cos > 1e-9 ? it.h / cos : Infinity) * it.font + margin;
      const chord = it.kind === 'glyph' ? Math.max(1.2 * it.font, box) : box;
      g = Math.max(g, (2 * Math.asin(Math.min(1, chord / (2 * radii[k]))) * 180) / Math.PI);
    });
    return g;
  };
  // Offset bin j holds λ − ASC in [j, j + 1): screen angles 180 − j − 1 to 180 − j; take the larger end.
  const atScreen = Array.from({ length: 361 }, (_, k) => gapAt(((180 - k) * Math.PI) / 180));
  const gapByOffset = Array.from({ length: 360 }, (_, j) => Math.max(atScreen[j], atScreen[j + 1]));
  const minGapDeg = Math.min(...gapByOffset);

  return Object.freeze({
    size, cx: r, cy: r, zodiacOuter, zodiacInner, signGlyph, pointerEnd, connectorEnd, degreeLabels,
    houseOuter, houseInner, houseNumber: (houseOuter + houseInner) / 2, fonts: Object.freeze(fonts),
    gapByOffset: Object.freeze(gapByOffset), minGapDeg, stroke: size / 600,
  });
}

/**
 * Places n points on a circle of length `circumference` so that neighbours are at least `gap`
 * apart (or circumference/n when they cannot fit otherwise), keeping their circular order.
 *
 * Deterministic cluster merging: sort (ties by input index), cut the circle at the widest empty
 * arc, start with one cluster per point, and repeatedly merge the first pair of neighbouring
 * clusters that are closer than the gap. A cluster is laid out evenly at the gap, centred on the
 * mean of its members' true values (the least-squares placement for fixed spacing). When the
 * last and first clusters collide across the cut, the first is moved behind the last (+circumference).
 * Every merge reduces the number of clusters, so this ends after at most n − 1 merges.
 */
function spreadOnCircle(values: readonly number[], circumference: number, minGap: number): number[] {
  const n = values.length;
  if (n === 0) return [];
  const gap = Math.min(minGap, circumference / n);
  const eps = 1e-9 * circumference;
  const wrap = (v: number) => {
    const m = v % circumference;
    const w = m < 0 ? m + circumference : m;
    return w >= circumference ? 0 : w;
  };
  const sorted = values.map((v, i) => ({ v: wrap(v), i })).sort((a, b) => a.v - b.v || a.i - b.i);
  let cut = 0;
  let widest = -1;
  for (let k = 0; k < n; k++) {
    const next = k + 1 < n ? sorted[k + 1].v : sorted[0].v + circumference;
    if (next - sorted[k].v > widest) {
      widest = next - sorted[k].v;
      cut = (k + 1) % n;
    }
  }
  let seq = sorted.map((_, k) => {
    const s = sorted[(cut + k) % n];
    return { i: s.i, v: s.v + (cut + k >= n ? circumference : 0) };
  });
  let clusters = seq.map((s) => ({ n: 1, sum: s.v }));
  const first = (c: { n: number; sum: number }) => c.sum / c.n - ((c.n - 1) / 2) * gap;
  const last = (c: { n: number; sum: number }) => c.sum / c.n + ((c.n - 1) / 2) * gap;

  for (;;) {
    let merged = false;
    for (let k = 0; k + 1 < clusters.length; k++) {
      const a = clusters[k];
      const b = clusters[k + 1];
      if (first(b) - last(a) < gap - eps) {
        clusters.splice(k, 2, { n: a.n + b.n, sum: a.sum + b.sum });
        merged = true;
        break;
      }
    }
    if (merged) continue;
    if (clusters.length > 1) {
      const a = clusters[clusters.length - 1];
      const b = clusters[0];
      if (first(b) + circumference - last(a) < gap - eps) {
        seq = [...seq.slice(b.n), ...seq.slice(0, b.n).map((s) => ({ i: s.i, v: s.v + circumference }))];
        clusters = [...clusters.slice(1), { n: b.n, sum: b.sum + circumference * b.n }];
        continue;
      }
    }
    break;
  }

  const out = new Array<number>(n);
  let k = 0;
  for (const c of clusters) {
    const start = first(c);
    for (let j = 0; j < c.n; j++, k++) out[seq[k].i] = wrap(start + j * gap);
  }
  return out;
}

/**
 * Display longitudes for points at `lons` with any two at least `minGapDeg` apart (or 360/n),
 * keeping their circular order; see spreadOnCircle.
 */
export function spreadLongitudes(lons: readonly number[], minGapDeg: number): number[] {
  return spreadOnCircle(lons, 360, minGapDeg);
}

/**
 * Display longitudes on the wheel, where the gap needed depends on the place (gapByOffset): the
 * circle is measured in "slots", u(λ) = ∫ dδ / gap(δ) over the offset δ = λ − ASC (piecewise
 * linear over the 1° bins), the points are spread one slot apart, and mapped back. Neighbours end
 * up at least the local gap apart, and never closer than layout.minGapDeg.
 */
export function placeBodies(L: Pick<WheelLayout, 'gapByOffset'>, ascendant: number, lons: readonly number[]): number[] {
  const g = L.gapByOffset;
  const cum = [0];
  for (let j = 0; j < 360; j++) cum.push(cum[j] + 1 / g[j]);
  const total = cum[360];
  const toSlots = (lon: number) => {
    const d = norm360(lon - ascendant);
    const j = Math.min(359, Math.floor(d));
    return cum[j] + (d - j) / g[j];
  };
  const fromSlots = (u: number) => {
    let j = 0;
    while (j < 359 && cum[j + 1] <= u) j++;
    return norm360(ascendant + j + (u - cum[j]) * g[j]);
  };
  return spreadOnCircle(lons.map(toSlots), total, 1).map(fromSlots);
}

/** Escapes text for SVG content and attribute values. */
export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** A number with at most 2 decimals, no trailing zeros, no "-0". */
export function fmt(v: number): string {
  // Integer arithmetic (hundredths) is faster than turning a double into a string.
  const n = Math.round(v * 100);
  if (n === 0) return '0';
  const a = n < 0 ? -n : n;
  const int = Math.floor(a / 100);
  const frac = a - int * 100;
  const sign = n < 0 ? '-' : '';
  if (frac === 0) return `${sign}${int}`;
  if (frac % 10 === 0) return `${sign}${int}.${frac / 10}`;
  return `${sign}${int}.${frac < 10 ? '0' : ''}${frac}`;
}

const tickCache = new Map<number, string>();

/** 1° ticks on the zodiac's inner edge, longer at 5° and 10°, none at the sign boundaries; for ASC = 0. */
function tickPath(L: Readonly<WheelLayout>): string {
  let d = tickCache.get(L.size);
  if (d === undefined) {
    const band = L.zodiacOuter - L.zodiacInner;
    d = '';
    for (let deg = 0; deg < 360; deg++) {
      if (deg % 30 === 0) continue; // the sector edges
      const len = band * (deg % 10 === 0 ? 0.32 : deg % 5 === 0 ? 0.21 : 0.11);
      const a = wheelPoint(L, 0, deg, L.zodiacInner);
      const b = wheelPoint(L, 0, deg, L.zodiacInner + len);
      d += `M${fmt(a.x)} ${fmt(a.y)}L${fmt(b.x)} ${fmt(b.y)}`;
    }
    if (tickCache.size >= 32) tickCache.delete(tickCache.keys().next().value as number);
    tickCache.set(L.size, d);
  }
  return d;
}

/** Sign index, whole degrees and whole minutes of a longitude (truncated, so 29°59.9′ Aries stays in Aries). */
export function degreeMinute(lon: number): { sign: number; deg: number; min: number } {
  const totalMin = Math.floor(norm360(lon) * 60 + 1e-7) % 21600;
  return { sign: Math.floor(totalMin / 1800), deg: Math.floor((totalMin % 1800) / 60), min: totalMin % 60 };
}

/** Screen point of longitude `lon` at radius `radius` (see the orientation note at the top). */
export function wheelPoint(layout: WheelLayout, ascendant: number, lon: number, radius: number): { x: number; y: number } {
  const theta = ((180 - (lon - ascendant)) * Math.PI) / 180;
  return { x: layout.cx + radius * Math.cos(theta), y: layout.cy + radius * Math.sin(theta) };
}

export function renderWheelSvg(chart: WheelChart, opts: WheelOptions = {}): string {
  const L = wheelLayout(opts.size ?? WHEEL_DEFAULT_SIZE);
  if (chart.cusps.length !== 12) throw new RangeError(`a wheel needs 12 house cusps, got ${chart.cusps.length}`);
  const asc = chart.ascendant;
  const sw = L.stroke;
  const pt = (lon: number, radius: number) => wheelPoint(L, asc, lon, radius);
  const xy = (lon: number, radius: number) => {
    const p = pt(lon, radius);
    return `${fmt(p.x)} ${fmt(p.y)}`;
  };
  const line = (lon1: number, r1: number, lon2: number, r2: number, attrs: string) => {
    const a = pt(lon1, r1);
    const b = pt(lon2, r2);
    return `<line x1="${fmt(a.x)}" y1="${fmt(a.y)}" x2="${fmt(b.x)}" y2="${fmt(b.y)}"${attrs}/>`;
  };
  const text = (lon: number, radius: number, content: string, attrs = '') => {
    const p = pt(lon, radius);
    return `<text x="${fmt(p.x)}" y="${fmt(p.y)}"${attrs}>${escapeXml(content)}</text>`;
  };
  const circle = (radius: number, attrs: string) => `<circle cx="${fmt(L.cx)}" cy="${fmt(L.cy)}" r="${fmt(radius)}"${attrs}/>`;
  const dm = (lon: number) => {
    const d = degreeMinute(lon);
    return `${d.deg}°${String(d.min).padStart(2, '0')}′ ${SIGN_NAMES[d.sign]}`;
  };

  const labels = opts.labels;
  const out: string[] = [];
  const size = fmt(L.size);
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" data-orrery="wheel" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" font-family="${FONT_FAMILY}" role="img"${svgLanguageAttrs(labels ?? { lang: 'en', rtl: false })}>`,
    `<title>${escapeXml(labels?.title ?? `Chart wheel: Ascendant ${dm(asc)}, Midheaven ${dm(chart.midheaven)}`)}</title>`,
    `<rect class="background" width="${size}" height="${size}" fill="#ffffff"/>`,
  );

  // Zodiac ring: sectors (an annulus piece from λ to λ + 30°, outer arc counter-clockwise on
  // screen = SVG sweep 0, inner arc back = sweep 1), ticks, sign glyphs.
  out.push(`<g class="zodiac" stroke="#555" stroke-width="${fmt(0.8 * sw)}">`);
  for (let s = 0; s < 12; s++) {
    const a = s * 30;
    const b = a + 30;
    const ro = fmt(L.zodiacOuter);
    const ri = fmt(L.zodiacInner);
    out.push(`<path d="M${xy(a, L.zodiacOuter)}A${ro} ${ro} 0 0 0 ${xy(b, L.zodiacOuter)}L${xy(b, L.zodiacInner)}A${ri} ${ri} 0 0 1 ${xy(a, L.zodiacInner)}Z" fill="${ELEMENT_FILL[s % 4]}"/>`);
  }
  // The ticks are the same path for every chart of a size, drawn for ASC = 0 and rotated by the
  // ASC (SVG rotate(+a) turns clockwise on screen, i.e. adds a to θ = 180° − λ).
  out.push(`<path class="ticks" transform="rotate(${fmt(norm360(asc))} ${fmt(L.cx)} ${fmt(L.cy)})" d="${tickPath(L)}" fill="none" stroke-width="${fmt(0.6 * sw)}"/>`);
  out.push(`<g class="signs" font-size="${fmt(L.fonts.sign)}" text-anchor="middle" dominant-baseline="central" stroke="none">`);
  for (let s = 0; s < 12; s++) out.push(text(s * 30 + 15, L.signGlyph, SIGN_GLYPHS[s], ` fill="${ELEMENT_INK[s % 4]}"`));
  out.push('</g></g>');

  // Houses: ring of numbers, cusp lines across the planet band, heavier ASC–DSC and MC–IC axes.
  out.push(`<g class="houses" fill="none" stroke="#777" stroke-width="${fmt(0.8 * sw)}">`);
  out.push(circle(L.houseOuter, ''), circle(L.houseInner, ''));
  for (let h = 0; h < 12; h++) out.push(line(chart.cusps[h], L.houseInner, chart.cusps[h], L.zodiacInner, ''));
  out.push(`<g class="house-numbers" font-size="${fmt(L.fonts.house)}" text-anchor="middle" dominant-baseline="central" fill="#555" stroke="none">`);
  for (let h = 0; h < 12; h++) {
    const from = chart.cusps[h];
    const mid = from + norm360(chart.cusps[(h + 1) % 12] - from) / 2;
    out.push(text(mid, L.houseNumber, String(h + 1)));
  }
  out.push('</g></g>');

  // Aspect lines between the exact positions on the aspect circle.
  const lonOf = new Map<string, number>();
  for (const p of chart.planets) lonOf.set(p.planet, p.tropicalLongitude);
  for (const [name, lon] of [['Ascendant', chart.ascendant], ['ASC', chart.ascendant], ['Midheaven', chart.midheaven], ['MC', chart.midheaven]] as const) {
    if (!lonOf.has(name)) lonOf.set(name, lon);
  }
  out.push(`<g class="aspects" fill="none">`);
  for (const a of chart.aspects) {
    const l1 = lonOf.get(a.planet1);
    const l2 = lonOf.get(a.planet2);
    if (l1 === undefined || l2 === undefined) continue; // a point the wheel does not show
    const style = a.isMajor
      ? ` stroke-width="${fmt(1.3 * sw)}"`
      : ` stroke-width="${fmt(0.8 * sw)}" stroke-dasharray="${fmt(4 * sw)} ${fmt(3 * sw)}"`;
    out.push(line(l1, L.houseInner, l2, L.houseInner, ` class="aspect ${a.nature}" data-aspect="${escapeXml(`${a.planet1} ${a.type} ${a.planet2}`)}" stroke="${ASPECT_COLOURS[a.nature]}"${style}`));
  }
  out.push('</g>');

  // The four angles: a heavy axis through the house ring and planet band, a stub outside the
  // zodiac ring and a label just beyond it, pushed out by the label's radial half-extent.
  out.push(`<g class="angles" stroke="#222" stroke-width="${fmt(2 * sw)}" font-size="${fmt(L.fonts.angle)}" font-weight="bold" text-anchor="middle" dominant-baseline="central">`);
  const angleText = labels?.angles ?? ANGLE_LABELS_EN;
  const angles: Array<[AngleName, number]> = [['ASC', chart.ascendant], ['MC', chart.midheaven], ['DSC', chart.ascendant + 180], ['IC', chart.midheaven + 180]];
  for (const [name, lon] of angles) {
    const label = angleText[name];
    const theta = ((180 - (lon - asc)) * Math.PI) / 180;
    // A label wider than the room kept for it (a long word in some language) is drawn smaller to fit.
    const wEm = labelWidthEm(label) + 0.1;
    const font = wEm > ANGLE_LABEL_MAX_EM ? (L.fonts.angle * ANGLE_LABEL_MAX_EM) / wEm : L.fonts.angle;
    const w = wEm * font;
    const h = 0.8 * font;
    const half = Math.abs(Math.cos(theta)) * (w / 2) + Math.abs(Math.sin(theta)) * (h / 2);
    const at = L.zodiacOuter + 0.012 * L.size + half;
    out.push(line(lon, L.houseInner, lon, L.zodiacInner, ` stroke-width="${fmt(1.6 * sw)}"`));
    out.push(line(lon, L.zodiacOuter, lon, at - half, ''));
    const fontAttr = font === L.fonts.angle ? '' : ` font-size="${fmt(font)}"`;
    out.push(text(lon, at, label, ` class="angle" data-angle="${name}" fill="#222" stroke="none"${fontAttr}`));
  }
  out.push('</g>');

  // Planets: pointer at the exact degree, connector to the spread place, then the texts stacked inwards there.
  const shown = placeBodies(L, asc, chart.planets.map((p) => p.tropicalLongitude));
  out.push(`<g class="planets" text-anchor="middle" dominant-baseline="central" fill="#1d1d1d" stroke="#ffffff" stroke-width="${fmt(3.5 * sw)}" stroke-linejoin="round" paint-order="stroke">`);
  chart.planets.forEach((p, i) => {
    const lon = p.tropicalLongitude;
    const at = shown[i];
    const d = degreeMinute(lon);
    const theta = ((180 - (at - asc)) * Math.PI) / 180;
    const point = BODY_GLYPHS[p.planet as WesternBody] === undefined ? POINT_GLYPHS[p.planet] : undefined;
    // A mark at the lower left takes the room ℞ takes at the lower right: the same (symmetric) box.
    const items = stackItems(L, p.isRetrograde || point?.mark !== undefined);
    const radii = stackRadii(L.connectorEnd, items, theta);
    out.push(`<g class="body" data-body="${escapeXml(p.planet)}" data-lon="${fmt(norm360(lon))}" data-at="${fmt(at)}">`);
    out.push(line(lon, L.zodiacInner, lon, L.pointerEnd, ` class="pointer" stroke="#222" stroke-width="${fmt(1.4 * sw)}"`));
    out.push(line(lon, L.pointerEnd, at, L.connectorEnd, ` class="connector" stroke="#8a8a8a" stroke-width="${fmt(0.7 * sw)}"`));
    items.forEach((it, k) => {
      const size = ` font-size="${fmt(it.font)}"`;
      if (it.kind === 'glyph') {
        const ink = ELEMENT_INK[d.sign % 4];
        const glyphText = BODY_GLYPHS[p.planet as WesternBody] ?? point?.text ?? p.planet;
        const glyphSize = point?.small ? ` font-size="${fmt(SMALL_LABEL_SCALE * it.font)}"` : size;
        out.push(text(at, radii[k], glyphText, ` class="glyph${point ? ' point' : ''}"${glyphSize} fill="${ink}"`));
        const g = pt(at, radii[k]);
        if (point?.mark !== undefined) {
          const mx = g.x - RETRO_DX * it.font - RETRO_DX_LABEL * L.fonts.label;
          out.push(`<text class="mark" x="${fmt(mx)}" y="${fmt(g.y + RETRO_DY * it.font)}" font-size="${fmt(L.fonts.label)}" fill="${ink}">${escapeXml(point.mark)}</text>`);
        }
        if (p.isRetrograde) {
          const rx = g.x + RETRO_DX * it.font + RETRO_DX_LABEL * L.fonts.label;
          out.push(`<text class="retro" x="${fmt(rx)}" y="${fmt(g.y + RETRO_DY * it.font)}" font-size="${fmt(L.fonts.label)}" fill="#c0392b">${RETROGRADE_MARK}</text>`);
        }
      } else {
        const c = pt(at, radii[k]);
        out.push(`<text class="deg" x="${fmt(c.x)}" y="${fmt(c.y + DEG_LINE * it.font)}"${size}>${d.deg}°</text>`);
        out.push(`<text class="min" x="${fmt(c.x)}" y="${fmt(c.y + MIN_LINE * it.font)}" font-size="${fmt(MIN_SCALE * it.font)}" fill="#5a5a5a">${String(d.min).padStart(2, '0')}′</text>`);
      }
    });
    out.push('</g>');
  });
  out.push('</g>');

  out.push(circle(L.zodiacOuter, ' fill="none" stroke="#333" stroke-width="' + fmt(1.2 * sw) + '"'));
  out.push('</svg>');
  return out.join('');
}
