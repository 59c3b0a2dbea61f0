/**
 * The batch request (spec "Batch", ../../API-DECISIONS.md "Batch"): what api/routes/batch.ts validates, and
 * what the docs show. The body is read in two steps: `requests` must be an array of at most 50, then
 * each item is checked on its own, so one bad item fails only itself.
 */
import { z } from 'zod';

export const MAX_BATCH = 50;

export const batchItemSchema = z.strictObject({
  method: z.enum(['GET', 'POST']).default('POST').describe('The item\'s method'),
  path: z.string().min(1).max(200).describe('An endpoint path, e.g. /v1/natal (not /v1/batch, not /v1/kundali*)'),
  body: z.record(z.string(), z.unknown()).optional().describe('The body of a POST item, as the endpoint takes it'),
  query: z.record(z.string(), z.unknown()).optional().describe('The query of a GET item (numbers and booleans read as their text)'),
});

/** The first step: the envelope of the items. */
export const batchEnvelopeSchema = z.strictObject({ requests: z.array(z.unknown()) });

/** The first step of a bulk job: the envelope of the items. */
export const jobEnvelopeSchema = z.strictObject({ requests: z.array(z.unknown()), callbackUrl: z.string().max(2048).optional() });

/** A bulk job as documented (POST /v1/jobs; api/routes/jobs.ts reads it in the same two steps). */
export const jobRequestSchema = z.strictObject({
  requests: z.array(batchItemSchema).min(1).max(10_000).describe('1 to 10,000 calls (BULK_MAX_ITEMS); each costs one unit, reserved up front'),
  callbackUrl: z.string().max(2048).optional().describe('https URL on a public address that gets the finished job, signed'),
});

/** The whole request as documented. */
export const batchRequestSchema = z.strictObject({
  requests: z.array(batchItemSchema).min(1).max(MAX_BATCH).describe(`1 to ${MAX_BATCH} calls; each costs one unit, reserved up front`),
});
