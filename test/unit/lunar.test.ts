/**
 * Moon phases.
 *  - US Naval Observatory, "Phases of the Moon", 2020 and 2030 (New and Full Moons, UT to the minute):
 *    test/fixtures/usno-moon-phases-2020-2030.json (source inside). Within 1 minute (USNO rounds to the
 *    minute, so ±30 s of that is rounding).
 *  - astronomy-engine 2.1.19, apparent convention, all 49 principal phases of 2027
 *    (test/fixtures/reference/moonphases.json `utc_apparent`): within 30 s (ΔT models differ by seconds).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { julianDayUt } from '../../shared/core/ephemeris.js';
import { moonCalendar, phaseName } from '../../shared/core/lunar/phases.js';
import { moonPhases } from '../helpers/reference.js';

const usno = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'usno-moon-phases-2020-2030.json'), 'utf8')) as {
  phases: { phase: string; utc: string }[];
};

function yearEvents(year: number) {
  return moonCalendar(julianDayUt(Date.UTC(year, 0, 1)), julianDayUt(Date.UTC(year + 1, 0, 1) - 1)).events;
}

describe('moon phases against the US Naval Observatory', () => {
  for (const year of [2020, 2030]) {
    it(`every New and Full Moon of ${year} is within 60 s of USNO`, () => {
      const ours = yearEvents(year).filter((e) => e.phase === 'New Moon' || e.phase === 'Full Moon');
      const theirs = usno.phases.filter((p) => p.utc.startsWith(String(year)));
      expect(theirs.length).toBe(25);
      expect(ours.map((e) => e.phase)).toEqual(theirs.map((p) => p.phase));
      ours.forEach((e, i) => {
        expect(Math.abs(Date.parse(e.date) - Date.parse(theirs[i].utc)), `${e.phase} ${e.date}`).toBeLessThanOrEqual(60_000);
      });
    });
  }
});

describe('moon phases against astronomy-engine (2027)', () => {
  it('all 49 principal phases, in order, within 30 s; and within 2 s of pyswisseph', () => {
    const ours = yearEvents(2027);
    expect(ours).toHaveLength(49);
    ours.forEach((e, i) => {
      const ref = moonPhases[i];
      expect(e.angle).toBe(ref.quarter * 90);
      expect(Math.abs(Date.parse(e.date) - Date.parse(ref.utc_apparent))).toBeLessThan(30_000);
      expect(Math.abs(Date.parse(e.date) - Date.parse(ref.utc_swisseph_apparent))).toBeLessThan(2_000);
    });
  });
});

describe('moon calendar shape', () => {
  it('reports the phase at the start and the next principal phase even beyond the range', () => {
    const from = Date.UTC(2027, 0, 1);
    const cal = moonCalendar(julianDayUt(from), julianDayUt(from + 3 * 86_400_000));
    expect(cal.events).toEqual([]);
    // first 2027 event per astronomy-engine: New Moon 2027-01-07T20:24:19Z
    expect(cal.nextPrincipalPhase.phase).toBe('New Moon');
    expect(Math.abs(Date.parse(cal.nextPrincipalPhase.date) - Date.parse('2027-01-07T20:24:19.569Z'))).toBeLessThan(30_000);
    // 2027-01-01 lies between Last Quarter (2026-12-30) and New Moon: waning, angle 270°–360°
    expect(cal.phaseAtStart.isWaxing).toBe(false);
    expect(cal.phaseAtStart.phaseAngle).toBeGreaterThan(270);
    expect(cal.phaseAtStart.illumination).toBeGreaterThan(0);
    expect(cal.phaseAtStart.illumination).toBeLessThan(50);
  });
  it('an event exactly at the range start is included', () => {
    const t = Date.parse('2027-01-22T12:17:23.468Z'); // Full Moon (pyswisseph)
    const cal = moonCalendar(julianDayUt(t - 500), julianDayUt(t + 86_400_000));
    expect(cal.events.map((e) => e.phase)).toEqual(['Full Moon']);
  });
  it('names the eight phases by 45° octants centred on the principal angles', () => {
    expect([0, 30, 90, 150, 180, 210, 270, 330].map(phaseName)).toEqual([
      'New Moon', 'Waxing Crescent', 'First Quarter', 'Waxing Gibbous', 'Full Moon', 'Waning Gibbous', 'Last Quarter', 'Waning Crescent',
    ]);
  });
});
