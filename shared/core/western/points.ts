/**
 * Extra points of a tropical chart and the declinations of the planets.
 *
 * Points (Swiss Ephemeris, swephprg §2.1 and "House cusp calculation"): the asteroids Ceres, Pallas, Juno,
 * Vesta and the centaurs Chiron, Pholus from seas_18.se1; Mean and True (osculating) Lilith, the Moon's
 * apogee, with the ecliptic latitude SE gives them (the apogee lies on the lunar orbit's plane, up to ~5°);
 * the Vertex and the East Point (equatorial ascendant), ascmc[3] and ascmc[4] of swe_houses_ex2, on the
 * ecliptic (latitude 0), their declinations from swe_cotrans with the true obliquity.
 *
 * Declinations: apparent, true equator of date, including the ecliptic latitude. Parallels (the rule of the
 * team's Swiss Ephemeris reference, README-western-breadth.md §2): two declinations are in parallel when their distances from the equator differ by at most the orb,
 * ||d_a| − |d_b|| ≤ orb, a "parallel" when both lie in the same hemisphere (0 counts as north) and a
 * "contraparallel" otherwise.
 */
import { norm360, signOf } from '../angles.js';
import { bodyEquatorial, bodyPosition, chartAngles, eclipticToEquatorial, trueObliquityDeg, type Body } from '../ephemeris.js';
import { elementOf, formatDegree, modalityOf, SIGN_NAMES } from '../zodiac.js';
import type { WesternBody } from './bodies.js';
import { houseIndexOf } from './houses.js';
import type { WesternPosition } from './positions.js';

export const EXTRA_POINTS = [
  'Ceres', 'Pallas', 'Juno', 'Vesta', 'Chiron', 'Pholus', 'MeanLilith', 'TrueLilith', 'Vertex', 'EastPoint',
] as const;
export type ExtraPointName = (typeof EXTRA_POINTS)[number];

export interface ExtraPoint {
  longitude: number;
  latitude: number;
  /** Degrees per day (for the Vertex and East Point: their motion with the Earth's turning, ~±360°/day). */
  speed: number;
  declination: number;
  sign: number;
  signName: string;
  /** House 1..12 among the given cusps. */
  house: number;
}

type BodyPoint = Exclude<ExtraPointName, 'Vertex' | 'EastPoint'>;
const isBodyPoint = (p: ExtraPointName): p is BodyPoint => p !== 'Vertex' && p !== 'EastPoint';

/** Longitude, latitude, speed and declination of one point (no house). */
export interface PointPosition {
  lonDeg: number;
  latDeg: number;
  speed: number;
  decDeg: number;
}

/** Positions of the asked points at a moment and place, in the order asked. */
export function pointPositions(
  jdUt: number, latDeg: number, lngDeg: number, names: readonly ExtraPointName[],
): Map<ExtraPointName, PointPosition> {
  const out = new Map<ExtraPointName, PointPosition>();
  const needAngles = names.some((n) => !isBodyPoint(n));
  const angles = needAngles ? chartAngles(jdUt, latDeg, lngDeg) : null;
  const eps = needAngles ? trueObliquityDeg(jdUt) : 0;
  for (const name of names) {
    if (isBodyPoint(name)) {
      const body: Body = name;
      const p = bodyPosition(jdUt, body);
      const e = bodyEquatorial(jdUt, body);
      out.set(name, { lonDeg: norm360(p.lonDeg), latDeg: p.latDeg, speed: p.speedDegPerDay, decDeg: e.decDeg });
    } else if (angles) {
      const lon = norm360(name === 'Vertex' ? angles.vertexDeg : angles.eastPointDeg);
      const speed = name === 'Vertex' ? angles.vertexSpeed : angles.eastPointSpeed;
      out.set(name, { lonDeg: lon, latDeg: 0, speed, decDeg: eclipticToEquatorial(lon, 0, eps).decDeg });
    }
  }
  return out;
}

/** The ten points with sign and house (cusps 1..12 of the chart's house system). */
export function extraPoints(
  jdUt: number, latDeg: number, lngDeg: number, cusps: number[], names: readonly ExtraPointName[] = EXTRA_POINTS,
): Record<string, ExtraPoint> {
  const out: Record<string, ExtraPoint> = {};
  for (const [name, p] of pointPositions(jdUt, latDeg, lngDeg, names)) {
    const { sign } = signOf(p.lonDeg);
    out[name] = {
      longitude: p.lonDeg,
      latitude: p.latDeg,
      speed: p.speed,
      declination: p.decDeg,
      sign,
      signName: SIGN_NAMES[sign],
      house: houseIndexOf(p.lonDeg, cusps) + 1,
    };
  }
  return out;
}

// ------------------------------------------------------------------ declinations and parallels

export const DECLINATION_BODIES = [
  'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto',
] as const;
export type DeclinationBody = (typeof DECLINATION_BODIES)[number];

export interface Parallel {
  a: string;
  b: string;
  kind: 'parallel' | 'contraparallel';
  /** ||d_a| − |d_b||, degrees. */
  orb: number;
}

/** Declinations of Sun … Pluto, degrees (north positive). */
export function declinations(jdUt: number): Record<DeclinationBody, number> {
  const out = {} as Record<DeclinationBody, number>;
  for (const b of DECLINATION_BODIES) out[b] = bodyEquatorial(jdUt, b).decDeg;
  return out;
}

/** Every pair (in the given order, a before b) within `orb` by the rule in the module comment. */
export function parallels(decs: readonly { name: string; decDeg: number }[], orb: number): Parallel[] {
  const out: Parallel[] = [];
  for (let i = 0; i < decs.length; i++) {
    for (let j = i + 1; j < decs.length; j++) {
      const da = decs[i].decDeg;
      const db = decs[j].decDeg;
      const d = Math.abs(Math.abs(da) - Math.abs(db));
      if (d > orb) continue;
      const sameSide = da >= 0 === db >= 0;
      out.push({ a: decs[i].name, b: decs[j].name, kind: sameSide ? 'parallel' : 'contraparallel', orb: d });
    }
  }
  return out;
}

// ------------------------------------------------------------------ points as chart bodies

/** A point in the shape of a chart's body record (WesternPosition), to stand beside the 13 bodies. */
export interface PointAsBody {
  planet: ExtraPointName;
  tropicalLongitude: number;
  latitude: number;
  speed: number;
  isRetrograde: boolean;
  sign: number;
  signName: string;
  degreeInSign: number;
  degreeFormatted: string;
  element: string;
  modality: string;
  /** Display names of the element, modality and dignity: the identifiers here, put in `lang` by localize (shared/i18n/localize.ts). */
  elementName: string;
  modalityName: string;
  dignityName: string;
  /** No sign rulership or exaltation is classical for these points (as for Chiron among the 13 bodies). */
  dignity: 'Peregrine';
}

/**
 * The asked points as chart bodies, in the order of EXTRA_POINTS, each once, leaving out those already among
 * the chart's 13 bodies (Chiron).
 */
export function pointsAsBodies(
  jdUt: number, latDeg: number, lngDeg: number, asked: readonly ExtraPointName[], present: ReadonlySet<string>,
): PointAsBody[] {
  const names = EXTRA_POINTS.filter((n) => asked.includes(n) && !present.has(n));
  const out: PointAsBody[] = [];
  for (const [planet, p] of pointPositions(jdUt, latDeg, lngDeg, names)) {
    const { sign, degreeInSign } = signOf(p.lonDeg);
    const element = elementOf(sign);
    const modality = modalityOf(sign);
    out.push({
      planet,
      tropicalLongitude: p.lonDeg,
      latitude: p.latDeg,
      speed: p.speed,
      isRetrograde: p.speed < 0,
      sign,
      signName: SIGN_NAMES[sign],
      degreeInSign,
      degreeFormatted: formatDegree(p.lonDeg),
      element,
      elementName: element,
      modality,
      modalityName: modality,
      dignity: 'Peregrine',
      dignityName: 'Peregrine',
    });
  }
  return out;
}

/** A body or a point of a chart with points (the record shape of WesternPosition). */
export type ChartBodyOrPoint = Omit<WesternPosition, 'planet'> & { planet: WesternBody | ExtraPointName };
