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
import { list as textList, ordinal, planetTerm, signTerm, text, type Text } from '../text.js';
import { norm360, separation } from '../angles.js';
import { SIGN_NAMES } from '../zodiac.js';
import { isCombust, vedicDignity, type VedicDignity } from './dignity.js';
import { EXALTATION_SIGN, SIGN_LORD, VEDIC_PLANETS } from './grahas.js';

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

/**
 * The id of every catalogue entry, in the order their display names are listed in each language's
 * `yogaName` row (shared/i18n/text/<lang>.ts, key order of shared/i18n/names/keys.ts): new entries are
 * appended, so the rows stay aligned. Every catalogue entry's id is one of these (typed), and every one
 * of these is a catalogue entry (checked when the module loads).
 */
export const YOGA_IDS = [
  'ruchaka',
  'bhadra',
  'hamsa',
  'malavya',
  'sasa',
  'gaja-kesari',
  'budhaditya',
  'chandra-mangala',
  'adhi',
  'sunapha',
  'anapha',
  'durudhura',
  'kemadruma',
  'kemadruma-bhanga',
  'vesi',
  'vasi',
  'ubhayachari',
  'amala',
  'parvata',
  'kahala',
  'chamara',
  'shankha',
  'shubha',
  'shubha-kartari',
  'ashubha',
  'papa-kartari',
  'lakshmi',
  'saraswati',
  'kalanidhi',
  'vasumathi',
  'shakata',
  'harsha',
  'sarala',
  'vimala',
  'neecha-bhanga-raja',
  'maha-parivartana',
  'dainya-parivartana',
  'khala-parivartana',
  'raja',
  'dhana',
  'vallaki',
  'dama',
  'pasha',
  'kedara',
  'shula',
  'yuga',
  'gola',
  // Nabhasa yogas, BPHS ch. 35: Ashraya, Dala, the first Akriti yogas
  'rajju',
  'musala',
  'nala',
  'mala',
  'sarpa',
  'gada',
  'shakata-nabhasa',
  'vihaga',
  'shringataka',
  'hala',
  'vajra',
  'yava',
  'kamala',
  'vapi',
  'yupa',
  'shara',
  'shakti',
  'danda',
  'nauka',
  'kuta',
  'chhatra',
  'chapa',
  'ardhachandra',
  'chakra',
  'samudra',
] as const;

export type YogaId = (typeof YOGA_IDS)[number];

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
  /** convention 'jhora': Sunapha/Anapha reported alongside Durudhura, Vesi/Vasi alongside Ubhayachari. */
  jhora: boolean;
}

function lordIndex(sign: number): number {
  return VEDIC_PLANETS.indexOf(SIGN_LORD[sign]);
}

/** The dignity of dignity.ts, as the yoga sentences' keys name it (yogas.dignity.*). */
const DIGNITY_KEY: Record<VedicDignity, Dignity> = {
  Exalted: 'exalted', 'Own Sign': 'own', 'Friendly Sign': 'friendly', 'Neutral Sign': 'neutral', 'Enemy Sign': 'enemy', Debilitated: 'debilitated',
};

function dignityOf(planet: number, sign: number): Dignity {
  return DIGNITY_KEY[vedicDignity(VEDIC_PLANETS[planet], sign)];
}

function buildContext(chart: YogaChart, convention: YogaConvention = 'classical'): Ctx {
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
  return { lagna, sign, lon, house, combust, retro, waxing, benefic, jhora: convention === 'jhora' };
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

// Conditions are sentences of the catalogue (yogas.cond.*, shared/i18n/text/en/yogas.ts); planets and
// signs go in as names, so every language words them its own way.
const NAME = (p: number) => planetTerm(VEDIC_PLANETS[p]);
const SIGN = (s: number) => signTerm(SIGN_NAMES[s]);
const ORD = ordinal;
const T = text;

/** "house 4 (kendra)": the house and its classes. */
function houseLabel(h: number): Text {
  const cls: Text[] = [];
  if (KENDRA.includes(h)) cls.push(T('yogas.houseClass.kendra'));
  if (TRIKONA.includes(h)) cls.push(T('yogas.houseClass.trikona'));
  if (DUSTHANA.includes(h)) cls.push(T('yogas.houseClass.dusthana'));
  if (UPACHAYA.includes(h)) cls.push(T('yogas.houseClass.upachaya'));
  return cls.length ? T('yogas.houseWithClasses', { house: h, classes: textList(cls) }) : T('yogas.house', { house: h });
}

/** "Jupiter in Cancer (exalted), house 4 (kendra) from lagna" */
function pos(c: Ctx, p: number): Text {
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

interface Def {
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

function make(c: Ctx, def: Def, planets: number[], conditions: Text[]): Yoga {
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

const list = (ps: readonly number[]) => textList(ps.map(NAME));

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

/** The five Pancha Mahapurusha yogas; their promise is the catalogue's yogas.mahapurusha.<planet>. */
const MAHAPURUSHA: Record<number, { id: YogaId; name: string; raman: number; pyjhoraId: string }> = {
  [MARS]: { id: 'ruchaka', name: 'Ruchaka Yoga', raman: 22, pyjhoraId: 'ruchaka_yoga' },
  [MERCURY]: { id: 'bhadra', name: 'Bhadra Yoga', raman: 23, pyjhoraId: 'bhadra_yoga' },
  [JUPITER]: { id: 'hamsa', name: 'Hamsa Yoga', raman: 19, pyjhoraId: 'hamsa_yoga' },
  [VENUS]: { id: 'malavya', name: 'Malavya Yoga', raman: 20, pyjhoraId: 'maalavya_yoga' },
  [SATURN]: { id: 'sasa', name: 'Sasa Yoga', raman: 21, pyjhoraId: 'sasa_yoga' },
};

/** The catalogue entry of the Mahapurusha yoga of `planet` (Mars … Saturn). */
function mahapurushaDef(planet: number): Def {
  const m = MAHAPURUSHA[planet];
  return {
    id: m.id, name: m.name, isBenefic: true, category: 'mahapurusha',
    source: { text: 'Phaladeepika', chapter: '6', verse: '1' }, pyjhoraId: m.pyjhoraId, decisions: [],
    description: T('yogas.mahapurusha.description', { planet: NAME(planet), raman: m.raman }),
    interpretation: [T(`yogas.mahapurusha.${VEDIC_PLANETS[planet]}`), READ_AS],
  };
}

const READ_AS = text('yogas.readAs');

/**
 * The seven Sankhya Nabhasa yogas, by the number of signs the seven planets occupy (BPHS ch. 35, names
 * in vv. 3–6; Phaladeepika ch. 6; Brihat Jataka ch. 12 v. 10), with PyJHora's id (PyJHora also reports
 * vallaki_yoga, dama_yoga, kedara_yoga and sula_yoga, duplicates of the same conditions).
 */
const SANKHYA: Record<number, { id: YogaId; name: string; isBenefic: boolean; pyjhoraId: string }> = {
  7: { id: 'vallaki', name: 'Vallaki Yoga', isBenefic: true, pyjhoraId: 'veenaa_yoga' },
  6: { id: 'dama', name: 'Dama Yoga', isBenefic: true, pyjhoraId: 'daama_yoga' },
  5: { id: 'pasha', name: 'Pasha Yoga', isBenefic: true, pyjhoraId: 'paasa_yoga' },
  4: { id: 'kedara', name: 'Kedara Yoga', isBenefic: true, pyjhoraId: 'kedaara_yoga' },
  3: { id: 'shula', name: 'Shula Yoga', isBenefic: false, pyjhoraId: 'soola_yoga' },
  2: { id: 'yuga', name: 'Yuga Yoga', isBenefic: false, pyjhoraId: 'yuga_yoga' },
  1: { id: 'gola', name: 'Gola Yoga', isBenefic: false, pyjhoraId: 'gola_yoga' },
};

function sankhyaDef(count: number): Def {
  const k = SANKHYA[count];
  return {
    id: k.id, name: k.name, isBenefic: k.isBenefic, category: 'nabhasa',
    source: { text: 'BPHS', chapter: '35', verse: null }, pyjhoraId: k.pyjhoraId,
    decisions: [text('yogas.decision.sankhyaPrecedence')],
    description: text('yogas.sankhya.description', { count }),
    interpretation: [text(`yogas.sankhya.${k.id}`), READ_AS],
  };
}

export const YOGA_DEFINITIONS = {
  gajakesari: {
    name: 'Gajakesari Yoga', isBenefic: true,
    id: 'gaja-kesari', category: 'chandra', source: { text: 'BPHS', chapter: '36', verse: '3–4' }, pyjhoraId: 'gaja_kesari_yoga', decisions: [],
    description: text('yogas.gajakesari.description'),
    interpretation: [text('yogas.gajakesari.interpretation.1'), READ_AS],
  },
  budhaditya: {
    name: 'Budhaditya Yoga', isBenefic: true,
    id: 'budhaditya', category: 'conjunction', source: { text: 'Saravali', chapter: '15', verse: null }, pyjhoraId: 'nipuna_yoga', decisions: [],
    description: text('yogas.budhaditya.description'),
    interpretation: [text('yogas.budhaditya.interpretation.1'), text('yogas.budhaditya.interpretation.2')],
  },
  chandraMangala: {
    name: 'Chandra-Mangala Yoga', isBenefic: true,
    id: 'chandra-mangala', category: 'conjunction', source: { text: 'Saravali', chapter: '15', verse: null }, pyjhoraId: 'chandra_mangala_yoga', decisions: [],
    description: text('yogas.chandraMangala.description'),
    interpretation: [text('yogas.chandraMangala.interpretation.1')],
  },
  adhi: {
    name: 'Adhi Yoga', isBenefic: true,
    id: 'adhi', category: 'chandra', source: { text: 'BPHS', chapter: '37', verse: '5' }, pyjhoraId: 'adhi_yoga', decisions: [],
    description: text('yogas.adhi.description'),
    interpretation: [text('yogas.adhi.interpretation.1'), READ_AS],
  },
  sunapha: {
    name: 'Sunapha Yoga', isBenefic: true,
    id: 'sunapha', category: 'chandra', source: { text: 'BPHS', chapter: '37', verse: '7–10' }, pyjhoraId: 'sunaphaa_yoga', decisions: [text('yogas.decision.occupants'), text('yogas.decision.ascendantOccupant'), text('yogas.decision.inclusive')],
    description: text('yogas.sunapha.description'),
    interpretation: [text('yogas.sunapha.interpretation.1')],
  },
  anapha: {
    name: 'Anapha Yoga', isBenefic: true,
    id: 'anapha', category: 'chandra', source: { text: 'BPHS', chapter: '37', verse: '7–10' }, pyjhoraId: 'anaphaa_yoga', decisions: [text('yogas.decision.occupants'), text('yogas.decision.ascendantOccupant'), text('yogas.decision.inclusive')],
    description: text('yogas.anapha.description'),
    interpretation: [text('yogas.anapha.interpretation.1')],
  },
  durudhura: {
    name: 'Durudhura Yoga', isBenefic: true,
    id: 'durudhura', category: 'chandra', source: { text: 'BPHS', chapter: '37', verse: '7–10' }, pyjhoraId: 'duradhara_yoga', decisions: [text('yogas.decision.occupants'), text('yogas.decision.ascendantOccupant')],
    description: text('yogas.durudhura.description'),
    interpretation: [text('yogas.durudhura.interpretation.1')],
  },
  kemadruma: {
    name: 'Kemadruma Yoga', isBenefic: false,
    id: 'kemadruma', category: 'chandra', source: { text: 'BPHS', chapter: '37', verse: '11–13' }, pyjhoraId: 'kemadruma_yoga', decisions: [text('yogas.decision.occupants')],
    description: text('yogas.kemadruma.description'),
    interpretation: [text('yogas.kemadruma.interpretation.1'), text('yogas.kemadruma.interpretation.2')],
  },
  kemadrumaBhanga: {
    name: 'Kemadruma Bhanga', isBenefic: true,
    id: 'kemadruma-bhanga', category: 'chandra', source: { text: 'BPHS', chapter: '37', verse: '11–13' }, pyjhoraId: null, decisions: [],
    description: text('yogas.kemadrumaBhanga.description'),
    interpretation: [text('yogas.kemadrumaBhanga.interpretation.1')],
  },
  vesi: {
    name: 'Vesi Yoga', isBenefic: true,
    id: 'vesi', category: 'surya', source: { text: 'BPHS', chapter: '38', verse: null }, pyjhoraId: 'vesi_yoga', decisions: [text('yogas.decision.occupants'), text('yogas.decision.ascendantOccupant'), text('yogas.decision.inclusive')],
    description: text('yogas.vesi.description'),
    interpretation: [text('yogas.vesi.interpretation.1')],
  },
  vasi: {
    name: 'Vasi Yoga', isBenefic: true,
    id: 'vasi', category: 'surya', source: { text: 'BPHS', chapter: '38', verse: null }, pyjhoraId: 'vosi_yoga', decisions: [text('yogas.decision.occupants'), text('yogas.decision.ascendantOccupant'), text('yogas.decision.inclusive')],
    description: text('yogas.vasi.description'),
    interpretation: [text('yogas.vasi.interpretation.1')],
  },
  ubhayachari: {
    name: 'Ubhayachari Yoga', isBenefic: true,
    id: 'ubhayachari', category: 'surya', source: { text: 'BPHS', chapter: '38', verse: null }, pyjhoraId: 'ubhayachara_yoga', decisions: [text('yogas.decision.occupants'), text('yogas.decision.ascendantOccupant')],
    description: text('yogas.ubhayachari.description'),
    interpretation: [text('yogas.ubhayachari.interpretation.1')],
  },
  amala: {
    name: 'Amala Yoga', isBenefic: true,
    id: 'amala', category: 'named', source: { text: 'BPHS', chapter: '36', verse: '5–6' }, pyjhoraId: 'amala_yoga', decisions: [text('yogas.decision.amala')],
    description: text('yogas.amala.description'),
    interpretation: [text('yogas.amala.interpretation.1')],
  },
  parvata: {
    name: 'Parvata Yoga', isBenefic: true,
    id: 'parvata', category: 'named', source: { text: 'BPHS', chapter: '36', verse: '7–8' }, pyjhoraId: 'parvata_yoga', decisions: [],
    description: text('yogas.parvata.description'),
    interpretation: [text('yogas.parvata.interpretation.1')],
  },
  kahala: {
    name: 'Kahala Yoga', isBenefic: true,
    id: 'kahala', category: 'named', source: { text: 'BPHS', chapter: '36', verse: '9–10' }, pyjhoraId: 'kaahala_yoga', decisions: [text('yogas.decision.lords'), text('yogas.decision.kahalaJupiter')],
    description: text('yogas.kahala.description'),
    interpretation: [text('yogas.kahala.interpretation.1')],
  },
  chamara: {
    name: 'Chamara Yoga', isBenefic: true,
    id: 'chamara', category: 'named', source: { text: 'BPHS', chapter: '36', verse: '11–12' }, pyjhoraId: 'chaamara_yoga', decisions: [],
    description: text('yogas.chamara.description'),
    interpretation: [text('yogas.chamara.interpretation.1')],
  },
  shankha: {
    name: 'Shankha Yoga', isBenefic: true,
    id: 'shankha', category: 'named', source: { text: 'BPHS', chapter: '36', verse: '13–14' }, pyjhoraId: 'sankha_yoga', decisions: [text('yogas.decision.lords')],
    description: text('yogas.shankha.description'),
    interpretation: [text('yogas.shankha.interpretation.1')],
  },
  shubha: {
    name: 'Shubha Yoga', isBenefic: true,
    id: 'shubha', category: 'lagna', source: { text: 'BPHS', chapter: '36', verse: '1–2' }, pyjhoraId: 'subha_yoga', decisions: [],
    description: text('yogas.shubha.description'),
    interpretation: [text('yogas.shubha.interpretation.1')],
  },
  shubhaKartari: {
    name: 'Shubha Kartari Yoga', isBenefic: true,
    id: 'shubha-kartari', category: 'lagna', source: { text: 'BPHS', chapter: '36', verse: '1–2' }, pyjhoraId: 'subha_yoga', decisions: [],
    description: text('yogas.shubhaKartari.description'),
    interpretation: [text('yogas.shubhaKartari.interpretation.1')],
  },
  ashubha: {
    name: 'Ashubha Yoga', isBenefic: false,
    id: 'ashubha', category: 'lagna', source: { text: 'BPHS', chapter: '36', verse: '1–2' }, pyjhoraId: 'asubha_yoga', decisions: [],
    description: text('yogas.ashubha.description'),
    interpretation: [text('yogas.ashubha.interpretation.1')],
  },
  papaKartari: {
    name: 'Papa Kartari Yoga', isBenefic: false,
    id: 'papa-kartari', category: 'lagna', source: { text: 'BPHS', chapter: '36', verse: '1–2' }, pyjhoraId: 'asubha_yoga', decisions: [],
    description: text('yogas.papaKartari.description'),
    interpretation: [text('yogas.papaKartari.interpretation.1')],
  },
  lakshmi: {
    name: 'Lakshmi Yoga', isBenefic: true,
    id: 'lakshmi', category: 'named', source: { text: 'BPHS', chapter: '36', verse: null }, pyjhoraId: 'lakshmi_yoga', decisions: [],
    description: text('yogas.lakshmi.description'),
    interpretation: [text('yogas.lakshmi.interpretation.1')],
  },
  saraswati: {
    name: 'Saraswati Yoga', isBenefic: true,
    id: 'saraswati', category: 'named', source: { text: 'Phaladeepika', chapter: '6', verse: null }, pyjhoraId: 'saraswathi_yoga', decisions: [],
    description: text('yogas.saraswati.description'),
    interpretation: [text('yogas.saraswati.interpretation.1')],
  },
  kalanidhi: {
    name: 'Kalanidhi Yoga', isBenefic: true,
    id: 'kalanidhi', category: 'named', source: { text: 'BPHS', chapter: '36', verse: null }, pyjhoraId: 'kalaanidhi_yoga', decisions: [],
    description: text('yogas.kalanidhi.description'),
    interpretation: [text('yogas.kalanidhi.interpretation.1')],
  },
  vasumathi: {
    name: 'Vasumathi Yoga', isBenefic: true,
    id: 'vasumathi', category: 'dhana', source: { text: 'BPHS', chapter: '37', verse: '6' }, pyjhoraId: 'vasumathi_yoga', decisions: [],
    description: text('yogas.vasumathi.description'),
    interpretation: [text('yogas.vasumathi.interpretation.1')],
  },
  shakata: {
    name: 'Shakata Yoga', isBenefic: false,
    id: 'shakata', category: 'arishta', source: { text: 'Raman, Three Hundred Important Combinations', chapter: null, verse: '#12' }, pyjhoraId: null, decisions: [],
    description: text('yogas.shakata.description'),
    interpretation: [text('yogas.shakata.interpretation.1')],
  },
  harsha: {
    name: 'Harsha Yoga', isBenefic: true,
    id: 'harsha', category: 'viparita', source: { text: 'Phaladeepika', chapter: '6', verse: null }, pyjhoraId: 'harsha_yoga', decisions: [text('yogas.decision.viparita')],
    description: text('yogas.harsha.description'),
    interpretation: [text('yogas.harsha.interpretation.1'), text('yogas.harsha.interpretation.2')],
  },
  sarala: {
    name: 'Sarala Yoga', isBenefic: true,
    id: 'sarala', category: 'viparita', source: { text: 'Phaladeepika', chapter: '6', verse: null }, pyjhoraId: 'sarala_yoga', decisions: [text('yogas.decision.viparita')],
    description: text('yogas.sarala.description'),
    interpretation: [text('yogas.sarala.interpretation.1'), text('yogas.sarala.interpretation.2')],
  },
  vimala: {
    name: 'Vimala Yoga', isBenefic: true,
    id: 'vimala', category: 'viparita', source: { text: 'Phaladeepika', chapter: '6', verse: null }, pyjhoraId: 'vimala_yoga', decisions: [text('yogas.decision.viparita')],
    description: text('yogas.vimala.description'),
    interpretation: [text('yogas.vimala.interpretation.1'), text('yogas.vimala.interpretation.2')],
  },
  neechaBhanga: {
    name: 'Neecha Bhanga Raja Yoga', isBenefic: true,
    id: 'neecha-bhanga-raja', category: 'neecha-bhanga', source: { text: 'Phaladeepika', chapter: '7', verse: null }, pyjhoraId: null, decisions: [],
    description: text('yogas.neechaBhanga.description'),
    interpretation: [text('yogas.neechaBhanga.interpretation.1'), READ_AS],
  },
  mahaParivartana: {
    name: 'Maha Parivartana Yoga', isBenefic: true,
    id: 'maha-parivartana', category: 'parivartana', source: { text: 'Phaladeepika', chapter: '6', verse: '32–33' }, pyjhoraId: null, decisions: [],
    description: text('yogas.mahaParivartana.description'),
    interpretation: [text('yogas.mahaParivartana.interpretation.1')],
  },
  dainyaParivartana: {
    name: 'Dainya Parivartana Yoga', isBenefic: false,
    id: 'dainya-parivartana', category: 'parivartana', source: { text: 'Phaladeepika', chapter: '6', verse: '32–33' }, pyjhoraId: null, decisions: [],
    description: text('yogas.dainyaParivartana.description'),
    interpretation: [text('yogas.dainyaParivartana.interpretation.1')],
  },
  khalaParivartana: {
    name: 'Khala Parivartana Yoga', isBenefic: false,
    id: 'khala-parivartana', category: 'parivartana', source: { text: 'Phaladeepika', chapter: '6', verse: '32–33' }, pyjhoraId: null, decisions: [],
    description: text('yogas.khalaParivartana.description'),
    interpretation: [text('yogas.khalaParivartana.interpretation.1')],
  },
  raja: {
    name: 'Raja Yoga', isBenefic: true,
    id: 'raja', category: 'raja', source: { text: 'BPHS', chapter: '34', verse: '11–12' }, pyjhoraId: null, decisions: [],
    description: text('yogas.raja.description'),
    interpretation: [text('yogas.raja.interpretation.1'), READ_AS],
  },
  dhana: {
    name: 'Dhana Yoga', isBenefic: true,
    id: 'dhana', category: 'dhana', source: { text: 'BPHS', chapter: '41', verse: null }, pyjhoraId: null, decisions: [],
    description: text('yogas.dhana.description'),
    interpretation: [text('yogas.dhana.interpretation.1')],
  },
  rajju: {
    name: 'Rajju Yoga', isBenefic: false,
    id: 'rajju', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '7' }, pyjhoraId: 'rajju_yoga', decisions: [text('yogas.decision.ashrayaReported')],
    description: text('yogas.rajju.description'),
    interpretation: [text('yogas.rajju.interpretation.1')],
  },
  musala: {
    name: 'Musala Yoga', isBenefic: true,
    id: 'musala', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '7' }, pyjhoraId: 'musala_yoga', decisions: [text('yogas.decision.ashrayaReported')],
    description: text('yogas.musala.description'),
    interpretation: [text('yogas.musala.interpretation.1')],
  },
  nala: {
    name: 'Nala Yoga', isBenefic: false,
    id: 'nala', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '7' }, pyjhoraId: 'nala_yoga', decisions: [text('yogas.decision.ashrayaReported')],
    description: text('yogas.nala.description'),
    interpretation: [text('yogas.nala.interpretation.1')],
  },
  mala: {
    name: 'Mala Yoga', isBenefic: true,
    id: 'mala', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '8' }, pyjhoraId: 'maalaa_yoga', decisions: [text('yogas.decision.dala')],
    description: text('yogas.mala.description'),
    interpretation: [text('yogas.mala.interpretation.1')],
  },
  sarpa: {
    name: 'Sarpa Yoga', isBenefic: false,
    id: 'sarpa', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '8' }, pyjhoraId: 'sarpa_yoga', decisions: [text('yogas.decision.dala'), text('yogas.decision.nabhasaNodes')],
    description: text('yogas.sarpa.description'),
    interpretation: [text('yogas.sarpa.interpretation.1')],
  },
  gada: {
    name: 'Gada Yoga', isBenefic: true,
    id: 'gada', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '9–11' }, pyjhoraId: 'gadaa_yoga', decisions: [],
    description: text('yogas.gada.description'),
    interpretation: [text('yogas.gada.interpretation.1')],
  },
  shakataNabhasa: {
    name: 'Shakata Nabhasa Yoga', isBenefic: false,
    id: 'shakata-nabhasa', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '9–11' }, pyjhoraId: 'sakata_yoga', decisions: [],
    description: text('yogas.shakataNabhasa.description'),
    interpretation: [text('yogas.shakataNabhasa.interpretation.1')],
  },
  vihaga: {
    name: 'Vihaga Yoga', isBenefic: false,
    id: 'vihaga', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '9–11' }, pyjhoraId: 'vihanga_yoga', decisions: [],
    description: text('yogas.vihaga.description'),
    interpretation: [text('yogas.vihaga.interpretation.1')],
  },
  shringataka: {
    name: 'Shringataka Yoga', isBenefic: true,
    id: 'shringataka', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '9–11' }, pyjhoraId: 'sringaataka_yoga', decisions: [],
    description: text('yogas.shringataka.description'),
    interpretation: [text('yogas.shringataka.interpretation.1')],
  },
  hala: {
    name: 'Hala Yoga', isBenefic: false,
    id: 'hala', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '9–11' }, pyjhoraId: 'hala_yoga', decisions: [],
    description: text('yogas.hala.description'),
    interpretation: [text('yogas.hala.interpretation.1')],
  },
  vajra: {
    name: 'Vajra Yoga', isBenefic: true,
    id: 'vajra', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '9–11' }, pyjhoraId: 'vajra_yoga', decisions: [],
    description: text('yogas.vajra.description'),
    interpretation: [text('yogas.vajra.interpretation.1')],
  },
  yava: {
    name: 'Yava Yoga', isBenefic: true,
    id: 'yava', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '9–11' }, pyjhoraId: 'yava_yoga', decisions: [],
    description: text('yogas.yava.description'),
    interpretation: [text('yogas.yava.interpretation.1')],
  },
  kamala: {
    name: 'Kamala Yoga', isBenefic: true,
    id: 'kamala', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '12' }, pyjhoraId: 'kamala_yoga', decisions: [],
    description: text('yogas.kamala.description'),
    interpretation: [text('yogas.kamala.interpretation.1')],
  },
  vapi: {
    name: 'Vapi Yoga', isBenefic: true,
    id: 'vapi', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '12' }, pyjhoraId: 'vaapi_yoga', decisions: [],
    description: text('yogas.vapi.description'),
    interpretation: [text('yogas.vapi.interpretation.1')],
  },
  yupa: {
    name: 'Yupa Yoga', isBenefic: true,
    id: 'yupa', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '13' }, pyjhoraId: 'yoopa_yoga', decisions: [],
    description: text('yogas.yupa.description'),
    interpretation: [text('yogas.yupa.interpretation.1')],
  },
  shara: {
    name: 'Shara Yoga', isBenefic: false,
    id: 'shara', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '13' }, pyjhoraId: 'sara_yoga', decisions: [],
    description: text('yogas.shara.description'),
    interpretation: [text('yogas.shara.interpretation.1')],
  },
  shakti: {
    name: 'Shakti Yoga', isBenefic: false,
    id: 'shakti', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '13' }, pyjhoraId: 'sakti_yoga', decisions: [],
    description: text('yogas.shakti.description'),
    interpretation: [text('yogas.shakti.interpretation.1')],
  },
  danda: {
    name: 'Danda Yoga', isBenefic: false,
    id: 'danda', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '13' }, pyjhoraId: 'danda_yoga', decisions: [],
    description: text('yogas.danda.description'),
    interpretation: [text('yogas.danda.interpretation.1')],
  },
  nauka: {
    name: 'Nauka Yoga', isBenefic: false,
    id: 'nauka', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: null }, pyjhoraId: 'naukaa_yoga', decisions: [],
    description: text('yogas.nauka.description'),
    interpretation: [text('yogas.nauka.interpretation.1')],
  },
  kuta: {
    name: 'Kuta Yoga', isBenefic: false,
    id: 'kuta', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: null }, pyjhoraId: 'koota_yoga', decisions: [],
    description: text('yogas.kuta.description'),
    interpretation: [text('yogas.kuta.interpretation.1')],
  },
  chhatra: {
    name: 'Chhatra Yoga', isBenefic: true,
    id: 'chhatra', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: null }, pyjhoraId: 'chatra_yoga', decisions: [],
    description: text('yogas.chhatra.description'),
    interpretation: [text('yogas.chhatra.interpretation.1')],
  },
  chapa: {
    name: 'Chapa Yoga', isBenefic: false,
    id: 'chapa', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: null }, pyjhoraId: 'chaapa_yoga', decisions: [],
    description: text('yogas.chapa.description'),
    interpretation: [text('yogas.chapa.interpretation.1')],
  },
  ardhachandra: {
    name: 'Ardhachandra Yoga', isBenefic: true,
    id: 'ardhachandra', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: null }, pyjhoraId: 'ardha_chandra_yoga', decisions: [],
    description: text('yogas.ardhachandra.description'),
    interpretation: [text('yogas.ardhachandra.interpretation.1')],
  },
  chakra: {
    name: 'Chakra Yoga', isBenefic: true,
    id: 'chakra', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: null }, pyjhoraId: 'chakra_yoga', decisions: [],
    description: text('yogas.chakra.description'),
    interpretation: [text('yogas.chakra.interpretation.1')],
  },
  samudra: {
    name: 'Samudra Yoga', isBenefic: true,
    id: 'samudra', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: null }, pyjhoraId: 'samudra_yoga', decisions: [],
    description: text('yogas.samudra.description'),
    interpretation: [text('yogas.samudra.interpretation.1')],
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
      out.push(make(c, mahapurushaDef(p), [p], [pos(c, p), T(d === 'own' ? 'yogas.cond.ownSignInKendra' : 'yogas.cond.exaltedInKendra', { house: c.house[p] })]));
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
    T('yogas.cond.jupiterFromMoon', { house: ORD(n), sign: SIGN(c.sign[MOON]) }),
    ...helpers.map((b) => T(c.sign[b] === c.sign[JUPITER] ? 'yogas.cond.beneficConjoinsJupiter' : 'yogas.cond.beneficAspectsJupiter', { planet: NAME(b) })),
    T('yogas.cond.jupiterUnafflicted'),
  ]));
}

function conjunctionYoga(c: Ctx, out: Yoga[], a: number, b: number, key: Key): void {
  if (c.sign[a] !== c.sign[b]) return;
  const cond = [pos(c, a), pos(c, b), T('yogas.cond.sameSign', { a: NAME(a), b: NAME(b), sign: SIGN(c.sign[a]) })];
  if (c.combust[b]) cond.push(T('yogas.cond.combustWeakens', { planet: NAME(b) }));
  out.push(make(c, D[key], [a, b], cond));
}

function adhi(c: Ctx, out: Yoga[]): void {
  const bens = [MERCURY, JUPITER, VENUS].filter((p) => c.benefic[p]);
  const at = bens.map((p) => countFrom(c.sign[MOON], c.sign[p]));
  if (!at.every((h) => h >= 6 && h <= 8)) return;
  out.push(make(c, D.adhi, bens, [
    T('yogas.cond.beneficsOtherThanMoon', { planets: list(bens) }),
    ...bens.map((p, i) => T('yogas.cond.fromMoon', { planet: NAME(p), house: ORD(at[i]), sign: SIGN(c.sign[p]) })),
  ]));
}

function chandraYogas(c: Ctx, out: Yoga[]): void {
  const s2 = occupants(c, (c.sign[MOON] + 1) % 12, FIVE);
  const s12 = occupants(c, (c.sign[MOON] + 11) % 12, FIVE);
  const moonAt = T('yogas.cond.moonIn', { sign: SIGN(c.sign[MOON]) });
  const in2 = () => T('yogas.cond.in2ndFromMoon', { planets: list(s2), sign: SIGN((c.sign[MOON] + 1) % 12) });
  const in12 = () => T('yogas.cond.in12thFromMoon', { planets: list(s12), sign: SIGN((c.sign[MOON] + 11) % 12) });
  if (s2.length && s12.length) {
    out.push(make(c, D.durudhura, [MOON, ...s2, ...s12], [moonAt, in2(), in12()]));
    if (c.jhora) {
      out.push(make(c, D.sunapha, [MOON, ...s2], [moonAt, in2()]));
      out.push(make(c, D.anapha, [MOON, ...s12], [moonAt, in12()]));
    }
  } else if (s2.length) {
    out.push(make(c, D.sunapha, [MOON, ...s2], [moonAt, in2(), T('yogas.cond.none12thFromMoon')]));
  } else if (s12.length) {
    out.push(make(c, D.anapha, [MOON, ...s12], [moonAt, in12(), T('yogas.cond.none2ndFromMoon')]));
  } else {
    const withMoon = occupants(c, c.sign[MOON], FIVE);
    const kendraLagna = FIVE.filter((p) => KENDRA.includes(c.house[p]));
    const kendraMoon = FIVE.filter((p) => KENDRA.includes(countFrom(c.sign[MOON], c.sign[p])));
    const base = [moonAt, T('yogas.cond.noneAroundMoon')];
    const cancels: Text[] = [];
    if (withMoon.length) cancels.push(T('yogas.cond.cancelledWithMoon', { planets: list(withMoon) }));
    if (kendraLagna.length) cancels.push(T('yogas.cond.cancelledKendraLagna', { planets: list(kendraLagna) }));
    if (kendraMoon.length) cancels.push(T('yogas.cond.cancelledKendraMoon', { planets: list(kendraMoon) }));
    if (!cancels.length) {
      out.push(make(c, D.kemadruma, [MOON], [...base, T('yogas.cond.noCancellation')]));
    } else {
      out.push(make(c, D.kemadrumaBhanga, [MOON, ...withMoon, ...kendraLagna, ...kendraMoon], [...base, ...cancels]));
    }
  }
}

function suryaYogas(c: Ctx, out: Yoga[]): void {
  const s2 = occupants(c, (c.sign[SUN] + 1) % 12, FIVE);
  const s12 = occupants(c, (c.sign[SUN] + 11) % 12, FIVE);
  const sunAt = T('yogas.cond.sunIn', { sign: SIGN(c.sign[SUN]) });
  const t2 = () => T('yogas.cond.in2ndFromSun', { planets: list(s2), sign: SIGN((c.sign[SUN] + 1) % 12) });
  const t12 = () => T('yogas.cond.in12thFromSun', { planets: list(s12), sign: SIGN((c.sign[SUN] + 11) % 12) });
  if (s2.length && s12.length) {
    out.push(make(c, D.ubhayachari, [SUN, ...s2, ...s12], [sunAt, t2(), t12()]));
    if (c.jhora) {
      out.push(make(c, D.vesi, [SUN, ...s2], [sunAt, t2()]));
      out.push(make(c, D.vasi, [SUN, ...s12], [sunAt, t12()]));
    }
  } else if (s2.length) out.push(make(c, D.vesi, [SUN, ...s2], [sunAt, t2(), T('yogas.cond.none12thFromSun')]));
  else if (s12.length) out.push(make(c, D.vasi, [SUN, ...s12], [sunAt, t12(), T('yogas.cond.none2ndFromSun')]));
}

function amala(c: Ctx, out: Yoga[]): void {
  for (const [ref, from] of [['lagna', c.lagna], ['Moon', c.sign[MOON]]] as const) {
    const tenth = (from + 9) % 12;
    const occ = occupants(c, tenth, ALL);
    if (occ.length && occ.every((p) => c.benefic[p])) {
      out.push(make(c, D.amala, occ, [
        T(ref === 'lagna' ? 'yogas.cond.tenthFromLagna' : 'yogas.cond.tenthFromMoon', { sign: SIGN(tenth) }),
        T('yogas.cond.onlyNaturalBenefics', { planets: list(occ) }),
        ...occ.map((p) => pos(c, p)),
      ]));
    }
  }
}

function parvata(c: Ctx, out: Yoga[]): void {
  const inKendra = ALL.filter((p) => KENDRA.includes(c.house[p]));
  if (!inKendra.length || !inKendra.every((p) => c.benefic[p])) return;
  const h78 = ALL.filter((p) => c.house[p] === 7 || c.house[p] === 8);
  if (!h78.every((p) => c.benefic[p])) return;
  out.push(make(c, D.parvata, inKendra, [
    T('yogas.cond.kendrasOnlyBenefics', { planets: textList(inKendra.map((p) => T('yogas.planetInHouse', { planet: NAME(p), house: c.house[p] }))) }),
    h78.length ? T('yogas.cond.house7and8Benefics', { planets: list(h78) }) : T('yogas.cond.house7and8Vacant'),
  ]));
}

function kahala(c: Ctx, out: Yoga[]): void {
  const l4 = lordOfHouse(c, 4), l1 = lordOfHouse(c, 1), l10 = lordOfHouse(c, 10);
  if (l4 !== JUPITER && KENDRA.includes(countFrom(c.sign[JUPITER], c.sign[l4])) && isStrong(c, l1)) {
    out.push(make(c, D.kahala, [l4, JUPITER, l1], [
      T('yogas.cond.lordOf', { house: ORD(4), position: pos(c, l4) }), pos(c, JUPITER),
      T('yogas.cond.fourthLordJupiterKendras', { house: ORD(countFrom(c.sign[JUPITER], c.sign[l4])) }),
      T('yogas.cond.lagnaLordStrong', { position: pos(c, l1) }),
    ]));
  }
  const d4 = dignityOf(l4, c.sign[l4]);
  if ((d4 === 'own' || d4 === 'exalted') && l10 !== l4 && c.sign[l10] === c.sign[l4]) {
    out.push(make(c, D.kahala, [l4, l10], [
      T('yogas.cond.lordOf', { house: ORD(4), position: pos(c, l4) }),
      T('yogas.cond.tenthLordConjoinsFourth', { planet: NAME(l10), sign: SIGN(c.sign[l4]) }),
    ]));
  }
}

function chamara(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1);
  if (dignityOf(l1, c.sign[l1]) === 'exalted' && KENDRA.includes(c.house[l1]) && l1 !== JUPITER && aspectsSign(JUPITER, c.sign[JUPITER], c.sign[l1])) {
    out.push(make(c, D.chamara, [l1, JUPITER], [T('yogas.cond.lagnaLord', { position: pos(c, l1) }), T('yogas.cond.aspectedByJupiter', { sign: SIGN(c.sign[JUPITER]) })]));
  }
  for (const h of [1, 7, 9, 10]) {
    const bens = occupants(c, houseSign(c, h), ALL).filter((p) => c.benefic[p]);
    if (bens.length >= 2) out.push(make(c, D.chamara, bens, [T('yogas.cond.beneficsTogether', { planets: list(bens), house: h, sign: SIGN(houseSign(c, h)) })]));
  }
}

function shankha(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1), l5 = lordOfHouse(c, 5), l6 = lordOfHouse(c, 6), l9 = lordOfHouse(c, 9), l10 = lordOfHouse(c, 10);
  if (isStrong(c, l1) && KENDRA.includes(countFrom(c.sign[l5], c.sign[l6]))) {
    out.push(make(c, D.shankha, [l1, l5, l6], [
      T('yogas.cond.lagnaLordStrong', { position: pos(c, l1) }),
      T('yogas.cond.fifthSixthLordsKendras', { lord5: NAME(l5), lord6: NAME(l6), sign5: SIGN(c.sign[l5]), sign6: SIGN(c.sign[l6]) }),
    ]));
  }
  if (l1 !== l10 && c.sign[l1] === c.sign[l10] && MOVABLE.includes(c.sign[l1]) && isStrong(c, l9)) {
    out.push(make(c, D.shankha, [l1, l10, l9], [
      T('yogas.cond.lagnaTenthLordsMovable', { lord1: NAME(l1), lord10: NAME(l10), sign: SIGN(c.sign[l1]) }),
      T('yogas.cond.lordStrong', { house: ORD(9), position: pos(c, l9) }),
    ]));
  }
}

function shubhaAshubha(c: Ctx, out: Yoga[]): void {
  const occ = (h: number) => occupants(c, houseSign(c, h), ALL);
  const onlyBen = (ps: number[]) => ps.length > 0 && ps.every((p) => c.benefic[p]);
  const onlyMal = (ps: number[]) => ps.length > 0 && ps.every((p) => !c.benefic[p]);
  const l = occ(1), h2 = occ(2), h12 = occ(12);
  const lagna = SIGN(c.lagna);
  if (onlyBen(l)) out.push(make(c, D.shubha, l, [T('yogas.cond.lagnaOnlyBenefics', { sign: lagna, planets: list(l) })]));
  if (onlyMal(l)) out.push(make(c, D.ashubha, l, [T('yogas.cond.lagnaOnlyMalefics', { sign: lagna, planets: list(l) })]));
  const house = (h: number, ps: number[], key: string) => T(key, { house: ORD(h), planets: list(ps) });
  if (onlyBen(h2) && onlyBen(h12)) {
    out.push(make(c, D.shubhaKartari, [...h12, ...h2], [house(12, h12, 'yogas.cond.houseBenefics'), house(2, h2, 'yogas.cond.houseBenefics')]));
  }
  if (onlyMal(h2) && onlyMal(h12)) {
    out.push(make(c, D.papaKartari, [...h12, ...h2], [house(12, h12, 'yogas.cond.houseMalefics'), house(2, h2, 'yogas.cond.houseMalefics')]));
  }
}

function lakshmi(c: Ctx, out: Yoga[]): void {
  const l9 = lordOfHouse(c, 9), l1 = lordOfHouse(c, 1);
  const d = dignityOf(l9, c.sign[l9]);
  if ((d === 'own' || d === 'exalted') && KENDRA.includes(c.house[l9]) && isStrong(c, l1)) {
    out.push(make(c, D.lakshmi, [l9, l1], [T('yogas.cond.lordOf', { house: ORD(9), position: pos(c, l9) }), T('yogas.cond.lagnaLordStrong', { position: pos(c, l1) })]));
  }
}

function saraswati(c: Ctx, out: Yoga[]): void {
  const ok = (p: number) => KENDRA.includes(c.house[p]) || TRIKONA.includes(c.house[p]) || c.house[p] === 2;
  const dj = dignityOf(JUPITER, c.sign[JUPITER]);
  if (ok(MERCURY) && ok(JUPITER) && ok(VENUS) && (dj === 'own' || dj === 'friendly' || dj === 'exalted')) {
    out.push(make(c, D.saraswati, [MERCURY, JUPITER, VENUS], [pos(c, MERCURY), pos(c, JUPITER), pos(c, VENUS), T('yogas.cond.saraswati')]));
  }
}

function kalanidhi(c: Ctx, out: Yoga[]): void {
  if (c.house[JUPITER] !== 2 && c.house[JUPITER] !== 5) return;
  const touches = (p: number) => c.sign[p] === c.sign[JUPITER] || aspectsSign(p, c.sign[p], c.sign[JUPITER]);
  if (touches(MERCURY) && touches(VENUS)) {
    out.push(make(c, D.kalanidhi, [JUPITER, MERCURY, VENUS], [
      pos(c, JUPITER),
      ...[MERCURY, VENUS].map((p) => T(c.sign[p] === c.sign[JUPITER] ? 'yogas.cond.conjoinsJupiter' : 'yogas.cond.aspectsJupiter', { planet: NAME(p) })),
    ]));
  }
}

function vasumathi(c: Ctx, out: Yoga[]): void {
  const bens = ALL.filter((p) => c.benefic[p]);
  const fromMoon = (p: number) => p !== MOON && UPACHAYA.includes(countFrom(c.sign[MOON], c.sign[p]));
  if (!bens.every((p) => UPACHAYA.includes(c.house[p]) || fromMoon(p))) return;
  out.push(make(c, D.vasumathi, bens, bens.map((p) => UPACHAYA.includes(c.house[p])
    ? T('yogas.cond.upachayaFromLagna', { planet: NAME(p), sign: SIGN(c.sign[p]), house: c.house[p] })
    : T('yogas.cond.upachayaFromMoon', { planet: NAME(p), sign: SIGN(c.sign[p]), house: ORD(countFrom(c.sign[MOON], c.sign[p])) }))));
}

function shakata(c: Ctx, out: Yoga[]): void {
  const n = countFrom(c.sign[JUPITER], c.sign[MOON]);
  if (![6, 8, 12].includes(n) || KENDRA.includes(c.house[MOON])) return;
  out.push(make(c, D.shakata, [MOON, JUPITER], [
    T('yogas.cond.moonFromJupiter', { sign: SIGN(c.sign[MOON]), house: ORD(n), jupiterSign: SIGN(c.sign[JUPITER]) }),
    T('yogas.cond.moonNotKendra', { house: houseLabel(c.house[MOON]) }),
  ]));
}

function viparita(c: Ctx, out: Yoga[]): void {
  for (const [h, key] of [[6, 'harsha'], [8, 'sarala'], [12, 'vimala']] as const) {
    const l = lordOfHouse(c, h);
    if (DUSTHANA.includes(c.house[l])) {
      out.push(make(c, D[key], [l], [T('yogas.cond.lordOf', { house: ORD(h), position: pos(c, l) }), T('yogas.cond.lordInDusthana', { house: ORD(h) })]));
    }
  }
}

function neechaBhanga(c: Ctx, out: Yoga[]): void {
  for (const p of SEVEN) {
    const s = c.sign[p];
    if (dignityOf(p, s) !== 'debilitated') continue;
    const where = (q: number) => {
      const refs: Text[] = [];
      if (KENDRA.includes(c.house[q])) refs.push(T('yogas.cond.houseFromLagna', { house: c.house[q] }));
      const m = countFrom(c.sign[MOON], c.sign[q]);
      if (q !== MOON && KENDRA.includes(m)) refs.push(T('yogas.cond.houseFromMoon', { house: ORD(m) }));
      return refs;
    };
    const cands: [number, Text][] = [[lordIndex(s), T('yogas.role.lordOfOccupied', { sign: SIGN(s) })]];
    const ex = EXALTATION_SIGN[VEDIC_PLANETS[p]];
    if (ex !== undefined) cands.push([lordIndex(ex), T('yogas.role.lordOfExaltation', { sign: SIGN(ex) })]);
    const exHere = SEVEN.find((q) => EXALTATION_SIGN[VEDIC_PLANETS[q]] === s);
    if (exHere !== undefined) cands.push([exHere, T('yogas.role.exaltedThere', { sign: SIGN(s) })]);
    const hits = cands.filter(([q]) => q !== p && where(q).length);
    if (!hits.length) continue;
    out.push(make(c, D.neechaBhanga, [p, ...hits.map(([q]) => q)], [
      pos(c, p),
      ...hits.map(([q, role]) => T('yogas.cond.cancellerInKendra', { planet: NAME(q), role, where: textList(where(q)) })),
    ]));
  }
}

function parivartana(c: Ctx, out: Yoga[]): void {
  for (let a = 0; a < 7; a++) {
    for (let b = a + 1; b < 7; b++) {
      if (lordIndex(c.sign[a]) !== b || lordIndex(c.sign[b]) !== a) continue;
      const ha = c.house[a], hb = c.house[b];
      const key: Key = DUSTHANA.includes(ha) || DUSTHANA.includes(hb) ? 'dainyaParivartana' : ha === 3 || hb === 3 ? 'khalaParivartana' : 'mahaParivartana';
      out.push(make(c, D[key], [a, b], [
        pos(c, a), pos(c, b),
        T('yogas.cond.exchange', { a: NAME(a), houseA: hb, b: NAME(b), houseB: ha, low: Math.min(ha, hb), high: Math.max(ha, hb) }),
      ]));
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
        T('yogas.cond.lordOfHouses', { planet: NAME(x), houses: textList(ownsOf(x)), position: pos(c, x) }),
        T('yogas.cond.lordOfHouses', { planet: NAME(y), houses: textList(ownsOf(y)), position: pos(c, y) }),
        T('yogas.cond.association', { how: textList(how.map((h) => T(`yogas.association.${h.replace(/ (\w)/g, (_, ch: string) => ch.toUpperCase())}`))) }),
      ]));
    }
  }
}

/**
 * The Akriti Nabhasa yogas (BPHS ch. 35 vv. 9–16; Saravali ch. 21), as a test only: true when the seven
 * planets (Sun … Saturn) occupy exactly one of these sets of houses from the lagna, every house of the set
 * occupied: two successive kendras (Gada), 1 and 7 (Shakata), 4 and 10 (Vihaga), 1-5-9 (Shringataka),
 * another trine (Hala), the four kendras (Kamala, and Vajra/Yava, which split them into benefics and
 * malefics), the four panaparas or apoklimas (Vapi), four houses from a kendra (Yupa, Ishu, Shakti,
 * Danda), seven successive houses (Nauka, Kuta, Chhatra, Chapa from a kendra, Ardhachandra otherwise), the
 * odd or the even houses (Chakra, Samudra). The Sankhya yogas are declared only in their absence (Brihat
 * Jataka ch. 12 v. 10). The Ashraya yogas (Rajju, Musala, Nala) do not bar them: an Ashraya yoga joined by
 * another yoga gives way to it (ibid. v. 12). The Dala yogas (Mala, Sarpa) are not part of the test yet.
 */
function akritiFormed(c: Ctx): boolean {
  const occupied = new Set(SEVEN.map((p) => c.house[p]));
  const is = (hs: readonly number[]) => occupied.size === hs.length && hs.every((h) => occupied.has(h));
  const run = (from: number, n: number) => Array.from({ length: n }, (_, i) => ((from - 1 + i) % 12) + 1);
  const sets: number[][] = [
    [1, 4], [4, 7], [7, 10], [10, 1], [1, 7], [4, 10],
    [1, 5, 9], [2, 6, 10], [3, 7, 11], [4, 8, 12],
    [1, 4, 7, 10], [2, 5, 8, 11], [3, 6, 9, 12],
    ...KENDRA.map((k) => run(k, 4)),
    ...Array.from({ length: 12 }, (_, i) => run(i + 1, 7)),
    [1, 3, 5, 7, 9, 11], [2, 4, 6, 8, 10, 12],
  ];
  return sets.some(is);
}

/**
 * The Ashraya Nabhasa yogas (BPHS ch. 35 v. 7): all seven planets in movable (Rajju), fixed (Musala) or
 * dual (Nala) signs. Reported beside the other Nabhasa yogas: BPHS gives them no precedence rule.
 */
function ashraya(c: Ctx, out: Yoga[]): void {
  const kind = c.sign[SUN] % 3;
  if (!SEVEN.every((p) => c.sign[p] % 3 === kind)) return;
  const [key, term] = ([['rajju', 'movable'], ['musala', 'fixed'], ['nala', 'dual']] as const)[kind];
  const signs = [...new Set(SEVEN.map((p) => c.sign[p]))].sort((a, b) => a - b);
  out.push(make(c, D[key], [...SEVEN], [T('yogas.cond.allInSignKind', { kind: T(`yogas.signKind.${term}`), signs: textList(signs.map(SIGN)) })]));
}

/**
 * The Dala Nabhasa yogas (BPHS ch. 35 v. 8): three kendras from the lagna occupied by benefics (Mala) or by
 * malefics (Sarpa). Read here over the seven planets: at least three kendras each hold a natural benefic and
 * no malefic (Mala), or a malefic and no benefic (Sarpa).
 */
function dala(c: Ctx, out: Yoga[]): void {
  for (const [key, good] of [['mala', true], ['sarpa', false]] as const) {
    const held = KENDRA.filter((h) => {
      const occ = occupants(c, houseSign(c, h), SEVEN);
      return occ.length > 0 && occ.every((p) => c.benefic[p] === good);
    });
    if (held.length < 3) continue;
    const planets = SEVEN.filter((p) => held.includes(c.house[p]));
    out.push(make(c, D[key], planets, [
      T(good ? 'yogas.cond.kendrasHeldByBenefics' : 'yogas.cond.kendrasHeldByMalefics', {
        planets: textList(planets.map((p) => T('yogas.planetInHouse', { planet: NAME(p), house: c.house[p] }))),
      }),
    ]));
  }
}

/** The Akriti yogas of this batch: the sets of houses the seven planets must fill exactly (BPHS ch. 35 vv. 9–11). */
const AKRITI: readonly (readonly [Key, readonly (readonly number[])[]])[] = [
  ['gada', [[1, 4], [4, 7], [7, 10], [10, 1]]],
  ['shakataNabhasa', [[1, 7]]],
  ['vihaga', [[4, 10]]],
  ['shringataka', [[1, 5, 9]]],
  ['hala', [[2, 6, 10], [3, 7, 11], [4, 8, 12]]],
  ['kamala', [[1, 4, 7, 10]]],
  ['vapi', [[2, 5, 8, 11], [3, 6, 9, 12]]],
  ['yupa', [[1, 2, 3, 4]]],
  ['shara', [[4, 5, 6, 7]]],
  ['shakti', [[7, 8, 9, 10]]],
  ['danda', [[10, 11, 12, 1]]],
  ['nauka', [[1, 2, 3, 4, 5, 6, 7]]],
  ['kuta', [[4, 5, 6, 7, 8, 9, 10]]],
  ['chhatra', [[7, 8, 9, 10, 11, 12, 1]]],
  ['chapa', [[10, 11, 12, 1, 2, 3, 4]]],
  ['ardhachandra', [2, 3, 5, 6, 8, 9, 11, 12].map((h) => Array.from({ length: 7 }, (_, i) => ((h - 1 + i) % 12) + 1))],
  ['chakra', [[1, 3, 5, 7, 9, 11]]],
  ['samudra', [[2, 4, 6, 8, 10, 12]]],
];

/**
 * The four kendras filled (Kamala) split by the planets' nature (BPHS ch. 35 vv. 9–12; Brihat Jataka ch. 12 v. 5):
 * benefics only in the 1st and 7th and malefics only in the 4th and 10th is Vajra, the reverse Yava, any other
 * mixture Kamala.
 */
function kendraAkriti(c: Ctx): Key {
  const only = (hs: number[], good: boolean) => SEVEN.filter((p) => hs.includes(c.house[p])).every((p) => c.benefic[p] === good);
  if (only([1, 7], true) && only([4, 10], false)) return 'vajra';
  if (only([1, 7], false) && only([4, 10], true)) return 'yava';
  return 'kamala';
}

function akriti(c: Ctx, out: Yoga[]): void {
  const occupied = new Set(SEVEN.map((p) => c.house[p]));
  for (const [key, sets] of AKRITI) {
    const hs = sets.find((set) => occupied.size === set.length && set.every((h) => occupied.has(h)));
    if (!hs) continue;
    out.push(make(c, D[key === 'kamala' ? kendraAkriti(c) : key], [...SEVEN], [
      T('yogas.cond.sevenInHouses', { houses: textList([...hs].sort((a, b) => a - b)), planets: textList(SEVEN.map((p) => T('yogas.planetInHouse', { planet: NAME(p), house: c.house[p] }))) }),
    ]));
  }
}

/** The Sankhya yoga of the number of signs the seven planets occupy, unless an Akriti yoga forms. */
function sankhya(c: Ctx, out: Yoga[]): void {
  if (akritiFormed(c)) return;
  const signs = [...new Set(SEVEN.map((p) => c.sign[p]))].sort((a, b) => a - b);
  out.push(make(c, sankhyaDef(signs.length), [...SEVEN], [
    T('yogas.cond.sankhyaSigns', { signs: textList(signs.map(SIGN)) }),
    T('yogas.cond.noOtherNabhasa'),
  ]));
}

/**
 * Finds the yogas of the catalogue in a D1 chart. Each result names what matched in `conditions`.
 * Pure function; about 0.06 ms per chart once warm (measured over the 8 reference charts).
 *
 * `convention: 'jhora'` reports as PyJHora 4.8.5 does where the difference is one of reporting, not of
 * definition: Sunapha and Anapha also when Durudhura is formed, Vesi and Vasi also when Ubhayachari is
 * (BPHS ch. 37–38 make each pair exclusive of the third yoga; PyJHora lists the parts too).
 */
export function findYogas(chart: YogaChart, convention: YogaConvention = 'classical'): Yoga[] {
  const c = buildContext(chart, convention);
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
  ashraya(c, out);
  dala(c, out);
  akriti(c, out);
  sankhya(c, out);
  return out;
}

/** Natural benefics of the chart under the rule above (exported for tests and callers that show it). */
export function naturalBenefics(chart: YogaChart): number[] {
  const c = buildContext(chart);
  return ALL.filter((p) => c.benefic[p]);
}

// ---------------------------------------------------------------------------------------------
// The catalogue as data
// ---------------------------------------------------------------------------------------------

export interface YogaCatalogueEntry {
  id: YogaId;
  name: string;
  category: YogaCategory;
  isBenefic: boolean;
  /** The condition, as a sentence that names its source. */
  condition: Text;
  source: YogaSource;
  pyjhoraId: string | null;
  /** Where we read the text differently from PyJHora, and why. */
  decisions: Text[];
}

/** Every definition, in the order findYogas reports them (the five Mahapurusha yogas first). */
export const YOGA_CATALOGUE: readonly YogaCatalogueEntry[] = [
  ...[MARS, MERCURY, JUPITER, VENUS, SATURN].map(mahapurushaDef),
  ...Object.values(YOGA_DEFINITIONS),
  ...[7, 6, 5, 4, 3, 2, 1].map(sankhyaDef),
].map((d: Def) => ({
  id: d.id, name: d.name, category: d.category, isBenefic: d.isBenefic, condition: d.description, source: d.source,
  pyjhoraId: d.pyjhoraId, decisions: d.decisions,
}));

/** The English display name of every catalogue entry, in the order of YOGA_IDS (the ids and the catalogue are checked to match here). */
export const YOGA_ENGLISH_NAMES: readonly string[] = YOGA_IDS.map((id) => {
  const e = YOGA_CATALOGUE.find((y) => y.id === id);
  if (!e) throw new Error(`YOGA_IDS: ${id} is not in the catalogue`);
  return e.name;
});
if (new Set(YOGA_CATALOGUE.map((e) => e.id)).size !== YOGA_IDS.length) throw new Error('YOGA_IDS and the catalogue differ');

export interface AbsentYoga {
  id: YogaId;
  name: string;
  pyjhoraId: string | null;
  category: YogaCategory;
  /** Why it is not listed: its condition, which the chart does not meet. */
  reason: Text;
}

/** The catalogue entries that `present` (findYogas' answer) does not contain, each with its condition. */
export function absentYogas(present: readonly Yoga[]): AbsentYoga[] {
  const found = new Set(present.map((y) => y.id));
  return YOGA_CATALOGUE.filter((e) => !found.has(e.id)).map((e) => ({
    id: e.id, name: e.name, pyjhoraId: e.pyjhoraId, category: e.category, reason: T('yogas.absent', { condition: e.condition }),
  }));
}
