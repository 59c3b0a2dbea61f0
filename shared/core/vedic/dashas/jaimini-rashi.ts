/**
 * The Jaimini sign-based (rashi) dashas: Chara (K.N. Rao and P.V.R. Narasimha Rao), Narayana, Lagna and
 * Karaka Kendradi, Drig, Shoola, Niryana Shoola, Sthira, Trikona, Yogardha, Mandooka and Varnada. Every period is a sign; every system starts at birth (no balance). The strength rules,
 * the counting of dasa years and the chara karakas are in ./jaimini-rules.ts with their sources.
 *
 * Sub-periods divide a period into twelve equal parts, one per sign, in an order each system gives from
 * the period's own sign; levels 3–5 apply the same rule to their parent (the order from the parent's sign).
 *
 * Checked against PyJHora 4.8.5 (test/unit/dashas-jaimini.test.ts): where PyJHora lists a second cycle
 * with periods of 12 − the first cycle's years, Orrery lists both cycles and drops the periods of zero
 * length (../engine.ts), as the descriptions say.
 */
import { horaLagna, varnadaSign } from '../special-lagnas.js';
import { SIGN_NAMES, type SignName } from '../../zodiac.js';
import { proportional, sequence } from './engine.js';
import {
  charaKarakas, classicalLord, countBackward, countForward, isFixed, isMovable, isOddFooted, isOddSign, jaiminiChart,
  KETU, mod12, MOON, narayanaYears, PYJHORA_STRENGTH_NOTE, rasiAspects, SATURN, signLord, strongerPlanet,
  brahmaGraha, sthiraYears, strongerSign, SUN, zodiacFrom, type JaiminiChart,
} from './jaimini-rules.js';
import type { DashaBirth, DashaOption, DashaOptions, DashaSystem, Period } from './types.js';

const signName = (s: number): SignName => SIGN_NAMES[mod12(s)];
const signIndex = (lord: Period['lord']): number => SIGN_NAMES.indexOf(lord as SignName);

/** Twelve equal sub-periods of `parent` in the order `signs`. */
function twelfths(parent: Period, signs: readonly number[]): Period[] {
  return proportional(parent, signs.map((s) => ({ lord: signName(s), weight: 1 })));
}

/** Periods of the given years from birth, in the order given (both cycles when a system has two). */
function fromBirth(birth: DashaBirth, opts: DashaOptions, items: readonly { sign: number; years: number }[]): Period[] {
  return sequence(birth.jdUt, opts.yearDays, items.map((x) => ({ lord: signName(x.sign), years: x.years })));
}

/** A first cycle of `years` and a second of 12 − those years (VAIA (Narayana dasa): the two cycles make 12 each). */
function twoCycles(signs: readonly number[], years: (s: number) => number): { sign: number; years: number }[] {
  const first = signs.map((s) => ({ sign: s, years: years(s) }));
  return [...first, ...first.map((x) => ({ sign: x.sign, years: Math.max(0, 12 - x.years) }))];
}

interface RashiRules {
  id: string;
  name: string;
  source: string;
  description: string;
  options?: readonly DashaOption[];
  defaultDepth?: 2;
  mahas(c: JaiminiChart, choices: Readonly<Record<string, string>>): { sign: number; years: number }[];
  /** The order of the twelve sub-periods of a period of sign `s` (`path`: the ancestors, mahadasha first). */
  subOrder(c: JaiminiChart, s: number, path: readonly number[], choices: Readonly<Record<string, string>>): number[];
}

function rashiSystem(r: RashiRules): DashaSystem {
  return {
    id: r.id,
    name: r.name,
    kind: 'rashi',
    source: r.source,
    description: `${r.description} ${PYJHORA_STRENGTH_NOTE}`,
    options: r.options ?? [],
    ...(r.defaultDepth ? { defaultDepth: r.defaultDepth } : {}),
    mahadashas(birth, opts) {
      return fromBirth(birth, opts, r.mahas(jaiminiChart(birth.chart), opts.choices));
    },
    subPeriods(parent, _level, path, birth, opts) {
      const c = jaiminiChart(birth.chart);
      return twelfths(parent, r.subOrder(c, signIndex(parent.lord), path.map((p) => signIndex(p.lord)), opts.choices));
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Chara dasha

/** The signs from `seed`, forward when the 9th from it is odd-footed, else backward (K.N. Rao). */
function ninthFootedOrder(seed: number): number[] {
  return zodiacFrom(seed, isOddFooted(seed + 8) ? 1 : -1);
}

/** P.V.R. Narasimha Rao's seed: the sign of the ascendant, the Sun or the Moon whose lord is strongest. */
function pvnRaoSeed(c: JaiminiChart): number {
  const asc = c.asc;
  const sun = c.sign[SUN];
  const moon = c.sign[MOON];
  const ascLord = signLord(c, asc);
  const sunLord = signLord(c, sun);
  const first = strongerPlanet(c, sunLord, ascLord);
  let seed = first === ascLord ? asc : sun;
  const moonLord = signLord(c, moon);
  if (strongerPlanet(c, first, moonLord) === moonLord) seed = moon;
  return seed;
}

/** The years of a sign without the exaltation and debilitation corrections (P.V.R. Narasimha Rao's Chara). */
function charaYearsPvn(c: JaiminiChart, s: number): number {
  const at = c.sign[signLord(c, s)];
  const n = (isOddFooted(s) ? countForward(s, at) : countBackward(s, at)) - 1;
  return n <= 0 ? 12 : n;
}

const CHARA_METHOD: DashaOption = {
  name: 'method',
  values: ['kn-rao', 'pvn-rao'],
  default: 'kn-rao',
  description:
    '`kn-rao`: K.N. Rao (from the ascendant, one cycle of 12, years with the exaltation/debilitation year); ' +
    '`pvn-rao`: P.V.R. Narasimha Rao (from the strongest of the ascendant, Sun and Moon signs, two cycles, the second 12 − the first).',
};

export const charaSystem = rashiSystem({
  id: 'chara',
  name: 'Chara dasha',
  source: 'Jaimini Upadesa Sutras; K.N. Rao, Predicting through Jaimini\'s Chara Dasha; P.V.R. Narasimha Rao, "Chara Dasa of Parasara"',
  description:
    'Signs from the ascendant (K.N. Rao) or from the sign of the ascendant, Sun or Moon with the strongest lord (P.V.R. Narasimha Rao), ' +
    'forward when the 9th from it is odd-footed, else backward. Years: count from the sign to its lord (Scorpio, Aquarius: the stronger co-lord), ' +
    'forward for odd-footed and backward for even-footed signs, minus one; 12 for a lord in the sign itself; K.N. Rao adds one year for an exalted lord and ' +
    'takes one for a debilitated one. K.N. Rao: one cycle of 12; P.V.R. Narasimha Rao: two cycles, the second of 12 − the first years ' +
    '(periods of 0 years are not listed). Sub-periods: twelve equal parts, the signs in the mahadasha order from its first sign (K.N. Rao) or ' +
    'from its second, the first last (P.V.R. Narasimha Rao), one order under every mahadasha, as PyJHora 4.8.5 lists them; levels 3–5 repeat it.',
  options: [CHARA_METHOD],
  mahas(c, choices) {
    if (choices.method === 'pvn-rao') return twoCycles(ninthFootedOrder(pvnRaoSeed(c)), (s) => charaYearsPvn(c, s));
    return ninthFootedOrder(c.asc).map((s) => ({ sign: s, years: narayanaYears(c, s) }));
  },
  subOrder(c, _s, _path, choices) {
    if (choices.method === 'pvn-rao') {
      const order = ninthFootedOrder(pvnRaoSeed(c));
      return [...order.slice(1), order[0]];
    }
    return ninthFootedOrder(c.asc);
  },
});

// ---------------------------------------------------------------------------------------------------
// Narayana dasha

/**
 * The Narayana order from a seed sign (VAIA (Narayana dasa)): movable signs one after another, fixed signs every
 * 6th, dual signs the kendras from the seed each followed by its trines; forward for an odd seed, backward
 * for an even one. Saturn in the seed makes the order always forward one by one; Ketu in it reverses the
 * direction.
 */
export function narayanaOrder(c: JaiminiChart, seed: number): number[] {
  if (c.sign[SATURN] === seed) return zodiacFrom(seed, 1);
  let forward = isOddSign(seed);
  if (c.sign[KETU] === seed) forward = !forward;
  const d = forward ? 1 : -1;
  if (isMovable(seed)) return zodiacFrom(seed, d);
  if (isFixed(seed)) return Array.from({ length: 12 }, (_, i) => mod12(seed + d * 5 * i));
  // dual: kendras in the direction, each followed by its 9th and 5th (forward) or 5th and 9th (backward)
  return [0, 3, 6, 9].flatMap((k) => {
    const base = mod12(seed + d * k);
    return [base, mod12(base + d * 8), mod12(base + d * 4)];
  });
}

/**
 * Narayana antardashas (VAIA (Narayana dasa)): from the stronger of the sign holding the dasa sign's lord and the
 * sign holding the lord of the 7th from it, forward when that sign is odd, backward when even; Saturn in
 * it makes the order forward, Ketu in the dasa sign reverses it.
 */
function narayanaSubOrder(c: JaiminiChart, s: number): number[] {
  const lordSign = c.sign[signLord(c, s, true)];
  const seventhLordSign = c.sign[signLord(c, s + 6, true)];
  const seed = strongerSign(c, lordSign, seventhLordSign);
  let d: 1 | -1 = isOddSign(seed) || c.sign[SATURN] === seed ? 1 : -1;
  if (c.sign[KETU] === s) d = d === 1 ? -1 : 1;
  return zodiacFrom(seed, d);
}

const NARAYANA_YEARS =
  'Years: count from the sign to its lord (Scorpio, Aquarius: the stronger co-lord), forward for odd-footed and backward for even-footed signs, ' +
  'minus one; 12 for a lord in the sign; one more for an exalted lord, one less for a debilitated one. Two cycles, the second of 12 − the first ' +
  'years (periods of 0 years are not listed).';

export const narayanaSystem = rashiSystem({
  id: 'narayana',
  defaultDepth: 2, // two cycles of twelve signs: ~3,450 periods (~800 KB) to depth 3
  name: 'Narayana dasha',
  source: 'Jaimini Upadesa Sutras; P.V.R. Narasimha Rao, VAIA (Narayana dasa)',
  description:
    'From the stronger of the ascendant and the 7th: movable signs in turn, fixed signs every 6th, dual signs the kendras each with its trines; ' +
    'forward from an odd sign, backward from an even one (Saturn in the seed: forward in turn; Ketu: reversed). ' + NARAYANA_YEARS +
    ' Sub-periods: twelve equal parts from the stronger of the signs holding the dasa sign\'s lord and the 7th lord, forward from an odd sign; levels 3–5 repeat it.',
  mahas(c) {
    return twoCycles(narayanaOrder(c, strongerSign(c, c.asc, c.asc + 6)), (s) => narayanaYears(c, s));
  },
  subOrder(c, s) {
    return narayanaSubOrder(c, s);
  },
});

// ---------------------------------------------------------------------------------------------------
// Kendradi dashas (Lagna and Karaka)

/** The kendras, then the panapharas, then the apoklimas from `seed`, in the direction given. */
function kendradiOrder(c: JaiminiChart, seed: number): number[] {
  const d = c.sign[SATURN] === seed ? 1 : c.sign[KETU] === seed ? -1 : isOddSign(seed) ? 1 : -1;
  return [0, 3, 6, 9, 1, 4, 7, 10, 2, 5, 8, 11].map((k) => mod12(seed + d * k));
}

/** Twelve signs from the dasa sign: forward if it is odd or holds Saturn, reversed if it holds Ketu. */
function fromSignOrder(c: JaiminiChart, s: number): number[] {
  let d: 1 | -1 = isOddSign(s) || c.sign[SATURN] === s ? 1 : -1;
  if (c.sign[KETU] === s) d = d === 1 ? -1 : 1;
  return zodiacFrom(s, d);
}

/** Twelve signs from `s`, forward if it is odd, backward if even (no Saturn or Ketu exception). */
const byParity = (s: number) => zodiacFrom(s, isOddSign(s) ? 1 : -1);

const KENDRADI_TAIL =
  ' Direction: forward from an odd seed, backward from an even one; Saturn in the seed: forward, Ketu: backward. ' + NARAYANA_YEARS +
  ' Sub-periods: twelve equal parts from the dasa sign itself, forward if it is odd or holds Saturn, reversed if it holds Ketu; levels 3–5 repeat it.';

export const lagnaKendradiSystem = rashiSystem({
  id: 'lagna-kendradi',
  defaultDepth: 2, // two cycles of twelve signs: ~3,450 periods (~800 KB) to depth 3
  name: 'Lagna Kendradi rashi dasha',
  source: 'Jaimini Upadesa Sutras; P.V.R. Narasimha Rao, VAIA (the years of Narayana dasa)',
  description: 'From the stronger of the ascendant and the 7th: the kendras (1, 4, 7, 10), then the panapharas, then the apoklimas.' + KENDRADI_TAIL,
  mahas(c) {
    return twoCycles(kendradiOrder(c, strongerSign(c, c.asc, c.asc + 6)), (s) => narayanaYears(c, s));
  },
  subOrder(c, s) {
    return fromSignOrder(c, s);
  },
});

export const karakaKendradiSystem = rashiSystem({
  id: 'karaka-kendradi',
  defaultDepth: 2, // two cycles of twelve signs: ~3,450 periods (~800 KB) to depth 3
  name: 'Karaka Kendradi rashi dasha',
  source: 'Jaimini Upadesa Sutras; P.V.R. Narasimha Rao, VAIA (the years of Narayana dasa)',
  description:
    'From the stronger of the atmakaraka\'s sign and the 7th from it (eight chara karakas, Rahu counted backward): the kendras, then the panapharas, ' +
    'then the apoklimas.' + KENDRADI_TAIL,
  mahas(c) {
    const ak = c.sign[charaKarakas(c)[0]];
    return twoCycles(kendradiOrder(c, strongerSign(c, ak, ak + 6)), (s) => narayanaYears(c, s));
  },
  subOrder(c, s) {
    return fromSignOrder(c, s);
  },
});

// ---------------------------------------------------------------------------------------------------
// Drig dasha

/** The three signs `s` aspects by rasi drishti, in zodiacal order from it (odd-footed) or the reverse. */
function aspectedInOrder(s: number): number[] {
  const d = isOddFooted(s) ? 1 : -1;
  return Array.from({ length: 11 }, (_, i) => mod12(s + d * (i + 1))).filter((x) => rasiAspects(s, x));
}

/**
 * Drig antardashas (P.V.R. Narasimha Rao, VAIA (Drig dasa), as PyJHora 4.6.5+ reads him): from the
 * stronger of the dasa sign and the 7th from it; movable dasa signs in turn, fixed every 6th, dual by
 * kendras (1, 4, 7, 10, 5, 8, 11, 2, 9, 12, 3, 6); forward for an odd dasa sign, backward for an even one.
 */
function drigSubOrder(c: JaiminiChart, s: number): number[] {
  return padakrama(strongerSign(c, s, s + 6), isOddSign(s) ? 1 : -1);
}

/**
 * "Padakrama" from `seed` in direction `d` (P.V.R. Narasimha Rao's reading of the Upadesa Sutras for the
 * Drig dasa antardashas): after a movable sign the signs in turn; after a fixed sign every 6th; after a
 * dual sign its kendras, then the kendras of its 5th, then of its 9th.
 */
function padakrama(seed: number, d: 1 | -1): number[] {
  if (isMovable(seed)) return zodiacFrom(seed, d);
  if (isFixed(seed)) return Array.from({ length: 12 }, (_, i) => mod12(seed + d * 5 * i));
  return [1, 4, 7, 10, 5, 8, 11, 2, 9, 12, 3, 6].map((h) => mod12(seed + d * (h - 1)));
}

export const drigSystem = rashiSystem({
  id: 'drig',
  defaultDepth: 2, // two cycles of twelve signs: ~3,450 periods (~800 KB) to depth 3
  name: 'Drig dasha',
  source: 'Jaimini Upadesa Sutras; P.V.R. Narasimha Rao, VAIA (Drig dasa)',
  description:
    'The 9th, 10th and 11th from the ascendant, each followed by the three signs it aspects (rasi drishti), in zodiacal order from an odd-footed sign ' +
    'and the reverse from an even-footed one. ' + NARAYANA_YEARS +
    ' Sub-periods: twelve equal parts from the stronger of the dasa sign and its 7th; movable dasa signs in turn, fixed every 6th, dual by kendras ' +
    '(1, 4, 7, 10, 5, 8, 11, 2, 9, 12, 3, 6), forward for an odd dasa sign; levels 3–5 repeat it.',
  mahas(c) {
    const order = [8, 9, 10].flatMap((h) => [mod12(c.asc + h), ...aspectedInOrder(c.asc + h)]);
    return twoCycles(order, (s) => narayanaYears(c, s));
  },
  subOrder(c, s) {
    return drigSubOrder(c, s);
  },
});



// ---------------------------------------------------------------------------------------------------
// Shoola, Niryana Shoola, Sthira, Trikona, Yogardha

export const shoolaSystem = rashiSystem({
  id: 'shoola',
  name: 'Shoola dasha',
  source: 'Jaimini Upadesa Sutras; P.V.R. Narasimha Rao, VAIA (the other rasi dashas)',
  description:
    'From the stronger of the ascendant and the 7th, the twelve signs in zodiacal order, 9 years each (one cycle of 108 years). ' +
    'Sub-periods: twelve equal parts from the stronger of the dasa sign and its 7th, in zodiacal order; levels 3–5 repeat it.',
  mahas(c) {
    return zodiacFrom(strongerSign(c, c.asc, c.asc + 6), 1).map((s) => ({ sign: s, years: 9 }));
  },
  subOrder(c, s) {
    return zodiacFrom(strongerSign(c, s, s + 6), 1);
  },
});

export const niryanaShoolaSystem = rashiSystem({
  id: 'niryana-shoola',
  defaultDepth: 2, // two cycles of twelve signs: ~3,450 periods (~800 KB) to depth 3
  name: 'Niryana Shoola dasha',
  source: 'Jaimini Upadesa Sutras; P.V.R. Narasimha Rao, VAIA (the other rasi dashas)',
  description:
    'From the stronger of the 2nd and the 8th from the ascendant, the signs in turn, forward from an odd sign and backward from an even one; ' +
    'movable signs 7 years, fixed 8, dual 9. Two cycles, the second of 12 − the first years. Sub-periods: twelve equal parts as in Narayana dasha ' +
    '(from the stronger of the signs holding the dasa sign\'s lord and the 7th lord); levels 3–5 repeat it.',
  mahas(c) {
    const seed = strongerSign(c, c.asc + 1, c.asc + 7);
    return twoCycles(zodiacFrom(seed, isOddSign(seed) ? 1 : -1), sthiraYears);
  },
  subOrder(c, s) {
    return narayanaSubOrder(c, s);
  },
});

export const sthiraSystem = rashiSystem({
  id: 'sthira',
  name: 'Sthira dasha',
  source: 'Jaimini Upadesa Sutras; P.V.R. Narasimha Rao, VAIA (the other rasi dashas)',
  description:
    'From the sign of Brahma (the strongest of the lords of the 6th, 8th and 12th from the stronger of the ascendant and the 7th, by Jaimini\'s tests), ' +
    'the twelve signs in zodiacal order; movable signs 7 years, fixed 8, dual 9 (one cycle of 96 years). Sub-periods: twelve equal parts from the ' +
    'dasa sign in zodiacal order; levels 3–5 repeat it.',
  mahas(c) {
    return zodiacFrom(c.sign[brahmaGraha(c)], 1).map((s) => ({ sign: s, years: sthiraYears(s) }));
  },
  subOrder(_c, s) {
    return zodiacFrom(s, 1);
  },
});

export const trikonaSystem = rashiSystem({
  id: 'trikona',
  name: 'Trikona dasha',
  source: 'Jaimini Upadesa Sutras; P.V.R. Narasimha Rao, VAIA (the other rasi dashas)',
  description:
    'From the strongest of the ascendant and its trines (5th, 9th), the signs in turn, forward from an odd sign and backward from an even one. ' +
    NARAYANA_YEARS.replace(' Two cycles, the second of 12 − the first years (periods of 0 years are not listed).', ' One cycle of 12.') +
    ' Sub-periods: twelve equal parts from the dasa sign, forward if it is odd, backward if even; levels 3–5 repeat it.',
  mahas(c) {
    const seed = strongerSign(c, strongerSign(c, c.asc, c.asc + 4), c.asc + 8);
    return byParity(seed).map((s) => ({ sign: s, years: narayanaYears(c, s) }));
  },
  subOrder(_c, s) {
    return byParity(s);
  },
});

export const yogardhaSystem = rashiSystem({
  id: 'yogardha',
  name: 'Yogardha dasha',
  source: 'Jaimini Upadesa Sutras; P.V.R. Narasimha Rao, VAIA (the other rasi dashas)',
  description:
    'From the stronger of the ascendant and the 7th, the signs in turn, forward from an odd sign and backward from an even one; years the mean of ' +
    'the Chara (Narayana) years and the Sthira years (movable 7, fixed 8, dual 9). One cycle of 12. Sub-periods: twelve equal parts in the mahadasha ' +
    'order from its second sign, one order for every mahadasha, as PyJHora; levels 3–5 repeat it.',
  mahas(c) {
    const seed = strongerSign(c, c.asc, c.asc + 6);
    return byParity(seed).map((s) => ({ sign: s, years: (narayanaYears(c, s) + sthiraYears(s)) / 2 }));
  },
  subOrder(c) {
    const order = byParity(strongerSign(c, c.asc, c.asc + 6));
    return [...order.slice(1), order[0]];
  },
});

// ---------------------------------------------------------------------------------------------------
// Mandooka (K.N. Rao's reading, PyJHora method 2)

/**
 * The Mandooka ("frog") order from a seed: the four signs of the seed's class (movable, fixed or dual)
 * from it, then the four of the next class, then the last, each group from Aries, Taurus or Gemini;
 * steps of three signs forward from an odd seed, backward from an even one. After a movable seed come
 * the dual signs, after a dual seed the fixed, after a fixed seed the movable.
 */
export function mandookaOrder(seed: number): number[] {
  const d = isOddSign(seed) ? 1 : -1;
  const group = (start: number) => [0, 1, 2, 3].map((k) => mod12(start + d * 3 * k));
  const cls = seed % 3;
  return [...group(seed), ...group((cls + 2) % 3), ...group((cls + 1) % 3)];
}

/**
 * Mandooka years as PyJHora 4.8.5 counts them (K.N. Rao's method there): the classical lord (Mars for
 * Scorpio, Saturn for Aquarius), the signs from the dasa sign to it counted inclusively, forward for an
 * odd sign and backward for an even one, taken modulo 12 (so a lord in the 12th gives 0 years); a lord in
 * the sign gives 12, in the 7th 10.
 */
function mandookaYears(c: JaiminiChart, s: number): number {
  const at = c.sign[classicalLord(s)];
  if (at === s) return 12;
  if (at === mod12(s + 6)) return 10;
  return (isOddSign(s) ? countForward(s, at) : countBackward(s, at)) % 12;
}

export const mandookaSystem = rashiSystem({
  id: 'mandooka',
  name: 'Mandooka dasha',
  source: 'Jaimini Upadesa Sutras; K.N. Rao\'s reading as PyJHora 4.8.5 implements it (method 2)',
  description:
    'From the stronger of the ascendant and the 7th: the four signs of its class (movable, fixed, dual) three signs apart, then the dual, fixed or ' +
    'movable signs in turn (after movable: dual; after dual: fixed; after fixed: movable), each group from Aries, Taurus or Gemini; forward from an ' +
    'odd seed, backward from an even one. Years: the signs from the dasa sign to its classical lord counted inclusively (forward from an odd sign, ' +
    'backward from an even one), modulo 12; 12 for a lord in the sign, 10 in the 7th; a lord in the 12th gives 0 years and the period is not listed. ' +
    'One cycle. Sub-periods: twelve equal parts in the mahadasha order from the dasa sign; levels 3–5 repeat it.',
  mahas(c) {
    return mandookaOrder(strongerSign(c, c.asc, c.asc + 6)).map((s) => ({ sign: s, years: mandookaYears(c, s) }));
  },
  subOrder(c, s) {
    const order = mandookaOrder(strongerSign(c, c.asc, c.asc + 6));
    const i = order.indexOf(s);
    return [...order.slice(i), ...order.slice(0, i)];
  },
});

// ---------------------------------------------------------------------------------------------------
// Varnada

/** The Varnada lagna's sign (Jaimini Upadesa Sutras 1.4; B.V. Raman's reading, PyJHora method 1): core/vedic/special-lagnas.ts. */
export { varnadaSign as varnadaLagnaSign };

export const varnadaSystem: DashaSystem = {
  id: 'varnada',
  name: 'Varnada dasha',
  kind: 'rashi',
  source: 'Jaimini Upadesa Sutras; P.V.R. Narasimha Rao, VAIA (the other rasi dashas); B.V. Raman\'s Varnada lagna; BPHS ch. 5 (the hora lagna)',
  description:
    'From the stronger of the ascendant and the hora lagna, the signs in turn, forward from an odd sign and backward from an even one. Years: the ' +
    'signs from the Varnada lagna forward to the dasa sign, less one (0 to 11); the Varnada lagna\'s own period has 0 years and is not listed. ' +
    'One cycle. The hora lagna is the one /v1/special-lagnas gives: the Sun at the Hindu sunrise plus ½° a minute since, the day running from ' +
    'sunrise to sunrise (BPHS ch. 5), so a birth before sunrise counts from the previous day\'s sunrise (PyJHora counts negative minutes from ' +
    'the same civil day\'s, which can put the hora lagna in the next sign when it is near a sign\'s end). None at a place in polar day or ' +
    'night: 422. Sub-periods: twelve equal parts ' +
    `from the dasa sign in zodiacal order; levels 3–5 repeat it. ${PYJHORA_STRENGTH_NOTE}`,
  options: [],
  mahadashas(birth, opts) {
    const c = jaiminiChart(birth.chart);
    const hora = Math.floor(horaLagna(birth.jdUt, birth.lat, birth.lng, birth.ayanamsa) / 30) % 12;
    const varnada = varnadaSign(c.asc, hora);
    return fromBirth(birth, opts, byParity(strongerSign(c, c.asc, hora)).map((s) => ({ sign: s, years: mod12(s - varnada) })));
  },
  subPeriods(parent) {
    return twelfths(parent, zodiacFrom(signIndex(parent.lord), 1));
  },
};
