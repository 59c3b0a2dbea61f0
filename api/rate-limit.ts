/**
 * Per-key token bucket, per web process: `perSecond` tokens a second, bursts up to `burst`.
 * With N web processes a key may get up to N × the rate; the monthly quota is the exact limit.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; atMs: number }>();

  constructor(private readonly perSecond: number, private readonly burst: number) {}

  /** 0 when allowed, else seconds to wait. */
  take(keyId: string, nowMs: number): number {
    if (this.perSecond <= 0) return 0;
    let b = this.buckets.get(keyId);
    if (!b) {
      if (this.buckets.size > 100_000) this.buckets.clear();
      b = { tokens: this.burst, atMs: nowMs };
      this.buckets.set(keyId, b);
    }
    b.tokens = Math.min(this.burst, b.tokens + ((nowMs - b.atMs) / 1000) * this.perSecond);
    b.atMs = nowMs;
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - b.tokens) / this.perSecond));
  }
}
