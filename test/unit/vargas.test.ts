/**
 * All the vargas of /v1/vargas (shared/core/vedic/vargas.ts, varga-schemes.ts):
 *  - against PyJHora 4.8.5 (test/fixtures/reference/vargas.json, an extract of the team's pyjhora.json and
 *    pyjhora_breadth.json): D1 and D9 of the ascendant and nine planets of the 8 charts, and D81, D108, D144,
 *    D150 with PyJHora's default chart_method 1, fed PyJHora's own longitudes, compared exactly (480 signs);
 *  - hand calculations, each step in a comment, for D5, D6, D8, D11, the high vargas and every alternative
 *    method (the rules as cited in the modules);
 *  - where Orrery follows the text and not PyJHora's default (D2, D30 boundaries), a hand calculation of both;
 *  - the sixteen Parashari vargas keep their behaviour (the other modules' tests cover their values).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_VARGAS, VARGA_INFO, VARGAS, vargaMethods, vargaSign, type VargaFactor, type VargaMethod } from '../../shared/core/vedic/vargas.js';

interface RefVargaChart { id: string; longitude: Record<string, number>; [chart: string]: unknown }
const ref = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'reference', 'vargas.json'), 'utf8')) as {
  source: string;
  bodies: string[];
  charts: RefVargaChart[];
};

const [AR, TA, GE, CN, LE, VI, LI, SC, SG, CP, AQ, PI] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const EPS = 1e-4;

function check(d: VargaFactor, method: VargaMethod | undefined, cases: [number, number][]): void {
  for (const [lon, sign] of cases) expect(vargaSign(lon, d, method), `D${d} ${method ?? 'default'} at ${lon}°`).toBe(sign);
}

describe('vargas against PyJHora 4.8.5 (8 charts × ascendant and nine planets, PyJHora longitudes)', () => {
  it('the fixture is the 8 charts with 10 bodies each', () => {
    expect(ref.charts.map((c) => c.id)).toEqual(['p01', 'p02', 'p03', 'p04', 'p05', 'p06', 'p07', 'p08']);
    expect(ref.bodies).toHaveLength(10);
  });

  for (const c of ref.charts) {
    it(`${c.id}: D1, D9 (pyjhora.json) and D81, D108, D144, D150 (pyjhora_breadth.json) exact, default methods`, () => {
      let n = 0;
      for (const key of ['D1', 'D9', 'D81', 'D108', 'D144', 'D150']) {
        const d = Number(key.slice(1)) as VargaFactor;
        const want = c[key] as Record<string, number>;
        for (const body of ref.bodies) {
          expect(vargaSign(c.longitude[body], d), `${c.id} ${body} ${key}`).toBe(want[body]);
          n++;
        }
      }
      expect(n).toBe(60);
    });
  }
});

describe('vargas: defaults and the sixteen unchanged', () => {
  it('24 vargas; the default is parashara except D81 and D150 (cyclic, PyJHora chart_method 1)', () => {
    expect(ALL_VARGAS).toHaveLength(24);
    for (const d of ALL_VARGAS) {
      expect(VARGA_INFO[d].defaultMethod).toBe(d === 81 || d === 150 ? 'cyclic' : 'parashara');
      expect(vargaMethods(d)).toContain(VARGA_INFO[d].defaultMethod);
    }
    expect(VARGAS).toEqual([1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60]);
  });

  it('for the sixteen, no method = parashara (what kundali, shadbala, yogas and ashtakavarga get)', () => {
    for (const d of VARGAS) for (let lon = 0; lon < 360; lon += 0.77) expect(vargaSign(lon, d)).toBe(vargaSign(lon, d, 'parashara'));
  });

  it('a method a varga does not offer throws', () => {
    expect(() => vargaSign(10, 1, 'cyclic')).toThrow(/D1 has no method cyclic/);
    expect(() => vargaSign(10, 81, 'parashara')).toThrow(/D81/);
    expect(() => vargaSign(10, 2, 'jagannatha')).toThrow(/D2/);
  });

  it('every varga and method returns an integer sign 0–11 over the zodiac', () => {
    for (const d of ALL_VARGAS) {
      for (const m of vargaMethods(d)) {
        for (let lon = 0; lon < 360; lon += 0.173) {
          const s = vargaSign(lon, d, m);
          expect(Number.isInteger(s) && s >= 0 && s <= 11, `D${d} ${m} ${lon}`).toBe(true);
        }
      }
    }
  });
});

describe('vargas: D5, D6, D8, D11 (PyJHora/Jagannatha Hora "traditional Parasara")', () => {
  it('D5 panchamsa (6° parts): odd signs Ar, Aq, Sg, Ge, Li; even signs Ta, Vi, Pi, Cp, Sc', () => {
    check(5, undefined, [
      [7, AQ], // Aries 7°: part 1 of an odd sign → Aquarius
      [43, PI], // Taurus 13°: part 2 of an even sign → Pisces
      [90 - EPS, LI], // Gemini 29.9999°: part 4, odd → Libra
      [90, TA], // Cancer 0°: part 0, even → Taurus
      [120 - EPS, SC], // Cancer part 4 → Scorpio
    ]);
  });

  it('D6 shashthamsa (5° parts): odd signs from Aries, even signs from Libra', () => {
    check(6, undefined, [
      [12, GE], // Aries 12°, part 2 → Gemini
      [42, SG], // Taurus 12°, part 2 → Libra + 2 = Sagittarius
      [360 - EPS, PI], // Pisces part 5 → Libra + 5 = Pisces
    ]);
  });

  it('D8 ashtamsa (3°45′ parts): movable from Aries, fixed from Sagittarius, dual from Leo', () => {
    check(8, undefined, [
      [8, GE], // Aries 8°, part 2 → Gemini
      [38, AQ], // Taurus 8°, part 2 → Sagittarius + 2 = Aquarius
      [60, LE], // Gemini 0° → Leo
      [119, SC], // Cancer 29°: 29 / 3.75 = 7.73 → part 7 → Aries + 7 = Scorpio
    ]);
  });

  it('D11 rudramsa (2°43′38″ parts): forward from sign 12 − s; raman = 11 − that', () => {
    check(11, undefined, [
      [0, AR], // Aries (s 0): from 12 − 0 ≡ Aries
      [30, PI], // Taurus (s 1): from 12 − 1 = Pisces
      [33, AR], // Taurus 3° = part 1 → Pisces + 1 = Aries
      [150 - EPS, LI], // Leo (s 4) 29.9999°, part 10 → 8 + 10 = 18 ≡ Libra
    ]);
    check(11, 'raman', [[0, PI], [30, AR], [150 - EPS, VI]]); // 11 − 0 = Pisces; 11 − 11 = Aries; 11 − 6 = Virgo
  });
});

describe('vargas: the high vargas by hand', () => {
  it('D81 cyclic (22′13″ parts): (s·81 + p) mod 12, the navamsa of the navamsa', () => {
    check(81, undefined, [
      [0, AR],
      [1, GE], // Aries 1°: 1 / 0.3704 = 2.7 → part 2 → Gemini
      [30, CP], // Taurus 0°: 81 mod 12 = 9 → Capricorn; D9 of Taurus 0° is Capricorn 0°, whose D9 is Capricorn
    ]);
    for (let lon = 0.05; lon < 360; lon += 0.61) {
      expect(vargaSign(lon, 81), `${lon}`).toBe(vargaSign((lon * 9) % 360, 9)); // D9 of the D9 longitude
    }
  });

  it('D108 parashara: D12 of the D9 position', () => {
    check(108, undefined, [
      [5, SC], // Aries 5°: D9 part 1 → Taurus; inside it 5 × 9 − 30 = 15° → D12 part 6 → Taurus + 6 = Scorpio
      [137, LI], // Leo 17°: D9 from Aries (9th from Leo), part 5 → Virgo; 153 − 150 = 3° → part 1 → Libra
    ]);
    check(108, 'cyclic', [[5, LI]]); // 5 / (30/108) = 18 → (0 + 18) mod 12 = Libra
  });

  it('D144 parashara: D12 of the D12 position', () => {
    check(144, undefined, [
      [5, GE], // Aries 5°: D12 part 2 → Gemini; 60 − 60 = 0° → part 0 → Gemini
      [137, SC], // Leo 17°: part 6 → Aquarius; 204 − 180 = 24° → part 9 → Aquarius + 9 = Scorpio
    ]);
  });

  it('D150 nadiamsa (12′ parts): cyclic by default (PyJHora 4.8.5), from-sign on request', () => {
    check(150, undefined, [
      [1, VI], // Aries 1° = part 5 → Virgo
      [30, LI], // Taurus 0°: 150 mod 12 = 6 → Libra
    ]);
    check(150, 'from-sign', [[30, TA], [31, LI]]); // Taurus 0° → Taurus; Taurus 1° = part 5 → Taurus + 5 = Libra
  });
});

describe('vargas: the alternative methods by hand', () => {
  it('cyclic = floor(lon / (30°/N)) mod 12 for every varga that offers it', () => {
    for (const d of ALL_VARGAS) {
      if (!vargaMethods(d).includes('cyclic')) continue;
      for (let lon = 0.01; lon < 360; lon += 0.37) {
        expect(vargaSign(lon, d, 'cyclic'), `D${d} ${lon}`).toBe(Math.floor(lon / (30 / d)) % 12);
        expect(vargaSign(lon, d, 'parivritti')).toBe(vargaSign(lon, d, 'cyclic'));
      }
    }
  });

  it('D2: parivritti with even reversal, cyclic, somanatha', () => {
    // even reverse: Aries (0, 1); Taurus counted from its end: (3, 2); Gemini (4, 5)
    check(2, 'parivritti-even-reverse', [[0, AR], [15, TA], [30, CN], [45, GE], [60, LE]]);
    check(2, 'cyclic', [[0, AR], [15, TA], [30, GE], [45, CN]]);
    // Somanatha: Ar = (Ar, Ta), Ta = (Pi, Aq), Ge = (Ge, Cn), Cn = (Cp, Sg) (PyJHora utils.parivritti_alternate)
    check(2, 'somanatha', [[0, AR], [15, TA], [30, PI], [45, AQ], [60, GE], [75, CN], [90, CP], [105, SG]]);
  });

  it('D3: jagannatha from the movable sign of the element; parivritti traya', () => {
    check(3, 'jagannatha', [
      [30, CP], [40, TA], [50, VI], // Taurus (earthy): Capricorn, then its 5th Taurus and 9th Virgo
      [115, PI], // Cancer 25° (watery → Cancer), part 2 → 9th from Cancer = Pisces
      [5, AR], // Aries (fiery → Aries)
    ]);
    check(3, 'parivritti', [[0, AR], [10, TA], [20, GE], [30, CN]]);
  });

  it('D7: even signs from the 7th backward; even signs backward from the sign', () => {
    const part = 30 / 7;
    check(7, 'even-backward', [[30, SC], [30 + part + 0.01, LI], [0, AR]]); // Taurus: Scorpio, Libra …; Aries as parashara
    check(7, 'even-reverse', [[30, TA], [30 + part + 0.01, AR], [60 - EPS, SC]]); // Taurus, Aries … part 6 = 7th, Scorpio
  });

  it('D9: Krishna Mishra, Kalachakra, uniform Krishna Mishra (even reverse)', () => {
    check(9, 'krishna-mishra', [[90, CN], [94, GE], [30, CP], [34, SG], [4, TA]]); // Cancer backward, Taurus from Capricorn backward
    // Kalachakra: Ashwini pada 1 Aries; Bharani pada 1 Leo; Rohini (40°–53°20′) padas Scorpio, Libra, Virgo, Cancer
    check(9, 'kalachakra', [[1, AR], [14, LE], [41, SC], [44, LI], [51, CN]]);
    check(9, 'parivritti-even-reverse', [[30, VI], [0, AR]]); // Taurus part 0: 1 × 9 + 8 = 17 ≡ Virgo
  });

  it('D10: even signs from the 9th backward; from the 5th backward', () => {
    check(10, 'even-backward', [[30, CP], [33, SG]]); // Taurus: 9th = Capricorn, then Sagittarius
    check(10, 'even-reverse', [[30, VI], [33, LE]]); // Taurus: 5th = Virgo, then Leo
  });

  it('D12, D24, D30, D60 variants', () => {
    check(12, 'even-reverse', [[33, AR], [3, TA]]); // Taurus part 1 → backward from Taurus = Aries; Aries part 1 → Taurus
    check(24, 'even-reverse', [[30, CN], [31.5, GE], [0, LE]]); // Taurus: Cancer, Gemini …; Aries from Leo
    check(24, 'even-from-leo', [[30, LE], [31.5, VI]]);
    check(30, 'from-sign', [[7.5, SC], [33.5, LE]]); // Aries 7.5° → part 7 → Aries + 7 = Scorpio; Taurus 3.5° → part 3 → Taurus + 3 = Leo
    check(30, 'cyclic', [[30, LI]]); // 30 mod 12 = 6
    check(60, 'from-aries', [[37.25, GE]]); // Taurus 7°15′ → part 14 → 14 mod 12 = Gemini
    check(60, 'even-reverse', [[37.25, PI]]); // Taurus − 14 = −13 ≡ Pisces
    check(60, 'somanatha', [[37.25, CP]]); // Taurus (k 0, even): 11 − 14 mod 12 = 11 − 2 = Capricorn
  });
});

describe('vargas: where Orrery follows the text and not PyJHora (hand calculations)', () => {
  it('D2 default is the Parashara hora (BPHS ch. 6 vv. 5–6), not PyJHora\'s chart_method 1', () => {
    // Taurus 20° (lon 50): an even sign, second half → the Sun's hora, Leo (BPHS). PyJHora's default, the
    // parivritti with even reversal: s·N + N − 1 − p = 2 + 2 − 1 − 1 = 2 → Gemini.
    expect(vargaSign(50, 2)).toBe(LE);
    expect(vargaSign(50, 2, 'parivritti-even-reverse')).toBe(GE);
    // The Parashara hora only ever gives Cancer or Leo.
    for (let lon = 0; lon < 360; lon += 0.9) expect([CN, LE]).toContain(vargaSign(lon, 2));
  });

  it('D30 exactly on a boundary takes the later part (half-open parts; PyJHora\'s closed ranges give the earlier)', () => {
    // Aries 5°00′00″: BPHS ch. 6 gives 0–5° to Mars and 5–10° to Saturn; a part [5°, 10°) → Aquarius.
    // PyJHora's `l_min <= long <= l_max` matches (0, 5) first → Aries.
    expect(vargaSign(5, 30)).toBe(AQ);
    expect(vargaSign(5 - EPS, 30)).toBe(AR);
  });
});
