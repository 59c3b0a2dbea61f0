/**
 * Yogas of marriage, spouse and conduct (B.V. Raman, "Three Hundred Important Combinations" #236 onwards).
 * The conventions are those of context.ts; every difference from PyJHora 4.8.5 on the reference charts is a decision of the
 * entry (test/helpers/yoga-diffs/marriage.ts). Ids: MARRIAGE_YOGA_IDS (ids.ts); words: shared/i18n/text/yogas/marriage.ts.
 *
 * Raman #237–240, #242, #244, #281–283, #287, #296–299, in his wording: "joins" / "in conjunction" is the same sign; "aspect" is graha
 * drishti (BPHS ch. 26, so Rahu and Ketu aspect nothing); "aspect each other" is mutual graha drishti; the lords are the
 * traditional ones; benefics and malefics are the natural ones of the chart (context.ts). A planet is not its own companion:
 * "the 7th lord in conjunction with Venus" asks for Venus beside a 7th lord other than Venus, and "the lords of the 5th and the
 * 7th join the lord of the 6th" (#237) three different planets, so that Jarajaputra yoga cannot form for Leo or Virgo rising,
 * whose 6th lord also rules the 7th or the 5th. "Powerful" (#237) is the catalogue's "strong" (context.ts `isStrong`). "The
 * malefics" of #287 are the Sun, Mars and Saturn (the Moon and Rahu being named already, Ketu always opposite Rahu).
 * Apakeerti (#244): "the 10th house should be occupied by the Sun and Saturn and aspected by malefics, or the Sun and Saturn should
 * occupy malefic navamsas"; we read both alternatives as qualifying the Sun and Saturn in the 10th (the house of fame the yoga
 * is about), and a malefic navamsa as one of a sign that a natural malefic rules (Sun, Mars or Saturn: Aries, Leo, Scorpio,
 * Capricorn, Aquarius).
 * Rajabhrashta (#297) counts the arudhas as Raman's remarks on it do, without the exceptions of the house itself and its 7th
 * (yogas.decision.marriage.arudha): his example keeps Virgo, the 7th from Pisces, as the arudha of the 12th.
 */
import { list as textList, text } from '../../text.js';
import {
  ALL, aspectsSign, type Ctx, type Def, DUSTHANA, houseSign, isStrong, JUPITER, KENDRA, lordIndex, lordLine, lordOfHouse, make, MARS,
  MERCURY, MOON, NAME, navamsaSign, ORD, pos, RAHU, SATURN, SIGN, SUN, T, TRIKONA, VENUS, type Yoga,
} from './context.js';

const source = (raman: string) => ({ text: 'Raman, Three Hundred Important Combinations', chapter: null, verse: raman });
const LORDS = text('yogas.decision.lords');

export const MARRIAGE_DEFS = {
  jarajaputra: {
    name: 'Jarajaputra Yoga', isBenefic: false,
    id: 'jarajaputra', category: 'named', source: source('#237'), pyjhoraId: 'jarajaputra_yoga', decisions: [LORDS],
    description: text('yogas.jarajaputra.description'), interpretation: [text('yogas.jarajaputra.interpretation.1')],
  },
  bahuStree: {
    name: 'Bahu Stree Yoga', isBenefic: false,
    id: 'bahu-stree', category: 'named', source: source('#238'), pyjhoraId: 'bahu_sthree_yoga', decisions: [LORDS],
    description: text('yogas.bahuStree.description'), interpretation: [text('yogas.bahuStree.interpretation.1')],
  },
  satkalatra: {
    name: 'Satkalatra Yoga', isBenefic: true,
    id: 'satkalatra', category: 'named', source: source('#239'), pyjhoraId: 'satkalatra_yoga', decisions: [LORDS],
    description: text('yogas.satkalatra.description'), interpretation: [text('yogas.satkalatra.interpretation.1')],
  },
  bhagaChumbana: {
    name: 'Bhaga Chumbana Yoga', isBenefic: false,
    id: 'bhaga-chumbana', category: 'named', source: source('#240'), pyjhoraId: 'bhaga_chumbana_yoga',
    decisions: [LORDS, text('yogas.decision.marriage.companion')],
    description: text('yogas.bhagaChumbana.description'), interpretation: [text('yogas.bhagaChumbana.interpretation.1')],
  },
  jananatpurvamPitruMarana: {
    name: 'Jananatpurvam Pitru Marana Yoga', isBenefic: false,
    id: 'jananatpurvam-pitru-marana', category: 'arishta', source: source('#242'), pyjhoraId: 'jananatpurvam_pitru_marana_yoga', decisions: [LORDS],
    description: text('yogas.jananatpurvamPitruMarana.description'), interpretation: [text('yogas.jananatpurvamPitruMarana.interpretation.1')],
  },
  apakeerti: {
    name: 'Apakeerti Yoga', isBenefic: false,
    id: 'apakeerti', category: 'named', source: source('#244'), pyjhoraId: 'apakeerthi_yoga', decisions: [],
    description: text('yogas.apakeerti.description'), interpretation: [text('yogas.apakeerti.interpretation.1')],
  },
  putrakalatraheena: {
    name: 'Putrakalatraheena Yoga', isBenefic: false,
    id: 'putrakalatraheena', category: 'arishta', source: source('#281'), pyjhoraId: 'putrakalatraheena_yoga', decisions: [],
    description: text('yogas.putrakalatraheena.description'), interpretation: [text('yogas.putrakalatraheena.interpretation.1')],
  },
  bharyasahavyabhichara: {
    name: 'Bharyasahavyabhichara Yoga', isBenefic: false,
    id: 'bharyasahavyabhichara', category: 'named', source: source('#282'), pyjhoraId: 'bharyasahavyabhichara_yoga',
    decisions: [text('yogas.decision.marriage.together')],
    description: text('yogas.bharyasahavyabhichara.description'), interpretation: [text('yogas.bharyasahavyabhichara.interpretation.1')],
  },
  vamsacheda: {
    name: 'Vamsacheda Yoga', isBenefic: false,
    id: 'vamsacheda', category: 'arishta', source: source('#283'), pyjhoraId: 'vamsacheda_yoga', decisions: [],
    description: text('yogas.vamsacheda.description'), interpretation: [text('yogas.vamsacheda.interpretation.1')],
  },
  pisachaGrastha: {
    name: 'Pisacha Grastha Yoga', isBenefic: false,
    id: 'pisacha-grastha', category: 'arishta', source: source('#287'), pyjhoraId: 'pisacha_grastha_yoga', decisions: [],
    description: text('yogas.pisachaGrastha.description'), interpretation: [text('yogas.pisachaGrastha.interpretation.1')],
  },
  nishturabhashi: {
    name: 'Nishturabhashi Yoga', isBenefic: false,
    id: 'nishturabhashi', category: 'named', source: source('#296'), pyjhoraId: 'nishturabhashi_yoga', decisions: [],
    description: text('yogas.nishturabhashi.description'), interpretation: [text('yogas.nishturabhashi.interpretation.1')],
  },
  rajaBhanga: {
    name: 'Raja Bhanga Yoga', isBenefic: false,
    id: 'raja-bhanga', category: 'named', source: source('#298'), pyjhoraId: 'raja_bhanga_yoga_298', decisions: [],
    description: text('yogas.rajaBhanga.description'), interpretation: [text('yogas.rajaBhanga.interpretation.1')],
  },
  rajabhrashta: {
    name: 'Rajabhrashta Yoga', isBenefic: false,
    id: 'rajabhrashta', category: 'named', source: source('#297'), pyjhoraId: 'rajabhrashta_yoga',
    decisions: [LORDS, text('yogas.decision.marriage.arudha')],
    description: text('yogas.rajabhrashta.description'), interpretation: [text('yogas.rajabhrashta.interpretation.1')],
  },
  rajaBhangaSun: {
    name: 'Neecha Ravi Raja Bhanga Yoga', isBenefic: false,
    id: 'raja-bhanga-sun', category: 'named', source: source('#299'), pyjhoraId: 'raja_bhanga_yoga_299', decisions: [],
    description: text('yogas.rajaBhangaSun.description'), interpretation: [text('yogas.rajaBhanga.interpretation.1')],
  },
} satisfies Record<string, Def>;

const D = MARRIAGE_DEFS;

const holds = (c: Ctx, h: number, ps: readonly number[]) =>
  T('yogas.cond.placeHolds', { place: T('yogas.cond.houseFromLagna', { house: h }), sign: SIGN(houseSign(c, h)), planets: textList(ps.map(NAME)) });
const aspects = (c: Ctx, a: number, b: number) => aspectsSign(a, c.sign[a], c.sign[b]);
/** The debilitation signs of the seven planets (BPHS ch. 3). */
const DEBILITATION = [6, 7, 3, 11, 9, 5, 0];

/** #237: strong lords of the 5th and the 7th join the 6th lord (three different planets) and are aspected by benefics. */
function jarajaputra(c: Ctx, out: Yoga[]): void {
  const l5 = lordOfHouse(c, 5), l6 = lordOfHouse(c, 6), l7 = lordOfHouse(c, 7);
  if (new Set([l5, l6, l7]).size < 3 || c.sign[l5] !== c.sign[l6] || c.sign[l7] !== c.sign[l6]) return;
  if (!isStrong(c, l5) || !isStrong(c, l7)) return;
  const bens = ALL.filter((p) => c.benefic[p] && aspectsSign(p, c.sign[p], c.sign[l6]));
  if (!bens.length) return;
  out.push(make(c, D.jarajaputra, [l5, l7, l6, ...bens], [
    T('yogas.cond.lordStrong', { house: ORD(5), position: pos(c, l5) }), T('yogas.cond.lordStrong', { house: ORD(7), position: pos(c, l7) }),
    lordLine(c, 6), T('yogas.cond.conjoinedWith', { planet: NAME(l6), planets: textList([l5, l7].map(NAME)) }),
    T('yogas.cond.aspectedByPlanets', { planet: textList([l5, l7].map(NAME)), planets: textList(bens.map(NAME)) }),
  ]));
}

/** #238: the lords of the lagna and the 7th together or aspecting each other; or the 9th lord in the 7th, the 7th lord in the 4th and the lagna or 11th lord in a kendra. */
function bahuStree(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1), l7 = lordOfHouse(c, 7), l9 = lordOfHouse(c, 9), l11 = lordOfHouse(c, 11);
  const together = c.sign[l1] === c.sign[l7], mutual = !together && aspects(c, l1, l7) && aspects(c, l7, l1);
  if (together || mutual) {
    out.push(make(c, D.bahuStree, [l1, l7], [
      T('yogas.cond.lagnaLord', { position: pos(c, l1) }), lordLine(c, 7),
      together ? T('yogas.cond.conjoinedWith', { planet: NAME(l1), planets: NAME(l7) }) : T('yogas.cond.marriage.mutualAspect', { a: NAME(l1), b: NAME(l7) }),
    ]));
    return;
  }
  if (c.house[l9] !== 7 || c.house[l7] !== 4) return;
  const inKendra = [l1, l11].filter((p) => KENDRA.includes(c.house[p]));
  if (!inKendra.length) return;
  out.push(make(c, D.bahuStree, [l9, l7, ...inKendra], [
    lordLine(c, 9), lordLine(c, 7),
    ...(inKendra.includes(l1) ? [T('yogas.cond.lagnaLord', { position: pos(c, l1) })] : [lordLine(c, 11)]),
  ]));
}

/** #239: the 7th lord or Venus joined with or aspected by Jupiter or Mercury. */
function satkalatra(c: Ctx, out: Yoga[]): void {
  const l7 = lordOfHouse(c, 7);
  const lines = [];
  const involved = new Set<number>();
  for (const p of [...new Set([l7, VENUS])]) {
    const joined = [JUPITER, MERCURY].filter((q) => q !== p && c.sign[q] === c.sign[p]);
    const aspecting = [JUPITER, MERCURY].filter((q) => q !== p && c.sign[q] !== c.sign[p] && aspects(c, q, p));
    if (joined.length) lines.push(T('yogas.cond.conjoinedWith', { planet: NAME(p), planets: textList(joined.map(NAME)) }));
    if (aspecting.length) lines.push(T('yogas.cond.aspectedByPlanets', { planet: NAME(p), planets: textList(aspecting.map(NAME)) }));
    if (joined.length || aspecting.length) [p, ...joined, ...aspecting].forEach((q) => involved.add(q));
  }
  if (!lines.length) return;
  out.push(make(c, D.satkalatra, [...involved], [lordLine(c, 7), ...(l7 === VENUS ? [] : [pos(c, VENUS)]), ...lines]));
}

/** #240: the 7th lord in the 4th with Venus; or the lagna lord debilitated in the rasi or in the navamsa. */
function bhagaChumbana(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1), l7 = lordOfHouse(c, 7);
  if (l7 !== VENUS && c.house[l7] === 4 && c.sign[VENUS] === c.sign[l7]) {
    out.push(make(c, D.bhagaChumbana, [l7, VENUS], [lordLine(c, 7), holds(c, 4, [l7, VENUS])]));
    return;
  }
  const rasi = c.sign[l1] === DEBILITATION[l1], n = navamsaSign(c, l1), navamsa = n === DEBILITATION[l1];
  if (!rasi && !navamsa) return;
  out.push(make(c, D.bhagaChumbana, [l1], [
    T('yogas.cond.lagnaLord', { position: pos(c, l1) }),
    ...(navamsa ? [T('yogas.cond.marriage.debilitatedNavamsa', { planet: NAME(l1), sign: SIGN(n) })] : []),
  ]));
}

/** #242: the Sun in the 6th, 8th or 12th; the 8th lord in the 9th, the 12th lord in the lagna, the 6th lord in the 5th. */
function jananatpurvamPitruMarana(c: Ctx, out: Yoga[]): void {
  const l6 = lordOfHouse(c, 6), l8 = lordOfHouse(c, 8), l12 = lordOfHouse(c, 12);
  if (!DUSTHANA.includes(c.house[SUN]) || c.house[l8] !== 9 || c.house[l12] !== 1 || c.house[l6] !== 5) return;
  out.push(make(c, D.jananatpurvamPitruMarana, [SUN, l8, l12, l6], [pos(c, SUN), lordLine(c, 8), lordLine(c, 12), lordLine(c, 6)]));
}

/** The signs ruled by the natural malefics Sun, Mars and Saturn: Aries, Leo, Scorpio, Capricorn, Aquarius. */
const MALEFIC_SIGNS = [0, 4, 7, 9, 10];

/** #244: the Sun and Saturn in the 10th, the 10th aspected by malefics, or the two in navamsas of signs the malefics rule. */
function apakeerti(c: Ctx, out: Yoga[]): void {
  if (c.house[SUN] !== 10 || c.house[SATURN] !== 10) return;
  const s10 = houseSign(c, 10);
  const m = ALL.filter((p) => !c.benefic[p] && aspectsSign(p, c.sign[p], s10));
  const nav = [SUN, SATURN].map((p) => navamsaSign(c, p)), maleficNavamsas = nav.every((n) => MALEFIC_SIGNS.includes(n));
  if (!m.length && !maleficNavamsas) return;
  out.push(make(c, D.apakeerti, [SUN, SATURN, ...m], [
    holds(c, 10, [SUN, SATURN]),
    ...(m.length ? [T('yogas.cond.placeAspectedBy', { place: T('yogas.cond.houseFromLagna', { house: 10 }), sign: SIGN(s10), planets: textList(m.map(NAME)) })] : []),
    ...(maleficNavamsas ? [SUN, SATURN].map((p, i) => T('yogas.cond.navamsaLord', { planet: NAME(p), sign: SIGN(nav[i]), lord: NAME(lordIndex(nav[i])) })) : []),
  ]));
}

/** #281: the waning Moon in the 5th, malefics in the 12th, the 7th and the lagna. */
function putrakalatraheena(c: Ctx, out: Yoga[]): void {
  if (c.waxing || c.house[MOON] !== 5) return;
  const m = (h: number) => ALL.filter((p) => p !== MOON && !c.benefic[p] && c.house[p] === h);
  const [m12, m7, m1] = [m(12), m(7), m(1)];
  if (!m12.length || !m7.length || !m1.length) return;
  out.push(make(c, D.putrakalatraheena, [MOON, ...m12, ...m7, ...m1], [
    pos(c, MOON), T('yogas.cond.marriage.waningMoon'), holds(c, 12, m12), holds(c, 7, m7), holds(c, 1, m1),
  ]));
}

/** #282: Venus, Saturn and Mars join the Moon in the 7th. */
function bharyasahavyabhichara(c: Ctx, out: Yoga[]): void {
  if (![MOON, VENUS, SATURN, MARS].every((p) => c.house[p] === 7)) return;
  out.push(make(c, D.bharyasahavyabhichara, [MOON, MARS, VENUS, SATURN], [holds(c, 7, [MOON, VENUS, SATURN, MARS])]));
}

/** #283: the Moon in the 10th, Venus in the 7th, malefics in the 4th. */
function vamsacheda(c: Ctx, out: Yoga[]): void {
  if (c.house[MOON] !== 10 || c.house[VENUS] !== 7) return;
  const m4 = ALL.filter((p) => !c.benefic[p] && c.house[p] === 4);
  if (!m4.length) return;
  out.push(make(c, D.vamsacheda, [MOON, VENUS, ...m4], [pos(c, MOON), pos(c, VENUS), holds(c, 4, m4)]));
}

/** #287: Rahu in the lagna with the Moon, the Sun, Mars and Saturn in trines (1, 5, 9). */
function pisachaGrastha(c: Ctx, out: Yoga[]): void {
  if (c.house[RAHU] !== 1 || c.house[MOON] !== 1 || ![SUN, MARS, SATURN].every((p) => TRIKONA.includes(c.house[p]))) return;
  out.push(make(c, D.pisachaGrastha, [RAHU, MOON, SUN, MARS, SATURN], [
    holds(c, 1, ALL.filter((p) => p === RAHU || p === MOON)), pos(c, SUN), pos(c, MARS), pos(c, SATURN),
    T('yogas.cond.marriage.trines', { planets: textList([SUN, MARS, SATURN].map(NAME)) }),
  ]));
}

/** #296: the Moon in conjunction with Saturn. */
function nishturabhashi(c: Ctx, out: Yoga[]): void {
  if (c.sign[MOON] !== c.sign[SATURN]) return;
  out.push(make(c, D.nishturabhashi, [MOON, SATURN], [pos(c, MOON), T('yogas.cond.conjoinedWith', { planet: NAME(MOON), planets: NAME(SATURN) })]));
}

/** #298: Leo rising, Saturn exalted and in the navamsa of Aries or aspected by benefics. */
function rajaBhanga(c: Ctx, out: Yoga[]): void {
  if (c.lagna !== 4 || c.sign[SATURN] !== 6) return;
  const n = navamsaSign(c, SATURN), bens = ALL.filter((p) => c.benefic[p] && aspectsSign(p, c.sign[p], c.sign[SATURN]));
  if (n !== 0 && !bens.length) return;
  out.push(make(c, D.rajaBhanga, [SATURN, ...bens], [
    pos(c, SATURN),
    ...(n === 0 ? [T('yogas.cond.marriage.debilitatedNavamsa', { planet: NAME(SATURN), sign: SIGN(n) })] : []),
    ...(bens.length ? [T('yogas.cond.aspectedByPlanets', { planet: NAME(SATURN), planets: textList(bens.map(NAME)) })] : []),
  ]));
}

/** #299: the Sun in the 10th degree of Libra (9°–10°), his deepest debilitation. */
function rajaBhangaSun(c: Ctx, out: Yoga[]): void {
  const deg = c.lon[SUN] - 180;
  if (deg >= 9 && deg < 10) out.push(make(c, D.rajaBhangaSun, [SUN], [pos(c, SUN), T('yogas.cond.marriage.tenthDegree', { degree: Math.floor(deg * 100) / 100 })]));
}

/**
 * The arudha of house h by Raman's count (remarks on #297): as many signs on from the lord as the lord is from the house,
 * (lordSign − houseSign) further on, with no exception for the house itself or its 7th.
 */
export function ramanArudha(c: Ctx, h: number): number {
  const hs = houseSign(c, h), ls = c.sign[lordOfHouse(c, h)];
  return (2 * ls - hs + 24) % 12;
}

/** #297: the lords of the arudha lagna and of the arudha of the 12th, two planets, in the same sign. */
function rajabhrashta(c: Ctx, out: Yoga[]): void {
  const a1 = ramanArudha(c, 1), a12 = ramanArudha(c, 12);
  const p1 = lordIndex(a1), p12 = lordIndex(a12);
  if (p1 === p12 || c.sign[p1] !== c.sign[p12]) return;
  const arudhaLine = (h: number, a: number) => {
    const l = lordOfHouse(c, h);
    return T('yogas.cond.marriage.arudha', { house: ORD(h), houseSign: SIGN(houseSign(c, h)), lord: NAME(l), lordSign: SIGN(c.sign[l]), sign: SIGN(a) });
  };
  out.push(make(c, D.rajabhrashta, [p1, p12], [
    arudhaLine(1, a1), arudhaLine(12, a12), T('yogas.cond.sameSign', { a: NAME(p1), b: NAME(p12), sign: SIGN(c.sign[p1]) }),
  ]));
}

/** Appends the yogas of this family that the chart forms, in the order of MARRIAGE_DEFS. */
export function marriageYogas(c: Ctx, out: Yoga[]): void {
  jarajaputra(c, out);
  bahuStree(c, out);
  satkalatra(c, out);
  bhagaChumbana(c, out);
  jananatpurvamPitruMarana(c, out);
  apakeerti(c, out);
  putrakalatraheena(c, out);
  bharyasahavyabhichara(c, out);
  vamsacheda(c, out);
  pisachaGrastha(c, out);
  nishturabhashi(c, out);
  rajaBhanga(c, out);
  rajabhrashta(c, out);
  rajaBhangaSun(c, out);
}
