/**
 * Krishnamurti Paddhati (shared/core/vedic/kp.ts).
 *  - Cusps: PyJHora 4.8.5's sidereal Placidus cusps and their sign, star, sub and sub-sub lords for the 8
 *    reference charts, with the Krishnamurti and the Lahiri ayanamsa (test/fixtures/reference/kp.json):
 *    lords exactly, longitudes within 0.01° (they agree within 1e-6°).
 *  - The 249 horary subs: a hand calculation of the boundaries, and entries of KSK's table of horary numbers
 *    as published ("K.P. Star & Sub Lord Table", KP Reader VI's horary table as reproduced at
 *    scribd.com/document/627745119; the same degrees in PyJHora's const.py `prasna_kp_249_dict`).
 *  - Horary cusps: the ARMC formula checked by hand at the equator, and every number's cusps against the
 *    Swiss Ephemeris's own cusps at the real moment, near the question, when that degree rises.
 *  - Significators and ruling planets: small charts worked by hand in the tests.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { houseCusps, houseCuspsFromArmc, julianDayUt } from '../../shared/core/ephemeris.js';
import type { Graha } from '../../shared/core/vedic/grahas.js';
import {
  armcRaising, cuspRecords, HORARY_SUBS, horaryChart, horaryCuspRecords, houseOf, housesOwned, kpCuspLongitudes, nodeAgency,
  planetRecords, rulingPlanets, significators,
} from '../../shared/core/vedic/kp.js';
import { charts, utcMsOf } from '../helpers/reference.js';

interface RefCusp { cusp: number; longitude: number; sign_lord: string; star_lord: string; sub_lord: string; sub_sub_lord: string }
const ref = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'reference', 'kp.json'), 'utf8')) as {
  charts: { id: string; KP: { cusps: RefCusp[] }; LAHIRI: { cusps: RefCusp[] } }[];
};
const dms = (d: number, m: number, s: number) => d + m / 60 + s / 3600;
const wrapDiff = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

describe('KP cusps against PyJHora (8 charts × 2 ayanamsas × 12 cusps)', () => {
  for (const variant of ['KP', 'LAHIRI'] as const) {
    it(`${variant}: sign, star, sub and sub-sub lords exact; longitudes within 0.01°`, () => {
      let n = 0;
      for (const c of charts) {
        const jd = julianDayUt(utcMsOf(c));
        const got = cuspRecords(kpCuspLongitudes(jd, c.latitude, c.longitude, variant === 'KP' ? 'krishnamurti' : 'lahiri'));
        const want = ref.charts.find((r) => r.id === c.id)![variant].cusps;
        want.forEach((w, i) => {
          const g = got[i];
          expect(g.cusp).toBe(w.cusp);
          expect(wrapDiff(g.longitude, w.longitude), `${c.id} cusp ${w.cusp}`).toBeLessThan(0.01);
          expect([g.signLord, g.starLord, g.subLord, g.subSubLord], `${c.id} cusp ${w.cusp}`).toEqual([w.sign_lord, w.star_lord, w.sub_lord, w.sub_sub_lord]);
          n++;
        });
      }
      expect(n).toBe(96);
    });
  }

  it('refuses where Placidus is undefined (lat 80°)', () => {
    expect(() => kpCuspLongitudes(julianDayUt(Date.parse('2024-06-21T12:00:00Z')), 80, 0, 'krishnamurti')).toThrow(/Placidus/);
  });
});

describe('the 249 horary subs (KSK\'s table)', () => {
  it('249 entries covering the zodiac without gaps; no entry crosses a sign boundary', () => {
    expect(HORARY_SUBS).toHaveLength(249);
    expect(HORARY_SUBS[0].start).toBe(0);
    expect(HORARY_SUBS[248].end).toBe(360);
    HORARY_SUBS.forEach((e, i) => {
      expect(e.number).toBe(i + 1);
      if (i > 0) expect(e.start).toBeCloseTo(HORARY_SUBS[i - 1].end, 9);
      expect(Math.floor(e.start / 30 + 1e-9)).toBe(e.sign);
      expect(e.end).toBeLessThanOrEqual((e.sign + 1) * 30 + 1e-9);
    });
  });

  it('the six split subs: 243 subs + 6 cut by the sign boundaries at 30°, 90°, 150°, 210°, 270°, 330°', () => {
    // A sign boundary falls inside a nakshatra at 3°20′ (Krittika, U. Phalguni, U. Ashadha: lord Sun),
    // 6°40′ (Mrigashira, Chitra, Dhanishta: lord Mars) or 10° (Punarvasu, Vishakha, P. Bhadrapada: Jupiter).
    // Sun's nakshatra: Sun 40′, Moon 1°06′40″, Mars 46′40″ → 2°33′20″, Rahu 2° → 4°33′20″: 3°20′ cuts Rahu's sub.
    // Mars's nakshatra: Mars 46′40″, Rahu 2°, Jupiter 1°46′40″, Saturn 2°06′40″ → exactly 6°40′: no cut.
    // Jupiter's: Jup 1°46′40″, Sat 2°06′40″, Merc 1°53′20″, Ketu 46′40″, Venus 2°13′20″, Sun 40′ → 9°26′40″,
    // Moon 1°06′40″ → 10°33′20″: 10° cuts Moon's sub.
    const starts = HORARY_SUBS.map((e) => e.start);
    for (const [b, star, sub] of [[30, 'Sun', 'Rahu'], [90, 'Jupiter', 'Moon'], [150, 'Sun', 'Rahu'], [210, 'Jupiter', 'Moon'], [270, 'Sun', 'Rahu'], [330, 'Jupiter', 'Moon']] as const) {
      const i = starts.findIndex((s) => Math.abs(s - b) < 1e-9);
      expect(i, `${b}°`).toBeGreaterThan(0);
      expect(HORARY_SUBS[i]).toMatchObject({ starLord: star, subLord: sub });
      expect(HORARY_SUBS[i - 1]).toMatchObject({ starLord: star, subLord: sub });
    }
    for (const b of [60, 180, 300, 120, 240]) expect(starts.some((s) => Math.abs(s - b) < 1e-9), `${b}° is a sub start`).toBe(true);
  });

  it('entries of KSK\'s table: sign, start, end, star lord, sub lord', () => {
    // [number, sign, start (d,m,s within the sign), end, star lord, sub lord] as printed in the table.
    const table: [number, number, [number, number, number], [number, number, number], Graha, Graha][] = [
      [1, 0, [0, 0, 0], [0, 46, 40], 'Ketu', 'Ketu'],
      [2, 0, [0, 46, 40], [3, 0, 0], 'Ketu', 'Venus'],
      [10, 0, [13, 20, 0], [15, 33, 20], 'Venus', 'Venus'],
      [19, 0, [26, 40, 0], [27, 20, 0], 'Sun', 'Sun'],
      [22, 0, [29, 13, 20], [30, 0, 0], 'Sun', 'Rahu'],
      [23, 1, [0, 0, 0], [1, 13, 20], 'Sun', 'Rahu'],
      [28, 1, [7, 46, 40], [10, 0, 0], 'Sun', 'Venus'],
      [31, 1, [11, 53, 20], [13, 53, 20], 'Moon', 'Rahu'],
      [42, 2, [0, 0, 0], [1, 53, 20], 'Mars', 'Mercury'], // Mrigashira's Saturn sub ends exactly at 60°
      [62, 2, [29, 26, 40], [30, 0, 0], 'Jupiter', 'Moon'],
      [63, 3, [0, 0, 0], [0, 33, 20], 'Jupiter', 'Moon'],
      [84, 4, [0, 0, 0], [0, 46, 40], 'Ketu', 'Ketu'],
      [106, 5, [0, 0, 0], [1, 13, 20], 'Sun', 'Rahu'],
      [146, 7, [0, 0, 0], [0, 33, 20], 'Jupiter', 'Moon'],
      [189, 9, [0, 0, 0], [1, 13, 20], 'Sun', 'Rahu'],
      [229, 11, [0, 0, 0], [0, 33, 20], 'Jupiter', 'Moon'],
      [249, 11, [27, 53, 20], [30, 0, 0], 'Mercury', 'Saturn'],
    ];
    for (const [n, sign, s, e, star, sub] of table) {
      const got = HORARY_SUBS[n - 1];
      expect(got.sign, `#${n}`).toBe(sign);
      expect(got.start - sign * 30, `#${n} start`).toBeCloseTo(dms(...s), 9);
      expect(got.end - sign * 30, `#${n} end`).toBeCloseTo(dms(...e), 9);
      expect([got.starLord, got.subLord], `#${n}`).toEqual([star, sub]);
    }
  });
});

describe('horary cusps', () => {
  it('ARMC that raises a degree, by hand at the equator: 0° Aries rises at ARMC 270°, 0° Cancer at ARMC 0°', () => {
    // φ = 0: every point rises at hour angle −90°, so ARMC = α − 90°; α(0°) = 0°, α(90°) = 90°.
    expect(armcRaising(0, 0, 23.44)).toBeCloseTo(270, 9);
    expect(armcRaising(90, 0, 23.44)).toBeCloseTo(0, 9);
    expect(houseCuspsFromArmc(270, 0, 23.44, 'P').ascDeg).toBeCloseTo(0, 6);
    // A degree that never rises (circumpolar at 80° N) has none.
    expect(armcRaising(90, 80, 23.44)).toBeNull();
  });

  it('every number: cusp 1 is the start of its sub with its lords, cusp 7 opposite', () => {
    const jd = julianDayUt(Date.parse('2026-06-01T06:30:00Z'));
    for (const sub of HORARY_SUBS) {
      const h = horaryChart(sub.number, jd, 19.076, 'krishnamurti');
      const cs = horaryCuspRecords(h.cusps);
      expect(cs[0].longitude).toBe(sub.start);
      expect([cs[0].sign, cs[0].starLord, cs[0].subLord], `#${sub.number}`).toEqual([sub.sign, sub.starLord, sub.subLord]);
      expect(wrapDiff(cs[6].longitude, sub.start + 180)).toBeLessThan(1e-9);
    }
  });

  it('cusps agree with the Swiss Ephemeris at the real moment near the question when that degree rises (0.01°)', () => {
    // An independent route: search the time (within a day after the question) at which the sidereal
    // Placidus ascendant of swe_houses equals the number's degree; its cusps must be the horary cusps up
    // to the change of ayanamsa and obliquity within that day (well under 0.001°).
    const lat = 19.076;
    const lng = 72.8777;
    const jd0 = julianDayUt(Date.parse('2026-06-01T06:30:00Z'));
    for (const n of [1, 23, 100, 146, 200, 249]) {
      const h = horaryChart(n, jd0, lat, 'krishnamurti');
      const ascAt = (jd: number) => houseCusps(jd, lat, lng, 'P', 'krishnamurti').ascDeg;
      // ascendant − target, in (−180, 180]; step through the day for the upward zero crossing, then bisect.
      const f = (jd: number) => ((ascAt(jd) - h.sub.start + 540) % 360) - 180;
      let a = jd0;
      while (!(f(a) < 0 && f(a + 1 / 96) >= 0 && f(a + 1 / 96) - f(a) < 90)) a += 1 / 96;
      let b = a + 1 / 96;
      for (let k = 0; k < 50; k++) {
        const m = (a + b) / 2;
        if (f(m) < 0) a = m;
        else b = m;
      }
      const real = houseCusps(b, lat, lng, 'P', 'krishnamurti').cusps;
      real.forEach((c, i) => expect(wrapDiff(c, h.cusps[i]), `#${n} cusp ${i + 1}`).toBeLessThan(0.01));
    }
  });
});

// A chart worked by hand. Cusps 15° + 30°(n − 1): cusp 1 15° Aries … cusp 12 15° Pisces, so the owners
// (sign lord of each cusp) are 1 Mars, 2 Venus, 3 Mercury, 4 Moon, 5 Sun, 6 Mercury, 7 Venus, 8 Mars,
// 9 Jupiter, 10 Saturn, 11 Saturn, 12 Jupiter.
const CUSPS = Array.from({ length: 12 }, (_, i) => 15 + 30 * i);
// planet, longitude → nakshatra (star lord) → house (cusp passed)
const PLANETS: { planet: Graha; longitude: number }[] = [
  { planet: 'Sun', longitude: 20 }, //      Bharani (Venus)            house 1
  { planet: 'Moon', longitude: 100 }, //    Pushya (Saturn)            house 3
  { planet: 'Mars', longitude: 200 }, //    Vishakha (Jupiter)         house 7
  { planet: 'Mercury', longitude: 50 }, //  Rohini (Moon)              house 2
  { planet: 'Jupiter', longitude: 280 }, // Shravana (Moon)            house 9
  { planet: 'Venus', longitude: 10 }, //    Ashwini (Ketu)             house 12 (15° Pisces … 15° Aries)
  { planet: 'Saturn', longitude: 140 }, //  Purva Phalguni (Venus)     house 5, in Leo
  { planet: 'Rahu', longitude: 130 }, //    Magha (Ketu)               house 4, in Leo with Saturn: agent of Sun, Saturn
  { planet: 'Ketu', longitude: 310 }, //    Shatabhisha (Rahu)         house 10, in Aquarius alone: agent of Saturn
];

describe('significators (hand-worked chart)', () => {
  const planets = planetRecords(PLANETS, CUSPS);

  it('houses occupied and owned', () => {
    expect(planets.map((p) => [p.planet, p.house, p.starLord])).toEqual([
      ['Sun', 1, 'Venus'], ['Moon', 3, 'Saturn'], ['Mars', 7, 'Jupiter'], ['Mercury', 2, 'Moon'], ['Jupiter', 9, 'Moon'],
      ['Venus', 12, 'Ketu'], ['Saturn', 5, 'Venus'], ['Rahu', 4, 'Ketu'], ['Ketu', 10, 'Rahu'],
    ]);
    expect(houseOf(15, CUSPS)).toBe(1); // on the cusp: it has passed it
    expect(houseOf(14.999, CUSPS)).toBe(12);
    expect(housesOwned('Mars', CUSPS)).toEqual([1, 8]);
    expect(housesOwned('Rahu', CUSPS)).toEqual([]);
    expect(nodeAgency('Rahu', planets)).toEqual(['Sun', 'Saturn']);
    expect(nodeAgency('Ketu', planets)).toEqual(['Saturn']);
  });

  it('planet significators at four levels', () => {
    // Nodes' occupied/owned houses include their principals': Rahu occupies 4 and, for Sun (1) and Saturn (5),
    // 1 and 5 → [1,4,5]; owns Sun's 5 and Saturn's 10, 11 → [5,10,11]. Ketu: occupies 10, Saturn's 5 → [5,10];
    // owns Saturn's [10,11]. Level 1 = star lord's occupied, 2 = own occupied, 3 = star lord's owned, 4 = own owned.
    const s = significators(planets, CUSPS);
    const levels = Object.fromEntries(s.planets.map((p) => [p.planet, p.levels]));
    expect(levels).toEqual({
      Sun: [[12], [1], [2, 7], [5]], //              star Venus: occupies 12, owns 2, 7
      Moon: [[5], [3], [10, 11], [4]], //            star Saturn: occupies 5, owns 10, 11
      Mars: [[9], [7], [9, 12], [1, 8]], //          star Jupiter: occupies 9, owns 9, 12
      Mercury: [[3], [2], [4], [3, 6]], //           star Moon: occupies 3, owns 4
      Jupiter: [[3], [9], [4], [9, 12]],
      Venus: [[5, 10], [12], [10, 11], [2, 7]], //   star Ketu (agent of Saturn)
      Saturn: [[12], [5], [2, 7], [10, 11]],
      Rahu: [[5, 10], [1, 4, 5], [10, 11], [5, 10, 11]],
      Ketu: [[1, 4, 5], [5, 10], [5, 10, 11], [10, 11]], // star Rahu
    });
    expect(s.planets.find((p) => p.planet === 'Rahu')?.agentOf).toEqual(['Sun', 'Saturn']);
  });

  it('house significators at four levels: houses 5 and 10', () => {
    const s = significators(planets, CUSPS);
    // House 5 (cusp 135° Leo, owner Sun; occupant Saturn, and the nodes as Saturn's agents):
    // 1 in the star of the occupants: Moon (Saturn's star), Venus, Rahu (Ketu's star; Ketu is Saturn's agent), Ketu (Rahu's star)
    // 2 occupants: Saturn, Rahu, Ketu; 3 in the star of the owner (Sun): none directly, Ketu through Rahu (agent of Sun);
    // 4 the owner: Sun, and Rahu as the Sun's agent.
    expect(s.houses[4]).toEqual({
      house: 5, cusp: 135, owner: 'Sun',
      levels: [['Moon', 'Venus', 'Rahu', 'Ketu'], ['Saturn', 'Rahu', 'Ketu'], ['Ketu'], ['Sun', 'Rahu']],
    });
    // House 10 (cusp 285° Capricorn, owner Saturn; occupant Ketu).
    expect(s.houses[9]).toEqual({
      house: 10, cusp: 285, owner: 'Saturn',
      levels: [['Venus', 'Rahu'], ['Ketu'], ['Moon', 'Venus', 'Rahu', 'Ketu'], ['Saturn', 'Rahu', 'Ketu']],
    });
  });
});

describe('ruling planets (hand-worked)', () => {
  it('five classical rulers in order of strength, the sub lords, and the nodes as representatives', () => {
    // Ascendant 100°: Cancer (Moon), Pushya (Saturn, from 93°20′); subs from Saturn: Saturn 2°06′40″ → 95°26′40″,
    // Mercury 1°53′20″ → 97°20′, Ketu 46′40″ → 98°06′40″, Venus 2°13′20″ → 100°20′: sub Venus.
    // Moon 200°: Libra (Venus), Vishakha (Jupiter) from 200° exactly: sub Jupiter. Thursday: Jupiter.
    // Rahu 220° Scorpio (Mars, not a ruler) with Saturn 225° (a ruler): Rahu represents Saturn by conjunction.
    // Ketu 40° Taurus (Venus, a ruler): Ketu represents Venus by sign.
    const planets: { planet: Graha; longitude: number }[] = [
      { planet: 'Sun', longitude: 60 }, { planet: 'Moon', longitude: 200 }, { planet: 'Mars', longitude: 300 },
      { planet: 'Mercury', longitude: 70 }, { planet: 'Jupiter', longitude: 250 }, { planet: 'Venus', longitude: 80 },
      { planet: 'Saturn', longitude: 225 }, { planet: 'Rahu', longitude: 220 }, { planet: 'Ketu', longitude: 40 },
    ];
    const r = rulingPlanets(100, 200, 'Jupiter', planets);
    expect(r.rulers).toEqual([
      { role: 'ascendantStarLord', planet: 'Saturn' }, { role: 'ascendantSignLord', planet: 'Moon' },
      { role: 'moonStarLord', planet: 'Jupiter' }, { role: 'moonSignLord', planet: 'Venus' }, { role: 'dayLord', planet: 'Jupiter' },
      { role: 'ascendantSubLord', planet: 'Venus' }, { role: 'moonSubLord', planet: 'Jupiter' },
    ]);
    expect(r.nodes).toEqual([
      { node: 'Rahu', represents: ['Saturn'], by: ['conjunction'] },
      { node: 'Ketu', represents: ['Venus'], by: ['sign'] },
    ]);
    expect(r.planets).toEqual(['Saturn', 'Moon', 'Jupiter', 'Venus', 'Rahu', 'Ketu']);
  });
});
