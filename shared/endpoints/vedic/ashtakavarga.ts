/** POST /v1/ashtakavarga (heavy): bhinnashtakavarga and sarvashtakavarga; its shape is described with the endpoint (the /docs guide). */
import { z } from 'zod';
import {
  ashtakavarga,
  ASHTAKAVARGA_CONTRIBUTORS,
  ASHTAKAVARGA_PLANETS,
  type AshtakavargaSigns,
  type Bhinnashtakavarga,
} from '../../core/vedic/ashtakavarga.js';
import type { VedicChartCore } from '../../core/vedic/planets.js';
import { MUMBAI } from '../examples.js';
import { definePost } from '../types.js';
import { prepareVedic, vedicChart, vedicMeta, vedicSchema, type VedicInput } from './common.js';

export const sapta = z.enum(ASHTAKAVARGA_PLANETS).describe('Sun … Saturn');
const twelve = (what: string) => z.array(z.number().int().min(0)).length(12).describe(`${what}, by sign (0 = Aries … 11 = Pisces)`);

const ashtakavargaTable = z.strictObject({
  bindus: twelve('Bindus (0–8)'),
  total: z.number().int().min(0).describe('Bindus in all twelve signs'),
  contributions: z
    .strictObject(Object.fromEntries(ASHTAKAVARGA_CONTRIBUTORS.map((c) => [c, twelve(`1 where ${c} gives a bindu`)])) as Record<(typeof ASHTAKAVARGA_CONTRIBUTORS)[number], z.ZodArray<z.ZodNumber>>)
    .describe('The prastara rows: which contributor gives a bindu to which sign'),
});

export const ashtakavargaData = z
  .strictObject({
    planets: z.array(z.strictObject({ planet: sapta, ...ashtakavargaTable.shape })).length(7).describe('Bhinnashtakavarga of Sun … Saturn (BPHS ch. 66)'),
    lagna: ashtakavargaTable.describe('The lagna\'s own table (not part of the sarvashtakavarga)'),
    sarvashtakavarga: z
      .strictObject({ bindus: twelve('Sum of the seven planets\' bindus'), total: z.number().int().describe('Always 337') })
      .describe('The sum of the seven planets\' tables'),
  })
  .meta({ id: 'Ashtakavarga', description: 'Bhinnashtakavarga and sarvashtakavarga' });

// ------------------------------------------------------------------ POST /v1/ashtakavarga

export function ashtakavargaOf(chart: VedicChartCore) {
  const signs = Object.fromEntries(chart.planets.slice(0, 7).map((p) => [p.planet, p.sign])) as AshtakavargaSigns;
  signs.Lagna = chart.ascendantSign;
  const r = ashtakavarga(signs);
  const table = (b: Bhinnashtakavarga) => ({ bindus: b.bindus, total: b.total, contributions: b.byContributor });
  return {
    planets: ASHTAKAVARGA_PLANETS.map((planet) => ({ planet, ...table(r.bhinnashtakavarga[planet]) })),
    lagna: table(r.lagnaAshtakavarga),
    sarvashtakavarga: { bindus: r.sarvashtakavarga, total: r.sarvashtakavargaTotal },
  };
}

export const ashtakavargaEndpoint = definePost({
  name: 'ashtakavarga',
  path: '/v1/ashtakavarga',
  summary: 'Bhinnashtakavarga of the seven planets and the lagna, and the sarvashtakavarga (337)',
  description:
    'Parashari tables (BPHS ch. 66) as Jagannatha Hora and PyJHora use them (the Moon\'s row differs in Saravali; ' +
    'that reading does not match Jagannatha Hora); bindus per sign (0 = Aries) with the prastara rows. The ' +
    'lagna\'s own table is an extra and is not in the sarvashtakavarga (always 337; the planets\' totals 48, 49, ' +
    '39, 54, 56, 52, 39).',
  response: ashtakavargaData,
  examples: [{ request: MUMBAI }],
  weight: 'heavy',
  cacheable: true,
  schema: vedicSchema,
  prepare: prepareVedic,
  run: (input: VedicInput) => ({ data: ashtakavargaOf(vedicChart(input)), meta: vedicMeta(input) }),
});
