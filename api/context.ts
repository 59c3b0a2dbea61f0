/**
 * What every part of the request path reads: the app's dependencies (AppDeps, given to createApp), the
 * per-process context built from them (Ctx), and what one request carries from middleware to middleware
 * (`res.locals`, typed here). Imports types only, so any module may import it without a cycle.
 */
import type { Config } from '../shared/config.js';
import type { Dispatcher } from '../shared/dispatch/dispatcher.js';
import type { Lang } from '../shared/i18n/languages.js';
import type { JobBackend } from '../shared/jobs/backend.js';
import type { Logger } from '../shared/log.js';
import type { Account, Store } from '../shared/store/ports.js';
import type { Limits } from './limits.js';
import type { Mailer } from './portal/mail.js';

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
  /** The portal's mail transport; default: from the configuration (SMTP_URL, else the log). */
  mailer?: Mailer;
  /** Where bulk jobs run (POST /v1/jobs); absent: bulk jobs are not offered (503). */
  jobs?: JobBackend;
}

/** One web process's context: its dependencies, its clock, its limits, its load. */
export interface Ctx {
  deps: AppDeps;
  clock: () => number;
  limits: Limits;
  /** Requests received and not yet answered, on this process. */
  inFlight: number;
}

/**
 * Where a call's answer headers go (X-Quota-*, X-Cache) and its Server-Timing entry: the Express
 * response of an HTTP call, or what an MCP tool call collects for its result (api/mcp.ts).
 */
export interface CallSink {
  setHeader(name: string, value: string | number): unknown;
  getHeader(name: string): string | number | string[] | undefined;
  locals: { timing?: string };
}

/** Who is calling: an `ak_` key's account, or the marketplace channel. */
export interface Caller {
  account: Account;
  /** The key id, or "marketplace" for the resale channel. */
  keyId: string;
  channel: 'direct' | 'marketplace';
}

declare global {
  // Express's per-response state (res.locals), filled in along the request path.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** X-Request-Id (api/middleware/request.ts). */
      reqId?: string;
      /** process.hrtime.bigint() at arrival, for Server-Timing and the access log. */
      t0?: bigint;
      /** The request's child logger, bound to its request id. */
      log?: Logger;
      /** The authenticated caller (api/middleware/authorize.ts). */
      caller?: Caller;
      /** The portal's signed-in account (api/portal/routes.ts), for the access log. */
      accountId?: string;
      /** The validated, prepared input of a registry call and its `lang` (api/middleware/validate.ts). */
      input?: unknown;
      lang?: Lang;
      /** A chart endpoint's call answered with the SVG itself, and answers that vary by Accept (api/svg.ts). */
      svg?: boolean;
      varyAccept?: boolean;
      /** Extra Server-Timing entries (e.g. `cache;desc=hit;dur=…`). */
      timing?: string;
    }
  }
}
