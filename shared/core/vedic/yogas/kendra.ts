/**
 * Yogas of planets in the kendras, as B.V. Raman defines them ("Three Hundred Important Combinations"):
 * Amsavatara (#50: Venus and Jupiter in kendras, a movable lagna, Saturn exalted in a kendra) and Sareera
 * Soukhya (#108: the lagna lord, Jupiter or Venus in a kendra). Houses are whole signs from the lagna.
 * PyJHora 4.8.5 implements both (amsaavatara_yoga, sareera_soukhya_yoga). Its message for Sareera Soukhya
 * says "and", but its function takes one of the three, as Raman does (p01: only Venus in a kendra, reported).
 */
import { text } from '../../text.js';
import { type Ctx, type Def, dignityOf, JUPITER, KENDRA, lordOfHouse, make, MOVABLE, pos, SATURN, SIGN, T, VENUS, type Yoga } from './context.js';

const raman = (n: string) => ({ text: 'Raman, Three Hundred Important Combinations', chapter: null, verse: n });

export const KENDRA_DEFS = {
  amsavatara: {
    name: 'Amsavatara Yoga', isBenefic: true,
    id: 'amsavatara', category: 'named', source: raman('#50'), pyjhoraId: 'amsaavatara_yoga',
    decisions: [],
    description: text('yogas.amsavatara.description'),
    interpretation: [text('yogas.amsavatara.interpretation.1')],
  },
  sareeraSoukhya: {
    name: 'Sareera Soukhya Yoga', isBenefic: true,
    id: 'sareera-soukhya', category: 'lagna', source: raman('#108'), pyjhoraId: 'sareera_soukhya_yoga',
    decisions: [],
    description: text('yogas.sareeraSoukhya.description'),
    interpretation: [text('yogas.sareeraSoukhya.interpretation.1')],
  },
} satisfies Record<string, Def>;

const D = KENDRA_DEFS;
const inKendra = (c: Ctx, p: number) => KENDRA.includes(c.house[p]);

/**
 * Amsavatara (#50): a movable sign rising, Venus and Jupiter in kendras, Saturn exalted (Libra) in a kendra. With
 * whole-sign houses Libra is a kendra only from a movable sign, so Saturn's condition implies the lagna's; PyJHora's
 * sentence ("Jupiter, Venus and exalted Saturn in quadrants") names no lagna and comes to the same.
 */
export function amsavatara(c: Ctx, out: Yoga[]): void {
  if (!MOVABLE.includes(c.lagna) || !inKendra(c, VENUS) || !inKendra(c, JUPITER)) return;
  if (!inKendra(c, SATURN) || dignityOf(SATURN, c.sign[SATURN]) !== 'exalted') return;
  out.push(make(c, D.amsavatara, [VENUS, JUPITER, SATURN], [
    T('yogas.cond.movableLagna', { sign: SIGN(c.lagna) }), pos(c, VENUS), pos(c, JUPITER), pos(c, SATURN),
  ]));
}

/** Sareera Soukhya (#108): the lagna lord, Jupiter or Venus (one suffices) in a kendra from the lagna. */
export function sareeraSoukhya(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1);
  const held = [...new Set([l1, JUPITER, VENUS])].filter((p) => inKendra(c, p));
  if (!held.length) return;
  out.push(make(c, D.sareeraSoukhya, held, held.map((p) => (p === l1 ? T('yogas.cond.lagnaLord', { position: pos(c, p) }) : pos(c, p)))));
}

/** The yogas of this module, in catalogue order. */
export function kendraYogas(c: Ctx, out: Yoga[]): void {
  amsavatara(c, out);
  sareeraSoukhya(c, out);
}
