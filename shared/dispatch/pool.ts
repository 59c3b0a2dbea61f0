/** The local piscina pool over Swiss Ephemeris (both roles use it: embedded web, and the worker). */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { ApiError } from '../errors.js';
import { joinOutcomes, type Answer, type BatchItem, type BatchOutcome, type Task } from './execute.js';
import { FairGate } from './fair.js';

const MAX_QUEUE = 5_000;

/** pool-task.js beside this file when running from dist; from source (tests), the built copy in dist/. */
function taskFile(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const local = join(here, 'pool-task.js');
  if (existsSync(local)) return local;
  const built = join(here, '..', '..', 'dist', 'shared', 'dispatch', 'pool-task.js');
  if (existsSync(built)) return built;
  throw new Error('dist/shared/dispatch/pool-task.js not found: run `npm run build` first');
}

export interface PoolOptions {
  /**
   * Threads kept running while idle (default: all). The others start when work queues and stop after a
   * minute without work. Each thread holds its own copy of the registry and the ephemeris (about 45 MiB)
   * and takes 0.5–1.5 s to load, so the worker role keeps all of them, and the embedded web role one: a web
   * process answering only inline calls does not carry threads it does not use.
   */
  minThreads?: number;
}

export class LocalPool {
  private readonly piscina: Piscina;
  /** Per-account fairness of the tasks that name their account (fair.ts). */
  readonly gate: FairGate;

  constructor(readonly threads: number, opts: PoolOptions = {}) {
    this.gate = new FairGate(Math.max(1, Math.floor(threads / 2)), threads);
    this.piscina = new Piscina({
      filename: taskFile(),
      minThreads: Math.min(threads, opts.minThreads ?? threads),
      maxThreads: threads,
      idleTimeout: 60_000,
      // A bounded queue: past it the pool is overloaded and callers get 503 instead of unbounded latency.
      maxQueue: MAX_QUEUE,
    });
  }

  /**
   * Runs a task on a thread. With `signal`, an aborted task rejects at once with ApiError TIMEOUT, and its
   * thread stops it before its next call (a batch between items; a task still waiting, before it starts):
   * a call past its deadline leaves no thread computing the rest of it. With `account`, the task takes
   * its turn in the account's share of the pool first (FairGate).
   */
  async run(task: Task, signal?: AbortSignal, account?: string): Promise<Answer | BatchOutcome | BatchItem[]> {
    let release: (() => void) | undefined;
    try {
      // a task of an account waits for its turn first (its deadline runs meanwhile)
      if (account !== undefined) release = await this.gate.acquire(account, signal);
      return (await (signal ? this.cancellable(task, signal) : this.piscina.run(task))) as Answer | BatchOutcome | BatchItem[];
    } catch (err) {
      if (err instanceof Error && /queue is at limit/i.test(err.message)) {
        throw new ApiError('SERVICE_UNAVAILABLE', 'The calculation pool is overloaded; retry shortly', undefined, 1);
      }
      if (signal?.aborted) throw new ApiError('TIMEOUT', 'The calculation did not finish in time');
      throw err;
    } finally {
      release?.();
    }
  }

  /**
   * The task carries a flag shared with its thread (a SharedArrayBuffer), set at the abort and checked by
   * the thread before each call (pool-task.ts). Never stopped by terminating the thread (piscina's own
   * abort): a thread terminated inside a Swiss Ephemeris call takes the whole process down, as sweph's addon
   * throws into the terminating thread ("FATAL ERROR: Error::ThrowAsJavaScriptException napi_throw", SIGABRT).
   */
  private cancellable(task: Task, signal: AbortSignal): Promise<unknown> {
    if (signal.aborted) return Promise.reject(signal.reason);
    const flag = new Int32Array(new SharedArrayBuffer(4));
    const running: Promise<unknown> = this.piscina.run({ ...task, cancel: flag });
    running.catch(() => undefined); // after an abort nobody waits for it: it ends with TaskCancelled
    let onAbort = () => {};
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => {
        Atomics.store(flag, 0, 1);
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
    });
    return Promise.race([running, aborted]).finally(() => signal.removeEventListener('abort', onAbort));
  }

  /** Runs a batch's entries split in one chunk per thread; answers in entry order. */
  async runMany(task: Task & { kind: 'many' }, signal?: AbortSignal, account?: string): Promise<BatchOutcome> {
    const n = Math.min(this.threads, task.calls.length);
    if (n <= 1) return (await this.run(task, signal, account)) as BatchOutcome;
    const size = Math.ceil(task.calls.length / n);
    const chunks = [];
    for (let i = 0; i < task.calls.length; i += size) chunks.push(task.calls.slice(i, i + size));
    const parts = await Promise.all(chunks.map((c) => this.run({ kind: 'many', calls: c }, signal, account) as Promise<BatchOutcome>));
    return joinOutcomes(parts);
  }

  /** A bulk job's chunk on one thread, answered item by item. */
  async runItems(task: Task & { kind: 'items' }): Promise<BatchItem[]> {
    return (await this.run(task)) as BatchItem[];
  }

  /** Tasks waiting for a thread. */
  get queued(): number {
    return this.piscina.queueSize;
  }

  get stats() {
    return { threads: this.piscina.threads.length, queued: this.piscina.queueSize, completed: this.piscina.completed, fair: this.gate.stats };
  }

  /**
   * Closes the pool once every thread has finished loading. Piscina counts its first threads ready at once,
   * and terminates them at close, also one still computing its warm-up chart at load (pool-task.ts): inside
   * a Swiss Ephemeris call that aborts the process (see `cancellable`). So each thread first answers one
   * task (threads run one task at a time, so one task per running thread reaches every one, after its load;
   * threads not started are not started for it).
   */
  async close(): Promise<void> {
    await Promise.allSettled(Array.from({ length: this.piscina.threads.length }, () => this.piscina.run('ready')));
    await this.piscina.close();
  }
}
