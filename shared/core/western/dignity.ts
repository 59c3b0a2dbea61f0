/**
 * Essential dignities of the western tradition, with modern rulers for the outer planets.
 * Rulers and exaltations: Ptolemy, Tetrabiblos I.17 and I.19; modern rulers (Uranus–Aquarius,
 * Neptune–Pisces, Pluto–Scorpio) as in 20th-century practice (e.g. Alan Leo, later most software).
 * Detriment is the sign opposite a domicile, fall the sign opposite the exaltation.
 * Outer-planet exaltations are disputed in the literature and not used; Chiron and the nodes have none.
 */
import type { WesternBody } from './bodies.js';

export type WesternDignity = 'Domicile' | 'Exaltation' | 'Detriment' | 'Fall' | 'Peregrine';

/** Domicile signs (0 = Aries). */
const DOMICILE: Partial<Record<WesternBody, number[]>> = {
  Sun: [4], Moon: [3], Mercury: [2, 5], Venus: [1, 6], Mars: [0, 7], Jupiter: [8, 11],
  Saturn: [9, 10], Uranus: [10], Neptune: [11], Pluto: [7],
};

/** Exaltation signs (Tetrabiblos I.19). */
const EXALTATION: Partial<Record<WesternBody, number>> = {
  Sun: 0, Moon: 1, Mercury: 5, Venus: 11, Mars: 9, Jupiter: 3, Saturn: 6,
};

/** Modern sign rulers, used for house rulers (Scorpio Pluto, Aquarius Uranus, Pisces Neptune). */
export const MODERN_SIGN_RULER: readonly WesternBody[] = [
  'Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Pluto', 'Jupiter', 'Saturn', 'Uranus', 'Neptune',
];

export function westernDignity(body: WesternBody, sign: number): WesternDignity {
  const dom = DOMICILE[body];
  const ex = EXALTATION[body];
  if (dom?.includes(sign)) return 'Domicile';
  if (ex === sign) return 'Exaltation';
  if (dom?.some((s) => (s + 6) % 12 === sign)) return 'Detriment';
  if (ex !== undefined && (ex + 6) % 12 === sign) return 'Fall';
  return 'Peregrine';
}
