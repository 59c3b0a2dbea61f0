/** Numerology of a name: POST /v1/numerology/destiny, soul-urge, personality and business-name. */
import { z } from 'zod';
import { nameLetters, type NumerologySystem } from '../../core/numerology/letters.js';
import {
  businessNameNumber,
  destinyNumber,
  lifePathNumber,
  personalityNumber,
  resolveNumerologyOptions,
  soulUrgeNumber,
  type NumerologyNumber,
  type NumerologyTradition,
} from '../../core/numerology/numbers.js';
import { definePost, type Rendered } from '../types.js';
import { ADA, dateField, nameField, numerologyNumber, optionFields, OPTIONS, parseDate, system, tradition } from './numbers.js';

const nameNumber = <K extends string>(key: K) =>
  z.strictObject({ tradition, system, name: z.string().describe('The name as given'), ...({ [key]: numerologyNumber } as Record<K, typeof numerologyNumber>) });
export const destinyData = nameNumber('destiny');
export const soulUrgeData = nameNumber('soulUrge');
export const personalityData = nameNumber('personality');

export const businessNameData = z.strictObject({
  tradition,
  system,
  businessName: z.string().describe('The name as given'),
  number: numerologyNumber.describe('The business name\'s number (the destiny method)'),
  owner: z
    .strictObject({
      basis: z.enum(['lifePath', 'destiny']).describe('The owner\'s number used'),
      value: z.number().int().describe('That number'),
      root: z.number().int().describe('Its single digit'),
    })
    .describe('The owner\'s number'),
  compatibility: z.strictObject({
    verdict: z.enum(['same', 'harmonious', 'neutral']).describe('Harmonious when the roots share one of Cheiro\'s series (1–4, 2–7, 3–6–9, 4–8) or one is 5'),
    compatible: z.boolean().describe('same or harmonious'),
  }).describe('How the two numbers go together'),
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
