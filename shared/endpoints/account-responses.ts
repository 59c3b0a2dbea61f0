/** Response schemas of the account routes of account-routes.ts (usage, batch, bulk jobs, the webhook secret), kept beside that table. */
import { z } from 'zod';
import { errorEnvelope, successEnvelope } from './responses/envelope.js';

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

const isoTime = z.string().describe('ISO 8601 UTC');

export const jobData = z.strictObject({
  id: z.string().describe('job_…'),
  status: z.enum(['queued', 'running', 'completed', 'cancelled']).describe('queued, running, completed (every item answered) or cancelled'),
  total: z.number().int().min(1).describe('Items in the job'),
  progress: z
    .strictObject({
      succeeded: z.number().int().min(0).describe('Items answered 2xx (each cost one unit)'),
      failed: z.number().int().min(0).describe('Items answered with an error (given back)'),
      cancelled: z.number().int().min(0).describe('Items a cancellation stopped (given back)'),
      pending: z.number().int().min(0).describe('Items still to run'),
    })
    .describe('Where the job is'),
  createdAt: isoTime,
  startedAt: isoTime.nullable().describe('When its first chunk started'),
  finishedAt: isoTime.nullable().describe('When its last chunk finished, or the cancellation did'),
  expiresAt: isoTime.describe('The job and its results are kept until then'),
  callbackUrl: z.string().nullable().describe('Where its webhook goes'),
  webhook: z
    .strictObject({
      attempts: z.number().int().min(0).describe('Deliveries tried'),
      lastStatus: z.number().int().nullable().describe('HTTP status of the last try, or null without an answer'),
      lastError: z.string().nullable().describe('Why the last try failed: "could not be delivered: HTTP 5xx" (the status class), "…: timeout" or "…: connection failed"'),
      lastAttemptAt: isoTime.nullable().describe('When the last try was made'),
      deliveredAt: isoTime.nullable().describe('When a try got a 2xx'),
      gaveUp: z.boolean().describe('Every try failed'),
    })
    .nullable()
    .describe('Delivery of the job\'s webhook, once it is finished'),
  links: z.strictObject({ self: z.string().describe('This job') }).describe('Where to read it'),
});

export const jobWithResultsData = jobData.extend({
  results: z
    .strictObject({
      offset: z.number().int().min(0).describe('First item index of this page'),
      limit: z.number().int().min(1).max(1000).describe('Page size'),
      nextOffset: z.number().int().nullable().describe('offset of the next page, or null after the last'),
      items: z
        .array(
          z.strictObject({
            index: z.number().int().min(0).describe('The item\'s position in the request'),
            status: z.number().int().describe('The HTTP status it would have had on its own'),
            body: z.union([successEnvelope(z.unknown()), errorEnvelope]).describe('Its full envelope'),
          }),
        )
        .describe('The finished items of the page, in order (items still running are not listed yet)'),
    })
    .describe('A page of results'),
});

export const jobCancelData = jobData.extend({ refunded: z.number().int().min(0).describe('Units given back by this cancellation') });

export const webhookSecretData = z.strictObject({
  secret: z.string().describe('whsec_…: the key of the HMAC-SHA256 in the Orrery-Signature header of your webhooks'),
});
