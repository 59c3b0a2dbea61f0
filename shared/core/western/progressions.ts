/**
 * Secondary progressions and solar arc directions (tropical, 13 western bodies, nodes included).
 *
 * Conventions:
 *  - Secondary progressions, "a day for a year": the progressed chart is the sky at
 *      progressedJd = birthJd + (targetJd − birthJd) / 365.242190,
 *    one day after birth for every mean tropical year of age. We divide by the tropical year (the mean
 *    interval between returns of the Sun to the same equinox-based longitude, 365.2421897 d at J2000 in
 *    Laskar's 1986 expression) rather than the Julian year (365.25) because the method equates one day
 *    of ephemeris with one revolution of the Sun through the tropical zodiac: with it, each tropical
 *    year of life (on average, each solar return) maps to exactly one day after birth.
 *    At age 80 the two year lengths differ by 0.0017 day (2.5 min) of progressed time, about 1.3′ of
 *    progressed Moon: small, but stated.
 *  - Solar arc: arc = progressed Sun − natal Sun (the Sun's actual motion between birth and the
 *    progressed date, counted in whole turns, so it keeps growing past 360° over very long spans), added
 *    to every natal body, the nodes included.
 *  - Progressed angles: MC by solar arc in longitude (natal MC + arc); the ascendant is the one that
 *    MC implies at the birth latitude: RAMC from the progressed MC, then ASC from RAMC, both with the true
 *    obliquity of the progressed date (formulas below; inside the polar circles the ascendant follows
 *    Swiss Ephemeris' convention of lying after the MC). The natal MC is Swiss Ephemeris' own.
 *  - Aspects to natal: each progressed (or directed) body as planet1 against each of the 13 natal bodies
 *    as planet2, the same body included, with `aspectBetween`. Natal points are fixed, so their speed is
 *    taken as 0 when judging applying/separating; the progressed body moves at its ephemeris speed at the
 *    progressed date (a directed body at the progressed Sun's speed, the rate the arc grows). Only the sign
 *    of the rate matters, so the day-for-a-year scale (days of ephemeris = years of life) drops out.
 *  - `isRetrograde`: secondary bodies, from their speed at the progressed date; directed bodies keep the
 *    natal body's retrograde state (the direction itself always moves forward).
 *  - A target moment before birth is a VALIDATION_ERROR (converse progressions are not offered); either
 *    moment outside the ephemeris range is DATE_OUT_OF_RANGE.
 */
import type { Text } from '../text.js';
import { norm360, signedDelta, signOf } from '../angles.js';
import { julianDayUt, trueObliquityDeg } from '../ephemeris.js';
import { CoreError } from '../errors.js';
import { MAX_UTC_MS, MIN_UTC_MS } from '../time.js';
import { SIGN_NAMES } from '../zodiac.js';
import { aspectBetween, mergeOrbs, type Aspect, type AspectPoint, type Orbs } from './aspects.js';
import type { NodeType, WesternBody } from './bodies.js';
import { houseIndexOf, westernHouses, type HouseSystem } from './houses.js';
import { westernPositions, type WesternPosition } from './positions.js';

/** Mean tropical year in days (Laskar 1986: 365.2421897 at J2000; rounded as the issue gives it). */
export const TROPICAL_YEAR_DAYS = 365.24219;

/** Mean motion of the Sun in longitude, degrees per day (360 / tropical year): only to count whole turns. */
const SUN_MEAN_MOTION = 360 / TROPICAL_YEAR_DAYS;

const DEG = Math.PI / 180;

/** The progressed moment (JD UT) for a target moment: one day after birth per tropical year of age. */
export function progressedJd(birthJdUt: number, targetJdUt: number): number {
  return birthJdUt + (targetJdUt - birthJdUt) / TROPICAL_YEAR_DAYS;
}

/**
 * Ecliptic longitude of the MC from the right ascension of the MC: tan MC = tan RAMC / cos ε, taken in
 * the quadrant of RAMC (MC and RAMC always lie in the same quadrant). Degrees in, degrees [0, 360) out.
 */
export function mcFromRamc(ramcDeg: number, epsDeg: number): number {
  const r = ramcDeg * DEG;
  return norm360(Math.atan2(Math.sin(r), Math.cos(r) * Math.cos(epsDeg * DEG)) / DEG);
}

/** Inverse of `mcFromRamc`: tan RAMC = tan MC · cos ε, same quadrant as MC. */
export function ramcFromMc(mcDeg: number, epsDeg: number): number {
  const m = mcDeg * DEG;
  return norm360(Math.atan2(Math.sin(m) * Math.cos(epsDeg * DEG), Math.cos(m)) / DEG);
}

/**
 * Ascendant from RAMC, geographic latitude φ and obliquity ε (spherical astronomy, e.g. Meeus ch. 14 for
 * the rising point of the ecliptic): ASC = atan2(cos RAMC, −(sin RAMC·cos ε + tan φ·sin ε)); atan2 puts it
 * in the eastern half of the horizon. Inside the polar circles (|φ| ≥ 90° − ε) that point can lie up to
 * 180° behind the MC; there we follow Swiss Ephemeris' convention (swe_houses_armc) and take the opposite
 * point whenever the ascendant would precede the MC, so that the MC → ASC order is the one the natal
 * chart (houseCusps) reports for the same ARMC.
 */
export function ascendantFromRamc(ramcDeg: number, latDeg: number, epsDeg: number): number {
  const r = ramcDeg * DEG;
  const e = epsDeg * DEG;
  const y = Math.cos(r);
  const x = -(Math.sin(r) * Math.cos(e) + Math.tan(latDeg * DEG) * Math.sin(e));
  let asc = norm360(Math.atan2(y, x) / DEG);
  if (Math.abs(latDeg) >= 90 - epsDeg && signedDelta(mcFromRamc(ramcDeg, epsDeg), asc) < 0) asc = norm360(asc + 180);
  return asc;
}

export interface ProgressedBody {
  planet: WesternBody;
  progressedLongitude: number;
  sign: number;
  signName: string;
  degreeInSign: number;
  isRetrograde: boolean;
  aspectsToNatal: Aspect[];
}

export interface ProgressionsInput {
  birthJdUt: number;
  targetJdUt: number;
  /** Birth latitude and longitude (natal houses; the progressed ascendant uses the birth latitude). */
  lat: number;
  lng: number;
  nodeType?: NodeType;
  /** Natal house system, for `progressedMoon.natalHouse`. Default placidus. */
  houseSystem?: HouseSystem;
  orbs?: Partial<Orbs>;
}

export interface ProgressionsResult {
  progressedJdUt: number;
  /** (target − birth) in tropical years. */
  ageYears: number;
  solarArcDeg: number;
  secondary: ProgressedBody[];
  solarArc: ProgressedBody[];
  progressedAscendant: number;
  progressedMidheaven: number;
  progressedMoon: { sign: number; signName: string; degreeInSign: number; natalHouse: number };
  /** E.g. the natal houses fell back to Porphyry inside the polar circle. */
  warnings: Text[];
}

function checkRange(jd: number, path: string): void {
  if (!(jd >= julianDayUt(MIN_UTC_MS) && jd <= julianDayUt(MAX_UTC_MS))) {
    throw new CoreError('DATE_OUT_OF_RANGE', `${path} is outside the ephemeris range (1800-01-01 to 2399-12-31)`, path);
  }
}

function progressedBody(
  planet: WesternBody, lonDeg: number, speed: number, isRetrograde: boolean, natal: AspectPoint[], orbs: Orbs,
): ProgressedBody {
  const lon = norm360(lonDeg);
  const { sign, degreeInSign } = signOf(lon);
  const self: AspectPoint = { name: planet, lonDeg: lon, speedDegPerDay: speed };
  const aspectsToNatal: Aspect[] = [];
  for (const n of natal) {
    const a = aspectBetween(self, n, orbs);
    if (a) aspectsToNatal.push(a);
  }
  return { planet, progressedLongitude: lon, sign, signName: SIGN_NAMES[sign], degreeInSign, isRetrograde, aspectsToNatal };
}

/** Secondary progressions, solar arc directions and progressed angles for a target moment (see above). */
export function progressions(input: ProgressionsInput): ProgressionsResult {
  const { birthJdUt, targetJdUt, lat, lng } = input;
  checkRange(birthJdUt, 'date');
  checkRange(targetJdUt, 'targetDate');
  if (targetJdUt < birthJdUt) {
    throw new CoreError('VALIDATION_ERROR', 'targetDate must not be before the birth date', 'targetDate');
  }
  const nodeType = input.nodeType ?? 'mean';
  const orbs = mergeOrbs(input.orbs);

  const natal = westernPositions(birthJdUt, nodeType);
  const natalHouses = westernHouses(birthJdUt, lat, lng, input.houseSystem ?? 'placidus', natal);
  const natalPoints: AspectPoint[] = natal.map((p) => ({ name: p.planet, lonDeg: p.tropicalLongitude, speedDegPerDay: 0 }));

  const progJd = progressedJd(birthJdUt, targetJdUt);
  const progressed = westernPositions(progJd, nodeType);
  const byPlanet = (list: WesternPosition[], planet: WesternBody): WesternPosition => {
    const hit = list.find((p) => p.planet === planet);
    if (!hit) throw new Error(`missing ${planet}`);
    return hit;
  };

  // Solar arc: the Sun's true motion, with the whole turns counted from its mean motion.
  const natalSun = byPlanet(natal, 'Sun');
  const progSun = byPlanet(progressed, 'Sun');
  const rawArc = norm360(progSun.tropicalLongitude - natalSun.tropicalLongitude);
  const meanArc = (progJd - birthJdUt) * SUN_MEAN_MOTION;
  const solarArcDeg = rawArc + 360 * Math.round((meanArc - rawArc) / 360);

  const secondary = progressed.map((p) =>
    progressedBody(p.planet, p.tropicalLongitude, p.speed, p.isRetrograde, natalPoints, orbs));
  const solarArc = natal.map((p) =>
    progressedBody(p.planet, p.tropicalLongitude + solarArcDeg, progSun.speed, p.isRetrograde, natalPoints, orbs));

  const eps = trueObliquityDeg(progJd);
  const progressedMidheaven = norm360(natalHouses.houses.midheaven + solarArcDeg);
  const progressedAscendant = ascendantFromRamc(ramcFromMc(progressedMidheaven, eps), lat, eps);

  const moonLon = byPlanet(progressed, 'Moon').tropicalLongitude;
  const moon = signOf(moonLon);
  return {
    progressedJdUt: progJd,
    ageYears: (targetJdUt - birthJdUt) / TROPICAL_YEAR_DAYS,
    solarArcDeg,
    secondary,
    solarArc,
    progressedAscendant,
    progressedMidheaven,
    progressedMoon: {
      sign: moon.sign,
      signName: SIGN_NAMES[moon.sign],
      degreeInSign: moon.degreeInSign,
      natalHouse: houseIndexOf(moonLon, natalHouses.cusps) + 1,
    },
    warnings: natalHouses.warnings,
  };
}

