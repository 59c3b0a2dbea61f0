/**
 * Yogas of the body, health and fortune: Kahala in the reading of BPHS ch. 36 v. 9 (the 4th and 9th lords),
 * Bheri (BPHS ch. 36 vv. 15–16), Guru-Mangala (P.V.R. Narasimha Rao), Dur and Daridra (Phaladeepika ch. 6:
 * the 10th and the 11th lord in a dusthana), and B.V. Raman's yogas of the body, home and danger ("Three Hundred
 * Important Combinations" #109 Dehapushti, #111 Rogagrastha, #112 Krisanga, #114–116 Dehasthoulya, #176 Vishaprayoga, #187 Uttama Griha, #284 Guhyaroga; #117, #166 and #168 are in mind.ts) in the form PyJHora 4.8.5 quotes them (yoga.py docstrings, "BVR-…").
 * A navamsa is the sign of the longitude's ninth part of a sign (3°20'), counted on from Aries, Capricorn, Libra or
 * Cancer for fiery, earthy, airy and watery signs (BPHS ch. 6).
 * Houses are whole signs from the lagna; "joins" is the same sign; aspects are graha drishti and lords the
 * traditional ones (context.ts). "Strong" is isStrong (exalted, own or friendly
 * sign, not combust); "weak" is its opposite.
 * Dry signs and planets, watery signs and planets are the sets PyJHora's const.py gives for Raman's yogas:
 * dry signs Aries, Taurus, Gemini, Leo, Virgo, Sagittarius; dry planets the Sun, Mars, Saturn; watery signs
 * Cancer, Scorpio, Pisces; watery planets the Moon and Venus.
 */
import { list as textList, text } from '../../text.js';
import {
  ALL, aspectsSign, countFrom, type Ctx, type Def, DUSTHANA, houseSign, isStrong, JUPITER, KENDRA, list, lordIndex, lordOfHouse, make, MARS, MOON, NAME,
  MOVABLE, ORD, pos, SEVEN, SIGN, T, TRIKONA, VENUS, type Yoga,
} from './context.js';

const raman = (n: string) => ({ text: 'Raman, Three Hundred Important Combinations', chapter: null, verse: n });
const LORDS = text('yogas.decision.lords'), TWO = text('yogas.decision.daridraTwoPlanets');

export const BODY_DEFS = {
  kahalaNinthLord: {
    name: 'Navamesha Kahala Yoga', isBenefic: true,
    id: 'kahala-ninth-lord', category: 'named', source: { text: 'BPHS', chapter: '36', verse: '9' }, pyjhoraId: 'kahala_yoga',
    decisions: [LORDS, text('yogas.decision.kahalaSameSign')],
    description: text('yogas.kahalaNinthLord.description'),
    interpretation: [text('yogas.kahala.interpretation.1')],
  },
  bheri: {
    name: 'Bheri Yoga', isBenefic: true,
    id: 'bheri', category: 'named', source: { text: 'BPHS', chapter: '36', verse: '15–16' }, pyjhoraId: 'bheri_yoga',
    decisions: [LORDS],
    description: text('yogas.bheri.description'),
    interpretation: [text('yogas.bheri.interpretation.1')],
  },
  guruMangala: {
    name: 'Guru-Mangala Yoga', isBenefic: true,
    id: 'guru-mangala', category: 'conjunction', source: { text: 'P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach', chapter: '11', verse: null },
    pyjhoraId: 'guru_mangala_yoga', decisions: [],
    description: text('yogas.guruMangala.description'),
    interpretation: [text('yogas.guruMangala.interpretation.1')],
  },
  dur: {
    name: 'Dur Yoga', isBenefic: false,
    id: 'dur', category: 'arishta', source: { text: 'Phaladeepika', chapter: '6', verse: null }, pyjhoraId: 'dhur_yoga', decisions: [],
    description: text('yogas.dur.description'),
    interpretation: [text('yogas.dur.interpretation.1')],
  },
  daridraEleventhLord: {
    name: 'Labhesha Daridra Yoga', isBenefic: false,
    id: 'labhesha-daridra', category: 'arishta', source: { text: 'Phaladeepika', chapter: '6', verse: null }, pyjhoraId: 'dharidhra_yoga',
    decisions: [LORDS, text('yogas.decision.daridraSecondLord')],
    description: text('yogas.daridraEleventhLord.description'),
    interpretation: [text('yogas.daridra.interpretation.1')],
  },
  rogagrastha: {
    name: 'Rogagrastha Yoga', isBenefic: false,
    id: 'rogagrastha', category: 'arishta', source: raman('#111'), pyjhoraId: 'rogagrastha_yoga', decisions: [LORDS, TWO],
    description: text('yogas.rogagrastha.description'),
    interpretation: [text('yogas.rogagrastha.interpretation.1')],
  },
  krisanga: {
    name: 'Krisanga Yoga', isBenefic: false,
    id: 'krisanga', category: 'lagna', source: raman('#112'), pyjhoraId: 'krisanga_yoga_112', decisions: [LORDS],
    description: text('yogas.krisanga.description'),
    interpretation: [text('yogas.krisanga.interpretation.1')],
  },
  dehasthoulya: {
    name: 'Dehasthoulya Yoga', isBenefic: false,
    id: 'dehasthoulya', category: 'lagna', source: raman('#116'), pyjhoraId: 'dehasthoulya_yoga_116', decisions: [],
    description: text('yogas.dehasthoulya.description'),
    interpretation: [text('yogas.dehasthoulya.interpretation.1')],
  },
  dehasthoulyaNavamsa: {
    name: 'Navamsha Dehasthoulya Yoga', isBenefic: false,
    id: 'dehasthoulya-navamsa', category: 'lagna', source: raman('#114'), pyjhoraId: 'dehasthoulya_yoga_114', decisions: [LORDS],
    description: text('yogas.dehasthoulyaNavamsa.description'),
    interpretation: [text('yogas.dehasthoulya.interpretation.1')],
  },
  dehasthoulyaJupiter: {
    name: 'Guru Dehasthoulya Yoga', isBenefic: false,
    id: 'dehasthoulya-jupiter', category: 'lagna', source: raman('#115'), pyjhoraId: 'dehasthoulya_yoga_115', decisions: [],
    description: text('yogas.dehasthoulyaJupiter.description'),
    interpretation: [text('yogas.dehasthoulya.interpretation.1')],
  },
  dehapushti: {
    name: 'Dehapushti Yoga', isBenefic: true,
    id: 'dehapushti', category: 'lagna', source: raman('#109'), pyjhoraId: 'dehapushti_yoga', decisions: [LORDS],
    description: text('yogas.dehapushti.description'),
    interpretation: [text('yogas.dehapushti.interpretation.1')],
  },
  vishaprayoga: {
    name: 'Vishaprayoga Yoga', isBenefic: false,
    id: 'vishaprayoga', category: 'arishta', source: raman('#176'), pyjhoraId: 'vishaprayoga_yoga', decisions: [LORDS, text('yogas.decision.rasiDrishti')],
    description: text('yogas.vishaprayoga.description'),
    interpretation: [text('yogas.vishaprayoga.interpretation.1')],
  },
  uttamaGriha: {
    name: 'Uttama Griha Yoga', isBenefic: true,
    id: 'uttama-griha', category: 'named', source: raman('#187'), pyjhoraId: 'utthama_graha_yoga', decisions: [text('yogas.decision.uttamaGrihaFunction')],
    description: text('yogas.uttamaGriha.description'),
    interpretation: [text('yogas.uttamaGriha.interpretation.1')],
  },
  guhyaroga: {
    name: 'Guhyaroga Yoga', isBenefic: false,
    id: 'guhyaroga', category: 'arishta', source: raman('#284'), pyjhoraId: 'guhyaroga_yoga', decisions: [],
    description: text('yogas.guhyaroga.description'),
    interpretation: [text('yogas.guhyaroga.interpretation.1')],
  },
} satisfies Record<string, Def>;

const D = BODY_DEFS;

const DRY_SIGNS = [0, 1, 2, 4, 5, 8];
const DRY_PLANETS = [0, 2, 6];
const WATERY_SIGNS = [3, 7, 11];
const WATERY_PLANETS = [1, 5];
const KENDRA_OR_TRIKONA = [...new Set([...KENDRA, ...TRIKONA])];
const MALEFIC_LORDS = [0, 2, 6];

/** The navamsa sign of a sidereal longitude (each sign's nine parts of 3°20', counted on from Aries, Capricorn, Libra, Cancer). */
const navamsaSign = (lon: number) => Math.floor((lon * 9) / 30) % 12;
const aspecters = (c: Ctx, sign: number, among: readonly number[]) => among.filter((p) => aspectsSign(p, c.sign[p], sign));

/** True when the two planets stand in kendras from each other (the same sign is the 1st). */
const inKendras = (c: Ctx, a: number, b: number) => KENDRA.includes(countFrom(c.sign[a], c.sign[b]));
const houses = (c: Ctx, p: number) => [...Array(12).keys()].map((i) => i + 1).filter((h) => lordOfHouse(c, h) === p);
const lordLine = (c: Ctx, p: number) => T('yogas.cond.lordOfHouses', { planet: NAME(p), houses: textList(houses(c, p)), position: pos(c, p) });

/** BPHS ch. 36 v. 9: the 4th and 9th lords (two planets) in kendras from each other, the lagna lord strong. */
function kahalaNinthLord(c: Ctx, out: Yoga[]): void {
  const l4 = lordOfHouse(c, 4), l9 = lordOfHouse(c, 9), l1 = lordOfHouse(c, 1);
  if (l4 === l9 || !inKendras(c, l4, l9) || !isStrong(c, l1)) return;
  out.push(make(c, D.kahalaNinthLord, [l4, l9, l1], [
    T('yogas.cond.lordOf', { house: ORD(4), position: pos(c, l4) }),
    T('yogas.cond.lordOf', { house: ORD(9), position: pos(c, l9) }),
    T('yogas.cond.mutualKendras', { planets: list([l4, l9]) }),
    T('yogas.cond.lagnaLordStrong', { position: pos(c, l1) }),
  ]));
}

/**
 * BPHS ch. 36 vv. 15–16: the 9th lord strong and either the 1st, 2nd, 7th and 12th houses each occupied (by
 * one of the seven planets) or Jupiter, Venus and the lagna lord in kendras from one another.
 */
function bheri(c: Ctx, out: Yoga[]): void {
  const l9 = lordOfHouse(c, 9), l1 = lordOfHouse(c, 1);
  if (!isStrong(c, l9)) return;
  const nine = T('yogas.cond.lordStrong', { house: ORD(9), position: pos(c, l9) });
  const held = [1, 2, 7, 12].map((h) => SEVEN.filter((p) => c.house[p] === h));
  if (held.every((ps) => ps.length)) {
    const ps = held.flat();
    out.push(make(c, D.bheri, [l9, ...ps], [nine, T('yogas.cond.housesOccupied', { houses: textList([1, 2, 7, 12]), planets: list(ps) })]));
    return;
  }
  const trio = [...new Set([JUPITER, VENUS, l1])];
  if (trio.every((a) => trio.every((b) => inKendras(c, a, b)))) {
    out.push(make(c, D.bheri, [l9, ...trio], [nine, T('yogas.cond.lagnaLord', { position: pos(c, l1) }), pos(c, JUPITER), pos(c, VENUS), T('yogas.cond.mutualKendras', { planets: list(trio) })]));
  }
}

/** PVR Narasimha Rao (ch. 11): Jupiter and Mars in the same sign or in the 7th from each other. */
function guruMangala(c: Ctx, out: Yoga[]): void {
  const n = countFrom(c.sign[JUPITER], c.sign[MARS]);
  if (n === 1) out.push(make(c, D.guruMangala, [MARS, JUPITER], [T('yogas.cond.sameSign', { a: NAME(JUPITER), b: NAME(MARS), sign: SIGN(c.sign[MARS]) })]));
  else if (n === 7) {
    out.push(make(c, D.guruMangala, [MARS, JUPITER], [
      T('yogas.cond.seventhFromEachOther', { a: NAME(JUPITER), signA: SIGN(c.sign[JUPITER]), b: NAME(MARS), signB: SIGN(c.sign[MARS]) }),
    ]));
  }
}

/** Phaladeepika ch. 6: the lord of `house` (10th: Dur yoga, 11th: Daridra yoga) in the 6th, 8th or 12th. */
function lordInDusthana(c: Ctx, out: Yoga[], house: number, def: Def): void {
  const l = lordOfHouse(c, house);
  if (!DUSTHANA.includes(c.house[l])) return;
  out.push(make(c, def, [l], [T('yogas.cond.lordOf', { house: ORD(house), position: pos(c, l) }), T('yogas.cond.lordInDusthana', { house: ORD(house) })]));
}

/**
 * Raman #111: (a) the lagna lord in the lagna joined by the lord of the 6th, 8th or 12th; (b) a weak lagna lord
 * joined by the lord of a kendra or trikona. The partner is another planet.
 */
function rogagrastha(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1);
  const withL1 = (hs: number[]) => [...new Set(hs.map((h) => lordOfHouse(c, h)))].filter((q) => q !== l1 && c.sign[q] === c.sign[l1]);
  const dusthanaLords = c.house[l1] === 1 ? withL1(DUSTHANA) : [];
  if (dusthanaLords.length) {
    out.push(make(c, D.rogagrastha, [l1, ...dusthanaLords], [
      T('yogas.cond.lagnaLord', { position: pos(c, l1) }),
      ...dusthanaLords.map((q) => lordLine(c, q)),
      T('yogas.cond.conjoinedWith', { planet: NAME(l1), planets: list(dusthanaLords) }),
    ]));
    return;
  }
  if (isStrong(c, l1)) return;
  const partners = withL1(KENDRA_OR_TRIKONA);
  if (!partners.length) return;
  out.push(make(c, D.rogagrastha, [l1, ...partners], [
    T('yogas.cond.lagnaLordWeak', { position: pos(c, l1) }),
    ...partners.map((q) => lordLine(c, q)),
    T('yogas.cond.conjoinedWith', { planet: NAME(l1), planets: list(partners) }),
  ]));
}

/** Raman #112: the lagna lord in a dry sign or in a sign owned by a dry planet. */
function krisanga(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1), s = c.sign[l1], owner = lordIndex(s);
  const dry = DRY_SIGNS.includes(s), dryOwner = DRY_PLANETS.includes(owner);
  if (!dry && !dryOwner) return;
  out.push(make(c, D.krisanga, [l1], [
    T('yogas.cond.lagnaLord', { position: pos(c, l1) }),
    dry ? T('yogas.cond.drySign', { sign: SIGN(s) }) : T('yogas.cond.dryLord', { sign: SIGN(s), planet: NAME(owner) }),
  ]));
}

/** Raman #116: a watery lagna (Cancer, Scorpio, Pisces) holding a natural benefic, or a watery lagna lord (the Moon, Venus). */
function dehasthoulya(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1);
  const bens = WATERY_SIGNS.includes(c.lagna) ? ALL.filter((p) => c.benefic[p] && c.house[p] === 1) : [];
  if (bens.length) {
    out.push(make(c, D.dehasthoulya, bens, [T('yogas.cond.wateryLagnaBenefics', { sign: SIGN(houseSign(c, 1)), planets: list(bens) })]));
  } else if (WATERY_PLANETS.includes(l1)) {
    out.push(make(c, D.dehasthoulya, [l1], [T('yogas.cond.wateryLagnaLord', { planet: NAME(l1), sign: SIGN(c.lagna) })]));
  }
}

/** Raman #114: the lagna lord and the lord of the navamsa it occupies both in watery signs (Cancer, Scorpio, Pisces). */
function dehasthoulyaNavamsa(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1), nav = navamsaSign(c.lon[l1]), nl = lordIndex(nav);
  if (!WATERY_SIGNS.includes(c.sign[l1]) || !WATERY_SIGNS.includes(c.sign[nl])) return;
  out.push(make(c, D.dehasthoulyaNavamsa, [l1, nl], [
    T('yogas.cond.lagnaLord', { position: pos(c, l1) }),
    T('yogas.cond.navamsaLord', { planet: NAME(l1), sign: SIGN(nav), lord: NAME(nl) }),
    pos(c, nl),
  ]));
}

/** Raman #115: Jupiter in the lagna, or aspecting it from a watery sign. */
function dehasthoulyaJupiter(c: Ctx, out: Yoga[]): void {
  const inLagna = c.house[JUPITER] === 1;
  if (!inLagna && !(WATERY_SIGNS.includes(c.sign[JUPITER]) && aspectsSign(JUPITER, c.sign[JUPITER], c.lagna))) return;
  out.push(make(c, D.dehasthoulyaJupiter, [JUPITER], [pos(c, JUPITER), ...(inLagna ? [] : [T('yogas.cond.aspectsLagna', { planet: NAME(JUPITER) })])]));
}

/** Raman #109: the lagna lord in a movable sign, aspected by a natural benefic. */
function dehapushti(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1);
  if (!MOVABLE.includes(c.sign[l1])) return;
  const bens = aspecters(c, c.sign[l1], SEVEN.filter((p) => p !== l1 && c.benefic[p]));
  if (!bens.length) return;
  out.push(make(c, D.dehapushti, [l1, ...bens], [T('yogas.cond.lagnaLord', { position: pos(c, l1) }), T('yogas.cond.aspectedByPlanets', { planet: NAME(l1), planets: list(bens) })]));
}


/**
 * Raman #176: the 2nd house joined and aspected by natural malefics, its lord in a navamsa owned by a malefic
 * (the Sun, Mars, Saturn) and aspected by a natural malefic.
 */
function vishaprayoga(c: Ctx, out: Yoga[]): void {
  const second = houseSign(c, 2), l2 = lordOfHouse(c, 2), nav = navamsaSign(c.lon[l2]);
  const malefics = ALL.filter((p) => !c.benefic[p]);
  const inSecond = malefics.filter((p) => c.sign[p] === second);
  const onSecond = aspecters(c, second, malefics);
  const onLord = aspecters(c, c.sign[l2], malefics.filter((p) => p !== l2));
  if (!inSecond.length || !onSecond.length || !MALEFIC_LORDS.includes(lordIndex(nav)) || !onLord.length) return;
  out.push(make(c, D.vishaprayoga, [l2, ...inSecond, ...onSecond, ...onLord], [
    T('yogas.cond.houseMalefics', { house: ORD(2), planets: list(inSecond) }),
    T('yogas.cond.houseAspectedBy', { house: ORD(2), planets: list(onSecond) }),
    T('yogas.cond.lordOf', { house: ORD(2), position: pos(c, l2) }),
    T('yogas.cond.navamsaLord', { planet: NAME(l2), sign: SIGN(nav), lord: NAME(lordIndex(nav)) }),
    T('yogas.cond.aspectedByMalefics', { planet: NAME(l2), planets: list(onLord) }),
  ]));
}

/** Raman #187: the 4th lord in a kendra or trikona, joined by a natural benefic and aspected by a natural benefic. */
function uttamaGriha(c: Ctx, out: Yoga[]): void {
  const l4 = lordOfHouse(c, 4);
  if (!KENDRA_OR_TRIKONA.includes(c.house[l4])) return;
  const bens = SEVEN.filter((p) => p !== l4 && c.benefic[p]);
  const withL4 = bens.filter((p) => c.sign[p] === c.sign[l4]);
  const onL4 = aspecters(c, c.sign[l4], bens);
  if (!withL4.length || !onL4.length) return;
  out.push(make(c, D.uttamaGriha, [l4, ...withL4, ...onL4], [
    T('yogas.cond.lordOf', { house: ORD(4), position: pos(c, l4) }),
    T('yogas.cond.conjoinedWith', { planet: NAME(l4), planets: list(withL4) }),
    T('yogas.cond.aspectedByPlanets', { planet: NAME(l4), planets: list(onL4) }),
  ]));
}



/** Raman #284: the Moon in the navamsa of Cancer or Scorpio, joined in that navamsa by natural malefics. */
function guhyaroga(c: Ctx, out: Yoga[]): void {
  const nav = navamsaSign(c.lon[MOON]);
  if (nav !== 3 && nav !== 7) return;
  const with_ = ALL.filter((p) => p !== MOON && !c.benefic[p] && navamsaSign(c.lon[p]) === nav);
  if (!with_.length) return;
  out.push(make(c, D.guhyaroga, [MOON, ...with_], [T('yogas.cond.navamsaWith', { planet: NAME(MOON), sign: SIGN(nav), planets: list(with_) })]));
}

export function bodyYogas(c: Ctx, out: Yoga[]): void {
  kahalaNinthLord(c, out);
  bheri(c, out);
  guruMangala(c, out);
  lordInDusthana(c, out, 10, D.dur);
  lordInDusthana(c, out, 11, D.daridraEleventhLord);
  rogagrastha(c, out);
  krisanga(c, out);
  dehasthoulya(c, out);
  dehasthoulyaNavamsa(c, out);
  dehasthoulyaJupiter(c, out);
  dehapushti(c, out);
  vishaprayoga(c, out);
  uttamaGriha(c, out);
  guhyaroga(c, out);
}
