/**
 * The Ashraya, Dala and first Akriti Nabhasa yogas (BPHS ch. 35 vv. 7–11, R. Santhanam's translation;
 * Brihat Jataka ch. 12 vv. 2–4) on constructed charts: each forms in one chart and not in a chart that differs
 * by the planet the rule turns on. Only signs matter here, so the charts need not be astronomically possible.
 * Lagna Aries throughout, so the whole-sign house of a planet is its sign + 1 (Aries = house 1). Rahu stands in
 * Cancer (house 4) and Ketu in Capricorn (house 10); the Nabhasa yogas never count them.
 * Agreement with PyJHora on the 8 reference charts is in yogas-catalogue.test.ts (none of these yogas forms
 * there by either reading, but for PyJHora's Sarpa on p08, which counts Rahu and Ketu).
 */
import { describe, expect, it } from 'vitest';
import { findYogas, YOGA_CATALOGUE, yogaChartFromLongitudes, type YogaChart } from '../../shared/core/vedic/yogas/index.js';

/** Sun … Saturn at 10° of the given signs (0 = Aries), Rahu in Cancer, Ketu in Capricorn. */
function seven(signs: readonly number[]): YogaChart {
  const lons = [...signs.map((s) => s * 30 + 10), 3 * 30 + 10, 9 * 30 + 10];
  return yogaChartFromLongitudes(0, lons, [1, 13, 0.5, 1, 0.1, 1, 0.05, -0.05, -0.05]);
}
const ids = (chart: YogaChart) => findYogas(chart).map((y) => y.id);
const SUN = 0, MOON = 1, MARS = 2, MERCURY = 3, JUPITER = 4, VENUS = 5, SATURN = 6;
const at = (over: Partial<Record<number, number>>, base = [0, 1, 1, 1, 4, 5, 1]) => base.map((s, p) => over[p] ?? s);

describe('catalogue entries (BPHS ch. 35)', () => {
  it('ids, PyJHora ids, sources and benefic flags', () => {
    const by = (id: string) => YOGA_CATALOGUE.find((e) => e.id === id)!;
    expect(by('rajju')).toMatchObject({ category: 'nabhasa', pyjhoraId: 'rajju_yoga', source: { text: 'BPHS', chapter: '35', verse: '7' }, isBenefic: false });
    expect(by('musala')).toMatchObject({ pyjhoraId: 'musala_yoga', isBenefic: true });
    expect(by('nala')).toMatchObject({ pyjhoraId: 'nala_yoga', isBenefic: false });
    expect(by('mala')).toMatchObject({ pyjhoraId: 'maalaa_yoga', source: { verse: '8' }, isBenefic: true });
    expect(by('sarpa')).toMatchObject({ pyjhoraId: 'sarpa_yoga', source: { verse: '8' }, isBenefic: false });
    expect(by('gada')).toMatchObject({ pyjhoraId: 'gadaa_yoga', source: { verse: '9–11' } });
    // PyJHora's sakata_yoga is this Nabhasa yoga (all planets in houses 1 and 7), not the Moon–Jupiter Shakata.
    expect(by('shakata-nabhasa')).toMatchObject({ pyjhoraId: 'sakata_yoga', isBenefic: false });
    expect(by('vihaga')).toMatchObject({ pyjhoraId: 'vihanga_yoga' });
    expect(by('shringataka')).toMatchObject({ pyjhoraId: 'sringaataka_yoga', isBenefic: true });
    expect(by('hala')).toMatchObject({ pyjhoraId: 'hala_yoga' });
    expect(by('sarpa').decisions.map((d) => d.$t)).toEqual(['yogas.decision.dala', 'yogas.decision.nabhasaNodes']);
  });
});

describe('Ashraya yogas (v. 7): all seven planets in movable, fixed or dual signs', () => {
  it('Rajju: Aries, Cancer, Libra only; not when Saturn moves to Taurus', () => {
    const y = findYogas(seven([0, 0, 3, 3, 6, 6, 0])).find((x) => x.id === 'rajju')!;
    expect(y.planetsInvolved).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(y.conditions[0]).toMatchObject({ $t: 'yogas.cond.allInSignKind', p: { kind: { $t: 'yogas.signKind.movable' } } });
    expect(ids(seven([0, 0, 3, 3, 6, 6, 1]))).not.toContain('rajju');
  });
  it('Musala: Taurus, Leo, Scorpio; not with the Moon in Gemini', () => {
    expect(ids(seven([1, 4, 7, 1, 4, 7, 1]))).toContain('musala');
    expect(ids(seven([1, 2, 7, 1, 4, 7, 1]))).not.toContain('musala');
  });
  it('Nala: Gemini, Virgo, Sagittarius, Pisces; not with Mars in Aries. Rajju, Musala and Nala exclude each other', () => {
    const found = ids(seven([2, 5, 8, 11, 2, 5, 8]));
    expect(found).toContain('nala');
    expect(found.filter((i) => ['rajju', 'musala'].includes(i))).toEqual([]);
    expect(ids(seven([2, 5, 0, 11, 2, 5, 8]))).not.toContain('nala');
  });
  it('reported beside the Sankhya yoga of the same chart (Shula: three signs)', () => {
    expect(ids(seven([0, 0, 3, 3, 6, 6, 0])).filter((i) => ['rajju', 'shula'].includes(i))).toEqual(['rajju', 'shula']);
  });
});

describe('Dala yogas (v. 8): three kendras held by benefics (Mala) or malefics (Sarpa), the seven planets only', () => {
  it('Mala: Jupiter in house 1, Venus in 4, Mercury alone in 7 (a benefic, BPHS ch. 34); not when Mars joins Mercury', () => {
    // Sun in Virgo (6), Moon and Mars in Taurus (2), Saturn in Aquarius (11): no malefic in a kendra.
    const chart = seven(at({ [SUN]: 5, [MOON]: 1, [MARS]: 1, [MERCURY]: 6, [JUPITER]: 0, [VENUS]: 3, [SATURN]: 10 }));
    const y = findYogas(chart).find((x) => x.id === 'mala')!;
    expect(y.planetsInvolved).toEqual([MERCURY, JUPITER, VENUS]);
    // Mars in Libra with Mercury: the 7th now holds a malefic (and Mercury, with more malefics than benefics, is one).
    expect(ids(seven(at({ [SUN]: 5, [MOON]: 1, [MARS]: 6, [MERCURY]: 6, [JUPITER]: 0, [VENUS]: 3, [SATURN]: 10 })))).not.toContain('mala');
  });
  it('Sarpa: Sun in house 1, Mars in 4, Saturn in 10, no benefic there; not when Jupiter joins Saturn', () => {
    const base = { [SUN]: 0, [MOON]: 2, [MARS]: 3, [MERCURY]: 1, [JUPITER]: 4, [VENUS]: 5, [SATURN]: 9 };
    const y = findYogas(seven(at(base))).find((x) => x.id === 'sarpa')!;
    expect(y.planetsInvolved).toEqual([SUN, MARS, SATURN]);
    expect(ids(seven(at({ ...base, [JUPITER]: 9 })))).not.toContain('sarpa');
  });
  it('Sarpa is not formed by Rahu and Ketu: the Sun alone in a kendra, Rahu in the 4th, Ketu in the 10th (PyJHora would count three)', () => {
    const chart = seven(at({ [SUN]: 0, [MOON]: 1, [MARS]: 1, [MERCURY]: 1, [JUPITER]: 4, [VENUS]: 5, [SATURN]: 1 }));
    expect(ids(chart)).not.toContain('sarpa');
  });
});

describe('Akriti yogas (vv. 9–11): the seven planets fill exactly these houses', () => {
  it('Gada: houses 1 and 4, or 10 and 1; not when Saturn is in house 2', () => {
    expect(ids(seven([0, 0, 0, 3, 3, 3, 0]))).toContain('gada');
    expect(ids(seven([9, 9, 0, 0, 0, 9, 0]))).toContain('gada');
    expect(ids(seven([0, 0, 0, 3, 3, 3, 1]))).not.toContain('gada');
  });
  it('Shakata (Nabhasa): houses 1 and 7; not 1 and 4 (Gada)', () => {
    const found = ids(seven([0, 0, 0, 6, 6, 6, 0]));
    expect(found).toContain('shakata-nabhasa');
    expect(found).not.toContain('gada');
    expect(ids(seven([0, 0, 0, 3, 3, 3, 0]))).not.toContain('shakata-nabhasa');
  });
  it('Vihaga: houses 4 and 10; not with Saturn in house 1', () => {
    expect(ids(seven([3, 3, 9, 9, 9, 3, 3]))).toContain('vihaga');
    expect(ids(seven([3, 3, 9, 9, 9, 3, 0]))).not.toContain('vihaga');
  });
  it('Shringataka: houses 1, 5, 9; not with Saturn in house 2', () => {
    const y = findYogas(seven([0, 4, 8, 0, 4, 8, 0])).find((x) => x.id === 'shringataka')!;
    expect(y.conditions[0]).toMatchObject({ $t: 'yogas.cond.sevenInHouses', p: { houses: { $list: [1, 5, 9] } } });
    expect(ids(seven([0, 4, 8, 0, 4, 8, 1]))).not.toContain('shringataka');
  });
  it('Hala: houses 2, 6, 10 (a trine other than the lagna\'s); not the lagna\'s own trine 1, 5, 9', () => {
    expect(ids(seven([1, 5, 9, 1, 5, 9, 1]))).toContain('hala');
    expect(ids(seven([0, 4, 8, 0, 4, 8, 0]))).not.toContain('hala');
  });
  it('an Akriti yoga bars the Sankhya yoga (Brihat Jataka ch. 12 v. 10): Hala and no Shula', () => {
    const found = ids(seven([1, 5, 9, 1, 5, 9, 1]));
    expect(found).not.toContain('shula');
  });
});

describe('Akriti yogas of the kendras (BPHS ch. 35 vv. 9–12; Brihat Jataka ch. 12 v. 5: mixed planets are Kamala)', () => {
  it('Vajra: Mercury and Jupiter in 1, the waxing Moon and Venus in 7 (benefics); the Sun and Saturn in 4, Mars in 10 (malefics)', () => {
    // Sun in Cancer 10°, Moon in Libra 10°: 90° ahead of the Sun, waxing, so a benefic; Mercury with Jupiter is a benefic.
    const found = ids(seven([3, 6, 9, 0, 0, 6, 3]));
    expect(found).toContain('vajra');
    expect(found.filter((i) => ['yava', 'kamala'].includes(i))).toEqual([]);
  });
  it('Yava: the Sun and Mars in 1, Saturn in 7 (malefics); the waxing Moon, Mercury and Jupiter in 4, Venus in 10 (benefics)', () => {
    const found = ids(seven([0, 3, 0, 3, 3, 9, 6]));
    expect(found).toContain('yava');
    expect(found.filter((i) => ['vajra', 'kamala'].includes(i))).toEqual([]);
    expect(ids(seven([3, 6, 9, 0, 0, 6, 3]))).not.toContain('yava');
  });
  it('Kamala: all four kendras filled, Jupiter beside the Sun in 1 (mixed); not when Saturn moves to house 8', () => {
    expect(ids(seven([0, 3, 6, 9, 0, 3, 6]))).toContain('kamala');
    expect(ids(seven([0, 3, 6, 9, 0, 3, 7]))).not.toContain('kamala');
  });
  it('Vapi: the four panapharas 2, 5, 8, 11 or the four apoklimas 3, 6, 9, 12; not with Saturn in house 9 beside the panapharas', () => {
    expect(ids(seven([1, 4, 7, 10, 1, 4, 7]))).toContain('vapi');
    expect(ids(seven([2, 5, 8, 11, 2, 5, 8]))).toContain('vapi');
    expect(ids(seven([1, 4, 7, 10, 1, 4, 8]))).not.toContain('vapi');
  });
});

describe('Akriti yogas of four and seven successive houses (BPHS ch. 35 v. 13; Brihat Jataka ch. 12 vv. 7–8)', () => {
  const cases: [id: string, forms: number[], not: number[], why: string][] = [
    ['yupa', [0, 1, 2, 3, 0, 1, 2], [0, 1, 2, 4, 0, 1, 2], 'houses 1–4; not 1, 2, 3, 5'],
    ['shara', [3, 4, 5, 6, 3, 4, 5], [3, 4, 5, 7, 3, 4, 5], 'houses 4–7; not 4, 5, 6, 8'],
    ['shakti', [6, 7, 8, 9, 6, 7, 8], [6, 7, 8, 10, 6, 7, 8], 'houses 7–10; not 7, 8, 9, 11'],
    ['danda', [9, 10, 11, 0, 9, 10, 11], [9, 10, 11, 1, 9, 10, 11], 'houses 10, 11, 12, 1; not 10, 11, 12, 2'],
    ['nauka', [0, 1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5, 6, 7], 'houses 1–7, one planet each; not 2–8'],
    ['kuta', [3, 4, 5, 6, 7, 8, 9], [0, 1, 2, 3, 4, 5, 6], 'houses 4–10, one planet each; not 1–7 (Nauka)'],
  ];
  for (const [id, forms, not, why] of cases) {
    it(`${id}: ${why}`, () => {
      const y = findYogas(seven(forms)).find((x) => x.id === id)!;
      expect(y.planetsInvolved).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(ids(seven(not))).not.toContain(id);
    });
  }
  it('Yupa bars the Sankhya yoga Kedara (four signs)', () => {
    expect(ids(seven([0, 1, 2, 3, 0, 1, 2]))).not.toContain('kedara');
  });
});

describe('the last Akriti yogas: seven houses from the 7th and the 10th, Ardhachandra, Chakra, Samudra (Brihat Jataka ch. 12 vv. 8–9)', () => {
  const cases: [id: string, forms: number[], not: number[], why: string][] = [
    ['chhatra', [6, 7, 8, 9, 10, 11, 0], [6, 7, 8, 9, 10, 11, 1], 'houses 7–1, one planet each; not 7–12 and 2'],
    ['chapa', [9, 10, 11, 0, 1, 2, 3], [9, 10, 11, 0, 1, 2, 4], 'houses 10–4, one planet each; not 10–3 and 5'],
    ['ardhachandra', [1, 2, 3, 4, 5, 6, 7], [0, 1, 2, 3, 4, 5, 6], 'houses 2–8 (from a panaphara); not 1–7 (Nauka, from a kendra)'],
    ['chakra', [0, 2, 4, 6, 8, 10, 0], [0, 2, 4, 6, 8, 10, 1], 'the six odd houses; not with Saturn in house 2'],
    ['samudra', [1, 3, 5, 7, 9, 11, 1], [1, 3, 5, 7, 9, 11, 0], 'the six even houses; not with Saturn in house 1'],
  ];
  for (const [id, forms, not, why] of cases) {
    it(`${id}: ${why}`, () => {
      expect(ids(seven(forms))).toContain(id);
      expect(ids(seven(not))).not.toContain(id);
    });
  }
  it('Ardhachandra starts in any panaphara or apoklima: houses 9–3 too; Nauka and Ardhachandra exclude each other', () => {
    expect(ids(seven([8, 9, 10, 11, 0, 1, 2]))).toContain('ardhachandra');
    expect(ids(seven([0, 1, 2, 3, 4, 5, 6])).filter((i) => ['nauka', 'ardhachandra'].includes(i))).toEqual(['nauka']);
  });
  it('every Akriti yoga bars the Sankhya yoga, and a chart with no Akriti yoga has exactly one Sankhya yoga', () => {
    const SANKHYA = ['vallaki', 'dama', 'pasha', 'kedara', 'shula', 'yuga', 'gola'];
    const AKRITI = YOGA_CATALOGUE.filter((e) => e.category === 'nabhasa' && !SANKHYA.includes(e.id) && !['rajju', 'musala', 'nala', 'mala', 'sarpa'].includes(e.id))
      // Raman's Nav and Ishu (Nauka and Shara under his names) and Srik (benefics in kendras): malika.ts, filed under Nabhasa
      .filter((e) => !['nav', 'ishu', 'srik'].includes(e.id)).map((e) => e.id);
    expect(AKRITI).toHaveLength(20); // BPHS ch. 35 vv. 3–6: twenty Akriti yogas
    // every assignment of the seven planets to houses 1–3 of a walk over signs: a spread of patterns
    for (let n = 0; n < 400; n++) {
      const signs = Array.from({ length: 7 }, (_, p) => (n * (p + 3) + p * p * 5) % 12);
      const found = ids(seven(signs));
      const akriti = found.filter((i) => AKRITI.includes(i));
      const sankhya = found.filter((i) => SANKHYA.includes(i));
      expect(akriti.length + sankhya.length, signs.join(',')).toBe(1);
    }
  });
});
