/**
 * Kalachakra dasha, Raghavacharya's reading (Jagannatha Hora's default; PyJHora 4.8.5 raasi/kalachakra.py,
 * dhasa_method 3), on the tables of BPHS ch. 46 (Kalachakra dasa; Santhanam's translation).
 *
 * The nakshatras fall into four groups (savya I and II, apasavya I and II, BPHS 46); each pada of each group
 * has its own row of nine signs (the pada's "Kalachakra navamsas"). The mahadashas are the signs of nine
 * successive navamsas (3°20′ each) from the one holding the Moon, each for its sign's years
 * (Aries 7, Taurus 16, Gemini 9, Cancer 21, Leo 5, Virgo 9, Libra 16, Scorpio 7, Sagittarius 10,
 * Capricorn 4, Aquarius 4, Pisces 10: the years of the sign's lord, BPHS 46); the first only for the
 * part of its navamsa the Moon has still to cross. The antardashas of a mahadasha are the nine signs of the
 * row of its navamsa's nakshatra pada, in proportion to their years (for the first mahadasha that
 * proportion divides the balance). Levels 3–5: the row of the Moon's own pada, begun at the parent's sign
 * when the row holds it, in proportion to the years.
 */
import { PADA_SPAN_DEG } from '../nakshatra.js';
import { divideAmong, signIndex, signSequence } from './sign-periods.js';
import type { DashaSystem, Period } from './types.js';

/** Years of each sign, Aries … Pisces (BPHS 46: the years of its lord, Sun 5 Moon 21 Mars 7 Mercury 9 Jupiter 10 Venus 16 Saturn 4). */
export const KALACHAKRA_YEARS = [7, 16, 9, 21, 5, 9, 16, 7, 10, 4, 4, 10] as const;

/** Nakshatra indices (0 = Ashwini) of the groups: savya I, savya II, apasavya I; the rest apasavya II (BPHS 46). */
const SAVYA_1 = [0, 2, 6, 8, 12, 14, 18, 20, 24];
const SAVYA_2 = [1, 7, 13, 19, 25, 26];
const APASAVYA_1 = [3, 9, 15, 21];

/** The nine signs of each pada, per group (BPHS 46, the Kalachakra tables; 0 = Aries). */
const ROWS: readonly (readonly (readonly number[])[])[] = [
  [[0, 1, 2, 3, 4, 5, 6, 7, 8], [9, 10, 11, 7, 6, 5, 3, 4, 2], [1, 0, 11, 10, 9, 8, 0, 1, 2], [3, 4, 5, 6, 7, 8, 9, 10, 11]],
  [[7, 6, 5, 3, 4, 2, 1, 0, 11], [10, 9, 8, 0, 1, 2, 3, 4, 5], [6, 7, 8, 9, 10, 11, 7, 6, 5], [3, 4, 2, 1, 0, 11, 10, 9, 8]],
  [[8, 9, 10, 11, 0, 1, 2, 4, 3], [5, 6, 7, 11, 10, 9, 8, 7, 6], [5, 4, 3, 2, 1, 0, 8, 9, 10], [11, 0, 1, 2, 4, 3, 5, 6, 7]],
  [[11, 10, 9, 8, 7, 6, 5, 4, 3], [2, 1, 0, 8, 9, 10, 11, 0, 1], [2, 4, 3, 5, 6, 7, 11, 10, 9], [8, 7, 6, 5, 4, 3, 2, 1, 0]],
];

function groupOf(nakshatra: number): number {
  if (SAVYA_1.includes(nakshatra)) return 0;
  if (SAVYA_2.includes(nakshatra)) return 1;
  if (APASAVYA_1.includes(nakshatra)) return 2;
  return 3;
}

/** The row of signs of the navamsa (pada) numbered `pada` from 0° Aries (0 … 107). */
export function rowOfPada(pada: number): readonly number[] {
  const p = ((pada % 108) + 108) % 108;
  return ROWS[groupOf(Math.floor(p / 4))][p % 4];
}

const weights = (signs: readonly number[]) => signs.map((s) => KALACHAKRA_YEARS[s]);

/** The Moon's pada (0 … 107) and the fraction of it still to run. */
function moonPada(moonLon: number): { pada: number; left: number } {
  const lon = ((moonLon % 360) + 360) % 360;
  const pada = Math.floor(lon / PADA_SPAN_DEG);
  return { pada, left: ((pada + 1) * PADA_SPAN_DEG - lon) / PADA_SPAN_DEG };
}

export const kalachakraSystem: DashaSystem = {
  id: 'kalachakra',
  name: 'Kalachakra dasha',
  kind: 'rashi',
  source: 'BPHS ch. 46 (tables), Raghavacharya\'s reading as in Jagannatha Hora and PyJHora 4.8.5 (dhasa_method 3)',
  description:
    'Nine mahadashas: the signs of the nine navamsas beginning with the Moon\'s, each for its sign\'s years (Ar 7, Ta 16, Ge 9, Cn 21, Le 5, ' +
    'Vi 9, Li 16, Sc 7, Sg 10, Cp 4, Aq 4, Pi 10); the first is the balance, the part of the Moon\'s navamsa still to run. ' +
    'Antardashas: the nine signs of the BPHS savya/apasavya row of that navamsa\'s nakshatra pada, in proportion to their years. ' +
    'Levels 3–5: the row of the Moon\'s pada from the parent sign, in proportion.',
  options: [],
  mahadashas(birth, opts) {
    const { pada, left } = moonPada(birth.chart.planets[1].longitude);
    const items = Array.from({ length: 9 }, (_, k) => {
      const sign = (pada + k) % 12;
      return { sign, years: KALACHAKRA_YEARS[sign] * (k === 0 ? left : 1) };
    });
    return signSequence(birth.jdUt, opts.yearDays, items);
  },
  subPeriods(parent: Period, level, _path, birth) {
    const { pada } = moonPada(birth.chart.planets[1].longitude);
    if (level === 2) {
      // nine successive navamsas hold nine different signs: the mahadasha's sign names its navamsa
      const k = (signIndex(parent.lord) - (pada % 12) + 12) % 12;
      const row = rowOfPada(pada + k);
      return divideAmong(parent, row, weights(row));
    }
    const row = rowOfPada(pada);
    const at = row.indexOf(signIndex(parent.lord));
    const rotated = at < 0 ? row : [...row.slice(at), ...row.slice(0, at)];
    return divideAmong(parent, rotated, weights(rotated));
  },
};
