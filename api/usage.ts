/**
 * An account's usage as one view, the same for `GET /v1/usage` and the portal's usage page: this
 * period's total against the quota, the trial's days and requests left, per-key and per-endpoint
 * breakdowns and a per-day series. Figures follow the rule of shared/store/quota.ts: what can still be
 * spent is the smaller of what the month and (for a trial) the lifetime cap leave.
 */
import { nextPeriodStart, periodOf, type Account, type KeyRecord, type Store } from '../shared/store/ports.js';

export interface KeyUsage {
  keyId: string;
  label: string | null;
  prefix: string | null;
  status: KeyRecord['status'] | 'unknown';
  units: number;
  byEndpoint: { endpoint: string; units: number }[];
}

export interface UsageView {
  accountId: string;
  plan: Account['plan'];
  period: string;
  isCurrentPeriod: boolean;
  quota: { limit: number; used: number; remaining: number; resetAt: string };
  trial: null | {
    endsAt: string | null;
    daysLeft: number;
    cap: number;
    used: number;
    requestsLeft: number;
    expired: boolean;
  };
  byKey: KeyUsage[];
  byEndpoint: { endpoint: string; units: number }[];
  /** Every day of the period (up to today for the current one), days without use as 0. */
  daily: { date: string; units: number }[];
}

export { PERIOD_RE } from '../shared/endpoints/account-routes.js';

function sortedEntries(rec: Record<string, number>): { endpoint: string; units: number }[] {
  return Object.entries(rec)
    .map(([endpoint, units]) => ({ endpoint, units }))
    .sort((a, b) => b.units - a.units || a.endpoint.localeCompare(b.endpoint));
}

function daysOf(period: string, now: Date): string[] {
  const [y, m] = period.split('-').map(Number);
  const first = Date.UTC(y, m - 1, 1);
  const end = Math.min(Date.UTC(y, m, 1), periodOf(now) === period ? now.getTime() + 1 : Infinity);
  const out: string[] = [];
  for (let t = first; t < end; t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

export async function usageView(store: Store, accountId: string, period: string, now: Date): Promise<UsageView> {
  const [account, report, keys] = await Promise.all([
    store.getAccount(accountId), store.usage(accountId, period), store.listKeys(accountId),
  ]);
  if (!account) throw new Error(`no account ${accountId}`);
  const days = daysOf(period, now);
  const daily = days.length ? await store.dailyUsage(accountId, days[0], days[days.length - 1]) : [];
  const perDay = new Map(daily.map((d) => [d.day, d.units]));
  const current = period === periodOf(now);
  // The monthly counter of the account is the quota's authority; the report's total equals it.
  const used = report.total;
  let remaining = current ? Math.max(0, account.monthlyQuota - used) : 0;
  let trial: UsageView['trial'] = null;
  if (account.plan === 'trial' && account.trialCap !== null) {
    const requestsLeft = Math.max(0, account.trialCap - account.totalUsed);
    const msLeft = account.trialEndsAt ? account.trialEndsAt.getTime() - now.getTime() : Infinity;
    const expired = msLeft <= 0 || requestsLeft === 0;
    trial = {
      endsAt: account.trialEndsAt?.toISOString() ?? null,
      daysLeft: Number.isFinite(msLeft) ? Math.max(0, Math.ceil(msLeft / 86_400_000)) : 0,
      cap: account.trialCap,
      used: account.totalUsed,
      requestsLeft: expired ? 0 : requestsLeft,
      expired,
    };
    remaining = expired ? 0 : Math.min(remaining, requestsLeft);
  }
  const keyById = new Map(keys.map((k) => [k.id, k]));
  const byKey: KeyUsage[] = report.byKey.map((k) => {
    const rec = keyById.get(k.keyId);
    return {
      keyId: k.keyId, label: rec?.label ?? null, prefix: rec?.prefix ?? null, status: rec?.status ?? 'unknown',
      units: k.total, byEndpoint: sortedEntries(k.byEndpoint),
    };
  });
  byKey.sort((a, b) => b.units - a.units || a.keyId.localeCompare(b.keyId));
  return {
    accountId,
    plan: account.plan,
    period,
    isCurrentPeriod: current,
    quota: { limit: account.monthlyQuota, used, remaining, resetAt: nextPeriodStart(now).toISOString() },
    trial,
    byKey,
    byEndpoint: sortedEntries(report.byEndpoint),
    daily: days.map((date) => ({ date, units: perDay.get(date) ?? 0 })),
  };
}
