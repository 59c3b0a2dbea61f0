/**
 * Who is calling, from headers alone (nobody unauthenticated gets us to read a body): an `ak_` key
 * (X-API-Key or Authorization: Bearer) or the marketplace channel; then the wrong-key limit per client
 * address and one request counted against the key's rate limit.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ApiError } from '../../shared/errors.js';
import { metrics } from '../../shared/metrics.js';
import { hashKey, KEY_RE } from '../../shared/store/keys.js';
import type { Store } from '../../shared/store/ports.js';
import type { Caller, Ctx } from '../context.js';

const USER_RE = /^[A-Za-z0-9._:@-]{1,128}$/;

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function rawKeyFrom(headers: IncomingHttpHeaders): string | undefined {
  const x = headers['x-api-key'];
  if (typeof x === 'string' && x.length > 0) return x.trim();
  const auth = headers.authorization;
  if (typeof auth === 'string') {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(auth);
    if (m) return m[1];
  }
  return undefined;
}

export async function authenticate(
  headers: IncomingHttpHeaders,
  store: Store,
  marketplaceSecret: string | undefined,
  marketplaceQuota: number,
  now: Date,
): Promise<Caller> {
  const proxySecret = headers['x-marketplace-proxy-secret'];
  if (marketplaceSecret && typeof proxySecret === 'string') {
    if (!sameSecret(proxySecret, marketplaceSecret)) throw new ApiError('INVALID_API_KEY', 'The marketplace proxy secret is wrong');
    const user = headers['x-marketplace-user'];
    if (typeof user !== 'string' || !USER_RE.test(user)) {
      throw new ApiError('VALIDATION_ERROR', 'X-Marketplace-User must name the marketplace user (1–128 of A–Z a–z 0–9 . _ : @ -)', [
        { path: 'headers.x-marketplace-user', message: 'required' },
      ]);
    }
    return { account: await store.marketplaceAccount(user, marketplaceQuota, now), keyId: 'marketplace', channel: 'marketplace' };
  }
  const raw = rawKeyFrom(headers);
  if (!raw) throw new ApiError('MISSING_API_KEY');
  // A malformed key cannot exist in the store: answer without a lookup.
  if (!KEY_RE.test(raw)) throw new ApiError('INVALID_API_KEY');
  const ctx = await store.authenticate(hashKey(raw), now);
  if (!ctx) throw new ApiError('INVALID_API_KEY');
  return { account: ctx.account, keyId: ctx.key.id, channel: 'direct' };
}

const AUTH_FAILURE_WINDOW_S = 60;

/**
 * The caller, then one request counted against the key's rate limit. Wrong keys are counted per client address: past
 * AUTH_FAILURES_PER_MINUTE in a minute the address gets 429 whatever key it sends, so keys cannot be
 * guessed at speed (and a right key found late does not help). The address's count and the key are
 * looked up together (both may be a round trip: Redis, the store), and the count decides first.
 */
export async function authorizeRequest(ctx: Ctx, req: Request, res: Response, nowMs: number): Promise<Caller> {
  const max = ctx.deps.config.authFailuresPerMinute;
  const gate = max > 0 ? `authfail:${req.ip ?? req.socket.remoteAddress ?? '?'}` : '';
  const [g, auth] = await Promise.all([
    gate ? ctx.limits.peek(gate, AUTH_FAILURE_WINDOW_S, max) : null,
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
    if (gate && e instanceof ApiError && e.code === 'INVALID_API_KEY') await ctx.limits.hit(gate, AUTH_FAILURE_WINDOW_S, max);
    throw e;
  }
  const { caller } = auth;
  res.locals.caller = caller;
  await rateLimit(ctx, caller, res);
  return caller;
}

/** Per-key rate limit (shared by every web process in Redis mode), with RateLimit-* headers on every keyed answer. */
export async function rateLimit(ctx: Ctx, caller: Caller, res: Response): Promise<void> {
  const d = await ctx.limits.take(`${caller.account.id}:${caller.keyId}`);
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

/** The middleware: `res.locals.caller` for the rest of the chain. */
export function authorize(ctx: Ctx): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    await authorizeRequest(ctx, req, res, ctx.clock());
    next();
  };
}

/** The caller set by `authorize` earlier in the chain. */
export function callerOf(res: Response): Caller {
  const caller = res.locals.caller;
  if (!caller) throw new ApiError('INTERNAL_ERROR');
  return caller;
}
