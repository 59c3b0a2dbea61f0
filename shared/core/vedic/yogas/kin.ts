/**
 * Yogas of kin and possessions (wealth through the mother, siblings, mother, relatives, vehicles, children) in the
 * form B.V. Raman gives them ("Three Hundred Important Combinations" #138, #177–178, #194, #197–199, #208–209,
 * #221–222, #224–226, #230), whose numbers PyJHora's ids follow (`bandhu_pujya_yoga_194`, `dattha_puthra_yoga_222` …).
 * The conditions are Raman's as PyJHora's yoga_msgs_en.json quotes them; the conventions are those of context.ts:
 * "joined" is the same sign, "aspected" is graha drishti (BPHS ch. 26, so Rahu and Ketu aspect nothing), the lords
 * are the traditional ones, and the malefics are the natural malefics of the chart (Sun, Mars, Saturn, Rahu, Ketu,
 * the waning Moon, an afflicted Mercury). Every difference from PyJHora 4.8.5 on the reference charts is a decision
 * of the entry (yogas-catalogue.test.ts).
 */
import { list as textList, text } from '../../text.js';
import { naturalRelation, VEDIC_PLANETS } from '../grahas.js';
import {
  ALL, aspecting, aspectsSign, associations, countFrom, type Ctx, type Def, dignityOf, DUSTHANA, houseSign, inNavamsaLine, isStrong,
  JUPITER, KENDRA, lordIndex, lordLine, lordOfHouse, make, MARS, MERCURY, MOON, NAME, navamsaSign, ORD, pos, SATURN, SEVEN, SIGN, SUN,
  T, TRIKONA, type Yoga,
} from './context.js';

const source = (raman: string) => ({ text: 'Raman, Three Hundred Important Combinations', chapter: null, verse: raman });
const LORDS = text('yogas.decision.lords'), ASPECTS = text('yogas.decision.kinAspects');

export const KIN_DEFS = {
  matrumuladhana: {
    name: 'Matrumuladhana Yoga', isBenefic: true,
    id: 'matrumuladhana', category: 'dhana', source: source('#138'), pyjhoraId: 'matrumooladdhana_yoga', decisions: [LORDS],
    description: text('yogas.matrumuladhana.description'), interpretation: [text('yogas.matrumuladhana.interpretation.1')],
  },
  bhratruvriddhi: {
    name: 'Bhratruvriddhi Yoga', isBenefic: true,
    id: 'bhratruvriddhi', category: 'named', source: source('#177'), pyjhoraId: 'bhratruvriddhi_yoga', decisions: [LORDS, text('yogas.decision.bhratruvriddhi')],
    description: text('yogas.bhratruvriddhi.description'), interpretation: [text('yogas.bhratruvriddhi.interpretation.1')],
  },
  sodaranasa: {
    name: 'Sodaranasa Yoga', isBenefic: false,
    id: 'sodaranasa', category: 'arishta', source: source('#178'), pyjhoraId: 'sodaranasa_yoga', decisions: [LORDS, text('yogas.decision.sodaranasa')],
    description: text('yogas.sodaranasa.description'), interpretation: [text('yogas.sodaranasa.interpretation.1')],
  },
  bandhuPujya: {
    name: 'Bandhu Pujya Yoga', isBenefic: true,
    id: 'bandhu-pujya', category: 'named', source: source('#194'), pyjhoraId: 'bandhu_pujya_yoga_194', decisions: [LORDS, text('yogas.decision.bandhuPujyaHouse')],
    description: text('yogas.bandhuPujya.description'), interpretation: [text('yogas.bandhuPujya.interpretation.1')],
  },
  matrunasa: {
    name: 'Matrunasa Yoga', isBenefic: false,
    id: 'matrunasa', category: 'arishta', source: source('#198'), pyjhoraId: 'matrunasa_yoga_198', decisions: [ASPECTS],
    description: text('yogas.matrunasa.description'), interpretation: [text('yogas.matrunasa.interpretation.1')],
  },
  matrudeerghayus: {
    name: 'Matrudeerghayus Yoga', isBenefic: true,
    id: 'matrudeerghayus', category: 'named', source: source('#197'), pyjhoraId: 'matrudeerghayur_yoga_197', decisions: [LORDS],
    description: text('yogas.matrudeerghayus.description'), interpretation: [text('yogas.matrudeerghayus.interpretation.1')],
  },
  matrunasaNavamsa: {
    name: 'Navamsa Matrunasa Yoga', isBenefic: false,
    id: 'matrunasa-navamsa', category: 'arishta', source: source('#199'), pyjhoraId: 'matrunasa_yoga_199', decisions: [LORDS],
    description: text('yogas.matrunasaNavamsa.description'), interpretation: [text('yogas.matrunasa.interpretation.1')],
  },
  matrusneha: {
    name: 'Matrusneha Yoga', isBenefic: true,
    id: 'matrusneha', category: 'named', source: source('#208'), pyjhoraId: 'matru_sneha_yoga', decisions: [LORDS, text('yogas.decision.matrusneha')],
    description: text('yogas.matrusneha.description'), interpretation: [text('yogas.matrusneha.interpretation.1')],
  },
  vahana: {
    name: 'Vahana Yoga', isBenefic: true,
    id: 'vahana', category: 'named', source: source('#209'), pyjhoraId: 'vahana_yoga_209', decisions: [LORDS],
    description: text('yogas.vahana.description'), interpretation: [text('yogas.vahana.interpretation.1')],
  },
  bahuputra: {
    name: 'Bahuputra Yoga', isBenefic: true,
    id: 'bahuputra', category: 'named', source: source('#221'), pyjhoraId: 'bahu_puthra_yoga_221', decisions: [text('yogas.decision.bahuputra')],
    description: text('yogas.bahuputra.description'), interpretation: [text('yogas.bahuputra.interpretation.1')],
  },
  dattaputra: {
    name: 'Dattaputra Yoga', isBenefic: false,
    id: 'dattaputra', category: 'named', source: source('#222'), pyjhoraId: 'dattha_puthra_yoga_222', decisions: [text('yogas.decision.dattaputra')],
    description: text('yogas.dattaputra.description'), interpretation: [text('yogas.dattaputra.interpretation.1')],
  },
  aputra: {
    name: 'Aputra Yoga', isBenefic: false,
    id: 'aputra', category: 'arishta', source: source('#224'), pyjhoraId: 'aputhra_yoga', decisions: [LORDS],
    description: text('yogas.aputra.description'), interpretation: [text('yogas.aputra.interpretation.1')],
  },
  ekaputra: {
    name: 'Ekaputra Yoga', isBenefic: true,
    id: 'ekaputra', category: 'named', source: source('#225'), pyjhoraId: 'eka_puthra_yoga', decisions: [LORDS],
    description: text('yogas.ekaputra.description'), interpretation: [text('yogas.ekaputra.interpretation.1')],
  },
  suputra: {
    name: 'Suputra Yoga', isBenefic: true,
    id: 'suputra', category: 'named', source: source('#226'), pyjhoraId: 'suputhra_yoga', decisions: [],
    description: text('yogas.suputra.description'), interpretation: [text('yogas.suputra.interpretation.1')],
  },
  kalanirdesatPutranasa: {
    name: 'Kalanirdesat Putranasa Yoga', isBenefic: false,
    id: 'kalanirdesat-putranasa', category: 'arishta', source: source('#230'), pyjhoraId: 'kaalanirdesat_puthranaasa_yoga_230',
    decisions: [ASPECTS],
    description: text('yogas.kalanirdesatPutranasa.description'), interpretation: [text('yogas.kalanirdesatPutranasa.interpretation.1')],
  },
} satisfies Record<string, Def>;

const D = KIN_DEFS;

const malefics = (c: Ctx) => ALL.filter((p) => !c.benefic[p]);

const FIFTH_FROM_LAGNA = T('yogas.cond.houseFromLagna', { house: 5 });
const FOURTH_FROM_LAGNA = T('yogas.cond.houseFromLagna', { house: 4 });

/** Lines naming the planets of `among` that occupy `sign` (`place`) and those that aspect it (graha drishti); empty when none. */
function onSign(c: Ctx, sign: number, place: ReturnType<typeof T>, among: readonly number[]): { planets: number[]; lines: ReturnType<typeof T>[] } {
  const inIt = among.filter((p) => c.sign[p] === sign);
  const by = among.filter((p) => c.sign[p] !== sign && aspectsSign(p, c.sign[p], sign));
  const lines = [];
  if (inIt.length) lines.push(T('yogas.cond.placeHolds', { place, sign: SIGN(sign), planets: textList(inIt.map(NAME)) }));
  if (by.length) lines.push(T('yogas.cond.placeAspectedBy', { place, sign: SIGN(sign), planets: textList(by.map(NAME)) }));
  return { planets: [...inIt, ...by], lines };
}

/** #138: the 2nd lord joins the 4th lord or is aspected by him. */
function matrumuladhana(c: Ctx, out: Yoga[]): void {
  const l2 = lordOfHouse(c, 2), l4 = lordOfHouse(c, 4);
  const joined = c.sign[l2] === c.sign[l4], aspected = aspectsSign(l4, c.sign[l4], c.sign[l2]);
  if (!joined && !aspected) return;
  out.push(make(c, D.matrumuladhana, [l2, l4], [
    lordLine(c, 2), lordLine(c, 4),
    joined ? T('yogas.cond.conjoinedWith', { planet: NAME(l2), planets: NAME(l4) }) : T('yogas.cond.aspectedByPlanets', { planet: NAME(l2), planets: NAME(l4) }),
  ]));
}

/** Signs owned by the natural benefics Mercury, Venus, the Moon and Jupiter (Taurus, Gemini, Cancer, Virgo, Libra, Sagittarius, Pisces). */
const BENEFIC_SIGNS = [1, 2, 3, 5, 6, 8, 11];

/** #177: the 3rd lord or Mars joined with or aspected by a benefic, or in a benefic sign or navamsa. */
function bhratruvriddhi(c: Ctx, out: Yoga[]): void {
  for (const p of [...new Set([lordOfHouse(c, 3), MARS])]) {
    const bens: number[] = ALL.filter((b) => b !== p && c.benefic[b]);
    const joined = bens.filter((b) => c.sign[b] === c.sign[p]), by = aspecting(c, p, bens).filter((b) => !joined.includes(b));
    const inSign = BENEFIC_SIGNS.includes(c.sign[p]), inNavamsa = BENEFIC_SIGNS.includes(navamsaSign(c, p));
    if (!joined.length && !by.length && !inSign && !inNavamsa) continue;
    out.push(make(c, D.bhratruvriddhi, [p, ...joined, ...by], [
      p === MARS ? pos(c, MARS) : lordLine(c, 3),
      ...(joined.length ? [T('yogas.cond.conjoinedWith', { planet: NAME(p), planets: textList(joined.map(NAME)) })] : []),
      ...(by.length ? [T('yogas.cond.aspectedByPlanets', { planet: NAME(p), planets: textList(by.map(NAME)) })] : []),
      ...(inSign ? [T('yogas.cond.inBeneficSign', { planet: NAME(p), sign: SIGN(c.sign[p]) })] : []),
      ...(inNavamsa ? [inNavamsaLine(c, p)] : []),
    ]));
    return;
  }
}

/** #178: Mars and the 3rd lord in the 3rd, 5th, 7th or 8th house, each aspected by a malefic. */
function sodaranasa(c: Ctx, out: Yoga[]): void {
  const l3 = lordOfHouse(c, 3);
  const pair = [...new Set([MARS, l3])];
  if (!pair.every((p) => [3, 5, 7, 8].includes(c.house[p]))) return;
  const by = pair.map((p) => aspecting(c, p, malefics(c)));
  if (by.some((b) => !b.length)) return;
  out.push(make(c, D.sodaranasa, [...pair, ...by.flat()], [
    pos(c, MARS), lordLine(c, 3), ...pair.map((p, i) => T('yogas.cond.aspectedByMalefics', { planet: NAME(p), planets: textList(by[i].map(NAME)) })),
  ]));
}

/** #194: Jupiter occupies or aspects the 4th house, or joins or aspects the 4th lord. */
function bandhuPujya(c: Ctx, out: Yoga[]): void {
  const l4 = lordOfHouse(c, 4);
  const { lines } = onSign(c, houseSign(c, 4), FOURTH_FROM_LAGNA, [JUPITER]);
  if (l4 !== JUPITER) {
    if (c.sign[JUPITER] === c.sign[l4]) lines.push(T('yogas.cond.conjoinedWith', { planet: NAME(l4), planets: NAME(JUPITER) }));
    else if (aspectsSign(JUPITER, c.sign[JUPITER], c.sign[l4])) lines.push(T('yogas.cond.aspectedByPlanets', { planet: NAME(l4), planets: NAME(JUPITER) }));
  }
  if (!lines.length) return;
  out.push(make(c, D.bandhuPujya, [JUPITER, l4], [pos(c, JUPITER), lordLine(c, 4), ...lines]));
}

/** #198: the Moon hemmed in between malefics, joined with a malefic or aspected by one. */
function matrunasa(c: Ctx, out: Yoga[]): void {
  const m = malefics(c).filter((p) => p !== MOON);
  const s = c.sign[MOON];
  const before = m.filter((p) => c.sign[p] === (s + 11) % 12), after = m.filter((p) => c.sign[p] === (s + 1) % 12);
  const joined = m.filter((p) => c.sign[p] === s);
  const by = aspecting(c, MOON, m);
  const hemmed = before.length > 0 && after.length > 0;
  if (!hemmed && !joined.length && !by.length) return;
  out.push(make(c, D.matrunasa, [MOON, ...(hemmed ? [...before, ...after] : []), ...joined, ...by], [
    pos(c, MOON),
    ...(hemmed ? [T('yogas.cond.hemmedByMalefics', { planet: NAME(MOON), before: textList(before.map(NAME)), after: textList(after.map(NAME)) })] : []),
    ...(joined.length ? [T('yogas.cond.conjoinedWith', { planet: NAME(MOON), planets: textList(joined.map(NAME)) })] : []),
    ...(by.length ? [T('yogas.cond.aspectedByMalefics', { planet: NAME(MOON), planets: textList(by.map(NAME)) })] : []),
  ]));
}


/** #197: the lord of the navamsa the 4th lord occupies is strong and in a kendra both from the lagna and from the Moon. */
function matrudeerghayus(c: Ctx, out: Yoga[]): void {
  const l4 = lordOfHouse(c, 4), n = lordIndex(navamsaSign(c, l4));
  if (!isStrong(c, n) || !KENDRA.includes(c.house[n]) || !KENDRA.includes(countFrom(c.sign[MOON], c.sign[n]))) return;
  out.push(make(c, D.matrudeerghayus, [l4, n, MOON], [
    lordLine(c, 4), inNavamsaLine(c, l4), T('yogas.cond.navamsaLordStrong', { position: pos(c, n) }),
    T('yogas.cond.fromMoon', { planet: NAME(n), house: ORD(countFrom(c.sign[MOON], c.sign[n])), sign: SIGN(c.sign[MOON]) }),
  ]));
}

/** #199: the lord of the navamsa occupied by the lord of the 4th lord's navamsa is in the 6th, 8th or 12th house. */
function matrunasaNavamsa(c: Ctx, out: Yoga[]): void {
  const l4 = lordOfHouse(c, 4), a = lordIndex(navamsaSign(c, l4)), b = lordIndex(navamsaSign(c, a));
  if (!DUSTHANA.includes(c.house[b])) return;
  out.push(make(c, D.matrunasaNavamsa, [l4, a, b], [lordLine(c, 4), inNavamsaLine(c, l4), inNavamsaLine(c, a), pos(c, b)]));
}

/** #221: a planet associated with the 7th lord occupies a navamsa whose lord is in the 1st, 2nd or 5th house. */
function bahuputra(c: Ctx, out: Yoga[]): void {
  const l7 = lordOfHouse(c, 7);
  for (const q of SEVEN) {
    if (q === l7) continue;
    const how = associations(c, q, l7);
    if (!how.length) continue;
    const n = lordIndex(navamsaSign(c, q));
    if (![1, 2, 5].includes(c.house[n])) continue;
    out.push(make(c, D.bahuputra, [l7, q, n], [
      lordLine(c, 7),
      T('yogas.cond.association', { how: textList(how.map((h) => T(`yogas.association.${h.replace(/ (\w)/g, (_, ch: string) => ch.toUpperCase())}`))) }),
      inNavamsaLine(c, q), pos(c, n),
    ]));
    return;
  }
}

/** Tatkalika (temporal) friends: planets in the 2nd, 3rd, 4th, 10th, 11th or 12th from each other (BPHS ch. 3). */
const temporalFriends = (c: Ctx, a: number, b: number) => [2, 3, 4, 10, 11, 12].includes(countFrom(c.sign[a], c.sign[b]));
const naturalFriends = (a: number, b: number) =>
  naturalRelation(VEDIC_PLANETS[a], VEDIC_PLANETS[b]) === 'Friend' && naturalRelation(VEDIC_PLANETS[b], VEDIC_PLANETS[a]) === 'Friend';

/** #208: the lagna lord and the 4th lord one planet, or friends (natural or temporal, both ways), or both aspected by benefics. */
function matrusneha(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1), l4 = lordOfHouse(c, 4);
  const lines = [T('yogas.cond.lagnaLord', { position: pos(c, l1) }), lordLine(c, 4)];
  const planets = [l1, l4];
  if (l1 === l4) lines.push(T('yogas.cond.sameLord', { planet: NAME(l1) }));
  else if (naturalFriends(l1, l4)) lines.push(T('yogas.cond.naturalFriends', { a: NAME(l1), b: NAME(l4) }));
  else if (temporalFriends(c, l1, l4)) lines.push(T('yogas.cond.temporalFriends', { a: NAME(l1), b: NAME(l4) }));
  else {
    const bens = ALL.filter((b) => c.benefic[b]);
    const by1 = aspecting(c, l1, bens), by4 = aspecting(c, l4, bens);
    if (!by1.length || !by4.length) return;
    planets.push(...by1, ...by4);
    lines.push(T('yogas.cond.aspectedByPlanets', { planet: NAME(l1), planets: textList(by1.map(NAME)) }),
      T('yogas.cond.aspectedByPlanets', { planet: NAME(l4), planets: textList(by4.map(NAME)) }));
  }
  out.push(make(c, D.matrusneha, planets, lines));
}

/** #209: the lagna lord in the 4th, 9th or 11th house. */
function vahana(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1);
  if (![4, 9, 11].includes(c.house[l1])) return;
  out.push(make(c, D.vahana, [l1], [T('yogas.cond.lagnaLord', { position: pos(c, l1) })]));
}

/** #222: Mars and Saturn in the 5th; the lagna lord in a sign of Mercury (Gemini, Virgo), joined with or aspected by Mercury. */
function dattaputra(c: Ctx, out: Yoga[]): void {
  const s5 = houseSign(c, 5), l1 = lordOfHouse(c, 1);
  if (c.sign[MARS] !== s5 || c.sign[SATURN] !== s5) return;
  if (l1 === MERCURY || (c.sign[l1] !== 2 && c.sign[l1] !== 5)) return;
  const joined = c.sign[MERCURY] === c.sign[l1], aspected = aspectsSign(MERCURY, c.sign[MERCURY], c.sign[l1]);
  if (!joined && !aspected) return;
  out.push(make(c, D.dattaputra, [MARS, SATURN, l1, MERCURY], [
    pos(c, MARS), pos(c, SATURN), T('yogas.cond.lagnaLord', { position: pos(c, l1) }),
    joined ? T('yogas.cond.conjoinedWith', { planet: NAME(l1), planets: NAME(MERCURY) }) : T('yogas.cond.aspectedByPlanets', { planet: NAME(l1), planets: NAME(MERCURY) }),
  ]));
}

/** #224 Aputra (the 5th lord in a dusthana) and #225 Ekaputra (the 5th lord in a kendra or trikona). */
function fifthLord(c: Ctx, out: Yoga[]): void {
  const l5 = lordOfHouse(c, 5), h = c.house[l5];
  if (DUSTHANA.includes(h)) out.push(make(c, D.aputra, [l5], [lordLine(c, 5)]));
  if (KENDRA.includes(h) || TRIKONA.includes(h)) out.push(make(c, D.ekaputra, [l5], [lordLine(c, 5)]));
}

/** #226: the 5th house a sign of Jupiter (Leo or Scorpio rising) and the Sun exalted, in its own or a friendly sign. */
function suputra(c: Ctx, out: Yoga[]): void {
  if (lordOfHouse(c, 5) !== JUPITER) return;
  const d = dignityOf(SUN, c.sign[SUN]);
  if (d !== 'exalted' && d !== 'own' && d !== 'friendly') return;
  out.push(make(c, D.suputra, [JUPITER, SUN], [lordLine(c, 5), pos(c, SUN)]));
}

/** #230: malefics occupy or aspect both the 5th house from the lagna and the 5th from Jupiter. */
function kalanirdesatPutranasa(c: Ctx, out: Yoga[]): void {
  const a = onSign(c, houseSign(c, 5), FIFTH_FROM_LAGNA, malefics(c));
  if (!a.planets.length) return;
  const b = onSign(c, (c.sign[JUPITER] + 4) % 12, T('yogas.cond.houseFromPlanet', { house: 5, planet: NAME(JUPITER) }), malefics(c));
  if (!b.planets.length) return;
  out.push(make(c, D.kalanirdesatPutranasa, [JUPITER, ...a.planets, ...b.planets], [...a.lines, pos(c, JUPITER), ...b.lines]));
}

export function kinYogas(c: Ctx, out: Yoga[]): void {
  matrumuladhana(c, out);
  bhratruvriddhi(c, out);
  sodaranasa(c, out);
  bandhuPujya(c, out);
  matrunasa(c, out);
  matrudeerghayus(c, out);
  matrunasaNavamsa(c, out);
  matrusneha(c, out);
  vahana(c, out);
  bahuputra(c, out);
  dattaputra(c, out);
  fifthLord(c, out);
  suputra(c, out);
  kalanirdesatPutranasa(c, out);
}
