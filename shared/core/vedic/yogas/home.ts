/**
 * Yogas of siblings, house, mother and vehicles (Raman #179–210), Thrikalagnana, read from the varga dignities
 * (#234), and Jara (#236), in the form B.V. Raman gives them
 * ("Three Hundred Important Combinations"), whose numbers PyJHora's ids follow; the conditions are Raman's as PyJHora's
 * yoga_msgs_en.json quotes them. The conventions are those of context.ts: "joins" is the same sign, "aspected" is graha
 * drishti (BPHS ch. 26, so Rahu and Ketu aspect nothing), the lords are the traditional ones, and the benefics and malefics
 * are the natural ones of the chart (Rahu and Ketu among the malefics). Where the text joins a lord with a planet that the
 * lord itself is, we ask for two planets (yogas.decision.home.twoPlanets).
 * Not here: Yukthi Samanwitha Vagmi #155 (the 2nd lord at its deepest exaltation in Paravatamsa), which the dasavarga
 * count cannot give: within a degree of its deepest exaltation no planet is in its own or exaltation sign in more than five
 * of the ten vargas (yogas-home.test.ts scans it); the yogas already in kin.ts, mind.ts and navamsa.ts (#177–178, #186, #192,
 * #194, #197–199, #202, #205–206, #208–209). Kapata yoga #204 reads Mandi from the yoga chart (c.mandiSign: the ascendant at the
 * middle of Saturn's part of the day, or of the night counted from sunset) and is not judged where the chart carries none.
 * Bandhubhisthyaktha (#195) leaves out its alternative of an evil shashtiamsa (yogas.decision.home.shashtiamsa).
 * Every difference from PyJHora 4.8.5 on the reference charts is a decision of the entry (test/helpers/yoga-diffs/home.ts).
 * Ids: HOME_YOGA_IDS (ids.ts); words: shared/i18n/text/yogas/home.ts.
 */
import { list as textList, text } from '../../text.js';
import {
  ALL, aspectedLine, aspecting, aspectsSign, countFrom, type Ctx, dasavargaOwn, type Def, dignityOf, houseSign, isStrong,
  joinedLine, joining, JUPITER, KENDRA, KENDRA_TRIKONA, lordIndex, lordLine, lordOfHouse, make, MARS, MERCURY, MOON, NAME,
  navamsaSign, ORD, pointLine, pos, RAHU, SATURN, SIGN, T, TRIKONA, VENUS, type Yoga,
} from './context.js';

const raman = (n: string) => ({ text: 'Raman, Three Hundred Important Combinations', chapter: null, verse: n });
const LORDS = text('yogas.decision.lords'), ASPECTS = text('yogas.decision.mindAspects'), TWO = text('yogas.decision.home.twoPlanets');

export const HOME_DEFS = {
  ekabhagini: {
    name: 'Ekabhagini Yoga', isBenefic: true,
    id: 'ekabhagini', category: 'named', source: raman('#179'), pyjhoraId: 'ekabhagini_yoga', decisions: [LORDS, TWO],
    description: text('yogas.ekabhagini.description'), interpretation: [text('yogas.ekabhagini.interpretation.1')],
  },
  dwadasaSahodara: {
    name: 'Dwadasa Sahodara Yoga', isBenefic: true,
    id: 'dwadasa-sahodara', category: 'named', source: raman('#180'), pyjhoraId: 'dwadasa_sahodara_yoga', decisions: [LORDS],
    description: text('yogas.dwadasaSahodara.description'), interpretation: [text('yogas.dwadasaSahodara.interpretation.1')],
  },
  sapthasankhyaSahodara: {
    name: 'Sapthasankhya Sahodara Yoga', isBenefic: true,
    id: 'sapthasankhya-sahodara', category: 'named', source: raman('#181'), pyjhoraId: 'sapthasankhya_sahodara_yoga',
    decisions: [LORDS, TWO, text('yogas.decision.home.sapthasankhyaHouses')],
    description: text('yogas.sapthasankhyaSahodara.description'), interpretation: [text('yogas.sapthasankhyaSahodara.interpretation.1')],
  },
  vichitraSaudhaPrakara: {
    name: 'Vichitra Saudha Prakara Yoga', isBenefic: true,
    id: 'vichitra-saudha-prakara', category: 'named', source: raman('#188'), pyjhoraId: 'vichitra_saudha_prakara_yoga', decisions: [LORDS, TWO],
    description: text('yogas.vichitraSaudhaPrakara.description'), interpretation: [text('yogas.vichitraSaudhaPrakara.interpretation.1')],
  },
  ayatnaGrihaPrapta: {
    name: 'Ayatna Griha Prapta Yoga', isBenefic: true,
    id: 'ayatna-griha-prapta', category: 'named', source: raman('#189'), pyjhoraId: 'ayatna_griha_prapta_yoga_189',
    decisions: [LORDS, ASPECTS, text('yogas.decision.home.ayatnaLords')],
    description: text('yogas.ayatnaGrihaPrapta.description'), interpretation: [text('yogas.ayatnaGrihaPrapta.interpretation.1')],
  },
  ayatnaGrihaPraptaNinthLord: {
    name: 'Bhagyesha Ayatna Griha Prapta Yoga', isBenefic: true,
    id: 'ayatna-griha-prapta-ninth-lord', category: 'named', source: raman('#190'), pyjhoraId: 'ayatna_griha_prapta_yoga_190',
    decisions: [LORDS, text('yogas.decision.home.ownOrExalted')],
    description: text('yogas.ayatnaGrihaPraptaNinthLord.description'), interpretation: [text('yogas.ayatnaGrihaPrapta.interpretation.1')],
  },
  kapataTenthLord: {
    name: 'Karmesha Kapata Yoga', isBenefic: false,
    id: 'kapata-tenth-lord', category: 'arishta', source: raman('#203'), pyjhoraId: 'kapata_yoga_203',
    decisions: [LORDS, ASPECTS, text('yogas.decision.home.kapataTenthLord')],
    description: text('yogas.kapataTenthLord.description'), interpretation: [text('yogas.kapata.interpretation.1')],
  },
  matruSatrutwa: {
    name: 'Matru Satrutwa Yoga', isBenefic: false,
    id: 'matru-satrutwa', category: 'arishta', source: raman('#207'), pyjhoraId: 'matru_satrutwa_yoga',
    decisions: [ASPECTS, text('yogas.decision.home.matruSatrutwa')],
    description: text('yogas.matruSatrutwa.description'), interpretation: [text('yogas.matruSatrutwa.interpretation.1')],
  },
  vahanaExalted: {
    name: 'Uchcha Sukhesha Vahana Yoga', isBenefic: true,
    id: 'vahana-exalted-fourth-lord', category: 'named', source: raman('#210'), pyjhoraId: 'vahana_yoga_210', decisions: [LORDS],
    description: text('yogas.vahanaExalted.description'), interpretation: [text('yogas.vahana.interpretation.1')],
  },
  thrikalaGnana: {
    name: 'Thrikalagnana Yoga', isBenefic: true,
    id: 'thrikala-gnana', category: 'named', source: raman('#234'), pyjhoraId: 'thrikaala_gnana_yoga',
    decisions: [text('yogas.decision.home.thrikalaConjunction')],
    description: text('yogas.thrikalaGnana.description'), interpretation: [text('yogas.thrikalaGnana.interpretation.1')],
  },
  jara: {
    name: 'Jara Yoga', isBenefic: false,
    id: 'jara', category: 'arishta', source: raman('#236'), pyjhoraId: 'jara_yoga', decisions: [LORDS],
    description: text('yogas.jara.description'), interpretation: [text('yogas.jara.interpretation.1')],
  },
  kapataMandi: {
    name: 'Mandi Kapata Yoga', isBenefic: false,
    id: 'kapata-mandi', category: 'arishta', source: raman('#204'), pyjhoraId: 'kapata_yoga_204',
    decisions: [LORDS, ASPECTS, TWO, text('yogas.decision.affliction.gulika')],
    description: text('yogas.kapataMandi.description'), interpretation: [text('yogas.kapata.interpretation.1')],
  },
  grihanasaTwelfth: {
    name: 'Vyaya Grihanasa Yoga', isBenefic: false,
    id: 'grihanasa-twelfth', category: 'arishta', source: raman('#191'), pyjhoraId: 'grihanasa_yoga_191',
    decisions: [LORDS, ASPECTS, text('yogas.decision.home.unreported')],
    description: text('yogas.grihanasaTwelfth.description'), interpretation: [text('yogas.grihanasaNavamsa.interpretation.1')],
  },
  bandhuPujyaMercury: {
    name: 'Budha Bandhu Pujya Yoga', isBenefic: true,
    id: 'bandhu-pujya-mercury', category: 'named', source: raman('#193'), pyjhoraId: 'bandhu_pujya_yoga_193', decisions: [LORDS, ASPECTS],
    description: text('yogas.bandhuPujyaMercury.description'), interpretation: [text('yogas.bandhuPujya.interpretation.1')],
  },
  bandhubhisthyaktha: {
    name: 'Bandhubhisthyaktha Yoga', isBenefic: false,
    id: 'bandhubhisthyaktha', category: 'arishta', source: raman('#195'), pyjhoraId: 'bandhubhisthyaktha_yoga',
    decisions: [LORDS, text('yogas.decision.home.association'), text('yogas.decision.home.shashtiamsa'), text('yogas.decision.home.bandhubhisthyaktha')],
    description: text('yogas.bandhubhisthyaktha.description'), interpretation: [text('yogas.bandhubhisthyaktha.interpretation.1')],
  },
  matrudeerghayusExalted: {
    name: 'Uchcha Sukhesha Matrudeerghayus Yoga', isBenefic: true,
    id: 'matrudeerghayus-exalted', category: 'named', source: raman('#196'), pyjhoraId: 'matrudeerghayur_yoga_196', decisions: [LORDS],
    description: text('yogas.matrudeerghayusExalted.description'), interpretation: [text('yogas.matrudeerghayus.interpretation.1')],
  },
} satisfies Record<string, Def>;

const D = HOME_DEFS;
type Line = ReturnType<typeof T>;

const benefics = (c: Ctx) => ALL.filter((p) => c.benefic[p]);
const malefics = (c: Ctx) => ALL.filter((p) => !c.benefic[p]);

/** #179: Mercury in the 3rd house, the 3rd lord with the Moon, and Mars with Saturn. */
function ekabhagini(c: Ctx, out: Yoga[]): void {
  const l3 = lordOfHouse(c, 3);
  if (c.house[MERCURY] !== 3 || l3 === MOON || c.sign[l3] !== c.sign[MOON] || c.sign[MARS] !== c.sign[SATURN]) return;
  out.push(make(c, D.ekabhagini, [MERCURY, l3, MOON, MARS, SATURN], [pos(c, MERCURY), lordLine(c, 3), joinedLine(l3, [MOON]), joinedLine(MARS, [SATURN])]));
}

/** #180: the 3rd lord in a kendra, and Mars exalted (Capricorn) with Jupiter in a trikona (1st, 5th, 9th) from the 3rd lord. */
function dwadasaSahodara(c: Ctx, out: Yoga[]): void {
  const l3 = lordOfHouse(c, 3);
  if (!KENDRA.includes(c.house[l3]) || dignityOf(MARS, c.sign[MARS]) !== 'exalted' || c.sign[JUPITER] !== c.sign[MARS]) return;
  const from = countFrom(c.sign[l3], c.sign[MARS]);
  if (!TRIKONA.includes(from)) return;
  out.push(make(c, D.dwadasaSahodara, [l3, MARS, JUPITER], [
    lordLine(c, 3), pos(c, MARS), joinedLine(MARS, [JUPITER]), T('yogas.cond.houseFromPlanet', { house: from, planet: NAME(l3) }),
  ]));
}

/** #181: the 12th lord with Mars; the Moon and Jupiter in the 3rd house, which Venus neither occupies nor aspects. */
function sapthasankhyaSahodara(c: Ctx, out: Yoga[]): void {
  const l12 = lordOfHouse(c, 12), s3 = houseSign(c, 3);
  if (l12 === MARS || c.sign[l12] !== c.sign[MARS] || c.house[MOON] !== 3 || c.house[JUPITER] !== 3) return;
  if (c.sign[VENUS] === s3 || aspectsSign(VENUS, c.sign[VENUS], s3)) return;
  out.push(make(c, D.sapthasankhyaSahodara, [l12, MARS, MOON, JUPITER], [
    lordLine(c, 12), joinedLine(l12, [MARS]), pos(c, MOON), pos(c, JUPITER),
    T('yogas.cond.home.noVenus', { house: ORD(3), position: pos(c, VENUS) }),
  ]));
}

/** #188: the 4th and 10th lords together with Saturn and Mars (four planets in one sign). */
function vichitraSaudhaPrakara(c: Ctx, out: Yoga[]): void {
  const l4 = lordOfHouse(c, 4), l10 = lordOfHouse(c, 10);
  if ([l4, l10].some((p) => p === MARS || p === SATURN)) return;
  if (![l10, SATURN, MARS].every((p) => c.sign[p] === c.sign[l4])) return;
  out.push(make(c, D.vichitraSaudhaPrakara, [l4, l10, SATURN, MARS], [lordLine(c, 4), lordLine(c, 10), joinedLine(l4, [l10, SATURN, MARS])]));
}

/** #189: the lords of the lagna and the 7th each in the lagna or the 4th, each aspected by a natural benefic. */
function ayatnaGrihaPrapta(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1), l7 = lordOfHouse(c, 7);
  if (![1, 4].includes(c.house[l1]) || ![1, 4].includes(c.house[l7])) return;
  const by1 = aspecting(c, l1, benefics(c)), by7 = aspecting(c, l7, benefics(c));
  if (!by1.length || !by7.length) return;
  out.push(make(c, D.ayatnaGrihaPrapta, [l1, l7, ...by1, ...by7], [
    T('yogas.cond.lagnaLord', { position: pos(c, l1) }), lordLine(c, 7), aspectedLine(l1, by1), aspectedLine(l7, by7),
  ]));
}

/** #190: the 9th lord in a kendra, and the 4th lord exalted or in its own sign (its moolatrikona is one of these). */
function ayatnaGrihaPraptaNinthLord(c: Ctx, out: Yoga[]): void {
  const l9 = lordOfHouse(c, 9), l4 = lordOfHouse(c, 4);
  const d = dignityOf(l4, c.sign[l4]);
  if (!KENDRA.includes(c.house[l9]) || (d !== 'exalted' && d !== 'own')) return;
  out.push(make(c, D.ayatnaGrihaPraptaNinthLord, [l9, l4], [lordLine(c, 9), lordLine(c, 4)]));
}

/** #203: Saturn, Mars, Rahu and the 10th lord, a natural malefic, in the 4th house; the 10th lord aspected by malefics. */
function kapataTenthLord(c: Ctx, out: Yoga[]): void {
  const s4 = houseSign(c, 4), l10 = lordOfHouse(c, 10);
  if (![SATURN, MARS, RAHU, l10].every((p) => c.sign[p] === s4) || c.benefic[l10]) return;
  const by = aspecting(c, l10, malefics(c));
  if (!by.length) return;
  out.push(make(c, D.kapataTenthLord, [SATURN, MARS, RAHU, l10, ...by], [
    pos(c, SATURN), pos(c, MARS), pos(c, RAHU), lordLine(c, 10), T('yogas.cond.aspectedByMalefics', { planet: NAME(l10), planets: textList(by.map(NAME)) }),
  ]));
}

/** #207: Mercury lord of both the lagna and the 4th (Gemini rising), joined with or aspected by a natural malefic. */
function matruSatrutwa(c: Ctx, out: Yoga[]): void {
  if (lordOfHouse(c, 1) !== MERCURY || lordOfHouse(c, 4) !== MERCURY) return;
  const w = joining(c, MERCURY, malefics(c)), by = aspecting(c, MERCURY, malefics(c));
  if (!w.length && !by.length) return;
  out.push(make(c, D.matruSatrutwa, [MERCURY, ...w, ...by], [
    T('yogas.cond.sameLord', { planet: NAME(MERCURY) }), pos(c, MERCURY),
    ...(w.length ? [joinedLine(MERCURY, w)] : []),
    ...(by.length ? [T('yogas.cond.aspectedByMalefics', { planet: NAME(MERCURY), planets: textList(by.map(NAME)) })] : []),
  ]));
}

/** #210: the 4th lord exalted, and the lord of its exaltation sign in a kendra or trikona. */
function vahanaExalted(c: Ctx, out: Yoga[]): void {
  const l4 = lordOfHouse(c, 4);
  if (dignityOf(l4, c.sign[l4]) !== 'exalted') return;
  const d = lordIndex(c.sign[l4]);
  if (!KENDRA_TRIKONA.includes(c.house[d])) return;
  const lines: Line[] = [lordLine(c, 4)];
  if (d !== l4) lines.push(T('yogas.cond.dispositor', { planet: NAME(l4), lord: NAME(d), position: pos(c, d) }));
  out.push(make(c, D.vahanaExalted, [l4, d], lines));
}

/** #204: the 4th lord with Saturn, Rahu and Mandi in one sign, the 4th lord aspected by natural malefics. */
function kapataMandi(c: Ctx, out: Yoga[]): void {
  const l4 = lordOfHouse(c, 4), m = c.mandiSign;
  if (m === null || l4 === SATURN || ![SATURN, RAHU].every((p) => c.sign[p] === c.sign[l4]) || c.sign[l4] !== m) return;
  const by = aspecting(c, l4, malefics(c));
  if (!by.length) return;
  out.push(make(c, D.kapataMandi, [l4, SATURN, RAHU, ...by], [
    lordLine(c, 4), joinedLine(l4, [SATURN, RAHU]), pointLine(c, 'mandi', m),
    T('yogas.cond.aspectedByMalefics', { planet: NAME(l4), planets: textList(by.map(NAME)) }),
  ]));
}

/** #191: the 4th lord in the 12th house, aspected by a natural malefic. */
function grihanasaTwelfth(c: Ctx, out: Yoga[]): void {
  const l4 = lordOfHouse(c, 4);
  if (c.house[l4] !== 12) return;
  const by = aspecting(c, l4, malefics(c));
  if (!by.length) return;
  out.push(make(c, D.grihanasaTwelfth, [l4, ...by], [lordLine(c, 4), T('yogas.cond.aspectedByMalefics', { planet: NAME(l4), planets: textList(by.map(NAME)) })]));
}

/** #193: the 4th lord a natural benefic, aspected by another natural benefic, and Mercury in the lagna. */
function bandhuPujyaMercury(c: Ctx, out: Yoga[]): void {
  const l4 = lordOfHouse(c, 4);
  if (!c.benefic[l4] || c.house[MERCURY] !== 1) return;
  const by = aspecting(c, l4, benefics(c));
  if (!by.length) return;
  out.push(make(c, D.bandhuPujyaMercury, [l4, MERCURY, ...by], [lordLine(c, 4), aspectedLine(l4, by), pos(c, MERCURY)]));
}

/** #195: the 4th lord joined with a natural malefic, or in an enemy's sign, or debilitated (the evil shashtiamsas not judged). */
function bandhubhisthyaktha(c: Ctx, out: Yoga[]): void {
  const l4 = lordOfHouse(c, 4);
  const w = joining(c, l4, malefics(c)), d = dignityOf(l4, c.sign[l4]);
  const badSign = d === 'enemy' || d === 'debilitated';
  if (!w.length && !badSign) return;
  out.push(make(c, D.bandhubhisthyaktha, [l4, ...w], [lordLine(c, 4), ...(w.length ? [joinedLine(l4, w)] : [])]));
}

/** #196: a natural benefic in the 4th house, the 4th lord exalted, and the Moon strong (exalted, own or friendly sign, not combust). */
function matrudeerghayusExalted(c: Ctx, out: Yoga[]): void {
  const l4 = lordOfHouse(c, 4);
  const inFourth = benefics(c).filter((p) => c.house[p] === 4);
  if (!inFourth.length || dignityOf(l4, c.sign[l4]) !== 'exalted' || !isStrong(c, MOON)) return;
  out.push(make(c, D.matrudeerghayusExalted, [...inFourth, l4, MOON], [...inFourth.map((p) => pos(c, p)), lordLine(c, 4), pos(c, MOON)]));
}

/** #236: the lords of the 10th, 2nd and 7th all in the 10th house. */
function jara(c: Ctx, out: Yoga[]): void {
  const s10 = houseSign(c, 10);
  const lords = [10, 2, 7].map((h) => lordOfHouse(c, h));
  if (!lords.every((p) => c.sign[p] === s10)) return;
  out.push(make(c, D.jara, lords, [lordLine(c, 10), lordLine(c, 2), lordLine(c, 7)]));
}

// ---------------------------------------------------------------------------------------------
// Varga dignities (Vaiseshikamsas): #234
// ---------------------------------------------------------------------------------------------

/**
 * How many of the ten vargas of the dasavarga (BPHS ch. 7: the rasi, hora, drekkana, saptamsa, navamsa, dasamsa, dwadasamsa,
 * shodasamsa, trimsamsa and shashtiamsa, each cast by its Parashari rule, vargas.ts `vargaSign`; context.ts `dasavargaOwn`) place planet `p` (Sun … Saturn) in its own or its exaltation sign (its
 * moolatrikona is always one of these). BPHS ch. 7 names the count: 2 Parijatamsa, 3 Uttamamsa, 4 Gopuramsa, 5 Simhasanamsa,
 * 6 Paravatamsa (Parvatamsa), 7 Devalokamsa, 8 Brahmalokamsa, 9 Airavatamsa, 10 Sridhamamsa; a planet "in" one of them has
 * at least that count (Santhanam's note: Paravatamsa "or such other higher vargas").
 */
export function dasavargaDignities(p: number, lon: number): number {
  return dasavargaOwn(p, lon).length;
}
const GOPURAMSA = 4;

/**
 * Mridwamsa: the shashtiamsa (a half-degree) of the deity Mridu, the 19th of an odd sign and, the order reversed in an even
 * sign, its 42nd (BPHS ch. 6; Raman #234): 9°–9°30′ of an odd sign, 20°30′–21° of an even one.
 */
export function inMridwamsa(lon: number): boolean {
  const sign = Math.floor(lon / 30) % 12, part = Math.floor((lon - sign * 30) * 2) + 1;
  return part === (sign % 2 === 0 ? 19 : 42);
}

const vargaLine = (c: Ctx, p: number) => T('yogas.cond.home.dasavarga', { planet: NAME(p), count: dasavargaDignities(p, c.lon[p]) });

/** #234: Jupiter in Mridwamsa in his own navamsa, or in Gopuramsa and aspected by a natural benefic. */
function thrikalaGnana(c: Ctx, out: Yoga[]): void {
  const nav = navamsaSign(c, JUPITER);
  if (inMridwamsa(c.lon[JUPITER]) && lordIndex(nav) === JUPITER) {
    out.push(make(c, D.thrikalaGnana, [JUPITER], [
      pos(c, JUPITER), T('yogas.cond.home.mridwamsa', { planet: NAME(JUPITER) }), T('yogas.cond.navamsa', { planet: NAME(JUPITER), sign: SIGN(nav) }),
    ]));
    return;
  }
  if (dasavargaDignities(JUPITER, c.lon[JUPITER]) < GOPURAMSA) return;
  const by = aspecting(c, JUPITER, benefics(c));
  if (!by.length) return;
  out.push(make(c, D.thrikalaGnana, [JUPITER, ...by], [pos(c, JUPITER), vargaLine(c, JUPITER), aspectedLine(JUPITER, by)]));
}

/** Appends the yogas of this family that the chart forms, in the order of HOME_DEFS. */
export function homeYogas(c: Ctx, out: Yoga[]): void {
  ekabhagini(c, out);
  dwadasaSahodara(c, out);
  sapthasankhyaSahodara(c, out);
  vichitraSaudhaPrakara(c, out);
  ayatnaGrihaPrapta(c, out);
  ayatnaGrihaPraptaNinthLord(c, out);
  kapataTenthLord(c, out);
  matruSatrutwa(c, out);
  vahanaExalted(c, out);
  thrikalaGnana(c, out);
  jara(c, out);
  kapataMandi(c, out);
  grihanasaTwelfth(c, out);
  bandhuPujyaMercury(c, out);
  bandhubhisthyaktha(c, out);
  matrudeerghayusExalted(c, out);
}
