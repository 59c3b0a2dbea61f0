/**
 * The OpenAPI 3.1 description of the service, generated from THE registry: every path and method, the
 * request schemas that validate requests, the response schemas the example tests hold the live answers
 * to, the examples (each response computed by the endpoint's own handler from its example request), the
 * error catalogue, both auth schemes and the quota and rate-limit headers. No second list of endpoints.
 */
import { z } from 'zod';
import { ERROR_CATALOGUE, type ErrorCode } from '../errors.js';
import { localize } from '../i18n/localize.js';
import { batchRequestSchema, jobRequestSchema, MAX_BATCH } from './batch.js';
import { GUIDE } from './guide.js';
import { BATCH_PATH, ENDPOINTS, JOBS_PATH, USAGE_PATH, WEBHOOK_SECRET_PATH } from './registry.js';
import { batchData, jobCancelData, jobData, jobWithResultsData, usageData, webhookSecretData } from './responses/account.js';
import { errorEnvelope, successEnvelope } from './responses/envelope.js';
import { metaSchema } from './responses/records.js';
import type { AnyEndpoint, Example } from './types.js';

type Json = Record<string, unknown>;

/** Named schemas (records with an `id`, envelopes), hoisted from every converted schema. */
class Components {
  readonly schemas: Record<string, Json> = {};

  /** JSON Schema of a zod schema, its shared records moved to components.schemas. */
  convert(schema: z.ZodType, io: 'input' | 'output'): Json {
    const { $schema: _s, $defs, ...out } = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }) as Json & { $defs?: Record<string, Json> };
    for (const [id, def] of Object.entries($defs ?? {})) this.schemas[id] ??= relink(def) as Json;
    return relink(out) as Json;
  }
}

/** `#/$defs/X` → `#/components/schemas/X`. */
function relink(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(relink);
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => [k, k === '$ref' && typeof x === 'string' ? x.replace('#/$defs/', '#/components/schemas/') : relink(x)]),
    );
  }
  return v;
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The docs' groups, by path. */
export function tagOf(path: string): string {
  if (path === '/v1/natal' || path.startsWith('/v1/western')) return 'Western';
  if (path.startsWith('/v1/numerology')) return 'Numerology';
  if (path.startsWith('/v1/moon-phase')) return 'Lunar';
  if (path.startsWith('/v1/compatibility') || path.startsWith('/v1/dosha')) return 'Matching and doshas';
  if (path.startsWith('/v1/vedic/panchanga') || path === '/v1/muhurat') return 'Panchanga and muhurta';
  return 'Vedic';
}

const TAGS = [
  { name: 'Western', description: 'Tropical charts: houses, aspects, patterns, midpoints, transits, returns, relationship charts, lots, progressions' },
  { name: 'Vedic', description: 'Sidereal positions, houses, vargas, strength, yogas, dashas, transits and progressions' },
  { name: 'Panchanga and muhurta', description: 'The almanac of a day and the muhurta panel' },
  { name: 'Matching and doshas', description: 'Ashtakoot, Manglik and Kaal Sarp' },
  { name: 'Numerology', description: 'Pythagorean and Chaldean numbers of a name and a birth date' },
  { name: 'Lunar', description: 'Moon phases' },
  { name: 'Batch and account', description: 'Many calls in one, and the account\'s usage' },
  { name: 'Bulk jobs', description: 'Up to 10,000 calls run on the worker fleet, with progress, paged results and a signed webhook' },
  { name: 'Service', description: 'Health, readiness and this description (no key needed)' },
];

// ------------------------------------------------------------------ headers and errors

const HEADERS: Record<string, Json> = {
  'X-Request-Id': { description: 'Identifies the request in our logs; quote it in support requests', schema: { type: 'string' } },
  'X-Quota-Limit': { description: 'The account\'s monthly quota (metered answers)', schema: { type: 'integer' } },
  'X-Quota-Remaining': { description: 'Units left this month after this call', schema: { type: 'integer' } },
  'X-Quota-Reset': { description: 'Unix seconds of the next monthly reset (UTC calendar months)', schema: { type: 'integer' } },
  'RateLimit-Limit': { description: 'The key\'s burst: requests it may make at once', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests left in the bucket', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the bucket is full again', schema: { type: 'integer' } },
  'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer' } },
  'X-Cache': {
    description: 'HIT: served from the result cache (same bytes, same unit); MISS: computed now; BYPASS: the cache is off',
    schema: { type: 'string', enum: ['HIT', 'MISS', 'BYPASS'] },
  },
};
const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });
const METERED_HEADERS = Object.fromEntries(['X-Request-Id', 'X-Quota-Limit', 'X-Quota-Remaining', 'X-Quota-Reset', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'].map((h) => [h, ref(h)]));

const codesByStatus = new Map<number, ErrorCode[]>();
for (const [code, e] of Object.entries(ERROR_CATALOGUE) as [ErrorCode, { status: number }][]) {
  codesByStatus.set(e.status, [...(codesByStatus.get(e.status) ?? []), code]);
}

function errorResponse(status: number): Json {
  const codes = codesByStatus.get(status) ?? [];
  const retry = status === 429 || status === 503;
  return {
    description: codes.map((c) => `\`${c}\`: ${ERROR_CATALOGUE[c].message}`).join('; '),
    headers: { 'X-Request-Id': ref('X-Request-Id'), ...(retry ? { 'Retry-After': ref('Retry-After') } : {}) },
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/Error' },
        examples: Object.fromEntries(codes.map((c) => [c, { value: { success: false, error: c, message: ERROR_CATALOGUE[c].message } }])),
      },
    },
  };
}

/** The failures a call can meet on its way (auth, quota, validation …), by its kind. */
function errorStatuses(opts: { post: boolean; heavy: boolean; metered: boolean }): number[] {
  return [
    400, 401,
    ...(opts.metered ? [402] : []),
    ...(opts.post ? [413, 415] : []),
    422, 429, 431, 500,
    ...(opts.heavy ? [503, 504] : []),
  ];
}
/** The error statuses operations refer to (404, 405 and 408 concern paths and connections, not operations: the guide lists them). */
const USED_STATUSES = [400, 401, 402, 403, 404, 409, 413, 415, 422, 429, 431, 500, 503, 504];

const IDEMPOTENCY_PARAM = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Up to 255 visible ASCII characters. The first answer to a key is kept (24 hours by default) and replayed, ' +
    'at no cost and with `Idempotent-Replayed: true`, to a retry with the same key and body; the same key with ' +
    'another body is 422 IDEMPOTENCY_KEY_REUSED; while the first still runs, 409 IDEMPOTENCY_KEY_IN_USE.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};
const errorRefs = (statuses: number[]) => Object.fromEntries(statuses.map((s) => [String(s), { $ref: `#/components/responses/E${s}` }]));

// ------------------------------------------------------------------ operations

/** An example's answer, computed by the endpoint's own handler (so the docs show real output). */
function exampleAnswer(ep: AnyEndpoint, ex: Example, nowMs: number): unknown {
  try {
    const r = ep.run(ep.prepare(ep.schema.parse(ex.request), { nowMs }));
    return localize({ success: true, data: r.data, ...(r.meta ? { meta: r.meta } : {}) }, undefined);
  } catch {
    return undefined;
  }
}

function namedExamples<T>(examples: readonly Example[], value: (ex: Example) => T): Json {
  return Object.fromEntries(examples.map((ex, i) => [`example${i + 1}`, { summary: ex.summary ?? `Example ${i + 1}`, value: value(ex) }]));
}

function operation(ep: AnyEndpoint, c: Components, nowMs: number): Json {
  const request = c.convert(ep.schema, 'input');
  const data = c.convert(ep.response, 'output');
  const post = ep.method === 'POST';
  const notes = [
    ep.weight === 'heavy' ? 'Runs on the worker pool (heavy).' : 'Runs inline.',
    ep.batchable ? 'Can be batched.' : 'Cannot be batched.',
    ep.cacheable ? 'Answers may come from the result cache (same units).' : '',
    `Costs ${ep.cost} unit.`,
  ].filter(Boolean);
  const op: Json = {
    operationId: camel(ep.name),
    tags: [tagOf(ep.path)],
    summary: ep.summary,
    description: `${ep.description}\n\n${notes.join(' ')}`,
    'x-orrery-name': ep.name,
    'x-orrery-weight': ep.weight,
    'x-orrery-batchable': ep.batchable,
    responses: {
      '200': {
        description: 'Success',
        headers: ep.cacheable ? { ...METERED_HEADERS, 'X-Cache': ref('X-Cache') } : METERED_HEADERS,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['success', 'data'],
              additionalProperties: false,
              properties: {
                success: { const: true, description: 'Always true on success' },
                data: { description: ep.summary, ...data },
                meta: { $ref: '#/components/schemas/Meta' },
              },
            },
            examples: namedExamples(ep.examples, (ex) => exampleAnswer(ep, ex, nowMs)),
          },
        },
      },
      ...errorRefs(errorStatuses({ post, heavy: ep.weight === 'heavy', metered: true })),
    },
  };
  if (post) {
    op.requestBody = { required: true, content: { 'application/json': { schema: request, examples: namedExamples(ep.examples, (ex) => ex.request) } } };
  } else {
    const props = (request.properties ?? {}) as Record<string, Json>;
    const required = new Set((request.required ?? []) as string[]);
    op.parameters = Object.entries(props).map(([name, s]) => ({
      name,
      in: 'query',
      required: required.has(name),
      description: s.description,
      schema: s,
      example: ep.examples[0].request[name],
    }));
  }
  return op;
}

function batchOperation(c: Components): Json {
  return {
    operationId: 'batch',
    tags: ['Batch and account'],
    parameters: [IDEMPOTENCY_PARAM],
    summary: `Up to ${MAX_BATCH} calls in one request, each answered with its own status and envelope`,
    description:
      'N items reserve N units before anything runs (if fewer remain: 429 and nothing runs); units of items that do ' +
      'not succeed are given back. Each item is validated like a direct call; a failing item never fails the batch. ' +
      'A nested batch is `NESTED_BATCH` and `/v1/kundali*` `NOT_BATCHABLE`, per item. Not available through the ' +
      'marketplace channel (403 `CHANNEL_NOT_ALLOWED`).',
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: c.convert(batchRequestSchema, 'input'),
          example: {
            requests: [
              { method: 'POST', path: '/v1/natal', body: { date: '1990-05-15T14:30:00', lat: 40.7128, lng: -74.006 } },
              { method: 'GET', path: '/v1/moon-phase/calendar', query: { from: '2027-01-01', to: '2027-03-01' } },
            ],
          },
        },
      },
    },
    responses: {
      '200': { description: 'One answer per item, in order', headers: METERED_HEADERS, content: { 'application/json': { schema: c.convert(successEnvelope(batchData), 'output') } } },
      ...errorRefs([400, 401, 402, 403, 409, 413, 415, 422, 429, 500, 503, 504]),
    },
  };
}

function jobsOperations(c: Components): Record<string, Json> {
  const ok = (description: string, schema: z.ZodType, extra: Json = {}) => ({
    description,
    headers: { 'X-Request-Id': ref('X-Request-Id'), ...extra },
    content: { 'application/json': { schema: c.convert(successEnvelope(schema), 'output') } },
  });
  const idParam = { name: 'id', in: 'path', required: true, description: 'The job\'s id (job_…)', schema: { type: 'string', pattern: '^job_[A-Za-z0-9]{1,64}$' } };
  return {
    [JOBS_PATH]: {
      post: {
        operationId: 'createJob',
        tags: ['Bulk jobs'],
        summary: 'Submit up to 10,000 calls to run on the worker fleet; answered at once with the job',
        description:
          'The items have the batch item shape and are validated at once; the job runs in chunks on the workers (in ' +
          'embedded mode, on the server\'s pool). N items reserve N units up front (all or nothing); every item that ' +
          'does not answer 2xx, and every item a cancellation stops, is given back. With `callbackUrl` (https, a public ' +
          'address) the finished job is POSTed there, signed: `Orrery-Signature: t=<unix>,v1=<hex HMAC-SHA256 of ' +
          '"<t>.<body>" with your webhook secret>` (GET /v1/webhooks/secret), retried with exponential backoff until a 2xx.',
        parameters: [IDEMPOTENCY_PARAM],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: c.convert(jobRequestSchema, 'input'),
              example: {
                requests: [{ path: '/v1/natal', body: { date: '1990-05-15T14:30:00', lat: 40.7128, lng: -74.006 } }],
                callbackUrl: 'https://example.com/hooks/orrery',
              },
            },
          },
        },
        responses: {
          '202': ok('Accepted: the job, to poll at its Location', jobData, { Location: { description: 'The job\'s URL', schema: { type: 'string' } }, ...METERED_HEADERS }),
          ...errorRefs([400, 401, 402, 403, 409, 413, 415, 422, 429, 500, 503]),
        },
      },
    },
    [`${JOBS_PATH}/{id}`]: {
      get: {
        operationId: 'getJob',
        tags: ['Bulk jobs'],
        summary: 'The job\'s status and progress, and a page of its results',
        description: 'Results are the finished items in order, `limit` (1–1000, default 100) from `offset`. Free (rate-limited).',
        parameters: [
          idParam,
          { name: 'offset', in: 'query', required: false, description: 'First item index (default 0)', schema: { type: 'integer', minimum: 0, default: 0 } },
          { name: 'limit', in: 'query', required: false, description: 'Items per page (default 100)', schema: { type: 'integer', minimum: 1, maximum: 1000, default: 100 } },
        ],
        responses: { '200': ok('The job', jobWithResultsData), ...errorRefs([400, 401, 404, 429, 500]) },
      },
      delete: {
        operationId: 'cancelJob',
        tags: ['Bulk jobs'],
        summary: 'Cancel the job: chunks not started never run and their units are given back',
        description: 'Chunks already running finish and count. Cancelling a finished job changes nothing.',
        parameters: [idParam],
        responses: { '200': ok('The cancelled job', jobCancelData), ...errorRefs([401, 404, 429, 500]) },
      },
    },
    [WEBHOOK_SECRET_PATH]: {
      get: {
        operationId: 'webhookSecret',
        tags: ['Bulk jobs'],
        summary: 'The account\'s webhook signing secret (created on first use)',
        responses: { '200': ok('The secret', webhookSecretData), ...errorRefs([401, 429, 500]) },
      },
    },
    [`${WEBHOOK_SECRET_PATH}/rotate`]: {
      post: {
        operationId: 'rotateWebhookSecret',
        tags: ['Bulk jobs'],
        summary: 'Replace the webhook signing secret; the next webhooks are signed with the new one',
        responses: { '200': ok('The new secret', webhookSecretData), ...errorRefs([401, 429, 500]) },
      },
    },
  };
}

function usageOperation(c: Components): Json {
  return {
    operationId: 'usage',
    tags: ['Batch and account'],
    summary: 'The calling account\'s usage: quota, trial, per key, per endpoint, per day; costs no unit',
    description: 'For this month, or `period` (YYYY-MM). Rate-limited like any call, never metered.',
    parameters: [{ name: 'period', in: 'query', required: false, description: 'A past or the current month, YYYY-MM', schema: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' } }],
    responses: {
      '200': { description: 'The usage', headers: { 'X-Request-Id': ref('X-Request-Id') }, content: { 'application/json': { schema: c.convert(successEnvelope(usageData), 'output') } } },
      ...errorRefs([400, 401, 429, 500]),
    },
  };
}

const open = (summary: string, operationId: string) => ({
  get: { operationId, tags: ['Service'], summary, security: [], responses: { '200': { description: 'OK' }, ...(operationId === 'ready' ? { '503': { $ref: '#/components/responses/E503' } } : {}) } },
});

/** `nowMs` is the moment the example answers are computed for (examples without a target date use it). */
export function buildOpenApi(version: string, nowMs: number): Json {
  const c = new Components();
  c.convert(metaSchema, 'output');
  const paths: Record<string, Json> = {};
  for (const ep of ENDPOINTS) {
    paths[ep.path] = { ...(paths[ep.path] ?? {}), [ep.method.toLowerCase()]: operation(ep, c, nowMs) };
  }
  paths[BATCH_PATH] = { post: batchOperation(c) };
  paths[USAGE_PATH] = { get: usageOperation(c) };
  Object.assign(paths, jobsOperations(c));
  paths['/health'] = open('Version, ephemeris files in use, store and queue status', 'health');
  paths['/ready'] = open('200 when the store and queue are reachable, else 503 (for load balancers)', 'ready');
  paths['/openapi.json'] = open('This document', 'openapi');
  const error = c.convert(errorEnvelope, 'output');
  return {
    openapi: '3.1.0',
    servers: [{ url: '/', description: 'This server' }],
    info: { title: 'Orrery astrology calculation API', version, description: GUIDE, license: { name: 'AGPL-3.0-only', identifier: 'AGPL-3.0-only' } },
    tags: TAGS,
    components: {
      securitySchemes: {
        ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'An `ak_…` key from the portal' },
        Bearer: { type: 'http', scheme: 'bearer', description: 'The same key as `Authorization: Bearer ak_…`' },
      },
      headers: HEADERS,
      responses: Object.fromEntries(USED_STATUSES.map((s) => [`E${s}`, errorResponse(s)])),
      schemas: { ...c.schemas, Error: c.schemas.Error ?? error },
    },
    security: [{ ApiKey: [] }, { Bearer: [] }],
    paths,
  };
}
