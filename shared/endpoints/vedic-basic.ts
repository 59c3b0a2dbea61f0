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
import { definePost, type Meta } from './types.js';

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

function vedicEndpoint(name: string, path: string, run: (input: VedicInput) => unknown) {
  return definePost({
    name,
    path,
    schema: vedicSchema,
    prepare: prepareVedic,
    run: (input: VedicInput) => ({ data: run(input), meta: vedicMeta(input) }),
  });
}

/** The planet record of the spec, for the Sun. */
export const sunSign = vedicEndpoint('sun-sign', '/v1/sun-sign', (input) => vedicChart(input).planets[0]);

/** The same record for the Moon (the rashi). */
export const moonSign = vedicEndpoint('moon-sign', '/v1/moon-sign', (input) => vedicChart(input).planets[1]);

/** `degree` is the sidereal longitude of the ascendant (0–360); `degreeInSign` is added beside it. */
export const ascendant = vedicEndpoint('ascendant', '/v1/ascendant', (input) => {
  const c = vedicChart(input);
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
});

/** Whole-sign houses: house n is the n-th sign from the ascendant's; cuspEnd of Pisces reads 0 (spec). */
export const vedicHouses = vedicEndpoint('houses-vedic', '/v1/houses/vedic', (input) => {
  const c = vedicChart(input);
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
});

/**
 * Navamsa (D9, Parashari: BPHS ch. 6): each planet's navamsa sign, its house counted from the navamsa
 * ascendant, and its navamsa longitude (the D1 longitude × 9, mod 360, the usual D9 position).
 */
export const navamsa = vedicEndpoint('navamsa', '/v1/navamsa', (input) => {
  const c = vedicChart(input);
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
});

/**
 * Avasthas (BPHS ch. 45) with `planet` as the index (spec). `ashtottariApplicable`: Ashtottari dasha is
 * conditional; we apply the rule "Rahu in a kendra (1, 4, 7, 10) from the lagna" (BPHS as summarised at
 * astrosutras.in, "Ashtottari Dasha System in BPHS"). Other readings (Rahu in a kendra or trikona from
 * the lagna lord, not in the lagna) exist; README says so.
 */
export const avastha = vedicEndpoint('vedic-avastha', '/v1/vedic/avastha', (input) => {
  const c = vedicChart(input);
  const rahu = c.planets[7];
  return {
    planets: c.planets.map((p) => ({
      planet: VEDIC_PLANETS.indexOf(p.planet as Graha),
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
export const nakshatraEndpoint = vedicEndpoint('nakshatra', '/v1/nakshatra', (input) => {
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
export const relationshipsEndpoint = vedicEndpoint('planets-relationships', '/v1/planets/relationships', (input) => {
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
    style: z.enum(['north', 'south']).default('north'),
    format: z.enum(['json', 'svg']).default('json'),
    size: z.number().int().min(INDIAN_CHART_MIN_SIZE).max(INDIAN_CHART_MAX_SIZE).optional(),
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
  schema: chartSchema,
  prepare: (raw) => ({
    vedic: prepareVedic(raw),
    style: raw.style as 'north' | 'south',
    format: raw.format as 'json' | 'svg',
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
    const data = format === 'svg' ? { format, style, width: size, height: size, svg: renderIndianChartSvg(chart, { size }) } : chart;
    return { data, meta: vedicMeta(vedic) };
  },
});
