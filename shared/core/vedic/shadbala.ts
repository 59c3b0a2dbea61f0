/**
 * Shadbala, the six-fold strength of the seven grahas Sun … Saturn (the nodes take none: BPHS ch. 27).
 *
 * Sources. "BPHS 27.n" is G.C. Sharma's verse numbering of ch. 27 "Evaluation of strengths" (the English
 * text reproduced on diamondtamil.com / tamilsurangam.in, bphs/evaluation_of_strengths*.html; the team rule
 * names R. Santhanam's translation, whose chapter is the same); where we have not seen a verse number we cite
 * the chapter only. B.V. Raman, "Graha and Bhava Balas" (UBSPD, 13th ed. 1992) works the rules out step by
 * step (chapters III–X; we cite chapters, not pages). Also: BPHS ch. 3 (exaltation, moolatrikona,
 * relationships), ch. 26 (sputa drishti), the Surya Siddhanta (Burgess), P.V.R. Narasimha Rao "Vedic
 * Astrology: An Integrated Approach" (natural benefics), J. Meeus "Astronomical Algorithms" 2nd ed.
 *
 * Where the texts leave a choice we follow Jagannatha Hora (JH). JH is closed source and we found no
 * description of its shadbala; what we know comes from the team reference notes (shared/reference/README.md):
 * PyJHora 4.8.5 departs from JH in an unfolded dig bala, Sun/Moon cheshta 0, a doubled Sun ayana and Moon
 * paksha, hora by whole clock hours and yuddha without a distance limit. So JH folds dig bala, gives the Sun
 * and Moon a cheshta bala, doubles neither, does not count whole clock hours and limits war to close pairs;
 * we do the same. Every other choice follows the text and says so.
 *
 * Sthana bala
 *  - Uchcha (BPHS 27.1–1½): arc from the deep debilitation point (exaltation + 180°: Sun 10° Ar, Moon 3° Ta,
 *    Mars 28° Cp, Mercury 15° Vi, Jupiter 5° Cn, Venus 27° Pi, Saturn 20° Li; BPHS ch. 3, vv. 49–50), folded
 *    to ≤ 180°, ÷ 3. 0 … 60.
 *  - Saptavargaja (BPHS 27.2–4): in each of D1, D2, D3, D7, D9, D12, D30 (Parashari vargas, vargas.ts):
 *    moolatrikona 45 (D1 only), own sign 30, else by the compound relationship to the varga sign's lord:
 *    great friend 22.5, friend 15, neutral 7.5, enemy 3.75, great enemy 1.875. These are Raman's values
 *    (ch. III; 1/2, 1/4 … 1/32 rupa); Sharma's BPHS text prints 20, 15, 10, 4, 2. We could not see which JH
 *    uses; we take Raman's, as PyJHora does and V.P. Jain's worked example does (see the tests), so that the
 *    book example can be checked. Moolatrikona by sign (Leo, Taurus, Aries, Virgo, Sagittarius, Libra,
 *    Aquarius; BPHS ch. 3) and only in D1, as PyJHora; in the other vargas own sign or relationship counts.
 *    Compound relationship (BPHS ch. 3, vv. 55–58): natural (grahas.ts) plus temporary from the D1 signs
 *    (2nd, 3rd, 4th, 10th, 11th, 12th from the planet = friend).
 *  - Ojhayugma (BPHS ch. 27): Moon and Venus 15 each in an even rasi and an even navamsa, the others in odd.
 *  - Kendradi (BPHS ch. 27): kendra 60, panaphara 30, apoklima 15, by whole-sign house from the lagna (the
 *    project's Vedic houses are whole-sign; JH's choice unknown).
 *  - Drekkana (BPHS ch. 27): male (Sun, Mars, Jupiter) in the 1st decanate, neuter (Mercury, Saturn) in
 *    the 2nd, female (Moon, Venus) in the 3rd: 15.
 * Dig bala (BPHS ch. 27): arc between the planet and its powerless point (Sun, Mars: the 4th cusp = IC;
 * Moon, Venus: the 10th = MC; Mercury, Jupiter: the 7th = descendant; Saturn: the ascendant), folded to
 * ≤ 180°, ÷ 3 (JH folds; PyJHora does not). Sidereal ascendant and MC of swe_houses.
 * Kala bala
 *  - Nathonnatha (BPHS ch. 27): the Sun's hour angle gives the time from local apparent midnight,
 *    u = 180° − |H| (0 at midnight, 180° at noon); Sun, Jupiter, Venus u/3; Moon, Mars, Saturn 60 − u/3;
 *    Mercury always 60.
 *  - Paksha (BPHS 27.10–11): f = Moon − Sun folded to ≤ 180°; benefics f/3, malefics 60 − f/3. Benefics:
 *    Jupiter, Venus, the Moon of the bright half (Moon − Sun < 180°), Mercury alone or with more benefics
 *    than malefics in its sign; malefics: Sun, Mars, Saturn, the dark-half Moon, Mercury with more malefics
 *    (P.V.R. Narasimha Rao, natural benefics and malefics; a tie goes by the planet nearest Mercury, V.P.
 *    Jain's rule as PyJHora's charts.benefics_and_malefics documents it). Only the seven grahas count.
 *    The Moon's value is not doubled (JH).
 *  - Tribhaga (BPHS 27.12): day thirds Mercury, Sun, Saturn; night thirds Moon, Venus, Mars: 60; Jupiter
 *    always 60.
 *  - Abda, masa, vara, hora (BPHS 27.13): 15, 30, 45, 60 to the lords of the year, month, weekday and hour.
 *    Ahargana from creation, 714 404 108 573 days on 1860-01-01 (Burgess's Surya Siddhanta, as quoted with
 *    27.13), counted to the Vedic day of birth (sunrise to sunrise); year lord: remainder of
 *    (3·⌊A/360⌋ + 1) ÷ 7, month lord: of (2·⌊A/30⌋ + 1) ÷ 7 (1 = Sunday … 0 = Saturday); day lord: the
 *    weekday of the sunrise that begins the Vedic day. This count equals Raman's ahargana modulo 360 and 30,
 *    so the lords agree with his. Hora: the planetary hours of the Hindu day, 12 equal parts of the daytime
 *    and 12 of the night (not whole clock hours, JH); the first belongs to the weekday lord, then the
 *    descending order Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon.
 *  - Ayana (BPHS ch. 27): kranti δ of the sayana longitude with the greatest declination 24° (Surya
 *    Siddhanta 2.28; Raman's kranti table, ch. V, is this function), latitude ignored; Sun, Mars, Jupiter,
 *    Venus (24 + δ)·60/48, Moon, Saturn (24 − δ)·60/48, Mercury (24 + |δ|)·60/48. Not doubled for the Sun
 *    (JH; the Sun takes it a second time as its cheshta bala).
 *  - Yuddha (BPHS ch. 27): Mars … Saturn within 1° of longitude are at war (Surya Siddhanta ch. 7; JH
 *    limits war to close pairs). The victor is the one with the larger sthana + dig + kala bala up to hora;
 *    the difference ÷ the difference of their disc diameters (Mars 9.4, Mercury 6.6, Jupiter 190.4, Venus
 *    16.6, Saturn 158; Raman ch. V) is added to the victor and taken from the vanquished.
 * Cheshta bala (BPHS ch. 27): Mars … Saturn: cheshta kendra = sighrocca − (mean + true)/2, folded to ≤ 180°,
 * ÷ 3; for Mars, Jupiter, Saturn the sighrocca is the mean Sun and "mean" the planet's mean longitude; for
 * Mercury and Venus the sighrocca is the planet's mean (heliocentric) longitude and "mean" the mean Sun.
 * Mean longitudes: J. Meeus, Astronomical Algorithms 2nd ed., Table 31.A (mean equinox of date), in place
 * of the Surya Siddhanta / Raman tables; the true longitude is the apparent geocentric one, all in the same
 * (tropical) frame. Sun: its ayana bala; Moon: its paksha bala (BPHS ch. 27; JH gives both a cheshta bala,
 * PyJHora 0 and doubles instead, so the totals agree).
 * Naisargika (BPHS ch. 27): 60·k/7 with k = 7 Sun, 6 Moon, 5 Venus, 4 Jupiter, 3 Mercury, 2 Mars, 1 Saturn.
 * Drik (BPHS ch. 26, Raman ch. VIII): sputa drishti of every other graha by the arc d = aspected − aspecting:
 * 0 below 30°, (d − 30)/2 to 60°, d − 45 to 90°, (120 − d)/2 + 30 to 120°, 150 − d to 150°, 2(d − 150) to
 * 180°, (300 − d)/2 to 300°, 0 beyond; Mars adds 15 for 90–120° and 210–240°, Jupiter 30 for 120–150° and
 * 240–270°, Saturn 45 for 60–90° and 270–300°. Drik bala = (Σ from benefics − Σ from malefics)/4, with the
 * benefics of paksha bala.
 * Required rupas (BPHS ch. 27): Sun 5, Moon 6, Mars 5, Mercury 7, Jupiter 6.5, Venus 5.5, Saturn 5.
 * Ishta = √(uchcha × cheshta), kashta = √((60 − uchcha)(60 − cheshta)) (Raman ch. X).
 *
 * Sunrise for the kala bala (tribhaga, vara, hora, the Vedic day of the ahargana): the Hindu sunrise, disc
 * centre on the horizon without refraction (SE_BIT_HINDU_RISING), as PyJHora (which follows JH's defaults
 * where it can) and the reference data use; we could not confirm JH's own default from a primary source.
 *
 * Positions are apparent sidereal (bodyPosition), so values differ from PyJHora's geometric positions by
 * at most ~1′ of arc (≤ 0.02 virupa in the continuous components). Components are returned unrounded.
 * A place and date without a sunrise or sunset (polar day/night) has no kala bala: CoreError UNPROCESSABLE.
 */
import { list, planetTerm, text, type Text } from '../text.js';
import { norm360, separation, signedDelta } from '../angles.js';
import {
  ayanamsaDeg, bodyPosition, houseCusps, sunriseSunset, trueObliquityDeg, type Ayanamsa,
} from '../ephemeris.js';
import { CoreError } from '../errors.js';
import { naturalRelation, SIGN_LORD, type Graha } from './grahas.js';
import { vargaSign, type Varga } from './vargas.js';

export const SAPTA_GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;
export type SaptaGraha = (typeof SAPTA_GRAHAS)[number];

export const REQUIRED_RUPAS: Record<SaptaGraha, number> = {
  Sun: 5, Moon: 6, Mars: 5, Mercury: 7, Jupiter: 6.5, Venus: 5.5, Saturn: 5,
};

/** BPHS ch. 27: 60 × k / 7. */
export const NAISARGIKA: Record<SaptaGraha, number> = {
  Sun: 60, Moon: (60 * 6) / 7, Venus: (60 * 5) / 7, Jupiter: (60 * 4) / 7, Mercury: (60 * 3) / 7,
  Mars: (60 * 2) / 7, Saturn: 60 / 7,
};

const DEEP_EXALTATION: Record<SaptaGraha, number> = {
  Sun: 10, Moon: 33, Mars: 298, Mercury: 165, Jupiter: 95, Venus: 357, Saturn: 200,
};
const MOOLATRIKONA_SIGN: Record<SaptaGraha, number> = {
  Sun: 4, Moon: 1, Mars: 0, Mercury: 5, Jupiter: 8, Venus: 6, Saturn: 10,
};
const SAPTAVARGAS: readonly Varga[] = [1, 2, 3, 7, 9, 12, 30];
const DISC_DIAMETER: Partial<Record<SaptaGraha, number>> = {
  Mars: 9.4, Mercury: 6.6, Jupiter: 190.4, Venus: 16.6, Saturn: 158,
};
/** Weekday lords, 0 = Sunday. */
const WEEKDAY_LORD: readonly SaptaGraha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
/** Descending order of the planetary hours. */
const CHALDEAN: readonly SaptaGraha[] = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'];

export type CompoundRelation = 'Great Friend' | 'Friend' | 'Neutral' | 'Enemy' | 'Great Enemy';
const SAPTAVARGA_POINTS: Record<CompoundRelation, number> = {
  'Great Friend': 22.5, Friend: 15, Neutral: 7.5, Enemy: 3.75, 'Great Enemy': 1.875,
};

export interface ShadbalaInput {
  jdUt: number;
  /** Geographic latitude, north positive. */
  lat: number;
  /** Geographic longitude, east positive. */
  lng: number;
  ayanamsa: Ayanamsa;
}

export interface SthanaBala {
  uchcha: number;
  saptavargaja: number;
  ojhayugma: number;
  kendradi: number;
  drekkana: number;
  total: number;
}

export interface KalaBala {
  nathonnatha: number;
  paksha: number;
  tribhaga: number;
  abda: number;
  masa: number;
  vara: number;
  hora: number;
  ayana: number;
  yuddha: number;
  total: number;
}

export interface PlanetShadbala {
  planet: SaptaGraha;
  sthana: SthanaBala;
  dig: number;
  kala: KalaBala;
  chesta: number;
  naisargika: number;
  drik: number;
  totalVirupas: number;
  totalRupas: number;
  requiredRupas: number;
  isStrong: boolean;
  ishta: number;
  kashta: number;
}

export interface ShadbalaContext {
  /** Hindu sunrise that begins the Vedic day of birth, the following sunset and the next sunrise (JD UT). */
  sunriseJdUt: number;
  sunsetJdUt: number;
  nextSunriseJdUt: number;
  dayBirth: boolean;
  /** Weekday of the Vedic day, 0 = Sunday. */
  vedicWeekday: number;
  /** Ahargana from creation (Surya Siddhanta) of the Vedic day. */
  ahargana: number;
  lords: { abda: SaptaGraha; masa: SaptaGraha; vara: SaptaGraha; hora: SaptaGraha };
  /** 0 … 23: the planetary hour of birth counted from sunrise. */
  horaIndex: number;
  benefics: SaptaGraha[];
  malefics: SaptaGraha[];
  wars: { victor: SaptaGraha; vanquished: SaptaGraha; separationDeg: number; bala: number }[];
}

export interface ShadbalaResult {
  planets: PlanetShadbala[];
  summary: Text;
  context: ShadbalaContext;
}

// ---------------------------------------------------------------------------------------------------
// Pure helpers (exported for tests)

/** Uchcha bala: folded arc from the deep debilitation point ÷ 3. */
export function uchchaBala(planet: SaptaGraha, siderealLon: number): number {
  return separation(siderealLon, DEEP_EXALTATION[planet] + 180) / 3;
}

/** Compound relationship (BPHS ch. 3, vv. 55–58) of `planet` to `other` from their D1 signs. */
export function compoundRelation(planet: Graha, planetSign: number, other: Graha, otherSign: number): CompoundRelation {
  const natural = naturalRelation(planet, other);
  const h = ((otherSign - planetSign + 12) % 12) + 1;
  const temporaryFriend = h === 2 || h === 3 || h === 4 || h === 10 || h === 11 || h === 12;
  if (natural === 'Friend') return temporaryFriend ? 'Great Friend' : 'Neutral';
  if (natural === 'Enemy') return temporaryFriend ? 'Neutral' : 'Great Enemy';
  return temporaryFriend ? 'Friend' : 'Enemy';
}

/** Sputa drishti (BPHS 26 as worked by Raman ch. VIII) of `aspecting` on a point `arc` = aspected − aspecting. */
export function drishtiValue(aspecting: SaptaGraha, arcDeg: number): number {
  const d = norm360(arcDeg);
  let v: number;
  if (d < 30) v = 0;
  else if (d < 60) v = (d - 30) / 2;
  else if (d < 90) v = d - 60 + 15;
  else if (d < 120) v = (120 - d) / 2 + 30;
  else if (d < 150) v = 150 - d;
  else if (d < 180) v = 2 * (d - 150);
  else if (d < 300) v = (300 - d) / 2;
  else v = 0;
  if (aspecting === 'Mars' && ((d >= 90 && d < 120) || (d >= 210 && d < 240))) v += 15;
  if (aspecting === 'Jupiter' && ((d >= 120 && d < 150) || (d >= 240 && d < 270))) v += 30;
  if (aspecting === 'Saturn' && ((d >= 60 && d < 90) || (d >= 270 && d < 300))) v += 45;
  return v;
}

/** Kranti with the Surya Siddhanta's greatest declination 24° (sin⁻¹(sin 24° · sin λ)). */
export function krantiDeg(sayanaLon: number): number {
  return (Math.asin(Math.sin((24 * Math.PI) / 180) * Math.sin((sayanaLon * Math.PI) / 180)) * 180) / Math.PI;
}

/** Ayana bala from the kranti (BPHS ch. 27), undoubled. */
export function ayanaBala(planet: SaptaGraha, krantiDegrees: number): number {
  const k = planet === 'Mercury' ? Math.abs(krantiDegrees) : planet === 'Moon' || planet === 'Saturn' ? -krantiDegrees : krantiDegrees;
  return ((24 + k) * 60) / 48;
}

/** Creation ahargana (Burgess, Surya Siddhanta: 714 404 108 573 on 1860-01-01 = JDN 2 400 411). */
export function aharganaOfJdn(jdn: number): number {
  return 714_404_108_573 + (jdn - 2_400_411);
}

/** Lords of the year and month (BPHS 27.13 procedure), 0 = Sunday. */
export function abdaMasaWeekdays(ahargana: number): { abda: number; masa: number } {
  const year = (3 * Math.floor(ahargana / 360) + 1) % 7; // 1 = Sunday … 0 = Saturday
  const month = (2 * Math.floor(ahargana / 30) + 1) % 7;
  return { abda: (year + 6) % 7, masa: (month + 6) % 7 };
}

/** Lord of the `horaIndex`-th planetary hour (0 … 23 from sunrise) of a Vedic weekday (0 = Sunday). */
export function horaLordOf(vedicWeekday: number, horaIndex: number): SaptaGraha {
  return CHALDEAN[(CHALDEAN.indexOf(WEEKDAY_LORD[vedicWeekday]) + horaIndex) % 7];
}

/**
 * Mean longitudes (tropical, mean equinox of date) from J. Meeus, Astronomical Algorithms 2nd ed.,
 * Table 31.A: heliocentric L of each planet; the mean Sun is Earth's L + 180°.
 */
const MEAN_ELEMENTS: Record<'Mercury' | 'Venus' | 'Earth' | 'Mars' | 'Jupiter' | 'Saturn', [number, number, number]> = {
  Mercury: [252.250906, 149474.0722491, 0.0003035],
  Venus: [181.979801, 58519.2130302, 0.00031014],
  Earth: [100.466457, 36000.7698278, 0.00030322],
  Mars: [355.433, 19141.6964471, 0.00031052],
  Jupiter: [34.351519, 3036.3027748, 0.0002233],
  Saturn: [50.077444, 1223.5110686, 0.00051908],
};
export function meanLongitude(body: keyof typeof MEAN_ELEMENTS, jd: number): number {
  const t = (jd - 2451545) / 36525;
  const [a, b, c] = MEAN_ELEMENTS[body];
  return norm360(a + b * t + c * t * t);
}

/** Cheshta bala of Mars … Saturn from the true tropical longitude (BPHS ch. 27). */
export function cheshtaBala(planet: 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn', trueTropicalLon: number, jd: number): number {
  const meanSun = norm360(meanLongitude('Earth', jd) + 180);
  const own = meanLongitude(planet, jd);
  const inner = planet === 'Mercury' || planet === 'Venus';
  const sighrocca = inner ? own : meanSun;
  const mean = inner ? meanSun : own;
  const average = mean + signedDelta(mean, trueTropicalLon) / 2;
  return separation(sighrocca, average) / 3;
}

/** Ojhayugma bala: Moon and Venus 15 each for an even rasi and an even navamsa, the others for odd ones. */
export function ojhayugmaBala(planet: SaptaGraha, siderealLon: number): number {
  const wants = planet === 'Moon' || planet === 'Venus' ? 1 : 0; // sign index 0 = Aries, an odd sign
  const rasi = vargaSign(siderealLon, 1);
  const navamsa = vargaSign(siderealLon, 9);
  return (rasi % 2 === wants ? 15 : 0) + (navamsa % 2 === wants ? 15 : 0);
}

/** Kendradi bala by whole-sign house from the lagna sign: kendra 60, panaphara 30, apoklima 15. */
export function kendradiBala(planetSign: number, lagnaSign: number): number {
  const house = ((planetSign - lagnaSign + 12) % 12) + 1;
  return house % 3 === 1 ? 60 : house % 3 === 2 ? 30 : 15;
}

/** Drekkana bala: 15 for male planets in the 1st decanate, neuter in the 2nd, female in the 3rd. */
export function drekkanaBala(planet: SaptaGraha, siderealLon: number): number {
  const lon = norm360(siderealLon);
  const decanate = Math.min(2, Math.floor((lon % 30) / 10));
  const own = planet === 'Sun' || planet === 'Mars' || planet === 'Jupiter' ? 0 : planet === 'Mercury' || planet === 'Saturn' ? 1 : 2;
  return decanate === own ? 15 : 0;
}

/** Dig bala: folded arc from the powerless point (IC, MC, descendant or ascendant) ÷ 3. */
export function digBala(planet: SaptaGraha, siderealLon: number, ascDeg: number, mcDeg: number): number {
  const powerless = planet === 'Sun' || planet === 'Mars' ? mcDeg + 180
    : planet === 'Moon' || planet === 'Venus' ? mcDeg
      : planet === 'Saturn' ? ascDeg : ascDeg + 180;
  return separation(siderealLon, powerless) / 3;
}

/** Nathonnatha bala from u = 180° − |Sun's hour angle| (0 at midnight, 180° at noon). */
export function nathonnathaBala(planet: SaptaGraha, unnataDeg: number): number {
  if (planet === 'Mercury') return 60;
  return planet === 'Sun' || planet === 'Jupiter' || planet === 'Venus' ? unnataDeg / 3 : 60 - unnataDeg / 3;
}

/** Saptavargaja bala of `planet` from the sidereal longitudes of the seven grahas (compound relations from D1). */
export function saptavargajaBala(planet: SaptaGraha, lons: Record<SaptaGraha, number>): number {
  const d1 = (p: SaptaGraha) => Math.floor(norm360(lons[p]) / 30) % 12;
  let sum = 0;
  for (const d of SAPTAVARGAS) {
    const vs = vargaSign(lons[planet], d);
    const lord = SIGN_LORD[vs] as SaptaGraha;
    if (d === 1 && vs === MOOLATRIKONA_SIGN[planet]) sum += 45;
    else if (lord === planet) sum += 30;
    else sum += SAPTAVARGA_POINTS[compoundRelation(planet, d1(planet), lord, d1(lord))];
  }
  return sum;
}

/**
 * Natural benefics and malefics among the seven (PVR Narasimha Rao, Integrated Approach): Jupiter and
 * Venus benefic; Sun, Mars, Saturn malefic; the Moon benefic in the bright half (Moon − Sun < 180°);
 * Mercury benefic alone or with more benefics than malefics in its sign, malefic with more malefics, on
 * a tie like the planet nearest to it (V.P. Jain's rule).
 */
export function beneficsAndMalefics(lons: Record<SaptaGraha, number>): { benefics: SaptaGraha[]; malefics: SaptaGraha[] } {
  const benefics: SaptaGraha[] = ['Jupiter', 'Venus'];
  const malefics: SaptaGraha[] = ['Sun', 'Mars', 'Saturn'];
  (norm360(lons.Moon - lons.Sun) < 180 ? benefics : malefics).push('Moon');
  const signOfP = (p: SaptaGraha) => Math.floor(norm360(lons[p]) / 30) % 12;
  const withMercury = SAPTA_GRAHAS.filter((p) => p !== 'Mercury' && signOfP(p) === signOfP('Mercury'));
  const nb = withMercury.filter((p) => benefics.includes(p)).length;
  const nm = withMercury.filter((p) => malefics.includes(p)).length;
  let mercuryBenefic = nb >= nm;
  if (nb === nm && nb > 0) {
    const nearest = [...withMercury].sort((a, b) => separation(lons[a], lons.Mercury) - separation(lons[b], lons.Mercury))[0];
    mercuryBenefic = benefics.includes(nearest);
  }
  (mercuryBenefic ? benefics : malefics).push('Mercury');
  return {
    benefics: SAPTA_GRAHAS.filter((p) => benefics.includes(p)),
    malefics: SAPTA_GRAHAS.filter((p) => malefics.includes(p)),
  };
}

/** Paksha bala from the folded Moon–Sun arc f (0 … 180°): benefics f/3, malefics 60 − f/3 (undoubled). */
export function pakshaBala(benefic: boolean, foldedElongationDeg: number): number {
  return benefic ? foldedElongationDeg / 3 : 60 - foldedElongationDeg / 3;
}

// ---------------------------------------------------------------------------------------------------

interface DayFrame {
  rise: number;
  set: number;
  nextRise: number;
}

/** The Hindu sunrise at or before jd, the sunset after it and the next sunrise. */
function dayFrame(jd: number, lat: number, lng: number): DayFrame {
  const noSun = (): never => {
    throw new CoreError('UNPROCESSABLE', `shadbala needs a sunrise and a sunset: the Sun does not rise or set at latitude ${lat} on this date`);
  };
  let start = jd - 1;
  let rise: number | null = null;
  for (let i = 0; i < 4 && rise === null; i++, start -= 1) {
    const r = sunriseSunset(start, lat, lng, 'centre').riseJdUt;
    if (r === null) noSun();
    else if (r <= jd) rise = r;
  }
  if (rise === null) return noSun();
  // A later sunrise still before the birth (two within a day only near the polar circle).
  for (let i = 0; i < 3; i++) {
    const next = sunriseSunset(rise + 1e-4, lat, lng, 'centre');
    if (next.riseJdUt === null || next.setJdUt === null) return noSun();
    if (next.riseJdUt <= jd) {
      rise = next.riseJdUt;
      continue;
    }
    return { rise, set: next.setJdUt, nextRise: next.riseJdUt };
  }
  return noSun();
}

function isBenefic(benefics: readonly SaptaGraha[], p: SaptaGraha): boolean {
  return benefics.includes(p);
}

function summaryOf(rows: PlanetShadbala[]): Text {
  const byRatio = [...rows].sort((a, b) => b.totalRupas / b.requiredRupas - a.totalRupas / a.requiredRupas);
  const weak = rows.filter((r) => !r.isStrong);
  const fmt = (r: PlanetShadbala) =>
    text('vedic.shadbala.planetRupas', { planet: planetTerm(r.planet), rupas: r.totalRupas.toFixed(2), required: r.requiredRupas });
  const ends = { strongest: fmt(byRatio[0]), weakest: fmt(byRatio[byRatio.length - 1]) };
  return weak.length === 0
    ? text('vedic.shadbala.summaryAllStrong', ends)
    : text('vedic.shadbala.summary', { ...ends, below: list(weak.map(fmt)) });
}

export function shadbala(input: ShadbalaInput): ShadbalaResult {
  const { jdUt: jd, lat, lng, ayanamsa } = input;
  const pos = {} as Record<SaptaGraha, { lon: number }>;
  for (const p of SAPTA_GRAHAS) pos[p] = { lon: norm360(bodyPosition(jd, p, ayanamsa).lonDeg) };
  const ayan = ayanamsaDeg(jd, ayanamsa);
  const sayana = (p: SaptaGraha) => norm360(pos[p].lon + ayan);
  const houses = houseCusps(jd, lat, lng, 'W', ayanamsa);
  const asc = norm360(houses.ascDeg);
  const mc = norm360(houses.mcDeg);
  const ascSign = Math.floor(asc / 30) % 12;
  const sign = {} as Record<SaptaGraha, number>;
  for (const p of SAPTA_GRAHAS) sign[p] = Math.floor(pos[p].lon / 30) % 12;

  // --- Benefics and malefics (paksha and drik bala).
  const lons = {} as Record<SaptaGraha, number>;
  for (const p of SAPTA_GRAHAS) lons[p] = pos[p].lon;
  const { benefics, malefics } = beneficsAndMalefics(lons);

  // --- Day frame, lords.
  const frame = dayFrame(jd, lat, lng);
  const dayBirth = jd < frame.set;
  const localJdn = Math.floor(frame.rise + 0.5 + lng / 360);
  const vedicWeekday = (localJdn + 1) % 7;
  const ahargana = aharganaOfJdn(localJdn);
  const am = abdaMasaWeekdays(ahargana);
  const horaIndex = dayBirth
    ? Math.min(11, Math.floor(((jd - frame.rise) * 12) / (frame.set - frame.rise)))
    : 12 + Math.min(11, Math.floor(((jd - frame.set) * 12) / (frame.nextRise - frame.set)));
  const lords = {
    abda: WEEKDAY_LORD[am.abda], masa: WEEKDAY_LORD[am.masa], vara: WEEKDAY_LORD[vedicWeekday], hora: horaLordOf(vedicWeekday, horaIndex),
  };
  const third = dayBirth
    ? Math.min(2, Math.floor(((jd - frame.rise) * 3) / (frame.set - frame.rise)))
    : Math.min(2, Math.floor(((jd - frame.set) * 3) / (frame.nextRise - frame.set)));
  const tribhagaLord: SaptaGraha = dayBirth ? (['Mercury', 'Sun', 'Saturn'] as const)[third] : (['Moon', 'Venus', 'Mars'] as const)[third];

  // --- Nathonnatha from the Sun's hour angle (apparent solar time).
  const eps = (trueObliquityDeg(jd) * Math.PI) / 180;
  const lamSun = (sayana('Sun') * Math.PI) / 180;
  const raSun = norm360((Math.atan2(Math.sin(lamSun) * Math.cos(eps), Math.cos(lamSun)) * 180) / Math.PI);
  const hourAngle = signedDelta(raSun, houses.armcDeg); // ARMC − RA, −180 … 180
  const unnata = 180 - Math.abs(hourAngle); // 0 at midnight, 180 at noon

  const f = separation(lons.Moon, lons.Sun);

  const rows = {} as Record<SaptaGraha, PlanetShadbala>;
  for (const p of SAPTA_GRAHAS) {
    const lon = pos[p].lon;
    // Sthana
    const sv = saptavargajaBala(p, lons);
    const ojhayugma = ojhayugmaBala(p, lon);
    const kendradi = kendradiBala(sign[p], ascSign);
    const drekkana = drekkanaBala(p, lon);
    const uchcha = uchchaBala(p, lon);
    const sthana: SthanaBala = {
      uchcha, saptavargaja: sv, ojhayugma, kendradi, drekkana,
      total: uchcha + sv + ojhayugma + kendradi + drekkana,
    };
    // Dig
    const dig = digBala(p, lon, asc, mc);
    // Kala
    const nathonnatha = nathonnathaBala(p, unnata);
    const paksha = pakshaBala(isBenefic(benefics, p), f);
    const kala: KalaBala = {
      nathonnatha,
      paksha,
      tribhaga: p === 'Jupiter' || p === tribhagaLord ? 60 : 0,
      abda: lords.abda === p ? 15 : 0,
      masa: lords.masa === p ? 30 : 0,
      vara: lords.vara === p ? 45 : 0,
      hora: lords.hora === p ? 60 : 0,
      ayana: ayanaBala(p, krantiDeg(sayana(p))),
      yuddha: 0,
      total: 0,
    };
    rows[p] = {
      planet: p, sthana, dig, kala, chesta: 0, naisargika: NAISARGIKA[p], drik: 0,
      totalVirupas: 0, totalRupas: 0, requiredRupas: REQUIRED_RUPAS[p], isStrong: false, ishta: 0, kashta: 0,
    };
  }

  // --- Yuddha: Mars … Saturn within 1°.
  const wars: ShadbalaContext['wars'] = [];
  const warriors = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;
  const preWar = (p: SaptaGraha) => {
    const r = rows[p];
    const k = r.kala;
    return r.sthana.total + r.dig + k.nathonnatha + k.paksha + k.tribhaga + k.abda + k.masa + k.vara + k.hora;
  };
  for (let i = 0; i < warriors.length; i++) {
    for (let j = i + 1; j < warriors.length; j++) {
      const a = warriors[i];
      const b = warriors[j];
      const sep = separation(pos[a].lon, pos[b].lon);
      if (sep > 1) continue;
      const [victor, vanquished] = preWar(a) >= preWar(b) ? [a, b] : [b, a];
      const bala = Math.abs(preWar(a) - preWar(b)) / Math.abs((DISC_DIAMETER[a] ?? 0) - (DISC_DIAMETER[b] ?? 0));
      wars.push({ victor, vanquished, separationDeg: sep, bala });
    }
  }
  for (const w of wars) {
    rows[w.victor].kala.yuddha += w.bala;
    rows[w.vanquished].kala.yuddha -= w.bala;
  }

  // --- Cheshta, drik, totals.
  for (const p of SAPTA_GRAHAS) {
    const r = rows[p];
    const k = r.kala;
    k.total = k.nathonnatha + k.paksha + k.tribhaga + k.abda + k.masa + k.vara + k.hora + k.ayana + k.yuddha;
    r.chesta = p === 'Sun' ? k.ayana : p === 'Moon' ? k.paksha : cheshtaBala(p, sayana(p), jd);
    let good = 0;
    let bad = 0;
    for (const q of SAPTA_GRAHAS) {
      if (q === p) continue;
      const v = drishtiValue(q, pos[p].lon - pos[q].lon);
      if (isBenefic(benefics, q)) good += v;
      else bad += v;
    }
    r.drik = (good - bad) / 4;
    r.totalVirupas = r.sthana.total + r.dig + k.total + r.chesta + r.naisargika + r.drik;
    r.totalRupas = r.totalVirupas / 60;
    r.isStrong = r.totalRupas >= r.requiredRupas;
    const u = r.sthana.uchcha;
    const c = r.chesta;
    r.ishta = Math.sqrt(u * c);
    r.kashta = Math.sqrt((60 - u) * (60 - c));
  }

  const planets = SAPTA_GRAHAS.map((p) => rows[p]);
  return {
    planets,
    summary: summaryOf(planets),
    context: {
      sunriseJdUt: frame.rise,
      sunsetJdUt: frame.set,
      nextSunriseJdUt: frame.nextRise,
      dayBirth,
      vedicWeekday,
      ahargana,
      lords,
      horaIndex,
      benefics,
      malefics,
      wars,
    },
  };
}
