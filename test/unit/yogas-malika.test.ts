/**
 * The Malika family (shared/core/vedic/yogas/malika.ts): the twelve Malika yogas (Raman, "Three Hundred Important Combinations"
 * #32–43), Nav (#75), Ishu (#72), Srik (#101), Chatussagara (#8), Rajalakshana (#10) and Marud (#160). Constructed charts (only the
 * signs matter; not necessarily astronomically possible), Sun … Ketu at 10° of the given signs (Mercury at 15°), lagna Aries, so
 * house = sign + 1. Natural benefics (context.ts): Jupiter, Venus, the Moon when waxing (less than 180° ahead of the Sun), Mercury
 * unless malefics outnumber benefics in his sign. Each yoga once formed and once with one condition broken, the test says which;
 * and how each relates to the Nabhasa yogas of nabhasa.ts (both reported, or one name standing for the other). Agreement with
 * PyJHora on the reference charts is in yogas-catalogue.test.ts (none of these yogas forms on the eight charts, in either).
 */
import { describe, expect, it } from 'vitest';
import { findYogas, YOGA_CATALOGUE } from '../../shared/core/vedic/yogas/index.js';
import { renderText } from '../../shared/i18n/text/render.js';
import { Ar, Ta, Ge, Cn, Le, Vi, Li, Sc, Sg, Cp, Aq, Pi, SUN, MOON, MARS, MERCURY, JUPITER, VENUS, SATURN, chart, found } from '../helpers/yoga-charts.js';

const ids = (c: ReturnType<typeof chart>, convention?: 'jhora') => findYogas(c, convention).map((y) => y.id);

const MALIKAS = [
  'lagna-malika', 'dhana-malika', 'vikrama-malika', 'sukha-malika', 'putra-malika', 'satru-malika',
  'kalatra-malika', 'randhra-malika', 'bhagya-malika', 'karma-malika', 'laabha-malika', 'vyaya-malika',
] as const;
/** The Akriti Nabhasa yoga of seven planets in seven successive houses from house h (BPHS ch. 35; Brihat Jataka ch. 12 v. 8). */
const AKRITI: Record<number, string> = { 1: 'nauka', 4: 'kuta', 7: 'chhatra', 10: 'chapa' };

/** Sun … Saturn one in each of the seven signs from Aries + h − 1 (houses h … h + 6); Rahu in the 8th from there, Ketu in the 2nd. */
const garland = (h: number) => chart([0, 1, 2, 3, 4, 5, 6, 7, 1].map((k, i) => (h - 1 + (i === 7 ? 7 : k)) % 12));

describe('catalogue entries', () => {
  const by = (id: string) => YOGA_CATALOGUE.find((e) => e.id === id)!;
  it('the twelve Malikas are Raman #32–43 with PyJHora\'s <bhava>_malika_yoga ids; Satru and Randhra Malika adverse, as their results are', () => {
    const keys = ['lagna', 'dhana', 'vikrama', 'sukha', 'putra', 'satru', 'kalatra', 'randhra', 'bhagya', 'karma', 'laabha', 'vyaya'];
    MALIKAS.forEach((id, i) => {
      expect(by(id)).toMatchObject({
        pyjhoraId: `${keys[i]}_malika_yoga`, category: 'named', isBenefic: id !== 'satru-malika' && id !== 'randhra-malika',
        source: { text: 'Raman, Three Hundred Important Combinations', chapter: null, verse: `#${32 + i}` },
      });
    });
  });
  it('Nav #75, Ishu #72, Srik #101, Chatussagara #8, Rajalakshana #10, Marud #160', () => {
    expect(by('nav')).toMatchObject({ pyjhoraId: 'nav_yoga', category: 'nabhasa', isBenefic: false, source: { verse: '#75' } });
    expect(by('ishu')).toMatchObject({ pyjhoraId: 'ishu_yoga', category: 'nabhasa', isBenefic: false, source: { verse: '#72' } });
    expect(by('srik')).toMatchObject({ pyjhoraId: 'srik_yoga', category: 'nabhasa', isBenefic: true, source: { verse: '#101' } });
    expect(by('chatussagara')).toMatchObject({ pyjhoraId: 'chatussagara_yoga', isBenefic: true, source: { verse: '#8' } });
    expect(by('rajalakshana')).toMatchObject({ pyjhoraId: 'rajalakshana_yoga', isBenefic: true, source: { verse: '#10' } });
    expect(by('marud')).toMatchObject({ pyjhoraId: 'marud_yoga', isBenefic: true, source: { verse: '#160' } });
  });
  it('the Malika description names the starting house and Raman\'s number, and the Akriti yoga reported beside it', () => {
    const en = renderText(by('putra-malika').condition, 'en');
    expect(en).toContain('from the 5th onwards');
    expect(en).toContain('Raman #36');
    expect(en).toContain('Akriti Nabhasa yoga');
    expect(renderText(by('putra-malika').condition, 'hi')).toContain('पंचम भाव');
  });
});

describe('Malika yogas (Raman #32–43): the seven planets Sun to Saturn in the seven houses from a given one, one in each', () => {
  for (let h = 1; h <= 12; h++) {
    const akriti = AKRITI[h] ?? 'ardhachandra';
    it(`${MALIKAS[h - 1]}: houses ${h} to ${((h + 5) % 12) + 1}; the Akriti yoga ${akriti} is reported beside it, and no other Malika`, () => {
      const c = garland(h);
      const [y] = found(c, MALIKAS[h - 1]);
      expect(y.planetsInvolved).toEqual([SUN, MOON, MARS, MERCURY, JUPITER, VENUS, SATURN]);
      expect(y.conditions.map((t) => t.$t)).toEqual(['yogas.cond.sevenInHouses']);
      const all = ids(c);
      expect(all).toContain(akriti);
      expect(all.filter((id) => id.endsWith('-malika'))).toEqual([MALIKAS[h - 1]]);
    });
  }
  it('Rahu and Ketu do not count: with the seven in houses 1–7, Rahu in the 8th and Ketu in the 2nd it is still Lagna Malika, not Dhana Malika', () => {
    const all = ids(chart([Ar, Ta, Ge, Cn, Le, Vi, Li, Sc, Ta]));
    expect(all).toContain('lagna-malika');
    expect(all).not.toContain('dhana-malika');
  });
  it('does not form when two planets share a house: Saturn joins the Sun in Aries (six houses 1–6 occupied)', () => {
    const all = ids(chart([Ar, Ta, Ge, Cn, Le, Vi, Ar, Sc, Ta]));
    expect(all.filter((id) => id.endsWith('-malika'))).toEqual([]);
    expect(all).not.toContain('nauka');
  });
  it('does not form with a gap: Saturn in Scorpio (houses 1–6 and 8, not seven successive houses)', () => {
    expect(ids(chart([Ar, Ta, Ge, Cn, Le, Vi, Sc, Sg, Ta])).filter((id) => id.endsWith('-malika'))).toEqual([]);
  });
});

describe('Nav (Raman #75) and Ishu (Raman #72): Raman\'s names for Nauka and Shara, one yoga under two names', () => {
  const houses1to7 = chart([Ar, Ta, Ge, Cn, Le, Vi, Li, Sc, Ta]);
  // Sun Cancer, Moon Leo, Mars Virgo, Mercury Libra, Jupiter Cancer, Venus Leo, Saturn Virgo: houses 4–7, each occupied.
  const houses4to7 = chart([Cn, Le, Vi, Li, Cn, Le, Vi, Sg, Ge]);
  it('classical: Nauka alone stands for the placement (with Lagna Malika beside it); Nav is not listed again', () => {
    const all = ids(houses1to7);
    expect(all).toContain('nauka');
    expect(all).not.toContain('nav');
  });
  it('jhora (PyJHora\'s reporting): Nav is listed beside Nauka, with the same planets and condition', () => {
    const ys = findYogas(houses1to7, 'jhora');
    const nav = ys.find((y) => y.id === 'nav')!, nauka = ys.find((y) => y.id === 'nauka')!;
    expect(nav).toMatchObject({ pyjhoraId: 'nav_yoga', planetsInvolved: nauka.planetsInvolved, conditions: nauka.conditions });
    expect(nav.interpretation).toEqual(nauka.interpretation);
  });
  it('classical: Shara alone for houses 4–7; jhora adds Ishu beside it', () => {
    expect(ids(houses4to7)).toContain('shara');
    expect(ids(houses4to7)).not.toContain('ishu');
    expect(ids(houses4to7, 'jhora')).toEqual(expect.arrayContaining(['shara', 'ishu']));
  });
  it('Ishu, like Shara, fills every house of 4–7: the seven within houses 4–6 (7th empty) are no Ishu (PyJHora would report it) but Shula', () => {
    // Sun, Mercury, Saturn Cancer; Moon, Jupiter Leo; Mars, Venus Virgo: three signs, no Akriti set, so the Sankhya yoga Shula.
    const all = ids(chart([Cn, Le, Vi, Cn, Le, Vi, Cn, Sg, Ge]), 'jhora');
    expect(all).not.toContain('ishu');
    expect(all).toContain('shula');
    expect(YOGA_CATALOGUE.find((e) => e.id === 'ishu')!.pyjhoraId).toBe('ishu_yoga');
  });
  it('neither forms when one planet leaves the span: Saturn in Scorpio (8th) breaks Nav, Mercury in Scorpio (8th) breaks Ishu', () => {
    expect(ids(chart([Ar, Ta, Ge, Cn, Le, Vi, Sc, Sg, Ge]), 'jhora')).not.toContain('nav');
    expect(ids(chart([Cn, Le, Vi, Sc, Cn, Le, Vi, Sg, Ge]), 'jhora')).not.toContain('ishu');
  });
});

describe('Srik (Raman #101): all the natural benefics in kendras; reported beside Mala (BPHS ch. 35 v. 8) when both form, as they differ', () => {
  // Sun and Mercury in Aries (Mercury with the Sun alone: a malefic), Moon in Capricorn 270° ahead of the Sun (waning: a malefic),
  // Jupiter Cancer (4th), Venus Libra (7th), Mars Gemini, Saturn Aquarius. The benefics are Jupiter and Venus, both in kendras.
  const onlyTwo = chart([Ar, Cp, Ge, Ar, Cn, Li, Aq, Sg, Ge]);
  it('forms with Jupiter and Venus, the only benefics, in the 4th and 7th; Mala does not (two kendras held by benefics, the 1st by malefics)', () => {
    const [y] = found(onlyTwo, 'srik');
    expect(y).toMatchObject({ pyjhoraId: 'srik_yoga', planetsInvolved: [JUPITER, VENUS] });
    expect(y.conditions[0].$t).toBe('yogas.cond.malika.allBeneficsInKendras');
    expect(found(onlyTwo, 'mala')).toEqual([]);
  });
  it('does not form when the Moon is waxing in Gemini (60° ahead of the Sun: a benefic) in the 3rd', () => {
    expect(found(chart([Ar, Ge, Ge, Ar, Cn, Li, Aq, Sg, Ge]), 'srik')).toEqual([]);
  });
  it('Mala without Srik (PyJHora\'s srik_yoga, its Mala, would form): Jupiter Aries, Venus Cancer, waxing Moon Libra hold three kendras, but benefic Mercury (alone in Gemini) is in the 3rd', () => {
    // Sun Leo (130°), Moon Libra (190°): 60° ahead, waxing. Mars Sagittarius, Saturn Aquarius.
    const c = chart([Le, Li, Sg, Ge, Ar, Cn, Aq, Sc, Ta]);
    expect(found(c, 'mala')).toHaveLength(1);
    expect(found(c, 'srik')).toEqual([]);
  });
});

describe('Chatussagara (Raman #8): every kendra holds one of the seven planets', () => {
  it('forms with the Sun in the 1st, the Moon in the 4th, Mars in the 7th and Saturn in the 10th', () => {
    const [y] = found(chart([Ar, Cn, Li, Ge, Sg, Aq, Cp, Ta, Sc]), 'chatussagara');
    expect(y).toMatchObject({ pyjhoraId: 'chatussagara_yoga', planetsInvolved: [SUN, MOON, MARS, SATURN] });
  });
  it('does not form with Saturn in Aquarius and Rahu in Capricorn: Rahu does not fill the 10th (PyJHora would count him)', () => {
    expect(found(chart([Ar, Cn, Li, Ge, Sg, Aq, Aq, Cp, Cn]), 'chatussagara')).toEqual([]);
  });
  it('Kamala, all seven in the kendras alone, is a special case: both are reported', () => {
    // Sun and Jupiter Aries, Moon and Venus Cancer (waxing Moon), Mars and Saturn Libra, Mercury Capricorn (alone: benefic):
    // benefics and malefics mixed in the 1st, so Kamala rather than Vajra or Yava.
    const all = ids(chart([Ar, Cn, Li, Cp, Ar, Cn, Li, Ta, Sc]));
    expect(all).toEqual(expect.arrayContaining(['chatussagara', 'kamala']));
  });
});

describe('Rajalakshana (Raman #10): Jupiter, Venus, Mercury and the Moon in the lagna or the other kendras', () => {
  it('forms with the Moon in the 1st, Mercury in the 4th, Jupiter in the 7th and Venus in the 10th', () => {
    const [y] = found(chart([Ta, Ar, Ge, Cn, Li, Cp, Le, Sg, Ge]), 'rajalakshana');
    expect(y).toMatchObject({ pyjhoraId: 'rajalakshana_yoga', planetsInvolved: [MOON, MERCURY, JUPITER, VENUS] });
    expect(y.conditions.map((t) => t.$t)).toEqual(['yogas.cond.position', 'yogas.cond.position', 'yogas.cond.position', 'yogas.cond.position']);
  });
  it('does not form with Venus in Aquarius (the 11th)', () => {
    expect(found(chart([Ta, Ar, Ge, Cn, Li, Aq, Le, Sg, Ge]), 'rajalakshana')).toEqual([]);
  });
});

describe('Marud (Raman #160): Jupiter 5th or 9th from Venus, the Moon 5th from Jupiter, the Sun in a kendra from the Moon', () => {
  it('forms: Venus Aries, Jupiter Leo (5th from Venus), Moon Sagittarius (5th from Jupiter), Sun Pisces (4th from the Moon)', () => {
    const [y] = found(chart([Pi, Sg, Ge, Aq, Le, Ar, Cp, Ta, Sc]), 'marud');
    expect(y).toMatchObject({ pyjhoraId: 'marud_yoga', planetsInvolved: [SUN, MOON, JUPITER, VENUS] });
    expect(renderText(y.conditions[0], 'en')).toBe('Jupiter in the 5th house from Venus');
    expect(renderText(y.conditions[2], 'en')).toBe('Sun in the 4th house from Moon');
  });
  it('forms with Jupiter in the 9th from Venus: Venus Aries, Jupiter Sagittarius, Moon Aries (5th from Jupiter) with the Sun (1st, a kendra)', () => {
    expect(found(chart([Ar, Ar, Ge, Ta, Sg, Ar, Cp, Vi, Pi]), 'marud')).toHaveLength(1);
  });
  it('does not form with the Moon in the 9th from Jupiter (Venus Aries, Jupiter Leo, Moon Aries): the text asks the 5th', () => {
    expect(found(chart([Ar, Ar, Ge, Ta, Le, Ar, Cp, Vi, Pi]), 'marud')).toEqual([]);
  });
  it('does not form with the Sun in the 2nd from the Moon (Moon Sagittarius, Sun Capricorn)', () => {
    expect(found(chart([Cp, Sg, Ge, Aq, Le, Ar, Cp, Ta, Sc]), 'marud')).toEqual([]);
  });
});

describe('order: the family\'s yogas come in the order of MALIKA_DEFS', () => {
  it('Srik, Chatussagara, Rajalakshana: Moon 1st, Mercury 4th, Jupiter 7th, Venus 10th fill every kendra, and hold every benefic', () => {
    // The Moon in Aries is 330° ahead of the Sun in Taurus (waning, not a benefic); Mercury alone in Cancer is one; so the benefics
    // Mercury, Jupiter and Venus are all in kendras: Srik forms too.
    const fam = ids(chart([Ta, Ar, Ge, Cn, Li, Cp, Le, Sg, Ge])).filter((id) => ['srik', 'chatussagara', 'rajalakshana', 'marud'].includes(id));
    expect(fam).toEqual(['srik', 'chatussagara', 'rajalakshana']);
  });
});
