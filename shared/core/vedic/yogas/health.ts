/**
 * Yogas of disease, injury, death and the fall from rank (B.V. Raman, "Three Hundred Important Combinations", the later numbers):
 * #265 Vrana, #271 Bhandhana, #286 Swetakushta, #290 Vaataroga and #295 Khalwata, each defined from Raman's rule as public
 * ports of PyJHora's later yoga.py quote it (its docstrings give the number). The conventions are those of context.ts: houses
 * are whole signs from the lagna, "joins" is the same sign, "aspected" is graha drishti (BPHS ch. 26, so Rahu and Ketu aspect
 * nothing and a planet does not aspect its own sign), benefics and malefics are the natural ones of the chart (Rahu and Ketu
 * among the malefics), the sign lords the traditional ones. Where the rule names two lords, they are two planets.
 * Left out for now: the yogas that need the cruel shashtiamsas (#264 Galakarna, #273 Sirachcheda, #275 Yuddha Marana) and those
 * not yet written (see the report of issue 22).
 * The conventions are those of context.ts; every difference from PyJHora 4.8.5 on the reference charts is a decision of the
 * entry (test/helpers/yoga-diffs/health.ts). Ids: HEALTH_YOGA_IDS (ids.ts); words: shared/i18n/text/yogas/health.ts.
 */
import { list as textList, text } from '../../text.js';
import {
  aspectsSign, type Ctx, type Def, JUPITER, KENDRA, KETU, lordIndex, lordOfHouse, make, MARS, MOON, NAME, ORD, pos, RAHU, SATURN, SEVEN, SIGN,
  SUN, T, TRIKONA, type Yoga,
} from './context.js';

const raman = (n: string) => ({ text: 'Raman, Three Hundred Important Combinations', chapter: null, verse: n });
const LORDS = text('yogas.decision.lords');

export const HEALTH_DEFS = {
  vrana: {
    name: 'Vrana Yoga', isBenefic: false,
    id: 'vrana', category: 'arishta', source: raman('#265'), pyjhoraId: 'vrana_yoga', decisions: [LORDS],
    description: text('yogas.vrana.description'), interpretation: [text('yogas.vrana.interpretation.1')],
  },
  bhandhana: {
    name: 'Bhandhana Yoga', isBenefic: false,
    id: 'bhandhana', category: 'arishta', source: raman('#271'), pyjhoraId: 'bhandhana_yoga', decisions: [LORDS, text('yogas.decision.health.twoLords')],
    description: text('yogas.bhandhana.description'), interpretation: [text('yogas.bhandhana.interpretation.1')],
  },
  swetakushta: {
    name: 'Swetakushta Yoga', isBenefic: false,
    id: 'swetakushta', category: 'arishta', source: raman('#286'), pyjhoraId: 'swetakushta_yoga', decisions: [],
    description: text('yogas.swetakushta.description'), interpretation: [text('yogas.swetakushta.interpretation.1')],
  },
  vaatharoga: {
    name: 'Vaataroga Yoga', isBenefic: false,
    id: 'vaataroga', category: 'arishta', source: raman('#290'), pyjhoraId: 'vaatharoga_yoga', decisions: [],
    description: text('yogas.vaataroga.description'), interpretation: [text('yogas.vaataroga.interpretation.1')],
  },
  khalwata: {
    name: 'Khalwata Yoga', isBenefic: false,
    id: 'khalwata', category: 'lagna', source: raman('#295'), pyjhoraId: 'khalwata_yoga', decisions: [text('yogas.decision.health.khalwata')],
    description: text('yogas.khalwata.description'), interpretation: [text('yogas.khalwata.interpretation.1')],
  },
} satisfies Record<string, Def>;

const D = HEALTH_DEFS;
const KT = [...new Set([...KENDRA, ...TRIKONA])];
const lordLine = (c: Ctx, h: number, p: number) => T('yogas.cond.lordOf', { house: ORD(h), position: pos(c, p) });
const joinedLine = (p: number, qs: number[]) => T('yogas.cond.conjoinedWith', { planet: NAME(p), planets: textList(qs.map(NAME)) });

/** #265: the 6th lord, a natural malefic, in the lagna, the 8th or the 10th. */
function vrana(c: Ctx, out: Yoga[]): void {
  const l6 = lordOfHouse(c, 6);
  if (c.benefic[l6] || ![1, 8, 10].includes(c.house[l6])) return;
  out.push(make(c, D.vrana, [l6], [lordLine(c, 6, l6), T('yogas.cond.health.malefic', { planet: NAME(l6) })]));
}

/** #271: the lagna lord and the 6th lord (two planets) together in a kendra or trikona with Saturn, Rahu or Ketu. */
function bhandhana(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1), l6 = lordOfHouse(c, 6);
  if (l1 === l6 || c.sign[l1] !== c.sign[l6] || !KT.includes(c.house[l1])) return;
  const w = [SATURN, RAHU, KETU].filter((p) => p !== l1 && p !== l6 && c.sign[p] === c.sign[l1]);
  if (!w.length) return;
  out.push(make(c, D.bhandhana, [l1, l6, ...w], [lordLine(c, 1, l1), lordLine(c, 6, l6), joinedLine(l1, [l6, ...w])]));
}

/** #286: Mars in the 2nd, Saturn in the 12th, the Moon in the lagna and the Sun in the 7th. */
function swetakushta(c: Ctx, out: Yoga[]): void {
  if (c.house[MARS] !== 2 || c.house[SATURN] !== 12 || c.house[MOON] !== 1 || c.house[SUN] !== 7) return;
  out.push(make(c, D.swetakushta, [SUN, MOON, MARS, SATURN], [MOON, MARS, SUN, SATURN].map((p) => pos(c, p))));
}

/** #290: Jupiter in the lagna and Saturn in the 7th. */
function vaataroga(c: Ctx, out: Yoga[]): void {
  if (c.house[JUPITER] !== 1 || c.house[SATURN] !== 7) return;
  out.push(make(c, D.vaatharoga, [JUPITER, SATURN], [pos(c, JUPITER), pos(c, SATURN)]));
}

/** #295: the lagna a sign of a natural malefic (Sun, Mars, Saturn), or Sagittarius or Taurus, aspected by a natural malefic. */
function khalwata(c: Ctx, out: Yoga[]): void {
  const ruler = lordIndex(c.lagna);
  if (![SUN, MARS, SATURN].includes(ruler) && c.lagna !== 8 && c.lagna !== 1) return;
  const by = SEVEN.filter((p) => !c.benefic[p] && aspectsSign(p, c.sign[p], c.lagna));
  if (!by.length) return;
  out.push(make(c, D.khalwata, by, [
    T('yogas.cond.health.lagnaSign', { sign: SIGN(c.lagna), planet: NAME(ruler) }),
    T('yogas.cond.health.lagnaAspected', { planets: textList(by.map(NAME)) }),
  ]));
}

/** Appends the yogas of this family that the chart forms, in the order of HEALTH_DEFS. */
export function healthYogas(c: Ctx, out: Yoga[]): void {
  vrana(c, out);
  bhandhana(c, out);
  swetakushta(c, out);
  vaataroga(c, out);
  khalwata(c, out);
}
