/**
 * Yogas of wealth: Raman's Dhana yogas #118–122 and the yogas of the source and the age of wealth (#129–143),
 * B.V. Raman, "Three Hundred Important Combinations", whose numbers PyJHora's ids follow. (#123–128 are in
 * dhana.ts, #135 Balya Dhana is not ours, #138 Matrumuladhana is in kin.ts.)
 * The conventions are those of context.ts: "joined" is the same sign, "aspected" is graha drishti (BPHS ch. 26), the
 * lords are the traditional ones, the natural benefics those of the chart (Jupiter, Venus, the waxing Moon, an
 * unafflicted Mercury), a "strong" planet is exalted, in its own or a friendly sign and not combust (isStrong), and a
 * planet is not its own companion (a lord of two houses does not join itself).
 * Two measures Raman leaves open are read from the yoga chart alone:
 *  - "the strongest planet" (#130): the greatest sthana bala (positional strength, BPHS ch. 27: uchcha, saptavargaja,
 *    ojhayugma, kendradi and drekkana bala) among the seven planets. The arithmetic is that of ../shadbala.ts, written
 *    again here because that module imports the ephemeris and this one stays free of it.
 *  - "Vaiseshikamsa" (#130, #137, #139, #140): the planet in its own or exaltation sign in at least two of the ten
 *    vargas of the dasavarga (BPHS ch. 6: two is Parijatamsa, the first of the Vaiseshikamsas).
 *  - "Kalabala" (#133): the planet strong at the time of birth as BPHS ch. 27 gives it in nathonnatha bala (the Moon,
 *    Mars and Saturn by night, the Sun, Jupiter and Venus by day, Mercury always), day and night from c.day.
 * Every difference from PyJHora 4.8.5 on the reference charts is a decision of the entry (test/helpers/yoga-diffs/wealth.ts).
 * Ids: WEALTH_YOGA_IDS (ids.ts); words: shared/i18n/text/yogas/wealth.ts.
 */
import { list as textList, text, type Text } from '../../text.js';
import { separation } from '../../angles.js';
import { naturalRelation, VEDIC_PLANETS } from '../grahas.js';
import { vargaSign, type VargaFactor } from '../vargas.js';
import {
  aspectsSign, countFrom, type Ctx, dasavargaOwn, type Def, dignityOf, houseSign, isStrong, JUPITER, KENDRA, KENDRA_TRIKONA,
  lordIndex, lordLine, lordOfHouse, make, MARS, MERCURY, MOON, NAME, navamsaSign, ORD, pos, SATURN, SEVEN, SIGN, SUN, T,
  VENUS, type Yoga,
} from './context.js';

const source = (raman: string) => ({ text: 'Raman, Three Hundred Important Combinations', chapter: null, verse: raman });
const STRONG = text('yogas.decision.wealth.strong');

/** #118–122: [key, id, name, planet in the 5th (its own sign), planets in the 11th, Raman's number, PyJHora id]. */
const FIFTH = [
  ['dhanaFifthVenus', 'dhana-fifth-venus', 'Shukra Panchama Dhana Yoga', VENUS, [SATURN], '118', 'dhana_yoga_118'],
  ['dhanaFifthMercury', 'dhana-fifth-mercury', 'Budha Panchama Dhana Yoga', MERCURY, [MOON, MARS], '119', 'dhana_yoga_119'],
  ['dhanaFifthSaturn', 'dhana-fifth-saturn', 'Shani Panchama Dhana Yoga', SATURN, [MERCURY, MARS], '120', 'dhana_yoga_120'],
  ['dhanaFifthSun', 'dhana-fifth-sun', 'Surya Panchama Dhana Yoga', SUN, [JUPITER, MOON], '121', 'dhana_yoga_121'],
  ['dhanaFifthJupiter', 'dhana-fifth-jupiter', 'Guru Panchama Dhana Yoga', JUPITER, [MARS, MOON], '122', 'dhana_yoga_122'],
] as const;

const fifthDef = ([, id, name, planet, partners, n, pyjhoraId]: (typeof FIFTH)[number]): Def => ({
  id, name, isBenefic: true, category: 'dhana', source: source(`#${n}`), pyjhoraId, decisions: [],
  description: text('yogas.dhanaFifth.description', { planet: NAME(planet), planets: textList(partners.map(NAME)), n }),
  interpretation: [text('yogas.dhanaLagna.interpretation.1')],
});

const own = (key: string, id: Def['id'], name: string, n: string, pyjhoraId: string, decisions: Text[] = []): Def => ({
  id, name, isBenefic: true, category: 'dhana', source: source(n), pyjhoraId, decisions,
  description: text(`yogas.${key}.description`), interpretation: [text(`yogas.${key}.interpretation.1`)],
});

export const WEALTH_DEFS = {
  ...(Object.fromEntries(FIFTH.map((r) => [r[0], fifthDef(r)])) as Record<(typeof FIFTH)[number][0], Def>),
  bahudravyarjana: own('bahudravyarjana', 'bahudravyarjana', 'Bahudravyarjana Yoga', '#129', 'bahudravyarjana_yoga'),
  swaveeryaddhana: own('swaveeryaddhana', 'swaveeryaddhana', 'Swaveeryaddhana Yoga', '#130–132', 'swaveeryaddhana_yoga',
    [text('yogas.decision.wealth.swaveeryaddhana')]),
  madhyaVayasi: own('madhyaVayasiDhana', 'madhya-vayasi-dhana', 'Madhya Vayasi Dhana Yoga', '#133', 'madhya_vayasi_dhana_yoga'),
  anthyaVayasi: own('anthyaVayasiDhana', 'anthya-vayasi-dhana', 'Anthya Vayasi Dhana Yoga', '#134', 'anthya_vayasi_dhana_yoga',
    [text('yogas.decision.wealth.anthyaVayasi')]),
  bhratrumuladhana: own('bhratrumuladhana', 'bhratrumuladhana', 'Bhratrumuladhanaprapti Yoga', '#136–137', 'bhratrumooladdhanaprapti_yoga'),
  putramuladhana: own('putramuladhana', 'putramuladhana', 'Putramuladhana Yoga', '#139', 'putramooladdhana_yoga', [STRONG]),
  shatrumuladhana: own('shatrumuladhana', 'shatrumuladhana', 'Shatrumuladhana Yoga', '#140', 'shatrumooladdhana_yoga', [STRONG]),
  kalatramuladhana: own('kalatramuladhana', 'kalatramuladhana', 'Kalatramuladhana Yoga', '#141', 'kalatramooladdhana_yoga', [STRONG]),
  amarananthaDhana: own('amarananthaDhana', 'amaranantha-dhana', 'Amaranantha Dhana Yoga', '#142', 'amaranantha_dhana_yoga', [STRONG]),
  ayatnadhanalabha: own('ayatnadhanalabha', 'ayatnadhanalabha', 'Ayatnadhanalabha Yoga', '#143', 'ayatnadhanalabha_yoga'),
} satisfies Record<string, Def>;

const D = WEALTH_DEFS;

// ---------------------------------------------------------------------------------------------
// Measures: sthana bala, Vaiseshikamsa, kalabala
// ---------------------------------------------------------------------------------------------

const DEEP_EXALTATION = [10, 33, 298, 165, 95, 357, 200];
const MOOLATRIKONA = [4, 1, 0, 5, 8, 6, 10];
const SAPTAVARGAS: readonly VargaFactor[] = [1, 2, 3, 7, 9, 12, 30];
/** Saptavargaja points by compound relationship, great friend … great enemy (index 2 + natural + temporal). */
const COMPOUND_POINTS = [1.875, 3.75, 7.5, 15, 22.5];

/** Compound (natural + temporal) relationship of p to q, −2 … 2 (BPHS ch. 3). */
function compound(c: Ctx, p: number, q: number): number {
  const n = naturalRelation(VEDIC_PLANETS[p], VEDIC_PLANETS[q]);
  const natural = n === 'Friend' ? 1 : n === 'Enemy' ? -1 : 0;
  return natural + ([2, 3, 4, 10, 11, 12].includes(countFrom(c.sign[p], c.sign[q])) ? 1 : -1);
}

/** Sthana bala in virupas (BPHS ch. 27): uchcha + saptavargaja + ojhayugma + kendradi + drekkana. */
export function sthanaBala(c: Ctx, p: number): number {
  const lon = c.lon[p];
  const uchcha = separation(lon, DEEP_EXALTATION[p] + 180) / 3;
  let saptavargaja = 0;
  for (const d of SAPTAVARGAS) {
    const s = vargaSign(lon, d);
    const lord = lordIndex(s);
    if (d === 1 && s === MOOLATRIKONA[p]) saptavargaja += 45;
    else if (lord === p) saptavargaja += 30;
    else saptavargaja += COMPOUND_POINTS[2 + compound(c, p, lord)];
  }
  const even = p === MOON || p === VENUS ? 1 : 0;
  const ojhayugma = (c.sign[p] % 2 === even ? 15 : 0) + (navamsaSign(c, p) % 2 === even ? 15 : 0);
  const h = c.house[p];
  const kendradi = h % 3 === 1 ? 60 : h % 3 === 2 ? 30 : 15;
  const decanate = Math.min(2, Math.floor((lon % 30) / 10));
  const drekkana = decanate === (p === SUN || p === MARS || p === JUPITER ? 0 : p === MERCURY || p === SATURN ? 1 : 2) ? 15 : 0;
  return uchcha + saptavargaja + ojhayugma + kendradi + drekkana;
}

/** The vargas of the dasavarga in which the planet is in its own or exaltation sign. */
export function ownVargas(c: Ctx, p: number): VargaFactor[] {
  return dasavargaOwn(p, c.lon[p]);
}
const vaiseshikamsa = (c: Ctx, p: number) => ownVargas(c, p).length >= 2;
const vaiseshikamsaLine = (c: Ctx, p: number) => {
  const ds = ownVargas(c, p);
  return T('yogas.cond.wealth.vaiseshikamsa', { planet: NAME(p), count: ds.length, vargas: ds.map((d) => `D${d}`).join(', ') });
};

/** Kalabala (BPHS ch. 27, nathonnatha bala): the Moon, Mars, Saturn by night; the Sun, Jupiter, Venus by day; Mercury always. */
function kalabala(c: Ctx, p: number): Text | null {
  if (p === MERCURY) return T('yogas.cond.wealth.kalabalaAlways', { planet: NAME(p) });
  if ([SUN, JUPITER, VENUS].includes(p)) return c.day ? T('yogas.cond.wealth.kalabalaDay', { planet: NAME(p) }) : null;
  return c.day ? null : T('yogas.cond.wealth.kalabalaNight', { planet: NAME(p) });
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const lagnaLine = (c: Ctx) => T('yogas.cond.lagnaLord', { position: pos(c, lordOfHouse(c, 1)) });
const joined = (c: Ctx, a: number, b: number) => a !== b && c.sign[a] === c.sign[b];
/** b joins a or aspects a's sign (graha drishti); a planet is not its own companion. */
const joinedOrAspected = (c: Ctx, a: number, b: number) => a !== b && (c.sign[a] === c.sign[b] || aspectsSign(b, c.sign[b], c.sign[a]));
const touchLine = (c: Ctx, a: number, b: number) =>
  T(c.sign[a] === c.sign[b] ? 'yogas.cond.conjoinedWith' : 'yogas.cond.aspectedByPlanets', { planet: NAME(a), planets: NAME(b) });
const exaltedOrOwn = (c: Ctx, p: number) => ['exalted', 'own'].includes(dignityOf(p, c.sign[p]));

// ---------------------------------------------------------------------------------------------
// The yogas
// ---------------------------------------------------------------------------------------------

/** #118–122: the 5th house a sign of the planet, the planet in it, the named planets in the 11th. */
function dhanaFifth(c: Ctx, out: Yoga[]): void {
  for (const row of FIFTH) {
    const [key, , , planet, partners] = row;
    if (lordOfHouse(c, 5) !== planet || c.house[planet] !== 5 || !partners.every((q) => c.house[q] === 11)) continue;
    out.push(make(c, D[key], [planet, ...partners], [
      T('yogas.cond.placeHolds', { place: T('yogas.cond.houseFromLagna', { house: 5 }), sign: SIGN(houseSign(c, 5)), planets: NAME(planet) }),
      T('yogas.cond.placeHolds', { place: T('yogas.cond.houseFromLagna', { house: 11 }), sign: SIGN(houseSign(c, 11)), planets: textList(partners.map(NAME)) }),
    ]));
  }
}

/** #129: the lagna lord in the 2nd, the 2nd lord in the 11th, the 11th lord in the lagna. */
function bahudravyarjana(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1), l2 = lordOfHouse(c, 2), l11 = lordOfHouse(c, 11);
  if (c.house[l1] !== 2 || c.house[l2] !== 11 || c.house[l11] !== 1) return;
  out.push(make(c, D.bahudravyarjana, [l1, l2, l11], [lagnaLine(c), lordLine(c, 2), lordLine(c, 11)]));
}

/**
 * #130–132, any of: (A) the lagna lord the strongest planet (sthana bala), in a kendra with Jupiter, the 2nd lord in
 * Vaiseshikamsa; (B) the lord of the sign occupied by the lord of the lagna lord's navamsa strong and in a kendra or
 * trikona from the 2nd lord, or in its own or exaltation sign; (C) the 2nd lord in a kendra or trikona from the lagna lord,
 * or a benefic 2nd lord exalted or joined with an exalted planet.
 */
function swaveeryaddhana(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1), l2 = lordOfHouse(c, 2);
  // (A)
  const bala = SEVEN.map((p) => sthanaBala(c, p));
  const strongest = SEVEN.every((p) => bala[p] <= bala[l1]);
  if (strongest && KENDRA.includes(c.house[l1]) && joined(c, l1, JUPITER) && vaiseshikamsa(c, l2)) {
    out.push(make(c, D.swaveeryaddhana, [l1, JUPITER, l2], [
      lagnaLine(c), T('yogas.cond.wealth.strongest', { planet: NAME(l1), value: Math.round(bala[l1]) }),
      touchLine(c, l1, JUPITER), lordLine(c, 2), vaiseshikamsaLine(c, l2),
    ]));
    return;
  }
  // (B)
  const n = lordIndex(navamsaSign(c, l1)), d = lordIndex(c.sign[n]);
  // When that lord is the 2nd lord himself, "a kendra or trikona from the 2nd lord" says nothing: only his sign counts.
  const fromL2 = countFrom(c.sign[l2], c.sign[d]), ktFromL2 = d !== l2 && KENDRA_TRIKONA.includes(fromL2);
  if (isStrong(c, d) && (ktFromL2 || exaltedOrOwn(c, d))) {
    out.push(make(c, D.swaveeryaddhana, [l1, n, d, l2], [
      lagnaLine(c),
      T('yogas.cond.inNavamsa', { planet: NAME(l1), sign: SIGN(navamsaSign(c, l1)), lord: NAME(n) }),
      pos(c, n), T('yogas.cond.wealth.signLordStrong', { sign: SIGN(c.sign[n]), position: pos(c, d) }), lordLine(c, 2),
      ...(ktFromL2 ? [T('yogas.cond.wealth.houseFrom', { planet: NAME(d), house: ORD(fromL2), other: NAME(l2) })] : []),
    ]));
    return;
  }
  // (C)
  const fromL1 = countFrom(c.sign[l1], c.sign[l2]);
  if (l1 !== l2 && KENDRA_TRIKONA.includes(fromL1)) {
    out.push(make(c, D.swaveeryaddhana, [l1, l2], [
      lagnaLine(c), lordLine(c, 2), T('yogas.cond.wealth.houseFrom', { planet: NAME(l2), house: ORD(fromL1), other: NAME(l1) }),
    ]));
    return;
  }
  if (!c.benefic[l2]) return;
  const exaltedMates = SEVEN.filter((q) => joined(c, q, l2) && dignityOf(q, c.sign[q]) === 'exalted');
  if (dignityOf(l2, c.sign[l2]) !== 'exalted' && !exaltedMates.length) return;
  out.push(make(c, D.swaveeryaddhana, [l2, ...exaltedMates], [
    lordLine(c, 2), T('yogas.cond.wealth.beneficLord', { planet: NAME(l2) }), ...exaltedMates.map((q) => pos(c, q)),
  ]));
}

/** #133: the 2nd lord, with kalabala, joins the lagna lord and the 11th lord in a kendra or trikona, aspected by a benefic. */
function madhyaVayasi(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1), l2 = lordOfHouse(c, 2), l11 = lordOfHouse(c, 11);
  const others = [...new Set([l1, l11])].filter((p) => p !== l2);
  if (!others.length || !others.every((p) => c.sign[p] === c.sign[l2]) || !KENDRA_TRIKONA.includes(c.house[l2])) return;
  const kala = kalabala(c, l2);
  if (!kala) return;
  const by = SEVEN.filter((b) => c.benefic[b] && c.sign[b] !== c.sign[l2] && aspectsSign(b, c.sign[b], c.sign[l2]));
  if (!by.length) return;
  out.push(make(c, D.madhyaVayasi, [l2, ...others, ...by], [
    lordLine(c, 2), kala, T('yogas.cond.conjoinedWith', { planet: NAME(l2), planets: textList(others.map(NAME)) }),
    T('yogas.cond.aspectedByPlanets', { planet: NAME(l2), planets: textList(by.map(NAME)) }),
  ]));
}

/** #134: the lagna lord and the 2nd lord together with a natural benefic; the lord of their sign strong in the lagna. */
function anthyaVayasi(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1), l2 = lordOfHouse(c, 2), s = c.sign[l1];
  if (c.sign[l2] !== s) return;
  const bens = SEVEN.filter((b) => b !== l1 && b !== l2 && c.benefic[b] && c.sign[b] === s);
  if (!bens.length) return;
  const d = lordIndex(s);
  if (c.house[d] !== 1 || !isStrong(c, d)) return;
  out.push(make(c, D.anthyaVayasi, [l1, l2, ...bens, d], [
    lagnaLine(c), lordLine(c, 2), T('yogas.cond.conjoinedWith', { planet: NAME(l1), planets: textList([...new Set([l2, ...bens].filter((p) => p !== l1))].map(NAME)) }),
    T('yogas.cond.wealth.signLordStrong', { sign: SIGN(s), position: pos(c, d) }),
  ]));
}

/** #136: the lagna lord and the 2nd lord in the 3rd, aspected by a benefic; #137: the 3rd lord in the 2nd with Jupiter, joined or aspected by the lagna lord in Vaiseshikamsa. */
function bhratrumuladhana(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1), l2 = lordOfHouse(c, 2), l3 = lordOfHouse(c, 3), s3 = houseSign(c, 3);
  if (c.house[l1] === 3 && c.house[l2] === 3) {
    const by = SEVEN.filter((b) => c.benefic[b] && c.sign[b] !== s3 && aspectsSign(b, c.sign[b], s3));
    if (by.length) {
      out.push(make(c, D.bhratrumuladhana, [l1, l2, ...by], [
        lagnaLine(c), lordLine(c, 2), T('yogas.cond.placeAspectedBy', { place: T('yogas.cond.houseFromLagna', { house: 3 }), sign: SIGN(s3), planets: textList(by.map(NAME)) }),
      ]));
      return;
    }
  }
  if (c.house[l3] !== 2 || !joined(c, l3, JUPITER) || !joinedOrAspected(c, l3, l1) || !vaiseshikamsa(c, l1)) return;
  out.push(make(c, D.bhratrumuladhana, [l3, JUPITER, l1], [
    lordLine(c, 3), touchLine(c, l3, JUPITER), lagnaLine(c), touchLine(c, l3, l1), vaiseshikamsaLine(c, l1),
  ]));
}

/** #139 (5th lord or Jupiter, lagna lord in Vaiseshikamsa) and #140 (6th lord or Mars, strong lagna lord in Vaiseshikamsa): the strong 2nd lord joins one of the two. */
function fromSource(c: Ctx, out: Yoga[], def: Def, house: number, karaka: number, lagnaLordStrong: boolean): void {
  const l1 = lordOfHouse(c, 1), l2 = lordOfHouse(c, 2), lh = lordOfHouse(c, house);
  if (!isStrong(c, l2)) return;
  const mates = [...new Set([lh, karaka])].filter((q) => joined(c, l2, q));
  if (!mates.length || !vaiseshikamsa(c, l1) || (lagnaLordStrong && !isStrong(c, l1))) return;
  out.push(make(c, def, [l2, ...mates, l1], [
    T('yogas.cond.lordStrong', { house: ORD(2), position: pos(c, l2) }), lordLine(c, house),
    T('yogas.cond.conjoinedWith', { planet: NAME(l2), planets: textList(mates.map(NAME)) }),
    lagnaLordStrong ? T('yogas.cond.lagnaLordStrong', { position: pos(c, l1) }) : lagnaLine(c), vaiseshikamsaLine(c, l1),
  ]));
}

/** #141: the strong 2nd lord joined or aspected by the 7th lord and by Venus; the lagna lord strong. */
function kalatramuladhana(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1), l2 = lordOfHouse(c, 2), l7 = lordOfHouse(c, 7);
  if (!isStrong(c, l2) || !isStrong(c, l1)) return;
  if (!joinedOrAspected(c, l2, l7) || !joinedOrAspected(c, l2, VENUS)) return;
  out.push(make(c, D.kalatramuladhana, [l2, l7, VENUS, l1], [
    T('yogas.cond.lordStrong', { house: ORD(2), position: pos(c, l2) }), lordLine(c, 7),
    ...[...new Set([l7, VENUS])].map((q) => touchLine(c, l2, q)), T('yogas.cond.lagnaLordStrong', { position: pos(c, l1) }),
  ]));
}

/** #142: two or more planets in the 2nd house; the wealth-giving planets (the 2nd lord and Jupiter) strong or in their own or exaltation signs. */
function amarananthaDhana(c: Ctx, out: Yoga[]): void {
  const inSecond = SEVEN.filter((p) => c.house[p] === 2);
  if (inSecond.length < 2) return;
  const givers = [...new Set([lordOfHouse(c, 2), JUPITER])];
  if (!givers.every((p) => isStrong(c, p) || exaltedOrOwn(c, p))) return;
  out.push(make(c, D.amarananthaDhana, [...inSecond, ...givers], [
    T('yogas.cond.placeHolds', { place: T('yogas.cond.houseFromLagna', { house: 2 }), sign: SIGN(houseSign(c, 2)), planets: textList(inSecond.map(NAME)) }),
    lordLine(c, 2), pos(c, JUPITER),
  ]));
}

/** #143: the lagna lord and the 2nd lord exchange signs. */
function ayatnadhanalabha(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1), l2 = lordOfHouse(c, 2);
  if (l1 === l2 || c.house[l1] !== 2 || c.house[l2] !== 1) return;
  out.push(make(c, D.ayatnadhanalabha, [l1, l2], [
    T('yogas.cond.exchange', { a: NAME(l1), houseA: 1, b: NAME(l2), houseB: 2, low: 1, high: 2 }),
  ]));
}

/** Appends the yogas of this family that the chart forms, in the order of WEALTH_DEFS. */
export function wealthYogas(c: Ctx, out: Yoga[]): void {
  dhanaFifth(c, out);
  bahudravyarjana(c, out);
  swaveeryaddhana(c, out);
  madhyaVayasi(c, out);
  anthyaVayasi(c, out);
  bhratrumuladhana(c, out);
  fromSource(c, out, D.putramuladhana, 5, JUPITER, false);
  fromSource(c, out, D.shatrumuladhana, 6, MARS, true);
  kalatramuladhana(c, out);
  amarananthaDhana(c, out);
  ayatnadhanalabha(c, out);
}
