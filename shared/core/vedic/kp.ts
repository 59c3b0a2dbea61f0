/**
 * Krishnamurti Paddhati (KP): Placidus cusps with their sign, star, sub and sub-sub lords, the houses the
 * planets occupy and own, the four-level significators, the ruling planets of a moment, and the horary
 * chart of a number 1–249.
 *
 * Sources:
 *  - K.S. Krishnamurti, KP Reader I ("Casting the Horoscope"): sidereal zodiac with the Krishnamurti
 *    ayanamsa, Placidus cusps; each nakshatra divided into nine subs in Vimshottari proportion
 *    (`nakshatraOf` and `vimshottariParts` in ./nakshatra.ts, reused here).
 *  - KP Reader II/IV ("Fundamental Principles", "Marriage, Married Life and Children") as summarised in the
 *    K_P_System group's tutorial "Chapter 2: Fundamental Principles" §11.3–11.5: a planet signifies, in
 *    order of strength, (1) the houses occupied by its star lord, (2) the house it occupies, (3) the houses
 *    owned by its star lord, (4) the houses it owns; a house's significators are, in the same order,
 *    (1) planets in the star of its occupants, (2) its occupants, (3) planets in the star of its owner,
 *    (4) its owner. A planet occupies the house whose cusp it has passed (the cusp opens the house); it owns
 *    every house whose cusp falls in a sign it rules (traditional lords; Rahu and Ketu own none).
 *  - Rahu and Ketu as agents (KP Reader; sageasita.com "Significance of Rahu and Ketu", after R.G. Bhatt):
 *    a node represents the lord of the sign it occupies and the planets conjoined with it, and signifies the
 *    houses those occupy and own, besides its own house; as a planet it also gives the results of its star
 *    lord. Here the agents' occupied houses join the node's level 2 and their owned houses its level 4, so
 *    a planet in a node's star inherits them at levels 1 and 3. Aspects to the nodes are not used.
 *    "Conjoined" here means in the same sign.
 *  - Ruling planets (KP Reader VI, "Horary Astrology"; the same tutorial §13): the lord of the day (the Hindu
 *    day, sunrise to sunrise), the sign, star and sub lords of the ascendant and of the Moon at the moment of
 *    judgment; Rahu or Ketu join as representatives of a ruling planet whose sign they occupy or which they
 *    conjoin.
 *  - Horary (KP Reader VI): the numbers 1–249 are the 243 subs of the zodiac from 0° Aries, those six that a
 *    sign boundary cuts counted twice (KSK's table of horary numbers: 1 = Aries 0°00′00″–0°46′40″, 22 = Aries
 *    29°13′20″–30°, 23 = Taurus 0°–1°13′20″ …); the ascendant is the start of the number's sub, the cusps are
 *    Placidus for the sidereal time (ARMC) that raises that degree at the place, the planets those of the
 *    moment of the question.
 */
import { norm360, signOf } from '../angles.js';
import { CoreError } from '../errors.js';
import { ayanamsaDeg, houseCusps, houseCuspsFromArmc, trueObliquityDeg, type Ayanamsa } from '../ephemeris.js';
import { SIGN_LORD, type Graha } from './grahas.js';
import { NAKSHATRA_SPAN_DEG, nakshatraOf, vimshottariParts } from './nakshatra.js';

const RAD = Math.PI / 180;

export interface KpLords {
  sign: number;
  signLord: Graha;
  nakshatra: string;
  starLord: Graha;
  subLord: Graha;
  subSubLord: Graha;
}

/** Sign, star, sub and sub-sub lords of a sidereal longitude. */
export function kpLordsOf(siderealLon: number): KpLords {
  const { sign } = signOf(siderealLon);
  const nak = nakshatraOf(siderealLon);
  return { sign, signLord: SIGN_LORD[sign], nakshatra: nak.name, starLord: nak.lord, subLord: nak.subLord, subSubLord: nak.subSubLord };
}

// ------------------------------------------------------------------ the 249 horary subs

export interface HorarySub {
  /** 1 … 249. */
  number: number;
  /** Sidereal longitude where the entry starts, and where the next starts (360 for the last). */
  start: number;
  end: number;
  sign: number;
  starLord: Graha;
  subLord: Graha;
}

/**
 * KSK's table of horary numbers: the nine subs of each of the 27 nakshatras in zodiacal order, a sub that a
 * sign boundary cuts split there (at 30°, 90°, 150°, 210°, 270° and 330°: Krittika, Uttara Phalguni and Uttara
 * Ashadha's Rahu subs, Punarvasu, Vishakha and Purva Bhadrapada's Moon subs), 243 + 6 = 249 entries.
 */
function horaryTable(): HorarySub[] {
  const out: Omit<HorarySub, 'number'>[] = [];
  for (let n = 0; n < 27; n++) {
    const nakStart = n * NAKSHATRA_SPAN_DEG;
    const starLord = nakshatraOf(nakStart + NAKSHATRA_SPAN_DEG / 2).lord;
    vimshottariParts(starLord, NAKSHATRA_SPAN_DEG).forEach((part, i) => {
      const start = nakStart + part.partStart;
      const end = n === 26 && i === 8 ? 360 : start + part.partSpan;
      // A sign boundary strictly inside the sub (the six cuts lie 33′20″ or more from the ends of their subs).
      const cut = Math.ceil(start / 30) * 30;
      const pieces = cut - start > 1e-9 && end - cut > 1e-9 ? [[start, cut], [cut, end]] : [[start, end]];
      for (const [s, e] of pieces) out.push({ start: s, end: e, sign: Math.floor((s + 1e-9) / 30), starLord, subLord: part.lord });
    });
  }
  return out.map((e, i) => ({ number: i + 1, ...e }));
}

export const HORARY_SUBS: readonly HorarySub[] = horaryTable();

export function horarySub(n: number): HorarySub {
  const e = HORARY_SUBS[n - 1];
  if (!Number.isInteger(n) || !e) throw new CoreError('VALIDATION_ERROR', 'number must be an integer from 1 to 249', 'number');
  return e;
}

// ------------------------------------------------------------------ cusps, houses, ownership

export interface KpCusp extends KpLords {
  cusp: number;
  longitude: number;
}

export interface KpPlanetInput {
  planet: Graha;
  longitude: number;
}

export interface KpPlanet extends KpLords {
  planet: Graha;
  longitude: number;
  /** The Placidus house (1–12) whose cusp the planet has passed. */
  house: number;
}

function polar(lat: number): never {
  throw new CoreError(
    'UNPROCESSABLE',
    `Placidus cusps, which KP requires, are not defined at latitude ${lat} at this moment (inside the polar circle ` +
      'some ecliptic degrees never rise)',
    'lat',
  );
}

/** Sidereal Placidus cusps 1–12 of a moment and place; refuses where Placidus is undefined. */
export function kpCuspLongitudes(jdUt: number, lat: number, lng: number, ayanamsa: Ayanamsa): number[] {
  const r = houseCusps(jdUt, lat, lng, 'P', ayanamsa);
  if (r.fellBackToPorphyry) polar(lat);
  return r.cusps.map(norm360);
}

export function cuspRecords(cusps: readonly number[]): KpCusp[] {
  return cusps.map((lon, i) => ({ cusp: i + 1, longitude: lon, ...kpLordsOf(lon) }));
}

/** The house (1–12) whose cusp `lon` has passed and whose next cusp it has not reached. */
export function houseOf(lon: number, cusps: readonly number[]): number {
  for (let i = 0; i < 12; i++) {
    const width = norm360(cusps[(i + 1) % 12] - cusps[i]);
    if (norm360(lon - cusps[i]) < width) return i + 1;
  }
  throw new Error('cusps do not cover the circle');
}

export function planetRecords(planets: readonly KpPlanetInput[], cusps: readonly number[]): KpPlanet[] {
  return planets.map((p) => ({ planet: p.planet, longitude: p.longitude, house: houseOf(p.longitude, cusps), ...kpLordsOf(p.longitude) }));
}

/** Houses whose cusp falls in a sign the planet rules (ascending); none for Rahu and Ketu. */
export function housesOwned(planet: Graha, cusps: readonly number[]): number[] {
  return cusps.flatMap((c, i) => (SIGN_LORD[signOf(c).sign] === planet ? [i + 1] : []));
}

// ------------------------------------------------------------------ significators

const NODES: readonly Graha[] = ['Rahu', 'Ketu'];

export interface PlanetSignification {
  planet: Graha;
  house: number;
  starLord: Graha;
  /** For Rahu and Ketu: the planets they represent (sign lord, then planets in the same sign); else empty. */
  agentOf: Graha[];
  /** Houses signified at each level, strongest first: star lord's occupied, own occupied, star lord's owned, own owned. */
  levels: [number[], number[], number[], number[]];
}

export interface HouseSignificators {
  house: number;
  cusp: number;
  owner: Graha;
  /** Planets at each level: in the star of occupants, occupants, in the star of the owner, the owner. */
  levels: [Graha[], Graha[], Graha[], Graha[]];
}

const sortedUnique = (xs: number[]) => [...new Set(xs)].sort((a, b) => a - b);

/** The planets a node represents: the lord of its sign, then the other planets in that sign (not the nodes). */
export function nodeAgency(node: Graha, planets: readonly KpPlanet[]): Graha[] {
  const self = planets.find((p) => p.planet === node);
  if (!self) return [];
  const conjoined = planets.filter((p) => !NODES.includes(p.planet) && p.sign === self.sign).map((p) => p.planet);
  return [...new Set([self.signLord, ...conjoined])];
}

/** Four-level planet and house significators of a chart (rules and sources in the module comment). */
export function significators(planets: readonly KpPlanet[], cusps: readonly number[]) {
  const byName = new Map(planets.map((p) => [p.planet, p]));
  const agents = new Map<Graha, Graha[]>(planets.map((p) => [p.planet, NODES.includes(p.planet) ? nodeAgency(p.planet, planets) : []]));
  const occupied = (g: Graha): number[] => {
    const p = byName.get(g);
    if (!p) return [];
    return sortedUnique([p.house, ...(agents.get(g) ?? []).map((a) => byName.get(a)?.house ?? 0).filter((h) => h > 0)]);
  };
  const owned = (g: Graha): number[] => sortedUnique([...housesOwned(g, cusps), ...(agents.get(g) ?? []).flatMap((a) => housesOwned(a, cusps))]);

  const planetSig: PlanetSignification[] = planets.map((p) => ({
    planet: p.planet,
    house: p.house,
    starLord: p.starLord,
    agentOf: agents.get(p.planet) ?? [],
    levels: [occupied(p.starLord), occupied(p.planet), owned(p.starLord), owned(p.planet)],
  }));
  const houseSig: HouseSignificators[] = cusps.map((c, i) => {
    const h = i + 1;
    const at = (level: number) => planetSig.filter((s) => s.levels[level].includes(h)).map((s) => s.planet);
    return { house: h, cusp: c, owner: SIGN_LORD[signOf(c).sign], levels: [at(0), at(1), at(2), at(3)] };
  });
  return { planets: planetSig, houses: houseSig };
}

// ------------------------------------------------------------------ ruling planets

export type RulingRole =
  | 'ascendantStarLord' | 'ascendantSignLord' | 'moonStarLord' | 'moonSignLord' | 'dayLord' | 'ascendantSubLord' | 'moonSubLord';

/**
 * The roles in KP's order of strength for the five classical ruling planets (ascendant star lord, ascendant
 * sign lord, Moon's star lord, Moon's sign lord, day lord: the tutorial §13 after KP Reader VI), then the two
 * sub lords.
 */
export const RULING_ROLES: readonly RulingRole[] = [
  'ascendantStarLord', 'ascendantSignLord', 'moonStarLord', 'moonSignLord', 'dayLord', 'ascendantSubLord', 'moonSubLord',
];

export interface NodeRepresentative {
  node: Graha;
  /** The ruling planets it stands for. */
  represents: Graha[];
  /** How: it occupies a sign the ruling planet rules, or sits in the same sign with it. */
  by: ('sign' | 'conjunction')[];
}

export function rulingPlanets(ascendant: number, moon: number, dayLord: Graha, planets: readonly KpPlanetInput[]) {
  const asc = kpLordsOf(ascendant);
  const mo = kpLordsOf(moon);
  const role: Record<RulingRole, Graha> = {
    ascendantStarLord: asc.starLord, ascendantSignLord: asc.signLord, moonStarLord: mo.starLord, moonSignLord: mo.signLord,
    dayLord, ascendantSubLord: asc.subLord, moonSubLord: mo.subLord,
  };
  const rulers = RULING_ROLES.map((r) => ({ role: r, planet: role[r] }));
  const set = new Set(rulers.map((r) => r.planet));
  const signOfPlanet = (g: Graha) => signOf(planets.find((p) => p.planet === g)?.longitude ?? Number.NaN).sign;
  const nodes: NodeRepresentative[] = NODES.flatMap((node) => {
    const s = signOfPlanet(node);
    const represents: Graha[] = [];
    const by: NodeRepresentative['by'] = [];
    if (set.has(SIGN_LORD[s])) {
      represents.push(SIGN_LORD[s]);
      by.push('sign');
    }
    const conj = [...set].filter((g) => !NODES.includes(g) && signOfPlanet(g) === s);
    if (conj.length) {
      represents.push(...conj.filter((g) => !represents.includes(g)));
      by.push('conjunction');
    }
    return represents.length ? [{ node, represents, by }] : [];
  });
  const all = [...set, ...nodes.map((n) => n.node).filter((n) => !set.has(n))];
  return { ascendant: { longitude: ascendant, ...asc }, moon: { longitude: moon, ...mo }, rulers, nodes, planets: all };
}

// ------------------------------------------------------------------ horary

/**
 * The ARMC (sidereal time, degrees) at which the ecliptic degree `tropicalLon` rises at latitude `lat`
 * (spherical astronomy: the point of right ascension α and declination δ rises at hour angle
 * −arccos(−tan φ tan δ), so ARMC = α − arccos(−tan φ tan δ)). Null where the degree never rises or never sets.
 */
export function armcRaising(tropicalLon: number, lat: number, eps: number): number | null {
  const l = tropicalLon * RAD;
  const e = eps * RAD;
  const ra = Math.atan2(Math.sin(l) * Math.cos(e), Math.cos(l)) / RAD;
  const dec = Math.asin(Math.sin(e) * Math.sin(l));
  const x = -Math.tan(lat * RAD) * Math.tan(dec);
  if (!(Math.abs(x) < 1)) return null;
  return norm360(ra - Math.acos(x) / RAD);
}

export interface HoraryChart {
  sub: HorarySub;
  armcDeg: number;
  ayanamsaDeg: number;
  cusps: number[];
}

/**
 * KSK's horary chart for a number at a moment and place: the ascendant is the start of the number's sub;
 * the ARMC that raises that (tropical) degree at the place gives the Placidus cusps (swe_houses_armc, true
 * obliquity of the moment), made sidereal with the ayanamsa of the moment. Cusp 1 is set to the table
 * value exactly (the computed one agrees within 1e-6°), cusp 7 to the point opposite.
 */
export function horaryChart(n: number, jdUt: number, lat: number, ayanamsa: Ayanamsa): HoraryChart {
  const sub = horarySub(n);
  const ayan = ayanamsaDeg(jdUt, ayanamsa);
  const eps = trueObliquityDeg(jdUt);
  const armc = armcRaising(norm360(sub.start + ayan), lat, eps);
  if (armc === null) polar(lat);
  const r = houseCuspsFromArmc(armc, lat, eps, 'P');
  if (r.fellBackToPorphyry) polar(lat);
  const cusps = r.cusps.map((c) => norm360(c - ayan));
  if (Math.abs(norm360(cusps[0] - sub.start + 180) - 180) > 1e-6) throw new Error(`horary ascendant ${cusps[0]} missed ${sub.start}`);
  cusps[0] = sub.start;
  cusps[6] = norm360(sub.start + 180);
  return { sub, armcDeg: armc, ayanamsaDeg: ayan, cusps };
}

/**
 * Cusp records of a horary chart. Cusps 1 and 7 lie exactly on the start of the number's sub and the point
 * opposite, often a sign or sub boundary; a boundary belongs to the part it opens, so their lords are
 * taken 1e-9° inside it, where rounding in the accumulated boundaries cannot put them in the part before.
 */
export function horaryCuspRecords(cusps: readonly number[]): KpCusp[] {
  return cusps.map((lon, i) => ({ cusp: i + 1, longitude: lon, ...kpLordsOf(i === 0 || i === 6 ? lon + 1e-9 : lon) }));
}
