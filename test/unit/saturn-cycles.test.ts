/**
 * Saturn's sidereal ingresses, Sade Sati, Ashtama and Kantaka Shani (shared/core/vedic/saturn-cycles.ts).
 *
 * Expected values come from:
 *  - published Lahiri (Indian almanac) ingress dates and times, each cited below with its page;
 *  - the Swiss Ephemeris called directly through `sweph` in this file (the ingress instants);
 *  - the reference data (test/fixtures/reference/pyjhora.json `sade_sati`, derived from PyJHora's
 *    Saturn at 2026-01-01T00:00Z; see its README);
 *  - a brute-force daily scan of Saturn over the whole ephemeris range (every ingress, and the three
 *    properties of Saturn's motion the search relies on);
 *  - hand reasoning, written out at each case.
 */
import sweph from 'sweph';
import { describe, expect, it } from 'vitest';
import { norm360, signedDelta } from '../../shared/core/angles.js';
import { bodyPosition, EPHE_PATH, julianDayUt } from '../../shared/core/ephemeris.js';
import {
  ashtamaShaniPeriods,
  clearSaturnIngressCache,
  houseFrom,
  kantakaShaniPeriods,
  lifeSpanEndJd,
  sadeSatiPeriods,
  SATURN_MIN_RUN_DAYS,
  SATURN_MONOTONE_SPEED_DAYS,
  SATURN_PERIOD_MERGE_GAP_DAYS,
  SATURN_RANGE_END_JD,
  SATURN_RANGE_START_JD,
  SATURN_SEARCH_STEP_DAYS,
  SATURN_SPEED_BOUND_DEG_PER_DAY,
  saturnCycles,
  saturnIngresses,
  saturnIngressesUncached,
  saturnPhaseAt,
  type SadeSatiPeriod,
  type SaturnIngress,
} from '../../shared/core/vedic/saturn-cycles.js';
import { pyjhora } from '../helpers/reference.js';

const jdOf = (iso: string): number => julianDayUt(Date.parse(iso));
const msOf = (jd: number): number => (jd - 2440587.5) * 86_400_000;
/** Calendar date (YYYY-MM-DD) of a JD at a fixed UTC offset in minutes. */
const localDate = (jd: number, offsetMin: number): string => new Date(msOf(jd) + offsetMin * 60_000).toISOString().slice(0, 10);
/** JD of a local wall time `YYYY-MM-DDTHH:MM` at a fixed UTC offset in minutes. */
const jdOfLocal = (local: string, offsetMin: number): number => jdOf(`${local}:00Z`) - offsetMin / 1440;
const IST = 330; // India and Sri Lanka Standard Time, UTC+05:30

// =====================================================================================
// Published ingress dates (Lahiri sidereal, as Indian almanacs use)
// =====================================================================================
interface Published {
  fromSign: number;
  toSign: number;
  /** Local date, and the local time when the publication gives one. */
  date: string;
  time?: string;
  /** Publication's UTC offset, minutes. */
  offsetMin: number;
  source: string;
}
const PUBLISHED: Published[] = [
  {
    fromSign: 4, toSign: 5, date: '2009-09-10', time: '00:38', offsetMin: IST,
    source: 'Kumar E K Dhilip, "Saturn Transit - September 10, 2009 to November 15, 2011", '
      + 'https://www.astroekdk.com/saturn-transit-on-september-10-2009/ ("Date: September 10, 2009 … Time: 00:38 hrs (IST) … From Leo to Virgo")',
  },
  {
    fromSign: 5, toSign: 6, date: '2011-11-15', offsetMin: IST,
    source: 'http://dharmakarmaarts.blogspot.com/2011_12_03_archive.html ("on November 15, 2011, Saturn transited from Virgo (Kanya) '
      + 'to Libra (Tula)"); also S. Adawal, https://www.shankerstudy.com/2013/05/encyclopedia-of-vedic-astrology_1.html ("Saturn\'s entry in to Libra on 15 Nov 2011")',
  },
  {
    fromSign: 7, toSign: 8, date: '2017-01-26', offsetMin: IST,
    source: 'https://tarotgyan.com/2017-me-tula-ko-milega-shani-ki-sadhe-saati-se-mukti-in-rashio-ke-bhi-aayege-aache-din/ '
      + '(26 January 2017, Scorpio to Sagittarius); https://www.planetarypositions.com/transits/2016/11/12/saturns-transit-to-sagittarius/ ("January 26th 2017")',
  },
  {
    fromSign: 8, toSign: 7, date: '2017-06-21', offsetMin: IST,
    source: 'https://www.astroisha.com/featured/307-saturn-transit ("returns back to Scorpio Sign via retrograde movement around June 21st 2017")',
  },
  {
    fromSign: 8, toSign: 9, date: '2020-01-24', time: '09:56', offsetMin: IST,
    source: 'Daily Mirror (Sri Lanka), 17 Jan 2020, "Saturn returns to Zodiacal sign Capricorn after 30 years", '
      + 'http://www.dailymirror.lk/print/recomended-news/Saturn-returns-to-Zodiacal-sign-Capricorn-after-30-years/277-181403 '
      + '("at 09. 56 hours (local time) on January 24, 2020"; Sri Lanka time is UTC+05:30)',
  },
  {
    fromSign: 9, toSign: 10, date: '2022-04-29', time: '07:56', offsetMin: IST,
    source: 'Daily Mirror (Sri Lanka), same article ("enters Aquarius sign … at 07.56 hours on April 29, 2022")',
  },
  {
    fromSign: 10, toSign: 9, date: '2022-07-12', offsetMin: IST,
    source: 'https://www.indastro.com/indianastrology/saturn-retrograde-and-fall-back-in-capricorn ("fall back in Capricorn on 12 July"); '
      + 'https://vedicrishi.in/blog/retrograde-saturn-transit-in-capricorn-2022-how-it-affects-you ("return to Capricorn on July 12, 2022")',
  },
  {
    fromSign: 9, toSign: 10, date: '2023-01-17', time: '18:20', offsetMin: IST,
    source: 'Daily Mirror (Sri Lanka), same article ("at 18.20 hours on January 17, 2023")',
  },
  {
    fromSign: 10, toSign: 11, date: '2025-03-29', time: '09:14', offsetMin: -420,
    source: 'https://moondanceastrology.substack.com/p/saturn-in-pisces-vedic-astrology ("Saturn\'s entry into sidereal Pisces … '
      + 'at 9:14 a.m. Pacific Time", i.e. PDT, UTC−07:00, on March 29, 2025)',
  },
  {
    fromSign: 11, toSign: 0, date: '2027-06-03', offsetMin: IST,
    source: 'https://www.livehindustan.com/astrology/shani-rashi-parivartan-2027-mesh-rashi-mein-saturn-transit-in-aries-effects-sade-sati-and-dhaiya-201772988712195.html '
      + '("3 जून 2027 को मेष में प्रवेश करेंगे शनि")',
  },
];
/**
 * Allowed difference from a published time: 60 min. Published almanacs disagree with each other
 * by more for the same event (2023-01-17: 17:04 IST at lalluram.com vs 18:20 in the Daily Mirror;
 * 2025-03-29: 21:44 IST at navbharatsamay.in vs 21:46 at dkscore.com), a few arc-seconds of
 * ayanamsa or ephemeris difference moving a Saturn ingress by many minutes. The Daily Mirror's
 * 2022-07-13 14:20 for the retrograde return to Capricorn disagrees with the three other sources
 * we found (12 July) and is not used.
 */
const TIME_TOLERANCE_MIN = 60;

describe('saturnIngresses: published ingress dates (Lahiri)', () => {
  const list = saturnIngresses(jdOf('2009-01-01T00:00:00Z'), jdOf('2028-01-01T00:00:00Z'), 'lahiri');
  for (const p of PUBLISHED) {
    it(`${p.date}: ${p.fromSign} → ${p.toSign} (${p.source.slice(0, 60)}…)`, () => {
      const approx = jdOfLocal(`${p.date}T${p.time ?? '12:00'}`, p.offsetMin);
      const candidates = list.filter((i) => i.fromSign === p.fromSign && i.sign === p.toSign && Math.abs(i.jdUt - approx) < 20);
      expect(candidates).toHaveLength(1);
      const ours = candidates[0];
      expect(localDate(ours.jdUt, p.offsetMin)).toBe(p.date);
      if (p.time) {
        const diffMin = Math.abs(ours.jdUt - jdOfLocal(`${p.date}T${p.time}`, p.offsetMin)) * 1440;
        expect(diffMin).toBeLessThan(TIME_TOLERANCE_MIN);
      }
    });
  }

  it('the 2017–2023 sequence has the published directions (retrograde returns in June 2017 and July 2022)', () => {
    const seq = list.filter((i) => i.jdUt > jdOf('2017-01-01T00:00:00Z') && i.jdUt < jdOf('2023-06-01T00:00:00Z'));
    // Published order: Sag 2017-01-26, back to Scorpio ~2017-06-21 (retrograde), Sag again (Oct 2017),
    // Capricorn 2020-01-24, Aquarius 2022-04-29, back to Capricorn 2022-07-12 (retrograde), Aquarius 2023-01-17.
    expect(seq.map((i) => [i.fromSign, i.sign, i.direction])).toEqual([
      [7, 8, 'direct'], [8, 7, 'retrograde'], [7, 8, 'direct'], [8, 9, 'direct'],
      [9, 10, 'direct'], [10, 9, 'retrograde'], [9, 10, 'direct'],
    ]);
    for (const i of seq) expect(i.signName).toBe(['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'][i.sign]);
  });
});

// =====================================================================================
// The ingress instant, checked with the Swiss Ephemeris directly
// =====================================================================================
describe('saturnIngresses: instants verified with sweph', () => {
  const C = sweph.constants;
  sweph.set_ephe_path(EPHE_PATH);
  const swissLon = (jd: number): number => {
    // Same apparent sidereal Lahiri position as the module asks for, straight from the library.
    sweph.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);
    const r = sweph.calc_ut(jd, C.SE_SATURN, C.SEFLG_SWIEPH | C.SEFLG_SIDEREAL | C.SEFLG_SPEED);
    if (r.flag < 0 || (r.flag & C.SEFLG_SWIEPH) === 0) throw new Error(`sweph: ${r.error}`);
    return r.data[0];
  };
  const list = saturnIngresses(jdOf('2024-01-01T00:00:00Z'), jdOf('2028-06-01T00:00:00Z'), 'lahiri');
  const cases: [string, (i: SaturnIngress) => boolean][] = [
    ['2025-03 direct into Pisces', (i) => i.fromSign === 10 && i.sign === 11],
    ['2027-06 direct into Aries (crossing 0°/360°)', (i) => i.fromSign === 11 && i.sign === 0 && i.jdUt < jdOf('2027-09-01T00:00:00Z')],
    ['2027-10 retrograde back into Pisces', (i) => i.fromSign === 0 && i.sign === 11],
  ];
  for (const [name, pick] of cases) {
    it(name, () => {
      const ing = list.find(pick);
      expect(ing).toBeDefined();
      if (!ing) return;
      const boundary = (ing.direction === 'direct' ? ing.sign : ing.fromSign) * 30;
      expect(Math.abs(signedDelta(boundary, swissLon(ing.jdUt)))).toBeLessThan(1e-5);
      const hour = 1 / 24;
      const before = signedDelta(boundary, swissLon(ing.jdUt - hour));
      const after = signedDelta(boundary, swissLon(ing.jdUt + hour));
      if (ing.direction === 'direct') {
        expect(before).toBeLessThan(0); // still in the sign left
        expect(after).toBeGreaterThan(0);
      } else {
        expect(before).toBeGreaterThan(0);
        expect(after).toBeLessThan(0);
      }
      expect(Math.floor(norm360(swissLon(ing.jdUt + hour)) / 30)).toBe(ing.sign);
      expect(Math.floor(norm360(swissLon(ing.jdUt - hour)) / 30)).toBe(ing.fromSign);
    });
  }
});

// =====================================================================================
// Brute force over the whole range: every ingress, and the properties the search relies on
// =====================================================================================
describe('saturnIngresses: brute-force daily scan 1800–2400', () => {
  it('finds exactly the crossings of a daily scan (to 1 s), and Saturn has the three properties the search assumes', () => {
    const pos = (jd: number) => bodyPosition(jd, 'Saturn', 'lahiri');
    const days: { jd: number; lon: number; speed: number }[] = [];
    for (let jd = SATURN_RANGE_START_JD; jd <= SATURN_RANGE_END_JD; jd += 1) {
      const p = pos(jd);
      days.push({ jd, lon: norm360(p.lonDeg), speed: p.speedDegPerDay });
    }
    // (1) speed bound
    const vmax = days.reduce((m, d) => Math.max(m, Math.abs(d.speed)), 0);
    expect(vmax).toBeLessThan(SATURN_SPEED_BOUND_DEG_PER_DAY);
    // (2) runs between stations (daily resolution: the true run may be up to a day shorter)
    const stations: number[] = [];
    for (let i = 1; i < days.length; i++) if (days[i].speed >= 0 !== days[i - 1].speed >= 0) stations.push(i);
    let minRun = Infinity;
    for (let k = 1; k < stations.length; k++) minRun = Math.min(minRun, stations[k] - stations[k - 1]);
    expect(minRun - 1).toBeGreaterThanOrEqual(SATURN_MIN_RUN_DAYS - 1);
    expect(minRun - 1).toBeGreaterThan(15 / SATURN_SPEED_BOUND_DEG_PER_DAY); // the longest skip holds ≤ 1 station
    // (3) no extremum of the speed within SATURN_MONOTONE_SPEED_DAYS of a station
    const extrema: number[] = [];
    for (let i = 1; i < days.length - 1; i++) {
      const d1 = days[i].speed - days[i - 1].speed;
      const d2 = days[i + 1].speed - days[i].speed;
      if (d1 >= 0 !== d2 >= 0) extrema.push(i);
    }
    let minDist = Infinity;
    let e = 0;
    for (const s of stations) {
      while (e < extrema.length - 1 && extrema[e + 1] <= s) e++;
      for (const x of [extrema[e], extrema[e + 1]]) if (x !== undefined) minDist = Math.min(minDist, Math.abs(x - s));
    }
    expect(minDist - 1).toBeGreaterThanOrEqual(SATURN_MONOTONE_SPEED_DAYS - 1);
    expect(minDist - 1).toBeGreaterThan(SATURN_SEARCH_STEP_DAYS);

    // Brute-force ingresses: a sign change between consecutive days, bisected to 1e-7 day.
    const brute: { jd: number; from: number; to: number }[] = [];
    for (let i = 1; i < days.length; i++) {
      const s0 = Math.floor(days[i - 1].lon / 30);
      const s1 = Math.floor(days[i].lon / 30);
      if (s0 === s1) continue;
      let a = days[i - 1].jd;
      let b = days[i].jd;
      while (b - a > 1e-7) {
        const m = (a + b) / 2;
        if (Math.floor(norm360(pos(m).lonDeg) / 30) === s0) a = m;
        else b = m;
      }
      brute.push({ jd: (a + b) / 2, from: s0, to: s1 });
    }
    clearSaturnIngressCache();
    const fast = saturnIngresses(SATURN_RANGE_START_JD, SATURN_RANGE_END_JD, 'lahiri');
    const direct = saturnIngressesUncached(SATURN_RANGE_START_JD, SATURN_RANGE_END_JD, 'lahiri');
    expect(brute.length).toBeGreaterThan(500);
    expect(fast).toHaveLength(brute.length);
    expect(direct).toHaveLength(brute.length);
    for (let i = 0; i < brute.length; i++) {
      expect(fast[i].fromSign).toBe(brute[i].from);
      expect(fast[i].sign).toBe(brute[i].to);
      expect(Math.abs(fast[i].jdUt - brute[i].jd) * 86400).toBeLessThan(1);
      expect(Math.abs(direct[i].jdUt - fast[i].jdUt) * 86400).toBeLessThan(0.01);
      expect(fast[i].direction).toBe((brute[i].to - brute[i].from + 12) % 12 === 1 ? 'direct' : 'retrograde');
    }
  });

  it('a sub-range returns the ingresses inside it, in order', () => {
    const a = jdOf('1950-01-01T00:00:00Z');
    const b = jdOf('1990-01-01T00:00:00Z');
    const part = saturnIngresses(a, b, 'lahiri');
    const whole = saturnIngresses(SATURN_RANGE_START_JD, SATURN_RANGE_END_JD, 'lahiri').filter((i) => i.jdUt >= a && i.jdUt <= b);
    expect(part).toEqual(whole);
    for (let i = 1; i < part.length; i++) expect(part[i].jdUt).toBeGreaterThan(part[i - 1].jdUt);
    // About 40 years: a bit more than one revolution (29.5 y), so more than 12 ingresses.
    expect(part.length).toBeGreaterThan(12);
  });

  it('rejects ranges outside the ephemeris and reversed ranges', () => {
    expect(() => saturnIngresses(SATURN_RANGE_START_JD - 1, SATURN_RANGE_START_JD + 100, 'lahiri')).toThrow(/ephemeris range/);
    expect(() => saturnIngresses(2451545, 2451545 - 10, 'lahiri')).toThrow(/after/);
  });
});

// =====================================================================================
// Phase from the Moon's sign
// =====================================================================================
describe('saturnPhaseAt and houseFrom', () => {
  it('counts whole signs from the Moon: 12th rising, 1st peak, 2nd setting, else null', () => {
    // Moon in Aries (0): Pisces (11) is the 12th, Aries the 1st, Taurus (1) the 2nd, Gemini the 3rd.
    expect(saturnPhaseAt(0, 11)).toBe('rising');
    expect(saturnPhaseAt(0, 0)).toBe('peak');
    expect(saturnPhaseAt(0, 1)).toBe('setting');
    expect(saturnPhaseAt(0, 2)).toBeNull();
    // Moon in Pisces (11): Aquarius 12th, Pisces 1st, Aries (wrapping) 2nd; Virgo (5) the 7th.
    expect(saturnPhaseAt(11, 10)).toBe('rising');
    expect(saturnPhaseAt(11, 11)).toBe('peak');
    expect(saturnPhaseAt(11, 0)).toBe('setting');
    expect(saturnPhaseAt(11, 5)).toBeNull();
    expect(houseFrom(4, 11)).toBe(8); // Leo → Pisces: Le Vi Li Sc Sg Cp Aq Pi
    expect(houseFrom(8, 11)).toBe(4); // Sagittarius → Pisces: Sg Cp Aq Pi
    expect(houseFrom(5, 5)).toBe(1);
  });
  it('rejects signs outside 0–11', () => {
    expect(() => saturnPhaseAt(12, 0)).toThrow(/moonSign/);
    expect(() => saturnPhaseAt(0, 1.5)).toThrow(/saturnSign/);
  });
});

// =====================================================================================
// The 8 reference charts at 2026-01-01T00:00Z
// =====================================================================================
interface SadeSatiRef {
  target_utc: string;
  transit_saturn_longitude: number;
  saturn_house_from_moon: number;
  in_sade_sati: boolean;
  phase: 1 | 2 | 3 | null;
  kantaka_or_ashtama_shani: boolean;
}
const refCharts = pyjhora as unknown as { id: string; jd_ut: number; positions: Record<string, { sign_index: number }>; sade_sati: SadeSatiRef }[];
const PHASE_OF: Record<number, string> = { 1: 'rising', 2: 'peak', 3: 'setting' };

describe('Sade Sati at 2026-01-01: the 8 reference charts (pyjhora.json sade_sati)', () => {
  it('covers every case named in the README (phases 1, 2, 3; 4th; 8th; none)', () => {
    expect(refCharts).toHaveLength(8);
    expect(new Set(refCharts.map((c) => c.sade_sati.saturn_house_from_moon))).toEqual(new Set([1, 2, 3, 4, 8, 12]));
  });
  for (const c of refCharts) {
    it(`${c.id}: Saturn's house from the Moon, phase and 4th/8th flag`, () => {
      const ref = c.sade_sati;
      const moonSign = c.positions.Moon.sign_index;
      const at = jdOf(ref.target_utc);
      // Our apparent Saturn agrees with PyJHora's geometric one within the README's 90″.
      const sat = norm360(bodyPosition(at, 'Saturn', 'lahiri').lonDeg);
      expect(Math.abs(signedDelta(sat, ref.transit_saturn_longitude)) * 3600).toBeLessThan(90);
      const report = saturnCycles(moonSign, c.jd_ut, at, 'lahiri');
      expect(report.saturnHouseFromMoon).toBe(ref.saturn_house_from_moon);
      expect(report.sadeSati.phase).toBe(ref.phase === null ? null : PHASE_OF[ref.phase]);
      expect(report.sadeSati.isActive).toBe(ref.in_sade_sati);
      expect(report.ashtamaShani.isCurrentlyActive || report.kantakaShani.isCurrentlyActive).toBe(ref.kantaka_or_ashtama_shani);
      expect(saturnPhaseAt(moonSign, report.saturnSign)).toBe(report.sadeSati.phase);
      // The life-span periods agree with the state: a period (and, for Sade Sati, a phase) holds `at`
      // exactly when the flag is set — for the charts born before 2026 (p07 is born in 2036).
      if (c.jd_ut < at) {
        const holds = (p: { start: number | null; end: number | null }) => (p.start ?? -Infinity) <= at && at < (p.end ?? Infinity);
        expect(report.sadeSati.periods.some((p) => p.phases.some((ph) => holds(ph) && ph.phase === report.sadeSati.phase))).toBe(report.sadeSati.isActive);
        expect(report.ashtamaShani.periods.some(holds)).toBe(report.ashtamaShani.isCurrentlyActive);
        expect(report.kantakaShani.periods.some(holds)).toBe(report.kantakaShani.isCurrentlyActive);
      }
    });
  }
});

// =====================================================================================
// Periods, merging and phases
// =====================================================================================
const holdsAt = (p: { start: number | null; end: number | null }, jd: number) => (p.start ?? -Infinity) <= jd && jd < (p.end ?? Infinity);

describe('sadeSatiPeriods: retrograde re-entries merged (hand-explained from the published ingresses)', () => {
  it('Moon in Aquarius: 2020–2028 is one period — rising, peak, rising, peak, setting, (Aries gap), setting', () => {
    // Moon in Aquarius (10): the 12th is Capricorn (9), the 1st Aquarius (10), the 2nd Pisces (11).
    // Published ingresses (see PUBLISHED): Capricorn 2020-01-24 → rising starts; Aquarius 2022-04-29 → peak;
    // back to Capricorn 2022-07-12 (retrograde) → rising again; Aquarius 2023-01-17 → peak again;
    // Pisces 2025-03-29 → setting; Aries 2027-06-03 → Saturn leaves the three signs, but returns to
    // Pisces a few months later (retrograde, Oct 2027) → a gap shorter than a year, merged; setting
    // again until the final entry into Aries. So: one period, 6 phases, 1 gap in Aries.
    const periods = sadeSatiPeriods(10, jdOf('2015-01-01T00:00:00Z'), jdOf('2040-01-01T00:00:00Z'), 'lahiri');
    expect(periods).toHaveLength(1);
    const p = periods[0];
    expect(p.phases.map((x) => x.phase)).toEqual(['rising', 'peak', 'rising', 'peak', 'setting', 'setting']);
    expect(p.phases.map((x) => x.saturnSign)).toEqual([9, 10, 9, 10, 11, 11]);
    expect(p.phases.map((x) => localDate(x.start as number, IST)).slice(0, 5))
      .toEqual(['2020-01-24', '2022-04-29', '2022-07-12', '2023-01-17', '2025-03-29']);
    expect(localDate(p.start as number, IST)).toBe('2020-01-24');
    expect(p.gaps).toHaveLength(1);
    expect(p.gaps[0].saturnSign).toBe(0);
    expect(localDate(p.gaps[0].start as number, IST)).toBe('2027-06-03');
    expect((p.gaps[0].end as number) - (p.gaps[0].start as number)).toBeLessThan(SATURN_PERIOD_MERGE_GAP_DAYS);
    // The period ends with the final ingress into Aries, a direct one, after the gap.
    const last = saturnIngresses((p.end as number) - 1, (p.end as number) + 1, 'lahiri');
    expect(last.map((i) => [i.fromSign, i.sign, i.direction])).toEqual([[11, 0, 'direct']]);
    expect(p.end as number).toBeGreaterThan(p.gaps[0].end as number);
  });

  it('Moon in Capricorn: 2017–2025 — rising, (Scorpio gap), rising, peak, setting, peak, setting', () => {
    // Moon in Capricorn (9): 12th Sagittarius (8), 1st Capricorn, 2nd Aquarius (10).
    // Published: Sagittarius 2017-01-26 → rising; back to Scorpio ~2017-06-21 → gap (< 1 year);
    // Sagittarius again (Oct 2017) → rising; Capricorn 2020-01-24 → peak; Aquarius 2022-04-29 → setting;
    // back to Capricorn 2022-07-12 → peak again; Aquarius 2023-01-17 → setting; Pisces 2025-03-29 → end.
    const periods = sadeSatiPeriods(9, jdOf('2010-01-01T00:00:00Z'), jdOf('2030-01-01T00:00:00Z'), 'lahiri');
    expect(periods).toHaveLength(1);
    const p = periods[0];
    expect(p.phases.map((x) => x.phase)).toEqual(['rising', 'rising', 'peak', 'setting', 'peak', 'setting']);
    expect(localDate(p.start as number, IST)).toBe('2017-01-26');
    expect(p.gaps.map((g) => [g.saturnSign, localDate(g.start as number, IST)])).toEqual([[7, '2017-06-21']]);
    expect(p.phases.slice(2).map((x) => localDate(x.start as number, IST))).toEqual(['2020-01-24', '2022-04-29', '2022-07-12', '2023-01-17']);
    expect(localDate(p.end as number, -420)).toBe('2025-03-29'); // moondance (Pacific Time), see PUBLISHED
  });

  it('a period running at birth is reported whole (its start found before birth)', () => {
    const born2021 = sadeSatiPeriods(10, jdOf('2021-06-01T00:00:00Z'), undefined, 'lahiri');
    const born2015 = sadeSatiPeriods(10, jdOf('2015-01-01T00:00:00Z'), undefined, 'lahiri');
    expect(born2021[0].start as number).toBeLessThan(jdOf('2021-06-01T00:00:00Z'));
    expect(born2021[0]).toEqual(born2015[0]);
    expect(localDate(born2021[0].start as number, IST)).toBe('2020-01-24');
  });
});

describe('sadeSatiPeriods / ashtama / kantaka: invariants over the whole range, all 12 Moon signs', () => {
  const all: SadeSatiPeriod[][] = [];
  for (let moon = 0; moon < 12; moon++) all.push(sadeSatiPeriods(moon, SATURN_RANGE_START_JD, SATURN_RANGE_END_JD, 'lahiri'));

  it('periods never overlap; phases and gaps tile each period; phases match the signs', () => {
    for (let moon = 0; moon < 12; moon++) {
      const periods = all[moon];
      expect(periods.length).toBeGreaterThanOrEqual(20); // 600 years / ~29.5 years per revolution
      for (let k = 0; k < periods.length; k++) {
        const p = periods[k];
        if (k > 0) expect(p.start as number).toBeGreaterThan(periods[k - 1].end as number);
        const pieces = [...p.phases, ...p.gaps].sort((x, y) => (x.start ?? -Infinity) - (y.start ?? -Infinity));
        expect(pieces[0].start).toBe(p.start);
        expect(pieces[pieces.length - 1].end).toBe(p.end);
        for (let i = 1; i < pieces.length; i++) expect(pieces[i].start).toBe(pieces[i - 1].end);
        for (const ph of p.phases) expect(saturnPhaseAt(moon, ph.saturnSign)).toBe(ph.phase);
        for (const g of p.gaps) expect(saturnPhaseAt(moon, g.saturnSign)).toBeNull();
        // A gap is Saturn back in the 11th between two rising stays (at the start), or in the 3rd
        // between two setting stays (at the end).
        for (let i = 0; i < pieces.length; i++) {
          if (p.phases.includes(pieces[i] as (typeof p.phases)[number])) continue;
          const house = houseFrom(moon, pieces[i].saturnSign);
          expect([11, 3]).toContain(house);
          const around = house === 11 ? 'rising' : 'setting';
          expect((pieces[i - 1] as (typeof p.phases)[number]).phase).toBe(around);
          expect((pieces[i + 1] as (typeof p.phases)[number]).phase).toBe(around);
        }
        if (p.start !== null) expect(p.phases[0].phase).toBe('rising');
        if (p.end !== null) expect(p.phases[p.phases.length - 1].phase).toBe('setting');
      }
    }
  });

  it('the one-year merge limit is never a close call: gaps ≤ 240 days, distinct periods > 20 years apart', () => {
    let maxGap = 0;
    let minSeparation = Infinity;
    for (const periods of all) {
      for (const p of periods) for (const g of p.gaps) maxGap = Math.max(maxGap, (g.end as number) - (g.start as number));
      for (let k = 1; k < periods.length; k++) minSeparation = Math.min(minSeparation, (periods[k].start as number) - (periods[k - 1].end as number));
    }
    for (let moon = 0; moon < 12; moon++) {
      for (const fn of [ashtamaShaniPeriods, kantakaShaniPeriods]) {
        const periods = fn(moon, SATURN_RANGE_START_JD, SATURN_RANGE_END_JD, 'lahiri');
        for (let k = 1; k < periods.length; k++) minSeparation = Math.min(minSeparation, (periods[k].start as number) - (periods[k - 1].end as number));
      }
    }
    expect(maxGap).toBeGreaterThan(100); // there are real excursions to merge
    expect(maxGap).toBeLessThan(240);
    expect(maxGap).toBeLessThan(SATURN_PERIOD_MERGE_GAP_DAYS);
    expect(minSeparation).toBeGreaterThan(20 * 365.25);
  });

  it('periods cut by the ephemeris range have a null start or end', () => {
    // Saturn's sign at the start of the range: for a Moon in that sign Sade Sati (peak) is running.
    const s0 = Math.floor(norm360(bodyPosition(SATURN_RANGE_START_JD, 'Saturn', 'lahiri').lonDeg) / 30);
    const first = sadeSatiPeriods(s0, SATURN_RANGE_START_JD, SATURN_RANGE_START_JD + 3650, 'lahiri')[0];
    expect(first.start).toBeNull();
    expect(first.phases[0].start).toBeNull();
    expect(first.end as number).toBeGreaterThan(SATURN_RANGE_START_JD);
    const s1 = Math.floor(norm360(bodyPosition(SATURN_RANGE_END_JD, 'Saturn', 'lahiri').lonDeg) / 30);
    const lastList = sadeSatiPeriods(s1, SATURN_RANGE_END_JD - 3650, undefined, 'lahiri');
    const last = lastList[lastList.length - 1];
    expect(last.end).toBeNull();
    expect(last.phases[last.phases.length - 1].end).toBeNull();
  });

  it('ashtama (8th) and kantaka (4th) periods: the right sign, no overlap, bounded by an entry and an exit', () => {
    for (const moon of [0, 4, 8]) {
      for (const [fn, house] of [[ashtamaShaniPeriods, 8], [kantakaShaniPeriods, 4]] as const) {
        const periods = fn(moon, jdOf('1900-01-01T00:00:00Z'), jdOf('2100-01-01T00:00:00Z'), 'lahiri');
        expect(periods.length).toBeGreaterThanOrEqual(6); // 200 years / 29.5
        for (let k = 0; k < periods.length; k++) {
          const p = periods[k];
          expect(houseFrom(moon, p.saturnSign)).toBe(house);
          expect(p.saturnSignName).toBe(['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'][p.saturnSign]);
          if (k > 0) expect(p.start as number).toBeGreaterThan(periods[k - 1].end as number);
          // Starts with an entry into the sign, ends with an exit from it.
          const inAt = saturnIngresses((p.start as number) - 1e-3, (p.start as number) + 1e-3, 'lahiri');
          const outAt = saturnIngresses((p.end as number) - 1e-3, (p.end as number) + 1e-3, 'lahiri');
          expect(inAt.map((i) => i.sign)).toEqual([p.saturnSign]);
          expect(outAt.map((i) => i.fromSign)).toEqual([p.saturnSign]);
        }
      }
    }
  });

  it('Moon in Leo: Ashtama Shani (Pisces) from 2025-03-29, one period through the 2027 Aries excursion', () => {
    // 8th from Leo (4) is Pisces (11): Saturn enters Pisces 2025-03-29 (published), leaves for Aries
    // 2027-06-03 (published), returns to Pisces in Oct 2027 (retrograde) → merged, one period.
    const periods = ashtamaShaniPeriods(4, jdOf('2016-05-13T21:57:00Z'), undefined, 'lahiri');
    const p = periods.find((x) => holdsAt(x, jdOf('2026-01-01T00:00:00Z')));
    expect(p).toBeDefined();
    if (!p) return;
    expect(localDate(p.start as number, -420)).toBe('2025-03-29');
    expect(holdsAt(p, jdOf('2027-08-01T00:00:00Z'))).toBe(true); // inside the Aries excursion, merged
    expect(p.end as number).toBeGreaterThan(jdOf('2027-10-01T00:00:00Z'));
    // Moon in Sagittarius: Pisces is the 4th → Kantaka Shani over the same span.
    const k = kantakaShaniPeriods(8, jdOf('1994-08-18T01:13:00Z'), undefined, 'lahiri').find((x) => holdsAt(x, jdOf('2026-01-01T00:00:00Z')));
    expect(k?.start).toBe(p.start);
    expect(k?.end).toBe(p.end);
  });
});

describe('saturnCycles: one search for the three families', () => {
  it('gives the same periods as the three separate functions', () => {
    for (const [moon, birth] of [[0, '1950-03-01T00:00:00Z'], [7, '1987-11-20T06:00:00Z'], [11, '2020-07-01T00:00:00Z']] as const) {
      const b = jdOf(birth);
      const r = saturnCycles(moon, b, jdOf('2026-01-01T00:00:00Z'), 'lahiri');
      expect(r.sadeSati.periods).toEqual(sadeSatiPeriods(moon, b, undefined, 'lahiri'));
      expect(r.ashtamaShani.periods).toEqual(ashtamaShaniPeriods(moon, b, undefined, 'lahiri'));
      expect(r.kantakaShani.periods).toEqual(kantakaShaniPeriods(moon, b, undefined, 'lahiri'));
      expect(r.sadeSati.periods.length).toBeGreaterThanOrEqual(3); // 100 years ≥ 3 revolutions of 29.5 y minus one
    }
  });
});

describe('life span and validation', () => {
  it('defaults to 100 Julian years from birth, clipped to the ephemeris range', () => {
    const birth = jdOf('2000-01-01T12:00:00Z');
    expect(lifeSpanEndJd(birth)).toBeCloseTo(birth + 36525, 9);
    expect(lifeSpanEndJd(birth, 50)).toBeCloseTo(birth + 18262.5, 9);
    expect(lifeSpanEndJd(jdOf('2350-01-01T00:00:00Z'))).toBe(SATURN_RANGE_END_JD);
    // The default span returns the periods overlapping [birth, birth + 100 y] and no later one.
    const periods = sadeSatiPeriods(10, birth, undefined, 'lahiri');
    expect(periods.every((p) => (p.start as number) < birth + 36525 && (p.end as number) > birth)).toBe(true);
    const longer = sadeSatiPeriods(10, birth, birth + 200 * 365.25, 'lahiri');
    expect(longer.length).toBeGreaterThan(periods.length);
    expect(longer.slice(0, periods.length)).toEqual(periods);
  });
  it('rejects bad input', () => {
    expect(() => sadeSatiPeriods(12, 2451545, undefined, 'lahiri')).toThrow(/moonSign/);
    expect(() => sadeSatiPeriods(0, SATURN_RANGE_START_JD - 10, undefined, 'lahiri')).toThrow(/ephemeris range/);
    expect(() => sadeSatiPeriods(0, 2451545, 2451545 - 1, 'lahiri')).toThrow(/after birthJd/);
    expect(() => ashtamaShaniPeriods(0, 2451545, Number.NaN, 'lahiri')).toThrow(/finite/);
    expect(() => lifeSpanEndJd(2451545, 0)).toThrow(/positive/);
  });
});

// Kept last: it switches the module's sidereal mode between ayanamsas (the sweph checks above set
// Lahiri directly, which is only consistent while the module's own last mode is Lahiri too).
describe('saturnIngresses: other ayanamsas against a daily scan (1950–2050)', () => {
  for (const ayanamsa of ['raman', 'true-chitra', 'fagan-bradley'] as const) {
    it(ayanamsa, () => {
      const a = jdOf('1950-01-01T00:00:00Z');
      const b = jdOf('2050-01-01T00:00:00Z');
      const lon = (jd: number) => norm360(bodyPosition(jd, 'Saturn', ayanamsa).lonDeg);
      const brute: number[] = [];
      let prev = Math.floor(lon(a) / 30);
      for (let jd = a + 1; jd <= b; jd += 1) {
        const s = Math.floor(lon(jd) / 30);
        if (s === prev) continue;
        let lo = jd - 1;
        let hi = jd;
        while (hi - lo > 1e-7) {
          const m = (lo + hi) / 2;
          if (Math.floor(lon(m) / 30) === prev) lo = m;
          else hi = m;
        }
        brute.push((lo + hi) / 2);
        prev = s;
      }
      const fast = saturnIngresses(a, b, ayanamsa);
      expect(fast).toHaveLength(brute.length);
      expect(brute.length).toBeGreaterThan(30);
      for (let i = 0; i < brute.length; i++) expect(Math.abs(fast[i].jdUt - brute[i]) * 86400).toBeLessThan(1);
    });
  }
});
