/**
 * Yogas that read the navamsa (D9) of a planet or of the ascendant, the other vargas, or whether the birth is by day
 * (Kalpadruma, Vishnu, Gauri, Chandika, Bharati, Garuda, Mahabhagya, Teevrabuddhi, Balya Dhana, Raman #113, #153,
 * #183–185, #192). The conventions are those of context.ts: "joined" is the same sign, "aspected" is graha drishti
 * (BPHS ch. 26), lords are the traditional ones, a navamsa's lord is the lord of its sign, and a planet does not join
 * or aspect itself. Every difference from PyJHora 4.8.5 on the reference charts is a decision of the entry
 * (test/helpers/yoga-diffs/navamsa.ts). Ids: NAVAMSA_YOGA_IDS (ids.ts); words: shared/i18n/text/yogas/navamsa.ts.
 *
 * Local helpers (not in context.ts): the six vargas of the shadvarga and the shashtiamsa (D60) deity, both by the
 * Parashari rules of BPHS ch. 6 (vargaSign of ../vargas.ts for the signs; the 60 deities below).
 */
import { list as textList, text, type Text } from '../../text.js';
import { vargaSign, type VargaFactor } from '../vargas.js';
import {
  ALL, aspectsSign, type Ctx, type Def, dignityOf, DUSTHANA, inNavamsaLine, KENDRA, lordIndex, lordOfHouse, make, MOON, NAME,
  navamsaLagna, navamsaSign, ORD, pos, SIGN, SUN, T, TRIKONA, type Yoga,
} from './context.js';

const raman = (n: string | null) => ({ text: 'Raman, Three Hundred Important Combinations', chapter: null, verse: n });
const LORDS = text('yogas.decision.lords');

export const NAVAMSA_DEFS = {
  kalpadruma: {
    name: 'Kalpadruma Yoga', isBenefic: true,
    id: 'kalpadruma', category: 'named', source: { text: 'BPHS', chapter: '36', verse: null }, pyjhoraId: 'kalpadruma_yoga',
    decisions: [text('yogas.decision.navamsa.kalpadrumaRasi')],
    description: text('yogas.kalpadruma.description'), interpretation: [text('yogas.kalpadruma.interpretation.1')],
  },
  vishnu: {
    name: 'Vishnu Yoga', isBenefic: true,
    id: 'vishnu', category: 'named', source: raman(null), pyjhoraId: 'vishnu_yoga', decisions: [],
    description: text('yogas.vishnu.description'), interpretation: [text('yogas.vishnu.interpretation.1')],
  },
  gauri: {
    name: 'Gauri Yoga', isBenefic: true,
    id: 'gauri', category: 'named', source: raman(null), pyjhoraId: 'gouri_yoga', decisions: [],
    description: text('yogas.gauri.description'), interpretation: [text('yogas.gauri.interpretation.1')],
  },
  chandika: {
    name: 'Chandika Yoga', isBenefic: true,
    id: 'chandika', category: 'named', source: raman(null), pyjhoraId: 'chandikaa_yoga', decisions: [],
    description: text('yogas.chandika.description'), interpretation: [text('yogas.chandika.interpretation.1')],
  },
  bharati: {
    name: 'Bharati Yoga', isBenefic: true,
    id: 'bharati', category: 'named', source: raman(null), pyjhoraId: 'bhaarathi_yoga', decisions: [],
    description: text('yogas.bharati.description'), interpretation: [text('yogas.bharati.interpretation.1')],
  },
  garuda: {
    name: 'Garuda Yoga', isBenefic: true,
    id: 'garuda', category: 'named', source: raman(null), pyjhoraId: 'garuda_yoga', decisions: [text('yogas.decision.navamsa.garuda')],
    description: text('yogas.garuda.description'), interpretation: [text('yogas.garuda.interpretation.1')],
  },
  mahabhagya: {
    name: 'Mahabhagya Yoga', isBenefic: true,
    id: 'mahabhagya', category: 'named', source: raman(null), pyjhoraId: 'mahabhagya_yoga', decisions: [text('yogas.decision.navamsa.mahabhagya')],
    description: text('yogas.mahabhagya.description'), interpretation: [text('yogas.mahabhagya.interpretation.1')],
  },
  teevrabuddhi: {
    name: 'Teevrabuddhi Yoga', isBenefic: true,
    id: 'teevrabuddhi', category: 'named', source: raman('#232'), pyjhoraId: 'theevrabuddhi_yoga', decisions: [],
    description: text('yogas.teevrabuddhi.description'), interpretation: [text('yogas.teevrabuddhi.interpretation.1')],
  },
  krisangaNavamsa: {
    name: 'Navamsa Krisanga Yoga', isBenefic: false,
    id: 'krisanga-navamsa', category: 'lagna', source: raman('#113'), pyjhoraId: 'krisanga_yoga_113', decisions: [LORDS],
    description: text('yogas.krisangaNavamsa.description'), interpretation: [text('yogas.krisanga.interpretation.1')],
  },
  daridraNavamsa: {
    name: 'Navamsa Lagna Daridra Yoga', isBenefic: false,
    id: 'navamsa-lagna-daridra', category: 'arishta', source: raman('#153'), pyjhoraId: 'dharidhra_yoga_153', decisions: [text('yogas.decision.navamsa.daridraBoth')],
    description: text('yogas.daridraNavamsa.description'), interpretation: [text('yogas.daridraNavamsa.interpretation.1')],
  },
  yuddhaPraveena: {
    name: 'Yuddha Praveena Yoga', isBenefic: true,
    id: 'yuddha-praveena', category: 'named', source: raman('#183'), pyjhoraId: 'yuddha_praveena_yoga', decisions: [LORDS],
    description: text('yogas.yuddhaPraveena.description'), interpretation: [text('yogas.yuddhaPraveena.interpretation.1')],
  },
  yuddhatpurva: {
    name: 'Yuddhatpoorvadridhachitta Yoga', isBenefic: true,
    id: 'yuddhatpurva-dridhachitta', category: 'named', source: raman('#184'), pyjhoraId: 'yuddhatpoorvadridhachitta_yoga', decisions: [],
    description: text('yogas.yuddhatpurva.description'), interpretation: [text('yogas.yuddhatpurva.interpretation.1')],
  },
  yuddhatpaschad: {
    name: 'Yuddhatpaschaddrudha Yoga', isBenefic: true,
    id: 'yuddhatpaschad-dridha', category: 'named', source: raman('#185'), pyjhoraId: 'yuddhatpaschaddrudha_yoga', decisions: [],
    description: text('yogas.yuddhatpaschad.description'), interpretation: [text('yogas.yuddhatpaschad.interpretation.1')],
  },
  grihanasa: {
    name: 'Navamsa Grihanasa Yoga', isBenefic: false,
    id: 'grihanasa-navamsa', category: 'arishta', source: raman('#192'), pyjhoraId: 'grihanasa_yoga_192', decisions: [],
    description: text('yogas.grihanasaNavamsa.description'), interpretation: [text('yogas.grihanasaNavamsa.interpretation.1')],
  },
  balyaDhana: {
    name: 'Balya Dhana Yoga', isBenefic: true,
    id: 'balya-dhana', category: 'dhana', source: raman(null), pyjhoraId: 'balya_dhana_yoga', decisions: [],
    description: text('yogas.balyaDhana.description'), interpretation: [text('yogas.balyaDhana.interpretation.1')],
  },
} satisfies Record<string, Def>;

const D = NAVAMSA_DEFS;

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/** The lord of the navamsa sign a planet occupies. */
const navLord = (c: Ctx, p: number) => lordIndex(navamsaSign(c, p));
const isExalted = (c: Ctx, p: number) => dignityOf(p, c.sign[p]) === 'exalted';
const lordLine = (c: Ctx, h: number) =>
  h === 1 ? T('yogas.cond.lagnaLord', { position: pos(c, lordOfHouse(c, 1)) }) : T('yogas.cond.lordOf', { house: ORD(h), position: pos(c, lordOfHouse(c, h)) });
/** "the lord of {sign}, the navamsa of {planet}: {position}" */
const navLordLine = (c: Ctx, p: number) =>
  T('yogas.cond.navamsa.navamsaLordOf', { sign: SIGN(navamsaSign(c, p)), planet: NAME(p), position: pos(c, navLord(c, p)) });
/** "the lord of {sign}, where {planet} stands: {position}" */
const signLordLine = (c: Ctx, p: number) =>
  T('yogas.cond.navamsa.signLordOf', { sign: SIGN(c.sign[p]), planet: NAME(p), position: pos(c, lordIndex(c.sign[p])) });
const navLagnaLine = (c: Ctx) => T('yogas.cond.navamsa.navamsaLagna', { sign: SIGN(navamsaLagna(c)), lord: NAME(lordIndex(navamsaLagna(c))) });
const joins = (c: Ctx, a: number, b: number) => a !== b && c.sign[a] === c.sign[b];
const aspects = (c: Ctx, by: number, p: number) => by !== p && aspectsSign(by, c.sign[by], c.sign[p]);
const malefics = (c: Ctx) => ALL.filter((p) => !c.benefic[p]);
const names = (ps: readonly number[]) => textList(ps.map(NAME));

/** The shadvarga (BPHS ch. 6–7): rasi, hora, drekkana, navamsa, dwadasamsa, trimsamsa. */
const SHADVARGA: readonly VargaFactor[] = [1, 2, 3, 9, 12, 30];
const OWN_OR_EXALTED: readonly string[] = ['own', 'exalted'];

/**
 * The shashtiamsa (D60) deities that BPHS ch. 6 calls cruel (krura), numbered 1–60 as in an odd sign (Ghora, Rakshasa,
 * Bhrashta, Kulaghna, Garala, Vahni, Maya, Purishaka, Kala, Sarpa, Gulika, Mrityu, Kala, Davagni, Ghora, Yama, Kantaka,
 * Vishadagdha, Kulanasa, Vamsakshaya, Utpata, Kala, Karaladamshtra, Kalapavaka, Dandayudha, Kroora, Bhramana); in an even
 * sign the order is reversed. The 27 as two independent tabulations of BPHS ch. 6 vv. 33–41 agree (open-source Jyotish
 * libraries listing all sixty with their nature); no primary verse was at hand, and Ardra (26) is benign in both.
 */
export const KRURA_SHASHTIAMSA = [1, 2, 7, 8, 9, 10, 11, 12, 15, 16, 30, 31, 32, 33, 34, 35, 36, 40, 41, 42, 43, 44, 48, 51, 52, 55, 59];
/** The deity (1–60) of the shashtiamsa a longitude occupies: half-degree parts, counted backward in even signs. */
export function shashtiamsaDeity(lon: number): number {
  const s = Math.floor(lon / 30) % 12, part = Math.floor((lon % 30) * 2);
  return s % 2 === 0 ? part + 1 : 60 - part;
}

// ---------------------------------------------------------------------------------------------
// The yogas
// ---------------------------------------------------------------------------------------------

/**
 * Kalpadruma (BPHS ch. 36, in P.V.R. Narasimha Rao's reading): the lagna lord, his dispositor, that dispositor's
 * dispositor in the rasi and its dispositor in the navamsa, each in a kendra or trikona from the lagna or in its own or
 * exaltation sign (Raman's Parijata, the same yoga, names both own and exaltation places).
 */
function kalpadruma(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1), a = lordIndex(c.sign[l1]), b = lordIndex(c.sign[a]), n = navLord(c, a);
  const four = [l1, a, b, n];
  const good = (p: number) => KENDRA.includes(c.house[p]) || TRIKONA.includes(c.house[p]) || OWN_OR_EXALTED.includes(dignityOf(p, c.sign[p]));
  if (!four.every(good)) return;
  // One planet may fill several of the four places (Saturn in his own Aquarius is his own dispositor): each line once.
  const lines = [T('yogas.cond.lagnaLord', { position: pos(c, l1) }), signLordLine(c, l1), signLordLine(c, a), navLordLine(c, a)];
  const once = lines.filter((t, i) => lines.findIndex((u) => JSON.stringify(u) === JSON.stringify(t)) === i);
  out.push(make(c, D.kalpadruma, four, [...once, T('yogas.cond.navamsa.kalpadruma')]));
}

/** Vishnu: the 9th and 10th lords in the 2nd house, and the lord of the 9th lord's navamsa there too. */
function vishnu(c: Ctx, out: Yoga[]): void {
  const l9 = lordOfHouse(c, 9), l10 = lordOfHouse(c, 10), n = navLord(c, l9);
  if (c.house[l9] !== 2 || c.house[l10] !== 2 || c.house[n] !== 2) return;
  out.push(make(c, D.vishnu, [l9, l10, n], [lordLine(c, 9), lordLine(c, 10), navLordLine(c, l9)]));
}

/** Gauri: the lord of the 10th lord's navamsa exalted in the 10th house, joined by the lagna lord. */
function gauri(c: Ctx, out: Yoga[]): void {
  const l10 = lordOfHouse(c, 10), n = navLord(c, l10), l1 = lordOfHouse(c, 1);
  if (c.house[n] !== 10 || !isExalted(c, n) || !joins(c, l1, n)) return;
  out.push(make(c, D.gauri, [l10, n, l1], [
    lordLine(c, 10), navLordLine(c, l10), T('yogas.cond.conjoinedWith', { planet: NAME(n), planets: NAME(l1) }),
  ]));
}

/** Chandika: a fixed lagna aspected by the 6th lord; the Sun joined by the lords of the 6th and 9th lords' navamsas. */
function chandika(c: Ctx, out: Yoga[]): void {
  if (c.lagna % 3 !== 1) return;
  const l6 = lordOfHouse(c, 6), l9 = lordOfHouse(c, 9);
  if (!aspectsSign(l6, c.sign[l6], c.lagna)) return;
  const n6 = navLord(c, l6), n9 = navLord(c, l9);
  if (!joins(c, n6, SUN) || !joins(c, n9, SUN)) return;
  out.push(make(c, D.chandika, [l6, l9, n6, n9, SUN], [
    T('yogas.cond.navamsa.fixedLagnaAspected', { sign: SIGN(c.lagna), planet: NAME(l6) }), lordLine(c, 6),
    navLordLine(c, l6), lordLine(c, 9), navLordLine(c, l9),
    T('yogas.cond.conjoinedWith', { planet: NAME(SUN), planets: names([...new Set([n6, n9])]) }),
  ]));
}

/** Bharati: the lord of the navamsa of the 2nd, 5th or 11th lord exalted and joined with the 9th lord. */
function bharati(c: Ctx, out: Yoga[]): void {
  const l9 = lordOfHouse(c, 9);
  for (const h of [2, 5, 11]) {
    const l = lordOfHouse(c, h), n = navLord(c, l);
    if (!isExalted(c, n) || !joins(c, n, l9)) continue;
    out.push(make(c, D.bharati, [l, n, l9], [
      lordLine(c, h), navLordLine(c, l), lordLine(c, 9), T('yogas.cond.conjoinedWith', { planet: NAME(n), planets: NAME(l9) }),
    ]));
    return;
  }
}

/** Garuda: the lord of the Moon's navamsa exalted, a birth by day and the Moon waxing. */
function garuda(c: Ctx, out: Yoga[]): void {
  const n = navLord(c, MOON);
  if (!c.day || !c.waxing || !isExalted(c, n)) return;
  out.push(make(c, D.garuda, [MOON, n], [navLordLine(c, MOON), T('yogas.cond.navamsa.dayBirth'), T('yogas.cond.navamsa.waxingMoon')]));
}

/**
 * Mahabhagya: for a man, a birth by day with the lagna, the Sun and the Moon in odd signs; for a woman, by night with
 * the three in even signs. The chart carries no sex: the two readings never hold together (day and night), so the yoga
 * is reported where one holds, and its conditions say for whom.
 */
function mahabhagya(c: Ctx, out: Yoga[]): void {
  const three = [c.lagna, c.sign[SUN], c.sign[MOON]];
  const odd = three.every((s) => s % 2 === 0), even = three.every((s) => s % 2 === 1);
  const male = c.day && odd, female = !c.day && even;
  if (!male && !female) return;
  out.push(make(c, D.mahabhagya, [SUN, MOON], [
    T(male ? 'yogas.cond.navamsa.mahabhagyaMan' : 'yogas.cond.navamsa.mahabhagyaWoman', { signs: textList(three.map(SIGN)) }),
  ]));
}

/** Teevrabuddhi (#232): the 5th lord a natural benefic in the navamsa lagna, whose lord is a natural benefic or aspected by one. */
function teevrabuddhi(c: Ctx, out: Yoga[]): void {
  const l5 = lordOfHouse(c, 5), nl = navamsaLagna(c), lord = lordIndex(nl);
  if (!c.benefic[l5] || navamsaSign(c, l5) !== nl) return;
  const by = ALL.filter((b) => c.benefic[b] && aspects(c, b, lord));
  if (!c.benefic[lord] && !by.length) return;
  out.push(make(c, D.teevrabuddhi, [l5, lord, ...(c.benefic[lord] ? [] : by)], [
    lordLine(c, 5), T('yogas.cond.navamsa.naturalBenefic', { planet: NAME(l5) }), inNavamsaLine(c, l5), navLagnaLine(c),
    c.benefic[lord] ? T('yogas.cond.navamsa.naturalBenefic', { planet: NAME(lord) }) : T('yogas.cond.aspectedByPlanets', { planet: NAME(lord), planets: names(by) }),
  ]));
}

/** Dry planets of Raman's Krisanga yogas (the Sun, Mars, Saturn), as body.ts. */
const DRY_PLANETS = [0, 2, 6];

/** Raman #113: the navamsa lagna owned by a dry planet, and natural malefics in the (rasi) lagna. */
function krisangaNavamsa(c: Ctx, out: Yoga[]): void {
  const nl = navamsaLagna(c), lord = lordIndex(nl);
  if (!DRY_PLANETS.includes(lord)) return;
  const inLagna = malefics(c).filter((p) => c.sign[p] === c.lagna);
  if (!inLagna.length) return;
  out.push(make(c, D.krisangaNavamsa, [lord, ...inLagna], [
    navLagnaLine(c), T('yogas.cond.dryLord', { sign: SIGN(nl), planet: NAME(lord) }),
    T('yogas.cond.placeHolds', { place: T('yogas.cond.houseFromLagna', { house: 1 }), sign: SIGN(c.lagna), planets: names(inLagna) }),
  ]));
}

/**
 * Raman #153: the lords of the lagna and of the navamsa lagna in the 6th, 8th or 12th house, each with "the aspect or
 * conjunction of the lords of the 2nd and 7th": each of those two lords (other than the planet itself) joins or aspects it.
 */
function daridraNavamsa(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1), ln = lordIndex(navamsaLagna(c));
  const marakas = [...new Set([lordOfHouse(c, 2), lordOfHouse(c, 7)])];
  const pair = [...new Set([l1, ln])];
  const lines: Text[] = [T('yogas.cond.lagnaLord', { position: pos(c, l1) }), navLagnaLine(c), ...(ln === l1 ? [] : [pos(c, ln)])];
  const planets = [...pair];
  for (const p of pair) {
    if (!DUSTHANA.includes(c.house[p])) return;
    const others = marakas.filter((m) => m !== p);
    const joined = others.filter((m) => joins(c, m, p)), by = others.filter((m) => !joined.includes(m) && aspects(c, m, p));
    if (joined.length + by.length < others.length) return;
    planets.push(...others);
    if (joined.length) lines.push(T('yogas.cond.conjoinedWith', { planet: NAME(p), planets: names(joined) }));
    if (by.length) lines.push(T('yogas.cond.aspectedByPlanets', { planet: NAME(p), planets: names(by) }));
  }
  out.push(make(c, D.daridraNavamsa, planets, [...lines, lordLine(c, 2), lordLine(c, 7)]));
}

/**
 * Raman #183: the lord of the navamsa occupied by the lord of the 3rd lord's navamsa "joins his own vargas": he is in
 * his own or exaltation sign in at least two of the six vargas (the shadvarga; two is the least count the
 * vaiseshikamsas of BPHS ch. 7 name).
 */
function yuddhaPraveena(c: Ctx, out: Yoga[]): void {
  const l3 = lordOfHouse(c, 3), a = navLord(c, l3), b = navLord(c, a);
  const own = SHADVARGA.map((d) => ({ d, s: vargaSign(c.lon[b], d) })).filter(({ s }) => OWN_OR_EXALTED.includes(dignityOf(b, s)));
  if (own.length < 2) return;
  out.push(make(c, D.yuddhaPraveena, [l3, a, b], [
    lordLine(c, 3), navLordLine(c, l3), navLordLine(c, a),
    T('yogas.cond.navamsa.ownVargas', { planet: NAME(b), vargas: textList(own.map(({ d, s }) => T('yogas.cond.navamsa.vargaSign', { varga: `D${d}`, sign: SIGN(s) }))) }),
  ]));
}

const MOVABLE_SIGN = (s: number) => s % 3 === 0;
const FIXED_SIGN = (s: number) => s % 3 === 1;

/** Raman #184: the 3rd lord exalted, joined by natural malefics in a movable sign, or in a movable navamsa with them. */
function yuddhatpurva(c: Ctx, out: Yoga[]): void {
  const l3 = lordOfHouse(c, 3);
  if (!isExalted(c, l3)) return;
  const m = malefics(c).filter((p) => p !== l3);
  const inSign = MOVABLE_SIGN(c.sign[l3]) ? m.filter((p) => c.sign[p] === c.sign[l3]) : [];
  const nav = navamsaSign(c, l3), inNav = MOVABLE_SIGN(nav) ? m.filter((p) => navamsaSign(c, p) === nav) : [];
  if (!inSign.length && !inNav.length) return;
  out.push(make(c, D.yuddhatpurva, [l3, ...inSign, ...inNav], [
    lordLine(c, 3),
    ...(inSign.length ? [T('yogas.cond.navamsa.maleficsMovableSign', { planet: NAME(l3), sign: SIGN(c.sign[l3]), planets: names(inSign) })] : []),
    ...(inNav.length ? [T('yogas.cond.navamsa.maleficsMovableNavamsa', { planet: NAME(l3), sign: SIGN(nav), planets: names(inNav) })] : []),
  ]));
}

/** Raman #185: the 3rd lord in a fixed sign, a fixed navamsa and a cruel shashtiamsa, the lord of his sign debilitated. */
function yuddhatpaschad(c: Ctx, out: Yoga[]): void {
  const l3 = lordOfHouse(c, 3), nav = navamsaSign(c, l3);
  if (!FIXED_SIGN(c.sign[l3]) || !FIXED_SIGN(nav)) return;
  const deity = shashtiamsaDeity(c.lon[l3]);
  if (!KRURA_SHASHTIAMSA.includes(deity)) return;
  const d = lordIndex(c.sign[l3]);
  if (dignityOf(d, c.sign[d]) !== 'debilitated') return;
  out.push(make(c, D.yuddhatpaschad, [l3, d], [
    lordLine(c, 3), T('yogas.cond.navamsa.fixedSignNavamsa', { planet: NAME(l3), sign: SIGN(c.sign[l3]), navamsa: SIGN(nav) }),
    T('yogas.cond.navamsa.cruelShashtiamsa', { planet: NAME(l3), n: deity }), signLordLine(c, l3),
  ]));
}

/** Raman #192: the lord of the navamsa occupied by the 4th lord in the 12th house. */
function grihanasa(c: Ctx, out: Yoga[]): void {
  const l4 = lordOfHouse(c, 4), n = navLord(c, l4);
  if (c.house[n] !== 12) return;
  out.push(make(c, D.grihanasa, [l4, n], [lordLine(c, 4), navLordLine(c, l4)]));
}

/** Balya Dhana: the 2nd and 10th lords together in a kendra, aspected by the lord of the lagna lord's navamsa. */
function balyaDhana(c: Ctx, out: Yoga[]): void {
  const l2 = lordOfHouse(c, 2), l10 = lordOfHouse(c, 10), l1 = lordOfHouse(c, 1), n = navLord(c, l1);
  if (!joins(c, l2, l10) || !KENDRA.includes(c.house[l2])) return;
  if (!aspects(c, n, l2)) return;
  out.push(make(c, D.balyaDhana, [l2, l10, l1, n], [
    lordLine(c, 2), lordLine(c, 10), T('yogas.cond.conjoinedWith', { planet: NAME(l2), planets: NAME(l10) }),
    T('yogas.cond.lagnaLord', { position: pos(c, l1) }), navLordLine(c, l1),
    T('yogas.cond.aspectedByPlanets', { planet: textList([NAME(l2), NAME(l10)]), planets: NAME(n) }),
  ]));
}

/** Appends the yogas of this family that the chart forms, in the order of NAVAMSA_DEFS. */
export function navamsaYogas(c: Ctx, out: Yoga[]): void {
  kalpadruma(c, out);
  vishnu(c, out);
  gauri(c, out);
  chandika(c, out);
  bharati(c, out);
  garuda(c, out);
  mahabhagya(c, out);
  teevrabuddhi(c, out);
  krisangaNavamsa(c, out);
  daridraNavamsa(c, out);
  yuddhaPraveena(c, out);
  yuddhatpurva(c, out);
  yuddhatpaschad(c, out);
  grihanasa(c, out);
  balyaDhana(c, out);
}
