/**
 * The tropical chart endpoints built on the natal pieces: /v1/western (JSON or SVG wheel),
 * /v1/western/houses, /v1/western/aspects, /v1/western/patterns. Shapes: spec "Western endpoints";
 * what the spec leaves open is documented in README "Western endpoints".
 */
import type { Text } from '../core/text.js';
import { z } from 'zod';
import { aspectGrid, mergeOrbs, type Orbs } from '../core/western/aspects.js';
import type { NodeType } from '../core/western/bodies.js';
import { westernHouses, type HouseSystem } from '../core/western/houses.js';
import { findPatterns } from '../core/western/patterns.js';
import { westernPositions, type WesternPosition } from '../core/western/positions.js';
import { renderWheelSvg, WHEEL_DEFAULT_SIZE, WHEEL_MAX_SIZE, WHEEL_MIN_SIZE } from '../core/western/wheel.js';
import { ELEMENTS, MODALITIES } from '../core/zodiac.js';
import {
  houseSystemField,
  momentFields,
  nodeTypeField,
  oneZoneSource,
  orbsField,
  placeOrZone,
  prepareMoment,
  prepareZoneMoment,
  zoneMomentFields,
  type PreparedMoment,
  type ZoneMoment,
} from './common.js';
import { natalChart } from './natal.js';
import { definePost, type Meta } from './types.js';

const TEN_PLANETS = new Set(['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto']);

/** Element and modality counts of the ten planets (Sun … Pluto). */
export function balanceOf(planets: WesternPosition[]) {
  const elements = Object.fromEntries(ELEMENTS.map((e) => [e, 0])) as Record<(typeof ELEMENTS)[number], number>;
  const modalities = Object.fromEntries(MODALITIES.map((m) => [m, 0])) as Record<(typeof MODALITIES)[number], number>;
  for (const p of planets) {
    if (!TEN_PLANETS.has(p.planet)) continue;
    elements[p.element as (typeof ELEMENTS)[number]]++;
    modalities[p.modality as (typeof MODALITIES)[number]]++;
  }
  return { elements, modalities };
}

function chartMeta(moment: { meta: Meta }, extra: Partial<Meta>, warnings: Text[] = []): Meta {
  return { ...moment.meta, ...extra, warnings: [...moment.meta.warnings, ...warnings] };
}

// ---------------------------------------------------------------- POST /v1/western

const westernSchema = z
  .strictObject({
    ...momentFields,
    houseSystem: houseSystemField,
    nodeType: nodeTypeField,
    orbs: orbsField,
    format: z.enum(['json', 'svg']).default('json'),
    size: z.number().int().min(WHEEL_MIN_SIZE).max(WHEEL_MAX_SIZE).optional(),
  })
  .superRefine(oneZoneSource)
  .superRefine((v, ctx) => {
    if (v.size !== undefined && v.format !== 'svg') ctx.addIssue({ code: 'custom', path: ['size'], message: 'size applies to format "svg" only' });
  });

interface WesternInput {
  moment: PreparedMoment;
  houseSystem: HouseSystem;
  nodeType: NodeType;
  orbs?: Partial<Orbs>;
  format: 'json' | 'svg';
  size: number;
}

export const western = definePost({
  name: 'western',
  path: '/v1/western',
  schema: westernSchema,
  prepare: (raw): WesternInput => ({
    moment: prepareMoment(raw),
    houseSystem: raw.houseSystem,
    nodeType: raw.nodeType,
    orbs: raw.orbs,
    format: raw.format,
    size: raw.size ?? WHEEL_DEFAULT_SIZE,
  }),
  run(input) {
    const chart = natalChart(input);
    const meta = chartMeta(input.moment, { houseSystem: input.houseSystem, nodeType: input.nodeType }, chart.warnings);
    if (input.format === 'svg') {
      const svg = renderWheelSvg(
        { planets: chart.planets, cusps: chart.cusps, ascendant: chart.houses.ascendant, midheaven: chart.houses.midheaven, aspects: chart.aspects },
        { size: input.size },
      );
      return { data: { format: 'svg', width: input.size, height: input.size, svg }, meta };
    }
    return {
      data: {
        planets: chart.planets,
        houses: chart.houses,
        aspects: chart.aspects,
        patterns: chart.patterns,
        balance: balanceOf(chart.planets),
      },
      meta,
    };
  },
});

// ---------------------------------------------------------------- POST /v1/western/houses

const housesSchema = z
  .strictObject({ ...momentFields, houseSystem: houseSystemField, nodeType: nodeTypeField })
  .superRefine(oneZoneSource);

interface HousesInput {
  moment: PreparedMoment;
  houseSystem: HouseSystem;
  nodeType: NodeType;
}

export const westernHousesEndpoint = definePost({
  name: 'western-houses',
  path: '/v1/western/houses',
  schema: housesSchema,
  prepare: (raw): HousesInput => ({ moment: prepareMoment(raw), houseSystem: raw.houseSystem, nodeType: raw.nodeType }),
  run({ moment, houseSystem, nodeType }) {
    // Bodies are placed in the houses (planetsInHouse), so they are computed too.
    const planets = westernPositions(moment.jdUt, nodeType);
    const h = westernHouses(moment.jdUt, moment.lat, moment.lng, houseSystem, planets);
    return { data: { houses: h.houses }, meta: chartMeta(moment, { houseSystem, nodeType }, h.warnings) };
  },
});

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
  schema: zoneSchema,
  prepare: prepareZoneChart,
  run(input) {
    const { aspects } = aspectsAt(input);
    return { data: { aspects }, meta: chartMeta(input.moment, { nodeType: input.nodeType }) };
  },
});

export const westernPatterns = definePost({
  name: 'western-patterns',
  path: '/v1/western/patterns',
  schema: zoneSchema,
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
