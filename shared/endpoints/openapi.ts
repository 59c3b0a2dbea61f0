/**
 * The OpenAPI 3.1 description of the service, generated from THE registry: every path and method, the
 * request schemas that validate requests, the response schemas the example tests hold the live answers
 * to, the examples (each response computed by the endpoint's own handler from its example request), the
 * error catalogue, both auth schemes and the quota and rate-limit headers. No second list of endpoints.
 */
import { z } from 'zod';
import { ApiError, ERROR_CATALOGUE, errorBody, type ErrorCode } from '../errors.js';
import { localize } from '../i18n/localize.js';
import { ACCOUNT_ROUTES, type AccountRoute } from './account-routes.js';
import { GUIDE_SUMMARY } from './guide.js';
import { jsonSchemaOf, type Json } from './json-schema.js';
import { ENDPOINTS, errorCodesOf } from './registry.js';
import { errorEnvelope, successEnvelope } from './responses/envelope.js';
import { metaSchema } from './responses/records.js';
import { ABRIDGED_NOTE, abridgeAnswer, hoistRepeatedOperationParts, hoistRepeatedSchemas, openAnswerSchemas } from './openapi-compact.js';
import type { AnyEndpoint, Example } from './types.js';


/** Named schemas (records with an `id`, envelopes), hoisted from every converted schema. */
class Components {
  readonly schemas: Record<string, Json> = {};

  /** JSON Schema of a zod schema, its shared records moved to components.schemas. */
  convert(schema: z.ZodType, io: 'input' | 'output'): Json {
    const { $defs, ...out } = jsonSchemaOf(schema, io);
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
  if (path.startsWith('/v1/dasha')) return 'Dashas';
  return 'Vedic';
}

const TAGS = [
  { name: 'Western', description: 'Tropical charts: houses, aspects, patterns, midpoints, transits, returns, relationship charts, lots, progressions' },
  { name: 'Vedic', description: 'Sidereal positions, houses, vargas, strength, yogas, dashas, transits and progressions' },
  {
    name: 'Dashas',
    description:
      'Every dasha system, one endpoint each, and the list (GET /v1/dasha). Common to every system: `yearLength`, `depth` 1–5 (at 4–5 zoomed into ' +
      '`from`/`to`, default the running antardasha), `targetDate` for `current`; periods of zero length are not listed. ' +
      'A call from depth 3 (2 for the largest systems) runs on the worker pool (`x-orrery-heavy-when`; 503 and 504 as heavy ones).',
  },
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
  'RateLimit-Limit': { description: 'Requests the key may make in one window (the burst)', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests left in the current window', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the next window', schema: { type: 'integer' } },
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
  return errorResponseOf(codesByStatus.get(status) ?? [], status === 429 || status === 503);
}

function errorResponseOf(codes: readonly ErrorCode[], retry: boolean): Json {
  return {
    description: codes.map((c) => `\`${c}\`${retry ? ` (${ERROR_CATALOGUE[c].status})` : ''}: ${ERROR_CATALOGUE[c].message}`).join('; '),
    headers: { 'X-Request-Id': ref('X-Request-Id'), ...(retry ? { 'Retry-After': ref('Retry-After') } : {}) },
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/Error' },
        examples: Object.fromEntries(codes.map((c) => [c, { value: errorBody(new ApiError(c)) }])),
      },
    },
  };
}

/** The statuses of a list of error codes, ascending, each once. */
function statusesOf(codes: readonly ErrorCode[]): number[] {
  return [...new Set(codes.map((c) => ERROR_CATALOGUE[c].status))].sort((a, b) => a - b);
}
/** Whether an endpoint's calls (all, or some by their input) may run on the pool or the queue, and so answer 503 or 504. */
const mayRunHeavy = (ep: AnyEndpoint) => ep.weight === 'heavy' || !!ep.heavyWhen;
/**
 * The error statuses operations refer to one by one (404 and 405 of unknown paths and methods, and 408, 417 and
 * 505, concern connections and paths, not operations: the guide lists them): the account routes', 500 of the inline
 * endpoints, and 503; the endpoints that may run heavy refer to one `5XX` answer instead (E5XX).
 */
const USED_STATUSES = [
  ...new Set([
    ...statusesOf(ENDPOINTS.filter((ep) => !mayRunHeavy(ep)).flatMap(errorCodesOf)).filter((s) => s >= 500),
    ...statusesOf(ACCOUNT_ROUTES.flatMap((r) => r.errors)),
    503,
  ]),
].sort((a, b) => a - b);
/** The server errors of the endpoints that may run on the pool or the queue (500, 503, 504), written once. */
const HEAVY_5XX = [...new Set(ENDPOINTS.filter(mayRunHeavy).flatMap(errorCodesOf))].filter((c) => ERROR_CATALOGUE[c].status >= 500);

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

/**
 * The client errors of the registry's endpoints, collapsed into one `4XX` answer (the same list for all
 * of them, written once); server errors likewise into one `5XX` answer (500, 503, 504) for the endpoints
 * that may run on the pool or the queue (heavy, or heavy by their input: `heavyWhen`), and 500 alone for the others.
 */
const ENDPOINT_4XX = [...new Set(ENDPOINTS.flatMap(errorCodesOf))].filter((c) => ERROR_CATALOGUE[c].status < 500);
const endpointErrorRefs = (ep: AnyEndpoint) => ({
  '4XX': { $ref: '#/components/responses/E4XX' },
  ...(mayRunHeavy(ep) ? { '5XX': { $ref: '#/components/responses/E5XX' } } : errorRefs(statusesOf(errorCodesOf(ep)).filter((s) => s >= 500))),
});

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

/**
 * The documented answers, by operationId: each endpoint's first example answered by its own handler,
 * abridged (./openapi-compact.ts). Served beside the document (`GET /openapi/examples.json`) and merged
 * into it by the docs page, so that /openapi.json itself stays small for code generators.
 */
export function buildExampleAnswers(nowMs: number): Record<string, Json> {
  return Object.fromEntries(
    ENDPOINTS.map((ep) => {
      const ex = ep.examples[0];
      const { value, cut } = abridgeAnswer(exampleAnswer(ep, ex, nowMs), successEnvelope(ep.response));
      return [camel(ep.name), { summary: ex.summary ?? 'Example 1', ...(cut ? { description: ABRIDGED_NOTE } : {}), value }];
    }),
  );
}

const SVG_ANSWER =
  'With `Accept: image/svg+xml` (and `format` "svg" or left out): the drawing itself, `image/svg+xml; charset=utf-8`, ' +
  'metered, cached and compressed like the JSON answer; errors stay JSON. A signed URL shows it without a key: ' +
  'POST /v1/chart-urls.';

function operation(ep: AnyEndpoint, c: Components): Json {
  const request = c.convert(ep.schema, 'input');
  const data = c.convert(ep.response, 'output');
  const post = ep.method === 'POST';
  // what differs from the rule info.description states once (./guide.ts ENDPOINT_DEFAULTS)
  const notes = [
    ep.weight === 'heavy' ? 'Runs on the worker pool (heavy).' : '',
    ep.batchable ? '' : 'Cannot be batched.',
    ep.cacheable ? 'Answers may come from the result cache (same units).' : '',
    ep.cost === 1 ? '' : `Costs ${ep.cost} units.`,
  ].filter(Boolean);
  const op: Json = {
    operationId: camel(ep.name),
    tags: [tagOf(ep.path)],
    summary: ep.summary,
    description: notes.length ? `${ep.description}\n\n${notes.join(' ')}` : ep.description,
    // the weight is said only where it is not the default (inline): the description's notes say it in words;
    // an inline endpoint some of whose calls are heavy says which (`heavyWhen`; its tag's description in words).
    // Batchable is the document's default (`x-orrery-batchable` at its root): only the exceptions say false.
    ...(ep.weight === 'inline' ? {} : { 'x-orrery-weight': ep.weight }),
    ...(ep.heavyWhen ? { 'x-orrery-heavy-when': ep.heavyWhen.when } : {}),
    ...(ep.batchable ? {} : { 'x-orrery-batchable': false }),
    responses: {
      '200': {
        // the quota and rate-limit headers are on every metered answer: listed once, in the guide and on the batch answer
        description: 'Success',
        headers: ep.cacheable ? { 'X-Request-Id': ref('X-Request-Id'), 'X-Cache': ref('X-Cache') } : { 'X-Request-Id': ref('X-Request-Id') },
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['success', 'data'],
              additionalProperties: false,
              // the envelope's fields are described once (components Success and Meta), not again per operation
              properties: {
                success: { $ref: '#/components/schemas/Success' },
                data: data.$ref || data.description ? data : { description: 'The result', ...data },
                meta: { $ref: '#/components/schemas/Meta' },
              },
            },
          },
          // a chart endpoint answers the drawing itself to `Accept: image/svg+xml` (api/svg.ts)
          ...(ep.svg ? { 'image/svg+xml': { schema: { type: 'string', description: SVG_ANSWER } } } : {}),
        },
      },
      ...endpointErrorRefs(ep),
    },
  };
  if (post) {
    op.requestBody = { required: true, content: { 'application/json': { schema: request, examples: namedExamples(ep.examples.slice(0, 1), (ex) => ex.request) } } };
  } else {
    op.parameters = queryParameters(request, ep.examples[0].request);
  }
  return op;
}

/** An account route's operation, from its row in the account-route table. */
function accountOperation(r: AccountRoute, c: Components): Json {
  const headers: Json = { 'X-Request-Id': ref('X-Request-Id'), ...(r.metered ? METERED_HEADERS : {}) };
  if (r.id === 'createJob') headers.Location = { description: 'The job\'s URL', schema: { type: 'string' } };
  const parameters: Json[] = [
    ...Object.entries(r.params ?? {}).map(([name, p]) => ({ name, in: 'path', required: true, description: p.description, schema: { type: 'string', pattern: p.pattern.source } })),
    ...(r.query ? queryParameters(c.convert(r.query, 'input')) : []),
    ...(r.idempotent ? [IDEMPOTENCY_PARAM] : []),
  ];
  const op: Json = {
    operationId: r.id,
    tags: [r.tag],
    'x-orrery-batchable': false,
    summary: r.summary,
    ...(r.description ? { description: r.description } : {}),
    ...(parameters.length ? { parameters } : {}),
    responses: {
      [String(r.status)]: {
        description: r.summary,
        headers,
        content: r.produces
          ? { [r.produces]: { schema: c.convert(r.response, 'output') } }
          : { 'application/json': { schema: c.convert(successEnvelope(r.response), 'output') } },
      },
      ...errorRefs(statusesOf(r.errors)),
    },
    // a signed chart URL needs no key: its query is signed (shared/endpoints/chart-urls.ts)
    ...(r.signed ? { security: [] } : {}),
  };
  if (r.body) {
    op.requestBody = { required: true, content: { 'application/json': { schema: c.convert(r.body, 'input'), ...(r.example ? { example: r.example } : {}) } } };
  }
  return op;
}

/** Query parameters from the JSON Schema of a query object (each description on the parameter, not repeated in its schema). */
function queryParameters(schema: Json, example?: Readonly<Record<string, unknown>>): Json[] {
  const props = (schema.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(props).map(([name, { description, ...s }]) => ({
    name,
    in: 'query',
    required: required.has(name),
    description,
    schema: s,
    ...(example && name in example ? { example: example[name] } : {}),
  }));
}

const open = (summary: string, operationId: string) => ({
  get: { operationId, tags: ['Service'], summary, 'x-orrery-batchable': false, security: [], responses: { '200': { description: 'OK' }, ...(operationId === 'ready' ? { '503': { $ref: '#/components/responses/E503' } } : {}) } },
});

/** The example answers are not in it (buildExampleAnswers); `_nowMs` stays for the callers that build both. */
export function buildOpenApi(version: string, _nowMs: number): Json {
  const c = new Components();
  c.convert(metaSchema, 'output');
  const paths: Record<string, Json> = {};
  for (const ep of ENDPOINTS) {
    paths[ep.path] = { ...(paths[ep.path] ?? {}), [ep.method.toLowerCase()]: operation(ep, c) };
  }
  for (const r of ACCOUNT_ROUTES) {
    const path = r.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...(paths[path] ?? {}), [r.method.toLowerCase()]: accountOperation(r, c) };
  }
  paths['/health'] = open('Version, ephemeris files in use, store and queue status', 'health');
  paths['/ready'] = open('200 when the store and queue are reachable, else 503 (for load balancers)', 'ready');
  paths['/openapi.json'] = open('This document', 'openapi');
  const error = c.convert(errorEnvelope, 'output');
  const doc: Json = {
    openapi: '3.1.0',
    servers: [{ url: '/', description: 'This server' }],
    info: { title: 'Orrery astrology calculation API', version, description: GUIDE_SUMMARY, license: { name: 'AGPL-3.0-only', identifier: 'AGPL-3.0-only' } },
    tags: TAGS,
    // whether an operation can be an item of POST /v1/batch, unless it says otherwise (the client's batchablePaths)
    'x-orrery-batchable': true,
    components: {
      securitySchemes: {
        ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'An `ak_…` key from the portal' },
        Bearer: { type: 'http', scheme: 'bearer', description: 'The same key as `Authorization: Bearer ak_…`' },
      },
      headers: HEADERS,
      responses: {
        E4XX: errorResponseOf(ENDPOINT_4XX, true),
        E5XX: errorResponseOf(HEAVY_5XX, true),
        ...Object.fromEntries(USED_STATUSES.map((s) => [`E${s}`, errorResponse(s)])),
      },
      schemas: { ...c.schemas, Error: c.schemas.Error ?? error, Success: { const: true, description: 'Always true on success' } },
    },
    security: [{ ApiKey: [] }, { Bearer: [] }],
    paths,
  };
  openAnswerSchemas(doc);
  hoistRepeatedSchemas(doc);
  hoistRepeatedOperationParts(doc);
  return doc;
}
