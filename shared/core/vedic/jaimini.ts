/**
 * Jaimini's sign-based tools for one rashi chart: the chara (variable) karakas, the arudha padas of the
 * twelve houses and of the planets, rashi drishti (sign aspects) and argala (intervention).
 *
 * Sources: Brihat Parashara Hora Shastra (BPHS) ch. 29 (arudha padas) and ch. 32 (karakas); Jaimini's
 * Upadesa Sutras 1.1.2–4 (rashi drishti) and 1.1.5–10 (argala, virodhargala); for the stronger of two
 * co-lords and of two signs, the rules as P.V.R. Narasimha Rao states them in "Vedic Astrology: An
 * Integrated Approach" (2000, the Narayana dasa and arudha chapters), which Jagannatha Hora and PyJHora
 * follow: ./sign-strength.ts, its `CLASSICAL` rules. Signs are 0 = Aries … 11 = Pisces; "the n-th from s" counts s itself as the 1st.
 *
 * The primitives (`rashiDrishti`, `aspectsSign`, `signLord`, `strongerCoLord`, `strongerSign`,
 * `arudhaOfSign`, `charaKarakas`) are exported for the sign-based dashas.
 */
import { VEDIC_PLANETS, type Graha } from './grahas.js';
import * as strengthRules from './sign-strength.js';
import type { StrengthChart } from './sign-strength.js';

/** The positions the Jaimini tools read: the ascendant's sign and each of the nine planets. */
export interface JaiminiPlanet {
  planet: Graha;
  sign: number;
  degreeInSign: number;
}
export interface JaiminiChart {
  ascendantSign: number;
  planets: readonly JaiminiPlanet[];
}

const mod12 = (n: number) => ((n % 12) + 12) % 12;
/** The n-th sign from `sign` (n = 1 is the sign itself). */
export const nthFrom = (sign: number, n: number) => mod12(sign + n - 1);

function placeOf(chart: JaiminiChart, planet: Graha): JaiminiPlanet {
  const p = chart.planets.find((x) => x.planet === planet);
  if (!p) throw new Error(`jaimini: ${planet} missing from the chart`);
  return p;
}
/** The sign `planet` occupies. */
export const signOfPlanet = (chart: JaiminiChart, planet: Graha) => placeOf(chart, planet).sign;
const planetsIn = (chart: JaiminiChart, sign: number): Graha[] => chart.planets.filter((p) => p.sign === sign).map((p) => p.planet);

// ------------------------------------------------------------------ chara karakas (BPHS ch. 32)

/** Karaka ids and display names in rank order, 8-karaka scheme (BPHS ch. 32). */
export const KARAKAS: readonly { karaka: KarakaId; name: KarakaName }[] = [
  { karaka: 'AK', name: 'Atmakaraka' },
  { karaka: 'AmK', name: 'Amatyakaraka' },
  { karaka: 'BK', name: 'Bhratrikaraka' },
  { karaka: 'MK', name: 'Matrikaraka' },
  { karaka: 'PiK', name: 'Pitrikaraka' },
  { karaka: 'PK', name: 'Putrakaraka' },
  { karaka: 'GK', name: 'Gnatikaraka' },
  { karaka: 'DK', name: 'Darakaraka' },
];
export const KARAKA_IDS = ['AK', 'AmK', 'BK', 'MK', 'PiK', 'PK', 'GK', 'DK'] as const;
export type KarakaId = (typeof KARAKA_IDS)[number];
/** The display-name keys (the i18n kind `karaka`). */
export const KARAKA_NAMES = ['Atmakaraka', 'Amatyakaraka', 'Bhratrikaraka', 'Matrikaraka', 'Pitrikaraka', 'Putrakaraka', 'Gnatikaraka', 'Darakaraka'] as const;
export type KarakaName = (typeof KARAKA_NAMES)[number];
export type KarakaScheme = 7 | 8;

export interface CharaKaraka {
  karaka: KarakaId;
  name: KarakaName;
  planet: Graha;
  /** The degree the ranking counts: the degree in sign, for Rahu 30 − its degree in sign. */
  degreeInSign: number;
}

/**
 * The chara karakas, Atmakaraka first. The planet with the most degrees in its sign (the sign ignored) is
 * the Atmakaraka, the next the Amatyakaraka, and so on (BPHS ch. 32). Scheme 8 (default; BPHS ch. 32, as
 * Jagannatha Hora and PyJHora): Sun … Saturn and Rahu, Rahu's degrees counted from the end of its sign
 * (30 − degree, as it moves backwards). Scheme 7 (the seven planets of Jaimini's Upadesa Sutras 1.1):
 * Sun … Saturn, no Pitrikaraka. Ties: degrees, then minutes and seconds decide (Jaimini 1.1.10 "kalādibhiḥ"),
 * i.e. the full-precision degree; an exact tie (which the sutra leaves to strength) keeps the order Sun, Moon,
 * Mars, Mercury, Jupiter, Venus, Saturn, Rahu, as PyJHora's stable sort does.
 */
export function charaKarakas(chart: JaiminiChart, scheme: KarakaScheme = 8): CharaKaraka[] {
  const planets = VEDIC_PLANETS.slice(0, scheme === 8 ? 8 : 7);
  const ranked = planets
    .map((planet) => {
      const d = placeOf(chart, planet).degreeInSign;
      return { planet, degreeInSign: planet === 'Rahu' ? 30 - d : d };
    })
    .sort((a, b) => b.degreeInSign - a.degreeInSign);
  const slots = scheme === 8 ? KARAKAS : KARAKAS.filter((k) => k.karaka !== 'PiK');
  return ranked.map((r, i) => ({ ...slots[i], ...r }));
}

// ------------------------------------------------------------------ rashi drishti (Jaimini 1.1.2–4)

/**
 * The signs a sign aspects, nearest first: a movable sign aspects the fixed signs but the one next to it
 * (the 5th, 8th and 11th from it), a fixed sign the movable signs but the one behind it (3rd, 6th, 9th),
 * a dual sign the other duals (4th, 7th, 10th). Jaimini Upadesa Sutras 1.1.2–3; planets in a sign aspect
 * what it aspects (1.1.4).
 */
export function rashiDrishti(sign: number): number[] {
  const offsets = [[5, 8, 11], [3, 6, 9], [4, 7, 10]][mod12(sign) % 3];
  return offsets.map((n) => nthFrom(sign, n));
}
export function aspectsSign(from: number, to: number): boolean {
  return rashiDrishti(from).includes(mod12(to));
}

/** Per sign: the signs it aspects and the planets (in the signs aspecting it) that aspect it. */
export function rashiDrishtiTable(chart: JaiminiChart) {
  return Array.from({ length: 12 }, (_, sign) => ({
    sign,
    aspects: rashiDrishti(sign),
    aspectedBy: chart.planets.filter((p) => aspectsSign(p.sign, sign)).map((p) => p.planet),
  }));
}

// ------------------------------------------------------------------ strength of co-lords and signs

/** The chart as ./sign-strength.ts reads it (signs and degrees, Sun … Ketu). */
export function strengthChart(chart: JaiminiChart): StrengthChart {
  const places = VEDIC_PLANETS.map((p) => placeOf(chart, p));
  return { signs: places.map((p) => p.sign), degrees: places.map((p) => p.degreeInSign) };
}

/**
 * The stronger lord of Scorpio (Mars, Ketu) or Aquarius (Saturn, Rahu), by P.V.R. Narasimha Rao's rules
 * (./sign-strength.ts `CLASSICAL`): the one outside the sign when the other is in it; more planets with it;
 * more of Jupiter, Mercury and its dispositor with or aspecting it; exalted; in the naturally stronger sign;
 * further advanced in its sign. Other signs have one lord (SIGN_LORD).
 */
export function strongerCoLord(chart: JaiminiChart, sign: 7 | 10): Graha {
  return strengthRules.strongerCoLord(strengthChart(chart), sign);
}

/** The lord of a sign: the traditional one, for Scorpio and Aquarius the stronger co-lord. */
export function signLord(chart: JaiminiChart, sign: number): Graha {
  return strengthRules.lordOf(strengthChart(chart), sign);
}

/**
 * The stronger of two signs, by P.V.R. Narasimha Rao's rules (./sign-strength.ts `CLASSICAL`): more planets;
 * more of Jupiter, Mercury and its own lord with or aspecting it (the lord in its own sign counting, which
 * PyJHora 4.8.5 leaves out: no effect on its 8 test charts); an exalted planet; its lord in a sign of the
 * other oddity; dual > fixed > movable; its lord further advanced.
 */
export function strongerSign(chart: JaiminiChart, s1: number, s2: number): number {
  return strengthRules.strongerSign(strengthChart(chart), s1, s2);
}

// ------------------------------------------------------------------ arudha padas (BPHS ch. 29)

/**
 * The pada of `sign` whose lord sits in `lordSign`: as many signs from the lord as the lord is from the
 * sign (BPHS ch. 29). Exception (BPHS ch. 29): a pada falling in the sign itself or in the 7th from it
 * moves to the 10th from that place.
 */
export function arudhaOfSign(sign: number, lordSign: number): number {
  const pada = mod12(2 * lordSign - sign);
  return pada === mod12(sign) || pada === nthFrom(sign, 7) ? nthFrom(pada, 10) : pada;
}

/** A1 … A12: the padas of the houses counted from the ascendant's sign (A1 the arudha lagna, A12 the upapada). */
export function bhavaArudhas(chart: JaiminiChart): number[] {
  return Array.from({ length: 12 }, (_, i) => {
    const sign = nthFrom(chart.ascendantSign, i + 1);
    return arudhaOfSign(sign, signOfPlanet(chart, signLord(chart, sign)));
  });
}

/** Signs owned by each graha; Rahu co-owns Aquarius and Ketu Scorpio (the Jaimini co-lordship). */
export const OWNED_SIGNS: Readonly<Record<Graha, readonly number[]>> = {
  Sun: [4], Moon: [3], Mars: [0, 7], Mercury: [2, 5], Jupiter: [8, 11], Venus: [1, 6], Saturn: [9, 10], Rahu: [10], Ketu: [7],
};

export interface GrahaArudha {
  planet: Graha;
  /** The owned sign counted to (the stronger one for a planet owning two). */
  ownedSign: number;
  sign: number;
}

/**
 * Graha padas: count from the planet to the sign it owns, the same again from there (BPHS 29; PVR ch. 9).
 * A planet owning two signs counts to the stronger (`strongerSign`). The exception is the bhava padas':
 * a pada in the planet's own sign or the 7th from it moves to the 10th from that place.
 */
export function grahaArudhas(chart: JaiminiChart): GrahaArudha[] {
  return VEDIC_PLANETS.map((planet) => {
    const owned = OWNED_SIGNS[planet];
    const ownedSign = owned.length === 2 ? strongerSign(chart, owned[0], owned[1]) : owned[0];
    return { planet, ownedSign, sign: arudhaOfSign(signOfPlanet(chart, planet), ownedSign) };
  });
}

// ------------------------------------------------------------------ argala (Jaimini 1.1.5–10)

/**
 * Argala houses and the house obstructing each, in the sutras' terms (Jaimini Upadesa Sutras 1.1, B.
 * Suryanarain Rao's numbering, revised by B.V. Raman): 1.1.5 the 4th, 2nd and 11th give argala; 1.1.6
 * malefics in the 3rd give it too; 1.1.7 the 10th, 12th and 3rd obstruct (the 4th, 2nd and 11th); 1.1.9
 * the trines likewise (the 5th, obstructed from the 9th). The 3rd's own argala is obstructed from the
 * 11th, the house it faces as the 12th faces the 2nd (Sarat Chander's and P.V.R. Narasimha Rao's
 * reading). `maleficsOnly`: only the natural malefics there give that argala.
 */
export const ARGALA_PAIRS = [
  { house: 2, obstructedFrom: 12, maleficsOnly: false },
  { house: 4, obstructedFrom: 10, maleficsOnly: false },
  { house: 11, obstructedFrom: 3, maleficsOnly: false },
  { house: 5, obstructedFrom: 9, maleficsOnly: false },
  { house: 3, obstructedFrom: 11, maleficsOnly: true },
] as const;

/** The natural malefics for the 3rd-house argala: the Sun, Mars, Saturn, Rahu and Ketu (BPHS ch. 3). */
export const NATURAL_MALEFICS: readonly Graha[] = ['Sun', 'Mars', 'Saturn', 'Rahu', 'Ketu'];

export interface Argala {
  /** The house counted from the reference, in the direction of the count (reversed for Ketu). */
  house: number;
  sign: number;
  /** The planets giving the argala: all in the house, for the 3rd only the natural malefics. */
  planets: Graha[];
  /** True for the 3rd: only malefics there give argala (1.1.6). */
  maleficsOnly: boolean;
  obstructingHouse: number;
  obstructingSign: number;
  obstructedBy: Graha[];
  /** Planets give argala and fewer planets obstruct it (1.1.8: "fewer or weaker do not obstruct"). */
  stands: boolean;
}

export interface ArgalaOptions {
  /** Count the houses backwards from the reference (1.1.10 "viparītaṁ ketoḥ": argala on Ketu). */
  reverse?: boolean;
}

/**
 * Argala on `reference` (a sign): planets in the 2nd, 4th, 11th and 5th from it intervene; planets in the
 * 12th, 10th, 3rd and 9th obstruct them; malefics in the 3rd intervene too (1.1.6), obstructed from the
 * 11th. The argala stands when its planets outnumber the obstructing ones (1.1.8); strength is not
 * weighed, so with equal numbers it is reported as not standing. Jaimini's "bhūyasā pāpānām" (1.1.6, "of
 * malefics, by their number") is read with 1.1.8: the malefics in the 3rd stand when they outnumber the
 * planets in the 11th; BPHS ch. 31 asks for three or more malefics there, which is not applied.
 * `reverse` (argala on Ketu, 1.1.10): every house is counted backwards, the 2nd being the sign behind the
 * reference, and so on; argalaOn(chart, s, { reverse: true })'s 2nd is argalaOn(chart, s)'s 12th.
 */
export function argalaOn(chart: JaiminiChart, reference: number, opts: ArgalaOptions = {}): Argala[] {
  const nth = (n: number) => (opts.reverse ? mod12(reference - (n - 1)) : nthFrom(reference, n));
  return ARGALA_PAIRS.map(({ house, obstructedFrom, maleficsOnly }) => {
    const sign = nth(house);
    const obstructingSign = nth(obstructedFrom);
    const there = planetsIn(chart, sign);
    const planets = maleficsOnly ? there.filter((p) => NATURAL_MALEFICS.includes(p)) : there;
    const obstructedBy = planetsIn(chart, obstructingSign);
    return { house, sign, planets, maleficsOnly, obstructingHouse: obstructedFrom, obstructingSign, obstructedBy, stands: planets.length > obstructedBy.length };
  });
}

/** Argala on a planet: on its sign, counted backwards for Ketu (1.1.10). */
export function argalaOnPlanet(chart: JaiminiChart, planet: Graha): Argala[] {
  return argalaOn(chart, signOfPlanet(chart, planet), { reverse: planet === 'Ketu' });
}
