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
import { NYC } from './examples.js';
import { natalChart } from './natal.js';
import { aspect, pattern, westernHouses as housesRecord, westernPosition } from './responses/records.js';
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
    format: z.enum(['json', 'svg']).default('json').describe('json: the chart as data; svg: a chart wheel drawing'),
    size: z.number().int().min(WHEEL_MIN_SIZE).max(WHEEL_MAX_SIZE).optional().describe(`Width and height of the SVG in pixels (default ${WHEEL_DEFAULT_SIZE}); svg only`),
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

const countsOf = <T extends readonly string[]>(keys: T, what: string) =>
  z
    .strictObject(Object.fromEntries(keys.map((k) => [k, z.number().int().min(0).max(10).describe(`Planets in ${k} signs`)])) as Record<T[number], z.ZodNumber>)
    .describe(what);

const count = (what: string) => z.number().int().min(0).describe(`Number of ${what}`);

const svgData = z
  .strictObject({
    format: z.literal('svg').describe('The drawing is SVG'),
    width: z.number().int().describe('Pixels'),
    height: z.number().int().describe('Pixels'),
    svg: z.string().describe('The drawing: an SVG document (Unicode glyphs; needs a font with the astrological symbols)'),
  })
  .meta({ id: 'ChartSvg', description: 'A chart drawn as SVG' });

export const western = definePost({
  name: 'western',
  path: '/v1/western',
  summary: 'The full tropical chart as JSON, or a chart wheel as SVG',
  description:
    'Planets, houses, aspects, patterns and the element/modality balance of the ten planets; with `format: "svg"` ' +
    'a chart wheel instead (`size` 200–2000 px, default 600): the Ascendant at 9 o\'clock, the zodiac ring with ' +
    'sign glyphs and 5° ticks, house cusps and numbers, the ASC/MC axes, planet glyphs spread apart when close ' +
    '(each with a pointer to its exact degree, its degree and minute, and ℞ when retrograde), and aspect lines ' +
    'coloured by nature (harmonic blue, tense red, conjunctions green; minor aspects dashed). Glyphs are Unicode ' +
    'text, so the page showing the SVG needs a font with the astrological symbols (DejaVu Sans, Noto Sans Symbols ' +
    '2, Segoe UI Symbol).',
  schema: westernSchema,
  response: z.union([
    z.strictObject({
      planets: z.array(westernPosition).length(13).describe('Sun … Pluto, Chiron, NorthNode, SouthNode'),
      houses: housesRecord,
      aspects: z.array(aspect).describe('Each pair once, planet1 earlier in body order'),
      patterns: z.array(pattern).describe('The chart\'s patterns'),
      balance: z.strictObject({
        elements: countsOf(ELEMENTS, 'Planets (Sun … Pluto) per element'),
        modalities: countsOf(MODALITIES, 'Planets (Sun … Pluto) per modality'),
      }).describe('Element and modality counts of the ten planets'),
    }).describe('The chart as JSON (format json)'),
    svgData,
  ]),
  examples: [{ request: { ...NYC, houseSystem: 'placidus' } }, { summary: 'A chart wheel', request: { ...NYC, format: 'svg', size: 500 } }],
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
    return { data: input.format === 'svg' ? wheelData(chart, input.size) : chartData(chart), meta };
  },
});

function chartData(chart: ReturnType<typeof natalChart>) {
  return { planets: chart.planets, houses: chart.houses, aspects: chart.aspects, patterns: chart.patterns, balance: balanceOf(chart.planets) };
}

function wheelData(chart: ReturnType<typeof natalChart>, size: number) {
  const svg = renderWheelSvg(
    { planets: chart.planets, cusps: chart.cusps, ascendant: chart.houses.ascendant, midheaven: chart.houses.midheaven, aspects: chart.aspects },
    { size },
  );
  return { format: 'svg' as const, width: size, height: size, svg };
}

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
  summary: 'The 12 house cusps and the angles in any of 16 house systems',
  description:
    'Cusps in `houseSystem` (16 systems or a Swiss Ephemeris letter). Whole-sign cusps are the sign boundaries; ' +
    '`ascendant` and `midheaven` are always the true angles. Inside the polar circles Placidus and Koch fall back ' +
    'to Porphyry with a warning; where a system\'s cusps come out of zodiacal order near the poles (topocentric, ' +
    'regiomontanus, campanus) a warning says so. Horizontal houses are counted along the azimuth, so their ' +
    'longitudes need not run in zodiacal order.',
  schema: housesSchema,
  response: z.strictObject({ houses: housesRecord.describe('The 12 houses and the angles') }),
  examples: [{ request: { ...NYC, houseSystem: 'koch' } }],
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
