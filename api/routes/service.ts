/** The service's own routes, no key needed: /health, /ready (for load balancers) and /metrics (its own token). */
import express, { type Router } from 'express';
import { ApiError, errorBody } from '../../shared/errors.js';
import type { Ctx } from '../context.js';
import { metricsHandler } from '../metrics.js';
import { sendData, sendJson } from '../respond.js';

export function serviceRouter(ctx: Ctx): Router {
  const { deps } = ctx;
  const router = express.Router({ caseSensitive: true });
  router.get('/metrics', metricsHandler(deps.config.metricsToken));
  router.get('/health', async (_req, res) => {
    const body = deps.health ? await deps.health() : {};
    sendData(res, 200, { version: deps.version, ...body });
  });
  router.get('/ready', async (_req, res) => {
    const [storeOk, queueOk] = await Promise.all([deps.store.ping(), Promise.resolve(deps.dispatcher.status().ok)]);
    if (storeOk && queueOk) return sendData(res, 200, { ready: true });
    sendJson(res, 503, errorBody(new ApiError('SERVICE_UNAVAILABLE', `not ready: store ${storeOk ? 'ok' : 'down'}, queue ${queueOk ? 'ok' : 'down'}`)));
  });
  return router;
}
