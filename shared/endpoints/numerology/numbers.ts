/**
 * Numerology: POST /v1/numerology/core-numbers (spec shape), life path and personal year, and what the
 * numerology modules share. Options of API-DECISIONS: `tradition` western (pythagorean, reduce-components,
 * default) or vedic (chaldean, reduce-components); an explicit `system` or `lifePathMethod` overrides the
 * preset. Rules and sources in shared/core/numerology/*.ts, the endpoints' descriptions (the /docs guide).
 */
import { z } from 'zod';
import { CoreError } from '../../core/errors.js';
import { NUMEROLOGY_SYSTEMS, type NumerologySystem } from '../../core/numerology/letters.js';
import {
  assertBirthDate,
  coreNumbers,
  LIFE_PATH_METHODS,
  lifePathNumber,
  NUMEROLOGY_TRADITIONS,
  personalYearNumber,
  resolveNumerologyOptions,
  type BirthDate,
  type LifePathMethod,
  type NumerologyTradition,
} from '../../core/numerology/numbers.js';
import { langField } from '../common.js';
import { planetIndex, sentence } from '../responses/records.js';
import { definePost } from '../types.js';

export const numerologyNumber = z
  .strictObject({
    value: z.number().int().min(0).describe('The reduced number, master numbers 11, 22, 33 kept where the system keeps them; 0 when there is nothing to count'),
    root: z.number().int().min(0).max(9).describe('Single digit of value (11 → 2)'),
    isMaster: z.boolean().describe('value is 11, 22 or 33'),
    karmicDebt: z.union([z.literal(13), z.literal(14), z.literal(16), z.literal(19)]).nullable().describe('Karmic debt number the unreduced total passes through, or null'),
    rulingPlanet: planetIndex.nullable().describe('Vedic index of the ruling planet (0 Sun … 8 Ketu); numbers 1–9 are ruled by Sun, Moon, Jupiter, Rahu, Mercury, Venus, Ketu, Saturn, Mars; null for 0'),
    planetName: z.string().nullable().describe('The ruling planet\'s display name in `lang`'),
    keyword: sentence.describe('Keyword of the number, in `lang`'),
    compound: z.number().int().min(0).describe('The unreduced total of the last stage'),
  })
  .meta({ id: 'NumerologyNumber', description: 'A numerology number' });

export const tradition = z.enum(['western', 'vedic']).describe('The preset: western (Pythagorean) or vedic (Chaldean)');
export const system = z.enum(['pythagorean', 'chaldean']).describe('Letter values used');
const lifePathMethod = z.enum(['reduce-components', 'sum-all']).describe('reduce-components: month, day and year reduced apart, then added; sum-all: every digit at once');
const ymd = z.string().describe('The birth date, YYYY-MM-DD');

export const coreNumbersData = z.strictObject({
  tradition,
  lifePathMethod,
  system,
  name: z.string().describe('The name as given'),
  dateOfBirth: ymd,
  lifePath: numerologyNumber,
  birthday: numerologyNumber,
  destiny: numerologyNumber,
  soulUrge: numerologyNumber,
  personality: numerologyNumber,
  maturity: numerologyNumber,
  personalYear: numerologyNumber,
  karmicLessons: z.array(z.number().int().min(1).max(9)).describe('Letter values missing from the full name'),
  karmicDebts: z
    .array(
      z.strictObject({
        value: z.number().int().describe('13, 14, 16 or 19'),
        source: z.enum(['lifePath', 'birthday', 'destiny', 'soulUrge', 'personality', 'maturity', 'personalYear']).describe('The number it was found in'),
      }),
    )
    .describe('Each karmic debt and the number it came from'),
  masterNumbers: z.array(z.number().int()).describe('Distinct master values among the numbers, ascending'),
  summary: sentence,
  targetYear: z.number().int().describe('Year of the personal year'),
});

export const lifePathData = z.strictObject({ tradition, system, lifePathMethod, dateOfBirth: ymd, lifePath: numerologyNumber });
export const personalYearData = z.strictObject({ targetYear: z.number().int().describe('The calendar year'), personalYear: numerologyNumber });

export const ADA = { name: 'Ada Lovelace', date: '1815-12-10' };
export const OPTIONS =
  '`tradition` `western` (Pythagorean letters, life path by reduce-components; default) or `vedic` (Chaldean); ' +
  '`system` and `lifePathMethod` override the preset.';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2})?)?$/;

/** `date` is the birth date, `YYYY-MM-DD` (a full local date-time is accepted; only the date counts). */
export function parseDate(value: string, path: string): BirthDate {
  const m = DATE_RE.exec(value);
  if (!m) throw new CoreError('VALIDATION_ERROR', `${path} must be a date YYYY-MM-DD (or YYYY-MM-DDTHH:MM:SS)`, path);
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  assertBirthDate(d, path);
  return d;
}

export const optionFields = {
  tradition: z
    .enum(NUMEROLOGY_TRADITIONS as [NumerologyTradition, ...NumerologyTradition[]])
    .optional()
    .describe('Preset: western (Pythagorean, reduce-components; default) or vedic (Chaldean)'),
  system: z.enum(NUMEROLOGY_SYSTEMS as unknown as [NumerologySystem, ...NumerologySystem[]]).optional().describe('Letter values, overriding the preset'),
  lifePathMethod: z
    .enum(LIFE_PATH_METHODS as [LifePathMethod, ...LifePathMethod[]])
    .optional()
    .describe('reduce-components (month, day, year reduced apart) or sum-all, overriding the preset'),
  lang: langField,
};
export const nameField = z.string().min(1).max(200).describe('A full name in Latin letters (accents fold: é → e)');
export const dateField = z.string().max(40).describe('The birth date YYYY-MM-DD (a full date-time is accepted; only the date counts)');
/** Personal year: `targetDate` (a date; its calendar year) or `targetYear`; default the current year. */
const targetFields = {
  targetDate: z.string().max(40).optional().describe('A date whose calendar year is the personal year (or targetYear)'),
  targetYear: z.number().int().min(1).max(9999).optional().describe('Year of the personal year (default the current year)'),
};

function targetYearOf(raw: { targetDate?: string; targetYear?: number }, nowMs: number): number {
  if (raw.targetDate !== undefined && raw.targetYear !== undefined) {
    throw new CoreError('VALIDATION_ERROR', 'give targetDate or targetYear, not both', 'targetYear');
  }
  if (raw.targetYear !== undefined) return raw.targetYear;
  if (raw.targetDate !== undefined) return parseDate(raw.targetDate, 'targetDate').year;
  return new Date(nowMs).getUTCFullYear();
}

const coreSchema = z.strictObject({ name: nameField, date: dateField, ...optionFields, ...targetFields });

export const numerologyCore = definePost({
  name: 'numerology-core-numbers',
  path: '/v1/numerology/core-numbers',
  summary: 'Life path, birthday, destiny, soul urge, personality, maturity, personal year, karmic lessons and debts',
  description:
    `Every core number of a name (1–200 characters) and a birth date (\`YYYY-MM-DD\`; a full date-time is accepted, ` +
    `only the date counts). ${OPTIONS} Sources in \`shared/core/numerology/\`. Pythagorean keeps 11, 22, 33 at ` +
    `every stage (Decoz) and reduces each name on its own before adding; Chaldean (Cheiro's 1–8 table) adds the ` +
    `whole name and keeps no master numbers. Karmic debt 13, 14, 16, 19 is read on the final total before ` +
    `reduction (and on the day of birth for the birthday). Maturity = life path + destiny; personal year = birth ` +
    `month + birth day + the year, each reduced; karmic lessons are the letter values missing from the full name. ` +
    `A master number takes its root's ruling planet. Names: accented Latin letters fold (é → e, ß → ss, æ → ae, ø ` +
    `→ o); hyphens and apostrophes join the parts of a name; any other non-letter separates names. Y is a ` +
    `consonant right after a vowel (Murray, Hayley) or at the start of a name before a vowel (Yolanda); otherwise ` +
    `a vowel (Bryan, Wyatt). A name without Latin letters is a 400 saying so. A name with no vowels (or no ` +
    `consonants) has soul urge (or personality) 0, with \`rulingPlanet\` and \`planetName\` null. \`targetYear\` or ` +
    `\`targetDate\` for the personal year (default the current year).`,
  schema: coreSchema,
  response: coreNumbersData,
  examples: [{ request: { ...ADA, targetYear: 2026 } }, { summary: 'Chaldean (vedic tradition)', request: { ...ADA, tradition: 'vedic', targetYear: 2026 } }],
  prepare: (raw, ctx) => ({
    name: raw.name,
    date: parseDate(raw.date, 'date'),
    options: resolveNumerologyOptions(raw),
    targetYear: targetYearOf(raw, ctx.nowMs),
  }),
  run({ name, date, options, targetYear }) {
    const r = coreNumbers({ name, ...date, system: options.system, lifePathMethod: options.lifePathMethod, targetYear });
    const { lifePathMethod, system, dateOfBirth, ...numbers } = r;
    return { data: { tradition: options.tradition, lifePathMethod, system, name, dateOfBirth, ...numbers, targetYear } };
  },
});

export const numerologyLifePath = definePost({
  name: 'numerology-life-path',
  path: '/v1/numerology/life-path',
  summary: 'The life path number of a birth date',
  description: `\`reduce-components\`: month, day and year reduced apart, then added and reduced; \`sum-all\`: every digit at once. ${OPTIONS}`,
  response: lifePathData,
  examples: [{ request: { date: ADA.date } }],
  schema: z.strictObject({ date: dateField, ...optionFields }),
  prepare: (raw) => ({ date: parseDate(raw.date, 'date'), options: resolveNumerologyOptions(raw) }),
  run: ({ date, options }) => ({
    data: {
      tradition: options.tradition,
      system: options.system,
      lifePathMethod: options.lifePathMethod,
      dateOfBirth: `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`,
      lifePath: lifePathNumber(date, options.system, options.lifePathMethod),
    },
  }),
});

export const numerologyPersonalYear = definePost({
  name: 'numerology-personal-year',
  path: '/v1/numerology/personal-year',
  summary: 'The personal year number for targetYear (default the current year)',
  description: 'Birth month + birth day + the year, each reduced, then added and reduced. `targetYear` or `targetDate`.',
  response: personalYearData,
  examples: [{ request: { date: ADA.date, targetYear: 2026 } }],
  schema: z.strictObject({ date: dateField, ...targetFields, lang: langField }),
  prepare: (raw, ctx) => ({ date: parseDate(raw.date, 'date'), targetYear: targetYearOf(raw, ctx.nowMs) }),
  run: ({ date, targetYear }) => ({ data: { targetYear, personalYear: personalYearNumber(date, targetYear) } }),
});
