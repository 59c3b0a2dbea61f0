/**
 * The muhurta panel: the Vedic day (sunrise to sunrise) around an instant, its hora and choghadiya,
 * Rahu Kala, Yamaganda, Gulika Kala and Abhijit muhurta.
 *
 * Conventions (each from the source named at its table):
 *  - The Vedic day runs from a sunrise to the next sunrise; "day" is sunrise → sunset, "night" sunset →
 *    next sunrise. Sunrise is the Swiss Ephemeris rise of the upper limb with standard refraction by
 *    default, or of the disc centre without refraction (`sunriseMode: 'centre'`, the Hindu definition that
 *    PyJHora uses, reference README "day"); see `sunriseSunset` in ../ephemeris.ts.
 *  - Its weekday is the civil weekday of its daytime at the place (local mean time, longitude/15 h), so
 *    an instant before sunrise belongs to the previous weekday.
 *  - Where the Sun does not rise or set (polar day or night) the day is undefined: UNPROCESSABLE.
 */
import { sunriseSunset, type SunriseMode } from '../ephemeris.js';
import { CoreError } from '../errors.js';
import { VEDIC_PLANETS } from './grahas.js';

/** Planet indices of the spec's Vedic order (Sun 0 … Saturn 6). */
const SUN = 0, MOON = 1, MARS = 2, MERCURY = 3, JUPITER = 4, VENUS = 5, SATURN = 6;

/**
 * Weekday (0 = Sunday) → its lord. Surya Siddhanta 12.78–79: the lords of the days follow the order of
 * the hours (below), the day taking the lord of its first hour. The spec's planet order happens to make
 * weekday index = planet index.
 */
export const WEEKDAY_LORD: readonly number[] = [SUN, MOON, MARS, MERCURY, JUPITER, VENUS, SATURN];

/**
 * The Chaldean order, descending by orbital period: Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon.
 * Surya Siddhanta 12.78–79 (Burgess tr.): the hora lords follow this order, from the slowest down, and
 * a day belongs to the lord of its first hora. Day and night each have 12 equal horas and the sequence
 * runs on through the night (Sunday night begins with Jupiter, the 13th; the 25th is the Moon, Monday's
 * lord), as saravali.de "Hora calculation" (the Maitreya program's documentation) spells out.
 */
export const CHALDEAN_ORDER: readonly number[] = [SATURN, JUPITER, MARS, SUN, VENUS, MERCURY, MOON];

/**
 * Natural benefics Jupiter, Venus, Mercury, Moon; malefics Sun, Mars, Saturn (BPHS ch. 3, the natural
 * benefic/malefic division). For horas the Moon and Mercury are taken as benefic unconditionally: a
 * period has no Moon phase or Mercury association to judge (our convention).
 */
const BENEFIC_HORA = new Set([MOON, MERCURY, JUPITER, VENUS]);

/**
 * Rahu Kala, Gulika Kala and Yamaganda: which of the 8 equal parts of sunrise → sunset (1 = first)
 * each weekday, Sunday first. The common Indian almanac table as tabulated in the reference data's
 * README ("day" section, PyJHora 4.8.5); drikpanchang.com's daily pages follow it (both in the tests).
 */
const RAHU_PART = [8, 2, 7, 5, 6, 4, 3] as const;
const GULIKA_PART = [7, 6, 5, 4, 3, 2, 1] as const;
const YAMAGANDA_PART = [5, 4, 3, 2, 1, 7, 6] as const;

/**
 * Choghadiya: each of day and night in 8 equal parts, each part named after its lord: Udveg (Sun),
 * Chal (Venus), Labh (Mercury), Amrit (Moon), Kaal (Saturn), Shubh (Jupiter), Rog (Mars). By day the
 * lords run in the hora (Chaldean) order from the weekday lord; by night from the lord of the fifth
 * weekday counted inclusively (Sunday → Thursday), stepping five places along the Chaldean order each
 * time. The 8th part repeats the 1st. Tables as published by e.g. bestastroguru.com "Monday Chaughadia" (day Amrit, Kaal, Shubh, Rog, Udveg, Chara, Laabh, Amrit;
 * night Chara, Rog, Kaal, Laabh, Udveg, Shubh, Amrit, Chara); the test checks both generated tables.
 * Good: Amrit, Shubh, Labh and Char/Chal; bad: Rog, Kaal, Udveg (drikpanchang's "About Choghadiya Table",
 * as mirrored at securtec1.com/article/august-10-2024-choghadiya-…-ahmedabad-gujarat-india).
 * Lords: indiaancientastrology.blogspot.com "Chogadiya" (Udveg Sun, Chanchal Venus, Labh Mercury, …).
 */
export const CHOGHADIYA_NAMES = ['Udveg', 'Chal', 'Labh', 'Amrit', 'Kaal', 'Shubh', 'Rog'] as const;
export type ChoghadiyaName = (typeof CHOGHADIYA_NAMES)[number];
const CHOGHADIYA_OF_LORD: Record<number, ChoghadiyaName> = {
  [SUN]: 'Udveg', [VENUS]: 'Chal', [MERCURY]: 'Labh', [MOON]: 'Amrit', [SATURN]: 'Kaal', [JUPITER]: 'Shubh', [MARS]: 'Rog',
};
const GOOD_CHOGHADIYA: ReadonlySet<ChoghadiyaName> = new Set(['Amrit', 'Shubh', 'Labh', 'Chal']);

export interface VedicDay {
  sunriseJdUt: number;
  sunsetJdUt: number;
  nextSunriseJdUt: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

export interface Period {
  startJdUt: number;
  endJdUt: number;
}

export interface MuhurtaPanel {
  sunrise: number;
  sunset: number;
  tomorrowSunrise: number;
  currentHora: { planet: number; planetName: string; startJdUt: number; endJdUt: number; isAuspicious: boolean };
  currentChoghadiya: { name: ChoghadiyaName; startJdUt: number; endJdUt: number; isAuspicious: boolean };
  rahuKala: Period;
  yamaGandam: Period;
  gulikaKala: Period;
  abhijitMuhurta: Period;
  isCurrentlyRahuKala: boolean;
}

function noDay(lat: number, what: string): never {
  throw new CoreError(
    'UNPROCESSABLE',
    `The Sun does not ${what} at latitude ${lat} around this date (polar day or night), so the Vedic day, ` +
      'its weekday and its muhurta periods are undefined',
    'lat',
  );
}

/** Weekday (0 = Sunday) of the local-mean-time civil date at a UT instant and east longitude. */
function localMeanWeekday(jdUt: number, lngDeg: number): number {
  // JD n.5 is a midnight; floor(JD + 0.5) + 1 ≡ weekday (mod 7), Sunday 0 (Meeus ch. 7).
  return (((Math.floor(jdUt + 0.5 + lngDeg / 360) + 1) % 7) + 7) % 7;
}

/**
 * The Vedic day containing `jdUt`: the last sunrise at or before it, that day's sunset and the next
 * sunrise. Two or three Swiss Ephemeris rise/set searches.
 */
export function vedicDay(jdUt: number, lat: number, lng: number, mode: SunriseMode): VedicDay {
  // Successive sunrises are about a day apart, so one lies in (jdUt − 1.25, jdUt]; a second one after
  // it can still precede jdUt only if the first came within the first hours of that window. Swiss
  // Ephemeris reports "circumpolar" when the search starts in polar day or night, so on the first
  // day after one the search is retried from later starts.
  let first: number | null = null;
  for (const back of [1.25, 0.6, 0.2]) {
    first = sunriseSunset(jdUt - back, lat, lng, mode).riseJdUt;
    if (first !== null) break;
  }
  if (first === null) noDay(lat, 'rise');
  if (first > jdUt) noDay(lat, 'rise every day');
  let rise = first;
  for (let i = 0; i < 3; i++) {
    const next = sunriseSunset(rise + 1e-5, lat, lng, mode);
    if (next.riseJdUt === null) noDay(lat, 'rise');
    if (next.setJdUt === null) noDay(lat, 'set');
    if (next.riseJdUt <= jdUt) {
      rise = next.riseJdUt;
      continue;
    }
    const set = next.setJdUt;
    const dayLength = next.riseJdUt - rise;
    // Next to polar day or night the Sun can skip a rise or a set; such a "day" is not a Vedic day.
    if (!(set > rise && set < next.riseJdUt) || dayLength < 0.75 || dayLength > 1.25) noDay(lat, 'rise and set every day');
    return { sunriseJdUt: rise, sunsetJdUt: set, nextSunriseJdUt: next.riseJdUt, weekday: localMeanWeekday((rise + set) / 2, lng) };
  }
  return noDay(lat, 'rise and set every day');
}

/** The 24 hora lords (planet indices) of a Vedic day: 12 day horas, then 12 night horas. */
export function horaLords(weekday: number): number[] {
  const first = CHALDEAN_ORDER.indexOf(WEEKDAY_LORD[weekday]);
  return Array.from({ length: 24 }, (_, h) => CHALDEAN_ORDER[(first + h) % 7]);
}

/** The 8 day and 8 night choghadiyas of a weekday. */
export function choghadiyas(weekday: number): { day: ChoghadiyaName[]; night: ChoghadiyaName[] } {
  const dayFirst = CHALDEAN_ORDER.indexOf(WEEKDAY_LORD[weekday]);
  const nightFirst = CHALDEAN_ORDER.indexOf(WEEKDAY_LORD[(weekday + 4) % 7]);
  return {
    day: Array.from({ length: 8 }, (_, k) => CHOGHADIYA_OF_LORD[CHALDEAN_ORDER[(dayFirst + k) % 7]]),
    night: Array.from({ length: 8 }, (_, k) => CHOGHADIYA_OF_LORD[CHALDEAN_ORDER[(nightFirst + 5 * k) % 7]]),
  };
}

/** Part `k` (1-based) of `n` equal parts of [start, end). */
function part(start: number, end: number, n: number, k: number): Period {
  const len = (end - start) / n;
  return { startJdUt: start + (k - 1) * len, endJdUt: start + k * len };
}

/** Which of `n` equal parts of [start, end) holds t (1-based, clamped against rounding at the ends). */
function partIndex(start: number, end: number, n: number, t: number): number {
  return Math.min(n, Math.max(1, Math.floor(((t - start) / (end - start)) * n) + 1));
}

export function muhurtaPanel(jdUt: number, lat: number, lng: number, opts: { sunriseMode?: SunriseMode } = {}): MuhurtaPanel {
  const day = vedicDay(jdUt, lat, lng, opts.sunriseMode ?? 'upper-limb');
  const { sunriseJdUt: rise, sunsetJdUt: set, nextSunriseJdUt: nextRise, weekday } = day;
  const isDay = jdUt < set;
  const [from, to] = isDay ? [rise, set] : [set, nextRise];

  const h = partIndex(from, to, 12, jdUt);
  const hora = part(from, to, 12, h);
  const horaLord = horaLords(weekday)[(isDay ? 0 : 12) + h - 1];

  const c = partIndex(from, to, 8, jdUt);
  const chog = part(from, to, 8, c);
  const chogName = choghadiyas(weekday)[isDay ? 'day' : 'night'][c - 1];

  const rahuKala = part(rise, set, 8, RAHU_PART[weekday]);
  return {
    sunrise: rise,
    sunset: set,
    tomorrowSunrise: nextRise,
    currentHora: { planet: horaLord, planetName: VEDIC_PLANETS[horaLord], ...hora, isAuspicious: BENEFIC_HORA.has(horaLord) },
    currentChoghadiya: { name: chogName, ...chog, isAuspicious: GOOD_CHOGHADIYA.has(chogName) },
    rahuKala,
    yamaGandam: part(rise, set, 8, YAMAGANDA_PART[weekday]),
    gulikaKala: part(rise, set, 8, GULIKA_PART[weekday]),
    // The 8th of the 15 muhurtas of daytime (Muhurta Chintamani's list of day muhurtas, Giriśa …
    // Abhijit 8th; astroshastra.com "Yogas formed by combination…": "Divide dinmaan in 15 parts. 8th
    // muhurta"; drikpanchang's Abhijit agrees, see the tests).
    abhijitMuhurta: part(rise, set, 15, 8),
    isCurrentlyRahuKala: jdUt >= rahuKala.startJdUt && jdUt < rahuKala.endJdUt,
  };
}

