/**
 * The Express app. Request path (ARCHITECTURE): request id, security headers, child logger
 * (middleware/request.ts) → the service's own routes, the docs and the portal → the registry's routes
 * (routes/endpoints.ts) and the account routes (routes/account.ts), each a chain of
 * 415 check → authorize (401, wrong-key limit, rate limit 429) → body (413/400) → validation and time
 * resolution (400/422) → quota reservation (402/429) → inline or heavy dispatch → envelope (respond.ts)
 * → 404 for any other path, and the error handler. Nothing but catalogue errors reaches a client: no
 * stacks, no input echo. Only answers are metered: bad input is refused before the reservation, and the
 * unit of a call that fails after it is given back.
 */
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { AppDeps, Ctx } from './context.js';
import { docsRouter } from './docs.js';
import { localLimits } from './limits.js';
import { requestStart } from './middleware/request.js';
import { requestLogger, RequestLogWriter } from './request-log.js';
import { createMailer } from './portal/mail.js';
import { portalRouter } from './portal/routes.js';
import { MCP_PATH } from '../shared/endpoints/mcp.js';
import { errorHandler, notFound } from './respond.js';
import { accountRouter } from './routes/account.js';
import { endpointRouter } from './routes/endpoints.js';
import { serviceRouter } from './routes/service.js';

export type { AppDeps } from './context.js';

/**
 * The scheme behind a trusted proxy is the LAST value of X-Forwarded-Proto: the one our proxy added. Express
 * reads the first, which a client can write itself ("https, http" from a client on plain http), and
 * `req.secure` (HSTS, the portal's Secure cookies) follows `req.protocol`.
 */
function trustLastForwardedProto(app: Express): void {
  Object.defineProperty(app.request, 'protocol', {
    configurable: true,
    enumerable: true,
    get(this: Request): string {
      const socket = this.socket as Request['socket'] & { encrypted?: boolean };
      const own = socket.encrypted ? 'https' : 'http';
      const trust = this.app.get('trust proxy fn') as (addr: string | undefined, hop: number) => boolean;
      if (!trust(socket.remoteAddress, 0)) return own;
      const header = this.get('X-Forwarded-Proto');
      if (!header) return own;
      const last = header.slice(header.lastIndexOf(',') + 1).trim().toLowerCase();
      return last === 'https' || last === 'http' ? last : own;
    },
  });
}

/**
 * A router built on the first request to one of `paths` (exactly, as Express's case-sensitive, non-strict
 * route matches them), and only then imported: the MCP SDK is about 27 MiB of a web process's memory that a
 * process never asked for MCP does not need.
 */
function onFirstUse(paths: readonly string[], load: () => Promise<express.Router>) {
  let router: Promise<express.Router> | undefined;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!paths.includes(req.path)) return next();
    router ??= load();
    router.then((r) => r(req, res, next), (err: unknown) => {
      router = undefined;
      next(err);
    });
  };
}

export function createApp(deps: AppDeps) {
  const ctx: Ctx = {
    deps,
    clock: deps.clock ?? Date.now,
    limits: deps.limits ?? localLimits(deps.config.rateLimit),
    inFlight: 0,
  };
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.set('query parser', 'simple');
  // Behind one TLS-terminating proxy (Heroku's router, a load balancer): the client address and
  // scheme come from its X-Forwarded-* headers (one hop only, so a client cannot forge them).
  if (deps.config.trustProxy) {
    app.set('trust proxy', 1);
    trustLastForwardedProto(app);
  }

  app.use(requestStart(ctx));
  // Each keyed call's line in its account's request log (written in batches; see request-log.ts).
  const requestLog = new RequestLogWriter(deps.store, deps.logger);
  app.locals.requestLog = requestLog;
  app.use(requestLogger(requestLog, ctx.clock));
  // The API first, and only for /v1 paths: a call meets no page's route on its way, a page no API route.
  const api = express.Router({ caseSensitive: true });
  api.use(endpointRouter(ctx), accountRouter(ctx));
  app.use((req: Request, res: Response, next: NextFunction) => (req.url.startsWith('/v1/') ? api(req, res, next) : next()));
  // The Model Context Protocol endpoint (POST /mcp): the same keyed chain, tools over the same calls.
  app.use(onFirstUse([MCP_PATH, `${MCP_PATH}/`], async () => (await import('./mcp.js')).mcpRouter(ctx)));
  app.use(serviceRouter(ctx));
  // The OpenAPI description and the docs page (no key needed).
  app.use(docsRouter({ version: deps.version, clock: ctx.clock }));
  app.use(portalRouter({
    config: deps.config, store: deps.store, limits: ctx.limits, logger: deps.logger, clock: ctx.clock,
    mailer: deps.mailer ?? createMailer(deps.config, deps.logger), version: deps.version,
  }));
  app.use(notFound);
  app.use(errorHandler(deps.logger));
  return app;
}
