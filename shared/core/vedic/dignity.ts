/**
 * A graha's state by sign and by its distance from the Sun: dignity and combustion, defined here once
 * for every Vedic calculation (planet records, yogas, avasthas).
 */
import { EXALTATION_SIGN, naturalRelation, SIGN_LORD, type Graha } from './grahas.js';

export type VedicDignity = 'Exalted' | 'Debilitated' | 'Own Sign' | 'Friendly Sign' | 'Neutral Sign' | 'Enemy Sign';

/**
 * Dignity: exaltation/debilitation sign (BPHS ch. 3), else own sign, else the natural relationship
 * to the sign's lord. Rahu and Ketu have no exaltation here (the texts disagree); they take the
 * relationship to the sign lord.
 */
export function vedicDignity(planet: Graha, sign: number): VedicDignity {
  const ex = EXALTATION_SIGN[planet];
  if (ex === sign) return 'Exalted';
  if (ex !== undefined && (ex + 6) % 12 === sign) return 'Debilitated';
  const lord = SIGN_LORD[sign];
  if (lord === planet) return 'Own Sign';
  const rel = naturalRelation(planet, lord);
  return rel === 'Friend' ? 'Friendly Sign' : rel === 'Enemy' ? 'Enemy Sign' : 'Neutral Sign';
}

/**
 * Combustion limits in degrees from the Sun (Surya Siddhanta ch. IX as tabulated in most Jyotisha
 * texts): Moon 12, Mars 17, Mercury 14 (12 when retrograde), Jupiter 11, Venus 10 (8 when retrograde),
 * Saturn 15. The Sun, Rahu and Ketu are never combust.
 */
const COMBUST: Partial<Record<Graha, [number, number]>> = {
  Moon: [12, 12], Mars: [17, 17], Mercury: [14, 12], Jupiter: [11, 11], Venus: [10, 8], Saturn: [15, 15],
};
export function isCombust(planet: Graha, lon: number, sunLon: number, retrograde: boolean): boolean {
  const lim = COMBUST[planet];
  if (!lim) return false;
  const d = Math.abs(((lon - sunLon + 540) % 360) - 180);
  return d <= (retrograde ? lim[1] : lim[0]);
}
