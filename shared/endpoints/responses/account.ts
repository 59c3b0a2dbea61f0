/** Response schemas of the account and batch endpoints that api/ serves itself (usage, batch, health). */
import { z } from 'zod';
import { errorEnvelope, successEnvelope } from './envelope.js';

const units = z.number().int().min(0).describe('Quota units (one per successful call; a batch one per item)');
const byEndpoint = z.array(z.strictObject({ endpoint: z.string().describe('Path, e.g. /v1/natal'), units })).describe('Most used first');

export const usageData = z.strictObject({
  accountId: z.string().describe('The calling key\'s account'),
  plan: z.enum(['trial', 'paid', 'marketplace']).describe('The account\'s plan'),
  period: z.string().describe('The month, YYYY-MM (UTC)'),
  isCurrentPeriod: z.boolean().describe('period is this month'),
  quota: z.strictObject({
    limit: units.describe('Monthly quota shared by all keys of the account'),
    used: units,
    remaining: units.describe('What can still be spent: the smaller of what the month and (for a trial) the lifetime cap leave'),
    resetAt: z.string().describe('Start of the next month, UTC'),
  }).describe('The month\'s quota'),
  trial: z
    .strictObject({
      endsAt: z.string().nullable().describe('14 days after sign-up; shared by every key of the account'),
      daysLeft: z.number().int().min(0).describe('Whole days left, rounded up'),
      cap: units.describe('Requests a trial may make in all'),
      used: units,
      requestsLeft: units,
      expired: z.boolean().describe('Past its deadline or its cap: keys get 402 TRIAL_EXPIRED'),
    })
    .nullable()
    .describe('Null for paid accounts'),
  byKey: z.array(
    z.strictObject({
      keyId: z.string().describe('key_…'),
      label: z.string().nullable().describe('The key\'s label'),
      prefix: z.string().nullable().describe('The first characters of the key'),
      status: z.enum(['active', 'revoked', 'unknown']).describe('The key\'s status now'),
      units,
      byEndpoint,
    }),
  ).describe('Per key, most used first'),
  byEndpoint,
  daily: z.array(z.strictObject({ date: z.string().describe('YYYY-MM-DD (UTC)'), units })).describe('Every day of the month, up to today for the current one'),
});

export const batchData = z
  .array(
    z.strictObject({
      status: z.number().int().describe('The HTTP status the item would have had on its own'),
      body: z.union([successEnvelope(z.unknown()), errorEnvelope]).describe('The item\'s full envelope'),
    }),
  )
  .describe('One answer per item, in request order');
