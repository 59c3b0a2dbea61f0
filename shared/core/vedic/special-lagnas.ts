/**
 * The special lagnas of a birth: bhava, hora, ghati and vighati lagna (time since sunrise), sree lagna,
 * pranapada, indu lagna, bhrigu bindu, kunda lagna and varnada lagna. Sidereal longitudes in degrees.
 *
 * The day is the Vedic day: it runs from a sunrise to the next (./muhurta.ts `vedicDay`), so a birth
 * before sunrise counts its time from the PREVIOUS day's sunrise. BPHS ch. 5 vv. 2–8 measures the time
 * "from sunrise to the time of birth"; a sunrise later than the birth is no sunrise "to" it. PyJHora 4.8.5
 * (`drik.special_ascendant`) counts negative minutes from the same civil day's sunrise instead; its
 * bhava, hora, ghati and vighati lagnas therefore differ for such births (reference README-breadth.md,
 * "special_lagnas"), by rate × the day-to-day change of the sunrise time less the Sun's daily motion.
 * Its own pranapada (`utils.udhayadhi_nazhikai`) does take the previous sunrise, as here.
 *
 * Sunrise is the Hindu one by default (disc centre on the horizon, no refraction; ../ephemeris.ts
 * `sunriseSunset` 'centre'), that of PyJHora and Jagannatha Hora; 'upper-limb' is the almanac sunrise.
 * The vighati lagna moves 15° a minute, so the sunrise must be right to a tenth of a second: swe_rise_trans
 * with SE_BIT_HINDU_RISING can land half a second off the zero of the altitude, depending on where its
 * search starts (0.53 s for the reference chart p03), so the Hindu sunrise is polished here by secant
 * steps on that altitude (../ephemeris.ts `hinduAltitudeDeg`) to well under a millisecond.
 *
 *  - bhava, hora, ghati: the Sun's longitude AT SUNRISE plus the time since sunrise at 1 sign per 5, 2½
 *    and 1 ghati (30° per 120, 60 and 24 minutes: 0.25°, 0.5° and 1.25° a minute), BPHS ch. 5 vv. 2–8.
 *  - vighati: the same at 15° a minute (1 sign per 2 minutes, 5 vighatis), as Jagannatha Hora and PyJHora.
 *    PyJHora 4.8.5 reads the Sun "at sunrise" utc_offset hours late (it adds the zone offset to a JD
 *    that is already local), so its four time lagnas are off by the Sun's motion over that many hours
 *    (up to 0.47° in the reference charts); the tests take that out again.
 *  - sree lagna: the ascendant plus 360° × the fraction of its nakshatra the Moon has passed
 *    (= ascendant + 27 × the Moon's arc within the nakshatra), P.V.R. Narasimha Rao, "Vedic Astrology:
 *    An Integrated Approach", the chapter on special lagnas; PyJHora `drik.sree_lagna`.
 *  - pranapada: BPHS ch. 3 vv. 71–74: the time since sunrise in vighatis divided by 15 gives signs (and
 *    the remainder × 2 degrees), i.e. 5° a minute, added to the Sun at birth when the Sun is in a movable
 *    sign, to the 9th from it (+240°) in a fixed sign, to the 5th (+120°) in a dual sign.
 *  - indu lagna: the kalas of the 9th lords from the lagna and from the Moon (Sun 30, Moon 16, Mars 6,
 *    Mercury 8, Jupiter 10, Venus 12, Saturn 1), summed, taken mod 12 (0 counts as 12), counted from the
 *    Moon's sign (as P.V.R. Narasimha Rao's book tabulates them). The longitude carries the Moon's
 *    degree within its sign into that sign, as PyJHora (`drik.indu_lagna`) and Jagannatha Hora give it.
 *  - bhrigu bindu: the midpoint of Rahu and the Moon, counted from Rahu forward to the Moon.
 *  - kunda lagna: 81 × the ascendant, mod 360 (the navamsa of the navamsa), as PyJHora `drik.kunda_lagna`.
 *  - varnada lagna, B.V. Raman's reading of BPHS ch. 5 vv. 10–13½ (PyJHora varnada_method 1): count from
 *    Aries forward to the lagna if it is an odd sign, from Pisces backward if even; the same for the hora
 *    lagna; add the two counts if both signs are odd or both even, else take their difference; count that
 *    many signs from Aries forward (odd lagna) or from Pisces backward (even lagna). The longitude keeps
 *    the ascendant's degree within its sign, as PyJHora returns it.
 */
import { norm360 } from '../angles.js';
import { bodyPosition, hinduAltitudeDeg, type Ayanamsa, type SunriseMode } from '../ephemeris.js';
import { SIGN_LORD, type Graha } from './grahas.js';
import { vedicDay } from './muhurta.js';
import { NAKSHATRA_SPAN_DEG } from './nakshatra.js';

export const SPECIAL_LAGNAS = [
  'bhava', 'hora', 'ghati', 'vighati', 'sree', 'pranapada', 'indu', 'bhriguBindu', 'kunda', 'varnada',
] as const;
export type SpecialLagna = (typeof SPECIAL_LAGNAS)[number];

/** Degrees a minute after sunrise: BPHS ch. 5 (bhava, hora, ghati); Jagannatha Hora / PyJHora (vighati). */
export const TIME_LAGNA_RATE: Readonly<Record<'bhava' | 'hora' | 'ghati' | 'vighati', number>> = {
  bhava: 0.25, hora: 0.5, ghati: 1.25, vighati: 15,
};

/** Pranapada: 1 sign per 15 vighatis (6 minutes) = 5° a minute (BPHS ch. 3 vv. 71–74). */
const PRANAPADA_RATE = 5;

/** Kalas of the seven planets for the indu lagna. */
const INDU_KALA: Partial<Record<Graha, number>> = { Sun: 30, Moon: 16, Mars: 6, Mercury: 8, Jupiter: 10, Venus: 12, Saturn: 1 };

/** What the special lagnas need of the birth chart (sidereal longitudes, degrees). */
export interface LagnaChart {
  ascendant: number;
  sun: number;
  moon: number;
  rahu: number;
}

export interface SpecialLagnaOptions {
  ayanamsa: Ayanamsa;
  sunriseMode: SunriseMode;
}

export interface SpecialLagnasResult {
  lagnas: Record<SpecialLagna, number>;
  /** The sunrise the time is counted from (the Vedic day's: the previous day's before sunrise). */
  sunriseJdUt: number;
  minutesSinceSunrise: number;
}

const SECOND = 1 / 86_400;

/**
 * The zero of the Hindu altitude next to `rise` (a Hindu sunrise from swe_rise_trans): secant steps from
 * `rise` and `rise` + 10 s, kept only if it stays within a minute (else `rise` as given).
 */
export function polishHinduSunrise(rise: number, lat: number, lng: number): number {
  let t0 = rise;
  let a0 = hinduAltitudeDeg(t0, lat, lng);
  let t1 = rise + 10 * SECOND;
  let a1 = hinduAltitudeDeg(t1, lat, lng);
  for (let i = 0; i < 8 && a1 !== a0 && Math.abs(t1 - t0) > 1e-4 * SECOND; i++) {
    const t2 = t1 - (a1 * (t1 - t0)) / (a1 - a0);
    [t0, a0, t1] = [t1, a1, t2];
    a1 = hinduAltitudeDeg(t1, lat, lng);
  }
  return Math.abs(t1 - rise) < 60 * SECOND ? t1 : rise;
}

const signOfLon = (lon: number) => Math.floor(norm360(lon) / 30);
const isOddSign = (sign: number) => sign % 2 === 0; // Aries (0) is the 1st, an odd sign

/** Bhava, hora, ghati or vighati lagna: the Sun at sunrise plus `minutes` × the rate. */
export function timeLagna(sunAtSunrise: number, minutes: number, rate: number): number {
  return norm360(sunAtSunrise + minutes * rate);
}

/** Sree lagna: ascendant + 360° × the Moon's fraction of its nakshatra. */
export function sreeLagna(ascendant: number, moon: number): number {
  const inNakshatra = norm360(moon) % NAKSHATRA_SPAN_DEG;
  return norm360(ascendant + (inNakshatra / NAKSHATRA_SPAN_DEG) * 360);
}

/** Pranapada: Sun at birth + 5° a minute since sunrise, +0/240/120° for a movable/fixed/dual Sun sign. */
export function pranapada(sunAtBirth: number, minutesSinceSunrise: number): number {
  const offset = [0, 240, 120][signOfLon(sunAtBirth) % 3];
  return norm360(sunAtBirth + offset + minutesSinceSunrise * PRANAPADA_RATE);
}

/** Indu lagna: sign from the kalas of the 9th lords from lagna and Moon; the Moon's degree in that sign. */
export function induLagna(ascendant: number, moon: number): number {
  const ninthLord = (sign: number) => SIGN_LORD[(sign + 8) % 12];
  const moonSign = signOfLon(moon);
  const sum = (INDU_KALA[ninthLord(signOfLon(ascendant))] ?? 0) + (INDU_KALA[ninthLord(moonSign)] ?? 0);
  const count = sum % 12 === 0 ? 12 : sum % 12;
  const sign = (moonSign + count - 1) % 12;
  return sign * 30 + (norm360(moon) - moonSign * 30);
}

/** Bhrigu bindu: midpoint of the arc from Rahu forward to the Moon. */
export function bhriguBindu(rahu: number, moon: number): number {
  return norm360(rahu + norm360(moon - rahu) / 2);
}

/** Kunda lagna: 81 × the ascendant, mod 360. */
export function kundaLagna(ascendant: number): number {
  return norm360(ascendant * 81);
}

/** Count of a sign from Aries forward (odd sign) or from Pisces backward (even sign), 1…12. */
function varnadaCount(sign: number): number {
  return isOddSign(sign) ? sign + 1 : 12 - sign;
}

/** Varnada lagna sign (B.V. Raman, PyJHora varnada_method 1) from the lagna and hora lagna signs. */
export function varnadaSign(lagnaSign: number, horaLagnaSign: number): number {
  const a = varnadaCount(lagnaSign);
  const b = varnadaCount(horaLagnaSign);
  const n = (isOddSign(lagnaSign) === isOddSign(horaLagnaSign) ? a + b : Math.abs(a - b)) % 12;
  // n-th sign from Aries forward, or from Pisces backward (n = 0 is the 12th: Pisces, resp. Aries)
  return isOddSign(lagnaSign) ? (n + 11) % 12 : (12 - n) % 12;
}

/** Varnada lagna longitude: its sign, with the ascendant's degree within its own sign. */
export function varnadaLagna(ascendant: number, horaLagna: number): number {
  const lagnaSign = signOfLon(ascendant);
  return varnadaSign(lagnaSign, signOfLon(horaLagna)) * 30 + (norm360(ascendant) - lagnaSign * 30);
}

/** The Vedic day's sunrise a moment is counted from, the minutes since it and the Sun's longitude then. */
export interface SinceSunrise {
  /** The sunrise of the Vedic day holding `jdUt` (the previous civil day's for a moment before sunrise). */
  sunriseJdUt: number;
  minutes: number;
  /** The Sun's sidereal longitude at that sunrise. */
  sunAtSunrise: number;
}

/**
 * The time since the Vedic day's sunrise (BPHS ch. 5: "from sunrise to the time of birth"; the day runs
 * from a sunrise to the next, so before sunrise the previous day's). The one place the time lagnas, the
 * pranapada and the Varnada dasha's hora lagna take it from. Throws UNPROCESSABLE (via `vedicDay`, field
 * `lat`) where the Sun does not rise or set that day.
 */
export function sinceSunrise(jdUt: number, lat: number, lng: number, ayanamsa: Ayanamsa, sunriseMode: SunriseMode = 'centre'): SinceSunrise {
  const day = vedicDay(jdUt, lat, lng, sunriseMode);
  const polished = sunriseMode === 'centre' ? polishHinduSunrise(day.sunriseJdUt, lat, lng) : day.sunriseJdUt;
  // a birth within the polishing's half second after sunrise keeps the sunrise found (time never negative)
  const sunrise = polished <= jdUt ? polished : day.sunriseJdUt;
  return { sunriseJdUt: sunrise, minutes: (jdUt - sunrise) * 1440, sunAtSunrise: bodyPosition(sunrise, 'Sun', ayanamsa).lonDeg };
}

/**
 * The hora lagna's sidereal longitude at `jdUt`: the Sun at the Vedic day's sunrise plus ½° a minute since
 * (BPHS ch. 5 vv. 2–8; see `sinceSunrise` for the day). The Varnada dasha reads it from here.
 */
export function horaLagna(jdUt: number, lat: number, lng: number, ayanamsa: Ayanamsa, sunriseMode: SunriseMode = 'centre'): number {
  const t = sinceSunrise(jdUt, lat, lng, ayanamsa, sunriseMode);
  return timeLagna(t.sunAtSunrise, t.minutes, TIME_LAGNA_RATE.hora);
}

/**
 * All ten special lagnas at `jdUt` (UT Julian day) for a place. `chart` holds the birth positions in
 * the same ayanamsa. Throws UNPROCESSABLE (via `vedicDay`) where the Sun does not rise or set that day.
 */
export function specialLagnas(jdUt: number, lat: number, lng: number, chart: LagnaChart, opts: SpecialLagnaOptions): SpecialLagnasResult {
  const { sunriseJdUt, minutes, sunAtSunrise } = sinceSunrise(jdUt, lat, lng, opts.ayanamsa, opts.sunriseMode);
  const hora = timeLagna(sunAtSunrise, minutes, TIME_LAGNA_RATE.hora);
  return {
    lagnas: {
      bhava: timeLagna(sunAtSunrise, minutes, TIME_LAGNA_RATE.bhava),
      hora,
      ghati: timeLagna(sunAtSunrise, minutes, TIME_LAGNA_RATE.ghati),
      vighati: timeLagna(sunAtSunrise, minutes, TIME_LAGNA_RATE.vighati),
      sree: sreeLagna(chart.ascendant, chart.moon),
      pranapada: pranapada(chart.sun, minutes),
      indu: induLagna(chart.ascendant, chart.moon),
      bhriguBindu: bhriguBindu(chart.rahu, chart.moon),
      kunda: kundaLagna(chart.ascendant),
      varnada: varnadaLagna(chart.ascendant, hora),
    },
    sunriseJdUt,
    minutesSinceSunrise: minutes,
  };
}
