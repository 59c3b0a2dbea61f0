/**
 * Shadbala (shared/core/vedic/shadbala.ts; conventions and sources in that file's header).
 *
 * 1. PyJHora 4.8.5 (test/fixtures/reference/pyjhora.json, 8 charts, Lahiri). PyJHora follows B.V. Raman's
 *    book variant; the team reference README lists where it departs from Jagannatha Hora (JH), whose
 *    conventions we follow. So:
 *     - exact (to PyJHora's 0.01 rounding) where the rule is shared: saptavargaja, ojhayugma, kendradi,
 *       drekkana, tribhaga, abda, masa, vara, naisargika;
 *     - within 0.5 virupa for the continuous shared ones: uchcha, dig (against `dig_classical_folded`),
 *       ayana (the Sun's against PyJHora's ÷ 2), drik;
 *     - a documented relationship, derived step by step in each test, where we differ by design or where
 *       PyJHora has a defect: nathonnatha (PyJHora mirrors a midnight that falls before 00:00), paksha
 *       (PyJHora does not fold the Moon–Sun arc, and doubles the Moon's), hora (PyJHora counts whole clock
 *       hours, we the 12 + 12 planetary hours: both reproduced by hand from the fixture's sunrise/sunset),
 *       cheshta of the Sun and Moon (PyJHora 0; ours = ayana and paksha bala), yuddha (PyJHora has no 1°
 *       limit).
 *    Our positions are apparent, PyJHora's geometric: ≤ 1′ apart (≤ 0.02 virupa here).
 * 2. V.P. Jain's standard horoscope ("Text Book for Shadbala (Grahas) and Bhavabala", ch. 2 "Positional
 *    strength", longitude table; we read it in the scribd copy, document 426763000, whose printed page
 *    number we could not make out). The expected uchcha, saptavargaja, ojhayugma and paksha values are the
 *    book's as quoted in github.com/naturalstupid/PyJHora issue #17 ("VPJain Shadbala … Expected"); we have
 *    not seen the book's own page for them, so they are a secondary citation. Uchcha is also re-derived by
 *    hand below. We found no accessible page of B.V. Raman's "Graha and Bhava Balas" example to cite.
 * 3. Hand calculations of each rule (shown step by step).
 * 4. Invariants over 300 generated charts.
 */
import { describe, expect, it } from 'vitest';
import { julianDayUt } from '../../shared/core/ephemeris.js';
import { CoreError } from '../../shared/core/errors.js';
import {
  abdaMasaWeekdays, aharganaOfJdn, ayanaBala, beneficsAndMalefics, cheshtaBala, compoundRelation, digBala,
  drekkanaBala, drishtiValue, horaLordOf, kendradiBala, krantiDeg, meanLongitude, NAISARGIKA, nathonnathaBala,
  ojhayugmaBala, pakshaBala, REQUIRED_RUPAS, SAPTA_GRAHAS, saptavargajaBala, shadbala as shadbalaCore, uchchaBala,
  type SaptaGraha, type ShadbalaResult,
} from '../../shared/core/vedic/shadbala.js';
import { charts, pyjhora, utcMsOf } from '../helpers/reference.js';
import { rendered } from '../helpers/text.js';

const shadbala = rendered(shadbalaCore);

// --- Fixture types (test/helpers/reference.ts types only part of pyjhora.json).
interface PyjShadbala {
  sthana: number; kaala: number; dig: number; cheshta: number; naisargika: number; drik: number;
  total_virupas: number; required_rupas: number; dig_classical_folded: number;
  sthana_components: { uchcha: number; saptavargaja: number; ojayugma: number; kendradi: number; drekkana: number };
  kaala_components: {
    nathonnatha: number; paksha: number; tribhaga: number; abda: number; masa: number; vara: number;
    hora: number; ayana: number; yuddha: number;
  };
}
interface PyjDay { sunrise: { local_hours: number }; sunset: { local_hours: number } }
interface PyjFull {
  id: string;
  positions: Record<string, { longitude: number }>;
  shadbala: Record<SaptaGraha, PyjShadbala>;
  day: PyjDay;
  panchanga_at_birth: { vara: { index: number } };
}
const pyj = pyjhora as unknown as PyjFull[];

const results: ShadbalaResult[] = charts.map((c) =>
  shadbala({ jdUt: julianDayUt(utcMsOf(c)), lat: c.latitude, lng: c.longitude, ayanamsa: 'lahiri' }));
const row = (i: number, p: SaptaGraha) => {
  const r = results[i].planets.find((x) => x.planet === p);
  if (!r) throw new Error(p);
  return r;
};
/** Local clock hours of birth from charts.json local_datetime. */
const birthHours = (i: number) => {
  const t = charts[i].local_datetime.slice(11);
  const [h, m, s] = t.split(':').map(Number);
  return h + m / 60 + (s || 0) / 3600;
};
const CHALDEAN: SaptaGraha[] = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'];
const WEEKDAY_LORD: SaptaGraha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
const lordWith = (i: number, field: 'abda' | 'masa' | 'vara' | 'hora' | 'tribhaga') =>
  SAPTA_GRAHAS.filter((p) => pyj[i].shadbala[p].kaala_components[field] > 0);

describe('against PyJHora 4.8.5 (8 charts): components with the same rule', () => {
  for (const [i, chart] of charts.entries()) {
    const ref = pyj[i].shadbala;
    it(`${chart.id}: saptavargaja, ojhayugma, kendradi, drekkana exact; uchcha within 0.5`, () => {
      for (const p of SAPTA_GRAHAS) {
        const s = row(i, p).sthana;
        const q = ref[p].sthana_components;
        // PyJHora rounds to 0.01 (13.125 → 13.12, 61.875 → 61.88): equal to within that rounding.
        expect(Math.abs(s.saptavargaja - q.saptavargaja), p).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(s.ojhayugma, p).toBe(q.ojayugma);
        expect(s.kendradi, p).toBe(q.kendradi);
        expect(s.drekkana, p).toBe(q.drekkana);
        expect(Math.abs(s.uchcha - q.uchcha), p).toBeLessThan(0.5);
      }
    });
    it(`${chart.id}: tribhaga, abda, masa, vara exact; naisargika to 0.01`, () => {
      for (const p of SAPTA_GRAHAS) {
        const k = row(i, p).kala;
        const q = ref[p].kaala_components;
        expect(k.tribhaga, p).toBe(q.tribhaga);
        expect(k.abda, p).toBe(q.abda);
        expect(k.masa, p).toBe(q.masa);
        expect(k.vara, p).toBe(q.vara);
        expect(row(i, p).naisargika, p).toBeCloseTo(ref[p].naisargika, 2);
      }
      // The Vedic weekday (sunrise to sunrise) is PyJHora's panchanga vara (p05: Friday before sunrise).
      expect(results[i].context.vedicWeekday).toBe(pyj[i].panchanga_at_birth.vara.index);
    });
    it(`${chart.id}: dig (folded) and drik within 0.5`, () => {
      for (const p of SAPTA_GRAHAS) {
        expect(Math.abs(row(i, p).dig - ref[p].dig_classical_folded), p).toBeLessThan(0.5);
        expect(Math.abs(row(i, p).drik - ref[p].drik), p).toBeLessThan(0.5);
      }
    });
    it(`${chart.id}: ayana within 0.5; PyJHora doubles the Sun's, so ours = PyJHora's / 2`, () => {
      for (const p of SAPTA_GRAHAS) {
        const expected = p === 'Sun' ? ref.Sun.kaala_components.ayana / 2 : ref[p].kaala_components.ayana;
        expect(Math.abs(row(i, p).kala.ayana - expected), p).toBeLessThan(0.5);
      }
    });
  }
});

describe('against PyJHora 4.8.5: documented relationships where the rules differ', () => {
  for (const [i, chart] of charts.entries()) {
    const ref = pyj[i].shadbala;
    it(`${chart.id}: nathonnatha — PyJHora mirrors a midnight before 00:00`, () => {
      // PyJHora (drik.midnight) takes the night's midpoint m = (sunset + sunrise)/2 − 12 h but returns |m|
      // when m < 0 (`if mnhl < 12: mnhl = 12 − mnhl`). Its value is 5·(hours from midnight), so with the
      // true midnight m: PyJHora − true = ∓5·(|m| − m) for a diurnal planet (− before noon, + after), the
      // opposite sign for a nocturnal one, 0 for Mercury. m from the fixture's sunrise and sunset (the
      // previous evening's sunset differs by ~1 min: < 0.1 virupa). p06 (m ≈ −0.196 h) is the case.
      const { sunrise, sunset } = pyj[i].day;
      const m = (sunrise.local_hours + sunset.local_hours) / 2 - 12;
      const defect = 5 * (Math.abs(m) - m) * (birthHours(i) >= 12 ? 1 : -1);
      for (const p of SAPTA_GRAHAS) {
        const sign = p === 'Mercury' ? 0 : p === 'Sun' || p === 'Jupiter' || p === 'Venus' ? 1 : -1;
        const expected = ref[p].kaala_components.nathonnatha - sign * defect;
        expect(Math.abs(row(i, p).kala.nathonnatha - expected), p).toBeLessThan(0.5);
      }
      if (chart.id === 'p06') expect(Math.abs(defect)).toBeGreaterThan(1.5); // the relationship is exercised
    });
    it(`${chart.id}: paksha — PyJHora does not fold the arc and doubles the Moon`, () => {
      // PyJHora: pb = |Sun − Moon|/3 with the raw difference d (0 … 360°); benefic pb, malefic 60 − pb,
      // then the Moon's × 2. Ours (BPHS 27.10–11): f = d folded to ≤ 180°, benefic f/3, malefic 60 − f/3,
      // Moon undoubled. For d ≤ 180 the two agree; for d > 180, f/3 = 120 − d/3, so a benefic's ours =
      // 120 − PyJHora's and a malefic's = −PyJHora's.
      const d = Math.abs(pyj[i].positions.Sun.longitude - pyj[i].positions.Moon.longitude);
      const benefics = results[i].context.benefics;
      for (const p of SAPTA_GRAHAS) {
        const theirs = ref[p].kaala_components.paksha / (p === 'Moon' ? 2 : 1);
        const expected = d <= 180 ? theirs : benefics.includes(p) ? 120 - theirs : -theirs;
        expect(Math.abs(row(i, p).kala.paksha - expected), p).toBeLessThan(0.5);
      }
    });
    it(`${chart.id}: hora — both rules reproduced from the fixture's sunrise and sunset`, () => {
      // Fixture (Hindu) sunrise R and sunset S in local hours, birth t, Vedic weekday w (fixture).
      // PyJHora (strength.py _hora_bala): n = ⌊t − R⌋ whole clock hours (t + 24 and the previous day before
      // sunrise), weekday d = ⌈jd_local + 1⌉ mod 7 (jd_local from the fixture; this is one day ahead after
      // local noon, since a JD starts at noon), lord = [Saturn, Jupiter, Mars, Sun, Venus, Mercury,
      // Moon][(n + d + 1) mod 7]. That does not give the first hour of a day to its weekday lord.
      // Ours: the 12 + 12 planetary hours (12 equal parts of R…S by day, of S…next R by night), the first
      // belonging to the weekday lord, then the same descending order. The neighbouring day's sunrise or
      // sunset is taken from the same date (they move 1–2 min a day; the part is kept ≥ 0.01 from a boundary).
      const R = pyj[i].day.sunrise.local_hours;
      const S = pyj[i].day.sunset.local_hours;
      const w = pyj[i].panchanga_at_birth.vara.index;
      let t = birthHours(i);
      let d = Math.ceil((pyj[i] as unknown as { jd_local: number }).jd_local + 1) % 7;
      if (t < R) {
        t += 24;
        d = (d + 6) % 7;
      }
      expect(lordWith(i, 'hora')).toEqual([CHALDEAN[(Math.floor(t - R) + d + 1) % 7]]);
      const part = t < S ? ((t - R) * 12) / (S - R) : 12 + ((t - S) * 12) / (24 - S + R);
      expect(part - Math.floor(part)).toBeGreaterThan(0.01);
      expect(part - Math.floor(part)).toBeLessThan(0.99);
      expect(results[i].context.horaIndex).toBe(Math.floor(part));
      const ours = SAPTA_GRAHAS.filter((p) => row(i, p).kala.hora === 60);
      expect(ours).toEqual([CHALDEAN[(CHALDEAN.indexOf(WEEKDAY_LORD[w]) + Math.floor(part)) % 7]]);
      expect(horaLordOf(w, Math.floor(part))).toBe(ours[0]);
    });
    it(`${chart.id}: cheshta of the Sun = its ayana bala, of the Moon = its paksha bala (PyJHora: 0)`, () => {
      expect(ref.Sun.cheshta).toBe(0);
      expect(ref.Moon.cheshta).toBe(0);
      expect(row(i, 'Sun').chesta).toBe(row(i, 'Sun').kala.ayana);
      expect(row(i, 'Moon').chesta).toBe(row(i, 'Moon').kala.paksha);
      // So our Sun's ayana + cheshta equals PyJHora's doubled ayana (within 0.5).
      expect(Math.abs(row(i, 'Sun').kala.ayana + row(i, 'Sun').chesta - ref.Sun.kaala_components.ayana)).toBeLessThan(0.5);
    });
    it(`${chart.id}: yuddha only within 1° (PyJHora has no limit: p06 Mars–Jupiter 20.5° apart get ±0.96)`, () => {
      const wars = results[i].context.wars;
      for (const w of wars) expect(w.separationDeg).toBeLessThanOrEqual(1);
      const sum = SAPTA_GRAHAS.reduce((a, p) => a + row(i, p).kala.yuddha, 0);
      expect(Math.abs(sum)).toBeLessThan(1e-9);
      const theirs = SAPTA_GRAHAS.filter((p) => ref[p].kaala_components.yuddha !== 0);
      if (chart.id === 'p06') {
        expect(theirs).toEqual(['Mars', 'Jupiter']);
        expect(wars).toEqual([]);
        for (const p of SAPTA_GRAHAS) expect(row(i, p).kala.yuddha).toBe(0);
      }
      // The README's real close pairs: p04 Mercury–Venus 0.6°, p07 Mars–Mercury 0.6°, p08 0.2°.
      if (['p04', 'p07', 'p08'].includes(chart.id)) {
        expect(wars).toHaveLength(1);
        expect([wars[0].victor, wars[0].vanquished].sort()).toEqual([...theirs].sort());
      }
    });
  }
});

describe('V.P. Jain standard horoscope (Text Book for Shadbala and Bhavabala, ch. 2 longitude table)', () => {
  // Sidereal longitudes as printed (degrees to 2 decimals): Sun 4s 26°22′ = 146.37, Moon 10s 9°30′ = 309.50,
  // Mars 3s 13°11′ = 103.18, Mercury 5s 20°32′ = 170.53, Jupiter 5s 20°27′ = 170.45, Venus 6s 6°16′ = 186.27,
  // Saturn 5s 16°26′ = 166.43.
  const lons: Record<SaptaGraha, number> = {
    Sun: 146.37, Moon: 309.5, Mars: 103.18, Mercury: 170.53, Jupiter: 170.45, Venus: 186.27, Saturn: 166.43,
  };
  it('uchcha bala: book values (quoted) and by hand', () => {
    // By hand, |lon − deep debilitation| folded, ÷ 3: Sun (190 − 146.37)/3 = 43.63/3 = 14.543;
    // Moon (309.50 − 213)/3 = 96.50/3 = 32.167; Mars (118 − 103.18)/3 = 14.82/3 = 4.940;
    // Mercury (345 − 170.53)/3 = 174.47/3 = 58.157; Jupiter (275 − 170.45)/3 = 104.55/3 = 34.850;
    // Venus (186.27 − 177)/3 = 9.27/3 = 3.090; Saturn (166.43 − 20)/3 = 146.43/3 = 48.810.
    const book = { Sun: 14.54, Moon: 32.17, Mars: 4.94, Mercury: 58.16, Jupiter: 34.85, Venus: 3.09, Saturn: 48.81 };
    for (const p of SAPTA_GRAHAS) expect(uchchaBala(p, lons[p]), p).toBeCloseTo(book[p], 2);
  });
  it('saptavargaja bala: 127.5, 30, 135, 120, 58.13, 150, 82.5 (book, quoted)', () => {
    const book = { Sun: 127.5, Moon: 30, Mars: 135, Mercury: 120, Jupiter: 58.13, Venus: 150, Saturn: 82.5 };
    for (const p of SAPTA_GRAHAS) expect(Math.abs(saptavargajaBala(p, lons) - book[p]), p).toBeLessThan(0.006);
  });
  it('ojhayugma bala: 15, 0, 15, 0, 0, 15, 0 (book, quoted)', () => {
    const book = { Sun: 15, Moon: 0, Mars: 15, Mercury: 0, Jupiter: 0, Venus: 15, Saturn: 0 };
    for (const p of SAPTA_GRAHAS) expect(ojhayugmaBala(p, lons[p]), p).toBe(book[p]);
  });
  it('paksha bala and the Mercury tie rule: book 5.62, 108.76, 5.62, 54.38, 54.38, 54.38, 5.62', () => {
    // f = 309.50 − 146.37 = 163.13° (bright half, Moon benefic); f/3 = 54.377, 60 − f/3 = 5.623.
    // Mercury in Virgo with Jupiter (benefic) and Saturn (malefic): a tie, decided by the nearer, Jupiter
    // (0.08° away) → benefic. The book doubles the Moon (108.76 = 2 × 54.38); we do not (JH).
    const { benefics, malefics } = beneficsAndMalefics(lons);
    expect(benefics).toEqual(['Moon', 'Mercury', 'Jupiter', 'Venus']);
    expect(malefics).toEqual(['Sun', 'Mars', 'Saturn']);
    const book = { Sun: 5.62, Moon: 108.76 / 2, Mars: 5.62, Mercury: 54.38, Jupiter: 54.38, Venus: 54.38, Saturn: 5.62 };
    for (const p of SAPTA_GRAHAS) {
      expect(pakshaBala(benefics.includes(p), 309.5 - 146.37), p).toBeCloseTo(book[p], 2);
    }
  });
});

describe('hand calculations of each rule', () => {
  it('naisargika: 60·k/7 (BPHS ch. 27)', () => {
    // 60 × 6/7 = 51.4286; × 5/7 = 42.8571; × 4/7 = 34.2857; × 3/7 = 25.7143; × 2/7 = 17.1429; × 1/7 = 8.5714.
    const expected = { Sun: 60, Moon: 51.43, Venus: 42.86, Jupiter: 34.29, Mercury: 25.71, Mars: 17.14, Saturn: 8.57 };
    for (const p of SAPTA_GRAHAS) expect(NAISARGIKA[p], p).toBeCloseTo(expected[p], 2);
    expect(REQUIRED_RUPAS).toEqual({ Sun: 5, Moon: 6, Mars: 5, Mercury: 7, Jupiter: 6.5, Venus: 5.5, Saturn: 5 });
  });
  it('uchcha (BPHS 27.1–1½): 60 at deep exaltation, 0 at deep debilitation, 30 halfway', () => {
    expect(uchchaBala('Sun', 10)).toBe(60); // 10° Aries: 180° from 10° Libra
    expect(uchchaBala('Sun', 190)).toBe(0);
    expect(uchchaBala('Saturn', 290)).toBeCloseTo(30, 12); // 90° from 20° Aries (290 − 20 = 270 → 90)
    expect(uchchaBala('Venus', 357)).toBe(60);
  });
  it('compound relationships (BPHS ch. 3, vv. 55–58)', () => {
    // Sun–Moon natural friends; Moon in the 2nd from the Sun = temporary friend → great friend.
    expect(compoundRelation('Sun', 0, 'Moon', 1)).toBe('Great Friend');
    // Sun–Venus natural enemies, same sign = temporary enemy → great enemy.
    expect(compoundRelation('Sun', 4, 'Venus', 4)).toBe('Great Enemy');
    // Sun–Mercury neutral; Mercury 12th from the Sun = temporary friend → friend.
    expect(compoundRelation('Sun', 4, 'Mercury', 3)).toBe('Friend');
    // Mars→Mercury enemy; Mercury 10th from Mars = temporary friend → neutral.
    expect(compoundRelation('Mars', 0, 'Mercury', 9)).toBe('Neutral');
    // Jupiter→Saturn neutral; Saturn 7th = temporary enemy → enemy.
    expect(compoundRelation('Jupiter', 3, 'Saturn', 9)).toBe('Enemy');
  });
  it('saptavargaja: a planet in its own sign in all seven vargas would take 45 + 6 × 30; example by hand', () => {
    // Sun at 4° Leo (124°): D1 Leo = moolatrikona 45. D2: odd sign, first half → Leo, own 30.
    // D3: 1st decanate → Leo, 30. D7: odd sign from Leo, part ⌊4·7/30⌋ = 0 → Leo, 30.
    // D9: Leo is fixed, from the 9th (Aries), part ⌊4·9/30⌋ = 1 → Taurus, lord Venus.
    // D12: from Leo, part ⌊4·12/30⌋ = 1 → Virgo, lord Mercury. D30: odd sign, 0–5° → Aries, lord Mars.
    // Put Venus, Mercury and Mars in Aries (9th from Leo): Sun–Venus enemy + temporary enemy → great enemy
    // 1.875; Sun–Mercury neutral + temporary enemy → enemy 3.75; Sun–Mars friend + temporary enemy → neutral
    // 7.5. Total 45 + 30 + 30 + 30 + 1.875 + 3.75 + 7.5 = 148.125.
    const lons: Record<SaptaGraha, number> = { Sun: 124, Moon: 200, Mars: 10, Mercury: 12, Jupiter: 300, Venus: 14, Saturn: 250 };
    expect(saptavargajaBala('Sun', lons)).toBeCloseTo(148.125, 12);
  });
  it('ojhayugma, kendradi, drekkana', () => {
    // Sun at 1° Aries: rasi Aries (odd) and navamsa Aries (odd) → 30; the Moon there → 0.
    expect(ojhayugmaBala('Sun', 1)).toBe(30);
    expect(ojhayugmaBala('Moon', 1)).toBe(0);
    // Moon at 4° Aries: navamsa Taurus (even) → 15.
    expect(ojhayugmaBala('Moon', 4)).toBe(15);
    // Lagna Aries: Aries 1st 60, Taurus 2nd 30, Gemini 3rd 15, Cancer 4th 60, Pisces 12th 15.
    expect([0, 1, 2, 3, 11].map((s) => kendradiBala(s, 0))).toEqual([60, 30, 15, 60, 15]);
    expect(drekkanaBala('Sun', 5)).toBe(15);
    expect(drekkanaBala('Sun', 15)).toBe(0);
    expect(drekkanaBala('Mercury', 15)).toBe(15);
    expect(drekkanaBala('Moon', 25)).toBe(15);
    expect(drekkanaBala('Venus', 5)).toBe(0);
  });
  it('dig: 0 at the powerless point, 60 opposite', () => {
    // Asc 100°, MC 10°: IC 190°, descendant 280°.
    expect(digBala('Sun', 190, 100, 10)).toBe(0);
    expect(digBala('Sun', 10, 100, 10)).toBe(60);
    expect(digBala('Moon', 10, 100, 10)).toBe(0);
    expect(digBala('Saturn', 280, 100, 10)).toBe(60);
    expect(digBala('Jupiter', 100, 100, 10)).toBe(60);
    expect(digBala('Mercury', 190, 100, 10)).toBe(30); // 90° from 280°
  });
  it('nathonnatha: noon and midnight', () => {
    expect(nathonnathaBala('Sun', 180)).toBe(60);
    expect(nathonnathaBala('Moon', 180)).toBe(0);
    expect(nathonnathaBala('Saturn', 0)).toBe(60);
    expect(nathonnathaBala('Venus', 90)).toBe(30);
    expect(nathonnathaBala('Mercury', 37)).toBe(60);
  });
  it('kranti and ayana (greatest declination 24°)', () => {
    // sin⁻¹(sin 24° · sin λ): λ = 90 → 24°. Raman's kranti table (as transcribed in PyJHora drik.py):
    // 15° → 362′, 30° → 703′, 45° → 1002′, 60° → 1238′, 75° → 1388′, 90° → 1440′; the formula gives
    // 362.6′, 704.0′, 1002.9′, 1237.5′, 1388.0′, 1440′: within 1.1′ (≈ 0.02°, i.e. ≤ 0.03 virupa).
    expect(krantiDeg(90)).toBeCloseTo(24, 12);
    const table: [number, number][] = [[15, 362], [30, 703], [45, 1002], [60, 1238], [75, 1388], [90, 1440]];
    for (const [lam, arcmin] of table) expect(Math.abs(krantiDeg(lam) * 60 - arcmin), String(lam)).toBeLessThan(1.1);
    // (24 ± δ)·60/48: δ = +24 → Sun 60, Moon 0, Mercury 60; δ = −24 → Sun 0, Saturn 60, Mercury 60; δ = 0 → 30.
    expect(ayanaBala('Sun', 24)).toBe(60);
    expect(ayanaBala('Moon', 24)).toBe(0);
    expect(ayanaBala('Mercury', 24)).toBe(60);
    expect(ayanaBala('Sun', -24)).toBe(0);
    expect(ayanaBala('Saturn', -24)).toBe(60);
    expect(ayanaBala('Mercury', -24)).toBe(60);
    expect(ayanaBala('Jupiter', 0)).toBe(30);
    expect(ayanaBala('Venus', 12)).toBe(45); // (24 + 12) × 1.25
  });
  it('ahargana and the lords of year and month (BPHS 27.13 with Burgess’s count)', () => {
    // 1860-01-01 = JDN 2 400 411, A = 714 404 108 573 (Burgess). A mod 7 = 1 → Sunday (remainder 1 = Sunday),
    // and 1860-01-01 was a Sunday ((JDN + 1) mod 7 = 0).
    const a = aharganaOfJdn(2_400_411);
    expect(a).toBe(714_404_108_573);
    expect(a % 7).toBe(1);
    // Year: ⌊A/360⌋ = 1 984 455 857; × 3 + 1 = 5 953 367 572; mod 7 = 5 → Thursday (4, 0 = Sunday).
    // Month: ⌊A/30⌋ = 23 813 470 285; × 2 + 1 = 47 626 940 571; mod 7 = 0 → Saturday (6).
    expect(abdaMasaWeekdays(a)).toEqual({ abda: 4, masa: 6 });
    // p01, 1985-07-08 = JDN 2 446 255: A = 714 404 108 573 + 45 844 = 714 404 154 417.
    // ⌊A/360⌋ = 1 984 455 984 → 3·q + 1 mod 7 = 1 → Sunday; ⌊A/30⌋ = 23 813 471 813 → 2·q + 1 mod 7 = 4 →
    // Wednesday: the Sun is abda lord and Mercury masa lord, as PyJHora (Raman's count) has it.
    const b = aharganaOfJdn(2_446_255);
    expect(b).toBe(714_404_154_417);
    expect(abdaMasaWeekdays(b)).toEqual({ abda: 0, masa: 3 });
    expect(lordWith(0, 'abda')).toEqual(['Sun']);
    expect(lordWith(0, 'masa')).toEqual(['Mercury']);
  });
  it('hora lords follow the Chaldean order from the weekday lord', () => {
    // Sunday: Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars, Sun …; the 25th hora (index 24) would be the
    // Moon's — Monday's lord — which is why the weekdays run as they do.
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((n) => horaLordOf(0, n))).toEqual(['Sun', 'Venus', 'Mercury', 'Moon', 'Saturn', 'Jupiter', 'Mars', 'Sun']);
    expect(horaLordOf(0, 24 % 168)).toBe('Moon');
    expect(horaLordOf(1, 0)).toBe('Moon');
  });
  it('sputa drishti (BPHS 26 as worked by Raman)', () => {
    // (d − 30)/2 at 45 → 7.5; d − 45 at 75 → 30; (120 − d)/2 + 30 at 100 → 40 (+15 Mars → 55);
    // 150 − d at 135 → 15 (+30 Jupiter → 45); 2(d − 150) at 165 → 30; (300 − d)/2 at 180 → 60, at 225 → 37.5
    // (+15 Mars → 52.5), at 255 → 22.5 (+30 Jupiter → 52.5), at 285 → 7.5 (+45 Saturn → 52.5);
    // Saturn at 70: 25 + 45 = 70. Below 30 and from 300: 0.
    expect(drishtiValue('Sun', 45)).toBe(7.5);
    expect(drishtiValue('Sun', 75)).toBe(30);
    expect(drishtiValue('Sun', 100)).toBe(40);
    expect(drishtiValue('Mars', 100)).toBe(55);
    expect(drishtiValue('Sun', 135)).toBe(15);
    expect(drishtiValue('Jupiter', 135)).toBe(45);
    expect(drishtiValue('Moon', 165)).toBe(30);
    expect(drishtiValue('Venus', 180)).toBe(60);
    expect(drishtiValue('Sun', 225)).toBe(37.5);
    expect(drishtiValue('Mars', 225)).toBe(52.5);
    expect(drishtiValue('Jupiter', 255)).toBe(52.5);
    expect(drishtiValue('Saturn', 285)).toBe(52.5);
    expect(drishtiValue('Saturn', 70)).toBe(70);
    expect(drishtiValue('Sun', 20)).toBe(0);
    expect(drishtiValue('Jupiter', 310)).toBe(0);
    expect(drishtiValue('Sun', -180)).toBe(60); // arcs are taken mod 360
  });
  it('cheshta bala of Mars … Saturn at J2000.0 (Meeus Table 31.A mean longitudes)', () => {
    // JD 2451545.0, T = 0: mean Sun = 100.466457 + 180 = 280.466457°; Mars L = 355.433°; Venus L = 181.979801°.
    expect(meanLongitude('Earth', 2451545)).toBeCloseTo(100.466457, 9);
    expect(meanLongitude('Mars', 2451545)).toBeCloseTo(355.433, 9);
    // Mars with true = mean = 355.433: (mean + true)/2 = 355.433; kendra = 280.466457 − 355.433 = −74.966543
    // → 74.966543°, ÷ 3 = 24.988848.
    expect(cheshtaBala('Mars', 355.433, 2451545)).toBeCloseTo(24.988848, 5);
    // Venus with true 270°: sighrocca = Venus L 181.979801; "mean" = mean Sun 280.466457; average with
    // 270 = 275.2332285; kendra = 275.2332285 − 181.979801 = 93.2534275°, ÷ 3 = 31.0844758.
    expect(cheshtaBala('Venus', 270, 2451545)).toBeCloseTo(31.0844758, 5);
    // Jupiter at T = 0 with its true longitude opposite the mean Sun, 100.466457°: mean L = 34.351519;
    // (mean + true)/2 = 34.351519 + (100.466457 − 34.351519)/2 = 67.408988; kendra = 280.466457 − 67.408988
    // = 213.057469 → folded 146.942531°, ÷ 3 = 48.980844.
    expect(cheshtaBala('Jupiter', 100.466457, 2451545)).toBeCloseTo(48.980844, 5);
  });
});

describe('invariants over 300 generated charts (|lat| ≤ 60°, 1850–2350)', () => {
  // Deterministic generator (mulberry32) so a failure is reproducible.
  let seed = 0x5eed1234;
  const rand = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const jd1850 = 2396758.5;
  const jd2350 = 2579380.5;
  const cases = Array.from({ length: 300 }, () => ({
    jdUt: jd1850 + rand() * (jd2350 - jd1850),
    lat: -60 + rand() * 120,
    lng: -180 + rand() * 360,
  }));
  const all = cases.map((c) => shadbala({ ...c, ayanamsa: 'lahiri' }));
  const within = (x: number, lo: number, hi: number) => x >= lo - 1e-9 && x <= hi + 1e-9;

  it('totals are the sums of their parts; rupas = virupas / 60; isStrong = rupas ≥ required', () => {
    for (const r of all) {
      for (const p of r.planets) {
        const s = p.sthana;
        const k = p.kala;
        expect(s.total).toBeCloseTo(s.uchcha + s.saptavargaja + s.ojhayugma + s.kendradi + s.drekkana, 9);
        expect(k.total).toBeCloseTo(k.nathonnatha + k.paksha + k.tribhaga + k.abda + k.masa + k.vara + k.hora + k.ayana + k.yuddha, 9);
        expect(p.totalVirupas).toBeCloseTo(s.total + p.dig + k.total + p.chesta + p.naisargika + p.drik, 9);
        expect(p.totalRupas).toBeCloseTo(p.totalVirupas / 60, 12);
        expect(p.requiredRupas).toBe(REQUIRED_RUPAS[p.planet]);
        expect(p.isStrong).toBe(p.totalRupas >= p.requiredRupas);
        expect(p.naisargika).toBe(NAISARGIKA[p.planet]);
        expect(p.ishta).toBeCloseTo(Math.sqrt(s.uchcha * p.chesta), 12);
        expect(p.kashta).toBeCloseTo(Math.sqrt((60 - s.uchcha) * (60 - p.chesta)), 12);
      }
    }
  });

  it('every component within its classical range', () => {
    for (const r of all) {
      for (const p of r.planets) {
        const s = p.sthana;
        const k = p.kala;
        expect(within(s.uchcha, 0, 60)).toBe(true);
        // 7 × 1.875 (great enemy everywhere) … 45 + 6 × 30 (moolatrikona, then own sign in every varga).
        expect(within(s.saptavargaja, 13.125, 225)).toBe(true);
        expect([0, 15, 30]).toContain(s.ojhayugma);
        expect([15, 30, 60]).toContain(s.kendradi);
        expect([0, 15]).toContain(s.drekkana);
        expect(within(p.dig, 0, 60)).toBe(true);
        expect(within(k.nathonnatha, 0, 60)).toBe(true);
        expect(within(k.paksha, 0, 60)).toBe(true);
        expect([0, 60]).toContain(k.tribhaga);
        expect([0, 15]).toContain(k.abda);
        expect([0, 30]).toContain(k.masa);
        expect([0, 45]).toContain(k.vara);
        expect([0, 60]).toContain(k.hora);
        expect(within(k.ayana, 0, 60)).toBe(true);
        expect(within(p.chesta, 0, 60)).toBe(true);
        // Six aspecting planets, each ≤ 60 except Saturn's 3rd-house term (≤ 90), ÷ 4.
        expect(within(p.drik, -(5 * 60 + 90) / 4, (5 * 60 + 90) / 4)).toBe(true);
        expect(within(p.ishta, 0, 60)).toBe(true);
        expect(within(p.kashta, 0, 60)).toBe(true);
      }
      if (r.context.wars.length === 0) for (const p of r.planets) expect(p.kala.yuddha).toBe(0);
    }
  });

  it('one lord each of year, month, day and hour; Jupiter plus one tribhaga lord; Mercury nathonnatha 60', () => {
    for (const r of all) {
      const count = (f: (p: ShadbalaResult['planets'][number]) => boolean) => r.planets.filter(f).length;
      expect(count((p) => p.kala.abda === 15)).toBe(1);
      expect(count((p) => p.kala.masa === 30)).toBe(1);
      expect(count((p) => p.kala.vara === 45)).toBe(1);
      expect(count((p) => p.kala.hora === 60)).toBe(1);
      expect(count((p) => p.kala.tribhaga === 60)).toBe(2);
      expect(r.planets.find((p) => p.planet === 'Jupiter')?.kala.tribhaga).toBe(60);
      expect(r.planets.find((p) => p.planet === 'Mercury')?.kala.nathonnatha).toBe(60);
      // Diurnal + nocturnal nathonnatha = 60 (Sun and Moon are the two ends of the same clock).
      const sun = r.planets[0].kala.nathonnatha;
      const moon = r.planets[1].kala.nathonnatha;
      expect(sun + moon).toBeCloseTo(60, 9);
      expect(r.context.sunriseJdUt).toBeLessThanOrEqual(cases[all.indexOf(r)].jdUt);
      expect(r.context.nextSunriseJdUt).toBeGreaterThan(cases[all.indexOf(r)].jdUt);
      const sumYuddha = r.planets.reduce((a, p) => a + p.kala.yuddha, 0);
      expect(Math.abs(sumYuddha)).toBeLessThan(1e-9);
    }
  });

  it('the summary names the strongest and weakest planets and those below their requirement', () => {
    for (const r of all.slice(0, 50)) {
      const ratio = (p: ShadbalaResult['planets'][number]) => p.totalRupas / p.requiredRupas;
      const sorted = [...r.planets].sort((a, b) => ratio(b) - ratio(a));
      expect(r.summary).toContain(`Strongest relative to its requirement: ${sorted[0].planet} (`);
      expect(r.summary).toContain(`weakest: ${sorted[6].planet} (`);
      const weak = r.planets.filter((p) => !p.isStrong);
      if (weak.length === 0) expect(r.summary).toContain('All seven planets reach');
      else for (const p of weak) expect(r.summary).toContain(`${p.planet} (${p.totalRupas.toFixed(2)} of`);
    }
  });
});

describe('no sunrise, no kala bala', () => {
  it('polar day at 78.22° N throws an UNPROCESSABLE CoreError', () => {
    const jdUt = julianDayUt(Date.parse('2021-06-21T12:00:00Z'));
    expect(() => shadbala({ jdUt, lat: 78.22, lng: 15.65, ayanamsa: 'lahiri' })).toThrow(CoreError);
  });
});
