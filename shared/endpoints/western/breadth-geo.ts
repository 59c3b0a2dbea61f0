/**
 * Issue 23, part 3: GET /v1/ayanamsas (every Swiss Ephemeris sidereal mode), POST /v1/western/house-systems
 * (the cusps of every Swiss Ephemeris house system, Gauquelin's 36 sectors included) and
 * POST /v1/western/astrocartography (MC, IC, ASC and DSC lines as GeoJSON, or drawn on a world map as SVG).
 */
import { z } from 'zod';
import { text, type Text } from '../../core/text.js';
import { houseCusps } from '../../core/ephemeris.js';
import { SIDEREAL_MODES } from '../../core/sidereal-modes.js';
import { ACG_ANGLES, ACG_BODIES, astrocartography, type AcgLine } from '../../core/western/astrocartography.js';
import { MAP_DEFAULT_WIDTH, MAP_MAX_WIDTH, MAP_MIN_WIDTH, renderAstrocartographySvg } from '../../core/western/astrocartography-map.js';
import { GAUQUELIN, HOUSE_SYSTEM_NAMES, HOUSE_SYSTEMS, SWE_HOUSE_NAMES } from '../../core/western/houses.js';
import type { Lang } from '../../i18n/languages.js';
import { acgMapLabels } from '../chart-labels.js';
import { langField, momentFields, oneZoneSource, prepareMoment, type PreparedMoment } from '../common.js';
import { NYC } from '../examples.js';
import { defineEndpoint, definePost, type Meta } from '../types.js';
import { chartMeta } from './common.js';

// ---------------------------------------------------------------- GET /v1/ayanamsas

const ayanamsaList = z.strictObject({
  ayanamsas: z
    .array(
      z.strictObject({
        id: z.string().describe('The value of `ayanamsa` in every request that takes one'),
        name: z.string().describe('Swiss Ephemeris\' name of the mode (swe_get_ayanamsa_name)'),
        sweMode: z.number().int().min(0).describe('The Swiss Ephemeris mode number (SE_SIDM_*, swe_set_sid_mode)'),
      }),
    )
    .describe('Every predefined sidereal mode of the Swiss Ephemeris; lahiri (the default) first'),
});

const AYANAMSA_LIST: { id: string; name: string; sweMode: number }[] = SIDEREAL_MODES.map((m) => ({ id: m.id, name: m.name, sweMode: m.sweMode }));

export const ayanamsasEndpoint = defineEndpoint({
  method: 'GET',
  name: 'ayanamsas',
  path: '/v1/ayanamsas',
  summary: 'Every sidereal mode (ayanamsa) of the Swiss Ephemeris: id, name, mode number',
  description:
    'The 47 predefined sidereal modes of Swiss Ephemeris 2.10 (SE_SIDM_0 … 46). Every endpoint with an ' +
    '`ayanamsa` field accepts each `id`; the value used is the true ayanamsa of date (with nutation).',
  weight: 'inline',
  batchable: true,
  cost: 1,
  cacheable: false,
  schema: z.strictObject({ lang: langField }),
  prepare: () => null,
  run: () => ({ data: { ayanamsas: AYANAMSA_LIST }, meta: { warnings: [] } }),
  response: ayanamsaList,
  examples: [{ request: {} }],
});

// ---------------------------------------------------------------- POST /v1/western/house-systems

const ALL_SYSTEMS = [...HOUSE_SYSTEM_NAMES, GAUQUELIN.id] as const;
type AnySystem = (typeof ALL_SYSTEMS)[number];
const letterOf = (s: AnySystem): string => (s === GAUQUELIN.id ? GAUQUELIN.letter : HOUSE_SYSTEMS[s]);

const houseSystemsSchema = z
  .strictObject({
    ...momentFields,
    systems: z
      .array(z.enum(ALL_SYSTEMS as unknown as [AnySystem, ...AnySystem[]]))
      .min(1)
      .max(ALL_SYSTEMS.length)
      .optional()
      .describe(`Systems to compute (default all ${ALL_SYSTEMS.length}): ${ALL_SYSTEMS.join(', ')}`),
  })
  .superRefine(oneZoneSource);

const houseSystemsData = z.strictObject({
  ascendant: z.number().describe('Tropical ascendant, degrees'),
  midheaven: z.number().describe('Tropical midheaven, degrees'),
  systems: z
    .array(
      z.strictObject({
        id: z.enum(ALL_SYSTEMS).describe('The system: its `houseSystem` value in the chart endpoints (gauquelin: this endpoint only)'),
        letter: z.string().describe('Swiss Ephemeris letter'),
        name: z.string().describe('Swiss Ephemeris\' name of the system (swe_house_name)'),
        cusps: z
          .array(z.number())
          .describe('Tropical longitudes of the cusps, house 1 first (12); Gauquelin: sectors 1–36, clockwise from the ascendant (10 = MC)'),
        fellBackToPorphyry: z.boolean().describe('Inside the polar circle Swiss Ephemeris gave Porphyry cusps instead (12)'),
      }),
    )
    .describe('One entry per system, in the order asked'),
});

interface HouseSystemsInput {
  moment: PreparedMoment;
  systems: AnySystem[];
}

export const westernHouseSystems = definePost({
  name: 'western-house-systems',
  path: '/v1/western/house-systems',
  summary: `The cusps of every Swiss Ephemeris house system (${ALL_SYSTEMS.length}), Gauquelin's 36 sectors included`,
  description:
    'Tropical cusps from `swe_houses_ex2` for each system asked (default all): the 16 of the chart endpoints, ' +
    'Carter\'s poli-equatorial (F), Sunshine (I) and its alternative (i), Savard-A (J), Pullen SD (L) and SR (Q), ' +
    'equal from 0° Aries (N), APC (Y), and Gauquelin\'s 36 sectors (G; numbered clockwise, sector 1 at the ' +
    'ascendant, 10 at the MC). Swiss Ephemeris\' E is the same as A (equal). Inside the polar circles ' +
    'Placidus, Koch, Gauquelin and Sunshine/alt. fall back to Porphyry, with a warning.',
  schema: houseSystemsSchema,
  response: houseSystemsData,
  examples: [{ request: NYC }, { summary: 'Gauquelin sectors and Placidus', request: { ...NYC, systems: ['gauquelin', 'placidus'] } }],
  prepare: (raw): HouseSystemsInput => ({ moment: prepareMoment(raw), systems: raw.systems ?? [...ALL_SYSTEMS] }),
  run({ moment, systems }) {
    const warnings: Text[] = [];
    let asc = 0;
    let mc = 0;
    const out = systems.map((id) => {
      const letter = letterOf(id);
      const r = houseCusps(moment.jdUt, moment.lat, moment.lng, letter);
      asc = r.ascDeg;
      mc = r.mcDeg;
      if (r.fellBackToPorphyry) warnings.push(text('western.houses.polarFallback', { system: id, lat: moment.lat }));
      return { id, letter, name: SWE_HOUSE_NAMES[letter], cusps: r.cusps, fellBackToPorphyry: r.fellBackToPorphyry };
    });
    return { data: { ascendant: asc, midheaven: mc, systems: out }, meta: chartMeta(moment, {}, warnings) };
  },
});

// ---------------------------------------------------------------- POST /v1/western/astrocartography

const acgSchema = z
  .strictObject({
    ...momentFields,
    mode: z
      .enum(['in-mundo', 'zodiacal'])
      .default('in-mundo')
      .describe('in-mundo (default): the body itself, its latitude included; zodiacal: the ecliptic degree of its longitude'),
    planets: z
      .array(z.enum(ACG_BODIES))
      .min(1)
      .max(ACG_BODIES.length)
      .optional()
      .describe('Bodies to draw (default Sun … Pluto)'),
    format: z.enum(['geojson', 'svg']).default('geojson').describe('geojson: the lines as a FeatureCollection; svg: drawn on a world map'),
    width: z
      .number()
      .int()
      .min(MAP_MIN_WIDTH)
      .max(MAP_MAX_WIDTH)
      .optional()
      .describe(`Width of the map in pixels (height = width / 2, rounded; default ${MAP_DEFAULT_WIDTH}); svg only`),
  })
  .superRefine(oneZoneSource)
  .superRefine((v, ctx) => {
    if (v.width !== undefined && v.format !== 'svg') ctx.addIssue({ code: 'custom', path: ['width'], message: 'width applies to format "svg" only' });
  });

const position = z.array(z.number()).length(2).describe('[longitude, latitude], degrees (GeoJSON order)');
const feature = z.strictObject({
  type: z.literal('Feature').describe('GeoJSON'),
  properties: z
    .strictObject({
      planet: z.enum(ACG_BODIES).describe('The body'),
      angle: z.enum(ACG_ANGLES).describe('MC (culminating), IC (anti-culminating), ASC (rising), DSC (setting)'),
      rightAscension: z.number().describe('The body\'s right ascension used, degrees'),
      declination: z.number().describe('The body\'s declination used, degrees'),
    })
    .describe('Which line'),
  geometry: z
    .strictObject({
      type: z.literal('MultiLineString').describe('GeoJSON'),
      coordinates: z.array(z.array(position)).describe('Pieces of the line, split at the antimeridian'),
    })
    .describe('The line'),
});

const acgData = z.union([
  z
    .strictObject({
      type: z.literal('FeatureCollection').describe('GeoJSON (RFC 7946)'),
      mode: z.enum(['in-mundo', 'zodiacal']).describe('The kind of lines'),
      siderealTime: z.number().describe('Apparent Greenwich sidereal time, degrees'),
      features: z.array(feature).describe('Four lines per body, MC, IC, ASC, DSC, in body order'),
    })
    .describe('The lines as GeoJSON (format geojson)'),
  z
    .strictObject({
      format: z.literal('svg').describe('The drawing is SVG'),
      width: z.number().int().describe('Pixels'),
      height: z.number().int().describe('Pixels'),
      svg: z.string().describe('An equirectangular world map (Natural Earth coastlines) with the lines drawn and labelled'),
    })
    .describe('The map drawn as SVG (format svg)'),
]);

interface AcgInput {
  moment: PreparedMoment;
  mode: 'in-mundo' | 'zodiacal';
  planets: (typeof ACG_BODIES)[number][];
  format: 'geojson' | 'svg';
  width: number;
  /** The map's labels are drawn in it. */
  lang: Lang;
}

type AcgData =
  | { type: 'FeatureCollection'; mode: 'in-mundo' | 'zodiacal'; siderealTime: number; features: ReturnType<typeof toFeature>[] }
  | { format: 'svg'; width: number; height: number; svg: string };

const toFeature = (l: AcgLine) => ({
  type: 'Feature' as const,
  properties: { planet: l.planet, angle: l.angle, rightAscension: l.rightAscension, declination: l.declination },
  geometry: { type: 'MultiLineString' as const, coordinates: l.segments },
});

export const westernAstrocartography = definePost({
  name: 'western-astrocartography',
  path: '/v1/western/astrocartography',
  summary: 'Astrocartography: where each body was on the MC, IC, ASC and DSC, as GeoJSON or a world map (SVG)',
  description:
    'For the birth moment, the lines on Earth where each body (Sun … Pluto) culminates (MC, a meridian: ' +
    'longitude = RA − GAST), anti-culminates (IC), rises (ASC) or sets (DSC): at latitude φ the hour angle on ' +
    'the horizon is H₀ = arccos(−tan φ tan δ), ASC at RA − H₀ − GAST, DSC at RA + H₀ − GAST. Horizon lines are ' +
    'sampled every whole degree of latitude where they exist (|φ| < 90° − |δ|) and end at that limit, where ' +
    'they meet. Geometric horizon (no refraction, no parallax), apparent RA/declination of date, apparent ' +
    'sidereal time. `mode` in-mundo (default, the body itself) or zodiacal (its ecliptic degree). `format` ' +
    'geojson (default: a FeatureCollection of MultiLineStrings, split at ±180°) or svg (an equirectangular ' +
    'world map, Natural Earth 1:110m coastlines, `width` 400–3000 px). ' +
    'The drawing\'s words (angles, sign and planet names, abbreviations, titles) are in `lang`; `Accept: image/svg+xml` answers the SVG itself instead of the JSON envelope, and a signed URL (POST /v1/chart-urls) shows it in an `<img>` without a key.',
  // 2.7 ms of CPU for the lines, about 10 ms with the map (bench/README.md): over the 2 ms of inline work, so
  // the pool or the queue computes it, and the same birth and options come from the result cache
  weight: 'heavy',
  cacheable: true,
  schema: acgSchema,
  svg: true,
  response: acgData,
  examples: [
    { request: NYC },
    { summary: 'A world map of the Sun, Venus and Jupiter lines', request: { ...NYC, planets: ['Sun', 'Venus', 'Jupiter'], format: 'svg', width: 1000 } },
  ],
  prepare: (raw): AcgInput => ({
    moment: prepareMoment(raw),
    mode: raw.mode,
    planets: raw.planets ?? [...ACG_BODIES],
    format: raw.format,
    width: raw.width ?? MAP_DEFAULT_WIDTH,
    lang: raw.lang ?? 'en',
  }),
  run({ moment, mode, planets, format, width, lang }): { data: AcgData; meta: Meta } {
    const acg = astrocartography(moment.jdUt, mode, planets);
    const meta = chartMeta(moment, {});
    if (format === 'svg') {
      return { data: { format: 'svg' as const, width, height: Math.round(width / 2), svg: renderAstrocartographySvg(acg.lines, { width, labels: acgMapLabels(lang) }) }, meta };
    }
    return {
      data: { type: 'FeatureCollection' as const, mode, siderealTime: acg.gastDeg, features: acg.lines.map(toFeature) },
      meta,
    };
  },
});
