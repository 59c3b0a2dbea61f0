/** Names and fixed tables shared by western and Vedic code (English identifiers; display names live in i18n). */

export const SIGN_NAMES = [
  'Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo',
  'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces',
] as const;
export type SignName = (typeof SIGN_NAMES)[number];

export const ELEMENTS = ['Fire', 'Earth', 'Air', 'Water'] as const;
export const MODALITIES = ['Cardinal', 'Fixed', 'Mutable'] as const;

/** Triplicity: Aries Fire, Taurus Earth, Gemini Air, Cancer Water, repeating (Ptolemy, Tetrabiblos I.18). */
export function elementOf(sign: number): (typeof ELEMENTS)[number] {
  return ELEMENTS[sign % 4];
}

/** Quadruplicity: Aries Cardinal, Taurus Fixed, Gemini Mutable, repeating. */
export function modalityOf(sign: number): (typeof MODALITIES)[number] {
  return MODALITIES[sign % 3];
}
