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
  const delta = signedDelta(a.lonDeg, b.lonDeg);
  const angle = Math.abs(delta);
  let best: AspectType | null = null;
  let bestOrb = Infinity;
  for (const type of ASPECT_TYPES) {
    const orb = Math.abs(angle - ASPECT_ANGLE[type]);
    if (orb <= orbs[type] && orb < bestOrb) {
      best = type;
      bestOrb = orb;
    }
  }
  if (!best) return null;
  const sepRate = Math.sign(delta) * (b.speedDegPerDay - a.speedDegPerDay);
  const orbRate = Math.sign(angle - ASPECT_ANGLE[best]) * sepRate;
  return {
    planet1: a.name,
    planet2: b.name,
    type: best,
    angle,
    orb: bestOrb,
    applying: orbRate < 0,
    nature: natureOf(best),
    isMajor: MAJOR.has(best),
  };
}

/** Each pair once, planet1 earlier in the given order. */
export function aspectGrid(points: AspectPoint[], orbs: Orbs): Aspect[] {
  const out: Aspect[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const asp = aspectBetween(points[i], points[j], orbs);
      if (asp) out.push(asp);
    }
  }
  return out;
}
