/**
 * The first middleware of every request: its id (X-Request-Id, the client's if well formed), a child
 * logger bound to it, the security headers, the in-flight count, and on finish the access log line and
 * the request metrics under a bounded label.
 */
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { endpointsAtPath } from '../../shared/endpoints/registry.js';
import { ACCOUNT_ROUTES, matchesPath } from '../../shared/endpoints/account-routes.js';
import { metrics } from '../../shared/metrics.js';
import type { Logger } from '../../shared/log.js';
import type { Ctx } from '../context.js';

const REQ_ID_RE = /^[A-Za-z0-9._-]{1,64}$/;

function requestId(req: Request): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQ_ID_RE.test(given) ? given : randomUUID();
}

/**
 * Service pages counted as one family each: a family is the path itself and every path under it
 * (`/docs` holds the guide's pages and the docs' assets; `/openapi` the example answers beside the
 * document). The root page is its own label, `/`.
 */
const FAMILIES = ['/portal', '/docs', '/health', '/ready', '/openapi.json', '/openapi', '/metrics', '/mcp'];

/** The bounded label of a request path: a registry or account route path, or a family of the service's own pages. */
export function endpointLabel(path: string): string {
  const p = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (p === '/' || endpointsAtPath(p).length) return p;
  const account = ACCOUNT_ROUTES.find((r) => matchesPath(r.path, p));
  if (account) return account.path;
  for (const prefix of FAMILIES) {
    if (p === prefix || p.startsWith(`${prefix}/`)) return prefix;
  }
  return 'other';
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

/**
 * A request's `res.locals`, whose child logger (bound to the request id) is made on first use: most answers
 * log nothing (the access line is info, off at warn), and a pino child costs its bindings' serialisation.
 */
class RequestLocals {
  private child?: Logger;
  constructor(private readonly root: Logger, readonly reqId: string, readonly t0: bigint) {}
  get log(): Logger {
    return (this.child ??= this.root.child({ reqId: this.reqId }));
  }
}

export function requestStart(ctx: Ctx): RequestHandler {
  const root = ctx.deps.logger;
  return (req: Request, res: Response, next: NextFunction) => {
    const reqId = requestId(req);
    const t0 = process.hrtime.bigint();
    res.setHeader('X-Request-Id', reqId);
    baselineHeaders(req, res);
    res.locals = new RequestLocals(root, reqId, t0);
    ctx.inFlight++;
    // One listener: 'close' follows 'finish' on every answered request, and alone on an aborted one.
    res.once('close', () => {
      ctx.inFlight--;
      if (!res.writableFinished) return;
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      const endpoint = endpointLabel(req.path);
      metrics.requests.inc({ endpoint, method: req.method, status: String(res.statusCode) });
      metrics.latency.observe({ endpoint, method: req.method }, ms / 1000);
      if (root.isLevelEnabled('info')) {
        const log = res.locals.log ?? root;
        // A 43-character base64url segment is a one-time link's token (portal sign-up, password reset): never logged.
        const path = req.path.replace(/\/[A-Za-z0-9_-]{43}(?=\/|$)/g, '/:token');
        log.info({ method: req.method, path, status: res.statusCode, ms, account: res.locals.caller?.account.id ?? res.locals.accountId }, 'request');
      }
    });
    next();
  };
}
