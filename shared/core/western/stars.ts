/**
 * Fixed stars: apparent tropical positions from the Swiss Ephemeris star catalogue ephe/sefstars.txt
 * (swe_fixstar2_ut: proper motion, precession, nutation, aberration, deflection; swephprg "Fixed stars"),
 * their visual magnitudes, and their conjunctions in longitude with chart points (the star's latitude is
 * ignored: a zodiacal conjunction, the rule of README-western-breadth.md §3).
 */
import { separation } from '../angles.js';
import { fixedStar, type FixedStarPosition } from '../ephemeris.js';

/** The 20 classical stars of the reference (README-western-breadth.md §3), in its order. */
export const CLASSICAL_STARS = [
  'Regulus', 'Spica', 'Aldebaran', 'Antares', 'Fomalhaut', 'Sirius', 'Algol', 'Betelgeuse', 'Rigel', 'Vega',
  'Arcturus', 'Capella', 'Pollux', 'Castor', 'Procyon', 'Deneb Algedi', 'Alcyone', 'Achernar', 'Canopus', 'Polaris',
] as const;

export interface StarConjunction {
  star: string;
  point: string;
  /** |Δλ|, degrees. */
  orb: number;
}

/** Positions of the named stars keyed by the name asked; `unknown` lists the names the catalogue lacks. */
export function starPositions(jdUt: number, names: readonly string[]): { stars: Map<string, FixedStarPosition>; unknown: string[] } {
  const stars = new Map<string, FixedStarPosition>();
  const unknown: string[] = [];
  for (const name of names) {
    if (stars.has(name)) continue;
    const s = fixedStar(jdUt, name);
    if (s) stars.set(name, s);
    else unknown.push(name);
  }
  return { stars, unknown };
}

/** Every star × point pair whose longitudes are within `orb`, stars in the given order, then points. */
export function starConjunctions(
  stars: ReadonlyMap<string, { lonDeg: number }>, points: readonly { name: string; lonDeg: number }[], orb: number,
): StarConjunction[] {
  const out: StarConjunction[] = [];
  for (const [star, s] of stars) {
    for (const p of points) {
      const d = separation(s.lonDeg, p.lonDeg);
      if (d <= orb) out.push({ star, point: p.name, orb: d });
    }
  }
  return out;
}
