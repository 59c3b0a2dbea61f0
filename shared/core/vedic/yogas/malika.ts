/**
 * Malika yogas (all seven planets in the seven successive houses from a given house, one in each: Raman, "Three Hundred Important
 * Combinations" #32–43, whose numbers PyJHora's BVR references follow) and the other yogas of all the planets or all the benefics
 * in given houses (Nav, Ishu, Srik, Chatussagara, Rajalakshana, Marud, Raman #75, #72, #101, #8, #10, #160).
 * The conventions are those of context.ts; every difference from PyJHora 4.8.5 on the reference charts is a decision of the
 * entry (test/helpers/yoga-diffs/malika.ts). Ids: MALIKA_YOGA_IDS (ids.ts); words: shared/i18n/text/yogas/malika.ts.
 *
 * How these relate to the Nabhasa yogas of nabhasa.ts (BPHS ch. 35; Brihat Jataka ch. 12):
 *  - Malika (Raman #32–43): the seven planets in the seven houses from the 1st, 4th, 7th or 10th are also Nauka, Kuta, Chhatra or
 *    Chapa, and from any other house Ardhachandra. Raman gives the twelve Malikas results of their own, by the house the garland
 *    starts from, beside the Akriti yogas', which he lists as well: both are reported, as PyJHora does.
 *  - Nav (Raman #75) and Ishu (Raman #72) are Raman's names for Nauka and Shara (Brihat Jataka ch. 12 vv. 7–8 has Nau and Ishu):
 *    one yoga under two names. Nauka and Shara stand for them; Nav and Ishu are added beside them only in PyJHora's inclusive
 *    convention (`jhora`), where PyJHora lists both names.
 *  - Srik (Raman #101) is the Dala yoga of Brihat Jataka ch. 12 v. 2 (Srak) that BPHS calls Mala, in Raman's wording: all the
 *    natural benefics in kendras. Mala (nabhasa.ts) asks three kendras held by benefics; the two conditions differ, so each is
 *    reported when it forms.
 *  - Chatussagara (Raman #8): every kendra occupied; the Akriti yoga Kamala (all seven planets in the kendras only) is a special
 *    case of it, and both are reported.
 */
import { list as textList, text, type Text } from '../../text.js';
import {
  countFrom, type Ctx, type Def, JUPITER, KENDRA, make, MERCURY, MOON, NAME, ORD, pos, SEVEN, SUN, T, VENUS, type Yoga,
} from './context.js';

const raman = (n: string) => ({ text: 'Raman, Three Hundred Important Combinations', chapter: null, verse: n });
const ALIAS = text('yogas.decision.malika.alias');

/** The Malika yoga starting from house `house` (Raman #31 + house). */
function malika(key: string, id: Def['id'], name: string, house: number, isBenefic: boolean): Def {
  return {
    id, name, category: 'named', source: raman(`#${31 + house}`), pyjhoraId: `${key}_malika_yoga`, decisions: [], isBenefic,
    description: text('yogas.malika.description', { house: ORD(house), number: 31 + house }),
    interpretation: [text(`yogas.malika${house}.interpretation.1`)],
  };
}

export const MALIKA_DEFS = {
  lagnaMalika: malika('lagna', 'lagna-malika', 'Lagna Malika Yoga', 1, true),
  dhanaMalika: malika('dhana', 'dhana-malika', 'Dhana Malika Yoga', 2, true),
  vikramaMalika: malika('vikrama', 'vikrama-malika', 'Vikrama Malika Yoga', 3, true),
  sukhaMalika: malika('sukha', 'sukha-malika', 'Sukha Malika Yoga', 4, true),
  putraMalika: malika('putra', 'putra-malika', 'Putra Malika Yoga', 5, true),
  satruMalika: malika('satru', 'satru-malika', 'Satru Malika Yoga', 6, false),
  kalatraMalika: malika('kalatra', 'kalatra-malika', 'Kalatra Malika Yoga', 7, true),
  randhraMalika: malika('randhra', 'randhra-malika', 'Randhra Malika Yoga', 8, false),
  bhagyaMalika: malika('bhagya', 'bhagya-malika', 'Bhagya Malika Yoga', 9, true),
  karmaMalika: malika('karma', 'karma-malika', 'Karma Malika Yoga', 10, true),
  laabhaMalika: malika('laabha', 'laabha-malika', 'Laabha Malika Yoga', 11, true),
  vyayaMalika: malika('vyaya', 'vyaya-malika', 'Vyaya Malika Yoga', 12, true),
  nav: {
    name: 'Nav Yoga', isBenefic: false,
    id: 'nav', category: 'nabhasa', source: raman('#75'), pyjhoraId: 'nav_yoga', decisions: [ALIAS],
    description: text('yogas.nav.description'), interpretation: [text('yogas.nauka.interpretation.1')],
  },
  ishu: {
    name: 'Ishu Yoga', isBenefic: false,
    id: 'ishu', category: 'nabhasa', source: raman('#72'), pyjhoraId: 'ishu_yoga', decisions: [ALIAS, text('yogas.decision.malika.eachOccupied')],
    description: text('yogas.ishu.description'), interpretation: [text('yogas.shara.interpretation.1')],
  },
  srik: {
    name: 'Srik Yoga', isBenefic: true,
    id: 'srik', category: 'nabhasa', source: raman('#101'), pyjhoraId: 'srik_yoga', decisions: [text('yogas.decision.malika.srik')],
    description: text('yogas.srik.description'), interpretation: [text('yogas.mala.interpretation.1')],
  },
  chatussagara: {
    name: 'Chatussagara Yoga', isBenefic: true,
    id: 'chatussagara', category: 'named', source: raman('#8'), pyjhoraId: 'chatussagara_yoga', decisions: [text('yogas.decision.malika.sevenPlanets')],
    description: text('yogas.chatussagara.description'), interpretation: [text('yogas.chatussagara.interpretation.1')],
  },
  rajalakshana: {
    name: 'Rajalakshana Yoga', isBenefic: true,
    id: 'rajalakshana', category: 'named', source: raman('#10'), pyjhoraId: 'rajalakshana_yoga', decisions: [],
    description: text('yogas.rajalakshana.description'), interpretation: [text('yogas.rajalakshana.interpretation.1')],
  },
  marud: {
    name: 'Marud Yoga', isBenefic: true,
    id: 'marud', category: 'named', source: raman('#160'), pyjhoraId: 'marud_yoga', decisions: [],
    description: text('yogas.marud.description'), interpretation: [text('yogas.marud.interpretation.1')],
  },
} satisfies Record<string, Def>;

const D = MALIKA_DEFS;
const MALIKAS = [
  D.lagnaMalika, D.dhanaMalika, D.vikramaMalika, D.sukhaMalika, D.putraMalika, D.satruMalika,
  D.kalatraMalika, D.randhraMalika, D.bhagyaMalika, D.karmaMalika, D.laabhaMalika, D.vyayaMalika,
];

/** Houses `from`, `from`+1 … (`n` of them), wrapping after the 12th. */
const run = (from: number, n: number) => Array.from({ length: n }, (_, i) => ((from - 1 + i) % 12) + 1);

/** The seven planets fill exactly the houses `hs`, one in each (7 planets, 7 houses). */
function fills(c: Ctx, hs: readonly number[]): boolean {
  const occupied = new Set(SEVEN.map((p) => c.house[p]));
  return occupied.size === hs.length && hs.every((h) => occupied.has(h));
}

function sevenLine(c: Ctx, hs: readonly number[]): Text {
  return T('yogas.cond.sevenInHouses', {
    houses: textList([...hs]),
    planets: textList(SEVEN.map((p) => T('yogas.planetInHouse', { planet: NAME(p), house: c.house[p] }))),
  });
}

/**
 * The twelve Malika yogas (Raman #32–43): the seven planets Sun to Saturn in the seven houses from the given one, one in each
 * (Rahu and Ketu excluded, as Raman says). At most one forms: seven planets in seven successive houses start from one house.
 */
function malikas(c: Ctx, out: Yoga[]): void {
  for (let h = 1; h <= 12; h++) {
    const hs = run(h, 7);
    if (fills(c, hs)) out.push(make(c, MALIKAS[h - 1], [...SEVEN], [sevenLine(c, hs)]));
  }
}

/** Nav (Raman #75, = Nauka: houses 1–7) and Ishu (Raman #72, = Shara: houses 4–7), in the `jhora` convention only. */
function aliases(c: Ctx, out: Yoga[]): void {
  if (!c.jhora) return;
  for (const [def, hs] of [[D.nav, run(1, 7)], [D.ishu, run(4, 4)]] as const) {
    if (fills(c, hs)) out.push(make(c, def, [...SEVEN], [sevenLine(c, hs)]));
  }
}

/**
 * Srik (Raman #101): all the natural benefics of the chart (Jupiter, Venus, the waxing Moon, Mercury when benefic; context.ts)
 * in kendras from the lagna. Jupiter and Venus are always benefics, so there are at least two.
 */
function srik(c: Ctx, out: Yoga[]): void {
  const bens = SEVEN.filter((p) => c.benefic[p]);
  if (!bens.every((p) => KENDRA.includes(c.house[p]))) return;
  out.push(make(c, D.srik, bens, [T('yogas.cond.malika.allBeneficsInKendras', { planets: textList(bens.map(NAME)) }), ...bens.map((p) => pos(c, p))]));
}

/** Chatussagara (Raman #8): each of the four kendras holds at least one of the seven planets. */
function chatussagara(c: Ctx, out: Yoga[]): void {
  const inKendras = SEVEN.filter((p) => KENDRA.includes(c.house[p]));
  if (!KENDRA.every((h) => inKendras.some((p) => c.house[p] === h))) return;
  out.push(make(c, D.chatussagara, inKendras, [
    T('yogas.cond.housesOccupied', {
      houses: textList(KENDRA), planets: textList(inKendras.map((p) => T('yogas.planetInHouse', { planet: NAME(p), house: c.house[p] }))),
    }),
  ]));
}

/** Rajalakshana (Raman #10): Jupiter, Venus, Mercury and the Moon in the lagna or the other kendras. */
function rajalakshana(c: Ctx, out: Yoga[]): void {
  const four = [MOON, MERCURY, JUPITER, VENUS];
  if (!four.every((p) => KENDRA.includes(c.house[p]))) return;
  out.push(make(c, D.rajalakshana, four, four.map((p) => pos(c, p))));
}

/** "{planet} is in the {n} house from {from}". */
const from = (c: Ctx, p: number, q: number) => T('yogas.cond.malika.houseFrom', { planet: NAME(p), house: ORD(countFrom(c.sign[q], c.sign[p])), from: NAME(q) });

/** Marud (Raman #160): Jupiter in a trikona (5th or 9th) from Venus, the Moon in the 5th from Jupiter, the Sun in a kendra from the Moon. */
function marud(c: Ctx, out: Yoga[]): void {
  const jv = countFrom(c.sign[VENUS], c.sign[JUPITER]), mj = countFrom(c.sign[JUPITER], c.sign[MOON]), sm = countFrom(c.sign[MOON], c.sign[SUN]);
  if (!(jv === 5 || jv === 9) || mj !== 5 || !KENDRA.includes(sm)) return;
  out.push(make(c, D.marud, [SUN, MOON, JUPITER, VENUS], [from(c, JUPITER, VENUS), from(c, MOON, JUPITER), from(c, SUN, MOON)]));
}

/** Appends the yogas of this family that the chart forms, in the order of MALIKA_DEFS. */
export function malikaYogas(c: Ctx, out: Yoga[]): void {
  malikas(c, out);
  aliases(c, out);
  srik(c, out);
  chatussagara(c, out);
  rajalakshana(c, out);
  marud(c, out);
}
