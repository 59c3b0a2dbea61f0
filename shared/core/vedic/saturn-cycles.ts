/**
 * Saturn's sidereal sign ingresses, and the Saturn cycles counted from the natal Moon's sign:
 * Sade Sati (Saturn in the 12th, 1st and 2nd sign from the Moon), Ashtama Shani (8th) and Kantaka
 * Shani (4th).
 *
 * Sources
 *  - Transits are judged from the Moon's sign (Phaladeepika ch. 26 v. 1, V. Subrahmanya Sastri's
 *    translation). Saturn's transit of the 12th, 1st and 2nd, 4th and 8th from the Moon is adverse
 *    (ch. 26 vv. 22–23 in G. S. Kapoor's translation: 12th fruitless work and losses, 1st illness and
 *    bereavement, 2nd loss of wealth, 4th losses through spouse, relatives and wealth, 8th losses and
 *    illness). The names are those of common practice: Sade Sati ("seven and a half" years, three
 *    signs of about 2½ years) with its rising (12th), peak (1st) and setting (2nd) phases, Ashtama
 *    Shani for the 8th and Kantaka/Ardhashtama Shani for the 4th (as the reference data of this
 *    project, test/fixtures/reference README "sade_sati", defines them). Some authors also call
 *    Saturn in the 7th and 10th "kantaka" (4, 7, 10 from the Moon: e.g. vinaybajrangi.com, "Shani
 *    Dhaiya, Kantaka and Shani Vahan"); here Kantaka Shani is the 4th only. PyJHora (our Jagannatha Hora reference) has no Sade Sati function, so there is no JH
 *    convention to follow for the period rules below; they are ours and documented here.
 *  - Signs are whole sidereal signs (0 = Aries): Saturn's apparent sidereal longitude
 *    (`bodyPosition` with the chosen ayanamsa) against the natal Moon's sign.
 *
 * Ingresses (`saturnIngresses`)
 *  Every instant in a range at which sidereal Saturn crosses a multiple of 30°, direct or
 *  retrograde, to better than 1 s. Bracketing is rigorous, not a fixed step, and relies on three
 *  properties of Saturn's geocentric motion, measured over the whole range 1800–2400 by a daily scan
 *  and re-checked in test/unit/saturn-cycles.test.ts:
 *   (1) |speed| ≤ 0.1307°/day (we use the bound VMAX = 0.135°/day);
 *   (2) a direct or retrograde run lasts at least 133 days (so an interval of at most 111 days
 *       holds at most one station);
 *   (3) the speed is monotone within 63 days of a station (its nearest extremum is ≥ 64 days away
 *       at daily resolution).
 *  From a known position at distance d from the nearest sign boundary, no boundary can be reached
 *  for d / VMAX days: such a span is skipped whole (one ephemeris call). Closer to a boundary we step
 *  50 days at a time. A step whose two end speeds have the same sign holds no station (2), so the
 *  longitude is monotone on it and a boundary is crossed iff the sign differs at the ends. A step
 *  with opposite end speeds holds exactly one station; by (3) the speed is monotone on it, which
 *  bounds the extreme longitude reached (|Δλ| ≤ |v_end| × time to the station); only when a boundary
 *  lies within that bound is the station located (regula falsi on the speed) and the step split into
 *  two monotone parts. Each crossing is then solved by Newton's method on the longitude from a cubic
 *  Hermite first guess, safeguarded by bisection (as the lunar phases are, shared/core/lunar/phases.ts),
 *  to a Newton step below 1e-7 day. The properties were measured with Lahiri; the ayanamsas differ in
 *  Saturn's sidereal speed by far less than the margins, and the tests compare the search with a
 *  daily scan for several of them.
 *  Cost: about 800 ephemeris calls per century (≈ 10 ms at ~12 µs a call). Ingresses do not depend
 *  on the native, so they are cached per ayanamsa in 10-year blocks: after the first request for a
 *  span, the ingress list and every period function cost microseconds to a fraction of a millisecond.
 *
 * Periods (`sadeSatiPeriods`, `ashtamaShaniPeriods`, `kantakaShaniPeriods`)
 *  - A period is a maximal interval during which Saturn is in one of the target signs (12th, 1st, 2nd
 *    from the Moon for Sade Sati; the 8th, or the 4th, alone for the others), where stays in the
 *    target signs separated by less than one year (SATURN_PERIOD_MERGE_GAP_DAYS) are joined. So a
 *    period starts at Saturn's first entry into the target signs and ends when it finally leaves
 *    them (forward out of the last sign, or, in principle, backward out of the first) without
 *    returning within a year. The rule is not sensitive to the one-year choice: over 1800–2400 a
 *    retrograde excursion out of the target signs lasts at most 232 days, and two distinct periods
 *    are always more than 20 years apart (both checked in the tests, for every Moon sign).
 *  - Start and end are the exact ingress instants (JD UT). A period already running at birth is
 *    reported whole: its start is the ingress before birth, found by searching backwards. A period
 *    still running at the end of the life span is reported whole too (its end is searched forwards).
 *    When that ingress lies outside the ephemeris range it is unknown and reported as null.
 *  - Sade Sati phases: one entry per continuous stay in one sign — rising (12th), peak (1st),
 *    setting (2nd) — with its own start and end; a retrograde return gives a phase twice (e.g.
 *    rising, peak, rising, peak, setting). Intervals inside a merged period when Saturn was back
 *    outside the three signs are listed in `gaps`; phases and gaps together tile [start, end].
 *  - Life span: 100 years from birth by default (`lifeSpanEndJd`), clipped to the ephemeris range of
 *    the service, 1800-01-01 02:00 UT to 2400-01-01 00:00 UT (shared/core/time.ts; Saturn itself is
 *    available from 1800-01-01 about 01:08 UT, its light time reaching back before the file start).
 *    Periods that overlap [birth, end of life span] are returned.
 */
import { norm360, signedDelta } from '../angles.js';
import { bodyPosition, julianDayUt, type Ayanamsa } from '../ephemeris.js';
import { CoreError } from '../errors.js';
import { MAX_UTC_MS, MIN_UTC_MS } from '../time.js';
import { SIGN_NAMES } from '../zodiac.js';

/** First and last instants (JD UT) searched: the service's ephemeris range (time.ts). */
export const SATURN_RANGE_START_JD = julianDayUt(MIN_UTC_MS);
export const SATURN_RANGE_END_JD = julianDayUt(MAX_UTC_MS);

/** Bound on |Saturn's sidereal speed| (measured maximum 0.1307°/day over 1800–2400). */
export const SATURN_SPEED_BOUND_DEG_PER_DAY = 0.135;
/** Shortest direct or retrograde run over 1800–2400 (days, measured). */
export const SATURN_MIN_RUN_DAYS = 133;
/** Smallest distance from a station to the nearest extremum of the speed over 1800–2400 (days; 64 measured daily). */
export const SATURN_MONOTONE_SPEED_DAYS = 63;
/** Step near a sign boundary (days). Must stay below SATURN_MONOTONE_SPEED_DAYS. */
export const SATURN_SEARCH_STEP_DAYS = 50;
/** Stays in the target signs separated by less than this are one period. */
export const SATURN_PERIOD_MERGE_GAP_DAYS = 365.25;
export const DEFAULT_LIFESPAN_YEARS = 100;
const YEAR_DAYS = 365.25;
/** Convergence of the root finders (days): 1e-7 day ≈ 9 ms. */
const TIME_TOL = 1e-7;

export type SaturnDirection = 'direct' | 'retrograde';

export interface SaturnIngress {
  /** Instant of the crossing (JD UT). */
  jdUt: number;
  /** Sign entered, 0 = Aries … 11 = Pisces. */
  sign: number;
  signName: string;
  /** Sign left. */
  fromSign: number;
  /** 'direct' when Saturn crosses forward (increasing longitude), 'retrograde' backward. */
  direction: SaturnDirection;
}

interface State {
  jd: number;
  /** Sidereal longitude in [0, 360). */
  lon: number;
  speed: number;
}

function saturnState(jd: number, ayanamsa: Ayanamsa): State {
  const p = bodyPosition(jd, 'Saturn', ayanamsa);
  return { jd, lon: norm360(p.lonDeg), speed: p.speedDegPerDay };
}

/** Continuous longitude of `s` on the branch of `ref` (|Δ| < 180°, always true here). */
function unwrap(ref: number, s: State): number {
  return ref + signedDelta(ref, s.lon);
}

/** Sign index of a longitude, 0 … 11. */
function signOfLon(lon: number): number {
  return Math.floor(norm360(lon) / 30) % 12;
}

function checkSign(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 0 || value > 11) {
    throw new CoreError('VALIDATION_ERROR', `${what} must be an integer 0–11, got ${value}`, what);
  }
}

function checkJd(value: number, what: string): void {
  if (!Number.isFinite(value)) throw new CoreError('VALIDATION_ERROR', `${what} must be a finite Julian day`, what);
  if (value < SATURN_RANGE_START_JD || value > SATURN_RANGE_END_JD) {
    throw new CoreError('DATE_OUT_OF_RANGE', `${what} is outside the ephemeris range (1800-01-01 02:00 UT to 2400-01-01 00:00 UT)`, what);
  }
}

/**
 * First guess for a crossing: the cubic Hermite interpolant of λ on [a, b] (end values and speeds)
 * solved for `boundary` by Newton's method in the unit interval, from the linear guess.
 */
function hermiteGuess(a: State, b: State, la: number, lb: number, boundary: number): number {
  const h = b.jd - a.jd;
  const ma = a.speed * h;
  const mb = b.speed * h;
  let u = Math.min(1, Math.max(0, (boundary - la) / (lb - la)));
  for (let i = 0; i < 8; i++) {
    const u2 = u * u;
    const u3 = u2 * u;
    const p = (2 * u3 - 3 * u2 + 1) * la + (u3 - 2 * u2 + u) * ma + (-2 * u3 + 3 * u2) * lb + (u3 - u2) * mb;
    const dp = (6 * u2 - 6 * u) * la + (3 * u2 - 4 * u + 1) * ma + (-6 * u2 + 6 * u) * lb + (3 * u2 - 2 * u) * mb;
    if (dp === 0) break;
    const next = Math.min(1, Math.max(0, u - (p - boundary) / dp));
    if (Math.abs(next - u) < 1e-12) break;
    u = next;
  }
  return a.jd + u * h;
}

/**
 * Instant in [a, b] where the continuous longitude (branch of `ref`) equals `boundary`, given that it
 * is on opposite sides at the two ends and crosses exactly once. Newton on λ(t) from the Hermite
 * guess, safeguarded by bisection on the bracket; done when the Newton step is below 1e-7 day.
 */
function solveCrossing(a: State, b: State, ref: number, boundary: number, ayanamsa: Ayanamsa): number {
  let lo = a.jd;
  let hi = b.jd;
  const fa = unwrap(ref, a) - boundary;
  const fb = unwrap(ref, b) - boundary;
  if (fa === 0) return lo;
  if (fb === 0) return hi;
  const rising = fb > 0;
  let t = hermiteGuess(a, b, unwrap(ref, a), unwrap(ref, b), boundary);
  if (!(t > lo && t < hi)) t = (lo + hi) / 2;
  for (let i = 0; i < 100; i++) {
    const s = saturnState(t, ayanamsa);
    const f = unwrap(ref, s) - boundary;
    if (f === 0) return t;
    if (f > 0 === rising) hi = t;
    else lo = t;
    const step = s.speed !== 0 ? f / s.speed : Number.NaN;
    if (Math.abs(step) < TIME_TOL) return Math.min(hi, Math.max(lo, t - step));
    let next = t - step;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    if (hi - lo < TIME_TOL) return (lo + hi) / 2;
    t = next;
  }
  return t;
}

/** The station (speed = 0) in [a, b], the end speeds having opposite signs: Illinois regula falsi. */
function findStation(a: State, b: State, ayanamsa: Ayanamsa): State {
  let lo = a;
  let hi = b;
  let flo = a.speed;
  let fhi = b.speed;
  let side = 0;
  let best = Math.abs(a.speed) < Math.abs(b.speed) ? a : b;
  let prevT = Number.NaN;
  for (let i = 0; i < 100 && hi.jd - lo.jd > TIME_TOL; i++) {
    let t = (lo.jd * fhi - hi.jd * flo) / (fhi - flo);
    if (!(t > lo.jd && t < hi.jd)) t = (lo.jd + hi.jd) / 2;
    if (Math.abs(t - prevT) < TIME_TOL) break;
    prevT = t;
    const s = saturnState(t, ayanamsa);
    best = s;
    if (s.speed === 0) return s;
    if (s.speed < 0 === flo < 0) {
      lo = s;
      flo = s.speed;
      if (side === -1) fhi /= 2;
      side = -1;
    } else {
      hi = s;
      fhi = s.speed;
      if (side === 1) flo /= 2;
      side = 1;
    }
  }
  return best;
}

/** Multiples of 30° in the half-open interval (min(x, y), max(x, y)]. */
function boundariesBetween(x: number, y: number): number[] {
  const lo = Math.min(x, y);
  const hi = Math.max(x, y);
  const out: number[] = [];
  for (let k = Math.floor(lo / 30) + 1; k * 30 <= hi; k++) out.push(k * 30);
  return out;
}

function record(jd: number, boundary: number, direct: boolean): SaturnIngress {
  const k = Math.round(boundary / 30);
  const upper = ((k % 12) + 12) % 12;
  const lower = (upper + 11) % 12;
  const sign = direct ? upper : lower;
  return { jdUt: jd, sign, signName: SIGN_NAMES[sign], fromSign: direct ? lower : upper, direction: direct ? 'direct' : 'retrograde' };
}

/** Crossings on [a, b] where λ is monotone, or has one extreme that crosses no boundary. */
function crossingsOnce(a: State, b: State, ayanamsa: Ayanamsa, out: SaturnIngress[]): void {
  const la = a.lon;
  const lb = unwrap(la, b);
  for (const boundary of boundariesBetween(la, lb)) {
    out.push(record(solveCrossing(a, b, la, boundary, ayanamsa), boundary, lb > la));
  }
}

/** One bracketing step [a, b] (b − a ≤ SATURN_SEARCH_STEP_DAYS). */
function scanStep(a: State, b: State, ayanamsa: Ayanamsa, out: SaturnIngress[]): void {
  if (a.speed >= 0 === b.speed >= 0) {
    // No station inside (property 2): λ is monotone on [a, b].
    crossingsOnce(a, b, ayanamsa, out);
    return;
  }
  // Exactly one station s inside; the speed is monotone on [a, b] (property 3), so
  // |λ(s) − λ(a)| ≤ |v_a|(s − a) and |λ(s) − λ(b)| ≤ |v_b|(b − s): the extreme is at most U.
  const la = a.lon;
  const lb = unwrap(la, b);
  const sigma = a.speed >= 0 ? 1 : -1; // +1: a maximum (retrograde station), −1: a minimum
  const va = Math.abs(a.speed);
  const vb = Math.abs(b.speed);
  const h = b.jd - a.jd;
  const x = Math.min(h, Math.max(0, (sigma * (lb - la) + vb * h) / (va + vb)));
  const bound = la + sigma * va * x;
  const nearer = sigma > 0 ? Math.max(la, lb) : Math.min(la, lb);
  // Is a boundary possibly touched between the nearer end and the bound (closed interval)?
  const k1 = Math.ceil(Math.min(nearer, bound) / 30);
  const touched = k1 * 30 <= Math.max(nearer, bound);
  if (!touched) {
    crossingsOnce(a, b, ayanamsa, out);
    return;
  }
  const s = findStation(a, b, ayanamsa);
  crossingsOnce(a, s, ayanamsa, out);
  crossingsOnce(s, b, ayanamsa, out);
}

/** Ingresses in (fromJd, toJd], appended in time order; returns Saturn's state at fromJd. */
function searchIngresses(fromJd: number, toJd: number, ayanamsa: Ayanamsa, out: SaturnIngress[]): State {
  const first = saturnState(fromJd, ayanamsa);
  let a = first;
  while (a.jd < toJd) {
    const x = a.lon / 30;
    const d = Math.min(x - Math.floor(x), Math.floor(x) + 1 - x) * 30;
    const safe = d / SATURN_SPEED_BOUND_DEG_PER_DAY;
    if (safe >= SATURN_SEARCH_STEP_DAYS) {
      // No boundary can be reached within `safe` days (property 1); safe ≤ 15°/VMAX = 111 days.
      const b = saturnState(Math.min(a.jd + safe, toJd), ayanamsa);
      if (signOfLon(b.lon) !== signOfLon(a.lon)) {
        // Impossible while property 1 holds; keep the result exact anyway (≤ 111 days: ≤ 1 station).
        if (a.speed >= 0 === b.speed >= 0) crossingsOnce(a, b, ayanamsa, out);
        else {
          const s = findStation(a, b, ayanamsa);
          crossingsOnce(a, s, ayanamsa, out);
          crossingsOnce(s, b, ayanamsa, out);
        }
      }
      a = b;
    } else {
      const b = saturnState(Math.min(a.jd + SATURN_SEARCH_STEP_DAYS, toJd), ayanamsa);
      scanStep(a, b, ayanamsa, out);
      a = b;
    }
  }
  return first;
}

/**
 * Saturn's ingresses do not depend on the native: they are computed once per ayanamsa, in blocks of
 * SATURN_CACHE_BLOCK_DAYS aligned on the start of the ephemeris range, and kept (the whole range
 * holds about 510 ingresses per ayanamsa). Block k covers (R + k·B, R + (k+1)·B]; it also records
 * Saturn's sign at its start, so the sign at any instant follows from the cache alone.
 */
export const SATURN_CACHE_BLOCK_DAYS = 3652.5;
interface IngressBlock {
  startSign: number;
  ingresses: SaturnIngress[];
}
const blockCache = new Map<Ayanamsa, Map<number, IngressBlock>>();

function blockStart(k: number): number {
  return SATURN_RANGE_START_JD + k * SATURN_CACHE_BLOCK_DAYS;
}

function getBlock(k: number, ayanamsa: Ayanamsa): IngressBlock {
  let byAyanamsa = blockCache.get(ayanamsa);
  if (!byAyanamsa) {
    byAyanamsa = new Map();
    blockCache.set(ayanamsa, byAyanamsa);
  }
  let block = byAyanamsa.get(k);
  if (!block) {
    const start = blockStart(k);
    const end = Math.min(SATURN_RANGE_END_JD, blockStart(k + 1));
    const ingresses: SaturnIngress[] = [];
    const first = searchIngresses(start, end, ayanamsa, ingresses);
    block = { startSign: signOfLon(first.lon), ingresses };
    byAyanamsa.set(k, block);
  }
  return block;
}

function blockIndex(jd: number): number {
  const k = Math.floor((jd - SATURN_RANGE_START_JD) / SATURN_CACHE_BLOCK_DAYS);
  return Math.max(0, Math.min(k, Math.floor((SATURN_RANGE_END_JD - SATURN_RANGE_START_JD) / SATURN_CACHE_BLOCK_DAYS)));
}

/** Empties the ingress cache (for timing measurements and tests). */
export function clearSaturnIngressCache(): void {
  blockCache.clear();
}

/** Cached ingresses in [fromJd, toJd] and Saturn's sign at fromJd (both within the range). */
function cachedIngresses(fromJd: number, toJd: number, ayanamsa: Ayanamsa): { signAtFrom: number; ingresses: SaturnIngress[] } {
  const k0 = blockIndex(fromJd);
  const k1 = blockIndex(toJd);
  let sign = getBlock(k0, ayanamsa).startSign;
  const ingresses: SaturnIngress[] = [];
  for (let k = k0; k <= k1; k++) {
    for (const ing of getBlock(k, ayanamsa).ingresses) {
      if (ing.jdUt < fromJd) sign = ing.sign;
      else if (ing.jdUt <= toJd) ingresses.push(ing);
    }
  }
  return { signAtFrom: sign, ingresses };
}

/**
 * Every sign ingress of sidereal Saturn in [fromJd, toJd] (JD UT), in time order, each to better
 * than 1 s. The range must lie within the ephemeris range (SATURN_RANGE_START_JD … _END_JD).
 */
export function saturnIngresses(fromJd: number, toJd: number, ayanamsa: Ayanamsa): SaturnIngress[] {
  checkJd(fromJd, 'fromJd');
  checkJd(toJd, 'toJd');
  if (!(toJd > fromJd)) throw new CoreError('VALIDATION_ERROR', 'toJd must be after fromJd', 'toJd');
  return cachedIngresses(fromJd, toJd, ayanamsa).ingresses.map((i) => ({ ...i }));
}

/** The same search without the cache (for tests and timing). */
export function saturnIngressesUncached(fromJd: number, toJd: number, ayanamsa: Ayanamsa): SaturnIngress[] {
  checkJd(fromJd, 'fromJd');
  checkJd(toJd, 'toJd');
  if (!(toJd > fromJd)) throw new CoreError('VALIDATION_ERROR', 'toJd must be after fromJd', 'toJd');
  const out: SaturnIngress[] = [];
  // An ingress exactly at fromJd belongs to the range: start a hair earlier when possible.
  searchIngresses(Math.max(SATURN_RANGE_START_JD, fromJd - 1e-6), toJd, ayanamsa, out);
  return out.filter((i) => i.jdUt >= fromJd && i.jdUt <= toJd);
}

// ---------------------------------------------------------------------------------------------
// Phases and periods
// ---------------------------------------------------------------------------------------------

export type SadeSatiPhase = 'rising' | 'peak' | 'setting';

/** House (1 … 12) of `sign` counted from `fromSign` (whole signs, `fromSign` itself is the 1st). */
export function houseFrom(fromSign: number, sign: number): number {
  return ((((sign - fromSign) % 12) + 12) % 12) + 1;
}

/** Sade Sati phase of Saturn in `saturnSign` for a native whose Moon is in `moonSign`. */
export function saturnPhaseAt(moonSign: number, saturnSign: number): SadeSatiPhase | null {
  checkSign(moonSign, 'moonSign');
  checkSign(saturnSign, 'saturnSign');
  const h = houseFrom(moonSign, saturnSign);
  return h === 12 ? 'rising' : h === 1 ? 'peak' : h === 2 ? 'setting' : null;
}

/** End of the default life span searched: `years` Julian years after birth, clipped to the ephemeris range. */
export function lifeSpanEndJd(birthJd: number, years: number = DEFAULT_LIFESPAN_YEARS): number {
  if (!(years > 0)) throw new CoreError('VALIDATION_ERROR', 'the life span must be a positive number of years', 'years');
  return Math.min(SATURN_RANGE_END_JD, birthJd + years * YEAR_DAYS);
}

/** A continuous stay of Saturn in one sign; null where the ingress lies outside the ephemeris range. */
export interface SaturnSignStay {
  start: number | null;
  end: number | null;
  saturnSign: number;
  saturnSignName: string;
}

export interface SadeSatiPhaseRecord extends SaturnSignStay {
  phase: SadeSatiPhase;
}

export interface SadeSatiPeriod {
  /** First entry into the 12th (JD UT), or null when before the ephemeris range. */
  start: number | null;
  /** Final exit (JD UT), or null when after the ephemeris range. */
  end: number | null;
  /** Stays in the 12th/1st/2nd sign, in time order. */
  phases: SadeSatiPhaseRecord[];
  /** Stays outside the three signs inside the period (retrograde excursions, each < 1 year). */
  gaps: SaturnSignStay[];
}

/** Ashtama (8th) or Kantaka (4th) Shani period: the spec's record. */
export interface SaturnSignPeriod {
  start: number | null;
  end: number | null;
  saturnSign: number;
  saturnSignName: string;
}

interface MergedPeriod {
  start: number | null;
  end: number | null;
  stays: SaturnSignStay[];
  gaps: SaturnSignStay[];
}

/** Saturn's stays in each sign covering [fromJd, toJd] (the first and last may extend beyond). */
function saturnStays(fromJd: number, toJd: number, ayanamsa: Ayanamsa): SaturnSignStay[] {
  const a = Math.max(SATURN_RANGE_START_JD, fromJd);
  const b = Math.min(SATURN_RANGE_END_JD, toJd);
  const { signAtFrom, ingresses } = cachedIngresses(a, b, ayanamsa);
  const stays: SaturnSignStay[] = [];
  let sign = signAtFrom;
  let start: number | null = null;
  for (const ing of ingresses) {
    if (ing.fromSign !== sign) throw new Error(`saturnStays: inconsistent ingress sequence at JD ${ing.jdUt}`);
    stays.push({ start, end: ing.jdUt, saturnSign: sign, saturnSignName: SIGN_NAMES[sign] });
    sign = ing.sign;
    start = ing.jdUt;
  }
  stays.push({ start, end: null, saturnSign: sign, saturnSignName: SIGN_NAMES[sign] });
  return stays;
}

function overlapping(periods: MergedPeriod[], fromJd: number, toJd: number): MergedPeriod[] {
  return periods.filter((p) => (p.end === null || p.end > fromJd) && (p.start === null || p.start < toJd));
}

/**
 * Saturn's stays over a window reaching `margin` days beyond [fromJd, toJd], wide enough that every
 * period of `targets` overlapping [fromJd, toJd] is complete: its start and end are ingresses inside
 * the window, at least one merge limit from its edges (so no earlier or later stay that the merging
 * rule would join is missed). Otherwise the window is widened, up to the ephemeris range, where an
 * ingress outside the range stays unknown (null).
 */
function staysCovering(targets: ReadonlySet<number>, fromJd: number, toJd: number, ayanamsa: Ayanamsa): SaturnSignStay[] {
  let margin = 15 * YEAR_DAYS;
  for (;;) {
    const wa = Math.max(SATURN_RANGE_START_JD, fromJd - margin);
    const wb = Math.min(SATURN_RANGE_END_JD, toJd + margin);
    const stays = saturnStays(wa, wb, ayanamsa);
    const rel = overlapping(mergeStays(stays, targets), fromJd, toJd);
    const lowOk = wa <= SATURN_RANGE_START_JD || rel.every((p) => p.start !== null && p.start - wa >= SATURN_PERIOD_MERGE_GAP_DAYS);
    const highOk = wb >= SATURN_RANGE_END_JD || rel.every((p) => p.end !== null && wb - p.end >= SATURN_PERIOD_MERGE_GAP_DAYS);
    if (lowOk && highOk) return stays;
    margin *= 2;
  }
}

/** Maximal runs of stays in `targets`, joined across gaps shorter than the merge limit. */
function mergeStays(stays: SaturnSignStay[], targets: ReadonlySet<number>): MergedPeriod[] {
  const runs: { first: number; last: number }[] = [];
  for (let i = 0; i < stays.length; i++) {
    if (!targets.has(stays[i].saturnSign)) continue;
    const prev = runs[runs.length - 1];
    if (prev && prev.last === i - 1) prev.last = i;
    else runs.push({ first: i, last: i });
  }
  const merged: { first: number; last: number }[] = [];
  for (const r of runs) {
    const prev = merged[merged.length - 1];
    if (prev) {
      const gapStart = stays[prev.last].end;
      const gapEnd = stays[r.first].start;
      if (gapStart !== null && gapEnd !== null && gapEnd - gapStart < SATURN_PERIOD_MERGE_GAP_DAYS) {
        prev.last = r.last;
        continue;
      }
    }
    merged.push({ ...r });
  }
  return merged.map(({ first, last }) => {
    const inside = stays.slice(first, last + 1);
    return {
      start: stays[first].start,
      end: stays[last].end,
      stays: inside.filter((s) => targets.has(s.saturnSign)),
      gaps: inside.filter((s) => !targets.has(s.saturnSign)),
    };
  });
}

function lifeSpan(moonSign: number, birthJd: number, endJd: number | undefined): { from: number; to: number } {
  checkSign(moonSign, 'moonSign');
  checkJd(birthJd, 'birthJd');
  if (endJd !== undefined && !Number.isFinite(endJd)) throw new CoreError('VALIDATION_ERROR', 'endJd must be a finite Julian day', 'endJd');
  const to = endJd === undefined ? lifeSpanEndJd(birthJd) : Math.min(SATURN_RANGE_END_JD, endJd);
  if (!(to > birthJd)) throw new CoreError('VALIDATION_ERROR', 'endJd must be after birthJd', 'endJd');
  return { from: birthJd, to };
}

const SADE_SATI_HOUSES: Record<number, SadeSatiPhase> = { 12: 'rising', 1: 'peak', 2: 'setting' };

function sadeSatiTargets(moonSign: number): Set<number> {
  return new Set([(moonSign + 11) % 12, moonSign, (moonSign + 1) % 12]);
}

function toSadeSati(moonSign: number, p: MergedPeriod): SadeSatiPeriod {
  return {
    start: p.start,
    end: p.end,
    phases: p.stays.map((s) => ({ phase: SADE_SATI_HOUSES[houseFrom(moonSign, s.saturnSign)], ...s })),
    gaps: p.gaps,
  };
}

function toSignPeriod(p: MergedPeriod, sign: number): SaturnSignPeriod {
  return { start: p.start, end: p.end, saturnSign: sign, saturnSignName: SIGN_NAMES[sign] };
}

function signPeriods(sign: number, from: number, to: number, ayanamsa: Ayanamsa): SaturnSignPeriod[] {
  const targets = new Set([sign]);
  return overlapping(mergeStays(staysCovering(targets, from, to, ayanamsa), targets), from, to).map((p) => toSignPeriod(p, sign));
}

/**
 * Every Sade Sati overlapping the native's life span [birthJd, endJd] (default: 100 years,
 * `lifeSpanEndJd`), with its phases. See the header for the period and merging rules.
 */
export function sadeSatiPeriods(moonSign: number, birthJd: number, endJd: number | undefined, ayanamsa: Ayanamsa): SadeSatiPeriod[] {
  const { from, to } = lifeSpan(moonSign, birthJd, endJd);
  const targets = sadeSatiTargets(moonSign);
  return overlapping(mergeStays(staysCovering(targets, from, to, ayanamsa), targets), from, to).map((p) => toSadeSati(moonSign, p));
}

/** Every Ashtama Shani (Saturn in the 8th sign from the Moon) overlapping the life span. */
export function ashtamaShaniPeriods(moonSign: number, birthJd: number, endJd: number | undefined, ayanamsa: Ayanamsa): SaturnSignPeriod[] {
  const { from, to } = lifeSpan(moonSign, birthJd, endJd);
  return signPeriods((moonSign + 7) % 12, from, to, ayanamsa);
}

/** Every Kantaka (Ardhashtama) Shani (Saturn in the 4th sign from the Moon) overlapping the life span. */
export function kantakaShaniPeriods(moonSign: number, birthJd: number, endJd: number | undefined, ayanamsa: Ayanamsa): SaturnSignPeriod[] {
  const { from, to } = lifeSpan(moonSign, birthJd, endJd);
  return signPeriods((moonSign + 3) % 12, from, to, ayanamsa);
}

export interface SaturnCycleReport {
  /** Saturn's sign at `atJd` and its house from the Moon. */
  saturnSign: number;
  saturnSignName: string;
  saturnHouseFromMoon: number;
  sadeSati: { isActive: boolean; phase: SadeSatiPhase | null; periods: SadeSatiPeriod[] };
  ashtamaShani: { isCurrentlyActive: boolean; periods: SaturnSignPeriod[] };
  kantakaShani: { isCurrentlyActive: boolean; periods: SaturnSignPeriod[] };
}

/**
 * Sade Sati, Ashtama and Kantaka Shani in one pass (one ingress search shared by the three): the
 * periods over the life span and the state at `atJd`, judged from Saturn's sign at that instant.
 */
export function saturnCycles(
  moonSign: number, birthJd: number, atJd: number, ayanamsa: Ayanamsa, opts: { endJd?: number } = {},
): SaturnCycleReport {
  const { from, to } = lifeSpan(moonSign, birthJd, opts.endJd);
  checkJd(atJd, 'atJd');
  const sade = sadeSatiTargets(moonSign);
  const eighth = (moonSign + 7) % 12;
  const fourth = (moonSign + 3) % 12;
  const all = new Set([...sade, eighth, fourth]);
  // One ingress search serves the three: a window complete for the union of their signs is complete
  // for each (every period of one family lies inside a merged period of the union).
  const stays = staysCovering(all, from, to, ayanamsa);
  const pick = (targets: ReadonlySet<number>) => overlapping(mergeStays(stays, targets), from, to);
  const saturnSign = signOfLon(saturnState(atJd, ayanamsa).lon);
  const house = houseFrom(moonSign, saturnSign);
  const phase = saturnPhaseAt(moonSign, saturnSign);
  return {
    saturnSign,
    saturnSignName: SIGN_NAMES[saturnSign],
    saturnHouseFromMoon: house,
    sadeSati: { isActive: phase !== null, phase, periods: pick(sade).map((p) => toSadeSati(moonSign, p)) },
    ashtamaShani: { isCurrentlyActive: house === 8, periods: pick(new Set([eighth])).map((p) => toSignPeriod(p, eighth)) },
    kantakaShani: { isCurrentlyActive: house === 4, periods: pick(new Set([fourth])).map((p) => toSignPeriod(p, fourth)) },
  };
}
