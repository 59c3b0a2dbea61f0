import type { Body } from '../ephemeris.js';

/** The 13 western bodies in the spec's order. */
export const WESTERN_BODIES = [
  'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn',
  'Uranus', 'Neptune', 'Pluto', 'Chiron', 'NorthNode', 'SouthNode',
] as const;
export type WesternBody = (typeof WESTERN_BODIES)[number];

export type NodeType = 'mean' | 'true';

export function ephemerisBodyFor(body: Exclude<WesternBody, 'NorthNode' | 'SouthNode'>): Body {
  return body;
}
