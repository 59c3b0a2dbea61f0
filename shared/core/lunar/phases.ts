/**
 * Lunar phases. The phase angle is the apparent geocentric ecliptic longitude of the Moon minus that of
 * the Sun (both of date, with aberration), the almanac definition (Astronomical Almanac, "Phases of the
 * Moon"; Meeus, Astronomical Algorithms ch. 49). Principal phases are the instants when it is 0°, 90°,
 * 180°, 270°, found by Newton iteration on the longitudes and speeds to better than 0.01 s.
 */
import { norm360, signedDelta } from '../angles.js';
import { bodyPosition, moonIlluminatedFraction, utcMsFromJulianDay } from '../ephemeris.js';

export const PRINCIPAL_PHASES = ['New Moon', 'First Quarter', 'Full Moon', 'Last Quarter'] as const;
export type PrincipalPhase = (typeof PRINCIPAL_PHASES)[number];

/** Eight phase names, each the 45° octant centred on its angle (New Moon = 337.5°…22.5°). */
const OCTANTS = [
  'New Moon', 'Waxing Crescent', 'First Quarter', 'Waxing Gibbous',
  'Full Moon', 'Waning Gibbous', 'Last Quarter', 'Waning Crescent',
] as const;

export interface PhaseState {
  phaseAngleDeg: number;
  moonLonDeg: number;
  sunLonDeg: number;
  rateDegPerDay: number;
}

export function phaseState(jdUt: number): PhaseState {
  const moon = bodyPosition(jdUt, 'Moon');
  const sun = bodyPosition(jdUt, 'Sun');
  return {
    phaseAngleDeg: norm360(moon.lonDeg - sun.lonDeg),
    moonLonDeg: moon.lonDeg,
    sunLonDeg: sun.lonDeg,
    rateDegPerDay: moon.speedDegPerDay - sun.speedDegPerDay,
  };
}

export function phaseName(angleDeg: number): string {
  return OCTANTS[Math.floor(norm360(angleDeg + 22.5) / 45) % 8];
}

/** Instant (JD UT) when the phase angle next equals `targetDeg` at or after `jdStart`. */
export function nextPhaseAngle(jdStart: number, targetDeg: number): number {
  const s = phaseState(jdStart);
  // Mean synodic rate 12.19°/day (Meeus ch. 49): a first guess within a day or so.
  let jd = jdStart + norm360(targetDeg - s.phaseAngleDeg) / 12.190749;
  for (let i = 0; i < 12; i++) {
    const st = phaseState(jd);
    const step = signedDelta(st.phaseAngleDeg, targetDeg) / st.rateDegPerDay;
    jd += step;
    if (Math.abs(step) < 1e-8) break; // ≈ 1 ms
  }
  return jd;
}

export interface PhaseEvent {
  phase: PrincipalPhase;
  angle: number;
  date: string;
}

function event(quarter: number, jd: number): PhaseEvent {
  return {
    phase: PRINCIPAL_PHASES[quarter],
    angle: quarter * 90,
    date: new Date(Math.round(utcMsFromJulianDay(jd))).toISOString(),
  };
}

/** The principal phase following `jd` (strictly after it). */
export function nextPrincipalPhase(jd: number): { quarter: number; jd: number } {
  const angle = phaseState(jd).phaseAngleDeg;
  let quarter = (Math.floor(angle / 90) + 1) % 4;
  let t = nextPhaseAngle(jd, quarter * 90);
  // Just past a phase, Newton can land on the one just passed: take the following quarter.
  if (t <= jd) {
    quarter = (quarter + 1) % 4;
    t = nextPhaseAngle(jd + 1, quarter * 90);
  }
  return { quarter, jd: t };
}

export interface MoonCalendar {
  phaseAtStart: {
    date: string;
    phase: string;
    phaseAngle: number;
    illumination: number;
    isWaxing: boolean;
    moonLongitude: number;
    sunLongitude: number;
  };
  nextPrincipalPhase: PhaseEvent;
  events: PhaseEvent[];
}

/** Phase at `jdFrom`, the next principal phase after it, and every principal phase in [jdFrom, jdTo]. */
export function moonCalendar(jdFrom: number, jdTo: number): MoonCalendar {
  const st = phaseState(jdFrom);
  const events: PhaseEvent[] = [];
  // A phase exactly at jdFrom belongs to the range: search from just before it.
  let cursor = jdFrom - 1e-7;
  let first: PhaseEvent | null = null;
  for (;;) {
    const next = nextPrincipalPhase(cursor);
    if (next.jd > jdTo) {
      first ??= event(next.quarter, next.jd);
      break;
    }
    const ev = event(next.quarter, next.jd);
    if (next.jd > jdFrom) first ??= ev;
    events.push(ev);
    cursor = next.jd + 1e-6;
  }
  return {
    phaseAtStart: {
      date: new Date(Math.round(utcMsFromJulianDay(jdFrom))).toISOString(),
      phase: phaseName(st.phaseAngleDeg),
      phaseAngle: st.phaseAngleDeg,
      illumination: moonIlluminatedFraction(jdFrom) * 100,
      isWaxing: st.phaseAngleDeg < 180,
      moonLongitude: norm360(st.moonLonDeg),
      sunLongitude: norm360(st.sunLonDeg),
    },
    nextPrincipalPhase: first ?? event(0, jdTo),
    events,
  };
}
