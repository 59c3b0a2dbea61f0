/**
 * Yogas of disease, injury and confinement (shared/core/vedic/yogas/health.ts): B.V. Raman, "Three Hundred Important
 * Combinations" (#265 … #295). Constructed charts, only the signs matter (not necessarily astronomically possible): every planet
 * at 10° of its sign, Mercury at 15°. House = sign + 1 for an Aries lagna. Graha drishti (BPHS ch. 26): every planet the 7th
 * sign, Mars also the 4th and 8th, Jupiter the 5th and 9th, Saturn the 3rd and 10th; Rahu and Ketu none. The Moon is a benefic
 * when less than 180° ahead of the Sun; Mercury when alone or with more benefics than malefics. Each yoga once formed and once
 * with one condition broken. Agreement with PyJHora on the reference charts is in yogas-catalogue.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { type YogaChart } from '../../shared/core/vedic/yogas/index.js';
import { Ar, Ta, Ge, Cn, Le, Vi, Li, Sc, Sg, Cp, Aq, Pi, SUN, MOON, MARS, MERCURY, JUPITER, VENUS, SATURN, RAHU, chart, found } from '../helpers/yoga-charts.js';

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

void [Ar, Ta, Ge, Cn, Le, Vi, Li, Sc, Sg, Cp, Aq, Pi, VENUS];
