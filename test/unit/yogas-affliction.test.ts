/**
 * Yogas of poverty, speech, sight, food and the fear of thieves (shared/core/vedic/yogas/affliction.ts): B.V. Raman, "Three
 * Hundred Important Combinations" (#11, #144–148, #156, #157, #170, #171 and Jada, Budha, Netranasa, Andha). Constructed
 * charts, only the signs matter (not necessarily astronomically possible): every planet at 10° of its sign, Mercury at 15°,
 * unless chartAt gives longitudes. Aries lagna unless said: house = sign + 1, lords 1 Mars, 2 Venus, 3 Mercury, 4 Moon,
 * 5 Sun, 6 Mercury, 7 Venus, 8 Mars, 9 Jupiter, 10 Saturn, 11 Saturn, 12 Jupiter. Graha drishti (BPHS ch. 26): every planet
 * the 7th sign, Mars also the 4th and 8th, Jupiter the 5th and 9th, Saturn the 3rd and 10th; Rahu and Ketu none. Navamsa
 * (BPHS ch. 6): nine parts of 3°20′ per sign counted from Aries, Capricorn, Libra, Cancer for fire, earth, air, water signs.
 * Hora (BPHS ch. 6): odd signs Leo then Cancer, even signs Cancer then Leo (15° each). Vaiseshikamsa: own or exaltation
 * sign in two or more of the ten vargas of the dasavarga. Gulika and Mandi (the yoga chart's, of a real birth) are placed by
 * `parts` at 5° and 15° of the signs given; chart() carries none, so their alternatives are not judged there. Each yoga once
 * formed and once with one condition broken;
 * agreement with PyJHora on the reference charts is in yogas-catalogue.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { buildContext } from '../../shared/core/vedic/yogas/context.js';
import { vaiseshikamsa } from '../../shared/core/vedic/yogas/affliction.js';
import { YOGA_CATALOGUE, yogaChartFromLongitudes, type YogaChart } from '../../shared/core/vedic/yogas/index.js';
import { Ar, Ta, Ge, Cn, Le, Vi, Li, Sc, Sg, Cp, Aq, Pi, SUN, MOON, MARS, MERCURY, JUPITER, VENUS, SATURN, RAHU, KETU, chart, chartAt, found } from '../helpers/yoga-charts.js';

const has = (c: YogaChart, id: string) => found(c, id).length === 1;
/** As chart(), with Gulika at 5° of `gulika` and Mandi at 15° of `mandi` (else Gulika's sign). */
function parts(signs: readonly number[], lagna: number, gulika: number, mandi = gulika): YogaChart {
  const lons = signs.map((s, i) => s * 30 + (i === MERCURY ? 15 : 10));
  return yogaChartFromLongitudes(lagna, lons, [1, 13, 0.5, 1, 0.1, 1, 0.05, -0.05, -0.05], undefined, { gulika: gulika * 30 + 5, mandi: mandi * 30 + 15 });
}

describe('catalogue entries', () => {
  it('fifteen entries with their PyJHora ids, sources and categories', () => {
    const by = (id: string) => YOGA_CATALOGUE.find((e) => e.id === id)!;
    expect(by('vyayesha-daridra')).toMatchObject({ pyjhoraId: 'dharidhra_yoga_144', category: 'arishta', source: { verse: '#144' } });
    expect(by('vanchana-chora-bheethi')).toMatchObject({ pyjhoraId: 'vanchana_chora_bheethi_yoga', category: 'arishta', source: { verse: '#11' } });
    expect(by('annadana')).toMatchObject({ pyjhoraId: 'annadana_yoga', category: 'named', source: { verse: '#171' } });
    expect(by('jada')).toMatchObject({ pyjhoraId: 'jada_yoga', source: { text: 'Raman, Three Hundred Important Combinations', verse: null } });
  });
});

describe('Daridra A (#144): lagna lord in the 12th, 12th lord in the lagna, one of them joined or aspected by the 7th lord', () => {
  // Mars (1st lord) in Pisces, Jupiter (12th lord) in Aries; Sun Leo, Moon Cancer, Mercury Virgo, Saturn Capricorn, Rahu Gemini, Ketu Sagittarius.
  it('forms: Venus (7th lord) joins Mars in Pisces', () => {
    const [y] = found(chart([Le, Cn, Pi, Vi, Ar, Pi, Cp, Ge, Sg]), 'vyayesha-daridra');
    expect(y).toMatchObject({ pyjhoraId: 'dharidhra_yoga_144', isBenefic: false, planetsInvolved: [MARS, JUPITER, VENUS] });
  });
  it('does not form with Venus in Taurus (aspecting Scorpio, neither Pisces nor Aries)', () => {
    expect(has(chart([Le, Cn, Pi, Vi, Ar, Ta, Cp, Ge, Sg]), 'vyayesha-daridra')).toBe(false);
  });
});

describe('Daridra B (#145): lagna lord in the 6th, 6th lord in the lagna, the Moon aspected by the 2nd or 7th lord', () => {
  // Mars (1st lord) in Virgo, Mercury (6th lord) and the Moon in Aries; Sun Leo, Jupiter Sagittarius, Saturn Capricorn, Rahu Gemini, Ketu Sagittarius.
  it('forms: Venus (2nd and 7th lord) in Libra aspects the Moon in Aries', () => {
    expect(found(chart([Le, Ar, Vi, Ar, Sg, Li, Cp, Ge, Sg]), 'shashthesha-daridra')[0].planetsInvolved).toEqual([MOON, MARS, MERCURY, VENUS]);
  });
  it('does not form with Venus in Taurus (aspecting Scorpio)', () => {
    expect(has(chart([Le, Ar, Vi, Ar, Sg, Ta, Cp, Ge, Sg]), 'shashthesha-daridra')).toBe(false);
  });
});

describe('Daridra C (#146): Ketu and the Moon in the lagna', () => {
  it('forms: both in Aries', () => {
    expect(found(chart([Le, Ar, Ge, Vi, Sg, Li, Cp, Li, Ar]), 'ketu-chandra-daridra')[0].planetsInvolved).toEqual([MOON, KETU]);
  });
  it('does not form with the Moon in Taurus', () => {
    expect(has(chart([Le, Ta, Ge, Vi, Sg, Li, Cp, Li, Ar]), 'ketu-chandra-daridra')).toBe(false);
  });
});

describe('Daridra D (#147): lagna lord in the 8th, joined or aspected by the 2nd or 7th lord', () => {
  // Mars (1st lord) in Scorpio; Sun Leo, Moon Cancer, Mercury Virgo, Jupiter Pisces, Saturn Capricorn, Rahu Gemini, Ketu Sagittarius.
  it('forms: Venus (2nd and 7th lord) joins Mars in Scorpio', () => {
    expect(found(chart([Le, Cn, Sc, Vi, Pi, Sc, Cp, Ge, Sg]), 'randhra-lagnesha-daridra')[0].planetsInvolved).toEqual([MARS, VENUS]);
  });
  it('forms: Venus in Taurus aspects Scorpio', () => {
    expect(has(chart([Le, Cn, Sc, Vi, Pi, Ta, Cp, Ge, Sg]), 'randhra-lagnesha-daridra')).toBe(true);
  });
  it('does not form with Venus in Sagittarius (aspecting Gemini)', () => {
    expect(has(chart([Le, Cn, Sc, Vi, Pi, Sg, Cp, Ge, Sg]), 'randhra-lagnesha-daridra')).toBe(false);
  });
});

describe('Daridra E (#148): lagna lord in the 6th, 8th or 12th with a malefic, joined or aspected by the 2nd or 7th lord', () => {
  // Mars (1st lord) in Virgo, Venus (2nd and 7th lord) in Pisces aspecting Virgo; Moon Cancer, Mercury Gemini, Jupiter Sagittarius, Rahu Gemini, Ketu Sagittarius.
  it('forms: Saturn joins Mars in Virgo', () => {
    expect(found(chart([Le, Cn, Vi, Ge, Sg, Pi, Vi, Ge, Sg]), 'dusthana-lagnesha-daridra')[0].planetsInvolved).toEqual([MARS, VENUS, SATURN]);
  });
  it('forms: the Sun, a natural malefic, joins Mars in Virgo (PyJHora passes over the Sun)', () => {
    expect(found(chart([Vi, Cn, Vi, Ge, Sg, Pi, Cp, Ge, Sg]), 'dusthana-lagnesha-daridra')[0].planetsInvolved).toEqual([SUN, MARS, VENUS]);
  });
  it('does not form with Mars alone in Virgo (Saturn in Capricorn, the Sun in Leo)', () => {
    expect(has(chart([Le, Cn, Vi, Ge, Sg, Pi, Cp, Ge, Sg]), 'dusthana-lagnesha-daridra')).toBe(false);
  });
});

describe('Parihasaka (#156): the lord of the Sun\'s navamsa in the 2nd, in Vaiseshikamsa', () => {
  // The Sun at 10° Leo: the 4th navamsa of a fire sign from Aries, Cancer, whose lord is the Moon. The Moon at 10° Taurus: exalted
  // in the rasi, and in the Moon's hora (Cancer, the first half of an even sign): two vargas of the ten. Mars Gemini, Mercury Virgo,
  // Jupiter Sagittarius, Venus Libra, Saturn Capricorn, Rahu Gemini, Ketu Sagittarius.
  it('forms: the Moon in Taurus, the 2nd', () => {
    const c = chart([Le, Ta, Ge, Vi, Sg, Li, Cp, Ge, Sg]);
    expect(vaiseshikamsa(buildContext(c), MOON)).toBeGreaterThanOrEqual(2);
    expect(found(c, 'parihasaka')[0]).toMatchObject({ isBenefic: true, planetsInvolved: [SUN, MOON] });
  });
  it('does not form with the Moon in Gemini, the 3rd', () => {
    expect(has(chart([Le, Ge, Ge, Vi, Sg, Li, Cp, Ge, Sg]), 'parihasaka')).toBe(false);
  });
});

describe('Asatyavadi (#157): the 2nd lord in a sign of Saturn or Mars, a malefic in a kendra and one in a trikona', () => {
  // Sun Leo (5th, a trikona), Moon Scorpio (90° ahead: waxing), Mars Gemini, Mercury Virgo, Jupiter Pisces, Rahu Gemini, Ketu Sagittarius (9th).
  it('forms: Venus (2nd lord) in Capricorn, Saturn in Aries (the lagna, a kendra and a trikona)', () => {
    expect(has(chart([Le, Sc, Ge, Vi, Pi, Cp, Ar, Ge, Sg]), 'asatyavadi')).toBe(true);
  });
  it('does not form with Venus in Taurus, her own sign', () => {
    expect(has(chart([Le, Sc, Ge, Vi, Pi, Ta, Ar, Ge, Sg]), 'asatyavadi')).toBe(false);
  });
  it('does not form with Saturn in Sagittarius: no malefic in a kendra (Aries, Cancer, Libra, Capricorn hold only Venus)', () => {
    expect(has(chart([Le, Sc, Ge, Vi, Pi, Cp, Sg, Ge, Sg]), 'asatyavadi')).toBe(false);
  });
});

describe('Jada: the 2nd lord in the 10th with a malefic, or the Sun and Gulika in the 2nd', () => {
  // Venus (2nd lord) in Capricorn, the 10th; Sun Leo, Moon Cancer, Mars Gemini, Mercury Virgo, Jupiter Pisces, Rahu Gemini, Ketu Sagittarius.
  it('forms: Saturn joins Venus in Capricorn', () => {
    expect(found(chart([Le, Cn, Ge, Vi, Pi, Cp, Cp, Ge, Sg]), 'jada')[0].planetsInvolved).toEqual([VENUS, SATURN]);
  });
  it('does not form with Saturn in Aquarius (Venus alone)', () => {
    expect(has(chart([Le, Cn, Ge, Vi, Pi, Cp, Aq, Ge, Sg]), 'jada')).toBe(false);
  });
  // The Sun in Taurus (the 2nd); Venus (2nd lord) in Libra, not the 10th; Moon Cancer, Mars Gemini, Mercury Virgo, Jupiter Pisces, Saturn Aquarius.
  it('forms: the Sun with Gulika in Taurus', () => {
    const [y] = found(parts([Ta, Cn, Ge, Vi, Pi, Li, Aq, Ge, Sg], Ar, Ta), 'jada');
    expect(y.planetsInvolved).toEqual([SUN]);
    expect(y.conditions.some((t) => t.$t === 'yogas.cond.affliction.gulika')).toBe(true);
  });
  it('does not form with Gulika in Gemini, nor where the chart carries no Gulika', () => {
    expect(has(parts([Ta, Cn, Ge, Vi, Pi, Li, Aq, Ge, Sg], Ar, Ge), 'jada')).toBe(false);
    expect(has(chart([Ta, Cn, Ge, Vi, Pi, Li, Aq, Ge, Sg]), 'jada')).toBe(false);
  });
});

describe('Budha: Jupiter in the lagna, the Moon in a kendra, Rahu 2nd from the Moon, the Sun and Mars 3rd from Rahu', () => {
  // Jupiter Aries, Moon Cancer (4th), Rahu Leo (2nd from Cancer), Sun Libra (3rd from Leo), Mercury Virgo, Venus Scorpio, Saturn Capricorn, Ketu Aquarius.
  it('forms: Mars in Libra with the Sun', () => {
    expect(found(chart([Li, Cn, Li, Vi, Ar, Sc, Cp, Le, Aq]), 'budha')[0]).toMatchObject({ isBenefic: true, planetsInvolved: [SUN, MOON, MARS, JUPITER, RAHU] });
  });
  it('does not form with Mars in Scorpio (4th from Rahu)', () => {
    expect(has(chart([Li, Cn, Sc, Vi, Ar, Sc, Cp, Le, Aq]), 'budha')).toBe(false);
  });
});

describe('Netranasa: the 10th and 6th lords in the lagna with the 2nd lord, or all three in their neechamsa', () => {
  // Lords: 2nd Venus, 6th Mercury, 10th Saturn. Sun Leo, Moon Cancer, Mars Gemini, Jupiter Sagittarius, Rahu Gemini, Ketu Sagittarius.
  it('forms: Venus, Mercury and Saturn in Aries', () => {
    expect(found(chart([Le, Cn, Ge, Ar, Sg, Ar, Ar, Ge, Sg]), 'netranasa')[0].planetsInvolved).toEqual([MERCURY, VENUS, SATURN]);
  });
  it('does not form with Saturn in Taurus: not in the lagna, and Venus at 10° Aries is in the navamsa of Cancer, not of Virgo', () => {
    expect(has(chart([Le, Cn, Ge, Ar, Sg, Ar, Ta, Ge, Sg]), 'netranasa')).toBe(false);
  });
  it('forms: Venus at 18° Aries (navamsa Virgo), Mercury at 38° (Taurus 8°, navamsa Pisces), Saturn at 41° (Taurus 11°, navamsa Aries)', () => {
    // Aries 16°40′–20° is its 6th part, Virgo; Taurus 6°40′–10° the 3rd from Capricorn, Pisces; Taurus 10°–13°20′ the 4th, Aries.
    expect(has(chartAt([130, 100, 70, 38, 250, 18, 41, 70, 250], Ar), 'netranasa')).toBe(true);
  });
});

describe('Andha: Mercury and the Moon in the 2nd, or the lagna and 2nd lords in the 2nd with the Sun, a third planet', () => {
  // Sun Leo, Mars Gemini, Jupiter Sagittarius, Venus Libra, Saturn Capricorn, Rahu Gemini, Ketu Sagittarius.
  it('forms: Mercury and the Moon in Taurus', () => {
    expect(found(chart([Le, Ta, Ge, Ta, Sg, Li, Cp, Ge, Sg]), 'andha')[0].planetsInvolved).toEqual([MOON, MERCURY]);
  });
  it('does not form with the Moon in Gemini', () => {
    expect(has(chart([Le, Ge, Ge, Ta, Sg, Li, Cp, Ge, Sg]), 'andha')).toBe(false);
  });
  it('forms: Mars (1st lord) and Venus (2nd lord) in Taurus with the Sun', () => {
    expect(found(chart([Ta, Cn, Ta, Ge, Sg, Ta, Cp, Ge, Sg]), 'andha')[0].planetsInvolved).toEqual([SUN, MARS, VENUS]);
  });
  it('does not form in a Leo lagna with the Sun (1st lord) and Mercury (2nd lord) in Virgo: the Sun is not a third planet', () => {
    expect(has(chart([Vi, Cn, Ge, Vi, Sg, Li, Cp, Ge, Sg], Le), 'andha')).toBe(false);
  });
});

describe('Bhojana Soukhya (#170): the 2nd lord strong, in Vaiseshikamsa, aspected by Jupiter or Venus', () => {
  // Venus (2nd lord) at 10° Pisces: exalted, and her navamsa (the 4th part of a water sign from Cancer) is Libra, her own sign:
  // two vargas. Sun Leo, Moon Cancer, Mars Gemini, Mercury Gemini, Saturn Capricorn, Rahu Gemini, Ketu Sagittarius.
  it('forms: Jupiter in Virgo aspects Pisces (7th)', () => {
    const c = chart([Le, Cn, Ge, Ge, Vi, Pi, Cp, Ge, Sg]);
    expect(vaiseshikamsa(buildContext(c), VENUS)).toBeGreaterThanOrEqual(2);
    expect(found(c, 'bhojana-soukhya')[0].planetsInvolved).toEqual([JUPITER, VENUS]);
  });
  it('does not form with Jupiter in Leo (aspecting Sagittarius, Aquarius, Aries)', () => {
    expect(has(chart([Le, Cn, Ge, Ge, Le, Pi, Cp, Ge, Sg]), 'bhojana-soukhya')).toBe(false);
  });
});

describe('Annadana (#171): the 2nd lord in Vaiseshikamsa, joined or aspected by Jupiter and by Mercury', () => {
  // Venus at 10° Pisces as above; Sun Leo, Moon Cancer, Mars Gemini, Saturn Capricorn, Rahu Gemini, Ketu Sagittarius.
  it('forms: Jupiter and Mercury in Virgo aspect Pisces', () => {
    expect(found(chart([Le, Cn, Ge, Vi, Vi, Pi, Cp, Ge, Sg]), 'annadana')[0].planetsInvolved).toEqual([MERCURY, JUPITER, VENUS]);
  });
  it('does not form with Mercury in Leo (aspecting Aquarius)', () => {
    expect(has(chart([Le, Cn, Ge, Le, Vi, Pi, Cp, Ge, Sg]), 'annadana')).toBe(false);
  });
  it('does not form in a Scorpio lagna, whose 2nd lord is Jupiter himself (in Sagittarius with Mercury)', () => {
    expect(has(chart([Sg, Cn, Ge, Sg, Sg, Li, Cp, Ge, Sg], Sc), 'annadana')).toBe(false);
  });
});

describe('Vanchana Chora Bheethi (#11): a malefic in the lagna with Gulika in a trikona, Gulika with a kendra or trikona lord, or the lagna lord with Rahu, Saturn or Ketu', () => {
  // Sun Leo, Moon Cancer, Mercury Virgo, Jupiter Sagittarius, Venus Libra, Saturn Capricorn, Ketu Sagittarius.
  it('forms: Mars (lagna lord) with Rahu in Gemini', () => {
    expect(found(chart([Le, Cn, Ge, Vi, Sg, Li, Cp, Ge, Sg]), 'vanchana-chora-bheethi')[0].planetsInvolved).toEqual([MARS, RAHU]);
  });
  it('does not form with Rahu in Pisces (Mars alone in Gemini)', () => {
    expect(has(chart([Le, Cn, Ge, Vi, Sg, Li, Cp, Pi, Vi]), 'vanchana-chora-bheethi')).toBe(false);
  });
});

describe('Vanchana Chora Bheethi (#11): the Gulika alternatives', () => {
  // Mars (lagna lord) alone in Gemini; Sun Virgo, Moon Cancer, Mercury Virgo, Jupiter Sagittarius, Venus Libra, Saturn Aries (the lagna), Rahu Pisces, Ketu Virgo.
  it('forms: Saturn, a malefic, in the lagna and Gulika in Leo (the 5th, a trikona), no planet there', () => {
    expect(found(parts([Vi, Cn, Ge, Vi, Sg, Li, Ar, Pi, Vi], Ar, Le), 'vanchana-chora-bheethi')[0].planetsInvolved).toEqual([SATURN]);
  });
  it('does not form with Gulika in Aquarius (the 11th, empty)', () => {
    expect(has(parts([Vi, Cn, Ge, Vi, Sg, Li, Ar, Pi, Vi], Ar, Aq), 'vanchana-chora-bheethi')).toBe(false);
  });
  // Mars alone in Gemini, no malefic in Aries; Sun Leo, Moon Cancer, Mercury Virgo, Jupiter Sagittarius, Venus Libra, Saturn Capricorn, Rahu Pisces, Ketu Virgo.
  it('forms: Gulika in Libra with Venus, the 7th lord (a kendra)', () => {
    expect(found(parts([Le, Cn, Ge, Vi, Sg, Li, Cp, Pi, Vi], Ar, Li), 'vanchana-chora-bheethi')[0].planetsInvolved).toEqual([VENUS]);
  });
  it('does not form with Gulika in Virgo, with Mercury (lord of the 3rd and 6th) and Ketu only', () => {
    expect(has(parts([Le, Cn, Ge, Vi, Sg, Li, Cp, Pi, Vi], Ar, Vi), 'vanchana-chora-bheethi')).toBe(false);
  });
});

describe('Sarpaganda (#174): Rahu in the 2nd with Mandi', () => {
  // Rahu Taurus (the 2nd), Ketu Scorpio; Sun Leo, Moon Cancer, Mars Gemini, Mercury Virgo, Jupiter Pisces, Venus Libra, Saturn Aquarius.
  it('forms: Mandi in Taurus with Rahu', () => {
    const [y] = found(parts([Le, Cn, Ge, Vi, Pi, Li, Aq, Ta, Sc], Ar, Ta), 'sarpaganda');
    expect(y).toMatchObject({ pyjhoraId: 'sarpaganda_yoga', isBenefic: false, category: 'arishta', planetsInvolved: [RAHU] });
  });
  it('does not form with Mandi in Gemini, nor where the chart carries no Mandi', () => {
    expect(has(parts([Le, Cn, Ge, Vi, Pi, Li, Aq, Ta, Sc], Ar, Ta, Ge), 'sarpaganda')).toBe(false);
    expect(has(chart([Le, Cn, Ge, Vi, Pi, Li, Aq, Ta, Sc]), 'sarpaganda')).toBe(false);
  });
});
