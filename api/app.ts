/**
 * The Express app. Request path (ARCHITECTURE): request id → route lookup in the registry (404/405)
 * → media type (415) → auth from headers (401, marketplace) → rate limit (429) → body (413/400)
 * → validation and time resolution (400/422) → quota reservation (402/429) → inline or heavy dispatch → envelope.
 * Nothing but catalogue errors reaches a client: no stacks, no input echo. Only answers are metered:
 * bad input is refused before the reservation, and the unit of a call that fails after it is given back.
 */
import { randomUUID } from 'node:crypto';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Config } from '../shared/config.js';
import type { Dispatcher } from '../shared/dispatch/dispatcher.js';
import { BATCH_PATH, endpointsAtPath, USAGE_PATH } from '../shared/endpoints/registry.js';
import type { Answer } from '../shared/dispatch/execute.js';
import { ApiError, errorBody, shownName } from '../shared/errors.js';
import type { Logger } from '../shared/log.js';
import type { Store } from '../shared/store/ports.js';
import { isJson, readJsonBody } from './body.js';
import { batchAnswer } from './batch.js';
import { idempotent } from './idempotency.js';
import { handleJobs, isJobsPath } from './jobs.js';
import type { JobBackend } from '../shared/jobs/backend.js';
import { authorize, refund, reserveOrThrow, runPrepared, sendError, sendRawJson, type CacheOutcome, type Ctx } from './pipeline.js';
import { LocalLimits, type Limits } from './limits.js';
import { docsRouter } from './docs.js';
import { endpointLabel, metricsHandler } from './metrics.js';
import { metrics } from '../shared/metrics.js';
import { portalRouter } from './portal/routes.js';
import { PERIOD_RE, usageView } from './usage.js';
import { validate } from './validate.js';

export interface AppDeps {
  config: Config;
  store: Store;
  dispatcher: Dispatcher;
  logger: Logger;
  version: string;
  /** Epoch ms; tests pin it. */
  clock?: () => number;
  health?: () => Promise<Record<string, unknown>>;
  /** Rate limits shared by all web processes (Redis mode); default: this process's own. */
  limits?: Limits;
  /** Where bulk jobs run (POST /v1/jobs); absent: bulk jobs are not offered (503). */
  jobs?: JobBackend;
}

const REQ_ID_RE = /^[A-Za-z0-9._-]{1,64}$/;

function requestId(req: Request): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQ_ID_RE.test(given) ? given : randomUUID();
}

export function createApp(deps: AppDeps) {
  const ctx: Ctx = {
    deps,
    clock: deps.clock ?? Date.now,
    limits: deps.limits ?? new LocalLimits(deps.config.rateLimit),
    inFlight: 0,
  };
  const { logger: log } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.set('query parser', 'simple');
  // Behind one TLS-terminating proxy (Heroku's router, a load balancer): the client address and
  // scheme come from its X-Forwarded-* headers (one hop only, so a client cannot forge them).
  if (deps.config.trustProxy) app.set('trust proxy', 1);

  app.use((req: Request, res: Response, next: NextFunction) => {
    const id = requestId(req);
    res.setHeader('X-Request-Id', id);
    baselineHeaders(req, res);
    res.locals.reqId = id;
    const start = process.hrtime.bigint();
    res.locals.t0 = start;
    ctx.inFlight++;
    let open = true;
    const done = () => {
      if (open) {
        open = false;
        ctx.inFlight--;
      }
    };
    res.on('close', done);
    res.on('finish', () => {
      done();
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const endpoint = endpointLabel(req.path);
      metrics.requests.inc({ endpoint, method: req.method, status: String(res.statusCode) });
      metrics.latency.observe({ endpoint, method: req.method }, seconds);
      log.info(
        {
          reqId: id, method: req.method, path: req.path, status: res.statusCode,
          ms: Number(process.hrtime.bigint() - start) / 1e6, account: res.locals.accountId,
        },
        'request',
      );
    });
    next();
  });

  app.get('/metrics', metricsHandler(deps.config.metricsToken));
  app.get('/health', async (_req, res) => {
    const body = deps.health ? await deps.health() : {};
    res.json({ success: true, data: { version: deps.version, ...body } });
  });
  // The OpenAPI description and the docs page (no key needed).
  app.use(docsRouter({ version: deps.version, clock: ctx.clock }));
  app.get('/ready', async (_req, res) => {
    const [storeOk, queueOk] = await Promise.all([deps.store.ping(), Promise.resolve(deps.dispatcher.status().ok)]);
    res.status(storeOk && queueOk ? 200 : 503).json(
      storeOk && queueOk
        ? { success: true, data: { ready: true } }
        : errorBody(new ApiError('SERVICE_UNAVAILABLE', `not ready: store ${storeOk ? 'ok' : 'down'}, queue ${queueOk ? 'ok' : 'down'}`)),
    );
  });

  app.use(portalRouter({ config: deps.config, store: deps.store, limits: ctx.limits, logger: log, clock: ctx.clock }));

  app.use(async (req: Request, res: Response) => {
    try {
      await handleApi(ctx, req, res);
    } catch (err) {
      sendError(res, err, log);
    }
  });

  // Errors thrown by Express itself (e.g. malformed URL encoding).
  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = typeof err === 'object' && err && 'status' in err ? Number(err.status) : 500;
    sendError(res, status >= 400 && status < 500 ? new ApiError('VALIDATION_ERROR', 'Malformed request') : err, log);
  });
  return app;
}

/**
 * Security headers on every answer (the portal and the docs page replace the policy with their own).
 * There is no CORS: no Access-Control-Allow-* header is ever sent, so browsers on other origins cannot
 * read answers. API keys belong on servers, not in web pages (README, docs/security.md).
 */
function baselineHeaders(req: Request, res: Response): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  res.setHeader('Cache-Control', 'no-store');
  if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}

async function handleApi(ctx: Ctx, req: Request, res: Response): Promise<void> {
  const path = req.path.length > 1 && req.path.endsWith('/') ? req.path.slice(0, -1) : req.path;
  if (path === USAGE_PATH) {
    await handleUsage(ctx, req, res);
    return;
  }
  if (isJobsPath(path)) {
    await handleJobs(ctx, req, res, path);
    return;
  }
  const isBatch = path === BATCH_PATH;
  const candidates = isBatch ? [] : endpointsAtPath(path);
  if (!isBatch && candidates.length === 0) throw new ApiError('NOT_FOUND', `No endpoint ${req.method} ${path}`);
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const ep = candidates.find((e) => e.method === method);
  if (isBatch ? method !== 'POST' : !ep) {
    const allow = isBatch ? 'POST' : candidates.map((e) => e.method).join(', ');
    res.setHeader('Allow', allow);
    throw new ApiError('METHOD_NOT_ALLOWED', `${req.method} is not allowed on ${path}; use ${allow}`);
  }
  if (method === 'POST' && !isJson(req)) throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
  const now = ctx.clock();
  // Who is calling comes from headers alone: nobody unauthenticated gets us to read a body.
  const caller = await authorize(ctx, req, res, now);
  if (method === 'POST') req.body = await readJsonBody(req);

  if (isBatch) {
    await idempotent(ctx, caller, req, res, req.body, () => batchAnswer(ctx, caller, req.body, res));
    return;
  }
  if (!ep) throw new ApiError('INTERNAL_ERROR');
  const { input, lang } = validate(ep, method === 'GET' ? req.query : req.body, now);
  const lines = [{ endpoint: ep.path, units: ep.cost }];
  await reserveOrThrow(ctx, caller, lines, res);
  let result: Answer & { cache?: CacheOutcome; timing?: string };
  try {
    result = await runPrepared(ctx, ep, input, lang);
  } catch (err) {
    await refund(ctx, caller, lines, res);
    throw err;
  }
  if (result.cache) res.setHeader('X-Cache', result.cache);
  if (result.timing) res.locals.timing = result.timing;
  if (!result.ok) {
    await refund(ctx, caller, lines, res);
    throw new ApiError(result.code, result.message, result.details);
  }
  sendRawJson(res, 200, result.body);
}

/** GET /v1/usage: the calling account's usage (the portal's usage page as JSON). Rate-limited, never metered. */
async function handleUsage(ctx: Ctx, req: Request, res: Response): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET');
    throw new ApiError('METHOD_NOT_ALLOWED', `${req.method} is not allowed on ${USAGE_PATH}; use GET`);
  }
  const nowMs = ctx.clock();
  const now = new Date(nowMs);
  const caller = await authorize(ctx, req, res, nowMs);
  const unknown = Object.keys(req.query).filter((k) => k !== 'period');
  if (unknown.length) {
    throw new ApiError('VALIDATION_ERROR', `Unknown query parameter${unknown.length > 1 ? 's' : ''}: ${unknown.map(shownName).join(', ')}`,
      unknown.map((k) => ({ path: `query.${shownName(k)}`, message: 'not a parameter of this endpoint (only period)' })));
  }
  const raw = req.query.period;
  const current = now.toISOString().slice(0, 7);
  if (raw !== undefined && (typeof raw !== 'string' || !PERIOD_RE.test(raw) || raw > current)) {
    throw new ApiError('VALIDATION_ERROR', 'period must be a month YYYY-MM, not after the current one', [
      { path: 'query.period', message: `expected YYYY-MM up to ${current}` },
    ]);
  }
  const view = await usageView(ctx.deps.store, caller.account.id, typeof raw === 'string' ? raw : current, now);
  sendRawJson(res, 200, JSON.stringify({ success: true, data: view }));
}
