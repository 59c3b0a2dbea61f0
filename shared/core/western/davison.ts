/**
 * Davison relationship chart (Ronald Davison, "Synastry", 1977): a real chart cast for the midpoint in
 * time and in space of two births.
 *
 * Conventions (the ones the issue asks for):
 *  - time: the arithmetic mean of the two instants in UT (Julian days), so births 10 days apart give the
 *    moment 5 days after the earlier one, whatever the two local zones were;
 *  - latitude: the arithmetic mean of the two latitudes (not the great-circle midpoint);
 *  - longitude: the midpoint along the shorter arc of the parallel (`shortArcMidpoint`), reported in
 *    (−180, 180]: 170° and −170° give 180°, not 0°. When the two longitudes are exactly 180° apart there is
 *    no shorter arc; the midpoint is then taken 90° east of person 1's longitude.
 */
import { shortArcMidpoint } from '../angles.js';

export interface BirthPlaceTime {
  jdUt: number;
  lat: number;
  lng: number;
}

/** Longitude in degrees to (−180, 180]. */
function toSignedLongitude(deg: number): number {
  return deg > 180 ? deg - 360 : deg;
}

export function davisonMidpoint(p1: BirthPlaceTime, p2: BirthPlaceTime): BirthPlaceTime {
  return {
    jdUt: (p1.jdUt + p2.jdUt) / 2,
    lat: (p1.lat + p2.lat) / 2,
    lng: toSignedLongitude(shortArcMidpoint(p1.lng, p2.lng)),
  };
}
