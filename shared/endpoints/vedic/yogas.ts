/** POST /v1/vedic/yogas and /v1/yogas: the yoga catalogue. */
import { z } from 'zod';
import type { VedicChartCore } from '../../core/vedic/planets.js';
import { findYogas, yogaChartFromLongitudes } from '../../core/vedic/yogas.js';
import { DELHI, MUMBAI, NYC } from '../examples.js';
import { planetIndex, sentence } from '../responses/records.js';
import { definePost, type Example } from '../types.js';
import { prepareVedic, vedicChart, vedicMeta, vedicSchema, type VedicInput } from './common.js';

export const yoga = z
  .strictObject({
    name: z.string().describe('Yoga name (identifier, English); the same name may appear more than once'),
    description: sentence.describe('What the yoga is, with its source'),
    isBenefic: z.boolean().describe('A good yoga (false for Kemadruma, Shakata, Papa Kartari …)'),
    planetsInvolved: z.array(planetIndex).describe('Planets that form it, as indexes'),
    strength: z.number().min(0).max(100).describe('Mean of the planets\' scores by dignity and house'),
    strengthLevel: z.enum(['weak', 'moderate', 'strong', 'very strong', 'exceptional']).describe('weak < 25 ≤ moderate < 50 ≤ strong < 75 ≤ very strong < 90 ≤ exceptional'),
    conditions: z.array(sentence).describe('The chart facts that make it'),
    interpretation: z.array(sentence).describe('What the texts say it gives'),
  })
  .meta({ id: 'Yoga', description: 'A yoga present in the chart' });

export const yogasData = z.strictObject({
  count: z.number().int().min(0).describe('Number of yogas found'),
  yogas: z.array(yoga).describe('The yogas present, in catalogue order'),
});

// ------------------------------------------------------------------ POST /v1/vedic/yogas, /v1/yogas

export function yogasOf(chart: VedicChartCore) {
  const yogas = findYogas(
    yogaChartFromLongitudes(chart.ascendantSign, chart.planets.map((p) => p.longitude), chart.planets.map((p) => p.speed)),
  );
  return { count: yogas.length, yogas };
}

function yogasEndpoint(name: string, path: string, examples: readonly [Example, ...Example[]]) {
  return definePost({
    name,
    path,
    summary: 'The yogas present in the chart, each with its condition, strength and source',
    description:
      'The catalogue: the five Pancha Mahapurusha yogas, Gajakesari, Budhaditya, Chandra-Mangala, Adhi, Sunapha, ' +
      'Anapha, Durudhura, Kemadruma (or Kemadruma Bhanga with the cancellations that apply), Vesi, Vasi, ' +
      'Ubhayachari, Amala, Parvata, Kahala, Chamara, Shankha, Shubha/Ashubha, Shubha/Papa Kartari, Lakshmi, ' +
      'Kalanidhi, Saraswati, Vasumathi, Shakata, Harsha, Sarala, Vimala, Neecha Bhanga Raja, the three Parivartana ' +
      'yogas, Raja yogas (kendra and trikona lords conjoined, in mutual aspect or exchanged) and Dhana yogas (lords ' +
      'of 2, 5, 9, 11 the same). Each `description` names its source (BPHS, Phaladeepika, Saravali; B.V. Raman\'s ' +
      '*Three Hundred Important Combinations* number). Strength: each planet involved scores by dignity (exalted ' +
      '90, own 80, friendly 65, neutral 50, enemy 35, debilitated 15), +10 in a kendra or trikona, −10 in a ' +
      'dusthana, −15 when combust; the yoga takes the mean. Levels: weak < 25 ≤ moderate < 50 ≤ strong < 75 ≤ very ' +
      'strong < 90 ≤ exceptional. Traditional sign lords only (no Rahu/Ketu co-lordship, which is where most ' +
      'differences from Jagannatha Hora\'s Kahala and Shankha come from); Gaja yoga is not offered (no definition ' +
      'distinct from Gajakesari was found). `/v1/yogas` and `/v1/vedic/yogas` are the same.',
    response: yogasData,
    examples,
    schema: vedicSchema,
    prepare: prepareVedic,
    run: (input: VedicInput) => ({ data: yogasOf(vedicChart(input)), meta: vedicMeta(input) }),
  });
}

/** The yoga catalogue (spec shape); /v1/yogas is the same call under its short path. */
export const vedicYogas = yogasEndpoint('vedic-yogas', '/v1/vedic/yogas', [{ request: MUMBAI }, { request: NYC }, { request: DELHI }]);
export const yogasAlias = yogasEndpoint('yogas', '/v1/yogas', [{ request: MUMBAI }]);
