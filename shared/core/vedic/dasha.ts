/**
 * Vimshottari dasha (BPHS ch. 46, R. Santhanam's translation).
 *
 *  - The Moon's nakshatra (27 × 13°20′ from 0° sidereal Aries) gives the lord of the dasha running at
 *    birth: the lords repeat Ketu, Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury from
 *    Ashwini, with 7, 20, 6, 10, 7, 18, 16, 19, 17 years (120 in all; `VIMSHOTTARI_ORDER/YEARS`).
 *  - The part of that dasha already elapsed at birth is the fraction of the nakshatra the Moon has
 *    traversed; the balance at birth is the fraction still to run × the lord's years. So the running
 *    (first) mahadasha starts before birth: start = birth − elapsed fraction × years × year length.
 *    The nine mahadashas then follow in order for 120 years from that start.
 *  - Antardashas (bhuktis) divide a mahadasha among the nine lords in proportion to their years,
 *    starting with the mahadasha lord and following the same order: antardasha years =
 *    maha years × antar years / 120. Pratyantardashas divide an antardasha the same way, starting
 *    with the antardasha lord: maha × antar × pratyantar / 120² years.
 *
 * Year length (days per dasha year) is a parameter; BPHS does not fix it in modern units.
 *   - 'julian' 365.25 (the default here, as the issue asks);
 *   - 'gregorian' 365.2425 (the mean Gregorian year; a published comparison of programs —
 *     "365 vs 360 days/year in the Vimshottari Dasa", scribd.com/document/246779300 — states that
 *     Jagannatha Hora applies this year; we could not confirm JH's default from JH's own documentation);
 *   - 'sidereal' 365.256364 (the mean sidereal year; PyJHora 4.8.5 `const.sidereal_year`, commented
 *     there "From JHora", which is PyJHora's dasha default).
 *   A positive number of days is accepted as well.
 *
 * Times are Julian Days (UT); the caller formats them. Periods are half-open [startJdUt, endJdUt).
 */
import { norm360 } from '../angles.js';
import { VIMSHOTTARI_ORDER, VIMSHOTTARI_YEARS, type Graha } from './grahas.js';
import { NAKSHATRA_SPAN_DEG } from './nakshatra.js';

export const DASHA_YEAR_DAYS = {
  julian: 365.25,
  gregorian: 365.2425,
  sidereal: 365.256364,
} as const;
export type DashaYearName = keyof typeof DASHA_YEAR_DAYS;
export const DEFAULT_DASHA_YEAR: DashaYearName = 'julian';

/** Total of the nine periods (BPHS ch. 46). */
export const VIMSHOTTARI_TOTAL_YEARS = 120;

/**
 * The year used to split the balance into years/months/days the way PyJHora 4.8.5 prints it
 * (`utils.panchanga_date_diff`, which uses `const.sidereal_year` whatever the dasha year length).
 */
export const BALANCE_YMD_YEAR_DAYS = 365.256364;

export interface DashaPeriod {
  lord: Graha;
  startJdUt: number;
  endJdUt: number;
  durationYears: number;
}
export type Pratyantardasha = DashaPeriod;
export interface Antardasha extends DashaPeriod {
  /** Empty when `depth` < 3. */
  pratyantardashas: Pratyantardasha[];
}
export interface Mahadasha extends DashaPeriod {
  /** Empty when `depth` < 2. */
  antardashas: Antardasha[];
}

export interface VimshottariOptions {
  /** Days per dasha year: a named year or a positive number. Default 'julian' (365.25). */
  year?: DashaYearName | number;
  /** 1 = mahadashas only, 2 = with antardashas, 3 = with pratyantardashas (default). */
  depth?: 1 | 2 | 3;
  /**
   * UTC offset (hours, east positive) of the civil dates used for `balance.ymd` only, as PyJHora
   * counts calendar days in local time. Default 0 (UTC dates).
   */
  utcOffsetHours?: number;
}

export interface DashaBalance {
  /** Years of the first dasha still to run at birth. */
  years: number;
  /** Fraction of the first dasha (= of the Moon's nakshatra) elapsed at birth, 0 ≤ f < 1. */
  fractionElapsed: number;
  /**
   * PyJHora's [years, months, days]: whole civil days from the birth date to the date the second
   * mahadasha starts (both as calendar dates at `utcOffsetHours`), divided by 365.256364 for years,
   * the remainder by 365.256364 / 12 for months, and the rest rounded to whole days (so `days`
   * can reach 30 or 31).
   */
  ymd: { years: number; months: number; days: number };
}

export interface VimshottariDasha {
  yearDays: number;
  birthJdUt: number;
  moonLongitude: number;
  /** 0 = Ashwini … 26 = Revati. */
  nakshatraIndex: number;
  firstLord: Graha;
  balance: DashaBalance;
  /** Nine mahadashas, the first starting before birth; together 120 years. */
  mahadashas: Mahadasha[];
}

export interface RunningDasha {
  mahadasha: DashaPeriod;
  antardasha: DashaPeriod;
  pratyantardasha: DashaPeriod;
}

export function dashaYearDays(year: DashaYearName | number | undefined): number {
  if (year === undefined) return DASHA_YEAR_DAYS[DEFAULT_DASHA_YEAR];
  if (typeof year === 'number') {
    if (!Number.isFinite(year) || year <= 0) throw new RangeError(`dasha year length must be a positive number of days, got ${year}`);
    return year;
  }
  const d = DASHA_YEAR_DAYS[year];
  if (d === undefined) throw new RangeError(`unknown dasha year '${String(year)}'`);
  return d;
}

/** The nine lords in order starting from `first`. */
export function lordsFrom(first: Graha): Graha[] {
  const i = VIMSHOTTARI_ORDER.indexOf(first);
  if (i < 0) throw new RangeError(`not a Vimshottari lord: ${first}`);
  const out: Graha[] = [];
  for (let k = 0; k < 9; k++) out.push(VIMSHOTTARI_ORDER[(i + k) % 9]);
  return out;
}

/**
 * Splits [start, start + years) among the nine lords from `first`, each part years × lordYears / 120.
 * Starts accumulate from the parent's start; the last part ends exactly at `parentEnd`, so the
 * children are contiguous and cover the parent.
 */
function subdivide(first: Graha, start: number, parentEnd: number, years: number, yearDays: number): DashaPeriod[] {
  const out: DashaPeriod[] = [];
  let cum = 0;
  let s = start;
  for (const lord of lordsFrom(first)) {
    const dur = (years * VIMSHOTTARI_YEARS[lord]) / VIMSHOTTARI_TOTAL_YEARS;
    cum += dur;
    const e = out.length === 8 ? parentEnd : start + cum * yearDays;
    out.push({ lord, startJdUt: s, endJdUt: e, durationYears: dur });
    s = e;
  }
  return out;
}

/** Antardashas of one mahadasha (each with its pratyantardashas when `withPratyantar`). */
export function antardashasOf(maha: DashaPeriod, yearDays: number, withPratyantar = true): Antardasha[] {
  return subdivide(maha.lord, maha.startJdUt, maha.endJdUt, maha.durationYears, yearDays).map((a) => ({
    ...a,
    pratyantardashas: withPratyantar ? subdivide(a.lord, a.startJdUt, a.endJdUt, a.durationYears, yearDays) : [],
  }));
}

/** Pratyantardashas of one antardasha. */
export function pratyantardashasOf(antar: DashaPeriod, yearDays: number): Pratyantardasha[] {
  return subdivide(antar.lord, antar.startJdUt, antar.endJdUt, antar.durationYears, yearDays);
}

function civilDayNumber(jdUt: number, utcOffsetHours: number): number {
  return Math.floor(jdUt + utcOffsetHours / 24 + 0.5);
}

/**
 * Vimshottari dasha from the Moon's sidereal longitude (degrees) at birth and the birth instant
 * (JD UT).
 */
export function vimshottari(moonSiderealLonDeg: number, birthJdUt: number, options: VimshottariOptions = {}): VimshottariDasha {
  if (!Number.isFinite(moonSiderealLonDeg)) throw new RangeError('Moon longitude must be finite');
  if (!Number.isFinite(birthJdUt)) throw new RangeError('birth JD must be finite');
  const yearDays = dashaYearDays(options.year);
  const depth = options.depth ?? 3;
  const offset = options.utcOffsetHours ?? 0;

  const lon = norm360(moonSiderealLonDeg);
  const nakshatraIndex = Math.min(26, Math.floor(lon / NAKSHATRA_SPAN_DEG));
  const fractionElapsed = Math.min(1, Math.max(0, (lon - nakshatraIndex * NAKSHATRA_SPAN_DEG) / NAKSHATRA_SPAN_DEG));
  const firstLord = VIMSHOTTARI_ORDER[nakshatraIndex % 9];
  const firstYears = VIMSHOTTARI_YEARS[firstLord];
  const balanceYears = (1 - fractionElapsed) * firstYears;

  const cycleStart = birthJdUt - fractionElapsed * firstYears * yearDays;
  const cycleEnd = cycleStart + VIMSHOTTARI_TOTAL_YEARS * yearDays;
  const mahadashas: Mahadasha[] = subdivide(firstLord, cycleStart, cycleEnd, VIMSHOTTARI_TOTAL_YEARS, yearDays).map((m) => ({
    ...m,
    antardashas: depth >= 2 ? antardashasOf(m, yearDays, depth >= 3) : [],
  }));

  const days = civilDayNumber(mahadashas[1].startJdUt, offset) - civilDayNumber(birthJdUt, offset);
  const y = Math.floor(days / BALANCE_YMD_YEAR_DAYS);
  const afterYears = days - y * BALANCE_YMD_YEAR_DAYS;
  const monthDays = BALANCE_YMD_YEAR_DAYS / 12;
  const mo = Math.floor(afterYears / monthDays);
  const d = Math.round(afterYears - mo * monthDays);

  return {
    yearDays,
    birthJdUt,
    moonLongitude: lon,
    nakshatraIndex,
    firstLord,
    balance: { years: balanceYears, fractionElapsed, ymd: { years: y, months: mo, days: d } },
    mahadashas,
  };
}

function findIn<T extends DashaPeriod>(periods: T[], jdUt: number): T | undefined {
  return periods.find((p) => jdUt >= p.startJdUt && jdUt < p.endJdUt);
}

/**
 * The mahadasha, antardasha and pratyantardasha running at `jdUt`, or null outside the 120 years
 * covered by `dasha`. Works whatever `depth` the dasha was built with (missing levels are computed).
 */
export function runningDasha(dasha: VimshottariDasha, jdUt: number): RunningDasha | null {
  const maha = findIn(dasha.mahadashas, jdUt);
  if (!maha) return null;
  const antars = maha.antardashas.length ? maha.antardashas : antardashasOf(maha, dasha.yearDays, false);
  const antar = findIn(antars, jdUt);
  if (!antar) return null;
  const prats = antar.pratyantardashas.length ? antar.pratyantardashas : pratyantardashasOf(antar, dasha.yearDays);
  const prat = findIn(prats, jdUt);
  if (!prat) return null;
  const strip = (p: DashaPeriod): DashaPeriod => ({ lord: p.lord, startJdUt: p.startJdUt, endJdUt: p.endJdUt, durationYears: p.durationYears });
  return { mahadasha: strip(maha), antardasha: strip(antar), pratyantardasha: strip(prat) };
}
