/**
 * The astrocartography lines drawn on a world map, as a self-contained SVG string (pure, deterministic,
 * no DOM). Equirectangular (plate carrée) projection: x = (λ + 180°)/360° · width, y = (90° − φ)/180° ·
 * height, height = width / 2, Greenwich in the middle.
 * The height is width / 2 rounded to a whole pixel.
 * Coastlines: Natural Earth's 1:110m land polygons (public domain), as TopoJSON in npm `world-atlas`
 * 2.0.2 (land-110m.json), decoded with `topojson-client`. Polygons that cross the antimeridian (Fiji,
 * Chukotka, Wrangel Island) are unwrapped and drawn once on each side, clipped to the map; Antarctica,
 * which circles the pole, is closed along the map's lower edge.
 * Each body's lines share its colour: MC and ASC solid, IC and DSC dashed; a label "Sun MC" sits at the
 * top of each MC line and the bottom of each IC line, "Sun ASC"/"Sun DSC" where the curve crosses the
 * equator.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AcgAngle, AcgBody, AcgLine, LngLat } from './astrocartography.js';
import { escapeXml, fmt, labelWidthEm, svgLanguageAttrs, type SvgLanguage } from './wheel.js';

export const MAP_DEFAULT_WIDTH = 1200;
export const MAP_MIN_WIDTH = 400;
export const MAP_MAX_WIDTH = 3000;

export const BODY_COLOURS: Readonly<Record<AcgBody, string>> = {
  Sun: '#d4a017', Moon: '#7f8c8d', Mercury: '#8e44ad', Venus: '#27ae60', Mars: '#c0392b',
  Jupiter: '#e67e22', Saturn: '#5d4037', Uranus: '#16a085', Neptune: '#2980b9', Pluto: '#2c3e50',
};

interface Topology {
  type: 'Topology';
  objects: { land: unknown };
}
type Ring = LngLat[];
interface LandFeatures {
  features: { geometry: { type: 'MultiPolygon'; coordinates: Ring[][] } | { type: 'Polygon'; coordinates: Ring[] } }[];
}

/** Land rings from world-atlas (read once, on first use). */
let landRings: Ring[] | null = null;
function loadLandRings(): Ring[] {
  if (landRings) return landRings;
  const require = createRequire(import.meta.url);
  const topo = JSON.parse(readFileSync(require.resolve('world-atlas/land-110m.json'), 'utf8')) as Topology;
  const { feature } = require('topojson-client') as { feature: (t: Topology, o: unknown) => LandFeatures };
  const rings: Ring[] = [];
  for (const f of feature(topo, topo.objects.land).features) {
    const polys = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
    for (const poly of polys) rings.push(...poly);
  }
  landRings = rings;
  return rings;
}

/**
 * A ring made continuous in longitude (no step over 180°). A ring that circles a pole comes back 360°
 * away from where it began: it is closed along that pole's edge of the map.
 */
export function unwrapRing(ring: Ring): Ring {
  const out: Ring = [];
  let shift = 0;
  for (let i = 0; i < ring.length; i++) {
    const [lng, lat] = ring[i];
    if (i > 0) {
      const step = lng + shift - out[i - 1][0];
      if (step > 180) shift -= 360;
      else if (step < -180) shift += 360;
    }
    out.push([lng + shift, lat]);
  }
  const net = out[out.length - 1][0] - out[0][0];
  if (Math.abs(net) > 180) {
    const pole = out.reduce((s, p) => s + p[1], 0) < 0 ? -90 : 90;
    out.push([out[out.length - 1][0], pole], [out[0][0], pole]);
  }
  return out;
}

/** SVG path data of rings in the 360 × 180 map space (x = λ + 180, y = 90 − φ), each copy that shows. */
function ringsPath(rings: Ring[]): string {
  const parts: string[] = [];
  for (const raw of rings) {
    const ring = unwrapRing(raw);
    const lngs = ring.map((p) => p[0]);
    const lo = Math.min(...lngs);
    const hi = Math.max(...lngs);
    for (const offset of [-360, 0, 360]) {
      if (hi + offset < -180 || lo + offset > 180) continue;
      parts.push('M' + ring.map(([lng, lat]) => `${fmt(lng + offset + 180)} ${fmt(90 - lat)}`).join('L') + 'Z');
    }
  }
  return parts.join('');
}

let landPath: string | null = null;
/** The land as path data in map space (computed once). */
export function landPathData(): string {
  landPath ??= ringsPath(loadLandRings());
  return landPath;
}

/** SVG path data of a line's segments, in map space. */
function linePath(line: AcgLine): string {
  return line.segments.map((s) => 'M' + s.map(([lng, lat]) => `${fmt(lng + 180)} ${fmt(90 - lat)}`).join('L')).join('');
}

/** The point of a horizon line nearest the equator (its label's place). */
function nearEquator(line: AcgLine): LngLat {
  let best = line.segments[0][0];
  for (const p of line.segments.flat()) if (Math.abs(p[1]) < Math.abs(best[1])) best = p;
  return best;
}

export interface AcgMapOptions {
  /** Width in px (height = width / 2), 400 to 3000. */
  width?: number;
  /** The texts in the caller's language (default: English). */
  labels?: AcgMapLabels;
}

/** What the map writes in words: the bodies' names and the angles' abbreviations of the line labels ("Sun MC"). */
export interface AcgMapLabels extends SvgLanguage {
  planets: Readonly<Record<AcgBody, string>>;
  angles: Readonly<Record<AcgAngle, string>>;
}

export function renderAstrocartographySvg(lines: AcgLine[], opts: AcgMapOptions = {}): string {
  const W = opts.width ?? MAP_DEFAULT_WIDTH;
  const H = Math.round(W / 2);
  const k = W / 360;
  const font = Math.max(9, Math.round(W / 110));
  const planets = [...new Set(lines.map((l) => l.planet))];
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" data-orrery="astrocartography" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif"${svgLanguageAttrs(opts.labels ?? { lang: 'en', rtl: false })}>`,
    `<defs><clipPath id="acg-map"><rect width="360" height="180"/></clipPath></defs>`,
    `<rect class="ocean" width="${W}" height="${H}" fill="#dbe9f4"/>`,
    `<g transform="scale(${fmt(k)})" clip-path="url(#acg-map)">`,
  );
  // Graticule every 30°.
  const grid: string[] = [];
  for (let x = 30; x < 360; x += 30) grid.push(`M${x} 0V180`);
  for (let y = 30; y < 180; y += 30) grid.push(`M0 ${y}H360`);
  out.push(`<path class="graticule" d="${grid.join('')}" stroke="#b8cde0" stroke-width="0.6" vector-effect="non-scaling-stroke" fill="none"/>`);
  out.push(
    `<path class="land" d="${landPathData()}" fill="#efe8d8" fill-rule="evenodd" stroke="#8a7f6a" stroke-width="0.7" vector-effect="non-scaling-stroke"/>`,
  );
  for (const line of lines) {
    const dashed = line.angle === 'IC' || line.angle === 'DSC';
    out.push(
      `<path class="acg-line" data-planet="${line.planet}" data-angle="${line.angle}" d="${linePath(line)}" fill="none" ` +
        `stroke="${BODY_COLOURS[line.planet]}" stroke-width="1.6" vector-effect="non-scaling-stroke"${dashed ? ' stroke-dasharray="6 4"' : ''}/>`,
    );
  }
  out.push('</g>');
  // Labels in pixel space, staggered by the body's place in the list so that neighbours do not collide.
  for (const line of lines) {
    const i = planets.indexOf(line.planet);
    const label = opts.labels ? `${opts.labels.planets[line.planet]} ${opts.labels.angles[line.angle]}` : `${line.planet} ${line.angle}`;
    let x: number;
    let y: number;
    if (line.angle === 'MC' || line.angle === 'IC') {
      x = (line.segments[0][0][0] + 180) * k + 3;
      y = line.angle === 'MC' ? font * (1.2 + (i % 5) * 1.15) : H - font * (0.5 + (i % 5) * 1.15);
    } else {
      const [lng, lat] = nearEquator(line);
      x = (lng + 180) * k + 3;
      y = (90 - lat) * k + (line.angle === 'ASC' ? -1 : 1) * font * (0.4 + (i % 5) * 1.1);
    }
    x = Math.min(x, W - font * (opts.labels ? labelWidthEm(label) : label.length * 0.6));
    // Right to left, the text's start is its right end: anchored at its end, it still begins at x and runs right.
    const anchor = opts.labels?.rtl ? ' text-anchor="end"' : '';
    out.push(
      `<text class="acg-label" data-planet="${line.planet}" data-angle="${line.angle}" x="${fmt(x)}" y="${fmt(y)}"${anchor} ` +
        `font-size="${font}" fill="${BODY_COLOURS[line.planet]}" stroke="#ffffff" stroke-width="2.5" paint-order="stroke">${escapeXml(label)}</text>`,
    );
  }
  out.push('</svg>');
  return out.join('');
}
