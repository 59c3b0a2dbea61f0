/**
 * Solar return: the instant the Sun comes back to its natal longitude.
 *
 * Conventions:
 *  - "The Sun's longitude" is the apparent geocentric tropical ecliptic longitude of date, exactly as
 *    `bodyPosition(jd, 'Sun')` gives it (and as the natal chart reports it), so the return chart's Sun
 *    reproduces the natal Sun to better than 1e-7°.
 *  - Which return belongs to `targetYear`: the one nearest the birthday anniversary in that year, i.e.
 *    the birth's UTC month, day and time of day with the year replaced (29 February becomes 1 March in
 *    a common year; as the returns are a year apart, this never changes which one is nearest). Returns
 *    drift from the anniversary by at most a couple of days, so for a birth close to 1 January 00:00 UTC
 *    the return may fall on 31 December of the year before (or, for a birth late on 31 December, on
 *    1 January of the year after). A calendar year can hold no return or two of them, whereas every
 *    birthday has exactly one nearest return, which is also what astrologers mean by "the 2025 return".
 *  - The instant is found by Newton's method on the Sun's longitude and speed, iterated until the step is
 *    below 1e-9 day (0.1 ms), then verified (residual below 1e-7°, about 9 ms of solar motion).
 *  - The ephemeris range of the service is 1800-01-01 02:00 UT to 2400-01-01 00:00 UT (see time.ts): a
 *    target year outside 1800–2399, or a return falling outside that range, is DATE_OUT_OF_RANGE.
 */
import { signedDelta } from '../angles.js';
import { bodyPosition, julianDayUt, utcMsFromJulianDay } from '../ephemeris.js';
import { CoreError } from '../errors.js';
import { MAX_UTC_MS, MAX_YEAR, MIN_UTC_MS, MIN_YEAR } from '../time.js';

const MIN_JD = julianDayUt(MIN_UTC_MS);
const MAX_JD = julianDayUt(MAX_UTC_MS);

/** Newton stops when a step is below this (days): 1e-9 d ≈ 0.09 ms. */
const STEP_TOLERANCE_DAYS = 1e-9;
/** Largest accepted |Sun − natal Sun| at the returned instant, degrees (≈ 9 ms of solar motion). */
const RESIDUAL_TOLERANCE_DEG = 1e-7;

function outOfRange(targetYear: number): CoreError {
  return new CoreError(
    'DATE_OUT_OF_RANGE',
    `the solar return of ${targetYear} falls outside the ephemeris range (1800-01-01 to 2399-12-31 UTC)`,
    'targetYear',
  );
}

/** JD UT of the birth's UTC month, day and time of day in `targetYear` (29 Feb → 1 Mar in a common year). */
export function birthdayAnniversaryJd(birthJdUt: number, targetYear: number): number {
  const birth = new Date(utcMsFromJulianDay(birthJdUt));
  const ms = Date.UTC(
    targetYear, birth.getUTCMonth(), birth.getUTCDate(),
    birth.getUTCHours(), birth.getUTCMinutes(), birth.getUTCSeconds(), birth.getUTCMilliseconds(),
  );
  return julianDayUt(ms);
}

/**
 * Julian Day (UT) of the solar return nearest the birthday anniversary in `targetYear` (see the module
 * comment for the conventions). `natalSunLonDeg` is the natal Sun's apparent tropical longitude.
 */
export function solarReturnJd(natalSunLonDeg: number, targetYear: number, birthJdUt: number): number {
  if (!Number.isInteger(targetYear)) {
    throw new CoreError('VALIDATION_ERROR', 'targetYear must be an integer year', 'targetYear');
  }
  if (targetYear < MIN_YEAR || targetYear > MAX_YEAR) {
    throw new CoreError('DATE_OUT_OF_RANGE', `targetYear must be between ${MIN_YEAR} and ${MAX_YEAR}`, 'targetYear');
  }
  if (!Number.isFinite(natalSunLonDeg) || !Number.isFinite(birthJdUt)) {
    throw new CoreError('VALIDATION_ERROR', 'natal Sun longitude and birth moment must be finite numbers');
  }

  // The anniversary is within a few days of the return; Newton from there converges to that return
  // (the Sun's longitude is almost linear in time: each step gains about four digits).
  let jd = Math.min(MAX_JD, Math.max(MIN_JD, birthdayAnniversaryJd(birthJdUt, targetYear)));
  let converged = false;
  for (let i = 0; i < 20; i++) {
    const sun = bodyPosition(jd, 'Sun');
    const step = signedDelta(sun.lonDeg, natalSunLonDeg) / sun.speedDegPerDay;
    let next = jd + step;
    if (next < MIN_JD || next > MAX_JD) {
      // Already at the edge and still pointed outwards: the return lies beyond the ephemeris range.
      if (jd === MIN_JD || jd === MAX_JD) throw outOfRange(targetYear);
      next = Math.min(MAX_JD, Math.max(MIN_JD, next));
    }
    jd = next;
    if (Math.abs(step) < STEP_TOLERANCE_DAYS) {
      converged = true;
      break;
    }
  }
  const residual = Math.abs(signedDelta(bodyPosition(jd, 'Sun').lonDeg, natalSunLonDeg));
  if (!converged || residual > RESIDUAL_TOLERANCE_DEG) {
    if (jd === MIN_JD || jd === MAX_JD) throw outOfRange(targetYear);
    throw new Error(`solar return search did not converge (residual ${residual}° at JD ${jd})`);
  }
  return jd;
}
