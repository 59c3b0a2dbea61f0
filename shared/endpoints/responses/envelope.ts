/** The response envelope around every endpoint's `data` (spec "Response envelope"; ../../errors.ts for the codes). */
import { z } from 'zod';
import { ERROR_CATALOGUE, type ErrorCode } from '../../errors.js';
import { metaSchema } from './records.js';

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.strictObject({
    success: z.literal(true).describe('Always true on success'),
    data: data.describe(data.description ?? 'The result'),
    meta: metaSchema.optional(),
  });
}

export const errorEnvelope = z
  .strictObject({
    success: z.literal(false).describe('Always false on failure'),
    error: z.enum(Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]]).describe('Error code from the catalogue'),
    message: z.string().describe('What went wrong, for a person'),
    details: z
      .array(z.strictObject({ path: z.string().describe('The input field, dotted'), message: z.string().describe('What is wrong with it') }))
      .optional()
      .describe('Each field that failed validation'),
  })
  .meta({ id: 'Error', description: 'A failure: the code to branch on and a message' });
