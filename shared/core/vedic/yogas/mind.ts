/**
 * Yogas of speech, food, courage, character and intellect from B.V. Raman, "Three Hundred Important
 * Combinations" (the 2nd house: #154 Yukthi Samanwitha Vagmi, #166 Sumukha, #168 Durmukha, Mooka,
 * #173 Sraddhannabhuktha, #175 Vakchalana; the 3rd: #182 Parakrama, #186 Satkathadisravana; the 4th: #202 Kapata,
 * #205–206 Nishkapata; the 5th: #231 Buddhimaturya, #233 Buddhi Jada; and #172 Parannabhojana, #117 Sada Sanchara), in the wording PyJHora 4.8.5 quotes
 * from the book in yoga.py. Houses are whole signs from the lagna; "joins" is the same sign; "aspected" is
 * graha drishti (BPHS ch. 26), so Rahu and Ketu aspect nothing, though they count as malefics where they
 * occupy a house or join a planet (context.ts). Benefics and malefics are the natural ones of the chart
 * (context.ts: the Moon by her phase, Mercury by his company).
 * A "benefic sign" is a sign owned by a natural benefic of the zodiac (Jupiter, Venus, Mercury, the Moon):
 * Taurus, Gemini, Cancer, Virgo, Libra, Sagittarius, Pisces; a "cruel" navamsa is one of a sign of the Sun,
 * Mars or Saturn. The navamsa is the D9 sign of the planet's longitude (each sign in nine parts of 3°20′,
 * counted from Aries, Capricorn, Libra and Cancer for fire, earth, air and water signs: BPHS ch. 6).
 */
import { list as textList, text } from '../../text.js';
import {
  ALL, aspectedLine, aspecting, aspectsSign, type Ctx, type Def, dignityOf, houseSign, joinedLine, joining, JUPITER, KENDRA,
  lordIndex, lordLine, lordOfHouse, make, MARS, MOON, MOVABLE, NAME, navamsaSign, ORD, pos, SATURN, SEVEN, SIGN, T, TRIKONA,
  type Yoga,
} from './context.js';

const raman = (n: string | null) => ({ text: 'Raman, Three Hundred Important Combinations', chapter: null, verse: n });
const ASPECTS = text('yogas.decision.mindAspects');
const SELF = text('yogas.decision.mindSecondPlanet');
const LORDS = text('yogas.decision.lords');

export const MIND_DEFS = {
  yukthiSamanwithaVagmi: {
    name: 'Yukthi Samanwitha Vagmi Yoga', isBenefic: true,
    id: 'yukthi-samanwitha-vagmi', category: 'named', source: raman('#154'), pyjhoraId: 'yukthi_samanwithavagmi_yoga_154', decisions: [LORDS],
    description: text('yogas.yukthiSamanwithaVagmi.description'), interpretation: [text('yogas.yukthiSamanwithaVagmi.interpretation.1')],
  },
  sumukha: {
    name: 'Sumukha Yoga', isBenefic: true,
    id: 'sumukha', category: 'named', source: raman('#166'), pyjhoraId: 'sumukha_yoga', decisions: [LORDS, ASPECTS],
    description: text('yogas.sumukha.description'), interpretation: [text('yogas.sumukha.interpretation.1')],
  },
  durmukha: {
    name: 'Durmukha Yoga', isBenefic: false,
    id: 'durmukha', category: 'arishta', source: raman('#168'), pyjhoraId: 'durmukha_yoga', decisions: [LORDS],
    description: text('yogas.durmukha.description'), interpretation: [text('yogas.durmukha.interpretation.1')],
  },
  mooka: {
    name: 'Mooka Yoga', isBenefic: false,
    id: 'mooka', category: 'arishta', source: raman(null), pyjhoraId: 'mooka_yoga', decisions: [LORDS, text('yogas.decision.mookaOwnSign')],
    description: text('yogas.mooka.description'), interpretation: [text('yogas.mooka.interpretation.1')],
  },
  sraddhannabhuktha: {
    name: 'Sraddhannabhuktha Yoga', isBenefic: false,
    id: 'sraddhannabhuktha', category: 'arishta', source: raman('#173'), pyjhoraId: 'sraddhannabhuktha_yoga', decisions: [LORDS],
    description: text('yogas.sraddhannabhuktha.description'), interpretation: [text('yogas.sraddhannabhuktha.interpretation.1')],
  },
  vakchalana: {
    name: 'Vakchalana Yoga', isBenefic: false,
    id: 'vakchalana', category: 'arishta', source: raman('#175'), pyjhoraId: 'vakchalana_yoga', decisions: [LORDS, ASPECTS],
    description: text('yogas.vakchalana.description'), interpretation: [text('yogas.vakchalana.interpretation.1')],
  },
  parakrama: {
    name: 'Parakrama Yoga', isBenefic: true,
    id: 'parakrama', category: 'named', source: raman('#182'), pyjhoraId: 'parakrama_yoga', decisions: [LORDS, SELF, text('yogas.decision.parakramaExalted')],
    description: text('yogas.parakrama.description'), interpretation: [text('yogas.parakrama.interpretation.1')],
  },
  satkathadisravana: {
    name: 'Satkathadisravana Yoga', isBenefic: true,
    id: 'satkathadisravana', category: 'named', source: raman('#186'), pyjhoraId: 'satkathadisravana_yoga', decisions: [LORDS, ASPECTS, text('yogas.decision.beneficAmsa')],
    description: text('yogas.satkathadisravana.description'), interpretation: [text('yogas.satkathadisravana.interpretation.1')],
  },
  kapata: {
    name: 'Kapata Yoga', isBenefic: false,
    id: 'kapata', category: 'arishta', source: raman('#202'), pyjhoraId: 'kapata_yoga_202', decisions: [LORDS, ASPECTS, SELF],
    description: text('yogas.kapata.description'), interpretation: [text('yogas.kapata.interpretation.1')],
  },
  nishkapata: {
    name: 'Nishkapata Yoga', isBenefic: true,
    id: 'nishkapata', category: 'named', source: raman('#205'), pyjhoraId: 'nishkapata_yoga_205', decisions: [LORDS],
    description: text('yogas.nishkapata.description'), interpretation: [text('yogas.nishkapata.interpretation.1')],
  },
  nishkapataLagnaLord: {
    name: 'Lagnesha Nishkapata Yoga', isBenefic: true,
    id: 'nishkapata-lagna-lord', category: 'named', source: raman('#206'), pyjhoraId: 'nishkapata_yoga_206', decisions: [LORDS, SELF],
    description: text('yogas.nishkapataLagnaLord.description'), interpretation: [text('yogas.nishkapata.interpretation.1')],
  },
  buddhimaturya: {
    name: 'Buddhimaturya Yoga', isBenefic: true,
    id: 'buddhimaturya', category: 'named', source: raman('#231'), pyjhoraId: 'buddhimaturya_yoga', decisions: [LORDS, text('yogas.decision.buddhimaturyaConjunction')],
    description: text('yogas.buddhimaturya.description'), interpretation: [text('yogas.buddhimaturya.interpretation.1')],
  },
  buddhiJada: {
    name: 'Buddhi Jada Yoga', isBenefic: false,
    id: 'buddhi-jada', category: 'arishta', source: raman('#233'), pyjhoraId: 'buddhi_jada_yoga', decisions: [LORDS, SELF],
    description: text('yogas.buddhiJada.description'), interpretation: [text('yogas.buddhiJada.interpretation.1')],
  },
  parannabhojana: {
    name: 'Parannabhojana Yoga', isBenefic: false,
    id: 'parannabhojana', category: 'arishta', source: raman('#172'), pyjhoraId: 'parannabhojana_yoga', decisions: [LORDS, ASPECTS],
    description: text('yogas.parannabhojana.description'), interpretation: [text('yogas.parannabhojana.interpretation.1')],
  },
  sadaSanchara: {
    name: 'Sada Sanchara Yoga', isBenefic: false,
    id: 'sada-sanchara', category: 'lagna', source: raman('#117'), pyjhoraId: 'sada_sanchara_yoga', decisions: [LORDS],
    description: text('yogas.sadaSanchara.description'), interpretation: [text('yogas.sadaSanchara.interpretation.1')],
  },
} satisfies Record<string, Def>;

const D = MIND_DEFS;

/** Taurus, Gemini, Cancer, Virgo, Libra, Sagittarius, Pisces: the signs of Venus, Mercury, the Moon and Jupiter. */
export const BENEFIC_SIGNS = [1, 2, 3, 5, 6, 8, 11];
/** The signs of the Sun, Mars and Saturn (Aries, Leo, Scorpio, Capricorn, Aquarius). */
const CRUEL_SIGNS = [0, 4, 7, 9, 10];

/** The chart's natural benefics and malefics (Rahu and Ketu among the malefics), worked out once per chart. */
interface Nature { b: number[]; m: number[] }
const inHouse = (c: Ctx, h: number, among: readonly number[]) => among.filter((q) => c.house[q] === h);
const navamsaLine = (c: Ctx, p: number) => T('yogas.cond.navamsa', { planet: NAME(p), sign: SIGN(navamsaSign(c, p)) });

/** #154: the 2nd lord joins a benefic in a kendra or trikona, or is exalted and joins Jupiter. */
function yukthi(c: Ctx, out: Yoga[], g: Nature): void {
  const l2 = lordOfHouse(c, 2);
  const good = [...KENDRA, ...TRIKONA].includes(c.house[l2]) ? joining(c, l2, g.b) : [];
  const withJupiter = dignityOf(l2, c.sign[l2]) === 'exalted' && l2 !== JUPITER && c.sign[JUPITER] === c.sign[l2];
  if (!good.length && !withJupiter) return;
  const partners = good.length ? good : [JUPITER];
  out.push(make(c, D.yukthiSamanwithaVagmi, [l2, ...partners], [lordLine(c, 2, l2), joinedLine(l2, partners)]));
}

/** #166: the 2nd lord in a kendra aspected by a benefic, or a benefic in the 2nd house. */
function sumukha(c: Ctx, out: Yoga[], g: Nature): void {
  const l2 = lordOfHouse(c, 2);
  const by = KENDRA.includes(c.house[l2]) ? aspecting(c, l2, g.b) : [];
  const in2 = inHouse(c, 2, g.b);
  if (!by.length && !in2.length) return;
  out.push(make(c, D.sumukha, [...(by.length ? [l2, ...by] : []), ...in2], [
    ...(by.length ? [lordLine(c, 2, l2), aspectedLine(l2, by)] : []),
    ...in2.map((p) => pos(c, p)),
  ]));
}

/** #168: a malefic in the 2nd house, and the 2nd lord joins a malefic or is debilitated. */
function durmukha(c: Ctx, out: Yoga[], g: Nature): void {
  const in2 = inHouse(c, 2, g.m);
  if (!in2.length) return;
  const l2 = lordOfHouse(c, 2);
  const evil = joining(c, l2, g.m);
  const debilitated = dignityOf(l2, c.sign[l2]) === 'debilitated';
  if (!evil.length && !debilitated) return;
  out.push(make(c, D.durmukha, [...in2, l2, ...evil], [
    ...in2.map((p) => pos(c, p)), lordLine(c, 2, l2), ...(evil.length ? [joinedLine(l2, evil)] : []),
  ]));
}

/** The 2nd lord in the 8th house with Jupiter, the 8th not being a sign of Jupiter (Sagittarius, Pisces) nor his exaltation (Cancer). */
function mooka(c: Ctx, out: Yoga[]): void {
  const l2 = lordOfHouse(c, 2);
  if (l2 === JUPITER || c.house[l2] !== 8 || c.house[JUPITER] !== 8) return;
  if ([3, 8, 11].includes(houseSign(c, 8))) return;
  out.push(make(c, D.mooka, [l2, JUPITER], [lordLine(c, 2, l2), pos(c, JUPITER)]));
}

/** #172: the 2nd lord debilitated or in an unfriendly navamsa (of an enemy, or its debilitation), and aspected by a debilitated planet. */
function parannabhojana(c: Ctx, out: Yoga[]): void {
  const l2 = lordOfHouse(c, 2);
  const low = dignityOf(l2, c.sign[l2]) === 'debilitated';
  const amsa = ['enemy', 'debilitated'].includes(dignityOf(l2, navamsaSign(c, l2)));
  if (!low && !amsa) return;
  const by = aspecting(c, l2, SEVEN).filter((q) => dignityOf(q, c.sign[q]) === 'debilitated');
  if (!by.length) return;
  out.push(make(c, D.parannabhojana, [l2, ...by], [
    lordLine(c, 2, l2), ...(amsa ? [navamsaLine(c, l2)] : []), ...by.map((q) => pos(c, q)), aspectedLine(l2, by),
  ]));
}

/** #117: the lagna lord, or the lord of the sign it occupies, in a movable sign (Aries, Cancer, Libra, Capricorn). */
function sadaSanchara(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1), d = lordIndex(c.sign[l1]);
  const moving = [...new Set([l1, d])].filter((p) => MOVABLE.includes(c.sign[p]));
  if (!moving.length) return;
  out.push(make(c, D.sadaSanchara, [l1, ...moving], [lordLine(c, 1, l1), ...(d !== l1 ? [T('yogas.cond.dispositor', { planet: NAME(l1), lord: NAME(d), position: pos(c, d) })] : [])]));
}

/** Saturn owns the 2nd, or joins the 2nd lord, or, debilitated (Aries), aspects the 2nd house. */
function sraddhannabhuktha(c: Ctx, out: Yoga[]): void {
  const l2 = lordOfHouse(c, 2);
  const owns = l2 === SATURN;
  const joins = !owns && c.sign[SATURN] === c.sign[l2];
  const aspects = dignityOf(SATURN, c.sign[SATURN]) === 'debilitated' && aspectsSign(SATURN, c.sign[SATURN], houseSign(c, 2));
  if (!owns && !joins && !aspects) return;
  out.push(make(c, D.sraddhannabhuktha, [SATURN, ...(joins ? [l2] : [])], [
    lordLine(c, 2, l2),
    ...(joins ? [joinedLine(l2, [SATURN])] : []),
    ...(aspects ? [T('yogas.cond.aspectsHouse', { planet: NAME(SATURN), house: ORD(2), sign: SIGN(houseSign(c, 2)) })] : []),
  ]));
}

/** #175: a natural malefic owns the 2nd, the 2nd lord is in a cruel navamsa, and no benefic occupies or aspects the 2nd. */
function vakchalana(c: Ctx, out: Yoga[], g: Nature): void {
  const l2 = lordOfHouse(c, 2);
  if (c.benefic[l2] || !CRUEL_SIGNS.includes(navamsaSign(c, l2))) return;
  const s2 = houseSign(c, 2);
  if (g.b.some((b) => c.sign[b] === s2 || aspectsSign(b, c.sign[b], s2))) return;
  out.push(make(c, D.vakchalana, [l2], [lordLine(c, 2, l2), navamsaLine(c, l2), T('yogas.cond.noBeneficOnHouse', { house: ORD(2) })]));
}

/** #182: the 3rd lord in a benefic navamsa (or exalted), joined or aspected by a benefic, and Mars in a benefic sign. */
function parakrama(c: Ctx, out: Yoga[], g: Nature): void {
  const l3 = lordOfHouse(c, 3);
  const amsa = BENEFIC_SIGNS.includes(navamsaSign(c, l3));
  if ((!amsa && dignityOf(l3, c.sign[l3]) !== 'exalted') || !BENEFIC_SIGNS.includes(c.sign[MARS])) return;
  const w = joining(c, l3, g.b), by = aspecting(c, l3, g.b);
  if (!w.length && !by.length) return;
  out.push(make(c, D.parakrama, [l3, ...w, ...by, MARS], [
    lordLine(c, 3, l3), ...(amsa ? [navamsaLine(c, l3)] : []), ...(w.length ? [joinedLine(l3, w)] : []), ...(by.length ? [aspectedLine(l3, by)] : []), pos(c, MARS),
  ]));
}

/** #186: the 3rd house a benefic sign aspected by a benefic, and the 3rd lord in a benefic navamsa. */
function satkathadisravana(c: Ctx, out: Yoga[], g: Nature): void {
  const s3 = houseSign(c, 3);
  if (!BENEFIC_SIGNS.includes(s3)) return;
  const by = g.b.filter((b) => aspectsSign(b, c.sign[b], s3));
  const l3 = lordOfHouse(c, 3);
  if (!by.length || !BENEFIC_SIGNS.includes(navamsaSign(c, l3))) return;
  out.push(make(c, D.satkathadisravana, [...by, l3], [
    T('yogas.cond.beneficSign', { house: ORD(3), sign: SIGN(s3) }),
    ...by.map((b) => T('yogas.cond.aspectsHouse', { planet: NAME(b), house: ORD(3), sign: SIGN(s3) })),
    lordLine(c, 3, l3), navamsaLine(c, l3),
  ]));
}

/** #202: a malefic in the 4th house, and the 4th lord joined or aspected by a malefic, or hemmed in between malefics. */
function kapata(c: Ctx, out: Yoga[], g: Nature): void {
  const in4 = inHouse(c, 4, g.m);
  if (!in4.length) return;
  const l4 = lordOfHouse(c, 4);
  const w = joining(c, l4, g.m), by = aspecting(c, l4, g.m);
  const before = g.m.filter((q) => c.sign[q] === (c.sign[l4] + 11) % 12);
  const after = g.m.filter((q) => c.sign[q] === (c.sign[l4] + 1) % 12);
  const hemmed = before.length > 0 && after.length > 0;
  if (!w.length && !by.length && !hemmed) return;
  out.push(make(c, D.kapata, [...in4, l4, ...w, ...by, ...(hemmed ? [...before, ...after] : [])], [
    ...in4.map((p) => pos(c, p)), lordLine(c, 4, l4),
    ...(w.length ? [joinedLine(l4, w)] : []), ...(by.length ? [aspectedLine(l4, by)] : []),
    ...(hemmed ? [T('yogas.cond.hemmedIn', { planet: NAME(l4), planets: textList([...before, ...after].map(NAME)) })] : []),
  ]));
}

/** #205: a benefic in the 4th house, or a planet exalted, in its own or a friendly sign there, or the 4th a benefic sign. */
function nishkapata(c: Ctx, out: Yoga[]): void {
  const s4 = houseSign(c, 4);
  const good = inHouse(c, 4, ALL).filter((p) => c.benefic[p] || (SEVEN.includes(p as (typeof SEVEN)[number]) && ['exalted', 'own', 'friendly'].includes(dignityOf(p, c.sign[p]))));
  const sign = BENEFIC_SIGNS.includes(s4);
  if (!good.length && !sign) return;
  out.push(make(c, D.nishkapata, good.length ? good : [lordIndex(s4)], [
    ...good.map((p) => pos(c, p)), ...(sign ? [T('yogas.cond.beneficSign', { house: ORD(4), sign: SIGN(s4) })] : []),
  ]));
}

/** #206: the lagna lord in the 4th house, joined or aspected by a benefic. */
function nishkapataLagnaLord(c: Ctx, out: Yoga[], g: Nature): void {
  const l1 = lordOfHouse(c, 1);
  if (c.house[l1] !== 4) return;
  const w = joining(c, l1, g.b), by = aspecting(c, l1, g.b);
  if (!w.length && !by.length) return;
  out.push(make(c, D.nishkapataLagnaLord, [l1, ...w, ...by], [
    lordLine(c, 1, l1), ...(w.length ? [joinedLine(l1, w)] : []), ...(by.length ? [aspectedLine(l1, by)] : []),
  ]));
}

/** #231: the 5th lord a benefic, aspected by another benefic or in a benefic sign. */
function buddhimaturya(c: Ctx, out: Yoga[], g: Nature): void {
  const l5 = lordOfHouse(c, 5);
  if (!c.benefic[l5]) return;
  const by = aspecting(c, l5, g.b);
  const sign = BENEFIC_SIGNS.includes(c.sign[l5]);
  if (!by.length && !sign) return;
  out.push(make(c, D.buddhimaturya, [l5, ...by], [lordLine(c, 5, l5), ...(by.length ? [aspectedLine(l5, by)] : [])]));
}

/**
 * #233: Saturn in the 5th aspecting the lagna lord, who is so aspected by a malefic; or the 5th lord joined by a
 * malefic and aspected by Saturn, or joined by a malefic with the Moon in the 5th.
 */
function buddhiJada(c: Ctx, out: Yoga[], g: Nature): void {
  const l1 = lordOfHouse(c, 1), l5 = lordOfHouse(c, 5);
  if (c.house[SATURN] === 5 && l1 !== SATURN && aspectsSign(SATURN, c.sign[SATURN], c.sign[l1])) {
    out.push(make(c, D.buddhiJada, [SATURN, l1], [pos(c, SATURN), lordLine(c, 1, l1), aspectedLine(l1, [SATURN])]));
    return;
  }
  const w = joining(c, l5, g.m);
  if (!w.length) return;
  const saturn = l5 !== SATURN && aspectsSign(SATURN, c.sign[SATURN], c.sign[l5]);
  const moon = c.house[MOON] === 5;
  if (!saturn && !moon) return;
  out.push(make(c, D.buddhiJada, [l5, ...w, ...(saturn ? [SATURN] : []), ...(moon ? [MOON] : [])], [
    lordLine(c, 5, l5), joinedLine(l5, w), ...(saturn ? [aspectedLine(l5, [SATURN])] : []), ...(moon ? [pos(c, MOON)] : []),
  ]));
}

export function mindYogas(c: Ctx, out: Yoga[]): void {
  const g: Nature = { b: ALL.filter((p) => c.benefic[p]), m: ALL.filter((p) => !c.benefic[p]) };
  yukthi(c, out, g);
  sumukha(c, out, g);
  durmukha(c, out, g);
  parannabhojana(c, out);
  mooka(c, out);
  sraddhannabhuktha(c, out);
  vakchalana(c, out, g);
  parakrama(c, out, g);
  satkathadisravana(c, out, g);
  kapata(c, out, g);
  nishkapata(c, out);
  nishkapataLagnaLord(c, out, g);
  buddhimaturya(c, out, g);
  sadaSanchara(c, out);
  buddhiJada(c, out, g);
}
