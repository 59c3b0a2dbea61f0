/**
 * Panchanga at an instant: tithi, vara, nakshatra, yoga and karana, each with its exact start and end,
 * plus a documented muhurta score, warnings and birth-quality flags.
 *
 * Positions are the apparent sidereal Sun and Moon (../ephemeris.ts `bodyPosition` with an ayanamsa,
 * Lahiri by default), the drik-ganita convention of the modern almanacs; the reference data's
 * "apparent" block. The tithi and karana use the elongation Moon − Sun, in which the ayanamsa cancels.
 *  - tithi k (1…30) while Moon − Sun ∈ [12°(k−1), 12°k): 1–15 Shukla, 16–30 Krishna (Surya Siddhanta 2.66).
 *  - karana k (1…60) while Moon − Sun ∈ [6°(k−1), 6°k): two per tithi (Surya Siddhanta 2.67–69).
 *  - nakshatra from the Moon, yoga k (1…27) while Moon + Sun ∈ [13°20′(k−1), 13°20′k) (Surya Siddhanta 2.64–65).
 * Every start and end is the crossing of the relevant multiple, found by Newton iteration on the
 * combined speed (as ../lunar/phases.ts) to better than 0.1 s, then checked to bracket the instant;
 * a bisection takes over if that check ever fails.
 * The vara is counted from sunrise (./muhurta.ts `vedicDay`): before sunrise it is the previous weekday.
 */
import { nakshatraTerm, text, type Text } from '../text.js';
import { norm360, signedDelta } from '../angles.js';
import { bodyPosition, type Ayanamsa, type SunriseMode } from '../ephemeris.js';
import { VEDIC_PLANETS } from './grahas.js';
import { vedicDay, WEEKDAY_LORD } from './muhurta.js';
import { NAKSHATRA_SPAN_DEG, nakshatraOf } from './nakshatra.js';

/**
 * The 16 distinct tithi names. Tithis 1–14 of each paksha are Pratipada … Chaturdashi (prefixed with the
 * paksha, e.g. "Shukla Pratipada"), tithi 15 is Purnima, tithi 30 Amavasya.
 */
export const TITHI_NAMES = [
  'Pratipada', 'Dwitiya', 'Tritiya', 'Chaturthi', 'Panchami', 'Shashthi', 'Saptami', 'Ashtami',
  'Navami', 'Dashami', 'Ekadashi', 'Dwadashi', 'Trayodashi', 'Chaturdashi', 'Purnima', 'Amavasya',
] as const;

/** The 27 nitya (daily) yogas in order, 0 = Vishkumbha. */
export const NITYA_YOGA_NAMES = [
  'Vishkumbha', 'Priti', 'Ayushman', 'Saubhagya', 'Shobhana', 'Atiganda', 'Sukarma', 'Dhriti', 'Shula',
  'Ganda', 'Vriddhi', 'Dhruva', 'Vyaghata', 'Harshana', 'Vajra', 'Siddhi', 'Vyatipata', 'Variyana',
  'Parigha', 'Shiva', 'Siddha', 'Sadhya', 'Shubha', 'Shukla', 'Brahma', 'Indra', 'Vaidhriti',
] as const;

/** The 11 karanas: the 7 movable (chara) ones first, then the 4 fixed (sthira) ones. */
export const KARANA_NAMES = [
  'Bava', 'Balava', 'Kaulava', 'Taitila', 'Gara', 'Vanija', 'Vishti',
  'Shakuni', 'Chatushpada', 'Naga', 'Kimstughna',
] as const;

/** Weekdays, Sunday first (vara 0 = Sunday). */
export const VARA_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The Sanskrit weekday names, in the same order as VARA_WEEKDAYS. */
export const VARA_SANSKRIT = [
  'Ravivara', 'Somavara', 'Mangalavara', 'Budhavara', 'Guruvara', 'Shukravara', 'Shanivara',
] as const;

export type Paksha = 'Shukla' | 'Krishna';
export type TithiGroup = 'Nanda' | 'Bhadra' | 'Jaya' | 'Rikta' | 'Purna';
export type KaranaType = 'movable' | 'fixed';

const TITHI_SPAN_DEG = 12;
const KARANA_SPAN_DEG = 6;

/**
 * Deities of tithis 1–15 (both pakshas), Muhurta Chintamani, Śubhāśubha-prakaraṇa: "tithīśā
 * vahni-kau gaurī gaṇeśo 'hir guho raviḥ / śivo durgā 'ntako viśve hariḥ kāmaḥ śivaḥ śaśī" — Agni,
 * Brahma (ka), Gauri, Ganesha, the Nagas (ahi), Kartikeya (guha), Surya, Shiva, Durga, Yama (antaka),
 * the Vishvedevas, Vishnu (hari), Kamadeva, Shiva, Chandra (śaśī, Purnima). The verse stops at the
 * 15th; Amavasya's deity, the Pitris, is the common almanac convention (e.g. nepalijyotish.com
 * "jyotish-info", which quotes the verse and adds "amāvāsyā: pitṛ").
 */
const TITHI_DEITY = [
  'Agni', 'Brahma', 'Gauri', 'Ganesha', 'Naga', 'Kartikeya', 'Surya', 'Shiva', 'Durga', 'Yama',
  'Vishvedevas', 'Vishnu', 'Kamadeva', 'Shiva', 'Chandra',
] as const;

/**
 * Nanda, Bhadra, Jaya, Rikta, Purna repeat over the tithis of each paksha (1, 6, 11 Nanda … 5, 10, 15
 * and Amavasya Purna): Muhurta Chintamani, Śubhāśubha-prakaraṇa, "nandā ca bhadrā ca jayā ca riktā
 * pūrṇeti tithyaḥ …". The Rikta ("empty") tithis 4, 9, 14 are avoided for beginnings.
 */
const TITHI_GROUPS: readonly TithiGroup[] = ['Nanda', 'Bhadra', 'Jaya', 'Rikta', 'Purna'];

/**
 * The nine yogas to avoid (wholly, or their first ghatis): Vishkumbha, Atiganda, Shula, Ganda,
 * Vyaghata, Vajra, Vyatipata, Parigha, Vaidhriti — Muhurta Chintamani, Śubhāśubha-prakaraṇa (the
 * tyājya ghaṭīs of the yogas), listed as "bad yogas" by A.P. Rao, "Muhurta or Electional Astrology".
 * B.V. Raman ("Muhurtha", the 21 great evils, Panchanga Suddhi) names five to be avoided outright:
 * Atiganda, Shula, Ganda, Vyatipata, Vaidhriti; Vyatipata and Vaidhriti are the "mahāpātas".
 */
const INAUSPICIOUS_YOGAS: ReadonlySet<number> = new Set([1, 6, 9, 10, 13, 15, 17, 19, 27]);
const RAMAN_AVOIDED_YOGAS: ReadonlySet<number> = new Set([6, 9, 10]);
const MAHAPATA_YOGAS: ReadonlySet<number> = new Set([17, 27]);

/** Vishti (Bhadra) is the karana avoided for all auspicious work (B.V. Raman, "Muhurtha"; BPHS ch. 88). */
const VISHTI = 'Vishti';

/** A minute: more than the spread of a sunrise found from different starts, far less than a day. */
const SUNRISE_MARGIN_DAYS = 1 / 1440;

export interface PanchangaOptions {
  /** Default 'lahiri'. */
  ayanamsa?: Ayanamsa;
  /** Default 'upper-limb' (the almanac sunrise); 'centre' is the Hindu disc-centre sunrise. */
  sunriseMode?: SunriseMode;
  /**
   * `jdUt` is that day's sunrise itself (the panchanga of a date). The Vedic day is then the one this
   * sunrise begins: found again from a moment just after it, since Swiss Ephemeris gives a sunrise a
   * little differently by where its search starts (up to a second for the Hindu sunrise), and the same
   * sunrise found again can fall just after `jdUt`, which would read it as the previous day.
   */
  atSunrise?: boolean;
}

export interface TithiInfo {
  number: number;
  name: string;
  paksha: Paksha;
  deity: string;
  group: TithiGroup;
  isAuspicious: boolean;
}

export interface KaranaInfo {
  number: number;
  name: string;
  type: KaranaType;
  isInauspicious: boolean;
}

export interface YogaInfo {
  number: number;
  name: string;
  isInauspicious: boolean;
}

interface Span {
  startJdUt: number;
  endJdUt: number;
}

export interface Panchanga {
  tithi: TithiInfo & Span;
  vara: { index: number; name: string; sanskritName: string; lord: number; lordName: string; sunriseJdUt: number };
  nakshatra: { number: number; name: string; pada: number; lord: number; lordName: string } & Span;
  yoga: YogaInfo & Span;
  karana: KaranaInfo & Span;
  muhurtaScore: number;
  warnings: Text[];
  birthQualityFlags: BirthQualityFlag[];
  summary: Text;
}

/** Tithi 1…30 → name key (i18n TITHI_NAMES), paksha, deity, Nanda… group and auspiciousness. */
export function tithiInfo(n: number): TithiInfo {
  const inPaksha = ((n - 1) % 15) + 1; // 1…15
  const name = n === 15 ? 'Purnima' : n === 30 ? 'Amavasya' : TITHI_NAMES[inPaksha - 1];
  const group = TITHI_GROUPS[(inPaksha - 1) % 5];
  return {
    number: n,
    name,
    paksha: n <= 15 ? 'Shukla' : 'Krishna',
    deity: n === 30 ? 'Pitris' : TITHI_DEITY[inPaksha - 1],
    group,
    // Convention: Rikta tithis and Amavasya are the inauspicious ones (see muhurtaScoreOf for the rest).
    isAuspicious: group !== 'Rikta' && n !== 30,
  };
}

/**
 * Karana 1…60 of the lunar month: 1 Kimstughna (fixed); 2–57 the seven movable ones Bava … Vishti
 * eight times over; 58 Shakuni, 59 Chatushpada, 60 Naga (fixed). Surya Siddhanta 2.67–69; the
 * numbering of the reference data (README, panchanga_at_birth).
 */
export function karanaInfo(k: number): KaranaInfo {
  let name: string;
  if (k === 1) name = 'Kimstughna';
  else if (k >= 58) name = KARANA_NAMES[7 + (k - 58)]; // Shakuni, Chatushpada, Naga
  else name = KARANA_NAMES[(k - 2) % 7];
  const type: KaranaType = k === 1 || k >= 58 ? 'fixed' : 'movable';
  return { number: k, name, type, isInauspicious: name === VISHTI };
}

export function yogaInfo(y: number): YogaInfo {
  return { number: y, name: NITYA_YOGA_NAMES[y - 1], isInauspicious: INAUSPICIOUS_YOGAS.has(y) };
}

/** "Shukla Pratipada" … "Krishna Chaturdashi"; Purnima and Amavasya need no paksha. */
/** "Krishna Pratipada"; Purnima and Amavasya alone (they belong to one paksha by name). */
function tithiLabel(t: TithiInfo): Text {
  const tithi = { $term: 'tithi', v: t.name } as const;
  return t.number === 15 || t.number === 30
    ? text('vedic.panchanga.tithi', { tithi })
    : text('vedic.panchanga.tithiInPaksha', { paksha: { $term: 'paksha', v: t.paksha }, tithi });
}

// --- crossings ---------------------------------------------------------------------------------------

interface Sample {
  deg: number;
  rateDegPerDay: number;
}
type Quantity = (jdUt: number) => Sample;

const SECOND = 1 / 86_400;

/**
 * The instant near `guess` when the monotonic angle `q` equals `targetDeg`. Newton on the angle's
 * own rate (Moon − Sun ≥ ~10°/day, Moon ≥ ~11.7°/day, Moon + Sun ≥ ~12.7°/day, so the steps are
 * always well defined); stops when a step is below 0.1 s.
 */
function newtonCrossing(q: Quantity, targetDeg: number, guess: number): number | null {
  let jd = guess;
  for (let i = 0; i < 12; i++) {
    const s = q(jd);
    const step = signedDelta(s.deg, targetDeg) / s.rateDegPerDay;
    jd += step;
    if (Math.abs(step) < 0.1 * SECOND) return jd;
  }
  return null;
}

/** Bisection fallback on [lo, hi] for an increasing angle that crosses targetDeg inside it. */
function bisectCrossing(q: Quantity, targetDeg: number, lo: number, hi: number): number {
  while (hi - lo > 0.1 * SECOND) {
    const mid = (lo + hi) / 2;
    if (signedDelta(targetDeg, q(mid).deg) < 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * Start and end of the element of width `spanDeg` that holds `at` (value `atSample`), i.e. the
 * crossings of index·span and (index+1)·span around `jdUt`.
 */
function elementSpan(q: Quantity, jdUt: number, atSample: Sample, index: number, spanDeg: number): Span {
  const startTarget = index * spanDeg;
  const endTarget = norm360((index + 1) * spanDeg);
  const rate = atSample.rateDegPerDay;
  const startGuess = jdUt - (atSample.deg - startTarget) / rate;
  const endGuess = jdUt + ((index + 1) * spanDeg - atSample.deg) / rate;
  let start = newtonCrossing(q, startTarget, startGuess);
  let end = newtonCrossing(q, endTarget, endGuess);
  // Verify: the crossings must bracket the instant (an element lasts well under 2 days).
  if (start === null || start > jdUt + SECOND || start < jdUt - 2) start = bisectCrossing(q, startTarget, jdUt - 2, jdUt);
  if (end === null || end < jdUt - SECOND || end > jdUt + 2) end = bisectCrossing(q, endTarget, jdUt, jdUt + 2);
  return { startJdUt: Math.min(start, jdUt), endJdUt: Math.max(end, jdUt) };
}

// --- score, warnings, flags ---------------------------------------------------------------------------

/**
 * muhurtaScore: 100 minus the penalties below for the instant's panchanga, floored at 0. The rule is
 * ours; the factors and their grading come from the sources cited:
 *  - Amavasya −25; a Rikta tithi (4, 9, 14 of either paksha) −20 (Muhurta Chintamani, Nanda… verse);
 *    B.V. Raman's other avoided tithis (6, 8, 12, Purnima) −10 (Raman, "Muhurtha", Panchanga Suddhi).
 *  - Vishti (Bhadra) karana −25 (Raman: "Vishti karana is very bad").
 *  - Vyatipata or Vaidhriti −25 (mahāpātas); Atiganda, Shula, Ganda −20 (Raman); Vishkumbha, Vyaghata,
 *    Vajra, Parigha −10 (to be avoided only in their first ghatis, Muhurta Chintamani).
 *  - Tuesday −10; the Moon in Bharani or Krittika −10 (Raman, Panchanga Suddhi).
 */
function scoreAndWarnings(tithi: TithiInfo, weekday: number, nakshatra: number, yoga: YogaInfo, karana: KaranaInfo) {
  const warnings: Text[] = [];
  let score = 100;
  const add = (penalty: number, warning: Text) => {
    score -= penalty;
    warnings.push(warning);
  };
  const inPaksha = ((tithi.number - 1) % 15) + 1;
  const yogaTerm = { $term: 'yoga', v: yoga.name } as const;
  if (tithi.number === 30) add(25, text('vedic.panchanga.caution.amavasya'));
  else if (tithi.group === 'Rikta') add(20, text('vedic.panchanga.caution.rikta', { tithi: tithiLabel(tithi) }));
  else if ([6, 8, 12, 15].includes(inPaksha)) add(10, text('vedic.panchanga.caution.ramanTithi', { tithi: tithiLabel(tithi) }));
  if (karana.name === VISHTI) add(25, text('vedic.panchanga.caution.vishti'));
  if (MAHAPATA_YOGAS.has(yoga.number)) add(25, text('vedic.panchanga.caution.mahapata', { yoga: yogaTerm }));
  else if (RAMAN_AVOIDED_YOGAS.has(yoga.number)) add(20, text('vedic.panchanga.caution.yoga', { yoga: yogaTerm }));
  else if (yoga.isInauspicious) add(10, text('vedic.panchanga.caution.yogaFirstGhatis', { yoga: yogaTerm }));
  if (weekday === 2) add(10, text('vedic.panchanga.caution.tuesday'));
  if (nakshatra === 2 || nakshatra === 3) add(10, text('vedic.panchanga.caution.moonIn', { nakshatra: nakshatraTerm(nakshatra === 2 ? 'Bharani' : 'Krittika') }));
  return { score: Math.max(0, score), warnings };
}

/**
 * Birth-quality flags (janma doṣas that the texts prescribe a śānti for):
 *  - 'amavasya': BPHS ch. 86 (Darśa-janma-śānti); 'krishna-chaturdashi': BPHS ch. 87;
 *  - 'vishti-karana', 'vyatipata-yoga', 'vaidhriti-yoga': BPHS ch. 88 (birth in Bhadra and
 *    inauspicious yogas); Horaratnam 2.210–216 (Vyatipata and Vaidhriti births are "mahāpāta");
 *  - 'gandanta': the Moon in the junction of a water and a fire sign, taken (common almanac
 *    convention) as the last pada of Ashlesha, Jyeshtha or Revati or the first of Magha, Mula or
 *    Ashwini (Horaratnam 2.210–212 names gandanta births among the evils).
 * (Chapter numbers of R. Santhanam / G.C. Sharma's BPHS translation.)
 */
export type BirthQualityFlag =
  | 'amavasya' | 'krishna-chaturdashi' | 'vishti-karana' | 'vyatipata-yoga' | 'vaidhriti-yoga' | 'gandanta';

function birthFlags(tithi: number, karana: KaranaInfo, yoga: number, nakshatra: number, pada: number): BirthQualityFlag[] {
  const flags: BirthQualityFlag[] = [];
  if (tithi === 30) flags.push('amavasya');
  if (tithi === 29) flags.push('krishna-chaturdashi');
  if (karana.name === VISHTI) flags.push('vishti-karana');
  if (yoga === 17) flags.push('vyatipata-yoga');
  if (yoga === 27) flags.push('vaidhriti-yoga');
  const lastPada = [9, 18, 27].includes(nakshatra) && pada === 4;
  const firstPada = [10, 19, 1].includes(nakshatra) && pada === 1;
  if (lastPada || firstPada) flags.push('gandanta');
  return flags;
}

// --- the panchanga ------------------------------------------------------------------------------------

export function panchangaAt(jdUt: number, lat: number, lng: number, opts: PanchangaOptions = {}): Panchanga {
  const ayanamsa = opts.ayanamsa ?? 'lahiri';
  const day = vedicDay(opts.atSunrise ? jdUt + SUNRISE_MARGIN_DAYS : jdUt, lat, lng, opts.sunriseMode ?? 'upper-limb');

  const sunMoon = (jd: number) => {
    const sun = bodyPosition(jd, 'Sun', ayanamsa);
    const moon = bodyPosition(jd, 'Moon', ayanamsa);
    return { sun, moon };
  };
  const elongation: Quantity = (jd) => {
    const { sun, moon } = sunMoon(jd);
    return { deg: norm360(moon.lonDeg - sun.lonDeg), rateDegPerDay: moon.speedDegPerDay - sun.speedDegPerDay };
  };
  const sum: Quantity = (jd) => {
    const { sun, moon } = sunMoon(jd);
    return { deg: norm360(moon.lonDeg + sun.lonDeg), rateDegPerDay: moon.speedDegPerDay + sun.speedDegPerDay };
  };
  const moonLon: Quantity = (jd) => {
    const moon = bodyPosition(jd, 'Moon', ayanamsa);
    return { deg: norm360(moon.lonDeg), rateDegPerDay: moon.speedDegPerDay };
  };

  const now = sunMoon(jdUt);
  const eNow: Sample = { deg: norm360(now.moon.lonDeg - now.sun.lonDeg), rateDegPerDay: now.moon.speedDegPerDay - now.sun.speedDegPerDay };
  const yNow: Sample = { deg: norm360(now.moon.lonDeg + now.sun.lonDeg), rateDegPerDay: now.moon.speedDegPerDay + now.sun.speedDegPerDay };
  const mNow: Sample = { deg: norm360(now.moon.lonDeg), rateDegPerDay: now.moon.speedDegPerDay };

  const tIndex = Math.min(29, Math.floor(eNow.deg / TITHI_SPAN_DEG));
  const kIndex = Math.min(59, Math.floor(eNow.deg / KARANA_SPAN_DEG));
  const yIndex = Math.min(26, Math.floor(yNow.deg / NAKSHATRA_SPAN_DEG));
  const nak = nakshatraOf(mNow.deg);

  const tithiSpan = elementSpan(elongation, jdUt, eNow, tIndex, TITHI_SPAN_DEG);
  // A karana is half a tithi: one of its ends is a tithi end, the other the tithi's midpoint.
  const karanaSpan: Span = kIndex % 2 === 0
    ? { startJdUt: tithiSpan.startJdUt, endJdUt: elementSpan(elongation, jdUt, eNow, kIndex, KARANA_SPAN_DEG).endJdUt }
    : { startJdUt: elementSpan(elongation, jdUt, eNow, kIndex, KARANA_SPAN_DEG).startJdUt, endJdUt: tithiSpan.endJdUt };
  const nakSpan = elementSpan(moonLon, jdUt, mNow, nak.index, NAKSHATRA_SPAN_DEG);
  const yogaSpan = elementSpan(sum, jdUt, yNow, yIndex, NAKSHATRA_SPAN_DEG);

  const tithi = tithiInfo(tIndex + 1);
  const karana = karanaInfo(kIndex + 1);
  const yoga = yogaInfo(yIndex + 1);
  const nakLord = VEDIC_PLANETS.indexOf(nak.lord);
  const w = day.weekday;
  const { score, warnings } = scoreAndWarnings(tithi, w, nak.index + 1, yoga, karana);
  const birthQualityFlags = birthFlags(tithi.number, karana, yoga.number, nak.index + 1, nak.pada);

  const summaryParams = {
    tithi: tithiLabel(tithi),
    number: tithi.number,
    weekday: { $term: 'vara', v: VARA_WEEKDAYS[w] },
    vara: { $term: 'vara', v: VARA_SANSKRIT[w] },
    nakshatra: nakshatraTerm(nak.name),
    pada: nak.pada,
    yoga: { $term: 'yoga', v: yoga.name },
    karana: { $term: 'karana', v: karana.name },
    score,
  } as const;
  const summary = warnings.length
    ? text('vedic.panchanga.summaryWithCautions', { ...summaryParams, n: warnings.length })
    : text('vedic.panchanga.summary', summaryParams);

  return {
    tithi: { ...tithi, ...tithiSpan },
    vara: {
      index: w,
      name: VARA_WEEKDAYS[w],
      sanskritName: VARA_SANSKRIT[w],
      lord: WEEKDAY_LORD[w],
      lordName: VEDIC_PLANETS[WEEKDAY_LORD[w]],
      sunriseJdUt: day.sunriseJdUt,
    },
    nakshatra: { number: nak.index + 1, name: nak.name, pada: nak.pada, lord: nakLord, lordName: nak.lord, ...nakSpan },
    yoga: { ...yoga, ...yogaSpan },
    karana: { ...karana, ...karanaSpan },
    muhurtaScore: score,
    warnings,
    birthQualityFlags,
    summary,
  };
}
