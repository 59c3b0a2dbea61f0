/**
 * Yogas (planetary combinations) of a D1 (rasi) chart, whole-sign houses from the lagna.
 *
 * Sources (chapter numbers of R. Santhanam's BPHS translation; Phaladeepika = Mantreswara, tr.
 * V. Subrahmanya Sastri; Saravali = Kalyana Varma; Raman = B.V. Raman, "Three Hundred Important
 * Combinations", with the yoga's number in that book). Each catalogue entry below names its source.
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
import { norm360, separation } from '../angles.js';
import { SIGN_NAMES } from '../zodiac.js';
import { EXALTATION_SIGN, naturalRelation, SIGN_LORD, VEDIC_PLANETS, type Graha } from './grahas.js';

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
}

export type StrengthLevel = 'weak' | 'moderate' | 'strong' | 'very strong' | 'exceptional';

export interface Yoga {
  name: string;
  description: string;
  isBenefic: boolean;
  /** Planet indexes 0–8 (VEDIC_PLANETS order). */
  planetsInvolved: number[];
  strength: number;
  strengthLevel: StrengthLevel;
  conditions: string[];
  interpretation: string[];
}

/** Builds the input from sidereal longitudes (house = whole sign from `lagnaSign`). */
export function yogaChartFromLongitudes(lagnaSign: number, longitudes: readonly number[], speeds: readonly number[]): YogaChart {
  if (longitudes.length !== 9 || speeds.length !== 9) throw new RangeError('nine longitudes and speeds are required');
  return {
    lagnaSign,
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

const SUN = 0, MOON = 1, MARS = 2, MERCURY = 3, JUPITER = 4, VENUS = 5, SATURN = 6, RAHU = 7, KETU = 8;
const SEVEN = [SUN, MOON, MARS, MERCURY, JUPITER, VENUS, SATURN] as const;
/** The five "tara grahas" that form occupation yogas (Sunapha, Vesi, Kemadruma …). */
const FIVE = [MARS, MERCURY, JUPITER, VENUS, SATURN] as const;

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

type Dignity = 'exalted' | 'own' | 'friendly' | 'neutral' | 'enemy' | 'debilitated';

const COMBUST: Partial<Record<number, [number, number]>> = {
  [MOON]: [12, 12], [MARS]: [17, 17], [MERCURY]: [14, 12], [JUPITER]: [11, 11], [VENUS]: [10, 8], [SATURN]: [15, 15],
};
const KENDRA = [1, 4, 7, 10];
const TRIKONA = [1, 5, 9];
const DUSTHANA = [6, 8, 12];
const UPACHAYA = [3, 6, 10, 11];
const MOVABLE = [0, 3, 6, 9];

interface Ctx {
  lagna: number;
  sign: number[];
  lon: number[];
  house: number[];
  combust: boolean[];
  retro: boolean[];
  waxing: boolean;
  benefic: boolean[];
}

function lordIndex(sign: number): number {
  return VEDIC_PLANETS.indexOf(SIGN_LORD[sign]);
}

function dignityOf(planet: number, sign: number): Dignity {
  const g: Graha = VEDIC_PLANETS[planet];
  const ex = EXALTATION_SIGN[g];
  if (ex === sign) return 'exalted';
  if (ex !== undefined && (ex + 6) % 12 === sign) return 'debilitated';
  const lord = SIGN_LORD[sign];
  if (lord === g) return 'own';
  const rel = naturalRelation(g, lord);
  return rel === 'Friend' ? 'friendly' : rel === 'Enemy' ? 'enemy' : 'neutral';
}

function buildContext(chart: YogaChart): Ctx {
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
  const combust = lon.map((l, i) => {
    const lim = COMBUST[i];
    return lim ? separation(l, lon[SUN]) <= (retro[i] ? lim[1] : lim[0]) : false;
  });
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
  return { lagna, sign, lon, house, combust, retro, waxing, benefic };
}

const houseSign = (c: Ctx, h: number) => (c.lagna + h - 1) % 12;
const lordOfHouse = (c: Ctx, h: number) => lordIndex(houseSign(c, h));
const occupants = (c: Ctx, sign: number, among: readonly number[]) => among.filter((p) => c.sign[p] === sign);
const ALL = [SUN, MOON, MARS, MERCURY, JUPITER, VENUS, SATURN, RAHU, KETU] as const;

function isStrong(c: Ctx, p: number): boolean {
  const d = dignityOf(p, c.sign[p]);
  return (d === 'exalted' || d === 'own' || d === 'friendly') && !c.combust[p];
}

/** How two planets are associated: conjunction, mutual graha drishti or exchange of signs (BPHS ch. 34 vv. 11–12). */
function associations(c: Ctx, a: number, b: number): string[] {
  const out: string[] = [];
  if (c.sign[a] === c.sign[b]) out.push('conjunction');
  else if (aspectsSign(a, c.sign[a], c.sign[b]) && aspectsSign(b, c.sign[b], c.sign[a])) out.push('mutual aspect');
  if (lordIndex(c.sign[a]) === b && lordIndex(c.sign[b]) === a) out.push('exchange of signs');
  return out;
}

// ---------------------------------------------------------------------------------------------
// Text helpers and strength
// ---------------------------------------------------------------------------------------------

const NAME = (p: number) => VEDIC_PLANETS[p];
const SIGN = (s: number) => SIGN_NAMES[s];
const ORD = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

function houseLabel(h: number): string {
  const cls: string[] = [];
  if (KENDRA.includes(h)) cls.push('kendra');
  if (TRIKONA.includes(h)) cls.push('trikona');
  if (DUSTHANA.includes(h)) cls.push('dusthana');
  if (UPACHAYA.includes(h)) cls.push('upachaya');
  return cls.length ? `house ${h} (${cls.join(', ')})` : `house ${h}`;
}

const DIGNITY_TEXT: Record<Dignity, string> = {
  exalted: 'exalted', own: 'own sign', friendly: 'friendly sign', neutral: 'neutral sign', enemy: 'enemy sign', debilitated: 'debilitated',
};

/** "Jupiter in Cancer (exalted), house 4 (kendra) from lagna" */
function pos(c: Ctx, p: number): string {
  const extra = [DIGNITY_TEXT[dignityOf(p, c.sign[p])]];
  if (c.combust[p]) extra.push('combust');
  if (c.retro[p] && p !== RAHU && p !== KETU) extra.push('retrograde');
  return `${NAME(p)} in ${SIGN(c.sign[p])} (${extra.join(', ')}), ${houseLabel(c.house[p])} from lagna`;
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

interface Def {
  name: string;
  isBenefic: boolean;
  /** What the yoga is and where it is defined. */
  description: string;
  interpretation: string[];
}

function make(c: Ctx, def: Def, planets: number[], conditions: string[]): Yoga {
  const involved = [...new Set(planets)].sort((a, b) => a - b);
  const strength = involved.length ? Math.round(involved.reduce((s, p) => s + planetScore(c, p), 0) / involved.length) : 0;
  return {
    name: def.name,
    description: def.description,
    isBenefic: def.isBenefic,
    planetsInvolved: involved,
    strength,
    strengthLevel: strengthLevelOf(strength),
    conditions,
    interpretation: [...def.interpretation],
  };
}

const list = (ps: readonly number[]) => ps.map(NAME).join(', ');

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

const MAHAPURUSHA: Record<number, { name: string; raman: number; text: string }> = {
  [MARS]: { name: 'Ruchaka Yoga', raman: 22, text: 'courage, command and success over rivals' },
  [MERCURY]: { name: 'Bhadra Yoga', raman: 23, text: 'intellect, eloquence and learning' },
  [JUPITER]: { name: 'Hamsa Yoga', raman: 19, text: 'wisdom, righteousness and respect' },
  [VENUS]: { name: 'Malavya Yoga', raman: 20, text: 'comfort, refinement and the arts' },
  [SATURN]: { name: 'Sasa Yoga', raman: 21, text: 'authority over many people and endurance' },
};

const READ_AS = 'Classical texts promise this only in proportion to the strength of the planets involved; read it with the rest of the chart.';

export const YOGA_DEFINITIONS = {
  gajakesari: {
    name: 'Gajakesari Yoga', isBenefic: true,
    description: 'Jupiter in a kendra (1, 4, 7, 10) from the Moon, conjoined with or aspected by another benefic, and neither debilitated, combust nor in an enemy\'s sign. BPHS ch. 36 vv. 3–4 and Raman #1 also allow a kendra from the lagna; Jagannatha Hora (PVR Narasimha Rao) and PyJHora count from the Moon only, which we follow.',
    interpretation: ['Traditionally fame, intelligence and a lasting good name.', READ_AS],
  },
  budhaditya: {
    name: 'Budhaditya Yoga', isBenefic: true,
    description: 'The Sun and Mercury in the same sign (Saravali ch. 15, the Sun–Mercury conjunction; called Budha-Aditya or Nipuna yoga in Jagannatha Hora). A combust Mercury weakens it.',
    interpretation: ['Traditionally skill, intelligence and a good reputation.', 'Very common, since Mercury is never more than 28° from the Sun; its weight depends on Mercury not being combust.'],
  },
  chandraMangala: {
    name: 'Chandra-Mangala Yoga', isBenefic: true,
    description: 'The Moon and Mars in the same sign (Saravali ch. 15, the Moon–Mars conjunction; Raman #6).',
    interpretation: ['Traditionally worldly enterprise and earnings, by means that may not always be gentle.'],
  },
  adhi: {
    name: 'Adhi Yoga', isBenefic: true,
    description: 'The natural benefics occupy the 6th, 7th and 8th from the Moon (BPHS ch. 37 v. 5; Raman #7). Following Jagannatha Hora/PyJHora every natural benefic other than the Moon (Jupiter, Venus, and Mercury when benefic) must stand in one of those three houses.',
    interpretation: ['Traditionally leadership — a minister or commander, according to the strength of the benefics.', READ_AS],
  },
  sunapha: {
    name: 'Sunapha Yoga', isBenefic: true,
    description: 'A planet other than the Sun (Rahu and Ketu not counted) in the 2nd from the Moon, none in the 12th (BPHS ch. 37 vv. 7–10; Saravali ch. 13 v. 1; Raman #2).',
    interpretation: ['Traditionally self-earned wealth, intelligence and reputation.'],
  },
  anapha: {
    name: 'Anapha Yoga', isBenefic: true,
    description: 'A planet other than the Sun (Rahu and Ketu not counted) in the 12th from the Moon, none in the 2nd (BPHS ch. 37 vv. 7–10; Saravali ch. 13 v. 1; Raman #3).',
    interpretation: ['Traditionally good health, character and comforts.'],
  },
  durudhura: {
    name: 'Durudhura Yoga', isBenefic: true,
    description: 'Planets other than the Sun (Rahu and Ketu not counted) in both the 2nd and the 12th from the Moon (BPHS ch. 37 vv. 7–10; Saravali ch. 13 v. 1; Raman #4).',
    interpretation: ['Traditionally wealth, vehicles and generosity.'],
  },
  kemadruma: {
    name: 'Kemadruma Yoga', isBenefic: false,
    description: 'No planet other than the Sun (Rahu and Ketu not counted) in the 2nd or the 12th from the Moon (BPHS ch. 37 vv. 11–13; Saravali ch. 13 v. 2; Raman #5), with none of its cancellations: a planet with the Moon or in a kendra from the lagna (BPHS ch. 37 vv. 11–13), a planet in a kendra from the Moon (Saravali ch. 13 v. 2).',
    interpretation: ['Traditionally hardship and a lack of support; texts say it weakens the Moon\'s good yogas.', 'Often overstated: it is common and many charts that have it show no poverty.'],
  },
  kemadrumaBhanga: {
    name: 'Kemadruma Bhanga', isBenefic: true,
    description: 'Kemadruma is formed (no planet other than the Sun, Rahu, Ketu in the 2nd or 12th from the Moon) but cancelled: a planet with the Moon or in a kendra from the lagna (BPHS ch. 37 vv. 11–13) or in a kendra from the Moon (Saravali ch. 13 v. 2).',
    interpretation: ['The adverse Kemadruma results are not expected; the cancelling planets support the Moon.'],
  },
  vesi: {
    name: 'Vesi Yoga', isBenefic: true,
    description: 'A planet other than the Moon (Rahu and Ketu not counted) in the 2nd from the Sun, none in the 12th (BPHS ch. 38; Raman #16).',
    interpretation: ['Traditionally a balanced, truthful nature and contentment.'],
  },
  vasi: {
    name: 'Vasi Yoga', isBenefic: true,
    description: 'A planet other than the Moon (Rahu and Ketu not counted) in the 12th from the Sun, none in the 2nd (BPHS ch. 38; Raman #17).',
    interpretation: ['Traditionally skill, charity and learning.'],
  },
  ubhayachari: {
    name: 'Ubhayachari Yoga', isBenefic: true,
    description: 'Planets other than the Moon (Rahu and Ketu not counted) in both the 2nd and the 12th from the Sun (BPHS ch. 38; Raman #18).',
    interpretation: ['Traditionally comforts and a position of standing.'],
  },
  amala: {
    name: 'Amala Yoga', isBenefic: true,
    description: 'The 10th house from the lagna or from the Moon is occupied exclusively by natural benefics (BPHS ch. 36 vv. 5–6; Raman #13; Jagannatha Hora: "only natural benefics"). Reported once for each reference point that qualifies.',
    interpretation: ['Traditionally a spotless reputation through one\'s conduct and work.'],
  },
  parvata: {
    name: 'Parvata Yoga', isBenefic: true,
    description: 'Benefics in the kendras from the lagna with no malefic in any kendra, and the 7th and 8th houses vacant or occupied by benefics only (BPHS ch. 36 vv. 7–8; Raman #14).',
    interpretation: ['Traditionally prosperity, eloquence, generosity and fame.'],
  },
  kahala: {
    name: 'Kahala Yoga', isBenefic: true,
    description: 'The 4th lord and Jupiter in mutual kendras with a strong lagna lord, or the 4th lord in its own or exaltation sign conjoined with the 10th lord (BPHS ch. 36 vv. 9–10; Raman #15). When Jupiter is himself the 4th lord only the second form applies.',
    interpretation: ['Traditionally boldness, enterprise and command over others.'],
  },
  chamara: {
    name: 'Chamara Yoga', isBenefic: true,
    description: 'The lagna lord exalted in a kendra and aspected by Jupiter, or two benefics together in the lagna, the 7th, the 9th or the 10th house (BPHS ch. 36 vv. 11–12).',
    interpretation: ['Traditionally honour, learning, eloquence and a long life.'],
  },
  shankha: {
    name: 'Shankha Yoga', isBenefic: true,
    description: 'A strong lagna lord with the 5th and 6th lords in mutual kendras, or the lagna lord together with the 10th lord in a movable sign with a strong 9th lord (BPHS ch. 36 vv. 13–14).',
    interpretation: ['Traditionally a kind, pious and long-lived person with family happiness.'],
  },
  shubha: {
    name: 'Shubha Yoga', isBenefic: true,
    description: 'The lagna is occupied, and only by natural benefics (BPHS ch. 36 vv. 1–2; JH/PyJHora read "benefics in the lagna" as benefics only).',
    interpretation: ['Traditionally eloquence, good looks and character.'],
  },
  shubhaKartari: {
    name: 'Shubha Kartari Yoga', isBenefic: true,
    description: 'The 12th and the 2nd from the lagna are both occupied, and only by natural benefics: the lagna is hemmed in by benefics (BPHS ch. 36 vv. 1–2).',
    interpretation: ['Traditionally protection of the self and the body; eloquence and character.'],
  },
  ashubha: {
    name: 'Ashubha Yoga', isBenefic: false,
    description: 'The lagna is occupied, and only by natural malefics (BPHS ch. 36 vv. 1–2).',
    interpretation: ['Traditionally strong appetites and trouble through one\'s own actions.'],
  },
  papaKartari: {
    name: 'Papa Kartari Yoga', isBenefic: false,
    description: 'The 12th and the 2nd from the lagna are both occupied, and only by natural malefics: the lagna is hemmed in by malefics (BPHS ch. 36 vv. 1–2).',
    interpretation: ['Traditionally obstruction and pressure on health and self-expression.'],
  },
  lakshmi: {
    name: 'Lakshmi Yoga', isBenefic: true,
    description: 'The 9th lord in its own or exaltation sign in a kendra from the lagna, and a strong lagna lord (BPHS ch. 36; Raman #27). Raman also allows a trikona; Jagannatha Hora/PyJHora take the kendra only, which we follow.',
    interpretation: ['Traditionally wealth, nobility and a good name.'],
  },
  saraswati: {
    name: 'Saraswati Yoga', isBenefic: true,
    description: 'Mercury, Jupiter and Venus each in a kendra, a trikona or the 2nd house from the lagna, with Jupiter in his own, a friendly or his exaltation sign (Phaladeepika ch. 6).',
    interpretation: ['Traditionally learning, skill in speech and writing, and fame through knowledge.'],
  },
  kalanidhi: {
    name: 'Kalanidhi Yoga', isBenefic: true,
    description: 'Jupiter in the 2nd or 5th house from the lagna, conjoined with or aspected by both Mercury and Venus (BPHS ch. 36).',
    interpretation: ['Traditionally learning, good health and honour.'],
  },
  vasumathi: {
    name: 'Vasumathi Yoga', isBenefic: true,
    description: 'Every natural benefic (the waxing Moon included) in an upachaya (3, 6, 10, 11) from the lagna or from the Moon (Raman #9; BPHS ch. 37 v. 6 for the count from the Moon).',
    interpretation: ['Traditionally steady accumulation of wealth.'],
  },
  shakata: {
    name: 'Shakata Yoga', isBenefic: false,
    description: 'The Moon in the 6th, 8th or 12th from Jupiter, unless the Moon is in a kendra from the lagna (Raman #12). Not the Nabhasa yoga of the same name (all planets in the 1st and 7th).',
    interpretation: ['Traditionally fortune that rises and falls like a cart wheel; losses regained.'],
  },
  harsha: {
    name: 'Harsha Yoga', isBenefic: true,
    description: 'The 6th lord in a dusthana (6th, 8th or 12th house) (Phaladeepika ch. 6). One of the three Viparita Raja yogas. PyJHora accepts the 6th house only.',
    interpretation: ['Traditionally victory over enemies, health and good fortune — an evil lord weakened by an evil house.', 'Practice (Raman\'s own remark) shows milder results than the texts promise.'],
  },
  sarala: {
    name: 'Sarala Yoga', isBenefic: true,
    description: 'The 8th lord in a dusthana (6th, 8th or 12th house) (Phaladeepika ch. 6). One of the three Viparita Raja yogas. PyJHora accepts the 8th house only.',
    interpretation: ['Traditionally long life, fearlessness and prosperity.', 'Practice (Raman\'s own remark) shows milder results than the texts promise.'],
  },
  vimala: {
    name: 'Vimala Yoga', isBenefic: true,
    description: 'The 12th lord in a dusthana (6th, 8th or 12th house) (Phaladeepika ch. 6). One of the three Viparita Raja yogas. PyJHora accepts the 12th house only.',
    interpretation: ['Traditionally frugality, independence and contentment.', 'Practice (Raman\'s own remark) shows milder results than the texts promise.'],
  },
  neechaBhanga: {
    name: 'Neecha Bhanga Raja Yoga', isBenefic: true,
    description: 'A debilitated planet whose debility is cancelled: the lord of the sign it occupies, or the lord of its exaltation sign, is in a kendra from the lagna or the Moon (Phaladeepika ch. 7); or the planet that is exalted in that sign is in a kendra from the lagna or the Moon (the other reading of the same verse, used by most modern authors).',
    interpretation: ['Traditionally a rise after early setbacks in the matters of the debilitated planet.', READ_AS],
  },
  mahaParivartana: {
    name: 'Maha Parivartana Yoga', isBenefic: true,
    description: 'Two planets in each other\'s signs, both houses among 1, 2, 4, 5, 7, 9, 10, 11 (Phaladeepika ch. 6 vv. 32–33).',
    interpretation: ['Traditionally wealth, status and support between the two houses exchanged.'],
  },
  dainyaParivartana: {
    name: 'Dainya Parivartana Yoga', isBenefic: false,
    description: 'Two planets in each other\'s signs, one of the houses being the 6th, 8th or 12th (Phaladeepika ch. 6 vv. 32–33).',
    interpretation: ['Traditionally trouble, enemies or losses linked to the houses exchanged.'],
  },
  khalaParivartana: {
    name: 'Khala Parivartana Yoga', isBenefic: false,
    description: 'Two planets in each other\'s signs, one of the houses being the 3rd and neither the 6th, 8th nor 12th (Phaladeepika ch. 6 vv. 32–33).',
    interpretation: ['Traditionally fluctuating fortunes and a restless temperament.'],
  },
  raja: {
    name: 'Raja Yoga', isBenefic: true,
    description: 'A kendra lord (1, 4, 7, 10) and a trikona lord (1, 5, 9), two different planets, associated by conjunction, mutual graha drishti or exchange of signs (BPHS ch. 34 vv. 11–12 and ch. 39). The lagna counts as both.',
    interpretation: ['Traditionally status, authority and success, timed by the dashas of the two planets.', READ_AS],
  },
  dhana: {
    name: 'Dhana Yoga', isBenefic: true,
    description: 'Two of the lords of the 2nd, 5th, 9th and 11th houses (different planets) associated by conjunction, mutual graha drishti or exchange of signs (BPHS ch. 41).',
    interpretation: ['Traditionally wealth, in proportion to the strength of the two lords.'],
  },
} satisfies Record<string, Def>;

type Key = keyof typeof YOGA_DEFINITIONS;
const D = YOGA_DEFINITIONS;

// ---------------------------------------------------------------------------------------------
// Detectors
// ---------------------------------------------------------------------------------------------

function mahapurusha(c: Ctx, out: Yoga[]): void {
  for (const p of [MARS, MERCURY, JUPITER, VENUS, SATURN]) {
    const d = dignityOf(p, c.sign[p]);
    if ((d === 'exalted' || d === 'own') && KENDRA.includes(c.house[p])) {
      const m = MAHAPURUSHA[p];
      out.push(make(c, {
        name: m.name, isBenefic: true,
        description: `${NAME(p)} in its own or exaltation sign in a kendra from the lagna (Phaladeepika ch. 6 v. 1; Raman #${m.raman}). Counted from the lagna only, as in Jagannatha Hora and PyJHora.`,
        interpretation: [`One of the Pancha Mahapurusha yogas: traditionally ${m.text}.`, READ_AS],
      }, [p], [pos(c, p), `${d === 'own' ? 'own sign' : 'exaltation sign'} in a kendra (house ${c.house[p]}) from the lagna`]));
    }
  }
}

function gajakesari(c: Ctx, out: Yoga[]): void {
  const n = countFrom(c.sign[MOON], c.sign[JUPITER]);
  if (!KENDRA.includes(n)) return;
  const d = dignityOf(JUPITER, c.sign[JUPITER]);
  if (d === 'debilitated' || d === 'enemy' || c.combust[JUPITER]) return;
  const helpers = [MOON, MERCURY, VENUS].filter((b) => c.benefic[b] && (c.sign[b] === c.sign[JUPITER] || aspectsSign(b, c.sign[b], c.sign[JUPITER])));
  if (!helpers.length) return;
  out.push(make(c, D.gajakesari, [JUPITER, MOON, ...helpers], [
    pos(c, JUPITER),
    `Jupiter is ${ORD(n)} from the Moon in ${SIGN(c.sign[MOON])} (kendra)`,
    ...helpers.map((b) => `benefic ${NAME(b)} ${c.sign[b] === c.sign[JUPITER] ? 'conjoins' : 'aspects'} Jupiter`),
    'Jupiter is not debilitated, not in an enemy\'s sign and not combust',
  ]));
}

function conjunctionYoga(c: Ctx, out: Yoga[], a: number, b: number, key: Key): void {
  if (c.sign[a] !== c.sign[b]) return;
  const cond = [pos(c, a), pos(c, b), `${NAME(a)} and ${NAME(b)} in the same sign, ${SIGN(c.sign[a])}`];
  if (c.combust[b]) cond.push(`${NAME(b)} is combust, which weakens the yoga`);
  out.push(make(c, D[key], [a, b], cond));
}

function adhi(c: Ctx, out: Yoga[]): void {
  const bens = [MERCURY, JUPITER, VENUS].filter((p) => c.benefic[p]);
  const at = bens.map((p) => countFrom(c.sign[MOON], c.sign[p]));
  if (!at.every((h) => h >= 6 && h <= 8)) return;
  out.push(make(c, D.adhi, bens, [
    `natural benefics other than the Moon: ${list(bens)}`,
    ...bens.map((p, i) => `${NAME(p)} is ${ORD(at[i])} from the Moon (${SIGN(c.sign[p])})`),
  ]));
}

function chandraYogas(c: Ctx, out: Yoga[]): void {
  const s2 = occupants(c, (c.sign[MOON] + 1) % 12, FIVE);
  const s12 = occupants(c, (c.sign[MOON] + 11) % 12, FIVE);
  const moonAt = `Moon in ${SIGN(c.sign[MOON])}`;
  if (s2.length && s12.length) {
    out.push(make(c, D.durudhura, [MOON, ...s2, ...s12], [moonAt, `${list(s2)} in the 2nd from the Moon (${SIGN((c.sign[MOON] + 1) % 12)})`, `${list(s12)} in the 12th from the Moon (${SIGN((c.sign[MOON] + 11) % 12)})`]));
  } else if (s2.length) {
    out.push(make(c, D.sunapha, [MOON, ...s2], [moonAt, `${list(s2)} in the 2nd from the Moon (${SIGN((c.sign[MOON] + 1) % 12)})`, 'no planet other than the Sun, Rahu, Ketu in the 12th from the Moon']));
  } else if (s12.length) {
    out.push(make(c, D.anapha, [MOON, ...s12], [moonAt, `${list(s12)} in the 12th from the Moon (${SIGN((c.sign[MOON] + 11) % 12)})`, 'no planet other than the Sun, Rahu, Ketu in the 2nd from the Moon']));
  } else {
    const withMoon = occupants(c, c.sign[MOON], FIVE);
    const kendraLagna = FIVE.filter((p) => KENDRA.includes(c.house[p]));
    const kendraMoon = FIVE.filter((p) => KENDRA.includes(countFrom(c.sign[MOON], c.sign[p])));
    const base = [moonAt, 'no planet other than the Sun, Rahu, Ketu in the 2nd or the 12th from the Moon'];
    const cancels: string[] = [];
    if (withMoon.length) cancels.push(`${list(withMoon)} with the Moon (BPHS ch. 37 vv. 11–13)`);
    if (kendraLagna.length) cancels.push(`${list(kendraLagna)} in a kendra from the lagna (BPHS ch. 37 vv. 11–13)`);
    if (kendraMoon.length) cancels.push(`${list(kendraMoon)} in a kendra from the Moon (Saravali ch. 13 v. 2)`);
    if (!cancels.length) {
      out.push(make(c, D.kemadruma, [MOON], [...base, 'no planet with the Moon, none in a kendra from the lagna, none in a kendra from the Moon: no cancellation']));
    } else {
      out.push(make(c, D.kemadrumaBhanga, [MOON, ...withMoon, ...kendraLagna, ...kendraMoon], [...base, ...cancels.map((x) => `cancelled: ${x}`)]));
    }
  }
}

function suryaYogas(c: Ctx, out: Yoga[]): void {
  const s2 = occupants(c, (c.sign[SUN] + 1) % 12, FIVE);
  const s12 = occupants(c, (c.sign[SUN] + 11) % 12, FIVE);
  const sunAt = `Sun in ${SIGN(c.sign[SUN])}`;
  const t2 = `${list(s2)} in the 2nd from the Sun (${SIGN((c.sign[SUN] + 1) % 12)})`;
  const t12 = `${list(s12)} in the 12th from the Sun (${SIGN((c.sign[SUN] + 11) % 12)})`;
  if (s2.length && s12.length) out.push(make(c, D.ubhayachari, [SUN, ...s2, ...s12], [sunAt, t2, t12]));
  else if (s2.length) out.push(make(c, D.vesi, [SUN, ...s2], [sunAt, t2, 'no planet other than the Moon, Rahu, Ketu in the 12th from the Sun']));
  else if (s12.length) out.push(make(c, D.vasi, [SUN, ...s12], [sunAt, t12, 'no planet other than the Moon, Rahu, Ketu in the 2nd from the Sun']));
}

function amala(c: Ctx, out: Yoga[]): void {
  for (const [ref, from] of [['lagna', c.lagna], ['Moon', c.sign[MOON]]] as const) {
    const tenth = (from + 9) % 12;
    const occ = occupants(c, tenth, ALL);
    if (occ.length && occ.every((p) => c.benefic[p])) {
      out.push(make(c, D.amala, occ, [`10th from the ${ref} is ${SIGN(tenth)}`, `occupied only by natural benefics: ${list(occ)}`, ...occ.map((p) => pos(c, p))]));
    }
  }
}

function parvata(c: Ctx, out: Yoga[]): void {
  const inKendra = ALL.filter((p) => KENDRA.includes(c.house[p]));
  if (!inKendra.length || !inKendra.every((p) => c.benefic[p])) return;
  const h78 = ALL.filter((p) => c.house[p] === 7 || c.house[p] === 8);
  if (!h78.every((p) => c.benefic[p])) return;
  out.push(make(c, D.parvata, inKendra, [
    `kendras from the lagna occupied only by benefics: ${inKendra.map((p) => `${NAME(p)} (house ${c.house[p]})`).join(', ')}`,
    h78.length ? `7th and 8th houses hold only benefics: ${list(h78)}` : '7th and 8th houses are vacant',
  ]));
}

function kahala(c: Ctx, out: Yoga[]): void {
  const l4 = lordOfHouse(c, 4), l1 = lordOfHouse(c, 1), l10 = lordOfHouse(c, 10);
  if (l4 !== JUPITER && KENDRA.includes(countFrom(c.sign[JUPITER], c.sign[l4])) && isStrong(c, l1)) {
    out.push(make(c, D.kahala, [l4, JUPITER, l1], [
      `4th lord ${pos(c, l4)}`, pos(c, JUPITER),
      `4th lord and Jupiter in mutual kendras (${ORD(countFrom(c.sign[JUPITER], c.sign[l4]))} from each other)`,
      `lagna lord strong: ${pos(c, l1)}`,
    ]));
  }
  const d4 = dignityOf(l4, c.sign[l4]);
  if ((d4 === 'own' || d4 === 'exalted') && l10 !== l4 && c.sign[l10] === c.sign[l4]) {
    out.push(make(c, D.kahala, [l4, l10], [`4th lord ${pos(c, l4)}`, `10th lord ${NAME(l10)} conjoins the 4th lord in ${SIGN(c.sign[l4])}`]));
  }
}

function chamara(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1);
  if (dignityOf(l1, c.sign[l1]) === 'exalted' && KENDRA.includes(c.house[l1]) && l1 !== JUPITER && aspectsSign(JUPITER, c.sign[JUPITER], c.sign[l1])) {
    out.push(make(c, D.chamara, [l1, JUPITER], [`lagna lord ${pos(c, l1)}`, `aspected by Jupiter from ${SIGN(c.sign[JUPITER])}`]));
  }
  for (const h of [1, 7, 9, 10]) {
    const bens = occupants(c, houseSign(c, h), ALL).filter((p) => c.benefic[p]);
    if (bens.length >= 2) out.push(make(c, D.chamara, bens, [`benefics ${list(bens)} together in house ${h} (${SIGN(houseSign(c, h))})`]));
  }
}

function shankha(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1), l5 = lordOfHouse(c, 5), l6 = lordOfHouse(c, 6), l9 = lordOfHouse(c, 9), l10 = lordOfHouse(c, 10);
  if (isStrong(c, l1) && KENDRA.includes(countFrom(c.sign[l5], c.sign[l6]))) {
    out.push(make(c, D.shankha, [l1, l5, l6], [`lagna lord strong: ${pos(c, l1)}`, `5th lord ${NAME(l5)} and 6th lord ${NAME(l6)} in mutual kendras (${SIGN(c.sign[l5])}, ${SIGN(c.sign[l6])})`]));
  }
  if (l1 !== l10 && c.sign[l1] === c.sign[l10] && MOVABLE.includes(c.sign[l1]) && isStrong(c, l9)) {
    out.push(make(c, D.shankha, [l1, l10, l9], [`lagna lord ${NAME(l1)} and 10th lord ${NAME(l10)} together in movable ${SIGN(c.sign[l1])}`, `9th lord strong: ${pos(c, l9)}`]));
  }
}

function shubhaAshubha(c: Ctx, out: Yoga[]): void {
  const occ = (h: number) => occupants(c, houseSign(c, h), ALL);
  const onlyBen = (ps: number[]) => ps.length > 0 && ps.every((p) => c.benefic[p]);
  const onlyMal = (ps: number[]) => ps.length > 0 && ps.every((p) => !c.benefic[p]);
  const l = occ(1), h2 = occ(2), h12 = occ(12);
  if (onlyBen(l)) out.push(make(c, D.shubha, l, [`lagna (${SIGN(c.lagna)}) occupied only by benefics: ${list(l)}`]));
  if (onlyMal(l)) out.push(make(c, D.ashubha, l, [`lagna (${SIGN(c.lagna)}) occupied only by malefics: ${list(l)}`]));
  if (onlyBen(h2) && onlyBen(h12)) out.push(make(c, D.shubhaKartari, [...h12, ...h2], [`12th house: ${list(h12)} (benefics)`, `2nd house: ${list(h2)} (benefics)`]));
  if (onlyMal(h2) && onlyMal(h12)) out.push(make(c, D.papaKartari, [...h12, ...h2], [`12th house: ${list(h12)} (malefics)`, `2nd house: ${list(h2)} (malefics)`]));
}

function lakshmi(c: Ctx, out: Yoga[]): void {
  const l9 = lordOfHouse(c, 9), l1 = lordOfHouse(c, 1);
  const d = dignityOf(l9, c.sign[l9]);
  if ((d === 'own' || d === 'exalted') && KENDRA.includes(c.house[l9]) && isStrong(c, l1)) {
    out.push(make(c, D.lakshmi, [l9, l1], [`9th lord ${pos(c, l9)}`, `lagna lord strong: ${pos(c, l1)}`]));
  }
}

function saraswati(c: Ctx, out: Yoga[]): void {
  const ok = (p: number) => KENDRA.includes(c.house[p]) || TRIKONA.includes(c.house[p]) || c.house[p] === 2;
  const dj = dignityOf(JUPITER, c.sign[JUPITER]);
  if (ok(MERCURY) && ok(JUPITER) && ok(VENUS) && (dj === 'own' || dj === 'friendly' || dj === 'exalted')) {
    out.push(make(c, D.saraswati, [MERCURY, JUPITER, VENUS], [pos(c, MERCURY), pos(c, JUPITER), pos(c, VENUS), 'each in a kendra, trikona or the 2nd house; Jupiter in an own, friendly or exaltation sign']));
  }
}

function kalanidhi(c: Ctx, out: Yoga[]): void {
  if (c.house[JUPITER] !== 2 && c.house[JUPITER] !== 5) return;
  const touches = (p: number) => c.sign[p] === c.sign[JUPITER] || aspectsSign(p, c.sign[p], c.sign[JUPITER]);
  if (touches(MERCURY) && touches(VENUS)) {
    out.push(make(c, D.kalanidhi, [JUPITER, MERCURY, VENUS], [pos(c, JUPITER), ...[MERCURY, VENUS].map((p) => `${NAME(p)} ${c.sign[p] === c.sign[JUPITER] ? 'conjoins' : 'aspects'} Jupiter`)]));
  }
}

function vasumathi(c: Ctx, out: Yoga[]): void {
  const bens = ALL.filter((p) => c.benefic[p]);
  const fromMoon = (p: number) => p !== MOON && UPACHAYA.includes(countFrom(c.sign[MOON], c.sign[p]));
  if (!bens.every((p) => UPACHAYA.includes(c.house[p]) || fromMoon(p))) return;
  out.push(make(c, D.vasumathi, bens, bens.map((p) => `${NAME(p)} in ${SIGN(c.sign[p])}: ${UPACHAYA.includes(c.house[p]) ? `house ${c.house[p]} from the lagna` : `${ORD(countFrom(c.sign[MOON], c.sign[p]))} from the Moon`} (upachaya)`)));
}

function shakata(c: Ctx, out: Yoga[]): void {
  const n = countFrom(c.sign[JUPITER], c.sign[MOON]);
  if (![6, 8, 12].includes(n) || KENDRA.includes(c.house[MOON])) return;
  out.push(make(c, D.shakata, [MOON, JUPITER], [`Moon in ${SIGN(c.sign[MOON])} is ${ORD(n)} from Jupiter in ${SIGN(c.sign[JUPITER])}`, `the Moon is in ${houseLabel(c.house[MOON])}, not a kendra, so no cancellation`]));
}

function viparita(c: Ctx, out: Yoga[]): void {
  for (const [h, key] of [[6, 'harsha'], [8, 'sarala'], [12, 'vimala']] as const) {
    const l = lordOfHouse(c, h);
    if (DUSTHANA.includes(c.house[l])) out.push(make(c, D[key], [l], [`${ORD(h)} lord ${pos(c, l)}`, `the ${ORD(h)} lord occupies a dusthana`]));
  }
}

function neechaBhanga(c: Ctx, out: Yoga[]): void {
  for (const p of SEVEN) {
    const s = c.sign[p];
    if (dignityOf(p, s) !== 'debilitated') continue;
    const where = (q: number) => {
      const refs: string[] = [];
      if (KENDRA.includes(c.house[q])) refs.push(`house ${c.house[q]} from the lagna`);
      const m = countFrom(c.sign[MOON], c.sign[q]);
      if (q !== MOON && KENDRA.includes(m)) refs.push(`${ORD(m)} from the Moon`);
      return refs;
    };
    const cands: [number, string][] = [[lordIndex(s), `lord of ${SIGN(s)} (the sign it occupies)`]];
    const ex = EXALTATION_SIGN[VEDIC_PLANETS[p]];
    if (ex !== undefined) cands.push([lordIndex(ex), `lord of ${SIGN(ex)} (its exaltation sign)`]);
    const exHere = SEVEN.find((q) => EXALTATION_SIGN[VEDIC_PLANETS[q]] === s);
    if (exHere !== undefined) cands.push([exHere, `the planet exalted in ${SIGN(s)}`]);
    const hits = cands.filter(([q]) => q !== p && where(q).length);
    if (!hits.length) continue;
    out.push(make(c, D.neechaBhanga, [p, ...hits.map(([q]) => q)], [
      pos(c, p),
      ...hits.map(([q, role]) => `${NAME(q)}, ${role}, is in a kendra: ${where(q).join(' and ')}`),
    ]));
  }
}

function parivartana(c: Ctx, out: Yoga[]): void {
  for (let a = 0; a < 7; a++) {
    for (let b = a + 1; b < 7; b++) {
      if (lordIndex(c.sign[a]) !== b || lordIndex(c.sign[b]) !== a) continue;
      const ha = c.house[a], hb = c.house[b];
      const key: Key = DUSTHANA.includes(ha) || DUSTHANA.includes(hb) ? 'dainyaParivartana' : ha === 3 || hb === 3 ? 'khalaParivartana' : 'mahaParivartana';
      out.push(make(c, D[key], [a, b], [pos(c, a), pos(c, b), `${NAME(a)} (lord of house ${hb}) and ${NAME(b)} (lord of house ${ha}) exchange signs: houses ${Math.min(ha, hb)} and ${Math.max(ha, hb)}`]));
    }
  }
}

function lordPairs(c: Ctx, out: Yoga[], key: 'raja' | 'dhana', groupA: number[], groupB: number[]): void {
  const ownsOf = (p: number) => [...Array(12).keys()].map((i) => i + 1).filter((h) => lordOfHouse(c, h) === p);
  const A = [...new Set(groupA.map((h) => lordOfHouse(c, h)))];
  const B = [...new Set(groupB.map((h) => lordOfHouse(c, h)))];
  const seen = new Set<string>();
  for (const a of A) {
    for (const b of B) {
      if (a === b) continue;
      const id = [a, b].sort().join('-');
      if (seen.has(id)) continue;
      seen.add(id);
      const how = associations(c, a, b);
      if (!how.length) continue;
      const [x, y] = a < b ? [a, b] : [b, a];
      out.push(make(c, D[key], [x, y], [
        `${NAME(x)} lord of houses ${ownsOf(x).join(', ')}; ${pos(c, x)}`,
        `${NAME(y)} lord of houses ${ownsOf(y).join(', ')}; ${pos(c, y)}`,
        `association: ${how.join(' and ')}`,
      ]));
    }
  }
}

/**
 * Finds the yogas of the catalogue in a D1 chart. Each result names what matched in `conditions`.
 * Pure function; about 0.06 ms per chart once warm (measured over the 8 reference charts).
 */
export function findYogas(chart: YogaChart): Yoga[] {
  const c = buildContext(chart);
  const out: Yoga[] = [];
  mahapurusha(c, out);
  gajakesari(c, out);
  conjunctionYoga(c, out, SUN, MERCURY, 'budhaditya');
  conjunctionYoga(c, out, MOON, MARS, 'chandraMangala');
  adhi(c, out);
  chandraYogas(c, out);
  suryaYogas(c, out);
  amala(c, out);
  parvata(c, out);
  kahala(c, out);
  chamara(c, out);
  shankha(c, out);
  shubhaAshubha(c, out);
  lakshmi(c, out);
  saraswati(c, out);
  kalanidhi(c, out);
  vasumathi(c, out);
  shakata(c, out);
  viparita(c, out);
  neechaBhanga(c, out);
  parivartana(c, out);
  lordPairs(c, out, 'raja', [1, 4, 7, 10], [1, 5, 9]);
  lordPairs(c, out, 'dhana', [2, 5, 9, 11], [2, 5, 9, 11]);
  return out;
}

/** Natural benefics of the chart under the rule above (exported for tests and callers that show it). */
export function naturalBenefics(chart: YogaChart): number[] {
  const c = buildContext(chart);
  return ALL.filter((p) => c.benefic[p]);
}
