/**
 * Where bulk jobs run. Embedded mode: in the web process, chunk after chunk on its piscina pool, with
 * webhooks retried by timers (jobs left running by a stopped process are resumed at the next start).
 * Redis mode: one BullMQ job per chunk on the `bulk` queue, taken by any worker of the fleet; a chunk
 * whose worker died is taken again by another once its lock expires; webhooks are BullMQ jobs with
 * exponential backoff on the `webhook` queue (./redis-backend.ts, loaded only in Redis mode: an embedded web
 * process never loads BullMQ or ioredis).
 */
import type { BatchEntry } from '../dispatch/execute.js';
import type { LocalPool } from '../dispatch/pool.js';
import type { Logger } from '../log.js';
import type { BulkJob, Store } from '../store/ports.js';
import { attemptWebhook, finished, runChunk, type JobRunnerDeps, type WebhookOptions } from './runner.js';
import { retryDelayMs } from './webhook.js';

export const BULK_QUEUE = 'bulk';
export const WEBHOOK_QUEUE = 'webhook';

export interface WebhookSettings extends WebhookOptions {
  backoffMs: number;
}

export interface JobBackend {
  /** Starts running a job just created in the store. */
  submit(job: BulkJob): Promise<void>;
  /** Sends the job's webhook (a cancellation finished it). */
  notifyFinished(job: BulkJob): Promise<void>;
  status(): Record<string, unknown>;
  close(): Promise<void>;
}

// ------------------------------------------------------------------ embedded

export class LocalJobs implements JobBackend {
  private readonly waiting: { jobId: string; index: number }[] = [];
  private running = 0;
  private closing = false;
  private readonly idle = new Set<() => void>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly deps: JobRunnerDeps;

  constructor(
    private readonly opts: { store: Store; pool: LocalPool; log: Logger; clock: () => number; webhook: WebhookSettings; concurrency: number },
  ) {
    this.deps = {
      store: opts.store,
      log: opts.log,
      clock: opts.clock,
      exec: (entries: BatchEntry[]) => opts.pool.runItems({ kind: 'items', calls: entries }),
      onFinished: async (job) => this.scheduleWebhook(job.id, 1, 0),
    };
  }

  async submit(job: BulkJob): Promise<void> {
    for (let i = 0; i < job.chunks; i++) this.waiting.push({ jobId: job.id, index: i });
    this.pump();
  }

  /** Jobs a stopped process left unfinished: their open chunks run again (completion counts once). */
  async resume(): Promise<number> {
    const jobs = await this.opts.store.unfinishedJobs();
    for (const job of jobs) {
      for (const index of await this.opts.store.openChunks(job.id)) this.waiting.push({ jobId: job.id, index });
    }
    this.pump();
    return jobs.length;
  }

  async notifyFinished(job: BulkJob): Promise<void> {
    await finished(this.deps, job);
  }

  private pump(): void {
    while (!this.closing && this.running < this.opts.concurrency && this.waiting.length) {
      const next = this.waiting.shift();
      if (!next) break;
      this.running++;
      runChunk(this.deps, next.jobId, next.index)
        .catch((err: unknown) => {
          // the chunk stays running in the store; it is taken again at the next start
          this.opts.log.error({ err, jobId: next.jobId, chunk: next.index }, 'bulk chunk failed');
        })
        .finally(() => {
          this.running--;
          if (this.running === 0) for (const f of this.idle) f();
          this.pump();
        });
    }
  }

  private scheduleWebhook(jobId: string, attempt: number, delayMs: number): void {
    if (this.closing) return;
    const t = setTimeout(() => {
      this.timers.delete(t);
      attemptWebhook(this.opts.store, jobId, attempt, this.opts.webhook, this.opts.clock())
        .then((again) => {
          if (again) this.scheduleWebhook(jobId, attempt + 1, retryDelayMs(attempt, this.opts.webhook.backoffMs));
        })
        .catch((err: unknown) => this.opts.log.error({ err, jobId }, 'webhook attempt failed'));
    }, delayMs);
    t.unref();
    this.timers.add(t);
  }

  status(): Record<string, unknown> {
    return { mode: 'embedded', chunksWaiting: this.waiting.length, chunksRunning: this.running, webhooksScheduled: this.timers.size };
  }

  /** Stops taking chunks and waits for the running ones (their results are kept). */
  async close(): Promise<void> {
    this.closing = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    if (this.running > 0) await new Promise<void>((resolve) => this.idle.add(resolve));
  }
}
