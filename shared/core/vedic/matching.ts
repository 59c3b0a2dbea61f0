/**
 * Ashtakoot (Guna Milan): the eight kutas between a boy's and a girl's natal Moon, 36 points in all.
 *
 * Input is the sidereal longitude of each Moon; from it come the Moon sign (rasi), the nakshatra and
 * pada (nakshatra.ts) and, for vashya, which half of Sagittarius or Capricorn the Moon is in.
 *
 * Sources, kuta by kuta. Where the published tables disagree (they do, a lot), the choice is stated.
 *  "BJ" = Nemichandra Shastri, "Bhāratīya Jyotiṣa" (Hindi; Bharatiya Jnanpith), melapaka chapter, scan pages
 *  476–482 at jainqq.org/explore/002676/NNN. "SJ" = "Saral Jyotish" (Hindi), melapaka chapter, scan pages
 *  147–154 at jainqq.org/explore/009373/NNN. "Maitreya" = the Asta Koota documentation of the Maitreya
 *  program, saravali.github.io/astrology/koota_*.html (also saravali.de/articles/koota_*.html).
 *
 *  1. Varna (1). Varna of the Moon SIGN, `rasiVarna` in nakshatra-attributes.ts (Muhurta Chintamani:
 *     watery Brahmin, fiery Kshatriya, earthy Vaishya, airy Shudra; BJ p. 476 has the same list).
 *     1 point when the boy's varna is equal to or higher than the girl's, else 0: BJ p. 476 ("श्रेष्ठ वर्ण की
 *     कन्या त्याज्य", the girl of the higher varna is to be avoided).
 *  2. Vashya (2). Classes by sign: Chatushpada (quadruped) Aries, Taurus, 2nd half of Sagittarius, 1st half of
 *     Capricorn; Manava (human) Gemini, Virgo, Libra, Aquarius, 1st half of Sagittarius; Jalachara (water)
 *     Cancer, Pisces, 2nd half of Capricorn; Vanachara Leo; Keeta Scorpio. Maitreya koota_vashya (which
 *     leaves Sagittarius out) plus ranjanadikshit.com/en/kundali-milan for Sagittarius's two halves.
 *     "Half" = below / from 15°00′ of the sign. Points: Maitreya's table as printed (rows = bride).
 *  3. Tara (3), Maitreya koota_dina and BJ pp. 477–478: count inclusively from the girl's nakshatra to the
 *     boy's and from the boy's to the girl's; each count mod 9 (0 → 9) is a tara; 3 Vipat, 5 Pratyak and
 *     7 Vadha are bad; each good one is worth 1½.
 *  4. Yoni (4). Animals from nakshatra-attributes.ts; points: Maitreya koota_yoni's 14 × 14 table. That page
 *     prints two cells differently across the diagonal (Horse/Deer 3 vs 1, Buffalo/Lion 1 vs 2); we use the
 *     symmetric table of PyJHora 4.8.5 (`YoniArray`, Jagannatha Hora school), which is Maitreya's with both
 *     cells = 1. Same animal = 4 whatever the sexes.
 *  5. Graha maitri (5). Natural relations of the two Moon-sign lords (`naturalRelation`, BPHS ch. 3; BJ
 *     p. 480 lists the same relations). Points: "Horoscope Matching" (Future Point), Grah-Maitri Guna Table,
 *     futuresamachar.com/en/book/horoscope-matching-471/59: same lord 5, friends both ways 5, friend +
 *     neutral 4, neutral both ways 3, friend + enemy 1, neutral + enemy ½, enemies both ways 0 (the same
 *     values as PyJHora 4.8.5 `raasi_adhipathi_array`; SJ p. 151 prints this table too).
 *  6. Gana (6). Ganas from nakshatra-attributes.ts. Points: Maitreya koota_gana's values
 *     Deva→(6, 6, 0), Manushya→(5, 6, 0), Rakshasa→(1, 0, 6), with its ROWS READ AS THE BOY. Maitreya labels
 *     the rows "Bride", but two worked examples need the other reading: SJ p. 152 (girl Deva, boy Manushya:
 *     5 gunas; as labelled it would be 6) and BJ p. 481 (girl Rakshasa, boy Deva: 0 gunas; as labelled 1).
 *  7. Bhakoot (7). Count the signs both ways; 2/12, 5/9 and 6/8 give 0, every other pair 7: Maitreya
 *     koota_rasi; BJ p. 481 ("छठी और आठवीं … नवमी और पांचवीं … दूसरी और बारहवीं").
 *  8. Nadi (8). Nadis from nakshatra-attributes.ts; different nadis 8, same nadi 0: Maitreya koota_nadi;
 *     BJ p. 482.
 *
 * Dosha cancellations (reported, each with `applies`; none of them changes `total`):
 *  - Nadi dosha (same nadi): no dosha when the Moon sign is the same and the nakshatras differ, or the
 *    nakshatra is the same and the signs differ; same nakshatra and sign but different padas is allowed
 *    only in necessity; no dosha when both Moon signs have the same lord. Nadi parihara list, items 1 and 4,
 *    astroexpertsolutions.com/ContentDescription.aspx?id=3455 (same text: jaymahakaal.com/naadi-dosh-and-
 *    its-remedies). Its nakshatra-list items (2, 3, "Kalidasa's opinion") are not implemented.
 *  - Bhakoot dosha (2/12, 5/9, 6/8): cancelled when both Moon signs have the same lord (e.g. Capricorn and
 *    Aquarius, Aries and Scorpio, Taurus and Libra), or when the two lords are friends: piosastro.com/
 *    kundali-match/bhakoot-dosha-cancellation; truthstar.com/doshas-cancellation, condition (1) ("the
 *    Rashi lord of both … is either a common planet … or the lords are friend to each other"). "Friends" =
 *    each a natural friend of the other (BPHS table in grahas.ts).
 *
 * Convention on points: `total` is the RAW score (what the almanac tables and both worked examples print);
 * a cancelled dosha is listed in `cancellations`, it does not give the 8 or 7 points back. `restoredTotal`
 * shows, for information, the score if every cancelled dosha's kuta were counted in full (some
 * practitioners read it so); `verdict` always uses the raw `total`.
 *
 * Verdict bands (raw total): below 18 not recommended, 18–24 average (acceptable), 25–32 good (very good),
 * 33–36 excellent: jyotirgyan.pages.dev/blog/kundli-matching-36-gunas.html ("Below 18 … not recommended;
 * 18 to 24 — an acceptable, workable match; 25 to 32 — a very good match; 33 to 36 — excellent"). Half
 * points fall in the lower band (24½ is average). An uncancelled nadi dosha is added as a warning (astroeguru.
 * com/horoscopes.html: "If Nadi Kuta is unfavourable then a match with 28 Gunas is also considered
 * inauspicious").
 */
import { nakshatraTerm, planetTerm, signTerm, text, type Text } from '../text.js';
import { signOf } from '../angles.js';
import { SIGN_NAMES } from '../zodiac.js';
import { naturalRelation, SIGN_LORD, type Graha } from './grahas.js';
import { nakshatraOf } from './nakshatra.js';
import { nakshatraAttributes, rasiVarna, type Gana, type Nadi, type Varna, type YoniAnimal, YONI_ANIMALS } from './nakshatra-attributes.js';

export type KutaName = 'Varna' | 'Vashya' | 'Tara' | 'Yoni' | 'Graha Maitri' | 'Gana' | 'Bhakoot' | 'Nadi';
export type VashyaClass = 'Chatushpada' | 'Manava' | 'Jalachara' | 'Vanachara' | 'Keeta';

export interface KutaResult {
  kuta: KutaName;
  score: number;
  maxScore: number;
  boyValue: Text;
  girlValue: Text;
  reason: Text;
}

export interface MoonFacts {
  longitude: number;
  sign: number;
  signName: string;
  degreeInSign: number;
  /** 0 = Ashwini … 26 = Revati. */
  nakshatra: number;
  nakshatraName: string;
  pada: number;
  signLord: Graha;
  varna: Varna;
  vashya: VashyaClass;
  gana: Gana;
  yoni: { animal: YoniAnimal; sex: 'Male' | 'Female' };
  nadi: Nadi;
}

export type CancellationDosha = 'Nadi' | 'Bhakoot';

export interface CancellationCheck {
  dosha: CancellationDosha;
  /** Whether that dosha is present in this pair at all (nadi 0 / bhakoot 0). */
  doshaPresent: boolean;
  rule: Text;
  /** True when the rule's condition holds AND the dosha is present. */
  applies: boolean;
  /** Only in necessity (the source's own qualification); otherwise undefined. */
  conditional?: boolean;
  source: string;
}

export interface AshtakootResult {
  boy: MoonFacts;
  girl: MoonFacts;
  kutas: KutaResult[];
  /** Raw sum of the eight kutas (cancellations do not restore points). */
  total: number;
  maxTotal: 36;
  nadiDosha: boolean;
  bhakootDosha: boolean;
  cancellations: CancellationCheck[];
  /** Readable list of the cancellations that apply. */
  cancellationSummary: Text[];
  /** Information only: total with the kuta of each cancelled dosha counted in full. */
  restoredTotal: number;
  verdict: Verdict;
}

export type VerdictLevel = 'not recommended' | 'average' | 'good' | 'excellent';
export interface Verdict {
  level: VerdictLevel;
  summary: Text;
  warnings: Text[];
}

const VARNA_RANK: Record<Varna, number> = { Brahmin: 4, Kshatriya: 3, Vaishya: 2, Shudra: 1 };

/** Vashya class of a sidereal Moon longitude (see the header for the table and its sources). */
export function vashyaClass(siderealLon: number): VashyaClass {
  const { sign, degreeInSign } = signOf(siderealLon);
  const firstHalf = degreeInSign < 15;
  switch (sign) {
    case 0: case 1: return 'Chatushpada';
    case 2: case 5: case 6: case 10: return 'Manava';
    case 3: case 11: return 'Jalachara';
    case 4: return 'Vanachara';
    case 7: return 'Keeta';
    case 8: return firstHalf ? 'Manava' : 'Chatushpada';
    case 9: return firstHalf ? 'Chatushpada' : 'Jalachara';
    default: throw new RangeError(`sign ${sign}`);
  }
}

const VASHYA_ORDER: readonly VashyaClass[] = ['Chatushpada', 'Manava', 'Jalachara', 'Vanachara', 'Keeta'];
/** Maitreya koota_vashya, rows = bride (girl), columns = groom (boy), order as VASHYA_ORDER. */
const VASHYA_POINTS: readonly (readonly number[])[] = [
  [2, 0, 0, 0.5, 0],
  [1, 2, 1, 0.5, 1],
  [0.5, 1, 2, 1, 1],
  [0, 0, 0, 2, 0],
  [1, 1, 1, 0, 2],
];

/** Maitreya koota_yoni / PyJHora 4.8.5 YoniArray (symmetric), order as YONI_ANIMALS. */
const YONI_POINTS: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 1, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [1, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

const GANA_ORDER: readonly Gana[] = ['Deva', 'Manushya', 'Rakshasa'];
/** Maitreya koota_gana values with rows = BOY, columns = girl (see header). */
const GANA_POINTS: readonly (readonly number[])[] = [
  [6, 6, 0],
  [5, 6, 0],
  [1, 0, 6],
];

const TARA_NAMES = ['Janma', 'Sampat', 'Vipat', 'Kshema', 'Pratyak', 'Sadhaka', 'Vadha', 'Mitra', 'Parama Mitra'] as const;
const BAD_TARAS = new Set([3, 5, 7]);

/** All Moon facts used by the kutas. */
export function moonFacts(siderealLon: number): MoonFacts {
  const { sign, degreeInSign } = signOf(siderealLon);
  const nak = nakshatraOf(siderealLon);
  const attr = nakshatraAttributes(nak.index);
  return {
    longitude: siderealLon,
    sign,
    signName: SIGN_NAMES[sign],
    degreeInSign,
    nakshatra: nak.index,
    nakshatraName: nak.name,
    pada: nak.pada,
    signLord: SIGN_LORD[sign],
    varna: rasiVarna(sign),
    vashya: vashyaClass(siderealLon),
    gana: attr.gana,
    yoni: attr.yoni,
    nadi: attr.nadi,
  };
}

/** Inclusive count of nakshatras from `from` to `to` (same = 1), 1…27. */
export function nakshatraCount(from: number, to: number): number {
  return ((((to - from) % 27) + 27) % 27) + 1;
}

/** Inclusive count of signs from `from` to `to` (same = 1), 1…12. */
export function signCount(from: number, to: number): number {
  return ((((to - from) % 12) + 12) % 12) + 1;
}

/** Tara number 1…9 (Janma … Parama Mitra) of an inclusive nakshatra count. */
export function taraNumber(count: number): number {
  const r = count % 9;
  return r === 0 ? 9 : r;
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/** A Sanskrit term of the matching tables (varna, vashya, yoni, gana, nadi, tara, relation) as a phrase. */
const term = (kind: 'varna' | 'vashya' | 'yoni' | 'gana' | 'nadi' | 'tara' | 'relation' | 'sex', v: string): Text =>
  text(`matching.${kind}.${v.replace(/ /g, '')}`);

function varnaKuta(b: MoonFacts, g: MoonFacts): KutaResult {
  const ok = VARNA_RANK[b.varna] >= VARNA_RANK[g.varna];
  const score = ok ? 1 : 0;
  return {
    kuta: 'Varna', score, maxScore: 1, boyValue: term('varna', b.varna), girlValue: term('varna', g.varna),
    reason: text(ok ? 'matching.varna.reasonBoyHigher' : 'matching.varna.reasonGirlHigher', { boy: term('varna', b.varna), girl: term('varna', g.varna), score }),
  };
}

function vashyaKuta(b: MoonFacts, g: MoonFacts): KutaResult {
  const score = VASHYA_POINTS[VASHYA_ORDER.indexOf(g.vashya)][VASHYA_ORDER.indexOf(b.vashya)];
  return {
    kuta: 'Vashya', score, maxScore: 2, boyValue: term('vashya', b.vashya), girlValue: term('vashya', g.vashya),
    reason: text('matching.vashya.reason', {
      boy: term('vashya', b.vashya), boySign: signTerm(b.signName), girl: term('vashya', g.vashya), girlSign: signTerm(g.signName), score: fmt(score),
    }),
  };
}

function taraKuta(b: MoonFacts, g: MoonFacts): KutaResult {
  const girlToBoy = nakshatraCount(g.nakshatra, b.nakshatra);
  const boyToGirl = nakshatraCount(b.nakshatra, g.nakshatra);
  const tBoy = taraNumber(girlToBoy); // the boy's star seen from the girl's
  const tGirl = taraNumber(boyToGirl); // the girl's star seen from the boy's
  const score = (BAD_TARAS.has(tBoy) ? 0 : 1.5) + (BAD_TARAS.has(tGirl) ? 0 : 1.5);
  const tara = (t: number, from: 'Girl' | 'Boy', nakshatra: string) =>
    text(`matching.tara.from${from}${BAD_TARAS.has(t) ? 'Bad' : ''}`, { nakshatra: nakshatraTerm(nakshatra), number: t, tara: term('tara', TARA_NAMES[t - 1]) });
  return {
    kuta: 'Tara', score, maxScore: 3,
    boyValue: tara(tBoy, 'Girl', b.nakshatraName),
    girlValue: tara(tGirl, 'Boy', g.nakshatraName),
    reason: text('matching.tara.reason', { girlToBoy, tBoy, boyToGirl, tGirl, score: fmt(score) }),
  };
}

function yoniKuta(b: MoonFacts, g: MoonFacts): KutaResult {
  const score = YONI_POINTS[YONI_ANIMALS.indexOf(g.yoni.animal)][YONI_ANIMALS.indexOf(b.yoni.animal)];
  return {
    kuta: 'Yoni', score, maxScore: 4,
    boyValue: text('matching.yoni.value', { animal: term('yoni', b.yoni.animal), sex: term('sex', b.yoni.sex) }),
    girlValue: text('matching.yoni.value', { animal: term('yoni', g.yoni.animal), sex: term('sex', g.yoni.sex) }),
    reason: text('matching.yoni.reason', { boy: term('yoni', b.yoni.animal), girl: term('yoni', g.yoni.animal), score }),
  };
}

/** Graha maitri points for two Moon-sign lords (Future Point table, see header). */
export function grahaMaitriPoints(boyLord: Graha, girlLord: Graha): { score: number; boyToGirl: string; girlToBoy: string } {
  if (boyLord === girlLord) return { score: 5, boyToGirl: 'Same', girlToBoy: 'Same' };
  const a = naturalRelation(boyLord, girlLord);
  const c = naturalRelation(girlLord, boyLord);
  if (a === null || c === null) throw new Error(`no relation ${boyLord}/${girlLord}`);
  const pair = [a, c].sort().join('+');
  const table: Record<string, number> = {
    'Friend+Friend': 5, 'Friend+Neutral': 4, 'Neutral+Neutral': 3, 'Enemy+Friend': 1, 'Enemy+Neutral': 0.5, 'Enemy+Enemy': 0,
  };
  return { score: table[pair], boyToGirl: a, girlToBoy: c };
}

function maitriKuta(b: MoonFacts, g: MoonFacts): KutaResult {
  const m = grahaMaitriPoints(b.signLord, g.signLord);
  const boyLord = planetTerm(b.signLord), girlLord = planetTerm(g.signLord);
  const reason = b.signLord === g.signLord
    ? text('matching.maitri.reasonSameLord', { boyLord, girlLord, score: fmt(m.score) })
    : text('matching.maitri.reason', {
      boyLord, girlLord, boyToGirl: term('relation', m.boyToGirl), girlToBoy: term('relation', m.girlToBoy), score: fmt(m.score),
    });
  return {
    kuta: 'Graha Maitri', score: m.score, maxScore: 5,
    boyValue: text('matching.maitri.value', { lord: boyLord, sign: signTerm(b.signName) }),
    girlValue: text('matching.maitri.value', { lord: girlLord, sign: signTerm(g.signName) }),
    reason,
  };
}

function ganaKuta(b: MoonFacts, g: MoonFacts): KutaResult {
  const score = GANA_POINTS[GANA_ORDER.indexOf(b.gana)][GANA_ORDER.indexOf(g.gana)];
  return {
    kuta: 'Gana', score, maxScore: 6, boyValue: term('gana', b.gana), girlValue: term('gana', g.gana),
    reason: text('matching.gana.reason', { boy: term('gana', b.gana), girl: term('gana', g.gana), score }),
  };
}

/** The unordered sign relation of two Moon signs as "m/n" with m ≤ n (e.g. "6/8"), and whether it is a dosha. */
export function bhakootRelation(boySign: number, girlSign: number): { girlToBoy: number; boyToGirl: number; label: string; dosha: boolean } {
  const girlToBoy = signCount(girlSign, boySign);
  const boyToGirl = signCount(boySign, girlSign);
  const lo = Math.min(girlToBoy, boyToGirl), hi = Math.max(girlToBoy, boyToGirl);
  const dosha = (lo === 2 && hi === 12) || (lo === 5 && hi === 9) || (lo === 6 && hi === 8);
  return { girlToBoy, boyToGirl, label: `${lo}/${hi}`, dosha };
}

function bhakootKuta(b: MoonFacts, g: MoonFacts): KutaResult {
  const r = bhakootRelation(b.sign, g.sign);
  const score = r.dosha ? 0 : 7;
  return {
    kuta: 'Bhakoot', score, maxScore: 7, boyValue: text('matching.sign', { sign: signTerm(b.signName) }), girlValue: text('matching.sign', { sign: signTerm(g.signName) }),
    reason: text(r.dosha ? 'matching.bhakoot.reasonDosha' : 'matching.bhakoot.reason', { girlToBoy: r.girlToBoy, boyToGirl: r.boyToGirl, relation: r.label, score }),
  };
}

function nadiKuta(b: MoonFacts, g: MoonFacts): KutaResult {
  const same = b.nadi === g.nadi;
  const score = same ? 0 : 8;
  return {
    kuta: 'Nadi', score, maxScore: 8, boyValue: term('nadi', b.nadi), girlValue: term('nadi', g.nadi),
    reason: text(same ? 'matching.nadi.reasonSame' : 'matching.nadi.reasonDifferent', { boy: term('nadi', b.nadi), girl: term('nadi', g.nadi), score }),
  };
}

const NADI_SOURCE = 'Nadi parihara list, astroexpertsolutions.com/ContentDescription.aspx?id=3455 (= jaymahakaal.com/naadi-dosh-and-its-remedies)';
const BHAKOOT_SOURCE = 'piosastro.com/kundali-match/bhakoot-dosha-cancellation; truthstar.com/doshas-cancellation condition (1)';

function mutualFriends(a: Graha, b: Graha): boolean {
  return a !== b && naturalRelation(a, b) === 'Friend' && naturalRelation(b, a) === 'Friend';
}

/** The nadi- and bhakoot-dosha cancellation rules, each with whether it applies to this pair. */
export function doshaCancellations(b: MoonFacts, g: MoonFacts): CancellationCheck[] {
  const nadi = b.nadi === g.nadi;
  const bhakoot = bhakootRelation(b.sign, g.sign).dosha;
  const sameSign = b.sign === g.sign;
  const sameNak = b.nakshatra === g.nakshatra;
  const sameLord = b.signLord === g.signLord;
  const checks: CancellationCheck[] = [
    { dosha: 'Nadi', doshaPresent: nadi, rule: text('matching.cancel.sameSignOtherNakshatra'), applies: nadi && sameSign && !sameNak, source: `${NADI_SOURCE}, item 1` },
    { dosha: 'Nadi', doshaPresent: nadi, rule: text('matching.cancel.sameNakshatraOtherSign'), applies: nadi && sameNak && !sameSign, source: `${NADI_SOURCE}, item 1` },
    {
      dosha: 'Nadi', doshaPresent: nadi, rule: text('matching.cancel.otherPada'),
      applies: nadi && sameNak && sameSign && b.pada !== g.pada, conditional: true, source: `${NADI_SOURCE}, item 1`,
    },
    { dosha: 'Nadi', doshaPresent: nadi, rule: text('matching.cancel.sameLord'), applies: nadi && sameLord, source: `${NADI_SOURCE}, item 4` },
    { dosha: 'Bhakoot', doshaPresent: bhakoot, rule: text('matching.cancel.sameLord'), applies: bhakoot && sameLord, source: BHAKOOT_SOURCE },
    {
      dosha: 'Bhakoot', doshaPresent: bhakoot, rule: text('matching.cancel.lordsFriends'),
      applies: bhakoot && mutualFriends(b.signLord, g.signLord), source: BHAKOOT_SOURCE,
    },
  ];
  return checks;
}

/** Compatibility summary from a raw Ashtakoot total (bands and sources in the header). */
export function verdict(total: number, opts: { nadiDoshaUncancelled?: boolean; bhakootDoshaUncancelled?: boolean } = {}): Verdict {
  if (!(total >= 0 && total <= 36)) throw new RangeError(`total ${total} outside 0…36`);
  const level: VerdictLevel = total < 18 ? 'not recommended' : total < 25 ? 'average' : total < 33 ? 'good' : 'excellent';
  const key: Record<VerdictLevel, string> = {
    'not recommended': 'matching.verdict.notRecommended',
    average: 'matching.verdict.average',
    good: 'matching.verdict.good',
    excellent: 'matching.verdict.excellent',
  };
  const warnings: Text[] = [];
  if (opts.nadiDoshaUncancelled) warnings.push(text('matching.warning.nadiUncancelled'));
  if (opts.bhakootDoshaUncancelled) warnings.push(text('matching.warning.bhakootUncancelled'));
  return { level, summary: text(key[level], { total: fmt(total) }), warnings };
}

/** Ashtakoot between the boy's and the girl's sidereal Moon longitudes. */
export function ashtakoot(boyMoonLon: number, girlMoonLon: number): AshtakootResult {
  if (!Number.isFinite(boyMoonLon) || !Number.isFinite(girlMoonLon)) throw new RangeError('Moon longitudes must be finite');
  const b = moonFacts(boyMoonLon);
  const g = moonFacts(girlMoonLon);
  const kutas = [varnaKuta(b, g), vashyaKuta(b, g), taraKuta(b, g), yoniKuta(b, g), maitriKuta(b, g), ganaKuta(b, g), bhakootKuta(b, g), nadiKuta(b, g)];
  const total = kutas.reduce((s, k) => s + k.score, 0);
  const cancellations = doshaCancellations(b, g);
  const nadiDosha = b.nadi === g.nadi;
  const bhakootDosha = bhakootRelation(b.sign, g.sign).dosha;
  // A conditional rule (pada difference) is listed but not taken as a full cancellation.
  const cancelled = (d: CancellationDosha) => cancellations.some((c) => c.dosha === d && c.applies && !c.conditional);
  const nadiCancelled = nadiDosha && cancelled('Nadi');
  const bhakootCancelled = bhakootDosha && cancelled('Bhakoot');
  const restoredTotal = total + (nadiCancelled ? 8 : 0) + (bhakootCancelled ? 7 : 0);
  const cancellationSummary = cancellations
    .filter((c) => c.applies)
    .map((c) => text(`matching.cancelled.${c.dosha.toLowerCase()}${c.conditional ? 'InNecessity' : ''}`, { rule: c.rule }));
  return {
    boy: b,
    girl: g,
    kutas,
    total,
    maxTotal: 36,
    nadiDosha,
    bhakootDosha,
    cancellations,
    cancellationSummary,
    restoredTotal,
    verdict: verdict(total, { nadiDoshaUncancelled: nadiDosha && !nadiCancelled, bhakootDoshaUncancelled: bhakootDosha && !bhakootCancelled }),
  };
}
