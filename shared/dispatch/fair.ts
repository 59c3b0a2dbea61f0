/**
 * Fairness between accounts on the pool (issue 25, item 7). Without it the pool's queue is one FIFO: an
 * account with 30 connections open keeps 30 heavy tasks queued, and every other account's call waits
 * behind all of them.
 *
 * Each account may run `perAccount` tasks at once (max(1, threads / 2)); its further tasks wait in its own
 * FIFO, and the accounts with waiting tasks are served round-robin as tasks end. So another account's call
 * never queues behind more than the cap's worth of anyone's work. Past its cap an account may still use
 * idle threads while no other account waits, all but one: that one is kept free, so another account's
 * call starts at once instead of waiting for a flooder's task to end (measured: waiting for one such
 * task tripled a shadbala's latency under a /v1/kundali/full flood). With 2 threads this is a strict cap
 * of 1; with 8, one account alone uses 7.
 */
import { ApiError } from '../errors.js';

interface Waiter {
  start: () => void;
  fail: (err: unknown) => void;
}

export class FairGate {
  private readonly running = new Map<string, number>();
  /** Accounts with waiting tasks; the Map's order is the round-robin ring (served accounts move to the back). */
  private readonly waiting = new Map<string, Waiter[]>();
  private total = 0;

  constructor(
    /** Tasks an account may run at once while others wait. */
    readonly perAccount: number,
    /** Tasks the pool runs at once (its threads): below this an account may go past its cap. */
    readonly slots: number,
    /** Tasks one account may have waiting; past it, 503 (the pool's own queue bound, per account). */
    private readonly maxWaiting = 1_000,
  ) {}

  /** Resolves when a task of `account` may start, with the function that ends it (call it once). */
  acquire(account: string, signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (!this.waiting.has(account) && this.mayStart(account, true)) return Promise.resolve(this.start(account));
    const queue = this.waiting.get(account) ?? [];
    if (queue.length >= this.maxWaiting) {
      return Promise.reject(new ApiError('SERVICE_UNAVAILABLE', 'Too many calculations of this account are waiting; retry shortly', undefined, 1));
    }
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        const q = this.waiting.get(account);
        const i = q?.indexOf(w) ?? -1;
        if (q && i >= 0) {
          q.splice(i, 1);
          if (q.length === 0) this.waiting.delete(account);
        }
        reject(signal?.reason);
      };
      const w: Waiter = {
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(this.start(account));
        },
        fail: reject,
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(w);
      this.waiting.set(account, queue);
    });
  }

  /** Under its cap; or an idle slot beyond the one kept free, that no other account is waiting for. */
  private mayStart(account: string, arriving: boolean): boolean {
    if ((this.running.get(account) ?? 0) < this.perAccount) return true;
    if (this.total >= this.slots - 1) return false;
    // an idle slot: a newcomer takes it only when nobody waits; pump() hands it round-robin
    return !arriving || this.waiting.size === 0;
  }

  private start(account: string): () => void {
    this.total++;
    this.running.set(account, (this.running.get(account) ?? 0) + 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.total--;
      const n = (this.running.get(account) ?? 1) - 1;
      if (n === 0) this.running.delete(account);
      else this.running.set(account, n);
      this.pump();
    };
  }

  /** Starts waiting tasks: first every account under its cap, round-robin, then idle slots round-robin. */
  private pump(): void {
    for (const overCap of [false, true]) {
      for (let progress = true; progress && this.waiting.size > 0; ) {
        progress = false;
        for (const [account, queue] of this.waiting) {
          const under = (this.running.get(account) ?? 0) < this.perAccount;
          if (!(under || (overCap && this.total < this.slots - 1))) continue;
          const w = queue.shift();
          // to the back of the ring (or out of it)
          this.waiting.delete(account);
          if (queue.length) this.waiting.set(account, queue);
          w?.start();
          progress = true;
          break;
        }
      }
    }
  }

  get stats() {
    return { running: this.total, accountsWaiting: this.waiting.size, waiting: [...this.waiting.values()].reduce((n, q) => n + q.length, 0) };
  }
}
