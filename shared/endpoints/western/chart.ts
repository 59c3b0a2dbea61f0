/**
 * The tropical chart: POST /v1/western (JSON or SVG wheel) and /v1/western/houses. Shapes: spec "Western
 * endpoints"; what the spec leaves open is described with each endpoint (the /docs guide).
 */
import { z } from 'zod';
import type { Orbs } from '../../core/western/aspects.js';
import type { NodeType } from '../../core/western/bodies.js';
import { westernHouses, type HouseSystem } from '../../core/western/houses.js';
import type { ExtraPointName } from '../../core/western/points.js';
import { westernPositions, type WesternPosition } from '../../core/western/positions.js';
import { renderWheelSvg, WHEEL_DEFAULT_SIZE, WHEEL_MAX_SIZE, WHEEL_MIN_SIZE } from '../../core/western/wheel.js';
import { ELEMENTS, MODALITIES } from '../../core/zodiac.js';
import type { Lang } from '../../i18n/languages.js';
import { houseSystemField, momentFields, nodeTypeField, oneZoneSource, orbsField, prepareMoment, type PreparedMoment } from '../common.js';
import { wheelLabels } from '../chart-labels.js';
import { NYC } from '../examples.js';
import { natalChart } from '../natal.js';
import { pattern, westernHouses as housesRecord } from '../responses/records.js';
import { definePost } from '../types.js';
import { aspectOrPoint, chartPlanetsWithPoints, pointsField } from './breadth-points.js';
import { chartMeta } from './common.js';

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

// ---------------------------------------------------------------- POST /v1/western

const westernSchema = z
  .strictObject({
    ...momentFields,
    houseSystem: houseSystemField,
    nodeType: nodeTypeField,
    orbs: orbsField,
    points: pointsField,
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
  points: readonly ExtraPointName[];
  format: 'json' | 'svg';
  size: number;
  /** The wheel's labels are drawn in it (the JSON's names are translated after the run, like every answer's). */
  lang: Lang;
}

const countsOf = <T extends readonly string[]>(keys: T, what: string) =>
  z
    .strictObject(Object.fromEntries(keys.map((k) => [k, z.number().int().min(0).max(10).describe(`Planets in ${k} signs`)])) as Record<T[number], z.ZodNumber>)
    .describe(what);

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
    '2, Segoe UI Symbol). `points` adds asteroids, Lilith, the Vertex or the East Point to the chart\'s planets ' +
    'and aspects, in JSON and on the wheel (glyphs ⚳ Ceres, ⚴ Pallas, ⚵ Juno, ⚶ Vesta, ⚸ Mean Lilith, ⚸ with a ' +
    'small t True Lilith; labels Ph Pholus, Vx Vertex, EP East Point). ' +
    'The drawing\'s words (angles, sign and planet names, abbreviations, titles) are in `lang`; `Accept: image/svg+xml` answers the SVG itself instead of the JSON envelope, and a signed URL (POST /v1/chart-urls) shows it in an `<img>` without a key.',
  schema: westernSchema,
  svg: true,
  response: z.union([
    z.strictObject({
      planets: chartPlanetsWithPoints,
      houses: housesRecord,
      aspects: z.array(aspectOrPoint).describe('Each pair once, planet1 earlier in body order'),
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
    points: raw.points,
    format: raw.format,
    size: raw.size ?? WHEEL_DEFAULT_SIZE,
    lang: raw.lang ?? 'en',
  }),
  run(input) {
    const chart = natalChart(input);
    const meta = chartMeta(input.moment, { houseSystem: input.houseSystem, nodeType: input.nodeType }, chart.warnings);
    return { data: input.format === 'svg' ? wheelData(chart, input.size, input.lang) : chartData(chart), meta };
  },
});

function chartData(chart: ReturnType<typeof natalChart>) {
  return { planets: chart.planets, houses: chart.houses, aspects: chart.aspects, patterns: chart.patterns, balance: balanceOf(chart.bodies) };
}

function wheelData(chart: ReturnType<typeof natalChart>, size: number, lang: Lang) {
  const { ascendant, midheaven } = chart.houses;
  const svg = renderWheelSvg(
    // The 13 bodies and the points asked for (`points`), with the aspects among all of them.
    { planets: chart.planets, cusps: chart.cusps, ascendant, midheaven, aspects: chart.aspects },
    { size, labels: wheelLabels(lang, ascendant, midheaven) },
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
  summary: 'The 12 house cusps and the angles in any of 24 house systems',
  description:
    'Cusps in `houseSystem` (24 systems or a Swiss Ephemeris letter; Gauquelin\'s 36 sectors: /v1/western/house-systems). Whole-sign cusps are the sign boundaries; ' +
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
