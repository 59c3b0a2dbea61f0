/**
 * The typed client of the Orrery API. No dependencies: it needs a global `fetch` (Node 18+, browsers,
 * Deno, Bun) or one passed in. Every path, request body, query and answer is typed from `./schema.ts`,
 * which is generated from the server's endpoint registry (`npm run client:generate`), so a wrong path,
 * a missing field or a field of the wrong type does not compile.
 *
 *   const orrery = new Orrery({ apiKey: process.env.ORRERY_KEY!, baseUrl: 'https://orrery.example.com' });
 *   const chart = await orrery.post('/v1/natal', { date: '1990-05-15T14:30:00', lat: 40.7128, lng: -74.006 });
 *   chart.planets[0].signName; // 'Taurus'
 *
 * The key is sent as `X-API-Key` and kept in a private field: it is never logged, never part of an
 * error, and not shown when the client is printed. Keep keys on your server, never in browser code.
 */
import type { batchablePaths, components, paths } from './schema.js';

export type { batchablePaths, components, operations, paths } from './schema.js';

// ------------------------------------------------------------------ types derived from the schema

type Schemas = components['schemas'];
/** What was used to compute a result (UTC instant, zone, Julian day, ayanamsa …) and its warnings. */
export type Meta = Schemas['Meta'];
/** An error code of the API (`VALIDATION_ERROR`, `INVALID_API_KEY`, `RATE_LIMITED` …). */
export type ErrorCode = Schemas['Error']['error'];
/** Codes of failures that never got an answer from the API. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'CLIENT_TIMEOUT' | 'BAD_RESPONSE';
/** One field that failed validation: its dotted path and what is wrong. */
export type ErrorDetail = NonNullable<Schemas['Error']['details']>[number];

type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;
type SuccessOf<Op> = Op extends { responses: { 200: infer R } } ? JsonOf<R> : never;
type DataOf<Op> = SuccessOf<Op> extends { data: infer D } ? D : never;
type PostOp<P extends keyof paths> = paths[P] extends { post: infer O } ? O : never;
type GetOp<P extends keyof paths> = paths[P] extends { get: infer O } ? O : never;

/** The paths of the POST endpoints (the batch and bulk jobs have their own methods). */
export type PostPath = Exclude<
  { [P in keyof paths]: paths[P] extends { post: { requestBody: { content: { 'application/json': unknown } } } } ? P : never }[keyof paths],
  '/v1/batch' | '/v1/jobs'
>;
/** The paths of the GET endpoints that answer with an envelope (not /health, /ready, /openapi.json, nor a job by id). */
export type GetPath = Exclude<
  { [P in keyof paths]: paths[P] extends { get: { responses: { 200: { content: { 'application/json': { data: unknown } } } } } } ? P : never }[keyof paths],
  `${string}{${string}}${string}`
>;

/** The JSON body of a POST endpoint. */
export type RequestBody<P extends PostPath> = PostOp<P> extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;

type RawQuery<P extends GetPath> = GetOp<P> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
/** A query value the schema types as free text may also be given as a number (it is sent as its text). */
type QueryValue<V> = string extends V ? V | number : V;
/** The query of a GET endpoint. */
export type QueryParams<P extends GetPath> = { [K in keyof RawQuery<P>]: QueryValue<RawQuery<P>[K]> };
/** True when a GET endpoint can be called without a query. */
type QueryOptional<P extends GetPath> = Record<never, never> extends RawQuery<P> ? true : false;

/** The `data` a path answers with. */
export type ResponseData<P extends PostPath | GetPath | '/v1/batch'> = P extends PostPath | '/v1/batch'
  ? DataOf<PostOp<P>>
  : P extends GetPath
    ? DataOf<GetOp<P>>
    : never;
/** The calling account's usage (`GET /v1/usage`). */
export type UsageData = ResponseData<'/v1/usage'>;

type Accepted<Op> = Op extends { responses: { 202: { content: { 'application/json': { data: infer D } } } } } ? D : never;
/** A bulk job as POST /v1/jobs answers it. */
export type Job = Accepted<PostOp<'/v1/jobs'>>;
/** A bulk job with a page of its results (GET /v1/jobs/:id). */
export type JobWithResults = DataOf<GetOp<'/v1/jobs/{id}'>>;
/** A cancelled job (DELETE /v1/jobs/:id), with the units given back. */
export type CancelledJob = DataOf<paths['/v1/jobs/{id}'] extends { delete: infer O } ? O : never>;

// ------------------------------------------------------------------ batch types

type BatchPostPath = Extract<batchablePaths, PostPath>;
type BatchGetPath = Extract<batchablePaths, GetPath>;
/** A batch item calling `P`: the body of a POST endpoint, or `method: 'GET'` and the query of a GET one. */
export type BatchItemFor<P extends batchablePaths> = P extends BatchPostPath
  ? { method?: 'POST'; path: P; body: RequestBody<P> }
  : P extends BatchGetPath
    ? { method: 'GET'; path: P } & (QueryOptional<P> extends true ? { query?: QueryParams<P> } : { query: QueryParams<P> })
    : never;
/** Any batch item (the bundles `/v1/kundali*` cannot be batched, so they are not here). */
export type BatchItem = BatchItemFor<batchablePaths>;
/** One item's answer: its data, or the error it would have thrown on its own. A failing item never fails the batch. */
export type BatchResult<D = unknown> =
  | { ok: true; status: number; data: D; meta: Meta | undefined }
  | { ok: false; status: number; error: OrreryError };
/** The items of a batch calling the paths `P`, in order. */
export type BatchItems<P extends readonly batchablePaths[]> = { [K in keyof P]: BatchItemFor<P[K]> };
/** The answers of a batch calling the paths `P`, in order, each typed by its path. */
export type BatchResults<P extends readonly batchablePaths[]> = { -readonly [K in keyof P]: BatchResult<ResponseData<P[K]>> };

// ------------------------------------------------------------------ options and results

export interface RetryOptions {
  /** Retries of a 429 `RATE_LIMITED` or a 503 answer (default 0: no retry). A used-up quota is never retried. */
  maxRetries?: number;
  /** The longest wait before a retry, ms (default 30 000). A `Retry-After` longer than this is thrown instead. */
  maxDelayMs?: number;
}

export interface OrreryOptions {
  /** An `ak_…` key. Sent as `X-API-Key`; never logged or exposed by the client. */
  apiKey: string;
  /** Where the API is, e.g. `https://orrery.example.com` (a path prefix is kept). */
  baseUrl: string;
  /** A `fetch` to use instead of the global one (tests, proxies, instrumentation). */
  fetch?: typeof fetch;
  /** Per attempt, until the whole answer is read (default 60 000; 0: none). */
  timeoutMs?: number;
  /** Retry of 429 `RATE_LIMITED` and 503 answers, honouring `Retry-After` (default: off). */
  retry?: RetryOptions;
  /** Extra headers sent with every request (not `X-API-Key` or `Authorization`: those are the client's). */
  headers?: Record<string, string>;
}

export interface RequestOptions {
  /** Sent as `Idempotency-Key` (batch and jobs): a retry with the same key and body replays the first answer. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  retry?: RetryOptions;
  headers?: Record<string, string>;
}

/** The account's monthly quota after a metered call (`X-Quota-*`). */
export interface Quota {
  limit: number;
  remaining: number;
  /** Start of the next month (UTC), when the quota resets. */
  resetAt: Date;
}

/** The key's token bucket after a call (`RateLimit-*`). */
export interface RateLimit {
  limit: number;
  remaining: number;
  /** Seconds until the bucket is full again. */
  resetSeconds: number;
}

/** A whole answer: `data` and `meta` of the envelope, and what the headers say. */
export interface OrreryResponse<D> {
  data: D;
  meta: Meta | undefined;
  status: number;
  /** `X-Request-Id`: quote it in support requests. */
  requestId: string | undefined;
  /** Present on metered answers. */
  quota: Quota | undefined;
  /** Present on every keyed answer while rate limiting is on. */
  rateLimit: RateLimit | undefined;
}

// ------------------------------------------------------------------ the error

/** Every failure of a call: an error answer of the API (`status` ≥ 400), or none at all (`status` 0). */
export class OrreryError extends Error {
  override readonly name = 'OrreryError';
  /** The HTTP status; 0 when no answer came (network failure, timeout). */
  readonly status: number;
  /** The API's error code (branch on this, not on `message`), or a client code when no answer came. */
  readonly code: ErrorCode | ClientErrorCode;
  /** With `VALIDATION_ERROR`: each field that failed. */
  readonly details: ErrorDetail[] | undefined;
  readonly requestId: string | undefined;
  /** With 429 and 503: seconds to wait before retrying (`Retry-After`). */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    status: number;
    code: ErrorCode | ClientErrorCode;
    message: string;
    details?: ErrorDetail[];
    requestId?: string;
    retryAfterSeconds?: number;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.requestId = init.requestId;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

// ------------------------------------------------------------------ the client

type Method = 'GET' | 'POST' | 'DELETE';
type Query = Record<string, string | number | boolean | null | undefined>;
type GetArgs<P extends GetPath> = QueryOptional<P> extends true
  ? [query?: QueryParams<P>, options?: RequestOptions]
  : [query: QueryParams<P>, options?: RequestOptions];

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_DELAY_MS = 30_000;
const TIMED_OUT = Symbol('timed out');

export class Orrery {
  /** The API's base URL, without a trailing slash. */
  readonly baseUrl: string;
  readonly #apiKey: string;
  readonly #fetch: typeof fetch;
  readonly #timeoutMs: number;
  readonly #retry: Required<RetryOptions>;
  readonly #headers: Record<string, string>;

  constructor(options: OrreryOptions) {
    if (typeof options?.apiKey !== 'string' || !options.apiKey.trim()) throw new TypeError('Orrery: apiKey is required');
    if (typeof options.baseUrl !== 'string' || !/^https?:\/\//i.test(options.baseUrl)) {
      throw new TypeError('Orrery: baseUrl must be an http(s) URL, e.g. https://orrery.example.com');
    }
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#apiKey = options.apiKey.trim();
    const f = options.fetch;
    this.#fetch = f ?? ((input, init) => globalThis.fetch(input, init));
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#retry = { maxRetries: options.retry?.maxRetries ?? 0, maxDelayMs: options.retry?.maxDelayMs ?? DEFAULT_MAX_DELAY_MS };
    this.#headers = withoutAuth(options.headers);
  }

  /** Calls a POST endpoint; resolves to its `data`. */
  async post<P extends PostPath>(path: P, body: RequestBody<P>, options?: RequestOptions): Promise<ResponseData<P>> {
    return (await this.postWithResponse(path, body, options)).data;
  }

  /** Calls a POST endpoint; resolves to `data`, `meta`, the request id and the quota and rate-limit headers. */
  async postWithResponse<P extends PostPath>(path: P, body: RequestBody<P>, options?: RequestOptions): Promise<OrreryResponse<ResponseData<P>>> {
    return (await this.#send('POST', path, undefined, body, options)) as OrreryResponse<ResponseData<P>>;
  }

  /** Calls a GET endpoint with its query; resolves to its `data`. */
  async get<P extends GetPath>(path: P, ...args: GetArgs<P>): Promise<ResponseData<P>> {
    return (await this.getWithResponse(path, ...args)).data;
  }

  /** Calls a GET endpoint; resolves to `data`, `meta`, the request id and the quota and rate-limit headers. */
  async getWithResponse<P extends GetPath>(path: P, ...args: GetArgs<P>): Promise<OrreryResponse<ResponseData<P>>> {
    const [query, options] = args;
    return (await this.#send('GET', path, query as Query | undefined, undefined, options)) as OrreryResponse<ResponseData<P>>;
  }

  /**
   * Up to 50 calls in one request (`POST /v1/batch`; each item costs one unit). Resolves to one result
   * per item, in order, typed by the item's path: `{ ok: true, data, meta }` or `{ ok: false, error }`.
   * Only a failure of the whole batch (auth, quota, a malformed batch) throws.
   */
  async batch<const P extends readonly batchablePaths[]>(items: BatchItems<P>, options?: RequestOptions): Promise<BatchResults<P>> {
    return (await this.batchWithResponse(items, options)).data;
  }

  /** `batch`, with the request id and the quota and rate-limit headers of the batch. */
  async batchWithResponse<const P extends readonly batchablePaths[]>(items: BatchItems<P>, options?: RequestOptions): Promise<OrreryResponse<BatchResults<P>>> {
    const requests = (items as readonly Partial<{ method: Method; path: string; body: unknown; query: Query }>[]).map((item) => {
      const method: Method = item.method ?? (item.query !== undefined ? 'GET' : 'POST');
      return {
        method,
        path: item.path,
        ...(item.body !== undefined ? { body: item.body } : {}),
        ...(item.query !== undefined ? { query: queryObject(item.query) } : {}),
      };
    });
    const res = await this.#send('POST', '/v1/batch', undefined, { requests }, options);
    const answers = Array.isArray(res.data) ? (res.data as { status: number; body: Record<string, unknown> }[]) : [];
    const results = answers.map(({ status, body }): BatchResult => {
      if (body?.success === true) return { ok: true, status, data: body.data, meta: body.meta as Meta | undefined };
      return { ok: false, status, error: errorFromBody(status, body, res.requestId, undefined) };
    });
    return { ...res, data: results as BatchResults<P> };
  }

  /**
   * Submits a bulk job (up to 10,000 items, batch items typed by path); answered at once. Poll it with
   * `getJob` or `waitForJob`, or give `callbackUrl` to have the finished job POSTed to you (check its
   * `Orrery-Signature` with `verifyWebhookSignature`).
   */
  async createJob<const P extends readonly batchablePaths[]>(
    items: BatchItems<P>,
    options: RequestOptions & { callbackUrl?: string } = {},
  ): Promise<Job> {
    const requests = (items as readonly Partial<{ method: Method; path: string; body: unknown; query: Query }>[]).map((item) => ({
      method: item.method ?? (item.query !== undefined ? 'GET' : 'POST'),
      path: item.path,
      ...(item.body !== undefined ? { body: item.body } : {}),
      ...(item.query !== undefined ? { query: queryObject(item.query) } : {}),
    }));
    const { callbackUrl, ...rest } = options;
    const res = await this.#send('POST', '/v1/jobs', undefined, { requests, ...(callbackUrl ? { callbackUrl } : {}) }, rest);
    return res.data as Job;
  }

  /** A job's status and progress, and a page of its results (`offset`, `limit` up to 1000). Free. */
  async getJob(id: string, page: { offset?: number; limit?: number } = {}, options?: RequestOptions): Promise<JobWithResults> {
    const res = await this.#send('GET', `/v1/jobs/${encodeURIComponent(id)}`, definedOnly(page), undefined, options);
    return res.data as JobWithResults;
  }

  /** Cancels a job: what did not run never will, and its units come back. */
  async cancelJob(id: string, options?: RequestOptions): Promise<CancelledJob> {
    const res = await this.#send('DELETE', `/v1/jobs/${encodeURIComponent(id)}`, undefined, undefined, options);
    return res.data as CancelledJob;
  }

  /** Polls a job until it is finished (completed or cancelled), then resolves to it with its first page. */
  async waitForJob(id: string, opts: { intervalMs?: number; timeoutMs?: number; signal?: AbortSignal } = {}): Promise<JobWithResults> {
    const end = Date.now() + (opts.timeoutMs ?? 10 * 60_000);
    for (;;) {
      const job = await this.getJob(id, {}, { signal: opts.signal });
      if (job.finishedAt !== null) return job;
      if (Date.now() > end) throw new OrreryError({ status: 0, code: 'CLIENT_TIMEOUT', message: `job ${id} did not finish in time` });
      await sleep(opts.intervalMs ?? 1000, opts.signal);
    }
  }

  /** The account's webhook signing secret (`whsec_…`). */
  async webhookSecret(options?: RequestOptions): Promise<string> {
    return ((await this.#send('GET', '/v1/webhooks/secret', undefined, undefined, options)).data as { secret: string }).secret;
  }

  /**
   * A signed, expiring URL that shows a chart as SVG without a key (for an `<img>`): `endpoint` is `western`,
   * `chart-north-indian` or `western-astrocartography`, `request` its fields, `expiresIn` seconds (≤ 7 days).
   * Each use of the URL costs one unit of this key's account.
   */
  async chartUrl(endpoint: string, request: Record<string, unknown>, expiresIn?: number, options?: RequestOptions): Promise<{ url: string; path: string; keyId: string; expiresAt: string }> {
    const body = { endpoint, request, ...(expiresIn !== undefined ? { expiresIn } : {}) };
    return (await this.#send('POST', '/v1/chart-urls', undefined, body, options)).data as { url: string; path: string; keyId: string; expiresAt: string };
  }

  /** Replaces the webhook signing secret and resolves to the new one. */
  async rotateWebhookSecret(options?: RequestOptions): Promise<string> {
    return ((await this.#send('POST', '/v1/webhooks/secret/rotate', undefined, {}, options)).data as { secret: string }).secret;
  }

  /** The account's usage for this month or `period` (`YYYY-MM`). Costs no unit. */
  async usage(period?: string, options?: RequestOptions): Promise<UsageData> {
    return this.get('/v1/usage', period === undefined ? {} : { period }, options);
  }

  /** Printing a client shows where it points, never its key. */
  toJSON(): { baseUrl: string } {
    return { baseUrl: this.baseUrl };
  }

  async #send(method: Method, path: string, query: Query | undefined, body: unknown, options: RequestOptions = {}): Promise<OrreryResponse<unknown>> {
    const retry = { ...this.#retry, ...definedOnly(options.retry) };
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.#attempt(method, path, query, body, options);
      } catch (err) {
        if (!(err instanceof OrreryError) || attempt >= retry.maxRetries || !retryable(err)) throw err;
        const waitMs = err.retryAfterSeconds !== undefined ? err.retryAfterSeconds * 1000 : Math.min(500 * 2 ** attempt, 8000) * (0.75 + Math.random() / 2);
        if (waitMs > retry.maxDelayMs) throw err;
        await sleep(waitMs, options.signal);
      }
    }
  }

  async #attempt(method: Method, path: string, query: Query | undefined, body: unknown, options: RequestOptions): Promise<OrreryResponse<unknown>> {
    const qs = query ? new URLSearchParams(queryObject(query)).toString() : '';
    const url = `${this.baseUrl}${path}${qs ? `?${qs}` : ''}`;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...this.#headers,
      ...withoutAuth(options.headers),
      'X-API-Key': this.#apiKey,
    };
    if (method === 'POST') headers['Content-Type'] = 'application/json';
    if (options.idempotencyKey !== undefined) headers['Idempotency-Key'] = options.idempotencyKey;

    const controller = new AbortController();
    const timeoutMs = options.timeoutMs ?? this.#timeoutMs;
    const timer = timeoutMs > 0 ? setTimeout(() => controller.abort(TIMED_OUT), timeoutMs) : undefined;
    const outer = options.signal;
    const onAbort = () => controller.abort(outer?.reason);
    if (outer?.aborted) onAbort();
    else outer?.addEventListener('abort', onAbort, { once: true });

    let res: Response;
    let text: string;
    try {
      res = await this.#fetch(url, {
        method,
        headers,
        ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
        signal: controller.signal,
      });
      text = await res.text();
    } catch (err) {
      if (controller.signal.reason === TIMED_OUT) {
        throw new OrreryError({ status: 0, code: 'CLIENT_TIMEOUT', message: `No answer from ${method} ${path} within ${timeoutMs} ms` });
      }
      if (outer?.aborted) throw err;
      throw new OrreryError({ status: 0, code: 'NETWORK_ERROR', message: `${method} ${path} failed: ${(err as Error)?.message ?? String(err)}`, cause: err });
    } finally {
      if (timer) clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    }

    const requestId = res.headers.get('x-request-id') ?? undefined;
    const retryAfterSeconds = retryAfter(res.headers.get('retry-after'));
    let envelope: Record<string, unknown> | undefined;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) envelope = parsed as Record<string, unknown>;
    } catch {
      envelope = undefined;
    }
    if (res.ok && envelope?.success === true) {
      return {
        data: envelope.data,
        meta: envelope.meta as Meta | undefined,
        status: res.status,
        requestId,
        quota: quotaOf(res.headers),
        rateLimit: rateLimitOf(res.headers),
      };
    }
    throw errorFromBody(res.status, envelope, requestId, retryAfterSeconds);
  }
}

// ------------------------------------------------------------------ webhooks

/**
 * Checks a webhook's `Orrery-Signature` header (`t=<unix seconds>,v1=<hex>`) against the raw body and your
 * secret: true when the HMAC-SHA256 of "<t>.<body>" matches and `t` is within `toleranceS` of now. Uses
 * WebCrypto (Node 18+, browsers, Deno, Bun).
 */
export async function verifyWebhookSignature(header: string, secret: string, rawBody: string, toleranceS = 300, nowMs = Date.now()): Promise<boolean> {
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  const given = parts.v1;
  if (!Number.isInteger(t) || typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(nowMs / 1000 - t) > toleranceS) return false;
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(`${t}.${rawBody}`)));
  const expected = Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
  // constant time over the fixed length
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return diff === 0;
}

// ------------------------------------------------------------------ helpers

function errorFromBody(status: number, body: Record<string, unknown> | undefined, requestId: string | undefined, retryAfterSeconds: number | undefined): OrreryError {
  if (body?.success === false && typeof body.error === 'string') {
    return new OrreryError({
      status,
      code: body.error as ErrorCode,
      message: typeof body.message === 'string' ? body.message : body.error,
      details: Array.isArray(body.details) ? (body.details as ErrorDetail[]) : undefined,
      requestId,
      retryAfterSeconds,
    });
  }
  return new OrreryError({ status, code: 'BAD_RESPONSE', message: `Unexpected answer (HTTP ${status}): not an Orrery envelope`, requestId, retryAfterSeconds });
}

function retryable(err: OrreryError): boolean {
  return (err.status === 429 && err.code === 'RATE_LIMITED') || err.status === 503;
}

/** Query values as text; numbers in plain decimal notation (the API refuses `1e-7`). */
function queryObject(query: Query): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    out[k] = typeof v === 'number' ? plainNumber(v) : String(v);
  }
  return out;
}

function plainNumber(n: number): string {
  const s = String(n);
  if (!/e/i.test(s) || !Number.isFinite(n)) return s;
  return n.toFixed(20).replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
}

/** Strips the auth headers from caller-given headers: the key is the client's business alone. */
function withoutAuth(headers: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers ?? {})) {
    const lower = k.toLowerCase();
    if (lower !== 'x-api-key' && lower !== 'authorization') out[k] = v;
  }
  return out;
}

function definedOnly<T extends object>(o: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function int(v: string | null): number | undefined {
  if (v === null || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

/** `Retry-After`: seconds, or an HTTP date. */
function retryAfter(v: string | null): number | undefined {
  const n = int(v);
  if (n !== undefined) return Math.max(0, n);
  if (!v) return undefined;
  const at = Date.parse(v);
  return Number.isFinite(at) ? Math.max(0, Math.ceil((at - Date.now()) / 1000)) : undefined;
}

function quotaOf(h: Headers): Quota | undefined {
  const limit = int(h.get('x-quota-limit'));
  const remaining = int(h.get('x-quota-remaining'));
  const reset = int(h.get('x-quota-reset'));
  if (limit === undefined || remaining === undefined || reset === undefined) return undefined;
  return { limit, remaining, resetAt: new Date(reset * 1000) };
}

function rateLimitOf(h: Headers): RateLimit | undefined {
  const limit = int(h.get('ratelimit-limit'));
  const remaining = int(h.get('ratelimit-remaining'));
  const resetSeconds = int(h.get('ratelimit-reset'));
  if (limit === undefined || remaining === undefined || resetSeconds === undefined) return undefined;
  return { limit, remaining, resetSeconds };
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
