/**
 * For the dasha tests: the births of the 8 reference charts as the dasha systems take them, and PyJHora's
 * periods for them (test/fixtures/reference/dashas.json, an extract of the team's pyjhora_breadth.json:
 * Lahiri, mean node, dasha year 365.256364 days).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { julianDayUt, utcMsFromJulianDay } from '../../shared/core/ephemeris.js';
import { DASHA_YEAR_DAYS } from '../../shared/core/vedic/dasha.js';
import type { DashaBirth, DashaOptions, DashaSystem, Period } from '../../shared/core/vedic/dashas/types.js';
import { vedicPlanets } from '../../shared/core/vedic/planets.js';
import { charts, utcMsOf } from './reference.js';

export interface RefPeriod { lord: string | { karaka: string; planet: string }; start: string; years: number | null }
export interface RefAntar { maha: number; lord: string | { karaka: string; planet: string }; start: string }
export interface RefDasha { function: string; overrides: Record<string, unknown>; aux_return?: unknown; mahadashas: RefPeriod[]; antardashas: RefAntar[] }
interface RefDashaChart { id: string; jd_ut: number; graha: Record<string, RefDasha>; rashi: Record<string, RefDasha> }

export const dashaRef = (JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'reference', 'dashas.json'), 'utf8')) as { charts: RefDashaChart[] }).charts;

export const CHART_IDS = dashaRef.map((c) => c.id);

/** The birth of reference chart `id` (Lahiri, mean node: PyJHora's settings for these values). */
export function birthOf(id: string): DashaBirth {
  const c = charts.find((x) => x.id === id);
  if (!c) throw new Error(`no chart ${id}`);
  const jdUt = julianDayUt(utcMsOf(c));
  const offset = (Date.parse(`${c.local_datetime}Z`) - utcMsOf(c)) / 3_600_000;
  return { jdUt, lat: c.latitude, lng: c.longitude, utcOffsetHours: offset, ayanamsa: 'lahiri', nodeType: 'mean', chart: vedicPlanets(jdUt, c.latitude, c.longitude, 'lahiri', 'mean') };
}

/** PyJHora's periods of `system` ('graha' or 'rashi' table, PyJHora's module name) for chart `id`. */
export function refDasha(id: string, kind: 'graha' | 'rashi', system: string): RefDasha {
  const r = dashaRef.find((c) => c.id === id)?.[kind][system];
  if (!r) throw new Error(`no reference ${kind}/${system} for ${id}`);
  return r;
}

/** The sidereal-year options PyJHora's values use, with a system's choices. */
export function siderealOpts(choices: Record<string, string> = {}): DashaOptions {
  return { yearDays: DASHA_YEAR_DAYS.sidereal, choices };
}

/**
 * How far a period's start may be from PyJHora's. The bound is 2 days; the engine does better: the
 * Moon's longitude differs from PyJHora's by under 1″ (its ayanamsa and apparent-place conventions), which
 * moves Vimshottari starts by 0.03–0.11 days on these charts.
 */
export const START_TOLERANCE_DAYS = 0.5;

export const isoOf = (jd: number) => new Date(utcMsFromJulianDay(jd)).toISOString();
export const daysBetween = (jd: number, iso: string) => Math.abs(jd - julianDayUt(Date.parse(iso)));

/** PyJHora's periods without those of zero length (Orrery does not list them). */
export function nonZero<T extends { start: string }>(periods: readonly T[], next?: (i: number) => string | undefined): T[] {
  return periods.filter((p, i) => {
    const n = next ? next(i) : periods[i + 1]?.start;
    return n === undefined || Date.parse(n) !== Date.parse(p.start);
  });
}

/** The mahadashas of a system for a chart, as the engine sees them (no zero-length periods). */
export function mahasOf(system: DashaSystem, id: string, choices: Record<string, string> = {}): Period[] {
  return system.mahadashas(birthOf(id), siderealOpts(choices)).filter((p) => p.endJdUt > p.startJdUt);
}
