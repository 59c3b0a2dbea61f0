/**
 * How a validated, prepared call runs (ARCHITECTURE "dispatch by the endpoint's weight"):
 *  - inline endpoints on the calling thread;
 *  - heavy endpoints, the calls an inline endpoint's `heavyWhen` says are heavy (a dasha to depth 3 or
 *    more), and batches on the in-process pool (embedded mode) or through BullMQ to the worker role
 *    (Redis mode). A batch always travels as ONE task, never one job per item.
 */
import { endpointByName } from '../endpoints/registry.js';
import { runsHeavy } from '../endpoints/types.js';
import { ApiError } from '../errors.js';
import { answer, runEntries, type Answer, type BatchEntry, type BatchItem, type BatchOutcome, type Call } from './execute.js';
import { LocalPool } from './pool.js';
import { QueueProducer } from './queue.js';

export interface DispatchStatus {
  mode: 'embedded' | 'redis';
  ok: boolean;
  detail: Record<string, unknown>;
}

export interface RunOptions {
  /** The web thread has a queue of requests waiting (EmbeddedDispatcher.run). */
  busy?: boolean;
  /** The caller's account: heavy work is shared fairly between accounts (fair.ts). */
  account?: string;
}

export interface Dispatcher {
  readonly mode: 'embedded' | 'redis';
  /**
   * One call: inline or heavy by the registry's weight (and `heavyWhen` for its input). `busy` says the web thread has a queue of
   * requests waiting: an embedded dispatcher may then move inline work to its pool's idle threads.
   */
  run(call: Call, opts?: RunOptions): Promise<Answer>;
  /** A batch's entries, answers in order, serialised where they are computed. */
  runMany(entries: BatchEntry[], opts?: RunOptions): Promise<BatchOutcome>;
  status(): DispatchStatus;
  close(): Promise<void>;
}

function isOutcome(r: Answer | BatchOutcome | BatchItem[]): r is BatchOutcome | BatchItem[] {
  return Array.isArray(r) || 'statuses' in r;
}

/** A batch entry the web thread may run: an answer already known, or a call that is not heavy (by weight or by its input). */
export const runsInline = (e: BatchEntry): boolean => {
  if ('fixed' in e) return true;
  const ep = endpointByName(e.endpoint);
  return !!ep && !runsHeavy(ep, e.input);
};

/** Runs cheap batches inline: below this many inline items, a thread hop costs more than it saves. */
const INLINE_BATCH_LIMIT = 4;

export class EmbeddedDispatcher implements Dispatcher {
  readonly mode = 'embedded' as const;
  /** Inline calls moved to the pool because the web thread was busy (for /health and the bench). */
  spilled = 0;
  private readonly spill: boolean;
  private readonly timeoutMs: number;
  constructor(
    /** The in-process pool (bulk jobs run their chunks on it too). */
    readonly pool: LocalPool,
    opts: { spill?: boolean; timeoutMs?: number } = {},
  ) {
    this.spill = opts.spill ?? false;
    this.timeoutMs = opts.timeoutMs ?? 30_000;
  }

  /**
   * Inline work runs on the web thread: for one request at a time that is the fastest path (no thread
   * hop). With `spill` (INLINE_SPILL=true) a busy web thread hands inline calls to the pool as long as
   * the pool has a free thread's worth of queue, and the answer comes back serialised. Off by default:
   * on 2 cores shared with the load generator it measured the same as staying inline (bench/README.md);
   * it is for hosts with idle cores. Same bytes either way (tested).
   */
  async run(call: Call, opts?: RunOptions): Promise<Answer> {
    const ep = endpointByName(call.endpoint);
    if (!ep || !runsHeavy(ep, call.input)) {
      if (!ep || !this.spill || !opts?.busy || this.pool.queued >= this.pool.threads) return answer(call);
      this.spilled++;
    }
    // JOB_TIMEOUT_MS holds here too (the wait for the account's turn included): past it the call is 504
    // and its thread is stopped
    const r = await this.pool.run({ kind: 'one', call }, AbortSignal.timeout(this.timeoutMs), opts?.account);
    if (isOutcome(r)) throw new ApiError('INTERNAL_ERROR');
    return r;
  }

  async runMany(entries: BatchEntry[], opts?: RunOptions): Promise<BatchOutcome> {
    const toRun = entries.filter((e) => !('fixed' in e));
    if (toRun.length === 0 || (toRun.length <= INLINE_BATCH_LIMIT && entries.every(runsInline))) return runEntries(entries);
    return this.pool.runMany({ kind: 'many', calls: entries }, AbortSignal.timeout(this.timeoutMs), opts?.account);
  }

  status(): DispatchStatus {
    return { mode: 'embedded', ok: true, detail: { pool: { ...this.pool.stats, spilledInline: this.spilled } } };
  }

  async close(): Promise<void> {
    await this.pool.close();
  }
}

export class RedisDispatcher implements Dispatcher {
  readonly mode = 'redis' as const;
  constructor(private readonly producer: QueueProducer) {}

  async run(call: Call, opts?: RunOptions): Promise<Answer> {
    const ep = endpointByName(call.endpoint);
    if (!ep || !runsHeavy(ep, call.input)) return answer(call);
    const r = await this.producer.run({ kind: 'one', call }, opts?.account);
    if (isOutcome(r)) throw new ApiError('INTERNAL_ERROR');
    return r;
  }

  async runMany(entries: BatchEntry[], opts?: RunOptions): Promise<BatchOutcome> {
    if (entries.every((e) => 'fixed' in e)) return runEntries(entries);
    const r = await this.producer.run({ kind: 'many', calls: entries }, opts?.account);
    if (!isOutcome(r) || Array.isArray(r) || r.statuses.length !== entries.length) throw new ApiError('INTERNAL_ERROR');
    return r;
  }

  status(): DispatchStatus {
    const s = this.producer.status();
    return { mode: 'redis', ok: s.ok, detail: { redis: s.redis, waiting: s.waiting, prefix: this.producer.prefix } };
  }

  async close(): Promise<void> {
    await this.producer.close();
  }
}

