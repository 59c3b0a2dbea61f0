/** The nine grahas, their order (spec: Sun … Ketu = 0 … 8) and the fixed tables that depend on them. */

export const VEDIC_PLANETS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const;
export type Graha = (typeof VEDIC_PLANETS)[number];

/** Sign lords, 0 = Aries (BPHS ch. 4). Scorpio = Mars, Aquarius = Saturn (traditional). */
export const SIGN_LORD: readonly Graha[] = [
  'Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter',
];

/** Exaltation signs of the seven planets (BPHS ch. 3, vv. 49–50); debilitation is the opposite sign. */
export const EXALTATION_SIGN: Partial<Record<Graha, number>> = {
  Sun: 0, Moon: 1, Mars: 9, Mercury: 5, Jupiter: 3, Venus: 11, Saturn: 6,
};

export type Relation = 'Friend' | 'Neutral' | 'Enemy';

/**
 * Natural (naisargika) relationships, row planet → column planet.
 * Sun … Saturn: BPHS ch. 3, vv. 55–58. Rahu and Ketu are not in BPHS's table; their rows and columns
 * follow Jagannatha Hora's convention as implemented by PyJHora 4.8.5 (its friendship tables), so that
 * results compare with that program.
 */
const F = 'Friend', N = 'Neutral', E = 'Enemy';
const NATURAL: Record<Graha, Record<Graha, Relation | null>> = {
  Sun: { Sun: null, Moon: F, Mars: F, Mercury: N, Jupiter: F, Venus: E, Saturn: E, Rahu: E, Ketu: N },
  Moon: { Sun: F, Moon: null, Mars: N, Mercury: F, Jupiter: N, Venus: N, Saturn: N, Rahu: N, Ketu: N },
  Mars: { Sun: F, Moon: F, Mars: null, Mercury: E, Jupiter: F, Venus: N, Saturn: N, Rahu: N, Ketu: N },
  Mercury: { Sun: F, Moon: E, Mars: N, Mercury: null, Jupiter: N, Venus: F, Saturn: N, Rahu: N, Ketu: E },
  Jupiter: { Sun: F, Moon: F, Mars: F, Mercury: E, Jupiter: null, Venus: E, Saturn: N, Rahu: E, Ketu: N },
  Venus: { Sun: E, Moon: E, Mars: N, Mercury: F, Jupiter: N, Venus: null, Saturn: F, Rahu: F, Ketu: N },
  Saturn: { Sun: E, Moon: E, Mars: E, Mercury: F, Jupiter: N, Venus: F, Saturn: null, Rahu: F, Ketu: E },
  Rahu: { Sun: E, Moon: E, Mars: E, Mercury: N, Jupiter: N, Venus: F, Saturn: F, Rahu: null, Ketu: N },
  Ketu: { Sun: F, Moon: N, Mars: F, Mercury: N, Jupiter: N, Venus: E, Saturn: E, Rahu: N, Ketu: null },
};

export function naturalRelation(planet: Graha, other: Graha): Relation | null {
  return NATURAL[planet][other];
}

/** Vimshottari order from Ashwini and the years of each lord (BPHS ch. 46). */
export const VIMSHOTTARI_ORDER: readonly Graha[] = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];
export const VIMSHOTTARI_YEARS: Record<Graha, number> = {
  Ketu: 7, Venus: 20, Sun: 6, Moon: 10, Mars: 7, Rahu: 18, Jupiter: 16, Saturn: 19, Mercury: 17,
};
