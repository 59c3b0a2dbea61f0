/**
 * When a body's apparent tropical longitude crosses a given longitude, and when its longitude speed is
 * zero (its stations): the searches behind lunar and planet returns and the stations endpoint.
 *
 * Conventions (those of the Swiss Ephemeris reference values, README-western-breadth.md §4, §5, meta):
 *  - the longitude and speed are `bodyPosition(jd, body)`: apparent, geocentric, tropical of date, the
 *    speed being the Swiss Ephemeris' own (`calc_ut` with SEFLG_SPEED), so a return chart reproduces the
 *    natal longitude and a station is where the reported speed is 0;
 *  - a station is retrograde where the speed turns from + to −, direct where it turns from − to +;
 *  - a crossing's direction is the sign of the speed at it (direct or retrograde).
 *
 * Search: no crossing can happen while the body is farther from the target than it can travel, so the scan
 * jumps by distance / (largest speed the body ever has), and never by less than a step short enough to hold
 * at most one station (retrograde and direct spans are longer: Mercury's retrogrades last about 20 days). A
 * step that holds a station is split at it, so the two crossings of a near-station loop inside one step are
 * not lost. Roots are refined by regula falsi (Illinois) inside their bracket to 1e-9 day (0.09 ms) on the
 * longitude, 1e-8 day (0.9 ms) on the speed.
 */
import { signedDelta } from '../angles.js';
import { bodyPosition, type Body } from '../ephemeris.js';

/** The bodies whose returns and stations are searched: the Sun, the Moon and the eight planets. */
export const CROSSING_BODIES = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
export type CrossingBody = (typeof CROSSING_BODIES)[number];
/** The bodies that have stations (the Sun and Moon never go retrograde). */
export const STATION_BODIES = ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
export type StationBody = (typeof STATION_BODIES)[number];

interface Motion {
  /** An upper bound of |apparent geocentric longitude speed|, degrees/day, with margin (1800–2400). */
  maxSpeed: number;
  /** A step that can hold at most one station (well under the shortest retrograde or direct span), days. */
  step: number;
  /** Mean sidereal period, days (the longest wait for a return, with the retrograde loop added). */
  period: number;
}

/**
 * Largest geocentric speeds, measured over 1800–2400 with this ephemeris (0.5-day samples, the Moon's 0.05):
 * Sun 1.020, Moon 15.40, Mercury 2.203, Venus 1.259, Mars 0.792, Jupiter 0.243, Saturn 0.134, Uranus 0.065,
 * Neptune 0.043, Pluto 0.041 °/day, rounded up with margin. The shortest spans between two stations over the
 * same years: Mercury 19.5 days, Venus 40.5, Mars 59.5, Jupiter 117.5, Saturn 133.5, Uranus 149, Neptune and
 * Pluto 156, so each `step` (at most 0.41 of these) holds at most one station.
 */
const MOTION: Record<CrossingBody, Motion> = {
  Sun: { maxSpeed: 1.1, step: 2, period: 365.26 },
  Moon: { maxSpeed: 16, step: 0.25, period: 27.33 },
  Mercury: { maxSpeed: 2.5, step: 8, period: 365.26 },
  Venus: { maxSpeed: 1.4, step: 16, period: 365.26 },
  Mars: { maxSpeed: 0.9, step: 24, period: 686.98 },
  Jupiter: { maxSpeed: 0.3, step: 45, period: 4332.59 },
  Saturn: { maxSpeed: 0.15, step: 50, period: 10759.22 },
  Uranus: { maxSpeed: 0.08, step: 60, period: 30688.5 },
  Neptune: { maxSpeed: 0.05, step: 60, period: 60182 },
  Pluto: { maxSpeed: 0.05, step: 60, period: 90560 },
};

export type Direction = 'direct' | 'retrograde';

export interface Crossing {
  jdUt: number;
  direction: Direction;
}

export interface Station {
  jdUt: number;
  /** retrograde: the speed turns negative; direct: it turns positive. */
  kind: Direction;
  lonDeg: number;
}

const LON_TOLERANCE_DAYS = 1e-9;
const SPEED_TOLERANCE_DAYS = 1e-8;

/** The longest wait, in days, from any moment to a body's next return and the end of its loop. */
export function returnSearchSpan(body: CrossingBody): number {
  // A return can wait a whole period plus a retrograde loop (under a year) beyond it.
  return MOTION[body].period * 1.1 + 400;
}

/**
 * The root of f in [a, b], where f(a) and f(b) differ in sign and f is monotonic (a station splits the
 * intervals): the Illinois variant of regula falsi (Dowell & Jarratt 1971), which keeps the bracket and
 * converges superlinearly, until two estimates are within `tol` days.
 */
function bracketRoot(f: (t: number) => number, a: number, b: number, fa: number, fb: number, tol: number): number {
  let side = 0;
  let c = a;
  for (let i = 0; i < 100; i++) {
    const prev = c;
    c = (a * fb - b * fa) / (fb - fa);
    if (!(c > a && c < b)) c = (a + b) / 2;
    const fc = f(c);
    if (fc === 0 || Math.abs(c - prev) < tol || b - a < tol) return c;
    if (fc > 0 === fb > 0) {
      b = c;
      fb = fc;
      if (side === -1) fa /= 2;
      side = -1;
    } else {
      a = c;
      fa = fc;
      if (side === 1) fb /= 2;
      side = 1;
    }
  }
  return c;
}

/** The speed's root in [a, b] (its sign differs at the ends). */
function stationIn(body: Body, a: number, b: number): number {
  const v = (t: number) => bodyPosition(t, body).speedDegPerDay;
  return bracketRoot(v, a, b, v(a), v(b), SPEED_TOLERANCE_DAYS);
}

/** The longitude's root in [a, b], where λ − target changes sign monotonically from fa to fb. */
function crossingIn(body: Body, target: number, a: number, b: number, fa: number, fb: number): number {
  return bracketRoot((t) => signedDelta(target, bodyPosition(t, body).lonDeg), a, b, fa, fb, LON_TOLERANCE_DAYS);
}

/** A sign change of λ − target between two samples (not the wrap at ±180°): a crossing lies between them. */
function changes(fa: number, fb: number): boolean {
  if (Math.abs(fa) > 90 || Math.abs(fb) > 90) return false;
  return (fa < 0 && fb >= 0) || (fa > 0 && fb <= 0);
}

/**
 * Every crossing of `targetLon` in (fromJd, toJd], in time order; stops after `limit` crossings.
 */
export function longitudeCrossings(body: CrossingBody, targetLon: number, fromJd: number, toJd: number, limit = Infinity): Crossing[] {
  const { maxSpeed, step } = MOTION[body];
  const out: Crossing[] = [];
  const found = (jd: number) => {
    const v = bodyPosition(jd, body).speedDegPerDay;
    out.push({ jdUt: jd, direction: v < 0 ? 'retrograde' : 'direct' });
  };
  let t = fromJd;
  let p = bodyPosition(t, body);
  let f = signedDelta(targetLon, p.lonDeg);
  while (t < toJd && out.length < limit) {
    const jump = Math.abs(f) / maxSpeed;
    const near = jump < step;
    const t2 = Math.min(toJd, t + (near ? step : jump));
    const p2 = bodyPosition(t2, body);
    const f2 = signedDelta(targetLon, p2.lonDeg);
    if (near && p.speedDegPerDay > 0 !== p2.speedDegPerDay > 0) {
      // A station inside the step: each side of it is monotonic and may hold one crossing.
      const s = stationIn(body, t, t2);
      const fs = signedDelta(targetLon, bodyPosition(s, body).lonDeg);
      if (changes(f, fs)) found(crossingIn(body, targetLon, t, s, f, fs));
      if (out.length < limit && changes(fs, f2)) found(crossingIn(body, targetLon, s, t2, fs, f2));
    } else if (changes(f, f2)) {
      found(crossingIn(body, targetLon, t, t2, f, f2));
    }
    t = t2;
    p = p2;
    f = f2;
  }
  return out;
}

/** Every station in (fromJd, toJd], in time order. */
export function stations(body: StationBody, fromJd: number, toJd: number): Station[] {
  const { step } = MOTION[body];
  const out: Station[] = [];
  let t = fromJd;
  let up = bodyPosition(t, body).speedDegPerDay > 0;
  while (t < toJd) {
    const t2 = Math.min(toJd, t + step);
    const up2 = bodyPosition(t2, body).speedDegPerDay > 0;
    if (up !== up2) {
      const jd = stationIn(body, t, t2);
      out.push({ jdUt: jd, kind: up ? 'retrograde' : 'direct', lonDeg: bodyPosition(jd, body).lonDeg });
    }
    t = t2;
    up = up2;
  }
  return out;
}

/** The `n`-th station after `fromJd` (n ≥ 1), searched up to `toJd`; null if there are fewer. */
function nthStationAfter(body: StationBody, fromJd: number, n: number, toJd: number): number | null {
  const { step } = MOTION[body];
  let t = fromJd;
  let up = bodyPosition(t, body).speedDegPerDay > 0;
  let count = 0;
  while (t < toJd) {
    const t2 = Math.min(toJd, t + step);
    const up2 = bodyPosition(t2, body).speedDegPerDay > 0;
    if (up !== up2 && ++count === n) return stationIn(body, t, t2);
    t = t2;
    up = up2;
  }
  return null;
}

const hasStations = (body: CrossingBody): body is StationBody => body !== 'Sun' && body !== 'Moon';

/**
 * The first return of `body` to `targetLon` after `fromJd`, with the crossings of the same retrograde loop:
 * after each crossing, the next one belongs to the return when it comes before the body's second station
 * after it (a direct crossing is followed by a retrograde station, the retrograde crossing back, a direct
 * station and the direct crossing again, each before the next station). So a return has 1 or 3 crossings
 * (2 when `fromJd` falls inside a loop: only crossings after `fromJd` count). The Sun and the Moon have no
 * stations: one crossing. Empty if there is no crossing before `maxJd`.
 */
export function returnCrossings(body: CrossingBody, targetLon: number, fromJd: number, maxJd: number): Crossing[] {
  const first = longitudeCrossings(body, targetLon, fromJd, Math.min(maxJd, fromJd + returnSearchSpan(body)), 1);
  if (first.length === 0 || !hasStations(body)) return first;
  const out = [first[0]];
  for (;;) {
    const last = out[out.length - 1].jdUt;
    const bound = nthStationAfter(body, last, 2, Math.min(maxJd, last + 2 * MOTION[body].period));
    if (bound === null) return out;
    const next = longitudeCrossings(body, targetLon, last + LON_TOLERANCE_DAYS * 10, bound, 1);
    // A crossing in the same direction as the last is the next return (Venus can come round again before
    // its next loop), not part of this one.
    if (next.length === 0 || next[0].direction === out[out.length - 1].direction) return out;
    out.push(next[0]);
  }
}
