/** Loads the copied reference files (test/fixtures/reference, provenance in its README). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '..', 'fixtures', 'reference');
function load<T>(name: string): T {
  return JSON.parse(readFileSync(join(dir, name), 'utf8')) as T;
}

export interface RefChart {
  id: string;
  label: string;
  local_datetime: string;
  latitude: number;
  longitude: number;
  timezone: string;
  utc_offset: string;
  utc_datetime: string;
}
interface Body3 { longitude: number; latitude: number; speed: number }
export interface SwissChart {
  id: string;
  jd_ut: number;
  ayanamsa_lahiri_mean: number;
  ayanamsa_lahiri_true: number;
  tropical_apparent: Record<string, Body3>;
  sidereal_lahiri_apparent: Record<string, number>;
  ascendant_sidereal_lahiri: number;
  houses_tropical: Record<string, { code: string; cusps: number[]; ascendant: number; mc: number }>;
}
export interface PyjPosition {
  longitude: number; sign_index: number; nakshatra_index: number; nakshatra: string; pada: number;
  kp: { sign_lord: string; star_lord: string; sub_lord: string; sub_sub_lord: string };
  navamsa_sign_index: number; whole_sign_house: number;
}
export interface PyjChart {
  id: string;
  positions: Record<string, PyjPosition>;
  retrograde_planets: string[];
  friendships: Record<string, { natural: Record<string, string> }>;
}
export interface MoonPhaseRef { quarter: number; name: string; utc_apparent: string; utc_swisseph_apparent: string }

export const charts = load<{ charts: RefChart[] }>('charts.json').charts;
export const swiss = load<{ charts: SwissChart[] }>('swisseph.json').charts;
export const pyjhora = load<{ charts: PyjChart[] }>('pyjhora.json').charts;
export const moonPhases = load<{ phases: MoonPhaseRef[] }>('moonphases.json').phases;

export function utcMsOf(c: RefChart): number {
  return Date.parse(c.utc_datetime);
}

/** Arc-second difference of two longitudes (wrap-safe). */
export function arcsecDiff(a: number, b: number): number {
  const d = Math.abs(((a - b + 540) % 360) - 180);
  return d * 3600;
}
