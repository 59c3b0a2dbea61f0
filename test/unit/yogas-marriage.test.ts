/**
 * Yogas of marriage, spouse and conduct (shared/core/vedic/yogas/marriage.ts): Raman, "Three Hundred Important Combinations"
 * #237–240, #242, #244, #281–283, #287, #296–299 (#298 and #299 two yogas, as PyJHora numbers them). Constructed charts (only the signs matter; not necessarily astronomically possible), Sun … Ketu
 * at 10° of the given signs (Mercury at 15°), in the order Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu. Lagna
 * Aries unless said (house = sign + 1); lords for Aries: 1 Mars, 4 the Moon, 6 Mercury, 7 Venus, 8 Mars, 9 Jupiter, 11 Saturn,
 * 12 Jupiter. Graha drishti (BPHS ch. 26): every planet the 7th sign, Mars also the 4th and 8th, Jupiter the 5th and 9th, Saturn
 * the 3rd and 10th; Rahu and Ketu none. Each yoga forms once and once fails with one condition broken, the test says which.
 * Agreement with PyJHora on the reference charts is in yogas-catalogue.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { YOGA_CATALOGUE } from '../../shared/core/vedic/yogas/index.js';
import { buildContext } from '../../shared/core/vedic/yogas/context.js';
import { ramanArudha } from '../../shared/core/vedic/yogas/marriage.js';
import { MARRIAGE_YOGA_IDS } from '../../shared/core/vedic/yogas/ids.js';
import { Ar, Ta, Ge, Cn, Le, Vi, Li, Sc, Sg, Cp, Aq, Pi, SUN, MOON, MARS, MERCURY, JUPITER, VENUS, SATURN, RAHU, chart, chartAt, found } from '../helpers/yoga-charts.js';

const conds = (y: { conditions: { $t: string }[] }) => y.conditions.map((t) => t.$t);

describe('the marriage family in the catalogue', () => {
  it('14 entries, each from Raman with its PyJHora id, none shared with another family', () => {
    const entries = YOGA_CATALOGUE.filter((e) => (MARRIAGE_YOGA_IDS as readonly string[]).includes(e.id));
    expect(entries.map((e) => e.id)).toEqual([...MARRIAGE_YOGA_IDS]);
    expect(entries.map((e) => e.pyjhoraId)).toEqual([
      'jarajaputra_yoga', 'bahu_sthree_yoga', 'satkalatra_yoga', 'bhaga_chumbana_yoga', 'jananatpurvam_pitru_marana_yoga', 'apakeerthi_yoga', 'putrakalatraheena_yoga',
      'bharyasahavyabhichara_yoga', 'vamsacheda_yoga', 'pisacha_grastha_yoga', 'nishturabhashi_yoga', 'raja_bhanga_yoga_298',
      'rajabhrashta_yoga', 'raja_bhanga_yoga_299',
    ]);
    expect(entries.map((e) => e.source.verse)).toEqual(['#237', '#238', '#239', '#240', '#242', '#244', '#281', '#282', '#283', '#287', '#296', '#298', '#297', '#299']);
    for (const e of entries) expect(e.source.text).toBe('Raman, Three Hundred Important Combinations');
    const others = YOGA_CATALOGUE.filter((e) => !entries.includes(e)).map((e) => e.pyjhoraId);
    for (const e of entries) expect(others).not.toContain(e.pyjhoraId);
  });
});

describe('Bahu Stree (#238): the lords of the lagna and the 7th together or aspecting each other; or 9th lord in the 7th, 7th lord in the 4th, lagna or 11th lord in a kendra', () => {
  // Mars (lagna lord) and Venus (7th lord) both in Gemini. Sun Taurus, Moon Cancer, Mercury Taurus, Jupiter Sagittarius, Saturn
  // Aquarius, Rahu Pisces, Ketu Virgo.
  it('forms with the two lords in one sign', () => {
    const [y] = found(chart([Ta, Cn, Ge, Ta, Sg, Ge, Aq, Pi, Vi]), 'bahu-stree');
    expect(y).toMatchObject({ pyjhoraId: 'bahu_sthree_yoga', isBenefic: false, planetsInvolved: [MARS, VENUS] });
    expect(conds(y)).toEqual(['yogas.cond.lagnaLord', 'yogas.cond.lordOf', 'yogas.cond.conjoinedWith']);
  });
  it('forms with Mars in Aries and Venus in Libra, the 7th from each other', () => {
    const [y] = found(chart([Ta, Cn, Ar, Ta, Sg, Li, Aq, Pi, Vi]), 'bahu-stree');
    expect(conds(y)).toContain('yogas.cond.marriage.mutualAspect');
  });
  it('does not form when only one aspects the other: Mars in Cancer aspects Libra (his 4th), Venus in Libra aspects Aries only', () => {
    expect(found(chart([Ta, Ge, Cn, Ta, Sg, Li, Aq, Pi, Vi]), 'bahu-stree')).toEqual([]);
  });
  // Second form: Jupiter (9th lord) in Libra (7th), Venus (7th lord) in Cancer (4th), Mars (lagna lord) in Aries (1st); Mars aspects
  // Cancer but Venus aspects Capricorn, so the lords do not aspect each other.
  it('forms by the second rule with the lagna lord in the lagna', () => {
    const [y] = found(chart([Ta, Ge, Ar, Ta, Li, Cn, Aq, Pi, Vi]), 'bahu-stree');
    expect(y.planetsInvolved).toEqual([MARS, JUPITER, VENUS]);
  });
  it('does not form by the second rule with Mars in Taurus (2nd) and Saturn (11th lord) in Aquarius (11th): neither in a kendra', () => {
    expect(found(chart([Ta, Ge, Ta, Ta, Li, Cn, Aq, Pi, Vi]), 'bahu-stree')).toEqual([]);
  });
});

describe('Satkalatra (#239): the 7th lord or Venus joined with or aspected by Jupiter or Mercury', () => {
  // Taurus lagna: 7th lord Mars in Capricorn, aspected by Jupiter from Cancer (his 7th). Sun Aries, Moon Taurus, Mercury Pisces,
  // Venus Taurus, Saturn Aquarius, Rahu Gemini, Ketu Sagittarius.
  it('forms with Jupiter aspecting the 7th lord', () => {
    const [y] = found(chart([Ar, Ta, Cp, Pi, Cn, Ta, Aq, Ge, Sg], Ta), 'satkalatra');
    expect(y).toMatchObject({ pyjhoraId: 'satkalatra_yoga', isBenefic: true, planetsInvolved: [MARS, JUPITER] });
    expect(conds(y)).toEqual(['yogas.cond.lordOf', 'yogas.cond.position', 'yogas.cond.aspectedByPlanets']);
  });
  it('does not form with Jupiter in Leo (aspecting Sagittarius, Aquarius, Aries): neither Mars nor Venus has Jupiter or Mercury', () => {
    expect(found(chart([Ar, Ta, Cp, Pi, Le, Ta, Aq, Ge, Sg], Ta), 'satkalatra')).toEqual([]);
  });
  it('forms with Venus (the 7th lord for Aries) beside Mercury in Gemini', () => {
    const [y] = found(chart([Ta, Cn, Le, Ge, Le, Ge, Aq, Pi, Vi]), 'satkalatra');
    expect(y.planetsInvolved).toEqual([MERCURY, VENUS]);
  });
});

describe('Bhaga Chumbana (#240): the 7th lord in the 4th with Venus, or the lagna lord debilitated in the rasi or the navamsa', () => {
  // Taurus lagna: 7th lord Mars in Leo (4th) with Venus; Venus (lagna lord) in Leo, navamsa Cancer, not debilitated.
  it('forms with Mars and Venus in the 4th', () => {
    const [y] = found(chart([Ar, Ta, Le, Pi, Sg, Le, Aq, Ge, Sg], Ta), 'bhaga-chumbana');
    expect(y).toMatchObject({ pyjhoraId: 'bhaga_chumbana_yoga', isBenefic: false, planetsInvolved: [MARS, VENUS] });
  });
  it('does not form with Mars in Virgo (5th)', () => {
    expect(found(chart([Ar, Ta, Vi, Pi, Sg, Le, Aq, Ge, Sg], Ta), 'bhaga-chumbana')).toEqual([]);
  });
  it('forms with the lagna lord debilitated in the rasi: Gemini lagna, Mercury in Pisces', () => {
    expect(found(chart([Ar, Ta, Le, Pi, Sg, Le, Aq, Ge, Sg], Ge), 'bhaga-chumbana')).toHaveLength(1);
  });
  it('forms with the lagna lord debilitated in the navamsa: Mars at 10° Leo is in the navamsa of Cancer', () => {
    const [y] = found(chart([Ta, Ge, Le, Ta, Sg, Ge, Aq, Pi, Vi]), 'bhaga-chumbana');
    expect(conds(y)).toEqual(['yogas.cond.lagnaLord', 'yogas.cond.marriage.debilitatedNavamsa']);
  });
  it('does not form when the 7th lord in the 4th is Venus herself (Aries lagna, Venus in Cancer; Mars at 10° Gemini, navamsa Capricorn)', () => {
    expect(found(chart([Ta, Ge, Ge, Ta, Sg, Cn, Aq, Pi, Vi]), 'bhaga-chumbana')).toEqual([]);
  });
});

describe('Jananatpurvam Pitru Marana (#242): the Sun in the 6th, 8th or 12th; 8th lord in the 9th, 12th lord in the lagna, 6th lord in the 5th', () => {
  // Sun Virgo (6th), Mars (8th lord) Sagittarius (9th), Jupiter (12th lord) Aries, Mercury (6th lord) Leo (5th).
  it('forms', () => {
    const [y] = found(chart([Vi, Ta, Sg, Le, Ar, Cn, Aq, Pi, Vi]), 'jananatpurvam-pitru-marana');
    expect(y).toMatchObject({ pyjhoraId: 'jananatpurvam_pitru_marana_yoga', isBenefic: false, planetsInvolved: [SUN, MARS, MERCURY, JUPITER] });
  });
  it('does not form with the Sun in Libra (7th)', () => {
    expect(found(chart([Li, Ta, Sg, Le, Ar, Cn, Aq, Pi, Vi]), 'jananatpurvam-pitru-marana')).toEqual([]);
  });
});

describe('Putrakalatraheena (#281): the waning Moon in the 5th, malefics in the 12th, the 7th and the lagna', () => {
  // Moon at 10° Leo, Sun at 10° Libra (the Moon 300° ahead: waning); Saturn Pisces (12th), Sun Libra (7th), Mars Aries (1st).
  it('forms', () => {
    const [y] = found(chart([Li, Le, Ar, Vi, Sg, Sc, Pi, Ge, Sg]), 'putrakalatraheena');
    expect(y).toMatchObject({ pyjhoraId: 'putrakalatraheena_yoga', isBenefic: false, planetsInvolved: [SUN, MOON, MARS, SATURN] });
    expect(conds(y)).toContain('yogas.cond.marriage.waningMoon');
  });
  it('does not form with the Sun in Sagittarius: the Moon still wanes but the 7th holds no malefic', () => {
    expect(found(chart([Sg, Le, Ar, Vi, Sg, Sc, Pi, Ge, Sg]), 'putrakalatraheena')).toEqual([]);
  });
  it('does not form with the Moon waxing (Sun in Gemini, 60° behind), malefics in place (Saturn Libra, Rahu Pisces, Mars Aries)', () => {
    expect(found(chart([Ge, Le, Ar, Ge, Sg, Ta, Li, Pi, Vi]), 'putrakalatraheena')).toEqual([]);
  });
});

describe('Bharyasahavyabhichara (#282): Venus, Saturn and Mars with the Moon in the 7th', () => {
  it('forms with the four in Libra', () => {
    const [y] = found(chart([Vi, Li, Li, Vi, Sg, Li, Li, Ge, Sg]), 'bharyasahavyabhichara');
    expect(y).toMatchObject({ pyjhoraId: 'bharyasahavyabhichara_yoga', isBenefic: false, planetsInvolved: [MOON, MARS, VENUS, SATURN] });
  });
  it('does not form with Mars in Scorpio', () => {
    expect(found(chart([Vi, Li, Sc, Vi, Sg, Li, Li, Ge, Sg]), 'bharyasahavyabhichara')).toEqual([]);
  });
});

describe('Vamsacheda (#283): the Moon in the 10th, Venus in the 7th, malefics in the 4th', () => {
  // Moon Capricorn, Venus Libra, Saturn Cancer; Rahu Pisces, Ketu Virgo.
  it('forms', () => {
    const [y] = found(chart([Vi, Cp, Ge, Vi, Sg, Li, Cn, Pi, Vi]), 'vamsacheda');
    expect(y).toMatchObject({ pyjhoraId: 'vamsacheda_yoga', isBenefic: false, planetsInvolved: [MOON, VENUS, SATURN] });
  });
  it('does not form with Saturn in Leo: the 4th holds no malefic', () => {
    expect(found(chart([Vi, Cp, Ge, Vi, Sg, Li, Le, Pi, Vi]), 'vamsacheda')).toEqual([]);
  });
});

describe('Nishturabhashi (#296): the Moon in conjunction with Saturn', () => {
  it('forms with both in Aquarius', () => {
    const [y] = found(chart([Vi, Aq, Ge, Vi, Sg, Li, Aq, Pi, Vi]), 'nishturabhashi');
    expect(y).toMatchObject({ pyjhoraId: 'nishturabhashi_yoga', isBenefic: false, planetsInvolved: [MOON, SATURN] });
  });
  it('does not form with the Moon in Pisces', () => {
    expect(found(chart([Vi, Pi, Ge, Vi, Sg, Li, Aq, Pi, Vi]), 'nishturabhashi')).toEqual([]);
  });
});

describe('Jarajaputra (#237): strong lords of the 5th and the 7th join the 6th lord and are aspected by benefics', () => {
  // Taurus lagna: Mercury (5th lord, 15° Leo, friendly) and Mars (7th lord, 10° Leo, friendly) with Venus (6th lord) in Leo,
  // aspected by Jupiter from Aquarius (his 7th). Sun Aries, Moon Taurus, Saturn Capricorn, Rahu Gemini, Ketu Sagittarius.
  it('forms', () => {
    const [y] = found(chart([Ar, Ta, Le, Le, Aq, Le, Cp, Ge, Sg], Ta), 'jarajaputra');
    expect(y).toMatchObject({ pyjhoraId: 'jarajaputra_yoga', isBenefic: false, planetsInvolved: [MARS, MERCURY, JUPITER, VENUS] });
    expect(conds(y)).toEqual(['yogas.cond.lordStrong', 'yogas.cond.lordStrong', 'yogas.cond.lordOf', 'yogas.cond.conjoinedWith', 'yogas.cond.aspectedByPlanets']);
  });
  it('does not form with Jupiter in Pisces (aspecting Cancer, Virgo, Scorpio): no benefic aspects Leo', () => {
    expect(found(chart([Ar, Ta, Le, Le, Pi, Le, Cp, Ge, Sg], Ta), 'jarajaputra')).toEqual([]);
  });
  it('does not form with the Sun in Leo too: Mercury and Mars are combust, so not strong', () => {
    expect(found(chart([Le, Ta, Le, Le, Aq, Le, Cp, Ge, Sg], Ta), 'jarajaputra')).toEqual([]);
  });
});

describe('Pisacha Grastha (#287): Rahu in the lagna with the Moon, the malefics in trines', () => {
  // Rahu and the Moon in Aries; Sun Leo (5th), Mars Sagittarius (9th), Saturn Aries (1st); Mercury Virgo, Jupiter Taurus, Venus Libra.
  it('forms', () => {
    const [y] = found(chart([Le, Ar, Sg, Vi, Ta, Li, Ar, Ar, Li]), 'pisacha-grastha');
    expect(y).toMatchObject({ pyjhoraId: 'pisacha_grastha_yoga', isBenefic: false, planetsInvolved: [SUN, MOON, MARS, SATURN, RAHU] });
  });
  it('does not form with Saturn in Gemini (3rd)', () => {
    expect(found(chart([Le, Ar, Sg, Vi, Ta, Li, Ge, Ar, Li]), 'pisacha-grastha')).toEqual([]);
  });
});

describe('Raja Bhanga (#298): Leo rising, Saturn exalted in a debilitated navamsa or aspected by benefics; (#299) the Sun in the 10th degree of Libra', () => {
  // Leo lagna, Saturn at 10° Libra (navamsa Capricorn) aspected by Jupiter from Gemini (his 5th). Sun Aries, Moon Taurus, Mars
  // Cancer, Mercury Aries, Venus Sagittarius, Rahu Pisces, Ketu Virgo.
  it('forms with a benefic aspecting the exalted Saturn', () => {
    const [y] = found(chart([Ar, Ta, Cn, Ar, Ge, Sg, Li, Pi, Vi], Le), 'raja-bhanga');
    expect(y).toMatchObject({ pyjhoraId: 'raja_bhanga_yoga_298', isBenefic: false, planetsInvolved: [JUPITER, SATURN] });
  });
  it('does not form with Jupiter in Cancer and Mercury in Taurus: nothing aspects Libra but Saturn\'s navamsa is not Aries', () => {
    expect(found(chart([Ar, Ta, Cn, Ta, Cn, Sg, Li, Pi, Vi], Le), 'raja-bhanga')).toEqual([]);
  });
  it('forms with Saturn at 21° Libra, in the navamsa of Aries', () => {
    const [y] = found(chartAt([10, 40, 100, 45, 100, 250, 201, 340, 160], Le), 'raja-bhanga');
    expect(conds(y)).toEqual(['yogas.cond.position', 'yogas.cond.marriage.debilitatedNavamsa']);
  });
  it('#299 forms with the Sun at 9.5° Libra (its 10th degree), not at 10.5°; a yoga of its own, not #298', () => {
    const [y] = found(chartAt([189.5, 40, 100, 200, 100, 250, 300, 340, 160], Ar), 'raja-bhanga-sun');
    expect(y).toMatchObject({ pyjhoraId: 'raja_bhanga_yoga_299', planetsInvolved: [SUN] });
    expect(found(chartAt([189.5, 40, 100, 200, 100, 250, 300, 340, 160], Ar), 'raja-bhanga')).toEqual([]);
    expect(found(chartAt([190.5, 40, 100, 200, 100, 250, 300, 340, 160], Ar), 'raja-bhanga-sun')).toEqual([]);
  });
});

describe('Apakeerti (#244): the Sun and Saturn in the 10th, aspected by malefics or in malefic navamsas', () => {
  // Aries lagna, the Sun at 5° and Saturn at 15° Capricorn (navamsas Aquarius and Taurus), Mars in Cancer aspecting Capricorn
  // (his 7th); Moon Taurus (waxing), Mercury and Venus Sagittarius, Jupiter Pisces, Rahu Virgo, Ketu Pisces.
  it('forms with Mars aspecting the 10th', () => {
    const [y] = found(chartAt([275, 40, 100, 260, 340, 250, 285, 160, 340], Ar), 'apakeerti');
    expect(y).toMatchObject({ pyjhoraId: 'apakeerthi_yoga', isBenefic: false, planetsInvolved: [SUN, MARS, SATURN] });
    expect(conds(y)).toEqual(['yogas.cond.placeHolds', 'yogas.cond.placeAspectedBy']);
  });
  it('does not form with Mars in Leo (aspecting Scorpio, Aquarius, Pisces), Saturn\'s navamsa Taurus not a malefic\'s', () => {
    expect(found(chartAt([275, 40, 130, 260, 340, 250, 285, 160, 340], Ar), 'apakeerti')).toEqual([]);
  });
  it('forms with no malefic aspect when the Sun (10° Capricorn) and Saturn (11°) are both in the navamsa of Aries', () => {
    const [y] = found(chartAt([280, 40, 130, 260, 340, 250, 281, 160, 340], Ar), 'apakeerti');
    expect(conds(y)).toEqual(['yogas.cond.placeHolds', 'yogas.cond.navamsaLord', 'yogas.cond.navamsaLord']);
  });
  it('does not form with the Sun in Aquarius (11th), the navamsas of Aries notwithstanding', () => {
    expect(found(chartAt([310, 40, 130, 260, 340, 250, 281, 160, 340], Ar), 'apakeerti')).toEqual([]);
  });
});

describe('Rajabhrashta (#297): the lords of the arudha lagna and of the 12th house\'s arudha, two planets, in one sign', () => {
  // Raman's own example (remarks on #297): Aries rising, Mars in Leo, so the arudha lagna is Sagittarius, the 5th from Leo as Leo
  // is the 5th from Aries; the 12th is Pisces, its lord Jupiter in Gemini (the 4th from Pisces), so the 12th's arudha is Virgo,
  // the 4th from Gemini, which he keeps although it is the 7th from Pisces. Their lords, Jupiter and Mercury, together in Gemini
  // form the yoga. Sun Gemini, Moon Cancer, Venus Taurus, Saturn Aquarius, Rahu Pisces, Ketu Virgo.
  const example = (mercury: number) => chart([Ge, Cn, Le, mercury, Ge, Ta, Aq, Pi, Vi]);
  it('Raman\'s count: the arudha lagna Sagittarius, the 12th\'s arudha Virgo (no move for the 7th from the house)', () => {
    const c = buildContext(example(Ge));
    expect([ramanArudha(c, 1), ramanArudha(c, 12)]).toEqual([Sg, Vi]);
    // his other example: the 12th Pisces with Jupiter in Taurus (the 3rd from it) gives Cancer, the 3rd from Taurus
    expect(ramanArudha(buildContext(chart([Ge, Cn, Le, Ge, Ta, Ta, Aq, Pi, Vi])), 12)).toBe(Cn);
  });
  it('forms on his example: Jupiter (lord of Sagittarius) and Mercury (lord of Virgo) in Gemini', () => {
    const [y] = found(example(Ge), 'rajabhrashta');
    expect(y).toMatchObject({ pyjhoraId: 'rajabhrashta_yoga', category: 'named', isBenefic: false, planetsInvolved: [MERCURY, JUPITER] });
    expect(conds(y)).toEqual(['yogas.cond.marriage.arudha', 'yogas.cond.marriage.arudha', 'yogas.cond.sameSign']);
  });
  it('does not form with Mercury in Cancer, away from Jupiter', () => {
    expect(found(example(Cn), 'rajabhrashta')).toEqual([]);
  });
  it('does not form when one planet rules both arudhas: Sagittarius rising, Jupiter in Scorpio (arudha lagna Libra), Mars in Aquarius (12th\'s arudha Taurus), both Venus\'s', () => {
    const c = chart([Sc, Cp, Aq, Sc, Sc, Sc, Ta, Cp, Cn], Sg);
    expect([ramanArudha(buildContext(c), 1), ramanArudha(buildContext(c), 12)]).toEqual([Li, Ta]);
    expect(found(c, 'rajabhrashta')).toEqual([]);
  });
});
