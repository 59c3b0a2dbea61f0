/**
 * House systems (Swiss Ephemeris definitions, swephprg §14 "House cusp calculation").
 * Inside the polar circle Swiss Ephemeris cannot compute Placidus, Koch (or Gauquelin) and returns
 * Porphyry cusps with an error flag; we pass that on as a warning.
 */
import { text, type Text } from '../text.js';
import { norm360, signOf } from '../angles.js';
import { houseCusps } from '../ephemeris.js';
import { formatDegree, SIGN_NAMES } from '../zodiac.js';
import type { WesternBody } from './bodies.js';
import { MODERN_SIGN_RULER } from './dignity.js';

export const HOUSE_SYSTEMS = {
  placidus: 'P', koch: 'K', porphyry: 'O', regiomontanus: 'R', campanus: 'C', equal: 'A',
  'whole-sign': 'W', alcabitius: 'B', morinus: 'M', topocentric: 'T', meridian: 'X', vehlow: 'V',
  krusinski: 'U', horizontal: 'H', 'equal-mc': 'D', sripati: 'S',
  // The rest of Swiss Ephemeris' 12-cusp systems (swephprg §14; names as swe_house_name gives them).
  'carter-poli-equatorial': 'F', sunshine: 'I', 'sunshine-alt': 'i', 'savard-a': 'J', 'pullen-sd': 'L',
  'equal-aries': 'N', 'pullen-sr': 'Q', apc: 'Y',
} as const;
export type HouseSystem = keyof typeof HOUSE_SYSTEMS;
export const HOUSE_SYSTEM_NAMES = Object.keys(HOUSE_SYSTEMS) as HouseSystem[];

/**
 * Michel Gauquelin's 36 sectors (Swiss Ephemeris letter G): the diurnal circle of each body cut into 36,
 * numbered clockwise (sector 1 begins at the ascendant, 10 at the MC, 19 at the descendant, 28 at the IC).
 * Not a 12-house system, so it is not a `houseSystem` of the charts; POST /v1/western/house-systems
 * gives its 36 cusps.
 */
export const GAUQUELIN = { id: 'gauquelin', letter: 'G', sectors: 36 } as const;

/** Swiss Ephemeris' own name of each letter (swe_house_name, SE 2.10.03). E is another letter for A. */
export const SWE_HOUSE_NAMES: Record<string, string> = {
  A: 'equal', B: 'Alcabitius', C: 'Campanus', D: 'equal (MC)', E: 'equal', F: 'Carter poli-equ.',
  G: 'Gauquelin sectors', H: 'horizon/azimut', I: 'Sunshine', i: 'Sunshine/alt.', J: 'Savard-A', K: 'Koch',
  L: 'Pullen SD', M: 'Morinus', N: 'equal/1=Aries', O: 'Porphyry', P: 'Placidus', Q: 'Pullen SR',
  R: 'Regiomontanus', S: 'Sripati', T: 'Polich/Page', U: 'Krusinski-Pisa-Goelzer', V: 'equal/Vehlow',
  W: 'equal/ whole sign', X: 'axial rotation system/Meridian houses', Y: 'APC houses',
};

/**
 * Accepts a system name or its Swiss Ephemeris letter; returns the canonical name, or null. Letters are
 * case-insensitive except I (Sunshine) and i (Sunshine, alternative); E is Swiss Ephemeris' second letter
 * for equal houses (A). G (Gauquelin's 36 sectors) is not a 12-house system: null.
 */
export function parseHouseSystem(value: string): HouseSystem | null {
  if (Object.hasOwn(HOUSE_SYSTEMS, value)) return value as HouseSystem;
  if (value.length !== 1) return null;
  const exact = HOUSE_SYSTEM_NAMES.find((n) => HOUSE_SYSTEMS[n] === value);
  if (exact) return exact;
  const upper = value.toUpperCase();
  if (upper === 'E') return 'equal';
  return HOUSE_SYSTEM_NAMES.find((n) => HOUSE_SYSTEMS[n] === upper) ?? null;
}

export interface WesternHouse {
  number: number;
  sign: number;
  signName: string;
  cuspDegree: number;
  /** The cusp as '24°46′19″ Taurus' (formatDegree) */
  degreeFormatted: string;
  planetsInHouse: WesternBody[];
  rulerPlanet: WesternBody;
}

export interface WesternHouses {
  houses: WesternHouse[];
  ascendant: number;
  /** The ascendant as '24°46′19″ Taurus' (formatDegree) */
  ascendantFormatted: string;
  midheaven: number;
  midheavenFormatted: string;
}

export interface HouseCalc {
  houses: WesternHouses;
  cusps: number[];
  warnings: Text[];
}

/** Index (0..11) of the house containing `lon`: the cusp it last passed, moving forward through the zodiac. */
export function houseIndexOf(lon: number, cusps: number[]): number {
  let best = 0;
  let bestDist = Infinity;
  for (let i = 0; i < 12; i++) {
    const d = norm360(lon - cusps[i]);
    if (d < bestDist) {
      bestDist = d;
      best = i;
    }
  }
  return best;
}

/**
 * The records with their `house`, 1 to 12: the house of each one's tropical longitude among `cusps`
 * (houseIndexOf, as houseCalcFrom places the bodies in planetsInHouse, so the two always agree).
 */
export function withHouses<B extends { tropicalLongitude: number }>(records: readonly B[], cusps: number[]): (B & { house: number })[] {
  return records.map((r) => ({ ...r, house: houseIndexOf(r.tropicalLongitude, cusps) + 1 }));
}

/**
 * Each cusp ahead of the previous one, the twelve forward steps making one circle. Horizontal houses are
 * exempt: Swiss Ephemeris counts them along the azimuth from the east point, so their ecliptic longitudes
 * need not run in zodiacal order (pyswisseph gives the same, reference chart p01).
 */
export function inZodiacalOrder(cusps: number[]): boolean {
  let total = 0;
  for (let i = 0; i < 12; i++) {
    const step = norm360(cusps[(i + 1) % 12] - cusps[i]);
    if (!(step > 0 && step < 180)) return false;
    total += step;
  }
  return Math.abs(total - 360) < 1e-6;
}

export function westernHouses(
  jdUt: number,
  latDeg: number,
  lngDeg: number,
  system: HouseSystem,
  bodies: { planet: WesternBody; tropicalLongitude: number }[],
): HouseCalc {
  const r = houseCusps(jdUt, latDeg, lngDeg, HOUSE_SYSTEMS[system]);
  return houseCalcFrom(r, system, latDeg, bodies);
}

/**
 * House records from Swiss Ephemeris cusps and angles (a chart's, or a composite's from its RAMC): the
 * polar fallback and out-of-order warnings, and the bodies placed in their houses.
 */
export function houseCalcFrom(
  r: { cusps: number[]; ascDeg: number; mcDeg: number; fellBackToPorphyry: boolean },
  system: HouseSystem,
  latDeg: number,
  bodies: { planet: WesternBody; tropicalLongitude: number }[],
): HouseCalc {
  const warnings: Text[] = [];
  if (r.fellBackToPorphyry) {
    warnings.push(text('western.houses.polarFallback', { system, lat: latDeg }));
  }
  const cusps = r.cusps.map(norm360);
  if (system !== 'horizontal' && !inZodiacalOrder(cusps)) {
    warnings.push(text('western.houses.outOfOrder', { system, lat: latDeg }));
  }
  const members: WesternBody[][] = cusps.map(() => []);
  for (const b of bodies) members[houseIndexOf(b.tropicalLongitude, cusps)].push(b.planet);
  const houses = cusps.map((cusp, i) => {
    const { sign } = signOf(cusp);
    return {
      number: i + 1,
      sign,
      signName: SIGN_NAMES[sign],
      cuspDegree: cusp,
      degreeFormatted: formatDegree(cusp),
      planetsInHouse: members[i],
      rulerPlanet: MODERN_SIGN_RULER[sign],
    };
  });
  const ascendant = norm360(r.ascDeg);
  const midheaven = norm360(r.mcDeg);
  return {
    houses: { houses, ascendant, ascendantFormatted: formatDegree(ascendant), midheaven, midheavenFormatted: formatDegree(midheaven) },
    cusps,
    warnings,
  };
}
