/**
 * Yogas of children (shared/core/vedic/yogas/progeny.ts): Raman, "Three Hundred Important Combinations" #211–220, #223,
 * #227–229. Constructed charts (only the signs matter; not necessarily astronomically possible), Sun … Ketu at 10° of the given
 * signs (Mercury at 15°), in the order Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu. Lagna Aries unless said
 * (house = sign + 1); lords for Aries: 1 Mars, 3 Mercury, 4 the Moon, 5 the Sun, 7 Venus, 8 Mars, 11 Saturn. Graha drishti
 * (BPHS ch. 26): every planet the 7th sign, Mars also the 4th and 8th, Jupiter the 5th and 9th, Saturn the 3rd and 10th; Rahu
 * and Ketu none. Weak (progeny.ts): in a neutral, enemy or debilitation sign, combust, or in the 6th, 8th or 12th house. Each
 * yoga forms once and once fails with one condition broken, the test says which. Agreement with PyJHora on the reference charts
 * is in yogas-catalogue.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { YOGA_CATALOGUE } from '../../shared/core/vedic/yogas/index.js';
import { PROGENY_YOGA_IDS } from '../../shared/core/vedic/yogas/ids.js';
import { Ar, Ta, Ge, Cn, Le, Vi, Li, Sc, Sg, Cp, Aq, Pi, SUN, MOON, MARS, MERCURY, JUPITER, VENUS, SATURN, RAHU, chart, chartAt, found } from '../helpers/yoga-charts.js';

const conds = (y: { conditions: { $t: string }[] }) => y.conditions.map((t) => t.$t);

describe('the progeny family in the catalogue', () => {
  it('14 entries, each from Raman with its PyJHora id, none of them one of kin.ts\'s (#221, #222, #224–226, #230)', () => {
    const entries = YOGA_CATALOGUE.filter((e) => (PROGENY_YOGA_IDS as readonly string[]).includes(e.id));
    expect(entries.map((e) => e.id)).toEqual([...PROGENY_YOGA_IDS]);
    expect(entries.map((e) => e.pyjhoraId)).toEqual([
      'anapathya_yoga', 'sarpasaapa_yoga_212', 'sarpasaapa_yoga_213', 'sarpasaapa_yoga_214', 'sarpasaapa_yoga_215', 'pithru_saapa_sutakshaya_yoga',
      'maathru_saapa_sutakshaya_yoga', 'bhraathru_saapa_sutakshaya_yoga', 'pretha_saapa_yoga', 'bahu_puthra_yoga_220', 'dattha_puthra_yoga_223',
      'kaalanirdesat_puthra_yoga_227', 'kaalanirdesat_puthra_yoga_228', 'kaalanirdesat_puthranaasa_yoga_229',
    ]);
    for (const e of entries) expect(e.source.text).toBe('Raman, Three Hundred Important Combinations');
    const others = YOGA_CATALOGUE.filter((e) => !entries.includes(e)).map((e) => e.pyjhoraId);
    for (const e of entries) expect(others).not.toContain(e.pyjhoraId);
  });
});

describe('Anapatya (#211): Jupiter and the lords of the lagna, the 5th and the 7th all weak', () => {
  // Sun (5th lord) debilitated in Libra, Mars (lagna lord) debilitated in Cancer, Jupiter debilitated in Capricorn, Venus (7th lord)
  // debilitated in Virgo. Moon Taurus, Mercury Gemini, Saturn Aquarius, Rahu Pisces, Ketu Virgo.
  it('forms with all four debilitated', () => {
    const [y] = found(chart([Li, Ta, Cn, Ge, Cp, Vi, Aq, Pi, Vi]), 'anapatya');
    expect(y).toMatchObject({ pyjhoraId: 'anapathya_yoga', category: 'arishta', isBenefic: false, planetsInvolved: [SUN, MARS, JUPITER, VENUS] });
    expect(conds(y)).toEqual(['yogas.cond.position', 'yogas.cond.lagnaLord', 'yogas.cond.lordOf', 'yogas.cond.lordOf', 'yogas.cond.progeny.weak']);
  });
  it('forms with Jupiter in his own Pisces, because Pisces is the 12th house', () => {
    expect(found(chart([Li, Ta, Cn, Ge, Pi, Vi, Aq, Pi, Vi]), 'anapatya')).toHaveLength(1);
  });
  it('forms with Venus in her own Libra, because she is combust there with the Sun', () => {
    expect(found(chart([Li, Ta, Cn, Ge, Cp, Li, Aq, Pi, Vi]), 'anapatya')).toHaveLength(1);
  });
  it('does not form with Jupiter in his own Sagittarius in the 9th: he is strong and well placed', () => {
    expect(found(chart([Li, Ta, Cn, Ge, Sg, Vi, Aq, Pi, Vi]), 'anapatya')).toEqual([]);
  });
});

describe('Kuja Sarpa Shapa (#212): Rahu in the 5th aspected by Mars, or the 5th a sign of Mars holding Rahu', () => {
  // Aries lagna, 5th Leo. Sun Aries, Moon Cancer, Mercury Gemini, Jupiter Sagittarius, Venus Pisces, Saturn Libra, Rahu Leo, Ketu Aquarius.
  it('forms with Mars in Taurus aspecting Leo (his 4th)', () => {
    const [y] = found(chart([Ar, Cn, Ta, Ge, Sg, Pi, Li, Le, Aq]), 'kuja-sarpa-shapa');
    expect(y).toMatchObject({ pyjhoraId: 'sarpasaapa_yoga_212', category: 'arishta', isBenefic: false, planetsInvolved: [MARS, RAHU] });
    expect(conds(y)).toContain('yogas.cond.placeAspectedBy');
  });
  it('does not form with Mars in Gemini (aspecting Virgo, Sagittarius, Capricorn), Leo not being his sign', () => {
    expect(found(chart([Ar, Cn, Ge, Ge, Sg, Pi, Li, Le, Aq]), 'kuja-sarpa-shapa')).toEqual([]);
  });
  it('forms for a Sagittarius lagna, the 5th Aries (a sign of Mars) holding Rahu, Mars in Gemini aspecting nothing there', () => {
    const [y] = found(chart([Ta, Cn, Ge, Ge, Pi, Cn, Li, Ar, Li], Sg), 'kuja-sarpa-shapa');
    expect(conds(y)).toEqual(['yogas.cond.placeHolds', 'yogas.cond.position', 'yogas.cond.progeny.signOf']);
  });
});

describe('Shani Sarpa Shapa (#213): the 5th lord with Rahu; Saturn in the 5th joined with or aspected by the Moon', () => {
  // Aries lagna: 5th lord the Sun, with Rahu in Taurus; Saturn in Leo. Mars Aries, Mercury Gemini, Jupiter Sagittarius, Venus Pisces, Ketu Scorpio.
  it('forms with the Moon in Aquarius aspecting Saturn in Leo', () => {
    const [y] = found(chart([Ta, Aq, Ar, Ge, Sg, Pi, Le, Ta, Sc]), 'shani-sarpa-shapa');
    expect(y).toMatchObject({ pyjhoraId: 'sarpasaapa_yoga_213', isBenefic: false, planetsInvolved: [SUN, MOON, SATURN, RAHU] });
  });
  it('does not form with the Moon in Pisces (aspecting Virgo)', () => {
    expect(found(chart([Ta, Pi, Ar, Ge, Sg, Pi, Le, Ta, Sc]), 'shani-sarpa-shapa')).toEqual([]);
  });
});

describe('Lagna Sarpa Shapa (#214): Jupiter associated with Mars, Rahu in the lagna, the 5th lord in a dusthana', () => {
  // Aries lagna, Rahu in Aries; the 5th lord Sun in Virgo (6th). Moon Cancer, Mercury Virgo, Venus Leo, Saturn Aquarius, Ketu Libra.
  it('forms with Jupiter and Mars together in Capricorn', () => {
    const [y] = found(chart([Vi, Cn, Cp, Vi, Cp, Le, Aq, Ar, Li]), 'lagna-sarpa-shapa');
    expect(y).toMatchObject({ pyjhoraId: 'sarpasaapa_yoga_214', isBenefic: false, planetsInvolved: [SUN, MARS, JUPITER, RAHU] });
  });
  it('forms with Jupiter in Cancer and Mars in Capricorn in mutual aspect (an association of BPHS ch. 34, not a conjunction)', () => {
    const [y] = found(chart([Vi, Ta, Cp, Vi, Cn, Le, Aq, Ar, Li]), 'lagna-sarpa-shapa');
    expect(y.conditions.find((t) => t.$t === 'yogas.cond.association')).toBeDefined();
  });
  it('does not form with the Sun in Leo, the 5th itself, not a dusthana', () => {
    expect(found(chart([Le, Cn, Cp, Vi, Cp, Le, Aq, Ar, Li]), 'lagna-sarpa-shapa')).toEqual([]);
  });
});

describe('Budha Sarpa Shapa (#215): the 5th a sign of Mars holding Rahu, Mercury in it or aspecting it', () => {
  // Cancer lagna: the 5th is Scorpio, holding Rahu. Sun Taurus, Moon Leo, Mars Gemini, Jupiter Pisces, Venus Gemini, Saturn Libra, Ketu Taurus.
  it('forms with Mercury in Taurus aspecting Scorpio', () => {
    const [y] = found(chart([Ta, Le, Ge, Ta, Pi, Ge, Li, Sc, Ta], Cn), 'budha-sarpa-shapa');
    expect(y).toMatchObject({ pyjhoraId: 'sarpasaapa_yoga_215', isBenefic: false, planetsInvolved: [MERCURY, RAHU] });
  });
  it('does not form with Mercury in Gemini', () => {
    expect(found(chart([Ta, Le, Ge, Ge, Pi, Ge, Li, Sc, Ta], Cn), 'budha-sarpa-shapa')).toEqual([]);
  });
  it('does not form for an Aries lagna with Rahu and Mercury in Leo: the 5th is not a sign of Mars', () => {
    expect(found(chart([Ta, Cn, Ge, Le, Pi, Ge, Li, Le, Aq]), 'budha-sarpa-shapa')).toEqual([]);
  });
});

describe('Pitru Shapa Sutakshaya (#216): the Sun in the 5th, debilitated or in a navamsa of Saturn, hemmed in between malefics', () => {
  // Gemini lagna: the 5th is Libra, where the Sun is debilitated. Moon Capricorn (waxing), Mercury Sagittarius, Jupiter Pisces,
  // Venus Leo, Rahu Gemini, Ketu Sagittarius.
  it('forms with Mars in Virgo and Saturn in Scorpio on either side of the Sun', () => {
    const [y] = found(chart([Li, Cp, Vi, Sg, Pi, Le, Sc, Ge, Sg], Ge), 'pitru-shapa');
    expect(y).toMatchObject({ pyjhoraId: 'pithru_saapa_sutakshaya_yoga', isBenefic: false, planetsInvolved: [SUN, MARS, SATURN] });
  });
  it('does not form with Saturn in Capricorn: Scorpio holds no malefic, the Sun is not hemmed in', () => {
    expect(found(chart([Li, Cp, Vi, Sg, Pi, Le, Cp, Ge, Sg], Ge), 'pitru-shapa')).toEqual([]);
  });
  it('forms for a Libra lagna with the Sun at Aquarius 10° (5th), the navamsa of Capricorn, between Mars (Capricorn) and Saturn (Pisces)', () => {
    // Moon Gemini (waxing), Mercury Cancer, Jupiter Sagittarius, Venus Taurus, Rahu Leo, Ketu Aquarius.
    const [y] = found(chart([Aq, Ge, Cp, Cn, Sg, Ta, Pi, Le, Aq], Li), 'pitru-shapa');
    expect(conds(y)).toEqual(['yogas.cond.position', 'yogas.cond.navamsaLord', 'yogas.cond.hemmedByMalefics']);
  });
  it('does not form for an Aries lagna with the Sun in Leo (5th; own sign, navamsa Cancer), hemmed in by Mars (Cancer) and Saturn (Virgo): hemming alone is not the yoga', () => {
    expect(found(chart([Le, Ta, Cn, Ge, Sg, Pi, Vi, Li, Ar]), 'pitru-shapa')).toEqual([]);
  });
});

describe('Matru Shapa Sutakshaya (#217): the 5th and 8th lords in each other\'s house, the Moon and the 4th lord in the 6th', () => {
  // Taurus lagna: 4th lord the Sun, 5th lord Mercury, 8th lord Jupiter, 6th house Libra. Mars Aries, Venus Capricorn, Saturn
  // Aquarius, Rahu Gemini, Ketu Sagittarius.
  it('forms with Mercury in Sagittarius (8th), Jupiter in Virgo (5th), the Sun and the Moon in Libra', () => {
    const [y] = found(chart([Li, Li, Ar, Sg, Vi, Cp, Aq, Ge, Sg], Ta), 'matru-shapa');
    expect(y).toMatchObject({ pyjhoraId: 'maathru_saapa_sutakshaya_yoga', isBenefic: false, planetsInvolved: [SUN, MOON, MERCURY, JUPITER] });
  });
  it('does not form with the Sun in Scorpio: the 4th lord is not in the 6th', () => {
    expect(found(chart([Sc, Li, Ar, Sg, Vi, Cp, Aq, Ge, Sg], Ta), 'matru-shapa')).toEqual([]);
  });
});

describe('Bhratru Shapa Sutakshaya (#218): the lagna and 5th lords in the 8th, the 3rd lord with Mars and Rahu in the 5th', () => {
  // Taurus lagna: lagna lord Venus and 5th lord Mercury in Sagittarius (8th); 3rd lord the Moon with Mars and Rahu in Virgo (5th).
  // Sun Scorpio, Jupiter Pisces, Saturn Capricorn, Ketu Pisces.
  it('forms', () => {
    const [y] = found(chart([Sc, Vi, Vi, Sg, Pi, Sg, Cp, Vi, Pi], Ta), 'bhratru-shapa');
    expect(y).toMatchObject({ pyjhoraId: 'bhraathru_saapa_sutakshaya_yoga', isBenefic: false, planetsInvolved: [MOON, MARS, MERCURY, VENUS, RAHU] });
  });
  it('does not form with Rahu in Libra', () => {
    expect(found(chart([Sc, Vi, Vi, Sg, Pi, Sg, Cp, Li, Pi], Ta), 'bhratru-shapa')).toEqual([]);
  });
});

describe('Preta Shapa (#219): the Sun and Saturn in the 5th, a weak Moon in the 7th, Rahu in the lagna, Jupiter in the 12th', () => {
  it('forms for an Aries lagna: Sun and Saturn in Leo, the Moon in Libra (a neutral sign: weak), Rahu in Aries, Jupiter in Pisces', () => {
    const [y] = found(chart([Le, Li, Cp, Vi, Pi, Ge, Le, Ar, Li]), 'preta-shapa');
    expect(y).toMatchObject({ pyjhoraId: 'pretha_saapa_yoga', isBenefic: false, planetsInvolved: [SUN, MOON, JUPITER, SATURN, RAHU] });
    expect(conds(y)).toContain('yogas.cond.progeny.weak');
  });
  it('does not form for a Scorpio lagna with the same pattern (Sun and Saturn in Pisces, Rahu Scorpio, Jupiter Libra): the Moon in Taurus, the 7th, is exalted', () => {
    expect(found(chart([Pi, Ta, Cp, Aq, Li, Ge, Pi, Sc, Ta], Sc), 'preta-shapa')).toEqual([]);
  });
});

describe('Rahu Bahuputra (#220): Rahu in the 5th, not in a navamsa of Saturn', () => {
  // Capricorn lagna: the 5th is Taurus, whose navamsas run Capricorn, Aquarius, Pisces, Aries … (3°20' each).
  const lons = (rahu: number) => [10, 100, 160, 75, 250, 190, 310, rahu, rahu + 180];
  it('forms with Rahu at Taurus 10°, the navamsa of Aries', () => {
    const [y] = found(chartAt(lons(40), Cp), 'rahu-bahuputra');
    expect(y).toMatchObject({ pyjhoraId: 'bahu_puthra_yoga_220', category: 'named', isBenefic: true, planetsInvolved: [RAHU] });
  });
  it('does not form with Rahu at Taurus 2°, the navamsa of Capricorn (Saturn\'s)', () => {
    expect(found(chartAt(lons(32), Cp), 'rahu-bahuputra')).toEqual([]);
  });
});

describe('Saptamesha Dattaputra (#223): the 7th lord in the 11th, the 5th lord with a benefic, Mars or Saturn in the 5th', () => {
  // Aries lagna: 7th lord Venus in Aquarius (11th); 5th lord the Sun in Gemini; Saturn in Leo (5th). Moon Taurus, Mars Capricorn,
  // Mercury Cancer, Rahu Scorpio, Ketu Taurus.
  it('forms with Jupiter beside the Sun in Gemini', () => {
    const [y] = found(chart([Ge, Ta, Cp, Cn, Ge, Aq, Le, Sc, Ta]), 'saptamesha-dattaputra');
    expect(y).toMatchObject({ pyjhoraId: 'dattha_puthra_yoga_223', isBenefic: false, planetsInvolved: [SUN, JUPITER, VENUS, SATURN] });
  });
  it('does not form with Jupiter in Cancer: no benefic joins the Sun', () => {
    expect(found(chart([Ge, Ta, Cp, Cn, Cn, Aq, Le, Sc, Ta]), 'saptamesha-dattaputra')).toEqual([]);
  });
  // Leo lagna: 5th lord Jupiter, 7th lord Saturn in Gemini (11th), Mars in Sagittarius (5th). Sun Taurus, Moon Cancer, Mercury Leo,
  // Rahu Scorpio, Ketu Taurus.
  it('does not form with Jupiter, himself a benefic, alone in Aries: a planet is not its own companion', () => {
    expect(found(chart([Ta, Cn, Sg, Le, Ar, Li, Ge, Sc, Ta], Le), 'saptamesha-dattaputra')).toEqual([]);
  });
  it('forms when Venus joins Jupiter in Aries', () => {
    expect(found(chart([Ta, Cn, Sg, Le, Ar, Ar, Ge, Sc, Ta], Le), 'saptamesha-dattaputra')).toHaveLength(1);
  });
});

describe('Kalanirdesat Putra (#227): Jupiter in the 5th and the 5th lord joined with Venus', () => {
  // Aries lagna: Jupiter in Leo; 5th lord the Sun. Moon Cancer, Mars Capricorn, Mercury Scorpio, Saturn Aquarius, Rahu Gemini, Ketu Sagittarius.
  it('forms with the Sun and Venus in Sagittarius', () => {
    const [y] = found(chart([Sg, Cn, Cp, Sc, Le, Sg, Aq, Ge, Sg]), 'kalanirdesat-putra');
    expect(y).toMatchObject({ pyjhoraId: 'kaalanirdesat_puthra_yoga_227', category: 'named', isBenefic: true, planetsInvolved: [SUN, JUPITER, VENUS] });
  });
  it('does not form with Venus in Capricorn', () => {
    expect(found(chart([Sg, Cn, Cp, Sc, Le, Cp, Aq, Ge, Sg]), 'kalanirdesat-putra')).toEqual([]);
  });
  it('does not form for a Capricorn lagna, whose 5th lord is Venus herself (Jupiter in Taurus): Venus does not join Venus', () => {
    expect(found(chart([Ar, Cn, Cp, Ar, Ta, Pi, Aq, Ge, Sg], Cp), 'kalanirdesat-putra')).toEqual([]);
  });
});

describe('Bhagya Kalanirdesat Putra (#228): Jupiter in the 9th, Venus in the 9th from Jupiter joined with the lagna lord', () => {
  // Aries lagna: Jupiter in Sagittarius, Venus in Leo (the 9th from Sagittarius). Sun Aries, Moon Cancer, Mercury Gemini, Saturn
  // Aquarius, Rahu Libra, Ketu Aries.
  it('forms with Mars, the lagna lord, beside Venus in Leo', () => {
    const [y] = found(chart([Ar, Cn, Le, Ge, Sg, Le, Aq, Li, Ar]), 'bhagya-kalanirdesat-putra');
    expect(y).toMatchObject({ pyjhoraId: 'kaalanirdesat_puthra_yoga_228', isBenefic: true, planetsInvolved: [MARS, JUPITER, VENUS] });
  });
  it('does not form with Mars in Virgo', () => {
    expect(found(chart([Ar, Cn, Vi, Ge, Sg, Le, Aq, Li, Ar]), 'bhagya-kalanirdesat-putra')).toEqual([]);
  });
});

describe('Rahu Kalanirdesat Putranasa (#229): Rahu in the 5th, the 5th lord with a malefic, Jupiter debilitated', () => {
  // Aries lagna: Rahu and the 5th lord Sun in Leo; Jupiter in Capricorn. Moon Taurus, Mars Aries, Mercury Virgo, Venus Libra,
  // Saturn Aquarius, Ketu Aquarius.
  it('forms: the Sun joined with Rahu', () => {
    const [y] = found(chart([Le, Ta, Ar, Vi, Cp, Li, Aq, Le, Aq]), 'rahu-kalanirdesat-putranasa');
    expect(y).toMatchObject({ pyjhoraId: 'kaalanirdesat_puthranaasa_yoga_229', category: 'arishta', isBenefic: false, planetsInvolved: [SUN, JUPITER, RAHU] });
  });
  it('does not form with Jupiter in Sagittarius, his own sign', () => {
    expect(found(chart([Le, Ta, Ar, Vi, Sg, Li, Aq, Le, Aq]), 'rahu-kalanirdesat-putranasa')).toEqual([]);
  });
});
