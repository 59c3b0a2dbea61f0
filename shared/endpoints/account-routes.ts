/**
 * The account routes: the few `/v1` paths that are not calculations of the registry (batch, bulk jobs,
 * usage, the webhook secret). One table, beside the registry and like it declarative: the Express
 * routers (api/routes/account.ts binds a handler to each `id`), the OpenAPI document, the docs and the
 * metrics labels all read it. Nothing else lists these paths.
 */
import { z } from 'zod';
import type { ErrorCode } from '../errors.js';
import { batchRequestSchema, jobRequestSchema, MAX_BATCH } from './batch.js';
import { batchData, jobCancelData, jobData, jobWithResultsData, usageData, webhookSecretData } from './account-responses.js';
import {
  CHART_NAMES, CHART_URL_MAX_SECONDS, CHART_URL_ROUTE, CHART_URLS_PATH, chartUrlData, chartUrlRequest, signedChartData, signedChartQuery,
} from './chart-urls.js';

export const BATCH_PATH = '/v1/batch';
export const JOBS_PATH = '/v1/jobs';
export const USAGE_PATH = '/v1/usage';
export const WEBHOOK_SECRET_PATH = '/v1/webhooks/secret';

/** A job's id in its path. */
export const JOB_ID_RE = /^job_[A-Za-z0-9]{1,64}$/;

/** A job of 10,000 items of a kilobyte each fits. */
export const JOBS_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

/** A page of a job's results: GET /v1/jobs/:id?offset=&limit=. */
export const jobPageQuery = z.strictObject({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0).describe('First item index (default 0)'),
  limit: z.coerce.number().int().min(1).max(1000).default(100).describe('Items per page, 1–1000 (default 100)'),
});

/** A usage period: a month, YYYY-MM. */
export const PERIOD_RE = /^\d{4}-(0[1-9]|1[0-2])$/;

export const usageQuery = z.strictObject({
  period: z.string().regex(PERIOD_RE).optional().describe('A past or the current month, YYYY-MM (default: this month)'),
});

/** What every keyed call can meet before it reaches its route's own logic. */
const KEYED: ErrorCode[] = ['MISSING_API_KEY', 'INVALID_API_KEY', 'RATE_LIMITED', 'HEADERS_TOO_LARGE', 'INTERNAL_ERROR'];
/** …and what a call with a JSON body can meet. */
const WITH_BODY: ErrorCode[] = ['UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE', 'INVALID_JSON', 'VALIDATION_ERROR'];
/** …and what a call that reserves units can meet. */
const METERED: ErrorCode[] = ['TRIAL_EXPIRED', 'QUOTA_EXCEEDED'];
const IDEMPOTENT: ErrorCode[] = ['IDEMPOTENCY_KEY_IN_USE', 'IDEMPOTENCY_KEY_REUSED'];

export interface AccountRoute {
  /** Stable id: the OpenAPI operationId, and the key api/routes/account.ts binds a handler to. */
  readonly id: AccountRouteId;
  readonly method: 'GET' | 'POST' | 'DELETE';
  /** Express-style path (`:id` for a parameter). */
  readonly path: string;
  readonly tag: 'Batch and account' | 'Bulk jobs';
  readonly summary: string;
  readonly description?: string;
  /** The JSON body (POST) as documented. */
  readonly body?: z.ZodType;
  /** The query parameters, validated with this schema. */
  readonly query?: z.ZodObject;
  /** Path parameters: name → description and pattern. */
  readonly params?: Readonly<Record<string, { description: string; pattern: RegExp }>>;
  /** Largest body accepted (default: 1 MB, api/middleware/body.ts). */
  readonly bodyLimitBytes?: number;
  /** Accepts `Idempotency-Key`. */
  readonly idempotent: boolean;
  /** Reserves quota units (the answer carries the X-Quota-* headers). */
  readonly metered: boolean;
  /** For direct callers only: the marketplace channel gets 403 CHANNEL_NOT_ALLOWED, before its body is read. */
  readonly directOnly?: true;
  /** Authorised by a signature in its query instead of a key header (the signed chart URLs). */
  readonly signed?: true;
  /** The answer's media type when it is not the JSON envelope. */
  readonly produces?: 'image/svg+xml';
  readonly status: 200 | 202;
  /** `data` of the success envelope. */
  readonly response: z.ZodType;
  /** Every error code the route can answer. */
  readonly errors: readonly ErrorCode[];
  readonly example?: Readonly<Record<string, unknown>>;
}

export type AccountRouteId = 'batch' | 'createJob' | 'getJob' | 'cancelJob' | 'usage' | 'webhookSecret' | 'rotateWebhookSecret' | 'createChartUrl' | 'signedChart';

const jobIdParam = { id: { description: 'The job\'s id (job_…)', pattern: JOB_ID_RE } };

export const ACCOUNT_ROUTES: readonly AccountRoute[] = [
  {
    id: 'batch',
    method: 'POST',
    path: BATCH_PATH,
    tag: 'Batch and account',
    summary: `Up to ${MAX_BATCH} calls in one request, each answered with its own status and envelope`,
    description:
      'N items reserve N units before anything runs (if fewer remain: 429 and nothing runs); units of items that do ' +
      'not succeed are given back. Each item is validated like a direct call; a failing item never fails the batch. ' +
      'A nested batch is `NESTED_BATCH` and `/v1/kundali*` `NOT_BATCHABLE`, per item. Not available through the ' +
      'marketplace channel (403 `CHANNEL_NOT_ALLOWED`).',
    body: batchRequestSchema,
    directOnly: true,
    idempotent: true,
    metered: true,
    status: 200,
    response: batchData,
    errors: [...KEYED, ...WITH_BODY, ...METERED, ...IDEMPOTENT, 'BATCH_TOO_LARGE', 'CHANNEL_NOT_ALLOWED', 'SERVICE_UNAVAILABLE', 'TIMEOUT'],
    example: {
      requests: [
        { method: 'POST', path: '/v1/natal', body: { date: '1990-05-15T14:30:00', lat: 40.7128, lng: -74.006 } },
        { method: 'GET', path: '/v1/moon-phase/calendar', query: { from: '2027-01-01', to: '2027-03-01' } },
      ],
    },
  },
  {
    id: 'createJob',
    method: 'POST',
    path: JOBS_PATH,
    tag: 'Bulk jobs',
    summary: 'Submit up to 10,000 calls to run on the worker fleet; answered at once with the job',
    description:
      'The items have the batch item shape and are validated at once; the job runs in chunks on the workers (in ' +
      'embedded mode, on the server\'s pool). N items reserve N units up front (all or nothing); every item that ' +
      'does not answer 2xx, and every item a cancellation stops, is given back. With `callbackUrl` (https, a public ' +
      'address) the finished job is POSTed there, signed: `Orrery-Signature: t=<unix>,v1=<hex HMAC-SHA256 of ' +
      '"<t>.<body>" with your webhook secret>` (GET /v1/webhooks/secret), retried with exponential backoff until a 2xx.',
    body: jobRequestSchema,
    bodyLimitBytes: JOBS_BODY_LIMIT_BYTES,
    directOnly: true,
    idempotent: true,
    metered: true,
    status: 202,
    response: jobData,
    errors: [...KEYED, ...WITH_BODY, ...METERED, ...IDEMPOTENT, 'BATCH_TOO_LARGE', 'CHANNEL_NOT_ALLOWED', 'SERVICE_UNAVAILABLE'],
    example: {
      requests: [{ path: '/v1/natal', body: { date: '1990-05-15T14:30:00', lat: 40.7128, lng: -74.006 } }],
      callbackUrl: 'https://example.com/hooks/orrery',
    },
  },
  {
    id: 'getJob',
    method: 'GET',
    path: `${JOBS_PATH}/:id`,
    tag: 'Bulk jobs',
    summary: 'The job\'s status and progress, and a page of its results',
    description: 'Results are the finished items in order, `limit` (1–1000, default 100) from `offset`. Free (rate-limited).',
    params: jobIdParam,
    query: jobPageQuery,
    idempotent: false,
    metered: false,
    status: 200,
    response: jobWithResultsData,
    errors: [...KEYED, 'VALIDATION_ERROR', 'JOB_NOT_FOUND'],
  },
  {
    id: 'cancelJob',
    method: 'DELETE',
    path: `${JOBS_PATH}/:id`,
    tag: 'Bulk jobs',
    summary: 'Cancel the job: chunks not started never run and their units are given back',
    description: 'Chunks already running finish and count. Cancelling a finished job changes nothing.',
    params: jobIdParam,
    idempotent: false,
    metered: false,
    status: 200,
    response: jobCancelData,
    errors: [...KEYED, 'JOB_NOT_FOUND'],
  },
  {
    id: 'usage',
    method: 'GET',
    path: USAGE_PATH,
    tag: 'Batch and account',
    summary: 'The calling account\'s usage: quota, trial, per key, per endpoint, per day; costs no unit',
    description: 'For this month, or `period` (YYYY-MM). Rate-limited like any call, never metered.',
    query: usageQuery,
    idempotent: false,
    metered: false,
    status: 200,
    response: usageData,
    errors: [...KEYED, 'VALIDATION_ERROR'],
  },
  {
    id: 'webhookSecret',
    method: 'GET',
    path: WEBHOOK_SECRET_PATH,
    tag: 'Bulk jobs',
    summary: 'The account\'s webhook signing secret (created on first use)',
    idempotent: false,
    metered: false,
    status: 200,
    response: webhookSecretData,
    errors: KEYED,
  },
  {
    id: 'rotateWebhookSecret',
    method: 'POST',
    path: `${WEBHOOK_SECRET_PATH}/rotate`,
    tag: 'Bulk jobs',
    summary: 'Replace the webhook signing secret; the next webhooks are signed with the new one',
    idempotent: false,
    metered: false,
    status: 200,
    response: webhookSecretData,
    errors: KEYED,
  },
  {
    id: 'createChartUrl',
    method: 'POST',
    path: CHART_URLS_PATH,
    tag: 'Batch and account',
    summary: 'A signed, expiring URL that shows a chart as SVG without a key (for an <img>)',
    description:
      `The request is validated now (400 if it would fail); the URL draws it with \`format\` "svg", in its \`lang\`, ` +
      `until \`expiresIn\` seconds from now (at most ${CHART_URL_MAX_SECONDS}, 7 days). Each use is metered to the calling ` +
      'key like a call; making the URL is free. Signed with the account\'s signing secret (GET /v1/webhooks/secret): ' +
      'rotating it ends every URL made before. How to sign one yourself: the guide, "Signed chart URLs".',
    body: chartUrlRequest,
    directOnly: true,
    idempotent: false,
    metered: false,
    status: 200,
    response: chartUrlData,
    errors: [...KEYED, ...WITH_BODY, 'CHANNEL_NOT_ALLOWED', 'DATE_OUT_OF_RANGE'],
    example: { endpoint: 'western', request: { date: '1990-05-15T14:30:00', lat: 40.7128, lng: -74.006, size: 500, lang: 'hi' }, expiresIn: 86400 },
  },
  {
    id: 'signedChart',
    method: 'GET',
    path: CHART_URL_ROUTE,
    tag: 'Batch and account',
    summary: 'A chart as SVG from a signed URL: no key header, the query carries the request and its signature',
    description:
      `\`chart\` is one of ${CHART_NAMES.join(', ')}; the other query parameters are its request fields (lists ` +
      'comma-separated), plus `keyId`, `expires` and `signature`. Answers `image/svg+xml` (errors stay JSON): metered to ' +
      'the key\'s account, one unit per use, with the X-Quota-* and rate-limit headers. 400 when a parameter is missing or ' +
      'a field is wrong, 403 `SIGNATURE_INVALID` when the query was changed or signed for another key, 403 ' +
      '`URL_EXPIRED` after `expires`.',
    params: { chart: { description: 'The chart endpoint\'s name', pattern: new RegExp(`^(${CHART_NAMES.join('|')})$`) } },
    query: signedChartQuery,
    signed: true,
    produces: 'image/svg+xml',
    idempotent: false,
    metered: true,
    status: 200,
    response: signedChartData,
    errors: ['VALIDATION_ERROR', 'NOT_FOUND', 'SIGNATURE_INVALID', 'URL_EXPIRED', 'RATE_LIMITED', ...METERED, 'DATE_OUT_OF_RANGE', 'INTERNAL_ERROR', 'SERVICE_UNAVAILABLE', 'TIMEOUT'],
  },
];

/**
 * Whether a concrete path matches a route path with `:param` segments; a segment `:param.ext` matches a
 * segment ending with `.ext`.
 */
export function matchesPath(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  const param = (seg: string, got: string) => {
    const dot = seg.indexOf('.');
    return dot < 0 ? got !== '' : got.length > seg.length - dot && got.endsWith(seg.slice(dot));
  };
  return a.length === b.length && a.every((seg, i) => seg.startsWith(':') ? param(seg, b[i]) : seg === b[i]);
}
