/** GET /v1/usage: the calling account's usage (the portal's usage page as JSON). Rate-limited, never metered. */
import type { Request, Response } from 'express';
import { ApiError, shownName } from '../../shared/errors.js';
import type { Ctx } from '../context.js';
import { callerOf } from '../middleware/authorize.js';
import { sendData } from '../respond.js';
import { PERIOD_RE, usageView } from '../usage.js';

export async function usage(ctx: Ctx, req: Request, res: Response): Promise<void> {
  const caller = callerOf(res);
  const now = new Date(ctx.clock());
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
  sendData(res, 200, await usageView(ctx.deps.store, caller.account.id, typeof raw === 'string' ? raw : current, now));
}
