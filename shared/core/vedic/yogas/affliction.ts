/**
 * Yogas of poverty (Raman #144–148, Daridra yogas A–E, beside #149–152 of daridra.ts), of speech, sight and food
 * (Raman #156 Parihasaka, #157 Asatyavadi, Jada, Budha, Netranasa, Andha, #170 Bhojana Soukhya, #171 Annadana) and of
 * the fear of thieves (Raman #11 Vanchana Chora Bheethi), in the wording PyJHora 4.8.5 quotes from B.V. Raman, "Three
 * Hundred Important Combinations", in yoga.py. The conventions are those of context.ts: houses are whole signs from the
 * lagna, "joins" is the same sign, "aspected" is graha drishti (BPHS ch. 26, so Rahu and Ketu aspect nothing), the
 * maraka lords are the lords of the 2nd and 7th (BPHS ch. 44), benefics and malefics are the natural ones of the chart
 * (Rahu and Ketu among the malefics) and the sign lords the traditional ones. Where the rule names several planets, a
 * planet does not stand beside itself.
 * Vaiseshikamsa (BPHS ch. 7): a planet in its own or exaltation sign in two or more of the ten vargas of the dasavarga
 * (D1, D2, D3, D7, D9, D10, D12, D16, D30, D60; Parijatamsa at two, up to Sridhamamsa at ten), the vargas cast by the
 * Parashari rules of vargas.ts. Gulika and Mandi (the ascendant at the start and at the middle of Saturn's part of the day,
 * or of the night counted from sunset) are the yoga chart's (c.gulikaSign, c.mandiSign): Jada's and Vanchana Chora Bheethi's
 * alternatives name Gulika, Sarpaganda (Raman #174) Mandi; where a chart does not carry them those alternatives are not
 * judged. PyJHora 4.8.5 counts the night from sunrise, so for a night birth its Gulika and Mandi stand elsewhere (decision
 * yogas.decision.affliction.gulika).
 * Every difference from PyJHora 4.8.5 on the reference charts is a decision of the entry
 * (test/helpers/yoga-diffs/affliction.ts). Ids: AFFLICTION_YOGA_IDS (ids.ts); words: shared/i18n/text/yogas/affliction.ts.
 */
import { text } from '../../text.js';
import {
  ALL, aspectedLine, aspecting, aspectsSign, countFrom, type Ctx, dasavargaOwn, type Def, dignityOf, DUSTHANA, isStrong,
  joinedLine, joining, JUPITER, KENDRA, KETU, lordIndex, lordLine, lordOfHouse, make, MARS, MERCURY, MOON, NAME, navamsaSign,
  pointLine, pos, RAHU, SATURN, SIGN, SUN, T, TRIKONA, VENUS, type Yoga,
} from './context.js';

const raman = (n: string | null) => ({ text: 'Raman, Three Hundred Important Combinations', chapter: null, verse: n });
const LORDS = text('yogas.decision.lords');
const ASPECTS = text('yogas.decision.daridraAspects');
const OTHER = text('yogas.decision.affliction.otherPlanet');
const GULIKA = text('yogas.decision.affliction.gulika');
const VAISESHIKAMSA = text('yogas.decision.affliction.vaiseshikamsa');
const daridra = [text('yogas.daridra.interpretation.1')];

export const AFFLICTION_DEFS = {
  daridraTwelfthLordExchange: {
    name: 'Vyayesha Daridra Yoga', isBenefic: false,
    id: 'vyayesha-daridra', category: 'arishta', source: raman('#144'), pyjhoraId: 'dharidhra_yoga_144', decisions: [LORDS, ASPECTS, OTHER],
    description: text('yogas.daridraTwelfthLordExchange.description'), interpretation: daridra,
  },
  daridraSixthLordExchange: {
    name: 'Shashthesha Daridra Yoga', isBenefic: false,
    id: 'shashthesha-daridra', category: 'arishta', source: raman('#145'), pyjhoraId: 'dharidhra_yoga_145', decisions: [LORDS, ASPECTS],
    description: text('yogas.daridraSixthLordExchange.description'), interpretation: daridra,
  },
  daridraKetuMoon: {
    name: 'Ketu Chandra Daridra Yoga', isBenefic: false,
    id: 'ketu-chandra-daridra', category: 'arishta', source: raman('#146'), pyjhoraId: 'dharidhra_yoga_146', decisions: [],
    description: text('yogas.daridraKetuMoon.description'), interpretation: daridra,
  },
  daridraLagnaLordEighth: {
    name: 'Randhra Lagnesha Daridra Yoga', isBenefic: false,
    id: 'randhra-lagnesha-daridra', category: 'arishta', source: raman('#147'), pyjhoraId: 'dharidhra_yoga_147', decisions: [LORDS, ASPECTS, OTHER],
    description: text('yogas.daridraLagnaLordEighth.description'), interpretation: daridra,
  },
  daridraLagnaLordDusthana: {
    name: 'Dusthana Lagnesha Daridra Yoga', isBenefic: false,
    id: 'dusthana-lagnesha-daridra', category: 'arishta', source: raman('#148'), pyjhoraId: 'dharidhra_yoga_148', decisions: [LORDS, ASPECTS, OTHER, text('yogas.decision.affliction.sunMalefic')],
    description: text('yogas.daridraLagnaLordDusthana.description'), interpretation: daridra,
  },
  parihasaka: {
    name: 'Parihasaka Yoga', isBenefic: true,
    id: 'parihasaka', category: 'named', source: raman('#156'), pyjhoraId: 'parihasaka_yoga', decisions: [VAISESHIKAMSA],
    description: text('yogas.parihasaka.description'), interpretation: [text('yogas.parihasaka.interpretation.1')],
  },
  asatyavadi: {
    name: 'Asatyavadi Yoga', isBenefic: false,
    id: 'asatyavadi', category: 'arishta', source: raman('#157'), pyjhoraId: 'asatyavadi_yoga', decisions: [LORDS, text('yogas.decision.affliction.asatyavadiMalefics')],
    description: text('yogas.asatyavadi.description'), interpretation: [text('yogas.asatyavadi.interpretation.1')],
  },
  jada: {
    name: 'Jada Yoga', isBenefic: false,
    id: 'jada', category: 'arishta', source: raman(null), pyjhoraId: 'jada_yoga', decisions: [LORDS, GULIKA],
    description: text('yogas.jada.description'), interpretation: [text('yogas.jada.interpretation.1')],
  },
  budha: {
    name: 'Budha Yoga', isBenefic: true,
    id: 'budha', category: 'named', source: raman(null), pyjhoraId: 'budha_yoga', decisions: [],
    description: text('yogas.budha.description'), interpretation: [text('yogas.budha.interpretation.1')],
  },
  netranasa: {
    name: 'Netranasa Yoga', isBenefic: false,
    id: 'netranasa', category: 'arishta', source: raman(null), pyjhoraId: 'netranasa_yoga', decisions: [LORDS, text('yogas.decision.affliction.neechamsa')],
    description: text('yogas.netranasa.description'), interpretation: [text('yogas.netranasa.interpretation.1')],
  },
  andha: {
    name: 'Andha Yoga', isBenefic: false,
    id: 'andha', category: 'arishta', source: raman(null), pyjhoraId: 'andha_yoga', decisions: [LORDS, OTHER],
    description: text('yogas.andha.description'), interpretation: [text('yogas.andha.interpretation.1')],
  },
  bhojanaSoukhya: {
    name: 'Bhojana Soukhya Yoga', isBenefic: true,
    id: 'bhojana-soukhya', category: 'named', source: raman('#170'), pyjhoraId: 'bhojana_soukhya_yoga', decisions: [LORDS, VAISESHIKAMSA],
    description: text('yogas.bhojanaSoukhya.description'), interpretation: [text('yogas.bhojanaSoukhya.interpretation.1')],
  },
  annadana: {
    name: 'Annadana Yoga', isBenefic: true,
    id: 'annadana', category: 'named', source: raman('#171'), pyjhoraId: 'annadana_yoga', decisions: [LORDS, VAISESHIKAMSA, OTHER],
    description: text('yogas.annadana.description'), interpretation: [text('yogas.annadana.interpretation.1')],
  },
  vanchanaChoraBheethi: {
    name: 'Vanchana Chora Bheethi Yoga', isBenefic: false,
    id: 'vanchana-chora-bheethi', category: 'arishta', source: raman('#11'), pyjhoraId: 'vanchana_chora_bheethi_yoga', decisions: [LORDS, GULIKA],
    description: text('yogas.vanchanaChoraBheethi.description'), interpretation: [text('yogas.vanchanaChoraBheethi.interpretation.1')],
  },
  sarpaganda: {
    name: 'Sarpaganda Yoga', isBenefic: false,
    id: 'sarpaganda', category: 'arishta', source: raman('#174'), pyjhoraId: 'sarpaganda_yoga', decisions: [GULIKA],
    description: text('yogas.sarpaganda.description'), interpretation: [text('yogas.sarpaganda.interpretation.1')],
  },
} satisfies Record<string, Def>;

const D = AFFLICTION_DEFS;

/** How many vargas of the dasavarga hold the planet in its own or exaltation sign (Vaiseshikamsa from two: Parijatamsa). */
export function vaiseshikamsa(c: Ctx, p: number): number {
  return dasavargaOwn(p, c.lon[p]).length;
}

const vaiseshikamsaLine = (c: Ctx, p: number) => T('yogas.cond.affliction.vaiseshikamsa', { planet: NAME(p), count: vaiseshikamsa(c, p) });
const uniq = (ps: readonly number[]) => [...new Set(ps)];

/**
 * The lords of `houses` (other than `p`) that join or aspect `p`: the lines that say so and the planets.
 */
function influence(c: Ctx, p: number, houses: number[]): { by: number[]; lines: ReturnType<typeof T>[] } {
  const lords = uniq(houses.map((h) => lordOfHouse(c, h))).filter((q) => q !== p);
  const w = joining(c, p, lords), a = aspecting(c, p, lords).filter((q) => !w.includes(q));
  const by = [...w, ...a];
  const lines = by.map((q) => lordLine(c, houses.find((h) => lordOfHouse(c, h) === q) ?? houses[0], q));
  if (w.length) lines.push(joinedLine(p, w));
  if (a.length) lines.push(aspectedLine(p, a));
  return { by, lines };
}

/** #144 (A): the lagna lord in the 12th and the 12th lord in the lagna, joined or aspected by the 7th lord. */
function twelfthLordExchange(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1), l12 = lordOfHouse(c, 12), l7 = lordOfHouse(c, 7);
  if (l1 === l12 || c.house[l1] !== 12 || c.house[l12] !== 1) return;
  const on = [l1, l12].filter((p) => p !== l7 && (c.sign[l7] === c.sign[p] || aspectsSign(l7, c.sign[l7], c.sign[p])));
  if (!on.length) return;
  out.push(make(c, D.daridraTwelfthLordExchange, [l1, l12, l7], [
    lordLine(c, 1, l1), lordLine(c, 12, l12), lordLine(c, 7, l7),
    ...on.map((p) => (c.sign[l7] === c.sign[p] ? joinedLine(p, [l7]) : aspectedLine(p, [l7]))),
  ]));
}

/** #145 (B): the lagna lord in the 6th and the 6th lord in the lagna, and the Moon aspected by the 2nd or 7th lord. */
function sixthLordExchange(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1), l6 = lordOfHouse(c, 6);
  if (l1 === l6 || c.house[l1] !== 6 || c.house[l6] !== 1) return;
  const by = aspecting(c, MOON, uniq([lordOfHouse(c, 2), lordOfHouse(c, 7)]));
  if (!by.length) return;
  out.push(make(c, D.daridraSixthLordExchange, [l1, l6, MOON, ...by], [
    lordLine(c, 1, l1), lordLine(c, 6, l6), ...by.map((q) => lordLine(c, lordOfHouse(c, 2) === q ? 2 : 7, q)), pos(c, MOON), aspectedLine(MOON, by),
  ]));
}

/** #146 (C): Ketu and the Moon in the lagna. */
function ketuMoon(c: Ctx, out: Yoga[]): void {
  if (c.house[KETU] !== 1 || c.house[MOON] !== 1) return;
  out.push(make(c, D.daridraKetuMoon, [MOON, KETU], [pos(c, MOON), pos(c, KETU)]));
}

/** #147 (D): the lagna lord in the 8th, joined or aspected by the lord of the 2nd or 7th. */
function lagnaLordEighth(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1);
  if (c.house[l1] !== 8) return;
  const { by, lines } = influence(c, l1, [2, 7]);
  if (!by.length) return;
  out.push(make(c, D.daridraLagnaLordEighth, [l1, ...by], [lordLine(c, 1, l1), ...lines]));
}

/** #148 (E): the lagna lord in the 6th, 8th or 12th with a natural malefic, joined or aspected by the lord of the 2nd or 7th. */
function lagnaLordDusthana(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1);
  if (!DUSTHANA.includes(c.house[l1])) return;
  const evil = joining(c, l1, ALL.filter((p) => !c.benefic[p]));
  if (!evil.length) return;
  const { by, lines } = influence(c, l1, [2, 7]);
  if (!by.length) return;
  out.push(make(c, D.daridraLagnaLordDusthana, [l1, ...evil, ...by], [lordLine(c, 1, l1), joinedLine(l1, evil), ...lines]));
}

/** #156: the lord of the Sun's navamsa in the 2nd house, in Vaiseshikamsa. */
function parihasaka(c: Ctx, out: Yoga[]): void {
  const amsa = navamsaSign(c, SUN), lord = lordIndex(amsa);
  if (c.house[lord] !== 2 || vaiseshikamsa(c, lord) < 2) return;
  out.push(make(c, D.parihasaka, [SUN, lord], [
    T('yogas.cond.navamsa', { planet: NAME(SUN), sign: SIGN(amsa) }),
    T('yogas.cond.affliction.navamsaLord', { planet: NAME(lord), sign: SIGN(amsa), position: pos(c, lord) }),
    vaiseshikamsaLine(c, lord),
  ]));
}

/** #157: the 2nd lord in a sign of Saturn or Mars, a natural malefic in a kendra and one in a trikona. */
function asatyavadi(c: Ctx, out: Yoga[]): void {
  const l2 = lordOfHouse(c, 2);
  if (![SATURN, MARS].includes(lordIndex(c.sign[l2]))) return;
  const malefics = ALL.filter((p) => !c.benefic[p]);
  const inKendra = malefics.filter((p) => KENDRA.includes(c.house[p])), inTrikona = malefics.filter((p) => TRIKONA.includes(c.house[p]));
  if (!inKendra.length || !inTrikona.length) return;
  out.push(make(c, D.asatyavadi, [l2, ...inKendra, ...inTrikona], [
    lordLine(c, 2, l2), ...uniq([...inKendra, ...inTrikona]).sort((a, b) => a - b).map((p) => pos(c, p)),
  ]));
}

/** Jada: the 2nd lord in the 10th with a natural malefic, or the Sun and Gulika in the 2nd. */
function jada(c: Ctx, out: Yoga[]): void {
  const l2 = lordOfHouse(c, 2);
  const evil = c.house[l2] === 10 ? joining(c, l2, ALL.filter((p) => !c.benefic[p])) : [];
  const sunGulika = c.gulikaSign !== null && c.house[SUN] === 2 && c.sign[SUN] === c.gulikaSign;
  if (!evil.length && !sunGulika) return;
  out.push(make(c, D.jada, [...(evil.length ? [l2, ...evil] : []), ...(sunGulika ? [SUN] : [])], [
    ...(evil.length ? [lordLine(c, 2, l2), joinedLine(l2, evil)] : []),
    ...(sunGulika && c.gulikaSign !== null ? [pos(c, SUN), pointLine(c, 'gulika', c.gulikaSign)] : []),
  ]));
}

/** Budha: Jupiter in the lagna, the Moon in a kendra, Rahu in the 2nd from the Moon, the Sun and Mars in the 3rd from Rahu. */
function budha(c: Ctx, out: Yoga[]): void {
  if (c.house[JUPITER] !== 1 || !KENDRA.includes(c.house[MOON]) || countFrom(c.sign[MOON], c.sign[RAHU]) !== 2) return;
  if (countFrom(c.sign[RAHU], c.sign[SUN]) !== 3 || countFrom(c.sign[RAHU], c.sign[MARS]) !== 3) return;
  const from = (p: number, q: number) => T('yogas.cond.affliction.fromPlanet', { planet: NAME(p), house: countFrom(c.sign[q], c.sign[p]), from: NAME(q) });
  out.push(make(c, D.budha, [SUN, MOON, MARS, JUPITER, RAHU], [pos(c, JUPITER), pos(c, MOON), from(RAHU, MOON), from(SUN, RAHU), from(MARS, RAHU)]));
}

/** Netranasa: the lords of the 10th and 6th in the lagna with the 2nd lord, or all three in the navamsa of their debilitation. */
function netranasa(c: Ctx, out: Yoga[]): void {
  const houses = [2, 6, 10];
  const lords = uniq(houses.map((h) => lordOfHouse(c, h)));
  const inLagna = lords.every((p) => c.house[p] === 1);
  const neecha = lords.every((p) => dignityOf(p, navamsaSign(c, p)) === 'debilitated');
  if (!inLagna && !neecha) return;
  out.push(make(c, D.netranasa, lords, [
    ...houses.map((h) => lordLine(c, h, lordOfHouse(c, h))),
    ...(inLagna ? [] : lords.map((p) => T('yogas.cond.navamsa', { planet: NAME(p), sign: SIGN(navamsaSign(c, p)) }))),
  ]));
}

/** Andha: Mercury and the Moon in the 2nd, or the lords of the lagna and the 2nd in the 2nd with the Sun (another planet than they). */
function andha(c: Ctx, out: Yoga[]): void {
  const both = c.house[MERCURY] === 2 && c.house[MOON] === 2;
  const lords = uniq([lordOfHouse(c, 1), lordOfHouse(c, 2)]);
  const withSun = !lords.includes(SUN) && c.house[SUN] === 2 && lords.every((p) => c.house[p] === 2);
  if (!both && !withSun) return;
  out.push(make(c, D.andha, [...(both ? [MERCURY, MOON] : []), ...(withSun ? [...lords, SUN] : [])], [
    ...(both ? [pos(c, MERCURY), pos(c, MOON)] : []),
    ...(withSun ? [lordLine(c, 1, lordOfHouse(c, 1)), lordLine(c, 2, lordOfHouse(c, 2)), pos(c, SUN)] : []),
  ]));
}

/** #170: the 2nd lord strong, in Vaiseshikamsa and aspected by Jupiter or Venus. */
function bhojanaSoukhya(c: Ctx, out: Yoga[]): void {
  const l2 = lordOfHouse(c, 2);
  if (!isStrong(c, l2) || vaiseshikamsa(c, l2) < 2) return;
  const by = aspecting(c, l2, [JUPITER, VENUS]);
  if (!by.length) return;
  out.push(make(c, D.bhojanaSoukhya, [l2, ...by], [lordLine(c, 2, l2), vaiseshikamsaLine(c, l2), aspectedLine(l2, by)]));
}

/** #171: the 2nd lord in Vaiseshikamsa, joined or aspected by Jupiter and by Mercury (each other than the lord). */
function annadana(c: Ctx, out: Yoga[]): void {
  const l2 = lordOfHouse(c, 2);
  if (l2 === JUPITER || l2 === MERCURY || vaiseshikamsa(c, l2) < 2) return;
  const w = joining(c, l2, [JUPITER, MERCURY]), a = aspecting(c, l2, [JUPITER, MERCURY]).filter((q) => !w.includes(q));
  if (w.length + a.length < 2) return;
  out.push(make(c, D.annadana, [l2, JUPITER, MERCURY], [
    lordLine(c, 2, l2), vaiseshikamsaLine(c, l2), ...(w.length ? [joinedLine(l2, w)] : []), ...(a.length ? [aspectedLine(l2, a)] : []),
  ]));
}

/**
 * #11: a natural malefic in the lagna with Gulika in a trikona (1st, 5th, 9th), or Gulika joined by a lord of a kendra or a
 * trikona, or the lagna lord with Rahu, Saturn or Ketu.
 */
function vanchanaChoraBheethi(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1);
  const w = joining(c, l1, [SATURN, RAHU, KETU]);
  const g = c.gulikaSign;
  const gHouse = g === null ? 0 : countFrom(c.lagna, g);
  const inLagna = g !== null && TRIKONA.includes(gHouse) ? ALL.filter((p) => !c.benefic[p] && c.house[p] === 1) : [];
  const kt = uniq([...KENDRA, ...TRIKONA]);
  const withLords = g === null ? [] : ALL.filter((p) => c.sign[p] === g && kt.some((h) => lordOfHouse(c, h) === p));
  if (!w.length && !inLagna.length && !withLords.length) return;
  const lines: ReturnType<typeof T>[] = [];
  if (w.length) lines.push(lordLine(c, 1, l1), joinedLine(l1, w));
  if (g !== null && (inLagna.length || withLords.length)) lines.push(pointLine(c, 'gulika', g));
  lines.push(...inLagna.map((p) => pos(c, p)));
  lines.push(...withLords.map((p) => lordLine(c, kt.find((h) => lordOfHouse(c, h) === p) ?? 1, p)));
  out.push(make(c, D.vanchanaChoraBheethi, [...(w.length ? [l1, ...w] : []), ...inLagna, ...withLords], lines));
}

/** #174: Rahu in the 2nd with Mandi. */
function sarpaganda(c: Ctx, out: Yoga[]): void {
  if (c.mandiSign === null || c.house[RAHU] !== 2 || c.sign[RAHU] !== c.mandiSign) return;
  out.push(make(c, D.sarpaganda, [RAHU], [pos(c, RAHU), pointLine(c, 'mandi', c.mandiSign)]));
}

/** Appends the yogas of this family that the chart forms, in the order of AFFLICTION_DEFS. */
export function afflictionYogas(c: Ctx, out: Yoga[]): void {
  twelfthLordExchange(c, out);
  sixthLordExchange(c, out);
  ketuMoon(c, out);
  lagnaLordEighth(c, out);
  lagnaLordDusthana(c, out);
  parihasaka(c, out);
  asatyavadi(c, out);
  jada(c, out);
  budha(c, out);
  netranasa(c, out);
  andha(c, out);
  bhojanaSoukhya(c, out);
  annadana(c, out);
  vanchanaChoraBheethi(c, out);
  sarpaganda(c, out);
}
