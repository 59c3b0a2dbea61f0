/**
 * Yogas that read the navamsa, the shadvarga, the shashtiamsa or a day birth (shared/core/vedic/yogas/navamsa.ts).
 * Constructed charts (only the signs, navamsas and the ascendant matter; not necessarily astronomically possible):
 * `chart` puts Sun … Ketu at 10° of the given signs (Mercury at 15°), `chartAt` at the given longitudes. The ascendant
 * is the middle of the lagna sign unless given. Navamsa sign = floor(longitude × 9 / 30) mod 12: at 10° of Aries … Pisces a
 * planet is in the navamsa of Cancer, Aries, Capricorn, Libra, Cancer, Aries, Capricorn, Libra, Cancer, Aries, Capricorn,
 * Libra. A birth is by day when the Sun is 180° or more ahead of the ascendant (houses 7–12). Each yoga once formed and
 * once with one condition broken, the test says which. Agreement with PyJHora on the reference charts: yogas-catalogue.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { KRURA_SHASHTIAMSA, shashtiamsaDeity } from '../../shared/core/vedic/yogas/navamsa.js';
import { findYogas, yogaChartFromLongitudes } from '../../shared/core/vedic/yogas/index.js';
import { VEDIC_PLANETS } from '../../shared/core/vedic/grahas.js';
import { pyjhora } from '../helpers/reference.js';
import {
  Ar, Ta, Ge, Cn, Le, Vi, Li, Sc, Sg, Cp, Aq, Pi, SUN, MOON, MARS, MERCURY, JUPITER, VENUS, SATURN, chart, chartAt, found,
} from '../helpers/yoga-charts.js';

const at = (sign: number, deg: number) => sign * 30 + deg;

describe('Kalpadruma (BPHS ch. 36): lagna lord, his dispositor, and that one\'s dispositors in rasi and navamsa in kendras/trikonas or own/exaltation signs', () => {
  // Aries lagna: lagna lord Mars in Leo (5th) → its lord the Sun in Aries (1st, exalted) → its lord Mars (5th); the Sun at Aries 10° is
  // in the navamsa of Cancer, whose lord the Moon is in Cancer (4th, own sign).
  it('forms', () => {
    const [y] = found(chart([Ar, Cn, Le, Ta, Ge, Ta, Li, Sg, Ge]), 'kalpadruma');
    expect(y).toMatchObject({ pyjhoraId: 'kalpadruma_yoga', category: 'named', isBenefic: true, planetsInvolved: [SUN, MOON, MARS] });
  });
  it('does not form with the Moon in Gemini (3rd house, neither own nor exalted)', () => {
    expect(found(chart([Ar, Ge, Le, Ta, Ge, Ta, Li, Sg, Ge]), 'kalpadruma')).toEqual([]);
  });
});

describe('Vishnu: the 9th and 10th lords in the 2nd, with the lord of the 9th lord\'s navamsa', () => {
  // Aries lagna: Jupiter (9th lord) and Saturn (10th lord) in Taurus; Jupiter at Taurus 10° is in the navamsa of Aries, lord Mars.
  it('forms with Mars in Taurus too', () => {
    const [y] = found(chart([Ar, Cn, Ta, Ar, Ta, Pi, Ta, Sg, Ge]), 'vishnu');
    expect(y).toMatchObject({ pyjhoraId: 'vishnu_yoga', planetsInvolved: [MARS, JUPITER, SATURN] });
  });
  it('does not form with Mars in Gemini', () => {
    expect(found(chart([Ar, Cn, Ge, Ar, Ta, Pi, Ta, Sg, Ge]), 'vishnu')).toEqual([]);
  });
});

describe('Gauri: the lord of the 10th lord\'s navamsa exalted in the 10th, joined by the lagna lord', () => {
  // Libra lagna: 10th lord the Moon at Aries 28.3° (navamsa Sagittarius, lord Jupiter); Jupiter exalted in Cancer, the 10th.
  const lons = [at(Sg, 10), at(Ar, 28.3), at(Ge, 10), at(Sg, 15), at(Cn, 10), at(Cn, 20), at(Aq, 10), at(Ta, 10), at(Sc, 10)];
  it('forms with the lagna lord Venus in Cancer', () => {
    const [y] = found(chartAt(lons, Li), 'gauri');
    expect(y).toMatchObject({ pyjhoraId: 'gouri_yoga', planetsInvolved: [MOON, JUPITER, VENUS] });
  });
  it('does not form with Venus in Leo', () => {
    expect(found(chartAt(lons.map((l, i) => (i === VENUS ? at(Le, 20) : l)), Li), 'gauri')).toEqual([]);
  });
});

describe('Chandika: a fixed lagna aspected by the 6th lord; the Sun with the lords of the 6th and 9th lords\' navamsas', () => {
  // Taurus lagna: 6th lord Venus in Scorpio aspects Taurus; Venus at Scorpio 10° is in his own navamsa Libra; 9th lord Saturn at
  // Scorpio 10° also in the navamsa of Libra (Venus). The Sun in Scorpio joins Venus.
  it('forms', () => {
    const [y] = found(chart([Sc, Cn, Ar, Ge, Pi, Sc, Sc, Sg, Ge], Ta), 'chandika');
    expect(y).toMatchObject({ pyjhoraId: 'chandikaa_yoga', planetsInvolved: [SUN, VENUS, SATURN] });
  });
  it('does not form with the Sun in Sagittarius (not with Venus)', () => {
    expect(found(chart([Sg, Cn, Ar, Ge, Pi, Sc, Sc, Sg, Ge], Ta), 'chandika')).toEqual([]);
  });
});

describe('Bharati: the lord of the 2nd, 5th or 11th lord\'s navamsa exalted and joined with the 9th lord', () => {
  // Aries lagna: 5th lord the Sun at Aries 10° (navamsa Cancer, lord the Moon); the Moon exalted in Taurus with Jupiter (9th lord).
  it('forms', () => {
    const [y] = found(chart([Ar, Ta, Cp, Pi, Ta, Aq, Sg, Le, Aq]), 'bharati');
    expect(y).toMatchObject({ pyjhoraId: 'bhaarathi_yoga', planetsInvolved: [SUN, MOON, JUPITER] });
  });
  it('does not form with Jupiter in Gemini', () => {
    expect(found(chart([Ar, Ta, Cp, Pi, Ge, Aq, Sg, Le, Aq]), 'bharati')).toEqual([]);
  });
});

describe('Garuda: the lord of the Moon\'s navamsa exalted, a birth by day, the Moon waxing', () => {
  // Aries lagna (ascendant 15°): the Sun at Capricorn 10° (280°) is 265° ahead of the ascendant, above the horizon; the Moon at Pisces
  // 10° (60° ahead of the Sun, waxing) is in the navamsa of Libra, whose lord Venus is exalted in Pisces.
  const signs = [Cp, Pi, Ge, Aq, Le, Pi, Li, Sg, Ge];
  it('forms', () => {
    const [y] = found(chart(signs), 'garuda');
    expect(y).toMatchObject({ pyjhoraId: 'garuda_yoga', planetsInvolved: [MOON, VENUS] });
    expect(y.conditions.map((t) => t.$t)).toEqual(['yogas.cond.navamsa.navamsaLordOf', 'yogas.cond.navamsa.dayBirth', 'yogas.cond.navamsa.waxingMoon']);
  });
  it('does not form by night: Libra rising (ascendant 195°), the Sun 85° ahead of it, below the horizon', () => {
    const s = chart(signs);
    expect(found(yogaChartFromLongitudes(Li, s.planets.map((p) => p.longitude), s.planets.map((p) => p.speed)), 'garuda')).toEqual([]);
  });
  it('does not form with Venus in Aquarius (not exalted)', () => {
    expect(found(chart([Cp, Pi, Ge, Aq, Le, Aq, Li, Sg, Ge]), 'garuda')).toEqual([]);
  });
});

describe('Mahabhagya: a man born by day with lagna, Sun and Moon in odd signs; a woman by night with the three in even signs', () => {
  it('the reading for a man: Aries rising, the Sun in Aquarius (by day), the Moon in Gemini', () => {
    const [y] = found(chart([Aq, Ge, Cn, Aq, Le, Pi, Li, Sg, Ge]), 'mahabhagya');
    expect(y).toMatchObject({ pyjhoraId: 'mahabhagya_yoga', planetsInvolved: [SUN, MOON] });
    expect(y.conditions.map((t) => t.$t)).toEqual(['yogas.cond.navamsa.mahabhagyaMan']);
  });
  it('the reading for a woman: Taurus rising (45°), the Sun in Cancer (55° ahead: by night), the Moon in Virgo', () => {
    const [y] = found(chart([Cn, Vi, Ar, Cn, Le, Ge, Li, Sg, Ge], Ta), 'mahabhagya');
    expect(y.conditions.map((t) => t.$t)).toEqual(['yogas.cond.navamsa.mahabhagyaWoman']);
  });
  it('neither with the Moon in Taurus (an even sign) on the man\'s day chart', () => {
    expect(found(chart([Aq, Ta, Cn, Aq, Le, Pi, Li, Sg, Ge]), 'mahabhagya')).toEqual([]);
  });
});

describe('Teevrabuddhi (#232): the 5th lord a natural benefic in the navamsa lagna, whose lord is a benefic or aspected by one', () => {
  // Taurus lagna, ascendant at Taurus 15° (the 5th navamsa of an earth sign, counted from Capricorn: Taurus); 5th lord Mercury alone
  // at Taurus 14° (44°: navamsa Taurus); the lord of the navamsa lagna, Venus, a natural benefic.
  const lons = [at(Cn, 10), at(Le, 10), at(Sg, 10), at(Ta, 14), at(Pi, 10), at(Vi, 10), at(Cp, 10), at(Aq, 10), at(Le, 10)];
  it('forms', () => {
    const [y] = found(chartAt(lons, Ta, 45), 'teevrabuddhi');
    expect(y).toMatchObject({ pyjhoraId: 'theevrabuddhi_yoga', planetsInvolved: [MERCURY, VENUS] });
  });
  it('does not form with Mercury at Taurus 20° (navamsa Cancer)', () => {
    expect(found(chartAt(lons.map((l, i) => (i === MERCURY ? at(Ta, 20) : l)), Ta, 45), 'teevrabuddhi')).toEqual([]);
  });
});

describe('Navamsa Krisanga (#113): the navamsa lagna a sign of a dry planet and malefics in the lagna', () => {
  // Aries rising at 15°: the 5th navamsa of a fire sign, Leo (the Sun, dry); Saturn in Aries.
  const signs = [Ge, Cn, Le, Ta, Sg, Pi, Ar, Sg, Ge];
  it('forms', () => {
    const [y] = found(chart(signs), 'krisanga-navamsa');
    expect(y).toMatchObject({ pyjhoraId: 'krisanga_yoga_113', category: 'lagna', isBenefic: false, planetsInvolved: [SUN, SATURN] });
  });
  it('does not form with the ascendant at Aries 5° (navamsa Taurus, a sign of Venus)', () => {
    expect(found(chart(signs, Ar, 5), 'krisanga-navamsa')).toEqual([]);
  });
});

describe('Navamsa Lagna Daridra (#153): the lords of the lagna and the navamsa lagna in a dusthana, each with the 2nd and 7th lords', () => {
  // Aries rising at 15° (navamsa lagna Leo, lord the Sun); lagna lord Mars and the Sun in Virgo (6th); Venus, lord of the 2nd and the
  // 7th, joins them.
  it('forms', () => {
    const [y] = found(chart([Vi, Cn, Vi, Le, Sg, Vi, Cp, Sg, Ge]), 'navamsa-lagna-daridra');
    expect(y).toMatchObject({ pyjhoraId: 'dharidhra_yoga_153', category: 'arishta', planetsInvolved: [SUN, MARS, VENUS] });
  });
  it('does not form with Venus in Libra (aspecting Aries only)', () => {
    expect(found(chart([Vi, Cn, Vi, Le, Sg, Li, Cp, Sg, Ge]), 'navamsa-lagna-daridra')).toEqual([]);
  });
});

describe('Yuddha Praveena (#183): the lord of the navamsa of the 3rd lord\'s navamsa lord in its own vargas (two of the six)', () => {
  // Aries lagna: 3rd lord Mercury at Aries 15° (navamsa Leo, lord the Sun); the Sun at Leo 10° (navamsa Cancer, lord the Moon).
  const lons = [at(Le, 10), at(Cn, 10), at(Sg, 10), at(Ar, 15), at(Pi, 10), at(Ta, 10), at(Cp, 10), at(Aq, 10), at(Le, 20)];
  it('forms with the Moon at Cancer 10°: own sign in the rasi and in the hora (the Moon\'s half of an even sign)', () => {
    const [y] = found(chartAt(lons, Ar), 'yuddha-praveena');
    expect(y).toMatchObject({ pyjhoraId: 'yuddha_praveena_yoga', planetsInvolved: [SUN, MOON, MERCURY] });
  });
  it('does not form with the Moon at Scorpio 10°: Scorpio, Cancer (hora), Scorpio, Libra, Pisces, Virgo: own in one varga only', () => {
    expect(found(chartAt(lons.map((l, i) => (i === MOON ? at(Sc, 10) : l)), Ar), 'yuddha-praveena')).toEqual([]);
  });
});

describe('Yuddhatpoorvadridhachitta (#184): the exalted 3rd lord with malefics in a movable sign or navamsa', () => {
  // Sagittarius lagna: 3rd lord Saturn exalted in Libra (movable).
  it('forms with Mars in Libra', () => {
    const [y] = found(chart([Cp, Cn, Li, Cp, Pi, Aq, Li, Ta, Sc], Sg), 'yuddhatpurva-dridhachitta');
    expect(y).toMatchObject({ pyjhoraId: 'yuddhatpoorvadridhachitta_yoga', planetsInvolved: [MARS, SATURN] });
  });
  it('does not form with Mars in Scorpio (no malefic with Saturn, none in his navamsa Capricorn)', () => {
    expect(found(chart([Cp, Cn, Sc, Cp, Pi, Aq, Li, Ta, Sc], Sg), 'yuddhatpurva-dridhachitta')).toEqual([]);
  });
});

describe('Yuddhatpaschaddrudha (#185): the 3rd lord in a fixed sign, fixed navamsa and cruel shashtiamsa, his dispositor debilitated', () => {
  // Aries lagna: 3rd lord Mercury at Leo 4° (navamsa Taurus; shashtiamsa 9 of an odd sign, Garala, cruel); the Sun debilitated in Libra.
  const lons = [at(Li, 10), at(Cn, 10), at(Sg, 10), at(Le, 4), at(Pi, 10), at(Ta, 10), at(Cp, 10), at(Aq, 10), at(Le, 20)];
  it('forms', () => {
    const [y] = found(chartAt(lons, Ar), 'yuddhatpaschad-dridha');
    expect(y).toMatchObject({ pyjhoraId: 'yuddhatpaschaddrudha_yoga', planetsInvolved: [SUN, MERCURY] });
  });
  it('does not form with Mercury at Leo 6.2° (still navamsa Taurus, but shashtiamsa 13, Apampathi, benign)', () => {
    expect(found(chartAt(lons.map((l, i) => (i === MERCURY ? at(Le, 6.2) : l)), Ar), 'yuddhatpaschad-dridha')).toEqual([]);
  });
  it('shashtiamsa deities: half degrees from the start of an odd sign, from the end of an even one', () => {
    expect([shashtiamsaDeity(at(Ar, 0.2)), shashtiamsaDeity(at(Le, 4)), shashtiamsaDeity(at(Ta, 0.2)), shashtiamsaDeity(at(Ta, 29.9))]).toEqual([1, 9, 60, 1]);
  });
});

describe('Navamsa Grihanasa (#192): the lord of the 4th lord\'s navamsa in the 12th', () => {
  // Aries lagna: 4th lord the Moon at Pisces 10° (navamsa Libra, lord Venus).
  it('forms with Venus in Pisces', () => {
    const [y] = found(chart([Aq, Pi, Ge, Aq, Le, Pi, Li, Sg, Ge]), 'grihanasa-navamsa');
    expect(y).toMatchObject({ pyjhoraId: 'grihanasa_yoga_192', category: 'arishta', isBenefic: false, planetsInvolved: [MOON, VENUS] });
  });
  it('does not form with Venus in Aries', () => {
    expect(found(chart([Aq, Pi, Ge, Aq, Le, Ar, Li, Sg, Ge]), 'grihanasa-navamsa')).toEqual([]);
  });
});

describe('Balya Dhana: the 2nd and 10th lords together in a kendra, aspected by the lord of the lagna lord\'s navamsa', () => {
  // Aries lagna: Venus (2nd lord) and Saturn (10th lord) in Cancer (4th); lagna lord Mars at Aries 10° (navamsa Cancer, lord the Moon).
  it('forms with the Moon in Capricorn aspecting Cancer', () => {
    const [y] = found(chart([Le, Cp, Ar, Vi, Sg, Cn, Cn, Ta, Sc]), 'balya-dhana');
    expect(y).toMatchObject({ pyjhoraId: 'balya_dhana_yoga', category: 'dhana', planetsInvolved: [MOON, MARS, VENUS, SATURN] });
  });
  it('does not form with the Moon in Aquarius', () => {
    expect(found(chart([Le, Aq, Ar, Vi, Sg, Cn, Cn, Ta, Sc]), 'balya-dhana')).toEqual([]);
  });
});

describe('the reference charts (PyJHora 4.8.5 finds Kalpadruma on p02 and p07, Yuddha Praveena on p01, p02, p04, p06, p08)', () => {
  const ids = (id: string) => {
    const c = pyjhora.find((x) => x.id === id)!;
    const P = VEDIC_PLANETS as readonly string[];
    const yc = yogaChartFromLongitudes(c.positions.Ascendant.sign_index, P.map((p) => c.positions[p].longitude),
      P.map((p) => (c.retrograde_planets.includes(p) || p === 'Rahu' || p === 'Ketu' ? -1 : 1)), c.positions.Ascendant.longitude);
    return findYogas(yc).map((y) => y.id);
  };
  it('Kalpadruma on p02 (Saturn, lagna lord and his own dispositor, in his own Aquarius) and p07 (Mars, the Sun, Mercury in Leo, the 5th)', () => {
    expect(['p01', 'p02', 'p03', 'p04', 'p05', 'p06', 'p07', 'p08'].filter((c) => ids(c).includes('kalpadruma'))).toEqual(['p02', 'p07']);
  });
  it('Yuddha Praveena on p01, p02, p06, p08 as PyJHora; p04 and p07 differ by the lords of Scorpio and Aquarius (yoga-diffs/navamsa.ts)', () => {
    expect(['p01', 'p02', 'p03', 'p04', 'p05', 'p06', 'p07', 'p08'].filter((c) => ids(c).includes('yuddha-praveena'))).toEqual(['p01', 'p02', 'p06', 'p07', 'p08']);
  });
});

describe('the cruel shashtiamsas (BPHS ch. 6 vv. 33–41)', () => {
  it('are the malefic ones of the sixty deities as tabulated outside this project (Ghora 1 … Chandrarekha 60, nature of each)', () => {
    // The sixty in order, m = malefic, b = benefic, as two independent open-source tabulations of BPHS ch. 6 give them:
    // Ghora m, Rakshasa m, Deva b, Kubera b, Yaksha b, Kinnara b, Bhrashta m, Kulaghna m, Garala m, Vahni m, Maya m, Purishaka m,
    // Apampati b, Marut b, Kaala m, Sarpa m, Amrita b, Indu b, Mridu b, Komala b, Heramba b, Brahma b, Vishnu b, Maheshwara b,
    // Deva b, Ardra b, Kalinasa b, Kshitisa b, Kamalakara b, Gulika m, Mrityu m, Kaala m, Davagni m, Ghora m, Yama m, Kantaka m,
    // Sudha b, Amrita b, Purnachandra b, Vishadagdha m, Kulanasa m, Vamsakshaya m, Utpata m, Kaala m, Saumya b, Komala b,
    // Sheetala b, Karaladamshtra m, Chandramukhi b, Praveena b, Kalapavaka m, Dandayudha m, Nirmala b, Saumya b, Kroora m,
    // Atisheetala b, Amrita b, Payodhi b, Bhramana m, Chandrarekha b.
    const nature = 'mmbbbbmmmmmmbbmmbbbbbbbbbbbbbmmmmmmmbbbmmmmmbbbmbbmmbbmbbbmb';
    expect(nature).toHaveLength(60);
    expect([...KRURA_SHASHTIAMSA]).toEqual([...nature].flatMap((n, i) => (n === 'm' ? [i + 1] : [])));
  });
});
