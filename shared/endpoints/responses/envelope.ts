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
    message: z.string().describe('What went wrong, for a person: every failing field, in words'),
    docUrl: z.string().describe('Where the docs explain this error code (its row in the guide\'s error table)'),
    details: z
      .array(
        z.strictObject({
          field: z.string().describe('The input field, dotted (`person1.lat`); `(body)` for the request as a whole'),
          path: z.string().describe('The same as `field` (kept for older clients)'),
          message: z.string().describe('What is wrong with it, in words: `lat is required`, `lat must be between -90 and 90`'),
        }),
      )
      .optional()
      .describe('Each field that failed validation, all of them at once'),
  })
  .meta({ id: 'Error', description: 'A failure: the code to branch on and a message' });
