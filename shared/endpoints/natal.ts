/** POST /v1/natal: 13 western bodies, houses, aspect grid and patterns (spec "Western endpoints"). */
import { z } from 'zod';
import { aspectGrid, mergeOrbs, type Orbs } from '../core/western/aspects.js';
import type { NodeType } from '../core/western/bodies.js';
import { westernHouses, type HouseSystem } from '../core/western/houses.js';
import { findPatterns } from '../core/western/patterns.js';
import { westernPositions } from '../core/western/positions.js';
import { houseSystemField, momentFields, nodeTypeField, oneZoneSource, orbsField, prepareMoment, type PreparedMoment } from './common.js';
import { NYC } from './examples.js';
import { aspect, pattern, westernHouses as housesRecord, westernPosition } from './responses/records.js';
import { definePost } from './types.js';

const schema = z
  .strictObject({ ...momentFields, houseSystem: houseSystemField, nodeType: nodeTypeField, orbs: orbsField })
  .superRefine(oneZoneSource);

interface NatalInput {
  moment: PreparedMoment;
  houseSystem: HouseSystem;
  nodeType: NodeType;
  orbs?: Partial<Orbs>;
}

export function natalChart(input: NatalInput) {
  const { moment } = input;
  const planets = westernPositions(moment.jdUt, input.nodeType);
  const houses = westernHouses(moment.jdUt, moment.lat, moment.lng, input.houseSystem, planets);
  const aspects = aspectGrid(
    planets.map((p) => ({ name: p.planet, lonDeg: p.tropicalLongitude, speedDegPerDay: p.speed })),
    mergeOrbs(input.orbs),
  );
  const patterns = findPatterns(aspects, planets.map((p) => ({ planet: p.planet, sign: p.sign })));
  return { planets, houses: houses.houses, cusps: houses.cusps, aspects, patterns: patterns.allPatterns, warnings: houses.warnings };
}

export const natal = definePost({
  name: 'natal',
  path: '/v1/natal',
  summary: 'Natal chart: 13 western bodies, houses, aspect grid and patterns',
  description:
    'The tropical chart of a birth: Sun … Pluto, Chiron and the lunar nodes (apparent geocentric positions from the ' +
    'Swiss Ephemeris), the 12 houses in `houseSystem` (default Placidus; Porphyry with a warning inside the polar ' +
    'circles), every aspect between the bodies within the orbs, and the patterns (Grand Trine, T-Square, Yod, ' +
    'Stellium, Grand Cross, Kite, Mystic Rectangle).',
  schema,
  response: z.strictObject({
    planets: z.array(westernPosition).length(13).describe('Sun … Pluto, Chiron, NorthNode, SouthNode, in that order'),
    houses: housesRecord,
    aspects: z.array(aspect).describe('Each pair once, planet1 earlier in body order'),
    patterns: z.array(pattern).describe('Grand Trines, T-Squares, Yods, Stelliums, Grand Crosses, Kites, Mystic Rectangles'),
  }),
  examples: [{ request: NYC }],
  prepare: (raw): NatalInput => ({
    moment: prepareMoment(raw),
    houseSystem: raw.houseSystem,
    nodeType: raw.nodeType,
    orbs: raw.orbs,
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
