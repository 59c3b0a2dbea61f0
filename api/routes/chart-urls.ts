/**
 * Signed chart URLs (issue 24; the rules and the string to sign: shared/endpoints/chart-urls.ts):
 * POST /v1/chart-urls makes one for the calling key, GET /v1/chart/<name>.svg checks one and answers the
 * drawing, metered to the key's account like a call of the endpoint (one unit, the X-Quota-* and rate-limit
 * headers, the result cache, compression), errors as JSON.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import {
  CHART_URL_MAX_SECONDS, NotInQuery, URL_PARAMS, chartEndpoint, chartUrlPath, chartUrlRequest, fieldsToQuery, queryToFields, stringToSign,
  canonicalQuery,
} from '../../shared/endpoints/chart-urls.js';
import type { AnyEndpoint } from '../../shared/endpoints/types.js';
import { ApiError, type ErrorDetail } from '../../shared/errors.js';
import { metrics } from '../../shared/metrics.js';
import type { Caller, Ctx } from '../context.js';
import { callerOf, rateLimit } from '../middleware/authorize.js';
import { issuesToDetails, validate } from '../middleware/validate.js';
import { sendData, sendSvg } from '../respond.js';
import { svgOf } from '../svg.js';
import { meteredCall } from './endpoints.js';

const KEY_ID_RE = /^key_[A-Za-z0-9_-]{1,64}$/;
const EXPIRES_RE = /^\d{1,12}$/;
const SIGNATURE_RE = /^[0-9a-f]{64}$/;

function sign(secret: string, path: string, pairs: ReadonlyArray<readonly [string, string]>): Buffer {
  return createHmac('sha256', secret).update(stringToSign(path, pairs)).digest();
}

/** The request fields with `format` "svg" (implied when absent; another format is a 400). */
function asSvgRequest(fields: Record<string, unknown>, where: string): Record<string, unknown> {
  if (fields.format === undefined) return { ...fields, format: 'svg' };
  if (fields.format !== 'svg') {
    const message = `${where}format must be "svg" (or left out) in a chart URL`;
    throw new ApiError('VALIDATION_ERROR', `Invalid request: ${message}`, [{ path: `${where}format`, message }]);
  }
  return fields;
}

/** The endpoint's validation, its details' paths under `where` (`request.` in POST /v1/chart-urls). */
function validated(ep: AnyEndpoint, fields: Record<string, unknown>, nowMs: number, where: string) {
  try {
    return validate(ep, fields, nowMs);
  } catch (err) {
    if (err instanceof ApiError && where && err.details) {
      const details = err.details.map((d) => ({ path: `${where}${d.path}`, message: d.message.startsWith(d.path) ? `${where}${d.message}` : d.message }));
      throw new ApiError(err.code, err.message, details);
    }
    throw err;
  }
}

/** POST /v1/chart-urls: a signed URL for the calling key. */
export async function createChartUrl(ctx: Ctx, req: Request, res: Response): Promise<void> {
  const caller = callerOf(res);
  const parsed = chartUrlRequest.safeParse(req.body);
  if (!parsed.success) {
    const details = issuesToDetails(parsed.error.issues, req.body, chartUrlRequest);
    throw new ApiError('VALIDATION_ERROR', `Invalid request: ${details.map((d) => d.message).join('; ')}`, details);
  }
  const { endpoint, request, expiresIn } = parsed.data;
  const ep = chartEndpoint(endpoint);
  if (!ep) throw new ApiError('NOT_FOUND');
  const nowMs = ctx.clock();
  const fields = asSvgRequest(request, 'request.');
  validated(ep, fields, nowMs, 'request.');
  let pairs: Array<[string, string]>;
  try {
    pairs = fieldsToQuery(fields);
  } catch (err) {
    if (!(err instanceof NotInQuery)) throw err;
    throw new ApiError('VALIDATION_ERROR', `Invalid request: request.${err.message}`, [{ path: `request.${err.field}`, message: `request.${err.message}` }]);
  }
  const clash = pairs.find(([k]) => (URL_PARAMS as readonly string[]).includes(k));
  if (clash) throw new ApiError('VALIDATION_ERROR', `Invalid request: request.${clash[0]} is a parameter of the URL itself`, [{ path: `request.${clash[0]}`, message: `request.${clash[0]} is a parameter of the URL itself` }]);
  const expires = Math.floor(nowMs / 1000) + expiresIn;
  pairs.push(['keyId', caller.keyId], ['expires', String(expires)]);
  const path = chartUrlPath(ep.name);
  const secret = await ctx.deps.store.webhookSecret(caller.account.id, new Date(nowMs));
  const signature = sign(secret, path, pairs).toString('hex');
  const full = `${path}?${canonicalQuery(pairs)}&signature=${signature}`;
  const base = ctx.deps.config.publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  sendData(res, 200, { url: base + full, path: full, keyId: caller.keyId, expiresAt: new Date(expires * 1000).toISOString() });
}

/** Wrong signatures count against the client address like wrong keys (api/middleware/authorize.ts): no guessing at speed. */
const FAILURE_WINDOW_S = 60;
function failureGate(ctx: Ctx, req: Request): string {
  return ctx.deps.config.authFailuresPerMinute > 0 ? `authfail:${req.ip ?? req.socket.remoteAddress ?? '?'}` : '';
}

/** GET /v1/chart/<name>.svg?…: the signed URL checked, then the chart drawn and metered to the key's account. */
export async function signedChart(ctx: Ctx, req: Request, res: Response): Promise<void> {
  const name = String(req.params.chart);
  const ep = chartEndpoint(name);
  if (!ep) throw new ApiError('NOT_FOUND', `No chart named ${name.length > 60 ? `${name.slice(0, 60)}…` : name}`);
  const at = req.url.indexOf('?');
  const pairs = [...new URLSearchParams(at < 0 ? '' : req.url.slice(at + 1))];
  const seen = new Set<string>();
  const details: ErrorDetail[] = [];
  for (const [k] of pairs) {
    if (seen.has(k)) details.push({ path: k.slice(0, 60), message: `${k.slice(0, 60)} is given more than once` });
    seen.add(k);
  }
  const param = (k: string) => pairs.find(([n]) => n === k)?.[1];
  for (const k of URL_PARAMS) if (param(k) === undefined) details.push({ path: k, message: `${k} is required` });
  const expires = param('expires');
  if (expires !== undefined && !EXPIRES_RE.test(expires)) details.push({ path: 'expires', message: 'expires must be a Unix time in whole seconds' });
  if (details.length) throw new ApiError('VALIDATION_ERROR', `Invalid request: ${details.map((d) => d.message).join('; ')}`, details);

  const max = ctx.deps.config.authFailuresPerMinute;
  const gate = failureGate(ctx, req);
  if (gate) {
    const g = await ctx.limits.peek(gate, FAILURE_WINDOW_S, max);
    if (!g.allowed) {
      metrics.rejections.inc({ code: 'AUTH_FAILURES' });
      throw new ApiError('RATE_LIMITED', `Too many requests with a wrong signature or key from your address; wait ${g.retryAfterSeconds} s`, undefined, g.retryAfterSeconds);
    }
  }
  const refuse = async (): Promise<never> => {
    if (gate) await ctx.limits.hit(gate, FAILURE_WINDOW_S, max);
    metrics.rejections.inc({ code: 'SIGNATURE_INVALID' });
    throw new ApiError('SIGNATURE_INVALID');
  };
  const keyId = String(param('keyId'));
  const signature = String(param('signature')).toLowerCase();
  const nowMs = ctx.clock();
  const key = KEY_ID_RE.test(keyId) ? await ctx.deps.store.getKey(keyId) : null;
  if (!key || key.status !== 'active' || !SIGNATURE_RE.test(signature)) return refuse();
  const secret = await ctx.deps.store.webhookSecret(key.accountId, new Date(nowMs));
  // constant time: the comparison does not stop at the first differing byte
  if (!timingSafeEqual(sign(secret, chartUrlPath(ep.name), pairs), Buffer.from(signature, 'hex'))) return refuse();
  const expiresS = Number(expires);
  if (expiresS * 1000 <= nowMs) throw new ApiError('URL_EXPIRED', `The signed chart URL expired at ${new Date(expiresS * 1000).toISOString()}`);
  if (expiresS - nowMs / 1000 > CHART_URL_MAX_SECONDS) {
    throw new ApiError('VALIDATION_ERROR', 'Invalid request: expires is more than 7 days ahead', [{ path: 'expires', message: 'expires must be at most 7 days ahead' }]);
  }
  const account = await ctx.deps.store.getAccount(key.accountId);
  if (!account) return refuse();
  const caller: Caller = { account, keyId: key.id, channel: 'direct' };
  res.locals.caller = caller;
  await rateLimit(ctx, caller, res);

  const fields = asSvgRequest(queryToFields(ep, pairs.filter(([k]) => !(URL_PARAMS as readonly string[]).includes(k))), '');
  const { input, lang } = validated(ep, fields, nowMs, '');
  const body = await meteredCall(ctx, caller, ep, input, lang, res);
  // the browser may keep the picture while the URL lives (an hour at most): a reload is then no new use
  res.setHeader('Cache-Control', `private, max-age=${Math.max(0, Math.min(3600, Math.floor(expiresS - nowMs / 1000)))}`);
  sendSvg(res, svgOf(body));
}
