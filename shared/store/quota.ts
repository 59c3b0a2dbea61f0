/** The quota rule both adapters apply (the MongoDB adapter expresses the same rule in its update filter). */
import { nextPeriodStart, periodOf, type Reservation } from './ports.js';

export interface QuotaFields {
  plan: string;
  trialEndsAt: Date | null;
  trialCap: number | null;
  monthlyQuota: number;
  totalUsed: number;
  /** Units used in `period`. */
  period: string | null;
  periodUsed: number;
}

/**
 * Trial first: past the deadline, or with the lifetime cap used up, TRIAL_EXPIRED (a hard stop).
 * Then the units must fit both what is left of the month and, for a trial, of the cap; otherwise
 * QUOTA_EXCEEDED and nothing is counted.
 */
export function decideReservation(a: QuotaFields, units: number, now: Date): Reservation {
  const period = periodOf(now);
  const used = a.period === period ? a.periodUsed : 0;
  const resetAt = nextPeriodStart(now);
  let remaining = Math.max(0, a.monthlyQuota - used);
  let limit = a.monthlyQuota;
  if (a.plan === 'trial' && a.trialCap !== null) {
    const trialLeft = Math.max(0, a.trialCap - a.totalUsed);
    if ((a.trialEndsAt && now.getTime() >= a.trialEndsAt.getTime()) || trialLeft === 0) {
      return { ok: false, code: 'TRIAL_EXPIRED', limit, remaining: 0, resetAt };
    }
    if (trialLeft < remaining) {
      remaining = trialLeft;
      limit = Math.min(limit, a.trialCap);
    }
  }
  if (units > remaining) return { ok: false, code: 'QUOTA_EXCEEDED', limit, remaining, resetAt };
  return { ok: true, limit, remaining: remaining - units, resetAt };
}
