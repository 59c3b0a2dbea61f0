/**
 * Royal yogas (shared/core/vedic/yogas/royal.ts): BPHS ch. 36 and Raman, "Three Hundred Important Combinations" (Mridanga, Pushkala, Harihara Brahma,
 * Parijata). Constructed charts (only the signs matter unless longitudes are given; not necessarily astronomically
 * possible): Sun … Ketu at 10° of the given signs (Mercury at 15°), or at the longitudes given (chartAt). Lagna Aries unless
 * said (house = sign + 1). Natural benefics: Jupiter, Venus, the waxing Moon and Mercury unless joined by malefics.
 * Graha drishti (BPHS ch. 26): every planet the 7th sign, Mars also the 4th and 8th, Jupiter the 5th and 9th, Saturn the
 * 3rd and 10th; Rahu and Ketu none. Navamsa (D9): at 10° of Aries … Pisces a planet is in the navamsa of Cancer, Aries,
 * Capricorn, Libra, Cancer, Aries, Capricorn, Libra, Cancer, Aries, Capricorn, Libra; Mercury at 15° in that of Leo,
 * Taurus, Aquarius, Scorpio, Leo, … . Each yoga once formed and once with one named condition broken. Agreement with
 * PyJHora on the reference charts is in yogas-catalogue.test.ts (differences in test/helpers/yoga-diffs/royal.ts).
 */
import { describe, expect, it } from 'vitest';
import { YOGA_CATALOGUE } from '../../shared/core/vedic/yogas/index.js';
import { ROYAL_YOGA_IDS } from '../../shared/core/vedic/yogas/ids.js';
import { Ar, Ta, Ge, Cn, Le, Vi, Li, Sc, Sg, Cp, Aq, Pi, SUN, MOON, MARS, MERCURY, JUPITER, VENUS, SATURN, chart, chartAt, found } from '../helpers/yoga-charts.js';

describe('the royal family in the catalogue', () => {
  it('each id is a catalogue entry with its PyJHora id, source and description', () => {
    const pyj = ['mridanga_yoga', 'matsya_yoga', 'koorma_yoga', 'kusuma_yoga', 'lagnaadhi_yoga', 'saarada_yoga', 'kulavardhana_yoga', 'go_yoga',
      'vidyut_yoga', 'chapa_yoga', 'pushkala_yoga', 'jaya_yoga', 'parijatha_yoga', 'harihara_brahma_yoga'];
    ROYAL_YOGA_IDS.forEach((id, i) => {
      const e = YOGA_CATALOGUE.find((x) => x.id === id)!;
      expect(e.pyjhoraId).toBe(pyj[i]);
      expect(e.isBenefic).toBe(true);
      expect(e.condition.$t).toMatch(/^yogas\..+\.description$/);
    });
    expect(YOGA_CATALOGUE.find((x) => x.id === 'chapa-lords')!.pyjhoraId).not.toBe(YOGA_CATALOGUE.find((x) => x.id === 'chapa')!.pyjhoraId);
  });
});

describe('Mridanga: the navamsa lord of an exalted planet in a kendra or trikona in its own or exaltation sign, a strong lagna lord', () => {
  // Jupiter exalted in Cancer (10°, navamsa Libra, lord Venus); Venus in Libra, its own sign, the 7th (a kendra); the lagna lord
  // Mars in Aries, its own sign. Sun Leo, Moon and Mercury Gemini (not exalted), Saturn Capricorn (own, not exalted).
  it('forms with Venus in Libra, the 7th', () => {
    const [y] = found(chart([Le, Ge, Ar, Ge, Cn, Li, Cp, Ta, Sc]), 'mridanga');
    expect(y).toMatchObject({ pyjhoraId: 'mridanga_yoga', category: 'named', planetsInvolved: [MARS, JUPITER, VENUS] });
  });
  it('does not form with Venus in Taurus: its own sign, but the 2nd house, neither kendra nor trikona', () => {
    expect(found(chart([Le, Ge, Ar, Ge, Cn, Ta, Cp, Ta, Sc]), 'mridanga')).toEqual([]);
  });
  it('does not form when the lagna lord Mars is debilitated in Cancer (not strong)', () => {
    expect(found(chart([Le, Ge, Cn, Ge, Cn, Li, Cp, Ta, Sc]), 'mridanga')).toEqual([]);
  });
});

describe('Matsya: benefics in the 1st and 9th, benefics and malefics in the 5th, malefics in the 4th and 8th', () => {
  // Jupiter and Mercury (with Jupiter, a benefic) in Aries; Venus in Sagittarius (9th); the Sun with the Moon in Leo (the Moon
  // 0° ahead of the Sun counts as waxing, a benefic); Mars in Cancer (4th); Saturn in Scorpio (8th).
  it('forms', () => {
    const [y] = found(chart([Le, Le, Cn, Ar, Ar, Sg, Sc, Ta, Sc]), 'matsya');
    expect(y).toMatchObject({ pyjhoraId: 'matsya_yoga' });
    expect(y.planetsInvolved).toEqual(expect.arrayContaining([JUPITER, MERCURY, VENUS, MOON, SUN, MARS, SATURN]));
  });
  it('does not form with Saturn in Capricorn: Ketu alone in the 8th does not count (the seven planets)', () => {
    expect(found(chart([Le, Le, Cn, Ar, Ar, Sg, Cp, Ta, Sc]), 'matsya')).toEqual([]);
  });
});

describe('Koorma: benefics in the 5th, 6th, 7th in exaltation, own or friendly signs; malefics in the 1st, 3rd, 11th in own or exaltation signs', () => {
  // Mars in Aries (1st, own); Mercury with the Sun in Gemini (a malefic, in his own sign, 3rd); Saturn in Aquarius (11th, own);
  // Jupiter in Leo (5th, friendly); the waxing Moon in Virgo (6th, friendly); Venus in Libra (7th, own).
  it('forms', () => {
    const [y] = found(chart([Ge, Vi, Ar, Ge, Le, Li, Aq, Ta, Sc]), 'koorma');
    expect(y).toMatchObject({ pyjhoraId: 'koorma_yoga', planetsInvolved: [MOON, MARS, MERCURY, JUPITER, VENUS, SATURN] });
  });
  it('does not form with Saturn in Capricorn: the 11th holds no malefic', () => {
    expect(found(chart([Ge, Vi, Ar, Ge, Le, Li, Cp, Ta, Sc]), 'koorma')).toEqual([]);
  });
});

describe('Kusuma: a fixed sign rising, Venus in a kendra, the Moon in a trikona with a benefic, Saturn in the 10th', () => {
  // Taurus lagna: Venus in Taurus (1st); the Moon with Jupiter in Virgo (5th); Saturn in Aquarius (10th).
  it('forms', () => {
    const [y] = found(chart([Ar, Vi, Ge, Ar, Vi, Ta, Aq, Ta, Sc], Ta), 'kusuma');
    expect(y).toMatchObject({ pyjhoraId: 'kusuma_yoga', planetsInvolved: [MOON, JUPITER, VENUS, SATURN] });
  });
  it('does not form with Jupiter in Capricorn: no benefic with the Moon', () => {
    expect(found(chart([Ar, Vi, Ge, Ar, Cp, Ta, Aq, Ta, Sc], Ta), 'kusuma')).toEqual([]);
  });
  it('does not form with Aries (a movable sign) rising', () => {
    expect(found(chart([Ar, Vi, Ge, Ar, Vi, Ta, Aq, Ta, Sc], Ar), 'kusuma')).toEqual([]);
  });
});

describe('Lagnadhi: benefics in the 7th and 8th, no malefic in or aspecting them', () => {
  // Venus in Libra (7th), Jupiter in Scorpio (8th); the Sun, Mars, Saturn and Rahu in Gemini aspect Sagittarius (and Mars
  // Virgo and Capricorn, Saturn Leo and Pisces); Ketu in Sagittarius; the waxing Moon and Mercury in Cancer.
  it('forms', () => {
    const [y] = found(chart([Ge, Cn, Ge, Cn, Sc, Li, Ge, Ge, Sg]), 'lagnadhi');
    expect(y).toMatchObject({ pyjhoraId: 'lagnaadhi_yoga', planetsInvolved: [JUPITER, VENUS] });
  });
  it('does not form with Saturn in Leo: his 3rd aspect falls on Libra', () => {
    expect(found(chart([Ge, Cn, Ge, Cn, Sc, Li, Le, Ge, Sg]), 'lagnadhi')).toEqual([]);
  });
});

describe('Sharada: the 10th lord in the 5th, Mercury in a kendra, the Sun in Leo, Mercury or Jupiter in a trine from the Moon, Mars in the 11th', () => {
  // Leo lagna: the 10th lord Venus in Sagittarius (5th); Mercury with the Sun in Leo (1st); the Moon in Aries (Mercury the 5th
  // from her); Mars in Gemini (11th).
  it('forms', () => {
    const [y] = found(chart([Le, Ar, Ge, Le, Pi, Sg, Cp, Ta, Sc], Le), 'sharada');
    expect(y).toMatchObject({ pyjhoraId: 'saarada_yoga', planetsInvolved: [SUN, MOON, MARS, MERCURY, VENUS] });
  });
  it('does not form with Mars in Cancer, the 12th', () => {
    expect(found(chart([Le, Ar, Cn, Le, Pi, Sg, Cp, Ta, Sc], Le), 'sharada')).toEqual([]);
  });
});

describe('Kulavardhana: each of the seven planets in the 5th from the lagna, the Moon or the Sun', () => {
  // The Sun, Mercury, Saturn in Leo (5th from the Aries lagna); the Moon and Jupiter in Sagittarius (5th from the Sun); Mars and
  // Venus in Aries (5th from the Moon).
  it('forms', () => {
    expect(found(chart([Le, Sg, Ar, Le, Sg, Ar, Le, Ta, Sc]), 'kulavardhana')[0]).toMatchObject({ pyjhoraId: 'kulavardhana_yoga' });
  });
  it('does not form with Saturn in Gemini, the 3rd from the lagna, the 7th from the Moon and the 11th from the Sun', () => {
    expect(found(chart([Le, Sg, Ar, Le, Sg, Ar, Ge, Ta, Sc]), 'kulavardhana')).toEqual([]);
  });
});

describe('Go: Jupiter strong in his moolatrikona, the 2nd lord with him, the lagna lord exalted', () => {
  // Libra lagna: Jupiter at Sagittarius 5°, with the 2nd lord Mars; the lagna lord Venus exalted in Pisces; the Sun in Aries.
  const at = (jupiter: number) => chartAt([10, 100, 250, 15, jupiter, 340, 280, 40, 220], Li);
  it('forms with Jupiter at Sagittarius 5°', () => {
    expect(found(at(245), 'go')[0]).toMatchObject({ pyjhoraId: 'go_yoga', planetsInvolved: [MARS, JUPITER, VENUS] });
  });
  it('does not form with Jupiter at Sagittarius 15°, past his moolatrikona (0°–10°)', () => {
    expect(found(at(255), 'go')).toEqual([]);
  });
});

describe('Vidyut: the 11th lord in deep exaltation, with Venus, the two in a kendra from the lagna lord', () => {
  // Aries lagna: the 11th lord Saturn in Libra with Venus; Mars (lagna lord) in Capricorn, Libra the 10th from him.
  const at = (saturn: number) => chartAt([40, 100, 280, 45, 130, 195, saturn, 70, 250], Ar);
  it('forms with Saturn at Libra 20°, his deep exaltation', () => {
    expect(found(at(200), 'vidyut')[0]).toMatchObject({ pyjhoraId: 'vidyut_yoga', planetsInvolved: [MARS, VENUS, SATURN] });
  });
  it('does not form with Saturn at Libra 25°: exalted, but 5° from the point', () => {
    expect(found(at(205), 'vidyut')).toEqual([]);
  });
});

describe('Chapa (4th–10th exchange): the 4th and 10th lords exchange, the lagna lord exalted', () => {
  // Aries lagna: the 4th lord Moon in Capricorn (10th), the 10th lord Saturn in Cancer (4th); Mars exalted in Capricorn.
  it('forms', () => {
    expect(found(chart([Le, Cp, Cp, Vi, Sg, Li, Cn, Ta, Sc]), 'chapa-lords')[0]).toMatchObject({ pyjhoraId: 'chapa_yoga', planetsInvolved: [MOON, MARS, SATURN] });
  });
  it('does not form with Mars in Aries: his own sign, not exalted', () => {
    expect(found(chart([Le, Cp, Ar, Vi, Sg, Li, Cn, Ta, Sc]), 'chapa-lords')).toEqual([]);
  });
});

describe('Pushkala: the lagna lord with the Moon, her dispositor in a kendra aspecting the lagna, a strong planet in the lagna', () => {
  // Aries lagna: Mars with the Moon in Leo; her dispositor the Sun in Libra (7th) aspects Aries; Jupiter in Aries (friendly).
  it('forms', () => {
    expect(found(chart([Li, Le, Le, Vi, Ar, Ta, Cp, Ta, Sc]), 'pushkala')[0]).toMatchObject({ pyjhoraId: 'pushkala_yoga', planetsInvolved: [SUN, MOON, MARS, JUPITER] });
  });
  it('does not form with Jupiter in Gemini: no planet in the lagna', () => {
    expect(found(chart([Li, Le, Le, Vi, Ge, Ta, Cp, Ta, Sc]), 'pushkala')).toEqual([]);
  });
});

describe('Jaya: the 10th lord in deep exaltation, the 6th lord debilitated', () => {
  // Aries lagna: the 10th lord Saturn at Libra 20°; the 6th lord Mercury in Pisces (debilitated) or Aries.
  const at = (mercury: number) => chartAt([40, 100, 10, mercury, 130, 70, 200, 70, 250], Ar);
  it('forms with Mercury in Pisces', () => {
    expect(found(at(345), 'jaya')[0]).toMatchObject({ pyjhoraId: 'jaya_yoga', planetsInvolved: [MERCURY, SATURN] });
  });
  it('does not form with Mercury in Aries (not debilitated)', () => {
    expect(found(at(15), 'jaya')).toEqual([]);
  });
});

describe('Parijata (Raman): the lord of the sign, or of the navamsa, of the lagna lord\'s dispositor in a kendra, trikona, own or exaltation sign', () => {
  // Aries lagna: Mars in Gemini, so the dispositor is Mercury, in Leo at 15° (navamsa Leo): both the lord of his sign and of
  // his navamsa are the Sun.
  it('forms with the Sun exalted in Aries', () => {
    expect(found(chart([Ar, Cn, Ge, Le, Sg, Ge, Cp, Ta, Sc]), 'parijata')[0]).toMatchObject({ pyjhoraId: 'parijatha_yoga', planetsInvolved: [SUN, MARS, MERCURY] });
  });
  it('does not form with the Sun in Taurus: the 2nd house, a sign of his enemy', () => {
    expect(found(chart([Ta, Cn, Ge, Le, Sg, Ge, Cp, Ta, Sc]), 'parijata')).toEqual([]);
  });
});

describe('Harihara Brahma (Raman): benefics around the 2nd lord, or Jupiter, Moon, Mercury from the 7th lord, or Sun, Venus, Mars from the lagna lord', () => {
  // First form, Aries lagna: the 2nd lord Venus in Leo; Jupiter in Virgo (2nd from her), Mercury alone in Cancer (12th, a
  // benefic), the Moon in Pisces (8th), waxing with the Sun in Capricorn.
  it('forms with benefics in the 2nd, 12th and 8th from the 2nd lord', () => {
    expect(found(chart([Cp, Pi, Ar, Cn, Vi, Le, Sg, Ta, Sc]), 'harihara-brahma')[0])
      .toMatchObject({ pyjhoraId: 'harihara_brahma_yoga', planetsInvolved: [MOON, MERCURY, JUPITER, VENUS] });
  });
  it('does not form with Jupiter in Libra: the 2nd from Venus (Virgo) holds no benefic', () => {
    expect(found(chart([Cp, Pi, Ar, Cn, Li, Le, Sg, Ta, Sc]), 'harihara-brahma')).toEqual([]);
  });
  // Second form, Aries lagna: the 7th lord Venus in Aries; Jupiter in Cancer (4th from her), the Moon in Sagittarius (9th),
  // Mercury in Scorpio (8th). The 2nd from Venus, Taurus, holds only Rahu, so the first form fails.
  it('forms with Jupiter, the Moon and Mercury in the 4th, 9th and 8th from the 7th lord', () => {
    expect(found(chart([Ge, Sg, Cp, Sc, Cn, Ar, Aq, Ta, Sc]), 'harihara-brahma')[0]).toMatchObject({ planetsInvolved: [MOON, MERCURY, JUPITER, VENUS] });
  });
  it('does not form with the Moon in Capricorn, the 10th from Venus', () => {
    expect(found(chart([Ge, Cp, Cp, Sc, Cn, Ar, Aq, Ta, Sc]), 'harihara-brahma')).toEqual([]);
  });
  // Third form, Gemini lagna: the lagna lord Mercury in Aries; the Sun in Cancer (4th from him), Venus in Capricorn (10th),
  // Mars in Aquarius (11th). The 2nd lord Moon in Leo has nothing in Virgo; the 7th lord Jupiter in Sagittarius has nothing in Pisces.
  it('forms with the Sun, Venus and Mars in the 4th, 10th and 11th from the lagna lord', () => {
    expect(found(chart([Cn, Le, Aq, Ar, Sg, Cp, Li, Ta, Sc], Ge), 'harihara-brahma')[0]).toMatchObject({ planetsInvolved: [SUN, MARS, MERCURY, VENUS] });
  });
  it('does not form with Mars in Pisces, the 12th from Mercury', () => {
    expect(found(chart([Cn, Le, Pi, Ar, Sg, Cp, Li, Ta, Sc], Ge), 'harihara-brahma')).toEqual([]);
  });
});
