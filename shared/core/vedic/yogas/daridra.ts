/**
 * Daridra (penury) yogas: the combinations of BPHS ch. 42 in the form B.V. Raman gives them ("Three Hundred
 * Important Combinations" #144–153, Daridra Yogas A–J), whose numbers PyJHora's `dharidhra_yoga_<n>` ids
 * follow. "Associated" is conjunction, mutual graha drishti or exchange of signs (BPHS ch. 34 vv. 11–12, as
 * for the Raja and Dhana yogas); "aspected" is graha drishti (BPHS ch. 26), so Rahu and Ketu aspect nothing.
 * The maraka lords are the lords of the 2nd and 7th (BPHS ch. 44).
 * Raman and PyJHora call all of them "Daridra Yoga"; the names here tell them apart by what forms them
 * (Lagnesha: the lagna lord, Panchamesha: the 5th lord, Drishta: aspected, Papa Lagna: a malefic in the lagna).
 */
import { list as textList, text } from '../../text.js';
import {
  ALL, aspectsSign, associations, type Ctx, type Def, lordOfHouse, make, NAME, ORD, pos, SEVEN, T, type Yoga,
} from './context.js';

const source = (raman: string) => ({ text: 'Raman, Three Hundred Important Combinations', chapter: null, verse: raman });
const interpretation = [text('yogas.daridra.interpretation.1')];
const LORDS = text('yogas.decision.lords'), TWO = text('yogas.decision.daridraTwoPlanets'), ASPECTS = text('yogas.decision.daridraAspects');

export const DARIDRA_DEFS = {
  daridraLagnaLord: {
    name: 'Lagnesha Daridra Yoga', isBenefic: false,
    id: 'daridra-lagna-lord', category: 'arishta', source: source('#149'), pyjhoraId: 'dharidhra_yoga_149', decisions: [LORDS, TWO],
    description: text('yogas.daridraLagnaLord.description'), interpretation,
  },
  daridraFifthLord: {
    name: 'Panchamesha Daridra Yoga', isBenefic: false,
    id: 'daridra-fifth-lord', category: 'arishta', source: source('#150'), pyjhoraId: 'dharidhra_yoga_150', decisions: [LORDS, TWO],
    description: text('yogas.daridraFifthLord.description'), interpretation,
  },
  daridraFifthLordAspected: {
    name: 'Drishta Panchamesha Daridra Yoga', isBenefic: false,
    id: 'daridra-fifth-lord-aspected', category: 'arishta', source: source('#151'), pyjhoraId: 'dharidhra_yoga_151', decisions: [LORDS, TWO, ASPECTS],
    description: text('yogas.daridraFifthLordAspected.description'), interpretation,
  },
  daridraMaleficLagna: {
    name: 'Papa Lagna Daridra Yoga', isBenefic: false,
    id: 'daridra-malefic-lagna', category: 'arishta', source: source('#152'), pyjhoraId: 'dharidhra_yoga_152', decisions: [LORDS, ASPECTS],
    description: text('yogas.daridraMaleficLagna.description'), interpretation,
  },
} satisfies Record<string, Def>;

const D = DARIDRA_DEFS;

/** The planets of `among` (other than `p`) that aspect `p`'s sign. */
const aspecting = (c: Ctx, p: number, among: readonly number[]) => among.filter((q) => q !== p && aspectsSign(q, c.sign[q], c.sign[p]));
const lordLine = (c: Ctx, p: number, houses: number[]) => T('yogas.cond.lordOfHouses', { planet: NAME(p), houses: textList(houses), position: pos(c, p) });
const ownedBy = (c: Ctx, p: number) => [...Array(12).keys()].map((i) => i + 1).filter((h) => lordOfHouse(c, h) === p);

/** #149 (F): the lagna lord associated with the lord of the 6th, 8th or 12th, and aspected by a natural malefic. */
function lagnaLord(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1);
  const partners = [...new Set([6, 8, 12].map((h) => lordOfHouse(c, h)))].filter((q) => q !== l1 && associations(c, l1, q).length);
  const malefics = aspecting(c, l1, SEVEN.filter((q) => !c.benefic[q]));
  if (!partners.length || !malefics.length) return;
  out.push(make(c, D.daridraLagnaLord, [l1, ...partners], [
    lordLine(c, l1, ownedBy(c, l1)),
    ...partners.map((q) => lordLine(c, q, ownedBy(c, q))),
    ...partners.map((q) => T('yogas.cond.association', { how: textList(associations(c, l1, q).map((h) => T(`yogas.association.${h.replace(/ (\w)/g, (_, ch: string) => ch.toUpperCase())}`))) })),
    T('yogas.cond.aspectedByMalefics', { planet: NAME(l1), planets: textList(malefics.map(NAME)) }),
  ]));
}

/** #150 (G): the 5th lord in the sign of the lord of the 6th, 8th or 12th, no natural benefic conjoining or aspecting them. */
function fifthLord(c: Ctx, out: Yoga[]): void {
  const l5 = lordOfHouse(c, 5);
  for (const q of [...new Set([6, 8, 12].map((h) => lordOfHouse(c, h)))]) {
    if (q === l5 || c.sign[q] !== c.sign[l5]) continue;
    const bens = ALL.filter((b) => b !== l5 && b !== q && c.benefic[b] && (c.sign[b] === c.sign[l5] || aspectsSign(b, c.sign[b], c.sign[l5])));
    if (bens.length) continue;
    out.push(make(c, D.daridraFifthLord, [l5, q], [lordLine(c, l5, ownedBy(c, l5)), lordLine(c, q, ownedBy(c, q)), T('yogas.cond.noBeneficInfluence')]));
  }
}

/** #151 (H): the 5th lord in the 6th or 10th house, aspected by a lord of the 2nd, 6th, 7th, 8th or 12th. */
function fifthLordAspected(c: Ctx, out: Yoga[]): void {
  const l5 = lordOfHouse(c, 5);
  if (c.house[l5] !== 6 && c.house[l5] !== 10) return;
  const lords = aspecting(c, l5, [...new Set([2, 6, 7, 8, 12].map((h) => lordOfHouse(c, h)))]);
  if (!lords.length) return;
  out.push(make(c, D.daridraFifthLordAspected, [l5, ...lords], [
    T('yogas.cond.lordOf', { house: ORD(5), position: pos(c, l5) }),
    ...lords.map((q) => lordLine(c, q, ownedBy(c, q))),
    T('yogas.cond.aspectedByPlanets', { planet: NAME(l5), planets: textList(lords.map(NAME)) }),
  ]));
}

/** #152 (I): a natural malefic that owns neither the 9th nor the 10th in the lagna, conjoined with or aspected by the lord of the 2nd or 7th. */
function maleficLagna(c: Ctx, out: Yoga[]): void {
  const marakas = [...new Set([2, 7].map((h) => lordOfHouse(c, h)))];
  const l9 = lordOfHouse(c, 9), l10 = lordOfHouse(c, 10);
  for (const m of ALL) {
    if (c.benefic[m] || c.house[m] !== 1 || m === l9 || m === l10) continue;
    const with_ = marakas.filter((q) => q !== m && c.sign[q] === c.sign[m]);
    const by = aspecting(c, m, marakas);
    if (!with_.length && !by.length) continue;
    out.push(make(c, D.daridraMaleficLagna, [m, ...with_, ...by], [
      pos(c, m),
      ...[...new Set([...with_, ...by])].map((q) => lordLine(c, q, ownedBy(c, q))),
      ...(with_.length ? [T('yogas.cond.conjoinedWith', { planet: NAME(m), planets: textList(with_.map(NAME)) })] : []),
      ...(by.length ? [T('yogas.cond.aspectedByPlanets', { planet: NAME(m), planets: textList(by.map(NAME)) })] : []),
    ]));
  }
}

export function daridraYogas(c: Ctx, out: Yoga[]): void {
  lagnaLord(c, out);
  fifthLord(c, out);
  fifthLordAspected(c, out);
  maleficLagna(c, out);
}
