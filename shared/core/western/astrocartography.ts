/**
 * Astrocartography (Jim Lewis's A*C*G): where on Earth each body was on an angle at one moment.
 *  - MC line: the meridian where the body culminates, longitude = RA − GAST (its local sidereal time
 *    equals its right ascension); the IC line is the opposite meridian.
 *  - ASC / DSC lines: where the body is on the horizon, rising or setting. At latitude φ its hour angle
 *    on the horizon is H₀ = arccos(−tan φ · tan δ) (the semi-diurnal arc; Meeus, Astronomical
 *    Algorithms ch. 15, with h₀ = 0), so it rises at longitude RA − H₀ − GAST and sets at RA + H₀ − GAST.
 *    Defined where |tan φ · tan δ| ≤ 1, i.e. |φ| ≤ 90° − |δ|; beyond, the body is circumpolar or never rises.
 * Geometric horizon: the body's centre at true altitude 0, no refraction, no semidiameter, geocentric (no
 * parallax), as Swiss Ephemeris' `swe_azalt` altitude 0 and the usual A*C*G maps.
 * In mundo (default): the body's own apparent RA and declination, its ecliptic latitude included.
 * Zodiacal: the ecliptic point of its longitude (latitude 0), converted with the true obliquity.
 * GAST: apparent Greenwich sidereal time (swe_sidtime). Longitudes east-positive in (−180, 180].
 */
import { norm360 } from '../angles.js';
import {
  bodyEquatorial,
  bodyPosition,
  eclipticToEquatorial,
  greenwichSiderealDeg,
  trueObliquityDeg,
  type Body,
  type EquatorialPosition as SwissEquatorial,
} from '../ephemeris.js';

/** Right ascension and declination (degrees): all a line needs. */
type EquatorialPosition = Pick<SwissEquatorial, 'raDeg' | 'decDeg'>;

export const ACG_BODIES = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
export type AcgBody = (typeof ACG_BODIES)[number];
export const ACG_ANGLES = ['MC', 'IC', 'ASC', 'DSC'] as const;
export type AcgAngle = (typeof ACG_ANGLES)[number];
export type AcgMode = 'in-mundo' | 'zodiacal';

const RAD = Math.PI / 180;

/** A longitude in (−180, 180]. */
export function norm180(deg: number): number {
  const x = norm360(deg);
  return x > 180 ? x - 360 : x;
}

/** The longitude of the MC line (the meridian where the body culminates). */
export function mcLongitude(raDeg: number, gastDeg: number): number {
  return norm180(raDeg - gastDeg);
}

/**
 * The semi-diurnal arc H₀ in degrees at latitude φ for declination δ (0..180), or null where the body
 * does not cross the horizon (circumpolar, or never rises).
 */
export function horizonHourAngle(latDeg: number, decDeg: number): number | null {
  const x = -Math.tan(latDeg * RAD) * Math.tan(decDeg * RAD);
  if (!(Math.abs(x) <= 1)) return null;
  return Math.acos(x) / RAD;
}

/** Longitudes of the ASC (rising) and DSC (setting) lines at latitude φ, or null where undefined. */
export function horizonLongitudes(eq: EquatorialPosition, gastDeg: number, latDeg: number): { asc: number; dsc: number } | null {
  const h0 = horizonHourAngle(latDeg, eq.decDeg);
  if (h0 === null) return null;
  return { asc: norm180(eq.raDeg - h0 - gastDeg), dsc: norm180(eq.raDeg + h0 - gastDeg) };
}

/** The body's right ascension and declination for the chosen kind of line. */
export function acgEquatorial(jdUt: number, body: Body, mode: AcgMode): EquatorialPosition {
  if (mode === 'in-mundo') return bodyEquatorial(jdUt, body);
  const lon = bodyPosition(jdUt, body).lonDeg;
  return eclipticToEquatorial(lon, 0, trueObliquityDeg(jdUt));
}

/** [longitude, latitude] pairs, as GeoJSON orders them. */
export type LngLat = [number, number];

export interface AcgLine {
  planet: AcgBody;
  angle: AcgAngle;
  rightAscension: number;
  declination: number;
  /** Pieces of the line, split where it crosses the antimeridian (±180°). */
  segments: LngLat[][];
}

/** Splits a polyline where consecutive points are more than 180° of longitude apart (the antimeridian). */
export function splitAtAntimeridian(points: LngLat[]): LngLat[][] {
  const out: LngLat[][] = [];
  let cur: LngLat[] = [];
  for (const p of points) {
    const prev = cur[cur.length - 1];
    if (prev && Math.abs(p[0] - prev[0]) > 180) {
      // Close this piece at the edge and open the next one on the other side, at the crossing latitude.
      const east = prev[0] > 0;
      const dLng = east ? p[0] + 360 - prev[0] : p[0] - 360 - prev[0];
      const edge = east ? 180 : -180;
      const t = (edge - prev[0]) / dLng;
      const lat = prev[1] + t * (p[1] - prev[1]);
      cur.push([edge, lat]);
      out.push(cur);
      cur = [[-edge, lat]];
    }
    cur.push(p);
  }
  if (cur.length > 1) out.push(cur);
  return out;
}

/**
 * The latitudes at which a horizon line is sampled: every whole degree where it is defined, and the
 * line's limit ±(90° − |δ|) itself (where the ASC and DSC lines meet), when that is short of the pole.
 */
export function horizonLatitudes(decDeg: number): number[] {
  const limit = 90 - Math.abs(decDeg);
  const lats: number[] = [];
  if (limit < 90) lats.push(-limit);
  for (let lat = -89; lat <= 89; lat++) if (Math.abs(lat) < limit) lats.push(lat);
  if (limit < 90) lats.push(limit);
  return lats;
}

/** The four lines of one body. */
export function bodyLines(planet: AcgBody, eq: EquatorialPosition, gastDeg: number): AcgLine[] {
  const mc = mcLongitude(eq.raDeg, gastDeg);
  const ic = norm180(mc + 180);
  const base = { planet, rightAscension: eq.raDeg, declination: eq.decDeg };
  const meridian = (lng: number): LngLat[][] => [[[lng, -90], [lng, 90]]];
  const asc: LngLat[] = [];
  const dsc: LngLat[] = [];
  for (const lat of horizonLatitudes(eq.decDeg)) {
    // At the limit itself rounding may put |tan φ tan δ| a hair above 1: clamp to the meeting point.
    const h = horizonLongitudes(eq, gastDeg, lat) ?? meetingPoint(eq, gastDeg, lat);
    asc.push([h.asc, lat]);
    dsc.push([h.dsc, lat]);
  }
  return [
    { ...base, angle: 'MC', segments: meridian(mc) },
    { ...base, angle: 'IC', segments: meridian(ic) },
    { ...base, angle: 'ASC', segments: splitAtAntimeridian(asc) },
    { ...base, angle: 'DSC', segments: splitAtAntimeridian(dsc) },
  ];
}

/** Where the ASC and DSC lines meet at the limit latitude: H₀ = 0 or 180°. */
function meetingPoint(eq: EquatorialPosition, gastDeg: number, latDeg: number): { asc: number; dsc: number } {
  const h0 = Math.sign(latDeg) === Math.sign(eq.decDeg) ? 180 : 0;
  return { asc: norm180(eq.raDeg - h0 - gastDeg), dsc: norm180(eq.raDeg + h0 - gastDeg) };
}

export interface Astrocartography {
  gastDeg: number;
  mode: AcgMode;
  lines: AcgLine[];
}

/** Every body's MC, IC, ASC and DSC lines at a UT instant. */
export function astrocartography(jdUt: number, mode: AcgMode, bodies: readonly AcgBody[] = ACG_BODIES): Astrocartography {
  const gastDeg = greenwichSiderealDeg(jdUt);
  const lines = bodies.flatMap((b) => bodyLines(b, acgEquatorial(jdUt, b, mode), gastDeg));
  return { gastDeg, mode, lines };
}
