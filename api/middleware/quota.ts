/**
 * Quota units: reserved before a call runs (all of a batch's or a job's at once, or none), given back
 * when the call does not answer; the X-Quota-* headers on every metered answer.
 */
import { ApiError } from '../../shared/errors.js';
import { metrics } from '../../shared/metrics.js';
import type { QuotaState, UsageLine } from '../../shared/store/ports.js';
import type { CallSink, Caller, Ctx } from '../context.js';

function setQuotaHeaders(res: CallSink, q: QuotaState): void {
  res.setHeader('X-Quota-Limit', String(q.limit));
  res.setHeader('X-Quota-Remaining', String(q.remaining));
  res.setHeader('X-Quota-Reset', String(Math.floor(q.resetAt.getTime() / 1000)));
}

const QUOTA_USED_UP = 'The monthly quota of this account is used up';

/** Reserves units or throws the right 402/429 (with Retry-After to the monthly reset). */
export async function reserveOrThrow(ctx: Ctx, caller: Caller, lines: UsageLine[], res: CallSink): Promise<void> {
  const now = new Date(ctx.clock());
  const r = await ctx.deps.store.reserve(caller.account.id, caller.keyId, lines, now);
  setQuotaHeaders(res, r);
  if (!r.ok) {
    metrics.rejections.inc({ code: r.code });
    if (r.code === 'TRIAL_EXPIRED') throw new ApiError('TRIAL_EXPIRED');
    const units = lines.reduce((s, l) => s + l.units, 0);
    throw new ApiError(
      'QUOTA_EXCEEDED',
      units > 1 && r.remaining > 0 ? `This request needs ${units} units and ${r.remaining} remain this month` : QUOTA_USED_UP,
      undefined,
      Math.max(1, Math.ceil((r.resetAt.getTime() - now.getTime()) / 1000)),
    );
  }
}

/** Gives reserved units back (the call did not produce an answer) and corrects X-Quota-Remaining. */
export async function refund(ctx: Ctx, caller: Caller, lines: UsageLine[], res: CallSink): Promise<void> {
  if (!lines.length) return;
  await ctx.deps.store.release(caller.account.id, caller.keyId, lines, new Date(ctx.clock())).catch(() => undefined);
  const remaining = Number(res.getHeader('X-Quota-Remaining'));
  const units = lines.reduce((sum, l) => sum + l.units, 0);
  if (Number.isFinite(remaining)) res.setHeader('X-Quota-Remaining', String(remaining + units));
}
