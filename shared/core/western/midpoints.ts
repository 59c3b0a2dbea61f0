/**
 * Cosmobiology midpoints (Reinhold Ebertin, "The Combination of Stellar Influences" (COSI), 1940;
 * Michael Munkasey, "Midpoints: Unleashing the Power of the Planets", 1991, ch. 1–2).
 *
 *  - The midpoint of two bodies is the point halfway along the shorter arc between them (the "near"
 *    midpoint); the far midpoint is the point opposite. For two bodies exactly 180° apart both arcs are
 *    equal and we take planet1 + 90° (forward from the earlier body in the given order).
 *  - A dial of size D (360°, 90° or 45°) folds the zodiac so that points D apart coincide: on the 90° dial
 *    conjunction, square and opposition to a midpoint fall on the same place; on the 45° dial the
 *    semi-square and sesquiquadrate are added (Ebertin's 90° dial; the 45° dial of the Hamburg school).
 *    The distance of two longitudes a, b on a dial of size D is r = (a − b) mod D, distance = min(r, D − r).
 *    On the 360° dial that is the plain separation, so only the near midpoint is "hit"; its opposite
 *    (the far midpoint) is caught on the 90° and 45° dials, which is how Ebertin worked.
 *  - An activation is a body (the activator) within `orb` of a pair's midpoint on the dial, the activator
 *    not being one of the pair, written in Ebertin's notation "Mars = Sun/Moon".
 *
 * Degenerate cases (decided here):
 *  - NorthNode/SouthNode: the two nodes are always exactly opposite, so their "midpoint" is just a
 *    point 90° from both with no meaning of its own. The pair stays in the matrix (every pair once) but
 *    never makes an activation.
 *  - SouthNode on the 90° and 45° dials: SouthNode = NorthNode + 180° and 180° is a multiple of 90° and
 *    45°, so the South Node sits on the same dial point as the North Node and every pair X/SouthNode has
 *    its midpoint on the same dial point as X/NorthNode (the two midpoints differ by exactly 90°). Every
 *    SouthNode activation there would duplicate a NorthNode one, so on those dials the SouthNode takes no
 *    part in activations, neither as activator nor as pair member. This follows COSI, which lists the
 *    (north) node only. On the 360° dial the South Node is a distinct point and takes part normally.
 *  - 'Ascendant' and 'Midheaven', when the caller appends them, are treated exactly like bodies.
 */
import { norm360, shortArcMidpoint, signOf } from '../angles.js';
import { SIGN_NAMES } from '../zodiac.js';

export type Dial = 360 | 90 | 45;

export interface MidpointOptions {
  /** Maximum distance on the dial, degrees (API default 1.5, allowed 0–4: API-DECISIONS.md). */
  orb: number;
  dial: Dial;
}

export interface MidpointPoint {
  name: string;
  lonDeg: number;
}

export interface MidpointRecord {
  planet1: string;
  planet2: string;
  /** Near (shorter-arc) midpoint, 0 to below 360. */
  longitude: number;
  sign: number;
  signName: string;
  degreeInSign: number;
  /** `longitude` mod dial. */
  dialPosition: number;
}

export interface Activation {
  /** The activating body. */
  planet: string;
  planet1: string;
  planet2: string;
  /** The pair's near midpoint (longitude). */
  midpoint: number;
  /** Distance on the dial between the activator and the midpoint, ≥ 0. */
  orb: number;
  /** Ebertin notation, e.g. "Mars = Sun/Moon". */
  notation: string;
}

export interface MidpointResult {
  matrix: MidpointRecord[];
  activations: Activation[];
}

const DIALS: readonly number[] = [360, 90, 45];

/** `lonDeg` folded onto a dial of size `dial`: [0, dial). */
export function dialPosition(lonDeg: number, dial: Dial): number {
  return norm360(lonDeg) % dial;
}

/** Distance of two longitudes on a dial of size D: min(|a − b| mod D, D − that). */
export function dialDistance(aDeg: number, bDeg: number, dial: Dial): number {
  const r = Math.abs(aDeg - bDeg) % dial;
  return Math.min(r, dial - r);
}

function isNodePair(a: string, b: string): boolean {
  return (a === 'NorthNode' && b === 'SouthNode') || (a === 'SouthNode' && b === 'NorthNode');
}

export function midpoints(points: MidpointPoint[], opts: MidpointOptions): MidpointResult {
  if (!DIALS.includes(opts.dial)) throw new RangeError(`midpoints: dial must be 360, 90 or 45, got ${opts.dial}`);
  if (!(opts.orb >= 0)) throw new RangeError(`midpoints: orb must be ≥ 0, got ${opts.orb}`);
  const dial = opts.dial;
  const matrix: MidpointRecord[] = [];
  // Pair indices kept beside each record for sorting activations by body order.
  const pairs: { i: number; j: number; rec: MidpointRecord }[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const longitude = shortArcMidpoint(points[i].lonDeg, points[j].lonDeg);
      const { sign, degreeInSign } = signOf(longitude);
      const rec: MidpointRecord = {
        planet1: points[i].name,
        planet2: points[j].name,
        longitude,
        sign,
        signName: SIGN_NAMES[sign],
        degreeInSign,
        dialPosition: dialPosition(longitude, dial),
      };
      matrix.push(rec);
      pairs.push({ i, j, rec });
    }
  }

  // See the header: on the 90°/45° dials the South Node duplicates the North Node.
  const excluded = (name: string) => dial !== 360 && name === 'SouthNode';
  const found: { a: Activation; k: number; i: number; j: number }[] = [];
  for (const { i, j, rec } of pairs) {
    if (isNodePair(rec.planet1, rec.planet2) || excluded(rec.planet1) || excluded(rec.planet2)) continue;
    for (let k = 0; k < points.length; k++) {
      if (k === i || k === j || excluded(points[k].name)) continue;
      const orb = dialDistance(points[k].lonDeg, rec.longitude, dial);
      if (orb > opts.orb) continue;
      found.push({
        a: {
          planet: points[k].name,
          planet1: rec.planet1,
          planet2: rec.planet2,
          midpoint: rec.longitude,
          orb,
          notation: `${points[k].name} = ${rec.planet1}/${rec.planet2}`,
        },
        k, i, j,
      });
    }
  }
  // Tightest first; ties by the activator's place in the given order, then the pair's.
  found.sort((x, y) => x.a.orb - y.a.orb || x.k - y.k || x.i - y.i || x.j - y.j);
  return { matrix, activations: found.map((f) => f.a) };
}
