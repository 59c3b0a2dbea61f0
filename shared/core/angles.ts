/** Angle helpers. All angles in decimal degrees. */

/** Normalise to [0, 360). */
export function norm360(deg: number): number {
  const r = deg % 360;
  const v = r < 0 ? r + 360 : r;
  // -1e-15 % 360 + 360 rounds to 360 in doubles; keep the half-open interval.
  return v >= 360 ? 0 : v;
}

/** Signed difference b − a normalised to (−180, 180]. */
export function signedDelta(a: number, b: number): number {
  const d = norm360(b - a);
  return d > 180 ? d - 360 : d;
}

/** Unsigned separation of two longitudes, 0 to 180. */
export function separation(a: number, b: number): number {
  return Math.abs(signedDelta(a, b));
}

/** Midpoint of two longitudes along the shorter arc. */
export function shortArcMidpoint(a: number, b: number): number {
  return norm360(a + signedDelta(a, b) / 2);
}

/** Sign index 0 (Aries) … 11 (Pisces) and the degree inside it. */
export function signOf(lonDeg: number): { sign: number; degreeInSign: number } {
  const lon = norm360(lonDeg);
  const sign = Math.min(11, Math.floor(lon / 30));
  return { sign, degreeInSign: lon - sign * 30 };
}
