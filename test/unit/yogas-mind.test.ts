/**
 * Yogas of speech, food, courage, character and intellect (shared/core/vedic/yogas/mind.ts): B.V. Raman, "Three
 * Hundred Important Combinations" (#154 … #233). Constructed charts, only the signs matter (not necessarily
 * astronomically possible). Every planet stands at 10° of its sign, Mercury at 15°. House = sign + 1 for an Aries
 * lagna, whose lords are 1 Mars, 2 Venus, 3 Mercury, 4 Moon, 5 Sun, 8 Mars. Graha drishti (BPHS ch. 26): every planet
 * the 7th sign, Mars also the 4th and 8th, Jupiter the 5th and 9th, Saturn the 3rd and 10th. Navamsa (BPHS ch. 6):
 * nine parts of 3°20′ per sign counted from Aries, Capricorn, Libra, Cancer for fire, earth, air, water signs, so
 * 10° of Taurus (the 3rd part) is Aries, 15° of Taurus (the 5th) is Taurus, 15° of Gemini (the 5th from Libra)
 * Aquarius, 10° of Cancer (the 3rd from Cancer) Libra. The Moon is a benefic when less than 180° ahead of the Sun;
 * Mercury when alone or with more benefics than malefics. Each yoga once formed and once with one condition broken.
 * Agreement with PyJHora on the reference charts is in yogas-catalogue.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { YOGA_CATALOGUE, yogaChartFromLongitudes, type YogaChart } from '../../shared/core/vedic/yogas/index.js';
import { Ar, Ta, Ge, Cn, Le, Vi, Li, Sc, Sg, Cp, Aq, Pi, SUN, MOON, MARS, MERCURY, JUPITER, VENUS, SATURN, RAHU, chart, found } from '../helpers/yoga-charts.js';

const has = (c: YogaChart, id: string) => found(c, id).length === 1;

describe('Yukthi Samanwitha Vagmi (#154): the 2nd lord with a benefic in a kendra or trikona, or exalted with Jupiter', () => {
  // Sun Leo, Moon Scorpio (90° ahead: waxing), Mars Gemini, Mercury Virgo (alone: benefic), Saturn Capricorn, Rahu Aquarius, Ketu Leo.
  it('forms: Venus (2nd lord) with Jupiter in Cancer, the 4th', () => {
    const [y] = found(chart([Le, Sc, Ge, Vi, Cn, Cn, Cp, Aq, Le]), 'yukthi-samanwitha-vagmi');
    expect(y).toMatchObject({ pyjhoraId: 'yukthi_samanwithavagmi_yoga_154', isBenefic: true, planetsInvolved: [JUPITER, VENUS] });
  });
  it('forms: Venus exalted in Pisces (the 12th) with Jupiter', () => {
    expect(found(chart([Le, Sc, Ge, Vi, Pi, Pi, Cp, Aq, Le]), 'yukthi-samanwitha-vagmi')[0].planetsInvolved).toEqual([JUPITER, VENUS]);
  });
  it('does not form with Venus and Jupiter in Taurus, the 2nd (neither a kendra nor a trikona, Venus not exalted)', () => {
    expect(has(chart([Le, Sc, Ge, Vi, Ta, Ta, Cp, Aq, Le]), 'yukthi-samanwitha-vagmi')).toBe(false);
  });
});

describe('Sumukha (#166): the 2nd lord in a kendra aspected by a benefic, or a benefic in the 2nd', () => {
  // Venus (2nd lord) in Capricorn, the 10th; Sun Leo, Moon Scorpio (waxing, aspects Taurus), Mars Gemini, Mercury Virgo, Saturn Aries, Rahu Aquarius, Ketu Leo.
  it('forms: Jupiter in Cancer aspects Venus in Capricorn (its 7th)', () => {
    expect(found(chart([Le, Sc, Ge, Vi, Cn, Cp, Ar, Aq, Le]), 'sumukha')[0].planetsInvolved).toEqual([JUPITER, VENUS]);
  });
  it('does not form with Jupiter in Leo (aspecting Sagittarius, Aquarius, Aries)', () => {
    expect(has(chart([Le, Sc, Ge, Vi, Le, Cp, Ar, Aq, Le]), 'sumukha')).toBe(false);
  });
  it('forms: Mercury alone in Taurus, a benefic in the 2nd', () => {
    expect(found(chart([Le, Sc, Ge, Ta, Le, Cp, Ar, Aq, Le]), 'sumukha')[0].planetsInvolved).toEqual([MERCURY]);
  });
});

describe('Durmukha (#168): a malefic in the 2nd, and the 2nd lord joined by a malefic or debilitated', () => {
  // Saturn in Taurus (the 2nd); Sun Leo, Moon Scorpio, Mars Gemini, Mercury Cancer, Jupiter Pisces, Rahu Aquarius, Ketu Leo.
  it('forms: Venus (2nd lord) debilitated in Virgo', () => {
    const [y] = found(chart([Le, Sc, Ge, Cn, Pi, Vi, Ta, Aq, Le]), 'durmukha');
    expect(y).toMatchObject({ pyjhoraId: 'durmukha_yoga', category: 'arishta', isBenefic: false, planetsInvolved: [VENUS, SATURN] });
  });
  it('does not form with Venus in Libra, its own sign, alone', () => {
    expect(has(chart([Le, Sc, Ge, Cn, Pi, Li, Ta, Aq, Le]), 'durmukha')).toBe(false);
  });
  it('forms: Venus in Libra joined by Mars', () => {
    expect(found(chart([Le, Sc, Li, Cn, Pi, Li, Ta, Aq, Le]), 'durmukha')[0].planetsInvolved).toEqual([MARS, VENUS, SATURN]);
  });
});

describe('Mooka: the 2nd lord in the 8th with Jupiter, unless the 8th is Jupiter\'s own or exaltation sign', () => {
  it('forms: Venus (2nd lord) and Jupiter in Scorpio, the 8th from Aries', () => {
    expect(found(chart([Le, Cp, Ge, Vi, Sc, Sc, Aq, Aq, Le]), 'mooka')[0].planetsInvolved).toEqual([JUPITER, VENUS]);
  });
  it('does not form with Venus in Scorpio and Jupiter in Sagittarius', () => {
    expect(has(chart([Le, Cp, Ge, Vi, Sg, Sc, Aq, Aq, Le]), 'mooka')).toBe(false);
  });
  it('Sagittarius lagna: Saturn (2nd lord, Capricorn) with Jupiter in Cancer, the 8th, Jupiter\'s exaltation: lifted', () => {
    expect(has(chart([Le, Vi, Ge, Vi, Cn, Li, Cn, Aq, Le], Sg), 'mooka')).toBe(false);
  });
  it('Gemini lagna: the Moon (2nd lord, Cancer) with Jupiter in Capricorn, the 8th, neither his own sign nor his exaltation: forms', () => {
    expect(has(chart([Le, Cp, Ge, Vi, Cp, Li, Ar, Aq, Le], Ge), 'mooka')).toBe(true);
  });
  it('Leo lagna: Mercury (2nd lord, Virgo) with Jupiter in Pisces, the 8th, Jupiter\'s own sign: lifted', () => {
    expect(has(chart([Le, Cp, Ge, Pi, Pi, Li, Ar, Aq, Le], Le), 'mooka')).toBe(false);
  });
});

describe('Sraddhannabhuktha (#173): Saturn owns the 2nd, or joins the 2nd lord, or debilitated aspects the 2nd', () => {
  it('Sagittarius lagna: Saturn owns the 2nd (Capricorn)', () => {
    expect(found(chart([Le, Sc, Ge, Vi, Pi, Li, Aq, Aq, Le], Sg), 'sraddhannabhuktha')[0].planetsInvolved).toEqual([SATURN]);
  });
  it('Aries lagna: Saturn joins Venus (2nd lord) in Gemini', () => {
    expect(found(chart([Le, Sc, Le, Vi, Pi, Ge, Ge, Aq, Le]), 'sraddhannabhuktha')[0].planetsInvolved).toEqual([VENUS, SATURN]);
  });
  it('Taurus lagna: Saturn debilitated in Aries aspects Gemini, the 2nd (his 3rd)', () => {
    expect(found(chart([Le, Sc, Le, Vi, Pi, Li, Ar, Aq, Le], Ta), 'sraddhannabhuktha')).toHaveLength(1);
  });
  it('Aries lagna: Saturn in Aries aspects Gemini, Libra and Capricorn, not Taurus; Venus in Leo: no yoga', () => {
    expect(has(chart([Le, Sc, Le, Vi, Pi, Le, Ar, Aq, Le]), 'sraddhannabhuktha')).toBe(false);
  });
});

describe('Vakchalana (#175): a malefic owns the 2nd, its navamsa is cruel, no benefic occupies or aspects the 2nd', () => {
  // Pisces lagna: Mars owns the 2nd (Aries). Sun Capricorn, Moon Taurus (120° ahead: waxing, aspects Scorpio), Mercury Capricorn with the Sun
  // (malefic), Jupiter Gemini (aspects Libra, Sagittarius, Aquarius), Venus Aquarius (aspects Leo), Saturn Cancer, Rahu Virgo, Ketu Pisces.
  it('forms: Mars at 10° Taurus, navamsa Aries', () => {
    expect(found(chart([Cp, Ta, Ta, Cp, Ge, Aq, Cn, Vi, Pi], Pi), 'vakchalana')[0].planetsInvolved).toEqual([MARS]);
  });
  it('does not form with Mars at 10° Cancer, navamsa Libra', () => {
    expect(has(chart([Cp, Ta, Cn, Cp, Ge, Aq, Cn, Vi, Pi], Pi), 'vakchalana')).toBe(false);
  });
  it('does not form when Venus moves to Libra and aspects Aries', () => {
    expect(has(chart([Cp, Ta, Ta, Cp, Ge, Li, Cn, Vi, Pi], Pi), 'vakchalana')).toBe(false);
  });
  it('Aries lagna: Venus, a benefic, owns the 2nd: never', () => {
    expect(has(chart([Cp, Ta, Ta, Cp, Ge, Aq, Cn, Vi, Pi]), 'vakchalana')).toBe(false);
  });
});

describe('Parakrama (#182): the 3rd lord in a benefic navamsa joined or aspected by a benefic, Mars in a benefic sign', () => {
  // Mercury (3rd lord) at 15° Taurus, navamsa Taurus, with Venus (so a benefic); Sun Leo, Moon Sagittarius (120° ahead, aspects Gemini),
  // Jupiter Pisces (aspects Cancer, Virgo, Scorpio), Saturn Aquarius, Rahu Aquarius, Ketu Leo.
  it('forms: Mercury with Venus, Mars in Cancer', () => {
    expect(found(chart([Le, Sg, Cn, Ta, Pi, Ta, Aq, Aq, Le]), 'parakrama')[0].planetsInvolved).toEqual([MARS, MERCURY, VENUS]);
  });
  it('does not form with Mars in Leo, a sign of the Sun', () => {
    expect(has(chart([Le, Sg, Le, Ta, Pi, Ta, Aq, Aq, Le]), 'parakrama')).toBe(false);
  });
  it('does not form when Venus leaves Mercury for Aries (no benefic then joins or aspects Taurus)', () => {
    expect(has(chart([Le, Sg, Cn, Ta, Pi, Ar, Aq, Aq, Le]), 'parakrama')).toBe(false);
  });
});

describe('Satkathadisravana (#186): the 3rd a benefic sign aspected by a benefic, the 3rd lord in a benefic navamsa', () => {
  // Gemini (3rd from Aries) is a sign of Mercury; Jupiter in Libra aspects it (his 9th). Sun Leo, Moon Scorpio, Mars Capricorn, Venus Aries, Saturn Aquarius, Rahu Aquarius, Ketu Leo.
  it('forms: Mercury at 15° Taurus, navamsa Taurus', () => {
    expect(found(chart([Le, Sc, Cp, Ta, Li, Ar, Aq, Aq, Le]), 'satkathadisravana')[0].planetsInvolved).toEqual([MERCURY, JUPITER]);
  });
  it('does not form with Mercury at 15° Gemini, navamsa Aquarius', () => {
    expect(has(chart([Le, Sc, Cp, Ge, Li, Ar, Aq, Aq, Le]), 'satkathadisravana')).toBe(false);
  });
  it('does not form with Jupiter in Scorpio (aspecting Pisces, Taurus, Cancer)', () => {
    expect(has(chart([Le, Sc, Cp, Ta, Sc, Ar, Aq, Aq, Le]), 'satkathadisravana')).toBe(false);
  });
});

describe('Kapata (#202): a malefic in the 4th, the 4th lord joined or aspected by a malefic or hemmed in between malefics', () => {
  // Saturn in Cancer (the 4th; aspects Virgo, Capricorn, Aries). Mercury and Venus Taurus, Jupiter Pisces, Rahu Sagittarius, Ketu Gemini.
  it('forms: the Moon (4th lord) with Saturn in Cancer (Sun Aries, Mars Libra aspecting Capricorn, Aries, Taurus)', () => {
    expect(found(chart([Ar, Cn, Li, Ta, Pi, Ta, Cn, Sg, Ge]), 'kapata')[0].planetsInvolved).toEqual([MOON, SATURN]);
  });
  it('forms: the Moon in Leo between Saturn (Cancer) and Mars (Virgo), neither aspecting Leo (Sun Aries)', () => {
    expect(found(chart([Ar, Le, Vi, Ta, Pi, Ta, Cn, Sg, Ge]), 'kapata')[0].planetsInvolved).toEqual([MOON, MARS, SATURN]);
  });
  it('does not form with the Moon in Taurus with Mercury and Venus, the Sun in Pisces, Mars in Sagittarius (aspecting Pisces, Gemini, Cancer): Aries is empty, so no malefic on both sides', () => {
    expect(has(chart([Pi, Ta, Sg, Ta, Pi, Ta, Cn, Sg, Ge]), 'kapata')).toBe(false);
  });
  it('does not form with no malefic in the 4th: Saturn in Leo, the Moon in Leo with him', () => {
    expect(has(chart([Ar, Le, Sg, Ta, Pi, Ta, Le, Sg, Ge]), 'kapata')).toBe(false);
  });
});

describe('Nishkapata (#205): a benefic or a planet in dignity in the 4th, or the 4th a benefic sign', () => {
  // Capricorn lagna: the 4th is Aries, a sign of Mars. Moon Gemini, Mars Leo, Mercury Virgo, Venus Libra, Saturn Capricorn, Rahu Aquarius, Ketu Leo.
  it('Aries lagna: the 4th is Cancer, a benefic sign, whatever occupies it', () => {
    expect(has(chart([Le, Ge, Le, Vi, Pi, Li, Cp, Aq, Le]), 'nishkapata')).toBe(true);
  });
  it('Capricorn lagna: the Sun exalted in Aries', () => {
    expect(found(chart([Ar, Ge, Le, Vi, Pi, Li, Cp, Aq, Le], Cp), 'nishkapata')[0].planetsInvolved).toEqual([SUN]);
  });
  it('Capricorn lagna: Jupiter in Aries (a benefic)', () => {
    expect(found(chart([Le, Ge, Le, Vi, Ar, Li, Cp, Aq, Le], Cp), 'nishkapata')[0].planetsInvolved).toEqual([JUPITER]);
  });
  it('Capricorn lagna: Aries empty, no yoga; Saturn debilitated there, no yoga', () => {
    expect(has(chart([Le, Ge, Le, Vi, Pi, Li, Cp, Aq, Le], Cp), 'nishkapata')).toBe(false);
    expect(has(chart([Le, Ge, Le, Vi, Pi, Li, Ar, Aq, Le], Cp), 'nishkapata')).toBe(false);
  });
});

describe('Nishkapata (#206): the lagna lord in the 4th, joined or aspected by a benefic', () => {
  // Mars (lagna lord) in Cancer. Sun Leo, Moon Scorpio (waxing), Mercury Virgo, Venus Libra, Saturn Aquarius, Rahu Aquarius, Ketu Leo.
  it('forms: Jupiter joins Mars in Cancer', () => {
    expect(found(chart([Le, Sc, Cn, Vi, Cn, Li, Aq, Aq, Le]), 'nishkapata-lagna-lord')[0].planetsInvolved).toEqual([MARS, JUPITER]);
  });
  it('forms: Jupiter in Pisces aspects Cancer (his 5th)', () => {
    expect(has(chart([Le, Sc, Cn, Vi, Pi, Li, Aq, Aq, Le]), 'nishkapata-lagna-lord')).toBe(true);
  });
  it('does not form with Jupiter in Aries (aspecting Leo, Libra, Sagittarius)', () => {
    expect(has(chart([Le, Sc, Cn, Vi, Ar, Li, Aq, Aq, Le]), 'nishkapata-lagna-lord')).toBe(false);
  });
});

describe('Buddhimaturya (#231): the 5th lord a benefic, aspected by another benefic or in a benefic sign', () => {
  // Gemini lagna: Venus owns the 5th (Libra). Sun Aries, Moon Cancer (90° ahead: waxing), Mars Capricorn, Mercury Taurus, Saturn Scorpio, Rahu Aries, Ketu Libra.
  it('forms: Venus in Libra, a benefic sign', () => {
    expect(found(chart([Ar, Cn, Cp, Ta, Pi, Li, Sc, Ar, Li], Ge), 'buddhimaturya')[0].planetsInvolved).toEqual([VENUS]);
  });
  it('forms: Venus in Leo aspected by Jupiter from Aries (his 5th)', () => {
    expect(found(chart([Ar, Cn, Cp, Ta, Ar, Le, Sc, Ar, Li], Ge), 'buddhimaturya')[0].planetsInvolved).toEqual([JUPITER, VENUS]);
  });
  it('does not form with Venus and Jupiter together in Leo: joining is not the aspect the text asks for (PyJHora accepts it)', () => {
    expect(has(chart([Ar, Cn, Cp, Ta, Le, Le, Sc, Ar, Li], Ge), 'buddhimaturya')).toBe(false);
  });
  it('Aries lagna: the Sun, a malefic, owns the 5th: never', () => {
    expect(has(chart([Le, Cn, Cp, Ta, Pi, Li, Sc, Ar, Li]), 'buddhimaturya')).toBe(false);
  });
});

describe('Buddhi Jada (#233): Saturn in the 5th aspecting the lagna lord, or the 5th lord joined by a malefic and aspected by Saturn or with the Moon in the 5th', () => {
  // Saturn in Leo (the 5th) aspects Libra, Aquarius, Taurus. Sun Virgo, Moon Pisces, Mercury Virgo, Jupiter Cancer, Venus Virgo, Rahu Capricorn, Ketu Cancer.
  it('forms: Mars (lagna lord) in Libra', () => {
    expect(found(chart([Vi, Pi, Li, Vi, Cn, Vi, Le, Cp, Cn]), 'buddhi-jada')[0].planetsInvolved).toEqual([MARS, SATURN]);
  });
  it('does not form with Mars in Gemini', () => {
    expect(has(chart([Vi, Pi, Ge, Vi, Cn, Vi, Le, Cp, Cn]), 'buddhi-jada')).toBe(false);
  });
  it('forms: the Sun (5th lord) with Rahu in Gemini, Saturn in Sagittarius aspecting them (his 7th)', () => {
    expect(found(chart([Ge, Pi, Ar, Vi, Cn, Vi, Sg, Ge, Sg]), 'buddhi-jada')[0].planetsInvolved).toEqual([SUN, SATURN, RAHU]);
  });
  it('does not form with the Sun alone in Gemini (the lord is not his own malefic companion; PyJHora counts him)', () => {
    expect(has(chart([Ge, Pi, Ar, Vi, Cn, Vi, Sg, Le, Aq]), 'buddhi-jada')).toBe(false);
  });
});

describe('Parannabhojana (#172): the 2nd lord debilitated or in an unfriendly navamsa, aspected by a debilitated planet', () => {
  // Venus (2nd lord). Sun Leo, Moon Scorpio (waxing), Mercury Gemini, Saturn Aquarius, Rahu Aquarius, Ketu Leo.
  it('forms: Venus debilitated in Virgo, aspected by Jupiter debilitated in Capricorn (his 9th)', () => {
    expect(found(chart([Le, Sc, Ge, Ge, Cp, Vi, Aq, Aq, Le]), 'parannabhojana')[0].planetsInvolved).toEqual([JUPITER, VENUS]);
  });
  it('does not form with Jupiter in Sagittarius, his own sign (aspecting Aries, Gemini, Leo)', () => {
    expect(has(chart([Le, Sc, Ge, Ge, Sg, Vi, Aq, Aq, Le]), 'parannabhojana')).toBe(false);
  });
  it('forms: Venus at 28° Capricorn, the 9th part of an earth sign: navamsa Virgo, his debilitation; Mars debilitated in Cancer aspects Capricorn', () => {
    const c = chart([Le, Sc, Cn, Ge, Pi, Cp, Aq, Aq, Le]);
    const lons = c.planets.map((p) => p.longitude);
    lons[VENUS] = 298;
    expect(found(yogaChartFromLongitudes(Ar, lons, c.planets.map((p) => p.speed)), 'parannabhojana')[0].planetsInvolved).toEqual([MARS, VENUS]);
  });
  it('does not form with Venus at 10° Capricorn (navamsa Aries, a sign of Mars, neutral to Venus)', () => {
    expect(has(chart([Le, Sc, Cn, Ge, Pi, Cp, Aq, Aq, Le]), 'parannabhojana')).toBe(false);
  });
});

describe('Sada Sanchara (#117): the lagna lord, or the lord of its sign, in a movable sign', () => {
  // Aries lagna: Mars is the lagna lord. Moon Scorpio, Mercury Gemini, Jupiter Pisces, Venus Taurus, Saturn Aquarius, Rahu Aquarius, Ketu Leo.
  it('forms: Mars in Cancer', () => {
    expect(found(chart([Ta, Sc, Cn, Ge, Pi, Ta, Aq, Aq, Le]), 'sada-sanchara')[0].planetsInvolved).toEqual([MARS]);
  });
  it('forms: Mars in Leo, whose lord the Sun is in Libra', () => {
    expect(found(chart([Li, Sc, Le, Ge, Pi, Ta, Aq, Aq, Le]), 'sada-sanchara')[0].planetsInvolved).toEqual([SUN, MARS]);
  });
  it('does not form with Mars in Leo and the Sun in Taurus', () => {
    expect(has(chart([Ta, Sc, Le, Ge, Pi, Ta, Aq, Aq, Le]), 'sada-sanchara')).toBe(false);
  });
});

it('catalogue: the fifteen entries cite Raman and PyJHora\'s ids', () => {
  const ids = ['yukthi-samanwitha-vagmi', 'sumukha', 'durmukha', 'mooka', 'sraddhannabhuktha', 'vakchalana', 'parakrama', 'satkathadisravana',
    'kapata', 'nishkapata', 'nishkapata-lagna-lord', 'buddhimaturya', 'buddhi-jada', 'parannabhojana', 'sada-sanchara'];
  const d = YOGA_CATALOGUE.filter((e) => ids.includes(e.id));
  expect(d.map((e) => [e.id, e.source.verse, e.pyjhoraId, e.isBenefic])).toEqual([
    ['yukthi-samanwitha-vagmi', '#154', 'yukthi_samanwithavagmi_yoga_154', true],
    ['sumukha', '#166', 'sumukha_yoga', true],
    ['durmukha', '#168', 'durmukha_yoga', false],
    ['mooka', null, 'mooka_yoga', false],
    ['sraddhannabhuktha', '#173', 'sraddhannabhuktha_yoga', false],
    ['vakchalana', '#175', 'vakchalana_yoga', false],
    ['parakrama', '#182', 'parakrama_yoga', true],
    ['satkathadisravana', '#186', 'satkathadisravana_yoga', true],
    ['kapata', '#202', 'kapata_yoga_202', false],
    ['nishkapata', '#205', 'nishkapata_yoga_205', true],
    ['nishkapata-lagna-lord', '#206', 'nishkapata_yoga_206', true],
    ['buddhimaturya', '#231', 'buddhimaturya_yoga', true],
    ['buddhi-jada', '#233', 'buddhi_jada_yoga', false],
    ['parannabhojana', '#172', 'parannabhojana_yoga', false],
    ['sada-sanchara', '#117', 'sada_sanchara_yoga', false],
  ]);
});
