/**
 * Named yogas of BPHS ch. 36 and Raman's "Three Hundred Important Combinations" read from the rasi chart alone
 * (Mridanga, Matsya, Koorma, Kusuma, Lagnadhi, Sharada, Kulavardhana, Go, Vidyut, Chapa, Pushkala, Jaya, Parijata, Harihara Brahma).
 * The conventions are those of context.ts; every difference from PyJHora 4.8.5 on the reference charts is a decision of the
 * entry (test/helpers/yoga-diffs/royal.ts). Ids: ROYAL_YOGA_IDS (ids.ts); words: shared/i18n/text/yogas/royal.ts.
 *
 * Local helpers (not in context.ts): the deep exaltation points of BPHS ch. 3 (within 1°), Jupiter's moolatrikona (the
 * first 10° of Sagittarius, BPHS ch. 3), and the compound (pañchadha) friendship of BPHS ch. 3 for Pushkala's "intimate friend".
 */
import { list as textList, text } from '../../text.js';
import { separation } from '../../angles.js';
import { naturalRelation, VEDIC_PLANETS } from '../grahas.js';
import {
  ALL, aspectsSign, countFrom, type Ctx, type Def, dignityOf, houseSign, inNavamsaLine, isStrong, JUPITER, KENDRA, lordIndex,
  lordLine, lordOfHouse, make, MARS, MERCURY, MOON, NAME, navamsaSign, ORD, pos, SATURN, SEVEN, SIGN, SUN, T, TRIKONA, VENUS,
  type Yoga,
} from './context.js';

const bphs36 = { text: 'BPHS', chapter: '36', verse: null };
const raman = { text: 'Raman, Three Hundred Important Combinations', chapter: null, verse: null };
const LORDS = text('yogas.decision.lords');

export const ROYAL_DEFS = {
  mridanga: {
    name: 'Mridanga Yoga', isBenefic: true,
    id: 'mridanga', category: 'named', source: raman, pyjhoraId: 'mridanga_yoga', decisions: [LORDS, text('yogas.decision.royal.mridanga')],
    description: text('yogas.mridanga.description'), interpretation: [text('yogas.mridanga.interpretation.1')],
  },
  matsya: {
    name: 'Matsya Yoga', isBenefic: true,
    id: 'matsya', category: 'named', source: bphs36, pyjhoraId: 'matsya_yoga', decisions: [],
    description: text('yogas.matsya.description'), interpretation: [text('yogas.matsya.interpretation.1')],
  },
  koorma: {
    name: 'Koorma Yoga', isBenefic: true,
    id: 'koorma', category: 'named', source: bphs36, pyjhoraId: 'koorma_yoga', decisions: [text('yogas.decision.royal.koorma')],
    description: text('yogas.koorma.description'), interpretation: [text('yogas.koorma.interpretation.1')],
  },
  kusuma: {
    name: 'Kusuma Yoga', isBenefic: true,
    id: 'kusuma', category: 'named', source: bphs36, pyjhoraId: 'kusuma_yoga', decisions: [text('yogas.decision.royal.kusuma')],
    description: text('yogas.kusuma.description'), interpretation: [text('yogas.kusuma.interpretation.1')],
  },
  lagnadhi: {
    name: 'Lagnadhi Yoga', isBenefic: true,
    id: 'lagnadhi', category: 'named', source: bphs36, pyjhoraId: 'lagnaadhi_yoga', decisions: [],
    description: text('yogas.lagnadhi.description'), interpretation: [text('yogas.lagnadhi.interpretation.1')],
  },
  sharada: {
    name: 'Sharada Yoga', isBenefic: true,
    id: 'sharada', category: 'named', source: bphs36, pyjhoraId: 'saarada_yoga', decisions: [],
    description: text('yogas.sharada.description'), interpretation: [text('yogas.sharada.interpretation.1')],
  },
  kulavardhana: {
    name: 'Kulavardhana Yoga', isBenefic: true,
    id: 'kulavardhana', category: 'named', source: bphs36, pyjhoraId: 'kulavardhana_yoga', decisions: [],
    description: text('yogas.kulavardhana.description'), interpretation: [text('yogas.kulavardhana.interpretation.1')],
  },
  go: {
    name: 'Go Yoga', isBenefic: true,
    id: 'go', category: 'named', source: bphs36, pyjhoraId: 'go_yoga', decisions: [LORDS],
    description: text('yogas.go.description'), interpretation: [text('yogas.go.interpretation.1')],
  },
  vidyut: {
    name: 'Vidyut Yoga', isBenefic: true,
    id: 'vidyut', category: 'named', source: bphs36, pyjhoraId: 'vidyut_yoga', decisions: [LORDS],
    description: text('yogas.vidyut.description'), interpretation: [text('yogas.vidyut.interpretation.1')],
  },
  chapaLords: {
    name: 'Chapa Parivartana Yoga', isBenefic: true,
    id: 'chapa-lords', category: 'named', source: bphs36, pyjhoraId: 'chapa_yoga', decisions: [LORDS],
    description: text('yogas.chapaLords.description'), interpretation: [text('yogas.chapaLords.interpretation.1')],
  },
  pushkala: {
    name: 'Pushkala Yoga', isBenefic: true,
    id: 'pushkala', category: 'named', source: raman, pyjhoraId: 'pushkala_yoga', decisions: [LORDS, text('yogas.decision.royal.pushkala')],
    description: text('yogas.pushkala.description'), interpretation: [text('yogas.pushkala.interpretation.1')],
  },
  jaya: {
    name: 'Jaya Yoga', isBenefic: true,
    id: 'jaya', category: 'named', source: bphs36, pyjhoraId: 'jaya_yoga', decisions: [LORDS],
    description: text('yogas.jaya.description'), interpretation: [text('yogas.jaya.interpretation.1')],
  },
  parijata: {
    name: 'Parijata Yoga', isBenefic: true,
    id: 'parijata', category: 'named', source: raman, pyjhoraId: 'parijatha_yoga', decisions: [LORDS, text('yogas.decision.royal.parijata')],
    description: text('yogas.parijata.description'), interpretation: [text('yogas.parijata.interpretation.1')],
  },
  hariharaBrahma: {
    name: 'Harihara Brahma Yoga', isBenefic: true,
    id: 'harihara-brahma', category: 'named', source: raman, pyjhoraId: 'harihara_brahma_yoga', decisions: [LORDS, text('yogas.decision.royal.hariharaBrahma')],
    description: text('yogas.hariharaBrahma.description'), interpretation: [text('yogas.hariharaBrahma.interpretation.1')],
  },
} satisfies Record<string, Def>;

const D = ROYAL_DEFS;

const ownOrExalted = (c: Ctx, p: number) => ['own', 'exalted'].includes(dignityOf(p, c.sign[p]));
const kendraOrTrikona = (h: number) => KENDRA.includes(h) || TRIKONA.includes(h);

/** Deep exaltation points (BPHS ch. 3): Sun Aries 10°, Moon Taurus 3°, Mars Capricorn 28°, Mercury Virgo 15°, Jupiter Cancer 5°, Venus Pisces 27°, Saturn Libra 20°. */
const DEEP_EXALTATION = [10, 33, 298, 165, 95, 357, 200];
/** In deep exaltation: within 1° of the point (the degree itself, either side). */
const deeplyExalted = (c: Ctx, p: number) => p < 7 && separation(c.lon[p], DEEP_EXALTATION[p]) <= 1;
const deepLine = (c: Ctx, p: number) => T('yogas.cond.royal.deepExaltation', {
  planet: NAME(p), degree: DEEP_EXALTATION[p] % 30, sign: SIGN(Math.floor(DEEP_EXALTATION[p] / 30)),
});

/** Mridanga: the lord of the navamsa an exalted planet occupies stands in a kendra or trikona in its own or exaltation sign; the lagna lord is strong. */
function mridanga(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1);
  if (!isStrong(c, l1)) return;
  for (const p of SEVEN) {
    if (dignityOf(p, c.sign[p]) !== 'exalted') continue;
    const n = lordIndex(navamsaSign(c, p));
    if (!ownOrExalted(c, n) || !kendraOrTrikona(c.house[n])) continue;
    out.push(make(c, D.mridanga, [p, n, l1], [pos(c, p), inNavamsaLine(c, p), pos(c, n), T('yogas.cond.lagnaLordStrong', { position: pos(c, l1) })]));
    return;
  }
}

const inHouse = (c: Ctx, h: number, among: readonly number[]) => among.filter((p) => c.house[p] === h);

/** Matsya: benefics in the lagna and the 9th, benefics and malefics in the 5th, malefics in the 4th and the 8th (the seven planets). */
function matsya(c: Ctx, out: Yoga[]): void {
  const bens = SEVEN.filter((p) => c.benefic[p]), mals = SEVEN.filter((p) => !c.benefic[p]);
  const b1 = inHouse(c, 1, bens), b9 = inHouse(c, 9, bens), b5 = inHouse(c, 5, bens), m5 = inHouse(c, 5, mals);
  const m4 = inHouse(c, 4, mals), m8 = inHouse(c, 8, mals);
  if (![b1, b9, b5, m5, m4, m8].every((g) => g.length)) return;
  const b = (h: number, ps: number[]) => T('yogas.cond.houseBenefics', { house: ORD(h), planets: textList(ps.map(NAME)) });
  const m = (h: number, ps: number[]) => T('yogas.cond.houseMalefics', { house: ORD(h), planets: textList(ps.map(NAME)) });
  out.push(make(c, D.matsya, [...b1, ...b9, ...b5, ...m5, ...m4, ...m8], [b(1, b1), b(9, b9), b(5, b5), m(5, m5), m(4, m4), m(8, m8)]));
}

/**
 * Koorma: benefics in the 5th, 6th and 7th in exaltation, own or friendly signs, malefics in the 1st, 3rd and 11th in
 * exaltation or own signs (each house holds such a planet; the seven planets).
 */
function koorma(c: Ctx, out: Yoga[]): void {
  const good = (p: number) => ['exalted', 'own', 'friendly'].includes(dignityOf(p, c.sign[p]));
  const held = [5, 6, 7].map((h) => SEVEN.filter((p) => c.house[p] === h && c.benefic[p] && good(p)));
  const mal = [1, 3, 11].map((h) => SEVEN.filter((p) => c.house[p] === h && !c.benefic[p] && ownOrExalted(c, p)));
  if (![...held, ...mal].every((g) => g.length)) return;
  const ps = [...held.flat(), ...mal.flat()];
  out.push(make(c, D.koorma, ps, ps.map((p) => pos(c, p))));
}

/** Kusuma: a fixed sign rising, Venus in a kendra, the Moon in a trikona joined by a benefic, Saturn in the 10th. */
function kusuma(c: Ctx, out: Yoga[]): void {
  if (c.lagna % 3 !== 1 || !KENDRA.includes(c.house[VENUS]) || !TRIKONA.includes(c.house[MOON]) || c.house[SATURN] !== 10) return;
  const with_ = ALL.filter((p) => p !== MOON && c.benefic[p] && c.sign[p] === c.sign[MOON]);
  if (!with_.length) return;
  out.push(make(c, D.kusuma, [VENUS, MOON, ...with_, SATURN], [
    T('yogas.cond.fixedLagna', { sign: SIGN(c.lagna) }), pos(c, VENUS), pos(c, MOON),
    T('yogas.cond.conjoinedWith', { planet: NAME(MOON), planets: textList(with_.map(NAME)) }), pos(c, SATURN),
  ]));
}

/** Lagnadhi: benefics in the 7th and the 8th from the lagna, no malefic joining or aspecting them. */
function lagnadhi(c: Ctx, out: Yoga[]): void {
  const b7 = ALL.filter((p) => c.benefic[p] && c.house[p] === 7), b8 = ALL.filter((p) => c.benefic[p] && c.house[p] === 8);
  if (!b7.length || !b8.length) return;
  const mals = ALL.filter((p) => !c.benefic[p]);
  const touched = [7, 8].some((h) => mals.some((m) => c.house[m] === h || aspectsSign(m, c.sign[m], houseSign(c, h))));
  if (touched) return;
  out.push(make(c, D.lagnadhi, [...b7, ...b8], [
    T('yogas.cond.houseBenefics', { house: ORD(7), planets: textList(b7.map(NAME)) }),
    T('yogas.cond.houseBenefics', { house: ORD(8), planets: textList(b8.map(NAME)) }),
    T('yogas.cond.royal.noMaleficTouch'),
  ]));
}

/** Sharada: the 10th lord in the 5th, Mercury in a kendra, the Sun strong in Leo, Mercury or Jupiter in a trine from the Moon, Mars in the 11th. */
function sharada(c: Ctx, out: Yoga[]): void {
  const l10 = lordOfHouse(c, 10);
  const trine = [MERCURY, JUPITER].filter((p) => TRIKONA.includes(countFrom(c.sign[MOON], c.sign[p])));
  if (c.house[l10] !== 5 || !KENDRA.includes(c.house[MERCURY]) || c.sign[SUN] !== 4 || !trine.length || c.house[MARS] !== 11) return;
  out.push(make(c, D.sharada, [l10, MERCURY, SUN, MOON, ...trine, MARS], [
    lordLine(c, 10), pos(c, MERCURY), pos(c, SUN),
    ...trine.map((p) => T('yogas.cond.fromMoon', { planet: NAME(p), house: ORD(countFrom(c.sign[MOON], c.sign[p])), sign: SIGN(c.sign[MOON]) })),
    pos(c, MARS),
  ]));
}

/** Kulavardhana: each of the seven planets in the 5th from the lagna, from the Moon or from the Sun. */
function kulavardhana(c: Ctx, out: Yoga[]): void {
  const lines = [];
  for (const p of SEVEN) {
    if (c.house[p] === 5) lines.push(T('yogas.cond.royal.fifthFromLagna', { planet: NAME(p), sign: SIGN(c.sign[p]) }));
    else if (p !== MOON && countFrom(c.sign[MOON], c.sign[p]) === 5) lines.push(T('yogas.cond.royal.fifthFrom', { planet: NAME(p), sign: SIGN(c.sign[p]), from: NAME(MOON) }));
    else if (p !== SUN && countFrom(c.sign[SUN], c.sign[p]) === 5) lines.push(T('yogas.cond.royal.fifthFrom', { planet: NAME(p), sign: SIGN(c.sign[p]), from: NAME(SUN) }));
    else return;
  }
  out.push(make(c, D.kulavardhana, [...SEVEN], lines));
}

/** Go: Jupiter strong in his moolatrikona (Sagittarius 0°–10°, not combust), the 2nd lord (another planet) with him, the lagna lord exalted. */
function go(c: Ctx, out: Yoga[]): void {
  const l2 = lordOfHouse(c, 2), l1 = lordOfHouse(c, 1);
  if (c.sign[JUPITER] !== 8 || c.lon[JUPITER] - 240 >= 10 || c.combust[JUPITER]) return;
  if (l2 === JUPITER || c.sign[l2] !== c.sign[JUPITER] || dignityOf(l1, c.sign[l1]) !== 'exalted') return;
  out.push(make(c, D.go, [JUPITER, l2, l1], [
    pos(c, JUPITER), T('yogas.cond.royal.jupiterMoolatrikona'), lordLine(c, 2),
    T('yogas.cond.sameSign', { a: NAME(l2), b: NAME(JUPITER), sign: SIGN(c.sign[JUPITER]) }), T('yogas.cond.lagnaLord', { position: pos(c, l1) }),
  ]));
}

/** Vidyut: the 11th lord in deep exaltation, joined with Venus (another planet), the two in a kendra from the lagna lord. */
function vidyut(c: Ctx, out: Yoga[]): void {
  const l11 = lordOfHouse(c, 11), l1 = lordOfHouse(c, 1);
  if (l11 === VENUS || !deeplyExalted(c, l11) || c.sign[VENUS] !== c.sign[l11]) return;
  const k = countFrom(c.sign[l1], c.sign[l11]);
  if (!KENDRA.includes(k)) return;
  out.push(make(c, D.vidyut, [l11, VENUS, l1], [
    lordLine(c, 11), deepLine(c, l11), T('yogas.cond.sameSign', { a: NAME(l11), b: NAME(VENUS), sign: SIGN(c.sign[l11]) }),
    T('yogas.cond.lagnaLord', { position: pos(c, l1) }), T('yogas.cond.royal.fromPlanet', { planets: textList([l11, VENUS].map(NAME)), house: ORD(k), planet: NAME(l1) }),
  ]));
}

/** Chapa: the 4th and 10th lords (two planets) in each other's houses, the lagna lord exalted. */
function chapaLords(c: Ctx, out: Yoga[]): void {
  const l4 = lordOfHouse(c, 4), l10 = lordOfHouse(c, 10), l1 = lordOfHouse(c, 1);
  if (l4 === l10 || c.house[l4] !== 10 || c.house[l10] !== 4 || dignityOf(l1, c.sign[l1]) !== 'exalted') return;
  out.push(make(c, D.chapaLords, [l4, l10, l1], [
    T('yogas.cond.exchange', { a: NAME(l4), houseA: 4, b: NAME(l10), houseB: 10, low: 4, high: 10 }), T('yogas.cond.lagnaLord', { position: pos(c, l1) }),
  ]));
}

/** Tatkalika friends (BPHS ch. 3): in the 2nd, 3rd, 4th, 10th, 11th or 12th from each other. */
const temporalFriend = (c: Ctx, a: number, b: number) => [2, 3, 4, 10, 11, 12].includes(countFrom(c.sign[a], c.sign[b]));
/** Adhimitra (BPHS ch. 3): a natural friend who is also a temporal friend. */
const intimateFriend = (c: Ctx, a: number, b: number) => naturalRelation(VEDIC_PLANETS[a], VEDIC_PLANETS[b]) === 'Friend' && temporalFriend(c, a, b);

/**
 * Pushkala: the lagna lord (another planet than the Moon) with the Moon; the Moon's dispositor in a kendra or in the
 * sign of an intimate friend, aspecting the lagna; a strong planet in the lagna.
 */
function pushkala(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1);
  if (l1 === MOON || c.sign[l1] !== c.sign[MOON]) return;
  const d = lordIndex(c.sign[MOON]), host = lordIndex(c.sign[d]);
  const placed = KENDRA.includes(c.house[d]) || (host !== d && intimateFriend(c, d, host));
  const strong = SEVEN.filter((p) => c.house[p] === 1 && isStrong(c, p));
  if (d === MOON || !placed || !aspectsSign(d, c.sign[d], c.lagna) || !strong.length) return;
  out.push(make(c, D.pushkala, [l1, MOON, d, ...strong], [
    T('yogas.cond.lagnaLord', { position: pos(c, l1) }), T('yogas.cond.sameSign', { a: NAME(l1), b: NAME(MOON), sign: SIGN(c.sign[MOON]) }),
    T('yogas.cond.dispositor', { planet: NAME(MOON), lord: NAME(d), position: pos(c, d) }),
    ...(KENDRA.includes(c.house[d]) ? [] : [T('yogas.cond.royal.intimateFriend', { planet: NAME(d), lord: NAME(host) })]),
    T('yogas.cond.aspectsLagna', { planet: NAME(d) }), ...strong.map((p) => pos(c, p)),
  ]));
}

/** Jaya: the 10th lord in deep exaltation, the 6th lord debilitated. */
function jaya(c: Ctx, out: Yoga[]): void {
  const l10 = lordOfHouse(c, 10), l6 = lordOfHouse(c, 6);
  if (!deeplyExalted(c, l10) || dignityOf(l6, c.sign[l6]) !== 'debilitated') return;
  out.push(make(c, D.jaya, [l10, l6], [lordLine(c, 10), deepLine(c, l10), lordLine(c, 6)]));
}

/**
 * Parijata (Raman): the lagna lord's dispositor D; the lord of the sign D occupies, or the lord of the navamsa D occupies,
 * stands in a kendra or trikona from the lagna, or in its own or exaltation sign.
 */
function parijata(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1), d = lordIndex(c.sign[l1]);
  const r = lordIndex(c.sign[d]), n = lordIndex(navamsaSign(c, d));
  const ok = (p: number) => kendraOrTrikona(c.house[p]) || ownOrExalted(c, p);
  const p = ok(r) ? r : ok(n) ? n : -1;
  if (p < 0) return;
  out.push(make(c, D.parijata, [l1, d, p], [
    T('yogas.cond.lagnaLord', { position: pos(c, l1) }),
    T('yogas.cond.dispositor', { planet: NAME(l1), lord: NAME(d), position: pos(c, d) }),
    p === r ? T('yogas.cond.dispositor', { planet: NAME(d), lord: NAME(r), position: pos(c, r) }) : inNavamsaLine(c, d),
    ...(p === r ? [] : [pos(c, n)]),
  ]));
}

/**
 * Harihara Brahma (Raman, after Jataka Parijata ch. 7): natural benefics in the 2nd, 12th and 8th from the 2nd lord (a benefic
 * in each); or Jupiter, the Moon and Mercury in the 4th, 9th and 8th from the 7th lord; or the Sun, Venus and Mars in the 4th,
 * 10th and 11th from the lagna lord. The first form found is reported.
 */
function hariharaBrahma(c: Ctx, out: Yoga[]): void {
  const l2 = lordOfHouse(c, 2);
  const from = (p: number, h: number) => (c.sign[p] + h - 1) % 12;
  const held = [2, 12, 8].map((h) => ALL.filter((p) => p !== l2 && c.benefic[p] && c.sign[p] === from(l2, h)));
  if (held.every((g) => g.length)) {
    out.push(make(c, D.hariharaBrahma, [l2, ...held.flat()], [
      lordLine(c, 2), ...[2, 12, 8].map((h, i) => T('yogas.cond.beneficsFromPlanet', { planets: textList(held[i].map(NAME)), house: ORD(h), planet: NAME(l2) })),
    ]));
    return;
  }
  const forms: [number, [number, number][]][] = [[7, [[JUPITER, 4], [MOON, 9], [MERCURY, 8]]], [1, [[SUN, 4], [VENUS, 10], [MARS, 11]]]];
  for (const [house, placed] of forms) {
    const l = lordOfHouse(c, house);
    if (!placed.every(([p, h]) => p !== l && c.sign[p] === from(l, h))) continue;
    out.push(make(c, D.hariharaBrahma, [l, ...placed.map(([p]) => p)], [
      lordLine(c, house), ...placed.map(([p, h]) => T('yogas.cond.royal.placedFrom', { planet: NAME(p), house: ORD(h), from: NAME(l) })),
    ]));
    return;
  }
}

/** Appends the yogas of this family that the chart forms, in the order of ROYAL_DEFS. */
export function royalYogas(c: Ctx, out: Yoga[]): void {
  mridanga(c, out);
  matsya(c, out);
  koorma(c, out);
  kusuma(c, out);
  lagnadhi(c, out);
  sharada(c, out);
  kulavardhana(c, out);
  go(c, out);
  vidyut(c, out);
  chapaLords(c, out);
  pushkala(c, out);
  jaya(c, out);
  parijata(c, out);
  hariharaBrahma(c, out);
}
