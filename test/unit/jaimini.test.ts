/**
 * Jaimini: chara karakas, arudha padas, rashi drishti and argala.
 *  - PyJHora 4.8.5 for the 8 reference charts (test/fixtures/reference/jaimini.json): the 8-karaka order,
 *    A1 … A12, the arudha lagna, the upapada and the nine graha arudhas, exactly. Run twice: on PyJHora's
 *    own positions (the rules alone) and on Orrery's chart from the birth data (the whole path).
 *  - The worked examples of P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach", ch. 9
 *    (Example 29 and Exercise 12–13), from signs alone: the answers as printed in the book and
 *    transcribed in PyJHora's arudhas.py self-test.
 *  - Hand calculations (each step written out below): the 7-karaka scheme, the arudha exceptions,
 *    the sign-aspect table and argala.
 */
import { describe, expect, it } from 'vitest';
import { julianDayUt } from '../../shared/core/ephemeris.js';
import { VEDIC_PLANETS, type Graha } from '../../shared/core/vedic/grahas.js';
import {
  argalaOn, argalaOnPlanet, arudhaOfSign, bhavaArudhas, charaKarakas, grahaArudhas, rashiDrishti, rashiDrishtiTable, strongerCoLord,
  strongerSign, type JaiminiChart,
} from '../../shared/core/vedic/jaimini.js';
import { vedicPlanets } from '../../shared/core/vedic/planets.js';
import { charts, utcMsOf } from '../helpers/reference.js';
import ref from '../fixtures/reference/jaimini.json' with { type: 'json' };

interface RefJaimini {
  id: string;
  check_positions: Record<string, number>;
  chara_karakas: string[];
  bhava_arudhas_sign_index: Record<string, number>;
  arudha_lagna_sign_index: number;
  upapada_sign_index: number;
  graha_arudhas_sign_index: Record<string, number>;
}
const refCharts = (ref as { charts: RefJaimini[] }).charts;

/** A chart from sidereal longitudes (the ascendant and the nine planets). */
function fromLongitudes(pos: Record<string, number>): JaiminiChart {
  return {
    ascendantSign: Math.floor(pos.Ascendant / 30),
    planets: VEDIC_PLANETS.map((planet) => ({ planet, sign: Math.floor(pos[planet] / 30), degreeInSign: pos[planet] % 30 })),
  };
}

/** A chart from signs only (the book examples give no degrees): sign → the planets in it, 'L' the lagna. */
function fromSigns(cells: string[]): JaiminiChart {
  let ascendantSign = -1;
  const planets: { planet: Graha; sign: number; degreeInSign: number }[] = [];
  cells.forEach((cell, sign) => {
    for (const t of cell.split('/').filter(Boolean)) {
      if (t === 'L') ascendantSign = sign;
      else planets.push({ planet: VEDIC_PLANETS[Number(t)], sign, degreeInSign: 15 });
    }
  });
  return { ascendantSign, planets };
}

function orreryChart(id: string): JaiminiChart {
  const c = charts.find((x) => x.id === id);
  if (!c) throw new Error(id);
  return vedicPlanets(julianDayUt(utcMsOf(c)), c.latitude, c.longitude, 'lahiri', 'mean');
}

function expectPyJHora(chart: JaiminiChart, r: RefJaimini) {
  expect(charaKarakas(chart).map((k) => k.planet)).toEqual(r.chara_karakas);
  const a = bhavaArudhas(chart);
  expect(a).toEqual(Array.from({ length: 12 }, (_, i) => r.bhava_arudhas_sign_index[`A${i + 1}`]));
  expect(a[0]).toBe(r.arudha_lagna_sign_index);
  expect(a[11]).toBe(r.upapada_sign_index);
  expect(Object.fromEntries(grahaArudhas(chart).map((g) => [g.planet, g.sign]))).toEqual(r.graha_arudhas_sign_index);
}

describe('PyJHora 4.8.5, 8 charts: karakas, A1–A12, AL, UL and graha arudhas exactly', () => {
  it('has the 8 charts', () => expect(refCharts.map((c) => c.id)).toEqual(['p01', 'p02', 'p03', 'p04', 'p05', 'p06', 'p07', 'p08']));
  for (const r of refCharts) {
    it(`${r.id}: on PyJHora's positions`, () => expectPyJHora(fromLongitudes(r.check_positions), r));
    it(`${r.id}: on Orrery's chart from the birth data`, () => expectPyJHora(orreryChart(r.id), r));
  }
});

describe('P.V.R. Narasimha Rao, Integrated Approach ch. 9 (signs only)', () => {
  // Example 29: Ar Jupiter Mars Saturn, Ge Moon, Cn Rahu, Vi lagna, Cp Ketu, Pi Mercury Sun Venus.
  const ex29 = fromSigns(['4/2/6', '', '1', '7', '', 'L', '', '', '', '8', '', '3/0/5']);
  it('Example 29: A1 Ge, A2 Le, A3 Vi, A4 Le, A5 Ar, A6 Ge, A7 Ta, A8 Cp, A9 Cp, A10 Vi, A11 Ta, A12 Li', () => {
    expect(bhavaArudhas(ex29)).toEqual([2, 4, 5, 4, 0, 2, 1, 9, 9, 5, 1, 6]);
  });
  it('Example 29 graha padas Sun … Ketu: Cp Le Cp Ge Aq Ta Cn Vi Vi', () => {
    // Mercury (Pi) owns Ge (the Moon in it) and Vi (empty): Ge is stronger; Pi → Ge is 4, the 4th from
    // Ge is Vi, the 7th from Pi: exception, the 10th from Vi is Ge.
    expect(strongerSign(ex29, 2, 5)).toBe(2);
    expect(grahaArudhas(ex29).map((g) => g.sign)).toEqual([9, 4, 9, 2, 10, 1, 3, 5, 5]);
  });
  // Exercise 12–13 (a D16 chart): Ar Saturn, Ta Venus, Cn Rahu Ketu, Sg Mercury lagna, Cp Jupiter, Aq Moon Sun Mars.
  const ex12 = fromSigns(['6', '5', '', '7/8', '', '', '', '', '3/L', '4', '1/0/2', '']);
  it('Exercise 12 bhava padas and Exercise 13 graha padas', () => {
    expect(bhavaArudhas(ex12)).toEqual([10, 0, 8, 7, 8, 10, 11, 5, 1, 8, 8, 10]);
    expect(grahaArudhas(ex12).map((g) => g.sign)).toEqual([7, 8, 2, 11, 7, 10, 8, 5, 11]);
    // Aquarius: Saturn (Ar, alone) and Rahu (Cn, with Ketu): Rahu is joined by more planets (rule 1).
    expect(strongerCoLord(ex12, 10)).toBe('Rahu');
  });
});

describe('chara karakas (hand-worked on p01, PyJHora positions)', () => {
  // Degrees in sign: Sun 22.30, Moon 1.66, Mars 25.31, Mercury 18.03, Jupiter 21.62, Venus 8.33,
  // Saturn 28.06, Rahu 21.53 → counted 30 − 21.53 = 8.47.
  const p01 = fromLongitudes(refCharts[0].check_positions);
  it('8 karakas: Saturn 28.06, Mars 25.31, Sun 22.30, Jupiter 21.62, Mercury 18.03, Rahu 8.47, Venus 8.33, Moon 1.66', () => {
    const k = charaKarakas(p01);
    expect(k.map((x) => `${x.karaka}:${x.planet}`)).toEqual(['AK:Saturn', 'AmK:Mars', 'BK:Sun', 'MK:Jupiter', 'PiK:Mercury', 'PK:Rahu', 'GK:Venus', 'DK:Moon']);
    expect(k[5].degreeInSign).toBeCloseTo(30 - (21.532647878 % 30), 9);
    expect(k[0].name).toBe('Atmakaraka');
    expect(k[7].name).toBe('Darakaraka');
  });
  it('7 karakas: Rahu out, no Pitrikaraka: AK Saturn, AmK Mars, BK Sun, MK Jupiter, PK Mercury, GK Venus, DK Moon', () => {
    expect(charaKarakas(p01, 7).map((x) => `${x.karaka}:${x.planet}`)).toEqual(['AK:Saturn', 'AmK:Mars', 'BK:Sun', 'MK:Jupiter', 'PK:Mercury', 'GK:Venus', 'DK:Moon']);
  });
  it('an exact tie keeps the order Sun … Rahu (Rahu at 15° counts 30 − 15 = 15 too)', () => {
    const tie: JaiminiChart = { ascendantSign: 0, planets: VEDIC_PLANETS.map((planet, i) => ({ planet, sign: i, degreeInSign: 15 })) };
    expect(charaKarakas(tie).map((x) => x.planet)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu']);
  });
});

describe('arudha of a sign (BPHS ch. 29)', () => {
  it('lord 3 signs on → pada 3 signs further: Aries with its lord in Gemini → Leo', () => expect(arudhaOfSign(0, 2)).toBe(4));
  it('lord in the sign itself: the pada is the sign → the 10th from it (Aries → Capricorn)', () => expect(arudhaOfSign(0, 0)).toBe(9));
  it('lord in the 4th: pada in the 7th → the 10th from the 7th, i.e. the 4th (Aries → Cancer)', () => expect(arudhaOfSign(0, 3)).toBe(3));
  it('lord in the 7th: pada in the sign → the 10th (Aries → Capricorn)', () => expect(arudhaOfSign(0, 6)).toBe(9));
  it('lord in the 10th: pada in the 7th → the 4th (Aries → Cancer)', () => expect(arudhaOfSign(0, 9)).toBe(3));
  it('lord in the 12th: pada in the 11th from the sign (Aries, lord in Pisces → Aquarius)', () => expect(arudhaOfSign(0, 11)).toBe(10));
});

describe('rashi drishti (Jaimini 1.1.2–4)', () => {
  it('Aries (movable) aspects Leo, Scorpio, Aquarius, not Taurus next to it', () => expect(rashiDrishti(0)).toEqual([4, 7, 10]));
  it('Taurus (fixed) aspects Cancer, Libra, Capricorn, not Aries behind it', () => expect(rashiDrishti(1)).toEqual([3, 6, 9]));
  it('Gemini (dual) aspects Virgo, Sagittarius, Pisces', () => expect(rashiDrishti(2)).toEqual([5, 8, 11]));
  it('the aspect is mutual and every sign aspects exactly three', () => {
    for (let a = 0; a < 12; a++) {
      expect(rashiDrishti(a)).toHaveLength(3);
      for (const b of rashiDrishti(a)) expect(rashiDrishti(b)).toContain(a);
    }
  });
  it('p01: Leo (fixed) is aspected from Aries, Libra, Capricorn (not Cancer behind it): Rahu; Saturn, Ketu; Jupiter', () => {
    const t = rashiDrishtiTable(fromLongitudes(refCharts[0].check_positions));
    expect(t[4].aspects).toEqual([6, 9, 0]);
    expect(t[4].aspectedBy).toEqual(['Jupiter', 'Saturn', 'Rahu', 'Ketu']);
  });
});

describe('argala (Jaimini 1.1.5–10), hand-worked on p01', () => {
  // p01 (PyJHora positions): Ar Rahu, Ta Venus, Ge Sun Mars, Cn Mercury, Le lagna, Li Saturn Ketu,
  // Cp Jupiter, Pi Moon.
  const p01 = fromLongitudes(refCharts[0].check_positions);
  it('on Virgo: 2nd Libra (Saturn, Ketu) vs 12th Leo (none) stands; 4th Sagittarius empty; 11th Cancer (Mercury) vs 3rd Scorpio (none) stands; 5th Capricorn (Jupiter) vs 9th Taurus (Venus) does not; 3rd Scorpio empty', () => {
    const a = argalaOn(p01, 5);
    expect(a.map((x) => [x.house, x.sign, x.planets, x.obstructingHouse, x.obstructingSign, x.obstructedBy, x.stands])).toEqual([
      [2, 6, ['Saturn', 'Ketu'], 12, 4, [], true],
      [4, 8, [], 10, 2, ['Sun', 'Mars'], false],
      [11, 3, ['Mercury'], 3, 7, [], true],
      [5, 9, ['Jupiter'], 9, 1, ['Venus'], false],
      [3, 7, [], 11, 3, ['Mercury'], false],
    ]);
  });
  it('on the lagna Leo: the 11th Gemini (Sun, Mars) is matched by the 3rd Libra (Saturn, Ketu): equal numbers, not standing', () => {
    const a = argalaOn(p01, 4);
    expect(a[2]).toMatchObject({ sign: 2, planets: ['Sun', 'Mars'], obstructingSign: 6, obstructedBy: ['Saturn', 'Ketu'], stands: false });
  });
});

/** A chart from a sign per planet (degrees 10°; the argala rules read signs only). */
function chartOf(ascendantSign: number, where: Record<Graha, number>): JaiminiChart {
  return { ascendantSign, planets: VEDIC_PLANETS.map((planet) => ({ planet, sign: where[planet], degreeInSign: 10 })) };
}
const rows = (a: ReturnType<typeof argalaOn>) => a.map((x) => [x.house, x.sign, x.planets, x.obstructingHouse, x.obstructingSign, x.obstructedBy, x.stands]);

describe('argala of malefics in the 3rd (Jaimini 1.1.6), hand-constructed charts', () => {
  // Lagna Aries. Gemini (the 3rd): the Sun, Mars, Saturn (malefics) and Venus (a benefic); Aquarius (the
  // 11th): the Moon. Mercury Taurus, Jupiter Cancer, Rahu Pisces, Ketu Virgo.
  const c = chartOf(0, { Sun: 2, Moon: 10, Mars: 2, Mercury: 1, Jupiter: 3, Venus: 2, Saturn: 2, Rahu: 11, Ketu: 5 });
  it('three malefics in the 3rd against one planet in the 11th: the argala stands; Venus there gives none', () => {
    const third = argalaOn(c, 0)[4];
    expect(third).toMatchObject({ house: 3, sign: 2, planets: ['Sun', 'Mars', 'Saturn'], maleficsOnly: true, obstructingHouse: 11, obstructingSign: 10, obstructedBy: ['Moon'], stands: true });
  });
  it('the same four planets in the 3rd still obstruct the 11th\'s argala (1.1.7): the Moon in Aquarius does not stand', () => {
    expect(argalaOn(c, 0)[2]).toMatchObject({ house: 11, sign: 10, planets: ['Moon'], obstructedBy: ['Sun', 'Mars', 'Venus', 'Saturn'], stands: false });
  });
  it('one malefic (Mars) and one benefic (Jupiter) in the 3rd against the Moon in the 11th: 1 against 1, not standing', () => {
    const d = chartOf(0, { Sun: 0, Moon: 10, Mars: 2, Mercury: 1, Jupiter: 2, Venus: 1, Saturn: 9, Rahu: 11, Ketu: 5 });
    expect(argalaOn(d, 0)[4]).toMatchObject({ planets: ['Mars'], obstructedBy: ['Moon'], stands: false });
  });
  it('benefics alone in the 3rd give no argala (Jupiter and Venus in Gemini, the 11th empty)', () => {
    const d = chartOf(0, { Sun: 0, Moon: 1, Mars: 1, Mercury: 1, Jupiter: 2, Venus: 2, Saturn: 9, Rahu: 11, Ketu: 5 });
    expect(argalaOn(d, 0)[4]).toMatchObject({ planets: [], obstructedBy: [], stands: false });
  });
});

describe('argala on Ketu counted backwards (Jaimini 1.1.10), a hand-constructed chart', () => {
  // Ketu and the Sun in Leo; Cancer: the Moon, Venus; Virgo: Mercury; Gemini: Mars, Saturn; Libra:
  // Jupiter; Rahu Aquarius; lagna Aries.
  const c = chartOf(0, { Sun: 4, Moon: 3, Mars: 2, Mercury: 5, Jupiter: 6, Venus: 3, Saturn: 2, Rahu: 10, Ketu: 4 });
  it('on the Sun (forward from Leo): 2nd Virgo (Mercury) is obstructed from the 12th Cancer (Moon, Venus); 11th Gemini (Mars, Saturn) stands against the 3rd Libra (Jupiter); no malefic in Libra', () => {
    expect(rows(argalaOnPlanet(c, 'Sun'))).toEqual([
      [2, 5, ['Mercury'], 12, 3, ['Moon', 'Venus'], false],
      [4, 7, [], 10, 1, [], false],
      [11, 2, ['Mars', 'Saturn'], 3, 6, ['Jupiter'], true],
      [5, 8, [], 9, 0, [], false],
      [3, 6, [], 11, 2, ['Mars', 'Saturn'], false],
    ]);
  });
  it('on Ketu in the same sign, backwards: the 2nd is Cancer (Moon, Venus) against the 12th Virgo (Mercury), standing; 4th Taurus, 10th Scorpio; 11th Libra (Jupiter) against the 3rd Gemini (Mars, Saturn); 5th Aries, 9th Sagittarius; the malefics of the 3rd (Gemini) stand against Jupiter in the 11th (Libra)', () => {
    expect(rows(argalaOnPlanet(c, 'Ketu'))).toEqual([
      [2, 3, ['Moon', 'Venus'], 12, 5, ['Mercury'], true],
      [4, 1, [], 10, 7, [], false],
      [11, 6, ['Jupiter'], 3, 2, ['Mars', 'Saturn'], false],
      [5, 0, [], 9, 8, [], false],
      [3, 2, ['Mars', 'Saturn'], 11, 6, ['Jupiter'], true],
    ]);
    expect(argalaOn(c, 4, { reverse: true })).toEqual(argalaOnPlanet(c, 'Ketu'));
  });
});

describe('stronger co-lord and stronger sign (PVR rules)', () => {
  it('a co-lord sitting in its own co-owned sign yields to the other (rule 0): Mars in Scorpio → Ketu', () => {
    const c: JaiminiChart = { ascendantSign: 0, planets: VEDIC_PLANETS.map((planet) => ({ planet, sign: planet === 'Mars' ? 7 : planet === 'Ketu' ? 3 : 0, degreeInSign: 10 })) };
    expect(strongerCoLord(c, 7)).toBe('Ketu');
  });
  it('the lord in its own sign counts as conjoining it (rule 2), where PyJHora 4.8.5 does not count it', () => {
    // Venus in Taurus, the Sun in Libra, Mercury in Cancer, the rest in Gemini (a dual sign: it aspects
    // only duals, so neither Taurus nor Libra). Rule 1: one planet each. Rule 2 (Jupiter, Mercury, the
    // sign's lord Venus): Taurus: Venus conjoins (1) + Mercury in Cancer aspects Taurus (movable → fixed,
    // not the adjacent Leo) (1) = 2; Libra: Venus in Taurus aspects Libra (fixed → movable, not the
    // adjacent Aries) (1) = 1. Taurus is stronger. PyJHora's rule 2 drops the conjunction (it compares
    // the lord's planet number with the sign number), ties 1–1, and rule 4 (the lord in a sign of the
    // other oddity) gives Libra.
    const where: Partial<Record<Graha, number>> = { Venus: 1, Sun: 6, Mercury: 3 };
    const c: JaiminiChart = { ascendantSign: 0, planets: VEDIC_PLANETS.map((planet) => ({ planet, sign: where[planet] ?? 2, degreeInSign: 10 })) };
    expect(strongerSign(c, 1, 6)).toBe(1);
    // So Venus's graha pada counts to Taurus, its own sign: the pada falls on Venus itself → the 10th
    // from Taurus, Aquarius (with Libra it would be the 6th from Libra, Pisces).
    expect(grahaArudhas(c).find((g) => g.planet === 'Venus')).toEqual({ planet: 'Venus', ownedSign: 1, sign: 10 });
  });
});
