/**
 * Aayu dasha: the longevity contributions (ayurdaya) of the seven planets and the lagna, run as periods
 * (PyJHora 4.8.5 graha/aayu.py, method 2 "Varahamihira", haranas applied, D9 for the lagna; the rules of
 * Brihat Jataka ch. 7 and BPHS's ayurdaya chapter as R. Santhanam translates it).
 *
 * Which ayurdaya (BPHS, ayurdaya chapter: the strongest of lagna, Sun and Moon decides): the stronger of the Sun
 * and the Moon (Jaimini's planet strength, ./jaimini-rules.ts), then the stronger of its sign and the lagna's
 * (./sign-strength.ts): the lagna → Amsayu, the Sun → Pindayu, the Moon → Nisargayu. Option `aayurType`
 * (`auto` answers with the one found).
 *
 * Contributions of Sun…Saturn. Pindayu: full years Sun 19, Moon 25, Mars 15, Mercury 12, Jupiter 15, Venus 21,
 * Saturn 20; Nisargayu: 20, 1, 2, 9, 18, 20, 50; in deep exaltation the full years, in deep debilitation half,
 * in proportion between (full × (1 − d/360), d the arc from deep exaltation, 180° at most). Amsayu: the navamsas
 * from 0° Aries (a year each) less whole twelves; multiplied by 3 when retrograde, exalted or in its own sign,
 * else by 2 in its own navamsa or drekkana or vargottama. The lagna: the signs it has passed from Aries (its
 * longitude / 30), the navamsa lagna's when that lord is the stronger (`lagnaYears`).
 *
 * Reductions (haranas), the greatest one applying (PyJHora takes the smallest factor): combust (astangata, not
 * Venus or Saturn): half; in an enemy's sign (shatru kshetra, not when retrograde, not Mars): a third; in the 12th
 * … 7th house from the lagna (chakrapata, BJ 7.2): a malefic loses all, a half, a third, a quarter, a fifth, a
 * sixth, a benefic half of that (for longevity the Moon and Mercury are benefics, Santhanam's BPHS note; Sun,
 * Mars and Saturn malefics); a malefic rising in the lagna's sign (krurodaya; not in Amsayu): the one nearest the
 * ascendant degree, unless a benefic there is nearer, loses the part of the zodiac the ascendant has passed
 * (its longitude / 360), half that when a benefic occupies or aspects the lagna.
 *
 * Where PyJHora departs from these rules (the tests reproduce PyJHora with `rules` 'pyjhora' of `aayuYears`): its
 * chakrapata table gives benefics the malefics' loss and malefics the benefics' (a benefic in the 12th loses all);
 * it halves retrograde Mars, Mercury and Jupiter as if combust; its benefics are BV Raman's (the Moon a benefic
 * only from the 8th to the 15th tithi, a malefic from the 23rd, Mercury by its company); in krurodaya it reduces
 * every malefic in the lagna and, when a benefic aspects, multiplies the factor by half (a larger loss) instead
 * of halving the loss; its combustion distance does not wrap at 0° Aries.
 *
 * Order: from the sign of the one that decided (the Sun, Moon or lagna, which runs first), the planets and the
 * lagna in the kendras, then panapharas, then apoklimas from it, within a sign the most advanced first. One cycle.
 * Antardashas at every level: the same order, equal parts.
 */
import { separation } from '../../angles.js';
import { vedicDignity } from '../dignity.js';
import { aspectsSign } from '../doshas.js';
import { EXALTATION_SIGN, type Graha } from '../grahas.js';
import { navamsaSignOf } from '../planets.js';
import { jaiminiChart, MOON, strongerPlanet, SUN } from './jaimini-rules.js';
import { lordOf, strongerSign } from '../sign-strength.js';
import { d1SignChart } from './sign-periods.js';
import { proportional, sequence } from './engine.js';
import type { DashaBirth, DashaLord, DashaOption, DashaSystem } from './types.js';

export type AayurType = 'pinda' | 'nisarga' | 'amsa';
type Seven = 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn';
const SEVEN: readonly Seven[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
const FULL_YEARS: Record<'pinda' | 'nisarga', Record<Seven, number>> = {
  pinda: { Sun: 19, Moon: 25, Mars: 15, Mercury: 12, Jupiter: 15, Venus: 21, Saturn: 20 },
  nisarga: { Sun: 20, Moon: 1, Mars: 2, Mercury: 9, Jupiter: 18, Venus: 20, Saturn: 50 },
};
const DEEP_EXALTATION_DEG: Record<Seven, number> = { Sun: 10, Moon: 33, Mars: 298, Mercury: 165, Jupiter: 95, Venus: 357, Saturn: 200 };
/** PyJHora's combustion limits (degrees from the Sun; when retrograde). */
const COMBUST_DEG: Record<Exclude<Seven, 'Sun'>, [direct: number, retrograde: number]> = {
  Moon: [12, 12], Mars: [17, 8], Mercury: [14, 12], Jupiter: [10, 11], Venus: [11, 8], Saturn: [15, 16],
};
/** Chakrapata: the part a malefic loses in the 12th … 7th house from the lagna (BJ 7.2). */
const MALEFIC_LOSS: Record<number, number> = { 12: 1, 11: 1 / 2, 10: 1 / 3, 9: 1 / 4, 8: 1 / 5, 7: 1 / 6 };
const OWN_SIGNS: Record<Seven, readonly number[]> = { Sun: [4], Moon: [3], Mars: [0, 7], Mercury: [2, 5], Jupiter: [8, 11], Venus: [1, 6], Saturn: [9, 10] };

export type AayuRules = 'classical' | 'pyjhora';

interface Place { lon: number; sign: number; deg: number; retro: boolean }

const placeOf = (birth: DashaBirth, g: Graha): Place => {
  const p = birth.chart.planets.find((x) => x.planet === g);
  if (!p) throw new Error(`aayu: no ${g}`);
  return { lon: p.longitude, sign: p.sign, deg: p.degreeInSign, retro: p.isRetrograde };
};

/** The ayurdaya that applies: the stronger of Sun and Moon, then of its sign and the lagna's. */
export function aayurTypeOf(birth: DashaBirth): AayurType {
  const jc = jaiminiChart(birth.chart);
  const sp = strongerPlanet(jc, SUN, MOON);
  const asc = birth.chart.ascendantSign;
  if (strongerSign(d1SignChart(birth), asc, jc.sign[sp]) === asc) return 'amsa';
  return sp === SUN ? 'pinda' : 'nisarga';
}

/** Benefics and malefics among Sun…Saturn for the reductions. */
function natures(birth: DashaBirth, rules: AayuRules): { benefic: Set<Seven>; malefic: Set<Seven> } {
  if (rules === 'classical') return { benefic: new Set(['Moon', 'Mercury', 'Jupiter', 'Venus']), malefic: new Set(['Sun', 'Mars', 'Saturn']) };
  // PyJHora's charts.benefics_and_malefics(method=1), after BV Raman
  const sun = placeOf(birth, 'Sun');
  const moon = placeOf(birth, 'Moon');
  const tithi = Math.floor((((moon.lon - sun.lon) % 360) + 360) % 360 / 12) + 1;
  const benefic = new Set<Graha>(['Jupiter', 'Venus']);
  const malefic = new Set<Graha>(['Sun', 'Mars', 'Saturn', 'Rahu', 'Ketu']);
  if (tithi >= 8 && tithi <= 15) benefic.add('Moon');
  if (tithi >= 23) malefic.add('Moon');
  const merc = placeOf(birth, 'Mercury');
  const others = birth.chart.planets.filter((p) => p.planet !== 'Mercury' && p.sign === merc.sign);
  const nb = others.filter((p) => benefic.has(p.planet)).length;
  const nm = others.filter((p) => malefic.has(p.planet)).length;
  if ((nb === 0 && nm === 0) || nb > nm) benefic.add('Mercury');
  else if (nm > nb) malefic.add('Mercury');
  else {
    const closest = others.reduce((a, b) => (Math.abs(b.degreeInSign - merc.deg) < Math.abs(a.degreeInSign - merc.deg) ? b : a));
    (benefic.has(closest.planet) ? benefic : malefic).add('Mercury');
  }
  const seven = (s: Set<Graha>) => new Set(SEVEN.filter((g) => s.has(g)));
  return { benefic: seven(benefic), malefic: seven(malefic) };
}

/** The factor each of Sun…Saturn keeps after the reductions (1 = none). */
export function haranaFactors(birth: DashaBirth, type: AayurType, rules: AayuRules): Record<Seven, number> {
  const sun = placeOf(birth, 'Sun');
  const ascLon = birth.chart.ascendant;
  const ascSign = birth.chart.ascendantSign;
  const { benefic, malefic } = natures(birth, rules);
  const out = {} as Record<Seven, number>;
  for (const g of SEVEN) {
    const p = placeOf(birth, g);
    let f = 1;
    if (g !== 'Sun' && g !== 'Venus' && g !== 'Saturn') {
      const dist = rules === 'classical' ? separation(p.lon, sun.lon) : Math.abs(p.lon - sun.lon);
      if (dist <= COMBUST_DEG[g][p.retro ? 1 : 0]) f = 0.5;
      if (rules === 'pyjhora' && p.retro) f = 0.5;
    }
    if (g !== 'Mars' && !p.retro && vedicDignity(g, p.sign) === 'Enemy Sign') f = Math.min(f, 2 / 3);
    const house = ((p.sign - ascSign + 12) % 12) + 1;
    if (house >= 7) {
      const loss = MALEFIC_LOSS[house];
      const isBenefic = benefic.has(g);
      const isMalefic = malefic.has(g);
      if (isBenefic || isMalefic) {
        const asMalefic = rules === 'classical' ? isMalefic : isBenefic; // PyJHora swaps the two columns
        f = Math.min(f, 1 - (asMalefic ? loss : loss / 2));
      }
    }
    out[g] = f;
  }
  if (type !== 'amsa') {
    const risen = ascLon / 360;
    const ascDeg = ascLon - ascSign * 30;
    const inLagna = SEVEN.filter((g) => malefic.has(g) && placeOf(birth, g).sign === ascSign);
    const nearest = [...inLagna].sort((a, b) => (rules === 'classical' ? Math.abs(placeOf(birth, a).deg - ascDeg) - Math.abs(placeOf(birth, b).deg - ascDeg) : placeOf(birth, a).deg - placeOf(birth, b).deg))[0];
    if (nearest) {
      const nd = placeOf(birth, nearest).deg;
      const beneficNearer = SEVEN.some((g) => benefic.has(g) && placeOf(birth, g).sign === ascSign && (rules === 'classical' ? Math.abs(placeOf(birth, g).deg - ascDeg) < Math.abs(nd - ascDeg) : placeOf(birth, g).deg < nd));
      if (!beneficNearer) {
        // a benefic aspecting the lagna (PyJHora: one aspected by the malefic); classically also one in it, farther off
        const aspected = rules === 'classical'
          ? SEVEN.some((g) => benefic.has(g) && (placeOf(birth, g).sign === ascSign || aspectsSign(g, placeOf(birth, g).sign, ascSign)))
          : SEVEN.some((g) => benefic.has(g) && aspectsSign(nearest, ascSign, placeOf(birth, g).sign));
        if (rules === 'classical') out[nearest] = Math.min(out[nearest], 1 - (aspected ? risen / 2 : risen));
        else {
          for (const g of inLagna) out[g] = Math.min(out[g], 1 - risen);
          if (aspected) out[nearest] = Math.min(out[nearest], 0.5 * (1 - risen));
        }
      }
    }
  }
  return out;
}

/**
 * The lagna's years: the signs it has passed from Aries (longitude / 30), or the navamsa lagna's when its lord
 * is the stronger (Santhanam's note to BPHS). As PyJHora reads it (each lord's dignity in the sign it rules), the
 * navamsa's lord wins only when the rasi lagna is Scorpio or Aquarius and its stronger co-lord is Ketu or Rahu.
 */
export function lagnaYears(birth: DashaBirth): number {
  const asc = birth.chart.ascendant;
  const sign = birth.chart.ascendantSign;
  if (sign === 7 || sign === 10) {
    const lord = lordOf(d1SignChart(birth), sign);
    if (lord === 'Ketu' || lord === 'Rahu') return (navamsaSignOf(asc) * 30 + ((asc - sign * 30) * 9) % 30) / 30;
  }
  return asc / 30;
}

/** Years of Sun…Saturn and the lagna for an ayurdaya, haranas applied. */
export function aayuYears(birth: DashaBirth, type: AayurType, rules: AayuRules = 'classical'): Record<Seven | 'Ascendant', number> {
  const h = haranaFactors(birth, type, rules);
  const out = { Ascendant: lagnaYears(birth) } as Record<Seven | 'Ascendant', number>;
  for (const g of SEVEN) {
    const p = placeOf(birth, g);
    let base: number;
    if (type === 'amsa') {
      base = (p.lon * 0.3) % 12;
      const navamsa = navamsaSignOf(p.lon);
      const drekkana = (p.sign + 4 * Math.floor(p.deg / 10)) % 12;
      if (p.retro || EXALTATION_SIGN[g] === p.sign || OWN_SIGNS[g].includes(p.sign)) base *= 3;
      else if (OWN_SIGNS[g].includes(navamsa) || OWN_SIGNS[g].includes(drekkana) || navamsa === p.sign) base *= 2;
    } else {
      const d = separation(p.lon, DEEP_EXALTATION_DEG[g]);
      base = FULL_YEARS[type][g] * (1 - d / 360);
    }
    out[g] = base * h[g];
  }
  return out;
}

/** The lords in dasha order: from the sign of the decider (which runs first), kendras, panapharas, apoklimas. */
export function aayuOrder(birth: DashaBirth, type: AayurType): (Seven | 'Ascendant')[] {
  const first: Seven | 'Ascendant' = type === 'pinda' ? 'Sun' : type === 'nisarga' ? 'Moon' : 'Ascendant';
  const items: { lord: Seven | 'Ascendant'; sign: number; deg: number }[] = [
    { lord: 'Ascendant', sign: birth.chart.ascendantSign, deg: birth.chart.ascendant - birth.chart.ascendantSign * 30 },
    ...SEVEN.map((g) => ({ lord: g, sign: placeOf(birth, g).sign, deg: placeOf(birth, g).deg })),
  ];
  const seed = items.find((x) => x.lord === first)?.sign ?? 0;
  const HOUSES = [0, 3, 6, 9, 1, 4, 7, 10, 2, 5, 8, 11];
  const order = HOUSES.flatMap((k) => items.filter((x) => x.sign === (seed + k) % 12).sort((a, b) => b.deg - a.deg).map((x) => x.lord));
  return [first, ...order.filter((l) => l !== first)];
}

const AAYUR_TYPE: DashaOption = {
  name: 'aayurType',
  values: ['auto', 'pinda', 'nisarga', 'amsa'],
  default: 'auto',
  description:
    'The ayurdaya: `pinda` (Pindayu), `nisarga` (Nisargayu), `amsa` (Amsayu), or `auto`: the one the chart calls for (the Sun, ' +
    'the Moon or the lagna, whichever is strongest); the answer\'s `options.aayurType` names the one applied.',
};

const typeOf = (birth: DashaBirth, choice: string | undefined): AayurType =>
  choice === 'pinda' || choice === 'nisarga' || choice === 'amsa' ? choice : aayurTypeOf(birth);

export const aayuSystem: DashaSystem = {
  id: 'aayu',
  name: 'Aayu dasha',
  kind: 'graha',
  source: 'Brihat Jataka ch. 7 and BPHS\'s ayurdaya chapter (R. Santhanam), the dasha as PyJHora 4.8.5 graha/aayu.py method 2',
  description:
    'Each of Sun…Saturn runs for its longevity contribution and the lagna for the signs it has passed: Pindayu, Nisargayu or ' +
    'Amsayu, as the strongest of Sun, Moon and lagna calls for, with the reductions (combust a half, enemy sign a third, ' +
    '12th…7th house all…a sixth for malefics and half that for benefics, a malefic rising in the lagna), the greatest applying. ' +
    'Order: the decider first, then from its sign the kendras, panapharas and apoklimas. Antardashas at every level: the same ' +
    'order, equal parts. Where PyJHora differs (its chakrapata table swaps benefics and malefics; it halves retrograde planets) ' +
    'Orrery follows Brihat Jataka 7.2.',
  options: [AAYUR_TYPE],
  resolveChoices(birth, choices) {
    return { ...choices, aayurType: typeOf(birth, choices.aayurType) };
  },
  mahadashas(birth, opts) {
    const type = typeOf(birth, opts.choices.aayurType);
    const years = aayuYears(birth, type);
    return sequence(birth.jdUt, opts.yearDays, aayuOrder(birth, type).map((lord) => ({ lord, years: years[lord] })));
  },
  subPeriods(parent, _level, _path, birth, opts) {
    const order: DashaLord[] = aayuOrder(birth, typeOf(birth, opts.choices.aayurType));
    return proportional(parent, order.map((lord) => ({ lord, weight: 1 })));
  },
};

