/**
 * POST /v1/vargas: the divisional charts D1 … D60, D81, D108, D144 and D150 of one birth, each with its
 * ascendant and the nine planets' signs and whole-sign houses counted from the varga ascendant, by the
 * method the caller picks per varga (`methods`, defaults and sources in shared/core/vedic/vargas.ts).
 */
import { z } from 'zod';
import { ALL_VARGAS, VARGA_INFO, VARGA_METHOD_IDS, vargaMethods, vargaSign, type VargaFactor, type VargaFactorKey, type VargaMethod } from '../../core/vedic/vargas.js';
import { SIGN_NAMES } from '../../core/zodiac.js';
import { ayanamsaField, momentFields, nodeTypeField, oneZoneSource } from '../common.js';
import { MUMBAI } from '../examples.js';
import { graha, houseNumber, signIndex, signName } from '../responses/records.js';
import { definePost } from '../types.js';
import { prepareVedic, SIDEREAL, vedicChart, vedicMeta, type VedicInput } from './common.js';

const KEYS = ALL_VARGAS.map((d): VargaFactorKey => `D${d}`) as [VargaFactorKey, ...VargaFactorKey[]];
const FACTOR_OF = new Map(ALL_VARGAS.map((d) => [`D${d}`, d]));
const chartKey = z.enum(KEYS).describe('A varga, D1 … D150');

/** One optional field per varga that offers more than one method. */
const methodFields = Object.fromEntries(
  ALL_VARGAS.filter((d) => vargaMethods(d).length > 1).map((d) => {
    const ms = vargaMethods(d) as [VargaMethod, ...VargaMethod[]];
    return [`D${d}`, z.enum(ms).optional().describe(`D${d} ${VARGA_INFO[d].name}: ${ms.join(', ')} (default ${VARGA_INFO[d].defaultMethod})`)];
  }),
) as Record<string, z.ZodOptional<z.ZodEnum<Record<string, VargaMethod>>>>;

const vargasSchema = z
  .strictObject({
    ...momentFields,
    ayanamsa: ayanamsaField,
    nodeType: nodeTypeField,
    charts: z.array(chartKey).min(1).max(KEYS.length).optional().describe('The vargas wanted, in this order (default: all 24)'),
    methods: z.strictObject(methodFields).default({}).describe('Method per varga where schools differ (default: see each field)'),
  })
  .superRefine(oneZoneSource)
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.charts?.forEach((c, i) => {
      if (seen.has(c)) ctx.addIssue({ code: 'custom', path: ['charts', i], message: `${c} is listed twice` });
      seen.add(c);
    });
  });

const vargaPlanet = z.strictObject({
  planet: graha,
  sign: signIndex.describe('Sign in this varga, 0 = Aries … 11 = Pisces'),
  signName,
  house: houseNumber.describe('Whole-sign house counted from the varga ascendant'),
});

export const vargasData = z.strictObject({
  charts: z
    .array(
      z.strictObject({
        chart: chartKey,
        name: z.string().describe('Sanskrit name of the varga (Navamsa …)'),
        method: z.enum(VARGA_METHOD_IDS).describe('The method used (`parivritti` is reported as `cyclic`)'),
        source: z.string().describe('The rule of this method and where it comes from (English, as every source citation)'),
        ascendant: z.strictObject({ sign: signIndex, signName }).describe('The varga ascendant (lagna)'),
        planets: z.array(vargaPlanet).length(9).describe('Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu'),
      }),
    )
    .min(1)
    .describe('The vargas asked for, in the order asked'),
});

interface VargasInput {
  vedic: VedicInput;
  charts: { d: VargaFactor; method: VargaMethod }[];
}

function prepareVargas(raw: z.output<typeof vargasSchema>): VargasInput {
  const keys = raw.charts ?? KEYS;
  const methods = raw.methods as Partial<Record<string, VargaMethod>>;
  return {
    vedic: prepareVedic(raw),
    charts: keys.map((k) => {
      const d = FACTOR_OF.get(k) as VargaFactor;
      const asked = methods[k] ?? VARGA_INFO[d].defaultMethod;
      return { d, method: asked === 'parivritti' ? 'cyclic' : asked };
    }),
  };
}

export function vargasOf(input: VargasInput) {
  const c = vedicChart(input.vedic);
  return {
    charts: input.charts.map(({ d, method }) => {
      const asc = vargaSign(c.ascendant, d, method);
      return {
        chart: `D${d}` as const,
        name: VARGA_INFO[d].name,
        method,
        source: VARGA_INFO[d].methods[method] ?? method,
        ascendant: { sign: asc, signName: SIGN_NAMES[asc] },
        planets: c.planets.map((p) => {
          const sign = vargaSign(p.longitude, d, method);
          return { planet: p.planet, sign, signName: SIGN_NAMES[sign], house: ((sign - asc + 12) % 12) + 1 };
        }),
      };
    }),
  };
}

export const vargasEndpoint = definePost({
  name: 'vargas',
  path: '/v1/vargas',
  summary: 'Divisional charts D1 … D60, D81, D108, D144, D150: varga ascendant, planets\' signs and houses, by school',
  description:
    'Every Parashari varga of BPHS ch. 6 (D1, D2, D3, D4, D7, D9, D10, D12, D16, D20, D24, D27, D30, D40, D45, D60), ' +
    'D5, D6, D8, D11, and the high vargas D81 (nava-navamsa), D108 (ashtottaramsa: the dwadasamsa of the navamsa), ' +
    'D144 (the dwadasamsa of the dwadasamsa) and D150 (nadiamsa). Houses are whole-sign from the varga ascendant. ' +
    '`methods` picks the school per varga: `parashara` (BPHS ch. 6 where the chapter gives the rule), `cyclic` ' +
    '(parivritti; `parivritti` is accepted for it), `parivritti-even-reverse`, `somanatha`, and for some vargas ' +
    '`jagannatha` (D3), `kalachakra` and `krishna-mishra` (D9), `raman` (D11), `even-backward`, `even-reverse`, ' +
    '`even-from-leo`, `from-sign`, `from-aries`; each chart names its method and gives its rule and origin ' +
    '(`source`, English). Defaults are PyJHora 4.8.5\'s ' +
    '`chart_method=1` except D2, where BPHS\'s Sun/Moon hora (Leo/Cancer) is the default and PyJHora\'s ' +
    'parivritti with even reversal is `parivritti-even-reverse`. D81 and D150 default to `cyclic`. A planet exactly ' +
    `on a D30 boundary takes the later part (PyJHora the earlier). ${SIDEREAL}`,
  schema: vargasSchema,
  response: vargasData,
  examples: [
    { request: { ...MUMBAI, charts: ['D1', 'D9', 'D60'] } },
    { summary: 'Jagannatha drekkana and the parivritti hora', request: { ...MUMBAI, charts: ['D2', 'D3'], methods: { D2: 'parivritti-even-reverse', D3: 'jagannatha' } } },
    { summary: 'Every varga with its default method', request: MUMBAI },
  ],
  prepare: prepareVargas,
  run: (input: VargasInput) => ({ data: vargasOf(input), meta: vedicMeta(input.vedic) }),
});
