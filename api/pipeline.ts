/**
 * The pieces of the request path shared by direct calls (app.ts) and batches (batch.ts): error and
 * quota headers, quota reservation, cached dispatch, the success envelope.
 */
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Answer } from '../shared/dispatch/execute.js';
import type { AnyEndpoint, Meta } from '../shared/endpoints/types.js';
import type { Lang } from '../shared/i18n/languages.js';
import { ApiError, errorBody, toApiError } from '../shared/errors.js';
import type { Logger } from '../shared/log.js';
import type { QuotaState, UsageLine } from '../shared/store/ports.js';
import type { AppDeps } from './app.js';
import { authenticate, type Caller } from './auth.js';
import type { Limits } from './limits.js';
import { metrics } from '../shared/metrics.js';

export interface Ctx {
  deps: AppDeps;
  clock: () => number;
  limits: Limits;
  /** Requests received and not yet answered, on this process. */
  inFlight: number;
}

/** With more requests than this waiting, the web thread counts as busy (see EmbeddedDispatcher.run). */
const BUSY_AT = 2;

export function sendError(res: Response, err: unknown, log?: Logger): void {
  const e = toApiError(err);
  if (e.status >= 500 && log) log.error({ err, reqId: res.getHeader('X-Request-Id') }, 'request failed');
  if (e.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(e.retryAfterSeconds));
  if (res.headersSent) return;
  sendJson(res, e.status, errorBody(e));
}

/** JSON response without Express's res.json detours (ETag, replacer settings): one stringify, one write. */
export function sendJson(res: Response, status: number, body: unknown): void {
  sendRawJson(res, status, JSON.stringify(body));
}

/**
 * Encodes the body in one pass: Buffer.from(text) and Buffer.byteLength each walk the string to size it
 * first, and a body with non-Latin text (lang hi, ta, ja …) is a two-byte string that takes V8's slow
 * path every time. UTF-8 never needs more than 3 bytes per UTF-16 unit, so the body is written into a
 * scratch buffer of that size, and the written bytes are copied out (measured: 24 → 14 µs for a 14 KB
 * Tamil natal, and one allocation of the body's size).
 */
export function utf8(text: string): Buffer {
  const need = text.length * 3;
  if (need > SCRATCH_MAX) {
    const buf = Buffer.allocUnsafe(need);
    return buf.subarray(0, buf.write(text, 'utf8'));
  }
  if (scratch.length < need) scratch = Buffer.allocUnsafeSlow(Math.max(need, scratch.length * 2));
  // copied out at its exact size: the response holds its body until the socket has taken it
  return Buffer.from(scratch.subarray(0, scratch.write(text, 'utf8')));
}

/** One encoding buffer per thread, reused: a response allocates only its exact size. */
const SCRATCH_MAX = 4 * 1024 * 1024;
let scratch = Buffer.allocUnsafeSlow(64 * 1024);

/** A JSON body in parts (raw bytes, or text to encode), written as one. */
export function sendRawJsonParts(res: Response, status: number, parts: readonly (string | Buffer)[]): void {
  end(res, status, Buffer.concat(parts.map((p) => (typeof p === 'string' ? utf8(p) : p))));
}

export function sendRawJson(res: Response, status: number, text: string): void {
  end(res, status, utf8(text));
}

/**
 * Writes a JSON answer with `Server-Timing: app;dur=<ms>`: the time from the request's arrival to its
 * answer being ready (W3C Server Timing), so a client sees how much of its latency is ours.
 */
function end(res: Response, status: number, body: Buffer): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  const t0 = res.locals.t0 as bigint | undefined;
  if (t0 !== undefined) {
    const parts = res.locals.timing as string | undefined;
    res.setHeader('Server-Timing', `app;dur=${(Number(process.hrtime.bigint() - t0) / 1e6).toFixed(3)}${parts ? `, ${parts}` : ''}`);
  }
  res.end(body);
}

export function setQuotaHeaders(res: Response, q: QuotaState): void {
  res.setHeader('X-Quota-Limit', String(q.limit));
  res.setHeader('X-Quota-Remaining', String(q.remaining));
  res.setHeader('X-Quota-Reset', String(Math.floor(q.resetAt.getTime() / 1000)));
}

/** Reserves units or throws the right 402/429 (with Retry-After to the monthly reset). */
export async function reserveOrThrow(ctx: Ctx, caller: Caller, lines: UsageLine[], res: Response): Promise<void> {
  const now = new Date(ctx.clock());
  const r = await ctx.deps.store.reserve(caller.account.id, caller.keyId, lines, now);
  setQuotaHeaders(res, r);
  if (!r.ok) {
    metrics.rejections.inc({ code: r.code });
    if (r.code === 'TRIAL_EXPIRED') throw new ApiError('TRIAL_EXPIRED');
    const units = lines.reduce((s, l) => s + l.units, 0);
    throw new ApiError(
      'QUOTA_EXCEEDED',
      units > 1 && r.remaining > 0
        ? `This request needs ${units} units and ${r.remaining} remain this month`
        : ERROR_QUOTA_MSG,
      undefined,
      Math.max(1, Math.ceil((r.resetAt.getTime() - now.getTime()) / 1000)),
    );
  }
}
const ERROR_QUOTA_MSG = 'The monthly quota of this account is used up';

/** Gives reserved units back (the call did not produce an answer) and corrects X-Quota-Remaining. */
export async function refund(ctx: Ctx, caller: Caller, lines: UsageLine[], res: Response): Promise<void> {
  if (!lines.length) return;
  await ctx.deps.store.release(caller.account.id, caller.keyId, lines, new Date(ctx.clock())).catch(() => undefined);
  const remaining = Number(res.getHeader('X-Quota-Remaining'));
  const units = lines.reduce((sum, l) => sum + l.units, 0);
  if (Number.isFinite(remaining)) res.setHeader('X-Quota-Remaining', String(remaining + units));
}

export function cacheKey(ep: AnyEndpoint, input: unknown, lang: Lang = 'en'): string {
  return createHash('sha256').update(ep.name).update('\0').update(lang).update('\0').update(JSON.stringify(input)).digest('hex');
}

/** How the result cache served a call: `X-Cache` on cacheable (heavy) endpoints. */
export type CacheOutcome = 'HIT' | 'MISS' | 'BYPASS';

/**
 * Runs one prepared call through the dispatcher, with the result cache for cacheable heavy endpoints.
 * The cache holds the serialised success envelope, so a hit is written out without parsing. A hit
 * costs its unit like any call (the reservation is made before). `cache` is undefined for endpoints
 * that are never cached, BYPASS when the cache is off (CACHE_TTL_SECONDS=0).
 */
export async function runPrepared(ctx: Ctx, ep: AnyEndpoint, input: unknown, lang?: Lang): Promise<Answer & { cache?: CacheOutcome; timing?: string }> {
  const { store, dispatcher, config } = ctx.deps;
  if (!ep.cacheable) return dispatcher.run({ endpoint: ep.name, input, lang }, { busy: ctx.inFlight > BUSY_AT });
  const t0 = performance.now();
  const since = () => (performance.now() - t0).toFixed(3);
  if (config.cacheTtlSeconds <= 0) {
    const r = await dispatcher.run({ endpoint: ep.name, input, lang });
    return { ...r, cache: 'BYPASS', timing: `compute;dur=${since()}` };
  }
  const key = cacheKey(ep, input, lang);
  const hit = await store.cacheGet(key, new Date(ctx.clock())).catch(() => null);
  metrics.cache.inc({ result: hit ? 'hit' : 'miss' });
  // Server-Timing: how long the answer took to get, from the cache or computed (pool or queue)
  if (hit) return { ok: true, body: hit, cache: 'HIT', timing: `cache;desc=hit;dur=${since()}` };
  const r = await dispatcher.run({ endpoint: ep.name, input, lang });
  const timing = `compute;dur=${since()}`;
  if (r.ok) await store.cacheSet(key, r.body, config.cacheTtlSeconds, new Date(ctx.clock())).catch(() => undefined);
  return { ...r, cache: 'MISS', timing };
}

export function successBody(data: unknown, meta?: Meta): { success: true; data: unknown; meta?: Meta } {
  return meta ? { success: true, data, meta } : { success: true, data };
}

const AUTH_FAILURE_WINDOW_S = 60;

/**
 * Who is calling, from headers alone, then one token from the key's bucket. Wrong keys are counted per
 * client address: past AUTH_FAILURES_PER_MINUTE in a minute the address gets 429 whatever key it sends,
 * so keys cannot be guessed at speed (and a right key found late does not help). The address's count and
 * the key are looked up together (both may be a round trip: Redis, the store), and the count decides first.
 */
export async function authorize(ctx: Ctx, req: Request, res: Response, nowMs: number): Promise<Caller> {
  const max = ctx.deps.config.authFailuresPerMinute;
  const gate = max > 0 ? `authfail:${req.ip ?? req.socket.remoteAddress ?? '?'}` : '';
  const [g, auth] = await Promise.all([
    gate ? ctx.limits.peek(gate, max, nowMs) : null,
    authenticate(req.headers, ctx.deps.store, ctx.deps.config.marketplaceSecret, ctx.deps.config.quota.paid, new Date(nowMs)).then(
      (caller) => ({ caller }),
      (error: unknown) => ({ error }),
    ),
  ]);
  if (g && !g.allowed) {
    metrics.rejections.inc({ code: 'AUTH_FAILURES' });
    throw new ApiError('RATE_LIMITED', `Too many requests with a wrong API key from your address; wait ${g.retryAfterSeconds} s`, undefined, g.retryAfterSeconds);
  }
  if ('error' in auth) {
    const e = auth.error;
    if (gate && e instanceof ApiError && e.code === 'INVALID_API_KEY') await ctx.limits.hit(gate, AUTH_FAILURE_WINDOW_S, max, nowMs);
    throw e;
  }
  const { caller } = auth;
  res.locals.accountId = caller.account.id;
  await rateLimit(ctx, caller, res, nowMs);
  return caller;
}

/** Per-key rate limit (shared by every web process in Redis mode), with RateLimit-* headers on every keyed answer. */
export async function rateLimit(ctx: Ctx, caller: Caller, res: Response, nowMs: number): Promise<void> {
  const d = await ctx.limits.take(`${caller.account.id}:${caller.keyId}`, nowMs);
  if (d.limit > 0) {
    res.setHeader('RateLimit-Limit', String(d.limit));
    res.setHeader('RateLimit-Remaining', String(d.remaining));
    res.setHeader('RateLimit-Reset', String(d.resetSeconds));
  }
  if (!d.allowed) {
    metrics.rejections.inc({ code: 'RATE_LIMITED' });
    throw new ApiError('RATE_LIMITED', undefined, undefined, d.retryAfterSeconds);
  }
}

