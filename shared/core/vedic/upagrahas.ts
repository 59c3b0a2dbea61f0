/**
 * The upagrahas of a birth, sidereal longitudes in degrees.
 *
 * From the Sun at birth (BPHS ch. 3 vv. 61–64): dhuma = Sun + 4 signs 13°20′; vyatipata = 12 signs −
 * dhuma; parivesha = vyatipata + 6 signs; indrachapa = 12 signs − parivesha; upaketu = indrachapa +
 * 16°40′ (= Sun − 30°, "adding a sign to upaketu gives the Sun").
 *
 * From the eight parts of the day or night (BPHS ch. 3 vv. 66–69): the daytime (sunrise → sunset) is cut
 * into eight equal parts, the first ruled by the lord of the weekday and the next six by the following
 * weekday lords, "the eighth portion is lordless"; the night (sunset → the NEXT sunrise) likewise, its
 * first part ruled by the lord of the 5th weekday counted from the day's (Sunday night: Jupiter).
 * Phaladeepika ch. 25 vv. 2–4 agrees: its rising ghatis of Kala (2, 26, 22, 18, 14, 10, 6 of a 30-ghati
 * day, Sunday first), Mandi, Yamakantaka and Ardhaprahara all fall in the parts so counted (the tests
 * check the whole table). P.V.R. Narasimha Rao ("Vedic Astrology: An Integrated Approach" §4.3),
 * Jagannatha Hora and PyJHora 4.8.5 instead put the lordless part right after Saturn's and go on with
 * the Sun (Thursday: Jupiter, Venus, Saturn, —, Sun, Moon, Mars, Mercury), which moves every lord that
 * comes after Saturn one part later: `lordlessPart: 'after-saturn'` gives that reading, 'eighth' (the
 * default) BPHS's. Gulika and mandi (Saturn) are the same in both. The Vedic day runs
 * from sunrise to sunrise (./muhurta.ts `vedicDay`): a birth before sunrise falls in the night that began
 * at the previous evening's sunset, with that Vedic day's weekday. Each upagraha is the ascendant rising
 * at a moment of its lord's part: kaala the Sun's, mrityu Mars', artha prahara Mercury's, yama ghantaka
 * Jupiter's, gulika and mandi Saturn's.
 *  - kaala, mrityu, artha prahara, yama ghantaka: the MIDDLE of the part (P.V.R. Narasimha Rao, "Vedic
 *    Astrology: An Integrated Approach", §4.3; PyJHora 4.8.5 `drik.upagraha_longitude`).
 *  - gulika: the START of Saturn's part by default: BPHS ch. 3 v. 70, "the degree ascending at the start
 *    of Gulika's portion" (R. Santhanam's translation), as PyJHora `gulika_longitude`.
 *  - mandi: the MIDDLE of Saturn's part by default, as PyJHora `maandi_longitude` and Jagannatha Hora.
 *    (Phaladeepika ch. 25 v. 2 instead fixes Mandi's rising at the end of the 26th, 22nd … 2nd ghati of a
 *    30-ghati day, Sunday first, proportioned to the real day: a third convention, not offered.)
 *  Either of gulika and mandi can be taken at the other moment (`gulikaAt`, `mandiAt`).
 *
 * PyJHora 4.8.5 counts the night parts from SUNRISE (and with |sunset − sunrise| taken across days), so
 * its kaala … mandi are wrong for night births; the reference's `upagrahas_classical` recomputes them from
 * sunset as here (reference README-breadth.md).
 */
import { norm360 } from '../angles.js';
import { houseCusps, type Ayanamsa, type SunriseMode } from '../ephemeris.js';
import { VEDIC_PLANETS, type Graha } from './grahas.js';
import { vedicDay, WEEKDAY_LORD } from './muhurta.js';

export const UPAGRAHAS = [
  'dhuma', 'vyatipata', 'parivesha', 'indrachapa', 'upaketu',
  'kaala', 'mrityu', 'arthaPrahara', 'yamaGhantaka', 'gulika', 'mandi',
] as const;
export type Upagraha = (typeof UPAGRAHAS)[number];

/** Which moment of its lord's part an upagraha rises at. */
export type PartMoment = 'start' | 'middle';
export const PART_MOMENTS: readonly PartMoment[] = ['start', 'middle'];

/** Where the lordless part of the eight falls: the 8th (BPHS) or right after Saturn's (P.V.R. Narasimha Rao). */
export type LordlessPart = 'eighth' | 'after-saturn';
export const LORDLESS_PARTS: readonly LordlessPart[] = ['eighth', 'after-saturn'];

export interface UpagrahaOptions {
  ayanamsa: Ayanamsa;
  sunriseMode: SunriseMode;
  /** Default 'start' (BPHS ch. 3 v. 70). */
  gulikaAt?: PartMoment;
  /** Default 'middle' (Jagannatha Hora, PyJHora). */
  mandiAt?: PartMoment;
  /** Default 'eighth' (BPHS ch. 3 vv. 66–69). */
  lordlessPart?: LordlessPart;
}

export interface UpagrahasResult {
  upagrahas: Record<Upagraha, number>;
  /** Whether the birth fell in the daytime (sunrise → sunset) or the night (sunset → next sunrise). */
  segment: 'day' | 'night';
  segmentStartJdUt: number;
  segmentEndJdUt: number;
  /** The Vedic day's weekday, 0 = Sunday. */
  weekday: number;
  /** Lord of the segment's first part (the weekday lord by day, the 5th weekday's lord by night). */
  firstPartLord: Graha;
}

const DHUMA_OFFSET = 133 + 20 / 60; // 4 signs 13°20′
const SUN = 0, MARS = 2, MERCURY = 3, JUPITER = 4, SATURN = 6;

/** Dhuma … upaketu from the Sun's sidereal longitude (BPHS ch. 3 vv. 61–64). */
export function solarUpagrahas(sun: number) {
  const dhuma = norm360(sun + DHUMA_OFFSET);
  const vyatipata = norm360(360 - dhuma);
  const parivesha = norm360(vyatipata + 180);
  const indrachapa = norm360(360 - parivesha);
  const upaketu = norm360(indrachapa + 16 + 40 / 60);
  return { dhuma, vyatipata, parivesha, indrachapa, upaketu };
}

/**
 * The part (0…7) of the eight ruled by `planet` (0 Sun … 6 Saturn) when the first part is ruled by the
 * lord of weekday `firstWeekday`: the lords follow the weekday order; with 'after-saturn' a lord reached
 * after Saturn (one that precedes the first lord in the week) comes one part later.
 */
export function partOf(planet: number, firstWeekday: number, lordless: LordlessPart = 'eighth'): number {
  const first = WEEKDAY_LORD[firstWeekday];
  const k = (planet - first + 7) % 7;
  return lordless === 'after-saturn' && planet < first ? k + 1 : k;
}

/** The instant (UT JD) at `at` of part `k` (0-based) of eight equal parts of [start, end). */
export function partMoment(start: number, end: number, k: number, at: PartMoment): number {
  return start + ((k + (at === 'middle' ? 0.5 : 0)) * (end - start)) / 8;
}

/**
 * All eleven upagrahas at `jdUt` (UT Julian day) for a place; `sun` is the Sun's sidereal longitude at
 * birth in the same ayanamsa. Throws UNPROCESSABLE (via `vedicDay`) where the Sun does not rise or set.
 */
export function upagrahasAt(jdUt: number, lat: number, lng: number, sun: number, opts: UpagrahaOptions): UpagrahasResult {
  const day = vedicDay(jdUt, lat, lng, opts.sunriseMode);
  const isDay = jdUt < day.sunsetJdUt;
  const [start, end] = isDay ? [day.sunriseJdUt, day.sunsetJdUt] : [day.sunsetJdUt, day.nextSunriseJdUt];
  const firstWeekday = isDay ? day.weekday : (day.weekday + 4) % 7;
  const lordless = opts.lordlessPart ?? 'eighth';
  const rising = (planet: number, at: PartMoment) =>
    norm360(houseCusps(partMoment(start, end, partOf(planet, firstWeekday, lordless), at), lat, lng, 'W', opts.ayanamsa).ascDeg);
  return {
    upagrahas: {
      ...solarUpagrahas(sun),
      kaala: rising(SUN, 'middle'),
      mrityu: rising(MARS, 'middle'),
      arthaPrahara: rising(MERCURY, 'middle'),
      yamaGhantaka: rising(JUPITER, 'middle'),
      gulika: rising(SATURN, opts.gulikaAt ?? 'start'),
      mandi: rising(SATURN, opts.mandiAt ?? 'middle'),
    },
    segment: isDay ? 'day' : 'night',
    segmentStartJdUt: start,
    segmentEndJdUt: end,
    weekday: day.weekday,
    firstPartLord: VEDIC_PLANETS[WEEKDAY_LORD[firstWeekday]],
  };
}

/**
 * Gulika and Mandi alone (the yoga chart's, ./yogas/context.ts): the ascendant at the start and at the middle of
 * Saturn's part of the day or night of the birth, with the defaults above (Hindu sunrise, BPHS's lordless eighth
 * part; Saturn's part is the same under either reading). Two ascendants instead of upagrahasAt's seven.
 */
export function gulikaAndMandi(jdUt: number, lat: number, lng: number, ayanamsa: Ayanamsa, sunriseMode: SunriseMode = 'centre'): { gulika: number; mandi: number } {
  const day = vedicDay(jdUt, lat, lng, sunriseMode);
  const isDay = jdUt < day.sunsetJdUt;
  const [start, end] = isDay ? [day.sunriseJdUt, day.sunsetJdUt] : [day.sunsetJdUt, day.nextSunriseJdUt];
  const part = partOf(SATURN, isDay ? day.weekday : (day.weekday + 4) % 7);
  const rising = (at: PartMoment) => norm360(houseCusps(partMoment(start, end, part, at), lat, lng, 'W', ayanamsa).ascDeg);
  return { gulika: rising('start'), mandi: rising('middle') };
}
