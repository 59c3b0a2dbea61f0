/** Names and fixed tables shared by western and Vedic code (English identifiers; display names live in i18n). */
import { signOf } from './angles.js';

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

/** Arcseconds in a sign, and the last whole arcsecond a longitude in the sign can be shown as (29°59′59″). */
const SIGN_ARCSEC = 30 * 3600;

/**
 * A longitude for display: degrees within the sign, arcminutes and arcseconds, then the sign's English name
 * (the `degreeFormatted` fields; i18n puts the sign's name in `lang`), e.g. 54.7719° → '24°46′19″ Taurus'
 * (24.7719° in Taurus = 24° 46.314′ = 24°46′18.84″). Rounded to the nearest arcsecond, but never past
 * 29°59′59″: a longitude within half an arcsecond of the next sign stays in its own sign, as `sign` and
 * `signName` say (29°59′59.9″ Aries is '29°59′59″ Aries', not '30°00′00″ Aries' nor '0°00′00″ Taurus').
 * Minutes and seconds have two digits.
 */
export function formatDegree(lonDeg: number): string {
  const { sign, degreeInSign } = signOf(lonDeg);
  const total = Math.min(SIGN_ARCSEC - 1, Math.round(degreeInSign * 3600));
  const deg = Math.floor(total / 3600);
  const min = Math.floor((total % 3600) / 60);
  const sec = total % 60;
  return `${deg}°${String(min).padStart(2, '0')}′${String(sec).padStart(2, '0')}″ ${SIGN_NAMES[sign]}`;
}
