/**
 * Vedic endpoints built on the nine planet records: /v1/sun-sign, /v1/moon-sign, /v1/ascendant,
 * /v1/houses/vedic, /v1/navamsa, /v1/vedic/avastha. Sidereal (Lahiri default), mean node default,
 * whole-sign houses from the ascendant's sign. Shapes: spec "Vedic endpoints"; the ones it only names
 * are documented in README "Vedic endpoints".
 */
import { text } from '../core/text.js';
import { z } from 'zod';
import { norm360 } from '../core/angles.js';
import { ayanamsaDeg, type Ayanamsa } from '../core/ephemeris.js';
import { BALADI_FACTOR, baladiDesc } from '../core/vedic/avastha.js';
import { SIGN_LORD, VEDIC_PLANETS, type Graha } from '../core/vedic/grahas.js';
import { NAKSHATRA_SPAN_DEG, nakshatraOf } from '../core/vedic/nakshatra.js';
import { nakshatraAttributes, rasiVarna } from '../core/vedic/nakshatra-attributes.js';
import { relationships } from '../core/vedic/relationships.js';
import { INDIAN_CHART_DEFAULT_SIZE, INDIAN_CHART_MAX_SIZE, INDIAN_CHART_MIN_SIZE, indianChart, renderIndianChartSvg } from '../core/vedic/chart-layout.js';
import { navamsaSignOf, vedicPlanets, type VedicChartCore } from '../core/vedic/planets.js';
import type { NodeType } from '../core/western/bodies.js';
import { SIGN_NAMES } from '../core/zodiac.js';
import { ayanamsaField, momentFields, nodeTypeField, oneZoneSource, prepareMoment, type PreparedMoment } from './common.js';
import { MUMBAI } from './examples.js';
import {
  ascendantData, avasthaData, indianChartData, nakshatraData, navamsaData, relationshipsData, vedicHousesData,
} from './responses/vedic-basic.js';
import { vedicPlanet } from './responses/records.js';
import { definePost, type Example, type Meta, type Rendered } from './types.js';

export const vedicSchema = z.strictObject({ ...momentFields, ayanamsa: ayanamsaField, nodeType: nodeTypeField }).superRefine(oneZoneSource);

export interface VedicInput {
  moment: PreparedMoment;
  ayanamsa: Ayanamsa;
  nodeType: NodeType;
}

export function prepareVedic(raw: z.output<typeof vedicSchema>): VedicInput {
  return { moment: prepareMoment(raw), ayanamsa: raw.ayanamsa, nodeType: raw.nodeType };
}

export function vedicChart(input: VedicInput): VedicChartCore {
  return vedicPlanets(input.moment.jdUt, input.moment.lat, input.moment.lng, input.ayanamsa, input.nodeType);
}

export function vedicMeta(input: VedicInput, extra: Partial<Meta> = {}): Meta {
  return {
    ...input.moment.meta,
    ayanamsa: { name: input.ayanamsa, value: ayanamsaDeg(input.moment.jdUt, input.ayanamsa) },
    houseSystem: 'whole-sign',
    nodeType: input.nodeType,
    ...extra,
  };
}

interface VedicDocs<D> {
  summary: string;
  description: string;
  response: z.ZodType<D>;
  examples?: readonly [Example, ...Example[]];
}

/** An endpoint of the moment fields, `ayanamsa` and `nodeType`, whose data is `run`'s (its sentences rendered). */
function vedicEndpoint<Data>(name: string, path: string, docs: VedicDocs<NoInfer<Rendered<Data>>>, run: (input: VedicInput) => Data) {
  return definePost({
    name,
    path,
    ...docs,
    examples: docs.examples ?? [{ request: MUMBAI }],
    schema: vedicSchema,
    prepare: prepareVedic,
    run: (input: VedicInput) => ({ data: run(input), meta: vedicMeta(input) }),
  });
}

const SIDEREAL =
  'Sidereal (Lahiri by default, `ayanamsa` for others), the mean node by default (`nodeType`), whole-sign houses from ' +
  'the ascendant\'s sign.';

/** The planet record of the spec, for the Sun. */
export const sunSign = vedicEndpoint(
  'sun-sign',
  '/v1/sun-sign',
  { summary: 'The Vedic planet record of the Sun', description: `The spec's Vedic planet record of the Sun. ${SIDEREAL}`, response: vedicPlanet },
  (input) => vedicChart(input).planets[0],
);

/** The same record for the Moon (the rashi). */
export const moonSign = vedicEndpoint(
  'moon-sign',
  '/v1/moon-sign',
  { summary: 'The Vedic planet record of the Moon (the rashi)', description: `The spec's Vedic planet record of the Moon. ${SIDEREAL}`, response: vedicPlanet },
  (input) => vedicChart(input).planets[1],
);

/** `degree` is the sidereal longitude of the ascendant (0–360); `degreeInSign` is added beside it. */
export const ascendant = vedicEndpoint('ascendant', '/v1/ascendant', {
  summary: 'The sidereal ascendant: degree, sign, nakshatra and pada, KP lords, midheaven',
  description: `\`degree\` is the sidereal longitude of the ascendant (0–360). ${SIDEREAL}`,
  response: ascendantData,
}, (input) => ascendantOf(vedicChart(input)));

export function ascendantOf(c: VedicChartCore) {
  const nak = nakshatraOf(c.ascendant);
  return {
    degree: c.ascendant,
    sign: c.ascendantSign,
    signName: SIGN_NAMES[c.ascendantSign],
    nakshatra: nak.name,
    nakshatraPada: nak.pada,
    midheaven: c.midheaven,
    degreeInSign: c.ascendant - c.ascendantSign * 30,
    nakshatraLord: nak.lord,
    subLord: nak.subLord,
  };
}

/** Whole-sign houses: house n is the n-th sign from the ascendant's; cuspEnd of Pisces reads 0 (spec). */
export const vedicHouses = vedicEndpoint('houses-vedic', '/v1/houses/vedic', {
  summary: 'The 12 whole-sign houses with their lords and occupants',
  description:
    `House n is the n-th sign from the ascendant's; the cusps are the sign's boundaries (Pisces ends at 0); lords ` +
    `are the traditional ones (Scorpio Mars, Aquarius Saturn). ${SIDEREAL}`,
  response: vedicHousesData,
}, (input) => vedicHousesOf(vedicChart(input)));

export function vedicHousesOf(c: VedicChartCore) {
  const houses = Array.from({ length: 12 }, (_, i) => {
    const sign = (c.ascendantSign + i) % 12;
    return {
      number: i + 1,
      sign,
      signName: SIGN_NAMES[sign],
      lord: SIGN_LORD[sign],
      planets: c.planets.filter((p) => p.sign === sign).map((p) => p.planet),
      cuspStart: sign * 30,
      cuspEnd: ((sign + 1) * 30) % 360,
    };
  });
  return { houses };
}

/**
 * Navamsa (D9, Parashari: BPHS ch. 6): each planet's navamsa sign, its house counted from the navamsa
 * ascendant, and its navamsa longitude (the D1 longitude × 9, mod 360, the usual D9 position).
 */
export const navamsa = vedicEndpoint('navamsa', '/v1/navamsa', {
  summary: 'Navamsa (D9): signs, houses from the navamsa lagna, navamsa longitudes',
  description: `Parashari navamsa (BPHS ch. 6). \`navamsaHouse\` counts from the navamsa ascendant; \`longitude\` is 9 × the sidereal longitude, mod 360. ${SIDEREAL}`,
  response: navamsaData,
}, (input) => navamsaOf(vedicChart(input)));

export function navamsaOf(c: VedicChartCore) {
  const ascNav = navamsaSignOf(c.ascendant);
  return {
    planets: c.planets.map((p) => ({
      planet: p.planet,
      navamsaSign: p.navamsaSign,
      navamsaSignName: p.navamsaSignName,
      navamsaHouse: ((p.navamsaSign - ascNav + 12) % 12) + 1,
      longitude: norm360(p.longitude * 9),
    })),
    ascendantNavamsa: { sign: ascNav, signName: SIGN_NAMES[ascNav], longitude: norm360(c.ascendant * 9) },
  };
}

/**
 * Avasthas (BPHS ch. 45) with `planet` as the index (spec). `ashtottariApplicable`: Ashtottari dasha is
 * conditional; we apply the rule "Rahu in a kendra (1, 4, 7, 10) from the lagna" (BPHS as summarised at
 * astrosutras.in, "Ashtottari Dasha System in BPHS"). Other readings (Rahu in a kendra or trikona from
 * the lagna lord, not in the lagna) exist; README says so.
 */
export const avastha = vedicEndpoint('vedic-avastha', '/v1/vedic/avastha', {
  summary: 'Baladi and jagradadi avasthas of the nine planets; Ashtottari applicability',
  description:
    `Baladi (age) and jagradadi (alertness) states of BPHS ch. 45, \`planet\` as the index 0–8. ` +
    `\`ashtottariApplicable\` is true when Rahu is in a kendra (1, 4, 7, 10) from the lagna (BPHS's condition as ` +
    `usually summarised; another reading, Rahu in a kendra or trikona from the lagna lord, is not used). ` +
    `${SIDEREAL}`,
  response: avasthaData,
}, (input) => {
  const c = vedicChart(input);
  const rahu = c.planets[7];
  return {
    planets: c.planets.map((p) => ({
      planet: VEDIC_PLANETS.indexOf(p.planet),
      signName: p.signName,
      house: p.house,
      dignity: p.dignity,
      avastha: p.avastha,
      baladiAvastha: { name: p.avastha.baladi, modifier: BALADI_FACTOR[p.avastha.baladi], desc: baladiDesc(p.avastha.baladi) },
    })),
    ashtottariApplicable: [1, 4, 7, 10].includes(rahu.house),
  };
});

/**
 * The Moon's nakshatra with its KP lords and traditional attributes (deity, symbol, gana, yoni, nadi;
 * varna by the Moon's sign, as ashtakoot matching uses it). Sources in core/vedic/nakshatra-attributes.ts.
 */
export const nakshatraEndpoint = vedicEndpoint('nakshatra', '/v1/nakshatra', {
  summary: 'The Moon\'s nakshatra: pada, KP lords, deity, symbol, gana, yoni, nadi, varna',
  description:
    `Gana and yoni from the Muhurta Chintamani verses, nadi from the standard matching table, varna by the Moon's ` +
    `sign (as ashtakoot uses it); the sources and the choices where tables disagree are cited in ` +
    `\`shared/core/vedic/nakshatra-attributes.ts\`. ${SIDEREAL}`,
  response: nakshatraData,
}, (input) => {
  const moon = vedicChart(input).planets[1];
  const nak = nakshatraOf(moon.longitude);
  const attr = nakshatraAttributes(nak.index);
  const start = nak.index * NAKSHATRA_SPAN_DEG;
  return {
    nakshatra: nak.name,
    number: nak.index + 1,
    pada: nak.pada,
    lord: nak.lord,
    subLord: nak.subLord,
    subSubLord: nak.subSubLord,
    // the deity and symbol as the catalogue words them in the caller's language (vedic.nakshatra.*)
    deity: text(`vedic.nakshatra.deity.${nak.index + 1}`),
    symbol: text(`vedic.nakshatra.symbol.${nak.index + 1}`),
    gana: attr.gana,
    yoni: attr.yoni,
    nadi: attr.nadi,
    varna: rasiVarna(moon.sign),
    moonLongitude: moon.longitude,
    startLongitude: start,
    endLongitude: (start + NAKSHATRA_SPAN_DEG) % 360,
    signName: moon.signName,
  };
});

/** Natural (BPHS ch. 3), temporary (2, 3, 4, 10, 11, 12 from the planet) and compound (five-fold) relations. */
export const relationshipsEndpoint = vedicEndpoint('planets-relationships', '/v1/planets/relationships', {
  summary: 'Natural, temporary and compound relations of each planet to the other eight',
  description:
    `Natural relations of BPHS ch. 3 (Rahu and Ketu take Jagannatha Hora's and PyJHora's natural rows and the ` +
    `same temporary rule), temporary friends in the 2nd, 3rd, 4th, 10th, 11th and 12th sign, and the five-fold ` +
    `compound: Great Friend, Friend, Neutral, Enemy, Great Enemy. ${SIDEREAL}`,
  response: relationshipsData,
}, (input) => {
  const c = vedicChart(input);
  const signs = Object.fromEntries(c.planets.map((p) => [p.planet, p.sign])) as Record<Graha, number>;
  const rel = relationships(signs);
  return {
    planets: c.planets.map((p, i) => ({ planet: p.planet, sign: p.sign, signName: p.signName, relationships: rel[i].relationships })),
  };
});

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
    '"Su 24°", with ℞ when retrograde (never on the nodes).',
  schema: chartSchema,
  response: indianChartData,
  examples: [{ request: MUMBAI }, { summary: 'South Indian layout as SVG', request: { ...MUMBAI, style: 'south', format: 'svg' } }],
  prepare: (raw) => ({
    vedic: prepareVedic(raw),
    style: raw.style,
    format: raw.format,
    size: raw.size ?? INDIAN_CHART_DEFAULT_SIZE,
  }),
  run({ vedic, style, format, size }) {
    const c = vedicChart(vedic);
    const chart = indianChart(
      {
        ascendantSign: c.ascendantSign,
        ascendantDegree: c.ascendant - c.ascendantSign * 30,
        planets: c.planets.map((p) => ({ planet: p.planet, sign: p.sign, degreeInSign: p.degreeInSign, isRetrograde: p.isRetrograde })),
      },
      style,
    );
    const data = format === 'svg' ? svgData(chart, size) : chart;
    return { data, meta: vedicMeta(vedic) };
  },
});

function svgData(chart: ReturnType<typeof indianChart>, size: number) {
  return { format: 'svg' as const, style: chart.style, width: size, height: size, svg: renderIndianChartSvg(chart, { size }) };
}
