/**
 * The routes of the calculation endpoints, one per registry entry, built with Express's router:
 * `route(path)[method](requireJson, authorize, jsonBody, validated, call)`, and a 405 for the other
 * methods of a known path. A call reserves its unit, runs (inline, on the pool or through the queue,
 * with the result cache for cacheable heavy endpoints) and gives the unit back if it did not answer.
 */
import { createHash } from 'node:crypto';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Answer } from '../../shared/dispatch/execute.js';
import { ENDPOINTS } from '../../shared/endpoints/registry.js';
import type { AnyEndpoint } from '../../shared/endpoints/types.js';
import { ApiError } from '../../shared/errors.js';
import type { Lang } from '../../shared/i18n/languages.js';
import { metrics } from '../../shared/metrics.js';
import { codeVersion } from '../../shared/version.js';
import type { CallSink, Caller, Ctx } from '../context.js';
import { authorize, callerOf } from '../middleware/authorize.js';
import { jsonBody, requireJson } from '../middleware/body.js';
import { refund, reserveOrThrow } from '../middleware/quota.js';
import { validated } from '../middleware/validate.js';
import { methodNotAllowed, sendRawJson, sendSvg } from '../respond.js';
import { svgAccept, svgOf } from '../svg.js';

/** With more requests than this waiting, the web thread counts as busy (see EmbeddedDispatcher.run). */
const BUSY_AT = 2;

/** The result cache's key: the code's version (answers change with deploys), the endpoint, `lang` and the input. */
export function cacheKey(ep: AnyEndpoint, input: unknown, lang: Lang = 'en'): string {
  return createHash('sha256').update(codeVersion()).update('\0').update(ep.name).update('\0').update(lang).update('\0').update(JSON.stringify(input)).digest('hex');
}

/** How the result cache served a call: `X-Cache` on cacheable (heavy) endpoints. */
export type CacheOutcome = 'HIT' | 'MISS' | 'BYPASS';

/**
 * Runs one prepared call through the dispatcher, with the result cache for cacheable heavy endpoints.
 * The cache holds the serialised success envelope, so a hit is written out without parsing. A hit
 * costs its unit like any call (the reservation is made before). `cache` is undefined for endpoints
 * that are never cached, BYPASS when the cache is off (CACHE_TTL_SECONDS=0).
 */
export async function runCall(ctx: Ctx, ep: AnyEndpoint, input: unknown, lang?: Lang, account?: string): Promise<Answer & { cache?: CacheOutcome; timing?: string }> {
  const { store, dispatcher, config } = ctx.deps;
  if (!ep.cacheable) return dispatcher.run({ endpoint: ep.name, input, lang }, { busy: ctx.inFlight > BUSY_AT, account });
  const t0 = performance.now();
  const since = () => (performance.now() - t0).toFixed(3);
  if (config.cacheTtlSeconds <= 0) {
    const r = await dispatcher.run({ endpoint: ep.name, input, lang }, { account });
    return { ...r, cache: 'BYPASS', timing: `compute;dur=${since()}` };
  }
  const key = cacheKey(ep, input, lang);
  const hit = await store.cacheGet(key, new Date(ctx.clock())).catch(() => null);
  metrics.cache.inc({ result: hit ? 'hit' : 'miss' });
  // Server-Timing: how long the answer took to get, from the cache or computed (pool or queue)
  if (hit) return { ok: true, body: hit, cache: 'HIT', timing: `cache;desc=hit;dur=${since()}` };
  const r = await dispatcher.run({ endpoint: ep.name, input, lang }, { account });
  const timing = `compute;dur=${since()}`;
  if (r.ok) await store.cacheSet(key, r.body, config.cacheTtlSeconds, new Date(ctx.clock())).catch(() => undefined);
  return { ...r, cache: 'MISS', timing };
}

/**
 * One prepared call of a registry endpoint for an authorized caller, metered: its unit reserved (402/429
 * when none is left), the call run, the unit given back if it did not answer. The HTTP route below and
 * the MCP tools (api/mcp.ts) both go through here. Returns the serialised success envelope; throws the
 * call's ApiError.
 */
export async function meteredCall(ctx: Ctx, caller: Caller, ep: AnyEndpoint, input: unknown, lang: Lang | undefined, out: CallSink): Promise<string> {
  const lines = [{ endpoint: ep.path, units: ep.cost }];
  await reserveOrThrow(ctx, caller, lines, out);
  let result: Awaited<ReturnType<typeof runCall>>;
  try {
    result = await runCall(ctx, ep, input, lang, caller.account.id);
  } catch (err) {
    await refund(ctx, caller, lines, out);
    throw err;
  }
  if (result.cache) out.setHeader('X-Cache', result.cache);
  if (result.timing) out.locals.timing = result.timing;
  if (!result.ok) {
    await refund(ctx, caller, lines, out);
    throw new ApiError(result.code, result.message, result.details);
  }
  return result.body;
}

/** The last step of a registry route: the metered call, answered. */
function call(ctx: Ctx, ep: AnyEndpoint): RequestHandler {
  return async (_req: Request, res: Response) => {
    const body = await meteredCall(ctx, callerOf(res), ep, res.locals.input, res.locals.lang, res);
    if (res.locals.svg) sendSvg(res, svgOf(body));
    else sendRawJson(res, 200, body);
  };
}

/** Every registry endpoint as an Express route (paths are case-sensitive, a trailing slash is accepted). */
export function endpointRouter(ctx: Ctx): Router {
  const router = express.Router({ caseSensitive: true, strict: false });
  const auth = authorize(ctx);
  const body = jsonBody();
  const paths = [...new Set(ENDPOINTS.map((e) => e.path))];
  for (const path of paths) {
    const route = router.route(path);
    const here = ENDPOINTS.filter((e) => e.path === path);
    for (const ep of here) {
      if (ep.method === 'POST') route.post(requireJson, auth, body, ...(ep.svg ? [svgAccept] : []), validated(ctx, ep), call(ctx, ep));
      else route.get(auth, validated(ctx, ep), call(ctx, ep));
    }
    route.all(methodNotAllowed(here.map((e) => e.method)));
  }
  return router;
}
