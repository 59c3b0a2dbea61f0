/**
 * The account routes (batch, bulk jobs, usage, the webhook secret) as Express routes, from the one table
 * in shared/endpoints/account-routes.ts: each row's handler is bound here by its id (a row without a
 * handler does not compile), and its chain follows the row: 415 check for a body, authorize, the
 * marketplace refusal of direct-only routes, the body read up to the row's limit, the handler; other
 * methods of a known path get the 405.
 */
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import { ACCOUNT_ROUTES, type AccountRouteId } from '../../shared/endpoints/account-routes.js';
import { MAX_BATCH } from '../../shared/endpoints/batch.js';
import type { Caller, Ctx } from '../context.js';
import { ApiError } from '../../shared/errors.js';
import { authorize, callerOf } from '../middleware/authorize.js';
import { jsonBody, requireJson, type ItemsCap } from '../middleware/body.js';
import { methodNotAllowed } from '../respond.js';
import { batch } from './batch.js';
import { createChartUrl, signedChart } from './chart-urls.js';
import { cancelJob, createJob, getJob, rotateSecret, webhookSecret } from './jobs.js';
import { usage } from './usage.js';

type Handler = (ctx: Ctx, req: Request, res: Response) => Promise<void>;

const HANDLERS: Record<AccountRouteId, Handler> = {
  batch,
  createJob,
  getJob,
  cancelJob,
  usage,
  webhookSecret,
  rotateWebhookSecret: rotateSecret,
  createChartUrl,
  signedChart,
};

/** 403 for the marketplace channel on a direct-only route (here and in the MCP tools). */
export function requireDirect(caller: Caller, what: string): void {
  if (caller.channel === 'marketplace') throw new ApiError('CHANNEL_NOT_ALLOWED', `${what} is for direct callers only`);
}

/**
 * The items a batch or a job may hold, counted while its body streams in: a body with more is refused
 * (400 BATCH_TOO_LARGE) before it is parsed, whatever its size.
 */
function itemsCap(ctx: Ctx, id: AccountRouteId): ItemsCap | undefined {
  if (id === 'batch') return { max: MAX_BATCH, what: 'A batch' };
  if (id === 'createJob') return { max: ctx.deps.config.bulk.maxItems, what: 'A job' };
  return undefined;
}

/** 403 for the marketplace channel, before any body is read. */
function directOnly(what: string): RequestHandler {
  return (_req: Request, res: Response, next: NextFunction) => {
    requireDirect(callerOf(res), what);
    next();
  };
}

export function accountRouter(ctx: Ctx): Router {
  const router = express.Router({ caseSensitive: true, strict: false });
  const auth = authorize(ctx);
  for (const path of [...new Set(ACCOUNT_ROUTES.map((r) => r.path))]) {
    const route = router.route(path);
    const here = ACCOUNT_ROUTES.filter((r) => r.path === path);
    for (const r of here) {
      const handle = HANDLERS[r.id];
      const chain: RequestHandler[] = [
        ...(r.body ? [requireJson] : []),
        // a signed chart URL carries its authorisation in its query (routes/chart-urls.ts)
        ...(r.signed ? [] : [auth]),
        ...(r.directOnly ? [directOnly(`${r.method} ${r.path}`)] : []),
        ...(r.body ? [jsonBody(r.bodyLimitBytes, itemsCap(ctx, r.id))] : []),
        (req, res) => handle(ctx, req, res),
      ];
      if (r.method === 'POST') route.post(...chain);
      else if (r.method === 'GET') route.get(...chain);
      else route.delete(...chain);
    }
    route.all(methodNotAllowed(here.map((r) => r.method)));
  }
  return router;
}
