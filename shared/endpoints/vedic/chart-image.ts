/** POST /v1/chart/north-indian: the rasi chart drawn in the North or South Indian layout, as JSON or SVG. */
import { z } from 'zod';
import {
  INDIAN_CHART_DEFAULT_SIZE,
  INDIAN_CHART_MAX_SIZE,
  INDIAN_CHART_MIN_SIZE,
  indianChart,
  renderIndianChartSvg,
} from '../../core/vedic/chart-layout.js';
import type { Lang } from '../../i18n/languages.js';
import { indianChartLabels } from '../chart-labels.js';
import { ayanamsaField, momentFields, nodeTypeField, oneZoneSource } from '../common.js';
import { MUMBAI } from '../examples.js';
import { degreeInSign, graha, houseNumber, signIndex, signName } from '../responses/records.js';
import { definePost } from '../types.js';
import { prepareVedic, vedicChart, vedicMeta } from './common.js';

const chartPlanet = z.strictObject({
  planet: graha,
  abbreviation: z.string().describe('Su, Mo, Ma, Me, Ju, Ve, Sa, Ra, Ke'),
  degreeInSign,
  isRetrograde: z.boolean().describe('Drawn with ℞ (never on the nodes)'),
});

export const indianChartData = z.union([
  z.strictObject({
    style: z.enum(['north', 'south']).describe('Layout: North Indian (diamond, fixed houses) or South Indian (fixed signs)'),
    houses: z
      .array(z.strictObject({ house: houseNumber, sign: signIndex, signName, planets: z.array(chartPlanet).describe('By degree within the sign') }))
      .length(12)
      .describe('House 1 first'),
    ascendant: z.strictObject({ sign: signIndex, signName, degreeInSign }).describe('The ascendant'),
  }).describe('The chart as JSON (format json)'),
  z.strictObject({
    format: z.literal('svg').describe('The drawing is SVG'),
    style: z.enum(['north', 'south']).describe('Layout'),
    width: z.number().int().describe('Pixels'),
    height: z.number().int().describe('Pixels'),
    svg: z.string().describe('The chart as an SVG document'),
  }).describe('The chart drawn as SVG (format svg)'),
]);

const chartSchema = z
  .strictObject({
    ...momentFields,
    ayanamsa: ayanamsaField,
    nodeType: nodeTypeField,
    style: z.enum(['north', 'south']).default('north').describe('North Indian (diamond, fixed houses) or South Indian (fixed signs) layout'),
    format: z.enum(['json', 'svg']).default('json').describe('json: houses, signs and planets as data; svg: the drawing'),
    size: z.number().int().min(INDIAN_CHART_MIN_SIZE).max(INDIAN_CHART_MAX_SIZE).optional().describe(`Width and height of the SVG in pixels (default ${INDIAN_CHART_DEFAULT_SIZE}); svg only`),
  })
  .superRefine(oneZoneSource)
  .superRefine((v, ctx) => {
    if (v.size !== undefined && v.format !== 'svg') ctx.addIssue({ code: 'custom', path: ['size'], message: 'size applies to format "svg" only' });
  });

/**
 * The rasi chart in the North Indian (diamond, fixed houses, sign numbers) or South Indian (fixed signs)
 * layout, as JSON (house → sign and planets) or SVG (`format: "svg"`, inside the JSON envelope).
 */
export const northIndianChart = definePost({
  name: 'chart-north-indian',
  path: '/v1/chart/north-indian',
  summary: 'The rasi chart as JSON or SVG, in the North Indian (diamond) or South Indian layout',
  description:
    '`style` `north` (default: houses fixed in the diamond, house 1 at the top, counter-clockwise, each house ' +
    'with its sign number, 1 = Aries) or `south` (signs fixed, Pisces top-left, clockwise, the ascendant\'s sign ' +
    'marked with a diagonal); `format` `json` (default) or `svg` (`size` 200–2000 px, default 500). Planets read ' +
    '"Su 24°", with ℞ when retrograde (never on the nodes). ' +
    'The drawing\'s words (angles, sign and planet names, abbreviations, titles) are in `lang`; `Accept: image/svg+xml` answers the SVG itself instead of the JSON envelope, and a signed URL (POST /v1/chart-urls) shows it in an `<img>` without a key.',
  schema: chartSchema,
  svg: true,
  response: indianChartData,
  examples: [{ request: MUMBAI }, { summary: 'South Indian layout as SVG', request: { ...MUMBAI, style: 'south', format: 'svg' } }],
  prepare: (raw) => ({
    vedic: prepareVedic(raw),
    style: raw.style,
    format: raw.format,
    size: raw.size ?? INDIAN_CHART_DEFAULT_SIZE,
    // the drawing's labels are drawn in `lang` (the JSON's names are translated after the run)
    lang: raw.lang ?? 'en',
  }),
  run({ vedic, style, format, size, lang }) {
    const c = vedicChart(vedic);
    const chart = indianChart(
      {
        ascendantSign: c.ascendantSign,
        ascendantDegree: c.ascendant - c.ascendantSign * 30,
        planets: c.planets.map((p) => ({ planet: p.planet, sign: p.sign, degreeInSign: p.degreeInSign, isRetrograde: p.isRetrograde })),
      },
      style,
    );
    const data = format === 'svg' ? svgData(chart, size, lang) : chart;
    return { data, meta: vedicMeta(vedic) };
  },
});

function svgData(chart: ReturnType<typeof indianChart>, size: number, lang: Lang) {
  const labels = indianChartLabels(lang, chart.style, chart.ascendant);
  return { format: 'svg' as const, style: chart.style, width: size, height: size, svg: renderIndianChartSvg(chart, { size, labels }) };
}
