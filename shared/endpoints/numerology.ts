/**
 * Numerology: POST /v1/numerology/core-numbers (spec shape) and the single-number endpoints. Options of
 * API-DECISIONS: `tradition` western (pythagorean, reduce-components, default) or vedic (chaldean,
 * reduce-components); an explicit `system` or `lifePathMethod` overrides the preset. Rules and sources
 * in shared/core/numerology/*.ts and README "Numerology".
 */
import { z } from 'zod';
import { CoreError } from '../core/errors.js';
import { NUMEROLOGY_SYSTEMS, nameLetters, type NumerologySystem } from '../core/numerology/letters.js';
import {
  assertBirthDate,
  businessNameNumber,
  coreNumbers,
  destinyNumber,
  LIFE_PATH_METHODS,
  lifePathNumber,
  NUMEROLOGY_TRADITIONS,
  personalityNumber,
  personalYearNumber,
  resolveNumerologyOptions,
  soulUrgeNumber,
  type BirthDate,
  type LifePathMethod,
  type NumerologyNumber,
  type NumerologyTradition,
} from '../core/numerology/numbers.js';
import { langField } from './common.js';
import {
  businessNameData, coreNumbersData, destinyData, lifePathData, personalityData, personalYearData, soulUrgeData,
} from './responses/numerology-lunar.js';
import { definePost, type Rendered } from './types.js';

const ADA = { name: 'Ada Lovelace', date: '1815-12-10' };
const OPTIONS =
  '`tradition` `western` (Pythagorean letters, life path by reduce-components; default) or `vedic` (Chaldean); ' +
  '`system` and `lifePathMethod` override the preset.';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2})?)?$/;

/** `date` is the birth date, `YYYY-MM-DD` (a full local date-time is accepted; only the date counts). */
function parseDate(value: string, path: string): BirthDate {
  const m = DATE_RE.exec(value);
  if (!m) throw new CoreError('VALIDATION_ERROR', `${path} must be a date YYYY-MM-DD (or YYYY-MM-DDTHH:MM:SS)`, path);
  const d = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  assertBirthDate(d, path);
  return d;
}

const optionFields = {
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
const nameField = z.string().min(1).max(200).describe('A full name in Latin letters (accents fold: é → e)');
const dateField = z.string().max(40).describe('The birth date YYYY-MM-DD (a full date-time is accepted; only the date counts)');
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

// ------------------------------------------------------------------ single numbers

function nameEndpoint<K extends 'destiny' | 'soulUrge' | 'personality'>(
  slug: string,
  key: K,
  fn: (name: string, system: NumerologySystem) => NumerologyNumber,
  docs: { summary: string; description: string; response: z.ZodType<Rendered<{ tradition: NumerologyTradition; system: NumerologySystem; name: string } & Record<K, NumerologyNumber>>> },
) {
  return definePost({
    name: `numerology-${slug}`,
    path: `/v1/numerology/${slug}`,
    ...docs,
    examples: [{ request: { name: ADA.name } }],
    schema: z.strictObject({ name: nameField, ...optionFields }),
    prepare: (raw) => ({ name: raw.name, options: resolveNumerologyOptions(raw) }),
    run: ({ name, options }) => ({
      data: { tradition: options.tradition, system: options.system, name, ...({ [key]: fn(name, options.system) } as Record<K, NumerologyNumber>) },
    }),
  });
}

export const numerologyDestiny = nameEndpoint('destiny', 'destiny', destinyNumber, {
  summary: 'The destiny (expression) number of a full name',
  description: `All the letters of the name. ${OPTIONS} Accented letters fold (é → e, ß → ss); a name without Latin letters is a 400.`,
  response: destinyData,
});
export const numerologySoulUrge = nameEndpoint('soul-urge', 'soulUrge', soulUrgeNumber, {
  summary: 'The soul urge number: the vowels of a full name',
  description: `The vowels (Y is a vowel unless it follows a vowel or starts a name before one). ${OPTIONS}`,
  response: soulUrgeData,
});
export const numerologyPersonality = nameEndpoint('personality', 'personality', personalityNumber, {
  summary: 'The personality number: the consonants of a full name',
  description: `The consonants (Y as in soul urge). ${OPTIONS}`,
  response: personalityData,
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

/**
 * The business name's number (its expression/destiny number) and its fit with the owner's life path
 * (from `date`) or destiny (from `name`); `basis` chooses when both are given (default life path).
 */
export const numerologyBusinessName = definePost({
  name: 'numerology-business-name',
  path: '/v1/numerology/business-name',
  summary: 'A business name\'s number and its fit with the owner\'s life path or destiny',
  description:
    `The trading name's destiny number, compared with the owner's life path (\`date\`, the default basis) or ` +
    `destiny (\`name\`); \`basis\` chooses when both are given. Verdict \`same\`, \`harmonious\` (the roots share one of ` +
    `Cheiro's series 1–4, 2–7, 3–6–9, 4–8, or one of them is 5) or \`neutral\`. ${OPTIONS}`,
  response: businessNameData,
  examples: [{ request: { businessName: 'Orrery Labs', date: ADA.date } }],
  schema: z
    .strictObject({
      businessName: nameField.describe('The trading name'),
      date: dateField.optional().describe('The owner\'s birth date (life path basis)'),
      name: nameField.optional().describe('The owner\'s full name (destiny basis)'),
      basis: z.enum(['lifePath', 'destiny']).optional().describe('Which owner number to compare with, when both date and name are given (default lifePath)'),
      ...optionFields,
    })
    .superRefine((v, ctx) => {
      const basis = v.basis ?? (v.date !== undefined ? 'lifePath' : 'destiny');
      if (basis === 'lifePath' && v.date === undefined) ctx.addIssue({ code: 'custom', path: ['date'], message: "the owner's birth date is needed for basis lifePath" });
      if (basis === 'destiny' && v.name === undefined) ctx.addIssue({ code: 'custom', path: ['name'], message: "the owner's name is needed for basis destiny (or give date)" });
    }),
  prepare: (raw) => {
    const options = resolveNumerologyOptions(raw);
    // A name the basis does not use is still the caller's data: one with nothing to count is refused (400), as on every other endpoint.
    if (raw.name !== undefined) nameLetters(raw.name, options.system);
    return {
      businessName: raw.businessName,
      basis: raw.basis ?? (raw.date !== undefined ? 'lifePath' : 'destiny'),
      date: raw.date === undefined ? undefined : parseDate(raw.date, 'date'),
      name: raw.name,
      options,
    };
  },
  run({ businessName, basis, date, name, options }) {
    const owner =
      basis === 'lifePath' && date
        ? lifePathNumber(date, options.system, options.lifePathMethod)
        : destinyNumber(name ?? '', options.system);
    const r = businessNameNumber(businessName, options.system, { basis, value: owner.value });
    return { data: { tradition: options.tradition, system: options.system, businessName, ...r } };
  },
});
