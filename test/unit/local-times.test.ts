/**
 * The local-time step (issue 24; shared/endpoints/responses/local-time.ts) and the zone offsets it reads
 * (shared/core/time.ts zoneOffsetReader). Expected values come from outside this project:
 *  - the runtime's ICU tz data through another Intl path than ours (`timeZoneName: 'longOffset'`, which
 *    prints the offset itself, where time.ts reads the wall clock), and luxon's ISO formatter;
 *  - `Date` (toISOString) for the plain calendar arithmetic of the fast formatter;
 *  - hand-worked examples given in the comments.
 */
import { DateTime } from 'luxon';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { SHORT_PERIODS_APPLY, scanShortOffsetPeriods, zoneOffsetReader } from '../../shared/core/time.js';
import { SHORT_PERIODS } from '../../shared/core/tz-short-periods.js';
import { clockOf, instantMs, localIso, localTimes, markInstant } from '../../shared/endpoints/responses/local-time.js';
import { instant } from '../../shared/endpoints/responses/records.js';
import { intlOffsetSeconds } from '../helpers/local-times.js';

/** A small deterministic generator (mulberry32). */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('zoneOffsetReader: offsets for many instants, checked against Intl', () => {
  // Zones with DST, odd offsets and short periods: Lord Howe's 30-minute DST, Casablanca's Ramadan suspensions
  // (a month of +00 inside +01), Chile's moving rules, Tehran's DST of 1977–2022, Moscow's 2011–2014 switches.
  const zones = ['America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Africa/Casablanca', 'America/Santiago', 'Asia/Tehran', 'Europe/Moscow', 'Asia/Kolkata'];
  for (const zone of zones) {
    it(`${zone}: a random moment of every other day, 1940–2040, reads as Intl prints it`, () => {
      const read = zoneOffsetReader(zone);
      const next = rng(zone.length);
      for (let day = Date.UTC(1940, 0, 1); day < Date.UTC(2040, 0, 1); day += 2 * 86_400_000) {
        const ms = day + Math.floor(next() * 86_400_000);
        const got = read(ms);
        if (got !== intlOffsetSeconds(zone, ms)) expect([zone, new Date(ms).toISOString(), got]).toEqual([zone, new Date(ms).toISOString(), intlOffsetSeconds(zone, ms)]);
      }
    });
  }

  it('New York around the 2021 changes, to the second: 07:00 UTC on 14 March and 06:00 UTC on 7 November (2:00 local, US rule of 2007)', () => {
    const read = zoneOffsetReader('America/New_York');
    expect(read(Date.UTC(2021, 2, 14, 6, 59, 59, 999))).toBe(-5 * 3600);
    expect(read(Date.UTC(2021, 2, 14, 7, 0, 0))).toBe(-4 * 3600);
    expect(read(Date.UTC(2021, 10, 7, 5, 59, 59, 999))).toBe(-4 * 3600);
    expect(read(Date.UTC(2021, 10, 7, 6, 0, 0))).toBe(-5 * 3600);
  });
});

describe('zoneOffsetReader: offset periods shorter than a 28-day span (tz-short-periods.ts)', () => {
  const DAY = 86_400_000;
  const iso = (ms: number) => new Date(ms).toISOString();

  it('America/Recife\'s week of DST in 2000 (tzdb: Brazil rule from 8 Oct 0:00 at −03, i.e. 03:00 UTC; Pernambuco back to −03 on 15 Oct 0:00 at −02, i.e. 02:00 UTC) reads as Intl prints it', () => {
    const read = zoneOffsetReader('America/Recife');
    expect(SHORT_PERIODS.periods['America/Recife']).toContainEqual([Date.UTC(2000, 9, 8, 3), Date.UTC(2000, 9, 15, 2)]);
    for (const ms of [Date.UTC(2000, 9, 8, 3), Date.UTC(2000, 9, 11, 12), Date.UTC(2000, 9, 15, 1, 59, 59)]) {
      expect([iso(ms), read(ms)]).toEqual([iso(ms), intlOffsetSeconds('America/Recife', ms)]);
      expect(read(ms)).toBe(-2 * 3600);
    }
    for (const ms of [Date.UTC(2000, 9, 8, 2, 59, 59), Date.UTC(2000, 9, 15, 2), Date.UTC(2000, 9, 1)]) {
      expect([iso(ms), read(ms)]).toEqual([iso(ms), intlOffsetSeconds('America/Recife', ms)]);
      expect(read(ms)).toBe(-3 * 3600);
    }
    // The table is keyed by the runtime's canonical names; another spelling of the zone finds it too.
    expect(zoneOffsetReader('america/recife')(Date.UTC(2000, 9, 11, 12))).toBe(-2 * 3600);
  });

  it('Africa/Tunis\'s short period of 1943 reads as Intl prints it, inside and on both sides', () => {
    const periods = (SHORT_PERIODS.periods['Africa/Tunis'] ?? []).filter(([a]) => new Date(a).getUTCFullYear() === 1943);
    expect(periods.length).toBeGreaterThan(0);
    const read = zoneOffsetReader('Africa/Tunis');
    for (const [a, b] of periods) {
      for (const ms of [a - 1000, a, (a + b) / 2, b - 1000, b]) {
        expect([iso(ms), read(ms)]).toEqual([iso(ms), intlOffsetSeconds('Africa/Tunis', ms)]);
      }
      expect(read((a + b) / 2)).not.toBe(read(a - 1000));
    }
  });

  it('every listed zone: the reader equals Intl every 6 h across each listed period ± 30 days (the spans a dasha meets in order)', () => {
    const zones = Object.keys(SHORT_PERIODS.periods);
    expect(zones.length).toBeGreaterThan(0);
    for (const zone of zones) {
      for (const [a, b] of SHORT_PERIODS.periods[zone]) {
        const read = zoneOffsetReader(zone);
        for (let ms = a - 30 * DAY; ms <= b + 30 * DAY; ms += 6 * 3_600_000) {
          const got = read(ms);
          if (got !== intlOffsetSeconds(zone, ms)) expect([zone, iso(ms), got]).toEqual([zone, iso(ms), intlOffsetSeconds(zone, ms)]);
        }
      }
    }
  });

  it.skipIf(!SHORT_PERIODS_APPLY)('on the runtime it was made for, the table is what a re-scan of each listed zone around its periods finds', () => {
    expect(SHORT_PERIODS.tz).toBe(process.versions.tz);
    for (const [zone, periods] of Object.entries(SHORT_PERIODS.periods)) {
      for (const [a, b] of periods) {
        const from = a - 35 * DAY;
        const to = b + 35 * DAY;
        const listed = periods.filter(([x, y]) => x > from && y < to);
        expect([zone, scanShortOffsetPeriods(zone, from, to)]).toEqual([zone, listed]);
      }
    }
  });

  it('on another tz data version the table is not trusted: every instant is read on its own (still exact inside Recife\'s 2000 week)', async () => {
    vi.resetModules();
    vi.doMock('../../shared/core/tz-short-periods.js', () => ({ SHORT_PERIODS: { tz: 'other', icu: 'other', periods: {} } }));
    try {
      const other = await import('../../shared/core/time.js');
      expect(other.SHORT_PERIODS_APPLY).toBe(false);
      const read = other.zoneOffsetReader('America/Recife');
      expect(read(Date.UTC(2000, 9, 11, 12))).toBe(-2 * 3600);
      expect(read(Date.UTC(2000, 9, 16))).toBe(-3 * 3600);
    } finally {
      vi.doUnmock('../../shared/core/tz-short-periods.js');
      vi.resetModules();
    }
  });
});

describe('localIso: the same instant as local wall time with its offset', () => {
  it('agrees with Date for random instants 1800–2400 and offsets of −12:00 to +14:00 in whole minutes', () => {
    const next = rng(7);
    for (let i = 0; i < 20_000; i++) {
      const ms = Date.UTC(1800, 0, 1) + Math.floor(next() * (Date.UTC(2400, 0, 1) - Date.UTC(1800, 0, 1)));
      const offsetMin = Math.round(next() * 26 * 60) - 12 * 60;
      const iso = new Date(ms).toISOString();
      expect(instantMs(iso)).toBe(ms);
      const sign = offsetMin < 0 ? '-' : '+';
      const abs = Math.abs(offsetMin);
      const want = `${new Date(ms + offsetMin * 60_000).toISOString().slice(0, -1)}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
      const got = localIso(iso, () => offsetMin * 60);
      if (got !== want) expect(got).toBe(want);
      if (Date.parse(got) !== ms) expect(Date.parse(got)).toBe(ms);
    }
  });

  it('hand examples: 01:15:12.345Z at +05:30 is 06:45:12.345; 03:00Z on 1 January at −05:00 is 22:00 the day before; 29 February kept', () => {
    const at = (s: number) => () => s;
    expect(localIso('2026-11-27T01:15:12.345Z', at(19_800))).toBe('2026-11-27T06:45:12.345+05:30');
    expect(localIso('2027-01-01T03:00:00.000Z', at(-18_000))).toBe('2026-12-31T22:00:00.000-05:00');
    expect(localIso('2024-02-29T23:30:00.000Z', at(3_600))).toBe('2024-03-01T00:30:00.000+01:00');
    expect(localIso('2000-02-29T12:00:00.000Z', at(0))).toBe('2000-02-29T12:00:00.000+00:00');
  });

  it('an offset with seconds (local mean time) is rounded to the minute and the wall time read with it: the string still names the instant', () => {
    // Mumbai's mean time, 72.8777° × 240 s = 17,491 s = +04:51:31 → +04:52 (31 s rounds up); 12:00:00Z + 4:52 = 16:52.
    const got = localIso('1850-01-01T12:00:00.000Z', () => 17_491);
    expect(got).toBe('1850-01-01T16:52:00.000+04:52');
    expect(Date.parse(got)).toBe(Date.UTC(1850, 0, 1, 12));
  });
});

describe('clockOf: the clock an answer\'s meta names', () => {
  it('an IANA zone follows its DST; a utcOffset alone is fixed; neither is UTC', () => {
    const ny = clockOf({ timezone: 'America/New_York', utc: '2021-01-01T00:00:00.000Z', utcOffset: '-05:00' });
    expect(ny(Date.UTC(2021, 6, 1)) / 3600).toBe(-4);
    expect(ny(Date.UTC(2021, 0, 1)) / 3600).toBe(-5);
    expect(clockOf({ timezone: null, utcOffset: '+05:45' })(Date.UTC(2021, 6, 1))).toBe(20_700);
    expect(clockOf({})(Date.UTC(2021, 6, 1))).toBe(0);
    expect(clockOf(undefined)(Date.UTC(2021, 6, 1))).toBe(0);
  });

  it('a moment read in local mean time (before the zone\'s first transition) keeps that offset up to the transition, tzdb after it', () => {
    // tzdb asia: Asia/Kolkata LMT 5:53:28 until 1854 Jun 28, then HMT 5:53:20 until 1870, MMT 5:21:10 until 1906 Jan 1, IST 5:30.
    const clock = clockOf({ timezone: 'Asia/Kolkata', utc: '1850-01-01T07:08:29.000Z', utcOffset: '+04:51:31' });
    expect(clock(Date.UTC(1853, 0, 1))).toBe(17_491);
    expect(clock(Date.UTC(1860, 0, 1))).toBe(intlOffsetSeconds('Asia/Kolkata', Date.UTC(1860, 0, 1)));
    expect(clock(Date.UTC(1880, 0, 1))).toBe(5 * 3600 + 21 * 60 + 10);
    expect(clock(Date.UTC(1950, 0, 1))).toBe(19_800);
  });
});

describe('localTimes: the schema walk', () => {
  const shared = z.strictObject({ start: instant, end: instant.nullable().describe('Null when open') }).meta({ id: 'TestLocalPeriod', description: 'A period' });
  const schema = z.strictObject({
    name: z.string(),
    at: instant.describe('The moment'),
    maybe: instant.optional(),
    periods: z.array(shared),
    current: shared.nullable(),
    byKey: z.record(z.string(), shared),
    either: z.union([z.strictObject({ kind: z.literal('a'), when: instant }), z.strictObject({ kind: z.literal('b'), n: z.number() })]),
  });
  const local = localTimes(schema);

  it('each instant field x gains xLocal right after it, optional or nullable as x; records keep their id and description', () => {
    const shape = (local.schema as z.ZodObject).shape as Record<string, z.ZodType>;
    expect(Object.keys(shape)).toEqual(['name', 'at', 'atLocal', 'maybe', 'maybeLocal', 'periods', 'current', 'byKey', 'either']);
    expect(shape.maybeLocal.safeParse(undefined).success).toBe(true);
    const period = (shape.periods as z.ZodArray<z.ZodObject>).element;
    expect(Object.keys(period.shape)).toEqual(['start', 'startLocal', 'end', 'endLocal']);
    expect(period.shape.endLocal.safeParse(null).success).toBe(true);
    expect(z.globalRegistry.get(period)).toMatchObject({ id: 'TestLocalPeriod', description: 'A period' });
    expect(period.shape.end.description).toBe('Null when open');
    // a shared record is rebuilt once: every use holds the same schema (one OpenAPI component)
    expect(((shape.current as z.ZodNullable<z.ZodObject>).unwrap())).toBe(period);
    expect(localTimes(schema).schema).toBe(local.schema);
  });

  it('a schema without instants is the same schema, and its results pass unchanged', () => {
    const plain = z.strictObject({ a: z.number(), b: z.array(z.strictObject({ c: z.string() })) });
    const r = { data: { a: 1, b: [{ c: 'x' }] } };
    expect(localTimes(plain).schema).toBe(plain);
    expect(localTimes(plain).fill(r)).toBe(r);
  });

  it('fills every sibling on the answer\'s clock (+05:30 fixed here: 01:15Z → 06:45), nulls stay null, and the filled answer passes the schema', () => {
    const data = {
      name: 'n',
      at: '2026-11-27T01:15:00.000Z',
      periods: [{ start: '2026-01-01T00:00:00.000Z', end: null }],
      current: null,
      byKey: { k: { start: '2026-06-30T20:00:00.000Z', end: '2026-07-01T00:00:00.000Z' } },
      either: { kind: 'a', when: '2026-03-01T18:29:59.999Z' },
    };
    const out = local.fill({ data, meta: { timezone: null, utcOffset: '+05:30' } });
    expect(out.data).toEqual({
      name: 'n',
      at: '2026-11-27T01:15:00.000Z',
      atLocal: '2026-11-27T06:45:00.000+05:30',
      periods: [{ start: '2026-01-01T00:00:00.000Z', startLocal: '2026-01-01T05:30:00.000+05:30', end: null, endLocal: null }],
      current: null,
      byKey: { k: { start: '2026-06-30T20:00:00.000Z', startLocal: '2026-07-01T01:30:00.000+05:30', end: '2026-07-01T00:00:00.000Z', endLocal: '2026-07-01T05:30:00.000+05:30' } },
      either: { kind: 'a', when: '2026-03-01T18:29:59.999Z', whenLocal: '2026-03-01T23:59:59.999+05:30' },
    });
    expect(local.schema.safeParse(out.data).success).toBe(true);
    expect(schema.safeParse(out.data).success).toBe(false); // the siblings are not in the plain schema (strict)
    expect(Object.keys(out.data)).toEqual(['name', 'at', 'atLocal', 'periods', 'current', 'byKey', 'either']);
  });

  it('a zone\'s answer matches luxon\'s ISO form for that zone (America/New_York, both sides of the March 2021 change)', () => {
    const data = { name: 'n', at: '2021-03-14T06:59:59.999Z', periods: [{ start: '2021-03-14T07:00:00.000Z', end: '2021-11-07T06:00:00.000Z' }], current: null, byKey: {}, either: { kind: 'b', n: 1 } };
    const out = local.fill({ data, meta: { timezone: 'America/New_York', utc: '2021-01-01T00:00:00.000Z', utcOffset: '-05:00' } }).data as typeof data & { atLocal: string; periods: { startLocal: string; endLocal: string }[] };
    const lux = (iso: string) => DateTime.fromISO(iso, { zone: 'America/New_York' }).toISO();
    expect(out.atLocal).toBe(lux(data.at));
    expect(out.atLocal).toBe('2021-03-14T01:59:59.999-05:00');
    expect(out.periods[0].startLocal).toBe(lux(data.periods[0].start));
    expect(out.periods[0].startLocal).toBe('2021-03-14T03:00:00.000-04:00');
    expect(out.periods[0].endLocal).toBe('2021-11-07T01:00:00.000-05:00');
  });

  it('markInstant marks a schema and what is derived from it by describe', () => {
    const mine = markInstant(z.string());
    const local2 = localTimes(z.strictObject({ t: mine.describe('x') }));
    expect(Object.keys((local2.schema as z.ZodObject).shape)).toEqual(['t', 'tLocal']);
  });
});
