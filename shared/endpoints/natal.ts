/** POST /v1/natal: 13 western bodies, houses, aspect grid and patterns (spec "Western endpoints"). */
import { z } from 'zod';
import { aspectGrid, mergeOrbs, type Orbs } from '../core/western/aspects.js';
import type { NodeType } from '../core/western/bodies.js';
import { westernHouses, withHouses, type HouseSystem } from '../core/western/houses.js';
import { findPatterns } from '../core/western/patterns.js';
import { pointsAsBodies, type ChartBodyOrPoint, type ExtraPointName } from '../core/western/points.js';
import { WESTERN_BODIES } from '../core/western/bodies.js';
import { westernPositions } from '../core/western/positions.js';
import { houseSystemField, momentFields, nodeTypeField, oneZoneSource, orbsField, prepareMoment, type PreparedMoment } from './common.js';
import { NYC } from './examples.js';
import { pattern, westernHouses as housesRecord } from './responses/records.js';
import { definePost } from './types.js';
import { aspectOrPoint, chartPlanetsWithPoints, pointsField } from './western/breadth-points.js';

const schema = z
  .strictObject({ ...momentFields, houseSystem: houseSystemField, nodeType: nodeTypeField, orbs: orbsField, points: pointsField })
  .superRefine(oneZoneSource);

interface NatalInput {
  moment: PreparedMoment;
  houseSystem: HouseSystem;
  nodeType: NodeType;
  orbs?: Partial<Orbs>;
  /** Extra points added to the planets and aspects (none by default). */
  points?: readonly ExtraPointName[];
}

const BODY_NAMES: ReadonlySet<string> = new Set(WESTERN_BODIES);

/**
 * The chart: `planets` and `aspects` hold the 13 bodies and the extra points asked for; `bodyAspects`,
 * the patterns and the houses are the 13 bodies' own (without points `aspects` is `bodyAspects`).
 */
export function natalChart(input: NatalInput) {
  const { moment } = input;
  const bodies = westernPositions(moment.jdUt, input.nodeType);
  const houses = westernHouses(moment.jdUt, moment.lat, moment.lng, input.houseSystem, bodies);
  const points = pointsAsBodies(moment.jdUt, moment.lat, moment.lng, input.points ?? [], BODY_NAMES);
  // every body and point with its house in `houseSystem` (the bodies as in planetsInHouse)
  const planets = withHouses<ChartBodyOrPoint>([...bodies, ...points], houses.cusps);
  const aspects = aspectGrid(
    planets.map((p) => ({ name: p.planet, lonDeg: p.tropicalLongitude, speedDegPerDay: p.speed })),
    mergeOrbs(input.orbs),
  );
  // Pairs of the 13 bodies come out of the grid as they would without points (same pairs, same order).
  const bodyAspects = points.length === 0 ? aspects : aspects.filter((a) => BODY_NAMES.has(a.planet1) && BODY_NAMES.has(a.planet2));
  const patterns = findPatterns(bodyAspects, bodies.map((p) => ({ planet: p.planet, sign: p.sign })));
  return {
    bodies, planets, houses: houses.houses, cusps: houses.cusps, aspects, bodyAspects,
    patterns: patterns.allPatterns, warnings: houses.warnings,
  };
}

export const natal = definePost({
  name: 'natal',
  path: '/v1/natal',
  summary: 'Natal chart: 13 western bodies, houses, aspect grid and patterns',
  description:
    'The tropical chart of a birth: Sun … Pluto, Chiron and the lunar nodes (apparent geocentric positions from the ' +
    'Swiss Ephemeris), the 12 houses in `houseSystem` (default Placidus; Porphyry with a warning inside the polar ' +
    'circles), every aspect between the bodies within the orbs, and the patterns (Grand Trine, T-Square, Yod, ' +
    'Stellium, Grand Cross, Kite, Mystic Rectangle). `points` adds asteroids, Lilith, the Vertex or the East Point ' +
    'to the planets and the aspects.',
  schema,
  response: z.strictObject({
    planets: chartPlanetsWithPoints,
    houses: housesRecord,
    aspects: z.array(aspectOrPoint).describe('Each pair once, planet1 earlier in body order'),
    patterns: z.array(pattern).describe('Grand Trines, T-Squares, Yods, Stelliums, Grand Crosses, Kites, Mystic Rectangles'),
  }),
  examples: [{ request: NYC }, { summary: 'With Ceres, Mean Lilith and the Vertex', request: { ...NYC, points: ['Ceres', 'MeanLilith', 'Vertex'] } }],
  prepare: (raw): NatalInput => ({
    moment: prepareMoment(raw),
    houseSystem: raw.houseSystem,
    nodeType: raw.nodeType,
    orbs: raw.orbs,
    points: raw.points,
  }),
  run(input) {
    const chart = natalChart(input);
    return {
      data: { planets: chart.planets, houses: chart.houses, aspects: chart.aspects, patterns: chart.patterns },
      meta: {
        ...input.moment.meta,
        houseSystem: input.houseSystem,
        nodeType: input.nodeType,
        warnings: [...input.moment.meta.warnings, ...chart.warnings],
      },
    };
  },
});
