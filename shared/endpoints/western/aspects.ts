/** The aspects of a moment: POST /v1/western/aspects and /v1/western/patterns (no place needed). */
import { z } from 'zod';
import { aspectGrid, mergeOrbs, type Orbs } from '../../core/western/aspects.js';
import type { NodeType } from '../../core/western/bodies.js';
import { findPatterns } from '../../core/western/patterns.js';
import { westernPositions } from '../../core/western/positions.js';
import { nodeTypeField, orbsField, placeOrZone, prepareZoneMoment, zoneMomentFields, type ZoneMoment } from '../common.js';
import { NYC } from '../examples.js';
import { aspect, pattern } from '../responses/records.js';
import { definePost } from '../types.js';
import { chartMeta } from './common.js';

const count = (what: string) => z.number().int().min(0).describe(`Number of ${what}`);

// ---------------------------------------------------------------- aspects and patterns (no place needed)

const zoneSchema = z.strictObject({ ...zoneMomentFields, nodeType: nodeTypeField, orbs: orbsField }).superRefine(placeOrZone);

interface ZoneChartInput {
  moment: ZoneMoment;
  nodeType: NodeType;
  orbs?: Partial<Orbs>;
}

function prepareZoneChart(raw: z.output<typeof zoneSchema>): ZoneChartInput {
  return { moment: prepareZoneMoment(raw), nodeType: raw.nodeType, orbs: raw.orbs };
}

function aspectsAt(input: ZoneChartInput) {
  const planets = westernPositions(input.moment.jdUt, input.nodeType);
  const aspects = aspectGrid(
    planets.map((p) => ({ name: p.planet, lonDeg: p.tropicalLongitude, speedDegPerDay: p.speed })),
    mergeOrbs(input.orbs),
  );
  return { planets, aspects };
}

export const westernAspects = definePost({
  name: 'western-aspects',
  path: '/v1/western/aspects',
  summary: 'The aspect grid of the 13 bodies at a moment',
  description:
    'Every aspect of 11 types between the 13 bodies within the orbs (Conjunction, Opposition, Trine 8°, Square 7°, ' +
    'Sextile 6°, Quincunx 3°, others 2°; override with `orbs`). Only the moment matters: give `lat`/`lng`, or just ' +
    '`timezone` or `utcOffset`.',
  schema: zoneSchema,
  response: z.strictObject({ aspects: z.array(aspect).describe('Each pair once, planet1 earlier in body order') }),
  examples: [{ request: { date: NYC.date, timezone: 'America/New_York' } }],
  prepare: prepareZoneChart,
  run(input) {
    const { aspects } = aspectsAt(input);
    return { data: { aspects }, meta: chartMeta(input.moment, { nodeType: input.nodeType }) };
  },
});

export const westernPatterns = definePost({
  name: 'western-patterns',
  path: '/v1/western/patterns',
  summary: 'Grand Trines, Grand Crosses, T-Squares, Yods, Stelliums, Kites and Mystic Rectangles',
  description:
    'Patterns among the ten planets and Chiron (not the nodes). A T-Square inside a Grand Cross is not repeated; ' +
    'a Stellium is 3 or more planets in one sign; a Kite is a Grand Trine plus a body opposite one corner ' +
    '(sextile the other two); a Mystic Rectangle two oppositions joined by two trines and two sextiles. Planet ' +
    'lists are sorted alphabetically; `summary` counts each kind. Only the moment matters: give `lat`/`lng`, or ' +
    'just `timezone` or `utcOffset`.',
  schema: zoneSchema,
  response: z.strictObject({
    grandTrines: z.array(pattern).describe('Three bodies in mutual trine'),
    grandCrosses: z.array(pattern).describe('Two oppositions in mutual square'),
    tSquares: z.array(pattern).describe('An opposition with a body square to both (not inside a Grand Cross)'),
    yods: z.array(pattern).describe('A sextile with a body quincunx to both'),
    stelliums: z.array(pattern).describe('Three or more planets in one sign'),
    kites: z.array(pattern).describe('A Grand Trine plus a body opposite one corner'),
    mysticRectangles: z.array(pattern).describe('Two oppositions joined by two trines and two sextiles'),
    allPatterns: z.array(pattern).describe('All of the above, in that order'),
    summary: z
      .strictObject({
        grandTrineCount: count('Grand Trines'),
        grandCrossCount: count('Grand Crosses'),
        tSquareCount: count('T-Squares'),
        yodCount: count('Yods'),
        stelliumCount: count('Stelliums'),
        kiteCount: count('Kites'),
        mysticRectangleCount: count('Mystic Rectangles'),
      })
      .describe('How many of each'),
  }),
  examples: [
    { request: { date: NYC.date, timezone: 'America/New_York' } },
    { summary: 'A moment with several patterns', request: { date: '2026-03-20T12:00:00', utcOffset: '+00:00' } },
  ],
  prepare: prepareZoneChart,
  run(input) {
    const { planets, aspects } = aspectsAt(input);
    const p = findPatterns(aspects, planets.map((b) => ({ planet: b.planet, sign: b.sign })));
    return {
      data: {
        grandTrines: p.grandTrines,
        grandCrosses: p.grandCrosses,
        tSquares: p.tSquares,
        yods: p.yods,
        stelliums: p.stelliums,
        kites: p.kites,
        mysticRectangles: p.mysticRectangles,
        allPatterns: p.allPatterns,
        summary: {
          grandTrineCount: p.grandTrines.length,
          grandCrossCount: p.grandCrosses.length,
          tSquareCount: p.tSquares.length,
          yodCount: p.yods.length,
          stelliumCount: p.stelliums.length,
          kiteCount: p.kites.length,
          mysticRectangleCount: p.mysticRectangles.length,
        },
      },
      meta: chartMeta(input.moment, { nodeType: input.nodeType }),
    };
  },
});
