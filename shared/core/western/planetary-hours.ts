/**
 * Planetary hours: the day (sunrise to sunset) and the night (sunset to the next sunrise) each cut into 12
 * equal hours, ruled in the Chaldean order (Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon) starting
 * from the ruler of the weekday (Sunday the Sun, Monday the Moon, Tuesday Mars, Wednesday Mercury,
 * Thursday Jupiter, Friday Venus, Saturday Saturn), as in Vettius Valens and the medieval almanacs; the
 * day ruler is also the ruler of the first hour, and the first hour of the next day falls to its ruler.
 *
 * Conventions (those of the Swiss Ephemeris reference values, README-western-breadth.md §6):
 *  - sunrise and sunset are the almanac ones: the Sun's upper limb on the horizon with standard refraction
 *    at 1013.25 hPa and 15 °C, geocentric, elevation 0 (`swe_rise_trans` defaults: ephemeris.ts
 *    `sunriseSunset(…, 'upper-limb')`);
 *  - the table of a civil date starts at the first sunrise after that date's local midnight;
 *  - a moment before that sunrise belongs to the night of the previous civil date (the planetary day runs
 *    from sunrise to sunrise), whose weekday then gives the day ruler;
 *  - an hour runs over [start, next start).
 */
import { sunriseSunset } from '../ephemeris.js';
import { CoreError } from '../errors.js';

export const CHALDEAN = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'] as const;
export type ChaldeanPlanet = (typeof CHALDEAN)[number];
/** Day rulers by weekday, Sunday first (Date#getUTCDay order). */
export const WEEKDAY_RULERS: readonly ChaldeanPlanet[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface PlanetaryHour {
  ruler: ChaldeanPlanet;
  startJd: number;
  endJd: number;
  part: 'day' | 'night';
  /** 1–12 within its part. */
  number: number;
}

export interface PlanetaryDay {
  /** The civil date, YYYY-MM-DD. */
  date: string;
  weekday: (typeof WEEKDAYS)[number];
  dayRuler: ChaldeanPlanet;
  sunriseJd: number;
  sunsetJd: number;
  nextSunriseJd: number;
  hours: PlanetaryHour[];
}

/** The ruler of hour k (0–23) of a day ruled by `dayRuler`. */
export function hourRuler(dayRuler: ChaldeanPlanet, k: number): ChaldeanPlanet {
  return CHALDEAN[(CHALDEAN.indexOf(dayRuler) + k) % 7];
}

function noSun(date: string, what: string): CoreError {
  return new CoreError(
    'UNPROCESSABLE',
    `the Sun does not ${what} at this place on or after ${date} within a day (polar day or night): there are no planetary hours`,
    'lat',
  );
}

/**
 * The 24 hours of a civil date (`y`, `m` 1–12, `d`) at a place; `utcOffsetSeconds` places its local
 * midnight. Throws UNPROCESSABLE where the Sun does not rise or set (polar day or night).
 */
export function planetaryDay(y: number, m: number, d: number, utcOffsetSeconds: number, lat: number, lng: number): PlanetaryDay {
  const midnightMs = Date.UTC(y, m - 1, d);
  const date = new Date(midnightMs).toISOString().slice(0, 10);
  const midnightJd = 2440587.5 + midnightMs / 86_400_000 - utcOffsetSeconds / 86_400;
  const sunriseJd = sunriseSunset(midnightJd, lat, lng, 'upper-limb').riseJdUt;
  if (sunriseJd === null) throw noSun(date, 'rise');
  const sunsetJd = sunriseSunset(sunriseJd, lat, lng, 'upper-limb').setJdUt;
  if (sunsetJd === null) throw noSun(date, 'set');
  const nextSunriseJd = sunriseSunset(sunsetJd, lat, lng, 'upper-limb').riseJdUt;
  if (nextSunriseJd === null) throw noSun(date, 'rise again');
  const weekdayIndex = new Date(midnightMs).getUTCDay();
  const dayRuler = WEEKDAY_RULERS[weekdayIndex];
  const hours: PlanetaryHour[] = [];
  const dayLen = (sunsetJd - sunriseJd) / 12;
  const nightLen = (nextSunriseJd - sunsetJd) / 12;
  for (let k = 0; k < 24; k++) {
    const day = k < 12;
    const i = day ? k : k - 12;
    const start = day ? sunriseJd + i * dayLen : sunsetJd + i * nightLen;
    const end = k === 11 ? sunsetJd : k === 23 ? nextSunriseJd : day ? start + dayLen : start + nightLen;
    hours.push({ ruler: hourRuler(dayRuler, k), startJd: start, endJd: end, part: day ? 'day' : 'night', number: i + 1 });
  }
  return { date, weekday: WEEKDAYS[weekdayIndex], dayRuler, sunriseJd, sunsetJd, nextSunriseJd, hours };
}

/**
 * The planetary hour holding a moment given with its local civil date: that date's table, or the previous
 * date's when the moment is before the date's sunrise. Returns the table used and the hour.
 */
export function hourAt(
  jdUt: number, y: number, m: number, d: number, utcOffsetSeconds: number, lat: number, lng: number, today?: PlanetaryDay,
): { day: PlanetaryDay; hour: PlanetaryHour } {
  const civil = today ?? planetaryDay(y, m, d, utcOffsetSeconds, lat, lng);
  let day = civil;
  if (jdUt < civil.sunriseJd) {
    const prev = new Date(Date.UTC(y, m - 1, d - 1));
    day = planetaryDay(prev.getUTCFullYear(), prev.getUTCMonth() + 1, prev.getUTCDate(), utcOffsetSeconds, lat, lng);
  }
  const hour = day.hours.find((h) => jdUt >= h.startJd && jdUt < h.endJd);
  if (!hour) {
    throw new CoreError('UNPROCESSABLE', `the moment is not inside the planetary day of ${day.date} at this place (its sunrise and sunset are irregular here)`, 'date');
  }
  return { day, hour };
}
