/**
 * Small pieces the "other sign-based" dasha systems share (sign-cycles.ts, kalachakra.ts, paryaya.ts,
 * narayana-seeded.ts): sign keys and indices (0 = Aries), runs of signs forward or backward, periods of
 * given lengths laid end to end, a parent divided among signs, and the chart facts the rules read (the sign
 * of a planet, the Jaimini atmakaraka).
 */
import { SIGN_NAMES, type SignName } from '../../zodiac.js';
import { VEDIC_PLANETS, type Graha } from '../grahas.js';
import { proportional, sequence } from './engine.js';
import type { StrengthChart } from '../sign-strength.js';
import type { DashaBirth, DashaLord, Period } from './types.js';

export const mod12 = (n: number): number => ((n % 12) + 12) % 12;

export const signKey = (sign: number): SignName => SIGN_NAMES[mod12(sign)];

/** The sign index of a sign lord (throws on a planet: only sign-lord periods reach these systems). */
export function signIndex(lord: DashaLord): number {
  const i = SIGN_NAMES.indexOf(lord as SignName);
  if (i < 0) throw new Error(`not a sign: ${lord}`);
  return i;
}

/** Odd (oja) signs are Aries, Gemini, Leo … (index even); even (yugma) signs are Taurus, Cancer … */
export const isOddSign = (sign: number): boolean => mod12(sign) % 2 === 0;

/** The birth chart (D1) as the Jaimini strength rules (../sign-strength.ts) read it. */
export function d1SignChart(birth: DashaBirth): StrengthChart {
  return { signs: birth.chart.planets.map((p) => p.sign), degrees: birth.chart.planets.map((p) => p.degreeInSign) };
}

/** `n` signs from `start`, one step at a time forward (1) or backward (−1). */
export function signRun(start: number, step: 1 | -1, n = 12): number[] {
  return Array.from({ length: n }, (_, k) => mod12(start + step * k));
}

/** Periods of the given signs and lengths (dasha years) end to end from `startJdUt`. */
export function signSequence(startJdUt: number, yearDays: number, items: readonly { sign: number; years: number }[]): Period[] {
  return sequence(startJdUt, yearDays, items.map((x) => ({ lord: signKey(x.sign), years: x.years })));
}

/** `parent` divided among `signs` in proportion to `weights` (equal shares when omitted). */
export function divideAmong(parent: Period, signs: readonly number[], weights?: readonly number[]): Period[] {
  return proportional(parent, signs.map((s, i) => ({ lord: signKey(s), weight: weights ? weights[i] : 1 })));
}

export const planetIndex = (p: Graha): number => VEDIC_PLANETS.indexOf(p);

/** The sign a planet occupies in the birth chart (D1). */
export function signOfPlanet(birth: DashaBirth, p: Graha): number {
  return birth.chart.planets[planetIndex(p)].sign;
}

/**
 * The atmakaraka in the eight-karaka scheme (BPHS ch. 32 vv. 1–8; Jaimini Sutras 1.1.10–11): of Sun … Rahu
 * the one furthest advanced in its sign, Rahu's degrees counted backward (30° − its degrees in sign).
 */
export function atmakaraka(birth: DashaBirth): Graha {
  const candidates = VEDIC_PLANETS.filter((p) => p !== 'Ketu');
  let best: Graha = 'Sun';
  let bestDeg = -1;
  for (const p of candidates) {
    const d = birth.chart.planets[planetIndex(p)].degreeInSign;
    const deg = p === 'Rahu' ? 30 - d : d;
    if (deg > bestDeg) {
      best = p;
      bestDeg = deg;
    }
  }
  return best;
}
