import type { UsageReport } from './ports.js';

/** Folds per (key, endpoint) usage rows into the report both adapters return. */
export function buildUsageReport(
  accountId: string,
  period: string,
  rows: { keyId: string; endpoint: string; units: number }[],
): UsageReport {
  const byKey = new Map<string, { keyId: string; total: number; byEndpoint: Record<string, number> }>();
  const byEndpoint: Record<string, number> = {};
  let total = 0;
  for (const r of rows) {
    if (r.units <= 0) continue;
    let k = byKey.get(r.keyId);
    if (!k) {
      k = { keyId: r.keyId, total: 0, byEndpoint: {} };
      byKey.set(r.keyId, k);
    }
    k.total += r.units;
    k.byEndpoint[r.endpoint] = (k.byEndpoint[r.endpoint] ?? 0) + r.units;
    byEndpoint[r.endpoint] = (byEndpoint[r.endpoint] ?? 0) + r.units;
    total += r.units;
  }
  return { accountId, period, total, byKey: [...byKey.values()], byEndpoint };
}
