/**
 * Midpoint composite chart (Robert Hand, "Planets in Composite", 1975): a chart of midpoints, not of a
 * moment.
 *
 * Conventions:
 *  - Each body sits at the midpoint of its two longitudes along the shorter arc (`shortArcMidpoint`):
 *    350° and 10° give 0°, 10° and 200° give 285°. When the two are exactly 180° apart there is no
 *    shorter arc; we then take the point 90° ahead (in zodiacal order) of person 1's longitude, so in
 *    that one case the order of the two persons matters.
 *  - latitude = mean of the two latitudes; speed = mean of the two speeds, so `isRetrograde` follows the
 *    mean speed. Records are built by `westernRecord` (sign, element, modality, dignity as for a natal
 *    chart).
 *  - The South Node is the composite North Node + 180° (latitude 0, the North Node's speed), not the
 *    midpoint of the two South Nodes. The two agree: both pairs of nodes are 180° apart, so the shorter
 *    arc between the South Nodes is the same arc as between the North Nodes, shifted by 180°.
 *  - Houses "from the midpoint of the MCs" (the method most composite software uses): composite MC =
 *    shorter-arc midpoint of the two natal MCs; RAMC from that MC with the true obliquity at the mean
 *    of the two birth instants (tan RAMC = tan MC · cos ε); composite latitude = mean of the two birth
 *    latitudes; cusps of the requested system from that RAMC, latitude and obliquity (Swiss Ephemeris
 *    swe_houses_armc). The MC of the result is the composite MC again; the ascendant follows from it.
 */
import { shortArcMidpoint } from '../angles.js';
import { houseCuspsFromArmc, trueObliquityDeg } from '../ephemeris.js';
import { WESTERN_BODIES, type WesternBody } from './bodies.js';
import { HOUSE_SYSTEMS, houseCalcFrom, type HouseCalc, type HouseSystem } from './houses.js';
import { westernRecord, type WesternPosition } from './positions.js';
import { ramcFromMc } from './progressions.js';

/** Composite longitude of two longitudes (degrees [0, 360)); see the module comment for the 180° case. */
export function compositeLongitude(lon1: number, lon2: number): number {
  return shortArcMidpoint(lon1, lon2);
}

function find(list: WesternPosition[], planet: WesternBody, who: string): WesternPosition {
  const hit = list.find((p) => p.planet === planet);
  if (!hit) throw new Error(`composite: ${who} has no ${planet}`);
  return hit;
}

/** The 13 composite bodies, in the western order, from two sets of 13 natal positions. */
export function compositePositions(person1: WesternPosition[], person2: WesternPosition[]): WesternPosition[] {
  const out: WesternPosition[] = [];
  for (const planet of WESTERN_BODIES) {
    if (planet === 'SouthNode') continue;
    const a = find(person1, planet, 'person1');
    const b = find(person2, planet, 'person2');
    out.push(westernRecord(
      planet,
      compositeLongitude(a.tropicalLongitude, b.tropicalLongitude),
      (a.latitude + b.latitude) / 2,
      (a.speed + b.speed) / 2,
    ));
  }
  const nn = out[out.length - 1];
  out.push(westernRecord('SouthNode', nn.tropicalLongitude + 180, 0, nn.speed));
  return out;
}

export interface CompositeHousesInput {
  /** The two natal MCs (tropical, degrees). */
  mc1Deg: number;
  mc2Deg: number;
  /** The two birth latitudes. */
  lat1: number;
  lat2: number;
  /** The two birth instants (JD UT): their mean dates the obliquity. */
  jd1Ut: number;
  jd2Ut: number;
  system: HouseSystem;
  /** Composite bodies, placed into the houses. */
  bodies: { planet: WesternBody; tropicalLongitude: number }[];
}

export interface CompositeHouseCalc extends HouseCalc {
  ramcDeg: number;
  obliquityDeg: number;
  latitude: number;
}

/** Composite houses from the midpoint of the MCs (see the module comment). */
export function compositeHouses(input: CompositeHousesInput): CompositeHouseCalc {
  const mc = compositeLongitude(input.mc1Deg, input.mc2Deg);
  const latitude = (input.lat1 + input.lat2) / 2;
  const eps = trueObliquityDeg((input.jd1Ut + input.jd2Ut) / 2);
  const ramc = ramcFromMc(mc, eps);
  const r = houseCuspsFromArmc(ramc, latitude, eps, HOUSE_SYSTEMS[input.system]);
  return { ...houseCalcFrom(r, input.system, latitude, input.bodies), ramcDeg: ramc, obliquityDeg: eps, latitude };
}
