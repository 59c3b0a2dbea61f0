/**
 * More named yogas of BPHS ch. 36, those made by the placement of house lords and of the Sun, Moon, Mars,
 * Mercury and Jupiter: Khadga, Srinatha, Shiva, Trilochana, Devendra, Indra, Ravi, Bhaskara, Hari, Hara, Brahma,
 * Makuta and Gandharva. The
 * reading is the one P.V.R. Narasimha Rao gives of Parashara's verses (Vedic Astrology: An Integrated
 * Approach, ch. "Yogas"), which PyJHora 4.8.5 implements; where a verse names two planets ("the 10th lord
 * joins the 9th lord") they must be two different planets. Hari, Hara and Brahma count houses from a lord:
 * each of the three houses named must hold a natural benefic (the Moon only when waxing, Mercury when benefic).
 */
import { text } from '../../text.js';
import { ALL, aspectsSign, countFrom, type Ctx, type Def, dignityOf, JUPITER, KENDRA, list, lordOfHouse, make, MARS, MERCURY, MOON, NAME, ORD, pos, SATURN, SIGN, SUN, T, TRIKONA, type Yoga } from './context.js';

const bphs36 = { text: 'BPHS', chapter: '36', verse: null };

export const NAMED_LORD_DEFS = {
  khadga: {
    name: 'Khadga Yoga', isBenefic: true,
    id: 'khadga', category: 'named', source: bphs36, pyjhoraId: 'khadga_yoga', decisions: [],
    description: text('yogas.khadga.description'),
    interpretation: [text('yogas.khadga.interpretation.1')],
  },
  srinatha: {
    name: 'Srinatha Yoga', isBenefic: true,
    id: 'srinatha', category: 'named', source: bphs36, pyjhoraId: 'sreenaatha_yoga', decisions: [],
    description: text('yogas.srinatha.description'),
    interpretation: [text('yogas.srinatha.interpretation.1')],
  },
  shiva: {
    name: 'Shiva Yoga', isBenefic: true,
    id: 'shiva', category: 'named', source: bphs36, pyjhoraId: 'siva_yoga', decisions: [],
    description: text('yogas.shiva.description'),
    interpretation: [text('yogas.shiva.interpretation.1')],
  },
  trilochana: {
    name: 'Trilochana Yoga', isBenefic: true,
    id: 'trilochana', category: 'named', source: bphs36, pyjhoraId: 'trilochana_yoga', decisions: [],
    description: text('yogas.trilochana.description'),
    interpretation: [text('yogas.trilochana.interpretation.1')],
  },
  devendra: {
    name: 'Devendra Yoga', isBenefic: true,
    id: 'devendra', category: 'named', source: bphs36, pyjhoraId: 'devendra_yoga', decisions: [],
    description: text('yogas.devendra.description'),
    interpretation: [text('yogas.devendra.interpretation.1')],
  },
  indra: {
    name: 'Indra Yoga', isBenefic: true,
    id: 'indra', category: 'named', source: bphs36, pyjhoraId: 'indra_yoga', decisions: [],
    description: text('yogas.indra.description'),
    interpretation: [text('yogas.indra.interpretation.1')],
  },
  ravi: {
    name: 'Ravi Yoga', isBenefic: true,
    id: 'ravi', category: 'named', source: bphs36, pyjhoraId: 'ravi_yoga', decisions: [],
    description: text('yogas.ravi.description'),
    interpretation: [text('yogas.ravi.interpretation.1')],
  },
  bhaskara: {
    name: 'Bhaskara Yoga', isBenefic: true,
    id: 'bhaskara', category: 'named', source: bphs36, pyjhoraId: 'bhaaskara_yoga', decisions: [],
    description: text('yogas.bhaskara.description'),
    interpretation: [text('yogas.bhaskara.interpretation.1')],
  },
  hari: {
    name: 'Hari Yoga', isBenefic: true,
    id: 'hari', category: 'named', source: bphs36, pyjhoraId: 'hari_yoga', decisions: [],
    description: text('yogas.hari.description'),
    interpretation: [text('yogas.hariHaraBrahma.interpretation.1')],
  },
  hara: {
    name: 'Hara Yoga', isBenefic: true,
    id: 'hara', category: 'named', source: bphs36, pyjhoraId: 'hara_yoga', decisions: [],
    description: text('yogas.hara.description'),
    interpretation: [text('yogas.hariHaraBrahma.interpretation.1')],
  },
  brahma: {
    name: 'Brahma Yoga', isBenefic: true,
    id: 'brahma', category: 'named', source: bphs36, pyjhoraId: 'brahma_yoga', decisions: [],
    description: text('yogas.brahma.description'),
    interpretation: [text('yogas.hariHaraBrahma.interpretation.1')],
  },
  makuta: {
    name: 'Makuta Yoga', isBenefic: true,
    id: 'makuta', category: 'named', source: bphs36, pyjhoraId: 'makuta_yoga', decisions: [],
    description: text('yogas.makuta.description'),
    interpretation: [text('yogas.makuta.interpretation.1')],
  },
  gandharva: {
    name: 'Gandharva Yoga', isBenefic: true,
    id: 'gandharva', category: 'named', source: bphs36, pyjhoraId: 'gandharva_yoga', decisions: [],
    description: text('yogas.gandharva.description'),
    interpretation: [text('yogas.gandharva.interpretation.1')],
  },
} satisfies Record<string, Def>;

const D = NAMED_LORD_DEFS;
const FIXED = [1, 4, 7, 10];

/** "the 9th lord Venus in Capricorn (…), house 2 …": the lord of house `h` and where it stands. */
const lordAt = (c: Ctx, h: number) => T('yogas.cond.lordOf', { house: ORD(h), position: pos(c, lordOfHouse(c, h)) });

/** True when the lord of house `a` stands in house `b` and the lord of `b` in house `a` (two planets). */
function exchanged(c: Ctx, a: number, b: number): boolean {
  const la = lordOfHouse(c, a), lb = lordOfHouse(c, b);
  return la !== lb && c.house[la] === b && c.house[lb] === a;
}

function exchange(c: Ctx, a: number, b: number) {
  const la = lordOfHouse(c, a), lb = lordOfHouse(c, b);
  return T('yogas.cond.exchange', { a: NAME(la), houseA: a, b: NAME(lb), houseB: b, low: Math.min(a, b), high: Math.max(a, b) });
}

/** Khadga: the 2nd lord in the 9th, the 9th lord in the 2nd, the lagna lord in a kendra or a trikona. */
export function khadga(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1);
  if (!exchanged(c, 2, 9) || !(KENDRA.includes(c.house[l1]) || TRIKONA.includes(c.house[l1]))) return;
  out.push(make(c, D.khadga, [lordOfHouse(c, 2), lordOfHouse(c, 9), l1], [exchange(c, 2, 9), T('yogas.cond.lagnaLord', { position: pos(c, l1) })]));
}

/** Srinatha: the 7th lord exalted in the 10th, the 10th lord with the 9th lord (two different planets). */
export function srinatha(c: Ctx, out: Yoga[]): void {
  const l7 = lordOfHouse(c, 7), l9 = lordOfHouse(c, 9), l10 = lordOfHouse(c, 10);
  if (c.house[l7] !== 10 || dignityOf(l7, c.sign[l7]) !== 'exalted' || l9 === l10 || c.sign[l9] !== c.sign[l10]) return;
  out.push(make(c, D.srinatha, [l7, l9, l10], [lordAt(c, 7), T('yogas.cond.sameSign', { a: NAME(l10), b: NAME(l9), sign: SIGN(c.sign[l9]) })]));
}

/** Shiva: the 5th lord in the 9th, the 9th lord in the 10th, the 10th lord in the 5th. */
export function shiva(c: Ctx, out: Yoga[]): void {
  const l5 = lordOfHouse(c, 5), l9 = lordOfHouse(c, 9), l10 = lordOfHouse(c, 10);
  if (c.house[l5] !== 9 || c.house[l9] !== 10 || c.house[l10] !== 5) return;
  out.push(make(c, D.shiva, [l5, l9, l10], [lordAt(c, 5), lordAt(c, 9), lordAt(c, 10)]));
}

/**
 * Trilochana: the Sun, the Moon and Mars in mutual trines, each in the 1st, 5th or 9th from the others (signs
 * of one triplicity; two may share a sign, the 1st being a trikona as it is a kendra for Gajakesari).
 */
export function trilochana(c: Ctx, out: Yoga[]): void {
  const s = [c.sign[SUN], c.sign[MOON], c.sign[MARS]];
  if (!s.every((x) => x % 4 === s[0] % 4)) return;
  out.push(make(c, D.trilochana, [SUN, MOON, MARS], [pos(c, SUN), pos(c, MOON), pos(c, MARS), T('yogas.cond.mutualTrines', { planets: list([SUN, MOON, MARS]) })]));
}

/** Devendra: a fixed lagna, the lords of 2 and 10 exchanged, the lords of 1 and 11 exchanged. */
export function devendra(c: Ctx, out: Yoga[]): void {
  if (!FIXED.includes(c.lagna) || !exchanged(c, 2, 10) || !exchanged(c, 1, 11)) return;
  out.push(make(c, D.devendra, [1, 2, 10, 11].map((h) => lordOfHouse(c, h)), [
    T('yogas.cond.fixedLagna', { sign: SIGN(c.lagna) }), exchange(c, 2, 10), exchange(c, 1, 11),
  ]));
}

/** Indra: the lords of 5 and 11 exchanged, the Moon in the 5th. */
export function indra(c: Ctx, out: Yoga[]): void {
  if (!exchanged(c, 5, 11) || c.house[MOON] !== 5) return;
  out.push(make(c, D.indra, [lordOfHouse(c, 5), lordOfHouse(c, 11), MOON], [exchange(c, 5, 11), pos(c, MOON)]));
}

/** Ravi: the Sun in the 10th, the 10th lord in the 3rd with Saturn (the 10th lord another planet than Saturn). */
export function ravi(c: Ctx, out: Yoga[]): void {
  const l10 = lordOfHouse(c, 10);
  if (c.house[SUN] !== 10 || l10 === SATURN || c.house[l10] !== 3 || c.sign[SATURN] !== c.sign[l10]) return;
  out.push(make(c, D.ravi, [SUN, l10, SATURN], [pos(c, SUN), lordAt(c, 10), T('yogas.cond.sameSign', { a: NAME(l10), b: NAME(SATURN), sign: SIGN(c.sign[l10]) })]));
}

/** Bhaskara: Mercury in the 2nd from the Sun, the Moon in the 12th from the Sun (11th from Mercury), Jupiter in the 5th or 9th from the Moon. */
export function bhaskara(c: Ctx, out: Yoga[]): void {
  const j = countFrom(c.sign[MOON], c.sign[JUPITER]);
  if (countFrom(c.sign[SUN], c.sign[MERCURY]) !== 2 || countFrom(c.sign[SUN], c.sign[MOON]) !== 12 || (j !== 5 && j !== 9)) return;
  out.push(make(c, D.bhaskara, [SUN, MOON, MERCURY, JUPITER], [
    T('yogas.cond.in2ndFromSun', { planets: NAME(MERCURY), sign: SIGN(c.sign[MERCURY]) }),
    T('yogas.cond.in12thFromSun', { planets: NAME(MOON), sign: SIGN(c.sign[MOON]) }),
    T('yogas.cond.fromMoon', { planet: NAME(JUPITER), house: ORD(j), sign: SIGN(c.sign[JUPITER]) }),
  ]));
}

/**
 * Hari (benefics in the 2nd, 12th and 8th from the 2nd lord), Hara (the 4th, 9th and 8th from the 7th lord) and
 * Brahma (the 4th, 10th and 11th from the lagna lord): each of the three houses holds a natural benefic.
 */
export function hariHaraBrahma(c: Ctx, out: Yoga[]): void {
  for (const [key, lordOf, houses] of [['hari', 2, [2, 12, 8]], ['hara', 7, [4, 9, 8]], ['brahma', 1, [4, 10, 11]]] as const) {
    const l = lordOfHouse(c, lordOf);
    const held = houses.map((h) => ALL.filter((p) => c.benefic[p] && countFrom(c.sign[l], c.sign[p]) === h));
    if (!held.every((ps) => ps.length)) continue;
    out.push(make(c, D[key], [l, ...held.flat()], [
      lordAt(c, lordOf),
      ...houses.map((h, i) => T('yogas.cond.beneficsFromPlanet', { planets: list(held[i]), house: ORD(h), planet: NAME(l) })),
    ]));
  }
}

/** Makuta: Jupiter in the 9th from the 9th lord, a natural benefic in the 9th from Jupiter, Saturn in the 10th. */
export function makuta(c: Ctx, out: Yoga[]): void {
  const l9 = lordOfHouse(c, 9);
  const ninthFromJupiter = ALL.filter((p) => p !== JUPITER && c.benefic[p] && countFrom(c.sign[JUPITER], c.sign[p]) === 9);
  if (countFrom(c.sign[l9], c.sign[JUPITER]) !== 9 || !ninthFromJupiter.length || c.house[SATURN] !== 10) return;
  out.push(make(c, D.makuta, [l9, JUPITER, ...ninthFromJupiter, SATURN], [
    lordAt(c, 9),
    T('yogas.cond.beneficsFromPlanet', { planets: NAME(JUPITER), house: ORD(9), planet: NAME(l9) }),
    T('yogas.cond.beneficsFromPlanet', { planets: list(ninthFromJupiter), house: ORD(9), planet: NAME(JUPITER) }),
    pos(c, SATURN),
  ]));
}

/**
 * Gandharva: the 10th lord in a trine from the 7th (houses 3, 7, 11), the lagna lord conjoined with or aspected by
 * Jupiter (another planet than Jupiter), the Sun exalted, the Moon in the 9th.
 */
export function gandharva(c: Ctx, out: Yoga[]): void {
  const l10 = lordOfHouse(c, 10), l1 = lordOfHouse(c, 1);
  const joined = c.sign[l1] === c.sign[JUPITER];
  const touched = l1 !== JUPITER && (joined || aspectsSign(JUPITER, c.sign[JUPITER], c.sign[l1]));
  if (![3, 7, 11].includes(c.house[l10]) || !touched || dignityOf(SUN, c.sign[SUN]) !== 'exalted' || c.house[MOON] !== 9) return;
  out.push(make(c, D.gandharva, [l10, l1, JUPITER, SUN, MOON], [
    lordAt(c, 10),
    T('yogas.cond.lagnaLord', { position: pos(c, l1) }),
    joined ? T('yogas.cond.conjoinsJupiter', { planet: NAME(l1) }) : T('yogas.cond.aspectedByJupiter', { sign: SIGN(c.sign[JUPITER]) }),
    pos(c, SUN), pos(c, MOON),
  ]));
}

/** The yogas of this module, in catalogue order. */
export function namedLordYogas(c: Ctx, out: Yoga[]): void {
  khadga(c, out);
  srinatha(c, out);
  shiva(c, out);
  trilochana(c, out);
  devendra(c, out);
  indra(c, out);
  ravi(c, out);
  bhaskara(c, out);
  hariHaraBrahma(c, out);
  makuta(c, out);
  gandharva(c, out);
}
