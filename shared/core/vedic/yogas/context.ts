/**
 * Yogas (planetary combinations) of a D1 (rasi) chart, whole-sign houses from the lagna.
 *
 * Sources (chapter numbers of R. Santhanam's BPHS translation; Phaladeepika = Mantreswara, tr.
 * V. Subrahmanya Sastri; Saravali = Kalyana Varma; Raman = B.V. Raman, "Three Hundred Important
 * Combinations", with the yoga's number in that book). Each catalogue entry (the family modules beside
 * this one) names its source.
 * Where the texts differ we follow the definition Jagannatha Hora uses, as written by its author
 * (P.V.R. Narasimha Rao) and implemented in PyJHora 4.8.5, and say so in the entry.
 *
 * Conventions shared by every yoga:
 *  - "Planet" means the seven grahas Sun … Saturn. Rahu and Ketu own no sign, form no yoga of
 *    occupation (Sunapha, Vesi …) and, following BPHS ch. 26 which gives them none, cast no graha
 *    drishti here. They do count as natural malefics (Shubha/Ashubha, Parvata, Amala).
 *  - Graha drishti (BPHS ch. 26): every planet aspects the 7th sign from itself; Mars also the 4th
 *    and 8th, Jupiter the 5th and 9th, Saturn the 3rd and 10th (full aspects only, sign to sign).
 *  - Sign lords are the traditional ones (Scorpio = Mars, Aquarius = Saturn; BPHS ch. 4). Jagannatha
 *    Hora / PyJHora give Scorpio and Aquarius to the stronger of Mars/Ketu and Saturn/Rahu; we do not.
 *  - Dignity: exaltation/debilitation sign (BPHS ch. 3), own sign, else the natural relationship of the
 *    planet to the sign lord (grahas.ts). Rahu/Ketu: relationship only.
 *  - Combustion: the same limits as planets.ts (Moon 12°, Mars 17°, Mercury 14° (12° retrograde),
 *    Jupiter 11°, Venus 10° (8° retrograde), Saturn 15°), repeated here so that this module stays free
 *    of the ephemeris binding.
 *  - Natural benefics (BPHS ch. 34 vv. 8–10, in the form PVR Narasimha Rao gives and JH/PyJHora use):
 *    Jupiter and Venus always; the Moon when waxing (Moon − Sun elongation < 180°, tithi 1–15);
 *    Mercury unless the planets sharing his sign include more malefics than benefics (a tie goes to the
 *    planet nearest to Mercury in longitude). Sun, Mars, Saturn, Rahu, Ketu and the waning Moon are
 *    malefics.
 *  - A planet is "strong" (the lagna lord of Kahala, Lakshmi, Shankha …) when it is exalted, in its own
 *    or a friendly sign and not combust (PyJHora's is_planet_strong asks dignity ≥ friend, without the
 *    combustion test).
 *
 * Strength (0–100, integer): each participating planet scores by dignity — exalted 90, own 80,
 * friendly 65, neutral 50, enemy 35, debilitated 15 — plus 10 in a kendra or trikona from the lagna,
 * minus 10 in a dusthana (6, 8, 12), minus 15 when combust, clamped to 0–100; the yoga's strength is the
 * rounded mean over its planetsInvolved. For adverse yogas (Kemadruma, Shakata …) it measures the same
 * thing: how capable the planets are of giving the yoga's results. strengthLevel: weak < 25 ≤ moderate
 * < 50 ≤ strong < 75 ≤ very strong < 90 ≤ exceptional.
 */
import { list as textList, ordinal, planetTerm, signTerm, text, type Text } from '../../text.js';
import { norm360, separation } from '../../angles.js';
import { SIGN_NAMES } from '../../zodiac.js';
import { isCombust, vedicDignity, type VedicDignity } from '../dignity.js';
import { SIGN_LORD, VEDIC_PLANETS } from '../grahas.js';
import { vargaSign, type VargaFactor } from '../vargas.js';
import type { YogaId } from './ids.js';

// ---------------------------------------------------------------------------------------------
// Input and output
// ---------------------------------------------------------------------------------------------

export interface YogaChartPlanet {
  /** Sidereal longitude, degrees. */
  longitude: number;
  /** 0 = Aries … 11 = Pisces. */
  sign: number;
  /** Whole-sign house from the lagna, 1–12. */
  house: number;
  /** Degrees per day (negative = retrograde). */
  speed: number;
  retrograde: boolean;
}

export interface YogaChart {
  lagnaSign: number;
  /** The nine grahas in VEDIC_PLANETS order (Sun … Ketu). */
  planets: readonly YogaChartPlanet[];
  /**
   * Sidereal longitude of the ascendant, degrees (the navamsa lagna is read from it). Where absent (constructed
   * charts), the middle of the lagna sign.
   */
  ascendantLongitude?: number;
  /**
   * Sidereal longitudes of Gulika (the ascendant at the start of Saturn's part of the day or night) and Mandi (at
   * its middle), ../upagrahas.ts `gulikaAndMandi`. Where absent (constructed charts, or no sunrise that day), the
   * yogas that name them are not judged.
   */
  gulikaLongitude?: number;
  mandiLongitude?: number;
  /**
   * Or computed on first use (they cost two sunrises and two ascendants, and few charts meet the rest of a yoga
   * that names them): the endpoint passes this instead of the two longitudes.
   */
  saturnParts?: () => { gulika: number; mandi: number } | undefined;
}

export type StrengthLevel = 'weak' | 'moderate' | 'strong' | 'very strong' | 'exceptional';

/** The families the catalogue groups yogas in (`category` of every entry). */
export type YogaCategory =
  | 'mahapurusha' | 'chandra' | 'surya' | 'conjunction' | 'lagna' | 'named' | 'dhana' | 'raja' | 'viparita'
  | 'parivartana' | 'neecha-bhanga' | 'arishta' | 'nabhasa';

/** Where a definition comes from: the text, its chapter and verse(s) (null where the entry cites the chapter only). */
export interface YogaSource {
  text: string;
  chapter: string | null;
  verse: string | null;
}

/** How the yogas are reported: `classical` (the texts) or `jhora` (PyJHora's inclusive reporting, see findYogas). */
export type YogaConvention = 'classical' | 'jhora';

export interface Yoga {
  /** Stable kebab-case id of the catalogue entry. */
  id: YogaId;
  /** The English name; the API shows it in `lang` (display-name kind `yogaName`, keyed by `id`). */
  name: string;
  /** PyJHora 4.8.5's function id for the same yoga (yoga.py), null where PyJHora has none. */
  pyjhoraId: string | null;
  category: YogaCategory;
  description: Text;
  isBenefic: boolean;
  /** Planet indexes 0–8 (VEDIC_PLANETS order). */
  planetsInvolved: number[];
  strength: number;
  strengthLevel: StrengthLevel;
  conditions: Text[];
  interpretation: Text[];
}

/** Builds the input from sidereal longitudes (house = whole sign from `lagnaSign`). */
export function yogaChartFromLongitudes(
  lagnaSign: number, longitudes: readonly number[], speeds: readonly number[], ascendantLongitude?: number,
  saturnParts?: { gulika: number; mandi: number } | (() => { gulika: number; mandi: number } | undefined),
): YogaChart {
  if (longitudes.length !== 9 || speeds.length !== 9) throw new RangeError('nine longitudes and speeds are required');
  return {
    lagnaSign,
    ...(ascendantLongitude === undefined ? {} : { ascendantLongitude: norm360(ascendantLongitude) }),
    ...(typeof saturnParts === 'function' ? { saturnParts } : {}),
    ...(saturnParts && typeof saturnParts !== 'function' ? { gulikaLongitude: norm360(saturnParts.gulika), mandiLongitude: norm360(saturnParts.mandi) } : {}),
    planets: longitudes.map((lon, i) => {
      const sign = Math.floor(norm360(lon) / 30) % 12;
      return { longitude: norm360(lon), sign, house: ((sign - lagnaSign + 12) % 12) + 1, speed: speeds[i], retrograde: speeds[i] < 0 };
    }),
  };
}

export function strengthLevelOf(strength: number): StrengthLevel {
  if (strength < 25) return 'weak';
  if (strength < 50) return 'moderate';
  if (strength < 75) return 'strong';
  if (strength < 90) return 'very strong';
  return 'exceptional';
}

// ---------------------------------------------------------------------------------------------
// Graha drishti (BPHS ch. 26)
// ---------------------------------------------------------------------------------------------

export const SUN = 0, MOON = 1, MARS = 2, MERCURY = 3, JUPITER = 4, VENUS = 5, SATURN = 6, RAHU = 7, KETU = 8;
export const SEVEN = [SUN, MOON, MARS, MERCURY, JUPITER, VENUS, SATURN] as const;
/** The five "tara grahas" that form occupation yogas (Sunapha, Vesi, Kemadruma …). */
export const FIVE = [MARS, MERCURY, JUPITER, VENUS, SATURN] as const;

/** Houses (counted from the planet, the planet's own sign = 1) that a planet aspects with full graha drishti. */
export function aspectHouses(planet: number): number[] {
  if (planet === MARS) return [4, 7, 8];
  if (planet === JUPITER) return [5, 7, 9];
  if (planet === SATURN) return [3, 7, 10];
  if (planet === RAHU || planet === KETU) return [];
  return [7];
}

/** True when `planet`, standing in `fromSign`, aspects `toSign` (BPHS ch. 26, sign to sign). */
export function aspectsSign(planet: number, fromSign: number, toSign: number): boolean {
  return aspectHouses(planet).includes(countFrom(fromSign, toSign));
}

/** The signs aspected by `planet` standing in `fromSign`. */
export function aspectedSigns(planet: number, fromSign: number): number[] {
  return aspectHouses(planet).map((h) => (fromSign + h - 1) % 12);
}

/** Position of `toSign` counted from `fromSign` (same sign = 1, next = 2 …). */
export function countFrom(fromSign: number, toSign: number): number {
  return ((toSign - fromSign + 12) % 12) + 1;
}

// ---------------------------------------------------------------------------------------------
// Chart context
// ---------------------------------------------------------------------------------------------

export type Dignity = 'exalted' | 'own' | 'friendly' | 'neutral' | 'enemy' | 'debilitated';

export const KENDRA = [1, 4, 7, 10];
export const TRIKONA = [1, 5, 9];
/** The houses in a kendra or a trikona. */
export const KENDRA_TRIKONA = [1, 4, 5, 7, 9, 10];
export const DUSTHANA = [6, 8, 12];
export const UPACHAYA = [3, 6, 10, 11];
export const MOVABLE = [0, 3, 6, 9];

export interface Ctx {
  lagna: number;
  sign: number[];
  lon: number[];
  house: number[];
  combust: boolean[];
  retro: boolean[];
  waxing: boolean;
  benefic: boolean[];
  /** convention 'jhora': Sunapha/Anapha reported alongside Durudhura, Vesi/Vasi alongside Ubhayachari. */
  jhora: boolean;
  /** Sidereal longitude of the ascendant (YogaChart.ascendantLongitude, else the middle of the lagna sign). */
  ascLon: number;
  /**
   * Born by day: the Sun above the horizon, i.e. in the half of the ecliptic from the descendant through the
   * midheaven to the ascendant (its distance from the ascendant, counted forwards, is 180° or more). The Sun's
   * centre on the ecliptic, without refraction: a birth within a few minutes of sunrise or sunset may read
   * otherwise than the almanac's sunrise (upper limb, refraction).
   */
  day: boolean;
  /** Signs of Gulika and Mandi (YogaChart.gulikaLongitude, .mandiLongitude or .saturnParts), null where the chart does not carry them. */
  readonly gulikaSign: number | null;
  readonly mandiSign: number | null;
}

/** The sign of the navamsa (D9) at a longitude: the 108 navamsas of 3°20′ run through the zodiac from Aries (BPHS ch. 6 v. 9). */
export const navamsaOfLongitude = (lon: number) => Math.floor((norm360(lon) * 9) / 30) % 12;
/** The navamsa sign a planet occupies. */
export const navamsaSign = (c: Ctx, p: number) => navamsaOfLongitude(c.lon[p]);
/** The navamsa lagna: the navamsa sign of the ascendant. */
export const navamsaLagna = (c: Ctx) => navamsaOfLongitude(c.ascLon);

export function lordIndex(sign: number): number {
  return VEDIC_PLANETS.indexOf(SIGN_LORD[sign]);
}

/** The dignity of dignity.ts, as the yoga sentences' keys name it (yogas.dignity.*). */
const DIGNITY_KEY: Record<VedicDignity, Dignity> = {
  Exalted: 'exalted', 'Own Sign': 'own', 'Friendly Sign': 'friendly', 'Neutral Sign': 'neutral', 'Enemy Sign': 'enemy', Debilitated: 'debilitated',
};

export function dignityOf(planet: number, sign: number): Dignity {
  return DIGNITY_KEY[vedicDignity(VEDIC_PLANETS[planet], sign)];
}

export function buildContext(chart: YogaChart, convention: YogaConvention = 'classical'): Ctx {
  if (chart.planets.length !== 9) throw new RangeError('YogaChart needs the nine grahas');
  const lagna = chart.lagnaSign;
  if (!Number.isInteger(lagna) || lagna < 0 || lagna > 11) throw new RangeError('lagnaSign must be 0–11');
  const sign = chart.planets.map((p) => p.sign);
  const lon = chart.planets.map((p) => norm360(p.longitude));
  const house = sign.map((s) => countFrom(lagna, s));
  chart.planets.forEach((p, i) => {
    if (Math.floor(lon[i] / 30) % 12 !== p.sign) throw new RangeError(`${VEDIC_PLANETS[i]}: sign ${p.sign} does not match longitude ${p.longitude}`);
    if (p.house !== house[i]) throw new RangeError(`${VEDIC_PLANETS[i]}: house ${p.house} is not whole-sign house ${house[i]} from the lagna`);
  });
  const retro = chart.planets.map((p) => p.retrograde);
  const combust = lon.map((l, i) => isCombust(VEDIC_PLANETS[i], l, lon[SUN], retro[i]));
  const waxing = norm360(lon[MOON] - lon[SUN]) < 180;
  const benefic = new Array<boolean>(9).fill(false);
  benefic[JUPITER] = true;
  benefic[VENUS] = true;
  benefic[MOON] = waxing;
  // Mercury: count the benefics and malefics that share his sign.
  const mates = [SUN, MOON, MARS, JUPITER, VENUS, SATURN, RAHU, KETU].filter((p) => sign[p] === sign[MERCURY]);
  const good = mates.filter((p) => benefic[p]).length;
  const bad = mates.length - good;
  if (good !== bad) benefic[MERCURY] = good > bad;
  else if (mates.length === 0) benefic[MERCURY] = true;
  else {
    const nearest = mates.reduce((a, b) => (separation(lon[b], lon[MERCURY]) < separation(lon[a], lon[MERCURY]) ? b : a));
    benefic[MERCURY] = benefic[nearest];
  }
  const ascLon = chart.ascendantLongitude === undefined ? lagna * 30 + 15 : norm360(chart.ascendantLongitude);
  if (Math.floor(ascLon / 30) % 12 !== lagna) throw new RangeError(`ascendantLongitude ${chart.ascendantLongitude} is not in lagnaSign ${lagna}`);
  const day = norm360(lon[SUN] - ascLon) >= 180;
  const signAt = (l: number | undefined) => (l === undefined || !Number.isFinite(l) ? null : Math.floor(norm360(l) / 30) % 12);
  const ctx = { lagna, sign, lon, house, combust, retro, waxing, benefic, jhora: convention === 'jhora', ascLon, day } as Ctx;
  // Gulika's and Mandi's signs: given, or computed once on first use (YogaChart.saturnParts)
  let parts: { gulika: number | undefined; mandi: number | undefined } | undefined =
    chart.saturnParts ? undefined : { gulika: chart.gulikaLongitude, mandi: chart.mandiLongitude };
  const get = () => (parts ??= chart.saturnParts?.() ?? { gulika: undefined, mandi: undefined });
  Object.defineProperty(ctx, 'gulikaSign', { enumerable: true, get: () => signAt(get().gulika) });
  Object.defineProperty(ctx, 'mandiSign', { enumerable: true, get: () => signAt(get().mandi) });
  return ctx;
}

export const houseSign = (c: Ctx, h: number) => (c.lagna + h - 1) % 12;
export const lordOfHouse = (c: Ctx, h: number) => lordIndex(houseSign(c, h));
export const occupants = (c: Ctx, sign: number, among: readonly number[]) => among.filter((p) => c.sign[p] === sign);
export const ALL = [SUN, MOON, MARS, MERCURY, JUPITER, VENUS, SATURN, RAHU, KETU] as const;

export function isStrong(c: Ctx, p: number): boolean {
  const d = dignityOf(p, c.sign[p]);
  return (d === 'exalted' || d === 'own' || d === 'friendly') && !c.combust[p];
}

/** How two planets are associated: conjunction, mutual graha drishti or exchange of signs (BPHS ch. 34 vv. 11–12). */
export function associations(c: Ctx, a: number, b: number): string[] {
  const out: string[] = [];
  if (c.sign[a] === c.sign[b]) out.push('conjunction');
  else if (aspectsSign(a, c.sign[a], c.sign[b]) && aspectsSign(b, c.sign[b], c.sign[a])) out.push('mutual aspect');
  if (lordIndex(c.sign[a]) === b && lordIndex(c.sign[b]) === a) out.push('exchange of signs');
  return out;
}

// ---------------------------------------------------------------------------------------------
// Text helpers and strength
// ---------------------------------------------------------------------------------------------

// Conditions are sentences of the catalogue (yogas.cond.*, shared/i18n/text/en/yogas.ts); planets and
// signs go in as names, so every language words them its own way.
export const NAME = (p: number) => planetTerm(VEDIC_PLANETS[p]);
export const SIGN = (s: number) => signTerm(SIGN_NAMES[s]);
export const ORD = ordinal;
export const T = text;

/** "house 4 (kendra)": the house and its classes. */
export function houseLabel(h: number): Text {
  const cls: Text[] = [];
  if (KENDRA.includes(h)) cls.push(T('yogas.houseClass.kendra'));
  if (TRIKONA.includes(h)) cls.push(T('yogas.houseClass.trikona'));
  if (DUSTHANA.includes(h)) cls.push(T('yogas.houseClass.dusthana'));
  if (UPACHAYA.includes(h)) cls.push(T('yogas.houseClass.upachaya'));
  return cls.length ? T('yogas.houseWithClasses', { house: h, classes: textList(cls) }) : T('yogas.house', { house: h });
}

/** "Jupiter in Cancer (exalted), house 4 (kendra) from lagna" */
export function pos(c: Ctx, p: number): Text {
  const extra = [T(`yogas.dignity.${dignityOf(p, c.sign[p])}`)];
  if (c.combust[p]) extra.push(T('yogas.state.combust'));
  if (c.retro[p] && p !== RAHU && p !== KETU) extra.push(T('yogas.state.retrograde'));
  return T('yogas.cond.position', { planet: NAME(p), sign: SIGN(c.sign[p]), states: textList(extra), house: houseLabel(c.house[p]) });
}

const DIGNITY_SCORE: Record<Dignity, number> = { exalted: 90, own: 80, friendly: 65, neutral: 50, enemy: 35, debilitated: 15 };

function planetScore(c: Ctx, p: number): number {
  let s = DIGNITY_SCORE[dignityOf(p, c.sign[p])];
  const h = c.house[p];
  if (KENDRA.includes(h) || TRIKONA.includes(h)) s += 10;
  if (DUSTHANA.includes(h)) s -= 10;
  if (c.combust[p]) s -= 15;
  return Math.max(0, Math.min(100, s));
}

export interface Def {
  id: YogaId;
  name: string;
  category: YogaCategory;
  source: YogaSource;
  pyjhoraId: string | null;
  /** Where our reading differs from PyJHora's, and why (sentences of the catalogue, yogas.decision.*). */
  decisions: Text[];
  isBenefic: boolean;
  /** What the yoga is and where it is defined. */
  description: Text;
  interpretation: Text[];
}

export function make(c: Ctx, def: Def, planets: number[], conditions: Text[]): Yoga {
  const involved = [...new Set(planets)].sort((a, b) => a - b);
  const strength = involved.length ? Math.round(involved.reduce((s, p) => s + planetScore(c, p), 0) / involved.length) : 0;
  return {
    id: def.id,
    name: def.name,
    pyjhoraId: def.pyjhoraId,
    category: def.category,
    description: def.description,
    isBenefic: def.isBenefic,
    planetsInvolved: involved,
    strength,
    strengthLevel: strengthLevelOf(strength),
    conditions,
    interpretation: [...def.interpretation],
  };
}

export const list = (ps: readonly number[]) => textList(ps.map(NAME));

export const READ_AS = text('yogas.readAs');

/** The planets of `among`, other than `p`, in `p`'s sign. */
export const joining = (c: Ctx, p: number, among: readonly number[]) => among.filter((q) => q !== p && c.sign[q] === c.sign[p]);
/** The planets of `among`, other than `p`, that aspect `p`'s sign by graha drishti. */
export const aspecting = (c: Ctx, p: number, among: readonly number[]) => among.filter((q) => q !== p && aspectsSign(q, c.sign[q], c.sign[p]));
export const joinedLine = (p: number, qs: readonly number[]) => T('yogas.cond.conjoinedWith', { planet: NAME(p), planets: textList(qs.map(NAME)) });
export const aspectedLine = (p: number, qs: readonly number[]) => T('yogas.cond.aspectedByPlanets', { planet: NAME(p), planets: textList(qs.map(NAME)) });
/** "{house} lord: {position}", of the house's lord or of the planet `p` given as it. */
export const lordLine = (c: Ctx, h: number, p = lordOfHouse(c, h)) => T('yogas.cond.lordOf', { house: ORD(h), position: pos(c, p) });
/** "{planet} in the navamsa of {sign}, whose lord is {lord}". */
export const inNavamsaLine = (c: Ctx, p: number) =>
  T('yogas.cond.inNavamsa', { planet: NAME(p), sign: SIGN(navamsaSign(c, p)), lord: NAME(lordIndex(navamsaSign(c, p))) });
/** "Gulika in Libra, house 3 from lagna" (or Mandi), for a sign the chart carries. */
export const pointLine = (c: Ctx, key: 'gulika' | 'mandi', sign: number) =>
  T(`yogas.cond.affliction.${key}`, { sign: SIGN(sign), house: houseLabel(countFrom(c.lagna, sign)) });

/** The ten vargas of the dasavarga (BPHS ch. 7). */
export const DASAVARGA: readonly VargaFactor[] = [1, 2, 3, 7, 9, 10, 12, 16, 30, 60];
/**
 * The vargas of the dasavarga that place planet `p` (Sun … Saturn) at longitude `lon` in its own or its exaltation sign
 * (its moolatrikona is always one of these). Their number is the Vaiseshikamsa of BPHS ch. 7: 2 Parijatamsa, 3 Uttamamsa,
 * 4 Gopuramsa, 5 Simhasanamsa, 6 Paravatamsa, 7 Devalokamsa, 8 Brahmalokamsa, 9 Airavatamsa, 10 Sridhamamsa.
 */
export function dasavargaOwn(p: number, lon: number): VargaFactor[] {
  return DASAVARGA.filter((d) => {
    const g = dignityOf(p, vargaSign(lon, d));
    return g === 'exalted' || g === 'own';
  });
}
