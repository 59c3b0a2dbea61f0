/**
 * POST /v1/vedic/yogas and /v1/yogas: the yogas of a chart (with `include: ["all"]` also the absent ones,
 * each with its condition); GET /v1/yogas/catalogue: every definition with its id, category, source,
 * PyJHora id and the decisions where we read the text differently from PyJHora.
 */
import { z } from 'zod';
import type { VedicChartCore } from '../../core/vedic/planets.js';
import { gulikaAndMandi } from '../../core/vedic/upagrahas.js';
import { absentYogas, findYogas, YOGA_CATALOGUE, YOGA_IDS, yogaChartFromLongitudes, type YogaConvention } from '../../core/vedic/yogas/index.js';
import { langField, momentFields, nodeTypeField, ayanamsaField, oneZoneSource } from '../common.js';
import { DELHI, MUMBAI, NYC } from '../examples.js';
import { planetIndex, sentence } from '../responses/records.js';
import { defineEndpoint, definePost, type Example } from '../types.js';
import { prepareVedic, vedicChart, vedicMeta, type VedicInput } from './common.js';

const CATEGORIES = [
  'mahapurusha', 'chandra', 'surya', 'conjunction', 'lagna', 'named', 'dhana', 'raja', 'viparita', 'parivartana', 'neecha-bhanga', 'arishta', 'nabhasa',
] as const;
const idField = z.enum(YOGA_IDS).describe('Stable kebab-case id of the catalogue entry, the same in every language');
const nameField = z.string().describe('The yoga\'s name in `lang` (Sanskrit in the script of the Indian languages, transliterated elsewhere; English with `lang` en); `id` is the stable identifier');
const pyjhoraIdField = z.string().nullable().describe('PyJHora 4.8.5\'s function id for this yoga (yoga.py), null where PyJHora has none');
const categoryField = z.enum(CATEGORIES).describe('The family of the yoga');

export const yoga = z
  .strictObject({
    id: idField,
    name: nameField,
    pyjhoraId: pyjhoraIdField,
    category: categoryField,
    description: sentence.describe('What the yoga is, with its source'),
    isBenefic: z.boolean().describe('A good yoga (false for Kemadruma, Shakata, Papa Kartari …)'),
    planetsInvolved: z.array(planetIndex).describe('Planets that form it, as indexes'),
    strength: z.number().min(0).max(100).describe('Mean of the planets\' scores by dignity and house'),
    strengthLevel: z.enum(['weak', 'moderate', 'strong', 'very strong', 'exceptional']).describe('weak < 25 ≤ moderate < 50 ≤ strong < 75 ≤ very strong < 90 ≤ exceptional'),
    conditions: z.array(sentence).describe('The chart facts that make it'),
    interpretation: z.array(sentence).describe('What the texts say it gives'),
  })
  .meta({ id: 'Yoga', description: 'A yoga present in the chart' });

const absentYoga = z
  .strictObject({
    id: idField,
    name: nameField,
    pyjhoraId: pyjhoraIdField,
    category: categoryField,
    reason: sentence.describe('Why it is not formed: its condition, which this chart does not meet'),
  })
  .meta({ id: 'AbsentYoga', description: 'A catalogue yoga the chart does not have' });

export const yogasData = z.strictObject({
  count: z.number().int().min(0).describe('Number of yogas found'),
  yogas: z.array(yoga).describe('The yogas present, in catalogue order'),
  absent: z.array(absentYoga).optional().describe('With `include: ["all"]`: every catalogue yoga not present, in catalogue order'),
});

// ------------------------------------------------------------------ POST /v1/vedic/yogas, /v1/yogas

/**
 * Gulika and Mandi of the birth for the yoga chart, computed when a yoga first asks (the yogas that name them: Raman #204, Sarpaganda, the Gulika forms
 * of Jada and Vanchana Chora Bheethi); undefined where the Sun does not rise or set that day, and then those yogas are
 * not judged.
 */
export function saturnPartsOf(input: VedicInput): () => { gulika: number; mandi: number } | undefined {
  return () => {
    try {
      return gulikaAndMandi(input.moment.jdUt, input.moment.lat, input.moment.lng, input.ayanamsa);
    } catch {
      return undefined;
    }
  };
}

export function yogasOf(chart: VedicChartCore, convention: YogaConvention = 'classical', all = false, saturnParts?: () => { gulika: number; mandi: number } | undefined) {
  const yogas = findYogas(
    yogaChartFromLongitudes(chart.ascendantSign, chart.planets.map((p) => p.longitude), chart.planets.map((p) => p.speed), chart.ascendant, saturnParts),
    convention,
  );
  return all ? { count: yogas.length, yogas, absent: absentYogas(yogas) } : { count: yogas.length, yogas };
}

const yogasSchema = z
  .strictObject({
    ...momentFields,
    ayanamsa: ayanamsaField,
    nodeType: nodeTypeField,
    include: z
      .array(z.enum(['present', 'all']))
      .max(2)
      .default(['present'])
      .describe('"all" also lists the catalogue yogas the chart does not have (`absent`), each with its condition'),
    convention: z
      .enum(['classical', 'jhora'])
      .default('classical')
      .describe('"classical": Sunapha, Anapha and Durudhura exclude each other, as Vesi, Vasi and Ubhayachari do (BPHS ch. 37–38); ' +
        '"jhora": PyJHora\'s reporting, Sunapha and Anapha also listed with Durudhura, Vesi and Vasi with Ubhayachari'),
  })
  .superRefine(oneZoneSource);

interface YogasInput extends VedicInput {
  convention: YogaConvention;
  all: boolean;
}

function prepareYogas(raw: z.output<typeof yogasSchema>): YogasInput {
  return { ...prepareVedic(raw), convention: raw.convention, all: raw.include.includes('all') };
}

function yogasEndpoint(name: string, path: string, examples: readonly [Example, ...Example[]], description?: string) {
  return definePost({
    name,
    path,
    summary: 'The yogas present in the chart, each with its condition, strength and source',
    description: description ??
      'Detects every yoga of the catalogue (`GET /v1/yogas/catalogue` lists each definition with its id, category, ' +
      'condition and source): the Pancha Mahapurusha, Chandra and Surya yogas, the named yogas of BPHS ch. 36, Raja, Dhana ' +
      'and Daridra yogas, Parivartana, Neecha Bhanga Raja, Viparita Raja, and the Nabhasa yogas of BPHS ch. 35 (the ' +
      'Sankhya ones declared only when no Akriti yoga forms), the Malika yogas, and B.V. Raman\'s yogas of wealth, speech, body, ' +
      'siblings, mother, house, children and marriage, some read from the navamsa, a day or night birth, Gulika or Mandi. Each `description` names its source (BPHS, Phaladeepika, Saravali; B.V. Raman\'s ' +
      '*Three Hundred Important Combinations* number). Strength: each planet involved scores by dignity (exalted ' +
      '90, own 80, friendly 65, neutral 50, enemy 35, debilitated 15), +10 in a kendra or trikona, −10 in a ' +
      'dusthana, −15 when combust; the yoga takes the mean. Levels: weak < 25 ≤ moderate < 50 ≤ strong < 75 ≤ very ' +
      'strong < 90 ≤ exceptional. Traditional sign lords only (no Rahu/Ketu co-lordship, which is where most ' +
      'differences from Jagannatha Hora\'s Kahala and Shankha come from); Gaja yoga is not offered (no definition ' +
      'distinct from Gajakesari was found). Each yoga carries its catalogue `id`, `category` and `pyjhoraId` ' +
      '(`GET /v1/yogas/catalogue` lists them all with their sources). `include: ["all"]` adds `absent`: every other ' +
      'catalogue yoga with its condition. `name` is in `lang` (the Sanskrit name in the script of the Indian languages, transliterated in the others); `id` is the same in every language. `convention: "jhora"` reports as PyJHora does: Sunapha and Anapha also ' +
      'with Durudhura, Vesi and Vasi also with Ubhayachari. `/v1/yogas` and `/v1/vedic/yogas` are the same.',
    response: yogasData,
    examples,
    schema: yogasSchema,
    prepare: prepareYogas,
    run: (input: YogasInput) => ({ data: yogasOf(vedicChart(input), input.convention, input.all, saturnPartsOf(input)), meta: vedicMeta(input) }),
  });
}

/** The yoga catalogue (spec shape); /v1/yogas is the same call under its short path. */
export const vedicYogas = yogasEndpoint('vedic-yogas', '/v1/vedic/yogas', [
  { request: MUMBAI }, { request: NYC }, { request: DELHI },
  { summary: 'Every catalogue yoga, the absent ones with their condition; PyJHora\'s inclusive reporting', request: { ...MUMBAI, include: ['all'], convention: 'jhora' } },
]);
export const yogasAlias = yogasEndpoint('yogas', '/v1/yogas', [{ request: MUMBAI }], 'The same call as `POST /v1/vedic/yogas` under a shorter path: the same request, answer and rules (see there).');

// ------------------------------------------------------------------ GET /v1/yogas/catalogue

const source = z.strictObject({
  text: z.string().describe('The text: BPHS (R. Santhanam\'s chapter numbers), Phaladeepika, Saravali, or B.V. Raman\'s Three Hundred Important Combinations'),
  chapter: z.string().nullable().describe('Chapter, null where the text is cited by number only'),
  verse: z.string().nullable().describe('Verse(s) or Raman\'s number, null where the entry cites the chapter only'),
});

const catalogueData = z.strictObject({
  count: z.number().int().min(0).describe('Number of definitions'),
  yogas: z
    .array(
      z.strictObject({
        id: idField,
        name: nameField,
        category: categoryField,
        isBenefic: z.boolean().describe('A good yoga (false for Kemadruma, Shakata, Papa Kartari …)'),
        condition: sentence.describe('The condition, naming its source and how it is read'),
        source: source.describe('Where the definition comes from'),
        pyjhoraId: pyjhoraIdField,
        decisions: z.array(sentence).describe('Where we read the text differently from PyJHora 4.8.5, and why'),
      }),
    )
    .describe('Every definition, in the order the yogas endpoint reports them'),
});

/** GET /v1/yogas/catalogue: the definitions themselves, no chart. */
export const yogasCatalogue = defineEndpoint({
  name: 'yogas-catalogue',
  method: 'GET',
  path: '/v1/yogas/catalogue',
  summary: 'Every yoga definition: id, category, condition, source and PyJHora id',
  description:
    'The catalogue `POST /v1/vedic/yogas` evaluates: each definition with its stable `id`, `category`, the condition ' +
    'as a sentence in `lang`, its `source` (text, chapter, verse), PyJHora\'s function id where PyJHora implements ' +
    'the yoga, and the `decisions` where we follow the text rather than PyJHora (Rahu and Ketu as occupants, ' +
    'Amala with any benefic, the co-lords of Scorpio and Aquarius, the Viparita lords in their own house only).',
  weight: 'inline',
  batchable: true,
  cost: 1,
  cacheable: false,
  schema: z.strictObject({ lang: langField }),
  prepare: () => null,
  run: () => ({ data: { count: YOGA_CATALOGUE.length, yogas: YOGA_CATALOGUE.map((e) => ({ ...e, source: { ...e.source }, decisions: [...e.decisions] })) }, meta: { warnings: [] } }),
  response: catalogueData,
  examples: [{ request: {} }],
});
