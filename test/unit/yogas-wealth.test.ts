/**
 * Yogas of wealth (shared/core/vedic/yogas/wealth.ts): Raman, "Three Hundred Important Combinations" #118–122, #129–134,
 * #136–137, #139–143. Constructed charts (only the signs matter unless longitudes are given; not necessarily
 * astronomically possible), Sun … Ketu at 10° of the given signs (Mercury at 15°). Lagna Aries unless said (house = sign + 1);
 * lords for Aries: 1 Mars, 2 Venus, 3 Mercury, 4 Moon, 5 Sun, 6 Mercury, 7 Venus, 8 Mars, 9 Jupiter, 10 Saturn,
 * 11 Saturn, 12 Jupiter. Graha drishti (BPHS ch. 26): every planet the 7th sign, Mars also the 4th and 8th, Jupiter the 5th
 * and 9th, Saturn the 3rd and 10th. Strong (context.ts): exalted, own or friendly sign, not combust. Each yoga once formed
 * and once with one condition broken, the test says which. Agreement with PyJHora is in yogas-catalogue.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { buildContext } from '../../shared/core/vedic/yogas/context.js';
import { ownVargas, sthanaBala } from '../../shared/core/vedic/yogas/wealth.js';
import { drekkanaBala, kendradiBala, ojhayugmaBala, SAPTA_GRAHAS, saptavargajaBala, uchchaBala } from '../../shared/core/vedic/shadbala.js';
import { Ar, Ta, Ge, Cn, Le, Vi, Li, Sc, Sg, Cp, Aq, Pi, SUN, MOON, MARS, MERCURY, JUPITER, VENUS, SATURN, chart, chartAt, found } from '../helpers/yoga-charts.js';

const conds = (ys: { conditions: { $t?: string }[] }[]) => ys[0].conditions.map((t) => t.$t);

describe('Dhana yogas #118–122: the 5th house a sign of the planet with the planet in it, the named planets in the 11th', () => {
  const rows = [
    // [id, Raman, lagna, forming signs, the broken condition, breaking signs]
    ['dhana-fifth-venus', '118', Cp, [Ge, Cn, Ar, Ge, Le, Ta, Sc, Le, Aq], 'Saturn in Sagittarius, not the 11th (Scorpio)', [Ge, Cn, Ar, Ge, Le, Ta, Sg, Le, Aq]],
    ['dhana-fifth-mercury', '119', Ta, [Le, Pi, Pi, Vi, Ar, Li, Cp, Ge, Sg], 'Mars in Aries, not the 11th (Pisces)', [Le, Pi, Ar, Vi, Ar, Li, Cp, Ge, Sg]],
    ['dhana-fifth-saturn', '120', Vi, [Ge, Ar, Cn, Cn, Le, Ta, Cp, Ge, Sg], 'Saturn in Aquarius (the 6th), not the 5th', [Ge, Ar, Cn, Cn, Le, Ta, Aq, Ge, Sg]],
    ['dhana-fifth-sun', '121', Ar, [Le, Aq, Ar, Vi, Aq, Li, Ta, Ge, Sg], 'the Sun in Virgo, not the 5th (Leo)', [Vi, Aq, Ar, Vi, Aq, Li, Ta, Ge, Sg]],
    ['dhana-fifth-jupiter', '122', Le, [Ar, Ge, Ge, Ta, Sg, Pi, Cn, Vi, Pi], 'the Moon in Cancer, not the 11th (Gemini)', [Ar, Cn, Ge, Ta, Sg, Pi, Cn, Vi, Pi]],
  ] as const;
  for (const [id, n, lagna, signs, broken, breaking] of rows) {
    it(`#${n} forms; not with ${broken}`, () => {
      const [y] = found(chart(signs, lagna), id);
      expect(y).toMatchObject({ category: 'dhana', isBenefic: true, pyjhoraId: `dhana_yoga_${n}` });
      expect(found(chart(breaking, lagna), id)).toEqual([]);
    });
  }
  it('#118 needs the 5th to be a sign of Venus: Venus in Taurus is not the 5th for an Aries lagna', () => {
    expect(found(chart([Ge, Cn, Ar, Ge, Le, Ta, Aq, Le, Aq], Ar), 'dhana-fifth-venus')).toEqual([]);
  });
});

describe('Bahudravyarjana (#129): the lagna lord in the 2nd, the 2nd lord in the 11th, the 11th lord in the lagna', () => {
  it('forms: Mars in Taurus, Venus in Aquarius, Saturn in Aries', () => {
    const [y] = found(chart([Le, Cn, Ta, Vi, Sg, Aq, Ar, Ge, Sg]), 'bahudravyarjana');
    expect(y).toMatchObject({ pyjhoraId: 'bahudravyarjana_yoga', planetsInvolved: [MARS, VENUS, SATURN] });
  });
  it('does not form with Saturn in Taurus (not the lagna)', () => {
    expect(found(chart([Le, Cn, Ta, Vi, Sg, Aq, Ta, Ge, Sg]), 'bahudravyarjana')).toEqual([]);
  });
});

describe('Swaveeryaddhana (#130–132)', () => {
  it('sthana bala is that of shadbala.ts: uchcha + saptavargaja + ojhayugma + kendradi + drekkana', () => {
    const lons = [130, 250, 288, 135, 285, 181, 15, 70, 250];
    const c = buildContext(chartAt(lons, Ar));
    const rec = Object.fromEntries(SAPTA_GRAHAS.map((g, i) => [g, lons[i]])) as Record<(typeof SAPTA_GRAHAS)[number], number>;
    SAPTA_GRAHAS.forEach((g, i) => {
      const ref = uchchaBala(g, lons[i]) + saptavargajaBala(g, rec) + ojhayugmaBala(g, lons[i]) + kendradiBala(c.sign[i], Ar) + drekkanaBala(g, lons[i]);
      expect(sthanaBala(c, i)).toBeCloseTo(ref, 9);
    });
  });
  // (A) Mars exalted in Capricorn (10th, a kendra) with Jupiter; Venus at Libra 1°: Libra in D1 and in D9 (181° × 9 / 30 = 54.3
  // → the 55th navamsa, Libra): Vaiseshikamsa. The Sun debilitated in Libra (19° from Venus: not combust). Mars' sthana bala is
  // the greatest (computed with shadbala.ts below; with the Sun in Leo, Venus in her moolatrikona Libra would be the strongest).
  const lonsA = [200, 250, 288, 135, 285, 181, 15, 70, 250];
  it('(A) forms: the lagna lord Mars the strongest planet, in a kendra with Jupiter, the 2nd lord Venus in Vaiseshikamsa', () => {
    const rec = Object.fromEntries(SAPTA_GRAHAS.map((g, i) => [g, lonsA[i]])) as Record<(typeof SAPTA_GRAHAS)[number], number>;
    const c = buildContext(chartAt(lonsA, Ar));
    const bala = SAPTA_GRAHAS.map((g, i) => uchchaBala(g, lonsA[i]) + saptavargajaBala(g, rec) + ojhayugmaBala(g, lonsA[i]) + kendradiBala(c.sign[i], Ar) + drekkanaBala(g, lonsA[i]));
    expect(Math.max(...bala)).toBe(bala[MARS]);
    expect(ownVargas(c, VENUS).length).toBeGreaterThanOrEqual(2);
    const ys = found(chartAt(lonsA, Ar), 'swaveeryaddhana');
    expect(ys[0]).toMatchObject({ pyjhoraId: 'swaveeryaddhana_yoga', planetsInvolved: [MARS, JUPITER, VENUS] });
    expect(conds(ys)).toContain('yogas.cond.wealth.strongest');
  });
  it('(A) breaks with Jupiter in Aquarius, away from Mars; (C) still holds: Venus in Libra is the 10th from Mars in Capricorn', () => {
    const ys = found(chartAt([200, 250, 288, 135, 310, 181, 15, 70, 250], Ar), 'swaveeryaddhana');
    expect(conds(ys)).not.toContain('yogas.cond.wealth.strongest');
    expect(conds(ys)).toContain('yogas.cond.wealth.houseFrom');
  });
  // Mars at Aries 10° is in the Cancer navamsa (lord the Moon); the Moon in Sagittarius, whose lord is Jupiter.
  it('(B) forms: Jupiter, lord of the sign the navamsa lord occupies, in his own Sagittarius', () => {
    const ys = found(chart([Le, Sg, Ar, Vi, Sg, Ta, Li, Ge, Sg]), 'swaveeryaddhana');
    expect(conds(ys)).toContain('yogas.cond.wealth.signLordStrong');
  });
  it('(B) when the lord found is the 2nd lord himself (Moon in Taurus: Venus), only his own or exaltation sign counts, not "the 1st from himself"', () => {
    const ys = found(chart([Le, Ta, Ar, Vi, Cp, Ta, Li, Ge, Sg]), 'swaveeryaddhana');
    expect(conds(ys)).toContain('yogas.cond.wealth.signLordStrong');
    expect(conds(ys)).not.toContain('yogas.cond.wealth.houseFrom');
    // Venus in Gemini (a friend's sign, not her own): (B) fails, and Gemini is the 3rd from Mars, so not (C) either.
    expect(found(chart([Le, Ta, Ar, Vi, Cp, Ge, Li, Ge, Sg]), 'swaveeryaddhana')).toEqual([]);
  });
  it('(C) forms: Venus in Cancer, the 4th from Mars (Jupiter debilitated in Capricorn, so not (B))', () => {
    const ys = found(chart([Le, Sg, Ar, Vi, Cp, Cn, Li, Ge, Sg]), 'swaveeryaddhana');
    expect(conds(ys)).toContain('yogas.cond.wealth.houseFrom');
    expect(ys[0].planetsInvolved).toEqual([MARS, VENUS]);
  });
  it('does not form: Venus in Taurus (the 2nd from Mars, own sign, not exalted, no exalted companion), Jupiter debilitated', () => {
    expect(found(chart([Le, Sg, Ar, Vi, Cp, Ta, Li, Ge, Sg]), 'swaveeryaddhana')).toEqual([]);
  });
});

describe('Madhya Vayasi Dhana (#133): the 2nd lord with kala bala joins the lagna and 11th lords in a kendra or trikona, aspected by a benefic', () => {
  // Venus (2nd), Mars (1st) and Saturn (11th) in Leo (5th); Jupiter in Aquarius aspects Leo. Ascendant Aries 15°.
  it('forms by day: the Sun in Capricorn (280°, 265° past the ascendant: above the horizon); Venus is strong by day', () => {
    const [y] = found(chart([Cp, Ta, Le, Sg, Aq, Le, Le, Ge, Sg]), 'madhya-vayasi-dhana');
    expect(y).toMatchObject({ pyjhoraId: 'madhya_vayasi_dhana_yoga', planetsInvolved: [MARS, JUPITER, VENUS, SATURN] });
    expect(y.conditions.map((t) => t.$t)).toContain('yogas.cond.wealth.kalabalaDay');
  });
  it('does not form by night: the Sun in Cancer (100°, 85° past the ascendant: below the horizon)', () => {
    expect(found(chart([Cn, Ta, Le, Sg, Aq, Le, Le, Ge, Sg]), 'madhya-vayasi-dhana')).toEqual([]);
  });
});

describe('Anthya Vayasi Dhana (#134): the lagna and 2nd lords with a natural benefic, the lord of their sign strong in the lagna', () => {
  it('forms: Mars, Venus and Jupiter in Leo; the Sun exalted in Aries, the lagna', () => {
    const [y] = found(chart([Ar, Ta, Le, Vi, Le, Le, Cp, Ge, Sg]), 'anthya-vayasi-dhana');
    expect(y).toMatchObject({ pyjhoraId: 'anthya_vayasi_dhana_yoga', planetsInvolved: [SUN, MARS, JUPITER, VENUS] });
  });
  it('does not form with the Sun in Taurus, not the lagna', () => {
    expect(found(chart([Ta, Ta, Le, Vi, Le, Le, Cp, Ge, Sg]), 'anthya-vayasi-dhana')).toEqual([]);
  });
  it('is not the 2nd lord in a kendra from the lagna lord (PyJHora): Venus in Cancer, the 4th from Mars in Aries', () => {
    expect(found(chart([Ar, Ta, Ar, Vi, Le, Cn, Cp, Ge, Sg]), 'anthya-vayasi-dhana')).toEqual([]);
  });
});

describe('Bhratrumuladhanaprapti (#136–137)', () => {
  it('(#136) forms: Mars and Venus in Gemini (the 3rd), aspected by Jupiter from Sagittarius', () => {
    const [y] = found(chart([Le, Cn, Ge, Vi, Sg, Ge, Cp, Ta, Sc]), 'bhratrumuladhana');
    expect(y).toMatchObject({ pyjhoraId: 'bhratrumooladdhanaprapti_yoga', planetsInvolved: [MARS, JUPITER, VENUS] });
  });
  it('does not form with Jupiter in Capricorn: no benefic aspects Gemini (the Moon in Cancer, 30° behind the Sun, is waning)', () => {
    expect(found(chart([Le, Cn, Ge, Vi, Cp, Ge, Cp, Ta, Sc]), 'bhratrumuladhana')).toEqual([]);
  });
  // #137: the 3rd lord Mercury in Taurus (the 2nd) with Jupiter, joined by the lagna lord Mars at Taurus 0.5°: Scorpio in D7
  // (the 1st saptamsa of an even sign counts from its 7th), Capricorn, his exaltation, in D9 (30.5° × 9 / 30 = 9.15 → the 10th
  // navamsa) and in D10 (an even sign counts from its 9th): Vaiseshikamsa. Broken: Jupiter in Sagittarius.
  it('(#137) forms: Mercury and Jupiter in Taurus with Mars in Vaiseshikamsa; not with Jupiter away', () => {
    const lons = [130, 100, 30.5, 45, 50, 190, 280, 70, 250];
    expect(ownVargas(buildContext(chartAt(lons, Ar)), MARS).length).toBeGreaterThanOrEqual(2);
    expect(found(chartAt(lons, Ar), 'bhratrumuladhana')).toHaveLength(1);
    expect(found(chartAt([130, 100, 30.5, 45, 250, 190, 280, 70, 250], Ar), 'bhratrumuladhana')).toEqual([]);
  });
});

describe('Putramuladhana (#139) and Shatrumuladhana (#140): the strong 2nd lord with the 5th lord or Jupiter, the 6th lord or Mars; the lagna lord in Vaiseshikamsa', () => {
  // Mars at Aries 1°: Aries in D1, D3 (1st drekkana) and D9 (1° × 9 / 30 → the 1st navamsa, Aries). Venus in its own Libra.
  it('Putramuladhana forms: Venus with Jupiter in Libra', () => {
    const [y] = found(chartAt([130, 100, 1, 165, 195, 190, 280, 70, 250], Ar), 'putramuladhana');
    expect(y).toMatchObject({ pyjhoraId: 'putramooladdhana_yoga', planetsInvolved: [MARS, JUPITER, VENUS] });
  });
  it('Putramuladhana does not form with Jupiter in Sagittarius: Venus joins neither the Sun (5th lord, in Leo) nor Jupiter', () => {
    expect(found(chartAt([130, 100, 1, 165, 250, 190, 280, 70, 250], Ar), 'putramuladhana')).toEqual([]);
  });
  it('Shatrumuladhana forms: Venus with Mercury (6th lord) in Libra, Mars strong in his own Aries', () => {
    const [y] = found(chartAt([130, 100, 1, 195, 250, 190, 280, 70, 250], Ar), 'shatrumuladhana');
    expect(y).toMatchObject({ pyjhoraId: 'shatrumooladdhana_yoga', planetsInvolved: [MARS, MERCURY, VENUS] });
  });
  it('Shatrumuladhana does not form with Mercury in Virgo: Venus joins neither Mercury nor Mars', () => {
    expect(found(chartAt([130, 100, 1, 165, 250, 190, 280, 70, 250], Ar), 'shatrumuladhana')).toEqual([]);
  });
});

describe('Kalatramuladhana (#141): the strong 2nd lord joined or aspected by the 7th lord and Venus, the lagna lord strong', () => {
  // Taurus lagna: 1 Venus, 2 Mercury, 7 Mars. Mercury in his own Gemini with Venus (a friend's sign); Mars in Sagittarius aspects Gemini.
  it('forms', () => {
    const [y] = found(chart([Le, Cn, Sg, Ge, Pi, Ge, Cp, Ar, Li], Ta), 'kalatramuladhana');
    expect(y).toMatchObject({ pyjhoraId: 'kalatramooladdhana_yoga', planetsInvolved: [MARS, MERCURY, VENUS] });
  });
  it('does not form with Mars in Capricorn (aspecting Aries, Cancer, Leo): the 7th lord neither joins nor aspects Mercury', () => {
    expect(found(chart([Le, Cn, Cp, Ge, Pi, Ge, Cp, Ar, Li], Ta), 'kalatramuladhana')).toEqual([]);
  });
  it('Aries rising: Venus lords the 2nd and the 7th and is not his own companion', () => {
    expect(found(chart([Le, Cn, Ar, Vi, Sg, Ta, Cp, Ge, Sg]), 'kalatramuladhana')).toEqual([]);
  });
});

describe('Amaranantha Dhana (#142): two or more planets in the 2nd; the 2nd lord and Jupiter strong or in own or exaltation signs', () => {
  it('forms: the Moon (exalted) and Venus (own) in Taurus, Jupiter in his own Sagittarius', () => {
    const [y] = found(chart([Le, Ta, Ar, Vi, Sg, Ta, Cp, Ge, Sg]), 'amaranantha-dhana');
    expect(y).toMatchObject({ pyjhoraId: 'amaranantha_dhana_yoga', planetsInvolved: [MOON, JUPITER, VENUS] });
  });
  it('does not form with Jupiter debilitated in Capricorn', () => {
    expect(found(chart([Le, Ta, Ar, Vi, Cp, Ta, Cp, Ge, Sg]), 'amaranantha-dhana')).toEqual([]);
  });
});

describe('Ayatnadhanalabha (#143): the lagna lord and the 2nd lord exchange signs', () => {
  it('forms: Mars in Taurus, Venus in Aries', () => {
    const [y] = found(chart([Le, Cn, Ta, Vi, Sg, Ar, Cp, Ge, Sg]), 'ayatnadhanalabha');
    expect(y).toMatchObject({ pyjhoraId: 'ayatnadhanalabha_yoga', planetsInvolved: [MARS, VENUS] });
  });
  it('does not form with Venus in Gemini', () => {
    expect(found(chart([Le, Cn, Ta, Vi, Sg, Ge, Cp, Ge, Sg]), 'ayatnadhanalabha')).toEqual([]);
  });
});

void [Li, Sc, Pi, Aq, SATURN];
