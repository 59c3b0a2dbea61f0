/**
 * What the western endpoint modules share: the meta of an answer with the chart's warnings, a full tropical
 * chart at a moment and place (bodies, houses, aspect grid), and the response parts of such a chart.
 */
import { z } from 'zod';
import type { Text } from '../../core/text.js';
import { aspectGrid, type Orbs } from '../../core/western/aspects.js';
import type { NodeType } from '../../core/western/bodies.js';
import { westernHouses, withHouses, type HouseSystem } from '../../core/western/houses.js';
import { westernPositions, type WesternPosition } from '../../core/western/positions.js';
import { aspect, pattern, westernHouse, westernPosition } from '../responses/records.js';
import type { Meta } from '../types.js';

export const twelveHouses = z.array(westernHouse).length(12).describe('Houses 1 to 12');
export const bodies13 = z.array(westernPosition).length(13).describe('Sun … Pluto, Chiron, NorthNode, SouthNode');
export const aspectGridSchema = z.array(aspect).describe('Each pair once, planet1 earlier in body order');
export const patternList = z.array(pattern).describe('The chart\'s patterns (see /v1/western/patterns)');

export function chartMeta(moment: { meta: Meta }, extra: Partial<Meta>, warnings: Text[] = []): Meta {
  return { ...moment.meta, ...extra, warnings: [...moment.meta.warnings, ...warnings] };
}

export function withWarnings(meta: Meta, extra: Partial<Meta>, warnings: Text[] = []): Meta {
  return { ...meta, ...extra, warnings: [...meta.warnings, ...warnings] };
}

export function aspectPoints(planets: WesternPosition[]) {
  return planets.map((p) => ({ name: p.planet, lonDeg: p.tropicalLongitude, speedDegPerDay: p.speed }));
}

/** A full tropical chart at a moment and place: bodies (each with its house), houses, aspect grid. */
export function chartAt(jdUt: number, lat: number, lng: number, houseSystem: HouseSystem, nodeType: NodeType, orbs: Orbs) {
  const bodies = westernPositions(jdUt, nodeType);
  const h = westernHouses(jdUt, lat, lng, houseSystem, bodies);
  const planets = withHouses(bodies, h.cusps);
  return { planets, houses: h.houses, cusps: h.cusps, aspects: aspectGrid(aspectPoints(planets), orbs), warnings: h.warnings };
}
