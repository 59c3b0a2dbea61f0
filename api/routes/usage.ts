/** GET /v1/usage: the calling account's usage (the portal's usage page as JSON). Rate-limited, never metered. */
import type { Request, Response } from 'express';
import { ApiError, shownName } from '../../shared/errors.js';
import type { Caller, Ctx } from '../context.js';
import { callerOf } from '../middleware/authorize.js';
import { sendData } from '../respond.js';
import { PERIOD_RE, usageView } from '../usage.js';

export async function usage(ctx: Ctx, req: Request, res: Response): Promise<void> {
  sendData(res, 200, await usageAnswer(ctx, callerOf(res), req.query));
}

/** The usage view of the caller's account for `query.period` (GET /v1/usage and the MCP tool `get_usage`). */
export async function usageAnswer(ctx: Ctx, caller: Caller, query: Record<string, unknown>): Promise<unknown> {
  const now = new Date(ctx.clock());
  const unknown = Object.keys(query).filter((k) => k !== 'period');
  if (unknown.length) {
    throw new ApiError('VALIDATION_ERROR', `Unknown query parameter${unknown.length > 1 ? 's' : ''}: ${unknown.map(shownName).join(', ')}`,
      unknown.map((k) => ({ path: `query.${shownName(k)}`, message: 'not a parameter of this endpoint (only period)' })));
  }
  const raw = query.period;
  const current = now.toISOString().slice(0, 7);
  if (raw !== undefined && (typeof raw !== 'string' || !PERIOD_RE.test(raw) || raw > current)) {
    throw new ApiError('VALIDATION_ERROR', 'period must be a month YYYY-MM, not after the current one', [
      { path: 'query.period', message: `expected YYYY-MM up to ${current}` },
    ]);
  }
  return usageView(ctx.deps.store, caller.account.id, typeof raw === 'string' ? raw : current, now);
}
