/**
 * Bulk jobs in Redis mode (see ./backend.ts): the web side (RedisJobs: one BullMQ job per chunk on the
 * `bulk` queue, webhooks on the `webhook` queue) and the worker side (startJobWorkers). Its own module so
 * that only Redis mode loads BullMQ and ioredis.
 */
import { PRIORITY_LIMIT, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { LocalPool } from '../dispatch/pool.js';
import { ApiError } from '../errors.js';
import type { Logger } from '../log.js';
import { registerQueueDepth } from '../metrics.js';
import type { BulkJob, Store } from '../store/ports.js';
import { BULK_QUEUE, WEBHOOK_QUEUE, type JobBackend, type WebhookSettings } from './backend.js';
import { attemptWebhook, runChunk, type JobRunnerDeps } from './runner.js';

// ------------------------------------------------------------------ Redis mode: the web side

export class RedisJobs implements JobBackend {
  private readonly connection: Redis;
  private readonly bulk: Queue;
  private readonly webhooks: Queue;

  constructor(redisUrl: string, readonly prefix: string, private readonly webhook: WebhookSettings) {
    this.connection = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.connection.on('error', () => {});
    this.bulk = new Queue(BULK_QUEUE, { connection: this.connection, prefix });
    this.bulk.on('error', () => {});
    this.webhooks = webhookQueue(this.connection, prefix);
    // chunks wait as `prioritized` (see submit): counted as waiting
    registerQueueDepth(BULK_QUEUE, async () => {
      const { waiting = 0, prioritized = 0, ...rest } = await this.bulk.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed');
      return { waiting: waiting + prioritized, ...rest };
    });
  }

  /** Resolves once the connection is ready: until then submit answers 503. */
  async ready(): Promise<void> {
    await this.bulk.waitUntilReady();
  }

  async submit(job: BulkJob): Promise<void> {
    if (this.connection.status !== 'ready') throw new ApiError('SERVICE_UNAVAILABLE', 'The job queue is unreachable', undefined, 5);
    await this.bulk.addBulk(
      Array.from({ length: job.chunks }, (_, index) => ({
        name: 'chunk',
        data: { jobId: job.id, index },
        // one BullMQ job per chunk, id derived from the chunk: a resubmission cannot duplicate it.
        // Priority 1 + the chunk's index (BullMQ takes the lowest first, then the oldest): the `bulk` queue is
        // no longer one FIFO where a 1,000-chunk job holds every later job back, but serves jobs chunk by
        // chunk in turn (each job's chunks in order), so a small job submitted behind a big one starts at once.
        opts: { jobId: `${job.id}.${index}`, priority: Math.min(PRIORITY_LIMIT, 1 + index), attempts: 5, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: { age: 3600, count: 10_000 }, removeOnFail: { age: 86_400 } },
      })),
    );
  }

  async notifyFinished(job: BulkJob): Promise<void> {
    if (job.callbackUrl) await addWebhook(this.webhooks, job.id, this.webhook);
  }

  status(): Record<string, unknown> {
    return { mode: 'redis', redis: this.connection.status };
  }

  async close(): Promise<void> {
    await Promise.race([Promise.allSettled([this.bulk.close(), this.webhooks.close()]), new Promise((r) => setTimeout(r, 1500).unref())]);
    this.connection.disconnect();
  }
}

function webhookQueue(connection: Redis, prefix: string): Queue {
  const q = new Queue(WEBHOOK_QUEUE, { connection, prefix });
  q.on('error', () => {});
  return q;
}

function addWebhook(queue: Queue, jobId: string, w: WebhookSettings) {
  return queue.add('deliver', { jobId }, {
    jobId: `webhook.${jobId}`,
    attempts: w.attempts,
    backoff: { type: 'exponential', delay: w.backoffMs },
    removeOnComplete: { age: 86_400 },
    removeOnFail: { age: 7 * 86_400 },
  });
}

// ------------------------------------------------------------------ Redis mode: the worker side

export interface JobWorkers {
  close(): Promise<void>;
}

/**
 * The worker role's consumers of the `bulk` and `webhook` queues. `lockMs` is how long a chunk's lock
 * lasts without renewal: a worker that dies mid-chunk loses it after that long, and another worker
 * takes the chunk again (claimChunk allows it; completeChunk counts it once).
 */
export function startJobWorkers(opts: {
  redisUrl: string;
  prefix: string;
  store: Store;
  pool: LocalPool;
  log: Logger;
  clock: () => number;
  concurrency: number;
  lockMs: number;
  webhook: WebhookSettings;
}): JobWorkers {
  const producer = new Redis(opts.redisUrl, { maxRetriesPerRequest: null });
  producer.on('error', () => {});
  const webhooks = webhookQueue(producer, opts.prefix);
  const deps: JobRunnerDeps = {
    store: opts.store,
    log: opts.log,
    clock: opts.clock,
    exec: (entries) => opts.pool.runItems({ kind: 'items', calls: entries }),
    onFinished: async (job) => {
      await addWebhook(webhooks, job.id, opts.webhook);
    },
  };
  const connection = { url: opts.redisUrl, maxRetriesPerRequest: null };
  const chunks = new Worker<{ jobId: string; index: number }>(
    BULK_QUEUE,
    async (job) => {
      const { jobId, index } = job.data;
      return runChunk(deps, jobId, index);
    },
    { connection, prefix: opts.prefix, concurrency: opts.concurrency, lockDuration: opts.lockMs, stalledInterval: Math.max(500, Math.floor(opts.lockMs / 2)), maxStalledCount: 5 },
  );
  chunks.on('error', (err) => opts.log.error({ err }, 'bulk worker error'));
  chunks.on('failed', (job, err) => opts.log.error({ jobId: job?.data?.jobId, chunk: job?.data?.index, err }, 'bulk chunk failed'));
  const deliveries = new Worker(
    WEBHOOK_QUEUE,
    async (job) => {
      const { jobId } = job.data as { jobId: string };
      const again = await attemptWebhook(opts.store, jobId, job.attemptsMade + 1, opts.webhook, opts.clock());
      // throwing makes BullMQ retry after its exponential backoff; the last attempt records gaveUp instead
      if (again) throw new Error('webhook not delivered');
    },
    { connection, prefix: opts.prefix, concurrency: 8 },
  );
  deliveries.on('error', (err) => opts.log.error({ err }, 'webhook worker error'));
  return {
    async close() {
      await Promise.allSettled([chunks.close(), deliveries.close()]);
      await webhooks.close().catch(() => undefined);
      producer.disconnect();
    },
  };
}
