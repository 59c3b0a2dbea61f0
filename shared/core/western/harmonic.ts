/**
 * Harmonic charts (John Addey, "Harmonics in Astrology", 1976): the n-th harmonic position of a point is its
 * longitude multiplied by n, reduced mod 360°; its speed is n times the natal speed (so an aspect's
 * applying or separating is judged in the harmonic chart's own motion). The aspects of the harmonic chart
 * are the ordinary aspect grid (aspects.ts) between these positions.
 */
import { norm360 } from '../angles.js';
import { aspectGrid, type Aspect, type Orbs } from './aspects.js';
import { westernRecord, type WesternPosition } from './positions.js';

export const MAX_HARMONIC = 360;

/** (λ × n) mod 360, for the unrounded longitude. */
export function harmonicLongitude(lonDeg: number, n: number): number {
  return norm360(lonDeg * n);
}

/** The harmonic chart of natal positions: each body's harmonic longitude and speed, and their aspects. */
export function harmonicChart(natal: readonly WesternPosition[], n: number, orbs: Orbs): { planets: WesternPosition[]; aspects: Aspect[] } {
  const planets = natal.map((p) => westernRecord(p.planet, harmonicLongitude(p.tropicalLongitude, n), p.latitude, p.speed * n));
  const aspects = aspectGrid(planets.map((p) => ({ name: p.planet, lonDeg: p.tropicalLongitude, speedDegPerDay: p.speed })), orbs);
  return { planets, aspects };
}
