/**
 * Yogas of disease, injury and confinement (shared/core/vedic/yogas/health.ts): B.V. Raman, "Three Hundred Important
 * Combinations" (#264 … #295, Mathibhramana #291–294 and Raman's example chart of it); Mandi is given as the fifth argument of yogaChartFromLongitudes. Constructed charts, only the signs matter (not necessarily astronomically possible): every planet
 * at 10° of its sign, Mercury at 15°. House = sign + 1 for an Aries lagna. Graha drishti (BPHS ch. 26): every planet the 7th
 * sign, Mars also the 4th and 8th, Jupiter the 5th and 9th, Saturn the 3rd and 10th; Rahu and Ketu none. The Moon is a benefic
 * when less than 180° ahead of the Sun; Mercury when alone or with more benefics than malefics. Each yoga once formed and once
 * with one condition broken. Agreement with PyJHora on the reference charts is in yogas-catalogue.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { yogaChartFromLongitudes, type YogaChart } from '../../shared/core/vedic/yogas/index.js';
import { Ar, Ta, Ge, Cn, Le, Vi, Li, Sc, Sg, Cp, Aq, Pi, SUN, MOON, MARS, MERCURY, JUPITER, VENUS, SATURN, RAHU, KETU, chart, chartAt, found } from '../helpers/yoga-charts.js';

const has = (c: YogaChart, id: string) => found(c, id).length === 1;

describe('Vrana (#265): the 6th lord, a natural malefic, in the lagna, the 8th or the 10th', () => {
  // Aries lagna: the 6th is Virgo, lord Mercury. Sun Leo, Moon Cancer, Mars Capricorn, Jupiter Pisces, Venus Taurus, Rahu Aquarius, Ketu Leo.
  it('forms: Mercury in Scorpio (the 8th) with Saturn, more malefics than benefics, so a malefic', () => {
    const [y] = found(chart([Le, Cn, Cp, Sc, Pi, Ta, Sc, Aq, Le]), 'vrana');
    expect(y).toMatchObject({ pyjhoraId: 'vrana_yoga', category: 'arishta', isBenefic: false, planetsInvolved: [MERCURY] });
  });
  it('does not form with Mercury alone in Scorpio (a benefic then)', () => {
    expect(has(chart([Le, Cn, Cp, Sc, Pi, Ta, Ge, Aq, Le]), 'vrana')).toBe(false);
  });
  it('forms: Virgo lagna, Saturn (6th lord of Aquarius, a malefic) in Gemini, the 10th', () => {
    expect(found(chart([Le, Cn, Cp, Sc, Pi, Ta, Ge, Aq, Le], Vi), 'vrana')[0].planetsInvolved).toEqual([SATURN]);
  });
  it('does not form with the malefic 6th lord in the 9th (Saturn in Taurus for a Virgo lagna)', () => {
    expect(has(chart([Le, Cn, Cp, Sc, Pi, Ta, Ta, Aq, Le], Vi), 'vrana')).toBe(false);
  });
});

describe('Bhandhana (#271): the lagna and 6th lords together in a kendra or trikona with Saturn, Rahu or Ketu', () => {
  // Aries lagna: lagna lord Mars, 6th lord Mercury. Sun Gemini, Moon Cancer, Jupiter Sagittarius, Venus Taurus, Rahu Taurus, Ketu Scorpio
  // (unless given otherwise).
  it('forms: Mars and Mercury in Leo (the 5th, a trikona) with Saturn', () => {
    const [y] = found(chart([Ge, Cn, Le, Le, Sg, Ta, Le, Ta, Sc]), 'bhandhana');
    expect(y).toMatchObject({ pyjhoraId: 'bhandhana_yoga', isBenefic: false, planetsInvolved: [MARS, MERCURY, SATURN] });
  });
  it('forms: Mars and Mercury in Cancer (the 4th) with Rahu', () => {
    expect(found(chart([Ge, Le, Cn, Cn, Sg, Ta, Pi, Cn, Cp]), 'bhandhana')[0].planetsInvolved).toEqual([MARS, MERCURY, RAHU]);
  });
  it('does not form in Virgo (the 6th, neither kendra nor trikona)', () => {
    expect(has(chart([Ge, Cn, Vi, Vi, Sg, Ta, Vi, Ta, Sc]), 'bhandhana')).toBe(false);
  });
  it('does not form without Saturn, Rahu or Ketu beside them', () => {
    expect(has(chart([Ge, Cn, Le, Le, Sg, Ta, Pi, Ta, Sc]), 'bhandhana')).toBe(false);
  });
  it('does not form for a Scorpio lagna, whose lagna and 6th lord are the one planet Mars (with Saturn in Scorpio)', () => {
    expect(has(chart([Ge, Cn, Sc, Le, Sg, Ta, Sc, Aq, Le], Sc), 'bhandhana')).toBe(false);
  });
});

describe('Swetakushta (#286): Mars in the 2nd, Saturn in the 12th, the Moon in the lagna, the Sun in the 7th', () => {
  // Aries lagna: Mars Taurus, Saturn Pisces, Moon Aries, Sun Libra; Mercury Scorpio, Jupiter Cancer, Venus Virgo, Rahu Gemini.
  it('forms', () => {
    const [y] = found(chart([Li, Ar, Ta, Sc, Cn, Vi, Pi, Ge, Sg]), 'swetakushta');
    expect(y).toMatchObject({ pyjhoraId: 'swetakushta_yoga', planetsInvolved: [SUN, MOON, MARS, SATURN] });
  });
  it('does not form with Mars and Saturn the other way round (Mars in the 12th, Saturn in the 2nd)', () => {
    expect(has(chart([Li, Ar, Pi, Sc, Cn, Vi, Ta, Ge, Sg]), 'swetakushta')).toBe(false);
  });
});

describe('Vaataroga (#290): Jupiter in the lagna and Saturn in the 7th', () => {
  it('forms: Jupiter in Aries, Saturn in Libra', () => {
    const [y] = found(chart([Le, Cn, Ge, Vi, Ar, Ta, Li, Aq, Le]), 'vaataroga');
    expect(y).toMatchObject({ pyjhoraId: 'vaatharoga_yoga', planetsInvolved: [JUPITER, SATURN] });
  });
  it('does not form with Saturn in Scorpio (the 8th)', () => {
    expect(has(chart([Le, Cn, Ge, Vi, Ar, Ta, Sc, Aq, Le]), 'vaataroga')).toBe(false);
  });
});

describe('Khalwata (#295): a lagna ruled by a malefic, or Sagittarius or Taurus, aspected by a natural malefic', () => {
  // Moon Cancer with the Sun in Gemini (waxing), Mercury Gemini with the Sun (malefic), Jupiter Virgo, Venus Cancer, Rahu Pisces, Ketu Virgo.
  it('forms: Aries lagna aspected by Saturn from Aquarius (his 3rd aspect)', () => {
    const [y] = found(chart([Ge, Cn, Ta, Ge, Vi, Cn, Aq, Pi, Vi]), 'khalwata');
    expect(y).toMatchObject({ pyjhoraId: 'khalwata_yoga', category: 'lagna', planetsInvolved: [SATURN] });
  });
  it('does not form for a Gemini lagna (Mercury\'s sign), though Mars aspects it from Sagittarius (his 7th)', () => {
    // Sun Cancer, Moon Leo (waxing), Mercury Cancer with the Sun, Jupiter Virgo, Venus Leo, Saturn Capricorn, Rahu Pisces, Ketu Virgo.
    expect(has(chart([Cn, Le, Sg, Cn, Vi, Le, Cp, Pi, Vi], Ge), 'khalwata')).toBe(false);
  });
  it('forms: Taurus lagna (Venus\'s sign, named by the text) aspected by Mars from Libra (his 8th)', () => {
    expect(found(chart([Cn, Le, Li, Cn, Vi, Le, Cp, Pi, Vi], Ta), 'khalwata')[0].planetsInvolved).toEqual([MARS]);
  });
  it('does not form when the malefics only occupy the lagna (Mars and Saturn in Aries) and none aspects it', () => {
    // Sun and Mercury in Gemini aspect Sagittarius; Rahu in Pisces, Ketu in Virgo cast no aspect.
    expect(has(chart([Ge, Cn, Ar, Ge, Vi, Cn, Ar, Pi, Vi]), 'khalwata')).toBe(false);
  });
});

/** The signs of chart(), with Gulika and Mandi at the longitude `mandi` (the yogas read Mandi's sign). */
const withMandi = (signs: readonly number[], lagna: number, mandi: number) =>
  yogaChartFromLongitudes(lagna, signs.map((x, i) => x * 30 + (i === MERCURY ? 15 : 10)), [1, 13, 0.5, 1, 0.1, 1, 0.05, -0.05, -0.05], undefined, { gulika: mandi, mandi });

describe('Sisnavyadhi (#266): Mercury in the lagna with the lords of the 6th and 8th', () => {
  // Taurus lagna: 6th Libra (Venus), 8th Sagittarius (Jupiter). Sun Gemini, Moon Cancer, Mars Leo, Saturn Capricorn, Rahu Aquarius, Ketu Leo.
  it('forms: Mercury, Venus and Jupiter in Taurus', () => {
    const [y] = found(chart([Ge, Cn, Le, Ta, Ta, Ta, Cp, Aq, Le], Ta), 'sisnavyadhi');
    expect(y).toMatchObject({ pyjhoraId: 'sisnavyadhi_yoga', planetsInvolved: [MERCURY, JUPITER, VENUS] });
  });
  it('does not form with Jupiter (8th lord) in Gemini', () => {
    expect(has(chart([Ge, Cn, Le, Ta, Ge, Ta, Cp, Aq, Le], Ta), 'sisnavyadhi')).toBe(false);
  });
  it('does not form for an Aries lagna, whose 6th lord is Mercury himself (Mercury with Mars, the 8th lord, in Aries)', () => {
    expect(has(chart([Ge, Cn, Ar, Ar, Sg, Ta, Cp, Aq, Le]), 'sisnavyadhi')).toBe(false);
  });
});

describe('Kushtaroga (#268): the lagna lord in the 4th or 12th with Mars and Mercury; Guru Kushtaroga (#269): Jupiter in the 6th with Saturn and the Moon', () => {
  // Leo lagna, lord the Sun: Scorpio is the 4th. Moon Cancer, Jupiter Pisces, Venus Virgo, Saturn Capricorn, Rahu Aquarius, Ketu Leo.
  it('forms (#268): the Sun in Scorpio with Mars and Mercury', () => {
    const [y] = found(chart([Sc, Cn, Sc, Sc, Pi, Vi, Cp, Aq, Le], Le), 'kushtaroga');
    expect(y).toMatchObject({ pyjhoraId: 'kushtaroga_yoga_268', planetsInvolved: [SUN, MARS, MERCURY] });
    expect(has(chart([Sc, Cn, Sc, Sc, Pi, Vi, Cp, Aq, Le], Le), 'kushtaroga-jupiter')).toBe(false);
  });
  it('does not form with the three in Sagittarius (the 5th)', () => {
    expect(has(chart([Sg, Cn, Sg, Sg, Pi, Vi, Cp, Aq, Le], Le), 'kushtaroga')).toBe(false);
  });
  // Aries lagna: Virgo is the 6th. Sun Leo, Mars Gemini, Mercury Cancer, Venus Taurus, Rahu Aquarius, Ketu Leo.
  it('forms (#269): Jupiter in Virgo with Saturn and the Moon, as Guru Kushtaroga, not as #268', () => {
    expect(found(chart([Le, Vi, Ge, Cn, Vi, Ta, Vi, Aq, Le]), 'kushtaroga-jupiter')[0]).toMatchObject({
      pyjhoraId: 'kushtaroga_yoga_269', planetsInvolved: [MOON, JUPITER, SATURN],
    });
    expect(has(chart([Le, Vi, Ge, Cn, Vi, Ta, Vi, Aq, Le]), 'kushtaroga')).toBe(false);
  });
  it('does not form with the Moon in Libra, away from Jupiter and Saturn', () => {
    expect(has(chart([Le, Li, Ge, Cn, Vi, Ta, Vi, Aq, Le]), 'kushtaroga-jupiter')).toBe(false);
  });
});

describe('Kshayaroga (#270): Rahu in the 6th, Mandi in a kendra, the lagna lord in the 8th', () => {
  // Aries lagna: Rahu Virgo (6th), Ketu Pisces, Mars (lagna lord) Scorpio (8th); Sun Leo, Moon Cancer, Mercury Leo, Jupiter Sagittarius, Venus Taurus, Saturn Capricorn.
  const signs = [Le, Cn, Sc, Le, Sg, Ta, Cp, Vi, Pi];
  it('forms: Mandi at 100°, Cancer (the 4th)', () => {
    const [y] = found(withMandi(signs, Ar, 100), 'kshayaroga');
    expect(y).toMatchObject({ pyjhoraId: 'kshayaroga_yoga', planetsInvolved: [MARS, RAHU] });
  });
  it('does not form with Mandi at 130°, Leo (the 5th)', () => {
    expect(has(withMandi(signs, Ar, 130), 'kshayaroga')).toBe(false);
  });
  it('is not judged on a chart without Mandi', () => {
    expect(has(chart(signs), 'kshayaroga')).toBe(false);
  });
});

describe('Karascheda (#272): Saturn in the 9th and Jupiter in the 3rd', () => {
  it('forms: Saturn in Sagittarius, Jupiter in Gemini (Aries lagna)', () => {
    const [y] = found(chart([Le, Cn, Cp, Vi, Ge, Ta, Sg, Aq, Le]), 'karascheda');
    expect(y).toMatchObject({ pyjhoraId: 'karascheda_yoga', planetsInvolved: [JUPITER, SATURN] });
  });
  it('does not form the other way round (Saturn in the 3rd, Jupiter in the 9th)', () => {
    expect(has(chart([Le, Cn, Cp, Vi, Sg, Ta, Ge, Aq, Le]), 'karascheda')).toBe(false);
  });
});

describe('Durmarana (#274): the Moon in the 6th, 8th or 12th, aspected by the lagna lord, with Saturn, Rahu or Mandi', () => {
  // Aries lagna: Moon Virgo (6th); Mars (lagna lord) in Gemini aspects Virgo (his 4th). Sun Leo, Mercury Cancer, Jupiter Pisces, Venus Taurus, Rahu Aquarius, Ketu Leo.
  it('forms: Saturn with the Moon in Virgo', () => {
    const [y] = found(chart([Le, Vi, Ge, Cn, Pi, Ta, Vi, Aq, Le]), 'durmarana');
    expect(y).toMatchObject({ pyjhoraId: 'dhurmarana_yoga', planetsInvolved: [MOON, MARS, SATURN] });
  });
  it('does not form with Mars in Cancer (aspecting Libra, Capricorn, Aquarius)', () => {
    expect(has(chart([Le, Vi, Cn, Cn, Pi, Ta, Vi, Aq, Le]), 'durmarana')).toBe(false);
  });
  it('forms: Mandi at 160°, Virgo, with the Moon (Saturn in Capricorn)', () => {
    expect(found(withMandi([Le, Vi, Ge, Cn, Pi, Ta, Cp, Aq, Le], Ar, 160), 'durmarana')[0].planetsInvolved).toEqual([MOON, MARS]);
  });
  it('does not form with the Moon alone in Virgo and Mandi elsewhere (190°, Libra)', () => {
    expect(has(withMandi([Le, Vi, Ge, Cn, Pi, Ta, Cp, Aq, Le], Ar, 190), 'durmarana')).toBe(false);
  });
});

describe('Pittaroga (#279): the Sun in the 6th with a malefic and aspected by a malefic', () => {
  // Aries lagna: Sun Virgo (6th); Moon Cancer (60° behind the Sun: waning, a malefic, aspects Capricorn), Mercury Leo (alone: benefic),
  // Jupiter Sagittarius, Venus Taurus, Rahu Aquarius, Ketu Leo.
  it('forms: Saturn with the Sun, Mars aspecting Virgo from Gemini (his 4th)', () => {
    const [y] = found(chart([Vi, Cn, Ge, Le, Sg, Ta, Vi, Aq, Le]), 'pittaroga');
    expect(y).toMatchObject({ pyjhoraId: 'pittharoga_yoga', planetsInvolved: [SUN, MARS, SATURN] });
  });
  it('does not form with Mars in Cancer, no malefic aspecting Virgo', () => {
    expect(has(chart([Vi, Cn, Cn, Le, Sg, Ta, Vi, Aq, Le]), 'pittaroga')).toBe(false);
  });
});

describe('Angaheena (#285): the Moon in the 10th, Mars in the 7th, Saturn in the 2nd from the Sun', () => {
  // Aries lagna: Moon Capricorn (10th), Mars Libra (7th). Mercury Gemini, Jupiter Pisces, Venus Taurus, Rahu Aquarius, Ketu Leo.
  it('forms: the Sun in Cancer, Saturn in Leo (the 2nd from the Sun)', () => {
    const [y] = found(chart([Cn, Cp, Li, Ge, Pi, Ta, Le, Aq, Le]), 'angaheena');
    expect(y).toMatchObject({ pyjhoraId: 'angaheena_yoga', planetsInvolved: [SUN, MOON, MARS, SATURN] });
  });
  it('does not form with Saturn in Taurus, the 2nd from the lagna but the 11th from the Sun', () => {
    expect(has(chart([Cn, Cp, Li, Ge, Pi, Ta, Ta, Aq, Le]), 'angaheena')).toBe(false);
  });
});

// The cruel shashtiamsas (BPHS ch. 6; KRURA_SHASHTIAMSA, navamsa.ts): the sixty half-degrees of a sign, counted forward in an odd
// sign and backward in an even one. A planet at 10° is in the 21st of an odd sign (Aries, Gemini … not cruel) and in the 40th of an
// even one (Taurus, Cancer … cruel); at 1° of an even sign, the 58th (not cruel); at 20.5° of Scorpio, the 20th (not cruel).

describe('Galakarna (#264): Rahu and Mandi in the 3rd, or Mars in the 3rd in a cruel shashtiamsa', () => {
  // Taurus lagna, the 3rd Cancer. Sun Aries, Moon Leo, Mercury Aries, Jupiter Sagittarius, Venus Pisces, Saturn Aquarius, Rahu Libra, Ketu Aries.
  it('forms: Mars at 10° of Cancer, the 40th shashtiamsa (cruel)', () => {
    const [y] = found(chart([Ar, Le, Cn, Ar, Sg, Pi, Aq, Li, Ar], Ta), 'galakarna');
    expect(y).toMatchObject({ pyjhoraId: 'galakarna_yoga', category: 'arishta', isBenefic: false, planetsInvolved: [MARS] });
  });
  it('does not form with Mars at 1° of Cancer, the 58th (not cruel)', () => {
    expect(has(chartAt([10, 130, 91, 15, 250, 340, 310, 190, 10], Ta), 'galakarna')).toBe(false);
  });
  // Aries lagna, the 3rd Gemini: Rahu Gemini, Ketu Sagittarius; Sun Leo, Moon Cancer, Mars Capricorn, Mercury Leo, Jupiter Pisces, Venus Virgo, Saturn Libra.
  it('forms: Rahu and Mandi in Gemini', () => {
    expect(found(withMandi([Le, Cn, Cp, Le, Pi, Vi, Li, Ge, Sg], Ar, 70), 'galakarna')[0].planetsInvolved).toEqual([RAHU]);
  });
  it('does not form with Mandi in Cancer (the 4th) and Mars not in the 3rd', () => {
    expect(has(withMandi([Le, Cn, Cp, Le, Pi, Vi, Li, Ge, Sg], Ar, 100), 'galakarna')).toBe(false);
  });
});

describe('Sirachcheda (#273): the 6th lord with Venus, and the Sun or Saturn with Rahu in a cruel shashtiamsa', () => {
  // Aries lagna: the 6th lord Mercury. Moon Aries, Mars Libra, Jupiter Libra, Saturn Aquarius, Ketu Capricorn (unless given otherwise).
  it('forms: Mercury with Venus in Leo, the Sun with Rahu at 10° of Cancer (the 40th, cruel)', () => {
    const [y] = found(chart([Cn, Ar, Li, Le, Li, Le, Aq, Cn, Cp]), 'sirachcheda');
    expect(y).toMatchObject({ pyjhoraId: 'sirachcheda_yoga', isBenefic: false, planetsInvolved: [SUN, MERCURY, VENUS, RAHU] });
  });
  it('does not form with the Sun and Rahu at 10° of Gemini (the 21st, not cruel)', () => {
    expect(has(chart([Ge, Ar, Li, Le, Li, Le, Aq, Ge, Sg]), 'sirachcheda')).toBe(false);
  });
  it('does not form with Venus in Virgo, away from Mercury', () => {
    expect(has(chart([Cn, Ar, Li, Le, Li, Vi, Aq, Cn, Cp]), 'sirachcheda')).toBe(false);
  });
});

describe('Yuddha Marana (#275): Mars, lord of the 6th or 8th, with the 3rd lord and Rahu or Saturn in a cruel shashtiamsa', () => {
  // Scorpio lagna: Mars lord of the 6th (Aries), Saturn of the 3rd (Capricorn). Sun Aries, Moon Leo, Mercury Aries, Jupiter Leo,
  // Venus Aries, Rahu Leo, Ketu Aquarius (the signs of reference chart p08).
  it('forms: Mars and Saturn in Scorpio, Saturn at 10°, the 40th shashtiamsa (cruel)', () => {
    const [y] = found(chart([Ar, Le, Sc, Ar, Le, Ar, Sc, Le, Aq], Sc), 'yuddha-marana');
    expect(y).toMatchObject({ pyjhoraId: 'yuddha_marana_yoga', isBenefic: false, planetsInvolved: [MARS, SATURN] });
  });
  it('does not form with Saturn at 20.5° of Scorpio, the 20th (not cruel), as on p08', () => {
    expect(has(chartAt([10, 130, 220, 15, 130, 10, 230.5, 130, 310], Sc), 'yuddha-marana')).toBe(false);
  });
  // Gemini lagna: Mars lord of the 6th (Scorpio), the Sun of the 3rd (Leo). Moon Leo, Mercury Gemini, Jupiter Leo, Venus Gemini, Saturn Aquarius, Ketu Scorpio.
  it('forms: Mars, the Sun and Rahu in Taurus, Rahu at 10° (the 40th, cruel)', () => {
    expect(found(chart([Ta, Le, Ta, Ge, Le, Ge, Aq, Ta, Sc], Ge), 'yuddha-marana')[0].planetsInvolved).toEqual([SUN, MARS, RAHU]);
  });
  it('does not form for a Cancer lagna, where Mars rules the 5th and 10th (the same planets)', () => {
    expect(has(chart([Ta, Le, Ta, Ge, Le, Ge, Aq, Ta, Sc], Cn), 'yuddha-marana')).toBe(false);
  });
});

describe('Mathibhramana (#291–294): the four forms, and the afflictions of Raman\'s example chart', () => {
  // Aries lagna unless said. Sun Gemini, Moon Cancer, Mercury Gemini, Venus Taurus, Saturn Aquarius, Rahu Pisces, Ketu Virgo
  // where not given.
  it('#291 forms: Jupiter in Aries (the lagna) and Mars in Libra (the 7th)', () => {
    const [y] = found(chart([Ge, Cn, Li, Ge, Ar, Ta, Aq, Pi, Vi]), 'mathibhramana-jupiter-mars');
    expect(y).toMatchObject({ pyjhoraId: 'mathibhramana_yoga_291', category: 'arishta', isBenefic: false, planetsInvolved: [MARS, JUPITER] });
  });
  it('#291 does not form with Mars in Scorpio (the 8th)', () => {
    expect(has(chart([Ge, Cn, Sc, Ge, Ar, Ta, Aq, Pi, Vi]), 'mathibhramana-jupiter-mars')).toBe(false);
  });
  it('#292 forms: Saturn in Aries (the lagna), Mars in Leo (the 5th) or in Sagittarius (the 9th)', () => {
    expect(found(chart([Ge, Cn, Le, Ge, Pi, Ta, Ar, Pi, Vi]), 'mathibhramana-saturn-mars')[0]).toMatchObject({ pyjhoraId: 'mathibhramana_yoga_292', planetsInvolved: [MARS, SATURN] });
    expect(has(chart([Ge, Cn, Sg, Ge, Pi, Ta, Ar, Pi, Vi]), 'mathibhramana-saturn-mars')).toBe(true);
  });
  it('#292 does not form with Mars in Cancer (the 4th)', () => {
    expect(has(chart([Ge, Cn, Cn, Ge, Pi, Ta, Ar, Pi, Vi]), 'mathibhramana-saturn-mars')).toBe(false);
  });
  // #293: Saturn and the Moon at 10° Pisces (340°, the 12th). With the Sun at 10° Taurus (40°) the Moon is 300° past it: waning.
  it('#293 forms: Saturn in Pisces (the 12th) with the waning Moon', () => {
    const [y] = found(chart([Ta, Pi, Ge, Ta, Sg, Ta, Pi, Le, Aq]), 'mathibhramana-saturn-moon');
    expect(y).toMatchObject({ pyjhoraId: 'mathibhramana_yoga_293', planetsInvolved: [MOON, SATURN] });
    expect(y.conditions.map((t) => t.$t)).toEqual(['yogas.cond.position', 'yogas.cond.position', 'yogas.cond.marriage.waningMoon']);
  });
  it('#293 does not form with the Sun in Sagittarius (250°): the Moon 90° past it, waxing', () => {
    expect(has(chart([Sg, Pi, Ge, Sg, Sg, Sc, Pi, Le, Aq]), 'mathibhramana-saturn-moon')).toBe(false);
  });
  it('#293 does not form with the waning Moon in Aquarius, not with Saturn (PyJHora asks only that the Moon wane)', () => {
    expect(has(chart([Ta, Aq, Ge, Ta, Sg, Ta, Pi, Le, Aq]), 'mathibhramana-saturn-moon')).toBe(false);
  });
  // #294: the Moon and Mercury in Cancer (the 4th). Sun Leo, Mars Gemini (aspects Virgo, Sagittarius, Capricorn), Venus Virgo,
  // Saturn Aquarius (Aries, Leo, Scorpio), Rahu Pisces, Ketu Virgo. Jupiter in Scorpio aspects Pisces, Taurus and Cancer (his 9th).
  it('#294 forms: the Moon and Mercury in Cancer, aspected by Jupiter from Scorpio', () => {
    const [y] = found(chart([Le, Cn, Ge, Cn, Sc, Vi, Aq, Pi, Vi]), 'mathibhramana-moon-mercury');
    expect(y).toMatchObject({ pyjhoraId: 'mathibhramana_yoga_294', planetsInvolved: [MOON, MERCURY, JUPITER] });
    expect(y.conditions.map((t) => t.$t)).toEqual(['yogas.cond.position', 'yogas.cond.position', 'yogas.cond.aspectedByPlanets']);
  });
  it('#294 forms with Rahu joining them in Cancer and no aspect (Jupiter in Sagittarius)', () => {
    expect(found(chart([Le, Cn, Ge, Cn, Sg, Vi, Aq, Cn, Cp]), 'mathibhramana-moon-mercury')[0].planetsInvolved).toEqual([MOON, MERCURY, RAHU]);
  });
  it('#294 does not form with Jupiter in Sagittarius (aspecting Aries, Gemini, Leo): no other planet joins or aspects Cancer', () => {
    expect(has(chart([Le, Cn, Ge, Cn, Sg, Vi, Aq, Pi, Vi]), 'mathibhramana-moon-mercury')).toBe(false);
  });
  it('#294 does not form with the two apart: Mercury in Leo (the 5th), or in Libra (the 7th, a kendra, but not the Moon\'s)', () => {
    expect(has(chart([Le, Cn, Ge, Le, Sc, Vi, Aq, Pi, Vi]), 'mathibhramana-moon-mercury')).toBe(false);
    expect(has(chart([Vi, Cn, Ge, Li, Sc, Vi, Aq, Pi, Vi]), 'mathibhramana-moon-mercury')).toBe(false);
  });
  // Raman's example chart: Capricorn lagna (ascendant 295°, navamsa lagna Leo, so the navamsa's 6th is Capricorn, Saturn's). The
  // 6th is Gemini, lord Mercury. Sun 65°, Mars 61°, Mercury 71°, Rahu 72° all in Gemini (a common sign), Ketu 252° in the 12th;
  // navamsas (3°20′ each, Gemini's from Libra): Mars Libra, Sun Scorpio, Mercury and Rahu Capricorn; Saturn at 181° (Libra) in the
  // navamsa of Libra with Mars. Moon 150°, Jupiter 240°, Venus 40°.
  const example = (rahu: number, mars: number) => chartAt([65, 150, mars, 71, 240, 40, 181, rahu, rahu + 180], Cp, 295);
  it('Raman\'s example: forms with all four afflictions', () => {
    const [y] = found(example(72, 61), 'mathibhramana-sixth');
    expect(y).toMatchObject({ pyjhoraId: 'mathibhramana_yoga_variation', planetsInvolved: [SUN, MARS, MERCURY, SATURN, RAHU, KETU] });
    expect(y.conditions.map((t) => t.$t)).toEqual([
      'yogas.cond.position', 'yogas.cond.position', 'yogas.cond.lordOf', 'yogas.cond.conjoinedWith', 'yogas.cond.position',
      'yogas.cond.health.commonSign', 'yogas.cond.conjoinedWith', 'yogas.cond.health.navamsaSixth', 'yogas.cond.health.navamsaSixthLord',
    ]);
  });
  it('Raman\'s example: does not form with Rahu at 75° (navamsa Aquarius), away from Mercury in the navamsa', () => {
    expect(has(example(75, 61), 'mathibhramana-sixth')).toBe(false);
  });
  it('Raman\'s example: does not form with Mars at 95° (Cancer): the 6th lord Mercury not joined by Mars', () => {
    expect(has(example(72, 95), 'mathibhramana-sixth')).toBe(false);
  });
  it('Raman\'s example: does not form with Rahu at 42° (Taurus, the 5th), Ketu in the 11th', () => {
    expect(has(example(42, 61), 'mathibhramana-sixth')).toBe(false);
  });
});

describe('Andha (#288, #289): Rahu and the Sun in the lagna with Mars and Saturn in trines; Mars, Moon, Saturn, Sun in the 2nd, 6th, 12th, 8th', () => {
  // #288, Aries lagna: Rahu and the Sun in Aries; Mars in Leo (5th), Saturn in Sagittarius (9th). Moon Cancer, Mercury Aries,
  // Jupiter Gemini, Venus Pisces, Ketu Libra.
  it('#288 forms: Rahu and the Sun in Aries, Mars in Leo and Saturn in Sagittarius', () => {
    const [y] = found(chart([Ar, Cn, Le, Ar, Ge, Pi, Sg, Ar, Li]), 'andha-rahu-sun');
    expect(y).toMatchObject({ pyjhoraId: 'andha_yoga_288', category: 'arishta', isBenefic: false, planetsInvolved: [SUN, MARS, SATURN, RAHU] });
    expect(y.conditions.map((t) => t.$t)).toEqual([...Array(4).fill('yogas.cond.position'), 'yogas.cond.marriage.trines']);
  });
  it('#288 does not form with Saturn in Capricorn (the 10th), out of the trines (PyJHora: the Sun in the lagna is malefic enough)', () => {
    expect(has(chart([Ar, Cn, Le, Ar, Ge, Pi, Cp, Ar, Li]), 'andha-rahu-sun')).toBe(false);
  });
  it('#288 does not form with the Sun in Taurus, away from Rahu', () => {
    expect(has(chart([Ta, Cn, Le, Ar, Ge, Pi, Sg, Ar, Li]), 'andha-rahu-sun')).toBe(false);
  });
  // #289, Aries lagna: Mars Taurus (2nd), Moon Virgo (6th), Saturn Pisces (12th), Sun Scorpio (8th). Mercury Scorpio, Jupiter
  // Cancer, Venus Libra, Rahu Gemini, Ketu Sagittarius.
  it('#289 forms: Mars in Taurus, the Moon in Virgo, Saturn in Pisces, the Sun in Scorpio', () => {
    const [y] = found(chart([Sc, Vi, Ta, Sc, Cn, Li, Pi, Ge, Sg]), 'andha-four-planets');
    expect(y).toMatchObject({ pyjhoraId: 'andha_yoga_289', planetsInvolved: [SUN, MOON, MARS, SATURN] });
  });
  it('#289 does not form with the Sun in Sagittarius (the 9th)', () => {
    expect(has(chart([Sg, Vi, Ta, Sc, Cn, Li, Pi, Ge, Sg]), 'andha-four-planets')).toBe(false);
  });
});
