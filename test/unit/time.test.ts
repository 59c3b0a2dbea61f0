/**
 * Local wall time → UTC (../API-DECISIONS.md "zone resolution", "DST gap / overlap").
 * Expected offsets are those of the IANA tz database (tzdata `asia`, `northamerica`, `europe` files):
 *  - Asia/Kolkata: IST +05:30, with war time +06:30 from 1941 Oct to 1942 May 15 and 1942 Sep to 1945 Oct 15.
 *  - Asia/Kathmandu: +05:30 until 1986, +05:45 from 1986.
 *  - America/New_York: 2021-03-14 02:00 EST → 03:00 EDT (gap); 2021-11-07 02:00 EDT → 01:00 EST (overlap).
 *  - Europe/Paris: LMT +0:09:21 until 1891 Mar 16 (then PMT): before that we use the birth longitude's mean time.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoreError } from '../../shared/core/errors.js';
import { IANAZone } from 'luxon';
import { FIRST_TRANSITIONS } from '../../shared/core/tz-first-transitions.js';
import {
  FIRST_TRANSITIONS_APPLY,
  firstTransitionMs,
  formatOffset,
  resolveLocalMoment as resolveLocalMomentCore,
  wallClockOffsetSeconds,
  zoneForPlace,
} from '../../shared/core/time.js';
import { charts } from '../helpers/reference.js';
import { rendered } from '../helpers/text.js';

const resolveLocalMoment = rendered(resolveLocalMomentCore);

const KOLKATA = { lat: 22.5726, lng: 88.3639 };
const KATHMANDU = { lat: 27.7172, lng: 85.324 };
const NYC = { lat: 40.7128, lng: -74.006 };

function utc(date: string, place: { lat: number; lng: number }, extra: { timezone?: string; utcOffset?: string } = {}) {
  return resolveLocalMoment({ date, ...place, ...extra });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('time: historical offsets from the tz database', () => {
  it('a Kolkata birth in 1943 uses war time +06:30', () => {
    const r = utc('1943-06-01T12:00:00', KOLKATA);
    expect(r.timezone).toBe('Asia/Kolkata');
    expect(formatOffset(r.offsetSeconds)).toBe('+06:30');
    expect(new Date(r.utcMs).toISOString()).toBe('1943-06-01T05:30:00.000Z');
  });
  it('a Kolkata birth in 1942 between May 15 and September uses +05:30, and after 1945 Oct 15 too', () => {
    expect(formatOffset(utc('1942-07-01T12:00:00', KOLKATA).offsetSeconds)).toBe('+05:30');
    expect(formatOffset(utc('1946-01-01T12:00:00', KOLKATA).offsetSeconds)).toBe('+05:30');
    expect(formatOffset(utc('1945-01-01T12:00:00', KOLKATA).offsetSeconds)).toBe('+06:30');
  });
  it('Nepal is +05:30 before 1986 and +05:45 after', () => {
    expect(formatOffset(utc('1985-06-01T12:00:00', KATHMANDU).offsetSeconds)).toBe('+05:30');
    const after = utc('1987-06-01T12:00:00', KATHMANDU);
    expect(formatOffset(after.offsetSeconds)).toBe('+05:45');
    expect(new Date(after.utcMs).toISOString()).toBe('1987-06-01T06:15:00.000Z');
  });
  it('a New York birth in the spring-forward gap moves forward by the gap, with a warning', () => {
    const r = utc('2021-03-14T02:30:00', NYC);
    expect(new Date(r.utcMs).toISOString()).toBe('2021-03-14T07:30:00.000Z'); // = 03:30 EDT
    expect(formatOffset(r.offsetSeconds)).toBe('-04:00');
    expect(r.warnings[0]).toMatch(/does not exist/);
  });
  it('a New York birth in the fall-back overlap takes the earlier (EDT) instant whatever today is', () => {
    for (const today of ['2026-01-15T12:00:00Z', '2026-07-15T12:00:00Z']) {
      vi.useFakeTimers();
      vi.setSystemTime(new Date(today));
      const r = utc('2021-11-07T01:30:00', NYC);
      expect(new Date(r.utcMs).toISOString()).toBe('2021-11-07T05:30:00.000Z');
      expect(formatOffset(r.offsetSeconds)).toBe('-04:00');
      expect(r.warnings[0]).toMatch(/ambiguous/);
      vi.useRealTimers();
    }
  });
  it('a Paris birth in 1880 (tzdb LMT) uses the mean time of the birth longitude, not of Paris', () => {
    // Versailles, 2.1301° E: 2.1301 × 240 s = 511 s = +00:08:31 (Paris's LMT in tzdb is +0:09:21).
    const r = utc('1880-06-01T12:00:00', { lat: 48.8049, lng: 2.1301 });
    expect(r.timezone).toBe('Europe/Paris');
    expect(r.localMeanTime).toBe(true);
    expect(formatOffset(r.offsetSeconds)).toBe('+00:08:31');
    expect(new Date(r.utcMs).toISOString()).toBe('1880-06-01T11:51:29.000Z');
  });
  it('after France moved to WET (1911 Mar 11, +00:00) tzdb history is used again', () => {
    // Paris's PMT (1891–1911) kept LMT's offset, so the first offset change in tzdb is 1911; see README "Time".
    const r = utc('1912-01-15T12:00:00', { lat: 48.8049, lng: 2.1301 });
    expect(r.localMeanTime).toBe(false);
    expect(formatOffset(r.offsetSeconds)).toBe('+00:00');
  });
});

describe('time: offsets read from the wall clock', () => {
  it('equal luxon IANAZone.offset in every zone of the runtime, 1700–2400, fractional milliseconds included', () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const zones = [...Intl.supportedValuesOf('timeZone'), 'Etc/GMT+12', 'Etc/GMT-14', 'Europe/Kiev'];
    const lo = Date.UTC(1700, 0, 1);
    const span = Date.UTC(2400, 0, 1) - lo;
    let checked = 0;
    for (const name of zones) {
      const zone = IANAZone.create(name);
      for (let i = 0; i < 40; i++) {
        const ms = Math.floor(lo + rnd() * span) + (i % 4 === 0 ? 0.5 : 0);
        const ours = wallClockOffsetSeconds(name, ms);
        expect(ours, `${name} ${ms}`).not.toBeNull();
        expect(ours, `${name} ${ms}`).toBe(Math.round(zone.offset(ms) * 60));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });

  // Zones whose offset returns to its 1700 value after leaving it (Lagos, Santiago …) or that begin late (Troll).
  const sample = ['Africa/Lagos', 'America/Santiago', 'America/St_Johns', 'Antarctica/Troll', 'Atlantic/Bermuda', 'Europe/Riga',
    'Asia/Kolkata', 'Europe/Paris', 'America/New_York', 'Asia/Kathmandu', 'Pacific/Chatham', 'Etc/GMT+5', 'UTC', 'Asia/Manila'];
  it.runIf(FIRST_TRANSITIONS_APPLY)('the precomputed first transitions (tz-first-transitions.ts) are what the scan finds', () => {
    for (const name of [...Intl.supportedValuesOf('timeZone'), 'Asia/Kolkata', 'Etc/GMT-14', 'Etc/GMT+12']) expect(FIRST_TRANSITIONS.ms, name).toHaveProperty([name]);
    let seed = 3;
    const rnd = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const zones = Object.keys(FIRST_TRANSITIONS.ms);
    for (let i = 0; i < 16; i++) sample.push(zones[Math.floor(rnd() * zones.length)]);
    for (const name of sample) {
      expect(FIRST_TRANSITIONS.ms[name], name).toBe(firstTransitionMs(name, IANAZone.create(name), { scan: true }));
    }
  });
});

describe('time: the 8 reference charts (offsets from tzdata 2025b)', () => {
  for (const c of charts) {
    it(`${c.id} ${c.label}: ${c.local_datetime} → ${c.utc_datetime}`, () => {
      const r = utc(c.local_datetime, { lat: c.latitude, lng: c.longitude }, { timezone: c.timezone });
      expect(formatOffset(r.offsetSeconds)).toBe(c.utc_offset);
      expect(r.utcMs).toBe(Date.parse(c.utc_datetime));
      // and from lat/lng alone, geo-tz finds the same zone
      expect(zoneForPlace(c.latitude, c.longitude)).toBe(c.timezone);
    });
  }
});

describe('time: explicit offsets and bad input', () => {
  it('utcOffset overrides the zone', () => {
    const r = utc('2000-01-01T00:00:00', NYC, { utcOffset: '+05:30' });
    expect(new Date(r.utcMs).toISOString()).toBe('1999-12-31T18:30:00.000Z');
    expect(r.timezone).toBeNull();
  });
  const bad: [string, string, string][] = [
    ['a zone designator Z', '2000-01-01T00:00:00Z', 'VALIDATION_ERROR'],
    ['a numeric offset', '2000-01-01T00:00:00+05:30', 'VALIDATION_ERROR'],
    ['31 February', '2001-02-31T10:00:00', 'VALIDATION_ERROR'],
    ['29 February of a common year', '1900-02-29T10:00:00', 'VALIDATION_ERROR'],
    ['hour 24', '2000-01-01T24:00:00', 'VALIDATION_ERROR'],
    ['a date only', '2000-01-01', 'VALIDATION_ERROR'],
    ['year 1799', '1799-12-31T12:00:00', 'DATE_OUT_OF_RANGE'],
    ['year 2400', '2400-01-01T00:00:00', 'DATE_OUT_OF_RANGE'],
  ];
  for (const [what, date, code] of bad) {
    it(`${what} is ${code}`, () => {
      try {
        utc(date, NYC);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(CoreError);
        expect((e as CoreError).code).toBe(code);
      }
    });
  }
  it('1800-01-01 00:00 in Kolkata (18:06 UT the day before, before the ephemeris files) is DATE_OUT_OF_RANGE', () => {
    expect(() => utc('1800-01-01T00:00:00', KOLKATA)).toThrow(/ephemeris range/);
  });
  it('29 February of a leap year is accepted', () => {
    expect(new Date(utc('2000-02-29T12:00:00', NYC, { utcOffset: '+00:00' }).utcMs).toISOString()).toBe('2000-02-29T12:00:00.000Z');
  });
  it('an unknown IANA zone is a validation error', () => {
    expect(() => utc('2000-01-01T00:00:00', NYC, { timezone: 'Mars/Olympus_Mons' })).toThrow(/Unknown IANA time zone/);
  });
  it('utcOffset beyond ±14:00 is refused', () => {
    expect(() => utc('2000-01-01T00:00:00', NYC, { utcOffset: '+15:00' })).toThrow(/between/);
  });
});

describe('time: the per-year offset tables agree with the runtime tz data', () => {
  it('4,000 pseudo-random instants 1850–2100 in 8 zones resolve to the offset Intl reports', async () => {
    const { IANAZone } = await import('luxon');
    const zones = ['America/New_York', 'Europe/Paris', 'Asia/Kolkata', 'Australia/Sydney', 'Pacific/Auckland', 'America/Santiago', 'Asia/Tehran', 'Africa/Casablanca'];
    let seed = 42;
    const rand = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 4294967296;
    for (const name of zones) {
      const zone = IANAZone.create(name);
      for (let i = 0; i < 500; i++) {
        const ms = Math.floor((Date.UTC(1850, 0, 1) + rand() * (Date.UTC(2100, 0, 1) - Date.UTC(1850, 0, 1))) / 1000) * 1000;
        const wall = new Date(ms + Math.round(zone.offset(ms) * 60) * 1000).toISOString().slice(0, 19);
        const r = resolveLocalMoment({ date: wall, lat: 0, lng: 0, timezone: name });
        if (r.localMeanTime || r.warnings.length) continue; // LMT spans and DST folds are tested above
        expect(r.offsetSeconds, `${name} ${wall}`).toBe(Math.round(zone.offset(r.utcMs) * 60));
        expect(r.utcMs).toBe(ms);
      }
    }
  });
});
