/**
 * Aspects between longitudes. Exact angles as in the interface spec; default orbs from
 * ../API-DECISIONS.md (Conjunction/Opposition/Trine 8, Square 7, Sextile 6, Quincunx 3, others 2).
 * Nature: conjunctions neutral; trine, sextile, quintile, bi-quintile and semi-sextile harmonic;
 * square, opposition, semi-square, sesquiquadrate and quincunx tense (the customary grouping,
 * e.g. Sue Tompkins, "Aspects in Astrology", 2001, ch. 2).
 */
import { signedDelta } from '../angles.js';

export const ASPECT_TYPES = [
  'Conjunction', 'Opposition', 'Trine', 'Square', 'Sextile',
  'Quintile', 'BiQuintile', 'SemiSquare', 'SemiSextile', 'Quincunx', 'Sesquiquadrate',
] as const;
export type AspectType = (typeof ASPECT_TYPES)[number];

export const ASPECT_ANGLE: Record<AspectType, number> = {
  Conjunction: 0, SemiSextile: 30, SemiSquare: 45, Sextile: 60, Quintile: 72, Square: 90,
  Trine: 120, Sesquiquadrate: 135, BiQuintile: 144, Quincunx: 150, Opposition: 180,
};

export const DEFAULT_ORBS: Record<AspectType, number> = {
  Conjunction: 8, Opposition: 8, Trine: 8, Square: 7, Sextile: 6, Quincunx: 3,
  Quintile: 2, BiQuintile: 2, SemiSquare: 2, SemiSextile: 2, Sesquiquadrate: 2,
};

const MAJOR = new Set<AspectType>(['Conjunction', 'Opposition', 'Trine', 'Square', 'Sextile']);
const HARMONIC = new Set<AspectType>(['Trine', 'Sextile', 'Quintile', 'BiQuintile', 'SemiSextile']);

export type AspectNature = 'neutral' | 'harmonic' | 'tense';
export type Orbs = Record<AspectType, number>;

export interface Aspect {
  planet1: string;
  planet2: string;
  type: AspectType;
  /** The type's display name: the identifier here, put in `lang` by localize (shared/i18n/localize.ts). */
  typeName: string;
  angle: number;
  orb: number;
  applying: boolean;
  nature: AspectNature;
  isMajor: boolean;
}

export interface AspectPoint {
  name: string;
  lonDeg: number;
  speedDegPerDay: number;
}

export function mergeOrbs(overrides?: Partial<Orbs>): Orbs {
  return overrides ? { ...DEFAULT_ORBS, ...overrides } : DEFAULT_ORBS;
}

export function natureOf(type: AspectType): AspectNature {
  if (type === 'Conjunction') return 'neutral';
  return HARMONIC.has(type) ? 'harmonic' : 'tense';
}

/**
 * The aspect between two points, if any (the type whose exact angle is nearest within its orb).
 * Applying: the orb shrinks, judged from the derivative of the separation, which follows from the
 * bodies' speeds: d|δ|/dt = sign(δ)·(v2 − v1) for δ = λ2 − λ1 in (−180°, 180°].
 */
export function aspectBetween(a: AspectPoint, b: AspectPoint, orbs: Orbs): Aspect | null {
  return aspectWithin(a, b, orbLimits(orbs));
}

/** Exact angles in ASPECT_TYPES order, and a set of orbs in the same order, so the search reads arrays. */
const ANGLES = ASPECT_TYPES.map((t) => ASPECT_ANGLE[t]);
const DEFAULT_LIMITS = ASPECT_TYPES.map((t) => DEFAULT_ORBS[t]);
function orbLimits(orbs: Orbs): number[] {
  return orbs === DEFAULT_ORBS ? DEFAULT_LIMITS : ASPECT_TYPES.map((t) => orbs[t]);
}

function aspectWithin(a: AspectPoint, b: AspectPoint, limits: readonly number[]): Aspect | null {
  const delta = signedDelta(a.lonDeg, b.lonDeg);
  const angle = Math.abs(delta);
  let best = -1;
  let bestOrb = Infinity;
  for (let i = 0; i < ANGLES.length; i++) {
    const orb = Math.abs(angle - ANGLES[i]);
    if (orb <= limits[i] && orb < bestOrb) {
      best = i;
      bestOrb = orb;
    }
  }
  if (best < 0) return null;
  const type = ASPECT_TYPES[best];
  const sepRate = Math.sign(delta) * (b.speedDegPerDay - a.speedDegPerDay);
  const orbRate = Math.sign(angle - ANGLES[best]) * sepRate;
  return {
    planet1: a.name,
    planet2: b.name,
    type,
    typeName: type,
    angle,
    orb: bestOrb,
    applying: orbRate < 0,
    nature: natureOf(type),
    isMajor: MAJOR.has(type),
  };
}

/** Each pair once, planet1 earlier in the given order. */
export function aspectGrid(points: AspectPoint[], orbs: Orbs): Aspect[] {
  const limits = orbLimits(orbs);
  const out: Aspect[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const asp = aspectWithin(points[i], points[j], limits);
      if (asp) out.push(asp);
    }
  }
  return out;
}
