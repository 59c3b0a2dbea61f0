/**
 * Sign dashas that run once round the zodiac with fixed or counted lengths, starting at birth:
 * Navamsa, Chakra, Sandhya, Tara lagna, Rashiyanka and Chaturvidha uttara (lagna uttara). Their rules are
 * those of Jagannatha Hora as PyJHora 4.8.5 implements them (horoscope/dhasa/raasi/*.py), after
 * P.V.R. Narasimha Rao's notes; each system names its source. The antardashas of every system divide the
 * parent among twelve signs by the system's own rule, and levels 3–5 apply the same rule to their parent.
 */
import { sunriseSunset } from '../../ephemeris.js';
import { CoreError } from '../../errors.js';
import { SIGN_LORD } from '../grahas.js';
import { navamsaSignOf } from '../planets.js';
import { lordOf } from '../sign-strength.js';
import { atmakaraka, d1SignChart, divideAmong, isOddSign, mod12, planetIndex, signIndex, signOfPlanet, signRun, signSequence } from './sign-periods.js';
import type { DashaBirth, DashaSystem, Period } from './types.js';

const fromBirth = (birth: DashaBirth, yearDays: number, signs: readonly number[], years: (s: number) => number): Period[] =>
  signSequence(birth.jdUt, yearDays, signs.map((sign) => ({ sign, years: years(sign) })));

/** Twelve equal sub-periods from `first`, forward or backward. */
const twelveEqual = (parent: Period, first: number, step: 1 | -1 = 1) => divideAmong(parent, signRun(first, step));

// --- Navamsa dasha -------------------------------------------------------------------------------------

/** The first dasha by the navamsa lagna's sign (Ar→Ar, Ta→Le, Ge→Li, Cn→Aq, repeating). */
const NAVAMSA_FIRST = [0, 4, 6, 10, 0, 4, 6, 10, 0, 4, 6, 10];
/** The first antardasha by the dasha sign (Ar→Li, Ta→Ar, Ge→Sg, Cn→Aq, Le→Le, Vi→Sg, …). */
const NAVAMSA_FIRST_ANTAR = [6, 0, 8, 10, 4, 8, 6, 0, 8, 10, 4, 8];

export const navamsaSystem: DashaSystem = {
  id: 'navamsa',
  name: 'Navamsa dasha',
  kind: 'rashi',
  source: 'Jagannatha Hora (P.V.R. Narasimha Rao) as in PyJHora 4.8.5 raasi/navamsa.py',
  description:
    'Twelve signs of 9 years each (108), forward, from a sign fixed by the navamsa (D9) lagna (Ar→Ar, Ta→Le, Ge→Li, Cn→Aq, ' +
    'repeating every four signs). Antardashas: twelve equal ' +
    'parts, forward from a sign fixed by the dasha sign (Ar→Li, Ta→Ar, Ge→Sg, Cn→Aq, Le→Le, Vi→Sg, repeating); levels 3–5 repeat this rule.',
  options: [],
  mahadashas(birth, opts) {
    const d9Lagna = navamsaSignOf(birth.chart.ascendant);
    return fromBirth(birth, opts.yearDays, signRun(NAVAMSA_FIRST[d9Lagna], 1), () => 9);
  },
  subPeriods(parent) {
    return twelveEqual(parent, NAVAMSA_FIRST_ANTAR[signIndex(parent.lord)]);
  },
};

// --- Sandhya dasha -------------------------------------------------------------------------------------

export const sandhyaSystem: DashaSystem = {
  id: 'sandhya',
  name: 'Sandhya dasha',
  kind: 'rashi',
  source: 'Jagannatha Hora (P.V.R. Narasimha Rao) as in PyJHora 4.8.5 raasi/sandhya.py',
  description:
    'The paramayus of 120 years spread over the twelve signs: 10 years each, forward from the ascendant\'s sign. Antardashas: twelve ' +
    'equal parts forward from the dasha sign; levels 3–5 repeat this rule.',
  options: [],
  mahadashas(birth, opts) {
    return fromBirth(birth, opts.yearDays, signRun(birth.chart.ascendantSign, 1), () => 10);
  },
  subPeriods(parent) {
    return twelveEqual(parent, signIndex(parent.lord));
  },
};

// --- Chakra dasha --------------------------------------------------------------------------------------

export type Kaala = 'day' | 'night' | 'sandhya';

/**
 * Day, night or twilight (sandhya) at the birth, as Jagannatha Hora divides the civil day (PyJHora 4.8.5
 * raasi/chakra.py). With D = |clock time of sunrise − clock time of the previous day's sunset| / 6 (about a
 * sixth of the day) and N = a sixth of the coming night: sandhya is sunrise ± D and from sunset − D to
 * sunset + N; day lies between the two; the rest of the civil day is night. Sunrise and sunset are Hindu
 * (disc centre, no refraction) at the place, clock times at the birth's UTC offset.
 */
export function kaalaAt(birth: DashaBirth): Kaala {
  const localJd = birth.jdUt + birth.utcOffsetHours / 24;
  const midnightUt = Math.floor(localJd + 0.5) - 0.5 - birth.utcOffsetHours / 24;
  // the civil day's sunrise, then each event searched from the one before it, so the four stay in order
  // whatever the UTC offset is against the longitude (an offset far from lng/15 h moves the civil day)
  const rise = sunriseSunset(midnightUt, birth.lat, birth.lng, 'centre').riseJdUt;
  const set = rise === null ? null : sunriseSunset(rise, birth.lat, birth.lng, 'centre').setJdUt;
  const before = rise === null ? null : sunriseSunset(rise - 1, birth.lat, birth.lng, 'centre').setJdUt;
  const after = set === null ? null : sunriseSunset(set, birth.lat, birth.lng, 'centre').riseJdUt;
  if (rise === null || set === null || before === null || after === null || !(before < rise && rise < set && set < after)) {
    throw new CoreError('UNPROCESSABLE', `chakra dasha needs a sunrise and a sunset: the Sun does not rise and set at latitude ${birth.lat} on the birth date`);
  }
  // clock hours of that civil day (the previous sunset as the previous day's clock time)
  const hours = (jd: number) => (jd - midnightUt) * 24;
  const d = Math.abs(hours(rise) - (hours(before) + 24)) / 6;
  const n = (hours(after) - hours(set)) / 6;
  const t = hours(birth.jdUt);
  if (t > hours(rise) - d && t < hours(rise) + d) return 'sandhya';
  if (t > hours(set) - d && t < hours(set) + n) return 'sandhya';
  if (t > hours(rise) + d && t < hours(set) - d) return 'day';
  return 'night';
}

export const chakraSystem: DashaSystem = {
  id: 'chakra',
  heavyFromDepth: 2, // 2.2 ms at depth 2 (quiet machine): its periods start at sunrise or sunset, searched for three days
  name: 'Chakra dasha',
  kind: 'rashi',
  source: 'Jagannatha Hora (P.V.R. Narasimha Rao) as in PyJHora 4.8.5 raasi/chakra.py',
  description:
    'Twelve signs of 10 years each (120), forward. The first is the lagna sign for a night birth, the sign of the lagna\'s ruler for a ' +
    'day birth, and the 2nd sign for a birth in twilight (about a sixth of the day either side of sunrise, from that before sunset to a sixth of the night after it). ' +
    'Antardashas: twelve equal parts forward from the dasha sign; levels 3–5 repeat this rule.',
  options: [],
  mahadashas(birth, opts) {
    const lagna = birth.chart.ascendantSign;
    const kaala = kaalaAt(birth);
    const first = kaala === 'night' ? lagna : kaala === 'sandhya' ? mod12(lagna + 1) : signOfPlanet(birth, lordOf(d1SignChart(birth), lagna));
    return fromBirth(birth, opts.yearDays, signRun(first, 1), () => 10);
  },
  subPeriods(parent) {
    return twelveEqual(parent, signIndex(parent.lord));
  },
};

// --- Tara lagna dasha ----------------------------------------------------------------------------------

const NAKSHATRA_DEG = 40 / 3;

export const taraLagnaSystem: DashaSystem = {
  id: 'tara-lagna',
  name: 'Tara lagna dasha',
  kind: 'rashi',
  source: 'Jagannatha Hora (P.V.R. Narasimha Rao) as in PyJHora 4.8.5 raasi/tara_lagna.py',
  description:
    'The Moon\'s nakshatra divided into twelve parts: the part holding the Moon, counted on from the ascendant\'s sign, gives the first sign. ' +
    'Twelve signs of 9 years each, forward from an odd sign, backward from an even one. Antardashas: twelve equal parts from the ' +
    'atmakaraka\'s sign (eight karakas), backward when that sign is Taurus, Virgo, Scorpio or Aquarius, else forward; so at every dasha and level.',
  options: [],
  mahadashas(birth, opts) {
    const moon = birth.chart.planets[1].longitude;
    const part = Math.floor((moon % NAKSHATRA_DEG) / (NAKSHATRA_DEG / 12));
    const first = mod12(birth.chart.ascendantSign + part);
    return fromBirth(birth, opts.yearDays, signRun(first, isOddSign(first) ? 1 : -1), () => 9);
  },
  subPeriods(parent, _level, _path, birth) {
    const ak = signOfPlanet(birth, atmakaraka(birth));
    return twelveEqual(parent, ak, [1, 5, 7, 10].includes(ak) ? -1 : 1);
  },
};

// --- Rashiyanka (rasyamsaka) dasha ---------------------------------------------------------------------

/**
 * Years of a sign (K.N. Rao's Mandooka count, PyJHora raashiyanka method 1): its Parashari lord in it 12,
 * in the 7th from it 10, else the signs from it to the lord, inclusive, forward from an odd sign and
 * backward from an even one.
 */
export function rashiyankaYears(birth: DashaBirth, sign: number): number {
  const lordSign = signOfPlanet(birth, SIGN_LORD[sign]);
  if (lordSign === sign) return 12;
  if (lordSign === mod12(sign + 6)) return 10;
  const n = isOddSign(sign) ? mod12(lordSign - sign + 1) : mod12(sign - lordSign + 1);
  return n === 0 ? 12 : n;
}

export const rashiyankaSystem: DashaSystem = {
  id: 'rashiyanka',
  name: 'Rashiyanka (rasyamsaka) dasha',
  kind: 'rashi',
  source: 'BPHS (Venkateshwar edition, tr. Tara Chand Shastri) as PyJHora 4.8.5 raasi/raashiyanka.py applies it (method 1)',
  description:
    'Twelve signs forward from the navamsa (D9) sign of the lagna\'s ruler. Years of a sign: 12 if its lord is in it, 10 if in the 7th ' +
    'from it, else the signs from it to its lord inclusive (forward from an odd sign, backward from an even one). Antardashas: ' +
    'twelve equal parts forward from the dasha sign; levels 3–5 repeat this rule.',
  options: [],
  mahadashas(birth, opts) {
    const lagnaLord = SIGN_LORD[birth.chart.ascendantSign];
    const first = birth.chart.planets[planetIndex(lagnaLord)].navamsaSign;
    return fromBirth(birth, opts.yearDays, signRun(first, 1), (s) => rashiyankaYears(birth, s));
  },
  subPeriods(parent) {
    return twelveEqual(parent, signIndex(parent.lord));
  },
};

// --- Chaturvidha uttara dasha (lagna uttara) -----------------------------------------------------------

const UTTARA_WEIGHTS = Array.from({ length: 12 }, (_, k) => k + 1);

export const chaturvidhaUttaraSystem: DashaSystem = {
  id: 'chaturvidha-uttara',
  name: 'Chaturvidha uttara dasha (lagna uttara)',
  kind: 'rashi',
  source: 'PyJHora 4.8.5 raasi/chathurvidha_utthara.py, method 1 (lagna uttara)',
  description:
    'Twelve signs forward from the ascendant\'s sign, of 1, 2, 3 … 12 years in that order (78). Antardashas: twelve parts forward from ' +
    'the dasha sign in proportion 1 : 2 : … : 12; levels 3–5 repeat this rule.',
  options: [],
  mahadashas(birth, opts) {
    const signs = signRun(birth.chart.ascendantSign, 1);
    return signSequence(birth.jdUt, opts.yearDays, signs.map((sign, k) => ({ sign, years: k + 1 })));
  },
  subPeriods(parent) {
    return divideAmong(parent, signRun(signIndex(parent.lord), 1), UTTARA_WEIGHTS);
  },
};
