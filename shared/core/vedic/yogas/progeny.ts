/**
 * Yogas of children (Raman #211–230): childlessness, the curses that deny children, adoption and the years they come.
 * The conventions are those of context.ts; every difference from PyJHora 4.8.5 on the reference charts is a decision of the
 * entry (test/helpers/yoga-diffs/progeny.ts). Ids: PROGENY_YOGA_IDS (ids.ts); words: shared/i18n/text/yogas/progeny.ts.
 *
 * B.V. Raman, "Three Hundred Important Combinations" #211–220, #223, #227–229, whose numbers PyJHora's ids follow
 * (kin.ts has #221, #222, #224–226 and #230). "Joins" is the same sign; "aspected" is graha drishti (BPHS ch. 26, so Rahu
 * and Ketu aspect nothing); "associated" is conjunction, mutual graha drishti or exchange of signs (context.ts
 * `associations`); the lords are the traditional ones; benefics and malefics are the natural ones of the chart (context.ts).
 * A planet is not its own companion: "the 5th lord joins Venus" asks for Venus beside another planet.
 *
 * Weak (Anapatya #211, the Moon of Preta Shapa #219): Raman gives no test of his own, so we take the opposite of the
 * catalogue's "strong" (context.ts `isStrong`: exalted, in its own or a friendly sign, not combust) together with the
 * houses of loss: a planet is weak when it stands in a neutral, enemy or debilitation sign, or is combust, or occupies
 * the 6th, 8th or 12th house.
 */
import { list as textList, text } from '../../text.js';
import {
  ALL, aspectsSign, associations, type Ctx, type Def, DUSTHANA, houseSign, isStrong, JUPITER, lordIndex, lordLine, lordOfHouse, make,
  MARS, MERCURY, MOON, NAME, navamsaSign, ORD, pos, RAHU, SATURN, SIGN, SUN, T, VENUS, type Yoga,
} from './context.js';

const source = (raman: string) => ({ text: 'Raman, Three Hundred Important Combinations', chapter: null, verse: raman });
const LORDS = text('yogas.decision.lords'), ASPECTS = text('yogas.decision.kinAspects'), COMPANION = text('yogas.decision.progeny.companion');

export const PROGENY_DEFS = {
  anapatya: {
    name: 'Anapatya Yoga', isBenefic: false,
    id: 'anapatya', category: 'arishta', source: source('#211'), pyjhoraId: 'anapathya_yoga', decisions: [LORDS, text('yogas.decision.progeny.weak')],
    description: text('yogas.anapatya.description'), interpretation: [text('yogas.anapatya.interpretation.1')],
  },
  kujaSarpaShapa: {
    name: 'Kuja Sarpa Shapa Yoga', isBenefic: false,
    id: 'kuja-sarpa-shapa', category: 'arishta', source: source('#212'), pyjhoraId: 'sarpasaapa_yoga_212', decisions: [ASPECTS],
    description: text('yogas.kujaSarpaShapa.description'), interpretation: [text('yogas.sarpaShapa.interpretation.1')],
  },
  shaniSarpaShapa: {
    name: 'Shani Sarpa Shapa Yoga', isBenefic: false,
    id: 'shani-sarpa-shapa', category: 'arishta', source: source('#213'), pyjhoraId: 'sarpasaapa_yoga_213', decisions: [ASPECTS],
    description: text('yogas.shaniSarpaShapa.description'), interpretation: [text('yogas.sarpaShapa.interpretation.1')],
  },
  lagnaSarpaShapa: {
    name: 'Lagna Sarpa Shapa Yoga', isBenefic: false,
    id: 'lagna-sarpa-shapa', category: 'arishta', source: source('#214'), pyjhoraId: 'sarpasaapa_yoga_214', decisions: [LORDS],
    description: text('yogas.lagnaSarpaShapa.description'), interpretation: [text('yogas.sarpaShapa.interpretation.1')],
  },
  budhaSarpaShapa: {
    name: 'Budha Sarpa Shapa Yoga', isBenefic: false,
    id: 'budha-sarpa-shapa', category: 'arishta', source: source('#215'), pyjhoraId: 'sarpasaapa_yoga_215', decisions: [ASPECTS],
    description: text('yogas.budhaSarpaShapa.description'), interpretation: [text('yogas.sarpaShapa.interpretation.1')],
  },
  pitruShapa: {
    name: 'Pitru Shapa Sutakshaya Yoga', isBenefic: false,
    id: 'pitru-shapa', category: 'arishta', source: source('#216'), pyjhoraId: 'pithru_saapa_sutakshaya_yoga', decisions: [text('yogas.decision.progeny.pitru')],
    description: text('yogas.pitruShapa.description'), interpretation: [text('yogas.pitruShapa.interpretation.1')],
  },
  matruShapa: {
    name: 'Matru Shapa Sutakshaya Yoga', isBenefic: false,
    id: 'matru-shapa', category: 'arishta', source: source('#217'), pyjhoraId: 'maathru_saapa_sutakshaya_yoga', decisions: [LORDS],
    description: text('yogas.matruShapa.description'), interpretation: [text('yogas.matruShapa.interpretation.1')],
  },
  bhratruShapa: {
    name: 'Bhratru Shapa Sutakshaya Yoga', isBenefic: false,
    id: 'bhratru-shapa', category: 'arishta', source: source('#218'), pyjhoraId: 'bhraathru_saapa_sutakshaya_yoga', decisions: [LORDS],
    description: text('yogas.bhratruShapa.description'), interpretation: [text('yogas.bhratruShapa.interpretation.1')],
  },
  pretaShapa: {
    name: 'Preta Shapa Yoga', isBenefic: false,
    id: 'preta-shapa', category: 'arishta', source: source('#219'), pyjhoraId: 'pretha_saapa_yoga', decisions: [text('yogas.decision.progeny.pretaMoon')],
    description: text('yogas.pretaShapa.description'), interpretation: [text('yogas.pretaShapa.interpretation.1')],
  },
  rahuBahuputra: {
    name: 'Rahu Bahuputra Yoga', isBenefic: true,
    id: 'rahu-bahuputra', category: 'named', source: source('#220'), pyjhoraId: 'bahu_puthra_yoga_220', decisions: [],
    description: text('yogas.rahuBahuputra.description'), interpretation: [text('yogas.bahuputra.interpretation.1')],
  },
  saptameshaDattaputra: {
    name: 'Saptamesha Dattaputra Yoga', isBenefic: false,
    id: 'saptamesha-dattaputra', category: 'named', source: source('#223'), pyjhoraId: 'dattha_puthra_yoga_223', decisions: [LORDS, COMPANION],
    description: text('yogas.saptameshaDattaputra.description'), interpretation: [text('yogas.dattaputra.interpretation.1')],
  },
  kalanirdesatPutra: {
    name: 'Kalanirdesat Putra Yoga', isBenefic: true,
    id: 'kalanirdesat-putra', category: 'named', source: source('#227'), pyjhoraId: 'kaalanirdesat_puthra_yoga_227', decisions: [COMPANION],
    description: text('yogas.kalanirdesatPutra.description'), interpretation: [text('yogas.kalanirdesatPutra.interpretation.1')],
  },
  bhagyaKalanirdesatPutra: {
    name: 'Bhagya Kalanirdesat Putra Yoga', isBenefic: true,
    id: 'bhagya-kalanirdesat-putra', category: 'named', source: source('#228'), pyjhoraId: 'kaalanirdesat_puthra_yoga_228', decisions: [COMPANION],
    description: text('yogas.bhagyaKalanirdesatPutra.description'), interpretation: [text('yogas.kalanirdesatPutra.interpretation.1')],
  },
  rahuKalanirdesatPutranasa: {
    name: 'Rahu Kalanirdesat Putranasa Yoga', isBenefic: false,
    id: 'rahu-kalanirdesat-putranasa', category: 'arishta', source: source('#229'), pyjhoraId: 'kaalanirdesat_puthranaasa_yoga_229',
    decisions: [COMPANION],
    description: text('yogas.rahuKalanirdesatPutranasa.description'), interpretation: [text('yogas.kalanirdesatPutranasa.interpretation.1')],
  },
} satisfies Record<string, Def>;

const D = PROGENY_DEFS;

/** Weak: in a neutral, enemy or debilitation sign, or combust, or in the 6th, 8th or 12th house (see the header). */
export const isWeak = (c: Ctx, p: number) => !isStrong(c, p) || DUSTHANA.includes(c.house[p]);
const malefic = (c: Ctx, p: number) => !c.benefic[p];
const weakLine = (ps: readonly number[]) => T('yogas.cond.progeny.weak', { planets: textList(ps.map(NAME)) });
const FIFTH = T('yogas.cond.houseFromLagna', { house: 5 });
const holds = (c: Ctx, h: number, ps: readonly number[]) =>
  T('yogas.cond.placeHolds', { place: T('yogas.cond.houseFromLagna', { house: h }), sign: SIGN(houseSign(c, h)), planets: textList(ps.map(NAME)) });
const marsSign = (c: Ctx) => T('yogas.cond.progeny.signOf', { house: ORD(5), sign: SIGN(houseSign(c, 5)), planet: NAME(MARS) });
/** Planets of `among` (other than `p`) in `p`'s sign. */
const withP = (c: Ctx, p: number, among: readonly number[]) => among.filter((q) => q !== p && c.sign[q] === c.sign[p]);

/** #211: Jupiter and the lords of the lagna, the 5th and the 7th all weak. */
function anapatya(c: Ctx, out: Yoga[]): void {
  const ps = [...new Set([JUPITER, lordOfHouse(c, 1), lordOfHouse(c, 5), lordOfHouse(c, 7)])];
  if (!ps.every((p) => isWeak(c, p))) return;
  out.push(make(c, D.anapatya, ps, [
    pos(c, JUPITER), T('yogas.cond.lagnaLord', { position: pos(c, lordOfHouse(c, 1)) }), lordLine(c, 5), lordLine(c, 7), weakLine(ps),
  ]));
}

/** #212: Rahu in the 5th, aspected by Mars, or the 5th a sign of Mars (Aries, Scorpio). */
function kujaSarpaShapa(c: Ctx, out: Yoga[]): void {
  const s5 = houseSign(c, 5);
  if (c.sign[RAHU] !== s5) return;
  const aspected = aspectsSign(MARS, c.sign[MARS], s5), own = lordIndex(s5) === MARS;
  if (!aspected && !own) return;
  out.push(make(c, D.kujaSarpaShapa, [RAHU, MARS], [
    holds(c, 5, [RAHU]), pos(c, MARS),
    ...(aspected ? [T('yogas.cond.placeAspectedBy', { place: FIFTH, sign: SIGN(s5), planets: NAME(MARS) })] : []),
    ...(own ? [marsSign(c)] : []),
  ]));
}

/** #213: the 5th lord joined with Rahu; Saturn in the 5th, joined with or aspected by the Moon. */
function shaniSarpaShapa(c: Ctx, out: Yoga[]): void {
  const l5 = lordOfHouse(c, 5), s5 = houseSign(c, 5);
  if (c.sign[RAHU] !== c.sign[l5] || c.sign[SATURN] !== s5) return;
  const joined = c.sign[MOON] === s5, aspected = aspectsSign(MOON, c.sign[MOON], s5);
  if (!joined && !aspected) return;
  out.push(make(c, D.shaniSarpaShapa, [l5, RAHU, SATURN, MOON], [
    lordLine(c, 5), T('yogas.cond.conjoinedWith', { planet: NAME(l5), planets: NAME(RAHU) }), pos(c, SATURN), pos(c, MOON),
    joined ? T('yogas.cond.conjoinedWith', { planet: NAME(SATURN), planets: NAME(MOON) }) : T('yogas.cond.aspectedByPlanets', { planet: NAME(SATURN), planets: NAME(MOON) }),
  ]));
}

/** #214: Jupiter associated with Mars, Rahu in the lagna, the 5th lord in the 6th, 8th or 12th. */
function lagnaSarpaShapa(c: Ctx, out: Yoga[]): void {
  const l5 = lordOfHouse(c, 5), how = associations(c, JUPITER, MARS);
  if (!how.length || c.house[RAHU] !== 1 || !DUSTHANA.includes(c.house[l5])) return;
  out.push(make(c, D.lagnaSarpaShapa, [JUPITER, MARS, RAHU, l5], [
    pos(c, JUPITER), pos(c, MARS),
    T('yogas.cond.association', { how: textList(how.map((h) => T(`yogas.association.${h.replace(/ (\w)/g, (_, ch: string) => ch.toUpperCase())}`))) }),
    pos(c, RAHU), lordLine(c, 5), T('yogas.cond.lordInDusthana', { house: ORD(5) }),
  ]));
}

/** #215: the 5th a sign of Mars, holding Rahu, and Mercury in it or aspecting it. */
function budhaSarpaShapa(c: Ctx, out: Yoga[]): void {
  const s5 = houseSign(c, 5);
  if (lordIndex(s5) !== MARS || c.sign[RAHU] !== s5) return;
  const joined = c.sign[MERCURY] === s5, aspected = aspectsSign(MERCURY, c.sign[MERCURY], s5);
  if (!joined && !aspected) return;
  out.push(make(c, D.budhaSarpaShapa, [RAHU, MERCURY], [
    marsSign(c), holds(c, 5, joined ? [RAHU, MERCURY] : [RAHU]),
    ...(aspected ? [T('yogas.cond.placeAspectedBy', { place: FIFTH, sign: SIGN(s5), planets: NAME(MERCURY) })] : []),
  ]));
}

/** #216: the Sun in the 5th, debilitated or in a navamsa of Saturn (Capricorn, Aquarius), hemmed in between malefics. */
function pitruShapa(c: Ctx, out: Yoga[]): void {
  if (c.house[SUN] !== 5) return;
  const n = navamsaSign(c, SUN), debilitated = c.sign[SUN] === 6, saturnNavamsa = n === 9 || n === 10;
  if (!debilitated && !saturnNavamsa) return;
  const m = ALL.filter((p) => p !== SUN && malefic(c, p));
  const before = m.filter((p) => c.sign[p] === (c.sign[SUN] + 11) % 12), after = m.filter((p) => c.sign[p] === (c.sign[SUN] + 1) % 12);
  if (!before.length || !after.length) return;
  out.push(make(c, D.pitruShapa, [SUN, ...before, ...after], [
    pos(c, SUN),
    ...(saturnNavamsa ? [T('yogas.cond.navamsaLord', { planet: NAME(SUN), sign: SIGN(n), lord: NAME(SATURN) })] : []),
    T('yogas.cond.hemmedByMalefics', { planet: NAME(SUN), before: textList(before.map(NAME)), after: textList(after.map(NAME)) }),
  ]));
}

/** #217: the 5th lord in the 8th and the 8th lord in the 5th; the Moon and the 4th lord in the 6th. */
function matruShapa(c: Ctx, out: Yoga[]): void {
  const l4 = lordOfHouse(c, 4), l5 = lordOfHouse(c, 5), l8 = lordOfHouse(c, 8);
  if (c.house[l5] !== 8 || c.house[l8] !== 5 || c.house[MOON] !== 6 || c.house[l4] !== 6) return;
  out.push(make(c, D.matruShapa, [l5, l8, MOON, l4], [lordLine(c, 5), lordLine(c, 8), pos(c, MOON), lordLine(c, 4)]));
}

/** #218: the lords of the lagna and the 5th in the 8th; the 3rd lord with Mars and Rahu in the 5th. */
function bhratruShapa(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1), l3 = lordOfHouse(c, 3), l5 = lordOfHouse(c, 5);
  if (c.house[l1] !== 8 || c.house[l5] !== 8) return;
  if (![l3, MARS, RAHU].every((p) => c.house[p] === 5)) return;
  out.push(make(c, D.bhratruShapa, [l1, l5, l3, MARS, RAHU], [
    T('yogas.cond.lagnaLord', { position: pos(c, l1) }), lordLine(c, 5), lordLine(c, 3), holds(c, 5, [...new Set([l3, MARS, RAHU])]),
  ]));
}

/** #219: the Sun and Saturn in the 5th, a weak Moon in the 7th, Rahu in the lagna and Jupiter in the 12th. */
function pretaShapa(c: Ctx, out: Yoga[]): void {
  if (c.house[SUN] !== 5 || c.house[SATURN] !== 5 || c.house[MOON] !== 7 || c.house[RAHU] !== 1 || c.house[JUPITER] !== 12) return;
  if (!isWeak(c, MOON)) return;
  out.push(make(c, D.pretaShapa, [SUN, SATURN, MOON, RAHU, JUPITER], [
    holds(c, 5, [SUN, SATURN]), pos(c, MOON), weakLine([MOON]), pos(c, RAHU), pos(c, JUPITER),
  ]));
}

/** #220: Rahu in the 5th, in a navamsa not of Saturn (not Capricorn or Aquarius). */
function rahuBahuputra(c: Ctx, out: Yoga[]): void {
  const n = navamsaSign(c, RAHU);
  if (c.house[RAHU] !== 5 || n === 9 || n === 10) return;
  out.push(make(c, D.rahuBahuputra, [RAHU], [pos(c, RAHU), T('yogas.cond.navamsaLord', { planet: NAME(RAHU), sign: SIGN(n), lord: NAME(lordIndex(n)) })]));
}

/** #223: the 7th lord in the 11th, the 5th lord joined with a benefic, Mars or Saturn in the 5th. */
function saptameshaDattaputra(c: Ctx, out: Yoga[]): void {
  const l5 = lordOfHouse(c, 5), l7 = lordOfHouse(c, 7);
  if (c.house[l7] !== 11) return;
  const bens = withP(c, l5, ALL.filter((p) => c.benefic[p]));
  const in5 = [MARS, SATURN].filter((p) => c.house[p] === 5);
  if (!bens.length || !in5.length) return;
  out.push(make(c, D.saptameshaDattaputra, [l7, l5, ...bens, ...in5], [
    lordLine(c, 7), lordLine(c, 5), T('yogas.cond.conjoinedWith', { planet: NAME(l5), planets: textList(bens.map(NAME)) }), holds(c, 5, in5),
  ]));
}

/** #227: Jupiter in the 5th and the 5th lord joined with Venus. */
function kalanirdesatPutra(c: Ctx, out: Yoga[]): void {
  const l5 = lordOfHouse(c, 5);
  if (c.house[JUPITER] !== 5 || l5 === VENUS || c.sign[l5] !== c.sign[VENUS]) return;
  out.push(make(c, D.kalanirdesatPutra, [JUPITER, l5, VENUS], [
    pos(c, JUPITER), lordLine(c, 5), T('yogas.cond.conjoinedWith', { planet: NAME(l5), planets: NAME(VENUS) }),
  ]));
}

/** #228: Jupiter in the 9th, Venus in the 9th from Jupiter (the 5th house) joined with the lagna lord. */
function bhagyaKalanirdesatPutra(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1);
  if (c.house[JUPITER] !== 9 || c.sign[VENUS] !== (c.sign[JUPITER] + 8) % 12 || l1 === VENUS || c.sign[l1] !== c.sign[VENUS]) return;
  out.push(make(c, D.bhagyaKalanirdesatPutra, [JUPITER, VENUS, l1], [
    pos(c, JUPITER),
    T('yogas.cond.placeHolds', { place: T('yogas.cond.houseFromPlanet', { house: 9, planet: NAME(JUPITER) }), sign: SIGN(c.sign[VENUS]), planets: NAME(VENUS) }),
    T('yogas.cond.lagnaLord', { position: pos(c, l1) }), T('yogas.cond.conjoinedWith', { planet: NAME(l1), planets: NAME(VENUS) }),
  ]));
}

/** #229: Rahu in the 5th, the 5th lord joined with a malefic, Jupiter debilitated. */
function rahuKalanirdesatPutranasa(c: Ctx, out: Yoga[]): void {
  const l5 = lordOfHouse(c, 5);
  if (c.house[RAHU] !== 5 || c.sign[JUPITER] !== 9) return;
  const m = withP(c, l5, ALL.filter((p) => malefic(c, p)));
  if (!m.length) return;
  out.push(make(c, D.rahuKalanirdesatPutranasa, [RAHU, l5, ...m, JUPITER], [
    holds(c, 5, [RAHU]), lordLine(c, 5), T('yogas.cond.conjoinedWith', { planet: NAME(l5), planets: textList(m.map(NAME)) }), pos(c, JUPITER),
  ]));
}

/** Appends the yogas of this family that the chart forms, in the order of PROGENY_DEFS. */
export function progenyYogas(c: Ctx, out: Yoga[]): void {
  anapatya(c, out);
  kujaSarpaShapa(c, out);
  shaniSarpaShapa(c, out);
  lagnaSarpaShapa(c, out);
  budhaSarpaShapa(c, out);
  pitruShapa(c, out);
  matruShapa(c, out);
  bhratruShapa(c, out);
  pretaShapa(c, out);
  rahuBahuputra(c, out);
  saptameshaDattaputra(c, out);
  kalanirdesatPutra(c, out);
  bhagyaKalanirdesatPutra(c, out);
  rahuKalanirdesatPutranasa(c, out);
}
