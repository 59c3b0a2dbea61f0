/**
 * More named yogas of BPHS ch. 36 (shared/core/vedic/yogas/named-lords.ts): Khadga, Srinatha, Shiva,
 * Trilochana, Devendra, Indra, Ravi, Bhaskara, Hari, Hara, Brahma, Makuta, Gandharva, each on a constructed chart where it forms and on one that
 * differs by the planet the rule turns on. Only signs matter (whole-sign houses), so the charts need not be
 * astronomically possible. Sign lords are the traditional ones (BPHS ch. 4): Aries/Scorpio Mars, Taurus/Libra
 * Venus, Gemini/Virgo Mercury, Cancer Moon, Leo Sun, Sagittarius/Pisces Jupiter, Capricorn/Aquarius Saturn.
 * Agreement with PyJHora 4.8.5 on the 8 reference charts is in yogas-catalogue.test.ts: of these, PyJHora
 * finds only Trilochana, on p03, and so do we (checked there and below).
 */
import { describe, expect, it } from 'vitest';
import { VEDIC_PLANETS, type Graha } from '../../shared/core/vedic/grahas.js';
import { findYogas, YOGA_CATALOGUE, yogaChartFromLongitudes, type YogaChart } from '../../shared/core/vedic/yogas/index.js';
import { pyjhora } from '../helpers/reference.js';

const [Ar, Ta, Ge, Cn, Le, Vi, Li, Sc, Sg, Cp, Aq, Pi] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const SUN = 0, MOON = 1, MARS = 2, MERCURY = 3, JUPITER = 4, VENUS = 5, SATURN = 6;

/**
 * BASE: Sun Pisces, Moon Virgo, Mars Gemini, Mercury Aquarius, Jupiter Scorpio, Venus Capricorn, Saturn Leo,
 * Rahu Sagittarius, Ketu Gemini, each at 10°. With lagna Aries none of the eight yogas forms (checked below).
 */
const BASE: Record<Graha, number> = { Sun: Pi, Moon: Vi, Mars: Ge, Mercury: Aq, Jupiter: Sc, Venus: Cp, Saturn: Le, Rahu: Sg, Ketu: Ge };
function chart(lagna: number, over: Partial<Record<Graha, number>> = {}): YogaChart {
  const signs = { ...BASE, ...over };
  return yogaChartFromLongitudes(lagna, VEDIC_PLANETS.map((p) => signs[p] * 30 + 10), VEDIC_PLANETS.map((p) => (p === 'Rahu' || p === 'Ketu' ? -0.05 : 0.5)));
}
const NEW = ['khadga', 'srinatha', 'shiva', 'trilochana', 'devendra', 'indra', 'ravi', 'bhaskara', 'hari', 'hara', 'brahma', 'makuta', 'gandharva'];
const find = (c: YogaChart, id: string) => findYogas(c).filter((y) => y.id === id);

describe('catalogue entries', () => {
  it('BPHS ch. 36, category named, PyJHora ids as in yoga_msgs_en.json', () => {
    const by = (id: string) => YOGA_CATALOGUE.find((e) => e.id === id)!;
    expect(NEW.map((id) => by(id).pyjhoraId)).toEqual([
      'khadga_yoga', 'sreenaatha_yoga', 'siva_yoga', 'trilochana_yoga', 'devendra_yoga', 'indra_yoga', 'ravi_yoga', 'bhaaskara_yoga',
      'hari_yoga', 'hara_yoga', 'brahma_yoga', 'makuta_yoga', 'gandharva_yoga',
    ]);
    for (const id of NEW) expect(by(id)).toMatchObject({ category: 'named', isBenefic: true, source: { text: 'BPHS', chapter: '36' } });
  });
  it('the base chart has none of them', () => {
    const ids = findYogas(chart(Ar)).map((y) => y.id);
    for (const id of NEW) expect(ids).not.toContain(id);
  });
});

describe('Khadga: 2nd lord in the 9th, 9th lord in the 2nd, lagna lord in a kendra or trikona', () => {
  // Lagna Aries: 2nd Taurus (Venus), 9th Sagittarius (Jupiter). Venus in Sagittarius, Jupiter in Taurus.
  it('forms with the lagna lord Mars in Cancer (house 4, a kendra)', () => {
    const [y] = find(chart(Ar, { Venus: Sg, Jupiter: Ta, Mars: Cn }), 'khadga');
    expect(y.planetsInvolved).toEqual([MARS, JUPITER, VENUS]);
    expect(y.conditions.map((t) => t.$t)).toEqual(['yogas.cond.exchange', 'yogas.cond.lagnaLord']);
  });
  it('not with Mars in Gemini (house 3: neither kendra nor trikona)', () => {
    expect(find(chart(Ar, { Venus: Sg, Jupiter: Ta, Mars: Ge }), 'khadga')).toEqual([]);
  });
});

describe('Srinatha: 7th lord exalted in the 10th, 10th lord with the 9th lord', () => {
  // Lagna Sagittarius: 7th Gemini and 10th Virgo are both Mercury's; Mercury exalted in Virgo is in the 10th.
  // 9th Leo: the Sun. The Sun in Virgo joins the 10th lord Mercury.
  it('forms with Mercury and the Sun in Virgo', () => {
    const [y] = find(chart(Sg, { Mercury: Vi, Sun: Vi }), 'srinatha');
    expect(y.planetsInvolved).toEqual([SUN, MERCURY]);
  });
  it('not with the Sun in Libra (the 9th lord away from the 10th lord)', () => {
    expect(find(chart(Sg, { Mercury: Vi, Sun: Li }), 'srinatha')).toEqual([]);
  });
  it('not with Mercury in Gemini (own sign, not exalted, and in the 7th)', () => {
    expect(find(chart(Sg, { Mercury: Ge, Sun: Ge }), 'srinatha')).toEqual([]);
  });
});

describe('Shiva: 5th lord in the 9th, 9th lord in the 10th, 10th lord in the 5th', () => {
  // Lagna Aries: 5th Leo (Sun), 9th Sagittarius (Jupiter), 10th Capricorn (Saturn).
  it('forms with the Sun in Sagittarius, Jupiter in Capricorn, Saturn in Leo', () => {
    const [y] = find(chart(Ar, { Sun: Sg, Jupiter: Cp, Saturn: Le }), 'shiva');
    expect(y.planetsInvolved).toEqual([SUN, JUPITER, SATURN]);
    expect(y.conditions).toHaveLength(3);
  });
  it('not with Saturn in Virgo (the 10th lord in the 6th)', () => {
    expect(find(chart(Ar, { Sun: Sg, Jupiter: Cp, Saturn: Vi }), 'shiva')).toEqual([]);
  });
});

describe('Trilochana: the Sun, the Moon and Mars in mutual trines', () => {
  it('forms with the Sun in Aries, the Moon in Leo, Mars in Sagittarius (the fire signs)', () => {
    const [y] = find(chart(Ar, { Sun: Ar, Moon: Le, Mars: Sg }), 'trilochana');
    expect(y.planetsInvolved).toEqual([SUN, MOON, MARS]);
  });
  it('forms with two of them in one sign (the 1st is a trine): the Moon and Mars in Aries, the Sun in Sagittarius', () => {
    expect(find(chart(Ar, { Sun: Sg, Moon: Ar, Mars: Ar }), 'trilochana')).toHaveLength(1);
  });
  it('not with Mars in Capricorn (an earth sign, 10th from the Sun in Aries)', () => {
    expect(find(chart(Ar, { Sun: Ar, Moon: Le, Mars: Cp }), 'trilochana')).toEqual([]);
  });
  it('PyJHora 4.8.5 finds trilochana_yoga on reference chart p03 (yogas-breadth.json); p03 has the Sun in Sagittarius, the Moon and Mars in Aries', () => {
    const c = pyjhora.find((x) => x.id === 'p03')!;
    const lons = VEDIC_PLANETS.map((p) => c.positions[p].longitude);
    const ref = yogaChartFromLongitudes(c.positions.Ascendant.sign_index, lons, VEDIC_PLANETS.map(() => 1));
    expect([ref.planets[SUN].sign, ref.planets[MOON].sign, ref.planets[MARS].sign]).toEqual([Sg, Ar, Ar]);
    expect(find(ref, 'trilochana')).toHaveLength(1);
  });
});

describe('Devendra: fixed lagna, lords of 2 and 10 exchanged, lords of 1 and 11 exchanged', () => {
  // Lagna Taurus (fixed): 1st Venus, 2nd Gemini (Mercury), 10th Aquarius (Saturn), 11th Pisces (Jupiter).
  const over = { Mercury: Aq, Saturn: Ge, Venus: Pi, Jupiter: Ta };
  it('forms with Mercury in Aquarius, Saturn in Gemini, Venus in Pisces, Jupiter in Taurus', () => {
    const [y] = find(chart(Ta, over), 'devendra');
    expect(y.planetsInvolved).toEqual([MERCURY, JUPITER, VENUS, SATURN]);
    expect(y.conditions.map((t) => t.$t)).toEqual(['yogas.cond.fixedLagna', 'yogas.cond.exchange', 'yogas.cond.exchange']);
  });
  it('not with Jupiter in Aries (the 11th lord in the 12th: no second exchange)', () => {
    expect(find(chart(Ta, { ...over, Jupiter: Ar }), 'devendra')).toEqual([]);
  });
});

describe('Indra: lords of 5 and 11 exchanged, the Moon in the 5th', () => {
  // Lagna Aries: 5th Leo (Sun), 11th Aquarius (Saturn).
  it('forms with the Sun in Aquarius, Saturn and the Moon in Leo', () => {
    const [y] = find(chart(Ar, { Sun: Aq, Saturn: Le, Moon: Le }), 'indra');
    expect(y.planetsInvolved).toEqual([SUN, MOON, SATURN]);
  });
  it('not with the Moon in Virgo (house 6)', () => {
    expect(find(chart(Ar, { Sun: Aq, Saturn: Le, Moon: Vi }), 'indra')).toEqual([]);
  });
});

describe('Ravi: the Sun in the 10th, the 10th lord in the 3rd with Saturn', () => {
  // Lagna Gemini: 10th Pisces (Jupiter), 3rd Leo.
  it('forms with the Sun in Pisces, Jupiter and Saturn in Leo', () => {
    const [y] = find(chart(Ge, { Sun: Pi, Jupiter: Le, Saturn: Le }), 'ravi');
    expect(y.planetsInvolved).toEqual([SUN, JUPITER, SATURN]);
  });
  it('not with Saturn in Virgo (the 10th lord alone in the 3rd)', () => {
    expect(find(chart(Ge, { Sun: Pi, Jupiter: Le, Saturn: Vi }), 'ravi')).toEqual([]);
  });
  it('not when Saturn is himself the 10th lord (lagna Aries, Sun in Capricorn, Saturn in Gemini): a planet does not join itself', () => {
    expect(find(chart(Ar, { Sun: Cp, Saturn: Ge }), 'ravi')).toEqual([]);
  });
});

describe('Bhaskara: Mercury 2nd from the Sun, the Moon 12th from the Sun, Jupiter 5th or 9th from the Moon', () => {
  it('forms with the Sun in Aries, Mercury in Taurus, the Moon in Pisces, Jupiter in Cancer (5th from the Moon)', () => {
    const [y] = find(chart(Ar, { Sun: Ar, Mercury: Ta, Moon: Pi, Jupiter: Cn }), 'bhaskara');
    expect(y.planetsInvolved).toEqual([SUN, MOON, MERCURY, JUPITER]);
  });
  it('also with Jupiter in Scorpio (9th from the Moon)', () => {
    expect(find(chart(Ar, { Sun: Ar, Mercury: Ta, Moon: Pi, Jupiter: Sc }), 'bhaskara')).toHaveLength(1);
  });
  it('not with Jupiter in Gemini (4th from the Moon)', () => {
    expect(find(chart(Ar, { Sun: Ar, Mercury: Ta, Moon: Pi, Jupiter: Ge }), 'bhaskara')).toEqual([]);
  });
});

describe('Hari, Hara, Brahma: a natural benefic in each of three houses counted from a lord', () => {
  // Natural benefics (BPHS ch. 34): Jupiter, Venus, Mercury alone or with benefics, the Moon when waxing (less than
  // 180° ahead of the Sun; the Sun stays in Pisces 10° unless said). Lagna Aries throughout.
  it('Hari: the 2nd lord Venus in Cancer; Jupiter in Leo (2nd from Venus), the waxing Moon in Gemini (12th), Mercury alone in Aquarius (8th)', () => {
    const [y] = find(chart(Ar, { Venus: Cn, Jupiter: Le, Moon: Ge }), 'hari');
    expect(y.planetsInvolved).toEqual([MOON, MERCURY, JUPITER, VENUS]);
    expect(y.conditions.map((t) => t.$t)).toEqual(['yogas.cond.lordOf', 'yogas.cond.beneficsFromPlanet', 'yogas.cond.beneficsFromPlanet', 'yogas.cond.beneficsFromPlanet']);
  });
  it('Hari: not with Jupiter in Virgo (the 2nd from Venus then holds only Saturn)', () => {
    expect(find(chart(Ar, { Venus: Cn, Jupiter: Vi, Moon: Ge }), 'hari')).toEqual([]);
  });
  // Hara: the 7th lord Venus in Aries; 4th Cancer, 9th Sagittarius, 8th Scorpio from it.
  it('Hara: Mercury alone in Cancer, Jupiter in Sagittarius, the Moon in Scorpio 30° ahead of the Sun in Libra (waxing)', () => {
    const [y] = find(chart(Ar, { Venus: Ar, Mercury: Cn, Jupiter: Sg, Moon: Sc, Sun: Li }), 'hara');
    expect(y.planetsInvolved).toEqual([MOON, MERCURY, JUPITER, VENUS]);
  });
  it('Hara: not with the Sun in Taurus (the Moon in Scorpio 180° from it is not waxing, so no benefic in the 8th)', () => {
    expect(find(chart(Ar, { Venus: Ar, Mercury: Cn, Jupiter: Sg, Moon: Sc, Sun: Ta }), 'hara')).toEqual([]);
  });
  // Brahma: the lagna lord Mars in Aries; 4th Cancer, 10th Capricorn, 11th Aquarius from it.
  it('Brahma: Jupiter in Cancer, Venus in Capricorn, Mercury alone in Aquarius', () => {
    const [y] = find(chart(Ar, { Mars: Ar, Jupiter: Cn }), 'brahma');
    expect(y.planetsInvolved).toEqual([MARS, MERCURY, JUPITER, VENUS]);
  });
  it('Brahma: not with Jupiter in Leo (the 5th from Mars)', () => {
    expect(find(chart(Ar, { Mars: Ar, Jupiter: Le }), 'brahma')).toEqual([]);
  });
});

describe('Makuta: Jupiter 9th from the 9th lord, a benefic 9th from Jupiter, Saturn in the 10th', () => {
  // Lagna Taurus: the 9th lord is Saturn (Capricorn); Saturn in Aquarius (house 10); Jupiter in Libra (9th from
  // Aquarius); Venus in Gemini (9th from Libra).
  it('forms with Saturn in Aquarius, Jupiter in Libra, Venus in Gemini', () => {
    const [y] = find(chart(Ta, { Saturn: Aq, Jupiter: Li, Venus: Ge }), 'makuta');
    expect(y.planetsInvolved).toEqual([JUPITER, VENUS, SATURN]);
  });
  it('not with Venus in Cancer (Gemini, 9th from Jupiter, then holds only Mars and Ketu)', () => {
    expect(find(chart(Ta, { Saturn: Aq, Jupiter: Li, Venus: Cn }), 'makuta')).toEqual([]);
  });
});

describe('Gandharva: 10th lord in 3, 7 or 11, lagna lord with or aspected by Jupiter, Sun exalted, Moon in the 9th', () => {
  // Lagna Aries: the 10th lord Saturn in Gemini (house 3), the lagna lord Mars in Gemini, the Sun exalted in Aries,
  // the Moon in Sagittarius (house 9).
  it('forms with Jupiter beside Mars in Gemini', () => {
    const [y] = find(chart(Ar, { Sun: Ar, Moon: Sg, Mars: Ge, Saturn: Ge, Jupiter: Ge }), 'gandharva');
    expect(y.planetsInvolved).toEqual([SUN, MOON, MARS, JUPITER, SATURN]);
    expect(y.conditions.map((t) => t.$t)).toContain('yogas.cond.conjoinsJupiter');
  });
  it('forms with Jupiter in Sagittarius aspecting Mars in Gemini (7th from it)', () => {
    const [y] = find(chart(Ar, { Sun: Ar, Moon: Sg, Mars: Ge, Saturn: Ge, Jupiter: Sg }), 'gandharva');
    expect(y.conditions.map((t) => t.$t)).toContain('yogas.cond.aspectedByJupiter');
  });
  it('not with the Sun in Taurus (not exalted)', () => {
    expect(find(chart(Ar, { Sun: Ta, Moon: Sg, Mars: Ge, Saturn: Ge, Jupiter: Ge }), 'gandharva')).toEqual([]);
  });
});
